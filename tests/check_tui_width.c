/* liuren - check_tui_width.c: the browser's width module, and that every
 * character the browser draws has the same width under libunistring and
 * libc wcwidth() (ncurses moves the cursor by the latter).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <dirent.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unilbrk.h>
#include <unistr.h>
#include <uniwidth.h>
#include <wchar.h>

#include "liuren/chart.h"
#include "liuren/lang.h"
#include "liuren/settings.h"
#include "liuren/trace.h"
#include "tui/state.h"
#include "tui/tui.h"
#include "tui/ui.h"
#include "tui/width.h"
#include "lib/all_inputs.h"

/* ---- the width module ---- */

START_TEST(test_width_basic)
{
	ck_assert_int_eq(tw_width(""), 0);
	ck_assert_int_eq(tw_width("abc"), 3);
	ck_assert_int_eq(tw_width("丙辰"), 4);
	ck_assert_int_eq(tw_width("a丙b"), 4);
	ck_assert_int_eq(tw_width("，。："), 6);
	ck_assert_int_eq(tw_width("─│┼"), 3);
}
END_TEST

START_TEST(test_fit_backs_off_wide)
{
	int used;
	/* 5 columns hold 中文 (4); 字 would cross the edge */
	ck_assert_uint_eq(tw_fit("中文字", 5, &used), 6);
	ck_assert_int_eq(used, 4);
	ck_assert_uint_eq(tw_fit("中文字", 6, &used), 9);
	ck_assert_int_eq(used, 6);
	ck_assert_uint_eq(tw_fit("a中", 2, &used), 1);
	ck_assert_int_eq(used, 1);
	ck_assert_uint_eq(tw_fit("中", 1, &used), 0);
	ck_assert_int_eq(used, 0);
	ck_assert_uint_eq(tw_fit("abc", 0, &used), 0);
}
END_TEST

START_TEST(test_bad_bytes_replaced)
{
	const char s[] = "a\tb\xff" "c\x1b";
	const char *p = s, *end = s + strlen(s);
	ck_assert_uint_eq(tw_next(&p, end), 'a');
	ck_assert_uint_eq(tw_next(&p, end), TW_REPLACEMENT);	/* tab */
	ck_assert_uint_eq(tw_next(&p, end), 'b');
	ck_assert_uint_eq(tw_next(&p, end), TW_REPLACEMENT);	/* 0xff */
	ck_assert_uint_eq(tw_next(&p, end), 'c');
	ck_assert_uint_eq(tw_next(&p, end), TW_REPLACEMENT);	/* ESC */
	ck_assert_uint_eq(tw_next(&p, end), 0);
	/* a control character is measured as what is drawn for it */
	ck_assert_int_eq(tw_width("a\tb"), 2 + tw_char_width(TW_REPLACEMENT));
}
END_TEST

/* The lines of TEXT at COLS as strings joined by '|' (a cut line ends
 * with the ellipsis). */
static const char *
lines_of(const char *text, int cols)
{
	static char out[4096];
	struct tw_line l[64];
	int n = tw_lines(text, cols, l, 64);
	ck_assert_int_le(n, 64);
	out[0] = 0;
	for (int i = 0; i < n; i++) {
		if (i)
			strcat(out, "|");
		strncat(out, text + l[i].start, l[i].len);
		if (l[i].cut)
			strcat(out, TW_ELLIPSIS);
	}
	return out;
}

