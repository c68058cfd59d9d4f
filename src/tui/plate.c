/* liuren - plate.c: what the chart, teaching and compare screens draw:
 * the square plate, the 三傳 / 四課 / method panes, the derivation pane,
 * the layout of the reading panes around them, what lies where, and the
 * plate alone for the practice screen.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/plate.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/i18n.h"
#include "liuren/lang.h"
#include "liuren/reading.h"
#include "liuren/teaching.h"
#include "tui/bifa.h"
#include "tui/chrome.h"
#include "tui/panes.h"
#include "tui/width.h"
#include "tui/vocab.h"

/* Plate geometry: the cells grow with the screen (see plate_geom), from
 * CELL_W x CELL_H inside each palace at 80x24; one-cell borders. */
enum {
	CELL_W = 8, CELL_H = 3,
	CELL_W_MAX = 24, CELL_H_MAX = 10,
	PLATE_Y = 1, PLATE_X = 0,
	SIDE_W = 42,
	TRACE_MIN_COLS = 120,
	/* the narrowest derivation column, its share of a wide screen (in
	 * 100ths) when the side panes leave it that, and the share the plate
	 * leaves it when growing */
	TRACE_MIN_W = 36, TRACE_SHARE = 38, TRACE_SHARE_MIN = 30,
	/* rows of the side panes, titles included */
	TRANS_ROWS = 4, LESSON_ROWS = 6, METHOD_ROWS = 2
};

/* The size of a plate's cells, inside the borders. */
struct plate_geom {
	int cw, ch;
};

static int plate_w(struct plate_geom g) { return 4 * (g.cw + 1) + 1; }
static int plate_h(struct plate_geom g) { return 4 * (g.ch + 1) + 1; }

/* The width of the derivation column on a screen COLS wide (from
 * TRACE_MIN_COLS), SHARE 100ths of it or TRACE_MIN_W. */
static int trace_w(int cols, int share)
{
	int tw = cols * share / 100;
	return tw > TRACE_MIN_W ? tw : TRACE_MIN_W;
}

/* The cells of a plate that may take WIDTH columns on a screen LINES
 * tall: 8 x 3 at 80x24 and wherever the columns allow no more; taller
 * from 30 rows (one row for every six more, up to 5) and wider as far
 * as WIDTH allows, a cell with its border keeping the 9 : 4 of the 8 x 3
 * one (a character is about twice as tall as it is wide, so the plate
 * stays about square). */
static struct plate_geom
plate_fit(int width, int lines)
{
	int ch = lines < 24 ? CELL_H : CELL_H + (lines - 24) / 6;
	if (ch > 5)
		ch = 5;
	int cw = (width - 1) / 4 - 1;
	if (cw < CELL_W)
		cw = CELL_W;
	if (cw > CELL_W_MAX)
		cw = CELL_W_MAX;
	/* (ch + 1) : (cw + 1) as 4 : 9, rounded */
	if (ch > (4 * (cw + 1) + 4) / 9 - 1)
		ch = (4 * (cw + 1) + 4) / 9 - 1;
	if (ch < CELL_H)
		ch = CELL_H;
	if (cw > (9 * (ch + 1) + 2) / 4 - 1)
		cw = (9 * (ch + 1) + 2) / 4 - 1;
	return (struct plate_geom){ cw, ch };
}

/* The chart screen's cells for a screen of COLS x LINES: the plate takes
 * what the side panes leave, and from TRACE_MIN_COLS the derivation
 * column. */
static struct plate_geom
plate_geom(int cols, int lines)
{
	int rest = 2 + SIDE_W;
	if (cols >= TRACE_MIN_COLS)
		rest += 2 + 1 + trace_w(cols, TRACE_SHARE_MIN);
	return plate_fit(cols - rest, lines);
}

/* Where the chart screen puts everything, from the screen size and the
 * state. The drawing and the hit-testing of the mouse both read it, so
 * a click lands on what was drawn there.
 *
 * Below 120 columns: the plate, the side panes beside it (三傳, 四課,
 * 課法, then the 神煞 to the bottom), the 課體 under the plate; the
 * commentary over the side panes. From 120 columns a third column, 38%
 * of the width when the plate and side panes leave that (at least 36),
 * holds the derivation (or the commentary) over the 神煞; the side panes
 * take what the plate leaves of the rest,
 * the 課體 the width of plate and side panes under them, and the
 * querent's line sits under the 課法. The plate's cells grow with the
 * screen (plate_geom). */
