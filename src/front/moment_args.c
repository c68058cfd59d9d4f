/* liuren - moment_args.c: date and time options and the chart header.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "front/moment_args.h"

#include <stdlib.h>
#include <string.h>

#include "liuren/chart.h"
#include "liuren/cnum.h"
#include "liuren/datetext.h"
#include "liuren/ganzhi.h"
#include "liuren/i18n.h"
#include "liuren/quote.h"

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

static bool is_clock(const char *text)
{
	return lr_date_text_time_word(text);
}

/* Does TEXT look like it means to be a date ("2026-…")? */
static bool looks_like_date(const char *text)
{
	int y;
	const char *word = text;
	return (digits(&text, 4, &y) && *text == '-') ||
	       lr_date_text_typed(word);
}

int front_moment_parse_text(const char *text, const char *zone, double lon,
			 double lat, struct lr_moment *m, char *err,
			 size_t errlen)
{
	if (!strcmp(text, "now"))
		return lr_moment_from_utc(m, zone, lr_utc_now(), lon, lat, err,
					  errlen);
	struct lr_date_text d;
	if (lr_date_text_parse(text, &d, err, errlen) < 0)
		return -1;
	const struct lr_civil *c = &d.civil;
	const char *offset_zone = d.offset;
	if (!*offset_zone)
		return lr_moment_from_civil(m, zone, c, lon, lat, err, errlen);
	/* An explicit offset fixes the instant; --tz only chooses the clock
	 * it is shown on. */
	struct lr_moment fixed;
	if (lr_moment_from_civil(&fixed, offset_zone, c, lon, lat, err,
				 errlen) < 0)
		return -1;
	if (!zone || !*zone) {
		*m = fixed;
		return 0;
	}
	return lr_moment_from_utc(m, zone, fixed.utc, lon, lat, err, errlen);
}

/* "2026-10-21", "2025-閏6-01", "2025-leap6-1" */
static int parse_lunar(const char *text, struct lr_lunar_date *d, char *err,
		       size_t errlen)
{
	const char *p = text;
	memset(d, 0, sizeof *d);
	if (!digits(&p, 4, &d->year) || *p++ != '-')
		goto bad;
	if (!strncmp(p, "閏", strlen("閏"))) {
		d->leap = true;
		p += strlen("閏");
	} else if (!strncmp(p, "leap", 4)) {
		d->leap = true;
		p += 4;
	}
	if (!small_number(&p, &d->month) || *p++ != '-'
	    || !small_number(&p, &d->day) || *p)
		goto bad;
	return 0;
bad:;
	char q[LR_QUOTE_SIZE];
	snprintf(err, errlen, _("bad lunar date '%s': expected YYYY-MM-DD, a "
		 "leap month as YYYY-閏MM-DD or YYYY-leapMM-DD"),
		 lr_quote(text, q, sizeof q));
	return -1;
}

static int parse_degrees(const char *text, const char *what, double limit,
			 double *out, char *err, size_t errlen)
{
	char *end;
	double v = lr_cnum_parse(text, &end);	/* 121.47 in any locale */
	if (end == text || *end || !(v >= -limit && v <= limit)) {
		char q[LR_QUOTE_SIZE];
		snprintf(err, errlen, _("bad %s '%s': expected degrees from "
			 "%g to %g"), what, lr_quote(text, q, sizeof q), -limit,
			 limit);
		return -1;
	}
	*out = v;
	return 0;
}

void front_moment_words_init(struct front_moment_words *w)
{
	memset(w, 0, sizeof *w);
	w->zone = "";
	w->lon = LR_DEFAULT_LON;
	w->lat = LR_DEFAULT_LAT;
}

/* The word after the one P read last, when it is a time of day ("17:05"):
 * taken out of P and returned, else NULL. */
static const char *clock_after(struct optspec_parser *p)
{
	if (p->next < p->argc && is_clock(p->argv[p->next]))
		return p->argv[p->next++];
	return NULL;
}

