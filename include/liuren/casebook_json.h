/* liuren - casebook_json.h: reading a casebook export (the JSON that
 * `liuren case export --json` writes) back into cases, checking every
 * field; the outer object is read a case at a time, each case parsed by
 * SQLite's JSON functions on an in-memory database.
 *
 * The export is one object {"casebook": 4, "cases": [CASE, …]}; each CASE
 * carries the members case_json_members() writes: from version 4 its
 * checksum (checked against its fields) and ancestry; an export of
 * version 1 to 3 has neither.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_CASEBOOK_JSON_H
#define LIUREN_CASEBOOK_JSON_H

#include <stddef.h>
#include <stdio.h>

#include "liuren/casebook.h"

#include "liuren/export.h"

LR_BEGIN_DECLS

/* The largest case an export may hold: 64 MiB of JSON. */
#define LR_CASEBOOK_EXPORT_CASE_MAX (64 << 20)
/* The most blanks in a row an export may hold (between two values). */
#define LR_CASEBOOK_EXPORT_BLANKS_MAX (1 << 20)

/* Read an export from IN a case at a time, so memory stays flat however
 * many cases it holds, and call EACH with every case in order (INDEX from
 * 1); the case is freed after the call. EACH returns 0 to go on or
 * non-zero to stop (returned). Returns 0, non-zero from EACH, or -1 with
 * "case 3: 'uid' must be 32 hex digits" (or "not JSON") in ERR. Cases
 * before an error have been passed on: store them in one transaction
 * (lr_casebook_batch_begin) and undo it on -1. */
int lr_casebook_read_export_file(FILE *in,
			    int (*each)(struct lr_case *c, int index, void *arg),
			    void *arg, char *err, size_t errlen);

/* The same for TEXT (LEN bytes) in memory. */
int lr_casebook_read_export(const char *text, size_t len,
			    int (*each)(struct lr_case *c, int index, void *arg),
			    void *arg, char *err, size_t errlen);

LR_END_DECLS

#endif
