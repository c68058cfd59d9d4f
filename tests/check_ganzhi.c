/* liuren - check_ganzhi.c: stems, branches, cycle, phases and relations.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/ganzhi.h"

static int B(const char *s)
{
	int b = lr_parse_branch_exact(s);
	ck_assert_msg(b >= 0, "not a branch: %s", s);
	return b;
}

static int S(const char *s)
{
	int v = lr_parse_stem_exact(s);
	ck_assert_msg(v >= 0, "not a stem: %s", s);
	return v;
}

START_TEST(test_cycle_roundtrip)
{
	char buf[8];
	for (int c = 0; c < LR_CYCLE; c++) {
		ck_assert_int_eq(lr_cycle(lr_cycle_stem(c), lr_cycle_branch(c)), c);
		ck_assert_int_eq(lr_parse_cycle_exact(lr_cycle_name(c, buf)), c);
	}
	ck_assert_str_eq(lr_cycle_name(0, buf), "甲子");
	ck_assert_str_eq(lr_cycle_name(52, buf), "丙辰");
	ck_assert_str_eq(lr_cycle_name(59, buf), "癸亥");
	ck_assert_str_eq(lr_cycle_name(60, buf), "");
	ck_assert_int_eq(lr_parse_cycle_exact("丙卯"), -2);
	ck_assert_int_eq(lr_parse_cycle_exact("丙"), -1);
	ck_assert_int_eq(lr_parse_cycle_exact("丙辰日"), -1);
	ck_assert_int_eq(lr_parse_cycle_exact(""), -1);
	ck_assert_int_eq(lr_cycle(1, 0), -1);
}
END_TEST

START_TEST(test_phases)
{
	ck_assert(lr_overcomes(LR_WOOD, LR_EARTH));
	ck_assert(lr_overcomes(LR_EARTH, LR_WATER));
	ck_assert(lr_overcomes(LR_WATER, LR_FIRE));
	ck_assert(lr_overcomes(LR_FIRE, LR_METAL));
	ck_assert(lr_overcomes(LR_METAL, LR_WOOD));
	ck_assert(!lr_overcomes(LR_EARTH, LR_WOOD));
	ck_assert(lr_produces(LR_WATER, LR_WOOD));
	ck_assert(lr_produces(LR_FIRE, LR_EARTH));
	ck_assert_int_eq(lr_branch_phase(B("辰")), LR_EARTH);
	ck_assert_int_eq(lr_branch_phase(B("亥")), LR_WATER);
	ck_assert_int_eq(lr_stem_phase(S("庚")), LR_METAL);
	/* each phase overcomes exactly one and produces exactly one */
	for (int a = 0; a < 5; a++) {
		int o = 0, p = 0;
		for (int b = 0; b < 5; b++) {
			o += lr_overcomes(a, b);
			p += lr_produces(a, b);
		}
		ck_assert_int_eq(o, 1);
		ck_assert_int_eq(p, 1);
	}
	ck_assert(lr_stem_yang(S("甲")) && !lr_stem_yang(S("癸")));
	ck_assert(lr_branch_yang(B("子")) && !lr_branch_yang(B("亥")));
}
END_TEST

/* 卷一 寄宮 "甲課寅兮乙課辰，丙戊課巳…癸課原來丑宮坐，分明不用四正神" */
START_TEST(test_lodge)
{
	const char *want[10] = { "寅", "辰", "巳", "未", "巳", "未", "申", "戌", "亥", "丑" };
	for (int s = 0; s < 10; s++) {
		ck_assert_str_eq(lr_branch_name(lr_lodge(s)), want[s]);
		ck_assert_int_ne(lr_rank_of(lr_lodge(s)), LR_ZHONG);	/* 不用四正 */
	}
	ck_assert_int_eq(lr_stem_partner(S("甲")), S("己"));
	ck_assert_int_eq(lr_stem_partner(S("丁")), S("壬"));
	ck_assert_int_eq(lr_stem_partner(S("癸")), S("戊"));
}
END_TEST

