/* liuren - shensha_internal.h: what the loading (shensha.c) and the
 * placing (shensha_eval.c) of the 神煞 share: the bases a row's rule
 * reads, with their names, what each needs and how many keys it has.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_SHENSHA_INTERNAL_H
#define LIUREN_SHENSHA_INTERNAL_H

#include "liuren/shensha.h"

struct shensha_basis {
	const char *key, *name, *needs;
	int nkeys;
	const char *why;	/* needs as a message id (N_) for the text */
};

/* By enum lr_shensha_basis. */
extern const struct shensha_basis shensha_bases[LR_BASIS_COUNT];

#endif
