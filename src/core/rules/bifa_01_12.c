/* liuren - bifa_01_12.c: the detectors of the 畢法 第一–第十二法
 * (《六壬大全》 卷十一): 前後引從 … 狐假虎威. Each 法 as its commentary
 * defines it, over the plate, the four lessons, the transmissions, the
 * generals and the 旬; each rule quotes the commentary it follows. The
 * 法 a 課體 already reads are cited in the registry (bifa.c).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/bifa_internal.h"

#include "liuren/ask.h"

#include <stdio.h>
#include <string.h>

#define GN(g) lr_general_name(g)

/* The branch between A and B when they stand two apart, else -1. */
static int between(int a, int b)
{
	if (lr_branch_add(a, 2) == b)
		return lr_branch_add(a, 1);
	if (lr_branch_add(b, 2) == a)
		return lr_branch_add(b, 1);
	return -1;
}

/* The 年命 (本命 or 行年) at MID: its word, NULL when neither is there;
 * *NEEDS gets what is not known. */
static const char *year_at(const struct ev *k, int mid, unsigned *needs)
{
	*needs = (k->birth < 0 ? LR_NEED_BIRTH : 0)
		 | (k->xingnian < 0 ? LR_NEED_XINGNIAN : 0);
	return k->birth == mid ? "本命" : k->xingnian == mid ? "行年" : NULL;
}

/* 第一法 前後引從升遷吉, beyond the 課經's 引從 (初末 either side of 干上 or
 * 支上): 干支拱定日祿格 「惟伏吟卦為的，如丁巳、己巳、癸亥皆伏吟」, 干支拱夜
 * 貴晝貴格 「如庚午、己酉支干拱夜貴，甲子支干拱晝貴，皆伏吟卦」: in 伏吟 the
 * 干 (its 寄宮) and the 支 enclose the 祿 or a noble; 「晝夜貴人臨干支上拱其
 * 年命在內者 … 如丁酉日酉加丁，亥加酉，占人年命在申」; 二貴拱年命格 「如癸
 * 未日初傳巳加子，末傳卯加戌，占人行年本命在亥」; 初中拱地盤貴人格 「如庚午
 * 日干上戌，支上申，乃支干並初中拱夜貴也 … 乃支干初中皆拱地盤之夜貴」 (干
 * and 支 enclose a noble of the earth plate, 干上 and 支上 in the
 * transmissions). */
int bf_1(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	int dn = lr_noble_branch(&c->settings, k->stem, true);
	int nn = lr_noble_branch(&c->settings, k->stem, false);
	int mid = between(k->lodge, k->branch);
	if (c->method == LR_M_FUYIN && mid >= 0
	    && (mid == salary_of(k->stem) || mid == dn || mid == nn)) {
		if (mid == salary_of(k->stem)) {
			rule_variant(r, "干支拱定日祿格");
			rule_reason(r, _("伏吟，干%s（寄%s）與支%s拱定日祿%s"),
				  SN(k->stem), BN(k->lodge), BN(k->branch), BN(mid));
		} else {
			rule_variant(r, "干支拱夜貴晝貴格");
			rule_reason(r, mid == dn
				  ? _("伏吟，干%s（寄%s）與支%s拱定晝貴%s")
				  : _("伏吟，干%s（寄%s）與支%s拱定夜貴%s"),
				  SN(k->stem), BN(k->lodge), BN(k->branch), BN(mid));
		}
		if (bf_void(k, mid))
			rule_reason(r, _("；%s旬空"), BN(mid));
		return BF_YES;
	}
	if (mid >= 0 && (mid == dn || mid == nn) && k->stem_up != k->branch_up
	    && trans_index(k, k->stem_up) >= 0
	    && trans_index(k, k->branch_up) >= 0) {
		rule_variant(r, "初中拱地盤貴人格");
		rule_reason(r, mid == dn
			  ? _("干%s（寄%s）與支%s拱地盤晝貴%s，干上%s、支上%s俱在三傳")
			  : _("干%s（寄%s）與支%s拱地盤夜貴%s，干上%s、支上%s俱在三傳"),
			  SN(k->stem), BN(k->lodge), BN(k->branch), BN(mid),
			  BN(k->stem_up), BN(k->branch_up));
		return BF_YES;
	}
	if (dn == nn)
		return BF_NO;
	unsigned pair = BIT(dn) | BIT(nn), needs;
	bool on_both = (BIT(k->stem_up) | BIT(k->branch_up)) == pair;
	int tmid = between(bf_on(k, k->t[0]), bf_on(k, k->t[2]));
	bool ends = (BIT(k->t[0]) | BIT(k->t[2])) == pair && tmid >= 0;
	if (on_both && mid >= 0) {
		const char *who = year_at(k, mid, &needs);
		if (who) {
			rule_variant(r, "晝夜貴人臨干支上拱其年命在內者");
			rule_reason(r, _("干上%s、支上%s為晝夜貴人，干支拱定%s，%s在焉"),
				  BN(k->stem_up), BN(k->branch_up), BN(mid), who);
			return BF_YES;
		}
		if (needs) {
			char what[160];
			snprintf(what, sizeof what,
				 _("晝夜貴人拱定%s，尚看年命是否在%s"), BN(mid),
				 BN(mid));
			return rule_unknown(r, needs, what);
		}
	}
	if (ends) {
		const char *who = year_at(k, tmid, &needs);
		if (who) {
			rule_variant(r, "二貴拱年命格");
			rule_reason(r, _("初傳%s臨%s、末傳%s臨%s為晝夜貴人，拱定%s，%s在焉"),
				  BN(k->t[0]), BN(bf_on(k, k->t[0])), BN(k->t[2]),
				  BN(bf_on(k, k->t[2])), BN(tmid), who);
			return BF_YES;
		}
		if (needs) {
			char what[160];
			snprintf(what, sizeof what,
				 _("晝夜貴人拱定%s，尚看年命是否在%s"), BN(tmid),
				 BN(tmid));
			return rule_unknown(r, needs, what);
		}
	}
	return BF_NO;
}

