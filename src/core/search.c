/* liuren - search.c: walk time chart by chart and find fired 課體 and
 * 神煞 on the places that matter.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/search.h"

#include "liuren/bifa.h"
#include "liuren/leishen.h"
#include "liuren/i18n.h"

#include <stdio.h>
#include <string.h>

#include "rules/rules.h"

#include "liuren/quote.h"
#include "liuren/reading.h"
#include "liuren/shensha.h"

int lr_place_branch(const struct lr_chart *c, const struct lr_context *ctx,
		    enum lr_place p)
{
	switch (p) {
	case LR_PLACE_FIRST:
	case LR_PLACE_MIDDLE:
	case LR_PLACE_LAST:
		return c->transmissions[p - LR_PLACE_FIRST].branch;
	case LR_PLACE_STEM:	/* 干上: the upper of the first lesson */
		return c->lessons[0].upper;
	case LR_PLACE_BRANCH:	/* 支上: the upper of the third lesson */
		return c->lessons[2].upper;
	case LR_PLACE_BIRTH:	/* 命上: over the 本命 */
		return ctx && ctx->birth_branch >= 0 ?
		       c->heaven[ctx->birth_branch] : -1;
	case LR_PLACE_XINGNIAN:	/* 年上: over the 行年 */
		return ctx && ctx->xingnian >= 0 ? c->heaven[ctx->xingnian] : -1;
	default:
		return -1;
	}
}

const char *lr_place_name(enum lr_place p)
{
	static const char *const names[LR_PLACES] = {
		"初傳", "中傳", "末傳", "干上", "支上", "命上", "年上"
	};
	return p < LR_PLACES ? names[p] : "";
}

unsigned lr_place_parse(const char *text, char *err, size_t errlen)
{
	static const struct { const char *word; unsigned mask; } words[] = {
		{ "發用", 1u << LR_PLACE_FIRST }, { "发用", 1u << LR_PLACE_FIRST },
		{ "初傳", 1u << LR_PLACE_FIRST }, { "初传", 1u << LR_PLACE_FIRST },
		{ "中傳", 1u << LR_PLACE_MIDDLE }, { "中传", 1u << LR_PLACE_MIDDLE },
		{ "末傳", 1u << LR_PLACE_LAST }, { "末传", 1u << LR_PLACE_LAST },
		{ "三傳", LR_ON_TRANSMISSIONS }, { "三传", LR_ON_TRANSMISSIONS },
		{ "干上", 1u << LR_PLACE_STEM }, { "支上", 1u << LR_PLACE_BRANCH },
		{ "日辰", 1u << LR_PLACE_STEM | 1u << LR_PLACE_BRANCH },
		{ "命上", 1u << LR_PLACE_BIRTH }, { "年上", 1u << LR_PLACE_XINGNIAN },
		{ "年命", 1u << LR_PLACE_BIRTH | 1u << LR_PLACE_XINGNIAN },
		{ "四處", (1u << LR_PLACES) - 1 }, { "四处", (1u << LR_PLACES) - 1 },
		{ "all", (1u << LR_PLACES) - 1 },
	};
	unsigned mask = 0;
	const char *p = text;
	while (*p) {
		/* up to a comma, ASCII or full-width */
		size_t n = strcspn(p, ",");
		const char *wide = strstr(p, "，");
		if (wide && (size_t)(wide - p) < n)
			n = (size_t)(wide - p);
		bool known = false;
		for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
			if (strlen(words[i].word) == n &&
			    !strncmp(p, words[i].word, n)) {
				mask |= words[i].mask;
				known = true;
			}
		if (!known) {
			snprintf(err, errlen, _("unknown place '%.*s': give 發用 (初傳), "
				 "中傳, 末傳, 三傳, 干上, 支上, 日辰, 命上, 年上, 年命 "
				 "or all"), (int)n, p);
			return 0;
		}
		p += n;
		if (!strncmp(p, "，", strlen("，")))
			p += strlen("，");
		else if (*p == ',')
			p++;
	}
	if (!mask)
		snprintf(err, errlen, _("give a place, e.g. 發用"));
	return mask;
}

