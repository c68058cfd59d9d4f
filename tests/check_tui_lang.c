/* liuren - check_tui_lang.c: the browser's chrome in each language: the
 * help screen's legend and key column carry no English words in zh-Hant,
 * zh-Hans and ko (the list mark "▼ 3 more", "mouse"), the compare
 * view says in English what "同" means, and the commentary of 卷二 on a
 * palace and on a 三傳 row (its screens kept in tests/tui/) has no
 * English word in Chinese or Korean and no Chinese label in English or
 * Korean, the book's terms and text aside.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <ctype.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/bifa.h"
#include "liuren/chart.h"
#include "liuren/context.h"
#include "liuren/i18n.h"
#include "liuren/lang.h"
#include "liuren/patterns.h"
#include "liuren/reading.h"
#include "tui/session.h"
#include "tui/state.h"
#include "tui/tui.h"
#include "tui/width.h"
#include "lib/han_terms.h"

static struct tui_headless *open_sized(int cols, int lines)
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
	char want[128];
	snprintf(want, sizeof want, "%s%s", _("課體 "), _("同 (the same fire)"));
	ck_assert(!strstr(want, "課體") && !strstr(want, "同"));
	bool same = on_screen(h, 24, want);
	for (int i = 0; i < 16 && !same; i++) {
		tui_headless_key(h, ']');
		same = on_screen(h, 24, want);
	}
	ck_assert(same);
	ck_assert(!on_screen(h, 24, "同"));
	tui_headless_close(h);
	lr_lang_use(LR_LANG_ZH_HANT);
}
END_TEST

/* The whole screen, rows joined by newlines (malloc'd). */
static char *whole(struct tui_headless *h, int lines)
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

/* Compare the screen with tests/tui/NAME.screen (TUI_UPDATE=1 writes
 * it). */
static void expect_screen(struct tui_headless *h, int lines,
			  const char *name)
{
	char path[1024];
	snprintf(path, sizeof path, "%s/tests/tui/%s.screen", LR_SRCDIR, name);
	char *got = whole(h, lines);
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
	ck_assert_msg(strcmp(got, want) == 0, "screen differs from %s", path);
	free(got);
}

/* An English word on the screen other than a key's name: NULL when
 * none, else the word (in a static buffer). */
static const char *english_word(const char *s)
{
	static const char *const keys[] = { "Enter", "Tab", "PgDn", "PgUp",
					    "Esc", NULL };
	static char word[64];
	for (const char *p = s; *p;) {
		if (!isalpha((unsigned char)*p)) {
			p++;
			continue;
		}
		size_t n = 0;
		while (isalpha((unsigned char)p[n]))
			n++;
		bool key = n < 2;	/* a key letter: "press v" → 「按 v」 */
		for (int k = 0; keys[k] && !key; k++)
			key = strlen(keys[k]) == n && !strncmp(p, keys[k], n);
		if (!key) {
			snprintf(word, sizeof word, "%.*s", (int)n, p);
			return word;
		}
		p += n;
	}
	return NULL;
}

/* The labels the commentary shows in Chinese (Traditional and
 * Simplified): none may show in English or Korean (卷十's headings 人身,
 * 顏色, 十雜 among them). The book's terms (宮, 天盤, 神煞, 神將 …) and
 * its text are no labels. */
static const char *const chinese_labels[] = {
	"尚有", "另有", "按 v", "關閉", "关闭", "捲動", "卷动", "說明",
	"说明", "句：", "人身 ", "顏色 ", "十雜 ", NULL
};

