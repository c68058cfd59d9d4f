/* liuren - context.h: what a chart is read against besides its plate: the
 * year, the month, the lunar date, the season, the querent (本命, 行年,
 * sex), the lodgings of sun and moon (日宿, 月宿) and whether the day is
 * a solar term's day (四立, 分至 …). Every part may be
 * unknown; readers of a context ask lr_context_missing() and report a
 * rule as not evaluated rather than guess.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_CONTEXT_H
#define LIUREN_CONTEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "liuren/moment.h"
#include "liuren/settings.h"
#include "liuren/export.h"

LR_BEGIN_DECLS

struct lr_calendar;

enum lr_season {
	LR_SEASON_UNKNOWN = -1,
	LR_SPRING, LR_SUMMER, LR_AUTUMN, LR_WINTER
};

enum lr_sex { LR_SEX_UNKNOWN, LR_MALE, LR_FEMALE };

/* The two running years of a couple (夫妻行年), for the 課 that read both
 * (卷八 繁昌, 卷九 解離). */
enum lr_spouse { LR_HUSBAND, LR_WIFE };

/* Where 日宿 / 月宿 came from. */
enum lr_lodging_source {
	LR_LODGING_NONE,	/* unknown */
	LR_LODGING_REAL,	/* the real longitude (calendar) */
	LR_LODGING_DAYCOUNT,	/* vol. 38's count from the lunar date */
	LR_LODGING_GIVEN	/* stated with the chart ("月宿卯") */
};

/* ctx->term_day besides a term index 0..23 (lr_term_name's numbering):
 * not known, or known to be no term's day. */
enum { LR_TERM_DAY_UNKNOWN = -1, LR_TERM_DAY_NONE = -2 };

/* Bits naming the parts a rule may need (for "needs …" messages). */
enum lr_context_part {
	LR_NEED_YEAR = 1u << 0,		/* 太歲 */
	LR_NEED_MONTH = 1u << 1,	/* 月建 */
	LR_NEED_SEASON = 1u << 2,	/* 季節 (旺相) */
	LR_NEED_LUNAR_DAY = 1u << 3,	/* 農曆日 */
	LR_NEED_BIRTH = 1u << 4,	/* 本命 */
	LR_NEED_XINGNIAN = 1u << 5,	/* 行年 */
	LR_NEED_SEX = 1u << 6,
	LR_NEED_MOON = 1u << 7,		/* 月宿 */
	LR_NEED_TERM = 1u << 8,		/* 節氣 (四立、分至之日) */
	LR_NEED_SPOUSE = 1u << 9,	/* 夫妻二人行年 */
	LR_NEED_SPOUSE_STEM = 1u << 10,	/* 夫妻行年之干 (甲寅, not 寅) */
	LR_NEED_ASK = 1u << 11		/* 所占之事 (a question category) */
};

struct lr_context {
	int year;		/* year pillar (cycle index), -1 unknown */
	int year_branch;	/* 太歲, -1 unknown (set with the pillar) */
	int month_branch;	/* 月建, -1 unknown */
	bool month_from_lunar;	/* 月建 derived from the lunar month */
	int lunar_month;	/* 1..12, 0 unknown */
	bool lunar_leap;
	int lunar_day;		/* 1..30, 0 unknown */
	enum lr_season season;	/* LR_SEASON_UNKNOWN */
	int birth;		/* birth-year pillar, -1 unknown */
	int birth_year;		/* Gregorian birth year, 0 unknown */
	int birth_branch;	/* 本命 / 年命, -1 unknown */
	/* The birth as it was given to lr_context_parse_birth ("1983",
	 * "癸亥", "1983-01-20 08:30"), "" when set otherwise. */
	char birth_text[128];
	/* A birth given as a date: its wall clock (00:00 and birth_timed
	 * false when only the day was given) and an offset named with it
	 * ("+08:00", else ""). birth and birth_branch stay unknown until
	 * lr_context_resolve_birth reads it in a zone and sets birth_utc
	 * (the instant; with no time, the day's start), the years whose
	 * 立春 and whose 正月初一 began the birth's year, and age_count (enum
	 * lr_age_count, from the settings). */
	bool birth_dated, birth_timed, birth_resolved;
	struct lr_civil birth_civil;
	char birth_offset[16];
	int64_t birth_utc;
	int birth_lichun_year, birth_lunar_year;
	int age_count;
	int age;		/* 虛歲 at the chart (from a birth date), 0 unknown */
	int xingnian;		/* 行年 branch, -1 unknown */
	bool xingnian_given;	/* stated rather than derived */
	enum lr_sex sex;
	int sun_palace;		/* 日宿, -1: take the chart's 月將 */
	int moon_palace;	/* 月宿, -1 unknown */
	enum lr_lodging_source sun_source, moon_source;
	/* The solar term whose instant falls within the chart's day (the
	 * pillar day: its edges follow the zone, true solar time and the
	 * day-boundary setting), as lr_term_name numbers them (0 = 春分,
	 * 21 = 立春); LR_TERM_DAY_NONE: known, no term that day;
	 * LR_TERM_DAY_UNKNOWN (typed pillars). */
	int term_day;
	/* 夫妻行年: the husband's [LR_HUSBAND] and the wife's [LR_WIFE]
	 * running years as branches (-1 unknown) and, when the pillar is
	 * known ("夫行年甲寅"), stems (-1 unknown). Given with the chart, or
	 * filled from the querent's own 行年 by sex (couple_from_querent). */
	int couple_xingnian[2];
	int couple_xingnian_stem[2];
	bool couple_from_querent[2];
	/* The matter asked about (enum lr_ask of ask.h), LR_ASK_NONE (-1)
	 * unknown: the 類神 and the rules that depend on it read it. */
	int ask;
};

