/* liuren - suggest.h: close matches for a mistyped name ("did you mean").
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef CLI_SUGGEST_H
#define CLI_SUGGEST_H

#include <stddef.h>

enum { SUGGEST_MAX = 6 };

struct suggest {
	const char *query;
	size_t count;
	const char *names[SUGGEST_MAX];
	int scores[SUGGEST_MAX];
};

void suggest_init(struct suggest *s, const char *query);
/* Offer NAME as a candidate; the closest ones (edit distance counted in
 * characters, a shared substring counting as close) are kept. */
void suggest_offer(struct suggest *s, const char *name);
/* "六儀, 旬儀" into BUF ("" when nothing is close). */
const char *suggest_text(const struct suggest *s, char *buf, size_t len);

#endif
