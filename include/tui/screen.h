/* liuren - screen.h: the table of the browser's screens. Each screen is
 * a module (src/tui/screen_NAME.c) with draw() and key(): key() receives
 * the action the key table gives the key in the screen's context (or
 * TUI_A_NONE and the raw key) and returns TUI_R_* reactions, never
 * drawing; draw() paints the whole screen from the state. The loop
 * dispatches through this table only.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_SCREEN_H
#define TUI_SCREEN_H

#include <stdbool.h>

#include "tui/draw.h"
#include "tui/keys.h"

struct tui_screen {
	enum tui_ctx ctx;	/* the key context it reads keys in */
	void (*draw)(struct tui *t);
	unsigned (*key)(struct tui *t, enum tui_action action, int key);
	bool overlay;		/* drawn over the screen it came from
				 * (st->back), drawn first */
	void (*free)(struct tui_state *st);	/* what it holds (NULL:
						 * nothing) */
};

/* The screen ID (the chart screen for an unknown one). */
const struct tui_screen *tui_screen(enum tui_screen_id id);

/* Free what every screen holds, when the browser ends. */
void tui_screens_free(struct tui_state *st);

#endif
