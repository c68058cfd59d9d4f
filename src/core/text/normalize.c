/* liuren - normalize.c: typed text to the program's own forms (see
 * liuren/normalize.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/normalize.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/ask.h"
#include "liuren/chart.h"
#include "liuren/calendar.h"
#include "liuren/ganzhi.h"
#include "liuren/patterns.h"
#include "liuren/settings.h"
#include "liuren/shensha.h"
#include "shensha/shensha_internal.h"
#include "text/fold.h"

/* The words of dates and of the book's notation (notation.h), which the
 * parsers read in these forms. */
static const char *const date_words[] = {
	"年", "月", "日", "時", "點", "分", "將", "農曆", "陰曆", "舊曆", "閏",
	"正月", "臘月", "冬月", "初", "廿", "卅", "十", "命", "本命", "年命",
	"行年", "生", "男", "女", "晝", "夜", "占", "春", "夏", "秋", "冬",
	"加", "在", "日宿", "月宿", "歲", "半", "刻", "課", "傳",
};

/* Every name the program knows. */
static struct lexicon all;
static bool built;

/* The Chinese part of each "ascii|中文" setting value. */
static const char *setting_alias(int id, int v)
{
	const char *value = lr_setting_info(id)->values[v];
	const char *bar = strchr(value, '|');
	return bar ? bar + 1 : NULL;
}

/* Each name the index holds through ONE, and each "|"-separated list of
 * them through LIST. */
static void each_name(void (*one)(const char *name),
		      void (*list)(const char *names))
{
	for (int i = 0; i < LR_STEMS; i++)
		one(lr_stem_name(i));
	for (int i = 0; i < LR_BRANCHES; i++) {
		one(lr_branch_name(i));
		one(lr_month_general_name(i));
	}
	for (int i = 0; i < LR_GENERALS; i++) {
		one(lr_general_name(i));
		one(lr_general_short(i));
	}
	for (int i = 0; i < LR_METHODS; i++)
		one(lr_method_name((enum lr_method)i));
	for (int i = 0; i < 5; i++) {
		one(lr_phase_name((enum lr_phase)i));
		one(lr_kin_name((enum lr_kin)i));
		one(lr_vigour_name((enum lr_vigour)i));
	}
	for (int i = 0; i < 3; i++)
		one(lr_rank_name((enum lr_rank)i));
	static const char *names[1024];
	int n = lr_pattern_names(names, 1024);
	for (int i = 0; i < n && i < 1024; i++)
		one(names[i]);
	char err[256];
	const struct lr_shensha_set *set = lr_shensha_default(err, sizeof err);
	for (size_t i = 0; set && i < lr_shensha_count(set); i++)
		one(lr_shensha_at(set, i)->name);
	for (int id = 0; id < LR_SET_COUNT; id++) {
		one(lr_setting_info(id)->alias);
		for (int v = 0; v < lr_setting_info(id)->value_count; v++)
			one(setting_alias(id, v));
	}
	for (int i = 0; i < LR_ASK_COUNT; i++) {	/* 占病, 占訟 … */
		one(lr_ask_name(i));
		list(lr_ask_aliases(i));
	}
	one("語言");
	/* 卷二's discourses (lr_shenjiang_lun_find) */
	one("大神總論");
	one("天將總論");
	one("神將釋");
	for (int i = 0; i < LR_TERMS; i++)	/* 小滿, 驚蟄, 穀雨 … */
		one(lr_term_name(i));
	for (size_t i = 0; i < sizeof date_words / sizeof date_words[0]; i++)
		one(date_words[i]);
}

/* every name one after the other, for fold_prime */
static char *all_text;
static size_t all_used, all_cap;

static void gather(const char *name)
{
	size_t len = name ? strlen(name) : 0;
	if (!len || !all_text)
		return;
	if (all_used + len + 2 > all_cap) {
		size_t cap = (all_used + len + 2) * 2;
		char *p = realloc(all_text, cap);
		if (!p) {
			free(all_text);
			all_text = NULL;
			return;
		}
		all_text = p;
		all_cap = cap;
	}
	memcpy(all_text + all_used, name, len);
	all_used += len;
	all_text[all_used++] = '\n';
	all_text[all_used] = '\0';
}

/* the lexicon normalize_lexicon_build fills */
static struct lexicon *building;

static void add_one(const char *name)
{
	lexicon_add(building, name);
}

static void add_list(const char *names)
{
	lexicon_add_list(building, names);
}

