/* liuren - check_tui_readings.c: what a key of the browser computes,
 * counted with lr_reading_count: a key that changes the chart reads it
 * once (the 課體, 法, 神煞 and 類神 all come with that one reading); a
 * key that only moves the selection reads nothing; the compared school
 * is read only while the compare screen is open, and is the current
 * chart's when that screen opens again after the chart moved; two
 * browsers keep a session each, and each screen's own position (the
 * help's scroll, the teaching step, the school compared).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/reading.h"
#include "tui/screen_compare.h"
#include "tui/screen_teach.h"
#include "tui/session.h"
#include "tui/state.h"
#include "tui/tui.h"

static struct tui_headless *open_typed(void)
{
	char *argv[] = { "liuren", "--no-config", "--day", "丙辰", "--hour",
			 "寅", "--general", "未", "--ask", "婚", NULL };
	char err[256] = "";
	setlocale(LC_ALL, "C.UTF-8");
	setenv("TERM", "xterm-256color", 1);
	struct tui_headless *h = tui_headless_open(10, argv, 80, 24, err,
						   sizeof err);
	ck_assert_msg(h, "open failed: %s", err);
	return h;
}

/* The readings KEY made. */
static unsigned long readings_of(struct tui_headless *h, int key)
{
	unsigned long before = lr_reading_count();
	tui_headless_key(h, key);
	return lr_reading_count() - before;
}

START_TEST(test_one_reading_a_key)
{
	struct tui_headless *h = open_typed();
	const struct tui_state *st = tui_headless_state(h);
	/* each step of the chart: one reading, the 法, 神煞 and 類神 in it */
	const int steps[] = { 't', 'T', 'd', 'D', 'm', 'M' };
	for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++) {
		ck_assert_uint_eq(readings_of(h, steps[i]), 1);
		/* the state shows the session's reading, not a copy */
		ck_assert_ptr_eq(st->reading, tui_session_reading(st->session));
		ck_assert_int_gt(st->nbifa, 0);
		ck_assert_uint_gt(st->reading->shensha.nhits, 0);
		ck_assert_int_eq(st->reading->leishen.ask,
				 st->reading->context.ask);
		ck_assert_int_gt(st->reading->leishen.n, 0);
	}
	/* moving the selection reads nothing */
	ck_assert_uint_eq(readings_of(h, '\t'), 0);
	ck_assert_uint_eq(readings_of(h, 'j'), 0);
	tui_headless_close(h);
}
END_TEST

START_TEST(test_compare_only_while_open)
{
	struct tui_headless *h = open_typed();
	const struct tui_state *st = tui_headless_state(h);
	/* opening the compare screen reads the compared school once */
	ck_assert_uint_eq(readings_of(h, 's'), 1);
	ck_assert_int_eq(st->screen, TUI_SCREEN_COMPARE);
	ck_assert_ptr_nonnull(tui_session_compared(st->session));
	/* a step there reads both, another school both */
	ck_assert_uint_eq(readings_of(h, 't'), 2);
	ck_assert_int_eq(tui_session_compared(st->session)->chart.input.hour,
			 st->reading->chart.input.hour);
	ck_assert_uint_eq(readings_of(h, ']'), 2);
	/* leaving reads nothing; a step after it the chart alone */
	ck_assert_uint_eq(readings_of(h, 's'), 0);
	ck_assert_int_eq(st->screen, TUI_SCREEN_CHART);
	ck_assert_uint_eq(readings_of(h, 't'), 1);
	ck_assert_ptr_null(tui_session_compared(st->session));
	/* open again: the compared chart is the chart's now */
	ck_assert_uint_eq(readings_of(h, 's'), 1);
	const struct lr_reading *cmp = tui_session_compared(st->session);
	ck_assert_ptr_nonnull(cmp);
	ck_assert_int_eq(cmp->chart.input.hour, st->reading->chart.input.hour);
	ck_assert_int_eq(cmp->chart.input.day, st->reading->chart.input.day);
	/* and under another school than the chart's */
	ck_assert(memcmp(&cmp->chart.settings, &st->settings,
			 sizeof st->settings) != 0);
	/* drawing it again reads nothing */
	ck_assert_uint_eq(readings_of(h, 'l' & 0x1f), 0);
	tui_headless_close(h);
}
END_TEST

