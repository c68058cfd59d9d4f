/* liuren - check_tui_layout.c: the chart screen at many sizes, odd ones
 * too, opened there or resized to them: the plate's grid stands where
 * its cells say (every border in its column, so no wide character
 * crossed a cell edge), the cells keep about the 9 : 4 of the 8x3 one and
 * grow on a wide screen, each palace holds the heaven branch the core
 * puts there (with z, its 氣 inside the cell), a click inside a palace
 * selects that palace, and no row is wider than the screen.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/chart.h"
#include "liuren/ganzhi.h"
#include "tui/state.h"
#include "tui/tui.h"
#include "tui/ui.h"
#include "tui/width.h"

static const int sizes[][2] = {
	{ 80, 24 }, { 81, 25 }, { 100, 30 }, { 119, 40 }, { 120, 40 },
	{ 143, 47 }, { 160, 50 }, { 200, 60 }, { 211, 63 }, { 250, 80 },
};

/* 4x4 places of the earth palaces 子 … 亥 */
static const int pr[12] = { 3, 3, 3, 2, 1, 0, 0, 0, 0, 1, 2, 3 };
static const int pc[12] = { 2, 1, 0, 0, 0, 0, 1, 2, 3, 3, 3, 3 };

static struct tui_headless *open_chart(int cols, int lines)
{
	char *argv[] = { "liuren", "--no-config", ":丙辰 寅 未", NULL };
	char err[256];
	setlocale(LC_ALL, "C.UTF-8");
	setenv("TERM", "xterm-256color", 1);
	struct tui_headless *h = tui_headless_open(3, argv, cols, lines, err,
						   sizeof err);
	ck_assert_msg(h, "%s", err);
	return h;
}

/* Row Y as screen columns: COL[i] the text of column i ("" where a wide
 * character's second half stands). Returns the columns filled. */
static int columns(struct tui_headless *h, int y, char col[][8], int max)
{
	char row[8192];
	tui_headless_row(h, y, row, sizeof row);
	const char *s = row, *end = row + strlen(row);
	int n = 0;
	while (s < end && n < max) {
		const char *from = s;
		int w = tw_char_width(tw_next(&s, end));
		size_t len = (size_t)(s - from) < 7 ? (size_t)(s - from) : 7;
		memcpy(col[n], from, len);
		col[n][len] = 0;
		for (int k = 1; k < w && n + k < max; k++)
			col[n + k][0] = 0;
		n += w > 0 ? w : 1;
	}
	for (int k = n; k < max; k++)
		strcpy(col[k], " ");
	return n;
}

static bool is_vertical(const char *c)
{
	return !strcmp(c, "│") || !strcmp(c, "├") || !strcmp(c, "┤") ||
	       !strcmp(c, "┼") || !strcmp(c, "┬") || !strcmp(c, "┴") ||
	       !strcmp(c, "┌") || !strcmp(c, "┐") || !strcmp(c, "└") ||
	       !strcmp(c, "┘");
}

