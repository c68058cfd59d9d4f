/* liuren - kejing_sanguang_to_deqing.c: the 課經 of 《六壬大全》 from 三光 to 德慶
 * (the 吉課 of 卷七–卷八 that the seed volumes lack): 三光 三陽 三奇 鑄印
 * 斲輪 引從 亨通 繁昌 榮華 德慶.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/kejing.h"

#include <stdio.h>

/* 三光: "凡課用神、日辰旺相，吉神在中，為三光課"; 《訂訛》 "日辰、發用者旺
 * 相，乘吉將"; 《袖中金》 judges the 辰 by its upper ("寅支傳午，又是辰有
 * 氣也"). Vigour by the season ("如春木旺火相之類"). */
int kj_sanguang(const struct ev *k, struct lr_rule_result *r)
{
	if (!kj_good_general(k->g[0]))
		return NO;
	if (k->season_month < 0)
		return rule_unknown(r, LR_NEED_SEASON,
				  _("發用乘吉將，尚需日辰與用神旺相"));
	if (!kj_thriving(k, k->t[0]) || lr_vigour_of(k->season_month, k->se) > LR_STRONG)
		return NO;
	int home = kj_thriving(k, k->branch) ? k->branch
		   : kj_thriving(k, k->branch_up) ? k->branch_up : -1;
	if (home < 0)
		return NO;
	rule_reason(r, home == k->branch ? _("日干%s%s，日支%s%s，用神%s%s乘%s")
		  : _("日干%s%s，支上神%s%s，用神%s%s乘%s"), SN(k->stem),
		  lr_vigour_name(lr_vigour_of(k->season_month, k->se)),
		  BN(home), kj_vigour_name(k, home), BN(k->t[0]),
		  kj_vigour_name(k, k->t[0]), lr_general_name(k->g[0]));
	if (home != k->branch)
		rule_reason(r, _("（日支%s%s，以支上神論，依《袖中金》例）"),
			  BN(k->branch), kj_vigour_name(k, k->branch));
	/* 《訂訛》 "若日辰居天乙後，並末囚死乘凶將，為三光失明". */
	bool behind = kj_after_noble(k->c->general_on[k->stem_up])
		      && kj_after_noble(k->c->general_on[k->branch_up]);
	if (kj_failing(k, k->t[2]) && !kj_good_general(k->g[2]) && behind) {
		rule_variant(r, "三光失明");
		rule_reason(r, _("；末傳%s%s乘%s，日辰居天乙後，為三光失明"),
			  BN(k->t[2]), kj_vigour_name(k, k->t[2]),
			  lr_general_name(k->g[2]));
	}
	/* 《袖中金》 "若用神旺相，吉將亦臨支干有氣，末傳卻值凶將刑害交互者 …
	 * 名三光埋影": the 末傳 on a 凶將 that punishes (刑) or harms (害)
	 * the 日 (its 寄宮) or the 辰, whatever its vigour. */
	int end = k->t[2];
	int punished = lr_punish(end) == k->lodge ? k->lodge
		       : lr_punish(end) == k->branch ? k->branch : -1;
	int harmed = lr_harm(end) == k->lodge ? k->lodge
		     : lr_harm(end) == k->branch ? k->branch : -1;
	if (!kj_good_general(k->g[2]) && (punished >= 0 || harmed >= 0)) {
		rule_variant(r, "%s三光埋影", r->variant[0] ? " " : "");
		rule_reason(r, punished >= 0
			  ? _("；末傳%s乘%s，刑%s，為三光埋影（《袖中金》「刑害交互」）")
			  : _("；末傳%s乘%s，害%s，為三光埋影（《袖中金》「刑害交互」）"),
			  BN(end), lr_general_name(k->g[2]),
			  BN(punished >= 0 ? punished : harmed));
	}
	return YES;
}

/* 三陽: "凡課天乙順行，日辰有氣居前，旺相氣發用，為三陽課"; 前 and 後 by
 * the generals ("天乙居中，後六前五"). */
