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

/* Are the texts read those the build wrote (the data directory's
 * patterns.tsv unchanged), not parsed from the file? */
bool pattern_texts_from_build(void);

#endif
