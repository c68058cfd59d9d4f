/* liuren - reading.c: the pipeline from a request to a reading, and a
 * chart's context from what its source stated and the querent given with
 * it (see liuren/reading.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/reading.h"

#include <stdio.h>
#include <string.h>

#include "liuren/ask.h"
#include "liuren/notation.h"
#include "rules/rules.h"

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

/* ---- the pipeline ---- */

void lr_request_init(struct lr_request *rq)
{
	memset(rq, 0, sizeof *rq);
	rq->source = LR_FROM_MOMENT;
	rq->input.day = rq->input.hour = rq->input.general = -1;
	lr_settings_default(&rq->settings);
	lr_context_init(&rq->querent);
	lr_context_init(&rq->stated);
}

/* The querent of RQ with its birth date read in ZONE and, at a moment
 * (UTC not 0), refused when after it. */
static int querent_of(const struct lr_request *rq, struct lr_context *q,
		      const char *zone, int64_t utc, char *err, size_t errlen)
{
	lr_context_querent(q, &rq->querent);
	if (lr_context_resolve_birth(q, zone, &rq->settings, err, errlen) < 0)
		return -1;
	if (utc && lr_context_check_birth(q, utc, err, errlen) < 0)
		return -1;
	return 0;
}

/* A chart written the way the book writes one, the pillars typed beside
 * it replacing its own, the querent given beside it winning over its
 * words. */
static int from_notation(struct lr_reading *out, const struct lr_request *rq,
			 struct lr_trace *trace, char *err, size_t errlen)
{
	struct lr_notation note;
	if (lr_notation_parse(rq->notation, &note, err, errlen) < 0)
		return -1;
	out->from_notation = true;
	struct lr_input in = note.input;
	if (rq->have_day)
		in.day = rq->input.day;
	if (rq->have_hour)
		in.hour = rq->input.hour;
	if (rq->have_general)
		in.general = rq->input.general;
	struct lr_context querent;
	lr_context_querent(&querent, &note.context);
	struct lr_context given;
	lr_context_querent(&given, &rq->querent);
	lr_context_overlay_querent(&querent, &given);
	if (lr_context_resolve_birth(&querent, rq->moment.zone, &rq->settings,
				     err, errlen) < 0)
		return -1;
	lr_reading_context(&out->context, &note.context, &querent);
	if (lr_chart_compute(&out->chart, &in, &rq->settings, trace) < 0) {
		snprintf(err, errlen, "%s", lr_input_check(&in));
		return -1;
	}
	return 0;
}

/* Typed pillars: the querent is known around them, and what their source
 * stated about the time when the request carries it. */
static int from_pillars(struct lr_reading *out, const struct lr_request *rq,
			struct lr_trace *trace, char *err, size_t errlen)
{
	struct lr_context querent;
	if (querent_of(rq, &querent, rq->moment.zone, 0, err, errlen) < 0)
		return -1;
	lr_reading_context(&out->context, rq->have_stated ? &rq->stated : NULL,
			   &querent);
	if (lr_chart_compute(&out->chart, &rq->input, &rq->settings, trace) < 0) {
		snprintf(err, errlen, "%s", lr_input_check(&rq->input));
		return -1;
	}
	return 0;
}

/* The calendar at the moment: 太歲, 月建, the lunar date, the term of the
 * day and 月將; a pillar typed replaces the calendar's, a typed hour
 * taking day or night from the hour rule. */
static int from_moment(struct lr_reading *out, const struct lr_request *rq,
		       struct lr_trace *trace, char *err, size_t errlen)
{
	out->from_moment = true;
	out->moment = rq->moment;
	if (lr_calendar_resolve(&out->cal, &out->moment, &rq->settings, err,
				errlen) < 0)
		return -1;
	if (querent_of(rq, &out->context, out->moment.zone, out->cal.utc, err,
		       errlen) < 0)
		return -1;
	if (rq->without_lodgings)
		lr_context_from_calendar_dates(&out->context, &out->cal);
	else
		lr_context_from_calendar(&out->context, &out->cal,
					 &rq->settings);
	struct lr_input in = lr_calendar_input(&out->cal);
	if (rq->have_day)
		in.day = rq->input.day;
	if (in.day != out->cal.day)	/* the term day is the calendar's */
		out->context.term_day = LR_TERM_DAY_UNKNOWN;
	if (rq->have_general)
		in.general = rq->input.general;
	int rc;
	if (rq->have_hour) {
		in.hour = rq->input.hour;
		rc = lr_chart_compute(&out->chart, &in, &rq->settings, trace);
	} else {
		rc = lr_chart_compute_daynight(&out->chart, &in, &rq->settings,
			lr_calendar_daytime(&out->cal, &out->moment, &rq->settings),
			trace);
	}
	if (rc < 0) {
		snprintf(err, errlen, "%s", lr_input_check(&in));
		return -1;
	}
	return 0;
}

/* How many readings have been made (lr_reading_count). */
static unsigned long readings_made;

unsigned long lr_reading_count(void)
{
	return readings_made;
}

/* The 神煞 of the chart: the day's always, the year's and the month's
 * when known; then what reads the whole 課, 三奇 on the 三傳's 遁干. */
