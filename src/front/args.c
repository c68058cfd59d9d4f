/* liuren - args.c: options shared by the chart commands.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "front/args.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "front/config.h"
#include "liuren/context.h"
#include "liuren/i18n.h"
#include "liuren/quote.h"
#include "liuren/normalize.h"

/* The options' names, by id (a setting's flag is named as its key). */
static const char *const option_names[CLI_OPT_COUNT] = {
#define CLI_OPTION_NAME(id, name, ...) name,
	CLI_OPTIONS(CLI_OPTION_NAME)
#undef CLI_OPTION_NAME
};

/* TEXT in the program's forms (lr_normalize), kept for the life of the
 * program; TEXT itself once the pool is used up. */
static const char *normalized(const char *text)
{
	enum { POOL = 96, SIZE = 512 };
	static char pool[POOL][SIZE];
	static int used;
	if (used >= POOL || strlen(text) >= SIZE / 2)
		return text;
	return lr_normalize(text, pool[used++], SIZE);
}

/* Why TEXT is not a pillar, for the error line. */
static void pillar_error(const char *cmd, const char *text)
{
	const char *rest;
	char q[LR_QUOTE_SIZE];
	int stem = lr_parse_stem(text, &rest);
	int branch = stem >= 0 ? lr_parse_branch(rest, &rest) : -1;
	if (stem >= 0 && branch >= 0 && *rest == '\0')
		cli_error(cmd, _("--day: '%s' is not a pillar of the sixty "
			  "(%s is %s, %s is %s)"), lr_quote(text, q, sizeof q),
			  lr_stem_name(stem),
			  lr_stem_yang(stem) ? _("yang") : _("yin"), lr_branch_name(branch),
			  lr_branch_yang(branch) ? _("yang") : _("yin"));
	else
		cli_error(cmd, _("--day: '%s' is not a day pillar (a stem and a "
			  "branch, e.g. 丙辰)"), lr_quote(text, q, sizeof q));
}

/* The config file: PATH if given (it must exist), none with
 * --no-config, else the default path if that file exists; read once
 * (front/config.h), said as often as a command asks. */
int cli_load_config(const char *cmd, const char *path, bool none,
		    struct lr_settings *settings)
{
	const struct front_config *c = front_config(path, none);
	if (c->none)
		return EXIT_OK;
	if (c->status < 0) {
		cli_error(cmd, "%s", c->error);
		return EXIT_USAGE;
	}
	if (!c->found) {
		if (path) {
			cli_error(cmd, _("%s: no such file"), path);
			return EXIT_USAGE;
		}
		return EXIT_OK;
	}
	if (c->warning[0])
		cli_error(cmd, _("warning: %s"), c->warning);
	*settings = c->settings;
	return EXIT_OK;
}

