/* liuren - dispatch.c: the command table, --help, and dispatch to a
 * subcommand (or the chart browser when there is none).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "front/args.h"
#include "cli/commands.h"
#include "cli/complete.h"
#include "liuren/notation.h"
#include "liuren/quote.h"
#include "front/language.h"
#include "cli/typed_date.h"

#ifndef LR_VERSION
#define LR_VERSION "0.1.0"
#endif

/* The browser main.c gave cli_main, for --help. */
static const struct cli_browser *the_browser;

static const struct {
	const char *name;
	int (*fn)(int, char **);
	const struct optspec *spec;	/* its options, or NULL */
	const char *synopsis;
	const char *help;
} commands[] = {
#define CLI_COMMAND_ENTRY(name, fn, spec, synopsis, help) \
	{ name, fn, spec, synopsis, help },
	CLI_COMMANDS(CLI_COMMAND_ENTRY)
#undef CLI_COMMAND_ENTRY
};

void cli_print_help(FILE *out)
{
	fputs(_("usage: liuren [DATETIME] [OPTIONS]   open the chart browser\n"
		"       liuren COMMAND [OPTIONS]\n"
		"\n"
		"Da Liu Ren (大六壬) charts after 《六壬大全》.\n"
		"\n"
		"Commands:\n"), out);
	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
		fprintf(out, "  liuren %s\n      %s\n", commands[i].synopsis,
			_(commands[i].help));
	fputs(_("  liuren --version\n      print the version and exit\n"
		"  liuren --list WHAT\n      names for shell completion: commands, "
		"options [COMMAND], settings,\n      values KEY, patterns, shensha, "
		"asks, branches or pillars\n"), out);
	fputs(_("\nA chart comes from a moment (default now), from typed pillars\n"
		"(--day, --hour, --general), or from one argument written as the\n"
		"book writes it: '九月初三丙午日午時卯將 寅命 行年午'.\n"), out);
	/* the words and options of print and explain, from their table */
	optspec_print_help(out, chart_request_spec, 22, 0);
	fputs(_("\nSettings (--set KEY=VALUE, or KEY = VALUE lines in the config "
		"file\n$XDG_CONFIG_HOME/liuren/config):\n"), out);
	for (int id = 0; id < LR_SET_COUNT; id++) {
		const struct lr_setting_info *s = lr_setting_info(id);
		fprintf(out, "  %s (%s): ", s->key, s->alias);
		for (int v = 0; v < s->value_count; v++)
			fprintf(out, "%s%s%s", v ? ", " : "",
				lr_setting_value_name(id, v),
				v == s->default_value ? _(" (default)") : "");
		fprintf(out, "\n      %s\n", _(s->help));
	}
	fputs(_("  lang (語言): zh-Hant, zh-Hans, en, ko (default: the locale's, "
		"else zh-Hant)\n      the language of the messages; see --lang\n"), out);
	if (the_browser && the_browser->usage) {
		fputs(_("\nChart browser:\n"), out);
		the_browser->usage(out);
	}
	fputs(_("\nExit status: 0 success, 1 failure, 2 usage error.\n"
		"See liuren(1) for details.\n"), out);
}

void cli_print_command_help(FILE *out, const char *name)
{
	size_t i = 0, n = sizeof commands / sizeof commands[0];
	while (i < n && strcmp(commands[i].name, name))
		i++;
	if (i == n) {
		cli_print_help(out);
		return;
	}
	if (commands[i].spec) {
		/* the usage, what it does and its options, from its table */
		fprintf(out, _("usage: liuren %s\n"), commands[i].synopsis);
		fprintf(out, "%s\n", _(commands[i].help));
		if (commands[i].spec[0].kind != OPTSPEC_SECTION)
			fputc('\n', out);
		optspec_print_help(out, commands[i].spec, 22, 0);
		fputs(_("\nSee 'liuren --help' for the settings and liuren(1) for "
			"details.\n"), out);
		return;
	}
	/* a command without a table (case) prints its own usage */
	fprintf(out, _("usage: liuren %s\n"), commands[i].synopsis);
	fprintf(out, "%s\n", _(commands[i].help));
}

const struct optspec *cli_command_spec(const char *name)
{
	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
		if (!strcmp(commands[i].name, name))
			return commands[i].spec;
	return NULL;
}

const struct cli_browser *cli_browser(void)
{
	return the_browser;
}

int cli_main(int argc, char **argv, const struct cli_browser *browser)
{
	the_browser = browser;
	if (cli_language_choose(&argc, argv) != EXIT_OK)
		return EXIT_USAGE;
	if (argc < 2)
		return browser->run(argc, argv);
	const char *name = argv[1];
	bool opens_browser = name[0] == '-' || name[0] == ':' ||
		       isdigit((unsigned char)name[0]) || !strcmp(name, "now") ||
		       typed_date_looks_like(name) || lr_notation_looks_like(name);
	if (!opens_browser || !strcmp(name, "--help") || !strcmp(name, "-h"))
		cli_language_output_begin();
	if (!strcmp(name, "--help") || !strcmp(name, "-h") || !strcmp(name, "help")) {
		cli_print_help(stdout);
		return EXIT_OK;
	}
	/* names for shell completion (completion/) */
	if (!strcmp(name, "--list"))
		return cli_list(argc - 2, argv + 2);
	if (!strcmp(name, "--version")) {
		printf("liuren %s\n", LR_VERSION);
		return EXIT_OK;
	}
	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
		if (!strcmp(name, commands[i].name))
			return commands[i].fn(argc - 1, argv + 1);
	/* No command: an option, a date, "now", ":PILLARS" or a chart in
	 * the book's notation opens the browser there. */
	if (opens_browser)
		return browser->run(argc, argv);
	char q[LR_QUOTE_SIZE];
	cli_error(NULL, _("unknown command '%s' (see 'liuren --help')"),
		  lr_quote(name, q, sizeof q));
	return EXIT_USAGE;
}