int lr_search_add_shensha(struct lr_search_query *q, const char *name,
			  unsigned on, char *err, size_t errlen)
{
	if (q->nshensha >= LR_SEARCH_MAX_SHENSHA) {
		snprintf(err, errlen, _("at most %d 神煞"), LR_SEARCH_MAX_SHENSHA);
		return -1;
	}
	const struct lr_shensha_set *set = lr_shensha_default(err, errlen);
	if (!set)
		return -1;
	if (lr_shensha_by_name(set, name, NULL, 0) == 0) {
		snprintf(err, errlen, _("unknown 神煞 '%s'"), name);
		return -1;
	}
	q->shensha[q->nshensha] = name;
	q->shensha_on[q->nshensha] = on ? on : LR_ON_TRANSMISSIONS;
	q->nshensha++;
	return 0;
}

/* Do the query's 神煞 sit on their places in HIT's chart, whose 神煞
 * the reading RES placed? Fills HIT->shensha_at. */
static bool shensha_match(const struct lr_search_query *q,
			  const struct lr_shensha_result *res,
			  struct lr_search_hit *hit)
{
	if (q->nshensha == 0)
		return true;
	for (int k = 0; k < q->nshensha; k++) {
		unsigned at = 0;
		for (int p = 0; p < LR_PLACES; p++) {
			if (!(q->shensha_on[k] >> p & 1))
				continue;
			int b = lr_place_branch(&hit->chart, &hit->context,
						(enum lr_place)p);
			for (size_t i = 0; b >= 0 && i < res->nhits; i++)
				if (!strcmp(res->hits[i].def->name, q->shensha[k]) &&
				    lr_shensha_hit_on(&res->hits[i], b))
					at |= 1u << p;
		}
		hit->shensha_at[k] = at;
		if (!at)
			return false;
	}
	return true;
}

/* Is a 類神 the rule takes for the matter asked (the reading's READ)
 * on one of the query's places in HIT's chart? */
static bool leishen_match(const struct lr_search_query *q,
			  const struct lr_reading *read,
			  const struct lr_search_hit *hit)
{
	if (!q->leishen_on)
		return true;
	const struct lr_leishen *ls = &read->leishen;
	if (read->leishen_error[0])
		return false;
	for (int p = 0; p < LR_PLACES; p++) {
		if (!(q->leishen_on >> p & 1))
			continue;
		int b = lr_place_branch(&hit->chart, &hit->context,
					(enum lr_place)p);
		for (int i = 0; b >= 0 && i < ls->n; i++)
			if (ls->found[i].chosen && ls->found[i].god == b)
				return true;
	}
	return false;
}

void lr_search_init(struct lr_search_query *q, int64_t from, int64_t to,
		    const char *zone, double lon, double lat,
		    const struct lr_settings *settings)
{
	memset(q, 0, sizeof *q);
	q->from = from;
	q->to = to;
	snprintf(q->zone, sizeof q->zone, "%s", zone ? zone : "");
	q->lon = lon;
	q->lat = lat;
	if (settings)
		q->settings = *settings;
	else
		lr_settings_default(&q->settings);
	lr_context_init(&q->querent);
}

int lr_search_add(struct lr_search_query *q, const char *name, char *err,
		  size_t errlen)
{
	if (q->count >= LR_SEARCH_MAX_PATTERNS) {
		snprintf(err, errlen, _("at most %d patterns"), LR_SEARCH_MAX_PATTERNS);
		return -1;
	}
	const char *variant = NULL;
	int id = lr_pattern_find(name, &variant);
	int fa = id < 0 ? lr_bifa_find(name, &variant) : 0;
	if (fa > 0) {
		q->names[q->count] = name;
		q->ids[q->count] = 0;
		q->bifa[q->count] = fa;
		q->variants[q->count] = variant;
		q->count++;
		return 0;
	}
	if (id < 0) {
		const char *close[6];
		int n = lr_pattern_suggest(name, close, 6);
		char shown[LR_QUOTE_SIZE];
		size_t used = (size_t)snprintf(err, errlen, _("unknown pattern '%s'"),
					       lr_quote(name, shown, sizeof shown));
		for (int i = 0; i < n && used < errlen; i++)
			used += (size_t)snprintf(err + used, errlen - used, "%s%s",
						 i ? _(", ") : _(" (close: "), close[i]);
		if (n > 0 && used < errlen)
			/* TRANSLATORS: closes " (close: " */
			snprintf(err + used, errlen - used, "%s", _(")"));
		return -1;
	}
	q->names[q->count] = name;
	q->ids[q->count] = id;
	q->bifa[q->count] = 0;
	q->variants[q->count] = variant;
	q->count++;
	if (id == LR_P_ERFAN || id == LR_P_TIANKOU)
		q->need_lodgings = true;	/* 二煩, 天寇 read 日宿 / 月宿 */
	return 0;
}

