/* liuren - casebook.c: the casebook's SQLite file: opening and checking
 * it, the schema and its migrations, and every read and write of a case.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/casebook.h"

#include <errno.h>
#include <fcntl.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "liuren/i18n.h"

/* How long a writer waits for another one to finish. */
enum { BUSY_TIMEOUT_MS = 5000 };

/* ---- cases in memory ---- */

void lr_case_init(struct lr_case *c)
{
	memset(c, 0, sizeof *c);
	c->verdict = LR_VERDICT_NONE;
	c->lon = c->lat = 0;
}

static void free_list(char **list, int n)
{
	for (int i = 0; i < n; i++)
		free(list[i]);
	free(list);
}

void lr_case_clear(struct lr_case *c)
{
	char **strings[] = {
		&c->uid, &c->moment, &c->zone, &c->day, &c->hour, &c->general,
		&c->notation, &c->settings, &c->birth, &c->sex, &c->xingnian,
		&c->question, &c->judgment, &c->notes, &c->outcome,
		&c->outcome_date, &c->title, &c->fingerprint,
	};
	for (size_t i = 0; i < sizeof strings / sizeof strings[0]; i++)
		free(*strings[i]);
	free_list(c->tags, c->ntags);
	free_list(c->patterns, c->npatterns);
	lr_case_init(c);
}

int lr_case_set(char **field, const char *text)
{
	char *copy = NULL;
	if (text && !(copy = strdup(text)))
		return -1;
	free(*field);
	*field = copy;
	return 0;
}

static int append(char ***list, int *n, const char *text)
{
	char **grown = realloc(*list, (size_t)(*n + 1) * sizeof **list);
	if (!grown)
		return -1;
	*list = grown;
	if (!(grown[*n] = strdup(text)))
		return -1;
	(*n)++;
	return 0;
}

int lr_case_add_tag(struct lr_case *c, const char *tag)
{
	for (int i = 0; i < c->ntags; i++)
		if (!strcmp(c->tags[i], tag))
			return 0;
	return append(&c->tags, &c->ntags, tag);
}

int lr_case_add_pattern(struct lr_case *c, const char *name)
{
	return append(&c->patterns, &c->npatterns, name);
}

static const char *const kind_names[] = { "moment", "pillars", "notation" };

const char *lr_case_kind_name(enum lr_case_kind kind)
{
	return (unsigned)kind < 3 ? kind_names[kind] : "?";
}

int lr_case_kind_parse(const char *name)
{
	for (int i = 0; i < 3; i++)
		if (name && !strcmp(name, kind_names[i]))
			return i;
	return -1;
}

const char *lr_case_tag_check(const char *tag)
{
	if (!*tag)
		return _("a tag cannot be empty");
	if (strlen(tag) > 64)
		return _("a tag is at most 64 bytes");
	for (const unsigned char *p = (const unsigned char *)tag; *p; p++)
		if (*p < 0x20 || *p == 0x7f || *p == ',')
			return _("a tag cannot hold a comma or a control character");
	return NULL;
}

/* ---- paths ---- */

int lr_casebook_default_path(char *buf, size_t buflen)
{
	const char *xdg = getenv("XDG_DATA_HOME");
	const char *home = getenv("HOME");
	int n;
	if (xdg && *xdg)
		n = snprintf(buf, buflen, "%s/liuren/casebook.sqlite", xdg);
	else if (home && *home)
		n = snprintf(buf, buflen, "%s/.local/share/liuren/casebook.sqlite",
			     home);
	else
		return -1;
	return n < 0 || (size_t)n >= buflen ? -1 : 0;
}

static char *trim(char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	char *e = s + strlen(s);
	while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\n' ||
			 e[-1] == '\r'))
		*--e = '\0';
	return s;
}

int lr_casebook_config_path(const char *config_path, char *buf,
			    size_t buflen, char *err, size_t errlen)
{
	FILE *f = fopen(config_path, "r");
	if (!f) {
		if (errno == ENOENT)
			return 0;
		snprintf(err, errlen, "%s: %s", config_path, strerror(errno));
		return -1;
	}
	char line[1024];
	int found = 0;
	while (fgets(line, sizeof line, f)) {
		char *hash = strchr(line, '#');
		if (hash)
			*hash = '\0';
		char *eq = strchr(line, '=');
		if (!eq)
			continue;
		*eq = '\0';
		if (strcmp(trim(line), "casebook"))
			continue;
		const char *value = trim(eq + 1);
		if (snprintf(buf, buflen, "%s", value) >= (int)buflen) {
			snprintf(err, errlen, _("%s: casebook path too long"),
				 config_path);
			fclose(f);
			return -1;
		}
		found = 1;
	}
	fclose(f);
	return found;
}

