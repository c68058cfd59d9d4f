/* liuren - teaching.c: what a derivation step shows on the plate
 * (liuren/teaching.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/teaching.h"

#include <string.h>

#include "liuren/ganzhi.h"

/* ---- what a step lights on the plate ---- */

unsigned lr_step_palaces(const struct lr_chart *c, const struct lr_step *s)
{
	if (s->palaces)
		return s->palaces;
	/* a step that only names heaven branches (取為發用, 涉害最深, the
	 * candidates of 比用) lights the palaces they stand over */
	unsigned heaven = s->candidates | s->eliminated;
	const int named[3] = { s->branch, s->second, s->third };
	for (int k = 0; k < 3; k++)
		if (named[k] >= 0 && named[k] < LR_BRANCHES)
			heaven |= 1u << named[k];
	unsigned lit = 0;
	for (int p = 0; p < LR_BRANCHES; p++)
		if (heaven >> c->heaven[p] & 1)
			lit |= 1u << p;
	/* 干支同位: the day branch's palace, where the stem lodges too */
	if (s->sentence == LR_SAY_BAZHUAN_DAY)
		lit |= 1u << lr_cycle_branch(c->input.day);
	return lit;
}

/* ---- what a derivation has shown so far ---- */

void lr_trace_reveal(const struct lr_trace *t, int upto, struct lr_reveal *rv)
{
	if (upto < 0) {
		memset(rv, 1, sizeof *rv);
		return;
	}
	memset(rv, 0, sizeof *rv);
	for (int i = 0; i <= upto && i < t->count; i++) {
		const struct lr_step *s = &t->steps[i];
		switch (s->kind) {
		case LR_STEP_LESSON:
			if (s->lesson >= 0 && s->lesson < 4)
				rv->lesson[s->lesson] = true;
			break;
		case LR_STEP_METHOD:
			rv->method = true;
			break;
		case LR_STEP_TRANSMISSION:
			rv->method = true;
			if (s->transmission >= 0 && s->transmission < 3)
				rv->trans[s->transmission] = true;
			break;
		case LR_STEP_NOBLE:
			rv->noble = true;
			break;
		case LR_STEP_GENERALS:
			rv->noble = rv->generals = true;
			break;
		case LR_STEP_VOID:
			rv->voids = true;
			break;
		default:
			break;
		}
	}
}
