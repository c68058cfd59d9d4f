/* liuren - moment.c: civil dates, time zones and moments.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/moment.h"
#include "liuren/i18n.h"

#include <ctype.h>
#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "calendar/tzif.h"
#include "liuren/quote.h"
#include "liuren/resource.h"

static const char *const month_names[12] = {
	N_("January"), N_("February"), N_("March"), N_("April"), N_("May"),
	N_("June"), N_("July"), N_("August"), N_("September"), N_("October"),
	N_("November"), N_("December")
};

static int64_t floor_div(int64_t a, int64_t b)
{
	int64_t q = a / b;
	return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

bool lr_leap_year(int year)
{
	return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

int lr_month_days(int year, int month)
{
	static const int days[12] = {
		31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31
	};
	if (month < 1 || month > 12)
		return 0;
	return days[month - 1] + (month == 2 && lr_leap_year(year));
}

/* Count years from March so that the leap day falls at the end. */
int64_t lr_days_from_civil(int year, int month, int day)
{
	int64_t y = year - (month <= 2);
	int64_t from_march = (month + 9) % 12;
	int64_t before_year = 365 * y + floor_div(y, 4) - floor_div(y, 100)
			      + floor_div(y, 400);
	int64_t in_year = (153 * from_march + 2) / 5 + day - 1;
	return before_year + in_year - 719468;	/* 1970-01-01 is 0 */
}

void lr_civil_from_days(int64_t days, int *year, int *month, int *day)
{
	/* Days before each month, from March (as lr_days_from_civil). */
	static const int before_month[12] = {
		0, 31, 61, 92, 122, 153, 184, 214, 245, 275, 306, 337
	};
	int64_t y = 1970 + floor_div(days * 400, 146097);
	int64_t start = lr_days_from_civil((int)y, 3, 1);
	/* The estimate is off by at most one year. */
	while (start > days)
		start = lr_days_from_civil((int)--y, 3, 1);
	int64_t next = lr_days_from_civil((int)y + 1, 3, 1);
	while (next <= days) {
		start = next;
		next = lr_days_from_civil((int)++y + 1, 3, 1);
	}
	int left = (int)(days - start);	/* 0 = 1 March of Y */
	int m = 11;
	while (before_month[m] > left)
		m--;
	*day = left - before_month[m] + 1;
	*month = m < 10 ? m + 3 : m - 9;
	*year = (int)y + (m >= 10);
}

int lr_weekday(int64_t days)
{
	return (int)(((days + 4) % 7 + 7) % 7);	/* 1970-01-01 was a Thursday */
}

double lr_jd_from_utc(int64_t utc)
{
	return 2440587.5 + (double)utc / 86400.0;
}

int64_t lr_utc_from_jd(double jd)
{
	double s = (jd - 2440587.5) * 86400.0;
	return (int64_t)(s < 0 ? s - 0.5 : s + 0.5);
}

const char *lr_civil_check(const struct lr_civil *c)
{
	static _Thread_local char msg[96];
	if (c->month < 1 || c->month > 12) {
		snprintf(msg, sizeof msg, _("there is no month %d"), c->month);
		return msg;
	}
	int n = lr_month_days(c->year, c->month);
	if (c->day < 1 || c->day > n) {
		/* TRANSLATORS: "February 2026 has 28 days" */
		snprintf(msg, sizeof msg, _("%s %d has %d days"),
			 _(month_names[c->month - 1]), c->year, n);
		return msg;
	}
	if (c->hour < 0 || c->hour > 23) {
		snprintf(msg, sizeof msg, _("hour %d is not 0-23"), c->hour);
		return msg;
	}
	if (c->minute < 0 || c->minute > 59) {
		snprintf(msg, sizeof msg, _("minute %d is not 0-59"), c->minute);
		return msg;
	}
	if (c->second < 0 || c->second > 59) {
		snprintf(msg, sizeof msg, _("second %d is not 0-59"), c->second);
		return msg;
	}
	return NULL;
}

const char *lr_civil_format(const struct lr_civil *c, char *buf,
			    size_t buflen)
{
	snprintf(buf, buflen, "%04d-%02d-%02d %02d:%02d:%02d", c->year,
		 c->month, c->day, c->hour, c->minute, c->second);
	return buf;
}