int kj_sanyang(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	if (!c->noble_forward)
		return NO;
	int gs = c->general_on[k->stem_up], gb = c->general_on[k->branch_up];
	if (!kj_before_noble(gs) || !kj_before_noble(gb))
		return NO;
	if (k->season_month < 0)
		return rule_unknown(r, LR_NEED_SEASON,
				  _("天乙順行、日辰居前，尚需發用旺相"));
	if (!kj_thriving(k, k->t[0]))
		return NO;
	rule_reason(r, _("天乙%s順行；干上%s乘%s、支上%s乘%s，日辰居天乙前；"
		  "發用%s%s"), BN(c->noble), BN(k->stem_up),
		  lr_general_name(gs), BN(k->branch_up), lr_general_name(gb),
		  BN(k->t[0]), kj_vigour_name(k, k->t[0]));
	/* "若天乙在辰戌為貴人坐獄 … 用神為鬼賊克日，中末無救，則應三陽不泰". */
	int seat = c->earth[c->noble];
	bool ghost = lr_overcomes(ph(k->t[0]), k->se);
	/* the 中 or 末 that overcomes the ghost 初傳 rescues the day */
	bool rescued = lr_overcomes(ph(k->t[1]), ph(k->t[0]))
		       || lr_overcomes(ph(k->t[2]), ph(k->t[0]));
	if (seat == LR_CHEN || seat == LR_XU) {
		rule_variant(r, "三陽不泰");
		rule_reason(r, _("；天乙臨%s，貴人坐獄"), BN(seat));
	} else if (ghost && !rescued) {
		/* "用神為鬼賊克日，中末無救" */
		rule_variant(r, "三陽不泰");
		rule_reason(r, _("；發用%s克日干%s，中傳%s、末傳%s無救，三陽不泰"),
			  BN(k->t[0]), SN(k->stem), BN(k->t[1]), BN(k->t[2]));
	}
	/* 《訂訛》 "附：課傳中六陽俱備者，名六陽課". */
	return YES;
}

/* 三奇: "甲子、甲戌旬用丑，甲申、甲午旬用子；甲辰、甲寅旬用亥，此為旬三
 * 奇。甲日用午 … 癸戌，云此為日奇"; 《訂訛》 "若止有干奇不名三奇". */
static int day_wonder(int stem)
{
	/* 甲午 乙巳 丙辰 丁卯 戊寅 己丑 (逆), 庚未 辛申 壬酉 癸戌 (順). */
	return stem <= LR_JI ? lr_branch_add(LR_WU_B, -stem)
			     : lr_branch_add(LR_WEI, stem - LR_GENG);
}

/* Common (over 15% of all charts) by the text itself:
 * 「凡課得旬日之奇發用或入傳」: a 旬奇 or a 日奇 anywhere in the three transmissions (also 第四十二法). */
int kj_sanqi(const struct ev *k, struct lr_rule_result *r)
{
	int xw = xun_wonder(k->xun_head), dw = day_wonder(k->stem);
	int xi = trans_index(k, xw), di = trans_index(k, dw);
	char head[7];
	lr_cycle_name(k->xun_head, head);
	if (xi < 0)
		return NO;
	rule_variant(r, "%s", xi == 0 ? "旬奇發用" : "旬奇入傳");
	rule_reason(r, xi == 0 ? _("%s旬之奇%s發用") : xi == 1
		  ? _("%s旬之奇%s為中傳") : _("%s旬之奇%s為末傳"), head, BN(xw));
	if (di >= 0) {
		rule_variant(r, " 旬日奇並");
		rule_reason(r, _("；%s日之奇%s亦入傳，旬日奇並臨為上"), SN(k->stem),
			  BN(dw));
	}
	if ((k->tmask & (BIT(LR_HAI) | BIT(LR_ZI) | BIT(LR_CHOU)))
	    == (BIT(LR_HAI) | BIT(LR_ZI) | BIT(LR_CHOU))) {
		rule_variant(r, " 三奇聯珠");
		rule_reason(r, _("；亥子丑兼全，為三奇聯珠"));
	}
	/* 《訂訛》 "此課如奇作空亡，未免奇精有損，其福減半": the 旬奇 is
	 * never void in its own 旬, so the void 奇 is the 日奇 in the 傳. */
	if (di >= 0 && lr_is_void(k->day, dw)) {
		rule_variant(r, " 奇空");
		rule_reason(r, _("；日奇%s空亡，其福減半"), BN(dw));
	}
	return YES;
}

