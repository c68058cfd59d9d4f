/* liuren - case_chart.h: between a case of the casebook and its chart:
 * what a chart request stores in a case (its inputs, full settings,
 * querent, title, fingerprint and 課體), the chart a stored case gives
 * again (through the same path as `liuren print`), and a case written as
 * JSON or as text.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef FRONT_CASE_CHART_H
#define FRONT_CASE_CHART_H

#include <stddef.h>
#include <stdio.h>

#include "front/chart_request.h"
#include "front/json.h"
#include "liuren/casebook.h"

/* Fill C's chart inputs, settings, querent, asked time, title,
 * fingerprint and 課體 from REQ (made by front_chart_request_make). Returns 0,
 * or -1 out of memory. */
int front_case_from_request(struct lr_case *c, const struct chart_request *req);

/* Is TEXT a date YYYY-MM-DD of the calendar's years (what
 * --outcome-date takes, and an import's outcome_date)? */
bool front_case_date_ok(const char *text);

/* Every setting as "key=value,key=value" (what a case stores). */
void front_case_settings_text(const struct lr_settings *s, char *buf, size_t len);

/* Recompute the chart of C into REQ as print would (CMD names the command
 * in messages, which go to stderr). Returns EXIT_OK or an exit status. */
int front_case_chart(const struct lr_case *c, const char *cmd,
	       struct chart_request *req);

/* The same, the chart and its 課體 only (front_chart_request_make_chart):
 * enough to check that C's stored inputs give its fingerprint again. */
int front_case_chart_again(const struct lr_case *c, const char *cmd,
		     struct chart_request *req);

/* The fingerprint of a computed chart: title, day or night, lessons,
 * transmissions, method and the 課體 fired. */
void front_case_fingerprint(const struct chart_request *req, char *buf, size_t len);

/* A stored fingerprint FP (its brackets always Chinese, （…）, as it is
 * compared) as the current language writes brackets (lr_lang_bracket):
 * 返吟（無依） in Chinese, 返吟 (無依) in English, 返吟(無依) in Korean.
 * Returns a string to free, never longer than FP; NULL when FP is NULL
 * or memory runs out. */
char *front_case_fingerprint_shown(const char *fp);

/* Does the recomputed chart REQ differ from what C stored? */
bool front_case_chart_differs(const struct lr_case *c, const struct chart_request *req);

/* The case's own members (id, uid, inputs, texts, tags …) into an open
 * JSON object; what `case export` writes per case and `case import`
 * reads back. */
void front_case_json_members(struct json *j, const struct lr_case *c);

/* The case's texts as `case show` prints them after the chart. */
void front_case_print_texts(FILE *out, const struct lr_case *c);

/* One line of `case list`. */
void front_case_print_line(FILE *out, const struct lr_case *c);
/* Print a stored text (NULL: nothing) through lr_quote_fput: control
 * characters are shown, never sent to the terminal. */
void front_case_put(FILE *out, const char *text, int flags);

/* An instant as "2026-11-29 17:05" in the local zone. */
const char *front_case_format_time(int64_t t, char *buf, size_t len);

#endif