static int64_t civil_seconds(const struct lr_civil *c)
{
	return lr_days_from_civil(c->year, c->month, c->day) * 86400
	       + c->hour * 3600 + c->minute * 60 + c->second;
}

void lr_civil_from_seconds(int64_t s, struct lr_civil *c)
{
	int64_t days = floor_div(s, 86400);
	int64_t rest = s - days * 86400;
	lr_civil_from_days(days, &c->year, &c->month, &c->day);
	c->hour = (int)(rest / 3600);
	c->minute = (int)(rest / 60 % 60);
	c->second = (int)(rest % 60);
}

/* ---- zones ---- */

/* A fixed offset: "UTC", "GMT", "Z", "+08", "+0800", "+08:00" (east of
 * Greenwich positive, as ISO 8601 writes it). "UTC+8" is not one: see
 * posix_style_offset. Returns true and sets *OFFSET when ZONE is one. */
static bool fixed_offset(const char *zone, int *offset)
{
	if (!strcmp(zone, "UTC") || !strcmp(zone, "GMT") || !strcmp(zone, "Z")) {
		*offset = 0;
		return true;
	}
	const char *p = zone;
	if (*p != '+' && *p != '-')
		return false;
	int sign = *p++ == '-' ? -1 : 1;
	int h = 0, m = 0, digits = 0;
	while (*p >= '0' && *p <= '9' && digits < 2) {
		h = h * 10 + (*p++ - '0');
		digits++;
	}
	if (digits == 0)
		return false;
	if (*p == ':' && *++p == '\0')
		return false;	/* "+08:" */
	if (*p) {
		if (p[0] < '0' || p[0] > '5' || p[1] < '0' || p[1] > '9' || p[2])
			return false;
		m = (p[0] - '0') * 10 + (p[1] - '0');
	}
	if (h > 14)
		return false;
	*offset = sign * (h * 3600 + m * 60);
	return true;
}

static const char *zone_dir(void)
{
	const char *dir = getenv("TZDIR");
	return dir && *dir ? dir : "/usr/share/zoneinfo";
}

/* Is the file at PATH a compiled zone (TZif), read without blocking? */
static bool tzif_file(const char *path)
{
	char *text;
	size_t len;
	if (lr_file_read(path, 1 << 20, &text, &len, NULL, 0) < 0)
		return false;
	bool ok = len >= 4 && !memcmp(text, "TZif", 4);
	free(text);
	return ok;
}

/* "UTC+5", "GMT-3:30": ISO 8601 reads the sign as east of Greenwich,
 * a POSIX TZ variable as west; refused with both readings spelled out.
 * Returns true (and the message in ERR) when ZONE is written so. */
static bool posix_style_offset(const char *zone, char *err, size_t errlen)
{
	int off;
	if ((strncmp(zone, "UTC", 3) && strncmp(zone, "GMT", 3)) ||
	    (zone[3] != '+' && zone[3] != '-') || !fixed_offset(zone + 3, &off))
		return false;
	int a = off < 0 ? -off : off;
	char as_written[16], flipped[16], q[LR_QUOTE_SIZE];
	snprintf(as_written, sizeof as_written, "%c%02d:%02d", zone[3],
		 a / 3600, a / 60 % 60);
	snprintf(flipped, sizeof flipped, "%c%02d:%02d",
		 zone[3] == '+' ? '-' : '+', a / 3600, a / 60 % 60);
	bool east = zone[3] == '+';
	snprintf(err, errlen, _("ambiguous time zone '%s': a TZ variable reads "
		 "it as UTC%s (POSIX counts hours west); write %s for %s of UTC "
		 "or %s for %s"), lr_quote(zone, q, sizeof q), flipped,
		 as_written, east ? _("east") : _("west"), flipped,
		 east ? _("west") : _("east"));
	return true;
}

/* A POSIX TZ name at *P: <...> or at least three letters. */
static bool posix_tz_name(const char **p)
{
	const char *s = *p;
	if (*s == '<') {
		const char *end = strchr(s, '>');
		if (!end || end - s < 4)
			return false;
		for (const char *c = s + 1; c < end; c++)
			if (!isalnum((unsigned char)*c) && *c != '+' && *c != '-')
				return false;
		*p = end + 1;
		return true;
	}
	while (isalpha((unsigned char)*s))
		s++;
	if (s - *p < 3)
		return false;
	*p = s;
	return true;
}

