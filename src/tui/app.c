/* liuren - app.c: the browser's entry point, options, the terminal (its
 * set-up, die, signals) and the headless driver; one turn of the key
 * loop is loop.c's, the screens are screen_NAME.c.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/tui.h"

#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <unistr.h>

#include "front/moment_args.h"
#include "liuren/quote.h"
#include "tui/restore.h"
#include "liuren/lang.h"
#include "liuren/i18n.h"
#include "liuren/notation.h"
#include "liuren/reading.h"
#include "tui/loop.h"
#include "tui/screen.h"
#include "tui/termcheck.h"
#include "tui/width.h"

static volatile sig_atomic_t caught_signal;
static bool curses_active;

/* Restore the terminal, print "liuren: MESSAGE" on stderr and exit 1. */
static _Noreturn void __attribute__((format(printf, 1, 2)))
tui_die(const char *fmt, ...)
{
	if (curses_active && !isendwin())
		endwin();
	curses_active = false;
	va_list ap;
	va_start(ap, fmt);
	fputs("liuren: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	exit(1);
}

static void
on_signal(int sig)
{
	caught_signal = sig;
}

/* ---- options ---- */

void
tui_usage(FILE *out)
{
	fputs(_("usage: liuren [OPTIONS] [DATETIME | :DAY HOUR GENERAL]\n"
	      "Open the chart browser at now, at DATETIME, or at pillars.\n"
	      "  DATETIME            2026-11-29 17:05, now (the default); "
	      "with --tz,\n"
	      "                      --lon, --lat, --true-solar, --lunar as "
	      "for print\n"
	      "  :丙辰 寅 未         the chart for these pillars "
	      "(day, hour, 月將)\n"
	      "  --day PILLAR        day pillar, e.g. 丙辰\n"
	      "  --hour BRANCH       hour branch, e.g. 寅\n"
	      "  --general BRANCH    月將, a branch or its name (未, 小吉)\n"
	      "  --birth YEAR        querent's birth year: 1983, 癸亥 or 亥\n"
	      "  --sex SEX           querent's sex: m or f (男, 女)\n"
	      "  --xingnian BRANCH   querent's running year (行年)\n"
	      "  --husband-xingnian PILLAR, --wife-xingnian PILLAR\n"
	      "                      a couple's running years (夫行年 甲寅,\n"
	      "                      妻行年 己亥), for 繁昌 and 解離\n"
	      "  --ask MATTER        the matter asked about (所占之事): 病, 財, 官 …\n"
	      "  --set KEY=VALUE     a school setting (see liuren(1)); also\n"
	      "                      --noble-table, --day-hours, --shehai\n"
	      "  --config FILE       read settings from FILE\n"
	      "  --casebook FILE     the casebook K and B use\n"
	      "  --no-config         ignore the config file\n"
	      "  --theme NAME        dark, light or mono\n"
	      "  --ascii             draw borders in ASCII\n"
	      "  --print-dir DIR     where p writes chart files (default .)\n"
	      "  --man-keys          print the key list as man page roff\n"
	      "  -h, --help          this help\n"
	      "Press ? in the browser for its keys.\n"), out);
}

enum parse_result { PARSE_OK, PARSE_EXIT_OK, PARSE_ERROR };

/* The browser's long options; the date options (taken first, by
 * lr_moment_args_parse) only count when a prefix is ambiguous. */
static const struct { const char *name; bool date; } long_options[] = {
	{ "--ascii" }, { "--ask" }, { "--birth" }, { "--casebook" }, { "--config" },
	{ "--day" }, { "--day-hours" }, { "--general" }, { "--help" },
	{ "--hour" }, { "--husband-xingnian" }, { "--man-keys" }, { "--no-config" }, { "--noble-table" },
	{ "--print-dir" }, { "--set" }, { "--sex" }, { "--shehai" },
	{ "--theme" }, { "--wife-xingnian" }, { "--xingnian" },
	{ "--tz", true }, { "--lon", true }, { "--lat", true },
	{ "--lunar", true }, { "--true-solar", true },
};
enum { LONG_OPTIONS = sizeof long_options / sizeof long_options[0] };

const char *
tui_option_name(int k)
{
	return k >= 0 && k < LONG_OPTIONS ? long_options[k].name : NULL;
}

/* Is NAME one of the browser's own options, written whole? */
static bool browser_option(const char *name)
{
	for (int k = 0; k < LONG_OPTIONS; k++)
		if (!long_options[k].date && !strcmp(long_options[k].name, name))
			return true;
	return false;
}

/* NAME ("--s", "--no-c") as the one browser option it abbreviates, as
 * getopt_long does for print: unchanged when it is whole or matches
 * nothing (then reported as unknown); -1 with a message in ERR when it
 * abbreviates several. */
static int expand_option(char *name, size_t size, char *err, size_t errlen)
{
	size_t len = strlen(name);
	const char *only = NULL;
	char list[256] = "";
	int found = 0;
	for (int k = 0; k < LONG_OPTIONS; k++) {
		const char *o = long_options[k].name;
		if (!strcmp(o, name))
			return 0;
		if (strncmp(o, name, len) != 0)
			continue;
		size_t used = strlen(list);
		snprintf(list + used, sizeof list - used, "%s%s",
			 found ? ", " : "", o);
		found++;
		only = long_options[k].date ? NULL : o;
	}
	if (found > 1) {
		char q[LR_QUOTE_SIZE];
		snprintf(err, errlen, _("option '%s' is ambiguous: %s"),
			 lr_quote(name, q, sizeof q), list);
		return -1;
	}
	if (found == 1 && only)
		snprintf(name, size, "%s", only);
	return 0;
}

/* Parse the browser's options into ST; messages go to ERR. */
static enum parse_result
parse_args(struct tui_state *st, int argc, char **argv, char *err,
	   size_t errlen)
{
	bool no_config = false;
	const char *config_path = NULL;	/* --config FILE, as for print */
	/* the date options of print and explain come out first */
	struct lr_settings date_set;
	lr_settings_default(&date_set);
	struct lr_moment moment;
	int date_argc = argc;
	if (lr_moment_args_parse(&date_argc, argv, &date_set, &moment, err,
				 errlen) != 0)
		return PARSE_ERROR;
	argc = date_argc;
	/* the zone and observer stay for every moment the browser opens */
	tui_state_set_place(st, moment.zone, moment.lon, moment.lat);
	struct lr_input in = st->input;
	bool typed[3] = { false, false, false };
	/* settings as given (KEY=VALUE, or the short flags' key and value),
	 * applied after the config through the one settings parser */
	enum { MAX_SETS = 64 };
	struct { const char *key, *value; } sets[MAX_SETS];
	int nsets = 0;
	char pillars[TUI_PROMPT_MAX] = "";
	bool operands = false;	/* after "--" no word is an option */
	char q[LR_QUOTE_SIZE];
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		const char *val = NULL;
		char name[32];
		if (!operands && strcmp(a, "--") == 0) {
			operands = true;
			continue;
		}
		if (operands) {
			name[0] = 0;
		} else if (strncmp(a, "--", 2) == 0) {
			const char *eq = strchr(a, '=');
			size_t n = eq ? (size_t)(eq - a) : strlen(a);
			if (n >= sizeof name)
				n = sizeof name - 1;
			memcpy(name, a, n);
			name[n] = 0;
			if (eq)
				val = eq + 1;
		} else {
			snprintf(name, sizeof name, "%s", a);
		}
		if (!operands && name[0] == '-' && name[1] == '-' &&
		    expand_option(name, sizeof name, err, errlen) != 0)
			return PARSE_ERROR;
		bool takes = !strcmp(name, "--day") || !strcmp(name, "--hour") ||
			     !strcmp(name, "--general") ||
			     !strcmp(name, "--birth") || !strcmp(name, "--sex") ||
			     !strcmp(name, "--xingnian") ||
			     !strcmp(name, "--husband-xingnian") ||
			     !strcmp(name, "--wife-xingnian") ||
			     !strcmp(name, "--ask") ||
			     !strcmp(name, "--set") || !strcmp(name, "--theme") ||
			     !strcmp(name, "--noble-table") ||
			     !strcmp(name, "--day-hours") ||
			     !strcmp(name, "--shehai") ||
			     !strcmp(name, "--config") ||
			     !strcmp(name, "--casebook") ||
			     !strcmp(name, "--print-dir");
		if (takes && !val) {
			if (i + 1 >= argc) {
				snprintf(err, errlen, _("%s needs a value"),
					 lr_quote(name, q, sizeof q));
				return PARSE_ERROR;
			}
			val = argv[++i];
		} else if (!takes && val) {
			bool known = browser_option(name);
			snprintf(err, errlen, known ? _("%s takes no value")
				 : _("unknown option '%s'"),
				 lr_quote(name, q, sizeof q));
			return PARSE_ERROR;
		}
		if (!strcmp(name, "-h") || !strcmp(name, "--help")) {
			tui_usage(stdout);
			return PARSE_EXIT_OK;
		} else if (!strcmp(name, "--man-keys")) {
			tui_keys_write_man(stdout);
			return PARSE_EXIT_OK;
		} else if (!strcmp(name, "--day")) {
			typed[0] = true;
			in.day = lr_parse_cycle_exact(val);
			if (in.day < 0) {
				snprintf(err, errlen, _("bad day pillar '%s'%s"),
					 lr_quote(val, q, sizeof q),
					 in.day == -2 ? ": stem and branch differ "
					 "in yin/yang" : " (e.g. 丙辰)");
				return PARSE_ERROR;
			}
		} else if (!strcmp(name, "--hour")) {
			typed[1] = true;
			in.hour = lr_parse_branch_exact(val);
			if (in.hour < 0) {
				snprintf(err, errlen, _("bad hour '%s': give a "
					 "branch (e.g. 寅)"), lr_quote(val, q, sizeof q));
				return PARSE_ERROR;
			}
		} else if (!strcmp(name, "--general")) {
			typed[2] = true;
			in.general = lr_parse_month_general(val);
			if (in.general < 0) {
				snprintf(err, errlen, _("bad 月將 '%s': give a "
					 "branch or its name (e.g. 未, 小吉)"),
					 lr_quote(val, q, sizeof q));
				return PARSE_ERROR;
			}
		} else if (!strcmp(name, "--birth")) {
			if (lr_context_parse_birth(&st->querent, val, err,
						   errlen) < 0)
				return PARSE_ERROR;
		} else if (!strcmp(name, "--sex")) {
			if (lr_context_parse_sex(&st->querent, val, err,
						 errlen) < 0)
				return PARSE_ERROR;
		} else if (!strcmp(name, "--xingnian")) {
			if (lr_context_parse_xingnian(&st->querent, val, err,
						      errlen) < 0)
				return PARSE_ERROR;
		} else if (!strcmp(name, "--ask")) {
			if (lr_context_parse_ask(&st->querent, val, err,
						 errlen) < 0)
				return PARSE_ERROR;
		} else if (!strcmp(name, "--husband-xingnian") ||
			   !strcmp(name, "--wife-xingnian")) {
			if (lr_context_parse_spouse_xingnian(&st->querent,
					name[2] == 'h' ? LR_HUSBAND : LR_WIFE, val,
					err, errlen) < 0)
				return PARSE_ERROR;
		} else if (!strcmp(name, "--set") ||
			   !strcmp(name, "--noble-table") ||
			   !strcmp(name, "--day-hours") ||
			   !strcmp(name, "--shehai")) {
			if (nsets == MAX_SETS) {
				snprintf(err, errlen, "%s", _("too many settings"));
				return PARSE_ERROR;
			}
			sets[nsets].key = !strcmp(name, "--noble-table")
					  ? "noble-table"
					  : !strcmp(name, "--day-hours") ? "day-hours"
					  : !strcmp(name, "--shehai") ? "shehai" : NULL;
			sets[nsets++].value = val;
		} else if (!strcmp(name, "--no-config")) {
			no_config = true;
		} else if (!strcmp(name, "--config")) {
			config_path = val;
		} else if (!strcmp(name, "--casebook")) {
			if (!*val || strlen(val) >= sizeof st->casebook_file) {
				snprintf(err, errlen, "%s", *val ?
					 _("--casebook: path too long") :
					 _("--casebook needs a file"));
				return PARSE_ERROR;
			}
			snprintf(st->casebook_file, sizeof st->casebook_file,
				 "%s", val);
		} else if (!strcmp(name, "--ascii")) {
			st->ascii = true;
		} else if (!strcmp(name, "--theme")) {
			if (!strcmp(val, "dark"))
				st->theme = TUI_THEME_DARK;
			else if (!strcmp(val, "light"))
				st->theme = TUI_THEME_LIGHT;
			else if (!strcmp(val, "mono"))
				st->theme = TUI_THEME_MONO;
			else {
				snprintf(err, errlen, _("bad theme '%s': dark, "
					 "light or mono"), lr_quote(val, q, sizeof q));
				return PARSE_ERROR;
			}
		} else if (!strcmp(name, "--print-dir")) {
			if (strlen(val) >= sizeof st->print_dir) {
				snprintf(err, errlen, _("--print-dir too long"));
				return PARSE_ERROR;
			}
			strcpy(st->print_dir, val);
		} else if ((a[0] == ':' || pillars[0] ||
			    lr_notation_looks_like(a)) &&
			   (operands || a[0] != '-')) {
			/* ":丙辰 寅 未" as one word or three */
			size_t used = strlen(pillars);
			const char *w = a[0] == ':' && !pillars[0] ? a + 1 : a;
			if (used + strlen(w) + 2 > sizeof pillars) {
				snprintf(err, errlen, _("pillars too long"));
				return PARSE_ERROR;
			}
			if (used)
				strcat(pillars, " ");
			strcat(pillars, w[0] ? w : " ");
		} else if (a[0] == '-' && !operands) {
			snprintf(err, errlen, _("unknown option '%s'"),
				 lr_quote(a, q, sizeof q));
			return PARSE_ERROR;
		} else {
			snprintf(err, errlen, _("unexpected '%s': give a date "
				 "(2026-11-29 17:05) or pillars (:丙辰 寅 未)"),
				 lr_quote(a, q, sizeof q));
			return PARSE_ERROR;
		}
	}
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
			return PARSE_ERROR;
		}
		if (rc > 0) {
			have_stated = true;
			lr_context_overlay_querent(&stated, &st->querent);
		}
		typed[0] = typed[1] = typed[2] = true;
	}
	st->no_config = no_config;
	if (!no_config) {
		char path[512], cerr[512];
		const char *file = config_path;
		if (!file && lr_settings_path(path, sizeof path) == 0)
			file = path;
		if (file)
			snprintf(st->config_file, sizeof st->config_file, "%s",
				 file);
		int rc = file ? lr_settings_load(&st->settings, file, cerr,
						 sizeof cerr) : 1;
		if (rc < 0) {
			snprintf(err, errlen, "%s", cerr);
			return PARSE_ERROR;
		}
		if (rc == 1 && config_path) {
			snprintf(err, errlen, "%s: no such file",
				 lr_quote(config_path, cerr, sizeof cerr));
			return PARSE_ERROR;
		}
	}
	if (date_set.true_solar)
		st->settings.true_solar = date_set.true_solar;
	for (int i = 0; i < nsets; i++) {
		char why[512];
		int rc = sets[i].key
			? lr_settings_set(&st->settings, sets[i].key,
					  sets[i].value, why, sizeof why)
			: lr_settings_assign(&st->settings, sets[i].value, why,
					     sizeof why);
		if (rc != 0) {
			if (sets[i].key)
				snprintf(err, errlen, "%s", why);
			else
				snprintf(err, errlen, _("%s: %s"), "--set", why);
			return PARSE_ERROR;
		}
	}
	if (!typed[0] && !typed[1] && !typed[2]) {
		/* no pillars: browse the moment (now by default) */
		tui_state_set_moment(st, &moment);
		if (st->status_error) {
			snprintf(err, errlen, "%s", st->status);
			return PARSE_ERROR;
		}
		return PARSE_OK;
	}
	if (!typed[0] || !typed[1] || !typed[2]) {
		/* the pillars not given come from the moment */
		struct lr_calendar cal;
		if (lr_calendar_resolve(&cal, &moment, &st->settings, err,
					errlen) != 0)
			return PARSE_ERROR;
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
		return PARSE_ERROR;
	}
	tui_state_type_chart(st, &in, have_stated ? &stated : NULL, pillars);
	tui_state_compute(st);
	return PARSE_OK;
}

