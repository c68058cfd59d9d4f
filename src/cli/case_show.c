/* liuren - case_show.c: `liuren case show N` (a case's chart as print
 * shows it, or a picture of it, then its texts; a chart of the book
 * read only) and `liuren case rm N`.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "front/args.h"
#include "front/case_chart.h"
#include "cli/case_html.h"
#include "cli/case_opts.h"
#include "front/picture.h"
#include "liuren/bookcases.h"
#include "liuren/casebook.h"
#include "liuren/i18n.h"
#include "liuren/quote.h"

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

int case_show(int argc, char **argv)
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

int case_rm(int argc, char **argv)
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
