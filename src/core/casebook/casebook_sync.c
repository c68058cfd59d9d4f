/* liuren - casebook_sync.c: a case from another casebook (an export)
 * brought into this one, so two machines stay in step. A case is the
 * same case everywhere by its uid; which of two versions is newer is
 * told by checksums, not by clocks: each version carries the checksums
 * of the versions it grew from (its ancestry). The other version grew
 * from this one: it is taken; this one grew from the other: it is kept;
 * neither: both were edited, and the other is kept beside this one
 * until `case edit` resolves them. Nothing is lost either way.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "casebook/casebook_db.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/i18n.h"

/* The highest number this casebook ever gave (AUTOINCREMENT's), or -1. */
static int64_t highest_number(struct lr_casebook *cb)
{
	sqlite3_stmt *s = lr_cbdb_stmt(cb, ST_SEQUENCE);
	if (!s)
		return -1;
	int rc = sqlite3_step(s);
	int64_t seq = rc == SQLITE_ROW ? sqlite3_column_int64(s, 0) : 0;
	sqlite3_reset(s);
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? seq : -1;
}

/* Case ID (a number) or the number of the case with uid UID: 1 found
 * (*ID set), 0 none, -1 error. */
static int find_uid(struct lr_casebook *cb, const char *uid, int64_t *id)
{
	sqlite3_stmt *s = lr_cbdb_stmt(cb, ST_UID_EXISTS);
	if (!s)
		return -1;
	sqlite3_bind_text(s, 1, uid, -1, SQLITE_TRANSIENT);
	int rc = sqlite3_step(s);
	if (rc == SQLITE_ROW)
		*id = sqlite3_column_int64(s, 0);
	sqlite3_reset(s);
	return rc == SQLITE_ROW ? 1 : rc == SQLITE_DONE ? 0 : -1;
}

/* Keep C beside case ID as a version of another casebook. */
static int keep_conflict(struct lr_casebook *cb, int64_t id,
			 const struct lr_case *c)
{
	char *json = lr_cbdb_case_json(c);
	sqlite3_stmt *s = json ? lr_cbdb_stmt(cb, ST_CONFLICT_ADD) : NULL;
	if (!s) {
		free(json);
		return -1;
	}
	sqlite3_bind_int64(s, 1, id);
	sqlite3_bind_text(s, 2, c->checksum, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(s, 3, json, -1, free);
	sqlite3_bind_int64(s, 4, lr_cbdb_now());
	int rc = sqlite3_step(s);
	sqlite3_reset(s);
	return rc == SQLITE_DONE ? 0 : -1;
}

int lr_casebook_import(struct lr_casebook *cb, struct lr_case *c,
		       enum lr_import_result *result, char *err, size_t errlen)
{
	*result = LR_IMPORT_SAME;
	if (!c->uid) {
		snprintf(err, errlen, _("a case to import needs its uid"));
		return LR_CASEBOOK_FAIL;
	}
	if (lr_case_check(c, err, errlen) < 0)
		return LR_CASEBOOK_REFUSED;
	lr_case_checksum(c, c->checksum);
	int rc = lr_cbdb_begin(cb, err, errlen);
	if (rc != LR_CASEBOOK_OK)
		return rc;
	int64_t here_id = 0;
	int found = find_uid(cb, c->uid, &here_id);
	if (found < 0)
		return lr_cbdb_rollback(cb, _("cannot read"), err, errlen);
	if (!found) {
		/* its number, if this casebook never gave it: a number once
		 * given here is never given again */
		int64_t highest = highest_number(cb);
		if (highest < 0)
			return lr_cbdb_rollback(cb, _("cannot read"), err, errlen);
		if (c->id <= highest)
			c->id = 0;
		if (lr_cbdb_insert_case(cb, c) < 0)
			return lr_cbdb_rollback(cb, _("cannot import the case"),
						err, errlen);
		*result = LR_IMPORT_ADDED;
		return lr_cbdb_commit(cb, err, errlen);
	}
	struct lr_case here;
	char why[512];
	rc = lr_casebook_get(cb, here_id, &here, why, sizeof why);
	if (rc != LR_CASEBOOK_OK && rc != LR_CASEBOOK_DAMAGED) {
		snprintf(err, errlen, "%s", why);
		lr_case_clear(&here);
		if (!cb->batch)
			lr_cbdb_run(cb, ST_ROLLBACK);
		return rc;
	}
	c->id = here_id;
	bool write = false;
	if (here.damaged) {
		/* a damaged case is made whole again by the other casebook's */
		write = true;
		*result = LR_IMPORT_UPDATED;
	} else if (!strcmp(here.checksum, c->checksum)) {
		*result = LR_IMPORT_SAME;
	} else if (lr_cbdb_ancestry_has(c->ancestry, here.checksum)) {
		/* edited there only: taken, remembering both histories */
		char *joined = lr_cbdb_ancestry_join(c->ancestry, here.ancestry);
		if (!joined) {
			lr_case_clear(&here);
			snprintf(err, errlen, _("out of memory"));
			if (!cb->batch)
				lr_cbdb_run(cb, ST_ROLLBACK);
			return LR_CASEBOOK_FAIL;
		}
		free(c->ancestry);
		c->ancestry = joined;
		write = true;
		*result = LR_IMPORT_UPDATED;
	} else if (lr_cbdb_ancestry_has(here.ancestry, c->checksum)) {
		*result = LR_IMPORT_OLDER;	/* edited here only: kept */
	} else {
		*result = LR_IMPORT_CONFLICT;
		if (keep_conflict(cb, here_id, c) < 0) {
			lr_case_clear(&here);
			return lr_cbdb_rollback(cb, _("cannot import the case"),
						err, errlen);
		}
	}
	lr_case_clear(&here);
	if (write && lr_cbdb_rewrite_case(cb, c) < 0)
		return lr_cbdb_rollback(cb, _("cannot import the case"), err,
					errlen);
	return lr_cbdb_commit(cb, err, errlen);
}
