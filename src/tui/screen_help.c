/* liuren - screen_help.c: the help screen: every key binding by context
 * from the key table, then the legend of the marks on the plate; it
 * scrolls as a list and returns to the screen it was opened from.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/screen_help.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

#include "liuren/i18n.h"
#include "tui/chrome.h"
#include "tui/list.h"
#include "tui/width.h"

/* The screen's own state: how far the list is scrolled. */
struct tui_help {
	int top;		/* the first line shown */
};

unsigned
tui_help_open(struct tui_state *st)
{
	if (!st->help) {
		st->help = calloc(1, sizeof *st->help);
		if (!st->help) {
			tui_status(st, true, "%s", _("out of memory"));
			return TUI_R_REDRAW;
		}
	}
	st->back = st->screen;
	st->screen = TUI_SCREEN_HELP;
	st->help->top = 0;
	return TUI_R_REDRAW;
}


/* A key's label as the key column shows it: a key named by its character
 * ("+", "-", "/") is that character in every language (the catalogs give
 * "+" and "-" the 神煞 pane's 吉 and 凶); a name in words ("mouse") is
 * translated. */
static const char *
key_label(const char *label)
{
	if (label[0] && !label[1] && ispunct((unsigned char)label[0]))
		return label;
	return _(label);
}

/* The help text as lines: context headings and one line per binding,
 * then the legend of the plate's marks. Fills LABEL / HELP for line I;
 * returns the number of lines. */
static int
help_line(int i, const char **label, const char **help, bool *heading)
{
	int n, line = 0;
	const struct tui_key_info *k = tui_key_table(&n);
	for (int ctx = 0; ctx < TUI_CTX_COUNT; ctx++) {
		if (ctx > 0 && line++ == i) {	/* blank line */
			*label = "";
			*help = "";
			*heading = false;
		}
		if (line++ == i) {
			*label = tui_ctx_title((enum tui_ctx)ctx);
			*help = "";
			*heading = true;
		}
		for (int r = 0; r < n; r++)
			if ((int)k[r].ctx == ctx && line++ == i) {
				*label = key_label(k[r].label);
				*help = _(k[r].help);
				*heading = false;
			}
	}
	if (line++ == i) {
		*label = "";
		*help = "";
		*heading = false;
	}
	if (line++ == i) {
		*label = tui_marks_title();
		*help = "";
		*heading = true;
	}
	int nmarks;
	const struct tui_mark_info *marks = tui_mark_table(&nmarks);
	for (int r = 0; r < nmarks; r++)
		if (line++ == i) {
			*label = _(marks[r].mark);
			*help = marks[r].meaning;
			*heading = false;
		}
	return line;
}

static int
help_rows(void)
{
	return LINES - 2;
}

/* The key column of the help: as wide as the widest label. */
static int
help_label_width(void)
{
	int n, w = 0;
	const struct tui_key_info *k = tui_key_table(&n);
	for (int i = 0; i < n; i++) {
		int lw = tw_width(key_label(k[i].label));
		if (lw > w)
			w = lw;
	}
	int nmarks;
	const struct tui_mark_info *marks = tui_mark_table(&nmarks);
	for (int i = 0; i < nmarks; i++)
		if (tw_width(_(marks[i].mark)) > w)
			w = tw_width(_(marks[i].mark));
	return w;
}

void
tui_screen_help_draw(struct tui *t)
{
	struct tui_state *st = &t->st;
	attr_t bar = tui_role(TUI_ROLE_STATUS);
	char title[128];
	snprintf(title, sizeof title, " %s", _("liuren keys"));
	tui_text_pad(0, 0, COLS, title, bar);
	const char *label = "", *help = "";
	bool heading = false;
	int total = help_line(-1, &label, &help, &heading);
	int rows = help_rows();
	int top = st->help ? st->help->top : 0;
	int more = total - top - rows;
	if (more > 0)
		rows--;		/* the last row says how many more */
	int lx = 3, hx = lx + help_label_width() + 2;
	for (int r = 0; r < rows; r++) {
		int i = top + r;
		if (i >= total)
			break;
		help_line(i, &label, &help, &heading);
		if (heading) {
			tui_text(1 + r, 1, COLS - 1, _(label),
				 tui_role(TUI_ROLE_TITLE));
			continue;
		}
		if (!label[0])
			continue;
		tui_text(1 + r, lx, hx - lx, label, tui_role(TUI_ROLE_KEY));
		char clip[512];
		tw_clip(_(help), COLS - hx, clip, sizeof clip);
		tui_text(1 + r, hx, COLS - hx, clip, tui_role(TUI_ROLE_NORMAL));
	}
	if (more > 0)
		tui_more(rows + 1, 0, COLS < 80 ? COLS : 80, more + 1, false);
	tui_draw_footer(t, TUI_CTX_LIST);
}

unsigned
tui_screen_help_key(struct tui *t, enum tui_action a, int key)
{
	struct tui_state *st = &t->st;
	(void)key;
	const char *l, *h;
	bool hd;
	int total = help_line(-1, &l, &h, &hd);
	int max_top = total - help_rows() > 0 ? total - help_rows() : 0;
	if (a == TUI_A_BACK || a == TUI_A_HELP) {
		st->screen = st->back;
		return TUI_R_REDRAW;
	}
	if (!st->help)
		return TUI_R_UNHANDLED;	/* never opened */
	if (a == TUI_A_MOUSE) {
		/* the wheel scrolls; a click does nothing here */
		if (st->mouse.kind != TUI_MOUSE_WHEEL_UP &&
		    st->mouse.kind != TUI_MOUSE_WHEEL_DOWN)
			return TUI_R_NONE;
		int top = st->help->top + (st->mouse.kind ==
					  TUI_MOUSE_WHEEL_DOWN ? TUI_WHEEL_LINES :
					  -TUI_WHEEL_LINES);
		st->help->top = top < 0 ? 0 : top > max_top ? max_top : top;
		return TUI_R_REDRAW;
	}
	/* a page is the rows shown above the more-marker */
	if (tui_list_move(a, &st->help->top, max_top + 1, help_rows() - 1))
		return TUI_R_REDRAW;
	return TUI_R_UNHANDLED;
}
