/* liuren - fuzz_shensha.c: libFuzzer harness for the res/ table loaders:
 * the input is loaded as res/shensha.tsv and as res/shensha-notes.tsv;
 * grown past the table size limit (a sparse tail) it is refused as too
 * large.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "liuren/resource.h"
#include "liuren/shensha.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char path[64], empty[64];
	if (!path[0]) {
		snprintf(path, sizeof path, "/tmp/liuren-fuzz-res-%d", (int)getpid());
		snprintf(empty, sizeof empty, "/tmp/liuren-fuzz-empty-%d", (int)getpid());
		FILE *e = fopen(empty, "w");
		if (e)
			fclose(e);
	}
	FILE *f = fopen(path, "wb");
	if (!f)
		return 0;
	fwrite(data, 1, size, f);
	fclose(f);
	struct lr_shensha_set *set = NULL;
	char err[512];
	if (lr_shensha_load(path, empty, &set, err, sizeof err) == 0) {
		struct lr_shensha_context ctx;
		static struct lr_shensha_result res;
		lr_shensha_context_init(&ctx);
		ctx.year_stem = 0;
		ctx.year_branch = 0;
		ctx.month_branch = 2;
		ctx.day_cycle = 0;
		lr_shensha_eval(set, &ctx, &res);
		lr_shensha_free(set);
	} else if (strncmp(err, path, strlen(path)) != 0) {
		abort();	/* every error names the file */
	}
	if (lr_shensha_load(empty, path, &set, err, sizeof err) == 0)
		lr_shensha_free(set);
	if (truncate(path, (off_t)LR_TABLE_MAX + 1) == 0) {
		char too_large[96];
		snprintf(too_large, sizeof too_large, "%s: too large", path);
		if (lr_shensha_load(path, empty, &set, err, sizeof err) == 0 ||
		    strncmp(err, too_large, strlen(too_large)) != 0)
			abort();
	}
	return 0;
}