struct chart_layout {
	int plate_y, plate_x;
	struct plate_geom g;
	bool wide;		/* the third column (derivation/commentary) */
	bool side_comment;	/* the commentary over the side panes */
	int side_x, side_w;
	int below;		/* the first row under the plate */
	int trans_y, lessons_y, method_y, querent_y;
	struct tui_pane_box patterns, shensha, commentary, trace;
};

static void
chart_layout(const struct tui_state *st, bool teaching,
	     struct chart_layout *l)
{
	memset(l, 0, sizeof *l);
	l->plate_y = PLATE_Y;
	l->plate_x = PLATE_X;
	l->g = plate_geom(COLS, LINES);
	int pw = plate_w(l->g);
	l->side_x = PLATE_X + pw + 2;
	l->wide = COLS >= TRACE_MIN_COLS;
	l->side_comment = !teaching && st->commentary && !l->wide;
	/* below 120 columns the side panes take the rest of the width */
	l->side_w = COLS - l->side_x;
	l->trans_y = PLATE_Y;
	l->lessons_y = l->trans_y + TRANS_ROWS + 1;
	l->method_y = l->lessons_y + LESSON_ROWS + 1;
	l->querent_y = -1;
	int below = l->below = PLATE_Y + plate_h(l->g);
	if (!l->wide) {
		l->patterns = (struct tui_pane_box){ !teaching, below, 0,
						     pw, LINES - 1 };
		l->shensha = (struct tui_pane_box){
			!teaching && !l->side_comment,
			l->method_y + METHOD_ROWS + 1, l->side_x, l->side_w,
			LINES - 1 };
		if (l->side_comment)
			l->commentary = (struct tui_pane_box){
				true, PLATE_Y, l->side_x, COLS - l->side_x,
				LINES - 1 };
		return;
	}
	int sw = COLS - l->side_x - 2 - trace_w(COLS, TRACE_SHARE) - 1;
	l->side_w = sw > SIDE_W ? sw : SIDE_W;
	int tx = l->side_x + l->side_w + 2, tw = COLS - tx - 1;
	l->querent_y = l->method_y + METHOD_ROWS;
	l->patterns = (struct tui_pane_box){ !teaching, below, 0, tx - 2,
					     LINES - 1 };
	/* the third column: the derivation or the commentary over the 神煞
	 * (the derivation alone while teaching) */
	int split = teaching ? LINES - 1 : PLATE_Y + (LINES - 1 - PLATE_Y) / 2;
	bool comment = !teaching && st->commentary;
	l->trace = (struct tui_pane_box){ !comment, PLATE_Y, tx, tw, split };
	l->commentary = (struct tui_pane_box){ comment, PLATE_Y, tx, tw, split };
	l->shensha = (struct tui_pane_box){ !teaching, split, tx, tw,
					    LINES - 1 };
}

#define palace_row tui_palace_row
#define palace_col tui_palace_col

/* What the teaching mode has revealed so far (all of it outside): the
 * core's account of a derivation read up to STEP (lr_trace_reveal). */
static void
reveal_upto(const struct tui_state *st, const struct lr_step *step,
	    struct lr_reveal *rv)
{
	lr_trace_reveal(st->trace, step ? (int)(step - st->trace->steps) : -1,
			rv);
}

/* ---- the plate ---- */

/* Where a plate is drawn and for which chart; palaces that differ from
 * OTHER (when not NULL) are highlighted. */
struct plate_at {
	const struct lr_chart *c;
	int y, x;
	const struct lr_chart *other;
	unsigned lit;		/* palaces the selection points at */
	int cursor;		/* the selected palace, or -1 */
	const struct tui_state *marks;	/* 驛馬 日德 祿 from here, or NULL */
	bool ascii;		/* lessons as 1234, not ①②③④ */
	struct plate_geom g;
	bool qi;		/* 旺相休囚死 and 十二長生 of the heaven branch */
	int qi_month;		/* the month they are counted in, -1 unknown */
};

#define palace_differs tui_palace_differs

