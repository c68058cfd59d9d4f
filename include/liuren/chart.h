/* liuren - chart.h: the lesson (課) for a day, an hour and a monthly
 * general: the plate, the twelve generals, the four lessons and the three
 * transmissions, with an optional derivation trace.
 *
 * Rules follow 《六壬大全》 vol. 1; see src/core/chart/chart.c for the passage
 * each rule comes from.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_CHART_H
#define LIUREN_CHART_H

#include <stdbool.h>

#include "liuren/ganzhi.h"
#include "liuren/names.h"
#include "liuren/settings.h"
#include "liuren/export.h"

LR_BEGIN_DECLS

struct lr_lesson {
	int upper;		/* heaven branch */
	int lower;		/* earth palace it stands on */
	int lower_stem;		/* the day stem for lesson 1, else -1 */
	enum lr_relation relation;
	int general;		/* general riding the upper branch */
};

struct lr_transmission {
	int branch;
	int stem;		/* 遁干, -1 when the branch is void */
	enum lr_kin kin;
	int general;
};

struct lr_input {
	int day;		/* cycle index of the day pillar */
	int hour;		/* branch of 占時 */
	int general;		/* branch of 月將 */
};

/* The derivation trace (struct lr_trace) is declared in trace.h. */
struct lr_trace;

/* ---- the chart ---- */

struct lr_chart {
	struct lr_input input;
	struct lr_settings settings;
	int heaven[LR_BRANCHES];	/* heaven branch over earth palace p */
	int earth[LR_BRANCHES];		/* earth palace under heaven branch b */
	int general_on[LR_BRANCHES];	/* general riding heaven branch b */
	struct lr_lesson lessons[4];
	int distinct_lessons;		/* 4, 3 (四課不全) or 2 (八專) */
	struct lr_transmission transmissions[3];
	enum lr_method method;
	const char *method_detail;	/* sub-name, e.g. "見機", "井欄射" */
	int void_branches[2];		/* 旬空 */
	int noble;			/* heaven branch of the 貴人 */
	bool noble_forward;		/* 順 */
	bool daytime;			/* the 晝 noble was used */
};

/* Check an input. Returns NULL if valid, else a message naming the bad
 * field. */
const char *lr_input_check(const struct lr_input *input);

/* Compute the chart for INPUT under SETTINGS (NULL: defaults). When TRACE
 * is not NULL it receives the derivation, step by step, as numbers; call
 * lr_trace_format() for its sentences. INPUT must pass
 * lr_input_check(); returns 0, or -1 for an invalid input. */
int lr_chart_compute(struct lr_chart *chart, const struct lr_input *input,
		     const struct lr_settings *settings, struct lr_trace *trace);

/* As lr_chart_compute, but with day or night decided by the caller (for
 * the calendar's sunrise rule). */
int lr_chart_compute_daynight(struct lr_chart *chart,
			      const struct lr_input *input,
			      const struct lr_settings *settings,
			      bool daytime, struct lr_trace *trace);

/* The heaven branch of 干上 / 支上, and the earth palace of a heaven
 * branch, for readers of a chart. */
static inline int lr_chart_stem_upper(const struct lr_chart *c)
{
	return c->lessons[0].upper;
}

static inline int lr_chart_branch_upper(const struct lr_chart *c)
{
	return c->lessons[2].upper;
}

/* The lesson (0..3) whose 克 gave the first transmission: among the
 * lessons of the class the derivation used (下賊上 when any lesson has
 * one, else 上克下), the first whose upper god is the first
 * transmission. -1 when no lesson has a 克, or when the first
 * transmission is not the upper god of such a lesson (遙克, 八專, 別責,
 * 昴星, 井欄射, and a 綴瑕 taken from outside the candidates). */
int lr_chart_first_lesson(const struct lr_chart *chart);

/* Does the day/night rule of SETTINGS count HOUR as day? (LR_DAY_SUN
 * falls back to 卯 through 酉 when no observer is known.) */
bool lr_hour_is_day(const struct lr_settings *settings, int hour);

/* The heaven branch of the 貴人 for DAY_STEM by day or night. */
int lr_noble_branch(const struct lr_settings *settings, int day_stem,
		    bool daytime);

LR_END_DECLS

#endif
