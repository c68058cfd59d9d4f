/* liuren - moment_args.h: the date and time options shared by print,
 * explain and find, and the chart header they lead to.
 *
 * Options taken from the command line:
 *   DATETIME         2026-11-29 17:05 (one word or two), 2026-11-29
 *                    (00:00), 2026-11-29T17:05[:SS][Z|+08:00|+0800],
 *                    now (the default)
 *   --tz ZONE        IANA zone name or fixed offset +08:00 (default:
 *                    local; "" is an error)
 *   --lon X --lat Y  observer, degrees east/north (default Beijing)
 *   --true-solar     read the hour from true solar time
 *   --lunar Y-M-D [HH:MM]   a lunar date; a leap month as 閏6 or leap6
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef FRONT_MOMENT_ARGS_H
#define FRONT_MOMENT_ARGS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "front/json.h"
#include "front/optspec.h"
#include "front/values.h"
#include "liuren/i18n.h"
#include "liuren/calendar.h"
#include "liuren/moment.h"
#include "liuren/settings.h"

/* The message for an empty --tz (the local zone is had by leaving
 * --tz out). */
#define FRONT_TZ_EMPTY "--tz needs a zone: an IANA name (Asia/Shanghai) or " \
	"an offset (+08:00)"

/* The ids of the rows below, apart from those of every command's table. */
enum {
	FRONT_MOMENT_OPT_DATETIME = 200, FRONT_MOMENT_OPT_TZ, FRONT_MOMENT_OPT_LON,
	FRONT_MOMENT_OPT_LAT, FRONT_MOMENT_OPT_TRUE_SOLAR, FRONT_MOMENT_OPT_LUNAR
};

/* The rows of the options above, for the table of every command that
 * reads a moment (print, explain, find, case add, the browser): a
 * heading, the DATETIME words, --tz, --lon, --lat, --true-solar,
 * --lunar. */
#define FRONT_MOMENT_ROWS \
	{ OPTSPEC_SECTION, NULL, 0, NULL, N_("Date and time:"), 0, 0, 0 }, \
	{ OPTSPEC_WORDS, "DATETIME", 0, NULL, \
	  N_("2026-11-29 17:05, 2026-11-29T17:05+08:00, now,\n" \
	     "2027/3/5 8:00, '2027年3月5日 8時', 2027年3月5日辰時,\n" \
	     "'農曆2026年十月廿一 17:05' (Simplified too)"), 0, \
	  FRONT_MOMENT_OPT_DATETIME, 0 }, \
	FRONT_MOMENT_OPTION_ROWS

/* The options of the moment alone (no DATETIME words, no heading): the
 * zone and place, then --lunar. */
#define FRONT_MOMENT_OPTION_ROWS \
	FRONT_MOMENT_PLACE_ROWS \
	{ OPTSPEC_VALUE, "lunar", 0, "Y-M-D [HH:MM]", \
	  N_("a lunar date (leap month: 閏6 or leap6)"), 0, FRONT_MOMENT_OPT_LUNAR, 0 },

/* The zone and the place alone: for a command whose words are not a date
 * and which takes --lunar with its own help (find). */
#define FRONT_MOMENT_PLACE_ROWS \
	{ OPTSPEC_VALUE, "tz", 0, "ZONE", \
	  N_("IANA zone (Asia/Shanghai) or offset (+08:00)"), 0, \
	  FRONT_MOMENT_OPT_TZ, 0, NULL, front_values_zones }, \
	{ OPTSPEC_VALUE, "lon", 0, "DEG", NULL, OPTSPEC_WITH_NEXT, \
	  FRONT_MOMENT_OPT_LON, 0 }, \
	{ OPTSPEC_VALUE, "lat", 0, "DEG", \
	  N_("observer (default Beijing 116.4, 39.9)"), 0, FRONT_MOMENT_OPT_LAT, 0 }, \
	{ OPTSPEC_SWITCH, "true-solar", 0, NULL, N_("hours from true solar time"), \
	  0, FRONT_MOMENT_OPT_TRUE_SOLAR, 0 },

