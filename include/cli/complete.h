/* liuren - complete.h: the hidden `liuren --list WHAT` that shell
 * completion asks for names, so the completion scripts under completion/
 * never carry copies of the program's lists.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef CLI_COMPLETE_H
#define CLI_COMPLETE_H

#include "front/optspec.h"

/* ARGV[0] is WHAT: commands, options [COMMAND], settings, values KEY,
 * patterns, shensha, branches, pillars. Prints one name a line; returns
 * the exit status (2 for an unknown WHAT or KEY). BROWSER is the
 * browser's table, whose options `--list options` names. */
int cli_list(int argc, char **argv, const struct optspec *browser);

#endif