/* Everything unknown. */
void lr_context_init(struct lr_context *ctx);

/* Setters. Each returns 0, or -1 for an out-of-range value (the context
 * is then unchanged). */
int lr_context_set_year(struct lr_context *ctx, int year_cycle);
int lr_context_set_year_branch(struct lr_context *ctx, int branch);
int lr_context_set_month_branch(struct lr_context *ctx, int branch);
int lr_context_set_lunar(struct lr_context *ctx, int month, bool leap,
			 int day);	/* DAY 0: the day is unknown */
int lr_context_set_season(struct lr_context *ctx, enum lr_season season);
/* Birth year as a pillar (cycle index) or as a Gregorian year (1 … 9999;
 * its pillar is (year - 4) mod 60). */
int lr_context_set_birth(struct lr_context *ctx, int birth_cycle);
int lr_context_set_birth_year(struct lr_context *ctx, int gregorian);
int lr_context_set_birth_branch(struct lr_context *ctx, int branch);
int lr_context_set_xingnian(struct lr_context *ctx, int branch);
int lr_context_set_sex(struct lr_context *ctx, enum lr_sex sex);
/* A spouse's 行年: BRANCH, and STEM (-1 when only the branch is known;
 * else of the branch's parity, as a pillar must be). */
int lr_context_set_spouse_xingnian(struct lr_context *ctx, enum lr_spouse who,
				   int branch, int stem);
int lr_context_set_lodging(struct lr_context *ctx, bool moon, int branch,
			   enum lr_lodging_source source);
/* TERM 0..23 or LR_TERM_DAY_NONE (LR_TERM_DAY_UNKNOWN forgets it). */
int lr_context_set_term_day(struct lr_context *ctx, int term);
/* The 月建 of the day of term TERM (0..23): a 節 begins its month
 * (立春 → 寅), a 中氣 lies in the month its 節 began (春分 → 卯); -1
 * for a bad index. */
int lr_term_day_month(int term);

/* Option values, as `--birth`, `--sex` and `--xingnian` take them:
 * a birth year as a Gregorian year ("1983"), a pillar ("癸亥") or a
 * branch ("亥"); a sex as m, f, male, female, 男 or 女; a 行年 as a branch.
 * Each returns 0, or -1 with a one-line message in ERR. */
int lr_context_parse_birth(struct lr_context *ctx, const char *text,
			   char *err, size_t errlen);
/* The birth may also be a date in any form lr_date_text_parse reads
 * ("1983-01-20", "1983/1/20 08:30", "1983年1月20日", "農曆1982年十二月
 * 初七"); lr_context_parse_birth then only records it, and this reads it
 * in ZONE (the chart's; an offset given with the date wins): 本命 is the
 * year pillar of the birth, turning at 立春 as the chart's 太歲 does
 * (卷八 官爵 "癸亥生命": 本命 named by a year pillar), and the age
 * is counted by SETTINGS->age_count when the context meets a chart's
 * moment. Nothing to do for a year, a pillar or a branch. Returns 0, or
 * -1 with one line in ERR: a date outside the calendar's years, or a day
 * of 立春 given without the hour (the hour decides the year). */
int lr_context_resolve_birth(struct lr_context *ctx, const char *zone,
			     const struct lr_settings *settings, char *err,
			     size_t errlen);
/* -1 with one line in ERR when the birth date lies after UTC (the
 * chart's moment), or a birth given as a bare year is later than the
 * year of that moment (in any zone); else 0. */
int lr_context_check_birth(const struct lr_context *ctx, int64_t utc,
			   char *err, size_t errlen);
/* For a birth given as a bare Gregorian year, which leaves open whether
 * it fell before that year's 立春: "生於立春前者，本命為前一年（壬戌）"
 * in the current language, into BUF; "" otherwise. Returns BUF. */
const char *lr_context_birth_note(const struct lr_context *ctx, char *buf,
				  size_t buflen);
int lr_context_parse_sex(struct lr_context *ctx, const char *text, char *err,
			 size_t errlen);
int lr_context_parse_xingnian(struct lr_context *ctx, const char *text,
			      char *err, size_t errlen);
