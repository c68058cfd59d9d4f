/* liuren - app.c: the browser's entry point (its options are read by
 * options.c), the key loop, terminal restoration (die, signals) and the
 * headless driver.
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
#include "tui/options.h"
#include "tui/restore.h"
#include "liuren/lang.h"
#include "liuren/i18n.h"
#include "liuren/notation.h"
#include "liuren/reading.h"
#include "tui/ui.h"
#include "tui/width.h"

static volatile sig_atomic_t caught_signal;
static bool curses_active;

_Noreturn void
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

/* A key inside a bracketed paste: text for a prompt (a line break or a
 * tab as a blank, other control characters dropped), never a command. */
static unsigned
pasted_key(struct tui *t, int key)
{
	struct tui_state *st = &t->st;
	if (st->screen != TUI_SCREEN_PROMPT) {
		tui_status(st, true, "%s", _("a paste is read only in a prompt "
			   "(K, :, g, /); it was not run as keys"));
		return TUI_R_REDRAW;
	}
	if (key == '\r' || key == '\n' || key == '\t' || key == TK_ENTER)
		key = ' ';
	if (key & TUI_KEY_FN || key < 0x20 || key == 0x7f)
		return TUI_R_NONE;
	return tui_screen(st->screen)->key(t, TUI_A_NONE, key);
}

unsigned
tui_handle_key(struct tui *t, int key)
{
	struct tui_state *st = &t->st;
	if (key == (TUI_KEY_FN | KEY_RESIZE))
		return TUI_R_CLEAR | TUI_R_REDRAW;
	if (key == TK_PASTE_BEGIN || key == TK_PASTE_END) {
		st->pasting = key == TK_PASTE_BEGIN;
		return TUI_R_REDRAW;
	}
	if (st->pasting)
		return pasted_key(t, key);
	const struct tui_screen *scr = tui_screen(st->screen);
	enum tui_action a = tui_key_lookup(scr->ctx, key);
	bool keep_status = st->screen == TUI_SCREEN_PROMPT &&
			   a != TUI_A_ACCEPT;
	if (!keep_status) {
		st->status[0] = 0;
		st->status_error = false;
	}
	st->show_changes = false;
	/* too small: only quitting and help make sense */
	if ((COLS < TUI_MIN_COLS || LINES < TUI_MIN_LINES) &&
	    a != TUI_A_QUIT && a != TUI_A_REDRAW)
		return TUI_R_NONE;
	unsigned r = scr->key(t, a, key);
	if (r & TUI_R_UNHANDLED) {
		r &= ~(unsigned)TUI_R_UNHANDLED;
		switch (a) {
		case TUI_A_HELP:
			st->back = st->screen;
			st->screen = TUI_SCREEN_HELP;
			st->help_top = 0;
			r |= TUI_R_REDRAW;
			break;
		case TUI_A_REDRAW:
			r |= TUI_R_CLEAR | TUI_R_REDRAW;
			break;
		case TUI_A_CASE_SAVE:
		case TUI_A_CASEBOOK:
			r |= tui_casebook_action(t, a);
			break;
		case TUI_A_THEME:
			st->theme = (enum tui_theme)((st->theme + 1) % TUI_THEMES);
			tui_status(st, false, _("colours: %s"), st->theme ==
				   TUI_THEME_DARK ? _("dark") : st->theme ==
				   TUI_THEME_LIGHT ? _("light") : _("monochrome"));
			r |= TUI_R_THEME | TUI_R_REDRAW;
			break;
		case TUI_A_LANG:
			lr_lang_use((enum lr_lang)((lr_lang_current() + 1) %
						   LR_LANG_COUNT));
			tui_status_language(st);
			r |= TUI_R_CLEAR | TUI_R_REDRAW;
			break;
		default:
			tui_status(st, false, _("no action for that key here; "
				   "? shows the keys"));
			r |= TUI_R_REDRAW;
			break;
		}
	}
	if (r & (TUI_R_CHANGED | TUI_R_CHART))
		tui_casebook_left(st);
	if (r & TUI_R_CHANGED) {
		st->before = st->chart;
		tui_state_compute(st);
		int n = 0;
		for (int p = 0; p < LR_BRANCHES; p++)
			n += tui_palace_differs(&st->chart, &st->before, p);
		st->show_changes = true;
		char ctx[256], set[200];
		struct lr_context q = st->querent;	/* a birth date read */
		if (tui_querent_resolve(st, &q, ctx, sizeof ctx) < 0)
			q = st->querent;
		lr_context_describe_words(&q, ctx, sizeof ctx);
		char note[160];
		size_t used = strlen(ctx);
		if (*lr_context_birth_note(&q, note, sizeof note))
			snprintf(ctx + used, sizeof ctx - used, " (%s)", note);
		tui_settings_label(&st->settings, set, sizeof set);
		if (!st->status_error)
			tui_status(st, false, ngettext("%s%s%s: %d palace changed",
						       "%s%s%s: %d palaces changed",
						       (unsigned long)n),
				   set, ctx[0] ? ", " : "", ctx, n);
		r |= TUI_R_REDRAW;
	}
	if (r & TUI_R_CHART) {
		tui_state_compute(st);
		r |= TUI_R_REDRAW;
	}
	if (r & TUI_R_THEME)
		tui_colours_apply(t);
	return r;
}

