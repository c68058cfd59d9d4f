/* liuren - casebook.h: the practitioner's casebook, kept in one SQLite
 * file: every chart cast for a question, with its querent, tags,
 * judgment (斷), notes, outcome and whether it came true (驗 / 不驗).
 *
 * A case stores the chart's inputs (a moment with its zone, typed
 * pillars, or the book's notation) and the full settings it was cast
 * with, never the chart as text; readers recompute the chart and compare
 * it with the stored fingerprint (lessons, transmissions, method and
 * 課體 at cast time) to flag a chart that now comes out differently.
 * The 課體 names fired at cast time are kept as an index for filtering
 * and statistics.
 *
 * The file: WAL journal, foreign keys on, a busy timeout, PRAGMA
 * application_id marking it as a liuren casebook and user_version as its
 * schema version (migrated forward in one transaction, after a backup).
 * Every write is one transaction; all SQL is fixed text with bound
 * parameters. Case numbers are never reused (AUTOINCREMENT); the uid is
 * a case's identity across casebooks.
 *
 * Every case carries a checksum (lr_case_checksum: SHA-256 over its
 * fields in one canonical form), sealed with its number, checked on
 * every read of the case and written on every change: a case whose
 * stored fields were damaged is never given out as if intact (it comes
 * back with DAMAGED set and no texts). lr_casebook_check walks the whole
 * file. Each case also keeps the checksums of its earlier versions
 * (ANCESTRY), so an import can tell a case edited on one machine from
 * one edited on both.
 *
 * Full-text search uses FTS5 with the "liuren" tokenizer (every
 * character and every pair of neighbours), so a search of any length
 * from one character to LR_CASE_SEARCH_MAX is answered from the index
 * (up to four of its pairs, the cases they give then read for it);
 * a library without FTS5 falls back to reading every case.
 *
 * A file that is not a casebook (another program's database, a FIFO,
 * text) or of a schema this program does not know is refused with
 * LR_CASEBOOK_REFUSED and never written to. Writers create the schema
 * and check the file's identity under an exclusive lock, one at a time.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_CASEBOOK_H
#define LIUREN_CASEBOOK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "liuren/export.h"

LR_BEGIN_DECLS

/* The schema this program writes and reads. */
enum { LR_CASEBOOK_SCHEMA = 4 };

/* PRAGMA application_id of a liuren casebook ("LRCB"). */
#define LR_CASEBOOK_APP_ID 0x4C524342

enum lr_casebook_status {
	LR_CASEBOOK_OK = 0,
	LR_CASEBOOK_FAIL = -1,		/* busy, disk full, I/O: try again */
	LR_CASEBOOK_REFUSED = -2,	/* not a casebook, damaged, newer */
	LR_CASEBOOK_MISSING = -3,	/* no file and not asked to create */
	LR_CASEBOOK_DAMAGED = -4,	/* the case read is damaged */
	LR_CASEBOOK_BUSY = -5		/* another program kept it locked
					 * longer than the wait: try again */
};

/* A case's checksum: 64 hexadecimal digits and a NUL. */
enum { LR_CASE_CHECKSUM_SIZE = 65 };

/* The longest search, in characters. */
enum { LR_CASE_SEARCH_MAX = 100 };

/* The most earlier versions a case remembers (ANCESTRY). */
enum { LR_CASE_ANCESTRY_MAX = 64 };

/* The times a case may hold (asked, created, updated): 0001-01-01 to
 * 9999-12-31 UTC, in seconds since the epoch. */
#define LR_CASE_TIME_MIN (-62135596800LL)
#define LR_CASE_TIME_MAX 253402300799LL

/* How a chart was given. */
enum lr_case_kind {
	LR_CASE_MOMENT,		/* a moment on the clock (MOMENT, ZONE) */
	LR_CASE_PILLARS,	/* typed day, hour and general */
	LR_CASE_NOTATION	/* the book's notation (NOTATION) */
};

/* 驗 / 不驗 as the practitioner marked the outcome. */
enum lr_case_verdict {
	LR_VERDICT_NONE = -1,
	LR_VERDICT_WRONG = 0,	/* 不驗 */
	LR_VERDICT_RIGHT = 1	/* 驗 */
};

/* A case. Strings are owned by the case (lr_case_clear frees them); NULL
 * means not given. Texts may hold any bytes but NUL. */