/* A spouse's 行年 as it was given: "甲寅" (a pillar), "寅" (a branch),
 * or NULL when unknown. BUF holds at least 7 bytes. */
const char *lr_context_spouse_xingnian_name(const struct lr_context *ctx,
					    enum lr_spouse who, char buf[LR_AT_LEAST(7)]);
/* `--husband-xingnian`, `--wife-xingnian`: a branch ("寅") or a pillar
 * ("甲寅"). */
int lr_context_parse_spouse_xingnian(struct lr_context *ctx,
				     enum lr_spouse who, const char *text,
				     char *err, size_t errlen);

/* The question category: ASK an enum lr_ask value, or LR_ASK_NONE to
 * forget it. `--ask`: its key, word or alias (ask.h), in either script. */
int lr_context_set_ask(struct lr_context *ctx, int ask);
int lr_context_parse_ask(struct lr_context *ctx, const char *text, char *err,
			 size_t errlen);

/* Fill what the given parts imply and was not stated: 月建 from the lunar
 * month (正月建寅), the season from 月建, 行年 from 本命, sex and the year,
 * 月宿 from the lunar date by vol. 38's day count. Call after the
 * setters; calling it twice changes nothing. */
void lr_context_complete(struct lr_context *ctx);

/* Set CTX from a resolved moment: year pillar, 月建, lunar date, the
 * term day and the lodgings (real or day count, by SETTINGS->mansion).
 * Keeps the querent already in CTX and completes it. Returns 0, or -1
 * when the lodgings cannot be computed (they are then left unknown). */
/* The same without the lodgings (日宿/月宿), which cost an ephemeris
 * call: year, 月建, the lunar date and the term day only. */
void lr_context_from_calendar_dates(struct lr_context *ctx,
				    const struct lr_calendar *cal);
int lr_context_from_calendar(struct lr_context *ctx,
			     const struct lr_calendar *cal,
			     const struct lr_settings *settings);
/* The term whose instant falls within CAL's pillar day [day_start,
 * day_end), from the terms the calendar already holds (no ephemeris
 * call), or LR_TERM_DAY_NONE. */
int lr_calendar_term_day(const struct lr_calendar *cal);

/* 行年 (vol. 31 富貴, vol. 38 二煩): a man's running year starts at 丙寅 at
 * East Asian age 1 and goes forward, a woman's at 壬申 and goes back.
 * Returns the branch, or -1 for a bad age or sex. */
int lr_xingnian_branch(enum lr_sex sex, int age);
/* The same from the birth year and the current year (pillars or
 * branches: only the branches matter). */
int lr_xingnian_from_years(enum lr_sex sex, int birth_branch,
			   int year_branch);
/* The 行年 as a pillar (cycle index: 丙寅 at age 1 for a man, forward;
 * 壬申 for a woman, back; 卷八 繁昌 《觀月經》 "男行年一歲起丙寅 … 四十九在
 * 甲寅；婦行年一歲起壬申 … 三十四在己亥"), or -1. */
int lr_xingnian_pillar(enum lr_sex sex, int age);

/* The season of a 月建 (寅卯辰 spring …); LR_SEASON_UNKNOWN for -1. */
enum lr_season lr_season_of_month(int month_branch);
const char *lr_season_name(enum lr_season season);	/* "春" */
/* The month branch to judge 旺相休囚死 by: 月建 when known, else the
 * middle month of the season (卯 午 酉 子), else -1. */
int lr_context_vigour_month(const struct lr_context *ctx);

/* Which of the parts in NEEDS (enum lr_context_part bits) are unknown. */
unsigned lr_context_missing(const struct lr_context *ctx, unsigned needs);
/* Those parts as words, "太歲、行年", into BUF. Returns BUF. */
const char *lr_context_need_text(unsigned missing, char *buf, size_t buflen);
/* The same in the reader's language (lr_lang_current: "the 太歲, the 行年"
 * from the "liuren" catalogs in English; in Chinese lr_context_need_text's
 * words, catalogs or not), for sentences; JSON and
 * other machine-read output keep lr_context_need_text. Returns BUF. */
const char *lr_context_need_words(unsigned missing, char *buf, size_t len);

/* A one-line description of what CTX knows ("癸巳年 七月 初三 … 行年午"),
 * "" when nothing is known. */
const char *lr_context_describe(const struct lr_context *ctx, char *buf,
				size_t buflen);

/* The same line for a reader, in the language in use: the season, the
 * sex, the age and the couple's 行年 in words ("冬 … 男" in Chinese,
 * "winter … male" in English); JSON keeps the book's notation
 * (lr_context_describe). Returns BUF. */
const char *lr_context_describe_words(const struct lr_context *ctx,
				      char *buf, size_t buflen);

/* The 神煞 context (year, month, season, day) of CTX for the chart of
 * DAY_CYCLE; what CTX does not know stays unknown. */
struct lr_shensha_context;
void lr_context_shensha(const struct lr_context *ctx, int day_cycle,
			struct lr_shensha_context *out);

LR_END_DECLS

#endif
