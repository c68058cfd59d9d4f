/* liuren - kejing_hehuan_to_tianwang.c: the 課經 of 《六壬大全》 from 合歡 to 天網
 * (卷八 合歡 … 閉口, 卷九 遊子 … 天網): 合歡 和美 斬關 閉口 遊子 三交 亂首
 * 贅婿 沖破 淫泆 蕪淫 解離 天禍 天獄 天寇 天網.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/kejing.h"

#include <stdio.h>

#include "liuren/calendar.h"

/* 合歡: "凡課日辰遇天干作合，及支三合六合發用，並占人年命俱乘吉將"; the
 * example: "子與干上丑作六合，加辰發用。戊日天干上丑遁得癸作合，支辰與三傳
 * 合作三合，亥命見未為貴人，行年在辰見子為青龍". Read: a 合 at the 日辰 —
 * the first transmission in 六合 or 三合 with the 日 (the 干's 寄宮), the
 * 辰 or their gods (干上, 支上), or the 遁干 of the 干上神 or of the 初傳
 * in 天干合 with the day's stem — and the gods on 本命 and 行年 both on
 * 吉將 (「俱」: 未論 while either is unknown). */
int kj_hehuan(const struct ev *k, struct lr_rule_result *r)
{
	int u = k->t[0];
	const int places[4] = { k->lodge, k->branch, k->stem_up, k->branch_up };
	/* TRANSLATORS: the places a 合 is read at: 日 (the 干's 寄宮), 辰,
	 * 干上, 支上 */
	static const char *const place_name[4] = {
		N_("日干寄宮"), N_("日支"), N_("干上"), N_("支上")
	};
	int trine[3];
	lr_trine(u, trine);
	int six = -1, three = -1;
	for (int i = 0; i < 4; i++) {
		int x = places[i];
		if (x == u)
			continue;
		if (six < 0 && lr_combine(u) == x)
			six = i;
		else if (three < 0 && (x == trine[0] || x == trine[1]
				       || x == trine[2]))
			three = i;
	}
	int partner = lr_stem_partner(k->stem);
	int hs_up = lr_hidden_stem(k->day, k->stem_up);
	int hs_u = lr_hidden_stem(k->day, u);
	bool gan = (hs_up >= 0 && hs_up == partner) || (hs_u >= 0 && hs_u == partner);
	if (six < 0 && three < 0 && !gan)
		return NO;
	/* "並占人年命俱乘吉將": 本命 and 行年 both */
	const int years[2] = { k->birth, k->xingnian };
	unsigned needs = 0;
	for (int i = 0; i < 2; i++) {
		if (years[i] < 0)
			needs |= i ? LR_NEED_XINGNIAN : LR_NEED_BIRTH;
		else if (!kj_good_general(k->c->general_on[k->c->heaven[years[i]]]))
			return NO;
	}
	if (needs)
		return rule_unknown(r, needs, _("日辰有合，尚需占人年命上神俱乘吉將"));
	const char *sep = "";
	if (six >= 0) {
		rule_variant(r, "六合");
		rule_reason(r, _("發用%s與%s%s作六合"), BN(u),
			  _(place_name[six]), BN(places[six]));
		sep = " ";
	}
	if (three >= 0) {
		rule_variant(r, "%s三合", sep);
		rule_reason(r, *sep ? _("；發用%s與%s%s作三合")
			  : _("發用%s與%s%s作三合"), BN(u),
			  _(place_name[three]), BN(places[three]));
		sep = " ";
	}
	/* 干合: "戊日天干上丑遁得癸作合". */
	if (gan) {
		bool up = hs_up >= 0 && hs_up == partner;
		rule_variant(r, "%s干合", sep);
		if (*sep)
			rule_reason(r, up ? _("；干上%s遁得%s，與日干%s作合")
				  : _("；發用%s遁得%s，與日干%s作合"),
				  BN(up ? k->stem_up : u), SN(partner), SN(k->stem));
		else
			rule_reason(r, up ? _("干上%s遁得%s，與日干%s作合")
				  : _("發用%s遁得%s，與日干%s作合"),
				  BN(up ? k->stem_up : u), SN(partner), SN(k->stem));
	}
	/* TRANSLATORS: a god over the 本命 or the 行年 and its general */
	static const char *const year_rides[2] = {
		N_("；本命%s上%s乘%s"), N_("；行年%s上%s乘%s")
	};
	for (int i = 0; i < 2; i++) {
		int up = k->c->heaven[years[i]];
		rule_reason(r, _(year_rides[i]), BN(years[i]), BN(up),
			  lr_general_name(k->c->general_on[up]));
	}
	rule_reason(r, _("，年命俱乘吉將"));
	return YES;
}

/* 和美: "凡課干支遇三合六合，上下遞互相合 … 如三傳三合，干支上見六合"; the
 * example "三傳戌午寅，干上未與中傳作六合". Read: the transmissions are a
 * full 三合 and the 干上神 or 支上神 makes a 六合 with one of them; or the
 * 干上神 and 支上神 make a 六合 with each other ("干支上神作六合"). */