static void check_plate(struct tui_headless *h, int cols, int lines,
			bool qi)
{
	static char col[512][8];
	/* the top border gives the cell width: ┌, then ┬ after cw ─ */
	columns(h, 1, col, 512);
	ck_assert_msg(!strcmp(col[0], "┌"), "%dx%d: '%s' at the corner", cols,
		      lines, col[0]);
	int cw = 1;
	while (cw < 100 && strcmp(col[cw], "┬"))
		cw++;
	cw--;
	/* the left border gives the height: │ then ├ after ch rows */
	int ch = 0;
	for (;;) {
		columns(h, 2 + ch, col, 512);
		if (strcmp(col[0], "│"))
			break;
		ch++;
	}
	ck_assert_msg(cw >= 8 && ch >= 3, "%dx%d: cells %dx%d", cols, lines,
		      cw, ch);
	/* about twice as wide as tall, as 9 : 4 (rounded) */
	ck_assert_msg(abs(4 * (cw + 1) - 9 * (ch + 1)) <= 4, "%dx%d: cells "
		      "%dx%d out of proportion", cols, lines, cw, ch);
	if (cols >= 200)
		ck_assert_msg(cw > 8, "%dx%d: the plate did not grow", cols,
			      lines);
	if (cols == 80 || cols == 120)
		ck_assert(cw == 8 && ch == 3);
	/* every border where the cells put it, on every row of the plate */
	int pw = 4 * (cw + 1) + 1, ph = 4 * (ch + 1) + 1;
	for (int y = 0; y < ph; y++) {
		columns(h, 1 + y, col, 512);
		for (int k = 0; k <= 4; k++) {
			int x = k * (cw + 1);
			bool inner = (k == 2 && y > ch + 1 && y < 3 * (ch + 1)) ||
				     (y % (ch + 1) == 0 && y > 0 && y < ph - 1);
			if (inner)
				continue;
			ck_assert_msg(is_vertical(col[x]), "%dx%d row %d col %d: "
				      "'%s', no border", cols, lines, 1 + y, x,
				      col[x]);
		}
		ck_assert(pw < 512);
	}
	/* each palace's heaven branch, and with z its 氣 */
	const struct tui_state *st = tui_headless_state(h);
	for (int p = 0; p < 12; p++) {
		int top = 2 + pr[p] * (ch + 1), left = 1 + pc[p] * (cw + 1);
		columns(h, top + 1, col, 512);
		ck_assert_msg(!strcmp(col[left + 1],
				      lr_branch_name(st->reading->chart.heaven[p])),
			      "%dx%d palace %s: '%s'", cols, lines,
			      lr_branch_name(p), col[left + 1]);
		columns(h, top + ch - 1, col, 512);
		ck_assert_msg(!strcmp(col[left], lr_branch_name(p)),
			      "%dx%d palace %s: earth '%s'", cols, lines,
			      lr_branch_name(p), col[left]);
		if (qi) {
			char want[64];
			tui_palace_qi(&st->reading->chart, -1, p, want, sizeof want);
			columns(h, ch > 3 ? top + 2 : top, col, 512);
			char got[64] = "";
			for (int x = left; x < left + cw; x++)
				strcat(got, col[x]);
			ck_assert_msg(!strncmp(got, want, strlen(want)),
				      "%dx%d palace %s: '%s' want '%s'", cols,
				      lines, lr_branch_name(p), got, want);
		}
	}
	/* a click in the middle of a palace selects it */
	for (int p = 0; p < 12; p++) {
		int y = 2 + pr[p] * (ch + 1) + ch / 2;
		int x = 1 + pc[p] * (cw + 1) + cw / 2;
		tui_headless_click(h, y, x);
		ck_assert_msg(st->sel_palace == p, "%dx%d: a click at %d,%d "
			      "selects %s, not %s", cols, lines, y, x,
			      lr_branch_name(st->sel_palace),
			      lr_branch_name(p));
		tui_headless_key(h, 27);
	}
	/* no row wider than the screen */
	char row[8192];
	for (int y = 0; y < lines; y++) {
		tui_headless_row(h, y, row, sizeof row);
		ck_assert_msg(tw_width(row) <= cols, "%dx%d row %d too wide",
			      cols, lines, y);
	}
}

START_TEST(test_sizes)
{
	int cols = sizes[_i][0], lines = sizes[_i][1];
	struct tui_headless *h = open_chart(cols, lines);
	check_plate(h, cols, lines, false);
	tui_headless_key(h, 'z');
	check_plate(h, cols, lines, true);
	tui_headless_close(h);
}
END_TEST

START_TEST(test_resized)
{
	/* opened at 80x24, then resized through every size and back */
	struct tui_headless *h = open_chart(80, 24);
	int n = (int)(sizeof sizes / sizeof *sizes);
	for (int i = 0; i < 2 * n; i++) {
		int k = i < n ? i : 2 * n - 1 - i;
		tui_headless_resize(h, sizes[k][0], sizes[k][1]);
		check_plate(h, sizes[k][0], sizes[k][1], false);
	}
	tui_headless_close(h);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("tui_layout");
	TCase *tc = tcase_create("layout");
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, test_sizes, 0,
			    (int)(sizeof sizes / sizeof *sizes));
	tcase_add_test(tc, test_resized);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
