/* liuren - progress.h: each student's practice kept in one SQLite file
 * beside the casebook (practice.sqlite in the same directory): every
 * answer given (the step, whether the first try was right, when) and
 * each chart's Leitner card (its box and when it is due).
 *
 * The same safety as the casebook's: a file that is not a liuren
 * practice file (another program's database, text, a FIFO) or of a
 * schema this program does not know is refused and never written to;
 * PRAGMA application_id marks the file and user_version its schema;
 * writers create it under an exclusive lock; every write is one
 * transaction of fixed SQL with bound parameters; WAL and a busy
 * timeout.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_PROGRESS_H
#define LIUREN_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "liuren/export.h"
#include "liuren/practice.h"

LR_BEGIN_DECLS

enum { LR_PROGRESS_SCHEMA = 1 };

/* PRAGMA application_id of a practice file ("LRPR"). */
#define LR_PROGRESS_APP_ID 0x4C525052

enum lr_progress_status {
	LR_PROGRESS_OK = 0,
	LR_PROGRESS_FAIL = -1,		/* busy, disk full, I/O */
	LR_PROGRESS_REFUSED = -2,	/* not a practice file, or newer */
	LR_PROGRESS_MISSING = -3	/* no file and not asked to create */
};

/* The longest student name, in bytes. */
enum { LR_STUDENT_MAX = 64 };

struct lr_progress;

/* practice.sqlite beside the casebook's default path into BUF; 0, or -1
 * when there is no place for it (neither XDG_DATA_HOME nor HOME). */
int lr_progress_default_path(char *buf, size_t buflen);

/* Open PATH (CREATE: make it and its directories when missing). Returns
 * a status, with one line in ERR when not LR_PROGRESS_OK. */
int lr_progress_open(const char *path, bool create,
		     struct lr_progress **out, char *err, size_t errlen);
void lr_progress_close(struct lr_progress *pg);

/* Is NAME a student name the file takes (1 to LR_STUDENT_MAX bytes of
 * UTF-8 without control characters)? */
bool lr_progress_student_ok(const char *name);

/* One chart practised by STUDENT at NOW: RIGHT[i] whether step i of P
 * was answered right at the first try, TRIES[i] the answers given to it
 * (0: skipped without an answer); the chart's card moves as
 * lr_practice_card_after says. One transaction. */
int lr_progress_record(struct lr_progress *pg, const char *student,
		       const struct lr_practice *p, const bool *right,
		       const int *tries, int64_t now, char *err,
		       size_t errlen);

/* STUDENT's cards into *CARDS (malloc'd, the caller frees; NULL when
 * none) and *NCARDS, and the tally of answers per family. */
int lr_progress_cards(struct lr_progress *pg, const char *student,
		      struct lr_practice_card **cards, int *ncards,
		      char *err, size_t errlen);
int lr_progress_tally(struct lr_progress *pg, const char *student,
		      struct lr_practice_tally *tally, char *err,
		      size_t errlen);

/* What the teacher reads of one student (or of all, STUDENT NULL):
 * besides the totals, the accuracy week by week (weeks from Monday,
 * UTC; the last LR_REPORT_WEEKS weeks with answers, oldest first). */
enum { LR_REPORT_WORST = 5, LR_REPORT_WEEKS = 12 };
struct lr_progress_report {
	int charts;				/* charts practised */
	int answered[LR_PQ_KINDS], right[LR_PQ_KINDS];
	int family_answered[LR_PF_COUNT], family_right[LR_PF_COUNT];
	int64_t first, last;			/* the first and last answer */
	int nworst;				/* the charts missed most */
	struct { struct lr_input input; int missed; } worst[LR_REPORT_WORST];
	int nweeks;
	struct { int64_t monday; int answered, right; } weeks[LR_REPORT_WEEKS];
};
int lr_progress_report(struct lr_progress *pg, const char *student,
		       struct lr_progress_report *out, char *err,
		       size_t errlen);

/* Each student with answers kept, in order of name: FN once per name. */
int lr_progress_students(struct lr_progress *pg,
			 void (*fn)(const char *student, void *arg), void *arg,
			 char *err, size_t errlen);

LR_END_DECLS

#endif
