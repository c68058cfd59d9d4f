/* liuren - calendar.h: from a moment to the pillars, the monthly general
 * and the Chinese lunisolar date.
 *
 * Owns the solar terms (節氣) and new moons (both from the Swiss
 * Ephemeris, built-in Moshier theory, apparent geocentric longitude of
 * date), their per-year cache, the four pillars, 月將, the lunisolar
 * calendar (modern rules: new moons and 中氣 dated at UTC+8, before
 * 1929 at Beijing local mean time (UTC+7:45:40), month 11 holds 冬至,
 * the first month without a 中氣 in a 13-month year is leap), 日宿/月宿 for the 二煩 rules of vol. 38, sunrise and sunset.
 *
 * Solar terms are numbered by longitude: term K sits at 15·K degrees,
 * 0 = 春分, 1 = 清明, … 21 = 立春, 22 = 雨水, 23 = 驚蟄. Even K are 中氣,
 * odd K are 節. Instants are seconds since the epoch, UT.
 *
 * Supported: civil years 1900-2100. Results are cached in static tables;
 * not thread safe.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
/* Terms, new moons and lunar years are computed once and cached in
 * process-wide tables: the calendar is not thread-safe. */
#ifndef LIUREN_CALENDAR_H
#define LIUREN_CALENDAR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "liuren/chart.h"
#include "liuren/moment.h"
#include "liuren/settings.h"
#include "liuren/export.h"

LR_BEGIN_DECLS

enum { LR_TERMS = 24, LR_MANSIONS = 28 };

/* ---- solar terms ---- */

struct lr_term {
	int index;		/* 0..23, by longitude (0 = 春分) */
	int64_t utc;
};

const char *lr_term_name(int index);	/* "春分"; NULL when out of range */
bool lr_term_is_zhongqi(int index);
/* The 月建 a 節 begins (立春 → 寅); -1 for a 中氣. */
int lr_term_month_branch(int index);
/* The 月將 that starts at term INDEX under GENERAL_BY (enum
 * lr_general_by): at a 中氣 by default (雨水 → 亥 … 大寒 → 子), at a 節
 * under LR_GENERAL_BY_JIE (立春 → 亥 …); -1 when this term moves none. */
int lr_term_general(int index, int general_by);

/* The 24 terms of civil (UT) year YEAR in order of time, 小寒 first.
 * Returns 0, or -1 for a year outside what the calendar can compute. */
int lr_year_terms(int year, struct lr_term out[LR_TERMS]);
/* The last term of kind KIND at or before UTC and the first after it:
 * KIND 0 = any, 1 = 中氣 only, 2 = 節 only. Returns 0 or -1. */
enum { LR_TERM_ANY, LR_TERM_ZHONGQI, LR_TERM_JIE };
int lr_terms_around(int64_t utc, int kind, struct lr_term *prev,
		    struct lr_term *next);

/* The new moon (sun-moon elongation 0, apparent longitudes) nearest to
 * the mean new moon of lunation K (K = 0 near 2000-01-06). */
int64_t lr_new_moon(int lunation);
/* The lunation of the last new moon at or before UTC. */
int lr_lunation_before(int64_t utc);

/* ---- the lunisolar calendar ---- */

struct lr_lunar_date {
	int year;		/* the Gregorian year in which month 1 begins */
	int month;		/* 1..12 */
	bool leap;
	int day;		/* 1..30 */
};

struct lr_lunar_month {
	int year, month;
	bool leap;
	int64_t first_day;	/* days since 1970-01-01 of day 1 */
	int length;		/* 29 or 30 */
	int64_t new_moon;	/* the instant of the new moon */
};

/* The months of lunar year YEAR (1..12 with the leap month in place, 12
 * or 13 of them). Returns the count, or -1 outside 1899-2100. */
int lr_lunar_year(int year, struct lr_lunar_month out[13]);
/* The lunar date of civil day DAYS (days since 1970-01-01). 0 or -1. */
int lr_lunar_from_days(int64_t days, struct lr_lunar_date *out);
/* The civil day of a lunar date. Returns 0, or -1 with a message in ERR
 * ("lunar 2026 has no leap month 3", "lunar 2026-01 has 29 days"). */
int lr_lunar_to_days(const struct lr_lunar_date *date, int64_t *days,
		     char *err, size_t errlen);
/* "二〇二六年十月廿一" style names. */
const char *lr_lunar_month_name(int month, bool leap, char *buf,
				size_t buflen);	/* "閏六月", "正月" */
