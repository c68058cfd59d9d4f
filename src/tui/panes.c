/* liuren - panes.c: the reading panes of the chart screen: the 課體 list,
 * the 神煞 list and the commentary, each filling the box the layout
 * gives it, saying how many more lines a cut list holds, and telling the
 * mouse which line lies at a row (see tui/panes.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/panes.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "liuren/i18n.h"
#include "liuren/lang.h"
#include "tui/bifa.h"
#include "tui/labels.h"
#include "tui/width.h"

/* A pane's title: reversed when the pane holds the selection. */
static int
pane_title(int y, int x, int w, const char *title, bool focus)
{
	return tui_text(y, x, w, title, focus ? tui_role(TUI_ROLE_KEY) |
			A_REVERSE : tui_role(TUI_ROLE_TITLE));
}

/* A pane's label: LONG when the title (the label, then the parts A, B
 * and C) fits in W columns, else SHORT: a narrow pane shortens the label,
 * never the counts or the filter after it. */
static const char *
pane_label(const char *lng, const char *shrt, int w, const char *a,
	   const char *b, const char *c)
{
	int need = tw_width(lr_lang_display(lng)) + tw_width(lr_lang_display(a))
		   + tw_width(lr_lang_display(b)) + tw_width(lr_lang_display(c));
	return need <= w ? lng : shrt;
}

/* The window a list of COUNT lines shows in ROWS rows keeping line SEL
 * (-1: none) in view: its first line and how many it shows; when not all
 * fit, the last row is left for the more-marker. */
struct window {
	int top, shown, hidden;
};

static struct window
list_window(int count, int rows, int sel)
{
	struct window w = { 0, count, 0 };
	if (rows <= 0) {
		w.shown = 0;
		w.hidden = count;
		return w;
	}
	if (count <= rows)
		return w;
	int vis = rows > 1 ? rows - 1 : 1;
	w.top = sel >= vis ? sel - vis + 1 : 0;
	w.shown = vis;
	w.hidden = count - vis;
	return w;
}

/* ---- the 課體 ---- */

/* The line of fired 課體 I: "附 " (tui_remark_label) before a remark of
 * the book, the name,
 * its variant, then the reason without the name said again. */
static void
pattern_text(const struct tui_state *st, int i, char *buf, size_t buflen)
{
	const struct lr_rule_result *r =
		&lr_reading_patterns(st->reading)[st->fired[i]];
	const char *reason = r->reason;
	size_t nl = strlen(r->name);
	if (strncmp(reason, r->name, nl) == 0 && reason[nl] == ' ')
		reason += nl + 1;
	char name[256];
	snprintf(buf, buflen, "%s%s%s %s",
		 lr_pattern_is_remark(r->rule) ? tui_remark_label() : "",
		 lr_pattern_is_remark(r->rule) ? " " : "",
		 lr_lang_bracket(r->name, r->variant, name, sizeof name), reason);
}

/* Lines 課體 I takes when shown whole in W columns (hanging by 2). */
static int
pattern_lines(const struct tui_state *st, int i, int w)
{
	char text[LR_RULE_REASON + 128];
	pattern_text(st, i, text, sizeof text);
	return tw_lines(text, w - 2, NULL, 0);
}

/* Are the 課體 shown whole (every reason wrapped) in box B? */
static bool
patterns_whole(const struct tui_state *st, const struct tui_pane_box *b)
{
	int rows = b->bottom - b->y - 1, used = 0;
	for (int i = 0; i < st->nfired && used <= rows; i++)
		used += pattern_lines(st, i, b->w);
	return used <= rows && b->w > 10;
}

