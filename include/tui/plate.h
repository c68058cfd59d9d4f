/* liuren - plate.h: the square plate of the twelve palaces and the
 * chart screen's layout around it (the 三傳, the 四課, the derivation and
 * the reading panes), shared by the chart, teaching and compare screens
 * (the plate alone by the practice screen).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_PLATE_H
#define TUI_PLATE_H

#include <stddef.h>

#include "tui/draw.h"

/* The plate and side panes (plate.c), used by the chart and teaching
 * screens; STEP is the trace step to highlight, or NULL for the chart
 * screen, which also shows the 課體 and 神煞 panes, the selection and,
 * when open, the commentary (over the side panes below 120 columns, in
 * place of the derivation from 120 on). */
void tui_draw_chart(struct tui *t, const struct lr_step *step);

/* What the plate writes in palace P (an earth branch) of CHART when its
 * 氣 are shown (the z key): the heaven branch's 旺相休囚死 in the month
 * whose 月建 is MONTH ("?" when MONTH is -1, unknown), a space, and its
 * 十二長生 stage seen from the day stem (lr_growth_stage), as "旺 長生".
 * Returns OUT. */
char *tui_palace_qi(const struct lr_chart *chart, int month, int p,
		    char *out, size_t size);

/* The two plates of the compare view side by side, the chart's on the
 * left and OTHER (the compared school's) on the right, each in its half
 * of the screen with its top border on row Y, a palace that differs
 * highlighted. Returns the first row below them. */
int tui_draw_compare_plates(struct tui *t, int y,
			    const struct lr_chart *other);

/* The plate alone, as the practice screen draws it: the columns and
 * rows (*W, *H) of a plate given WIDTH columns on a screen LINES tall
 * (the chart screen's cells: 8 x 3 at 80x24, growing with the screen),
 * and the plate of CHART drawn so with its top-left corner at (Y, X),
 * the palaces LIT highlighted, the candidates and counts of STEP (when
 * not NULL) marked as the teaching mode marks them and only what RV
 * reveals shown (liuren/teaching.h). */
struct lr_reveal;
void tui_plate_size(int width, int lines, int *w, int *h);
void tui_draw_plate(struct tui *t, int y, int x, int width,
		    const struct lr_chart *chart, unsigned lit,
		    const struct lr_step *step, const struct lr_reveal *rv);

/* What lies at a screen position of the chart screen, by the layout
 * tui_draw_chart draws with: a palace (INDEX its earth branch), a line
 * of the 課體 pane (INDEX into fired) or of the 神煞 pane (INDEX among
 * the shown items), INDEX -1 for the pane's title or its empty rows; a
 * 三傳 row or a lesson (INDEX as tui_state.sel_line); the commentary; or
 * nothing. */
enum tui_hit_kind { TUI_HIT_NONE, TUI_HIT_PALACE, TUI_HIT_PATTERN,
		    TUI_HIT_SHENSHA, TUI_HIT_COMMENTARY, TUI_HIT_LINE };
struct tui_hit {
	enum tui_hit_kind kind;
	int index;
};
struct tui_hit tui_chart_hit(const struct tui *t, int y, int x);

#endif

