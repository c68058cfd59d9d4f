/* liuren - text/res_known.h: whether a file of the data directory is,
 * byte for byte, the res/ file the build read and checked
 * (tools/gen_res_known.c loads each one with its own reader and writes
 * its size and digest into the build's res_known_list.h). A loader may then
 * leave a table unparsed until a command asks for its contents, as the
 * file can hold no error; any other file is read and checked whole as
 * before.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_TEXT_RES_KNOWN_H
#define LIUREN_TEXT_RES_KNOWN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The digest of N bytes at P: 64 bits, word by word (not a defence
 * against a chosen collision, which whoever can write the data
 * directory has no need of). */
uint64_t lr_res_digest(const void *p, size_t n);

/* Are the LEN bytes at TEXT those of a res/ table the build checked
 * (whatever its name or place)? Then it holds no character a table may
 * not hold. */
bool lr_res_known_text(const char *text, size_t len);

/* Is the data directory's file NAME (e.g. "patterns.tsv") a regular file
 * of the size and digest the build recorded for NAME? False for a name
 * the build did not record, and when the file cannot be read. */
bool lr_res_known(const char *name);

/* Is the data directory's file NAME a regular file of SIZE bytes and
 * DIGEST (lr_res_digest)? False when it cannot be read. */
bool lr_res_matches(const char *name, uint64_t size, uint64_t digest);

#endif
