/* liuren - bifa.c: the evaluation of the 畢法 over the 法 rows of the
 * registry (rules.h) in the book's order: for each 法, its own detector
 * (bifa_01_12.c … bifa_76_100.c, by the book's numbers), or the 課體 of
 * the 課經 that says the same (read from that detector, cited, never
 * written twice), or the one line saying why no chart decides it. The
 * detectors write through write.c.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/bifa_internal.h"

#include <stdio.h>
#include <string.h>

#include "liuren/normalize.h"

/* A 法 with no detector and no word of why: its chart's conditions are
 * in the commentary's 格, not yet read. */
#define NOT_YET N_("其盤上條件尚未寫成檢測（見注文之格）")

/* The registry's row of 法 NUMBER. */
static const struct rule_row *fa_row(int number)
{
	return rule_row(RULE_FIRST_FA + number - 1);
}

bool lr_bifa_decided(int number, const char **why)
{
	if (number < 1 || number > LR_BIFA_COUNT)
		return false;
	const struct rule_row *u = fa_row(number);
	if (u->detector != rule_none || u->info.cites >= 0)
		return true;
	if (why)
		*why = u->why ? u->why : NOT_YET;
	return false;
}

/* The 課體 results an evaluation has read, each computed once. */
struct cited {
	signed char state[RULE_KE_COUNT];	/* -1 not yet, 0 no, 1 yes */
	struct lr_rule_result r[RULE_KE_COUNT];
};

static const struct lr_rule_result *cited_result(struct cited *cache,
						     int id,
						     const struct lr_chart *c,
						     const struct lr_context *x)
{
	if (id < 0 || id >= RULE_KE_COUNT)
		return NULL;
	if (cache->state[id] < 0) {
		memset(&cache->r[id], 0, sizeof cache->r[id]);
		cache->state[id] = (signed char)lr_pattern_evaluate_one(
			id, c, x, &cache->r[id]);
	}
	return cache->state[id] ? &cache->r[id] : NULL;
}

/* Rule NUMBER on K into OUT. Only what a detector reads and appends to
 * is set: the text fields start empty. */
static int run_rule(int number, const struct ev *k, struct cited *cache,
		    struct lr_rule_result *out)
{
	const struct rule_row *u = fa_row(number);
	out->rule = u->info.index;
	out->kind = LR_RULE_FA;
	out->number = number;
	out->name = lr_bifa_name(number);
	out->source = u->info.source;
	out->cites = -1;
	out->remark = u->info.rank == LR_REMARK;
	out->needs = 0;
	out->ge[0] = out->reason[0] = '\0';
	out->verdict = LR_RULE_FIRED;
	if (u->info.cites < 0)
		return u->detector(k, out) != BF_NO;
	int id = u->info.cites;
	const struct lr_rule_result *p = cited_result(cache, id, k->c, k->x);
	if (!p)
		return u->detector(k, out) != BF_NO;
	out->cites = id;
	if (p->verdict == LR_RULE_UNKNOWN) {
		out->verdict = LR_RULE_UNKNOWN;
		out->needs = p->needs;
		snprintf(out->reason, sizeof out->reason, "%s", p->reason);
		return 1;
	}
	if (u->variant) {
		bool one = strstr(p->variant, u->variant) != NULL;
		bool two = u->variant2 && strstr(p->variant, u->variant2);
		if (!one && !two)
			return u->detector(k, out) != BF_NO;
		if (u->ge_of)
			u->ge_of(k, p, out);
		else
			rule_variant(out, "%s%s%s", one ? u->variant : "",
			      one && two ? " " : "", two ? u->variant2 : "");
	} else if (u->ge_of) {
		u->ge_of(k, p, out);
	} else {
		rule_variant(out, "%s", p->variant);
	}
	rule_reason(out, _("同%s（%s）：%s"), lr_pattern_info(id)->name,
		  lr_pattern_info(id)->source, p->reason);
	return 1;
}

static int run(int number, const struct ev *k, struct cited *cache,
	       struct lr_rule_result *out)
{
	return run_rule(number, k, cache, out);
}

static void cache_init(struct cited *cache)
{
	memset(cache->state, -1, sizeof cache->state);
}

int lr_bifa_evaluate_one(int number, const struct lr_chart *chart,
			 const struct lr_context *ctx,
			 struct lr_rule_result *out)
{
	if (number < 1 || number > LR_BIFA_COUNT)
		return 0;
	struct ev k;
	ev_init(&k, chart, ctx);
	static _Thread_local struct cited cache;
	cache_init(&cache);
	return run(number, &k, &cache, out);
}

/* Every 法 on K, the 課體 they cite read through CACHE. */
static int evaluate_all(const struct ev *k, struct cited *cache,
			struct lr_rule_result *out, int max)
{
	int n = 0;
	for (int number = 1; number <= LR_BIFA_COUNT; number++) {
		struct lr_rule_result r;
		if (!run(number, k, cache, &r))
			continue;
		if (n < max)
			out[n] = r;
		n++;
	}
	return n;
}

int lr_bifa_evaluate(const struct lr_chart *chart,
		     const struct lr_context *ctx,
		     struct lr_rule_result *out, int max)
{
	struct ev k;
	ev_init(&k, chart, ctx);
	static _Thread_local struct cited cache;
	cache_init(&cache);
	return evaluate_all(&k, &cache, out, max);
}

int lr_bifa_evaluate_cited(const struct lr_chart *chart,
			   const struct lr_context *ctx,
			   const struct lr_rule_result *patterns,
			   int npatterns, struct lr_rule_result *out, int max)
{
	struct ev k;
	ev_init(&k, chart, ctx);
	static _Thread_local struct cited cache;
	/* what the 課體 read: those given fire or wait for the querent,
	 * every other does not fire */
	memset(cache.state, 0, sizeof cache.state);
	for (int i = 0; i < npatterns; i++) {
		int id = patterns[i].rule;
		if (id >= 0 && id < RULE_KE_COUNT) {
			cache.state[id] = 1;
			cache.r[id] = patterns[i];
		}
	}
	return evaluate_all(&k, &cache, out, max);
}

/* NAME's 格 matches a result's 格 when one holds the other without its
 * closing 格 (拱貴格 / 拱貴). */
static bool ge_matches(const char *have, const char *want)
{
	char w[128];
	snprintf(w, sizeof w, "%s", want);
	size_t len = strlen(w), gl = strlen("格");
	if (len > gl && !strcmp(w + len - gl, "格"))
		w[len - gl] = '\0';
	return *w && strstr(have, w) != NULL;
}

bool lr_bifa_result_matches(const struct lr_rule_result *r, const char *name)
{
	if (r->verdict != LR_RULE_FIRED)
		return false;
	/* `find` asks the same name of every chart: look it up once */
	static _Thread_local char last[256], ge[128];
	static _Thread_local int number;
	if (strcmp(last, name) != 0) {
		const char *found = NULL;
		snprintf(last, sizeof last, "%s", name);
		number = lr_bifa_find(name, &found);
		snprintf(ge, sizeof ge, "%s", found ? found : "");
	}
	return number == r->number && (!*ge || ge_matches(r->ge, ge));
}