int kj_hemei(const struct ev *k, struct lr_rule_result *r)
{
	int trine[3];
	lr_trine(k->t[0], trine);
	bool full = k->tmask == (BIT(trine[0]) | BIT(trine[1])
				 | BIT(trine[2]));
	int with = -1, seat = -1;
	if (full)
		for (int i = 0; i < 3 && with < 0; i++) {
			if (lr_combine(k->t[i]) == k->stem_up)
				with = i, seat = k->stem_up;
			else if (lr_combine(k->t[i]) == k->branch_up)
				with = i, seat = k->branch_up;
		}
	bool pair = lr_combine(k->stem_up) == k->branch_up;
	if (with < 0 && !pair)
		return NO;
	if (with >= 0) {
		rule_variant(r, "三六相呼");
		rule_reason(r, seat == k->stem_up
			  ? _("三傳%s%s%s三合，干上%s與%s%s作六合")
			  : _("三傳%s%s%s三合，支上%s與%s%s作六合"), BN(k->t[0]),
			  BN(k->t[1]), BN(k->t[2]), BN(seat),
			  lr_transmission_name(with), BN(k->t[with]));
	}
	if (pair) {
		rule_variant(r, "%s干支上神作六合", with >= 0 ? " " : "");
		rule_reason(r, with >= 0 ? _("；干上%s與支上%s作六合")
			  : _("干上%s與支上%s作六合"),
			  BN(k->stem_up), BN(k->branch_up));
	}
	/* "合空事費力難濟"; "或合作六害及空亡，好裡朦暗". */
	if (lr_is_void(k->day, k->stem_up) || lr_is_void(k->day, k->branch_up))
		rule_reason(r, _("；合神逢空，交時和美，後成畫餅"));
	return YES;
}

/* 斬關: "凡卦魁罡加日辰發用，為斬關課"; 《訂訛》 "傳見申酉虎陰為斬關得
 * 斷 … 不見申酉虎陰，皆名斬關不斷"; "魁罡作官鬼為直符 … 謂之斬關逢吏". */
int kj_zhanguan(const struct ev *k, struct lr_rule_result *r)
{
	int u = k->t[0], seat = k->c->earth[u];
	if (u != LR_CHEN && u != LR_XU)
		return NO;
	if (seat != k->lodge && seat != k->branch)
		return NO;
	if (u == LR_CHEN)
		rule_reason(r, seat == k->lodge ? _("天罡%s加日干發用")
			  : _("天罡%s加日支發用"), BN(u));
	else
		rule_reason(r, seat == k->lodge ? _("天魁%s加日干發用")
			  : _("天魁%s加日支發用"), BN(u));
	bool cut = (k->tmask & (BIT(LR_SHEN) | BIT(LR_YOU))) != 0;
	for (int i = 0; i < 3; i++)
		cut |= k->g[i] == LR_G_TIGER || k->g[i] == LR_G_MOON;
	rule_variant(r, "%s", cut ? "斬關得斷" : "斬關不斷");
	rule_reason(r, "%s", cut ? _("；傳見申酉虎陰，斬關得斷")
		  : _("；傳不見申酉虎陰，斬關不斷（《訂訛》）"));
	/* 《訂訛》 "…及罡塞鬼戶、魁度天門，皆謂之斬關逢吏": 辰 on 寅 or 戌 on
	 * 亥 — but "若甲戊庚日丑貴登天門，辰罡塞鬼戶，六神藏、四煞沒更吉":
	 * with 丑 the noble on 亥 (辰 then on 寅) it is the 四大吉時. */
	const struct lr_chart *c = k->c;
	bool heaven_gate = (k->stem == LR_JIA || k->stem == LR_WU
			    || k->stem == LR_GENG)
			   && c->noble == LR_CHOU && c->earth[LR_CHOU] == LR_HAI;
	bool blocked = c->earth[LR_CHEN] == LR_YIN && !heaven_gate;
	bool crossed = c->earth[LR_XU] == LR_HAI;
	if (lr_overcomes(ph(u), k->se) && !kj_good_general(k->g[0])) {
		rule_variant(r, " 斬關逢吏");
		rule_reason(r, _("；魁罡作官鬼乘%s，斬關逢吏"), lr_general_name(k->g[0]));
	} else if (blocked || crossed) {
		rule_variant(r, " 斬關逢吏");
		rule_reason(r, blocked ? _("；辰加寅，罡塞鬼戶，斬關逢吏（《訂訛》）")
			  : _("；戌加亥，魁度天門，斬關逢吏（《訂訛》）"));
	}
	/* "加四仲為天地關隔 … 加子（天關）卯（天格），事因天時所格。加午（地
	 * 關）酉（地格），事因地理所格": the 日辰 palace is a 仲. */
	if (lr_rank_of(seat) == LR_ZHONG) {
		static const char *const gate[4] = {
			N_("；加四仲%s（天關），天地關隔，事因天時所格"),
			N_("；加四仲%s（天格），天地關隔，事因天時所格"),
			N_("；加四仲%s（地關），天地關隔，事因地理所格"),
			N_("；加四仲%s（地格），天地關隔，事因地理所格")
		};
		int g = seat == LR_ZI ? 0 : seat == LR_MAO ? 1 : seat == LR_WU_B ? 2 : 3;
		rule_variant(r, " 天地關隔");
		rule_reason(r, _(gate[g]), BN(seat));
	}
	/* "傳遇寅卯未子乘天乙、青龍、陰、合吉將 … 利出行逃走". */
	for (int i = 1; i < 3; i++) {
		int b = k->t[i];
		if ((b == LR_YIN || b == LR_MAO || b == LR_WEI || b == LR_ZI)
		    && kj_good_general(k->g[i])) {
			rule_reason(r, _("；%s%s乘%s，利逃亡出行"), lr_transmission_name(i),
				  BN(b), lr_general_name(k->g[i]));
			break;
		}
	}
	return YES;
}

