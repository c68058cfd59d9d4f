/* liuren - check_kejing_orders.c: the names the 《訂訛》 gives under 三陽,
 * 魄化 and 三陰 (四順, 喪魄, 飛魂, 四逆) and the 煞 of 三陰's note, each
 * worked out here from the plate over all 8,640 charts (every season,
 * every month) and set against the detector, with their place in the
 * 課經's order and their firing counts. The positive and near-miss cases
 * are in tests/data/kejing-cases.tsv.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/chart.h"
#include "liuren/context.h"
#include "liuren/ganzhi.h"
#include "liuren/patterns.h"
/* white-box: the registry's own index of each 課 (LR_P_KEY) */
#include "../src/core/rules/rules.h"
#include "lib/all_inputs.h"

/* 吉將 貴 合 龍 常 陰 后 (the others 凶); 前五 蛇 雀 合 勾 龍, 後六 空 虎
 * 常 玄 陰 后 ("天乙居中，後六前五"). */
static bool good(int g)
{
	return g == LR_G_NOBLE || g == LR_G_UNION || g == LR_G_DRAGON
	       || g == LR_G_ALWAYS || g == LR_G_MOON || g == LR_G_QUEEN;
}

static bool front(int g)
{
	return g == LR_G_SNAKE || g == LR_G_BIRD || g == LR_G_UNION
	       || g == LR_G_HOOK || g == LR_G_DRAGON;
}

static bool behind(int g)
{
	return g != LR_G_NOBLE && !front(g);
}

/* Vigour of a branch in a season, by the phases (wood fire earth metal
 * water, each producing the next): 0 旺, 1 相, 2 死, 3 囚, 4 休. */
static int vigour(enum lr_season season, int branch)
{
	static const int ruler[4] = { LR_WOOD, LR_FIRE, LR_METAL, LR_WATER };
	return ((int)lr_branch_phase(branch) - ruler[season] + 5) % 5;
}

static bool thriving(enum lr_season s, int b)
{
	return vigour(s, b) <= 1;
}

static bool failing(enum lr_season s, int b)
{
	return vigour(s, b) == 2 || vigour(s, b) == 3;
}

static int evaluate(int id, const struct lr_chart *c,
		    const struct lr_context *x, struct lr_rule_result *r)
{
	if (!lr_pattern_evaluate_one(id, c, x, r))
		return 0;
	return r->verdict == LR_RULE_FIRED ? 1 : 2;
}

/* 四順 "初神將凶，末神吉 … 初死囚，末旺相 … 天乙順行 … 傳出天乙前" and 四逆
 * "用吉終凶 … 用旺終衰 … 天乙逆行 … 傳入天乙後": the generals' 吉凶, the
 * 末傳's general before (after) the noble, vigour by the season. */