/* The moment as its words are read: the options' values and the date. */
struct front_moment_words {
	const char *zone;
	double lon, lat;
	char when[64];		/* the DATETIME words, "" for now */
	const char *lunar, *lunar_clock;
	bool true_solar;
};

void front_moment_words_init(struct front_moment_words *w);

/* Take the option ID (FRONT_MOMENT_OPT_*) with its VALUE; --lunar also
 * takes a time of day after it from P. Returns 0, or -1 with ERR. */
int front_moment_words_option(struct front_moment_words *w, struct optspec_parser *p,
			   int id, const char *value, char *err, size_t errlen);

/* Take WORD when it is a DATETIME ("now", 2026-11-29, 2027年3月5日 …) with
 * the time of day after it in P: returns 1, 0 when it is not a date, -1
 * with ERR for a second date. */
int front_moment_words_word(struct front_moment_words *w, struct optspec_parser *p,
			 const char *word, char *err, size_t errlen);

/* Was a moment named (a DATETIME, "now" or --lunar)? */
bool front_moment_words_dated(const struct front_moment_words *w);

/* The moment W names (now when none), in its zone and at its observer. */
int front_moment_words_resolve(const struct front_moment_words *w,
			    struct lr_moment *m, char *err, size_t errlen);

/* Take the options above out of ARGV[1..*ARGC-1] (the others stay, in
 * order; "--" ends the scan), set *ARGC, turn --true-solar into
 * SETTINGS->true_solar, and resolve the moment into M. Returns 0, or -1
 * with a one-line message in ERR ("bad date '2026-02-30': February 2026
 * has 28 days", "unknown time zone 'X'"); the caller then exits 2. */
int front_moment_args_parse(int *argc, char **argv, struct lr_settings *settings,
			 struct lr_moment *m, char *err, size_t errlen);

/* The same, also telling in *DATE_GIVEN (if not NULL) whether a moment
 * was named (a DATETIME, "now" or --lunar) rather than only the zone or
 * the observer. */
int front_moment_args_take(int *argc, char **argv, struct lr_settings *settings,
			struct lr_moment *m, bool *date_given, char *err,
			size_t errlen);

/* Parse one DATETIME text (as above; "now" included) in ZONE. */
int front_moment_parse_text(const char *text, const char *zone, double lon,
			 double lat, struct lr_moment *m, char *err,
			 size_t errlen);

/* An instant as "2026-11-29 17:05:00" in the moment's zone. */
const char *front_moment_format_utc(const struct lr_moment *m, int64_t utc,
				 char *buf, size_t buflen);

/* The chart header: the moment, the lunar date, the four pillars, the
 * current 節 and 中氣, 月將 with the instants it started and ends, and a
 * warning line when the general, the hour or the day changes within
 * WARN_MINUTES (0: no warning). */
void front_moment_print_header(FILE *out, const struct lr_moment *m,
			    const struct lr_calendar *cal,
			    const struct lr_settings *settings,
			    int warn_minutes);

/* Does the chart of CAL change (its 月將, day or hour) within
 * WARN_MINUTES of its moment? Then true, with "the hour changes in 2 min"
 * (the minutes left, a part of one counted whole) in the language in use
 * into BUF and the instant into *AT (if not NULL); print's note and the
 * browser's header both say it from here. */
bool front_moment_change_soon(const struct lr_calendar *cal, int warn_minutes,
			   char *buf, size_t buflen, int64_t *at);

/* Write the keys "datetime", "lunar", "pillars", "solar_term",
 * "calendar_general" (the 月將 by the calendar, even when the chart's is
 * set by hand), "general_since", "general_until", "next_change" into the
 * JSON object being written. */
void front_moment_write_json(struct json *j, const struct lr_moment *m,
			  const struct lr_calendar *cal,
			  const struct lr_settings *settings);

#endif
