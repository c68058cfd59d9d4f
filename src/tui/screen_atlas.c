/* liuren - screen_atlas.c: the lesson atlas: the 720 charts of the hour
 * (60 days x 12 generals), one a row with its method, 三傳, 四課 and
 * 課體, filtered by method, by 課體 or by a 法 of the 畢法賦 (or a 格 of
 * one); Enter opens a row on the chart screen. The rows and the filters
 * are the screen's own (struct tui_atlas), made when it first opens.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/screen_atlas.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/i18n.h"
#include "liuren/lang.h"
#include "liuren/reading.h"
#include "tui/chrome.h"
#include "tui/list.h"
#include "tui/width.h"

enum { TUI_ATLAS_ROWS = LR_CYCLE * LR_BRANCHES };

enum { ROW_WORDS = (TUI_ATLAS_ROWS + 63) / 64 };

struct tui_atlas_row {
	unsigned char day;	/* cycle index */
	unsigned char offset;	/* 月將 = hour + offset */
	unsigned char method;	/* enum lr_method */
	bool bifa;		/* the 法 or 格 of bifa_name holds
				 * (nothing else known) */
};

struct tui_atlas {
	bool ready;
	int hour;			/* hour the rows were made for */
	struct tui_atlas_row rows[TUI_ATLAS_ROWS];
	/* the rows each 課體 fires on (bit I: row I; nothing else known),
	 * read for one 課體 when a filter first asks for it this hour */
	bool fired_read[LR_RULE_CAPACITY];
	uint64_t fired[LR_RULE_CAPACITY][ROW_WORDS];
	int filter;			/* -1: all, else enum lr_method */
	int pattern;			/* -1: all, else a 課體 id */
	int bifa;			/* -1: all, else the 法 (1 … 100)
					 * bifa_name names, itself or one of
					 * its 格 */
	char bifa_name[128];
	bool bifa_ready;		/* rows know it (row.bifa) */
	int cursor;			/* index among the shown rows */
	int top;
};

/* Build the rows for the current hour (if not built for it): each
 * row's method, and whether the 法 asked for holds. */
static void
atlas_build(struct tui_state *st)
{
	struct tui_atlas *at = st->atlas;
	if (at->ready && at->hour == st->input.hour &&
	    (at->bifa < 0 || at->bifa_ready))
		return;
	if (!at->ready || at->hour != st->input.hour)
		memset(at->fired_read, 0, sizeof at->fired_read);
	/* each row as the pipeline reads typed pillars: nothing else known */
	static struct lr_reading r;
	const struct lr_chart *c = &r.chart;
	int i = 0;
	for (int day = 0; day < LR_CYCLE; day++) {
		for (int off = 0; off < LR_BRANCHES; off++, i++) {
			struct lr_input in = {
				.day = day, .hour = st->input.hour,
				.general = lr_branch_add(st->input.hour, off)
			};
			/* with the 法 asked for, or the 格 of it; whether it
			 * fires is all a row keeps: verdicts only */
			tui_read_pillars(&st->settings, &in,
					 (at->bifa > 0 ? LR_READ_BIFA : 0) |
					 LR_READ_VERDICTS_ONLY,
					 at->bifa, &r);
			at->rows[i].day = (unsigned char)day;
			at->rows[i].offset = (unsigned char)off;
			at->rows[i].method = (unsigned char)c->method;
			const struct lr_rule_result *fa =
				lr_reading_bifa(&r, at->bifa);
			at->rows[i].bifa = fa && lr_bifa_result_matches(
				fa, at->bifa_name);
		}
	}
	at->ready = true;
	at->hour = st->input.hour;
}

static const uint64_t *pattern_rows(struct tui_state *st, int id);

/* The rows of the current hour with those of the 課體 filtered by */
static void
atlas_ready(struct tui_state *st)
{
	atlas_build(st);
	if (st->atlas->pattern >= 0)
		pattern_rows(st, st->atlas->pattern);
}

/* The rows 課體 ID fires on this hour, read (that 課體 alone, verdicts
 * only) when first asked for; the rows built. */
