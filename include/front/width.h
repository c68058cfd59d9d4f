/* liuren - width.h: the display width of UTF-8 text outside the
 * browser: the columns a terminal or a monospaced code block gives each
 * character (libunistring's uc_width for UTF-8, as the browser's
 * tw_char_width measures), for the pictures of a chart that align text
 * in columns (front/picture.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef FRONT_WIDTH_H
#define FRONT_WIDTH_H

#include <stddef.h>
#include <stdint.h>

/* Columns one character takes: 0, 1 or 2 (a character libunistring does
 * not know, or a control character, takes 1, as the U+FFFD drawn for
 * it; the verbatim marks of liuren/lang.h take 0). */
int front_char_width(uint32_t c);

/* The bytes of the terminal's control sequence at P (a colour: ESC [
 * 1;31 m), 0 when there is none: it takes no columns. */
size_t front_escape_length(const char *p);

/* Columns TEXT takes (bad bytes count as one column each; a control
 * sequence none). */
int front_text_width(const char *text);

/* The character at *P (bad bytes give U+FFFD, one byte each); *P moves
 * past it. 0 at the end of the string. */
uint32_t front_next_char(const char **p);

/* How many bytes of TEXT fit in COLS columns (control sequences taking
 * none), a wide character that would cross the edge left out whole; the columns they take into *USED
 * (when not NULL). */
size_t front_text_fit(const char *text, int cols, int *used);

#endif
