/* liuren - check_labels_lang.c: one language at a time where labels
 * belong. In English and Korean the browser's countdown, the atlas (its
 * header, column heads and cells), the compare view (its settings, its
 * summary lines and their labels, its 課體 line) and `liuren table`'s text lines hold no
 * Chinese outside the 六壬 terms (tests/lib/han_terms.c, without the
 * plate's one-character marks of tests/data/screen-terms.txt, which are
 * no labels there); table's lines keep their lessons and transmissions
 * in columns and write a method's form in the language's brackets; the
 * countdown says print's minutes, only within print's window.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/commands.h"
#include "front/moment_args.h"
#include "front/render_print.h"
#include "liuren/i18n.h"
#include "liuren/names.h"
#include "liuren/ganzhi.h"
#include "liuren/lang.h"
#include "tui/state.h"
#include "tui/tui.h"
#include "tui/width.h"
#include "lib/han_terms.h"

static const enum lr_lang langs[2] = { LR_LANG_EN, LR_LANG_KO };

static void setup(void)
{
	setlocale(LC_ALL, "C.UTF-8");
	setenv("TERM", "xterm-256color", 1);
	setenv("TZ", "Asia/Shanghai", 1);
	han_terms_collect();
}

static void teardown(void)
{
	lr_lang_use(LR_LANG_ZH_HANT);
}

static struct tui_headless *open_args(int argc, char **argv, int cols,
				      int lines)
{
	char err[256];
	struct tui_headless *h = tui_headless_open(argc, argv, cols, lines, err,
						   sizeof err);
	ck_assert_msg(h, "%s", err);
	return h;
}

/* Is the three bytes at P a stem's or a branch's name? */
static bool stem_or_branch(const char *p)
{
	for (int i = 0; i < 12; i++)
		if (!strncmp(p, lr_branch_name(i), 3) ||
		    (i < 10 && !strncmp(p, lr_stem_name(i), 3)))
			return true;
	return false;
}

/* Blank the generals' one-character names where the art writes them
 * beside a branch (勾巳丙, 子蛇): a fact of the art, no label. */
static void blank_general_shorts(char *s)
{
	size_t n = strlen(s);
	for (size_t i = 0; i + 3 <= n; i++)
		for (int g = 0; g < 12; g++) {
			const char *sh = lr_general_short(g);
			if (strncmp(s + i, sh, 3))
				continue;
			/* a void transmission keeps its stem's place with an
			 * ideographic space (玄　子) */
			size_t next = i + 3;
			if (!strncmp(s + next, "　", 3))
				next += 3;
			if ((next + 3 <= n && stem_or_branch(s + next)) ||
			    (i >= 3 && stem_or_branch(s + i - 3)))
				memset(s + i, ' ', 3);
			break;
		}
}

/* Is the UTF-8 character at P a 漢字? */
static bool han_at(const char *p)
{
	const unsigned char *u = (const unsigned char *)p;
	return (u[0] == 0xe3 && u[1] >= 0x90) || (u[0] >= 0xe4 && u[0] <= 0xe9);
}

/* Fail on Chinese outside the terms in TEXT (WHERE names it). */
static void expect_terms_only(const char *text, const char *where)
{
	static char rest[1 << 16];
	char line[4096];
	snprintf(line, sizeof line, "%s", text);
	blank_general_shorts(line);
	/* a whole term may end at the edge (三陽…), or a term cut there
	 * (斷橋… of 斷橋折腰): the run of 漢字 the mark ends is taken out */
	const char *han = han_terms_stray(line, rest, sizeof rest);
	for (char *cut = strstr(line, "…"); han && cut;
	     cut = strstr(cut + 3, "…"))
		for (char *c = cut; c - line >= 3 &&
		     (unsigned char)c[-3] >= 0xe3 &&
		     (unsigned char)c[-3] <= 0xe9; c -= 3)
			memset(c - 3, ' ', 3);
	if (han)
		han = han_terms_stray(line, rest, sizeof rest);
	ck_assert_msg(!han, "%s (%s): Chinese label in '%s': %s", where,
		      lr_lang_code(lr_lang_current()), text, han);
}

static const char *row_of(struct tui_headless *h, int y)
{
	static char row[4096];
	tui_headless_row(h, y, row, sizeof row);
	return row;
}

/* ---- the countdown ---- */

/* print's note for the moment the browser shows ("" when none). */
static void print_note(struct tui_headless *h, char *out, size_t len)
{
	const struct tui_state *st = tui_headless_state(h);
	char *text = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&text, &n);
	front_moment_print_header(f, &st->moment, &st->reading->cal,
				  &st->settings, RENDER_WARN_MINUTES);
	fclose(f);
	out[0] = 0;
	/* the note's line, from its label to the instant in brackets */
	char want[64];
	snprintf(want, sizeof want, "%.*s", (int)strcspn(_("Note     %s (%s)"),
		 "%"), _("Note     %s (%s)"));
	const char *at = strstr(text, want);
	if (at) {
		at += strlen(want);
		size_t l = strcspn(at, "(\n");
		while (l > 0 && at[l - 1] == ' ')
			l--;
		snprintf(out, len, "%.*s", (int)l, at);
	}
	free(text);
}

