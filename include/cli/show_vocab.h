/* liuren - show_vocab.h: `liuren show` for the twelve generals and the
 * twelve 神 (卷二 神將釋).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef CLI_SHOW_VOCAB_H
#define CLI_SHOW_VOCAB_H

#include <stddef.h>

/* If NAME (normalized, in a buffer of SIZE bytes) names a general or a
 * 神, print what the book says of it, put the book's name in NAME (元武
 * becomes 玄武) and return 1; the same for 大神總論, 天將總論 and 神將釋
 * (both); 0 if it names none of them; -1 (after an error message for
 * CMD) when the data cannot be read. */
int show_vocab(const char *cmd, char *name, size_t size);

#endif