START_TEST(test_wrap)
{
	/* UAX #14: 。 and ， never start a line, 「 never ends one */
	ck_assert_str_eq(lines_of("上克下。下賊上", 6), "上克|下。下|賊上");
	ck_assert_str_eq(lines_of("甲乙丙「丁」", 6), "甲乙丙|「丁」");
	ck_assert_str_eq(lines_of("青龍、白虎、太常", 6), "青龍、|白虎、|太常");
	/* ASCII words break at spaces and stay whole */
	ck_assert_str_eq(lines_of("hello big world", 10), "hello big|world");
	/* a word longer than the line is cut with the mark, and goes on */
	ck_assert_str_eq(lines_of("abcdefghij xy", 5), "abcd…|efgh…|ij|xy");
	/* Korean breaks between words only, a particle kept with its term
	 * (the breaker alone would break between any two syllables) */
	ck_assert_str_eq(lines_of("도리어 本命이 흉하다", 10),
			 "도리어|本命이|흉하다");
	/* a Korean word longer than the line is cut, as any other */
	ck_assert_str_eq(lines_of("행년(行年) 필요", 8), "행년(行…|年)|필요");
	/* a newline is a break; an empty paragraph an empty line */
	ck_assert_str_eq(lines_of("甲\n\n乙", 10), "甲||乙");
	/* a character wider than the line still advances */
	ck_assert_str_eq(lines_of("中文", 1), "中…|文…");
	/* clipping one line */
	char buf[64];
	ck_assert(!tw_clip("丙辰日", 6, buf, sizeof buf));
	ck_assert_str_eq(buf, "丙辰日");
	ck_assert(tw_clip("丙辰日", 5, buf, sizeof buf));
	ck_assert_str_eq(buf, "丙辰…");
	ck_assert(tw_clip("abcdef", 4, buf, sizeof buf));
	ck_assert_str_eq(buf, "abc…");
}
END_TEST

/* Every line tw_lines makes is at most COLS wide, ends where the rules
 * allow a break or with the mark, never starts with closing punctuation,
 * and the lines together give back the text. */
static void
check_breaks(const char *text, int cols)
{
	size_t n = strlen(text);
	static char brk[65536];
	ck_assert_uint_lt(n, sizeof brk);
	u8_possible_linebreaks((const uint8_t *)text, n, "UTF-8", brk);
	static struct tw_line l[2048];
	int count = tw_lines(text, cols, l, 2048);
	ck_assert_int_le(count, 2048);
	size_t at = 0;
	for (int i = 0; i < count; i++) {
		char line[4096];
		ck_assert_uint_lt(l[i].len, sizeof line);
		memcpy(line, text + l[i].start, l[i].len);
		line[l[i].len] = 0;
		int w = tw_width(line) + (l[i].cut ? tw_width(TW_ELLIPSIS) : 0);
		ck_assert_msg(w <= cols || (cols < 3 && l[i].len <= 4),
			      "line '%s' is %d wide at %d", line, w, cols);
		static const char *const closing[] = { "。", "，", "、", "；",
						       "：", "」", "）" };
		for (size_t k = 0; k < 7; k++)
			ck_assert_msg(strncmp(line, closing[k],
					      strlen(closing[k])) != 0,
				      "line starts with %s: '%s' (%d cols)",
				      closing[k], line, cols);
		/* only blanks and newlines are left out between lines */
		while (at < l[i].start) {
			ck_assert_msg(text[at] == ' ' || text[at] == '\n',
				      "byte %zu lost in '%s'", at, text);
			at++;
		}
		size_t end = l[i].start + l[i].len;
		if (!l[i].cut && end < n && text[end] != '\n')
			ck_assert_msg(brk[end + strspn(text + end, " ")] ==
				      UC_BREAK_POSSIBLE || end + strspn(text +
				      end, " ") == n, "line '%s' ends where no "
				      "break is allowed (%d cols)", line, cols);
		at = end;
	}
	while (at < n)
		ck_assert(text[at++] == ' ');
}

START_TEST(test_wrap_rules)
{
	/* every derivation caption of a sample of charts, at widths from
	 * narrow to wide */
	struct lr_chart c;
	static struct lr_trace tr;
	for (int day = 0; day < LR_CYCLE; day += 7)
		for (int g = 0; g < LR_BRANCHES; g += 5) {
			struct lr_input in = { day, LR_YIN, g };
			ck_assert_int_eq(lr_chart_compute(&c, &in, NULL, &tr), 0);
			for (int i = 0; i < tr.count; i++)
				for (int cols = 6; cols <= 80; cols += 7)
					check_breaks(tr.steps[i].text, cols);
		}
	check_breaks("mixed 英文 words and 中文，標點。「引號」（括號）end", 9);
}
END_TEST

/* No line of TEXT in COLS columns breaks inside a book title 《…》 that
 * fits a line, nor inside 晝貴 or 夜貴. */
