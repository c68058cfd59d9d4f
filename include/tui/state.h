/* liuren - state.h: what the chart browser shows, without any drawing.
 *
 * The state holds the chart being browsed and how it was chosen, the
 * screen on view and each screen's position. Actions change the state
 * and return a reaction (TUI_R_*); they never draw. Nothing here touches
 * curses, so the model can be tested and reused on its own.
 *
 * Two ways to choose the chart: a moment (have_moment: the calendar
 * gives the pillars and the 月將, hour/day stepping moves the moment) or
 * typed pillars (stepping moves the pillars). Stepping the 月將 by hand
 * (m, M) sets it that many months from the chart's own (the calendar's,
 * or the one typed) until `now` or a new moment: moving the moment keeps
 * it as many months from the calendar's, so every step has its inverse.
 *
 * The reading of the chart is the session's (session.h: the chart, its
 * context, 課體, 法, 神煞 and 類神, read once by lr_reading_make); the
 * state points at it and keeps how the panes order it (the 課體 that
 * fire, the 神煞 grouped by name) and the selection (a palace, a 課體
 * or a 神煞) whose commentary can be opened.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_STATE_H
#define TUI_STATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

#include "liuren/bifa.h"
#include "liuren/calendar.h"
#include "liuren/chart.h"
#include "liuren/trace.h"
#include "liuren/context.h"
#include "liuren/leishen.h"
#include "liuren/moment.h"
#include "liuren/patterns.h"
#include "liuren/progress.h"
#include "liuren/reading.h"
#include "liuren/shensha.h"
#include "tui/tui.h"

/* Reactions an action asks of the loop. */
enum {
	TUI_R_NONE = 0,
	TUI_R_REDRAW = 1 << 0,	/* draw the screen again */
	TUI_R_CLEAR = 1 << 1,	/* repaint every cell (after resize, ^L) */
	TUI_R_CHART = 1 << 2,	/* the chart input changed: recompute */
	TUI_R_THEME = 1 << 3,	/* colours changed */
	TUI_R_QUIT = 1 << 4,
	TUI_R_UNHANDLED = 1 << 5,	/* the screen did not use the key */
	TUI_R_PRINT = 1 << 6,	/* write the chart text after drawing */
	TUI_R_SEARCH = 1 << 7,	/* search (st->search_dir) after drawing */
	TUI_R_COPY = 1 << 9,	/* send the chart's text to the terminal's
				 * clipboard after drawing */
	TUI_R_CHANGED = 1 << 8	/* settings or querent changed: recompute
				 * and show which palaces changed */
};

enum tui_screen_id {
	TUI_SCREEN_CHART, TUI_SCREEN_TEACH, TUI_SCREEN_HELP, TUI_SCREEN_ATLAS,
	TUI_SCREEN_PROMPT, TUI_SCREEN_COMPARE,
	TUI_SCREEN_CASEBOOK,	/* screen_casebook.c */
	TUI_SCREEN_PRACTICE,	/* screen_practice.c */
	TUI_SCREENS
};

/* A school to compare with: one setting that changes the chart, set to
 * another value. */
struct tui_variant {
	enum lr_setting_id id;
	int value;
};

enum { TUI_VARIANTS_MAX = 16 };

/* Where the 月將 shown came from. */
enum tui_general_source {
	TUI_GEN_TYPED,		/* given with the pillars */
	TUI_GEN_MANUAL,		/* stepped by hand away from the typed one */
	TUI_GEN_CALENDAR	/* from the moment (when the calendar exists) */
};

/* What the prompt line is typing. */
enum tui_prompt_kind {
	TUI_PROMPT_PILLARS,	/* ":" day hour 月將 */
	TUI_PROMPT_DATE,	/* "g" a date and time */
	TUI_PROMPT_QUERENT,	/* "u" birth year, sex, 行年 */
	TUI_PROMPT_SETTING,	/* "S" KEY=VALUE */
	TUI_PROMPT_FILTER,	/* "/" the 神煞 list, live */
	TUI_PROMPT_ATLAS,	/* "/" in the atlas: a 課體, 法 or 格 name */
	TUI_PROMPT_PRINT,	/* "p" the format to write the chart in */
	/* the casebook (screen_casebook.c): the question of a case to keep, the
	 * list's filter, a judgment, an outcome */
	TUI_PROMPT_CASE_QUESTION, TUI_PROMPT_CASE_FILTER,
	TUI_PROMPT_CASE_JUDGMENT, TUI_PROMPT_CASE_OUTCOME,
	TUI_PROMPT_CASE_TAGS		/* K, after the question */
};

