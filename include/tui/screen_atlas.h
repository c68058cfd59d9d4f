/* liuren - screen_atlas.h: the lesson atlas: the 720 charts of the hour
 * filtered by method, 課體 or 法; its rows and filters are its own
 * (st->atlas, made when it first opens).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_SCREEN_ATLAS_H
#define TUI_SCREEN_ATLAS_H

#include "tui/draw.h"
#include "tui/keys.h"

/* The screen's draw() and key() (see tui/screen.h). */
void tui_screen_atlas_draw(struct tui *t);
unsigned tui_screen_atlas_key(struct tui *t, enum tui_action a, int key);

/* Open the atlas (making its rows for the hour when needed). */
unsigned tui_atlas_open(struct tui_state *st);
/* Filter the atlas by NAME as typed: a 課體 (or a variant), else a 法 of
 * the 畢法賦 (「第三法」, its line, its first four characters) or a 格 its
 * commentary names; "" shows all. Returns 0, or -1 with a one-line
 * message in ERR when NAME is none of them. */
int tui_atlas_name(struct tui_state *st, const char *name, char *err,
		   size_t errlen);
/* Free what the atlas holds. */
void tui_atlas_free(struct tui_state *st);

#endif
