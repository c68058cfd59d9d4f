/* liuren - calendar.c: solar terms, new moons, 月將 by term, 日宿/月宿
 * and the palaces of sun and moon, from the Swiss Ephemeris (the
 * lunisolar calendar built on its terms and new moons: lunar.c; a
 * moment's pillars, 月將 and day or night: resolve.c).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/calendar.h"
#include "liuren/i18n.h"

#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>


#include "calendar/calendar_internal.h"
#include "calendar/ephemeris.h"
#include "liuren/ganzhi.h"

/* The solar terms of 1899-2101 and the new moons of lunations -1330 to
 * 1330, computed by the build from this very file (compiled with
 * LR_CALENDAR_NO_TABLE into tools/gen_calendar_table) and checked there;
 * a fresh process then needs no ephemeris for them. Outside those spans,
 * and in the generator itself, they are computed as needed. */
#ifndef LR_CALENDAR_NO_TABLE
#include "calendar_table.h"
#endif

/* Years whose terms may be needed: the supported civil years, one year
 * each side for neighbouring terms, and the 冬至 before lunar year 1899. */
enum {
	TERM_FIRST = 1896, TERM_LAST = 2103,
	TERM_YEARS = TERM_LAST - TERM_FIRST + 1,
	LUNATION_MIN = -1330, LUNATION_MAX = 1330,
	BEIJING_OFFSET = 8 * 3600,	/* the modern calendar's meridian, 120°E */
	/* Before 1929 the calendar was reckoned at Beijing's own meridian,
	 * 116°25′E: local mean time, 7 h 45 min 40 s ahead of UT. */
	BEIJING_LMT_OFFSET = 7 * 3600 + 45 * 60 + 40
};

/* 1929-01-01 00:00 at UTC+8: from then on the calendar's days are those
 * of the 120°E meridian (China's standard time); before, Beijing's. */
#define STANDARD_MERIDIAN_FROM ((int64_t)-1293868800)

/* Mean new moon of lunation 0 (JD) and the mean synodic month (days). */
#define MEAN_NEW_MOON_0 2451550.09766
#define SYNODIC_MONTH 29.530588861

static const char *const term_names[LR_TERMS] = {
	"春分", "清明", "穀雨", "立夏", "小滿", "芒種", "夏至", "小暑",
	"大暑", "立秋", "處暑", "白露", "秋分", "寒露", "霜降", "立冬",
	"小雪", "大雪", "冬至", "小寒", "大寒", "立春", "雨水", "驚蟄"
};

/* The first term of a civil year is 小寒 (285°). */
enum { FIRST_TERM_OF_YEAR = CAL_FIRST_TERM_OF_YEAR, TERM_LICHUN = CAL_TERM_LICHUN };

/* The civil day (days since 1970-01-01) on which the calendar counts the
 * instant UTC: a new moon or a 中氣 falls on the day of its reckoning
 * meridian. The published tables before 1929 follow Beijing local mean
 * time (four of their years, 1914-1916 and 1920, differ from UTC+8). */
int64_t cal_beijing_day(int64_t utc)
{
	if (utc < STANDARD_MERIDIAN_FROM)
		return cal_floor_div(utc + BEIJING_LMT_OFFSET, 86400);
	return cal_floor_div(utc + BEIJING_OFFSET, 86400);
}

int cal_utc_year(int64_t utc)
{
	int y, m, d;
	lr_civil_from_days(cal_floor_div(utc, 86400), &y, &m, &d);
	return y;
}

const char *lr_term_name(int index)
{
	return index >= 0 && index < LR_TERMS ? term_names[index] : NULL;
}

bool lr_term_is_zhongqi(int index)
{
	return index % 2 == 0;
}

/* 月建 by 節: 立春 opens 寅, 驚蟄 卯, 清明 辰 … 小寒 丑. */
int lr_term_month_branch(int index)
{
	if (index < 0 || index >= LR_TERMS || lr_term_is_zhongqi(index))
		return -1;
	return cal_mod((index - TERM_LICHUN) / 2 + LR_YIN, LR_BRANCHES);
}

