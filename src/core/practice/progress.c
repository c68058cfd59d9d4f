/* liuren - progress.c: the students' practice kept in practice.sqlite
 * beside the casebook (see liuren/progress.h).
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/progress.h"

#include <errno.h>
#include <fcntl.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "casebook/casebook_db.h"
#include "liuren/casebook.h"
#include "liuren/i18n.h"
#include "liuren/quote.h"

enum { BUSY_TIMEOUT_MS = 5000, PATH_SIZE = 4096 };

struct lr_progress {
	sqlite3 *db;
	char path[PATH_SIZE];
	int lock_fd;
};

static const char schema_sql[] =
	"CREATE TABLE answer ("
	" id INTEGER PRIMARY KEY,"
	" student TEXT NOT NULL,"
	" at INTEGER NOT NULL,"
	" day INTEGER NOT NULL, hour INTEGER NOT NULL, general INTEGER NOT NULL,"
	" family INTEGER NOT NULL,"
	" step TEXT NOT NULL,"
	" idx INTEGER NOT NULL,"
	" right INTEGER NOT NULL CHECK (right IN (0, 1)),"
	" tries INTEGER NOT NULL);"
	"CREATE INDEX answer_student ON answer (student, at);"
	"CREATE TABLE card ("
	" student TEXT NOT NULL,"
	" day INTEGER NOT NULL, hour INTEGER NOT NULL, general INTEGER NOT NULL,"
	" box INTEGER NOT NULL, due INTEGER NOT NULL,"
	" PRIMARY KEY (student, day, hour, general));";

int lr_progress_default_path(char *buf, size_t buflen)
{
	char book[PATH_SIZE];
	if (lr_casebook_default_path(book, sizeof book) < 0)
		return -1;
	char *slash = strrchr(book, '/');
	if (!slash)
		return -1;
	*slash = '\0';
	int n = snprintf(buf, buflen, "%s/practice.sqlite", book);
	return n < 0 || (size_t)n >= buflen ? -1 : 0;
}

bool lr_progress_student_ok(const char *name)
{
	size_t n = strlen(name);
	if (n == 0 || n > LR_STUDENT_MAX || !lr_quote_is_utf8(name))
		return false;
	for (const unsigned char *c = (const unsigned char *)name; *c; c++)
		if (*c < 0x20 || *c == 0x7f)
			return false;
	return true;
}

static int db_error(struct lr_progress *pg, const char *what, char *err,
		    size_t errlen)
{
	int code = sqlite3_errcode(pg->db);
	snprintf(err, errlen, _("practice file '%s': %s: %s"), pg->path, what,
		 sqlite3_errmsg(pg->db));
	return code == SQLITE_CORRUPT || code == SQLITE_NOTADB
	       ? LR_PROGRESS_REFUSED : LR_PROGRESS_FAIL;
}

/* The first bytes of an existing file, before SQLite opens it: a file
 * that is not an SQLite database, or is another program's, is never
 * handed to SQLite (which could write a journal beside it). */
static int check_file(const char *path, char *err, size_t errlen)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
	if (fd < 0) {
		snprintf(err, errlen, _("practice file '%s': %s"), path,
			 strerror(errno));
		return LR_PROGRESS_FAIL;
	}
	struct stat st;
	unsigned char head[100];
	ssize_t n = -2;
	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode))
		n = read(fd, head, sizeof head);
	close(fd);
	if (n == -2) {
		snprintf(err, errlen, _("practice file '%s' is not a regular "
			 "file; it was left unchanged"), path);
		return LR_PROGRESS_REFUSED;
	}
	if (n == 0)
		return LR_PROGRESS_OK;	/* empty: not yet begun */
	uint32_t app = n == (ssize_t)sizeof head
		? (uint32_t)head[68] << 24 | (uint32_t)head[69] << 16 |
		  (uint32_t)head[70] << 8 | head[71] : 0;
	if (n < (ssize_t)sizeof head || memcmp(head, "SQLite format 3", 16) ||
	    (app != 0 && app != LR_PROGRESS_APP_ID)) {
		snprintf(err, errlen, _("'%s' is not a liuren practice file; it "
			 "was left unchanged"), path);
		return LR_PROGRESS_REFUSED;
	}
	return LR_PROGRESS_OK;
}

/* Is the open file a practice file (or empty, to begin one) of a schema
 * this program reads? Begins it when empty. */
