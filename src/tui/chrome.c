/* liuren - chrome.c: the header and the footer every screen shares: the
 * chart's moment and pillars, the day/night rule, the querent, and the
 * keys of the screen ranked so the most useful fit (see tui/chrome.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/chrome.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "front/moment_args.h"
#include "front/render_print.h"
#include "liuren/i18n.h"
#include "tui/print_file.h"
#include "tui/width.h"

/* ---- header and footer ---- */

/* The rule that made the chart a day or a night one, for the header:
 * the hours of the setting (卯至酉, 卯至申; by night the others), or the
 * sunrise or sunset the moment follows. */
static void
daynight_rule(const struct tui_state *st, char *buf, size_t buflen)
{
	bool day = st->reading->chart.daytime;
	if (st->have_moment && st->settings.day_hours == LR_DAY_SUN) {
		bool sun_day;
		int64_t last;
		if (lr_sun_daytime(&st->moment, &sun_day, &last, NULL) == 0 &&
		    sun_day == day) {
			struct lr_civil c;
			lr_zone_civil(st->moment.zone, last, &c, NULL);
			snprintf(buf, buflen, day ? _("after sunrise %02d:%02d")
				 : _("after sunset %02d:%02d"), c.hour, c.minute);
			return;
		}
	}
	/* the hour rule (also where the sun does not rise or set) */
	int last = st->settings.day_hours == LR_DAY_MAO_SHEN ? LR_SHEN : LR_YOU;
	if (day)
		/* TRANSLATORS: the hours of the day or night, 卯 to 酉 */
		snprintf(buf, buflen, _("%s to %s"), lr_branch_name(LR_MAO),
			 lr_branch_name(last));
	else
		snprintf(buf, buflen, _("%s to %s"), lr_branch_name(last + 1),
			 lr_branch_name(LR_YIN));
}

/* The querent on the plate: 本命 and 行年 (and a couple's 夫行年, 妻行年
 * when given) with the heaven branch and general over each; BRIEF leaves
 * out the generals. "" without one. */
static void
querent_text(const struct tui_state *st, bool brief, char *buf,
	     size_t buflen)
{
	const struct lr_context *k = &st->reading->context;
	const struct lr_chart *c = &st->reading->chart;
	buf[0] = 0;
	bool spouse[2];
	for (int i = 0; i < 2; i++)
		spouse[i] = k->couple_xingnian[i] >= 0 && !k->couple_from_querent[i];
	const int branch[4] = {
		k->birth_branch, k->xingnian,
		spouse[0] ? k->couple_xingnian[LR_HUSBAND] : -1,
		spouse[1] ? k->couple_xingnian[LR_WIFE] : -1,
	};
	static const char *const what[4][2] = {
		{ "本命", "命上" }, { "行年", "年上" },
		{ "夫行年", "夫年上" }, { "妻行年", "妻年上" }
	};
	for (int i = 0; i < 4; i++) {
		if (branch[i] < 0)
			continue;
		int h = c->heaven[branch[i]];
		size_t used = strlen(buf);
		if (brief)
			snprintf(buf + used, buflen - used, "%s%s%s",
				 used ? " " : "", what[i][1], lr_branch_name(h));
		else
			snprintf(buf + used, buflen - used, "%s%s%s %s%s%s",
				 used ? " " : "", what[i][0],
				 lr_branch_name(branch[i]), what[i][1],
				 lr_branch_name(h),
				 lr_general_name(c->general_on[h]));
	}
}

void
tui_querent_line(const struct tui_state *st, char *buf, size_t buflen)
{
	querent_text(st, false, buf, buflen);
	size_t used = strlen(buf);
	char note[160];
	if (*lr_context_birth_note(&st->reading->context, note, sizeof note))
		snprintf(buf + used, buflen - used, "%s%s", used ? "  " : "",
			 note);
}

/* What CTX knows of the time (year, lunar date, term, 月建, season) in
 * the reader's words, without the querent: "九月初三 autumn". */
