/* liuren - case_keep.c: keeping the casebook for decades: `case check`
 * (the whole file: every damaged case named, and how to recover), `case
 * backup [FILE]` (a checked copy) and `case restore FILE` (the casebook
 * put back as a backup holds it, what it replaces backed up first).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli/case_opts.h"
#include "front/args.h"
#include "liuren/casebook.h"
#include "liuren/i18n.h"
#include "liuren/quote.h"

/* How to recover, after the findings of `case check` (PATH the
 * casebook, or NULL when it could not be opened). */
static void say_recovery(const char *path)
{
	printf("%s\n", _("To recover: 'liuren case export --skip-damaged >cases.json' "
	       "writes every sound case, for 'liuren case import cases.json "
	       "--casebook NEW' into a new casebook; or 'liuren case restore "
	       "BACKUP' puts back a backup (made by 'liuren case backup')."));
	if (!path)
		return;
	/* the automatic backups there are, newest first */
	for (int n = 1; n <= LR_CASEBOOK_BACKUPS; n++) {
		char backup[4200];
		struct stat st;
		snprintf(backup, sizeof backup, "%s.backup-%d", path, n);
		if (stat(backup, &st) == 0) {
			char when[32];
			struct tm tm;
			time_t t = st.st_mtime;
			strftime(when, sizeof when, "%Y-%m-%d %H:%M",
				 localtime_r(&t, &tm));
			printf(_("automatic backup: %s (%s)\n"), backup, when);
		}
	}
}

struct check_out {
	int lines;
};

static void check_line(int64_t id, const char *why, void *arg)
{
	struct check_out *out = arg;
	out->lines++;
	if (id)
		printf(_("case %lld: %s\n"), (long long)id, why);
	else
		printf("%s\n", why);
}

int case_check(int argc, char **argv)
{
	const char *cmd = "case check";
	struct case_opts o;
	int rc = case_opts_parse(argc, argv, O_CASEBOOK, &o);
	if (rc != EXIT_OK)
		return rc;
	if (o.nwords) {
		front_error(cmd, _("unexpected '%s'"), o.words[0]);
		return EXIT_USAGE;
	}
	char path[4096];
	if ((rc = case_casebook_path(cmd, &o, path, sizeof path)) != EXIT_OK)
		return rc;
	struct lr_casebook *cb;
	char err[8192];
	int st = lr_casebook_open_read(path, &cb, err, sizeof err);
	if (st == LR_CASEBOOK_MISSING) {
		front_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	if (st != LR_CASEBOOK_OK) {
		/* what cannot be opened is reported as the check's finding */
		char shown[8192];
		printf("%s\n", lr_quote_message(err, shown, sizeof shown));
		say_recovery(path);
		return case_finish(EXIT_FAIL);
	}
	struct check_out out = { 0 };
	struct lr_casebook_health h;
	st = lr_casebook_check(cb, check_line, &out, &h, err, sizeof err);
	lr_casebook_close(cb);
	if (st != LR_CASEBOOK_OK)
		return case_finish(case_status_exit(cmd, st, err));
	if (h.damaged == 0 && h.problems == 0) {
		printf(lr_ngettext("casebook '%s': %d case, sound\n",
				"casebook '%s': %d cases, all sound\n",
				(unsigned long)h.cases), path, h.cases);
		return case_finish(EXIT_OK);
	}
	printf(_("casebook '%s': %d cases read, %d damaged, %d other "
		 "findings\n"), path, h.cases, h.damaged, h.problems);
	say_recovery(path);
	return case_finish(EXIT_FAIL);
}

int case_backup(int argc, char **argv)
{
	const char *cmd = "case backup";
	struct case_opts o;
	int rc = case_opts_parse(argc, argv, O_CASEBOOK, &o);
	if (rc != EXIT_OK)
		return rc;
	if (o.nwords > 1) {
		front_error(cmd, _("give at most one file to write"));
		return EXIT_USAGE;
	}
	struct lr_casebook *cb;
	if ((rc = case_open_casebook_read(cmd, &o, &cb)) != EXIT_OK)
		return rc;
	if (!cb) {
		char path[4096];
		case_casebook_path(cmd, &o, path, sizeof path);
		front_error(cmd, _("no casebook at '%s' yet"), path);
		return EXIT_USAGE;
	}
	char dest[4200], err[8192];
	if (o.nwords) {
		snprintf(dest, sizeof dest, "%s", o.words[0]);
	} else {
		/* next to the casebook, named by the time */
		char path[4096], when[32];
		time_t now = time(NULL);
		struct tm tm;
		case_casebook_path(cmd, &o, path, sizeof path);
		strftime(when, sizeof when, "%Y%m%d-%H%M%S", localtime_r(&now, &tm));
		snprintf(dest, sizeof dest, "%s.%s.backup", path, when);
	}
	int damaged = 0;
	int st = lr_casebook_backup(cb, dest, &damaged, err, sizeof err);
	lr_casebook_close(cb);
	rc = case_status_exit(cmd, st, err);
	if (rc != EXIT_OK)
		return case_finish(rc);
	printf(_("backup written and checked: %s\n"), dest);
	if (damaged)
		front_error(cmd, lr_ngettext("%d damaged case was copied as it is (see "
			  "'liuren case check')", "%d damaged cases were copied as "
			  "they are (see 'liuren case check')",
			  (unsigned long)damaged), damaged);
	char done[4300];
	snprintf(done, sizeof done, _("the backup %s was written"), dest);
	return case_finish(case_report_done(cmd, damaged ? EXIT_FAIL : EXIT_OK,
					    done));
}

int case_restore(int argc, char **argv)
{
	const char *cmd = "case restore";
	struct case_opts o;
	int rc = case_opts_parse(argc, argv, O_CASEBOOK | O_YES, &o);
	if (rc != EXIT_OK)
		return rc;
	if (o.nwords != 1) {
		front_error(cmd, _("give the backup to restore"));
		return EXIT_USAGE;
	}
	char path[4096];
	if ((rc = case_casebook_path(cmd, &o, path, sizeof path)) != EXIT_OK)
		return rc;
	bool asking = isatty(STDIN_FILENO) && isatty(STDERR_FILENO);
	if (!o.yes && !asking) {
		front_error(cmd, _("not on a terminal, so not asked: give --yes to "
			  "replace the casebook '%s'"), path);
		return EXIT_USAGE;
	}
	if (!o.yes) {
		fprintf(stderr, _("replace the casebook '%s' with the backup '%s'? "
			"[y/N] "), path, o.words[0]);
		char answer[64] = "";
		if (!fgets(answer, sizeof answer, stdin) ||
		    (answer[0] != 'y' && answer[0] != 'Y')) {
			fprintf(stderr, "%s\n", _("nothing was changed"));
			return case_finish(EXIT_OK);
		}
	}
	struct lr_casebook *cb;
	if ((rc = case_open_casebook(cmd, &o, true, &cb)) != EXIT_OK)
		return rc;
	char err[8192], backup[4200];
	lr_casebook_backup_path(cb, 1, backup, sizeof backup);
	int st = lr_casebook_restore(cb, o.words[0], err, sizeof err);
	lr_casebook_close(cb);
	rc = case_status_exit(cmd, st, err);
	if (rc != EXIT_OK)
		return case_finish(rc);
	printf(_("restored '%s' from '%s'; what it held before is in %s\n"),
	       path, o.words[0], backup);
	char done[4300];
	snprintf(done, sizeof done, _("the casebook was restored from %s"),
		 o.words[0]);
	return case_finish(case_report_done(cmd, EXIT_OK, done));
}
