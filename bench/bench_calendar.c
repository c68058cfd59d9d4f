/* liuren - bench_calendar.c: a whole year of hourly moments (8,760)
 * resolved to pillars and monthly general from a cold start (empty term,
 * new-moon, lunar and zone caches), then the same year again warm.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

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

int main(void)
{
	const char *zone = "Asia/Shanghai";
	double t = now_ms();
	long cold = run_year(2026, zone);
	double cold_ms = now_ms() - t;
	t = now_ms();
	long warm = run_year(2026, zone);
	double warm_ms = now_ms() - t;
	if (cold < 0 || warm != cold)
		return 1;
	printf("calendar: 8760 hourly moments of 2026 (%s) resolved to "
	       "pillars, general and lunar date\n", zone);
	printf("calendar:   cold start %.2f ms (%.0f moments/s), goal < 20 ms%s\n",
	       cold_ms, 8760 / (cold_ms / 1e3), cold_ms < 20 ? "" : "  MISSED");
	printf("calendar:   warm       %.2f ms (%.0f moments/s)\n", warm_ms,
	       8760 / (warm_ms / 1e3));
	return 0;
}