START_TEST(test_vocab_screens)
{
	static const enum lr_lang langs[4] = {
		LR_LANG_ZH_HANT, LR_LANG_ZH_HANS, LR_LANG_EN, LR_LANG_KO
	};
	static const int size[3][2] = { { 80, 24 }, { 120, 40 }, { 200, 60 } };
	enum lr_lang lang = langs[_i / 3];
	int cols = size[_i % 3][0], lines = size[_i % 3][1];
	lr_lang_use(lang);
	struct tui_headless *h = open_sized(cols, lines);
	/* the hour's palace; a 三傳 row (S-Tab: the 初傳, with 卷三's
	 * verses, each naming its place); v on it */
	static const char *const what[3] = { "vocab", "vocab-line",
					     "vocab-line-all" };
	for (int k = 0; k < 3; k++) {
		if (k == 0)
			tui_headless_key(h, '\r');
		else if (k == 1) {
			tui_headless_key(h, 27);
			tui_headless_key(h, TUI_KEY_FN | 0541);	/* S-Tab */
			tui_headless_key(h, '\r');
		} else
			tui_headless_key(h, 'v');
		char name[96];
		snprintf(name, sizeof name, "%s-%s-%dx%d", what[k],
			 lr_lang_code(lang), cols, lines);
		char *s = whole(h, lines);
		/* 卷二 is on the screen in every language */
		ck_assert_msg(strstr(s, lang == LR_LANG_ZH_HANS ? "卷二 神将释" :
				     "卷二 神將釋"), "%s: no 卷二", name);
		if (k == 1)
			ck_assert_msg(strstr(s, lang == LR_LANG_ZH_HANS ?
					     "（卷三 心印赋 寅）" :
					     "（卷三 心印賦 寅）"), "%s: no 卷三",
				      name);
		if (lang == LR_LANG_EN || lang == LR_LANG_KO) {
			for (int l = 0; chinese_labels[l]; l++)
				ck_assert_msg(!strstr(s, chinese_labels[l]),
					      "%s: Chinese label '%s'", name,
					      chinese_labels[l]);
		}
		if (lang != LR_LANG_EN) {
			const char *w = english_word(s);
			ck_assert_msg(!w, "%s: English word '%s'", name, w);
		} else if (k < 2 && lines >= 60) {	/* 80x24 cuts it */
			ck_assert_msg(strstr(s, "press v"), "%s: no 'press v'",
				      name);
		}
		free(s);
		expect_screen(h, lines, name);
	}
	tui_headless_close(h);
	lr_lang_use(LR_LANG_ZH_HANT);
}
END_TEST

/* The 畢法 section and the commentary of a 法 (第八十一法, whose 格
 * 長生入墓格 has its own paragraph) in each language and size: the
 * label of what the chart shows in the language, no English word in
 * Chinese or Korean, no Chinese label in English or Korean. */
START_TEST(test_bifa_screens)
{
	static const enum lr_lang langs[4] = {
		LR_LANG_ZH_HANT, LR_LANG_ZH_HANS, LR_LANG_EN, LR_LANG_KO
	};
	static const char *const shows[4] = { "此課：", "此课：", "this chart: ",
					      "이 과: " };
	static const int size[3][2] = { { 80, 24 }, { 120, 40 }, { 200, 60 } };
	enum lr_lang lang = langs[_i / 3];
	int cols = size[_i % 3][0], lines = size[_i % 3][1];
	/* where the 法 stands: after the 課體 that fire, among the 法 that
	 * hold (main readings first) */
	struct lr_chart c;
	struct lr_input in = { 52, LR_YIN, LR_WEI };	/* 丙辰 寅 未 */
	lr_chart_compute(&c, &in, NULL, NULL);
	struct lr_context ctx;
	lr_context_init(&ctx);
	lr_context_complete(&ctx);
	struct lr_rule_result pr[LR_RULE_CAPACITY];
	int np = lr_patterns_evaluate(&c, &ctx, pr, lr_pattern_count()), moves = 0;
	for (int i = 0; i < np; i++)
		moves += pr[i].verdict == LR_RULE_FIRED;
	struct lr_rule_result fa[LR_BIFA_COUNT];
	int nfa = lr_bifa_evaluate(&c, &ctx, fa, LR_BIFA_COUNT);
	for (int i = 0; i < nfa && fa[i].number != 81; i++)
		moves += fa[i].verdict == LR_RULE_FIRED && !fa[i].remark;
	lr_lang_use(lang);
	struct tui_headless *h = open_sized(cols, lines);
	char name[96];
	snprintf(name, sizeof name, "bifa-%s-%dx%d", lr_lang_code(lang), cols,
		 lines);
	tui_headless_key(h, '\t');
	for (int i = 0; i < moves; i++)
		tui_headless_key(h, 'j');
	char chart[128];
	snprintf(chart, sizeof chart, "%s-chart", name);
	expect_screen(h, lines, chart);
	tui_headless_key(h, '\r');
	char *s = whole(h, lines);
	ck_assert_msg(strstr(s, lang == LR_LANG_ZH_HANS ?
			     "【卷十二 毕法赋】传墓入墓分憎爱" :
			     "【卷十二 畢法賦】傳墓入墓分憎愛"), "%s: not the 法",
		      name);
	ck_assert_msg(strstr(s, shows[_i / 3]), "%s: no '%s'", name,
		      shows[_i / 3]);
	if (lang == LR_LANG_EN || lang == LR_LANG_KO) {
		for (int l = 0; chinese_labels[l]; l++)
			ck_assert_msg(!strstr(s, chinese_labels[l]),
				      "%s: Chinese label '%s'", name,
				      chinese_labels[l]);
		ck_assert_msg(!strstr(s, "此課") && !strstr(s, "此课"),
			      "%s: Chinese label", name);
	}
	if (lang != LR_LANG_EN) {
		const char *w = english_word(s);
		ck_assert_msg(!w, "%s: English word '%s'", name, w);
	}
	free(s);
	expect_screen(h, lines, name);
	tui_headless_close(h);
	lr_lang_use(LR_LANG_ZH_HANT);
}
END_TEST

