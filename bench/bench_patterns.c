/* liuren - bench_patterns.c: every 課體 detector on every hour of a year
 * (8,760 charts), the budget of `liuren find` (goal: under 0.5 s in all).
 * Reports the detectors alone, chart + detectors, and the whole path from
 * the calendar (moment → pillars → context with the lodgings → chart →
 * detectors) under both ways of finding 月宿. Ends with each 課體's
 * firing count over all 8,640 (day, hour, general) inputs, without a
 * context and with one (甲辰年三月十五 寅命 女), and over the hours of 2027.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_stats.h"
#include "liuren/calendar.h"
#include "liuren/context.h"
#include "liuren/notation.h"
#include "liuren/patterns.h"

enum { HOURS = 8760 };

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static struct lr_chart charts[HOURS];
static struct lr_context contexts[HOURS];
static struct lr_calendar cals[HOURS];

/* Resolve every hour of 2027 (Beijing). Returns seconds, or -1. */
static double prepare(const struct lr_settings *st, int64_t start_utc,
		      bool keep_charts)
{
	double t0 = now();
	for (int h = 0; h < HOURS; h++) {
		struct lr_moment m;
		char err[256];
		if (lr_moment_from_utc(&m, "+08:00", start_utc + 3600 * (int64_t)h,
				       LR_DEFAULT_LON, LR_DEFAULT_LAT, err,
				       sizeof err) != 0
		    || lr_calendar_resolve(&cals[h], &m, st, err, sizeof err) != 0) {
			fprintf(stderr, "bench_patterns: %s\n", err);
			return -1;
		}
		lr_context_init(&contexts[h]);
		lr_context_set_birth_year(&contexts[h], 1983);
		lr_context_set_sex(&contexts[h], LR_MALE);
		lr_context_from_calendar(&contexts[h], &cals[h], st);
		struct lr_input in = lr_calendar_input(&cals[h]);
		if (keep_charts)
			lr_chart_compute(&charts[h], &in, st, NULL);
	}
	return now() - t0;
}

static double detectors_only(unsigned *fired)
{
	struct lr_rule_result out[LR_RULE_CAPACITY];
	double t0 = now();
	for (int h = 0; h < HOURS; h++)
		*fired += (unsigned)lr_patterns_evaluate(&charts[h], &contexts[h],
							 out, lr_pattern_count());
	return now() - t0;
}

static double chart_and_detectors(const struct lr_settings *st,
				  unsigned *fired)
{
	struct lr_rule_result out[LR_RULE_CAPACITY];
	struct lr_chart c;
	double t0 = now();
	for (int h = 0; h < HOURS; h++) {
		struct lr_input in = lr_calendar_input(&cals[h]);
		lr_chart_compute(&c, &in, st, NULL);
		*fired += (unsigned)lr_patterns_evaluate(&c, &contexts[h], out,
							 lr_pattern_count());
	}
	return now() - t0;
}

/* How often each pattern fires (or cannot be evaluated): over every
 * (day, hour, general) input read against CTX, or over CHARTS. */
static void count_all(const struct lr_context *ctx, int fired[], int unknown[])
{
	for (int d = 0; d < LR_CYCLE; d++)
		for (int h = 0; h < LR_BRANCHES; h++)
			for (int g = 0; g < LR_BRANCHES; g++) {
				struct lr_input in = { d, h, g };
				struct lr_chart c;
				struct lr_rule_result r[LR_RULE_CAPACITY];
				lr_chart_compute(&c, &in, NULL, NULL);
				int n = lr_patterns_evaluate(&c, ctx, r,
							     lr_pattern_count());
				for (int i = 0; i < n; i++) {
					if (r[i].verdict == LR_RULE_FIRED)
						fired[r[i].rule]++;
					else
						unknown[r[i].rule]++;
				}
			}
}

static void firing_counts(void)
{
	static int bare[LR_RULE_CAPACITY], bare_unknown[LR_RULE_CAPACITY];
	static int full[LR_RULE_CAPACITY], full_unknown[LR_RULE_CAPACITY];
	static int year[LR_RULE_CAPACITY];
	struct lr_context none;
	lr_context_init(&none);
	lr_context_complete(&none);
	count_all(&none, bare, bare_unknown);
	struct lr_notation nt;
	char err[256];
	if (lr_notation_parse("甲子日子時子將 甲辰年三月十五 寅命 女", &nt, err,
			      sizeof err) != 0) {
		fprintf(stderr, "bench_patterns: %s\n", err);
		return;
	}
	count_all(&nt.context, full, full_unknown);
	for (int h = 0; h < HOURS; h++) {
		struct lr_rule_result r[LR_RULE_CAPACITY];
		int n = lr_patterns_evaluate(&charts[h], &contexts[h], r,
					     lr_pattern_count());
		for (int i = 0; i < n; i++)
			if (r[i].verdict == LR_RULE_FIRED)
				year[r[i].rule]++;
	}
	int total = LR_CYCLE * LR_BRANCHES * LR_BRANCHES;
	printf("patterns: firing counts over the %d inputs (no context: fired "
	       "+ not evaluated; with 甲辰年三月 寅命 女) and the %d hours of "
	       "2027\n", total, HOURS);
	for (int id = 0; id < lr_pattern_count(); id++) {
		const char *name = lr_pattern_info(id)->name;
		int pad = 12 - 2 * (int)(strlen(name) / 3);	/* CJK: 2 columns */
		printf("  %s%*s %5d +%5d  %5d (%4.1f%%)  %5d%s\n", name,
		       pad > 0 ? pad : 0, "", bare[id], bare_unknown[id],
		       full[id], 100.0 * full[id] / total, year[id],
		       lr_pattern_is_remark(id) ? "  remark" : "");
	}
}

int main(void)
{
	struct lr_settings st;
	lr_settings_default(&st);
	int64_t start = (lr_days_from_civil(2027, 1, 1) * 86400) - 8 * 3600;
	unsigned fired = 0;

	double cal_real = prepare(&st, start, true);
	if (cal_real < 0)
		return 1;
	double det[BENCH_RUNS], both[BENCH_RUNS], whole[BENCH_RUNS];
	for (int i = 0; i < BENCH_RUNS; i++) {
		det[i] = detectors_only(&fired) * 1e3;
		both[i] = chart_and_detectors(&st, &fired) * 1e3;
		whole[i] = cal_real * 1e3 + both[i];
	}
	printf("patterns: %d detectors on the %d hours of 2027 (the calendar "
	       "part measured once, cold)\n", lr_pattern_count(), HOURS);
	bench_report_info("patterns", "detectors alone,",
			  bench_summarise(det, BENCH_RUNS), "ms");
	bench_report_info("patterns", "chart + detectors,",
			  bench_summarise(both, BENCH_RUNS), "ms");
	bench_report("patterns", "calendar + context (real 月宿) + chart + detectors,",
		     bench_summarise(whole, BENCH_RUNS), "ms", 500, true);
	st.mansion = LR_MANSION_DAYCOUNT;
	double cal_count = prepare(&st, start, false);
	if (cal_count < 0)
		return 1;
	printf("patterns: calendar + context (day-count 月宿) + chart + detectors, "
	       "%d hours: %.1f ms (calendar part once)\n", HOURS,
	       (cal_count * 1e3 + both[BENCH_RUNS / 2]));
	printf("patterns: %u results per pass on average\n",
	       fired / (2 * BENCH_RUNS));
	firing_counts();
	return 0;
}
