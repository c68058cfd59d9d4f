/* liuren - case_list.c: `liuren case list` and `liuren case export`
 * (the cases as lines, JSON for import, Markdown or an HTML page), the
 * book's own worked charts (list --book), and `liuren case stats`.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "front/args.h"
#include "front/case_chart.h"
#include "cli/case_html.h"
#include "cli/case_opts.h"
#include "front/picture.h"
#include "liuren/lang.h"
#include "liuren/bookcases.h"
#include "liuren/casebook.h"
#include "liuren/i18n.h"
#include "liuren/quote.h"

/* ---- list, export ---- */

struct list_out {
	struct json j;
	int count, damaged;
	bool json, markdown, html, skip_damaged, stop_damaged;
	enum picture_theme theme;
	const char *cmd;
};

static void markdown_text(const char *label, const char *text)
{
	if (!text || !*text)
		return;
	printf("\n**%s**\n\n", label);
	/* every line quoted, so nothing in the text is read as markup
	 * structure */
	bool mark = lr_lang_verbatim_marks();	/* as typed, in zh-Hans too */
	for (const char *p = text; ; ) {
		size_t n = strcspn(p, "\n");
		fputs("> ", stdout);
		if (mark)
			fputs(LR_VERBATIM_OPEN, stdout);
		lr_quote_fput(p, n, 0, stdout);
		if (mark)
			fputs(LR_VERBATIM_CLOSE, stdout);
		fputc('\n', stdout);
		if (!p[n])
			break;
		p += n + 1;
	}
}

/* What a case's markdown heading names after its title (the pillars):
 * the moment, or for a chart of the book the time its words state (the
 * notation's own querent words left out), or when it was kept; then the
 * one querent the case is read with (the notation's, as the querent kept
 * beside it overrides them), as every other view reads it. */
static void markdown_chart(const struct lr_case *c)
{
	static struct chart_request req;
	char when[32], text[512] = "", querent[256] = "";
	memset(&req, 0, sizeof req);
	bool read = front_case_chart_again(c, "case export", &req) == EXIT_OK;
	const struct lr_context *k = &req.reading.context;
	if (c->kind == LR_CASE_NOTATION && read) {
		struct lr_context t;
		lr_context_init(&t);
		t.year = k->year;
		t.year_branch = k->year_branch;
		t.lunar_month = k->lunar_month;
		t.lunar_leap = k->lunar_leap;
		t.lunar_day = k->lunar_day;
		t.term_day = k->term_day;
		t.month_branch = k->month_branch;
		t.month_from_lunar = k->month_from_lunar;
		if (k->month_branch < 0)
			t.season = k->season;
		if (k->moon_source == LR_LODGING_GIVEN)
			t.moon_palace = k->moon_palace;
		lr_context_describe(&t, text, sizeof text);
	}
	if (read) {
		struct lr_context q;
		lr_context_querent(&q, k);
		lr_context_describe(&q, querent, sizeof querent);
	}
	front_case_put(stdout, text[0] ? text
		 : c->kind == LR_CASE_MOMENT ? c->moment
		 : c->kind == LR_CASE_NOTATION && !read ? c->notation
		 : front_case_format_time(c->created, when, sizeof when), 0);
	if (querent[0]) {
		fputs(" · ", stdout);
		front_case_put(stdout, querent, 0);
	}
}