/* 閉口: "凡旬尾加旬首，或旬首乘元武，或旬首位上神乘元武發用者，為閉口課";
 * 一旬周遍格 "凡旬尾加干，旬首加支"; 《訂訛》 "或旬首加干，旬尾加支". */
int kj_bikou(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	int head = lr_cycle_branch(k->xun_head);
	int tail = lr_branch_add(head, 9);
	int u = k->t[0];
	const char *how = NULL;	/* the sentence of the way it is the 發用 */
	if (u == tail && c->earth[u] == head)
		how = _("%s旬首%s、旬尾%s；%s臨%s，旬尾加旬首發用");
	else if (u == head && k->g[0] == LR_G_WARRIOR)
		how = _("%s旬首%s、旬尾%s；%s臨%s，旬首乘玄武發用");
	else if (u == c->heaven[head] && k->g[0] == LR_G_WARRIOR)
		how = _("%s旬首%s、旬尾%s；%s臨%s，地盤旬首上神乘玄武發用");
	bool round = (c->heaven[k->lodge] == tail && c->heaven[k->branch] == head)
		     || (c->heaven[k->lodge] == head && c->heaven[k->branch] == tail);
	if (!how && !round)
		return NO;
	char name[7];
	lr_cycle_name(k->xun_head, name);
	if (how) {
		rule_reason(r, how, name, BN(head), BN(tail), BN(u),
			  BN(c->earth[u]));
	}
	if (round) {
		rule_variant(r, "一旬周遍格");
		rule_reason(r, how ? _("；%s加干、%s加支，首尾加干支，為一旬周遍格")
			  : _("%s加干、%s加支，首尾加干支，為一旬周遍格"),
			  BN(c->heaven[k->lodge]), BN(c->heaven[k->branch]));
		if (!how)
			rule_reason(r, _("（%s旬，格不論發用）"), name);
	}
	return YES;
}

/* 遊子: "凡課三傳皆土，遇旬丁天馬為用，曰遊子課 … 天馬者，正月起午，順行
 * 六陽位也"; 《訂訛》 "三傳皆土，又或見旬丁，或見二馬". */
static bool all_earth(const struct ev *k)
{
	for (int i = 0; i < 3; i++)
		if (ph(k->t[i]) != LR_EARTH)
			return false;
	return true;
}

/* The branch of the 丁 day in the 旬. */
static int xun_ding(int xun_head)
{
	return lr_cycle_branch(lr_cycle_add(xun_head, LR_DING));
}

int kj_youzi(const struct ev *k, struct lr_rule_result *r)
{
	if (!all_earth(k))
		return NO;
	int ding = xun_ding(k->xun_head);
	int di = trans_index(k, ding);
	int sky = k->month_index >= 0
		  ? lr_branch_add(LR_WU_B, 2 * (k->month_index % 6)) : -1;
	int si = sky >= 0 ? trans_index(k, sky) : -1;
	if (di < 0 && si < 0) {
		if (sky < 0 && (k->tmask & (BIT(LR_CHEN) | BIT(LR_XU))))
			return rule_unknown(r, LR_NEED_MONTH,
					  _("三傳皆土，旬丁不入傳，尚需看天馬"));
		return NO;
	}
	rule_reason(r, _("三傳%s%s%s皆土"), BN(k->t[0]), BN(k->t[1]),
		  BN(k->t[2]));
	if (di >= 0) {
		rule_variant(r, "旬丁");
		rule_reason(r, _("；旬丁%s為%s"), BN(ding), lr_transmission_name(di));
	}
	if (si >= 0) {
		rule_variant(r, "%s天馬", di >= 0 ? " " : "");
		rule_reason(r, _("；%s月天馬%s為%s"), BN(k->month), BN(sky),
			  lr_transmission_name(si));
	}
	/* "如傳出陽神，欲遠行，初未中戌之類；傳入陰神欲私歸，初戌中未之類". */
	bool out = lr_branch_yang(k->t[1]) && !lr_branch_yang(k->t[0]);
	bool in = !lr_branch_yang(k->t[1]) && lr_branch_yang(k->t[0]);
	if (out)
		rule_reason(r, _("；傳出陽神，欲遠行"));
	else if (in)
		rule_reason(r, _("；傳入陰神，欲私歸"));
	return YES;
}

/* 三交: "凡四仲日占，四仲加日辰，三傳皆仲將，逢陰合，為三交課"; the same
 * page "凡四仲相加，又遇雀后合陰四仲相並，亦是三交" and 《訂訛》 "將逢后雀
 * 陰合為三交". */
