/* liuren - render_print.h: the whole text of `liuren print`, shared by the
 * command and the browser's print key so the two never drift apart.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef FRONT_RENDER_PRINT_H
#define FRONT_RENDER_PRINT_H

#include <stdbool.h>
#include <stdio.h>

#include "liuren/bifa.h"
#include "liuren/calendar.h"
#include "liuren/chart.h"
#include "liuren/context.h"
#include "liuren/leishen.h"
#include "liuren/moment.h"
#include "liuren/patterns.h"
#include "liuren/shensha.h"

/* How close (minutes) a change of 月將, hour or day must be for the
 * header to warn about it. */
enum { RENDER_WARN_MINUTES = 15 };

struct render_reading {
	const struct lr_moment *moment;		/* NULL for typed pillars */
	const struct lr_calendar *cal;		/* with MOMENT */
	const char *manual;	/* "日時將" parts set by hand, or NULL */
	const struct lr_context *context;
	const struct lr_chart *chart;
	const struct lr_rule_result *patterns;
	int npatterns;
	bool all;		/* list each 課體 not evaluated */
	const struct lr_rule_result *bifa;	/* the reading's 法 */
	int nbifa;
	const struct lr_leishen *leishen;	/* the reading's 類神 */
	const char *leishen_error;	/* "" when read */
	const struct lr_shensha_result *shensha;	/* 三奇 read */
};

/* When MANUAL ("日時將" parts set by hand) is not empty, one line saying
 * the chart is cast for the typed parts, not for the calendar's (the
 * header's Pillars and General lines above it). */
void front_render_manual_text(FILE *out, const char *manual,
			const struct lr_calendar *cal,
			const struct lr_chart *chart);

/* What print writes above the plate: the moment's lines, the parts set
 * by hand, what is known, the chart's heading lines. */
void front_render_print_head(FILE *out, const struct render_reading *r);

/* What print writes below the 三傳: the querent, the 類神, the 課體 and
 * the 畢法 (each section ending in an empty line). */
void front_render_print_tail(FILE *out, const struct render_reading *r);

/* What print writes last: the 神煞. */
void front_render_print_shensha(FILE *out, const struct render_reading *r);

/* Header (from a moment), what is known, the chart, 課體 and 神煞: the
 * head, the chart (front_render_chart_text), the tail. */
void front_render_print_text(FILE *out, const struct render_reading *r);

#endif
