/* liuren - args.c: options shared by the chart commands.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "front/args.h"

#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/context.h"
#include "liuren/i18n.h"
#include "liuren/quote.h"
#include "liuren/normalize.h"

static const struct cli_option_info options[CLI_OPT_COUNT] = {
#define CLI_OPTION_INFO(id, name, has_arg, arg, help) { name, has_arg, arg, help },
	CLI_OPTIONS(CLI_OPTION_INFO)
#undef CLI_OPTION_INFO
};

const struct cli_option_info *cli_option_info(enum cli_option id)
{
	return (unsigned)id < CLI_OPT_COUNT ? &options[id] : NULL;
}

void cli_print_option_help(FILE *out)
{
	cli_print_option_help_except(out, 0);
}

void cli_print_option_help_except(FILE *out, unsigned long long skip)
{
	for (int i = 0; i < CLI_OPT_COUNT; i++) {
		if (skip >> i & 1)
			continue;
		char left[64];
		snprintf(left, sizeof left, "--%s%s%s", options[i].name,
			 options[i].arg ? " " : "", options[i].arg ? options[i].arg : "");
		/* a name wider than the column puts its help on the next
		 * line, in the column */
		if (strlen(left) > 22)
			fprintf(out, "  %s\n  %-22s %s\n", left, "",
				_(options[i].help));
		else
			fprintf(out, "  %-22s %s\n", left, _(options[i].help));
	}
}

/* When WORD ("--s", "--s=x") abbreviates more than one option, say so
 * and return true. */
static bool ambiguous(const char *cmd, const char *word)
{
	if (strncmp(word, "--", 2) != 0)
		return false;
	const char *name = word + 2;
	size_t len = strcspn(name, "=");
	char list[512] = "";
	int found = 0;
	for (int i = 0; i < CLI_OPT_COUNT && len; i++) {
		if (strncmp(options[i].name, name, len) != 0)
			continue;
		size_t used = strlen(list);
		snprintf(list + used, sizeof list - used, "%s--%s",
			 found ? ", " : "", options[i].name);
		found++;
	}
	if (found < 2)
		return false;
	char q[LR_QUOTE_SIZE], shown[LR_QUOTE_SIZE + 2];
	snprintf(shown, sizeof shown, "--%.*s", (int)(len < 200 ? len : 200),
		 name);
	cli_error(cmd, _("option '%s' is ambiguous: %s"),
		  lr_quote(shown, q, sizeof q), list);
	return true;
}

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

/* Read the config file: PATH if given (it must exist), none with
 * --no-config, else the default path if that file exists. */
int cli_load_config(const char *cmd, const char *path, bool none,
		    struct lr_settings *settings)
{
	if (none)
		return EXIT_OK;
	char buf[4096], err[4352];
	bool explicit_path = path != NULL;
	if (!path) {
		if (lr_settings_path(buf, sizeof buf) < 0)
			return EXIT_OK;
		path = buf;
	}
	char warn[4352];
	int rc = lr_settings_load_warn(settings, path, warn, sizeof warn, err,
				       sizeof err);
	if (rc < 0) {
		cli_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	if (rc == 0 && warn[0])
		cli_error(cmd, _("warning: %s"), warn);
	if (rc == 1 && explicit_path) {
		cli_error(cmd, _("%s: no such file"), path);
		return EXIT_USAGE;
	}
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

int cli_parse_chart_args(int argc, char **argv, struct cli_chart_args *args)
{
	const char *cmd = argv[0];
	memset(args, 0, sizeof *args);
	lr_settings_default(&args->settings);
	int rc = EXIT_OK;
	/* Settings from flags are kept in order and applied after the config
	 * file, so flags win whatever their position (and however getopt
	 * abbreviated them). */
	enum { MAX_PENDING = 64 };
	struct { const char *key, *value, *assignment; } pending[MAX_PENDING];
	int npending = 0;
	const char *config_path = NULL;
	bool no_config = false;

	struct option longopts[CLI_OPT_COUNT + 1];
	for (int i = 0; i < CLI_OPT_COUNT; i++)
		longopts[i] = (struct option){ options[i].name,
			options[i].has_arg ? required_argument : no_argument,
			NULL, 1000 + i };
	longopts[CLI_OPT_COUNT] = (struct option){ 0, 0, 0, 0 };

	/* "+": stop at the first word that is not an option is not wanted,
	 * positional words (a date and a time) may come anywhere; "-" keeps
	 * them in order as argument 1. ':' reports a missing argument. */
	static char *words[64];
	args->positional = words;
	opterr = 0;
	optind = 1;
	int c;
	char q[LR_QUOTE_SIZE];
	while ((c = getopt_long(argc, argv, "-:h", longopts, NULL)) != -1) {
		if (c == 'h') {
			args->help = true;
			continue;
		}
		if (c == 1) {
			if (args->positional_count >= 64) {
				cli_error(cmd, _("too many arguments"));
				return EXIT_USAGE;
			}
			words[args->positional_count++] = (char *)normalized(optarg);
			continue;
		}
		if (c == '?') {
			if (optopt >= 1000 && optopt < 1000 + CLI_OPT_COUNT)
				cli_error(cmd, _("--%s takes no value"),
					  options[optopt - 1000].name);
			else if (optopt > 0 && optopt < 128)
				cli_error(cmd, _("unknown option '-%c' (see 'liuren --help')"), optopt);
			else if (!ambiguous(cmd, argv[optind - 1]))
				cli_error(cmd, _("unknown option '%s' (see 'liuren --help')"),
					  lr_quote(argv[optind - 1], q, sizeof q));
			return EXIT_USAGE;
		}
		if (c == ':') {
			cli_error(cmd, _("%s needs a value"),
				  lr_quote(argv[optind - 1], q, sizeof q));
			return EXIT_USAGE;
		}
		const char *v = optarg ? normalized(optarg) : NULL;
		switch (c - 1000) {
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
			if (npending >= MAX_PENDING) {
				cli_error(cmd, _("too many settings"));
				return EXIT_USAGE;
			}
			pending[npending].assignment = c - 1000 == CLI_OPT_SET ? v : NULL;
			pending[npending].key = options[c - 1000].name;
			pending[npending].value = v;
			npending++;
			break;
		case CLI_OPT_CONFIG:
			config_path = v;
			break;
		case CLI_OPT_NO_CONFIG:
			no_config = true;
			break;
		case CLI_OPT_HELP:
			args->help = true;
			break;
		case CLI_OPT_LANG:	/* taken out before any command runs */
			break;
		}
	}
	/* after "--" every word is an operand */
	for (int i = optind; i < argc; i++) {
		if (args->positional_count >= 64) {
			cli_error(cmd, "%s", _("too many arguments"));
			return EXIT_USAGE;
		}
		words[args->positional_count++] = argv[i];
	}
	rc = cli_load_config(cmd, config_path, no_config, &args->settings);
	if (rc != EXIT_OK)
		return rc;
	for (int i = 0; i < npending; i++) {
		char err[256];
		if (pending[i].assignment) {
			if (lr_settings_assign(&args->settings, pending[i].assignment,
					       err, sizeof err) < 0) {
				cli_error(cmd, _("%s: %s"), "--set", err);
				return EXIT_USAGE;
			}
		} else if (apply_setting(cmd, &args->settings, pending[i].key,
					 pending[i].value) != EXIT_OK) {
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
