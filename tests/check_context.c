/* liuren - check_context.c: the chart context: 行年, season, month,
 * lodgings, what is missing.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/ask.h"
#include "liuren/calendar.h"
#include "liuren/context.h"
#include "liuren/ganzhi.h"

START_TEST(test_xingnian)
{
	/* A man's from 丙寅 at age 1 forward, a woman's from 壬申 back. */
	ck_assert_int_eq(lr_xingnian_branch(LR_MALE, 1), LR_YIN);
	ck_assert_int_eq(lr_xingnian_branch(LR_MALE, 2), LR_MAO);
	ck_assert_int_eq(lr_xingnian_branch(LR_MALE, 13), LR_YIN);
	ck_assert_int_eq(lr_xingnian_branch(LR_MALE, 12), LR_CHOU);
	ck_assert_int_eq(lr_xingnian_branch(LR_FEMALE, 1), LR_SHEN);
	ck_assert_int_eq(lr_xingnian_branch(LR_FEMALE, 2), LR_WEI);
	ck_assert_int_eq(lr_xingnian_branch(LR_FEMALE, 9), LR_ZI);
	ck_assert_int_eq(lr_xingnian_branch(LR_FEMALE, 0), -1);
	ck_assert_int_eq(lr_xingnian_branch(LR_SEX_UNKNOWN, 5), -1);
	/* 1983 癸亥 in 2027 丁未: age 45 → man 戌, woman 午 - 44 … 申 - 8 = 子. */
	ck_assert_int_eq(lr_xingnian_from_years(LR_MALE, LR_HAI, LR_WEI), LR_XU);
	ck_assert_int_eq(lr_xingnian_from_years(LR_FEMALE, LR_HAI, LR_WEI), LR_ZI);
	/* In the birth year itself, age 1. */
	ck_assert_int_eq(lr_xingnian_from_years(LR_MALE, LR_ZI, LR_ZI), LR_YIN);
	ck_assert_int_eq(lr_xingnian_from_years(LR_MALE, -1, LR_ZI), -1);
}
END_TEST

/* The 行年 as a pillar, and a querent's 行年 standing for the husband's
 * or the wife's. */
START_TEST(test_xingnian_pillar_and_couple)
{
	/* 卷八 繁昌 《觀月經》: "男行年一歲起丙寅 … 四十九在甲寅。婦行年一歲起
	 * 壬申 … 三十四在己亥". */
	ck_assert_int_eq(lr_xingnian_pillar(LR_MALE, 1), lr_parse_cycle_exact("丙寅"));
	ck_assert_int_eq(lr_xingnian_pillar(LR_MALE, 49), lr_parse_cycle_exact("甲寅"));
	ck_assert_int_eq(lr_xingnian_pillar(LR_FEMALE, 1), lr_parse_cycle_exact("壬申"));
	ck_assert_int_eq(lr_xingnian_pillar(LR_FEMALE, 34), lr_parse_cycle_exact("己亥"));
	ck_assert_int_eq(lr_xingnian_pillar(LR_FEMALE, 0), -1);
	for (int age = 1; age <= 120; age++) {
		ck_assert_int_eq(lr_cycle_branch(lr_xingnian_pillar(LR_MALE, age)),
				 lr_xingnian_branch(LR_MALE, age));
		ck_assert_int_eq(lr_cycle_branch(lr_xingnian_pillar(LR_FEMALE, age)),
				 lr_xingnian_branch(LR_FEMALE, age));
	}

	struct lr_context c;
	char err[256];
	lr_context_init(&c);
	ck_assert_uint_eq(lr_context_missing(&c, LR_NEED_SPOUSE), LR_NEED_SPOUSE);
	/* a man born 甲子 in his 49th year (壬子年): 行年甲寅, the husband's */
	lr_context_set_birth(&c, lr_parse_cycle_exact("甲子"));
	lr_context_set_year(&c, lr_cycle_add(lr_parse_cycle_exact("甲子"), 48));
	lr_context_set_sex(&c, LR_MALE);
	lr_context_complete(&c);
	ck_assert_int_eq(c.xingnian, LR_YIN);
	ck_assert_int_eq(c.couple_xingnian[LR_HUSBAND], LR_YIN);
	ck_assert_int_eq(c.couple_xingnian_stem[LR_HUSBAND], 0);
	ck_assert(c.couple_from_querent[LR_HUSBAND]);
	ck_assert_int_eq(c.couple_xingnian[LR_WIFE], -1);
	ck_assert_uint_eq(lr_context_missing(&c, LR_NEED_SPOUSE), LR_NEED_SPOUSE);
	ck_assert_int_eq(lr_context_parse_spouse_xingnian(&c, LR_WIFE, "己亥", err,
							  sizeof err), 0);
	ck_assert_uint_eq(lr_context_missing(&c, LR_NEED_SPOUSE | LR_NEED_SPOUSE_STEM), 0);
	char buf[256];
	/* the querent's own 行年 is not repeated as 夫行年 */
	ck_assert_str_eq(lr_context_describe(&c, buf, sizeof buf),
			 "壬子年 甲子命 男 行年寅 妻行年己亥");
	/* a 行年 stated as a branch gives no stem */
	lr_context_init(&c);
	lr_context_set_sex(&c, LR_FEMALE);
	lr_context_set_xingnian(&c, LR_HAI);
	lr_context_complete(&c);
	ck_assert_int_eq(c.couple_xingnian[LR_WIFE], LR_HAI);
	ck_assert_int_eq(c.couple_xingnian_stem[LR_WIFE], -1);
	/* a stated spouse's year wins over the querent's */
	ck_assert_int_eq(lr_context_set_spouse_xingnian(&c, LR_WIFE, LR_ZI, -1), 0);
	lr_context_complete(&c);
	ck_assert_int_eq(c.couple_xingnian[LR_WIFE], LR_ZI);
	/* bad values leave the context as it was */
	ck_assert_int_eq(lr_context_set_spouse_xingnian(&c, LR_WIFE, LR_YIN, 1), -1);
	ck_assert_int_eq(lr_context_parse_spouse_xingnian(&c, LR_HUSBAND, "甲卯",
							  err, sizeof err), -1);
	ck_assert_ptr_nonnull(strstr(err, "husband"));
	ck_assert_int_eq(c.couple_xingnian[LR_HUSBAND], -1);
	ck_assert_int_eq(c.couple_xingnian[LR_WIFE], LR_ZI);
}
END_TEST

