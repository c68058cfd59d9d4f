/* liuren - render_patterns.c: 課體 and the chart context as text and JSON.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "front/render_patterns.h"

#include <string.h>

#include "front/render.h"
#include "liuren/i18n.h"

#include "liuren/lang.h"
#include "liuren/ask.h"
#include "liuren/calendar.h"
#include "liuren/ganzhi.h"

static void pattern_line(FILE *out, const struct lr_rule_result *p)
{
	char name[256];
	fprintf(out, "  %s", lr_lang_bracket(p->name, p->variant, name,
					     sizeof name));
	if (p->reason[0])
		fprintf(out, "  %s", p->reason);
	fputc('\n', out);
}

void front_render_patterns_text(FILE *out, const struct lr_rule_result *r, int n,
			  bool all)
{
	fputs(_("Patterns (課體)"), out);
	fputc('\n', out);
	/* the patterns proper, then the remarks (附) */
	for (int pass = 0; pass < 2; pass++) {
		bool header = false;
		for (int i = 0; i < n; i++) {
			if (r[i].verdict != LR_RULE_FIRED ||
			    lr_pattern_is_remark(r[i].rule) != (pass == 1))
				continue;
			if (pass == 1 && !header) {
				fputs(_("Remarks (附)"), out);
				fputc('\n', out);
				header = true;
			}
			pattern_line(out, &r[i]);
		}
	}
	unsigned needs = 0;
	int unknown = 0;
	for (int i = 0; i < n; i++) {
		if (r[i].verdict != LR_RULE_UNKNOWN)
			continue;
		unknown++;
		needs |= r[i].needs;
		if (all)
			fprintf(out, "  %s  %s\n", r[i].name, r[i].reason);
	}
	if (unknown && !all)
		front_render_unknown_line(out, unknown, needs);
}

void front_render_patterns_json(struct json *j, const struct lr_rule_result *r,
			  int n)
{
	front_json_key(j, "patterns");
	front_json_array_begin(j);
	for (int i = 0; i < n; i++) {
		if (r[i].verdict != LR_RULE_FIRED)
			continue;
		front_json_object_begin(j);
		front_json_key(j, "id");
		front_json_string(j, lr_pattern_info(r[i].rule)->key);
		front_json_key(j, "name");
		front_json_string(j, r[i].name);
		front_json_key(j, "variant");
		front_json_string(j, r[i].variant);
		front_json_key(j, "reason");
		front_json_string(j, r[i].reason);
		front_json_key(j, "source");
		front_json_string(j, r[i].source);
		front_json_key(j, "remark");
		front_json_bool(j, lr_pattern_is_remark(r[i].rule));
		front_json_object_end(j);
	}
	front_json_array_end(j);
	front_json_key(j, "patterns_not_evaluated");
	front_json_array_begin(j);
	for (int i = 0; i < n; i++) {
		if (r[i].verdict != LR_RULE_UNKNOWN)
			continue;
		char buf[128];
		front_json_object_begin(j);
		front_json_key(j, "id");
		front_json_string(j, lr_pattern_info(r[i].rule)->key);
		front_json_key(j, "name");
		front_json_string(j, r[i].name);
		front_json_key(j, "needs");
		front_json_string(j, lr_context_need_text(r[i].needs, buf, sizeof buf));
		front_json_object_end(j);
	}
	front_json_array_end(j);
}

void front_render_context_text(FILE *out, const struct lr_context *ctx,
			 bool from_moment)
{
	bool querent = ctx->birth_branch >= 0 || ctx->xingnian >= 0 ||
		       ctx->sex != LR_SEX_UNKNOWN ||
		       ctx->couple_xingnian[LR_HUSBAND] >= 0 ||
		       ctx->couple_xingnian[LR_WIFE] >= 0 ||
		       ctx->ask != LR_ASK_NONE;
	if (from_moment && !querent)
		return;
	char buf[512];
	lr_context_describe_words(ctx, buf, sizeof buf);
	if (buf[0])
	{
		fprintf(out, _("Known    %s"), buf);
		fputs("\n\n", out);
	}
}

static void branch_or_null(struct json *j, const char *key, int branch)
{
	front_json_key(j, key);
	front_json_string(j, branch >= 0 ? lr_branch_name(branch) : NULL);
}

/* A spouse's 行年 as "甲寅" (stem known), "寅", or null. */
static void spouse_year_json(struct json *j, const char *key,
			     const struct lr_context *ctx, enum lr_spouse who)
{
	char buf[7];
	front_json_key(j, key);
	front_json_string(j, lr_context_spouse_xingnian_name(ctx, who, buf));
}