static void
draw_palace(const struct plate_at *pa, int p,
	    const struct lr_step *step, const struct lr_reveal *rv)
{
	const struct lr_chart *c = pa->c;
	const int cw = pa->g.cw, ch = pa->g.ch;
	int y = pa->y + 1 + palace_row[p] * (ch + 1);
	int x = pa->x + 1 + palace_col[p] * (cw + 1);
	int h = c->heaven[p];
	bool lit = (step && (lr_step_palaces(c, step) >> p & 1)) ||
		   (pa->other && palace_differs(c, pa->other, p)) ||
		   (pa->lit >> p & 1);
	attr_t base = lit ? tui_role(TUI_ROLE_HILITE) : tui_role(TUI_ROLE_NORMAL);
	if (pa->cursor == p) {
		lit = true;
		base = tui_role(TUI_ROLE_SELECT);
	}
	for (int i = 0; i < ch; i++)
		tui_blank(y + i, x, cw, base);

	/* line 0: the general riding the heaven branch, and its 遁干; the
	 * heaven branch's 氣 and 十二長生 on its own line when the cell has
	 * one for it, else in place of the general */
	int g = c->general_on[h];
	bool qi_first = pa->qi && ch <= 3;
	if (pa->qi) {
		char qi[64];
		tui_palace_qi(c, pa->qi_month, p, qi, sizeof qi);
		tui_text(qi_first ? y : y + 2, x, cw, qi,
			 lit ? base : tui_role(TUI_ROLE_KEY));
	}
	if (!qi_first && (rv->generals || (rv->noble && g == LR_G_NOBLE)))
		tui_text(y, x, 4, lr_general_name(g), lit ? base :
			 tui_role(g == LR_G_NOBLE ? TUI_ROLE_NOBLE :
				  TUI_ROLE_GENERAL));
	int stem = lr_hidden_stem(c->input.day, h);
	if (rv->voids && stem >= 0 && !qi_first)
		tui_text(y, x + 5, 2, lr_stem_name(stem),
			 lit ? base : tui_role(TUI_ROLE_STEM));

	/* line 1: heaven branch, transmission mark, void mark */
	attr_t hattr = lit ? base | A_BOLD : tui_role(TUI_ROLE_HEAVEN);
	if (step && (step->candidates >> h & 1))
		hattr = tui_role(TUI_ROLE_CAND);
	if (step && (step->eliminated >> h & 1))
		hattr = tui_role(TUI_ROLE_ELIM);
	tui_text(y + 1, x + 1, 2, lr_branch_name(h), hattr);
	/* the marks after it: the transmissions, the void, then the day's
	 * 驛馬, 日德 and 祿 riding this heaven branch; two fit in a cell 8
	 * wide, one more for every two columns more, and when there are more
	 * the line ends with "…" so none goes unsaid */
	static const char *const marks[3] = { "初", "中", "末" };
	static const char *const names[3] = { "馬", "德", "祿" };
	const char *mk[8];
	enum tui_role mr[8];
	int nm = 0;
	for (int i = 0; i < 3; i++)
		if (rv->trans[i] && c->transmissions[i].branch == h) {
			mk[nm] = marks[i];
			mr[nm++] = TUI_ROLE_TRANS;
		}
	if (rv->voids && (h == c->void_branches[0] || h == c->void_branches[1])) {
		mk[nm] = "空";
		mr[nm++] = TUI_ROLE_VOID;
	}
	if (pa->marks) {
		const struct tui_state *ms = pa->marks;
		const unsigned short masks[3] = { ms->mark_horse,
						  ms->mark_virtue, ms->mark_lu };
		for (int k = 0; k < 3; k++)
			if (masks[k] >> h & 1) {
				mk[nm] = names[k];
				mr[nm++] = k == 0 ? TUI_ROLE_STEM : TUI_ROLE_NOBLE;
			}
	}
	const char *more = pa->ascii ? "+" : "…";
	int slots = (cw - 4) / 2;
	if (nm <= slots) {
		/* a transmission in the first place, the void in the second,
		 * the others where there is room */
		int at[8], used = 0;
		for (int i = 0; i < nm; i++) {
			int want = mr[i] == TUI_ROLE_TRANS ? 0 :
				   mr[i] == TUI_ROLE_VOID ? 1 : -1;
			at[i] = want >= 0 && !(used >> want & 1) ? want : -1;
			if (at[i] >= 0)
				used |= 1 << at[i];
		}
		for (int i = 0; i < nm; i++) {
			for (int k = 0; at[i] < 0; k++)
				if (!(used >> k & 1))
					at[i] = k;
			used |= 1 << at[i];
			tui_text(y + 1, x + 4 + 2 * at[i], 2, mk[i],
				 lit ? base : tui_role(mr[i]));
		}
	} else if (tw_width(more) == 1) {
		/* closer together: as many marks as places, then the sign */
		for (int i = 0; i < slots; i++)
			tui_text(y + 1, x + 3 + 2 * i, 2, mk[i],
				 lit ? base : tui_role(mr[i]));
		tui_text(y + 1, x + 3 + 2 * slots, 1, more,
			 lit ? base : tui_role(mr[slots]));
	} else {
		for (int i = 0; i < slots - 1; i++)
			tui_text(y + 1, x + 4 + 2 * i, 2, mk[i],
				 lit ? base : tui_role(mr[i]));
		tui_text(y + 1, x + 4 + 2 * (slots - 1), 2, more,
			 lit ? base : tui_role(mr[slots - 1]));
	}

	/* the last line: the earth branch, then its marks, each apart: the
	 * day stem lodged here, 命 and 年 for the querent's 本命 and 行年,
	 * and the lessons laid here as ①②③④ (as many as fit) */
	int ey = y + ch - 1;
	attr_t eattr = lit ? base : tui_role(TUI_ROLE_EARTH);
	if (step && (step->counted >> p & 1))
		eattr = tui_role(TUI_ROLE_ERROR);
	tui_text(ey, x, 2, lr_branch_name(p), eattr);
	int mx = x + 2, end = x + cw;
	int day_stem = lr_cycle_stem(c->input.day);
	if (lr_lodge(day_stem) == p)
		mx += tui_text(ey, mx, end - mx, lr_stem_name(day_stem),
			       lit ? base : tui_role(TUI_ROLE_STEM));
	if (pa->marks) {
		const struct lr_context *k = &pa->marks->reading->context;
		if (k->birth_branch == p && end - mx >= 3)
			mx += tui_text(ey, mx + 1, 2, "命", lit ? base :
				       tui_role(TUI_ROLE_KEY)) + 1;
		if (k->xingnian == p && end - mx >= 3)
			mx += tui_text(ey, mx + 1, 2, "年", lit ? base :
				       tui_role(TUI_ROLE_KEY)) + 1;
		/* 類: the 類神 taken for the matter asked (vocab.c) */
		if ((tui_leishen_palaces(&pa->marks->reading->leishen) >> p
		     & 1) &&
		    end - mx >= 3)
			mx += tui_text(ey, mx + 1, 2, "類", lit ? base :
				       tui_role(TUI_ROLE_KEY)) + 1;
	}
	static const char *const circled[4] = { "①", "②", "③", "④" };
	static const char *const digits[4] = { "1", "2", "3", "4" };
	char lessons[32] = "";
	for (int i = 0; i < 4; i++) {
		/* lesson 1 stands on the day stem, which lodges here */
		bool here = i == 0 ? lr_lodge(day_stem) == p :
			    c->lessons[i].lower == p && c->lessons[i].lower_stem < 0;
		if (rv->lesson[i] && here)
			strcat(lessons, pa->ascii ? digits[i] : circled[i]);
	}
	if (lessons[0] && end - mx >= 2) {
		char fit[32];
		size_t n = tw_fit(lessons, end - mx - 1, NULL);
		memcpy(fit, lessons, n);
		fit[n] = 0;
		int w = tw_width(fit);
		tui_text(ey, end - w, w, fit,
			 lit ? base : tui_role(TUI_ROLE_LESSON));
	}
}

