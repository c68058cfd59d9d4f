/* liuren - complete.h: the hidden `liuren --list WHAT` that shell
 * completion asks for names, so the completion scripts under completion/
 * never carry copies of the program's lists.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef CLI_COMPLETE_H
#define CLI_COMPLETE_H

#include "front/optspec.h"

/* ARGV[0] is WHAT: commands, options [COMMAND [SUB]], settings, values
 * KEY, patterns, shensha, branches, pillars, and from a command's table
 * (the browser's when COMMAND is "" or not given; a case subcommand's own
 * rows with SUB):
 *   option-values OPTION [COMMAND [SUB]]  the values of the option
 *       OPTION, named without its dashes ("tz" for --tz, "o" for -o, as
 *       "--lang" would be taken for the program's own): its row's choices and values function, one a
 *       line, or the one line ":files" when it names a file (OPTSPEC_PATH,
 *       --NAME-file); exit 1, saying nothing, when OPTION takes no value
 *       there (a switch, or no option of the table);
 *   words [COMMAND [SUB]]  what the command's words name (show: 課體, 法,
 *       格, 神煞, generals and 神, from the loaded tables).
 * Prints one name a line, each once; returns the exit status (2 for an
 * unknown WHAT, KEY or COMMAND). BROWSER is the browser's table. */
int cli_list(int argc, char **argv, const struct optspec *browser);

#endif