static int read_shensha(struct lr_reading *out, char *err, size_t errlen)
{
	const struct lr_shensha_set *set = lr_shensha_default(err, errlen);
	if (!set)
		return -1;
	struct lr_shensha_context ctx;
	lr_context_shensha(&out->context, out->chart.input.day, &ctx);
	ctx.all_b = out->chart.settings.shensha_reading == LR_SHENSHA_READING_B;
	lr_shensha_eval(set, &ctx, &out->shensha);
	int stems[3];
	for (int k = 0; k < 3; k++)
		stems[k] = out->chart.transmissions[k].stem;
	lr_shensha_read_transmissions(&out->shensha, stems);
	return 0;
}

/* The 課體 that fire or cannot be evaluated: all of them in the 課經's
 * order, or the few RQ names in its order; they start the findings. */
static void read_patterns(struct lr_reading *out, const struct lr_request *rq)
{
	struct lr_rule_result *at = out->rules;
	int room = LR_RULE_CAPACITY;
	if (rq->nonly_patterns == 0) {
		int n = lr_patterns_evaluate(&out->chart, &out->context, at,
					     room);
		out->npatterns = n < room ? n : room;
	} else {
		for (int i = 0; i < rq->nonly_patterns && i < LR_REQUEST_ONLY_MAX &&
				out->npatterns < room; i++)
			if (!lr_reading_pattern(out, rq->only_patterns[i]) &&
			    lr_pattern_evaluate_one(rq->only_patterns[i],
						    &out->chart, &out->context,
						    &at[out->npatterns]))
				out->npatterns++;
	}
	out->nrules = out->npatterns;
}

/* The 法 likewise, in the book's order or RQ's, after the 課體;
 * READ_ALL_PATTERNS: the reading holds every 課體's result already. */
static void read_bifa(struct lr_reading *out, const struct lr_request *rq,
		      bool read_all_patterns)
{
	struct lr_rule_result *at = out->rules + out->npatterns;
	int room = LR_RULE_CAPACITY - out->npatterns;
	if (rq->nonly_bifa == 0) {
		/* the 課體 a 法 cites as this reading read them, when it read
		 * them all */
		int n = read_all_patterns
			? lr_bifa_evaluate_cited(&out->chart, &out->context,
						 out->rules, out->npatterns,
						 at, room)
			: lr_bifa_evaluate(&out->chart, &out->context, at,
					   room);
		out->nbifa = n < room ? n : room;
	} else {
		for (int i = 0; i < rq->nonly_bifa && i < LR_REQUEST_ONLY_MAX &&
				out->nbifa < room; i++)
			if (!lr_reading_bifa(out, rq->only_bifa[i]) &&
			    lr_bifa_evaluate_one(rq->only_bifa[i], &out->chart,
						 &out->context,
						 &at[out->nbifa]))
				out->nbifa++;
	}
	out->nrules = out->npatterns + out->nbifa;
}

const struct lr_rule_result *lr_reading_pattern(const struct lr_reading *r,
						int id)
{
	const struct lr_rule_result *p = lr_reading_patterns(r);
	for (int i = 0; i < r->npatterns; i++)
		if (p[i].rule == id)
			return &p[i];
	return NULL;
}

const struct lr_rule_result *lr_reading_bifa(const struct lr_reading *r,
					     int number)
{
	const struct lr_rule_result *b = lr_reading_bifas(r);
	for (int i = 0; i < r->nbifa; i++)
		if (b[i].number == number)
			return &b[i];
	return NULL;
}

int lr_reading_make(struct lr_reading *out, const struct lr_request *rq,
		    unsigned parts, struct lr_trace *trace, char *err,
		    size_t errlen)
{
	readings_made++;
	out->from_moment = out->from_notation = false;
	out->nrules = out->npatterns = out->nbifa = 0;
	/* the lists are read up to their counts only (clearing the whole
	 * result, some tens of kilobytes, cost a table of charts more than
	 * the charts) */
	out->shensha.nhits = out->shensha.nskipped = out->shensha.nread = 0;
	out->leishen.ask = LR_ASK_NONE;
	out->leishen.rule = LR_LEI_UNNAMED;
	out->leishen.n = 0;
	out->leishen_error[0] = '\0';
	out->shenjiang.n = out->shenjiang.used = 0;
	out->shenjiang_error[0] = '\0';
	lr_context_init(&out->context);
	int rc;
	switch (rq->source) {
	case LR_FROM_NOTATION:
		rc = from_notation(out, rq, trace, err, errlen);
		break;
	case LR_FROM_PILLARS:
		rc = from_pillars(out, rq, trace, err, errlen);
		break;
	default:
		rc = from_moment(out, rq, trace, err, errlen);
		break;
	}
	if (rc < 0)
		return -1;
	if ((parts & LR_READ_SHENSHA) && read_shensha(out, err, errlen) < 0)
		return -1;
	/* verdicts only: the rules write no reason (rules/write.c) */
	bool verdicts_only = parts & LR_READ_VERDICTS_ONLY;
	if (verdicts_only)
		rule_words(false);
	if (parts & LR_READ_PATTERNS)
		read_patterns(out, rq);
	if (parts & LR_READ_BIFA)
		read_bifa(out, rq, (parts & LR_READ_PATTERNS) &&
				   rq->nonly_patterns == 0);
	if (verdicts_only)
		rule_words(true);
	if (parts & LR_READ_LEISHEN)
		lr_leishen_read(&out->chart, &out->context, &out->leishen,
				out->leishen_error, sizeof out->leishen_error);
	if (parts & LR_READ_SHENJIANG)
		lr_shenjiang_read(&out->chart, &out->context, &out->shenjiang,
				  out->shenjiang_error,
				  sizeof out->shenjiang_error);
	return 0;
}