/* Does the 法 of name I hold on HIT's chart (in the 格 asked for), as
 * the reading READ found it? Its result goes into HIT's results as a
 * 課體's would: name, 格, reason; one not evaluated for want of the
 * querent too (state and needs), so a caller can tell "not there" from
 * "not known". */
static bool bifa_matches_one(const struct lr_search_query *q, int i,
			     int fa, const struct lr_reading *read,
			     struct lr_search_hit *hit)
{
	struct lr_rule_result *r = &hit->results[i];
	memset(r, 0, sizeof *r);
	r->name = lr_bifa_name(fa);	/* read, as a 課體's run */
	r->source = "畢法";
	const struct lr_rule_result *found = lr_reading_bifa(read, fa);
	if (!found)
		return false;
	const struct lr_rule_result b = *found;
	if (b.verdict != LR_RULE_FIRED) {
		r->verdict = b.verdict;
		r->needs = b.needs;
		snprintf(r->reason, sizeof r->reason, "%s", b.reason);
		return false;
	}
	if (q->variants[i]) {
		char want[LR_RULE_VARIANT];
		snprintf(want, sizeof want, "%s", q->variants[i]);
		size_t len = strlen(want), gl = strlen("格");
		if (len > gl && !strcmp(want + len - gl, "格"))
			want[len - gl] = '\0';
		if (!strstr(b.ge, want))
			return false;
	}
	r->name = b.name;
	r->verdict = LR_RULE_FIRED;
	snprintf(r->variant, sizeof r->variant, "%s", b.ge);
	snprintf(r->reason, sizeof r->reason, "%s", b.reason);
	return true;
}

/* The 法 after FROM whose commentary names the 格 GE, or 0. */
static int next_home(int from, const char *ge)
{
	char err[256];
	for (int k = from + 1; k <= LR_BIFA_COUNT; k++) {
		const struct lr_bifa_text *t = lr_bifa_text(k, err, sizeof err);
		for (int j = 0; t && j < t->count; j++)
			if (t->name[j] && !strcmp(t->kind[j], "ge")
			    && !strcmp(t->name[j], ge))
				return k;
	}
	return 0;
}

/* A 格 the book names under more than one 法 (馬載虎鬼格 under 第二十五法
 * and 第九十一法, whose detector reads it) is found under any of them; a
 * 法 that could not be judged for want of the querent is remembered. */
static bool bifa_matches(const struct lr_search_query *q, int i,
			 const struct lr_reading *read,
			 struct lr_search_hit *hit)
{
	const char *ge = q->variants[i];
	struct lr_rule_result unknown;
	bool wanting = false;
	for (int fa = q->bifa[i]; fa > 0; fa = ge ? next_home(fa, ge) : 0) {
		if (bifa_matches_one(q, i, fa, read, hit))
			return true;
		if (hit->results[i].verdict == LR_RULE_UNKNOWN && !wanting) {
			unknown = hit->results[i];
			wanting = true;
		}
	}
	if (wanting)
		hit->results[i] = unknown;
	return false;
}

static int read_and_match(const struct lr_search_query *q,
			  const struct lr_request *rq, unsigned parts,
			  struct lr_search_hit *hit, char *err, size_t errlen);

int lr_search_at(const struct lr_search_query *q, int64_t utc,
		 struct lr_search_hit *hit, char *err, size_t errlen)
{
	if (lr_moment_from_utc(&hit->moment, q->zone, utc, q->lon, q->lat, err,
			       errlen) < 0)
		return -1;
	/* the chart as print reads it (one pipeline), the lodgings only
	 * when a 課 asked for reads them */
	static struct lr_request rq;
	lr_request_init(&rq);
	rq.moment = hit->moment;
	rq.settings = q->settings;
	rq.querent = q->querent;
	rq.without_lodgings = !q->need_lodgings;
	/* just the 課體 and 法 asked for (a 格's every home), the 神煞 and
	 * the 類神 when asked */
	for (int i = 0; i < q->count; i++) {
		if (!q->bifa[i]) {
			if (rq.nonly_patterns < LR_REQUEST_ONLY_MAX)
				rq.only_patterns[rq.nonly_patterns++] = q->ids[i];
			continue;
		}
		const char *ge = q->variants[i];
		for (int fa = q->bifa[i]; fa > 0 &&
		     rq.nonly_bifa < LR_REQUEST_ONLY_MAX;
		     fa = ge ? next_home(fa, ge) : 0)
			rq.only_bifa[rq.nonly_bifa++] = fa;
	}
	unsigned parts = (rq.nonly_patterns ? LR_READ_PATTERNS : 0) |
			 (rq.nonly_bifa ? LR_READ_BIFA : 0) |
			 (q->nshensha ? LR_READ_SHENSHA : 0) |
			 (q->leishen_on ? LR_READ_LEISHEN : 0);
	/* each chart scanned for its verdicts only; a match is read again
	 * with the rules' words, which the hit shows */
	int rc = read_and_match(q, &rq, parts | LR_READ_VERDICTS_ONLY, hit,
				err, errlen);
	if (rc == 1)
		rc = read_and_match(q, &rq, parts, hit, err, errlen);
	return rc;
}

