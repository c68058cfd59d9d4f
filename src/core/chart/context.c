/* liuren - context.c: the year, month, lunar date, querent and lodgings
 * a chart is read against.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/context.h"
#include "liuren/i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/ask.h"
#include "liuren/calendar.h"
#include "liuren/datetext.h"
#include "liuren/ganzhi.h"
#include "liuren/lang.h"
#include "liuren/quote.h"
#include "liuren/shensha.h"

void lr_context_init(struct lr_context *ctx)
{
	memset(ctx, 0, sizeof *ctx);
	ctx->year = ctx->year_branch = ctx->month_branch = -1;
	ctx->season = LR_SEASON_UNKNOWN;
	ctx->birth = ctx->birth_branch = ctx->xingnian = -1;
	ctx->sex = LR_SEX_UNKNOWN;
	ctx->sun_palace = ctx->moon_palace = -1;
	ctx->sun_source = ctx->moon_source = LR_LODGING_NONE;
	ctx->term_day = LR_TERM_DAY_UNKNOWN;
	for (int i = 0; i < 2; i++)
		ctx->couple_xingnian[i] = ctx->couple_xingnian_stem[i] = -1;
	ctx->ask = LR_ASK_NONE;
}

static bool is_branch(int b)
{
	return b >= 0 && b < LR_BRANCHES;
}

int lr_context_set_year(struct lr_context *ctx, int year_cycle)
{
	if (year_cycle < 0 || year_cycle >= LR_CYCLE)
		return -1;
	ctx->year = year_cycle;
	ctx->year_branch = lr_cycle_branch(year_cycle);
	return 0;
}

int lr_context_set_year_branch(struct lr_context *ctx, int branch)
{
	if (!is_branch(branch))
		return -1;
	if (ctx->year >= 0 && lr_cycle_branch(ctx->year) != branch)
		ctx->year = -1;
	ctx->year_branch = branch;
	return 0;
}

int lr_context_set_month_branch(struct lr_context *ctx, int branch)
{
	if (!is_branch(branch))
		return -1;
	ctx->month_branch = branch;
	ctx->month_from_lunar = false;
	return 0;
}

int lr_context_set_lunar(struct lr_context *ctx, int month, bool leap, int day)
{
	if (month < 1 || month > 12 || day < 0 || day > 30)
		return -1;
	ctx->lunar_month = month;
	ctx->lunar_leap = leap;
	ctx->lunar_day = day;
	return 0;
}

int lr_context_set_season(struct lr_context *ctx, enum lr_season season)
{
	if (season < LR_SPRING || season > LR_WINTER)
		return -1;
	ctx->season = season;
	return 0;
}

/* Forget a birth date (a year, a pillar or a branch replaces it). */
static void forget_birth_date(struct lr_context *ctx)
{
	ctx->birth_dated = ctx->birth_timed = ctx->birth_resolved = false;
	ctx->birth_text[0] = '\0';
	ctx->age = 0;
}

int lr_context_set_birth(struct lr_context *ctx, int birth_cycle)
{
	if (birth_cycle < 0 || birth_cycle >= LR_CYCLE)
		return -1;
	forget_birth_date(ctx);
	ctx->birth = birth_cycle;
	ctx->birth_year = 0;
	ctx->birth_branch = lr_cycle_branch(birth_cycle);
	return 0;
}

int lr_context_set_birth_year(struct lr_context *ctx, int gregorian)
{
	if (gregorian < 1 || gregorian > 9999)
		return -1;
	/* 1984 was 甲子: the pillar of year Y is (Y - 4) mod 60. */
	forget_birth_date(ctx);
	if (lr_context_set_birth(ctx, lr_cycle_add(0, gregorian - 4)) < 0)
		return -1;
	ctx->birth_year = gregorian;
	return 0;
}

int lr_context_set_birth_branch(struct lr_context *ctx, int branch)
{
	if (!is_branch(branch))
		return -1;
	forget_birth_date(ctx);
	if (ctx->birth >= 0 && lr_cycle_branch(ctx->birth) != branch) {
		ctx->birth = -1;
		ctx->birth_year = 0;
	}
	ctx->birth_branch = branch;
	return 0;
}

int lr_context_set_xingnian(struct lr_context *ctx, int branch)
{
	if (!is_branch(branch))
		return -1;
	ctx->xingnian = branch;
	ctx->xingnian_given = true;
	return 0;
}

