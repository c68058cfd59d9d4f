/* liuren - termcheck.c: can the browser draw on the terminal TERM names?
 * Kept apart because <term.h> defines a macro for every capability.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/i18n.h"
#include "tui/ui.h"

#include <stdio.h>
#include <stdlib.h>
#include <term.h>
#include <unistd.h>

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
	del_curterm(cur_term);
	if (!can_move) {
		snprintf(err, errlen, _("the terminal '%s' cannot move the "
			 "cursor, which the browser needs; use a screen "
			 "terminal or 'liuren print'"), term);
		return -1;
	}
	return 0;
}
