/* liuren - list.c: moving a cursor in a list by the list keys.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/list.h"

bool
tui_list_move(enum tui_action a, int *cursor, int count, int page)
{
	int c = *cursor;
	switch (a) {
	case TUI_A_DOWN: c++; break;
	case TUI_A_UP: c--; break;
	case TUI_A_PAGE_DOWN: c += page; break;
	case TUI_A_PAGE_UP: c -= page; break;
	case TUI_A_TOP: c = 0; break;
	case TUI_A_BOTTOM: c = count - 1; break;
	default: return false;
	}
	if (c >= count)
		c = count - 1;
	if (c < 0)
		c = 0;
	*cursor = c;
	return true;
}
