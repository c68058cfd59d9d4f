/* liuren - screen_chart.c: the chart screen: the plate, the 三傳 and
 * 四課, the reading panes and the selection in them; its keys step the
 * chart through time, move the selection, open the commentary and the
 * other screens. The teaching and compare screens pass it the keys they
 * do not take.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/screen_chart.h"

#include "liuren/i18n.h"
#include "tui/chrome.h"
#include "tui/list.h"
#include "tui/plate.h"
#include "tui/screen_atlas.h"
#include "tui/screen_practice.h"

void
tui_screen_chart_draw(struct tui *t)
{
	tui_draw_header(t);
	tui_draw_chart(t, NULL);
	tui_draw_footer(t, TUI_CTX_CHART);
}

/* Scroll the open commentary by LINES (down when positive). */
static unsigned
scroll_commentary(struct tui_state *st, int lines)
{
	if (!st->commentary) {
		tui_status(st, false, _("Enter opens the commentary"));
		return TUI_R_REDRAW;
	}
	/* never past the end: the last page shows the last line at the
	 * pane's foot */
	int top = st->commentary_top + lines;
	int last = st->commentary_lines - st->commentary_rows;
	if (top > last)
		top = last;
	st->commentary_top = top < 0 ? 0 : top;
	return TUI_R_REDRAW;
}

/* The mouse on the chart screen: a click selects what is under it (as
 * the keys moving the selection there would), a click on the selection
 * or a double click opens its commentary (as Enter), the wheel scrolls
 * the commentary or moves the selection in the list under it. */
static unsigned
chart_mouse(struct tui *t)
{
	struct tui_state *st = &t->st;
	if (st->screen != TUI_SCREEN_CHART)
		return TUI_R_NONE;
	struct tui_hit hit = tui_chart_hit(t, st->mouse.y, st->mouse.x);
	enum tui_mouse_kind kind = st->mouse.kind;
	if (kind == TUI_MOUSE_WHEEL_UP || kind == TUI_MOUSE_WHEEL_DOWN) {
		int dir = kind == TUI_MOUSE_WHEEL_DOWN ? 1 : -1;
		switch (hit.kind) {
		case TUI_HIT_COMMENTARY:
			return scroll_commentary(st, dir * TUI_WHEEL_LINES);
		case TUI_HIT_PATTERN:
		case TUI_HIT_SHENSHA: {
			enum tui_pane pane = hit.kind == TUI_HIT_PATTERN ?
					     TUI_PANE_PATTERNS : TUI_PANE_SHENSHA;
			if (hit.index < -1)	/* the 畢法 section */
				pane = TUI_PANE_BIFA;
			if (st->focus != pane) {
				st->focus = pane;
				st->commentary_top = 0;
			}
			for (int i = 0; i < TUI_WHEEL_LINES; i++)
				tui_select_move(st, 0, dir);
			return TUI_R_REDRAW;
		}
		default:
			return TUI_R_NONE;
		}
	}
	bool again;
	switch (hit.kind) {
	case TUI_HIT_PALACE:
		again = st->focus == TUI_PANE_PLATE &&
			st->sel_palace == hit.index;
		st->focus = TUI_PANE_PLATE;
		st->sel_palace = hit.index;
		break;
	case TUI_HIT_PATTERN:
		if (hit.index < -1) {	/* a row of the 畢法 section */
			hit.index = -2 - hit.index;
			again = st->focus == TUI_PANE_BIFA &&
				st->sel_bifa == hit.index;
			st->focus = TUI_PANE_BIFA;
			st->sel_bifa = hit.index;
			break;
		}
		again = st->focus == TUI_PANE_PATTERNS &&
			st->sel_pattern == hit.index;
		st->focus = TUI_PANE_PATTERNS;
		if (hit.index >= 0)
			st->sel_pattern = hit.index;
		break;
	case TUI_HIT_SHENSHA:
		again = st->focus == TUI_PANE_SHENSHA &&
			st->sel_shensha == hit.index;
		st->focus = TUI_PANE_SHENSHA;
		if (hit.index >= 0)
			st->sel_shensha = hit.index;
		break;
	case TUI_HIT_LINE:
		again = st->focus == TUI_PANE_LINES &&
			st->sel_line == hit.index;
		st->focus = TUI_PANE_LINES;
		st->sel_line = hit.index;
		break;
	default:
		return TUI_R_NONE;
	}
	if (hit.index < 0)	/* a pane's title: the pane only */
		return TUI_R_REDRAW;
	if (!again)
		st->commentary_top = 0;
	if (kind == TUI_MOUSE_DOUBLE) {
		/* the first click of it may have come alone and opened it */
		if (!st->commentary)
			st->commentary_top = 0;
		st->commentary = true;
	} else if (again) {
		st->commentary = !st->commentary;
		st->commentary_top = 0;
	}
	return TUI_R_REDRAW;
}

