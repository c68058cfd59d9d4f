/* liuren - cnum.c: numbers in data in the C locale, whatever the host's
 * LC_NUMERIC (see cnum.h): the calling thread is switched to a C locale
 * object with uselocale() for the one call and switched back.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/cnum.h"
#include "text/cnum_scope.h"

#include <locale.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static locale_t c_locale;
static pthread_once_t c_locale_once = PTHREAD_ONCE_INIT;

static void c_locale_make(void)
{
	c_locale = newlocale(LC_ALL_MASK, "C", (locale_t)0);
}

/* the C locale object, made once and kept (NULL if it could not be) */
static locale_t c_locale_get(void)
{
	pthread_once(&c_locale_once, c_locale_make);
	return c_locale;
}

const char *lr_cnum_format(char *buf, size_t size, double v, int decimals)
{
	if (!buf || !size)
		return buf;
	locale_t c = c_locale_get();
	locale_t old = cnum_scope_begin();
	int n = snprintf(buf, size, "%.*f", decimals, v);
	cnum_scope_end(old);
	if (n < 0 || (size_t)n >= size) {
		buf[0] = '\0';
		return buf;
	}
	if (!c)	/* no locale object: the decimal point made a '.' by hand */
		for (char *p = buf; *p; p++)
			if (!((*p >= '0' && *p <= '9') || *p == '-'))
				*p = '.';
	return buf;
}

double lr_cnum_parse(const char *text, char **end)
{
	locale_t old = cnum_scope_begin();
	double v = strtod(text, end);
	cnum_scope_end(old);
	return v;
}

locale_t cnum_scope_begin(void)
{
	locale_t c = c_locale_get();
	return c ? uselocale(c) : (locale_t)0;
}

void cnum_scope_end(locale_t previous)
{
	if (previous)
		uselocale(previous);
}
