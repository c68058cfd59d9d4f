/* liuren - tests/lib/han_terms.c: what stays in 漢字 when the program
 * speaks English or Korean (see han_terms.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "han_terms.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/bifa.h"
#include "liuren/calendar.h"
#include "liuren/chart.h"
#include "liuren/ganzhi.h"
#include "liuren/names.h"
#include "liuren/patterns.h"
#include "liuren/shensha.h"

#ifndef LR_SRCDIR
#define LR_SRCDIR "."
#endif

enum { MAX_TERMS = 8192 };
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
	if (!c)
		abort();
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

void han_terms_collect(void)
{
	if (nterms)
		return;
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
	for (int i = 0; i < LR_TERMS; i++)	/* 立春, 小雪 … */
		add(lr_term_name(i));
	for (int id = 0; id < lr_pattern_count(); id++) {
		const struct lr_rule_info *p = lr_pattern_info(id);
		add(p->name);
		add_words(p->aliases);
	}
	if (lr_bifa_texts_load_file(LR_SRCDIR "/res/bifa.tsv", err, sizeof err)) {
		fprintf(stderr, "%s\n", err);
		exit(99);
	}
	for (int n = 1; n <= 100; n++) {
		const struct lr_bifa_text *t = lr_bifa_text(n, err, sizeof err);
		if (!t) {
			fprintf(stderr, "%s\n", err);
			exit(99);
		}
		for (int i = 0; i < t->count; i++)
			if (!strcmp(t->kind[i], "ge"))
				add(t->name[i]);
		add(lr_bifa_name(n));
		static char ordinals[101][64];
		add(lr_bifa_ordinal(n, ordinals[n], sizeof ordinals[n]));
	}
	const struct lr_shensha_set *set = lr_shensha_default(err, sizeof err);
	if (!set) {
		fprintf(stderr, "%s\n", err);
		exit(99);
	}
	for (size_t i = 0; i < lr_shensha_count(set); i++)
		add(lr_shensha_at(set, i)->name);
	han_terms_add_file(LR_SRCDIR "/tests/data/reason-terms.txt");
}

void han_terms_add_file(const char *path)
{
	FILE *f = fopen(path, "r");
	if (!f) {
		perror(path);
		exit(99);
	}
	char line[256];
	while (fgets(line, sizeof line, f)) {
		if (line[0] == '#')
			continue;
		add_copy(line, strcspn(line, "\r\n"));
	}
	fclose(f);
	index_terms();
}

/* P past one character of SET when P starts with one. */
static const char *take_one(const char *p, const char *set)
{
	for (const char *q = set; *q; q += 3)
		if (!strncmp(p, q, 3))
			return p + 3;
	return p;
}

/* Is TERM made of stems and branches only (丁未, 酉)? */
static bool cyclic(const char *term)
{
	static const char cycle[] = "甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥";
	for (const char *p = term; *p; p += 3)
		if (take_one(p, cycle) == p)
			return false;
	return *term != '\0';
}

/* A lunar date as the calendar writes it (閏十月廿一, 正月初三): P past
 * it, or P. */
static const char *lunar_date(const char *p)
{
	static const char numerals[] = "正一二三四五六七八九十冬臘";
	static const char days[] = "初一二三四五六七八九十廿卅";
	const char *q = take_one(p, "閏");
	const char *m = q;
	while (take_one(m, numerals) != m)
		m = take_one(m, numerals);
	if (m == q || strncmp(m, "月", 3))
		return p;
	const char *d = m + 3;
	while (take_one(d, days) != d)
		d = take_one(d, days);
	return d;
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
const char *han_terms_stray(const char *text, char *rest, size_t len)
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
		const char *lunar = lunar_date(p);
		if (lunar != p) {
			p = lunar;
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
				/* the book's notation: 丁未日, 酉時, 月將寅, 辰命 */
				if (cyclic(terms[i]))
					p = take_one(p, "年月日時將命宮");
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