/* The commentary's names for the 格 of the 課經's 引從 when it fires:
 * 拱貴格 「引從天干格內 … 此乃初末引從庚干在內，干上丑為晝貴人」, 兩貴引從天
 * 干格, 初末引從地支格 「如己亥日初傳巳加子，末傳卯加戌，亦係引從地支格」. */
void bf_1_ge(const struct ev *k, const struct lr_rule_result *p,
	     struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	int dn = lr_noble_branch(&c->settings, k->stem, true);
	int nn = lr_noble_branch(&c->settings, k->stem, false);
	/* 「干支拱定日祿格 惟伏吟卦為的」, 「干支拱夜貴晝貴格 惟伏吟為的」:
	 * the 課's 干支拱祿, 干支拱貴 by the 法's names */
	if (strstr(p->variant, "干支拱祿"))
		rule_variant(r, "干支拱定日祿格");
	else if (strstr(p->variant, "干支拱貴"))
		rule_variant(r, "干支拱夜貴晝貴格");
	else
		rule_variant(r, "%s", p->variant);
	if (strstr(p->variant, "兩貴引從天干"))
		rule_variant(r, "格");
	else if (strstr(p->variant, "拱干")
		 && (k->stem_up == dn || k->stem_up == nn))
		rule_variant(r, " 拱貴格");
	if (strstr(p->variant, "拱支") || strstr(p->variant, "兩貴引從地支"))
		rule_variant(r, " 初末引從地支格");
	/* 二貴拱年命格 「如癸未日初傳巳加子，末傳卯加戌，占人行年本命在亥」 on
	 * the 引從 as well: the two nobles as 初末 enclose the 年命 */
	int tmid = between(bf_on(k, k->t[0]), bf_on(k, k->t[2]));
	unsigned needs;
	const char *who = tmid >= 0 && dn != nn
			  && (BIT(k->t[0]) | BIT(k->t[2])) == (BIT(dn) | BIT(nn))
			  ? year_at(k, tmid, &needs) : NULL;
	if (who) {
		rule_variant(r, " 二貴拱年命格");
		rule_reason(r, _("初傳%s臨%s、末傳%s臨%s為晝夜貴人，拱定%s，%s在焉"),
			  BN(k->t[0]), BN(bf_on(k, k->t[0])), BN(k->t[2]),
			  BN(bf_on(k, k->t[2])), BN(tmid), who);
		rule_reason(r, "%s", _("；"));
	}
}

/* 第三法 簾幕貴人高甲第: 「簾幕官者，如晝占乃夜貴，夜占乃晝貴 … 臨於占人年
 * 命之上，或臨日干上，試必高中」; 「旬首作簾幕官者 … 惟乙己辛日有之」. */
static int bf_3_own(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	int curtain = lr_noble_branch(&c->settings, k->stem, !c->daytime);
	if (curtain == c->noble)
		return BF_NO;
	bool on_stem = k->stem_up == curtain;
	bool on_birth = k->birth >= 0 && c->heaven[k->birth] == curtain;
	bool on_year = k->xingnian >= 0 && c->heaven[k->xingnian] == curtain;
	if (!on_stem && !on_birth && !on_year) {
		if (k->birth >= 0 && k->xingnian >= 0)
			return BF_NO;
		char what[96];
		snprintf(what, sizeof what, _("簾幕貴人%s臨本命、行年否"),
			 BN(curtain));
		return rule_unknown(r, (k->birth < 0 ? LR_NEED_BIRTH : 0)
				  | (k->xingnian < 0 ? LR_NEED_XINGNIAN : 0), what);
	}
	if (on_stem)
		rule_reason(r, c->daytime ? _("晝占，簾幕貴人為夜貴%s，臨干上")
			  : _("夜占，簾幕貴人為晝貴%s，臨干上"), BN(curtain));
	else
		rule_reason(r, c->daytime ? _("晝占，簾幕貴人為夜貴%s，臨%s")
			  : _("夜占，簾幕貴人為晝貴%s，臨%s"), BN(curtain),
			  on_birth ? "本命" : "行年");
	rule_variant(r, "%s", on_stem ? "臨日干" : "臨年命");
	if (curtain == lr_cycle_branch(k->xun_head)) {
		rule_variant(r, " 旬首作簾幕");
		rule_reason(r, _("；%s又為旬首"), BN(curtain));
	}
	return BF_YES;
}

/* 第二法 首尾相見始終宜: 「謂干上有旬尾，支上有旬首，名周而復始格，亦名一旬
 * 周遍格」 and 「干上有旬首，支上有旬尾 … 諸占亦照前斷」; 回還格 「乃三傳在
 * 四課之中。如辛亥日干上酉、亥上戌，三傳戌酉申是也，此以不備言之。至於干支自
 * 作三合者，內多回還格 … 如丁卯、丁亥、己卯、己亥，皆干上卯或干上亥」 (the
 * transmissions among the lessons' uppers, the lessons 不備, or the 干's
 * palace, the 支 and 干上 of one 三合, then 「乃干支相會，不可作不備言之」,
 * named so even when the lessons repeat); 天心格 「乃年月日時皆在四課之內」
 * (the year, month and hour among the lessons' branches, when known). */
