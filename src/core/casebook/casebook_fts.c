/* liuren - casebook_fts.c: the search index's tokenizer ("liuren"),
 * made for Chinese text, where words are not set apart by spaces and most
 * are two characters long: every character is a token, and so is every
 * pair of neighbours, at the same position. A search of one character
 * looks up that character; a longer one looks up its pairs as a phrase
 * (「升遷可」: 升遷 then 遷可 at the next position), so a search of any
 * length from one character up is answered from the index, never by
 * reading every case. ASCII letters are folded to lower case, as LIKE
 * folds them.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "casebook/casebook_db.h"

#include <string.h>

/* Bytes of the character at P (at most END - P): a UTF-8 sequence's
 * length by its first byte, 1 for a stray byte. */
static int char_len(const unsigned char *p, const unsigned char *end)
{
	int n = *p < 0x80 ? 1 : *p >= 0xf0 ? 4 : *p >= 0xe0 ? 3
	      : *p >= 0xc0 ? 2 : 1;
	if (n > end - p)
		n = (int)(end - p);
	for (int i = 1; i < n; i++)
		if ((p[i] & 0xc0) != 0x80)
			return 1;
	return n;
}

/* Copy the character at P (N bytes) into OUT folded; returns N. */
static int fold_char(const unsigned char *p, int n, char *out)
{
	memcpy(out, p, (size_t)n);
	if (n == 1 && *p >= 'A' && *p <= 'Z')
		out[0] = (char)(*p + ('a' - 'A'));
	return n;
}

static int tok_create(void *ctx, const char **args, int nargs,
		      Fts5Tokenizer **out)
{
	(void)ctx;
	(void)args;
	if (nargs > 0)
		return SQLITE_ERROR;
	*out = (Fts5Tokenizer *)1;	/* no state of its own */
	return SQLITE_OK;
}

static void tok_delete(Fts5Tokenizer *t)
{
	(void)t;
}

static int tok_tokenize(Fts5Tokenizer *t, void *ctx, int flags,
			const char *text, int len,
			int (*token)(void *, int, const char *, int, int, int))
{
	(void)t;
	const unsigned char *p = (const unsigned char *)text;
	const unsigned char *end = p + (len > 0 ? len : 0);
	bool query = (flags & FTS5_TOKENIZE_QUERY) != 0;
	char buf[8];
	int rc = SQLITE_OK;
	/* a query of one character looks for that character */
	if (query && p < end && p + char_len(p, end) == end) {
		int n = fold_char(p, char_len(p, end), buf);
		return token(ctx, 0, buf, n, 0, n);
	}
	while (rc == SQLITE_OK && p < end) {
		int n = char_len(p, end);
		const unsigned char *next = p + n;
		int start = (int)(p - (const unsigned char *)text);
		if (!query) {
			int k = fold_char(p, n, buf);
			rc = token(ctx, 0, buf, k, start, start + n);
		}
		if (rc == SQLITE_OK && next < end) {
			int m = char_len(next, end);
			int k = fold_char(p, n, buf);
			k += fold_char(next, m, buf + k);
			rc = token(ctx, query ? 0 : FTS5_TOKEN_COLOCATED, buf, k,
				   start, start + n + m);
		}
		p = next;
	}
	return rc;
}

int lr_cbdb_register_tokenizer(sqlite3 *db)
{
	fts5_api *api = NULL;
	sqlite3_stmt *s;
	if (sqlite3_prepare_v2(db, "SELECT fts5(?1)", -1, &s, NULL) != SQLITE_OK)
		return -1;	/* a library without FTS5 */
	sqlite3_bind_pointer(s, 1, (void *)&api, "fts5_api_ptr", NULL);
	sqlite3_step(s);
	sqlite3_finalize(s);
	if (!api || api->iVersion < 2)
		return -1;
	static fts5_tokenizer tokenizer = { tok_create, tok_delete, tok_tokenize };
	return api->xCreateTokenizer(api, "liuren", NULL, &tokenizer, NULL) ==
	       SQLITE_OK ? 0 : -1;
}
