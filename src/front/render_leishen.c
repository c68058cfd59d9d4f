/* liuren - render_leishen.c: the 類神 line of `print` and the "leishen"
 * member of --json (leishen.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "front/render_leishen.h"

#include "front/args.h"

#include "liuren/ask.h"
#include "liuren/ganzhi.h"
#include "liuren/i18n.h"
#include "liuren/leishen.h"
#include "liuren/names.h"

void front_render_leishen_text(FILE *out, const struct lr_context *ctx,
			       const struct lr_leishen *ls, const char *error)
{
	if (ctx->ask < 0)
		return;
	char line[1024];
	if (error[0])
		fprintf(out, "類神（%s）%s\n\n", lr_ask_name(ctx->ask), error);
	else if (ls->rule != LR_LEI_UNNAMED)	/* 病, 訟 …: the table is silent */
		fprintf(out, "%s\n\n", lr_leishen_line(ls, line, sizeof line));
}

static void branch_or_null(struct json *j, const char *key, int b)
{
	front_json_key(j, key);
	front_json_string(j, b >= 0 ? lr_branch_name(b) : NULL);
}

static void int_or_null(struct json *j, const char *key, int v)
{
	front_json_key(j, key);
	if (v >= 0)
		front_json_int(j, v + 1);
	else
		front_json_null(j);
}

void front_render_leishen_json(struct json *j, const struct lr_context *ctx,
			       const struct lr_leishen *ls, const char *error)
{
	if (ctx->ask < 0)
		return;
	char line[1024];
	front_json_key(j, "leishen");
	if (error[0]) {
		front_json_object_begin(j);
		front_json_key(j, "error");
		front_json_string(j, error);
		front_json_object_end(j);
		return;
	}
	static const char *const rules[] = { "unnamed", "single", "some_in",
					     "all_in", "none_in" };
	static const char *const kinds[] = { "general", "god", "kin", "virtue" };
	static const char *const reaches[] = { "in_chart", "close", "far",
					       "hard", "unjudged" };
	front_json_object_begin(j);
	front_json_key(j, "ask");
	front_json_string(j, lr_ask_name(ls->ask));
	front_json_key(j, "rule");
	front_json_string(j, rules[ls->rule]);
	front_json_key(j, "line");
	front_json_string(j, lr_leishen_line(ls, line, sizeof line));
	front_json_key(j, "found");
	front_json_array_begin(j);
	for (int i = 0; i < ls->n; i++) {
		const struct lr_lei_found *f = &ls->found[i];
		front_json_object_begin(j);
		front_json_key(j, "name");
		front_json_string(j, lr_leishen_name(f));
		front_json_key(j, "kind");
		front_json_string(j, kinds[f->kind]);
		branch_or_null(j, "god", f->god);
		branch_or_null(j, "palace", f->palace);
		front_json_key(j, "general");
		front_json_string(j, f->general >= 0 ? lr_general_name(f->general) : NULL);
		int_or_null(j, "transmission", f->transmission);
		int_or_null(j, "lesson", f->lesson);
		front_json_key(j, "outside");
		front_json_bool(j, f->transmission < 0 && f->lesson < 0);
		front_json_key(j, "vigour");
		front_json_string(j, f->vigour >= 0 ? lr_vigour_name(f->vigour) : NULL);
		front_json_key(j, "virtue");
		front_json_bool(j, f->virtue);
		front_json_key(j, "combines");
		front_json_bool(j, f->combines);
		front_json_key(j, "chosen");
		front_json_bool(j, f->chosen);
		front_json_key(j, "reach");
		front_json_string(j, reaches[f->reach]);
		front_json_key(j, "source");
		front_json_string(j, f->where);
		front_json_object_end(j);
	}
	front_json_array_end(j);
	front_json_object_end(j);
}

int front_find_leishen_check(const char *cmd, const struct lr_context *ctx)
{
	char err[512];
	if (ctx->ask < 0) {
		front_error(cmd, "%s", _("類神 needs the matter asked: add --ask, "
				      "e.g. --ask 婚"));
		return EXIT_USAGE;
	}
	int n = lr_leishen_count(ctx->ask, err, sizeof err);
	if (n < 0) {
		front_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	if (n == 0) {
		front_error(cmd, _("the 類神 table of 卷十 names none for %s"),
			  lr_ask_name(ctx->ask));
		return EXIT_USAGE;
	}
	return EXIT_OK;
}