static const uint64_t *
pattern_rows(struct tui_state *st, int id)
{
	struct tui_atlas *at = st->atlas;
	atlas_build(st);
	if (at->fired_read[id])
		return at->fired[id];
	struct lr_request rq;
	lr_request_init(&rq);
	rq.source = LR_FROM_PILLARS;
	rq.settings = st->settings;
	rq.have_day = rq.have_hour = rq.have_general = true;
	rq.only_patterns[0] = id;
	rq.nonly_patterns = 1;
	static struct lr_reading r;
	char err[256];
	memset(at->fired[id], 0, sizeof at->fired[id]);
	for (int i = 0; i < TUI_ATLAS_ROWS; i++) {
		rq.input = (struct lr_input){
			.day = at->rows[i].day, .hour = st->input.hour,
			.general = lr_branch_add(st->input.hour,
						 at->rows[i].offset)
		};
		if (lr_reading_make(&r, &rq, LR_READ_PATTERNS |
				    LR_READ_VERDICTS_ONLY, NULL, err,
				    sizeof err) < 0)
			continue;
		const struct lr_rule_result *p = lr_reading_pattern(&r, id);
		if (p && p->verdict == LR_RULE_FIRED)
			at->fired[id][i / 64] |= (uint64_t)1 << (i % 64);
	}
	at->fired_read[id] = true;
	return at->fired[id];
}

/* Does row R pass the filters (method and 課體 or 法)? */
static bool
atlas_shown(const struct tui_state *st, const struct tui_atlas_row *r)
{
	const struct tui_atlas *at = st->atlas;
	int i = (int)(r - at->rows);
	/* the 課體 filter's rows are read when it is set (pattern_rows) */
	return (at->filter < 0 || r->method == at->filter) &&
	       (at->pattern < 0 || (at->fired_read[at->pattern] &&
				    (at->fired[at->pattern][i / 64] >>
				     (i % 64) & 1))) &&
	       (at->bifa < 0 || r->bifa);
}

int
tui_atlas_name(struct tui_state *st, const char *name, char *err,
	       size_t errlen)
{
	struct tui_atlas *at = st->atlas;
	int pattern = -1, fa = -1;
	if (name[0]) {
		pattern = lr_pattern_find(name, NULL);
		if (pattern < 0)
			fa = lr_bifa_find(name, NULL);
		if (pattern < 0 && fa < 0) {
			snprintf(err, errlen, _("'%s' is no 課體, 法 of the "
				 "畢法賦 or 格 of one"), name);
			return -1;
		}
	}
	at->pattern = pattern;
	at->bifa = fa;
	snprintf(at->bifa_name, sizeof at->bifa_name, "%s",
		 fa > 0 ? name : "");
	at->bifa_ready = false;
	atlas_ready(st);
	at->bifa_ready = fa > 0;
	at->cursor = at->top = 0;
	return 0;
}

/* Number of rows the filters show, and the row of the I-th. */
static int
atlas_count(const struct tui_state *st)
{
	const struct tui_atlas *at = st->atlas;
	if (at->filter < 0 && at->pattern < 0 && at->bifa < 0)
		return TUI_ATLAS_ROWS;
	int n = 0;
	for (int i = 0; i < TUI_ATLAS_ROWS; i++)
		n += atlas_shown(st, &at->rows[i]);
	return n;
}

static const struct tui_atlas_row *
atlas_row_at(const struct tui_state *st, int i)
{
	const struct tui_atlas *at = st->atlas;
	if (at->filter < 0 && at->pattern < 0 && at->bifa < 0)
		return i >= 0 && i < TUI_ATLAS_ROWS ? &at->rows[i] : NULL;
	if (i < 0)
		return NULL;
	for (int r = 0; r < TUI_ATLAS_ROWS; r++)
		if (atlas_shown(st, &at->rows[r]) && i-- == 0)
			return &at->rows[r];
	return NULL;
}

unsigned
tui_atlas_open(struct tui_state *st)
{
	if (!st->atlas) {
		st->atlas = calloc(1, sizeof *st->atlas);
		if (!st->atlas) {
			tui_status(st, true, "%s", _("out of memory"));
			return TUI_R_REDRAW;
		}
		st->atlas->filter = -1;
		st->atlas->pattern = -1;
		st->atlas->bifa = -1;
		st->atlas->hour = -1;
	}
	atlas_ready(st);
	st->screen = TUI_SCREEN_ATLAS;
	return TUI_R_REDRAW;
}

void
tui_atlas_free(struct tui_state *st)
{
	free(st->atlas);
	st->atlas = NULL;
}

/* Rows of the atlas list: the screen less the header, the column
 * titles, the more-marker and the footer. */
static int
atlas_rows(void)
{
	return LINES - 4;
}

