/* liuren - bookcases.h: the book's own worked charts, a read-only
 * collection kept in res/book-cases.tsv: each chart in the book's
 * notation, the 課體 the book names, where it is printed and the
 * classical sentence that works it.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_BOOKCASES_H
#define LIUREN_BOOKCASES_H

#include <stddef.h>

#include "liuren/table.h"

#include "liuren/export.h"

LR_BEGIN_DECLS

struct lr_bookcase {
	const char *id;		/* "E04", as in tests/data/seed-charts.tsv */
	const char *source;	/* "卷三十一 官爵" */
	const char *notation;	/* "未年二月丁亥日巳時戌將 癸亥命 行年午" */
	const char *settings;	/* "-" or "shehai=mengzhongji" */
	const char *patterns;	/* "官爵" */
	const char *text;	/* the classical sentence */
};

struct lr_bookcases {
	int count;
	struct lr_bookcase *cases;
	struct lr_table table;
};

/* Read PATH (lines "ID SOURCE NOTATION SETTINGS PATTERNS TEXT", tab
 * separated; the notation and the settings must parse). Returns 0, or -1 with "FILE:LINE: problem". */
int lr_bookcases_load(const char *path, struct lr_bookcases *out, char *err,
		      size_t errlen);
void lr_bookcases_free(struct lr_bookcases *book);

/* res/book-cases.tsv, loaded once; NULL with the message on failure. */
const struct lr_bookcases *lr_bookcases_default(char *err, size_t errlen);

/* The case with ID (case-blind for the letter); NULL if none. */
const struct lr_bookcase *lr_bookcase_find(const struct lr_bookcases *book,
					   const char *id);

LR_END_DECLS

#endif
