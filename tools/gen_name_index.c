/* liuren - tools/gen_name_index.c: write, as C, what `show` and the
 * other commands would otherwise build at each start from the names:
 *   gen_name_index lexicon RESDIR >name_lexicon.h
 *	the lexicon lr_normalize reads (text/fold.h), made from the
 *	program's names and those of RESDIR/shensha.tsv, for
 *	src/core/text/normalize.c (none when OpenCC cannot be opened: the
 *	keys are what it converts);
 *   gen_name_index bifa RESDIR >bifa_find_table.h
 *	the two indexes of lr_bifa_find (rules/bifa_index.h), sorted, and
 *	the size and digest of RESDIR/bifa.tsv, for
 *	src/core/rules/bifa_text.c;
 *   gen_name_index patterns RESDIR >pattern_texts_table.h
 *	the texts of RESDIR/patterns.tsv as its loader reads them, with the
 *	file's size and digest, for src/core/rules/patterns_text.c.
 * Each records the size and digest of the files it read: the program
 * uses it only while the data directory holds them unchanged. The
 * tables are loaded with the program's own loaders, which check them as
 * at run time: a damaged one stops the build with its
 * "FILE:LINE: problem". It is linked with normalize.c, bifa_text.c and
 * patterns_text.c compiled without what it writes
 * (LR_NORMALIZE_NO_BUILTIN, LR_BIFA_NO_INDEX,
 * LR_PATTERN_TEXTS_NO_BUILTIN). Exit 1 (and no output) when a table does not load.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/bifa.h"
#include "liuren/lang.h"
#include "liuren/resource.h"
#include "liuren/shensha.h"
#include "liuren/patterns.h"
#include "rules/bifa_index.h"
#include "rules/patterns_texts.h"
#include "rules/rules.h"
#include "text/fold.h"
#include "text/res_known.h"
#include "gen_c_string.h"

/* The strings of a header, one after the other in one array (NAME),
 * each named by its offset: data without pointers, which the loader
 * would otherwise relocate at every start of the program. */
static size_t blob_used;

static void blob_start(const char *name)
{
	printf("static const char %s[] APART =\n", name);
	blob_used = 0;
}

/* The tables of a header go into a section of their own (APART),
 * apart from the data every command reads: the pages the kernel maps
 * around what a command reads are then not theirs. */
static void put_apart(void)
{
	printf("#ifdef __GNUC__\n#define APART "
	       "__attribute__((section(\"liuren_tables\")))\n#else\n"
	       "#define APART\n#endif\n");
}

/* S into the array; its offset */
static uint32_t blob_add(const char *s)
{
	size_t at = blob_used;
	printf("\t");
	put_string(s);
	printf(" \"\\000\"\n");
	blob_used += strlen(s) + 1;
	return (uint32_t)at;
}

static void blob_end(void)
{
	printf("\t\"\";\n");
}

static char dir_path[4096];

/* The size and digest of RESDIR/NAME, or exit 1. */
static void file_digest(const char *name, uint64_t *size, uint64_t *digest)
{
	char path[4200], err[1024];
	snprintf(path, sizeof path, "%s/%s", dir_path, name);
	char *text;
	size_t len;
	if (lr_file_read(path, LR_TABLE_MAX, &text, &len, err, sizeof err) < 0) {
		fprintf(stderr, "%s\n", err);
		exit(1);
	}
	*size = len;
	*digest = lr_res_digest(text, len);
	free(text);
}

/* the 神煞 set of RESDIR, which the lexicon holds the names of, loaded
 * and checked; its two files' digests into DIGESTS */
static void shensha_digests(uint64_t digests[2])
{
	char err[1024];
	if (!lr_shensha_default(err, sizeof err)) {
		fprintf(stderr, "%s\n", err);
		exit(1);
	}
	uint64_t size;
	file_digest("shensha.tsv", &size, &digests[0]);
	file_digest("shensha-notes.tsv", &size, &digests[1]);
}

static void put_digests(const char *what, const uint64_t d[2])
{
	printf("static const uint64_t %s[2] = { 0x%016" PRIx64 "u, 0x%016"
	       PRIx64 "u };\n", what, d[0], d[1]);
}

