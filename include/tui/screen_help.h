/* liuren - screen_help.h: the help screen: the key bindings and the legend
 * of the plate's marks; how far it is scrolled is the screen's own
 * (st->help, made when it first opens).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_SCREEN_HELP_H
#define TUI_SCREEN_HELP_H

#include "tui/draw.h"
#include "tui/keys.h"

/* The screen's draw() and key() (see tui/screen.h). */
void tui_screen_help_draw(struct tui *t);
unsigned tui_screen_help_key(struct tui *t, enum tui_action a, int key);

/* Open the help over the screen on view (returned to with Esc or ?). */
unsigned tui_help_open(struct tui_state *st);

#endif
