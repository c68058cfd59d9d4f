/* liuren - screen_teach.h: the teaching mode, the derivation one step at a
 * time on the chart screen's plate; the step is the screen's own
 * (st->teach, made when it first opens).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_SCREEN_TEACH_H
#define TUI_SCREEN_TEACH_H

#include "tui/draw.h"
#include "tui/keys.h"

/* The screen's draw() and key() (see tui/screen.h). */
void tui_screen_teach_draw(struct tui *t);
unsigned tui_screen_teach_key(struct tui *t, enum tui_action a, int key);

/* Open the teaching mode at the derivation's first step. */
unsigned tui_teach_open(struct tui_state *st);
/* The step shown: an index into st->trace->steps, within the chart's
 * trace (0 until the mode first opens). */
int tui_teach_step(const struct tui_state *st);
/* Start the walk over at the first step (a new chart). */
void tui_teach_reset(struct tui_state *st);

#endif
