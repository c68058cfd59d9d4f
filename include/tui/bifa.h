/* liuren - tui/bifa.h: the 法 of the 《畢法賦》 in the chart browser, on
 * the state's side (no curses): which hold, the selection among them,
 * its commentary, the palaces it names and the teaching steps; and
 * their section of the 課體 pane.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_BIFA_H
#define TUI_BIFA_H

#include <stddef.h>

#include "tui/state.h"

/* Order the 法 of reading R into st->bifa: those that hold, the main
 * readings before the remarks (附), then those not evaluated; keep the
 * selection in range; add a teaching step after the derivation for each
 * 法 that holds. Called by tui_reading_compute. */
struct lr_reading;
void tui_bifa_compute(struct tui_state *st, const struct lr_reading *r);

/* The selected 法 (NULL when there is none). */
const struct lr_rule_result *tui_selected_bifa(const struct tui_state *st);

/* The line of row I: "附 " for a remark, 「第N法 name(格) reason」. */
void tui_bifa_row_text(const struct tui_state *st, int i, char *buf,
		       size_t buflen);

/* The earth palaces (bit p) under the heaven branches the reason R names
 * among the 三傳 and the lessons' upper gods, and those its 「X加Y」 name
 * as the ground Y that X stands on. */
unsigned tui_bifa_palaces(const struct lr_chart *c,
			  const struct lr_rule_result *r);

/* Append the commentary of the selected 法 to BUF (LEN bytes used, CAP in
 * all): the verse line, what the chart shows, the commentary of the 格
 * that fired with its worked chart, then the 法's own paragraphs; its
 * source. Returns the new length. */
size_t tui_bifa_commentary(const struct tui_state *st, char *buf, size_t len,
			   size_t cap);

/* Is trace step S one of the 法 steps tui_bifa_compute added? */
struct lr_step;
bool tui_bifa_step(const struct lr_step *s);

/* ---- the pane (curses) ---- */

struct tui;
struct tui_pane_box;

/* The 畢法 section of the 課體 pane (bifa.c): box B split into the 課體
 * and the 法 under them when it has room, else the one that holds the
 * selection (the 法 only while they do); the 法 drawn in box B, one cut
 * line each, the 未論 after those that hold; the row at screen row Y
 * (index into st->bifa), or -1. */
void tui_bifa_split(const struct tui_state *st, const struct tui_pane_box *b,
		    struct tui_pane_box *patterns, struct tui_pane_box *bifa);
void tui_draw_bifa(struct tui *t, const struct tui_pane_box *b);
int tui_bifa_hit(const struct tui_state *st, const struct tui_pane_box *b,
		 int y);
/* tui_patterns_hit gives the 法 of row I of the 畢法 section as this
 * (below -1), and tui_chart_hit passes it on as a TUI_HIT_PATTERN. */
#define TUI_HIT_BIFA_ROW(i) (-2 - (i))

#endif
