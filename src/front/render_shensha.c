/* liuren - render_shensha.c: the 神煞 of a chart as text and JSON.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "front/render_shensha.h"

#include <string.h>

#include "front/colour.h"
#include "front/render.h"
#include "liuren/ganzhi.h"
#include "liuren/i18n.h"

/* Has NAME already been written on this line? (a 三合 神煞 can be placed
 * by both the year and the day on the same branch) */
static bool listed(const char *const *names, int n, const char *name)
{
	for (int i = 0; i < n; i++)
		if (!strcmp(names[i], name))
			return true;
	return false;
}

void front_render_shensha_text(FILE *out, const struct lr_shensha_result *res)
{
	static const enum lr_shensha_kind order[3] = {
		LR_SHENSHA_GOOD, LR_SHENSHA_BAD, LR_SHENSHA_NEUTRAL
	};
	fputs(_("Spirits (神煞)"), out);
	fputc('\n', out);
	for (int b = 0; b < LR_BRANCHES; b++) {
		const char *names[LR_SHENSHA_MAX_HITS];
		int n = 0;
		bool any = false;
		for (int k = 0; k < 3; k++) {
			int before = n;
			for (size_t i = 0; i < res->nhits; i++) {
				const struct lr_shensha_hit *h = &res->hits[i];
				if (h->def->kind != order[k] || !lr_shensha_hit_on(h, b) ||
				    listed(names, n, h->def->name))
					continue;
				if (!any)
					fprintf(out, "  %s", lr_branch_name(b));
				any = true;
				if (n == before)
					fprintf(out, "  %s", front_render_kind_word(order[k]));
				/* 吉 and 凶 in the browser's colours on a
				 * terminal (front/colour.h) */
				enum front_role role = order[k] == LR_SHENSHA_GOOD
					? FRONT_ROLE_GOOD : FRONT_ROLE_BAD;
				bool mark = order[k] != LR_SHENSHA_NEUTRAL;
				fprintf(out, " %s%s%s",
					mark ? front_colour_start(role) : "",
					h->def->name,
					mark ? front_colour_end() : "");
				names[n++] = h->def->name;
			}
		}
		if (any)
			fputc('\n', out);
	}
	/* What is read from the whole 課 (三奇 on the 三傳's 遁干) */
	for (size_t i = 0; i < res->nread; i++) {
		const struct lr_shensha_read *r = &res->read[i];
		const char *st[3];
		for (int k = 0; k < 3; k++)
			st[k] = r->stems[k] >= 0 ? lr_stem_name(r->stems[k])
						 : _("void");
		fputs("  ", out);
		fprintf(out, r->holds
			? _("by the 課 (遁奇): %s: the 遁干 of the 三傳, %s %s %s, "
			    "are the three of one group")
			: _("by the 課 (遁奇): no %s: the 遁干 of the 三傳, %s %s %s, "
			    "are not the three of one group (乙丙丁, 甲戊庚, "
			    "辛壬癸)"), r->def->name, st[0], st[1], st[2]);
		fputc('\n', out);
	}
	/* What was not evaluated, grouped by what it needs: the names when
	 * a group is short, else how many (--json lists them all). */
	enum { SHORT_GROUP = 6 };
	bool done[LR_SHENSHA_MAX_ROWS] = { false };
	for (size_t i = 0; i < res->nskipped; i++) {
		if (done[i])
			continue;
		const char *needs = res->skipped[i].needs;
		size_t count = 0;
		for (size_t k = i; k < res->nskipped; k++)
			count += !strcmp(res->skipped[k].needs, needs);
		fputs("  ", out);
		fprintf(out, _("not evaluated (needs %s):"),
			res->skipped[i].why ? _(res->skipped[i].why) : needs);
		for (size_t k = i; k < res->nskipped; k++) {
			if (strcmp(res->skipped[k].needs, needs) != 0)
				continue;
			done[k] = true;
			if (count <= SHORT_GROUP)
				fprintf(out, " %s", res->skipped[k].def->name);
		}
		if (count > SHORT_GROUP)
		{
			fputc(' ', out);
			fprintf(out, _("%zu of them"), count);
		}
		fputc('\n', out);
	}
}

void front_render_shensha_json(struct json *j, const struct lr_shensha_result *res)
{
	front_json_key(j, "shensha");
	front_json_array_begin(j);
	for (size_t i = 0; i < res->nhits; i++) {
		const struct lr_shensha_hit *h = &res->hits[i];
		front_json_object_begin(j);
		front_json_key(j, "name");
		front_json_string(j, h->def->name);
		front_json_key(j, "branches");
		front_json_array_begin(j);
		for (int b = 0; b < LR_BRANCHES; b++)
			if (lr_shensha_hit_on(h, b))
				front_json_string(j, lr_branch_name(b));
		front_json_array_end(j);
		front_json_key(j, "basis");
		front_json_string(j, lr_shensha_basis_key(h->def->basis));
		front_json_key(j, "good");
		if (h->def->kind == LR_SHENSHA_NEUTRAL)
			front_json_null(j);
		else
			front_json_bool(j, h->def->kind == LR_SHENSHA_GOOD);
		front_json_key(j, "kind");
		front_json_string(j, lr_shensha_kind_name(h->def->kind));
		front_json_key(j, "placed_by");
		front_json_string(j, lr_shensha_key_name(h->key));
		front_json_key(j, "symbol");
		front_json_string(j, h->cell->symbol);
		front_json_object_end(j);
	}
	front_json_array_end(j);
	front_json_key(j, "shensha_by_ke");
	front_json_array_begin(j);
	for (size_t i = 0; i < res->nread; i++) {
		const struct lr_shensha_read *r = &res->read[i];
		front_json_object_begin(j);
		front_json_key(j, "name");
		front_json_string(j, r->def->name);
		front_json_key(j, "holds");
		front_json_bool(j, r->holds);
		front_json_key(j, "stems");
		front_json_array_begin(j);
		for (int k = 0; k < 3; k++)
			if (r->stems[k] >= 0)
				front_json_string(j, lr_stem_name(r->stems[k]));
			else
				front_json_null(j);
		front_json_array_end(j);
		front_json_object_end(j);
	}
	front_json_array_end(j);
	front_json_key(j, "shensha_not_evaluated");
	front_json_array_begin(j);
	for (size_t i = 0; i < res->nskipped; i++) {
		front_json_object_begin(j);
		front_json_key(j, "name");
		front_json_string(j, res->skipped[i].def->name);
		front_json_key(j, "needs");
		front_json_string(j, res->skipped[i].needs);
		front_json_object_end(j);
	}
	front_json_array_end(j);
}
