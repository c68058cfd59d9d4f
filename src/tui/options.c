/* liuren - options.c: the browser's options: its one table (parsing,
 * usage, completion), and reading them into the browser's state.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/options.h"

#include <string.h>

#include "front/args.h"
#include "front/config.h"
#include "front/moment_args.h"
#include "front/optspec.h"
#include "front/values.h"
#include "liuren/i18n.h"
#include "liuren/notation.h"
#include "liuren/progress.h"
#include "liuren/quote.h"
#include "liuren/reading.h"
#include "tui/tui.h"
#include "tui/keys.h"
#include "tui/state.h"

/* The browser's own rows, numbered after the shared chart options
 * (FRONT_OPT_*) and before the date and time rows (FRONT_MOMENT_OPT_*). */
enum {
	B_PILLARS = 100, B_AMBIGUOUS, B_ASCII, B_CASEBOOK, B_MAN_KEYS,
	B_PRINT_DIR, B_THEME, B_STUDENT, B_RULES
};

/* The browser's options: its parsing, its usage (part of --help) and
 * `liuren --list options` come from this table: the words, its own rows,
 * then print's chart options (front/args.h, read by the same handler, so
 * a bad value is said as print says it) but --json and --all, and the
 * date and time. */
#define FRONT_CHART_UNREAD 0
#define FRONT_CHART_ABSENT (1ull << FRONT_OPT_JSON | 1ull << FRONT_OPT_ALL)
/* --theme's names, by enum tui_theme */
static const char *const theme_names[TUI_THEMES + 1] = {
	[TUI_THEME_DARK] = "dark", [TUI_THEME_LIGHT] = "light",
	[TUI_THEME_MONO] = "mono", [TUI_THEMES] = NULL,
};

const struct optspec tui_option_spec[] = {
	{ OPTSPEC_WORDS, ":DAY HOUR GENERAL", 0, NULL,
	  N_("the chart for these pillars (day, hour, 月將), e.g. :丙辰 寅 未;\n"
	     "or a chart as the book writes it"), 0, B_PILLARS, 0 },
	{ OPTSPEC_VALUE, "ambiguous", 0, "WIDTH", N_("auto, wide or narrow: "
	  "does the terminal draw ①, … and ▼ two columns wide (then the "
	  "marks and borders are ASCII); auto asks it at start"), 0,
	  B_AMBIGUOUS, 0, tui_ambiguous_names },
	{ OPTSPEC_SWITCH, "ascii", 0, NULL, N_("draw borders in ASCII"), 0,
	  B_ASCII, 0 },
	{ OPTSPEC_VALUE, "casebook", 0, "FILE", N_("the casebook K and B use"),
	  OPTSPEC_PATH, B_CASEBOOK, 0 },
	{ OPTSPEC_SWITCH, "man-keys", 0, NULL,
	  N_("print the key list as man page roff"), 0, B_MAN_KEYS, 0 },
	{ OPTSPEC_VALUE, "print-dir", 0, "DIR",
	  N_("where p writes chart files (default: the documents folder, "
	     "else .)"), OPTSPEC_PATH, B_PRINT_DIR, 0 },
	{ OPTSPEC_VALUE, "rules", 0, "RULES", N_("x also asks which of a list "
	  "of rules hold: 課經 (the 課體) or 畢法 (the 法)"), 0, B_RULES, 0,
	  NULL, front_values_practice_rules },
	{ OPTSPEC_VALUE, "student", 0, "NAME", N_("whose practice x keeps and "
	  "Ctrl-N deals by (default: the login name)"), 0, B_STUDENT, 0 },
	{ OPTSPEC_VALUE, "theme", 0, "NAME", N_("dark, light or mono"), 0,
	  B_THEME, 0, theme_names },
	FRONT_OPTIONS(FRONT_CHART_ROW)
	FRONT_MOMENT_ROWS
	{ OPTSPEC_END },
};
#undef FRONT_CHART_UNREAD
#undef FRONT_CHART_ABSENT