/* A POSIX TZ offset at *P: [+-]hh[:mm[:ss]], hh at most 24. */
static bool posix_tz_offset(const char **p)
{
	const char *s = *p;
	if (*s == '+' || *s == '-')
		s++;
	int parts = 0;
	do {
		if (parts)
			s++;	/* the ':' */
		int v = 0, n = 0;
		while (isdigit((unsigned char)*s) && n < 2) {
			v = v * 10 + (*s++ - '0');
			n++;
		}
		if (n == 0 || (parts == 0 && v > 24) || (parts > 0 && v > 59))
			return false;
		parts++;
	} while (*s == ':' && parts < 3);
	*p = s;
	return true;
}

/* Is TZ a POSIX rule: std offset [dst [offset] [,rule]]? */
static bool posix_tz_rule(const char *tz)
{
	const char *p = tz;
	if (!posix_tz_name(&p) || !posix_tz_offset(&p))
		return false;
	if (*p == '\0')
		return true;
	if (!posix_tz_name(&p))
		return false;
	if (*p && *p != ',' && !posix_tz_offset(&p))
		return false;
	if (*p == '\0')
		return true;
	if (*p++ != ',' || *p == '\0')
		return false;
	return strspn(p, "0123456789JM.,/:+-") == strlen(p);
}

/* The TZ environment variable, when set, must name a zone or be a POSIX
 * rule: the C library would silently read anything else as UTC. */
static int check_tz_env(char *err, size_t errlen)
{
	const char *tz = getenv("TZ");
	if (!tz || !*tz)
		return 0;	/* unset: /etc/localtime; empty: UTC */
	static _Thread_local char good[LR_ZONE_NAME];
	if (!strcmp(good, tz))
		return 0;
	const char *name = tz[0] == ':' ? tz + 1 : tz;
	bool ok = false;
	if (name[0] == '/') {
		ok = tzif_file(name);
	} else if (*name && !strstr(name, "..")) {
		char path[512];
		int n = snprintf(path, sizeof path, "%s/%s", zone_dir(), name);
		ok = (n > 0 && (size_t)n < sizeof path && tzif_file(path)) ||
		     posix_tz_rule(name);
	}
	if (!ok) {
		char q[LR_QUOTE_SIZE];
		snprintf(err, errlen, _("bad TZ '%s' in the environment: not a "
			 "zone of the system's tzdata (%s) nor a POSIX rule "
			 "such as CST-8; unset it or give --tz"),
			 lr_quote(tz, q, sizeof q), zone_dir());
		return -1;
	}
	if (strlen(tz) < sizeof good)
		strcpy(good, tz);
	return 0;
}

int lr_zone_check(const char *zone, char *err, size_t errlen)
{
	int off;
	if (!zone || !*zone)
		return check_tz_env(err, errlen);
	if (posix_style_offset(zone, err, errlen))
		return -1;
	if (fixed_offset(zone, &off))
		return 0;
	/* Names already found good, so that stepping through time does not
	 * open the zone file again. */
	static _Thread_local char known[4][LR_ZONE_NAME];
	static _Thread_local int known_next;
	for (int i = 0; i < 4; i++)
		if (!strcmp(known[i], zone))
			return 0;
	bool ok = strlen(zone) < LR_ZONE_NAME && zone[0] != '/'
		  && !strstr(zone, "..");
	for (const char *p = zone; ok && *p; p++)
		if (!(*p == '/' || *p == '_' || *p == '-' || *p == '+'
		      || (*p >= '0' && *p <= '9') || (*p >= 'A' && *p <= 'Z')
		      || (*p >= 'a' && *p <= 'z')))
			ok = false;
	if (ok) {
		char path[512];
		snprintf(path, sizeof path, "%s/%s", zone_dir(), zone);
		ok = tzif_file(path);
	}
	if (!ok) {
		char q[LR_QUOTE_SIZE];
		snprintf(err, errlen, _("unknown time zone '%s'"),
			 lr_quote(zone, q, sizeof q));
		return -1;
	}
	snprintf(known[known_next], LR_ZONE_NAME, "%s", zone);
	known_next = (known_next + 1) % 4;
	return 0;
}