static void
stated_time(const struct lr_context *ctx, char *buf, size_t buflen)
{
	struct lr_context t;
	lr_context_init(&t);
	t.year = ctx->year;
	t.year_branch = ctx->year_branch;
	t.lunar_month = ctx->lunar_month;
	t.lunar_leap = ctx->lunar_leap;
	t.lunar_day = ctx->lunar_day;
	t.term_day = ctx->term_day;
	t.month_branch = ctx->month_branch;
	t.month_from_lunar = ctx->month_from_lunar;
	t.season = ctx->season;
	lr_context_describe_words(&t, buf, buflen);
}

/* The header's parts, in the order they read. Each is shown whole or
 * left out: when the row is full the least needed go first (RANK: 0 is
 * kept longest). */
struct header_part {
	char text[160];
	attr_t attr;
	int rank;
};

enum { HEADER_PARTS = 16 };

static void
part(struct header_part *parts, int *n, int rank, attr_t attr,
     const char *fmt, ...) __attribute__((format(printf, 5, 6)));

static void
part(struct header_part *parts, int *n, int rank, attr_t attr,
     const char *fmt, ...)
{
	if (*n >= HEADER_PARTS)
		return;
	struct header_part *p = &parts[(*n)++];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(p->text, sizeof p->text, fmt, ap);
	va_end(ap);
	p->attr = attr;
	p->rank = rank;
}

void
tui_draw_header(struct tui *t)
{
	tui_draw_header_counter(t, NULL);
}

