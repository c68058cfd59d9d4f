/* liuren - fuzz_notation.c: libFuzzer harness for charts written as the
 * book writes them ('九月初三丙午日午時卯將 寅命 行年午'), then the
 * 課體 detectors on the chart they give.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/notation.h"
#include "liuren/patterns.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size > 512)
		return 0;
	char *text = malloc(size + 1);
	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	struct lr_notation out;
	char err[256];
	(void)lr_notation_looks_like(text);
	if (lr_notation_parse(text, &out, err, sizeof err) == 0) {
		struct lr_chart chart;
		if (lr_chart_compute(&chart, &out.input, NULL, NULL) != 0)
			abort();	/* a parsed chart is always a valid input */
		static struct lr_rule_result r[LR_RULE_CAPACITY];
		lr_patterns_evaluate(&chart, &out.context, r, lr_pattern_count());
	} else if (err[0] == '\0') {
		abort();	/* every failure says why */
	}
	free(text);
	return 0;
}
