/* liuren - cmd_case.c: `liuren case`, the casebook on the command line:
 * the table of its subcommands (dispatch, --help and completion come
 * from it), and add, list, show, rm, export, import, stats, with the
 * book's own worked charts (--book); edit is in case_edit.c, check,
 * backup and restore in case_keep.c.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "front/args.h"
#include "front/case_chart.h"
#include "cli/case_html.h"
#include "cli/case_opts.h"
#include "cli/commands.h"
#include "front/moment_args.h"
#include "front/picture.h"
#include "liuren/lang.h"
#include "liuren/bookcases.h"
#include "liuren/casebook.h"
#include "liuren/casebook_json.h"
#include "liuren/i18n.h"
#include "liuren/quote.h"

/* ---- add ---- */

static int case_add(int argc, char **argv)
{
	const char *cmd = "case add";
	struct case_opts o;
	static struct chart_request req;
	int rc = case_opts_parse(argc, argv, O_CASEBOOK | O_TEXTS | O_PASS, &o);
	if (rc != EXIT_OK)
		return rc;
	if (!o.question) {
		front_error(cmd, _("--question TEXT is needed (what was asked)"));
		return EXIT_USAGE;
	}
	/* the chart, exactly as print reads its words; what a case stores
	 * (inputs, fingerprint, 課體) needs no 神煞 nor any res/ text */
	char *words[70];	/* the command, 64 words, --config FILE, NULL */
	int nwords = 0;
	words[nwords++] = (char *)cmd;
	for (int i = 0; i < o.nwords; i++)
		words[nwords++] = o.words[i];
	if (o.config) {
		words[nwords++] = (char *)"--config";
		words[nwords++] = (char *)o.config;
	} else if (o.no_config) {
		words[nwords++] = (char *)"--no-config";
	}
	words[nwords] = NULL;
	rc = front_chart_request_make_chart(nwords, words, &req);
	if (rc != EXIT_OK)
		return rc < 0 ? EXIT_OK : rc;
	struct lr_case c;
	lr_case_init(&c);
	char err[8192];
	if (front_case_from_request(&c, &req) < 0 ||
	    lr_case_set(&c.question, o.question) < 0 ||
	    lr_case_set(&c.judgment, o.judgment) < 0 ||
	    lr_case_set(&c.notes, o.notes) < 0 ||
	    lr_case_set(&c.outcome, o.outcome) < 0) {
		lr_case_clear(&c);
		front_error(cmd, _("out of memory"));
		return EXIT_FAIL;
	}
	for (int i = 0; i < o.ntags; i++)
		lr_case_add_tag(&c, o.tags[i]);
	/* refused before the casebook is opened (or made) */
	if (lr_case_check(&c, err, sizeof err) < 0) {
		front_error(cmd, "%s", err);
		lr_case_clear(&c);
		return EXIT_USAGE;
	}
	/* what is stored must give this very chart again */
	static struct chart_request again;
	if (front_case_chart_again(&c, cmd, &again) != EXIT_OK ||
	    front_case_chart_differs(&c, &again)) {
		front_error(cmd, _("internal error: the stored inputs do not give "
			  "the same chart; nothing was stored"));
		lr_case_clear(&c);
		return EXIT_FAIL;
	}
	struct lr_casebook *cb;
	o.config_warned = true;	/* by the chart's reading of it */
	rc = case_open_casebook(cmd, &o, true, &cb);
	if (rc == EXIT_OK) {
		int st = lr_casebook_add(cb, &c, err, sizeof err);
		rc = case_status_exit(cmd, st, err);
		/* committed first, then reported: a case whose number
		 * cannot be written is still saved, and said to be */
		if (st == LR_CASEBOOK_OK) {
			printf("%lld\n", (long long)c.id);
			if (fflush(stdout) != 0 || ferror(stdout)) {
				front_error(cmd, _("case %lld was saved, but its "
					  "number could not be written: %s"),
					  (long long)c.id, strerror(errno));
				/* said once: what stdout still holds is dropped */
				if (!freopen("/dev/null", "w", stdout))
					clearerr(stdout);
				rc = EXIT_FAIL;
			}
		}
		lr_casebook_close(cb);
	}
	lr_case_clear(&c);
	return case_finish(rc);
}

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
		front_case_put(stdout, c->fingerprint, 0);
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

