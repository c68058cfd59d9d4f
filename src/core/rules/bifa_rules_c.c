/* liuren - bifa_rules_c.c: the detectors of the 畢法 of 卷十一 that
 * bifa_rules.c does not read: the transmissions' kind against the season,
 * the 胎神 and the month's 生氣/死氣, the refuges of 避難逃生, and the 法
 * that read the matter asked (占官, 占孕, 占盜); 卷十二's are in
 * bifa_rules_d.c. Each rule quotes the commentary it follows (《六壬大全》
 * 卷十一).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/bifa_internal.h"

#include "liuren/ask.h"

#include <stdio.h>
#include <string.h>

#define GN(g) lr_general_name(g)

/* ---- small readings ---- */

/* The phase the transmissions bring as one, as bifa_rules.c reads it for
 * 第十一、二十七法: a 三合 its 局's (「三合為鬼亦如前說」), else the phase
 * two or three share (「三傳寅卯辰皆是日鬼」 reads 寅卯辰 as wood); false
 * when all three differ. */
static bool one_phase(const struct ev *k, enum lr_phase *out)
{
	int trine[3];
	lr_trine(k->t[0], trine);
	if (k->tmask == (BIT(trine[0]) | BIT(trine[1]) | BIT(trine[2]))) {
		*out = ph(trine[1]);
		return true;
	}
	enum lr_phase p0 = ph(k->t[0]), p1 = ph(k->t[1]), p2 = ph(k->t[2]);
	*out = p0 == p1 || p0 == p2 ? p0 : p1;
	return p0 == p1 || p0 == p2 || p1 == p2;
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


/* 旺 or 相 in the month (or season) the vigour is judged by. */
static bool thriving_phase(const struct ev *k, enum lr_phase p)
{
	enum lr_vigour v = lr_vigour_of(k->vmonth, p);
	return v == LR_PROSPER || v == LR_STRONG;
}

/* ---- 卷十一 ---- */

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

/* 第九法 避難逃生須棄舊: 「如甲子日戌加子作初傳，雖曰日財，乃是旬空，中傳申
 * 金又是日鬼，末傳午火作日之脫氣，且三傳既無所益，不免只就干上子水而受生」:
 * no transmission brings anything, and the day finds birth elsewhere, as
 * 墓作太陽格 counts the refuges 「一、就干上之生，二、就支上之生，三、日干坐
 * 地盤之生」, and 「不免日干就子支上而受生」 (甲子日: the 支 itself). */
int bf_9(const struct ev *k, struct lr_bifa_result *r)
{
	for (int i = 0; i < 3; i++)
		if (brings(k, i))
			return BF_NO;
	int seat = bf_on(k, k->lodge);
	const struct { int b; const char *fmt; } refuge[] = {
		{ k->stem_up, N_("三傳%s%s%s無所益，只就干上%s受生") },
		{ k->branch_up, N_("三傳%s%s%s無所益，只就支上%s受生") },
		{ k->branch, N_("三傳%s%s%s無所益，日干就支%s受生") },
		{ seat, N_("三傳%s%s%s無所益，日干坐地盤%s受生") },
	};
	for (int i = 0; i < 4; i++) {
		int b = refuge[i].b;
		/* a refuge outside the transmissions it flees (the earth
		 * palace is read as a place, not as void or as one of them:
		 * 「天盤申金坐於辰土之上就生」 on 庚子日, 辰 void, 三傳申子辰) */
		if (lr_kin_of(k->stem, b) != LR_PARENT
		    || (i < 3 && (bf_void(k, b) || trans_index(k, b) >= 0)))
			continue;
		bf_ge(r, "避難逃生格");
		bf_reason(r, _(refuge[i].fmt), BN(k->t[0]), BN(k->t[1]),
			  BN(k->t[2]), BN(b));
		return BF_YES;
	}
	return BF_NO;
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
	if (!one_phase(k, &p) || !lr_overcomes(p, k->se))
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

/* 第十四法 傳財太旺反財虧: 「假令戊申日干上丑，三傳子申辰皆作日之財 … 又於
 * 秋冬水生旺之月，占求財事即無財也」: the transmissions, as one phase, the
 * day's 財 and 旺相; 財神空亡格 「如辛亥日干上寅、支上卯，二財皆空」. */
int bf_14(const struct ev *k, struct lr_bifa_result *r)
{
	enum lr_phase p;
	bool rich = one_phase(k, &p) && lr_overcomes(k->se, p);
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

/* 第二十八法 傳鬼化財錢險危: 「三合課中雖作日之鬼 … 獨存一字 … 為財者，乃
 * 名全鬼變為財 … 如丙申、丙子、丙辰三日並干上丑土，可以敵其水局，獨存申金
 * 為財」; 取還魂債格 「緣三傳全為脫氣，反生干上財神者 … 有三傳為脫氣，生起
 * 支上財神者」; 求財急取格 「如乙未日未加乙，雖曰財就人格，惟宜速去取之」;
 * 危中取財格 「緣干克支辰為財，支上神為鬼者」. */
int bf_28(const struct ev *k, struct lr_bifa_result *r)
{
	int mid;
	enum lr_phase p;
	int money = -1;
	if (bf_trine_whole(k, &mid) && lr_overcomes(ph(mid), k->se))
		for (int i = 0; i < 3; i++)
			if (lr_kin_of(k->stem, k->t[i]) == LR_WEALTH)
				money = k->t[i];
	int owed = -1;
	if (one_phase(k, &p) && lr_produces(k->se, p)) {
		if (lr_kin_of(k->stem, k->stem_up) == LR_WEALTH)
			owed = k->stem_up;
		else if (lr_kin_of(k->stem, k->branch_up) == LR_WEALTH)
			owed = k->branch_up;
	}
	bool comes = k->stem_up == k->branch
		     && lr_kin_of(k->stem, k->branch) == LR_WEALTH;
	bool danger = lr_kin_of(k->stem, k->branch) == LR_WEALTH
		      && lr_kin_of(k->stem, k->branch_up) == LR_OFFICIAL;
	if (money < 0 && owed < 0 && !comes && !danger)
		return BF_NO;
	const char *sep = "";
	if (money >= 0) {
		bf_reason(r, _("三傳%s%s%s合%s局，為%s之鬼，獨%s為財"),
			  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]),
			  lr_phase_name(ph(mid)), SN(k->stem), BN(money));
		sep = "；";
	}
	if (owed >= 0) {
		bf_ge(r, "取還魂債格");
		bf_reason(r, *sep ? _("；三傳%s%s%s（%s）為%s之脫氣，生起%s%s為財")
				  : _("三傳%s%s%s（%s）為%s之脫氣，生起%s%s為財"),
			  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]),
			  lr_phase_name(p), SN(k->stem),
			  owed == k->stem_up ? "干上" : "支上", BN(owed));
		sep = "；";
	}
	if (comes) {
		bf_ge(r, "%s求財急取格", *r->ge ? " " : "");
		bf_reason(r, *sep ? _("；支%s為%s之財，加干上，財就人")
				  : _("支%s為%s之財，加干上，財就人"),
			  BN(k->branch), SN(k->stem));
		sep = "；";
	}
	if (danger) {
		bf_ge(r, "%s危中取財格", *r->ge ? " " : "");
		bf_reason(r, *sep ? _("；干%s克支%s為財，支上%s為鬼")
				  : _("干%s克支%s為財，支上%s為鬼"),
			  SN(k->stem), BN(k->branch), BN(k->branch_up));
	}
	return BF_YES;
}

