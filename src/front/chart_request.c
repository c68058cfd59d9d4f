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
#include "front/render_bifa.h"
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

/* print's and explain's options (and case add's chart): the date and
 * time, the chart in the book's words, the chart options */
#define FRONT_CHART_UNREAD 0
#define FRONT_CHART_ABSENT 0
const struct optspec front_chart_request_spec[] = {
	CHART_REQUEST_ROWS
	{ OPTSPEC_END },
};
#undef FRONT_CHART_UNREAD
#undef FRONT_CHART_ABSENT

int front_chart_request_parse(int argc, char **argv, struct chart_request *req)
{
	const char *cmd = argv[0];
	struct front_chart_args *args = &req->args;
	struct lr_request *rq = &req->request;
	struct front_moment_words mw;
	char err[4352], warn[4352];

	lr_request_init(rq);
	if (front_chart_read_words(front_chart_request_spec, argc, argv, args, &mw,
				 NULL, NULL, err, sizeof err) < 0 ||
	    front_moment_words_resolve(&mw, &rq->moment, err, sizeof err) < 0) {
		front_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	bool date_given = front_moment_words_dated(&mw);
	if (front_chart_finish(args, warn, sizeof warn, err, sizeof err) < 0) {
		front_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	if (warn[0])
		front_error(cmd, _("warning: %s"), warn);
	if (args->help)		/* the command prints its own help */
		return -1;
	if (mw.true_solar)
		args->settings.true_solar = 1;
	rq->settings = args->settings;
	rq->input = args->input;
	rq->have_day = args->have_day;
	rq->have_hour = args->have_hour;
	rq->have_general = args->have_general;
	if (front_apply_querent(args, &rq->querent, err, sizeof err) < 0) {
		front_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	/* a notation in several words ('九月初三丙午日午時卯將 寅命 行年午'
	 * unquoted) is read as one, as the date forms are */
	if (args->positional_count >= 1 && !date_given &&
	    lr_notation_looks_like(args->positional[0])) {
		size_t used = 0;
		for (int i = 0; i < args->positional_count; i++) {
			int n = snprintf(rq->notation + used, sizeof rq->notation - used,
					 "%s%s", i ? " " : "", args->positional[i]);
			if (n < 0 || (size_t)n >= sizeof rq->notation - used) {
				front_error(cmd, "%s", _("the chart's words are too long"));
				return EXIT_USAGE;
			}
			used += (size_t)n;
		}
		rq->source = LR_FROM_NOTATION;
		return EXIT_OK;
	}
	if (args->positional_count > 0) {
		char q[LR_QUOTE_SIZE];
		front_error(cmd, _("'%s' is not a date or time (e.g. 2026-11-29 17:05, "
			  "2027/3/5 8:00, 2027年3月5日辰時, now) nor a chart in the "
			  "book's words (e.g. 癸酉日酉時巳將)"),
			  lr_quote(args->positional[0], q, sizeof q));
		return EXIT_USAGE;
	}
	bool typed = args->have_day && args->have_hour && args->have_general;
	rq->source = typed && !date_given ? LR_FROM_PILLARS : LR_FROM_MOMENT;
	return EXIT_OK;
}

int front_chart_request_read(const char *cmd, struct chart_request *req,
		       unsigned parts, struct lr_trace *trace)
{
	char err[512];
	/* print's texts: the 課體's, 卷二's and the 類神's, checked before
	 * anything is computed so a damaged res/ is said at once */
	if ((parts & LR_READ_SHENSHA)
	    && (lr_pattern_texts_load(err, sizeof err) < 0
		|| lr_shenjiang_load(err, sizeof err) < 0
		|| lr_leishen_load(err, sizeof err) < 0)) {
		front_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	if (lr_reading_make(&req->reading, &req->request, parts, trace, err,
			    sizeof err) < 0) {
		front_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

int front_chart_request_make_traced(int argc, char **argv, struct chart_request *req,
			      struct lr_trace *trace)
{
	int rc = front_chart_request_parse(argc, argv, req);
	return rc != EXIT_OK ? rc
			     : front_chart_request_read(argv[0], req, LR_READ_CHART, trace);
}

/* The parts of a moment's chart set by hand, as "日時將" (or ""). */
static const char *manual_parts(const struct lr_request *rq, char *buf,
				size_t len)
{
	snprintf(buf, len, "%s%s%s", rq->have_day ? "日" : "",
		 rq->have_hour ? "時" : "", rq->have_general ? "將" : "");
	return buf;
}

void front_chart_request_json_moment(struct json *j, const struct chart_request *req)
{
	const struct lr_reading *r = &req->reading;
	if (!r->from_moment)
		return;
	front_moment_write_json(j, &r->moment, &r->cal, &req->request.settings);
	front_json_key(j, "manual");
	front_json_array_begin(j);
	if (req->request.have_day)
		front_json_string(j, "day");
	if (req->request.have_hour)
		front_json_string(j, "hour");
	if (req->request.have_general)
		front_json_string(j, "general");
	front_json_array_end(j);
}

void front_chart_request_text_moment(const struct chart_request *req)
{
	const struct lr_reading *r = &req->reading;
	if (!r->from_moment)
		return;
	char manual[16];
	front_moment_print_header(stdout, &r->moment, &r->cal,
			       &req->request.settings, RENDER_WARN_MINUTES);
	front_render_manual_text(stdout, manual_parts(&req->request, manual,
						sizeof manual), &r->cal,
			   &r->chart);
	fputc('\n', stdout);
}

int front_chart_request_make(int argc, char **argv, struct chart_request *req)
{
	int rc = front_chart_request_parse(argc, argv, req);
	return rc != EXIT_OK ? rc
			     : front_chart_request_read(argv[0], req, FRONT_READ_SHOWN, NULL);
}

int front_chart_request_make_chart(int argc, char **argv, struct chart_request *req)
{
	int rc = front_chart_request_parse(argc, argv, req);
	return rc != EXIT_OK ? rc : front_chart_request_read(argv[0], req,
						       LR_READ_PATTERNS, NULL);
}

void front_chart_request_json_members(struct json *j, const struct chart_request *req)
{
	const struct lr_reading *r = &req->reading;
	front_render_chart_json_members(j, &r->chart);
	front_chart_request_json_moment(j, req);
	front_render_context_json(j, &r->context);
	front_render_querent_json(j, &r->context, &r->chart);
	front_render_leishen_json(j, &r->context, &r->leishen, r->leishen_error);
	front_render_patterns_json(j, lr_reading_patterns(r), r->npatterns);
	front_render_bifa_json(j, lr_reading_bifas(r), r->nbifa);
	front_render_shensha_json(j, &r->shensha);
}

void front_chart_request_reading(const struct chart_request *req,
			   struct render_reading *r, char *manual)
{
	const struct lr_reading *rd = &req->reading;
	*r = (struct render_reading){
		.moment = rd->from_moment ? &rd->moment : NULL,
		.cal = &rd->cal,
		.manual = manual_parts(&req->request, manual,
				       CHART_REQUEST_MANUAL_SIZE),
		.context = &rd->context,
		.chart = &rd->chart,
		.patterns = lr_reading_patterns(rd),
		.npatterns = rd->npatterns,
		.bifa = lr_reading_bifas(rd),
		.nbifa = rd->nbifa,
		.leishen = &rd->leishen,
		.leishen_error = rd->leishen_error,
		.all = req->args.all,
		.shensha = &rd->shensha,
	};
}

void front_chart_request_print_text(FILE *out, const struct chart_request *req)
{
	char manual[CHART_REQUEST_MANUAL_SIZE];
	struct render_reading r;
	front_chart_request_reading(req, &r, manual);
	front_render_print_text(out, &r);
}
