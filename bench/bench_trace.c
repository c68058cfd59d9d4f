/* liuren - bench_trace.c: charts per second with the derivation trace
 * (steps recorded as numbers), beside the same charts without it, and
 * the cost of writing a trace's sentences on demand. Each figure is the
 * median of 7 runs over all 8,640 (day, hour, general) inputs, with the
 * slowest and fastest run.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "liuren/chart.h"
#include "liuren/trace.h"

enum { RUNS = 7, INPUTS = 8640 };

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* One run: every input ROUNDS times, with TRACE (or none), formatting
 * the text when FORMAT. Returns charts per second. */
static double run(int rounds, struct lr_trace *trace, int format,
		  unsigned *sink)
{
	struct lr_settings settings;
	struct lr_chart chart;
	lr_settings_default(&settings);
	double start = now();
	for (int r = 0; r < rounds; r++)
		for (int day = 0; day < LR_CYCLE; day++)
			for (int hour = 0; hour < LR_BRANCHES; hour++)
				for (int gen = 0; gen < LR_BRANCHES; gen++) {
					struct lr_input in = { day, hour, gen };
					lr_chart_compute(&chart, &in, &settings, trace);
					if (format)
						lr_trace_format(trace);
					*sink += (unsigned)chart.transmissions[0].branch;
					if (trace)
						*sink += (unsigned)trace->count +
							 (unsigned)trace->steps[0].text[0];
				}
	return (double)rounds * INPUTS / (now() - start);
}

static int by_value(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

/* Median, min and max of RUNS runs. */
static void measure(int rounds, struct lr_trace *trace, int format,
		    unsigned *sink, double out[3])
{
	double rate[RUNS];
	run(rounds / 10 + 1, trace, format, sink);	/* warm up */
	for (int i = 0; i < RUNS; i++)
		rate[i] = run(rounds, trace, format, sink);
	qsort(rate, RUNS, sizeof rate[0], by_value);
	out[0] = rate[RUNS / 2];
	out[1] = rate[0];
	out[2] = rate[RUNS - 1];
}

int main(void)
{
	static struct lr_trace trace;
	unsigned sink = 0;
	double plain[3], traced[3], text[3];
	measure(20, NULL, 0, &sink, plain);
	measure(20, &trace, 0, &sink, traced);
	measure(2, &trace, 1, &sink, text);
	printf("chart+trace: %.0f charts/s with the derivation trace "
	       "(median of %d runs of %d charts, min %.0f, max %.0f; "
	       "goal 1,000,000/s: %s)\n", traced[0], RUNS, 20 * INPUTS,
	       traced[1], traced[2], traced[0] >= 1e6 ? "met" : "NOT met");
	printf("  the same charts without the trace: %.0f charts/s "
	       "(min %.0f, max %.0f); the trace costs %.2fx the chart\n",
	       plain[0], plain[1], plain[2], plain[0] / traced[0]);
	printf("  with every step's sentence written out as well: %.0f charts/s "
	       "(min %.0f, max %.0f; text only when a reader asks for it)\n",
	       text[0], text[1], text[2]);
	return sink == 0xffffffffu;	/* never: uses the sink */
}
