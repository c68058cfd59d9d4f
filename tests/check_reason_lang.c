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
#include "liuren/korean.h"
#include "liuren/lang.h"
#include "liuren/names.h"
#include "liuren/patterns.h"
#include "liuren/shensha.h"
#include "lib/all_inputs.h"
#include "lib/han_terms.h"

enum { MAX_REPORT = 400 };

#ifndef LR_SRCDIR
#define LR_SRCDIR "."
#endif

/* One line per detector that left Chinese, the first example kept. */
static char report[MAX_REPORT][160];
static char examples[MAX_REPORT][1024];
static int nreport;

static void note(const char *who, const char *text)
{
	char rest[2048];
	const char *han = han_terms_stray(text, rest, sizeof rest);
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

/* Korean reads as Korean: no verb stem left bare after a 漢字 term, as
 * glossed Chinese writes it (干上 寅, 六合 탐; 貴人이 탄 亥 극(克); 官鬼,
 * 朱雀 승(乘)): a term takes its particle (六合을 타고, 亥를 극함). The
 * stems are Sino-Korean verbs and 타다's noun form; one is bare when it
 * stands alone after a 漢字 or a bracket that closes one, with nothing
 * joined after it but its own 漢字 in brackets. And no joint particle
 * (을(를), (으)로 …) is left unpicked. */
static const char *const bare_stems[] = {
	"탐", "극", "승", "임", "가", "생", "합", "충", "형", "파", "제압",
	"극함", "임함", "승함", "가함", "탐함",
};

static bool hangul_at(const char *p)
{
	const unsigned char *u = (const unsigned char *)p;
	/* U+AC00 … U+D7A3: EA B0 80 … ED 9E A3 */
	return u[0] >= 0xea && u[0] <= 0xed;
}

static bool han_before(const char *text, const char *p)
{
	/* the character before P, through a closing bracket */
	while (p > text) {
		const char *q = p - 1;
		while (q > text && ((unsigned char)*q & 0xc0) == 0x80)
			q--;
		if (*q == ')' || !strncmp(q, "）", 3)) {
			int depth = 0;
			while (q > text) {
				if (*q == ')' || !strncmp(q, "）", 3))
					depth++;
				else if ((*q == '(' || !strncmp(q, "（", 3))
					 && --depth == 0)
					break;
				q--;
			}
			p = q;
			continue;
		}
		const unsigned char *u = (const unsigned char *)q;
		return p - q == 3 && ((u[0] == 0xe3 && u[1] >= 0x90)
				      || (u[0] >= 0xe4 && u[0] <= 0xe9));
	}
	return false;
}

/* The first bare stem after a 漢字 in TEXT, or NULL. */
static const char *bare_stem(const char *text)
{
	for (const char *p = text; (p = strchr(p, ' ')); p++) {
		if (!han_before(text, p))
			continue;
		for (size_t k = 0; k < sizeof bare_stems / sizeof *bare_stems; k++) {
			size_t n = strlen(bare_stems[k]);
			if (strncmp(p + 1, bare_stems[k], n))
				continue;
			const char *after = p + 1 + n;
			if (!hangul_at(after))
				return p + 1;
		}
	}
	return NULL;
}

/* A Han character (CJK ideograph) at P? */
static bool han_at(const char *p)
{
	const unsigned char *u = (const unsigned char *)p;
	return (u[0] == 0xe3 && u[1] >= 0x90) || (u[0] >= 0xe4 && u[0] <= 0xe9);
}

/* A clause that ends in a bare 漢字 noun after its topic, as glossed
 * Chinese writes it (發用 卯는 相; 日祿은 寅, 驛馬는 申): the noun takes
 * its copula (相임, 寅이고). The topic is a 漢字 term (or a bracket that
 * closes one) with 은 or 는; the noun is 漢字 alone, with perhaps a
 * bracket after it, and the clause ends after it (the text's end, or a
 * comma, semicolon, colon or full stop). 은/는 after Hangul is not
 * looked at: there it is as often a verb's ending (극하는 下賊上). A
 * list whose last noun takes the copula is a sentence (發用 子는 伏殃,
 * 病符임). The noun or NULL. */
static const char *bare_noun(const char *text)
{
	for (const char *p = text; *p; p++) {
		if ((strncmp(p, "은 ", 4) && strncmp(p, "는 ", 4))
		    || !han_before(text, p))
			continue;
		const char *q = p + 4, *noun = q;
		while (han_at(q))
			q += 3;
		if (q == noun)
			continue;
		if (*q == '(') {
			const char *close = strchr(q, ')');
			if (!close)
				continue;
			q = close + 1;
		}
		/* a list whose last noun takes the copula (伏殃, 病符임) */
		while (!strncmp(q, ", ", 2) && han_at(q + 2)) {
			const char *r = q + 2;
			while (han_at(r))
				r += 3;
			if (strncmp(r, "임", 3) && strncmp(r, "이고", 6)
			    && strncmp(r, "이며", 6))
				break;
			q = r;
		}
		if (!*q || strchr(",;.:", *q))
			return noun;
	}
	return NULL;
}

static int nglossed;
static char glossed_who[MAX_REPORT][160];
static char glossed[MAX_REPORT][1024];

static void note_korean(const char *who, const char *text)
{
	if (!bare_stem(text) && !bare_noun(text)
	    && !lr_ko_has_joint_particle(text))
		return;
	for (int i = 0; i < nglossed; i++)
		if (!strcmp(glossed_who[i], who))
			return;
	if (nglossed >= MAX_REPORT)
		return;
	snprintf(glossed_who[nglossed], sizeof glossed_who[0], "%s", who);
	snprintf(glossed[nglossed++], sizeof glossed[0], "%s", text);
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
	static struct lr_rule_result pr[LR_RULE_CAPACITY];
	static struct lr_rule_result br[128];
	struct lr_chart c;
	char who[160];
	han_terms_collect();
	lr_lang_use(lang);
	nreport = 0;
	nglossed = 0;
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
						     lr_pattern_count());
			for (int i = 0; i < n && i < lr_pattern_count(); i++) {
				snprintf(who, sizeof who, "課體 %s",
					 pr[i].name);
				note(who, pr[i].reason);
				if (lang == LR_LANG_KO)
					note_korean(who, pr[i].reason);
				reasons++;
			}
			n = lr_bifa_evaluate(&c, &ctx, br, 128);
			for (int i = 0; i < n && i < 128; i++) {
				snprintf(who, sizeof who, "畢法 %d %s",
					 br[i].number, br[i].name);
				note(who, br[i].reason);
				if (lang == LR_LANG_KO)
					note_korean(who, br[i].reason);
				reasons++;
			}
		}
	}
	ck_assert_int_gt(reasons, sample_count());
	for (int i = 0; i < nglossed; i++)
		fprintf(stderr, "ko: %s: %s\n", glossed_who[i], glossed[i]);
	ck_assert_msg(nglossed == 0, "%d detectors leave a Korean verb stem or noun bare "
		      "after a 漢字 term or a joint particle unpicked (listed "
		      "above)", nglossed);
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
 * and a title are not. A bare verb stem after a 漢字 term is caught. */
