/* liuren - check_reason_lang.c: the reasons of the 課體 and of the 畢法
 * in English and Korean are in that language, the 六壬 terms in 漢字
 * inside them.
 *
 * Over every chart (60 days, 12 hours, 12 generals), once with nothing
 * known of the querent (the 未論 lines) and once with everything known
 * (本命, sex, 行年, 夫妻行年, month, season, the matter asked), each
 * reason is written in en and ko. What stays in 漢字 is taken out: the
 * names the program itself knows (stems, branches, cycle names, generals,
 * kin, phases, ranks, methods, the 課體 and their aliases, the 法 and
 * their 格, the 神煞), the terms listed in tests/data/reason-terms.txt,
 * and classical text quoted in 「」 or named in 《》. No Han character may
 * be left. zh-Hant is checked in check_sentences and check_bifa.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <locale.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/ask.h"
#include "liuren/bifa.h"
#include "liuren/chart.h"
#include "liuren/context.h"
#include "liuren/ganzhi.h"
#include "liuren/lang.h"
#include "liuren/names.h"
#include "liuren/patterns.h"
#include "liuren/shensha.h"
#include "lib/all_inputs.h"

#ifndef LR_SRCDIR
#define LR_SRCDIR "."
#endif

enum { MAX_TERMS = 8192, MAX_REPORT = 400 };
static char *terms[MAX_TERMS];
static int nterms;
static char cycle_names[60][8];

static void add_copy(const char *t, size_t n)
{
	if (!t || !n || nterms >= MAX_TERMS)
		return;
	/* every term starts with a Han character (E3–E9 lead byte) */
	unsigned char lead = (unsigned char)t[0];
	if (lead < 0xe3 || lead > 0xe9)
		return;
	char *c = malloc(n + 1);
	ck_assert_ptr_nonnull(c);
	memcpy(c, t, n);
	c[n] = '\0';
	terms[nterms++] = c;
}

static void add(const char *t)
{
	if (t)
		add_copy(t, strlen(t));
}

/* Each space-separated word of LIST. */
static void add_words(const char *list)
{
	for (const char *p = list; p && *p;) {
		size_t n = strcspn(p, " ");
		add_copy(p, n);
		p += n;
		p += strspn(p, " ");
	}
}

/* The code point of the three-byte character at P. */
static unsigned cp3(const char *p)
{
	const unsigned char *u = (const unsigned char *)p;
	return (u[0] & 0x0fu) << 12 | (u[1] & 0x3fu) << 6 | (u[2] & 0x3fu);
}

/* By first character, then the longer first (so the longest term at a
 * place is taken). */
static int by_start_longer_first(const void *a, const void *b)
{
	const char *x = *(char *const *)a, *y = *(char *const *)b;
	unsigned cx = cp3(x), cy = cp3(y);
	if (cx != cy)
		return cx < cy ? -1 : 1;
	size_t la = strlen(x), lb = strlen(y);
	return la < lb ? 1 : la > lb ? -1 : 0;
}

/* The terms starting with each character: [first[c], first[c + 1]). */
enum { CP_BASE = 0x3000, CP_END = 0xa000 };
static int first[CP_END - CP_BASE + 1];

static void index_terms(void)
{
	qsort(terms, (size_t)nterms, sizeof terms[0], by_start_longer_first);
	int k = 0;
	for (unsigned c = CP_BASE; c <= CP_END; c++) {
		while (k < nterms && cp3(terms[k]) < c)
			k++;
		first[c - CP_BASE] = k;
	}
}

static void collect_terms(void)
{
	char err[256];
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
	for (int id = 0; id < LR_PATTERN_COUNT; id++) {
		const struct lr_pattern_info *p = lr_pattern_info(id);
		add(p->name);
		add_words(p->aliases);
	}
	ck_assert_msg(lr_bifa_texts_load_file(LR_SRCDIR "/res/bifa.tsv", err,
					      sizeof err) == 0, "%s", err);
	for (int n = 1; n <= 100; n++) {
		const struct lr_bifa_text *t = lr_bifa_text(n, err, sizeof err);
		ck_assert_msg(t != NULL, "%s", err);
		for (int i = 0; i < t->count; i++)
			if (!strcmp(t->kind[i], "ge"))
				add(t->name[i]);
	}
	const struct lr_shensha_set *set = lr_shensha_default(err, sizeof err);
	ck_assert_msg(set != NULL, "%s", err);
	for (size_t i = 0; i < lr_shensha_count(set); i++)
		add(lr_shensha_at(set, i)->name);
	FILE *f = fopen(LR_SRCDIR "/tests/data/reason-terms.txt", "r");
	ck_assert_ptr_nonnull(f);
	char line[256];
	while (fgets(line, sizeof line, f)) {
		if (line[0] == '#')
			continue;
		add_copy(line, strcspn(line, "\r\n"));
	}
	fclose(f);
	index_terms();
}

/* Skip a quotation opened at P by OPEN up to its CLOSE: the pointer after
 * it, or P when P does not open one. */
static const char *skip_quoted(const char *p, const char *open,
			       const char *close)
{
	size_t n = strlen(open);
	if (strncmp(p, open, n))
		return p;
	const char *end = strstr(p + n, close);
	return end ? end + strlen(close) : p + strlen(p);
}

/* The first Han character of TEXT once the terms and the quotations are
 * taken out, or NULL. Han: U+3400–U+9FFF. */