int lr_context_set_spouse_xingnian(struct lr_context *ctx, enum lr_spouse who,
				   int branch, int stem)
{
	if ((who != LR_HUSBAND && who != LR_WIFE) || !is_branch(branch))
		return -1;
	if (stem != -1 && lr_cycle(stem, branch) < 0)
		return -1;
	ctx->couple_xingnian[who] = branch;
	ctx->couple_xingnian_stem[who] = stem;
	ctx->couple_from_querent[who] = false;
	return 0;
}

int lr_context_set_sex(struct lr_context *ctx, enum lr_sex sex)
{
	if (sex != LR_MALE && sex != LR_FEMALE)
		return -1;
	ctx->sex = sex;
	return 0;
}

int lr_context_set_lodging(struct lr_context *ctx, bool moon, int branch,
			   enum lr_lodging_source source)
{
	if (!is_branch(branch) || source == LR_LODGING_NONE)
		return -1;
	if (moon) {
		ctx->moon_palace = branch;
		ctx->moon_source = source;
	} else {
		ctx->sun_palace = branch;
		ctx->sun_source = source;
	}
	return 0;
}

int lr_context_set_term_day(struct lr_context *ctx, int term)
{
	if (term < LR_TERM_DAY_NONE || term >= LR_TERMS)
		return -1;
	ctx->term_day = term;
	return 0;
}

int lr_term_day_month(int term)
{
	if (term < 0 || term >= LR_TERMS)
		return -1;
	/* 節 begin the months (立春 寅月); a 中氣 is the middle of the month
	 * its 節 began (雨水 in 寅月). */
	return lr_term_month_branch(lr_term_is_zhongqi(term)
				    ? (term + LR_TERMS - 1) % LR_TERMS : term);
}

static int parse_birth_word(struct lr_context *ctx, const char *text,
			    char *err, size_t errlen);

/* Set the birth from a date (only recorded: lr_context_resolve_birth
 * reads it in a zone). */
static int parse_birth_date(struct lr_context *ctx, const char *text,
			    char *err, size_t errlen)
{
	struct lr_date_text d;
	if (strlen(text) >= sizeof ctx->birth_text) {
		char q[LR_QUOTE_SIZE];
		snprintf(err, errlen, _("bad date '%s': %s"),
			 lr_quote(text, q, sizeof q), _("too long"));
		return -1;
	}
	if (lr_date_text_parse(text, &d, err, errlen) < 0)
		return -1;
	ctx->birth = ctx->birth_branch = -1;
	ctx->birth_year = 0;
	forget_birth_date(ctx);
	ctx->birth_dated = true;
	ctx->birth_timed = d.timed;
	ctx->birth_civil = d.civil;
	snprintf(ctx->birth_offset, sizeof ctx->birth_offset, "%s", d.offset);
	return 0;
}

/* Does TEXT start like a date ("1983-…", "1983/…", "1983年…", "農曆…")? */
static bool birth_looks_dated(const char *text)
{
	size_t n = strspn(text, "0123456789");
	return (n == 4 && text[4] == '-') || lr_date_text_typed(text);
}

int lr_context_parse_birth(struct lr_context *ctx, const char *text,
			   char *err, size_t errlen)
{
	int rc = birth_looks_dated(text)
		 ? parse_birth_date(ctx, text, err, errlen)
		 : parse_birth_word(ctx, text, err, errlen);
	if (rc == 0)
		snprintf(ctx->birth_text, sizeof ctx->birth_text, "%s", text);
	return rc;
}

/* The year whose 立春 began the year pillar of UTC (1984 for an instant
 * of 1984-03-01), as lr_calendar_resolve reckons the year; 0 outside the
 * calendar's years. */
static int lichun_year(int64_t utc)
{
	struct lr_civil c;
	lr_civil_from_seconds(utc, &c);
	for (int y = c.year; y >= c.year - 1; y--) {
		struct lr_term terms[LR_TERMS];
		if (lr_year_terms(y, terms) < 0)
			return 0;
		for (int i = 0; i < LR_TERMS; i++)
			if (terms[i].index == 21 /* 立春 */ && utc >= terms[i].utc)
				return y;
	}
	return 0;
}

