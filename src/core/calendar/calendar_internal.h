/* liuren - calendar_internal.h (private to src/core/calendar): what the
 * lunisolar calendar (lunar.c) and a moment's resolution (resolve.c)
 * take from the terms' calendar.c.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_CALENDAR_INTERNAL_H
#define LIUREN_CALENDAR_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

/* The terms by index (liuren/calendar.h): 冬至, and 小寒, the first of a
 * civil year. */
enum { CAL_TERM_DONGZHI = 18, CAL_FIRST_TERM_OF_YEAR = 19,
       CAL_TERM_LICHUN = 21 };

/* A / B rounded down, and A mod N in 0 … N-1 */
static inline int64_t cal_floor_div(int64_t a, int64_t b)
{
	int64_t q = a / b;
	return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

static inline int cal_mod(int a, int n)
{
	return ((a % n) + n) % n;
}

/* The civil (UT) year of the instant UTC. */
int cal_utc_year(int64_t utc);

/* The civil day (days since 1970-01-01) on which the calendar counts the
 * instant UTC: the day of its reckoning meridian (Beijing's local mean
 * time before 1929, 120°E since). */
int64_t cal_beijing_day(int64_t utc);

/* The instant of term INDEX in civil year YEAR into UTC; false when the
 * calendar cannot compute that year's terms. */
bool cal_term_instant(int year, int index, int64_t *utc);

#endif