/* ---- the loop ---- */

static bool bracketed_paste;	/* the terminal takes it: on while running */

static void
setup_curses(struct tui *t)
{
	curses_active = true;
	cbreak();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	set_escdelay(25);
	curs_set(0);
	/* clicks (some terminals send only the press) and the wheel */
	mmask_t mask = BUTTON1_CLICKED | BUTTON1_PRESSED |
		       BUTTON1_DOUBLE_CLICKED | BUTTON4_PRESSED;
#ifdef BUTTON5_PRESSED
	mask |= BUTTON5_PRESSED;
#endif
	mousemask(mask, NULL);
	/* bracketed paste on xterm-like terminals (those that name a mouse
	 * key, as termcheck.c restores them): pasted text comes between
	 * ESC [200~ and ESC [201~, read as TK_PASTE_BEGIN / TK_PASTE_END */
	if (tigetstr((char[]){ "kmous" }) != NULL &&
	    tigetstr((char[]){ "kmous" }) != (char *)-1) {
		define_key("\033[200~", TK_PASTE_BEGIN & ~TUI_KEY_FN);
		define_key("\033[201~", TK_PASTE_END & ~TUI_KEY_FN);
		bracketed_paste = true;
	}
	const char *nc = getenv("NO_COLOR");
	t->colour = has_colors() && !(nc && nc[0]);
	if (t->colour) {
		start_color();
		use_default_colors();
	}
	tui_colours_apply(t);
}

