/* liuren - check_normalize.c: typed text in Traditional, Simplified and
 * variant forms reaches every parser in the program's forms: every name
 * the program knows, in both scripts, through lr_normalize and each
 * entry point (課體, 神煞, generals, 月將, settings, pillars at the
 * browser's prompt, book notation).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/ask.h"
#include "liuren/bifa.h"
#include "liuren/chart.h"
#include "liuren/lang.h"
#include "liuren/normalize.h"
#include "liuren/notation.h"
#include "liuren/patterns.h"
#include "liuren/settings.h"
#include "liuren/shensha.h"
#include "tui/state.h"
#include "lib/tsv_rows.h"

static void expect(const char *typed, const char *want)
{
	char out[256];
	lr_normalize(typed, out, sizeof out);
	ck_assert_msg(!strcmp(out, want), "'%s' became '%s', want '%s'", typed,
		      out, want);
}

START_TEST(test_examples)
{
	ck_assert(lr_lang_t2s_available());
	expect("驿马", "驛馬");
	expect("天马", "天馬");
	expect("轩盖 六仪", "軒蓋 六儀");
	expect("太冲", "太衝");		/* the 月將, not 沖 */
	expect("腾蛇", "螣蛇");
	expect("天后", "天后");		/* the general keeps 后 */
	expect("神后", "神后");
	expect("后", "后");
	expect("贵人干后", "貴人干後");	/* inside other text 后 is 後 */
	expect("劫杀", "劫煞");
	/* 九醜 holds 醜, whose Simplified form is 丑: the branch stays */
	expect("乙丑", "乙丑");
	expect("丑时", "丑時");
	expect("九丑", "九醜");
	expect("禄神", "祿神");
	expect("农历2026年闰六月初一 酉时", "農曆2026年閏六月初一 酉時");
	expect("２０２７年３月５日８点", "2027年3月5日8點");
	expect("2026-11-29 17:05", "2026-11-29 17:05");
	expect("shehai=mengzhongji", "shehai=mengzhongji");
	expect("", "");
	/* cut at a character boundary, terminated */
	char small[8];
	lr_normalize("驿马驿马", small, sizeof small);
	ck_assert_str_eq(small, "驛馬");
}
END_TEST

/* Text already in the program's forms (ASCII, stems, branches) is
 * copied before the index of names is built; after it is built the same
 * text takes the full path. Both must give the same. (Check runs each
 * test in its own process, so this one starts without the index.) */
START_TEST(test_fast_path_agrees)
{
	enum { N = 60 + 12 * 12 + 8 };
	static char in[N][64], before[N][64], cut_before[N][8];
	int n = 0;
	for (int i = 0; i < 60; i++)
		lr_cycle_name(i, in[n++]);
	for (int a = 0; a < 12; a++)
		for (int b = 0; b < 12; b++)
			snprintf(in[n++], 64, "%s%s", lr_branch_name(a),
				 lr_branch_name(b));
	static const char *const more[8] = {
		"丙辰 寅 未", "2026-11-29 17:05", "noble-table=common", "",
		"乙丑 子 寅", "now", "癸亥1983", "a=b c:d",
	};
	for (int i = 0; i < 8; i++)
		snprintf(in[n++], 64, "%s", more[i]);
	ck_assert_int_eq(n, N);
	for (int i = 0; i < N; i++) {
		lr_normalize(in[i], before[i], sizeof before[i]);
		lr_normalize(in[i], cut_before[i], sizeof cut_before[i]);
	}
	char out[64];
	lr_normalize("驿马", out, sizeof out);	/* builds the index */
	ck_assert_str_eq(out, "驛馬");
	for (int i = 0; i < N; i++) {
		lr_normalize(in[i], out, sizeof out);
		ck_assert_msg(!strcmp(out, before[i]), "'%s': '%s' before the "
			      "index, '%s' after", in[i], before[i], out);
		ck_assert_str_eq(out, in[i]);
		char cut[8];
		lr_normalize(in[i], cut, sizeof cut);
		ck_assert_msg(!strcmp(cut, cut_before[i]), "'%s' cut: '%s' "
			      "before, '%s' after", in[i], cut_before[i], cut);
	}
}
END_TEST

