/* liuren - check_glosses.c: our glosses of the twelve 神 and twelve
 * generals (res/shenjiang.tsv) and of the hundred 法 (res/bifa.tsv) are
 * all there: each has a modern-Chinese gloss, an English one written in
 * English and a Korean one written in Hangul, none empty; and so has
 * every 格 of the commentary (res/bifa.tsv, kind ge) that a detector
 * names when it fires on some chart.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib/all_inputs.h"
#include "liuren/ask.h"
#include "liuren/bifa.h"
#include "liuren/context.h"
#include "liuren/ganzhi.h"
#include "liuren/notation.h"
#include "liuren/shenjiang.h"

#ifndef LR_SRCDIR
#define LR_SRCDIR "."
#endif

/* A gloss's words, to tell the languages apart. */
struct script {
	int latin_words;	/* a-z letter followed by a space */
	int hangul;		/* Hangul syllables U+AC00…U+D7A3 */
	int han;		/* CJK ideographs U+4E00…U+9FFF */
};

static struct script script_of(const char *s)
{
	struct script c = { 0, 0, 0 };
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		c.latin_words += (*p >= 'a' && *p <= 'z') && p[1] == ' ';
		/* three-byte UTF-8 lead bytes: E4…E9 ideographs, EA…ED
		 * Hangul syllables */
		if ((p[0] & 0xF0) == 0xE0 && p[1] && p[2]) {
			unsigned cp = (unsigned)(p[0] & 0x0F) << 12
				      | (unsigned)(p[1] & 0x3F) << 6
				      | (unsigned)(p[2] & 0x3F);
			c.hangul += cp >= 0xAC00 && cp <= 0xD7A3;
			c.han += cp >= 0x4E00 && cp <= 0x9FFF;
		}
	}
	return c;
}

/* Marks of Chinese prose that English and Korean do not write. */
static const char *const zh_marks[] = { "，", "。", "、", "；", "：" };

/* The three glosses of WHO (a name for the message): all there, none
 * empty, each in its language. Returns how many are wrong (0 or 1),
 * with the problem in FAULT. */
static int check_three(const char *who, const char *zh, const char *en,
		       const char *ko, char *fault, size_t len)
{
	if (!zh || !en || !ko || !*zh || !*en || !*ko) {
		snprintf(fault, len, "%s: no %s", who,
			 !zh || !*zh ? "gloss" : !en || !*en ? "gloss-en"
			 : "gloss-ko");
		return 1;
	}
	struct script z = script_of(zh), e = script_of(en), k = script_of(ko);
	const char *bad = NULL;
	if (z.han < 20 || z.hangul || z.latin_words)
		bad = "the gloss is not modern Chinese prose";
	else if (e.latin_words < 8 || e.hangul)
		bad = "gloss-en is not English prose";
	else if (k.hangul < 15)
		bad = "gloss-ko is not Korean (too few Hangul)";
	for (size_t m = 0; !bad && m < sizeof zh_marks / sizeof *zh_marks; m++)
		if (strstr(en, zh_marks[m]) || strstr(ko, zh_marks[m]))
			bad = "Chinese punctuation in gloss-en or gloss-ko";
	if (bad) {
		snprintf(fault, len, "%s: %s", who, bad);
		return 1;
	}
	return 0;
}

START_TEST(test_shenjiang_glosses)
{
	char err[512];
	ck_assert_msg(lr_shenjiang_load_file(LR_SRCDIR "/res/shenjiang.tsv",
					     err, sizeof err) == 0, "%s", err);
	int wrong = 0;
	char faults[4096] = "", fault[256];
	for (int g = 0; g < 2; g++)
		for (int i = 0; i < LR_BRANCHES; i++) {
			const char *who = lr_shenjiang_subject(g, i);
			if (check_three(who, lr_shenjiang_gloss_in(g, i, 0),
					lr_shenjiang_gloss_in(g, i, 1),
					lr_shenjiang_gloss_in(g, i, 2), fault,
					sizeof fault)) {
				wrong++;
				size_t used = strlen(faults);
				snprintf(faults + used, sizeof faults - used,
					 "\n  %s", fault);
			}
		}
	ck_assert_msg(wrong == 0, "%d of 24 神將 lack a gloss:%s", wrong,
		      faults);
}
END_TEST

