/* liuren - check_front_colour.c: the palette's sequences (front/palette.h)
 * from its one table, the choice of --color, NO_COLOR and the terminal
 * (front/colour.h), and widths that give a colour sequence no columns
 * (front/width.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "front/colour.h"
#include "front/palette.h"
#include "front/width.h"

/* ROLE's sequence as the table says it: its attributes, then its
 * colours, numbered as SGR numbers them. */
static const char *expected(enum front_role role, int theme, char *buf,
			    size_t len)
{
	const struct front_role_style *s = front_palette_role(role);
	char codes[64] = "";
	static const struct { unsigned bit; const char *sgr; } attrs[] = {
		{ FA_BOLD, "1" }, { FA_DIM, "2" }, { FA_UNDERLINE, "4" },
		{ FA_REVERSE, "7" }
	};
	for (size_t i = 0; i < 4; i++)
		if (s->attr & attrs[i].bit)
			snprintf(codes + strlen(codes), sizeof codes - strlen(codes),
				 "%s%s", *codes ? ";" : "", attrs[i].sgr);
	if (s->fg[theme] >= 0)
		snprintf(codes + strlen(codes), sizeof codes - strlen(codes),
			 "%s%d", *codes ? ";" : "", 30 + s->fg[theme]);
	if (s->bg[theme] >= 0)
		snprintf(codes + strlen(codes), sizeof codes - strlen(codes),
			 "%s%d", *codes ? ";" : "", 40 + s->bg[theme]);
	snprintf(buf, len, *codes ? "\033[%sm" : "%s", codes);
	return buf;
}

START_TEST(test_palette_sequences)
{
	char got[32], want[32];
	for (int theme = 0; theme < 2; theme++)
		for (int r = 0; r < FRONT_ROLE_COUNT; r++)
			ck_assert_str_eq(front_palette_sgr(r, theme, got, sizeof got),
					 expected(r, theme, want, sizeof want));
	/* the marks that carry meaning have a colour of their own */
	ck_assert_str_ne(front_palette_sgr(FRONT_ROLE_USE, 0, got, sizeof got),
			 "");
	ck_assert_str_ne(front_palette_sgr(FRONT_ROLE_GOOD, 0, got, sizeof got),
			 front_palette_sgr(FRONT_ROLE_BAD, 0, want, sizeof want));
	ck_assert_str_eq(front_palette_sgr(FRONT_ROLE_NORMAL, 0, got, sizeof got),
			 "");
}
END_TEST

START_TEST(test_when)
{
	char err[256], want[32];
	unsetenv("NO_COLOR");
	ck_assert_int_eq(front_colour_option("sometimes", err, sizeof err), -1);
	ck_assert_ptr_nonnull(strstr(err, "'sometimes'"));
	/* off until a command's text asks */
	ck_assert(!front_colour_on());
	ck_assert_str_eq(front_colour_start(FRONT_ROLE_VOID), "");
	ck_assert_int_eq(front_colour_option("always", err, sizeof err), 0);
	front_colour_begin();
	ck_assert(front_colour_on());
	ck_assert_str_eq(front_colour_start(FRONT_ROLE_VOID),
			 expected(FRONT_ROLE_VOID, 0, want, sizeof want));
	ck_assert_str_eq(front_colour_end(), FRONT_SGR_RESET);
	/* always wins over NO_COLOR (no-color.org) */
	setenv("NO_COLOR", "1", 1);
	front_colour_begin();
	ck_assert(front_colour_on());
	/* auto: standard output no terminal (whoever runs the test) */
	ck_assert_int_eq(front_colour_option("auto", err, sizeof err), 0);
	unsetenv("NO_COLOR");
	fflush(stdout);
	int saved = dup(STDOUT_FILENO), null = open("/dev/null", O_WRONLY);
	ck_assert(saved >= 0 && null >= 0);
	dup2(null, STDOUT_FILENO);
	front_colour_begin();
	dup2(saved, STDOUT_FILENO);
	close(saved);
	close(null);
	ck_assert(!front_colour_on());
	ck_assert_str_eq(front_colour_end(), "");
	ck_assert_int_eq(front_colour_option("never", err, sizeof err), 0);
	front_colour_begin();
	ck_assert(!front_colour_on());
}
END_TEST

START_TEST(test_width)
{
	ck_assert_int_eq(front_text_width("\033[1;31m子\033[0m丑"), 4);
	ck_assert_int_eq(front_text_width("a\033[31mb\033[0mc"), 3);
	ck_assert_uint_eq(front_escape_length("\033[1;35mx"), 7);
	ck_assert_uint_eq(front_escape_length("\033[0m"), 4);
	ck_assert_uint_eq(front_escape_length("\033x"), 0);
	ck_assert_uint_eq(front_escape_length("[31m"), 0);
	/* a sequence never cut in two, and no columns counted for it */
	int used;
	const char *s = "\033[31m子\033[0m丑";
	ck_assert_uint_eq(front_text_fit(s, 2, &used), strlen("\033[31m子\033[0m"));
	ck_assert_int_eq(used, 2);
	ck_assert_uint_eq(front_text_fit(s, 1, &used), strlen("\033[31m"));
	ck_assert_int_eq(used, 0);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("front_colour");
	TCase *tc = tcase_create("front_colour");
	tcase_add_test(tc, test_palette_sequences);
	tcase_add_test(tc, test_when);
	tcase_add_test(tc, test_width);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_set_fork_status(sr, CK_NOFORK);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
