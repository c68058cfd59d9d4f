/* liuren - render_patterns.h: the 課體 of a chart and what is known
 * around it (year, month, querent), as text and JSON.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef FRONT_RENDER_PATTERNS_H
#define FRONT_RENDER_PATTERNS_H

#include <stdbool.h>
#include <stdio.h>

#include "front/json.h"
#include "liuren/chart.h"
#include "liuren/context.h"
#include "liuren/patterns.h"

/* "課體": each fired pattern with its variant and reason (the noble's
 * side rules and 刑德 after the others, under 附); then how many were
 * not evaluated and what they need, or with ALL each one. */
void front_render_patterns_text(FILE *out, const struct lr_rule_result *r, int n,
			  bool all);

/* "patterns": [{id, name, variant, reason, source}] of the fired ones,
 * and "patterns_not_evaluated": [{id, name, needs}]. */
void front_render_patterns_json(struct json *j, const struct lr_rule_result *r,
			  int n);

/* One line "所知 …" describing the context, when anything beyond the
 * moment's own year and month is known (a querent, a book chart). */
void front_render_context_text(FILE *out, const struct lr_context *ctx,
			 bool from_moment);

/* "context": {text, year, month_branch, lunar_month, lunar_day, season,
 * birth_branch, xingnian, sex, sun_palace, moon_palace, term_day},
 * unknown as null; term_day is a term's name, or false for a day known
 * to hold no term. */
void front_render_context_json(struct json *j, const struct lr_context *ctx);

/* The querent on the plate: "年命  本命亥 命上辰 天空  行年酉 年上戌 螣蛇"
 * (the heaven branch over 本命 and 行年 and its general), when either is
 * known; in JSON "querent": {birth_branch, birth_upper,
 * birth_upper_general, xingnian, xingnian_upper, xingnian_upper_general},
 * null where unknown. */
void front_render_querent_text(FILE *out, const struct lr_context *ctx,
			 const struct lr_chart *chart);
void front_render_querent_json(struct json *j, const struct lr_context *ctx,
			 const struct lr_chart *chart);

#endif