void
tui_draw_patterns(struct tui *t, const struct tui_pane_box *box)
{
	const struct tui_state *st = &t->st;
	/* the 畢法 under the 課體, or in their place (bifa.c) */
	struct tui_pane_box pb, fb;
	tui_bifa_split(st, box, &pb, &fb);
	if (fb.shown)
		tui_draw_bifa(t, &fb);
	if (!pb.shown)
		return;
	const struct tui_pane_box *b = &pb;
	int y = b->y, x = b->x, w = b->w, bottom = b->bottom;
	bool focus = st->focus == TUI_PANE_PATTERNS;
	int unknown = st->reading->npatterns - st->nfired;
	/* the 課體's 未論 count beside their count; the 畢法 count after
	 * it kept whole; a narrow pane shortens the label first */
	char fa[32] = "", count[32], unk[64] = "";
	if (!fb.shown && st->nbifa)	/* j past the last 課體 reads them;
					 * after the 未論's ")" one space */
		snprintf(fa, sizeof fa, "%s畢法 %d", unknown ? " " : "  ",
			 st->nbifa_fired);
	snprintf(count, sizeof count, " %d", st->nfired);
	if (unknown)
		/* TRANSLATORS: 課體 whose firing is unknown (未論: the
		 * querent or the time not given); short, the pane is
		 * narrow */
		snprintf(unk, sizeof unk, _(" (%d unknown)"), unknown);
	const char *label = pane_label(_("Patterns (課體)"), _("Patterns"),
				       w, count, unk, fa);
	int dx = pane_title(y, x, w, label, focus);
	dx += tui_title_part(y, x + dx, w - dx, "%s", count);
	if (unk[0])
		dx += tui_title_part(y, x + dx, w - dx - tw_width(fa), "%s",
				     unk);
	if (fa[0])
		tui_title_part(y, x + dx, w - dx, "%s", fa);
	y++;
	int rows = bottom - y;
	if (rows <= 0)
		return;
	if (st->nfired == 0) {
		tui_text(y, x, w, _("none fires"), tui_role(TUI_ROLE_EARTH));
		return;
	}
	bool whole = patterns_whole(st, b);
	struct window win = whole ? (struct window){ 0, st->nfired, 0 } :
			    list_window(st->nfired, rows, focus ?
					st->sel_pattern : -1);
	for (int i = win.top; i < win.top + win.shown && y < bottom; i++) {
		const struct lr_rule_result *r =
			&lr_reading_patterns(st->reading)[st->fired[i]];
		bool sel = focus && i == st->sel_pattern;
		attr_t a = sel ? tui_role(TUI_ROLE_SELECT) : tui_role(TUI_ROLE_NORMAL);
		char text[LR_RULE_REASON + 128];
		pattern_text(st, i, text, sizeof text);
		struct tw_line lines[32];
		int n = whole ? tw_lines(text, w - 2, lines, 32) : 1;
		if (n > 32)
			n = 32;
		if (!whole) {
			/* one line, cut with the mark; Enter reads it whole */
			char clip[LR_RULE_REASON + 128];
			tw_clip(text, w, clip, sizeof clip);
			snprintf(text, sizeof text, "%s", clip);
			lines[0] = (struct tw_line){ 0, strlen(text), false };
		}
		for (int l = 0; l < n && y < bottom; l++, y++) {
			if (sel)
				tui_blank(y, x, w, a);
			int lx = l ? 2 : 0;
			tui_line(y, x + lx, w - lx, text, &lines[l], false,
				 sel ? a : tui_role(TUI_ROLE_CAPTION));
		}
		/* the name in its colour over the first line */
		if (!sel) {
			int nx = 0;
			int ny = y - n;
			if (lr_pattern_is_remark(r->rule))
				nx += tui_text(ny, x, w, tui_remark_label(),
					       tui_role(TUI_ROLE_EARTH)) + 1;
			tui_text(ny, x + nx, w - nx - 1, r->name,
				 tui_role(TUI_ROLE_TRANS));
		}
	}
	if (win.hidden)
		tui_more(bottom - 1, x, w, win.hidden, win.top > 0 &&
			 win.top + win.shown >= st->nfired);
}