int kj_sanjiao(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	if (lr_rank_of(k->branch) != LR_ZHONG)
		return NO;
	for (int i = 0; i < 3; i++)
		if (lr_rank_of(k->t[i]) != LR_ZHONG)
			return NO;
	int on_day = -1;
	if (lr_rank_of(k->branch_up) == LR_ZHONG)
		on_day = k->branch_up;
	else if (lr_rank_of(c->lessons[3].upper) == LR_ZHONG)
		on_day = c->lessons[3].upper;
	if (on_day < 0)
		return NO;
	int with = -1;
	for (int i = 0; i < 3 && with < 0; i++)
		if (k->g[i] == LR_G_MOON || k->g[i] == LR_G_UNION
		    || k->g[i] == LR_G_QUEEN || k->g[i] == LR_G_BIRD)
			with = i;
	if (with < 0)
		return NO;	/* "此課無陰合，則名三交不交" */
	rule_reason(r, _("%s日四仲；%s加支辰；三傳%s%s%s皆仲；%s%s乘%s"),
		  BN(k->branch), BN(on_day), BN(k->t[0]),
		  BN(k->t[1]), BN(k->t[2]), lr_transmission_name(with),
		  BN(k->t[with]), lr_general_name(k->g[with]));
	if (k->g[with] == LR_G_QUEEN || k->g[with] == LR_G_BIRD)
		rule_reason(r, _("（雀后，依「雀后合陰四仲相並」）"));
	rule_variant(r, "%s", lr_stem_yang(k->stem) ? "交羅" : "交祿");
	if (lr_rank_of(c->input.hour) == LR_ZHONG)
		rule_reason(r, _("；%s時亦仲"), BN(c->input.hour));
	/* 《訂訛》 "午加酉為死交，酉加午為破交，反吟為反目交，皆不能成合之
	 * 象": on the plate, as 反吟 is (the 四仲 on 四仲 three steps on or
	 * back). */
	if (c->earth[LR_WU_B] == LR_YOU) {
		rule_variant(r, " 死交");
		rule_reason(r, _("；午加酉，死交（《訂訛》）"));
	} else if (c->earth[LR_YOU] == LR_WU_B) {
		rule_variant(r, " 破交");
		rule_reason(r, _("；酉加午，破交（《訂訛》）"));
	}
	if (c->method == LR_M_FANYIN)
		rule_variant(r, " 反目交");
	/* "傳逢午卯子 … 為高蓋乘軒". */
	if (k->tmask == (BIT(LR_WU_B) | BIT(LR_MAO) | BIT(LR_ZI))) {
		rule_variant(r, " 高蓋乘軒");
		rule_reason(r, _("；傳逢午卯子，高蓋乘軒"));
	}
	return YES;
}

/* 亂首 (the 《心鏡》 and 《訂訛》; the main text is missing): "日往加辰辰
 * 克日，發用當為亂首名"; 《訂訛》 "干臨支被克，為自取亂首。支臨干克干，為
 * 上門亂首，更兼發用尤的". */
int kj_luanshou(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	if (!lr_overcomes(ph(k->branch), k->se))
		return NO;
	bool self = c->heaven[k->branch] == k->lodge;
	bool door = c->heaven[k->lodge] == k->branch && k->lodge != k->branch;
	if (!self && !door)
		return NO;
	/* each by its own shape; on a 返吟 whose 干 and 支 face each other
	 * (癸未: 丑 over 未 and 未 over 丑) both hold */
	rule_variant(r, "%s", self && door ? "自取亂首 上門亂首"
		   : self ? "自取亂首" : "上門亂首");
	if (self)
		rule_reason(r, _("日干%s(寄%s)往加日支%s，受%s克"), SN(k->stem),
			  BN(k->lodge), BN(k->branch), BN(k->branch));
	if (self && door)
		rule_reason(r, _("；日支%s亦來加日干%s（寄%s）而克之，上門亂首"),
			  BN(k->branch), SN(k->stem), BN(k->lodge));
	else if (door)
		rule_reason(r, _("日支%s來加日干%s(寄%s)而克之"), BN(k->branch),
			  SN(k->stem), BN(k->lodge));
	int mover = door && (!self || k->t[0] == k->branch) ? k->branch
		    : k->lodge;
	if (k->t[0] == mover)
		rule_reason(r, _("；%s發用，尤的"), BN(mover));
	else
		rule_reason(r, _("；%s不發用（《心鏡》作發用論，《訂訛》發用尤的）"),
			  BN(mover));
	return YES;
}

/* 贅婿: "凡課日干克辰，又自加臨為用，曰贅婿課 … 干臨支以動就靜 … 支臨干
 * 以靜就動"; 《訂訛》 "干臨支克支，支臨干被克，更兼發用尤的". The main
 * text asks for the 用. */
int kj_zhuixu(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	if (!lr_overcomes(k->se, ph(k->branch)))
		return NO;
	bool go = c->heaven[k->branch] == k->lodge;
	bool come = c->heaven[k->lodge] == k->branch;
	int mover = go ? k->lodge : k->branch;
	if ((!go && !come) || k->t[0] != mover)
		return NO;
	rule_variant(r, "%s", go ? "干臨支" : "支臨干");
	if (go)
		rule_reason(r, _("日干%s(寄%s)臨日支%s而克之，發用；男就乎女"),
			  SN(k->stem), BN(k->lodge), BN(k->branch));
	else
		rule_reason(r, _("日支%s臨日干%s被克，發用；女就於男"), BN(k->branch),
			  SN(k->stem));
	/* "將得六合，必主招婿婚姻事也". */
	if (k->g[0] == LR_G_UNION)
		rule_reason(r, _("；將得六合，主招婿婚姻事"));
	return YES;
}

/* 沖破: "凡課日辰之沖神，加破為用，曰沖破課 … 如子年庚子日，午加卯占，
 * 子日以午為沖 … 卯為午破，又加刑發用". */
