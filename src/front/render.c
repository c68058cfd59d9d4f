/* liuren - render.c: charts as text, JSON and numbered derivation steps.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "front/render.h"

#include <stdbool.h>
#include <string.h>

#include "front/colour.h"

#include "liuren/lang.h"
#include "liuren/context.h"
#include "liuren/i18n.h"

#define BN(b) lr_branch_name(b)
#define GS(g) lr_general_short(g)

/* On a terminal (front/colour.h) the marks that carry meaning are
 * coloured as the browser colours them: the 發用 (初傳), the void (旬空)
 * branches of the heaven plate, the lessons and the transmissions. */
static bool is_void(const struct lr_chart *c, int b)
{
	return b == c->void_branches[0] || b == c->void_branches[1];
}

/* The branch B, coloured as ROLE when MARKED. */
static void put_marked(FILE *out, const char *text, bool marked,
		       enum front_role role)
{
	fprintf(out, "%s%s%s", marked ? front_colour_start(role) : "", text,
		marked ? front_colour_end() : "");
}

const char *front_render_kind_word(enum lr_shensha_kind kind)
{
	switch (kind) {
	case LR_SHENSHA_GOOD:
		return _("good");
	case LR_SHENSHA_BAD:
		return _("bad");
	default:
		return _("neutral");
	}
}

void front_render_unknown_line(FILE *out, int n, unsigned missing)
{
	char buf[256];
	fputs("  ", out);
	fprintf(out, _("%d not evaluated (needs %s; --all lists each)"), n,
		lr_context_need_words(missing, buf, sizeof buf));
	fputc('\n', out);
}

const char *front_render_chart_title(const struct lr_chart *c, char *buf, size_t len)
{
	char day[8];
	snprintf(buf, len, "%s日 %s時 %s將", lr_cycle_name(c->input.day, day),
		 BN(c->input.hour), BN(c->input.general));
	return buf;
}

/* The earth palaces of the square, clockwise from the top left corner. */
static const int top_row[4] = { LR_SI, LR_WU_B, LR_WEI, LR_SHEN };
static const int bottom_row[4] = { LR_YIN, LR_CHOU, LR_ZI, LR_HAI };
static const int left_col[2] = { LR_CHEN, LR_MAO };
static const int right_col[2] = { LR_YOU, LR_XU };

/* Every name printed in the square is one CJK character, two columns
 * wide, so the layout is fixed: a cell is the character and two spaces. */
static void row_of(FILE *out, const int palaces[4], const struct lr_chart *c,
		   int what)
{
	fputs("      ", out);
	for (int i = 0; i < 4; i++) {
		int p = palaces[i];
		const char *s = what == 0 ? GS(c->general_on[c->heaven[p]])
			      : what == 1 ? BN(c->heaven[p]) : BN(p);
		put_marked(out, s, what == 1 && is_void(c, c->heaven[p]),
			   FRONT_ROLE_VOID);
		fputs(i < 3 ? "  " : "\n", out);
	}
}

void front_render_plate_text(FILE *out, const struct lr_chart *c)
{
	row_of(out, top_row, c, 0);
	row_of(out, top_row, c, 1);
	row_of(out, top_row, c, 2);
	for (int i = 0; i < 2; i++) {
		int l = left_col[i], r = right_col[i];
		fputs(GS(c->general_on[c->heaven[l]]), out);
		put_marked(out, BN(c->heaven[l]), is_void(c, c->heaven[l]),
			   FRONT_ROLE_VOID);
		fprintf(out, "%s              %s", BN(l), BN(r));
		put_marked(out, BN(c->heaven[r]), is_void(c, c->heaven[r]),
			   FRONT_ROLE_VOID);
		fprintf(out, "%s\n", GS(c->general_on[c->heaven[r]]));
	}
	row_of(out, bottom_row, c, 2);
	row_of(out, bottom_row, c, 1);
	row_of(out, bottom_row, c, 0);
}

static void lessons_text(FILE *out, const struct lr_chart *c)
{
	/* Written right to left as the book does: 干上 is the rightmost. */
	fputs(_("Lessons (四課)"), out);
	fputs("\n  ", out);
	for (int i = 3; i >= 0; i--)
		fprintf(out, "%s%s", GS(c->lessons[i].general), i ? "  " : "\n  ");
	for (int i = 3; i >= 0; i--) {
		put_marked(out, BN(c->lessons[i].upper),
			   is_void(c, c->lessons[i].upper), FRONT_ROLE_VOID);
		fputs(i ? "  " : "\n  ", out);
	}
	for (int i = 3; i >= 0; i--)
		fprintf(out, "%s%s", i == 0 ? lr_stem_name(c->lessons[0].lower_stem)
					    : BN(c->lessons[i].lower),
			i ? "  " : "\n");
}

static void method_text(const struct lr_chart *c, char *buf, size_t len)
{
	lr_lang_bracket(lr_method_name(c->method), c->method_detail, buf, len);
}

