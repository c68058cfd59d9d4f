/* liuren - fuzz_pillars.c: libFuzzer harness for the pillar, stem,
 * branch, monthly-general, general and method name parsers.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/chart.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = malloc(size + 1);
	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	const char *end;
	int c = lr_parse_cycle_exact(text);
	if (c >= 0) {
		char buf[8];
		if (lr_parse_cycle_exact(lr_cycle_name(c, buf)) != c)
			abort();
	}
	int b = lr_parse_branch(text, &end);
	if (b >= 0 && (end <= text || end > text + size))
		abort();
	(void)lr_parse_stem(text, &end);
	(void)lr_parse_month_general(text);
	(void)lr_parse_general_exact(text);
	(void)lr_parse_method(text);
	free(text);
	return 0;
}