int kj_chongpo(const struct ev *k, struct lr_rule_result *r)
{
	int u = k->t[0], seat = k->c->earth[u];
	bool of_branch = u == lr_clash(k->branch), of_stem = u == lr_clash(k->lodge);
	if ((!of_branch && !of_stem) || seat != lr_break(u))
		return NO;
	rule_reason(r, of_branch ? _("%s為日支之沖，加%s（%s之破）發用")
		  : _("%s為日干之沖，加%s（%s之破）發用"), BN(u), BN(seat),
		  BN(u));
	if (k->year >= 0 && (u == lr_clash(k->year) || u == lr_break(k->year))) {
		rule_variant(r, "歲沖破");
		rule_reason(r, u == lr_clash(k->year) ? _("；又為太歲%s之沖")
			  : _("；又為太歲%s之破"), BN(k->year));
	}
	return YES;
}

/* 淫泆: "凡課初傳卯酉為用，將乘后合，為淫泆課。如用起六合，終於天后，為
 * 狡童格 … 凡淫泆課為用起天后，終傳六合神，為泆女格" (its example 戊戌日
 * 用子 shows the 格 without 卯酉). */
int kj_yinyi(const struct ev *k, struct lr_rule_result *r)
{
	bool door = (k->t[0] == LR_MAO || k->t[0] == LR_YOU)
		    && (k->g[0] == LR_G_QUEEN || k->g[0] == LR_G_UNION);
	bool boy = k->g[0] == LR_G_UNION && k->g[2] == LR_G_QUEEN;
	bool girl = k->g[0] == LR_G_QUEEN && k->g[2] == LR_G_UNION;
	if (!door && !boy && !girl)
		return NO;
	const char *sep = "";
	if (door) {
		rule_reason(r, _("初傳%s為用，乘%s"), BN(k->t[0]),
			  lr_general_name(k->g[0]));
		sep = "；";
	}
	if (boy) {
		rule_variant(r, "狡童格");
		rule_reason(r, "%s", *sep ? _("；用起六合，終於天后，狡童格")
			  : _("用起六合，終於天后，狡童格"));
	}
	if (girl) {
		rule_variant(r, "泆女格");
		rule_reason(r, "%s", *sep ? _("；用起天后，終傳六合，泆女格")
			  : _("用起天后，終傳六合，泆女格"));
	}
	if (lr_is_void(k->day, k->t[0]))
		rule_reason(r, _("；值空亡為虛意"));
	return YES;
}

/* 蕪淫: "凡四課有克，缺一為不備。及日辰交互相克，為蕪淫課 … 刚日從日上起
 * 第一課，柔日從辰上起第一課 … 二陽一陰為陰不備"; the 《訂訛》 explains
 * which lesson is lost. 日辰交互相克: "甲欲從子忧申克，子就甲時畏戌侵". */
/* Common (over 15% of all charts) by the text itself:
 * 「凡四課有克，缺一為不備」: any four lessons with one repeated (also 第六十四法). */
int kj_wuyin(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	/* Lessons counted from the day (剛日) or from the branch (柔日); the
	 * later of two equal lessons is the one lost. */
	static const int order_gang[4] = { 0, 1, 2, 3 };
	static const int order_rou[4] = { 2, 3, 0, 1 };
	const int *order = lr_stem_yang(k->stem) ? order_gang : order_rou;
	int lost = -1, dup = 0;
	for (int a = 0; a < 4; a++)
		for (int b = a + 1; b < 4; b++) {
			const struct lr_lesson *la = &c->lessons[order[a]];
			const struct lr_lesson *lb = &c->lessons[order[b]];
			if (la->upper == lb->upper && la->lower == lb->lower) {
				dup++;
				if (lost < 0)
					lost = order[b];
			}
		}
	bool short_one = dup == 1;
	bool cross = lr_overcomes(ph(k->stem_up), ph(k->branch))
		     && lr_overcomes(ph(k->branch_up), k->se);
	if (!short_one && !cross)
		return NO;
	if (short_one) {
		bool yin = lost == 1 || lost == 3;
		rule_variant(r, "%s", yin ? "陰不備" : "陽不備");
		bool gang = lr_stem_yang(k->stem);
		rule_reason(r, gang ? (yin ? _("四課缺一：%s剛日從日起，第%d課與前重，二陽一陰，為陰不備")
				     : _("四課缺一：%s剛日從日起，第%d課與前重，二陰一陽，為陽不備"))
			  : yin ? _("四課缺一：%s柔日從辰起，第%d課與前重，二陽一陰，為陰不備")
			  : _("四課缺一：%s柔日從辰起，第%d課與前重，二陰一陽，為陽不備"),
			  SN(k->stem), lost + 1);
	}
	if (cross) {
		rule_variant(r, "%s日辰交克", short_one ? " " : "");
		rule_reason(r, short_one ? _("；干上%s克日支%s，支上%s克日干%s")
			  : _("干上%s克日支%s，支上%s克日干%s"), BN(k->stem_up),
			  BN(k->branch),
			  BN(k->branch_up), SN(k->stem));
	}
	return YES;
}

/* 沖 (when CLASH_COUNTS) or 克 between two branches, either way, as
 * "午子相沖" / "子克午" appended to R; false when neither holds. */
static bool clash_or_overcome(int a, int b, bool clash_counts,
			      struct lr_rule_result *r)
{
	if (clash_counts && lr_clash(a) == b) {
		rule_reason(r, _("%s%s相沖"), BN(a), BN(b));
		if (lr_overcomes(ph(a), ph(b)))
			rule_reason(r, _("、%s克%s"), BN(a), BN(b));
		else if (lr_overcomes(ph(b), ph(a)))
			rule_reason(r, _("、%s克%s"), BN(b), BN(a));
		return true;
	}
	if (lr_overcomes(ph(a), ph(b)) || lr_overcomes(ph(b), ph(a))) {
		bool ab = lr_overcomes(ph(a), ph(b));
		rule_reason(r, _("%s克%s"), BN(ab ? a : b), BN(ab ? b : a));
		return true;
	}
	return false;
}