/* 鑄印: "凡課得戌加巳中傳，為鑄印課 … 傳見太冲為車輪，則鑄印乘軒"; 《訂訛》
 * "三傳巳戌卯，巳為爐，戌為印，卯為印模"; 富貴權印 is the same 戌加巳. */
int kj_zhuyin(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	int i = trans_index(k, LR_XU);
	if (i < 0 || c->earth[LR_XU] != LR_SI)
		return NO;
	rule_reason(r, _("%s戌加巳，戌為印、巳為爐"), lr_transmission_name(i));
	if (k->tmask & BIT(LR_MAO)) {
		rule_variant(r, "鑄印乘軒");
		rule_reason(r, _("；傳見卯為車輪，鑄印乘軒"));
	}
	/* "戊己日又為生日之印，更遇太常為綬，乃印綬雙全". */
	bool always = false;
	for (int j = 0; j < 3; j++)
		always |= k->g[j] == LR_G_ALWAYS;
	if ((k->stem == LR_WU || k->stem == LR_JI) && always) {
		rule_variant(r, "%s印綬雙全", r->variant[0] ? " " : "");
		rule_reason(r, _("；%s日戌為生日之印，傳遇太常為綬，印綬雙全"),
			  SN(k->stem));
	}
	/* "戌值空亡 … 則有破印損模之象". */
	if (lr_is_void(k->day, LR_XU) || lr_is_void(k->day, LR_MAO)) {
		rule_variant(r, "%s破印損模", r->variant[0] ? " " : "");
		rule_reason(r, _("；%s空亡，破印損模"),
			  lr_is_void(k->day, LR_XU) ? "戌" : "卯");
	}
	return YES;
}

/* 斲輪: "凡課卯加庚或加辛為用 … 如太冲加庚為上，加辛次之"; 《訂訛》
 * "卯加庚辛申酉發用 … 卯加庚與申為上，辛酉次之". */
int kj_zhuolun(const struct ev *k, struct lr_rule_result *r)
{
	if (k->t[0] != LR_MAO)
		return NO;
	int seat = k->c->earth[LR_MAO];
	bool on_geng = seat == LR_SHEN, on_xin = seat == LR_YOU
		       || (k->stem == LR_XIN && seat == k->lodge);
	if (!on_geng && !on_xin)
		return NO;
	rule_reason(r, "%s", on_geng ? _("卯加申（庚）發用，木就金斲")
		  : seat == LR_YOU ? _("卯加酉（辛）發用，木就金斲")
		  : _("卯加辛發用，木就金斲"));
	rule_variant(r, "%s", on_geng ? "加庚為上" : "加辛次之");
	/* "值空亡為朽木難雕". */
	if (lr_is_void(k->day, LR_MAO)) {
		rule_variant(r, " 朽木難雕");
		rule_reason(r, _("；卯空亡，朽木難雕"));
	}
	/* "乘白虎為棺槨". */
	if (k->g[0] == LR_G_TIGER) {
		rule_variant(r, " 棺槨");
		rule_reason(r, _("；卯乘白虎為棺槨"));
	}
	/* "春季甲乙日寅卯時為傷斧；秋季庚辛日申酉時為傷輪". */
	if (k->x && k->x->season == LR_SPRING && k->se == LR_WOOD
	    && ph(k->c->input.hour) == LR_WOOD) {
		rule_variant(r, " 傷斧");
		rule_reason(r, _("；春季%s日%s時，木太重為傷斧"), SN(k->stem),
			  BN(k->c->input.hour));
	}
	if (k->x && k->x->season == LR_AUTUMN && k->se == LR_METAL
	    && ph(k->c->input.hour) == LR_METAL) {
		rule_variant(r, " 傷輪");
		rule_reason(r, _("；秋季%s日%s時，金太重為傷輪"), SN(k->stem),
			  BN(k->c->input.hour));
	}
	/* "更喜戌為印，太常為綬入傳". */
	if (k->tmask & BIT(LR_XU))
		rule_reason(r, _("；傳見戌為印"));
	return YES;
}

/* 引從: "凡課日辰干支前後上神發用為初末傳，曰引從課 … 壬子日干上辰，初傳
 * 巳，末傳卯，為兩貴引從"; the first and last flank the 干上神 (拱干) or
 * the 支上神 (拱支). */
