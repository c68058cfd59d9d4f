/* liuren - casebook_db.c: the casebook's SQLite file: opening and
 * checking it (foreign, damaged and newer files are refused untouched),
 * the schema and its migrations, prepared statements, transactions and
 * error messages.
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

/* How long a writer waits for another one to finish. */
enum { BUSY_TIMEOUT_MS = 5000 };

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

static int pragma_int(sqlite3 *db, const char *sql, int *out)
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
	if (pragma_int(cb->db, "PRAGMA application_id", &app) < 0 ||
	    pragma_int(cb->db, "PRAGMA user_version", version) < 0 ||
	    pragma_int(cb->db, "SELECT count(*) FROM sqlite_schema", &objects) < 0)
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

/* Check the first bytes of an existing file before SQLite opens it: a
 * file that is not an SQLite database, or is another program's, is
 * never handed to SQLite (which could write a journal beside it). */
static int check_file(const char *path, char *err, size_t errlen)
{
	/* never waits: a FIFO or a device is refused, not opened for good */
	int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
	if (fd < 0) {
		snprintf(err, errlen, _("casebook '%s': %s"), path, strerror(errno));
		return LR_CASEBOOK_FAIL;
	}
	struct stat st;
	unsigned char head[100];
	ssize_t n = 0;
	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode))
		n = read(fd, head, sizeof head);
	else
		n = -2;
	close(fd);
	if (n == -2) {
		snprintf(err, errlen, _("casebook '%s' is not a regular file; it "
			 "was left unchanged"), path);
		return LR_CASEBOOK_REFUSED;
	}
	if (n == 0)
		return LR_CASEBOOK_OK;	/* empty: a casebook not yet begun */
	if (n < (ssize_t)sizeof head || memcmp(head, "SQLite format 3", 16)) {
		snprintf(err, errlen, _("'%s' is not a liuren casebook (not an "
			 "SQLite database); it was left unchanged"), path);
		return LR_CASEBOOK_REFUSED;
	}
	uint32_t app = (uint32_t)head[68] << 24 | (uint32_t)head[69] << 16 |
		       (uint32_t)head[70] << 8 | head[71];
	if (app != 0 && app != LR_CASEBOOK_APP_ID) {
		snprintf(err, errlen, _("'%s' is not a liuren casebook (an SQLite "
			 "database of another program); it was left unchanged"),
			 path);
		return LR_CASEBOOK_REFUSED;
	}
	return LR_CASEBOOK_OK;
}

/* mkdir -p the directory part of PATH. */
static int make_dirs(const char *path, char *err, size_t errlen)
{
	char dir[4096];
	snprintf(dir, sizeof dir, "%s", path);
	char *slash = strrchr(dir, '/');
	if (!slash || slash == dir)
		return 0;
	*slash = '\0';
	for (char *p = dir + 1; ; p++) {
		if (*p == '/' || *p == '\0') {
			char c = *p;
			*p = '\0';
			if (mkdir(dir, 0700) < 0 && errno != EEXIST) {
				snprintf(err, errlen, _("cannot make directory '%s': %s"),
					 dir, strerror(errno));
				return -1;
			}
			*p = c;
			if (!c)
				break;
		}
	}
	return 0;
}

/* The identity of the file, read in one read transaction, so a writer
 * creating the schema at the same moment is seen wholly or not at all. */
static int read_identity(struct lr_casebook *cb, int *version, char *err,
			 size_t errlen)
{
	if (sqlite3_exec(cb->db, "BEGIN", NULL, NULL, NULL) != SQLITE_OK)
		return lr_cbdb_error(cb, _("cannot read"), err, errlen);
	int rc = lr_cbdb_check_identity(cb, version, err, errlen);
	sqlite3_exec(cb->db, "COMMIT", NULL, NULL, NULL);
	return rc;
}

/* "file:PATH?immutable=1" with the characters a URI reserves escaped. */
static void immutable_uri(const char *path, char *buf, size_t len)
{
	size_t used = (size_t)snprintf(buf, len, "file:");
	for (const unsigned char *p = (const unsigned char *)path;
	     *p && used + 4 < len; p++) {
		if (*p == '%' || *p == '?' || *p == '#' || *p <= ' ' || *p >= 0x7f)
			used += (size_t)snprintf(buf + used, len - used, "%%%02X", *p);
		else
			buf[used++] = (char)*p;
	}
	snprintf(buf + used, len - used, "?immutable=1");
}

