/* liuren - casebook_check.c: the whole casebook checked (`case check`):
 * SQLite's own check of every page and index, the search index against
 * the cases, each case against its seal, uids, the kept counts, the
 * versions kept by conflicts, the numbers; and backups: a copy written
 * beside the casebook (VACUUM INTO), checked before it takes its name,
 * made by `case backup` and, rotating, before a migration or an import.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "casebook/casebook_db.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "liuren/i18n.h"
#include "liuren/quote.h"

struct finding {
	void (*each)(int64_t id, const char *why, void *arg);
	void *arg;
	struct lr_casebook_health *h;
};

static void found(struct finding *f, int64_t id, const char *why)
{
	if (id)
		f->h->damaged++;
	else
		f->h->problems++;
	f->each(id, why, f->arg);
}

/* SQLite's integrity_check: every page, every index against its table. */
static int check_pages(struct lr_casebook *cb, struct finding *f)
{
	sqlite3_stmt *s;
	if (sqlite3_prepare_v2(cb->db, "PRAGMA integrity_check(100)", -1, &s,
			       NULL) != SQLITE_OK)
		return -1;
	int rc;
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		const char *line = (const char *)sqlite3_column_text(s, 0);
		if (!line || !strcmp(line, "ok"))
			continue;
		char shown[LR_QUOTE_SIZE], why[LR_QUOTE_SIZE + 64];
		snprintf(why, sizeof why, _("the file is damaged: %s"),
			 lr_quote(line, shown, sizeof shown));
		found(f, 0, why);
	}
	sqlite3_finalize(s);
	if (rc != SQLITE_DONE) {
		char why[512];
		snprintf(why, sizeof why, _("the file is damaged: %s"),
			 sqlite3_errmsg(cb->db));
		found(f, 0, why);
	}
	return 0;
}

/* The search index against the cases' texts. */
static void check_text_index(struct lr_casebook *cb, struct finding *f)
{
	if (!cb->fts)
		return;
	int rc = sqlite3_exec(cb->db, "INSERT INTO case_text (case_text, rank) "
			      "VALUES ('integrity-check', 1)", NULL, NULL, NULL);
	int code = sqlite3_errcode(cb->db) & 0xff;
	if (rc == SQLITE_OK)
		return;
	if (code == SQLITE_READONLY || code == SQLITE_CANTOPEN)
		found(f, 0, _("the search index was not checked (the casebook "
			       "cannot be written here)"));
	else
		found(f, 0, _("the search index does not match the cases"));
}

/* Every case against its seal. */
static int check_cases(struct lr_casebook *cb, struct finding *f)
{
	sqlite3_stmt *s;
	if (sqlite3_prepare_v2(cb->db, "SELECT " CASE_COLUMNS " FROM cases "
			       "NOT INDEXED ORDER BY id", -1, &s, NULL) != SQLITE_OK)
		return -1;
	int rc;
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		struct lr_case c;
		f->h->cases++;
		if (lr_cbdb_read_case(cb, s, &c, true) < 0) {
			found(f, sqlite3_column_int64(s, 0),
			      _("damaged: its tags or 課體 cannot be read"));
		} else if (c.damaged) {
			found(f, c.id, _("damaged: its stored fields do not match "
				       "its checksum"));
		}
		lr_case_clear(&c);
	}
	sqlite3_finalize(s);
	if (rc != SQLITE_DONE) {
		char why[512];
		snprintf(why, sizeof why, _("the cases after the last one named "
			 "cannot be read: %s"), sqlite3_errmsg(cb->db));
		found(f, 0, why);
	}
	return 0;
}

/* One row of a query, the number of rows it gives, or -1. */
static int count_rows(struct lr_casebook *cb, const char *sql)
{
	sqlite3_stmt *s;
	if (sqlite3_prepare_v2(cb->db, sql, -1, &s, NULL) != SQLITE_OK)
		return -1;
	int n = 0, rc;
	while ((rc = sqlite3_step(s)) == SQLITE_ROW)
		n++;
	sqlite3_finalize(s);
	return rc == SQLITE_DONE ? n : -1;
}

/* The uids unique (read from the table, not its index), the kept counts
 * as the cases give them, conflicts readable, no number to give twice. */
