/* liuren - bifa_01_25.c: the detectors of the 畢法 第一–第二十五法
 * (《六壬大全》 卷十一): 前後引從 … 金日逢丁. Each 法 as its commentary
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
int bf_1(const struct ev *k, struct lr_bifa_result *r)
{
	const struct lr_chart *c = k->c;
	int dn = lr_noble_branch(&c->settings, k->stem, true);
	int nn = lr_noble_branch(&c->settings, k->stem, false);
	int mid = between(k->lodge, k->branch);
	if (c->method == LR_M_FUYIN && mid >= 0
	    && (mid == salary_of(k->stem) || mid == dn || mid == nn)) {
		if (mid == salary_of(k->stem)) {
			bf_ge(r, "干支拱定日祿格");
			bf_reason(r, _("伏吟，干%s（寄%s）與支%s拱定日祿%s"),
				  SN(k->stem), BN(k->lodge), BN(k->branch), BN(mid));
		} else {
			bf_ge(r, "干支拱夜貴晝貴格");
			bf_reason(r, mid == dn
				  ? _("伏吟，干%s（寄%s）與支%s拱定晝貴%s")
				  : _("伏吟，干%s（寄%s）與支%s拱定夜貴%s"),
				  SN(k->stem), BN(k->lodge), BN(k->branch), BN(mid));
		}
		if (bf_void(k, mid))
			bf_reason(r, _("；%s旬空"), BN(mid));
		return BF_YES;
	}
	if (mid >= 0 && (mid == dn || mid == nn) && k->stem_up != k->branch_up
	    && trans_index(k, k->stem_up) >= 0
	    && trans_index(k, k->branch_up) >= 0) {
		bf_ge(r, "初中拱地盤貴人格");
		bf_reason(r, mid == dn
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
			bf_ge(r, "晝夜貴人臨干支上拱其年命在內者");
			bf_reason(r, _("干上%s、支上%s為晝夜貴人，干支拱定%s，%s在焉"),
				  BN(k->stem_up), BN(k->branch_up), BN(mid), who);
			return BF_YES;
		}
		if (needs) {
			char what[160];
			snprintf(what, sizeof what,
				 _("晝夜貴人拱定%s，尚看年命是否在%s"), BN(mid),
				 BN(mid));
			return bf_unknown(r, needs, what);
		}
	}
	if (ends) {
		const char *who = year_at(k, tmid, &needs);
		if (who) {
			bf_ge(r, "二貴拱年命格");
			bf_reason(r, _("初傳%s臨%s、末傳%s臨%s為晝夜貴人，拱定%s，%s在焉"),
				  BN(k->t[0]), BN(bf_on(k, k->t[0])), BN(k->t[2]),
				  BN(bf_on(k, k->t[2])), BN(tmid), who);
			return BF_YES;
		}
		if (needs) {
			char what[160];
			snprintf(what, sizeof what,
				 _("晝夜貴人拱定%s，尚看年命是否在%s"), BN(tmid),
				 BN(tmid));
			return bf_unknown(r, needs, what);
		}
	}
	return BF_NO;
}

/* The commentary's names for the 格 of the 課經's 引從 when it fires:
 * 拱貴格 「引從天干格內 … 此乃初末引從庚干在內，干上丑為晝貴人」, 兩貴引從天
 * 干格, 初末引從地支格 「如己亥日初傳巳加子，末傳卯加戌，亦係引從地支格」. */
void bf_1_ge(const struct ev *k, const struct lr_pattern_result *p,
	     struct lr_bifa_result *r)
{
	const struct lr_chart *c = k->c;
	int dn = lr_noble_branch(&c->settings, k->stem, true);
	int nn = lr_noble_branch(&c->settings, k->stem, false);
	bf_ge(r, "%s", p->variant);
	if (strstr(p->variant, "兩貴引從天干"))
		bf_ge(r, "格");
	else if (strstr(p->variant, "拱干")
		 && (k->stem_up == dn || k->stem_up == nn))
		bf_ge(r, " 拱貴格");
	if (strstr(p->variant, "拱支") || strstr(p->variant, "兩貴引從地支"))
		bf_ge(r, " 初末引從地支格");
}

