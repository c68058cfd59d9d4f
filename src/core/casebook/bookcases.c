/* liuren - bookcases.c: loading the book's worked charts from
 * res/book-cases.tsv, each checked by the notation parser.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/bookcases.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "liuren/notation.h"
#include "liuren/resource.h"
#include "liuren/settings.h"

int lr_bookcases_load(const char *path, struct lr_bookcases *out, char *err,
		      size_t errlen)
{
	memset(out, 0, sizeof *out);
	if (lr_table_read(path, 6, &out->table, err, errlen) < 0)
		return -1;
	out->cases = calloc(out->table.nrows ? out->table.nrows : 1,
			    sizeof *out->cases);
	if (!out->cases) {
		lr_table_free(&out->table);
		return lr_table_fail(err, errlen, path, 0, "out of memory");
	}
	for (size_t i = 0; i < out->table.nrows; i++) {
		const struct lr_table_row *r = &out->table.rows[i];
		struct lr_bookcase *b = &out->cases[i];
		b->id = r->fields[0];
		b->source = r->fields[1];
		b->notation = r->fields[2];
		b->settings = r->fields[3];
		b->patterns = r->fields[4];
		b->text = r->fields[5];
		struct lr_notation note;
		char why[256];
		const char *bad = NULL;
		if (b->id[0] != 'E' || !b->id[1] || strspn(b->id + 1, "0123456789")
		    != strlen(b->id + 1))
			bad = "the id must be E and digits (E04)";
		else if (lr_bookcase_find(out, b->id) != b)
			bad = "the id is used twice";
		else if (!*b->text || !*b->source)
			bad = "the source and the text cannot be empty";
		if (!bad && strcmp(b->settings, "-")) {
			/* key=value[,key=value] */
			struct lr_settings st;
			char one[256];
			lr_settings_default(&st);
			for (const char *p = b->settings; *p && !bad; ) {
				size_t n = strcspn(p, ",");
				snprintf(one, sizeof one, "%.*s", (int)n, p);
				if (lr_settings_assign(&st, one, why, sizeof why) < 0) {
					int rc = lr_table_fail(err, errlen, path, r->line,
							       "settings: %s", why);
					lr_bookcases_free(out);
					return rc;
				}
				p += n + (p[n] == ',');
			}
		}
		if (!bad && lr_notation_parse(b->notation, &note, why, sizeof why) < 0) {
			int rc = lr_table_fail(err, errlen, path, r->line,
					       "notation: %s", why);
			lr_bookcases_free(out);
			return rc;
		}
		if (bad) {
			int rc = lr_table_fail(err, errlen, path, r->line, "%s", bad);
			lr_bookcases_free(out);
			return rc;
		}
		out->count++;
	}
	return 0;
}

void lr_bookcases_free(struct lr_bookcases *book)
{
	free(book->cases);
	lr_table_free(&book->table);
	memset(book, 0, sizeof *book);
}

const struct lr_bookcases *lr_bookcases_default(char *err, size_t errlen)
{
	static struct lr_bookcases book;
	static int state;	/* 0 not tried, 1 loaded */
	if (state == 1)
		return &book;
	char path[4096];
	if (!lr_resource_path("book-cases.tsv", path, sizeof path)) {
		snprintf(err, errlen, "book-cases.tsv: path too long");
		return NULL;
	}
	if (lr_bookcases_load(path, &book, err, errlen) < 0)
		return NULL;
	state = 1;
	return &book;
}

const struct lr_bookcase *lr_bookcase_find(const struct lr_bookcases *book,
					   const char *id)
{
	for (size_t i = 0; book->cases && i < book->table.nrows; i++)
		if (book->cases[i].id && !strcasecmp(book->cases[i].id, id))
			return &book->cases[i];
	return NULL;
}