static void
draw_grid(struct tui *t, int oy, int ox, struct plate_geom g)
{
	attr_t a = tui_role(TUI_ROLE_BORDER);
	/* line directions at each point of the grid */
	enum { H_MAX = 4 * (CELL_H_MAX + 1) + 1, W_MAX = 4 * (CELL_W_MAX + 1) + 1 };
	static unsigned char dirs[H_MAX][W_MAX];
	memset(dirs, 0, sizeof dirs);
	const int pw = plate_w(g), ph = plate_h(g);
	const int step_x = g.cw + 1, step_y = g.ch + 1;
	for (int r = 0; r <= 4; r++) {
		int y = r * step_y;
		for (int x = 0; x < pw; x++) {
			/* no line through the middle of the inner 2x2 */
			if (r == 2 && x > step_x && x < 3 * step_x)
				continue;
			if (x > 0)
				dirs[y][x] |= TUI_L;
			if (x < pw - 1)
				dirs[y][x] |= TUI_R;
		}
	}
	for (int col = 0; col <= 4; col++) {
		int x = col * step_x;
		for (int y = 0; y < ph; y++) {
			if (col == 2 && y > step_y && y < 3 * step_y)
				continue;
			if (y > 0)
				dirs[y][x] |= TUI_U;
			if (y < ph - 1)
				dirs[y][x] |= TUI_D;
		}
	}
	/* a line ending at the inner area's edge joins it, not the void */
	for (int y = 0; y < ph; y++)
		for (int x = 0; x < pw; x++) {
			unsigned d = dirs[y][x];
			if (!d)
				continue;
			if ((d & TUI_L) && !(dirs[y][x - 1] & TUI_R))
				d &= ~(unsigned)TUI_L;
			if ((d & TUI_R) && !(dirs[y][x + 1] & TUI_L))
				d &= ~(unsigned)TUI_R;
			if ((d & TUI_U) && !(dirs[y - 1][x] & TUI_D))
				d &= ~(unsigned)TUI_U;
			if ((d & TUI_D) && !(dirs[y + 1][x] & TUI_U))
				d &= ~(unsigned)TUI_D;
			tui_text(oy + y, ox + x, 1, tui_box_char(t, d),
				 a);
		}
}

