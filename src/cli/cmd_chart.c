/* liuren - cmd_chart.c: the print and explain commands.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <stdio.h>
#include <stdlib.h>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/moment_args.h"
#include "cli/render.h"
#include "cli/render_shensha.h"
#include "liuren/shensha.h"

/* How close (minutes) a change of 月將, hour or day must be for the
 * header to warn about it. */
enum { WARN_MINUTES = 15 };

/* A chart and where it came from: typed pillars alone, or a moment on the
 * clock (with any of day, hour and general overridden by hand). */
struct chart_request {
	struct cli_chart_args args;
	bool from_moment;
	struct lr_moment moment;
	struct lr_calendar cal;
	struct lr_chart chart;
	struct lr_shensha_result shensha;
};

/* Parse the arguments and compute the chart (with its trace when TRACE
 * is not NULL). Returns EXIT_OK, -1 when --help was printed, or the exit
 * status to use. */
static int chart_from_args(int argc, char **argv, struct chart_request *req,
			   struct lr_trace *trace)
{
	const char *cmd = argv[0];
	struct cli_chart_args *args = &req->args;
	struct lr_settings moment_settings;
	char err[512];
	int before = argc;

	lr_settings_default(&moment_settings);
	if (lr_moment_args_parse(&argc, argv, &moment_settings, &req->moment,
				 err, sizeof err) < 0) {
		cli_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	bool date_given = argc != before;
	int rc = cli_parse_chart_args(argc, argv, args);
	if (rc != EXIT_OK)
		return rc;
	if (args->help) {
		cli_print_help(stdout);
		return -1;
	}
	if (args->positional_count > 0) {
		cli_error(cmd, "'%s' is not a date or time (e.g. 2026-11-29 17:05, "
			  "2026-11-29T17:05+08:00, now)", args->positional[0]);
		return EXIT_USAGE;
	}
	if (moment_settings.true_solar)
		args->settings.true_solar = moment_settings.true_solar;

	bool typed = args->have_day && args->have_hour && args->have_general;
	req->from_moment = !typed || date_given;
	if (!req->from_moment) {
		if (lr_chart_compute(&req->chart, &args->input, &args->settings,
				     trace) < 0) {
			cli_error(cmd, "%s", lr_input_check(&args->input));
			return EXIT_USAGE;
		}
		return EXIT_OK;
	}
	if (lr_calendar_resolve(&req->cal, &req->moment, &args->settings, err,
				sizeof err) < 0) {
		cli_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	struct lr_input in = lr_calendar_input(&req->cal);
	if (args->have_day)
		in.day = args->input.day;
	if (args->have_general)
		in.general = args->input.general;
	if (args->have_hour) {
		/* a typed hour takes day or night from the hour rule */
		in.hour = args->input.hour;
		lr_chart_compute(&req->chart, &in, &args->settings, trace);
	} else {
		lr_chart_compute_daynight(&req->chart, &in, &args->settings,
			lr_calendar_daytime(&req->cal, &req->moment, &args->settings),
			trace);
	}
	return EXIT_OK;
}

/* Place the 神煞 for what is known: the day always, the year and the
 * month when the chart comes from a moment. Returns EXIT_OK, or
 * EXIT_USAGE when res/ does not load (the message names file and line). */
static int place_shensha(const char *cmd, struct chart_request *req)
{
	char err[512];
	const struct lr_shensha_set *set = lr_shensha_default(err, sizeof err);
	if (!set) {
		cli_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	struct lr_shensha_context ctx;
	lr_shensha_context_init(&ctx);
	ctx.day_cycle = req->chart.input.day;
	if (req->from_moment) {
		ctx.year_stem = lr_cycle_stem(req->cal.year);
		ctx.year_branch = lr_cycle_branch(req->cal.year);
		ctx.month_branch = req->cal.month_branch;
	}
	lr_shensha_eval(set, &ctx, &req->shensha);
	return EXIT_OK;
}

/* Say which parts of a moment's chart were set by hand. */
static void print_overrides(FILE *out, const struct cli_chart_args *args)
{
	if (!args->have_day && !args->have_hour && !args->have_general)
		return;
	fprintf(out, "手動 %s%s%s（不依曆）\n", args->have_day ? "日" : "",
		args->have_hour ? "時" : "", args->have_general ? "將" : "");
}

static int finish(void)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		cli_error(NULL, "error writing output");
		return EXIT_FAIL;
	}
	return EXIT_OK;
}

static void json_moment(struct json *j, const struct chart_request *req)
{
	if (!req->from_moment)
		return;
	lr_moment_write_json(j, &req->moment, &req->cal, &req->args.settings);
	json_key(j, "manual");
	json_array_begin(j);
	if (req->args.have_day)
		json_string(j, "day");
	if (req->args.have_hour)
		json_string(j, "hour");
	if (req->args.have_general)
		json_string(j, "general");
	json_array_end(j);
}

static void text_moment(const struct chart_request *req)
{
	if (!req->from_moment)
		return;
	lr_moment_print_header(stdout, &req->moment, &req->cal,
			       &req->args.settings, WARN_MINUTES);
	print_overrides(stdout, &req->args);
	fputc('\n', stdout);
}

int cmd_print(int argc, char **argv)
{
	static struct chart_request req;
	int rc = chart_from_args(argc, argv, &req, NULL);
	if (rc != EXIT_OK)
		return rc < 0 ? EXIT_OK : rc;
	rc = place_shensha(argv[0], &req);
	if (rc != EXIT_OK)
		return rc;
	if (req.args.json) {
		struct json j;
		json_init(&j, stdout);
		json_object_begin(&j);
		render_chart_json_members(&j, &req.chart);
		json_moment(&j, &req);
		render_shensha_json(&j, &req.shensha);
		json_object_end(&j);
		json_finish(&j);
	} else {
		text_moment(&req);
		render_chart_text(stdout, &req.chart);
		fputc('\n', stdout);
		render_shensha_text(stdout, &req.shensha);
	}
	return finish();
}

int cmd_explain(int argc, char **argv)
{
	static struct chart_request req;
	static struct lr_trace trace;
	int rc = chart_from_args(argc, argv, &req, &trace);
	if (rc != EXIT_OK)
		return rc < 0 ? EXIT_OK : rc;
	if (req.args.json) {
		struct json j;
		json_init(&j, stdout);
		json_object_begin(&j);
		render_chart_json_members(&j, &req.chart);
		json_moment(&j, &req);
		json_key(&j, "steps");
		render_trace_json(&j, &trace);
		json_object_end(&j);
		json_finish(&j);
	} else {
		char title[64];
		text_moment(&req);
		printf("%s\n\n", render_chart_title(&req.chart, title, sizeof title));
		render_trace_text(stdout, &trace);
	}
	return finish();
}