START_TEST(test_bifa_glosses)
{
	char err[512];
	ck_assert_msg(lr_bifa_texts_load_file(LR_SRCDIR "/res/bifa.tsv", err,
					      sizeof err) == 0, "%s", err);
	int wrong = 0;
	char faults[16384] = "", fault[256];
	for (int n = 1; n <= LR_BIFA_COUNT; n++) {
		const struct lr_bifa_text *t = lr_bifa_text(n, err, sizeof err);
		ck_assert_msg(t != NULL, "%s", err);
		char who[32];
		lr_bifa_ordinal(n, who, sizeof who);
		if (check_three(who, t->gloss, t->gloss_en, t->gloss_ko, fault,
				sizeof fault)) {
			wrong++;
			size_t used = strlen(faults);
			snprintf(faults + used, sizeof faults - used, "\n  %s",
				 fault);
		}
	}
	ck_assert_msg(wrong == 0, "%d of 100 法 lack a gloss:%s", wrong, faults);
}
END_TEST

/* Every 格 a detector names: run the detectors over every (day, hour,
 * general), asked about each matter, the month and the 本命 turning with
 * the chart, and collect the commentary's 格 the fired results name. */
enum { GE_MAX = 256 };
struct named_ge {
	int number, index;	/* 法 and paragraph */
};

/* Add the 格 of T that fired result R names to OUT (N so far, each once):
 * named as the browser's commentary matches them (lr_bifa_result_matches)
 * or word by word (lr_bifa_ge_index). */
static int add_named(const struct lr_rule_result *r,
		     const struct lr_bifa_text *t, struct named_ge *out, int n)
{
	for (int p = 0; p < t->count; p++) {
		if (strcmp(t->kind[p], "ge") != 0)
			continue;
		int at = lr_bifa_ge_index(t, r->ge, p);
		if (at != p && !lr_bifa_result_matches(r, t->name[p]))
			continue;
		bool seen = false;
		for (int j = 0; j < n && !seen; j++)
			seen = out[j].number == r->number && out[j].index == p;
		if (!seen && n < GE_MAX)
			out[n++] = (struct named_ge){ r->number, p };
	}
	return n;
}

static int collect_named(struct named_ge *out)
{
	struct lr_notation nt;
	char err[256];
	ck_assert_int_eq(lr_notation_parse("甲子日子時子將 甲辰年三月十五 寅命 女",
					   &nt, err, sizeof err), 0);
	int n = 0;
	/* each (法, 格 as written) looked at once */
	static char seen[1024][LR_RULE_VARIANT + 8];
	int nseen = 0;
	for (int a = 0; a < LR_ASK_COUNT; a++) {
		struct lr_context x = nt.context;
		lr_context_set_ask(&x, a);
		FOR_ALL_INPUTS(in) {
			struct lr_chart c;
			lr_chart_compute(&c, &in, NULL, NULL);
			lr_context_set_month_branch(&x, (in.day + in.hour) % 12);
			lr_context_set_birth_branch(&x, (in.day + in.general) % 12);
			struct lr_rule_result r[LR_BIFA_COUNT];
			int got = lr_bifa_evaluate(&c, &x, r, LR_BIFA_COUNT);
			for (int i = 0; i < got && i < LR_BIFA_COUNT; i++) {
				if (r[i].verdict != LR_RULE_FIRED || !r[i].ge[0])
					continue;
				char key[LR_RULE_VARIANT + 8];
				snprintf(key, sizeof key, "%d %s", r[i].number,
					 r[i].ge);
				bool done = false;
				for (int j = 0; j < nseen && !done; j++)
					done = !strcmp(seen[j], key);
				if (done || nseen >= 1024)
					continue;
				snprintf(seen[nseen++], sizeof seen[0], "%s", key);
				const struct lr_bifa_text *t =
					lr_bifa_text(r[i].number, err, sizeof err);
				ck_assert_msg(t != NULL, "%s", err);
				n = add_named(&r[i], t, out, n);
			}
		}
	}
	return n;
}

