/* liuren - tui.h: the chart browser, the program's ncurses front end.
 *
 * tui_main() runs the browser on the terminal. The headless functions
 * run the very same key handling and drawing on a virtual screen (curses
 * on /dev/null at a fixed size) so tests and the benchmark can drive the
 * browser with scripted keys and read the screen back. Nothing in this
 * header needs curses.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_TUI_H
#define TUI_TUI_H

#include <stddef.h>
#include <stdio.h>

#include "front/optspec.h"

/* Key codes given to the browser: a character is its code point; a
 * curses function key (KEY_RESIZE, KEY_LEFT …) is TUI_KEY_FN | its code. */
enum { TUI_KEY_FN = 0x40000000 };

/* What a mouse event does, whatever buttons the terminal reports: a
 * click (button 1 pressed or clicked), a double click, the wheel. */
enum tui_mouse_kind {
	TUI_MOUSE_CLICK, TUI_MOUSE_DOUBLE, TUI_MOUSE_WHEEL_UP,
	TUI_MOUSE_WHEEL_DOWN
};

/* Run the browser. ARGV as given to `liuren` (argv[0] is the program
 * name); see tui_usage() for the options. Returns the exit status: 0;
 * 2 with one line on stderr for bad usage and for a place the browser
 * cannot draw in (not a terminal, TERM unset, unknown or without cursor
 * addressing such as dumb, a locale whose character set is not UTF-8);
 * after SIGINT, SIGTERM or SIGHUP it restores the terminal and dies of
 * the signal. tui_die() exits 1. The environment variable
 * LIUREN_TEST_DIE=1 makes it call tui_die() after the first frame, for
 * the tests of that path. */
int tui_main(int argc, char **argv);

/* Print the browser's options to OUT. */
void tui_usage(FILE *out);

/* The browser's options: its parser, its usage and its completion list
 * (`liuren --list options`) read this one table. */
extern const struct optspec tui_option_spec[];

struct tui_headless;

/* Start the browser on a virtual COLS x LINES screen with the options in
 * ARGV and draw the first frame. Returns NULL with a message in ERR for
 * bad options. */
struct tui_headless *tui_headless_open(int argc, char **argv, int cols,
				       int lines, char *err, size_t errlen);

/* Handle one key as the terminal loop does and redraw. Returns non-zero
 * once the browser has asked to quit. */
int tui_headless_key(struct tui_headless *h, int key);

/* Feed every character of the UTF-8 string KEYS as one key each. */
int tui_headless_type(struct tui_headless *h, const char *keys);

/* Deliver a mouse event of KIND at screen row Y, column X as the
 * terminal loop delivers KEY_MOUSE, and redraw. Returns as
 * tui_headless_key. tui_headless_click is a TUI_MOUSE_CLICK. */
int tui_headless_mouse(struct tui_headless *h, int y, int x,
		       enum tui_mouse_kind kind);
int tui_headless_click(struct tui_headless *h, int y, int x);

/* Resize the virtual screen, deliver KEY_RESIZE and redraw. */
void tui_headless_resize(struct tui_headless *h, int cols, int lines);

/* The text of screen row ROW, UTF-8, trailing blanks removed (a wide
 * character appears once). Returns the bytes written to BUF. */
size_t tui_headless_row(struct tui_headless *h, int row, char *buf,
			size_t buflen);

/* The status line message ("" when none). */
const char *tui_headless_status(struct tui_headless *h);

/* The last bytes the browser sent to the terminal outside curses (the
 * copy key's OSC 52), LEN bytes; NULL when none. */
const char *tui_headless_sent(struct tui_headless *h, size_t *len);

/* The browser's state (chart, context, 課體, 神煞), for tests that
 * compare it with what the commands compute. */
struct tui_state;
const struct tui_state *tui_headless_state(struct tui_headless *h);

void tui_headless_close(struct tui_headless *h);

#endif
