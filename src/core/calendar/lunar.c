/* liuren - lunar.c: the lunisolar calendar (農曆) of the modern rule:
 * each 歲 from the 冬至 months, months opening on the Beijing day of their
 * new moon, the first month without a 中氣 leap; lunar dates to and from
 * civil days and their names. Built on calendar.c's terms and new moons.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/calendar.h"
#include "liuren/i18n.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

#include "calendar/calendar_internal.h"

/* The 歲 the calendar holds (each needs the terms of its year and the one
 * before), and the months one may have. */
enum {
	SUI_FIRST = 1898, SUI_LAST = 2102,
	SUI_YEARS = SUI_LAST - SUI_FIRST + 1,
	SUI_MONTHS = 14
};

/* One 歲: the months from the one holding 冬至 of year S-1 up to the one
 * before the month holding 冬至 of year S. first_day[count] is the first
 * day of that next month 11. */
struct sui {
	atomic_bool ready;	/* set last, as term_year's */
	bool failed;
	int count;
	int64_t first_day[SUI_MONTHS + 1];
	int64_t new_moon[SUI_MONTHS + 1];
	int month[SUI_MONTHS];
	bool leap[SUI_MONTHS];
};

static struct sui sui_cache[SUI_YEARS];
static pthread_mutex_t sui_lock = PTHREAD_MUTEX_INITIALIZER;

/* The lunation whose new moon falls on or before Beijing day DAY and is
 * the last such. */
static int lunation_by_day(int64_t utc_hint, int64_t day)
{
	int k = lr_lunation_before(utc_hint);
	while (cal_beijing_day(lr_new_moon(k)) > day)
		k--;
	while (cal_beijing_day(lr_new_moon(k + 1)) <= day)
		k++;
	return k;
}

/* The months of 歲 YEAR into S; false when they cannot be found. */
static bool sui_fill(int year, struct sui *s)
{
	int64_t solstice1, solstice2;
	if (!cal_term_instant(year - 1, CAL_TERM_DONGZHI, &solstice1)
	    || !cal_term_instant(year, CAL_TERM_DONGZHI, &solstice2))
		return false;
	/* Modern rule: month 11 is the month holding 冬至, each month begins
	 * on the Beijing day of its new moon. */
	int k1 = lunation_by_day(solstice1, cal_beijing_day(solstice1));
	int k2 = lunation_by_day(solstice2, cal_beijing_day(solstice2));
	int n = k2 - k1;
	if (n < 12 || n > 13)
		return false;
	s->count = n;
	for (int j = 0; j <= n; j++) {
		s->new_moon[j] = lr_new_moon(k1 + j);
		s->first_day[j] = cal_beijing_day(s->new_moon[j]);
	}
	/* 中氣 days of this 歲: 冬至 of S-1, then 大寒 … 冬至 of S. */
	int64_t zhongqi[13];
	int zc = 0;
	zhongqi[zc++] = cal_beijing_day(solstice1);
	for (int i = 0; i < LR_TERMS; i++) {
		int index = (CAL_FIRST_TERM_OF_YEAR + i) % LR_TERMS;
		int64_t at;
		if (lr_term_is_zhongqi(index) && cal_term_instant(year, index, &at))
			zhongqi[zc++] = cal_beijing_day(at);
	}
	/* In a 13-month 歲 the first month without a 中氣 is leap. */
	int leap_at = -1;
	if (n == 13) {
		for (int j = 0; j < n && leap_at < 0; j++) {
			bool has = false;
			for (int q = 0; q < zc; q++)
				if (zhongqi[q] >= s->first_day[j]
				    && zhongqi[q] < s->first_day[j + 1])
					has = true;
			if (!has)
				leap_at = j;
		}
		if (leap_at < 0)
			return false;
	}
	int number = 11;
	for (int j = 0; j < n; j++) {
		if (j == leap_at) {
			s->leap[j] = true;
		} else {
			if (j > 0)
				number = number % 12 + 1;
			s->leap[j] = false;
		}
		s->month[j] = number;
	}
	return true;
}

static const struct sui *sui_of(int year)
{
	if (year < SUI_FIRST || year > SUI_LAST)
		return NULL;
	struct sui *s = &sui_cache[year - SUI_FIRST];
	if (!atomic_load_explicit(&s->ready, memory_order_acquire)) {
		pthread_mutex_lock(&sui_lock);
		if (!atomic_load_explicit(&s->ready, memory_order_relaxed)) {
			s->failed = !sui_fill(year, s);
			atomic_store_explicit(&s->ready, true,
					      memory_order_release);
		}
		pthread_mutex_unlock(&sui_lock);
	}
	return s->failed ? NULL : s;
}

