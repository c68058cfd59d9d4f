/* liuren - bench_calendar.c: a whole year of hourly moments (8,760)
 * resolved to pillars and monthly general from a cold start (empty term,
 * new-moon, lunar and zone caches), then the same year again warm. Each
 * cold start runs in a fresh child process; the median and the best of
 * COLD_RUNS are reported, since a loaded machine makes single runs vary.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "liuren/calendar.h"

static double now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
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

enum { COLD_RUNS = 7 };

/* One cold year in a fresh process: returns its milliseconds, or -1. */
static double cold_run_in_child(const char *zone)
{
	int fd[2];
	if (pipe(fd) < 0)
		return -1;
	pid_t pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		close(fd[0]);
		double t = now_ms();
		long sum = run_year(2026, zone);
		double ms = sum < 0 ? -1 : now_ms() - t;
		ssize_t w = write(fd[1], &ms, sizeof ms);
		_exit(w == (ssize_t)sizeof ms ? 0 : 1);
	}
	close(fd[1]);
	double ms = -1;
	if (read(fd[0], &ms, sizeof ms) != (ssize_t)sizeof ms)
		ms = -1;
	close(fd[0]);
	waitpid(pid, NULL, 0);
	return ms;
}

static int by_value(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

int main(void)
{
	const char *zone = "Asia/Shanghai";
	double cold[COLD_RUNS];
	for (int i = 0; i < COLD_RUNS; i++) {
		cold[i] = cold_run_in_child(zone);
		if (cold[i] < 0)
			return 1;
	}
	qsort(cold, COLD_RUNS, sizeof cold[0], by_value);
	double median = cold[COLD_RUNS / 2];

	long first = run_year(2026, zone);	/* this process: fill caches */
	double t = now_ms();
	long warm = run_year(2026, zone);
	double warm_ms = now_ms() - t;
	if (first < 0 || warm != first)
		return 1;
	printf("calendar: 8760 hourly moments of 2026 (%s) resolved to "
	       "pillars, general and lunar date\n", zone);
	printf("calendar:   cold start median %.2f ms, best %.2f ms, worst %.2f ms "
	       "of %d fresh processes (%.0f moments/s at the median), goal < 20 ms%s\n",
	       median, cold[0], cold[COLD_RUNS - 1], COLD_RUNS,
	       8760 / (median / 1e3), median < 20 ? "" : "  MISSED");
	printf("calendar:   warm       %.2f ms (%.0f moments/s)\n", warm_ms,
	       8760 / (warm_ms / 1e3));
	return 0;
}