/* 六壬大全 卷一 "日宿…正月起亥逆行十二辰": the general of each month is
 * 亥 from 雨水, then one branch back at each 中氣 (春分 戌 … 大寒 子). */
static int zhongqi_general(int index)
{
	return cal_mod(LR_XU - index / 2, LR_BRANCHES);
}

int lr_term_general(int index, int general_by)
{
	if (index < 0 || index >= LR_TERMS)
		return -1;
	bool zhongqi = lr_term_is_zhongqi(index);
	if (general_by == LR_GENERAL_BY_JIE)
		return zhongqi ? -1 : zhongqi_general((index + 1) % LR_TERMS);
	return zhongqi ? zhongqi_general(index) : -1;
}

/* ---- terms, cached per civil year ---- */

struct term_year {
	/* set last, once the year's terms are written: another thread that
	 * sees it true sees them (the caches are shared by every thread
	 * that computes a chart; each is filled under its own lock) */
	atomic_bool ready;
	bool failed;
	int64_t utc[LR_TERMS];	/* in order of time, 小寒 first */
};

static struct term_year term_cache[TERM_YEARS];
/* The ephemeris keeps state of its own: the caches' searches with it
 * (terms, new moons) one at a time, under one lock. */
static pthread_mutex_t ephemeris_lock = PTHREAD_MUTEX_INITIALIZER;

/* The terms of YEAR into TY->utc; false when one is not found. */
static bool terms_fill(int year, struct term_year *ty)
{
#ifdef LR_CALENDAR_TABLE_FIRST_YEAR
	if (year >= LR_CALENDAR_TABLE_FIRST_YEAR
	    && year <= LR_CALENDAR_TABLE_LAST_YEAR) {
		memcpy(ty->utc, lr_calendar_table_terms[year - LR_CALENDAR_TABLE_FIRST_YEAR],
		       sizeof ty->utc);
		return true;
	}
#endif
	double jd = eph_julday(year, 1, 1, 0.0);
	for (int i = 0; i < LR_TERMS; i++) {
		int index = (FIRST_TERM_OF_YEAR + i) % LR_TERMS;
		double at = eph_sun_crossing(15.0 * index, jd);
		if (!(at >= jd))
			return false;
		ty->utc[i] = lr_utc_from_jd(at);
		/* Terms are at least 14 days apart: start the next search
		 * safely past this one. */
		jd = at + 10.0;
	}
	return true;
}

static const struct term_year *terms_of(int year)
{
	if (year < TERM_FIRST || year > TERM_LAST)
		return NULL;
	struct term_year *ty = &term_cache[year - TERM_FIRST];
	if (!atomic_load_explicit(&ty->ready, memory_order_acquire)) {
		pthread_mutex_lock(&ephemeris_lock);
		if (!atomic_load_explicit(&ty->ready, memory_order_relaxed)) {
			ty->failed = !terms_fill(year, ty);
			atomic_store_explicit(&ty->ready, true,
					      memory_order_release);
		}
		pthread_mutex_unlock(&ephemeris_lock);
	}
	return ty->failed ? NULL : ty;
}

int lr_year_terms(int year, struct lr_term out[LR_TERMS])
{
	if (year < LR_FIRST_YEAR - 1 || year > LR_LAST_YEAR + 1)
		return -1;
	const struct term_year *ty = terms_of(year);
	if (!ty)
		return -1;
	for (int i = 0; i < LR_TERMS; i++) {
		out[i].index = (FIRST_TERM_OF_YEAR + i) % LR_TERMS;
		out[i].utc = ty->utc[i];
	}
	return 0;
}

static int64_t term_instant(int year, int index)
{
	const struct term_year *ty = terms_of(year);
	return ty ? ty->utc[cal_mod(index - FIRST_TERM_OF_YEAR, LR_TERMS)] : 0;
}

