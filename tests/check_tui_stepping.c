/* liuren - check_tui_stepping.c: stepping the browser's chart through
 * time and back. A book chart stepped keeps what its notation says as
 * far as it still holds (the month, the season, the lunar day moved with
 * the day), the header says what the chart knows, and returning gives the
 * notation's own reading back; for random charts (a moment, typed
 * pillars, the book's notation) and random key sequences, a sequence and
 * its inverse give back the reading `liuren print` gives for the chart;
 * every stepping key and its inverse leave the screen as it was.
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
#include "liuren/context.h"
#include "liuren/lang.h"
#include "tui/state.h"
#include "tui/tui.h"
#include "lib/tsv_rows.h"

/* 卷三十八 二煩: 「如九月初三丙午日午時卯將占，寅命，行年在午」 */
#define E23 "九月初三丙午日午時卯將 寅命 行年午"

static char dir[] = "/tmp/liuren-tui-stepping-XXXXXX";

static void setup(void)
{
	strcpy(dir, "/tmp/liuren-tui-stepping-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(dir));
	setenv("XDG_DATA_HOME", dir, 1);
	setenv("XDG_CONFIG_HOME", dir, 1);
	setenv("TZ", "Asia/Shanghai", 1);
	setlocale(LC_ALL, "C.UTF-8");
	setenv("TERM", "xterm-256color", 1);
	lr_lang_use(LR_LANG_EN);
}

static void teardown(void)
{
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	ck_assert_int_eq(system(cmd), 0);
}

static struct tui_headless *open_sized(int argc, char **argv, int cols,
				       int lines)
{
	char err[512] = "";
	struct tui_headless *h = tui_headless_open(argc, argv, cols, lines,
						   err, sizeof err);
	ck_assert_msg(h != NULL, "open failed: %s", err);
	return h;
}

static int pattern_state(const struct tui_state *st, const char *name)
{
	for (int i = 0; i < st->reading->npatterns; i++)
		if (!strcmp(lr_reading_patterns(st->reading)[i].name, name))
			return (int)lr_reading_patterns(st->reading)[i].verdict;
	return -1;
}

/* The browser's chart and reading are those of `liuren print ARGV`;
 * WHAT names the case in a failure. */
static void expect_as_print(struct tui_headless *h, int argc, char **argv,
			    const char *what)
{
	static struct chart_request req;
	memset(&req, 0, sizeof req);
	ck_assert_int_eq(front_chart_request_make(argc, argv, &req), EXIT_OK);
	const struct tui_state *st = tui_headless_state(h);
	const struct lr_chart *a = &st->reading->chart, *b = &req.reading.chart;
	ck_assert_msg(a->input.day == b->input.day &&
		      a->input.hour == b->input.hour &&
		      a->input.general == b->input.general,
		      "%s: the pillars differ from print's", what);
	ck_assert_msg(a->daytime == b->daytime && a->method == b->method,
		      "%s: day or method differs", what);
	for (int i = 0; i < 3; i++)
		ck_assert_msg(a->transmissions[i].branch ==
			      b->transmissions[i].branch, "%s: 三傳", what);
	char ca[512], cb[512];
	lr_context_describe(&st->reading->context, ca, sizeof ca);
	lr_context_describe(&req.reading.context, cb, sizeof cb);
	ck_assert_msg(!strcmp(ca, cb), "%s: context '%s', print '%s'", what,
		      ca, cb);
	ck_assert_msg(st->reading->context.term_day
		      == req.reading.context.term_day,
		      "%s: term day", what);
	ck_assert_int_eq(st->reading->npatterns, req.reading.npatterns);
	for (int i = 0; i < req.reading.npatterns; i++) {
		const struct lr_rule_result *x = &lr_reading_patterns(st->reading)[i],
					       *y = &lr_reading_patterns(&req.reading)[i];
		ck_assert_str_eq(x->name, y->name);
		ck_assert_msg(x->verdict == y->verdict && x->needs == y->needs,
			      "%s: %s: browser %d, print %d", what, y->name,
			      x->verdict, y->verdict);
		ck_assert_msg(!strcmp(x->variant, y->variant), "%s: %s '%s' "
			      "'%s'", what, y->name, x->variant, y->variant);
	}
	ck_assert_int_eq(st->general_source == TUI_GEN_MANUAL,
			 req.request.have_general && req.reading.from_moment);
}

/* The chart: d then D reads the same 13 課體 (2 unknown: 盤珠 is
 * no with the month 戌 in neither the lessons nor the 三傳) with
 * 三陽, 孤辰 and 地煩; each step keeps the month and season. */
START_TEST(test_book_chart_day_and_back)
{
	char *argv[] = { "liuren", "--no-config", E23, NULL };
	char *print[] = { "print", "--no-config", E23, NULL };
	struct tui_headless *h = open_sized(3, argv, 80, 24);
	const struct tui_state *st = tui_headless_state(h);
	expect_as_print(h, 3, print, "E23");
	ck_assert_int_eq(pattern_state(st, "三陽"), LR_RULE_FIRED);
	ck_assert_int_eq(pattern_state(st, "孤辰"), LR_RULE_FIRED);
	char row[1024];
	tui_headless_row(h, 0, row, sizeof row);
	ck_assert_msg(strstr(row, "九月初三") && strstr(row, "autumn") &&
		      !strstr(row, "六壬"), "header: %s", row);
	tui_headless_key(h, 'd');
	ck_assert_int_eq(st->reading->context.lunar_month, 9);
	ck_assert_int_eq(st->reading->context.lunar_day, 4);
	ck_assert_int_eq(st->reading->context.month_branch, LR_XU);
	ck_assert_int_eq(st->reading->context.season, LR_AUTUMN);
	ck_assert_int_eq(st->reading->context.xingnian, LR_WU_B);
	tui_headless_row(h, 0, row, sizeof row);
	ck_assert_msg(strstr(row, "九月初四"), "header: %s", row);
	tui_headless_key(h, 'D');
	expect_as_print(h, 3, print, "E23 d D");
	ck_assert_int_eq(pattern_state(st, "三陽"), LR_RULE_FIRED);
	ck_assert_int_eq(pattern_state(st, "孤辰"), LR_RULE_FIRED);
	bool difan = false;
	for (int i = 0; i < st->reading->npatterns; i++)
		if (!strcmp(lr_reading_patterns(st->reading)[i].name, "二煩"))
			difan = lr_reading_patterns(st->reading)[i].verdict == LR_RULE_FIRED &&
				strstr(lr_reading_patterns(st->reading)[i].variant, "地煩");
	ck_assert(difan);
	/* the count the pane's title shows */
	int unknown = 0, fired = 0;
	for (int i = 0; i < st->reading->npatterns; i++) {
		unknown += lr_reading_patterns(st->reading)[i].verdict == LR_RULE_UNKNOWN;
		fired += lr_reading_patterns(st->reading)[i].verdict == LR_RULE_FIRED;
	}
	ck_assert_int_eq(unknown, 2);
	ck_assert_int_eq(st->nfired, 13);
	(void)fired;
	tui_headless_close(h);
}
END_TEST

/* How far what a notation says still holds: the lunar day moves inside
 * its month and is unknown past it; the month of a lunar date goes with
 * it; a 節's day opens its month; a term's day is one no term falls on
 * nearby; the year only while the lunar day is known. */
START_TEST(test_stated_shift)
{
	struct lr_context s, o;
	lr_context_init(&s);
	lr_context_set_year(&s, 29);		/* 癸巳 */
	lr_context_set_lunar(&s, 9, false, 3);
	lr_context_complete(&s);
	ck_assert_int_eq(s.month_branch, LR_XU);
	tui_stated_shift(&s, 0, &o);
	ck_assert_mem_eq(&o, &s, sizeof s);
	tui_stated_shift(&s, 26, &o);		/* 廿九 */
	ck_assert_int_eq(o.lunar_day, 29);
	ck_assert_int_eq(o.year, 29);
	ck_assert_int_eq(o.month_branch, LR_XU);
	ck_assert_int_eq(o.season, LR_AUTUMN);
	tui_stated_shift(&s, 27, &o);		/* 三十 or 十月初一 */
	ck_assert_int_eq(o.lunar_day, 0);
	ck_assert_int_eq(o.lunar_month, 0);
	ck_assert_int_eq(o.month_branch, -1);
	ck_assert_int_eq(o.year, -1);
	ck_assert_int_eq(o.season, LR_SEASON_UNKNOWN);
	tui_stated_shift(&s, -2, &o);		/* 初一 */
	ck_assert_int_eq(o.lunar_day, 1);
	tui_stated_shift(&s, -3, &o);
	ck_assert_int_eq(o.lunar_day, 0);
	/* a bare month: the chart's premise, kept; the year is not */
	lr_context_init(&s);
	lr_context_set_year(&s, 29);
	lr_context_set_lunar(&s, 7, false, 0);
	lr_context_complete(&s);
	tui_stated_shift(&s, 40, &o);
	ck_assert_int_eq(o.lunar_month, 7);
	ck_assert_int_eq(o.month_branch, LR_SHEN);
	ck_assert_int_eq(o.season, LR_AUTUMN);
	ck_assert_int_eq(o.year, -1);
	ck_assert_int_eq(o.year_branch, -1);
	/* 立春's day (a 節): the day before is 丑月 (winter), after 寅月 */
	lr_context_init(&s);
	lr_context_set_term_day(&s, 21);
	lr_context_complete(&s);
	ck_assert_int_eq(s.month_branch, LR_YIN);
	tui_stated_shift(&s, -1, &o);
	ck_assert_int_eq(o.month_branch, LR_CHOU);
	ck_assert_int_eq(o.season, LR_WINTER);
	ck_assert_int_eq(o.term_day, LR_TERM_DAY_NONE);
	tui_stated_shift(&s, 20, &o);
	ck_assert_int_eq(o.month_branch, LR_YIN);
	ck_assert_int_eq(o.term_day, LR_TERM_DAY_UNKNOWN);
	tui_stated_shift(&s, 30, &o);
	ck_assert_int_eq(o.month_branch, -1);
	ck_assert_int_eq(o.season, LR_SEASON_UNKNOWN);
	/* 春分 (a 中氣) stands mid-month: two weeks either side */
	lr_context_init(&s);
	lr_context_set_term_day(&s, 0);
	lr_context_complete(&s);
	tui_stated_shift(&s, -14, &o);
	ck_assert_int_eq(o.month_branch, LR_MAO);
	tui_stated_shift(&s, 16, &o);
	ck_assert_int_eq(o.month_branch, -1);
	/* a season stated alone stays */
	lr_context_init(&s);
	lr_context_set_season(&s, LR_SPRING);
	tui_stated_shift(&s, 100, &o);
	ck_assert_int_eq(o.season, LR_SPRING);
	/* the moon's lodging stated for the day is not the next day's */
	lr_context_init(&s);
	lr_context_set_lunar(&s, 3, false, 15);
	lr_context_set_lodging(&s, true, LR_MAO, LR_LODGING_GIVEN);
	lr_context_complete(&s);
	tui_stated_shift(&s, 1, &o);
	ck_assert_int_eq(o.moon_source, LR_LODGING_NONE);
	ck_assert_int_eq(o.lunar_day, 16);
}
END_TEST

/* m then M: back on the chart's own 月將, which the header no longer
 * calls manual, for typed pillars and for a moment. */
START_TEST(test_general_back_not_manual)
{
	char *typed[] = { "liuren", "--no-config", E23, NULL };
	char *moment[] = { "liuren", "--no-config", "2026-11-29 17:05",
			   "--tz", "Asia/Shanghai", NULL };
	for (int k = 0; k < 2; k++) {
		struct tui_headless *h = k ? open_sized(5, moment, 200, 60)
					   : open_sized(3, typed, 200, 60);
		const struct tui_state *st = tui_headless_state(h);
		char row[2048];
		tui_headless_key(h, 'm');
		tui_headless_row(h, 0, row, sizeof row);
		ck_assert_msg(strstr(row, "manual 月將"), "%s", row);
		ck_assert_int_eq(st->general_source, TUI_GEN_MANUAL);
		tui_headless_key(h, 'M');
		tui_headless_row(h, 0, row, sizeof row);
		ck_assert_msg(!strstr(row, "manual"), "still manual: %s", row);
		ck_assert_int_ne(st->general_source, TUI_GEN_MANUAL);
		/* M then m, and twice round */
		tui_headless_type(h, "MMmm");
		ck_assert_int_ne(st->general_source, TUI_GEN_MANUAL);
		tui_headless_close(h);
	}
}
END_TEST

/* Every stepping key and its inverse, on the book's notation, leave the
 * screen as it was (the status line aside), at 80x24 and 200x60. */
START_TEST(test_every_key_and_inverse_screen)
{
	static const char pairs[][2] = {
		{ 't', 'T' }, { 'T', 't' }, { 'd', 'D' }, { 'D', 'd' },
		{ 'm', 'M' }, { 'M', 'm' }, { 'w', 'W' }, { 'W', 'w' },
		{ 'o', 'O' }, { 'O', 'o' }, { '>', '<' }, { '<', '>' },
	};
	static const int sizes[2][2] = { { 80, 24 }, { 200, 60 } };
	char *argv[] = { "liuren", "--no-config", E23, NULL };
	for (int s = 0; s < 2; s++) {
		int cols = sizes[s][0], lines = sizes[s][1];
		struct tui_headless *h = open_sized(3, argv, cols, lines);
		static char before[60][4096], after[4096];
		for (int y = 0; y < lines - 1; y++)
			tui_headless_row(h, y, before[y], sizeof before[y]);
		ck_assert_msg(strstr(before[0], "九月初三"), "%s", before[0]);
		for (size_t p = 0; p < sizeof pairs / sizeof pairs[0]; p++) {
			tui_headless_key(h, pairs[p][0]);
			tui_headless_key(h, pairs[p][1]);
			for (int y = 0; y < lines - 1; y++) {
				tui_headless_row(h, y, after, sizeof after);
				ck_assert_msg(!strcmp(before[y], after),
					      "%dx%d %c%c row %d:\n%s\n%s", cols,
					      lines, pairs[p][0], pairs[p][1], y,
					      before[y], after);
			}
		}
		tui_headless_close(h);
	}
}
END_TEST

/* A small deterministic generator, so a failure names its seed. */
static unsigned long rng_state;
static unsigned rnd(unsigned n)
{
	rng_state = rng_state * 6364136223846793005UL + 1442695040888963407UL;
	return (unsigned)((rng_state >> 33) % n);
}

static char inverse_key(char k)
{
	if (k == '>' || k == '<')	/* the year's pair */
		return k == '>' ? '<' : '>';
	return (char)(k >= 'a' ? k - 'a' + 'A' : k - 'A' + 'a');
}

/* One random chart: its browser words and print's, described in WHAT. */
struct random_chart {
	char *browser[12], *print[12];
	int nbrowser, nprint;
	char words[4][512];
	char what[600];
};

static void random_chart(struct random_chart *c, const struct tsv_rows *notes)
{
	static const char *const zones[] = {
		"Asia/Shanghai", "Asia/Seoul", "+05:30", "-03:00", "UTC"
	};
	c->nbrowser = c->nprint = 0;
	c->browser[c->nbrowser++] = "liuren";
	c->print[c->nprint++] = "print";
	c->browser[c->nbrowser++] = "--no-config";
	c->print[c->nprint++] = "--no-config";
	switch (rnd(3)) {
	case 0: {	/* a moment, on a day every month has */
		int hour = (int)rnd(24);
		snprintf(c->words[0], sizeof c->words[0],
			 "%04u-%02u-%02u %02d:%02u", 1950 + rnd(100),
			 1 + rnd(12), 1 + rnd(28), hour, rnd(60));
		snprintf(c->words[1], sizeof c->words[1], "%s",
			 zones[rnd(sizeof zones / sizeof zones[0])]);
		for (int i = 0; i < 2; i++) {
			char **v = i ? c->print : c->browser;
			int *n = i ? &c->nprint : &c->nbrowser;
			v[(*n)++] = c->words[0];
			v[(*n)++] = "--tz";
			v[(*n)++] = c->words[1];
		}
		snprintf(c->what, sizeof c->what, "%.40s --tz %.40s",
			 c->words[0], c->words[1]);
		break;
	}
	case 1: {	/* typed pillars */
		char day[8];
		lr_cycle_name((int)rnd(60), day);
		int hour = (int)rnd(12), general = (int)rnd(12);
		snprintf(c->words[0], sizeof c->words[0], ":%s %s %s", day,
			 lr_branch_name(hour), lr_branch_name(general));
		snprintf(c->words[1], sizeof c->words[1], "%s", day);
		snprintf(c->words[2], sizeof c->words[2], "%s",
			 lr_branch_name(hour));
		snprintf(c->words[3], sizeof c->words[3], "%s",
			 lr_branch_name(general));
		c->browser[c->nbrowser++] = c->words[0];
		c->print[c->nprint++] = "--day";
		c->print[c->nprint++] = c->words[1];
		c->print[c->nprint++] = "--hour";
		c->print[c->nprint++] = c->words[2];
		c->print[c->nprint++] = "--general";
		c->print[c->nprint++] = c->words[3];
		snprintf(c->what, sizeof c->what, "%s", c->words[0]);
		break;
	}
	default: {	/* the book's notation, one of its worked charts */
		const char *text = notes->f[rnd((unsigned)notes->count)][1];
		snprintf(c->words[0], sizeof c->words[0], "%s", text);
		c->browser[c->nbrowser++] = c->words[0];
		c->print[c->nprint++] = c->words[0];
		snprintf(c->what, sizeof c->what, "%s", text);
		break;
	}
	}
	c->browser[c->nbrowser] = c->print[c->nprint] = NULL;
}

/* For random charts and random key sequences, the sequence then its
 * inverse (each key's inverse, last first) gives back print's reading.
 * A month or year step from a day past the 28th is not undone by its
 * inverse (31 Jan + 1 month is 28 Feb), so a sequence steps by months
 * only from a day every month has. */
START_TEST(test_sequence_and_inverse)
{
	static const char keys[] = "tTdDmMwWoO><";
	static struct tsv_rows notes;
	tsv_rows_read("tests/data/patterns-notation.tsv", 3, &notes);
	for (int n = 0; n < 120; n++) {
		rng_state = 0x6c69757265UL + (unsigned long)n * 977;
		struct random_chart c;
		random_chart(&c, &notes);
		struct tui_headless *h = open_sized(c.nbrowser, c.browser, 80,
						    24);
		const struct tui_state *st = tui_headless_state(h);
		char seq[16];
		int len = 1 + (int)rnd(8);
		for (int i = 0; i < len; i++) {
			char k = keys[rnd(sizeof keys - 1)];
			if ((k == 'o' || k == 'O' || k == '>' || k == '<') &&
			    st->have_moment && st->moment.civil.day > 28)
				k = 'd';
			seq[i] = k;
			tui_headless_key(h, k);
		}
		seq[len] = 0;
		for (int i = len - 1; i >= 0; i--)
			tui_headless_key(h, inverse_key(seq[i]));
		char what[sizeof c.what + 32];
		snprintf(what, sizeof what, "%s, keys %s", c.what, seq);
		expect_as_print(h, c.nprint, c.print, what);
		tui_headless_close(h);
	}
	free(notes.text);
}
END_TEST

static Suite *stepping_suite(void)
{
	Suite *s = suite_create("tui_stepping");
	TCase *tc = tcase_create("core");
	tcase_set_timeout(tc, 300);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_book_chart_day_and_back);
	tcase_add_test(tc, test_stated_shift);
	tcase_add_test(tc, test_general_back_not_manual);
	tcase_add_test(tc, test_every_key_and_inverse_screen);
	tcase_add_test(tc, test_sequence_and_inverse);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	SRunner *sr = srunner_create(stepping_suite());
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