START_TEST(test_ge_glosses)
{
	char err[512];
	ck_assert_msg(lr_bifa_texts_load_file(LR_SRCDIR "/res/bifa.tsv", err,
					      sizeof err) == 0, "%s", err);
	static struct named_ge named[GE_MAX];
	int n = collect_named(named);
	int wrong = 0;
	char faults[16384] = "", fault[256];
	for (int j = 0; j < n; j++) {
		const struct lr_bifa_text *t = lr_bifa_text(named[j].number, err,
							    sizeof err);
		int i = named[j].index;
		/* the gloss may sit under another paragraph naming the same 格
		 * in the same 法 (干支相會格 twice under 第二十二法) */
		i = lr_bifa_ge_glossed(t, i);
		char who[160], o[32];
		snprintf(who, sizeof who, "%s %s",
			 lr_bifa_ordinal(t->number, o, sizeof o), t->name[i]);
		if (getenv("GE_LIST"))
			fprintf(stderr, "named: %d\t%s\n", t->number, t->name[i]);
		if (check_three(who, t->ge_gloss[i], t->ge_gloss_en[i],
				t->ge_gloss_ko[i], fault, sizeof fault)) {
			wrong++;
			size_t used = strlen(faults);
			if (used + 300 < sizeof faults)
				snprintf(faults + used, sizeof faults - used,
					 "\n  %s", fault);
		}
	}
	fprintf(stderr, "格 the detectors name: %d, glossed %d\n", n, n - wrong);
	ck_assert_msg(n >= 40, "only %d 格 named: the walk is broken", n);
	ck_assert_msg(wrong == 0, "%d of %d 格 lack a gloss:%s", wrong, n,
		      faults);
}
END_TEST

/* The checks can fail: a gloss in the wrong language or missing is
 * caught. */
START_TEST(test_checks_fail)
{
	char fault[256];
	const char *zh = "登明是亥，正月的月將，書中說它主徵召、陰私與爭訟之事，"
			 "乘凶將時主獄囚與沉溺。";
	const char *en = "登明 is 亥, the general of the first month; the book "
			 "says it stands for summons and hidden affairs.";
	const char *ko = "登明은 亥이며 정월의 月將이다. 책은 부름과 숨은 일을 "
			 "주관한다고 말한다.";
	ck_assert_int_eq(check_three("x", zh, en, ko, fault, sizeof fault), 0);
	ck_assert_int_eq(check_three("x", zh, zh, ko, fault, sizeof fault), 1);
	ck_assert_int_eq(check_three("x", zh, en, en, fault, sizeof fault), 1);
	ck_assert_int_eq(check_three("x", en, en, ko, fault, sizeof fault), 1);
	ck_assert_int_eq(check_three("x", zh, en, "", fault, sizeof fault), 1);
	ck_assert_int_eq(check_three("x", NULL, en, ko, fault, sizeof fault), 1);
	ck_assert_str_eq(fault, "x: no gloss");
}
END_TEST

static Suite *suite(void)
{
	Suite *s = suite_create("glosses");
	TCase *tc = tcase_create("core");
	tcase_add_test(tc, test_checks_fail);
	tcase_add_test(tc, test_shenjiang_glosses);
	tcase_add_test(tc, test_bifa_glosses);
	tcase_add_test(tc, test_ge_glosses);
	tcase_set_timeout(tc, 600);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	SRunner *sr = srunner_create(suite());
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