/* The lexicon the build made from the names of the program and of
 * res/shensha.tsv (tools/gen_name_index.c, $(B)/gen/name_lexicon.h): it
 * stands for the one built below while the 神煞 set in use is the one
 * compiled in from the same files. The generator is linked with this
 * file compiled without it (LR_NORMALIZE_NO_BUILTIN), as is a build
 * that had no OpenCC (the keys fold what it converts). */
#ifdef LR_NORMALIZE_NO_BUILTIN
static const uint64_t lexicon_shensha_digests[2];

static bool builtin_lexicon(void)
{
	return false;
}
#else
#include "name_lexicon.h"

static bool builtin_lexicon(void)
{
	if (!LEXICON_HAVE)
		return false;
	char err[256];
	const struct lr_shensha_set *set = lr_shensha_default(err, sizeof err);
	if (!set || !shensha_is_builtin(set, lexicon_shensha_digests))
		return false;
	/* the terms' strings named as the program reads them */
	struct term *terms = malloc(LEXICON_TERMS * sizeof *terms);
	if (!terms)
		return false;
	for (size_t i = 0; i < LEXICON_TERMS; i++)
		terms[i] = (struct term){ lexicon_text + lexicon_term_at[i].name,
					  lexicon_text + lexicon_term_at[i].fold,
					  lexicon_term_at[i].fold_len };
	/* read only: sorted, it takes no name more (build() is done) */
	all = (struct lexicon){
		.terms = terms, .nterms = LEXICON_TERMS,
		.cap_terms = LEXICON_TERMS,
		.chars = (struct char_map *)lexicon_chars,
		.nchars = LEXICON_CHARS, .cap_chars = LEXICON_CHARS,
		.sorted = true,
		.name_slots = (size_t *)lexicon_name_slots,
		.name_slot_cap = LEXICON_NAME_SLOTS,
		.char_slots = (size_t *)lexicon_char_slots,
		.char_slot_cap = LEXICON_CHAR_SLOTS,
		.firsts = (struct first_char *)lexicon_firsts,
		.nfirsts = LEXICON_FIRSTS,
	};
	return true;
}
#endif

static bool from_builtin;

static void build(void)
{
	if (built)
		return;
	built = true;
	if (!(from_builtin = builtin_lexicon()))
		normalize_lexicon_build(&all);
}

void normalize_lexicon_build(struct lexicon *lx)
{
	/* every character of every name folded with one conversion */
	all_cap = 4096;
	all_used = 0;
	all_text = malloc(all_cap);
	if (all_text)
		all_text[0] = '\0';
	each_name(gather, gather);
	if (all_text)
		fold_prime(all_text);
	free(all_text);
	all_text = NULL;
	building = lx;
	each_name(add_one, add_list);
	building = NULL;
	lexicon_sort(lx);
}

const struct lexicon *normalize_lexicon(bool *builtin)
{
	build();
	if (builtin)
		*builtin = from_builtin;
	return &all;
}

bool normalize_builtin_from(const uint64_t shensha_digests[2])
{
	build();
	return from_builtin && shensha_digests[0] == lexicon_shensha_digests[0]
	       && shensha_digests[1] == lexicon_shensha_digests[1];
}

void lr_normalize_each_name(void (*fn)(const char *name, void *arg),
			    void *arg)
{
	build();
	lexicon_each(&all, fn, arg);
}

bool lr_normalize_same(const char *a, const char *b)
{
	if (!a || !b)
		return false;
	char *fa = fold_text(a), *fb = fold_text(b);
	bool same = fa && fb && !strcmp(fa, fb);
	free(fa);
	free(fb);
	return same;
}

void lr_normalize_each_variant(void (*fn)(const char *variant,
					  const char *standard, void *arg),
			       void *arg)
{
	for (size_t k = 0; k < fold_variant_count; k++)
		fn(fold_variant_forms[k][0], fold_variant_forms[k][1], arg);
}

char *lr_normalize(const char *text, char *out, size_t outlen)
{
	if (!outlen)
		return out;
	out[0] = '\0';
	if (!text)
		return out;
	/* before the index exists only: once it does, every text takes the
	 * one path (and the tests compare the two) */
	if (!built && fold_already_normal(text)) {
		size_t n = strlen(text);
		if (n >= outlen) {	/* cut at a character boundary */
			n = outlen - 1;
			while (n > 0 && ((unsigned char)text[n] & 0xc0) == 0x80)
				n--;
		}
		memcpy(out, text, n);
		out[n] = '\0';
		return out;
	}
	build();
	return lexicon_normalize(&all, text, out, outlen);
}
