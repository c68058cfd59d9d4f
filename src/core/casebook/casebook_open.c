/* liuren - casebook_open.c: opening a casebook file: its first bytes
 * checked before SQLite sees it (a FIFO, a device, another program's
 * file are refused untouched), the directories made, the identity read,
 * and before a migration the rotating backup, then the migration
 * (casebook_schema.c). Above the connection (casebook_db.c), so the
 * connection never calls up into the backup or the schema.
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
int lr_cbdb_make_dirs(const char *path, char *err, size_t errlen)
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
	} else if (create_dirs && lr_cbdb_make_dirs(path, err, errlen) < 0) {
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
	if (lr_cbdb_pragma_int(cb->db, "SELECT count(*) FROM sqlite_schema WHERE "
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
