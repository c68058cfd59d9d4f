/* liuren - typed_date.h: the command line's names for the typed date
 * forms of liuren/datetext.h (2027/3/5 8:00, 2027年3月5日辰時, 農曆…).
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef CLI_TYPED_DATE_H
#define CLI_TYPED_DATE_H

#include <stdbool.h>

#include "liuren/datetext.h"

/* Does TEXT start like a typed date (2027/…, 2027年…, 農曆…)? */
static inline bool typed_date_looks_like(const char *text)
{
	return lr_date_text_typed(text);
}

#endif