/* The chart and a palace's commentary in English and Korean at 80×24
 * and 200×60: the panes' titles, counts, derivation steps and the
 * palace's 神煞 read in the language, not in the former Chinese labels
 * (the 六壬 terms stay inside them). */
START_TEST(test_chart_labels)
{
	static const enum lr_lang langs[2] = { LR_LANG_EN, LR_LANG_KO };
	static const int size[2][2] = { { 80, 24 }, { 200, 60 } };
	static const char *const former[] = {
		"課體 7", "13 未論", "推演 derivation", "推演 (", "註 commentary",
		"註 (", "神煞 on 三傳", "神煞：", "天盤未神煞", "加占時", "寄巳宮",
		"第一課", "吉 支儀", "寅宮", "天盤未", "課體 重審", NULL
	};
	enum lr_lang lang = langs[_i / 2];
	int cols = size[_i % 2][0], lines = size[_i % 2][1];
	lr_lang_use(lang);
	struct tui_headless *h = open_sized(cols, lines);
	for (int k = 0; k < 2; k++) {
		if (k == 1)
			tui_headless_key(h, '\r');	/* the hour's palace */
		char *s = whole(h, lines);
		for (int l = 0; former[l]; l++)
			ck_assert_msg(!strstr(s, former[l]), "%s %dx%d: '%s'",
				      lr_lang_code(lang), cols, lines,
				      former[l]);
		free(s);
	}
	/* what replaces them */
	ck_assert(on_screen(h, lines, lang == LR_LANG_EN
			    ? "神煞 on 未 of the heaven plate:"
			    : "천반 未의 신살(神煞):"));
	tui_headless_close(h);
	h = open_sized(cols, lines);
	ck_assert(on_screen(h, lines, lang == LR_LANG_EN ? "Patterns (課體) 8"
			    : "과체(課體) 8"));
	/* the 未論 count beside the 課體 count, whole at every size */
	ck_assert(on_screen(h, lines, lang == LR_LANG_EN
			    ? "Patterns (課體) 8 (13 unknown)"
			    : "과체(課體) 8 (미판정 13)"));
	tui_headless_close(h);
	lr_lang_use(LR_LANG_ZH_HANT);
}
END_TEST

/* The commentary of the chart's first 課體 (重審 for 丙辰 寅 未) at
 * 80×24 and 200×60: its gloss under the language's label, in English and
 * Korean the translation of res/patterns.tsv and not the Chinese one. */
