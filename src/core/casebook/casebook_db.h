/* liuren - casebook_db.h: the casebook's SQLite file as the casebook
 * modules share it: the open database, its prepared statements, its
 * transactions and the one-line messages of its errors. Only
 * src/core/casebook/casebook.c and casebook_db.c use this header; callers
 * use liuren/casebook.h. casebook_db.c owns opening, checking, the schema
 * and its migrations; casebook.c the cases read and written.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_CASEBOOK_DB_H
#define LIUREN_CASEBOOK_DB_H

#include <sqlite3.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "liuren/casebook.h"

/* The statements used often, prepared once. */
enum stmt_id {
	ST_BEGIN, ST_COMMIT, ST_ROLLBACK,
	ST_INSERT, ST_INSERT_TAG, ST_INSERT_PATTERN,
	ST_TAGS, ST_PATTERNS, ST_UID_EXISTS, ST_ID_EXISTS,
	ST_SET_JUDGMENT, ST_SET_NOTES, ST_SET_OUTCOME, ST_SET_OUTCOME_DATE,
	ST_SET_QUESTION, ST_SET_VERDICT, ST_DELETE_TAG, ST_TOUCH, ST_DELETE,
	ST_COUNT
};

#define CASE_COLUMNS \
	"id, uid, kind, moment, zone, lon, lat, asked, day, hour, general, " \
	"notation, settings, birth, sex, xingnian, question, judgment, notes, " \
	"outcome, outcome_date, verdict, title, fingerprint, created, updated, " \
	"husband_xingnian, wife_xingnian, ask"

struct lr_casebook {
	sqlite3 *db;
	char path[4096];
	bool fts;
	bool batch;		/* inside lr_casebook_batch_begin() */
	bool checked;		/* PRAGMA quick_check passed (before a write) */
	bool readonly;		/* opened by lr_casebook_open_read() */
	int lock_fd;		/* held over creation, closed last; or -1 */
	sqlite3_stmt *stmt[ST_COUNT];
};

/* The one-line message for the last error on CB's database (WHAT was
 * being done) into ERR; returns the status it means (damage:
 * LR_CASEBOOK_REFUSED, busy and the rest: LR_CASEBOOK_FAIL). */
int lr_cbdb_error(struct lr_casebook *cb, const char *what, char *err,
		  size_t errlen);
/* Statement ID, prepared once, reset and unbound; NULL on error. */
sqlite3_stmt *lr_cbdb_stmt(struct lr_casebook *cb, enum stmt_id id);
/* Run statement ID without results; SQLITE_DONE on success. */
int lr_cbdb_run(struct lr_casebook *cb, enum stmt_id id);
/* BEGIN IMMEDIATE / COMMIT (nothing inside a batch); statuses. The
 * first BEGIN on a connection checks the whole file (PRAGMA quick_check)
 * and refuses a damaged one before anything is written. */
int lr_cbdb_begin(struct lr_casebook *cb, char *err, size_t errlen);
int lr_cbdb_commit(struct lr_casebook *cb, char *err, size_t errlen);
/* Undo the open transaction (and a batch) after an error; returns the
 * error's status with its message in ERR. */
int lr_cbdb_rollback(struct lr_casebook *cb, const char *what, char *err,
		     size_t errlen);
/* Seconds since the epoch, now. */
int64_t lr_cbdb_now(void);

#endif
