/* liuren - tools/gen_res_known.c: write res_known_list.h, the size and digest
 * of each res/ table that a command may leave unparsed when the data
 * directory holds it unchanged, and whose text then needs no check of
 * its characters (text/res_known.h). Each is first loaded
 * with the program's own reader, which checks it as it does at run time:
 * a damaged table stops the build with its "FILE:LINE: problem".
 * Usage: gen_res_known RESDIR >res_known_list.h; exit 1 (and no output) when
 * a table does not load.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "liuren/bifa.h"
#include "liuren/leishen.h"
#include "liuren/patterns.h"
#include "liuren/resource.h"
#include "liuren/shenjiang.h"
#include "liuren/shensha.h"
#include "text/res_known.h"

static char dir_path[4096];

static const char *in_dir(const char *name, char *buf, size_t size)
{
	snprintf(buf, size, "%s/%s", dir_path, name);
	return buf;
}

static int load_shensha(const char *path, char *err, size_t errlen)
{
	char notes[4200];
	struct lr_shensha_set *set;
	if (lr_shensha_load(path, in_dir("shensha-notes.tsv", notes, sizeof notes),
			    &set, err, errlen) < 0)
		return -1;
	lr_shensha_free(set);
	return 0;
}

/* shensha-notes.tsv is read with the table it annotates */
static int load_notes(const char *path, char *err, size_t errlen)
{
	(void)path;
	char table[4200];
	return load_shensha(in_dir("shensha.tsv", table, sizeof table), err,
			    errlen);
}

static const struct {
	const char *name;
	int (*load)(const char *path, char *err, size_t errlen);
} tables[] = {
	{ "patterns.tsv", lr_pattern_texts_load_file },
	{ "shenjiang.tsv", lr_shenjiang_load_file },
	{ "shensha.tsv", load_shensha },
	{ "shensha-notes.tsv", load_notes },
	{ "leishen.tsv", lr_leishen_load_file },
	{ "shenjiang-lun.tsv", lr_shenjiang_lun_load_file },
	{ "bifa.tsv", lr_bifa_texts_load_file },
};

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: gen_res_known RESDIR >res_known_list.h\n");
		return 2;
	}
	snprintf(dir_path, sizeof dir_path, "%s", argv[1]);
	enum { N = sizeof tables / sizeof tables[0] };
	uint64_t size[N], digest[N];
	for (size_t i = 0; i < N; i++) {
		char path[4200], err[1024];
		in_dir(tables[i].name, path, sizeof path);
		if (tables[i].load(path, err, sizeof err) < 0) {
			fprintf(stderr, "%s\n", err);
			return 1;
		}
		char *text;
		size_t len;
		if (lr_file_read(path, LR_TABLE_MAX, &text, &len, err,
				 sizeof err) < 0) {
			fprintf(stderr, "%s\n", err);
			return 1;
		}
		size[i] = len;
		digest[i] = lr_res_digest(text, len);
		free(text);
	}
	printf("/* res_known_list.h: written by tools/gen_res_known.c from res/; "
	       "do not edit */\n"
	       "static const struct res_known known[] = {\n");
	for (size_t i = 0; i < N; i++)
		printf("\t{ \"%s\", %" PRIu64 "u, 0x%016" PRIx64 "u },\n",
		       tables[i].name, size[i], digest[i]);
	printf("\t{ NULL, 0, 0 },\n};\n");
	return 0;
}
