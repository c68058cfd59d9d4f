/* liuren - utf8.c: stepping through UTF-8 text that may be malformed.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/utf8.h"

#include <string.h>

size_t lr_utf8_char_len(const char *s)
{
	unsigned char c = (unsigned char)*s;
	size_t want = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
	size_t len = c ? 1 : 0;
	while (len > 0 && len < want && ((unsigned char)s[len] & 0xc0) == 0x80)
		len++;
	return len;
}

size_t lr_utf8_length(const char *s)
{
	size_t n = 0;
	for (size_t len; (len = lr_utf8_char_len(s)) > 0; s += len)
		n++;
	return n;
}

/* Split S into at most LR_UTF8_DISTANCE_MAX characters. */
static int split(const char *s, const char *at[], size_t len[])
{
	int n = 0;
	while (n < LR_UTF8_DISTANCE_MAX && (len[n] = lr_utf8_char_len(s)) > 0) {
		at[n] = s;
		s += len[n++];
	}
	return n;
}

int lr_utf8_distance(const char *a, const char *b)
{
	const char *ca[LR_UTF8_DISTANCE_MAX], *cb[LR_UTF8_DISTANCE_MAX];
	size_t la[LR_UTF8_DISTANCE_MAX], lb[LR_UTF8_DISTANCE_MAX];
	int na = split(a, ca, la), nb = split(b, cb, lb);
	int row[LR_UTF8_DISTANCE_MAX + 1];
	for (int j = 0; j <= nb; j++)
		row[j] = j;
	for (int i = 1; i <= na; i++) {
		int diag = row[0];
		row[0] = i;
		for (int j = 1; j <= nb; j++) {
			int same = la[i - 1] == lb[j - 1] &&
				   !memcmp(ca[i - 1], cb[j - 1], la[i - 1]);
			int best = diag + !same;
			if (row[j] + 1 < best)
				best = row[j] + 1;
			if (row[j - 1] + 1 < best)
				best = row[j - 1] + 1;
			diag = row[j];
			row[j] = best;
		}
	}
	return row[nb];
}
