/* liuren - ui.h: the browser's curses side: colour roles, drawing of
 * text in display columns, the screens and the loop's dispatch.
 *
 * Each screen is a module with draw() and key(). key() receives the
 * action the key table gives the key (or TUI_A_NONE and the raw key) and
 * returns TUI_R_* reactions; it never draws. draw() paints the whole
 * screen from the state. Only src/tui/ includes this header.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_UI_H
#define TUI_UI_H

#include <curses.h>
#include <stdbool.h>

#include "tui/keys.h"
#include "tui/state.h"

/* Smallest terminal the browser draws in. */
enum { TUI_MIN_COLS = 80, TUI_MIN_LINES = 24 };

/* Colour roles. X(role, dark fg, dark bg, light fg, light bg, attributes
 * always added, attributes for monochrome). -1 is the terminal's own
 * colour. */
#define TUI_ROLES(X) \
	X(NORMAL,  -1, -1, -1, -1, A_NORMAL, A_NORMAL) \
	X(BORDER,  COLOR_BLUE, -1, COLOR_BLUE, -1, A_NORMAL, A_NORMAL) \
	X(TITLE,   COLOR_CYAN, -1, COLOR_BLUE, -1, A_BOLD, A_BOLD) \
	X(EARTH,   COLOR_WHITE, -1, COLOR_BLACK, -1, A_DIM, A_DIM) \
	X(HEAVEN,  COLOR_YELLOW, -1, COLOR_RED, -1, A_BOLD, A_BOLD) \
	X(GENERAL, COLOR_GREEN, -1, COLOR_GREEN, -1, A_NORMAL, A_NORMAL) \
	X(NOBLE,   COLOR_MAGENTA, -1, COLOR_MAGENTA, -1, A_BOLD, A_BOLD) \
	X(STEM,    COLOR_CYAN, -1, COLOR_CYAN, -1, A_NORMAL, A_NORMAL) \
	X(VOID,    COLOR_RED, -1, COLOR_RED, -1, A_NORMAL, A_UNDERLINE) \
	X(LESSON,  COLOR_CYAN, -1, COLOR_BLUE, -1, A_BOLD, A_BOLD) \
	X(TRANS,   COLOR_RED, -1, COLOR_RED, -1, A_BOLD, A_BOLD | A_UNDERLINE) \
	X(HILITE,  COLOR_BLACK, COLOR_YELLOW, COLOR_BLACK, COLOR_CYAN, \
		   A_NORMAL, A_REVERSE) \
	X(CAND,    COLOR_BLACK, COLOR_GREEN, COLOR_BLACK, COLOR_GREEN, \
		   A_BOLD, A_REVERSE | A_BOLD) \
	X(ELIM,    COLOR_WHITE, COLOR_RED, COLOR_WHITE, COLOR_RED, \
		   A_DIM, A_DIM | A_UNDERLINE) \
	X(CAPTION, -1, -1, -1, -1, A_NORMAL, A_NORMAL) \
	X(STATUS,  COLOR_BLACK, COLOR_CYAN, COLOR_WHITE, COLOR_BLUE, \
		   A_NORMAL, A_REVERSE) \
	X(ERROR,   COLOR_WHITE, COLOR_RED, COLOR_WHITE, COLOR_RED, \
		   A_BOLD, A_REVERSE | A_BOLD) \
	X(KEY,     COLOR_YELLOW, -1, COLOR_RED, -1, A_BOLD, A_BOLD) \
	X(SELECT,  COLOR_BLACK, COLOR_WHITE, COLOR_WHITE, COLOR_BLACK, \
		   A_NORMAL, A_REVERSE) \
	X(MANUAL,  COLOR_MAGENTA, -1, COLOR_MAGENTA, -1, A_BOLD, \
		   A_BOLD | A_UNDERLINE)

enum tui_role {
#define TUI_ROLE_ENUM(r, ...) TUI_ROLE_##r,
	TUI_ROLES(TUI_ROLE_ENUM)
#undef TUI_ROLE_ENUM
	TUI_ROLE_COUNT
};

/* The browser: the model plus what only the terminal side needs. */
struct tui {
	struct tui_state st;
	bool colour;		/* the terminal has colours and NO_COLOR unset */
	bool utf8;		/* the locale's codeset is UTF-8 */
};

struct tui_screen {
	enum tui_ctx ctx;
	void (*draw)(struct tui *t);
	unsigned (*key)(struct tui *t, enum tui_action action, int key);
};

const struct tui_screen *tui_screen(enum tui_screen_id id);

/* ---- draw.c ---- */

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

/* ---- screens ---- */

/* The querent on the plate as the header shows it: "本命亥 命上辰白虎
 * 行年酉 年上寅玄武" ("" without a querent). */
void tui_querent_line(const struct tui_state *st, char *buf, size_t buflen);

/* Header (row 0) and footer (last row) shared by the screens. Each part
 * of the header is shown whole or left out when the row is full. */
void tui_draw_header(struct tui *t);
void tui_draw_footer(struct tui *t);

/* The plate and side panes (plate.c), used by the chart and teaching
 * screens; STEP is the trace step to highlight, or NULL for the chart
 * screen, which also shows the 課體 and 神煞 panes, the selection and,
 * when open, the commentary (over the side panes below 120 columns, in
 * place of the derivation from 120 on). */
void tui_draw_chart(struct tui *t, const struct lr_step *step);

