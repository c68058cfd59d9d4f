/* liuren - bench_chart.c: charts per second over all 8,640 (day, hour,
 * general) inputs, core only, no printing (bench_trace.c measures the
 * chart with its derivation trace).
 * Time is the thread's CPU time, so a machine shared with other work
 * measures one core's throughput rather than its share of the machine.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <stdio.h>
#include <time.h>

#include "bench_stats.h"
#include "liuren/chart.h"
#include "liuren/trace.h"

static double cpu_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Compute every input ROUNDS times; returns charts per CPU second. SINK
 * keeps the work from being optimised away. */
static double run(int rounds, struct lr_trace *trace, unsigned *sink)
{
	struct lr_settings settings;
	struct lr_chart chart;
	lr_settings_default(&settings);
	double start = cpu_now();
	for (int r = 0; r < rounds; r++)
		for (int day = 0; day < LR_CYCLE; day++)
			for (int hour = 0; hour < LR_BRANCHES; hour++)
				for (int gen = 0; gen < LR_BRANCHES; gen++) {
					struct lr_input in = { day, hour, gen };
					lr_chart_compute(&chart, &in, &settings, trace);
					*sink += (unsigned)chart.transmissions[0].branch;
				}
	double secs = cpu_now() - start;
	return (double)rounds * 8640.0 / secs;
}

int main(void)
{
	unsigned sink = 0;
	double rate[BENCH_RUNS];
	run(10, NULL, &sink);	/* warm up */
	for (int i = 0; i < BENCH_RUNS; i++)
		rate[i] = run(50, NULL, &sink) / 1e6;
	bench_report("chart", "core, 432,000 charts a run, per CPU second,",
		     bench_summarise(rate, BENCH_RUNS), "M charts/s", 8, false);
	return sink == 0xffffffffu;	/* never: uses the sink */
}
