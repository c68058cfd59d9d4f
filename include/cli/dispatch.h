/* liuren - dispatch.h: the program's command line: the language, then a
 * command of the table (cli/commands.h), --help, --version, --list, or
 * the chart browser when there is none.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef CLI_DISPATCH_H
#define CLI_DISPATCH_H

#include <stdio.h>

#include "front/optspec.h"

/* The chart browser, as main.c hands it to the command line (which never
 * includes the browser): RUN opens it on the words of ARGV, USAGE writes
 * its part of --help. */
struct cli_browser {
	int (*run)(int argc, char **argv);
	void (*usage)(FILE *out);
	/* its options (front/optspec.h) */
	const struct optspec *spec;
};

/* Run the program on ARGV (ARGV[0] is the program name), BROWSER for
 * `liuren` with no command; returns the exit status. */
int cli_main(int argc, char **argv, const struct cli_browser *browser);

#endif
