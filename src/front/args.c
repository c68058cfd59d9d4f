/* liuren - args.c: options shared by the chart commands.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "front/args.h"
#include "front/colour.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "front/config.h"
#include "front/moment_args.h"
#include "liuren/context.h"
#include "liuren/i18n.h"
#include "liuren/quote.h"
#include "liuren/normalize.h"

/* The options' names, by id (a setting's flag is named as its key). */
static const char *const option_names[FRONT_OPT_COUNT] = {
#define FRONT_OPTION_NAME(id, name, ...) name,
	FRONT_OPTIONS(FRONT_OPTION_NAME)
#undef FRONT_OPTION_NAME
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

/* Why TEXT is not a pillar, into ERR. */
static void pillar_error(const char *text, char *err, size_t errlen)
{
	const char *rest;
	char q[LR_QUOTE_SIZE];
	int stem = lr_parse_stem(text, &rest);
	int branch = stem >= 0 ? lr_parse_branch(rest, &rest) : -1;
	if (stem >= 0 && branch >= 0 && *rest == '\0')
		snprintf(err, errlen, _("--day: '%s' is not a pillar of the sixty "
			 "(%s is %s, %s is %s)"), lr_quote(text, q, sizeof q),
			 lr_stem_name(stem),
			 lr_stem_yang(stem) ? _("yang") : _("yin"), lr_branch_name(branch),
			 lr_branch_yang(branch) ? _("yang") : _("yin"));
	else
		snprintf(err, errlen, _("--day: '%s' is not a day pillar (a stem and a "
			 "branch, e.g. 丙辰)"), lr_quote(text, q, sizeof q));
}

/* The config file into SETTINGS: PATH if given (it must exist), none
 * with NONE, else the default path if that file exists; read once
 * (front/config.h). Returns 0, or -1 with ERR; WARN gets the warning of
 * a key the file sets twice ("" when none). */
static int load_config(const char *path, bool none, struct lr_settings *settings,
		       char *warn, size_t warnlen, char *err, size_t errlen)
{
	const struct front_config *c = front_config(path, none);
	snprintf(warn, warnlen, "%s", "");
	if (c->none)
		return 0;
	if (c->status < 0) {
		snprintf(err, errlen, "%s", c->error);
		return -1;
	}
	if (!c->found) {
		if (path) {
			snprintf(err, errlen, _("%s: no such file"), path);
			return -1;
		}
		return 0;
	}
	snprintf(warn, warnlen, "%s", c->warning);
	*settings = c->settings;
	return 0;
}

/* (said as often as a command asks) */
int front_load_config(const char *cmd, const char *path, bool none,
		    struct lr_settings *settings)
{
	char warn[4352], err[4352];
	if (load_config(path, none, settings, warn, sizeof warn, err,
			sizeof err) < 0) {
		front_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	if (warn[0])
		front_error(cmd, _("warning: %s"), warn);
	return EXIT_OK;
}

void front_chart_begin(struct front_chart_args *args)
{
	static char *words[64];
	memset(args, 0, sizeof *args);
	lr_settings_default(&args->settings);
	args->positional = words;
}

int front_chart_word(struct front_chart_args *args, const char *word,
		   bool operand, char *err, size_t errlen)
{
	if (args->positional_count >= 64) {
		snprintf(err, errlen, "%s", _("too many arguments"));
		return -1;
	}
	/* a word after "--" is kept as it is */
	args->positional[args->positional_count++] =
		(char *)(operand ? word : normalized(word));
	return 0;
}

int front_chart_option(struct front_chart_args *args, int id, const char *value,
		     char *err, size_t errlen)
{
	char q[LR_QUOTE_SIZE];
	const char *v = value ? normalized(value) : NULL;
	switch (id) {
	case FRONT_OPT_DAY:
		args->input.day = lr_parse_cycle_exact(v);
		if (args->input.day < 0) {
			pillar_error(v, err, errlen);
			return -1;
		}
		args->have_day = true;
		break;
	case FRONT_OPT_HOUR:
		args->input.hour = lr_parse_branch_exact(v);
		if (args->input.hour < 0) {
			snprintf(err, errlen, _("--hour: '%s' is not a branch "
				 "(子 丑 寅 … 亥)"), lr_quote(v, q, sizeof q));
			return -1;
		}
		args->have_hour = true;
		break;
	case FRONT_OPT_GENERAL:
		args->input.general = lr_parse_month_general(v);
		if (args->input.general < 0) {
			snprintf(err, errlen, _("--general: '%s' is not a branch "
				 "or a monthly general's name (登明 河魁 … 神后)"),
				 lr_quote(v, q, sizeof q));
			return -1;
		}
		args->have_general = true;
		break;
	case FRONT_OPT_JSON:
		args->json = true;
		break;
	case FRONT_OPT_BIRTH:
		args->birth = v;
		break;
	case FRONT_OPT_SEX:
		args->sex = v;
		break;
	case FRONT_OPT_XINGNIAN:
		args->xingnian = v;
		break;
	case FRONT_OPT_HUSBAND_XINGNIAN:
		args->spouse_xingnian[LR_HUSBAND] = v;
		break;
	case FRONT_OPT_WIFE_XINGNIAN:
		args->spouse_xingnian[LR_WIFE] = v;
		break;
	case FRONT_OPT_ASK:
		args->ask = v;
		break;
	case FRONT_OPT_ALL:
		args->all = true;
		break;
	case FRONT_OPT_SET:
	case FRONT_OPT_NOBLE_TABLE:
	case FRONT_OPT_DAY_HOURS:
	case FRONT_OPT_SHEHAI:
		/* kept in order and applied after the config file, so flags
		 * win whatever their position */
		if (args->npending >= FRONT_MAX_PENDING) {
			snprintf(err, errlen, "%s", _("too many settings"));
			return -1;
		}
		args->pending[args->npending].assignment =
			id == FRONT_OPT_SET ? v : NULL;
		args->pending[args->npending].key = option_names[id];
		args->pending[args->npending].value = v;
		args->npending++;
		break;
	case FRONT_OPT_CONFIG:
		args->config_path = v;
		break;
	case FRONT_OPT_NO_CONFIG:
		args->no_config = true;
		break;
	case FRONT_OPT_HELP:
		args->help = true;
		break;
	case FRONT_OPT_LANG:	/* chosen before any command runs */
		break;
	}
	return 0;
}

int front_chart_read_words(const struct optspec *spec, int argc, char **argv,
			 struct front_chart_args *args, struct front_moment_words *mw,
			 int (*own)(const struct optspec *row, const char *v,
				    void *arg, char *err, size_t errlen),
			 void *arg, char *err, size_t errlen)
{
	struct optspec_parser p;
	const struct optspec *row;
	const char *v;
	int got;
	front_moment_words_init(mw);
	front_chart_begin(args);
	front_optspec_init(&p, spec, argc, argv, 0);
	while ((got = front_optspec_next(&p, &row, &v)) == 1) {
		int rc = 0;
		if (!row || row->kind == OPTSPEC_WORDS) {
			int taken = front_moment_words_word(mw, &p, v, err, errlen);
			if (taken < 0)
				return -1;
			if (!taken)
				rc = front_chart_word(args, v, p.operands, err,
						    errlen);
		} else if (row->id >= FRONT_MOMENT_OPT_DATETIME &&
			   row->id <= FRONT_MOMENT_OPT_LUNAR) {
			rc = front_moment_words_option(mw, &p, row->id, v, err,
						    errlen);
		} else if (row->id < FRONT_OPT_COUNT) {
			rc = front_chart_option(args, row->id, v, err, errlen);
		} else if (row->id == FRONT_COLOUR_OPT) {
			rc = front_colour_option(v, err, errlen);
		} else if (own) {
			rc = own(row, v, arg, err, errlen);
		}
		if (rc < 0)
			return -1;
	}
	if (got < 0) {
		snprintf(err, errlen, "%s", p.err);
		return -1;
	}
	return 0;
}

int front_chart_finish(struct front_chart_args *args, char *warn, size_t warnlen,
		     char *err, size_t errlen)
{
	if (load_config(args->config_path, args->no_config, &args->settings,
			warn, warnlen, err, errlen) < 0)
		return -1;
	for (int i = 0; i < args->npending; i++) {
		char why[512];
		if (args->pending[i].assignment) {
			if (lr_settings_assign(&args->settings,
					       args->pending[i].assignment,
					       why, sizeof why) < 0) {
				snprintf(err, errlen, _("%s: %s"), "--set", why);
				return -1;
			}
		} else if (lr_settings_set(&args->settings, args->pending[i].key,
					   args->pending[i].value, err,
					   errlen) < 0) {
			return -1;
		}
	}
	return 0;
}

int front_apply_querent(const struct front_chart_args *args,
		      struct lr_context *ctx, char *err, size_t errlen)
{
	if ((args->birth &&
	     lr_context_parse_birth(ctx, args->birth, err, errlen) < 0) ||
	    (args->sex &&
	     lr_context_parse_sex(ctx, args->sex, err, errlen) < 0) ||
	    (args->xingnian &&
	     lr_context_parse_xingnian(ctx, args->xingnian, err, errlen) < 0))
		return -1;
	for (int who = LR_HUSBAND; who <= LR_WIFE; who++)
		if (args->spouse_xingnian[who]
		    && lr_context_parse_spouse_xingnian(ctx, (enum lr_spouse)who,
				args->spouse_xingnian[who], err, errlen) < 0)
			return -1;
	if (args->ask && lr_context_parse_ask(ctx, args->ask, err, errlen) < 0)
		return -1;
	return 0;
}