static void put_slots(const char *what, const size_t *slot, size_t cap)
{
	printf("static const size_t %s[%zu] APART = {", what, cap ? cap : 1);
	for (size_t i = 0; i < cap; i++)
		printf("%s%s%zu", i ? "," : "", i % 16 ? " " : "\n\t", slot[i]);
	printf("%s\n};\n", cap ? "" : " 0");
}

static int write_lexicon(void)
{
	if (!lr_lang_t2s_available()) {
		printf("/* name_lexicon.h: written by tools/gen_name_index.c; "
		       "do not edit. The build had no OpenCC. */\n"
		       "enum { LEXICON_HAVE = 0, LEXICON_TERMS = 0, "
		       "LEXICON_CHARS = 0,\n\tLEXICON_NAME_SLOTS = 0, "
		       "LEXICON_CHAR_SLOTS = 0, LEXICON_FIRSTS = 0 };\n"
		       "static const uint64_t lexicon_shensha_digests[2];\n"
		       "static const char lexicon_text[1];\n"
		       "static const struct lexicon_term_at "
		       "lexicon_term_at[1];\n"
		       "static const struct char_map lexicon_chars[1];\n"
		       "static const size_t lexicon_name_slots[1], "
		       "lexicon_char_slots[1];\n"
		       "static const struct first_char lexicon_firsts[1];\n");
		return fflush(stdout) == 0 ? 0 : 1;
	}
	uint64_t digests[2];
	shensha_digests(digests);
	bool builtin;
	const struct lexicon *lx = normalize_lexicon(&builtin);
	if (builtin || !lx->sorted || !lx->nterms || lx->nfirsts != lx->nterms
	    || !lx->name_slots || !lx->char_slots) {
		fprintf(stderr, "gen_name_index: the lexicon was not built\n");
		return 1;
	}
	printf("/* name_lexicon.h: written by tools/gen_name_index.c from the "
	       "program's names\n * and res/shensha.tsv with the build's "
	       "OpenCC; do not edit */\n");
	put_apart();
	printf("enum { LEXICON_HAVE = 1, LEXICON_TERMS = %zu, "
	       "LEXICON_CHARS = %zu,\n\tLEXICON_NAME_SLOTS = %zu, "
	       "LEXICON_CHAR_SLOTS = %zu, LEXICON_FIRSTS = %zu };\n",
	       lx->nterms, lx->nchars, lx->name_slot_cap, lx->char_slot_cap,
	       lx->nfirsts);
	put_digests("lexicon_shensha_digests", digests);
	uint32_t *at = malloc(lx->nterms * 2 * sizeof *at);
	if (!at)
		return 1;
	blob_start("lexicon_text");
	for (size_t i = 0; i < lx->nterms; i++) {
		at[2 * i] = blob_add(lx->terms[i].name);
		at[2 * i + 1] = blob_add(lx->terms[i].fold);
	}
	blob_end();
	printf("static const struct lexicon_term_at lexicon_term_at[%zu] APART = {",
	       lx->nterms);
	for (size_t i = 0; i < lx->nterms; i++)
		printf("%s%s{ %" PRIu32 ", %" PRIu32 ", %zu }", i ? "," : "",
		       i % 4 ? " " : "\n\t", at[2 * i], at[2 * i + 1],
		       lx->terms[i].fold_len);
	free(at);
	printf("\n};\nstatic const struct char_map lexicon_chars[%zu] APART = {\n",
	       lx->nchars ? lx->nchars : 1);
	for (size_t i = 0; i < lx->nchars; i++) {
		printf("\t{ ");
		put_string(lx->chars[i].key);
		printf(", ");
		put_string(lx->chars[i].value);
		printf(" },\n");
	}
	printf("};\n");
	put_slots("lexicon_name_slots", lx->name_slots, lx->name_slot_cap);
	put_slots("lexicon_char_slots", lx->char_slots, lx->char_slot_cap);
	printf("static const struct first_char lexicon_firsts[%zu] APART = {",
	       lx->nfirsts);
	for (size_t i = 0; i < lx->nfirsts; i++)
		printf("%s%s{ 0x%08" PRIx32 "u, %zu }", i ? "," : "",
		       i % 4 ? " " : "\n\t", lx->firsts[i].key,
		       lx->firsts[i].term);
	printf("\n};\n");
	return fflush(stdout) == 0 ? 0 : 1;
}