/* 立春 of civil (UT) year YEAR, or 0. */
static int64_t lichun_of(int year)
{
	struct lr_term terms[LR_TERMS];
	if (lr_year_terms(year, terms) < 0)
		return 0;
	for (int i = 0; i < LR_TERMS; i++)
		if (terms[i].index == 21)
			return terms[i].utc;
	return 0;
}

int lr_context_resolve_birth(struct lr_context *ctx, const char *zone,
			     const struct lr_settings *settings, char *err,
			     size_t errlen)
{
	if (!ctx->birth_dated)
		return 0;
	ctx->age_count = settings ? settings->age_count : LR_AGE_LICHUN;
	const struct lr_civil *c = &ctx->birth_civil;
	const char *z = *ctx->birth_offset ? ctx->birth_offset : zone ? zone : "";
	char q[LR_QUOTE_SIZE];
	if (c->year < LR_FIRST_YEAR || c->year > LR_LAST_YEAR) {
		snprintf(err, errlen, _("birth date '%s': the calendar covers "
			 "the years %d to %d"), lr_quote(ctx->birth_text, q,
			 sizeof q), LR_FIRST_YEAR, LR_LAST_YEAR);
		return -1;
	}
	if (lr_zone_check(z, err, errlen) < 0)
		return -1;
	int64_t utc = lr_zone_utc(z, c, NULL);
	if (!ctx->birth_timed) {
		/* A day alone names the year unless 立春 falls within it. */
		struct lr_civil next = *c;
		int64_t days = lr_days_from_civil(c->year, c->month, c->day) + 1;
		lr_civil_from_days(days, &next.year, &next.month, &next.day);
		int64_t end = lr_zone_utc(z, &next, NULL);
		int64_t li = lichun_of(c->year);
		if (li >= utc && li < end) {
			struct lr_civil at;
			int off;
			char when[32];
			lr_zone_civil(z, li, &at, &off);
			lr_civil_format(&at, when, sizeof when);
			snprintf(err, errlen, _("birth date '%s': 立春 falls that "
				 "day, at %s (%s), and the hour decides 本命; give "
				 "the time of birth (e.g. '%s 08:30')"),
				 lr_quote(ctx->birth_text, q, sizeof q), when,
				 lr_zone_display(z), ctx->birth_text);
			return -1;
		}
	}
	int y = lichun_year(utc);
	struct lr_lunar_date lunar;
	if (y == 0 || lr_lunar_from_days(lr_days_from_civil(c->year, c->month,
			c->day), &lunar) < 0) {
		snprintf(err, errlen, _("birth date '%s': the calendar covers "
			 "the years %d to %d"), lr_quote(ctx->birth_text, q,
			 sizeof q), LR_FIRST_YEAR, LR_LAST_YEAR);
		return -1;
	}
	/* 1984 was 甲子: the pillar of the year 立春 Y began is (Y - 4) mod 60 */
	ctx->birth = lr_cycle_add(0, y - 4);
	ctx->birth_branch = lr_cycle_branch(ctx->birth);
	ctx->birth_utc = utc;
	ctx->birth_lichun_year = y;
	ctx->birth_lunar_year = lunar.year;
	ctx->birth_resolved = true;
	return 0;
}

int lr_context_check_birth(const struct lr_context *ctx, int64_t utc,
			   char *err, size_t errlen)
{
	bool after = ctx->birth_resolved && ctx->birth_utc > utc;
	if (!after && ctx->birth_year > 0) {
		/* a bare year: after the year of the moment wherever it is
		 * read (the zones run to UTC+14, so the latest civil date the
		 * instant can be is its UTC date 14 hours on) */
		int64_t t = utc + 14 * 3600, days = t / 86400 - (t % 86400 < 0);
		int year, month, day;
		lr_civil_from_days(days, &year, &month, &day);
		after = ctx->birth_year > year;
	}
	if (!after)
		return 0;
	char q[LR_QUOTE_SIZE], text[16];
	const char *shown = ctx->birth_text;
	if (!*shown) {
		snprintf(text, sizeof text, "%d", ctx->birth_year);
		shown = text;
	}
	snprintf(err, errlen, _("birth date '%s' is after the chart's moment"),
		 lr_quote(shown, q, sizeof q));
	return -1;
}