/* ---- the open casebook ---- */

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
	"outcome, outcome_date, verdict, title, fingerprint, created, updated"

static const char *const stmt_sql[ST_COUNT] = {
	[ST_BEGIN] = "BEGIN IMMEDIATE",
	[ST_COMMIT] = "COMMIT",
	[ST_ROLLBACK] = "ROLLBACK",
	[ST_INSERT] = "INSERT INTO cases (" CASE_COLUMNS ") VALUES (?1, ?2, "
		"?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, "
		"?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26)",
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

struct lr_casebook {
	sqlite3 *db;
	char path[4096];
	bool fts;
	bool batch;		/* inside lr_casebook_batch_begin() */
	sqlite3_stmt *stmt[ST_COUNT];
};

/* The one-line message for the last error on CB's database; the status
 * it means. */
static int db_error(struct lr_casebook *cb, const char *what, char *err,
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

static sqlite3_stmt *stmt(struct lr_casebook *cb, enum stmt_id id)
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
static int run(struct lr_casebook *cb, enum stmt_id id)
{
	sqlite3_stmt *s = stmt(cb, id);
	if (!s)
		return SQLITE_ERROR;
	int rc = sqlite3_step(s);
	sqlite3_reset(s);
	return rc == SQLITE_ROW ? SQLITE_DONE : rc;
}

static int begin(struct lr_casebook *cb, char *err, size_t errlen)
{
	if (cb->batch)
		return LR_CASEBOOK_OK;
	if (run(cb, ST_BEGIN) != SQLITE_DONE)
		return db_error(cb, _("cannot start writing"), err, errlen);
	return LR_CASEBOOK_OK;
}

static int commit(struct lr_casebook *cb, char *err, size_t errlen)
{
	if (cb->batch)
		return LR_CASEBOOK_OK;
	if (run(cb, ST_COMMIT) != SQLITE_DONE) {
		int rc = db_error(cb, _("cannot save"), err, errlen);
		run(cb, ST_ROLLBACK);
		return rc;
	}
	return LR_CASEBOOK_OK;
}

/* Undo the open transaction after an error; returns the error's status. */
static int rollback(struct lr_casebook *cb, const char *what, char *err,
		    size_t errlen)
{
	int rc = db_error(cb, what, err, errlen);
	if (!sqlite3_get_autocommit(cb->db))
		run(cb, ST_ROLLBACK);
	cb->batch = false;	/* a batch is undone as a whole */
	return rc;
}

int lr_casebook_batch_begin(struct lr_casebook *cb, char *err, size_t errlen)
{
	int rc = begin(cb, err, errlen);
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
		run(cb, ST_ROLLBACK);
		return LR_CASEBOOK_OK;
	}
	return commit(cb, err, errlen);
}

static int64_t now_seconds(void)
{
	return (int64_t)time(NULL);
}

/* ---- schema ---- */

/* MIGRATIONS[i] takes the schema from version i to i + 1. */
static const char *const migrations[LR_CASEBOOK_SCHEMA] = {
	"CREATE TABLE cases ("
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
	"CREATE INDEX case_patterns_by_name ON case_patterns (name, case_id);",
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
		return db_error(cb, _("cannot read"), err, errlen);
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
	int rc = begin(cb, err, errlen);
	if (rc != LR_CASEBOOK_OK)
		return rc;
	int version = 0;
	/* another process may have migrated while this one waited */
	rc = check_identity(cb, &version, err, errlen);
	if (rc != LR_CASEBOOK_OK) {
		run(cb, ST_ROLLBACK);
		return rc;
	}
	for (int v = version; v < LR_CASEBOOK_SCHEMA; v++) {
		if (sqlite3_exec(cb->db, migrations[v], NULL, NULL, NULL) != SQLITE_OK)
			return rollback(cb, _("cannot update the schema"), err, errlen);
		if (v == 0 && fts5_available(cb->db) &&
		    sqlite3_exec(cb->db, fts_schema, NULL, NULL, NULL) != SQLITE_OK)
			return rollback(cb, _("cannot make the search index"), err,
					errlen);
	}
	char sql[96];
	snprintf(sql, sizeof sql, "PRAGMA application_id = %d; "
		 "PRAGMA user_version = %d", (int)LR_CASEBOOK_APP_ID,
		 LR_CASEBOOK_SCHEMA);
	if (version < LR_CASEBOOK_SCHEMA &&
	    sqlite3_exec(cb->db, sql, NULL, NULL, NULL) != SQLITE_OK)
		return rollback(cb, _("cannot update the schema"), err, errlen);
	return commit(cb, err, errlen);
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

int lr_casebook_open(const char *path, bool create, bool create_dirs,
		     struct lr_casebook **out, char *err, size_t errlen)
{
	*out = NULL;
	struct stat st;
	bool exists = stat(path, &st) == 0;
	if (!exists && !create) {
		snprintf(err, errlen, _("no casebook at '%s' yet"), path);
		return LR_CASEBOOK_MISSING;
	}
	if (exists) {
		int rc = check_file(path, err, errlen);
		if (rc != LR_CASEBOOK_OK)
			return rc;
	} else if (create_dirs && make_dirs(path, err, errlen) < 0) {
		return LR_CASEBOOK_FAIL;
	}
	struct lr_casebook *cb = calloc(1, sizeof *cb);
	if (!cb) {
		snprintf(err, errlen, _("out of memory"));
		return LR_CASEBOOK_FAIL;
	}
	snprintf(cb->path, sizeof cb->path, "%s", path);
	int flags = SQLITE_OPEN_READWRITE | (exists ? 0 : SQLITE_OPEN_CREATE) |
		    SQLITE_OPEN_NOMUTEX;
	if (sqlite3_open_v2(path, &cb->db, flags, NULL) != SQLITE_OK) {
		int rc = cb->db ? db_error(cb, _("cannot open"), err, errlen)
				: LR_CASEBOOK_FAIL;
		if (!cb->db)
			snprintf(err, errlen, _("out of memory"));
		lr_casebook_close(cb);
		return rc;
	}
	sqlite3_busy_timeout(cb->db, BUSY_TIMEOUT_MS);
	sqlite3_extended_result_codes(cb->db, 0);
	int version = 0;
	int rc = check_identity(cb, &version, err, errlen);
	if (rc != LR_CASEBOOK_OK) {
		lr_casebook_close(cb);
		return rc;
	}
	/* WAL: readers never wait for the writer; FULL: a case whose add
	 * returned is on disk. */
	char mode[16] = "";
	sqlite3_stmt *s;
	if (sqlite3_prepare_v2(cb->db, "PRAGMA journal_mode = WAL", -1, &s,
			       NULL) == SQLITE_OK) {
		if (sqlite3_step(s) == SQLITE_ROW)
			snprintf(mode, sizeof mode, "%s",
				 (const char *)sqlite3_column_text(s, 0));
		sqlite3_finalize(s);
	}
	if (strcmp(mode, "wal") ||
	    sqlite3_exec(cb->db, "PRAGMA foreign_keys = ON; "
			 "PRAGMA synchronous = FULL", NULL, NULL, NULL) != SQLITE_OK) {
		rc = db_error(cb, _("cannot set up"), err, errlen);
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
	int has = 0;
	if (pragma_int(cb->db, "SELECT count(*) FROM sqlite_schema WHERE "
		       "name = 'case_text'", &has) < 0) {
		rc = db_error(cb, _("cannot read"), err, errlen);
		lr_casebook_close(cb);
		return rc;
	}
	cb->fts = has > 0;
	*out = cb;
	return LR_CASEBOOK_OK;
}

void lr_casebook_close(struct lr_casebook *cb)
{
	if (!cb)
		return;
	for (int i = 0; i < ST_COUNT; i++)
		sqlite3_finalize(cb->stmt[i]);
	sqlite3_close(cb->db);
	free(cb);
}

bool lr_casebook_has_fts(const struct lr_casebook *cb)
{
	return cb->fts;
}

/* ---- writing ---- */

static void bind_text(sqlite3_stmt *s, int i, const char *text)
{
	if (text)
		sqlite3_bind_text(s, i, text, -1, SQLITE_TRANSIENT);
	else
		sqlite3_bind_null(s, i);
}

static void make_uid(char out[33])
{
	unsigned char raw[16];
	sqlite3_randomness(sizeof raw, raw);
	for (int i = 0; i < 16; i++)
		snprintf(out + 2 * i, 3, "%02x", raw[i]);
}

/* Insert C (its id when C->id > 0) with its tags and 課體, inside an open
 * transaction. */
static int insert_case(struct lr_casebook *cb, struct lr_case *c)
{
	sqlite3_stmt *s = stmt(cb, ST_INSERT);
	if (!s)
		return -1;
	if (c->id > 0)
		sqlite3_bind_int64(s, 1, c->id);
	bind_text(s, 2, c->uid);
	bind_text(s, 3, lr_case_kind_name(c->kind));
	bind_text(s, 4, c->moment);
	bind_text(s, 5, c->zone);
	if (c->kind == LR_CASE_MOMENT) {
		sqlite3_bind_double(s, 6, c->lon);
		sqlite3_bind_double(s, 7, c->lat);
	}
	sqlite3_bind_int64(s, 8, c->asked);
	bind_text(s, 9, c->day);
	bind_text(s, 10, c->hour);
	bind_text(s, 11, c->general);
	bind_text(s, 12, c->notation);
	bind_text(s, 13, c->settings ? c->settings : "");
	bind_text(s, 14, c->birth);
	bind_text(s, 15, c->sex);
	bind_text(s, 16, c->xingnian);
	bind_text(s, 17, c->question ? c->question : "");
	bind_text(s, 18, c->judgment);
	bind_text(s, 19, c->notes);
	bind_text(s, 20, c->outcome);
	bind_text(s, 21, c->outcome_date);
	if (c->verdict == LR_VERDICT_RIGHT || c->verdict == LR_VERDICT_WRONG)
		sqlite3_bind_int(s, 22, c->verdict);
	bind_text(s, 23, c->title ? c->title : "");
	bind_text(s, 24, c->fingerprint ? c->fingerprint : "");
	sqlite3_bind_int64(s, 25, c->created);
	sqlite3_bind_int64(s, 26, c->updated);
	int rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc != SQLITE_DONE)
		return -1;
	c->id = sqlite3_last_insert_rowid(cb->db);
	for (int i = 0; i < c->ntags; i++) {
		s = stmt(cb, ST_INSERT_TAG);
		if (!s)
			return -1;
		sqlite3_bind_int64(s, 1, c->id);
		bind_text(s, 2, c->tags[i]);
		rc = sqlite3_step(s);
		sqlite3_reset(s);
		if (rc != SQLITE_DONE)
			return -1;
	}
	for (int i = 0; i < c->npatterns; i++) {
		s = stmt(cb, ST_INSERT_PATTERN);
		if (!s)
			return -1;
		sqlite3_bind_int64(s, 1, c->id);
		sqlite3_bind_int(s, 2, i);
		bind_text(s, 3, c->patterns[i]);
		rc = sqlite3_step(s);
		sqlite3_reset(s);
		if (rc != SQLITE_DONE)
			return -1;
	}
	return 0;
}

int lr_casebook_add(struct lr_casebook *cb, struct lr_case *c, char *err,
		    size_t errlen)
{
	char uid[33];
	if (!c->uid) {
		make_uid(uid);
		if (lr_case_set(&c->uid, uid) < 0) {
			snprintf(err, errlen, _("out of memory"));
			return LR_CASEBOOK_FAIL;
		}
	}
	if (!c->created)
		c->created = now_seconds();
	if (!c->updated)
		c->updated = c->created;
	if (!c->asked)
		c->asked = c->created;
	c->id = 0;
	int rc = begin(cb, err, errlen);
	if (rc != LR_CASEBOOK_OK)
		return rc;
	if (insert_case(cb, c) < 0)
		return rollback(cb, _("cannot add the case"), err, errlen);
	return commit(cb, err, errlen);
}

/* Is there a row for statement ID with the one parameter bound? 1 yes,
 * 0 no, -1 error. *ID_OUT gets column 0 when not NULL. */
static int exists(struct lr_casebook *cb, enum stmt_id id, const char *text,
		  int64_t number, int64_t *id_out)
{
	sqlite3_stmt *s = stmt(cb, id);
	if (!s)
		return -1;
	if (text)
		bind_text(s, 1, text);
	else
		sqlite3_bind_int64(s, 1, number);
	int rc = sqlite3_step(s);
	if (rc == SQLITE_ROW && id_out)
		*id_out = sqlite3_column_int64(s, 0);
	sqlite3_reset(s);
	return rc == SQLITE_ROW ? 1 : rc == SQLITE_DONE ? 0 : -1;
}

int lr_casebook_import(struct lr_casebook *cb, struct lr_case *c,
		       bool *duplicate, char *err, size_t errlen)
{
	*duplicate = false;
	if (!c->uid) {
		snprintf(err, errlen, _("a case to import needs its uid"));
		return LR_CASEBOOK_FAIL;
	}
	int rc = begin(cb, err, errlen);
	if (rc != LR_CASEBOOK_OK)
		return rc;
	int64_t other = 0;
	int dup = exists(cb, ST_UID_EXISTS, c->uid, 0, &other);
	if (dup < 0)
		return rollback(cb, _("cannot read"), err, errlen);
	if (dup) {
		*duplicate = true;
		c->id = other;
		if (!cb->batch)
			run(cb, ST_ROLLBACK);
		return LR_CASEBOOK_OK;
	}
	if (c->id > 0) {
		int taken = exists(cb, ST_ID_EXISTS, NULL, c->id, NULL);
		if (taken < 0)
			return rollback(cb, _("cannot read"), err, errlen);
		if (taken)
			c->id = 0;
	}
	if (insert_case(cb, c) < 0)
		return rollback(cb, _("cannot import the case"), err, errlen);
	return commit(cb, err, errlen);
}

static int set_field(struct lr_casebook *cb, enum stmt_id id, int64_t case_id,
		     const char *text, int number, char *err, size_t errlen)
{
	int rc = begin(cb, err, errlen);
	if (rc != LR_CASEBOOK_OK)
		return rc;
	sqlite3_stmt *s = stmt(cb, id);
	if (!s)
		return rollback(cb, _("cannot change the case"), err, errlen);
	sqlite3_bind_int64(s, 1, case_id);
	if (id == ST_SET_VERDICT) {
		if (number == LR_VERDICT_NONE)
			sqlite3_bind_null(s, 2);
		else
			sqlite3_bind_int(s, 2, number);
	} else {
		bind_text(s, 2, text);
	}
	sqlite3_bind_int64(s, 3, now_seconds());
	rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc != SQLITE_DONE)
		return rollback(cb, _("cannot change the case"), err, errlen);
	if (sqlite3_changes(cb->db) == 0) {
		run(cb, ST_ROLLBACK);
		snprintf(err, errlen, _("no case %lld"), (long long)case_id);
		return LR_CASEBOOK_MISSING;
	}
	return commit(cb, err, errlen);
}

int lr_casebook_set_text(struct lr_casebook *cb, int64_t id,
			 enum lr_case_field field, const char *text,
			 char *err, size_t errlen)
{
	static const enum stmt_id ids[] = {
		[LR_FIELD_JUDGMENT] = ST_SET_JUDGMENT,
		[LR_FIELD_NOTES] = ST_SET_NOTES,
		[LR_FIELD_OUTCOME] = ST_SET_OUTCOME,
		[LR_FIELD_OUTCOME_DATE] = ST_SET_OUTCOME_DATE,
		[LR_FIELD_QUESTION] = ST_SET_QUESTION,
	};
	if ((unsigned)field >= sizeof ids / sizeof ids[0] ||
	    (field == LR_FIELD_QUESTION && !text)) {
		snprintf(err, errlen, "bad field");
		return LR_CASEBOOK_FAIL;
	}
	return set_field(cb, ids[field], id, text, 0, err, errlen);
}

int lr_casebook_set_verdict(struct lr_casebook *cb, int64_t id, int verdict,
			    char *err, size_t errlen)
{
	return set_field(cb, ST_SET_VERDICT, id, NULL, verdict, err, errlen);
}

int lr_casebook_tag(struct lr_casebook *cb, int64_t id, const char *tag,
		    bool add, char *err, size_t errlen)
{
	int rc = begin(cb, err, errlen);
	if (rc != LR_CASEBOOK_OK)
		return rc;
	int there = exists(cb, ST_ID_EXISTS, NULL, id, NULL);
	if (there < 0)
		return rollback(cb, _("cannot read"), err, errlen);
	if (!there) {
		run(cb, ST_ROLLBACK);
		snprintf(err, errlen, _("no case %lld"), (long long)id);
		return LR_CASEBOOK_MISSING;
	}
	sqlite3_stmt *s = stmt(cb, add ? ST_INSERT_TAG : ST_DELETE_TAG);
	if (!s)
		return rollback(cb, _("cannot change the case"), err, errlen);
	sqlite3_bind_int64(s, 1, id);
	bind_text(s, 2, tag);
	int step = sqlite3_step(s);
	sqlite3_reset(s);
	if (step != SQLITE_DONE)
		return rollback(cb, _("cannot change the case"), err, errlen);
	s = stmt(cb, ST_TOUCH);
	if (!s)
		return rollback(cb, _("cannot change the case"), err, errlen);
	sqlite3_bind_int64(s, 1, id);
	sqlite3_bind_int64(s, 2, now_seconds());
	step = sqlite3_step(s);
	sqlite3_reset(s);
	if (step != SQLITE_DONE)
		return rollback(cb, _("cannot change the case"), err, errlen);
	return commit(cb, err, errlen);
}

int lr_casebook_remove(struct lr_casebook *cb, int64_t id, char *err,
		       size_t errlen)
{
	int rc = begin(cb, err, errlen);
	if (rc != LR_CASEBOOK_OK)
		return rc;
	sqlite3_stmt *s = stmt(cb, ST_DELETE);
	if (!s)
		return rollback(cb, _("cannot remove the case"), err, errlen);
	sqlite3_bind_int64(s, 1, id);
	int step = sqlite3_step(s);
	sqlite3_reset(s);
	if (step != SQLITE_DONE)
		return rollback(cb, _("cannot remove the case"), err, errlen);
	if (sqlite3_changes(cb->db) == 0) {
		run(cb, ST_ROLLBACK);
		snprintf(err, errlen, _("no case %lld"), (long long)id);
		return LR_CASEBOOK_MISSING;
	}
	return commit(cb, err, errlen);
}

/* ---- reading ---- */

static int copy_column(sqlite3_stmt *s, int col, char **field)
{
	if (sqlite3_column_type(s, col) == SQLITE_NULL)
		return 0;
	const unsigned char *t = sqlite3_column_text(s, col);
	int n = sqlite3_column_bytes(s, col);
	char *copy = malloc((size_t)n + 1);
	if (!copy)
		return -1;
	memcpy(copy, t, (size_t)n);
	copy[n] = '\0';
	*field = copy;
	return 0;
}

/* Read the row S stands on (CASE_COLUMNS) into C, with its tags and
 * 課體. */
static int read_case(struct lr_casebook *cb, sqlite3_stmt *s, struct lr_case *c)
{
	lr_case_init(c);
	c->id = sqlite3_column_int64(s, 0);
	char *kind = NULL;
	int bad = copy_column(s, 1, &c->uid) | copy_column(s, 2, &kind);
	c->kind = kind ? lr_case_kind_parse(kind) : -1;
	free(kind);
	if ((int)c->kind < 0)
		c->kind = LR_CASE_MOMENT;
	bad |= copy_column(s, 3, &c->moment) | copy_column(s, 4, &c->zone);
	c->lon = sqlite3_column_double(s, 5);
	c->lat = sqlite3_column_double(s, 6);
	c->asked = sqlite3_column_int64(s, 7);
	char **texts[] = {
		&c->day, &c->hour, &c->general, &c->notation, &c->settings,
		&c->birth, &c->sex, &c->xingnian, &c->question, &c->judgment,
		&c->notes, &c->outcome, &c->outcome_date,
	};
	for (int i = 0; i < 13; i++)
		bad |= copy_column(s, 8 + i, texts[i]);
	c->verdict = sqlite3_column_type(s, 21) == SQLITE_NULL
		? LR_VERDICT_NONE : sqlite3_column_int(s, 21);
	bad |= copy_column(s, 22, &c->title) | copy_column(s, 23, &c->fingerprint);
	c->created = sqlite3_column_int64(s, 24);
	c->updated = sqlite3_column_int64(s, 25);
	if (bad)
		return -1;
	for (int list = 0; list < 2; list++) {
		sqlite3_stmt *q = stmt(cb, list ? ST_PATTERNS : ST_TAGS);
		if (!q)
			return -1;
		sqlite3_bind_int64(q, 1, c->id);
		int rc;
		while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
			const char *t = (const char *)sqlite3_column_text(q, 0);
			if (!t || (list ? lr_case_add_pattern(c, t)
					: lr_case_add_tag(c, t)) < 0) {
				sqlite3_reset(q);
				return -1;
			}
		}
		sqlite3_reset(q);
		if (rc != SQLITE_DONE)
			return -1;
	}
	return 0;
}