START_TEST(test_birth_year)
{
	struct lr_context c;
	lr_context_init(&c);
	ck_assert_int_eq(lr_context_set_birth_year(&c, 1983), 0);
	ck_assert_int_eq(c.birth, lr_parse_cycle_exact("癸亥"));
	ck_assert_int_eq(c.birth_branch, LR_HAI);
	ck_assert_int_eq(lr_context_set_birth_year(&c, 1984), 0);
	ck_assert_int_eq(c.birth, 0);	/* 甲子 */
	ck_assert_int_eq(lr_context_set_birth_year(&c, 0), -1);
	ck_assert_int_eq(c.birth, 0);
	lr_context_set_year(&c, lr_parse_cycle_exact("丁未"));
	lr_context_set_birth_year(&c, 1983);
	lr_context_set_sex(&c, LR_MALE);
	lr_context_complete(&c);
	ck_assert_int_eq(c.xingnian, LR_XU);
	ck_assert(!c.xingnian_given);
	/* A stated 行年 wins. */
	lr_context_set_xingnian(&c, LR_WU_B);
	lr_context_complete(&c);
	ck_assert_int_eq(c.xingnian, LR_WU_B);
	/* A branch that differs drops the pillar. */
	lr_context_set_birth_branch(&c, LR_YIN);
	ck_assert_int_eq(c.birth, -1);
	ck_assert_int_eq(c.birth_year, 0);
}
END_TEST

START_TEST(test_month_and_season)
{
	ck_assert_int_eq(lr_season_of_month(LR_YIN), LR_SPRING);
	ck_assert_int_eq(lr_season_of_month(LR_CHEN), LR_SPRING);
	ck_assert_int_eq(lr_season_of_month(LR_SI), LR_SUMMER);
	ck_assert_int_eq(lr_season_of_month(LR_XU), LR_AUTUMN);
	ck_assert_int_eq(lr_season_of_month(LR_HAI), LR_WINTER);
	ck_assert_int_eq(lr_season_of_month(LR_CHOU), LR_WINTER);
	ck_assert_int_eq(lr_season_of_month(-1), LR_SEASON_UNKNOWN);
	ck_assert_str_eq(lr_season_name(LR_AUTUMN), "秋");

	struct lr_context c;
	lr_context_init(&c);
	ck_assert_int_eq(lr_context_vigour_month(&c), -1);
	lr_context_set_season(&c, LR_SUMMER);
	ck_assert_int_eq(lr_context_vigour_month(&c), LR_WU_B);
	lr_context_set_lunar(&c, 11, false, 0);	/* 十一月建子 */
	lr_context_complete(&c);
	ck_assert_int_eq(c.month_branch, LR_ZI);
	ck_assert(c.month_from_lunar);
	ck_assert_int_eq(c.season, LR_WINTER);
	ck_assert_int_eq(lr_context_vigour_month(&c), LR_ZI);
	ck_assert_int_eq(lr_context_set_lunar(&c, 13, false, 1), -1);
	ck_assert_int_eq(lr_context_set_lunar(&c, 1, false, 31), -1);
	ck_assert_int_eq(lr_context_set_month_branch(&c, 12), -1);
}
END_TEST