static void
check_titles_and_nobles(const char *text, int cols)
{
	struct tw_line l[64];
	int n = tw_lines(text, cols, l, 64);
	ck_assert_int_le(n, 64);
	for (int i = 0; i < n; i++) {
		/* a title opened on this line closes on it */
		const char *p = text + l[i].start, *end = p + l[i].len;
		const char *open = NULL;
		for (const char *q = p; q < end; q++) {
			if (!strncmp(q, "《", strlen("《")) && q + 3 <= end)
				open = q;
			if (!strncmp(q, "》", strlen("》")) && q + 3 <= end)
				open = NULL;
		}
		if (open && !l[i].cut) {
			const char *close = strstr(open, "》");
			ck_assert_ptr_nonnull(close);
			char title[256];
			snprintf(title, sizeof title, "%.*s",
				 (int)(close + strlen("》") - open), open);
			ck_assert_msg(tw_width(title) > cols, "%s broken at %d "
				      "columns: '%.*s'", title, cols,
				      (int)l[i].len, p);
		}
		/* 晝 or 夜 ending a line, 貴 starting the next */
		if (i + 1 < n && l[i].len >= 3 && !l[i].cut) {
			const char *last = p + l[i].len;
			while (last > p && last[-1] == ' ')
				last--;
			const char *next = text + l[i + 1].start;
			bool split = last - p >= 3 &&
				     (!strncmp(last - 3, "晝", 3) ||
				      !strncmp(last - 3, "夜", 3)) &&
				     !strncmp(next, "貴", 3);
			ck_assert_msg(!split, "晝貴/夜貴 broken at %d columns: "
				      "'%.*s'", cols, (int)l[i].len, p);
		}
	}
}

START_TEST(test_titles_and_nobles_whole)
{
	tui_keep_terms_whole();
	static const char *const texts[] = {
		"三奇 as the 課體 三奇 (《課經集一 三奇課》): 旬奇 丑 in the 三傳",
		"the 晝貴 巳 and the 夜貴 卯 are both in the 三傳, the 貴人 "
		"quarrel over the day",
		"同三奇（《課經集一 三奇課》）：旬奇丑入傳；晝貴巳夜貴卯並見",
	};
	for (size_t t = 0; t < sizeof texts / sizeof texts[0]; t++)
		for (int cols = 8; cols <= 60; cols++)
			check_titles_and_nobles(texts[t], cols);
	/* a title longer than the line still breaks: no line is cut */
	struct tw_line l[16];
	int n = tw_lines("《課經集一 三奇課》", 8, l, 16);
	ck_assert_int_gt(n, 1);
	for (int i = 0; i < n; i++)
		ck_assert(!l[i].cut);
}
END_TEST

/* The teaching mode's late steps (the 課體 and 畢法 after the derivation)
 * at 80x24 in English: no row opens a title it does not close. */
START_TEST(test_teaching_titles_whole)
{
	/* 丙辰 寅 未; and charts whose reasons cite a book in 《》: 丁卯 子
	 * 丑 (斬關 and 龍戰 by 《訂訛》, 第八十五法 as 《課經集四 殃咎課》),
	 * 庚午 午 丑 (第七十七法 as 《課經集二 亨通課》), 甲子 子 丑 */
	static const char *const charts[] = {
		":丙辰 寅 未", ":丁卯 子 丑", ":庚午 午 丑", ":甲子 子 丑",
	};
	char *argv[] = { "liuren", "--no-config", (char *)charts[_i], NULL };
	char err[256];
	setlocale(LC_ALL, "C.UTF-8");
	lr_lang_use(LR_LANG_EN);
	struct tui_headless *h = tui_headless_open(3, argv, 80, 24, err,
						   sizeof err);
	ck_assert_msg(h, "%s", err);
	tui_headless_key(h, 'e');
	int titles = 0;
	for (int step = 0; step < 80; step++) {
		for (int y = 0; y < 24; y++) {
			char row[4096];
			size_t n = tui_headless_row(h, y, row, sizeof row);
			while (n > 0 && row[n - 1] == ' ')
				row[--n] = 0;
			const char *open = NULL;
			for (const char *q = row; *q; q++) {
				if (!strncmp(q, "《", 3))
					open = q, titles++;
				if (!strncmp(q, "》", 3))
					open = NULL;
			}
			bool ends_cut = n >= 3 && !strcmp(row + n - 3, "…");
			ck_assert_msg(!open || ends_cut, "step %d row %d: '%s'",
				      step, y, row);
		}
		tui_headless_key(h, ' ');
	}
	ck_assert_int_gt(titles, 0);
	tui_headless_close(h);
	lr_lang_use(LR_LANG_ZH_HANT);
}
END_TEST

