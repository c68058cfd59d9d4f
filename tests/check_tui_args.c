/* liuren - check_tui_args.c: the browser's command line, read through
 * the headless driver: "--" ends the options, the options that every
 * command shares (-h, --config, --set) behave as they do for print.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/context.h"
#include "tui/state.h"
#include "tui/tui.h"

/* Open the browser on ARGV (NULL-terminated) at 80x24; NULL on failure
 * with the message in ERR. */
static struct tui_headless *
open_argv(char **argv, char *err, size_t errlen)
{
	int argc = 0;
	while (argv[argc])
		argc++;
	setlocale(LC_ALL, "C.UTF-8");
	err[0] = 0;
	return tui_headless_open(argc, argv, 80, 24, err, errlen);
}

/* The whole screen of H, rows joined by newlines, in BUF. */
static void
screen_text(struct tui_headless *h, char *buf, size_t cap)
{
	size_t n = 0;
	for (int y = 0; y < 24 && n + 1 < cap; y++) {
		n += tui_headless_row(h, y, buf + n, cap - n);
		if (n + 1 < cap)
			buf[n++] = '\n';
	}
	buf[n < cap ? n : cap - 1] = 0;
}

START_TEST(test_double_dash_ends_options)
{
	char err[512];
	static char want[1 << 16], got[1 << 16];
	char *plain[] = { "liuren", "--no-config", ":丙辰", "寅", "未", NULL };
	struct tui_headless *h = open_argv(plain, err, sizeof err);
	ck_assert_msg(h != NULL, "%s", err);
	screen_text(h, want, sizeof want);
	tui_headless_close(h);
	/* the pillars after "--" are operands as before it */
	char *dashed[] = { "liuren", "--no-config", "--", ":丙辰", "寅", "未",
			   NULL };
	h = open_argv(dashed, err, sizeof err);
	ck_assert_msg(h != NULL, "%s", err);
	screen_text(h, got, sizeof got);
	tui_headless_close(h);
	ck_assert_str_eq(got, want);
	/* an option's name after "--" is not an option */
	char *opt[] = { "liuren", "--no-config", "--", "--day", "丙辰", NULL };
	ck_assert_ptr_null(open_argv(opt, err, sizeof err));
	ck_assert_msg(strstr(err, "unexpected '--day'"), "%s", err);
}
END_TEST

/* --set goes through the one settings parser: a value too long for a
 * fixed buffer is not cut into a good one, the error is print's; the
 * short setting flags work as for print. */
START_TEST(test_set_values_whole)
{
	char err[512];
	static char assignment[400];
	snprintf(assignment, sizeof assignment, "shehai=depth%150sx", "");
	char *argv[] = { "liuren", "--no-config", "--set", assignment, ":丙辰",
			 "寅", "未", NULL };
	ck_assert_ptr_null(open_argv(argv, err, sizeof err));
	ck_assert_msg(strstr(err, "--set: bad value 'depth ") &&
		      strstr(err, "…' for shehai"), "%s", err);
	char *longer[] = { "liuren", "--no-config", "--set", assignment,
			   "--set", assignment, NULL };
	memset(assignment + 7, 'y', 380);
	assignment[387] = 0;
	ck_assert_ptr_null(open_argv(longer, err, sizeof err));
	ck_assert_msg(strstr(err, "bad value 'yyy"), "%s", err);
	/* the short flags print takes */
	char *flags[] = { "liuren", "--no-config", "--shehai", "mengzhongji",
			  "--noble-table=xiantian", "--day-hours", "sun",
			  ":丙辰", "寅", "未", NULL };
	struct tui_headless *h = open_argv(flags, err, sizeof err);
	ck_assert_msg(h != NULL, "%s", err);
	tui_headless_close(h);
	char *bad[] = { "liuren", "--no-config", "--shehai", "deep", NULL };
	ck_assert_ptr_null(open_argv(bad, err, sizeof err));
	ck_assert_msg(strstr(err, "bad value 'deep' for shehai"), "%s", err);
}
END_TEST

/* --config FILE as for print: read instead of the default (a bad line
 * is reported with its place), a missing FILE is an error; with
 * --no-config nothing is read. */
