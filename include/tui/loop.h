/* liuren - loop.h: one turn of the browser's loop, the same for the
 * terminal and the headless driver: a key to the screen on view (by the
 * key table's action) and to the loop's own reactions, then the drawing
 * and the work the reactions ask for (print, search).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_LOOP_H
#define TUI_LOOP_H

#include <stdbool.h>
#include <stddef.h>

#include "tui/draw.h"

/* Handle one key: KEY_RESIZE first, then the screen's key() with the
 * action from the key table, then the loop's own reactions. Returns the
 * reactions (TUI_R_QUIT when the browser should end). */
unsigned tui_handle_key(struct tui *t, int key);
/* Draw the current screen (or the too-small screen) and update. */
void tui_draw(struct tui *t, bool clear_all);
/* Handle KEY and redraw as the reactions ask, writing the chart or
 * searching when they ask for it. Returns true to quit. */
bool tui_react(struct tui *t, int key);

/* The text of screen row Y as UTF-8, trailing blanks removed; a wide
 * character counts once. Returns the bytes written (BUF is terminated). */
size_t tui_read_row(int y, char *buf, size_t buflen);

/* The chart text for `p`, as `liuren print` writes it (render.h).
 * Returns a malloc'd string (caller frees) and its length in *LEN, or
 * NULL when memory runs out. */
char *tui_chart_text(struct tui *t, size_t *len);

/* The chart as a picture in the format p was asked for
 * (st->print_format: SVG, HTML, Markdown, or PNG drawn by rsvg-convert),
 * in a new buffer of *LEN bytes; NULL with one line in ERR (empty when
 * memory ran out). */
char *tui_chart_picture(struct tui *t, size_t *len, char *err,
			size_t errlen);

#endif
