/* liuren - fuzz_datetime.c: libFuzzer harness for date and time text and
 * time zone names; a parsed moment is resolved through the calendar.
 * Input: "ZONE\nDATETIME".
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "front/moment_args.h"
#include "liuren/calendar.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size > 256)
		return 0;
	char *buf = malloc(size + 1);
	if (!buf)
		return 0;
	memcpy(buf, data, size);
	buf[size] = '\0';
	char *nl = strchr(buf, '\n');
	const char *zone = "Asia/Shanghai", *text = buf;
	if (nl) {
		*nl = '\0';
		zone = buf;
		text = nl + 1;
	}
	struct lr_moment m;
	char err[512];
	if (front_moment_parse_text(text, zone, 116.4, 39.9, &m, err, sizeof err) == 0) {
		struct lr_calendar cal;
		struct lr_settings s;
		lr_settings_default(&s);
		if (lr_calendar_resolve(&cal, &m, &s, err, sizeof err) == 0) {
			struct lr_input in = lr_calendar_input(&cal);
			if (lr_input_check(&in))
				abort();	/* the calendar must give a valid input */
		}
	} else if (err[0] == '\0') {
		abort();	/* every failure says why */
	}
	free(buf);
	return 0;
}
