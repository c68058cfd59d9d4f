/* liuren - check_tui_marks.c: the plate's marks on a virtual screen: a
 * heaven branch carrying more marks than its cell holds (transmissions,
 * the void, the day's 驛馬 日德 祿) shows two and ends with "…", never
 * dropping one silently; --ascii draws the lessons as 1234, not ①②③④;
 * in teaching, every step that names a branch lights a palace, the step
 * that takes the first transmission the palace it stands over.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/lang.h"
#include "liuren/teaching.h"
#include "tui/state.h"
#include "tui/tui.h"

static struct tui_headless *open_with(const char *pillars, bool ascii)
{
	char *argv[] = { "liuren", "--no-config", (char *)pillars,
			 ascii ? "--ascii" : NULL, NULL };
	char err[256];
	setlocale(LC_ALL, "C.UTF-8");
	setenv("TERM", "xterm-256color", 1);
	struct tui_headless *h = tui_headless_open(ascii ? 4 : 3, argv, 80, 24,
						   err, sizeof err);
	ck_assert_msg(h, "%s", err);
	return h;
}

static bool on_screen(struct tui_headless *h, const char *text)
{
	char row[4096];
	for (int y = 0; y < 24; y++) {
		tui_headless_row(h, y, row, sizeof row);
		if (strstr(row, text))
			return true;
	}
	return false;
}

/* The marks the plate owes heaven branch H, in the order it writes them. */
static int marks_of(const struct tui_state *st, int h, const char *out[8])
{
	static const char *const trans[3] = { "初", "中", "末" };
	static const char *const day[3] = { "馬", "德", "祿" };
	int n = 0;
	for (int i = 0; i < 3; i++)
		if (st->reading->chart.transmissions[i].branch == h)
			out[n++] = trans[i];
	if (h == st->reading->chart.void_branches[0]
	    || h == st->reading->chart.void_branches[1])
		out[n++] = "空";
	const unsigned short m[3] = { st->mark_horse, st->mark_virtue,
				      st->mark_lu };
	for (int k = 0; k < 3; k++)
		if (m[k] >> h & 1)
			out[n++] = day[k];
	return n;
}

START_TEST(test_crowded_cell)
{
	/* 癸亥日子時午將: 巳 is 初傳 and 末傳, and 癸's 日德 (戊癸 巳) */
	struct tui_headless *h = open_with(":癸亥 子 午", false);
	const struct tui_state *st = tui_headless_state(h);
	int crowded = 0;
	for (int b = 0; b < 12; b++) {
		const char *mk[8];
		int n = marks_of(st, b, mk);
		char want[64];
		if (n > 2) {
			snprintf(want, sizeof want, "%s%s%s…",
				 lr_branch_name(b), mk[0], mk[1]);
			ck_assert_msg(on_screen(h, want), "no '%s' on the plate",
				      want);
			crowded++;
		}
	}
	ck_assert_int_ge(crowded, 1);
	tui_headless_close(h);
}
END_TEST

START_TEST(test_ascii_lessons)
{
	struct tui_headless *h = open_with(":丙辰 寅 未", false);
	ck_assert(on_screen(h, "①"));
	tui_headless_close(h);
	h = open_with(":丙辰 寅 未", true);
	static const char *const circled[4] = { "①", "②", "③", "④" };
	for (int i = 0; i < 4; i++)
		ck_assert_msg(!on_screen(h, circled[i]), "%s with --ascii",
			      circled[i]);
	/* lesson 1 stands on the day stem's palace: 丙 lodges in 巳 */
	ck_assert(on_screen(h, "巳丙   1"));
	tui_headless_close(h);
}
END_TEST

START_TEST(test_teaching_lights_named)
{
	static const char *const branches = "子丑寅卯辰巳午未申酉戌亥";
	static struct lr_trace tr;
	struct lr_chart c;
	int decisive = 0;
	/* the decisive sentence is looked for in its zh-Hant words */
	setlocale(LC_ALL, "C.UTF-8");
	lr_lang_use(LR_LANG_ZH_HANT);
	for (int d = 0; d < 60; d++)
		for (int hr = 0; hr < 12; hr++)
			for (int g = 0; g < 12; g++) {
				struct lr_input in = { d, hr, g };
				ck_assert_int_eq(lr_chart_compute(&c, &in, NULL, &tr), 0);
				lr_trace_format(&tr);
				for (int i = 0; i < tr.count; i++) {
					const struct lr_step *s = &tr.steps[i];
					unsigned lit = lr_step_palaces(&c, s);
					bool names = false;
					for (int b = 0; b < 12; b++) {
						char one[4];
						memcpy(one, branches + 3 * b, 3);
						one[3] = 0;
						names |= strstr(s->text, one) != NULL;
					}
					ck_assert_msg(!names || lit, "%s: lights nothing",
						      s->text);
					/* 「…取為發用」 of the first transmission */
					if (strstr(s->text, "取為發用") &&
					    s->branch == c.transmissions[0].branch) {
						int p = 0;
						while (c.heaven[p] != s->branch)
							p++;
						ck_assert_msg(lit >> p & 1, "%s", s->text);
						decisive++;
					}
				}
			}
	ck_assert_int_gt(decisive, 1000);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("tui_marks");
	TCase *tc = tcase_create("marks");
	tcase_add_test(tc, test_crowded_cell);
	tcase_add_test(tc, test_ascii_lessons);
	tcase_add_test(tc, test_teaching_lights_named);
	tcase_set_timeout(tc, 60);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