const char *lr_context_birth_note(const struct lr_context *ctx, char *buf,
				  size_t buflen)
{
	if (buflen)
		buf[0] = '\0';
	if (ctx->birth_year <= 0 || ctx->birth < 0)
		return buf;
	/* 1 January to 立春 belongs to the year pillar before */
	char cyc[7];
	snprintf(buf, buflen, _("if born before 立春, 本命 is the year before "
		 "(%s)"), lr_cycle_name(lr_cycle_add(ctx->birth, -1), cyc));
	return buf;
}

static int parse_birth_word(struct lr_context *ctx, const char *text,
			    char *err, size_t errlen)
{
	size_t len = strlen(text);
	if (len && strspn(text, "0123456789") == len) {
		long year = len <= 4 ? strtol(text, NULL, 10) : 0;
		if (year < 1 || year > 9999) {
			char q[LR_QUOTE_SIZE];
			snprintf(err, errlen, _("bad birth year '%s'"),
				 lr_quote(text, q, sizeof q));
			return -1;
		}
		return lr_context_set_birth_year(ctx, (int)year);
	}
	int cyc = lr_parse_cycle_exact(text);
	if (cyc >= 0)
		return lr_context_set_birth(ctx, cyc);
	int branch = lr_parse_branch_exact(text);
	if (branch >= 0)
		return lr_context_set_birth_branch(ctx, branch);
	char q[LR_QUOTE_SIZE];
	snprintf(err, errlen, cyc == -2
		 ? _("bad birth year '%s': not a sexagenary pillar")
		 : _("bad birth year '%s': want a year (1983), a pillar (癸亥) or a branch (亥)"),
		 lr_quote(text, q, sizeof q));
	return -1;
}

int lr_context_parse_sex(struct lr_context *ctx, const char *text, char *err,
			 size_t errlen)
{
	static const char *const male[] = { "m", "male", "M", "男" };
	static const char *const female[] = { "f", "female", "F", "女" };
	for (int k = 0; k < 4; k++) {
		if (!strcmp(text, male[k]))
			return lr_context_set_sex(ctx, LR_MALE);
		if (!strcmp(text, female[k]))
			return lr_context_set_sex(ctx, LR_FEMALE);
	}
	char q[LR_QUOTE_SIZE];
	snprintf(err, errlen, _("bad sex '%s': want m or f"),
		 lr_quote(text, q, sizeof q));
	return -1;
}

int lr_context_parse_xingnian(struct lr_context *ctx, const char *text,
			      char *err, size_t errlen)
{
	int branch = lr_parse_branch_exact(text);
	if (branch < 0) {
		char q[LR_QUOTE_SIZE];
		snprintf(err, errlen, _("bad 行年 '%s': want a branch (午)"),
			 lr_quote(text, q, sizeof q));
		return -1;
	}
	return lr_context_set_xingnian(ctx, branch);
}

const char *lr_context_spouse_xingnian_name(const struct lr_context *ctx,
					    enum lr_spouse who, char buf[static 7])
{
	if ((who != LR_HUSBAND && who != LR_WIFE) || ctx->couple_xingnian[who] < 0)
		return NULL;
	int stem = ctx->couple_xingnian_stem[who];
	snprintf(buf, 7, "%s%s", stem >= 0 ? lr_stem_name(stem) : "",
		 lr_branch_name(ctx->couple_xingnian[who]));
	return buf;
}

int lr_context_parse_spouse_xingnian(struct lr_context *ctx,
				     enum lr_spouse who, const char *text,
				     char *err, size_t errlen)
{
	int cyc = lr_parse_cycle_exact(text);
	int branch = cyc >= 0 ? lr_cycle_branch(cyc) : lr_parse_branch_exact(text);
	int stem = cyc >= 0 ? lr_cycle_stem(cyc) : -1;
	if (branch < 0) {
		char q[LR_QUOTE_SIZE];
		snprintf(err, errlen, who == LR_HUSBAND
			 ? _("bad husband's 行年 '%s': want a branch (寅) or a pillar (甲寅)")
			 : _("bad wife's 行年 '%s': want a branch (亥) or a pillar (己亥)"),
			 lr_quote(text, q, sizeof q));
		return -1;
	}
	return lr_context_set_spouse_xingnian(ctx, who, branch, stem);
}

int lr_context_set_ask(struct lr_context *ctx, int ask)
{
	if (ask != LR_ASK_NONE && !lr_ask_name(ask))
		return -1;
	ctx->ask = ask;
	return 0;
}

