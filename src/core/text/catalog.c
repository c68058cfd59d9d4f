/* liuren - catalog.c: looking messages up in a GNU .mo file read by the
 * library itself (see catalog.h). The format (GNU gettext manual, "The
 * Format of GNU MO Files"): a header of 32-bit words — magic 0x950412de,
 * revision, the number of messages, the offsets of the tables of
 * originals and translations — each table N pairs (length, offset) of
 * NUL-terminated strings, the originals sorted, so that a message is
 * found by binary search. A plural message's original is "msgid\0plural"
 * and its translation the forms one after another, each ending in NUL.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "text/catalog.h"
#include "text/rawfile.h"

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum {
	MO_MAGIC = 0x950412de,
	MO_MAGIC_SWAPPED = 0xde120495,
	MO_HEADER_WORDS = 5,	/* magic, revision, count, originals, translations */
	MO_MAX_BYTES = 64 << 20
};

static uint32_t word(const struct catalog *c, size_t offset)
{
	uint32_t w;
	memcpy(&w, c->data + offset, sizeof w);
	if (c->swapped)
		w = (w >> 24) | ((w >> 8) & 0xff00u) | ((w << 8) & 0xff0000u)
		    | (w << 24);
	return w;
}

/* The I-th string of the table at TABLE, or NULL when it lies outside
 * the file or is not NUL-terminated; *LEN its length. */
static const char *entry(const struct catalog *c, uint32_t table, uint32_t i,
			 uint32_t *len)
{
	size_t at = (size_t)table + (size_t)i * 8;
	if (at + 8 > c->size)
		return NULL;
	uint32_t n = word(c, at), off = word(c, at + 4);
	if ((size_t)off + n >= c->size || c->data[off + n] != '\0')
		return NULL;
	*len = n;
	return c->data + off;
}

/* The whole of the regular file PATH (at most MO_MAX_BYTES) into *TEXT
 * and *LEN; 0 or -1. Not lr_file_read: its messages are looked up in
 * the catalog being read. */
static int read_whole(const char *path, char **text, size_t *len)
{
	void *buf;
	if (lr_rawfile_read(path, 1, MO_MAX_BYTES, &buf, len) != 0)
		return -1;
	*text = buf;
	return 0;
}

int catalog_load(struct catalog *c, const char *path)
{
	memset(c, 0, sizeof *c);
	char *text;
	size_t len;
	if (read_whole(path, &text, &len) < 0)
		return -1;
	c->data = text;
	c->size = len;
	if (len < MO_HEADER_WORDS * 4)
		goto bad;
	uint32_t magic;
	memcpy(&magic, text, sizeof magic);
	if (magic == MO_MAGIC_SWAPPED)
		c->swapped = true;
	else if (magic != MO_MAGIC)
		goto bad;
	c->count = word(c, 8);
	c->originals = word(c, 12);
	c->translations = word(c, 16);
	if ((size_t)c->originals + (size_t)c->count * 8 > len ||
	    (size_t)c->translations + (size_t)c->count * 8 > len)
		goto bad;
	/* the header (the translation of ""): how the plural is chosen;
	 * the four catalogs have one form, or two by n != 1 */
	const char *header = catalog_find(c, "");
	c->plural_by_one = header && strstr(header, "nplurals=2");
	return 0;
bad:
	free(text);	/* (c->data is text) */
	memset(c, 0, sizeof *c);
	return -1;
}

/* The index of MSGID among C's originals, or -1. */
static long find_index(const struct catalog *c, const char *msgid)
{
	if (!c->data)
		return -1;
	uint32_t lo = 0, hi = c->count;
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2, len;
		const char *s = entry(c, c->originals, mid, &len);
		if (!s)
			return -1;
		int cmp = strcmp(msgid, s);	/* to the first NUL: the msgid */
		if (cmp == 0)
			return mid;
		if (cmp < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return -1;
}

const char *catalog_lookup(const struct catalog *c, const char *msgid,
			   const char **original)
{
	long i = find_index(c, msgid);
	uint32_t len;
	const char *tr = i < 0 ? NULL : entry(c, c->translations, (uint32_t)i, &len);
	if (!tr || !len)
		return NULL;
	*original = entry(c, c->originals, (uint32_t)i, &len);
	return *original ? tr : NULL;
}

const char *catalog_find(const struct catalog *c, const char *msgid)
{
	const char *original;
	return catalog_lookup(c, msgid, &original);
}

const char *catalog_find_plural(const struct catalog *c, const char *msgid,
				const char *plural, unsigned long n)
{
	long i = find_index(c, msgid);
	uint32_t len;
	const char *tr = i < 0 ? NULL : entry(c, c->translations, (uint32_t)i, &len);
	if (!tr || !len)
		return n == 1 ? msgid : plural;
	/* the form: the first, or the second for n != 1 when there are two */
	if (c->plural_by_one && n != 1) {
		size_t first = strlen(tr);
		if (first < len)
			return tr + first + 1;
	}
	return tr;
}