START_TEST(test_countdown)
{
	static const struct { const char *at; int minutes; } cases[] = {
		{ "2026-11-29 16:58", 2 },	/* 17:00 the 酉 hour */
		{ "2026-11-29 16:58:30", 2 },	/* a part of a minute whole */
		{ "2026-11-29 16:45", 15 },
		{ "2026-11-29 16:44", 0 },	/* outside the 15 minutes */
		{ "2026-11-29 16:30", 0 },
	};
	lr_lang_use(langs[_i]);
	for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
		char *argv[] = { "liuren", "--no-config", (char *)cases[c].at,
				 "--tz", "Asia/Shanghai", NULL };
		struct tui_headless *h = open_args(5, argv, 200, 60);
		char note[256], head[4096];
		print_note(h, note, sizeof note);
		snprintf(head, sizeof head, "%s", row_of(h, 0));
		if (!cases[c].minutes) {
			ck_assert_msg(!note[0], "%s: print warns '%s'",
				      cases[c].at, note);
		} else {
			char mins[32];
			snprintf(mins, sizeof mins, _("%lld min"),
				 (long long)cases[c].minutes);
			ck_assert_msg(strstr(note, mins), "%s: print '%s', "
				      "want %s", cases[c].at, note, mins);
		}
		/* the header says it when print does, in print's words */
		ck_assert_msg(note[0] ? strstr(head, note) != NULL
			      : !strstr(head, _("the hour changes in %s")),
			      "%s: header '%s', print '%s'", cases[c].at, head,
			      note);
		expect_terms_only(head, "header");
		tui_headless_close(h);
	}
}
END_TEST

/* print's Terms line names the 節 and the 中氣 in force in time order,
 * whichever came last: a moment every five days through a year. */
START_TEST(test_terms_in_order)
{
	lr_lang_use(LR_LANG_EN);
	struct lr_moment m;
	char err[256];
	ck_assert_int_eq(front_moment_parse_text("2026-01-01 12:00", "Asia/Shanghai",
					      LR_DEFAULT_LON, LR_DEFAULT_LAT,
					      &m, err, sizeof err), 0);
	struct lr_settings set;
	lr_settings_default(&set);
	int swapped = 0;
	for (int d = 0; d < 365; d += 5) {
		struct lr_moment at;
		ck_assert_int_eq(lr_moment_from_utc(&at, "Asia/Shanghai",
				 m.utc + (int64_t)d * 86400, LR_DEFAULT_LON,
				 LR_DEFAULT_LAT, err, sizeof err), 0);
		struct lr_calendar cal;
		ck_assert_int_eq(lr_calendar_resolve(&cal, &at, &set, err,
						     sizeof err), 0);
		char *text = NULL;
		size_t n = 0;
		FILE *f = open_memstream(&text, &n);
		front_moment_print_header(f, &at, &cal, &set, 0);
		fclose(f);
		/* "Terms    立冬 2026-11-07 17:52:05, 小雪 2026-11-22 …" */
		const char *line = strstr(text, "Terms    ");
		ck_assert_ptr_nonnull(line);
		char a[20], b[20];
		const char *p = strchr(line + 9, ' ');
		ck_assert_ptr_nonnull(p);
		snprintf(a, sizeof a, "%.19s", p + 1);
		p = strstr(p, ", ");
		ck_assert_ptr_nonnull(p);
		p = strchr(p + 2, ' ');
		snprintf(b, sizeof b, "%.19s", p + 1);
		ck_assert_msg(strcmp(a, b) < 0, "%.80s", line);
		swapped += (cal.prev_zhongqi.utc < cal.prev_jie.utc) !=
			   (strstr(line, lr_term_name(cal.prev_zhongqi.index)) <
			    strstr(line, lr_term_name(cal.prev_jie.index)));
		free(text);
	}
	ck_assert_int_eq(swapped, 0);
}
END_TEST

/* ---- the atlas ---- */