START_TEST(test_moon_by_count)
{
	/* vol. 38: "正月初一起室 … 數至十四日為柳，乃午宮宿"; "六月初一起鬼，
	 * 初二柳，乃午宮宿"; the 二煩 chart 九月初三 has 月宿 in 卯. */
	static const struct { int month, day, palace; } cases[] = {
		{ 1, 1, LR_HAI }, { 1, 14, LR_WU_B }, { 6, 2, LR_WU_B },
		{ 9, 3, LR_MAO }, { 3, 15, LR_SI },
	};
	for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
		struct lr_context c;
		lr_context_init(&c);
		lr_context_set_lunar(&c, cases[k].month, false, cases[k].day);
		lr_context_complete(&c);
		ck_assert_int_eq(c.moon_palace, cases[k].palace);
		ck_assert_int_eq(c.moon_source, LR_LODGING_DAYCOUNT);
	}
	/* A month alone gives no moon; a stated one is kept. */
	struct lr_context c;
	lr_context_init(&c);
	lr_context_set_lunar(&c, 3, false, 0);
	lr_context_complete(&c);
	ck_assert_int_eq(c.moon_palace, -1);
	lr_context_set_lunar(&c, 3, false, 15);
	lr_context_set_lodging(&c, true, LR_MAO, LR_LODGING_GIVEN);
	lr_context_complete(&c);
	ck_assert_int_eq(c.moon_palace, LR_MAO);
	ck_assert_int_eq(lr_context_set_lodging(&c, true, LR_MAO, LR_LODGING_NONE),
			 -1);
}
END_TEST

START_TEST(test_missing)
{
	struct lr_context c;
	lr_context_init(&c);
	unsigned all = LR_NEED_YEAR | LR_NEED_MONTH | LR_NEED_SEASON
		       | LR_NEED_LUNAR_DAY | LR_NEED_BIRTH | LR_NEED_XINGNIAN
		       | LR_NEED_SEX | LR_NEED_MOON;
	ck_assert_uint_eq(lr_context_missing(&c, all), all);
	char buf[128];
	ck_assert_str_eq(lr_context_need_text(LR_NEED_YEAR | LR_NEED_XINGNIAN, buf,
					      sizeof buf), "太歲、行年");
	ck_assert_str_eq(lr_context_need_text(0, buf, sizeof buf), "");
	lr_context_set_year_branch(&c, LR_ZI);
	lr_context_set_season(&c, LR_SPRING);
	lr_context_complete(&c);
	ck_assert_uint_eq(lr_context_missing(&c, LR_NEED_YEAR | LR_NEED_SEASON), 0);
	ck_assert_uint_eq(lr_context_missing(&c, LR_NEED_MONTH | LR_NEED_SEASON),
			  LR_NEED_MONTH);
	ck_assert_str_eq(lr_context_describe(&c, buf, sizeof buf), "子年 春");
	lr_context_init(&c);
	ck_assert_str_eq(lr_context_describe(&c, buf, sizeof buf), "");
}
END_TEST

START_TEST(test_from_calendar)
{
	struct lr_moment m;
	struct lr_civil civ = { 2027, 3, 22, 10, 0, 0 };
	char err[256];
	ck_assert_int_eq(lr_moment_from_civil(&m, "+08:00", &civ, LR_DEFAULT_LON,
					      LR_DEFAULT_LAT, err, sizeof err), 0);
	struct lr_settings st;
	lr_settings_default(&st);
	struct lr_calendar cal;
	ck_assert_int_eq(lr_calendar_resolve(&cal, &m, &st, err, sizeof err), 0);
	struct lr_context c;
	lr_context_init(&c);
	lr_context_set_birth_branch(&c, LR_HAI);
	lr_context_set_sex(&c, LR_FEMALE);
	ck_assert_int_eq(lr_context_from_calendar(&c, &cal, &st), 0);
	ck_assert_int_eq(c.year, cal.year);
	ck_assert_int_eq(c.month_branch, cal.month_branch);
	ck_assert_int_eq(c.month_branch, LR_MAO);	/* after 驚蟄 */
	ck_assert_int_eq(c.season, LR_SPRING);
	ck_assert_int_eq(c.lunar_month, cal.lunar.month);
	ck_assert_int_eq(c.sun_source, LR_LODGING_REAL);
	ck_assert_int_eq(c.sun_palace, LR_XU);	/* after 春分 */
	ck_assert_int_ge(c.moon_palace, 0);
	/* 2027 丁未, born 亥, woman: 申 - 8 = 子. */
	ck_assert_int_eq(c.xingnian, LR_ZI);
	st.mansion = LR_MANSION_DAYCOUNT;
	lr_context_init(&c);
	ck_assert_int_eq(lr_context_from_calendar(&c, &cal, &st), 0);
	ck_assert_int_eq(c.moon_source, LR_LODGING_DAYCOUNT);
	ck_assert_int_eq(c.moon_palace, lr_mansion_palace(
		lr_moon_mansion_by_count(cal.lunar.month, cal.lunar.day)));
}
END_TEST