unsigned
tui_screen_chart_key(struct tui *t, enum tui_action a, int key)
{
	struct tui_state *st = &t->st;
	(void)key;
	switch (a) {
	case TUI_A_QUIT:
		return TUI_R_QUIT;
	case TUI_A_HOUR_NEXT:
	case TUI_A_HOUR_PREV:
		tui_step_hour(st, a == TUI_A_HOUR_NEXT ? 1 : -1);
		return TUI_R_CHART;
	case TUI_A_DAY_NEXT:
	case TUI_A_DAY_PREV:
		tui_step_day(st, a == TUI_A_DAY_NEXT ? 1 : -1);
		return TUI_R_CHART;
	case TUI_A_GENERAL_NEXT:
	case TUI_A_GENERAL_PREV:
		tui_step_general(st, a == TUI_A_GENERAL_NEXT ? 1 : -1);
		return TUI_R_CHART;
	case TUI_A_WEEK_NEXT:
	case TUI_A_WEEK_PREV:
		tui_step_week(st, a == TUI_A_WEEK_NEXT ? 1 : -1);
		return TUI_R_CHART;
	case TUI_A_MONTH_NEXT:
	case TUI_A_MONTH_PREV:
		tui_step_months(st, a == TUI_A_MONTH_NEXT ? 1 : -1);
		return TUI_R_CHART;
	case TUI_A_YEAR_NEXT:
	case TUI_A_YEAR_PREV:
		tui_step_months(st, a == TUI_A_YEAR_NEXT ? 12 : -12);
		return TUI_R_CHART;
	case TUI_A_TYPE:
	case TUI_A_GOTO:
	case TUI_A_QUERENT:
	case TUI_A_SETTING:
	case TUI_A_FILTER:
		st->back = st->screen;
		st->screen = TUI_SCREEN_PROMPT;
		st->prompt_kind = a == TUI_A_GOTO ? TUI_PROMPT_DATE :
				  a == TUI_A_QUERENT ? TUI_PROMPT_QUERENT :
				  a == TUI_A_SETTING ? TUI_PROMPT_SETTING :
				  a == TUI_A_FILTER ? TUI_PROMPT_FILTER :
				  TUI_PROMPT_PILLARS;
		st->prompt[0] = 0;
		if (a == TUI_A_FILTER) {
			st->focus = TUI_PANE_SHENSHA;
			st->filter[0] = 0;
			st->sel_shensha = 0;
		}
		return TUI_R_REDRAW;
	case TUI_A_PANE_NEXT:
	case TUI_A_PANE_PREV:
		tui_select_pane(st, a == TUI_A_PANE_NEXT ? 1 : -1);
		return TUI_R_REDRAW;
	case TUI_A_SEL_UP:
		tui_select_move(st, 0, -1);
		return TUI_R_REDRAW;
	case TUI_A_SEL_DOWN:
		tui_select_move(st, 0, 1);
		return TUI_R_REDRAW;
	case TUI_A_SEL_LEFT:
	case TUI_A_SEL_RIGHT:
		if (st->focus == TUI_PANE_PLATE)
			tui_select_move(st, a == TUI_A_SEL_LEFT ? -1 : 1, 0);
		else
			tui_select_pane(st, a == TUI_A_SEL_LEFT ? -1 : 1);
		return TUI_R_REDRAW;
	case TUI_A_COMMENT:
		st->commentary = !st->commentary;
		st->commentary_top = 0;
		return TUI_R_REDRAW;
	case TUI_A_SCROLL_DOWN:
	case TUI_A_SCROLL_UP:
		return scroll_commentary(st, a == TUI_A_SCROLL_DOWN ? 5 : -5);
	case TUI_A_MOUSE:
		return chart_mouse(t);
	case TUI_A_SHENSHA_ALL:
		st->shensha_all = !st->shensha_all;
		st->focus = TUI_PANE_SHENSHA;
		st->sel_shensha = 0;
		st->commentary_top = 0;
		tui_status(st, false, "%s", st->shensha_all ?
			   _("神煞: every one") :
			   _("神煞: those on 三傳, 日辰 and 年命"));
		return TUI_R_REDRAW;
	case TUI_A_VOCAB_ALL:
		st->vocab_all = !st->vocab_all;
		st->commentary = true;
		if (st->focus != TUI_PANE_LINES)	/* a 三傳 row, a lesson */
			st->focus = TUI_PANE_PLATE;
		tui_status(st, false, "%s", st->vocab_all ?
			   _("神將: every sentence of the book") :
			   _("神將: the sentences that hold on this chart"));
		return TUI_R_REDRAW;
	case TUI_A_QI:
		st->show_qi = !st->show_qi;
		if (!st->show_qi)
			tui_status(st, false, "%s",
				   _("plate: 旺相休囚死 and 十二長生 hidden"));
		else if (lr_context_vigour_month(&st->reading->context) < 0)
			tui_status(st, false, "%s", _("plate: 十二長生 from "
				   "the day stem; 旺相休囚死 not known (?) "
				   "without the month"));
		else
			tui_status(st, false, "%s", _("plate: 旺相休囚死 in "
				   "the month, 十二長生 from the day stem"));
		return TUI_R_REDRAW;
	case TUI_A_CLOSE:
		st->commentary = false;
		st->filter[0] = 0;
		st->focus = TUI_PANE_PLATE;
		return TUI_R_REDRAW;
	case TUI_A_SEARCH_NEXT:
	case TUI_A_SEARCH_PREV:
		st->search_dir = a == TUI_A_SEARCH_NEXT ? 1 : -1;
		return TUI_R_SEARCH;
	case TUI_A_NOW:
		tui_state_now(st);
		return TUI_R_CHART;
	case TUI_A_ATLAS:
		return tui_atlas_open(st);
	case TUI_A_PRACTICE:
		return tui_practice_open(st);
	case TUI_A_PRINT:
		/* which format first: text, SVG, HTML or Markdown */
		st->back = st->screen;
		st->screen = TUI_SCREEN_PROMPT;
		st->prompt_kind = TUI_PROMPT_PRINT;
		st->prompt[0] = 0;
		return TUI_R_REDRAW;
	case TUI_A_COPY:
		return TUI_R_COPY;
	default:
		return TUI_R_UNHANDLED;
	}
}