START_TEST(test_gloss_screens)
{
	static const enum lr_lang langs[4] = {
		LR_LANG_ZH_HANT, LR_LANG_ZH_HANS, LR_LANG_EN, LR_LANG_KO
	};
	static const int size[2][2] = { { 80, 24 }, { 200, 60 } };
	enum lr_lang lang = langs[_i / 2];
	int cols = size[_i % 2][0], lines = size[_i % 2][1];
	struct lr_chart c;
	struct lr_input in = { 52, LR_YIN, LR_WEI };	/* 丙辰 寅 未 */
	lr_chart_compute(&c, &in, NULL, NULL);
	struct lr_context ctx;
	lr_context_init(&ctx);
	lr_context_complete(&ctx);
	struct lr_rule_result pr[LR_RULE_CAPACITY];
	int np = lr_patterns_evaluate(&c, &ctx, pr, lr_pattern_count()), first = 0;
	while (first < np && pr[first].verdict != LR_RULE_FIRED)
		first++;
	ck_assert_int_lt(first, np);
	char err[256];
	const struct lr_pattern_text *t = lr_pattern_lookup(pr[first].name, err,
							    sizeof err);
	ck_assert_msg(t, "%s", err);
	lr_lang_use(lang);
	const char *gloss = lr_pattern_text_gloss(t);
	/* the label and the gloss's first word, as the reader's language
	 * writes them (zh-Hans: the label only, the text is converted) */
	char word[64], want[128];
	size_t wl = lang == LR_LANG_EN || lang == LR_LANG_KO
		    ? strcspn(gloss, " ") : 12;	/* 4 characters */
	snprintf(word, sizeof word, "%.*s", (int)wl, gloss);
	snprintf(want, sizeof want, _("Gloss: %s\n"),
		 lang == LR_LANG_ZH_HANS ? "" : word);
	want[strcspn(want, "\n")] = 0;
	struct tui_headless *h = open_sized(cols, lines);
	tui_headless_key(h, '\t');
	tui_headless_key(h, '\r');
	ck_assert_msg(on_screen(h, lines, want), "%s %dx%d: no '%s'",
		      lr_lang_code(lang), cols, lines, want);
	if (lang == LR_LANG_EN || lang == LR_LANG_KO) {
		char zh[16];
		snprintf(zh, sizeof zh, "%.12s", t->gloss);
		ck_assert(!on_screen(h, lines, zh));
		ck_assert(!on_screen(h, lines, "釋："));
	} else {	/* the label's msgid never shows in Chinese */
		ck_assert(!on_screen(h, lines, "Gloss"));
	}
	char name[64];
	snprintf(name, sizeof name, "gloss-%s-%dx%d", lr_lang_code(lang), cols,
		 lines);
	expect_screen(h, lines, name);
	tui_headless_close(h);
	lr_lang_use(LR_LANG_ZH_HANT);
}
END_TEST

/* A moment's chart with a querent, COLS×LINES, in the language in use. */
static struct tui_headless *open_with_querent(int cols, int lines)
{
	char *argv[] = { "liuren", "--no-config", "2026-11-29", "17:05",
			 "--tz", "Asia/Shanghai", "--birth", "1983", "--sex", "f",
			 "--xingnian", "午", NULL };
	char err[256];
	setlocale(LC_ALL, "C.UTF-8");
	setenv("TERM", "xterm-256color", 1);
	struct tui_headless *h = tui_headless_open(12, argv, cols, lines, err,
						   sizeof err);
	ck_assert_msg(h, "%s", err);
	return h;
}

/* The chart in English and Korean at 80×24 and 200×60, with a querent:
 * every Chinese character on the screen is a 六壬 term the program names,
 * a term of tests/data/reason-terms.txt, a mark of the plate or a label's
 * 漢字 (tests/data/screen-terms.txt), or quoted classical text. */
