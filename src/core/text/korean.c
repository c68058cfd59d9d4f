/* liuren - korean.c: the Korean particles after a word the program fills
 * in (see liuren/korean.h), and the 漢字 readings of res/ko-readings.tsv
 * they are chosen by.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/korean.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/resource.h"
#include "liuren/table.h"

/* ---- the readings ---- */

struct reading {
	uint32_t han;		/* the character's code point */
	char syllable[4];	/* its reading, one Hangul syllable (UTF-8) */
};

static struct reading *readings;
static size_t nreadings;

/* The words whose last character is read otherwise than alone (寡宿 과숙,
 * where 宿 alone is 수 as in 二十八宿): the word and its reading. */
struct word_reading {
	char word[16];		/* two to four 漢字 */
	char last[4];		/* the reading of its last character */
};
static struct word_reading *words;
static size_t nwords;
static int readings_state;	/* 0 not read, 1 read, -1 unreadable */

/* The code point of the UTF-8 character at S, its length in *LEN (0 for
 * a malformed one). */
static uint32_t decode(const char *s, size_t *len)
{
	const unsigned char *u = (const unsigned char *)s;
	if (u[0] < 0x80) {
		*len = u[0] ? 1 : 0;
		return u[0];
	}
	size_t n = u[0] >= 0xf0 ? 4 : u[0] >= 0xe0 ? 3 : u[0] >= 0xc0 ? 2 : 0;
	uint32_t c = n == 4 ? u[0] & 0x07u : n == 3 ? u[0] & 0x0fu : u[0] & 0x1fu;
	for (size_t i = 1; i < n; i++) {
		if ((u[i] & 0xc0) != 0x80) {
			*len = 0;
			return 0;
		}
		c = (c << 6) | (u[i] & 0x3fu);
	}
	*len = n;
	return c;
}

static bool is_han(uint32_t c)
{
	return (c >= 0x3400 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff)
	       || (c >= 0x20000 && c <= 0x3134f);
}

static bool is_hangul_syllable(uint32_t c)
{
	return c >= 0xac00 && c <= 0xd7a3;
}

static int by_han(const void *a, const void *b)
{
	const struct reading *x = a, *y = b;
	return (x->han > y->han) - (x->han < y->han);
}

int lr_ko_readings_load_file(const char *path, char *err, size_t errlen)
{
	struct lr_table t;
	if (lr_table_read(path, 2, &t, err, errlen) != 0)
		return -1;
	struct reading *r = t.nrows ? calloc(t.nrows, sizeof *r) : NULL;
	struct word_reading *w = t.nrows ? calloc(t.nrows, sizeof *w) : NULL;
	if (t.nrows && (!r || !w)) {
		free(r);
		free(w);
		lr_table_free(&t);
		return lr_table_fail(err, errlen, path, 0, "out of memory");
	}
	size_t nr = 0, nw = 0;
	for (size_t i = 0; i < t.nrows; i++) {
		char **f = t.rows[i].fields;
		size_t n1, n2;
		uint32_t han = decode(f[0], &n1);
		uint32_t syl = decode(f[1], &n2);
		int line = t.rows[i].line;
		/* a word: as many 漢字 as its reading has syllables */
		size_t chars = 0, syls = 0, len;
		bool all_han = true, all_hangul = true;
		for (const char *c = f[0]; *c && all_han; c += len, chars++)
			all_han = is_han(decode(c, &len)) && len;
		for (const char *c = f[1]; *c && all_hangul; c += len, syls++)
			all_hangul = is_hangul_syllable(decode(c, &len)) && len;
		if (all_han && all_hangul && chars >= 2 && chars <= 4
		    && chars == syls && strlen(f[0]) < sizeof w->word) {
			snprintf(w[nw].word, sizeof w[nw].word, "%s", f[0]);
			size_t tail = strlen(f[1]) - 3;
			memcpy(w[nw].last, f[1] + tail, 3);
			w[nw++].last[3] = '\0';
			continue;
		}
		if (all_han && chars >= 2) {
			lr_table_fail(err, errlen, path, line,
				      "'%s' is read '%s': one Hangul syllable "
				      "per 漢字", f[0], f[1]);
			free(r);
			free(w);
			lr_table_free(&t);
			return -1;
		}
		if (!n1 || f[0][n1] || !is_han(han)) {
			lr_table_fail(err, errlen, path, line,
				      "'%s' is not one 漢字", f[0]);
			free(r);
			free(w);
			lr_table_free(&t);
			return -1;
		}
		if (!n2 || f[1][n2] || !is_hangul_syllable(syl)) {
			lr_table_fail(err, errlen, path, line,
				      "'%s' is not one Hangul syllable", f[1]);
			free(r);
			free(w);
			lr_table_free(&t);
			return -1;
		}
		r[nr].han = han;
		memcpy(r[nr].syllable, f[1], n2);
		r[nr++].syllable[n2] = '\0';
	}
	qsort(r, nr, sizeof *r, by_han);
	for (size_t i = 1; i < nr; i++)
		if (r[i].han == r[i - 1].han) {
			char ch[8] = "";
			int line = 0;
			for (size_t k = 0, seen = 0; k < t.nrows; k++) {
				size_t n;
				if (decode(t.rows[k].fields[0], &n) == r[i].han
				    && !t.rows[k].fields[0][n]
				    && seen++) {	/* the second time */
					snprintf(ch, sizeof ch, "%s",
						 t.rows[k].fields[0]);
					line = t.rows[k].line;
					break;
				}
			}
			lr_table_fail(err, errlen, path, line, "'%s' read twice",
				      ch);
			free(r);
			free(w);
			lr_table_free(&t);
			return -1;
		}
	lr_table_free(&t);
	free(readings);
	free(words);
	readings = r;
	nreadings = nr;
	words = w;
	nwords = nw;
	readings_state = 1;
	return 0;
}