static int identity(struct lr_progress *pg, char *err, size_t errlen)
{
	int app = 0, version = 0, objects = 0;
	if (lr_cbdb_pragma_int(pg->db, "PRAGMA application_id", &app) < 0 ||
	    lr_cbdb_pragma_int(pg->db, "PRAGMA user_version", &version) < 0 ||
	    lr_cbdb_pragma_int(pg->db, "SELECT count(*) FROM sqlite_schema", &objects) < 0)
		return db_error(pg, _("cannot read"), err, errlen);
	if (app != (int)LR_PROGRESS_APP_ID && (app != 0 || objects > 0)) {
		snprintf(err, errlen, _("'%s' is not a liuren practice file; it "
			 "was left unchanged"), pg->path);
		return LR_PROGRESS_REFUSED;
	}
	if (version == LR_PROGRESS_SCHEMA)
		return LR_PROGRESS_OK;
	if (version != 0 || objects > 0) {
		snprintf(err, errlen, _("practice file '%s' has schema version "
			 "%d, which this liuren does not know; it was left "
			 "unchanged"), pg->path, version);
		return LR_PROGRESS_REFUSED;
	}
	char sql[sizeof schema_sql + 128];
	snprintf(sql, sizeof sql, "BEGIN IMMEDIATE;%s"
		 "PRAGMA application_id = %d; PRAGMA user_version = %d; COMMIT;",
		 schema_sql, (int)LR_PROGRESS_APP_ID, LR_PROGRESS_SCHEMA);
	if (sqlite3_exec(pg->db, sql, NULL, NULL, NULL) != SQLITE_OK) {
		int rc = db_error(pg, _("cannot set up"), err, errlen);
		sqlite3_exec(pg->db, "ROLLBACK", NULL, NULL, NULL);
		return rc;
	}
	return LR_PROGRESS_OK;
}

void lr_progress_close(struct lr_progress *pg)
{
	if (!pg)
		return;
	sqlite3_close(pg->db);
	/* after SQLite's own descriptor: closing any descriptor of the file
	 * drops the process's POSIX locks on it */
	if (pg->lock_fd >= 0)
		close(pg->lock_fd);
	free(pg);
}

int lr_progress_open(const char *path, bool create,
		     struct lr_progress **out, char *err, size_t errlen)
{
	*out = NULL;
	struct stat st;
	bool exists = stat(path, &st) == 0;
	if (!exists && !create) {
		snprintf(err, errlen, _("no practice file at '%s' yet"), path);
		return LR_PROGRESS_MISSING;
	}
	if (exists) {
		int rc = check_file(path, err, errlen);
		if (rc != LR_PROGRESS_OK)
			return rc;
	} else if (lr_cbdb_make_dirs(path, err, errlen) < 0) {
		return LR_PROGRESS_FAIL;
	}
	struct lr_progress *pg = calloc(1, sizeof *pg);
	if (!pg) {
		snprintf(err, errlen, "%s", _("out of memory"));
		return LR_PROGRESS_FAIL;
	}
	snprintf(pg->path, sizeof pg->path, "%s", path);
	/* one writer at a time makes and checks the schema */
	pg->lock_fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY |
			   O_CREAT, 0600);
	struct stat lst;
	if (pg->lock_fd < 0 || fstat(pg->lock_fd, &lst) < 0 ||
	    !S_ISREG(lst.st_mode) || flock(pg->lock_fd, LOCK_EX) < 0) {
		if (pg->lock_fd >= 0 && fstat(pg->lock_fd, &lst) == 0 &&
		    !S_ISREG(lst.st_mode))
			snprintf(err, errlen, _("practice file '%s' is not a "
				 "regular file; it was left unchanged"), path);
		else
			snprintf(err, errlen, _("practice file '%s': %s"), path,
				 strerror(errno));
		lr_progress_close(pg);
		return LR_PROGRESS_FAIL;
	}
	if (sqlite3_open_v2(path, &pg->db, SQLITE_OPEN_READWRITE |
			    SQLITE_OPEN_NOMUTEX, NULL) != SQLITE_OK) {
		int rc = pg->db ? db_error(pg, _("cannot open"), err, errlen)
				: LR_PROGRESS_FAIL;
		lr_progress_close(pg);
		return rc;
	}
	sqlite3_busy_timeout(pg->db, BUSY_TIMEOUT_MS);
	int rc = identity(pg, err, errlen);
	if (rc == LR_PROGRESS_OK &&
	    (sqlite3_exec(pg->db, "PRAGMA journal_mode = WAL", NULL, NULL,
			  NULL) != SQLITE_OK ||
	     sqlite3_exec(pg->db, "PRAGMA synchronous = NORMAL", NULL, NULL,
			  NULL) != SQLITE_OK))
		rc = db_error(pg, _("cannot set up"), err, errlen);
	if (rc != LR_PROGRESS_OK) {
		lr_progress_close(pg);
		return rc;
	}
	flock(pg->lock_fd, LOCK_UN);	/* the fd stays open: see close */
	*out = pg;
	return LR_PROGRESS_OK;
}

