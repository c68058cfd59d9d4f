/* liuren - typed_date.h: dates and times as people type them, besides
 * ISO 8601: "2027/3/5 8:00", "2027年3月5日 8時" (8點, 8點半, 8時30分,
 * 下午5點), "2027年3月5日辰時" (an hour by its branch: the middle of the
 * double hour, 辰時 08:00, 子時 00:00), and lunar dates in Chinese:
 * "農曆2026年十月廿一 17:05", "農曆2026年閏六月初一 酉時" (農曆, 陰曆 or
 * 舊曆; months 正 一 … 十二 冬 臘, days 初一 … 三十, 廿, 卅, or digits).
 * Text is read after lr_normalize, so Simplified forms (农历, 闰, 点,
 * 时) and full-width digits work too. Used by the command line and the
 * browser's g prompt through lr_moment_parse_text.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef CLI_TYPED_DATE_H
#define CLI_TYPED_DATE_H

#include <stdbool.h>
#include <stddef.h>

#include "liuren/moment.h"

/* Does TEXT start like one of the dates above (2027/…, 2027年…, 農曆…)? */
bool typed_date_looks_like(const char *text);

/* Is TEXT by itself a time of day in the forms above (8時, 8點半,
 * 辰時, 下午5點), for a date and a time given as two words? */
bool typed_time_word(const char *text);

/* Parse TEXT into *C (00:00 when no time is given). Returns 1 when TEXT
 * is a date in these forms, 0 when it is not one of them (the caller
 * tries ISO 8601), -1 with one line in ERR for a date in these forms that
 * does not exist ("bad date '…': lunar 2026 has no leap month 3"). */
int typed_date_parse(const char *text, struct lr_civil *c, char *err,
		     size_t errlen);

#endif