/* Can files be made beside PATH (its -wal and -shm)? */
static bool dir_writable(const char *path)
{
	char dir[4096];
	snprintf(dir, sizeof dir, "%s", path);
	char *slash = strrchr(dir, '/');
	if (!slash)
		snprintf(dir, sizeof dir, ".");
	else if (slash == dir)
		dir[1] = '\0';
	else
		*slash = '\0';
	return access(dir, W_OK) == 0;
}

enum open_mode { OPEN_READ, OPEN_WRITE, OPEN_CREATE };

static int open_casebook(const char *path, enum open_mode mode,
			 bool create_dirs, struct lr_casebook **out, char *err,
			 size_t errlen)
{
	*out = NULL;
	struct stat st;
	bool exists = stat(path, &st) == 0;
	if (exists && !S_ISREG(st.st_mode)) {
		snprintf(err, errlen, _("casebook '%s' is not a regular file; it "
			 "was left unchanged"), path);
		return LR_CASEBOOK_REFUSED;
	}
	if (!exists && mode != OPEN_CREATE) {
		snprintf(err, errlen, _("no casebook at '%s' yet"), path);
		return LR_CASEBOOK_MISSING;
	}
	if (exists) {
		int rc = check_file(path, err, errlen);
		if (rc != LR_CASEBOOK_OK)
			return rc;
		if (mode == OPEN_READ && st.st_size == 0) {
			/* a casebook not yet begun: its schema comes from a
			 * command that writes */
			snprintf(err, errlen, _("no casebook at '%s' yet"), path);
			return LR_CASEBOOK_MISSING;
		}
	} else if (create_dirs && make_dirs(path, err, errlen) < 0) {
		return LR_CASEBOOK_FAIL;
	}
	struct lr_casebook *cb = calloc(1, sizeof *cb);
	if (!cb) {
		snprintf(err, errlen, _("out of memory"));
		return LR_CASEBOOK_FAIL;
	}
	cb->lock_fd = -1;
	cb->readonly = mode == OPEN_READ;
	snprintf(cb->path, sizeof cb->path, "%s", path);
	/* writers make and check the schema one at a time: an exclusive
	 * lock (flock, apart from SQLite's own locks) over creation, the
	 * identity check and migration, so a second writer never sees a
	 * file half begun */
	if (mode != OPEN_READ) {
		cb->lock_fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK |
				   O_NOCTTY | (mode == OPEN_CREATE ? O_CREAT : 0),
				   0644);
		struct stat lst;
		if (cb->lock_fd >= 0 && (fstat(cb->lock_fd, &lst) < 0 ||
					 !S_ISREG(lst.st_mode))) {
			snprintf(err, errlen, _("casebook '%s' is not a regular "
				 "file; it was left unchanged"), path);
			lr_casebook_close(cb);
			return LR_CASEBOOK_REFUSED;
		}
		if (cb->lock_fd < 0 || flock(cb->lock_fd, LOCK_EX) < 0) {
			snprintf(err, errlen, _("casebook '%s': %s"), path,
				 strerror(errno));
			lr_casebook_close(cb);
			return LR_CASEBOOK_FAIL;
		}
	}
	/* a reader in a directory it cannot write opens the file as
	 * immutable (no -wal or -shm can be made there); elsewhere as a
	 * writer would, so the last one to close leaves no -wal or -shm */
	char uri[3 * 4096 + 32];
	bool immutable = mode == OPEN_READ && !dir_writable(path);
	int flags = SQLITE_OPEN_NOMUTEX;
	if (immutable) {
		immutable_uri(path, uri, sizeof uri);
		flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI;
	} else {
		flags |= SQLITE_OPEN_READWRITE;
	}
	if (sqlite3_open_v2(immutable ? uri : path, &cb->db, flags, NULL) !=
	    SQLITE_OK) {
		int rc = cb->db ? lr_cbdb_error(cb, _("cannot open"), err, errlen)
				: LR_CASEBOOK_FAIL;
		if (!cb->db)
			snprintf(err, errlen, _("out of memory"));
		lr_casebook_close(cb);
		return rc;
	}
	sqlite3_busy_timeout(cb->db, BUSY_TIMEOUT_MS);
	sqlite3_extended_result_codes(cb->db, 0);
	/* the search index's tokenizer, before any statement touches it */
	lr_cbdb_register_tokenizer(cb->db);
	int version = 0;
	int rc = read_identity(cb, &version, err, errlen);
	if (rc == LR_CASEBOOK_OK && mode == OPEN_READ && version == 0) {
		snprintf(err, errlen, _("no casebook at '%s' yet"), path);
		rc = LR_CASEBOOK_MISSING;
	}
	if (rc != LR_CASEBOOK_OK) {
		lr_casebook_close(cb);
		return rc;
	}
	if (mode == OPEN_READ && version < LR_CASEBOOK_SCHEMA) {
		/* an older casebook is brought up to date first (after a
		 * backup), by a connection that may write */
		lr_casebook_close(cb);
		rc = open_casebook(path, OPEN_WRITE, false, out, err, errlen);
		if (rc == LR_CASEBOOK_OK)
			(*out)->readonly = true;
		else if (rc == LR_CASEBOOK_FAIL && !dir_writable(path)) {
			snprintf(err, errlen, _("casebook '%s' is of schema version "
				 "%d and must be brought up to date (version %d) "
				 "by a command that can write it, but its directory "
				 "is read-only"), path, version, LR_CASEBOOK_SCHEMA);
		}
		return rc;
	}
	if (mode != OPEN_READ) {
		/* WAL: readers never wait for the writer; FULL: a case whose
		 * add returned is on disk. */
		char jmode[16] = "";
		sqlite3_stmt *s;
		if (sqlite3_prepare_v2(cb->db, "PRAGMA journal_mode = WAL", -1, &s,
				       NULL) == SQLITE_OK) {
			if (sqlite3_step(s) == SQLITE_ROW)
				snprintf(jmode, sizeof jmode, "%s",
					 (const char *)sqlite3_column_text(s, 0));
			sqlite3_finalize(s);
		}
		if (strcmp(jmode, "wal") ||
		    sqlite3_exec(cb->db, "PRAGMA synchronous = FULL", NULL, NULL,
				 NULL) != SQLITE_OK) {
			rc = lr_cbdb_error(cb, _("cannot set up"), err, errlen);
			lr_casebook_close(cb);
			return rc;
		}
	}
	if (version < LR_CASEBOOK_SCHEMA) {
		/* a casebook with cases is kept as it was before it changes */
		if (version > 0)
			rc = lr_casebook_backup_rotate(cb, err, errlen);
		if (rc == LR_CASEBOOK_OK)
			rc = lr_cbdb_migrate(cb, err, errlen);
		if (rc != LR_CASEBOOK_OK) {
			lr_casebook_close(cb);
			return rc;
		}
	}
	if (sqlite3_exec(cb->db, "PRAGMA foreign_keys = ON", NULL, NULL,
			 NULL) != SQLITE_OK) {
		rc = lr_cbdb_error(cb, _("cannot set up"), err, errlen);
		lr_casebook_close(cb);
		return rc;
	}
	if (cb->lock_fd >= 0)
		flock(cb->lock_fd, LOCK_UN);	/* the fd stays open: see close */
	int has = 0;
	if (pragma_int(cb->db, "SELECT count(*) FROM sqlite_schema WHERE "
		       "name = 'case_text'", &has) < 0) {
		rc = lr_cbdb_error(cb, _("cannot read"), err, errlen);
		lr_casebook_close(cb);
		return rc;
	}
	cb->fts = has > 0;
	*out = cb;
	return LR_CASEBOOK_OK;
}

int lr_casebook_open(const char *path, bool create, bool create_dirs,
		     struct lr_casebook **out, char *err, size_t errlen)
{
	return open_casebook(path, create ? OPEN_CREATE : OPEN_WRITE,
			     create_dirs, out, err, errlen);
}

int lr_casebook_open_read(const char *path, struct lr_casebook **out,
			  char *err, size_t errlen)
{
	return open_casebook(path, OPEN_READ, false, out, err, errlen);
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

