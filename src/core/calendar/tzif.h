/* liuren - tzif.h: time zones read by the library itself from the
 * system's compiled zone files (TZif, RFC 8536: /usr/share/zoneinfo) and
 * POSIX TZ rules, so that converting a time in a zone touches nothing of
 * the process (no setenv("TZ"), no tzset) and threads may convert in
 * different zones at once. Debian ships the zone files (tzdata); the C
 * library gives no zone-by-name call, GLib and ICU would be new
 * run-time dependencies for this one need.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_CORE_TZIF_H
#define LIUREN_CORE_TZIF_H

#include <stdbool.h>
#include <stdint.h>

/* One POSIX TZ rule: "CST-8", "CET-1CEST,M3.5.0,M10.5.0/3". */
struct tz_rule {
	int std_offset, dst_offset;	/* seconds east of Greenwich */
	char std_abbr[16], dst_abbr[16];
	bool has_dst;
	struct tz_day { char kind; int m, w, d; int time; } start, end;
};

struct tz_zone {
	int count;		/* transitions */
	int64_t *at;		/* their instants, UT seconds, ascending */
	unsigned char *type;	/* the type in force from each */
	int types;
	int32_t *offset;	/* each type's offset, seconds east */
	unsigned char *abbr_at;	/* each type's abbreviation, in ABBRS */
	char *abbrs;
	int abbrs_len;
	bool has_rule;		/* the footer's rule, after the last transition */
	struct tz_rule rule;
};

/* Read the TZif file at PATH into Z; 0, or -1 when it is none. */
int tz_zone_load(struct tz_zone *z, const char *path);
/* Read the POSIX rule TEXT into Z (no transitions); 0 or -1. */
int tz_zone_from_rule(struct tz_zone *z, const char *text);
void tz_zone_free(struct tz_zone *z);
/* The offset of Z at UTC, seconds east; its abbreviation in *ABBR (when
 * not NULL: a string of Z's, or ""). */
int tz_zone_offset(const struct tz_zone *z, int64_t utc, const char **abbr);

#endif
