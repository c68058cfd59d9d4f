/* liuren - check_tui.c: the chart browser driven headless: scripted keys
 * on a virtual screen at fixed sizes, the screen read back and compared
 * with the chart the core computes and with expected screens in
 * tests/tui/NAME.screen (TUI_UPDATE=1 rewrites those from the current
 * output; read the diff before keeping it).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <dirent.h>
#include <locale.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/commands.h"
#include "front/moment_args.h"
#include "front/render.h"
#include "liuren/bifa.h"
#include "liuren/teaching.h"
#include "liuren/chart.h"
#include "liuren/lang.h"
#include "liuren/shenjiang.h"
#include "liuren/context.h"
#include "liuren/patterns.h"
#include "liuren/shensha.h"
#include "tui/keys.h"
#include "tui/labels.h"
#include "tui/state.h"
#include "tui/tui.h"
#include "tui/ui.h"
#include "tui/width.h"

#define FN(k) (TUI_KEY_FN | (k))

static struct tui_headless *
open_at(int cols, int lines, ...)
{
	/* typed pillars unless the test gives others, so no screen depends
	 * on the clock */
	char *argv[24] = { "liuren", "--no-config", "--day", "丙辰", "--hour",
			   "寅", "--general", "未" };
	int argc = 8;
	va_list ap;
	va_start(ap, lines);
	char *a;
	while ((a = va_arg(ap, char *)) && argc < 23)
		argv[argc++] = a;
	va_end(ap);
	char err[256] = "";
	setlocale(LC_ALL, "C.UTF-8");
	unsetenv("NO_COLOR");
	struct tui_headless *h = tui_headless_open(argc, argv, cols, lines,
						   err, sizeof err);
	ck_assert_msg(h != NULL, "open failed: %s", err);
	return h;
}

/* As open_at, without the typed pillars. */
static struct tui_headless *
open_raw(int cols, int lines, ...)
{
	char *argv[24] = { "liuren", "--no-config" };
	int argc = 2;
	va_list ap;
	va_start(ap, lines);
	char *a;
	while ((a = va_arg(ap, char *)) && argc < 23)
		argv[argc++] = a;
	va_end(ap);
	char err[256] = "";
	setlocale(LC_ALL, "C.UTF-8");
	struct tui_headless *h = tui_headless_open(argc, argv, cols, lines,
						   err, sizeof err);
	ck_assert_msg(h != NULL, "open failed: %s", err);
	return h;
}

static const char *
row(struct tui_headless *h, int y)
{
	static char buf[8][4096];
	static int n;
	char *b = buf[n++ % 8];
	tui_headless_row(h, y, b, sizeof buf[0]);
	return b;
}

/* The whole screen, rows joined by newlines. */
static char *
screen(struct tui_headless *h, int lines)
{
	size_t cap = (size_t)lines * 4096, n = 0;
	char *s = malloc(cap);
	for (int y = 0; y < lines; y++) {
		n += tui_headless_row(h, y, s + n, cap - n);
		s[n++] = '\n';
	}
	s[n] = 0;
	return s;
}

static bool
screen_has(struct tui_headless *h, int lines, const char *text)
{
	char *s = screen(h, lines);
	bool found = strstr(s, text) != NULL;
	free(s);
	return found;
}

/* Compare the screen with tests/tui/NAME.screen. */
static void
expect_screen(struct tui_headless *h, int lines, const char *name)
{
	char path[1024];
	snprintf(path, sizeof path, "%s/tests/tui/%s.screen", LR_SRCDIR, name);
	char *got = screen(h, lines);
	const char *upd = getenv("TUI_UPDATE");
	if (upd && *upd == '1') {
		FILE *f = fopen(path, "w");
		ck_assert_msg(f != NULL, "cannot write %s", path);
		fputs(got, f);
		fclose(f);
	}
	FILE *f = fopen(path, "r");
	ck_assert_msg(f != NULL, "missing %s (TUI_UPDATE=1 makes it)", path);
	static char want[1 << 18];
	size_t n = fread(want, 1, sizeof want - 1, f);
	want[n] = 0;
	fclose(f);
	if (strcmp(got, want) != 0) {
		/* name the first differing row */
		const char *g = got, *w = want;
		int y = 0;
		while (*g && *w) {
			size_t gl = strcspn(g, "\n"), wl = strcspn(w, "\n");
			if (gl != wl || memcmp(g, w, gl) != 0) {
				fprintf(stderr, "%s row %d\n got: %.*s\nwant: "
					"%.*s\n", name, y, (int)gl, g, (int)wl, w);
				break;
			}
			g += gl + 1;
			w += wl + 1;
			y++;
		}
	}
	ck_assert_msg(strcmp(got, want) == 0, "screen differs from %s", path);
	free(got);
}

/* No row is wider than the screen. */
static void
expect_rows_fit(struct tui_headless *h, int cols, int lines)
{
	for (int y = 0; y < lines; y++)
		ck_assert_msg(tw_width(row(h, y)) <= cols, "row %d too wide", y);
}

/* The plate cell of earth palace P shows the heaven branch the core puts
 * there: rows 3/7/11/15, columns 2/11/20/29 as laid out on screen. */
static const int pr[12] = { 3, 3, 3, 2, 1, 0, 0, 0, 0, 1, 2, 3 };
static const int pc[12] = { 2, 1, 0, 0, 0, 0, 1, 2, 3, 3, 3, 3 };

/* The layout at the sizes tested: the plate's cells (inside the borders)
 * stay 8x3 up to 120x40 and grow to 13x5 at 200x60, where the side panes
 * take 62 columns; the third column (derivation, commentary, 神煞) starts
 * at column 83 at 120 columns and 123 at 200. */
struct geom {
	int cw, ch, third;
};

static struct geom
geom_at(int cols)
{
	if (cols >= 200)
		return (struct geom){ 13, 5, 123 };
	return (struct geom){ 8, 3, 83 };
}

/* The 神煞 at 200x60: the pane's title on row 30 of the third column,
 * the items two abreast (the third column is 76 wide), 28 apart. */
enum { SS_Y = 30, SS_X = 123, SS_ABREAST = 2 };

static void
expect_plate(struct tui_headless *h, int day, int hour, int general)
{
	struct lr_chart c;
	struct lr_input in = { day, hour, general };
	ck_assert_int_eq(lr_chart_compute(&c, &in, NULL, NULL), 0);
	for (int p = 0; p < 12; p++) {
		const char *r = row(h, 3 + pr[p] * 4);
		/* find the column: the row text is UTF-8, walk columns */
		int want_col = 2 + pc[p] * 9, col = 0;
		const char *s = r, *end = r + strlen(r);
		while (s < end && col < want_col)
			col += tw_char_width(tw_next(&s, end));
		ck_assert_msg(strncmp(s, lr_branch_name(c.heaven[p]), 3) == 0,
			      "palace %s: want heaven %s, row '%s'",
			      lr_branch_name(p), lr_branch_name(c.heaven[p]), r);
		const char *earth = row(h, 4 + pr[p] * 4);
		s = earth;
		end = earth + strlen(earth);
		col = 0;
		while (s < end && col < want_col - 1)
			col += tw_char_width(tw_next(&s, end));
		ck_assert_msg(strncmp(s, lr_branch_name(p), 3) == 0,
			      "palace %s misplaced: '%s'", lr_branch_name(p),
			      earth);
	}
	/* 三傳 in the side pane */
	for (int i = 0; i < 3; i++)
		ck_assert_msg(strstr(row(h, 2 + i),
				     lr_branch_name(c.transmissions[i].branch)),
			      "transmission %d missing", i);
}

static const int BINGCHEN = 52;

/* ---- tests ---- */

START_TEST(test_default_80x24)
{
	struct tui_headless *h = open_at(80, 24, NULL);
	expect_screen(h, 24, "chart-80x24");
	expect_plate(h, BINGCHEN, LR_YIN, LR_WEI);
	expect_rows_fit(h, 80, 24);
	tui_headless_close(h);
}
END_TEST

START_TEST(test_sizes)
{
	struct tui_headless *h = open_at(120, 40, NULL);
	expect_screen(h, 40, "chart-120x40");
	expect_rows_fit(h, 120, 40);
	ck_assert(screen_has(h, 40, "推演 derivation"));
	tui_headless_close(h);
	h = open_at(200, 60, NULL);
	expect_screen(h, 60, "chart-200x60");
	expect_rows_fit(h, 200, 60);
	tui_headless_close(h);
}
END_TEST

START_TEST(test_too_small)
{
	struct tui_headless *h = open_at(79, 24, NULL);
	ck_assert(screen_has(h, 24, "terminal too small (need 80×24)"));
	ck_assert(screen_has(h, 24, "now 79×24"));
	ck_assert(!screen_has(h, 24, "三傳"));
	/* stepping is ignored, q still quits */
	tui_headless_key(h, 't');
	ck_assert(screen_has(h, 24, "terminal too small"));
	ck_assert_int_eq(tui_headless_key(h, 'q'), 1);
	tui_headless_close(h);
	h = open_at(80, 23, NULL);
	ck_assert(screen_has(h, 23, "terminal too small (need 80×24)"));
	tui_headless_close(h);
	h = open_at(20, 5, NULL);
	expect_rows_fit(h, 20, 5);
	tui_headless_close(h);
}
END_TEST

START_TEST(test_resize)
{
	struct tui_headless *h = open_at(80, 24, NULL);
	char *before = screen(h, 24);
	tui_headless_resize(h, 120, 40);
	ck_assert(screen_has(h, 40, "推演 derivation"));
	expect_rows_fit(h, 120, 40);
	tui_headless_resize(h, 60, 20);
	ck_assert(screen_has(h, 20, "terminal too small (need 80×24)"));
	tui_headless_resize(h, 80, 24);
	char *after = screen(h, 24);
	ck_assert_str_eq(after, before);
	free(before);
	free(after);
	tui_headless_close(h);
}
END_TEST

START_TEST(test_step_hour_day_general)
{
	struct tui_headless *h = open_at(80, 24, NULL);
	char *start = screen(h, 24);

	tui_headless_key(h, 't');
	ck_assert_str_eq(row(h, 0), " 六壬 丙辰日 卯時 月將未(小吉) 晝占 (卯 to 酉)");
	expect_plate(h, BINGCHEN, LR_MAO, LR_WEI);
	tui_headless_key(h, 'T');
	char *back = screen(h, 24);
	ck_assert_str_eq(back, start);
	free(back);

	tui_headless_key(h, 'd');
	ck_assert(strstr(row(h, 0), "丁巳日 寅時"));
	expect_plate(h, BINGCHEN + 1, LR_YIN, LR_WEI);
	tui_headless_key(h, 'D');
	tui_headless_key(h, 'D');
	ck_assert(strstr(row(h, 0), "乙卯日 寅時"));
	expect_plate(h, BINGCHEN - 1, LR_YIN, LR_WEI);
	tui_headless_key(h, 'd');

	/* the monthly general: next month's is one branch back */
	ck_assert(!screen_has(h, 24, "manual 月將"));
	tui_headless_key(h, 'm');
	ck_assert(strstr(row(h, 0), "月將午(勝光) manual 月將"));
	ck_assert(screen_has(h, 24, "manual 月將"));
	expect_plate(h, BINGCHEN, LR_YIN, LR_WU_B);
	tui_headless_key(h, 'M');
	tui_headless_key(h, 'M');
	expect_plate(h, BINGCHEN, LR_YIN, LR_SHEN);
	tui_headless_close(h);
	free(start);
}
END_TEST

START_TEST(test_hour_crosses_day)
{
	/* 子初換日: 亥 → 子 starts the next day */
	struct tui_headless *h = open_at(80, 24, "--hour", "亥", NULL);
	tui_headless_key(h, 't');
	ck_assert(strstr(row(h, 0), "丁巳日 子時"));
	tui_headless_key(h, 'T');
	ck_assert(strstr(row(h, 0), "丙辰日 亥時"));
	tui_headless_close(h);
	/* 子正換日: the day changes going into 丑 */
	h = open_at(80, 24, "--hour", "子", "--set", "day-boundary=0", NULL);
	tui_headless_key(h, 't');
	ck_assert(strstr(row(h, 0), "丁巳日 丑時"));
	tui_headless_key(h, 'T');
	ck_assert(strstr(row(h, 0), "丙辰日 子時"));
	tui_headless_close(h);
}
END_TEST

START_TEST(test_teaching_start_to_end)
{
	struct lr_chart c;
	static struct lr_trace tr;
	struct lr_input in = { BINGCHEN, LR_YIN, LR_WEI };
	lr_chart_compute(&c, &in, NULL, &tr);
	lr_trace_format(&tr);
	ck_assert_int_gt(tr.count, 3);
	/* after the derivation a step for each 法 of the 畢法賦 that holds
	 * (check_tui_bifa.c reads them) */
	struct lr_context ctx;
	lr_context_init(&ctx);
	lr_context_complete(&ctx);
	struct lr_rule_result fa[LR_BIFA_COUNT];
	int nfa = lr_bifa_evaluate(&c, &ctx, fa, LR_BIFA_COUNT), total = tr.count;
	for (int i = 0; i < nfa; i++)
		total += fa[i].verdict == LR_RULE_FIRED;
	ck_assert_int_gt(total, tr.count);

	struct tui_headless *h = open_at(80, 24, NULL);
	tui_headless_key(h, 'e');
	char want[64];
	snprintf(want, sizeof want, "step 1/%d", total);
	ck_assert_str_eq(row(h, 18), want);
	/* the caption's first line is the start of step 1's text */
	ck_assert(strncmp(tr.steps[0].text, row(h, 19), strlen(row(h, 19)))
		  == 0);
	/* no transmission is shown before it is taken */
	ck_assert(strcmp(row(h, 2), "") == 0 || !strstr(row(h, 2), "父母"));
	for (int i = 1; i < tr.count; i++) {
		tui_headless_key(h, ' ');
		snprintf(want, sizeof want, "step %d/%d", i + 1, total);
		ck_assert_str_eq(row(h, 18), want);
		ck_assert_msg(strncmp(tr.steps[i].text, row(h, 19),
				      strlen(row(h, 19))) == 0,
			      "step %d caption '%s'", i + 1, row(h, 19));
	}
	/* at the end everything is on the plate, as on the chart screen */
	ck_assert(strstr(row(h, 2), "寅  甲  父母  青龍"));
	for (int i = tr.count; i < total; i++)
		tui_headless_key(h, ' ');
	tui_headless_key(h, ' ');
	snprintf(want, sizeof want, "last step: %d of %d", total, total);
	ck_assert_str_eq(row(h, 23), want);
	tui_headless_key(h, FN(KEY_LEFT));
	snprintf(want, sizeof want, "step %d/%d", total - 1, total);
	ck_assert_str_eq(row(h, 18), want);
	tui_headless_key(h, FN(KEY_HOME));
	snprintf(want, sizeof want, "step 1/%d", total);
	ck_assert_str_eq(row(h, 18), want);
	tui_headless_key(h, FN(KEY_END));
	snprintf(want, sizeof want, "step %d/%d", total, total);
	ck_assert_str_eq(row(h, 18), want);
	expect_screen(h, 24, "teach-last-80x24");
	tui_headless_key(h, 27);
	ck_assert(strncmp(row(h, 18), "Patterns (課體)",
			  strlen("Patterns (課體)")) == 0);
	tui_headless_close(h);
}
END_TEST

/* The attributes of the cell at (Y, X) on the current screen. */
static attr_t
cell_attr(struct tui_headless *h, int y, int x)
{
	row(h, 0);	/* makes the browser's screen current */
	cchar_t cc;
	wchar_t wc[CCHARW_MAX + 1];
	attr_t a;
	short pair;
	ck_assert_int_ne(mvin_wch(y, x, &cc), ERR);
	getcchar(&cc, wc, &a, &pair, NULL);
	return a | COLOR_PAIR(pair);
}