const char *lr_zone_display(const char *zone)
{
	static _Thread_local char local[LR_ZONE_NAME];
	if (zone && *zone)
		return zone;
	const char *tz = getenv("TZ");
	if (tz && *tz == ':')
		tz++;
	if (tz && *tz) {
		snprintf(local, sizeof local, "%s", tz);
		return local;
	}
	char link[512];
	ssize_t n = readlink("/etc/localtime", link, sizeof link - 1);
	if (n > 0) {
		link[n] = '\0';
		const char *p = strstr(link, "zoneinfo/");
		if (p) {
			snprintf(local, sizeof local, "%s", p + 9);
			return local;
		}
	}
	return "localtime";
}

/* ---- the zones, read by the library (calendar/tzif.c): no TZ of the
 * process is set and no tzset called, so a host's zone stays its own and
 * threads convert in different zones at once ---- */

/* A zone read once and kept for the process (a process names few). */
struct loaded_zone {
	struct loaded_zone *next;
	char key[LR_ZONE_NAME + 256];	/* the name, or "TZ=" and the local TZ */
	struct tz_zone zone;
};
/* the list is only ever added to at its head, a zone whole before it
 * is put there: readers walk it without the lock */
static _Atomic(struct loaded_zone *) loaded_zones;
static pthread_mutex_t zones_lock = PTHREAD_MUTEX_INITIALIZER;

static struct loaded_zone *zone_find(const char *key)
{
	for (struct loaded_zone *l = atomic_load_explicit(&loaded_zones,
							   memory_order_acquire);
	     l; l = l->next)
		if (!strcmp(l->key, key))
			return l;
	return NULL;
}

/* Read ZONE ("" the local zone: the TZ variable, read and never set,
 * else /etc/localtime) into Z; UTC when it cannot be read. */
static void zone_read(struct tz_zone *z, const char *zone)
{
	char path[512];
	const char *name = zone;
	if (!*zone) {
		const char *tz = getenv("TZ");
		if (!tz) {
			if (tz_zone_load(z, "/etc/localtime") == 0)
				return;
			name = "UTC";
		} else {
			name = *tz == ':' ? tz + 1 : tz;
			if (!*name)
				name = "UTC";	/* TZ="": UTC, as the C library reads it */
			if (*name == '/') {
				if (tz_zone_load(z, name) == 0)
					return;
				name = "UTC";
			}
		}
	}
	int n = strstr(name, "..") ? -1
		: snprintf(path, sizeof path, "%s/%s", zone_dir(), name);
	if (n > 0 && (size_t)n < sizeof path && tz_zone_load(z, path) == 0)
		return;
	if (tz_zone_from_rule(z, name) == 0)
		return;
	tz_zone_from_rule(z, "UTC0");
}

static const struct tz_zone *zone_get(const char *zone)
{
	/* the zone this thread named last: a run of moments (a year of
	 * hours, find's scan) names one, several times each */
	static _Thread_local const struct loaded_zone *last;
	if (*zone && last && !strcmp(last->key, zone))
		return &last->zone;
	char key[LR_ZONE_NAME + 256];
	const char *tz = *zone ? NULL : getenv("TZ");
	snprintf(key, sizeof key, "%s%s", *zone ? zone : tz ? "TZ=" : "TZ unset",
		 *zone ? "" : tz ? tz : "");
	struct loaded_zone *l = zone_find(key);
	if (!l) {
		pthread_mutex_lock(&zones_lock);
		if (!(l = zone_find(key)) && (l = calloc(1, sizeof *l))) {
			snprintf(l->key, sizeof l->key, "%s", key);
			zone_read(&l->zone, zone);
			l->next = atomic_load_explicit(&loaded_zones,
						       memory_order_relaxed);
			atomic_store_explicit(&loaded_zones, l,
					      memory_order_release);
		}
		pthread_mutex_unlock(&zones_lock);
	}
	static const struct tz_zone utc_zone;	/* no types: offset 0 */
	if (l && *zone)
		last = l;	/* kept for the process: never freed */
	return l ? &l->zone : &utc_zone;
}

