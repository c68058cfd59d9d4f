/* liuren - shenjiang_lun.c: the two general discourses of 《六壬大全》
 * 卷二 神將釋, 大神總論 and 天將總論 (res/shenjiang-lun.tsv, format in
 * that file's header), and the names they are asked for by.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/shenjiang.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/resource.h"
#include "liuren/table.h"

/* The headings of 卷二: 大神總論 on the twelve 神, 天將總論 on the
 * twelve generals (bit 0 and bit 1 of lr_shenjiang_lun_find). */
static const char *const headings[2] = { "大神總論", "天將總論" };

static struct lr_table table;
static struct lr_sj_lun *rows;
static size_t nrows;
static bool loaded;

int lr_shenjiang_lun_find(const char *name)
{
	/* the volume's title (卷二 神將釋) asks for both; lr_normalize
	 * brings the Simplified forms to these */
	static const struct {
		const char *name;
		int which;
	} names[] = {
		{ "大神總論", 1 }, { "天將總論", 2 }, { "神將釋", 3 },
	};
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (!strcmp(name, names[i].name))
			return names[i].which;
	return 0;
}

int lr_shenjiang_lun_load_file(const char *path, char *err, size_t errlen)
{
	struct lr_table t;
	if (lr_table_read(path, 3, &t, err, errlen) != 0)
		return -1;
	struct lr_sj_lun *fresh = calloc(t.nrows ? t.nrows : 1, sizeof *fresh);
	if (!fresh) {
		lr_table_free(&t);
		return lr_table_fail(err, errlen, path, 0, "out of memory");
	}
	int seen = 0;
	for (size_t i = 0; i < t.nrows; i++) {
		char **f = t.rows[i].fields;
		int which = lr_shenjiang_lun_find(f[0]);
		const char *bad = NULL;
		if (which != 1 && which != 2)
			bad = "unknown name (want 大神總論 or 天將總論)";
		else if (strncmp(f[1], "卷二 第", strlen("卷二 第")) != 0)
			bad = "place must be 卷二 第N段";
		else if (!*f[2])
			bad = "empty text";
		if (bad) {
			lr_table_fail(err, errlen, path, t.rows[i].line, "%s: %s",
				      f[0], bad);
			free(fresh);
			lr_table_free(&t);
			return -1;
		}
		fresh[i] = (struct lr_sj_lun){ headings[which - 1], f[1], f[2],
					       t.rows[i].line };
		seen |= which;
	}
	if (seen != 3) {
		lr_table_fail(err, errlen, path, 0, "no text for %s",
			      headings[seen & 1 ? 1 : 0]);
		free(fresh);
		lr_table_free(&t);
		return -1;
	}
	free(rows);
	lr_table_free(&table);
	table = t;
	rows = fresh;
	nrows = t.nrows;
	loaded = true;
	return 0;
}

int lr_shenjiang_lun_load(char *err, size_t errlen)
{
	if (loaded)
		return 0;
	return lr_resource_load("shenjiang-lun.tsv", lr_shenjiang_lun_load_file, err, errlen);
}

size_t lr_shenjiang_lun_count(void)
{
	return nrows;
}

const struct lr_sj_lun *lr_shenjiang_lun_at(size_t i)
{
	return i < nrows ? &rows[i] : NULL;
}
