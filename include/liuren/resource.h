/* liuren - resource.h: where the data files of res/ are found at run
 * time, and the one guarded reader of every file the program reads
 * (res/ tables, the config file).
 *
 * Order: the directory named by $LIUREN_DATADIR when it is set and not
 * empty; else the installed data directory LR_DATADIR (set by the
 * Makefile). No path of the build tree is compiled in: the program and
 * the tests run uninstalled with LIUREN_DATADIR naming the source
 * tree's res/.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_RESOURCE_H
#define LIUREN_RESOURCE_H

#include <stddef.h>
#include "liuren/export.h"

LR_BEGIN_DECLS

/* Write the path of data file NAME (e.g. "shensha.tsv") into BUF of SIZE
 * bytes. Returns BUF, or NULL when the path does not fit. The file is
 * not opened; a missing file is reported by whoever reads it. */
const char *lr_resource_path(const char *name, char *buf, size_t size);

/* Read data file NAME with LOAD, the reader of a file by its path: the
 * one way every res/ table is found. Returns what LOAD returns, or -1
 * with "NAME: data path too long" in ERR. */
int lr_resource_load(const char *name,
		     int (*load)(const char *path, char *err, size_t errlen),
		     char *err, size_t errlen);

/* Size limits of the files the program reads. */
enum {
	LR_CONFIG_MAX = 64 * 1024,		/* the config file */
	LR_TABLE_MAX = 4 * 1024 * 1024		/* one res/ table */
};

/* Read the whole of PATH, which must be a regular file of at most MAX
 * bytes, into a new NUL-terminated buffer *TEXT (its length, without the
 * NUL, in *LEN; the caller frees it). The file is opened without
 * blocking, so a FIFO or a device is refused rather than waited on.
 * Returns 0; on failure returns -1 with errno set (ENOENT for a missing
 * file) and "PATH: problem" in ERR: "is a directory", "not a regular
 * file", "too large (more than N bytes)", or the system's reason. */
int lr_file_read(const char *path, size_t max, char **text, size_t *len,
		 char *err, size_t errlen);
LR_END_DECLS

#endif