/* 第三法 簾幕貴人高甲第: 「簾幕官者，如晝占乃夜貴，夜占乃晝貴 … 臨於占人年
 * 命之上，或臨日干上，試必高中」; 「旬首作簾幕官者 … 惟乙己辛日有之」. */
int bf_3(const struct ev *k, struct lr_bifa_result *r)
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
		return bf_unknown(r, (k->birth < 0 ? LR_NEED_BIRTH : 0)
				  | (k->xingnian < 0 ? LR_NEED_XINGNIAN : 0), what);
	}
	if (on_stem)
		bf_reason(r, c->daytime ? _("晝占，簾幕貴人為夜貴%s，臨干上")
			  : _("夜占，簾幕貴人為晝貴%s，臨干上"), BN(curtain));
	else
		bf_reason(r, c->daytime ? _("晝占，簾幕貴人為夜貴%s，臨%s")
			  : _("夜占，簾幕貴人為晝貴%s，臨%s"), BN(curtain),
			  on_birth ? "本命" : "行年");
	bf_ge(r, "%s", on_stem ? "臨日干" : "臨年命");
	if (curtain == lr_cycle_branch(k->xun_head)) {
		bf_ge(r, " 旬首作簾幕");
		bf_reason(r, _("；%s又為旬首"), BN(curtain));
	}
	return BF_YES;
}

/* 第四法 催官使者赴官期: 「凡占上官赴任，見日鬼乘白虎加臨日干或年命之上，乃
 * 名催官使者 … 如催官使者空亡，又是虛信」. */
int bf_4(const struct ev *k, struct lr_bifa_result *r)
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
		return bf_unknown(r, needs, what);
	}
	bf_reason(r, _("占官，日鬼%s乘白虎，臨%s"), BN(tiger), where);
	if (bf_void(k, tiger))
		bf_reason(r, _("；%s旬空，為虛信"), BN(tiger));
	return BF_YES;
}

/* 第七法 旺祿臨身徒妄作: 「謂日之祿神，又作日之旺神，臨於干上者，切不可舍
 * 此而別謀動作」: 干上 the 祿 that is also the 旺 (帝旺), which only the
 * yin stems have (乙卯、丁午、辛酉、癸子: the book's 乙卯、乙酉、乙亥、癸巳、
 * 癸丑、辛卯、辛丑、辛酉、丁亥、乙巳、乙未日); 己's 祿 午 by the book's own
 * leave 「己亥、己酉、己巳日干上午，雖不係己土旺神，亦可用也」 (戊 is not
 * named; a yang stem's 祿 is never its 旺); 「又如辛巳日，雖干上酉為日之
 * 旺祿，奈是旬空 … 切不可如前論之」 (空, the counsel turns); 祿被元奪格
 * 「干上酉為日旺祿，緣晝乘元而夜乘虎」. */
int bf_7(const struct ev *k, struct lr_bifa_result *r)
{
	int lu = salary_of(k->stem);
	bool prosper = lu == lr_branch_add(growth_of(k->se), 4);
	if (k->stem_up != lu || (!prosper && k->stem != LR_JI))
		return BF_NO;
	int g = bf_general(k, lu);
	if (prosper)
		bf_reason(r, _("干上%s為%s之祿，又為其旺神"), BN(lu), SN(k->stem));
	else
		bf_reason(r, _("干上%s為%s之祿，雖不係己土旺神，亦可用也"), BN(lu),
			  SN(k->stem));
	if (g == LR_G_WARRIOR || g == LR_G_TIGER) {
		bf_ge(r, "祿被元奪格");
		bf_reason(r, _("；乘%s，祿不可守"), GN(g));
	}
	if (bf_void(k, lu))
		bf_reason(r, _("；%s旬空，不宜坐守，棄祿而別謀"), BN(lu));
	return BF_YES;
}

/* 第八法 權攝不正祿臨支: 「謂日干祿神加臨支辰上者，凡占不自尊大，受屈折於
 * 他人」; 祿被支墓克脫 「被支辰墓其祿，或被支克其祿神 … 或被支辰脫其祿神」. */