struct count { int names, failed; };

static void round_trip(const char *name, void *arg)
{
	struct count *c = arg;
	char *simp = lr_lang_t2s_dup(name);
	char out[256], out2[256];
	lr_normalize(name, out, sizeof out);
	lr_normalize(simp, out2, sizeof out2);
	c->names++;
	if (strcmp(out, name) || strcmp(out2, name)) {
		fprintf(stderr, "name '%s': Traditional gives '%s', Simplified "
			"'%s' gives '%s'\n", name, out, simp, out2);
		c->failed++;
	}
	free(simp);
}

START_TEST(test_every_name_both_scripts)
{
	struct count c = { 0, 0 };
	lr_normalize_each_name(round_trip, &c);
	ck_assert_int_gt(c.names, 300);
	ck_assert_msg(c.failed == 0, "%d of %d names do not come back",
		      c.failed, c.names);
}
END_TEST

/* NAME typed in Traditional and in Simplified, normalised. */
static void both(const char *name, char trad[256], char simp[256])
{
	char *s = lr_lang_t2s_dup(name);
	lr_normalize(name, trad, 256);
	lr_normalize(s, simp, 256);
	free(s);
}

START_TEST(test_entry_points)
{
	char t[256], s[256], err[512];
	const char *names[1024];
	int n = lr_pattern_names(names, 1024);
	ck_assert_int_gt(n, 50);
	for (int i = 0; i < n && i < 1024; i++) {
		both(names[i], t, s);
		ck_assert_msg(lr_pattern_find(t, NULL) >= 0, "課體 '%s'", t);
		ck_assert_msg(lr_pattern_find(s, NULL) >= 0, "課體 '%s' from Simplified", s);
	}
	const struct lr_shensha_set *set = lr_shensha_default(err, sizeof err);
	ck_assert_msg(set != NULL, "%s", err);
	for (size_t i = 0; i < lr_shensha_count(set); i++) {
		const struct lr_shensha *rows[64];
		both(lr_shensha_at(set, i)->name, t, s);
		ck_assert_msg(lr_shensha_by_name(set, t, rows, 64) > 0, "神煞 '%s'", t);
		ck_assert_msg(lr_shensha_by_name(set, s, rows, 64) > 0, "神煞 '%s' from Simplified", s);
	}
	for (int g = 0; g < LR_GENERALS; g++) {
		both(lr_general_name(g), t, s);
		ck_assert_int_eq(lr_parse_general_exact(t), g);
		ck_assert_int_eq(lr_parse_general_exact(s), g);
		both(lr_general_short(g), t, s);
		ck_assert_int_eq(lr_parse_general_exact(s), g);
	}
	for (int b = 0; b < LR_BRANCHES; b++) {
		both(lr_month_general_name(b), t, s);
		ck_assert_int_eq(lr_parse_month_general(t), b);
		ck_assert_int_eq(lr_parse_month_general(s), b);
	}
	/* settings: every Chinese key and value, both scripts, straight to
	 * the setter the config file, --set and the browser's S use */
	for (int id = 0; id < LR_SET_COUNT; id++) {
		const struct lr_setting_info *info = lr_setting_info(id);
		for (int v = 0; v < info->value_count; v++) {
			struct lr_settings st;
			lr_settings_default(&st);
			char *key = lr_lang_t2s_dup(info->alias);
			char *value = lr_lang_t2s_dup(lr_setting_value_alias(id, v));
			ck_assert_msg(lr_settings_set(&st, key, value, err, sizeof err) == 0,
				      "%s=%s: %s", key, value, err);
			ck_assert_int_eq(lr_setting_get(&st, id), v);
			free(key);
			free(value);
		}
	}
	/* the matter asked: every name and alias, both scripts, with 占/问
	 * before it, straight to the parser --ask and the prompts use */
	for (int a = 0; a < LR_ASK_COUNT; a++) {
		char words[256];
		snprintf(words, sizeof words, "%s|%s", lr_ask_name(a),
			 lr_ask_aliases(a));
		for (char *w = strtok(words, "|"); w; w = strtok(NULL, "|")) {
			char asked[64];
			snprintf(asked, sizeof asked, "问%s", w);
			char *simp = lr_lang_t2s_dup(w), *simp_asked = lr_lang_t2s_dup(asked);
			ck_assert_msg(lr_ask_parse(w) == a, "ask '%s'", w);
			ck_assert_msg(lr_ask_parse(simp) == a, "ask '%s' from Simplified", simp);
			ck_assert_msg(lr_ask_parse(simp_asked) == a, "ask '%s'", simp_asked);
			free(simp);
			free(simp_asked);
		}
	}
}
END_TEST