/* The atlas rows start on screen row ATLAS_Y. */
enum { ATLAS_Y = 2 };

/* The first row shown: the cursor kept in view (the screen may have
 * shrunk). Drawing and clicks both use it. */
static int
atlas_view_top(const struct tui_state *st)
{
	const struct tui_atlas *at = st->atlas;
	int top = at->top;
	if (top > at->cursor)
		top = at->cursor;
	if (at->cursor >= top + atlas_rows())
		top = at->cursor - atlas_rows() + 1;
	return top;
}

/* One atlas row as the columns show it. */
struct atlas_cells {
	char day[8], add[32], method[64], trans[32], lessons[64];
	char patterns[512];
};

static void
atlas_cells(const struct tui_state *st, const struct tui_atlas_row *row,
	    struct atlas_cells *c)
{
	struct lr_input in = {
		.day = row->day, .hour = st->input.hour,
		.general = lr_branch_add(st->input.hour, row->offset)
	};
	/* the row names the 課體 that fire, no reason: verdicts only */
	static struct lr_reading r;
	tui_read_pillars(&st->settings, &in,
			 LR_READ_PATTERNS | LR_READ_VERDICTS_ONLY, 0, &r);
	const struct lr_chart ch = r.chart;
	lr_cycle_name(row->day, c->day);
	/* TRANSLATORS: the atlas's column of the 月將 over the hour: 未加寅
	   (the general 未 put on the hour 寅) */
	snprintf(c->add, sizeof c->add, _("%s on %s"),
		 lr_branch_name(in.general), lr_branch_name(in.hour));
	snprintf(c->method, sizeof c->method, "%s%s%s",
		 lr_method_name(ch.method), ch.method_detail &&
		 ch.method_detail[0] ? " " : "", ch.method_detail ?
		 ch.method_detail : "");
	snprintf(c->trans, sizeof c->trans, "%s %s %s",
		 lr_branch_name(ch.transmissions[0].branch),
		 lr_branch_name(ch.transmissions[1].branch),
		 lr_branch_name(ch.transmissions[2].branch));
	c->lessons[0] = 0;
	for (int l = 0; l < 4; l++)
		snprintf(c->lessons + strlen(c->lessons),
			 sizeof c->lessons - strlen(c->lessons), "%s%s%s",
			 l ? " " : "", lr_branch_name(ch.lessons[l].upper),
			 ch.lessons[l].lower_stem >= 0 ?
			 lr_stem_name(ch.lessons[l].lower_stem) :
			 lr_branch_name(ch.lessons[l].lower));
	/* the 課體 beyond the nine methods, the book's remarks left out;
	 * nothing but the chart is known */
	const struct lr_rule_result *res = lr_reading_patterns(&r);
	int np = r.npatterns;
	c->patterns[0] = 0;
	for (int k = 0; k < np && k < lr_pattern_count(); k++)
		if (res[k].verdict == LR_RULE_FIRED &&
		    !lr_pattern_is_method(res[k].rule) && !lr_pattern_is_remark(res[k].rule))
			snprintf(c->patterns + strlen(c->patterns),
				 sizeof c->patterns - strlen(c->patterns),
				 "%s%s", c->patterns[0] ? " " : "", res[k].name);
}

/* The atlas's header line in COLS columns: the hour, the method filter,
 * the rows shown, the 課體 or 法 filtered by. The label is shortened
 * before anything is cut; the counts and the filter's name stay whole. */
static const char *
atlas_head(const struct tui_state *st, int count)
{
	const struct tui_atlas *at = st->atlas;
	const struct lr_rule_info *pi = lr_pattern_info(at->pattern);
	char filter[192] = "";
	if (pi)
		/* TRANSLATORS: the 課體 the atlas shows the charts of */
		snprintf(filter, sizeof filter, _("   課體: %s"), pi->name);
	if (at->bifa > 0) {
		char o[32];
		lr_bifa_ordinal(at->bifa, o, sizeof o);
		bool same = !strcmp(o, at->bifa_name);
		snprintf(filter + strlen(filter), sizeof filter - strlen(filter),
			 "   畢法 %s%s%s", o, same ? "" : " ",
			 same ? "" : at->bifa_name);
	}
	const char *method = at->filter < 0 ? _("all")
			     : lr_method_name((enum lr_method)at->filter);
	const char *hour = lr_branch_name(st->input.hour);
	static char head[512];
	for (int form = 0; form < 3; form++) {
		if (form == 0)
			snprintf(head, sizeof head, _(" 課 atlas: 60 days x 12 "
				 "generals on the hour %s   method: %s   %d of "
				 "%d"), hour, method, count, TUI_ATLAS_ROWS);
		else if (form == 1)
			/* TRANSLATORS: the atlas's header when the long one
			   does not fit: the hour, the method filter, the rows
			   shown of 720 */
			snprintf(head, sizeof head, _(" 課 atlas, hour %s   "
				 "method: %s   %d of %d"), hour, method, count,
				 TUI_ATLAS_ROWS);
		else
			/* TRANSLATORS: the shortest atlas header: hour,
			   method filter, rows shown of 720 */
			snprintf(head, sizeof head, _(" %s  %s  %d/%d"), hour,
				 method, count, TUI_ATLAS_ROWS);
		size_t used = strlen(head);
		snprintf(head + used, sizeof head - used, "%s", filter);
		if (tw_width(lr_lang_display(head)) <= COLS)
			break;
	}
	return head;
}