struct lr_case {
	int64_t id;
	char *uid;		/* 32 hex digits, the same in every casebook */
	enum lr_case_kind kind;
	char *moment;		/* wall clock as given "2026-11-29T17:05:00" */
	char *zone;		/* the zone it was read in */
	double lon, lat;	/* observer */
	int64_t asked;		/* instant of the moment, else creation */
	char *day, *hour, *general;	/* typed (or overriding) pillars */
	char *notation;
	char *settings;		/* every setting, "key=value,key=value" */
	char *birth, *sex, *xingnian;	/* querent, as given */
	char *husband_xingnian, *wife_xingnian;	/* 夫行年, 妻行年, as given */
	char *ask;		/* the question category (所占之事), as given */
	char *question, *judgment, *notes, *outcome;
	char *outcome_date;	/* "YYYY-MM-DD" or NULL */
	int verdict;		/* enum lr_case_verdict */
	char *title;		/* "丙午日 午時 卯將" */
	char *fingerprint;	/* the chart at cast time, in words */
	char **tags;
	int ntags;
	char **patterns;	/* 課體 fired at cast time */
	int npatterns;
	int64_t created, updated;	/* seconds since the epoch */
	char *ancestry;		/* checksums of earlier versions, newest
				 * first, separated by blanks; NULL: none */
	/* filled when read from a casebook: */
	char checksum[LR_CASE_CHECKSUM_SIZE];	/* lr_case_checksum */
	bool damaged;		/* its stored fields fail their checksum:
				 * only ID (and UID when readable) are set */
	int conflicts;		/* versions of another casebook kept beside
				 * it, not yet resolved */
};

/* The checksum of C's fields (all but its number, its ancestry and what
 * is filled on reading) into OUT: the same case gives the same checksum
 * in any casebook, on any machine, in any locale. */
void lr_case_checksum(const struct lr_case *c, char out[LR_CASE_CHECKSUM_SIZE]);

void lr_case_init(struct lr_case *c);
void lr_case_clear(struct lr_case *c);
/* Append to TAGS / PATTERNS (copied). Returns 0, or -1 out of memory. */
int lr_case_add_tag(struct lr_case *c, const char *tag);
int lr_case_add_pattern(struct lr_case *c, const char *name);
/* Set one string field (copied; NULL clears). Returns 0 or -1. */
int lr_case_set(char **field, const char *text);

const char *lr_case_kind_name(enum lr_case_kind kind);	/* "moment" */
int lr_case_kind_parse(const char *name);		/* -1 if unknown */

/* Is TAG usable (non-empty, at most 64 bytes, no control characters and
 * no comma)? NULL if so, else why not. */
const char *lr_case_tag_check(const char *tag);

/* May C be stored? Every text UTF-8, the question not empty (nor only
 * blanks), the tags usable, the observer a finite longitude in
 * -180..180 and latitude in -90..90, the times within the years 1 to
 * 9999, and no chart input (moment, pillars,
 * notation, settings, querent, matter asked) beginning with '-': a stored input is
 * data, never read as an option. Returns 0, or -1 with the reason
 * ("'notation' cannot begin with '-' …") in ERR. lr_casebook_add and
 * lr_casebook_import refuse (LR_CASEBOOK_REFUSED) a case that fails it. */
int lr_case_check(const struct lr_case *c, char *err, size_t errlen);

struct lr_casebook;

/* $XDG_DATA_HOME/liuren/casebook.sqlite, else
 * $HOME/.local/share/liuren/casebook.sqlite. Returns 0, or -1 when
 * neither variable is set. */
int lr_casebook_default_path(char *buf, size_t buflen);

/* The value of a "casebook = FILE" line in the config file CONFIG_PATH
 * (the school settings' file, read as lr_settings_load reads it: a regular
 * file of at most LR_CONFIG_MAX bytes), "~/" standing for $HOME. Returns
 * 1 and fills BUF when there is one, 0 when there is none or no such
 * file, -1 on a read error (ERR). */
int lr_casebook_config_path(const char *config_path, char *buf,
			    size_t buflen, char *err, size_t errlen);

/* The same from the config file's TEXT (LEN bytes) read already,
 * CONFIG_PATH naming it in the message: 1 and BUF filled, 0 when there
 * is no casebook line, -1 (ERR) when the path is too long. */
int lr_casebook_config_value(const char *config_path, const char *text,
			     size_t len, char *buf, size_t buflen, char *err,
			     size_t errlen);

/* Open the casebook at PATH, creating it (and, for CREATE_DIRS, its
 * directory) when CREATE is set and there is no file. Returns
 * LR_CASEBOOK_OK with *OUT set, or a status with a one-line message in
 * ERR ("casebook 'x': not a liuren casebook (another program's SQLite
 * database); left unchanged"). */
int lr_casebook_open(const char *path, bool create, bool create_dirs,
		     struct lr_casebook **out, char *err, size_t errlen);
