/* liuren - width.c: display width of UTF-8 text (see tui/width.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/width.h"

#include <string.h>
#include <unistr.h>
#include <uniwidth.h>

uint32_t
tw_next(const char **p, const char *end)
{
	if (*p >= end)
		return 0;
	ucs4_t c;
	int n = u8_mbtouc(&c, (const uint8_t *)*p, (size_t)(end - *p));
	if (n <= 0)
		n = 1;
	*p += n;
	if (c < 0x20 || (c >= 0x7f && c < 0xa0))
		return TW_REPLACEMENT;
	if (uc_width(c, "UTF-8") < 0)
		return TW_REPLACEMENT;
	return c;
}

int
tw_char_width(uint32_t c)
{
	int w = uc_width(c, "UTF-8");
	return w < 0 ? 1 : w;
}

int
tw_width(const char *text)
{
	int cols = 0;
	const char *p = text, *end = text + strlen(text);
	while (p < end)
		cols += tw_char_width(tw_next(&p, end));
	return cols;
}

size_t
tw_fit(const char *text, int cols, int *used)
{
	int w = 0;
	const char *p = text, *end = text + strlen(text);
	while (p < end) {
		const char *q = p;
		int cw = tw_char_width(tw_next(&q, end));
		if (w + cw > cols)
			break;
		w += cw;
		p = q;
	}
	if (used)
		*used = w;
	return (size_t)(p - text);
}

size_t
tw_to_wide(const char *text, int cols, wchar_t *out, size_t outlen,
	   int *used)
{
	int w = 0;
	size_t n = 0;
	const char *p = text, *end = text + strlen(text);
	while (p < end && n + 1 < outlen) {
		const char *q = p;
		uint32_t c = tw_next(&q, end);
		int cw = tw_char_width(c);
		if (w + cw > cols)
			break;
		out[n++] = (wchar_t)c;
		w += cw;
		p = q;
	}
	if (outlen)
		out[n] = 0;
	if (used)
		*used = w;
	return n;
}

size_t
tw_wrap(const char *text, int cols, const char **next)
{
	size_t len = tw_fit(text, cols, NULL);
	const char *end = text + strlen(text);
	const char *stop = text + len;
	if (stop < end && *stop != ' ') {
		/* prefer breaking at an ASCII space inside an ASCII word */
		const char *s = stop;
		while (s > text && s[-1] != ' ' && (unsigned char)s[-1] < 0x80)
			s--;
		if (s > text && s[-1] == ' ' && s < stop)
			stop = s;
	}
	if (stop == text && text < end) {	/* never loop on a zero-width break */
		const char *q = text;
		tw_next(&q, end);
		stop = q;
	}
	len = (size_t)(stop - text);
	while (len > 1 && text[len - 1] == ' ')
		len--;
	while (stop < end && *stop == ' ')
		stop++;
	if (next)
		*next = stop;
	return len;
}
