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

int
main(void)
{
	Suite *s = suite_create("tui_args");
	TCase *tc = tcase_create("args");
	tcase_add_test(tc, test_double_dash_ends_options);
	tcase_add_test(tc, test_set_values_whole);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