static void
draw_centre(struct tui *t, const struct plate_at *pa, const struct lr_reveal *rv)
{
	const struct tui_state *st = &t->st;
	const struct lr_chart *c = pa->c;
	/* the inner area is 2 cw + 1 wide and 2 ch + 1 tall; the six lines
	 * below in its middle, 15 columns from two in at 8 x 3 */
	const int cw = pa->g.cw, ch = pa->g.ch;
	int y = pa->y + ch + 2 + (2 * ch + 1 - 7) / 2;
	int x = pa->x + cw + 3 + (2 * cw + 1 - 17) / 2;
	int w = 2 * cw - 2 - (2 * cw + 1 - 17) / 2;
	char day[7];
	lr_cycle_name(c->input.day, day);
	attr_t n = tui_role(TUI_ROLE_NORMAL), tt = tui_role(TUI_ROLE_TITLE);
	int dx = tui_text(y, x, w, "日 ", tt);
	dx += tui_text(y, x + dx, w - dx, day, tui_role(TUI_ROLE_HEAVEN));
	dx += tui_text(y, x + dx, w - dx, "  時 ", tt);
	tui_text(y, x + dx, w - dx, lr_branch_name(c->input.hour),
		 tui_role(TUI_ROLE_HEAVEN));
	dx = tui_text(y + 1, x, w, "將 ", tt);
	tui_textf(y + 1, x + dx, w - dx, n, "%s %s",
		  lr_branch_name(c->input.general),
		  lr_month_general_name(c->input.general));
	if (st->general_source == TUI_GEN_MANUAL)
		tui_text(y + 2, x, w, _("manual 月將"), tui_role(TUI_ROLE_MANUAL));
	if (rv->voids) {
		dx = tui_text(y + 3, x, w, "旬空 ", tt);
		tui_textf(y + 3, x + dx, w - dx, tui_role(TUI_ROLE_VOID),
			  "%s%s", lr_branch_name(c->void_branches[0]),
			  lr_branch_name(c->void_branches[1]));
	}
	if (rv->noble) {
		dx = tui_text(y + 4, x, w, "貴 ", tt);
		tui_textf(y + 4, x + dx, w - dx, tui_role(TUI_ROLE_NOBLE),
			  "%s %s %s", lr_branch_name(c->noble),
			  c->daytime ? "晝" : "夜",
			  c->noble_forward ? "順" : "逆");
	}
	if (rv->method) {
		dx = tui_text(y + 5, x, w, "法 ", tt);
		tui_text(y + 5, x + dx, w - dx, lr_method_name(c->method),
			 tui_role(TUI_ROLE_TRANS));
	}
}

/* The plate of PA: its grid, the twelve palaces (STEP lit when not
 * NULL) and the centre, showing what RV reveals. */
static void
draw_plate(struct tui *t, const struct plate_at *pa, const struct lr_step *step,
	   const struct lr_reveal *rv)
{
	draw_grid(t, pa->y, pa->x, pa->g);
	for (int p = 0; p < LR_BRANCHES; p++)
		draw_palace(pa, p, step, rv);
	draw_centre(t, pa, rv);
}

char *
tui_palace_qi(const struct lr_chart *c, int month, int p, char *out,
	      size_t size)
{
	int h = c->heaven[p];
	int stage = lr_growth_stage(lr_cycle_stem(c->input.day), h);
	snprintf(out, size, "%s %s", month >= 0 ?
		 lr_vigour_name(lr_vigour_of(month, lr_branch_phase(h))) : "?",
		 lr_growth_name((enum lr_growth)stage));
	return out;
}

/* ---- side panes ---- */

/* The 三傳 and 四課 titles reversed while they hold the selection (as
 * the lists' titles), and the selected row's name. */
static attr_t
line_title(bool focus)
{
	return focus ? tui_role(TUI_ROLE_KEY) | A_REVERSE :
		       tui_role(TUI_ROLE_TITLE);
}

static attr_t
line_role(bool selected)
{
	return tui_role(selected ? TUI_ROLE_SELECT : TUI_ROLE_EARTH);
}

