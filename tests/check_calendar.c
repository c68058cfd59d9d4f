/* liuren - check_calendar.c: solar terms, new moons, the lunisolar
 * calendar, pillars, 月將 and 日宿/月宿 against published facts
 * (tests/data/almanac-*.tsv, calendar-*.tsv) and against each other.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <swephexp.h>

#include "liuren/calendar.h"
#include "liuren/chart.h"

#ifndef LR_SRCDIR
#define LR_SRCDIR "."
#endif

/* Read the data lines (not '#', not blank) of tests/data/NAME, split on
 * tabs, and hand each to FN. Returns the number of lines. */
typedef void (*row_fn)(char **fields, int count, int line);

static int each_row(const char *name, row_fn fn)
{
	char path[512];
	snprintf(path, sizeof path, "%s/tests/data/%s", LR_SRCDIR, name);
	FILE *f = fopen(path, "r");
	ck_assert_msg(f != NULL, "cannot open %s", path);
	char buf[512];
	int line = 0, rows = 0;
	while (fgets(buf, sizeof buf, f)) {
		line++;
		buf[strcspn(buf, "\r\n")] = '\0';
		if (buf[0] == '#' || buf[0] == '\0')
			continue;
		char *fields[8];
		int n = 0;
		for (char *p = strtok(buf, "\t"); p && n < 8;
		     p = strtok(NULL, "\t"))
			fields[n++] = p;
		fn(fields, n, line);
		rows++;
	}
	fclose(f);
	return rows;
}

static int64_t parse_ut(const char *date, const char *time)
{
	int y, m, d, hh = 0, mm = 0;
	ck_assert_int_eq(sscanf(date, "%d-%d-%d", &y, &m, &d), 3);
	if (time)
		ck_assert_int_eq(sscanf(time, "%d:%d", &hh, &mm), 2);
	return lr_days_from_civil(y, m, d) * 86400 + hh * 3600 + mm * 60;
}

static int term_by_name(const char *name)
{
	for (int k = 0; k < LR_TERMS; k++)
		if (!strcmp(lr_term_name(k), name))
			return k;
	return -1;
}

/* A published minute: the instant rounded to the minute is within one
 * minute of it. */
static void assert_minute(int64_t computed, int64_t published, int line)
{
	int64_t rounded = (computed + 30) / 60 * 60;
	ck_assert_msg(llabs(rounded - published) <= 60,
		      "line %d: computed %+lld s from the published minute",
		      line, (long long)(computed - published));
}

static void term_row(char **f, int n, int line)
{
	ck_assert_int_eq(n, 3);
	int64_t published = parse_ut(f[0], f[1]);
	int k = term_by_name(f[2]);
	ck_assert_msg(k >= 0, "line %d: unknown term %s", line, f[2]);
	struct lr_term terms[LR_TERMS];
	int y = atoi(f[0]);
	ck_assert_int_eq(lr_year_terms(y, terms), 0);
	bool found = false;
	for (int i = 0; i < LR_TERMS; i++)
		if (terms[i].index == k) {
			assert_minute(terms[i].utc, published, line);
			found = true;
		}
	ck_assert(found);
}

START_TEST(terms_match_almanac)
{
	ck_assert_int_ge(each_row("almanac-terms.tsv", term_row), 20);
}
END_TEST

static void new_moon_row(char **f, int n, int line)
{
	ck_assert_int_eq(n, 2);
	int64_t published = parse_ut(f[0], f[1]);
	int k = lr_lunation_before(published + 3600);
	int64_t t = lr_new_moon(k);
	if (llabs(lr_new_moon(k + 1) - published) < llabs(t - published))
		t = lr_new_moon(k + 1);
	assert_minute(t, published, line);
}

START_TEST(new_moons_match_almanac)
{
	ck_assert_int_ge(each_row("almanac-newmoons.tsv", new_moon_row), 6);
}
END_TEST

static int listed_leap[LR_LAST_YEAR + 1];