/* ---- writing ---- */

static int prepare(struct lr_progress *pg, const char *sql,
		   sqlite3_stmt **s, char *err, size_t errlen)
{
	if (sqlite3_prepare_v2(pg->db, sql, -1, s, NULL) != SQLITE_OK)
		return db_error(pg, _("cannot read"), err, errlen);
	return LR_PROGRESS_OK;
}

/* the card of one chart as the file keeps it: box 0 when none yet */
static int card_of(struct lr_progress *pg, const char *student,
		   const struct lr_input *in, struct lr_practice_card *card,
		   char *err, size_t errlen)
{
	sqlite3_stmt *s;
	int rc = prepare(pg, "SELECT box, due FROM card WHERE student = ?1 AND "
			 "day = ?2 AND hour = ?3 AND general = ?4", &s, err,
			 errlen);
	if (rc)
		return rc;
	sqlite3_bind_text(s, 1, student, -1, SQLITE_STATIC);
	sqlite3_bind_int(s, 2, in->day);
	sqlite3_bind_int(s, 3, in->hour);
	sqlite3_bind_int(s, 4, in->general);
	card->input = *in;
	card->box = 0;
	card->due = 0;
	int step = sqlite3_step(s);
	if (step == SQLITE_ROW) {
		card->box = sqlite3_column_int(s, 0);
		card->due = sqlite3_column_int64(s, 1);
	}
	sqlite3_finalize(s);
	if (step != SQLITE_ROW && step != SQLITE_DONE)
		return db_error(pg, _("cannot read"), err, errlen);
	return LR_PROGRESS_OK;
}