int lr_casebook_get(struct lr_casebook *cb, int64_t id, struct lr_case *c,
		    char *err, size_t errlen)
{
	lr_case_init(c);
	sqlite3_stmt *s;
	if (sqlite3_prepare_v2(cb->db, "SELECT " CASE_COLUMNS " FROM cases "
			       "WHERE id = ?1", -1, &s, NULL) != SQLITE_OK)
		return db_error(cb, _("cannot read"), err, errlen);
	sqlite3_bind_int64(s, 1, id);
	int rc = sqlite3_step(s);
	int status = LR_CASEBOOK_OK;
	if (rc == SQLITE_DONE) {
		snprintf(err, errlen, _("no case %lld"), (long long)id);
		status = LR_CASEBOOK_MISSING;
	} else if (rc != SQLITE_ROW || read_case(cb, s, c) < 0) {
		status = db_error(cb, _("cannot read"), err, errlen);
		lr_case_clear(c);
	}
	sqlite3_finalize(s);
	return status;
}

/* Characters (not bytes) in TEXT. */
static size_t utf8_chars(const char *text)
{
	size_t n = 0;
	for (const unsigned char *p = (const unsigned char *)text; *p; p++)
		n += (*p & 0xc0) != 0x80;
	return n;
}

/* TEXT as one FTS5 phrase ("…" with quotes doubled). */
static char *fts_phrase(const char *text)
{
	size_t n = strlen(text);
	char *out = malloc(2 * n + 3), *o = out;
	if (!out)
		return NULL;
	*o++ = '"';
	for (const char *p = text; *p; p++) {
		if (*p == '"')
			*o++ = '"';
		*o++ = *p;
	}
	*o++ = '"';
	*o = '\0';
	return out;
}

