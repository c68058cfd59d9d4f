/* liuren - table.c: the tab-separated data file reader.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/table.h"

#include "liuren/resource.h"
#include "text/res_known.h"

#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int lr_table_fail(char *err, size_t errlen, const char *path, int line,
		  const char *fmt, ...)
{
	if (!err || errlen == 0)
		return -1;
	int n = line > 0 ? snprintf(err, errlen, "%s:%d: ", path, line)
			 : snprintf(err, errlen, "%s: ", path);
	if (n < 0 || (size_t)n >= errlen)
		return -1;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(err + n, errlen - (size_t)n, fmt, ap);
	va_end(ap);
	return -1;
}

/* Length of the valid UTF-8 sequence at S, or 0 if it is not one. */
static int utf8_len(const unsigned char *s)
{
	if (s[0] < 0x80)
		return 1;
	int n = s[0] >= 0xf0 && s[0] <= 0xf4 ? 4
	      : s[0] >= 0xe0 ? 3
	      : s[0] >= 0xc2 && s[0] <= 0xdf ? 2 : 0;
	if (n == 0 || (n == 4 && s[0] > 0xf4))
		return 0;
	for (int i = 1; i < n; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	if (n == 3 && ((s[0] == 0xe0 && s[1] < 0xa0) ||
		       (s[0] == 0xed && s[1] >= 0xa0)))
		return 0;	/* overlong, or a surrogate */
	if (n == 4 && ((s[0] == 0xf0 && s[1] < 0x90) ||
		       (s[0] == 0xf4 && s[1] >= 0x90)))
		return 0;
	return n;
}

/* A character a data file's text may not hold, as it would reach the
 * terminal through `show`: controls other than tab, line feed and
 * carriage return (ESC, BEL …, DEL, U+0080..U+009F), and the characters
 * that change how text around them is shown without showing themselves
 * (bidirectional controls, zero-width characters, U+2028 and U+2029).
 * Its code point, or 0 when it may stand. */
static unsigned forbidden(const unsigned char *s, int n)
{
	/* of three bytes, only U+2000..U+2FFF (E2) and U+F000..U+FFFF (EF)
	 * hold any of them */
	if (n == 3 && s[0] != 0xe2 && s[0] != 0xef)
		return 0;
	unsigned cp = n == 1 ? s[0] : n == 2 ? s[0] & 0x1fu
		    : n == 3 ? s[0] & 0x0fu : s[0] & 0x07u;
	for (int i = 1; i < n; i++)
		cp = cp << 6 | (s[i] & 0x3fu);
	if ((cp < 0x20 && cp != '\t' && cp != '\n' && cp != '\r') ||
	    (cp >= 0x7f && cp < 0xa0) || cp == 0x061c ||
	    (cp >= 0x200b && cp <= 0x200f) || (cp >= 0x2028 && cp <= 0x202e) ||
	    (cp >= 0x2060 && cp <= 0x2064) || (cp >= 0x2066 && cp <= 0x206f) ||
	    cp == 0xfeff)
		return cp;
	return 0;
}

/* How many of the LEN bytes at TEXT are C (memchr runs over the bytes
 * between them many at a time). */
static size_t count_byte(const char *text, size_t len, char c)
{
	size_t n = 0;
	const char *end = text + len;
	for (const char *p = text; (p = memchr(p, c, (size_t)(end - p))); p++)
		n++;
	return n;
}

static bool skipped_line(const char *line)
{
	if (line[0] == '#')
		return true;
	for (const char *p = line; *p; p++)
		if (*p != ' ' && *p != '\t')
			return false;
	return true;
}

int lr_table_read(const char *path, int nfields, struct lr_table *out,
		  char *err, size_t errlen)
{
	memset(out, 0, sizeof *out);
	size_t len = 0;
	char *text;
	if (lr_file_read(path, LR_TABLE_MAX, &text, &len, err, errlen) < 0)
		return -1;
	out->text = text;
	out->path = strdup(path);
	if (!out->path) {
		lr_table_free(out);
		return lr_table_fail(err, errlen, path, 0, "out of memory");
	}

	/* Check the encoding and count lines and tabs for the allocation;
	 * a table the build checked needs the count alone. */
	size_t lines = 1, tabs = 0;
	int line = 1;
	bool known = lr_res_known_text(text, len);
	if (known) {
		lines += count_byte(text, len, '\n');
		tabs = count_byte(text, len, '\t');
	}
	for (size_t i = 0; !known && i < len;) {
		const unsigned char *s = (const unsigned char *)text + i;
		if (*s >= 0x20 && *s < 0x7f) {	/* printable ASCII */
			i++;
			continue;
		}
		/* U+3000..U+CFFF (CJK), three bytes none of which may be
		 * forbidden, overlong or a surrogate */
		if (*s >= 0xe3 && *s <= 0xec && (s[1] & 0xc0) == 0x80
		    && (s[2] & 0xc0) == 0x80) {
			i += 3;
			continue;
		}
		int n = *s ? utf8_len(s) : 0;
		if (n == 0) {
			const char *what = *s ? "invalid UTF-8"
					      : "NUL byte in text";
			lr_table_free(out);
			return lr_table_fail(err, errlen, path, line, "%s",
					     what);
		}
		unsigned bad = forbidden(s, n);
		if (bad) {
			lr_table_free(out);
			return lr_table_fail(err, errlen, path, line,
				"U+%04X in a text: a control or invisible "
				"character, which a data file may not hold", bad);
		}
		if (*s == '\n') {
			lines++;
			line++;
		} else if (*s == '\t') {
			tabs++;
		}
		i += (size_t)n;
	}
	out->rows = calloc(lines, sizeof *out->rows);
	out->field_store = calloc(lines + tabs, sizeof *out->field_store);
	if (!out->rows || !out->field_store) {
		lr_table_free(out);
		return lr_table_fail(err, errlen, path, 0, "out of memory");
	}

	char **store = out->field_store;
	char *p = text;
	for (line = 1; p; line++) {
		char *nl = strchr(p, '\n');
		if (nl)
			*nl = '\0';
		size_t l = strlen(p);
		if (l > 0 && p[l - 1] == '\r')
			p[l - 1] = '\0';
		if (!skipped_line(p)) {
			struct lr_table_row *row = &out->rows[out->nrows++];
			row->line = line;
			row->fields = store;
			for (char *f = p;;) {
				store[row->nfields++] = f;
				char *tab = strchr(f, '\t');
				if (!tab)
					break;
				*tab = '\0';
				f = tab + 1;
			}
			store += row->nfields;
			if (nfields > 0 && row->nfields != nfields) {
				int found = row->nfields;
				lr_table_free(out);
				return lr_table_fail(err, errlen, path, line,
					"expected %d tab-separated fields, found %d",
					nfields, found);
			}
		}
		p = nl ? nl + 1 : NULL;
	}
	return 0;
}

void lr_table_free(struct lr_table *t)
{
	if (!t)
		return;
	free(t->path);
	free(t->text);
	free(t->field_store);
	free(t->rows);
	memset(t, 0, sizeof *t);
}