static void check_rest(struct lr_casebook *cb, struct finding *f)
{
	char why[512];
	int n = count_rows(cb, "SELECT uid FROM cases NOT INDEXED GROUP BY uid "
			   "HAVING count(*) > 1");
	if (n != 0) {
		snprintf(why, sizeof why, _("%d uids are held by more than one "
			 "case"), n < 0 ? 0 : n);
		found(f, 0, why);
	}
	char sql[4096];
	snprintf(sql, sizeof sql, "SELECT * FROM (%s) EXCEPT SELECT kind, name, "
		 "cases, right, wrong FROM case_counts WHERE cases > 0 "
		 "UNION ALL SELECT * FROM (SELECT kind, name, cases, right, wrong "
		 "FROM case_counts WHERE cases > 0 EXCEPT SELECT * FROM (%s))",
		 lr_cbdb_recount_sql, lr_cbdb_recount_sql);
	n = count_rows(cb, sql);
	/* a casebook without cases may have no row for all cases */
	if (n > 0 && count_rows(cb, "SELECT 1 FROM cases LIMIT 1") == 0 &&
	    count_rows(cb, "SELECT 1 FROM case_counts WHERE cases > 0") == 0)
		n = 0;
	if (n != 0)
		found(f, 0, _("the counts of 'case stats' do not match the cases"));
	n = count_rows(cb, "SELECT 1 FROM cases WHERE id > coalesce((SELECT "
		       "seq FROM sqlite_sequence WHERE name = 'cases'), 0)");
	if (n != 0)
		found(f, 0, _("the highest case number given is not recorded: a "
			       "number could be given twice"));
	sqlite3_stmt *s;
	if (sqlite3_prepare_v2(cb->db, "SELECT case_id, checksum, version FROM "
			       "case_conflicts", -1, &s, NULL) != SQLITE_OK)
		return;
	while (sqlite3_step(s) == SQLITE_ROW) {
		struct lr_case other;
		const char *sum = (const char *)sqlite3_column_text(s, 1);
		const char *json = (const char *)sqlite3_column_text(s, 2);
		if (!json || lr_cbdb_case_from_json(json, &other) < 0 || !sum ||
		    strcmp(sum, other.checksum))
			found(f, sqlite3_column_int64(s, 0), _("damaged: a version "
			      "of another casebook kept beside it cannot be read"));
		lr_case_clear(&other);
	}
	sqlite3_finalize(s);
}

int lr_casebook_check(struct lr_casebook *cb,
		      void (*each)(int64_t id, const char *why, void *arg),
		      void *arg, struct lr_casebook_health *h, char *err,
		      size_t errlen)
{
	memset(h, 0, sizeof *h);
	struct finding f = { each, arg, h };
	/* one read transaction: every part sees the same casebook */
	if (sqlite3_exec(cb->db, "BEGIN", NULL, NULL, NULL) != SQLITE_OK)
		return lr_cbdb_error(cb, _("cannot read"), err, errlen);
	int rc = check_pages(cb, &f);
	if (rc == 0)
		rc = check_cases(cb, &f);
	if (rc == 0)
		check_rest(cb, &f);
	sqlite3_exec(cb->db, "COMMIT", NULL, NULL, NULL);
	/* the search index's check is a statement that may write */
	if (rc == 0)
		check_text_index(cb, &f);
	if (rc < 0) {
		/* so damaged that not even the check could be run */
		char why[512];
		snprintf(why, sizeof why, _("the file is damaged: %s"),
			 sqlite3_errmsg(cb->db));
		found(&f, 0, why);
	}
	return LR_CASEBOOK_OK;
}

/* ---- backups ---- */

/* A copy of CB at TMP (which must not exist), read back: every page
 * (quick_check) and, in a casebook of this schema, every case against
 * its seal; *DAMAGED gets the cases found damaged (copied as they were). */
