/* liuren - check_tui_small.c: the smallest screen, 80x24, in each
 * language: the 課體 and 神煞 titles shorten their label and keep every
 * count whole; the atlas's header keeps the name it filters by; the
 * casebook's rows cut short end with the mark; and the commentary, at
 * any size, never scrolls past its end into a blank pane.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "liuren/i18n.h"
#include "liuren/lang.h"
#include "tui/state.h"
#include "tui/tui.h"
#include "tui/width.h"

static const enum lr_lang langs[4] = {
	LR_LANG_ZH_HANT, LR_LANG_ZH_HANS, LR_LANG_EN, LR_LANG_KO
};

static char dir[] = "/tmp/liuren-tui-small-XXXXXX";

static void setup(void)
{
	strcpy(dir, "/tmp/liuren-tui-small-XXXXXX");
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
	lr_lang_use(LR_LANG_ZH_HANT);
}

static struct tui_headless *open_chart(const char *chart, int cols, int lines)
{
	char *argv[] = { "liuren", "--no-config", (char *)chart, NULL };
	char err[256];
	struct tui_headless *h = tui_headless_open(3, argv, cols, lines, err,
						   sizeof err);
	ck_assert_msg(h, "%s", err);
	return h;
}

static const char *row_of(struct tui_headless *h, int y)
{
	static char row[4096];
	tui_headless_row(h, y, row, sizeof row);
	return row;
}

/* The row holding TEXT (as shown: zh-Hans converts), or -1. */
static int find_row(struct tui_headless *h, int lines, const char *text)
{
	for (int y = 0; y < lines; y++)
		if (strstr(row_of(h, y), lr_lang_display(text)))
			return y;
	return -1;
}

/* 丁卯 丑 亥: 10 課體 fire and 13 are not evaluated, two-digit counts
 * whose long title does not fit the pane at 80 columns. */
START_TEST(test_titles_keep_counts)
{
	lr_lang_use(langs[_i]);
	struct tui_headless *h = open_chart(":丁卯 丑 亥", 80, 24);
	const struct tui_state *st = tui_headless_state(h);
	int unknown = st->reading->npatterns - st->nfired;
	ck_assert_int_ge(st->nfired, 10);
	ck_assert_int_ge(unknown, 10);
	char count[64], unk[64], fa[32];
	snprintf(count, sizeof count, " %d", st->nfired);
	snprintf(unk, sizeof unk, _(" (%d unknown)"), unknown);
	snprintf(fa, sizeof fa, "畢法 %d", st->nbifa_fired);
	int y = find_row(h, 24, unk);
	ck_assert_msg(y >= 0, "%s: no whole '%s'", lr_lang_code(langs[_i]), unk);
	char row[4096];
	snprintf(row, sizeof row, "%s", row_of(h, y));
	/* the pane's columns: the count, the 未論 count and the 畢法 count
	 * whole, none cut, within its 37 columns */
	char title[4096];
	snprintf(title, sizeof title, "%.*s", (int)tw_fit(row, 37, NULL), row);
	ck_assert_msg(strstr(title, lr_lang_display(unk)) &&
		      strstr(title, lr_lang_display(fa)) && !strstr(title, "…"),
		      "%s: title '%s'", lr_lang_code(langs[_i]), title);
	char label_count[128];
	snprintf(label_count, sizeof label_count, "%s%s", _("Patterns"), count);
	ck_assert_msg(strstr(title, lr_lang_display(label_count)) ||
		      strstr(title, lr_lang_display(_("Patterns (課體)"))),
		      "%s: '%s'", lr_lang_code(langs[_i]), title);
	/* the 神煞 pane's title: both its counts whole */
	char both[64];
	snprintf(both, sizeof both, "%d", st->nitems);
	bool found = false;
	for (int r = 0; r < 24 && !found; r++) {
		const char *t = row_of(h, r);
		const char *at = strstr(t, lr_lang_display(_("Spirits")));
		if (!at)
			continue;
		found = true;
		ck_assert_msg(!strstr(at, "…") && strstr(at, both), "%s: '%s'",
			      lr_lang_code(langs[_i]), at);
	}
	ck_assert_msg(found, "%s: no 神煞 title", lr_lang_code(langs[_i]));
	tui_headless_close(h);
}
END_TEST