int lr_context_parse_ask(struct lr_context *ctx, const char *text, char *err,
			 size_t errlen)
{
	int ask = lr_ask_parse(text);
	if (ask < 0) {
		char q[LR_QUOTE_SIZE];
		snprintf(err, errlen, _("unknown question category '%s' (liuren "
					"--list asks lists them)"),
			 lr_quote(text, q, sizeof q));
		return -1;
	}
	return lr_context_set_ask(ctx, ask);
}

/* 行年, the running year the book reads (vol. 31 富貴 "行年", vol. 38 二煩
 * "男行年 … 女行年"): by the common rule, a man's starts at 丙寅 at age 1
 * and goes forward, a woman's at 壬申 and goes back. */
int lr_xingnian_branch(enum lr_sex sex, int age)
{
	if (age < 1)
		return -1;
	if (sex == LR_MALE)
		return lr_branch_add(LR_YIN, (age - 1) % LR_BRANCHES);
	if (sex == LR_FEMALE)
		return lr_branch_add(LR_SHEN, -((age - 1) % LR_BRANCHES));
	return -1;
}

int lr_xingnian_pillar(enum lr_sex sex, int age)
{
	if (age < 1)
		return -1;
	/* 丙寅 is cycle 2, 壬申 cycle 8. */
	if (sex == LR_MALE)
		return lr_cycle_add(2, (age - 1) % LR_CYCLE);
	if (sex == LR_FEMALE)
		return lr_cycle_add(8, -((age - 1) % LR_CYCLE));
	return -1;
}

/* The querent's 行年 as the husband's or the wife's (by sex), with its
 * stem when the birth and current year pillars give the age mod 60. */
static void couple_from_querent(struct lr_context *ctx)
{
	if (ctx->sex == LR_SEX_UNKNOWN || ctx->xingnian < 0)
		return;
	enum lr_spouse who = ctx->sex == LR_MALE ? LR_HUSBAND : LR_WIFE;
	if (ctx->couple_xingnian[who] >= 0 && !ctx->couple_from_querent[who])
		return;
	int stem = -1;
	if (!ctx->xingnian_given
	    && (ctx->age > 0 || (ctx->year >= 0 && ctx->birth >= 0))) {
		int age = ctx->age > 0 ? ctx->age
			  : lr_cycle_add(ctx->year, -ctx->birth) + 1;
		int p = lr_xingnian_pillar(ctx->sex, age);
		if (p >= 0 && lr_cycle_branch(p) == ctx->xingnian)
			stem = lr_cycle_stem(p);
	}
	ctx->couple_xingnian[who] = ctx->xingnian;
	ctx->couple_xingnian_stem[who] = stem;
	ctx->couple_from_querent[who] = true;
}

int lr_xingnian_from_years(enum lr_sex sex, int birth_branch, int year_branch)
{
	if (!is_branch(birth_branch) || !is_branch(year_branch))
		return -1;
	/* East Asian age: 1 in the birth year, one more each year. Only
	 * the age modulo 12 matters. */
	int age = lr_branch_add(year_branch, -birth_branch) + 1;
	return lr_xingnian_branch(sex, age);
}

void lr_context_complete(struct lr_context *ctx)
{
	/* 正月建寅: the lunar month stands for its 月建 when no 月建 is
	 * given (the book's "七月", "二月" charts). */
	if (ctx->month_branch < 0 && ctx->lunar_month > 0) {
		ctx->month_branch = lr_branch_add(LR_YIN, ctx->lunar_month - 1);
		ctx->month_from_lunar = true;
	}
	/* A term's day names its 月建 (立春 寅月, 春分 卯月) more closely
	 * than the lunar month does (立春 may fall in 十二月). */
	if (ctx->term_day >= 0
	    && (ctx->month_branch < 0 || ctx->month_from_lunar)) {
		ctx->month_branch = lr_term_day_month(ctx->term_day);
		ctx->month_from_lunar = false;
	}
	if (ctx->month_branch >= 0)
		ctx->season = lr_season_of_month(ctx->month_branch);
	/* 卷八 繁昌 《觀月經》 "男行年一歲起丙寅 … 婦行年一歲起壬申": by the
	 * age when a birth date gives it, else from 本命 to 太歲. */
	if (!ctx->xingnian_given && ctx->sex != LR_SEX_UNKNOWN)
		ctx->xingnian = ctx->age > 0
			? lr_xingnian_branch(ctx->sex, ctx->age)
			: lr_xingnian_from_years(ctx->sex, ctx->birth_branch,
						 ctx->year_branch);
	couple_from_querent(ctx);
	/* 卷三十八 二煩 "正月初一起室 … 每日一宿，遇奎張井翼氐斗重留一日". */
	if (ctx->moon_source == LR_LODGING_NONE && ctx->lunar_month > 0
	    && ctx->lunar_day > 0) {
		int m = lr_moon_mansion_by_count(ctx->lunar_month, ctx->lunar_day);
		int palace = lr_mansion_palace(m);
		if (palace >= 0) {
			ctx->moon_palace = palace;
			ctx->moon_source = LR_LODGING_DAYCOUNT;
		}
	}
}

