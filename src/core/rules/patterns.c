/* liuren - patterns.c: the registry of 課體, made from the one table
 * LR_PATTERNS (include/liuren/patterns.h: name, source, aliases,
 * detector and rank per row, in the 課經's order), evaluation
 * (lr_patterns_evaluate*), and the nine methods of vol. 1 read as
 * patterns. The other volumes' detectors live in
 * vol31_*.c, vol37_*.c, vol38_*.c; what they share is in patterns_internal.h.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/patterns_internal.h"

static const struct lr_pattern_info pattern_table[LR_PATTERN_COUNT] = {
#define LR_PATTERN_ROW(id, name, source, aliases, detector, rank) \
	{ LR_P_##id, #id, name, source, aliases },
	LR_PATTERNS(LR_PATTERN_ROW)
#undef LR_PATTERN_ROW
};

const struct lr_pattern_info *lr_pattern_info(int id)
{
	return id >= 0 && id < LR_PATTERN_COUNT ? &pattern_table[id] : NULL;
}

static const enum lr_rule_rank ranks[LR_PATTERN_COUNT] = {
#define LR_PATTERN_RANK(id, name, source, aliases, detector, rank) [LR_P_##id] = rank,
	LR_PATTERNS(LR_PATTERN_RANK)
#undef LR_PATTERN_RANK
};

bool lr_pattern_is_remark(int id)
{
	return id >= 0 && id < LR_PATTERN_COUNT && ranks[id] == LR_REMARK;
}

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

/* ---- the nine methods (vol. 1) ---- */

static int method_pattern(const struct ev *e, struct lr_rule_result *r,
			  enum lr_method m1, enum lr_method m2)
{
	const struct lr_chart *c = e->c;
	if (c->method != m1 && c->method != m2)
		return NO;
	if (c->method_detail && c->method_detail[0])
		rule_variant(r, "%s", c->method_detail);
	else if (m1 == LR_M_HAOSHI)
		rule_variant(r, "%s", lr_method_name(c->method));
	/* the reason follows the name: it does not repeat it */
	rule_reason(r, _("%s臨%s發用"), BN(e->t[0]), BN(c->earth[e->t[0]]));
	int lesson = lr_chart_first_lesson(c);	/* the lesson the derivation used */
	const char *rel = lesson >= 0
			  ? lr_relation_name(c->lessons[lesson].relation) : "";
	if (lesson >= 0 && *rel)
		rule_reason(r, _("，第%d課%s"), lesson + 1, rel);
	else if (lesson >= 0)
		rule_reason(r, _("，第%d課"), lesson + 1);
	if (c->method == LR_M_SHEHAI && c->settings.shehai == LR_SHEHAI_MENGZHONGJI)
		rule_reason(r, _("（涉害依孟仲季）"));
	else if (c->method == LR_M_SHEHAI && c->settings.shehai_home == LR_SHEHAI_HOME_NO)
		rule_reason(r, _("（涉害本家不計）"));
	rule_reason(r, _("；三傳%s%s%s"), BN(e->t[0]), BN(e->t[1]), BN(e->t[2]));
	return YES;
}

#define METHOD(fn, a, b) \
	int fn(const struct ev *e, struct lr_rule_result *r) \
	{ return method_pattern(e, r, a, b); }
/* Common (over 15% of all charts) by the text itself:
 * 「取課先從下賊呼，如無下賊上克初」: 賊克 is tried first, before every other method
 * (元首, 重審). */
METHOD(det_yuanshou, LR_M_YUANSHOU, LR_M_YUANSHOU)
METHOD(det_chongshen, LR_M_CHONGSHEN, LR_M_CHONGSHEN)
METHOD(det_zhiyi, LR_M_ZHIYI, LR_M_ZHIYI)
METHOD(det_shehai, LR_M_SHEHAI, LR_M_SHEHAI)
METHOD(det_yaoke, LR_M_HAOSHI, LR_M_DANSHE)
METHOD(det_maoxing, LR_M_MAOXING, LR_M_MAOXING)
METHOD(det_bieze, LR_M_BIEZE, LR_M_BIEZE)
METHOD(det_bazhuan, LR_M_BAZHUAN, LR_M_BAZHUAN)
METHOD(det_fuyin, LR_M_FUYIN, LR_M_FUYIN)
METHOD(det_fanyin, LR_M_FANYIN, LR_M_FANYIN)
#undef METHOD

/* ---- the table of detectors: each row of LR_PATTERNS names its own ---- */

static lr_detector *const detectors[LR_PATTERN_COUNT] = {
#define LR_DETECTOR_ENTRY(id, name, source, aliases, detector, rank) \
	[LR_P_##id] = detector,
	LR_PATTERNS(LR_DETECTOR_ENTRY)
#undef LR_DETECTOR_ENTRY
};

static int run(const struct ev *e, enum lr_pattern_id id,
	       struct lr_rule_result *r)
{
	r->rule = (int)id;
	r->kind = LR_RULE_KE;
	r->number = (int)id + 1;
	r->name = pattern_table[id].name;
	r->source = pattern_table[id].source;
	r->state = LR_RULE_FIRED;
	r->needs = 0;
	r->remark = ranks[id] == LR_REMARK;
	r->cites = -1;
	r->variant[0] = '\0';
	r->reason[0] = '\0';
	return detectors[id](e, r) != NO;
}

int lr_patterns_evaluate(const struct lr_chart *chart,
			 const struct lr_context *ctx,
			 struct lr_rule_result *out, int max)
{
	struct ev e;
	struct lr_rule_result scratch;
	int n = 0;
	ev_init(&e, chart, ctx);
	/* LR_PATTERNS is in the 課經's order: the ids are */
	for (int k = 0; k < LR_PATTERN_COUNT; k++) {
		struct lr_rule_result *r = n < max ? &out[n] : &scratch;
		if (run(&e, (enum lr_pattern_id)k, r))
			n++;
	}
	return n;
}

int lr_pattern_evaluate_one(enum lr_pattern_id id,
			    const struct lr_chart *chart,
			    const struct lr_context *ctx,
			    struct lr_rule_result *out)
{
	if ((int)id < 0 || id >= LR_PATTERN_COUNT)
		return 0;
	struct ev e;
	ev_init(&e, chart, ctx);
	return run(&e, id, out);
}
