/* liuren - casebook_db.c: the casebook's SQLite connection: the
 * identity check (foreign and newer files are refused untouched),
 * prepared statements, transactions, error messages and closing. Opening
 * a file (with its backup and migration) is casebook_open.c, above it.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "casebook/casebook_db.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "liuren/i18n.h"
#include "liuren/quote.h"

static const char *const stmt_sql[ST_COUNT] = {
	[ST_BEGIN] = "BEGIN IMMEDIATE",
	[ST_COMMIT] = "COMMIT",
	[ST_ROLLBACK] = "ROLLBACK",
	[ST_INSERT] = "INSERT INTO cases (" CASE_COLUMNS ") VALUES (?1, ?2, "
		"?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, "
		"?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26, ?27, ?28, ?29, "
		"?30, ?31)",
	[ST_INSERT_TAG] = "INSERT OR IGNORE INTO case_tags (case_id, tag) "
		"VALUES (?1, ?2)",
	[ST_INSERT_PATTERN] = "INSERT INTO case_patterns (case_id, seq, name) "
		"VALUES (?1, ?2, ?3)",
	[ST_TAGS] = "SELECT tag FROM case_tags WHERE case_id = ?1 ORDER BY tag",
	[ST_PATTERNS] = "SELECT name FROM case_patterns WHERE case_id = ?1 "
		"ORDER BY seq",
	[ST_UID_EXISTS] = "SELECT id FROM cases WHERE uid = ?1",
	[ST_ID_EXISTS] = "SELECT 1 FROM cases WHERE id = ?1",
	[ST_GET] = "SELECT " CASE_COLUMNS " FROM cases WHERE id = ?1",
	/* the same parameters as ST_INSERT */
	[ST_UPDATE] = "UPDATE cases SET (uid, kind, moment, zone, lon, lat, "
		"asked, day, hour, general, notation, settings, birth, sex, "
		"xingnian, question, judgment, notes, outcome, outcome_date, "
		"verdict, title, fingerprint, created, updated, husband_xingnian, "
		"wife_xingnian, ask, ancestry, seal) = (?2, ?3, ?4, ?5, ?6, ?7, "
		"?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, "
		"?21, ?22, ?23, ?24, ?25, ?26, ?27, ?28, ?29, ?30, ?31) "
		"WHERE id = ?1",
	[ST_DELETE_TAGS] = "DELETE FROM case_tags WHERE case_id = ?1",
	[ST_DELETE_PATTERNS] = "DELETE FROM case_patterns WHERE case_id = ?1",
	[ST_DELETE] = "DELETE FROM cases WHERE id = ?1",
	[ST_CONFLICT_COUNT] = "SELECT count(*) FROM case_conflicts "
		"WHERE case_id = ?1",
	[ST_CONFLICT_ADD] = "INSERT OR IGNORE INTO case_conflicts (case_id, "
		"checksum, version, found) VALUES (?1, ?2, ?3, ?4)",
	[ST_CONFLICTS] = "SELECT version, checksum FROM case_conflicts "
		"WHERE case_id = ?1 ORDER BY found, checksum",
	[ST_CONFLICTS_DROP] = "DELETE FROM case_conflicts WHERE case_id = ?1",
	[ST_SEQUENCE] = "SELECT seq FROM sqlite_sequence WHERE name = 'cases'",
	[ST_SEAL] = "UPDATE cases SET seal = ?2 WHERE id = ?1",
};


/* The one-line message for the last error on CB's database; the status
 * it means. */
int lr_cbdb_error(struct lr_casebook *cb, const char *what, char *err,
		    size_t errlen)
{
	int code = sqlite3_errcode(cb->db) & 0xff;
	if (code == SQLITE_CORRUPT || code == SQLITE_NOTADB) {
		snprintf(err, errlen, _("casebook '%s' is damaged (%s); it was "
			 "left unchanged"), cb->path, sqlite3_errmsg(cb->db));
		return LR_CASEBOOK_REFUSED;
	}
	if (code == SQLITE_READONLY || code == SQLITE_CANTOPEN ||
	    code == SQLITE_PERM || code == SQLITE_AUTH) {
		snprintf(err, errlen, _("casebook '%s' cannot be written (the "
			 "file or its directory is read-only); nothing was "
			 "changed"), cb->path);
		return LR_CASEBOOK_FAIL;
	}
	if (code == SQLITE_FULL) {
		snprintf(err, errlen, _("casebook '%s': the disk is full; nothing "
			 "was changed"), cb->path);
		return LR_CASEBOOK_FAIL;
	}
	if (code == SQLITE_BUSY || code == SQLITE_LOCKED) {
		snprintf(err, errlen, _("casebook '%s' is busy: another program "
			 "is writing it; nothing was written, try again"),
			 cb->path);
		return LR_CASEBOOK_BUSY;
	}
	snprintf(err, errlen, _("casebook '%s': %s: %s"), cb->path, what,
		 sqlite3_errmsg(cb->db));
	return LR_CASEBOOK_FAIL;
}

sqlite3_stmt *lr_cbdb_stmt(struct lr_casebook *cb, enum stmt_id id)
{
	if (!cb->stmt[id] &&
	    sqlite3_prepare_v3(cb->db, stmt_sql[id], -1, SQLITE_PREPARE_PERSISTENT,
			       &cb->stmt[id], NULL) != SQLITE_OK)
		return NULL;
	sqlite3_reset(cb->stmt[id]);
	sqlite3_clear_bindings(cb->stmt[id]);
	return cb->stmt[id];
}

