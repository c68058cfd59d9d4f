/* liuren - app.c: the browser's entry point (its options are read by
 * options.c), the terminal (its set-up, die, signals) and the headless
 * driver; one turn of the key loop is loop.c's, the screens are
 * screen_NAME.c.
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
#include "front/output.h"
#include "liuren/quote.h"
#include "tui/options.h"
#include "tui/restore.h"
#include "liuren/lang.h"
#include "liuren/i18n.h"
#include "liuren/notation.h"
#include "liuren/reading.h"
#include "tui/loop.h"
#include "tui/screen.h"
#include "tui/termcheck.h"
#include "tui/width.h"

/* How long the terminal has to say where the cursor went (the probe of
 * ambiguous widths), in milliseconds. */
enum { TUI_PROBE_MS = 400 };

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
open_terminal(struct tui_state *st, char *err, size_t errlen)
{
	if (tui_term_check(err, errlen) != 0)
		return -1;
	/* how wide the terminal draws ①, … and ▼, asked before curses
	 * takes the screen (unless --ambiguous said) */
	bool wide = st->ambiguous == TUI_AMBIGUOUS_WIDE;
	if (st->ambiguous == TUI_AMBIGUOUS_AUTO)
		wide = tui_term_ambiguous_wide(TUI_PROBE_MS) == 1;
	tui_use_ambiguous(st, wide);
	if (wide && st->ambiguous == TUI_AMBIGUOUS_AUTO)
		tui_status(st, false, "%s", _("this terminal draws East Asian "
			   "ambiguous characters two columns wide: marks and "
			   "borders in ASCII (--ambiguous narrow keeps them)"));
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
	switch (tui_parse_args(&t.st, argc, argv, err, sizeof err)) {
	case TUI_PARSE_EXIT_OK:
		return 0;
	case TUI_PARSE_ERROR:
		/* as a command says it (front/output.h) */
		front_error(NULL, "%s", err);
		return 2;
	case TUI_PARSE_OK:
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

	if (open_terminal(&t.st, err, sizeof err) != 0) {
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
	tui_state_free(&t.st);
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
	h->t.headless = true;
	if (tui_parse_args(&h->t.st, argc, argv, err, errlen) != TUI_PARSE_OK) {
		tui_state_free(&h->t.st);
		free(h);
		return NULL;
	}
	if (!h->t.utf8)
		h->t.st.ascii = true;
	/* a virtual terminal answers nothing: as --ambiguous says */
	tui_use_ambiguous(&h->t.st, h->t.st.ambiguous == TUI_AMBIGUOUS_WIDE);
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
		tui_state_free(&h->t.st);
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

const char *
tui_headless_sent(struct tui_headless *h, size_t *len)
{
	*len = h->t.sent_len;
	return h->t.sent;
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
	tui_state_free(&h->t.st);
	free(h->t.sent);
	fclose(h->in);
	fclose(h->out);
	free(h);
}