/* The event curses reports as what the browser does with it; false for
 * an event it ignores (a release, another button). */
static bool
mouse_event(const MEVENT *ev, struct tui_state *st)
{
	enum tui_mouse_kind kind;
	if (ev->bstate & BUTTON1_DOUBLE_CLICKED)
		kind = TUI_MOUSE_DOUBLE;
	else if (ev->bstate & (BUTTON1_CLICKED | BUTTON1_PRESSED))
		kind = TUI_MOUSE_CLICK;
	else if (ev->bstate & BUTTON4_PRESSED)
		kind = TUI_MOUSE_WHEEL_UP;
#ifdef BUTTON5_PRESSED
	else if (ev->bstate & BUTTON5_PRESSED)
		kind = TUI_MOUSE_WHEEL_DOWN;
#endif
	else
		return false;
	st->mouse.y = ev->y;
	st->mouse.x = ev->x;
	st->mouse.kind = kind;
	return true;
}

/* Start curses on the terminal named by TERM, once tui_term_check has
 * found it usable. Returns 0, or -1 with a message in ERR (the terminal
 * untouched). */
static int
open_terminal(char *err, size_t errlen)
{
	if (tui_term_check(err, errlen) != 0)
		return -1;
	SCREEN *scr = newterm(NULL, stdout, stdin);
	if (!scr) {
		snprintf(err, errlen, _("cannot start the terminal '%s'"),
			 getenv("TERM"));
		return -1;
	}
	set_term(scr);
	return 0;
}