START_TEST(test_parse_options)
{
	struct lr_context c;
	char err[256];
	lr_context_init(&c);
	ck_assert_int_eq(lr_context_parse_birth(&c, "1983", err, sizeof err), 0);
	ck_assert_int_eq(c.birth_branch, LR_HAI);
	ck_assert_int_eq(c.birth_year, 1983);
	ck_assert_int_eq(lr_context_parse_birth(&c, "甲子", err, sizeof err), 0);
	ck_assert_int_eq(c.birth, 0);
	ck_assert_int_eq(lr_context_parse_birth(&c, "寅", err, sizeof err), 0);
	ck_assert_int_eq(c.birth_branch, LR_YIN);
	ck_assert_int_eq(c.birth, -1);
	ck_assert_int_eq(lr_context_parse_birth(&c, "丙卯", err, sizeof err), -1);
	ck_assert_str_eq(err, "bad birth year '丙卯': not a sexagenary pillar");
	ck_assert_int_eq(lr_context_parse_birth(&c, "0", err, sizeof err), -1);
	ck_assert_int_eq(lr_context_parse_birth(&c, "123456", err, sizeof err), -1);
	ck_assert_int_eq(lr_context_parse_birth(&c, "", err, sizeof err), -1);
	ck_assert_int_eq(lr_context_parse_sex(&c, "m", err, sizeof err), 0);
	ck_assert_int_eq(c.sex, LR_MALE);
	ck_assert_int_eq(lr_context_parse_sex(&c, "女", err, sizeof err), 0);
	ck_assert_int_eq(c.sex, LR_FEMALE);
	ck_assert_int_eq(lr_context_parse_sex(&c, "x", err, sizeof err), -1);
	ck_assert_str_eq(err, "bad sex 'x': want m or f");
	ck_assert_int_eq(lr_context_parse_xingnian(&c, "午", err, sizeof err), 0);
	ck_assert_int_eq(c.xingnian, LR_WU_B);
	ck_assert_int_eq(lr_context_parse_xingnian(&c, "午未", err, sizeof err), -1);
}
END_TEST

/* The context of the chart at instant UTC in ZONE under day boundary
 * BOUNDARY: its calendar in *CAL. */
static struct lr_context context_at(int64_t utc, const char *zone,
				    int boundary, struct lr_calendar *cal)
{
	struct lr_moment m;
	char err[256];
	ck_assert_msg(lr_moment_from_utc(&m, zone, utc, LR_DEFAULT_LON,
					 LR_DEFAULT_LAT, err, sizeof err) == 0,
		      "%s", err);
	struct lr_settings st;
	lr_settings_default(&st);
	st.day_boundary = boundary;
	ck_assert_msg(lr_calendar_resolve(cal, &m, &st, err, sizeof err) == 0,
		      "%s", err);
	struct lr_context c;
	lr_context_init(&c);
	lr_context_from_calendar_dates(&c, cal);
	return c;
}

/* 2027's 立春 from the calendar: the chart at its instant is on the
 * 立春 day, a chart a day earlier is on no term's day, and typed pillars
 * know nothing. */
START_TEST(test_term_day_lichun)
{
	struct lr_term terms[LR_TERMS];
	ck_assert_int_eq(lr_year_terms(2027, terms), 0);
	int lichun = -1;
	for (int i = 0; i < LR_TERMS; i++)
		if (!strcmp(lr_term_name(terms[i].index), "立春"))
			lichun = i;
	ck_assert_int_ge(lichun, 0);
	struct lr_calendar cal;
	struct lr_context c = context_at(terms[lichun].utc, "Asia/Shanghai",
					 LR_DAY_AT_23, &cal);
	ck_assert_int_eq(c.term_day, terms[lichun].index);
	ck_assert_int_eq(lr_context_missing(&c, LR_NEED_TERM), 0);
	ck_assert_int_eq(c.month_branch, LR_YIN);
	char buf[256];
	ck_assert_ptr_nonnull(strstr(lr_context_describe(&c, buf, sizeof buf),
				     "立春日"));
	c = context_at(terms[lichun].utc - 86400, "Asia/Shanghai",
		       LR_DAY_AT_23, &cal);
	ck_assert_int_eq(c.term_day, LR_TERM_DAY_NONE);
	ck_assert_int_eq(lr_context_missing(&c, LR_NEED_TERM), 0);
	lr_context_init(&c);
	ck_assert_int_eq(c.term_day, LR_TERM_DAY_UNKNOWN);
	ck_assert_uint_eq(lr_context_missing(&c, LR_NEED_TERM), LR_NEED_TERM);
	ck_assert_int_eq(lr_context_set_term_day(&c, LR_TERMS), -1);
	ck_assert_int_eq(lr_context_set_term_day(&c, -3), -1);
	/* 春分 lies in 卯月, 立春 opens 寅月, 大寒 in 丑月 */
	ck_assert_int_eq(lr_term_day_month(0), LR_MAO);
	ck_assert_int_eq(lr_term_day_month(21), LR_YIN);
	ck_assert_int_eq(lr_term_day_month(20), LR_CHOU);
	ck_assert_int_eq(lr_term_day_month(24), -1);
}
END_TEST