static void put_keys(const char *what, const struct find_index *x)
{
	uint32_t *at = malloc((x->n ? x->n : 1) * 2 * sizeof *at);
	if (!at)
		exit(1);
	char name[64];
	snprintf(name, sizeof name, "%s_text", what);
	blob_start(name);
	for (size_t i = 0; i < x->n; i++) {
		at[2 * i] = blob_add(x->keys[i].key);
		at[2 * i + 1] = x->keys[i].ge ? blob_add(x->keys[i].ge)
					      : UINT32_MAX;
	}
	blob_end();
	printf("static const size_t %s_count = %zu;\n", what, x->n);
	printf("static const struct find_key_at %s_keys[%zu] APART = {", what,
	       x->n ? x->n : 1);
	for (size_t i = 0; i < x->n; i++)
		printf("%s\n\t{ %" PRIu32 ", %" PRIu32 "u, %d, %d }",
		       i ? "," : "", at[2 * i], at[2 * i + 1], x->keys[i].seq,
		       x->keys[i].number);
	printf("%s\n};\n", x->n ? "" : "\n\t{ 0, 0, 0, 0 }");
	free(at);
}

/* the 100 texts: the strings, then each 法's number, paragraph count
 * and the offset of each string field (UINT32_MAX: NULL) */
/* AT[N], a table of offsets into the strings, as the array WHAT */
static void put_offsets(const char *what, const uint32_t *at, size_t n)
{
	printf("static const uint32_t %s[%zu] APART = {", what, n);
	for (size_t i = 0; i < n; i++)
		printf("%s%s%" PRIu32 "u", i ? "," : "", i % 8 ? " " : "\n\t",
		       at[i]);
	printf("\n};\n");
}

static void put_bifa_texts(void)
{
	char err[1024];
	size_t n = 0;
	uint32_t *at = malloc(LR_BIFA_COUNT * (2 + 6 + 6 * LR_BIFA_PASSAGES)
			      * sizeof *at);
	if (!at)
		exit(1);
	blob_start("bifa_texts_text");
	for (int k = 1; k <= LR_BIFA_COUNT; k++) {
		const struct lr_bifa_text *c = lr_bifa_text(k, err, sizeof err);
		if (!c) {
			fprintf(stderr, "%s\n", err);
			exit(1);
		}
		struct lr_bifa_text t = *c;
		at[n++] = (uint32_t)t.number;
		at[n++] = (uint32_t)t.count;
		for (int f = 0; f < bifa_text_fields(&t); f++) {
			const char *v = *bifa_text_field(&t, f);
			at[n++] = v ? blob_add(v) : UINT32_MAX;
		}
	}
	blob_end();
	put_offsets("bifa_texts_at", at, n);
	free(at);
}

static int write_bifa(void)
{
	char path[4200], err[1024];
	snprintf(path, sizeof path, "%s/bifa.tsv", dir_path);
	if (lr_bifa_texts_load_file(path, err, sizeof err) < 0) {
		fprintf(stderr, "%s\n", err);
		return 1;
	}
	uint64_t size, digest, digests[2];
	file_digest("bifa.tsv", &size, &digest);
	shensha_digests(digests);
	const struct find_index *verses, *headings;
	bifa_find_indexes(&verses, &headings);
	if (verses->failed || headings->failed || !verses->n || !headings->n) {
		fprintf(stderr, "gen_name_index: the 法's indexes were not "
			"built\n");
		return 1;
	}
	printf("/* bifa_find_table.h: written by tools/gen_name_index.c from "
	       "res/bifa.tsv and\n * the names; do not edit */\n"
	       "enum { BIFA_INDEX_HAVE = 1 };\n"
	       "static const uint64_t bifa_index_file_size = %" PRIu64 "u,\n"
	       "\tbifa_index_file_digest = 0x%016" PRIx64 "u;\n", size, digest);
	put_apart();
	put_digests("bifa_index_shensha_digests", digests);
	put_keys("bifa_verse", verses);
	put_keys("bifa_heading", headings);
	put_bifa_texts();
	return fflush(stdout) == 0 ? 0 : 1;
}