/* The column of lesson I (0: the first) in the 四課 pane at X: lesson 1
 * on the right, as the lessons are written; each 8 wide. */
enum { LESSON_W = 8 };
static int
lesson_x(int x, int i)
{
	return x + 4 + (3 - i) * (LESSON_W + 1);
}

static int
draw_transmissions(struct tui *t, int y, int x, int w,
		   const struct lr_reveal *rv)
{
	const struct lr_chart *c = &t->st.reading->chart;
	static const char *const names[3] = { "初傳", "中傳", "末傳" };
	bool focus = t->st.focus == TUI_PANE_LINES && t->st.screen !=
		     TUI_SCREEN_TEACH;
	tui_text(y++, x, w, _("Transmissions (三傳)"), line_title(focus));
	for (int i = 0; i < 3; i++, y++) {
		const struct lr_transmission *tr = &c->transmissions[i];
		tui_text(y, x, w, names[i], line_role(focus && t->st.sel_line
						       == i));
		if (!rv->trans[i])
			continue;
		tui_text(y, x + 6, 2, lr_branch_name(tr->branch),
			 tui_role(TUI_ROLE_HEAVEN));
		tui_text(y, x + 10, 2, tr->stem >= 0 ? lr_stem_name(tr->stem) :
			 "空", tui_role(tr->stem >= 0 ? TUI_ROLE_STEM :
					 TUI_ROLE_VOID));
		tui_text(y, x + 14, 4, lr_kin_name(tr->kin),
			 tui_role(TUI_ROLE_NORMAL));
		tui_text(y, x + 20, w - 20, lr_general_name(tr->general),
			 tui_role(tr->general == LR_G_NOBLE ? TUI_ROLE_NOBLE :
				  TUI_ROLE_GENERAL));
	}
	return y;
}

static int
draw_lessons(struct tui *t, int y, int x, int w, const struct lr_reveal *rv)
{
	const struct tui_state *st = &t->st;
	const struct lr_chart *c = &st->reading->chart;
	static const char *const names[4] = {
		N_("lesson 1"), N_("lesson 2"), N_("lesson 3"), N_("lesson 4")
	};
	bool focus = st->focus == TUI_PANE_LINES && st->screen !=
		     TUI_SCREEN_TEACH;
	tui_text(y++, x, w, _("Lessons (四課)"), line_title(focus));
	/* lesson 1 on the right, as the lessons are written */
	for (int i = 0; i < 4; i++) {
		int cx = lesson_x(x, i);
		const struct lr_lesson *l = &c->lessons[i];
		tui_text(y, cx, 8, _(names[i]), line_role(focus && st->sel_line
						       == TUI_LINE_LESSON + i));
		if (!rv->lesson[i])
			continue;
		if (rv->generals || (rv->noble && l->general == LR_G_NOBLE))
			tui_text(y + 1, cx, 8, lr_general_name(l->general),
				 tui_role(l->general == LR_G_NOBLE ?
					  TUI_ROLE_NOBLE : TUI_ROLE_GENERAL));
		tui_text(y + 2, cx, 8, lr_branch_name(l->upper),
			 tui_role(TUI_ROLE_HEAVEN));
		tui_text(y + 3, cx, 8, l->lower_stem >= 0 ?
			 lr_stem_name(l->lower_stem) : lr_branch_name(l->lower),
			 tui_role(l->lower_stem >= 0 ? TUI_ROLE_STEM :
				  TUI_ROLE_EARTH));
		if (l->relation != LR_REL_NONE)
			tui_text(y + 4, cx, 8, lr_relation_name(l->relation),
				 tui_role(TUI_ROLE_TRANS));
	}
	return y + 5;
}

static int
draw_method(struct tui *t, int y, int x, int w, const struct lr_reveal *rv)
{
	const struct lr_chart *c = &t->st.reading->chart;
	tui_text(y++, x, w, _("Method (課法)"), tui_role(TUI_ROLE_TITLE));
	if (!rv->method)
		return y + 1;
	int dx = tui_text(y, x, w, lr_method_name(c->method),
			  tui_role(TUI_ROLE_TRANS));
	if (c->method_detail && c->method_detail[0]) {
		/* the detail in the language's brackets, as print writes it */
		char both[128];
		const char *m = lr_method_name(c->method);
		lr_lang_bracket(m, c->method_detail, both, sizeof both);
		dx += tui_text(y, x + dx, w - dx, both + strlen(m),
			       tui_role(TUI_ROLE_NORMAL));
	}
	if (c->distinct_lessons < 4)
		tui_text(y, x + dx + 2, w - dx - 2, c->distinct_lessons == 2 ?
			 _("only two lessons") : _("lessons incomplete"),
			 tui_role(TUI_ROLE_EARTH));
	return y + 1;
}

