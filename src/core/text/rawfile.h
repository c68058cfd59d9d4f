/* liuren - text/rawfile.h: a whole regular file read with no message,
 * for the readers that run before any message can be translated (the
 * catalogs themselves, the zone files). Everything else reads through
 * lr_file_read (resource.c), which says what went wrong.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_TEXT_RAWFILE_H
#define LIUREN_TEXT_RAWFILE_H

#include <stddef.h>

/* The whole of the regular file PATH, of MIN to MAX bytes, into a new
 * buffer *DATA (free it) of *LEN bytes; 0, or -1 when it cannot be
 * opened without blocking, is not a regular file, is of another size,
 * cannot be read whole or memory runs out. */
int lr_rawfile_read(const char *path, size_t min, size_t max, void **data,
		    size_t *len);

#endif