int kj_yincong(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	bool gan = k->t[0] == lr_branch_add(k->stem_up, 1)
		   && k->t[2] == lr_branch_add(k->stem_up, -1);
	bool zhi = k->t[0] == lr_branch_add(k->branch_up, 1)
		   && k->t[2] == lr_branch_add(k->branch_up, -1);
	int day_n = lr_noble_branch(&c->settings, k->stem, true);
	int night_n = lr_noble_branch(&c->settings, k->stem, false);
	/* "丁巳、己巳、癸亥日伏吟，為干支拱日祿 … 甲子日伏吟，拱晝貴，為干支
	 * 拱貴": the 干上神 and 支上神 either side of the 祿 or a noble, on a
	 * 伏吟 (畢法 第一法 "干支拱定日祿格 惟伏吟卦為的"). */
	const int held[3] = { salary_of(k->stem), day_n, night_n };
	int flanked = -1;
	for (int i = 0; i < 3 && flanked < 0 && c->method == LR_M_FUYIN; i++) {
		unsigned pair = BIT(lr_branch_add(held[i], 1))
				| BIT(lr_branch_add(held[i], -1));
		if ((BIT(k->stem_up) | BIT(k->branch_up)) == pair)
			flanked = i;
	}
	if (!gan && !zhi && flanked < 0)
		return NO;
	bool nobles = (k->t[0] == day_n && k->t[2] == night_n)
		      || (k->t[0] == night_n && k->t[2] == day_n);
	if (gan) {
		rule_variant(r, "%s", nobles ? "兩貴引從天干" : "拱干");
		rule_reason(r, _("干上%s，初傳%s在前引，末傳%s在後從，拱定干神"),
			  BN(k->stem_up), BN(k->t[0]), BN(k->t[2]));
	}
	if (zhi) {
		rule_variant(r, "%s%s", gan ? " " : "", nobles ? "兩貴引從地支"
			   : "拱支");
		rule_reason(r, gan ? _("；支上%s，初傳%s在前引，末傳%s在後從，拱定支神")
			  : _("支上%s，初傳%s在前引，末傳%s在後從，拱定支神"),
			  BN(k->branch_up), BN(k->t[0]), BN(k->t[2]));
	}
	if (nobles)
		rule_reason(r, _("；初末為晝夜二貴，兩貴引從"));
	if (flanked >= 0) {
		/* [after 拱干/拱支][祿, 晝貴, 夜貴] */
		static const char *const flank_words[2][3] = {
			{ N_("伏吟，干上%s、支上%s前後拱定日祿%s，干支拱祿"),
			  N_("伏吟，干上%s、支上%s前後拱定晝貴%s，干支拱貴"),
			  N_("伏吟，干上%s、支上%s前後拱定夜貴%s，干支拱貴") },
			{ N_("；伏吟，干上%s、支上%s前後拱定日祿%s，干支拱祿"),
			  N_("；伏吟，干上%s、支上%s前後拱定晝貴%s，干支拱貴"),
			  N_("；伏吟，干上%s、支上%s前後拱定夜貴%s，干支拱貴") }
		};
		rule_variant(r, "%s%s", gan || zhi ? " " : "",
			   flanked ? "干支拱貴" : "干支拱祿");
		rule_reason(r, _(flank_words[gan || zhi][flanked]),
			  BN(k->stem_up), BN(k->branch_up), BN(held[flanked]));
		/* 畢法 第一法 "癸亥為嫌祿空" */
		if (lr_is_void(k->day, held[flanked]))
			rule_reason(r, _("；%s旬空"), BN(held[flanked]));
	}
	return YES;
}

/* 亨通: "凡課用神生日，及三傳遞生日干，或干支俱互生旺，為亨通課"; 《訂訛》
 * "初生中、中生末、末生干 … 為遞生格 … 俱生格 … 互生格 … 俱旺格 … 互旺格".
 * "用神生日" alone is not read as the 課 (it would be a fifth of all
 * charts): the 格 of the 《訂訛》 are, and the 象曰's 自在格. */
