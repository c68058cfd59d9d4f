/* liuren - utf8.c: stepping through UTF-8 text that may be malformed.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/utf8.h"

size_t lr_utf8_char_len(const char *s)
{
	unsigned char c = (unsigned char)*s;
	size_t want = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
	size_t len = c ? 1 : 0;
	while (len > 0 && len < want && ((unsigned char)s[len] & 0xc0) == 0x80)
		len++;
	return len;
}