START_TEST(test_pillars_prompt)
{
	static const char *const typed[] = {
		"丙辰 寅 未", "丙辰寅未", "丙辰寅小吉", "丙辰 寅 小吉",
		"丙辰日寅時未將", "丙辰日寅时未将", "丙辰日寅时小吉将",
	};
	for (size_t i = 0; i < sizeof typed / sizeof typed[0]; i++) {
		struct lr_input in;
		char err[256] = "";
		ck_assert_msg(tui_parse_pillars(typed[i], &in, err, sizeof err) == 0,
			      "'%s': %s", typed[i], err);
		ck_assert_int_eq(in.day, 52);		/* 丙辰 */
		ck_assert_int_eq(in.hour, 2);		/* 寅 */
		ck_assert_int_eq(in.general, 7);	/* 未 */
	}
	struct lr_input in;
	char err[256];
	ck_assert_int_ne(tui_parse_pillars("丙卯寅未", &in, err, sizeof err), 0);
}
END_TEST

START_TEST(test_notation_simplified)
{
	struct lr_notation a, b;
	char t[256], s[256], err[256];
	both("癸巳年七月癸酉日酉時巳將 寅命 行年午", t, s);
	ck_assert_msg(lr_notation_parse(t, &a, err, sizeof err) == 0, "%s", err);
	ck_assert_msg(lr_notation_parse(s, &b, err, sizeof err) == 0, "%s", err);
	ck_assert_int_eq(a.input.day, b.input.day);
	ck_assert_int_eq(a.input.hour, b.input.hour);
	ck_assert_int_eq(a.input.general, b.input.general);
}
END_TEST

/* ---- the Japanese and variant forms of the transcriptions ---- */

struct variants {
	const char *v[128], *s[128];
	int n;
};

static void add_variant(const char *variant, const char *standard, void *arg)
{
	struct variants *t = arg;
	ck_assert_int_lt(t->n, 128);
	t->v[t->n] = variant;
	t->s[t->n++] = standard;
}

static struct variants variants(void)
{
	struct variants t = { .n = 0 };
	lr_normalize_each_variant(add_variant, &t);
	ck_assert_int_ge(t.n, 14);
	return t;
}

/* Typed variants fold to the standard forms: alone, in a verse of the
 * 畢法賦 (the two), in a name. */
START_TEST(test_variants_typed)
{
	struct variants t = variants();
	for (int i = 0; i < t.n; i++) {	/* as its standard form reads */
		char want[32];
		lr_normalize(t.s[i], want, sizeof want);
		expect(t.v[i], want);
	}
	expect("衆鬼雖彰全不畏", "眾鬼雖彰全不畏");
	expect("苦去甘來樂裏悲", "苦去甘來樂裡悲");
	ck_assert_int_eq(lr_bifa_find("衆鬼雖彰全不畏", NULL), 11);
	ck_assert_int_eq(lr_bifa_find("苦去甘來樂裏悲", NULL), 34);
	ck_assert_int_eq(lr_bifa_find("众鬼虽彰全不畏", NULL), 11);
	expect("徳慶", "德慶");
	expect("涉害", "涉害");
	expect("渉害", "涉害");
}
END_TEST