static bool readings_ready(void)
{
	if (readings_state == 0) {
		char err[512];
		if (lr_resource_load("ko-readings.tsv", lr_ko_readings_load_file,
				     err, sizeof err) != 0)
			readings_state = -1;
	}
	return readings_state == 1;
}

static const char *reading_of(uint32_t han)
{
	if (!readings_ready())
		return NULL;
	struct reading key = { .han = han };
	const struct reading *r = bsearch(&key, readings, nreadings,
					  sizeof *readings, by_han);
	return r ? r->syllable : NULL;
}

const char *lr_ko_reading(const char *han)
{
	size_t len;
	uint32_t c = decode(han, &len);
	return len && is_han(c) ? reading_of(c) : NULL;
}

/* ---- the final sound of the word before a particle ---- */

enum final { FINAL_UNKNOWN, FINAL_VOWEL, FINAL_RIEUL, FINAL_CONSONANT };

static enum final final_of_syllable(uint32_t syl)
{
	int jong = (int)((syl - 0xac00) % 28);
	return jong == 0 ? FINAL_VOWEL : jong == 8 ? FINAL_RIEUL
						   : FINAL_CONSONANT;
}

/* A number as Korean reads it: by its last digit (일 이 삼 …); 0 alone is
 * 영, and a number ending in 0 ends in 십, 백, 천 or 만: a consonant. */
static enum final final_of_number(char last)
{
	static const enum final digit[10] = {
		FINAL_CONSONANT, FINAL_RIEUL, FINAL_VOWEL, FINAL_CONSONANT,
		FINAL_VOWEL, FINAL_VOWEL, FINAL_CONSONANT, FINAL_RIEUL,
		FINAL_RIEUL, FINAL_VOWEL
	};
	return digit[last - '0'];
}

/* A Latin word as Korean spells it (JSON 제이슨, print 프린트, html 엘). */
static enum final final_of_latin(char c)
{
	c = (char)(c | 0x20);
	return c == 'l' ? FINAL_RIEUL
	       : c == 'm' || c == 'n' || c == 'g' ? FINAL_CONSONANT
						  : FINAL_VOWEL;
}

/* The start of the UTF-8 character that ends just before P (> S). */
static const char *prev_char(const char *s, const char *p)
{
	do
		p--;
	while (p > s && ((unsigned char)*p & 0xc0) == 0x80);
	return p;
}

static bool one_of(uint32_t c, const uint32_t *set, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (set[i] == c)
			return true;
	return false;
}

/* Where a terminal's colour sequence (ESC [ digits and ';' m) that ends
 * just before P starts, or P when none does: a coloured word's particle
 * is picked by the word, not by the sequence after it. */
static const char *before_colour(const char *s, const char *p)
{
	if (p <= s || p[-1] != 'm')
		return p;
	const char *q = p - 1;
	while (q > s && ((q[-1] >= '0' && q[-1] <= '9') || q[-1] == ';'))
		q--;
	if (q - s >= 2 && q[-1] == '[' && q[-2] == '\033')
		return q - 2;
	return p;
}

