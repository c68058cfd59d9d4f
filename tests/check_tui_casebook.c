/* liuren - check_tui_casebook.c: the browser's casebook on a virtual
 * screen, in a temporary casebook (XDG_DATA_HOME set to a temporary
 * directory): K keeps the chart with its question, B lists it, Enter
 * opens it with its texts in the commentary, J and + edit and mark it,
 * and the case is the same one `liuren case` reads; E lists the book's
 * charts and opens one.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <unistd.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/casebook.h"
#include "tui/keys.h"
#include "tui/tui.h"

static char dir[] = "/tmp/liuren-tui-casebook-XXXXXX";

static void setup(void)
{
	strcpy(dir, "/tmp/liuren-tui-casebook-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(dir));
	setenv("XDG_DATA_HOME", dir, 1);
	setenv("XDG_CONFIG_HOME", dir, 1);
	setlocale(LC_ALL, "C.UTF-8");
	unsetenv("NO_COLOR");
	setenv("TERM", "xterm-256color", 1);
}

static void teardown(void)
{
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	ck_assert_int_eq(system(cmd), 0);
}

/* Is TEXT on any row of the screen? */
static bool on_screen(struct tui_headless *h, const char *text)
{
	char row[2048];
	for (int y = 0; y < 24; y++) {
		tui_headless_row(h, y, row, sizeof row);
		if (strstr(row, text))
			return true;
	}
	return false;
}

static struct tui_headless *open_chart(void)
{
	char *argv[] = { "liuren", "--no-config", "--day", "丙辰", "--hour", "寅",
			 "--general", "未", NULL };
	char err[256];
	struct tui_headless *h = tui_headless_open(8, argv, 80, 24, err, sizeof err);
	ck_assert_msg(h, "%s", err);
	return h;
}

/* Keep one case with the browser opened by ARGV (ARGC words) and return
 * how many cases the file at PATH holds afterwards (-1: no such file). */
static int keep_one(int argc, char **argv, const char *path)
{
	char err[8192];
	struct tui_headless *h = tui_headless_open(argc, argv, 80, 24, err,
						   sizeof err);
	ck_assert_msg(h, "%s", err);
	tui_headless_key(h, 'K');
	tui_headless_type(h, "問行人");
	tui_headless_key(h, '\r');
	tui_headless_key(h, '\r');	/* no tags */
	ck_assert_msg(!strncmp(tui_headless_status(h), "kept as case ", 13),
		      "%s", tui_headless_status(h));
	tui_headless_close(h);
	struct lr_casebook *cb;
	if (lr_casebook_open(path, false, false, &cb, err, sizeof err) !=
	    LR_CASEBOOK_OK)
		return -1;
	struct lr_case c;
	int n = 0;
	for (int64_t id = 1; id <= 3; id++)
		if (lr_casebook_get(cb, id, &c, err, sizeof err) == LR_CASEBOOK_OK) {
			ck_assert_str_eq(c.question, "問行人");
			lr_case_clear(&c);
			n++;
		}
	lr_casebook_close(cb);
	return n;
}

/* --casebook FILE, else the config file's casebook line (read from the
 * --config the browser was given), else the default place. */
START_TEST(test_casebook_file)
{
	char given[400], conf[400], from_conf[400], deflt[400];
	snprintf(given, sizeof given, "%s/given.sqlite", dir);
	snprintf(from_conf, sizeof from_conf, "%s/sub/from-config.sqlite", dir);
	snprintf(conf, sizeof conf, "%s/other-config", dir);
	snprintf(deflt, sizeof deflt, "%s/liuren/casebook.sqlite", dir);
	FILE *f = fopen(conf, "w");
	ck_assert_ptr_nonnull(f);
	fprintf(f, "# a config naming the casebook\ncasebook = %s\n", from_conf);
	fclose(f);
	char *a1[] = { "liuren", "--no-config", "--casebook", given, ":丙辰 寅 未",
		       NULL };
	ck_assert_int_eq(keep_one(5, a1, given), 1);
	char *a2[] = { "liuren", "--config", conf, ":丙辰 寅 未", NULL };
	ck_assert_int_eq(keep_one(4, a2, from_conf), 1);
	/* --casebook wins over the config */
	char given2[400];
	snprintf(given2, sizeof given2, "%s/given2.sqlite", dir);
	char *a5[] = { "liuren", "--config", conf, "--casebook", given2,
		       ":丙辰 寅 未", NULL };
	ck_assert_int_eq(keep_one(6, a5, given2), 1);
	ck_assert_int_eq(keep_one(4, a2, from_conf), 2);
	/* an empty one is refused */
	char *a3[] = { "liuren", "--config", conf, "--casebook=" , ":丙辰 寅 未",
		       NULL };
	char err[256];
	ck_assert_ptr_null(tui_headless_open(5, a3, 80, 24, err, sizeof err));
	ck_assert_str_eq(err, "--casebook needs a file");
	ck_assert_int_eq(access(deflt, F_OK), -1);
	char *a4[] = { "liuren", "--no-config", ":丙辰 寅 未", NULL };
	ck_assert_int_eq(keep_one(3, a4, deflt), 1);
}
END_TEST