START_TEST(test_teaching_highlights_palaces)
{
	struct lr_chart c;
	static struct lr_trace tr;
	struct lr_input in = { BINGCHEN, LR_YIN, LR_WEI };
	lr_chart_compute(&c, &in, NULL, &tr);
	struct tui_headless *h = open_at(80, 24, NULL);
	tui_headless_key(h, 'e');
	attr_t lit = tui_role(TUI_ROLE_HILITE) & (A_COLOR | A_REVERSE);
	for (int i = 0; i < tr.count; i++) {
		for (int p = 0; p < 12; p++) {
			/* the blank at the cell's top right corner */
			attr_t a = cell_attr(h, 2 + pr[p] * 4, 8 + pc[p] * 9);
			bool on = (a & (A_COLOR | A_REVERSE)) == lit;
			ck_assert_msg(on == (bool)(lr_step_palaces(&c,
					&tr.steps[i]) >> p & 1),
				      "step %d palace %s: highlight %d", i + 1,
				      lr_branch_name(p), on);
		}
		tui_headless_key(h, ' ');
	}
	tui_headless_close(h);
}
END_TEST

START_TEST(test_teaching_restarts_on_new_chart)
{
	struct tui_headless *h = open_at(80, 24, NULL);
	tui_headless_type(h, "e   ");
	ck_assert(strncmp(row(h, 18), "step 4/", 7) == 0);
	tui_headless_key(h, 'd');
	ck_assert(strncmp(row(h, 18), "step 1/", 7) == 0);
	ck_assert(strstr(row(h, 0), "丁巳日"));
	tui_headless_close(h);
}
END_TEST

START_TEST(test_help_lists_every_key)
{
	struct tui_headless *h = open_at(80, 24, NULL);
	tui_headless_key(h, '?');
	ck_assert_str_eq(row(h, 0), " liuren keys");
	/* collect every page */
	char all[1 << 16] = "";
	for (int page = 0; page < 10; page++) {
		char *s = screen(h, 23);
		strncat(all, s, sizeof all - strlen(all) - 1);
		free(s);
		tui_headless_key(h, FN(KEY_NPAGE));
	}
	int n;
	const struct tui_key_info *k = tui_key_table(&n);
	for (int i = 0; i < n; i++) {
		/* help lines are not wrapped: each fits an 80-column screen */
		ck_assert_msg(tw_width(k[i].help) <= 80 - 20, "help of %s too "
			      "long", k[i].label);
		char line[256];
		snprintf(line, sizeof line, "%s", k[i].label);
		ck_assert_msg(strstr(all, line), "help lacks %s", line);
		ck_assert_msg(strstr(all, k[i].help), "help lacks '%s'",
			      k[i].help);
	}
	tui_headless_key(h, 'q');
	ck_assert(strstr(row(h, 1), "三傳"));
	/* from the teaching mode, help returns there */
	tui_headless_type(h, "e?");
	ck_assert_str_eq(row(h, 0), " liuren keys");
	tui_headless_key(h, 27);
	ck_assert(strncmp(row(h, 18), "step 1/", 7) == 0);
	tui_headless_close(h);
}
END_TEST

START_TEST(test_prompt)
{
	struct tui_headless *h = open_at(80, 24, NULL);
	tui_headless_type(h, ":甲子 午 亥\r");
	ck_assert(strstr(row(h, 0), "甲子日 午時 月將亥(登明)"));
	expect_plate(h, 0, LR_WU_B, LR_HAI);
	/* a general's name, Simplified, and U+3000 between words */
	tui_headless_type(h, ":丙辰　寅 小吉\r");
	expect_plate(h, BINGCHEN, LR_YIN, LR_WEI);
	/* errors keep the prompt open and name the problem */
	tui_headless_type(h, ":丙卯 寅 未\r");
	ck_assert_str_eq(row(h, 22), "bad day pillar '丙卯': stem and branch "
			 "differ in yin/yang");
	ck_assert(strstr(row(h, 23), "丙卯 寅 未"));
	/* erase back and fix it */
	tui_headless_key(h, FN(KEY_BACKSPACE));
	tui_headless_key(h, 127);
	tui_headless_key(h, 127);
	tui_headless_key(h, 127);
	tui_headless_key(h, 127);
	tui_headless_key(h, 127);
	tui_headless_key(h, 127);
	tui_headless_key(h, 127);
	ck_assert_str_eq(row(h, 23), "day hour 月將:");
	tui_headless_type(h, "丁巳 寅 未\r");
	ck_assert(strstr(row(h, 0), "丁巳日 寅時"));
	tui_headless_type(h, ":一 二");
	tui_headless_key(h, 27);
	ck_assert(strstr(row(h, 0), "丁巳日 寅時"));
	tui_headless_type(h, ":a b\r");
	ck_assert(strstr(row(h, 22), "need three words"));
	tui_headless_close(h);
}
END_TEST

START_TEST(test_print_never_overwrites)
{
	char dir[] = "/tmp/liuren-tui-XXXXXX";
	ck_assert_ptr_nonnull(mkdtemp(dir));
	struct tui_headless *h = open_at(80, 24, "--print-dir", dir, NULL);
	tui_headless_type(h, "p\r");	/* p, then Enter: text */
	char path[512];
	snprintf(path, sizeof path, "%s/liuren-丙辰-寅-未.txt", dir);
	char want[600];
	snprintf(want, sizeof want, "wrote %s", path);
	ck_assert_str_eq(tui_headless_status(h), want);
	FILE *f = fopen(path, "r");
	ck_assert_ptr_nonnull(f);
	/* the file holds what `liuren print` writes for the chart */
	static char got[32768], want_text[32768];
	size_t n = fread(got, 1, sizeof got - 1, f);
	got[n] = 0;
	fclose(f);
	/* `liuren print` itself, run in this process with its output in a
	 * file, for the same chart */
	char out_path[] = "/tmp/liuren-tui-print-XXXXXX";
	int fd = mkstemp(out_path);
	ck_assert_int_ge(fd, 0);
	fflush(stdout);
	int saved = dup(STDOUT_FILENO);
	dup2(fd, STDOUT_FILENO);
	close(fd);
	char *argv[] = { "print", "--no-config", "--day", "丙辰", "--hour", "寅",
			 "--general", "未", NULL };
	int rc = cmd_print(8, argv);
	fflush(stdout);
	dup2(saved, STDOUT_FILENO);
	close(saved);
	ck_assert_int_eq(rc, 0);
	FILE *m = fopen(out_path, "r");
	ck_assert_ptr_nonnull(m);
	want_text[fread(want_text, 1, sizeof want_text - 1, m)] = '\0';
	fclose(m);
	unlink(out_path);
	ck_assert_str_eq(got, want_text);
	ck_assert(strstr(got, "課體") && strstr(got, "神煞"));
	ck_assert(strstr(got, "丙辰"));
	tui_headless_type(h, "p\r");	/* p, then Enter: text */
	char path1[512];
	snprintf(path1, sizeof path1, "%s/liuren-丙辰-寅-未-1.txt", dir);
	snprintf(want, sizeof want, "wrote %s", path1);
	ck_assert_str_eq(tui_headless_status(h), want);
	struct stat sb;
	ck_assert_int_eq(stat(path1, &sb), 0);
	/* no temporary file is left */
	DIR *d = opendir(dir);
	int files = 0;
	struct dirent *e;
	while ((e = readdir(d)))
		if (e->d_name[0] != '.' || strncmp(e->d_name, ".liuren", 7) == 0)
			files++;
	closedir(d);
	ck_assert_int_eq(files, 2);
	unlink(path);
	unlink(path1);
	rmdir(dir);
	/* an unwritable place is an error in the status line */
	tui_headless_close(h);
	h = open_at(80, 24, "--print-dir", "/nonexistent/dir", NULL);
	tui_headless_type(h, "p\r");	/* p, then Enter: text */
	ck_assert(strncmp(tui_headless_status(h), "cannot write in "
			  "/nonexistent/dir", 30) == 0);
	tui_headless_close(h);
}
END_TEST

/* The message after p at 80 columns: in a folder whose path is longer
 * than the line, the home folder is written ~ and the middle of the
 * folders elided, the file's name whole (issue 29); the whole path when
 * the screen is wide enough. */
START_TEST(test_print_status_fits)
{
	char home[] = "/tmp/liuren-tui-home-XXXXXX";
	ck_assert_ptr_nonnull(mkdtemp(home));
	char deep[1024], cmd[1200], here[4096];
	snprintf(deep, sizeof deep, "%s/a long folder for charts/of the study "
		 "group/and its second year", home);
	snprintf(cmd, sizeof cmd, "mkdir -p '%s' '%s/config'", deep, home);
	ck_assert_int_eq(system(cmd), 0);
	ck_assert_ptr_nonnull(getcwd(here, sizeof here));
	ck_assert_int_eq(chdir(deep), 0);
	const char *old_home = getenv("HOME");
	char saved_home[4096] = "";
	if (old_home)
		snprintf(saved_home, sizeof saved_home, "%s", old_home);
	setenv("HOME", home, 1);
	snprintf(cmd, sizeof cmd, "%s/config", home);
	setenv("XDG_CONFIG_HOME", cmd, 1);
	unsetenv("XDG_DOCUMENTS_DIR");
	/* no documents folder: the current directory, and said */
	struct tui_headless *h = open_at(80, 24, NULL);
	tui_headless_type(h, "p\r");
	char want[1600];
	snprintf(want, sizeof want, "wrote %s/liuren-丙辰-寅-未.txt (no "
		 "documents folder, XDG_DOCUMENTS_DIR: the current directory)",
		 deep);
	ck_assert_str_eq(tui_headless_status(h), want);
	expect_screen(h, 24, "print-status-80x24");
	ck_assert_str_eq(row(h, 23), "wrote ~/a long folde…s second year/"
			 "liuren-丙辰-寅-未.txt (the current directory)");
	/* wide enough: the whole message, the path as it is */
	tui_headless_resize(h, 200, 60);
	ck_assert_str_eq(row(h, 59), want);
	tui_headless_close(h);
	ck_assert_int_eq(chdir(here), 0);
	if (saved_home[0])
		setenv("HOME", saved_home, 1);
	unsetenv("XDG_CONFIG_HOME");
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", home);
	ck_assert_int_eq(system(cmd), 0);
}
END_TEST

START_TEST(test_atlas)
{
	struct tui_headless *h = open_at(80, 24, NULL);
	tui_headless_key(h, 'a');
	ck_assert(strstr(row(h, 0), "method: all   720 of 720"));
	ck_assert(strncmp(row(h, 2), " 甲子  寅 on 寅  伏吟", 24) == 0);
	/* filter by the first method: the count is what the core says */
	int want = 0;
	struct lr_chart c;
	for (int d = 0; d < 60; d++)
		for (int o = 0; o < 12; o++) {
			struct lr_input in = { d, LR_YIN, (LR_YIN + o) % 12 };
			lr_chart_compute(&c, &in, NULL, NULL);
			want += c.method == LR_M_YUANSHOU;
		}
	tui_headless_key(h, 'f');
	char buf[128];
	snprintf(buf, sizeof buf, "method: 元首   %d of 720", want);
	ck_assert_msg(strstr(row(h, 0), buf), "row 0: %s", row(h, 0));
	/* open the second row on the chart */
	tui_headless_key(h, 'j');
	const char *sel = row(h, 3);
	char day[8] = "";
	memcpy(day, sel + 1, 6);
	tui_headless_key(h, '\r');
	ck_assert_msg(strstr(row(h, 0), day), "opened %s: %s", day, row(h, 0));
	ck_assert(screen_has(h, 24, "元首"));
	/* back out of the atlas with q */
	tui_headless_type(h, "aq");
	ck_assert(strstr(row(h, 1), "三傳"));
	tui_headless_close(h);
}
END_TEST

START_TEST(test_ascii_borders)
{
	struct tui_headless *h = open_at(80, 24, "--ascii", NULL);
	ck_assert(strncmp(row(h, 1), "+--------+--------+", 19) == 0);
	ck_assert(strncmp(row(h, 2), "|", 1) == 0);
	ck_assert(!screen_has(h, 24, "─"));
	tui_headless_close(h);
}
END_TEST

START_TEST(test_cjk_cell_edge)
{
	struct tui_headless *h = open_at(80, 24, NULL);
	/* draw straight onto the virtual screen through the width module */
	erase();
	mvaddstr(0, 0, "..........");
	int used = tui_text(0, 0, 5, "中文字", A_NORMAL);
	ck_assert_int_eq(used, 4);
	/* 字 would cross column 5: it is left out and column 4-5 keep the
	 * old dots */
	ck_assert_str_eq(row(h, 0), "中文......");
	/* at the right edge: nothing wraps onto the next row */
	mvaddstr(1, 70, "##########");
	used = tui_text(0, 77, 10, "中文", A_NORMAL);
	ck_assert_int_eq(used, 2);
	ck_assert_str_eq(row(h, 1), "                                        "
			 "                              ##########");
	tui_text_pad(2, 0, 7, "丙辰日", A_NORMAL);
	mvaddstr(2, 7, "|");
	ck_assert_str_eq(row(h, 2), "丙辰日 |");
	tui_headless_close(h);
}
END_TEST

START_TEST(test_no_color_and_themes)
{
	setenv("NO_COLOR", "1", 1);
	char *argv[] = { "liuren", "--no-config", NULL };
	char err[128];
	struct tui_headless *h = tui_headless_open(2, argv, 80, 24, err,
						   sizeof err);
	ck_assert_ptr_nonnull(h);
	/* monochrome: no colour pair on any role */
	for (int r = 0; r < TUI_ROLE_COUNT; r++)
		ck_assert_int_eq(PAIR_NUMBER(tui_role(r)), 0);
	tui_headless_close(h);
	unsetenv("NO_COLOR");
	h = open_at(80, 24, NULL);
	ck_assert_int_ne(PAIR_NUMBER(tui_role(TUI_ROLE_HEAVEN)), 0);
	tui_headless_key(h, 'c');
	ck_assert_str_eq(tui_headless_status(h), "colours: light");
	tui_headless_key(h, 'c');
	ck_assert_int_eq(PAIR_NUMBER(tui_role(TUI_ROLE_HEAVEN)), 0);
	tui_headless_close(h);
}
END_TEST

START_TEST(test_bad_options)
{
	char err[256];
	char *a1[] = { "liuren", "--no-config", "--day", "丙卯", NULL };
	ck_assert_ptr_null(tui_headless_open(4, a1, 80, 24, err, sizeof err));
	/* the chart options are read by print's handler, with its words */
	ck_assert_str_eq(err, "--day: '丙卯' is not a pillar of the sixty "
			 "(丙 is yang, 卯 is yin)");
	char *a2[] = { "liuren", "--no-config", "--bogus", NULL };
	ck_assert_ptr_null(tui_headless_open(3, a2, 80, 24, err, sizeof err));
	ck_assert_str_eq(err, "unknown option '--bogus' (see 'liuren --help')");
	char *a3[] = { "liuren", "--no-config", "--hour", NULL };
	ck_assert_ptr_null(tui_headless_open(3, a3, 80, 24, err, sizeof err));
	ck_assert_str_eq(err, "--hour needs a value");
	char *a4[] = { "liuren", "--no-config", ":丙辰", "寅", NULL };
	ck_assert_ptr_null(tui_headless_open(4, a4, 80, 24, err, sizeof err));
	ck_assert(strstr(err, "need three words"));
	char *a5[] = { "liuren", "--no-config", "--set", "shehai=x", NULL };
	ck_assert_ptr_null(tui_headless_open(4, a5, 80, 24, err, sizeof err));
	/* and the good forms */
	struct tui_headless *h = open_at(80, 24, ":甲子", "午", "亥", NULL);
	expect_plate(h, 0, LR_WU_B, LR_HAI);
	tui_headless_close(h);
	h = open_at(80, 24, "--day=甲子", "--hour", "午", "--general", "登明",
		    NULL);
	expect_plate(h, 0, LR_WU_B, LR_HAI);
	tui_headless_close(h);
}
END_TEST

START_TEST(test_unknown_key_says_so)
{
	struct tui_headless *h = open_at(80, 24, NULL);
	tui_headless_key(h, 'Z');
	ck_assert_str_eq(row(h, 23), "no action for that key here; ? shows "
			 "the keys");
	tui_headless_key(h, 't');
	ck_assert(strstr(row(h, 23), "hour"));	/* footer back */
	tui_headless_close(h);
}
END_TEST

