/* liuren - colour.c: print's and explain's marks in colour (see
 * front/colour.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "front/colour.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "front/pager.h"

/* The longest SGR sequence of a role: ESC [ 1;2;4;7;37;47 m */
enum { SGR_MAX = 32 };

static enum front_colour_when when = FRONT_COLOUR_AUTO;
static bool on;

int front_colour_option(const char *value, char *err, size_t errlen)
{
	static const char *const names[] = { "auto", "always", "never" };
	for (int i = 0; i < 3; i++)
		if (!strcmp(value, names[i])) {
			when = (enum front_colour_when)i;
			return 0;
		}
	snprintf(err, errlen, _("--color: unknown value '%s' (auto, always "
				"or never)"), value);
	return -1;
}

/* A terminal that takes colours: TERM set and not "dumb". */
static bool terminal_colours(void)
{
	const char *term = getenv("TERM");
	return (isatty(STDOUT_FILENO) || front_pager_active()) && term &&
	       *term && strcmp(term, "dumb") != 0;
}

void front_colour_begin(void)
{
	const char *nc = getenv("NO_COLOR");
	on = when == FRONT_COLOUR_ALWAYS ||
	     (when == FRONT_COLOUR_AUTO && !(nc && *nc) && terminal_colours());
}

bool front_colour_on(void)
{
	return on;
}

const char *front_colour_start(enum front_role role)
{
	static char buf[FRONT_ROLE_COUNT][SGR_MAX];
	if (!on || (unsigned)role >= FRONT_ROLE_COUNT)
		return "";
	/* a terminal's background is not known: the dark theme, whose
	 * marks read on a light one too */
	if (!buf[role][0])
		front_palette_sgr(role, FRONT_PALETTE_DARK, buf[role],
				  sizeof buf[role]);
	return buf[role];
}

const char *front_colour_end(void)
{
	return on ? FRONT_SGR_RESET : "";
}
