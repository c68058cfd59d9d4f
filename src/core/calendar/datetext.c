/* liuren - datetext.c: dates and times as text, ISO 8601 and as people
 * type them (see liuren/datetext.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/datetext.h"

#include <stdio.h>
#include <string.h>

#include "liuren/calendar.h"
#include "liuren/ganzhi.h"
#include "liuren/i18n.h"
#include "liuren/quote.h"

#include "text/fold.h"

static bool take(const char **p, const char *word)
{
	size_t n = strlen(word);
	if (strncmp(*p, word, n))
		return false;
	*p += n;
	return true;
}

static void skip_blanks(const char **p)
{
	for (;;) {
		if (**p == ' ' || **p == ',' || **p == '\t')
			(*p)++;
		else if (!take(p, "，") && !take(p, "、"))
			return;
	}
}

/* 1 to MAX ASCII digits. */
static bool number(const char **p, int max, int *out)
{
	int v = 0, n = 0;
	while (n < max && (*p)[n] >= '0' && (*p)[n] <= '9')
		v = v * 10 + ((*p)[n++] - '0');
	if (n == 0)
		return false;
	*p += n;
	*out = v;
	return true;
}

/* 一 … 九 */
static int digit_word(const char **p)
{
	static const char *const words[] = {
		"一", "二", "三", "四", "五", "六", "七", "八", "九"
	};
	for (int i = 0; i < 9; i++)
		if (take(p, words[i]))
			return i + 1;
	if (take(p, "兩"))
		return 2;
	return 0;
}

/* A number from 1 to 39 in Chinese: 三, 十, 十二, 二十, 二十一, 廿一,
 * 卅; with 初 before 1 … 10 (初一, 初十). */
static bool chinese_number(const char **p, int *out)
{
	const char *s = *p;
	take(&s, "初");
	int v;
	if (take(&s, "廿"))
		v = 20 + digit_word(&s);
	else if (take(&s, "卅"))
		v = 30 + digit_word(&s);
	else if (take(&s, "十"))
		v = 10 + digit_word(&s);
	else if ((v = digit_word(&s)) > 0) {
		if (take(&s, "十"))
			v = v * 10 + digit_word(&s);
	} else
		return false;
	*p = s;
	*out = v;
	return true;
}

static bool any_number(const char **p, int max_digits, int *out)
{
	return number(p, max_digits, out) || chinese_number(p, out);
}

/* The time of day at *P: "8:00", "8:00:30", "8時", "8點", "8點半",
 * "8時30分", "下午5點", "辰時" (the middle of the double hour). */
static bool parse_time(const char **p, struct lr_civil *c)
{
	const char *s = *p;
	int branch = lr_parse_branch(s, &s);
	if (branch >= 0) {
		if (!take(&s, "時"))
			return false;
		c->hour = branch * 2 % 24;
		c->minute = c->second = 0;
		*p = s;
		return true;
	}
	s = *p;
	int add = 0;
	if (take(&s, "下午") || take(&s, "晚上") || take(&s, "傍晚"))
		add = 12;
	else if (take(&s, "中午"))
		add = 12;
	else
		(void)(take(&s, "上午") || take(&s, "早上") || take(&s, "凌晨") ||
		       take(&s, "清晨"));
	int h, m = 0, sec = 0;
	if (!any_number(&s, 2, &h))
		return false;
	if (*s == ':') {
		s++;
		if (!number(&s, 2, &m))
			return false;
		if (*s == ':' && (s++, !number(&s, 2, &sec)))
			return false;
	} else if (take(&s, "時") || take(&s, "點")) {
		if (take(&s, "半"))
			m = 30;
		else if (any_number(&s, 2, &m))
			take(&s, "分");
		else if (take(&s, "整"))
			m = 0;
	} else {
		return false;
	}
	if (add && h < 12)
		h += add;
	c->hour = h;
	c->minute = m;
	c->second = sec;
	*p = s;
	return true;
}

/* The words typed dates are written in (農曆, 閏, 正月, 廿, 下午, 點半 …),
 * the stems and branches (辰時), read with the fold of lr_normalize so
 * that 农历, 腊月 and 点 are theirs. */
static const char *const date_words[] = {
	"農曆", "陰曆", "舊曆", "夏曆", "年", "月", "日", "號", "時", "點", "分",
	"半", "整", "閏", "正", "冬", "臘", "初", "十", "廿", "卅", "一", "二",
	"兩", "三", "四", "五", "六", "七", "八", "九", "上午", "下午", "中午",
	"早上", "清晨", "凌晨", "傍晚", "晚上",
};
static struct lexicon words;