const char *lr_lunar_day_name(int day);		/* "初一" … "三十" */

/* ---- the moment resolved ---- */

struct lr_calendar {
	int64_t utc;
	/* The clock the hour and the day are read from: the wall clock, or
	 * true solar time at the observer when settings.true_solar is on. */
	struct lr_civil reckon;
	int solar_correction;	/* seconds: reckoning clock - wall clock */
	double equation_of_time;	/* seconds, when true solar is on */
	int64_t day_number;	/* days since 1970-01-01 of the pillar day */
	int year, month, day, hour;	/* pillars, cycle indices */
	int hour_branch;
	int month_branch;
	int general;		/* 月將, a branch */
	struct lr_lunar_date lunar;	/* of the pillar day */
	struct lr_term prev_jie, next_jie, prev_zhongqi, next_zhongqi;
	int64_t general_since;	/* the term that set the general */
	int64_t general_until;	/* the term that moves it next */
	int64_t hour_start, hour_end;	/* the current hour branch's edges */
	int64_t day_start, day_end;	/* the pillar day's edges */
};

/* Resolve moment M under SETTINGS (NULL: defaults). Returns 0, or -1 with
 * a message in ERR when M lies outside the supported years. */
int lr_calendar_resolve(struct lr_calendar *cal, const struct lr_moment *m,
			const struct lr_settings *settings, char *err,
			size_t errlen);

/* The chart input the calendar gives. */
static inline struct lr_input lr_calendar_input(const struct lr_calendar *c)
{
	struct lr_input in = { c->day, c->hour_branch, c->general };
	return in;
}

/* The next change after CAL's instant of anything the chart's input
 * depends on (hour, day or general), as an instant, and which one:
 * 'h', 'd' or 'g'. */
int64_t lr_calendar_next_change(const struct lr_calendar *cal, char *what);

/* ---- day and night ---- */

/* Sunrise and sunset around M at its observer (upper limb, standard
 * refraction). *DAYTIME is true between a sunrise and the next sunset.
 * *LAST gets the sunrise (by day) or sunset (by night) that opened the
 * current span and *NEXT the event that closes it; either may be NULL. Returns 0, or -1 when the
 * sun does not rise or set there (polar day or night). */
int lr_sun_daytime(const struct lr_moment *m, bool *daytime, int64_t *last,
		   int64_t *next);

/* Is it day for the 貴人 under SETTINGS? The hour rule of the lesson
 * engine, or real sunrise/sunset for LR_DAY_SUN (falling back to the hour
 * rule where the sun does not rise or set). */
bool lr_calendar_daytime(const struct lr_calendar *cal,
			 const struct lr_moment *m,
			 const struct lr_settings *settings);

/* ---- 日宿 and 月宿 (vol. 38, 二煩) ---- */

const char *lr_mansion_name(int mansion);	/* 0 = 角 … 27 = 軫 */
/* The palace (branch) vol. 38 puts MANSION in. */
int lr_mansion_palace(int mansion);
/* The palace of an ecliptic longitude: twelve 30° palaces from the 中氣
 * points, 亥 from 330° (雨水) backwards, as 月將 moves. */
int lr_longitude_palace(double longitude);

struct lr_lodgings {
	int sun_palace;		/* 日宿 */
	int moon_palace;	/* 月宿 */
	/* -1: the palaces come from cached ingress times (real) or the
	 * day count; lr_calendar_longitudes gives the degrees. */
	double sun_longitude;
	double moon_longitude;
	int moon_mansion;	/* day count only: 0..27; else -1 */
};

/* 日宿 and 月宿 for CAL: by the real longitudes (settings.mansion =
 * real) or by vol. 38's day count from the lunar date (daycount, with
 * 日宿 then taken as the 月將). Returns 0 or -1. */
int lr_calendar_lodgings(const struct lr_calendar *cal,
			 const struct lr_settings *settings,
			 struct lr_lodgings *out);
/* The ecliptic longitudes (degrees) of sun and moon at CAL's instant.
 * Returns 0 or -1. */
int lr_calendar_longitudes(const struct lr_calendar *cal, double *sun_lon,
			   double *moon_lon);
/* Vol. 38's day count alone: the mansion of the moon on lunar MONTH
 * (1..12), DAY (1..30). */
int lr_moon_mansion_by_count(int month, int day);

LR_END_DECLS

#endif