static void lunar_row(char **f, int n, int line)
{
	ck_assert_int_ge(n, 2);
	if (!strcmp(f[0], "leap")) {
		ck_assert_int_eq(n, 3);
		listed_leap[atoi(f[1])] = atoi(f[2]);
		return;
	}
	ck_assert_str_eq(f[0], "newyear");
	int y, m, d;
	ck_assert_int_eq(sscanf(f[1], "%d-%d-%d", &y, &m, &d), 3);
	struct lr_lunar_month months[13];
	ck_assert_int_ge(lr_lunar_year(y, months), 12);
	ck_assert_msg(months[0].first_day == lr_days_from_civil(y, m, d),
		      "line %d: new year of %d off by %lld days", line, y,
		      (long long)(months[0].first_day
				  - lr_days_from_civil(y, m, d)));
	struct lr_lunar_date ld;
	ck_assert_int_eq(lr_lunar_from_days(lr_days_from_civil(y, m, d), &ld),
			 0);
	ck_assert_int_eq(ld.year, y);
	ck_assert_int_eq(ld.month, 1);
	ck_assert_int_eq(ld.day, 1);
	ck_assert(!ld.leap);
}

START_TEST(lunar_matches_published_list)
{
	memset(listed_leap, 0, sizeof listed_leap);
	each_row("almanac-lunar.tsv", lunar_row);
	for (int y = LR_FIRST_YEAR; y <= LR_LAST_YEAR; y++) {
		struct lr_lunar_month months[13];
		int n = lr_lunar_year(y, months);
		int leap = 0;
		for (int i = 0; i < n; i++)
			if (months[i].leap)
				leap = months[i].month;
		ck_assert_msg(leap == listed_leap[y],
			      "lunar %d: leap month %d, list says %d", y, leap,
			      listed_leap[y]);
		ck_assert_int_eq(n, leap ? 13 : 12);
	}
}
END_TEST

/* Every year 1899-2101: 24 terms in order of longitude, 14 to 16.5 days
 * apart, and the sun at each term's longitude to within a second of arc
 * (the instant is right to about a second). */
START_TEST(terms_consistent)
{
	int64_t last = 0;
	for (int y = LR_FIRST_YEAR - 1; y <= LR_LAST_YEAR + 1; y++) {
		struct lr_term terms[LR_TERMS];
		ck_assert_int_eq(lr_year_terms(y, terms), 0);
		for (int i = 0; i < LR_TERMS; i++) {
			ck_assert_int_eq(terms[i].index, (19 + i) % LR_TERMS);
			if (last) {
				double gap = (double)(terms[i].utc - last) / 86400;
				ck_assert_msg(gap > 14.0 && gap < 16.5,
					      "%d term %d: %.2f days", y, i, gap);
			}
			last = terms[i].utc;
			if (y % 10 == 0) {
				double xx[6];
				char serr[AS_MAXCH];
				swe_calc_ut(lr_jd_from_utc(terms[i].utc), SE_SUN,
					    SEFLG_MOSEPH, xx, serr);
				double d = fmod(xx[0] - 15.0 * terms[i].index
						+ 540.0, 360.0) - 180.0;
				ck_assert_msg(fabs(d) < 1.0 / 3600,
					      "%d %s: %.6f deg", y,
					      lr_term_name(terms[i].index), d);
			}
		}
	}
}
END_TEST

static int64_t beijing_day(int64_t utc)
{
	int64_t s = utc + 8 * 3600;
	return s >= 0 ? s / 86400 : -((-s + 86399) / 86400);
}

/* The lunisolar rules checked on every year 1900-2100: months of 29 or
 * 30 days, back to back; the leap month holds no 中氣; month 11 holds
 * 冬至; every civil day maps to a lunar date and back. */
START_TEST(lunar_consistent)
{
	int64_t expected_first = -1;
	for (int y = LR_FIRST_YEAR; y <= LR_LAST_YEAR; y++) {
		struct lr_lunar_month months[13];
		int n = lr_lunar_year(y, months);
		ck_assert(n == 12 || n == 13);
		for (int i = 0; i < n; i++) {
			const struct lr_lunar_month *m = &months[i];
			ck_assert(m->length == 29 || m->length == 30);
			if (expected_first >= 0)
				ck_assert(m->first_day == expected_first);
			expected_first = m->first_day + m->length;
			int64_t end = m->first_day + m->length;
			int zhongqi = 0, solstice = 0;
			for (int yy = y - 1; yy <= y + 1; yy++) {
				struct lr_term t[LR_TERMS];
				lr_year_terms(yy, t);
				for (int j = 0; j < LR_TERMS; j++) {
					int64_t day = beijing_day(t[j].utc);
					if (!lr_term_is_zhongqi(t[j].index)
					    || day < m->first_day || day >= end)
						continue;
					zhongqi++;
					solstice += t[j].index == 18;
				}
			}
			if (m->leap)
				ck_assert_msg(zhongqi == 0, "%d leap %d", y,
					      m->month);
			if (m->month == 11 && !m->leap)
				ck_assert_msg(solstice == 1, "%d month 11", y);
		}
	}
	for (int64_t d = lr_days_from_civil(1900, 2, 1);
	     d <= lr_days_from_civil(2100, 12, 31); d += 7) {
		struct lr_lunar_date ld;
		int64_t back;
		char err[128];
		ck_assert_int_eq(lr_lunar_from_days(d, &ld), 0);
		ck_assert_int_eq(lr_lunar_to_days(&ld, &back, err, sizeof err),
				 0);
		ck_assert(back == d);
	}
}
END_TEST

