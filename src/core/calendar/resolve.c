/* liuren - resolve.c: a moment resolved into its calendar (the day by
 * 子初換日 or midnight, the hour, the year from 立春, the month from each
 * 節, 月將 at each 中氣 or 節, the lunar date), and day or night by the
 * hour rule or the sun's rising and setting.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/calendar.h"
#include "liuren/i18n.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "calendar/calendar_internal.h"
#include "calendar/ephemeris.h"
#include "liuren/ganzhi.h"

/* The instant at which the reckoning clock shows LOCAL (seconds as if
 * UT): through the zone for the wall clock, by the fixed correction for
 * true solar time. */
static int64_t reckon_to_utc(const struct lr_moment *m, bool true_solar,
			     int64_t reckon_offset, int64_t local)
{
	if (true_solar)
		return local - reckon_offset;
	struct lr_civil c;
	lr_civil_from_seconds(local, &c);
	return lr_zone_utc(m->zone, &c, NULL);
}

int lr_calendar_resolve(struct lr_calendar *cal, const struct lr_moment *m,
			const struct lr_settings *settings, char *err,
			size_t errlen)
{
	struct lr_settings defaults;
	if (!settings) {
		lr_settings_default(&defaults);
		settings = &defaults;
	}
	memset(cal, 0, sizeof *cal);
	cal->utc = m->utc;
	bool true_solar = settings->true_solar != 0;
	int64_t reckon_offset = m->utc_offset;
	if (true_solar) {
		/* Local apparent time: mean time at the observer's meridian
		 * plus the equation of time. */
		double e = 0.0;
		if (!eph_equation_of_time(lr_jd_from_utc(m->utc), &e))
			e = 0.0;
		cal->equation_of_time = e * 86400.0;
		reckon_offset = (int64_t)llround(m->lon * 240.0
						 + cal->equation_of_time);
	}
	cal->solar_correction = (int)(reckon_offset - m->utc_offset);
	int64_t local = m->utc + reckon_offset;
	lr_civil_from_seconds(local, &cal->reckon);
	if (cal->reckon.year < LR_FIRST_YEAR - 1
	    || cal->reckon.year > LR_LAST_YEAR + 1
	    || lr_terms_around(m->utc, LR_TERM_JIE, &cal->prev_jie,
			       &cal->next_jie) < 0
	    || lr_terms_around(m->utc, LR_TERM_ZHONGQI, &cal->prev_zhongqi,
			       &cal->next_zhongqi) < 0) {
		snprintf(err, errlen, _("the moment is outside %d-%d"),
			 LR_FIRST_YEAR, LR_LAST_YEAR);
		return -1;
	}

	/* Day: 子初換日 (23:00) by default, or midnight. */
	bool at_23 = settings->day_boundary == LR_DAY_AT_23;
	int64_t days = cal_floor_div(local, 86400);
	int64_t into_day = local - days * 86400;
	cal->day_number = days + (at_23 && cal->reckon.hour >= 23);
	/* 1970-01-01 (JDN 2440588) is 辛巳 (17): (JDN + 49) mod 60. */
	cal->day = (int)cal_mod((int)((cal->day_number + 2440588 + 49) % 60),
			    LR_CYCLE);
	int64_t day_begin = cal->day_number * 86400 - (at_23 ? 3600 : 0);
	cal->day_start = reckon_to_utc(m, true_solar, reckon_offset,
				       day_begin);
	cal->day_end = reckon_to_utc(m, true_solar, reckon_offset,
				     day_begin + 86400);

	/* Hour: 子 from 23:00 to 01:00, then every two hours. */
	cal->hour_branch = (cal->reckon.hour + 1) / 2 % LR_BRANCHES;
	int64_t into_hour = (into_day + 3600) % 7200;
	cal->hour_start = reckon_to_utc(m, true_solar, reckon_offset,
					local - into_hour);
	cal->hour_end = reckon_to_utc(m, true_solar, reckon_offset,
				      local - into_hour + 7200);
	/* 五鼠遁: 甲己 days begin at 甲子, 乙庚 at 丙子 … */
	int day_stem = lr_cycle_stem(cal->day);
	cal->hour = lr_cycle((day_stem % 5 * 2 + cal->hour_branch) % LR_STEMS,
			     cal->hour_branch);

	/* Year from 立春; month from each 節; 五虎遁 for the month stem. */
	int y = cal_utc_year(m->utc);
	int64_t lichun;
	if (cal_term_instant(y, CAL_TERM_LICHUN, &lichun) && m->utc < lichun)
		y--;
	cal->year = cal_mod(y - 1984, LR_CYCLE);	/* 1984 was 甲子 */
	cal->month_branch = lr_term_month_branch(cal->prev_jie.index);
	int from_yin = cal_mod(cal->month_branch - LR_YIN, LR_BRANCHES);
	int year_stem = lr_cycle_stem(cal->year);
	cal->month = lr_cycle((year_stem % 5 * 2 + 2 + from_yin) % LR_STEMS,
			      cal->month_branch);

	/* 月將: at each 中氣 (vol. 1), or at each 節 by setting. */
	if (settings->general_by == LR_GENERAL_BY_JIE) {
		cal->general = lr_term_general(cal->prev_jie.index,
					       LR_GENERAL_BY_JIE);
		cal->general_since = cal->prev_jie.utc;
		cal->general_until = cal->next_jie.utc;
	} else {
		cal->general = lr_term_general(cal->prev_zhongqi.index,
					       LR_GENERAL_BY_ZHONGQI);
		cal->general_since = cal->prev_zhongqi.utc;
		cal->general_until = cal->next_zhongqi.utc;
	}

	if (lr_lunar_from_days(cal->day_number, &cal->lunar) < 0) {
		snprintf(err, errlen, "%s", _("no lunar date for the moment"));
		return -1;
	}
	return 0;
}

int64_t lr_calendar_next_change(const struct lr_calendar *cal, char *what)
{
	int64_t t = cal->hour_end;
	char w = 'h';
	if (cal->day_end <= t) {
		t = cal->day_end;
		w = 'd';
	}
	if (cal->general_until < t) {
		t = cal->general_until;
		w = 'g';
	}
	if (what)
		*what = w;
	return t;
}

/* ---- day and night ---- */

static int rise_or_set(double jd, bool rise, const struct lr_moment *m,
		       double *out)
{
	return eph_sun_rise_set(jd, rise, m->lon, m->lat, out) ? 0 : -1;
}

int lr_sun_daytime(const struct lr_moment *m, bool *daytime, int64_t *last,
		   int64_t *next)
{
	double jd = lr_jd_from_utc(m->utc);
	double rise, set, before;
	if (rise_or_set(jd, true, m, &rise) < 0
	    || rise_or_set(jd, false, m, &set) < 0)
		return -1;
	bool day = set < rise;
	/* The span's opening event: the first of its kind after a day ago. */
	if (rise_or_set(jd - 1.0, day, m, &before) < 0)
		return -1;
	if (before > jd)
		return -1;
	*daytime = day;
	if (last)
		*last = lr_utc_from_jd(before);
	if (next)
		*next = lr_utc_from_jd(day ? set : rise);
	return 0;
}

bool lr_calendar_daytime(const struct lr_calendar *cal,
			 const struct lr_moment *m,
			 const struct lr_settings *settings)
{
	bool day;
	if (settings->day_hours == LR_DAY_SUN
	    && lr_sun_daytime(m, &day, NULL, NULL) == 0)
		return day;
	return lr_hour_is_day(settings, cal->hour_branch);
}