void
tui_screen_atlas_draw(struct tui *t)
{
	struct tui_state *st = &t->st;
	struct tui_atlas *at = st->atlas;
	attr_t bar = tui_role(TUI_ROLE_STATUS);
	int count = atlas_count(st);
	tui_blank(0, 0, COLS, bar);
	char clip[512];
	tw_clip(atlas_head(st, count), COLS, clip, sizeof clip);
	tui_text(0, 0, COLS, clip, bar);
	/* the rows in view, then each column as wide as its widest cell */
	static struct atlas_cells cells[TUI_ATLAS_ROWS];
	int top = atlas_view_top(st), n = 0;
	for (int r = 0; r < atlas_rows(); r++) {
		const struct tui_atlas_row *row = atlas_row_at(st, top + r);
		if (!row)
			break;
		atlas_cells(st, row, &cells[n++]);
	}
	/* TRANSLATORS: the heads of the atlas's columns: the day pillar,
	   the 月將 on the hour, the method, the 三傳, the 四課 first to
	   fourth, the 課體; short, the columns are as wide as their cells */
	static const char *const heads[6] = {
		N_("Day"), N_("General"), N_("Method"), N_("Transmissions"),
		N_("Lessons (1 2 3 4)"), N_("Patterns")
	};
	const char *titles[6];
	for (int c = 0; c < 6; c++)
		titles[c] = _(heads[c]);
	int colw[5];
	for (int c = 0; c < 5; c++)
		colw[c] = tw_width(titles[c]);
	for (int i = 0; i < n; i++) {
		const char *v[5] = { cells[i].day, cells[i].add, cells[i].method,
				     cells[i].trans, cells[i].lessons };
		for (int c = 0; c < 5; c++)
			if (tw_width(v[c]) > colw[c])
				colw[c] = tw_width(v[c]);
	}
	int colx[6];
	colx[0] = 1;
	for (int c = 0; c < 5; c++)
		colx[c + 1] = colx[c] + colw[c] + 2;
	attr_t tt = tui_role(TUI_ROLE_TITLE);
	for (int c = 0; c < 5; c++)
		tui_text(1, colx[c], colw[c], titles[c], tt);
	tui_text(1, colx[5], COLS - colx[5], titles[5], tt);
	for (int r = 0; r < n; r++) {
		int i = top + r;
		attr_t a = i == at->cursor ? tui_role(TUI_ROLE_SELECT) :
			   tui_role(TUI_ROLE_NORMAL);
		int y = ATLAS_Y + r;
		tui_blank(y, 0, COLS, a);
		const char *v[5] = { cells[r].day, cells[r].add, cells[r].method,
				     cells[r].trans, cells[r].lessons };
		for (int c = 0; c < 5; c++)
			tui_text(y, colx[c], colw[c], v[c], a);
		if (colx[5] < COLS) {
			tw_clip(cells[r].patterns, COLS - colx[5], clip,
				sizeof clip);
			tui_text(y, colx[5], COLS - colx[5], clip, a);
		}
	}
	int below = count - top - n;
	if (below > 0)
		tui_more(LINES - 2, 0, COLS, below, false);
	tui_draw_footer(t, TUI_CTX_ATLAS);
}