int front_moment_words_option(struct front_moment_words *w, struct optspec_parser *p,
			   int id, const char *v, char *err, size_t errlen)
{
	switch (id) {
	case FRONT_MOMENT_OPT_TZ:
		if (!*v) {
			snprintf(err, errlen, "%s", _(FRONT_TZ_EMPTY));
			return -1;
		}
		w->zone = v;
		return 0;
	case FRONT_MOMENT_OPT_LON:
		return parse_degrees(v, _("longitude"), 180, &w->lon, err, errlen);
	case FRONT_MOMENT_OPT_LAT:
		return parse_degrees(v, _("latitude"), 90, &w->lat, err, errlen);
	case FRONT_MOMENT_OPT_LUNAR:
		w->lunar = v;
		w->lunar_clock = clock_after(p);
		return 0;
	case FRONT_MOMENT_OPT_TRUE_SOLAR:
		w->true_solar = true;
		return 0;
	}
	return 0;
}

int front_moment_words_word(struct front_moment_words *w, struct optspec_parser *p,
			 const char *word, char *err, size_t errlen)
{
	if (strcmp(word, "now") && !looks_like_date(word))
		return 0;
	if (*w->when || w->lunar) {
		char q[LR_QUOTE_SIZE];
		snprintf(err, errlen, _("more than one date: '%s'"),
			 lr_quote(word, q, sizeof q));
		return -1;
	}
	snprintf(w->when, sizeof w->when, "%s", word);
	const char *clock = clock_after(p);
	if (clock)
		snprintf(w->when + strlen(w->when), sizeof w->when - strlen(w->when),
			 " %s", clock);
	return 1;
}

bool front_moment_words_dated(const struct front_moment_words *w)
{
	return *w->when || w->lunar;
}

int front_moment_words_resolve(const struct front_moment_words *w,
			    struct lr_moment *m, char *err, size_t errlen)
{
	const char *zone = w->zone;
	double lon = w->lon, lat = w->lat;
	if (lr_zone_check(zone, err, errlen) < 0)
		return -1;
	if (w->lunar && *w->when) {
		snprintf(err, errlen, "%s", _("give either a date or --lunar, not both"));
		return -1;
	}
	if (!w->lunar)
		return front_moment_parse_text(*w->when ? w->when : "now", zone, lon,
					    lat, m, err, errlen);
	struct lr_lunar_date ld;
	int64_t days;
	if (parse_lunar(w->lunar, &ld, err, errlen) < 0
	    || lr_lunar_to_days(&ld, &days, err, errlen) < 0)
		return -1;
	struct lr_civil c = { 0 };
	lr_civil_from_days(days, &c.year, &c.month, &c.day);
	if (w->lunar_clock) {
		lr_date_text_clock(w->lunar_clock, &c);
		const char *why = lr_civil_check(&c);
		if (why) {
			char q[LR_QUOTE_SIZE];
			snprintf(err, errlen, _("bad time '%s': %s"),
				 lr_quote(w->lunar_clock, q, sizeof q),
				 why);
			return -1;
		}
	}
	return lr_moment_from_civil(m, zone, &c, lon, lat, err, errlen);
}

/* The date and time options alone, for front_moment_args_take. */
static const struct optspec moment_only[] = {
	FRONT_MOMENT_ROWS
	{ OPTSPEC_END },
};

int front_moment_args_parse(int *argc, char **argv, struct lr_settings *settings,
			 struct lr_moment *m, char *err, size_t errlen)
{
	return front_moment_args_take(argc, argv, settings, m, NULL, err, errlen);
}

