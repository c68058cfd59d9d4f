/* liuren - patterns.c: the evaluation of the 課體 (lr_patterns_evaluate*)
 * over the 課 rows of the registry (rules.h, registry.c), and the one
 * evaluation context every detector reads (ev_init). The detectors live
 * in vol01_methods.c, vol31_*.c, vol37_*.c, vol38_*.c and kejing_*.c;
 * what they share is in patterns_internal.h.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/patterns_internal.h"

void ev_init(struct ev *e, const struct lr_chart *c,
	     const struct lr_context *x)
{
	e->c = c;
	e->x = x;
	e->day = c->input.day;
	e->stem = lr_cycle_stem(e->day);
	e->branch = lr_cycle_branch(e->day);
	e->lodge = lr_lodge(e->stem);
	e->se = lr_stem_phase(e->stem);
	e->tmask = 0;
	for (int i = 0; i < 3; i++) {
		e->t[i] = c->transmissions[i].branch;
		e->g[i] = c->transmissions[i].general;
		e->tmask |= BIT(e->t[i]);
	}
	e->vmask = BIT(c->void_branches[0]) | BIT(c->void_branches[1]);
	e->stem_up = c->heaven[e->lodge];
	e->branch_up = c->heaven[e->branch];
	e->xun_head = lr_xun_head(e->day);
	e->vmonth = x ? lr_context_vigour_month(x) : -1;
	e->season_month = -1;
	if (x && x->season != LR_SEASON_UNKNOWN)
		e->season_month = lr_branch_add(LR_MAO, 3 * (int)x->season);
	e->day_noble = lr_noble_branch(&c->settings, e->stem, true);
	e->night_noble = lr_noble_branch(&c->settings, e->stem, false);
	e->year = x ? x->year_branch : -1;
	e->month = x ? x->month_branch : -1;
	e->month_index = e->month >= 0 ? lr_branch_add(e->month, -LR_YIN) : -1;
	e->birth = x ? x->birth_branch : -1;
	e->xingnian = x ? x->xingnian : -1;
}

static int run(const struct ev *e, int id, struct lr_rule_result *r)
{
	const struct rule_row *row = rule_row(id);
	r->rule = (int)id;
	r->kind = LR_RULE_KE;
	r->number = (int)id + 1;
	r->name = row->info.name;
	r->source = row->info.source;
	r->verdict = LR_RULE_FIRED;
	r->needs = 0;
	r->remark = row->info.rank == LR_REMARK;
	r->cites = -1;
	r->variant[0] = '\0';
	r->reason[0] = '\0';
	return row->detector(e, r) != NO;
}

int lr_patterns_evaluate(const struct lr_chart *chart,
			 const struct lr_context *ctx,
			 struct lr_rule_result *out, int max)
{
	struct ev e;
	struct lr_rule_result scratch;
	int n = 0;
	ev_init(&e, chart, ctx);
	/* the registry is in the 課經's order: the ids are */
	for (int k = 0; k < RULE_KE_COUNT; k++) {
		struct lr_rule_result *r = n < max ? &out[n] : &scratch;
		if (run(&e, k, r))
			n++;
	}
	return n;
}

int lr_pattern_evaluate_one(int id,
			    const struct lr_chart *chart,
			    const struct lr_context *ctx,
			    struct lr_rule_result *out)
{
	if (id < 0 || id >= RULE_KE_COUNT)
		return 0;
	struct ev e;
	ev_init(&e, chart, ctx);
	return run(&e, id, out);
}