/* Run a statement without results. Returns SQLITE_DONE on success. */
int lr_cbdb_run(struct lr_casebook *cb, enum stmt_id id)
{
	sqlite3_stmt *s = lr_cbdb_stmt(cb, id);
	if (!s)
		return SQLITE_ERROR;
	int rc = sqlite3_step(s);
	sqlite3_reset(s);
	return rc == SQLITE_ROW ? SQLITE_DONE : rc;
}

int lr_cbdb_begin(struct lr_casebook *cb, char *err, size_t errlen)
{
	if (cb->batch)
		return LR_CASEBOOK_OK;
	if (cb->readonly) {
		snprintf(err, errlen, _("casebook '%s' was opened to read only"),
			 cb->path);
		return LR_CASEBOOK_FAIL;
	}
	if (lr_cbdb_run(cb, ST_BEGIN) != SQLITE_DONE)
		return lr_cbdb_error(cb, _("cannot start writing"), err, errlen);
	return LR_CASEBOOK_OK;
}

int lr_cbdb_commit(struct lr_casebook *cb, char *err, size_t errlen)
{
	if (cb->batch)
		return LR_CASEBOOK_OK;
	if (lr_cbdb_run(cb, ST_COMMIT) != SQLITE_DONE) {
		int rc = lr_cbdb_error(cb, _("cannot save"), err, errlen);
		lr_cbdb_run(cb, ST_ROLLBACK);
		return rc;
	}
	return LR_CASEBOOK_OK;
}

/* Undo the open transaction after an error; returns the error's status. */
int lr_cbdb_rollback(struct lr_casebook *cb, const char *what, char *err,
		    size_t errlen)
{
	int rc = lr_cbdb_error(cb, what, err, errlen);
	if (!sqlite3_get_autocommit(cb->db))
		lr_cbdb_run(cb, ST_ROLLBACK);
	cb->batch = false;	/* a batch is undone as a whole */
	return rc;
}

int lr_casebook_batch_begin(struct lr_casebook *cb, char *err, size_t errlen)
{
	int rc = lr_cbdb_begin(cb, err, errlen);
	if (rc == LR_CASEBOOK_OK)
		cb->batch = true;
	return rc;
}

int lr_casebook_batch_end(struct lr_casebook *cb, bool keep, char *err,
			  size_t errlen)
{
	if (!cb->batch)
		return keep ? LR_CASEBOOK_FAIL : LR_CASEBOOK_OK;
	cb->batch = false;
	if (!keep) {
		lr_cbdb_run(cb, ST_ROLLBACK);
		return LR_CASEBOOK_OK;
	}
	return lr_cbdb_commit(cb, err, errlen);
}

int64_t lr_cbdb_now(void)
{
	return (int64_t)time(NULL);
}

int lr_cbdb_pragma_int(sqlite3 *db, const char *sql, int *out)
{
	sqlite3_stmt *s;
	if (sqlite3_prepare_v2(db, sql, -1, &s, NULL) != SQLITE_OK)
		return -1;
	int rc = sqlite3_step(s);
	if (rc == SQLITE_ROW)
		*out = sqlite3_column_int(s, 0);
	sqlite3_finalize(s);
	return rc == SQLITE_ROW ? 0 : -1;
}

/* Is this a casebook, a file to start one in, or neither? Looks at the
 * database header and schema only; writes nothing. */
int lr_cbdb_check_identity(struct lr_casebook *cb, int *version, char *err,
			   size_t errlen)
{
	int app = 0, objects = 0;
	if (lr_cbdb_pragma_int(cb->db, "PRAGMA application_id", &app) < 0 ||
	    lr_cbdb_pragma_int(cb->db, "PRAGMA user_version", version) < 0 ||
	    lr_cbdb_pragma_int(cb->db, "SELECT count(*) FROM sqlite_schema", &objects) < 0)
		return lr_cbdb_error(cb, _("cannot read"), err, errlen);
	if (app != (int)LR_CASEBOOK_APP_ID && (app != 0 || objects > 0)) {
		snprintf(err, errlen, _("'%s' is not a liuren casebook (an SQLite "
			 "database of another program); it was left unchanged"),
			 cb->path);
		return LR_CASEBOOK_REFUSED;
	}
	/* a version this program never wrote: newer, or none at all
	 * (negative, or a schema without one) */
	if (*version < 0 || *version > LR_CASEBOOK_SCHEMA ||
	    (*version == 0 && objects > 0)) {
		snprintf(err, errlen, _("casebook '%s' has schema version %d, "
			 "which this liuren does not know (it reads versions 1 "
			 "to %d); it was left unchanged"), cb->path, *version,
			 LR_CASEBOOK_SCHEMA);
		return LR_CASEBOOK_REFUSED;
	}
	return LR_CASEBOOK_OK;
}

void lr_casebook_close(struct lr_casebook *cb)
{
	if (!cb)
		return;
	for (int i = 0; i < ST_COUNT; i++)
		sqlite3_finalize(cb->stmt[i]);
	sqlite3_close(cb->db);
	/* closed only after SQLite's own descriptor: closing any descriptor
	 * of the file drops the process's POSIX locks on it */
	if (cb->lock_fd >= 0)
		close(cb->lock_fd);
	free(cb);
}

void lr_casebook_set_wait(struct lr_casebook *cb, int ms)
{
	sqlite3_busy_timeout(cb->db, ms > 0 ? ms : 0);
}

bool lr_casebook_has_fts(const struct lr_casebook *cb)
{
	return cb->fts;
}

