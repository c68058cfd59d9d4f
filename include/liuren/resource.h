/* liuren - resource.h: where the data files of res/ are found at run
 * time.
 *
 * Order: the directory named by $LIUREN_DATADIR when it is set and not
 * empty; else the source tree's res/ (LR_SRCDIR "/res", set by the
 * Makefile) when the file exists there; else the installed data
 * directory LR_DATADIR (also set by the Makefile).
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

LR_END_DECLS

#endif