static void
draw_too_small(void)
{
	char msg[80];
	snprintf(msg, sizeof msg, _("terminal too small (need %d×%d)"),
		 TUI_MIN_COLS, TUI_MIN_LINES);
	int w = tw_width(msg);
	int x = COLS > w ? (COLS - w) / 2 : 0;
	tui_text(LINES / 2, x, COLS, msg, tui_role(TUI_ROLE_ERROR));
	char now[40];
	snprintf(now, sizeof now, _("now %d×%d, q quits"), COLS, LINES);
	w = tw_width(now);
	tui_text(LINES / 2 + 1, COLS > w ? (COLS - w) / 2 : 0, COLS, now,
		 tui_role(TUI_ROLE_NORMAL));
}

void
tui_draw(struct tui *t, bool clear_all)
{
	if (clear_all)
		clearok(curscr, TRUE);
	erase();
	curs_set(0);
	if (COLS < TUI_MIN_COLS || LINES < TUI_MIN_LINES) {
		draw_too_small();
	} else {
		tui_screen(t->st.screen)->draw(t);
		if (t->st.screen == TUI_SCREEN_PROMPT)
			curs_set(1);
	}
	wnoutrefresh(stdscr);
	doupdate();
}

size_t
tui_read_row(int y, char *buf, size_t buflen)
{
	size_t n = 0, keep = 0;
	for (int x = 0; x < COLS && y < LINES;) {
		cchar_t cc;
		wchar_t wc[CCHARW_MAX + 1] = { 0 };
		attr_t attr;
		short pair;
		if (mvin_wch(y, x, &cc) == ERR ||
		    getcchar(&cc, wc, &attr, &pair, NULL) == ERR || !wc[0])
			wc[0] = L' ';
		uint8_t u[8];
		int ul = u8_uctomb(u, (ucs4_t)wc[0], sizeof u);
		if (ul <= 0 || n + (size_t)ul + 1 > buflen)
			break;
		memcpy(buf + n, u, (size_t)ul);
		n += (size_t)ul;
		if (wc[0] != L' ')
			keep = n;
		int w = tw_char_width((uint32_t)wc[0]);
		x += w > 0 ? w : 1;
	}
	if (buflen)
		buf[keep] = 0;
	return keep;
}

/* Write the chart text to a new file and say where in the status. */
static void
print_chart(struct tui *t)
{
	size_t len;
	char *text = tui_chart_text(t, &len);
	char path[600];
	if (tui_print_write(&t->st, t->st.print_dir, text, len, path,
			    sizeof path) == 0)
		tui_status(&t->st, false, _("wrote %s"), path);
	else
		tui_status(&t->st, true, "%s", path);
	free(text);
}

/* Handle KEY and redraw as the reactions ask. Returns true to quit. */
static bool
react(struct tui *t, int key)
{
	unsigned r = tui_handle_key(t, key);
	if (r & TUI_R_QUIT)
		return true;
	if (r & (TUI_R_REDRAW | TUI_R_CLEAR | TUI_R_PRINT | TUI_R_SEARCH))
		tui_draw(t, r & TUI_R_CLEAR);
	if (r & TUI_R_PRINT) {
		print_chart(t);
		tui_draw(t, false);
	}
	if (r & TUI_R_SEARCH) {
		bool shensha;
		const char *name = tui_search_name(&t->st, &shensha);
		tui_status(&t->st, false, t->st.search_dir > 0 ?
			   _("searching %s ahead…") : _("searching %s back…"),
			   name ? name : "");
		tui_draw(t, false);
		tui_search(&t->st, t->st.search_dir);
		tui_draw(t, false);
	}
	return false;
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
	switch (tui_parse_args(&t.st, argc, argv, err, sizeof err)) {
	case TUI_PARSE_EXIT_OK:
		return 0;
	case TUI_PARSE_ERROR: {
		char shown[1024];
		fprintf(stderr, "liuren: %s\n",
			lr_quote_message(err, shown, sizeof shown));
		return 2;
	}
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
			react(&t, TK_CTRL('c'));
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
		if (react(&t, key))
			break;
	}
	endwin();
	if (bracketed_paste) {
		fputs("\033[?2004l", stdout);
		fflush(stdout);
	}
	curses_active = false;
	tui_casebook_free(&t.st);
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
	if (tui_parse_args(&h->t.st, argc, argv, err, errlen) != TUI_PARSE_OK) {
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
	if (!h->quit && react(&h->t, key))
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
	tui_casebook_free(&h->t.st);
	fclose(h->in);
	fclose(h->out);
	free(h);
}
