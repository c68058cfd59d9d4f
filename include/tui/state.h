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
 * decouples it from the calendar until `now` or a new moment.
 *
 * Seams for modules still to come: 神煞 and 課體 panes read the chart;
 * until they are wired the panes say "not available yet".
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_STATE_H
#define TUI_STATE_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "liuren/calendar.h"
#include "liuren/chart.h"
#include "liuren/moment.h"

/* Reactions an action asks of the loop. */
enum {
	TUI_R_NONE = 0,
	TUI_R_REDRAW = 1 << 0,	/* draw the screen again */
	TUI_R_CLEAR = 1 << 1,	/* repaint every cell (after resize, ^L) */
	TUI_R_CHART = 1 << 2,	/* the chart input changed: recompute */
	TUI_R_THEME = 1 << 3,	/* colours changed */
	TUI_R_QUIT = 1 << 4,
	TUI_R_UNHANDLED = 1 << 5,	/* the screen did not use the key */
	TUI_R_PRINT = 1 << 6	/* write the chart text after drawing */
};

enum tui_screen_id {
	TUI_SCREEN_CHART, TUI_SCREEN_TEACH, TUI_SCREEN_HELP, TUI_SCREEN_ATLAS,
	TUI_SCREEN_PROMPT, TUI_SCREEN_COMPARE, TUI_SCREENS
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

enum tui_theme { TUI_THEME_DARK, TUI_THEME_LIGHT, TUI_THEME_MONO,
		 TUI_THEMES };

enum { TUI_ATLAS_ROWS = LR_CYCLE * LR_BRANCHES, TUI_PROMPT_MAX = 128,
       TUI_STATUS_MAX = 256 };

struct tui_atlas_row {
	unsigned char day;	/* cycle index */
	unsigned char offset;	/* 月將 = hour + offset */
	unsigned char method;	/* enum lr_method */
};

struct tui_state {
	/* the chart */
	struct lr_input input;
	struct lr_settings settings;
	enum tui_general_source general_source;
	struct lr_chart chart;
	struct lr_trace trace;

	/* the moment driving the chart, when not typed */
	bool have_moment;
	struct lr_moment moment;
	struct lr_calendar cal;

	/* screens */
	enum tui_screen_id screen;
	enum tui_screen_id back;	/* where help/prompt return to */
	int teach_step;			/* index into trace.steps */
	int help_top;
	char prompt[TUI_PROMPT_MAX];
	bool prompt_date;		/* typing a date, not pillars */
	char status[TUI_STATUS_MAX];
	bool status_error;

	/* atlas */
	bool atlas_ready;
	int atlas_hour;			/* hour the rows were made for */
	struct tui_atlas_row atlas[TUI_ATLAS_ROWS];
	int atlas_filter;		/* -1: all, else enum lr_method */
	int atlas_cursor;		/* index among the shown rows */
	int atlas_top;

	/* compare schools: settings with variant `compare` applied */
	int compare;			/* index into tui_compare_variants */
	struct lr_settings compare_settings;
	struct lr_chart compare_chart;

	/* looks */
	enum tui_theme theme;
	bool ascii;
	char print_dir[256];
};

/* Defaults: 丙辰 day, 寅 hour, 未 general, default settings, chart
 * screen, dark theme. Computes the chart. */
void tui_state_init(struct tui_state *st);

/* Recompute chart and trace from the moment (if any), input and
 * settings. */
void tui_state_compute(struct tui_state *st);

/* Browse the moment M: the calendar gives the pillars and the 月將. */
void tui_state_set_moment(struct tui_state *st, const struct lr_moment *m);
/* Browse the current moment in the zone and place of the last moment
 * (the local zone and Beijing when there was none). */
void tui_state_now(struct tui_state *st);

/* Step the hour by DIR (+1/-1). With a moment, the moment moves two
 * hours. With typed pillars the day pillar moves on when the hour
 * crosses the day boundary of the settings: into 子 for 子初換日, into
 * 丑 for 子正換日. */
void tui_step_hour(struct tui_state *st, int dir);
/* Step the day pillar (or the moment, by 24 hours) by DIR. */
void tui_step_day(struct tui_state *st, int dir);
/* Step the 月將 to the next (DIR +1: 亥→戌, the order the generals
 * follow through the year) or previous month's; marks it manual. */
void tui_step_general(struct tui_state *st, int dir);

/* Parse "丙辰 寅 未" (day pillar, hour branch, 月將 as a branch or its
 * name, separated by spaces or U+3000) into INPUT. Returns 0, or -1 with
 * a one-line message in ERR. */
int tui_parse_pillars(const char *text, struct lr_input *input, char *err,
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

/* Set a status line message (printf style). */
void tui_status(struct tui_state *st, bool error, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* Build the atlas rows for the current hour (if not built for it). */
void tui_atlas_build(struct tui_state *st);
/* Number of atlas rows the filter shows, and the row of the I-th. */
int tui_atlas_count(const struct tui_state *st);
const struct tui_atlas_row *tui_atlas_row(const struct tui_state *st,
					  int i);

/* The print file name for the chart: liuren-丙辰-寅-未.txt, or with -N
 * before .txt for N > 0. */
void tui_print_name(const struct tui_state *st, int n, char *buf,
		    size_t buflen);

/* Write TEXT (LEN bytes) to a new file in DIR named by tui_print_name,
 * never replacing an existing file: the text goes to a temporary file
 * first, then is linked under the first free name. Returns 0 and the
 * path in PATH, or -1 with a message in PATH. */
int tui_print_write(const struct tui_state *st, const char *dir,
		    const char *text, size_t len, char *path, size_t pathlen);

#endif
