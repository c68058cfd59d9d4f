/* liuren - screen_chart.h: the chart screen (the plate, 三傳, 四課 and the
 * reading panes with the selection); its key() serves the teaching and
 * compare screens for the keys they do not take.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_SCREEN_CHART_H
#define TUI_SCREEN_CHART_H

#include "tui/draw.h"
#include "tui/keys.h"

/* The screen's draw() and key() (see tui/screen.h). */
void tui_screen_chart_draw(struct tui *t);
unsigned tui_screen_chart_key(struct tui *t, enum tui_action a, int key);

#endif
