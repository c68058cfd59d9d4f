/* liuren - bench_stats.h: the one way every benchmark reports a figure:
 * the median of N >= 5 runs with their min and max, printed beside its
 * goal, with "MISSED" when the median misses it. Header only, shared by
 * the bench_*.c programs.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef BENCH_STATS_H
#define BENCH_STATS_H

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

enum { BENCH_RUNS = 7 };

static inline double bench_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static inline int bench_by_value(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

struct bench_figure {
	double median, min, max;
	int runs;
};

static inline struct bench_figure bench_summarise(double *v, int n)
{
	qsort(v, (size_t)n, sizeof *v, bench_by_value);
	struct bench_figure f = { n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2,
				  v[0], v[n - 1], n };
	return f;
}

/* "NAME: WHAT median M UNIT (min A, max B, N runs); goal OP G UNIT" with
 * MISSED when the median fails the goal (LOWER_IS_BETTER: M < G, else
 * M >= G). */
static inline bool bench_report(const char *name, const char *what,
				struct bench_figure f, const char *unit,
				double goal, bool lower_is_better)
{
	bool met = lower_is_better ? f.median < goal : f.median >= goal;
	printf("%s: %s median %.4g %s (min %.4g, max %.4g, %d runs); goal %s %.4g %s%s\n",
	       name, what, f.median, unit, f.min, f.max, f.runs,
	       lower_is_better ? "<" : ">=", goal, unit, met ? "" : "  MISSED");
	return met;
}

/* The same without a goal, for figures shown for context. */
static inline void bench_report_info(const char *name, const char *what,
				     struct bench_figure f, const char *unit)
{
	printf("%s: %s median %.4g %s (min %.4g, max %.4g, %d runs)\n",
	       name, what, f.median, unit, f.min, f.max, f.runs);
}

#endif
