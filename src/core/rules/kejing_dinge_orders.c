/* liuren - kejing_dinge_orders.c: the orders and the spirits of the 課經
 * that only the 《訂訛》 names, each after the 課 it follows in the book:
 * 四順 (under 三陽), 喪魄 and 飛魂 (under 魄化), 四逆 (under 三陰); and
 * the 煞 of 三陰's note.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/kejing.h"

#include <stdio.h>

/* The generals' 吉凶 (kj_good_general) and their place before or behind
 * the noble (kj_before_noble, kj_after_noble: "天乙居中，後六前五", as
 * 三陽's 「日辰居前」 is read) in words. */
static const char *luck_word(int g)
{
	return kj_good_general(g) ? _("吉將") : _("凶將");
}

/* 四順 (《訂訛》 under 三陽): "初神將凶，末神吉，一也；初死囚，末旺相，二
 * 也；天乙順行，三也；傳出天乙前，四也". 神將 吉凶 by the general the
 * transmission rides; 「傳出天乙前」: the 末傳, where the transmissions
 * go out to, rides one of the five generals in front of the noble (蛇 雀
 * 合 勾 龍), as 「日辰居前」 is read in 三陽 — so the 末傳 rides 六合 or
 * 青龍. (The setting sishun-noble=all reads it as all three transmissions
 * in front; under the default the reason says when all three are.) */
int kj_sishun(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	/* setting sishun-noble=all: the three transmissions' generals all
	 * in front of the noble */
	bool all = c->settings.sishun_noble == LR_SISHUN_ALL;
	if (!c->noble_forward || kj_good_general(k->g[0])
	    || !kj_good_general(k->g[2]) || !kj_before_noble(k->g[2])
	    || (all && (!kj_before_noble(k->g[0]) || !kj_before_noble(k->g[1]))))
		return NO;
	/* no season makes 初 死囚 and 末 旺相 together: no without one */
	if (k->season_month < 0
	    && !kj_some_season(k->t[0], KJ_FAILING, k->t[2], KJ_THRIVING))
		return NO;
	if (k->season_month < 0)
		return rule_unknown(r, LR_NEED_SEASON, _("天乙順行，初傳乘凶將、末傳"
				  "乘吉將在天乙前，尚需初死囚、末旺相"));
	if (!kj_failing(k, k->t[0]) || !kj_thriving(k, k->t[2]))
		return NO;
	rule_reason(r, _("天乙%s順行；初傳%s乘%s（%s）%s，末傳%s乘%s（%s）%s；"
		  "末傳之將在天乙前，傳出天乙前"), BN(c->noble),
		  BN(k->t[0]), lr_general_name(k->g[0]), luck_word(k->g[0]),
		  kj_vigour_name(k, k->t[0]), BN(k->t[2]),
		  lr_general_name(k->g[2]), luck_word(k->g[2]),
		  kj_vigour_name(k, k->t[2]));
	if (kj_before_noble(k->g[0]) && kj_before_noble(k->g[1]))
		rule_reason(r, _("，三傳之將俱在天乙前"));
	return YES;
}

/* 四逆 (《訂訛》 under 三陰): "用吉終凶，一也；用旺終衰，二也；天乙逆行，
 * 三也；傳入天乙後，四也". As in 四順: 吉凶 by the generals; 旺 is 旺相 and
 * 衰 whatever is not (休 囚 死); 「傳入天乙後」: the 末傳, where the
 * transmissions go in, rides one of the six generals behind the noble
 * (空 虎 常 玄 陰 后) — being 凶, 天空 白虎 or 玄武. */
int kj_sini(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	bool all = c->settings.sishun_noble == LR_SISHUN_ALL;
	if (c->noble_forward || !kj_good_general(k->g[0])
	    || kj_good_general(k->g[2]) || !kj_after_noble(k->g[2])
	    || (all && (!kj_after_noble(k->g[0]) || !kj_after_noble(k->g[1]))))
		return NO;
	/* no season makes 用 旺相 and 末 衰 together: no without one */
	if (k->season_month < 0
	    && !kj_some_season(k->t[0], KJ_THRIVING, k->t[2], KJ_NOT_THRIVING))
		return NO;
	if (k->season_month < 0)
		return rule_unknown(r, LR_NEED_SEASON, _("天乙逆行，用乘吉將、末傳"
				  "乘凶將在天乙後，尚需用旺終衰"));
	if (!kj_thriving(k, k->t[0]) || kj_thriving(k, k->t[2]))
		return NO;
	rule_reason(r, _("天乙%s逆行；用%s乘%s（%s）%s，末傳%s乘%s（%s）%s；"
		  "末傳之將在天乙後，傳入天乙後"), BN(c->noble),
		  BN(k->t[0]), lr_general_name(k->g[0]), luck_word(k->g[0]),
		  kj_vigour_name(k, k->t[0]), BN(k->t[2]),
		  lr_general_name(k->g[2]), luck_word(k->g[2]),
		  kj_vigour_name(k, k->t[2]));
	if (kj_after_noble(k->g[0]) && kj_after_noble(k->g[1]))
		rule_reason(r, _("，三傳之將俱在天乙後"));
	return YES;
}