START_TEST(test_orders_all_charts)
{
	int shun = 0, ni = 0, shun_all = 0;
	struct lr_settings all;
	lr_settings_default(&all);
	all.sishun_noble = LR_SISHUN_ALL;
	FOR_ALL_INPUTS(in) {
		struct lr_chart c, c_all;
		lr_chart_compute(&c, &in, NULL, NULL);
		lr_chart_compute(&c_all, &in, &all, NULL);
		int t0 = c.transmissions[0].branch;
		int t2 = c.transmissions[2].branch;
		int g0 = c.transmissions[0].general;
		int g2 = c.transmissions[2].general;
		bool plate_shun = c.noble_forward && !good(g0)
				  && good(g2) && front(g2);
		bool plate_ni = !c.noble_forward && good(g0)
				&& !good(g2) && behind(g2);
		struct lr_context x;
		struct lr_rule_result r;
		lr_context_init(&x);
		/* whether any season (春 夏 秋 冬 by 卯 午 酉 子) gives 初 死囚
		 * 末 旺相 (四順) or 用 旺相 末 衰 (四逆) */
		bool can_shun = false, can_ni = false;
		for (int s = 0; s < 4; s++) {
			int m = (LR_MAO + 3 * s) % 12;
			enum lr_vigour v0 = lr_vigour_of(m, lr_branch_phase(t0));
			enum lr_vigour v2 = lr_vigour_of(m, lr_branch_phase(t2));
			bool up0 = v0 == LR_PROSPER || v0 == LR_STRONG;
			bool up2 = v2 == LR_PROSPER || v2 == LR_STRONG;
			can_shun |= (v0 == LR_CONFINED || v0 == LR_DEAD) && up2;
			can_ni |= up0 && !up2;
		}
		/* no season: the plate alone, then 未論 when a season could
		 * decide it, no when none could */
		ck_assert_int_eq(evaluate(LR_P_SISHUN, &c, &x, &r),
				 plate_shun && can_shun ? 2 : 0);
		if (plate_shun && can_shun)
			ck_assert_uint_eq(r.needs, LR_NEED_SEASON);
		ck_assert_int_eq(evaluate(LR_P_SINI, &c, &x, &r),
				 plate_ni && can_ni ? 2 : 0);
		for (int s = LR_SPRING; s <= LR_WINTER; s++) {
			lr_context_init(&x);
			lr_context_set_season(&x, (enum lr_season)s);
			lr_context_complete(&x);
			bool want = plate_shun && failing(s, t0)
				    && thriving(s, t2);
			ck_assert_int_eq(evaluate(LR_P_SISHUN, &c, &x, &r),
					 want);
			if (want) {
				shun += s == LR_SPRING;
				char w[96];
				snprintf(w, sizeof w, "初傳%s乘%s（凶將）",
					 lr_branch_name(t0),
					 lr_general_name(g0));
				ck_assert_ptr_nonnull(strstr(r.reason, w));
				snprintf(w, sizeof w, "末傳%s乘%s（吉將）",
					 lr_branch_name(t2),
					 lr_general_name(g2));
				ck_assert_ptr_nonnull(strstr(r.reason, w));
				ck_assert_ptr_nonnull(strstr(r.reason,
					"傳出天乙前"));
			}
			/* sishun-noble=all: the 初 and 中傳 too */
			int g1 = c.transmissions[1].general;
			ck_assert_int_eq(evaluate(LR_P_SISHUN, &c_all, &x, &r),
					 want && front(g0) && front(g1));
			shun_all += want && front(g0) && front(g1)
				    && s == LR_SPRING;
			bool want_ni = plate_ni && thriving(s, t0)
				       && !thriving(s, t2);
			ck_assert_int_eq(evaluate(LR_P_SINI, &c_all, &x, &r),
					 want_ni && behind(g0) && behind(g1));
			want = plate_ni && thriving(s, t0)
			       && !thriving(s, t2);
			ck_assert_int_eq(evaluate(LR_P_SINI, &c, &x, &r),
					 want);
			if (want) {
				ni += s == LR_SPRING;
				char w[96];
				snprintf(w, sizeof w, "用%s乘%s（吉將）",
					 lr_branch_name(t0),
					 lr_general_name(g0));
				ck_assert_ptr_nonnull(strstr(r.reason, w));
				ck_assert_ptr_nonnull(strstr(r.reason,
					"傳入天乙後"));
			}
		}
	}
	fprintf(stderr, "四順 %d, 四逆 %d of %d charts in spring "
		"(四順 with sishun-noble=all: %d)\n", shun, ni, sample_count(),
		shun_all);
	ck_assert_int_gt(shun, 0);
	ck_assert_int_gt(ni, 0);
	ck_assert_int_lt(shun * 3, sample_count());
	ck_assert_int_lt(ni * 3, sample_count());
}
END_TEST

/* 喪魄 "正月未、二月辰、三月丑、四月戌，周而復始" and 飛魂 "正月起亥，順行
 * 十二宮", each "加人行年或日辰發用": the month's spirit is the 發用 and
 * stands on the 干's 寄宮, the 支 or the 行年. Every month, 行年 午 and
 * unknown; without the month, 未論. */
