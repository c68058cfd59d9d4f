/* liuren - render_bifa.h: the 畢法 that hold on a chart, as text (the
 * 「畢法」 section of `print`) and JSON (bifa[], bifa_not_evaluated[]).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef FRONT_RENDER_BIFA_H
#define FRONT_RENDER_BIFA_H

#include <stdbool.h>
#include <stdio.h>

#include "front/json.h"
#include "liuren/bifa.h"

/* "畢法": the 法 that hold on CHART read against CTX, the main ones
 * first, then the remarks (附); then how many were not evaluated, or
 * with ALL each one. */
void front_render_bifa_text(FILE *out, const struct lr_rule_result *r, int n,
			    bool all);

/* "bifa": [{number, name, ge, reason, source, remark, cites}] and
 * "bifa_not_evaluated": [{number, name, needs}]. */
void front_render_bifa_json(struct json *j, const struct lr_rule_result *r,
			    int n);

#endif