/* What the plate writes in palace P (an earth branch) of CHART when its
 * 氣 are shown (the z key): the heaven branch's 旺相休囚死 in the month
 * whose 月建 is MONTH ("?" when MONTH is -1, unknown), a space, and its
 * 十二長生 stage seen from the day stem (lr_growth_stage), as "旺 長生".
 * Returns OUT. */
char *tui_palace_qi(const struct lr_chart *chart, int month, int p,
		    char *out, size_t size);

/* A pane's place on the chart screen: its title on row Y, its lines
 * below it up to BOTTOM (excluded), X and W its columns; SHOWN: drawn. */
struct tui_pane_box {
	bool shown;
	int y, x, w, bottom;
};

/* The reading panes (panes.c), each filling box B: the fired 課體 (each
 * reason whole when all fit, else one cut line each), the 神煞 (see
 * tui_shensha_rows) and the commentary of the selection. A list that does
 * not fit ends with the more-marker; a wide 神煞 pane sets several 神煞
 * of a group side by side. The hit functions give the line at screen row
 * Y, column X (index into fired, or among the shown 神煞), or -1. */
void tui_draw_patterns(struct tui *t, const struct tui_pane_box *b);
void tui_draw_shensha(struct tui *t, const struct tui_pane_box *b);
void tui_draw_commentary(struct tui *t, const struct tui_pane_box *b);
int tui_patterns_hit(const struct tui_state *st, const struct tui_pane_box *b,
		     int y);

/* The 畢法 section of the 課體 pane (bifa.c): box B split into the 課體
 * and the 法 under them when it has room, else the one that holds the
 * selection (the 法 only while they do); the 法 drawn in box B, one cut
 * line each, the 未論 after those that hold; the row at screen row Y
 * (index into st->bifa), or -1. */
void tui_bifa_split(const struct tui_state *st, const struct tui_pane_box *b,
		    struct tui_pane_box *patterns, struct tui_pane_box *bifa);
void tui_draw_bifa(struct tui *t, const struct tui_pane_box *b);
int tui_bifa_hit(const struct tui_state *st, const struct tui_pane_box *b,
		 int y);
/* tui_patterns_hit gives the 法 of row I of the 畢法 section as this
 * (below -1), and tui_chart_hit passes it on as a TUI_HIT_PATTERN. */
#define TUI_HIT_BIFA_ROW(i) (-2 - (i))
int tui_shensha_hit(const struct tui_state *st, const struct tui_pane_box *b,
		    int y, int x);

/* What lies at a screen position of the chart screen, by the layout
 * tui_draw_chart draws with: a palace (INDEX its earth branch), a line
 * of the 課體 pane (INDEX into fired) or of the 神煞 pane (INDEX among
 * the shown items), INDEX -1 for the pane's title or its empty rows; a
 * 三傳 row or a lesson (INDEX as tui_state.sel_line); the commentary; or
 * nothing. */
enum tui_hit_kind { TUI_HIT_NONE, TUI_HIT_PALACE, TUI_HIT_PATTERN,
		    TUI_HIT_SHENSHA, TUI_HIT_COMMENTARY, TUI_HIT_LINE };
struct tui_hit {
	enum tui_hit_kind kind;
	int index;
};
struct tui_hit tui_chart_hit(const struct tui *t, int y, int x);

/* The compare-schools view: the chart under the settings and under the
 * compared settings side by side, differences highlighted. */
void tui_draw_compare(struct tui *t);

/* The chart text for `p`, as `liuren print` writes it (render.h).
 * Returns a malloc'd string (caller frees) and its length in *LEN. */
char *tui_chart_text(struct tui *t, size_t *len);

/* ---- termcheck.c ---- */

/* Can the browser draw on the terminal TERM names: set, known to
 * terminfo, able to move the cursor (not dumb or a printing terminal)?
 * Returns 0, or -1 with a one-line reason in ERR. Writes nothing. */
int tui_term_check(char *err, size_t errlen);

/* The bytes that put the terminal tui_term_check last accepted back to
 * normal (leave the alternate screen, mouse reporting off, cursor shown,
 * attributes off), for a signal handler to write(2) when curses cannot
 * be called; "" before a check. */
const char *tui_term_restore_text(void);

/* ---- app.c ---- */

/* Restore the terminal, print "liuren: MESSAGE" on stderr and exit 1. */
_Noreturn void tui_die(const char *fmt, ...)
	__attribute__((format(printf, 1, 2)));

/* The text of screen row Y as UTF-8, trailing blanks removed; a wide
 * character counts once. Returns the bytes written (BUF is terminated). */
size_t tui_read_row(int y, char *buf, size_t buflen);

/* Handle one key: KEY_RESIZE first, then the screen's key() with the
 * action from the key table, then the loop's own reactions. Returns the
 * reactions (TUI_R_QUIT when the browser should end). */
unsigned tui_handle_key(struct tui *t, int key);
/* Draw the current screen (or the too-small screen) and update. */
void tui_draw(struct tui *t, bool clear_all);

/* ---- casebook.c: keeping charts as cases, the casebook list ---- */

/* The screen's draw and key. */
void tui_casebook_draw(struct tui *t);
unsigned tui_casebook_key(struct tui *t, enum tui_action a, int key);
/* The chart screen's K (keep the chart) and B (open the list). */
unsigned tui_casebook_action(struct tui *t, enum tui_action a);
/* Enter on one of the casebook's prompts. */
unsigned tui_casebook_prompt_done(struct tui *t);
/* The chart moved away from the case opened: drop its texts. */
void tui_casebook_left(struct tui_state *st);
/* Close the casebook and free what the screen holds. */
void tui_casebook_free(struct tui_state *st);

#endif
