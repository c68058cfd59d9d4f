/* liuren - casebook_json.c: a casebook export read back into cases, every
 * field checked, with SQLite's JSON functions doing the parsing.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/casebook_json.h"

#include <sqlite3.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "casebook/casebook_db.h"
#include "text/cnum_scope.h"
#include "liuren/cnum.h"
#include "liuren/i18n.h"

enum field_type { F_TEXT, F_TEXT_OR_NULL, F_INT, F_REAL_OR_NULL,
		  F_BOOL_OR_NULL, F_TEXT_LIST, F_CHECKSUM, F_ANCESTRY };

/* The members of one exported case, in the order front_case_json_members()
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
	/* from version 4 (absent from an older export) */
	{ "checksum", F_CHECKSUM }, { "ancestry", F_ANCESTRY },
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

/* Is S N lower-case hexadecimal digits? */
static bool hex_digits(const char *s, size_t n)
{
	return s && strlen(s) == n && strspn(s, "0123456789abcdef") == n;
}

static bool hex_uid(const char *s)
{
	return hex_digits(s, 32);
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
		else if (!strcmp(key, "ancestry")) {
			char *joined = NULL;
			if (!hex_digits(v, LR_CASE_CHECKSUM_SIZE - 1))
				rc = fail(err, errlen, index, key,
					  _("must be a list of checksums (64 "
					    "hexadecimal digits)"));
			else if (!(joined = lr_cbdb_ancestry_join(c->ancestry, v)))
				rc = fail(err, errlen, index, key,
					  _("out of memory"));
			if (joined) {
				free(c->ancestry);
				c->ancestry = joined;
			}
		} else if (tags && lr_case_tag_check(v))
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
	char checksum[LR_CASE_CHECKSUM_SIZE] = "";
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
			/* times within the years 1 to 9999; a number past what
			 * 64 bits hold comes back clamped and is refused too */
			bool time = strcmp(key, "id") != 0;
			if (time ? v < LR_CASE_TIME_MIN || v > LR_CASE_TIME_MAX
				 : v < 0 || v == INT64_MAX)
				return fail(err, errlen, index, key, time
					    ? _("is out of range (the years 1 to 9999)")
					    : _("is out of range"));
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
		case F_CHECKSUM:
			if (null)
				break;
			if (strcmp(type, "text") ||
			    !hex_digits((const char *)sqlite3_column_text(s, col),
					LR_CASE_CHECKSUM_SIZE - 1))
				return fail(err, errlen, index, key,
					    _("must be 64 hexadecimal digits"));
			snprintf(checksum, sizeof checksum, "%s",
				 (const char *)sqlite3_column_text(s, col));
			break;
		case F_ANCESTRY:
			if (null)
				break;
			/* fall through */
		case F_TEXT_LIST:
			if (!type || strcmp(type, "array"))
				return fail(err, errlen, index, key,
					    _("must be a list"));
			if (take_list(db, (const char *)sqlite3_column_text(s, col),
				      c, !strcmp(key, "tags"), index, key, err,
				      errlen) < 0)
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
	char why[256];
	if (lr_case_check(c, why, sizeof why) < 0) {
		snprintf(err, errlen, _("case %d: %s"), index, why);
		return -1;
	}
	/* the checksum the exporting casebook gave: the case as it left */
	lr_case_checksum(c, c->checksum);
	if (checksum[0] && strcmp(checksum, c->checksum)) {
		snprintf(err, errlen, _("case %d: its fields do not match its "
			 "checksum (changed or damaged since it was exported)"),
			 index);
		return -1;
	}
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

/* ---- the outer object, read a value at a time ---- */

struct scan {
	FILE *in;
	char *buf;		/* the value being read */
	size_t len, cap;
	bool too_big;
	bool blank_flood;	/* more blanks in a row than an export has */
};

/* The next character after blanks; -3 past LR_CASEBOOK_EXPORT_BLANKS_MAX
 * blanks in a row (an endless stream of them never hangs a reader). */
static int skip_blanks(struct scan *sc)
{
	int c;
	long n = 0;
	while ((c = getc(sc->in)) == ' ' || c == '\t' || c == '\n' || c == '\r')
		if (++n > LR_CASEBOOK_EXPORT_BLANKS_MAX) {
			sc->blank_flood = true;
			return -3;
		}
	return c;
}

static bool keep(struct scan *sc, int c)
{
	if (sc->len + 2 > sc->cap) {
		size_t cap = sc->cap ? sc->cap * 2 : 4096;
		if (cap > LR_CASEBOOK_EXPORT_CASE_MAX + 2)
			cap = LR_CASEBOOK_EXPORT_CASE_MAX + 2;
		if (sc->len + 2 > cap) {
			sc->too_big = true;
			return false;
		}
		char *grown = realloc(sc->buf, cap);
		if (!grown)
			return false;
		sc->buf = grown;
		sc->cap = cap;
	}
	sc->buf[sc->len++] = (char)c;
	sc->buf[sc->len] = '\0';
	return true;
}

/* Read one JSON value beginning with FIRST into SC->buf: strings,
 * objects and arrays by their brackets (SQLite checks the rest), a
 * number or a word to the next delimiter. Returns the character after
 * it (blanks skipped), or -2 when the value is cut, holds a NUL byte or
 * is too long. */
static int read_value(struct scan *sc, int first)
{
	sc->len = 0;
	int depth = 0, c = first;
	bool in_string = false;
	for (;;) {
		if (c == EOF || c == '\0' || !keep(sc, c))
			return -2;
		if (in_string) {
			if (c == '\\') {
				if ((c = getc(sc->in)) == EOF || c == '\0' || !keep(sc, c))
					return -2;
			} else if (c == '"') {
				in_string = false;
				if (depth == 0)
					break;
			}
		} else if (c == '"') {
			in_string = true;
		} else if (c == '{' || c == '[') {
			depth++;
		} else if (c == '}' || c == ']') {
			if (--depth < 0)
				return -2;
			if (depth == 0)
				break;
		} else if (depth == 0) {
			int next = getc(sc->in);
			if (next == EOF || strchr(",}] \t\r\n", next)) {
				if (next == ' ' || next == '\t' || next == '\r' ||
				    next == '\n')
					next = skip_blanks(sc);
				return next;
			}
			c = next;
			continue;
		}
		c = getc(sc->in);
	}
	return skip_blanks(sc);
}

int lr_casebook_read_export_file(FILE *in,
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
	strcat(sql, " FROM (SELECT ?1 AS value)");
	int rc = -1;
	struct scan sc = { .in = in };
	sqlite3_stmt *check = NULL, *s = NULL;
	if (sqlite3_prepare_v2(db, "SELECT json_valid(?1), json_type(?1)",
			       -1, &check, NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(db, sql, -1, &s, NULL) != SQLITE_OK) {
		snprintf(err, errlen, "%s", sqlite3_errmsg(db));
		goto done;
	}
	const char *not_json = _("not a casebook export (not valid JSON)");
	bool have_version = false, have_cases = false;
	int index = 0;
	int c = skip_blanks(&sc);
	if (c != '{') {
		snprintf(err, errlen, "%s", c == '[' ? _("not a casebook export "
			 "(no \"casebook\" version and \"cases\" list)") : not_json);
		goto done;
	}
	c = skip_blanks(&sc);
	while (c != '}') {
		if (c != '"' || (c = read_value(&sc, c)) != ':') {
			snprintf(err, errlen, "%s", not_json);
			goto done;
		}
		bool is_cases = !strcmp(sc.buf, "\"cases\"");
		bool is_version = !strcmp(sc.buf, "\"casebook\"");
		c = skip_blanks(&sc);
		if (is_cases && !have_cases && c == '[') {
			have_cases = true;
			c = skip_blanks(&sc);
			while (c != ']') {
				if ((c = read_value(&sc, c)) == -2 ||
				    (c != ',' && c != ']'))
					goto bad_value;
				index++;
				if (has_nul_escape(sc.buf, sc.len)) {
					snprintf(err, errlen, _("a text holds a NUL "
						 "character (\\u0000)"));
					goto done;
				}
				sqlite3_reset(check);
				sqlite3_bind_text64(check, 1, sc.buf, sc.len,
						    SQLITE_STATIC, SQLITE_UTF8);
				if (sqlite3_step(check) != SQLITE_ROW ||
				    !sqlite3_column_int(check, 0))
					goto bad_value;
				const char *type = (const char *)sqlite3_column_text(check, 1);
				if (!type || strcmp(type, "object")) {
					snprintf(err, errlen, _("case %d: not an object"),
						 index);
					goto done;
				}
				sqlite3_reset(s);
				sqlite3_bind_text64(s, 1, sc.buf, sc.len, SQLITE_STATIC,
						    SQLITE_UTF8);
				/* json_extract reads a real with strtod: in
				 * the C locale, whatever the host's */
				locale_t host = cnum_scope_begin();
				int stepped = sqlite3_step(s);
				cnum_scope_end(host);
				if (stepped != SQLITE_ROW) {
					snprintf(err, errlen, "%s", sqlite3_errmsg(db));
					goto done;
				}
				struct lr_case one;
				if (read_one(db, s, index, &one, err, errlen) < 0) {
					lr_case_clear(&one);
					goto done;
				}
				int stop = each(&one, index, arg);
				lr_case_clear(&one);
				if (stop) {
					rc = stop;
					goto done;
				}
				if (c == ',' && (c = skip_blanks(&sc)) == ']')
					goto bad_value;	/* [a, ] */
			}
			c = skip_blanks(&sc);
		} else {
			if ((c = read_value(&sc, c)) == -2)
				goto bad_value;
			if (is_version) {
				char *end;
				long v = strtol(sc.buf, &end, 10);
				if (*end || end == sc.buf || have_version || v < 1) {
					snprintf(err, errlen, _("not a casebook export "
						 "(no \"casebook\" version and \"cases\" "
						 "list)"));
					goto done;
				}
				have_version = true;
				if (v > LR_CASEBOOK_SCHEMA) {
					snprintf(err, errlen, _("the export is of casebook "
						 "version %d, newer than this liuren knows "
						 "(%d)"), v > 999 ? 999 : (int)v,
						 LR_CASEBOOK_SCHEMA);
					goto done;
				}
			} else if (is_cases) {
				snprintf(err, errlen, _("not a casebook export (no "
					 "\"casebook\" version and \"cases\" list)"));
				goto done;
			}
		}
		if (c == ',')
			c = skip_blanks(&sc);
		else if (c != '}')
			goto bad_value;
	}
	if (skip_blanks(&sc) != EOF || ferror(in)) {
		snprintf(err, errlen, "%s", not_json);
		goto done;
	}
	if (!have_version || !have_cases) {
		snprintf(err, errlen, _("not a casebook export (no \"casebook\" "
			 "version and \"cases\" list)"));
		goto done;
	}
	rc = 0;
	goto done;
bad_value:
	if (sc.too_big)
		snprintf(err, errlen, _("case %d is larger than %d MiB"), index + 1,
			 LR_CASEBOOK_EXPORT_CASE_MAX >> 20);
	else
		snprintf(err, errlen, "%s", not_json);
done:
	if (rc == -1 && sc.blank_flood)
		snprintf(err, errlen, _("not a casebook export (more than %d "
			 "blanks in a row)"), LR_CASEBOOK_EXPORT_BLANKS_MAX);
	free(sc.buf);
	sqlite3_finalize(check);
	sqlite3_finalize(s);
	sqlite3_close(db);
	return rc;
}

int lr_casebook_read_export(const char *text, size_t len,
			    int (*each)(struct lr_case *c, int index, void *arg),
			    void *arg, char *err, size_t errlen)
{
	/* fmemopen of no bytes fails on some systems: an empty text is read
	 * from an empty stream all the same */
	FILE *in = fmemopen(len ? (void *)text : (void *)"", len ? len : 1, "r");
	if (!in) {
		snprintf(err, errlen, _("out of memory"));
		return -1;
	}
	if (!len)
		getc(in);
	int rc = lr_casebook_read_export_file(in, each, arg, err, errlen);
	fclose(in);
	return rc;
}

/* ---- one case written, for the versions conflicts keep ---- */

static void put_string(FILE *f, const char *text)
{
	if (!text) {
		fputs("null", f);
		return;
	}
	fputc('"', f);
	for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
		if (*p == '"' || *p == '\\')
			fprintf(f, "\\%c", *p);
		else if (*p < 0x20 || *p == 0x7f)
			fprintf(f, "\\u%04x", *p);
		else
			fputc(*p, f);
	}
	fputc('"', f);
}

static void put_degrees(FILE *f, double v)
{
	char num[LR_CNUM_SIZE];
	fputs(lr_cnum_format(num, sizeof num, v, 10), f);
}

char *lr_cbdb_case_json(const struct lr_case *c)
{
	char *out = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&out, &len);
	if (!f)
		return NULL;
	fprintf(f, "{\"id\":%lld,\"uid\":", (long long)c->id);
	put_string(f, c->uid);
	fputs(",\"kind\":", f);
	put_string(f, lr_case_kind_name(c->kind));
	fputs(",\"moment\":", f);
	put_string(f, c->moment);
	fputs(",\"zone\":", f);
	put_string(f, c->zone);
	fputs(",\"lon\":", f);
	if (c->kind == LR_CASE_MOMENT)
		put_degrees(f, c->lon);
	else
		fputs("null", f);
	fputs(",\"lat\":", f);
	if (c->kind == LR_CASE_MOMENT)
		put_degrees(f, c->lat);
	else
		fputs("null", f);
	fprintf(f, ",\"asked\":%lld", (long long)c->asked);
	const struct { const char *key, *value; } texts[] = {
		{ "day", c->day }, { "hour", c->hour }, { "general", c->general },
		{ "notation", c->notation }, { "settings", c->settings },
		{ "birth", c->birth }, { "sex", c->sex },
		{ "xingnian", c->xingnian },
		{ "husband_xingnian", c->husband_xingnian },
		{ "wife_xingnian", c->wife_xingnian }, { "ask", c->ask },
		{ "question", c->question }, { "judgment", c->judgment },
		{ "notes", c->notes }, { "outcome", c->outcome },
		{ "outcome_date", c->outcome_date }, { "title", c->title },
		{ "fingerprint", c->fingerprint },
	};
	for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
		fprintf(f, ",\"%s\":", texts[i].key);
		put_string(f, texts[i].value);
	}
	fprintf(f, ",\"verified\":%s", c->verdict == LR_VERDICT_NONE ? "null"
		: c->verdict == LR_VERDICT_RIGHT ? "true" : "false");
	for (int list = 0; list < 2; list++) {
		fprintf(f, ",\"%s\":[", list ? "patterns" : "tags");
		int n = list ? c->npatterns : c->ntags;
		for (int i = 0; i < n; i++) {
			fputs(i ? "," : "", f);
			put_string(f, list ? c->patterns[i] : c->tags[i]);
		}
		fputc(']', f);
	}
	fprintf(f, ",\"created\":%lld,\"updated\":%lld,\"checksum\":",
		(long long)c->created, (long long)c->updated);
	char sum[LR_CASE_CHECKSUM_SIZE];
	lr_case_checksum(c, sum);
	put_string(f, sum);
	fputs(",\"ancestry\":[", f);
	bool first = true;
	for (const char *p = c->ancestry ? c->ancestry : ""; *p; ) {
		p += strspn(p, " ");
		size_t n = strcspn(p, " ");
		if (n) {
			fprintf(f, "%s\"%.*s\"", first ? "" : ",", (int)n, p);
			first = false;
		}
		p += n;
	}
	fputs("]}", f);
	if (fclose(f) != 0) {
		free(out);
		return NULL;
	}
	return out;
}

static int keep_first(struct lr_case *c, int index, void *arg)
{
	(void)index;
	struct lr_case *out = arg;
	*out = *c;
	lr_case_init(c);	/* its strings are OUT's now */
	return 1;
}

int lr_cbdb_case_from_json(const char *json, struct lr_case *c)
{
	lr_case_init(c);
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	if (!f)
		return -1;
	fprintf(f, "{\"casebook\":%d,\"cases\":[%s]}", LR_CASEBOOK_SCHEMA, json);
	if (fclose(f) != 0) {
		free(text);
		return -1;
	}
	char err[512];
	int rc = lr_casebook_read_export(text, len, keep_first, c, err, sizeof err);
	free(text);
	return rc == 1 ? 0 : -1;
}