void
tui_usage(FILE *out)
{
	fputs(_("usage: liuren [OPTIONS] [DATETIME | :DAY HOUR GENERAL]\n"
		"Open the chart browser at now, at DATETIME, or at pillars.\n"),
	      out);
	front_optspec_print_help(out, tui_option_spec, 20, 0);
	fputc('\n', out);
	fputs(_("Press ? in the browser for its keys.\n"), out);
}

/* What the browser's own rows ask for, gathered as they come. */
struct browser_words {
	struct tui_state *st;
	bool man_keys;
	char pillars[TUI_PROMPT_MAX];
};

/* One of the browser's own rows (B_*) with its value VAL. */
static int
take_option(const struct optspec *row, const char *val, void *arg,
	    char *err, size_t errlen)
{
	struct browser_words *w = arg;
	struct tui_state *st = w->st;
	char q[LR_QUOTE_SIZE];
	switch (row->id) {
	case B_MAN_KEYS:
		w->man_keys = true;
		break;
	case B_CASEBOOK:
		if (!*val || strlen(val) >= sizeof st->casebook_file) {
			snprintf(err, errlen, "%s", *val ?
				 _("--casebook: path too long") :
				 _("--casebook needs a file"));
			return -1;
		}
		snprintf(st->casebook_file, sizeof st->casebook_file, "%s", val);
		break;
	case B_ASCII:
		st->ascii = true;
		break;
	case B_AMBIGUOUS:
		if (tui_parse_ambiguous(val, &st->ambiguous) < 0) {
			snprintf(err, errlen, _("bad --ambiguous '%s': auto, "
				 "wide or narrow"), lr_quote(val, q, sizeof q));
			return -1;
		}
		break;
	case B_THEME: {
		int theme = front_optspec_choice(row, val);
		if (theme >= 0) {
			st->theme = (enum tui_theme)theme;
		} else {
			snprintf(err, errlen, _("bad theme '%s': dark, "
				 "light or mono"), lr_quote(val, q, sizeof q));
			return -1;
		}
		break;
	}
	case B_RULES: {
		int which = lr_practice_parse_rules(val);
		if (which < 0) {
			snprintf(err, errlen, _("--rules: unknown '%s' (課經 or "
				 "畢法)"), lr_quote(val, q, sizeof q));
			return -1;
		}
		st->practice_rules = (enum lr_practice_rules)which;
		break;
	}
	case B_STUDENT:
		/* the same names `liuren practice --student` takes */
		if (!lr_progress_student_ok(val)) {
			snprintf(err, errlen, _("--student wants a name of 1 to %d "
				 "bytes without control characters"), LR_STUDENT_MAX);
			return -1;
		}
		snprintf(st->student, sizeof st->student, "%s", val);
		break;
	case B_PRINT_DIR:
		if (strlen(val) >= sizeof st->print_dir) {
			snprintf(err, errlen, _("--print-dir too long"));
			return -1;
		}
		strcpy(st->print_dir, val);
		break;
	}
	return 0;
}

/* A word that is not an option nor a date: pillars (":丙辰 寅 未", as one
 * word or three) or a chart in the book's notation. */
static enum tui_parse_result
take_word(struct browser_words *w, const char *a, char *err, size_t errlen)
{
	char q[LR_QUOTE_SIZE];
	if (!(a[0] == ':' || w->pillars[0] || lr_notation_looks_like(a))) {
		snprintf(err, errlen, _("unexpected '%s': give a date "
			 "(2026-11-29 17:05) or pillars (:丙辰 寅 未)"),
			 lr_quote(a, q, sizeof q));
		return TUI_PARSE_ERROR;
	}
	size_t used = strlen(w->pillars);
	const char *word = a[0] == ':' && !w->pillars[0] ? a + 1 : a;
	if (used + strlen(word) + 2 > sizeof w->pillars) {
		snprintf(err, errlen, _("pillars too long"));
		return TUI_PARSE_ERROR;
	}
	if (used)
		strcat(w->pillars, " ");
	strcat(w->pillars, word[0] ? word : " ");
	return TUI_PARSE_OK;
}

