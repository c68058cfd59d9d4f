/* liuren - search.c: walk time chart by chart and find fired 課體.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/search.h"
#include "liuren/i18n.h"

#include <stdio.h>
#include <string.h>

void lr_search_init(struct lr_search_query *q, int64_t from, int64_t to,
		    const char *zone, double lon, double lat,
		    const struct lr_settings *settings)
{
	memset(q, 0, sizeof *q);
	q->from = from;
	q->to = to;
	snprintf(q->zone, sizeof q->zone, "%s", zone ? zone : "");
	q->lon = lon;
	q->lat = lat;
	if (settings)
		q->settings = *settings;
	else
		lr_settings_default(&q->settings);
	lr_context_init(&q->querent);
}

int lr_search_add(struct lr_search_query *q, const char *name, char *err,
		  size_t errlen)
{
	if (q->count >= LR_SEARCH_MAX_PATTERNS) {
		snprintf(err, errlen, "at most %d patterns", LR_SEARCH_MAX_PATTERNS);
		return -1;
	}
	int id = lr_pattern_find(name, NULL);
	if (id < 0) {
		const char *close[6];
		int n = lr_pattern_suggest(name, close, 6);
		size_t used = (size_t)snprintf(err, errlen, _("unknown pattern '%s'"), name);
		for (int i = 0; i < n && used < errlen; i++)
			used += (size_t)snprintf(err + used, errlen - used, "%s%s",
						 i ? ", " : _(" (close: "), close[i]);
		if (n > 0 && used < errlen)
			snprintf(err + used, errlen - used, ")");
		return -1;
	}
	q->names[q->count] = name;
	q->ids[q->count] = id;
	q->count++;
	if (id == LR_P_ERFAN)
		q->need_lodgings = true;	/* 二煩 reads 日宿 and 月宿 */
	return 0;
}

int lr_search_at(const struct lr_search_query *q, int64_t utc,
		 struct lr_search_hit *hit, char *err, size_t errlen)
{
	if (lr_moment_from_utc(&hit->moment, q->zone, utc, q->lon, q->lat, err,
			       errlen) < 0)
		return -1;
	if (lr_calendar_resolve(&hit->cal, &hit->moment, &q->settings, err,
				errlen) < 0)
		return -1;
	hit->until = lr_calendar_next_change(&hit->cal, NULL);
	hit->context = q->querent;
	if (q->need_lodgings)
		lr_context_from_calendar(&hit->context, &hit->cal, &q->settings);
	else
		lr_context_from_calendar_dates(&hit->context, &hit->cal);
	struct lr_input in = lr_calendar_input(&hit->cal);
	lr_chart_compute_daynight(&hit->chart, &in, &q->settings,
		lr_calendar_daytime(&hit->cal, &hit->moment, &q->settings), NULL);
	for (int i = 0; i < q->count; i++) {
		if (lr_pattern_evaluate_one(q->ids[i], &hit->chart, &hit->context,
					    &hit->results[i]) == 0 ||
		    !lr_pattern_result_matches(&hit->results[i], q->names[i]))
			return 0;
	}
	return 1;
}

long lr_search_run(const struct lr_search_query *q, lr_search_visit visit,
		   lr_search_progress progress, void *arg,
		   volatile sig_atomic_t *stop, char *err, size_t errlen)
{
	static struct lr_search_hit hit;
	long charts = 0;
	int64_t t = q->from;
	while (t < q->to) {
		if (stop && *stop)
			break;
		int rc = lr_search_at(q, t, &hit, err, errlen);
		if (rc < 0)
			return -1;
		charts++;
		if (rc == 1 && !visit(&hit, arg))
			break;
		if (progress && charts % 512 == 0)
			progress(t, arg);
		if (hit.until <= t)
			break;	/* cannot happen: the calendar always moves on */
		t = hit.until;
	}
	return charts;
}

/* The first instant of the chart HIT holds: the latest of the edges
 * where its hour, day and general began. */
static int64_t chart_start(const struct lr_search_hit *hit)
{
	int64_t s = hit->cal.hour_start;
	if (hit->cal.day_start > s)
		s = hit->cal.day_start;
	if (hit->cal.general_since > s)
		s = hit->cal.general_since;
	return s;
}

int lr_search_step(const struct lr_search_query *q, int64_t at, int direction,
		   int64_t limit, struct lr_search_hit *hit, char *err,
		   size_t errlen)
{
	/* no further than the calendar reaches, whatever LIMIT says */
	const int64_t max_limit = (int64_t)400 * 366 * 86400;
	if (limit < 0 || limit > max_limit)
		limit = max_limit;
	int rc = lr_search_at(q, at, hit, err, errlen);
	if (rc < 0)
		return -1;
	int64_t t = direction > 0 ? hit->until : chart_start(hit) - 1;
	while (direction > 0 ? t <= at + limit : t >= at - limit) {
		rc = lr_search_at(q, t, hit, err, errlen);
		if (rc < 0)
			return -1;
		if (rc == 1) {
			/* report the chart from its first instant */
			return direction > 0 ? 1
			       : lr_search_at(q, chart_start(hit), hit, err, errlen);
		}
		t = direction > 0 ? hit->until : chart_start(hit) - 1;
	}
	return 0;
}
