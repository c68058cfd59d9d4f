/* liuren - state.c: the browser's model: stepping (and what a book
 * chart's notation still says when stepped), typed pillars, the pillars
 * the atlas reads (see tui/state.h); the print file is print_file.c's.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/state.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "liuren/i18n.h"
#include "liuren/lang.h"
#include "liuren/normalize.h"
#include "liuren/notation.h"
#include "liuren/reading.h"
#include "liuren/search.h"
#include "tui/session.h"
#include "tui/width.h"

void
tui_state_init(struct tui_state *st)
{
	memset(st, 0, sizeof *st);
	st->input.day = lr_cycle(LR_BING, LR_CHEN);
	st->input.hour = LR_YIN;
	st->input.general = LR_WEI;
	st->general_source = TUI_GEN_TYPED;
	lr_settings_default(&st->settings);
	st->screen = TUI_SCREEN_CHART;
	st->back = TUI_SCREEN_CHART;
	st->theme = TUI_THEME_DARK;
	lr_context_init(&st->querent);
	lr_context_init(&st->stated);
	st->lon = LR_DEFAULT_LON;
	st->lat = LR_DEFAULT_LAT;
	st->sel_palace = st->input.hour;
	st->session = tui_session_new();
	if (!st->session) {
		fprintf(stderr, "liuren: %s\n", _("out of memory"));
		exit(EXIT_FAILURE);
	}
	st->reading = tui_session_reading(st->session);
	st->trace = tui_session_trace(st->session);
	tui_keep_terms_whole();
	tui_state_compute(st);
}

/* The request the browser's chart answers: the moment (its 月將 kept when
 * set by hand), else the typed pillars with what their source stated, as
 * it still holds the days stepped away; the querent as given; SETTINGS. */
static void request_of_state(const struct tui_state *st,
			     const struct lr_settings *settings,
			     struct lr_request *rq)
{
	lr_request_init(rq);
	rq->settings = *settings;
	rq->querent = st->querent;
	if (st->have_moment) {
		rq->source = LR_FROM_MOMENT;
		rq->moment = st->moment;
		if (st->general_source == TUI_GEN_MANUAL) {
			rq->input.general = st->input.general;
			rq->have_general = true;
		}
		return;
	}
	rq->source = LR_FROM_PILLARS;
	snprintf(rq->moment.zone, sizeof rq->moment.zone, "%s", st->zone);
	rq->input = st->input;
	rq->have_day = rq->have_hour = rq->have_general = true;
	if (st->have_stated) {
		tui_stated_shift(&st->stated, st->stated_shift, &rq->stated);
		rq->have_stated = true;
	}
}

void
tui_stated_shift(const struct lr_context *s, int days, struct lr_context *out)
{
	*out = *s;
	if (days == 0)
		return;
	/* the lunar day moves with the day while it stays in its month (a
	 * month has 29 days, or 30 when the stated day is the 30th) */
	bool lunar_in = s->lunar_day <= 0;
	if (s->lunar_day > 0) {
		int d = s->lunar_day + days;
		int last = s->lunar_day > 29 ? s->lunar_day : 29;
		lunar_in = d >= 1 && d <= last;
		out->lunar_day = lunar_in ? d : 0;
		if (!lunar_in) {
			out->lunar_month = 0;
			out->lunar_leap = false;
		}
	}
	/* a year holds that month once: the day is in it only while the
	 * lunar day is known there */
	if (s->lunar_day <= 0 || !lunar_in)
		out->year = out->year_branch = -1;
	if (s->term_day >= 0) {
		/* a 節 opens its month, a 中氣 stands in its middle; terms
		 * come 14.7 to 15.7 days apart, months 29.4 to 31.5 */
		int month = lr_term_day_month(s->term_day);
		bool jie = !lr_term_is_zhongqi(s->term_day);
		if (jie && days > 0 && days <= 29)
			out->month_branch = month;
		else if (jie && days < 0 && days >= -29)
			out->month_branch = lr_branch_add(month, -1);
		else if (!jie && days >= -14 && days <= 13)
			out->month_branch = month;
		else
			out->month_branch = -1;
		out->month_from_lunar = false;
		out->term_day = days >= -13 && days <= 13 ? LR_TERM_DAY_NONE
							  : LR_TERM_DAY_UNKNOWN;
	} else {
		if (s->month_from_lunar && out->lunar_month == 0) {
			out->month_branch = -1;
			out->month_from_lunar = false;
		}
		out->term_day = LR_TERM_DAY_UNKNOWN;
	}
	/* the season of the month; one stated alone (春占) stays */
	if (out->month_branch >= 0)
		out->season = lr_season_of_month(out->month_branch);
	else if (s->month_branch >= 0)
		out->season = LR_SEASON_UNKNOWN;
	/* the lodgings of that day: the moon's is counted again from the
	 * lunar day (lr_context_complete), the sun's taken from the 月將 */
	out->moon_palace = out->sun_palace = -1;
	out->moon_source = out->sun_source = LR_LODGING_NONE;
}

