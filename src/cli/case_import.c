/* liuren - case_import.c: `liuren case import FILE`: the cases written
 * by `case export`, read and stored one at a time in one transaction
 * (all or nothing), each brought up to date, kept, or kept beside the
 * other version.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "front/args.h"
#include "front/case_chart.h"
#include "cli/case_opts.h"
#include "liuren/casebook.h"
#include "liuren/casebook_json.h"
#include "liuren/i18n.h"

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

int case_import(int argc, char **argv)
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
