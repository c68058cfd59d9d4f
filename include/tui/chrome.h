/* liuren - chrome.h: the header (row 0) and the footer (last row) the
 * screens share: the chart's pillars, 月將, querent and settings above,
 * the status or the screen's keys below.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_CHROME_H
#define TUI_CHROME_H

#include <stddef.h>

#include "tui/draw.h"
#include "tui/keys.h"

/* The querent on the plate as the header shows it: "本命亥 命上辰白虎
 * 行年酉 年上寅玄武" ("" without a querent). */
void tui_querent_line(const struct tui_state *st, char *buf, size_t buflen);

/* Header (row 0) and footer (last row) shared by the screens. Each part
 * of the header is shown whole or left out when the row is full. The
 * footer shows the status, else the keys of the context CTX (the screen
 * drawing it) and of those it falls back to. */
void tui_draw_header(struct tui *t);
/* The header with COUNT (NULL: none) on its right, the other parts in
 * what is left (the teaching mode's " teaching 3/12 "). */
void tui_draw_header_counter(struct tui *t, const char *count);
void tui_draw_footer(struct tui *t, enum tui_ctx ctx);

#endif
