/* liuren - fuzz_config.c: libFuzzer harness for the config file reader
 * and --set assignments; the same bytes grown past the size limit (a
 * sparse tail) must be refused as too large, and a file with a NUL byte
 * is never accepted.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "liuren/resource.h"
#include "liuren/settings.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char path[64];
	if (!path[0])
		snprintf(path, sizeof path, "/tmp/liuren-fuzz-config-%d", (int)getpid());
	FILE *f = fopen(path, "wb");
	if (!f)
		return 0;
	fwrite(data, 1, size, f);
	fclose(f);
	struct lr_settings s;
	char err[512];
	lr_settings_default(&s);
	int rc = lr_settings_load(&s, path, err, sizeof err);
	if (rc < 0 && strncmp(err, path, strlen(path)) != 0)
		abort();	/* every error names the file */
	if (rc == 0 && memchr(data, '\0', size))
		abort();	/* a NUL byte is an error, never skipped */
	char too_large[96];
	snprintf(too_large, sizeof too_large, "%s: too large", path);
	size_t tl = strlen(too_large);
	if (rc < 0 && size <= LR_CONFIG_MAX && !strncmp(err, too_large, tl))
		abort();
	for (int id = 0; id < LR_SET_COUNT; id++) {
		int v = lr_setting_get(&s, id);
		if (v < 0 || v >= lr_setting_info(id)->value_count)
			abort();
	}
	/* the limit: one byte more than LR_CONFIG_MAX is refused */
	if (truncate(path, (off_t)LR_CONFIG_MAX + 1) == 0) {
		lr_settings_default(&s);
		if (lr_settings_load(&s, path, err, sizeof err) != -1 ||
		    strncmp(err, too_large, tl) != 0)
			abort();
	}
	char *text = malloc(size + 1);
	if (text) {
		memcpy(text, data, size);
		text[size] = '\0';
		lr_settings_default(&s);
		(void)lr_settings_assign(&s, text, err, sizeof err);
		free(text);
	}
	return 0;
}