int bf_8(const struct ev *k, struct lr_bifa_result *r)
{
	int lu = salary_of(k->stem);
	if (k->branch_up != lu)
		return BF_NO;
	enum lr_phase lp = ph(lu), bp = ph(k->branch);
	bf_reason(r, _("%s之祿%s臨支%s"), SN(k->stem), BN(lu), BN(k->branch));
	const char *how = tomb_of(lp) == k->branch ? _("，支%s墓其祿")
			  : lr_overcomes(bp, lp) ? _("，支%s克其祿")
			  : lr_produces(lp, bp) ? _("，支%s脫其祿") : NULL;
	if (how) {
		bf_ge(r, "祿被支墓克脫");
		bf_reason(r, how, BN(k->branch));
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
int bf_9(const struct ev *k, struct lr_bifa_result *r)
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
			bf_ge(r, "避難逃生格");
			bf_reason(r, _(refuge[i].fmt), BN(k->t[0]), BN(k->t[1]),
				  BN(k->t[2]), BN(b));
			return BF_YES;
		}
	}
	const char *up_harm = stem_up_harm(k), *help = branch_help(k);
	if (seat != k->branch || !up_harm || !help)
		return BF_NO;
	bf_ge(r, "避難逃生格");
	bf_reason(r, _("干上%s為%s之%s，日干棄之而加支%s，支為其%s"),
		  BN(k->stem_up), SN(k->stem), up_harm, BN(k->branch), help);
	return BF_YES;
}

/* 第十法 朽木難雕別作為, beyond the 課經's 斲輪 朽木難雕 (卯 發用): 「如庚戌日
 * 卯加申，辛亥日卯加辛，此二者尤的」: 卯 void over 庚 or 辛 on 干上; 斧斤不利
 * 格 「如丁丑日卯加申為發用，乃申酉空亡，卯木加空地，非朽木難雕之例也」. */
int bf_10(const struct ev *k, struct lr_bifa_result *r)
{
	int seat = bf_on(k, LR_MAO);
	bool metal = k->stem == LR_GENG || k->stem == LR_XIN;
	if (metal && k->stem_up == LR_MAO && bf_void(k, LR_MAO)) {
		bf_reason(r, _("卯加%s（寄%s）為干上，卯旬空：朽木不可雕"),
			  SN(k->stem), BN(k->lodge));
		return BF_YES;
	}
	if (k->t[0] == LR_MAO && (seat == LR_SHEN || seat == LR_YOU)
	    && !bf_void(k, LR_MAO) && bf_void(k, seat)) {
		bf_ge(r, "斧斤不利格");
		bf_reason(r, _("卯臨%s發用，%s旬空，卯木加空地"), BN(seat),
			  BN(seat));
		return BF_YES;
	}
	return BF_NO;
}

/* 第十一法 眾鬼雖彰全不畏: 「三傳戌丑辰皆是日鬼，誠為凶也，殊不知干上先有寅
 * 木可以敵其三傳之土，制鬼賊不能為害」; 家人解禍格 「殊不知支上有寅木可以敵
 * 鬼 … 此例必得宅中之人解禍」: the transmissions (as one phase) the day's
 * 鬼, and 干上 (or 支上) overcomes them. */
int bf_11(const struct ev *k, struct lr_bifa_result *r)
{
	enum lr_phase p;
	if (!bf_one_phase(k, &p) || !lr_overcomes(p, k->se))
		return BF_NO;
	bool stem = lr_overcomes(ph(k->stem_up), p);
	bool home = lr_overcomes(ph(k->branch_up), p);
	if (!stem && !home)
		return BF_NO;
	bf_reason(r, _("三傳%s%s%s（%s）為%s之鬼，%s%s制之"), BN(k->t[0]),
		  BN(k->t[1]), BN(k->t[2]), lr_phase_name(p), SN(k->stem),
		  stem ? "干上" : "支上", BN(stem ? k->stem_up : k->branch_up));
	if (!stem)
		bf_ge(r, "家人解禍格");
	return BF_YES;
}

