/* liuren - render_bifa.c: the 畢法 of a chart as text and JSON.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "front/render_bifa.h"

#include "front/render.h"
#include "liuren/bifa.h"
#include "liuren/i18n.h"
#include "liuren/patterns.h"

static void bifa_line(FILE *out, const struct lr_rule_result *b)
{
	char o[32];
	fprintf(out, "  %s %s", lr_bifa_ordinal(b->number, o, sizeof o),
		b->name);
	if (b->ge[0])
		/* TRANSLATORS: the 格 of a 法, after its name */
		fprintf(out, _(" (格 %s)"), b->ge);
	fprintf(out, "  %s\n", b->reason);
}

void front_render_bifa_text(FILE *out, const struct lr_rule_result *r, int n,
			    bool all)
{
	fputs(_("Rules (畢法)"), out);
	fputc('\n', out);
	for (int pass = 0; pass < 2; pass++) {
		bool header = false;
		for (int i = 0; i < n; i++) {
			if (r[i].verdict != LR_RULE_FIRED
			    || r[i].remark != (pass == 1))
				continue;
			if (pass == 1 && !header) {
				fputs(_("Remarks (附)"), out);
				fputc('\n', out);
				header = true;
			}
			bifa_line(out, &r[i]);
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
			bifa_line(out, &r[i]);
	}
	if (unknown && !all)
		front_render_unknown_line(out, unknown, needs);
}

void front_render_bifa_json(struct json *j, const struct lr_rule_result *r,
			    int n)
{
	front_json_key(j, "bifa");
	front_json_array_begin(j);
	for (int i = 0; i < n; i++) {
		if (r[i].verdict != LR_RULE_FIRED)
			continue;
		front_json_object_begin(j);
		front_json_key(j, "number");
		front_json_int(j, r[i].number);
		front_json_key(j, "name");
		front_json_string(j, r[i].name);
		front_json_key(j, "ge");
		front_json_string(j, r[i].ge);
		front_json_key(j, "reason");
		front_json_string(j, r[i].reason);
		front_json_key(j, "source");
		front_json_string(j, r[i].source);
		front_json_key(j, "remark");
		front_json_bool(j, r[i].remark);
		front_json_key(j, "cites");
		front_json_string(j, r[i].cites >= 0 ? lr_pattern_info(r[i].cites)->name
					       : NULL);
		front_json_object_end(j);
	}
	front_json_array_end(j);
	front_json_key(j, "bifa_not_evaluated");
	front_json_array_begin(j);
	for (int i = 0; i < n; i++) {
		if (r[i].verdict != LR_RULE_UNKNOWN)
			continue;
		char buf[128];
		front_json_object_begin(j);
		front_json_key(j, "number");
		front_json_int(j, r[i].number);
		front_json_key(j, "name");
		front_json_string(j, r[i].name);
		front_json_key(j, "needs");
		front_json_string(j, lr_context_need_text(r[i].needs, buf, sizeof buf));
		front_json_object_end(j);
	}
	front_json_array_end(j);
}