int bf_2(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	int head = lr_cycle_branch(k->xun_head), tail = lr_branch_add(head, 9);
	int got = BF_NO;
	if ((k->stem_up == tail && k->branch_up == head)
	    || (k->stem_up == head && k->branch_up == tail))
		got = rule_also(r, "一旬周遍格", _("干上%s、支上%s，旬首旬尾加干支"),
			      BN(k->stem_up), BN(k->branch_up));
	unsigned uppers = 0, all = BIT(k->lodge) | BIT(k->branch);
	for (int i = 0; i < 4; i++) {
		uppers |= BIT(c->lessons[i].upper);
		all |= BIT(c->lessons[i].upper);
	}
	int trine[3];
	lr_trine(k->lodge, trine);
	unsigned own = BIT(trine[0]) | BIT(trine[1]) | BIT(trine[2]);
	bool meet = k->lodge != k->branch && (own & BIT(k->branch))
		    && (own & BIT(k->stem_up));
	if ((k->tmask & ~uppers) == 0 && (c->distinct_lessons < 4 || meet))
		got = rule_also(r, "回還格",
			      meet ? _("三傳%s%s%s皆在四課之中，干支自作三合")
			      : _("三傳%s%s%s皆在四課之中，四課不備"),
			      BN(k->t[0]), BN(k->t[1]), BN(k->t[2]));
	if (k->year >= 0 && k->month >= 0
	    && (all & BIT(k->year)) && (all & BIT(k->month))
	    && (all & BIT(c->input.hour)))
		got = rule_also(r, "天心格", _("%s年、%s月、%s時皆在四課之內"),
			      BN(k->year), BN(k->month), BN(c->input.hour));
	return got;
}

/* The distinct branches of the 干's palace, the 支, the four lessons' uppers
 * and the transmissions, as a set, when every one of them is yang (YANG) or
 * yin; 0 otherwise. */
static unsigned bf_one_sign(const struct ev *k, bool yang)
{
	int places[9] = { k->lodge, k->branch, k->t[0], k->t[1], k->t[2] };
	for (int i = 0; i < 4; i++)
		places[5 + i] = k->c->lessons[i].upper;
	unsigned set = 0;
	for (int i = 0; i < 9; i++) {
		if (lr_branch_yang(places[i]) != yang)
			return 0;
		set |= BIT(places[i]);
	}
	return set;
}

static int bf_count(unsigned set)
{
	int n = 0;
	for (; set; set &= set - 1)
		n++;
	return n;
}

/* The branches of SET in order into BUF. */
static void bf_list(unsigned set, char *buf, size_t size)
{
	size_t n = 0;
	buf[0] = '\0';
	for (int b = 0; b < LR_BRANCHES && n + 8 < size; b++)
		if (set & BIT(b))
			n += (size_t)snprintf(buf + n, size - n, "%s", BN(b));
}

/* 第五法 六陽數足須公用: 六陽格 「謂支干四課三傳皆居六陽之位是也 … 假令庚子日
 * 第一課戌加庚 … 末傳申加午」 (six yang branches: the number full); 五陽格 「課
 * 傳居五陽之上者，或占人年命填之，亦名六陽 … 此例極多」; 悖戾格亦名倒拔蛇 「如
 * 甲午日干上子，雖四課三傳皆處六陽之地，緣三傳退間」. An all-yang plate of
 * four branches (返吟, 伏吟: 甲子 返吟 寅申子午) is not 數足. */
int bf_5(const struct ev *k, struct lr_rule_result *r)
{
	unsigned set = bf_one_sign(k, true);
	int n = bf_count(set);
	if (n < 5)
		return BF_NO;
	char list[64];
	bf_list(set, list, sizeof list);
	rule_variant(r, n == 6 ? "六陽格" : "五陽格");
	rule_reason(r, n == 6 ? _("干支、四課、三傳皆居六陽之位：%s")
			    : _("干支、四課、三傳居五陽之位：%s"), list);
	if (lr_branch_add(k->t[1], -k->t[0]) == LR_BRANCHES - 2
	    && lr_branch_add(k->t[2], -k->t[1]) == LR_BRANCHES - 2) {
		rule_variant(r, " 悖戾格亦名倒拔蛇");
		rule_reason(r, _("；三傳%s%s%s退間，倒拔蛇"), BN(k->t[0]),
			  BN(k->t[1]), BN(k->t[2]));
	}
	return BF_YES;
}

/* 第六法 六陰相繼盡昏迷: 六陰格 「謂課傳皆居六陰之位是也 … 如己卯日第一課酉加
 * 巳 … 末傳卯加丑」; 五陰格 「課傳止五陰者，占人年命填之」 (as 第五法: five or
 * six yin branches). */
int bf_6(const struct ev *k, struct lr_rule_result *r)
{
	unsigned set = bf_one_sign(k, false);
	int n = bf_count(set);
	if (n < 5)
		return BF_NO;
	char list[64];
	bf_list(set, list, sizeof list);
	rule_variant(r, n == 6 ? "六陰格" : "五陰格");
	rule_reason(r, n == 6 ? _("干支、四課、三傳皆居六陰之位：%s")
			    : _("干支、四課、三傳止居五陰之位：%s"), list);
	return BF_YES;
}

/* 第三法's further 格: 斗鬼相加格 「或丑加未，或未加丑作年命日干者，亦中魁
 * 元，緣丑有斗，未中有鬼」; 亞魁 「天盤酉臨年命日干者，占試必高中，緣酉為從
 * 魁也」, an omen of the examination read when that is the matter asked
 * (名: 考試) (「以上諸說忌空亡」, said); 德入天門格 「乃日德加亥為用 … 亥為天
 * 門，德者得也」. */