int lr_progress_record(struct lr_progress *pg, const char *student,
		       const struct lr_practice *p, const bool *right,
		       const int *tries, int64_t now, char *err,
		       size_t errlen)
{
	if (sqlite3_exec(pg->db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK)
		return db_error(pg, _("cannot write"), err, errlen);
	sqlite3_stmt *s = NULL;
	int rc = prepare(pg, "INSERT INTO answer (student, at, day, hour, "
			 "general, family, step, idx, right, tries) VALUES "
			 "(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)", &s, err,
			 errlen);
	bool all_right = true;
	for (int i = 0; rc == LR_PROGRESS_OK && i < p->count; i++) {
		const struct lr_practice_step *st = &p->steps[i];
		sqlite3_reset(s);
		sqlite3_bind_text(s, 1, student, -1, SQLITE_STATIC);
		sqlite3_bind_int64(s, 2, now);
		sqlite3_bind_int(s, 3, p->input.day);
		sqlite3_bind_int(s, 4, p->input.hour);
		sqlite3_bind_int(s, 5, p->input.general);
		sqlite3_bind_int(s, 6, (int)p->family);
		sqlite3_bind_text(s, 7, lr_practice_kind_key(st->kind), -1,
				  SQLITE_STATIC);
		sqlite3_bind_int(s, 8, st->index);
		sqlite3_bind_int(s, 9, right[i] ? 1 : 0);
		sqlite3_bind_int(s, 10, tries[i]);
		if (sqlite3_step(s) != SQLITE_DONE)
			rc = db_error(pg, _("cannot write"), err, errlen);
		all_right = all_right && right[i];
	}
	sqlite3_finalize(s);
	struct lr_practice_card card;
	if (rc == LR_PROGRESS_OK)
		rc = card_of(pg, student, &p->input, &card, err, errlen);
	if (rc == LR_PROGRESS_OK) {
		lr_practice_card_after(&card, all_right, now);
		rc = prepare(pg, "INSERT OR REPLACE INTO card (student, day, hour, "
			     "general, box, due) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
			     &s, err, errlen);
		if (rc == LR_PROGRESS_OK) {
			sqlite3_bind_text(s, 1, student, -1, SQLITE_STATIC);
			sqlite3_bind_int(s, 2, card.input.day);
			sqlite3_bind_int(s, 3, card.input.hour);
			sqlite3_bind_int(s, 4, card.input.general);
			sqlite3_bind_int(s, 5, card.box);
			sqlite3_bind_int64(s, 6, card.due);
			if (sqlite3_step(s) != SQLITE_DONE)
				rc = db_error(pg, _("cannot write"), err, errlen);
			sqlite3_finalize(s);
		}
	}
	if (rc == LR_PROGRESS_OK &&
	    sqlite3_exec(pg->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK)
		rc = db_error(pg, _("cannot write"), err, errlen);
	if (rc != LR_PROGRESS_OK)
		sqlite3_exec(pg->db, "ROLLBACK", NULL, NULL, NULL);
	return rc;
}

/* ---- reading ---- */

int lr_progress_cards(struct lr_progress *pg, const char *student,
		      struct lr_practice_card **cards, int *ncards,
		      char *err, size_t errlen)
{
	*cards = NULL;
	*ncards = 0;
	sqlite3_stmt *s;
	int rc = prepare(pg, "SELECT day, hour, general, box, due FROM card "
			 "WHERE student = ?1 ORDER BY day, hour, general", &s,
			 err, errlen);
	if (rc)
		return rc;
	sqlite3_bind_text(s, 1, student, -1, SQLITE_STATIC);
	int cap = 0, step;
	while ((step = sqlite3_step(s)) == SQLITE_ROW) {
		if (*ncards == cap) {
			cap = cap ? cap * 2 : 64;
			struct lr_practice_card *more =
				realloc(*cards, sizeof **cards * (size_t)cap);
			if (!more) {
				step = SQLITE_NOMEM;
				break;
			}
			*cards = more;
		}
		struct lr_practice_card *c = &(*cards)[(*ncards)++];
		c->input.day = sqlite3_column_int(s, 0);
		c->input.hour = sqlite3_column_int(s, 1);
		c->input.general = sqlite3_column_int(s, 2);
		c->box = sqlite3_column_int(s, 3);
		c->due = sqlite3_column_int64(s, 4);
		if (lr_input_check(&c->input))
			(*ncards)--;	/* a row no chart has: not dealt */
	}
	sqlite3_finalize(s);
	if (step != SQLITE_DONE) {
		free(*cards);
		*cards = NULL;
		*ncards = 0;
		return db_error(pg, _("cannot read"), err, errlen);
	}
	return LR_PROGRESS_OK;
}

int lr_progress_tally(struct lr_progress *pg, const char *student,
		      struct lr_practice_tally *tally, char *err,
		      size_t errlen)
{
	memset(tally, 0, sizeof *tally);
	sqlite3_stmt *s;
	int rc = prepare(pg, "SELECT family, count(*), sum(right = 0) FROM "
			 "answer WHERE student = ?1 GROUP BY family", &s, err,
			 errlen);
	if (rc)
		return rc;
	sqlite3_bind_text(s, 1, student, -1, SQLITE_STATIC);
	int step;
	while ((step = sqlite3_step(s)) == SQLITE_ROW) {
		int f = sqlite3_column_int(s, 0);
		if (f < 0 || f >= LR_PF_COUNT)
			continue;
		tally->answered[f] = sqlite3_column_int(s, 1);
		tally->missed[f] = sqlite3_column_int(s, 2);
	}
	sqlite3_finalize(s);
	return step == SQLITE_DONE ? LR_PROGRESS_OK
				   : db_error(pg, _("cannot read"), err, errlen);
}

/* Run SQL (its ?1 the student, NULL for all) calling ROW per result. */
static int each_row(struct lr_progress *pg, const char *sql,
		    const char *student,
		    void (*row)(sqlite3_stmt *s, struct lr_progress_report *r),
		    struct lr_progress_report *r, char *err, size_t errlen)
{
	sqlite3_stmt *s;
	int rc = prepare(pg, sql, &s, err, errlen);
	if (rc)
		return rc;
	if (student)
		sqlite3_bind_text(s, 1, student, -1, SQLITE_STATIC);
	else
		sqlite3_bind_null(s, 1);
	int step;
	while ((step = sqlite3_step(s)) == SQLITE_ROW)
		row(s, r);
	sqlite3_finalize(s);
	return step == SQLITE_DONE ? LR_PROGRESS_OK
				   : db_error(pg, _("cannot read"), err, errlen);
}

static void kind_row(sqlite3_stmt *s, struct lr_progress_report *r)
{
	const char *key = (const char *)sqlite3_column_text(s, 0);
	for (int k = 0; key && k < LR_PQ_KINDS; k++)
		if (!strcmp(key, lr_practice_kind_key(k))) {
			r->answered[k] = sqlite3_column_int(s, 1);
			r->right[k] = sqlite3_column_int(s, 2);
		}
}

static void family_row(sqlite3_stmt *s, struct lr_progress_report *r)
{
	int f = sqlite3_column_int(s, 0);
	if (f >= 0 && f < LR_PF_COUNT) {
		r->family_answered[f] = sqlite3_column_int(s, 1);
		r->family_right[f] = sqlite3_column_int(s, 2);
	}
}

static void totals_row(sqlite3_stmt *s, struct lr_progress_report *r)
{
	r->charts = sqlite3_column_int(s, 0);
	r->first = sqlite3_column_int64(s, 1);
	r->last = sqlite3_column_int64(s, 2);
}

static void worst_row(sqlite3_stmt *s, struct lr_progress_report *r)
{
	if (r->nworst >= LR_REPORT_WORST)
		return;
	struct lr_input in = { sqlite3_column_int(s, 0), sqlite3_column_int(s, 1),
			       sqlite3_column_int(s, 2) };
	if (lr_input_check(&in))
		return;
	r->worst[r->nworst].input = in;
	r->worst[r->nworst++].missed = sqlite3_column_int(s, 3);
}

/* A week's row, newest first from the query: kept oldest first. */
static void week_row(sqlite3_stmt *s, struct lr_progress_report *r)
{
	if (r->nweeks >= LR_REPORT_WEEKS)
		return;
	memmove(&r->weeks[1], &r->weeks[0], sizeof r->weeks[0] * (size_t)r->nweeks);
	r->weeks[0].monday = sqlite3_column_int64(s, 0);
	r->weeks[0].answered = sqlite3_column_int(s, 1);
	r->weeks[0].right = sqlite3_column_int(s, 2);
	r->nweeks++;
}

/* ?1 NULL: every student */
#define WHO "(?1 IS NULL OR student = ?1)"

int lr_progress_report(struct lr_progress *pg, const char *student,
		       struct lr_progress_report *out, char *err,
		       size_t errlen)
{
	memset(out, 0, sizeof *out);
	int rc = each_row(pg, "SELECT step, count(*), sum(right) FROM answer "
			  "WHERE " WHO " GROUP BY step", student, kind_row, out,
			  err, errlen);
	if (!rc)
		rc = each_row(pg, "SELECT family, count(*), sum(right) FROM "
			      "answer WHERE " WHO " GROUP BY family", student,
			      family_row, out, err, errlen);
	/* a chart practised: one time its answers were written */
	if (!rc)
		rc = each_row(pg, "SELECT count(DISTINCT student || ' ' || at || "
			      "' ' || day || ' ' || hour || ' ' || general), "
			      "coalesce(min(at), 0), coalesce(max(at), 0) FROM "
			      "answer WHERE " WHO, student, totals_row, out, err,
			      errlen);
	if (!rc)
		rc = each_row(pg, "SELECT day, hour, general, sum(right = 0) AS "
			      "missed FROM answer WHERE " WHO " GROUP BY day, "
			      "hour, general HAVING missed > 0 ORDER BY missed "
			      "DESC, day, hour, general LIMIT 5", student,
			      worst_row, out, err, errlen);
	_Static_assert(LR_REPORT_WEEKS == 12, "the LIMIT of the query below");
	/* the week of an answer: 1970-01-01 was a Thursday, so the days
	 * since the epoch plus 3, over 7, count weeks from Monday */
	if (!rc)
		rc = each_row(pg, "SELECT ((at / 86400 + 3) / 7) * 7 * 86400 - "
			      "3 * 86400 AS monday, count(*), sum(right) FROM "
			      "answer WHERE " WHO " GROUP BY monday ORDER BY "
			      "monday DESC LIMIT 12", student, week_row, out,
			      err, errlen);
	return rc;
}

int lr_progress_students(struct lr_progress *pg,
			 void (*fn)(const char *student, void *arg), void *arg,
			 char *err, size_t errlen)
{
	sqlite3_stmt *s;
	int rc = prepare(pg, "SELECT DISTINCT student FROM answer ORDER BY "
			 "student", &s, err, errlen);
	if (rc)
		return rc;
	int step;
	while ((step = sqlite3_step(s)) == SQLITE_ROW)
		fn((const char *)sqlite3_column_text(s, 0), arg);
	sqlite3_finalize(s);
	return step == SQLITE_DONE ? LR_PROGRESS_OK
				   : db_error(pg, _("cannot read"), err, errlen);
}