/* The pane holding the selection on the chart screen. */
enum tui_pane { TUI_PANE_PLATE, TUI_PANE_PATTERNS, TUI_PANE_SHENSHA,
		TUI_PANE_LINES,		/* the 三傳 rows and the 四課 */
		TUI_PANES,	/* those Tab walks */
		/* the 法 of the 畢法賦: a section of the 課體 pane, reached
		 * by j past its last 課體 (bifa.c) */
		TUI_PANE_BIFA };

/* The rows of TUI_PANE_LINES: 初傳 中傳 末傳, then 一課 … 四課. */
enum { TUI_LINE_LESSON = 3, TUI_LINES = 7 };

/* One 神煞 name as the pane lists it: every branch its rows put it on. */
struct tui_shensha_item {
	const char *name;
	enum lr_shensha_kind kind;
	unsigned short branches;	/* bit b: on branch b */
	unsigned short by_day;		/* the branches placed by the day */
	const struct lr_shensha *def;	/* its first row */
};

enum { TUI_SHENSHA_ITEMS = 320 };

/* The places of the chart a reader looks at first for 神煞: the three
 * transmissions, the heaven branches over the day stem and the day
 * branch (干上, 支上), and over the querent's 本命 and 行年 (命上, 年上);
 * the same as enum lr_place of search.h. */
enum tui_place {
	TUI_AT_FIRST, TUI_AT_MIDDLE, TUI_AT_LAST, TUI_AT_STEM, TUI_AT_BRANCH,
	TUI_AT_BIRTH, TUI_AT_XINGNIAN, TUI_PLACES
};

/* One row of the 神煞 pane: a heading (ITEM -1) naming the places whose
 * heaven branch BRANCH is, or an item (index into items) on it. */
struct tui_shensha_row {
	short item;
	signed char branch;
	unsigned char places;	/* heading: bit enum tui_place */
};

enum { TUI_SHENSHA_ROWS = TUI_SHENSHA_ITEMS * 2 };

enum tui_theme { TUI_THEME_DARK, TUI_THEME_LIGHT, TUI_THEME_MONO,
		 TUI_THEMES };

enum tui_ambiguous { TUI_AMBIGUOUS_AUTO, TUI_AMBIGUOUS_NARROW,
		     TUI_AMBIGUOUS_WIDE };

enum { TUI_PROMPT_MAX = 4096, TUI_STATUS_MAX = 256 };
/* A status that names a file (p): the most forms of its message and the
 * longest path it keeps. */
enum { TUI_STATUS_FORMS = 3, TUI_STATUS_PATH_MAX = 4400 };

struct tui_atlas;
struct tui_help;
struct tui_teach;
struct tui_compare;

struct tui_state {
	/* the chart */
	struct lr_input input;
	struct lr_settings settings;
	enum tui_general_source general_source;
	/* with a moment, the months m and M moved the 月將 from the
	 * calendar's (0-11, 0: the calendar's own) */
	int general_offset;
	/* the session's reading of the chart (session.h): the chart, its
	 * context, the moment's calendar, 課體, 法, 神煞, 類神 and the
	 * sentences of 卷二; set by tui_state_compute, never copied */
	const struct lr_reading *reading;
	struct tui_session *session;	/* owns the reading (session.h) */
	/* its derivation (the session's), with a step for each 法 that
	 * holds (bifa.c) */
	struct lr_trace *trace;

	/* where the charts are read: the zone and observer given with
	 * --tz, --lon, --lat (or those of the last moment); every new
	 * moment (g, n, f, stepping) is taken there, typed pillars and the
	 * atlas in between keep it */
	char zone[LR_ZONE_NAME];
	double lon, lat;