static int copy_to(struct lr_casebook *cb, const char *tmp, int *damaged,
		   char *err, size_t errlen)
{
	*damaged = 0;
	sqlite3_stmt *s;
	if (sqlite3_prepare_v2(cb->db, "VACUUM INTO ?1", -1, &s, NULL) != SQLITE_OK)
		return lr_cbdb_error(cb, _("cannot back up"), err, errlen);
	sqlite3_bind_text(s, 1, tmp, -1, SQLITE_TRANSIENT);
	int rc = sqlite3_step(s);
	sqlite3_finalize(s);
	if (rc != SQLITE_DONE) {
		int status = lr_cbdb_error(cb, _("cannot back up"), err, errlen);
		unlink(tmp);
		return status;
	}
	struct lr_casebook *copy = calloc(1, sizeof *copy);
	bool bad = !copy;
	if (copy) {
		copy->lock_fd = -1;
		copy->readonly = true;
		snprintf(copy->path, sizeof copy->path, "%s", tmp);
		bad = sqlite3_open_v2(tmp, &copy->db, SQLITE_OPEN_READONLY, NULL) !=
		      SQLITE_OK;
	}
	if (!bad) {
		lr_cbdb_register_tokenizer(copy->db);
		sqlite3_stmt *q;
		bad = sqlite3_prepare_v2(copy->db, "PRAGMA integrity_check", -1, &q,
					 NULL) != SQLITE_OK;
		while (!bad && sqlite3_step(q) == SQLITE_ROW)
			bad = strcmp((const char *)sqlite3_column_text(q, 0), "ok") != 0;
		sqlite3_finalize(q);
		int version = 0;
		if (!bad && sqlite3_prepare_v2(copy->db, "PRAGMA user_version", -1,
					       &q, NULL) == SQLITE_OK) {
			if (sqlite3_step(q) == SQLITE_ROW)
				version = sqlite3_column_int(q, 0);
			sqlite3_finalize(q);
		}
		if (!bad && version == LR_CASEBOOK_SCHEMA) {
			bad = sqlite3_prepare_v2(copy->db, "SELECT " CASE_COLUMNS
						 " FROM cases", -1, &q, NULL) != SQLITE_OK;
			int step = SQLITE_DONE;
			while (!bad && (step = sqlite3_step(q)) == SQLITE_ROW) {
				struct lr_case c;
				bad = lr_cbdb_read_case(copy, q, &c, true) < 0;
				*damaged += c.damaged;
				lr_case_clear(&c);
			}
			bad |= step != SQLITE_DONE;
			sqlite3_finalize(q);
		}
	}
	lr_casebook_close(copy);
	if (bad) {
		snprintf(err, errlen, _("casebook '%s': the backup did not read "
			 "back whole; no backup was kept"), cb->path);
		unlink(tmp);
		return LR_CASEBOOK_FAIL;
	}
	return LR_CASEBOOK_OK;
}

/* TMP takes the name DEST unless DEST exists (never overwritten). */
static int take_name(const char *tmp, const char *dest, char *err,
		     size_t errlen)
{
	if (link(tmp, dest) < 0) {
		int e = errno;
		unlink(tmp);
		if (e == EEXIST)
			snprintf(err, errlen, _("'%s' exists already; it was not "
				 "overwritten"), dest);
		else
			snprintf(err, errlen, "%s: %s", dest, strerror(e));
		return e == EEXIST ? LR_CASEBOOK_REFUSED : LR_CASEBOOK_FAIL;
	}
	unlink(tmp);
	return LR_CASEBOOK_OK;
}

int lr_casebook_backup(struct lr_casebook *cb, const char *dest,
		       int *damaged, char *err, size_t errlen)
{
	struct stat st;
	if (lstat(dest, &st) == 0) {
		snprintf(err, errlen, _("'%s' exists already; it was not "
			 "overwritten"), dest);
		return LR_CASEBOOK_REFUSED;
	}
	char tmp[4200];
	snprintf(tmp, sizeof tmp, "%s.partial-%ld", dest, (long)getpid());
	unlink(tmp);
	int rc = copy_to(cb, tmp, damaged, err, errlen);
	return rc == LR_CASEBOOK_OK ? take_name(tmp, dest, err, errlen) : rc;
}

void lr_casebook_backup_path(const struct lr_casebook *cb, int n, char *buf,
			     size_t len)
{
	snprintf(buf, len, "%s.backup-%d", cb->path, n);
}

int lr_casebook_backup_rotate(struct lr_casebook *cb, char *err,
			      size_t errlen)
{
	char tmp[4200], path[4200], older[4200];
	lr_casebook_backup_path(cb, 0, tmp, sizeof tmp);
	snprintf(tmp + strlen(tmp), sizeof tmp - strlen(tmp), "-%ld",
		 (long)getpid());
	unlink(tmp);
	int damaged;
	int rc = copy_to(cb, tmp, &damaged, err, errlen);
	if (rc != LR_CASEBOOK_OK)
		return rc;
	/* the older ones move down; the oldest is dropped */
	for (int n = LR_CASEBOOK_BACKUPS - 1; n >= 1; n--) {
		lr_casebook_backup_path(cb, n, path, sizeof path);
		lr_casebook_backup_path(cb, n + 1, older, sizeof older);
		if (rename(path, older) < 0 && errno != ENOENT) {
			snprintf(err, errlen, "%s: %s", path, strerror(errno));
			unlink(tmp);
			return LR_CASEBOOK_FAIL;
		}
	}
	lr_casebook_backup_path(cb, 1, path, sizeof path);
	if (rename(tmp, path) < 0) {
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
		unlink(tmp);
		return LR_CASEBOOK_FAIL;
	}
	return LR_CASEBOOK_OK;
}