enum tui_parse_result
tui_parse_args(struct tui_state *st, int argc, char **argv, char *err,
	   size_t errlen)
{
	static struct browser_words words;
	static struct front_chart_args args;
	struct browser_words *w = &words;
	memset(w, 0, sizeof *w);
	w->st = st;
	struct front_moment_words mw;
	/* the chart options as print reads them, by the same handler */
	if (front_chart_read_words(tui_option_spec, argc, argv, &args, &mw,
				 take_option, w, err, errlen) < 0)
		return TUI_PARSE_ERROR;
	if (args.help) {
		tui_usage(stdout);
		return TUI_PARSE_EXIT_OK;
	}
	if (w->man_keys) {
		tui_keys_write_man(stdout);
		return TUI_PARSE_EXIT_OK;
	}
	for (int i = 0; i < args.positional_count; i++)
		if (take_word(w, args.positional[i], err, errlen) != TUI_PARSE_OK)
			return TUI_PARSE_ERROR;
	struct lr_moment moment;
	if (front_moment_words_resolve(&mw, &moment, err, errlen) < 0)
		return TUI_PARSE_ERROR;
	/* the zone and observer stay for every moment the browser opens */
	tui_state_set_place(st, moment.zone, moment.lon, moment.lat);
	if (front_apply_querent(&args, &st->querent, err, errlen) < 0)
		return TUI_PARSE_ERROR;
	struct lr_input in = st->input;
	if (args.have_day)
		in.day = args.input.day;
	if (args.have_hour)
		in.hour = args.input.hour;
	if (args.have_general)
		in.general = args.input.general;
	bool typed[3] = { args.have_day, args.have_hour, args.have_general };
	const char *pillars = w->pillars;
	/* a notation states the time and maybe a querent; the querent's
	 * options given beside it win, as in print */
	struct lr_context stated;
	bool have_stated = false;
	if (pillars[0]) {
		char perr[TUI_STATUS_MAX];
		int rc = tui_parse_chart(pillars, &in, &stated, perr,
					 sizeof perr);
		if (rc < 0) {
			snprintf(err, errlen, "%s", perr);
			return TUI_PARSE_ERROR;
		}
		if (rc > 0) {
			have_stated = true;
			lr_context_overlay_querent(&stated, &st->querent);
		}
		typed[0] = typed[1] = typed[2] = true;
	}
	/* the one config and the settings given over it, as print takes
	 * them (front/config.h) */
	char warn[4352];
	if (front_chart_finish(&args, warn, sizeof warn, err, errlen) < 0)
		return TUI_PARSE_ERROR;
	st->no_config = args.no_config;
	if (!args.no_config)
		snprintf(st->config_file, sizeof st->config_file, "%s",
			 front_config(args.config_path, false)->path);
	st->settings = args.settings;
	st->clipboard_off = !args.no_config &&
			    !front_config(args.config_path, false)->clipboard;
	if (mw.true_solar)
		st->settings.true_solar = 1;
	/* a key set twice, as print warns of it */
	if (warn[0])
		tui_status(st, false, _("warning: %s"), warn);
	if (!typed[0] && !typed[1] && !typed[2]) {
		/* no pillars: browse the moment (now by default) */
		tui_state_set_moment(st, &moment);
		if (st->status_error) {
			snprintf(err, errlen, "%s", st->status);
			return TUI_PARSE_ERROR;
		}
		return TUI_PARSE_OK;
	}
	if (!typed[0] || !typed[1] || !typed[2]) {
		/* the pillars not given come from the moment */
		struct lr_calendar cal;
		if (lr_calendar_resolve(&cal, &moment, &st->settings, err,
					errlen) != 0)
			return TUI_PARSE_ERROR;
		struct lr_input at = lr_calendar_input(&cal);
		if (!typed[0])
			in.day = at.day;
		if (!typed[1])
			in.hour = at.hour;
		if (!typed[2])
			in.general = at.general;
	}
	const char *bad = lr_input_check(&in);
	if (bad) {
		snprintf(err, errlen, "%s", bad);
		return TUI_PARSE_ERROR;
	}
	tui_state_type_chart(st, &in, have_stated ? &stated : NULL, pillars);
	tui_state_compute(st);
	return TUI_PARSE_OK;
}
