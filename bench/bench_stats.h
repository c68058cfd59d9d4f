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
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

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

/* The program built beside the benchmarks (B/bench/bench_x -> B/liuren)
 * into PROG (SIZE bytes); 0, or -1 with a message on stderr. */
static inline int bench_program_path(char *prog, size_t size)
{
	ssize_t n = readlink("/proc/self/exe", prog, size - 16);
	if (n <= 0)
		return -1;
	prog[n] = '\0';
	for (int up = 0; up < 2; up++) {
		char *slash = strrchr(prog, '/');
		if (!slash)
			return -1;
		*slash = '\0';
	}
	strcat(prog, "/liuren");
	if (access(prog, X_OK) != 0) {
		fprintf(stderr, "bench: %s not built\n", prog);
		return -1;
	}
	return 0;
}

/* Run ARGV (ARGV[0] the program) with its output read through a pipe:
 * *LINES gets the lines it wrote, *CPU (seconds, may be NULL) its user +
 * system time. Returns the wall time in ms, or -1 when it could not run
 * or did not exit 0. */
static inline double bench_run(char *const argv[], long *lines, double *cpu)
{
	int fd[2];
	if (pipe(fd) < 0)
		return -1;
	double t0 = bench_now();
	pid_t pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		close(fd[0]);
		dup2(fd[1], 1);
		close(fd[1]);
		execv(argv[0], argv);
		_exit(127);
	}
	close(fd[1]);
	char buf[65536];
	ssize_t got;
	*lines = 0;
	while ((got = read(fd[0], buf, sizeof buf)) > 0)
		for (ssize_t i = 0; i < got; i++)
			*lines += buf[i] == '\n';
	close(fd[0]);
	int status;
	struct rusage ru;
	if (wait4(pid, &status, 0, &ru) != pid)
		return -1;
	double ms = (bench_now() - t0) * 1e3;
	if (cpu)
		*cpu = (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec)
		       + (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) * 1e-6;
	return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? ms : -1;
}

#endif