/* res/ holds none of them (its '#' comments may name them; an errata
 * file's printed field is the transcription's own words), and each
 * is in an errata file as printed → corrected, as the fold has it; each
 * errata row that calls a character a form of another is such a pair. */
static const char *const res_files[] = {
	"patterns.tsv", "shenjiang.tsv", "shenjiang-lun.tsv", "shensha.tsv",
	"shensha-notes.tsv", "bifa.tsv", "leishen.tsv", "book-cases.tsv",
};
static const struct { const char *file; int fields, printed; } errata_files[] = {
	{ "errata.tsv", 5, 2 }, { "shenjiang-errata.tsv", 4, 1 },
	{ "kejing-errata.tsv", 4, 1 }, { "bifa-errata.tsv", 4, 1 },
};

START_TEST(test_variants_not_in_res)
{
	struct variants t = variants();
	char path[512], line[65536];
	int lines = 0;
	for (size_t f = 0; f < sizeof res_files / sizeof *res_files; f++) {
		snprintf(path, sizeof path, "%s/res/%s", LR_SRCDIR, res_files[f]);
		FILE *in = fopen(path, "r");
		ck_assert_msg(in != NULL, "%s", path);
		for (int n = 1; fgets(line, sizeof line, in); n++) {
			if (line[0] == '#')
				continue;
			lines++;
			for (int i = 0; i < t.n; i++)
				ck_assert_msg(!strstr(line, t.v[i]),
					      "%s:%d: %s (for %s)", path, n,
					      t.v[i], t.s[i]);
		}
		fclose(in);
	}
	ck_assert_int_gt(lines, 2000);
}
END_TEST

START_TEST(test_variants_in_errata)
{
	struct variants t = variants();
	bool listed[128] = { false };
	for (size_t f = 0; f < sizeof errata_files / sizeof *errata_files; f++) {
		char path[512];
		snprintf(path, sizeof path, "%s/res/%s", LR_SRCDIR,
			 errata_files[f].file);
		struct tsv_rows e;
		tsv_rows_read(path, errata_files[f].fields, &e);
		int p = errata_files[f].printed;
		for (int k = 0; k < e.count; k++) {
			const char *printed = e.f[k][p], *corrected = e.f[k][p + 1];
			for (int i = 0; i < t.n; i++) {
				ck_assert_msg(!strstr(corrected, t.v[i]),
					      "%s:%d: corrected holds %s", path,
					      e.line[k], t.v[i]);
				if (!strcmp(printed, t.v[i])) {
					ck_assert_msg(!strcmp(corrected, t.s[i]),
						      "%s:%d: %s corrected as %s, "
						      "the fold says %s", path,
						      e.line[k], printed,
						      corrected, t.s[i]);
					listed[i] = true;
				}
			}
			/* a row that calls a character a form of another
			 * ("乗 is the Japanese form …") is a pair the fold
			 * knows */
			const char *why = e.f[k][p + 2];
			size_t pl = strlen(printed);
			if (!strncmp(why, printed, pl) && !strncmp(why + pl, " is ", 4)
			    && strstr(why, " form")) {
				bool known = false;
				for (int i = 0; i < t.n && !known; i++)
					known = !strcmp(printed, t.v[i]);
				ck_assert_msg(known, "%s:%d: %s → %s is not in "
					      "fold_variant_forms", path,
					      e.line[k], printed, corrected);
			}
		}
		free(e.text);
	}
	for (int i = 0; i < t.n; i++)
		ck_assert_msg(listed[i], "%s → %s: no errata row", t.v[i], t.s[i]);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("normalize");
	TCase *tc = tcase_create("normalize");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_examples);
	tcase_add_test(tc, test_fast_path_agrees);
	tcase_add_test(tc, test_every_name_both_scripts);
	tcase_add_test(tc, test_entry_points);
	tcase_add_test(tc, test_pillars_prompt);
	tcase_add_test(tc, test_notation_simplified);
	tcase_add_test(tc, test_variants_typed);
	tcase_add_test(tc, test_variants_not_in_res);
	tcase_add_test(tc, test_variants_in_errata);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
