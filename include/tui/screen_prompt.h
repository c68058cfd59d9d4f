/* liuren - screen_prompt.h: the prompt line, drawn over the screen it was
 * opened from (st->back): what st->prompt_kind names is typed into
 * st->prompt.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_SCREEN_PROMPT_H
#define TUI_SCREEN_PROMPT_H

#include "tui/draw.h"
#include "tui/keys.h"

/* The screen's draw() and key() (see tui/screen.h). */
void tui_screen_prompt_draw(struct tui *t);
unsigned tui_screen_prompt_key(struct tui *t, enum tui_action a, int key);

#endif