void
tui_draw_header_counter(struct tui *t, const char *count)
{
	struct tui_state *st = &t->st;
	const struct lr_chart *c = &st->reading->chart;
	attr_t bar = tui_role(TUI_ROLE_STATUS);
	tui_blank(0, 0, COLS, bar);
	int limit = COLS;
	/* the screen's counter on the right */
	if (count) {
		int w = tw_width(count);
		if (w < COLS) {
			tui_text(0, COLS - w, w, count, tui_role(TUI_ROLE_KEY) |
				 A_REVERSE);
			limit = COLS - w - 1;
		}
	}
	struct header_part parts[HEADER_PARTS];
	int n = 0;
	char day[7];
	lr_cycle_name(st->input.day, day);
	if (st->have_moment) {
		const struct lr_calendar *cal = &st->reading->cal;
		char civ[32], lm[32], y[7], m[7];
		lr_civil_format(&st->moment.civil, civ, sizeof civ);
		civ[16] = 0;	/* no seconds */
		lr_lunar_month_name(cal->lunar.month, cal->lunar.leap, lm,
				    sizeof lm);
		part(parts, &n, 1, bar, " %s ", civ);
		part(parts, &n, 7, bar, "%s%s ", lm,
		     lr_lunar_day_name(cal->lunar.day));
		part(parts, &n, 8, bar, "%s年 %s月 ", lr_cycle_name(cal->year, y),
		     lr_cycle_name(cal->month, m));
	} else {
		/* typed pillars: what their source says of the time (九月初三
		 * 秋), else the art's name */
		char known[160];
		stated_time(&st->reading->context, known, sizeof known);
		part(parts, &n, 1, bar, " %s ", known[0] ? known : "六壬");
	}
	part(parts, &n, 0, bar, "%s日 %s時 月將%s(%s) ", day,
	     lr_branch_name(st->input.hour), lr_branch_name(st->input.general),
	     lr_month_general_name(st->input.general));
	if (st->general_source == TUI_GEN_MANUAL)
		part(parts, &n, 0, tui_role(TUI_ROLE_MANUAL) | A_REVERSE, "%s ",
		     _("manual 月將"));
	char rule[64];
	daynight_rule(st, rule, sizeof rule);
	part(parts, &n, 2, bar, c->daytime ? _("晝占 (%s) ") : _("夜占 (%s) "),
	     rule);
	char soon[96];
	/* a boundary close ahead changes the chart: print's note */
	if (st->have_moment && front_moment_change_soon(&st->reading->cal,
			RENDER_WARN_MINUTES, soon, sizeof soon, NULL))
		part(parts, &n, 1, tui_role(TUI_ROLE_ERROR), "%s ", soon);
	char set[200];
	lr_settings_describe(&st->settings, set, sizeof set);
	if (set[0])
		part(parts, &n, 3, bar, "[%s] ", set);
	/* the querent, with the generals when there is room */
	char q[128];
	int full_q = -1, brief_q = -1;
	querent_text(st, false, q, sizeof q);
	if (q[0]) {
		full_q = n;
		part(parts, &n, 4, tui_role(TUI_ROLE_KEY) | A_REVERSE, "%s ", q);
		brief_q = n;
		querent_text(st, true, q, sizeof q);
		part(parts, &n, 4, tui_role(TUI_ROLE_KEY) | A_REVERSE, "%s ", q);
	}
	/* a bare birth year: what 本命 is if born before 立春 */
	char note[160];
	if (*lr_context_birth_note(&st->reading->context, note, sizeof note))
		part(parts, &n, 9, tui_role(TUI_ROLE_KEY), "%s ", note);
	if (st->have_moment) {
		/* the 節 or 中氣 now in force, with its instant */
		const struct lr_calendar *cal = &st->reading->cal;
		const struct lr_term *term = cal->prev_jie.utc >
					     cal->prev_zhongqi.utc ?
					     &cal->prev_jie : &cal->prev_zhongqi;
		const char *tn = lr_term_name(term->index);
		if (tn) {
			struct lr_civil tc;
			lr_zone_civil(st->moment.zone, term->utc, &tc, NULL);
			part(parts, &n, 5, bar, "%s%02d-%02d %02d:%02d ", tn,
			     tc.month, tc.day, tc.hour, tc.minute);
		}
		part(parts, &n, 9, bar, "%s ", lr_zone_display(st->moment.zone));
	}
	/* keep parts by rank while they fit (a part's last blank may fall
	 * off the edge); the long querent before the brief one */
	bool keep[HEADER_PARTS] = { false };
	int room = limit;
	for (int rank = 0; rank <= 9; rank++)
		for (int i = 0; i < n; i++) {
			if (parts[i].rank != rank)
				continue;
			if (i == brief_q && keep[full_q])
				continue;
			int w = tw_width(parts[i].text);
			if (w - 1 <= room) {
				keep[i] = true;
				room -= w;
			}
		}
	int x = 0;
	for (int i = 0; i < n; i++)
		if (keep[i])
			x += tui_text(0, x, limit - x, parts[i].text,
				      parts[i].attr);
}

/* The first word of a key label ("Space Right n" → "Space"). */
static void
first_word(const char *label, char *buf, size_t buflen)
{
	size_t n = strcspn(label, " ");
	if (n >= buflen)
		n = buflen - 1;
	memcpy(buf, label, n);
	buf[n] = 0;
}

/* How useful a footer entry is, most useful first: the keys a reader
 * needs to find their way (help, quit, select, read), then moving in
 * time, then the other screens. Entries the table has and this list does
 * not name come after, in table order. The entries that fit are shown in
 * the table's order. */
static const enum tui_action footer_rank[] = {
	TUI_A_HELP, TUI_A_QUIT, TUI_A_BACK, TUI_A_CANCEL, TUI_A_ACCEPT,
	TUI_A_OPEN, TUI_A_STEP_NEXT, TUI_A_TEACH_END, TUI_A_COMPARE_END,
	TUI_A_SCHOOL_NEXT, TUI_A_PANE_NEXT, TUI_A_COMMENT, TUI_A_HOUR_NEXT,
	TUI_A_DAY_NEXT, TUI_A_PRINT, TUI_A_TEACH, TUI_A_TYPE, TUI_A_GOTO,
	TUI_A_ATLAS, TUI_A_NOW, TUI_A_SEARCH_NEXT, TUI_A_GENERAL_NEXT,
	TUI_A_COMPARE, TUI_A_FILTER_NEXT, TUI_A_PATTERN_NEXT,
};

