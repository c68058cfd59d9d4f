/* liuren - width.c: display width of UTF-8 text (see tui/width.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/width.h"

#include <stdlib.h>
#include <string.h>
#include <unilbrk.h>
#include <unistr.h>
#include <uniwidth.h>

/* Characters of East Asian width "ambiguous" are drawn ASCII (see
 * tw_set_ascii_marks). */
static bool ascii_marks;

void
tw_set_ascii_marks(bool on)
{
	ascii_marks = on;
}

bool
tw_ascii_marks(void)
{
	return ascii_marks;
}

bool
tw_ambiguous(uint32_t c)
{
	/* libunistring measures by the encoding: in a CJK one (EUC-JP) the
	 * ambiguous characters take two columns, in UTF-8 one */
	return c >= 0xa0 && uc_width(c, "UTF-8") == 1 &&
	       uc_width(c, "EUC-JP") == 2;
}

uint32_t
tw_ascii_stand_in(uint32_t c)
{
	static const struct { uint32_t from, to; } marks[] = {
		{ 0x2026, '>' },	/* … the text goes on */
		{ 0x25bc, 'v' }, { 0x25b2, '^' },	/* ▼ ▲ more lines */
		{ 0x25b6, '>' }, { 0x25c0, '<' },
		{ 0x00b7, '.' }, { 0x00d7, 'x' }, { 0x00f7, '/' },
		{ 0x00b0, 'o' }, { 0x00b1, '+' }, { 0x00a7, 'S' },
		{ 0x2010, '-' }, { 0x2013, '-' }, { 0x2014, '-' },
		{ 0x2015, '-' }, { 0x2018, '\'' }, { 0x2019, '\'' },
		{ 0x201c, '"' }, { 0x201d, '"' }, { 0x2022, '*' },
		{ 0x2190, '<' }, { 0x2191, '^' }, { 0x2192, '>' },
		{ 0x2193, 'v' }, { 0x25cb, 'o' }, { 0x25cf, '*' },
		{ 0x25ce, '@' }, { 0x2605, '*' }, { 0x2606, '*' },
		{ 0x203b, '*' },
	};
	for (size_t i = 0; i < sizeof marks / sizeof marks[0]; i++)
		if (marks[i].from == c)
			return marks[i].to;
	if (c >= 0x2460 && c <= 0x2468)		/* ①…⑨ */
		return '1' + (c - 0x2460);
	if (c >= 0x2776 && c <= 0x277e)		/* ❶…❾ */
		return '1' + (c - 0x2776);
	if (c >= 0x2500 && c <= 0x257f) {	/* box drawing */
		static const uint32_t h[] = { 0x2500, 0x2501, 0x2504, 0x2505,
			0x2508, 0x2509, 0x254c, 0x254d, 0x2550 };
		static const uint32_t v[] = { 0x2502, 0x2503, 0x2506, 0x2507,
			0x250a, 0x250b, 0x254e, 0x254f, 0x2551 };
		for (size_t i = 0; i < sizeof h / sizeof h[0]; i++) {
			if (c == h[i])
				return '-';
			if (c == v[i])
				return '|';
		}
		return '+';
	}
	return '?';
}

uint32_t
tw_next(const char **p, const char *end)
{
	if (*p >= end)
		return 0;
	ucs4_t c;
	int n = u8_mbtouc(&c, (const uint8_t *)*p, (size_t)(end - *p));
	if (n <= 0)
		n = 1;
	*p += n;
	if (c < 0x20 || (c >= 0x7f && c < 0xa0))
		return TW_REPLACEMENT;
	if (uc_width(c, "UTF-8") < 0)
		return TW_REPLACEMENT;
	if (ascii_marks && tw_ambiguous(c))
		return tw_ascii_stand_in(c);
	return c;
}

int
tw_char_width(uint32_t c)
{
	int w = uc_width(c, "UTF-8");
	return w < 0 ? 1 : w;
}

