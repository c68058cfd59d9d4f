/* liuren - casebook_json.c: a casebook export read back into cases, every
 * field checked, with SQLite's JSON functions doing the parsing.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/casebook_json.h"

#include <sqlite3.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/i18n.h"

enum field_type { F_TEXT, F_TEXT_OR_NULL, F_INT, F_REAL_OR_NULL,
		  F_BOOL_OR_NULL, F_TEXT_LIST };

/* The members of one exported case, in the order case_json_members()
 * writes them. */
static const struct {
	const char *key;
	enum field_type type;
} fields[] = {
	{ "id", F_INT }, { "uid", F_TEXT }, { "kind", F_TEXT },
	{ "moment", F_TEXT_OR_NULL }, { "zone", F_TEXT_OR_NULL },
	{ "lon", F_REAL_OR_NULL }, { "lat", F_REAL_OR_NULL },
	{ "asked", F_INT },
	{ "day", F_TEXT_OR_NULL }, { "hour", F_TEXT_OR_NULL },
	{ "general", F_TEXT_OR_NULL }, { "notation", F_TEXT_OR_NULL },
	{ "settings", F_TEXT }, { "birth", F_TEXT_OR_NULL },
	{ "sex", F_TEXT_OR_NULL }, { "xingnian", F_TEXT_OR_NULL },
	{ "husband_xingnian", F_TEXT_OR_NULL },
	{ "wife_xingnian", F_TEXT_OR_NULL }, { "ask", F_TEXT_OR_NULL },
	{ "question", F_TEXT }, { "judgment", F_TEXT_OR_NULL },
	{ "notes", F_TEXT_OR_NULL }, { "outcome", F_TEXT_OR_NULL },
	{ "outcome_date", F_TEXT_OR_NULL }, { "verified", F_BOOL_OR_NULL },
	{ "tags", F_TEXT_LIST }, { "title", F_TEXT },
	{ "fingerprint", F_TEXT }, { "patterns", F_TEXT_LIST },
	{ "created", F_INT }, { "updated", F_INT },
};
enum { NFIELDS = sizeof fields / sizeof fields[0] };

/* Where each member goes in a case. */
static char **text_slot(struct lr_case *c, const char *key)
{
	const struct { const char *key; size_t offset; } slots[] = {
#define SLOT(k) { #k, offsetof(struct lr_case, k) }
		SLOT(uid), SLOT(moment), SLOT(zone), SLOT(day), SLOT(hour),
		SLOT(general), SLOT(notation), SLOT(settings), SLOT(birth),
		SLOT(sex), SLOT(xingnian), SLOT(husband_xingnian),
		SLOT(wife_xingnian), SLOT(ask), SLOT(question), SLOT(judgment),
		SLOT(notes), SLOT(outcome), SLOT(outcome_date), SLOT(title),
		SLOT(fingerprint),
#undef SLOT
	};
	for (size_t i = 0; i < sizeof slots / sizeof slots[0]; i++)
		if (!strcmp(slots[i].key, key))
			return (char **)((char *)c + slots[i].offset);
	return NULL;
}

static int fail(char *err, size_t errlen, int index, const char *key,
		const char *why)
{
	snprintf(err, errlen, _("case %d: '%s' %s"), index, key, why);
	return -1;
}

static bool hex_uid(const char *s)
{
	if (strlen(s) != 32)
		return false;
	for (; *s; s++)
		if (!strchr("0123456789abcdef", *s))
			return false;
	return true;
}

/* Copy a text value that holds no NUL. */
static int take_text(sqlite3_stmt *s, int col, char **out)
{
	const char *t = (const char *)sqlite3_column_text(s, col);
	int n = sqlite3_column_bytes(s, col);
	if (!t || (int)strlen(t) != n)
		return -1;
	return lr_case_set(out, t);
}

