/* liuren - notation.c: charts written as the book writes them.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/notation.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "liuren/calendar.h"
#include "liuren/ganzhi.h"
#include "liuren/i18n.h"
#include "liuren/utf8.h"

struct parser {
	const char *p;		/* current position */
	const char *part;	/* start of the part being read */
	struct lr_notation *out;
	bool have_day, have_hour, have_general, have_year, have_month;
	bool have_lunar_day, have_season, have_birth, have_xingnian, have_sex;
	bool have_sun, have_moon, have_term;
	bool have_spouse[2];
	char *err;
	size_t errlen;
};


static int fail(struct parser *ps, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static int fail(struct parser *ps, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(ps->err, ps->errlen, fmt, ap);
	va_end(ap);
	return -1;
}

/* The text of the current part, up to the next separator, at most six
 * characters, for messages. */
static const char *part_text(const struct parser *ps, char *buf, size_t size)
{
	const char *s = ps->part;
	size_t used = 0;
	for (int n = 0; *s && n < 6; n++) {
		if (*s == ' ' || *s == ',' || *s == '\t')
			break;
		size_t len = lr_utf8_char_len(s);
		if (!strncmp(s, "，", len) || !strncmp(s, "、", len))
			break;
		if (used + len + 1 >= size)
			break;
		memcpy(buf + used, s, len);
		used += len;
		s += len;
	}
	buf[used] = '\0';
	return buf;
}

/* Accept one of the strings in the NULL-terminated list at the cursor. */
static bool take_any(struct parser *ps, const char *const *words)
{
	for (; *words; words++) {
		size_t len = strlen(*words);
		if (!strncmp(ps->p, *words, len)) {
			ps->p += len;
			return true;
		}
	}
	return false;
}

#define TAKE(ps, ...) take_any(ps, (const char *const[]){ __VA_ARGS__, NULL })

static void skip_separators(struct parser *ps)
{
	for (;;) {
		if (*ps->p == ' ' || *ps->p == ',' || *ps->p == '\t'
		    || *ps->p == '/' || *ps->p == ';')
			ps->p++;
		else if (!TAKE(ps, "，", "、", "；", "　"))
			return;
	}
}

/* A pillar or a lone branch at the cursor: returns the cycle index in
 * *CYCLE (or -1) and the branch; -1 if neither; -2 for a pillar whose
 * stem and branch do not pair (丙卯). */
static int read_ganzhi(struct parser *ps, int *cycle)
{
	const char *end;
	*cycle = -1;
	int stem = lr_parse_stem(ps->p, &end);
	if (stem >= 0) {
		const char *end2;
		int branch = lr_parse_branch(end, &end2);
		if (branch < 0)
			return -1;
		int cyc = lr_cycle(stem, branch);
		if (cyc < 0)
			return -2;
		ps->p = end2;
		*cycle = cyc;
		return branch;
	}
	int branch = lr_parse_branch(ps->p, &end);
	if (branch < 0)
		return -1;
	ps->p = end;
	return branch;
}

/* A branch or a monthly general's two-character name (登明 …). */
static int read_general_branch(struct parser *ps)
{
	const char *end;
	int b = lr_parse_branch(ps->p, &end);
	if (b >= 0) {
		ps->p = end;
		return b;
	}
	const char *s = ps->p;
	size_t len = 0;
	for (int n = 0; n < 2 && s[len]; n++)
		len += lr_utf8_char_len(s + len);
	char name[16];
	if (len >= sizeof name)
		return -1;
	memcpy(name, s, len);
	name[len] = '\0';
	b = lr_parse_month_general(name);
	if (b >= 0)
		ps->p += len;
	return b;
}

/* 一 … 十 as a digit, 0 if not one. */
static int digit(struct parser *ps)
{
	static const char *const digits[] = {
		"一", "二", "三", "四", "五", "六", "七", "八", "九", "十"
	};
	for (int k = 0; k < 10; k++) {
		size_t len = strlen(digits[k]);
		if (!strncmp(ps->p, digits[k], len)) {
			ps->p += len;
			return k + 1;
		}
	}
	return 0;
}

/* A number 1 … 39 written in Chinese (十五, 二十三, 廿一, 卅), or 0. */
static int read_number(struct parser *ps)
{
	if (TAKE(ps, "廿"))
		return 20 + (digit(ps) % 10);
	if (TAKE(ps, "卅"))
		return 30 + (digit(ps) % 10);
	int a = digit(ps);
	if (!a)
		return 0;
	if (a == 10) {
		const char *save = ps->p;
		int b = digit(ps);
		if (b == 10) {
			ps->p = save;
			b = 0;
		}
		return 10 + b;
	}
	const char *save = ps->p;
	if (digit(ps) == 10) {
		save = ps->p;
		int b = digit(ps);
		if (b == 10) {
			ps->p = save;
			b = 0;
		}
		return a * 10 + b;
	}
	ps->p = save;
	return a;
}

static int once(struct parser *ps, bool *flag, const char *what)
{
	char buf[64];
	if (*flag)
		return fail(ps, _("%s is given twice (at '%s')"), _(what),
			    part_text(ps, buf, sizeof buf));
	*flag = true;
	return 0;
}

/* 行年 [在] BRANCH */
static int read_xingnian(struct parser *ps)
{
	char buf[64];
	TAKE(ps, "在");
	int cyc, b = read_ganzhi(ps, &cyc);
	if (b < 0)
		return fail(ps, _("cannot read '%s': 行年 wants a branch (行年午)"),
			    part_text(ps, buf, sizeof buf));
	if (once(ps, &ps->have_xingnian, "行年"))
		return -1;
	lr_context_set_xingnian(&ps->out->context, b);
	return 0;
}

/* 夫行年 [在] 甲寅, 妻年立亥 (卷八 繁昌 "夫行年甲寅，妻行年己亥"; 卷九 解離
 * "夫年立午 … 妻年立子"): a spouse's running year, a pillar or a branch. */
static int read_spouse_xingnian(struct parser *ps, enum lr_spouse who)
{
	char buf[64];
	TAKE(ps, "在", "立");
	const char *value = ps->p;
	int cyc, b = read_ganzhi(ps, &cyc);
	if (b == -2) {
		char name[16];
		size_t len = lr_utf8_char_len(value);
		len += lr_utf8_char_len(value + len);
		snprintf(name, sizeof name, "%.*s", (int)len, value);
		return fail(ps, _("cannot read '%s': %s is not a sexagenary pillar"),
			    part_text(ps, buf, sizeof buf), name);
	}
	if (b < 0)
		return fail(ps, who == LR_HUSBAND
			    ? _("cannot read '%s': 夫行年 wants a pillar or branch (夫行年甲寅)")
			    : _("cannot read '%s': 妻行年 wants a pillar or branch (妻行年己亥)"),
			    part_text(ps, buf, sizeof buf));
	if (once(ps, &ps->have_spouse[who],
		 who == LR_HUSBAND ? "夫行年" : "妻行年"))
		return -1;
	lr_context_set_spouse_xingnian(&ps->out->context, who, b,
				       cyc >= 0 ? lr_cycle_stem(cyc) : -1);
	return 0;
}

static int set_birth(struct parser *ps, int cyc, int b)
{
	if (once(ps, &ps->have_birth, "本命"))
		return -1;
	if (cyc >= 0)
		lr_context_set_birth(&ps->out->context, cyc);
	else
		lr_context_set_birth_branch(&ps->out->context, b);
	return 0;
}

static int read_lodging(struct parser *ps, bool moon)
{
	char buf[64];
	TAKE(ps, "在");
	int b = read_general_branch(ps);
	if (b < 0)
		return fail(ps, _("cannot read '%s': %s wants a branch (%s卯)"),
			    part_text(ps, buf, sizeof buf), moon ? "月宿" : "日宿",
			    moon ? "月宿" : "日宿");
	if (once(ps, moon ? &ps->have_moon : &ps->have_sun,
		 moon ? "月宿" : "日宿"))
		return -1;
	lr_context_set_lodging(&ps->out->context, moon, b, LR_LODGING_GIVEN);
	return 0;
}

static int set_lunar_day(struct parser *ps, int day)
{
	char buf[64];
	if (day < 1 || day > 30)
		return fail(ps, _("cannot read '%s': a lunar day is 初一 … 三十"),
			    part_text(ps, buf, sizeof buf));
	if (once(ps, &ps->have_lunar_day, N_("the lunar day")))
		return -1;
	ps->out->context.lunar_day = day;
	return 0;
}

/* A part starting with a pillar or branch: X年 X月 X日 X時 X將 X命 X生
 * X加Y. */
static int read_marked(struct parser *ps)
{
	char buf[64], name[8];
	struct lr_context *ctx = &ps->out->context;
	int cyc, b = read_ganzhi(ps, &cyc);
	if (b == -2) {
		const char *s = ps->part;
		size_t len = lr_utf8_char_len(s);
		len += lr_utf8_char_len(s + len);
		snprintf(name, sizeof name, "%.*s", (int)len, s);
		return fail(ps, _("cannot read '%s': %s is not a sexagenary pillar"),
			    part_text(ps, buf, sizeof buf), name);
	}
	if (b < 0) {
		/* A general by name: 登明將. */
		b = read_general_branch(ps);
		if (b >= 0 && TAKE(ps, "將", "将")) {
			if (once(ps, &ps->have_general, N_("the general")))
				return -1;
			ps->out->input.general = b;
			return 0;
		}
		return fail(ps, _("cannot read '%s'"), part_text(ps, buf, sizeof buf));
	}
	if (TAKE(ps, "年", "歲", "岁")) {
		if (once(ps, &ps->have_year, N_("the year")))
			return -1;
		if (cyc >= 0)
			lr_context_set_year(ctx, cyc);
		else
			lr_context_set_year_branch(ctx, b);
		return 0;
	}
	if (TAKE(ps, "月")) {
		if (once(ps, &ps->have_month, N_("the month")))
			return -1;
		lr_context_set_month_branch(ctx, b);
		return 0;
	}
	if (TAKE(ps, "日")) {
		if (cyc < 0)
			return fail(ps, _("cannot read '%s': the day needs its pillar "
				    "(e.g. 癸酉日)"), part_text(ps, buf, sizeof buf));
		if (once(ps, &ps->have_day, N_("the day")))
			return -1;
		ps->out->input.day = cyc;
		return 0;
	}
	if (TAKE(ps, "時", "时")) {
		if (once(ps, &ps->have_hour, N_("the hour")))
			return -1;
		ps->out->input.hour = b;
		return 0;
	}
	if (TAKE(ps, "將", "将")) {
		if (cyc >= 0)
			return fail(ps, _("cannot read '%s': the general is a branch "
				    "(e.g. 巳將)"), part_text(ps, buf, sizeof buf));
		if (once(ps, &ps->have_general, N_("the general")))
			return -1;
		ps->out->input.general = b;
		return 0;
	}
	if (TAKE(ps, "加")) {
		int hour = read_general_branch(ps);
		if (hour < 0 || cyc >= 0)
			return fail(ps, _("cannot read '%s': write the general on the "
				    "hour as 酉加午"), part_text(ps, buf, sizeof buf));
		if (once(ps, &ps->have_general, N_("the general"))
		    || once(ps, &ps->have_hour, N_("the hour")))
			return -1;
		ps->out->input.general = b;
		ps->out->input.hour = hour;
		TAKE(ps, "時", "时");
		return 0;
	}
	if (TAKE(ps, "命", "生命", "生人", "生")) {
		return set_birth(ps, cyc, b);
	}
	return fail(ps, _("cannot read '%s': after %s write 年, 月, 日, 時, 將 or 命"),
		    part_text(ps, buf, sizeof buf),
		    cyc >= 0 ? lr_cycle_name(cyc, name) : lr_branch_name(b));
}

/* A solar term's name at the cursor ("立春", optionally "立春日"):
 * this day is that term's day. Returns 1 when read, 0 when not there,
 * -1 on error. Read before the seasons: 春分 is not 春占. */
static int read_term(struct parser *ps)
{
	for (int t = 0; t < LR_TERMS; t++) {
		const char *name = lr_term_name(t);
		size_t len = strlen(name);
		if (strncmp(ps->p, name, len))
			continue;
		ps->p += len;
		TAKE(ps, "日");
		if (once(ps, &ps->have_term, N_("the solar term")))
			return -1;
		lr_context_set_term_day(&ps->out->context, t);
		return 1;
	}
	return 0;
}

/* May the day of term TERM fall in lunar month MONTH? The lunar months
 * drift against the terms: a 節 falls in the month of its own number or
 * the one before (立春 in 正月 or 十二月, or in a leap month), and a
 * 中氣 in its own (雨水 in 正月) except where a month holds two 中氣
 * (十一月 of 1984: 冬至 and 大寒) or none around the year's leap month
 * (秋分 of 2033 in 九月). So: a month of the same number or next to it;
 * the test checks every term of 1901-2099 against the calendar. */
static bool term_in_lunar_month(int term, int month)
{
	int m = lr_branch_add(lr_term_day_month(term), -LR_YIN) + 1;
	int off = ((month - m) % 12 + 12) % 12;
	return off == 0 || off == 1 || off == 11;
}

/* The term against the month and season given with it. */
static int check_term(struct parser *ps)
{
	const struct lr_context *ctx = &ps->out->context;
	int t = ctx->term_day, m = lr_term_day_month(t);
	char buf[32];
	if (ps->have_month && ctx->month_branch != m)
		return fail(ps, _("%s is a day of %s月, not of %s月"),
			    lr_term_name(t), lr_branch_name(m),
			    lr_branch_name(ctx->month_branch));
	if (ctx->lunar_month
	    && !term_in_lunar_month(t, ctx->lunar_month))
		return fail(ps, _("%s cannot fall in the lunar %s"),
			    lr_term_name(t),
			    lr_lunar_month_name(ctx->lunar_month,
						ctx->lunar_leap, buf, sizeof buf));
	if (ps->have_season && lr_season_of_month(m) != ctx->season)
		return fail(ps, _("the season does not match %s"),
			    lr_term_name(t));
	return 0;
}

static int read_part(struct parser *ps)
{
	char buf[64];
	struct lr_context *ctx = &ps->out->context;
	ps->part = ps->p;
	int term = read_term(ps);
	if (term)
		return term < 0 ? -1 : 0;
	if (TAKE(ps, "行年"))
		return read_xingnian(ps);
	if (TAKE(ps, "夫行年", "夫年"))
		return read_spouse_xingnian(ps, LR_HUSBAND);
	if (TAKE(ps, "妻行年", "妻年"))
		return read_spouse_xingnian(ps, LR_WIFE);
	if (TAKE(ps, "本命", "年命")) {
		TAKE(ps, "在");
		int cyc, b = read_ganzhi(ps, &cyc);
		if (b < 0)
			return fail(ps, _("cannot read '%s': 本命 wants a pillar or "
				    "branch"), part_text(ps, buf, sizeof buf));
		return set_birth(ps, cyc, b);
	}
	if (TAKE(ps, "日宿"))
		return read_lodging(ps, false);
	if (TAKE(ps, "月宿"))
		return read_lodging(ps, true);
	if (TAKE(ps, "男", "女")) {
		bool male = !strncmp(ps->part, "男", strlen("男"));
		if (once(ps, &ps->have_sex, N_("the sex")))
			return -1;
		lr_context_set_sex(ctx, male ? LR_MALE : LR_FEMALE);
		TAKE(ps, "命", "人");
		return 0;
	}
	if (TAKE(ps, "占", "時", "时"))
		return 0;
	/* Months named by word: 冬月, 臘月. */
	bool leap = TAKE(ps, "閏", "闰");
	int month = 0;
	if (TAKE(ps, "正"))
		month = 1;
	else if (TAKE(ps, "冬月"))
		month = -11;
	else if (TAKE(ps, "臘月", "腊月"))
		month = -12;
	if (month < 0) {
		month = -month;
	} else if (!month) {
		const char *save = ps->p;
		static const char *const seasons[4] = { "春", "夏", "秋", "冬" };
		for (int s = 0; s < 4 && !leap; s++) {
			size_t len = strlen(seasons[s]);
			if (strncmp(ps->p, seasons[s], len))
				continue;
			ps->p += len;
			TAKE(ps, "占", "季", "天");
			if (once(ps, &ps->have_season, N_("the season")))
				return -1;
			lr_context_set_season(ctx, (enum lr_season)s);
			return 0;
		}
		if (TAKE(ps, "初")) {
			int d = digit(ps);
			if (!d)
				return fail(ps, _("cannot read '%s': a lunar day is "
					    "初一 … 初十"), part_text(ps, buf, sizeof buf));
			TAKE(ps, "日");
			return set_lunar_day(ps, d);
		}
		int n = read_number(ps);
		if (n) {
			if (TAKE(ps, "月")) {
				month = n;
			} else {
				if (leap)
					return fail(ps, _("cannot read '%s': 閏 wants a "
						    "month"), part_text(ps, buf, sizeof buf));
				/* "十五日" is a lunar day, not a day pillar. */
				TAKE(ps, "日");
				return set_lunar_day(ps, n);
			}
		} else {
			ps->p = save;
			if (leap)
				return fail(ps, _("cannot read '%s': 閏 wants a month"),
					    part_text(ps, buf, sizeof buf));
			return read_marked(ps);
		}
	} else if (!TAKE(ps, "月")) {
		return fail(ps, _("cannot read '%s': 正 wants 月 (正月)"),
			    part_text(ps, buf, sizeof buf));
	}
	if (month < 1 || month > 12)
		return fail(ps, _("cannot read '%s': a lunar month is 正 … 十二"),
			    part_text(ps, buf, sizeof buf));
	if (ps->out->context.lunar_month)
		return fail(ps, _("the lunar month is given twice (at '%s')"),
			    part_text(ps, buf, sizeof buf));
	ps->out->context.lunar_month = month;
	ps->out->context.lunar_leap = leap;
	return 0;
}

int lr_notation_parse(const char *text, struct lr_notation *out, char *err,
		      size_t errlen)
{
	struct parser ps;
	memset(&ps, 0, sizeof ps);
	memset(out, 0, sizeof *out);
	lr_context_init(&out->context);
	out->input.day = out->input.hour = out->input.general = -1;
	ps.p = text;
	ps.out = out;
	ps.err = err;
	ps.errlen = errlen;
	for (;;) {
		skip_separators(&ps);
		if (!*ps.p)
			break;
		if (read_part(&ps) != 0)
			return -1;
	}
	if (!ps.have_day)
		return fail(&ps, _("missing the day pillar (e.g. 癸酉日)"));
	if (!ps.have_hour)
		return fail(&ps, _("missing the hour (e.g. 午時)"));
	if (!ps.have_general)
		return fail(&ps, _("missing the monthly general (e.g. 亥將)"));
	if (ps.have_lunar_day && !out->context.lunar_month)
		return fail(&ps, _("a lunar day needs its month (e.g. 九月初三)"));
	if (ps.have_month && out->context.lunar_month
	    && lr_branch_add(LR_YIN, out->context.lunar_month - 1)
	       != out->context.month_branch)
		return fail(&ps, _("the month is given twice, and the two differ"));
	if (ps.have_term && check_term(&ps) < 0)
		return -1;
	if (ps.have_season && !ps.have_term && (out->context.month_branch >= 0
			       || out->context.lunar_month)) {
		int m = out->context.month_branch >= 0 ? out->context.month_branch
			: lr_branch_add(LR_YIN, out->context.lunar_month - 1);
		if (lr_season_of_month(m) != out->context.season)
			return fail(&ps, _("the season does not match the month"));
	}
	const char *why = lr_input_check(&out->input);
	if (why)
		return fail(&ps, "%s", why);
	lr_context_complete(&out->context);
	return 0;
}

int lr_notation_looks_like(const char *text)
{
	return strstr(text, "日") && (strstr(text, "時") || strstr(text, "时")
				     || strstr(text, "加"))
	       && (strstr(text, "將") || strstr(text, "将") || strstr(text, "加"));
}
