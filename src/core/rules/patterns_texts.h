/* liuren - rules/patterns_texts.h: the texts of res/patterns.tsv as the
 * build writes them (tools/gen_name_index.c, $(B)/gen/pattern_texts_table.h)
 * for patterns_text.c. Not part of the public interface.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_RULES_PATTERNS_TEXTS_H
#define LIUREN_RULES_PATTERNS_TEXTS_H

#include <stdbool.h>

#include "liuren/patterns.h"

/* The string fields of the text T of a 課體, by number I: its three
 * glosses, then per passage its text, place and kind
 * (pattern_text_fields of them): the order in which the build writes
 * them. */
const char **pattern_text_field(struct lr_pattern_text *t, int i);
int pattern_text_fields(const struct lr_pattern_text *t);

/* The names lr_pattern_find knows, at most MAX_NAMES, built now: each
 * into NAMES (an alias's text into ALIASES at its index), as compared
 * (Simplified forms made Traditional, a closing 格 dropped) into
 * COMPARED_AS, its pattern into OWNER. Returns how many. The build
 * writes them (pattern_texts_table.h) for the program to read. */
enum { MAX_NAMES = 320, NAME_LEN = 32 };
int pattern_names_build(const char **names, char (*compared_as)[NAME_LEN * 4],
			int *owner, char (*aliases)[NAME_LEN]);
/* Does lr_pattern_find read the names the build wrote? */
bool pattern_names_from_build(void);

/* Are the texts read those the build wrote (the data directory's
 * patterns.tsv unchanged), not parsed from the file? */
bool pattern_texts_from_build(void);

#endif
