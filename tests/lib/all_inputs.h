/* liuren - tests/lib/all_inputs.h: the property tests' walk over every
 * chart input: the 8,640 (day, hour, general) triples, day by day, hour
 * by hour, general by general (甲子 子 子 first, 癸亥 亥 亥 last).
 *
 *	FOR_ALL_INPUTS(in) {
 *		struct lr_chart c;
 *		lr_chart_compute(&c, &in, NULL, NULL);
 *		…
 *	}
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TESTS_ALL_INPUTS_H
#define TESTS_ALL_INPUTS_H

#include "liuren/chart.h"
#include "liuren/ganzhi.h"

enum { ALL_INPUTS = LR_CYCLE * LR_BRANCHES * LR_BRANCHES };

/* The input after IN (its day past the cycle after the last). */
static inline void all_inputs_next(struct lr_input *in)
{
	if (++in->general < LR_BRANCHES)
		return;
	in->general = 0;
	if (++in->hour < LR_BRANCHES)
		return;
	in->hour = 0;
	in->day++;
}

#define FOR_ALL_INPUTS(in) \
	for (struct lr_input in = { 0, 0, 0 }; (in).day < LR_CYCLE; \
	     all_inputs_next(&(in)))

#endif
