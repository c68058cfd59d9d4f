/* liuren - vol38_qinhai_to_erfan.c: the 課體 of vol. 38 (侵害, 刑傷, 刑德,
 * 二煩).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/patterns_internal.h"

#include "liuren/calendar.h"

/* ---- vol. 38 ---- */

/* 侵害: "凡課日辰六害相加，並行年為用 … 子未為勢家害。丑午、卯辰為少凌長
 * 害 … 寅巳、申亥，為競強爭進害 … 酉戌為鬼害". */
static const char *harm_kind(int b)
{
	switch (b) {
	case LR_ZI: case LR_WEI: return "勢家害";
	case LR_CHOU: case LR_WU_B: case LR_MAO: case LR_CHEN: return "少凌長害";
	case LR_YIN: case LR_SI: case LR_SHEN: case LR_HAI: return "競強爭進害";
	default: return "鬼害";
	}
}

int det_qinhai(const struct ev *e, struct lr_rule_result *r)
{
	const struct lr_chart *c = e->c;
	/* The pairs laid on the day (干上, 支上) and the first transmission
	 * on its palace; one of the pair must be the first transmission and
	 * the pair must touch the day's stem or branch. */
	int pairs[3][2] = {
		{ c->lessons[0].upper, e->lodge },
		{ c->lessons[2].upper, e->branch },
		{ e->t[0], c->earth[e->t[0]] },
	};
	static const char *const where[3] = { "干上", "支上", "發用" };
	for (int k = 0; k < 3; k++) {
		int up = pairs[k][0], low = pairs[k][1];
		if (lr_harm(up) != low || (e->t[0] != up && e->t[0] != low))
			continue;
		if (k == 2 && up != e->branch && up != e->lodge
		    && low != e->branch && low != e->lodge)
			continue;
		rule_variant(r, "%s", harm_kind(up));
		rule_reason(r, _("%s%s加%s，%s%s相害；%s發用"), where[k], BN(up), BN(low),
		       BN(up), BN(low), BN(e->t[0]));
		if (!e->x || e->x->xingnian < 0)
			rule_reason(r, "%s", _("；並行年：未論（需行年）"));
		else if (e->x->xingnian == e->t[0] || e->x->xingnian == c->earth[e->t[0]])
			rule_reason(r, _("；用臨行年%s，更的"), BN(e->x->xingnian));
		return YES;
	}
	return NO;
}

/* 刑傷: "凡課中三刑發用，並行年為刑傷課 … 寅巳申 … 為無恩刑 … 丑戌未 …
 * 為恃勢刑 … 子卯相刑者 … 為無禮刑 … 辰午酉亥自刑". */
static const char *punish_kind(int b)
{
	if (lr_self_punish(b))
		return "自刑";
	switch (b) {
	case LR_YIN: case LR_SI: case LR_SHEN: return "無恩刑";
	case LR_CHOU: case LR_XU: case LR_WEI: return "恃勢刑";
	default: return "無禮刑";
	}
}

/* Common (over 15% of all charts) by the text itself:
 * 「凡課中三刑發用」: a 發用 in a 刑 with 干, 支 or its palace, either
 * way. */
int det_xingshang(const struct ev *e, struct lr_rule_result *r)
{
	int u = e->t[0], stand = e->c->earth[u];
	char why[160] = "";
	if (u == lr_punish(e->branch))
		snprintf(why, sizeof why, _("%s為日支%s之刑"), BN(u), BN(e->branch));
	else if (u == lr_punish(e->lodge))
		snprintf(why, sizeof why, _("%s為日干寄宮%s之刑"), BN(u),
			 BN(e->lodge));
	else if (lr_punish(u) == e->branch && u != e->branch)
		snprintf(why, sizeof why, _("%s刑日支%s"), BN(u), BN(e->branch));
	/* 象曰 「刑干男傷，人身不利 … 干刑速」: the 發用 punishing the 干 */
	else if (lr_punish(u) == e->lodge && u != e->lodge)
		snprintf(why, sizeof why, _("%s刑日干寄宮%s"), BN(u),
			 BN(e->lodge));
	else if (lr_punish(u) == stand)
		snprintf(why, sizeof why, _("%s加%s上刑下"), BN(u), BN(stand));
	else if (lr_punish(stand) == u)
		snprintf(why, sizeof why, _("%s加%s下刑上"), BN(u), BN(stand));
	else
		return NO;
	rule_variant(r, "%s", punish_kind(u));
	rule_reason(r, stand == e->lodge ? _("%s發用 (臨%s，日干上)，%s")
		  : stand == e->branch ? _("%s發用 (臨%s，日支上)，%s")
		  : _("%s發用 (臨%s)，%s"), why, BN(stand), punish_kind(u));
	if (!e->x || e->x->xingnian < 0)
		rule_reason(r, "%s", _("；並行年：未論（需行年）"));
	else if (e->x->xingnian == stand)
		rule_reason(r, _("；臨行年%s更的"), BN(stand));
	return YES;
}