static void
init_tui(struct tui *t)
{
	memset(t, 0, sizeof *t);
	tui_state_init(&t->st);
	const char *cs = nl_langinfo(CODESET);
	t->utf8 = cs && strcmp(cs, "UTF-8") == 0;
}

int
tui_main(int argc, char **argv)
{
	setlocale(LC_ALL, "");
	static struct tui t;
	init_tui(&t);
	char err[512];
	switch (parse_args(&t.st, argc, argv, err, sizeof err)) {
	case PARSE_EXIT_OK:
		return 0;
	case PARSE_ERROR: {
		char shown[1024];
		fprintf(stderr, "liuren: %s\n",
			lr_quote_message(err, shown, sizeof shown));
		return 2;
	}
	case PARSE_OK:
		break;
	}
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		fprintf(stderr, _("liuren: the browser needs a terminal; "
			"'liuren print' writes a chart as text\n"));
		return 2;
	}
	if (!t.utf8) {
		/* curses would draw the Chinese text as nothing or garbage */
		const char *cs = nl_langinfo(CODESET);
		const char *all = getenv("LC_ALL");
		fprintf(stderr, _("liuren: the locale's character set is %s, not "
			"UTF-8; the browser draws Chinese text: run it with "
			"%s=C.UTF-8\n"), cs && cs[0] ? cs : "unknown",
			all && all[0] ? "LC_ALL" : "LANG");
		return 2;
	}

	tui_catch_fatal_signals(on_signal, &curses_active);

	if (open_terminal(err, sizeof err) != 0) {
		fprintf(stderr, "liuren: %s\n", err);
		return 2;
	}
	setup_curses(&t);
	if (bracketed_paste) {
		fputs("\033[?2004h", stdout);
		fflush(stdout);
	}
	if (lr_lang_current() == LR_LANG_ZH_HANS && !lr_lang_t2s_available())
		tui_status_language(&t.st);
	timeout(1000);	/* also notice a signal get_wch slept through */
	tui_draw(&t, false);
	/* for the tests of the crash path: die as an error would */
	const char *test_die = getenv("LIUREN_TEST_DIE");
	if (test_die && strcmp(test_die, "1") == 0)
		tui_die(_("dying after the first frame (LIUREN_TEST_DIE=1)"));
	for (;;) {
		wint_t wc;
		int rc = get_wch(&wc);
		if (caught_signal == SIGINT &&
		    t.st.screen == TUI_SCREEN_PROMPT) {
			/* Ctrl-C in a prompt cancels it, as its key does */
			caught_signal = 0;
			tui_react(&t, TK_CTRL('c'));
			continue;
		}
		if (caught_signal)
			break;
		if (rc == ERR)
			continue;
		int key = rc == KEY_CODE_YES ? (int)(TUI_KEY_FN | (int)wc) :
			  (int)wc;
		if (key == TK_MOUSE) {
			/* the event's place and kind go with the key */
			MEVENT ev;
			if (getmouse(&ev) != OK || !mouse_event(&ev, &t.st))
				continue;
		}
		if (tui_react(&t, key))
			break;
	}
	endwin();
	if (bracketed_paste) {
		fputs("\033[?2004l", stdout);
		fflush(stdout);
	}
	curses_active = false;
	tui_screens_free(&t.st);
	if (caught_signal) {
		int sig = caught_signal;
		signal(sig, SIG_DFL);
		raise(sig);
		return 128 + sig;
	}
	return 0;
}

