/* liuren - shensha_internal.h: what the loading (shensha.c), the placing
 * (shensha_eval.c) and the compiled-in set (shensha_builtin.c, written by
 * tools/gen_shensha_table.c) of the 神煞 share: the bases a row's rule
 * reads, with their names, what each needs and how many keys it has, and
 * the set itself with its name indexes.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_SHENSHA_INTERNAL_H
#define LIUREN_SHENSHA_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "liuren/shensha.h"
#include "liuren/table.h"

struct shensha_basis {
	const char *key, *name, *needs;
	int nkeys;
	const char *why;	/* needs as a message id (N_) for the text */
};

/* By enum lr_shensha_basis. */
extern const struct shensha_basis shensha_bases[LR_BASIS_COUNT];

enum { NAME_MAX_BYTES = 64 };

/* Names by hash: SLOT[h] is the index + 1 of the first row (or note)
 * of that name, 0 an empty slot; CAP a power of two, at least twice the
 * names. */
struct name_index {
	size_t *slot;
	size_t cap;
};

/* A loaded set owns its two tables' text, ROWS, NAMES and NOTES; the
 * compiled-in one owns nothing (its tables empty, NAMES NULL). */
struct lr_shensha_set {
	struct lr_table table, notes_table;
	struct lr_shensha *rows;
	size_t nrows;
	char (*names)[NAME_MAX_BYTES];
	struct lr_shensha_note *notes;
	size_t nnotes;
	struct name_index row_names, note_names;
	struct name_index row_ids;	/* the first row of each id */
};

/* The set the build compiled from res/shensha.tsv and
 * res/shensha-notes.tsv (shensha_builtin.c) when the data directory holds
 * both files unchanged; NULL otherwise (another or an edited file, which
 * the loader reads and checks), and always in the generators, which are
 * linked with it compiled without the set (LR_SHENSHA_NO_BUILTIN). */
const struct lr_shensha_set *shensha_builtin(void);

/* Is SET the compiled-in set, made from the two files whose digests
 * (shensha.tsv's, shensha-notes.tsv's) are DIGESTS? What the build
 * derived from those files (the name lexicon) then holds for it. */
bool shensha_is_builtin(const struct lr_shensha_set *set,
			const uint64_t digests[2]);

#endif
