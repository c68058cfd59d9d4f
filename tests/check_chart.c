/* liuren - check_chart.c: the lesson engine against the counts and lists
 * vol. 1 states, and properties over all 8,640 (day, hour, general)
 * inputs.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/chart.h"
#include "liuren/trace.h"

static int B(const char *s)
{
	int b = lr_parse_branch_exact(s);
	ck_assert_msg(b >= 0, "not a branch: %s", s);
	return b;
}

static int D(const char *s)
{
	int d = lr_parse_cycle_exact(s);
	ck_assert_msg(d >= 0, "not a pillar: %s", s);
	return d;
}

static void chart(struct lr_chart *c, const char *day, const char *hour,
		  const char *general, const struct lr_settings *s)
{
	struct lr_input in = { D(day), B(hour), B(general) };
	ck_assert_int_eq(lr_chart_compute(c, &in, s, NULL), 0);
}

static void assert_transmissions(const struct lr_chart *c, const char *want)
{
	char got[16];
	snprintf(got, sizeof got, "%s%s%s", lr_branch_name(c->transmissions[0].branch),
		 lr_branch_name(c->transmissions[1].branch),
		 lr_branch_name(c->transmissions[2].branch));
	ck_assert_str_eq(got, want);
}

/* Run every one of the 720 lessons (60 days × 12 offsets of the general
 * from the hour) with the hour fixed at 子. */
#define FOR_720(c) \
	for (int day_ = 0; day_ < LR_CYCLE; day_++) \
		for (int off_ = 0; off_ < LR_BRANCHES; off_++) \
			for (int once_ = 1; once_ && \
			     lr_chart_compute(&(c), &(struct lr_input){ day_, 0, off_ }, NULL, NULL) == 0; \
			     once_ = 0)

/* 卷一 別責 "剛三柔六共九課" with the days "戊辰、戊午、丙辰三剛日各一課，
 * 辛未二課，辛丑二課，丁酉、辛酉各一課" */
START_TEST(test_bieze_nine)
{
	struct lr_chart c;
	int yang = 0, yin = 0;
	int per_day[LR_CYCLE] = { 0 };
	FOR_720(c) {
		if (c.method != LR_M_BIEZE)
			continue;
		if (lr_stem_yang(lr_cycle_stem(day_)))
			yang++;
		else
			yin++;
		per_day[day_]++;
		ck_assert_int_eq(c.distinct_lessons, 3);
	}
	ck_assert_int_eq(yang, 3);
	ck_assert_int_eq(yin, 6);
	ck_assert_int_eq(per_day[D("戊辰")], 1);
	ck_assert_int_eq(per_day[D("戊午")], 1);
	ck_assert_int_eq(per_day[D("丙辰")], 1);
	ck_assert_int_eq(per_day[D("辛未")], 2);
	ck_assert_int_eq(per_day[D("辛丑")], 2);
	ck_assert_int_eq(per_day[D("丁酉")], 1);
	ck_assert_int_eq(per_day[D("辛酉")], 1);
}
END_TEST

/* 卷一 "戊午戊辰與丙辰，干上皆午是為親" */
START_TEST(test_bieze_yang_days_have_wu_on_stem)
{
	struct lr_chart c;
	FOR_720(c) {
		if (c.method == LR_M_BIEZE && lr_stem_yang(lr_cycle_stem(day_)))
			ck_assert_int_eq(c.lessons[0].upper, B("午"));
	}
}
END_TEST

/* 卷一 別責 "柔日支前三合取": 丁酉 takes 丑 */
START_TEST(test_bieze_dingyou)
{
	struct lr_chart c;
	FOR_720(c) {
		if (c.method == LR_M_BIEZE && day_ == D("丁酉")) {
			ck_assert_int_eq(c.transmissions[0].branch, B("丑"));
			ck_assert_int_eq(c.transmissions[1].branch, c.lessons[0].upper);
			ck_assert_int_eq(c.transmissions[2].branch, c.lessons[0].upper);
		}
	}
}
END_TEST

/* 卷一 返吟 "若知六日該無克，丑未同干丁己辛。丑日登明未太乙" */
START_TEST(test_jinglan_six)
{
	struct lr_chart c;
	int n = 0;
	FOR_720(c) {
		if (c.method != LR_M_FANYIN || strcmp(c.method_detail, "井欄射"))
			continue;
		n++;
		int stem = lr_cycle_stem(day_), branch = lr_cycle_branch(day_);
		ck_assert(stem == 3 || stem == 5 || stem == 7);	/* 丁己辛 */
		ck_assert(branch == B("丑") || branch == B("未"));
		ck_assert_int_eq(c.transmissions[0].branch,
				 branch == B("丑") ? B("亥") : B("巳"));
		ck_assert_int_eq(c.transmissions[1].branch, c.lessons[2].upper);
		ck_assert_int_eq(c.transmissions[2].branch, c.lessons[0].upper);
	}
	ck_assert_int_eq(n, 6);
}
END_TEST

