/* liuren - print_file.h: where p writes the chart and how: the file's
 * name, the folder (--print-dir, else the user's documents folder as
 * xdg-user-dirs names it, else the current directory), and a new file
 * that never replaces one already there.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_PRINT_FILE_H
#define TUI_PRINT_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "tui/state.h"

/* The print file name for the chart: liuren-丙辰-寅-未.txt, or with -N
 * before .txt for N > 0. */
void tui_print_name(const struct tui_state *st, int n, char *buf,
		    size_t buflen);

/* Where p writes, as an absolute path into DIR: --print-dir when given,
 * else the user's documents folder as xdg-user-dirs names it
 * ($XDG_DOCUMENTS_DIR, else its line in $XDG_CONFIG_HOME/user-dirs.dirs:
 * "$HOME/Documents" or an absolute path; $HOME itself means none) when
 * it is a directory, else the current directory (*FALLBACK true).
 * Returns 0, or -1 with a message in DIR. */
int tui_print_dir(const struct tui_state *st, char *dir, size_t dirlen,
		  bool *fallback);

/* Write TEXT (LEN bytes) to a new file in DIR named by tui_print_name,
 * never replacing an existing file: the text goes to a temporary file
 * first, then is linked under the first free name. Returns 0 and the
 * path in PATH, or -1 with a message in PATH. */
int tui_print_write(const struct tui_state *st, const char *dir,
		    const char *text, size_t len, char *path, size_t pathlen);

/* The message of FORMS (N formats, each with one %s for PATH, from the
 * longest to the shortest) that fits COLS columns, into OUT: the first
 * form that fits with PATH whole, else with HOME at its start written ~
 * (HOME NULL or "": never), else the last form with the middle of the
 * path's folders elided (TW_ELLIPSIS): the file's name is kept whole.
 * Only when even the name does not fit is the message cut at its end. */
void tui_print_fit_message(char *out, size_t outlen,
			   const char *const *forms, int n, const char *path,
			   const char *home, int cols);

#endif
