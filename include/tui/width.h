/* liuren - width.h: display width of UTF-8 text for the chart browser.
 *
 * The one place the browser measures text. Widths come from libunistring
 * (uc_width with encoding "UTF-8"); a test checks they agree with libc
 * wcwidth() for every character the browser draws. Bad bytes and control
 * characters are replaced by U+FFFD before measuring, so what is
 * measured is what is drawn. Nothing here touches curses.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_WIDTH_H
#define TUI_WIDTH_H

#include <stddef.h>
#include <stdint.h>
#include <wchar.h>

enum { TW_REPLACEMENT = 0xFFFD };

/* Decode the character at *P (not past END), advance *P past it and
 * return it; invalid bytes and control characters come back as U+FFFD.
 * Returns 0 at END. */
uint32_t tw_next(const char **p, const char *end);

/* Columns one (already cleaned) character takes: 0, 1 or 2. */
int tw_char_width(uint32_t c);

/* Columns TEXT takes when drawn. */
int tw_width(const char *text);

/* How many bytes of TEXT fit in COLS columns. A wide character that
 * would cross the edge is left out whole. Sets *USED (if not NULL) to the
 * columns those bytes take. */
size_t tw_fit(const char *text, int cols, int *used);

/* Convert the part of TEXT that fits in COLS columns into wide
 * characters for curses, cleaned as tw_next() does. Writes at most
 * OUTLEN - 1 characters and a terminating 0; returns how many were
 * written, and the columns they take in *USED (if not NULL). */
size_t tw_to_wide(const char *text, int cols, wchar_t *out, size_t outlen,
		  int *used);

/* Break TEXT into lines of at most COLS columns (never splitting a
 * character). Returns the number of bytes of the first line and sets
 * *NEXT to where the following line starts (spaces at the break are
 * skipped). */
size_t tw_wrap(const char *text, int cols, const char **next);

#endif
