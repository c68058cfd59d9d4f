/* liuren - chart_request.h: a chart asked for on the command line, and
 * what it gives (神煞, 課體), as print makes it; shared by print, explain,
 * the casebook and the browser so a stored case prints exactly as print
 * would.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef FRONT_CHART_REQUEST_H
#define FRONT_CHART_REQUEST_H

#include <stdbool.h>
#include <stdio.h>

#include "front/args.h"
#include "front/colour.h"
#include "front/json.h"
#include "front/moment_args.h"
#include "front/optspec.h"
#include "liuren/calendar.h"
#include "liuren/context.h"
#include "liuren/moment.h"
#include "liuren/patterns.h"
#include "liuren/reading.h"
#include "liuren/shensha.h"

/* A chart and where it came from: typed pillars alone, a chart written
 * as the book writes one, or a moment on the clock (with any of day, hour
 * and general overridden by hand); what is known around it (year, month,
 * querent), and what that gives: 神煞 and 課體. */
struct chart_request {
	struct front_chart_args args;	/* the words as parsed (--json, --all) */
	struct lr_request request;	/* what they ask for */
	struct lr_reading reading;	/* lr_reading_make's answer */
};

/* The options of print and explain (and of case add's chart): the date
 * and time rows, CHART, the chart options. Their parsing, --help and
 * completion come from it. CHART_REQUEST_ROWS are its rows, for a
 * command that adds its own (print's --batch); FRONT_CHART_UNREAD and
 * FRONT_CHART_ABSENT must be defined where it is expanded (front/args.h). */
#define CHART_REQUEST_ROWS \
	FRONT_MOMENT_ROWS \
	{ OPTSPEC_WORDS, "CHART", 0, NULL, N_("a chart as the book writes it:\n" \
	  "'九月初三丙午日午時卯將 寅命 行年午'"), 0, FRONT_MOMENT_OPT_DATETIME, 0 }, \
	{ OPTSPEC_SECTION, NULL, 0, NULL, N_("Options:"), 0, 0, 0 }, \
	FRONT_OPTIONS(FRONT_CHART_ROW) \
	FRONT_COLOUR_ROW
extern const struct optspec front_chart_request_spec[];

/* Parse ARGV (ARGV[0] is the command name) into REQ's args and request,
 * computing nothing. Returns EXIT_OK, -1 for --help, or the exit status
 * to use (the message is printed). */
int front_chart_request_parse(int argc, char **argv, struct chart_request *req);

/* What print, explain and a case's full reading show: the 神煞, every
 * 課體 and 法, the 類神; not the 卷二 神將 sentences, which only the
 * browser's commentary shows (its reading asks for them) */
#define FRONT_READ_SHOWN (LR_READ_SHENSHA | LR_READ_RULES | LR_READ_LEISHEN)

/* Read REQ->request (lr_reading_make's PARTS; with the 神煞 also the
 * texts print shows beside them). Returns EXIT_OK, or EXIT_USAGE after
 * saying why as CMD. */
int front_chart_request_read(const char *cmd, struct chart_request *req,
		       unsigned parts, struct lr_trace *trace);

/* Parse ARGV (ARGV[0] is the command name) as print does and compute the
 * chart, its 神煞 and its 課體 into REQ. Returns EXIT_OK, -1 when --help
 * was asked for (the command prints its help), or the exit status to use
 * (the message is printed). */
int front_chart_request_make(int argc, char **argv, struct chart_request *req);

/* The chart alone (no 神煞, no 課體), with the derivation into TRACE
 * when it is not NULL: what explain shows. Returns as front_chart_request_make. */
int front_chart_request_make_traced(int argc, char **argv, struct chart_request *req,
			      struct lr_trace *trace);

/* The same without the 神煞 and without reading the 課體 texts of res/:
 * the chart and the names of its 課體 only, what a stored case needs
 * (REQ->shensha stays empty), so `case add` reads no res/ file. */
int front_chart_request_make_chart(int argc, char **argv, struct chart_request *req);

/* The moment's lines (datetime, lunar date, warnings) as print shows
 * them above the chart, and as JSON members; nothing for typed pillars. */
void front_chart_request_text_moment(const struct chart_request *req);
void front_chart_request_json_moment(struct json *j, const struct chart_request *req);

/* The reading print renders for REQ into R (pointing into REQ, and into
 * MANUAL, CHART_REQUEST_MANUAL_SIZE bytes, for the parts set by hand). */
enum { CHART_REQUEST_MANUAL_SIZE = 16 };
struct render_reading;
void front_chart_request_reading(const struct chart_request *req,
			   struct render_reading *r, char *manual);

/* The whole text of `liuren print` for REQ. */
void front_chart_request_print_text(FILE *out, const struct chart_request *req);

/* The members of `liuren print --json` (the caller opens and closes the
 * object). */
void front_chart_request_json_members(struct json *j, const struct chart_request *req);

#endif
