/* liuren - args.c: options shared by the chart commands.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "cli/args.h"

#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct cli_option_info options[CLI_OPT_COUNT] = {
#define CLI_OPTION_INFO(id, name, has_arg, arg, help) { name, has_arg, arg, help },
	CLI_OPTIONS(CLI_OPTION_INFO)
#undef CLI_OPTION_INFO
};

const struct cli_option_info *cli_option_info(enum cli_option id)
{
	return (unsigned)id < CLI_OPT_COUNT ? &options[id] : NULL;
}

void cli_error(const char *cmd, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "liuren%s%s: ", cmd ? " " : "", cmd ? cmd : "");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

void cli_print_option_help(FILE *out)
{
	for (int i = 0; i < CLI_OPT_COUNT; i++) {
		char left[64];
		snprintf(left, sizeof left, "--%s%s%s", options[i].name,
			 options[i].arg ? " " : "", options[i].arg ? options[i].arg : "");
		fprintf(out, "  %-22s %s\n", left, options[i].help);
	}
}

/* Why TEXT is not a pillar, for the error line. */
static void pillar_error(const char *cmd, const char *text)
{
	const char *rest;
	int stem = lr_parse_stem(text, &rest);
	int branch = stem >= 0 ? lr_parse_branch(rest, &rest) : -1;
	if (stem >= 0 && branch >= 0 && *rest == '\0')
		cli_error(cmd, "--day: '%s' is not a pillar of the sixty "
			  "(%s is %s, %s is %s)", text, lr_stem_name(stem),
			  lr_stem_yang(stem) ? "yang" : "yin", lr_branch_name(branch),
			  lr_branch_yang(branch) ? "yang" : "yin");
	else
		cli_error(cmd, "--day: '%s' is not a day pillar (a stem and a "
			  "branch, e.g. 丙辰)", text);
}

/* Scan for --config / --no-config before anything else, so the file is
 * applied first and the other flags override it. */
static int load_config(const char *cmd, int argc, char **argv,
		       struct lr_settings *settings)
{
	const char *path = NULL;
	bool none = false;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--"))
			break;
		if (!strcmp(argv[i], "--no-config"))
			none = true;
		else if (!strcmp(argv[i], "--config") && i + 1 < argc)
			path = argv[++i];
		else if (!strncmp(argv[i], "--config=", 9))
			path = argv[i] + 9;
	}
	if (none)
		return EXIT_OK;
	char buf[4096], err[4352];
	bool explicit_path = path != NULL;
	if (!path) {
		if (lr_settings_path(buf, sizeof buf) < 0)
			return EXIT_OK;
		path = buf;
	}
	int rc = lr_settings_load(settings, path, err, sizeof err);
	if (rc < 0) {
		cli_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	if (rc == 1 && explicit_path) {
		cli_error(cmd, "%s: no such file", path);
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
	int rc = load_config(cmd, argc, argv, &args->settings);
	if (rc != EXIT_OK)
		return rc;

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
	while ((c = getopt_long(argc, argv, "-:", longopts, NULL)) != -1) {
		if (c == 1) {
			if (args->positional_count >= 64) {
				cli_error(cmd, "too many arguments");
				return EXIT_USAGE;
			}
			words[args->positional_count++] = optarg;
			continue;
		}
		if (c == '?') {
			if (optopt)
				cli_error(cmd, "unknown option '-%c' (see 'liuren --help')", optopt);
			else
				cli_error(cmd, "unknown option '%s' (see 'liuren --help')",
					  argv[optind - 1]);
			return EXIT_USAGE;
		}
		if (c == ':') {
			cli_error(cmd, "%s needs a value", argv[optind - 1]);
			return EXIT_USAGE;
		}
		const char *v = optarg;
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
				cli_error(cmd, "--hour: '%s' is not a branch (子 丑 寅 … 亥)", v);
				return EXIT_USAGE;
			}
			args->have_hour = true;
			break;
		case CLI_OPT_GENERAL:
			args->input.general = lr_parse_month_general(v);
			if (args->input.general < 0) {
				cli_error(cmd, "--general: '%s' is not a branch or a "
					  "monthly general's name (登明 河魁 … 神后)", v);
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
		case CLI_OPT_ALL:
			args->all = true;
			break;
		case CLI_OPT_SET: {
			char err[256];
			if (lr_settings_assign(&args->settings, v, err, sizeof err) < 0) {
				cli_error(cmd, "--set: %s", err);
				return EXIT_USAGE;
			}
			break;
		}
		case CLI_OPT_NOBLE_TABLE:
			rc = apply_setting(cmd, &args->settings, "noble-table", v);
			break;
		case CLI_OPT_DAY_HOURS:
			rc = apply_setting(cmd, &args->settings, "day-hours", v);
			break;
		case CLI_OPT_SHEHAI:
			rc = apply_setting(cmd, &args->settings, "shehai", v);
			break;
		case CLI_OPT_CONFIG:
		case CLI_OPT_NO_CONFIG:
			break;	/* handled by load_config() */
		case CLI_OPT_HELP:
			args->help = true;
			break;
		}
		if (rc != EXIT_OK)
			return rc;
	}
	return EXIT_OK;
}