START_TEST(test_filter_catches_chinese)
{
	ck_assert_ptr_nonnull(bare_stem("干上 寅, 六合 탐"));
	ck_assert_ptr_nonnull(bare_stem("朱雀이 탄 丑, 貴人이 탄 亥 극(克)"));
	ck_assert_ptr_nonnull(bare_stem("丑(土) 극(克) 亥(水)"));
	ck_assert_ptr_nonnull(bare_stem("官鬼, 朱雀 승(乘)"));
	ck_assert_ptr_null(bare_stem("干上 寅이 六合을 타고"));
	ck_assert_ptr_null(bare_stem("朱雀이 탄 丑이 貴人이 탄 亥를 극함"));
	ck_assert_ptr_null(bare_stem("亥 가운데"));
	ck_assert_ptr_nonnull(bare_noun("發用 卯는 相"));
	ck_assert_ptr_nonnull(bare_noun("日祿은 寅, 驛馬는 申임"));
	ck_assert_ptr_nonnull(bare_noun("晝貴 酉는 旬空; 夜貴는 亥임"));
	ck_assert_ptr_nonnull(bare_noun("發用 子(水)는 死(氣)."));
	ck_assert_ptr_null(bare_noun("發用 卯는 相임"));
	ck_assert_ptr_null(bare_noun("日祿은 寅이고 驛馬는 申임"));
	ck_assert_ptr_null(bare_noun("아래가 위를 극하는 下賊上"));
	ck_assert_ptr_null(bare_noun("干上 寅은 六合을 탐"));
	ck_assert_ptr_null(bare_noun("發用 子는 伏殃, 病符임, 白虎를 탐"));
	ck_assert_ptr_nonnull(bare_noun("發用 子는 伏殃, 病符, 白虎를 탐"));
	char rest[512];
	han_terms_collect();
	ck_assert_ptr_null(han_terms_stray("巳 over 申 as the 初傳, lesson 1 上克下",
				     rest, sizeof rest));
	ck_assert_ptr_null(han_terms_stray("《訂訛》: 「若止有支儀，不名六儀」",
				     rest, sizeof rest));
	ck_assert_ptr_nonnull(han_terms_stray("巳臨申，取為發用", rest, sizeof rest));
	ck_assert_ptr_nonnull(han_terms_stray("the 天地盤 turns", rest, sizeof rest));
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
