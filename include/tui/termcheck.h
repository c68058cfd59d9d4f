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

/* Does the terminal on standard input and output draw the characters of
 * East Asian width "ambiguous" two columns wide? Prints one (…) at the
 * start of the cursor's line, asks the terminal where the cursor went
 * (terminfo u7, "ESC [6n"), waits at most TIMEOUT_MS for the answer, then
 * erases the line (cr, el) whatever came back, and drops what the
 * terminal sent. Returns 1 wide, 0 narrow, -1 not known (no answer in
 * time, a terminal that cannot be asked, not a terminal). Call after
 * tui_term_check and before curses starts. */
int tui_term_ambiguous_wide(int timeout_ms);

/* The bytes that put the terminal tui_term_check last accepted back to
 * normal (leave the alternate screen, mouse reporting off, cursor shown,
 * attributes off), for a signal handler to write(2) when curses cannot
 * be called; "" before a check. */
const char *tui_term_restore_text(void);

#endif