/* 第十二法 雖憂狐假虎威儀: 「如丁未日干上子，其丁火實畏子水所克，反倚賴支屬
 * 土卻能制其子水」 (干上 the 鬼, the 支 overcomes it); 「又辛亥日干上亥 …
 * 皆乘脫氣，尤賴亥水坐於戌土之上」 (干上 the 脫氣, held by the 寄宮 it sits
 * on). */
int bf_12(const struct ev *k, struct lr_bifa_result *r)
{
	int up = k->stem_up;
	enum lr_kin kin = lr_kin_of(k->stem, up);
	if (kin == LR_OFFICIAL && lr_overcomes(ph(k->branch), ph(up))) {
		bf_ge(r, "狐假虎威格");
		bf_reason(r, _("干上%s克干%s，賴支%s制之"), BN(up), SN(k->stem),
			  BN(k->branch));
		return BF_YES;
	}
	if (kin == LR_OFFSPRING && lr_overcomes(ph(k->lodge), ph(up))) {
		bf_ge(r, "狐假虎威格");
		bf_reason(r, _("干上%s脫干%s，賴其所坐寄宮%s制之"), BN(up),
			  SN(k->stem), BN(k->lodge));
		return BF_YES;
	}
	return BF_NO;
}

/* 第十三法 鬼賊當時無畏忌: 「假令戊子日干上午，三傳寅卯辰皆是日鬼，如春占木
 * 旺 … 木至春令而榮旺，既貪榮盛而無意克土」: the transmissions, as one
 * phase, the day's 鬼 and 旺 in the season. */
int bf_13(const struct ev *k, struct lr_bifa_result *r)
{
	enum lr_phase p;
	if (!bf_one_phase(k, &p) || !lr_overcomes(p, k->se))
		return BF_NO;
	if (k->vmonth < 0)
		return bf_unknown(r, LR_NEED_SEASON,
				  _("三傳皆日鬼，尚看其當時旺否"));
	if (lr_vigour_of(k->vmonth, p) != LR_PROSPER)
		return BF_NO;
	bf_reason(r, _("三傳%s%s%s（%s）為%s之鬼，當時而旺，貪旺而無意克干"),
		  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]), lr_phase_name(p),
		  SN(k->stem));
	return BF_YES;
}

/* 旺 or 相 in the month (or season) the vigour is judged by. */
static bool thriving_phase(const struct ev *k, enum lr_phase p)
{
	enum lr_vigour v = lr_vigour_of(k->vmonth, p);
	return v == LR_PROSPER || v == LR_STRONG;
}

/* 第十四法 傳財太旺反財虧: 「假令戊申日干上丑，三傳子申辰皆作日之財 … 又於
 * 秋冬水生旺之月，占求財事即無財也」: the transmissions, as one phase, the
 * day's 財 and 旺相; 財神空亡格 「如辛亥日干上寅、支上卯，二財皆空」. */
int bf_14(const struct ev *k, struct lr_bifa_result *r)
{
	enum lr_phase p;
	bool rich = bf_one_phase(k, &p) && lr_overcomes(k->se, p);
	bool empty2 = lr_kin_of(k->stem, k->stem_up) == LR_WEALTH
		      && lr_kin_of(k->stem, k->branch_up) == LR_WEALTH
		      && bf_void(k, k->stem_up) && bf_void(k, k->branch_up);
	if (rich && k->vmonth < 0 && !empty2)
		return bf_unknown(r, LR_NEED_SEASON,
				  _("三傳皆日財，尚看其當時旺相否"));
	rich = rich && k->vmonth >= 0 && thriving_phase(k, p);
	if (!rich && !empty2)
		return BF_NO;
	if (rich)
		bf_reason(r, _("三傳%s%s%s（%s）為%s之財，當時旺相，財自貪旺"),
			  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]),
			  lr_phase_name(p), SN(k->stem));
	if (empty2) {
		bf_ge(r, "財神空亡格");
		bf_reason(r, rich ? _("；干上%s、支上%s皆財而旬空")
				  : _("干上%s、支上%s皆財而旬空"),
			  BN(k->stem_up), BN(k->branch_up));
	}
	return BF_YES;
}