int
tw_width(const char *text)
{
	int cols = 0;
	const char *p = text, *end = text + strlen(text);
	while (p < end)
		cols += tw_char_width(tw_next(&p, end));
	return cols;
}

size_t
tw_fit(const char *text, int cols, int *used)
{
	int w = 0;
	const char *p = text, *end = text + strlen(text);
	while (p < end) {
		const char *q = p;
		int cw = tw_char_width(tw_next(&q, end));
		if (w + cw > cols)
			break;
		w += cw;
		p = q;
	}
	if (used)
		*used = w;
	return (size_t)(p - text);
}

size_t
tw_to_wide(const char *text, int cols, wchar_t *out, size_t outlen,
	   int *used)
{
	int w = 0;
	size_t n = 0;
	const char *p = text, *end = text + strlen(text);
	while (p < end && n + 1 < outlen) {
		const char *q = p;
		uint32_t c = tw_next(&q, end);
		int cw = tw_char_width(c);
		if (w + cw > cols)
			break;
		out[n++] = (wchar_t)c;
		w += cw;
		p = q;
	}
	if (outlen)
		out[n] = 0;
	if (used)
		*used = w;
	return n;
}

/* Closing punctuation of CJK text: 。，、；：！？」』）】〕》〉 and friends. */
static const uint32_t closing_marks[] = {
	0x3002, 0xFF0C, 0x3001, 0xFF1B, 0xFF1A, 0xFF01, 0xFF1F, 0x300D,
	0x300F, 0xFF09, 0x3011, 0x3015, 0x300B, 0x3009, 0xFF0E, 0x2026, 0
};

/* Columns of TEXT[0, LEN). */
static int
width_n(const char *text, size_t len)
{
	int cols = 0;
	const char *p = text, *end = text + len;
	while (p < end)
		cols += tw_char_width(tw_next(&p, end));
	return cols;
}

/* Does the text at P start with punctuation that may not begin a line
 * (UAX #14 classes CL, CP, IS, EX and the ideographic NS stops)? */
static bool
starts_closing(const char *p, const char *end)
{
	uint32_t c = tw_next(&p, end);
	if (!c)
		return false;
	if (c < 0x80)
		return strchr(",.;:!?)]}", (int)c) != NULL;
	for (const uint32_t *m = closing_marks; *m; m++)
		if (*m == c)
			return true;
	return false;
}

/* The byte length of TEXT[0, LEN) without its last character. */
static size_t
back_one(const char *text, size_t len)
{
	do
		len--;
	while (len > 0 && ((unsigned char)text[len] & 0xc0) == 0x80);
	return len;
}

/* Store line START, LEN (blanks at its end dropped) as line *N. */
static void
add_line(struct tw_line *out, int max, int *n, const char *text,
	 size_t start, size_t len, bool cut)
{
	while (len > 0 && text[start + len - 1] == ' ')
		len--;
	if (*n < max)
		out[*n] = (struct tw_line){ start, len, cut };
	(*n)++;
}

/* The terms kept whole, by their first character: open addressing on
 * the character, each slot a list of the terms that start with it. */
enum { TERM_SLOTS = 1024 };
static struct {
	uint32_t first;
	char **terms;
	int n, cap;
} term_slots[TERM_SLOTS];

static int
term_slot(uint32_t first, bool add)
{
	unsigned i = (first * 2654435761u) % TERM_SLOTS;
	for (unsigned k = 0; k < TERM_SLOTS; k++, i = (i + 1) % TERM_SLOTS) {
		if (term_slots[i].first == first)
			return (int)i;
		if (!term_slots[i].first) {
			if (!add)
				return -1;
			term_slots[i].first = first;
			return (int)i;
		}
	}
	return -1;
}

