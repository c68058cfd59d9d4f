/* liuren - reading.c: a chart's context from what its source stated and
 * the querent given with it (see liuren/reading.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/reading.h"

#include <string.h>

#include "liuren/ask.h"

/* The birth as given (year, pillar, branch or date) and what reading a
 * date in a zone made of it; the age it gives is the chart's, left out. */
static void copy_birth(struct lr_context *out, const struct lr_context *ctx)
{
	out->birth = ctx->birth;
	out->birth_year = ctx->birth_year;
	out->birth_branch = ctx->birth_branch;
	memcpy(out->birth_text, ctx->birth_text, sizeof out->birth_text);
	out->birth_dated = ctx->birth_dated;
	out->birth_timed = ctx->birth_timed;
	out->birth_resolved = ctx->birth_resolved;
	out->birth_civil = ctx->birth_civil;
	memcpy(out->birth_offset, ctx->birth_offset, sizeof out->birth_offset);
	out->birth_utc = ctx->birth_utc;
	out->birth_lichun_year = ctx->birth_lichun_year;
	out->birth_lunar_year = ctx->birth_lunar_year;
	out->age_count = ctx->age_count;
}

void lr_context_querent(struct lr_context *out, const struct lr_context *ctx)
{
	lr_context_init(out);
	copy_birth(out, ctx);
	out->sex = ctx->sex;
	out->ask = ctx->ask;
	if (ctx->xingnian_given) {
		out->xingnian = ctx->xingnian;
		out->xingnian_given = true;
	}
	for (int i = 0; i < 2; i++)
		if (!ctx->couple_from_querent[i]) {
			out->couple_xingnian[i] = ctx->couple_xingnian[i];
			out->couple_xingnian_stem[i] = ctx->couple_xingnian_stem[i];
		}
}

bool lr_context_has_querent(const struct lr_context *ctx)
{
	struct lr_context q;
	lr_context_querent(&q, ctx);
	return q.birth >= 0 || q.birth_year > 0 || q.birth_branch >= 0 ||
	       q.birth_dated || q.ask != LR_ASK_NONE ||
	       q.sex != LR_SEX_UNKNOWN || q.xingnian >= 0 ||
	       q.couple_xingnian[LR_HUSBAND] >= 0 ||
	       q.couple_xingnian[LR_WIFE] >= 0;
}

void lr_context_overlay_querent(struct lr_context *ctx,
				const struct lr_context *over)
{
	struct lr_context q;
	lr_context_querent(&q, over);
	if (q.birth >= 0 || q.birth_year > 0 || q.birth_branch >= 0 ||
	    q.birth_dated)
		copy_birth(ctx, &q);
	if (q.ask != LR_ASK_NONE)
		ctx->ask = q.ask;
	if (q.sex != LR_SEX_UNKNOWN)
		ctx->sex = q.sex;
	if (q.xingnian_given) {
		ctx->xingnian = q.xingnian;
		ctx->xingnian_given = true;
	}
	for (int i = 0; i < 2; i++)
		if (q.couple_xingnian[i] >= 0) {
			ctx->couple_xingnian[i] = q.couple_xingnian[i];
			ctx->couple_xingnian_stem[i] = q.couple_xingnian_stem[i];
			ctx->couple_from_querent[i] = false;
		}
}

void lr_reading_context(struct lr_context *out, const struct lr_context *stated,
			const struct lr_context *querent)
{
	struct lr_context c;
	if (querent)
		lr_context_querent(&c, querent);
	else
		lr_context_init(&c);
	if (stated) {
		c.year = stated->year;
		c.year_branch = stated->year_branch;
		c.month_branch = stated->month_branch;
		c.month_from_lunar = stated->month_from_lunar;
		c.lunar_month = stated->lunar_month;
		c.lunar_leap = stated->lunar_leap;
		c.lunar_day = stated->lunar_day;
		c.season = stated->season;
		c.sun_palace = stated->sun_palace;
		c.moon_palace = stated->moon_palace;
		c.sun_source = stated->sun_source;
		c.moon_source = stated->moon_source;
		c.term_day = stated->term_day;
	}
	lr_context_complete(&c);
	*out = c;
}