/* 鬼助刑 (vol. 38 刑傷): "或六處有神作支之自刑，又作干鬼，結連三傳，為
 * 鬼助刑，或伐德甚凶". Read: the day branch punishes itself (辰午酉亥), so
 * the 刑 of the 支 is that branch; it overcomes the day stem (干鬼); it
 * stands in one of the six places (the upper gods of the four lessons,
 * and over 本命 and 行年) and is in the transmissions. 伐德: it also
 * overcomes the day's 德. */
int det_guizhuxing(const struct ev *e, struct lr_rule_result *r)
{
	int b = e->branch;
	if (!lr_self_punish(b) || !lr_overcomes(ph(b), lr_stem_phase(e->stem)))
		return NO;
	int ti = trans_index(e, b);
	if (ti < 0)
		return NO;
	static const char *const lesson_name[4] = {
		"干上", "干陰", "支上", "支陰"
	};
	const char *where = NULL;
	for (int i = 0; i < 4 && !where; i++)
		if (e->c->lessons[i].upper == b)
			where = lesson_name[i];
	if (!where && e->x && e->x->birth_branch >= 0
	    && e->c->heaven[e->x->birth_branch] == b)
		/* TRANSLATORS: where the 鬼助刑 branch is seen: "見於本命上" */
		where = _("本命上");
	if (!where && e->x && e->x->xingnian >= 0
	    && e->c->heaven[e->x->xingnian] == b)
		/* TRANSLATORS: where the 鬼助刑 branch is seen: "見於行年上" */
		where = _("行年上");
	if (!where) {
		unsigned miss = missing(e, LR_NEED_BIRTH | LR_NEED_XINGNIAN);
		return miss ? rule_unknown(r, miss, NULL) : NO;
	}
	rule_reason(r, _("日支%s自刑，%s又為日干%s之鬼，見於%s，%s入傳為%s，為鬼助刑"),
	       BN(b), BN(b), SN(e->stem), where, BN(b), trans_names[ti]);
	int virtue = day_virtue(e->stem);
	if (lr_overcomes(ph(b), ph(virtue))) {
		rule_variant(r, "伐德");
		rule_reason(r, _("；又克日德%s，伐德甚凶"), BN(virtue));
	}
	return YES;
}

/* 刑德: "刑者 … 德者，甲己德寅，乙庚德申，丙辛、戊癸德巳，丁壬德亥 … 德勝
 * 刑，易獲；刑勝德，難見。德刑不相剋，見閉口課中推 … 但取天盤上德刑下所
 * 加之地". The 刑 is the day branch's (the book's chart: 子日 "支刑在卯"). */
/* Common (over 15% of all charts) by the text itself:
 * 「尋常人占，但取天盤上德刑下所加之地」: 德 and 刑 on every plate. */
int det_xingde(const struct ev *e, struct lr_rule_result *r)
{
	int pun = lr_punish(e->branch), vir = day_virtue(e->stem);
	bool de_wins = lr_overcomes(ph(vir), ph(pun));
	bool xing_wins = lr_overcomes(ph(pun), ph(vir));
	if (!de_wins && !xing_wins)
		return NO;
	int ps = e->c->earth[pun], vs = e->c->earth[vir];
	rule_variant(r, "%s", de_wins ? "德勝刑" : "刑勝德");
	/* TRANSLATORS: the directions are the words 北 東北 東 東南 南 西南 西
	 * 西北 */
	rule_reason(r, de_wins ? _("支刑%s臨%s：卑賤往%s；日德%s臨%s：尊貴往%s；"
			      "德%s克刑%s，易獲")
			  : _("支刑%s臨%s：卑賤往%s；日德%s臨%s：尊貴往%s；"
			      "刑%s克德%s，難見"),
	       BN(pun), BN(ps), _(direction_name(ps)), BN(vir), BN(vs),
	       _(direction_name(vs)), BN(de_wins ? vir : pun),
	       BN(de_wins ? pun : vir));
	return YES;
}

/* 二煩: "凡日宿臨四仲，斗罡繫丑未，為天煩格 … 凡月宿臨仲，斗罡繫丑未，為
 * 地煩格 … 日月宿俱臨仲，斗繫丑未，曰天地二煩 … 日月宿臨仲，斗不繫丑未，
 * 又名杜傳"; "月將為日宿"; "然日月宿不發用者不真". */