START_TEST(test_spirits_all_charts)
{
	static const int lodge[LR_STEMS] = {
		LR_YIN, LR_CHEN, LR_SI, LR_WEI, LR_SI,
		LR_WEI, LR_SHEN, LR_XU, LR_HAI, LR_CHOU
	};
	static const int lost[4] = { LR_WEI, LR_CHEN, LR_CHOU, LR_XU };
	int year_counts[2] = { 0, 0 }, march[2] = { 0, 0 };
	int either_counts[2] = { 0, 0 };
	struct lr_settings either;
	lr_settings_default(&either);
	either.hunpo_reading = LR_HUNPO_EITHER;
	FOR_ALL_INPUTS(in) {
		int d = in.day;
		struct lr_chart c;
		lr_chart_compute(&c, &in, NULL, NULL);
		struct lr_chart c_either;
		lr_chart_compute(&c_either, &in, &either, NULL);
		int t0 = c.transmissions[0].branch;
		int seat = c.earth[t0];
		bool on_day = seat == lodge[lr_cycle_stem(d)]
			      || seat == lr_cycle_branch(d);
		struct lr_context x;
		struct lr_rule_result r;
		lr_context_init(&x);
		/* 喪魄 is always one of 辰戌丑未: another 發用 is no */
		bool four = t0 == LR_CHEN || t0 == LR_XU || t0 == LR_CHOU
			    || t0 == LR_WEI;
		for (int k = 0; k < 2; k++) {
			int id = k ? LR_P_FEIHUN : LR_P_SANGPO;
			if (!k && !four) {
				ck_assert_int_eq(evaluate(id, &c, &x, &r), 0);
				continue;
			}
			ck_assert_int_eq(evaluate(id, &c, &x, &r), 2);
			ck_assert_uint_eq(r.needs, on_day ? LR_NEED_MONTH
				: LR_NEED_MONTH | LR_NEED_XINGNIAN);
		}
		for (int m = 0; m < 12; m++) {
			int spirit[2] = { lost[m % 4], (LR_HAI + m) % 12 };
			for (int known = 0; known < 2; known++) {
				lr_context_init(&x);
				lr_context_set_month_branch(&x, (LR_YIN + m) % 12);
				if (known)
					lr_context_set_xingnian(&x, LR_WU_B);
				lr_context_complete(&x);
				for (int k = 0; k < 2; k++) {
					int id = k ? LR_P_FEIHUN : LR_P_SANGPO;
					bool used = t0 == spirit[k];
					bool on = on_day || (known && seat == LR_WU_B);
					int want = !used ? 0 : on ? 1 : known ? 0 : 2;
					ck_assert_int_eq(evaluate(id, &c, &x, &r),
							 want);
					if (want == 2)
						ck_assert_uint_eq(r.needs,
							LR_NEED_XINGNIAN);
					if (want != 1)
						continue;
					char w[32];
					snprintf(w, sizeof w, "%s發用", lr_branch_name(t0));
					ck_assert_ptr_nonnull(strstr(r.reason, w));
					if (known) {
						year_counts[k]++;
						march[k] += m == 2;
					}
				}
				/* hunpo-reading=either: the spirit
				 * on 日辰行年 anywhere, or 發用 */
				for (int k = 0; k < 2; k++) {
					int id = k ? LR_P_FEIHUN : LR_P_SANGPO;
					int ss = c_either.earth[spirit[k]];
					bool on = ss == lodge[lr_cycle_stem(d)]
						  || ss == lr_cycle_branch(d)
						  || (known && ss == LR_WU_B);
					bool used = t0 == spirit[k];
					int want = used || on ? 1 : known ? 0 : 2;
					ck_assert_int_eq(evaluate(id, &c_either, &x, &r),
							 want);
					either_counts[k] += want == 1 && known;
				}
			}
		}
	}
	fprintf(stderr, "喪魄 %d, 飛魂 %d of %d charts in 三月 (行年午); "
		"over the twelve months %d and %d of %d\n", march[0],
		march[1], sample_count(), year_counts[0], year_counts[1],
		12 * sample_count());
	fprintf(stderr, "with hunpo-reading=either: 喪魄 %d, 飛魂 %d of %d\n",
		either_counts[0], either_counts[1], 12 * sample_count());
	for (int k = 0; k < 2; k++) {
		ck_assert_int_gt(march[k], 0);
		ck_assert_int_lt(year_counts[k] * 3, 12 * sample_count());
		ck_assert_int_gt(either_counts[k], year_counts[k]);
	}
}
END_TEST

