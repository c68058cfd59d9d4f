/* liuren - check_calendar_table.c: the build's table of solar terms and
 * new moons (1899-2101) agrees with the Swiss Ephemeris asked directly
 * here: every term of sampled years is the instant the sun reaches its
 * longitude, every new moon of sampled lunations the instant the moon's
 * elongation from the sun is zero (found by bisection, independently of
 * the calendar's own secant method), both within two seconds. And the
 * palaces of sun and moon read from cached ingress times (the real
 * 日宿/月宿) are those the longitudes give, walking forward, jumping back,
 * and seconds either side of each ingress.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <math.h>
#include <stdlib.h>

#include <swephexp.h>

#include "liuren/calendar.h"

static double elongation(double jd)
{
	double sun[6], moon[6];
	char serr[AS_MAXCH];
	ck_assert(swe_calc_ut(jd, SE_SUN, SEFLG_MOSEPH, sun, serr) >= 0);
	ck_assert(swe_calc_ut(jd, SE_MOON, SEFLG_MOSEPH, moon, serr) >= 0);
	double d = fmod(moon[0] - sun[0], 360.0);
	if (d > 180.0)
		d -= 360.0;
	if (d <= -180.0)
		d += 360.0;
	return d;
}

START_TEST(terms_match_the_ephemeris)
{
	static const int years[] = { 1899, 1900, 1912, 1929, 1950, 1984,
				     2000, 2026, 2057, 2100, 2101 };
	for (size_t y = 0; y < sizeof years / sizeof years[0]; y++) {
		struct lr_term t[LR_TERMS];
		ck_assert_int_eq(lr_year_terms(years[y], t), 0);
		for (int i = 0; i < LR_TERMS; i++) {
			double jd = lr_jd_from_utc(t[i].utc);
			double sun[6];
			char serr[AS_MAXCH];
			ck_assert(swe_calc_ut(jd, SE_SUN, SEFLG_MOSEPH, sun, serr) >= 0);
			double want = 15.0 * t[i].index;
			double off = fmod(sun[0] - want + 540.0, 360.0) - 180.0;
			/* the sun moves about 0.0007 degrees in a minute */
			ck_assert_msg(fabs(off) < 2.0 * 0.985647 / 86400.0,
				      "%d term %d: sun %.6f, want %.1f", years[y],
				      t[i].index, sun[0], want);
		}
	}
}
END_TEST

START_TEST(new_moons_match_the_ephemeris)
{
	for (int k = -1330; k <= 1330; k += 37) {
		int64_t nm = lr_new_moon(k);
		/* bisection between a day before and a day after */
		double a = lr_jd_from_utc(nm) - 1.0, b = a + 2.0;
		ck_assert(elongation(a) < 0 && elongation(b) > 0);
		while (b - a > 0.1 / 86400.0) {
			double mid = (a + b) / 2;
			if (elongation(mid) < 0)
				a = mid;
			else
				b = mid;
		}
		double diff = (lr_jd_from_utc(nm) - a) * 86400.0;
		ck_assert_msg(fabs(diff) < 2.0, "lunation %d: %.2f s off", k, diff);
	}
}
END_TEST

static void resolve(int64_t utc, struct lr_calendar *cal)
{
	struct lr_moment m;
	char err[128];
	ck_assert_int_eq(lr_moment_from_utc(&m, "UTC", utc, LR_DEFAULT_LON,
					    LR_DEFAULT_LAT, err, sizeof err), 0);
	ck_assert_int_eq(lr_calendar_resolve(cal, &m, NULL, err, sizeof err), 0);
}

/* The palaces at UTC both ways; returns the moon's palace. */
static int check_palaces_at(int64_t utc)
{
	struct lr_calendar cal;
	struct lr_lodgings lg;
	double sun, moon;
	resolve(utc, &cal);
	ck_assert_int_eq(lr_calendar_lodgings(&cal, NULL, &lg), 0);
	ck_assert_int_eq(lr_calendar_longitudes(&cal, &sun, &moon), 0);
	ck_assert_msg(lg.sun_palace == lr_longitude_palace(sun),
		      "sun at %lld: %d, longitude %.6f", (long long)utc,
		      lg.sun_palace, sun);
	ck_assert_msg(lg.moon_palace == lr_longitude_palace(moon),
		      "moon at %lld: %d, longitude %.6f", (long long)utc,
		      lg.moon_palace, moon);
	return lg.moon_palace;
}

START_TEST(palaces_from_ingress_times)
{
	int64_t t0 = (int64_t)lr_days_from_civil(1987, 3, 1) * 86400;
	/* forward through a year at a step that is no divisor of a day */
	int prev = -1, changes = 0;
	for (int64_t t = t0; t < t0 + 366 * 86400; t += 2459) {
		int p = check_palaces_at(t);
		if (prev >= 0 && p != prev) {
			changes++;
			/* the ingress lies in (t - 2459, t]: seconds either side */
			int64_t a = t - 2459, b = t;
			while (b - a > 1) {
				int64_t mid = a + (b - a) / 2;
				if (check_palaces_at(mid) == prev)
					a = mid;
				else
					b = mid;
			}
			static const int around[] = { -121, -31, -29, -2, -1, 0, 1, 2, 29, 31, 121 };
			for (size_t i = 0; i < sizeof around / sizeof around[0]; i++)
				check_palaces_at(b + around[i]);
		}
		prev = p;
	}
	/* about 13.4 sidereal months, 12 ingresses each */
	ck_assert_int_ge(changes, 150);
	/* jumping about, backwards too */
	for (int i = 0; i < 200; i++)
		check_palaces_at(t0 + (int64_t)((i * 7919L) % 400) * 86400 + i * 631);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("calendar_table");
	TCase *tc = tcase_create("core");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, terms_match_the_ephemeris);
	tcase_add_test(tc, new_moons_match_the_ephemeris);
	tcase_add_test(tc, palaces_from_ingress_times);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