int bf_3(const struct ev *k, struct lr_rule_result *r)
{
	int got = rule_own(bf_3_own(k, r), r);
	const struct lr_chart *c = k->c;
	const struct { int place; const char *name; } at[] = {
		{ k->lodge, "日干" }, { k->birth, "本命" }, { k->xingnian, "行年" },
	};
	for (int i = 0; i < 3; i++) {
		int p = at[i].place;
		if (p < 0)
			continue;
		int up = c->heaven[p];
		if ((p == LR_WEI && up == LR_CHOU) || (p == LR_CHOU && up == LR_WEI)) {
			got = rule_also(r, "斗鬼相加格", _("%s加%s，作%s：斗鬼相加"),
				      BN(up), BN(p), at[i].name);
			break;
		}
	}
	for (int i = 0; i < 3 && bf_asked(k, LR_ASK_MING) == BF_YES; i++) {
		int p = at[i].place;
		if (p < 0 || c->heaven[p] != LR_YOU)
			continue;
		got = rule_also(r, "亞魁", bf_void(k, LR_YOU)
			      ? _("天盤酉臨%s，酉為從魁；酉旬空，忌")
			      : _("天盤酉臨%s，酉為從魁"), at[i].name);
		break;
	}
	int virtue = day_virtue(k->stem);
	if (k->t[0] == virtue && bf_on(k, virtue) == LR_HAI)
		got = rule_also(r, "德入天門格", _("日德%s加亥發用：德入天門"),
			      BN(virtue));
	return got;
}

/* 第四法 催官使者赴官期: 「凡占上官赴任，見日鬼乘白虎加臨日干或年命之上，乃
 * 名催官使者 … 如催官使者空亡，又是虛信」. */
static int bf_4_own(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	int tiger = bf_tiger(k);
	if (tiger < 0 || lr_kin_of(k->stem, tiger) != LR_OFFICIAL)
		return BF_NO;
	const char *where = k->stem_up == tiger ? "干上"
			    : k->birth >= 0 && c->heaven[k->birth] == tiger
			    ? "本命" : k->xingnian >= 0
			    && c->heaven[k->xingnian] == tiger ? "行年" : NULL;
	unsigned needs = 0;
	if (!where)
		needs = (k->birth < 0 ? LR_NEED_BIRTH : 0)
			| (k->xingnian < 0 ? LR_NEED_XINGNIAN : 0);
	if (!where && !needs)
		return BF_NO;
	if (!k->x || lr_context_missing(k->x, LR_NEED_ASK))
		needs |= LR_NEED_ASK;
	else if (k->x->ask != LR_ASK_GUAN)
		return BF_NO;
	if (needs) {
		char what[160];
		snprintf(what, sizeof what,
			 _("占官赴任，日鬼%s乘白虎，尚看是否臨干上或年命"),
			 BN(tiger));
		return rule_unknown(r, needs, what);
	}
	rule_reason(r, _("占官，日鬼%s乘白虎，臨%s"), BN(tiger), where);
	if (bf_void(k, tiger))
		rule_reason(r, _("；%s旬空，為虛信"), BN(tiger));
	return BF_YES;
}

/* The 官星 X given birth by every transmission (催官符 「其三傳上神生其官
 * 星」). */
static bool urged(const struct ev *k, int x)
{
	if (lr_kin_of(k->stem, x) != LR_OFFICIAL)
		return false;
	for (int i = 0; i < 3; i++)
		if (!lr_produces(ph(k->t[i]), ph(x)))
			return false;
	return true;
}

/* 第四法's 催官符 「如官星臨日干年命者，其三傳上神生其官星是也」: the 官星
 * over the 干, the 本命 or the 行年, every transmission giving it birth,
 * read as the 法 is for the matter 官. */
int bf_4(const struct ev *k, struct lr_rule_result *r)
{
	int got = bf_4_own(k, r);
	const struct lr_chart *c = k->c;
	const struct { int place; const char *name; } at[] = {
		{ k->lodge, "干上" }, { k->birth, "本命" }, { k->xingnian, "行年" },
	};
	const char *where = NULL;
	int x = -1;
	for (int i = 0; i < 3 && !where; i++)
		if (at[i].place >= 0 && urged(k, c->heaven[at[i].place])) {
			x = c->heaven[at[i].place];
			where = at[i].name;
		}
	int asked = bf_asked(k, LR_ASK_GUAN);
	if (!where || asked == BF_NO)
		return got;
	if (asked == BF_UNKNOWN) {
		if (got != BF_NO)
			return got;
		return rule_unknown(r, LR_NEED_ASK,
				  _("官星臨干或年命，三傳皆生之，尚看是否占官"));
	}
	return rule_also(r, "催官符", _("官星%s臨%s，三傳%s%s%s皆生之"), BN(x),
			 where, BN(k->t[0]), BN(k->t[1]), BN(k->t[2]));
}

/* 第七法 旺祿臨身徒妄作: 「謂日之祿神，又作日之旺神，臨於干上者，切不可舍
 * 此而別謀動作」: 干上 the 祿 that is also the 旺 (帝旺), which only the
 * yin stems have (乙卯、丁午、辛酉、癸子: the book's 乙卯、乙酉、乙亥、癸巳、
 * 癸丑、辛卯、辛丑、辛酉、丁亥、乙巳、乙未日); 己's 祿 午 by the book's own
 * leave 「己亥、己酉、己巳日干上午，雖不係己土旺神，亦可用也」 (戊 is not
 * named; a yang stem's 祿 is never its 旺); 「又如辛巳日，雖干上酉為日之
 * 旺祿，奈是旬空 … 切不可如前論之」 (空, the counsel turns); 祿被元奪格
 * 「干上酉為日旺祿，緣晝乘元而夜乘虎」. */