/* v in the atlas: the 課體 filtered by is named whole on its header. */
START_TEST(test_atlas_filter_named)
{
	lr_lang_use(langs[_i]);
	struct tui_headless *h = open_chart(":丙辰 寅 未", 80, 24);
	tui_headless_key(h, 'a');
	for (int k = 0; k < 5; k++) {
		tui_headless_key(h, 'v');
		char head[4096];
		snprintf(head, sizeof head, "%s", row_of(h, 0));
		ck_assert_msg(!strstr(head, "…"), "%s: header cut '%s'",
			      lr_lang_code(langs[_i]), head);
		/* the name: after the last colon */
		const char *colon = strrchr(head, ':');
		const char *wide = strstr(head, "：");
		ck_assert_msg(colon || wide, "%s: no filter in '%s'",
			      lr_lang_code(langs[_i]), head);
	}
	/* a 法 named by its 格 */
	tui_headless_type(h, "/簾幕貴人\r");
	ck_assert_msg(strstr(row_of(h, 0), lr_lang_display("第三法")),
		      "%s: '%s'", lr_lang_code(langs[_i]), row_of(h, 0));
	ck_assert(!strstr(row_of(h, 0), "…"));
	tui_headless_close(h);
}
END_TEST

/* A question longer than the row ends with the mark in the casebook. */
START_TEST(test_casebook_rows_marked)
{
	lr_lang_use(LR_LANG_EN);
	struct tui_headless *h = open_chart(":丙辰 寅 未", 80, 24);
	tui_headless_key(h, 'K');
	tui_headless_type(h, "Will the contract be signed before the end of "
			  "the third month, and on what terms?\r\r");
	tui_headless_key(h, 'B');
	int y = find_row(h, 24, "Will the contract");
	ck_assert_int_ge(y, 0);
	const char *r = row_of(h, y);
	size_t n = strlen(r);
	ck_assert_msg(n >= 3 && !strcmp(r + n - 3, "…"), "'%s'", r);
	ck_assert_int_le(tw_width(r), 80);
	tui_headless_close(h);
}
END_TEST

/* Enter on a palace, then Space again and again: the last row of the
 * commentary keeps text and b scrolls back up. */
START_TEST(test_commentary_stops_at_its_end)
{
	static const int size[2][2] = { { 80, 24 }, { 200, 60 } };
	int cols = size[_i][0], lines = size[_i][1];
	lr_lang_use(LR_LANG_EN);
	struct tui_headless *h = open_chart("九月初三丙午日午時卯將 寅命 行年午",
					    cols, lines);
	tui_headless_key(h, '\r');
	tui_headless_key(h, 'v');	/* every sentence of 卷二: long */
	const struct tui_state *st = tui_headless_state(h);
	ck_assert(st->commentary);
	for (int k = 0; k < 40; k++) {
		tui_headless_key(h, ' ');
		ck_assert_int_le(st->commentary_top,
				 st->commentary_lines - st->commentary_rows > 0
				 ? st->commentary_lines - st->commentary_rows : 0);
	}
	/* the text reaches the pane's foot: its last line on the row above
	 * the footer's, at the pane's column */
	int top = st->commentary_top;
	ck_assert_int_gt(top, 0);
	ck_assert_int_eq(top + st->commentary_rows, st->commentary_lines);
	tui_headless_key(h, 'b');
	ck_assert_int_lt(st->commentary_top, top);
	tui_headless_close(h);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("tui_small");
	TCase *tc = tcase_create("small");
	tcase_set_timeout(tc, 120);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_loop_test(tc, test_titles_keep_counts, 0, 4);
	tcase_add_loop_test(tc, test_atlas_filter_named, 0, 4);
	tcase_add_test(tc, test_casebook_rows_marked);
	tcase_add_loop_test(tc, test_commentary_stops_at_its_end, 0, 2);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