/* TEXT as a LIKE pattern: %TEXT% with %, _ and \ escaped by \. */
static char *like_pattern(const char *text)
{
	size_t n = strlen(text);
	char *out = malloc(2 * n + 3), *o = out;
	if (!out)
		return NULL;
	*o++ = '%';
	for (const char *p = text; *p; p++) {
		if (*p == '%' || *p == '_' || *p == '\\')
			*o++ = '\\';
		*o++ = *p;
	}
	*o++ = '%';
	*o = '\0';
	return out;
}

int lr_casebook_query(struct lr_casebook *cb, const struct lr_case_filter *f,
		      int (*each)(const struct lr_case *c, void *arg),
		      void *arg, char *err, size_t errlen)
{
	/* The statement is put together from fixed pieces; every value the
	 * person gave is a bound parameter. */
	bool fts = f->search && cb->fts && utf8_chars(f->search) >= 3;
	char sql[1024] = "SELECT " CASE_COLUMNS " FROM cases WHERE 1";
	if (f->tag)
		strcat(sql, " AND id IN (SELECT case_id FROM case_tags "
		       "WHERE tag = ?1)");
	if (f->pattern)
		strcat(sql, " AND id IN (SELECT case_id FROM case_patterns "
		       "WHERE name = ?2)");
	if (f->has_from)
		strcat(sql, " AND asked >= ?3");
	if (f->has_to)
		strcat(sql, " AND asked < ?4");
	if (f->search && fts)
		strcat(sql, " AND id IN (SELECT rowid FROM case_text "
		       "WHERE case_text MATCH ?5)");
	else if (f->search)
		strcat(sql, " AND (question LIKE ?5 ESCAPE '\\' OR judgment "
		       "LIKE ?5 ESCAPE '\\' OR notes LIKE ?5 ESCAPE '\\' OR "
		       "outcome LIKE ?5 ESCAPE '\\')");
	strcat(sql, " ORDER BY asked, id");
	if (f->limit > 0)
		strcat(sql, " LIMIT ?6");
	sqlite3_stmt *s;
	if (sqlite3_prepare_v2(cb->db, sql, -1, &s, NULL) != SQLITE_OK)
		return db_error(cb, _("cannot read"), err, errlen);
	bind_text(s, 1, f->tag);
	bind_text(s, 2, f->pattern);
	sqlite3_bind_int64(s, 3, f->from);
	sqlite3_bind_int64(s, 4, f->to);
	if (f->search) {
		char *q = fts ? fts_phrase(f->search) : like_pattern(f->search);
		if (!q) {
			sqlite3_finalize(s);
			snprintf(err, errlen, _("out of memory"));
			return LR_CASEBOOK_FAIL;
		}
		sqlite3_bind_text(s, 5, q, -1, free);
	}
	sqlite3_bind_int(s, 6, f->limit);
	int rc, status = LR_CASEBOOK_OK;
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		struct lr_case c;
		if (read_case(cb, s, &c) < 0) {
			lr_case_clear(&c);
			rc = SQLITE_ERROR;
			break;
		}
		int stop = each(&c, arg);
		lr_case_clear(&c);
		if (stop) {
			status = stop;
			rc = SQLITE_DONE;
			break;
		}
	}
	if (rc != SQLITE_DONE)
		status = db_error(cb, _("cannot read"), err, errlen);
	sqlite3_finalize(s);
	return status;
}

