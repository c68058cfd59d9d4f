/* liuren - check_tui_terms.c: wrapped text keeps the program's terms
 * whole: no line of the browser breaks inside 上克下, 地盤, 羊刃, 印綬 …
 * (tw_keep_whole, filled by tui_keep_terms_whole), where the Unicode
 * rules alone would break between any two ideographs.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/chart.h"
#include "liuren/lang.h"
#include "lib/all_inputs.h"
#include "tui/state.h"
#include "tui/width.h"

/* Does some line of TEXT wrapped at COLS end inside TERM? */
static bool splits(const char *text, int cols, const char *term)
{
	struct tw_line lines[64];
	int n = tw_lines(text, cols, lines, 64);
	size_t len = strlen(term);
	for (const char *at = strstr(text, term); at; at = strstr(at + 1, term)) {
		size_t from = (size_t)(at - text), to = from + len;
		for (int i = 0; i + 1 < n && i < 64; i++) {
			size_t next = lines[i + 1].start;
			if (next > from && next < to)
				return true;
		}
	}
	return false;
}

START_TEST(test_kept_whole)
{
	/* 四 ideographs, then the term: at 12 columns the rules alone break
	 * after 克 */
	const char *text = "甲乙丙丁上克下。";
	ck_assert(splits(text, 12, "上克下"));
	tw_keep_whole("上克下");
	ck_assert(!splits(text, 12, "上克下"));
	struct tw_line l[4];
	ck_assert_int_eq(tw_lines(text, 12, l, 4), 2);
	ck_assert_int_eq(l[1].start, strlen("甲乙丙丁"));
}
END_TEST

START_TEST(test_derivation_steps)
{
	setlocale(LC_ALL, "C.UTF-8");
	tui_keep_terms_whole();
	static const char *const terms[] = {
		"天盤", "地盤", "上克下", "下賊上", "發用", "涉害", "日干"
	};
	static struct lr_trace tr;
	struct lr_chart c;
	int checked = 0;
	FOR_ALL_INPUTS(in) {
		ck_assert_int_eq(lr_chart_compute(&c, &in, NULL, &tr), 0);
		lr_trace_format(&tr);
		for (int s = 0; s < tr.count; s++)
			for (int cols = 19; cols <= 41; cols += 11)
				for (size_t t = 0; t < sizeof terms / sizeof *terms; t++) {
					ck_assert_msg(!splits(tr.steps[s].text, cols, terms[t]),
						      "%s split at %d: %s", terms[t], cols,
						      tr.steps[s].text);
					checked++;
				}
	}
	ck_assert_int_gt(checked, 10000);
	/* a 神煞 and a kin name, as the panes show them */
	ck_assert(!splits("凶 天羅 支刑 市曹 繩索 羊刃 歲煞", 17, "羊刃"));
	ck_assert(!splits("干上官鬼，印綬落空", 9, "印綬"));
}
END_TEST

START_TEST(test_simplified)
{
	setlocale(LC_ALL, "C.UTF-8");
	if (!lr_lang_t2s_available())
		return;
	/* at 18 columns the rules alone break inside 地盘 */
	ck_assert(splits("甲乙丙丁天盘寅临地盘酉", 18, "地盘"));
	lr_lang_use(LR_LANG_ZH_HANS);
	tui_keep_terms_whole();
	ck_assert(splits("甲乙丙丁天盘寅临地盘酉", 18, "地盘") == false);
	lr_lang_use(LR_LANG_ZH_HANT);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("tui_terms");
	TCase *tc = tcase_create("terms");
	tcase_add_test(tc, test_kept_whole);
	tcase_add_test(tc, test_derivation_steps);
	tcase_add_test(tc, test_simplified);
	tcase_set_timeout(tc, 120);	/* every input under check-all, with the sanitizers */
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
