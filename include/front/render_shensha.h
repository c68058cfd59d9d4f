/* liuren - render_shensha.h: the 神煞 of a chart, as text grouped by
 * branch and as JSON.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef FRONT_RENDER_SHENSHA_H
#define FRONT_RENDER_SHENSHA_H

#include <stdio.h>

#include "front/json.h"
#include "liuren/shensha.h"

/* "神煞" then one line per branch that carries any: 吉 names, then 凶,
 * then 平, each name once per line; then what was not evaluated. */
void front_render_shensha_text(FILE *out, const struct lr_shensha_result *res);

/* The "shensha" key: an array of {name, branches, basis, good, kind,
 * placed_by, symbol}; and "shensha_not_evaluated": [{name, needs}]. */
void front_render_shensha_json(struct json *j, const struct lr_shensha_result *res);

#endif