/* A book case as a case of kind notation, read only. */
static int book_case(const char *cmd, const char *id, struct lr_case *c,
		     const struct lr_bookcase **out)
{
	char err[1024];
	const struct lr_bookcases *book = lr_bookcases_default(err, sizeof err);
	if (!book) {
		front_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	const struct lr_bookcase *b = lr_bookcase_find(book, id);
	if (!b) {
		front_error(cmd, _("no book case '%s' (see 'liuren case list "
			  "--book')"), id);
		return EXIT_USAGE;
	}
	*out = b;
	lr_case_init(c);
	c->kind = LR_CASE_NOTATION;
	if (lr_case_set(&c->notation, b->notation) < 0 ||
	    (strcmp(b->settings, "-") &&
	     lr_case_set(&c->settings, b->settings) < 0))
		return EXIT_FAIL;
	return EXIT_OK;
}

/* ---- show ---- */

static int conflict_json(const struct lr_case *other, void *arg)
{
	struct json *j = arg;
	front_json_object_begin(j);
	if (other->damaged) {
		front_json_key(j, "damaged");
		front_json_bool(j, true);
	} else {
		front_case_json_members(j, other);
	}
	front_json_object_end(j);
	return 0;
}

static int conflict_text(const struct lr_case *other, void *arg)
{
	(void)arg;
	if (other->damaged)
		printf("%s\n", _("(a version that cannot be read: damaged)"));
	else
		front_case_print_texts(stdout, other);
	return 0;
}

static int case_show(int argc, char **argv)
{
	const char *cmd = "case show";
	struct case_opts o;
	int rc = case_opts_parse(argc, argv, O_CASEBOOK | O_JSON | O_BOOK |
				 O_PICTURE, &o);
	if (rc != EXIT_OK)
		return rc;
	if (o.nwords != 1) {
		front_error(cmd, _("give one case number (or with --book, a book "
			  "case such as E04)"));
		return EXIT_USAGE;
	}
	int format = PICTURE_FORMAT_TEXT;
	enum picture_theme theme;
	if (o.format && (format = front_picture_format_parse(o.format)) < 0) {
		char q[LR_QUOTE_SIZE];
		front_error(cmd, _("--format: unknown format '%s' (text, svg, html, "
			    "markdown or png)"), lr_quote(o.format, q, sizeof q));
		return EXIT_USAGE;
	}
	if (o.json && o.format) {
		front_error(cmd, _("--json and --format or --output do not go "
			    "together"));
		return EXIT_USAGE;
	}
	if (case_html_theme(cmd, o.theme, &theme) != EXIT_OK)
		return EXIT_USAGE;
	struct lr_case c;
	const struct lr_bookcase *book = NULL;
	char err[8192];
	struct lr_casebook *cb = NULL;
	bool is_book = o.book || ((o.words[0][0] == 'E' || o.words[0][0] == 'e') &&
				  o.words[0][1] >= '0' && o.words[0][1] <= '9');
	if (is_book) {
		rc = book_case(cmd, o.words[0], &c, &book);
		if (rc != EXIT_OK)
			return rc;
	} else {
		int64_t id;
		rc = case_parse_id(cmd, o.words[0], &id);
		if (rc == EXIT_OK)
			rc = case_open_casebook_read(cmd, &o, &cb);
		if (rc != EXIT_OK)
			return rc;
		int st = cb ? lr_casebook_get(cb, id, &c, err, sizeof err)
			    : LR_CASEBOOK_MISSING;
		if (!cb)
			snprintf(err, sizeof err, _("no case %lld"), (long long)id);
		if (st != LR_CASEBOOK_OK) {
			lr_case_clear(&c);
			lr_casebook_close(cb);
			return case_status_exit(cmd, st == LR_CASEBOOK_MISSING
					   ? LR_CASEBOOK_REFUSED : st, err);
		}
	}
	static struct chart_request req;
	rc = front_case_chart(&c, cmd, &req);
	if (format != PICTURE_FORMAT_TEXT) {
		if (rc == EXIT_OK)
			rc = case_html_picture(cmd, &req, (enum picture_format)format,
					       theme);
		lr_casebook_close(cb);
		lr_case_clear(&c);
		return case_finish(rc);
	}
	bool differs = !book && rc == EXIT_OK && front_case_chart_differs(&c, &req);
	char now[8192];
	if (rc == EXIT_OK)
		front_case_fingerprint(&req, now, sizeof now);
	if (o.json) {
		struct json j;
		front_json_init(&j, stdout);
		front_json_object_begin(&j);
		front_json_key(&j, "case");
		front_json_object_begin(&j);
		if (book) {
			front_json_key(&j, "id");
			front_json_string(&j, book->id);
			front_json_key(&j, "notation");
			front_json_string(&j, book->notation);
			front_json_key(&j, "source");
			front_json_string(&j, book->source);
			front_json_key(&j, "text");
			front_json_string(&j, book->text);
		} else {
			front_case_json_members(&j, &c);
		}
		front_json_object_end(&j);
		if (cb && c.conflicts) {
			front_json_key(&j, "conflicts");
			front_json_array_begin(&j);
			lr_casebook_conflicts(cb, c.id, conflict_json, &j, err,
					      sizeof err);
			front_json_array_end(&j);
		}
		if (rc == EXIT_OK) {
			front_json_key(&j, "chart_differs");
			front_json_bool(&j, differs);
			front_json_key(&j, "fingerprint_now");
			front_json_string(&j, now);
			front_json_key(&j, "chart");
			front_json_object_begin(&j);
			front_chart_request_json_members(&j, &req);
			front_json_object_end(&j);
		}
		front_json_object_end(&j);
		front_json_finish(&j);
	} else {
		if (rc == EXIT_OK)
			front_chart_request_print_text(stdout, &req);
		if (book) {
			printf("\n%s %s  %s\n%s\n", _("book case"), book->id,
			       book->source, book->text);
		} else {
			front_case_print_texts(stdout, &c);
		}
		if (cb && c.conflicts) {
			printf(_("\nThis case was also edited in another casebook; "
				 "that version is kept beside it until 'liuren case "
				 "edit %lld' resolves them (--keep mine or theirs, or "
				 "in the editor):\n"), (long long)c.id);
			lr_casebook_conflicts(cb, c.id, conflict_text, NULL, err,
					      sizeof err);
		}
		if (differs) {
			char then[16384];
			printf(_("\nwarning: this chart now comes out differently "
				 "from when the case was stored (the program, its data "
				 "or the time zone rules changed); the case is kept as "
				 "it was.\nthen: %s\nnow:  %s\n"),
			       lr_quote_message(c.fingerprint, then, sizeof then), now);
		}
	}
	if (differs)
		front_error(cmd, _("case %lld: the chart now differs from the stored "
			  "one (see the warning)"), (long long)c.id);
	lr_casebook_close(cb);
	lr_case_clear(&c);
	return case_finish(rc == EXIT_OK ? EXIT_OK : EXIT_FAIL);
}

/* ---- rm ---- */

static int case_rm(int argc, char **argv)
{
	const char *cmd = "case rm";
	struct case_opts o;
	int64_t id;
	int rc = case_opts_parse(argc, argv, O_CASEBOOK | O_YES, &o);
	if (rc != EXIT_OK)
		return rc;
	if (o.nwords != 1) {
		front_error(cmd, _("give one case number"));
		return EXIT_USAGE;
	}
	if ((rc = case_parse_id(cmd, o.words[0], &id)) != EXIT_OK)
		return rc;
	struct lr_casebook *cb;
	if ((rc = case_open_casebook(cmd, &o, false, &cb)) != EXIT_OK)
		return rc;
	char err[8192];
	int st = LR_CASEBOOK_MISSING;
	snprintf(err, sizeof err, _("no case %lld"), (long long)id);
	/* the case, to say what is removed (and, on a terminal, to ask) */
	struct lr_case c;
	lr_case_init(&c);
	if (cb)
		st = lr_casebook_get(cb, id, &c, err, sizeof err);
	char *line = NULL;
	size_t len = 0;
	FILE *m = st == LR_CASEBOOK_OK ? open_memstream(&line, &len) : NULL;
	if (m) {
		front_case_print_line(m, &c);
		fclose(m);
	}
	bool asking = isatty(STDIN_FILENO) && isatty(STDERR_FILENO);
	if (st == LR_CASEBOOK_OK && !o.yes && !asking) {
		/* a script removes with --yes: nothing is removed unasked */
		front_error(cmd, _("not on a terminal, so not asked: give --yes to "
			  "remove case %lld"), (long long)id);
		free(line);
		lr_case_clear(&c);
		lr_casebook_close(cb);
		return EXIT_USAGE;
	}
	if (st == LR_CASEBOOK_OK && !o.yes && asking) {
		fprintf(stderr, "%s%s", line ? line : "", _("remove this case? "
			"[y/N] "));
		char answer[64] = "";
		if (!fgets(answer, sizeof answer, stdin) ||
		    (answer[0] != 'y' && answer[0] != 'Y')) {
			fprintf(stderr, "%s\n", _("nothing was removed"));
			st = LR_CASEBOOK_OK;
			id = 0;
		}
	}
	bool removed = false;
	if (st == LR_CASEBOOK_OK && id > 0) {
		st = lr_casebook_remove(cb, id, err, sizeof err);
		if (st == LR_CASEBOOK_OK) {
			printf(_("removed: %s"), line ? line : "\n");
			removed = true;
		}
	}
	free(line);
	lr_case_clear(&c);
	lr_casebook_close(cb);
	rc = case_status_exit(cmd, st == LR_CASEBOOK_MISSING
			      ? LR_CASEBOOK_REFUSED : st, err);
	if (removed) {
		char done[128];
		snprintf(done, sizeof done, _("case %lld was removed"),
			 (long long)id);
		rc = case_report_done(cmd, rc, done);
	}
	return case_finish(rc);
}

/* ---- import ---- */

struct import_state {
	struct lr_casebook *cb;
	const char *path;
	int added, updated, same, older, conflicts;
	char err[8192];
	int status;
	bool chart_failed;	/* a case was refused here: its chart could
				 * not be made, or a date (said) */
};

static int import_one(struct lr_case *c, int index, void *arg)
{
	struct import_state *s = arg;
	enum lr_import_result result;
	int64_t wanted = c->id;
	/* a case whose chart cannot be made (a bad pillar, 行年 …) is
	 * refused here, not found out later by `case show`; its message in
	 * the form of every other: "case import: FILE: case N: …" */
	static struct chart_request req;
	char who[4200];
	snprintf(who, sizeof who, _("case import: %s: case %d"), s->path, index);
	if (front_case_chart_again(c, who, &req) != EXIT_OK) {
		s->chart_failed = true;
		return 1;
	}
	/* the date of the outcome as `case edit --outcome-date` takes it */
	if (c->outcome_date && *c->outcome_date &&
	    !front_case_date_ok(c->outcome_date)) {
		front_error(who, _("'outcome_date' must be a date YYYY-MM-DD"));
		s->chart_failed = true;
		return 1;
	}
	s->status = lr_casebook_import(s->cb, c, &result, s->err, sizeof s->err);
	if (s->status != LR_CASEBOOK_OK)
		return 1;
	long long here = (long long)c->id;
	switch (result) {
	case LR_IMPORT_ADDED:
		s->added++;
		if (c->id != wanted)
			printf(_("case %d of the file (id %lld) is case %lld here\n"),
			       index, (long long)wanted, here);
		break;
	case LR_IMPORT_SAME:
		s->same++;
		break;
	case LR_IMPORT_UPDATED:
		s->updated++;
		printf(_("case %d of the file is case %lld here: brought up to "
			 "date (changed in the other casebook)\n"), index, here);
		break;
	case LR_IMPORT_OLDER:
		s->older++;
		printf(_("case %d of the file is case %lld here, changed here "
			 "since: kept as it is here\n"), index, here);
		break;
	case LR_IMPORT_CONFLICT:
		s->conflicts++;
		printf(_("case %d of the file is case %lld here, changed in both "
			 "casebooks: the other version is kept beside it; resolve "
			 "with 'liuren case edit %lld'\n"), index, here, here);
		break;
	}
	return 0;
}

static int case_import(int argc, char **argv)
{
	const char *cmd = "case import";
	struct case_opts o;
	int rc = case_opts_parse(argc, argv, O_CASEBOOK, &o);
	if (rc != EXIT_OK)
		return rc;
	if (o.nwords != 1) {
		front_error(cmd, _("give one file, as written by 'liuren case "
			  "export --json'"));
		return EXIT_USAGE;
	}
	/* read and stored a case at a time: memory stays flat however
	 * many cases the file holds (each at most
	 * LR_CASEBOOK_EXPORT_CASE_MAX) */
	const char *path = o.words[0];
	FILE *in = strcmp(path, "-") ? fopen(path, "rb") : stdin;
	if (!in) {
		front_error(cmd, "%s: %s", path, strerror(errno));
		return EXIT_USAGE;
	}
	struct import_state s = { .status = LR_CASEBOOK_OK, .path = path };
	char err[8192];
	/* what is not an export at its first byte (/dev/zero, text, an
	 * endless stream of blanks) is refused before the casebook is
	 * opened, or made */
	int first;
	long blanks = 0;
	while ((first = getc(in)) == ' ' || first == '\t' || first == '\n' ||
	       first == '\r')
		if (++blanks > LR_CASEBOOK_EXPORT_BLANKS_MAX)
			break;
	if (first != EOF)
		ungetc(first, in);
	if (first != '{') {
		if (blanks > LR_CASEBOOK_EXPORT_BLANKS_MAX)
			front_error(cmd, _("%s: not a casebook export (more than %d "
				  "blanks in a row)"), path,
				  LR_CASEBOOK_EXPORT_BLANKS_MAX);
		else if (lr_casebook_read_export_file(in, import_one, &s, err,
						      sizeof err) < 0)
			front_error(cmd, "%s: %s", path, err);
		if (in != stdin)
			fclose(in);
		return EXIT_USAGE;
	}
	rc = case_open_casebook(cmd, &o, true, &s.cb);
	if (rc != EXIT_OK) {
		if (in != stdin)
			fclose(in);
		return rc;
	}
	/* a casebook with cases is kept as it was before it changes: a
	 * new backup next to it (the older ones rotated) */
	int total = 0, marked = 0, st = LR_CASEBOOK_OK;
	if (lr_casebook_stats(s.cb, NULL, NULL, &total, &marked, err,
			      sizeof err) == LR_CASEBOOK_OK && total > 0)
		st = lr_casebook_backup_rotate(s.cb, err, sizeof err);
	/* all or nothing: one transaction */
	if (st == LR_CASEBOOK_OK)
		st = lr_casebook_batch_begin(s.cb, err, sizeof err);
	if (st == LR_CASEBOOK_OK) {
		int r = lr_casebook_read_export_file(in, import_one, &s, err,
						     sizeof err);
		if (r < 0) {
			lr_casebook_batch_end(s.cb, false, NULL, 0);
			front_error(cmd, "%s: %s", path, err);
			rc = EXIT_USAGE;
		} else if (r > 0) {
			lr_casebook_batch_end(s.cb, false, NULL, 0);
			rc = s.chart_failed ? EXIT_USAGE
					    : case_status_exit(cmd, s.status, s.err);
		} else {
			st = lr_casebook_batch_end(s.cb, true, err, sizeof err);
			rc = case_status_exit(cmd, st, err);
		}
	} else {
		rc = case_status_exit(cmd, st, err);
	}
	if (rc == EXIT_OK) {
		printf(_("imported: %d new, %d brought up to date, %d the same, "
			 "%d kept as changed here, %d conflicts\n"), s.added,
		       s.updated, s.same, s.older, s.conflicts);
		char done[256];
		snprintf(done, sizeof done, _("the import was done (%d new, %d "
			 "brought up to date, %d conflicts)"), s.added, s.updated,
			 s.conflicts);
		rc = case_report_done(cmd, rc, done);
	} else if (s.added || s.updated || s.conflicts) {
		printf(_("nothing was imported\n"));
	}
	lr_casebook_close(s.cb);
	if (in != stdin)
		fclose(in);
	return case_finish(rc);
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

static int case_stats(int argc, char **argv)
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

/* ---- the subcommands ---- */

/* The one table of case's subcommands: dispatch, `liuren case --help`
 * and `liuren case SUB --help`, and the completion's names all come
 * from it. */
static int case_list(int argc, char **argv)
{
	return list_or_export(argc, argv, false);
}

static int case_export(int argc, char **argv)
{
	return list_or_export(argc, argv, true);
}

const struct case_subcommand case_subcommands[] = {
	{ "add", case_add, "[DATETIME | CHART] --question TEXT [OPTIONS]",
	  N_("keep a chart as a case, with what was asked (the chart is read as "
	     "print reads it, with its options)"), O_TEXTS | O_CASEBOOK },
	{ "list", case_list, "[--tag TAG] [--pattern NAME] [--from DATE] "
	  "[--to DATE] [--since DATE] [--search TEXT] [--json] [--book]",
	  N_("list the cases, oldest asked first"),
	  O_FILTER | O_JSON | O_BOOK | O_SKIP | O_CASEBOOK, true },
	{ "show", case_show, "N | E04 [--json | --format FORMAT] [--theme NAME]",
	  N_("a case's chart, as print "
	  "shows it, then its texts"), O_JSON | O_BOOK | O_CASEBOOK | O_PICTURE,
	  true },
	{ "edit", case_edit, "N [--judgment TEXT] [--note TEXT] [--outcome TEXT] "
	  "[--outcome-date DATE] [--verified yes|no|unset] [--question TEXT] "
	  "[--tag TAG] [--untag TAG] [--keep mine|theirs]",
	  N_("change a case's texts, mark or tags; with no change given, in "
	     "$VISUAL or $EDITOR"), O_TEXTS | O_EDIT | O_CASEBOOK },
	{ "rm", case_rm, "N [--yes]", N_("remove a case (asks first on a "
	  "terminal); its number is never given again"), O_YES | O_CASEBOOK },
	{ "export", case_export, "[--json | --markdown | --html] [--since DATE] "
	  "[--tag TAG] [--pattern NAME] [--from DATE] [--to DATE] "
	  "[--search TEXT] [--skip-damaged]",
	  N_("write the cases as JSON (for import) or Markdown"),
	  O_FILTER | O_JSON | O_MARKDOWN | O_HTML | O_SKIP | O_CASEBOOK },
	{ "import", case_import, "FILE | -", N_("read cases written by 'case "
	  "export': all or nothing; a case there already is brought up to "
	  "date, kept, or kept beside the other version (a conflict)"),
	  O_CASEBOOK },
	{ "stats", case_stats, "", N_("cases per 課體 and per tag, with how many "
	  "were 驗 and 不驗"), O_CASEBOOK },
	{ "check", case_check, "", N_("check the whole casebook: name each "
	  "damaged case and say how to recover"), O_CASEBOOK },
	{ "backup", case_backup, "[FILE]", N_("write a checked copy of the "
	  "casebook (default: next to it, named by the time)"), O_CASEBOOK },
	{ "restore", case_restore, "FILE", N_("put the casebook back as a "
	  "backup holds it (what it replaces is backed up first)"),
	  O_YES | O_CASEBOOK },
	{ NULL, NULL, NULL, NULL, 0 },
};

void case_print_usage(FILE *out, const char *sub)
{
	const struct case_subcommand *c = case_subcommands;
	/* every subcommand: "usage:" on a line of its own, so that the
	 * synopses line up whatever the word's width in the language */
	if (!sub)
		fprintf(out, "%s\n", _("usage:"));
	for (int i = 0; c[i].name; i++) {
		if (sub && strcmp(sub, c[i].name))
			continue;
		fprintf(out, "%s liuren case %s%s%s\n      %s\n",
			sub ? _("usage:") : " ", c[i].name,
			*c[i].synopsis ? " " : "", c[i].synopsis, _(c[i].help));
		if (!sub)
			continue;
		fprintf(out, "\n%s\n", _("options:"));
		front_optspec_print_help(out, case_opts_spec, 28, (unsigned)c[i].groups);
		if (c[i].groups & O_TEXTS)
			fprintf(out, "  %-28s %s\n", "--NAME-file FILE",
				_("a text option's text read from FILE (- standard "
				  "input; at most 16 MiB)"));
		if (!strcmp(c[i].name, "add"))
			fprintf(out, "  %s\n", _("and every chart option of 'liuren "
				"print' (see 'liuren --help')"));
	}
	if (!sub)
		fprintf(out, "\n%s\n", _("'liuren case SUBCOMMAND --help' lists the "
			"options of each."));
}

const struct case_subcommand *case_subcommand_find(const char *name)
{
	for (const struct case_subcommand *c = case_subcommands; c->name; c++)
		if (!strcmp(c->name, name))
			return c;
	return NULL;
}

void case_opts_each_subcommand(void (*fn)(const char *name, void *arg),
				void *arg)
{
	for (const struct case_subcommand *c = case_subcommands; c->name; c++)
		fn(c->name, arg);
}

int cmd_case(int argc, char **argv)
{
	/* a write past `ulimit -f` fails and is said, never kills the
	 * program between saving a case and saying its number */
	signal(SIGXFSZ, SIG_IGN);
	if (argc < 2 || !strcmp(argv[1], "--help")) {
		case_print_usage(argc < 2 ? stderr : stdout, NULL);
		return argc < 2 ? EXIT_USAGE : EXIT_OK;
	}
	const struct case_subcommand *sub = case_subcommand_find(argv[1]);
	if (sub) {
		int rc = sub->run(argc - 1, argv + 1);
		if (rc != CASE_HELP_ASKED)
			return rc;
		case_print_usage(stdout, sub->name);
		return EXIT_OK;
	}
	char names[256] = "";
	for (const struct case_subcommand *c = case_subcommands; c->name; c++)
		snprintf(names + strlen(names), sizeof names - strlen(names),
			 "%s%s", *names ? ", " : "", c->name);
	char q[LR_QUOTE_SIZE];
	front_error("case", _("unknown subcommand '%s' (%s)"),
		  lr_quote(argv[1], q, sizeof q), names);
	return EXIT_USAGE;
}