/* RAW in the forms of the date words, into TEXT. */
static const char *typed(const char *raw, char *text, size_t len)
{
	/* ASCII, stems and branches: as they are, without building the
	 * lexicon (which starts the converter) */
	if (fold_already_normal(raw)) {
		snprintf(text, len, "%s", raw);
		return text;
	}
	if (!words.nterms) {
		for (size_t i = 0; i < sizeof date_words / sizeof date_words[0]; i++)
			lexicon_add(&words, date_words[i]);
		for (int i = 0; i < LR_STEMS; i++)
			lexicon_add(&words, lr_stem_name(i));
		for (int i = 0; i < LR_BRANCHES; i++)
			lexicon_add(&words, lr_branch_name(i));
	}
	return lexicon_normalize(&words, raw, text, len);
}

static bool typed_time_word(const char *raw)
{
	char text[256];
	typed(raw, text, sizeof text);
	struct lr_civil c;
	const char *p = text;
	/* plain HH:MM is the ISO parser's */
	if (!parse_time(&p, &c) || *p)
		return false;
	return strchr(text, ':') == NULL || (unsigned char)text[0] >= 0x80;
}

static bool is_lunar_word(const char **p)
{
	return take(p, "農曆") || take(p, "陰曆") || take(p, "舊曆") ||
	       take(p, "夏曆");
}

bool lr_date_text_typed(const char *raw)
{
	char text[256];
	typed(raw, text, sizeof text);
	const char *p = text;
	if (is_lunar_word(&p))
		return true;
	int y;
	if (!number(&p, 4, &y) || p - text != 4)
		return false;
	return *p == '/' || !strncmp(p, "年", strlen("年"));
}

/* The lunar month at *P: 正, 一 … 十二, 冬, 臘 or digits, then 月. */
static bool lunar_month(const char **p, int *month)
{
	const char *s = *p;
	if (take(&s, "正"))
		*month = 1;
	else if (take(&s, "冬"))
		*month = 11;
	else if (take(&s, "臘"))
		*month = 12;
	else if (!any_number(&s, 2, month))
		return false;
	if (!take(&s, "月"))
		return false;
	*p = s;
	return true;
}

static int bad(const char *text, const char *why, char *err, size_t errlen)
{
	snprintf(err, errlen, _("bad date '%s': %s"), text, why);
	return -1;
}

/* Returns 1 when RAW is a typed date (*TIMED: with a time of day), 0 when
 * it is not one of these forms (ISO is tried), -1 with ERR for one that
 * does not exist. */
static int typed_date_parse(const char *raw, struct lr_civil *c, bool *timed,
			    char *err, size_t errlen)
{
	if (!lr_date_text_typed(raw))
		return 0;
	char text[256];
	typed(raw, text, sizeof text);
	const char *p = text;
	memset(c, 0, sizeof *c);
	if (is_lunar_word(&p)) {
		struct lr_lunar_date d = { 0 };
		skip_blanks(&p);
		if (!number(&p, 4, &d.year) || !take(&p, "年"))
			return bad(text, _("expected a lunar date such as "
					   "農曆2026年十月廿一"), err, errlen);
		d.leap = take(&p, "閏");
		if (!lunar_month(&p, &d.month) || !any_number(&p, 2, &d.day))
			return bad(text, _("expected a lunar date such as "
					   "農曆2026年十月廿一"), err, errlen);
		take(&p, "日");
		int64_t days;
		char why[160];
		if (lr_lunar_to_days(&d, &days, why, sizeof why) < 0)
			return bad(text, why, err, errlen);
		lr_civil_from_days(days, &c->year, &c->month, &c->day);
	} else {
		number(&p, 4, &c->year);
		bool chinese = take(&p, "年");
		if (!chinese)
			p++;	/* '/' */
		if (!number(&p, 2, &c->month) ||
		    !(chinese ? take(&p, "月") : *p++ == '/') ||
		    !number(&p, 2, &c->day))
			return bad(text, _("expected YYYY/M/D or YYYY年M月D日"),
				   err, errlen);
		if (chinese)
			(void)(take(&p, "日") || take(&p, "號"));
	}
	skip_blanks(&p);
	*timed = *p != '\0';
	if (*p && !parse_time(&p, c))
		return bad(text, _("expected a time such as 8:00, 8時, 8點半 or "
				   "辰時"), err, errlen);
	skip_blanks(&p);
	if (*p)
		return bad(text, _("expected a time such as 8:00, 8時, 8點半 or "
				   "辰時"), err, errlen);
	const char *why = lr_civil_check(c);
	if (why)
		return bad(text, why, err, errlen);
	return 1;
}

