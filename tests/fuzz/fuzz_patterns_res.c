/* liuren - fuzz_patterns_res.c: libFuzzer harness for the loader of
 * res/patterns.tsv (the classical passages and glosses of the 課體).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "liuren/patterns.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char path[64];
	if (!path[0])
		snprintf(path, sizeof path, "/tmp/liuren-fuzz-patterns-%d", (int)getpid());
	FILE *f = fopen(path, "wb");
	if (!f)
		return 0;
	fwrite(data, 1, size, f);
	fclose(f);
	char err[512];
	if (lr_pattern_texts_load_file(path, err, sizeof err) == 0) {
		char e2[128];
		(void)lr_pattern_lookup("六儀", e2, sizeof e2);
	} else if (strncmp(err, path, strlen(path)) != 0) {
		abort();	/* every error names the file */
	}
	return 0;
}