/* the names lr_pattern_find knows: each one's text and its form as
 * compared, by offset, and its pattern */
static void put_pattern_names(void)
{
	static const char *names[MAX_NAMES];
	static char compared[MAX_NAMES][NAME_LEN * 4], aliases[MAX_NAMES][NAME_LEN];
	static int owner[MAX_NAMES];
	static uint32_t at[MAX_NAMES][2];
	int n = pattern_names_build(names, compared, owner, aliases);
	blob_start("pattern_names_text");
	for (int i = 0; i < n; i++) {
		at[i][0] = blob_add(names[i]);
		at[i][1] = blob_add(compared[i]);
	}
	blob_end();
	printf("enum { PATTERN_NAMES_COUNT = %d };\n"
	       "static const uint32_t pattern_names_at[%d][2] APART = {", n, n);
	for (int i = 0; i < n; i++)
		printf("%s%s{ %" PRIu32 ", %" PRIu32 " }", i ? "," : "",
		       i % 4 ? " " : "\n\t", at[i][0], at[i][1]);
	printf("\n};\nstatic const int pattern_names_owner[%d] APART = {", n);
	for (int i = 0; i < n; i++)
		printf("%s%s%d", i ? "," : "", i % 16 ? " " : "\n\t", owner[i]);
	printf("\n};\n");
}

/* the texts of patterns.tsv: the strings, then each 課體's passage count
 * and the offset of each string field (UINT32_MAX: NULL) */
static int write_patterns(void)
{
	char path[4200], err[1024];
	snprintf(path, sizeof path, "%s/patterns.tsv", dir_path);
	if (lr_pattern_texts_load_file(path, err, sizeof err) < 0) {
		fprintf(stderr, "%s\n", err);
		return 1;
	}
	uint64_t size, digest;
	file_digest("patterns.tsv", &size, &digest);
	size_t n = 0;
	uint32_t *at = malloc((size_t)RULE_KE_COUNT
			      * (1 + 3 + 3 * LR_PATTERN_PASSAGES) * sizeof *at);
	if (!at)
		return 1;
	printf("/* pattern_texts_table.h: written by tools/gen_name_index.c "
	       "from\n * res/patterns.tsv; do not edit */\n"
	       "enum { PATTERN_TEXTS_HAVE = 1 };\n"
	       "static const uint64_t pattern_texts_file_size = %" PRIu64 "u,\n"
	       "\tpattern_texts_file_digest = 0x%016" PRIx64 "u;\n", size,
	       digest);
	put_apart();
	blob_start("pattern_texts_text");
	for (int id = 0; id < RULE_KE_COUNT; id++) {
		const struct lr_pattern_text *c =
			lr_pattern_lookup(lr_pattern_info(id)->name, err,
					  sizeof err);
		if (!c || c->id != id) {
			fprintf(stderr, "gen_name_index: no text of '%s': %s\n",
				lr_pattern_info(id)->name, c ? "another's" : err);
			return 1;
		}
		struct lr_pattern_text t = *c;
		at[n++] = (uint32_t)t.passage_count;
		for (int f = 0; f < pattern_text_fields(&t); f++) {
			const char *v = *pattern_text_field(&t, f);
			at[n++] = v ? blob_add(v) : UINT32_MAX;
		}
	}
	blob_end();
	put_offsets("pattern_texts_at", at, n);
	free(at);
	put_pattern_names();
	return fflush(stdout) == 0 ? 0 : 1;
}

int main(int argc, char **argv)
{
	if (argc != 3 || (strcmp(argv[1], "lexicon") && strcmp(argv[1], "bifa")
			  && strcmp(argv[1], "patterns"))) {
		fprintf(stderr, "usage: gen_name_index lexicon|bifa|patterns RESDIR "
			">HEADER\n");
		return 2;
	}
	snprintf(dir_path, sizeof dir_path, "%s", argv[2]);
	/* the loaders and lr_normalize read the data directory */
	if (setenv("LIUREN_DATADIR", dir_path, 1) != 0) {
		perror("gen_name_index");
		return 1;
	}
	return !strcmp(argv[1], "lexicon") ? write_lexicon()
	       : !strcmp(argv[1], "bifa") ? write_bifa() : write_patterns();
}