int
tui_patterns_hit(const struct tui_state *st, const struct tui_pane_box *box,
		 int y)
{
	struct tui_pane_box pb, fb;
	tui_bifa_split(st, box, &pb, &fb);
	if (fb.shown && y >= fb.y) {
		int i = tui_bifa_hit(st, &fb, y);
		return i >= 0 ? TUI_HIT_BIFA_ROW(i) : -1;
	}
	const struct tui_pane_box *b = &pb;
	int rows = b->bottom - b->y - 1, r = y - b->y - 1;
	if (r < 0 || st->nfired == 0)
		return -1;
	if (patterns_whole(st, b)) {
		for (int i = 0; i < st->nfired; i++) {
			r -= pattern_lines(st, i, b->w);
			if (r < 0)
				return i;
		}
		return -1;
	}
	struct window win = list_window(st->nfired, rows,
					st->focus == TUI_PANE_PATTERNS ?
					st->sel_pattern : -1);
	return r < win.shown ? win.top + r : -1;
}

/* ---- the 神煞 ---- */

static struct tui_shensha_row shensha_rows[TUI_SHENSHA_ROWS];

/* Columns of one 神煞 on a wide pane: its kind, name and branches. */
enum { SHENSHA_CELL = 28 };

/* The pane's screen lines: a heading alone, or up to PER items of one
 * group side by side (PER from the pane's width). */
struct shensha_line {
	int first;	/* index into shensha_rows */
	int count;	/* rows of shensha_rows on the line */
};

static struct shensha_line shensha_lines[TUI_SHENSHA_ROWS];

/* Lay the N rows out in W columns; returns the number of lines and the
 * items a line holds in *PER. */
static int
shensha_layout(int n, int w, int *per)
{
	*per = w > SHENSHA_CELL ? (w - 1) / SHENSHA_CELL : 1;
	if (*per < 1)
		*per = 1;
	int lines = 0;
	for (int r = 0; r < n;) {
		struct shensha_line *l = &shensha_lines[lines++];
		l->first = r;
		l->count = 1;
		if (shensha_rows[r].item >= 0) {
			/* items of the same group, as many as fit */
			while (r + l->count < n && l->count < *per &&
			       shensha_rows[r + l->count].item >= 0)
				l->count++;
		}
		r += l->count;
	}
	return lines;
}

/* The line holding the selected item among LINES, or -1. */
static int
selected_line(const struct tui_state *st, int lines)
{
	if (st->focus != TUI_PANE_SHENSHA)
		return -1;
	int item = 0;
	for (int l = 0; l < lines; l++)
		for (int k = 0; k < shensha_lines[l].count; k++)
			if (shensha_rows[shensha_lines[l].first + k].item >= 0 &&
			    item++ == st->sel_shensha)
				return l;
	return -1;
}

/* The heading of the places at branch B: "初傳 支上 寅". */
static void
heading_text(const struct tui_shensha_row *row, char *buf, size_t buflen)
{
	buf[0] = 0;
	for (int p = 0; p < TUI_PLACES; p++)
		if (row->places >> p & 1) {
			strncat(buf, tui_place_name((enum tui_place)p),
				buflen - strlen(buf) - 1);
			strncat(buf, " ", buflen - strlen(buf) - 1);
		}
	strncat(buf, lr_branch_name(row->branch), buflen - strlen(buf) - 1);
}

/* One 神煞 at (Y, X) in W columns: kind, name, the branches it is on. */
static void
draw_shensha_item(const struct tui_shensha_item *it, int y, int x, int w,
		  bool sel)
{
	/* TRANSLATORS: 吉, 凶 and 平 of a 神煞 in a column two wide */
	static const char *const kinds[3] = { N_("+"), N_("-"), N_("=") };
	attr_t a = sel ? tui_role(TUI_ROLE_SELECT) : tui_role(TUI_ROLE_NORMAL);
	if (sel)
		tui_blank(y, x, w, a);
	tui_text(y, x, 2, _(kinds[it->kind % 3]), sel ? a :
		 tui_role(it->kind == LR_SHENSHA_GOOD ? TUI_ROLE_NOBLE :
			  it->kind == LR_SHENSHA_BAD ? TUI_ROLE_VOID :
			  TUI_ROLE_EARTH));
	char name[64];
	tw_clip(it->name, 12, name, sizeof name);
	tui_text(y, x + 3, 12, name, a);
	char bl[40] = "";
	for (int b = 0; b < LR_BRANCHES; b++)
		if (it->branches >> b & 1)
			strcat(bl, lr_branch_name(b));
	char clip[48];
	tw_clip(bl, w - 16, clip, sizeof clip);
	tui_text(y, x + 16, w - 16, clip, sel ? a : tui_role(TUI_ROLE_HEAVEN));
}

