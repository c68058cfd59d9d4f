/* liuren - dispatch.c: the program's command line: the language (through
 * the table of the words' command, front/language.h), the pager for a
 * command whose output is long (front/pager.h), then the command,
 * --help, --version, --list, or the chart browser when there is none.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "cli/dispatch.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli/commands.h"
#include "cli/complete.h"
#include "cli/typed_date.h"
#include "front/args.h"
#include "front/config.h"
#include "front/language.h"
#include "front/output.h"
#include "front/pager.h"
#include "liuren/notation.h"
#include "liuren/quote.h"

#ifndef LR_VERSION
#define LR_VERSION "0.1.0"
#endif

/* The options every command takes before its name ("liuren --lang en
 * print", "liuren --no-pager case list"): the words before the command
 * are read by this table. */
enum { LEAD_LANG, LEAD_NO_PAGER };
static const struct optspec lead_spec[] = {
	FRONT_LANG_ROW(LEAD_LANG),
	{ OPTSPEC_SWITCH, "no-pager", 0, NULL,
	  N_("never read the output through the pager (before the command)"),
	  0, LEAD_NO_PAGER, 0 },
	{ OPTSPEC_END },
};

/* The index of the first word of ARGV after the leading options (ARGC
 * when there is none). The --no-pager words are taken out of ARGV (and
 * *ARGC counted down), *NO_PAGER set when there was one: the command
 * and the browser never see them. */
static int after_lead(int *argc, char **argv, bool *no_pager)
{
	struct optspec_parser p;
	const struct optspec *row;
	const char *v;
	int first = 1;
	front_optspec_init(&p, lead_spec, *argc, argv, OPTSPEC_PASS);
	while (front_optspec_next(&p, &row, &v) == 1 && row)
		first = p.next;
	/* take out the --no-pager words, read again (their places shift) */
	for (int i = 1; i < first; ) {
		front_optspec_init(&p, lead_spec, first, argv, OPTSPEC_PASS);
		p.next = i;
		if (front_optspec_next(&p, &row, &v) != 1 || !row)
			break;
		if (row->id != LEAD_NO_PAGER) {
			i = p.next;
			continue;
		}
		*no_pager = true;
		memmove(argv + i, argv + i + 1,
			(size_t)(*argc - i) * sizeof *argv);	/* and the NULL */
		(*argc)--;
		first--;
	}
	return first;
}

/* Send the output of what runs now through the pager, when it is for one
 * (PAGED) and the reader did not say --no-pager: the pager named by the
 * environment or by the config file the words W name. */
static void page(bool paged, bool no_pager,
		 const struct front_language_words *w)
{
	if (!paged || no_pager || !isatty(STDOUT_FILENO))
		return;
	const struct front_config *cfg = front_config(w->config, w->no_config);
	front_pager_start(front_pager_command(cfg->has_pager ? cfg->pager :
					      NULL));
}

/* The program's own words, after any leading --lang: --help … */
static bool is_help(const char *name)
{
	return !strcmp(name, "--help") || !strcmp(name, "-h") ||
	       !strcmp(name, "help");
}

static bool is_own(const char *name)
{
	return is_help(name) || !strcmp(name, "--list") ||
	       !strcmp(name, "--version");
}

int cli_main(int argc, char **argv, const struct cli_browser *browser)
{
	bool no_pager = false;
	int first = after_lead(&argc, argv, &no_pager);
	const char *name = first < argc ? argv[first] : "";
	const struct cli_command *c = cli_command_find(name);
	/* the language, from the words as the one who reads them reads
	 * them: the words before a command (or --help …) by lead_spec and
	 * the command's by its own table; else all of them by the
	 * browser's */
	struct front_language_words lw = { 0 };
	if (c || is_own(name)) {
		front_language_words(&lw, lead_spec, first, argv);
		const struct optspec *spec = c ? c->spec : browser->spec;
		if (spec)
			front_language_words(&lw, spec, argc - first, argv + first);
	} else {
		front_language_words(&lw, browser->spec, argc, argv);
	}
	if (front_language_choose(&lw) != EXIT_OK)
		return EXIT_USAGE;
	if (!*name)
		return browser->run(argc, argv);
	bool opens_browser = !c && !is_own(name) &&
		(name[0] == '-' || name[0] == ':' ||
		 isdigit((unsigned char)name[0]) || !strcmp(name, "now") ||
		 typed_date_looks_like(name) || lr_notation_looks_like(name));
	/* long output through the pager, which the language's filter then
	 * writes into (front/pager.h) */
	if (is_help(name))
		page(true, no_pager, &lw);
	else if (c)
		page(cli_command_paged(c, argc - first, argv + first), no_pager,
		     &lw);
	/* a command's output, help and errors in the language; not the
	 * browser's screen, nor the names for completion */
	if (!opens_browser && strcmp(name, "--list") && strcmp(name, "--version"))
		front_language_output_begin();
	if (is_help(name)) {
		cli_print_help(stdout, browser->usage);
		return EXIT_OK;
	}
	/* names for shell completion (completion/) */
	if (!strcmp(name, "--list"))
		return cli_list(argc - first - 1, argv + first + 1, browser->spec);
	if (!strcmp(name, "--version")) {
		printf("liuren %s\n", LR_VERSION);
		return EXIT_OK;
	}
	if (c) {
		int rc = c->fn(argc - first, argv + first);
		if (rc == CLI_HELP) {
			cli_print_command_help(stdout, c);
			rc = EXIT_OK;
		}
		return rc;
	}
	/* No command: an option, a date, "now", ":PILLARS" or a chart in
	 * the book's notation opens the browser there. */
	if (opens_browser)
		return browser->run(argc, argv);
	char q[LR_QUOTE_SIZE];
	front_error(NULL, _("unknown command '%s' (see 'liuren --help')"),
		  lr_quote(name, q, sizeof q));
	return EXIT_USAGE;
}