/* 第十五法 脫上逢脫防虛詐: 「謂日干生其上神，上神又生天將者，故名脫上脫」;
 * 「內有庚子日子加庚，乃支上門來脫干，三傳又來脫之」 (the 支 on 干上
 * 脫 the 干, and the transmissions, as one phase, 脫 it again); 脫盜格
 * 「乃干上逢脫氣，天將作元武者例」. */
int bf_15(const struct ev *k, struct lr_bifa_result *r)
{
	int up = k->stem_up, g = bf_general(k, up);
	enum lr_phase gp = kj_general_phase(g), p;
	bool shed = lr_produces(k->se, ph(up));
	bool twice = shed && lr_produces(ph(up), gp);
	bool door = shed && up == k->branch && bf_one_phase(k, &p)
		    && lr_produces(k->se, p);
	bool thief = shed && g == LR_G_WARRIOR;
	if (!twice && !door && !thief)
		return BF_NO;
	if (twice)
		bf_reason(r, _("日干%s生干上%s，%s又生所乘%s（%s）"), SN(k->stem),
			  BN(up), BN(up), GN(g), lr_phase_name(gp));
	else if (door)
		bf_reason(r, _("支%s上門加干，脫干%s，三傳%s%s%s又來脫之"),
			  BN(up), SN(k->stem), BN(k->t[0]), BN(k->t[1]),
			  BN(k->t[2]));
	if (thief) {
		bf_ge(r, "脫盜格");
		bf_reason(r, twice || door ? _("；干上%s為脫氣，乘玄武")
			  : _("干上%s為%s之脫氣，乘玄武"), BN(up), SN(k->stem));
	}
	return BF_YES;
}

/* 第十六法 空上乘空事莫追: 「謂上見旬空乘天空者 … 如甲申日干上未，晝占上乘
 * 天空。餘占日上空亡，上乘天空」; 脫空格 「謂干上有脫乘天空」. */
int bf_16(const struct ev *k, struct lr_bifa_result *r)
{
	int up = k->stem_up;
	if (bf_general(k, up) != LR_G_VOID)
		return BF_NO;
	bool v = bf_void(k, up), shed = lr_produces(k->se, ph(up));
	if (!v && !shed)
		return BF_NO;
	bf_reason(r, v ? _("干上%s旬空乘天空") : _("干上%s為脫氣乘天空"),
		  BN(up));
	if (!v)
		bf_ge(r, "脫空格");
	return BF_YES;
}

/* The transmissions step by STEP (+1 進茹, -1 退茹) and hold both void
 * branches of the 旬. */
static bool run_into_void(const struct ev *k, int step)
{
	if (k->t[1] != lr_branch_add(k->t[0], step)
	    || k->t[2] != lr_branch_add(k->t[1], step))
		return false;
	int v[2];
	lr_xun_void(k->day, v);
	return trans_index(k, v[0]) >= 0 && trans_index(k, v[1]) >= 0;
}

static void run_reason(const struct ev *k, struct lr_bifa_result *r,
		       const char *fmt)
{
	int v[2];
	lr_xun_void(k->day, v);
	bf_reason(r, fmt, BN(k->t[0]), BN(k->t[1]), BN(k->t[2]), BN(v[0]),
		  BN(v[1]));
}

/* 第十七法 進茹空亡宜退步: 「壬子日干上子，三傳寅卯辰，皆是空亡，既向前值
 * 三空亡，即宜退步」. */
int bf_17(const struct ev *k, struct lr_bifa_result *r)
{
	if (!run_into_void(k, 1))
		return BF_NO;
	run_reason(k, r, _("三傳%s%s%s進連茹，%s%s旬空在傳"));
	return BF_YES;
}

/* 第十八法 踏腳空亡進用宜: 「謂退步傳全值空亡者，故名踏腳空亡 … 戊申日干上
 * 辰，三傳卯寅丑」. */
int bf_18(const struct ev *k, struct lr_bifa_result *r)
{
	if (!run_into_void(k, -1))
		return BF_NO;
	run_reason(k, r, _("三傳%s%s%s退連茹，%s%s旬空在傳"));
	bf_ge(r, "踏腳空亡格");
	return BF_YES;
}

/* 胎神 (第十九法 「戊己當絕在亥懷，明知子上是胞胎」): the place before 長生
 * by two; 戊己 with fire (子), not with water. */
