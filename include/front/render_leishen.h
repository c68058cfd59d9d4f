/* liuren - render_leishen.h: the 類神 of the matter asked (--ask), as a
 * line of `print` and the "leishen" member of --json.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef FRONT_RENDER_LEISHEN_H
#define FRONT_RENDER_LEISHEN_H

#include <stdio.h>

#include "front/json.h"
#include "liuren/context.h"
#include "liuren/leishen.h"

/* The one-line reading LS (the reading's 類神) and a blank line, when
 * CTX names a matter the table of 卷十 gives 類神 for; ERROR when the
 * table could not be read ("" when it was). */
void front_render_leishen_text(FILE *out, const struct lr_context *ctx,
			       const struct lr_leishen *ls, const char *error);

/* "leishen": {ask, rule, line, found: [{name, kind, god, palace,
 * general, transmission, lesson, outside, vigour, virtue, combines,
 * chosen, reach}]}, when CTX names a matter (nothing otherwise). */
void front_render_leishen_json(struct json *j, const struct lr_context *ctx,
			       const struct lr_leishen *ls, const char *error);

/* `find 類神`: CTX must name a matter (--ask) the table gives 類神 for;
 * else a one-line error for CMD and EXIT_USAGE. */
int front_find_leishen_check(const char *cmd, const struct lr_context *ctx);

#endif
