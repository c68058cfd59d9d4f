/* liuren - tools/gen_shensha_table.c: write shensha_table.h, the 神煞 set
 * of res/shensha.tsv and res/shensha-notes.tsv as C for
 * src/core/shensha/shensha_builtin.c. The two files are loaded with the
 * program's own loader (lr_shensha_load), which checks them as it does
 * at run time: a damaged table stops the build with its
 * "FILE:LINE: problem". What it read is written field by field, with the
 * loader's name indexes and the size and digest of each file.
 * Usage: gen_shensha_table RESDIR >shensha_table.h; exit 1 (and no
 * output) when the set does not load.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/resource.h"
#include "liuren/shensha.h"
#include "shensha/shensha_internal.h"
#include "text/res_known.h"
#include "gen_c_string.h"

static const char *const file_names[2] = { "shensha.tsv", "shensha-notes.tsv" };

static void put_index(const char *what, const struct name_index *x)
{
	printf("static size_t builtin_%s[%zu] = {", what, x->cap);
	for (size_t i = 0; i < x->cap; i++)
		printf("%s%s%zu", i ? "," : "", i % 16 ? " " : "\n\t",
		       x->slot[i]);
	printf("\n};\n");
}

static void put_row(const struct lr_shensha *r)
{
	printf("\t{ .id = ");
	put_string(r->id);
	printf(", .name = ");
	put_string(r->name);
	printf(",\n\t  .basis = %d, .rule = ", (int)r->basis);
	put_string(r->rule);
	printf(", .kind = %d, .reading = %d,\n\t  .source = ", (int)r->kind,
	       (int)r->reading);
	put_string(r->source);
	printf(",\n\t  .fix = ");
	put_string(r->fix);
	printf(",\n\t  .note = ");
	put_string(r->note);
	printf(",\n\t  .note_en = ");
	put_string(r->note_en);
	printf(",\n\t  .note_ko = ");
	put_string(r->note_ko);
	printf(",\n\t  .line = %d, .nkeys = %d, .cells = {", r->line, r->nkeys);
	for (int k = 0; k < 12; k++) {
		printf("%s{ ", k ? ", " : " ");
		put_string(r->cells[k].symbol);
		printf(", %u }", (unsigned)r->cells[k].palaces);
	}
	printf(" } },\n");
}

static void put_note(const struct lr_shensha_note *n)
{
	printf("\t{ .name = ");
	put_string(n->name);
	printf(", .ntext = %d, .text = {", n->ntext);
	for (int i = 0; i < n->ntext; i++) {
		printf("\n\t\t");
		put_string(n->text[i]);
		putchar(',');
	}
	printf("%s },\n\t  .gloss = ", n->ntext ? "" : " NULL");
	put_string(n->gloss);
	printf(",\n\t  .gloss_en = ");
	put_string(n->gloss_en);
	printf(",\n\t  .gloss_ko = ");
	put_string(n->gloss_ko);
	printf(" },\n");
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: gen_shensha_table RESDIR >shensha_table.h\n");
		return 2;
	}
	char path[2][4200], err[1024];
	uint64_t size[2], digest[2];
	for (int i = 0; i < 2; i++) {
		snprintf(path[i], sizeof path[i], "%s/%s", argv[1], file_names[i]);
		char *text;
		size_t len;
		if (lr_file_read(path[i], LR_TABLE_MAX, &text, &len, err,
				 sizeof err) < 0) {
			fprintf(stderr, "%s\n", err);
			return 1;
		}
		size[i] = len;
		digest[i] = lr_res_digest(text, len);
		free(text);
	}
	struct lr_shensha_set *set;
	if (lr_shensha_load(path[0], path[1], &set, err, sizeof err) < 0) {
		fprintf(stderr, "%s\n", err);
		return 1;
	}
	printf("/* shensha_table.h: written by tools/gen_shensha_table.c from "
	       "res/shensha.tsv and res/shensha-notes.tsv; do not edit */\n");
	printf("static const struct builtin_file builtin_files[2] = {\n");
	for (int i = 0; i < 2; i++)
		printf("\t{ \"%s\", %" PRIu64 "u, 0x%016" PRIx64 "u },\n",
		       file_names[i], size[i], digest[i]);
	printf("};\n\nstatic struct lr_shensha builtin_rows[%zu] = {\n",
	       set->nrows + 1);
	for (size_t i = 0; i < set->nrows; i++)
		put_row(&set->rows[i]);
	printf("};\n\nstatic struct lr_shensha_note builtin_notes[%zu] = {\n",
	       set->nnotes + 1);
	for (size_t i = 0; i < set->nnotes; i++)
		put_note(&set->notes[i]);
	printf("};\n\n");
	put_index("row_names", &set->row_names);
	put_index("note_names", &set->note_names);
	put_index("row_ids", &set->row_ids);
	printf("\nstatic const struct lr_shensha_set builtin_set = {\n"
	       "\t.rows = builtin_rows, .nrows = %zu,\n"
	       "\t.notes = builtin_notes, .nnotes = %zu,\n"
	       "\t.row_names = { builtin_row_names, %zu },\n"
	       "\t.note_names = { builtin_note_names, %zu },\n"
	       "\t.row_ids = { builtin_row_ids, %zu },\n};\n",
	       set->nrows, set->nnotes, set->row_names.cap,
	       set->note_names.cap, set->row_ids.cap);
	lr_shensha_free(set);
	return fflush(stdout) == 0 ? 0 : 1;
}
