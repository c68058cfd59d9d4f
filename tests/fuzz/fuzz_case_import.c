/* liuren - fuzz_case_import.c: libFuzzer harness for `case import`: the
 * export reader (lr_casebook_read_export) on any bytes, then every case
 * it accepts stored in a fresh casebook and read back. A case passed on
 * must have a 32-hex-digit uid, tags that pass lr_case_tag_check and
 * indexes counting from 1; importing the same text twice stores nothing
 * the second time (every case is then a duplicate); what `case list` and
 * `case show` print of a stored case holds no control character (but a
 * line break and a tab in its texts).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <ctype.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "front/case_chart.h"
#include "liuren/casebook.h"
#include "liuren/casebook_json.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

struct run {
	struct lr_casebook *cb;
	int seen, stored, duplicates;
};

static int each(struct lr_case *c, int index, void *arg)
{
	struct run *r = arg;
	if (index != ++r->seen)
		abort();	/* indexes count from 1, in order */
	if (!c->uid || strlen(c->uid) != 32)
		abort();
	for (int i = 0; i < 32; i++)
		if (!isxdigit((unsigned char)c->uid[i]))
			abort();
	for (int i = 0; i < c->ntags; i++)
		if (lr_case_tag_check(c->tags[i]))
			abort();	/* the reader passed on a bad tag */
	if (!r->cb)
		return 0;
	char err[8192];
	enum lr_import_result result = LR_IMPORT_ADDED;
	if (lr_casebook_import(r->cb, c, &result, err, sizeof err) != LR_CASEBOOK_OK)
		return 0;	/* refused (e.g. a clash of ids): said, not stored */
	if (result != LR_IMPORT_ADDED) {
		r->duplicates++;
		return 0;
	}
	r->stored++;
	struct lr_case back;
	if (lr_casebook_get(r->cb, c->id, &back, err, sizeof err) != LR_CASEBOOK_OK)
		abort();	/* stored but not readable */
	if (strcmp(back.uid, c->uid) != 0)
		abort();
	/* nothing stored reaches a terminal raw: what case list and case
	 * show print of it holds no control character but a line break
	 * and a tab */
	char *shown = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&shown, &len);
	if (!out)
		abort();
	front_case_print_line(out, &back);
	front_case_print_texts(out, &back);
	fclose(out);
	for (size_t i = 0; i < len; i++) {
		unsigned char b = (unsigned char)shown[i];
		if ((b < 0x20 && b != '\n' && b != '\t') || b == 0x7f ||
		    (b == 0xc2 && i + 1 < len && (unsigned char)shown[i + 1] >= 0x80 &&
		     (unsigned char)shown[i + 1] < 0xa0))
			abort();	/* a control character printed raw */
	}
	free(shown);
	lr_case_clear(&back);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = malloc(size + 1);
	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	char err[8192];
	struct run parse = { 0 };
	if (lr_casebook_read_export(text, size, each, &parse, err, sizeof err) != 0) {
		free(text);
		return 0;
	}
	/* valid: store it, then store it again */
	char path[96];
	snprintf(path, sizeof path, "/tmp/liuren-fuzz-import-%d.sqlite", (int)getpid());
	unlink(path);
	struct run first = { 0 };
	if (lr_casebook_open(path, true, false, &first.cb, err, sizeof err) ==
	    LR_CASEBOOK_OK) {
		if (lr_casebook_read_export(text, size, each, &first, err,
					    sizeof err) != 0)
			abort();	/* the same text read differently */
		struct run again = { first.cb, 0, 0, 0 };
		if (lr_casebook_read_export(text, size, each, &again, err,
					    sizeof err) != 0 || again.stored != 0)
			abort();	/* a second import stored a case again */
		lr_casebook_close(first.cb);
	}
	char side[128];
	unlink(path);
	snprintf(side, sizeof side, "%s-wal", path);
	unlink(side);
	snprintf(side, sizeof side, "%s-shm", path);
	unlink(side);
	free(text);
	return 0;
}