static int apply_setting(const char *cmd, struct lr_settings *s,
			 const char *key, const char *value)
{
	char err[256];
	if (lr_settings_set(s, key, value, err, sizeof err) < 0) {
		cli_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

void cli_chart_begin(struct cli_chart_args *args)
{
	static char *words[64];
	memset(args, 0, sizeof *args);
	lr_settings_default(&args->settings);
	args->positional = words;
}

int cli_chart_word(const char *cmd, struct cli_chart_args *args,
		   const char *word, bool operand)
{
	if (args->positional_count >= 64) {
		cli_error(cmd, "%s", _("too many arguments"));
		return EXIT_USAGE;
	}
	/* a word after "--" is kept as it is */
	args->positional[args->positional_count++] =
		(char *)(operand ? word : normalized(word));
	return EXIT_OK;
}

int cli_chart_option(const char *cmd, struct cli_chart_args *args, int id,
		     const char *value)
{
	char q[LR_QUOTE_SIZE];
	const char *v = value ? normalized(value) : NULL;
	switch (id) {
	case CLI_OPT_DAY:
		args->input.day = lr_parse_cycle_exact(v);
		if (args->input.day < 0) {
			pillar_error(cmd, v);
			return EXIT_USAGE;
		}
		args->have_day = true;
		break;
	case CLI_OPT_HOUR:
		args->input.hour = lr_parse_branch_exact(v);
		if (args->input.hour < 0) {
			cli_error(cmd, _("--hour: '%s' is not a branch (子 丑 寅 … 亥)"),
				  lr_quote(v, q, sizeof q));
			return EXIT_USAGE;
		}
		args->have_hour = true;
		break;
	case CLI_OPT_GENERAL:
		args->input.general = lr_parse_month_general(v);
		if (args->input.general < 0) {
			cli_error(cmd, _("--general: '%s' is not a branch or a "
				  "monthly general's name (登明 河魁 … 神后)"),
				  lr_quote(v, q, sizeof q));
			return EXIT_USAGE;
		}
		args->have_general = true;
		break;
	case CLI_OPT_JSON:
		args->json = true;
		break;
	case CLI_OPT_BIRTH:
		args->birth = v;
		break;
	case CLI_OPT_SEX:
		args->sex = v;
		break;
	case CLI_OPT_XINGNIAN:
		args->xingnian = v;
		break;
	case CLI_OPT_HUSBAND_XINGNIAN:
		args->spouse_xingnian[LR_HUSBAND] = v;
		break;
	case CLI_OPT_WIFE_XINGNIAN:
		args->spouse_xingnian[LR_WIFE] = v;
		break;
	case CLI_OPT_ASK:
		args->ask = v;
		break;
	case CLI_OPT_ALL:
		args->all = true;
		break;
	case CLI_OPT_SET:
	case CLI_OPT_NOBLE_TABLE:
	case CLI_OPT_DAY_HOURS:
	case CLI_OPT_SHEHAI:
		/* kept in order and applied after the config file, so flags
		 * win whatever their position */
		if (args->npending >= CLI_MAX_PENDING) {
			cli_error(cmd, _("too many settings"));
			return EXIT_USAGE;
		}
		args->pending[args->npending].assignment =
			id == CLI_OPT_SET ? v : NULL;
		args->pending[args->npending].key = option_names[id];
		args->pending[args->npending].value = v;
		args->npending++;
		break;
	case CLI_OPT_CONFIG:
		args->config_path = v;
		break;
	case CLI_OPT_NO_CONFIG:
		args->no_config = true;
		break;
	case CLI_OPT_HELP:
		args->help = true;
		break;
	case CLI_OPT_LANG:	/* taken out before any command runs */
		break;
	}
	return EXIT_OK;
}

int cli_chart_finish(const char *cmd, struct cli_chart_args *args)
{
	int rc = cli_load_config(cmd, args->config_path, args->no_config,
				 &args->settings);
	if (rc != EXIT_OK)
		return rc;
	for (int i = 0; i < args->npending; i++) {
		char err[256];
		if (args->pending[i].assignment) {
			if (lr_settings_assign(&args->settings,
					       args->pending[i].assignment,
					       err, sizeof err) < 0) {
				cli_error(cmd, _("%s: %s"), "--set", err);
				return EXIT_USAGE;
			}
		} else if (apply_setting(cmd, &args->settings,
					 args->pending[i].key,
					 args->pending[i].value) != EXIT_OK) {
			return EXIT_USAGE;
		}
	}
	return EXIT_OK;
}

int cli_apply_querent(const char *cmd, const struct cli_chart_args *args,
		      struct lr_context *ctx)
{
	char err[256];
	if ((args->birth &&
	     lr_context_parse_birth(ctx, args->birth, err, sizeof err) < 0) ||
	    (args->sex &&
	     lr_context_parse_sex(ctx, args->sex, err, sizeof err) < 0) ||
	    (args->xingnian &&
	     lr_context_parse_xingnian(ctx, args->xingnian, err, sizeof err) < 0)) {
		cli_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	for (int who = LR_HUSBAND; who <= LR_WIFE; who++)
		if (args->spouse_xingnian[who]
		    && lr_context_parse_spouse_xingnian(ctx, (enum lr_spouse)who,
				args->spouse_xingnian[who], err, sizeof err) < 0) {
			cli_error(cmd, "%s", err);
			return EXIT_USAGE;
		}
	if (args->ask && lr_context_parse_ask(ctx, args->ask, err, sizeof err) < 0) {
		cli_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	return EXIT_OK;
}