/* Read RQ with PARTS into HIT: does its chart answer Q? 1 yes, 0 no,
 * -1 with ERR. */
static int read_and_match(const struct lr_search_query *q,
			  const struct lr_request *rq, unsigned parts,
			  struct lr_search_hit *hit, char *err, size_t errlen)
{
	static struct lr_reading reading;
	if (lr_reading_make(&reading, rq, parts, NULL, err, errlen) < 0)
		return -1;
	hit->cal = reading.cal;
	hit->context = reading.context;
	hit->chart = reading.chart;
	hit->until = lr_calendar_next_change(&hit->cal, NULL);
	for (int i = 0; i < q->count; i++) {
		if (q->bifa[i]) {
			if (!bifa_matches(q, i, &reading, hit))
				return 0;
			continue;
		}
		/* as lr_pattern_result_matches, with the name looked up once
		 * in lr_search_add */
		struct lr_rule_result *r = &hit->results[i];
		const struct lr_rule_result *found =
			lr_reading_pattern(&reading, q->ids[i]);
		if (!found) {	/* read and not fired */
			memset(r, 0, sizeof *r);
			r->rule = q->ids[i];
			r->name = lr_pattern_info(q->ids[i])->name;
			r->source = lr_pattern_info(q->ids[i])->source;
			return 0;
		}
		*r = *found;
		if (r->verdict != LR_RULE_FIRED ||
		    (q->variants[i] && !strstr(r->variant, q->variants[i])))
			return 0;
	}
	return shensha_match(q, &reading.shensha, hit) &&
	       leishen_match(q, &reading, hit) ? 1 : 0;
}

long lr_search_run(const struct lr_search_query *q, lr_search_visit visit,
		   lr_search_progress progress, void *arg,
		   volatile sig_atomic_t *stop, char *err, size_t errlen)
{
	static struct lr_search_hit hit;
	long charts = 0;
	int64_t t = q->from;
	while (t < q->to) {
		if (stop && *stop)
			break;
		int rc = lr_search_at(q, t, &hit, err, errlen);
		if (rc < 0)
			return -1;
		charts++;
		if (rc == 1 && !visit(&hit, arg))
			break;
		if (progress && charts % 512 == 0)
			progress(t, arg);
		if (hit.until <= t)
			break;	/* cannot happen: the calendar always moves on */
		t = hit.until;
	}
	return charts;
}

/* The first instant of the chart HIT holds: the latest of the edges
 * where its hour, day and general began. */
static int64_t chart_start(const struct lr_search_hit *hit)
{
	int64_t s = hit->cal.hour_start;
	if (hit->cal.day_start > s)
		s = hit->cal.day_start;
	if (hit->cal.general_since > s)
		s = hit->cal.general_since;
	return s;
}

int lr_search_step(const struct lr_search_query *q, int64_t at, int direction,
		   int64_t limit, struct lr_search_hit *hit, char *err,
		   size_t errlen)
{
	/* no further than the calendar reaches, whatever LIMIT says */
	const int64_t max_limit = (int64_t)400 * 366 * 86400;
	if (limit < 0 || limit > max_limit)
		limit = max_limit;
	int rc = lr_search_at(q, at, hit, err, errlen);
	if (rc < 0)
		return -1;
	int64_t t = direction > 0 ? hit->until : chart_start(hit) - 1;
	while (direction > 0 ? t <= at + limit : t >= at - limit) {
		rc = lr_search_at(q, t, hit, err, errlen);
		if (rc < 0)
			return -1;
		if (rc == 1) {
			/* report the chart from its first instant */
			return direction > 0 ? 1
			       : lr_search_at(q, chart_start(hit), hit, err, errlen);
		}
		t = direction > 0 ? hit->until : chart_start(hit) - 1;
	}
	return 0;
}
