/* liuren - check_tui_qi.c: the z key, each palace's heaven branch with
 * its 旺相休囚死 in the month and its 十二長生 from the day stem: charts
 * worked by hand at 80x24 (in place of the general) and 200x60 (a line of
 * its own, the general kept), "?" when the month is not known, a yin stem
 * counted as its yang one (陰陽同生同死), every input against the tables
 * written out below, and the screens in each language
 * (tests/tui/qi-*.screen; TUI_UPDATE=1 rewrites them, read them first).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/chart.h"
#include "liuren/ganzhi.h"
#include "liuren/lang.h"
#include "tui/state.h"
#include "tui/tui.h"
#include "tui/ui.h"
#include "tui/width.h"

static struct tui_headless *open_with(int cols, int lines, char *a, char *b)
{
	char *argv[] = { "liuren", "--no-config", a, b, NULL };
	char err[256];
	setlocale(LC_ALL, "C.UTF-8");
	setenv("TERM", "xterm-256color", 1);
	/* the dates below are read in this zone, which the header names */
	setenv("TZ", "Asia/Shanghai", 1);
	struct tui_headless *h = tui_headless_open(b ? 4 : 3, argv, cols,
						   lines, err, sizeof err);
	ck_assert_msg(h, "%s", err);
	return h;
}

/* Where earth palace P sits on the plate (row, column of the 4x4), and the
 * cells inside the borders: 8x3 at 80x24, 13x5 at 200x60. */
static const int pr[12] = { 3, 3, 3, 2, 1, 0, 0, 0, 0, 1, 2, 3 };
static const int pc[12] = { 2, 1, 0, 0, 0, 0, 1, 2, 3, 3, 3, 3 };

/* Line LINE of palace P's cell, COLS wide screen. */
static const char *cell_line(struct tui_headless *h, int cols, int p,
			     int line)
{
	int cw = cols >= 200 ? 13 : 8, ch = cols >= 200 ? 5 : 3;
	static char row[4096], out[256];
	tui_headless_row(h, 2 + pr[p] * (ch + 1) + line, row, sizeof row);
	/* skip to the cell's column */
	const char *s = row, *end = row + strlen(row);
	for (int col = 0; s < end && col < 1 + pc[p] * (cw + 1);)
		col += tw_char_width(tw_next(&s, end));
	size_t n = tw_fit(s, cw, NULL);
	memcpy(out, s, n);
	out[n] = 0;
	return out;
}

static bool starts(const char *s, const char *prefix)
{
	return !strncmp(s, prefix, strlen(prefix));
}

/* 丁未日巳時寅將 on 2026-11-29 10:00, a 亥 month (winter: water 旺, wood
 * 相, metal 休, earth 囚, fire 死); 丁 is fire, born in 寅 as 丙 is.
 * 寅 over 巳: 相 長生; 亥 over 寅: 旺 絕 (fire is cut in 亥); 午 over 酉:
 * 死 帝旺; 酉 over 子: 休 死; 戌 over 丑: 囚 墓. */
static const struct {
	int palace;
	const char *qi;
} worked[] = {
	{ LR_SI, "相 長生" }, { LR_YIN, "旺 絕" }, { LR_YOU, "死 帝旺" },
	{ LR_ZI, "休 死" }, { LR_CHOU, "囚 墓" },
};

START_TEST(test_worked_chart)
{
	int cols = _i ? 200 : 80, lines = _i ? 60 : 24;
	struct tui_headless *h = open_with(cols, lines, "2026-11-29", "10:00");
	const struct tui_state *st = tui_headless_state(h);
	ck_assert_int_eq(st->reading->context.month_branch, LR_HAI);
	ck_assert_int_eq(st->reading->chart.heaven[LR_SI], LR_YIN);
	/* off by default */
	for (size_t i = 0; i < sizeof worked / sizeof *worked; i++)
		for (int line = 0; line < 3; line++)
			ck_assert(!starts(cell_line(h, cols, worked[i].palace,
						    line), worked[i].qi));
	tui_headless_key(h, 'z');
	for (size_t i = 0; i < sizeof worked / sizeof *worked; i++) {
		int p = worked[i].palace;
		const char *got = cell_line(h, cols, p, _i ? 2 : 0);
		ck_assert_msg(starts(got, worked[i].qi), "%dx%d palace %s: "
			      "'%s', want '%s'", cols, lines, lr_branch_name(p),
			      got, worked[i].qi);
		/* the general stays where the cell has room for both */
		int g = st->reading->chart.general_on[st->reading->chart.heaven[p]];
		ck_assert(starts(cell_line(h, cols, p, 0), lr_general_name(g))
			  == (cols >= 200));
	}
	/* z again hides them */
	tui_headless_key(h, 'z');
	ck_assert(!starts(cell_line(h, cols, LR_SI, _i ? 2 : 0), "相 長生"));
	tui_headless_close(h);
}
END_TEST

