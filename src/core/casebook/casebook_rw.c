/* liuren - casebook_rw.c: every read and write of a case: a row is read
 * with its tags and 課體 and checked against its seal (a damaged case is
 * given out as damaged, never as if intact); a row is written with a new
 * seal and, when its fields change, the checksum it had put first in its
 * ancestry. Listing (filters, search), statistics and removal.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "casebook/casebook_db.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/i18n.h"
#include "liuren/quote.h"

static void bind_text(sqlite3_stmt *s, int i, const char *text)
{
	if (text)
		sqlite3_bind_text(s, i, text, -1, SQLITE_TRANSIENT);
	else
		sqlite3_bind_null(s, i);
}

/* ---- writing ---- */

static void make_uid(char out[33])
{
	unsigned char raw[16];
	sqlite3_randomness(sizeof raw, raw);
	for (int i = 0; i < 16; i++)
		snprintf(out + 2 * i, 3, "%02x", raw[i]);
}

/* Bind C's fields as ST_INSERT and ST_UPDATE take them (?1 its number,
 * or none for a new one); C->checksum is computed here. */
static void bind_case(sqlite3_stmt *s, struct lr_case *c, bool with_id)
{
	lr_case_checksum(c, c->checksum);
	if (with_id)
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
	bind_text(s, 27, c->husband_xingnian);
	bind_text(s, 28, c->wife_xingnian);
	bind_text(s, 29, c->ask);
	bind_text(s, 30, c->ancestry ? c->ancestry : "");
}

/* The seal of row C->id, after the row is in place. */
static int put_seal(struct lr_casebook *cb, struct lr_case *c)
{
	char seal[LR_CASE_CHECKSUM_SIZE];
	lr_cbdb_seal(c->id, c->checksum, seal);
	sqlite3_stmt *s = lr_cbdb_stmt(cb, ST_SEAL);
	if (!s)
		return -1;
	sqlite3_bind_int64(s, 1, c->id);
	bind_text(s, 2, seal);
	int rc = sqlite3_step(s);
	sqlite3_reset(s);
	return rc == SQLITE_DONE ? 0 : -1;
}

static int put_tags(struct lr_casebook *cb, const struct lr_case *c)
{
	for (int i = 0; i < c->ntags; i++) {
		sqlite3_stmt *s = lr_cbdb_stmt(cb, ST_INSERT_TAG);
		if (!s)
			return -1;
		sqlite3_bind_int64(s, 1, c->id);
		bind_text(s, 2, c->tags[i]);
		int rc = sqlite3_step(s);
		sqlite3_reset(s);
		if (rc != SQLITE_DONE)
			return -1;
	}
	return 0;
}

static int put_patterns(struct lr_casebook *cb, const struct lr_case *c)
{
	for (int i = 0; i < c->npatterns; i++) {
		sqlite3_stmt *s = lr_cbdb_stmt(cb, ST_INSERT_PATTERN);
		if (!s)
			return -1;
		sqlite3_bind_int64(s, 1, c->id);
		sqlite3_bind_int(s, 2, i);
		bind_text(s, 3, c->patterns[i]);
		int rc = sqlite3_step(s);
		sqlite3_reset(s);
		if (rc != SQLITE_DONE)
			return -1;
	}
	return 0;
}

int lr_cbdb_insert_case(struct lr_casebook *cb, struct lr_case *c)
{
	sqlite3_stmt *s = lr_cbdb_stmt(cb, ST_INSERT);
	if (!s)
		return -1;
	bind_case(s, c, c->id > 0);
	int rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc != SQLITE_DONE)
		return -1;
	c->id = sqlite3_last_insert_rowid(cb->db);
	return put_tags(cb, c) < 0 || put_patterns(cb, c) < 0 ||
	       put_seal(cb, c) < 0 ? -1 : 0;
}