/* 喪魄 "正月未、二月辰、三月丑、四月戌，周而復始" (the 四季 backward, the
 * same round as 災厄's 喪車 「正月起未，逆行四季」); 飛魂 "正月起亥，順行
 * 十二宮" (災厄's 游魂). Months by the 月建, as 魄化's 死神 死氣; -1 when
 * the month is unknown. */
static int soul_spirit(const struct ev *k, bool flying)
{
	if (k->month_index < 0)
		return -1;
	return flying ? lr_branch_add(LR_HAI, k->month_index)
		      : lr_branch_add(LR_WEI, -3 * k->month_index);
}

/* Where heaven branch B stands among 日 (the 干's 寄宮), 辰 and 行年: 0
 * 日, 1 辰, 2 行年, or -1 (行年 unknown counts as not there). */
static int place_of(const struct ev *k, int b)
{
	int seat = k->c->earth[b];
	return seat == k->lodge ? 0 : seat == k->branch ? 1
	       : k->xingnian >= 0 && seat == k->xingnian ? 2 : -1;
}

static const char *const place_form[3] = { "加日上", "加辰上", "加行年" };

/* What soul() still needs when the 發用 stands over each place. */
static const char *const place_unknown[3] = {
	N_("發用%s加日上%s，尚需看是否本月%s（%s）"),
	N_("發用%s加辰上%s，尚需看是否本月%s（%s）"),
	N_("發用%s加行年%s，尚需看是否本月%s（%s）")
};

/* 「加人行年或日辰發用」 (喪魄 and 飛魂): read by default as both at once
 * (the setting hunpo-reading=either takes either alone) — the month's
 * spirit is the 發用 and stands over the 行年 or over the 日 or 辰 (is
 * the 干上 or 支上神), as the verse has it, 「加行年、日辰上，用起」. (The
 * other reading, either alone — the spirit on 日辰 or 行年 anywhere in
 * the plate, or 發用 wherever it stands — would take many more charts.) */
static int soul_either(const struct ev *k, struct lr_rule_result *r,
		       bool flying, const char *name, const char *rule);

static int soul(const struct ev *k, struct lr_rule_result *r, bool flying)
{
	const char *name = flying ? "飛魂" : "喪魄";
	const char *rule = flying ? "正月起亥，順行十二宮"
				  : "正月未、二月辰、三月丑、四月戌，周而復始";
	if (k->c->settings.hunpo_reading == LR_HUNPO_EITHER)
		return soul_either(k, r, flying, name, rule);
	int u = k->t[0], seat = k->c->earth[u], spirit = soul_spirit(k, flying);
	int where = place_of(k, u);
	char what[320];
	/* 喪魄 "正月未、二月辰、三月丑、四月戌" is always one of the 四季:
	 * another 發用 is no without the month */
	if (spirit < 0 && !flying && lr_rank_of(u) != LR_JI_RANK)
		return NO;
	if (spirit < 0) {
		if (where >= 0) {
			snprintf(what, sizeof what, _(place_unknown[where]), BN(u),
				 BN(seat), name, rule);
			return rule_unknown(r, LR_NEED_MONTH, what);
		}
		if (k->xingnian < 0) {
			snprintf(what, sizeof what, _("發用%s不加日辰，尚需本月%s是否"
				 "發用、是否加行年"), BN(u), name);
			return rule_unknown(r, LR_NEED_MONTH | LR_NEED_XINGNIAN, what);
		}
		return NO;
	}
	if (u != spirit)
		return NO;
	if (where < 0) {
		if (k->xingnian < 0) {
			snprintf(what, sizeof what, _("%s月%s%s發用，不加日辰，尚需看"
				 "是否加行年"), BN(k->month), name, BN(u));
			return rule_unknown(r, LR_NEED_XINGNIAN, what);
		}
		return NO;
	}
	rule_variant(r, "%s", place_form[where]);
	rule_reason(r, _("%s月%s在%s（%s）；%s發用，加%s"), BN(k->month), name,
		  BN(u), rule, BN(u), where == 2 ? "行年" : where == 1
		  ? "日支" : "日干");
	if (where == 0)
		rule_reason(r, _("%s（寄%s）"), SN(k->stem), BN(seat));
	else
		rule_reason(r, "%s", BN(seat));
	rule_reason(r, _("，發用與加日辰行年兩者兼備"));
	/* 飛魂卦 「用起兼之惡將並」. */
	if (flying && !kj_good_general(k->g[0]))
		rule_reason(r, _("；乘%s，惡將並"), lr_general_name(k->g[0]));
	return YES;
}