static int fetus_of(int stem)
{
	enum lr_phase p = lr_stem_phase(stem);
	return lr_branch_add(p == LR_EARTH ? LR_YIN : growth_of(p), -2);
}

/* The month's 生氣 (「七月生氣在午」, 正月子; its 死氣 is bf_death_breath). */
static int live_breath(int month)
{
	return lr_branch_add(month, -2);
}

/* 第十九、二十法 read a question about 孕 in a known month: BF_NO when
 * another matter was asked, else BF_YES with in *NEEDS what is still
 * missing (the matter asked, the month). */
static int asked_yun_in_month(const struct ev *k, unsigned *needs)
{
	int a = bf_asked(k, LR_ASK_YUN);
	if (a == BF_NO)
		return BF_NO;
	*needs = (a == BF_UNKNOWN ? LR_NEED_ASK : 0)
		 | (k->month < 0 ? LR_NEED_MONTH : 0);
	return BF_YES;
}

/* 第十九法 胎財生氣妻懷孕: 「謂日干之胎神，作日之妻財，又逢月內之生氣者，如
 * 占妻必孕也。如壬寅日干上午，七用占 … 六庚六辛日干上卯，四月占皆然。六戊
 * 六己日干上子，正月占」; 損胎格 「緣午作空亡故也」. */
int bf_19(const struct ev *k, struct lr_bifa_result *r)
{
	int up = k->stem_up;
	if (up != fetus_of(k->stem) || lr_kin_of(k->stem, up) != LR_WEALTH)
		return BF_NO;
	unsigned needs;
	if (asked_yun_in_month(k, &needs) == BF_NO)
		return BF_NO;
	if (needs) {
		char what[160];
		snprintf(what, sizeof what,
			 _("占孕，干上%s為胎神、妻財，尚看是否月內生氣"), BN(up));
		return bf_unknown(r, needs, what);
	}
	if (up != live_breath(k->month))
		return BF_NO;
	bf_reason(r, _("占孕，干上%s為%s之胎神，又為妻財，又為%s月生氣"),
		  BN(up), SN(k->stem), BN(k->month));
	if (bf_void(k, up)) {
		bf_ge(r, "損胎格");
		bf_reason(r, _("；%s旬空，後有損孕"), BN(up));
	}
	return BF_YES;
}

/* 第二十法 胎財死氣損胎推: 「戊己日子為胎財，七月死氣在子；庚辛日卯為胎財，
 * 十月死氣在卯 … 但凡胎神作月內之死氣，婦孕不育」: 干上 the 胎神 and the
 * month's 死氣. */
int bf_20(const struct ev *k, struct lr_bifa_result *r)
{
	int up = k->stem_up;
	if (up != fetus_of(k->stem))
		return BF_NO;
	unsigned needs;
	if (asked_yun_in_month(k, &needs) == BF_NO)
		return BF_NO;
	if (needs) {
		char what[160];
		snprintf(what, sizeof what,
			 _("占孕，干上%s為胎神，尚看是否月內死氣"), BN(up));
		return bf_unknown(r, needs, what);
	}
	if (up != bf_death_breath(k->month))
		return BF_NO;
	bf_reason(r, _("占孕，干上%s為%s之胎神，又為%s月死氣"), BN(up),
		  SN(k->stem), BN(k->month));
	return BF_YES;
}

/* Two branches punish one another, one way or the other (寅刑巳, 戌刑未 …;
 * not a branch punishing itself). */
static bool punish_either(int a, int b)
{
	return a != b && (lr_punish(a) == b || lr_punish(b) == a);
}

/* 第二十一法 交車相合交關利: 干上神合支、支上神合干 (「庚寅干上亥、支上
 * 巳」: 亥合寅, 巳合申); the crossing in 刑 and in 害, 交車刑 「如結交朋友，
 * 正和美中必致爭競 … 丙寅、戊寅伏吟，辛未辛丑伏吟」 and 交車害 「彼此各相謀
 * 害 … 辛酉伏吟，乙卯伏吟，丁丑午丁，己丑午己」, 交車沖 「先合而後離 … 丁
 * 丑、癸未、甲申、庚寅俱伏吟」: 干上 and the 支, 支上 and the 干, each pair
 * punishing (harming, clashing with) one another; each 格 that holds is
 * named (戊寅伏吟: 刑 and 害). */