/* Every day of 2027, in two zones and under both day boundaries: the
 * term day is set on exactly 24 days, each term once (小寒 … 冬至 all
 * fall within the civil year), and the chart at a term's instant is on
 * that term's day. */
START_TEST(test_term_day_year)
{
	static const char *const zones[] = { "Asia/Shanghai", "America/New_York" };
	struct lr_term terms[LR_TERMS];
	ck_assert_int_eq(lr_year_terms(2027, terms), 0);
	for (int z = 0; z < 2; z++)
		for (int b = LR_DAY_AT_23; b <= LR_DAY_AT_0; b++) {
			int seen[LR_TERMS] = { 0 }, days = 0, total = 0;
			struct lr_calendar cal;
			struct lr_moment m;
			struct lr_civil noon = { 2027, 1, 1, 12, 0, 0 };
			char err[256];
			ck_assert_int_eq(lr_moment_from_civil(&m, zones[z], &noon,
				LR_DEFAULT_LON, LR_DEFAULT_LAT, err, sizeof err), 0);
			/* noon of each civil day of 2027 */
			for (int64_t t = m.utc;; t = cal.day_end + 43200) {
				struct lr_context c = context_at(t, zones[z], b, &cal);
				if (cal.reckon.year > 2027)
					break;
				total++;
				if (c.term_day >= 0) {
					seen[c.term_day]++;
					days++;
				} else {
					ck_assert_int_eq(c.term_day, LR_TERM_DAY_NONE);
				}
			}
			ck_assert_int_eq(total, 365);
			ck_assert_int_eq(days, 24);
			for (int i = 0; i < LR_TERMS; i++)
				ck_assert_msg(seen[i] == 1, "%s %d: %s on %d days",
					      zones[z], b, lr_term_name(i), seen[i]);
			/* the chart at each term's instant is on its day */
			for (int i = 0; i < LR_TERMS; i++) {
				struct lr_context c = context_at(terms[i].utc,
								 zones[z], b, &cal);
				ck_assert_int_eq(c.term_day, terms[i].index);
			}
		}
}
END_TEST

/* A term in the last hour of a civil day (Beijing time): under
 * day-boundary=23 its day is the next civil day, whose pillar the chart
 * shows from 23:00; under midnight, its own civil day. */
START_TEST(test_term_day_boundary)
{
	struct lr_term found = { -1, 0 };
	for (int year = 2000; year <= 2060 && found.index < 0; year++) {
		struct lr_term terms[LR_TERMS];
		ck_assert_int_eq(lr_year_terms(year, terms), 0);
		for (int i = 0; i < LR_TERMS && found.index < 0; i++) {
			struct lr_civil at;
			lr_civil_from_seconds(terms[i].utc + 8 * 3600, &at);
			if (at.hour == 23)
				found = terms[i];
		}
	}
	ck_assert_int_ge(found.index, 0);
	/* noon (UTC+8) of the term's civil day, and of the next */
	int64_t noon = (found.utc + 8 * 3600) / 86400 * 86400 + 12 * 3600 - 8 * 3600;
	struct lr_calendar cal;
	struct lr_context c = context_at(noon, "+08:00", LR_DAY_AT_0, &cal);
	ck_assert_int_eq(c.term_day, found.index);
	c = context_at(noon + 86400, "+08:00", LR_DAY_AT_0, &cal);
	ck_assert_int_eq(c.term_day, LR_TERM_DAY_NONE);
	c = context_at(noon, "+08:00", LR_DAY_AT_23, &cal);
	ck_assert_int_eq(c.term_day, LR_TERM_DAY_NONE);
	c = context_at(noon + 86400, "+08:00", LR_DAY_AT_23, &cal);
	ck_assert_int_eq(c.term_day, found.index);
	/* and the chart at the instant itself shows the next day's pillar */
	c = context_at(found.utc, "+08:00", LR_DAY_AT_23, &cal);
	ck_assert_int_eq(c.term_day, found.index);
}
END_TEST

/* 立春 of civil year YEAR, from the calendar's terms. */
static int64_t lichun_instant(int year)
{
	struct lr_term terms[LR_TERMS];
	ck_assert_int_eq(lr_year_terms(year, terms), 0);
	for (int i = 0; i < LR_TERMS; i++)
		if (terms[i].index == 21)
			return terms[i].utc;
	ck_abort_msg("no 立春 in %d", year);
	return 0;
}

/* The querent born BIRTH (read at +08:00) and of SEX, against the chart
 * at CIVIL +08:00 under AGE_COUNT. */
