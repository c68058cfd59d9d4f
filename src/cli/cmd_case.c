/* liuren - cmd_case.c: `liuren case`, the casebook on the command line:
 * the table of its subcommands (dispatch, --help and completion come
 * from it), and add; list, export and stats are in case_list.c, show
 * and rm in case_show.c, import in case_import.c, edit in case_edit.c,
 * check, backup and restore in case_keep.c.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "front/args.h"
#include "front/case_chart.h"
#include "cli/case_opts.h"
#include "cli/commands.h"
#include "liuren/casebook.h"
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

/* ---- the subcommands ---- */

/* The one table of case's subcommands: dispatch, `liuren case --help`
 * and `liuren case SUB --help`, and the completion's names all come
 * from it. */
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