static int list_one(const struct lr_case *c, void *arg)
{
	struct list_out *out = arg;
	if (c->damaged) {
		/* never shown as if intact: named, and the reader told */
		out->damaged++;
		if (out->stop_damaged && !out->skip_damaged) {
			front_error(out->cmd, _("case %lld is damaged: stopped (with "
				  "--skip-damaged the others are written; see "
				  "'liuren case check')"), (long long)c->id);
			return 1;
		}
		if (out->skip_damaged || out->json || out->markdown || out->html) {
			front_error(out->cmd, _("case %lld is damaged: left out (see "
				  "'liuren case check')"), (long long)c->id);
			return 0;
		}
		printf("%-5lld %s\n", (long long)c->id, _("damaged: not shown "
		       "(see 'liuren case check')"));
		return 0;
	}
	out->count++;
	if (out->json) {
		front_json_object_begin(&out->j);
		front_case_json_members(&out->j, c);
		front_json_object_end(&out->j);
	} else if (out->html) {
		case_html_case(c, out->theme);
	} else if (out->markdown) {
		printf("\n## %lld · ", (long long)c->id);
		front_case_put(stdout, c->title, 0);
		fputs(" · ", stdout);
		markdown_chart(c);
		printf("\n\n- %s: ", _("chart"));
		/* the program's words, not the user's: in zh-Hans converted
		 * as print's are, its brackets the language's own */
		char *shown = front_case_fingerprint_shown(c->fingerprint);
		const char *line = shown ? shown : c->fingerprint;
		if (line)
			lr_quote_fput(line, strlen(line), 0, stdout);
		free(shown);
		fputc('\n', stdout);
		if (c->ntags) {
			printf("- %s:", _("tags"));
			for (int i = 0; i < c->ntags; i++) {
				fputc(' ', stdout);
				front_case_put(stdout, c->tags[i], 0);
			}
			fputc('\n', stdout);
		}
		if (c->verdict != LR_VERDICT_NONE)
			printf("- %s: %s\n", _("outcome"),
			       c->verdict == LR_VERDICT_RIGHT ? "驗" : "不驗");
		markdown_text(_("Question"), c->question);
		markdown_text(_("Judgment (斷)"), c->judgment);
		markdown_text(_("Notes"), c->notes);
		markdown_text(_("Outcome"), c->outcome);
	} else {
		front_case_print_line(stdout, c);
	}
	return 0;
}

static int list_book(const struct case_opts *o);

static int list_or_export(int argc, char **argv, bool export)
{
	const char *cmd = export ? "case export" : "case list";
	struct case_opts o;
	int rc = case_opts_parse(argc, argv, O_CASEBOOK | O_FILTER | O_JSON |
			    O_SKIP | (export ? O_MARKDOWN | O_HTML : O_BOOK), &o);
	if (rc == EXIT_OK && o.nwords) {
		front_error(cmd, _("unexpected '%s'"), o.words[0]);
		rc = EXIT_USAGE;
	}
	if (rc == EXIT_OK && o.json && o.markdown) {
		front_error(cmd, _("give --json or --markdown, not both"));
		rc = EXIT_USAGE;
	}
	if (rc == EXIT_OK && o.html && (o.json || o.markdown)) {
		front_error(cmd, _("give one of --json, --markdown and --html"));
		rc = EXIT_USAGE;
	}
	enum picture_theme theme = PICTURE_LIGHT;
	if (rc == EXIT_OK && o.theme && !o.html) {
		front_error(cmd, _("--theme is for --html"));
		rc = EXIT_USAGE;
	}
	if (rc == EXIT_OK)
		rc = case_html_theme(cmd, o.theme, &theme);
	if (rc == EXIT_OK)
		rc = case_parse_span(cmd, &o);
	if (rc != EXIT_OK)
		return rc;
	if (o.book)
		return case_finish(list_book(&o));
	struct lr_casebook *cb;
	rc = case_open_casebook_read(cmd, &o, &cb);
	if (rc != EXIT_OK)
		return rc;
	struct list_out out = { .json = o.json || (export && !o.markdown && !o.html),
				.markdown = o.markdown, .html = o.html,
				.theme = theme, .cmd = cmd,
				.skip_damaged = o.skip_damaged,
				/* what is written for another program stops at
				 * damage: an export that looks whole must be */
				.stop_damaged = export || o.json };
	/* the export for import: in number order, so a new casebook that
	 * imports it gives every case its number again */
	if (export && out.json)
		o.filter.by_number = true;
	front_json_init(&out.j, stdout);
	if (out.json && export) {
		front_json_object_begin(&out.j);
		front_json_key(&out.j, "casebook");
		front_json_int(&out.j, LR_CASEBOOK_SCHEMA);
		front_json_key(&out.j, "cases");
	}
	if (out.json)
		front_json_array_begin(&out.j);
	if (out.markdown)
		printf("# %s\n", _("Casebook"));
	if (out.html) {
		front_picture_html_begin(stdout, _("Casebook"), theme);
		fputs("<h1>", stdout);
		front_picture_xml_text(stdout, _("Casebook"));
		fputs("</h1>\n", stdout);
	}
	char err[8192];
	int st = cb ? lr_casebook_query(cb, &o.filter, list_one, &out, err,
					sizeof err) : LR_CASEBOOK_OK;
	/* stopped at a damaged case (said): the JSON is left unclosed,
	 * so no program reads it as a whole export */
	if (out.json && st == LR_CASEBOOK_OK) {
		front_json_array_end(&out.j);
		if (export)
			front_json_object_end(&out.j);
		front_json_finish(&out.j);
	}
	/* the page is closed only when whole */
	if (out.html && st == LR_CASEBOOK_OK)
		front_picture_html_end(stdout);
	if (st > 0)
		rc = EXIT_FAIL;
	else
		rc = case_status_exit(cmd, st, err);
	/* left out on request: said of each, and the export done; shown as
	 * damaged in a list: a failure */
	if (rc == EXIT_OK && out.damaged && !o.skip_damaged) {
		front_error(cmd, lr_ngettext("%d damaged case was not shown; 'liuren "
			  "case check' names it and says how to recover",
			  "%d damaged cases were not shown; 'liuren case check' "
			  "names them and says how to recover",
			  (unsigned long)out.damaged), out.damaged);
		rc = EXIT_FAIL;
	}
	lr_casebook_close(cb);
	return case_finish(rc);
}