static void transmissions_text(FILE *out, const struct lr_chart *c)
{
	fputs(_("Transmissions (三傳)"), out);
	fputc('\n', out);
	for (int i = 0; i < 3; i++) {
		const struct lr_transmission *t = &c->transmissions[i];
		bool empty = is_void(c, t->branch);
		fprintf(out, "  %s  %s", lr_transmission_mark(i),
			t->stem >= 0 ? lr_stem_name(t->stem) : "  ");
		/* the 初傳 is the 發用 */
		put_marked(out, BN(t->branch), i == 0 || empty,
			   i == 0 ? FRONT_ROLE_USE : FRONT_ROLE_VOID);
		fprintf(out, "  %s  %s", lr_kin_name(t->kin),
			lr_general_name(t->general));
		if (empty) {
			fputs("  ", out);
			put_marked(out, _("void (旬空)"), true, FRONT_ROLE_VOID);
		}
		fputc('\n', out);
	}
}

void front_render_chart_heading(FILE *out, const struct lr_chart *c)
{
	char title[64], method[64], set[512];
	method_text(c, method, sizeof method);
	fprintf(out, c->daytime ? _("%s (%s)  a day chart (晝占)")
				: _("%s (%s)  a night chart (夜占)"),
		front_render_chart_title(c, title, sizeof title),
		lr_month_general_name(c->input.general));
	fputc('\n', out);
	/* the two void branches as one mark */
	char void0[48], void1[48];
	snprintf(void0, sizeof void0, "%s%s",
		 front_colour_start(FRONT_ROLE_VOID), BN(c->void_branches[0]));
	snprintf(void1, sizeof void1, "%s%s", BN(c->void_branches[1]),
		 front_colour_end());
	fprintf(out, _("Void %s%s  noble %s %s  method %s"), void0, void1,
		BN(c->noble),
		c->noble_forward ? _("forward (順)") : _("backward (逆)"),
		method);
	fputc('\n', out);
	lr_settings_describe(&c->settings, set, sizeof set);
	if (*set) {
		fprintf(out, _("Settings %s"), set);
		fputc('\n', out);
	}
}

void front_render_chart_text(FILE *out, const struct lr_chart *c)
{
	front_render_chart_heading(out, c);
	fputc('\n', out);
	front_render_plate_text(out, c);
	fputc('\n', out);
	lessons_text(out, c);
	fputc('\n', out);
	transmissions_text(out, c);
}

void front_render_settings_json(struct json *j, const struct lr_settings *s)
{
	front_json_object_begin(j);
	for (int id = 0; id < LR_SET_COUNT; id++) {
		front_json_key(j, lr_setting_info(id)->key);
		front_json_string(j, lr_setting_value_name(id, lr_setting_get(s, id)));
	}
	front_json_object_end(j);
}

void front_render_chart_json_members(struct json *j, const struct lr_chart *c)
{
	char day[8];
	front_json_key(j, "day");
	front_json_string(j, lr_cycle_name(c->input.day, day));
	front_json_key(j, "hour");
	front_json_string(j, BN(c->input.hour));
	front_json_key(j, "general");
	front_json_string(j, BN(c->input.general));
	front_json_key(j, "general_name");
	front_json_string(j, lr_month_general_name(c->input.general));
	front_json_key(j, "daytime");
	front_json_bool(j, c->daytime);

	front_json_key(j, "plate");
	front_json_object_begin(j);
	for (int p = 0; p < LR_BRANCHES; p++) {
		front_json_key(j, BN(p));
		front_json_string(j, BN(c->heaven[p]));
	}
	front_json_object_end(j);

	front_json_key(j, "generals");
	front_json_object_begin(j);
	for (int b = 0; b < LR_BRANCHES; b++) {
		front_json_key(j, BN(b));
		front_json_string(j, lr_general_name(c->general_on[b]));
	}
	front_json_object_end(j);

	front_json_key(j, "lessons");
	front_json_array_begin(j);
	for (int i = 0; i < 4; i++) {
		const struct lr_lesson *l = &c->lessons[i];
		front_json_object_begin(j);
		front_json_key(j, "upper");
		front_json_string(j, BN(l->upper));
		front_json_key(j, "lower");
		front_json_string(j, i == 0 ? lr_stem_name(l->lower_stem) : BN(l->lower));
		front_json_key(j, "relation");
		front_json_string(j, l->relation == LR_REL_NONE ? "none"
			       : lr_relation_name(l->relation));
		front_json_key(j, "general");
		front_json_string(j, lr_general_name(l->general));
		front_json_object_end(j);
	}
	front_json_array_end(j);

	front_json_key(j, "transmissions");
	front_json_array_begin(j);
	for (int i = 0; i < 3; i++) {
		const struct lr_transmission *t = &c->transmissions[i];
		front_json_object_begin(j);
		front_json_key(j, "branch");
		front_json_string(j, BN(t->branch));
		front_json_key(j, "stem");
		front_json_string(j, t->stem >= 0 ? lr_stem_name(t->stem) : NULL);
		front_json_key(j, "kin");
		front_json_string(j, lr_kin_name(t->kin));
		front_json_key(j, "general");
		front_json_string(j, lr_general_name(t->general));
		front_json_object_end(j);
	}
	front_json_array_end(j);

	front_json_key(j, "method");
	front_json_string(j, lr_method_name(c->method));
	front_json_key(j, "method_detail");
	front_json_string(j, c->method_detail ? c->method_detail : "");
	front_json_key(j, "void");
	front_json_array_begin(j);
	front_json_string(j, BN(c->void_branches[0]));
	front_json_string(j, BN(c->void_branches[1]));
	front_json_array_end(j);
	front_json_key(j, "noble");
	front_json_string(j, BN(c->noble));
	front_json_key(j, "noble_direction");
	front_json_string(j, c->noble_forward ? "順" : "逆");
	front_json_key(j, "settings");
	front_render_settings_json(j, &c->settings);
}

