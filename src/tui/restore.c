/* liuren - restore.c: catching the signals that end the browser so the
 * terminal is restored first (see tui/restore.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/restore.h"

#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include "tui/termcheck.h"

/* The terminal modes before curses, for a handler that cannot call
 * endwin. */
static struct termios saved_modes;
static bool have_saved_modes;
static const bool *screen_active;

/* A fault cannot wait for the key loop: restore the terminal with
 * async-signal-safe calls only, then die of the signal (its action is
 * the default again: SA_RESETHAND). */
static void
on_fault(int sig)
{
	const char *s = tui_term_restore_text();
	size_t n = strlen(s);
	if (screen_active && *screen_active && n)
		(void)!write(STDOUT_FILENO, s, n);
	if (have_saved_modes)
		tcsetattr(STDIN_FILENO, TCSANOW, &saved_modes);
	raise(sig);
}

static bool
ends_the_process(int sig)
{
	switch (sig) {
	case SIGKILL: case SIGSTOP: case SIGCHLD: case SIGCONT:
	case SIGTSTP: case SIGTTIN: case SIGTTOU: case SIGURG:
	case SIGWINCH:
		return false;
	default:
		/* between the classic signals and SIGRTMIN: the C library's */
		return sig < 32 || sig >= SIGRTMIN;
	}
}

void
tui_catch_fatal_signals(void (*deferred)(int), const bool *curses_active)
{
	screen_active = curses_active;
	if (tcgetattr(STDIN_FILENO, &saved_modes) == 0)
		have_saved_modes = true;
	int last = SIGRTMAX;
	for (int sig = 1; sig <= last; sig++) {
		if (!ends_the_process(sig))
			continue;
		struct sigaction old;
		if (sigaction(sig, NULL, &old) != 0 || old.sa_handler == SIG_IGN)
			continue;	/* nohup and the like */
		bool fault = sig == SIGSEGV || sig == SIGBUS || sig == SIGFPE ||
			     sig == SIGILL || sig == SIGABRT || sig == SIGTRAP ||
			     sig == SIGSYS;
		/* no SA_RESTART: a signal wakes get_wch, and the loop
		 * restores the terminal before dying of it */
		struct sigaction sa = { .sa_handler = fault ? on_fault
							    : deferred };
		sigemptyset(&sa.sa_mask);
		if (fault)
			sa.sa_flags = SA_RESETHAND | SA_NODEFER;
		sigaction(sig, &sa, NULL);
	}
}
