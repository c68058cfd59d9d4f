/* liuren - ephemeris.h: the one door to Swiss Ephemeris (Moshier, no data
 * files). The library keeps state of its own between calls (its last
 * positions, its error text): Debian's build keeps it per thread, a build
 * without thread-local storage does not, so every call goes through here,
 * one at a time under one lock (uncontended, it costs next to nothing
 * beside the call), whichever thread asks: the terms and new moons the
 * calendar caches, and what it reads outside its tables (true solar time,
 * sunrise and sunset, the lodgings). scripts/lint.sh fails on a swe_ call
 * anywhere else.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_CORE_EPHEMERIS_H
#define LIUREN_CORE_EPHEMERIS_H

#include <stdbool.h>

/* The Julian day (UT) of YEAR-MONTH-DAY at HOUR, Gregorian. */
double eph_julday(int year, int month, int day, double hour);
/* The first moment (Julian day, UT) from JD on when the sun's (the
 * moon's) ecliptic longitude is LON degrees; NaN or less than JD when
 * not found. */
double eph_sun_crossing(double lon, double jd);
double eph_moon_crossing(double lon, double jd);
enum eph_body { EPH_SUN, EPH_MOON };
/* BODY's ecliptic longitude in degrees at JD into *LON; false when the
 * ephemeris fails. */
bool eph_longitude(double jd, enum eph_body body, double *lon);
/* The equation of time at JD, in days, into *E; false on failure. */
bool eph_equation_of_time(double jd, double *e);
/* The next sunrise (RISE true) or sunset after JD at LON, LAT degrees
 * into *OUT; false when there is none (polar day or night). */
bool eph_sun_rise_set(double jd, bool rise, double lon, double lat,
		      double *out);

#endif
