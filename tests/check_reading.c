/* liuren - check_reading.c: the one reading pipeline (liuren/reading.h)
 * answers a request the same way whichever way the chart came in.
 *
 * Every worked chart of the seeds (res/book-cases.tsv) is read three
 * ways: as its notation (what print does), as typed pillars carrying what
 * the notation stated (what the browser does when it steps back to the
 * stated day), and as bare pillars (what it does on another day). The
 * first two must give the same chart, context and 課體, reasons and all;
 * the third knows no month. A moment read without the lodgings gives the
 * same chart without the ephemeris's lodgings.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/bookcases.h"
#include "liuren/normalize.h"
#include "liuren/notation.h"
#include "liuren/reading.h"

static struct lr_reading a, b;

static void same_reading(const struct lr_reading *x, const struct lr_reading *y,
			 const char *id)
{
	ck_assert_msg(!memcmp(&x->chart.input, &y->chart.input,
			      sizeof x->chart.input), "%s: input", id);
	ck_assert_msg(!memcmp(x->chart.lessons, y->chart.lessons,
			      sizeof x->chart.lessons), "%s: lessons", id);
	ck_assert_int_eq(x->context.year, y->context.year);
	ck_assert_int_eq(x->context.month_branch, y->context.month_branch);
	ck_assert_int_eq(x->context.lunar_month, y->context.lunar_month);
	ck_assert_int_eq(x->context.lunar_day, y->context.lunar_day);
	ck_assert_int_eq(x->context.season, y->context.season);
	ck_assert_int_eq(x->context.moon_palace, y->context.moon_palace);
	ck_assert_int_eq(x->context.birth_branch, y->context.birth_branch);
	ck_assert_int_eq(x->context.xingnian, y->context.xingnian);
	ck_assert_int_eq(x->npatterns, y->npatterns);
	for (int i = 0; i < x->npatterns; i++) {
		ck_assert_int_eq(x->patterns[i].id, y->patterns[i].id);
		ck_assert_int_eq(x->patterns[i].state, y->patterns[i].state);
		ck_assert_str_eq(x->patterns[i].variant, y->patterns[i].variant);
		ck_assert_str_eq(x->patterns[i].reason, y->patterns[i].reason);
	}
}

START_TEST(test_stated_context_is_the_notation)
{
	char err[256], text[1024];
	const struct lr_bookcases *book = lr_bookcases_default(err, sizeof err);
	ck_assert_msg(book != NULL, "%s", err);
	int with_month = 0;
	for (int i = 0; i < book->count; i++) {
		const struct lr_bookcase *bc = &book->cases[i];
		struct lr_notation nt;
		lr_normalize(bc->notation, text, sizeof text);
		ck_assert_msg(lr_notation_parse(text, &nt, err, sizeof err) == 0,
			      "%s: %s", bc->id, err);
		struct lr_request rq;
		lr_request_init(&rq);
		rq.source = LR_FROM_NOTATION;
		snprintf(rq.notation, sizeof rq.notation, "%s", text);
		ck_assert_msg(lr_reading_make(&a, &rq, LR_READ_PATTERNS, NULL, err,
					      sizeof err) == 0, "%s: %s", bc->id, err);
		lr_request_init(&rq);
		rq.source = LR_FROM_PILLARS;
		rq.input = nt.input;
		rq.have_day = rq.have_hour = rq.have_general = true;
		lr_context_querent(&rq.querent, &nt.context);
		rq.stated = nt.context;
		rq.have_stated = true;
		ck_assert_msg(lr_reading_make(&b, &rq, LR_READ_PATTERNS, NULL, err,
					      sizeof err) == 0, "%s: %s", bc->id, err);
		same_reading(&a, &b, bc->id);
		/* on another day nothing stated holds: bare pillars */
		rq.have_stated = false;
		ck_assert_msg(lr_reading_make(&b, &rq, LR_READ_PATTERNS, NULL, err,
					      sizeof err) == 0, "%s: %s", bc->id, err);
		ck_assert_int_eq(b.context.month_branch, -1);
		ck_assert_int_eq(b.context.birth_branch, a.context.birth_branch);
		if (a.context.month_branch >= 0)
			with_month++;
	}
	/* the test means something: many worked charts state a month */
	ck_assert_int_gt(with_month, 10);
}
END_TEST

START_TEST(test_without_lodgings)
{
	char err[256];
	struct lr_request rq;
	lr_request_init(&rq);
	rq.source = LR_FROM_MOMENT;
	struct lr_civil c = { 2026, 11, 29, 17, 5, 0 };
	ck_assert_msg(lr_moment_from_civil(&rq.moment, "Asia/Shanghai", &c,
					   LR_DEFAULT_LON, LR_DEFAULT_LAT, err,
					   sizeof err) == 0, "%s", err);
	ck_assert_msg(lr_reading_make(&a, &rq, LR_READ_CHART, NULL, err,
				      sizeof err) == 0, "%s", err);
	rq.without_lodgings = true;
	ck_assert_msg(lr_reading_make(&b, &rq, LR_READ_CHART, NULL, err,
				      sizeof err) == 0, "%s", err);
	ck_assert(!memcmp(&a.chart.input, &b.chart.input, sizeof a.chart.input));
	ck_assert_int_eq(a.context.month_branch, b.context.month_branch);
	/* the ephemeris read, or not: at most vol. 38's count from the
	 * lunar date stands in for the moon's lodging */
	ck_assert_int_eq(a.context.moon_source, LR_LODGING_REAL);
	ck_assert_int_ne(b.context.moon_source, LR_LODGING_REAL);
}
END_TEST

int main(void)
{
	setlocale(LC_ALL, "C.UTF-8");
	Suite *s = suite_create("reading");
	TCase *tc = tcase_create("core");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_stated_context_is_the_notation);
	tcase_add_test(tc, test_without_lodgings);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
