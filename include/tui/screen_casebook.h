/* liuren - screen_casebook.h: keeping charts as cases and the casebook
 * list: the chart screen's K and B, the list screen, its prompts, and
 * the texts of the case opened (st->casebook, st->case_text).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_SCREEN_CASEBOOK_H
#define TUI_SCREEN_CASEBOOK_H

#include "tui/draw.h"
#include "tui/keys.h"

/* The screen's draw and key. */
void tui_casebook_draw(struct tui *t);
unsigned tui_casebook_key(struct tui *t, enum tui_action a, int key);
/* The chart screen's K (keep the chart) and B (open the list). */
unsigned tui_casebook_action(struct tui *t, enum tui_action a);
/* Enter on one of the casebook's prompts. */
unsigned tui_casebook_prompt_done(struct tui *t);
/* The chart moved away from the case opened: drop its texts. */
void tui_casebook_left(struct tui_state *st);
/* Close the casebook and free what the screen holds. */
void tui_casebook_free(struct tui_state *st);

#endif