/* 三陰's 煞 "喪魂殺，正月起未，逆行四季。遊魂殺，正月起亥，順行十二辰。天鬼
 * 伏殃殺，正月起酉，逆行四仲。其殺並臨日辰年命": over all charts and months
 * (本命寅, 行年午), a 三陰 that fires is marked exactly when one of them
 * stands on the 干's 寄宮, the 支, 寅 or 午, and names each that does. */
START_TEST(test_sanyin_spirits_all_charts)
{
	static const int lodge[LR_STEMS] = {
		LR_YIN, LR_CHEN, LR_SI, LR_WEI, LR_SI,
		LR_WEI, LR_SHEN, LR_XU, LR_HAI, LR_CHOU
	};
	int fired = 0, marked = 0;
	FOR_ALL_INPUTS(in) {
		int d = in.day;
		struct lr_chart c;
		lr_chart_compute(&c, &in, NULL, NULL);
		for (int m = 0; m < 12; m++) {
			struct lr_context x;
			struct lr_rule_result r;
			lr_context_init(&x);
			lr_context_set_month_branch(&x, (LR_YIN + m) % 12);
			lr_context_set_birth_branch(&x, LR_YIN);
			lr_context_set_xingnian(&x, LR_WU_B);
			lr_context_complete(&x);
			if (evaluate(LR_P_SANYIN, &c, &x, &r) != 1)
				continue;
			fired++;
			const int spirit[3] = {
				(LR_WEI + 12 - 3 * (m % 4)) % 12,
				(LR_HAI + m) % 12,
				(LR_YOU + 12 - 3 * (m % 4)) % 12
			};
			static const char *const names[3] = {
				"喪魂殺", "遊魂殺", "天鬼伏殃殺"
			};
			bool any = false;
			for (int i = 0; i < 3; i++) {
				int seat = c.earth[spirit[i]];
				bool on = seat == lodge[lr_cycle_stem(d)]
					  || seat == lr_cycle_branch(d)
					  || seat == LR_YIN || seat == LR_WU_B;
				char w[32];
				snprintf(w, sizeof w, "%s%s臨", names[i],
					 lr_branch_name(spirit[i]));
				ck_assert_msg(!strstr(r.reason, w) == !on,
					      "%s: %s", r.reason, w);
				any |= on;
			}
			ck_assert_int_eq(!!strstr(r.variant, "煞臨日辰年命"),
					 any);
			marked += any;
		}
	}
	fprintf(stderr, "三陰 fires %d times over 12 months × %d charts, "
		"%d with a 煞 on 日辰年命\n", fired, sample_count(), marked);
	ck_assert_int_gt(marked, 0);
	ck_assert_int_lt(marked, fired);
}
END_TEST

/* Own names, placed after the 課 they follow in the book. */
START_TEST(test_names_and_order)
{
	static const struct { const char *name; int id, after; } own[] = {
		{ "四順", LR_P_SISHUN, LR_P_SANYANG },
		{ "喪魄", LR_P_SANGPO, LR_P_POHUA },
		{ "飛魂", LR_P_FEIHUN, LR_P_SANGPO },
		{ "四逆", LR_P_SINI, LR_P_SANYIN },
	};
	char err[256];
	for (size_t i = 0; i < sizeof own / sizeof own[0]; i++) {
		const char *v = "x";
		ck_assert_int_eq(lr_pattern_find(own[i].name, &v), own[i].id);
		ck_assert_ptr_null(v);
		ck_assert_int_eq(own[i].id, own[i].after + 1);
		ck_assert_ptr_nonnull(strstr(lr_pattern_info(own[i].id)->source,
					     "《訂訛》"));
		ck_assert_ptr_nonnull(lr_pattern_lookup(own[i].name, err,
							sizeof err));
	}
}
END_TEST

static Suite *orders_suite(void)
{
	Suite *s = suite_create("kejing_orders");
	TCase *tc = tcase_create("core");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_orders_all_charts);
	tcase_add_test(tc, test_spirits_all_charts);
	tcase_add_test(tc, test_sanyin_spirits_all_charts);
	tcase_add_test(tc, test_names_and_order);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	SRunner *sr = srunner_create(orders_suite());
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