/* The calendar's chart input at UTC in Shanghai. */
static struct lr_input
input_at(int64_t utc, struct lr_calendar *cal)
{
	struct lr_moment m;
	char err[200];
	ck_assert_int_eq(lr_moment_from_utc(&m, "Asia/Shanghai", utc,
					    LR_DEFAULT_LON, LR_DEFAULT_LAT,
					    err, sizeof err), 0);
	ck_assert_int_eq(lr_calendar_resolve(cal, &m, NULL, err, sizeof err),
			 0);
	return lr_calendar_input(cal);
}

static void
expect_header_input(struct tui_headless *h, struct lr_input in)
{
	char want[64], day[7];
	snprintf(want, sizeof want, "%s日 %s時 月將%s", lr_cycle_name(in.day,
		 day), lr_branch_name(in.hour), lr_branch_name(in.general));
	ck_assert_msg(strstr(row(h, 0), want), "header '%s' lacks '%s'",
		      row(h, 0), want);
}

START_TEST(test_moment_stepping)
{
	struct lr_moment m;
	char err[200];
	ck_assert_int_eq(front_moment_parse_text("2026-11-29 17:05",
					      "Asia/Shanghai", LR_DEFAULT_LON,
					      LR_DEFAULT_LAT, &m, err,
					      sizeof err), 0);
	struct lr_calendar cal;
	struct tui_headless *h = open_raw(80, 24, "2026-11-29", "17:05",
					  "--tz", "Asia/Shanghai", NULL);
	ck_assert(strncmp(row(h, 0), " 2026-11-29 17:05 ", 18) == 0);
	struct lr_input in = input_at(m.utc, &cal);
	expect_header_input(h, in);
	expect_plate(h, in.day, in.hour, in.general);

	/* an hour is two hours of the clock, a day 24 */
	tui_headless_key(h, 't');
	ck_assert(strncmp(row(h, 0), " 2026-11-29 19:05 ", 18) == 0);
	in = input_at(m.utc + 7200, &cal);
	expect_header_input(h, in);
	expect_plate(h, in.day, in.hour, in.general);
	tui_headless_key(h, 'd');
	ck_assert(strncmp(row(h, 0), " 2026-11-30 19:05 ", 18) == 0);
	in = input_at(m.utc + 7200 + 86400, &cal);
	expect_header_input(h, in);
	tui_headless_key(h, 'D');
	tui_headless_key(h, 'T');
	ck_assert(strncmp(row(h, 0), " 2026-11-29 17:05 ", 18) == 0);

	/* a manual 月將 stays while the moment moves */
	tui_headless_key(h, 'm');
	int manual = lr_branch_add(in.general, -1);
	tui_headless_key(h, 't');
	in = input_at(m.utc + 7200, &cal);
	in.general = manual;
	expect_header_input(h, in);
	ck_assert(strstr(row(h, 0), "manual 月將"));

	/* g goes to a typed date; the calendar's 月將 comes back */
	tui_headless_type(h, "g2026-01-01 12:00\r");
	ck_assert(strncmp(row(h, 0), " 2026-01-01 12:00 ", 18) == 0);
	ck_assert(!strstr(row(h, 0), "manual"));
	front_moment_parse_text("2026-01-01 12:00", "Asia/Shanghai",
			     LR_DEFAULT_LON, LR_DEFAULT_LAT, &m, err,
			     sizeof err);
	in = input_at(m.utc, &cal);
	expect_header_input(h, in);
	expect_plate(h, in.day, in.hour, in.general);

	/* a bad date keeps the prompt open with the reason */
	tui_headless_type(h, "g2026-02-30\r");
	ck_assert_str_ne(row(h, 22), "");
	ck_assert(strncmp(row(h, 23), "date time: 2026-02-30", 21) == 0);
	tui_headless_key(h, 27);

	/* typed pillars leave the moment */
	tui_headless_type(h, ":丙辰 寅 未\r");
	ck_assert(strncmp(row(h, 0), " 六壬 丙辰日 寅時", 20) == 0);
	/* and n comes back to the present */
	tui_headless_key(h, 'n');
	ck_assert(strncmp(row(h, 0), " 六壬", 7) != 0);
	ck_assert(strncmp(row(h, 0), " 2", 2) == 0);
	tui_headless_close(h);
}
END_TEST

START_TEST(test_pillars_missing_come_from_moment)
{
	struct lr_moment m;
	char err[200];
	front_moment_parse_text("2026-11-29 17:05", "Asia/Shanghai",
			     LR_DEFAULT_LON, LR_DEFAULT_LAT, &m, err, sizeof err);
	struct lr_calendar cal;
	struct lr_input in = input_at(m.utc, &cal);
	struct tui_headless *h = open_raw(80, 24, "2026-11-29", "17:05",
					  "--tz", "Asia/Shanghai", "--hour",
					  "子", NULL);
	in.hour = LR_ZI;
	expect_header_input(h, in);
	ck_assert(strncmp(row(h, 0), " 六壬", 7) == 0);
	tui_headless_close(h);
}
END_TEST

START_TEST(test_compare_schools)
{
	struct tui_headless *h = open_at(80, 24, NULL);
	tui_headless_key(h, 's');
	expect_screen(h, 24, "compare-80x24");
	ck_assert(strncmp(row(h, 1), "default settings", 16) == 0);
	ck_assert(strstr(row(h, 1), "貴人=甲羊戊庚牛"));
	/* the right plate is the chart under the other 貴人 table */
	struct lr_settings b;
	lr_settings_default(&b);
	char err[128];
	ck_assert_int_eq(lr_settings_set(&b, "noble-table", "xiantian", err,
					 sizeof err), 0);
	struct lr_chart ca, cb;
	struct lr_input in = { BINGCHEN, LR_YIN, LR_WEI };
	lr_chart_compute(&ca, &in, NULL, NULL);
	lr_chart_compute(&cb, &in, &b, NULL);
	char want[64];
	snprintf(want, sizeof want, "貴 %s", lr_branch_name(cb.noble));
	const char *r = row(h, 11);
	const char *right = strstr(r, "│   │");
	ck_assert_msg(right && strstr(right, want), "row '%s' lacks %s", r,
		      want);
	/* a palace is highlighted on both sides exactly when it differs */
	attr_t lit = tui_role(TUI_ROLE_HILITE) & (A_COLOR | A_REVERSE);
	for (int p = 0; p < 12; p++) {
		int hb = ca.heaven[p];
		bool differs = ca.general_on[hb] != cb.general_on[hb];
		for (int side = 0; side < 2; side++) {
			attr_t a = cell_attr(h, 3 + pr[p] * 4,
					     side * 40 + 8 + pc[p] * 9);
			ck_assert_msg(((a & (A_COLOR | A_REVERSE)) == lit) ==
				      differs, "palace %s side %d",
				      lr_branch_name(p), side);
		}
	}
	/* ] moves on to the next school; stepping works here too */
	tui_headless_key(h, ']');
	ck_assert(strstr(row(h, 1), "晝夜=卯申"));
	tui_headless_key(h, 't');
	ck_assert(strstr(row(h, 0), "卯時"));
	ck_assert(strstr(row(h, 1), "晝夜=卯申"));
	tui_headless_key(h, '[');
	tui_headless_key(h, '[');
	ck_assert(strstr(row(h, 1), "涉害本家=是"));
	tui_headless_key(h, '[');
	ck_assert(strstr(row(h, 1), "涉害="));
	tui_headless_key(h, 27);
	ck_assert(strstr(row(h, 1), "三傳"));
	tui_headless_close(h);
}
END_TEST


/* ---- the reading: 課體, 神煞, selection, commentary ---- */

/* The text of row Y from column X on (columns counted in cells). */
static const char *
from_col(const char *r, int x)
{
	const char *s = r, *end = r + strlen(r);
	int col = 0;
	while (s < end && col < x)
		col += tw_char_width(tw_next(&s, end));
	return s;
}

/* The text of row Y from column X, at most W columns, trailing blanks
 * removed. */
static const char *
span(struct tui_headless *h, int y, int x, int w)
{
	static char buf[8][1024];
	static int k;
	char *b = buf[k++ % 8];
	const char *s = from_col(row(h, y), x);
	size_t n = tw_fit(s, w, NULL);
	if (n >= sizeof buf[0])
		n = sizeof buf[0] - 1;
	memcpy(b, s, n);
	while (n > 0 && b[n - 1] == ' ')
		n--;
	b[n] = 0;
	return b;
}

/* The 神煞 of the typed chart (day only), one per name, as the pane
 * groups them: kind and branches. */
struct ss_name {
	const char *name;
	int kind;
	unsigned branches, by_day;
};

static int
shensha_names(int day, struct ss_name *out, int max)
{
	char err[256];
	const struct lr_shensha_set *set = lr_shensha_default(err, sizeof err);
	ck_assert_msg(set != NULL, "%s", err);
	struct lr_shensha_context ctx;
	lr_shensha_context_init(&ctx);
	ctx.day_cycle = day;
	static struct lr_shensha_result res;
	lr_shensha_eval(set, &ctx, &res);
	int n = 0;
	for (size_t i = 0; i < res.nhits; i++) {
		const struct lr_shensha_hit *h = &res.hits[i];
		int j;
		for (j = 0; j < n; j++)
			if (!strcmp(out[j].name, h->def->name) &&
			    out[j].kind == (int)h->def->kind)
				break;
		if (j == n) {
			ck_assert_int_lt(n, max);
			out[n++] = (struct ss_name){ h->def->name, h->def->kind,
						     0, 0 };
		}
		out[j].branches |= h->cell->palaces;
		if (h->key == LR_KEY_DAY)
			out[j].by_day |= h->cell->palaces;
	}
	return n;
}

START_TEST(test_patterns_pane)
{
	struct tui_headless *h = open_at(120, 40, NULL);
	struct lr_chart c;
	struct lr_input in = { BINGCHEN, LR_YIN, LR_WEI };
	lr_chart_compute(&c, &in, NULL, NULL);
	struct lr_context ctx;
	lr_context_init(&ctx);
	lr_context_complete(&ctx);
	struct lr_rule_result r[LR_RULE_CAPACITY];
	int n = lr_patterns_evaluate(&c, &ctx, r, lr_pattern_count());
	int fired = 0, unknown = 0;
	for (int i = 0; i < n; i++)
		r[i].verdict == LR_RULE_FIRED ? fired++ : unknown++;
	ck_assert_int_gt(fired, 0);
	char title[64];
	snprintf(title, sizeof title, "Patterns (課體) %d (%d unknown)",
		 fired, unknown);
	ck_assert_msg(strncmp(row(h, 18), title, strlen(title)) == 0,
		      "row 18 '%s', want '%s'", row(h, 18), title);
	/* each fired one under the plate, with the start of its reason (the
	 * name not said again); the remarks (附) after the named ones */
	int y = 19;
	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < n; i++) {
			if (r[i].verdict != LR_RULE_FIRED ||
			    lr_pattern_is_remark(r[i].rule) != (pass == 1))
				continue;
			char want[256];
			snprintf(want, sizeof want, "%s%s%s",
				 pass ? tui_remark_label() : "", pass ? " " : "",
				 r[i].name);
			while (y < 39 && strncmp(row(h, y), want, strlen(want)))
				y++;
			const char *got = row(h, y++);
			ck_assert_msg(strncmp(got, want, strlen(want)) == 0,
				      "'%s' not found", want);
			const char *why = r[i].reason;
			size_t nl = strlen(r[i].name);
			if (!strncmp(why, r[i].name, nl) && why[nl] == ' ')
				why += nl + 1;
			char reason[16];
			size_t rl = tw_fit(why, 4, NULL);
			memcpy(reason, why, rl);
			reason[rl] = 0;
			ck_assert_msg(strstr(got, reason), "row '%s' lacks the "
				      "reason '%s'", got, r[i].reason);
			/* the name is not repeated before the reason */
			char twice[128];
			snprintf(twice, sizeof twice, "%s %s", r[i].name,
				 r[i].name);
			ck_assert_msg(!strstr(got, twice), "'%s'", got);
		}
	tui_headless_close(h);
}
END_TEST

START_TEST(test_shensha_pane)
{
	static struct ss_name names[400];
	int n = shensha_names(BINGCHEN, names, 400);
	ck_assert_int_gt(n, 10);
	struct tui_headless *h = open_at(200, 60, NULL);
	/* A shows every one */
	tui_headless_key(h, 'A');
	char title[32];
	snprintf(title, sizeof title, "Spirits (神煞) all %d", n);
	ck_assert_msg(!strcmp(span(h, SS_Y, SS_X, 60), title), "'%s'",
		      row(h, SS_Y));
	/* 吉 first, then 凶, then 平, abreast on a wide pane; each name
	 * with all its branches */
	int last_kind = 0, shown = 0;
	for (int y = SS_Y + 1; y < 58; y++)
	for (int k = 0; k < SS_ABREAST; k++) {
		const char *r = span(h, y, SS_X + 28 * k, 26);
		if (!r[0])
			continue;
		/* in English: + 吉, - 凶, = 平 */
		ck_assert_msg(r[0] == '+' || r[0] == '-' || r[0] == '=',
			      "row %d '%s'", y, r);
		int kind = r[0] == '+' ? 0 : r[0] == '-' ? 1 : 2;
		ck_assert_msg(kind >= last_kind, "row %d out of group order", y);
		last_kind = kind;
		char name[64];
		const char *nm = from_col(r, 3);
		size_t nl = strcspn(nm, " ");
		memcpy(name, nm, nl);
		name[nl] = 0;
		int j;
		for (j = 0; j < n; j++)
			if (!strcmp(names[j].name, name) && names[j].kind == kind)
				break;
		ck_assert_msg(j < n, "'%s' is not a 神煞 of the chart", name);
		char bl[40] = "";
		for (int b = 0; b < 12; b++)
			if (names[j].branches >> b & 1)
				strcat(bl, lr_branch_name(b));
		ck_assert_msg(!strcmp(from_col(r, 16), bl), "%s: '%s' want '%s'",
			      name, from_col(r, 16), bl);
		shown++;
	}
	/* every one fits in 28 rows of four */
	ck_assert_int_eq(shown, n);
	ck_assert(n <= 27 * 4 && !strstr(row(h, 58), "more"));
	tui_headless_close(h);
}
END_TEST

/* Is the palace at earth branch P highlighted (the HILITE role)? */
static bool
palace_lit(struct tui_headless *h, int p)
{
	attr_t lit = tui_role(TUI_ROLE_HILITE) & (A_COLOR | A_REVERSE);
	attr_t a = cell_attr(h, 2 + pr[p] * 4, 8 + pc[p] * 9);
	return (a & (A_COLOR | A_REVERSE)) == lit;
}

START_TEST(test_plate_markers)
{
	/* every day of the cycle: 馬 德 祿 where the day's 驛馬, 日德 and
	 * 日祿 ride, unless both mark slots are taken */
	for (int day = 0; day < 60; day += 7) {
		char dn[8];
		lr_cycle_name(day, dn);
		struct tui_headless *h = open_at(80, 24, "--day", dn, NULL);
		static struct ss_name names[400];
		int n = shensha_names(day, names, 400);
		struct lr_chart c;
		struct lr_input in = { day, LR_YIN, LR_WEI };
		lr_chart_compute(&c, &in, NULL, NULL);
		static const char *const what[3] = { "驛馬", "日德", "日祿" };
		static const char *const mark[3] = { "馬", "德", "祿" };
		for (int k = 0; k < 3; k++) {
			unsigned on = 0;
			for (int j = 0; j < n; j++)
				if (!strcmp(names[j].name, what[k]))
					on |= names[j].by_day;
			ck_assert_msg(on, "%s: no %s", dn, what[k]);
			for (int p = 0; p < 12; p++) {
				const char *cell = from_col(row(h, 3 + pr[p] * 4),
							    1 + pc[p] * 9 + 4);
				char slots[16];
				size_t sl = tw_fit(cell, 4, NULL);
				memcpy(slots, cell, sl);
				slots[sl] = 0;
				bool has = strstr(slots, mark[k]) != NULL;
				bool want = on >> c.heaven[p] & 1;
				/* both slots full (transmission and void) */
				bool full = tw_width(slots) == 4 && !has;
				ck_assert_msg(has == want || (want && full),
					      "%s palace %s: %s '%s'", dn,
					      lr_branch_name(p), mark[k], slots);
			}
		}
		tui_headless_close(h);
	}
}
END_TEST