/* Common (over 15% of all charts) by the text itself:
 * 「凡課用神生日，及三傳遞生日干，或干支俱互生旺」: its 格 alone, without
 * 用神生日, are 15.3% of the bare charts. */
int kj_hengtong(const struct ev *k, struct lr_rule_result *r)
{
	enum lr_phase p0 = ph(k->t[0]), p1 = ph(k->t[1]), p2 = ph(k->t[2]);
	enum lr_phase bp = ph(k->branch);
	enum lr_phase su = ph(k->stem_up), bu = ph(k->branch_up);
	bool down = lr_produces(p0, p1) && lr_produces(p1, p2)
		    && lr_produces(p2, k->se);
	bool up = lr_produces(p2, p1) && lr_produces(p1, p0)
		  && lr_produces(p0, k->se);
	bool both = lr_produces(su, k->se) && lr_produces(bu, bp);
	bool cross = lr_produces(su, bp) && lr_produces(bu, k->se);
	int stem_peak = kj_peak(k->se), branch_peak = kj_peak(bp);
	bool peak = k->stem_up == stem_peak && k->branch_up == branch_peak;
	bool xpeak = k->stem_up == branch_peak && k->branch_up == stem_peak;
	/* 象曰 "或支加干生日，為自在格，主人來資助於我": the day's 支 is the
	 * 干上神 and produces the 干, a 格 of the 課 by itself. */
	bool free = k->stem_up == k->branch && lr_produces(bp, k->se);
	if (!down && !up && !both && !cross && !peak && !xpeak && !free)
		return NO;
	const char *sep = "";
	if (down || up) {
		rule_variant(r, "遞生格");
		rule_reason(r, down ? _("三傳%s%s%s遞生：初生中、中生末、末生日干%s")
			  : _("三傳%s%s%s遞生：末生中、中生初、初生日干%s"),
			  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]), SN(k->stem));
		sep = "；";
	}
	if (both) {
		rule_variant(r, "%s俱生格", *sep ? " " : "");
		rule_reason(r, *sep ? _("；干上%s生干，支上%s生支")
			  : _("干上%s生干，支上%s生支"), BN(k->stem_up),
			  BN(k->branch_up));
		sep = "；";
	}
	if (cross) {
		rule_variant(r, "%s互生格", *sep ? " " : "");
		rule_reason(r, *sep ? _("；干上%s生支%s，支上%s生干")
			  : _("干上%s生支%s，支上%s生干"), BN(k->stem_up),
			  BN(k->branch), BN(k->branch_up));
		sep = "；";
	}
	if (peak) {
		rule_variant(r, "%s俱旺格", *sep ? " " : "");
		rule_reason(r, *sep ? _("；干上%s乃干之旺神，支上%s乃支之旺神")
			  : _("干上%s乃干之旺神，支上%s乃支之旺神"),
			  BN(k->stem_up), BN(k->branch_up));
		sep = "；";
	}
	if (xpeak) {
		rule_variant(r, "%s互旺格", *sep ? " " : "");
		rule_reason(r, *sep ? _("；干上%s乃支之旺神，支上%s乃干之旺神")
			  : _("干上%s乃支之旺神，支上%s乃干之旺神"),
			  BN(k->stem_up), BN(k->branch_up));
	}
	if (free) {
		bool alone = !r->variant[0];
		rule_variant(r, "%s自在格", alone ? "" : " ");
		rule_reason(r, alone ? _("支%s加干生日干%s，自在格")
			  : _("；支%s加干生日干%s，自在格"), BN(k->branch),
			  SN(k->stem));
	}
	/* 象曰 "或初生中、中生末、末克日干，為恩多怨深". */
	return YES;
}

/* 上下相生 on a 行年 (卷八 繁昌 象曰 "行年甲寅，上見子水，水木相生 … 行年
 * 己亥，上見酉金，金水相宜"): the god on it produces it, or it the god.
 * Appends "夫行年寅上見子，水生木" (the wife's after a 「；」) to R when it
 * holds. */
static bool year_in_harmony(const struct ev *k, int year,
			    struct lr_rule_result *r, bool wife)
{
	int up = k->c->heaven[year];
	enum lr_phase a = ph(up), b = ph(year);
	if (!lr_produces(a, b) && !lr_produces(b, a))
		return false;
	rule_reason(r, wife ? _("；妻行年%s上見%s，%s生%s")
		  : _("夫行年%s上見%s，%s生%s"), BN(year), BN(up),
		  lr_phase_name(lr_produces(a, b) ? a : b),
		  lr_phase_name(lr_produces(a, b) ? b : a));
	return true;
}