	/* the moment driving the chart, when not typed */
	bool have_moment;
	struct lr_moment moment;	/* its calendar: reading->cal */

	/* screens */
	enum tui_screen_id screen;
	enum tui_screen_id back;	/* where help/prompt return to */
	/* each screen's own position, behind its module (NULL until the
	 * screen first opens; tui_state_free frees them): the help's first
	 * line shown (screen_help.c), the teaching mode's step
	 * (screen_teach.c), the school compared (screen_compare.c) */
	struct tui_help *help;
	struct tui_teach *teach;
	struct tui_compare *compare;
	char prompt[TUI_PROMPT_MAX];
	enum tui_prompt_kind prompt_kind;
	char status[TUI_STATUS_MAX];
	bool status_error;
	/* when the status names a file: the path, and the message's forms
	 * from the longest to the shortest, each with one %s for the path;
	 * the footer draws the first that fits the width it has, the path
	 * shortened in its folders only (tui_print_fit_message) */
	char status_path[TUI_STATUS_PATH_MAX];
	char status_forms[TUI_STATUS_FORMS][TUI_STATUS_MAX];
	int status_nforms;

	/* the lesson atlas's rows and filters (screen_atlas.c; NULL until
	 * it first opens) */
	struct tui_atlas *atlas;

	/* what the reading is asked with, and how the panes order it */
	struct lr_context querent;	/* 本命, 行年, sex as typed */
	/* what typed pillars' source stated about the time (a notation's
	 * month, lunar date, season, term day …), when HAVE_STATED (a
	 * moment's calendar states it instead); STATED_SHIFT counts the days
	 * stepped since (t, d, w): the chart is read against what the
	 * statement still says that many days away (tui_stated_shift) */
	struct lr_context stated;
	bool have_stated;
	int stated_shift;
	/* the notation itself and its pillars ("" when the chart did not
	 * come from one), so K keeps the case as the book's words */
	char stated_text[TUI_PROMPT_MAX * 2];
	struct lr_input stated_input;
	/* the indices into reading->patterns (those fired and those not
	 * evaluated) of the fired ones */
	int fired[LR_RULE_CAPACITY];
	int nfired;
	/* the 法 that hold, main then remark, then those not evaluated
	 * (bifa.c) */
	struct lr_rule_result bifa[LR_BIFA_COUNT];
	int nbifa, nbifa_fired;
	const struct lr_shensha_set *shensha_set;	/* NULL: see error */
	char shensha_error[TUI_STATUS_MAX];
	struct tui_shensha_item items[TUI_SHENSHA_ITEMS];
	int nitems;
	unsigned short mark_horse, mark_virtue, mark_lu;	/* by day */

	/* the selection */
	enum tui_pane focus;
	int sel_palace;			/* earth branch */
	int sel_pattern;		/* index into fired */
	int sel_bifa;			/* index into bifa */
	int sel_shensha;		/* index among the shown items */
	int sel_line;			/* 0-2 a transmission, TUI_LINE_LESSON
					 * + i lesson i */
	char filter[TUI_PROMPT_MAX];	/* 神煞 names containing this */
	bool shensha_all;		/* every 神煞, not only those on the
					 * 三傳, 日辰 and 年命 */
	bool commentary;		/* the commentary pane is open */
	bool vocab_all;			/* every sentence of 卷二 on the
					 * palace's 神 and general (vocab.c) */
	bool show_qi;			/* 旺相休囚死 and 十二長生 of each
					 * heaven branch on the plate */
	int commentary_top;		/* first line shown */
	int commentary_lines;		/* lines at the last draw */
	int commentary_rows;		/* rows it was drawn in */

	int search_dir;			/* +1 / -1 for TUI_R_SEARCH */

	/* the mouse event the key TK_MOUSE (TUI_A_MOUSE) stands for: the
	 * loop fills it from getmouse(), the headless driver directly */
	struct {
		int y, x;
		enum tui_mouse_kind kind;
	} mouse;

	/* what a settings or querent change changed */
	struct lr_chart before;
	bool show_changes;