START_TEST(test_config_option)
{
	char dir[] = "/tmp/liuren-tui-args-XXXXXX";
	ck_assert_ptr_nonnull(mkdtemp(dir));
	char good[300], bad[300], missing[300], err[512];
	snprintf(good, sizeof good, "%s/good", dir);
	snprintf(bad, sizeof bad, "%s/bad", dir);
	snprintf(missing, sizeof missing, "%s/missing", dir);
	FILE *f = fopen(good, "w");
	ck_assert_ptr_nonnull(f);
	fputs("shehai = mengzhongji\n", f);
	fclose(f);
	f = fopen(bad, "w");
	ck_assert_ptr_nonnull(f);
	fputs("# a comment\ncolour = red\n", f);
	fclose(f);
	char *a1[] = { "liuren", "--config", good, ":丙辰", "寅", "未", NULL };
	struct tui_headless *h = open_argv(a1, err, sizeof err);
	ck_assert_msg(h != NULL, "%s", err);
	tui_headless_close(h);
	char *a2[] = { "liuren", "--config=", bad, NULL };
	snprintf(err, sizeof err, "--config=%s", bad);
	char opt[400];
	snprintf(opt, sizeof opt, "--config=%s", bad);
	a2[1] = opt;
	a2[2] = NULL;
	ck_assert_ptr_null(open_argv(a2, err, sizeof err));
	char want[400];
	snprintf(want, sizeof want, "%s:2: unknown setting 'colour'", bad);
	ck_assert_str_eq(err, want);
	char *a3[] = { "liuren", "--config", missing, NULL };
	ck_assert_ptr_null(open_argv(a3, err, sizeof err));
	snprintf(want, sizeof want, "%s: no such file", missing);
	ck_assert_str_eq(err, want);
	remove(good);
	remove(bad);
	remove(dir);
}
END_TEST

/* A key the config sets twice is warned of as print warns of it
 * ("liuren print: warning: FILE:LINE: …"), in the status line, and the
 * later value is used. */
START_TEST(test_config_warning)
{
	char dir[] = "/tmp/liuren-tui-args-XXXXXX";
	ck_assert_ptr_nonnull(mkdtemp(dir));
	char twice[300], err[512];
	snprintf(twice, sizeof twice, "%s/twice", dir);
	FILE *f = fopen(twice, "w");
	ck_assert_ptr_nonnull(f);
	fputs("shehai = depth\n# again\nshehai = mengzhongji\n", f);
	fclose(f);
	char *argv[] = { "liuren", "--config", twice, ":丙辰", "寅", "未",
			 NULL };
	struct tui_headless *h = open_argv(argv, err, sizeof err);
	ck_assert_msg(h != NULL, "%s", err);
	const struct tui_state *st = tui_headless_state(h);
	ck_assert_int_eq(st->settings.shehai, LR_SHEHAI_MENGZHONGJI);
	char want[400];
	snprintf(want, sizeof want, "warning: %s:3: 'shehai' is set again "
		 "(first on line 1); the later value is used", twice);
	ck_assert_str_eq(tui_headless_status(h), want);
	ck_assert(!st->status_error);
	/* on the first frame's status line */
	char screen[8192];
	screen_text(h, screen, sizeof screen);
	ck_assert_msg(strstr(screen, "warning: ") != NULL, "%s", screen);
	tui_headless_close(h);
	remove(twice);
	remove(dir);
}
END_TEST

/* The querent prompt: a second birth word does not silently replace the
 * first (1983 男 午 once dropped 1983 for 午). */
START_TEST(test_querent_second_birth)
{
	struct lr_context q;
	char err[256];
	lr_context_init(&q);
	ck_assert_int_eq(tui_parse_querent("1983 男 午", &q, err, sizeof err),
			 -1);
	ck_assert_msg(strstr(err, "行年午"), "%s", err);
	ck_assert_int_eq(q.birth_year, 0);	/* nothing applied */
	ck_assert_int_eq(tui_parse_querent("1983 男 行年午", &q, err,
					   sizeof err), 0);
	ck_assert_int_eq(q.birth_year, 1983);
	ck_assert_int_eq(q.xingnian, 6);	/* 午 */
	ck_assert_int_eq(tui_parse_querent("午", &q, err, sizeof err), 0);
	ck_assert_int_eq(q.birth_branch, 6);
	ck_assert_int_eq(tui_parse_querent("癸亥 亥", &q, err, sizeof err),
			 -1);
	/* a birth date and its time as two words */
	ck_assert_int_eq(tui_parse_querent("1983/1/20 08:30 男", &q, err,
					   sizeof err), 0);
	ck_assert(q.birth_dated && q.birth_timed);
	ck_assert_int_eq(q.birth_civil.month * 100 + q.birth_civil.day, 120);
	ck_assert_int_eq(q.birth_civil.hour * 100 + q.birth_civil.minute, 830);
	ck_assert_int_eq(q.sex, LR_MALE);
	ck_assert_str_eq(q.birth_text, "1983/1/20 08:30");
	/* a date that does not exist says why */
	ck_assert_int_eq(tui_parse_querent("1983-02-30 男", &q, err,
					   sizeof err), -1);
	ck_assert_msg(strstr(err, "28 days"), "%s", err);
	ck_assert_int_eq(tui_parse_querent("1983-01-20 1983", &q, err,
					   sizeof err), -1);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("tui_args");
	TCase *tc = tcase_create("args");
	tcase_add_test(tc, test_double_dash_ends_options);
	tcase_add_test(tc, test_set_values_whole);
	tcase_add_test(tc, test_config_option);
	tcase_add_test(tc, test_config_warning);
	tcase_add_test(tc, test_querent_second_birth);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