bool cal_term_instant(int year, int index, int64_t *utc)
{
	if (!terms_of(year))
		return false;
	*utc = term_instant(year, index);
	return true;
}

static bool kind_matches(int index, int kind)
{
	return kind == LR_TERM_ANY
	       || (kind == LR_TERM_ZHONGQI) == lr_term_is_zhongqi(index);
}

int lr_terms_around(int64_t utc, int kind, struct lr_term *prev,
		    struct lr_term *next)
{
	int y = cal_utc_year(utc);
	bool have_prev = false, have_next = false;
	/* Start in the previous year only when no term of the kind has
	 * passed yet this year. */
	const struct term_year *this_year = terms_of(y);
	if (!this_year)
		return -1;
	int first = 0;
	while (!kind_matches((FIRST_TERM_OF_YEAR + first) % LR_TERMS, kind))
		first++;
	int start = this_year->utc[first] <= utc ? y : y - 1;
	for (int year = start; year <= y + 1 && !have_next; year++) {
		const struct term_year *ty = terms_of(year);
		if (!ty)
			return -1;
		for (int i = 0; i < LR_TERMS; i++) {
			int index = (FIRST_TERM_OF_YEAR + i) % LR_TERMS;
			if (!kind_matches(index, kind))
				continue;
			if (ty->utc[i] <= utc) {
				prev->index = index;
				prev->utc = ty->utc[i];
				have_prev = true;
			} else {
				next->index = index;
				next->utc = ty->utc[i];
				have_next = true;
				break;
			}
		}
	}
	return have_prev && have_next ? 0 : -1;
}

/* ---- new moons ---- */

/* 0 until found; any thread may find one (the same value) */
static _Atomic double new_moon_cache[LUNATION_MAX - LUNATION_MIN + 1];


static double wrap180(double deg)
{
	deg = fmod(deg, 360.0);
	if (deg > 180.0)
		deg -= 360.0;
	else if (deg <= -180.0)
		deg += 360.0;
	return deg;
}

/* The apparent elongation of the moon from the sun, in (-180, 180]. */
static double elongation(double jd)
{
	double sun, moon;
	if (!eph_longitude(jd, EPH_SUN, &sun)
	    || !eph_longitude(jd, EPH_MOON, &moon))
		return 0.0;
	return wrap180(moon - sun);
}

/* The secant method on the elongation, started from the mean new moon
 * and a point one mean daily motion later; converges to well under a
 * second in four or five steps. Returns the JD (UT). */
static double find_new_moon(int lunation)
{
	double x0 = MEAN_NEW_MOON_0 + SYNODIC_MONTH * lunation;
	double f0 = elongation(x0);
	double x1 = x0 - f0 / 12.19;
	for (int iter = 0; iter < 30; iter++) {
		double f1 = elongation(x1);
		if (f1 == f0)
			break;
		double x2 = x1 - f1 * (x1 - x0) / (f1 - f0);
		x0 = x1;
		f0 = f1;
		x1 = x2;
		if (fabs(x1 - x0) < 1e-7)
			break;
	}
	return x1;
}

int64_t lr_new_moon(int lunation)
{
#ifdef LR_CALENDAR_TABLE_FIRST_LUNATION
	if (lunation >= LR_CALENDAR_TABLE_FIRST_LUNATION
	    && lunation <= LR_CALENDAR_TABLE_LAST_LUNATION)
		return lr_calendar_table_new_moons[lunation
			- LR_CALENDAR_TABLE_FIRST_LUNATION];
#endif
	if (lunation < LUNATION_MIN || lunation > LUNATION_MAX)
		return lr_utc_from_jd(find_new_moon(lunation));
	_Atomic double *slot = &new_moon_cache[lunation - LUNATION_MIN];
	double jd = atomic_load_explicit(slot, memory_order_acquire);
	if (jd == 0.0) {
		pthread_mutex_lock(&ephemeris_lock);
		jd = atomic_load_explicit(slot, memory_order_relaxed);
		if (jd == 0.0) {
			jd = find_new_moon(lunation);
			atomic_store_explicit(slot, jd, memory_order_release);
		}
		pthread_mutex_unlock(&ephemeris_lock);
	}
	return lr_utc_from_jd(jd);
}