int lr_casebook_stats(struct lr_casebook *cb,
		      void (*each)(const struct lr_case_count *row, void *arg),
		      void *arg, int *total, int *marked, char *err,
		      size_t errlen)
{
	static const char *const sql[] = {
		"SELECT count(*), count(verdict) FROM cases",
		"SELECT p.name, count(DISTINCT c.id), "
		"  count(DISTINCT CASE WHEN c.verdict = 1 THEN c.id END), "
		"  count(DISTINCT CASE WHEN c.verdict = 0 THEN c.id END) "
		"FROM case_patterns p JOIN cases c ON c.id = p.case_id "
		"GROUP BY p.name ORDER BY 2 DESC, p.name",
		"SELECT t.tag, count(*), "
		"  count(CASE WHEN c.verdict = 1 THEN 1 END), "
		"  count(CASE WHEN c.verdict = 0 THEN 1 END) "
		"FROM case_tags t JOIN cases c ON c.id = t.case_id "
		"GROUP BY t.tag ORDER BY 2 DESC, t.tag",
	};
	/* one read transaction, so the three answers agree */
	if (sqlite3_exec(cb->db, "BEGIN", NULL, NULL, NULL) != SQLITE_OK)
		return db_error(cb, _("cannot read"), err, errlen);
	int status = LR_CASEBOOK_OK;
	for (int q = 0; q < 3 && status == LR_CASEBOOK_OK; q++) {
		sqlite3_stmt *s;
		if (sqlite3_prepare_v2(cb->db, sql[q], -1, &s, NULL) != SQLITE_OK) {
			status = db_error(cb, _("cannot read"), err, errlen);
			break;
		}
		int rc;
		while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
			if (q == 0) {
				*total = sqlite3_column_int(s, 0);
				*marked = sqlite3_column_int(s, 1);
				continue;
			}
			struct lr_case_count row = {
				.kind = q == 1 ? 'p' : 't',
				.name = (const char *)sqlite3_column_text(s, 0),
				.cases = sqlite3_column_int(s, 1),
				.right = sqlite3_column_int(s, 2),
				.wrong = sqlite3_column_int(s, 3),
			};
			if (row.name)
				each(&row, arg);
		}
		if (rc != SQLITE_DONE)
			status = db_error(cb, _("cannot read"), err, errlen);
		sqlite3_finalize(s);
	}
	sqlite3_exec(cb->db, "COMMIT", NULL, NULL, NULL);
	return status;
}