START_TEST(test_selection_highlights)
{
	struct tui_headless *h = open_at(120, 40, NULL);
	struct lr_chart c;
	struct lr_input in = { BINGCHEN, LR_YIN, LR_WEI };
	lr_chart_compute(&c, &in, NULL, NULL);
	/* nothing lit on the plate pane: the cursor sits on the hour */
	for (int p = 0; p < 12; p++)
		ck_assert(!palace_lit(h, p));
	/* the first 課體: its 發用 palace lights, and every lit palace
	 * holds a branch its reason names */
	tui_headless_key(h, '\t');
	ck_assert(strncmp(row(h, 18), "Patterns (課體)",
			  strlen("Patterns (課體)")) == 0);
	struct lr_context ctx;
	lr_context_init(&ctx);
	lr_context_complete(&ctx);
	struct lr_rule_result pr0[LR_RULE_CAPACITY];
	lr_patterns_evaluate(&c, &ctx, pr0, lr_pattern_count());
	ck_assert_int_eq(pr0[0].verdict, LR_RULE_FIRED);
	ck_assert(strncmp(row(h, 19), pr0[0].name, strlen(pr0[0].name)) == 0);
	const char *reason = pr0[0].reason;
	int lit = 0;
	for (int p = 0; p < 12; p++)
		if (palace_lit(h, p)) {
			lit++;
			ck_assert_msg(strstr(reason, lr_branch_name(c.heaven[p])),
				      "palace %s lit, not in '%s'",
				      lr_branch_name(p), reason);
		}
	ck_assert_int_gt(lit, 0);
	for (int p = 0; p < 12; p++)
		if (c.heaven[p] == c.transmissions[0].branch)
			ck_assert(palace_lit(h, p));
	/* a 神煞: the palaces its branches ride */
	static struct ss_name names[400];
	int n = shensha_names(BINGCHEN, names, 400);
	tui_headless_key(h, 'A');
	for (int step = 0; step < 5; step++) {
		const char *nm = span(h, 21 + step, 86, 12);
		char name[64];
		size_t nl = strcspn(nm, " ");
		memcpy(name, nm, nl);
		name[nl] = 0;
		unsigned br = 0;
		for (int j = 0; j < n; j++)
			if (!strcmp(names[j].name, name))
				br |= names[j].branches;
		for (int p = 0; p < 12; p++)
			ck_assert_msg(palace_lit(h, p) == (bool)(br >> c.heaven[p] & 1),
				      "%s: palace %s", name, lr_branch_name(p));
		tui_headless_key(h, 'j');
	}
	tui_headless_close(h);
}
END_TEST

START_TEST(test_plate_cursor_moves)
{
	struct tui_headless *h = open_at(80, 24, NULL);
	attr_t sel = tui_role(TUI_ROLE_SELECT) & (A_COLOR | A_REVERSE);
	/* the cursor starts on the hour's palace (寅) */
	struct { int key; int palace; } walk[] = {
		{ TUI_KEY_FN | KEY_UP, LR_MAO }, { TUI_KEY_FN | KEY_UP, LR_CHEN },
		{ TUI_KEY_FN | KEY_UP, LR_SI }, { TUI_KEY_FN | KEY_UP, LR_SI },
		{ TUI_KEY_FN | KEY_RIGHT, LR_WU_B }, { 'l', LR_WEI },
		{ 'l', LR_SHEN }, { 'j', LR_YOU }, { 'h', LR_CHEN },
		{ 'l', LR_YOU }, { 'j', LR_XU }, { 'j', LR_HAI },
		{ 'h', LR_ZI },
	};
	for (size_t i = 0; i < sizeof walk / sizeof walk[0]; i++) {
		tui_headless_key(h, walk[i].key);
		for (int p = 0; p < 12; p++) {
			attr_t a = cell_attr(h, 2 + pr[p] * 4, 8 + pc[p] * 9);
			ck_assert_msg(((a & (A_COLOR | A_REVERSE)) == sel) ==
				      (p == walk[i].palace), "move %zu: palace %s",
				      i, lr_branch_name(p));
		}
	}
	tui_headless_close(h);
}
END_TEST

START_TEST(test_commentary)
{
	struct tui_headless *h = open_at(120, 40, NULL);
	tui_headless_key(h, '\t');
	const char *first = from_col(row(h, 19), 0);
	char name[64];
	size_t nl = strcspn(first, "( ");
	memcpy(name, first, nl);
	name[nl] = 0;
	char err[256];
	const struct lr_pattern_text *t = lr_pattern_lookup(name, err,
							    sizeof err);
	ck_assert_msg(t && t->passage_count > 0, "%s: %s", name, err);
	tui_headless_key(h, '\r');
	ck_assert(strncmp(span(h, 1, 83, 37), "註 commentary", 13) == 0);
	char want[128];
	snprintf(want, sizeof want, "課體 %s", name);
	ck_assert_msg(strncmp(span(h, 2, 83, 37), want, strlen(want)) == 0,
		      "'%s'", row(h, 2));
	/* the first passage starts on the screen; the gloss further down */
	char head[32];
	size_t hl = tw_fit(t->passages[0], 10, NULL);
	memcpy(head, t->passages[0], hl);
	head[hl] = 0;
	ck_assert_msg(screen_has(h, 40, head), "no passage '%s'", head);
	bool gloss = false;
	for (int page = 0; page < 20 && !gloss; page++) {
		char gh[32];
		size_t gl = tw_fit(t->gloss, 10, NULL);
		memcpy(gh, t->gloss, gl);
		gh[gl] = 0;
		gloss = screen_has(h, 40, gh);
		tui_headless_key(h, TUI_KEY_FN | KEY_NPAGE);
	}
	ck_assert_msg(gloss, "the gloss never came into view");
	/* the derivation comes back when the commentary closes */
	tui_headless_key(h, 27);
	ck_assert(strstr(row(h, 1), "推演 derivation"));
	/* at 80 columns it takes the side pane's place */
	tui_headless_close(h);
	h = open_at(80, 24, NULL);
	tui_headless_key(h, '\r');
	ck_assert(strncmp(span(h, 1, 39, 41), "註 commentary", 13) == 0);
	ck_assert(strncmp(span(h, 2, 39, 41), "Palace 寅", 10) == 0);
	tui_headless_key(h, '\r');
	ck_assert(strstr(row(h, 1), "三傳"));
	tui_headless_close(h);
}
END_TEST

START_TEST(test_shensha_filter)
{
	static struct ss_name names[400];
	int n = shensha_names(BINGCHEN, names, 400);
	int want = 0;
	for (int j = 0; j < n; j++)
		want += strstr(names[j].name, "天") != NULL;
	ck_assert_int_gt(want, 1);
	struct tui_headless *h = open_at(200, 60, NULL);
	tui_headless_type(h, "/天");
	char title[64];
	snprintf(title, sizeof title, "Spirits (神煞) /天  %d of %d", want, n);
	ck_assert_msg(!strcmp(span(h, SS_Y, SS_X, 60), title), "'%s'",
		      row(h, SS_Y));
	ck_assert(strncmp(row(h, 59), "神煞 filter: 天", 17) == 0);
	tui_headless_key(h, '\r');
	ck_assert_msg(!strcmp(span(h, SS_Y, SS_X, 60), title), "'%s'",
		      row(h, SS_Y));
	for (int i = 0; i < want; i++)
		ck_assert_msg(strstr(span(h, SS_Y + 1 + i / SS_ABREAST,
					  SS_X + 3 + 28 * (i % SS_ABREAST), 12),
				     "天"), "item %d '%s'", i,
			      row(h, SS_Y + 1 + i / SS_ABREAST));
	/* Esc clears it */
	tui_headless_key(h, 27);
	ck_assert(!strncmp(span(h, SS_Y, SS_X, 60), "Spirits (神煞) on the 三傳, 日辰 and 年命",
			   strlen("Spirits (神煞) on the 三傳, 日辰 and 年命")));
	/* a filter nothing matches */
	tui_headless_type(h, "/無此名\r");
	snprintf(title, sizeof title, "Spirits (神煞) /無此名  0 of %d", n);
	ck_assert(!strcmp(span(h, SS_Y, SS_X, 60), title));
	tui_headless_close(h);
}
END_TEST

/* Palace P differs between A and B: its heaven branch, the general on
 * it, or which transmission it holds. */
static bool
differs(const struct lr_chart *a, const struct lr_chart *b, int p)
{
	int h = a->heaven[p];
	bool moved = false;
	for (int i = 0; i < 3; i++)
		moved |= (a->transmissions[i].branch == h) !=
			 (b->transmissions[i].branch == h);
	return h != b->heaven[p] || a->general_on[h] != b->general_on[h] ||
	       moved;
}

/* A birth date in the querent prompt and on the command line: 1983-01-20
 * was before 1983's 立春 (02-04), so 本命戌 (壬戌); at 2026-11-29 the
 * 虛歲 is 2026 - 1982 + 1 = 45 and a man's 行年 寅 + 44 = 戌. The bare
 * year 1983 (癸亥) says what a birth before 立春 would be. */
START_TEST(test_querent_birth_date)
{
	struct tui_headless *h = open_raw(200, 60, "2026-11-29", "17:05",
					  "--tz", "Asia/Shanghai", NULL);
	tui_headless_type(h, "u1983/1/20 08:30 男\r");
	ck_assert_msg(strstr(tui_headless_status(h), "壬戌命"), "status '%s'",
		      tui_headless_status(h));
	ck_assert(screen_has(h, 60, "本命戌"));
	ck_assert(screen_has(h, 60, "行年戌"));
	tui_headless_close(h);
	/* the same from --birth */
	h = open_raw(200, 60, "2026-11-29", "17:05", "--tz", "Asia/Shanghai",
		     "--birth", "1983-01-20", "--sex", "男", NULL);
	ck_assert(screen_has(h, 60, "本命戌"));
	ck_assert(screen_has(h, 60, "行年戌"));
	/* the day of 立春 without the hour is refused, the prompt stays */
	tui_headless_type(h, "u1983-02-04\r");
	ck_assert_msg(strstr(row(h, 58), "立春"), "'%s'", row(h, 58));
	tui_headless_key(h, 27);
	/* a bare year: 癸亥, and the note names 壬戌 */
	tui_headless_type(h, "u1983 男\r");
	ck_assert(screen_has(h, 60, "本命亥"));
	ck_assert_msg(strstr(tui_headless_status(h), "(壬戌)"), "status '%s'",
		      tui_headless_status(h));
	ck_assert(screen_has(h, 60, "(壬戌)"));
	tui_headless_close(h);
}
END_TEST

START_TEST(test_querent_and_settings)
{
	struct tui_headless *h = open_raw(80, 24, "2026-11-29", "17:05",
					  "--tz", "Asia/Shanghai", NULL);
	char *before = screen(h, 23);
	tui_headless_type(h, "u1983 男\r");
	ck_assert_msg(strstr(tui_headless_status(h), "癸亥") &&
		      strstr(tui_headless_status(h), "palaces changed"),
		      "status '%s'", tui_headless_status(h));
	/* the querent does not move the plate */
	ck_assert(strstr(tui_headless_status(h), ": 0 palaces changed"));
	/* a bad word is named and the prompt stays */
	tui_headless_type(h, "u1983 X\r");
	ck_assert(strstr(row(h, 22), "'X'"));
	tui_headless_key(h, 27);
	tui_headless_type(h, "u-\r");
	ck_assert_msg(strstr(tui_headless_status(h), "0 palaces changed"),
		      "status '%s'", tui_headless_status(h));
	char *cleared = screen(h, 23);
	ck_assert_msg(strcmp(cleared, before) == 0, "clearing the querent "
		      "left a different screen");
	free(cleared);
	free(before);
	/* the same querent from the command line */
	tui_headless_close(h);
	h = open_raw(80, 24, "2026-11-29", "17:05", "--tz", "Asia/Shanghai",
		     "--birth", "1983", "--sex", "男", NULL);
	tui_headless_type(h, "u\r");	/* nothing typed: an error */
	ck_assert(strstr(row(h, 22), "birth year"));
	tui_headless_key(h, 27);
	tui_headless_type(h, "u男\r");
	ck_assert_msg(strstr(tui_headless_status(h), "癸亥"), "'%s'",
		      tui_headless_status(h));
	char err2[128];
	char *bad[] = { "liuren", "--no-config", "--birth", "x", NULL };
	ck_assert_ptr_null(tui_headless_open(4, bad, 80, 24, err2,
					     sizeof err2));
	ck_assert(err2[0]);
	/* a school setting: the palaces whose generals moved light up */
	struct lr_moment m;
	char err[200];
	front_moment_parse_text("2026-11-29 17:05", "Asia/Shanghai",
			     LR_DEFAULT_LON, LR_DEFAULT_LAT, &m, err, sizeof err);
	struct lr_calendar cal;
	lr_calendar_resolve(&cal, &m, NULL, err, sizeof err);
	struct lr_input in = lr_calendar_input(&cal);
	struct lr_settings a;
	lr_settings_default(&a);
	bool day = lr_calendar_daytime(&cal, &m, &a);
	/* the first of these that moves a general on this chart */
	static const char *const tries[][2] = {
		{ "noble-table", "xiantian" }, { "day-hours", "mao-shen" },
		{ "day-hours", "sun" }
	};
	struct lr_chart ca, cb;
	struct lr_settings b;
	int changed = 0;
	size_t k;
	for (k = 0; k < 3 && !changed; k++) {
		lr_settings_default(&b);
		lr_settings_set(&b, tries[k][0], tries[k][1], err, sizeof err);
		lr_chart_compute_daynight(&ca, &in, &a, day, NULL);
		lr_chart_compute_daynight(&cb, &in, &b,
					  lr_calendar_daytime(&cal, &m, &b), NULL);
		for (int p = 0; p < 12; p++)
			changed += differs(&ca, &cb, p);
	}
	ck_assert_int_gt(changed, 0);
	char typed[64];
	snprintf(typed, sizeof typed, "S%s=%s\r", tries[k - 1][0],
		 tries[k - 1][1]);
	tui_headless_type(h, typed);
	char want[64];
	snprintf(want, sizeof want, ": %d palaces changed", changed);
	ck_assert_msg(strstr(tui_headless_status(h), want), "'%s' want '%s'",
		      tui_headless_status(h), want);
	attr_t lit = tui_role(TUI_ROLE_HILITE) & (A_COLOR | A_REVERSE);
	for (int p = 0; p < 12; p++) {
		attr_t at = cell_attr(h, 3 + pr[p] * 4, 8 + pc[p] * 9);
		bool on = (at & (A_COLOR | A_REVERSE)) == lit;
		ck_assert_msg(on == differs(&ca, &cb, p),
			      "palace %s", lr_branch_name(p));
	}
	ck_assert_msg(strstr(row(h, 0), "["), "header '%s' lacks the "
		      "settings", row(h, 0));
	/* the next key leaves the highlight */
	tui_headless_key(h, TUI_KEY_FN | KEY_UP);
	/* a bad setting */
	tui_headless_type(h, "Sshehai=x\r");
	ck_assert(strstr(row(h, 22), "shehai") || strstr(row(h, 22), "x"));
	tui_headless_key(h, 27);
	tui_headless_close(h);
}
END_TEST