START_TEST(test_relations)
{
	ck_assert_int_eq(lr_clash(B("子")), B("午"));
	ck_assert_int_eq(lr_combine(B("子")), B("丑"));
	ck_assert_int_eq(lr_combine(B("寅")), B("亥"));
	ck_assert_int_eq(lr_combine(B("午")), B("未"));
	/* 支刑 "卯戌巳子辰申午丑寅酉未亥" */
	const char *punish = "卯戌巳子辰申午丑寅酉未亥";
	for (int b = 0; b < 12; b++) {
		char ch[4];
		memcpy(ch, punish + 3 * b, 3);
		ch[3] = '\0';
		ck_assert_str_eq(lr_branch_name(lr_punish(b)), ch);
	}
	ck_assert(lr_self_punish(B("辰")) && lr_self_punish(B("午")) &&
		  lr_self_punish(B("酉")) && lr_self_punish(B("亥")));
	ck_assert(!lr_self_punish(B("子")));
	/* 支破 "酉辰亥午丑申卯戌巳子未寅" */
	ck_assert_int_eq(lr_break(B("子")), B("酉"));
	ck_assert_int_eq(lr_break(B("亥")), B("寅"));
	/* harm and break are symmetric relations */
	for (int b = 0; b < 12; b++) {
		ck_assert_int_eq(lr_harm(lr_harm(b)), b);
		ck_assert_int_eq(lr_break(lr_break(b)), b);
		ck_assert_int_eq(lr_combine(lr_combine(b)), b);
	}
	int t[3];
	lr_trine(B("子"), t);
	ck_assert(t[0] == B("申") && t[1] == B("子") && t[2] == B("辰"));
	lr_trine(B("丑"), t);
	ck_assert(t[0] == B("巳") && t[1] == B("酉") && t[2] == B("丑"));
	ck_assert_int_eq(lr_rank_of(B("寅")), LR_MENG);
	ck_assert_int_eq(lr_rank_of(B("酉")), LR_ZHONG);
	ck_assert_int_eq(lr_rank_of(B("戌")), LR_JI_RANK);
}
END_TEST

/* Erratum: vol. 1 支害 prints "未子巳…" with 子 under 丑; 丑's harm is 午
 * (子未 丑午 寅巳 卯辰 申亥 酉戌), as the rest of the row (午→丑) shows. */
START_TEST(test_harm_erratum)
{
	ck_assert_int_eq(lr_harm(B("丑")), B("午"));
	ck_assert_int_eq(lr_harm(B("午")), B("丑"));
	ck_assert_int_eq(lr_harm(B("子")), B("未"));
}
END_TEST

START_TEST(test_xun)
{
	int v[2];
	lr_xun_void(lr_parse_cycle_exact("丙辰"), v);	/* 甲寅旬 */
	ck_assert(v[0] == B("子") && v[1] == B("丑"));
	lr_xun_void(lr_parse_cycle_exact("甲子"), v);
	ck_assert(v[0] == B("戌") && v[1] == B("亥"));
	lr_xun_void(lr_parse_cycle_exact("癸亥"), v);	/* 甲寅旬 */
	ck_assert(v[0] == B("子") && v[1] == B("丑"));
	/* E21's note: in the 旬 of 庚午 (甲子旬) 辰 carries 戊 */
	int day = lr_parse_cycle_exact("庚午");
	ck_assert_int_eq(lr_hidden_stem(day, B("辰")), S("戊"));
	ck_assert_int_eq(lr_hidden_stem(day, B("子")), S("甲"));
	ck_assert(lr_is_void(day, B("戌")));
	for (int c = 0; c < 60; c++) {
		int n = 0;
		for (int b = 0; b < 12; b++)
			n += lr_is_void(c, b);
		ck_assert_int_eq(n, 2);
		/* the day's own branch carries the day's own stem */
		ck_assert_int_eq(lr_hidden_stem(c, lr_cycle_branch(c)), lr_cycle_stem(c));
	}
}
END_TEST