START_TEST(test_no_chinese_outside_terms)
{
	static const enum lr_lang langs[2] = { LR_LANG_EN, LR_LANG_KO };
	static const int size[2][2] = { { 80, 24 }, { 200, 60 } };
	enum lr_lang lang = langs[_i / 2];
	int cols = size[_i % 2][0], lines = size[_i % 2][1];
	static bool screen_terms;
	han_terms_collect();
	if (!screen_terms) {
		han_terms_add_file(LR_SRCDIR "/tests/data/screen-terms.txt");
		screen_terms = true;
	}
	lr_lang_use(lang);
	struct tui_headless *h = open_with_querent(cols, lines);
	char *s = whole(h, lines);
	static char rest[1 << 17];
	/* line by line, each line that fails said */
	int bad = 0;
	for (char *line = strtok(s, "\n"); line; line = strtok(NULL, "\n")) {
		/* a term cut at the pane's edge (發…) is the term; a whole
		 * term may end at the edge too (天后…) */
		const char *han = han_terms_stray(line, rest, sizeof rest);
		for (char *cut = strstr(line, "…"); han && cut;
		     cut = strstr(cut + 3, "…"))
			if (cut - line >= 3 && (unsigned char)cut[-3] >= 0xe3 &&
			    (unsigned char)cut[-3] <= 0xe9)
				memset(cut - 3, ' ', 3);
		if (han)
			han = han_terms_stray(line, rest, sizeof rest);
		if (han) {
			fprintf(stderr, "%s %dx%d: '%s': %s\n",
				lr_lang_code(lang), cols, lines, line, han);
			bad++;
		}
	}
	ck_assert_msg(bad == 0, "%s %dx%d: %d lines hold Chinese outside the "
		      "terms (above)", lr_lang_code(lang), cols, lines, bad);
	free(s);
	tui_headless_close(h);
	lr_lang_use(LR_LANG_ZH_HANT);
}
END_TEST

/* The same chart in zh-Hant and zh-Hans at 80×24 and 200×60: no English
 * word on the screen but the keys' names and the zone's (an IANA name). */
START_TEST(test_no_english_in_chinese)
{
	static const enum lr_lang langs[2] = { LR_LANG_ZH_HANT, LR_LANG_ZH_HANS };
	static const int size[2][2] = { { 80, 24 }, { 200, 60 } };
	enum lr_lang lang = langs[_i / 2];
	int cols = size[_i % 2][0], lines = size[_i % 2][1];
	lr_lang_use(lang);
	struct tui_headless *h = open_with_querent(cols, lines);
	char *s = whole(h, lines);
	for (char *z = strstr(s, "Asia/Shanghai"); z; z = strstr(z, "Asia/Shanghai"))
		memset(z, ' ', strlen("Asia/Shanghai"));
	const char *w = english_word(s);
	ck_assert_msg(!w, "%s %dx%d: English word '%s'", lr_lang_code(lang),
		      cols, lines, w);
	free(s);
	tui_headless_close(h);
	lr_lang_use(LR_LANG_ZH_HANT);
}
END_TEST

/* L switches the language of everything the chart generates: after en
 * then L (ko), the 課體 reasons, the 畢法 and the derivation read as a
 * chart opened in ko reads them. */
START_TEST(test_lang_switch_recomputes)
{
	lr_lang_use(LR_LANG_KO);
	struct tui_headless *ko = open_chart(24);
	struct tui_state *k = malloc(sizeof *k);
	memcpy(k, tui_headless_state(ko), sizeof *k);
	/* its reading, which the session reads over with the next chart */
	struct lr_reading *kr = malloc(sizeof *kr);
	memcpy(kr, k->reading, sizeof *kr);
	struct lr_trace *kt = malloc(sizeof *kt);
	memcpy(kt, k->trace, sizeof *kt);
	tui_headless_close(ko);
	lr_lang_use(LR_LANG_EN);
	struct tui_headless *h = open_chart(24);
	const struct tui_state *st = tui_headless_state(h);
	ck_assert_int_gt(st->nfired, 0);
	ck_assert_int_gt(st->nbifa_fired, 0);
	ck_assert_int_gt(st->trace->count, 0);
	ck_assert_str_ne(lr_reading_patterns(st->reading)[st->fired[0]].reason,
			 lr_reading_patterns(kr)[k->fired[0]].reason);
	char en[LR_RULE_REASON];
	snprintf(en, sizeof en, "%s", lr_reading_patterns(st->reading)[st->fired[0]].reason);
	tui_headless_key(h, 'L');	/* en -> ko */
	ck_assert_int_eq(lr_lang_current(), LR_LANG_KO);
	ck_assert_int_eq(st->nfired, k->nfired);
	for (int i = 0; i < st->nfired; i++)
		ck_assert_str_eq(lr_reading_patterns(st->reading)[st->fired[i]].reason,
				 lr_reading_patterns(kr)[k->fired[i]].reason);
	ck_assert_int_eq(st->nbifa, k->nbifa);
	for (int i = 0; i < st->nbifa; i++)
		ck_assert_str_eq(st->bifa[i].reason, k->bifa[i].reason);
	ck_assert_int_eq(st->trace->count, kt->count);
	for (int i = 0; i < st->trace->count; i++)
		ck_assert_str_eq(st->trace->steps[i].text,
				 kt->steps[i].text);
	/* the setting lang= does as L does */
	tui_headless_key(h, 'S');
	tui_headless_type(h, "lang=en\r");
	ck_assert_int_eq(lr_lang_current(), LR_LANG_EN);
	ck_assert_str_eq(lr_reading_patterns(st->reading)[st->fired[0]].reason, en);
	tui_headless_close(h);
	free(kt);
	free(kr);
	free(k);
	lr_lang_use(LR_LANG_ZH_HANT);
}
END_TEST

