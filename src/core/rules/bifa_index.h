/* liuren - rules/bifa_index.h: the indexes lr_bifa_find reads
 * (bifa_text.c), which the build writes as C (tools/gen_name_index.c).
 * Not part of the public interface.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_RULES_BIFA_INDEX_H
#define LIUREN_RULES_BIFA_INDEX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "liuren/bifa.h"

/* The names a 法 is found by, each written once as the key it is
 * compared by: the typed name normalized (WANT) is compared with each
 * name normalized, the same with a closing 格 dropped (BARE) with a
 * 格's name so, and the typed name folded (FOLD, lr_normalize_same)
 * with each name folded. SEQ is the order in which lr_bifa_find looked
 * at them one by one before: of the keys that match, the first in that
 * order answers. Two indexes: the verse lines (and their first four
 * characters), which need no file, and the text's headings and 格. */
enum find_kind { FIND_WANT = 'w', FIND_BARE = 'b', FIND_FOLD = 'f' };

struct find_key {
	const char *key;	/* the kind, then the text */
	int seq, number;
	const char *ge;		/* the 格 named, or NULL */
};

/* A key as the build writes it (bifa_find_table.h): the offsets of its
 * key and its 格 (UINT32_MAX: none) in one array of strings. */
struct find_key_at {
	uint32_t key, ge;
	int seq, number;
};

/* KEYS sorted by key, then by SEQ. */
struct find_index {
	struct find_key *keys;
	size_t n, cap;
	int seq;
	bool failed;		/* out of memory: look one by one */
	bool owned;		/* KEYS and each key malloc'd (not the build's) */
};

/* The string fields of the text T of a 法, by number I: its verse line,
 * heading, motto and three glosses, then per paragraph its kind, name,
 * text and three glosses of its 格 (bifa_text_fields of them): the
 * order in which the build writes them (bifa_find_table.h). */
const char **bifa_text_field(struct lr_bifa_text *t, int i);
int bifa_text_fields(const struct lr_bifa_text *t);

/* Are the texts read those the build wrote (the data directory's
 * bifa.tsv unchanged), not parsed from the file? */
bool bifa_texts_from_build(void);

/* The two indexes built now from the names and the text read (the
 * generator's; the headings' empty when bifa.tsv does not load). */
void bifa_find_indexes(const struct find_index **verses,
		       const struct find_index **headings);

/* The two indexes as the build wrote them (bifa_find_table.h), whether
 * or not the data directory lets lr_bifa_find read them; false when the
 * build wrote none. */
bool bifa_builtin_indexes(const struct find_index **verses,
			  const struct find_index **headings);

#endif
