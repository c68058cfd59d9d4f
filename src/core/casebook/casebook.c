/* liuren - casebook.c: cases in memory, the casebook's path, and every
 * read and write of a case (the file itself: casebook_db.c).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/casebook.h"
#include "liuren/resource.h"
#include "casebook/casebook_db.h"

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
#include "liuren/quote.h"
#include "liuren/settings.h"

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
		&c->husband_xingnian, &c->wife_xingnian, &c->ask, &c->question,
		&c->judgment, &c->notes, &c->outcome, &c->outcome_date,
		&c->title, &c->fingerprint,
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
		if (*p < 0x20 || *p == 0x7f || *p == ',' ||
		    (p[0] == 0xc2 && p[1] >= 0x80 && p[1] < 0xa0))
			return _("a tag cannot hold a comma or a control character");
	if (!lr_quote_is_utf8(tag))
		return _("a tag must be UTF-8 text");
	return NULL;
}

int lr_case_check(const struct lr_case *c, char *err, size_t errlen)
{
	const struct { const char *key, *value; bool chart; } texts[] = {
		{ "moment", c->moment, true }, { "zone", c->zone, false },
		{ "day", c->day, true }, { "hour", c->hour, true },
		{ "general", c->general, true }, { "notation", c->notation, true },
		{ "settings", c->settings, true }, { "birth", c->birth, true },
		{ "sex", c->sex, true }, { "xingnian", c->xingnian, true },
		{ "husband_xingnian", c->husband_xingnian, true },
		{ "wife_xingnian", c->wife_xingnian, true },
		{ "ask", c->ask, true },
		{ "question", c->question, false },
		{ "judgment", c->judgment, false }, { "notes", c->notes, false },
		{ "outcome", c->outcome, false },
		{ "outcome_date", c->outcome_date, false },
		{ "title", c->title, false }, { "fingerprint", c->fingerprint, false },
	};
	for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
		const char *v = texts[i].value;
		if (!v)
			continue;
		if (!lr_quote_is_utf8(v)) {
			snprintf(err, errlen, _("'%s' is not UTF-8 text"), texts[i].key);
			return -1;
		}
		/* a chart's input is data, never read as an option */
		if (texts[i].chart && v[0] == '-') {
			snprintf(err, errlen, _("'%s' cannot begin with '-' (it is "
				 "a chart's input, not an option)"), texts[i].key);
			return -1;
		}
	}
	if (!c->question || !c->question[strspn(c->question, " \t\r\n")]) {
		snprintf(err, errlen, _("the question cannot be empty"));
		return -1;
	}
	for (int i = 0; i < c->ntags; i++) {
		const char *why = lr_case_tag_check(c->tags[i]);
		if (why) {
			snprintf(err, errlen, "'tags': %s", why);
			return -1;
		}
	}
	for (int i = 0; i < c->npatterns; i++)
		if (!lr_quote_is_utf8(c->patterns[i])) {
			snprintf(err, errlen, _("'%s' is not UTF-8 text"), "patterns");
			return -1;
		}
	return 0;
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

int lr_casebook_config_path(const char *config_path, char *buf,
			    size_t buflen, char *err, size_t errlen)
{
	/* the config's own reader: a regular file of bounded size, never a
	 * FIFO or a device waited on */
	char *text;
	size_t len;
	if (lr_file_read(config_path, LR_CONFIG_MAX, &text, &len, err,
			 errlen) != 0)
		return errno == ENOENT ? 0 : -1;
	int found = lr_casebook_config_value(config_path, text, len, buf,
					     buflen, err, errlen);
	free(text);
	return found;
}

