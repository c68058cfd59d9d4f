/* liuren - screen_practice.h: practice in the browser: the chart on
 * screen asked step by step (liuren/practice.h), the student typing each
 * answer, a wrong one shown the sentences of the derivation that decide
 * it beside the plate with their palaces lit (no more of the chart than
 * the questions so far have asked); else the plate stays hidden.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_SCREEN_PRACTICE_H
#define TUI_SCREEN_PRACTICE_H

#include "tui/draw.h"
#include "tui/keys.h"

/* Start practising the chart of ST (the key on the chart screen). */
unsigned tui_practice_open(struct tui_state *st);

/* The screen's draw() and key() (see tui/screen.h). */
void tui_practice_draw(struct tui *t);
unsigned tui_practice_key(struct tui *t, enum tui_action a, int key);

#endif