/* The help's key column names the casebook's + and - keys by their
 * characters in every language (吉 and 凶 are the 神煞 pane's signs, not
 * keys). */
static const enum lr_lang sign_langs[] = { LR_LANG_ZH_HANT, LR_LANG_KO };

START_TEST(test_help_sign_keys)
{
	static const struct { const char *key, *help; } keys[] = {
		{ "+", "mark the outcome 驗 (came true); again clears it" },
		{ "-", "mark the outcome 不驗; again clears the mark" },
	};
	lr_lang_use(sign_langs[_i]);
	struct tui_headless *h = open_sized(200, 200);
	tui_headless_key(h, '?');
	for (size_t k = 0; k < 2; k++) {
		const char *help = _(keys[k].help);
		ck_assert_str_ne(help, keys[k].help);	/* translated */
		char row[4096];
		bool found = false;
		for (int y = 0; y < 200 && !found; y++) {
			tui_headless_row(h, y, row, sizeof row);
			char *at = strstr(row, help);
			if (!at)
				continue;
			found = true;
			const char *p = row;
			while (*p == ' ')
				p++;
			ck_assert_msg(!strncmp(p, keys[k].key, 1) && p[1] == ' ',
				      "key column \"%.*s\" for %s (%s)",
				      (int)(at - p), p, keys[k].key,
				      lr_lang_code(sign_langs[_i]));
		}
		ck_assert_msg(found, "no help line for %s", keys[k].key);
	}
	tui_headless_close(h);
	lr_lang_use(LR_LANG_ZH_HANT);
}
END_TEST

/* The compare view says 同 of the 課體 only when both sides fire the same:
 * on 九月初三丙午日午時卯將 寅命 行年午 the first school fires 課體 the
 * second does not, and the second side names them as not there. */
START_TEST(test_compare_not_same)
{
	lr_lang_use(LR_LANG_EN);
	struct tui_headless *h = open_sized(160, 40);
	tui_headless_type(h, ":九月初三丙午日午時卯將 寅命 行年午\r");
	tui_headless_key(h, 's');
	const struct tui_state *st = tui_headless_state(h);
	const struct lr_reading *cmp = tui_session_compared(st->session);
	ck_assert_ptr_nonnull(cmp);
	int left[LR_RULE_CAPACITY], right[LR_RULE_CAPACITY];
	int nl = tui_patterns_only_in(lr_reading_patterns(st->reading),
				      st->reading->npatterns, lr_reading_patterns(cmp),
				      cmp->npatterns, left,
				      lr_pattern_count());
	int nr = tui_patterns_only_in(lr_reading_patterns(cmp), cmp->npatterns,
				      lr_reading_patterns(st->reading),
				      st->reading->npatterns, right,
				      lr_pattern_count());
	ck_assert_int_gt(nl, 0);
	ck_assert_int_eq(nr, 0);
	/* the right half of the row that starts the left side's 課體 */
	char row[4096], half[4096] = "", label[64];
	snprintf(label, sizeof label, "%s+", _("課體 "));
	int y;
	for (y = 0; y < 40; y++) {
		tui_headless_row(h, y, row, sizeof row);
		if (!strncmp(row, label, strlen(label)))
			break;
	}
	ck_assert_msg(y < 40, "no 課體 row on the left");
	size_t cut = tw_fit(row, 80, NULL);
	snprintf(half, sizeof half, "%s", row + cut);
	ck_assert_msg(strstr(half, _("課體 ")), "'%s'", half);
	ck_assert_msg(!strstr(half, "同"), "right side says 同: '%s'", half);
	for (int i = 0; i < nl; i++)
		ck_assert_msg(on_screen(h, 40, lr_reading_patterns(st->reading)[left[i]].name),
			      "%s not named", lr_reading_patterns(st->reading)[left[i]].name);
	ck_assert_msg(strstr(half, "-"), "'%s'", half);
	ck_assert_msg(strstr(half, lr_reading_patterns(st->reading)[left[0]].name),
		      "'%s'", half);
	tui_headless_close(h);
	lr_lang_use(LR_LANG_ZH_HANT);
}
END_TEST