void
tui_draw_shensha(struct tui *t, const struct tui_pane_box *box)
{
	const struct tui_state *st = &t->st;
	int y = box->y, x = box->x, w = box->w, bottom = box->bottom;
	bool focus = st->focus == TUI_PANE_SHENSHA;
	int shown = tui_shensha_shown(st);
	int n = tui_shensha_rows(st, shensha_rows, TUI_SHENSHA_ROWS);
	char part[TUI_PROMPT_MAX + 64];
	/* TRANSLATORS: the 神煞 pane's label when its whole title does not
	   fit (the long one is "Spirits (神煞)") */
	const char *shrt = _("Spirits");
	if (st->filter[0] || st->shensha_all) {
		if (st->filter[0])
			snprintf(part, sizeof part, _(" /%s  %d of %d"),
				 st->filter, shown, st->nitems);
		else
			snprintf(part, sizeof part, _(" all %d"), st->nitems);
		const char *label = pane_label(_("Spirits (神煞)"), shrt, w,
					       part, "", "");
		int dx = pane_title(y, x, w, label, focus);
		tui_title_part(y, x + dx, w - dx, "%s", part);
	} else {
		/* names, each once though it may sit on two places */
		static bool seen[TUI_SHENSHA_ITEMS];
		memset(seen, 0, sizeof seen);
		int names = 0;
		for (int r = 0; r < n; r++)
			if (shensha_rows[r].item >= 0 && !seen[shensha_rows[r].item]) {
				seen[shensha_rows[r].item] = true;
				names++;
			}
		snprintf(part, sizeof part,
			 _(" on the 三傳, 日辰 and 年命 (%d of %d)"), names,
			 st->nitems);
		const char *label = pane_label(_("Spirits (神煞)"), shrt, w,
					       part, "", "");
		if (label == shrt && tw_width(lr_lang_display(shrt)) +
		    tw_width(lr_lang_display(part)) > w)
			/* TRANSLATORS: the places of the 神煞 shown and their
			   count, when the long form does not fit */
			snprintf(part, sizeof part, _(" on 三傳 日辰 年命 %d/%d"),
				 names, st->nitems);
		int dx = pane_title(y, x, w, label, focus);
		tui_title_part(y, x + dx, w - dx, "%s", part);
	}
	y++;
	int rows = bottom - y;
	if (rows <= 0)
		return;
	if (!st->shensha_set) {
		tui_wrap(y, x, w, rows, st->shensha_error, tui_role(TUI_ROLE_ERROR));
		return;
	}
	int per, lines = shensha_layout(n, w, &per);
	struct window win = list_window(lines, rows, selected_line(st, lines));
	int item = 0;
	for (int l = 0; l < win.top; l++)
		for (int k = 0; k < shensha_lines[l].count; k++)
			item += shensha_rows[shensha_lines[l].first + k].item >= 0;
	int cw = per > 1 ? SHENSHA_CELL : w;
	for (int l = win.top; l < win.top + win.shown && y < bottom; l++, y++) {
		const struct shensha_line *line = &shensha_lines[l];
		const struct tui_shensha_row *row = &shensha_rows[line->first];
		if (row->item < 0) {
			char head[64];
			heading_text(row, head, sizeof head);
			tui_text(y, x, w, head, tui_role(TUI_ROLE_TITLE));
			continue;
		}
		int ix = row->branch >= 0 ? 1 : 0;
		for (int k = 0; k < line->count; k++, item++) {
			const struct tui_shensha_row *r = &row[k];
			int cx = x + ix + k * cw;
			int cwid = per > 1 ? cw - 2 : w - ix;
			draw_shensha_item(&st->items[r->item], y, cx, cwid,
					  focus && item == st->sel_shensha);
		}
	}
	if (!win.hidden)
		return;
	/* count the items, not the headings, left out */
	int hidden = 0;
	for (int l = 0; l < lines; l++)
		if (l < win.top || l >= win.top + win.shown)
			for (int k = 0; k < shensha_lines[l].count; k++)
				hidden += shensha_rows[shensha_lines[l].first +
						       k].item >= 0;
	if (hidden)
		tui_more(bottom - 1, x, w, hidden, win.top + win.shown >= lines);
}

