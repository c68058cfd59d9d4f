/* liuren - reading.h: the one way a chart's context is put together, for
 * every way into a chart (print, explain, a stored case, the browser's
 * command line, its prompts, the book's charts): what the chart's source
 * stated about the time (a notation's year, month, lunar date, season,
 * term day and lodgings, or a moment's calendar) beside the querent given
 * with it (本命, sex, 行年, 夫妻行年), completed.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_READING_H
#define LIUREN_READING_H

#include <stdbool.h>

#include "liuren/context.h"
#include "liuren/export.h"

LR_BEGIN_DECLS

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
