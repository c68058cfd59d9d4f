/* liuren - render.h: a chart as text (the square layout practitioners
 * paste into forums), as JSON, and its derivation as numbered steps.
 * Output is plain UTF-8, with no terminal escapes unless print or
 * explain turned the colours on (front/colour.h).
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef FRONT_RENDER_H
#define FRONT_RENDER_H

#include <stdio.h>

#include "front/json.h"
#include "liuren/chart.h"
#include "liuren/shensha.h"
#include "liuren/trace.h"

/* The square plate alone (8 lines): generals outermost, then the heaven
 * branches, then the earth palaces; 巳午未申 on top, 辰卯 down the left,
 * 酉戌 down the right, 寅丑子亥 along the bottom. */
void front_render_plate_text(FILE *out, const struct lr_chart *chart);

/* The chart's heading lines: day, hour and 月將 with 晝/夜; 旬空, the
 * 貴人 and its direction, the method; the settings when not the
 * defaults. */
void front_render_chart_heading(FILE *out, const struct lr_chart *chart);

/* The whole chart: heading, plate, 四課, 三傳, 旬空, method, settings. */
void front_render_chart_text(FILE *out, const struct lr_chart *chart);

/* The chart's members of the --json object (the caller opens and closes
 * the object, so other modules can add their own keys). */
void front_render_chart_json_members(struct json *j, const struct lr_chart *chart);

/* The settings object of a chart, every setting by its ASCII name. */
void front_render_settings_json(struct json *j, const struct lr_settings *settings);

/* The derivation trace as numbered steps in plain words. */
void front_render_trace_text(FILE *out, const struct lr_trace *trace);
/* The same for the chart CHART's trace, its 發用 and void branches
 * coloured on a terminal (front/colour.h). */
void front_render_trace_text_marked(FILE *out, const struct lr_trace *trace,
				    const struct lr_chart *chart);
void front_render_trace_json(struct json *j, const struct lr_trace *trace);

/* "丙辰日 寅時 未將" into BUF. */

/* The line saying how many N items were not evaluated and what they
 * need (missing: LR_NEED_* bits). */
/* 吉, 凶 or 平 of a 神煞 in the current language. */
const char *front_render_kind_word(enum lr_shensha_kind kind);

void front_render_unknown_line(FILE *out, int n, unsigned missing);

const char *front_render_chart_title(const struct lr_chart *chart, char *buf,
			       size_t len);

#endif