START_TEST(lunar_errors)
{
	char err[128];
	int64_t days;
	struct lr_lunar_date d = { 2026, 3, true, 1 };
	ck_assert_int_eq(lr_lunar_to_days(&d, &days, err, sizeof err), -1);
	ck_assert_str_eq(err, "lunar year 2026 has no leap month 3");
	struct lr_lunar_date leap6 = { 2025, 6, true, 1 };
	ck_assert_int_eq(lr_lunar_to_days(&leap6, &days, err, sizeof err), 0);
	/* 2025 閏六月 began with the new moon of 2025-07-25. */
	ck_assert(days == lr_days_from_civil(2025, 7, 25));
	struct lr_lunar_date d31 = { 2026, 1, false, 31 };
	ck_assert_int_eq(lr_lunar_to_days(&d31, &days, err, sizeof err), -1);
	struct lr_lunar_date far = { 2101, 1, false, 1 };
	ck_assert_int_eq(lr_lunar_to_days(&far, &days, err, sizeof err), -1);
}
END_TEST

static void day_row(char **f, int n, int line)
{
	ck_assert_int_eq(n, 2);
	int y, m, d;
	ck_assert_int_eq(sscanf(f[0], "%d-%d-%d", &y, &m, &d), 3);
	struct lr_moment mo;
	char err[128], name[8];
	struct lr_civil noon = { y, m, d, 12, 0, 0 };
	ck_assert_int_eq(lr_moment_from_civil(&mo, "Asia/Shanghai", &noon,
					      LR_DEFAULT_LON, LR_DEFAULT_LAT,
					      err, sizeof err), 0);
	struct lr_calendar cal;
	ck_assert_int_eq(lr_calendar_resolve(&cal, &mo, NULL, err, sizeof err),
			 0);
	ck_assert_msg(!strcmp(lr_cycle_name(cal.day, name), f[1]),
		      "line %d: %s is %s, not %s", line, f[0], name, f[1]);
}

START_TEST(day_pillar_anchors)
{
	ck_assert_int_ge(each_row("calendar-days.tsv", day_row), 3);
}
END_TEST

static void resolve_at(struct lr_calendar *cal, const char *zone, int y,
		       int mo, int d, int h, int mi,
		       const struct lr_settings *s)
{
	struct lr_moment m;
	char err[128];
	struct lr_civil c = { y, mo, d, h, mi, 0 };
	ck_assert_int_eq(lr_moment_from_civil(&m, zone, &c, LR_DEFAULT_LON,
					      LR_DEFAULT_LAT, err, sizeof err),
			 0);
	ck_assert_int_eq(lr_calendar_resolve(cal, &m, s, err, sizeof err), 0);
}

START_TEST(day_boundary_setting)
{
	struct lr_settings s;
	lr_settings_default(&s);
	struct lr_calendar a, b, c;
	resolve_at(&a, "Asia/Shanghai", 2000, 1, 1, 22, 59, &s);
	resolve_at(&b, "Asia/Shanghai", 2000, 1, 1, 23, 0, &s);
	ck_assert_int_eq(a.day, 54);			/* 戊午 */
	ck_assert_int_eq(b.day, 55);			/* 己未 from 子初 */
	ck_assert_int_eq(b.hour_branch, LR_ZI);
	ck_assert_int_eq(a.hour_branch, LR_HAI);
	/* 己 day: 甲子 hour (甲己還加甲). */
	ck_assert_int_eq(b.hour, 0);
	s.day_boundary = LR_DAY_AT_0;
	resolve_at(&c, "Asia/Shanghai", 2000, 1, 1, 23, 30, &s);
	ck_assert_int_eq(c.day, 54);
	ck_assert_int_eq(c.hour_branch, LR_ZI);
}
END_TEST

