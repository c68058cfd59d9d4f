/* liuren - tests/lib/sample.h: which of the 8,640 chart inputs the
 * property tests walk (FOR_ALL_INPUTS of all_inputs.h walks only these).
 *
 * `make check` walks a fixed sample: every SAMPLE_STRIDE-th input in the
 * walk's order (甲子 子 子 first), which meets every day, hour and
 * general, plus the input of every chart the book works that the tests
 * read (res/book-cases.tsv and the tables of tests/data/). `make
 * check-all` sets LIUREN_CHECK_ALL=1 and walks all 8,640.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TESTS_SAMPLE_H
#define TESTS_SAMPLE_H

#include <stdbool.h>

#include "liuren/chart.h"

/* A prime, so that the sample's hours and generals turn through every
 * pairing as the days go by: 509 inputs of the 8,640. */
enum { SAMPLE_STRIDE = 17 };

/* Is LIUREN_CHECK_ALL=1 set: walk every input? */
bool sample_all(void);

/* Is IN (day < 60, hour and general < 12) one of the inputs walked? */
bool sample_has(const struct lr_input *in);

/* Is IN one of the evenly spread inputs (every SAMPLE_STRIDE-th, or all
 * under LIUREN_CHECK_ALL=1), not a book chart added to them: a share of
 * "all charts" is counted over these, which the book's choice of charts
 * does not lean. */
bool sample_uniform(const struct lr_input *in);
/* How many inputs are walked: 8,640 under LIUREN_CHECK_ALL=1. */
int sample_count(void);

#endif