/* 第三十三法 有始無終難變易: 「夫有始無終者，乃因初傳是日之長生，末傳為干之
 * 墓是也。夫難變易者，乃初為干墓，末為干之長生是也」. */
int bf_33(const struct ev *k, struct lr_bifa_result *r)
{
	int birth = growth_of(k->se), tomb = tomb_of(k->se);
	if (k->t[0] == birth && k->t[2] == tomb)
		bf_reason(r, _("初傳%s為%s之長生，末傳%s為%s之墓：有始無終"),
			  BN(birth), SN(k->stem), BN(tomb), SN(k->stem));
	else if (k->t[0] == tomb && k->t[2] == birth)
		bf_reason(r, _("初傳%s為%s之墓，末傳%s為%s之長生：先難後易"),
			  BN(tomb), SN(k->stem), BN(birth), SN(k->stem));
	else
		return BF_NO;
	return BF_YES;
}

/* 第三十四法 苦去甘來樂裡悲: 「如戊午日 … 中傳水生初傳寅木，而剋日干之戊土，
 * 誠為被寅木之苦，殊不知反賴末之申金部克其寅，又為戊土之長生」; 一喜一悲格
 * 「干上戌乘龍剋日，乃幸中不幸；支上申乘虎生日，乃不幸中幸」; 樂裡生憂格
 * 「如庚寅日干上巳乃庚金之長生，支上亥乃寅木之長生 … 其庚金反被亥水脫，寅
 * 木又被巳火脫」, 「庚辰日干上戌生干，支上午辰 … 如若動，其支干皆坐於克鄉」,
 * 「庚午日干上辰 … 倘動，其支干坐於脫氣鄉」, 「如庚子日干上巳作干之長生，殊
 * 不知巳火亦能克庚金」: 干上 and 支上 give birth, with a harm behind; 恩多怨深格 「緣干生初恩也，初生中，中生末，末卻剋日干」. */
