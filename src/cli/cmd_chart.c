/* liuren - cmd_chart.c: the print and explain commands.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <stdio.h>
#include <stdlib.h>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/render.h"

/* Parse the arguments and compute the chart (with its trace when TRACE
 * is not NULL). Returns EXIT_OK or the exit status to use. */
static int chart_from_args(int argc, char **argv, struct cli_chart_args *args,
			   struct lr_chart *chart, struct lr_trace *trace)
{
	const char *cmd = argv[0];
	int rc = cli_parse_chart_args(argc, argv, args);
	if (rc != EXIT_OK)
		return rc;
	if (args->help) {
		cli_print_help(stdout);
		return -1;
	}
	if (args->positional_count > 0) {
		cli_error(cmd, "unexpected argument '%s'", args->positional[0]);
		return EXIT_USAGE;
	}
	if (!args->have_day || !args->have_hour || !args->have_general) {
		cli_error(cmd, "missing %s (give --day, --hour and --general)",
			  !args->have_day ? "--day" : !args->have_hour ? "--hour"
								: "--general");
		return EXIT_USAGE;
	}
	if (lr_chart_compute(chart, &args->input, &args->settings, trace) < 0) {
		cli_error(cmd, "%s", lr_input_check(&args->input));
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

static int finish(void)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		cli_error(NULL, "error writing output");
		return EXIT_FAIL;
	}
	return EXIT_OK;
}

int cmd_print(int argc, char **argv)
{
	struct cli_chart_args args;
	struct lr_chart chart;
	int rc = chart_from_args(argc, argv, &args, &chart, NULL);
	if (rc != EXIT_OK)
		return rc < 0 ? EXIT_OK : rc;
	if (args.json) {
		struct json j;
		json_init(&j, stdout);
		json_object_begin(&j);
		render_chart_json_members(&j, &chart);
		json_object_end(&j);
		json_finish(&j);
	} else {
		render_chart_text(stdout, &chart);
	}
	return finish();
}

int cmd_explain(int argc, char **argv)
{
	struct cli_chart_args args;
	struct lr_chart chart;
	static struct lr_trace trace;
	int rc = chart_from_args(argc, argv, &args, &chart, &trace);
	if (rc != EXIT_OK)
		return rc < 0 ? EXIT_OK : rc;
	if (args.json) {
		struct json j;
		json_init(&j, stdout);
		json_object_begin(&j);
		render_chart_json_members(&j, &chart);
		json_key(&j, "steps");
		render_trace_json(&j, &trace);
		json_object_end(&j);
		json_finish(&j);
	} else {
		char title[64];
		printf("%s\n\n", render_chart_title(&chart, title, sizeof title));
		render_trace_text(stdout, &trace);
	}
	return finish();
}
