/* liuren - tzif.c: compiled zone files (TZif, RFC 8536) and POSIX TZ
 * rules, read without the C library's process-wide TZ (see tzif.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "calendar/tzif.h"
#include "text/rawfile.h"

#include <ctype.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>


enum {
	TZIF_MAX_BYTES = 1 << 20,
	TZIF_HEADER = 44,	/* "TZif", version, 15 unused, six counts */
	DEFAULT_DST_SHIFT = 3600,	/* POSIX: dst is an hour ahead */
	DEFAULT_RULE_TIME = 2 * 3600	/* POSIX: changes at 02:00 */
};

static int read_file(const char *path, unsigned char **data, size_t *len)
{
	void *buf;
	if (lr_rawfile_read(path, 4, TZIF_MAX_BYTES, &buf, len) != 0)
		return -1;
	*data = buf;
	return 0;
}

static uint32_t be32(const unsigned char *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static int64_t be64(const unsigned char *p)
{
	return (int64_t)((uint64_t)be32(p) << 32 | be32(p + 4));
}

/* ---- the proleptic Gregorian calendar (this file's own, so that the
 * zone reader stands below moment.c, which uses it) ---- */

static int64_t floor_div(int64_t a, int64_t b)
{
	return a / b - (a % b != 0 && (a < 0) != (b < 0));
}

static bool leap_year(int y)
{
	return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

static int month_days(int y, int m)
{
	static const int days[12] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
	return m == 2 && leap_year(y) ? 29 : days[m - 1];
}

/* Days since 1970-01-01 of Y-M-D (after the days-from-civil algorithm:
 * years counted from March, in 400-year eras of 146097 days). */
static int64_t days_from_civil(int y, int m, int d)
{
	int64_t yy = m <= 2 ? (int64_t)y - 1 : y;
	int64_t era = floor_div(yy, 400);
	int64_t yoe = yy - era * 400;
	int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
	int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return era * 146097 + doe - 719468;
}

/* The year of day DAYS since 1970-01-01. */
static int year_of_days(int64_t days)
{
	int64_t z = days + 719468;
	int64_t era = floor_div(z, 146097);
	int64_t doe = z - era * 146097;
	int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	int64_t mp = (5 * doy + 2) / 153;
	return (int)(yoe + era * 400 + (mp >= 10));
}

/* 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
static int weekday(int64_t days)
{
	return (int)((days % 7 + 11) % 7);
}

/* ---- POSIX TZ rules ---- */

static bool rule_name(const char **p, char *out, size_t size)
{
	const char *s = *p, *start, *end;
	if (*s == '<') {
		start = s + 1;
		end = strchr(start, '>');
		if (!end)
			return false;
		*p = end + 1;
	} else {
		start = s;
		while (isalpha((unsigned char)*s))
			s++;
		end = s;
		*p = s;
	}
	size_t n = (size_t)(end - start);
	if (n < 3 || n >= size)
		return false;
	memcpy(out, start, n);
	out[n] = '\0';
	return true;
}

/* [+-]hh[:mm[:ss]] as seconds (hours up to 167, as RFC 8536 allows) */
static bool rule_time(const char **p, int *seconds)
{
	const char *s = *p;
	int sign = 1;
	if (*s == '+' || *s == '-')
		sign = *s++ == '-' ? -1 : 1;
	int parts[3] = { 0, 0, 0 }, k = 0;
	for (; k < 3; k++) {
		if (k && *s != ':')
			break;
		if (k)
			s++;
		if (!isdigit((unsigned char)*s))
			return false;
		while (isdigit((unsigned char)*s))
			parts[k] = parts[k] * 10 + (*s++ - '0');
	}
	*seconds = sign * (parts[0] * 3600 + parts[1] * 60 + parts[2]);
	*p = s;
	return parts[0] <= 167;
}

static bool rule_day(const char **p, struct tz_day *d)
{
	const char *s = *p;
	char *end;
	if (*s == 'M') {
		d->kind = 'M';
		d->m = (int)strtol(s + 1, &end, 10);
		if (*end != '.')
			return false;
		d->w = (int)strtol(end + 1, &end, 10);
		if (*end != '.')
			return false;
		d->d = (int)strtol(end + 1, &end, 10);
		if (d->m < 1 || d->m > 12 || d->w < 1 || d->w > 5 || d->d < 0 || d->d > 6)
			return false;
	} else {
		d->kind = *s == 'J' ? 'J' : 'n';
		if (*s == 'J')
			s++;
		if (!isdigit((unsigned char)*s))
			return false;
		d->d = (int)strtol(s, &end, 10);
		if (d->d > 365)
			return false;
	}
	s = end;
	d->time = DEFAULT_RULE_TIME;
	if (*s == '/') {
		s++;
		if (!rule_time(&s, &d->time))
			return false;
	}
	*p = s;
	return true;
}

static bool rule_parse(struct tz_rule *r, const char *text)
{
	memset(r, 0, sizeof *r);
	const char *p = text;
	int west;
	if (!rule_name(&p, r->std_abbr, sizeof r->std_abbr) || !rule_time(&p, &west))
		return false;
	r->std_offset = -west;	/* POSIX counts west */
	if (!*p)
		return true;
	if (!rule_name(&p, r->dst_abbr, sizeof r->dst_abbr))
		return false;
	r->has_dst = true;
	r->dst_offset = r->std_offset + DEFAULT_DST_SHIFT;
	if (*p && *p != ',') {
		if (!rule_time(&p, &west))
			return false;
		r->dst_offset = -west;
	}
	if (!*p) {	/* no dates: the US rule POSIX leaves to the system */
		r->start = (struct tz_day){ 'M', 3, 2, 0, DEFAULT_RULE_TIME };
		r->end = (struct tz_day){ 'M', 11, 1, 0, DEFAULT_RULE_TIME };
		return true;
	}
	if (*p++ != ',' || !rule_day(&p, &r->start) || *p++ != ',' ||
	    !rule_day(&p, &r->end))
		return false;
	return *p == '\0';
}

/* Days since 1970-01-01 of day D of YEAR. */
static int64_t rule_date(const struct tz_day *d, int year)
{
	if (d->kind == 'J') {	/* 1-365, February 29 never counted */
		int64_t day = days_from_civil(year, 1, 1) + d->d - 1;
		if (leap_year(year) && d->d >= 60)
			day++;
		return day;
	}
	if (d->kind == 'n')	/* 0-365 */
		return days_from_civil(year, 1, 1) + d->d;
	/* Mm.w.d: weekday d of week w (5: the last) of month m */
	int64_t first = days_from_civil(year, d->m, 1);
	int64_t day = first + (d->d - weekday(first) + 7) % 7 + (d->w - 1) * 7;
	while (d->w == 5 && day >= first + month_days(year, d->m))
		day -= 7;
	return day;
}

static int rule_offset(const struct tz_rule *r, int64_t utc, const char **abbr)
{
	if (!r->has_dst) {
		if (abbr)
			*abbr = r->std_abbr;
		return r->std_offset;
	}
	int y = year_of_days(floor_div(utc + r->std_offset, 86400));
	/* the changes of this year, as instants: the start read on standard
	 * time, the end on daylight time */
	int64_t start = rule_date(&r->start, y) * 86400 + r->start.time - r->std_offset;
	int64_t end = rule_date(&r->end, y) * 86400 + r->end.time - r->dst_offset;
	bool dst = start < end ? utc >= start && utc < end
			       : !(utc >= end && utc < start);
	if (abbr)
		*abbr = dst ? r->dst_abbr : r->std_abbr;
	return dst ? r->dst_offset : r->std_offset;
}

/* ---- zone files ---- */

void tz_zone_free(struct tz_zone *z)
{
	free(z->at);
	free(z->type);
	free(z->offset);
	free(z->abbr_at);
	free(z->abbrs);
	memset(z, 0, sizeof *z);
}

int tz_zone_from_rule(struct tz_zone *z, const char *text)
{
	memset(z, 0, sizeof *z);
	if (!rule_parse(&z->rule, text))
		return -1;
	z->has_rule = true;
	return 0;
}

int tz_zone_load(struct tz_zone *z, const char *path)
{
	memset(z, 0, sizeof *z);
	unsigned char *data;
	size_t len;
	if (read_file(path, &data, &len) < 0)
		return -1;
	const unsigned char *p = data, *end = data + len;
	if (len < TZIF_HEADER || memcmp(p, "TZif", 4))
		goto bad;
	int version = p[4];
	/* the counts: isutcnt isstdcnt leapcnt timecnt typecnt charcnt */
	uint32_t c[6];
	for (int i = 0; i < 6; i++)
		c[i] = be32(p + 20 + 4 * i);
	int width = 4;
	if (version >= '2') {	/* skip the 32-bit block to the 64-bit one */
		size_t v1 = (size_t)c[3] * 5 + (size_t)c[4] * 6 + c[5] + (size_t)c[2] * 8
			    + c[1] + c[0];
		if (v1 + 2 * TZIF_HEADER > len)
			goto bad;
		p += TZIF_HEADER + v1;
		if (memcmp(p, "TZif", 4))
			goto bad;
		for (int i = 0; i < 6; i++)
			c[i] = be32(p + 20 + 4 * i);
		width = 8;
	}
	p += TZIF_HEADER;
	size_t need = (size_t)c[3] * (width + 1) + (size_t)c[4] * 6 + c[5]
		      + (size_t)c[2] * (width + 4) + c[1] + c[0];
	if (c[4] == 0 || c[4] > 256 || need > (size_t)(end - p))
		goto bad;
	z->count = (int)c[3];
	z->types = (int)c[4];
	z->abbrs_len = (int)c[5];
	z->at = malloc(sizeof *z->at * (z->count ? z->count : 1));
	z->type = malloc(z->count ? z->count : 1);
	z->offset = malloc(sizeof *z->offset * z->types);
	z->abbr_at = malloc(z->types);
	z->abbrs = malloc(z->abbrs_len + 1);
	if (!z->at || !z->type || !z->offset || !z->abbr_at || !z->abbrs)
		goto bad;
	for (int i = 0; i < z->count; i++, p += width)
		z->at[i] = width == 8 ? be64(p) : (int32_t)be32(p);
	for (int i = 0; i < z->count; i++, p++)
		z->type[i] = *p < z->types ? *p : 0;
	for (int i = 0; i < z->types; i++, p += 6) {
		z->offset[i] = (int32_t)be32(p);
		z->abbr_at[i] = p[5] < z->abbrs_len ? p[5] : 0;
	}
	memcpy(z->abbrs, p, z->abbrs_len);
	z->abbrs[z->abbrs_len] = '\0';
	p += z->abbrs_len + (size_t)c[2] * (width + 4) + c[1] + c[0];
	/* the footer: "\nRULE\n", for the instants after the last transition */
	if (width == 8 && p < end && *p == '\n') {
		const unsigned char *nl = memchr(p + 1, '\n', (size_t)(end - p - 1));
		char rule[128];
		if (nl && nl - p - 1 > 0 && (size_t)(nl - p - 1) < sizeof rule) {
			memcpy(rule, p + 1, (size_t)(nl - p - 1));
			rule[nl - p - 1] = '\0';
			z->has_rule = rule_parse(&z->rule, rule);
		}
	}
	free(data);
	return 0;
bad:
	free(data);
	tz_zone_free(z);
	return -1;
}

int tz_zone_offset(const struct tz_zone *z, int64_t utc, const char **abbr)
{
	if (z->count == 0 && z->has_rule)
		return rule_offset(&z->rule, utc, abbr);
	if (z->count > 0 && utc >= z->at[z->count - 1] && z->has_rule)
		return rule_offset(&z->rule, utc, abbr);
	int type = 0;	/* before the first transition: the first type */
	if (z->count > 0 && utc >= z->at[0]) {
		int lo = 0, hi = z->count - 1;	/* the last at <= utc */
		while (lo < hi) {
			int mid = lo + (hi - lo + 1) / 2;
			if (z->at[mid] <= utc)
				lo = mid;
			else
				hi = mid - 1;
		}
		type = z->type[lo];
	}
	if (z->types == 0) {
		if (abbr)
			*abbr = "";
		return 0;
	}
	if (abbr)
		*abbr = z->abbrs + z->abbr_at[type];
	return z->offset[type];
}