int lr_cbdb_rewrite_case(struct lr_casebook *cb, struct lr_case *c)
{
	sqlite3_stmt *s = lr_cbdb_stmt(cb, ST_UPDATE);
	if (!s)
		return -1;
	bind_case(s, c, true);
	char seal[LR_CASE_CHECKSUM_SIZE];
	lr_cbdb_seal(c->id, c->checksum, seal);
	bind_text(s, 31, seal);
	int rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc != SQLITE_DONE || sqlite3_changes(cb->db) != 1)
		return -1;
	for (int list = 0; list < 2; list++) {
		s = lr_cbdb_stmt(cb, list ? ST_DELETE_PATTERNS : ST_DELETE_TAGS);
		if (!s)
			return -1;
		sqlite3_bind_int64(s, 1, c->id);
		rc = sqlite3_step(s);
		sqlite3_reset(s);
		if (rc != SQLITE_DONE)
			return -1;
	}
	return put_tags(cb, c) < 0 || put_patterns(cb, c) < 0 ? -1 : 0;
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
		c->created = lr_cbdb_now();
	if (!c->updated)
		c->updated = c->created;
	if (!c->asked)
		c->asked = c->created;
	c->id = 0;
	if (lr_case_check(c, err, errlen) < 0)
		return LR_CASEBOOK_REFUSED;
	int rc = lr_cbdb_begin(cb, err, errlen);
	if (rc != LR_CASEBOOK_OK)
		return rc;
	if (lr_cbdb_insert_case(cb, c) < 0)
		return lr_cbdb_rollback(cb, _("cannot add the case"), err, errlen);
	return lr_cbdb_commit(cb, err, errlen);
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
	if (n)
		memcpy(copy, t, (size_t)n);
	copy[n] = '\0';
	*field = copy;
	return 0;
}

/* Keep only what a damaged case may show: its number, and its uid when
 * it has the form of one. */
static void as_damaged(struct lr_case *c)
{
	int64_t id = c->id;
	char uid[33] = "";
	if (c->uid && strlen(c->uid) == 32 &&
	    strspn(c->uid, "0123456789abcdef") == 32)
		memcpy(uid, c->uid, 33);
	lr_case_clear(c);
	c->id = id;
	c->damaged = true;
	if (uid[0])
		lr_case_set(&c->uid, uid);
}

/* How many versions of another casebook wait beside C. */
static int q_conflicts(struct lr_casebook *cb, struct lr_case *c)
{
	sqlite3_stmt *s = lr_cbdb_stmt(cb, ST_CONFLICT_COUNT);
	if (!s)
		return -1;
	sqlite3_bind_int64(s, 1, c->id);
	int rc = sqlite3_step(s);
	c->conflicts = rc == SQLITE_ROW ? sqlite3_column_int(s, 0) : 0;
	sqlite3_reset(s);
	return rc == SQLITE_ROW ? 0 : -1;
}

int lr_cbdb_read_case(struct lr_casebook *cb, sqlite3_stmt *s,
		      struct lr_case *c, bool verify)
{
	lr_case_init(c);
	c->id = sqlite3_column_int64(s, 0);
	char *kind = NULL, *seal = NULL;
	int bad = copy_column(s, 1, &c->uid) | copy_column(s, 2, &kind);
	int k = kind ? lr_case_kind_parse(kind) : -1;
	free(kind);
	c->kind = k < 0 ? LR_CASE_MOMENT : (enum lr_case_kind)k;
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
	bad |= copy_column(s, 26, &c->husband_xingnian)
	       | copy_column(s, 27, &c->wife_xingnian)
	       | copy_column(s, 28, &c->ask)
	       | copy_column(s, 29, &c->ancestry)
	       | copy_column(s, 30, &seal);
	if (bad) {
		free(seal);
		return -1;
	}
	int status = 0;
	for (int list = 0; list < 2 && status == 0; list++) {
		sqlite3_stmt *q = lr_cbdb_stmt(cb, list ? ST_PATTERNS : ST_TAGS);
		if (!q) {
			status = -1;
			break;
		}
		sqlite3_bind_int64(q, 1, c->id);
		int rc;
		while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
			const char *t = (const char *)sqlite3_column_text(q, 0);
			if (!t || (list ? lr_case_add_pattern(c, t)
					: lr_case_add_tag(c, t)) < 0) {
				rc = SQLITE_ERROR;
				break;
			}
		}
		sqlite3_reset(q);
		if (rc != SQLITE_DONE)
			status = -1;
	}
	lr_case_checksum(c, c->checksum);
	if (status == 0 && verify) {
		char want[LR_CASE_CHECKSUM_SIZE];
		lr_cbdb_seal(c->id, c->checksum, want);
		/* a damaged row, or texts no longer UTF-8 (a seal over
		 * damage written by hand) */
		char why[64];
		if (!seal || strcmp(seal, want) || c->verdict < LR_VERDICT_NONE ||
		    c->verdict > LR_VERDICT_RIGHT || lr_case_check(c, why, sizeof why))
			as_damaged(c);
		else if ((q_conflicts(cb, c) < 0))
			status = -1;
	}
	free(seal);
	return status;
}