int bf_7(const struct ev *k, struct lr_rule_result *r)
{
	int lu = salary_of(k->stem);
	bool prosper = lu == lr_branch_add(growth_of(k->se), 4);
	if (k->stem_up != lu || (!prosper && k->stem != LR_JI))
		return BF_NO;
	int g = bf_general(k, lu);
	if (prosper)
		rule_reason(r, _("干上%s為%s之祿，又為其旺神"), BN(lu), SN(k->stem));
	else
		rule_reason(r, _("干上%s為%s之祿，雖不係己土旺神，亦可用也"), BN(lu),
			  SN(k->stem));
	if (g == LR_G_WARRIOR || g == LR_G_TIGER) {
		rule_variant(r, "祿被元奪格");
		rule_reason(r, _("；乘%s，祿不可守"), GN(g));
	}
	if (bf_void(k, lu))
		rule_reason(r, _("；%s旬空，不宜坐守，棄祿而別謀"), BN(lu));
	return BF_YES;
}

/* 第八法 權攝不正祿臨支: 「謂日干祿神加臨支辰上者，凡占不自尊大，受屈折於
 * 他人」; 祿被支墓克脫 「被支辰墓其祿，或被支克其祿神 … 或被支辰脫其祿神」. */
int bf_8(const struct ev *k, struct lr_rule_result *r)
{
	int lu = salary_of(k->stem);
	if (k->branch_up != lu)
		return BF_NO;
	enum lr_phase lp = ph(lu), bp = ph(k->branch);
	rule_reason(r, _("%s之祿%s臨支%s"), SN(k->stem), BN(lu), BN(k->branch));
	const char *how = tomb_of(lp) == k->branch ? _("，支%s墓其祿")
			  : lr_overcomes(bp, lp) ? _("，支%s克其祿")
			  : lr_produces(lp, bp) ? _("，支%s脫其祿") : NULL;
	if (how) {
		rule_variant(r, "祿被支墓克脫");
		rule_reason(r, how, BN(k->branch));
	}
	return BF_YES;
}

/* Benefit a transmission brings the day (第九法 「三傳既無所益」): a 父母
 * not void, or a 財 not void and not 夾克 (「其財受上下夾克，終不可得」);
 * a 三合 is read by its 局 (「兼三傳水局皆作脫氣」). */
static bool brings(const struct ev *k, int i)
{
	int b = k->t[i], mid;
	enum lr_phase p = bf_trine_whole(k, &mid) ? ph(mid) : ph(b);
	if (bf_void(k, b))
		return false;
	if (lr_produces(p, k->se))
		return true;
	if (!lr_overcomes(k->se, p))
		return false;
	bool squeezed = lr_overcomes(kj_general_phase(k->g[i]), ph(b))
			&& lr_overcomes(ph(bf_on(k, b)), ph(b));
	return !squeezed;
}

/* A transmission that is a harm to the day, 鬼 or 脫氣, not void (「中傳
 * 申金又是日鬼，末傳午火作日之脫氣」; a 三合 read by its 局). */
static bool harms(const struct ev *k, int i)
{
	int b = k->t[i], mid;
	enum lr_phase p = bf_trine_whole(k, &mid) ? ph(mid) : ph(b);
	return !bf_void(k, b)
	       && (lr_overcomes(p, k->se) || lr_produces(k->se, p));
}

/* What 干上 is to the 干 when it harms it: 官鬼, 脫氣 or 墓; NULL. */
static const char *stem_up_harm(const struct ev *k)
{
	enum lr_kin kin = lr_kin_of(k->stem, k->stem_up);
	return kin == LR_OFFICIAL ? "官鬼" : kin == LR_OFFSPRING ? "脫氣"
	       : k->stem_up == tomb_of(k->se) ? "墓" : NULL;
}

/* 舍就皆不可格's days as the book names them: 「如乙酉日…辛丑日…唯有庚子
 * 日…庚午日…」. The shape they share (the 干 on its 支, 干上 its 父母, the
 * 支 its 官鬼, 脫氣 or 墓) holds also on 丁亥, 己酉 and 戊辰, which the
 * text does not name; read on the four named days only (the shape on
 * all seven would put 第九法 over 15% of the charts, which the text
 * never calls common). */
static bool book_shejiu_day(const struct ev *k)
{
	static const int days[][2] = {
		{ LR_YI, LR_YOU }, { LR_XIN, LR_CHOU },
		{ LR_GENG, LR_ZI }, { LR_GENG, LR_WU_B }
	};
	for (size_t i = 0; i < sizeof days / sizeof days[0]; i++)
		if (k->stem == days[i][0] && k->branch == days[i][1])
			return true;
	return false;
}

/* What the 支 is to the 干 when it harms it (as stem_up_harm): 官鬼,
 * 脫氣 or 墓; NULL. */
static const char *branch_harm(const struct ev *k)
{
	enum lr_kin kin = lr_kin_of(k->stem, k->branch);
	return kin == LR_OFFICIAL ? "官鬼" : kin == LR_OFFSPRING ? "脫氣"
	       : k->branch == tomb_of(k->se) ? "墓" : NULL;
}

/* What the 支 is to the 干 when the 干 finds help there: 父母, 長生 (戊
 * in 寅, fire and earth sharing their places as 第十九法 reads them:
 * 「戊己當絕在亥懷」) or 日祿; NULL. */
static const char *branch_help(const struct ev *k)
{
	if (lr_kin_of(k->stem, k->branch) == LR_PARENT)
		return "父母";
	if (k->branch == growth_of(k->se)
	    || (k->se == LR_EARTH && k->branch == LR_YIN))
		return "長生";
	return k->branch == salary_of(k->stem) ? "日祿" : NULL;
}