int lr_lunation_before(int64_t utc)
{
	double jd = lr_jd_from_utc(utc);
	int k = (int)floor((jd - MEAN_NEW_MOON_0) / SYNODIC_MONTH);
	while (lr_new_moon(k) > utc)
		k--;
	while (lr_new_moon(k + 1) <= utc)
		k++;
	return k;
}

/* ---- 日宿 and 月宿 ---- */

static const char *const mansion_names[LR_MANSIONS] = {
	"角", "亢", "氐", "房", "心", "尾", "箕", "斗", "牛", "女", "虛",
	"危", "室", "壁", "奎", "婁", "胃", "昴", "畢", "觜", "參", "井",
	"鬼", "柳", "星", "張", "翼", "軫"
};

/* 六壬大全 卷三十八 二煩: "辰角亢，卯氐房心，寅尾箕，丑斗牛，子女虛危，
 * 亥室壁，戌奎婁，酉胃昴畢，申觜參，未井鬼，午柳星張，巳翼軫" */
static const int mansion_palace[LR_MANSIONS] = {
	LR_CHEN, LR_CHEN, LR_MAO, LR_MAO, LR_MAO, LR_YIN, LR_YIN, LR_CHOU,
	LR_CHOU, LR_ZI, LR_ZI, LR_ZI, LR_HAI, LR_HAI, LR_XU, LR_XU, LR_YOU,
	LR_YOU, LR_YOU, LR_SHEN, LR_SHEN, LR_WEI, LR_WEI, LR_WU_B, LR_WU_B,
	LR_WU_B, LR_SI, LR_SI
};

enum {
	M_JIAO = 0, M_DI = 2, M_XIN = 4, M_DOU = 7, M_XU = 10, M_SHI = 12,
	M_KUI = 14, M_WEI_STOMACH = 16, M_BI_NET = 18, M_SHEN = 20,
	M_JING = 21, M_GUI = 22, M_ZHANG = 25, M_YI = 26
};

/* 卷三十八: "正室二奎三在胃，四畢五參六鬼期，七張八角九月氐，十心一斗
 * 十二虛" (the first passage reads 十尾; the verse and 訂訛 both read 心). */
static const int month_first_mansion[12] = {
	M_SHI, M_KUI, M_WEI_STOMACH, M_BI_NET, M_SHEN, M_GUI, M_ZHANG,
	M_JIAO, M_DI, M_XIN, M_DOU, M_XU
};

/* 卷三十八: "遇奎、張、井、翼、氐、斗宿，重算留一" */
static bool mansion_doubled(int mansion)
{
	return mansion == M_KUI || mansion == M_ZHANG || mansion == M_JING
	       || mansion == M_YI || mansion == M_DI || mansion == M_DOU;
}

const char *lr_mansion_name(int mansion)
{
	return mansion >= 0 && mansion < LR_MANSIONS ? mansion_names[mansion]
						     : NULL;
}

int lr_mansion_palace(int mansion)
{
	return mansion >= 0 && mansion < LR_MANSIONS ? mansion_palace[mansion]
						     : -1;
}

int lr_moon_mansion_by_count(int month, int day)
{
	if (month < 1 || month > 12 || day < 1 || day > 30)
		return -1;
	/* "每月初一移一宿，逐日數二十八宿": day 1 at the month's mansion,
	 * one mansion a day, the six doubled ones held for two days. */
	int mansion = month_first_mansion[month - 1];
	int held = 1;
	for (int d = 2; d <= day; d++) {
		if (mansion_doubled(mansion) && held == 1) {
			held = 2;
			continue;
		}
		mansion = (mansion + 1) % LR_MANSIONS;
		held = 1;
	}
	return mansion;
}

