/* liuren - tests/lib/tsv_rows.h: the tab-separated test tables (the
 * .tsv files under tests/data/, res/kejing-errata.tsv) read into rows of
 * fields for the Check programs: '#' lines and blank lines skipped, every
 * other line must have exactly the number of fields asked for.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TESTS_TSV_ROWS_H
#define TESTS_TSV_ROWS_H

enum { TSV_MAX_ROWS = 1024, TSV_MAX_FIELDS = 12 };

struct tsv_rows {
	int count;
	int line[TSV_MAX_ROWS];			/* its line number in the file */
	char *f[TSV_MAX_ROWS][TSV_MAX_FIELDS];	/* into text */
	char *text;				/* the file, cut into fields */
};

/* Read PATH into R, each row FIELDS fields; on any problem (no file, too
 * many rows, a row with another number of fields) print "PATH:LINE: why"
 * and exit the test program with failure. */
void tsv_rows_read(const char *path, int fields, struct tsv_rows *r);

#endif