START_TEST(test_keep_list_open_edit)
{
	struct tui_headless *h = open_chart();
	tui_headless_key(h, 'K');
	tui_headless_type(h, "問升遷可成");
	tui_headless_key(h, '\r');
	/* K asks for the tags next; a bad one is said and asked again */
	ck_assert(on_screen(h, "tags (commas between; Enter: none):"));
	tui_headless_type(h, "官，遷, ");
	for (int i = 0; i < 65; i++)
		tui_headless_key(h, 'x');	/* a tag is at most 64 bytes */
	tui_headless_key(h, '\r');
	ck_assert(on_screen(h, "tags (commas between; Enter: none):"));
	ck_assert(on_screen(h, "a tag is at most 64 bytes"));
	tui_headless_key(h, 0x15);	/* Ctrl-U */
	tui_headless_type(h, "官，遷");
	tui_headless_key(h, '\r');
	ck_assert_str_eq(tui_headless_status(h), "kept as case 1 (B lists the cases)");
	tui_headless_key(h, 'B');
	/* the mark's column (four wide) stays blank when unmarked */
	ck_assert(on_screen(h, "丙辰日 寅時 未將       [官,遷] 問升遷可成"));
	tui_headless_key(h, 'J');
	tui_headless_type(h, "必成");
	tui_headless_key(h, '\r');
	tui_headless_key(h, '+');
	ck_assert_str_eq(tui_headless_status(h), "case 1: 驗");
	ck_assert(on_screen(h, "丙辰日 寅時 未將  驗   [官,遷] 問升遷可成"));
	/* a filter that matches nothing, then none */
	tui_headless_key(h, '/');
	tui_headless_type(h, "#婚");
	tui_headless_key(h, '\r');
	ck_assert(on_screen(h, "no case matches the filter"));
	tui_headless_key(h, '/');
	tui_headless_key(h, 0x15);	/* Ctrl-U */
	tui_headless_key(h, '\r');
	tui_headless_key(h, '\r');	/* open on the chart */
	ck_assert(on_screen(h, "註 commentary"));
	ck_assert(on_screen(h, "問升遷可成"));
	ck_assert(on_screen(h, "必成"));
	tui_headless_close(h);
	/* the command line reads the same case */
	char path[400], err[8192];
	snprintf(path, sizeof path, "%s/liuren/casebook.sqlite", dir);
	struct lr_casebook *cb;
	ck_assert_int_eq(lr_casebook_open(path, false, false, &cb, err, sizeof err),
			 LR_CASEBOOK_OK);
	struct lr_case c;
	ck_assert_int_eq(lr_casebook_get(cb, 1, &c, err, sizeof err), LR_CASEBOOK_OK);
	ck_assert_str_eq(c.question, "問升遷可成");
	ck_assert_str_eq(c.judgment, "必成");
	ck_assert_int_eq(c.verdict, LR_VERDICT_RIGHT);
	ck_assert_str_eq(c.day, "丙辰");
	ck_assert_str_eq(c.title, "丙辰日 寅時 未將");
	lr_case_clear(&c);
	lr_casebook_close(cb);
}
END_TEST

/* A birth date is kept as given and the case reopens with the same 年命
 * (1983-01-20, before 1983's 立春: 本命戌; at 2026-11-29 a man of 45,
 * 行年戌). */