int lr_calendar_term_day(const struct lr_calendar *cal)
{
	/* A term within the pillar day is within a day of the moment, so
	 * it is the last or the next term of its kind (they are ~30 days
	 * apart). */
	const struct lr_term *near[4] = {
		&cal->prev_jie, &cal->next_jie, &cal->prev_zhongqi,
		&cal->next_zhongqi
	};
	for (int i = 0; i < 4; i++)
		if (near[i]->utc >= cal->day_start && near[i]->utc < cal->day_end)
			return near[i]->index;
	return LR_TERM_DAY_NONE;
}

void lr_context_from_calendar_dates(struct lr_context *ctx,
				    const struct lr_calendar *cal)
{
	lr_context_set_year(ctx, cal->year);
	lr_context_set_month_branch(ctx, cal->month_branch);
	lr_context_set_lunar(ctx, cal->lunar.month, cal->lunar.leap,
			     cal->lunar.day);
	lr_context_set_term_day(ctx, lr_calendar_term_day(cal));
	/* 虛歲: one in the year of birth, one more at each new year (立春 or
	 * 正月初一, by the age-count setting). */
	ctx->age = 0;
	if (ctx->birth_resolved && cal->utc >= ctx->birth_utc) {
		int age = ctx->age_count == LR_AGE_LUNAR_NEW_YEAR
			? cal->lunar.year - ctx->birth_lunar_year + 1
			: lichun_year(cal->utc) - ctx->birth_lichun_year + 1;
		ctx->age = age > 0 ? age : 0;
	}
	if (!ctx->xingnian_given)
		ctx->xingnian = -1;
	for (int i = 0; i < 2; i++)
		if (ctx->couple_from_querent[i]) {
			ctx->couple_xingnian[i] = ctx->couple_xingnian_stem[i] = -1;
			ctx->couple_from_querent[i] = false;
		}
	lr_context_complete(ctx);
}

int lr_context_from_calendar(struct lr_context *ctx,
			     const struct lr_calendar *cal,
			     const struct lr_settings *settings)
{
	struct lr_lodgings lodg;
	int rc = lr_calendar_lodgings(cal, settings, &lodg);
	if (rc == 0) {
		enum lr_lodging_source src = lodg.moon_mansion >= 0
			? LR_LODGING_DAYCOUNT : LR_LODGING_REAL;
		lr_context_set_lodging(ctx, false, lodg.sun_palace, src);
		lr_context_set_lodging(ctx, true, lodg.moon_palace, src);
	}
	lr_context_from_calendar_dates(ctx, cal);
	return rc == 0 ? 0 : -1;
}

enum lr_season lr_season_of_month(int month_branch)
{
	if (!is_branch(month_branch))
		return LR_SEASON_UNKNOWN;
	/* 寅卯辰 spring, 巳午未 summer, 申酉戌 autumn, 亥子丑 winter. */
	return (enum lr_season)(lr_branch_add(month_branch, -LR_YIN) / 3);
}

const char *lr_season_name(enum lr_season season)
{
	static const char *const names[4] = { "春", "夏", "秋", "冬" };
	return season >= LR_SPRING && season <= LR_WINTER ? names[season] : "";
}

int lr_context_vigour_month(const struct lr_context *ctx)
{
	if (ctx->month_branch >= 0)
		return ctx->month_branch;
	if (ctx->season != LR_SEASON_UNKNOWN)
		return lr_branch_add(LR_MAO, 3 * (int)ctx->season);
	return -1;
}

