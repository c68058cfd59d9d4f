/* liuren - render_print.c: the whole text of `liuren print`.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "front/render_print.h"

#include "front/moment_args.h"
#include "front/render.h"
#include "front/render_leishen.h"
#include "front/render_patterns.h"
#include "front/render_shensha.h"
#include "front/render_bifa.h"
#include <string.h>

#include "liuren/ganzhi.h"
#include "liuren/i18n.h"

void front_render_manual_text(FILE *out, const char *manual,
			const struct lr_calendar *cal,
			const struct lr_chart *chart)
{
	if (!manual || !*manual)
		return;
	/* the typed parts against the calendar's, which the header's
	 * Pillars and General lines show */
	char typed[64] = "", own[64] = "", cyc[7];
	size_t t = 0, o = 0;
	if (strstr(manual, "日")) {
		t += (size_t)snprintf(typed + t, sizeof typed - t, "%s日",
				      lr_cycle_name(chart->input.day, cyc));
		o += (size_t)snprintf(own + o, sizeof own - o, "%s日",
				      lr_cycle_name(cal->day, cyc));
	}
	if (strstr(manual, "時")) {
		t += (size_t)snprintf(typed + t, sizeof typed - t, "%s%s時",
				      t ? " " : "",
				      lr_branch_name(chart->input.hour));
		o += (size_t)snprintf(own + o, sizeof own - o, "%s%s時",
				      o ? " " : "",
				      lr_branch_name(lr_cycle_branch(cal->hour)));
	}
	if (strstr(manual, "將")) {
		snprintf(typed + t, sizeof typed - t, "%s%s將", t ? " " : "",
			 lr_branch_name(chart->input.general));
		snprintf(own + o, sizeof own - o, "%s%s將", o ? " " : "",
			 lr_branch_name(cal->general));
	}
	fprintf(out, _("Manual   %s (not from the calendar): the chart is cast "
		       "for %s, where the calendar gives %s"), manual, typed,
		own);
	fputc('\n', out);
}

/* What print writes above the chart: the moment's lines, the parts set
 * by hand, what is known. */
static void preamble(FILE *out, const struct render_reading *r)
{
	if (r->moment) {
		front_moment_print_header(out, r->moment, r->cal,
				       &r->chart->settings, RENDER_WARN_MINUTES);
		front_render_manual_text(out, r->manual, r->cal, r->chart);
		fputc('\n', out);
	}
	front_render_context_text(out, r->context, r->moment != NULL);
}

void front_render_print_head(FILE *out, const struct render_reading *r)
{
	preamble(out, r);
	front_render_chart_heading(out, r->chart);
}

void front_render_print_tail(FILE *out, const struct render_reading *r)
{
	front_render_querent_text(out, r->context, r->chart);
	front_render_leishen_text(out, r->context, r->leishen, r->leishen_error);
	front_render_patterns_text(out, r->patterns, r->npatterns, r->all);
	fputc('\n', out);
	front_render_bifa_text(out, r->bifa, r->nbifa, r->all);
	fputc('\n', out);
}

void front_render_print_shensha(FILE *out, const struct render_reading *r)
{
	/* the reading holds the 神煞 with 三奇 already placed */
	front_render_shensha_text(out, r->shensha);
}

void front_render_print_text(FILE *out, const struct render_reading *r)
{
	preamble(out, r);
	front_render_chart_text(out, r->chart);
	fputc('\n', out);
	front_render_print_tail(out, r);
	front_render_print_shensha(out, r);
}
