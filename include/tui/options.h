/* liuren - options.h: reading the browser's command line (its table is
 * tui_option_spec, tui/tui.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_OPTIONS_H
#define TUI_OPTIONS_H

#include <stddef.h>

struct tui_state;

enum tui_parse_result { TUI_PARSE_OK, TUI_PARSE_EXIT_OK, TUI_PARSE_ERROR };

/* Read the browser's words ARGV[1..ARGC-1] into ST: the moment, the chart
 * typed or in the book's words, the querent, the config file and the
 * settings over it. --help and --man-keys print and give
 * TUI_PARSE_EXIT_OK; a problem gives TUI_PARSE_ERROR with one line in
 * ERR. */
enum tui_parse_result tui_parse_args(struct tui_state *st, int argc,
				     char **argv, char *err, size_t errlen);

#endif
