/* liuren - datetext.h: dates and times as text, as the command line, the
 * browser's prompts and the querent's birth date take them.
 *
 * ISO 8601: "2026-11-29", "2026-11-29 17:05", "2026-11-29T17:05:30",
 * with an offset after the time ("Z", "+08", "+0800", "+08:00"). Besides
 * ISO: "2027/3/5 8:00", "2027年3月5日 8時" (8點, 8點半, 8時30分, 下午5點),
 * "2027年3月5日辰時" (an hour by its branch: the middle of the double
 * hour, 辰時 08:00, 子時 00:00), and lunar dates in Chinese: "農曆2026年
 * 十月廿一 17:05", "農曆2026年閏六月初一 酉時" (農曆, 陰曆, 舊曆 or 夏曆;
 * months 正 一 … 十二 冬 臘, days 初一 … 三十, 廿, 卅, or digits). Text
 * is read after lr_normalize, so Simplified forms (农历, 闰, 点, 时) and
 * full-width digits work too. Pure text to civil date: no zone is read.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_DATETEXT_H
#define LIUREN_DATETEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "liuren/moment.h"
#include "liuren/export.h"

LR_BEGIN_DECLS

struct lr_date_text {
	struct lr_civil civil;	/* 00:00 when no time was given */
	bool timed;		/* a time of day was given */
	char offset[16];	/* "+08:00" or "UTC" from an ISO offset, or "" */
};

/* Parse TEXT, in any of the forms above, into *OUT. Returns 0, or -1
 * with one line in ERR ("bad date '2026-02-30': February 2026 has 28
 * days", "bad date '…': lunar 2026 has no leap month 3"). */
int lr_date_text_parse(const char *text, struct lr_date_text *out,
		       char *err, size_t errlen);

/* Does TEXT start like one of the non-ISO dates above (2027/…, 2027年…,
 * 農曆…)? */
bool lr_date_text_typed(const char *text);

/* Is TEXT by itself a time of day: "17:05", "17:05:30", or the forms
 * above (8時, 8點半, 辰時, 下午5點), for a date and a time given as two
 * words? */
bool lr_date_text_time_word(const char *text);

/* "HH:MM" or "HH:MM:SS", the whole of TEXT, into the hour, minute and
 * second of *C. Returns true when TEXT is one. */
bool lr_date_text_clock(const char *text, struct lr_civil *c);

LR_END_DECLS

#endif
