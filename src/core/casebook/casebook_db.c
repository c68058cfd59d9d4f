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
		"?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26, ?27, ?28, ?29)",
	[ST_INSERT_TAG] = "INSERT OR IGNORE INTO case_tags (case_id, tag) "
		"VALUES (?1, ?2)",
	[ST_INSERT_PATTERN] = "INSERT INTO case_patterns (case_id, seq, name) "
		"VALUES (?1, ?2, ?3)",
	[ST_TAGS] = "SELECT tag FROM case_tags WHERE case_id = ?1 ORDER BY tag",
	[ST_PATTERNS] = "SELECT name FROM case_patterns WHERE case_id = ?1 "
		"ORDER BY seq",
	[ST_UID_EXISTS] = "SELECT id FROM cases WHERE uid = ?1",
	[ST_ID_EXISTS] = "SELECT 1 FROM cases WHERE id = ?1",
	[ST_SET_JUDGMENT] = "UPDATE cases SET judgment = ?2, updated = ?3 "
		"WHERE id = ?1",
	[ST_SET_NOTES] = "UPDATE cases SET notes = ?2, updated = ?3 WHERE id = ?1",
	[ST_SET_OUTCOME] = "UPDATE cases SET outcome = ?2, updated = ?3 "
		"WHERE id = ?1",
	[ST_SET_OUTCOME_DATE] = "UPDATE cases SET outcome_date = ?2, "
		"updated = ?3 WHERE id = ?1",
	[ST_SET_QUESTION] = "UPDATE cases SET question = ?2, updated = ?3 "
		"WHERE id = ?1",
	[ST_SET_VERDICT] = "UPDATE cases SET verdict = ?2, updated = ?3 "
		"WHERE id = ?1",
	[ST_DELETE_TAG] = "DELETE FROM case_tags WHERE case_id = ?1 AND tag = ?2",
	[ST_TOUCH] = "UPDATE cases SET updated = ?2 WHERE id = ?1",
	[ST_DELETE] = "DELETE FROM cases WHERE id = ?1",
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
	if (code == SQLITE_BUSY || code == SQLITE_LOCKED) {
		snprintf(err, errlen, _("casebook '%s' is busy: another program "
			 "kept it locked for %d s; nothing was written, try "
			 "again"), cb->path, BUSY_TIMEOUT_MS / 1000);
		return LR_CASEBOOK_FAIL;
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

/* Is the whole file sound? Every page of every table and index is read
 * (PRAGMA quick_check: the b-trees, their cells, overflow chains and
 * the free list), inside the write transaction, so nothing is written
 * into a damaged file. */
static int check_sound(struct lr_casebook *cb, char *err, size_t errlen)
{
	sqlite3_stmt *s;
	if (sqlite3_prepare_v2(cb->db, "PRAGMA quick_check(1)", -1, &s,
			       NULL) != SQLITE_OK)
		return lr_cbdb_error(cb, _("cannot check"), err, errlen);
	int rc = sqlite3_step(s);
	const char *answer = rc == SQLITE_ROW ?
		(const char *)sqlite3_column_text(s, 0) : NULL;
	if (answer && !strcmp(answer, "ok")) {
		sqlite3_finalize(s);
		return LR_CASEBOOK_OK;
	}
	int status;
	if (answer) {
		char shown[LR_QUOTE_SIZE];
		snprintf(err, errlen, _("casebook '%s' is damaged (%s); it was "
			 "left unchanged"), cb->path,
			 lr_quote(answer, shown, sizeof shown));
		status = LR_CASEBOOK_REFUSED;
	} else {
		status = lr_cbdb_error(cb, _("cannot check"), err, errlen);
	}
	sqlite3_finalize(s);
	return status;
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
	if (!cb->checked) {
		int rc = check_sound(cb, err, errlen);
		if (rc != LR_CASEBOOK_OK) {
			lr_cbdb_run(cb, ST_ROLLBACK);
			return rc;
		}
		cb->checked = true;
	}
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

/* ---- schema ---- */

/* MIGRATIONS[i] takes the schema from version i to i + 1. */
/* (each migration one string: the parentheses keep its lines together) */
static const char *const migrations[LR_CASEBOOK_SCHEMA] = {
	("CREATE TABLE cases ("
	"  id INTEGER PRIMARY KEY,"
	"  uid TEXT NOT NULL UNIQUE,"
	"  kind TEXT NOT NULL CHECK (kind IN ('moment', 'pillars', 'notation')),"
	"  moment TEXT, zone TEXT, lon REAL, lat REAL,"
	"  asked INTEGER NOT NULL,"
	"  day TEXT, hour TEXT, general TEXT, notation TEXT,"
	"  settings TEXT NOT NULL,"
	"  birth TEXT, sex TEXT, xingnian TEXT,"
	"  question TEXT NOT NULL,"
	"  judgment TEXT, notes TEXT, outcome TEXT, outcome_date TEXT,"
	"  verdict INTEGER CHECK (verdict IN (0, 1)),"
	"  title TEXT NOT NULL, fingerprint TEXT NOT NULL,"
	"  created INTEGER NOT NULL, updated INTEGER NOT NULL);"
	"CREATE INDEX cases_by_asked ON cases (asked, id);"
	"CREATE TABLE case_tags ("
	"  case_id INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,"
	"  tag TEXT NOT NULL, PRIMARY KEY (case_id, tag)) WITHOUT ROWID;"
	"CREATE INDEX case_tags_by_tag ON case_tags (tag, case_id);"
	"CREATE TABLE case_patterns ("
	"  case_id INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,"
	"  seq INTEGER NOT NULL, name TEXT NOT NULL,"
	"  PRIMARY KEY (case_id, seq)) WITHOUT ROWID;"
	"CREATE INDEX case_patterns_by_name ON case_patterns (name, case_id);"),
	/* 2: a couple's running years (夫行年, 妻行年) for 繁昌 and 解離 */
	("ALTER TABLE cases ADD COLUMN husband_xingnian TEXT;"
	 "ALTER TABLE cases ADD COLUMN wife_xingnian TEXT;"),
	/* 3: the matter asked about (所占之事), for the 類神 and the 畢法 */
	"ALTER TABLE cases ADD COLUMN ask TEXT;",
};

/* The full-text index of schema 1, made when the library has FTS5. */
static const char fts_schema[] =
	"CREATE VIRTUAL TABLE case_text USING fts5 (question, judgment, notes,"
	"  outcome, content = 'cases', content_rowid = 'id',"
	"  tokenize = 'trigram');"
	"CREATE TRIGGER cases_text_insert AFTER INSERT ON cases BEGIN"
	"  INSERT INTO case_text (rowid, question, judgment, notes, outcome)"
	"  VALUES (new.id, new.question, new.judgment, new.notes, new.outcome);"
	"END;"
	"CREATE TRIGGER cases_text_delete AFTER DELETE ON cases BEGIN"
	"  INSERT INTO case_text (case_text, rowid, question, judgment, notes,"
	"  outcome) VALUES ('delete', old.id, old.question, old.judgment,"
	"  old.notes, old.outcome);"
	"END;"
	"CREATE TRIGGER cases_text_update AFTER UPDATE OF question, judgment,"
	"  notes, outcome ON cases BEGIN"
	"  INSERT INTO case_text (case_text, rowid, question, judgment, notes,"
	"  outcome) VALUES ('delete', old.id, old.question, old.judgment,"
	"  old.notes, old.outcome);"
	"  INSERT INTO case_text (rowid, question, judgment, notes, outcome)"
	"  VALUES (new.id, new.question, new.judgment, new.notes, new.outcome);"
	"END;";

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

static bool fts5_available(sqlite3 *db)
{
	sqlite3_stmt *s;
	if (sqlite3_prepare_v2(db, "SELECT sqlite_compileoption_used("
			       "'ENABLE_FTS5')", -1, &s, NULL) != SQLITE_OK)
		return false;
	bool yes = sqlite3_step(s) == SQLITE_ROW && sqlite3_column_int(s, 0);
	sqlite3_finalize(s);
	return yes;
}

/* Is this a casebook, a file to start one in, or neither? Looks at the
 * database header and schema only; writes nothing. */
static int check_identity(struct lr_casebook *cb, int *version, char *err,
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
	if (*version > LR_CASEBOOK_SCHEMA) {
		snprintf(err, errlen, _("casebook '%s' has schema version %d, "
			 "written by a newer liuren (this one knows up to %d); "
			 "it was left unchanged"), cb->path, *version,
			 LR_CASEBOOK_SCHEMA);
		return LR_CASEBOOK_REFUSED;
	}
	return LR_CASEBOOK_OK;
}

/* Bring the schema to LR_CASEBOOK_SCHEMA in one transaction. */
static int migrate(struct lr_casebook *cb, char *err, size_t errlen)
{
	int rc = lr_cbdb_begin(cb, err, errlen);
	if (rc != LR_CASEBOOK_OK)
		return rc;
	int version = 0;
	/* another process may have migrated while this one waited */
	rc = check_identity(cb, &version, err, errlen);
	if (rc != LR_CASEBOOK_OK) {
		lr_cbdb_run(cb, ST_ROLLBACK);
		return rc;
	}
	for (int v = version; v < LR_CASEBOOK_SCHEMA; v++) {
		if (sqlite3_exec(cb->db, migrations[v], NULL, NULL, NULL) != SQLITE_OK)
			return lr_cbdb_rollback(cb, _("cannot update the schema"), err, errlen);
		if (v == 0 && fts5_available(cb->db) &&
		    sqlite3_exec(cb->db, fts_schema, NULL, NULL, NULL) != SQLITE_OK)
			return lr_cbdb_rollback(cb, _("cannot make the search index"), err,
					errlen);
	}
	char sql[96];
	snprintf(sql, sizeof sql, "PRAGMA application_id = %d; "
		 "PRAGMA user_version = %d", (int)LR_CASEBOOK_APP_ID,
		 LR_CASEBOOK_SCHEMA);
	if (version < LR_CASEBOOK_SCHEMA &&
	    sqlite3_exec(cb->db, sql, NULL, NULL, NULL) != SQLITE_OK)
		return lr_cbdb_rollback(cb, _("cannot update the schema"), err, errlen);
	return lr_cbdb_commit(cb, err, errlen);
}

/* Check the first bytes of an existing file before SQLite opens it: a
 * file that is not an SQLite database, or is another program's, is
 * never handed to SQLite (which could write a journal beside it). */
static int check_file(const char *path, char *err, size_t errlen)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
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
		snprintf(err, errlen, _("casebook '%s' is not a regular file"), path);
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
	int rc = check_identity(cb, version, err, errlen);
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
		cb->lock_fd = open(path, O_RDONLY | O_CLOEXEC |
				   (mode == OPEN_CREATE ? O_CREAT : 0), 0644);
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
		/* an older casebook is brought up to date first */
		lr_casebook_close(cb);
		return open_casebook(path, OPEN_WRITE, false, out, err, errlen);
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
	if (sqlite3_exec(cb->db, "PRAGMA foreign_keys = ON", NULL, NULL,
			 NULL) != SQLITE_OK) {
		rc = lr_cbdb_error(cb, _("cannot set up"), err, errlen);
		lr_casebook_close(cb);
		return rc;
	}
	if (version < LR_CASEBOOK_SCHEMA) {
		rc = migrate(cb, err, errlen);
		if (rc != LR_CASEBOOK_OK) {
			lr_casebook_close(cb);
			return rc;
		}
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

bool lr_casebook_has_fts(const struct lr_casebook *cb)
{
	return cb->fts;
}