int lr_longitude_palace(double longitude)
{
	double from_yushui = fmod(longitude - 330.0, 360.0);
	if (from_yushui < 0)
		from_yushui += 360.0;
	int steps = (int)(from_yushui / 30.0);
	return cal_mod(LR_HAI - steps, LR_BRANCHES);
}

/* ---- the palaces of sun and moon, from ingress times ----
 * A palace is a 30° span of longitude (lr_longitude_palace); the sun
 * stays about a month in one, the moon about two and a half days. Rather
 * than asking the ephemeris for every moment, the span of time the moon
 * spends in its palace is found once (its ingress into the palace and
 * into the next) and kept; moments inside it need no ephemeris. For
 * 1899-2101 the moon's ingresses are in the build's table. The sun's
 * ingresses are the 中氣, already in the term table. Within EDGE of an
 * ingress the longitude itself is asked, so every answer is the one the
 * longitude gives. */

#define EDGE (30.0 / 86400.0)	/* thirty seconds, in days */

static int palace_by_longitude(double jd, enum eph_body body, int *palace)
{
	double lon;
	if (!eph_longitude(jd, body, &lon))
		return -1;
	*palace = lr_longitude_palace(lon);
	return 0;
}

/* The lower edge in longitude of PALACE (亥 330°, 戌 0°, 酉 30° …). */
static double palace_start_longitude(int palace)
{
	return fmod(330.0 + 30.0 * cal_mod(LR_HAI - palace, LR_BRANCHES), 360.0);
}

/* The moon's palace and the span [start, end) of JD it holds it; the
 * span the moon walked into last, kept for the next moment. */
static _Thread_local struct {
	double start, end;
	int palace;
	bool valid;
} moon_span;

/* The span of the moon's palace holding JD. */
static int moon_span_at(double jd)
{
	int palace;
	if (palace_by_longitude(jd, EPH_MOON, &palace) < 0)
		return -1;
	double lo = palace_start_longitude(palace);
	/* The moon needs more than 1.8 days for 30° and always moves
	 * forward: its ingress into this palace is the one crossing of LO
	 * in the 3.5 days before JD, its egress the next crossing of
	 * LO + 30°. */
	double start = eph_moon_crossing(lo, jd - 3.5);
	double end = eph_moon_crossing(fmod(lo + 30.0, 360.0), jd);
	if (!(start > jd - 3.5 && start <= jd + EDGE && end >= jd - EDGE
	      && end < jd + 3.5))
		return -1;
	moon_span.start = start;
	moon_span.end = end;
	moon_span.palace = palace;
	moon_span.valid = true;
	return 0;
}

static bool in_moon_span(double jd)
{
	return moon_span.valid && jd >= moon_span.start + EDGE
	       && jd < moon_span.end - EDGE;
}

/* The moon's palace from the build's table of ingresses: 1 when found,
 * 0 when JD is outside the table or too near an ingress to trust the
 * rounded second. */
static int moon_palace_from_table(double jd, int *palace)
{
#ifdef LR_CALENDAR_TABLE_MOON_INGRESSES
	static _Thread_local int memo;	/* the span found last, by thread */
	const int64_t *in = lr_calendar_table_moon_ingress;
	const int n = LR_CALENDAR_TABLE_MOON_INGRESSES;
	int64_t utc = lr_utc_from_jd(jd);
	if (utc < in[0] + 30 || utc >= in[n - 1] - 30)
		return 0;
	int i = memo;
	if (!(in[i] <= utc && utc < in[i + 1])) {
		if (i + 2 < n && in[i + 1] <= utc && utc < in[i + 2]) {
			i++;
		} else {
			int lo = 0, hi = n - 1;	/* in[lo] <= utc < in[hi] */
			while (hi - lo > 1) {
				int mid = lo + (hi - lo) / 2;
				if (in[mid] <= utc)
					lo = mid;
				else
					hi = mid;
			}
			i = lo;
		}
		memo = i;
	}
	if (utc - in[i] < 30 || in[i + 1] - utc < 30)
		return 0;
	*palace = lr_branch_add(LR_CALENDAR_TABLE_MOON_FIRST_PALACE, -(i % 12));
	return 1;
#else
	(void)jd;
	(void)palace;
	return 0;
#endif
}