START_TEST(year_and_month_pillars)
{
	struct lr_calendar before, after;
	char name[8];
	/* 立春 2026: 2026-02-04 04:02 Beijing. */
	resolve_at(&before, "Asia/Shanghai", 2026, 2, 4, 3, 50, NULL);
	resolve_at(&after, "Asia/Shanghai", 2026, 2, 4, 4, 10, NULL);
	ck_assert_str_eq(lr_cycle_name(before.year, name), "乙巳");
	ck_assert_str_eq(lr_cycle_name(before.month, name), "己丑");
	ck_assert_str_eq(lr_cycle_name(after.year, name), "丙午");
	ck_assert_str_eq(lr_cycle_name(after.month, name), "庚寅");
	ck_assert_int_eq(after.general, LR_ZI);	/* 大寒 → 子 until 雨水 */
	ck_assert_int_eq(after.next_zhongqi.index, 22);
	ck_assert_int_eq(lr_term_general(22, LR_GENERAL_BY_ZHONGQI), LR_HAI);
	struct lr_settings s;
	lr_settings_default(&s);
	s.general_by = LR_GENERAL_BY_JIE;
	struct lr_calendar jie;
	resolve_at(&jie, "Asia/Shanghai", 2026, 2, 4, 4, 10, &s);
	ck_assert_int_eq(jie.general, LR_HAI);	/* 立春 → 亥 */
	ck_assert(jie.general_since == after.prev_jie.utc);
}
END_TEST

/* Every hour of 2026 in Beijing: the pillars and the general agree with
 * the terms found independently, the day steps once a day at 23:00, and
 * the chart engine accepts the input. */
START_TEST(hourly_year_agrees)
{
	struct lr_term terms[3 * LR_TERMS];
	for (int i = 0; i < 3; i++)
		lr_year_terms(2025 + i, terms + i * LR_TERMS);
	struct lr_moment m;
	char err[128];
	struct lr_civil start = { 2026, 1, 1, 0, 30, 0 };
	ck_assert_int_eq(lr_moment_from_civil(&m, "Asia/Shanghai", &start,
					      LR_DEFAULT_LON, LR_DEFAULT_LAT,
					      err, sizeof err), 0);
	int64_t t0 = m.utc;
	int last_day = -1;
	for (int h = 0; h < 8760; h++) {
		ck_assert_int_eq(lr_moment_from_utc(&m, "Asia/Shanghai",
						    t0 + h * 3600, 116.4, 39.9,
						    err, sizeof err), 0);
		struct lr_calendar cal;
		ck_assert_int_eq(lr_calendar_resolve(&cal, &m, NULL, err,
						     sizeof err), 0);
		int jie = -1, zhongqi = -1;
		for (int i = 0; i < 3 * LR_TERMS; i++) {
			if (terms[i].utc > m.utc)
				break;
			if (lr_term_is_zhongqi(terms[i].index))
				zhongqi = terms[i].index;
			else
				jie = terms[i].index;
		}
		ck_assert_int_eq(cal.month_branch, lr_term_month_branch(jie));
		ck_assert_int_eq(lr_cycle_branch(cal.month), cal.month_branch);
		ck_assert_int_eq(cal.general,
				 lr_term_general(zhongqi, LR_GENERAL_BY_ZHONGQI));
		ck_assert_int_eq(cal.hour_branch, (m.civil.hour + 1) / 2 % 12);
		ck_assert(cal.hour_start <= m.utc && m.utc < cal.hour_end);
		ck_assert(cal.general_since <= m.utc
			  && m.utc < cal.general_until);
		if (m.civil.hour == 23)
			ck_assert_int_eq(cal.day, lr_cycle_add(last_day, 1));
		else if (last_day >= 0)
			ck_assert_int_eq(cal.day, last_day);
		last_day = cal.day;
		struct lr_input in = lr_calendar_input(&cal);
		ck_assert_ptr_null(lr_input_check(&in));
	}
}
END_TEST