int bf_34(const struct ev *k, struct lr_bifa_result *r)
{
	enum lr_phase p0 = ph(k->t[0]), p1 = ph(k->t[1]), p2 = ph(k->t[2]);
	bool sweet = lr_kin_of(k->stem, k->t[0]) == LR_OFFICIAL
		     && lr_overcomes(p2, p0)
		     && (k->t[2] == growth_of(k->se) || lr_produces(p2, k->se));
	int gs = bf_general(k, k->stem_up), gb = bf_general(k, k->branch_up);
	enum lr_phase su = ph(k->stem_up), bu = ph(k->branch_up);
	bool bitter = (gs == LR_G_DRAGON && lr_overcomes(su, k->se)
		       && gb == LR_G_TIGER && lr_produces(bu, k->se))
		      || (gs == LR_G_TIGER && lr_produces(su, k->se)
			  && gb == LR_G_DRAGON && lr_overcomes(bu, k->se));
	enum lr_phase bp = ph(k->branch);
	enum lr_phase ss = ph(bf_on(k, k->lodge)), bs = ph(bf_on(k, k->branch));
	bool births = (k->stem_up == growth_of(k->se) || lr_produces(su, k->se))
		      && (k->branch_up == growth_of(bp) || lr_produces(bu, bp));
	bool crossed = lr_produces(k->se, bu) && lr_produces(bp, su);
	bool seats_beat = lr_overcomes(ss, k->se) && lr_overcomes(bs, bp);
	bool seats_shed = lr_produces(k->se, ss) && lr_produces(bp, bs);
	bool false_birth = k->stem_up == growth_of(k->se)
			   && lr_overcomes(su, k->se);
	bool worry = (births && (crossed || seats_beat || seats_shed))
		     || false_birth;
	bool grudge = lr_produces(k->se, p0) && lr_produces(p0, p1)
		      && lr_produces(p1, p2) && lr_overcomes(p2, k->se);
	if (!sweet && !bitter && !worry && !grudge)
		return BF_NO;
	const char *sep = "";
	if (worry) {
		bf_ge(r, "%s樂裡生憂格", *r->ge ? " " : "");
		if (false_birth)
			bf_reason(r, _("干上%s為%s之長生，卻克干"), BN(k->stem_up),
				  SN(k->stem));
		else if (crossed)
			bf_reason(r, _("干上%s生干而脫支，支上%s生支而脫干"),
				  BN(k->stem_up), BN(k->branch_up));
		else
			bf_reason(r, seats_beat
				  ? _("干上%s生干，支上%s生支，干支卻各坐受克之地")
				  : _("干上%s生干，支上%s生支，干支卻各坐脫氣之地"),
				  BN(k->stem_up), BN(k->branch_up));
		sep = "；";
	}
	if (sweet) {
		bf_reason(r, *sep ? _("；初傳%s克干%s，末傳%s克初傳而生干：苦去甘來")
				  : _("初傳%s克干%s，末傳%s克初傳而生干：苦去甘來"),
			  BN(k->t[0]), SN(k->stem), BN(k->t[2]));
		sep = "；";
	}
	if (bitter) {
		bf_ge(r, "%s一喜一悲格", *r->ge ? " " : "");
		bf_reason(r, *sep ? _("；干上%s乘%s，支上%s乘%s，一克干一生干")
				  : _("干上%s乘%s，支上%s乘%s，一克干一生干"),
			  BN(k->stem_up), GN(gs), BN(k->branch_up), GN(gb));
		sep = "；";
	}
	if (grudge) {
		bf_ge(r, "%s恩多怨深格", *r->ge ? " " : "");
		bf_reason(r, *sep ? _("；干生初傳%s，初生中、中生末，末傳%s反克干")
				  : _("干生初傳%s，初生中、中生末，末傳%s反克干"),
			  BN(k->t[0]), BN(k->t[2]));
	}
	return BF_YES;
}

