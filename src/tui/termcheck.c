/* liuren - termcheck.c: can the browser draw on the terminal TERM names,
 * and the bytes that restore it from a signal handler. Kept apart
 * because <term.h> defines a macro for every capability.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/i18n.h"
#include "tui/termcheck.h"

#include <curses.h>
#include <poll.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <term.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

static char restore_text[256];

const char *
tui_term_restore_text(void)
{
	return restore_text;
}

/* Append terminfo string capability NAME to restore_text, if it has one
 * and it fits. */
static void
add_capability(const char *name)
{
	char cap[16];
	snprintf(cap, sizeof cap, "%s", name);
	const char *v = tigetstr(cap);
	if (!v || v == (char *)-1)
		return;
	size_t used = strlen(restore_text);
	if (used + strlen(v) < sizeof restore_text)
		memcpy(restore_text + used, v, strlen(v) + 1);
}

int
tui_term_check(char *err, size_t errlen)
{
	const char *term = getenv("TERM");
	if (!term || !term[0]) {
		snprintf(err, errlen, _("TERM is not set; the browser needs a "
			 "screen terminal such as xterm-256color"));
		return -1;
	}
	int found = 0;
	if (setupterm(term, STDOUT_FILENO, &found) != OK || found != 1) {
		if (cur_term)
			del_curterm(cur_term);
		snprintf(err, errlen, _("unknown terminal type '%s' (TERM); try "
			 "TERM=xterm-256color"), term);
		return -1;
	}
	char cup_name[] = "cup";
	const char *cup = tigetstr(cup_name);
	bool can_move = cup && cup != (char *)-1;
	restore_text[0] = 0;
	/* mouse reporting off, as curses turns it off for xterm-like
	 * terminals (those that name a mouse key), and bracketed paste
	 * (which app.c turns on for them) */
	const char *kmous = tigetstr((char[]){ "kmous" });
	if (kmous && kmous != (char *)-1)
		snprintf(restore_text, sizeof restore_text, "%s",
			 "\033[?1006l\033[?1003l\033[?1002l\033[?1000l"
			 "\033[?2004l");
	add_capability("sgr0");
	add_capability("cnorm");
	add_capability("rmkx");	/* the keypad's application mode off */
	add_capability("rmcup");
	del_curterm(cur_term);
	if (!can_move) {
		snprintf(err, errlen, _("the terminal '%s' cannot move the "
			 "cursor, which the browser needs; use a screen "
			 "terminal or 'liuren print'"), term);
		return -1;
	}
	return 0;
}

/* Milliseconds since an arbitrary start. */
static long
now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

/* Write LEN bytes of S to standard output, whole. */
static void
put_all(const char *s, size_t len)
{
	while (len > 0) {
		ssize_t w = write(STDOUT_FILENO, s, len);
		if (w <= 0)
			return;
		s += w;
		len -= (size_t)w;
	}
}

/* Read the answer to ESC [6n, "ESC [ ROW ; COL R", within TIMEOUT_MS;
 * its column, or -1. */
static int
read_position(int timeout_ms)
{
	char buf[64];
	size_t n = 0;
	long end = now_ms() + timeout_ms;
	while (n + 1 < sizeof buf) {
		long left = end - now_ms();
		if (left <= 0)
			return -1;
		struct pollfd p = { STDIN_FILENO, POLLIN, 0 };
		if (poll(&p, 1, (int)left) <= 0)
			return -1;
		ssize_t r = read(STDIN_FILENO, buf + n, 1);
		if (r <= 0)
			return -1;
		if (buf[n++] != 'R')
			continue;
		buf[n] = 0;
		/* the last ESC [ before the R: keys typed before it come
		 * first */
		char *esc = NULL;
		for (char *q = buf; (q = strstr(q, "\033[")); q++)
			esc = q;
		int row, col;
		if (esc && sscanf(esc, "\033[%d;%dR", &row, &col) == 2)
			return col;
		return -1;
	}
	return -1;
}

int
tui_term_ambiguous_wide(int timeout_ms)
{
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))
		return -1;
	const char *term = getenv("TERM");
	int found = 0;
	if (!term || setupterm(term, STDOUT_FILENO, &found) != OK ||
	    found != 1)
		return -1;
	/* the terminal says it answers a position request (u7) and can
	 * erase a line (el) */
	const char *u7 = tigetstr((char[]){ "u7" });
	const char *el = tigetstr((char[]){ "el" });
	const char *cr = tigetstr((char[]){ "cr" });
	bool can = u7 && u7 != (char *)-1 && el && el != (char *)-1;
	char erase[64];
	snprintf(erase, sizeof erase, "%s%s",
		 cr && cr != (char *)-1 ? cr : "\r", can ? el : "");
	del_curterm(cur_term);
	if (!can)
		return -1;
	struct termios old, raw;
	if (tcgetattr(STDIN_FILENO, &old) != 0)
		return -1;
	raw = old;
	raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
	raw.c_cc[VMIN] = 1;
	raw.c_cc[VTIME] = 0;
	if (tcsetattr(STDIN_FILENO, TCSANOW, &raw) != 0)
		return -1;
	/* one ambiguous character (U+2026) at the line's start, then the
	 * question */
	static const char probe[] = "\r\xe2\x80\xa6\033[6n";
	put_all(probe, sizeof probe - 1);
	int col = read_position(timeout_ms);
	/* nothing of it stays on the screen, nor in the input */
	put_all(erase, strlen(erase));
	tcflush(STDIN_FILENO, TCIFLUSH);
	tcsetattr(STDIN_FILENO, TCSANOW, &old);
	if (col < 0)
		return -1;
	return col >= 3 ? 1 : 0;
}