static int
rank_of(enum tui_action a)
{
	int n = (int)(sizeof footer_rank / sizeof footer_rank[0]);
	for (int i = 0; i < n; i++)
		if (footer_rank[i] == a)
			return i;
	return n + (int)a;
}

/* One footer entry: its keys ("t/T") and its word. */
struct footer_entry {
	int index;		/* into the key table */
	char keys[64];
	int width;
};

void
tui_draw_footer(struct tui *t, enum tui_ctx ctx)
{
	struct tui_state *st = &t->st;
	int y = LINES - 1;
	if (st->status[0]) {
		/* a message longer than the line ends with the mark */
		char line[TUI_STATUS_PATH_MAX + TUI_STATUS_MAX];
		if (st->status_nforms > 0) {
			/* a file's path: its name is never what is cut */
			const char *forms[TUI_STATUS_FORMS];
			for (int i = 0; i < st->status_nforms; i++)
				forms[i] = st->status_forms[i];
			tui_print_fit_message(line, sizeof line, forms,
					      st->status_nforms, st->status_path,
					      getenv("HOME"), COLS);
		} else {
			tw_clip(st->status, COLS, line, sizeof line);
		}
		tui_text_pad(y, 0, COLS, line, tui_role(st->status_error ?
			     TUI_ROLE_ERROR : TUI_ROLE_STATUS));
		return;
	}
	attr_t bar = tui_role(TUI_ROLE_STATUS);
	tui_blank(y, 0, COLS, bar);
	int n;
	const struct tui_key_info *k = tui_key_table(&n);
	/* the screen's entries: its contexts and the global ones */
	enum { MAX_ENTRIES = 48 };
	struct footer_entry e[MAX_ENTRIES];
	int ne = 0;
	for (int i = 0; i < n && ne < MAX_ENTRIES; i++) {
		if (!k[i].footer)
			continue;
		bool here = false;
		for (int c = (int)ctx; c >= 0;
		     c = tui_ctx_parent((enum tui_ctx)c))
			here |= (int)k[i].ctx == c;
		/* skip a binding a nearer context takes over */
		if (!here || tui_key_lookup(ctx, k[i].keys[0]) !=
		    k[i].action)
			continue;
		struct footer_entry *f = &e[ne++];
		f->index = i;
		first_word(k[i].label, f->keys, sizeof f->keys);
		/* a following "previous …" binding shares the word */
		char w[32];
		if (i + 1 < n && !k[i + 1].footer && k[i + 1].ctx == k[i].ctx &&
		    strncmp(k[i + 1].help, "previous", 8) == 0) {
			first_word(k[i + 1].label, w, sizeof w);
			strncat(f->keys, "/", sizeof f->keys - strlen(f->keys) - 1);
			strncat(f->keys, w, sizeof f->keys - strlen(f->keys) - 1);
		}
		f->width = tw_width(f->keys) + 1 + tw_width(_(k[i].footer)) + 2;
	}
	/* take entries by rank while they fit */
	bool take[MAX_ENTRIES] = { false };
	int room = COLS - 1;
	for (;;) {
		int best = -1;
		for (int j = 0; j < ne; j++)
			if (!take[j] && e[j].width <= room &&
			    (best < 0 || rank_of(k[e[j].index].action) <
			     rank_of(k[e[best].index].action)))
				best = j;
		if (best < 0)
			break;
		take[best] = true;
		room -= e[best].width;
	}
	/* help first, then the rest in the table's order */
	int x = 1;
	for (int pass = 0; pass < 2; pass++)
		for (int j = 0; j < ne; j++) {
			bool help = k[e[j].index].action == TUI_A_HELP;
			if (!take[j] || help != (pass == 0))
				continue;
			x += tui_text(y, x, COLS - x, e[j].keys,
				      tui_role(TUI_ROLE_KEY) | A_REVERSE);
			x += tui_textf(y, x, COLS - x, bar, " %s  ",
				       _(k[e[j].index].footer));
		}
}