/* 解離 (卷九): "凡夫妻行年冲克，及上下神互相克賊，為解離格。如夫年立午上
 * 見寅，妻年立子上見申，乃子上申怕午克，午上寅怕申克". Read from the two
 * running years (the context's 夫行年, 妻行年): the years clash or one
 * overcomes the other, AND the gods on them overcome one another
 * (《觀月經》 "妻行年上神克夫，夫行年上神克妻，是交相克也"). Both parts are
 * needed: 《曾門》's 正月午時 夫年酉、妻年亥 has 相克 gods on years that
 * produce one another, and the book calls it 和合. 《觀月經》's own
 * example (夫寅 妻午, 子 and 辰 on them) has no 行年沖克: under this
 * reading it does not fire.
 * 《畢法》 reads it from the chart alone: "真解離卦者，謂干克支上神，支克干
 * 上神。或夫婦行年又值此者尤的". The setting jieli-years=guanyue takes
 * 《觀月經》's reading, the gods' 相克 alone. */
int kj_jieli(const struct ev *k, struct lr_rule_result *r)
{
	bool bifa = lr_overcomes(k->se, ph(k->branch_up))
		    && lr_overcomes(ph(k->branch), ph(k->stem_up));
	const struct lr_context *x = k->x;
	bool couple = x && x->couple_xingnian[LR_HUSBAND] >= 0
		      && x->couple_xingnian[LR_WIFE] >= 0;
	if (!couple && !bifa)
		return rule_unknown(r, LR_NEED_SPOUSE,
				  _("夫妻二人行年沖克，上神互相克賊"));
	/* the years and the gods on them (when the couple is known) */
	int hy = couple ? x->couple_xingnian[LR_HUSBAND] : -1;
	int wy = couple ? x->couple_xingnian[LR_WIFE] : -1;
	int hu = couple ? k->c->heaven[hy] : -1, wu = couple ? k->c->heaven[wy] : -1;
	/* setting jieli-years=guanyue: 《觀月經》's gods alone */
	bool guanyue = k->c->settings.jieli_years == LR_JIELI_GUANYUE;
	bool years = false;
	if (couple) {
		struct lr_rule_result tmp = *r;
		rule_reason(&tmp, _("夫行年%s、妻行年%s，"), BN(hy), BN(wy));
		years = guanyue || clash_or_overcome(hy, wy, true, &tmp);
		if (years) {
			rule_reason(&tmp, guanyue ? _("夫年上%s、妻年上%s，")
				  : _("；夫年上%s、妻年上%s，"), BN(hu), BN(wu));
			years = clash_or_overcome(hu, wu, false, &tmp);
		}
		if (years) {
			*r = tmp;
			rule_variant(r, "解離格");
			if (guanyue)
				rule_reason(r, _("（《觀月經》「夫妻行年上神交相克」）"));
		}
	}
	if (!years && !bifa)
		return NO;
	if (!bifa)
		return YES;
	/* 《畢法》 "真解離卦者": the variant by its name */
	rule_variant(r, "%s真解離", years ? " " : "");
	rule_reason(r, years ? _("；日干%s克支上%s，日支%s克干上%s（《畢法》「干克支上"
			       "神，支克干上神」）")
		  : _("日干%s克支上%s，日支%s克干上%s（《畢法》「干克支上"
		      "神，支克干上神」）"), SN(k->stem),
		  BN(k->branch_up), BN(k->branch), BN(k->stem_up));
	if (!couple) {
		rule_reason(r, _("；夫妻行年 未論（需夫妻行年）"));
		return YES;
	}
	if (!years)
		rule_reason(r, guanyue
			  ? _("；夫行年%s、妻行年%s不成解離格（需上神相克（《觀月經》））")
			  : _("；夫行年%s、妻行年%s不成解離格（需行年沖克、上神相克）"),
			  BN(hy), BN(wy));
	/* "或夫婦行年又值此者尤的": the years overcome each other's gods as
	 * 干 and 支 do (its 男行年子、女行年寅). */
	if (lr_overcomes(ph(hy), ph(wu)) && lr_overcomes(ph(wy), ph(hu)))
		rule_reason(r, _("；夫行年%s克妻年上%s，妻行年%s克夫年上%s（「夫婦行年"
			     "又值此者尤的」）"), BN(hy), BN(wu), BN(wy),
			  BN(hu));
	return YES;
}

/* The day's term from the context: 0..23, or LR_TERM_DAY_NONE /
 * LR_TERM_DAY_UNKNOWN. */
static int kj_term_day(const struct ev *k)
{
	return k->x ? k->x->term_day : LR_TERM_DAY_UNKNOWN;
}

/* 天禍: "凡四立日占得今日干支臨昨日干支，或昨日干支臨今日干支，為天禍課"
 * ("寅加癸"; 《心鏡》 "乙將臨甲"); "一年之內，只此立春、立夏、立秋、立冬。
 * 四立日前一日為四絕". The 干 stands at its 寄宮. The day's term comes
 * from the context (a date, or "立春" in the book's notation); without
 * it a chart that meets the rest is reported not evaluated. */