/* Case ID into C, checked; in or out of a transaction. */
static int get_case(struct lr_casebook *cb, int64_t id, struct lr_case *c,
		    char *err, size_t errlen)
{
	lr_case_init(c);
	sqlite3_stmt *s = lr_cbdb_stmt(cb, ST_GET);
	if (!s)
		return lr_cbdb_error(cb, _("cannot read"), err, errlen);
	sqlite3_bind_int64(s, 1, id);
	int rc = sqlite3_step(s);
	int status = LR_CASEBOOK_OK;
	if (rc == SQLITE_DONE) {
		snprintf(err, errlen, _("no case %lld"), (long long)id);
		status = LR_CASEBOOK_MISSING;
	} else if (rc != SQLITE_ROW || lr_cbdb_read_case(cb, s, c, true) < 0) {
		status = lr_cbdb_error(cb, _("cannot read"), err, errlen);
		lr_case_clear(c);
	} else if (c->damaged) {
		snprintf(err, errlen, _("case %lld is damaged: its stored fields "
			 "do not match its checksum, so it is not shown (see "
			 "'liuren case check')"), (long long)id);
		status = LR_CASEBOOK_DAMAGED;
	}
	sqlite3_reset(s);
	return status;
}

int lr_casebook_get(struct lr_casebook *cb, int64_t id, struct lr_case *c,
		    char *err, size_t errlen)
{
	return get_case(cb, id, c, err, errlen);
}

/* ---- changing a case ---- */

/* Inside the open transaction: write C over its row as a new version
 * (now its updated time; the checksum it had, OLD, put first in its
 * ancestry). */
static int write_version(struct lr_casebook *cb, struct lr_case *c,
			 const char *old)
{
	char *ancestry = lr_cbdb_ancestry_join(old, c->ancestry);
	if (!ancestry)
		return -1;
	free(c->ancestry);
	c->ancestry = ancestry;
	int64_t now = lr_cbdb_now();
	/* a version always changes the checksum: never the same second
	 * twice */
	c->updated = now > c->updated ? now : c->updated + 1;
	return lr_cbdb_rewrite_case(cb, c);
}

/* Change case ID with CHANGE(C, ARG) in one transaction. */
static int change_case(struct lr_casebook *cb, int64_t id,
		       int (*change)(struct lr_case *c, const void *arg,
				     char *err, size_t errlen),
		       const void *arg, char *err, size_t errlen)
{
	int rc = lr_cbdb_begin(cb, err, errlen);
	if (rc != LR_CASEBOOK_OK)
		return rc;
	struct lr_case c;
	rc = get_case(cb, id, &c, err, errlen);
	if (rc == LR_CASEBOOK_OK)
		rc = change(&c, arg, err, errlen);
	if (rc != LR_CASEBOOK_OK) {
		lr_case_clear(&c);
		if (!cb->batch)
			lr_cbdb_run(cb, ST_ROLLBACK);
		return rc;
	}
	char old[LR_CASE_CHECKSUM_SIZE];
	memcpy(old, c.checksum, sizeof old);
	if (write_version(cb, &c, old) < 0) {
		lr_case_clear(&c);
		return lr_cbdb_rollback(cb, _("cannot change the case"), err, errlen);
	}
	lr_case_clear(&c);
	return lr_cbdb_commit(cb, err, errlen);
}

struct text_change {
	enum lr_case_field field;
	const char *text;
};

static int change_text(struct lr_case *c, const void *arg, char *err,
		       size_t errlen)
{
	const struct text_change *t = arg;
	char **slot[] = {
		[LR_FIELD_JUDGMENT] = &c->judgment, [LR_FIELD_NOTES] = &c->notes,
		[LR_FIELD_OUTCOME] = &c->outcome,
		[LR_FIELD_OUTCOME_DATE] = &c->outcome_date,
		[LR_FIELD_QUESTION] = &c->question,
	};
	if (lr_case_set(slot[t->field], t->text) < 0) {
		snprintf(err, errlen, _("out of memory"));
		return LR_CASEBOOK_FAIL;
	}
	return LR_CASEBOOK_OK;
}

