/* liuren - screen_teach.c: the teaching mode: the chart screen's plate
 * with the derivation walked one step at a time, the palaces and lines
 * each step involves lit; the chart's keys work here too.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/screen_teach.h"

#include "liuren/i18n.h"
#include "tui/chrome.h"
#include "tui/plate.h"
#include "tui/screen_chart.h"

void
tui_screen_teach_draw(struct tui *t)
{
	struct tui_state *st = &t->st;
	tui_draw_header(t);
	if (st->trace->count > 0)
		tui_draw_chart(t, &st->trace->steps[st->teach_step]);
	else
		tui_draw_chart(t, NULL);
	tui_draw_footer(t, TUI_CTX_TEACH);
}

unsigned
tui_screen_teach_key(struct tui *t, enum tui_action a, int key)
{
	struct tui_state *st = &t->st;
	int last = st->trace->count > 0 ? st->trace->count - 1 : 0;
	switch (a) {
	case TUI_A_STEP_NEXT:
		if (st->teach_step < last)
			st->teach_step++;
		else
			tui_status(st, false, _("last step: %d of %d"),
				   st->teach_step + 1, st->trace->count);
		return TUI_R_REDRAW;
	case TUI_A_STEP_PREV:
		if (st->teach_step > 0)
			st->teach_step--;
		else
			tui_status(st, false, _("first step"));
		return TUI_R_REDRAW;
	case TUI_A_STEP_FIRST:
		st->teach_step = 0;
		return TUI_R_REDRAW;
	case TUI_A_STEP_LAST:
		st->teach_step = last;
		return TUI_R_REDRAW;
	case TUI_A_TEACH_END:
		st->screen = TUI_SCREEN_CHART;
		return TUI_R_REDRAW;
	default: {
		/* the chart's keys work here too; a new chart starts over */
		unsigned r = tui_screen_chart_key(t, a, key);
		if (r & TUI_R_CHART)
			st->teach_step = 0;
		return r;
	}
	}
}
