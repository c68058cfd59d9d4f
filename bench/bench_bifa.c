/* liuren - bench_bifa.c: every 課體 and every 畢法 detector on every hour
 * of a year (8,760 charts), the budget of `liuren find` with them all
 * (goal: under 0.5 s), and each 法's firing count over all 8,640 (day,
 * hour, general) inputs with 年命, the month and a matter asked known.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_stats.h"
#include "liuren/bifa.h"
#include "liuren/calendar.h"
#include "liuren/context.h"
#include "liuren/notation.h"
#include "liuren/patterns.h"

enum { HOURS = 8760 };

static struct lr_chart charts[HOURS];
static struct lr_context contexts[HOURS];

/* Every hour of 2027 (Beijing) resolved to a chart and a context. */
static int prepare(const struct lr_settings *st)
{
	int64_t start = (lr_days_from_civil(2027, 1, 1) * 86400) - 8 * 3600;
	for (int h = 0; h < HOURS; h++) {
		struct lr_moment m;
		struct lr_calendar cal;
		char err[256];
		if (lr_moment_from_utc(&m, "+08:00", start + 3600 * (int64_t)h,
				       LR_DEFAULT_LON, LR_DEFAULT_LAT, err,
				       sizeof err) != 0
		    || lr_calendar_resolve(&cal, &m, st, err, sizeof err) != 0) {
			fprintf(stderr, "bench_bifa: %s\n", err);
			return -1;
		}
		lr_context_init(&contexts[h]);
		lr_context_set_birth_year(&contexts[h], 1983);
		lr_context_set_sex(&contexts[h], LR_MALE);
		lr_context_from_calendar(&contexts[h], &cal, st);
		struct lr_input in = lr_calendar_input(&cal);
		lr_chart_compute(&charts[h], &in, st, NULL);
	}
	return 0;
}

/* Seconds for every 課體 and 法 on the year's charts. */
static double all_detectors(unsigned *fired)
{
	struct lr_rule_result p[LR_RULE_CAPACITY];
	struct lr_rule_result b[LR_BIFA_COUNT];
	double t0 = bench_now();
	for (int h = 0; h < HOURS; h++) {
		*fired += (unsigned)lr_patterns_evaluate(&charts[h], &contexts[h],
							 p, lr_pattern_count());
		*fired += (unsigned)lr_bifa_evaluate(&charts[h], &contexts[h], b,
						     LR_BIFA_COUNT);
	}
	return bench_now() - t0;
}

static void firing_counts(void)
{
	struct lr_notation nt;
	char err[256];
	if (lr_notation_parse("甲子日子時子將 甲辰年三月十五 寅命 女", &nt, err,
			      sizeof err) != 0
	    || lr_context_parse_ask(&nt.context, "婚", err, sizeof err) != 0) {
		fprintf(stderr, "bench_bifa: %s\n", err);
		return;
	}
	static int fired[LR_BIFA_COUNT + 1];
	for (int d = 0; d < LR_CYCLE; d++)
		for (int hr = 0; hr < LR_BRANCHES; hr++)
			for (int g = 0; g < LR_BRANCHES; g++) {
				struct lr_input in = { d, hr, g };
				struct lr_chart c;
				lr_chart_compute(&c, &in, NULL, NULL);
				struct lr_rule_result r[LR_BIFA_COUNT];
				int n = lr_bifa_evaluate(&c, &nt.context, r,
							 LR_BIFA_COUNT);
				for (int i = 0; i < n; i++)
					if (r[i].verdict == LR_RULE_FIRED)
						fired[r[i].number]++;
			}
	printf("bifa: firing counts over the 8640 inputs (甲辰年三月, 寅命, 女, "
	       "asked 婚):\n");
	for (int k = 1; k <= LR_BIFA_COUNT; k++)
		if (lr_bifa_decided(k, NULL))
			printf("  %3d %s %5d (%4.1f%%)%s\n", k, lr_bifa_name(k),
			       fired[k], 100.0 * fired[k] / 8640,
			       fired[k] * 3 > 8640 ? "  over a third" : "");
}

int main(void)
{
	struct lr_settings st;
	lr_settings_default(&st);
	if (prepare(&st) != 0)
		return 1;
	unsigned fired = 0;
	double t[BENCH_RUNS];
	for (int i = 0; i < BENCH_RUNS; i++)
		t[i] = all_detectors(&fired) * 1e3;
	bench_report("bifa", "every 課體 and 法 on the 8760 hours of 2027,",
		     bench_summarise(t, BENCH_RUNS), "ms", 500, true);
	printf("bifa: %u results per pass on average\n", fired / BENCH_RUNS);
	firing_counts();
	return 0;
}