int lr_zone_offset(const char *zone, int64_t utc)
{
	int off;
	if (zone && *zone && fixed_offset(zone, &off))
		return off;
	return tz_zone_offset(zone_get(zone ? zone : ""), utc, NULL);
}

void lr_zone_civil(const char *zone, int64_t utc, struct lr_civil *civil,
		   int *offset)
{
	int off = lr_zone_offset(zone, utc);
	lr_civil_from_seconds(utc + off, civil);
	if (offset)
		*offset = off;
}

int64_t lr_zone_utc(const char *zone, const struct lr_civil *civil,
		    enum lr_civil_kind *kind)
{
	int64_t local = civil_seconds(civil);
	/* The offsets a day either side; a wall-clock time is valid with an
	 * offset O when local - O shows O again. */
	int before = lr_zone_offset(zone, local - 86400);
	int after = lr_zone_offset(zone, local + 86400);
	int64_t t1 = local - before, t2 = local - after;
	bool ok1 = t1 + lr_zone_offset(zone, t1) == local;
	bool ok2 = t2 + lr_zone_offset(zone, t2) == local;
	enum lr_civil_kind k = LR_CIVIL_EXACT;
	int64_t t;
	if (ok1 && ok2 && t1 != t2) {
		k = LR_CIVIL_OVERLAP;
		t = t1 < t2 ? t1 : t2;
	} else if (ok1 || ok2) {
		t = ok1 ? t1 : t2;
	} else {
		k = LR_CIVIL_GAP;
		t = t1;
	}
	if (kind)
		*kind = k;
	return t;
}

const char *lr_zone_abbrev(const char *zone, int64_t utc)
{
	static _Thread_local char abbrev[16];
	int off;
	abbrev[0] = '\0';
	if (zone && *zone && fixed_offset(zone, &off))
		return abbrev;
	const char *name = "";
	tz_zone_offset(zone_get(zone ? zone : ""), utc, &name);
	snprintf(abbrev, sizeof abbrev, "%s", name);
	/* Zones without letters print "+08"; leave those to the offset. */
	if (abbrev[0] == '+' || abbrev[0] == '-')
		abbrev[0] = '\0';
	return abbrev;
}

/* ---- moments ---- */

static int check_year(int year, char *err, size_t errlen)
{
	if (year < LR_FIRST_YEAR || year > LR_LAST_YEAR) {
		snprintf(err, errlen, _("year %d is outside %d-%d"), year,
			 LR_FIRST_YEAR, LR_LAST_YEAR);
		return -1;
	}
	return 0;
}

static void set_place(struct lr_moment *m, const char *zone, double lon,
		      double lat)
{
	snprintf(m->zone, sizeof m->zone, "%s", zone ? zone : "");
	m->lon = lon;
	m->lat = lat;
}

int lr_moment_from_civil(struct lr_moment *m, const char *zone,
			 const struct lr_civil *civil, double lon, double lat,
			 char *err, size_t errlen)
{
	const char *bad = lr_civil_check(civil);
	if (bad) {
		char buf[24];
		snprintf(err, errlen, _("bad date '%s': %s"),
			 lr_civil_format(civil, buf, sizeof buf), bad);
		return -1;
	}
	if (check_year(civil->year, err, errlen) < 0
	    || lr_zone_check(zone, err, errlen) < 0)
		return -1;
	set_place(m, zone, lon, lat);
	m->asked = *civil;
	m->utc = lr_zone_utc(zone, civil, &m->kind);
	lr_zone_civil(zone, m->utc, &m->civil, &m->utc_offset);
	return 0;
}

int lr_moment_from_utc(struct lr_moment *m, const char *zone, int64_t utc,
		       double lon, double lat, char *err, size_t errlen)
{
	if (lr_zone_check(zone, err, errlen) < 0)
		return -1;
	struct lr_civil c;
	int off;
	lr_zone_civil(zone, utc, &c, &off);
	if (check_year(c.year, err, errlen) < 0)
		return -1;
	set_place(m, zone, lon, lat);
	m->utc = utc;
	m->civil = c;
	m->asked = c;
	m->utc_offset = off;
	m->kind = LR_CIVIL_EXACT;
	return 0;
}

int64_t lr_utc_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	return (int64_t)ts.tv_sec;
}
