/* liuren - check_tui_entry.c: every way into a chart gives the chart and
 * the reading `liuren print` gives for the same input: the browser's
 * command line (a notation quoted or in words, ":" pillars), its ":"
 * prompt, "g" a date, the atlas, the book's charts (B E) and a case kept
 * with `liuren case add` (B), and a notation kept with K and opened
 * again. The chart, the context it
 * is read against, every 課體 (fired or not, with its variant) and every
 * 神煞 placed must be print's.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "front/args.h"
#include "front/chart_request.h"
#include "cli/commands.h"
#include "liuren/ask.h"
#include "liuren/casebook.h"
#include "liuren/context.h"
#include "liuren/lang.h"
#include "tui/state.h"
#include "tui/tui.h"
#include "tui/width.h"

/* 卷三十八 二煩: 「如九月初三丙午日午時卯將占，寅命，行年在午 … 二併為天地煩」 */
#define E23 "九月初三丙午日午時卯將 寅命 行年午"

static char dir[] = "/tmp/liuren-tui-entry-XXXXXX";

static void setup(void)
{
	strcpy(dir, "/tmp/liuren-tui-entry-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(dir));
	setenv("XDG_DATA_HOME", dir, 1);
	setenv("XDG_CONFIG_HOME", dir, 1);
	setenv("TZ", "Asia/Shanghai", 1);
	setlocale(LC_ALL, "C.UTF-8");
	setenv("TERM", "xterm-256color", 1);
}

static void teardown(void)
{
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	ck_assert_int_eq(system(cmd), 0);
}

static struct tui_headless *open_with(int argc, char **argv)
{
	char err[512] = "";
	struct tui_headless *h = tui_headless_open(argc, argv, 80, 24, err,
						   sizeof err);
	ck_assert_msg(h != NULL, "open failed: %s", err);
	return h;
}

static struct tui_headless *open_plain(void)
{
	char *argv[] = { "liuren", "--no-config", ":丙辰 寅 未", NULL };
	return open_with(3, argv);
}

/* The browser's chart and reading are those of `liuren print ARGS`. */
static void expect_as_print(struct tui_headless *h, int argc, char **argv)
{
	static struct chart_request req;
	memset(&req, 0, sizeof req);
	ck_assert_int_eq(front_chart_request_make(argc, argv, &req), EXIT_OK);
	const struct tui_state *st = tui_headless_state(h);
	const struct lr_chart *a = &st->reading->chart, *b = &req.reading.chart;
	ck_assert_int_eq(a->input.day, b->input.day);
	ck_assert_int_eq(a->input.hour, b->input.hour);
	ck_assert_int_eq(a->input.general, b->input.general);
	ck_assert_int_eq(a->daytime, b->daytime);
	for (int p = 0; p < 12; p++)
		ck_assert_int_eq(a->heaven[p], b->heaven[p]);
	for (int i = 0; i < 3; i++)
		ck_assert_int_eq(a->transmissions[i].branch,
				 b->transmissions[i].branch);
	ck_assert_int_eq(a->method, b->method);
	char ca[512], cb[512];
	lr_context_describe(&st->reading->context, ca, sizeof ca);
	lr_context_describe(&req.reading.context, cb, sizeof cb);
	ck_assert_str_eq(ca, cb);
	ck_assert_int_eq(st->reading->npatterns, req.reading.npatterns);
	for (int i = 0; i < req.reading.npatterns; i++) {
		const struct lr_rule_result *x = &lr_reading_patterns(st->reading)[i],
					       *y = &lr_reading_patterns(&req.reading)[i];
		ck_assert_str_eq(x->name, y->name);
		ck_assert_msg(x->verdict == y->verdict, "%s: browser %d, print %d",
			      y->name, x->verdict, y->verdict);
		ck_assert_str_eq(x->variant, y->variant);
	}
	ck_assert_uint_eq(st->reading->shensha.nhits, req.reading.shensha.nhits);
	for (size_t i = 0; i < req.reading.shensha.nhits; i++) {
		ck_assert_str_eq(st->reading->shensha.hits[i].def->name,
				 req.reading.shensha.hits[i].def->name);
		ck_assert_uint_eq(st->reading->shensha.hits[i].cell->palaces,
				  req.reading.shensha.hits[i].cell->palaces);
	}
}

/* The reading of E23 as the book gives it: 二煩 with both 天煩 and 地煩
 * (「二併為天地煩」), read against 九月 (秋) and the querent 寅命 行年午. */
static void expect_e23(struct tui_headless *h)
{
	char *argv[] = { "print", "--no-config", E23, NULL };
	expect_as_print(h, 3, argv);
	const struct tui_state *st = tui_headless_state(h);
	ck_assert_int_eq(st->reading->context.lunar_month, 9);
	ck_assert_int_eq(st->reading->context.lunar_day, 3);
	ck_assert_int_eq(st->reading->context.birth_branch, LR_YIN);
	ck_assert_int_eq(st->reading->context.xingnian, LR_WU_B);
	bool both = false;
	for (int i = 0; i < st->reading->npatterns; i++)
		if (!strcmp(lr_reading_patterns(st->reading)[i].name, "二煩"))
			both = lr_reading_patterns(st->reading)[i].verdict == LR_RULE_FIRED &&
			       strstr(lr_reading_patterns(st->reading)[i].variant, "地煩") &&
			       strstr(lr_reading_patterns(st->reading)[i].variant, "天煩");
	ck_assert_msg(both, "二煩 is not read as 天煩 and 地煩");
}

START_TEST(test_command_line)
{
	char *quoted[] = { "liuren", "--no-config", E23, NULL };
	struct tui_headless *h = open_with(3, quoted);
	expect_e23(h);
	tui_headless_close(h);
	/* the words unquoted, and after ":" */
	char *words[] = { "liuren", "--no-config", "九月初三丙午日午時卯將",
			  "寅命", "行年午", NULL };
	h = open_with(5, words);
	expect_e23(h);
	tui_headless_close(h);
	char *colon[] = { "liuren", "--no-config", ":" E23, NULL };
	h = open_with(3, colon);
	expect_e23(h);
	tui_headless_close(h);
	/* a querent option beside the notation wins, as in print */
	char *sex[] = { "liuren", "--no-config", E23, "--xingnian", "子", NULL };
	h = open_with(5, sex);
	char *p[] = { "print", "--no-config", E23, "--xingnian", "子", NULL };
	expect_as_print(h, 5, p);
	ck_assert_int_eq(tui_headless_state(h)->reading->context.xingnian, LR_ZI);
	tui_headless_close(h);
}
END_TEST

START_TEST(test_prompt)
{
	struct tui_headless *h = open_plain();
	/* a querent typed before is replaced by the notation's */
	tui_headless_key(h, 'u');
	tui_headless_type(h, "1983 男\r");
	tui_headless_type(h, ":" E23 "\r");
	expect_e23(h);
	/* plain pillars after it state nothing of the month */
	tui_headless_type(h, ":丙午 午 卯\r");
	char *argv[] = { "print", "--no-config", "--day", "丙午", "--hour", "午",
			 "--general", "卯", "--birth", "寅", "--xingnian", "午",
			 NULL };
	expect_as_print(h, 12, argv);
	ck_assert_int_eq(tui_headless_state(h)->reading->context.lunar_month, 0);
	/* the next day of a notation keeps its month, the lunar day moved
	 * (check_tui_stepping reads how far) */
	tui_headless_type(h, ":" E23 "\r");
	tui_headless_key(h, 'd');
	ck_assert_int_eq(tui_headless_state(h)->reading->context.lunar_month, 9);
	ck_assert_int_eq(tui_headless_state(h)->reading->context.lunar_day, 4);
	tui_headless_close(h);
}
END_TEST

START_TEST(test_date)
{
	struct tui_headless *h = open_plain();
	tui_headless_key(h, 'g');
	tui_headless_type(h, "2027-03-05 08:00\r");
	char *argv[] = { "print", "--no-config", "--tz", "Asia/Shanghai",
			 "2027-03-05", "08:00", NULL };
	expect_as_print(h, 6, argv);
	tui_headless_close(h);
}
END_TEST

START_TEST(test_atlas)
{
	struct tui_headless *h = open_plain();
	tui_headless_type(h, ":" E23 "\r");
	tui_headless_key(h, 'a');
	tui_headless_key(h, 'j');
	tui_headless_key(h, '\r');
	const struct tui_state *st = tui_headless_state(h);
	char day[8], hour[4], general[4];
	lr_cycle_name(st->input.day, day);
	snprintf(hour, sizeof hour, "%s", lr_branch_name(st->input.hour));
	snprintf(general, sizeof general, "%s", lr_branch_name(st->input.general));
	ck_assert_int_eq(st->screen, TUI_SCREEN_CHART);
	/* the notation's querent stays as typed querent; its month goes */
	char *argv[] = { "print", "--no-config", "--day", day, "--hour", hour,
			 "--general", general, "--birth", "寅", "--xingnian",
			 "午", NULL };
	expect_as_print(h, 12, argv);
	tui_headless_close(h);
}
END_TEST

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

START_TEST(test_book_case)
{
	struct tui_headless *h = open_plain();
	tui_headless_key(h, 'B');
	tui_headless_key(h, 'E');
	tui_headless_key(h, '/');
	tui_headless_type(h, "九月初三丙午\r");
	ck_assert(on_screen(h, "E23"));
	tui_headless_key(h, '\r');
	ck_assert(on_screen(h, "book case E23"));
	expect_e23(h);
	tui_headless_close(h);
}
END_TEST

START_TEST(test_kept_case)
{
	char *add[] = { "case", "add", E23, "--question", "問行人", NULL };
	ck_assert_int_eq(cmd_case(5, add), EXIT_OK);
	struct tui_headless *h = open_plain();
	tui_headless_key(h, 'B');
	ck_assert(on_screen(h, "問行人"));
	tui_headless_key(h, '\r');
	expect_e23(h);
	tui_headless_close(h);
}
END_TEST

/* A chart typed as the book's notation and kept with K is kept in those
 * words: opened again from B it reads as print reads the notation. */
START_TEST(test_keep_notation)
{
	struct tui_headless *h = open_plain();
	tui_headless_type(h, ":" E23 "\r");
	tui_headless_key(h, 'K');
	tui_headless_type(h, "問病\r");
	tui_headless_key(h, '\r');	/* no tags */
	ck_assert_msg(!strncmp(tui_headless_status(h), "kept as case ", 13), "%s",
		      tui_headless_status(h));
	/* another chart in between, then the case */
	tui_headless_type(h, ":丙辰 寅 未\r");
	tui_headless_key(h, 'B');
	ck_assert(on_screen(h, "問病"));
	tui_headless_key(h, '\r');
	expect_e23(h);
	tui_headless_close(h);
	/* the same case as the command line reads it */
	struct lr_case c;
	char path[400], err[512];
	snprintf(path, sizeof path, "%s/liuren/casebook.sqlite", dir);
	struct lr_casebook *cb;
	ck_assert_int_eq(lr_casebook_open(path, false, false, &cb, err, sizeof err),
			 LR_CASEBOOK_OK);
	ck_assert_int_eq(lr_casebook_get(cb, 1, &c, err, sizeof err), LR_CASEBOOK_OK);
	ck_assert_int_eq(c.kind, LR_CASE_NOTATION);
	ck_assert_ptr_nonnull(c.notation);
	ck_assert(strstr(c.notation, "九月初三"));
	lr_case_clear(&c);
	lr_casebook_close(cb);
}
END_TEST

/* The last row of the screen but one's trimmed text ends with MARK. */
static bool row_ends_with(struct tui_headless *h, int y, const char *mark)
{
	char row[4096];
	size_t n = tui_headless_row(h, y, row, sizeof row);
	while (n > 0 && row[n - 1] == ' ')
		row[--n] = 0;
	size_t m = strlen(mark);
	return n >= m && !strcmp(row + n - m, mark);
}

/* u takes a bare matter word (病, 婚) as --ask does; an error or a
 * confirmation longer than the line ends with the mark. */
START_TEST(test_querent_matter)
{
	lr_lang_use(LR_LANG_EN);
	const char *const words[] = { "病", "婚" };
	for (int i = 0; i < 2; i++) {
		struct lr_context q, want;
		lr_context_init(&q);
		lr_context_init(&want);
		char err[256] = "", text[64];
		snprintf(text, sizeof text, "1990 m 行年子 %s", words[i]);
		ck_assert_msg(tui_parse_querent(text, &q, err, sizeof err) == 0,
			      "%s: %s", text, err);
		ck_assert_int_eq(lr_context_parse_ask(&want, words[i], err,
						      sizeof err), 0);
		ck_assert_int_ge(q.ask, 0);
		ck_assert_int_eq(q.ask, want.ask);
		ck_assert_int_eq(q.xingnian, LR_ZI);
	}
	struct tui_headless *h = open_plain();
	tui_headless_key(h, 'u');
	tui_headless_type(h, "1990 m 行年子 xyz\r");
	ck_assert_int_eq(tui_headless_state(h)->screen, TUI_SCREEN_PROMPT);
	const char *msg = tui_headless_status(h);
	ck_assert_msg(strstr(msg, "xyz") && strstr(msg, "病"), "'%s'", msg);
	ck_assert_int_gt(tw_width(msg), 80);
	ck_assert_msg(row_ends_with(h, 22, "…"), "error cut without the mark");
	/* clear the prompt, then a querent whose confirmation is long */
	tui_headless_key(h, 0x15);	/* Ctrl-U */
	tui_headless_type(h, "1990/3/4 08:30 m 病 夫行年甲寅 妻行年亥\r");
	const struct tui_state *st = tui_headless_state(h);
	ck_assert_int_eq(st->screen, TUI_SCREEN_CHART);
	ck_assert_int_eq(st->querent.ask, lr_ask_parse("病"));
	msg = tui_headless_status(h);
	ck_assert_int_gt(tw_width(msg), 80);
	ck_assert_msg(row_ends_with(h, 23, "…"), "confirmation cut without "
		      "the mark: '%s'", msg);
	tui_headless_close(h);
	lr_lang_use(LR_LANG_ZH_HANT);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("tui_entry");
	TCase *tc = tcase_create("entry");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_command_line);
	tcase_add_test(tc, test_prompt);
	tcase_add_test(tc, test_querent_matter);
	tcase_add_test(tc, test_date);
	tcase_add_test(tc, test_atlas);
	tcase_add_test(tc, test_book_case);
	tcase_add_test(tc, test_kept_case);
	tcase_add_test(tc, test_keep_notation);
	tcase_set_timeout(tc, 60);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