/* Common (over 15% of all charts) by the text itself: the heading names
 * four crossings, 合, 刑, 沖 and 「彼此各相謀害，但不宜相交用事」 (害):
 * each alone under 9%, 交車害 as common as 交車合 by the plate's symmetry. */
int bf_21(const struct ev *k, struct lr_bifa_result *r)
{
	bool punish = punish_either(k->stem_up, k->branch)
		      && punish_either(k->branch_up, k->lodge);
	bool harm = lr_harm(k->stem_up) == k->branch
		    && lr_harm(k->branch_up) == k->lodge;
	bool clash = lr_clash(k->stem_up) == k->branch
		     && lr_clash(k->branch_up) == k->lodge;
	if (punish || harm || clash) {
		const char *sep = "";
		if (punish) {
			bf_ge(r, "交車刑");
			bf_reason(r, _("干上%s與支%s相刑，支上%s與干%s（寄%s）相刑"),
				  BN(k->stem_up), BN(k->branch), BN(k->branch_up),
				  SN(k->stem), BN(k->lodge));
			sep = "；";
		}
		if (harm) {
			bf_ge(r, "%s交車害", *r->ge ? " " : "");
			if (*sep)
				bf_reason(r, "%s", _("；"));
			bf_reason(r, _("干上%s與支%s相害，支上%s與干%s（寄%s）相害"),
				  BN(k->stem_up), BN(k->branch), BN(k->branch_up),
				  SN(k->stem), BN(k->lodge));
			sep = "；";
		}
		if (clash) {
			bf_ge(r, "%s交車沖", *r->ge ? " " : "");
			if (*sep)
				bf_reason(r, "%s", _("；"));
			bf_reason(r, _("干上%s與支%s相沖，支上%s與干%s（寄%s）相沖"),
				  BN(k->stem_up), BN(k->branch), BN(k->branch_up),
				  SN(k->stem), BN(k->lodge));
		}
		return BF_YES;
	}
	if (lr_combine(k->stem_up) != k->branch
	    || lr_combine(k->branch_up) != k->lodge)
		return BF_NO;
	bf_reason(r, _("干上%s合支%s，支上%s合干%s（寄%s）"), BN(k->stem_up),
		  BN(k->branch), BN(k->branch_up), SN(k->stem), BN(k->lodge));
	if (bf_void(k, k->stem_up) || bf_void(k, k->branch_up)) {
		bf_ge(r, "交車空");
		bf_reason(r, _("；合神值空"));
	}
	return BF_YES;
}

/* 第二十二法 上下皆合兩心齊: 「謂支干上神作六合，地盤支干亦作六合」 (干上神
 * 合支上神, 干合支); 上下俱合格 「甲申日干上亥與甲干作六合，支上巳與地支申
 * 作六合」; 獨支干上神作六合格 「如戊辰日干上丑與支上子作六合」, and 外好裡
 * 槎枒格 when 干 and 支 themselves harm (「支干酉戌自作六害」); 干支相會格
 * 「乙酉日酉加乙，或乙加酉 … 緣上下作六合也」: on a day whose 干 and 支
 * combine, 支加干 or 干加支. */