/* Append the text items of the JSON array LIST to C's tags or 課體. */
static int take_list(sqlite3 *db, const char *list, struct lr_case *c,
		     bool tags, int index, const char *key, char *err,
		     size_t errlen)
{
	sqlite3_stmt *s;
	if (sqlite3_prepare_v2(db, "SELECT type, value FROM json_each(?1)", -1,
			       &s, NULL) != SQLITE_OK)
		return fail(err, errlen, index, key, sqlite3_errmsg(db));
	sqlite3_bind_text(s, 1, list, -1, SQLITE_STATIC);
	int rc = 0;
	while (rc == 0 && sqlite3_step(s) == SQLITE_ROW) {
		const char *type = (const char *)sqlite3_column_text(s, 0);
		const char *v = (const char *)sqlite3_column_text(s, 1);
		if (!type || strcmp(type, "text") || !v ||
		    (int)strlen(v) != sqlite3_column_bytes(s, 1))
			rc = fail(err, errlen, index, key,
				  _("must be a list of texts"));
		else if (tags && lr_case_tag_check(v))
			rc = fail(err, errlen, index, key, lr_case_tag_check(v));
		else if ((tags ? lr_case_add_tag(c, v) : lr_case_add_pattern(c, v)) < 0)
			rc = fail(err, errlen, index, key, _("out of memory"));
	}
	sqlite3_finalize(s);
	return rc;
}

/* Read the case at the row of S (type and value of each field in turn). */
static int read_one(sqlite3 *db, sqlite3_stmt *s, int index, struct lr_case *c,
		    char *err, size_t errlen)
{
	lr_case_init(c);
	for (int i = 0; i < NFIELDS; i++) {
		const char *key = fields[i].key;
		const char *type = (const char *)sqlite3_column_text(s, 2 * i);
		int col = 2 * i + 1;
		bool null = !type || !strcmp(type, "null");
		switch (fields[i].type) {
		case F_TEXT:
		case F_TEXT_OR_NULL:
			if (null && fields[i].type == F_TEXT_OR_NULL)
				break;
			if (!type || strcmp(type, "text"))
				return fail(err, errlen, index, key,
					    _("must be a text"));
			if (!strcmp(key, "kind")) {
				int kind = lr_case_kind_parse(
					(const char *)sqlite3_column_text(s, col));
				if (kind < 0)
					return fail(err, errlen, index, key,
						    _("must be moment, pillars or notation"));
				c->kind = kind;
			} else if (take_text(s, col, text_slot(c, key)) < 0) {
				return fail(err, errlen, index, key,
					    _("holds a NUL character"));
			}
			break;
		case F_INT: {
			if (!type || strcmp(type, "integer"))
				return fail(err, errlen, index, key,
					    _("must be a whole number"));
			int64_t v = sqlite3_column_int64(s, col);
			if (!strcmp(key, "id"))
				c->id = v;
			else if (!strcmp(key, "asked"))
				c->asked = v;
			else if (!strcmp(key, "created"))
				c->created = v;
			else
				c->updated = v;
			break;
		}
		case F_REAL_OR_NULL:
			if (null)
				break;
			if (strcmp(type, "real") && strcmp(type, "integer"))
				return fail(err, errlen, index, key,
					    _("must be a number"));
			*(key[1] == 'o' ? &c->lon : &c->lat) =
				sqlite3_column_double(s, col);
			break;
		case F_BOOL_OR_NULL:
			if (null)
				break;
			if (strcmp(type, "true") && strcmp(type, "false"))
				return fail(err, errlen, index, key,
					    _("must be true, false or null"));
			c->verdict = !strcmp(type, "true") ? LR_VERDICT_RIGHT
							   : LR_VERDICT_WRONG;
			break;
		case F_TEXT_LIST:
			if (!type || strcmp(type, "array"))
				return fail(err, errlen, index, key,
					    _("must be a list"));
			if (take_list(db, (const char *)sqlite3_column_text(s, col),
				      c, key[0] == 't', index, key, err, errlen) < 0)
				return -1;
			break;
		}
	}
	if (!hex_uid(c->uid))
		return fail(err, errlen, index, "uid",
			    _("must be 32 hexadecimal digits"));
	if (c->kind == LR_CASE_MOMENT && !c->moment)
		return fail(err, errlen, index, "moment",
			    _("is needed for a case of kind moment"));
	if (c->kind == LR_CASE_NOTATION && !c->notation)
		return fail(err, errlen, index, "notation",
			    _("is needed for a case of kind notation"));
	return 0;
}

