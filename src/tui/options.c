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
#include "liuren/i18n.h"
#include "liuren/notation.h"
#include "liuren/quote.h"
#include "liuren/reading.h"
#include "tui/tui.h"
#include "tui/keys.h"
#include "tui/state.h"

enum {
	B_PILLARS, B_AMBIGUOUS, B_ASCII, B_ASK, B_BIRTH, B_CASEBOOK, B_CONFIG, B_DAY,
	B_DAY_HOURS, B_GENERAL, B_HELP, B_HOUR, B_HUSBAND_XINGNIAN, B_LANG,
	B_MAN_KEYS, B_NO_CONFIG, B_NOBLE_TABLE, B_PRINT_DIR, B_SET, B_SEX,
	B_SHEHAI, B_THEME, B_WIFE_XINGNIAN, B_XINGNIAN
};

/* The browser's options: its parsing, its usage (part of --help) and
 * `liuren --list options` come from this table. The chart options carry
 * print's help (front/args.h); an abbreviation is taken as print takes
 * it, and one that fits several is named with them in this order. */
const struct optspec tui_option_spec[] = {
	{ OPTSPEC_WORDS, ":DAY HOUR GENERAL", 0, NULL,
	  N_("the chart for these pillars (day, hour, 月將), e.g. :丙辰 寅 未;\n"
	     "or a chart as the book writes it"), 0, B_PILLARS, 0 },
	{ OPTSPEC_VALUE, "ambiguous", 0, "WIDTH", N_("auto, wide or narrow: "
	  "does the terminal draw ①, … and ▼ two columns wide (then the "
	  "marks and borders are ASCII); auto asks it at start"), 0,
	  B_AMBIGUOUS, 0 },
	{ OPTSPEC_SWITCH, "ascii", 0, NULL, N_("draw borders in ASCII"), 0,
	  B_ASCII, 0 },
	{ OPTSPEC_VALUE, "ask", 0, "MATTER", N_("the matter asked about "
	  "(所占之事): 病, 財, 官, 婚 … (liuren --list asks)"), 0, B_ASK, 0 },
	{ OPTSPEC_VALUE, "birth", 0, "BIRTH", N_("querent's birth: a date "
	  "1983-01-20, a year 1983, a pillar 癸亥 or a branch 亥 (本命)"), 0,
	  B_BIRTH, 0 },
	{ OPTSPEC_VALUE, "casebook", 0, "FILE", N_("the casebook K and B use"), 0,
	  B_CASEBOOK, 0 },
	{ OPTSPEC_VALUE, "config", 0, "FILE",
	  N_("read settings from FILE instead of the default"), 0, B_CONFIG, 0 },
	{ OPTSPEC_VALUE, "day", 0, "PILLAR", N_("day pillar, e.g. 丙辰"), 0,
	  B_DAY, 0 },
	{ OPTSPEC_VALUE, "day-hours", 0, "RULE",
	  N_("mao-you, mao-shen or sun: which hours are day"), 0, B_DAY_HOURS, 0 },
	{ OPTSPEC_VALUE, "general", 0, "BRANCH", N_("monthly general (月將) as a "
	  "branch or a name, e.g. 未 or 小吉"), 0, B_GENERAL, 0 },
	{ OPTSPEC_SWITCH, "help", 'h', NULL, N_("show this help and exit"), 0,
	  B_HELP, 0 },
	{ OPTSPEC_VALUE, "hour", 0, "BRANCH", N_("hour branch (占時), e.g. 寅"), 0,
	  B_HOUR, 0 },
	{ OPTSPEC_VALUE, "husband-xingnian", 0, "PILLAR", N_("the husband's "
	  "running year (夫行年): a pillar 甲寅 or a branch 寅"), 0,
	  B_HUSBAND_XINGNIAN, 0 },
	CLI_LANG_ROW(B_LANG),
	{ OPTSPEC_SWITCH, "man-keys", 0, NULL,
	  N_("print the key list as man page roff"), 0, B_MAN_KEYS, 0 },
	{ OPTSPEC_SWITCH, "no-config", 0, NULL, N_("do not read any config file"),
	  0, B_NO_CONFIG, 0 },
	{ OPTSPEC_VALUE, "noble-table", 0, "TABLE",
	  N_("common (晝丑夜未) or xiantian (甲羊戊庚牛)"), 0, B_NOBLE_TABLE, 0 },
	{ OPTSPEC_VALUE, "print-dir", 0, "DIR",
	  N_("where p writes chart files (default: the documents folder, "
	     "else .)"), 0, B_PRINT_DIR, 0 },
	{ OPTSPEC_VALUE, "set", 0, "KEY=VALUE",
	  N_("apply a setting (repeatable); see SETTINGS"), OPTSPEC_REPEAT,
	  B_SET, 0 },
	{ OPTSPEC_VALUE, "sex", 0, "SEX", N_("querent's sex: m or f (男, 女)"), 0,
	  B_SEX, 0 },
	{ OPTSPEC_VALUE, "shehai", 0, "RULE",
	  N_("depth, depth-branches or mengzhongji"), 0, B_SHEHAI, 0 },
	{ OPTSPEC_VALUE, "theme", 0, "NAME", N_("dark, light or mono"), 0,
	  B_THEME, 0 },
	{ OPTSPEC_VALUE, "wife-xingnian", 0, "PILLAR", N_("the wife's running "
	  "year (妻行年): a pillar 己亥 or a branch 亥"), 0, B_WIFE_XINGNIAN, 0 },
	{ OPTSPEC_VALUE, "xingnian", 0, "BRANCH",
	  N_("querent's running year (行年), if stated"), 0, B_XINGNIAN, 0 },
	LR_MOMENT_ROWS
	{ OPTSPEC_END },
};