int bf_22(const struct ev *k, struct lr_bifa_result *r)
{
	bool ground = lr_combine(k->lodge) == k->branch;
	bool uppers = lr_combine(k->stem_up) == k->branch_up;
	bool each = lr_combine(k->stem_up) == k->lodge
		    && lr_combine(k->branch_up) == k->branch;
	bool meet = ground && (k->stem_up == k->branch
			       || k->branch_up == k->lodge);
	if (!uppers && !each && !meet)
		return BF_NO;
	bool more = false;
	if (uppers) {
		bf_reason(r, _("干上%s合支上%s"), BN(k->stem_up), BN(k->branch_up));
		if (ground)
			bf_reason(r, _("，地盤干%s（寄%s）合支%s"), SN(k->stem),
				  BN(k->lodge), BN(k->branch));
		else if (lr_harm(k->lodge) == k->branch) {
			bf_ge(r, "外好裡槎枒格");
			bf_reason(r, _("，干%s（寄%s）與支%s卻作六害"), SN(k->stem),
				  BN(k->lodge), BN(k->branch));
		} else
			bf_ge(r, "獨支干上神作六合格");
		more = true;
	}
	if (each) {
		bf_ge(r, "%s上下俱合格", *r->ge ? " " : "");
		bf_reason(r, more ? _("；干上%s合干%s（寄%s），支上%s合支%s")
			  : _("干上%s合干%s（寄%s），支上%s合支%s"),
			  BN(k->stem_up), SN(k->stem), BN(k->lodge),
			  BN(k->branch_up), BN(k->branch));
		more = true;
	}
	if (meet) {
		bf_ge(r, "%s干支相會格", *r->ge ? " " : "");
		const char *fmt = k->stem_up == k->branch
			? (more ? _("；支加干，干%s（寄%s）與支%s上下作六合")
			   : _("支加干，干%s（寄%s）與支%s上下作六合"))
			: (more ? _("；干加支，干%s（寄%s）與支%s上下作六合")
			   : _("干加支，干%s（寄%s）與支%s上下作六合"));
		bf_reason(r, fmt,
			  SN(k->stem), BN(k->lodge), BN(k->branch));
	}
	return BF_YES;
}

/* 第二十三法 彼求我事支傳干: 「謂初傳從支上起，末傳歸干上者」. */
int bf_23(const struct ev *k, struct lr_bifa_result *r)
{
	if (k->t[0] != k->branch_up || k->t[2] != k->stem_up
	    || k->stem_up == k->branch_up)
		return BF_NO;
	bf_reason(r, _("初傳%s為支上神，末傳%s為干上神"), BN(k->t[0]), BN(k->t[2]));
	return BF_YES;
}

/* 第二十四法 我求彼事干傳支: 「謂初傳從干上起，末傳歸在支上者」. */
int bf_24(const struct ev *k, struct lr_bifa_result *r)
{
	if (k->t[0] != k->stem_up || k->t[2] != k->branch_up
	    || k->stem_up == k->branch_up)
		return BF_NO;
	bf_reason(r, _("初傳%s為干上神，末傳%s為支上神"), BN(k->t[0]), BN(k->t[2]));
	return BF_YES;
}

/* 第二十五法 金日逢丁凶禍動: 「謂庚辛二干，三傳、年命、日辰逢旬內六丁神者，
 * 必主凶動」; on any day, 蛇虎乘丁格 「如乙亥日丑加亥，辛亥日未加亥者，乃丁
 * 作白虎而克支辰 … 餘日鬼乘丁作螣蛇尤凶尤怪。乙未日干上酉，夜乘螣蛇亦凶 …
 * 惟有己巳一日卯加巳夜將乘白虎而克干者是也」: the 旬丁 on 支上 or 干上
 * riding 白虎 or 螣蛇, overcoming the 支 it stands on or the day's 鬼. */
int bf_25(const struct ev *k, struct lr_bifa_result *r)
{
	const int ups[2] = { k->stem_up, k->branch_up };
	for (int i = 0; i < 2; i++) {
		int b = ups[i], g = bf_general(k, b);
		if (bf_hidden(k, b) != LR_DING
		    || (g != LR_G_TIGER && g != LR_G_SNAKE))
			continue;
		bool home = i == 1 && lr_overcomes(ph(b), ph(k->branch));
		bool ghost = lr_kin_of(k->stem, b) == LR_OFFICIAL;
		if (!home && !ghost)
			continue;
		bf_ge(r, "蛇虎乘丁格");
		bf_reason(r, home ? _("%s%s乘旬丁，乘%s，克支%s")
			  : _("%s%s乘旬丁，乘%s，為%s之鬼"), i ? "支上" : "干上",
			  BN(b), GN(g), home ? BN(k->branch) : SN(k->stem));
		return BF_YES;
	}
	return bf_ding_rule(k, r, LR_GENG, LR_XIN, _("%s日，%s乘旬丁，丁火克金"));
}