/* Does TEXT hold the escape \u0000 (SQLite's JSON functions would cut the
 * string there without a word)? */
static bool has_nul_escape(const char *text, size_t len)
{
	for (size_t i = 0; i + 1 < len; i++) {
		if (text[i] != '\\')
			continue;
		if (text[i + 1] == 'u' && i + 5 < len && !memcmp(text + i + 2, "0000", 4))
			return true;
		i++;	/* the escaped character */
	}
	return false;
}

int lr_casebook_read_export(const char *text, size_t len,
			    int (*each)(struct lr_case *c, int index, void *arg),
			    void *arg, char *err, size_t errlen)
{
	sqlite3 *db;
	if (sqlite3_open_v2(":memory:", &db, SQLITE_OPEN_READWRITE |
			    SQLITE_OPEN_MEMORY, NULL) != SQLITE_OK) {
		snprintf(err, errlen, _("out of memory"));
		sqlite3_close(db);
		return -1;
	}
	/* one SELECT with the type and the value of every member */
	char sql[4096] = "SELECT ";
	for (int i = 0; i < NFIELDS; i++) {
		char part[128];
		snprintf(part, sizeof part, "%sjson_type(value, '$.%s'), "
			 "json_extract(value, '$.%s')", i ? ", " : "",
			 fields[i].key, fields[i].key);
		strcat(sql, part);
	}
	strcat(sql, " FROM json_each(?1, '$.cases') ORDER BY key");
	int rc = -1;
	sqlite3_stmt *check = NULL, *s = NULL;
	if (sqlite3_prepare_v2(db, "SELECT json_valid(?1), "
			       "json_type(?1, '$.cases'), "
			       "json_type(?1, '$.casebook'), "
			       "json_extract(?1, '$.casebook')", -1, &check,
			       NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(db, sql, -1, &s, NULL) != SQLITE_OK) {
		snprintf(err, errlen, "%s", sqlite3_errmsg(db));
		goto done;
	}
	sqlite3_bind_text64(check, 1, text, len, SQLITE_STATIC, SQLITE_UTF8);
	if (has_nul_escape(text, len)) {
		snprintf(err, errlen, _("a text holds a NUL character (\\u0000)"));
		goto done;
	}
	if (memchr(text, '\0', len) || sqlite3_step(check) != SQLITE_ROW ||
	    !sqlite3_column_int(check, 0)) {
		snprintf(err, errlen, _("not a casebook export (not valid JSON)"));
		goto done;
	}
	const char *cases = (const char *)sqlite3_column_text(check, 1);
	const char *version = (const char *)sqlite3_column_text(check, 2);
	if (!cases || strcmp(cases, "array") || !version ||
	    strcmp(version, "integer")) {
		snprintf(err, errlen, _("not a casebook export (no \"casebook\" "
			 "version and \"cases\" list)"));
		goto done;
	}
	if (sqlite3_column_int(check, 3) > LR_CASEBOOK_SCHEMA) {
		snprintf(err, errlen, _("the export is of casebook version %d, "
			 "newer than this liuren knows (%d)"),
			 sqlite3_column_int(check, 3), LR_CASEBOOK_SCHEMA);
		goto done;
	}
	sqlite3_bind_text64(s, 1, text, len, SQLITE_STATIC, SQLITE_UTF8);
	/* pass 0 checks every case, pass 1 hands them on */
	for (int pass = 0; pass < 2; pass++) {
		int index = 0, step;
		sqlite3_reset(s);
		while ((step = sqlite3_step(s)) == SQLITE_ROW) {
			struct lr_case c;
			index++;
			if (read_one(db, s, index, &c, err, errlen) < 0) {
				lr_case_clear(&c);
				goto done;
			}
			int stop = pass ? each(&c, index, arg) : 0;
			lr_case_clear(&c);
			if (stop) {
				rc = stop;
				goto done;
			}
		}
		if (step != SQLITE_DONE) {
			snprintf(err, errlen, "%s", sqlite3_errmsg(db));
			goto done;
		}
	}
	rc = 0;
done:
	sqlite3_finalize(check);
	sqlite3_finalize(s);
	sqlite3_close(db);
	return rc;
}