void
tui_state_free(struct tui_state *st)
{
	tui_session_free(st->session);
	st->session = NULL;
	/* the screens' positions own nothing more (their modules say what
	 * they hold) */
	free(st->help);
	free(st->teach);
	free(st->compare);
	st->help = NULL;
	st->teach = NULL;
	st->compare = NULL;
}

void
tui_state_compute(struct tui_state *st)
{
	if (st->have_moment && st->general_source == TUI_GEN_MANUAL) {
		/* the 月將 set by hand, as many months from the calendar's */
		struct lr_calendar cal;
		char err[TUI_STATUS_MAX];
		if (lr_calendar_resolve(&cal, &st->moment, &st->settings, err,
					sizeof err) == 0)
			st->input.general = lr_branch_add(cal.general,
							  -st->general_offset);
	}
	/* the whole reading; the chart without its 神煞 when their table
	 * does not load (the 神煞 pane says why) */
	if (!st->shensha_set && !st->shensha_error[0])
		st->shensha_set = lr_shensha_default(st->shensha_error,
						     sizeof st->shensha_error);
	unsigned parts = LR_READ_RULES | LR_READ_LEISHEN | LR_READ_SHENJIANG |
			 (st->shensha_set ? LR_READ_SHENSHA : 0);
	struct lr_request rq;
	request_of_state(st, &st->settings, &rq);
	char err[TUI_STATUS_MAX], warn[TUI_STATUS_MAX];
	if (tui_session_read(st->session, &rq, parts, err, warn,
			     sizeof err) != 0) {
		tui_status(st, true, "%s", err);
		if (st->have_moment) {
			/* keep the last chart's pillars, typed; say why */
			st->have_moment = false;
			st->have_stated = false;
			st->stated_input = st->input;
			st->general_source = TUI_GEN_TYPED;
			char why[TUI_STATUS_MAX];
			snprintf(why, sizeof why, "%s", st->status);
			tui_state_compute(st);
			tui_status(st, true, "%s", why);
		} else {
			/* inputs are checked where they are made */
			tui_status(st, true, _("invalid chart input"));
		}
		return;
	}
	if (warn[0])
		tui_status(st, true, "%s", warn);
	const struct lr_reading *main_reading =
		tui_session_reading(st->session);
	st->trace = tui_session_trace(st->session);
	lr_trace_format(st->trace);
	if (main_reading->from_moment) {
		st->input = main_reading->chart.input;
		if (st->general_source != TUI_GEN_MANUAL)
			st->general_source = TUI_GEN_CALENDAR;
	}
	st->reading = main_reading;
	/* the compared school's reading is read again when the compare
	 * screen draws (the session forgot the last one with the chart it
	 * was read for), and the teaching step is kept within the new trace
	 * where the teaching screen reads it (tui_teach_step) */
	tui_reading_compute(st, main_reading);
}

const struct lr_reading *
tui_state_compare(struct tui_state *st, const struct lr_settings *settings)
{
	const struct lr_reading *read = tui_session_compared(st->session);
	if (read)
		return read;
	/* the same request under the compared school */
	struct lr_request rq;
	request_of_state(st, settings, &rq);
	tui_session_read_compared(st->session, &rq, LR_READ_PATTERNS);
	return tui_session_compared(st->session);
}

void
tui_state_set_moment(struct tui_state *st, const struct lr_moment *m)
{
	st->moment = *m;
	st->have_moment = true;
	st->general_source = TUI_GEN_CALENDAR;
	st->general_offset = 0;
	tui_state_set_place(st, m->zone, m->lon, m->lat);
	tui_state_compute(st);
}