static struct lr_context querent_at(const char *birth, enum lr_sex sex,
				    struct lr_civil civil, int age_count)
{
	struct lr_settings st;
	lr_settings_default(&st);
	st.age_count = age_count;
	struct lr_context c;
	char err[256];
	lr_context_init(&c);
	ck_assert_msg(lr_context_parse_birth(&c, birth, err, sizeof err) == 0,
		      "%s", err);
	lr_context_set_sex(&c, sex);
	ck_assert_msg(lr_context_resolve_birth(&c, "+08:00", &st, err,
					       sizeof err) == 0, "%s", err);
	struct lr_moment m;
	struct lr_calendar cal;
	ck_assert_int_eq(lr_moment_from_civil(&m, "+08:00", &civil,
			 LR_DEFAULT_LON, LR_DEFAULT_LAT, err, sizeof err), 0);
	ck_assert_int_eq(lr_calendar_resolve(&cal, &m, &st, err, sizeof err), 0);
	ck_assert_int_eq(lr_context_check_birth(&c, cal.utc, err, sizeof err), 0);
	lr_context_from_calendar_dates(&c, &cal);
	return c;
}

/* 1983-01-20 falls before 1983's 立春 (02-04): the year pillar is still
 * 壬戌 (1982 - 4 = 1978 ≡ 58 mod 60), so 本命戌, not 亥. At the chart of
 * 2026-11-29 (丙午年, after 2026's 立春) the 虛歲 is 2026 - 1982 + 1 = 45:
 * a man's 行年 is 丙寅 + 44 = 庚戌, a woman's 壬申 - 44 = 戊子. */
START_TEST(test_birth_date_before_lichun)
{
	struct lr_civil li;
	int off;
	lr_zone_civil("+08:00", lichun_instant(1983), &li, &off);
	ck_assert_int_eq(li.month * 100 + li.day, 204);	/* 立春 02-04 */
	struct lr_civil chart = { 2026, 11, 29, 17, 5, 0 };
	struct lr_context man = querent_at("1983-01-20", LR_MALE, chart,
					   LR_AGE_LICHUN);
	ck_assert_int_eq(man.birth, lr_parse_cycle_exact("壬戌"));
	ck_assert_int_eq(man.birth_branch, LR_XU);
	ck_assert_int_eq(man.year, lr_parse_cycle_exact("丙午"));
	ck_assert_int_eq(man.age, 45);
	ck_assert_int_eq(man.xingnian, LR_XU);
	ck_assert_int_eq(man.couple_xingnian_stem[LR_HUSBAND],
			 lr_cycle_stem(lr_parse_cycle_exact("庚戌")));
	struct lr_context woman = querent_at("1983-01-20", LR_FEMALE, chart,
					     LR_AGE_LICHUN);
	ck_assert_int_eq(woman.birth_branch, LR_XU);
	ck_assert_int_eq(woman.xingnian, LR_ZI);
	ck_assert_int_eq(woman.couple_xingnian_stem[LR_WIFE],
			 lr_cycle_stem(lr_parse_cycle_exact("戊子")));
	/* the bare year reads 癸亥 (1983 - 4 ≡ 59) and says what a birth
	 * before 立春 would be */
	struct lr_context bare;
	char err[256], note[200];
	lr_context_init(&bare);
	ck_assert_int_eq(lr_context_parse_birth(&bare, "1983", err, sizeof err), 0);
	ck_assert_int_eq(bare.birth, lr_parse_cycle_exact("癸亥"));
	ck_assert_ptr_nonnull(strstr(lr_context_birth_note(&bare, note,
							   sizeof note), "壬戌"));
	/* a date, a pillar or a branch leaves nothing open */
	ck_assert_str_eq(lr_context_birth_note(&man, note, sizeof note), "");
	lr_context_parse_birth(&bare, "癸亥", err, sizeof err);
	ck_assert_str_eq(lr_context_birth_note(&bare, note, sizeof note), "");
	/* the other forms of the same day */
	const char *forms[] = { "1983/1/20 08:30", "1983年1月20日",
				"農曆1982年十二月初七" };
	for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) {
		struct lr_context k = querent_at(forms[i], LR_MALE, chart,
						 LR_AGE_LICHUN);
		ck_assert_int_eq(k.birth, man.birth);
		ck_assert_int_eq(k.xingnian, LR_XU);
		ck_assert(k.birth_dated);
		ck_assert_int_eq(k.birth_civil.year * 10000 +
				 k.birth_civil.month * 100 + k.birth_civil.day,
				 19830120);
	}
}
END_TEST

/* A birth on 1983-02-04: the day alone does not say which side of 立春;
 * the minute before 立春 is 壬戌, the minute after 癸亥. */
