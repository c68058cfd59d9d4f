/* liuren - complete.c: `liuren --list WHAT`, names for shell completion,
 * one a line, taken from the tables the program itself uses: commands,
 * options, settings and their values, 課體 names and aliases, 神煞 names,
 * question categories, branches and the sixty pillars.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "cli/complete.h"

#include <stdio.h>
#include <stdlib.h>
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

/* The table COMMAND (and SUB, a case subcommand) reads its words by,
 * and in *GROUPS the rows of SUB; NULL with the error said when
 * COMMAND is unknown. */
static const struct optspec *table_of(const char *cmd, const char *sub,
				      const struct optspec *browser,
				      unsigned *groups)
{
	*groups = 0;
	if (!cmd || !*cmd)		/* the browser */
		return browser;
	const struct case_subcommand *sc = sub && !strcmp(cmd, "case")
		? case_subcommand_find(sub) : NULL;
	if (sc) {	/* one case subcommand's own options */
		*groups = (unsigned)sc->groups;
		return case_opts_spec;
	}
	const struct cli_command *c = cli_command_find(cmd);
	if (c && c->spec)
		return c->spec;
	front_error("--list", _("unknown command '%s'"), cmd);
	return NULL;
}

static int list_options(const char *cmd, const char *sub,
			const struct optspec *browser)
{
	unsigned groups;
	const struct optspec *spec = table_of(cmd, sub, browser, &groups);
	if (!spec)
		return EXIT_USAGE;
	front_optspec_list(stdout, spec, groups);
	if (!cmd || !*cmd) {	/* and --version, and --no-pager before a
				 * command */
		puts("--version");
		puts("--no-pager");
	}
	return EXIT_OK;
}

/* ---- each name once ---- */

struct seen {
	char **names;
	size_t count, size;
};

static void put_once(const char *name, void *arg)
{
	struct seen *seen = arg;
	if (!name || !*name)
		return;
	for (size_t i = 0; i < seen->count; i++)
		if (!strcmp(seen->names[i], name))
			return;
	if (seen->count == seen->size) {
		size_t size = seen->size ? 2 * seen->size : 256;
		char **more = realloc(seen->names, size * sizeof *more);
		if (!more)
			return;
		seen->names = more;
		seen->size = size;
	}
	char *copy = strdup(name);
	if (!copy)
		return;
	seen->names[seen->count++] = copy;
	puts(name);
}

static void seen_free(struct seen *seen)
{
	for (size_t i = 0; i < seen->count; i++)
		free(seen->names[i]);
	free(seen->names);
}

static int list_option_values(const char *option, const char *cmd,
			      const char *sub, const struct optspec *browser)
{
	unsigned groups;
	const struct optspec *spec = table_of(cmd, sub, browser, &groups);
	if (!spec)
		return EXIT_USAGE;
	/* the option without its dashes ("tz", "o"): a word starting with
	 * "--" would be read by the language chooser before the command */
	char word[128];
	if (option && strlen(option) == 1)
		snprintf(word, sizeof word, "-%s", option);
	else if (option)
		snprintf(word, sizeof word, "--%s", option);
	bool from_file;
	const struct optspec *row = option
		? front_optspec_value_row(spec, groups, word, &from_file) : NULL;
	if (!row)
		return EXIT_FAIL;	/* no value follows: said by nothing */
	if (from_file || (row->flags & OPTSPEC_PATH)) {
		puts(":files");
		return EXIT_OK;
	}
	struct seen seen = { 0 };
	front_optspec_each_value(row, put_once, &seen);
	seen_free(&seen);
	return EXIT_OK;
}

static int list_words(const char *cmd, const char *sub,
		      const struct optspec *browser)
{
	unsigned groups;
	const struct optspec *spec = table_of(cmd, sub, browser, &groups);
	if (!spec)
		return EXIT_USAGE;
	struct seen seen = { 0 };
	front_optspec_each_value(front_optspec_words_row(spec, groups),
				 put_once, &seen);
	seen_free(&seen);
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
	} else if (!strcmp(what, "option-values")) {
		rc = list_option_values(arg, argc > 2 ? argv[2] : NULL,
					argc > 3 ? argv[3] : NULL, browser);
	} else if (!strcmp(what, "words")) {
		rc = list_words(arg, argc > 2 ? argv[2] : NULL, browser);
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
		/* (and option-values OPTION [COMMAND], words [COMMAND], which
		 * only the completion scripts ask for) */
		return EXIT_USAGE;
	}
	if (rc == EXIT_OK && (fflush(stdout) != 0 || ferror(stdout))) {
		front_error(NULL, _("error writing output"));
		return EXIT_FAIL;
	}
	return rc;
}