START_TEST(test_week_month_year)
{
	struct tui_headless *h = open_raw(80, 24, "2026-01-31", "17:05",
					  "--tz", "Asia/Shanghai", NULL);
	ck_assert(strncmp(row(h, 0), " 2026-01-31 17:05 ", 18) == 0);
	struct { int key; const char *want; } steps[] = {
		{ 'w', " 2026-02-07 17:05 " }, { 'W', " 2026-01-31 17:05 " },
		{ 'o', " 2026-02-28 17:05 " }, { 'O', " 2026-01-28 17:05 " },
		{ '>', " 2027-01-28 17:05 " }, { '<', " 2026-01-28 17:05 " },
		{ '<', " 2025-01-28 17:05 " },
	};
	for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++) {
		tui_headless_key(h, steps[i].key);
		ck_assert_msg(strncmp(row(h, 0), steps[i].want, 18) == 0,
			      "after %c: '%s'", steps[i].key, row(h, 0));
	}
	/* the chart follows the calendar */
	struct lr_moment m;
	char err[200];
	front_moment_parse_text("2025-01-28 17:05", "Asia/Shanghai",
			     LR_DEFAULT_LON, LR_DEFAULT_LAT, &m, err, sizeof err);
	struct lr_calendar cal;
	struct lr_input in = input_at(m.utc, &cal);
	expect_header_input(h, in);
	expect_plate(h, in.day, in.hour, in.general);
	tui_headless_close(h);
	/* typed pillars: a week is seven days of the cycle; months need a
	 * calendar */
	h = open_at(80, 24, NULL);
	tui_headless_key(h, 'w');
	expect_plate(h, (BINGCHEN + 7) % 60, LR_YIN, LR_WEI);
	tui_headless_key(h, 'o');
	ck_assert(strstr(tui_headless_status(h), "need a moment"));
	tui_headless_close(h);
}
END_TEST

/* The 課體 named NAME fires on the chart now shown (header pillars,
 * calendar context at UTC). */
static bool
fires_at(int64_t utc, const char *name)
{
	struct lr_moment m;
	char err[200];
	lr_moment_from_utc(&m, "Asia/Shanghai", utc, LR_DEFAULT_LON,
			   LR_DEFAULT_LAT, err, sizeof err);
	struct lr_calendar cal;
	lr_calendar_resolve(&cal, &m, NULL, err, sizeof err);
	struct lr_input in = lr_calendar_input(&cal);
	struct lr_chart c;
	struct lr_settings set;
	lr_settings_default(&set);
	lr_chart_compute_daynight(&c, &in, &set, lr_calendar_daytime(&cal, &m,
				  &set), NULL);
	struct lr_context ctx;
	lr_context_init(&ctx);
	lr_context_from_calendar(&ctx, &cal, &set);
	struct lr_rule_result r[LR_RULE_CAPACITY];
	int n = lr_patterns_evaluate(&c, &ctx, r, lr_pattern_count());
	for (int i = 0; i < n; i++)
		if (r[i].verdict == LR_RULE_FIRED && !strcmp(r[i].name, name))
			return true;
	return false;
}

/* The length of the 課體 name a list row starts with: up to its form in
 * the language's brackets (知一（比用）, 知一 (比用)) or a blank. */
static size_t name_length(const char *line)
{
	size_t n = 0;
	while (line[n] && line[n] != ' ' && line[n] != '('
	       && strncmp(line + n, "（", strlen("（")))
		n++;
	return n;
}

START_TEST(test_find_next_previous)
{
	struct tui_headless *h = open_raw(80, 24, "2026-11-29", "17:05",
					  "--tz", "Asia/Shanghai", NULL);
	/* the first 課體 of the chart */
	tui_headless_key(h, '\t');
	const char *first = row(h, 19);
	char name[64];
	size_t nl = name_length(first);
	memcpy(name, first, nl);
	name[nl] = 0;
	struct lr_moment m0;
	char err[200];
	front_moment_parse_text("2026-11-29 17:05", "Asia/Shanghai",
			     LR_DEFAULT_LON, LR_DEFAULT_LAT, &m0, err, sizeof err);
	for (int dir = 1; dir >= -1; dir -= 2) {
		tui_headless_key(h, dir > 0 ? 'f' : 'F');
		const char *st = tui_headless_status(h);
		char want[96];
		snprintf(want, sizeof want, "%s %s at ", name, dir > 0 ? "next" :
			 "previous");
		ck_assert_msg(strncmp(st, want, strlen(want)) == 0, "status '%s'",
			      st);
		/* the header shows the moment found; the pattern fires there */
		struct lr_moment m;
		ck_assert_int_eq(front_moment_parse_text(st + strlen(want),
						      "Asia/Shanghai",
						      LR_DEFAULT_LON,
						      LR_DEFAULT_LAT, &m, err,
						      sizeof err), 0);
		char hdr[32];
		snprintf(hdr, sizeof hdr, " %s ", st + strlen(want));
		ck_assert_msg(strncmp(row(h, 0), hdr, strlen(hdr)) == 0,
			      "header '%s'", row(h, 0));
		ck_assert(fires_at(m.utc, name));
		if (dir > 0)
			ck_assert(m.utc > m0.utc);
		else
			ck_assert(m.utc < m0.utc + 7200 * 12);
		ck_assert(screen_has(h, 24, name));
		m0 = m;
	}
	/* typed pillars have no calendar to search */
	tui_headless_close(h);
	h = open_at(80, 24, NULL);
	tui_headless_type(h, "\tf");
	ck_assert(strstr(tui_headless_status(h), "needs a moment"));
	tui_headless_close(h);
}
END_TEST

START_TEST(test_header_term)
{
	struct lr_moment m;
	char err[200];
	front_moment_parse_text("2026-11-29 17:05", "Asia/Shanghai",
			     LR_DEFAULT_LON, LR_DEFAULT_LAT, &m, err, sizeof err);
	struct lr_calendar cal;
	input_at(m.utc, &cal);
	const struct lr_term *t = cal.prev_jie.utc > cal.prev_zhongqi.utc ?
				  &cal.prev_jie : &cal.prev_zhongqi;
	struct lr_civil c;
	lr_zone_civil("Asia/Shanghai", t->utc, &c, NULL);
	char want[64];
	snprintf(want, sizeof want, " %s%02d-%02d %02d:%02d",
		 lr_term_name(t->index), c.month, c.day, c.hour, c.minute);
	ck_assert_str_eq(want, " 小雪11-22 15:23");
	struct tui_headless *h = open_raw(80, 24, "2026-11-29", "17:05",
					  "--tz", "Asia/Shanghai", NULL);
	ck_assert_msg(strstr(row(h, 0), want), "header '%s'", row(h, 0));
	/* a 節 after a 中氣: 大雪 */
	tui_headless_key(h, 'w');
	tui_headless_key(h, 'd');
	ck_assert_msg(strstr(row(h, 0), " 大雪12-07 10:52"), "'%s'", row(h, 0));
	tui_headless_close(h);
}
END_TEST

START_TEST(test_atlas_patterns)
{
	int id = lr_pattern_find("六儀", NULL);
	ck_assert_int_ge(id, 0);
	/* rows of the hour 寅 where 六儀 fires, nothing else known */
	struct lr_context nothing;
	lr_context_init(&nothing);
	lr_context_complete(&nothing);
	int want = 0;
	for (int d = 0; d < 60; d++)
		for (int o = 0; o < 12; o++) {
			struct lr_chart c;
			struct lr_input in = { d, LR_YIN, (LR_YIN + o) % 12 };
			lr_chart_compute(&c, &in, NULL, NULL);
			struct lr_rule_result r;
			want += lr_pattern_evaluate_one(id, &c, &nothing, &r) &&
				r.verdict == LR_RULE_FIRED;
		}
	ck_assert_int_gt(want, 0);
	struct tui_headless *h = open_at(100, 24, NULL);
	tui_headless_key(h, 'a');
	ck_assert(strstr(row(h, 1), "Patterns"));
	for (int i = 0; i < 60 && !strstr(row(h, 0), "課體: 六儀"); i++)
		tui_headless_key(h, 'v');
	char buf[64];
	snprintf(buf, sizeof buf, "%d of 720   課體: 六儀", want);
	ck_assert_msg(strstr(row(h, 0), buf), "'%s' want '%s'", row(h, 0), buf);
	for (int y = 2; y < 22; y++)
		ck_assert_msg(strstr(from_col(row(h, y), 40), "六儀"),
			      "row %d '%s'", y, row(h, y));
	/* the method filter combines with it; V steps back */
	tui_headless_key(h, 'f');
	ck_assert(strstr(row(h, 0), "method: 元首"));
	ck_assert(strstr(row(h, 0), "課體: 六儀"));
	tui_headless_key(h, 'v');
	ck_assert(!strstr(row(h, 0), "課體: 六儀"));
	tui_headless_key(h, 'V');
	ck_assert(strstr(row(h, 0), "課體: 六儀"));
	/* another hour: its own rows of 六儀 (元首 among them, the method
	 * filter kept), read when the atlas opens */
	tui_headless_key(h, 'q');
	tui_headless_key(h, 't');
	tui_headless_key(h, 'a');
	int want2 = 0;
	for (int d = 0; d < 60; d++)
		for (int o = 0; o < 12; o++) {
			struct lr_chart c;
			struct lr_input in = { d, LR_MAO, (LR_MAO + o) % 12 };
			lr_chart_compute(&c, &in, NULL, NULL);
			struct lr_rule_result r;
			want2 += c.method == LR_M_YUANSHOU &&
				 lr_pattern_evaluate_one(id, &c, &nothing, &r) &&
				 r.verdict == LR_RULE_FIRED;
		}
	ck_assert_int_gt(want2, 0);
	ck_assert(strstr(row(h, 0), "method: 元首"));
	ck_assert(strstr(row(h, 0), "課體: 六儀"));
	snprintf(buf, sizeof buf, "%d of 720", want2);
	ck_assert_msg(strstr(row(h, 0), buf), "'%s' want '%s'", row(h, 0), buf);
	tui_headless_close(h);
}
END_TEST

/* How many of the 720 charts of HOUR a 課體 fires on, nothing else known */
static int
atlas_want(int id, int hour)
{
	struct lr_context nothing;
	lr_context_init(&nothing);
	lr_context_complete(&nothing);
	int n = 0;
	for (int d = 0; d < 60; d++)
		for (int o = 0; o < 12; o++) {
			struct lr_chart c;
			struct lr_input in = { d, hour, (hour + o) % 12 };
			lr_chart_compute(&c, &in, NULL, NULL);
			struct lr_rule_result r;
			n += lr_pattern_evaluate_one(id, &c, &nothing, &r) &&
			     r.verdict == LR_RULE_FIRED;
		}
	return n;
}

/* A 課體 filter read for one hour is read again for the next: 朱雀克貴
 * (the noble of the day by day, of the night by night, and 朱雀 from it)
 * fires on other charts at 卯 (a day hour) than at 寅 */
START_TEST(test_atlas_pattern_each_hour)
{
	int id = lr_pattern_find("朱雀克貴", NULL);
	ck_assert_int_ge(id, 0);
	int at_yin = atlas_want(id, LR_YIN), at_mao = atlas_want(id, LR_MAO);
	ck_assert_int_ne(at_yin, at_mao);
	struct tui_headless *h = open_at(100, 24, NULL);
	tui_headless_key(h, 'a');
	for (int i = 0; i < 120 && !strstr(row(h, 0), "課體: 朱雀克貴"); i++)
		tui_headless_key(h, 'v');
	char buf[64];
	snprintf(buf, sizeof buf, "%d of 720   課體: 朱雀克貴", at_yin);
	ck_assert_msg(strstr(row(h, 0), buf), "'%s' want '%s'", row(h, 0), buf);
	tui_headless_key(h, 'q');
	tui_headless_key(h, 't');
	tui_headless_key(h, 'a');
	ck_assert(strstr(row(h, 0), "on the hour 卯"));
	snprintf(buf, sizeof buf, "%d of 720   課體: 朱雀克貴", at_mao);
	ck_assert_msg(strstr(row(h, 0), buf), "'%s' want '%s'", row(h, 0), buf);
	tui_headless_close(h);
}
END_TEST

/* ---- the key table ---- */

START_TEST(test_key_table_unambiguous)
{
	int n;
	const struct tui_key_info *k = tui_key_table(&n);
	for (int i = 0; i < n; i++)
		for (int a = 0; a < 3; a++) {
			if (!k[i].keys[a])
				continue;
			ck_assert_msg(tui_key_lookup(k[i].ctx, k[i].keys[a]) ==
				      k[i].action, "key of %s is taken", k[i].label);
			for (int j = i + 1; j < n; j++)
				for (int b = 0; b < 3; b++)
					ck_assert_msg(k[j].ctx != k[i].ctx ||
						      k[j].keys[b] != k[i].keys[a],
						      "%s and %s share a key",
						      k[i].label, k[j].label);
		}
}
END_TEST

/* ---- the mouse ---- */

/* Do two browsers show the same screen? */
static bool
same_screen(struct tui_headless *a, struct tui_headless *b, int lines)
{
	char *sa = screen(a, lines), *sb = screen(b, lines);
	bool same = strcmp(sa, sb) == 0;
	free(sa);
	free(sb);
	return same;
}

/* The screen row and column inside the plate cell of earth palace P
 * (the chart screen's plate at row 1, column 0). */
static int
cell_y(int p)
{
	return 2 + tui_palace_row[p] * 4 + 1;
}

static int
cell_x(int p)
{
	return 1 + tui_palace_col[p] * 9 + 3;
}

START_TEST(test_mouse_palaces)
{
	struct tui_headless *h = open_at(80, 24, NULL);
	attr_t sel = tui_role(TUI_ROLE_SELECT) & (A_COLOR | A_REVERSE);
	static const int palaces[] = { LR_ZI, LR_SI, LR_YOU, LR_CHEN, LR_HAI };
	for (size_t k = 0; k < sizeof palaces / sizeof palaces[0]; k++) {
		int p = palaces[k];
		tui_headless_click(h, cell_y(p), cell_x(p));
		/* the cursor is on P alone */
		for (int q = 0; q < 12; q++)
			ck_assert_msg(((cell_attr(h, cell_y(q), cell_x(q)) &
					(A_COLOR | A_REVERSE)) == sel) == (q == p),
				      "click on %s: palace %s", lr_branch_name(p),
				      lr_branch_name(q));
		/* a second click reads it, a third closes it */
		tui_headless_click(h, cell_y(p) + 1, cell_x(p) - 2);
		ck_assert(strncmp(span(h, 1, 39, 41), "註 commentary", 13) == 0);
		char want[16];
		snprintf(want, sizeof want, "Palace %s", lr_branch_name(p));
		ck_assert_msg(strncmp(span(h, 2, 39, 41), want, strlen(want)) ==
			      0, "'%s' want %s", row(h, 2), want);
		tui_headless_click(h, cell_y(p), cell_x(p));
		ck_assert(strstr(row(h, 1), "三傳"));
	}
	/* the same as moving the cursor there: 卯 is above the hour 寅 */
	struct tui_headless *k = open_at(80, 24, NULL);
	tui_headless_key(k, 'k');
	tui_headless_click(h, cell_y(LR_MAO), cell_x(LR_MAO));
	ck_assert(same_screen(h, k, 24));
	/* with the commentary open, a click moves it to the new palace */
	tui_headless_key(h, '\r');
	tui_headless_click(h, cell_y(LR_WU_B), cell_x(LR_WU_B));
	ck_assert(strncmp(span(h, 2, 39, 41), "Palace 午", 10) == 0);
	/* borders and the centre are no palace */
	tui_headless_type(k, "\rkkl");
	ck_assert(same_screen(h, k, 24));
	tui_headless_click(h, 1, 5);		/* the top border */
	tui_headless_click(h, 8, 9);		/* a vertical line */
	tui_headless_click(h, 9, 15);		/* the centre */
	ck_assert(same_screen(h, k, 24));
	tui_headless_close(k);
	tui_headless_close(h);
}
END_TEST

START_TEST(test_mouse_lists)
{
	struct tui_headless *h = open_at(120, 40, NULL);
	struct tui_headless *k = open_at(120, 40, NULL);
	/* a 課體 line: selected as Tab then j select it, its palaces lit */
	tui_headless_click(h, 20, 3);
	tui_headless_type(k, "\tj");
	ck_assert(same_screen(h, k, 40));
	char name[64];
	const char *line = row(h, 20);
	size_t nl = name_length(line);
	memcpy(name, line, nl);
	name[nl] = 0;
	/* again: its commentary, as Enter; once more closes it */
	tui_headless_click(h, 20, 10);
	tui_headless_key(k, '\r');
	ck_assert(same_screen(h, k, 40));
	char want[128];
	snprintf(want, sizeof want, "課體 %s", name);
	ck_assert_msg(strncmp(span(h, 2, 83, 37), want, strlen(want)) == 0,
		      "'%s' want '%s'", row(h, 2), want);
	tui_headless_click(h, 20, 10);
	ck_assert(strstr(row(h, 1), "推演 derivation"));
	/* a double click on another line opens it at once */
	tui_headless_mouse(h, 19, 2, TUI_MOUSE_DOUBLE);
	tui_headless_type(k, "k");
	ck_assert(same_screen(h, k, 40));
	/* the 神煞 pane: the second line, as Tab Tab j (from the plate) */
	tui_headless_click(h, 23, 90);
	struct tui_headless *k2 = open_at(120, 40, NULL);
	tui_headless_type(k2, "\r\t\tj");
	ck_assert(same_screen(h, k2, 40));
	/* a pane's title selects the pane, keeping its line */
	tui_headless_click(h, 18, 2);
	tui_headless_key(k2, FN(KEY_BTAB));
	ck_assert(same_screen(h, k2, 40));
	tui_headless_close(k2);
	tui_headless_close(k);
	tui_headless_close(h);
}
END_TEST

