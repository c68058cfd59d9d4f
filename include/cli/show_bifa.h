/* liuren - show_bifa.h: `liuren show` for a 法 of the 《畢法賦》.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef CLI_SHOW_BIFA_H
#define CLI_SHOW_BIFA_H

#include <stdbool.h>
#include <stdio.h>

/* `show NAME` for a 法 (its number 「第三法」, its line or the first words
 * of it, or a 格 its commentary names): prints the verse line, whether a
 * chart decides it (and if not, why), and the commentary, the 格 asked
 * for first; returns true. False when NAME names no 法. */
bool show_bifa(FILE *out, const char *name);

#endif
