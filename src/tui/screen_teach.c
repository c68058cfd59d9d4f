/* liuren - screen_teach.c: the teaching mode: the chart screen's plate
 * with the derivation walked one step at a time, the palaces and lines
 * each step involves lit; the chart's keys work here too. The step shown
 * is the screen's own (struct tui_teach), made when it first opens.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/screen_teach.h"

#include <stdio.h>
#include <stdlib.h>

#include "liuren/i18n.h"
#include "tui/chrome.h"
#include "tui/plate.h"
#include "tui/screen_chart.h"

/* The screen's own state: where the walk through the derivation is. */
struct tui_teach {
	int step;		/* index into trace.steps */
};

int
tui_teach_step(const struct tui_state *st)
{
	if (!st->teach)
		return 0;
	/* a new chart's trace may be shorter: its last step */
	int last = st->trace->count > 0 ? st->trace->count - 1 : 0;
	return st->teach->step < last ? st->teach->step : last;
}

void
tui_teach_reset(struct tui_state *st)
{
	if (st->teach)
		st->teach->step = 0;
}

unsigned
tui_teach_open(struct tui_state *st)
{
	if (!st->teach) {
		st->teach = calloc(1, sizeof *st->teach);
		if (!st->teach) {
			tui_status(st, true, "%s", _("out of memory"));
			return TUI_R_REDRAW;
		}
	}
	st->screen = TUI_SCREEN_TEACH;
	st->teach->step = 0;
	return TUI_R_REDRAW;
}

void
tui_screen_teach_draw(struct tui *t)
{
	struct tui_state *st = &t->st;
	int step = tui_teach_step(st);
	/* the teaching counter on the right of the header, while the mode
	 * is on view (not under a prompt) */
	char count[64];
	snprintf(count, sizeof count, _(" teaching %d/%d "), step + 1,
		 st->trace->count);
	tui_draw_header_counter(t, st->screen == TUI_SCREEN_TEACH &&
				st->trace->count > 0 ? count : NULL);
	tui_draw_chart(t, st->trace->count > 0 ? &st->trace->steps[step]
		       : NULL);
	tui_draw_footer(t, TUI_CTX_TEACH);
}

unsigned
tui_screen_teach_key(struct tui *t, enum tui_action a, int key)
{
	struct tui_state *st = &t->st;
	int last = st->trace->count > 0 ? st->trace->count - 1 : 0;
	int step = tui_teach_step(st);
	switch (a) {
	case TUI_A_STEP_NEXT:
		if (step < last)
			step++;
		else
			tui_status(st, false, _("last step: %d of %d"),
				   step + 1, st->trace->count);
		break;
	case TUI_A_STEP_PREV:
		if (step > 0)
			step--;
		else
			tui_status(st, false, _("first step"));
		break;
	case TUI_A_STEP_FIRST:
		step = 0;
		break;
	case TUI_A_STEP_LAST:
		step = last;
		break;
	case TUI_A_TEACH_END:
		st->screen = TUI_SCREEN_CHART;
		return TUI_R_REDRAW;
	default: {
		/* the chart's keys work here too; a new chart starts over */
		unsigned r = tui_screen_chart_key(t, a, key);
		if (r & TUI_R_CHART)
			tui_teach_reset(st);
		return r;
	}
	}
	if (st->teach)
		st->teach->step = step;
	return TUI_R_REDRAW;
}