/* 第九法 避難逃生須棄舊 (「四面受敵，亦有無敵之處」), two ways the book
 * shows. (1) the transmissions: 「如甲子日戌加子作初傳，雖曰日財，乃是旬空，
 * 中傳申金又是日鬼，末傳午火作日之脫氣，且三傳既無所益，不免只就干上子水而
 * 受生」: no transmission brings anything, one at least harms, and the day
 * finds birth elsewhere, as 墓作太陽格 counts the refuges 「一、就干上之生，
 * 二、就支上之生，三、日干坐地盤之生」 (「不免日干就子支上而受生」 on 甲子日
 * 辰加寅 is the third: 寅, the 干, sits on the 支 子). (2) the ten days
 * after it, 「丁卯日干上亥，乙亥日干上酉，戊寅日干上申，庚戌日干上午，辛未
 * 日干上丑，戊午日干上辰，己巳日干上酉，辛酉日干上亥，壬申日干上寅，庚辰日
 * 干上子」, given by 干上 alone: on each the 干 sits on the 支 (干加支) and
 * 干上 is its 官鬼, 脫氣 or 墓: it leaves the harm over its own palace for
 * the 支, its 父母 (or 長生, 戊寅; 祿, 辛酉). A refuge riding 白虎 is none:
 * 「避難逃生而終不能逃生者，例如丁亥日干上戌 … 未免止居宅中，受驚危之長生
 * 爾」. */
static int bf_9_own(const struct ev *k, struct lr_rule_result *r)
{
	bool nothing = true, harm = false;
	for (int i = 0; i < 3; i++) {
		nothing = nothing && !brings(k, i);
		harm = harm || harms(k, i);
	}
	int seat = bf_on(k, k->lodge);
	if (nothing && harm) {
		const struct { int b; const char *fmt; } refuge[] = {
			{ k->stem_up, N_("三傳%s%s%s無所益，只就干上%s受生") },
			{ k->branch_up, N_("三傳%s%s%s無所益，只就支上%s受生") },
			{ seat, N_("三傳%s%s%s無所益，日干坐地盤%s受生") },
		};
		for (int i = 0; i < 3; i++) {
			int b = refuge[i].b;
			/* a refuge outside the transmissions it flees (the
			 * earth palace is read as a place, not as void or as
			 * one of them: 「天盤申金坐於辰土之上就生」 on 庚子日, 辰
			 * void, 三傳申子辰) */
			if (lr_kin_of(k->stem, b) != LR_PARENT
			    || (i < 2 && (bf_void(k, b) || trans_index(k, b) >= 0
					  || bf_general(k, b) == LR_G_TIGER)))
				continue;
			rule_variant(r, "避難逃生格");
			rule_reason(r, _(refuge[i].fmt), BN(k->t[0]), BN(k->t[1]),
				  BN(k->t[2]), BN(b));
			return BF_YES;
		}
	}
	const char *up_harm = stem_up_harm(k), *help = branch_help(k);
	if (seat != k->branch || !up_harm || !help)
		return BF_NO;
	rule_variant(r, "避難逃生格");
	rule_reason(r, _("干上%s為%s之%s，日干棄之而加支%s，支為其%s"),
		  BN(k->stem_up), SN(k->stem), up_harm, BN(k->branch), help);
	return BF_YES;
}

int bf_9(const struct ev *k, struct lr_rule_result *r)
{
	int got = rule_own(bf_9_own(k, r), r);
	/* 避難逃生得財格 「如壬午日，辰加亥作初傳 … 三傳辰酉寅 … 然後棄其三傳，
	 * 而壬干加午而取財也」: the transmissions of no use and one a harm, and
	 * the 干 sits on its 財 */
	bool useless = true;
	for (int i = 0; i < 3; i++) {
		int b = k->t[i];
		enum lr_kin kin = lr_kin_of(k->stem, b);
		/* void, 鬼, 脫 or 墓, or a 財 squeezed (「其財受上下夾克」) */
		bool squeezed = lr_overcomes(kj_general_phase(k->g[i]), ph(b))
				&& lr_overcomes(ph(bf_on(k, b)), ph(b));
		useless = useless && (bf_void(k, b) || kin == LR_OFFICIAL
				      || kin == LR_OFFSPRING
				      || b == tomb_of(k->se)
				      || (kin == LR_WEALTH && squeezed));
	}
	int on = bf_on(k, k->lodge);
	if (useless && on == k->branch && lr_kin_of(k->stem, on) == LR_WEALTH)
		got = rule_also(r, "避難逃生得財格",
				_("三傳%s%s%s無所益，日干棄之而加%s取財"),
				BN(k->t[0]), BN(k->t[1]), BN(k->t[2]), BN(on));
	/* 舍益就損格 「如壬寅日不就干上之申金為長生，願以壬干加寅木而受脫」:
	 * 干上 is the 干's 長生 and gives it birth (as 申 metal does 壬),
	 * not void, and the 干 passes it by to sit on a palace that drains
	 * it */
	/* 墓作太陽格 「謂墓神覆日，卻作太陽，處難中得上人提攜，共有五等：一、就
	 * 干上之生，二、就支上之生，三、日干坐地盤之生，四、本命乘丁坐地盤長生，
	 * 五、日干下臨財鄉」: 干上 the 干's 墓 and the 月將, with a refuge (the
	 * first cannot be: 干上 is the 墓) */
	if (k->stem_up == tomb_of(k->se) && k->stem_up == k->c->input.general) {
		int seat = bf_on(k, k->lodge), ding = -1;
		for (int b = 0; b < LR_BRANCHES; b++)
			if (bf_hidden(k, b) == LR_DING)
				ding = b;
		const char *refuge =
			lr_kin_of(k->stem, k->branch_up) == LR_PARENT
			&& !bf_void(k, k->branch_up) ? N_("就支上之生")
			: lr_kin_of(k->stem, seat) == LR_PARENT
			|| seat == growth_of(k->se)
			|| (k->se == LR_EARTH && seat == LR_YIN) ? N_("日干坐地盤之生")
			: lr_kin_of(k->stem, seat) == LR_WEALTH ? N_("日干下臨財鄉")
			: ding >= 0 && k->birth == ding
			&& bf_on(k, ding) == growth_of(ph(ding))
			? N_("本命乘丁坐地盤長生") : NULL;
		if (refuge)
			got = rule_also(r, "墓作太陽格",
					_("干上%s為%s之墓，又為月將太陽；%s"),
					BN(k->stem_up), SN(k->stem), _(refuge));
	}
	int seat = bf_on(k, k->lodge);
	bool gain_left = k->stem_up == growth_of(k->se)
			 && lr_kin_of(k->stem, k->stem_up) == LR_PARENT
			 && !bf_void(k, k->stem_up)
			 && lr_kin_of(k->stem, seat) == LR_OFFSPRING;
	if (gain_left)
		got = rule_also(r, "舍益就損格",
				_("干上%s生%s，日干不就而坐%s受脫：舍益就損"),
				BN(k->stem_up), SN(k->stem), BN(seat));
	/* 舍就皆不可格 「如乙酉日干上亥，辛丑日干上未，唯有庚子日干上辰乃空
	 * 亡，庚午日干上戌乃空亡」: on each of the four days the plate puts
	 * the 干 on the 支 (干加支); 干上 is its 父母 (亥生乙, 未生辛, 辰戌
	 * 生庚; void or not), the 支 its 官鬼 (酉, 午), 脫氣 (子) or 墓 (丑).
	 * Where 干上 is a sound 長生 and the 支 drains, the book calls the
	 * plate 舍益就損 (壬寅日亥加寅), read above, not this */
	const char *hurt = branch_harm(k);
	if (!gain_left && book_shejiu_day(k) && seat == k->branch
	    && k->lodge != k->branch && hurt
	    && lr_kin_of(k->stem, k->stem_up) == LR_PARENT) {
		got = rule_also(r, "舍就皆不可格",
				_("%s（寄%s）加支%s，%s為%s之%s；干上%s生干而不得就"),
				SN(k->stem), BN(k->lodge), BN(k->branch),
				BN(k->branch), SN(k->stem), hurt,
				BN(k->stem_up));
		if (bf_void(k, k->stem_up))
			rule_reason(r, _("；%s旬空"), BN(k->stem_up));
		rule_reason(r, "%s", _("：舍就皆不可（只讀書中所舉乙酉、辛丑、庚子、庚午四日：干加支、干上父母、支為干之官鬼、脫氣或墓；丁亥、己酉、戊辰同形而書未舉）"));
	}
	return got;
}