static const char *stray_han(const char *text, char *rest, size_t len)
{
	size_t used = 0;
	for (const char *p = text; *p && used + 1 < len;) {
		const char *q = skip_quoted(p, "「", "」");
		if (q == p)
			q = skip_quoted(p, "《", "》");
		if (q != p) {
			p = q;
			continue;
		}
		bool term = false;
		unsigned char lead = (unsigned char)*p;
		unsigned c = lead >= 0xe3 && lead <= 0xe9 && p[1] && p[2]
			     ? cp3(p) : 0;
		int from = c >= CP_BASE && c < CP_END ? first[c - CP_BASE] : 0;
		int to = c >= CP_BASE && c < CP_END ? first[c - CP_BASE + 1] : 0;
		for (int i = from; i < to; i++) {
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

/* One line per detector that left Chinese, the first example kept. */
static char report[MAX_REPORT][160];
static char examples[MAX_REPORT][1024];
static int nreport;

static void note(const char *who, const char *text)
{
	char rest[2048];
	const char *han = stray_han(text, rest, sizeof rest);
	if (!han)
		return;
	for (int i = 0; i < nreport; i++)
		if (!strcmp(report[i], who))
			return;
	if (nreport >= MAX_REPORT)
		return;
	snprintf(report[nreport], sizeof report[0], "%s", who);
	snprintf(examples[nreport], sizeof examples[0], "%s", text);
	nreport++;
}

static void querent(struct lr_context *ctx, int day, int hour)
{
	lr_context_init(ctx);
	lr_context_set_year(ctx, (day * 7 + hour) % 60);
	lr_context_set_month_branch(ctx, (day + hour) % 12);
	lr_context_set_season(ctx, (enum lr_season)((day + hour) / 3 % 4));
	lr_context_set_birth(ctx, (day * 11 + hour * 5) % 60);
	lr_context_set_xingnian(ctx, (day + 5 * hour) % 12);
	lr_context_set_sex(ctx, hour % 2 ? LR_FEMALE : LR_MALE);
	lr_context_set_spouse_xingnian(ctx, LR_HUSBAND, (day + hour + 3) % 12, -1);
	lr_context_set_spouse_xingnian(ctx, LR_WIFE, (day * 5 + hour) % 12, -1);
	lr_context_set_ask(ctx, (day + hour) % LR_ASK_COUNT);
	lr_context_complete(ctx);
}

static void check_language(enum lr_lang lang)
{
	static struct lr_pattern_result pr[LR_PATTERN_COUNT];
	static struct lr_bifa_result br[128];
	struct lr_chart c;
	char who[160];
	if (!nterms)
		collect_terms();
	lr_lang_use(lang);
	nreport = 0;
	long reasons = 0;
	FOR_ALL_INPUTS(in) {
		ck_assert_int_eq(lr_chart_compute(&c, &in, NULL, NULL), 0);
		for (int known = 0; known < 2; known++) {
			struct lr_context ctx;
			if (known)
				querent(&ctx, in.day, in.hour);
			else {
				lr_context_init(&ctx);
				lr_context_complete(&ctx);
			}
			int n = lr_patterns_evaluate(&c, &ctx, pr,
						     LR_PATTERN_COUNT);
			for (int i = 0; i < n && i < LR_PATTERN_COUNT; i++) {
				snprintf(who, sizeof who, "課體 %s",
					 pr[i].name);
				note(who, pr[i].reason);
				reasons++;
			}
			n = lr_bifa_evaluate(&c, &ctx, br, 128);
			for (int i = 0; i < n && i < 128; i++) {
				snprintf(who, sizeof who, "畢法 %d %s",
					 br[i].number, br[i].name);
				note(who, br[i].reason);
				reasons++;
			}
		}
	}
	ck_assert_int_gt(reasons, 8640);
	if (nreport) {
		for (int i = 0; i < nreport; i++)
			fprintf(stderr, "%s: %s: %s\n", lr_lang_code(lang),
				report[i], examples[i]);
		ck_abort_msg("%d detectors write Chinese outside the terms in "
			     "%s (listed above)", nreport, lr_lang_code(lang));
	}
}

START_TEST(test_english_reasons)
{
	check_language(LR_LANG_EN);
}
END_TEST

START_TEST(test_korean_reasons)
{
	check_language(LR_LANG_KO);
}
END_TEST

/* The filter itself: a Chinese sentence is caught; a term, a quotation
 * and a title are not. */
START_TEST(test_filter_catches_chinese)
{
	char rest[512];
	if (!nterms)
		collect_terms();
	ck_assert_ptr_null(stray_han("巳 over 申 as the 初傳, lesson 1 上克下",
				     rest, sizeof rest));
	ck_assert_ptr_null(stray_han("《訂訛》: 「若止有支儀，不名六儀」",
				     rest, sizeof rest));
	ck_assert_ptr_nonnull(stray_han("巳臨申，取為發用", rest, sizeof rest));
	ck_assert_ptr_nonnull(stray_han("the 天地盤 turns", rest, sizeof rest));
}
END_TEST

int main(void)
{
	setlocale(LC_ALL, "C.UTF-8");
	Suite *s = suite_create("reason_lang");
	TCase *tc = tcase_create("core");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, test_filter_catches_chinese);
	tcase_add_test(tc, test_english_reasons);
	tcase_add_test(tc, test_korean_reasons);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
