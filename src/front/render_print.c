/* liuren - render_print.c: the whole text of `liuren print`.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "front/render_print.h"

#include "front/moment_args.h"
#include "front/render.h"
#include "front/render_leishen.h"
#include "front/render_patterns.h"
#include "front/render_shensha.h"
#include "front/render_bifa.h"
#include "liuren/i18n.h"

void render_print_text(FILE *out, const struct render_reading *r)
{
	if (r->moment) {
		lr_moment_print_header(out, r->moment, r->cal,
				       &r->chart->settings, RENDER_WARN_MINUTES);
		if (r->manual && *r->manual) {
			fprintf(out, _("Manual   %s (not from the calendar)"),
				r->manual);
			fputc('\n', out);
		}
		fputc('\n', out);
	}
	render_context_text(out, r->context, r->moment != NULL);
	render_chart_text(out, r->chart);
	fputc('\n', out);
	render_querent_text(out, r->context, r->chart);
	render_leishen_text(out, r->context, r->chart);
	render_patterns_text(out, r->patterns, r->npatterns, r->all);
	fputc('\n', out);
	render_bifa_text(out, r->chart, r->context, r->all);
	fputc('\n', out);
	render_shensha_text(out, r->shensha);
}
