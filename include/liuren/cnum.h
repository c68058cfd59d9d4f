/* liuren - cnum.h: numbers in data, written and read in the C locale.
 *
 * A number that goes into data a program or another machine reads back
 * (JSON, TSV, an export, a setting, an option such as --lon 121.47) has
 * a '.' for its decimal point whatever LC_NUMERIC the host chose
 * (de_DE, fr_FR, ru_RU … use ','). These functions switch the calling
 * thread alone to the C locale (uselocale) for the one call, so they
 * neither depend on nor change the process's locale and are safe from
 * several threads.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_CNUM_H
#define LIUREN_CNUM_H

#include <stddef.h>

#include "liuren/export.h"

LR_BEGIN_DECLS

enum { LR_CNUM_SIZE = 64 };	/* a buffer that holds any lr_cnum_format */

/* V with DECIMALS digits after a '.' (printf's "%.*f" in the C locale)
 * into BUF of SIZE bytes (LR_CNUM_SIZE is always enough for |V| < 1e40);
 * returns BUF ("" if it did not fit). */
const char *lr_cnum_format(char *buf, size_t size, double v, int decimals);

/* strtod in the C locale: TEXT's leading number, '.' as its decimal
 * point (never ','); *END, when END is not NULL, is set as strtod sets
 * it. */
double lr_cnum_parse(const char *text, char **end);

LR_END_DECLS

#endif