void front_render_context_json(struct json *j, const struct lr_context *ctx)
{
	char buf[512];
	front_json_key(j, "context");
	front_json_object_begin(j);
	front_json_key(j, "text");
	front_json_string(j, lr_context_describe(ctx, buf, sizeof buf));
	front_json_key(j, "year");
	front_json_string(j, ctx->year >= 0 ? lr_cycle_name(ctx->year, buf) : NULL);
	branch_or_null(j, "year_branch", ctx->year_branch);
	branch_or_null(j, "month_branch", ctx->month_branch);
	front_json_key(j, "lunar_month");
	if (ctx->lunar_month > 0)
		front_json_int(j, ctx->lunar_month);
	else
		front_json_null(j);
	front_json_key(j, "lunar_day");
	if (ctx->lunar_day > 0)
		front_json_int(j, ctx->lunar_day);
	else
		front_json_null(j);
	front_json_key(j, "season");
	front_json_string(j, ctx->season != LR_SEASON_UNKNOWN ? lr_season_name(ctx->season)
							: NULL);
	branch_or_null(j, "birth_branch", ctx->birth_branch);
	branch_or_null(j, "xingnian", ctx->xingnian);
	front_json_key(j, "sex");
	front_json_string(j, ctx->sex == LR_MALE ? "男" : ctx->sex == LR_FEMALE ? "女" : NULL);
	spouse_year_json(j, "husband_xingnian", ctx, LR_HUSBAND);
	spouse_year_json(j, "wife_xingnian", ctx, LR_WIFE);
	branch_or_null(j, "sun_palace", ctx->sun_palace);
	branch_or_null(j, "moon_palace", ctx->moon_palace);
	/* the term whose day this is; false: known, no term that day */
	front_json_key(j, "term_day");
	if (ctx->term_day >= 0)
		front_json_string(j, lr_term_name(ctx->term_day));
	else if (ctx->term_day == LR_TERM_DAY_NONE)
		front_json_bool(j, false);
	else
		front_json_null(j);
	/* the question category (所占之事), by its book word */
	front_json_key(j, "ask");
	front_json_string(j, lr_ask_name(ctx->ask));
	front_json_object_end(j);
}

/* The heaven branch over earth branch B on C's plate and its general. */
static int upper_of(const struct lr_chart *c, int b, int *general)
{
	int h = c->heaven[b];
	*general = c->general_on[h];
	return h;
}

void front_render_querent_text(FILE *out, const struct lr_context *ctx,
			 const struct lr_chart *c)
{
	bool couple[2];
	for (int i = 0; i < 2; i++)
		couple[i] = ctx->couple_xingnian[i] >= 0
			    && !ctx->couple_from_querent[i];
	if (ctx->birth_branch < 0 && ctx->xingnian < 0 && !couple[0]
	    && !couple[1])
		return;
	int g;
	fputs(_("Querent (年命)"), out);
	if (ctx->birth_branch >= 0) {
		int h = upper_of(c, ctx->birth_branch, &g);
		fprintf(out, "  本命%s 命上%s %s", lr_branch_name(ctx->birth_branch),
			lr_branch_name(h), lr_general_name(g));
	}
	if (ctx->xingnian >= 0) {
		int h = upper_of(c, ctx->xingnian, &g);
		fprintf(out, "  行年%s 年上%s %s", lr_branch_name(ctx->xingnian),
			lr_branch_name(h), lr_general_name(g));
	}
	for (int i = 0; i < 2; i++) {
		if (!couple[i])
			continue;
		int h = upper_of(c, ctx->couple_xingnian[i], &g);
		fprintf(out, "  %s行年%s 年上%s %s", i == LR_HUSBAND ? "夫" : "妻",
			lr_branch_name(ctx->couple_xingnian[i]), lr_branch_name(h),
			lr_general_name(g));
	}
	char note[160];
	if (*lr_context_birth_note(ctx, note, sizeof note))
		fprintf(out, "  %s", note);
	fputs("\n\n", out);
}

/* KEY: the branch over BRANCH, KEY_general: its general (null when
 * BRANCH is unknown). */
static void upper_json(struct json *j, const char *key, const char *gkey,
		       const struct lr_chart *c, int branch)
{
	int g = -1, h = branch >= 0 ? upper_of(c, branch, &g) : -1;
	branch_or_null(j, key, h);
	front_json_key(j, gkey);
	front_json_string(j, h >= 0 ? lr_general_name(g) : NULL);
}

void front_render_querent_json(struct json *j, const struct lr_context *ctx,
			 const struct lr_chart *c)
{
	front_json_key(j, "querent");
	front_json_object_begin(j);
	branch_or_null(j, "birth_branch", ctx->birth_branch);
	upper_json(j, "birth_upper", "birth_upper_general", c, ctx->birth_branch);
	branch_or_null(j, "xingnian", ctx->xingnian);
	upper_json(j, "xingnian_upper", "xingnian_upper_general", c,
		   ctx->xingnian);
	upper_json(j, "husband_xingnian_upper", "husband_xingnian_upper_general",
		   c, ctx->couple_xingnian[LR_HUSBAND]);
	upper_json(j, "wife_xingnian_upper", "wife_xingnian_upper_general", c,
		   ctx->couple_xingnian[LR_WIFE]);
	front_json_object_end(j);
}