/* ---- the book's worked charts ---- */

static int list_book(const struct case_opts *o)
{
	char err[1024];
	const struct lr_bookcases *book = lr_bookcases_default(err, sizeof err);
	if (!book) {
		front_error("case list", "%s", err);
		return EXIT_USAGE;
	}
	struct json j;
	front_json_init(&j, stdout);
	if (o->json)
		front_json_array_begin(&j);
	for (int i = 0; i < book->count; i++) {
		const struct lr_bookcase *b = &book->cases[i];
		if (o->filter.pattern && !strstr(b->patterns, o->filter.pattern))
			continue;
		if (o->filter.search && !strstr(b->text, o->filter.search) &&
		    !strstr(b->notation, o->filter.search))
			continue;
		if (o->json) {
			front_json_object_begin(&j);
			front_json_key(&j, "id");
			front_json_string(&j, b->id);
			front_json_key(&j, "notation");
			front_json_string(&j, b->notation);
			front_json_key(&j, "patterns");
			front_json_string(&j, b->patterns);
			front_json_key(&j, "source");
			front_json_string(&j, b->source);
			front_json_key(&j, "text");
			front_json_string(&j, b->text);
			front_json_object_end(&j);
		} else {
			printf("%-4s %s  %s\n", b->id, b->notation, b->source);
		}
	}
	if (o->json) {
		front_json_array_end(&j);
		front_json_finish(&j);
	}
	return EXIT_OK;
}
/* ---- stats ---- */

static void stats_row(const struct lr_case_count *row, void *arg)
{
	char *last = arg;
	if (*last != row->kind) {
		*last = row->kind;
		printf("\n%s\n", row->kind == 'p'
		       ? _("課體            cases   驗  不驗")
		       : _("tag             cases   驗  不驗"));
	}
	fputs("  ", stdout);
	front_case_put(stdout, row->name, 0);
	/* pad by display columns: CJK characters take two */
	int width = 0;
	for (const unsigned char *p = (const unsigned char *)row->name; *p; p++)
		if ((*p & 0xc0) != 0x80)
			width += *p >= 0xe0 ? 2 : 1;
	printf("%*s%5d %4d %5d\n", width < 14 ? 14 - width : 1, "", row->cases,
	       row->right, row->wrong);
}

int case_stats(int argc, char **argv)
{
	const char *cmd = "case stats";
	struct case_opts o;
	int rc = case_opts_parse(argc, argv, O_CASEBOOK, &o);
	if (rc != EXIT_OK)
		return rc;
	struct lr_casebook *cb;
	if ((rc = case_open_casebook_read(cmd, &o, &cb)) != EXIT_OK)
		return rc;
	int total = 0, marked = 0;
	char err[8192], last = 0;
	int st = LR_CASEBOOK_OK;
	printf("%s\n", _("Cases per 課體 and per tag; of the cases whose outcome "
	       "is marked, how many were 驗 and how many 不驗."));
	if (cb)
		st = lr_casebook_stats(cb, stats_row, &last, &total, &marked, err,
				       sizeof err);
	if (st == LR_CASEBOOK_OK)
		printf(_("\n%d cases, %d with the outcome marked\n"), total, marked);
	lr_casebook_close(cb);
	return case_finish(case_status_exit(cmd, st, err));
}

int case_list(int argc, char **argv)
{
	return list_or_export(argc, argv, false);
}

int case_export(int argc, char **argv)
{
	return list_or_export(argc, argv, true);
}
