/* liuren - tests/lib/all_inputs.h: the property tests' walk over the
 * chart inputs: the 8,640 (day, hour, general) triples, day by day, hour
 * by hour, general by general (甲子 子 子 first, 癸亥 亥 亥 last), under
 * `make check` only those of the sample (tests/lib/sample.h: a fixed
 * sample and every chart of the book; sample_count() of them), under
 * `make check-all` (LIUREN_CHECK_ALL=1) all.
 *
 *	FOR_ALL_INPUTS(in) {
 *		struct lr_chart c;
 *		lr_chart_compute(&c, &in, NULL, NULL);
 *		…
 *	}
 *
 * FOR_EVERY_INPUT walks all 8,640 under either.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TESTS_ALL_INPUTS_H
#define TESTS_ALL_INPUTS_H

#include "liuren/chart.h"
#include "liuren/ganzhi.h"
#include "sample.h"

enum { ALL_INPUTS = LR_CYCLE * LR_BRANCHES * LR_BRANCHES };

/* The input after IN, of all 8,640 (its day past the cycle after the
 * last). */
static inline void all_inputs_step(struct lr_input *in)
{
	if (++in->general < LR_BRANCHES)
		return;
	in->general = 0;
	if (++in->hour < LR_BRANCHES)
		return;
	in->hour = 0;
	in->day++;
}

/* The sampled input after IN (the first, 甲子 子 子, is always one). */
static inline void all_inputs_next(struct lr_input *in)
{
	do
		all_inputs_step(in);
	while (in->day < LR_CYCLE && !sample_has(in));
}

#define FOR_ALL_INPUTS(in) \
	for (struct lr_input in = { 0, 0, 0 }; (in).day < LR_CYCLE; \
	     all_inputs_next(&(in)))

/* Every one of the 8,640 inputs, sample or not: for a cheap walk whose
 * test counts the whole set (a share, an exact number of charts). */
#define FOR_EVERY_INPUT(in) \
	for (struct lr_input in = { 0, 0, 0 }; (in).day < LR_CYCLE; \
	     all_inputs_step(&(in)))

#endif