/* The setting hunpo-reading=either: 「加人行年或日辰發用」 as either part
 * alone — the month's spirit stands over the 日 (the 干's 寄宮), the 辰 or
 * the 行年 wherever it is in the plate, or it is the 發用 wherever it
 * stands. */
static int soul_either(const struct ev *k, struct lr_rule_result *r,
		       bool flying, const char *name, const char *rule)
{
	int spirit = soul_spirit(k, flying);
	if (spirit < 0)
		return rule_unknown(r, LR_NEED_MONTH, flying
				  ? _("本月飛魂加日辰行年或發用")
				  : _("本月喪魄加日辰行年或發用"));
	int seat = k->c->earth[spirit], where = place_of(k, spirit);
	bool first = k->t[0] == spirit;
	if (where < 0 && !first) {
		if (k->xingnian < 0) {
			char what[320];
			snprintf(what, sizeof what, _("%s月%s%s不加日辰、不發用，尚需看"
				 "是否加行年"), BN(k->month), name, BN(spirit));
			return rule_unknown(r, LR_NEED_XINGNIAN, what);
		}
		return NO;
	}
	rule_reason(r, _("%s月%s在%s（%s）"), BN(k->month), name, BN(spirit),
		  rule);
	if (first) {
		rule_variant(r, "發用");
		rule_reason(r, _("；%s發用"), BN(spirit));
	}
	if (where >= 0) {
		rule_variant(r, "%s%s", first ? " " : "", place_form[where]);
		rule_reason(r, _("；%s加%s%s"), BN(spirit), where == 2 ? "行年"
			  : where == 1 ? "日支" : "日干", BN(seat));
	}
	rule_reason(r, _("（「加人行年或日辰發用」讀作二者有一）"));
	if (flying && first && !kj_good_general(k->g[0]))
		rule_reason(r, _("；乘%s，惡將並"), lr_general_name(k->g[0]));
	return YES;
}

/* 喪魄 (《訂訛》 under 魄化): "正月未、二月辰、三月丑、四月戌，周而復始。加
 * 人行年或日辰發用。四土凶神能喪人魄，故名喪魄". */
int kj_sangpo(const struct ev *k, struct lr_rule_result *r)
{
	return soul(k, r, false);
}

/* 飛魂 (《訂訛》 under 魄化, and the 飛魂卦 verse): "正月起亥，順行十二
 * 宮，加人行年或日辰發用"; 「遊魂來加年日上，用起兼之惡將並」. */
int kj_feihun(const struct ev *k, struct lr_rule_result *r)
{
	return soul(k, r, true);
}

/* 三陰's note: "或喪魂遊魂，五鬼伏殃，諸煞並臨，其禍尤甚。喪魂殺，正月起未，
 * 逆行四季。遊魂殺，正月起亥，順行十二辰。天鬼伏殃殺，正月起酉，逆行四仲。
 * 其殺並臨日辰年命，占病必死". Each 煞 (by the 月建) that stands on the
 * 日 (the 干's 寄宮), the 辰, the 本命 or the 行年 is named; 「並臨」 read as
 * any of them there, not all three at once. */
void kj_sanyin_spirits(const struct ev *k, struct lr_rule_result *r)
{
	if (k->month_index < 0) {
		rule_reason(r, _("；喪魂、遊魂、天鬼伏殃臨日辰年命 未論（需月建）"));
		return;
	}
	int m = k->month_index;
	static const char *const names[3] = { "喪魂", "遊魂", "天鬼伏殃" };
	const int spirit[3] = {
		lr_branch_add(LR_WEI, -3 * m), lr_branch_add(LR_HAI, m),
		lr_branch_add(LR_YOU, -3 * m)
	};
	int n = 0;
	for (int i = 0; i < 3; i++) {
		int seat = k->c->earth[spirit[i]];
		const char *where = seat == k->lodge ? "日干" : seat == k->branch
				    ? "日支" : seat == k->birth ? "本命"
				    : seat == k->xingnian ? "行年" : NULL;
		if (!where)
			continue;
		/* TRANSLATORS: between the 煞 standing on the 日辰年命 */
		rule_reason(r, _("%s%s月%s殺%s臨%s"), n ? _("、") : _("；"), BN(k->month),
			  names[i], BN(spirit[i]), where);
		if (seat == k->lodge)
			rule_reason(r, _("%s（寄%s）"), SN(k->stem), BN(seat));
		else
			rule_reason(r, "%s", BN(seat));
		n++;
	}
	if (n) {
		rule_variant(r, "%s煞臨日辰年命", r->variant[0] ? " " : "");
		rule_reason(r, _("，其殺臨日辰年命，其禍尤甚，占病必死"));
	} else if (k->birth < 0) {
		rule_reason(r, _("；喪魂、遊魂、天鬼伏殃不臨日辰行年，臨本命 未論（需本命）"));
	}
}
