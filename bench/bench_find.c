/* liuren - bench_find.c: `liuren find` over two centuries (1901-2100)
 * for a pattern that needs the moon's place (二煩, from 月宿) and for one
 * that does not (龍德), each a fresh exec of the program built beside this
 * benchmark with its output read through a pipe. Reported: each one's CPU
 * time (the machine may be shared) and the ratio 二煩 / 龍德, medians of
 * 5 runs with min and max; goal: the ratio within 3.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench_stats.h"

enum { RUNS = 5 };

/* Run PROG find PATTERN over two centuries; returns CPU seconds, or -1.
 * *LINES gets the number of charts printed. */
static double run_find(const char *prog, const char *pattern, long *lines)
{
	char *argv[] = { (char *)prog, "find", (char *)pattern, "--from",
			 "1901-01-01", "--to", "2100-12-31", "--tz",
			 "Asia/Shanghai", "--no-config", NULL };
	double cpu;
	return bench_run(argv, lines, &cpu) < 0 ? -1 : cpu;
}

int main(void)
{
	char prog[PATH_MAX];
	if (bench_program_path(prog, sizeof prog) != 0)
		return 1;
	double moon[RUNS], plain[RUNS], ratio[RUNS];
	long moon_lines = 0, plain_lines = 0;
	for (int i = 0; i < RUNS; i++) {
		plain[i] = run_find(prog, "龍德", &plain_lines);
		moon[i] = run_find(prog, "二煩", &moon_lines);
		if (plain[i] <= 0 || moon[i] <= 0) {
			fprintf(stderr, "bench_find: liuren find failed\n");
			return 1;
		}
		ratio[i] = moon[i] / plain[i];
	}
	printf("find: 1901-2100, 龍德 %ld charts found, 二煩 %ld\n", plain_lines,
	       moon_lines);
	bench_report_info("find", "龍德 over two centuries, CPU,",
			  bench_summarise(plain, RUNS), "s");
	bench_report_info("find", "二煩 over two centuries, CPU,",
			  bench_summarise(moon, RUNS), "s");
	bench_report("find", "二煩 / 龍德,", bench_summarise(ratio, RUNS), "x", 3,
		     true);
	return 0;
}