	/* looks */
	enum tui_theme theme;
	bool ascii;
	enum lr_practice_rules practice_rules;	/* --rules: the list the
						 * practice asks last */
	char student[LR_STUDENT_MAX + 1];	/* --student; "" the login name
					 * (practice's progress) */
	char print_dir[256];		/* --print-dir; "" where the user's
					 * documents go (tui_print_dir) */
	int print_format;		/* p's format (enum picture_format
					 * of front/picture.h; 0 text) */
	bool clipboard_off;		/* the config's "clipboard = off": C
					 * does not send to the terminal */
	/* does the terminal draw East Asian ambiguous characters (①, …,
	 * ▼, the box lines) two columns wide: TUI_AMBIGUOUS_AUTO asks it at
	 * start (termcheck.c); wide draws them in ASCII (tw_set_ascii_marks) */
	enum tui_ambiguous ambiguous;
	/* the casebook screen (screen_casebook.c) and the texts of the case on the
	 * chart, shown at the top of the commentary until the chart moves */
	struct tui_casebook *casebook;
	char *case_text;
	/* where the casebook is: --casebook FILE, else the "casebook" line of
	 * the config file the browser read (none with --no-config), else
	 * the default path */
	char casebook_file[4096];
	char config_file[4096];
	bool no_config;
};

/* Defaults: 丙辰 day, 寅 hour, 未 general, default settings, chart
 * screen, dark theme. Computes the chart. */
void tui_state_init(struct tui_state *st);

/* Free what the state owns (its session, the screens' own positions). */
void tui_state_free(struct tui_state *st);

/* Recompute chart and trace from the moment (if any), input and
 * settings. */
void tui_state_compute(struct tui_state *st);

/* (The whole reading tui_state_compute read last is st->reading, the
 * session's: session.h.) */

/* Browse the moment M: the calendar gives the pillars and the 月將; its
 * zone and observer become the browser's place. */
void tui_state_set_moment(struct tui_state *st, const struct lr_moment *m);
/* Browse typed pillars IN with what their source STATED about the time
 * and the querent (a notation's; NULL: nothing): a querent STATED holds
 * replaces the one typed before. NOTATION is the source's text when it
 * is the book's notation (else NULL). Recompute with tui_state_compute. */
void tui_state_type_chart(struct tui_state *st, const struct lr_input *in,
			  const struct lr_context *stated,
			  const char *notation);
/* Set the zone and observer every later moment is taken in. */
void tui_state_set_place(struct tui_state *st, const char *zone, double lon,
			 double lat);
/* Browse the current moment in the browser's zone and place (as given
 * with --tz, --lon, --lat, or of the last moment; typed pillars and the
 * atlas keep it). */
void tui_state_now(struct tui_state *st);

/* What a chart's source STATED about its day still says DAYS days away,
 * into OUT: the same month (月建, lunar month) and season, except before
 * a stated 節's day, which begins its month (the month before then); the
 * lunar day moved by DAYS while it stays in its month, else unknown; the
 * year only while the lunar day is known in its month; a stated term's
 * day becomes a day with no term within 13 days of it (terms are at
 * least 14 days apart), else unknown; lodgings stated for that day
 * unknown (the moon's counted again from the lunar day). DAYS 0 gives
 * STATED back. */
void tui_stated_shift(const struct lr_context *stated, int days,
		      struct lr_context *out);

/* Step the hour by DIR (+1/-1). With a moment, the moment moves two
 * hours. With typed pillars the day pillar moves on when the hour
 * crosses the day boundary of the settings: into 子 for 子初換日, into
 * 丑 for 子正換日. */
void tui_step_hour(struct tui_state *st, int dir);
/* Step the day pillar (or the moment, by 24 hours) by DIR. */
void tui_step_day(struct tui_state *st, int dir);
/* Step the moment by DIR weeks (typed pillars: the day pillar by 7). */
void tui_step_week(struct tui_state *st, int dir);
/* Step the moment by MONTHS calendar months (12: a year), keeping the
 * day of the month where it exists (31 Jan + 1 month = 28/29 Feb) and
 * the time. Typed pillars have no calendar: says so in the status. */