START_TEST(test_mouse_wheel)
{
	/* the commentary of a palace (longer than its pane; one that fits
	 * does not scroll) scrolls three lines a notch */
	struct tui_headless *h = open_at(120, 40, NULL);
	tui_headless_mouse(h, 3, 3, TUI_MOUSE_DOUBLE);
	ck_assert(strncmp(span(h, 1, 83, 37), "註 commentary", 13) == 0);
	char before[8][256];
	for (int i = 0; i < 8; i++)
		snprintf(before[i], sizeof before[i], "%s", span(h, 2 + i, 83, 37));
	char *top = screen(h, 40);
	tui_headless_mouse(h, 10, 90, TUI_MOUSE_WHEEL_DOWN);
	for (int i = 0; i < 5; i++)
		ck_assert_msg(strcmp(span(h, 2 + i, 83, 37), before[i + 3]) == 0,
			      "row %d '%s' want '%s'", 2 + i, span(h, 2 + i, 83,
			      37), before[i + 3]);
	tui_headless_mouse(h, 10, 90, TUI_MOUSE_WHEEL_UP);
	char *back = screen(h, 40);
	ck_assert_str_eq(back, top);
	free(back);
	/* no further up than the top */
	tui_headless_mouse(h, 10, 90, TUI_MOUSE_WHEEL_UP);
	back = screen(h, 40);
	ck_assert_str_eq(back, top);
	free(back);
	free(top);
	tui_headless_close(h);

	/* over a list the wheel moves its selection, three lines a notch */
	h = open_at(120, 40, NULL);
	struct tui_headless *k = open_at(120, 40, NULL);
	tui_headless_mouse(h, 30, 90, TUI_MOUSE_WHEEL_DOWN);
	tui_headless_type(k, "\t\tjjj");
	ck_assert(same_screen(h, k, 40));
	tui_headless_mouse(h, 30, 90, TUI_MOUSE_WHEEL_UP);
	tui_headless_type(k, "kkk");
	ck_assert(same_screen(h, k, 40));
	/* and scrolls the help */
	tui_headless_key(h, '?');
	tui_headless_key(k, '?');
	tui_headless_mouse(h, 10, 10, TUI_MOUSE_WHEEL_DOWN);
	tui_headless_type(k, "jjj");
	ck_assert(same_screen(h, k, 40));
	tui_headless_close(k);
	tui_headless_close(h);
}
END_TEST

START_TEST(test_mouse_elsewhere)
{
	/* the teaching mode, the prompt and a too small screen ignore it */
	struct tui_headless *h = open_at(80, 24, NULL);
	tui_headless_key(h, 'e');
	char *a = screen(h, 24);
	tui_headless_click(h, cell_y(LR_ZI), cell_x(LR_ZI));
	tui_headless_mouse(h, 20, 5, TUI_MOUSE_WHEEL_DOWN);
	char *b = screen(h, 24);
	ck_assert_str_eq(a, b);
	free(a);
	free(b);
	tui_headless_key(h, 'e');
	tui_headless_key(h, ':');
	tui_headless_click(h, cell_y(LR_ZI), cell_x(LR_ZI));
	ck_assert_str_eq(row(h, 23), "day hour 月將:");
	tui_headless_key(h, 27);
	tui_headless_resize(h, 60, 20);
	tui_headless_click(h, cell_y(LR_ZI), cell_x(LR_ZI));
	ck_assert(screen_has(h, 20, "terminal too small"));
	tui_headless_resize(h, 80, 24);
	/* the cursor did not move: Enter reads the hour's palace 寅 */
	tui_headless_key(h, '\r');
	ck_assert(strncmp(span(h, 2, 39, 41), "Palace 寅", 10) == 0);
	/* the atlas: a click selects a row, a second opens it */
	tui_headless_key(h, 27);
	tui_headless_key(h, 'a');
	tui_headless_click(h, 5, 10);
	char day[16];
	snprintf(day, sizeof day, "%s", span(h, 5, 1, 4));
	tui_headless_click(h, 5, 10);
	ck_assert(strstr(row(h, 1), "三傳"));
	ck_assert_msg(strstr(row(h, 0), day), "'%s' lacks %s", row(h, 0), day);
	tui_headless_close(h);
}
END_TEST

/* ---- compare schools: the 課體 ---- */

/* The names of the 課體 that fire in A and not (same variant) in B. */
static void
only_fired(const struct lr_rule_result *a, int na,
	   const struct lr_rule_result *b, int nb, char names[][128],
	   int *n)
{
	*n = 0;
	for (int i = 0; i < na; i++) {
		if (a[i].verdict != LR_RULE_FIRED)
			continue;
		bool found = false;
		for (int j = 0; j < nb; j++)
			if (b[j].verdict == LR_RULE_FIRED && b[j].rule == a[i].rule &&
			    !strcmp(b[j].variant, a[i].variant))
				found = true;
		if (!found)
			snprintf(names[(*n)++], 128, "%s%s%s%s", a[i].name,
				 a[i].variant[0] ? "(" : "", a[i].variant,
				 a[i].variant[0] ? ")" : "");
	}
}

/* Does the 課體 list TEXT ("課體 +A B(x) C") hold the entry NAME? */
static bool
listed(const char *text, const char *name)
{
	size_t n = strlen(name);
	for (const char *s = strstr(text, name); s; s = strstr(s + 1, name))
		if (s > text && (s[-1] == '+' || s[-1] == ' ') &&
		    (s[n] == ' ' || s[n] == 0))
			return true;
	return false;
}

/* The age count is a school to compare when a birth date, a sex and a
 * moment give the age; a bare birth year gives none to count. */
START_TEST(test_compare_age_count)
{
	struct tui_headless *h = open_raw(120, 40, "2028-02-01", "12:00",
					  "--tz", "Asia/Shanghai", "--birth",
					  "1983-01-20", "--sex", "男", NULL);
	tui_headless_key(h, 's');
	for (int i = 0; i < 16 && !strstr(row(h, 1), "虛歲=正月初一"); i++)
		tui_headless_key(h, ']');
	ck_assert_msg(strstr(row(h, 1), "虛歲=正月初一"), "'%s'", row(h, 1));
	tui_headless_close(h);
	h = open_raw(120, 40, "2028-02-01", "12:00", "--tz", "Asia/Shanghai",
		     "--birth", "1983", "--sex", "男", NULL);
	tui_headless_key(h, 's');
	for (int i = 0; i < 16; i++) {
		ck_assert_msg(!strstr(row(h, 1), "虛歲"), "'%s'", row(h, 1));
		tui_headless_key(h, ']');
	}
	tui_headless_close(h);
}
END_TEST

START_TEST(test_compare_patterns)
{
	/* E21: 庚午日 寅時 子將; 涉害 by depth or 孟仲季 differ */
	struct tui_headless *h = open_raw(120, 40, "--day", "庚午", "--hour",
					  "寅", "--general", "子", "--set",
					  "shehai=depth", NULL);
	tui_headless_key(h, 's');
	for (int i = 0; i < 16 && !strstr(row(h, 1), "涉害=孟仲季"); i++)
		tui_headless_key(h, ']');
	ck_assert_msg(strstr(row(h, 1), "涉害=孟仲季"), "'%s'", row(h, 1));
	struct lr_settings sa, sb;
	lr_settings_default(&sa);
	lr_settings_default(&sb);
	char err[128];
	ck_assert_int_eq(lr_settings_set(&sb, "shehai", "mengzhongji", err,
					 sizeof err), 0);
	struct lr_input in = { 6, LR_YIN, LR_ZI };	/* 庚午 */
	struct lr_chart ca, cb;
	lr_chart_compute(&ca, &in, &sa, NULL);
	lr_chart_compute(&cb, &in, &sb, NULL);
	ck_assert_int_ne(ca.transmissions[0].branch, cb.transmissions[0].branch);
	struct lr_context ctx;
	lr_context_init(&ctx);
	lr_context_complete(&ctx);
	static struct lr_rule_result ra[LR_RULE_CAPACITY],
		rb[LR_RULE_CAPACITY];
	int na = lr_patterns_evaluate(&ca, &ctx, ra, lr_pattern_count());
	int nb = lr_patterns_evaluate(&cb, &ctx, rb, lr_pattern_count());
	static char only_a[LR_RULE_CAPACITY][128], only_b[LR_RULE_CAPACITY][128];
	int oa, ob;
	only_fired(ra, na, rb, nb, only_a, &oa);
	only_fired(rb, nb, ra, na, only_b, &ob);
	ck_assert_msg(oa + ob > 0, "the two schools fire the same 課體");
	/* each side lists its own, marked, under its summary (the rows from
	 * its 課體 line down; the plates grow with the screen) */
	char left[4096] = "", right[4096] = "";
	int from = 2;
	while (from < 39 && strncmp(span(h, from, 0, 59), "課體 ", 7))
		from++;
	ck_assert_int_lt(from, 39);
	for (int y = from; y < 39; y++) {
		strncat(left, span(h, y, 0, 59), sizeof left - strlen(left) - 2);
		strcat(left, " ");
		strncat(right, span(h, y, 60, 60),
			sizeof right - strlen(right) - 2);
		strcat(right, " ");
	}
	/* a long list wraps, possibly between a name and its "(variant)" */
	for (char *side = left; side; side = side == left ? right : NULL) {
		char *w = side;
		for (const char *p = side; *p; p++) {
			if (*p == ' ') {
				const char *q = p;
				while (*q == ' ')
					q++;
				if (*q == '(')
					continue;
			}
			*w++ = *p;
		}
		*w = '\0';
	}
	ck_assert_msg(strstr(left, oa ? "課體 +" : "課體 同"), "'%s'", left);
	ck_assert_msg(strstr(right, ob ? "課體 +" : "課體 同"), "'%s'", right);
	for (int i = 0; i < oa; i++)
		ck_assert_msg(listed(left, only_a[i]) && !listed(right,
			      only_a[i]), "%s: left '%s' right '%s'",
			      only_a[i], left, right);
	for (int i = 0; i < ob; i++)
		ck_assert_msg(listed(right, only_b[i]) && !listed(left,
			      only_b[i]), "%s: left '%s' right '%s'",
			      only_b[i], left, right);
	/* marked: the list is drawn highlighted */
	attr_t lit = tui_role(TUI_ROLE_HILITE) & (A_COLOR | A_REVERSE);
	if (oa)
		ck_assert((cell_attr(h, from, 5) & (A_COLOR | A_REVERSE)) == lit);
	if (ob)
		ck_assert((cell_attr(h, from, 65) & (A_COLOR | A_REVERSE)) == lit);
	/* the transmissions differ and are highlighted on both sides */
	ck_assert(strncmp(span(h, from - 2, 0, 59), "三傳", 6) == 0);
	ck_assert((cell_attr(h, from - 2, 0) & (A_COLOR | A_REVERSE)) == lit);
	ck_assert((cell_attr(h, from - 2, 60) & (A_COLOR | A_REVERSE)) == lit);
	tui_headless_close(h);
}
END_TEST


/* ---- readable screens at every size ---- */

/* No pane's line starts with closing punctuation: checked at the start of
 * each row and after every border or gap of two blanks, where a pane's
 * text begins. */
static void
expect_no_closing_starts(struct tui_headless *h, int lines, const char *what)
{
	static const char *const closing[] = { "。", "，", "、", "；", "：", "」",
					       "）" };
	for (int y = 0; y < lines; y++) {
		const char *r = row(h, y);
		for (const char *p = r; *p;) {
			bool start = p == r || !strncmp(p - 1, " ", 1) ||
				     (p - r >= 3 && !strncmp(p - 3, "│", 3));
			if (start && p > r && p[-1] == ' ' &&
			    !(p - r >= 2 && p[-2] == ' ') &&
			    !(p - r >= 4 && !strncmp(p - 4, "│", 3)))
				start = false;	/* one blank: inside a line */
			for (size_t k = 0; start && k < 7; k++)
				ck_assert_msg(strncmp(p, closing[k],
						      strlen(closing[k])) != 0,
					      "%s row %d starts a line with %s: "
					      "'%s'", what, y, closing[k], r);
			const char *end = r + strlen(r);
			tw_next(&p, end);
		}
	}
}

/* The derivation in the column from X (W wide) between rows Y0 and Y1:
 * each step's lines put together give its caption, a line cut inside a
 * word ending with … (the word going on below); steps shown in order
 * and none past LAST. Returns the number of the last step shown. */
static int
expect_trace_whole(struct tui_headless *h, int y0, int y1, int x, int w,
		   const struct lr_trace *tr, int last)
{
	char got[4096] = "";
	int step = -1, shown = -1;
	bool cut = false;	/* the line read last ended with … */
	for (int y = y0; y <= y1; y++) {
		const char *r = span(h, y, x, w);
		int n = 0;
		bool numbered = sscanf(r, "%d", &n) == 1 && n >= 1;
		if (numbered || !r[0] || strstr(r, "more")) {
			/* the step the pane's end cuts (a "more" row below
			 * it) shows the start of its caption */
			if (step >= 0 && cut && !numbered && strstr(r, "more"))
				ck_assert_msg(!strncmp(got, tr->steps[step].text,
						       strlen(got)),
					      "step %d starts '%s', want '%s'",
					      step + 1, got, tr->steps[step].text);
			else if (step >= 0)
				ck_assert_msg(!strcmp(got, tr->steps[step].text),
					      "step %d reads '%s', want '%s'",
					      step + 1, got, tr->steps[step].text);
			if (!numbered)
				break;
			step = n - 1;
			ck_assert_int_le(step, last);
			shown = step;
			got[0] = 0;
			r = from_col(r, 3);
		} else {
			r = from_col(r, 3);
			/* a line broken at a blank (English, Korean) drops
			 * the blank there */
			size_t at = strlen(got);
			if (step >= 0 && at < strlen(tr->steps[step].text) &&
			    tr->steps[step].text[at] == ' ' && r[0] != ' ')
				strncat(got, " ", sizeof got - at - 1);
		}
		strncat(got, r, sizeof got - strlen(got) - 1);
		/* a cut word goes on on the next line */
		size_t gl = strlen(got), el = strlen("…");
		cut = gl >= el && !strcmp(got + gl - el, "…");
		if (cut)
			got[gl - el] = 0;
	}
	return shown;
}

/* What the 課體 pane shows of R: the name, its variant, the reason
 * without the name said again. */
static void
pattern_line(const struct lr_rule_result *r, char *buf, size_t len)
{
	const char *why = r->reason;
	size_t nl = strlen(r->name);
	if (!strncmp(why, r->name, nl) && why[nl] == ' ')
		why += nl + 1;
	bool remark = lr_pattern_is_remark(r->rule);
	char name[256];
	snprintf(buf, len, "%s%s%s %s", remark ? tui_remark_label() : "",
		 remark ? " " : "",
		 lr_lang_bracket(r->name, r->variant, name, sizeof name), why);
}

/* The steps the browser adds to TR after the derivation: one for each
 * 法 of the 畢法賦 that holds on C (nothing known of the querent), main
 * readings before remarks, 「畢法 第N法 name(格) reason」. */