/* Open the casebook at PATH to read only (list, show, export, stats):
 * nothing is written, and no -wal or -shm is left behind; in a
 * directory it cannot write, the file is read as immutable. A missing
 * or empty file (a casebook not yet begun) is LR_CASEBOOK_MISSING; a
 * casebook of an older schema is brought up to date first. Writes
 * through it fail. */
int lr_casebook_open_read(const char *path, struct lr_casebook **out,
			  char *err, size_t errlen);
void lr_casebook_close(struct lr_casebook *cb);

/* How long a write waits for another program's write to end before it
 * gives up with LR_CASEBOOK_BUSY (default 5000 ms; the browser waits
 * little and keeps what was typed, so its screen never freezes). */
void lr_casebook_set_wait(struct lr_casebook *cb, int ms);

/* Whether FTS5 is used for search. */
bool lr_casebook_has_fts(const struct lr_casebook *cb);

/* Store C as a new case: sets C->id, and C->uid, C->created and
 * C->updated when they are not given (0 / NULL). Returns a status. */
int lr_casebook_add(struct lr_casebook *cb, struct lr_case *c, char *err,
		    size_t errlen);

/* What lr_casebook_import did with a case. */
enum lr_import_result {
	LR_IMPORT_ADDED,	/* a case new here: stored */
	LR_IMPORT_SAME,		/* here already, the same: nothing done */
	LR_IMPORT_UPDATED,	/* edited there since: brought up to date */
	LR_IMPORT_OLDER,	/* edited here since: this one kept */
	LR_IMPORT_CONFLICT	/* edited on both sides: the other version
				 * kept beside this one, to be resolved */
};

/* Store C from an export (C->ancestry: the checksums of its earlier
 * versions there). A case new here is stored with its uid and times,
 * and its number when this casebook never gave that number; a case here
 * already (the same uid) is compared by checksum and ancestry: updated
 * when it was edited only there, left when it was edited only here, and
 * kept side by side when edited on both (LR_IMPORT_CONFLICT). C->id is
 * set to the case's number here. */
int lr_casebook_import(struct lr_casebook *cb, struct lr_case *c,
		       enum lr_import_result *result, char *err, size_t errlen);

/* Make the writes up to lr_casebook_batch_end() one transaction (an
 * import, a generated casebook): an error in any of them undoes all, and
 * lr_casebook_batch_end() with KEEP false undoes them too. */
int lr_casebook_batch_begin(struct lr_casebook *cb, char *err, size_t errlen);
int lr_casebook_batch_end(struct lr_casebook *cb, bool keep, char *err,
			  size_t errlen);

/* Read case ID into C (initialised here). Returns LR_CASEBOOK_OK,
 * LR_CASEBOOK_MISSING when there is no such case, LR_CASEBOOK_DAMAGED
 * (ERR says so; C holds only its number) when its stored fields fail
 * their checksum, or a status. */
int lr_casebook_get(struct lr_casebook *cb, int64_t id, struct lr_case *c,
		    char *err, size_t errlen);

/* The fields `case edit` changes. */
enum lr_case_field {
	LR_FIELD_JUDGMENT, LR_FIELD_NOTES, LR_FIELD_OUTCOME,
	LR_FIELD_OUTCOME_DATE, LR_FIELD_QUESTION
};

/* Set one text field of case ID (and its updated time). Returns
 * LR_CASEBOOK_OK, LR_CASEBOOK_MISSING, LR_CASEBOOK_DAMAGED or a
 * status. */
int lr_casebook_set_text(struct lr_casebook *cb, int64_t id,
			 enum lr_case_field field, const char *text,
			 char *err, size_t errlen);
/* Mark case ID 驗 / 不驗 / unmarked. */
int lr_casebook_set_verdict(struct lr_casebook *cb, int64_t id,
			    int verdict, char *err, size_t errlen);
/* Add or remove one tag of case ID. */
int lr_casebook_tag(struct lr_casebook *cb, int64_t id, const char *tag,
		    bool add, char *err, size_t errlen);

/* Write the editable fields of C (question, judgment, notes, outcome,
 * outcome date, mark and tags) over case C->ID in one transaction,
 * provided the case is still the version whose checksum is BASE (NULL:
 * whatever it is now): a case changed meanwhile by another program is
 * LR_CASEBOOK_FAIL, nothing written. With RESOLVE, the versions of
 * another casebook kept beside it (conflicts) are taken as resolved by
 * this one. Returns a status; C->updated and C->checksum are set. */
int lr_casebook_update(struct lr_casebook *cb, struct lr_case *c,
		       const char *base, bool resolve, char *err,
		       size_t errlen);

/* Call EACH with every version of another casebook kept beside case ID
 * (see LR_IMPORT_CONFLICT), oldest first. Returns a status. */