/* 伏吟 and 返吟 are the 60 charts each with the general on or against
 * the hour; 八專 days are exactly 甲寅 庚申 丁未 己未. */
START_TEST(test_method_classes)
{
	struct lr_chart c;
	int count[LR_METHODS] = { 0 };
	FOR_720(c) {
		count[c.method]++;
		if (off_ == 0)
			ck_assert_int_eq(c.method, LR_M_FUYIN);
		else if (off_ == 6)
			ck_assert_int_eq(c.method, LR_M_FANYIN);
		else
			ck_assert(c.method != LR_M_FUYIN && c.method != LR_M_FANYIN);
		if (c.method == LR_M_BAZHUAN) {
			const char *ok[] = { "甲寅", "庚申", "丁未", "己未" };
			char name[8];
			lr_cycle_name(day_, name);
			ck_assert(!strcmp(name, ok[0]) || !strcmp(name, ok[1]) ||
				  !strcmp(name, ok[2]) || !strcmp(name, ok[3]));
		}
		if (c.method == LR_M_MAOXING)
			ck_assert_int_eq(c.distinct_lessons, 4);
	}
	ck_assert_int_eq(count[LR_M_FUYIN], 60);
	ck_assert_int_eq(count[LR_M_FANYIN], 60);
	int total = 0;
	for (int m = 0; m < LR_METHODS; m++)
		total += count[m];
	ck_assert_int_eq(total, 720);
}
END_TEST

/* 卷一 伏吟 worked lists: 乙酉 辰酉卯, 丁卯 卯子午, 壬辰 亥辰戌 */
START_TEST(test_fuyin_examples)
{
	struct lr_chart c;
	chart(&c, "乙酉", "子", "子", NULL);
	assert_transmissions(&c, "辰酉卯");
	chart(&c, "丁卯", "午", "午", NULL);
	assert_transmissions(&c, "卯子午");
	chart(&c, "壬辰", "巳", "巳", NULL);
	assert_transmissions(&c, "亥辰戌");
	ck_assert_int_eq(c.method, LR_M_FUYIN);
	/* 癸 days: 丑 over 癸 is 上克下 and starts; 丑刑戌, 戌刑未 */
	chart(&c, "癸亥", "卯", "卯", NULL);
	assert_transmissions(&c, "丑戌未");
}
END_TEST

/* 卷一 涉害 count "丁卯日亥將丑時: 亥加丑 passes 辰 戊 未 己 戌" */
START_TEST(test_shehai_depth_example)
{
	struct lr_chart c;
	struct lr_trace t;
	struct lr_input in = { D("丁卯"), B("丑"), B("亥") };
	ck_assert_int_eq(lr_chart_compute(&c, &in, NULL, &t), 0);
	ck_assert_int_eq(c.method, LR_M_SHEHAI);
	ck_assert_int_eq(c.transmissions[0].branch, B("亥"));
	int seen = 0;
	for (int i = 0; i < t.count; i++) {
		if (t.steps[i].kind != LR_STEP_WALK || t.steps[i].branch != B("亥"))
			continue;
		seen = 1;
		ck_assert_int_eq(t.steps[i].count, 5);
		unsigned want = (1u << B("辰")) | (1u << B("巳")) | (1u << B("未")) |
				(1u << B("戌"));
		ck_assert_uint_eq(t.steps[i].counted, want);
	}
	ck_assert(seen);

	/* counting branches only drops 戊 and 己 */
	struct lr_settings s;
	lr_settings_default(&s);
	s.shehai = LR_SHEHAI_DEPTH_BRANCHES;
	ck_assert_int_eq(lr_chart_compute(&c, &in, &s, &t), 0);
	for (int i = 0; i < t.count; i++)
		if (t.steps[i].kind == LR_STEP_WALK && t.steps[i].branch == B("亥"))
			ck_assert_int_eq(t.steps[i].count, 3);
}
END_TEST

/* E21 (vol. 38): the default depth count gives 寅子戌; 孟仲季 gives 午辰寅. */
START_TEST(test_shehai_school)
{
	struct lr_chart c;
	struct lr_settings s;
	chart(&c, "庚午", "寅", "子", NULL);
	assert_transmissions(&c, "寅子戌");
	lr_settings_default(&s);
	s.shehai = LR_SHEHAI_MENGZHONGJI;
	chart(&c, "庚午", "寅", "子", &s);
	assert_transmissions(&c, "午辰寅");
	ck_assert_str_eq(c.method_detail, "見機");
}
END_TEST