unsigned lr_context_missing(const struct lr_context *ctx, unsigned needs)
{
	unsigned miss = 0;
	if ((needs & LR_NEED_YEAR) && ctx->year_branch < 0)
		miss |= LR_NEED_YEAR;
	if ((needs & LR_NEED_MONTH) && ctx->month_branch < 0)
		miss |= LR_NEED_MONTH;
	if ((needs & LR_NEED_SEASON) && lr_context_vigour_month(ctx) < 0)
		miss |= LR_NEED_SEASON;
	if ((needs & LR_NEED_LUNAR_DAY) && ctx->lunar_day <= 0)
		miss |= LR_NEED_LUNAR_DAY;
	if ((needs & LR_NEED_BIRTH) && ctx->birth_branch < 0)
		miss |= LR_NEED_BIRTH;
	if ((needs & LR_NEED_XINGNIAN) && ctx->xingnian < 0)
		miss |= LR_NEED_XINGNIAN;
	if ((needs & LR_NEED_SEX) && ctx->sex == LR_SEX_UNKNOWN)
		miss |= LR_NEED_SEX;
	if ((needs & LR_NEED_MOON) && ctx->moon_palace < 0)
		miss |= LR_NEED_MOON;
	if ((needs & LR_NEED_TERM) && ctx->term_day == LR_TERM_DAY_UNKNOWN)
		miss |= LR_NEED_TERM;
	if ((needs & LR_NEED_SPOUSE)
	    && (ctx->couple_xingnian[LR_HUSBAND] < 0
		|| ctx->couple_xingnian[LR_WIFE] < 0))
		miss |= LR_NEED_SPOUSE;
	if ((needs & LR_NEED_SPOUSE_STEM)
	    && (ctx->couple_xingnian_stem[LR_HUSBAND] < 0
		|| ctx->couple_xingnian_stem[LR_WIFE] < 0))
		miss |= LR_NEED_SPOUSE_STEM;
	if ((needs & LR_NEED_ASK) && ctx->ask == LR_ASK_NONE)
		miss |= LR_NEED_ASK;
	return miss;
}

const char *lr_context_need_text(unsigned missing, char *buf, size_t buflen)
{
	static const char *const names[] = {
		"太歲", "月建", "季節", "農曆日", "本命", "行年", "性別", "月宿",
		"節氣", "夫妻行年", "夫妻行年之干", "所占之事"
	};
	size_t used = 0;
	if (buflen)
		buf[0] = '\0';
	for (unsigned k = 0; k < sizeof names / sizeof names[0]; k++) {
		if (!(missing & (1u << k)))
			continue;
		const char *sep = used ? "、" : "";
		size_t ls = strlen(sep), ln = strlen(names[k]);
		if (used + ls + ln >= buflen)
			break;	/* as snprintf would cut it: left out whole */
		memcpy(buf + used, sep, ls);
		memcpy(buf + used + ls, names[k], ln + 1);
		used += ls + ln;
	}
	return buf;
}

const char *lr_context_need_words(unsigned missing, char *buf, size_t len)
{
	/* in Chinese the book's own words, also where no catalog is read */
	if (lr_lang_current() == LR_LANG_ZH_HANT
	    || lr_lang_current() == LR_LANG_ZH_HANS)
		return lr_context_need_text(missing, buf, len);
	/* in the order of the LR_NEED_* bits (liuren/context.h) */
	static const char *const names[] = {
		N_("the 太歲"), N_("the 月建"), N_("the season"),
		N_("the lunar day"), N_("the 本命"), N_("the 行年"),
		N_("the querent's sex"), N_("the 月宿"), N_("the solar term"),
		N_("the couple's 行年"), N_("the stems of the couple's 行年"),
		N_("the matter asked")
	};
	size_t used = 0;
	if (len)
		buf[0] = '\0';
	for (unsigned k = 0; k < sizeof names / sizeof names[0]; k++) {
		if (!(missing & (1u << k)))
			continue;
		/* TRANSLATORS: between the things a 課 still needs */
		int w = snprintf(buf + used, len - used, "%s%s",
				 used ? _(", ") : "", _(names[k]));
		if (w < 0 || (size_t)w >= len - used)
			break;
		used += (size_t)w;
	}
	return buf;
}

static const char *const month_numbers[12] = {
	"正", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"
};