void
tui_state_type_chart(struct tui_state *st, const struct lr_input *in,
		     const struct lr_context *stated, const char *notation)
{
	st->input = *in;
	st->have_moment = false;
	st->general_source = TUI_GEN_TYPED;
	snprintf(st->stated_text, sizeof st->stated_text, "%s",
		 stated && notation ? notation : "");
	st->stated_input = *in;
	st->stated_shift = 0;
	st->have_stated = stated != NULL;
	if (!stated) {
		lr_context_init(&st->stated);
		return;
	}
	st->stated = *stated;
	if (lr_context_has_querent(stated))
		lr_context_querent(&st->querent, stated);
}

void
tui_state_set_place(struct tui_state *st, const char *zone, double lon,
		    double lat)
{
	if (zone != st->zone)
		snprintf(st->zone, sizeof st->zone, "%s", zone);
	st->lon = lon;
	st->lat = lat;
}

void
tui_state_now(struct tui_state *st)
{
	struct lr_moment m;
	char err[200];
	if (lr_moment_from_utc(&m, st->zone, lr_utc_now(), st->lon, st->lat,
			       err, sizeof err) != 0) {
		tui_status(st, true, "%s", err);
		return;
	}
	tui_state_set_moment(st, &m);
}

/* Move the moment by SECONDS; false (with a status) when it cannot. */
static bool
shift_moment(struct tui_state *st, int64_t seconds)
{
	struct lr_moment m;
	char err[200];
	if (lr_moment_from_utc(&m, st->moment.zone, st->moment.utc + seconds,
			       st->moment.lon, st->moment.lat, err,
			       sizeof err) != 0) {
		tui_status(st, true, "%s", err);
		return false;
	}
	st->moment = m;
	return true;
}

/* Move typed pillars' day by DAYS, and what their source stated with it. */
static void
step_typed_day(struct tui_state *st, int days)
{
	st->input.day = lr_cycle_add(st->input.day, days);
	st->stated_shift += days;
}

void
tui_step_hour(struct tui_state *st, int dir)
{
	if (st->have_moment) {
		shift_moment(st, (int64_t)dir * 2 * 3600);
		return;
	}
	int old = st->input.hour;
	int hour = lr_branch_add(old, dir);
	/* the branch the new day starts in */
	int first = st->settings.day_boundary == LR_DAY_AT_0 ? LR_CHOU : LR_ZI;
	if (dir > 0 && hour == first)
		step_typed_day(st, 1);
	else if (dir < 0 && old == first)
		step_typed_day(st, -1);
	st->input.hour = hour;
}

void
tui_step_day(struct tui_state *st, int dir)
{
	if (st->have_moment) {
		shift_moment(st, (int64_t)dir * 24 * 3600);
		return;
	}
	step_typed_day(st, dir);
}

void
tui_step_week(struct tui_state *st, int dir)
{
	if (st->have_moment) {
		shift_moment(st, (int64_t)dir * 7 * 24 * 3600);
		return;
	}
	step_typed_day(st, 7 * dir);
}

void
tui_step_months(struct tui_state *st, int months)
{
	if (!st->have_moment) {
		tui_status(st, true, _("typed pillars have no calendar: month and "
			   "year steps need a moment (n or g)"));
		return;
	}
	struct lr_civil c = st->moment.civil;
	int m = c.year * 12 + (c.month - 1) + months;
	c.year = m / 12;
	c.month = m % 12 + 1;
	int last = lr_month_days(c.year, c.month);
	if (c.day > last)
		c.day = last;
	struct lr_moment nm;
	char err[200];
	if (lr_moment_from_civil(&nm, st->moment.zone, &c, st->moment.lon,
				 st->moment.lat, err, sizeof err) != 0) {
		tui_status(st, true, "%s", err);
		return;
	}
	st->moment = nm;
}

const char *
tui_search_name(const struct tui_state *st, bool *shensha)
{
	*shensha = false;
	if (st->focus == TUI_PANE_SHENSHA) {
		const struct tui_shensha_item *it = tui_selected_shensha(st);
		*shensha = true;
		return it ? it->name : NULL;
	}
	if (st->focus == TUI_PANE_BIFA) {	/* the 法 itself */
		return st->sel_bifa < st->nbifa ? st->bifa[st->sel_bifa].name
						 : NULL;
	}
	const struct lr_rule_result *r = tui_selected_pattern(st);
	return r ? r->name : NULL;
}

