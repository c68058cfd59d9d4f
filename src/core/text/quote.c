/* liuren - quote.c: input shown in messages, escaped and shortened.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/quote.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

/* Characters that change how the text around them is shown without
 * showing themselves: the bidirectional controls (U+061C, U+200E/F,
 * U+202A..U+202E, U+2066..U+2069: a right-to-left override makes a line
 * read backwards), zero-width characters (U+200B..U+200D, U+2060..U+2064,
 * U+FEFF) and the line and paragraph separators U+2028 and U+2029. */
static bool invisible(unsigned cp)
{
	return cp == 0x061c || (cp >= 0x200b && cp <= 0x200f) ||
	       (cp >= 0x2028 && cp <= 0x202e) || (cp >= 0x2060 && cp <= 0x2064) ||
	       (cp >= 0x2066 && cp <= 0x206f) || cp == 0xfeff;
}

/* The code point of the N-byte UTF-8 sequence at S. */
static unsigned code_point(const unsigned char *s, size_t n)
{
	unsigned cp = n == 1 ? s[0] : n == 2 ? s[0] & 0x1fu
		    : n == 3 ? s[0] & 0x0fu : s[0] & 0x07u;
	for (size_t i = 1; i < n; i++)
		cp = cp << 6 | (s[i] & 0x3fu);
	return cp;
}

/* Length of the valid UTF-8 sequence at S that is not a control, or 0
 * (printable or not). */
static size_t utf8_seq_len(const unsigned char *s)
{
	if (s[0] >= 0x20 && s[0] < 0x7f)
		return 1;
	int n = s[0] >= 0xc2 && s[0] <= 0xdf ? 2
	      : s[0] >= 0xe0 && s[0] <= 0xef ? 3
	      : s[0] >= 0xf0 && s[0] <= 0xf4 ? 4 : 0;
	for (int i = 1; i < n; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	if (n == 2 && s[0] == 0xc2 && s[1] < 0xa0)
		return 0;	/* U+0080..U+009F, the C1 controls */
	if (n == 3 && ((s[0] == 0xe0 && s[1] < 0xa0) ||
		       (s[0] == 0xed && s[1] >= 0xa0)))
		return 0;	/* overlong, or a surrogate */
	if (n == 4 && ((s[0] == 0xf0 && s[1] < 0x90) ||
		       (s[0] == 0xf4 && s[1] >= 0x90)))
		return 0;
	return (size_t)n;
}

/* Length of the valid, printable UTF-8 character at S (not a control,
 * nor one of the invisible characters above), or 0. */
static size_t printable_len(const unsigned char *s)
{
	size_t n = utf8_seq_len(s);
	return n > 1 && invisible(code_point(s, n)) ? 0 : n;
}

/* An invisible character at S, as "\u202e": its length in S, or 0 when
 * S is not one. */
static size_t escape_invisible(const unsigned char *s, char out[12])
{
	size_t n = utf8_seq_len(s);
	if (n < 2 || !invisible(code_point(s, n)))
		return 0;
	snprintf(out, 12, "\\u%04x", code_point(s, n));
	return n;
}

/* The escape for byte C (not printable), e.g. "\\e" or "\\x1f". */
static void escape_byte(unsigned char c, char out[5])
{
	static const char names[] = "\aa\bb\tt\nn\vv\ff\rr\033e";
	const char *p = c ? strchr(names, c) : NULL;
	if (p && (p - names) % 2 == 0)
		snprintf(out, 5, "\\%c", p[1]);
	else
		snprintf(out, 5, "\\x%02x", c);
}

/* Escape TEXT into BUF; at most MAX_CHARS characters of TEXT (0: no
 * limit) before "…". */
static const char *escape(const char *text, size_t max_chars, char *buf,
			  size_t size)
{
	if (!buf || size == 0)
		return buf;
	buf[0] = '\0';
	if (!text)
		return buf;
	static const char ellipsis[] = "…";
	size_t used = 0, chars = 0;
	const unsigned char *s = (const unsigned char *)text;
	bool cut = false;
	while (*s) {
		if (max_chars && chars == max_chars) {
			cut = true;
			break;
		}
		char esc[12];
		size_t n = printable_len(s);
		const char *piece = (const char *)s;
		size_t len = n;
		if (n == 0 && (n = escape_invisible(s, esc)) > 0) {
			piece = esc;
			len = strlen(esc);
		} else if (n == 0) {
			escape_byte(*s, esc);
			piece = esc;
			len = strlen(esc);
			n = 1;
		}
		/* room for this piece, an ellipsis and the NUL */
		if (used + len + sizeof ellipsis > size) {
			cut = true;
			break;
		}
		memcpy(buf + used, piece, len);
		used += len;
		s += n;
		chars++;
	}
	if (cut && used + sizeof ellipsis <= size) {
		memcpy(buf + used, ellipsis, sizeof ellipsis);
		used += sizeof ellipsis - 1;
	}
	buf[used < size ? used : size - 1] = '\0';
	return buf;
}

const char *lr_quote(const char *text, char *buf, size_t size)
{
	return escape(text, LR_QUOTE_CHARS, buf, size);
}

const char *lr_quote_message(const char *message, char *buf, size_t size)
{
	return escape(message, 0, buf, size);
}

int lr_quote_fput(const char *text, size_t len, int flags, FILE *out)
{
	if (!text)
		return 0;
	const unsigned char *s = (const unsigned char *)text;
	const unsigned char *end = s + len;
	while (s < end && *s) {
		/* a run of printable characters goes out as it is */
		const unsigned char *run = s;
		size_t n;
		while (s < end && *s && (n = printable_len(s)) > 0 &&
		       n <= (size_t)(end - s))
			s += n;
		if (s > run && fwrite(run, 1, (size_t)(s - run), out) !=
		    (size_t)(s - run))
			return EOF;
		if (s >= end || !*s)
			break;
		char esc[12];
		size_t skip = 1;
		if ((flags & LR_QUOTE_LINES) && (*s == '\n' || *s == '\t'))
			esc[0] = (char)*s, esc[1] = '\0';
		else if ((size_t)(end - s) >= 2 &&
			 (skip = escape_invisible(s, esc)) > 0 &&
			 skip <= (size_t)(end - s))
			;
		else
			escape_byte(*s, esc), skip = 1;
		if (fputs(esc, out) == EOF)
			return EOF;
		s += skip;
	}
	return 0;
}

bool lr_quote_is_utf8(const char *text)
{
	if (!text)
		return false;
	for (const unsigned char *s = (const unsigned char *)text; *s; ) {
		size_t n = *s < 0x80 ? 1 : utf8_seq_len(s);
		if (n == 0 && s[0] == 0xc2 && s[1] >= 0x80 && s[1] < 0xa0)
			n = 2;	/* a C1 control: valid UTF-8, shown escaped */
		if (n == 0)
			return false;
		s += n;
	}
	return true;
}
