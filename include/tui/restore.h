/* liuren - restore.h: the terminal left as it was found when a signal
 * ends the browser.
 *
 * Every signal whose default action ends the process is caught: a fault
 * (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP, SIGSYS) restores
 * the terminal at once with async-signal-safe calls (the bytes of
 * tui_term_restore_text and the modes saved before curses) and dies of
 * the signal; any other goes to the browser's own handler, whose key loop
 * leaves curses and then dies of it. Signals ignored at start stay
 * ignored; SIGWINCH, SIGTSTP and the others that do not end the process
 * are left to curses.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_RESTORE_H
#define TUI_RESTORE_H

#include <stdbool.h>

/* Save the terminal modes of stdin and install the handlers: DEFERRED
 * for the signals the key loop handles, the fault handler for the
 * others; *CURSES_ACTIVE says whether there is a screen to leave. */
void tui_catch_fatal_signals(void (*deferred)(int),
			     const bool *curses_active);

#endif