/* 繁昌 (卷八): "凡夫妻年立德方發用，為繁昌課。蓋夫妻行年乘本命旺相氣，又
 * 值干支德合，或年立時令旺相之鄉". Its two 格, each read from the two
 * running years (the context's 夫行年, 妻行年) and not from the
 * transmissions (《觀月經》 "不論三傳事", 旺孕 "不干三傳事"):
 * 德孕格 "甲與己合，寅與亥合 … 上下相生作合": the years' stems 五合, their
 * branches 六合, and on each year 上下相生;
 * 旺孕格 "凡夫妻行年俱隨旺相氣三合位上" (《心鏡》 "異方三類合同群 … 春占
 * … 妻午夫年立在寅"): the two years in one 三合 and both 旺相 in season.
 * Not read: "乘本命旺氣" (the 象曰's 夫命水、妻命金 is the 本命's element,
 * which the context does not hold for a spouse). 《觀月經》's 旺孕 by the
 * gods on the years ("從魁臨在亥，金旺更無疑") is the setting
 * fanchang-wangyun=gods. */
int kj_fanchang(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_context *x = k->x;
	if (!x || x->couple_xingnian[LR_HUSBAND] < 0
	    || x->couple_xingnian[LR_WIFE] < 0)
		return rule_unknown(r, LR_NEED_SPOUSE,
				  _("夫妻二人行年干支德合、上下相生（德孕格）或"
				    "俱立旺相三合之位（旺孕格）"));
	int hy = x->couple_xingnian[LR_HUSBAND], wy = x->couple_xingnian[LR_WIFE];
	int hs = x->couple_xingnian_stem[LR_HUSBAND];
	int ws = x->couple_xingnian_stem[LR_WIFE];

	/* 旺孕格: one 三合, two different years ("異方"); or with the
	 * setting fanchang-wangyun=gods, 《觀月經》's "夫妻年命上，旺相兩般推
	 * … 從魁臨在亥，金旺更無疑 … 神后立於寅": the gods on both years
	 * 旺相, in any relation of the years. */
	bool gods = k->c->settings.fanchang_wangyun == LR_WANGYUN_GODS;
	int hu = k->c->heaven[hy], wu = k->c->heaven[wy];
	int trine[3];
	lr_trine(hy, trine);
	bool same_trine = gods || (hy != wy && (trine[0] == wy || trine[1] == wy
						|| trine[2] == wy));
	bool thriving = false, season_unknown = false;
	if (same_trine) {
		if (k->season_month < 0)
			season_unknown = true;
		else if (gods)
			thriving = kj_thriving(k, hu) && kj_thriving(k, wu);
		else
			thriving = kj_thriving(k, hy) && kj_thriving(k, wy);
	}

	/* 德孕格: branches 六合, stems (when known) 五合, 上下相生 on both. */
	struct lr_rule_result tmp = *r;
	bool branches = lr_combine(hy) == wy;
	bool stems_known = hs >= 0 && ws >= 0;
	bool stems = stems_known && lr_stem_partner(hs) == ws;
	bool harmony = branches && year_in_harmony(k, hy, &tmp, false);
	if (harmony)
		harmony = year_in_harmony(k, wy, &tmp, true);
	bool dedai = harmony && stems;

	if (!dedai && !thriving) {
		/* What would still decide it: the stems of the years (德孕),
		 * the season (旺孕). */
		unsigned needs = (harmony && !stems_known ? LR_NEED_SPOUSE_STEM : 0)
				 | (season_unknown ? LR_NEED_SEASON : 0);
		if (needs == LR_NEED_SPOUSE_STEM)
			return rule_unknown(r, needs,
					  _("夫妻行年之干相合（甲己、乙庚…）"));
		if (needs == LR_NEED_SEASON)
			return rule_unknown(r, needs,
					  _("夫妻行年同在三合，尚需俱旺相"));
		if (needs)
			return rule_unknown(r, needs, _("夫妻行年之干相合（德孕格），"
						      "或行年俱旺相（旺孕格）"));
		return NO;
	}
	const char *sep = "";
	if (dedai) {
		*r = tmp;
		rule_variant(r, "德孕格");
		rule_reason(r, _("；夫行年%s%s、妻行年%s%s，%s%s相合，%s%s相合"),
			  SN(hs), BN(hy), SN(ws), BN(wy), SN(hs),
			  SN(ws), BN(hy), BN(wy));
		sep = "；";
	}
	if (thriving && gods) {
		rule_variant(r, "%s旺孕格", *sep ? " " : "");
		rule_reason(r, *sep ? _("；夫年上%s%s、妻年上%s%s（《觀月經》「旺相兩般推」）")
			  : _("夫年上%s%s、妻年上%s%s（《觀月經》「旺相兩般推」）"),
			  BN(hu), kj_vigour_name(k, hu), BN(wu),
			  kj_vigour_name(k, wu));
	} else if (thriving) {
		rule_variant(r, "%s旺孕格", *sep ? " " : "");
		rule_reason(r, *sep ? _("；夫行年%s、妻行年%s同在%s%s%s三合，%s%s、%s%s")
			  : _("夫行年%s、妻行年%s同在%s%s%s三合，%s%s、%s%s"),
			  BN(hy), BN(wy), BN(trine[0]),
			  BN(trine[1]), BN(trine[2]), BN(hy),
			  kj_vigour_name(k, hy), BN(wy), kj_vigour_name(k, wy));
	}
	return YES;
}

