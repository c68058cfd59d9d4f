/* liuren - cmd_chart.c: the print and explain commands, over the chart
 * request of front/chart_request.h.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <stdio.h>

#include "cli/commands.h"
#include "front/args.h"
#include "front/chart_request.h"
#include "front/json.h"
#include "front/render.h"
#include "liuren/trace.h"

static int finish(void)
{
	return front_check_output(NULL) == 0 ? EXIT_OK : EXIT_FAIL;
}

int cmd_print(int argc, char **argv)
{
	static struct chart_request req;
	int rc = front_chart_request_make(argc, argv, &req);
	if (rc < 0)
		return CLI_HELP;
	if (rc != EXIT_OK)
		return rc;
	if (req.args.json) {
		struct json j;
		front_json_init(&j, stdout);
		front_json_object_begin(&j);
		front_chart_request_json_members(&j, &req);
		front_json_object_end(&j);
		front_json_finish(&j);
	} else {
		front_chart_request_print_text(stdout, &req);
	}
	return finish();
}

int cmd_explain(int argc, char **argv)
{
	static struct chart_request req;
	static struct lr_trace trace;
	int rc = front_chart_request_make_traced(argc, argv, &req, &trace);
	if (rc < 0)
		return CLI_HELP;
	if (rc != EXIT_OK)
		return rc;
	lr_trace_format(&trace);
	if (req.args.json) {
		struct json j;
		front_json_init(&j, stdout);
		front_json_object_begin(&j);
		front_render_chart_json_members(&j, &req.reading.chart);
		front_chart_request_json_moment(&j, &req);
		front_json_key(&j, "steps");
		front_render_trace_json(&j, &trace);
		front_json_object_end(&j);
		front_json_finish(&j);
	} else {
		char title[64];
		front_chart_request_text_moment(&req);
		printf("%s\n\n", front_render_chart_title(&req.reading.chart, title, sizeof title));
		front_render_trace_text(stdout, &trace);
	}
	return finish();
}