START_TEST(test_atlas)
{
	static const int size[2][2] = { { 80, 24 }, { 200, 60 } };
	lr_lang_use(langs[_i / 2]);
	int cols = size[_i % 2][0], lines = size[_i % 2][1];
	char *argv[] = { "liuren", "--no-config", ":丙辰 寅 未", NULL };
	struct tui_headless *h = open_args(3, argv, cols, lines);
	/* all, then by a method (f), then by a 課體 (v) */
	static const char *const keys[] = { "a", "f", "v" };
	for (int k = 0; k < 3; k++) {
		tui_headless_type(h, keys[k]);
		for (int y = 0; y < lines - 2; y++)
			expect_terms_only(row_of(h, y), "atlas");
		/* the filter named under the language's label, as the
		 * column head names the 課體 */
		ck_assert_msg(!strstr(row_of(h, 0), "課體"), "atlas header "
			      "'%s'", row_of(h, 0));
	}
	tui_headless_close(h);
}
END_TEST

/* ---- the compare view ---- */

/* Each half of the summary row Y (from column 0 and from the middle)
 * opens with a label in the language, not with a 漢字 word (三傳 子蛇 …,
 * 課體 +三陽): only the method's name may open it, where the language
 * writes no label before it. */
static void expect_half_labels(struct tui_headless *h, int y, int cols)
{
	const char *row = row_of(h, y);
	const char *half[2] = { row, row + tw_fit(row, cols / 2, NULL) };
	for (int k = 0; k < 2; k++) {
		const char *p = half[k];
		while (*p == ' ')
			p++;
		if (!*p || !han_at(p))
			continue;
		char word[64];
		snprintf(word, sizeof word, "%.*s", (int)strcspn(p, " "), p);
		bool method = false;
		for (int m = 0; m < LR_METHODS; m++)
			method |= !strcmp(word, lr_method_name((enum lr_method)m));
		ck_assert_msg(method, "compare row %d: Chinese label '%s' in "
			      "'%s' (%s)", y, word, row,
			      lr_lang_code(lr_lang_current()));
	}
}

START_TEST(test_compare)
{
	lr_lang_use(langs[_i]);
	char *argv[] = { "liuren", "--no-config", "九月初三丙午日午時卯將 寅命 行年午",
			 NULL };
	struct tui_headless *h = open_args(3, argv, 80, 24);
	tui_headless_key(h, 's');
	const struct tui_state *st = tui_headless_state(h);
	struct tui_variant v[TUI_VARIANTS_MAX];
	int nv = tui_compare_variants(st, v);
	ck_assert_int_gt(nv, 2);
	for (int i = 0; i < nv; i++) {
		/* the settings' row, and the rows under the plates */
		expect_terms_only(row_of(h, 1), "compare settings");
		for (int y = 18; y < 23; y++) {
			expect_terms_only(row_of(h, y), "compare");
			expect_half_labels(h, y, 80);
		}
		tui_headless_key(h, ']');
	}
	tui_headless_close(h);
}
END_TEST

/* ---- table's text ---- */

/* `liuren table ARGS` run here, its output into a malloc'd string. */
static char *table_text(int argc, char **argv)
{
	char path[] = "/tmp/liuren-table-XXXXXX";
	int fd = mkstemp(path);
	ck_assert_int_ge(fd, 0);
	fflush(stdout);
	int saved = dup(STDOUT_FILENO);
	dup2(fd, STDOUT_FILENO);
	close(fd);
	int rc = cmd_table(argc, argv);
	fflush(stdout);
	dup2(saved, STDOUT_FILENO);
	close(saved);
	ck_assert_int_eq(rc, 0);
	FILE *f = fopen(path, "r");
	static char buf[1 << 20];
	size_t n = fread(buf, 1, sizeof buf - 1, f);
	buf[n] = 0;
	fclose(f);
	unlink(path);
	return strdup(buf);
}

START_TEST(test_table)
{
	lr_lang_use(langs[_i]);
	/* 丙辰: among its charts transmissions void (no hidden stem) */
	char *argv[] = { "table", "--no-config", "--day", "丙辰", NULL };
	char *text = table_text(4, argv);
	int lines = 0, voids = 0, forms = 0, col_lessons = -1, col_trans = -1;
	const char *w_lessons = lr_lang_current() == LR_LANG_KO ? "사과 "
							      : "lessons ";
	const char *w_trans = lr_lang_current() == LR_LANG_KO ? "삼전 "
							    : "transmissions ";
	for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
		lines++;
		expect_terms_only(line, "table");
		voids += strstr(line, "　") != NULL;
		/* a method's form in the language's brackets, as print
		 * writes it (知一 (比用), 知一(比用)), never 知一（比用） */
		ck_assert_msg(!strstr(line, "（") && !strstr(line, "）"),
			      "full-width bracket: '%s'", line);
		forms += strchr(line, '(') != NULL;
		/* the columns of the lessons and the transmissions */
		char *l = strstr(line, w_lessons), *t = strstr(line, w_trans);
		ck_assert_msg(l && t, "'%s'", line);
		char before[1024];
		snprintf(before, sizeof before, "%.*s", (int)(l - line), line);
		int cl = tw_width(before);
		snprintf(before, sizeof before, "%.*s", (int)(t - line), line);
		int ct = tw_width(before);
		if (col_lessons < 0) {
			col_lessons = cl;
			col_trans = ct;
		}
		ck_assert_msg(cl == col_lessons && ct == col_trans,
			      "columns move: '%s'", line);
	}
	ck_assert_int_eq(lines, 144);
	ck_assert_int_gt(voids, 0);
	ck_assert_int_gt(forms, 0);
	free(text);
}
END_TEST

