/* liuren - commands.h: the subcommands of the liuren program, their one
 * table and the help made from it. Each takes the words after the program
 * name (argv[0] is the command's name) and returns the exit status, or
 * CLI_HELP.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef CLI_COMMANDS_H
#define CLI_COMMANDS_H

#include <stdbool.h>
#include <stdio.h>

#include "cli/case_opts.h"
#include "front/chart_request.h"
#include "front/optspec.h"
#include "liuren/i18n.h"

enum cli_paging { CLI_UNPAGED, CLI_PAGED, CLI_PAGED_BY_SUBCOMMAND };

/* X(name, function, option table (front/optspec.h) or NULL, paging,
 * synopsis, help). Paging: CLI_PAGED, its output is long text read
 * through the pager on a terminal (front/pager.h); CLI_UNPAGED, not (it
 * asks, or shows progress); CLI_PAGED_BY_SUBCOMMAND, as the subcommand's
 * row says (case_paged). Either way the options given may say otherwise
 * (OPTSPEC_PAGED: --help; OPTSPEC_UNPAGED: a picture). */
#define CLI_COMMANDS(X) \
	X("print", cmd_print, cmd_print_spec, CLI_PAGED, "print [DATETIME | CHART] [OPTIONS]", \
	  N_("print the chart: plate, 四課, 三傳, method (text or --json)")) \
	X("explain", cmd_explain, cmd_explain_spec, CLI_PAGED, "explain [DATETIME | CHART] [OPTIONS]", \
	  N_("print how the transmissions are derived, step by step")) \
	X("calendar", cmd_calendar, cmd_calendar_spec, CLI_UNPAGED, "calendar YEAR [--tz ZONE] [--json]", \
	  N_("the year's 24 solar terms and its lunar months")) \
	X("find", cmd_find, cmd_find_spec, CLI_UNPAGED, "find NAME... [--on PLACE] [--from DATE] [--to DATE]", \
	  N_("every chart in a span where the named 課體, 法 and 格 fire and 神煞 sit")) \
	X("show", cmd_show, cmd_show_spec, CLI_PAGED, "show NAME", \
	  N_("what the book says of a 課體, a 法 or 格, a 神煞, a general or a 神")) \
	X("table", cmd_table, cmd_table_spec, CLI_PAGED, "table [--hours all|BRANCHES] [--day PILLAR] [--general BRANCH] [--tsv|--json] [SETTINGS]", \
	  N_("every chart (all 8,640 day, hour, general inputs) one per line")) \
	X("case", cmd_case, case_opts_spec, CLI_PAGED_BY_SUBCOMMAND, "case add|list|show|edit|rm|export|import|stats ...", \
	  N_("the casebook: keep charts with question, judgment and outcome")) \
	X("practice", cmd_practice, cmd_practice_spec, CLI_UNPAGED, "practice [--method METHOD] [--rules RULES] [--count N] [--seed N] [--student NAME] [--answers FILE] [--charts FILE] [--deal] [--report [--json]]", \
	  N_("derive dealt charts step by step, each answer checked"))

extern const struct optspec cmd_calendar_spec[], cmd_show_spec[],
	cmd_find_spec[], cmd_table_spec[], cmd_print_spec[], cmd_explain_spec[],
	cmd_practice_spec[];

#define CLI_COMMAND_DECL(name, fn, ...) int fn(int argc, char **argv);
CLI_COMMANDS(CLI_COMMAND_DECL)
#undef CLI_COMMAND_DECL

/* What a command returns when its words ask for its help (-h, --help):
 * the dispatcher, which holds the table, prints it (cli_print_command_help)
 * and the program exits 0. */
enum { CLI_HELP = -1 };

/* A row of CLI_COMMANDS. */
struct cli_command {
	const char *name;
	int (*fn)(int argc, char **argv);
	const struct optspec *spec;	/* its options, or NULL */
	enum cli_paging paging;
	const char *synopsis;
	const char *help;
};

/* The command NAME, or NULL. */
const struct cli_command *cli_command_find(const char *name);

/* Each command, in the table's order (its names for completion). */
void cli_command_each(void (*fn)(const struct cli_command *c, void *arg),
		      void *arg);

/* Is the output of the command C, given the words ARGV[0..ARGC-1]
 * (ARGV[0] its name), for the pager? By its row's paging and the
 * options given. */
bool cli_command_paged(const struct cli_command *c, int argc, char **argv);

/* The whole --help text, with BROWSER_USAGE's part for the chart browser
 * (NULL: none). */
void cli_print_help(FILE *out, void (*browser_usage)(FILE *out));

/* `liuren NAME --help`: the usage of the command C, what it does and the
 * options it reads. */
void cli_print_command_help(FILE *out, const struct cli_command *c);

#endif
