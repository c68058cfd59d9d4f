/* liuren - suggest.c: close matches for a mistyped name.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "cli/suggest.h"

#include <stdio.h>
#include <string.h>

enum { MAX_CHARS = 32 };

/* Split UTF-8 TEXT into code points; returns the count (at most MAX). */
static int code_points(const char *text, unsigned out[MAX_CHARS])
{
	int n = 0;
	const unsigned char *p = (const unsigned char *)text;
	while (*p && n < MAX_CHARS) {
		unsigned c = *p++;
		int more = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : 0;
		for (; more > 0 && (*p & 0xc0) == 0x80; more--)
			c = (c << 6) | (*p++ & 0x3f);
		out[n++] = c;
	}
	return n;
}

static int distance(const char *a, const char *b)
{
	unsigned ca[MAX_CHARS], cb[MAX_CHARS];
	int na = code_points(a, ca), nb = code_points(b, cb);
	int row[MAX_CHARS + 1];
	for (int j = 0; j <= nb; j++)
		row[j] = j;
	for (int i = 1; i <= na; i++) {
		int diag = row[0];
		row[0] = i;
		for (int j = 1; j <= nb; j++) {
			int up = row[j];
			int best = diag + (ca[i - 1] != cb[j - 1]);
			if (up + 1 < best)
				best = up + 1;
			if (row[j - 1] + 1 < best)
				best = row[j - 1] + 1;
			row[j] = best;
			diag = up;
		}
	}
	return row[nb];
}

void suggest_init(struct suggest *s, const char *query)
{
	s->query = query;
	s->count = 0;
}

void suggest_offer(struct suggest *s, const char *name)
{
	int score = distance(s->query, name);
	if (strstr(name, s->query) || strstr(s->query, name))
		score = score > 1 ? 1 : score;
	unsigned q[MAX_CHARS];
	int len = code_points(s->query, q);
	if (score > (len <= 2 ? 1 : 2))
		return;
	for (size_t i = 0; i < s->count; i++)
		if (!strcmp(s->names[i], name))
			return;
	size_t at = s->count;
	while (at > 0 && s->scores[at - 1] > score)
		at--;
	if (at >= SUGGEST_MAX)
		return;
	size_t last = s->count < SUGGEST_MAX ? s->count : SUGGEST_MAX - 1;
	for (size_t i = last; i > at; i--) {
		s->names[i] = s->names[i - 1];
		s->scores[i] = s->scores[i - 1];
	}
	s->names[at] = name;
	s->scores[at] = score;
	if (s->count < SUGGEST_MAX)
		s->count++;
}

const char *suggest_text(const struct suggest *s, char *buf, size_t len)
{
	size_t used = 0;
	buf[0] = '\0';
	for (size_t i = 0; i < s->count && used < len; i++) {
		int n = snprintf(buf + used, len - used, "%s%s", i ? ", " : "",
				 s->names[i]);
		if (n < 0)
			break;
		used += (size_t)n;
	}
	return buf;
}