/* ---- ISO 8601 ---- */

/* Read exactly N digits at *P into *OUT. */
static bool digits(const char **p, int n, int *out)
{
	int v = 0;
	for (int i = 0; i < n; i++) {
		char c = (*p)[i];
		if (c < '0' || c > '9')
			return false;
		v = v * 10 + (c - '0');
	}
	*p += n;
	*out = v;
	return true;
}

/* 1 or 2 digits. */
static bool small_number(const char **p, int *out)
{
	if (!digits(p, 1, out))
		return false;
	int more;
	if (digits(p, 1, &more))
		*out = *out * 10 + more;
	return true;
}

/* "HH:MM" or "HH:MM:SS" at *P. */
static bool parse_clock(const char **p, struct lr_civil *c)
{
	const char *s = *p;
	c->second = 0;
	if (!small_number(&s, &c->hour) || *s++ != ':'
	    || !digits(&s, 2, &c->minute))
		return false;
	if (*s == ':' && !digits(&(const char *){ s + 1 }, 2, &c->second))
		return false;
	if (*s == ':')
		s += 3;
	*p = s;
	return true;
}

bool lr_date_text_clock(const char *text, struct lr_civil *c)
{
	return parse_clock(&text, c) && *text == '\0';
}

bool lr_date_text_time_word(const char *text)
{
	struct lr_civil c;
	return lr_date_text_clock(text, &c) || typed_time_word(text);
}

static int bad_text(const char *text, const char *why, char *err,
		    size_t errlen)
{
	char q[LR_QUOTE_SIZE];
	snprintf(err, errlen, _("bad date '%s': %s"), lr_quote(text, q, sizeof q),
		 why);
	return -1;
}

/* Set ZONE_OUT to "+08:00" for an offset suffix at P ("Z", "+08",
 * "+0800", "+08:00"). */
static bool parse_offset(const char *p, char *zone_out, size_t len)
{
	if (!strcmp(p, "Z")) {
		snprintf(zone_out, len, "UTC");
		return true;
	}
	if (*p != '+' && *p != '-')
		return false;
	char sign = *p++;
	int h, m = 0;
	if (!digits(&p, 2, &h))
		return false;
	if (*p == ':' && *++p == '\0')
		return false;	/* "+08:" */
	if (*p && (!digits(&p, 2, &m) || *p))
		return false;
	if (h > 14 || m > 59)
		return false;
	snprintf(zone_out, len, "%c%02d:%02d", sign, h, m);
	return true;
}

int lr_date_text_parse(const char *text, struct lr_date_text *out,
		       char *err, size_t errlen)
{
	memset(out, 0, sizeof *out);
	struct lr_civil *c = &out->civil;
	/* 2027/3/5 8:00, 2027年3月5日辰時, 農曆2026年十月廿一 17:05 */
	int typed = typed_date_parse(text, c, &out->timed, err, errlen);
	if (typed != 0)
		return typed < 0 ? -1 : 0;
	const char *p = text;
	if (!digits(&p, 4, &c->year) || *p++ != '-'
	    || !small_number(&p, &c->month) || *p++ != '-'
	    || !small_number(&p, &c->day))
		return bad_text(text, _("expected YYYY-MM-DD [HH:MM]"), err,
				errlen);
	if (*p == 'T' || *p == ' ') {
		p++;
		while (*p == ' ')
			p++;
		if (!parse_clock(&p, c))
			return bad_text(text, _("expected HH:MM after the date"),
					err, errlen);
		out->timed = true;
		if (*p && !parse_offset(p, out->offset, sizeof out->offset))
			return bad_text(text, _("expected Z or +HH:MM after the "
					"time"), err, errlen);
	} else if (*p) {
		return bad_text(text, _("expected YYYY-MM-DD [HH:MM]"), err,
				errlen);
	}
	const char *why = lr_civil_check(c);
	if (why)
		return bad_text(text, why, err, errlen);
	return 0;
}