/* ---- headless ---- */

struct tui_headless {
	struct tui t;
	SCREEN *scr;
	FILE *in, *out;
	bool quit;
};

struct tui_headless *
tui_headless_open(int argc, char **argv, int cols, int lines, char *err,
		  size_t errlen)
{
	struct tui_headless *h = calloc(1, sizeof *h);
	if (!h) {
		snprintf(err, errlen, _("out of memory"));
		return NULL;
	}
	init_tui(&h->t);
	if (parse_args(&h->t.st, argc, argv, err, errlen) != PARSE_OK) {
		free(h);
		return NULL;
	}
	if (!h->t.utf8)
		h->t.st.ascii = true;
	h->in = fopen("/dev/null", "r");
	h->out = fopen("/dev/null", "w");
	char c[16], l[16];
	snprintf(c, sizeof c, "%d", cols);
	snprintf(l, sizeof l, "%d", lines);
	setenv("COLUMNS", c, 1);
	setenv("LINES", l, 1);
	h->scr = h->in && h->out ? newterm("xterm-256color", h->out, h->in) :
		 NULL;
	unsetenv("COLUMNS");
	unsetenv("LINES");
	if (!h->scr) {
		snprintf(err, errlen, _("cannot start a virtual terminal"));
		if (h->in)
			fclose(h->in);
		if (h->out)
			fclose(h->out);
		free(h);
		return NULL;
	}
	set_term(h->scr);
	resizeterm(lines, cols);
	setup_curses(&h->t);
	tui_draw(&h->t, false);
	return h;
}