START_TEST(true_solar_time)
{
	struct lr_settings s;
	lr_settings_default(&s);
	s.true_solar = 1;
	struct lr_calendar cal;
	/* Early November the sun runs about 16 minutes fast; Beijing lies
	 * 3.6° west of 120°E (14.4 minutes). */
	resolve_at(&cal, "Asia/Shanghai", 2026, 11, 3, 12, 0, &s);
	ck_assert(cal.equation_of_time > 15.5 * 60
		  && cal.equation_of_time < 17 * 60);
	int expected = (int)llround(116.4 * 240 + cal.equation_of_time)
		       - 8 * 3600;
	ck_assert_int_eq(cal.solar_correction, expected);
	ck_assert_int_eq(cal.reckon.hour, 12);
	ck_assert(cal.reckon.minute >= 1 && cal.reckon.minute <= 3);
	/* The 午 hour starts when the solar clock shows 11:00. */
	resolve_at(&cal, "Asia/Shanghai", 2026, 11, 3, 10, 50, &s);
	ck_assert_int_eq(cal.hour_branch, LR_SI);
	struct lr_civil c;
	lr_zone_civil("Asia/Shanghai", cal.hour_end + cal.solar_correction, &c,
		      NULL);
	ck_assert_int_eq(c.hour, 11);
	ck_assert_int_eq(c.minute, 0);
	lr_zone_civil("Asia/Shanghai", cal.hour_end, &c, NULL);
	resolve_at(&cal, "Asia/Shanghai", 2026, 11, 3, c.hour, c.minute + 1,
		   &s);
	ck_assert_int_eq(cal.hour_branch, LR_WU_B);
}
END_TEST

START_TEST(sunrise_in_beijing)
{
	struct lr_moment m;
	char err[128];
	struct lr_civil c = { 2026, 6, 21, 12, 0, 0 };
	ck_assert_int_eq(lr_moment_from_civil(&m, "Asia/Shanghai", &c, 116.4,
					      39.9, err, sizeof err), 0);
	bool day;
	int64_t last, next;
	ck_assert_int_eq(lr_sun_daytime(&m, &day, &last, &next), 0);
	ck_assert(day);
	struct lr_civil rise, set;
	lr_zone_civil("Asia/Shanghai", last, &rise, NULL);
	lr_zone_civil("Asia/Shanghai", next, &set, NULL);
	/* Midsummer in Beijing: sunrise about 04:46, sunset about 19:46. */
	ck_assert_int_eq(rise.hour, 4);
	ck_assert(rise.minute >= 40 && rise.minute <= 52);
	ck_assert_int_eq(set.hour, 19);
	ck_assert(set.minute >= 40 && set.minute <= 52);
	c.hour = 2;
	lr_moment_from_civil(&m, "Asia/Shanghai", &c, 116.4, 39.9, err,
			     sizeof err);
	ck_assert_int_eq(lr_sun_daytime(&m, &day, &last, &next), 0);
	ck_assert(!day);
	/* Polar day at 80°N. */
	m.lat = 80.0;
	ck_assert_int_eq(lr_sun_daytime(&m, &day, &last, &next), -1);
}
END_TEST

START_TEST(moon_mansion_day_count)
{
	/* 卷三十八: "正月初一起室，數至十四日為柳，乃午宮宿" */
	ck_assert_str_eq(lr_mansion_name(lr_moon_mansion_by_count(1, 1)), "室");
	ck_assert_str_eq(lr_mansion_name(lr_moon_mansion_by_count(1, 3)), "奎");
	ck_assert_str_eq(lr_mansion_name(lr_moon_mansion_by_count(1, 4)), "奎");
	ck_assert_str_eq(lr_mansion_name(lr_moon_mansion_by_count(1, 14)), "柳");
	ck_assert_int_eq(lr_mansion_palace(lr_moon_mansion_by_count(1, 14)),
			 LR_WU_B);
	/* "六月初一起鬼，初二柳" */
	ck_assert_str_eq(lr_mansion_name(lr_moon_mansion_by_count(6, 2)), "柳");
	/* 七月 opens on 張, held two days: 午 on the first two days. */
	ck_assert_int_eq(lr_mansion_palace(lr_moon_mansion_by_count(7, 2)),
			 LR_WU_B);
	ck_assert_int_eq(lr_mansion_palace(lr_moon_mansion_by_count(7, 3)),
			 LR_SI);
	/* The palace table: 28 mansions over 12 palaces, each palace 2 or 3. */
	int per[LR_BRANCHES] = { 0 };
	for (int i = 0; i < LR_MANSIONS; i++)
		per[lr_mansion_palace(i)]++;
	for (int b = 0; b < LR_BRANCHES; b++)
		ck_assert(per[b] == 2 || per[b] == 3);
	ck_assert_int_eq(lr_moon_mansion_by_count(13, 1), -1);
}
END_TEST