int
tui_search(struct tui_state *st, int dir)
{
	bool shensha;
	const char *name = tui_search_name(st, &shensha);
	if (!name) {
		tui_status(st, true, "%s", shensha ?
			   _("no 神煞 is selected: nothing to search for") :
			   _("no 課體 fires in this chart: nothing to search "
			     "for"));
		return -1;
	}
	if (!st->have_moment) {
		tui_status(st, true, "%s", _("searching needs a moment: typed "
			   "pillars have no calendar (n or g)"));
		return -1;
	}
	/* the name outlives the new chart's items */
	static char asked[128];
	snprintf(asked, sizeof asked, "%s", name);
	struct lr_search_query q;
	static struct lr_search_hit hit;
	char err[256];
	int64_t at = st->moment.utc;
	lr_search_init(&q, at - TUI_SEARCH_SPAN, at + TUI_SEARCH_SPAN,
		       st->moment.zone, st->moment.lon, st->moment.lat,
		       &st->settings);
	q.querent = st->querent;
	/* a 神煞 is looked for on the places its pane shows first */
	if ((shensha ? lr_search_add_shensha(&q, asked, (1u << LR_PLACES) - 1,
					     err, sizeof err) :
	     lr_search_add(&q, asked, err, sizeof err)) != 0) {
		tui_status(st, true, "%s", err);
		return -1;
	}
	int rc = lr_search_step(&q, at, dir, TUI_SEARCH_SPAN, &hit, err,
				sizeof err);
	if (rc < 0) {
		tui_status(st, true, "%s", err);
		return -1;
	}
	if (rc == 0) {
		tui_status(st, false, dir > 0 ? _("%s: none ahead within a year")
			   : _("%s: none back within a year"), asked);
		return 0;
	}
	tui_state_set_moment(st, &hit.moment);
	char where[128] = "";
	if (shensha) {
		/* keep it selected: the first line naming it */
		for (int i = 0; tui_shensha_item(st, i); i++)
			if (!strcmp(tui_shensha_item(st, i)->name, asked)) {
				st->sel_shensha = i;
				break;
			}
		for (int p = 0; p < LR_PLACES; p++)
			if (hit.shensha_at[0] >> p & 1)
				snprintf(where + strlen(where),
					 sizeof where - strlen(where), " %s%s",
					 lr_place_name((enum lr_place)p),
					 lr_branch_name(lr_place_branch(
						&hit.chart, &hit.context,
						(enum lr_place)p)));
	} else {
		/* keep the pattern selected on the new chart */
		for (int i = 0; i < st->nfired; i++)
			if (strcmp(lr_reading_patterns(st->reading)[st->fired[i]].name,
				   asked) == 0)
				st->sel_pattern = i;
	}
	char when[32];
	lr_civil_format(&hit.moment.civil, when, sizeof when);
	when[16] = 0;
	tui_status(st, false, dir > 0 ? _("%s next at %s%s") :
		   _("%s previous at %s%s"), asked, when, where);
	return 1;
}

void
tui_step_general(struct tui_state *st, int dir)
{
	/* the monthly general moves backwards through the branches as the
	 * months go on: 正月 亥, 二月 戌 … */
	if (st->have_moment) {
		/* months from the calendar's (tui_state_compute sets it) */
		st->general_offset = lr_branch_add(st->general_offset, dir);
		st->general_source = st->general_offset ? TUI_GEN_MANUAL
							: TUI_GEN_CALENDAR;
		return;
	}
	/* back on the 月將 typed, it is no longer set by hand */
	st->input.general = lr_branch_add(st->input.general, -dir);
	st->general_source = st->input.general != st->stated_input.general
			     ? TUI_GEN_MANUAL : TUI_GEN_TYPED;
}

/* Split TEXT at ASCII blanks and U+3000 into at most MAX words. */
static int
split_words(char *text, char **words, int max)
{
	int n = 0;
	char *p = text;
	for (;;) {
		while (*p == ' ' || *p == '\t' ||
		       (strncmp(p, "\xe3\x80\x80", 3) == 0 && (p += 2)))
			p++;
		if (!*p)
			return n;
		if (n == max)
			return max + 1;
		words[n++] = p;
		while (*p && *p != ' ' && *p != '\t' &&
		       strncmp(p, "\xe3\x80\x80", 3) != 0)
			p++;
		if (*p == ' ' || *p == '\t') {
			*p++ = 0;
		} else if (*p) {
			*p = 0;
			p += 3;
		}
	}
}

int
tui_parse_pillars(const char *text, struct lr_input *input, char *err,
		  size_t errlen)
{
	struct lr_context stated;
	return tui_parse_chart(text, input, &stated, err, errlen) < 0 ? -1 : 0;
}