int lr_casebook_config_value(const char *config_path, const char *config,
			     size_t len, char *buf, size_t buflen, char *err,
			     size_t errlen)
{
	/* the one reader of the config's lines (settings.h) */
	struct lr_config *c = malloc(sizeof *c);
	if (!c) {
		snprintf(err, errlen, "%s: %s", config_path, strerror(ENOMEM));
		return -1;
	}
	lr_settings_default(&c->settings);
	lr_config_read(c, config_path, config, len);
	int found = c->casebook;
	if (found < 0 || (found > 0 && strlen(c->casebook_path) >= buflen)) {
		lr_config_casebook_error(c, err, errlen);
		found = -1;
	} else if (found > 0) {
		snprintf(buf, buflen, "%s", c->casebook_path);
	}
	free(c);
	return found;
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
	sqlite3_stmt *s = lr_cbdb_stmt(cb, ST_INSERT);
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
	bind_text(s, 27, c->husband_xingnian);
	bind_text(s, 28, c->wife_xingnian);
	bind_text(s, 29, c->ask);
	int rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc != SQLITE_DONE)
		return -1;
	c->id = sqlite3_last_insert_rowid(cb->db);
	for (int i = 0; i < c->ntags; i++) {
		s = lr_cbdb_stmt(cb, ST_INSERT_TAG);
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
		s = lr_cbdb_stmt(cb, ST_INSERT_PATTERN);
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
	if (insert_case(cb, c) < 0)
		return lr_cbdb_rollback(cb, _("cannot add the case"), err, errlen);
	return lr_cbdb_commit(cb, err, errlen);
}

/* Is there a row for statement ID with the one parameter bound? 1 yes,
 * 0 no, -1 error. *ID_OUT gets column 0 when not NULL. */
static int exists(struct lr_casebook *cb, enum stmt_id id, const char *text,
		  int64_t number, int64_t *id_out)
{
	sqlite3_stmt *s = lr_cbdb_stmt(cb, id);
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
	if (lr_case_check(c, err, errlen) < 0)
		return LR_CASEBOOK_REFUSED;
	int rc = lr_cbdb_begin(cb, err, errlen);
	if (rc != LR_CASEBOOK_OK)
		return rc;
	int64_t other = 0;
	int dup = exists(cb, ST_UID_EXISTS, c->uid, 0, &other);
	if (dup < 0)
		return lr_cbdb_rollback(cb, _("cannot read"), err, errlen);
	if (dup) {
		*duplicate = true;
		c->id = other;
		if (!cb->batch)
			lr_cbdb_run(cb, ST_ROLLBACK);
		return LR_CASEBOOK_OK;
	}
	if (c->id > 0) {
		int taken = exists(cb, ST_ID_EXISTS, NULL, c->id, NULL);
		if (taken < 0)
			return lr_cbdb_rollback(cb, _("cannot read"), err, errlen);
		if (taken)
			c->id = 0;
	}
	if (insert_case(cb, c) < 0)
		return lr_cbdb_rollback(cb, _("cannot import the case"), err, errlen);
	return lr_cbdb_commit(cb, err, errlen);
}