/* The 課體 pane's title at 80x24 in each language: the 課體 not evaluated
 * counted beside the 課體 count, the 畢法 count after them whole, all
 * within the pane. */
START_TEST(test_pattern_title_counts)
{
	static const enum lr_lang langs[] = { LR_LANG_ZH_HANT, LR_LANG_ZH_HANS,
					      LR_LANG_EN, LR_LANG_KO };
	lr_lang_use(langs[_i]);
	struct tui_headless *h = open_sized(80, 24);
	const struct tui_state *st = tui_headless_state(h);
	int unknown = st->reading->npatterns - st->nfired;
	ck_assert_int_gt(unknown, 0);
	ck_assert_int_gt(st->nbifa_fired, 0);
	char head[256], part[128], fa[32], row[4096];
	/* as shown: zh-Hans converts the Traditional text */
	snprintf(head, sizeof head, "%s %d",
		 lr_lang_display(_("Patterns (課體)")), st->nfired);
	snprintf(part, sizeof part, _(" (%d unknown)"), unknown);
	snprintf(fa, sizeof fa, " %s %d", lr_lang_display("畢法"),
		 st->nbifa_fired);
	int y;
	for (y = 0; y < 24; y++) {
		tui_headless_row(h, y, row, sizeof row);
		if (!strncmp(row, head, strlen(head)))
			break;
	}
	ck_assert_msg(y < 24, "no title '%s' (%s)", head, lr_lang_code(langs[_i]));
	/* the pane's columns: to the 畢法 count */
	const char *after = row + strlen(head);
	char want[64];
	size_t n = tw_fit(part, 5, NULL);	/* " (13 " or its start */
	memcpy(want, part, n);
	want[n] = 0;
	ck_assert_msg(!strncmp(after, want, n), "'%s' not followed by '%s' "
		      "(%s)", row, want, lr_lang_code(langs[_i]));
	const char *at = strstr(after, fa);
	ck_assert_msg(at, "no '%s' in '%s'", fa, row);
	/* whole, in the pane's columns (37 at 80) */
	ck_assert_msg(strstr(after, part) == after, "'%s' cut (%s)", row,
		      lr_lang_code(langs[_i]));
	ck_assert_int_le(tw_width(head) + (int)tw_width(after) -
			 (int)tw_width(at + strlen(fa)), 37);
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
	tcase_add_test(tc, test_lang_switch_recomputes);
	tcase_add_test(tc, test_compare_not_same);
	tcase_add_loop_test(tc, test_pattern_title_counts, 0, 4);
	tcase_add_loop_test(tc, test_help_sign_keys, 0, 2);
	tcase_add_loop_test(tc, test_vocab_screens, 0, 12);
	tcase_add_loop_test(tc, test_bifa_screens, 0, 12);
	tcase_add_loop_test(tc, test_no_chinese_outside_terms, 0, 4);
	tcase_add_loop_test(tc, test_no_english_in_chinese, 0, 4);
	tcase_add_loop_test(tc, test_chart_labels, 0, 4);
	tcase_add_loop_test(tc, test_gloss_screens, 0, 8);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