void
tui_usage(FILE *out)
{
	fputs(_("usage: liuren [OPTIONS] [DATETIME | :DAY HOUR GENERAL]\n"
		"Open the chart browser at now, at DATETIME, or at pillars.\n"),
	      out);
	optspec_print_help(out, tui_option_spec, 20, 0);
	fputc('\n', out);
	fputs(_("Press ? in the browser for its keys.\n"), out);
}

/* Take the option ROW with its value VAL into ST, IN and the lists of
 * parse_args. */
struct browser_words {
	struct lr_input in;
	bool typed[3];
	/* settings as given (KEY=VALUE, or the short flags' key and
	 * value), applied after the config through the one settings
	 * parser */
	struct { const char *key, *value; } sets[64];
	int nsets;
	bool no_config;
	const char *config_path;	/* --config FILE, as for print */
	char pillars[TUI_PROMPT_MAX];
};

static enum tui_parse_result
take_option(struct tui_state *st, struct browser_words *w, int id,
	    const char *val, char *err, size_t errlen)
{
	char q[LR_QUOTE_SIZE];
	switch (id) {
	case B_HELP:
		tui_usage(stdout);
		return TUI_PARSE_EXIT_OK;
	case B_MAN_KEYS:
		tui_keys_write_man(stdout);
		return TUI_PARSE_EXIT_OK;
	case B_DAY:
		w->typed[0] = true;
		w->in.day = lr_parse_cycle_exact(val);
		if (w->in.day < 0) {
			snprintf(err, errlen, _("bad day pillar '%s'%s"),
				 lr_quote(val, q, sizeof q),
				 w->in.day == -2 ? ": stem and branch differ "
				 "in yin/yang" : " (e.g. 丙辰)");
			return TUI_PARSE_ERROR;
		}
		break;
	case B_HOUR:
		w->typed[1] = true;
		w->in.hour = lr_parse_branch_exact(val);
		if (w->in.hour < 0) {
			snprintf(err, errlen, _("bad hour '%s': give a "
				 "branch (e.g. 寅)"), lr_quote(val, q, sizeof q));
			return TUI_PARSE_ERROR;
		}
		break;
	case B_GENERAL:
		w->typed[2] = true;
		w->in.general = lr_parse_month_general(val);
		if (w->in.general < 0) {
			snprintf(err, errlen, _("bad 月將 '%s': give a "
				 "branch or its name (e.g. 未, 小吉)"),
				 lr_quote(val, q, sizeof q));
			return TUI_PARSE_ERROR;
		}
		break;
	case B_BIRTH:
		if (lr_context_parse_birth(&st->querent, val, err, errlen) < 0)
			return TUI_PARSE_ERROR;
		break;
	case B_SEX:
		if (lr_context_parse_sex(&st->querent, val, err, errlen) < 0)
			return TUI_PARSE_ERROR;
		break;
	case B_XINGNIAN:
		if (lr_context_parse_xingnian(&st->querent, val, err,
					      errlen) < 0)
			return TUI_PARSE_ERROR;
		break;
	case B_ASK:
		if (lr_context_parse_ask(&st->querent, val, err, errlen) < 0)
			return TUI_PARSE_ERROR;
		break;
	case B_HUSBAND_XINGNIAN:
	case B_WIFE_XINGNIAN:
		if (lr_context_parse_spouse_xingnian(&st->querent,
				id == B_HUSBAND_XINGNIAN ? LR_HUSBAND : LR_WIFE,
				val, err, errlen) < 0)
			return TUI_PARSE_ERROR;
		break;
	case B_SET:
	case B_NOBLE_TABLE:
	case B_DAY_HOURS:
	case B_SHEHAI:
		if (w->nsets == (int)(sizeof w->sets / sizeof w->sets[0])) {
			snprintf(err, errlen, "%s", _("too many settings"));
			return TUI_PARSE_ERROR;
		}
		w->sets[w->nsets].key = id == B_NOBLE_TABLE ? "noble-table"
					: id == B_DAY_HOURS ? "day-hours"
					: id == B_SHEHAI ? "shehai" : NULL;
		w->sets[w->nsets++].value = val;
		break;
	case B_NO_CONFIG:
		w->no_config = true;
		break;
	case B_CONFIG:
		w->config_path = val;
		break;
	case B_CASEBOOK:
		if (!*val || strlen(val) >= sizeof st->casebook_file) {
			snprintf(err, errlen, "%s", *val ?
				 _("--casebook: path too long") :
				 _("--casebook needs a file"));
			return TUI_PARSE_ERROR;
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
			return TUI_PARSE_ERROR;
		}
		break;
	case B_THEME:
		if (!strcmp(val, "dark"))
			st->theme = TUI_THEME_DARK;
		else if (!strcmp(val, "light"))
			st->theme = TUI_THEME_LIGHT;
		else if (!strcmp(val, "mono"))
			st->theme = TUI_THEME_MONO;
		else {
			snprintf(err, errlen, _("bad theme '%s': dark, "
				 "light or mono"), lr_quote(val, q, sizeof q));
			return TUI_PARSE_ERROR;
		}
		break;
	case B_PRINT_DIR:
		if (strlen(val) >= sizeof st->print_dir) {
			snprintf(err, errlen, _("--print-dir too long"));
			return TUI_PARSE_ERROR;
		}
		strcpy(st->print_dir, val);
		break;
	case B_LANG:	/* taken out before the browser runs */
		break;
	}
	return TUI_PARSE_OK;
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
	struct browser_words *w = &words;
	memset(w, 0, sizeof *w);
	w->in = st->input;
	struct lr_moment_words mw;
	lr_moment_words_init(&mw);
	struct optspec_parser p;
	const struct optspec *row;
	const char *val;
	int got;
	optspec_init(&p, tui_option_spec, argc, argv, OPTSPEC_ABBREV);
	while ((got = optspec_next(&p, &row, &val)) == 1) {
		enum tui_parse_result r = TUI_PARSE_OK;
		if (row->kind == OPTSPEC_WORDS) {
			int taken = lr_moment_words_word(&mw, &p, val, err,
							 errlen);
			if (taken < 0)
				return TUI_PARSE_ERROR;
			if (!taken)
				r = take_word(w, val, err, errlen);
		} else if (row->id >= LR_MOMENT_OPT_DATETIME) {
			if (lr_moment_words_option(&mw, &p, row->id, val, err,
						   errlen) < 0)
				return TUI_PARSE_ERROR;
		} else {
			r = take_option(st, w, row->id, val, err, errlen);
		}
		if (r != TUI_PARSE_OK)
			return r;
	}
	if (got < 0) {
		char q[LR_QUOTE_SIZE];
		if (p.unknown[0])
			snprintf(err, errlen, _("unknown option '%s'"),
				 lr_quote(p.unknown, q, sizeof q));
		else
			snprintf(err, errlen, "%s", p.err);
		return TUI_PARSE_ERROR;
	}
	struct lr_moment moment;
	if (lr_moment_words_resolve(&mw, &moment, err, errlen) < 0)
		return TUI_PARSE_ERROR;
	/* the zone and observer stay for every moment the browser opens */
	tui_state_set_place(st, moment.zone, moment.lon, moment.lat);
	struct lr_input in = w->in;
	bool *typed = w->typed;
	const char *pillars = w->pillars;
	bool no_config = w->no_config;
	const char *config_path = w->config_path;
	int nsets = w->nsets;
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
	st->no_config = no_config;
	if (!no_config) {
		/* the one config, as print takes it (front/config.h) */
		const struct front_config *c = front_config(config_path, false);
		char q[LR_QUOTE_SIZE];
		snprintf(st->config_file, sizeof st->config_file, "%s", c->path);
		if (c->status < 0) {
			snprintf(err, errlen, "%s", c->error);
			return TUI_PARSE_ERROR;
		}
		if (!c->found && config_path) {
			snprintf(err, errlen, "%s: no such file",
				 lr_quote(config_path, q, sizeof q));
			return TUI_PARSE_ERROR;
		}
		if (c->found)
			st->settings = c->settings;
		/* a key set twice, as print warns of it */
		if (c->warning[0])
			tui_status(st, false, _("warning: %s"), c->warning);
	}
	if (mw.true_solar)
		st->settings.true_solar = 1;
	for (int i = 0; i < nsets; i++) {
		char why[512];
		int rc = w->sets[i].key
			? lr_settings_set(&st->settings, w->sets[i].key,
					  w->sets[i].value, why, sizeof why)
			: lr_settings_assign(&st->settings, w->sets[i].value, why,
					     sizeof why);
		if (rc != 0) {
			if (w->sets[i].key)
				snprintf(err, errlen, "%s", why);
			else
				snprintf(err, errlen, _("%s: %s"), "--set", why);
			return TUI_PARSE_ERROR;
		}
	}
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
