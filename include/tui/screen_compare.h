/* liuren - screen_compare.h: the compare-schools view: the chart under the
 * settings and under the variant st->compare, side by side.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_SCREEN_COMPARE_H
#define TUI_SCREEN_COMPARE_H

#include "tui/draw.h"
#include "tui/keys.h"

/* The screen's draw() and key() (see tui/screen.h). */
void tui_screen_compare_draw(struct tui *t);
unsigned tui_screen_compare_key(struct tui *t, enum tui_action a, int key);

#endif