void tui_step_months(struct tui_state *st, int months);
/* The span f and F search, in seconds. */
enum { TUI_SEARCH_SPAN = 366 * 24 * 3600 };
/* Jump to the nearest moment after (DIR > 0) or before the current one
 * where what is selected comes again, within TUI_SEARCH_SPAN: the
 * selected 課體 fires, or (with the 神煞 pane selected) the selected
 * 神煞 sits on the 三傳, 日辰 or 年命; the status says what was found.
 * Returns 1 found, 0 none, -1 error or nothing to search (with the
 * reason in the status). */
int tui_search(struct tui_state *st, int dir);
/* The name f would search for (NULL: nothing selected); *SHENSHA tells
 * a 神煞 from a 課體. */
const char *tui_search_name(const struct tui_state *st, bool *shensha);

/* Step the 月將 to the next (DIR +1: 亥→戌, the order the generals
 * follow through the year) or previous month's; marks it manual, unless
 * it is back on the chart's own (the calendar's, or the one typed). */
void tui_step_general(struct tui_state *st, int dir);

/* Parse "丙辰 寅 未" (day pillar, hour branch, 月將 as a branch or its
 * name, separated by spaces or U+3000) into INPUT. Returns 0, or -1 with
 * a one-line message in ERR. */
int tui_parse_pillars(const char *text, struct lr_input *input, char *err,
		      size_t errlen);
/* The same, and for a chart in the book's notation ("九月初三丙午日午時
 * 卯將 寅命 行年午") what it states besides the pillars into STATED;
 * returns 1 then, 0 for plain pillars (STATED unknown), -1 on error. */
int tui_parse_chart(const char *text, struct lr_input *input,
		    struct lr_context *stated, char *err,
		      size_t errlen);

/* The variants the compare view offers: every other value of each
 * setting that the lesson engine reads (貴人 table, day hours, 涉害).
 * Returns how many were written to OUT. */
int tui_compare_variants(const struct tui_state *st,
			 struct tui_variant out[TUI_VARIANTS_MAX]);

/* "涉害=孟仲季" style label of the settings that differ from the
 * defaults ("default settings" when none). */
void tui_settings_label(const struct lr_settings *settings, char *buf,
			size_t buflen);

/* "auto", "wide" or "narrow" (--ambiguous) into *OUT: 0, or -1. */
int tui_parse_ambiguous(const char *text, enum tui_ambiguous *out);
/* the words it reads, NULL-ended (--ambiguous's choices), in the
 * order of enum tui_ambiguous */
extern const char *const tui_ambiguous_names[];

/* Draw for a terminal whose ambiguous characters are WIDE or not: the
 * marks and the borders in ASCII (tw_set_ascii_marks), or as given. */
void tui_use_ambiguous(struct tui_state *st, bool wide);