/* 第十法 朽木難雕別作為, beyond the 課經's 斲輪 朽木難雕 (卯 發用): 「如庚戌日
 * 卯加申，辛亥日卯加辛，此二者尤的」: 卯 void over 庚 or 辛 on 干上; 斧斤不利
 * 格 「如丁丑日卯加申為發用，乃申酉空亡，卯木加空地，非朽木難雕之例也」. */
int bf_10(const struct ev *k, struct lr_rule_result *r)
{
	int seat = bf_on(k, LR_MAO);
	bool metal = k->stem == LR_GENG || k->stem == LR_XIN;
	if (metal && k->stem_up == LR_MAO && bf_void(k, LR_MAO)) {
		rule_reason(r, _("卯加%s（寄%s）為干上，卯旬空：朽木不可雕"),
			  SN(k->stem), BN(k->lodge));
		return BF_YES;
	}
	if (k->t[0] == LR_MAO && (seat == LR_SHEN || seat == LR_YOU)
	    && !bf_void(k, LR_MAO) && bf_void(k, seat)) {
		rule_variant(r, "斧斤不利格");
		rule_reason(r, _("卯臨%s發用，%s旬空，卯木加空地"), BN(seat),
			  BN(seat));
		return BF_YES;
	}
	return BF_NO;
}

/* 第十一法 眾鬼雖彰全不畏: 「三傳戌丑辰皆是日鬼，誠為凶也，殊不知干上先有寅
 * 木可以敵其三傳之土，制鬼賊不能為害」; 家人解禍格 「殊不知支上有寅木可以敵
 * 鬼 … 此例必得宅中之人解禍」: the transmissions the day's 鬼 as one phase,
 * a 三合's or the phase two of them share, as the book's own list reads
 * them (「己亥日干上申夜貴」: 丑寅卯; 「丙寅日干上辰，從支陰發用為鬼」: 子亥
 * 戌), and 干上 (or 支上, 家人解禍格, named whenever it holds) overcomes them;
 * 貴德臨身消除萬禍格 「三傳金局並來傷其乙干 … 干上乘申金，又為貴人、又為
 * 日之德神臨身，能伏諸煞」: 干上 the noble in use and the 日德. */
static int bf_11_own(const struct ev *k, struct lr_rule_result *r)
{
	enum lr_phase p;
	if (!bf_one_phase(k, &p) || !lr_overcomes(p, k->se))
		return BF_NO;
	bool stem = lr_overcomes(ph(k->stem_up), p);
	bool home = lr_overcomes(ph(k->branch_up), p);
	bool virtue = k->stem_up == k->c->noble
		      && k->stem_up == day_virtue(k->stem);
	int got = BF_NO;
	if (stem || home)
		got = rule_also(r, stem ? "" : "家人解禍格",
			      _("三傳%s%s%s（%s）為%s之鬼，%s%s制之"), BN(k->t[0]),
			      BN(k->t[1]), BN(k->t[2]), lr_phase_name(p),
			      SN(k->stem), stem ? "干上" : "支上",
			      BN(stem ? k->stem_up : k->branch_up));
	if (stem && home)
		got = rule_also(r, "家人解禍格", _("支上%s亦制之"),
			      BN(k->branch_up));
	if (virtue)
		got = rule_also(r, "貴德臨身消除萬禍格",
			      _("三傳%s%s%s（%s）為%s之鬼，干上%s為貴人，又為日德臨身"),
			      BN(k->t[0]), BN(k->t[1]), BN(k->t[2]),
			      lr_phase_name(p), SN(k->stem), BN(k->stem_up));
	return got;
}

