/* liuren - moment.h: civil dates, time zones and the moment a chart is
 * cast for.
 *
 * A moment is one instant (seconds since 1970-01-01 00:00 UT) together
 * with the wall clock it was read from: the zone, the civil date and time
 * in that zone and the observer's place. Zones are IANA names read
 * through the system tzdata (the files under $TZDIR or
 * /usr/share/zoneinfo), fixed offsets ("+08:00", "-0530", "UTC", "Z"), or
 * "" for the process's local zone.
 *
 * Civil time to instant: a wall-clock time that does not exist (a DST
 * gap) is read with the offset in force before the gap, so it lands
 * after the gap by the gap's length (New York 2026-03-08 02:30 → 03:30
 * EDT) and the moment is marked LR_CIVIL_GAP; a time that happens twice
 * (a DST overlap) is read as its first occurrence (the daylight one) and
 * marked LR_CIVIL_OVERLAP.
 *
 * The library reads each zone's compiled file (TZif, RFC 8536) and POSIX
 * TZ rules itself and keeps them for the process: it never sets TZ nor
 * calls tzset (the local zone "" is read from TZ, never written), so a
 * program's own zone stays as it set it, and threads may convert in
 * different zones at once.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_MOMENT_H
#define LIUREN_MOMENT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "liuren/export.h"

LR_BEGIN_DECLS

enum { LR_ZONE_NAME = 64 };

/* The years the calendar supports (civil year of a moment). */
enum { LR_FIRST_YEAR = 1900, LR_LAST_YEAR = 2100 };

/* Beijing, the default observer. */
#define LR_DEFAULT_LON 116.4
#define LR_DEFAULT_LAT 39.9

struct lr_civil {
	int year, month, day;
	int hour, minute, second;
};

enum lr_civil_kind {
	LR_CIVIL_EXACT,		/* the wall-clock time occurs once */
	LR_CIVIL_GAP,		/* it was skipped; read after the gap */
	LR_CIVIL_OVERLAP	/* it occurs twice; the first was taken */
};

struct lr_moment {
	int64_t utc;			/* seconds since the epoch, UT */
	struct lr_civil civil;		/* wall clock of UTC in ZONE */
	struct lr_civil asked;		/* the wall clock as given */
	int utc_offset;			/* seconds east of Greenwich */
	enum lr_civil_kind kind;
	char zone[LR_ZONE_NAME];	/* as given; "" = local */
	double lon, lat;		/* observer, degrees east / north */
};

/* ---- the proleptic Gregorian calendar ---- */

bool lr_leap_year(int year);
/* Days in MONTH (1-12) of YEAR; 0 for a bad month. */
int lr_month_days(int year, int month);
/* Days since 1970-01-01 of a civil date, and back. */
int64_t lr_days_from_civil(int year, int month, int day);
/* The civil date and time of S seconds since 1970-01-01 00:00 (of any
 * clock: UT, or a local clock counted the same way). */
void lr_civil_from_seconds(int64_t s, struct lr_civil *c);
void lr_civil_from_days(int64_t days, int *year, int *month, int *day);
/* 0 = Sunday … 6 = Saturday. */
int lr_weekday(int64_t days);
/* Julian day (UT) of an instant, and back (rounded to the second). */
double lr_jd_from_utc(int64_t utc);
int64_t lr_utc_from_jd(double jd);
/* Check a civil date and time: NULL if valid, else a message such as
 * "February 2026 has 28 days" (static storage, overwritten). */
const char *lr_civil_check(const struct lr_civil *civil);
/* "2026-11-29 17:05:00" into BUF (at least 20 bytes). */
const char *lr_civil_format(const struct lr_civil *civil, char *buf,
			    size_t buflen);

/* ---- zones ---- */

/* Is ZONE usable? Returns 0, or -1 with "unknown time zone 'X'" in ERR. */
int lr_zone_check(const char *zone, char *err, size_t errlen);
/* A printable name: ZONE itself, or for "" the local zone's IANA name
 * when it can be found ("localtime" otherwise). */
const char *lr_zone_display(const char *zone);
/* Offset east of UT, in seconds, of the wall clock of ZONE at UTC.
 * ZONE must have passed lr_zone_check. */
int lr_zone_offset(const char *zone, int64_t utc);
/* The wall clock of ZONE at UTC; *OFFSET (if not NULL) gets the offset. */
void lr_zone_civil(const char *zone, int64_t utc, struct lr_civil *civil,
		   int *offset);
/* The instant of wall-clock CIVIL (must be valid) in ZONE, with the
 * gap/overlap rule above. *KIND may be NULL. */
int64_t lr_zone_utc(const char *zone, const struct lr_civil *civil,
		    enum lr_civil_kind *kind);
/* The zone abbreviation in force at UTC ("EDT", "CST"), or "" when the
 * system has none; static storage. */
const char *lr_zone_abbrev(const char *zone, int64_t utc);

/* ---- moments ---- */

/* Set M from a wall-clock time in ZONE. Returns 0, or -1 with a one-line
 * message in ERR (bad date, unknown zone, year outside 1900-2100). */
int lr_moment_from_civil(struct lr_moment *m, const char *zone,
			 const struct lr_civil *civil, double lon, double lat,
			 char *err, size_t errlen);
/* Set M from an instant, read in ZONE. Returns 0 or -1 as above. */
int lr_moment_from_utc(struct lr_moment *m, const char *zone, int64_t utc,
		       double lon, double lat, char *err, size_t errlen);
/* The current instant (whole seconds). */
int64_t lr_utc_now(void);

LR_END_DECLS

#endif