/* ---- restoring a backup ---- */

/* Is the file at SOURCE a whole casebook (of any version this program
 * reads), every page sound and, of this version, every case too? */
static int check_source(const char *source, sqlite3 **db, char *err,
			size_t errlen)
{
	struct stat st;
	*db = NULL;
	if (stat(source, &st) < 0 || !S_ISREG(st.st_mode)) {
		snprintf(err, errlen, _("'%s' is not a casebook backup (%s)"),
			 source, errno && stat(source, &st) < 0 ? strerror(errno)
			 : _("not a regular file"));
		return LR_CASEBOOK_REFUSED;
	}
	struct lr_casebook *probe = calloc(1, sizeof *probe);
	if (!probe) {
		snprintf(err, errlen, _("out of memory"));
		return LR_CASEBOOK_FAIL;
	}
	probe->lock_fd = -1;
	probe->readonly = true;
	snprintf(probe->path, sizeof probe->path, "%s", source);
	int rc = LR_CASEBOOK_OK, version = 0;
	if (sqlite3_open_v2(source, &probe->db, SQLITE_OPEN_READONLY, NULL) !=
	    SQLITE_OK) {
		rc = lr_cbdb_error(probe, _("cannot open"), err, errlen);
	} else {
		lr_cbdb_register_tokenizer(probe->db);
		rc = lr_cbdb_check_identity(probe, &version, err, errlen);
		if (rc == LR_CASEBOOK_OK && version == 0) {
			snprintf(err, errlen, _("'%s' is not a casebook backup (it "
				 "holds no casebook)"), source);
			rc = LR_CASEBOOK_REFUSED;
		}
	}
	if (rc == LR_CASEBOOK_OK) {
		sqlite3_stmt *q;
		bool bad = sqlite3_prepare_v2(probe->db, "PRAGMA integrity_check", -1,
					      &q, NULL) != SQLITE_OK;
		while (!bad && sqlite3_step(q) == SQLITE_ROW)
			bad = strcmp((const char *)sqlite3_column_text(q, 0), "ok") != 0;
		sqlite3_finalize(q);
		if (!bad && version == LR_CASEBOOK_SCHEMA &&
		    sqlite3_prepare_v2(probe->db, "SELECT " CASE_COLUMNS " FROM "
				       "cases", -1, &q, NULL) == SQLITE_OK) {
			while (!bad && sqlite3_step(q) == SQLITE_ROW) {
				struct lr_case c;
				bad = lr_cbdb_read_case(probe, q, &c, true) < 0 ||
				      c.damaged;
				lr_case_clear(&c);
			}
			sqlite3_finalize(q);
		}
		if (bad) {
			snprintf(err, errlen, _("backup '%s' is damaged (see 'liuren "
				 "case check --casebook %s'); nothing was restored"),
				 source, source);
			rc = LR_CASEBOOK_REFUSED;
		}
	}
	if (rc == LR_CASEBOOK_OK) {
		*db = probe->db;
		probe->db = NULL;
	}
	lr_casebook_close(probe);
	return rc;
}

int lr_casebook_restore(struct lr_casebook *cb, const char *source,
			char *err, size_t errlen)
{
	if (cb->readonly) {
		snprintf(err, errlen, _("casebook '%s' was opened to read only"),
			 cb->path);
		return LR_CASEBOOK_FAIL;
	}
	sqlite3 *src;
	int rc = check_source(source, &src, err, errlen);
	if (rc != LR_CASEBOOK_OK)
		return rc;
	/* what is replaced is kept first */
	rc = lr_casebook_backup_rotate(cb, err, errlen);
	if (rc == LR_CASEBOOK_OK) {
		/* SQLite's online backup: page by page, in one transaction
		 * of the casebook, so other readers see all or nothing */
		sqlite3_backup *b = sqlite3_backup_init(cb->db, "main", src, "main");
		int step = b ? sqlite3_backup_step(b, -1) : SQLITE_ERROR;
		int done = b ? sqlite3_backup_finish(b) : SQLITE_ERROR;
		if (step != SQLITE_DONE || done != SQLITE_OK)
			rc = lr_cbdb_error(cb, _("cannot restore"), err, errlen);
	}
	sqlite3_close(src);
	return rc;
}
