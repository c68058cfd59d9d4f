/* liuren - ui.h: the browser's curses side for the tests that draw or
 * look at it: the browser object, colour roles and text drawing
 * (tui/draw.h) and the plate (tui/plate.h). The sources include the
 * header of each module they use instead (one src/tui/NAME.c per
 * include/tui/NAME.h; the screens are src/tui/screen_NAME.c, their table
 * tui/screen.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_UI_H
#define TUI_UI_H

#include "tui/draw.h"
#include "tui/plate.h"

#endif