int kj_tianhuo(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	int term = kj_term_day(k);
	/* 四立 are the terms at 45°, 135°, 225°, 315°: 立夏 3 … 立春 21. */
	bool known = term != LR_TERM_DAY_UNKNOWN;
	if (known && (term < 0 || term % 6 != 3))
		return NO;
	int prev = lr_cycle_add(k->day, -1);
	int pstem = lr_cycle_stem(prev);
	int ps = lr_lodge(pstem), pb = lr_cycle_branch(prev);
	char how[320];
	size_t used = 0;
	how[0] = '\0';
	/* Each clause in two forms, the first and one after a 「、」. */
#define HOW(first, next, ...) do { \
		int w_ = snprintf(how + used, sizeof how - used, \
				  used ? (next) : (first), __VA_ARGS__); \
		if (w_ > 0 && (size_t)w_ < sizeof how - used) \
			used += (size_t)w_; \
	} while (0)
	if (c->heaven[ps] == k->lodge)
		HOW(_("今日干%s（%s）臨昨日干%s（%s）"),
		    _("、今日干%s（%s）臨昨日干%s（%s）"), SN(k->stem),
		    BN(k->lodge), SN(pstem), BN(ps));
	if (c->heaven[pb] == k->branch)
		HOW(_("今日支%s臨昨日支%s"), _("、今日支%s臨昨日支%s"),
		    BN(k->branch), BN(pb));
	if (c->heaven[k->lodge] == ps)
		HOW(_("昨日干%s（%s）臨今日干%s（%s）"),
		    _("、昨日干%s（%s）臨今日干%s（%s）"), SN(pstem), BN(ps),
		    SN(k->stem), BN(k->lodge));
	if (c->heaven[k->branch] == pb)
		HOW(_("昨日支%s臨今日支%s"), _("、昨日支%s臨今日支%s"),
		    BN(pb), BN(k->branch));
#undef HOW
	if (!used)
		return NO;
	char prev_name[7];
	lr_cycle_name(prev, prev_name);
	if (!known) {
		char w[512];
		snprintf(w, sizeof w, _("%s；尚需今日為四立（立春、立夏、立秋、"
					"立冬），昨日%s為四絕"), how, prev_name);
		return rule_unknown(r, LR_NEED_TERM, w);
	}
	/* "蓋立春日木旺水絕，立夏日火旺木絕，立秋日金旺火絕，立冬日水旺金絕"
	 * (立夏 3, 立秋 9, 立冬 15, 立春 21). */
	static const char *const turn[4] = {
		N_("%s日（火旺木絕），昨日%s為四絕；%s"),
		N_("%s日（金旺火絕），昨日%s為四絕；%s"),
		N_("%s日（水旺金絕），昨日%s為四絕；%s"),
		N_("%s日（木旺水絕），昨日%s為四絕；%s")
	};
	rule_reason(r, _(turn[(term - 3) / 6]), lr_term_name(term), prev_name,
		  how);
	/* "相加又發用 … 更乘白虎，主死喪": the god placed is the first
	 * transmission. */
	int u = k->t[0];
	bool placed_used = (c->heaven[ps] == k->lodge && u == k->lodge)
			   || (c->heaven[pb] == k->branch && u == k->branch)
			   || (c->heaven[k->lodge] == ps && u == ps)
			   || (c->heaven[k->branch] == pb && u == pb);
	if (placed_used)
		rule_reason(r, _("；相加又發用（%s乘%s）"), BN(u),
			  lr_general_name(k->g[0]));
	return YES;
}

/* 天獄: "凡課囚死墓神發用，斗繫日本，為天獄卦 … 日本者，日干長生位也"
 * (《觀月經》 "亥為甲乙之本，寅為丙丁之本，申為戊己壬癸之本，巳為庚辛之本"). */
int kj_tianyu(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	int root = growth_of(k->se);
	if (c->earth[LR_CHEN] != root)
		return NO;
	int u = k->t[0];
	bool tomb = u == tomb_of(k->se);
	if (!tomb && k->season_month < 0)
		return rule_unknown(r, LR_NEED_SEASON, _("斗繫日本，尚需發用囚死"));
	bool weak = k->season_month >= 0 && kj_failing(k, u);
	if (!tomb && !weak)
		return NO;
	rule_reason(r, _("天罡辰加日本%s（%s長生）"), BN(root), SN(k->stem));
	bool dead = weak && kj_vigour(k, u) == LR_DEAD;
	rule_reason(r, !weak ? _("；發用%s為日墓") : !tomb
		  ? (dead ? _("；發用%s死氣") : _("；發用%s囚氣"))
		  : dead ? _("；發用%s為日墓死氣") : _("；發用%s為日墓囚氣"), BN(u));
	/* "如用神囚死，俯仰丘仇" (《心鏡》 "仰見其丘俯見仇"). */
	if (tomb && lr_overcomes(ph(c->earth[u]), ph(u))) {
		rule_variant(r, "俯仰丘仇");
		rule_reason(r, _("；墓神%s臨%s受克，仰見其丘、俯見其仇"), BN(u),
			  BN(c->earth[u]));
	}
	return YES;
}

/* 天寇: "凡四離日占得月宿加離辰，為天寇課 … 四至前一日為四離"; the
 * example "癸卯日春分，離辰壬寅，月宿在辰，加寅" (and 《訂訛》 "八月初五日
 * 丁酉秋分 … 申為離辰，而卯加之") takes the chart on the 分至 day itself
 * and the 離辰 as yesterday's branch. The day's term comes from the
 * context; 月宿 too (k->x->moon_palace). */
