/* liuren - chart_request.c: a chart asked for in words (the command
 * line of print and explain, a stored case, the browser's own command
 * line): parsed, computed, its 神煞 and 課體 evaluated, and written as
 * print writes it, as text or JSON (see front/chart_request.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <stdio.h>
#include <stdlib.h>

#include "front/args.h"
#include "front/chart_request.h"
#include "liuren/quote.h"
#include "front/moment_args.h"
#include "front/render.h"
#include "front/render_leishen.h"
#include "liuren/leishen.h"
#include "liuren/shenjiang.h"
#include "front/render_patterns.h"
#include "front/render_print.h"
#include "front/render_shensha.h"
#include "liuren/context.h"
#include "liuren/notation.h"
#include "liuren/patterns.h"
#include "liuren/reading.h"
#include "liuren/shensha.h"

/* Read a birth date of CTX in the chart's zone and, when the chart has a
 * moment (CAL not NULL), refuse one after it. Returns EXIT_OK or
 * EXIT_USAGE. */
static int resolve_birth(const char *cmd, struct chart_request *req,
			 struct lr_context *ctx, const struct lr_calendar *cal)
{
	char err[512];
	if (lr_context_resolve_birth(ctx, req->moment.zone,
				     &req->args.settings, err, sizeof err) < 0
	    || (cal && lr_context_check_birth(ctx, cal->utc, err,
					      sizeof err) < 0)) {
		cli_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

/* A chart written the way the seeds write one ('癸巳年七月癸酉日酉時巳將'). */
static int chart_from_notation(const char *cmd, struct chart_request *req,
			       const char *text, struct lr_trace *trace)
{
	struct lr_notation note;
	char err[512];
	if (lr_notation_parse(text, &note, err, sizeof err) < 0) {
		cli_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	req->from_notation = true;
	struct lr_input in = note.input;
	if (req->args.have_day)
		in.day = req->args.input.day;
	if (req->args.have_hour)
		in.hour = req->args.input.hour;
	if (req->args.have_general)
		in.general = req->args.input.general;
	/* the querent's options beside the notation win over its words */
	struct lr_context querent;
	lr_context_querent(&querent, &note.context);
	int rc = cli_apply_querent(cmd, &req->args, &querent);
	if (rc == EXIT_OK)
		rc = resolve_birth(cmd, req, &querent, NULL);
	if (rc != EXIT_OK)
		return rc;
	lr_reading_context(&req->context, &note.context, &querent);
	lr_chart_compute(&req->chart, &in, &req->args.settings, trace);
	return EXIT_OK;
}

/* Parse the arguments and compute the chart (with its trace when TRACE
 * is not NULL). Returns EXIT_OK, -1 when --help was printed, or the exit
 * status to use. */
int chart_request_make_traced(int argc, char **argv, struct chart_request *req,
			      struct lr_trace *trace)
{
	const char *cmd = argv[0];
	struct cli_chart_args *args = &req->args;
	struct lr_settings moment_settings;
	char err[512];
	bool date_given;

	lr_settings_default(&moment_settings);
	if (lr_moment_args_take(&argc, argv, &moment_settings, &req->moment,
				&date_given, err, sizeof err) < 0) {
		cli_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	int rc = cli_parse_chart_args(argc, argv, args);
	if (rc != EXIT_OK)
		return rc;
	if (args->help)		/* the command prints its own help */
		return -1;
	if (moment_settings.true_solar)
		args->settings.true_solar = moment_settings.true_solar;
	lr_context_init(&req->context);
	/* a notation in several words ('九月初三丙午日午時卯將 寅命 行年午'
	 * unquoted) is read as one, as the date forms are */
	if (args->positional_count >= 1 && !date_given &&
	    lr_notation_looks_like(args->positional[0])) {
		static char joined[1024];
		size_t used = 0;
		for (int i = 0; i < args->positional_count; i++) {
			int n = snprintf(joined + used, sizeof joined - used,
					 "%s%s", i ? " " : "", args->positional[i]);
			if (n < 0 || (size_t)n >= sizeof joined - used) {
				cli_error(cmd, "%s", _("the chart's words are too long"));
				return EXIT_USAGE;
			}
			used += (size_t)n;
		}
		args->positional[0] = joined;
		args->positional_count = 1;
		return chart_from_notation(cmd, req, joined, trace);
	}
	if (args->positional_count > 0) {
		char q[LR_QUOTE_SIZE];
		cli_error(cmd, _("'%s' is not a date or time (e.g. 2026-11-29 17:05, "
			  "2027/3/5 8:00, 2027年3月5日辰時, now) nor a chart in the "
			  "book's words (e.g. 癸酉日酉時巳將)"),
			  lr_quote(args->positional[0], q, sizeof q));
		return EXIT_USAGE;
	}
	rc = cli_apply_querent(cmd, &req->args, &req->context);
	if (rc == EXIT_OK)
		rc = resolve_birth(cmd, req, &req->context, NULL);
	if (rc != EXIT_OK)
		return rc;

	bool typed = args->have_day && args->have_hour && args->have_general;
	req->from_moment = !typed || date_given;
	if (!req->from_moment) {
		lr_context_complete(&req->context);
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
	rc = resolve_birth(cmd, req, &req->context, &req->cal);
	if (rc != EXIT_OK)
		return rc;
	lr_context_from_calendar(&req->context, &req->cal, &args->settings);
	struct lr_input in = lr_calendar_input(&req->cal);
	if (args->have_day)
		in.day = args->input.day;
	if (in.day != req->cal.day)	/* the term day is the calendar's */
		req->context.term_day = LR_TERM_DAY_UNKNOWN;
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
	lr_context_shensha(&req->context, req->chart.input.day, &ctx);
	ctx.all_b = req->chart.settings.shensha_reading == LR_SHENSHA_READING_B;
	lr_shensha_eval(set, &ctx, &req->shensha);
	return EXIT_OK;
}

/* Evaluate every 課體 detector (they need no res/ file). */
static void evaluate_patterns(struct chart_request *req)
{
	int n = lr_patterns_evaluate(&req->chart, &req->context, req->patterns,
				     LR_PATTERN_COUNT);
	req->npatterns = n < LR_PATTERN_COUNT ? n : LR_PATTERN_COUNT;
}

/* The 課體 with their texts at hand. Returns EXIT_OK, or EXIT_USAGE when
 * the pattern texts in res/ do not load. */
static int find_patterns(const char *cmd, struct chart_request *req)
{
	char err[512];
	if (lr_pattern_texts_load(err, sizeof err) < 0
	    || lr_shenjiang_load(err, sizeof err) < 0	/* 卷二, 類神 */
	    || lr_leishen_load(err, sizeof err) < 0) {
		cli_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	evaluate_patterns(req);
	return EXIT_OK;
}

/* The parts of a moment's chart set by hand, as "日時將" (or ""). */
static const char *manual_parts(const struct cli_chart_args *args, char *buf,
				size_t len)
{
	snprintf(buf, len, "%s%s%s", args->have_day ? "日" : "",
		 args->have_hour ? "時" : "", args->have_general ? "將" : "");
	return buf;
}

void chart_request_json_moment(struct json *j, const struct chart_request *req)
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

void chart_request_text_moment(const struct chart_request *req)
{
	if (!req->from_moment)
		return;
	char manual[16];
	lr_moment_print_header(stdout, &req->moment, &req->cal,
			       &req->args.settings, RENDER_WARN_MINUTES);
	if (*manual_parts(&req->args, manual, sizeof manual))
		printf("手動 %s（不依曆）\n", manual);
	fputc('\n', stdout);
}

int chart_request_make(int argc, char **argv, struct chart_request *req)
{
	int rc = chart_request_make_traced(argc, argv, req, NULL);
	if (rc == EXIT_OK)
		rc = place_shensha(argv[0], req);
	if (rc == EXIT_OK)
		rc = find_patterns(argv[0], req);
	return rc;
}

int chart_request_make_chart(int argc, char **argv, struct chart_request *req)
{
	int rc = chart_request_make_traced(argc, argv, req, NULL);
	if (rc == EXIT_OK)
		evaluate_patterns(req);
	return rc;
}

void chart_request_json_members(struct json *j, const struct chart_request *req)
{
	render_chart_json_members(j, &req->chart);
	chart_request_json_moment(j, req);
	render_context_json(j, &req->context);
	render_querent_json(j, &req->context, &req->chart);
	render_leishen_json(j, &req->context, &req->chart);
	render_patterns_json(j, req->patterns, req->npatterns);
	render_shensha_json(j, &req->shensha);
}

void chart_request_print_text(FILE *out, const struct chart_request *req)
{
	char manual[16];
	struct render_reading r = {
		.moment = req->from_moment ? &req->moment : NULL,
		.cal = &req->cal,
		.manual = manual_parts(&req->args, manual, sizeof manual),
		.context = &req->context,
		.chart = &req->chart,
		.patterns = req->patterns,
		.npatterns = req->npatterns,
		.all = req->args.all,
		.shensha = &req->shensha,
	};
	render_print_text(out, &r);
}

