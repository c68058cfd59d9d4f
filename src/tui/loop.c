/* liuren - loop.c: one turn of the browser's loop, the same for the
 * terminal and the headless driver: the key to the screen on view by the
 * table of screens, the loop's own keys (help, the teaching mode, the
 * compare view, theme, language, the casebook's K and B), the
 * recomputing the reactions ask for, drawing, and writing the chart (p)
 * or searching (f) after drawing.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/loop.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <unistr.h>

#include "front/picture.h"
#include "front/render.h"
#include "front/render_print.h"
#include "tui/clipboard.h"
#include "tui/print_file.h"
#include "liuren/i18n.h"
#include "liuren/lang.h"
#include "tui/screen.h"
#include "tui/screen_casebook.h"
#include "tui/screen_compare.h"
#include "tui/screen_help.h"
#include "tui/screen_teach.h"
#include "tui/width.h"

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
		t->pasting = key == TK_PASTE_BEGIN;
		return TUI_R_REDRAW;
	}
	/* a paste is drawn once, at its end (which redraws), not key by
	 * key: 50 KB pasted into a prompt, most of it past the prompt's
	 * size, is read at once */
	if (t->pasting)
		return pasted_key(t, key) & ~(unsigned)TUI_R_REDRAW;
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
			r |= tui_help_open(st);
			break;
		/* the teaching mode and the compare view fall back to the
		 * chart's keys: they open here, not from the chart screen */
		case TUI_A_TEACH:
			r |= tui_teach_open(st);
			break;
		case TUI_A_COMPARE:
			r |= tui_compare_open(st);
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
			/* every generated text (reasons, 畢法, derivation)
			 * is written again in the new language */
			tui_state_compute(st);
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
		st->before = st->reading->chart;
		tui_state_compute(st);
		int n = 0;
		for (int p = 0; p < LR_BRANCHES; p++)
			n += tui_palace_differs(&st->reading->chart,
						&st->before, p);
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
			tui_status(st, false, lr_ngettext("%s%s%s: %d palace changed",
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
		const struct tui_screen *scr = tui_screen(t->st.screen);
		if (scr->overlay)
			tui_screen(t->st.back)->draw(t);
		scr->draw(t);
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
	char why[1024] = "";
	char *text = t->st.print_format == PICTURE_FORMAT_TEXT ?
		     tui_chart_text(t, &len) :
		     tui_chart_picture(t, &len, why, sizeof why);
	char dir[4096], path[4400];
	bool here;
	if (!text)
		tui_status(&t->st, true, "%s", why[0] ? why : _("out of memory"));
	else if (tui_print_dir(&t->st, dir, sizeof dir, &here) != 0)
		tui_status(&t->st, true, "%s", dir);
	else if (tui_print_write(&t->st, dir, text, len, path,
			    sizeof path) == 0) {
		/* the longest form that fits is drawn (chrome.c) */
		const char *forms[] = {
			_("wrote %s (no documents folder, XDG_DOCUMENTS_DIR: "
			  "the current directory)"),
			_("wrote %s (the current directory)"), _("wrote %s"),
		};
		if (here)
			tui_status_path(&t->st, path, forms, 3);
		else
			tui_status_path(&t->st, path, forms + 2, 1);
	} else
		tui_status(&t->st, true, "%s", path);
	free(text);
}

/* Write LEN bytes of S to the terminal, past curses (which has drawn the
 * frame already): 0, or -1 with errno. */
static int
send_to_terminal(const char *s, size_t len)
{
	fflush(stdout);
	while (len > 0) {
		ssize_t w = write(STDOUT_FILENO, s, len);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		s += w;
		len -= (size_t)w;
	}
	return 0;
}

/* Send the chart's text (p's text format) to the terminal's clipboard by
 * OSC 52 and say so, and that the terminal may refuse it unheard. */
static void
copy_chart(struct tui *t)
{
	if (t->st.clipboard_off) {
		tui_status(&t->st, true, _("copying is off: the config file says "
			   "clipboard = off"));
		return;
	}
	size_t len;
	char *text = tui_chart_text(t, &len);
	if (!text) {
		tui_status(&t->st, true, "%s", _("out of memory"));
		return;
	}
	if (len > TUI_COPY_MAX) {
		tui_status(&t->st, true, _("the chart's text (%lu bytes) is over "
			   "the %d KB a copy sends; p writes a file"),
			   (unsigned long)len, TUI_COPY_MAX / 1024);
		free(text);
		return;
	}
	size_t n;
	const char *tmux = getenv("TMUX");
	char *seq = tui_osc52(text, len, tmux && *tmux, &n);
	free(text);
	if (!seq) {
		tui_status(&t->st, true, "%s", _("out of memory"));
		return;
	}
	if (t->headless) {
		free(t->sent);
		t->sent = seq;
		t->sent_len = n;
	} else {
		int rc = send_to_terminal(seq, n);
		int e = errno;
		free(seq);
		if (rc < 0) {
			tui_status(&t->st, true, _("cannot write to the terminal: "
				   "%s"), strerror(e));
			return;
		}
	}
	/* OSC 52 has no answer: what the terminal did is not known */
	tui_status(&t->st, false, _("sent the chart's text (%lu bytes) to the "
		   "terminal's clipboard; it may refuse"), (unsigned long)len);
}

bool
tui_react(struct tui *t, int key)
{
	unsigned r = tui_handle_key(t, key);
	if (r & TUI_R_QUIT)
		return true;
	if (r & (TUI_R_REDRAW | TUI_R_CLEAR | TUI_R_PRINT | TUI_R_SEARCH |
		 TUI_R_COPY))
		tui_draw(t, r & TUI_R_CLEAR);
	if (r & TUI_R_COPY) {
		copy_chart(t);
		tui_draw(t, false);
	}
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


/* The reading print renders, from the browser's chart: the one place the
 * text and the pictures of p learn it. */
static void
chart_reading(const struct tui_state *st, struct render_reading *r)
{
	*r = (struct render_reading){
		.moment = st->have_moment ? &st->moment : NULL,
		.cal = &st->reading->cal,
		.manual = st->general_source == TUI_GEN_MANUAL ? "將" : NULL,
		.context = &st->reading->context,
		.chart = &st->reading->chart,
		.patterns = lr_reading_patterns(st->reading),
		.npatterns = st->reading->npatterns,
		.bifa = st->bifa,
		.nbifa = st->nbifa,
		.leishen = &st->reading->leishen,
		.leishen_error = st->reading->leishen_error,
		.shensha = &st->reading->shensha,
	};
}

/* p's PNG: its SVG drawn by rsvg-convert at print's default size. */
enum { PRINT_PNG_ZOOM = 2 };

char *
tui_chart_picture(struct tui *t, size_t *len, char *err, size_t errlen)
{
	static struct picture pic;
	struct render_reading r;
	chart_reading(&t->st, &r);
	err[0] = '\0';
	if (front_picture_make(&pic, &r) < 0)
		return NULL;
	char *out = NULL;
	enum picture_format format = (enum picture_format)t->st.print_format;
	int rc = format == PICTURE_FORMAT_PNG ?
		 front_picture_png(&pic, PICTURE_LIGHT, PRINT_PNG_ZOOM, &out,
				   len, err, errlen) :
		 front_picture_text(&pic, format, PICTURE_LIGHT, &out, len);
	front_picture_free(&pic);
	return rc == 0 ? out : NULL;
}

char *
tui_chart_text(struct tui *t, size_t *len)
{
	char *out = NULL;
	FILE *f = open_memstream(&out, len);
	if (!f)
		return NULL;
	/* the same text as `liuren print` gives for this chart */
	struct render_reading r;
	chart_reading(&t->st, &r);
	front_render_print_text(f, &r);
	if (fclose(f) != 0 || !out) {
		free(out);
		return NULL;
	}
	if (lr_lang_current() == LR_LANG_ZH_HANS) {
		/* as `liuren --lang zh-Hans print` writes it */
		char *simplified = lr_lang_t2s_dup(out);
		if (!simplified) {
			free(out);
			return NULL;
		}
		free(out);
		out = simplified;
		*len = strlen(out);
	}
	return out;
}
