/* liuren - draw.h: the browser's curses side at its lowest: the browser
 * object (state plus terminal), colour roles and themes, text drawn in
 * display columns, box lines, and the box a pane is drawn in. Every
 * screen and pane draws through these.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_DRAW_H
#define TUI_DRAW_H

#include <curses.h>
#include <stdbool.h>

#include "front/palette.h"
#include "tui/state.h"

/* Smallest terminal the browser draws in. */
enum { TUI_MIN_COLS = 80, TUI_MIN_LINES = 24 };

/* Colour roles: the palette's (front/palette.h), the one table the
 * browser and the commands' colours share. */
enum tui_role {
#define TUI_ROLE_ENUM(r, ...) TUI_ROLE_##r = FRONT_ROLE_##r,
	FRONT_ROLES(TUI_ROLE_ENUM)
#undef TUI_ROLE_ENUM
	TUI_ROLE_COUNT = FRONT_ROLE_COUNT
};

/* The browser: the model plus what only the terminal side needs. */
struct tui {
	struct tui_state st;
	/* a virtual screen (the tests): what is sent to the terminal
	 * outside curses (the copy key's OSC 52) is kept here, the last
	 * only, instead of written */
	bool headless;
	char *sent;
	size_t sent_len;
	bool colour;		/* the terminal has colours and NO_COLOR unset */
	bool utf8;		/* the locale's codeset is UTF-8 */
	bool pasting;		/* inside a bracketed paste (loop.c) */
};

/* Set up colour pairs for the theme in T (monochrome when T->colour is
 * false or the theme is TUI_THEME_MONO). Call after start_color(). */
void tui_colours_apply(struct tui *t);
/* The attributes of ROLE under the current theme. */
attr_t tui_role(enum tui_role role);

/* Draw TEXT at (Y, X) in at most COLS columns with ATTR; a wide
 * character that would cross the edge is left out. Returns the columns
 * drawn. Nothing is drawn past the screen's right edge. */
int tui_text(int y, int x, int cols, const char *text, attr_t attr);
/* As tui_text, then fill the rest of COLS with blanks in ATTR. */
void tui_text_pad(int y, int x, int cols, const char *text, attr_t attr);
/* printf-style tui_text. */
int tui_textf(int y, int x, int cols, attr_t attr, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));
/* A part of a pane's title after its name (a count, a filter), printf
 * style: drawn whole when it fits in COLS, else cut with TW_ELLIPSIS,
 * never cut inside a word without a sign. Returns the columns drawn. */
int tui_title_part(int y, int x, int cols, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
/* Fill COLS blanks at (Y, X). */
void tui_blank(int y, int x, int cols, attr_t attr);
/* Draw TEXT wrapped by the Unicode line-breaking rules (tw_lines) into
 * at most ROWS lines of COLS columns from (Y, X); when it needs more, the
 * last line ends with TW_ELLIPSIS. Returns the lines used. */
int tui_wrap(int y, int x, int cols, int rows, const char *text,
	     attr_t attr);

/* Draw line L of TEXT (from tw_lines) at (Y, X) in COLS columns; a cut
 * line, or the last one shown when MORE follows, ends with TW_ELLIPSIS. */
struct tw_line;
void tui_line(int y, int x, int cols, const char *text,
	      const struct tw_line *l, bool more, attr_t attr);

/* The more-marker of a list or text cut short: "▼ MORE more" (or "▲"
 * when ABOVE: the lines left out are above the window) at the right end
 * of COLS columns from (Y, X). */
void tui_more(int y, int x, int cols, int more, bool above);

/* Box drawing: line directions at a point. */
enum { TUI_L = 1, TUI_R = 2, TUI_U = 4, TUI_D = 8 };
/* The character joining lines in directions DIRS (a TUI_L|… mask). */
const char *tui_box_char(const struct tui *t, unsigned dirs);
/* A horizontal / vertical line of N cells. */
void tui_hline(const struct tui *t, int y, int x, int n, attr_t attr);
void tui_vline(const struct tui *t, int y, int x, int n, attr_t attr);
/* A rectangle outline from (Y, X) of H rows and W columns. */
void tui_box(const struct tui *t, int y, int x, int h, int w, attr_t attr);

/* A pane's place on the chart screen: its title on row Y, its lines
 * below it up to BOTTOM (excluded), X and W its columns; SHOWN: drawn. */
struct tui_pane_box {
	bool shown;
	int y, x, w, bottom;
};

#endif
