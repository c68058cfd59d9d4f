/* liuren - suggest.c: close matches for a mistyped name.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "cli/suggest.h"

#include <stdio.h>
#include <string.h>

#include "liuren/i18n.h"
#include "liuren/utf8.h"

void suggest_init(struct suggest *s, const char *query)
{
	s->query = query;
	s->count = 0;
}

void suggest_offer(struct suggest *s, const char *name)
{
	int score = lr_utf8_distance(s->query, name);
	if (strstr(name, s->query) || strstr(s->query, name))
		score = score > 1 ? 1 : score;
	if (score > (lr_utf8_length(s->query) <= 2 ? 1 : 2))
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
		/* TRANSLATORS: between the names of a list ("六儀, 六純") */
		int n = snprintf(buf + used, len - used, "%s%s", i ? _(", ") : "",
				 s->names[i]);
		if (n < 0)
			break;
		used += (size_t)n;
	}
	return buf;
}