/* Set a status line message (printf style). */
void tui_status(struct tui_state *st, bool error, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* Set a status line message that names the file PATH: FORMS (N of them,
 * at most TUI_STATUS_FORMS, each a format with one %s) from the longest
 * to the shortest; st->status holds the first whole, and the footer the
 * first that fits the screen (tui_print_fit_message). */
void tui_status_path(struct tui_state *st, const char *path,
		     const char *const *forms, int n);

/* Say in the status line which language is now in use; in zh-Hans
 * without OpenCC's library, say that the text stays Traditional. */
void tui_status_language(struct tui_state *st);

/* The reading of typed pillars IN under SETTINGS, nothing else known
 * (the atlas's rows), through lr_reading_make with PARTS; with
 * LR_READ_BIFA, only 法 number BIFA. 0 or -1. */
struct lr_reading;
int tui_read_pillars(const struct lr_settings *settings,
		     const struct lr_input *in, unsigned parts, int bifa,
		     struct lr_reading *out);

/* The reading of the chart under SETTINGS (the compared school's: its
 * chart, its settings, its 課體), read unless one has been since the
 * chart last changed (the session keeps it): the compare screen asks
 * for it (tui_compare_reading); no other screen reads it. */
const struct lr_reading *tui_state_compare(struct tui_state *st,
					   const struct lr_settings *settings);

/* ---- reading.c: context, 課體, 神煞 and the selection ---- */

/* Row and column (0-3) of each earth palace on the 4x4 plate: 巳午未申
 * on top, 寅丑子亥 at the bottom, 辰卯 left, 酉戌 right. */
extern const signed char tui_palace_row[LR_BRANCHES];
extern const signed char tui_palace_col[LR_BRANCHES];

/* Does earth palace P show something else in A than in B: the heaven
 * branch, its general, or whether it holds a transmission? */
bool tui_palace_differs(const struct lr_chart *a, const struct lr_chart *b,
			int p);

/* Give the line breaker the terms to keep whole (tw_keep_whole), in the
 * script of the language in use; once per script. */
void tui_keep_terms_whole(void);

/* Order what reading R holds for the panes: the 課體 that fire (the
 * named first, the remarks after), the 畢法, the 神煞 grouped by name,
 * the 類神. Called by tui_state_compute once lr_reading_make has read
 * the chart; nothing here evaluates a rule. */
void tui_reading_compute(struct tui_state *st, const struct lr_reading *r);

/* The 課體 that fire in A (NA results) and not, with the same variant,
 * in B: their indices into A go to OUT (at most MAX). Returns how many.
 * The compare view lists them for each side. */
int tui_patterns_only_in(const struct lr_rule_result *a, int na,
			 const struct lr_rule_result *b, int nb, int *out,
			 int max);

/* The heaven branch at place P of the chart read with the querent in
 * the context, or -1 (no querent). */
int tui_place_branch(const struct tui_state *st, enum tui_place p);
/* The name of place P: "初傳", "干上", "命上" … */
const char *tui_place_name(enum tui_place p);

/* The rows of the 神煞 pane into OUT (at most MAX); returns how many.
 * By default the 神煞 on the places above, under a heading per branch
 * (a 神煞 on two such branches shows under each); with shensha_all or a
 * filter, every 神煞 (the filter's matches), 吉 then 凶 then 平. */
int tui_shensha_rows(const struct tui_state *st, struct tui_shensha_row *out,
		     int max);

/* The 神煞 items the pane shows (its rows that are not headings), and
 * the I-th of them (NULL past the end). */
int tui_shensha_shown(const struct tui_state *st);
const struct tui_shensha_item *tui_shensha_item(const struct tui_state *st,
						int i);

/* The selected 課體 (NULL when none fired) and 神煞 item (NULL when none
 * shown). */
const struct lr_rule_result *tui_selected_pattern(
	const struct tui_state *st);
const struct tui_shensha_item *tui_selected_shensha(
	const struct tui_state *st);

/* The heaven branch (神) of the selected 三傳 row or lesson's upper
 * god. */
int tui_selected_line_god(const struct tui_state *st);

/* The earth palaces (bit p) the selection points at: for a 課體 the
 * palaces holding the transmissions and lessons its reason names (the
 * transmissions when it names none), for a 神煞 the palaces its branches
 * ride in heaven, for a 三傳 row or lesson the palace its 神 stands
 * on, for the plate the palace itself. */
unsigned tui_selection_palaces(const struct tui_state *st);

/* Move the selection: DPANE (+1/-1) to another pane, or within the pane
 * by DX, DY (the plate moves by the grid; lists by DY). */
void tui_select_pane(struct tui_state *st, int dpane);
void tui_select_move(struct tui_state *st, int dx, int dy);

/* The commentary of the selection as paragraphs separated by newlines:
 * a title line, then what the chart shows, the classical passages and
 * the gloss. Returns the bytes written (BUF is terminated). */
size_t tui_commentary(const struct tui_state *st, char *buf, size_t buflen);

/* Apply the querent typed as "1983 男 行年午" (any order; "-" clears; a
 * birth date and its time may be two words: "1983/1/20 08:30").
 * Returns 0, or -1 with a message in ERR. */
int tui_parse_querent(const char *text, struct lr_context *querent,
		      char *err, size_t errlen);
/* Read CTX's birth date in the browser's zone and refuse one after the
 * chart's moment. Returns 0, or -1 with a message in ERR. */
int tui_querent_resolve(const struct tui_state *st, struct lr_context *ctx,
			char *err, size_t errlen);

#endif
