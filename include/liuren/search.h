/* liuren - search.h: walk a span of time chart by chart and find where
 * named 課體 fire and named 神煞 sit on the places that matter (the find
 * command, and the browser's f key).
 *
 * A new chart starts at every change of hour, day or monthly general, so
 * each chart is visited once however it is stepped.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
/* Not thread-safe: it rests on the calendar's caches, and lr_search_run
 * passes its visitor a hit that is overwritten by the next chart. */
#ifndef LIUREN_SEARCH_H
#define LIUREN_SEARCH_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "liuren/calendar.h"
#include "liuren/chart.h"
#include "liuren/context.h"
#include "liuren/moment.h"
#include "liuren/patterns.h"
#include "liuren/export.h"

LR_BEGIN_DECLS

enum { LR_SEARCH_MAX_PATTERNS = 16, LR_SEARCH_MAX_SHENSHA = 8 };

/* The places of a chart a reader looks at first for 神煞: the three
 * transmissions, the heaven branches over the day stem and the day
 * branch (干上, 支上: the upper of lessons 1 and 3), and over the
 * querent's 本命 and 行年 (命上, 年上). */
enum lr_place {
	LR_PLACE_FIRST, LR_PLACE_MIDDLE, LR_PLACE_LAST, LR_PLACE_STEM,
	LR_PLACE_BRANCH, LR_PLACE_BIRTH, LR_PLACE_XINGNIAN, LR_PLACES
};
#define LR_ON_TRANSMISSIONS 0x7u	/* 三傳 */

/* The heaven branch at place P of chart C read with CTX (the querent's
 * places need CTX's 本命 / 行年), or -1 when unknown. */
int lr_place_branch(const struct lr_chart *c, const struct lr_context *ctx,
		    enum lr_place p);
/* "初傳", "中傳", "末傳", "干上", "支上", "命上", "年上". */
const char *lr_place_name(enum lr_place p);
/* Places named in TEXT, words joined by commas: 發用 or 初傳, 中傳, 末傳,
 * 三傳, 干上, 支上, 日辰 (干上 and 支上), 命上, 年上, 年命 (both), or
 * 四處 / all (every one). Returns the mask (bit enum lr_place), or 0 with
 * a one-line message in ERR. */
unsigned lr_place_parse(const char *text, char *err, size_t errlen);

struct lr_search_query {
	int64_t from, to;	/* UTC seconds; charts starting in [from, to) */
	char zone[LR_ZONE_NAME];
	double lon, lat;
	struct lr_settings settings;
	/* What is known of the querent (本命, 行年, sex); the year, month,
	 * lunar date and lodgings come from the calendar for each chart. */
	struct lr_context querent;
	int count;
	const char *names[LR_SEARCH_MAX_PATTERNS];	/* as asked: "見機" */
	int ids[LR_SEARCH_MAX_PATTERNS];	/* 課體 ids (lr_pattern_info) */
	/* the variant a name asks for ("見機" of 涉害), else NULL: resolved
	 * once here, not per chart */
	const char *variants[LR_SEARCH_MAX_PATTERNS];
	/* a name that is a 法 of the 畢法 (no 課體 of that name): its
	 * number, and in variants the 格 asked for; 0 for a 課體 */
	int bifa[LR_SEARCH_MAX_PATTERNS];
	bool need_lodgings;	/* a named pattern needs 日宿/月宿 */
	/* 神煞 that must sit on one of their places (bits enum lr_place) */
	int nshensha;
	const char *shensha[LR_SEARCH_MAX_SHENSHA];
	unsigned shensha_on[LR_SEARCH_MAX_SHENSHA];
	/* the 類神 the rule takes for querent.ask must be on one of these
	 * places (bits enum lr_place); 0: not asked (leishen.h) */
	unsigned leishen_on;
};

struct lr_search_hit {
	struct lr_moment moment;	/* the chart's first instant */
	int64_t until;			/* the instant the next chart starts */
	struct lr_calendar cal;
	struct lr_context context;
	struct lr_chart chart;
	struct lr_rule_result results[LR_SEARCH_MAX_PATTERNS];
	/* for each 神煞 of the query, the places (bits) where it was found */
	unsigned shensha_at[LR_SEARCH_MAX_SHENSHA];
};

/* Start a query over [FROM, TO) in ZONE for an observer at LON, LAT, with
 * SETTINGS (NULL: defaults) and no pattern yet. */
void lr_search_init(struct lr_search_query *q, int64_t from, int64_t to,
		    const char *zone, double lon, double lat,
		    const struct lr_settings *settings);

/* Add a pattern by name or variant (Traditional or Simplified; NAME must
 * outlive the query). Returns 0, or -1 with "unknown pattern 'X'" (and
 * the close names, if any) in ERR. */
int lr_search_add(struct lr_search_query *q, const char *name, char *err,
		  size_t errlen);

/* Add a 神煞 by name (as res/shensha.tsv spells it; NAME must outlive
 * the query) that must sit on one of the places ON (bits enum lr_place;
 * 0: the 三傳). Returns 0, or -1 with "unknown 神煞 'X'" in ERR. */
int lr_search_add_shensha(struct lr_search_query *q, const char *name,
			  unsigned on, char *err, size_t errlen);

/* Compute the chart starting at UTC (and its end) into HIT; evaluate the
 * query's patterns. Returns 1 when every pattern fires, 0 when not, -1
 * with ERR on a calendar error. */
int lr_search_at(const struct lr_search_query *q, int64_t utc,
		 struct lr_search_hit *hit, char *err, size_t errlen);

/* Called for each chart where all patterns fire; return false to stop. */
typedef bool (*lr_search_visit)(const struct lr_search_hit *hit, void *arg);
/* Called now and then with the instant reached. */
typedef void (*lr_search_progress)(int64_t reached, void *arg);

/* Walk the query's span. STOP (may be NULL) is polled between charts;
 * when it becomes non-zero the walk ends early. Returns the number of
 * charts visited (matching or not), or -1 with ERR. */
long lr_search_run(const struct lr_search_query *q, lr_search_visit visit,
		   lr_search_progress progress, void *arg,
		   volatile sig_atomic_t *stop, char *err, size_t errlen);

/* The nearest chart after (DIRECTION > 0) or before (< 0) the one holding
 * AT where every pattern fires, looking at most LIMIT seconds away.
 * Returns 1 with HIT filled, 0 when none, -1 with ERR. */
int lr_search_step(const struct lr_search_query *q, int64_t at, int direction,
		   int64_t limit, struct lr_search_hit *hit, char *err,
		   size_t errlen);

LR_END_DECLS

#endif
