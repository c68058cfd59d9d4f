/* liuren - reading.h: the one pipeline from a request to a reading. A
 * request names a chart as it was asked for (a moment on the clock, typed
 * pillars, or the book's notation, with any of day, hour and general set
 * by hand), the school settings, and the querent given with it (本命 or a
 * birth date, sex, 行年, 夫妻行年, the matter asked); lr_reading_make turns
 * it into the whole reading: the chart, its context, the 神煞 with 三奇
 * read on the 三傳, every 課體 and 法 that holds (each result citing what
 * it rests on), the 類神 of the matter asked and the sentences of 卷二
 * 神將釋 whose condition holds. print, explain, the casebook, the
 * browser, `find` and the atlas read charts through it, and nothing
 * above the core evaluates a 課, a 法, a 神煞, a 類神 or a sentence of
 * 卷二 on its own; a stored case is a request, never words for an
 * argument parser.
 *
 * Below it, the one way a chart's context is put together, for every way
 * into a chart (print, explain, a stored case, the browser's command
 * line, its prompts, the book's charts): what the chart's source stated
 * about the time (a notation's year, month, lunar date, season, term day
 * and lodgings, or a moment's calendar) beside the querent given with it,
 * completed.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_READING_H
#define LIUREN_READING_H

#include <stdbool.h>

#include "liuren/bifa.h"
#include "liuren/calendar.h"
#include "liuren/chart.h"
#include "liuren/context.h"
#include "liuren/export.h"
#include "liuren/leishen.h"
#include "liuren/moment.h"
#include "liuren/patterns.h"
#include "liuren/rules.h"
#include "liuren/settings.h"
#include "liuren/shenjiang.h"
#include "liuren/shensha.h"

LR_BEGIN_DECLS

/* Where a request's chart comes from. */
enum lr_request_source {
	LR_FROM_MOMENT,		/* the calendar at MOMENT */
	LR_FROM_PILLARS,	/* INPUT as typed (day, hour and general) */
	LR_FROM_NOTATION	/* NOTATION, as the book writes a chart */
};

enum { LR_REQUEST_NOTATION_MAX = 1024, LR_REQUEST_ONLY_MAX = 32 };

struct lr_request {
	enum lr_request_source source;
	struct lr_moment moment;	/* LR_FROM_MOMENT (zone, observer) */
	char notation[LR_REQUEST_NOTATION_MAX];	/* LR_FROM_NOTATION */
	/* The pillars typed: all three for LR_FROM_PILLARS; otherwise
	 * each one set (HAVE_…) replaces the moment's or the notation's. */
	struct lr_input input;
	bool have_day, have_hour, have_general;
	struct lr_settings settings;
	/* The querent as given (lr_context_querent's parts: 本命 or a birth
	 * date not yet read, sex, 行年, 夫妻行年, the matter asked). A
	 * notation's own querent words give way to each part set here. */
	struct lr_context querent;
	/* LR_FROM_PILLARS: what the chart's source stated about its time
	 * (year, month, lunar date, season, lodgings, term of the day: a
	 * notation read earlier, a case's calendar), read as
	 * lr_reading_context reads it, when HAVE_STATED. A browser stepping
	 * a typed chart sets it for the stated day only. */
	struct lr_context stated;
	bool have_stated;
	/* LR_FROM_MOMENT: leave the lodgings (日宿, 月宿) unknown, which cost
	 * an ephemeris reading; for a search whose 課 do not read them. */
	bool without_lodgings;
	/* LR_READ_PATTERNS, LR_READ_BIFA: every 課體 and every 法, unless
	 * a search or the atlas names the few it asks about here (a 課體's
	 * id (lr_pattern_info), a 法's number; NONLY_… 0: all). */
	int only_patterns[LR_REQUEST_ONLY_MAX], nonly_patterns;
	int only_bifa[LR_REQUEST_ONLY_MAX], nonly_bifa;
};

/* Empty: from the moment (unset), default settings, no querent. */
void lr_request_init(struct lr_request *rq);

