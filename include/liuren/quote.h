/* liuren - quote.h: the one way a message shows a piece of its input.
 *
 * Every error message that echoes what a person typed or a file held
 * passes the text through lr_quote, so a message is always one line of
 * plain text of sensible length: control characters (ESC, newline, tab,
 * DEL, C1 controls) and bytes that are not UTF-8 are written as escapes
 * (\e \n \t \r \a \b \f \v \\xNN), and a long value is cut after
 * LR_QUOTE_CHARS characters with "…" appended. The quotes around the
 * value stay in the message's format ("bad date '%s'").
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_QUOTE_H
#define LIUREN_QUOTE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "liuren/export.h"

LR_BEGIN_DECLS

enum {
	LR_QUOTE_CHARS = 48,	/* characters kept of a long value */
	LR_QUOTE_SIZE = 256	/* a buffer that always holds the result */
};

/* Write TEXT, escaped and shortened, into BUF of SIZE bytes (at least
 * LR_QUOTE_SIZE for the whole of LR_QUOTE_CHARS characters); returns
 * BUF. A NULL TEXT gives "". */
const char *lr_quote(const char *text, char *buf, size_t size);

/* Escape the control characters and bad bytes of a whole MESSAGE into
 * BUF of SIZE bytes (nothing is cut but what does not fit, which ends
 * in "…"); returns BUF. For the last step before a message is printed. */
const char *lr_quote_message(const char *message, char *buf, size_t size);

/* Write the whole of TEXT (LEN bytes; a NUL ends it early) to OUT for a
 * person to read: stored and imported texts (a case's question, tags,
 * notes …) are printed only through this, on a terminal and into files
 * alike. Control characters (C0 with ESC, DEL, the C1 controls) and bytes
 * that are not UTF-8 are escaped as lr_quote_message escapes them (\e,
 * \x9b …), nothing is cut; with LR_QUOTE_LINES a newline and a tab are
 * kept as they are (a text of several lines). Returns 0, or EOF on a
 * write error. */
enum { LR_QUOTE_LINES = 1 };
int lr_quote_fput(const char *text, size_t len, int flags, FILE *out);

/* Is TEXT valid UTF-8 throughout (no stray, overlong or surrogate
 * bytes)? Control characters are valid; NULL is not. */
bool lr_quote_is_utf8(const char *text);

LR_END_DECLS

#endif
