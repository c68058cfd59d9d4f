/* liuren - list.h: moving a cursor in a list by the list keys, shared by
 * the screens that show one (help, atlas).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_LIST_H
#define TUI_LIST_H

#include <stdbool.h>

#include "tui/keys.h"

/* Lines the mouse wheel moves a list or a text by. */
enum { TUI_WHEEL_LINES = 3 };

/* Move *CURSOR within [0, COUNT) for a list action (down, up, a page of
 * PAGE rows, top, bottom). Returns false for any other action. */
bool tui_list_move(enum tui_action a, int *cursor, int count, int page);

#endif