unsigned
tui_screen_atlas_key(struct tui *t, enum tui_action a, int key)
{
	struct tui_state *st = &t->st;
	struct tui_atlas *at = st->atlas;
	(void)key;
	int count = atlas_count(st);
	if (a == TUI_A_MOUSE && count > 0) {
		/* the wheel moves the cursor; a click on a row selects it,
		 * on the selected row (or a double click) opens it */
		enum tui_mouse_kind kind = st->mouse.kind;
		if (kind == TUI_MOUSE_WHEEL_UP || kind == TUI_MOUSE_WHEEL_DOWN) {
			for (int i = 0; i < TUI_WHEEL_LINES; i++)
				tui_list_move(kind == TUI_MOUSE_WHEEL_DOWN ?
					  TUI_A_DOWN : TUI_A_UP,
					  &at->cursor, count,
					  atlas_rows());
			a = TUI_A_NONE;
		} else {
			int r = st->mouse.y - ATLAS_Y;
			int i = atlas_view_top(st) + r;
			if (r < 0 || r >= atlas_rows() || i >= count)
				return TUI_R_NONE;
			bool again = i == at->cursor;
			at->top = atlas_view_top(st);
			at->cursor = i;
			if (!again && kind != TUI_MOUSE_DOUBLE)
				return TUI_R_REDRAW;
			a = TUI_A_OPEN;
		}
		if (a == TUI_A_NONE) {
			if (at->top > at->cursor)
				at->top = at->cursor;
			if (at->cursor >= at->top + atlas_rows())
				at->top = at->cursor - atlas_rows() + 1;
			return TUI_R_REDRAW;
		}
	} else if (a == TUI_A_MOUSE) {
		return TUI_R_NONE;
	}
	switch (a) {
	case TUI_A_BACK:
		st->screen = TUI_SCREEN_CHART;
		return TUI_R_REDRAW;
	case TUI_A_FILTER_NEXT:
	case TUI_A_FILTER_PREV: {
		/* all → 元首 → … → 返吟 → all, skipping methods with no row */
		int f = at->filter;
		for (int tries = 0; tries <= LR_METHODS; tries++) {
			f += a == TUI_A_FILTER_NEXT ? 1 : -1;
			if (f >= LR_METHODS)
				f = -1;
			if (f < -1)
				f = LR_METHODS - 1;
			at->filter = f;
			if (f < 0 || atlas_count(st) > 0)
				break;
		}
		at->cursor = at->top = 0;
		return TUI_R_REDRAW;
	}
	case TUI_A_ATLAS_NAME:
		st->back = st->screen;
		st->screen = TUI_SCREEN_PROMPT;
		st->prompt_kind = TUI_PROMPT_ATLAS;
		snprintf(st->prompt, sizeof st->prompt, "%s",
			 at->bifa > 0 ? at->bifa_name : "");
		return TUI_R_REDRAW;
	case TUI_A_PATTERN_NEXT:
	case TUI_A_PATTERN_PREV: {
		/* all → 元首 → … → all, skipping 課體 with no row shown */
		at->bifa = -1;	/* instead of a 法 typed with / */
		atlas_build(st);
		/* in the 課經's order, the order of the ids; each 課體's rows
		 * read as the walk reaches it */
		int f = at->pattern;
		for (int tries = 0; tries <= lr_pattern_count(); tries++) {
			f += a == TUI_A_PATTERN_NEXT ? 1 : -1;
			if (f >= lr_pattern_count())
				f = -1;
			if (f < -1)
				f = lr_pattern_count() - 1;
			at->pattern = f;
			if (f >= 0)
				pattern_rows(st, f);
			if (f < 0 || atlas_count(st) > 0)
				break;
		}
		at->cursor = at->top = 0;
		return TUI_R_REDRAW;
	}
	case TUI_A_OPEN: {
		const struct tui_atlas_row *row =
			atlas_row_at(st, at->cursor);
		if (!row)
			return TUI_R_REDRAW;
		struct lr_input in = { .day = row->day, .hour = st->input.hour,
			.general = lr_branch_add(st->input.hour, row->offset) };
		tui_state_type_chart(st, &in, NULL, NULL);
		st->screen = TUI_SCREEN_CHART;
		return TUI_R_CHART;
	}
	default:
		if (count > 0 &&
		    tui_list_move(a, &at->cursor, count, atlas_rows())) {
			if (at->top > at->cursor)
				at->top = at->cursor;
			if (at->cursor >= at->top + atlas_rows())
				at->top = at->cursor - atlas_rows() + 1;
			return TUI_R_REDRAW;
		}
		return TUI_R_UNHANDLED;
	}
}
