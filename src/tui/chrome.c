/* liuren - chrome.c: the header and the footer every screen shares: the
 * chart's moment and pillars, the day/night rule, the querent, and the
 * keys of the screen ranked so the most useful fit (see tui/ui.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/ui.h"

#include <stdio.h>
#include <string.h>

#include "liuren/i18n.h"
#include "tui/width.h"

/* ---- header and footer ---- */

void
tui_draw_header(struct tui *t)
{
	struct tui_state *st = &t->st;
	const struct lr_chart *c = &st->chart;
	attr_t bar = tui_role(TUI_ROLE_STATUS);
	tui_blank(0, 0, COLS, bar);
	char day[7];
	lr_cycle_name(st->input.day, day);
	int x = 0;
	if (st->have_moment) {
		const struct lr_calendar *cal = &st->cal;
		char civ[32], lm[32], y[7], m[7];
		lr_civil_format(&st->moment.civil, civ, sizeof civ);
		civ[16] = 0;	/* no seconds */
		lr_lunar_month_name(cal->lunar.month, cal->lunar.leap, lm,
				    sizeof lm);
		x += tui_textf(0, x, COLS - x, bar, " %s %s%s ", civ, lm,
			       lr_lunar_day_name(cal->lunar.day));
		if (COLS >= 100)
			x += tui_textf(0, x, COLS - x, bar, "%s年 %s月 ",
				       lr_cycle_name(cal->year, y),
				       lr_cycle_name(cal->month, m));
	} else {
		x += tui_text(0, x, COLS - x, " 六壬 ", bar);
	}
	x += tui_textf(0, x, COLS - x, bar, "%s日 %s時 月將%s(%s) ", day,
		       lr_branch_name(st->input.hour),
		       lr_branch_name(st->input.general),
		       lr_month_general_name(st->input.general));
	if (st->general_source == TUI_GEN_MANUAL)
		x += tui_text(0, x, COLS - x, "manual 月將 ",
			      tui_role(TUI_ROLE_MANUAL) | A_REVERSE);
	x += tui_textf(0, x, COLS - x, bar, "%s占 ", c->daytime ? "晝" : "夜");
	if (st->have_moment) {
		/* a boundary close ahead changes the chart */
		char what;
		int64_t next = lr_calendar_next_change(&st->cal, &what);
		int64_t left = next - st->moment.utc;
		if (left >= 0 && left < 30 * 60)
			x += tui_textf(0, x, COLS - x, tui_role(TUI_ROLE_ERROR),
				       "%d分後換%s", (int)(left / 60) + 1,
				       what == 'g' ? "將" : what == 'd' ? "日" :
				       "時") + 1;
		/* the 節 or 中氣 now in force, with its instant */
		const struct lr_calendar *cal = &st->cal;
		const struct lr_term *term = cal->prev_jie.utc >
					     cal->prev_zhongqi.utc ?
					     &cal->prev_jie : &cal->prev_zhongqi;
		const char *tn = lr_term_name(term->index);
		if (tn) {
			struct lr_civil tc;
			lr_zone_civil(st->moment.zone, term->utc, &tc, NULL);
			x += tui_textf(0, x, COLS - x, bar, "%s%02d-%02d %02d:%02d ",
				       tn, tc.month, tc.day, tc.hour, tc.minute);
		}
		if (COLS >= 120)
			x += tui_textf(0, x, COLS - x, bar, "%s ",
				       lr_zone_display(st->moment.zone));
	}
	char set[200];
	lr_settings_describe(&st->settings, set, sizeof set);
	if (set[0])
		x += tui_textf(0, x, COLS - x, bar, "[%s] ", set);
	if (st->screen == TUI_SCREEN_TEACH && st->trace.count > 0) {
		char buf[64];
		snprintf(buf, sizeof buf, " teaching %d/%d ",
			 st->teach_step + 1, st->trace.count);
		int w = tw_width(buf);
		if (COLS - w > x)
			tui_text(0, COLS - w, w, buf, tui_role(TUI_ROLE_KEY) |
				 A_REVERSE);
	}
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
tui_draw_footer(struct tui *t)
{
	struct tui_state *st = &t->st;
	int y = LINES - 1;
	if (st->status[0]) {
		tui_text_pad(y, 0, COLS, st->status, tui_role(st->status_error ?
			     TUI_ROLE_ERROR : TUI_ROLE_STATUS));
		return;
	}
	attr_t bar = tui_role(TUI_ROLE_STATUS);
	tui_blank(y, 0, COLS, bar);
	int n;
	const struct tui_key_info *k = tui_key_table(&n);
	const struct tui_screen *scr = tui_screen(st->screen);
	/* the screen's entries: its contexts and the global ones */
	enum { MAX_ENTRIES = 48 };
	struct footer_entry e[MAX_ENTRIES];
	int ne = 0;
	for (int i = 0; i < n && ne < MAX_ENTRIES; i++) {
		if (!k[i].footer)
			continue;
		bool here = false;
		for (int ctx = (int)scr->ctx; ctx >= 0;
		     ctx = tui_ctx_parent((enum tui_ctx)ctx))
			here |= (int)k[i].ctx == ctx;
		/* skip a binding a nearer context takes over */
		if (!here || tui_key_lookup(scr->ctx, k[i].keys[0]) !=
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
