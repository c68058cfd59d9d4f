/* liuren - table.h: a reader for the line-oriented, tab-separated data
 * files under res/ (神煞, 課體 texts …), shared by every loader.
 *
 * Format: UTF-8 text. Blank lines and lines whose first character is
 * '#' are ignored; every other line is one row whose fields are separated
 * by single tabs. A trailing CR is dropped. Errors are reported as
 * "FILE:LINE: what is wrong", FILE being the path as given.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_TABLE_H
#define LIUREN_TABLE_H

#include <stddef.h>
#include "liuren/export.h"

LR_BEGIN_DECLS

struct lr_table_row {
	int line;		/* 1-based line number in the file */
	int nfields;
	char **fields;		/* NUL-terminated strings inside the table */
};

struct lr_table {
	char *path;		/* copy of the path given to lr_table_read */
	char *text;		/* the file, split in place */
	char **field_store;	/* all rows' field pointers */
	struct lr_table_row *rows;
	size_t nrows;
};

/* Read PATH into *OUT. When NFIELDS > 0 every row must have exactly
 * NFIELDS fields. The file must be valid UTF-8 without NUL bytes.
 * Returns 0; on failure returns -1, leaves *OUT empty (safe to free) and
 * writes "PATH:LINE: what" (or "PATH: what" when the file cannot be
 * read) into ERR, truncated to ERRLEN. */
int lr_table_read(const char *path, int nfields, struct lr_table *out,
		  char *err, size_t errlen);

/* Release what lr_table_read allocated; T is left empty. */
void lr_table_free(struct lr_table *t);

/* Write "PATH:LINE: " and the formatted message into ERR (LINE <= 0
 * gives "PATH: "). Always returns -1, so loaders can
 * `return lr_table_fail(...)`. */
int lr_table_fail(char *err, size_t errlen, const char *path, int line,
		  const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

LR_END_DECLS

#endif
