/* liuren - panes.h: the reading panes of the chart screen: the fired
 * 課體, the 神煞 and the commentary of the selection.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_PANES_H
#define TUI_PANES_H

#include "tui/draw.h"

/* The reading panes (panes.c), each filling box B: the fired 課體 (each
 * reason whole when all fit, else one cut line each), the 神煞 (see
 * tui_shensha_rows) and the commentary of the selection. A list that does
 * not fit ends with the more-marker; a wide 神煞 pane sets several 神煞
 * of a group side by side. The hit functions give the line at screen row
 * Y, column X (index into fired, or among the shown 神煞), or -1. */
void tui_draw_patterns(struct tui *t, const struct tui_pane_box *b);
void tui_draw_shensha(struct tui *t, const struct tui_pane_box *b);
void tui_draw_commentary(struct tui *t, const struct tui_pane_box *b);
int tui_patterns_hit(const struct tui_state *st, const struct tui_pane_box *b,
		     int y);
int tui_shensha_hit(const struct tui_state *st, const struct tui_pane_box *b,
		    int y, int x);

#endif
