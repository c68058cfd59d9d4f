/* liuren - ephemeris.c: every Swiss Ephemeris call, one at a time (see
 * ephemeris.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "calendar/ephemeris.h"

#include <pthread.h>

#include <swephexp.h>

static pthread_mutex_t swe_lock = PTHREAD_MUTEX_INITIALIZER;

double eph_julday(int year, int month, int day, double hour)
{
	pthread_mutex_lock(&swe_lock);
	double jd = swe_julday(year, month, day, hour, SE_GREG_CAL);
	pthread_mutex_unlock(&swe_lock);
	return jd;
}

double eph_sun_crossing(double lon, double jd)
{
	char serr[AS_MAXCH];
	pthread_mutex_lock(&swe_lock);
	double at = swe_solcross_ut(lon, jd, SEFLG_MOSEPH, serr);
	pthread_mutex_unlock(&swe_lock);
	return at;
}

double eph_moon_crossing(double lon, double jd)
{
	char serr[AS_MAXCH];
	pthread_mutex_lock(&swe_lock);
	double at = swe_mooncross_ut(lon, jd, SEFLG_MOSEPH, serr);
	pthread_mutex_unlock(&swe_lock);
	return at;
}

bool eph_longitude(double jd, enum eph_body body, double *lon)
{
	double x[6];
	char serr[AS_MAXCH];
	pthread_mutex_lock(&swe_lock);
	int32 r = swe_calc_ut(jd, body == EPH_MOON ? SE_MOON : SE_SUN,
			      SEFLG_MOSEPH, x, serr);
	pthread_mutex_unlock(&swe_lock);
	if (r < 0)
		return false;
	*lon = x[0];
	return true;
}

bool eph_equation_of_time(double jd, double *e)
{
	char serr[AS_MAXCH];
	pthread_mutex_lock(&swe_lock);
	int32 r = swe_time_equ(jd, e, serr);
	pthread_mutex_unlock(&swe_lock);
	return r >= 0;
}

bool eph_sun_rise_set(double jd, bool rise, double lon, double lat,
		      double *out)
{
	double geopos[3] = { lon, lat, 0.0 };
	char serr[AS_MAXCH];
	pthread_mutex_lock(&swe_lock);
	int32 r = swe_rise_trans(jd, SE_SUN, NULL, SEFLG_MOSEPH,
				 rise ? SE_CALC_RISE : SE_CALC_SET, geopos,
				 0.0, 0.0, out, serr);
	pthread_mutex_unlock(&swe_lock);
	return r == 0;
}
