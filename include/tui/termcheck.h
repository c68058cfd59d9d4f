/* liuren - termcheck.h: can the browser draw on the terminal TERM names,
 * and the bytes that put that terminal back to normal.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_TERMCHECK_H
#define TUI_TERMCHECK_H

#include <stddef.h>

/* Can the browser draw on the terminal TERM names: set, known to
 * terminfo, able to move the cursor (not dumb or a printing terminal)?
 * Returns 0, or -1 with a one-line reason in ERR. Writes nothing. */
int tui_term_check(char *err, size_t errlen);

/* The bytes that put the terminal tui_term_check last accepted back to
 * normal (leave the alternate screen, mouse reporting off, cursor shown,
 * attributes off), for a signal handler to write(2) when curses cannot
 * be called; "" before a check. */
const char *tui_term_restore_text(void);

#endif