static void
add_bifa_steps(const struct lr_chart *c, struct lr_trace *tr)
{
	struct lr_context ctx;
	lr_context_init(&ctx);
	lr_context_complete(&ctx);
	static struct lr_rule_result r[LR_BIFA_COUNT];
	int n = lr_bifa_evaluate(c, &ctx, r, LR_BIFA_COUNT);
	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < n && tr->count < LR_TRACE_MAX; i++) {
			if (r[i].verdict != LR_RULE_FIRED ||
			    r[i].remark != (pass == 1))
				continue;
			char o[32];
			snprintf(tr->steps[tr->count++].text, LR_STEP_TEXT,
				 "畢法 %s%s%s %s%s%s%s %s",
				 pass ? tui_remark_label() : "", pass ? " " : "",
				 lr_bifa_ordinal(r[i].number, o, sizeof o),
				 r[i].name, r[i].ge[0] ? "(" : "", r[i].ge,
				 r[i].ge[0] ? ")" : "", r[i].reason);
		}
}

START_TEST(test_readable_screens)
{
	static const int sizes[3][2] = { { 80, 24 }, { 120, 40 }, { 200, 60 } };
	struct lr_chart c;
	static struct lr_trace tr;
	struct lr_input in = { BINGCHEN, LR_YIN, LR_WEI };
	lr_chart_compute(&c, &in, NULL, &tr);
	lr_trace_format(&tr);
	add_bifa_steps(&c, &tr);
	struct lr_context ctx;
	lr_context_init(&ctx);
	lr_context_complete(&ctx);
	static struct lr_rule_result pr0[LR_RULE_CAPACITY];
	int np = lr_patterns_evaluate(&c, &ctx, pr0, lr_pattern_count());
	int nfired = 0;
	for (int i = 0; i < np; i++)
		nfired += pr0[i].verdict == LR_RULE_FIRED;
	for (int s = 0; s < 3; s++) {
		int cols = sizes[s][0], lines = sizes[s][1];
		char name[64];
		struct tui_headless *h = open_at(cols, lines, NULL);
		/* the chart */
		snprintf(name, sizeof name, "chart-%dx%d", cols, lines);
		expect_no_closing_starts(h, lines, name);
		expect_rows_fit(h, cols, lines);
		/* every 課體 line whole or cut with …; a marker when some
		 * are left out */
		int seen = 0;
		const struct geom g = geom_at(cols);
		for (int y = 4 * g.ch + 7; y < lines - 1; y++) {
			const char *r = span(h, y, 0, cols < 120 ? 37 :
					     g.third - 2);
			for (int i = 0; i < np; i++) {
				if (pr0[i].verdict != LR_RULE_FIRED)
					continue;
				char want[1024];
				pattern_line(&pr0[i], want, sizeof want);
				size_t rl = strlen(r), el = strlen("…");
				bool cut = rl > el && !strcmp(r + rl - el, "…");
				if (cut && !strncmp(want, r, rl - el))
					seen++;
				else if (!strncmp(want, r, rl) && rl > 6 &&
					 (rl == strlen(want) ||
					  strstr(row(h, y + 1), "  ")))
					seen++;
			}
		}
		if (seen < nfired) {
			char more[32];
			snprintf(more, sizeof more, "▼ %d more", nfired - seen);
			ck_assert_msg(screen_has(h, lines, more), "%s: %d of %d "
				      "課體 shown and no '%s'", name, seen, nfired,
				      more);
		}
		if (cols >= 200) {
			/* the whole first reason */
			char want[1024];
			int first = 0;
			while (pr0[first].verdict != LR_RULE_FIRED ||
			       lr_pattern_is_remark(pr0[first].rule))
				first++;
			pattern_line(&pr0[first], want, sizeof want);
			ck_assert_msg(screen_has(h, lines, want), "%s lacks '%s'",
				      name, want);
			ck_assert_int_eq(seen, nfired);
			/* and every reason whole, on one line: the 課體 pane
			 * grows with the screen */
			for (int i = 0; i < np; i++) {
				if (pr0[i].verdict != LR_RULE_FIRED)
					continue;
				pattern_line(&pr0[i], want, sizeof want);
				ck_assert_msg(screen_has(h, lines, want),
					      "%s lacks '%s'", name, want);
			}
		}
		/* at 80x24 the 神煞 pane says how many more */
		if (cols == 80)
			ck_assert_msg(screen_has(h, lines, "more"), "%s: no "
				      "marker", name);
		expect_screen(h, lines, name);
		/* the derivation beside it: every step whole */
		if (cols >= 120)
			ck_assert_int_ge(expect_trace_whole(h, 2, lines / 2,
							    geom_at(cols).third,
							    cols - 1 -
							    geom_at(cols).third, &tr,
							    tr.count - 1), 0);

		/* the commentary of the first 課體 */
		tui_headless_type(h, "\t\r");
		snprintf(name, sizeof name, "commentary-%dx%d", cols, lines);
		expect_no_closing_starts(h, lines, name);
		expect_rows_fit(h, cols, lines);
		ck_assert_msg(screen_has(h, lines, "註 commentary"), "%s", name);
		expect_screen(h, lines, name);
		tui_headless_type(h, "\x1b");

		/* a palace's commentary, with 卷二 on its 神 and general; v
		 * shows every sentence of both */
		for (int all = 0; all < 2; all++) {
			tui_headless_type(h, all ? "v" : "\r");
			snprintf(name, sizeof name, "vocab%s-%dx%d",
				 all ? "-all" : "", cols, lines);
			expect_no_closing_starts(h, lines, name);
			expect_rows_fit(h, cols, lines);
			ck_assert_msg(screen_has(h, lines, "註 commentary"), "%s", name);
			expect_screen(h, lines, name);
		}
		tui_headless_type(h, "v\x1b");
		/* the same for a 三傳 row: S-Tab selects the 三傳 and 四課,
		 * j the 中傳 */
		tui_headless_key(h, FN(KEY_BTAB));
		tui_headless_type(h, "j\r");
		snprintf(name, sizeof name, "vocab-line-%dx%d", cols, lines);
		expect_no_closing_starts(h, lines, name);
		expect_rows_fit(h, cols, lines);
		ck_assert_msg(screen_has(h, lines, "中傳 "), "%s", name);
		expect_screen(h, lines, name);
		tui_headless_type(h, "\x1b");

		/* teaching: first, middle and last step */
		const int steps[3] = { 0, tr.count / 2, tr.count - 1 };
		static const char *const which[3] = { "first", "middle", "last" };
		tui_headless_key(h, 'e');
		for (int k = 0; k < 3; k++) {
			tui_headless_key(h, FN(KEY_HOME));
			for (int i = 0; i < steps[k]; i++)
				tui_headless_key(h, ' ');
			snprintf(name, sizeof name, "teach-%s-%dx%d", which[k],
				 cols, lines);
			expect_no_closing_starts(h, lines, name);
			expect_rows_fit(h, cols, lines);
			if (cols >= 120) {
				/* only the steps reached, the current last */
				int tx = geom_at(cols).third;
				int shown = expect_trace_whole(h, 2, lines - 2, tx,
							       cols - 1 - tx, &tr,
							       steps[k]);
				ck_assert_msg(shown == steps[k], "%s: last step "
					      "shown %d", name, shown + 1);
				attr_t lit = tui_role(TUI_ROLE_HILITE) &
					     (A_COLOR | A_REVERSE);
				bool found = false;
				for (int y = 2; y < lines - 1 && !found; y++) {
					int n;
					if (sscanf(span(h, y, tx, 3), "%d", &n) ==
					    1 && n == steps[k] + 1)
						found = (cell_attr(h, y, tx + 3) &
							 (A_COLOR | A_REVERSE)) == lit;
				}
				ck_assert_msg(found, "%s: the current step is not "
					      "highlighted", name);
			} else {
				/* the caption under the plate is the current
				 * step, highlighted */
				attr_t lit = tui_role(TUI_ROLE_HILITE) &
					     (A_COLOR | A_REVERSE);
				ck_assert_msg(strncmp(tr.steps[steps[k]].text,
						      row(h, 19), 6) == 0,
					      "%s: caption '%s', step '%s'", name,
					      row(h, 19), tr.steps[steps[k]].text);
				ck_assert((cell_attr(h, 19, 0) &
					   (A_COLOR | A_REVERSE)) == lit);
			}
			expect_screen(h, lines, name);
		}
		tui_headless_key(h, 'e');

		/* the atlas and the help, each with its marker */
		tui_headless_key(h, 'a');
		snprintf(name, sizeof name, "atlas-%dx%d", cols, lines);
		expect_rows_fit(h, cols, lines);
		ck_assert_msg(screen_has(h, lines, "▼"), "%s: no marker", name);
		expect_screen(h, lines, name);
		tui_headless_key(h, 'q');
		tui_headless_key(h, '?');
		snprintf(name, sizeof name, "help-%dx%d", cols, lines);
		expect_rows_fit(h, cols, lines);
		ck_assert_msg(screen_has(h, lines, "▼"), "%s: no marker", name);
		expect_screen(h, lines, name);
		tui_headless_close(h);
	}
}
END_TEST

/* A couple's running years, from the command line and from the querent
 * prompt: the header names each with the god on it, and 繁昌 reads them
 * (壬申日未時巳將 夫行年甲寅 妻行年己亥 is the book's own 德孕格). */
START_TEST(test_couple_years)
{
	struct tui_headless *h = open_at(120, 40, "--day", "壬申", "--hour", "未",
					 "--general", "巳", "--husband-xingnian",
					 "甲寅", "--wife-xingnian", "己亥", NULL);
	/* 巳將 on 未時: 子 over 寅, 酉 over 亥 */
	ck_assert_msg(strstr(row(h, 0), "夫行年寅 夫年上子") &&
		      strstr(row(h, 0), "妻行年亥 妻年上酉"), "header '%s'",
		      row(h, 0));
	char *all = screen(h, 40);
	ck_assert_msg(strstr(all, "繁昌（德孕格）"), "no 繁昌 on\n%s", all);
	free(all);
	tui_headless_close(h);
	h = open_at(120, 40, "--day", "壬申", "--hour", "未", "--general", "巳",
		    NULL);
	all = screen(h, 40);
	ck_assert(!strstr(all, "繁昌(德孕格)"));
	free(all);
	tui_headless_type(h, "u夫行年甲寅 妻行年己亥\r");
	ck_assert_msg(strstr(row(h, 0), "夫年上子"), "header '%s'", row(h, 0));
	all = screen(h, 40);
	ck_assert_msg(strstr(all, "繁昌（德孕格）"), "no 繁昌 on\n%s", all);
	free(all);
	/* a bad pillar is named and the prompt stays */
	tui_headless_type(h, "u妻行年甲卯\r");
	ck_assert_msg(strstr(row(h, 22 + 16), "甲卯"), "'%s'", row(h, 38));
	tui_headless_key(h, 27);
	tui_headless_close(h);
}
END_TEST

START_TEST(test_querent_marks)
{
	/* 癸亥 man, 行年酉: 命 on 亥's palace, 年 on 酉's */
	struct lr_chart c;
	struct lr_input in = { BINGCHEN, LR_YIN, LR_WEI };
	lr_chart_compute(&c, &in, NULL, NULL);
	static const int sizes[3][2] = { { 80, 24 }, { 120, 40 }, { 200, 60 } };
	for (int s = 0; s < 3; s++) {
		struct tui_headless *h = open_at(sizes[s][0], sizes[s][1],
						 "--birth", "1983", "--sex", "男",
						 "--xingnian", "酉", NULL);
		const int palace[2] = { LR_HAI, LR_YOU };
		static const char *const mark[2] = { "命", "年" };
		static const char *const upper[2] = { "命上", "年上" };
		for (int k = 0; k < 2; k++) {
			int p = palace[k];
			const struct geom g = geom_at(sizes[s][0]);
			const char *earth = span(h, 1 + pr[p] * (g.ch + 1) + g.ch,
						 1 + pc[p] * (g.cw + 1), g.cw);
			ck_assert_msg(strstr(earth, mark[k]), "%dx%d: palace %s "
				      "'%s' lacks %s", sizes[s][0], sizes[s][1],
				      lr_branch_name(p), earth, mark[k]);
			char want[32];
			snprintf(want, sizeof want, "%s%s", upper[k],
				 lr_branch_name(c.heaven[p]));
			ck_assert_msg(strstr(row(h, 0), want), "header '%s' lacks "
				      "'%s'", row(h, 0), want);
		}
		/* no palace else carries the marks */
		for (int p = 0; p < 12; p++) {
			const struct geom g = geom_at(sizes[s][0]);
			const char *earth = span(h, 1 + pr[p] * (g.ch + 1) + g.ch,
						 1 + pc[p] * (g.cw + 1), g.cw);
			ck_assert(!strstr(earth, "命") == (p != LR_HAI));
			ck_assert(!strstr(earth, "年") == (p != LR_YOU));
		}
		if (sizes[s][0] >= 120) {
			/* with the generals */
			char want[64];
			snprintf(want, sizeof want, "命上%s%s",
				 lr_branch_name(c.heaven[LR_HAI]),
				 lr_general_name(c.general_on[c.heaven[LR_HAI]]));
			ck_assert_msg(screen_has(h, sizes[s][1], want), "no '%s'",
				      want);
		}
		tui_headless_close(h);
	}
}
END_TEST

START_TEST(test_palace_commentary_sides)
{
	/* the palace commentary names the 神煞 of its heaven branch and of
	 * its earth branch apart, and the querent's palace says so */
	struct lr_chart c;
	struct lr_input in = { BINGCHEN, LR_YIN, LR_WEI };
	lr_chart_compute(&c, &in, NULL, NULL);
	struct tui_headless *h = open_at(120, 40, "--birth", "1983", NULL);
	/* from the hour's palace 寅 down to 亥 (本命) */
	tui_headless_type(h, "lll\r");
	char want[64];
	snprintf(want, sizeof want, "神煞 on %s of the heaven plate:",
		 lr_branch_name(c.heaven[LR_HAI]));
	ck_assert_msg(screen_has(h, 40, want), "no '%s'", want);
	ck_assert(screen_has(h, 40, "神煞 on 亥 of the earth plate:"));
	snprintf(want, sizeof want, "本命 亥: over it %s, riding %s",
		 lr_branch_name(c.heaven[LR_HAI]),
		 lr_general_name(c.general_on[c.heaven[LR_HAI]]));
	ck_assert_msg(screen_has(h, 40, want), "no '%s'", want);
	tui_headless_close(h);
}
END_TEST

START_TEST(test_palace_vocab)
{
	/* the palace commentary gives what 卷二 says of the 神 and general
	 * standing there: the sentences that hold first, named as the core
	 * names them; v brings the others, under their conditions */
	struct lr_chart c;
	struct lr_input in = { BINGCHEN, LR_YIN, LR_WEI };
	lr_chart_compute(&c, &in, NULL, NULL);
	struct tui_headless *h = open_at(200, 60, NULL);
	tui_headless_type(h, "\r");	/* the hour's palace, 寅 */
	int god = c.heaven[LR_YIN];
	char want[256];
	snprintf(want, sizeof want, "神將 %s%s乘%s（卷二 神將釋）",
		 lr_month_general_name(god), lr_branch_name(god),
		 lr_general_name(c.general_on[god]));
	ck_assert_msg(screen_has(h, 60, want), "no '%s'", want);
	char err[256];
	ck_assert(lr_shenjiang_load(err, sizeof err) == 0);
	struct lr_context ctx;
	lr_context_init(&ctx);
	int held = 0;
	const struct lr_sj_row *other = NULL;
	for (size_t i = 0; i < lr_shenjiang_count(); i++) {
		const struct lr_sj_row *r = lr_shenjiang_at(i);
		if (r->general ? r->index != c.general_on[god] : r->index != god)
			continue;
		char named[160];
		if (lr_shenjiang_holds(r, &c, &ctx, named, sizeof named)) {
			/* the condition and the sentence's first words */
			snprintf(want, sizeof want, "〔%s〕", named);
			ck_assert_msg(screen_has(h, 60, want), "no '%s'", want);
			held++;
		} else if (r->kind == LR_SJ_COND && !other) {
			other = r;
		}
	}
	ck_assert_int_gt(held, 0);
	ck_assert(other != NULL);
	char words[256], cw[300];
	snprintf(cw, sizeof cw, "〔%s〕",
		 lr_shenjiang_cond_words(other, words, sizeof words));
	ck_assert(screen_has(h, 60, "press v"));
	tui_headless_key(h, 'v');
	ck_assert_msg(screen_has(h, 60, cw), "v: no '%s'", cw);
	ck_assert(!screen_has(h, 60, "press v"));
	tui_headless_close(h);
}
END_TEST

