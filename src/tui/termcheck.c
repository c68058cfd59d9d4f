/* liuren - termcheck.c: can the browser draw on the terminal TERM names,
 * and the bytes that restore it from a signal handler. Kept apart
 * because <term.h> defines a macro for every capability.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/i18n.h"
#include "tui/termcheck.h"

#include <curses.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <term.h>
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
