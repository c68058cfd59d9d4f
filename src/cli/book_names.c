/* liuren - book_names.c: the names find's and show's words take, for
 * completion (their WORDS rows' values), from the loaded tables.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "cli/book_names.h"

#include <string.h>

#include "liuren/bifa.h"
#include "liuren/ganzhi.h"
#include "liuren/names.h"
#include "liuren/patterns.h"
#include "liuren/shensha.h"

void cli_values_book_names(void (*put)(const char *name, void *arg), void *arg)
{
	char err[512];
	enum { MAX_PATTERNS = 512 };
	static const char *patterns[MAX_PATTERNS];
	int n = lr_pattern_names(patterns, MAX_PATTERNS);
	for (int i = 0; i < n && i < MAX_PATTERNS; i++)
		put(patterns[i], arg);
	/* each 法 by its number and its verse, and the 格 its commentary
	 * names, from res/bifa.tsv */
	if (lr_bifa_texts_load(err, sizeof err) == 0) {
		for (int k = 1; k <= LR_BIFA_COUNT; k++) {
			char ordinal[64];
			const struct lr_bifa_text *t = lr_bifa_text(k, err, sizeof err);
			put(lr_bifa_ordinal(k, ordinal, sizeof ordinal), arg);
			if (!t)
				continue;
			put(t->verse, arg);
			for (int i = 0; i < t->count; i++)
				if (t->kind[i] && !strcmp(t->kind[i], "ge") && t->name[i])
					put(t->name[i], arg);
		}
	}
	const struct lr_shensha_set *set = lr_shensha_default(err, sizeof err);
	for (size_t i = 0; set && i < lr_shensha_count(set); i++)
		put(lr_shensha_at(set, i)->name, arg);
}

void cli_values_show_names(void (*put)(const char *name, void *arg), void *arg)
{
	cli_values_book_names(put, arg);
	/* the twelve generals and the twelve 神 by their 月將 names (卷二
	 * 神將釋, what show_vocab reads) */
	for (int g = 0; g < LR_BRANCHES; g++)
		put(lr_general_name(g), arg);
	for (int b = 0; b < LR_BRANCHES; b++)
		put(lr_month_general_name(b), arg);
}