int
tui_parse_chart(const char *text, struct lr_input *input,
		struct lr_context *stated, char *err, size_t errlen)
{
	char buf[TUI_PROMPT_MAX * 2];
	char *w[3];
	lr_context_init(stated);
	if (strlen(text) >= sizeof buf) {
		snprintf(err, errlen, _("pillars too long"));
		return -1;
	}
	lr_normalize(text, buf, sizeof buf);
	/* the book's notation: 丙辰日寅時未將 */
	if (lr_notation_looks_like(buf)) {
		struct lr_notation nt;
		if (lr_notation_parse(buf, &nt, err, errlen) != 0)
			return -1;
		*input = nt.input;
		*stated = nt.context;
		return 1;
	}
	int n = split_words(buf, w, 3);
	/* run together: 丙辰寅未, 丙辰寅小吉 */
	const char *rest;
	int run_stem, run_branch, run_hour;
	if (n == 1 && (run_stem = lr_parse_stem(w[0], &rest)) >= 0 &&
	    (run_branch = lr_parse_branch(rest, &rest)) >= 0 &&
	    (run_hour = lr_parse_branch(rest, &rest)) >= 0 && *rest) {
		int run_day = lr_cycle(run_stem, run_branch);
		int run_general = lr_parse_month_general(rest);
		if (run_day >= 0 && run_general >= 0) {
			input->day = run_day;
			input->hour = run_hour;
			input->general = run_general;
			return 0;
		}
	}
	if (n != 3) {
		snprintf(err, errlen, _("need three words: day hour 月將 (e.g. 丙辰 寅 未)"));
		return -1;
	}
	int day = lr_parse_cycle_exact(w[0]);
	if (day == -2) {
		snprintf(err, errlen, _("bad day pillar '%s': stem and branch "
			 "differ in yin/yang"), w[0]);
		return -1;
	}
	if (day < 0) {
		snprintf(err, errlen, _("bad day pillar '%s' (e.g. 丙辰)"), w[0]);
		return -1;
	}
	int hour = lr_parse_branch_exact(w[1]);
	if (hour < 0) {
		snprintf(err, errlen, _("bad hour '%s': give a branch (e.g. 寅)"),
			 w[1]);
		return -1;
	}
	int general = lr_parse_month_general(w[2]);
	if (general < 0) {
		snprintf(err, errlen, _("bad 月將 '%s': give a branch or a "
			 "general's name (e.g. 未 or 小吉)"), w[2]);
		return -1;
	}
	input->day = day;
	input->hour = hour;
	input->general = general;
	return 0;
}

int
tui_compare_variants(const struct tui_state *st,
		     struct tui_variant out[TUI_VARIANTS_MAX])
{
	static const enum lr_setting_id chart_settings[] = {
		LR_SET_noble_table, LR_SET_day_hours, LR_SET_shehai,
		LR_SET_shehai_home, LR_SET_age_count
	};
	/* the age count moves 行年 only for a birth date, a sex and a moment */
	const struct lr_context *q = &st->querent;
	bool by_age = q->birth_dated && q->sex != LR_SEX_UNKNOWN &&
		      !q->xingnian_given && st->have_moment;
	int n = 0;
	for (size_t i = 0; i < sizeof chart_settings / sizeof chart_settings[0];
	     i++) {
		enum lr_setting_id id = chart_settings[i];
		if (id == LR_SET_age_count && !by_age)
			continue;
		const struct lr_setting_info *info = lr_setting_info(id);
		for (int v = 0; v < info->value_count; v++)
			if (v != lr_setting_get(&st->settings, id) &&
			    n < TUI_VARIANTS_MAX)
				out[n++] = (struct tui_variant){ id, v };
	}
	return n;
}

void
tui_settings_label(const struct lr_settings *settings, char *buf,
		   size_t buflen)
{
	size_t used = 0;
	buf[0] = 0;
	/* Chinese reads the book's names (涉害=孟仲季), every other
	 * language the keys as typed (shehai=mengzhongji) */
	enum lr_lang lang = lr_lang_current();
	bool chinese = lang == LR_LANG_ZH_HANT || lang == LR_LANG_ZH_HANS;
	for (int id = 0; id < LR_SET_COUNT; id++) {
		const struct lr_setting_info *info = lr_setting_info(id);
		int v = lr_setting_get(settings, id);
		if (v == info->default_value)
			continue;
		int w = snprintf(buf + used, buflen - used, "%s%s=%s",
				 used ? " " : "", chinese ? info->alias : info->key,
				 chinese ? lr_setting_value_alias(id, v)
					 : lr_setting_value_name(id, v));
		if (w < 0 || (size_t)w >= buflen - used)
			break;
		used += (size_t)w;
	}
	if (!used)
		snprintf(buf, buflen, _("default settings"));
}