/* The final sound of the word that ends just before P. */
static enum final final_before(const char *s, const char *p)
{
	static const uint32_t closing[] = { ')', 0xff09, 0x3015, 0xff3d, ']' };
	static const uint32_t opening[] = { '(', 0xff08, 0x3014, 0xff3b, '[' };
	static const uint32_t quote[] = { 0x300d, 0x300f, 0x300b, '"', '\'',
					  0x201d, 0x2019 };
	for (int guard = 0; guard < 4 && p > s; guard++) {
		const char *e = before_colour(s, p);
		if (e != p) {
			p = e;
			continue;
		}
		const char *q = prev_char(s, p);
		size_t len;
		uint32_t c = decode(q, &len);
		if (one_of(c, closing, sizeof closing / sizeof *closing)) {
			/* a word in brackets after the word: look past it */
			int depth = 0;
			while (q > s) {
				uint32_t d = decode(q, &len);
				if (one_of(d, closing, sizeof closing / sizeof *closing))
					depth++;
				else if (one_of(d, opening,
						sizeof opening / sizeof *opening)
					 && --depth == 0)
					break;
				q = prev_char(s, q);
			}
			if (depth != 0)
				return FINAL_UNKNOWN;
			p = q;
			continue;
		}
		if (one_of(c, quote, sizeof quote / sizeof *quote)) {
			p = q;	/* the quoted word's last character */
			continue;
		}
		if (c >= '0' && c <= '9')
			return final_of_number((char)c);
		if ((c | 0x20) >= 'a' && (c | 0x20) <= 'z')
			return final_of_latin((char)c);
		if (is_hangul_syllable(c))
			return final_of_syllable(c);
		if (is_han(c)) {
			/* a word read otherwise than its last character */
			readings_ready();
			for (size_t i = 0; i < nwords; i++) {
				size_t wl = strlen(words[i].word);
				if ((size_t)(q + len - s) >= wl
				    && !memcmp(q + len - wl, words[i].word, wl)) {
					size_t n;
					return final_of_syllable(
						decode(words[i].last, &n));
				}
			}
			const char *r = reading_of(c);
			if (!r)
				return FINAL_UNKNOWN;
			size_t n;
			return final_of_syllable(decode(r, &n));
		}
		return FINAL_UNKNOWN;
	}
	return FINAL_UNKNOWN;
}

/* ---- the joint forms ---- */

static const struct {
	const char *joint;
	const char *after_consonant, *after_vowel, *after_rieul;
} joints[] = {
	{ "을(를)", "을", "를", "을" }, { "를(을)", "을", "를", "을" },
	{ "이(가)", "이", "가", "이" }, { "가(이)", "이", "가", "이" },
	{ "은(는)", "은", "는", "은" }, { "는(은)", "은", "는", "은" },
	{ "과(와)", "과", "와", "과" }, { "와(과)", "과", "와", "과" },
	{ "아(야)", "아", "야", "아" },
	/* (으)로, (으)면 …: no 으 after a vowel or ㄹ */
	{ "(으)", "으", "", "" },
	/* (이)라, (이)나, (이)며, (이)고 … */
	{ "(이)", "이", "", "" },
};
enum { JOINTS = sizeof joints / sizeof joints[0] };

static int joint_at(const char *p)
{
	for (int j = 0; j < JOINTS; j++)
		if (!strncmp(p, joints[j].joint, strlen(joints[j].joint)))
			return j;
	return -1;
}

bool lr_ko_has_joint_particle(const char *s)
{
	for (const char *p = s; (p = strchr(p, '(')); p++) {
		/* the joint form's '(' follows its first syllable or opens it */
		if (joint_at(p) >= 0)
			return true;
		if (p - s >= 3 && joint_at(p - 3) >= 0)
			return true;
	}
	return false;
}

void lr_ko_particles(char *s, size_t from)
{
	size_t n = strlen(s);
	if (from > n || !strchr(s + from, '('))
		return;
	char *w = s + from;	/* where the text is written back */
	const char *r = s + from;
	while (*r) {
		int j = *r == '(' || (unsigned char)*r >= 0xe0 ? joint_at(r) : -1;
		if (j < 0) {
			*w++ = *r++;
			continue;
		}
		/* the word before is what is already written */
		enum final f = final_before(s, w);
		const char *form = f == FINAL_CONSONANT ? joints[j].after_consonant
				   : f == FINAL_VOWEL ? joints[j].after_vowel
				   : f == FINAL_RIEUL ? joints[j].after_rieul
						      : NULL;
		size_t jl = strlen(joints[j].joint);
		if (!form) {	/* unknown word: the joint form stays */
			memmove(w, r, jl);
			w += jl;
		} else {
			size_t fl = strlen(form);
			memmove(w, form, fl);
			w += fl;
		}
		r += jl;
	}
	*w = '\0';
}
