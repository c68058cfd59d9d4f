/* liuren - json.c: the streaming JSON writer.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "front/json.h"

void front_json_init(struct json *j, FILE *out)
{
	j->out = out;
	j->depth = 0;
	j->need_comma[0] = false;
	j->after_key = false;
}

/* Separate this value from the previous one at the same level. */
static void value_start(struct json *j)
{
	if (j->after_key) {
		j->after_key = false;
		return;
	}
	if (j->need_comma[j->depth])
		fputc(',', j->out);
	j->need_comma[j->depth] = true;
}

static void open(struct json *j, char c)
{
	value_start(j);
	fputc(c, j->out);
	if (j->depth + 1 < JSON_MAX_DEPTH)
		j->depth++;
	j->need_comma[j->depth] = false;
}

static void close_level(struct json *j, char c)
{
	fputc(c, j->out);
	if (j->depth > 0)
		j->depth--;
}

void front_json_object_begin(struct json *j) { open(j, '{'); }
void front_json_object_end(struct json *j) { close_level(j, '}'); }
void front_json_array_begin(struct json *j) { open(j, '['); }
void front_json_array_end(struct json *j) { close_level(j, ']'); }

static void write_string(FILE *out, const char *s)
{
	fputc('"', out);
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		switch (*p) {
		case '"': fputs("\\\"", out); break;
		case '\\': fputs("\\\\", out); break;
		case '\n': fputs("\\n", out); break;
		case '\t': fputs("\\t", out); break;
		case '\r': fputs("\\r", out); break;
		default:
			if (*p < 0x20 || *p == 0x7f)
				fprintf(out, "\\u%04x", *p);
			else if (*p == 0xc2 && p[1] >= 0x80 && p[1] < 0xa0)
				fprintf(out, "\\u%04x", *++p);	/* C1 */
			else
				fputc(*p, out);
		}
	}
	fputc('"', out);
}

void front_json_key(struct json *j, const char *key)
{
	value_start(j);
	write_string(j->out, key);
	fputc(':', j->out);
	j->after_key = true;
}

void front_json_string(struct json *j, const char *s)
{
	value_start(j);
	if (s)
		write_string(j->out, s);
	else
		fputs("null", j->out);
}

void front_json_int(struct json *j, long long v)
{
	value_start(j);
	fprintf(j->out, "%lld", v);
}

void front_json_double(struct json *j, double v, int decimals)
{
	value_start(j);
	fprintf(j->out, "%.*f", decimals, v);
}

void front_json_bool(struct json *j, bool v)
{
	value_start(j);
	fputs(v ? "true" : "false", j->out);
}

void front_json_null(struct json *j)
{
	value_start(j);
	fputs("null", j->out);
}

void front_json_finish(struct json *j)
{
	fputc('\n', j->out);
}
