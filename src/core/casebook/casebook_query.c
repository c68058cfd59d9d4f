/* liuren - casebook_query.c: the cases a listing shows (tags, 課體, when
 * asked, when changed, text searched through the search index), read a
 * case at a time as the statement steps, and the counts of `case
 * stats`, read from the counts the casebook keeps.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "casebook/casebook_db.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/i18n.h"
#include "liuren/quote.h"

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

/* At most this many pairs of neighbouring characters of a search are
 * looked up in the index, each needed, spread over the search; the cases
 * they give are then read for the search itself. A phrase of every pair
 * made the index read the places of each in every text: a search of 100
 * characters in a note of 2 MB of one character took 15 s and 200 MB. */
enum { SEARCH_PAIRS_MAX = 4 };

/* The FTS5 query of TEXT (a search of one character: that character; of
 * more: up to SEARCH_PAIRS_MAX of its pairs of neighbours, different
 * ones, joined by AND); a text that holds it holds them. */
static char *fts_query(const char *text)
{
	size_t starts[4 * LR_CASE_SEARCH_MAX + 2], nchars = 0;
	for (size_t i = 0; text[i]; i++)
		if ((text[i] & 0xc0) != 0x80 &&
		    nchars < sizeof starts / sizeof starts[0] - 1)
			starts[nchars++] = i;
	starts[nchars] = strlen(text);
	if (nchars <= 2)
		return fts_phrase(text);
	size_t pairs = nchars - 1, take = pairs < SEARCH_PAIRS_MAX
					  ? pairs : SEARCH_PAIRS_MAX;
	char *out = malloc(take * (2 * 2 * 4 + 3 + 5) + 1), *o = out;
	char chosen[SEARCH_PAIRS_MAX][2 * 4 + 1];
	size_t nchosen = 0;
	if (!out)
		return NULL;
	for (size_t k = 0; k < take; k++) {
		size_t at = take > 1 ? k * (pairs - 1) / (take - 1) : 0;
		size_t len = starts[at + 2] - starts[at];
		char pair[2 * 4 + 1];
		if (len >= sizeof pair)
			continue;
		memcpy(pair, text + starts[at], len);
		pair[len] = '\0';
		bool seen = false;
		for (size_t j = 0; j < nchosen; j++)
			seen |= !strcmp(chosen[j], pair);
		if (seen)
			continue;
		strcpy(chosen[nchosen++], pair);
		char *phrase = fts_phrase(pair);
		if (!phrase) {
			free(out);
			return NULL;
		}
		o += sprintf(o, "%s%s", o > out ? " AND " : "", phrase);
		free(phrase);
	}
	*o = '\0';
	return out;
}

/* Fewer cases than this holding a search: they are fetched by number
 * and sorted; more: the cases are read in order, each looked up in the
 * index's set, so the first screen comes before the last is found. */
enum { SEARCH_FEW = 2000 };

/* How many cases the index gives for the FTS5 query MATCH, counted up to
 * CAP; -1 on an error. */