/* The derivation in box B: on the chart every step; in the teaching
 * mode (STEP given) only the steps reached so far, the current one
 * highlighted and kept in view. Steps left out are counted by a
 * more-marker: those above on the title row, those below at the bottom. */
static void
draw_trace(struct tui *t, const struct tui_pane_box *b,
	   const struct lr_step *step)
{
	const struct tui_state *st = &t->st;
	int y = b->y, x = b->x, w = b->w, bottom = b->bottom;
	tui_text(y++, x, w, _("推演 derivation"), tui_role(TUI_ROLE_TITLE));
	int cur = step ? (int)(step - st->trace->steps) : -1;
	int last = step ? cur : st->trace->count - 1;
	int rows = bottom - y;
	if (rows <= 0 || last < 0)
		return;
	/* the first step shown: the current one stays in view */
	int first = 0;
	if (step) {
		int lines = 0;
		for (int i = cur; i >= 0; i--) {
			lines += tw_lines(st->trace->steps[i].text, w - 3,
					  NULL, 0);
			if (lines > rows)
				break;
			first = i;
		}
	}
	int need = 0;
	for (int i = first; i <= last; i++)
		need += tw_lines(st->trace->steps[i].text, w - 3, NULL, 0);
	if (need > rows)
		rows--;		/* room for the marker below */
	int i = first;
	for (; i <= last && y < b->y + 1 + rows; i++) {
		attr_t a = i == cur ? tui_role(TUI_ROLE_HILITE) :
			   tui_role(TUI_ROLE_NORMAL);
		tui_textf(y, x, 3, i == cur ? a : tui_role(TUI_ROLE_EARTH),
			  "%2d", i + 1);
		y += tui_wrap(y, x + 3, w - 3, b->y + 1 + rows - y,
			      st->trace->steps[i].text, a);
	}
	if (first > 0)
		tui_more(b->y, x, w, first, true);
	if (i <= last)
		tui_more(bottom - 1, x, w, last - i + 1, false);
}

void
tui_draw_chart(struct tui *t, const struct lr_step *step)
{
	struct tui_state *st = &t->st;
	struct lr_reveal rv;
	reveal_upto(st, step, &rv);
	struct chart_layout lay;
	chart_layout(st, step != NULL, &lay);
	struct plate_at pa = { &st->reading->chart, lay.plate_y, lay.plate_x,
			       NULL, 0, -1, NULL, st->ascii || !t->utf8, lay.g,
			       st->show_qi,
			       lr_context_vigour_month(&st->reading->context) };
	if (!step) {
		pa.lit = tui_selection_palaces(st);
		if (st->focus == TUI_PANE_PLATE)
			pa.lit = 0, pa.cursor = st->sel_palace;
		pa.marks = st;
		if (st->show_changes) {
			pa.other = &st->before;
			pa.lit = 0;
			pa.cursor = -1;
		}
	}
	draw_plate(t, &pa, step, &rv);

	if (lay.side_comment) {
		tui_draw_commentary(t, &lay.commentary);
	} else {
		draw_transmissions(t, lay.trans_y, lay.side_x, lay.side_w, &rv);
		draw_lessons(t, lay.lessons_y, lay.side_x, lay.side_w, &rv);
		draw_method(t, lay.method_y, lay.side_x, lay.side_w, &rv);
		char q[320];
		tui_querent_line(st, q, sizeof q);
		if (lay.querent_y >= 0 && q[0] && !step) {
			char clip[400];
			tw_clip(q, lay.side_w, clip, sizeof clip);
			tui_text(lay.querent_y, lay.side_x, lay.side_w, clip,
				 tui_role(TUI_ROLE_KEY));
		}
	}

	int below = lay.below + 1;
	if (step) {
		/* caption of the step under the plate; highlighted as the
		 * current step when no derivation pane shows it so */
		int cur = (int)(step - st->trace->steps);
		tui_textf(below - 1, 0, plate_w(lay.g), tui_role(TUI_ROLE_TITLE),
			  _("step %d/%d"), cur + 1, st->trace->count);
		tui_wrap(below, 0, lay.wide ? lay.side_x + lay.side_w :
			 COLS, LINES - 1 - below, step->text,
			 tui_role(lay.wide ? TUI_ROLE_CAPTION : TUI_ROLE_HILITE));
	} else {
		tui_draw_patterns(t, &lay.patterns);
		if (lay.shensha.shown)
			tui_draw_shensha(t, &lay.shensha);
	}
	if (lay.wide) {
		if (lay.commentary.shown)
			tui_draw_commentary(t, &lay.commentary);
		else
			draw_trace(t, &lay.trace, step);
	}
}