START_TEST(test_keep_birth_date)
{
	char *argv[] = { "liuren", "--no-config", "2026-11-29", "17:05", "--tz",
			 "Asia/Shanghai", "--birth", "1983-01-20", "--sex", "男",
			 NULL };
	char err[8192], row[4096];
	struct tui_headless *h = tui_headless_open(10, argv, 200, 60, err,
						   sizeof err);
	ck_assert_msg(h, "%s", err);
	tui_headless_key(h, 'K');
	tui_headless_type(h, "問生辰");
	tui_headless_key(h, '\r');
	tui_headless_key(h, '\r');	/* no tags */
	tui_headless_close(h);
	char path[400];
	snprintf(path, sizeof path, "%s/liuren/casebook.sqlite", dir);
	struct lr_casebook *cb;
	ck_assert_int_eq(lr_casebook_open(path, false, false, &cb, err, sizeof err),
			 LR_CASEBOOK_OK);
	struct lr_case c;
	ck_assert_int_eq(lr_casebook_get(cb, 1, &c, err, sizeof err), LR_CASEBOOK_OK);
	ck_assert_str_eq(c.birth, "1983-01-20");
	lr_case_clear(&c);
	lr_casebook_close(cb);
	/* reopened from the list in a browser without a querent */
	char *plain[] = { "liuren", "--no-config", ":丙辰 寅 未", NULL };
	h = tui_headless_open(3, plain, 200, 60, err, sizeof err);
	ck_assert_msg(h, "%s", err);
	tui_headless_key(h, 'B');
	tui_headless_key(h, '\r');
	tui_headless_row(h, 0, row, sizeof row);
	ck_assert_msg(strstr(row, "本命戌") && strstr(row, "行年戌"), "'%s'", row);
	tui_headless_close(h);
}
END_TEST

START_TEST(test_book_case_on_the_chart)
{
	struct tui_headless *h = open_chart();
	tui_headless_key(h, 'B');
	ck_assert(on_screen(h, "no cases yet"));
	tui_headless_key(h, 'E');
	ck_assert(on_screen(h, "E04  未年二月丁亥日巳時戌將"));
	for (int i = 0; i < 3; i++)
		tui_headless_key(h, 'j');
	tui_headless_key(h, '\r');
	ck_assert(on_screen(h, "丁亥日 巳時 月將戌"));
	ck_assert(on_screen(h, "book case E04"));
	/* a step of the chart leaves the case: its texts go */
	tui_headless_key(h, 't');
	ck_assert(!on_screen(h, "book case E04"));
	tui_headless_close(h);
}
END_TEST

/* A bracketed paste of several lines into the question prompt stays
 * in the prompt: its line breaks are blanks, its B and q run nothing. */
START_TEST(test_paste_stays_in_the_prompt)
{
	struct tui_headless *h = open_chart();
	tui_headless_key(h, 'K');
	tui_headless_key(h, TK_PASTE_BEGIN);
	tui_headless_type(h, "first line\rB\nq\r");
	tui_headless_key(h, 0x1b);	/* ESC inside the paste: no cancel */
	tui_headless_type(h, "second");
	tui_headless_key(h, TK_PASTE_END);
	ck_assert(on_screen(h, "question asked: first line B q second"));
	tui_headless_key(h, '\r');
	tui_headless_key(h, '\r');	/* no tags */
	ck_assert_str_eq(tui_headless_status(h), "kept as case 1 (B lists the cases)");
	/* outside a prompt a paste is not keys: no list opens */
	tui_headless_key(h, TK_PASTE_BEGIN);
	tui_headless_type(h, "B");
	tui_headless_key(h, TK_PASTE_END);
	ck_assert(!on_screen(h, "casebook (E: the book's charts)"));
	ck_assert(on_screen(h, "not run as keys"));
	/* a paste longer than the prompt is said to be cut */
	tui_headless_key(h, 'K');
	tui_headless_key(h, TK_PASTE_BEGIN);
	for (int i = 0; i < 5000; i++)
		tui_headless_key(h, 'x');
	tui_headless_key(h, TK_PASTE_END);
	ck_assert(on_screen(h, "the rest was cut"));
	tui_headless_close(h);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("tui_casebook");
	TCase *tc = tcase_create("casebook");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_keep_list_open_edit);
	tcase_add_test(tc, test_keep_birth_date);
	tcase_add_test(tc, test_book_case_on_the_chart);
	tcase_add_test(tc, test_casebook_file);
	tcase_add_test(tc, test_paste_stays_in_the_prompt);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