START_TEST(test_kin_and_vigour)
{
	ck_assert_int_eq(lr_kin_of(S("丙"), B("寅")), LR_PARENT);
	ck_assert_int_eq(lr_kin_of(S("丙"), B("未")), LR_OFFSPRING);
	ck_assert_int_eq(lr_kin_of(S("丙"), B("子")), LR_OFFICIAL);
	ck_assert_int_eq(lr_kin_of(S("丙"), B("申")), LR_WEALTH);
	ck_assert_int_eq(lr_kin_of(S("丙"), B("午")), LR_SIBLING);
	ck_assert_str_eq(lr_kin_name(LR_OFFICIAL), "官鬼");
	/* 寅月: 木旺 火相 水休 金囚 土死 */
	ck_assert_int_eq(lr_vigour_of(B("寅"), LR_WOOD), LR_PROSPER);
	ck_assert_int_eq(lr_vigour_of(B("寅"), LR_FIRE), LR_STRONG);
	ck_assert_int_eq(lr_vigour_of(B("寅"), LR_WATER), LR_REST);
	ck_assert_int_eq(lr_vigour_of(B("寅"), LR_METAL), LR_CONFINED);
	ck_assert_int_eq(lr_vigour_of(B("寅"), LR_EARTH), LR_DEAD);
	ck_assert_int_eq(lr_vigour_of(B("未"), LR_EARTH), LR_PROSPER);
	ck_assert_str_eq(lr_vigour_name(LR_CONFINED), "囚");
}
END_TEST

START_TEST(test_parse_prefix)
{
	const char *end;
	ck_assert_int_eq(lr_parse_branch("寅時", &end), B("寅"));
	ck_assert_str_eq(end, "時");
	ck_assert_int_eq(lr_parse_branch("x", &end), -1);
	ck_assert_int_eq(lr_parse_branch(NULL, &end), -1);
	ck_assert_int_eq(lr_parse_branch_exact("寅 "), -1);
	ck_assert_int_eq(lr_parse_stem("癸酉", &end), S("癸"));
}
END_TEST

/* 《六壬大全》軒轅肘後經: 傳送 (申, metal) 臨未 "是用神立冠帶之位";
 * 神后 (子, water) 臨丑 衰, 臨寅 病, 臨卯 死, 臨辰 墓. Counted from a
 * stem of that phase: 庚 for metal, 壬 for water; a yin stem as its yang
 * one (辛 as 庚). */
START_TEST(test_growth_stage)
{
	ck_assert_int_eq(lr_growth_stage(S("庚"), B("未")), LR_GROWTH_CAP);
	ck_assert_int_eq(lr_growth_stage(S("辛"), B("未")), LR_GROWTH_CAP);
	ck_assert_int_eq(lr_growth_stage(S("壬"), B("丑")), LR_GROWTH_DECLINE);
	ck_assert_int_eq(lr_growth_stage(S("壬"), B("寅")), LR_GROWTH_SICK);
	ck_assert_int_eq(lr_growth_stage(S("壬"), B("卯")), LR_GROWTH_DEATH);
	ck_assert_int_eq(lr_growth_stage(S("壬"), B("辰")), LR_GROWTH_TOMB);
	ck_assert_str_eq(lr_growth_name(lr_growth_stage(S("癸"), B("辰"))), "墓");
	/* 寅為丙日長生 (雜狀), fire's tomb 戌 */
	ck_assert_int_eq(lr_growth_stage(S("丙"), B("寅")), LR_GROWTH_BIRTH);
	ck_assert_int_eq(lr_growth_stage(S("丁"), B("戌")), LR_GROWTH_TOMB);
	/* earth with water (水土同宮): 戊 born in 申 */
	ck_assert_int_eq(lr_phase_birth(LR_EARTH), B("申"));
	ck_assert_int_eq(lr_growth_stage(S("戊"), B("申")), LR_GROWTH_BIRTH);
	ck_assert_int_eq(lr_growth_stage(-1, 0), -1);
	ck_assert_int_eq(lr_growth_stage(0, 12), -1);
	ck_assert_ptr_null(lr_growth_name(12));
}
END_TEST

int main(void)
{
	Suite *s = suite_create("ganzhi");
	TCase *tc = tcase_create("core");
	tcase_add_test(tc, test_cycle_roundtrip);
	tcase_add_test(tc, test_phases);
	tcase_add_test(tc, test_lodge);
	tcase_add_test(tc, test_relations);
	tcase_add_test(tc, test_harm_erratum);
	tcase_add_test(tc, test_xun);
	tcase_add_test(tc, test_kin_and_vigour);
	tcase_add_test(tc, test_parse_prefix);
	tcase_add_test(tc, test_growth_stage);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