/* 第十一法's further 格, where the 鬼 turn to birth or are drawn off:
 * 傳鬼為生格 「三傳皆作日鬼，反生起干上之神而育干者是也。如庚午日干上辰，三
 * 傳戌午寅火局」, and with the generals the 鬼 「又癸巳日巳加酉，用晝將皆土剋
 * 日，殊不知土將生三傳金局，三傳金局生干，乃凶返吉也」; 引鬼為生格 「謂初傳日鬼，而生其末傳來育干者是也 … 己丑日
 * 卯加申，甲寅、甲午日酉加寅」; 天將為救神格 「如辛巳日午加辛為用，三傳火局
 * 並來傷干 … 晝夜皆是貴、常、勾土神，而竊其火氣生其日干」: each general
 * born of its transmission and giving birth to the 干; 脫氣為救格 「如壬子
 * 日未加卯為用，三傳木局並來脫干 … 三傳天將皆是勾、常、貴人土神，並來傷壬
 * 干，反賴三傳木局去其土將」: each transmission a 脫 that overcomes its
 * general, the general overcoming the 干. */
int bf_11(const struct ev *k, struct lr_rule_result *r)
{
	int got = rule_own(bf_11_own(k, r), r);
	enum lr_phase p;
	bool one = bf_whole_phase(k, &p);
	bool ghosts = one && lr_overcomes(p, k->se);
	enum lr_phase up = ph(k->stem_up);
	if (ghosts && lr_produces(p, up) && lr_produces(up, k->se))
		got = rule_also(r, "傳鬼為生格",
			      _("三傳%s%s%s（%s）為鬼，生干上%s，%s又生干%s"),
			      BN(k->t[0]), BN(k->t[1]), BN(k->t[2]),
			      lr_phase_name(p), BN(k->stem_up), BN(k->stem_up),
			      SN(k->stem));
	bool spirits = one && lr_produces(p, k->se);
	for (int i = 0; i < 3; i++) {
		enum lr_phase g = kj_general_phase(k->g[i]);
		spirits = spirits && lr_overcomes(g, k->se) && lr_produces(g, p);
	}
	if (spirits)
		got = rule_also(r, "傳鬼為生格",
			      _("天將%s、%s、%s克干，卻生三傳%s%s%s（%s），三傳生干%s"),
			      lr_general_name(k->g[0]), lr_general_name(k->g[1]),
			      lr_general_name(k->g[2]), BN(k->t[0]), BN(k->t[1]),
			      BN(k->t[2]), lr_phase_name(p), SN(k->stem));
	enum lr_phase p0 = ph(k->t[0]), p2 = ph(k->t[2]);
	if (lr_overcomes(p0, k->se) && lr_produces(p0, p2)
	    && lr_produces(p2, k->se))
		got = rule_also(r, "引鬼為生格",
			      _("初傳%s為%s之鬼，生末傳%s，末傳生干"),
			      BN(k->t[0]), SN(k->stem), BN(k->t[2]));
	/* the transmissions read as their 局 (「三傳火局」, 「三傳木局」) */
	bool save = ghosts, drain = one && lr_produces(k->se, p);
	for (int i = 0; i < 3; i++) {
		enum lr_phase g = kj_general_phase(k->g[i]);
		save = save && lr_produces(p, g) && lr_produces(g, k->se);
		drain = drain && lr_overcomes(p, g) && lr_overcomes(g, k->se);
	}
	if (save)
		got = rule_also(r, "天將為救神格",
			      _("三傳之鬼生其天將%s、%s、%s，天將生干"),
			      lr_general_name(k->g[0]), lr_general_name(k->g[1]),
			      lr_general_name(k->g[2]));
	if (drain)
		got = rule_also(r, "脫氣為救格",
			      _("天將%s、%s、%s克干，三傳%s%s%s脫干而去其天將"),
			      lr_general_name(k->g[0]), lr_general_name(k->g[1]),
			      lr_general_name(k->g[2]), BN(k->t[0]), BN(k->t[1]),
			      BN(k->t[2]));
	return got;
}

/* 第十二法 雖憂狐假虎威儀: 「如丁未日干上子，其丁火實畏子水所克，反倚賴支屬
 * 土卻能制其子水」 (干上 the 鬼, the 支 overcomes it); 「又辛亥日干上亥 …
 * 皆乘脫氣，尤賴亥水坐於戌土之上」 (干上 the 脫氣, held by the 寄宮 it sits
 * on). */
int bf_12(const struct ev *k, struct lr_rule_result *r)
{
	int up = k->stem_up;
	enum lr_kin kin = lr_kin_of(k->stem, up);
	if (kin == LR_OFFICIAL && lr_overcomes(ph(k->branch), ph(up))) {
		rule_variant(r, "狐假虎威格");
		rule_reason(r, _("干上%s克干%s，賴支%s制之"), BN(up), SN(k->stem),
			  BN(k->branch));
		return BF_YES;
	}
	if (kin == LR_OFFSPRING && lr_overcomes(ph(k->lodge), ph(up))) {
		rule_variant(r, "狐假虎威格");
		rule_reason(r, _("干上%s脫干%s，賴其所坐寄宮%s制之"), BN(up),
			  SN(k->stem), BN(k->lodge));
		return BF_YES;
	}
	return BF_NO;
}
