/* liuren - json.h: a small streaming JSON writer for --json output.
 *
 * Calls nest: front_json_object_begin / front_json_object_end, front_json_array_begin /
 * front_json_array_end; inside an object, front_json_key() comes before each value.
 * Commas and string escaping are handled here; output is compact UTF-8
 * on one line, terminated by front_json_finish().
 *
 * The contract (doc/liuren.schema.json): every object written at the
 * top, and every object of an array written at the top, opens with
 * "schema":"liuren/1" (FRONT_JSON_SCHEMA), which names the shape of
 * what follows; keys are ASCII and stay; numbers have a '.'.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef FRONT_JSON_H
#define FRONT_JSON_H

#include <stdbool.h>
#include <stdio.h>

enum { JSON_MAX_DEPTH = 32 };

/* the version of the JSON contract: a change that could break a
 * program reading it (a key renamed or dropped, a type changed) makes it
 * liuren/2; a key added does not */
#define FRONT_JSON_SCHEMA "liuren/1"

struct json {
	FILE *out;
	int depth;
	bool need_comma[JSON_MAX_DEPTH];
	bool in_array[JSON_MAX_DEPTH];	/* the level is an array */
	bool after_key;
};

void front_json_init(struct json *j, FILE *out);
void front_json_object_begin(struct json *j);
void front_json_object_end(struct json *j);
void front_json_array_begin(struct json *j);
void front_json_array_end(struct json *j);
void front_json_key(struct json *j, const char *key);
void front_json_string(struct json *j, const char *s);	/* NULL writes null */
void front_json_int(struct json *j, long long v);
void front_json_double(struct json *j, double v, int decimals);
void front_json_bool(struct json *j, bool v);
void front_json_null(struct json *j);
/* Write a newline after the top-level value. */
void front_json_finish(struct json *j);

#endif
