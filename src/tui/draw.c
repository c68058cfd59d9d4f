/* liuren - draw.c: colour roles and themes, text in display columns and
 * box drawing for the browser (see tui/draw.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/draw.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/i18n.h"
#include "liuren/lang.h"
#include "tui/width.h"

/* The palette numbers colours as curses does (the terminal's eight). */
_Static_assert(FC_BLACK == COLOR_BLACK && FC_RED == COLOR_RED &&
	       FC_GREEN == COLOR_GREEN && FC_YELLOW == COLOR_YELLOW &&
	       FC_BLUE == COLOR_BLUE && FC_MAGENTA == COLOR_MAGENTA &&
	       FC_CYAN == COLOR_CYAN && FC_WHITE == COLOR_WHITE,
	       "the palette's colours are curses' numbers");

static attr_t role_attr[TUI_ROLE_COUNT];

/* The palette's FA_* bits as curses attributes. */
static attr_t curses_attr(unsigned fa)
{
	return (fa & FA_BOLD ? A_BOLD : A_NORMAL) |
	       (fa & FA_DIM ? A_DIM : A_NORMAL) |
	       (fa & FA_UNDERLINE ? A_UNDERLINE : A_NORMAL) |
	       (fa & FA_REVERSE ? A_REVERSE : A_NORMAL);
}

void
tui_colours_apply(struct tui *t)
{
	bool mono = !t->colour || t->st.theme == TUI_THEME_MONO;
	int theme = t->st.theme == TUI_THEME_LIGHT ? FRONT_PALETTE_LIGHT :
		    FRONT_PALETTE_DARK;
	for (int r = 0; r < TUI_ROLE_COUNT; r++) {
		const struct front_role_style *s = front_palette_role(r);
		if (mono || r + 1 >= COLOR_PAIRS) {
			role_attr[r] = curses_attr(s->mono);
			continue;
		}
		init_pair((short)(r + 1), s->fg[theme], s->bg[theme]);
		role_attr[r] = COLOR_PAIR(r + 1) | curses_attr(s->attr);
	}
}

attr_t
tui_role(enum tui_role role)
{
	return role_attr[role];
}

int
tui_text(int y, int x, int cols, const char *text, attr_t attr)
{
	if (y < 0 || y >= LINES || x < 0 || x >= COLS || cols <= 0)
		return 0;
	if (cols > COLS - x)
		cols = COLS - x;
	text = lr_lang_display(text);	/* Simplified in zh-Hans, cached */
	wchar_t wbuf[512];
	int used;
	size_t n = tw_to_wide(text, cols, wbuf, sizeof wbuf / sizeof wbuf[0],
			      &used);
	if (n == 0)
		return 0;
	attr_t old_attr;
	short old_pair;
	attr_get(&old_attr, &old_pair, NULL);
	attrset(attr);
	/* Cell by cell, so the width ncurses advances by is checked against
	 * the width we measured; the CJK test keeps the two in agreement. */
	int cx = x;
	for (size_t i = 0; i < n; i++) {
		cchar_t cc;
		wchar_t one[2] = { wbuf[i], 0 };
		setcchar(&cc, one, attr, PAIR_NUMBER(attr), NULL);
		mvadd_wch(y, cx, &cc);
		cx += tw_char_width((uint32_t)wbuf[i]);
	}
	attr_set(old_attr, old_pair, NULL);
	return used;
}

void
tui_blank(int y, int x, int cols, attr_t attr)
{
	if (y < 0 || y >= LINES || x < 0 || x >= COLS)
		return;
	if (cols > COLS - x)
		cols = COLS - x;
	if (cols <= 0)
		return;
	cchar_t cc;
	setcchar(&cc, L" ", attr, PAIR_NUMBER(attr), NULL);
	mvhline_set(y, x, &cc, cols);
}

void
tui_text_pad(int y, int x, int cols, const char *text, attr_t attr)
{
	int used = tui_text(y, x, cols, text, attr);
	tui_blank(y, x + used, cols - used, attr);
}

