/* liuren - utf8.h: stepping through UTF-8 text that may be malformed.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_UTF8_H
#define LIUREN_UTF8_H

#include <stddef.h>
#include "liuren/export.h"

LR_BEGIN_DECLS

/* The length in bytes of the character at S: as its lead byte says, but
 * never past a byte that is not a continuation byte, so never past the
 * end of a string cut inside a character. 0 at the terminating NUL. */
size_t lr_utf8_char_len(const char *s);

/* The number of characters in S. */
size_t lr_utf8_length(const char *s);

/* The edit distance between A and B counted in characters (insertions,
 * deletions and substitutions of whole characters; only the first
 * LR_UTF8_DISTANCE_MAX characters of each are compared). For "did you
 * mean" suggestions. */
enum { LR_UTF8_DISTANCE_MAX = 32 };
int lr_utf8_distance(const char *a, const char *b);

LR_END_DECLS

#endif