/* Two browsers in one process keep a session each: stepping one leaves
 * the other's reading as it was. */
START_TEST(test_a_session_each)
{
	struct tui_headless *h = open_typed(), *k = open_typed();
	const struct tui_state *a = tui_headless_state(h);
	const struct tui_state *b = tui_headless_state(k);
	ck_assert_ptr_ne(a->session, b->session);
	int hour = b->reading->chart.input.hour;
	ck_assert_uint_eq(readings_of(h, 't'), 1);
	ck_assert_int_ne(a->reading->chart.input.hour, hour);
	ck_assert_int_eq(b->reading->chart.input.hour, hour);
	ck_assert_ptr_eq(b->reading, tui_session_reading(b->session));
	tui_headless_close(k);
	tui_headless_close(h);
}
END_TEST

/* Two browsers keep each screen's position apart: scrolling one's help,
 * stepping its teaching mode, comparing it with another school leave the
 * other's as they were. */
START_TEST(test_screens_each)
{
	struct tui_headless *h = open_typed(), *k = open_typed();
	const struct tui_state *a = tui_headless_state(h);
	const struct tui_state *b = tui_headless_state(k);
	char top_a[512], top_b[512];
	/* the help: the same first rows until one scrolls */
	tui_headless_key(h, '?');
	tui_headless_key(k, '?');
	tui_headless_row(h, 1, top_a, sizeof top_a);
	tui_headless_row(k, 1, top_b, sizeof top_b);
	ck_assert_str_eq(top_a, top_b);
	for (int i = 0; i < 3; i++)
		tui_headless_key(h, 'j');
	tui_headless_row(h, 1, top_a, sizeof top_a);
	ck_assert_str_ne(top_a, top_b);
	tui_headless_key(k, 'l' & 0x1f);	/* drawn again */
	tui_headless_row(k, 1, top_a, sizeof top_a);
	ck_assert_str_eq(top_a, top_b);
	tui_headless_key(h, '?');
	tui_headless_key(k, '?');
	/* the teaching mode: each at its own step */
	tui_headless_key(h, 'e');
	tui_headless_key(k, 'e');
	ck_assert_int_eq(a->screen, TUI_SCREEN_TEACH);
	ck_assert_int_gt(a->trace->count, 2);
	tui_headless_key(h, ' ');
	tui_headless_key(h, ' ');
	ck_assert_int_eq(tui_teach_step(a), 2);
	ck_assert_int_eq(tui_teach_step(b), 0);
	tui_headless_key(k, ' ');
	ck_assert_int_eq(tui_teach_step(a), 2);
	ck_assert_int_eq(tui_teach_step(b), 1);
	/* the compare view, opened from the teaching mode: each its school */
	tui_headless_key(h, 's');
	tui_headless_key(k, 's');
	ck_assert_int_eq(a->screen, TUI_SCREEN_COMPARE);
	ck_assert_int_eq(b->screen, TUI_SCREEN_COMPARE);
	tui_headless_key(h, ']');
	ck_assert_int_eq(tui_compare_variant(a), 1);
	ck_assert_int_eq(tui_compare_variant(b), 0);
	ck_assert(memcmp(&tui_session_compared(a->session)->chart.settings,
			 &tui_session_compared(b->session)->chart.settings,
			 sizeof a->settings) != 0);
	tui_headless_close(k);
	tui_headless_close(h);
}
END_TEST

static Suite *suite(void)
{
	Suite *s = suite_create("tui_readings");
	TCase *tc = tcase_create("keys");
	tcase_add_test(tc, test_one_reading_a_key);
	tcase_add_test(tc, test_compare_only_while_open);
	tcase_add_test(tc, test_a_session_each);
	tcase_add_test(tc, test_screens_each);
	tcase_set_timeout(tc, 60);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	SRunner *sr = srunner_create(suite());
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