int lr_casebook_set_text(struct lr_casebook *cb, int64_t id,
			 enum lr_case_field field, const char *text,
			 char *err, size_t errlen)
{
	if ((unsigned)field > LR_FIELD_QUESTION ||
	    (field == LR_FIELD_QUESTION && !text)) {
		snprintf(err, errlen, "bad field");
		return LR_CASEBOOK_FAIL;
	}
	if (text && !lr_quote_is_utf8(text)) {
		snprintf(err, errlen, _("the text is not UTF-8"));
		return LR_CASEBOOK_REFUSED;
	}
	if (field == LR_FIELD_QUESTION && !text[strspn(text, " \t\r\n")]) {
		snprintf(err, errlen, _("the question cannot be empty"));
		return LR_CASEBOOK_REFUSED;
	}
	struct text_change t = { field, text };
	return change_case(cb, id, change_text, &t, err, errlen);
}

static int change_verdict(struct lr_case *c, const void *arg, char *err,
			  size_t errlen)
{
	(void)err;
	(void)errlen;
	c->verdict = *(const int *)arg;
	return LR_CASEBOOK_OK;
}

int lr_casebook_set_verdict(struct lr_casebook *cb, int64_t id, int verdict,
			    char *err, size_t errlen)
{
	return change_case(cb, id, change_verdict, &verdict, err, errlen);
}

struct tag_change {
	const char *tag;
	bool add;
};

static int change_tag(struct lr_case *c, const void *arg, char *err,
		      size_t errlen)
{
	const struct tag_change *t = arg;
	if (t->add) {
		const char *why = lr_case_tag_check(t->tag);
		if (why) {
			snprintf(err, errlen, "%s", why);
			return LR_CASEBOOK_REFUSED;
		}
		if (lr_case_add_tag(c, t->tag) < 0) {
			snprintf(err, errlen, _("out of memory"));
			return LR_CASEBOOK_FAIL;
		}
		return LR_CASEBOOK_OK;
	}
	for (int i = 0; i < c->ntags; i++)
		if (!strcmp(c->tags[i], t->tag)) {
			free(c->tags[i]);
			c->tags[i] = c->tags[--c->ntags];
			break;
		}
	return LR_CASEBOOK_OK;
}

int lr_casebook_tag(struct lr_casebook *cb, int64_t id, const char *tag,
		    bool add, char *err, size_t errlen)
{
	struct tag_change t = { tag, add };
	return change_case(cb, id, change_tag, &t, err, errlen);
}

/* The editable fields of FROM over TO. */
static int take_editable(struct lr_case *to, const struct lr_case *from)
{
	int bad = lr_case_set(&to->question, from->question) |
		  lr_case_set(&to->judgment, from->judgment) |
		  lr_case_set(&to->notes, from->notes) |
		  lr_case_set(&to->outcome, from->outcome) |
		  lr_case_set(&to->outcome_date, from->outcome_date);
	to->verdict = from->verdict;
	while (to->ntags > 0)
		free(to->tags[--to->ntags]);
	for (int i = 0; i < from->ntags; i++)
		bad |= lr_case_add_tag(to, from->tags[i]);
	return bad ? -1 : 0;
}

