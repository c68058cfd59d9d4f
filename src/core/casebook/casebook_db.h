/* liuren - casebook_db.h: the casebook's SQLite file as the casebook
 * modules share it: the open database, its prepared statements, its
 * transactions and the one-line messages of its errors. Only
 * src/core/casebook/casebook.c and casebook_db.c use this header; callers
 * use liuren/casebook.h. casebook_db.c owns opening, the schema and its
 * migrations; casebook_rw.c the cases read and written; casebook_sync.c
 * imports; casebook_check.c the whole-file check and backups;
 * case_hash.c checksums; casebook_fts.c the search index's tokenizer.
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
	ST_TAGS, ST_PATTERNS, ST_UID_EXISTS, ST_ID_EXISTS, ST_GET,
	ST_UPDATE, ST_DELETE_TAGS, ST_DELETE_PATTERNS, ST_DELETE,
	ST_CONFLICT_COUNT, ST_CONFLICT_ADD, ST_CONFLICTS, ST_CONFLICTS_DROP,
	ST_SEQUENCE, ST_SEAL, ST_COUNT
};

#define CASE_COLUMNS \
	"id, uid, kind, moment, zone, lon, lat, asked, day, hour, general, " \
	"notation, settings, birth, sex, xingnian, question, judgment, notes, " \
	"outcome, outcome_date, verdict, title, fingerprint, created, updated, " \
	"husband_xingnian, wife_xingnian, ask, ancestry, seal"

struct lr_casebook {
	sqlite3 *db;
	char path[4096];
	bool fts;
	bool batch;		/* inside lr_casebook_batch_begin() */
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
/* BEGIN IMMEDIATE / COMMIT (nothing inside a batch); statuses. */
int lr_cbdb_begin(struct lr_casebook *cb, char *err, size_t errlen);
int lr_cbdb_commit(struct lr_casebook *cb, char *err, size_t errlen);
/* Undo the open transaction (and a batch) after an error; returns the
 * error's status with its message in ERR. */
int lr_cbdb_rollback(struct lr_casebook *cb, const char *what, char *err,
		     size_t errlen);
/* Seconds since the epoch, now. */
int64_t lr_cbdb_now(void);

/* The integer one row of SQL (a PRAGMA, a count) answers, into *OUT;
 * -1 when it cannot be read. */
int lr_cbdb_pragma_int(sqlite3 *db, const char *sql, int *out);

/* Make the directories above the file PATH (mode 0700) that are not
 * there; 0, or -1 with the message in ERR (casebook_open.c; the
 * practice file beside the casebook uses it too). */
int lr_cbdb_make_dirs(const char *path, char *err, size_t errlen);

/* Is the open file a casebook (or empty, to begin one), of a version
 * this program reads? *VERSION gets its schema version (casebook_db.c). */
int lr_cbdb_check_identity(struct lr_casebook *cb, int *version, char *err,
			   size_t errlen);
/* Bring the schema up to LR_CASEBOOK_SCHEMA (casebook_schema.c). */
int lr_cbdb_migrate(struct lr_casebook *cb, char *err, size_t errlen);
/* A SELECT of the counts of `case stats` (kind, name, cases, right,
 * wrong) counted afresh from the cases. */
extern const char lr_cbdb_recount_sql[];

/* SHA-256 of DATA as 64 hexadecimal digits (case_hash.c). */
void lr_cbdb_sha256(const void *data, size_t len,
		    char out[LR_CASE_CHECKSUM_SIZE]);
/* The seal a row keeps: SHA-256 of its number and its checksum, so a
 * case moved to another number is found out too. */
void lr_cbdb_seal(int64_t id, const char *checksum,
		  char out[LR_CASE_CHECKSUM_SIZE]);

/* Make the "liuren" tokenizer known to DB (casebook_fts.c); -1 when the
 * library has no FTS5. */
int lr_cbdb_register_tokenizer(sqlite3 *db);

/* Read the row S stands on (CASE_COLUMNS) into C with its tags and 課體;
 * with VERIFY, a row failing its seal comes back DAMAGED with no texts.
 * Returns 0, or -1 when it could not be read (SQLite's error). */
int lr_cbdb_read_case(struct lr_casebook *cb, sqlite3_stmt *s,
		      struct lr_case *c, bool verify);
/* Insert C (its number when C->id > 0) with its tags, 課體, ancestry
 * and seal, inside an open transaction; 0 or -1. */
int lr_cbdb_insert_case(struct lr_casebook *cb, struct lr_case *c);
/* Write C's fields over the row of C->id (a case there already) with its
 * tags, ancestry and seal, inside an open transaction; 0 or -1. */
int lr_cbdb_rewrite_case(struct lr_casebook *cb, struct lr_case *c);
/* ANCESTRY with the checksums of EXTRA (blank-separated) put first,
 * each once, at most LR_CASE_ANCESTRY_MAX; NULL out of memory. */
char *lr_cbdb_ancestry_join(const char *extra, const char *ancestry);
/* Does the blank-separated LIST hold CHECKSUM? */
bool lr_cbdb_ancestry_has(const char *list, const char *checksum);

/* One case as a JSON object (the members of an export), malloc'd
 * (casebook_json.c): how a conflicting version is kept. */
char *lr_cbdb_case_json(const struct lr_case *c);
/* Read back what lr_cbdb_case_json wrote into C; 0 or -1. */
int lr_cbdb_case_from_json(const char *json, struct lr_case *c);

#endif
