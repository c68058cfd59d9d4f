/* liuren - screen_compare.h: the compare-schools view: the chart under the
 * settings and under another school's, side by side; which school is
 * the screen's own (st->compare, made when it first opens).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_SCREEN_COMPARE_H
#define TUI_SCREEN_COMPARE_H

#include "tui/draw.h"
#include "tui/keys.h"

/* The screen's draw() and key() (see tui/screen.h). */
void tui_screen_compare_draw(struct tui *t);
unsigned tui_screen_compare_key(struct tui *t, enum tui_action a, int key);

/* Open the compare view (reading the compared school when needed). */
unsigned tui_compare_open(struct tui_state *st);
/* The school compared: an index into tui_compare_variants (0 until the
 * view first opens). */
int tui_compare_variant(const struct tui_state *st);
/* The reading of the chart under the school compared (the settings with
 * that variant applied), read unless it has been since the chart last
 * changed (tui_state_compare). */
const struct lr_reading *tui_compare_reading(struct tui_state *st);

#endif
