/* liuren - check_tui_lang.c: the browser's chrome in each language: the
 * help screen's legend and key column carry no English words in zh-Hant,
 * zh-Hans and ko (the list mark "▼ 3 more", "mouse"), and the compare
 * view says in English what "同" means.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/lang.h"
#include "tui/tui.h"

static struct tui_headless *open_chart(int lines)
{
	char *argv[] = { "liuren", "--no-config", ":丙辰 寅 未", NULL };
	char err[256];
	setlocale(LC_ALL, "C.UTF-8");
	setenv("TERM", "xterm-256color", 1);
	struct tui_headless *h = tui_headless_open(3, argv, 80, lines, err,
						   sizeof err);
	ck_assert_msg(h, "%s", err);
	return h;
}

static bool on_screen(struct tui_headless *h, int lines, const char *text)
{
	char row[4096];
	for (int y = 0; y < lines; y++) {
		tui_headless_row(h, y, row, sizeof row);
		if (strstr(row, text))
			return true;
	}
	return false;
}

static const enum lr_lang chinese_korean[] = {
	LR_LANG_ZH_HANT, LR_LANG_ZH_HANS, LR_LANG_KO
};

START_TEST(test_help_legend)
{
	lr_lang_use(chinese_korean[_i]);
	struct tui_headless *h = open_chart(24);
	tui_headless_key(h, '?');
	tui_headless_key(h, 'G');	/* the end: the legend */
	ck_assert(on_screen(h, 24, "▼"));
	ck_assert_msg(!on_screen(h, 24, "more"), "legend in English (%s)",
		      lr_lang_code(chinese_korean[_i]));
	tui_headless_close(h);
	/* the whole key list: no key named in English words */
	h = open_chart(200);
	tui_headless_key(h, '?');
	ck_assert_msg(!on_screen(h, 200, "mouse"), "'mouse' untranslated (%s)",
		      lr_lang_code(chinese_korean[_i]));
	tui_headless_close(h);
	lr_lang_use(LR_LANG_ZH_HANT);
}
END_TEST

START_TEST(test_compare_same)
{
	lr_lang_use(LR_LANG_EN);
	struct tui_headless *h = open_chart(24);
	/* compare under other schools until one gives the same 課體 */
	tui_headless_key(h, 's');
	bool same = on_screen(h, 24, "同 (");
	for (int i = 0; i < 16 && !same; i++) {
		tui_headless_key(h, ']');
		same = on_screen(h, 24, "同 (");
	}
	ck_assert(same);
	ck_assert(!on_screen(h, 24, "the same fire"));
	ck_assert(on_screen(h, 24, "the same 課體 fire"));
	tui_headless_close(h);
	lr_lang_use(LR_LANG_ZH_HANT);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("tui_lang");
	TCase *tc = tcase_create("lang");
	tcase_add_loop_test(tc, test_help_legend, 0, 3);
	tcase_add_test(tc, test_compare_same);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
