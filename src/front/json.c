/* liuren - json.c: the streaming JSON writer.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "front/json.h"

#include "liuren/cnum.h"

void front_json_init(struct json *j, FILE *out)
{
	j->out = out;
	j->depth = 0;
	j->need_comma[0] = false;
	j->in_array[0] = false;
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
	j->in_array[j->depth] = c == '[';
	/* an object at the top, or in an array at the top: the contract's
	 * version first */
	if (c == '{' && (j->depth == 1 || (j->depth == 2 && j->in_array[1]))) {
		front_json_key(j, "schema");
		front_json_string(j, FRONT_JSON_SCHEMA);
	}
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

/* Is the three-byte character at P one that changes how text shows
 * without showing itself (a bidirectional control, a zero-width
 * character, U+2028 or U+2029)? U+061C aside, all lie in E2 80..81 and
 * EF BB BF; JSON carries them escaped, so none reaches a terminal raw. */
static bool invisible(const unsigned char *p)
{
	if (p[0] == 0xef)
		return p[1] == 0xbb && p[2] == 0xbf;	/* U+FEFF */
	if (p[0] != 0xe2 || (p[1] != 0x80 && p[1] != 0x81) ||
	    (p[2] & 0xc0) != 0x80)
		return false;
	unsigned cp = 0x2000u | (p[1] & 0x3fu) << 6 | (p[2] & 0x3fu);
	return (cp >= 0x200b && cp <= 0x200f) || (cp >= 0x2028 && cp <= 0x202e) ||
	       (cp >= 0x2060 && cp <= 0x2064) || (cp >= 0x2066 && cp <= 0x206f);
}

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
			else if (invisible(p))	/* U+202E …: escaped, exact */
				fprintf(out, "\\u%04x", (unsigned)((p[0] & 0x0f) << 12 |
					(p[1] & 0x3f) << 6 | (p[2] & 0x3f))), p += 2;
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
	char num[LR_CNUM_SIZE];
	value_start(j);
	fputs(lr_cnum_format(num, sizeof num, v, decimals), j->out);
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