int
tui_textf(int y, int x, int cols, attr_t attr, const char *fmt, ...)
{
	char buf[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	return tui_text(y, x, cols, buf, attr);
}

void
tui_line(int y, int x, int cols, const char *text, const struct tw_line *l,
	 bool more, attr_t attr)
{
	char buf[1024];
	size_t len = l->len < sizeof buf ? l->len : sizeof buf - 1;
	memcpy(buf, text + l->start, len);
	buf[len] = 0;
	if (l->cut || more) {
		/* room for the mark that the text goes on */
		char clipped[1024 + 8];
		size_t fit = tw_fit(buf, cols - 1, NULL);
		buf[fit] = 0;
		snprintf(clipped, sizeof clipped, "%s%s", buf, TW_ELLIPSIS);
		tui_text(y, x, cols, clipped, attr);
		return;
	}
	tui_text(y, x, cols, buf, attr);
}

void
tui_more(int y, int x, int cols, int more, bool above)
{
	char buf[64];
	if (above)
		snprintf(buf, sizeof buf, lr_ngettext("▲ %d more", "▲ %d more",
						   (unsigned long)more), more);
	else
		snprintf(buf, sizeof buf, lr_ngettext("▼ %d more", "▼ %d more",
						   (unsigned long)more), more);
	int w = tw_width(buf);
	if (w > cols)
		w = cols;
	tui_blank(y, x + cols - w - 1 >= x ? x + cols - w - 1 : x,
		  w + 1 <= cols ? w + 1 : cols, tui_role(TUI_ROLE_NORMAL));
	tui_text(y, x + cols - w, w, buf, tui_role(TUI_ROLE_KEY));
}

int
tui_wrap(int y, int x, int cols, int rows, const char *text, attr_t attr)
{
	if (rows <= 0 || cols <= 0)
		return 0;
	struct tw_line small[64];
	struct tw_line *lines = small;
	int total = tw_lines(text, cols, NULL, 0);
	int shown = total < rows ? total : rows;
	if (shown > 64) {
		lines = malloc(sizeof *lines * (size_t)shown);
		if (!lines)
			return 0;
	}
	tw_lines(text, cols, lines, shown);
	for (int i = 0; i < shown; i++)
		tui_line(y + i, x, cols, text, &lines[i],
			 i == shown - 1 && total > shown, attr);
	if (lines != small)
		free(lines);
	return shown;
}

const char *
tui_box_char(const struct tui *t, unsigned dirs)
{
	static const char *const utf8[16] = {
		" ", "─", "─", "─", "│", "┘", "└", "┴",
		"│", "┐", "┌", "┬", "│", "┤", "├", "┼"
	};
	static const char *const ascii[16] = {
		" ", "-", "-", "-", "|", "+", "+", "+",
		"|", "+", "+", "+", "|", "+", "+", "+"
	};
	return (t->utf8 && !t->st.ascii ? utf8 : ascii)[dirs & 15];
}

void
tui_hline(const struct tui *t, int y, int x, int n, attr_t attr)
{
	for (int i = 0; i < n; i++)
		tui_text(y, x + i, 1, tui_box_char(t, TUI_L | TUI_R), attr);
}

void
tui_vline(const struct tui *t, int y, int x, int n, attr_t attr)
{
	for (int i = 0; i < n; i++)
		tui_text(y + i, x, 1, tui_box_char(t, TUI_U | TUI_D), attr);
}

void
tui_box(const struct tui *t, int y, int x, int h, int w, attr_t attr)
{
	if (h < 2 || w < 2)
		return;
	tui_text(y, x, 1, tui_box_char(t, TUI_R | TUI_D), attr);
	tui_text(y, x + w - 1, 1, tui_box_char(t, TUI_L | TUI_D), attr);
	tui_text(y + h - 1, x, 1, tui_box_char(t, TUI_R | TUI_U), attr);
	tui_text(y + h - 1, x + w - 1, 1, tui_box_char(t, TUI_L | TUI_U),
		 attr);
	tui_hline(t, y, x + 1, w - 2, attr);
	tui_hline(t, y + h - 1, x + 1, w - 2, attr);
	tui_vline(t, y + 1, x, h - 2, attr);
	tui_vline(t, y + 1, x + w - 1, h - 2, attr);
}

int
tui_title_part(int y, int x, int cols, const char *fmt, ...)
{
	char text[256], shown[256];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	if (cols <= 0)
		return 0;
	tw_clip(text, cols, shown, sizeof shown);
	return tui_text(y, x, cols, shown, tui_role(TUI_ROLE_EARTH));
}