/* 第三十七法 末助初兮三等論: 「謂末傳助其初傳而生日干者，亦有末助初而克干者，
 * 亦有末助初傳而作日之財神者」; 抱雞不鬥格 「因初傳或空亡或落空本無意克其
 * 日干」; 枉作惡人格 「緣末傳空亡不能助其初傳」; 謁求禍出格 「乃支上神作財生
 * 干上神為鬼者」. */
int bf_37(const struct ev *k, struct lr_bifa_result *r)
{
	int a = k->t[0], z = k->t[2];
	enum lr_phase p0 = ph(a);
	bool helps = a != z && lr_produces(ph(z), p0);
	bool gives = helps && lr_produces(p0, k->se);
	bool beats = helps && lr_overcomes(p0, k->se);
	bool money = helps && lr_overcomes(k->se, p0);
	bool plea = lr_kin_of(k->stem, k->branch_up) == LR_WEALTH
		    && lr_kin_of(k->stem, k->stem_up) == LR_OFFICIAL;
	if (!gives && !beats && !money && !plea)
		return BF_NO;
	if (gives)
		bf_reason(r, _("末傳%s生初傳%s，初傳生日干%s"), BN(z), BN(a),
			  SN(k->stem));
	if (beats) {
		bf_reason(r, _("末傳%s生初傳%s，初傳克日干%s"), BN(z), BN(a),
			  SN(k->stem));
		if (bf_empty(k, a)) {
			bf_ge(r, "抱雞不鬥格");
			bf_reason(r, _("；初傳%s空陷，無力克干"), BN(a));
		} else if (bf_empty(k, z)) {
			bf_ge(r, "枉作惡人格");
			bf_reason(r, _("；末傳%s空陷，不能助初"), BN(z));
		}
	}
	if (money)
		bf_reason(r, _("末傳%s生初傳%s，初傳為%s之財"), BN(z), BN(a),
			  SN(k->stem));
	if (plea) {
		bf_ge(r, "%s謁求禍出格", *r->ge ? " " : "");
		bf_reason(r, gives || beats || money
				   ? _("；支上%s為財，生干上%s為鬼")
				   : _("支上%s為財，生干上%s為鬼"),
			  BN(k->branch_up), BN(k->stem_up));
	}
	return BF_YES;
}

/* 第三十九法 太陽照武宜擒賊: 「謂元武坐於太陽月將之上，占賊必敗 … 惟畏占時
 * 在夜，賊反大幸也」: 玄武 rides the 月將, by day, when the matter is a
 * theft (占賊, 失物). */
int bf_39(const struct ev *k, struct lr_bifa_result *r)
{
	const struct lr_chart *c = k->c;
	int sun = c->input.general;
	if (bf_general(k, sun) != LR_G_WARRIOR || !c->daytime)
		return BF_NO;
	if (!k->x || lr_context_missing(k->x, LR_NEED_ASK))
		return bf_unknown(r, LR_NEED_ASK, _("占盜則晝占玄武乘月將"));
	if (k->x->ask != LR_ASK_DAO && k->x->ask != LR_ASK_SHIWU)
		return BF_NO;
	bf_reason(r, _("占盜，晝占，玄武乘月將%s（太陽），賊必敗露"), BN(sun));
	return BF_YES;
}