void
tw_keep_whole(const char *term)
{
	const char *p = term, *end = term + strlen(term);
	uint32_t first = tw_next(&p, end);
	if (!first || p == end)
		return;		/* one character never breaks */
	int i = term_slot(first, true);
	if (i < 0)
		return;
	for (int k = 0; k < term_slots[i].n; k++)
		if (!strcmp(term_slots[i].terms[k], term))
			return;
	if (term_slots[i].n == term_slots[i].cap) {
		int cap = term_slots[i].cap ? 2 * term_slots[i].cap : 4;
		char **t = realloc(term_slots[i].terms, (size_t)cap * sizeof *t);
		if (!t)
			return;
		term_slots[i].terms = t;
		term_slots[i].cap = cap;
	}
	char *copy = strdup(term);
	if (copy)
		term_slots[i].terms[term_slots[i].n++] = copy;
}

static bool
is_hangul(uint32_t c)
{
	return (c >= 0xac00 && c <= 0xd7a3) || (c >= 0x1100 && c <= 0x11ff) ||
	       (c >= 0x3130 && c <= 0x318f);
}

/* Mark in O (UC_BREAK_PROHIBITED) the places inside a word of TEXT[0, N)
 * that holds Hangul: Korean breaks between words (at blanks), never inside
 * one, and the 漢字 term a particle follows stays with it (本命이); the
 * line breaker's own rules would break between any two syllables. */
static bool
prohibit_in_korean_words(const char *text, size_t n, char *o)
{
	bool any = false;
	const char *p = text, *end = text + n;
	while (p < end) {
		const char *word = p, *q = p;
		bool hangul = false;
		while (q < end) {
			const char *at = q;
			uint32_t c = tw_next(&q, end);
			if (c == ' ' || c == 0x3000) {
				q = at;
				break;
			}
			hangul |= is_hangul(c);
		}
		if (hangul) {
			const char *r = word;
			tw_next(&r, q);
			for (size_t b = (size_t)(r - text); b < (size_t)(q - text); b++)
				o[b] = UC_BREAK_PROHIBITED;
			any = true;
		}
		p = q;
		if (p < end)
			tw_next(&p, end);	/* the blank */
	}
	return any;
}

/* Mark in O (UC_BREAK_PROHIBITED) the places inside each book title
 * 《…》 of TEXT[0, N) that fits in a line of COLS columns (a longer one
 * breaks as its words allow). */
static bool
prohibit_in_titles(const char *text, size_t n, int cols, char *o)
{
	bool any = false;
	const char *p = text, *end = text + n;
	while (p < end) {
		const char *open = p;
		if (tw_next(&p, end) != 0x300a)	/* 《 */
			continue;
		const char *q = p;
		while (q < end) {
			const char *at = q;
			uint32_t c = tw_next(&q, end);
			if (c == 0x300a) {	/* a new title: this one is open */
				q = at;
				break;
			}
			if (c != 0x300b)	/* 》 */
				continue;
			if (width_n(open, (size_t)(q - open)) <= cols) {
				for (size_t b = (size_t)(p - text);
				     b < (size_t)(q - text); b++)
					o[b] = UC_BREAK_PROHIBITED;
				any = true;
			}
			break;
		}
		p = q;
	}
	return any;
}

/* Mark in O (UC_BREAK_PROHIBITED) the places inside a kept term of
 * TEXT[0, N), inside a Korean word and inside a book title that fits a
 * line of COLS; returns false when none is there. */
static bool
prohibit_in_terms(const char *text, size_t n, int cols, char *o)
{
	memset(o, UC_BREAK_UNDEFINED, n);
	bool any = prohibit_in_korean_words(text, n, o);
	any |= prohibit_in_titles(text, n, cols, o);
	const char *p = text, *end = text + n;
	while (p < end) {
		const char *at = p;
		uint32_t c = tw_next(&p, end);
		int i = term_slot(c, false);
		for (int k = 0; i >= 0 && k < term_slots[i].n; k++) {
			const char *t = term_slots[i].terms[k];
			size_t len = strlen(t);
			if ((size_t)(end - at) < len || memcmp(at, t, len))
				continue;
			for (size_t b = (size_t)(p - text); b < (size_t)(at - text) + len; b++)
				o[b] = UC_BREAK_PROHIBITED;
			any = true;
		}
	}
	return any;
}

