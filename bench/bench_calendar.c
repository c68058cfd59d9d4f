/* liuren - bench_calendar.c: a whole year of hourly moments (8,760)
 * resolved to pillars, monthly general and lunar date from a cold start,
 * each time in a fresh exec of this program (empty caches, nothing
 * loaded), then the same year again warm. Reported: the year's own time
 * inside the fresh process, wall and CPU (the machine may be shared, so
 * the CPU time is the steadier figure), as medians of 7 runs with min and
 * max, each beside the goal.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench_stats.h"
#include "liuren/calendar.h"

static double cpu_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Resolve every hour of YEAR in ZONE; returns a checksum so the work
 * cannot be skipped, or -1 on an error. */
static long run_year(int year, const char *zone)
{
	struct lr_moment m;
	struct lr_calendar cal;
	char err[128];
	struct lr_civil start = { year, 1, 1, 0, 30, 0 };
	if (lr_moment_from_civil(&m, zone, &start, LR_DEFAULT_LON,
				 LR_DEFAULT_LAT, err, sizeof err) < 0) {
		fprintf(stderr, "bench_calendar: %s\n", err);
		return -1;
	}
	int64_t t0 = m.utc;
	long sum = 0;
	for (int h = 0; h < 8760; h++) {
		if (lr_moment_from_utc(&m, zone, t0 + (int64_t)h * 3600,
				       LR_DEFAULT_LON, LR_DEFAULT_LAT, err,
				       sizeof err) < 0
		    || lr_calendar_resolve(&cal, &m, NULL, err, sizeof err) < 0) {
			fprintf(stderr, "bench_calendar: %s\n", err);
			return -1;
		}
		sum += cal.day + cal.hour_branch + cal.general + cal.lunar.day;
	}
	return sum;
}

static const char zone[] = "Asia/Shanghai";

/* The fresh process: one cold year; writes "wall_ms cpu_ms sum". */
static int child(void)
{
	double w = bench_now(), c = cpu_now();
	long sum = run_year(2026, zone);
	printf("%.4f %.4f %ld\n", (bench_now() - w) * 1e3, (cpu_now() - c) * 1e3,
	       sum);
	return sum < 0;
}

/* Exec SELF --cold; fills the year's wall and CPU ms. Returns the
 * checksum, or -1. */
static long cold_run(const char *self, double *wall, double *cpu)
{
	int fd[2];
	if (pipe(fd) < 0)
		return -1;
	pid_t pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		close(fd[0]);
		dup2(fd[1], 1);
		close(fd[1]);
		execl(self, self, "--cold", (char *)NULL);
		_exit(127);
	}
	close(fd[1]);
	char buf[128] = "";
	ssize_t n = read(fd[0], buf, sizeof buf - 1);
	close(fd[0]);
	int status;
	waitpid(pid, &status, 0);
	long sum = -1;
	if (n <= 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0
	    || sscanf(buf, "%lf %lf %ld", wall, cpu, &sum) != 3)
		return -1;
	return sum;
}

int main(int argc, char **argv)
{
	if (argc > 1 && !strcmp(argv[1], "--cold"))
		return child();
	char self[4096];
	ssize_t len = readlink("/proc/self/exe", self, sizeof self - 1);
	if (len <= 0)
		return 1;
	self[len] = '\0';

	double wall[BENCH_RUNS], cpu[BENCH_RUNS];
	long first = run_year(2026, zone);	/* this process: fill caches */
	for (int i = 0; i < BENCH_RUNS; i++)
		if (cold_run(self, &wall[i], &cpu[i]) != first)
			return 1;
	double warm[BENCH_RUNS];
	for (int i = 0; i < BENCH_RUNS; i++) {
		double t = bench_now();
		if (run_year(2026, zone) != first)
			return 1;
		warm[i] = (bench_now() - t) * 1e3;
	}
	printf("calendar: 8760 hourly moments of 2026 (%s) resolved to "
	       "pillars, general and lunar date\n", zone);
	bench_report("calendar", "cold start in a fresh exec, the year's wall time,",
		     bench_summarise(wall, BENCH_RUNS), "ms", 10, true);
	bench_report("calendar", "cold start in a fresh exec, the year's CPU time,",
		     bench_summarise(cpu, BENCH_RUNS), "ms", 10, true);
	bench_report_info("calendar", "warm, the same year again,",
			  bench_summarise(warm, BENCH_RUNS), "ms");
	return 0;
}
