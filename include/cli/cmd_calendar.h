/* liuren - cmd_calendar.h: `liuren calendar YEAR [--tz ZONE] [--json]`,
 * the year's 24 solar terms and its lunar months.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef CLI_CMD_CALENDAR_H
#define CLI_CMD_CALENDAR_H

/* ARGV[0] is the subcommand's name. Returns the exit status: 0, or 2 for
 * bad usage (with one line on stderr). */
int cmd_calendar(int argc, char **argv);

#endif
