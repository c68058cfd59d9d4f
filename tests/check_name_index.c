/* liuren - check_name_index.c: what the build wrote of the names
 * (tools/gen_name_index.c) is what the program builds at run time from
 * the same data: the lexicon of lr_normalize (name_lexicon.h) term by
 * term, character by character and slot by slot, and lr_bifa_find's two
 * indexes and the texts of bifa.tsv (bifa_find_table.h) key by key and
 * field by field, and the texts of patterns.tsv (pattern_texts_table.h)
 * field by field; and the program reads the build's copies while the
 * data directory holds res/ unchanged.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/bifa.h"
#include "liuren/lang.h"
#include "liuren/normalize.h"
#include "liuren/resource.h"
#include "liuren/patterns.h"
#include "rules/bifa_index.h"
#include "rules/patterns_texts.h"
#include "text/fold.h"

enum { LR_PATTERN_COUNT_MAX = 1024 };

static bool same_string(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

START_TEST(test_lexicon_as_built)
{
	bool builtin = false;
	const struct lexicon *have = normalize_lexicon(&builtin);
	/* the build writes one when it has OpenCC, and the data directory
	 * of the tests is res/ itself */
	ck_assert_msg(builtin || !lr_lang_t2s_available(),
		      "the build's lexicon is not read with res/ unchanged");
	if (!builtin)
		return;
	/* kept for the life of the test, as the program keeps its own */
	static struct lexicon want;
	normalize_lexicon_build(&want);
	ck_assert_uint_eq(have->nterms, want.nterms);
	for (size_t i = 0; i < want.nterms; i++)
		ck_assert_msg(!strcmp(have->terms[i].name, want.terms[i].name)
			      && !strcmp(have->terms[i].fold, want.terms[i].fold)
			      && have->terms[i].fold_len == want.terms[i].fold_len,
			      "term %zu: '%s' (%s), built now '%s' (%s)", i,
			      have->terms[i].name, have->terms[i].fold,
			      want.terms[i].name, want.terms[i].fold);
	ck_assert_uint_eq(have->nchars, want.nchars);
	for (size_t i = 0; i < want.nchars; i++)
		ck_assert_msg(!strcmp(have->chars[i].key, want.chars[i].key)
			      && !strcmp(have->chars[i].value, want.chars[i].value),
			      "character %zu: %s → %s, built now %s → %s", i,
			      have->chars[i].key, have->chars[i].value,
			      want.chars[i].key, want.chars[i].value);
	ck_assert_uint_eq(have->name_slot_cap, want.name_slot_cap);
	ck_assert(!memcmp(have->name_slots, want.name_slots,
			  want.name_slot_cap * sizeof *want.name_slots));
	ck_assert_uint_eq(have->char_slot_cap, want.char_slot_cap);
	ck_assert(!memcmp(have->char_slots, want.char_slots,
			  want.char_slot_cap * sizeof *want.char_slots));
	ck_assert_uint_eq(have->nfirsts, want.nfirsts);
	for (size_t i = 0; i < want.nfirsts; i++)
		ck_assert_msg(have->firsts[i].key == want.firsts[i].key
			      && have->firsts[i].term == want.firsts[i].term,
			      "first character %zu differs", i);
	/* and it answers as the one built now */
	char a[256], b[256];
	for (size_t i = 0; i < want.nterms; i += 7) {
		lr_normalize(want.terms[i].name, a, sizeof a);
		lexicon_normalize(&want, want.terms[i].name, b, sizeof b);
		ck_assert_str_eq(a, b);
	}
}
END_TEST

static void same_index(const char *what, const struct find_index *have,
		       const struct find_index *want)
{
	ck_assert_msg(!want->failed, "%s: out of memory", what);
	ck_assert_msg(have->n == want->n, "%s: %zu keys, built now %zu", what,
		      have->n, want->n);
	for (size_t i = 0; i < want->n; i++) {
		const struct find_key *h = &have->keys[i], *w = &want->keys[i];
		ck_assert_msg(!strcmp(h->key, w->key) && h->seq == w->seq
			      && h->number == w->number && same_string(h->ge, w->ge),
			      "%s key %zu: %s %d %d %s, built now %s %d %d %s",
			      what, i, h->key, h->seq, h->number,
			      h->ge ? h->ge : "-", w->key, w->seq, w->number,
			      w->ge ? w->ge : "-");
	}
}

START_TEST(test_bifa_indexes_as_built)
{
	const struct find_index *bv, *bh, *v, *h;
	ck_assert_msg(bifa_builtin_indexes(&bv, &bh),
		      "the build wrote no index of the 法");
	bifa_find_indexes(&v, &h);
	same_index("verse lines", bv, v);
	same_index("headings", bh, h);
}
END_TEST