START_TEST(test_to_wide)
{
	wchar_t w[8];
	int used;
	ck_assert_uint_eq(tw_to_wide("中文字", 5, w, 8, &used), 2);
	ck_assert_int_eq(used, 4);
	ck_assert(w[0] == 0x4e2d && w[1] == 0x6587 && w[2] == 0);
	/* the output buffer bounds the count */
	ck_assert_uint_eq(tw_to_wide("abcdef", 10, w, 4, &used), 3);
	ck_assert_int_eq(used, 3);
}
END_TEST

/* ---- uc_width and wcwidth agree on everything drawn ---- */

static int disagreements;

static void
check_text(const char *text, const char *where)
{
	const char *p = text, *end = text + strlen(text);
	while (p < end) {
		ucs4_t c;
		int n = u8_mbtouc(&c, (const uint8_t *)p, (size_t)(end - p));
		p += n > 0 ? n : 1;
		if (c < 0x80)
			continue;
		int a = uc_width(c, "UTF-8");
		int b = wcwidth((wchar_t)c);
		if (a != b) {
			if (disagreements++ < 20)
				fprintf(stderr, "U+%04X: uc_width %d, wcwidth "
					"%d (%s)\n", (unsigned)c, a, b, where);
		}
	}
}

/* Every non-ASCII character in the browser's own source files. */
static void
check_sources(const char *dir)
{
	char path[1024];
	snprintf(path, sizeof path, "%s/%s", LR_SRCDIR, dir);
	DIR *d = opendir(path);
	ck_assert_msg(d != NULL, "cannot open %s", path);
	struct dirent *e;
	int files = 0;
	while ((e = readdir(d))) {
		size_t l = strlen(e->d_name);
		if (l < 3 || (strcmp(e->d_name + l - 2, ".c") &&
			      strcmp(e->d_name + l - 2, ".h")))
			continue;
		char file[2048];
		snprintf(file, sizeof file, "%s/%s", path, e->d_name);
		FILE *f = fopen(file, "r");
		ck_assert_msg(f != NULL, "cannot read %s", file);
		char line[4096];
		while (fgets(line, sizeof line, f))
			check_text(line, file);
		fclose(f);
		files++;
	}
	closedir(d);
	ck_assert_msg(files > 0, "no sources in %s", path);
}

START_TEST(test_widths_agree)
{
	ck_assert_ptr_nonnull(setlocale(LC_ALL, "C.UTF-8"));
	disagreements = 0;
	check_sources("src/tui");
	check_sources("include/tui");

	/* names the browser shows */
	char buf[8];
	for (int i = 0; i < LR_CYCLE; i++)
		check_text(lr_cycle_name(i, buf), "cycle");
	for (int i = 0; i < LR_STEMS; i++)
		check_text(lr_stem_name(i), "stem");
	for (int i = 0; i < LR_BRANCHES; i++) {
		check_text(lr_branch_name(i), "branch");
		check_text(lr_month_general_name(i), "month general");
	}
	for (int i = 0; i < LR_GENERALS; i++) {
		check_text(lr_general_name(i), "general");
		check_text(lr_general_short(i), "general");
	}
	for (int i = 0; i <= LR_PARENT; i++)
		check_text(lr_kin_name((enum lr_kin)i), "kin");
	for (int i = 0; i <= LR_REL_LOWER; i++)
		check_text(lr_relation_name((enum lr_relation)i), "relation");
	for (int i = 0; i < LR_METHODS; i++)
		check_text(lr_method_name((enum lr_method)i), "method");
	for (int s = 0; s < LR_SET_COUNT; s++) {
		const struct lr_setting_info *info = lr_setting_info(s);
		check_text(info->alias, "setting");
		for (int v = 0; v < info->value_count; v++)
			check_text(info->values[v], "setting value");
	}

	/* every caption and method detail of every chart */
	struct lr_chart c;
	static struct lr_trace tr;
	FOR_ALL_INPUTS(in) {
		ck_assert_int_eq(lr_chart_compute(&c, &in, NULL,
						  &tr), 0);
		lr_trace_format(&tr);
		if (c.method_detail)
			check_text(c.method_detail, "detail");
		for (int i = 0; i < tr.count; i++)
			check_text(tr.steps[i].text, "caption");
	}

	/* box drawing, both sets */
	struct tui t = { .utf8 = true };
	for (unsigned d = 0; d < 16; d++)
		check_text(tui_box_char(&t, d), "box");
	t.st.ascii = true;
	for (unsigned d = 0; d < 16; d++)
		check_text(tui_box_char(&t, d), "box ascii");

	ck_assert_msg(disagreements == 0, "%d characters differ in width",
		      disagreements);
}
END_TEST

