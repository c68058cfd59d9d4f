/* liuren - check_trace_lang.c: the derivation steps in English and Korean
 * are in that language, the 六壬 terms in 漢字 inside them.
 *
 * Over every chart (60 days, 12 hours, 12 generals) each step is written
 * in en and ko; every term the program itself names (stems, branches,
 * cycle names, generals, kin, phases, ranks, methods) and the fixed terms
 * of the derivation below are taken out, and no Han character may be left.
 * A sentence left in Chinese, or a Chinese word in an English template,
 * leaves Han characters behind. zh-Hant is checked in check_sentences.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <locale.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/chart.h"
#include "liuren/ganzhi.h"
#include "liuren/lang.h"
#include "liuren/names.h"
#include "liuren/trace.h"
#include "lib/all_inputs.h"

/* The terms of the derivation that stay in 漢字 in every language: the
 * names of the steps' methods and relations as the book writes them. */
static const char *const fixed_terms[] = {
	"干上", "干陰", "支上", "支陰", "發用", "初傳", "中傳", "末傳", "月將",
	"旬空", "涉害", "下賊上", "上克下", "遙克", "剛日", "柔日", "陽日",
	"陰日", "伏吟", "返吟", "八專", "別責", "昴星", "虎視", "冬蛇掩目",
	"井欄射", "蒿矢", "彈射", "比用", "知一", "俱比", "俱不比", "綴瑕",
	"見機", "察微", "自任", "自信", "無依", "三合", "干支同位", "寄宮",
	"自刑", "日干", "螣蛇", "朱雀", "六合", "勾陳", "青龍", "天空", "白虎", "太常",
	"玄武", "太陰", "天后", "孟", "仲", "季", "旬", "克", "干", "支", "比",
	"陽", "陰", "順", "逆", "乘", "沖", "刑", "合",
};

enum { MAX_TERMS = 256 };
static const char *terms[MAX_TERMS];
static int nterms;
static char cycle_names[60][8];

static void add(const char *t)
{
	if (t && *t && nterms < MAX_TERMS)
		terms[nterms++] = t;
}

static int longer_first(const void *a, const void *b)
{
	size_t la = strlen(*(const char *const *)a);
	size_t lb = strlen(*(const char *const *)b);
	return la < lb ? 1 : la > lb ? -1 : 0;
}

static void collect_terms(void)
{
	nterms = 0;
	for (size_t i = 0; i < sizeof fixed_terms / sizeof fixed_terms[0]; i++)
		add(fixed_terms[i]);
	for (int i = 0; i < 10; i++)
		add(lr_stem_name(i));
	for (int i = 0; i < 12; i++) {
		add(lr_branch_name(i));
		add(lr_general_name(i));
		add(lr_month_general_name(i));
	}
	for (int i = 0; i < 60; i++)
		add(lr_cycle_name(i, cycle_names[i]));
	for (int i = 0; i < 5; i++) {
		add(lr_phase_name((enum lr_phase)i));
		add(lr_kin_name((enum lr_kin)i));
	}
	for (int i = 0; i < 3; i++)
		add(lr_rank_name((enum lr_rank)i));
	for (int i = 0; i < LR_METHODS; i++)
		add(lr_method_name((enum lr_method)i));
	qsort(terms, (size_t)nterms, sizeof terms[0], longer_first);
}

/* The first Han character of TEXT once the terms are taken out, or
 * NULL. Han: U+3400–U+9FFF (three bytes, E3 90 80 … E9 BF BF). */
static const char *stray_han(const char *text, char *rest, size_t len)
{
	size_t used = 0;
	for (const char *p = text; *p && used + 1 < len;) {
		bool term = false;
		/* every term starts with a Han character (E3–E9 lead byte) */
		unsigned char lead = (unsigned char)*p;
		for (int i = 0; lead >= 0xe3 && lead <= 0xe9 && i < nterms; i++) {
			size_t n = strlen(terms[i]);
			if (!strncmp(p, terms[i], n)) {
				p += n;
				term = true;
				break;
			}
		}
		if (!term)
			rest[used++] = *p++;
	}
	rest[used] = '\0';
	for (const unsigned char *p = (const unsigned char *)rest; *p; p++) {
		if (p[0] >= 0xe3 && p[0] <= 0xe9 && p[1] && p[2]) {
			unsigned cp = (p[0] & 0x0fu) << 12 | (p[1] & 0x3fu) << 6
				      | (p[2] & 0x3fu);
			if (cp >= 0x3400 && cp <= 0x9fff)
				return (const char *)p;
		}
	}
	return NULL;
}

static void check_language(enum lr_lang lang)
{
	static struct lr_trace tr;
	struct lr_chart c;
	char rest[LR_STEP_TEXT * 2];
	lr_lang_use(lang);
	collect_terms();
	int steps = 0;
	FOR_ALL_INPUTS(in) {
		ck_assert_int_eq(lr_chart_compute(&c, &in, NULL, &tr), 0);
		lr_trace_format(&tr);
		for (int i = 0; i < tr.count; i++) {
			const char *t = tr.steps[i].text;
			ck_assert_msg(t[0] != '\0', "empty step");
			/* not cut short by the buffer */
			ck_assert_msg(strlen(t) + 1 < LR_STEP_TEXT,
				      "too long: %s", t);
			const char *han = stray_han(t, rest, sizeof rest);
			ck_assert_msg(han == NULL, "%s: Chinese outside "
				      "the terms: %s", t, han);
			steps++;
		}
	}
	ck_assert_int_gt(steps, sample_count() * 10);
}

START_TEST(test_english_steps)
{
	check_language(LR_LANG_EN);
}
END_TEST

START_TEST(test_korean_steps)
{
	check_language(LR_LANG_KO);
}
END_TEST

/* The filter itself: a Chinese sentence is caught, a term is not. */
START_TEST(test_filter_catches_chinese)
{
	char rest[256];
	lr_lang_use(LR_LANG_EN);
	collect_terms();
	ck_assert_ptr_null(stray_han("Lesson 2 (干陰): 亥 (水) overcomes 巳 (火).",
				     rest, sizeof rest));
	ck_assert_ptr_nonnull(stray_han("日干丙寄巳宮。", rest, sizeof rest));
	ck_assert_ptr_nonnull(stray_han("the 天盤 turns", rest, sizeof rest));
}
END_TEST

int main(void)
{
	setlocale(LC_ALL, "C.UTF-8");
	Suite *s = suite_create("trace_lang");
	TCase *tc = tcase_create("core");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_filter_catches_chinese);
	tcase_add_test(tc, test_english_steps);
	tcase_add_test(tc, test_korean_steps);
	suite_add_tcase(s, tc);
	SRunner *r = srunner_create(s);
	srunner_run_all(r, CK_NORMAL);
	int failed = srunner_ntests_failed(r);
	srunner_free(r);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