/* 貴人: the default table, the 先天 table, and the two day rules. */
START_TEST(test_noble_tables)
{
	struct lr_settings s;
	lr_settings_default(&s);
	const char *day_common = "丑子亥亥丑子丑午巳巳";
	const char *night_common = "未申酉酉未申未寅卯卯";
	const char *day_xt = "未申酉亥丑子丑寅卯巳";
	for (int st = 0; st < 10; st++) {
		char d[4], n[4];
		memcpy(d, day_common + 3 * st, 3); d[3] = 0;
		memcpy(n, night_common + 3 * st, 3); n[3] = 0;
		ck_assert_str_eq(lr_branch_name(lr_noble_branch(&s, st, true)), d);
		ck_assert_str_eq(lr_branch_name(lr_noble_branch(&s, st, false)), n);
	}
	s.noble_table = LR_NOBLE_XIANTIAN;
	for (int st = 0; st < 10; st++) {
		char d[4];
		memcpy(d, day_xt + 3 * st, 3); d[3] = 0;
		ck_assert_str_eq(lr_branch_name(lr_noble_branch(&s, st, true)), d);
		/* night is the other branch of the common table's pair */
		int day = lr_noble_branch(&s, st, true);
		int night = lr_noble_branch(&s, st, false);
		struct lr_settings c;
		lr_settings_default(&c);
		int a = lr_noble_branch(&c, st, true), b = lr_noble_branch(&c, st, false);
		ck_assert((day == a && night == b) || (day == b && night == a));
	}
	lr_settings_default(&s);
	ck_assert(lr_hour_is_day(&s, B("卯")) && lr_hour_is_day(&s, B("酉")));
	ck_assert(!lr_hour_is_day(&s, B("寅")) && !lr_hour_is_day(&s, B("戌")));
	s.day_hours = LR_DAY_MAO_SHEN;
	ck_assert(lr_hour_is_day(&s, B("申")) && !lr_hour_is_day(&s, B("酉")));

	/* E03 (龍德): 癸酉日酉時巳將 has the noble on 巳 by default; ending the
	 * day at 申 puts it on 卯 */
	struct lr_chart c;
	chart(&c, "癸酉", "酉", "巳", NULL);
	ck_assert_int_eq(c.noble, B("巳"));
	chart(&c, "癸酉", "酉", "巳", &s);
	ck_assert_int_eq(c.noble, B("卯"));
}
END_TEST

/* Properties over every (day, hour, general). */
START_TEST(test_properties_8640)
{
	struct lr_chart c;
	struct lr_trace t;
	for (int day = 0; day < LR_CYCLE; day++)
	for (int hour = 0; hour < LR_BRANCHES; hour++)
	for (int gen = 0; gen < LR_BRANCHES; gen++) {
		struct lr_input in = { day, hour, gen };
		ck_assert_int_eq(lr_chart_compute(&c, &in, NULL, &t), 0);
		/* the plate is a rotation that puts the general on the hour */
		ck_assert_int_eq(c.heaven[hour], gen);
		unsigned heaven_seen = 0, general_seen = 0;
		for (int p = 0; p < LR_BRANCHES; p++) {
			heaven_seen |= 1u << c.heaven[p];
			ck_assert_int_eq(c.earth[c.heaven[p]], p);
			general_seen |= 1u << c.general_on[p];
		}
		ck_assert_uint_eq(heaven_seen, 0xfff);
		ck_assert_uint_eq(general_seen, 0xfff);	/* a bijection */
		ck_assert_int_eq(c.general_on[c.noble], LR_G_NOBLE);
		/* the generals follow one another one palace apart */
		int dir = c.noble_forward ? 1 : -1;
		for (int g = 0; g < LR_GENERALS; g++)
			ck_assert_int_eq(c.general_on[lr_branch_add(c.noble, dir * g)], g);
		/* lessons chain: 干陰 stands on 干上, 支陰 on 支上 */
		ck_assert_int_eq(c.lessons[0].lower, lr_lodge(lr_cycle_stem(day)));
		ck_assert_int_eq(c.lessons[1].lower, c.lessons[0].upper);
		ck_assert_int_eq(c.lessons[2].lower, lr_cycle_branch(day));
		ck_assert_int_eq(c.lessons[3].lower, c.lessons[2].upper);
		for (int i = 0; i < 4; i++) {
			ck_assert_int_eq(c.lessons[i].upper, c.heaven[c.lessons[i].lower]);
			ck_assert_int_eq(c.lessons[i].general, c.general_on[c.lessons[i].upper]);
		}
		/* three transmissions, each a branch with its general and kin */
		for (int i = 0; i < 3; i++) {
			const struct lr_transmission *tr = &c.transmissions[i];
			ck_assert(tr->branch >= 0 && tr->branch < 12);
			ck_assert_int_eq(tr->general, c.general_on[tr->branch]);
			ck_assert_int_eq(tr->stem, lr_hidden_stem(day, tr->branch));
			ck_assert_int_eq(tr->kin, lr_kin_of(lr_cycle_stem(day), tr->branch));
		}
		/* the ordinary methods follow the plate: 中 over 初, 末 over 中 */
		enum lr_method m = c.method;
		if (m <= LR_M_DANSHE || (m == LR_M_FANYIN && strcmp(c.method_detail, "井欄射"))) {
			ck_assert_int_eq(c.transmissions[1].branch, c.heaven[c.transmissions[0].branch]);
			ck_assert_int_eq(c.transmissions[2].branch, c.heaven[c.transmissions[1].branch]);
		}
		/* a 克 method's first transmission is the upper god of a lesson
		 * of the class that was used */
		if (m == LR_M_YUANSHOU || m == LR_M_CHONGSHEN) {
			enum lr_relation want = m == LR_M_CHONGSHEN ? LR_REL_LOWER : LR_REL_UPPER;
			int found = 0;
			for (int i = 0; i < 4; i++)
				found |= c.lessons[i].upper == c.transmissions[0].branch &&
					 c.lessons[i].relation == want;
			ck_assert(found);
		}
		/* day or night by the hour rule */
		ck_assert_int_eq(c.daytime, hour >= 3 && hour <= 9);
		/* the trace is there and ends with 旬空 */
		ck_assert_int_gt(t.count, 10);
		ck_assert_int_lt(t.count, LR_TRACE_MAX);
		ck_assert_int_eq(t.steps[t.count - 1].kind, LR_STEP_VOID);
		lr_trace_format(&t);
		for (int i = 0; i < t.count; i++)
			ck_assert(t.steps[i].text[0] != '\0');
	}
}
END_TEST