int kj_tiankou(const struct ev *k, struct lr_rule_result *r)
{
	int term = kj_term_day(k);
	/* 分至 are the terms at 0°, 90°, 180°, 270°: 春分 0 … 冬至 18. */
	bool known = term != LR_TERM_DAY_UNKNOWN;
	if (known && (term < 0 || term % 6 != 0))
		return NO;
	int moon = k->x ? k->x->moon_palace : -1;
	int prev = lr_cycle_add(k->day, -1);
	int parting = lr_cycle_branch(prev);
	char prev_name[7], w[200];
	lr_cycle_name(prev, prev_name);
	if (moon < 0) {
		if (!known)
			return rule_unknown(r, LR_NEED_MOON | LR_NEED_TERM,
					  _("月宿加離辰（昨日之支），且今日為分至"));
		snprintf(w, sizeof w, _("%s日，尚需月宿加離辰%s（昨日%s）"),
			 lr_term_name(term), BN(parting), prev_name);
		return rule_unknown(r, LR_NEED_MOON, w);
	}
	if (k->c->earth[moon] != parting)
		return NO;
	/* the 分至 are the 中氣 of the 二、五、八、十一月 (a leap month has
	 * none): in another lunar month the day is none of them */
	const struct lr_context *x = k->x;
	if (!known && x && x->lunar_month > 0
	    && (x->lunar_leap || x->lunar_month % 3 != 2))
		return NO;
	if (!known) {
		snprintf(w, sizeof w, _("月宿%s加離辰%s；尚需今日為春分、秋分、"
					"冬至或夏至"), BN(moon), BN(parting));
		return rule_unknown(r, LR_NEED_TERM, w);
	}
	/* by the moon_source: none, measured, counted by days, given */
	static const char *const how[4] = {
		N_("%s日，月宿%s（）加離辰%s（昨日%s）"),
		N_("%s日，月宿%s（實測）加離辰%s（昨日%s）"),
		N_("%s日，月宿%s（日數）加離辰%s（昨日%s）"),
		N_("%s日，月宿%s（所給）加離辰%s（昨日%s）")
	};
	rule_reason(r, _(how[k->x->moon_source & 3]), lr_term_name(term),
		  BN(moon), BN(parting), prev_name);
	/* "如月宿加離辰發用，禍事尤速". */
	if (moon == k->t[0])
		rule_reason(r, _("；月宿發用，禍事尤速"));
	/* "乘元武勾陳作游都盜神 … 或乘虎作鬼劫，為真天寇": read as 白虎
	 * on a 月宿 that overcomes the day (鬼). */
	int g = k->c->general_on[moon];
	if (g == LR_G_WARRIOR || g == LR_G_HOOK)
		rule_reason(r, _("；月宿乘%s，作盜神"), lr_general_name(g));
	if (g == LR_G_TIGER && lr_overcomes(ph(moon), k->se)) {
		rule_variant(r, "真天寇");
		rule_reason(r, _("；月宿乘白虎，克日干%s為鬼，真天寇"), SN(k->stem));
	}
	/* "月宿值太陽，日月並，主盜賊露，為敗寇"; 太陽 is the 月將. */
	if (moon == k->c->input.general) {
		rule_variant(r, "%s敗寇", r->variant[0] ? " " : "");
		rule_reason(r, _("；月宿值太陽%s，日月並，為敗寇"), BN(moon));
	}
	return YES;
}

/* 天網: "凡課占時與用神同克日，為天網課"; 羅網格 "凡日辰前一位為之天網
 * 殺，對沖為之地網殺，並日辰年命發用者". */
int kj_tianwang(const struct ev *k, struct lr_rule_result *r)
{
	int h = k->c->input.hour, u = k->t[0];
	if (!lr_overcomes(ph(h), k->se) || !lr_overcomes(ph(u), k->se))
		return NO;
	rule_reason(r, _("占時%s與用神%s同克日干%s"), BN(h), BN(u),
		  SN(k->stem));
	/* "凡日辰前一位為之天網殺，對沖為之地網殺，並日辰年命發用者，為之
	 * 羅網格": the nets of the 日 and of the 辰 */
	int net = lr_branch_add(k->lodge, 1), ground = lr_clash(net);
	int bnet = lr_branch_add(k->branch, 1), bground = lr_clash(bnet);
	if (u == net || u == ground) {
		rule_variant(r, "羅網格");
		rule_reason(r, u == net ? _("；用神%s為日前一位之天網，羅網格")
			  : _("；用神%s為日前對沖之地網，羅網格"), BN(u));
	} else if (u == bnet || u == bground) {
		rule_variant(r, "羅網格");
		rule_reason(r, u == bnet ? _("；用神%s為辰前一位之天網，羅網格")
			  : _("；用神%s為辰前對沖之地網，羅網格"), BN(u));
	}
	/* "若末傳及年命有救神克初傳，為解網"; 《訂訛》 "或日與中末及年命有
	 * 子孫及冲破克鬼者為解網": the 中傳 too. */
	if (lr_overcomes(ph(k->t[2]), ph(u))) {
		rule_variant(r, "%s解網", r->variant[0] ? " " : "");
		rule_reason(r, _("；末傳%s克初傳，為解網"), BN(k->t[2]));
	} else if (lr_overcomes(ph(k->t[1]), ph(u))) {
		rule_variant(r, "%s解網", r->variant[0] ? " " : "");
		rule_reason(r, _("；中傳%s克初傳，為解網（《訂訛》「中末…克鬼」）"),
			  BN(k->t[1]));
	}
	return YES;
}