/* Lines of TEXT[0, N) (no newline inside) from line *COUNT on. */
static void
break_paragraph(const char *text, size_t n, size_t base, int cols,
		struct tw_line *out, int max, int *count)
{
	if (n == 0) {
		add_line(out, max, count, text - base, base, 0, false);
		return;
	}
	char small[1024], small_o[1024];
	char *brk = n <= sizeof small ? small : malloc(n);
	char *o = n <= sizeof small_o ? small_o : malloc(n);
	if (!brk || !o) {	/* no memory: one cut line */
		if (brk != small)
			free(brk);
		if (o != small_o)
			free(o);
		size_t fit = tw_fit(text, cols - 1, NULL);
		add_line(out, max, count, text - base, base, fit, fit < n);
		return;
	}
	u8_width_linebreaks((const uint8_t *)text, n, cols, 0, 0,
			    prohibit_in_terms(text, n, cols, o) ? o : NULL, "UTF-8",
			    brk);
	if (o != small_o)
		free(o);
	size_t start = 0;
	for (size_t end = 1; end <= n; end++) {
		if (end < n && brk[end] != UC_BREAK_POSSIBLE &&
		    brk[end] != UC_BREAK_MANDATORY)
			continue;
		/* [start, end) is a line the rules allow; a run longer than
		 * the line is cut, its rest going on at the next line */
		bool cut = false;
		for (;;) {
			size_t kept = end - start;
			while (kept > 0 && text[start + kept - 1] == ' ')
				kept--;
			if (width_n(text + start, kept) <= cols)
				break;
			size_t len = cols > 1 ? tw_fit(text + start, cols - 1,
						       NULL) : 0;
			/* the rest must not start with closing punctuation */
			while (len > 0 && starts_closing(text + start + len,
							  text + n))
				len = back_one(text + start, len);
			if (len == 0) {	/* never loop: one character */
				const char *q = text + start;
				tw_next(&q, text + n);
				len = (size_t)(q - (text + start));
			}
			add_line(out, max, count, text - base, base + start, len,
				 true);
			start += len;
			cut = true;
		}
		if (!cut || start < end)
			add_line(out, max, count, text - base, base + start,
				 end - start, false);
		start = end;
	}
	if (brk != small)
		free(brk);
}

int
tw_lines(const char *text, int cols, struct tw_line *out, int max)
{
	int count = 0;
	if (cols < 1)
		cols = 1;
	const char *p = text;
	for (;;) {
		size_t n = strcspn(p, "\n");
		break_paragraph(p, n, (size_t)(p - text), cols, out, max, &count);
		if (!p[n])
			break;
		p += n + 1;
	}
	return count;
}

bool
tw_clip(const char *text, int cols, char *buf, size_t buflen)
{
	if (buflen == 0)
		return false;
	size_t len = strlen(text);
	bool cut = tw_width(text) > cols;
	if (cut)
		len = cols > 1 ? tw_fit(text, cols - 1, NULL) : 0;
	size_t room = buflen - 1 - (cut ? strlen(TW_ELLIPSIS) : 0);
	if (buflen < 1 + strlen(TW_ELLIPSIS))
		room = 0;
	if (len > room) {
		/* never end inside a character */
		len = room;
		while (len > 0 && ((unsigned char)text[len] & 0xc0) == 0x80)
			len--;
		cut = true;
	}
	memcpy(buf, text, len);
	buf[len] = 0;
	if (cut && cols >= 1 && buflen >= len + 1 + strlen(TW_ELLIPSIS))
		strcat(buf, TW_ELLIPSIS);
	return cut;
}