START_TEST(test_birth_lichun_minute)
{
	struct lr_settings st;
	lr_settings_default(&st);
	struct lr_context c;
	char err[256];
	lr_context_init(&c);
	ck_assert_int_eq(lr_context_parse_birth(&c, "1983-02-04", err,
						sizeof err), 0);
	ck_assert_int_eq(lr_context_resolve_birth(&c, "+08:00", &st, err,
						  sizeof err), -1);
	ck_assert_ptr_nonnull(strstr(err, "立春"));
	ck_assert_ptr_nonnull(strstr(err, "1983-02-04 "));
	int64_t li = lichun_instant(1983);
	for (int side = 0; side < 2; side++) {
		/* the whole minute before, or the minute after */
		int64_t at = side ? li - li % 60 + 60 : li - li % 60 - 60;
		struct lr_civil w;
		int off;
		lr_zone_civil("+08:00", at, &w, &off);
		char text[32];
		snprintf(text, sizeof text, "%04d-%02d-%02d %02d:%02d", w.year,
			 w.month, w.day, w.hour, w.minute);
		lr_context_init(&c);
		ck_assert_int_eq(lr_context_parse_birth(&c, text, err,
							sizeof err), 0);
		ck_assert_msg(lr_context_resolve_birth(&c, "+08:00", &st, err,
						       sizeof err) == 0, "%s", err);
		ck_assert_int_eq(c.birth, lr_parse_cycle_exact(side ? "癸亥"
								    : "壬戌"));
	}
	/* an offset written with the date is the birth's own zone */
	lr_context_init(&c);
	ck_assert_int_eq(lr_context_parse_birth(&c, "1983-02-04T12:00Z", err,
						sizeof err), 0);
	ck_assert_int_eq(lr_context_resolve_birth(&c, "+08:00", &st, err,
						  sizeof err), 0);
	ck_assert_int_eq(c.birth_utc, lr_days_from_civil(1983, 2, 4) * 86400
			 + 12 * 3600);
	ck_assert_int_eq(c.birth, lr_parse_cycle_exact(li <= c.birth_utc
						       ? "癸亥" : "壬戌"));
}
END_TEST

/* The age count: on 2028-02-01 正月初一 (01-26) has passed but 立春
 * (02-04) has not. Born 1983-01-20 (lunar year 1982, before 1983's 立春):
 * by 立春 the 虛歲 is 2027 - 1982 + 1 = 46 (a man's 行年 寅 + 45 = 亥);
 * by 正月初一 it is 2028 - 1982 + 1 = 47 (寅 + 46 = 子). */
START_TEST(test_birth_age_count)
{
	struct lr_civil chart = { 2028, 2, 1, 12, 0, 0 };
	struct lr_moment m;
	struct lr_calendar cal;
	char err[256];
	struct lr_settings st;
	lr_settings_default(&st);
	ck_assert_int_eq(lr_moment_from_civil(&m, "+08:00", &chart,
			 LR_DEFAULT_LON, LR_DEFAULT_LAT, err, sizeof err), 0);
	ck_assert_int_eq(lr_calendar_resolve(&cal, &m, &st, err, sizeof err), 0);
	ck_assert_int_eq(cal.lunar.year, 2028);
	ck_assert_int_lt(cal.utc, lichun_instant(2028));
	struct lr_context k = querent_at("1983-01-20", LR_MALE, chart,
					 LR_AGE_LICHUN);
	ck_assert_int_eq(k.age, 46);
	ck_assert_int_eq(k.xingnian, LR_HAI);
	k = querent_at("1983-01-20", LR_MALE, chart, LR_AGE_LUNAR_NEW_YEAR);
	ck_assert_int_eq(k.age, 47);
	ck_assert_int_eq(k.xingnian, LR_ZI);
	ck_assert_int_eq(k.birth_branch, LR_XU);	/* 本命 stays by 立春 */
}
END_TEST

/* A birth after the chart is refused; bad dates name the problem. */
START_TEST(test_birth_refused)
{
	struct lr_settings st;
	lr_settings_default(&st);
	struct lr_context c;
	char err[256];
	lr_context_init(&c);
	ck_assert_int_eq(lr_context_parse_birth(&c, "2030-05-01", err,
						sizeof err), 0);
	ck_assert_int_eq(lr_context_resolve_birth(&c, "+08:00", &st, err,
						  sizeof err), 0);
	int64_t before = lr_days_from_civil(2030, 4, 30) * 86400;
	ck_assert_int_eq(lr_context_check_birth(&c, before, err, sizeof err), -1);
	ck_assert_ptr_nonnull(strstr(err, "after the chart"));
	ck_assert_int_eq(lr_context_check_birth(&c, before + 2 * 86400, err,
						sizeof err), 0);
	/* a bare year: refused when later than the chart's year, not when
	 * it is that year (born in its first days) or before */
	int64_t jan10 = lr_days_from_civil(2027, 1, 10) * 86400;
	ck_assert_int_eq(lr_context_parse_birth(&c, "2028", err, sizeof err), 0);
	ck_assert_int_eq(lr_context_check_birth(&c, jan10, err, sizeof err), -1);
	ck_assert_ptr_nonnull(strstr(err, "'2028' is after the chart"));
	ck_assert_int_eq(lr_context_parse_birth(&c, "2027", err, sizeof err), 0);
	ck_assert_int_eq(lr_context_check_birth(&c, jan10, err, sizeof err), 0);
	ck_assert_int_eq(lr_context_parse_birth(&c, "1990", err, sizeof err), 0);
	ck_assert_int_eq(lr_context_check_birth(&c, jan10, err, sizeof err), 0);
	ck_assert_int_eq(lr_context_parse_birth(&c, "1983-02-30", err,
						sizeof err), -1);
	ck_assert_ptr_nonnull(strstr(err, "28 days"));
	ck_assert_int_eq(lr_context_parse_birth(&c, "農曆1983年閏三月初一", err,
						sizeof err), -1);
	ck_assert_int_eq(lr_context_parse_birth(&c, "1850-01-01", err,
						sizeof err), 0);
	ck_assert_int_eq(lr_context_resolve_birth(&c, "+08:00", &st, err,
						  sizeof err), -1);
	ck_assert_ptr_nonnull(strstr(err, "1900"));
}
END_TEST