static const char *step_kind_name(enum lr_step_kind kind)
{
	static const char *const names[] = {
		"plate", "lodge", "lesson", "relation", "plate_kind",
		"candidates", "compare", "walk", "tie", "method",
		"transmission", "noble", "generals", "void"
	};
	return (unsigned)kind < sizeof names / sizeof names[0] ? names[kind] : "?";
}

/* Write TEXT up to AT (a place in it), then NAME (which is there)
 * coloured as ROLE; returns where the mark ended. */
static size_t mark_at(FILE *out, const char *text, const char *at,
		      const char *name, enum front_role role)
{
	size_t len = strlen(name);
	fprintf(out, "%.*s%s%s%s", (int)(at - text), text,
		front_colour_start(role), name, front_colour_end());
	return (size_t)(at - text) + len;
}

/* One step's text, its marks coloured on a terminal: the 發用 where the
 * method names it and where the 初傳 is told, the void branches where
 * the 旬 gives them (the last ones named). */
static void step_text(FILE *out, const struct lr_step *s,
		      const struct lr_chart *c)
{
	const char *text = s->text;
	size_t at = 0;
	if (front_colour_on() && c) {
		int use = c->transmissions[0].branch;
		const char *first = strstr(text, BN(use));
		if (first && ((s->kind == LR_STEP_METHOD && s->branch == use) ||
			      (s->kind == LR_STEP_TRANSMISSION &&
			       s->transmission == 0)))
			at = mark_at(out, text, first, BN(use), FRONT_ROLE_USE);
		else if (s->kind == LR_STEP_VOID) {
			/* the two branches written last, as one mark */
			char both[16];
			snprintf(both, sizeof both, "%s%s",
				 BN(c->void_branches[0]),
				 BN(c->void_branches[1]));
			const char *last = NULL;
			for (const char *p = text; (p = strstr(p, both)); p++)
				last = p;
			if (last)
				at = mark_at(out, text, last, both,
					     FRONT_ROLE_VOID);
		}
	}
	fprintf(out, "%s\n", text + at);
}

void front_render_trace_text(FILE *out, const struct lr_trace *t)
{
	front_render_trace_text_marked(out, t, NULL);
}

void front_render_trace_text_marked(FILE *out, const struct lr_trace *t,
				    const struct lr_chart *chart)
{
	for (int i = 0; i < t->count; i++) {
		fprintf(out, "%2d. ", i + 1);
		step_text(out, &t->steps[i], chart);
	}
}

static void branch_mask_json(struct json *j, unsigned mask)
{
	front_json_array_begin(j);
	for (int b = 0; b < LR_BRANCHES; b++)
		if (mask & (1u << b))
			front_json_string(j, BN(b));
	front_json_array_end(j);
}

void front_render_trace_json(struct json *j, const struct lr_trace *t)
{
	front_json_array_begin(j);
	for (int i = 0; i < t->count; i++) {
		const struct lr_step *s = &t->steps[i];
		front_json_object_begin(j);
		front_json_key(j, "kind");
		front_json_string(j, step_kind_name(s->kind));
		front_json_key(j, "text");
		front_json_string(j, s->text);
		front_json_key(j, "palaces");
		branch_mask_json(j, s->palaces);
		if (s->candidates) {
			front_json_key(j, "candidates");
			branch_mask_json(j, s->candidates);
		}
		if (s->eliminated) {
			front_json_key(j, "eliminated");
			branch_mask_json(j, s->eliminated);
		}
		if (s->kind == LR_STEP_WALK) {
			front_json_key(j, "depth");
			front_json_int(j, s->count);
			front_json_key(j, "counted_at");
			branch_mask_json(j, s->counted);
		}
		if (s->branch >= 0) {
			front_json_key(j, "branch");
			front_json_string(j, BN(s->branch));
		}
		if (s->lesson >= 0) {
			front_json_key(j, "lesson");
			front_json_int(j, s->lesson + 1);
		}
		if (s->transmission >= 0) {
			front_json_key(j, "transmission");
			front_json_int(j, s->transmission + 1);
		}
		front_json_object_end(j);
	}
	front_json_array_end(j);
}