/* 驛馬 of a branch: "三合頭沖是". */
/* 榮華: "凡祿馬貴人臨干支年命並旺相氣發用入傳，更乘吉將為榮華課。如丙寅
 * 日干上申，支上巳，為干支祿馬，申發用，中傳貴人". */
int kj_ronghua(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	int lu = salary_of(k->stem), ma = post_horse(k->branch);
	int dn = lr_noble_branch(&c->settings, k->stem, true);
	int nn = lr_noble_branch(&c->settings, k->stem, false);
	unsigned seats = BIT(k->stem_up) | BIT(k->branch_up);
	if (!(seats & (BIT(lu) | BIT(ma))))
		return NO;
	int u = k->t[0];
	if (u != lu && u != ma && u != dn && u != nn)
		return NO;
	/* "更乘吉將": read of the 祿馬貴人 (its example's 用 巳 rides 天空,
	 * the 馬 寅 on the 干 六合 and the 貴人 亥 the noble: "俱乘吉將"). */
	int good = -1;
	unsigned lmn = BIT(lu) | BIT(ma) | BIT(dn) | BIT(nn);
	for (int i = 0; i < 3 && good < 0; i++)
		if ((lmn & BIT(k->t[i])) && kj_good_general(k->g[i]))
			good = k->t[i];
	for (int i = 0; i < 2 && good < 0; i++) {
		int b = i ? k->branch_up : k->stem_up;
		if ((b == lu || b == ma) && kj_good_general(c->general_on[b]))
			good = b;
	}
	if (good < 0)
		return NO;
	if (k->season_month < 0)
		return rule_unknown(r, LR_NEED_SEASON,
				  _("祿馬臨干支、祿馬貴人發用，尚需發用旺相"));
	if (!kj_thriving(k, u))
		return NO;
	rule_reason(r, _("日祿%s、驛馬%s"), BN(lu), BN(ma));
	if (seats & BIT(lu))
		rule_reason(r, k->stem_up == lu ? _("；祿%s臨干") : _("；祿%s臨支"),
			  BN(lu));
	if (seats & BIT(ma))
		rule_reason(r, k->stem_up == ma ? _("；馬%s臨干") : _("；馬%s臨支"),
			  BN(ma));
	rule_reason(r, u == lu ? _("；發用%s為祿，%s；%s乘%s") : u == ma
		  ? _("；發用%s為馬，%s；%s乘%s") : _("；發用%s為貴人，%s；%s乘%s"),
		  BN(u), kj_vigour_name(k, u), BN(good),
		  lr_general_name(c->general_on[good]));
	if (k->tmask & (BIT(dn) | BIT(nn)))
		rule_reason(r, _("；傳見貴人"));
	if (k->birth >= 0 && (c->heaven[k->birth] == dn || c->heaven[k->birth] == nn))
		rule_reason(r, _("；本命%s上見貴人"), BN(k->birth));
	if (k->xingnian >= 0 && (c->heaven[k->xingnian] == lu
				 || c->heaven[k->xingnian] == ma))
		rule_reason(r, _("；行年%s上見祿馬"), BN(k->xingnian));
	return YES;
}

