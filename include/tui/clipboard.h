/* liuren - clipboard.h: the chart's text to the terminal's clipboard by
 * OSC 52 (ESC ] 52 ; c ; BASE64 BEL), as the copy key sends it; inside
 * tmux also wrapped for its passthrough (ESC P tmux; … ESC \), each ESC
 * inside doubled. The terminal answers nothing: whether it took the text
 * cannot be known. Nothing here touches curses.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_CLIPBOARD_H
#define TUI_CLIPBOARD_H

#include <stdbool.h>
#include <stddef.h>

/* The most text the copy key sends (before base64, which makes it a
 * third longer): terminals cap what they take, and a chart's text is a
 * few KB. */
enum { TUI_COPY_MAX = 100 * 1024 };

/* The base64 (RFC 4648, with = padding, no line breaks) of LEN bytes at
 * IN into OUT, which holds at least tui_base64_size(LEN) bytes; returns
 * the length written (OUT is NUL-terminated). */
size_t tui_base64(const void *in, size_t len, char *out);
size_t tui_base64_size(size_t len);

/* The bytes that put LEN bytes of TEXT in the terminal's clipboard: the
 * OSC 52 sequence, and when TMUX (inside tmux) the same again wrapped
 * for tmux's passthrough (tmux with set-clipboard on takes the first into
 * its buffer and hands it on; with allow-passthrough on, the second goes
 * through to the terminal outside). A string to free, its length in
 * *OUTLEN; NULL when memory runs out. */
char *tui_osc52(const char *text, size_t len, bool tmux, size_t *outlen);

#endif