START_TEST(test_month_unknown)
{
	/* typed pillars carry no month: the vigour is "?", not guessed;
	 * 丙辰日寅時未將: 寅 over 酉, 丙's 長生 */
	struct tui_headless *h = open_with(80, 24, ":丙辰 寅 未", NULL);
	ck_assert_int_lt(tui_headless_state(h)->reading->context.month_branch, 0);
	tui_headless_key(h, 'z');
	ck_assert(starts(cell_line(h, 80, LR_YOU, 0), "? 長生"));
	ck_assert_msg(strstr(tui_headless_status(h), "?"), "status '%s'",
		      tui_headless_status(h));
	tui_headless_close(h);
	/* 乙丑日子時子將 (伏吟, each branch on itself): 乙 wood is born in
	 * 亥 as 甲 is, so 午 is its 死 (陽順陰逆 would make 午 its 長生) */
	h = open_with(80, 24, ":乙丑 子 子", NULL);
	tui_headless_key(h, 'z');
	ck_assert(starts(cell_line(h, 80, LR_HAI, 0), "? 長生"));
	ck_assert(starts(cell_line(h, 80, LR_WU_B, 0), "? 死"));
	ck_assert(starts(cell_line(h, 80, LR_CHOU, 0), "? 冠帶"));
	tui_headless_close(h);
}
END_TEST

START_TEST(test_every_input)
{
	/* the tables as the book gives them: 長生 of 甲乙 (wood) 亥, 丙丁
	 * (fire) 寅, 戊己 (earth, with water) 申, 庚辛 (metal) 巳, 壬癸
	 * (water) 申, then on through the branches; and the vigour of each
	 * phase (木火土金水) in each season */
	static const int birth[10] = { LR_HAI, LR_HAI, LR_YIN, LR_YIN,
				       LR_SHEN, LR_SHEN, LR_SI, LR_SI,
				       LR_SHEN, LR_SHEN };
	static const char *const stage[12] = {
		"長生", "沐浴", "冠帶", "臨官", "帝旺", "衰", "病", "死", "墓",
		"絕", "胎", "養"
	};
	/* phase of each branch, 子 … 亥 */
	static const int phase[12] = { 4, 2, 0, 0, 2, 1, 1, 2, 3, 3, 2, 4 };
	/* vigour by season (春 夏 秋 冬 and the 四季 months) and phase */
	static const char *const vig[5][5] = {
		{ "旺", "相", "死", "囚", "休" },	/* spring: 寅卯 */
		{ "休", "旺", "相", "死", "囚" },	/* summer: 巳午 */
		{ "死", "囚", "休", "旺", "相" },	/* autumn: 申酉 */
		{ "相", "死", "囚", "休", "旺" },	/* winter: 亥子 */
		{ "囚", "休", "旺", "相", "死" },	/* 辰戌丑未 */
	};
	static const int season[12] = { 3, 4, 0, 0, 4, 1, 1, 4, 2, 2, 4, 3 };
	int checked = 0;
	for (int day = 0; day < 60; day++)
	for (int hour = 0; hour < 12; hour++)
	for (int gen = 0; gen < 12; gen++) {
		struct lr_chart c;
		struct lr_input in = { day, hour, gen };
		ck_assert_int_eq(lr_chart_compute(&c, &in, NULL, NULL), 0);
		int month = (day + hour + gen) % 13 - 1;	/* -1 … 11 */
		for (int p = 0; p < 12; p++) {
			int hb = c.heaven[p];
			char want[64], got[64];
			snprintf(want, sizeof want, "%s %s", month < 0 ? "?" :
				 vig[season[month]][phase[hb]],
				 stage[(hb - birth[day % 10] + 12) % 12]);
			tui_palace_qi(&c, month, p, got, sizeof got);
			ck_assert_msg(!strcmp(got, want), "day %d hour %d "
				      "general %d month %d palace %d: '%s', "
				      "want '%s'", day, hour, gen, month, p, got,
				      want);
			checked++;
		}
	}
	ck_assert_int_eq(checked, 8640 * 12);
}
END_TEST

/* The whole screen against tests/tui/NAME.screen. */
static void expect_screen(struct tui_headless *h, int lines, const char *name)
{
	char path[1024];
	snprintf(path, sizeof path, "%s/tests/tui/%s.screen", LR_SRCDIR, name);
	size_t cap = (size_t)lines * 4096, n = 0;
	char *got = malloc(cap);
	for (int y = 0; y < lines; y++) {
		n += tui_headless_row(h, y, got + n, cap - n);
		got[n++] = '\n';
	}
	got[n] = 0;
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
	size_t wn = fread(want, 1, sizeof want - 1, f);
	want[wn] = 0;
	fclose(f);
	ck_assert_msg(strcmp(got, want) == 0, "screen differs from %s", path);
	free(got);
}

START_TEST(test_screens)
{
	static const enum lr_lang langs[4] = { LR_LANG_ZH_HANT, LR_LANG_ZH_HANS,
					       LR_LANG_EN, LR_LANG_KO };
	static const int sizes[2][2] = { { 80, 24 }, { 200, 60 } };
	for (int l = 0; l < 4; l++)
	for (int s = 0; s < 2; s++) {
		lr_lang_use(langs[l]);
		struct tui_headless *h = open_with(sizes[s][0], sizes[s][1],
						   "2026-11-29", "10:00");
		tui_headless_key(h, 'z');
		char name[64];
		snprintf(name, sizeof name, "qi-%s-%dx%d",
			 lr_lang_code(langs[l]), sizes[s][0], sizes[s][1]);
		expect_screen(h, sizes[s][1], name);
		tui_headless_close(h);
	}
	lr_lang_use(LR_LANG_ZH_HANT);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("tui_qi");
	TCase *tc = tcase_create("qi");
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, test_worked_chart, 0, 2);
	tcase_add_test(tc, test_month_unknown);
	tcase_add_test(tc, test_every_input);
	tcase_add_test(tc, test_screens);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