/* What lr_reading_make computes besides the chart and its context. */
enum lr_reading_parts {
	LR_READ_CHART = 0,
	/* the 神煞 (reads res/shensha.tsv), 三奇 read on the 三傳's 遁干 */
	LR_READ_SHENSHA = 1u << 0,
	LR_READ_PATTERNS = 1u << 1,	/* the 課體 (no res/ file) */
	LR_READ_BIFA = 1u << 2,		/* the 法 of the 畢法賦 */
	LR_READ_LEISHEN = 1u << 3,	/* the 類神 (reads res/leishen.tsv) */
	/* the sentences of 卷二 神將釋 that hold (reads res/shenjiang.tsv) */
	LR_READ_SHENJIANG = 1u << 4,
	/* with LR_READ_PATTERNS or LR_READ_BIFA: the findings' verdicts,
	 * needs and variants (格) only, each reason "…" where it would hold
	 * words and "" where it would be empty; for readers that ask which
	 * rules fire and show no reason (find's scan, the atlas) */
	LR_READ_VERDICTS_ONLY = 1u << 5,
	LR_READ_RULES = LR_READ_PATTERNS | LR_READ_BIFA,
	LR_READ_ALL = LR_READ_SHENSHA | LR_READ_RULES | LR_READ_LEISHEN
		      | LR_READ_SHENJIANG
};

enum { LR_READING_ERROR = 256 };

struct lr_reading {
	bool from_moment, from_notation;
	struct lr_moment moment;	/* from_moment */
	struct lr_calendar cal;		/* from_moment */
	struct lr_context context;
	struct lr_chart chart;
	struct lr_shensha_result shensha;	/* LR_READ_SHENSHA */
	/* LR_READ_PATTERNS, LR_READ_BIFA: every finding, the rules that
	 * fire or cannot be evaluated, in the book's order: the NPATTERNS
	 * 課體 (in the 課經's order) first, then the NBIFA 法 (in the
	 * book's order; one that reads a 課體 names it: cites). NRULES is
	 * their sum; lr_reading_patterns and lr_reading_bifas give each
	 * part. */
	int nrules, npatterns, nbifa;
	struct lr_rule_result rules[LR_RULE_CAPACITY];
	/* LR_READ_LEISHEN: the 類神 of the context's matter asked (ask
	 * LR_ASK_NONE when none), or why res/leishen.tsv could not be read */
	struct lr_leishen leishen;
	char leishen_error[LR_READING_ERROR];
	/* LR_READ_SHENJIANG: the sentences of 卷二 whose condition holds,
	 * each with it named, or why res/shenjiang.tsv could not be read */
	struct lr_sj_held shenjiang;
	char shenjiang_error[LR_READING_ERROR];
};

/* Read RQ into OUT: the chart (with its derivation into TRACE when not
 * NULL), the context (the moment's calendar or the notation's words,
 * the querent, a birth date read in the chart's zone), and the PARTS
 * asked for. Returns 0, or -1 with one line in ERR (a notation that
 * does not read, pillars that do not make a chart, a moment outside the
 * calendar, a birth after the chart, res/ that does not load). */
struct lr_trace;
int lr_reading_make(struct lr_reading *out, const struct lr_request *rq,
		    unsigned parts, struct lr_trace *trace, char *err,
		    size_t errlen);

/* The result of 課體 ID (its index, lr_pattern_info) or of 法 NUMBER in R, or NULL
 * when it was not read or does not fire. */
const struct lr_rule_result *lr_reading_pattern(const struct lr_reading *r,
						   int id);
const struct lr_rule_result *lr_reading_bifa(const struct lr_reading *r,
					     int number);

/* The 課體 part and the 法 part of R's findings (NPATTERNS and NBIFA
 * results). */
static inline const struct lr_rule_result *
lr_reading_patterns(const struct lr_reading *r)
{
	return r->rules;
}

static inline const struct lr_rule_result *
lr_reading_bifas(const struct lr_reading *r)
{
	return r->rules + r->npatterns;
}

/* How many readings lr_reading_make has made in this process (a test
 * counts what one key of the browser computes). */
unsigned long lr_reading_count(void);

/* The querent CTX states: its 本命 (or birth date), sex, a 行年 that was
 * given, the 夫妻行年 that were given and the matter asked, into OUT (everything else unknown); what
 * lr_context_complete derived from them is left out, so it is derived
 * again against the chart it is read with. */
void lr_context_querent(struct lr_context *out, const struct lr_context *ctx);

/* Does CTX state any part of a querent (本命, sex, 行年, 夫妻行年)? */
bool lr_context_has_querent(const struct lr_context *ctx);

/* The parts of a querent OVER states (as lr_context_querent) put into
 * CTX in place of its own; the parts OVER does not state are kept: the
 * options beside a notation ("寅命" with --sex f). */
void lr_context_overlay_querent(struct lr_context *ctx,
				const struct lr_context *over);

/* The context a chart is read against: the time as STATED (year, 月建,
 * lunar date, season, term day, lodgings; NULL: nothing known) with the
 * querent of QUERENT (NULL: none) in place of any querent STATED holds,
 * completed (lr_context_complete), into OUT. */
void lr_reading_context(struct lr_context *out, const struct lr_context *stated,
			const struct lr_context *querent);

LR_END_DECLS

#endif