static int set_field(struct lr_casebook *cb, enum stmt_id id, int64_t case_id,
		     const char *text, int number, char *err, size_t errlen)
{
	int rc = lr_cbdb_begin(cb, err, errlen);
	if (rc != LR_CASEBOOK_OK)
		return rc;
	sqlite3_stmt *s = lr_cbdb_stmt(cb, id);
	if (!s)
		return lr_cbdb_rollback(cb, _("cannot change the case"), err, errlen);
	sqlite3_bind_int64(s, 1, case_id);
	if (id == ST_SET_VERDICT) {
		if (number == LR_VERDICT_NONE)
			sqlite3_bind_null(s, 2);
		else
			sqlite3_bind_int(s, 2, number);
	} else {
		bind_text(s, 2, text);
	}
	sqlite3_bind_int64(s, 3, lr_cbdb_now());
	rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc != SQLITE_DONE)
		return lr_cbdb_rollback(cb, _("cannot change the case"), err, errlen);
	if (sqlite3_changes(cb->db) == 0) {
		lr_cbdb_run(cb, ST_ROLLBACK);
		snprintf(err, errlen, _("no case %lld"), (long long)case_id);
		return LR_CASEBOOK_MISSING;
	}
	return lr_cbdb_commit(cb, err, errlen);
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
	if (text && !lr_quote_is_utf8(text)) {
		snprintf(err, errlen, _("the text is not UTF-8"));
		return LR_CASEBOOK_REFUSED;
	}
	if (field == LR_FIELD_QUESTION && !text[strspn(text, " \t\r\n")]) {
		snprintf(err, errlen, _("the question cannot be empty"));
		return LR_CASEBOOK_REFUSED;
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
	int rc = lr_cbdb_begin(cb, err, errlen);
	if (rc != LR_CASEBOOK_OK)
		return rc;
	int there = exists(cb, ST_ID_EXISTS, NULL, id, NULL);
	if (there < 0)
		return lr_cbdb_rollback(cb, _("cannot read"), err, errlen);
	if (!there) {
		lr_cbdb_run(cb, ST_ROLLBACK);
		snprintf(err, errlen, _("no case %lld"), (long long)id);
		return LR_CASEBOOK_MISSING;
	}
	sqlite3_stmt *s = lr_cbdb_stmt(cb, add ? ST_INSERT_TAG : ST_DELETE_TAG);
	if (!s)
		return lr_cbdb_rollback(cb, _("cannot change the case"), err, errlen);
	sqlite3_bind_int64(s, 1, id);
	bind_text(s, 2, tag);
	int step = sqlite3_step(s);
	sqlite3_reset(s);
	if (step != SQLITE_DONE)
		return lr_cbdb_rollback(cb, _("cannot change the case"), err, errlen);
	s = lr_cbdb_stmt(cb, ST_TOUCH);
	if (!s)
		return lr_cbdb_rollback(cb, _("cannot change the case"), err, errlen);
	sqlite3_bind_int64(s, 1, id);
	sqlite3_bind_int64(s, 2, lr_cbdb_now());
	step = sqlite3_step(s);
	sqlite3_reset(s);
	if (step != SQLITE_DONE)
		return lr_cbdb_rollback(cb, _("cannot change the case"), err, errlen);
	return lr_cbdb_commit(cb, err, errlen);
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
	bad |= copy_column(s, 26, &c->husband_xingnian)
	       | copy_column(s, 27, &c->wife_xingnian)
	       | copy_column(s, 28, &c->ask);
	if (bad)
		return -1;
	for (int list = 0; list < 2; list++) {
		sqlite3_stmt *q = lr_cbdb_stmt(cb, list ? ST_PATTERNS : ST_TAGS);
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
		return lr_cbdb_error(cb, _("cannot read"), err, errlen);
	sqlite3_bind_int64(s, 1, id);
	int rc = sqlite3_step(s);
	int status = LR_CASEBOOK_OK;
	if (rc == SQLITE_DONE) {
		snprintf(err, errlen, _("no case %lld"), (long long)id);
		status = LR_CASEBOOK_MISSING;
	} else if (rc != SQLITE_ROW || read_case(cb, s, c) < 0) {
		status = lr_cbdb_error(cb, _("cannot read"), err, errlen);
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
	else if (f->search && !ascii_letters(f->search))
		/* no letter to fold: a plain substring search, about twice
		 * as fast as LIKE over a large casebook */
		strcat(sql, " AND (instr(question, ?5) OR instr(judgment, ?5) "
		       "OR instr(notes, ?5) OR instr(outcome, ?5))");
	else if (f->search)
		strcat(sql, " AND (question LIKE ?5 ESCAPE '\\' OR judgment "
		       "LIKE ?5 ESCAPE '\\' OR notes LIKE ?5 ESCAPE '\\' OR "
		       "outcome LIKE ?5 ESCAPE '\\')");
	strcat(sql, " ORDER BY asked, id");
	if (f->limit > 0)
		strcat(sql, " LIMIT ?6");
	sqlite3_stmt *s;
	if (sqlite3_prepare_v2(cb->db, sql, -1, &s, NULL) != SQLITE_OK)
		return lr_cbdb_error(cb, _("cannot read"), err, errlen);
	bind_text(s, 1, f->tag);
	bind_text(s, 2, f->pattern);
	sqlite3_bind_int64(s, 3, f->from);
	sqlite3_bind_int64(s, 4, f->to);
	if (f->search) {
		char *q = fts ? fts_phrase(f->search)
			  : !ascii_letters(f->search) ? strdup(f->search)
			  : like_pattern(f->search);
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
		status = lr_cbdb_error(cb, _("cannot read"), err, errlen);
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
		return lr_cbdb_error(cb, _("cannot read"), err, errlen);
	int status = LR_CASEBOOK_OK;
	for (int q = 0; q < 3 && status == LR_CASEBOOK_OK; q++) {
		sqlite3_stmt *s;
		if (sqlite3_prepare_v2(cb->db, sql[q], -1, &s, NULL) != SQLITE_OK) {
			status = lr_cbdb_error(cb, _("cannot read"), err, errlen);
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
			status = lr_cbdb_error(cb, _("cannot read"), err, errlen);
		sqlite3_finalize(s);
	}
	sqlite3_exec(cb->db, "COMMIT", NULL, NULL, NULL);
	return status;
}