int
tui_shensha_hit(const struct tui_state *st, const struct tui_pane_box *b,
		int y, int x)
{
	int rows = b->bottom - b->y - 1, r = y - b->y - 1;
	if (r < 0 || !st->shensha_set)
		return -1;
	int n = tui_shensha_rows(st, shensha_rows, TUI_SHENSHA_ROWS);
	int per, lines = shensha_layout(n, b->w, &per);
	struct window win = list_window(lines, rows, selected_line(st, lines));
	if (r >= win.shown)
		return -1;
	const struct shensha_line *line = &shensha_lines[win.top + r];
	const struct tui_shensha_row *row = &shensha_rows[line->first];
	if (row->item < 0)
		return -1;
	int ix = row->branch >= 0 ? 1 : 0;
	int k = per > 1 ? (x - b->x - ix) / SHENSHA_CELL : 0;
	if (k < 0 || k >= line->count)
		return -1;
	int item = 0;
	for (int l = 0; l < win.top + r; l++)
		for (int j = 0; j < shensha_lines[l].count; j++)
			item += shensha_rows[shensha_lines[l].first + j].item >= 0;
	return item + k;
}

/* ---- the commentary ---- */

void
tui_draw_commentary(struct tui *t, const struct tui_pane_box *b)
{
	struct tui_state *st = &t->st;
	int y = b->y, x = b->x, w = b->w, bottom = b->bottom;
	static char text[32768];
	tui_commentary(st, text, sizeof text);
	int dx = pane_title(y, x, w, _("註 commentary"), true);
	/* the keys, as many as fit, never cut */
	static const char *const hints[] = {
		N_("Enter closes"), N_("PgDn PgUp scroll")
	};
	for (size_t i = 0; i < sizeof hints / sizeof hints[0]; i++) {
		const char *h = _(hints[i]);
		if (dx + 2 + tw_width(h) > w)
			break;
		dx += tui_text(y, x + dx, w - dx, "  ", tui_role(TUI_ROLE_EARTH));
		dx += tui_text(y, x + dx, w - dx, h, tui_role(TUI_ROLE_EARTH));
	}
	y++;
	/* the wrapped lines; those in view drawn, the title's in its role */
	size_t title_end = strcspn(text, "\n");
	int rows = bottom - y;
	static struct tw_line lines[4096];
	int n = tw_lines(text, w, lines, 4096);
	st->commentary_lines = n;
	if (n > 4096)
		n = 4096;
	if (rows <= 0)
		return;
	/* the text ends at the pane's foot at the latest (a wider pane
	 * since the last scroll holds fewer lines) */
	st->commentary_rows = rows;
	if (st->commentary_top > n - rows)
		st->commentary_top = n - rows > 0 ? n - rows : 0;
	int more = n - st->commentary_top - rows;
	if (more > 0)
		rows--;	/* the last row says how many more */
	for (int i = 0; i < rows && st->commentary_top + i < n; i++) {
		const struct tw_line *l = &lines[st->commentary_top + i];
		tui_line(y + i, x, w, text, l, false, l->start < title_end ?
			 tui_role(TUI_ROLE_TITLE) : tui_role(TUI_ROLE_NORMAL));
	}
	if (more > 0)
		tui_more(bottom - 1, x, w, more + 1, false);
}
