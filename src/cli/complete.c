/* liuren - complete.c: `liuren --list WHAT`, names for shell completion,
 * one a line, taken from the tables the program itself uses: commands,
 * options, settings and their values, 課體 names and aliases, 神煞 names,
 * question categories, branches and the sixty pillars.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "cli/complete.h"

#include <stdio.h>
#include <string.h>

#include "front/args.h"
#include "cli/case_opts.h"
#include "cli/commands.h"
#include "liuren/ask.h"
#include "liuren/i18n.h"
#include "liuren/patterns.h"
#include "liuren/settings.h"
#include "liuren/shensha.h"

static void put_command(const struct cli_command *c, void *arg)
{
	(void)arg;
	puts(c->name);
}

static void put_one(const char *name, void *arg)
{
	(void)arg;
	puts(name);
}

static int list_options(const char *cmd, const char *sub,
			const struct optspec *browser)
{
	const struct case_subcommand *sc = sub && cmd && !strcmp(cmd, "case")
		? case_subcommand_find(sub) : NULL;
	if (sc) {	/* one case subcommand's own options */
		front_optspec_list(stdout, case_opts_spec, (unsigned)sc->groups);
		return EXIT_OK;
	}
	const struct cli_command *c = cmd && *cmd ? cli_command_find(cmd) : NULL;
	if (!cmd || !*cmd) {	/* the browser's table, --version and the
				 * option before any command, --no-pager */
		if (browser)
			front_optspec_list(stdout, browser, 0);
		puts("--version");
		puts("--no-pager");
	} else if (c && c->spec) {	/* from the command's table */
		front_optspec_list(stdout, c->spec, 0);
	} else {
		front_error("--list", _("unknown command '%s'"), cmd);
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

static int list_values(const char *key)
{
	for (int id = 0; id < LR_SET_COUNT; id++) {
		const struct lr_setting_info *s = lr_setting_info((enum lr_setting_id)id);
		if (key && (!strcmp(key, s->key) || !strcmp(key, s->alias))) {
			for (int v = 0; v < s->value_count; v++) {
				puts(lr_setting_value_name((enum lr_setting_id)id, v));
				puts(lr_setting_value_alias((enum lr_setting_id)id, v));
			}
			return EXIT_OK;
		}
	}
	front_error("--list", _("values: unknown setting '%s'"), key ? key : "");
	return EXIT_USAGE;
}

static int list_shensha(void)
{
	char err[512];
	const struct lr_shensha_set *set = lr_shensha_default(err, sizeof err);
	if (!set) {
		front_error("--list", "%s", err);
		return EXIT_USAGE;
	}
	size_t n = lr_shensha_count(set);
	for (size_t i = 0; i < n; i++) {
		const char *name = lr_shensha_at(set, i)->name;
		bool seen = false;	/* names repeat across bases */
		for (size_t j = 0; j < i && !seen; j++)
			seen = !strcmp(lr_shensha_at(set, j)->name, name);
		if (!seen)
			puts(name);
	}
	return EXIT_OK;
}

int cli_list(int argc, char **argv, const struct optspec *browser)
{
	const char *what = argc > 0 ? argv[0] : "";
	const char *arg = argc > 1 ? argv[1] : NULL;
	int rc = EXIT_OK;
	if (!strcmp(what, "commands")) {
		cli_command_each(put_command, NULL);
	} else if (!strcmp(what, "options")) {
		rc = list_options(arg, argc > 2 ? argv[2] : NULL, browser);
	} else if (!strcmp(what, "settings")) {
		for (int id = 0; id < LR_SET_COUNT; id++) {
			puts(lr_setting_info((enum lr_setting_id)id)->key);
			puts(lr_setting_info((enum lr_setting_id)id)->alias);
		}
	} else if (!strcmp(what, "values")) {
		rc = list_values(arg);
	} else if (!strcmp(what, "patterns")) {
		static const char *names[512];
		int n = lr_pattern_names(names, 512);
		for (int i = 0; i < n && i < 512; i++)
			puts(names[i]);
	} else if (!strcmp(what, "shensha")) {
		rc = list_shensha();
	} else if (!strcmp(what, "subcommands")) {	/* case's */
		case_opts_each_subcommand(put_one, NULL);
	} else if (!strcmp(what, "asks")) {
		for (int a = 0; a < LR_ASK_COUNT; a++)
			puts(lr_ask_name(a));
		for (int a = 0; a < LR_ASK_COUNT; a++)
			puts(lr_ask_key(a));
	} else if (!strcmp(what, "branches")) {
		for (int b = 0; b < LR_BRANCHES; b++)
			puts(lr_branch_name(b));
	} else if (!strcmp(what, "pillars")) {
		char buf[8];
		for (int c = 0; c < LR_CYCLE; c++)
			puts(lr_cycle_name(c, buf));
	} else {
		front_error("--list", _("'%s': list commands, options [COMMAND], "
			  "subcommands, settings, values KEY, patterns, shensha, "
			  "asks, branches or pillars"), what);
		return EXIT_USAGE;
	}
	if (rc == EXIT_OK && (fflush(stdout) != 0 || ferror(stdout))) {
		front_error(NULL, _("error writing output"));
		return EXIT_FAIL;
	}
	return rc;
}