/* Is (Y, X) inside pane box B (its title row included)? */
static bool
in_box(const struct tui_pane_box *b, int y, int x)
{
	return b->shown && y >= b->y && y < b->bottom && x >= b->x &&
	       x < b->x + b->w;
}

struct tui_hit
tui_chart_hit(const struct tui *t, int y, int x)
{
	const struct tui_state *st = &t->st;
	struct tui_hit hit = { TUI_HIT_NONE, -1 };
	struct chart_layout lay;
	chart_layout(st, st->screen == TUI_SCREEN_TEACH, &lay);
	/* the plate: inside a cell, not on its borders */
	int py = y - lay.plate_y, px = x - lay.plate_x;
	const int cw = lay.g.cw, ch = lay.g.ch;
	if (py > 0 && py < plate_h(lay.g) - 1 && px > 0 &&
	    px < plate_w(lay.g) - 1 && py % (ch + 1) != 0 &&
	    px % (cw + 1) != 0) {
		int r = py / (ch + 1), c = px / (cw + 1);
		for (int p = 0; p < LR_BRANCHES; p++)
			if (tui_palace_row[p] == r && tui_palace_col[p] == c) {
				hit.kind = TUI_HIT_PALACE;
				hit.index = p;
			}
		return hit;
	}
	if (in_box(&lay.commentary, y, x)) {
		hit.kind = TUI_HIT_COMMENTARY;
		return hit;
	}
	/* a 三傳 row, or a lesson's column (the side panes as drawn) */
	int sx = x - lay.side_x, ty = y - lay.trans_y - 1,
	    ly = y - lay.lessons_y - 1;
	if (!lay.side_comment && st->screen != TUI_SCREEN_TEACH && sx >= 0
	    && sx < lay.side_w) {
		if (ty >= 0 && ty < 3) {
			hit.kind = TUI_HIT_LINE;
			hit.index = ty;
			return hit;
		}
		for (int i = 0; ly >= 0 && ly < 5 && i < 4; i++)
			if (x >= lesson_x(lay.side_x, i)
			    && x < lesson_x(lay.side_x, i) + LESSON_W) {
				hit.kind = TUI_HIT_LINE;
				hit.index = TUI_LINE_LESSON + i;
				return hit;
			}
	}
	if (in_box(&lay.patterns, y, x)) {
		hit.kind = TUI_HIT_PATTERN;
		hit.index = tui_patterns_hit(st, &lay.patterns, y);
	} else if (in_box(&lay.shensha, y, x)) {
		hit.kind = TUI_HIT_SHENSHA;
		hit.index = tui_shensha_hit(st, &lay.shensha, y, x);
	}
	return hit;
}

/* ---- compare schools ---- */

int
tui_draw_compare_plates(struct tui *t, int y, const struct lr_chart *other)
{
	struct tui_state *st = &t->st;
	struct lr_reveal rv;
	reveal_upto(st, NULL, &rv);
	int half = COLS / 2;
	bool ascii = st->ascii || !t->utf8;
	/* the two plates side by side, each growing in its half */
	const struct plate_geom g = plate_fit(half - 1, LINES);
	struct plate_at a = { &st->reading->chart, y, 0, other,
			      0, -1, NULL, ascii, g, false, -1 };
	struct plate_at b = { other, y, half,
			      &st->reading->chart, 0, -1, NULL, ascii, g, false,
			      -1 };
	const struct plate_at *both[2] = { &a, &b };
	for (int k = 0; k < 2; k++)
		draw_plate(t, both[k], NULL, &rv);
	return y + plate_h(g);
}

/* ---- the plate alone (practice) ---- */

void
tui_plate_size(int width, int lines, int *w, int *h)
{
	struct plate_geom g = plate_fit(width, lines);
	*w = plate_w(g);
	*h = plate_h(g);
}

void
tui_draw_plate(struct tui *t, int y, int x, int width,
	       const struct lr_chart *chart, unsigned lit,
	       const struct lr_step *step, const struct lr_reveal *rv)
{
	const struct tui_state *st = &t->st;
	struct plate_at pa = { chart, y, x, NULL, lit, -1, NULL,
			       st->ascii || !t->utf8, plate_fit(width, LINES),
			       false, -1 };
	draw_plate(t, &pa, step, rv);
}