/* A chart computed with a trace equals the same chart without one. */
START_TEST(test_trace_does_not_change_chart)
{
	for (int day = 0; day < LR_CYCLE; day++)
	for (int gen = 0; gen < LR_BRANCHES; gen++) {
		struct lr_chart a, b;
		struct lr_trace t;
		struct lr_input in = { day, 5, gen };
		lr_chart_compute(&a, &in, NULL, NULL);
		lr_chart_compute(&b, &in, NULL, &t);
		ck_assert(memcmp(&a, &b, sizeof a) == 0);
	}
}
END_TEST

START_TEST(test_bad_input)
{
	struct lr_chart c;
	struct lr_input in = { 60, 0, 0 };
	ck_assert_int_eq(lr_chart_compute(&c, &in, NULL, NULL), -1);
	ck_assert_ptr_nonnull(lr_input_check(&in));
	in = (struct lr_input){ 0, -1, 0 };
	ck_assert_int_eq(lr_chart_compute(&c, &in, NULL, NULL), -1);
	in = (struct lr_input){ 0, 0, 12 };
	ck_assert_int_eq(lr_chart_compute(&c, &in, NULL, NULL), -1);
}
END_TEST

START_TEST(test_names)
{
	ck_assert_int_eq(lr_parse_month_general("小吉"), B("未"));
	ck_assert_int_eq(lr_parse_month_general("太冲"), B("卯"));
	ck_assert_int_eq(lr_parse_month_general("从魁"), B("酉"));
	ck_assert_int_eq(lr_parse_month_general("亥"), B("亥"));
	ck_assert_int_eq(lr_parse_month_general("甲"), -1);
	ck_assert_int_eq(lr_parse_general_exact("腾蛇"), LR_G_SNAKE);
	ck_assert_int_eq(lr_parse_general_exact("青龙"), LR_G_DRAGON);
	ck_assert_int_eq(lr_parse_general_exact("元武"), LR_G_WARRIOR);
	ck_assert_int_eq(lr_parse_general_exact("后"), LR_G_QUEEN);
	ck_assert_int_eq(lr_parse_method("涉害"), LR_M_SHEHAI);
	ck_assert_int_eq(lr_parse_method("反吟"), LR_M_FANYIN);
	ck_assert_int_eq(lr_parse_method("x"), -1);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("chart");
	TCase *tc = tcase_create("engine");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_bieze_nine);
	tcase_add_test(tc, test_bieze_yang_days_have_wu_on_stem);
	tcase_add_test(tc, test_bieze_dingyou);
	tcase_add_test(tc, test_jinglan_six);
	tcase_add_test(tc, test_method_classes);
	tcase_add_test(tc, test_fuyin_examples);
	tcase_add_test(tc, test_shehai_depth_example);
	tcase_add_test(tc, test_shehai_school);
	tcase_add_test(tc, test_noble_tables);
	tcase_add_test(tc, test_properties_8640);
	tcase_add_test(tc, test_trace_does_not_change_chart);
	tcase_add_test(tc, test_bad_input);
	tcase_add_test(tc, test_names);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