int
tui_headless_key(struct tui_headless *h, int key)
{
	set_term(h->scr);
	if (!h->quit && tui_react(&h->t, key))
		h->quit = true;
	return h->quit;
}

int
tui_headless_type(struct tui_headless *h, const char *keys)
{
	const char *p = keys, *end = keys + strlen(keys);
	while (p < end) {
		ucs4_t c;
		int n = u8_mbtouc(&c, (const uint8_t *)p, (size_t)(end - p));
		p += n > 0 ? n : 1;
		if (tui_headless_key(h, (int)c))
			break;
	}
	return h->quit;
}

int
tui_headless_mouse(struct tui_headless *h, int y, int x,
		   enum tui_mouse_kind kind)
{
	h->t.st.mouse.y = y;
	h->t.st.mouse.x = x;
	h->t.st.mouse.kind = kind;
	return tui_headless_key(h, TK_MOUSE);
}

int
tui_headless_click(struct tui_headless *h, int y, int x)
{
	return tui_headless_mouse(h, y, x, TUI_MOUSE_CLICK);
}

void
tui_headless_resize(struct tui_headless *h, int cols, int lines)
{
	set_term(h->scr);
	resizeterm(lines, cols);
	tui_headless_key(h, TUI_KEY_FN | KEY_RESIZE);
}

size_t
tui_headless_row(struct tui_headless *h, int row, char *buf, size_t buflen)
{
	set_term(h->scr);
	return tui_read_row(row, buf, buflen);
}

const char *
tui_headless_status(struct tui_headless *h)
{
	return h->t.st.status;
}

const struct tui_state *
tui_headless_state(struct tui_headless *h)
{
	return &h->t.st;
}

void
tui_headless_close(struct tui_headless *h)
{
	if (!h)
		return;
	set_term(h->scr);
	endwin();
	delscreen(h->scr);
	curses_active = false;
	tui_screens_free(&h->t.st);
	fclose(h->in);
	fclose(h->out);
	free(h);
}