START_TEST(test_ascii_boxes_are_ascii)
{
	struct tui t = { .utf8 = true };
	t.st.ascii = true;
	for (unsigned d = 0; d < 16; d++) {
		const char *s = tui_box_char(&t, d);
		ck_assert_uint_eq(strlen(s), 1);
		ck_assert((unsigned char)s[0] < 0x80);
	}
	/* and a non-UTF-8 locale gets ASCII without the option */
	t.st.ascii = false;
	t.utf8 = false;
	ck_assert_str_eq(tui_box_char(&t, TUI_L | TUI_R | TUI_U | TUI_D), "+");
}
END_TEST

/* A lesson the Korean derivation builds (과 亥寅을 이룸) is never split
 * between its two characters, at any width the teaching pane takes:
 * over every day, hour and general. */
START_TEST(test_korean_lesson_whole)
{
	static struct lr_trace tr;
	struct lr_chart c;
	struct tw_line lines[64];
	lr_lang_use(LR_LANG_KO);
	int checked = 0;
	for (int d = 0; d < 60; d++)
		for (int h = 0; h < 12; h += 5)
			for (int g = 0; g < 12; g += 7) {
				struct lr_input in = { d, h, g };
				ck_assert_int_eq(lr_chart_compute(&c, &in, NULL, &tr), 0);
				lr_trace_format(&tr);
				for (int i = 0; i < tr.count; i++) {
					const struct lr_step *st = &tr.steps[i];
					if (st->sentence != LR_SAY_LESSON)
						continue;
					const char *text = st->text;
					/* the lesson: the upper god, then the lower
					 * branch or the day stem */
					const char *upper = lr_branch_name(st->branch);
					const char *at = strstr(text, "과 ");
					ck_assert_msg(at && !strncmp(at + strlen("과 "),
						upper, strlen(upper)), "%s", text);
					size_t from = (size_t)(at + strlen("과 ") - text);
					for (int cols = 14; cols <= 60; cols++) {
						int n = tw_lines(text, cols, lines, 64);
						for (int k = 1; k < n && k < 64; k++)
							ck_assert_msg(lines[k].start <= from
								      || lines[k].start >= from + 6,
								      "split at %d columns: %s",
								      cols, text);
					}
					checked++;
				}
			}
	ck_assert_int_ge(checked, 60 * 3 * 2 * 4);
	lr_lang_use(LR_LANG_ZH_HANT);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("tui_width");
	TCase *tc = tcase_create("width");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_width_basic);
	tcase_add_test(tc, test_fit_backs_off_wide);
	tcase_add_test(tc, test_bad_bytes_replaced);
	tcase_add_test(tc, test_wrap);
	tcase_add_test(tc, test_wrap_rules);
	tcase_add_test(tc, test_titles_and_nobles_whole);
	tcase_add_loop_test(tc, test_teaching_titles_whole, 0, 4);
	tcase_add_test(tc, test_to_wide);
	tcase_add_test(tc, test_widths_agree);
	tcase_add_test(tc, test_ascii_boxes_are_ascii);
	tcase_add_test(tc, test_korean_lesson_whole);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