int det_erfan(const struct ev *e, struct lr_rule_result *r)
{
	const struct lr_chart *c = e->c;
	const struct lr_context *x = e->x;
	bool sun_given = x && x->sun_source != LR_LODGING_NONE;
	int sun = sun_given ? x->sun_palace : c->input.general;
	/* "日宿者 … 正月起亥，逆行十二辰" and "月將為日宿": the chart's
	 * general when it can belong to the month (the general changes at
	 * the month's 中氣, so it is the month's 六合 or the one before),
	 * else the month's own (the book's 壬子日午將卯時 read on 正月十四). */
	const char *sun_how_text = "月將";	/* a term: not translated */
	if (!sun_given && e->month >= 0) {
		int own = lr_combine(e->month);
		if (sun != own && sun != lr_branch_add(own, 1)) {
			sun = own;
			sun_how_text = _("正月起亥");
		}
	}
	int moon = x ? x->moon_palace : -1;
	int gang = c->earth[LR_CHEN];
	bool tied = gang == LR_CHOU || gang == LR_WEI;
	bool sun_on = lr_rank_of(c->earth[sun]) == LR_ZHONG;
	bool moon_on = moon >= 0 && lr_rank_of(c->earth[moon]) == LR_ZHONG;
	bool used = (sun_on && e->t[0] == sun) || (moon_on && e->t[0] == moon);
	/* 杜傳 ("日月宿臨仲，斗不繫丑未") is taken only with the lodging as
	 * the first transmission ("然日月宿不發用者不真"), as in every 杜傳
	 * chart the book gives; 天煩 and 地煩 are not, as the book's own
	 * 二煩 charts show. */
	if (!tied && !used) {
		sun_on = false;
		moon_on = false;
	}
	if (!sun_on && !moon_on) {
		bool could = moon < 0 && (tied || e->t[0] != sun);
		return could ? rule_unknown(r, LR_NEED_MOON, NULL) : NO;
	}
	if (tied) {
		if (sun_on && moon_on)
			rule_variant(r, "天煩 地煩 天地二煩");
		else
			rule_variant(r, "%s", sun_on ? "天煩" : "地煩");
	} else {
		rule_variant(r, "杜傳 %s", sun_on && moon_on ? "天地煩" : sun_on
			? "天煩" : "地煩");
	}
	/* TRANSLATORS: how the lodging of the sun or moon was found */
	static const char *const how[4] = { "", N_("實測"), N_("日數"),
					    N_("所給") };
	if (sun_on)
		rule_reason(r, _("日宿%s(%s)臨仲%s"), BN(sun),
		       sun_given ? _(how[x->sun_source]) : sun_how_text,
		       BN(c->earth[sun]));
	if (moon_on)
		rule_reason(r, sun_on ? _("；月宿%s(%s)臨仲%s") : _("月宿%s(%s)臨仲%s"),
		       BN(moon), _(how[x->moon_source]), BN(c->earth[moon]));
	/* "每日一宿，遇奎、張、井、翼、氐、斗，重留一日"; "月宿遇重留者更凶":
	 * the 月宿 of the day count one of the six held mansions. */
	if (moon_on && x->lunar_month > 0 && x->lunar_day > 0) {
		int m = lr_moon_mansion_by_count(x->lunar_month, x->lunar_day);
		static const int held[6] = { 2, 7, 14, 21, 25, 26 };	/* 氐斗奎井張翼 */
		bool is_held = false;
		for (int k = 0; k < 6; k++)
			is_held |= m == held[k];
		if (is_held && lr_mansion_palace(m) == moon) {
			rule_variant(r, " 重留更凶");
			rule_reason(r, _("；月宿%s宿 (依日數)，重留一日，更凶"),
			       lr_mansion_name(m));
		}
	}
	rule_reason(r, tied ? _("；斗罡辰繫%s") : _("；斗罡辰臨%s"), BN(gang));
	if (!tied)
		rule_reason(r, "%s", _("，斗不繫丑未，為杜傳"));
	if (moon < 0)
		rule_reason(r, "%s", _("；地煩：未論（需月宿）"));
	rule_reason(r, "%s", used ? _("；宿發用，的")
			     : _("；宿不發用 (「不發用者不真」)"));
	if (x && x->xingnian >= 0 && x->sex != LR_SEX_UNKNOWN) {
		int mine = x->sex == LR_MALE ? sun : moon;
		bool on = x->sex == LR_MALE ? sun_on : moon_on;
		if (on && c->earth[mine] == x->xingnian)
			rule_reason(r, x->sex == LR_MALE ? _("；男行年%s並日宿，尤的")
						    : _("；女行年%s並月宿，尤的"),
			       BN(x->xingnian));
	}
	return YES;
}