static void put_month(struct lr_lunar_month *out, int year, const struct sui *s,
		      int j)
{
	out->year = year;
	out->month = s->month[j];
	out->leap = s->leap[j];
	out->first_day = s->first_day[j];
	out->length = (int)(s->first_day[j + 1] - s->first_day[j]);
	out->new_moon = s->new_moon[j];
}

int lr_lunar_year(int year, struct lr_lunar_month out[13])
{
	const struct sui *a = sui_of(year), *b = sui_of(year + 1);
	if (!a || !b || year < LR_FIRST_YEAR - 1 || year > LR_LAST_YEAR)
		return -1;
	int count = 0;
	bool started = false;
	/* From 歲 YEAR: month 1 and what follows. */
	for (int j = 0; j < a->count; j++) {
		if (a->month[j] == 1 && !a->leap[j])
			started = true;
		if (started && count < 13)
			put_month(&out[count++], year, a, j);
	}
	/* From 歲 YEAR+1: months 11 and 12 (and a leap among them). */
	for (int j = 0; j < b->count; j++) {
		if (b->month[j] == 1 && !b->leap[j])
			break;
		if (count < 13)
			put_month(&out[count++], year, b, j);
	}
	return count;
}

int lr_lunar_from_days(int64_t days, struct lr_lunar_date *out)
{
	/* The month found last time, for callers stepping through time (by
	 * thread: each steps through its own) */
	static _Thread_local struct lr_lunar_month memo;
	static _Thread_local bool have_memo;
	if (have_memo && days >= memo.first_day
	    && days < memo.first_day + memo.length) {
		out->year = memo.year;
		out->month = memo.month;
		out->leap = memo.leap;
		out->day = (int)(days - memo.first_day) + 1;
		return 0;
	}
	int y, m, d;
	lr_civil_from_days(days, &y, &m, &d);
	for (int year = y; year >= y - 1; year--) {
		struct lr_lunar_month months[13];
		int n = lr_lunar_year(year, months);
		for (int i = 0; i < n; i++) {
			if (days >= months[i].first_day
			    && days < months[i].first_day + months[i].length) {
				out->year = year;
				out->month = months[i].month;
				out->leap = months[i].leap;
				out->day = (int)(days - months[i].first_day) + 1;
				memo = months[i];
				have_memo = true;
				return 0;
			}
		}
	}
	return -1;
}

int lr_lunar_to_days(const struct lr_lunar_date *date, int64_t *days,
		     char *err, size_t errlen)
{
	struct lr_lunar_month months[13];
	int n = lr_lunar_year(date->year, months);
	if (n < 0 || date->year < LR_FIRST_YEAR || date->year > LR_LAST_YEAR) {
		snprintf(err, errlen, _("lunar year %d is outside %d-%d"),
			 date->year, LR_FIRST_YEAR, LR_LAST_YEAR);
		return -1;
	}
	if (date->month < 1 || date->month > 12) {
		snprintf(err, errlen, _("there is no lunar month %d"),
			 date->month);
		return -1;
	}
	for (int i = 0; i < n; i++) {
		if (months[i].month != date->month
		    || months[i].leap != date->leap)
			continue;
		if (date->day < 1 || date->day > months[i].length) {
			snprintf(err, errlen, date->leap
				 ? _("lunar %d leap month %d has %d days")
				 : _("lunar %d month %d has %d days"),
				 date->year, date->month, months[i].length);
			return -1;
		}
		*days = months[i].first_day + date->day - 1;
		return 0;
	}
	snprintf(err, errlen, _("lunar year %d has no leap month %d"),
		 date->year, date->month);
	return -1;
}

const char *lr_lunar_month_name(int month, bool leap, char *buf,
				size_t buflen)
{
	static const char *const names[12] = {
		"正月", "二月", "三月", "四月", "五月", "六月", "七月",
		"八月", "九月", "十月", "十一月", "十二月"
	};
	if (month < 1 || month > 12) {
		snprintf(buf, buflen, "?");
		return buf;
	}
	snprintf(buf, buflen, "%s%s", leap ? "閏" : "", names[month - 1]);
	return buf;
}

const char *lr_lunar_day_name(int day)
{
	static const char *const names[30] = {
		"初一", "初二", "初三", "初四", "初五", "初六", "初七", "初八",
		"初九", "初十", "十一", "十二", "十三", "十四", "十五", "十六",
		"十七", "十八", "十九", "二十", "廿一", "廿二", "廿三", "廿四",
		"廿五", "廿六", "廿七", "廿八", "廿九", "三十"
	};
	return day >= 1 && day <= 30 ? names[day - 1] : "?";
}