int front_moment_args_take(int *argc, char **argv, struct lr_settings *settings,
			struct lr_moment *m, bool *date_given, char *err,
			size_t errlen)
{
	struct front_moment_words w;
	front_moment_words_init(&w);
	struct optspec_parser p;
	front_optspec_init(&p, moment_only, *argc, argv,
		     OPTSPEC_PASS | OPTSPEC_DASHDASH_KEPT);
	const struct optspec *row;
	const char *v;
	int kept = 1, got;
	while ((got = front_optspec_next(&p, &row, &v)) == 1) {
		if (row && row->kind != OPTSPEC_WORDS) {
			if (front_moment_words_option(&w, &p, row->id, v, err,
						   errlen) < 0)
				return -1;
			continue;
		}
		char *word = argv[p.index];
		if (!p.operands && strlen(word) >= 3 && p.next < p.argc &&
		    !strncmp("--birth", word, strlen(word))) {
			/* a birth date is the querent's, not the chart's
			 * (--birth, or as getopt abbreviates it) */
			argv[kept++] = word;
			argv[kept++] = argv[p.next++];
			continue;
		}
		int taken = row ? front_moment_words_word(&w, &p, word, err, errlen)
				: 0;
		if (taken < 0)
			return -1;
		if (!taken)
			argv[kept++] = word;
	}
	if (got < 0) {
		snprintf(err, errlen, "%s", p.err);
		return -1;
	}
	*argc = kept;
	if (w.true_solar)
		settings->true_solar = 1;
	if (date_given)
		*date_given = front_moment_words_dated(&w);
	return front_moment_words_resolve(&w, m, err, errlen);
}

/* ---- the header ---- */

const char *front_moment_format_utc(const struct lr_moment *m, int64_t utc,
				 char *buf, size_t buflen)
{
	struct lr_civil c;
	lr_zone_civil(m->zone, utc, &c, NULL);
	return lr_civil_format(&c, buf, buflen);
}

static void format_offset(int offset, char *buf, size_t buflen)
{
	int a = abs(offset) % (100 * 3600);
	snprintf(buf, buflen, "%c%02d:%02d", offset < 0 ? '-' : '+', a / 3600,
		 a / 60 % 60);
}

/* "2026-11-29T17:05:00+08:00" */
static void format_iso(const struct lr_moment *m, int64_t utc, char *buf,
		       size_t buflen)
{
	struct lr_civil c;
	int off;
	char o[16];
	lr_zone_civil(m->zone, utc, &c, &off);
	format_offset(off, o, sizeof o);
	snprintf(buf, buflen, "%04d-%02d-%02dT%02d:%02d:%02d%s", c.year,
		 c.month, c.day, c.hour, c.minute, c.second, o);
}

static void lunar_text(const struct lr_lunar_date *d, char *buf, size_t len)
{
	char year[8], month[32];
	lr_cycle_name(((d->year - 1984) % 60 + 60) % 60, year);
	lr_lunar_month_name(d->month, d->leap, month, sizeof month);
	snprintf(buf, len, "%s年%s%s", year, month, lr_lunar_day_name(d->day));
}

static const char *minutes_text(int64_t seconds, char *buf, size_t len)
{
	int64_t min = (seconds + 59) / 60;
	if (min >= 120)
		snprintf(buf, len, _("%lld h %lld min"), (long long)(min / 60),
			 (long long)(min % 60));
	else
		snprintf(buf, len, _("%lld min"), (long long)min);
	return buf;
}