/* The question categories: every word, key and alias names its own
 * category and no other; Simplified input and the book's 占/問 prefix
 * are taken; a branch is not a category (子 is a birth year). */
START_TEST(test_ask_categories)
{
	for (int a = 0; a < LR_ASK_COUNT; a++) {
		ck_assert_int_eq(lr_ask_parse(lr_ask_name(a)), a);
		ck_assert_int_eq(lr_ask_parse(lr_ask_key(a)), a);
		char word[64];
		snprintf(word, sizeof word, "占%s", lr_ask_name(a));
		ck_assert_int_eq(lr_ask_parse(word), a);
		char list[256];
		snprintf(list, sizeof list, "%s", lr_ask_aliases(a));
		for (char *w = strtok(list, "|"); w; w = strtok(NULL, "|"))
			ck_assert_msg(lr_ask_parse(w) == a, "alias %s", w);
	}
	ck_assert_int_eq(lr_ask_parse("讼"), LR_ASK_SONG);
	ck_assert_int_eq(lr_ask_parse("盗贼"), LR_ASK_DAO);
	ck_assert_int_eq(lr_ask_parse("问婚"), LR_ASK_HUN);
	ck_assert_int_eq(lr_ask_parse("求财"), LR_ASK_CAI);
	for (int b = 0; b < LR_BRANCHES; b++)
		ck_assert_int_eq(lr_ask_parse(lr_branch_name(b)), -1);
	ck_assert_int_eq(lr_ask_parse(""), -1);
	ck_assert_int_eq(lr_ask_parse("占"), -1);
	ck_assert_int_eq(lr_ask_parse("weather"), -1);
	ck_assert_ptr_null(lr_ask_name(LR_ASK_COUNT));
	ck_assert_ptr_null(lr_ask_name(LR_ASK_NONE));

	struct lr_context ctx;
	char err[256], buf[256];
	lr_context_init(&ctx);
	ck_assert_int_eq(ctx.ask, LR_ASK_NONE);
	ck_assert_uint_eq(lr_context_missing(&ctx, LR_NEED_ASK), LR_NEED_ASK);
	ck_assert_str_eq(lr_context_need_text(LR_NEED_ASK, buf, sizeof buf),
			 "所占之事");
	ck_assert_int_eq(lr_context_parse_ask(&ctx, "天氣", err, sizeof err), -1);
	ck_assert_ptr_nonnull(strstr(err, "天氣"));
	ck_assert_int_eq(ctx.ask, LR_ASK_NONE);
	ck_assert_int_eq(lr_context_parse_ask(&ctx, "病", err, sizeof err), 0);
	ck_assert_int_eq(ctx.ask, LR_ASK_BING);
	ck_assert_uint_eq(lr_context_missing(&ctx, LR_NEED_ASK), 0);
	ck_assert_str_eq(lr_context_describe(&ctx, buf, sizeof buf), "占病");
	ck_assert_int_eq(lr_context_set_ask(&ctx, LR_ASK_COUNT), -1);
	ck_assert_int_eq(lr_context_set_ask(&ctx, LR_ASK_NONE), 0);
	ck_assert_int_eq(ctx.ask, LR_ASK_NONE);
}
END_TEST

static Suite *suite(void)
{
	Suite *s = suite_create("context");
	TCase *tc = tcase_create("core");
	tcase_add_test(tc, test_xingnian);
	tcase_add_test(tc, test_xingnian_pillar_and_couple);
	tcase_add_test(tc, test_birth_year);
	tcase_add_test(tc, test_month_and_season);
	tcase_add_test(tc, test_moon_by_count);
	tcase_add_test(tc, test_missing);
	tcase_add_test(tc, test_from_calendar);
	tcase_add_test(tc, test_parse_options);
	tcase_add_test(tc, test_term_day_lichun);
	tcase_add_test(tc, test_term_day_year);
	tcase_add_test(tc, test_term_day_boundary);
	tcase_add_test(tc, test_birth_date_before_lichun);
	tcase_add_test(tc, test_birth_lichun_minute);
	tcase_add_test(tc, test_birth_age_count);
	tcase_add_test(tc, test_birth_refused);
	tcase_add_test(tc, test_ask_categories);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	SRunner *sr = srunner_create(suite());
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
