/* liuren - commands.c: the table of the commands (cli/commands.h) and
 * the help made from it: `liuren --help` and each command's.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "cli/commands.h"

#include <stdio.h>
#include <string.h>

#include "front/args.h"
#include "liuren/i18n.h"
#include "liuren/settings.h"

static const struct cli_command commands[] = {
#define CLI_COMMAND_ENTRY(name, fn, spec, paging, synopsis, help) \
	{ name, fn, spec, paging, synopsis, help },
	CLI_COMMANDS(CLI_COMMAND_ENTRY)
#undef CLI_COMMAND_ENTRY
};

enum { NCOMMANDS = sizeof commands / sizeof commands[0] };

const struct cli_command *cli_command_find(const char *name)
{
	for (size_t i = 0; i < NCOMMANDS; i++)
		if (!strcmp(commands[i].name, name))
			return &commands[i];
	return NULL;
}

void cli_command_each(void (*fn)(const struct cli_command *c, void *arg),
		      void *arg)
{
	for (size_t i = 0; i < NCOMMANDS; i++)
		fn(&commands[i], arg);
}

/* Is the output of `liuren case` with the words ARGV[0..ARGC-1] (ARGV[0]
 * "case", ARGV[1] the subcommand) for the pager? By the subcommand's row
 * (cli/case_opts.h) and the options given (--markdown, --help: yes;
 * --format: no); a bare `case` is its usage on stderr. */
static bool case_paged(int argc, char **argv)
{
	if (argc < 2)
		return false;
	if (!strcmp(argv[1], "--help"))
		return true;
	const struct case_subcommand *sub = case_subcommand_find(argv[1]);
	if (!sub)
		return false;
	return front_optspec_paged(case_opts_spec,
				   (unsigned)sub->groups & ~(unsigned)O_PASS,
				   argc - 1, argv + 1, sub->paged);
}

bool cli_command_paged(const struct cli_command *c, int argc, char **argv)
{
	if (c->paging == CLI_PAGED_BY_SUBCOMMAND)
		return case_paged(argc, argv);
	return c->spec ? front_optspec_paged(c->spec, 0, argc, argv,
					     c->paging == CLI_PAGED)
		       : c->paging == CLI_PAGED;
}

void cli_print_help(FILE *out, void (*browser_usage)(FILE *out))
{
	fputs(_("usage: liuren [DATETIME] [OPTIONS]   open the chart browser\n"
		"       liuren COMMAND [OPTIONS]\n"
		"\n"
		"Da Liu Ren (大六壬) charts after 《六壬大全》.\n"
		"\n"
		"Commands:\n"), out);
	for (size_t i = 0; i < NCOMMANDS; i++)
		fprintf(out, "  liuren %s\n      %s\n", commands[i].synopsis,
			_(commands[i].help));
	fputs(_("  liuren --version\n      print the version and exit\n"
		"  liuren --list WHAT\n      names for shell completion: commands, "
		"options [COMMAND], settings,\n      values KEY, patterns, shensha, "
		"asks, branches or pillars\n"), out);
	fputs(_("  liuren --no-pager COMMAND ...\n      write to the terminal, "
		"not through the pager (on a terminal long output\n      is read "
		"through $LIUREN_PAGER, the config key pager, $PAGER or less)\n"),
	      out);
	fputs(_("\nA chart comes from a moment (default now), from typed pillars\n"
		"(--day, --hour, --general), or from one argument written as the\n"
		"book writes it: '九月初三丙午日午時卯將 寅命 行年午'.\n"), out);
	/* the words and options of print and explain, from their table */
	front_optspec_print_help(out, front_chart_request_spec, 22, 0);
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
	fputs(_("  pager: a command (default: $PAGER, else less; cat for none)\n"
		"      what long output on a terminal is read through; see "
		"--no-pager\n"), out);
	if (browser_usage) {
		fputs(_("\nChart browser:\n"), out);
		browser_usage(out);
	}
	fputs(_("\nExit status: 0 success, 1 failure, 2 usage error.\n"
		"See liuren(1) for details.\n"), out);
}

void cli_print_command_help(FILE *out, const struct cli_command *c)
{
	fprintf(out, _("usage: liuren %s\n"), c->synopsis);
	fprintf(out, "%s\n", _(c->help));
	if (!c->spec)
		return;
	/* its options, from its table */
	if (c->spec[0].kind != OPTSPEC_SECTION)
		fputc('\n', out);
	front_optspec_print_help(out, c->spec, 22, 0);
	fputs(_("\nSee 'liuren --help' for the settings and liuren(1) for "
		"details.\n"), out);
}