/* ---- the other screens ---- */

/* ROW with what is no label blanked: a general's name after the branch
 * it rides (命上亥貴人), a volume of the book cited (卷二), the 漢字 in
 * brackets beside a word or a term (judgment (斷), 孤辰 (四時)) and the
 * languages' own names (L's line). */
static const char *without_names(const char *row)
{
	static char s[4096];
	snprintf(s, sizeof s, "%s", row);
	for (int g = 0; g < 12; g++) {
		const char *name = lr_general_name(g);
		for (char *at = s; (at = strstr(at, name)); at += strlen(name))
			if (at - s >= 3 && stem_or_branch(at - 3))
				memset(at, ' ', strlen(name));
	}
	/* a volume of the book cited (卷二, 卷三十一) */
	for (char *at = s; (at = strstr(at, "卷"));) {
		char *end = at + strlen("卷");
		for (;;) {
			bool numeral = false;
			for (const char *n = "一二三四五六七八九十"; *n; n += 3)
				numeral |= !strncmp(end, n, 3);
			if (!numeral)
				break;
			end += 3;
		}
		if (end - at > 3)
			memset(at, ' ', (size_t)(end - at));
		at = end;
	}
	/* the 漢字 a label keeps in brackets beside its translation,
	 * judgment (斷), 판단(斷), or a term its variant, 孤辰 (四時) */
	for (char *at = s; (at = strchr(at, '(')); at++) {
		char *close = strchr(at, ')');
		if (!close || at == s)
			continue;
		bool all_han = close > at + 1;
		for (char *c = at + 1; c < close && all_han; c += 3)
			all_han = close - c >= 3 && han_at(c);
		if (all_han)
			memset(at + 1, ' ', (size_t)(close - at - 1));
	}
	static const char *const autonyms[] = { "繁體中文", "简体中文" };
	for (size_t i = 0; i < 2; i++)
		for (char *at = s; (at = strstr(at, autonyms[i]));)
			memset(at, ' ', strlen(autonyms[i]));
	return s;
}

/* The screens beyond the chart in English and Korean at 80×24 and
 * 200×60: every teaching step, the help's pages, the 旺相 view (z), the
 * 神將 commentary (v) and the casebook's list of the book's charts hold
 * no Chinese label outside the 六壬 terms. */
START_TEST(test_other_screens)
{
	static const int size[2][2] = { { 80, 24 }, { 200, 60 } };
	lr_lang_use(langs[_i / 2]);
	int cols = size[_i % 2][0], lines = size[_i % 2][1];
	/* the plate's marks are drawn on these screens (each test runs in
	 * its own process: the other tests keep them out) */
	han_terms_add_file(LR_SRCDIR "/tests/data/screen-terms.txt");
	static const struct { const char *keys; int steps; int step_key;
			      const char *what; } screens[] = {
		{ "e", 30, ' ', "teaching step" },
		{ "?", 12, ' ', "help" },
		{ "z", 1, 0, "旺相 view" },
		{ "B", 1, 0, "casebook" },
	};
	for (size_t k = 0; k < sizeof screens / sizeof *screens; k++) {
		char *argv[] = { "liuren", "--no-config",
				 "九月初三丙午日午時卯將 寅命 行年午", NULL };
		struct tui_headless *h = open_args(3, argv, cols, lines);
		tui_headless_type(h, screens[k].keys);
		for (int step = 0; step < screens[k].steps; step++) {
			for (int y = 0; y < lines - 1; y++) {
				char where[96];
				snprintf(where, sizeof where, "%s %d row %d "
					 "%dx%d", screens[k].what, step, y,
					 cols, lines);
				expect_terms_only(without_names(row_of(h, y)),
						  where);
			}
			if (screens[k].step_key)
				tui_headless_key(h, screens[k].step_key);
		}
		tui_headless_close(h);
	}
}
END_TEST

int main(void)
{
	Suite *s = suite_create("labels_lang");
	TCase *tc = tcase_create("labels");
	tcase_set_timeout(tc, 120);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_loop_test(tc, test_countdown, 0, 2);
	tcase_add_test(tc, test_terms_in_order);
	tcase_add_loop_test(tc, test_atlas, 0, 4);
	tcase_add_loop_test(tc, test_compare, 0, 2);
	tcase_add_loop_test(tc, test_table, 0, 2);
	tcase_add_loop_test(tc, test_other_screens, 0, 4);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