void front_moment_print_header(FILE *out, const struct lr_moment *m,
			    const struct lr_calendar *cal,
			    const struct lr_settings *settings,
			    int warn_minutes)
{
	char buf[32], o[16], text[96];
	format_offset(m->utc_offset, o, sizeof o);
	const char *abbrev = lr_zone_abbrev(m->zone, m->utc);
	fprintf(out, _("Time     %s %s (%s%sUTC%s)"),
		lr_civil_format(&m->civil, buf, sizeof buf),
		lr_zone_display(m->zone), abbrev, *abbrev ? ", " : "", o);
	fputc('\n', out);
	if (m->kind == LR_CIVIL_GAP) {
		fprintf(out, _("         %s does not exist in %s (the clocks "
			       "go forward); the chart is cast for %s"),
			lr_civil_format(&m->asked, text, sizeof text),
			lr_zone_display(m->zone), buf);
		fputc('\n', out);
	} else if (m->kind == LR_CIVIL_OVERLAP) {
		fprintf(out, _("         %s comes twice in %s; the first is "
			       "taken (UTC%s)"),
			buf, lr_zone_display(m->zone), o);
		fputc('\n', out);
	}
	if (settings->true_solar) {
		fprintf(out, _("         true solar time %s (%.2f°%c %.2f°%c, "
			       "equation of time %+.1f min)"),
			lr_civil_format(&cal->reckon, buf, sizeof buf),
			m->lon < 0 ? -m->lon : m->lon, m->lon < 0 ? 'W' : 'E',
			m->lat < 0 ? -m->lat : m->lat, m->lat < 0 ? 'S' : 'N',
			cal->equation_of_time / 60.0);
		fputc('\n', out);
	}
	lunar_text(&cal->lunar, text, sizeof text);
	fprintf(out, _("Lunar    %s"), text);
	fputc('\n', out);
	char y[8], mo[8], d[8], h[8];
	fprintf(out, _("Pillars  %s年 %s月 %s日 %s時"), lr_cycle_name(cal->year, y),
		lr_cycle_name(cal->month, mo), lr_cycle_name(cal->day, d),
		lr_cycle_name(cal->hour, h));
	fputc('\n', out);
	const struct lr_term *next_term =
		cal->next_jie.utc < cal->next_zhongqi.utc ? &cal->next_jie
							  : &cal->next_zhongqi;
	/* the 節 and the 中氣 in force, the older first */
	const struct lr_term *first = &cal->prev_jie, *second = &cal->prev_zhongqi;
	if (second->utc < first->utc) {
		first = &cal->prev_zhongqi;
		second = &cal->prev_jie;
	}
	char t1[32], t2[32];
	front_moment_format_utc(m, first->utc, t1, sizeof t1);
	front_moment_format_utc(m, second->utc, t2, sizeof t2);
	fprintf(out, _("Terms    %s %s, %s %s; next %s %s"),
		lr_term_name(first->index), t1, lr_term_name(second->index), t2,
		lr_term_name(next_term->index),
		front_moment_format_utc(m, next_term->utc, buf, sizeof buf));
	fputc('\n', out);
	fprintf(out, _("General  %s %s  from %s to %s (%s)"),
		lr_branch_name(cal->general), lr_month_general_name(cal->general),
		front_moment_format_utc(m, cal->general_since, buf, sizeof buf),
		front_moment_format_utc(m, cal->general_until, text, sizeof text),
		settings->general_by == LR_GENERAL_BY_JIE ? _("by the 節")
							  : _("by the 中氣"));
	fputc('\n', out);
	int64_t next;
	if (!front_moment_change_soon(cal, warn_minutes, text, sizeof text, &next))
		return;
	front_moment_format_utc(m, next, buf, sizeof buf);
	/* TRANSLATORS: the change coming (the 月將, the day or the hour
	   changes in 2 min) and its instant */
	fprintf(out, _("Note     %s (%s)"), text, buf);
	fputc('\n', out);
}

bool front_moment_change_soon(const struct lr_calendar *cal, int warn_minutes,
			   char *buf, size_t buflen, int64_t *at)
{
	char what;
	int64_t next = lr_calendar_next_change(cal, &what);
	int64_t left = next - cal->utc;
	if (warn_minutes <= 0 || left < 0 || left > (int64_t)warn_minutes * 60)
		return false;
	char mins[48];
	minutes_text(left, mins, sizeof mins);
	if (what == 'g')
		snprintf(buf, buflen, _("the 月將 changes in %s"), mins);
	else if (what == 'd')
		snprintf(buf, buflen, _("the day changes in %s"), mins);
	else
		snprintf(buf, buflen, _("the hour changes in %s"), mins);
	if (at)
		*at = next;
	return true;
}

static void json_instant(struct json *j, const struct lr_moment *m,
			 int64_t utc)
{
	char buf[40];
	format_iso(m, utc, buf, sizeof buf);
	front_json_string(j, buf);
}

static void json_term(struct json *j, const char *key,
		      const struct lr_moment *m, const struct lr_term *t)
{
	front_json_key(j, key);
	front_json_object_begin(j);
	front_json_key(j, "name");
	front_json_string(j, lr_term_name(t->index));
	front_json_key(j, "at");
	json_instant(j, m, t->utc);
	front_json_object_end(j);
}