/* The 三傳 row or lesson I's 神 on CHART (sel_line's numbering). */
static int
line_god(const struct lr_chart *c, int i)
{
	return i < 3 ? c->transmissions[i].branch : c->lessons[i - 3].upper;
}

START_TEST(test_line_vocab)
{
	/* S-Tab from the plate selects the 三傳 and 四課; j walks 初傳 中傳
	 * 末傳 一課 … 四課; the commentary of each is what 卷二 says of its
	 * 神 and the general over it, the sentences that hold named first;
	 * v brings the rest and keeps the row */
	struct lr_chart c;
	struct lr_input in = { BINGCHEN, LR_YIN, LR_WEI };
	lr_chart_compute(&c, &in, NULL, NULL);
	char err[256];
	ck_assert(lr_shenjiang_load(err, sizeof err) == 0);
	struct lr_context ctx;
	lr_context_init(&ctx);
	struct tui_headless *h = open_at(200, 60, NULL);
	tui_headless_key(h, FN(KEY_BTAB));
	tui_headless_key(h, '\r');
	static const char *const title[7] = { "初傳 ", "中傳 ", "末傳 ",
		"lesson 1 ", "lesson 2 ", "lesson 3 ", "lesson 4 " };
	for (int i = 0; i < 7; i++) {
		if (i)
			tui_headless_key(h, 'j');
		int god = line_god(&c, i), general = c.general_on[god];
		char want[256];
		snprintf(want, sizeof want, "%s%s%s", title[i],
			 lr_branch_name(god), i < 3 ? " on" : " over");
		ck_assert_msg(screen_has(h, 60, want), "row %d: no '%s'", i,
			      want);
		snprintf(want, sizeof want, "神將 %s%s乘%s（卷二 神將釋）",
			 lr_month_general_name(god), lr_branch_name(god),
			 lr_general_name(general));
		ck_assert_msg(screen_has(h, 60, want), "row %d: no '%s'", i,
			      want);
		/* every sentence that holds, named; none that does not */
		for (size_t k = 0; k < lr_shenjiang_count(); k++) {
			const struct lr_sj_row *r = lr_shenjiang_at(k);
			if (r->general ? r->index != general : r->index != god)
				continue;
			char named[160], line[400];
			bool holds = lr_shenjiang_holds(r, &c, &ctx, named,
							sizeof named);
			if (!holds)
				continue;
			size_t n = tw_fit(r->text, 16, NULL);
			snprintf(line, sizeof line, "〔%s〕%.*s", named, (int)n,
				 r->text);
			ck_assert_msg(screen_has(h, 60, line), "row %d: no "
				      "'%s'", i, line);
		}
	}
	/* past the last lesson j stays; k goes back */
	tui_headless_key(h, 'j');
	ck_assert(screen_has(h, 60, "lesson 4 "));
	tui_headless_key(h, 'v');
	ck_assert_msg(screen_has(h, 60, "── "), "v: no rest");
	ck_assert(!screen_has(h, 60, "press v"));
	char want[64];
	snprintf(want, sizeof want, "lesson 4 %s over",
		 lr_branch_name(c.lessons[3].upper));
	ck_assert_msg(screen_has(h, 60, want), "v left the lesson");
	tui_headless_close(h);
}
END_TEST

START_TEST(test_line_vocab_by_hand)
{
	/* 丙午日 辰時 酉將: 丙's day 貴人 is 亥 (丙丁豬雞位), 辰 is by day;
	 * 酉 on 辰 puts 亥 on 午, the day branch: the third lesson's upper.
	 * 卷二 貴人論 「在午謂乘軒」 holds there, named with 貴人 and 午,
	 * and 「在巳謂趨朝」's other half does not make it hold on 巳 */
	struct tui_headless *h = open_raw(200, 60, "--day", "丙午", "--hour",
					  "辰", "--general", "酉", NULL);
	tui_headless_key(h, FN(KEY_BTAB));
	tui_headless_type(h, "jjjjj\r");
	ck_assert_msg(screen_has(h, 60, "lesson 3 亥 over 午  riding 貴人"), "'%s'",
		      row(h, 2));
	ck_assert(screen_has(h, 60, "神將 登明亥乘貴人"));
	char *s = screen(h, 60);
	const char *hit = strstr(s, "在午謂乘軒");
	ck_assert_msg(hit, "no 乘軒 in the commentary");
	/* the condition in the brackets before it names 貴人 on 午 */
	const char *open = s;
	for (const char *q = s; q < hit; q++)
		if (!strncmp(q, "〔", 3))
			open = q;
	ck_assert(strncmp(open, "〔", 3) == 0);
	const char *close = strstr(open, "〕");
	ck_assert(close && close < hit);
	char cond[128];
	snprintf(cond, sizeof cond, "%.*s", (int)(close - open), open);
	ck_assert_msg(strstr(cond, "貴人") && strstr(cond, "午"), "%s", cond);
	free(s);
	tui_headless_close(h);
	/* the mouse: a click on the 初傳's row selects it, a second reads
	 * it; a click on the second lesson's name selects that lesson */
	h = open_raw(200, 60, "--day", "丙午", "--hour", "辰", "--general",
		     "酉", NULL);
	int ty = -1, tx = -1, ly = -1, lx = -1;
	for (int y = 1; y < 20; y++) {
		const char *r = row(h, y), *q;
		if (ty < 0 && (q = strstr(r, "初傳"))) {
			char pre[4096];
			snprintf(pre, sizeof pre, "%.*s", (int)(q - r), r);
			ty = y, tx = tw_width(pre) + 1;
		}
		/* the side pane's, not the derivation's beside it */
		if (ly < 0 && (q = strstr(r, "lesson 2"))) {
			char pre[4096];
			snprintf(pre, sizeof pre, "%.*s", (int)(q - r), r);
			if (tw_width(pre) < geom_at(200).third)
				ly = y, lx = tw_width(pre) + 1;
		}
	}
	ck_assert(ty > 0 && ly > 0);
	tui_headless_mouse(h, ty, tx, TUI_MOUSE_CLICK);
	tui_headless_mouse(h, ty, tx, TUI_MOUSE_CLICK);
	ck_assert(screen_has(h, 60, "初傳 辰 on 亥  riding 白虎"));
	tui_headless_mouse(h, ly, lx, TUI_MOUSE_CLICK);
	/* 丙 lodges in 巳, 戌 over it; 卯 over 戌, 太常 riding it */
	ck_assert(screen_has(h, 60, "lesson 2 卯 over 戌  riding 太常"));
	tui_headless_close(h);
}
END_TEST

START_TEST(test_leishen_marked)
{
	/* 甲子日 子時 亥將, 占婚: the 類神 天后 rides 申, which stands on
	 * 酉 (the right column's second cell, rows 6-8): the plate marks
	 * 酉 with 類 and no other palace; the commentary opens with the
	 * 類神 line (in zh-Hant, whose palace lines above it leave it on
	 * a 120×48 screen; English lines wrap longer) */
	lr_lang_use(LR_LANG_ZH_HANT);
	struct tui_headless *h = open_at(120, 48, "--day", "甲子", "--hour", "子",
					 "--general", "亥", "--ask", "婚", NULL);
	int marks = 0;
	for (int y = 2; y < 18; y++)
		for (const char *r = row(h, y); (r = strstr(r, "類")); r += 3)
			marks++;
	ck_assert_int_eq(marks, 1);
	ck_assert_msg(strstr(row(h, 8), "酉") && strstr(row(h, 8), "類"),
		      "'%s'", row(h, 8));
	tui_headless_type(h, "\r");
	ck_assert(screen_has(h, 48, "類神（婚）天后乘申臨酉，局外"));
	tui_headless_close(h);
	/* nothing asked: no mark */
	h = open_at(120, 40, "--day", "甲子", "--hour", "子", "--general", "亥",
		    NULL);
	for (int y = 2; y < 18; y++)
		ck_assert(!strstr(row(h, y), "類"));
	tui_headless_close(h);
}
END_TEST

START_TEST(test_mouse_shensha_abreast)
{
	/* 200 columns: the 神煞 sit abreast; a click on the second of a
	 * line selects it as Tab Tab j does */
	struct tui_headless *h = open_at(200, 60, NULL);
	struct tui_headless *k = open_at(200, 60, NULL);
	ck_assert(!strncmp(span(h, SS_Y, SS_X, 20), "Spirits (神煞)",
			   strlen("Spirits (神煞)")));
	ck_assert(span(h, SS_Y + 2, SS_X + 1 + 28, 2)[0]);
	tui_headless_click(h, SS_Y + 2, SS_X + 1 + 28 + 4);
	tui_headless_type(k, "\t\tj");
	ck_assert(same_screen(h, k, 60));
	tui_headless_close(k);
	tui_headless_close(h);
}
END_TEST

START_TEST(test_daynight_rule)
{
	struct tui_headless *h = open_at(80, 24, "--hour", "申", NULL);
	ck_assert_msg(strstr(row(h, 0), "晝占 (卯 to 酉)"), "'%s'", row(h, 0));
	tui_headless_close(h);
	h = open_at(80, 24, "--hour", "酉", "--set", "day-hours=mao-shen", NULL);
	ck_assert_msg(strstr(row(h, 0), "夜占 (酉 to 寅)"), "'%s'", row(h, 0));
	tui_headless_close(h);
	h = open_at(80, 24, "--hour", "戌", NULL);
	ck_assert_msg(strstr(row(h, 0), "夜占 (戌 to 寅)"), "'%s'", row(h, 0));
	tui_headless_close(h);
	/* by the sun: the sunset the night follows */
	h = open_raw(120, 40, "2026-11-29", "19:05", "--tz", "Asia/Shanghai",
		     "--set", "day-hours=sun", NULL);
	ck_assert_msg(strstr(row(h, 0), "夜占 (after sunset "), "'%s'", row(h, 0));
	tui_headless_close(h);
}
END_TEST

START_TEST(test_zone_kept)
{
	/* wide enough that the header keeps the zone even when n lands
	 * within half an hour of a boundary ("N分後換時" takes room) */
	struct tui_headless *h = open_raw(200, 60, "2026-11-29", "17:05", "--tz",
					  "America/New_York", NULL);
	ck_assert(strstr(row(h, 0), "America/New_York"));
	tui_headless_type(h, "g2026-01-01 12:00\r");
	ck_assert_msg(strncmp(row(h, 0), " 2026-01-01 12:00 ", 18) == 0 &&
		      strstr(row(h, 0), "America/New_York"), "'%s'", row(h, 0));
	/* typed pillars, then n: the zone is still New York's */
	tui_headless_type(h, ":丙辰 寅 未\r");
	tui_headless_key(h, 'n');
	ck_assert_msg(strstr(row(h, 0), "America/New_York"), "'%s'", row(h, 0));
	/* an atlas lesson, then g */
	tui_headless_type(h, "a\r");
	tui_headless_type(h, "g2026-03-01 08:00\r");
	ck_assert_msg(strstr(row(h, 0), "America/New_York"), "'%s'", row(h, 0));
	tui_headless_close(h);
}
END_TEST

START_TEST(test_find_selected_shensha)
{
	/* f with the 神煞 pane selected looks for that 神煞, not a 課體 */
	struct tui_headless *h = open_raw(120, 40, "2026-11-29", "17:05", "--tz",
					  "Asia/Shanghai", NULL);
	tui_headless_type(h, "\t\t");
	char name[64];
	/* the first line under the first heading */
	snprintf(name, sizeof name, "%s", span(h, 22, 87, 12));
	size_t nl = strcspn(name, " ");
	name[nl] = 0;
	ck_assert_int_gt(strlen(name), 0);
	tui_headless_key(h, 'f');
	const char *st = tui_headless_status(h);
	ck_assert_msg(!strncmp(st, name, strlen(name)) && strstr(st, "next at"),
		      "status '%s' for %s", st, name);
	tui_headless_close(h);
}
END_TEST

/* 三奇 read on the 三傳's 遁干 (畢法 第四十二法's own example, 己卯日丑時
 * 子將: 丁 丙 乙) stands in the 神煞 pane on the 三傳's branches, as print
 * reads it; where the 遁干 make no group (庚午日寅時子將: 丙 甲 and a void)
 * it does not. */
START_TEST(test_shensha_read_on_transmissions)
{
	struct tui_headless *h = open_raw(200, 60, ":己卯 丑 子", NULL);
	char *s = screen(h, 60);
	ck_assert_msg(strstr(s, "+  三奇         子丑亥"), "%s", s);
	free(s);
	tui_headless_close(h);
	h = open_raw(200, 60, ":庚午 寅 子", NULL);
	s = screen(h, 60);
	ck_assert_msg(!strstr(s, "+  三奇"), "%s", s);
	free(s);
	tui_headless_close(h);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("tui");
	TCase *tc = tcase_create("screens");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_default_80x24);
	tcase_add_test(tc, test_sizes);
	tcase_add_test(tc, test_too_small);
	tcase_add_test(tc, test_resize);
	tcase_add_test(tc, test_step_hour_day_general);
	tcase_add_test(tc, test_hour_crosses_day);
	tcase_add_test(tc, test_teaching_start_to_end);
	tcase_add_test(tc, test_teaching_highlights_palaces);
	tcase_add_test(tc, test_teaching_restarts_on_new_chart);
	tcase_add_test(tc, test_help_lists_every_key);
	tcase_add_test(tc, test_prompt);
	tcase_add_test(tc, test_print_never_overwrites);
	tcase_add_test(tc, test_print_status_fits);
	tcase_add_test(tc, test_atlas);
	tcase_add_test(tc, test_ascii_borders);
	tcase_add_test(tc, test_cjk_cell_edge);
	tcase_add_test(tc, test_no_color_and_themes);
	tcase_add_test(tc, test_bad_options);
	tcase_add_test(tc, test_unknown_key_says_so);
	tcase_add_test(tc, test_moment_stepping);
	tcase_add_test(tc, test_compare_schools);
	tcase_add_test(tc, test_pillars_missing_come_from_moment);
	tcase_add_test(tc, test_patterns_pane);
	tcase_add_test(tc, test_shensha_pane);
	tcase_add_test(tc, test_plate_markers);
	tcase_add_test(tc, test_selection_highlights);
	tcase_add_test(tc, test_plate_cursor_moves);
	tcase_add_test(tc, test_commentary);
	tcase_add_test(tc, test_shensha_filter);
	tcase_add_test(tc, test_querent_and_settings);
	tcase_add_test(tc, test_querent_birth_date);
	tcase_add_test(tc, test_week_month_year);
	tcase_add_test(tc, test_find_next_previous);
	tcase_add_test(tc, test_header_term);
	tcase_add_test(tc, test_atlas_patterns);
	tcase_add_test(tc, test_atlas_pattern_each_hour);
	tcase_add_test(tc, test_mouse_palaces);
	tcase_add_test(tc, test_mouse_lists);
	tcase_add_test(tc, test_mouse_wheel);
	tcase_add_test(tc, test_mouse_elsewhere);
	tcase_add_test(tc, test_compare_patterns);
	tcase_add_test(tc, test_compare_age_count);
	tcase_add_test(tc, test_readable_screens);
	tcase_add_test(tc, test_querent_marks);
	tcase_add_test(tc, test_couple_years);
	tcase_add_test(tc, test_daynight_rule);
	tcase_add_test(tc, test_mouse_shensha_abreast);
	tcase_add_test(tc, test_palace_commentary_sides);
	tcase_add_test(tc, test_palace_vocab);
	tcase_add_test(tc, test_line_vocab);
	tcase_add_test(tc, test_line_vocab_by_hand);
	tcase_add_test(tc, test_leishen_marked);
	tcase_add_test(tc, test_zone_kept);
	tcase_add_test(tc, test_find_selected_shensha);
	tcase_add_test(tc, test_shensha_read_on_transmissions);
	suite_add_tcase(s, tc);
	TCase *tk = tcase_create("keys");
	tcase_add_test(tk, test_key_table_unambiguous);
	suite_add_tcase(s, tk);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