static const char *describe(const struct lr_context *ctx, char *buf,
			    size_t buflen, bool words)
{
	size_t used = 0;
	char cyc[7];
#define PUT(...) do { \
		int w_ = snprintf(buf + used, buflen - used, __VA_ARGS__); \
		if (w_ > 0 && (size_t)w_ < buflen - used) \
			used += (size_t)w_; \
	} while (0)
	if (buflen)
		buf[0] = '\0';
	if (ctx->year >= 0)
		PUT("%s年", lr_cycle_name(ctx->year, cyc));
	else if (ctx->year_branch >= 0)
		PUT("%s年", lr_branch_name(ctx->year_branch));
	if (ctx->lunar_month > 0)
		PUT("%s%s%s月", used ? " " : "", ctx->lunar_leap ? "閏" : "",
		    month_numbers[ctx->lunar_month - 1]);
	if (ctx->lunar_day > 0)
		PUT("%s", lr_lunar_day_name(ctx->lunar_day));
	if (ctx->term_day >= 0)
		PUT("%s%s日", used ? " " : "", lr_term_name(ctx->term_day));
	if (ctx->month_branch >= 0 && !ctx->month_from_lunar)
		PUT("%s%s月", used ? " " : "", lr_branch_name(ctx->month_branch));
	/* TRANSLATORS: the seasons, as the line of what is known names them */
	static const char *const seasons[4] = {
		N_("spring"), N_("summer"), N_("autumn"), N_("winter")
	};
	if (ctx->season != LR_SEASON_UNKNOWN)
		PUT("%s%s", used ? " " : "", words ? _(seasons[ctx->season])
		    : lr_season_name(ctx->season));
	if (ctx->birth >= 0)
		PUT("%s%s命", used ? " " : "", lr_cycle_name(ctx->birth, cyc));
	else if (ctx->birth_branch >= 0)
		PUT("%s%s命", used ? " " : "", lr_branch_name(ctx->birth_branch));
	if (ctx->age > 0)
		PUT(words ? _("%sage %d") : "%s%d歲", used ? " " : "", ctx->age);
	if (ctx->sex != LR_SEX_UNKNOWN)
		PUT("%s%s", used ? " " : "", !words
		    ? (ctx->sex == LR_MALE ? "男" : "女")
		    /* TRANSLATORS: the querent's sex in the line of what is known */
		    : ctx->sex == LR_MALE ? _("male") : _("female"));
	if (ctx->xingnian >= 0)
		PUT("%s行年%s", used ? " " : "", lr_branch_name(ctx->xingnian));
	for (int i = 0; i < 2; i++) {
		if (ctx->couple_xingnian[i] < 0 || ctx->couple_from_querent[i])
			continue;
		const char *fmt = !words ? (i == LR_HUSBAND ? "%s夫行年%s"
					    : "%s妻行年%s")
				  : i == LR_HUSBAND ? _("%shusband's 行年 %s")
				  : _("%swife's 行年 %s");
		PUT(fmt, used ? " " : "",
		    lr_context_spouse_xingnian_name(ctx, (enum lr_spouse)i, cyc));
	}
	if (ctx->ask != LR_ASK_NONE)
		PUT("%s占%s", used ? " " : "", lr_ask_name(ctx->ask));
	if (ctx->sun_source == LR_LODGING_GIVEN)
		PUT("%s日宿%s", used ? " " : "", lr_branch_name(ctx->sun_palace));
	if (ctx->moon_palace >= 0)
		PUT("%s月宿%s", used ? " " : "", lr_branch_name(ctx->moon_palace));
#undef PUT
	return buf;
}

const char *lr_context_describe(const struct lr_context *ctx, char *buf,
				size_t buflen)
{
	return describe(ctx, buf, buflen, false);
}

const char *lr_context_describe_words(const struct lr_context *ctx,
				      char *buf, size_t buflen)
{
	return describe(ctx, buf, buflen, true);
}

void lr_context_shensha(const struct lr_context *ctx, int day_cycle,
			struct lr_shensha_context *out)
{
	lr_shensha_context_init(out);
	out->day_cycle = day_cycle;
	if (ctx->year >= 0)
		out->year_stem = lr_cycle_stem(ctx->year);
	out->year_branch = ctx->year_branch;
	out->month_branch = ctx->month_branch;
	out->season = ctx->season;
}