START_TEST(test_bifa_texts_as_built)
{
	static struct lr_bifa_text built[LR_BIFA_COUNT];
	char err[512], path[4096];
	for (int k = 1; k <= LR_BIFA_COUNT; k++) {
		const struct lr_bifa_text *t = lr_bifa_text(k, err, sizeof err);
		ck_assert_msg(t != NULL, "%s", err);
		built[k - 1] = *t;
	}
	ck_assert_msg(bifa_texts_from_build(),
		      "the build's texts of the 法 are not read with res/ "
		      "unchanged");
	ck_assert(lr_resource_path("bifa.tsv", path, sizeof path) != NULL);
	ck_assert_msg(lr_bifa_texts_load_file(path, err, sizeof err) == 0,
		      "%s", err);
	ck_assert(!bifa_texts_from_build());
	for (int k = 1; k <= LR_BIFA_COUNT; k++) {
		struct lr_bifa_text parsed = *lr_bifa_text(k, err, sizeof err);
		struct lr_bifa_text *b = &built[k - 1];
		ck_assert_int_eq(b->number, parsed.number);
		ck_assert_int_eq(b->count, parsed.count);
		for (int f = 0; f < bifa_text_fields(&parsed); f++)
			ck_assert_msg(same_string(*bifa_text_field(b, f),
						  *bifa_text_field(&parsed, f)),
				      "法 %d, field %d: '%s', parsed '%s'", k, f,
				      *bifa_text_field(b, f) ? *bifa_text_field(b, f) : "-",
				      *bifa_text_field(&parsed, f) ? *bifa_text_field(&parsed, f) : "-");
	}
}
END_TEST

START_TEST(test_pattern_texts_as_built)
{
	static struct lr_pattern_text built[LR_PATTERN_COUNT_MAX];
	char err[512], path[4096];
	const char *names[1024];
	int n = lr_pattern_names(names, 1024);
	/* the first names are the 課體's own, one each, in order */
	int count = 0;
	for (int i = 0; i < n && count < LR_PATTERN_COUNT_MAX; i++) {
		const struct lr_pattern_text *t = lr_pattern_lookup(names[i], err,
								    sizeof err);
		ck_assert_msg(t != NULL, "%s", err);
		if (t->id != count)
			break;
		built[count++] = *t;
	}
	ck_assert_int_gt(count, 0);
	ck_assert_msg(pattern_texts_from_build(),
		      "the build's texts of the 課體 are not read with res/ "
		      "unchanged");
	ck_assert(lr_resource_path("patterns.tsv", path, sizeof path) != NULL);
	ck_assert_msg(lr_pattern_texts_load_file(path, err, sizeof err) == 0,
		      "%s", err);
	ck_assert(!pattern_texts_from_build());
	for (int k = 0; k < count; k++) {
		struct lr_pattern_text parsed =
			*lr_pattern_lookup(built[k].name, err, sizeof err);
		struct lr_pattern_text *b = &built[k];
		ck_assert_int_eq(b->id, parsed.id);
		ck_assert_str_eq(b->name, parsed.name);
		ck_assert_int_eq(b->passage_count, parsed.passage_count);
		for (int f = 0; f < pattern_text_fields(&parsed); f++)
			ck_assert_msg(same_string(*pattern_text_field(b, f),
						  *pattern_text_field(&parsed, f)),
				      "%s, field %d: '%s', parsed '%s'", b->name, f,
				      *pattern_text_field(b, f) ? *pattern_text_field(b, f) : "-",
				      *pattern_text_field(&parsed, f) ? *pattern_text_field(&parsed, f) : "-");
	}
}
END_TEST

START_TEST(test_pattern_names_as_built)
{
	static const char *names[MAX_NAMES];
	static char compared[MAX_NAMES][NAME_LEN * 4], aliases[MAX_NAMES][NAME_LEN];
	static int owner[MAX_NAMES];
	ck_assert_msg(pattern_names_from_build(),
		      "lr_pattern_find does not read the names the build wrote");
	int n = pattern_names_build(names, compared, owner, aliases);
	const char *listed[MAX_NAMES + 1];
	ck_assert_int_eq(lr_pattern_names(listed, MAX_NAMES + 1), n);
	for (int i = 0; i < n; i++) {
		ck_assert_str_eq(listed[i], names[i]);
		const char *variant = NULL;
		int id = lr_pattern_find(names[i], &variant);
		/* the first name compared so answers (a later alias may be
		 * compared as an earlier name is) */
		int first = i;
		for (int k = 0; k < i; k++)
			if (!strcmp(compared[k], compared[i])) {
				first = k;
				break;
			}
		ck_assert_msg(id == owner[first], "%s: pattern %d, built now %d",
			      names[i], id, owner[first]);
	}
}
END_TEST

int main(void)
{
	Suite *s = suite_create("name_index");
	TCase *tc = tcase_create("as built");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_lexicon_as_built);
	tcase_add_test(tc, test_bifa_indexes_as_built);
	tcase_add_test(tc, test_bifa_texts_as_built);
	tcase_add_test(tc, test_pattern_texts_as_built);
	tcase_add_test(tc, test_pattern_names_as_built);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