int lr_casebook_update(struct lr_casebook *cb, struct lr_case *c,
		       const char *base, bool resolve, char *err,
		       size_t errlen)
{
	int rc = lr_cbdb_begin(cb, err, errlen);
	if (rc != LR_CASEBOOK_OK)
		return rc;
	struct lr_case now;
	rc = get_case(cb, c->id, &now, err, errlen);
	if (rc == LR_CASEBOOK_OK && base && strcmp(base, now.checksum)) {
		snprintf(err, errlen, _("case %lld was changed by another program "
			 "meanwhile; nothing was written"), (long long)c->id);
		rc = LR_CASEBOOK_FAIL;
	}
	if (rc == LR_CASEBOOK_OK && take_editable(&now, c) < 0) {
		snprintf(err, errlen, _("out of memory"));
		rc = LR_CASEBOOK_FAIL;
	}
	if (rc == LR_CASEBOOK_OK && lr_case_check(&now, err, errlen) < 0)
		rc = LR_CASEBOOK_REFUSED;
	/* resolving: the other versions become ancestors of this one, so
	 * neither casebook calls it a conflict again */
	char *others = NULL;
	if (rc == LR_CASEBOOK_OK && resolve) {
		sqlite3_stmt *s = lr_cbdb_stmt(cb, ST_CONFLICTS);
		sqlite3_bind_int64(s, 1, c->id);
		while (rc == LR_CASEBOOK_OK && sqlite3_step(s) == SQLITE_ROW) {
			struct lr_case other;
			const char *json = (const char *)sqlite3_column_text(s, 0);
			char *joined = NULL;
			if (json && lr_cbdb_case_from_json(json, &other) == 0) {
				char *theirs = lr_cbdb_ancestry_join(other.checksum,
								    other.ancestry);
				joined = theirs ? lr_cbdb_ancestry_join(others,
								       theirs) : NULL;
				free(theirs);
			}
			lr_case_clear(&other);
			if (!joined) {
				snprintf(err, errlen, _("out of memory"));
				rc = LR_CASEBOOK_FAIL;
			}
			free(others);
			others = joined;
		}
		sqlite3_reset(s);
	}
	if (rc != LR_CASEBOOK_OK) {
		free(others);
		lr_case_clear(&now);
		if (!cb->batch)
			lr_cbdb_run(cb, ST_ROLLBACK);
		return rc;
	}
	char old[LR_CASE_CHECKSUM_SIZE];
	memcpy(old, now.checksum, sizeof old);
	char *merged = others ? lr_cbdb_ancestry_join(now.ancestry, others) : NULL;
	if (merged) {
		free(now.ancestry);
		now.ancestry = merged;
	}
	free(others);
	bool bad = write_version(cb, &now, old) < 0;
	if (!bad && resolve) {
		sqlite3_stmt *s = lr_cbdb_stmt(cb, ST_CONFLICTS_DROP);
		sqlite3_bind_int64(s, 1, c->id);
		bad = !s || sqlite3_step(s) != SQLITE_DONE;
		sqlite3_reset(s);
	}
	c->updated = now.updated;
	memcpy(c->checksum, now.checksum, sizeof c->checksum);
	lr_case_clear(&now);
	if (bad)
		return lr_cbdb_rollback(cb, _("cannot change the case"), err, errlen);
	return lr_cbdb_commit(cb, err, errlen);
}

int lr_casebook_conflicts(struct lr_casebook *cb, int64_t id,
			  int (*each)(const struct lr_case *other, void *arg),
			  void *arg, char *err, size_t errlen)
{
	sqlite3_stmt *s;
	if (sqlite3_prepare_v2(cb->db, "SELECT version, checksum FROM "
			       "case_conflicts WHERE case_id = ?1 ORDER BY found, "
			       "checksum", -1, &s, NULL) != SQLITE_OK)
		return lr_cbdb_error(cb, _("cannot read"), err, errlen);
	sqlite3_bind_int64(s, 1, id);
	int rc, status = LR_CASEBOOK_OK;
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		struct lr_case other;
		const char *json = (const char *)sqlite3_column_text(s, 0);
		const char *sum = (const char *)sqlite3_column_text(s, 1);
		if (!json || lr_cbdb_case_from_json(json, &other) < 0 || !sum ||
		    strcmp(sum, other.checksum)) {
			lr_case_clear(&other);
			other.id = id;
			other.damaged = true;
		}
		int stop = each(&other, arg);
		lr_case_clear(&other);
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

int lr_casebook_remove(struct lr_casebook *cb, int64_t id, char *err,
		       size_t errlen)
{
	int rc = lr_cbdb_begin(cb, err, errlen);
	if (rc != LR_CASEBOOK_OK)
		return rc;
	sqlite3_stmt *s = lr_cbdb_stmt(cb, ST_DELETE);
	if (!s)
		return lr_cbdb_rollback(cb, _("cannot remove the case"), err, errlen);
	sqlite3_bind_int64(s, 1, id);
	int step = sqlite3_step(s);
	sqlite3_reset(s);
	if (step != SQLITE_DONE)
		return lr_cbdb_rollback(cb, _("cannot remove the case"), err, errlen);
	if (sqlite3_changes(cb->db) == 0) {
		lr_cbdb_run(cb, ST_ROLLBACK);
		snprintf(err, errlen, _("no case %lld"), (long long)id);
		return LR_CASEBOOK_MISSING;
	}
	return lr_cbdb_commit(cb, err, errlen);
}
