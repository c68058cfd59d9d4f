/* liuren - json.h: a small streaming JSON writer for --json output.
 *
 * Calls nest: json_object_begin / json_object_end, json_array_begin /
 * json_array_end; inside an object, json_key() comes before each value.
 * Commas and string escaping are handled here; output is compact UTF-8
 * on one line, terminated by json_finish().
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef FRONT_JSON_H
#define FRONT_JSON_H

#include <stdbool.h>
#include <stdio.h>

enum { JSON_MAX_DEPTH = 32 };

struct json {
	FILE *out;
	int depth;
	bool need_comma[JSON_MAX_DEPTH];
	bool after_key;
};

void json_init(struct json *j, FILE *out);
void json_object_begin(struct json *j);
void json_object_end(struct json *j);
void json_array_begin(struct json *j);
void json_array_end(struct json *j);
void json_key(struct json *j, const char *key);
void json_string(struct json *j, const char *s);	/* NULL writes null */
void json_int(struct json *j, long long v);
void json_double(struct json *j, double v, int decimals);
void json_bool(struct json *j, bool v);
void json_null(struct json *j);
/* Write a newline after the top-level value. */
void json_finish(struct json *j);

#endif