int lr_casebook_conflicts(struct lr_casebook *cb, int64_t id,
			  int (*each)(const struct lr_case *other, void *arg),
			  void *arg, char *err, size_t errlen);

/* Remove case ID. Returns LR_CASEBOOK_OK, LR_CASEBOOK_MISSING or a
 * status. */
int lr_casebook_remove(struct lr_casebook *cb, int64_t id, char *err,
		       size_t errlen);

/* Which cases a listing shows; NULL / false fields do not filter. */
struct lr_case_filter {
	const char *tag;	/* exact tag */
	const char *pattern;	/* 課體 name, as stored */
	bool has_from, has_to;
	int64_t from, to;	/* asked in [FROM, TO) */
	const char *search;	/* text in question, judgment, notes, outcome
				 * (at most LR_CASE_SEARCH_MAX characters) */
	bool has_since;
	int64_t since;		/* changed (updated) at SINCE or later */
	bool by_number;		/* in number order, not by when asked */
	int limit;		/* 0: all */
};

/* Call EACH with every case the filter admits, oldest asked first (then
 * by id), as it is read: the first cases come at once however many
 * follow. A damaged case comes with DAMAGED set and no texts (a search
 * or tag filter may pass it by, its texts being unknown). The case is
 * freed after the call. EACH returns 0 to go on, or non-zero to stop
 * (returned). Returns LR_CASEBOOK_OK, LR_CASEBOOK_REFUSED for a search
 * longer than LR_CASE_SEARCH_MAX characters, or a status. */
int lr_casebook_query(struct lr_casebook *cb, const struct lr_case_filter *f,
		      int (*each)(const struct lr_case *c, void *arg),
		      void *arg, char *err, size_t errlen);

/* Counts for `case stats`: for each 課體 (KIND 'p') and each tag ('t'),
 * how many cases, how many marked 驗 and how many 不驗. */
struct lr_case_count {
	char kind;
	const char *name;
	int cases, right, wrong;
};

/* Call EACH with every count row, 課體 first then tags, each most
 * frequent first. TOTAL gets the number of cases, MARKED those with a
 * verdict. The counts are kept as cases change (lr_casebook_check
 * compares them with the cases). Returns a status. */
int lr_casebook_stats(struct lr_casebook *cb,
		      void (*each)(const struct lr_case_count *row, void *arg),
		      void *arg, int *total, int *marked, char *err,
		      size_t errlen);

/* What lr_casebook_check found. */
struct lr_casebook_health {
	int cases;		/* cases read */
	int damaged;		/* of them damaged */
	int problems;		/* other findings (each passed to EACH) */
};

/* Check the whole casebook: SQLite's integrity_check (every page, every
 * index against its table), the search index against the cases, every
 * case's checksum, the uids unique, the counts of lr_casebook_stats,
 * the versions kept by conflicts, and that no case number can be given
 * again. EACH gets every finding: ID the damaged case's number (0 for
 * a finding about the file) and a one-line WHY. Returns LR_CASEBOOK_OK
 * when it could look (H says what it found), else a status. */
int lr_casebook_check(struct lr_casebook *cb,
		      void (*each)(int64_t id, const char *why, void *arg),
		      void *arg, struct lr_casebook_health *h, char *err,
		      size_t errlen);

/* Write a copy of the casebook to DEST (which must not exist: it is
 * never overwritten) and read it back (every page, every case against
 * its seal) before it is given its name. *DAMAGED gets the number of
 * damaged cases copied as they were (see lr_casebook_check). Returns a
 * status. */
int lr_casebook_backup(struct lr_casebook *cb, const char *dest,
		       int *damaged, char *err, size_t errlen);

/* The automatic backups kept next to the casebook PATH: PATH.backup-1
 * (the newest) … PATH.backup-LR_CASEBOOK_BACKUPS. */
enum { LR_CASEBOOK_BACKUPS = 3 };
/* Make a new PATH.backup-1 of CB, moving the older ones down (the oldest
 * is dropped). Done before a migration and before an import. Returns a
 * status. */
int lr_casebook_backup_rotate(struct lr_casebook *cb, char *err,
			      size_t errlen);
/* Put the casebook back as the backup SOURCE holds it (made by
 * lr_casebook_backup, or an automatic one), after checking SOURCE whole
 * and backing up what it replaces (lr_casebook_backup_rotate). A backup
 * of an older schema is brought up to date when the casebook is next
 * opened. CB should be closed afterwards. Returns a status. */
int lr_casebook_restore(struct lr_casebook *cb, const char *source,
			char *err, size_t errlen);
/* The path of backup N (1 the newest) of the casebook CB into BUF. */
void lr_casebook_backup_path(const struct lr_casebook *cb, int n, char *buf,
			     size_t len);

LR_END_DECLS

#endif