static int fts_hits(struct lr_casebook *cb, const char *match, int cap)
{
	sqlite3_stmt *s;
	if (sqlite3_prepare_v2(cb->db, "SELECT count(*) FROM (SELECT rowid FROM "
			       "case_text WHERE case_text MATCH ?1 LIMIT ?2)",
			       -1, &s, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(s, 1, match, -1, SQLITE_STATIC);
	sqlite3_bind_int(s, 2, cap);
	int n = sqlite3_step(s) == SQLITE_ROW ? sqlite3_column_int(s, 0) : -1;
	sqlite3_finalize(s);
	return n;
}

/* Does TEXT hold an ASCII letter (which LIKE matches in either case)? */
static bool ascii_letters(const char *text)
{
	for (const unsigned char *p = (const unsigned char *)text; *p; p++)
		if ((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z'))
			return true;
	return false;
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
	const char *search = f->search && *f->search ? f->search : NULL;
	if (search && utf8_chars(search) > LR_CASE_SEARCH_MAX) {
		snprintf(err, errlen, _("a search is at most %d characters"),
			 LR_CASE_SEARCH_MAX);
		return LR_CASEBOOK_REFUSED;
	}
	/* The statement is put together from fixed pieces; every value the
	 * person gave is a bound parameter. */
	bool fts = search && cb->fts;
	char *match = fts ? fts_query(search) : NULL;
	if (fts && !match) {
		snprintf(err, errlen, _("out of memory"));
		return LR_CASEBOOK_FAIL;
	}
	/* a search the index finds in few cases: those cases fetched and
	 * sorted, not every case read in order to find them */
	int hits = match ? fts_hits(cb, match, SEARCH_FEW) : SEARCH_FEW;
	if (hits < 0) {
		free(match);
		return lr_cbdb_error(cb, _("cannot read"), err, errlen);
	}
	char sql[1024] = "SELECT " CASE_COLUMNS " FROM cases WHERE 1";
	/* "+id": the cases are read in the order listed (by the index on
	 * when they were asked), each looked up in the set the filter
	 * makes, so the first screen comes before the last match is read;
	 * not each match fetched and all of them sorted first */
	if (f->tag)
		strcat(sql, " AND +id IN (SELECT case_id FROM case_tags "
		       "WHERE tag = ?1)");
	if (f->pattern)
		strcat(sql, " AND +id IN (SELECT case_id FROM case_patterns "
		       "WHERE name = ?2)");
	if (f->has_from)
		strcat(sql, " AND asked >= ?3");
	if (f->has_to)
		strcat(sql, " AND asked < ?4");
	if (f->has_since)
		strcat(sql, " AND updated >= ?7");
	/* the index gives the cases that may hold the search; each is
	 * then read for it (without FTS5, every case is) */
	if (fts)
		strcat(sql, hits < SEARCH_FEW
		       ? " AND id IN (SELECT rowid FROM case_text "
			 "WHERE case_text MATCH ?8)"
		       : " AND +id IN (SELECT rowid FROM case_text "
			 "WHERE case_text MATCH ?8)");
	if (search && !ascii_letters(search))
		/* a plain substring search */
		strcat(sql, " AND (instr(question, ?5) OR instr(judgment, ?5) "
		       "OR instr(notes, ?5) OR instr(outcome, ?5))");
	else if (search)
		strcat(sql, " AND (question LIKE ?5 ESCAPE '\\' OR judgment "
		       "LIKE ?5 ESCAPE '\\' OR notes LIKE ?5 ESCAPE '\\' OR "
		       "outcome LIKE ?5 ESCAPE '\\')");
	strcat(sql, hits < SEARCH_FEW ? (f->by_number ? " ORDER BY +id"
					: " ORDER BY +asked, +id")
	       : f->by_number ? " ORDER BY id" : " ORDER BY asked, id");
	if (f->limit > 0)
		strcat(sql, " LIMIT ?6");
	sqlite3_stmt *s;
	if (sqlite3_prepare_v2(cb->db, sql, -1, &s, NULL) != SQLITE_OK) {
		free(match);
		return lr_cbdb_error(cb, _("cannot read"), err, errlen);
	}
	if (f->tag)
		sqlite3_bind_text(s, 1, f->tag, -1, SQLITE_TRANSIENT);
	if (f->pattern)
		sqlite3_bind_text(s, 2, f->pattern, -1, SQLITE_TRANSIENT);
	sqlite3_bind_int64(s, 3, f->from);
	sqlite3_bind_int64(s, 4, f->to);
	sqlite3_bind_int64(s, 7, f->since);
	if (search) {
		char *q = !ascii_letters(search) ? strdup(search)
			  : like_pattern(search);
		if (!q) {
			free(match);
			sqlite3_finalize(s);
			snprintf(err, errlen, _("out of memory"));
			return LR_CASEBOOK_FAIL;
		}
		sqlite3_bind_text(s, 5, q, -1, free);
		if (match)
			sqlite3_bind_text(s, 8, match, -1, free);
	}
	sqlite3_bind_int(s, 6, f->limit);
	int rc, status = LR_CASEBOOK_OK;
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		struct lr_case c;
		if (lr_cbdb_read_case(cb, s, &c, true) < 0) {
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
		status = lr_cbdb_error(cb, _("cannot read"), err, errlen);
	sqlite3_finalize(s);
	return status;
}

int lr_casebook_stats(struct lr_casebook *cb,
		      void (*each)(const struct lr_case_count *row, void *arg),
		      void *arg, int *total, int *marked, char *err,
		      size_t errlen)
{
	/* the counts kept as cases change: all cases first, then the 課體
	 * and the tags, each most frequent first */
	static const char sql[] =
		"SELECT kind, name, cases, right, wrong FROM case_counts "
		"ORDER BY kind = 't', kind = 'p', cases DESC, name";
	sqlite3_stmt *s;
	*total = *marked = 0;
	if (sqlite3_prepare_v2(cb->db, sql, -1, &s, NULL) != SQLITE_OK)
		return lr_cbdb_error(cb, _("cannot read"), err, errlen);
	int rc, status = LR_CASEBOOK_OK;
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		const char *kind = (const char *)sqlite3_column_text(s, 0);
		struct lr_case_count row = {
			.kind = kind ? kind[0] : 0,
			.name = (const char *)sqlite3_column_text(s, 1),
			.cases = sqlite3_column_int(s, 2),
			.right = sqlite3_column_int(s, 3),
			.wrong = sqlite3_column_int(s, 4),
		};
		if (row.kind == 'a') {
			*total = row.cases;
			*marked = row.right + row.wrong;
		} else if (each && row.name && row.cases > 0 &&
			   (row.kind == 'p' || row.kind == 't')) {
			each(&row, arg);
		}
	}
	if (rc != SQLITE_DONE)
		status = lr_cbdb_error(cb, _("cannot read"), err, errlen);
	sqlite3_finalize(s);
	return status;
}
