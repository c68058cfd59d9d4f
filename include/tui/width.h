/* liuren - width.h: display width of UTF-8 text for the chart browser.
 *
 * The one place the browser measures text. Widths come from libunistring
 * (uc_width with encoding "UTF-8"); a test checks they agree with libc
 * wcwidth() for every character the browser draws. Bad bytes and control
 * characters are replaced by U+FFFD before measuring, so what is
 * measured is what is drawn. Line breaking (tw_lines) follows the
 * Unicode rules through libunistring; cutting (tw_clip) marks what it
 * leaves out with an ellipsis. Nothing here touches curses.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_WIDTH_H
#define TUI_WIDTH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <wchar.h>

enum { TW_REPLACEMENT = 0xFFFD };

/* Decode the character at *P (not past END), advance *P past it and
 * return it; invalid bytes and control characters come back as U+FFFD.
 * Returns 0 at END. */
uint32_t tw_next(const char **p, const char *end);

/* Terminals that draw the characters of East Asian width "ambiguous"
 * (①, …, ▼, ─ …) two columns wide, where curses counts one: with ON,
 * tw_next gives each such character an ASCII stand-in of one column
 * (tw_ascii_stand_in: 1 for ①, > for …, v for ▼, - | + for the box
 * lines), so what is measured is what the terminal draws. Off at start. */
void tw_set_ascii_marks(bool on);
bool tw_ascii_marks(void);
/* Is C of East Asian width "ambiguous" (one column in UTF-8, two in a
 * CJK encoding)? */
bool tw_ambiguous(uint32_t c);
/* The ASCII character drawn for C when ambiguous characters are (? for
 * one with no stand-in of its own). */
uint32_t tw_ascii_stand_in(uint32_t c);

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

/* The mark that ends a cut line: the text goes on past it, one key away
 * (the next line, or the commentary). */
#define TW_ELLIPSIS "…"

/* One line of wrapped text: LEN bytes from START; CUT when the line had
 * to be cut inside a run the line-breaking rules do not break (a word
 * longer than the line): it is drawn with TW_ELLIPSIS at its end, and
 * the run goes on at the next line. */
struct tw_line {
	size_t start, len;
	bool cut;
};

/* Keep TERM whole when breaking lines (a term the program knows: 上克下,
 * 地盤, 羊刃, a 課體 or a 神煞): no line is broken inside it, where the
 * Unicode rules would break between any two ideographs. TERM is copied;
 * adding the same term again changes nothing. */
void tw_keep_whole(const char *term);

/* Break TEXT into lines of at most COLS columns by the Unicode line
 * breaking algorithm (UAX #14, libunistring's u8_width_linebreaks): no
 * line starts with 。，、；：」） or ends with 「（, ASCII words and the
 * terms of tw_keep_whole stay whole;
 * a newline is a mandatory break; blanks at a break are dropped. A cut
 * line (see struct tw_line) keeps room for TW_ELLIPSIS. Stores at most
 * MAX lines in OUT (OUT may be NULL when MAX is 0) and returns how many
 * lines the whole text takes. */
int tw_lines(const char *text, int cols, struct tw_line *out, int max);

/* TEXT in one line of COLS columns, into BUF: the whole of it when it
 * fits, else the part that fits before TW_ELLIPSIS, then TW_ELLIPSIS.
 * Returns true when the text was cut. */
bool tw_clip(const char *text, int cols, char *buf, size_t buflen);

#endif
