/* liuren - check_calendar_table.c: the build's table of solar terms and
 * new moons (1899-2101) agrees with the Swiss Ephemeris asked directly
 * here: every term of sampled years is the instant the sun reaches its
 * longitude, every new moon of sampled lunations the instant the moon's
 * elongation from the sun is zero (found by bisection, independently of
 * the calendar's own secant method), both within two seconds.
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

int main(void)
{
	Suite *s = suite_create("calendar_table");
	TCase *tc = tcase_create("core");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, terms_match_the_ephemeris);
	tcase_add_test(tc, new_moons_match_the_ephemeris);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