static int moon_palace_at(double jd, int *palace)
{
	if (moon_palace_from_table(jd, palace))
		return 0;
	if (!in_moon_span(jd) && moon_span.valid && jd > moon_span.end
	    && jd < moon_span.end + 1.8) {
		/* Walking on: the next span starts where this one ended, in
		 * the next palace (branches run backwards as longitude grows). */
		int next = lr_branch_add(moon_span.palace, -1);
		double lo = palace_start_longitude(next);
		double end = eph_moon_crossing(fmod(lo + 30.0, 360.0),
					       moon_span.end);
		if (end > moon_span.end + 1.5 && end < moon_span.end + 3.5) {
			moon_span.start = moon_span.end;
			moon_span.end = end;
			moon_span.palace = next;
		} else {
			moon_span.valid = false;
		}
	}
	if (!in_moon_span(jd) && (moon_span_at(jd) < 0 || !in_moon_span(jd)))
		return palace_by_longitude(jd, EPH_MOON, palace);
	*palace = moon_span.palace;
	return 0;
}

/* The sun's palace: the 中氣 at 0°, 30° … are its ingresses. */
static int sun_palace_at(double jd, int *palace)
{
	int64_t utc = lr_utc_from_jd(jd);
	struct lr_term prev, next;
	if (lr_terms_around(utc, LR_TERM_ZHONGQI, &prev, &next) < 0
	    || (double)(utc - prev.utc) < EDGE * 86400.0
	    || (double)(next.utc - utc) < EDGE * 86400.0)
		return palace_by_longitude(jd, EPH_SUN, palace);
	*palace = lr_longitude_palace(15.0 * prev.index + 15.0);
	return 0;
}

int lr_calendar_lodgings(const struct lr_calendar *cal,
			 const struct lr_settings *settings,
			 struct lr_lodgings *out)
{
	if (settings && settings->mansion == LR_MANSION_DAYCOUNT) {
		/* 日宿 "正月起亥，逆行十二辰" by the lunar month; 月宿 by the
		 * day count (a leap month counts as its base month). */
		out->sun_palace = cal_mod(LR_HAI - (cal->lunar.month - 1),
				      LR_BRANCHES);
		out->moon_mansion = lr_moon_mansion_by_count(cal->lunar.month,
							     cal->lunar.day);
		out->moon_palace = lr_mansion_palace(out->moon_mansion);
		out->sun_longitude = -1.0;
		out->moon_longitude = -1.0;
		return out->moon_mansion < 0 ? -1 : 0;
	}
	/* 卷三十八 "更詳七政歷細度為準": the real places of sun and moon,
	 * as palaces read from cached ingress times. */
	double jd = lr_jd_from_utc(cal->utc);
	out->sun_longitude = -1.0;
	out->moon_longitude = -1.0;
	out->moon_mansion = -1;
	if (sun_palace_at(jd, &out->sun_palace) < 0
	    || moon_palace_at(jd, &out->moon_palace) < 0)
		return -1;
	return 0;
}

int lr_calendar_longitudes(const struct lr_calendar *cal, double *sun_lon,
			   double *moon_lon)
{
	double jd = lr_jd_from_utc(cal->utc);
	if (!eph_longitude(jd, EPH_SUN, sun_lon)
	    || !eph_longitude(jd, EPH_MOON, moon_lon))
		return -1;
	return 0;
}
