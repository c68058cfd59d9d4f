/* liuren - check_search_places.c: the places of a chart a 神煞 is looked
 * for on (search.h), and find's 神煞 conditions checked against every
 * chart of a span: 天馬 on the 發用 is found exactly where the 初傳 is
 * the month's 天馬 by the book's rule (卷一: 天馬午順六陽).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "front/moment_args.h"
#include "liuren/ganzhi.h"
#include "liuren/moment.h"
#include "liuren/search.h"

START_TEST(test_place_parse)
{
	char err[256];
	ck_assert_uint_eq(lr_place_parse("發用", err, sizeof err),
			  1u << LR_PLACE_FIRST);
	ck_assert_uint_eq(lr_place_parse("发用", err, sizeof err),
			  1u << LR_PLACE_FIRST);
	ck_assert_uint_eq(lr_place_parse("三傳", err, sizeof err),
			  LR_ON_TRANSMISSIONS);
	ck_assert_uint_eq(lr_place_parse("日辰", err, sizeof err),
			  1u << LR_PLACE_STEM | 1u << LR_PLACE_BRANCH);
	ck_assert_uint_eq(lr_place_parse("發用，末傳", err, sizeof err),
			  1u << LR_PLACE_FIRST | 1u << LR_PLACE_LAST);
	ck_assert_uint_eq(lr_place_parse("命上,年上", err, sizeof err),
			  1u << LR_PLACE_BIRTH | 1u << LR_PLACE_XINGNIAN);
	ck_assert_uint_eq(lr_place_parse("天上", err, sizeof err), 0);
	ck_assert(strstr(err, "'天上'"));
	ck_assert_uint_eq(lr_place_parse("發用,,", err, sizeof err), 0);
	ck_assert_uint_eq(lr_place_parse("", err, sizeof err), 0);
}
END_TEST

START_TEST(test_place_branch)
{
	/* 丙辰日 寅時 未將: 三傳 寅未子, 干上戌 (lesson 1), 支上酉 */
	struct lr_chart c;
	struct lr_input in = { lr_cycle(LR_BING, LR_CHEN), LR_YIN, LR_WEI };
	ck_assert_int_eq(lr_chart_compute(&c, &in, NULL, NULL), 0);
	struct lr_context k;
	lr_context_init(&k);
	ck_assert_int_eq(lr_place_branch(&c, &k, LR_PLACE_FIRST), LR_YIN);
	ck_assert_int_eq(lr_place_branch(&c, &k, LR_PLACE_LAST), LR_ZI);
	ck_assert_int_eq(lr_place_branch(&c, &k, LR_PLACE_STEM), LR_XU);
	ck_assert_int_eq(lr_place_branch(&c, &k, LR_PLACE_BRANCH), LR_YOU);
	/* no querent, no 命上 */
	ck_assert_int_eq(lr_place_branch(&c, &k, LR_PLACE_BIRTH), -1);
	lr_context_set_birth_branch(&k, LR_HAI);
	ck_assert_int_eq(lr_place_branch(&c, &k, LR_PLACE_BIRTH),
			 c.heaven[LR_HAI]);
	ck_assert_str_eq(lr_place_name(LR_PLACE_BIRTH), "命上");
}
END_TEST

/* Charts visited: start instants, and those where the condition holds. */
struct walk {
	int64_t at[4096];
	int n;
};

static bool
collect(const struct lr_search_hit *hit, void *arg)
{
	struct walk *w = arg;
	if (w->n < 4096)
		w->at[w->n++] = hit->moment.utc;
	return true;
}

/* Every chart of the span whose 初傳 is the month's 天馬. */
static bool
collect_by_rule(const struct lr_search_hit *hit, void *arg)
{
	struct walk *w = arg;
	int month = hit->context.month_branch;
	ck_assert_int_ge(month, 0);
	/* 天馬: 正月 (寅) 午, then two branches on each month */
	int horse = (LR_WU_B + 2 * (month - LR_YIN) + 24) % 12;
	if (hit->chart.transmissions[0].branch == horse && w->n < 4096)
		w->at[w->n++] = hit->moment.utc;
	return true;
}

START_TEST(test_find_shensha_on_first)
{
	struct lr_moment a, b;
	char err[256];
	ck_assert_int_eq(front_moment_parse_text("2027-01-20 00:00", "Asia/Shanghai",
					      LR_DEFAULT_LON, LR_DEFAULT_LAT, &a,
					      err, sizeof err), 0);
	ck_assert_int_eq(front_moment_parse_text("2027-02-20 00:00", "Asia/Shanghai",
					      LR_DEFAULT_LON, LR_DEFAULT_LAT, &b,
					      err, sizeof err), 0);
	static struct lr_search_query q, all;
	lr_search_init(&q, a.utc, b.utc, "Asia/Shanghai", LR_DEFAULT_LON,
		       LR_DEFAULT_LAT, NULL);
	ck_assert_int_eq(lr_search_add_shensha(&q, "天馬", 1u << LR_PLACE_FIRST,
					       err, sizeof err), 0);
	static struct walk found, want;
	ck_assert_int_gt(lr_search_run(&q, collect, NULL, &found, NULL, err,
				       sizeof err), 0);
	lr_search_init(&all, a.utc, b.utc, "Asia/Shanghai", LR_DEFAULT_LON,
		       LR_DEFAULT_LAT, NULL);
	ck_assert_int_gt(lr_search_run(&all, collect_by_rule, NULL, &want, NULL,
				       err, sizeof err), 0);
	/* the span crosses 立春: two months, two 天馬 */
	ck_assert_int_gt(want.n, 5);
	ck_assert_int_eq(found.n, want.n);
	for (int i = 0; i < want.n; i++)
		ck_assert(found.at[i] == want.at[i]);
	/* an unknown name is refused */
	ck_assert_int_eq(lr_search_add_shensha(&q, "無此煞", 0, err, sizeof err),
			 -1);
	ck_assert(strstr(err, "無此煞"));
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("search_places");
	TCase *tc = tcase_create("places");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_place_parse);
	tcase_add_test(tc, test_place_branch);
	tcase_add_test(tc, test_find_shensha_on_first);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
