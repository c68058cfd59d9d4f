/* liuren - tests/lib/tsv_rows.c: see tsv_rows.h.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tsv_rows.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void die(const char *path, int line, const char *why)
{
	fprintf(stderr, "%s:%d: %s\n", path, line, why);
	exit(EXIT_FAILURE);
}

void tsv_rows_read(const char *path, int fields, struct tsv_rows *r)
{
	FILE *fp = fopen(path, "r");
	if (!fp) {
		perror(path);
		exit(EXIT_FAILURE);
	}
	char *text = NULL;
	size_t size = 0;
	if (getdelim(&text, &size, '\0', fp) < 0)
		die(path, 0, "cannot read");
	fclose(fp);
	if (fields > TSV_MAX_FIELDS)
		die(path, 0, "too many fields asked for");
	r->count = 0;
	r->text = text;
	int lineno = 0;
	for (char *line = text; line && *line;) {
		lineno++;
		char *nl = strchr(line, '\n');
		if (nl)
			*nl = '\0';
		char *next = nl ? nl + 1 : NULL;
		if (line[0] == '#' || line[0] == '\0') {
			line = next;
			continue;
		}
		if (r->count >= TSV_MAX_ROWS)
			die(path, lineno, "too many rows");
		int k = r->count++;
		r->line[k] = lineno;
		int n = 0;
		for (char *p = line; n < fields;) {
			r->f[k][n++] = p;
			char *tab = strchr(p, '\t');
			if (!tab)
				break;
			*tab = '\0';
			p = tab + 1;
		}
		if (n != fields) {
			char why[64];
			snprintf(why, sizeof why, "%d fields, want %d", n, fields);
			die(path, lineno, why);
		}
		line = next;
	}
}
