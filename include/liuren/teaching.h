/* liuren - teaching.h: a derivation as the teaching mode shows it, step
 * by step on the plate: which palaces a step lights, and how much of
 * the chart the steps read so far have laid (the lessons, the
 * transmissions, the noble and generals, the void). The browser's
 * teaching mode and `explain --format html` draw from these alone.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_TEACHING_H
#define LIUREN_TEACHING_H

#include <stdbool.h>

#include "liuren/chart.h"
#include "liuren/export.h"
#include "liuren/trace.h"

LR_BEGIN_DECLS

/* What a derivation read up to a step has shown (the teaching mode
 * reveals the chart as its steps lay it): the lessons laid, the
 * transmissions taken, the method named, the noble placed, the
 * generals laid, the 旬 and its void known. */
struct lr_reveal {
	bool lesson[4];
	bool trans[3];
	bool method, noble, generals, voids;
};

/* What T shows after its step UPTO (0-based; below 0: all of it). */
void lr_trace_reveal(const struct lr_trace *t, int upto,
		     struct lr_reveal *rv);

/* The earth palaces step S of chart C lights (bit p: palace p): those
 * the step involves, else those under the heaven branches it names, so
 * no step that names a branch leaves the plate dark. The teaching mode
 * and `explain --format html` light the same ones. */
unsigned lr_step_palaces(const struct lr_chart *c, const struct lr_step *s);

LR_END_DECLS

#endif
