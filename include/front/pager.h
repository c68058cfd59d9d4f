/* liuren - pager.h: long output read through a pager, as git does it.
 * The dispatcher starts the pager once, before a command flagged as paged
 * (cli/commands.h, and OPTSPEC_PAGED rows) writes anything: standard
 * output then goes into the pager's standard input, and the program waits
 * for the pager when it exits, on an error exit or a signal too.
 *
 * Which pager: $LIUREN_PAGER, else the config key "pager", else $PAGER,
 * else "less" (with LESS=FRX and LV=-c in its environment when LESS and
 * LV are not set: it quits when the text fits on one screen, passes the
 * colours through and leaves the text on the screen). An empty command or
 * "cat" means none. Never when standard output is not a terminal, nor
 * with --no-pager.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef FRONT_PAGER_H
#define FRONT_PAGER_H

#include <stdbool.h>

/* The pager command chosen as above, CONFIGURED being the config file's
 * "pager" line (NULL: none); NULL when there is to be none. */
const char *front_pager_command(const char *configured);

/* Start the pager COMMAND (front_pager_command's) when standard output is
 * a terminal, and send standard output into it; from then on a write that
 * fails because the reader quit the pager early is no error
 * (front_output_reader_quit). A pager that cannot start is named in one
 * line on stderr and the output goes to the terminal. Does nothing the
 * second time. Returns true when a pager runs. Started before the
 * language's filter (front_language_output_begin), so that at exit the
 * filter writes what it holds into the pager before it is waited for. */
bool front_pager_start(const char *command);

/* Does standard output go into a pager (started above)? The colours
 * count it as a terminal. */
bool front_pager_active(void);

/* After standard output was flushed or closed: close the pager's input
 * and wait for the reader to quit it (nothing when there is none). At an
 * exit() that skipped it, and on a fatal signal, the same is done. */
void front_pager_finish(void);

#endif