START_TEST(lodgings_real)
{
	ck_assert_int_eq(lr_longitude_palace(330.0), LR_HAI);
	ck_assert_int_eq(lr_longitude_palace(359.9), LR_HAI);
	ck_assert_int_eq(lr_longitude_palace(0.0), LR_XU);
	ck_assert_int_eq(lr_longitude_palace(270.5), LR_CHOU);
	/* The real 日宿 is the 月將 by 中氣 (same 30° division). */
	for (int mo = 1; mo <= 12; mo++) {
		struct lr_calendar cal;
		resolve_at(&cal, "Asia/Shanghai", 2026, mo, 10, 12, 0, NULL);
		struct lr_lodgings lg;
		ck_assert_int_eq(lr_calendar_lodgings(&cal, NULL, &lg), 0);
		ck_assert_int_eq(lg.sun_palace, cal.general);
		ck_assert(lg.moon_palace >= 0 && lg.moon_palace < 12);
	}
	/* A new moon: the moon sits in the sun's palace. */
	struct lr_calendar cal;
	resolve_at(&cal, "UTC", 2024, 4, 8, 18, 21, NULL);
	struct lr_lodgings lg;
	ck_assert_int_eq(lr_calendar_lodgings(&cal, NULL, &lg), 0);
	ck_assert_int_eq(lg.moon_palace, lg.sun_palace);
	struct lr_settings s;
	lr_settings_default(&s);
	s.mansion = LR_MANSION_DAYCOUNT;
	ck_assert_int_eq(lr_calendar_lodgings(&cal, &s, &lg), 0);
	ck_assert_int_eq(lg.moon_mansion,
			 lr_moon_mansion_by_count(cal.lunar.month,
						  cal.lunar.day));
}
END_TEST

START_TEST(boundaries_known)
{
	struct lr_calendar cal;
	resolve_at(&cal, "Asia/Shanghai", 2026, 11, 29, 17, 5, NULL);
	ck_assert_int_eq(cal.hour_branch, LR_YOU);
	ck_assert(cal.prev_zhongqi.index == 16);	/* 小雪 */
	ck_assert(cal.next_zhongqi.index == 18);	/* 冬至 */
	ck_assert(cal.prev_jie.index == 15);		/* 立冬 */
	ck_assert(cal.next_jie.index == 17);		/* 大雪 */
	ck_assert_int_eq(cal.general, LR_YIN);
	struct lr_civil c;
	lr_zone_civil("Asia/Shanghai", cal.hour_end, &c, NULL);
	ck_assert_int_eq(c.hour, 19);
	ck_assert_int_eq(c.minute, 0);
	char what;
	ck_assert(lr_calendar_next_change(&cal, &what) == cal.hour_end);
	ck_assert_int_eq(what, 'h');
}
END_TEST

static Suite *calendar_suite(void)
{
	Suite *s = suite_create("calendar");
	TCase *tc = tcase_create("core");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, terms_match_almanac);
	tcase_add_test(tc, new_moons_match_almanac);
	tcase_add_test(tc, lunar_matches_published_list);
	tcase_add_test(tc, terms_consistent);
	tcase_add_test(tc, lunar_consistent);
	tcase_add_test(tc, lunar_errors);
	tcase_add_test(tc, day_pillar_anchors);
	tcase_add_test(tc, day_boundary_setting);
	tcase_add_test(tc, year_and_month_pillars);
	tcase_add_test(tc, hourly_year_agrees);
	tcase_add_test(tc, true_solar_time);
	tcase_add_test(tc, sunrise_in_beijing);
	tcase_add_test(tc, moon_mansion_day_count);
	tcase_add_test(tc, lodgings_real);
	tcase_add_test(tc, boundaries_known);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	SRunner *sr = srunner_create(calendar_suite());
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
