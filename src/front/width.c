/* liuren - width.c: the display width of UTF-8 text (front/width.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "front/width.h"

#include <string.h>
#include <unistr.h>
#include <uniwidth.h>

/* the marks around the user's own words (LR_VERBATIM_OPEN, _CLOSE) */
enum { VERBATIM_OPEN = 0xe001, VERBATIM_CLOSE = 0xe002 };

int front_char_width(uint32_t c)
{
	if (c == VERBATIM_OPEN || c == VERBATIM_CLOSE)
		return 0;
	int w = uc_width(c, "UTF-8");
	return w < 0 ? 1 : w;
}

uint32_t front_next_char(const char **p)
{
	const uint8_t *s = (const uint8_t *)*p;
	if (!*s)
		return 0;
	ucs4_t c;
	int n = u8_strmbtouc(&c, s);
	if (n <= 0) {
		*p += 1;
		return 0xfffd;
	}
	*p += n;
	return c;
}

size_t front_escape_length(const char *p)
{
	/* ESC [ parameters (0x30-0x3f) intermediates (0x20-0x2f) final
	 * (0x40-0x7e): a control sequence, as ECMA-48 writes it */
	if (p[0] != '\033' || p[1] != '[')
		return 0;
	size_t n = 2;
	while (p[n] >= 0x30 && p[n] <= 0x3f)
		n++;
	while (p[n] >= 0x20 && p[n] <= 0x2f)
		n++;
	return p[n] >= 0x40 && p[n] <= 0x7e ? n + 1 : 0;
}

int front_text_width(const char *text)
{
	int cols = 0;
	const char *p = text;
	while (*p) {
		size_t esc = front_escape_length(p);
		if (esc) {
			p += esc;
			continue;
		}
		cols += front_char_width(front_next_char(&p));
	}
	return cols;
}

size_t front_text_fit(const char *text, int cols, int *used)
{
	int w = 0;
	const char *p = text;
	while (*p) {
		const char *q = p;
		size_t esc = front_escape_length(q);
		if (esc) {
			p += esc;	/* no columns */
			continue;
		}
		int cw = front_char_width(front_next_char(&q));
		if (w + cw > cols)
			break;
		w += cw;
		p = q;
	}
	if (used)
		*used = w;
	return (size_t)(p - text);
}
