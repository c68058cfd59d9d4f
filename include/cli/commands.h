/* liuren - commands.h: the subcommands of the liuren program. Each takes
 * the words after the program name (argv[0] is the command's name) and
 * returns the exit status.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef CLI_COMMANDS_H
#define CLI_COMMANDS_H

#include <stdio.h>

#include "cli/case_opts.h"
#include "front/chart_request.h"
#include "front/optspec.h"
#include "liuren/i18n.h"

/* X(name, function, option table (front/optspec.h) or NULL, synopsis,
 * help) */
#define CLI_COMMANDS(X) \
	X("print", cmd_print, cmd_print_spec, "print [DATETIME | CHART] [OPTIONS]", \
	  N_("print the chart: plate, 四課, 三傳, method (text or --json)")) \
	X("explain", cmd_explain, chart_request_spec, "explain [DATETIME | CHART] [OPTIONS]", \
	  N_("print how the transmissions are derived, step by step")) \
	X("calendar", cmd_calendar, cmd_calendar_spec, "calendar YEAR [--tz ZONE] [--json]", \
	  N_("the year's 24 solar terms and its lunar months")) \
	X("find", cmd_find, cmd_find_spec, "find NAME... [--on PLACE] [--from DATE] [--to DATE]", \
	  N_("every chart in a span where the named 課體, 法 and 格 fire and 神煞 sit")) \
	X("show", cmd_show, cmd_show_spec, "show NAME", \
	  N_("what the book says of a 課體, a 法 or 格, a 神煞, a general or a 神")) \
	X("table", cmd_table, cmd_table_spec, "table [--hours all|BRANCHES] [--day PILLAR] [--general BRANCH] [--tsv|--json] [SETTINGS]", \
	  N_("every chart (all 8,640 day, hour, general inputs) one per line")) \
	X("case", cmd_case, case_opts_spec, "case add|list|show|edit|rm|export|import|stats ...", \
	  N_("the casebook: keep charts with question, judgment and outcome"))

extern const struct optspec cmd_calendar_spec[], cmd_show_spec[],
	cmd_find_spec[], cmd_table_spec[], cmd_print_spec[];

#define CLI_COMMAND_DECL(name, fn, ...) int fn(int argc, char **argv);
CLI_COMMANDS(CLI_COMMAND_DECL)
#undef CLI_COMMAND_DECL

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

/* The browser main.c handed to cli_main, or NULL before. */
const struct cli_browser *cli_browser(void);

/* The option table of the command NAME, NULL if it has none (or there
 * is no such command). */
const struct optspec *cli_command_spec(const char *name);

/* The whole --help text. */
void cli_print_help(FILE *out);

/* `liuren NAME --help`: the usage of the command NAME, what it does and
 * the options it reads. */
void cli_print_command_help(FILE *out, const char *name);

#endif