void front_moment_write_json(struct json *j, const struct lr_moment *m,
			  const struct lr_calendar *cal,
			  const struct lr_settings *settings)
{
	static const char *const kinds[] = { "exact", "gap", "overlap" };
	char buf[96];
	front_json_key(j, "datetime");
	front_json_object_begin(j);
	front_json_key(j, "local");
	json_instant(j, m, m->utc);
	front_json_key(j, "utc");
	struct lr_civil u;
	lr_zone_civil("UTC", m->utc, &u, NULL);
	snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d:%02dZ", u.year,
		 u.month, u.day, u.hour, u.minute, u.second);
	front_json_string(j, buf);
	front_json_key(j, "zone");
	front_json_string(j, lr_zone_display(m->zone));
	front_json_key(j, "utc_offset");
	front_json_int(j, m->utc_offset);
	front_json_key(j, "civil");
	front_json_string(j, kinds[m->kind]);
	if (m->kind != LR_CIVIL_EXACT) {
		front_json_key(j, "asked");
		front_json_string(j, lr_civil_format(&m->asked, buf, sizeof buf));
	}
	front_json_key(j, "lon");
	front_json_double(j, m->lon, 4);
	front_json_key(j, "lat");
	front_json_double(j, m->lat, 4);
	front_json_key(j, "true_solar");
	if (settings->true_solar)
		front_json_string(j, lr_civil_format(&cal->reckon, buf, sizeof buf));
	else
		front_json_null(j);
	front_json_object_end(j);

	front_json_key(j, "lunar");
	front_json_object_begin(j);
	front_json_key(j, "year");
	front_json_int(j, cal->lunar.year);
	front_json_key(j, "month");
	front_json_int(j, cal->lunar.month);
	front_json_key(j, "leap");
	front_json_bool(j, cal->lunar.leap);
	front_json_key(j, "day");
	front_json_int(j, cal->lunar.day);
	front_json_key(j, "text");
	lunar_text(&cal->lunar, buf, sizeof buf);
	front_json_string(j, buf);
	front_json_object_end(j);

	char name[8];
	front_json_key(j, "pillars");
	front_json_object_begin(j);
	front_json_key(j, "year");
	front_json_string(j, lr_cycle_name(cal->year, name));
	front_json_key(j, "month");
	front_json_string(j, lr_cycle_name(cal->month, name));
	front_json_key(j, "day");
	front_json_string(j, lr_cycle_name(cal->day, name));
	front_json_key(j, "hour");
	front_json_string(j, lr_cycle_name(cal->hour, name));
	front_json_object_end(j);

	front_json_key(j, "solar_term");
	front_json_object_begin(j);
	json_term(j, "jie", m, &cal->prev_jie);
	json_term(j, "zhongqi", m, &cal->prev_zhongqi);
	json_term(j, "next_jie", m, &cal->next_jie);
	json_term(j, "next_zhongqi", m, &cal->next_zhongqi);
	front_json_object_end(j);

	front_json_key(j, "calendar_general");
	front_json_string(j, lr_branch_name(cal->general));
	const struct lr_term *since = settings->general_by == LR_GENERAL_BY_JIE
				      ? &cal->prev_jie : &cal->prev_zhongqi;
	const struct lr_term *until = settings->general_by == LR_GENERAL_BY_JIE
				      ? &cal->next_jie : &cal->next_zhongqi;
	json_term(j, "general_since", m, since);
	json_term(j, "general_until", m, until);

	front_json_key(j, "hour_span");
	front_json_array_begin(j);
	json_instant(j, m, cal->hour_start);
	json_instant(j, m, cal->hour_end);
	front_json_array_end(j);

	char what;
	int64_t next = lr_calendar_next_change(cal, &what);
	front_json_key(j, "next_change");
	front_json_object_begin(j);
	front_json_key(j, "what");
	front_json_string(j, what == 'g' ? "general" : what == 'd' ? "day" : "hour");
	front_json_key(j, "at");
	json_instant(j, m, next);
	front_json_key(j, "seconds");
	front_json_int(j, next - cal->utc);
	front_json_object_end(j);
}
