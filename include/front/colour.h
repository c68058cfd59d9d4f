/* liuren - colour.h: print's and explain's marks in colour on a terminal:
 * the 發用, the void branches and the 吉 and 凶 神煞, in the browser's
 * palette (front/palette.h).
 *
 * --color=auto (the default) colours only when standard output is a
 * terminal (or the pager on one, front/pager.h) whose TERM is set and not
 * "dumb", and NO_COLOR is unset or empty (no-color.org);
 * --color=always colours whatever the output, NO_COLOR too (an option
 * given wins over the environment, as no-color.org asks);
 * --color=never never. JSON is never coloured: the colours are turned on
 * only for the text of print and explain (front_colour_begin).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef FRONT_COLOUR_H
#define FRONT_COLOUR_H

#include <stdbool.h>
#include <stddef.h>

#include "front/palette.h"
#include "liuren/i18n.h"

enum front_colour_when {
	FRONT_COLOUR_AUTO, FRONT_COLOUR_ALWAYS, FRONT_COLOUR_NEVER
};

/* The option's row for a command's table (front/optspec.h), and its id. */
/* (its id between the chart options' ids, FRONT_OPT_*, and the moment's,
 * FRONT_MOMENT_OPT_*, as no command's own row numbers one) */
enum { FRONT_COLOUR_OPT = 190 };
#define FRONT_COLOUR_ROW \
	{ OPTSPEC_VALUE, "color", 0, "WHEN", \
	  N_("mark the 發用, the void and 吉/凶 神煞 in colour:\n" \
	     "auto (on a terminal, the default), always or never"), 0, \
	  FRONT_COLOUR_OPT, 0 },

/* --color's VALUE: 0, or -1 with a one-line message in ERR. */
int front_colour_option(const char *value, char *err, size_t errlen);

/* The text print or explain writes now is to be coloured as --color says
 * (auto: by the terminal, TERM and NO_COLOR, decided now). */
void front_colour_begin(void);

/* Are the marks coloured? (false until front_colour_begin) */
bool front_colour_on(void);

/* The sequence that starts ROLE, "" when the marks are not coloured. */
const char *front_colour_start(enum front_role role);

/* The sequence that ends it, "" when the marks are not coloured. */
const char *front_colour_end(void);

#endif
