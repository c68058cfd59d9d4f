/* liuren - screen_teach.h: the teaching mode, the derivation one step at a
 * time on the chart screen's plate (st->teach_step).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_SCREEN_TEACH_H
#define TUI_SCREEN_TEACH_H

#include "tui/draw.h"
#include "tui/keys.h"

/* The screen's draw() and key() (see tui/screen.h). */
void tui_screen_teach_draw(struct tui *t);
unsigned tui_screen_teach_key(struct tui *t, enum tui_action a, int key);

#endif
