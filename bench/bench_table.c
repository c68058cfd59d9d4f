/* liuren - bench_table.c: the whole `liuren table` process for all 8,640
 * lessons (text and --tsv), each run a fresh exec of the program built
 * beside this benchmark, its output read through a pipe to the end; the
 * line count is checked. Goal: under 50 ms a process.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench_stats.h"

/* Run PROG table [EXTRA]; returns milliseconds, or -1. *LINES gets the
 * number of lines written. */
static double run_table(const char *prog, const char *extra, long *lines)
{
	char *argv[] = { (char *)prog, "table", "--no-config", (char *)extra,
			 NULL };
	return bench_run(argv, lines, NULL);
}

int main(void)
{
	char prog[PATH_MAX];
	if (bench_program_path(prog, sizeof prog) != 0)
		return 1;
	const char *formats[] = { NULL, "--tsv" };
	for (int f = 0; f < 2; f++) {
		double ms[BENCH_RUNS];
		for (int i = 0; i < BENCH_RUNS; i++) {
			long lines;
			ms[i] = run_table(prog, formats[f], &lines);
			if (ms[i] < 0 || lines != 8640 + (f == 1)) {
				fprintf(stderr, "bench_table: liuren table failed\n");
				return 1;
			}
		}
		char what[96];
		snprintf(what, sizeof what, "whole process, 8,640 lessons%s%s,",
			 formats[f] ? " " : " as text", formats[f] ? formats[f] : "");
		bench_report("table", what, bench_summarise(ms, BENCH_RUNS), "ms",
			     50, true);
	}
	return 0;
}
