/* liuren - cnum_scope.h: the calling thread in the C locale for a span
 * of work that reads or writes numbers through another library (SQLite's
 * JSON functions read a real with strtod, so under de_DE "121.47" would
 * come back as 121): cnum_scope_begin switches the thread alone and
 * returns what to give back to cnum_scope_end.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_CORE_CNUM_SCOPE_H
#define LIUREN_CORE_CNUM_SCOPE_H

#include <locale.h>

locale_t cnum_scope_begin(void);
void cnum_scope_end(locale_t previous);

#endif