/* 德慶: "凡課日辰干支德神，及天月二德發用 … 乘吉將 … 干德者，甲己德寅、
 * 乙庚申，丙辛、戊癸在巳輪，丁壬亥位 … 支德者，子日起巳順行十二辰。天德
 * 者，正丁二坤宮，三壬四辛同，五乾六甲上，七癸八艮逢，九丙十居乙，子巽丑
 * 庚中。月德者，正五九月丙，二六十月甲，三七十一壬，四八十二庚". */
static int stem_virtue(int stem)
{
	static const int v[LR_STEMS] = {
		LR_YIN, LR_SHEN, LR_SI, LR_HAI, LR_SI,
		LR_YIN, LR_SHEN, LR_SI, LR_HAI, LR_SI
	};
	return v[stem];
}

/* 天德 by month index (0 = 正月), as the palace of its stem or trigram:
 * 丁未 坤申 壬亥 辛戌 乾亥 甲寅 癸丑 艮寅 丙巳 乙辰 巽巳 庚申. */
static int heaven_virtue(int month_index)
{
	static const int v[12] = {
		LR_WEI, LR_SHEN, LR_HAI, LR_XU, LR_HAI, LR_YIN,
		LR_CHOU, LR_YIN, LR_SI, LR_CHEN, LR_SI, LR_SHEN
	};
	return v[month_index];
}

/* 月德 丙巳 甲寅 壬亥 庚申 by 寅午戌, 亥卯未, 申子辰, 巳酉丑 months. */
static int month_virtue(int month_index)
{
	static const int v[4] = { LR_SI, LR_YIN, LR_HAI, LR_SHEN };
	return v[month_index % 4];
}

int kj_deqing(const struct ev *k, struct lr_rule_result *r)
{
	int u = k->t[0];
	if (!kj_good_general(k->g[0]))
		return NO;
	int gd = stem_virtue(k->stem), zd = lr_branch_add(k->branch, 5);
	const char *sep = "";
	if (u == gd) {
		rule_variant(r, "干德");
		rule_reason(r, _("%s日干德%s發用"), SN(k->stem), BN(u));
		sep = "；";
	}
	if (u == zd) {
		rule_variant(r, "%s支德", *sep ? " " : "");
		rule_reason(r, *sep ? _("；%s日支德%s發用") : _("%s日支德%s發用"),
			  BN(k->branch), BN(u));
		sep = "；";
	}
	if (k->month_index >= 0) {
		if (u == heaven_virtue(k->month_index)) {
			rule_variant(r, "%s天德", *sep ? " " : "");
			rule_reason(r, *sep ? _("；%s月天德%s發用")
				  : _("%s月天德%s發用"), BN(k->month), BN(u));
			sep = "；";
		}
		if (u == month_virtue(k->month_index)) {
			rule_variant(r, "%s月德", *sep ? " " : "");
			rule_reason(r, *sep ? _("；%s月月德%s發用")
				  : _("%s月月德%s發用"), BN(k->month), BN(u));
			sep = "；";
		}
	} else if (!*sep) {
		return rule_unknown(r, LR_NEED_MONTH,
				  _("發用乘吉將而非干德支德，尚需看是否天德月德"));
	}
	if (!*sep)
		return NO;
	rule_reason(r, _("，乘%s"), lr_general_name(k->g[0]));
	/* "或乙日申德加酉為用，酉來克乙，申化鬼，乃君子為小人". */
	if (lr_overcomes(ph(u), k->se))
		rule_reason(r, _("；德神為日鬼"));
	if (k->birth >= 0 && k->c->heaven[k->birth] == u)
		rule_reason(r, _("；德神並在本命"));
	if (k->xingnian >= 0 && k->c->heaven[k->xingnian] == u)
		rule_reason(r, _("；德神並在行年"));
	return YES;
}
