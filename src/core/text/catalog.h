/* liuren - catalog.h: the library's own reader of its GNU message
 * catalogs (LL/LC_MESSAGES/liuren.mo, as msgfmt writes them), so that
 * looking a message up in a language touches nothing of the process:
 * no textdomain, no LANGUAGE, no LC_MESSAGES (a program that loads the
 * library keeps its own gettext domain and locale).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_CORE_CATALOG_H
#define LIUREN_CORE_CATALOG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct catalog {
	const char *data;	/* the whole file, kept for the process */
	size_t size;
	uint32_t count;		/* messages */
	uint32_t originals;	/* offset of the table of msgids */
	uint32_t translations;	/* offset of the table of msgstrs */
	bool swapped;		/* written on a machine of the other order */
	bool plural_by_one;	/* "nplurals=2; plural=(n != 1)"; else one form */
};

/* Read the catalog at PATH into C; 0, or -1 (C left empty) when it
 * cannot be read or is not a catalog. */
int catalog_load(struct catalog *c, const char *path);

/* MSGID's translation in C, or NULL when C has none (or an empty one). */
const char *catalog_find(const struct catalog *c, const char *msgid);
/* The same, with *ORIGINAL set to C's own copy of MSGID when found. */
const char *catalog_lookup(const struct catalog *c, const char *msgid,
			   const char **original);

/* The form for N of the plural message MSGID (PLURAL in English): C's
 * translation, else MSGID for N == 1 and PLURAL otherwise. */
const char *catalog_find_plural(const struct catalog *c, const char *msgid,
				const char *plural, unsigned long n);

#endif