const char *const tui_ambiguous_names[] = { "auto", "narrow", "wide", NULL };

int
tui_parse_ambiguous(const char *text, enum tui_ambiguous *out)
{
	for (int i = 0; tui_ambiguous_names[i]; i++)
		if (!strcmp(text, tui_ambiguous_names[i])) {
			*out = (enum tui_ambiguous)i;
			return 0;
		}
	return -1;
}

void
tui_use_ambiguous(struct tui_state *st, bool wide)
{
	tw_set_ascii_marks(wide);
	if (wide)
		st->ascii = true;
}

void
tui_status(struct tui_state *st, bool error, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(st->status, sizeof st->status, fmt, ap);
	va_end(ap);
	if (n >= (int)sizeof st->status) {
		/* longer than the buffer: end on a whole character, marked */
		size_t end = sizeof st->status - 1 - strlen(TW_ELLIPSIS);
		while (end > 0 && ((unsigned char)st->status[end] & 0xC0) == 0x80)
			end--;
		strcpy(st->status + end, TW_ELLIPSIS);
	}
	st->status_error = error;
	st->status_path[0] = 0;
	st->status_nforms = 0;
}

void
tui_status_path(struct tui_state *st, const char *path,
		const char *const *forms, int n)
{
	if (n > TUI_STATUS_FORMS)
		n = TUI_STATUS_FORMS;
	tui_status(st, false, forms[0], path);
	snprintf(st->status_path, sizeof st->status_path, "%s", path);
	for (int i = 0; i < n; i++)
		snprintf(st->status_forms[i], sizeof st->status_forms[i], "%s",
			 forms[i]);
	st->status_nforms = n;
}

/* The terms the program knows (every name lr_normalize knows: 課體 and
 * their variants, 神煞, generals, kin, methods …) and the words of the
 * plate and the derivation, kept whole by the line breaker. */
static void
keep_name_whole(const char *name, void *simplified)
{
	tw_keep_whole(name);
	if (simplified) {
		char *s = lr_lang_t2s_dup(name);
		if (s)
			tw_keep_whole(s);
		free(s);
	}
}

void
tui_keep_terms_whole(void)
{
	static const char *const words[] = {
		"天盤", "地盤", "月將", "占時", "寄宮", "四課", "三傳", "初傳",
		"中傳", "末傳", "發用", "干上", "支上", "干陰", "支陰", "旬空",
		"遁干", "天將", "年命", "本命", "行年", "夫行年", "妻行年",
		"上克下", "下賊上", "印綬", "日宿", "月宿", "日干", "日支",
		"課體", "神煞", "斗罡", "天乙", "晝貴", "夜貴",
	};
	static bool traditional, simplified;
	bool simp = lr_lang_current() == LR_LANG_ZH_HANS &&
		    lr_lang_t2s_available();
	if (traditional && (!simp || simplified))
		return;
	for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
		keep_name_whole(words[i], simp ? "" : NULL);
	lr_normalize_each_name(keep_name_whole, simp ? "" : NULL);
	traditional = true;
	simplified |= simp;
}

void
tui_status_language(struct tui_state *st)
{
	tui_keep_terms_whole();
	if (lr_lang_current() == LR_LANG_ZH_HANS && !lr_lang_t2s_available())
		tui_status(st, true, _("简体中文: OpenCC's library (libopencc) or "
			   "its t2s configuration is missing; the text stays "
			   "Traditional"));
	else
		tui_status(st, false, "%s", lr_lang_native_name(lr_lang_current()));
}

int
tui_read_pillars(const struct lr_settings *settings, const struct lr_input *in,
		 unsigned parts, int bifa, struct lr_reading *out)
{
	struct lr_request rq;
	char err[TUI_STATUS_MAX];
	lr_request_init(&rq);
	rq.source = LR_FROM_PILLARS;
	rq.settings = *settings;
	rq.input = *in;
	rq.have_day = rq.have_hour = rq.have_general = true;
	if (bifa > 0) {
		rq.only_bifa[0] = bifa;
		rq.nonly_bifa = 1;
	}
	return lr_reading_make(out, &rq, parts, NULL, err, sizeof err);
}
