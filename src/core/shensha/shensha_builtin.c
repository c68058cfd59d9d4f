/* liuren - shensha_builtin.c: the 神煞 set compiled in. The build loads
 * res/shensha.tsv and res/shensha-notes.tsv with the program's own loader
 * (which stops it with "FILE:LINE: problem" on a damaged row) and writes
 * the set it read, with the size and digest of each file, as C
 * (tools/gen_shensha_table.c, $(B)/gen/shensha_table.h). A command then
 * parses neither file while the data directory holds them unchanged; any
 * other file is loaded and checked as before (shensha.c).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "shensha_internal.h"

#include <stdint.h>

#include "text/res_known.h"

#ifdef LR_SHENSHA_NO_BUILTIN
const struct lr_shensha_set *shensha_builtin(void)
{
	return NULL;
}

bool shensha_is_builtin(const struct lr_shensha_set *set,
			const uint64_t digests[2])
{
	(void)set;
	(void)digests;
	return false;
}
#else
struct builtin_file {
	const char *name;
	uint64_t size, digest;
};

/* builtin_files[2], builtin_rows, builtin_notes, the name indexes and
 * builtin_set */
#include "shensha_table.h"

const struct lr_shensha_set *shensha_builtin(void)
{
	for (size_t i = 0; i < sizeof builtin_files / sizeof builtin_files[0];
	     i++)
		if (!lr_res_matches(builtin_files[i].name, builtin_files[i].size,
				    builtin_files[i].digest))
			return NULL;
	return &builtin_set;
}

bool shensha_is_builtin(const struct lr_shensha_set *set,
			const uint64_t digests[2])
{
	return set == &builtin_set && digests[0] == builtin_files[0].digest
	       && digests[1] == builtin_files[1].digest;
}
#endif
