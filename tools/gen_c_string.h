/* liuren - tools/gen_c_string.h: how the generators of build/gen write a
 * string as C: one helper shared by gen_shensha_table.c and
 * gen_name_index.c.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_GEN_C_STRING_H
#define LIUREN_GEN_C_STRING_H

#include <stdio.h>

/* S as a C string literal (NULL as NULL) on standard output: UTF-8 as
 * it is, the quote, the backslash, '?' (no trigraph) and control bytes
 * escaped. */
static inline void put_string(const char *s)
{
	if (!s) {
		fputs("NULL", stdout);
		return;
	}
	putchar('"');
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		if (*p == '"' || *p == '\\' || *p == '?')
			printf("\\%c", *p);
		else if (*p < 0x20 || *p == 0x7f)
			printf("\\%03o", *p);
		else
			putchar(*p);
	}
	putchar('"');
}

#endif
