/* liuren - case_opts.c: the options of `liuren case`, the casebook's
 * path and opening, case numbers and date spans.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "cli/case_opts.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "front/args.h"
#include "front/moment_args.h"
#include "liuren/i18n.h"
#include "liuren/patterns.h"
#include "liuren/settings.h"

static const struct {
	const char *name;
	int group;
	bool file;	/* NAME-file FILE reads the value from FILE */
} option_table[] = {
	{ "casebook", O_CASEBOOK, false }, { "json", O_JSON, false },
	{ "markdown", O_MARKDOWN, false }, { "book", O_BOOK, false },
	{ "tag", O_FILTER | O_TEXTS, false }, { "pattern", O_FILTER, false },
	{ "from", O_FILTER, false }, { "to", O_FILTER, false },
	{ "search", O_FILTER, false }, { "question", O_TEXTS, true },
	{ "judgment", O_TEXTS, true }, { "note", O_TEXTS, true },
	{ "outcome", O_TEXTS, true }, { "outcome-date", O_TEXTS, false },
	{ "verified", O_TEXTS, false }, { "untag", O_TEXTS, false },
	{ "yes", O_YES, false },
};

/* The options' help, in the order --help lists them. */
static const struct {
	const char *name, *arg, *help;
	int group;
} option_help[] = {
	{ "--question", "TEXT", N_("what was asked (needed)"), O_TEXTS },
	{ "--judgment", "TEXT", N_("the judgment (斷)"), O_TEXTS },
	{ "--note", "TEXT", N_("notes"), O_TEXTS },
	{ "--outcome", "TEXT", N_("what came of it"), O_TEXTS },
	{ "--outcome-date", "YYYY-MM-DD", N_("when it came (empty: none)"),
	  O_TEXTS },
	{ "--verified", "yes|no|unset", N_("mark the case 驗 or 不驗 (edit)"),
	  O_TEXTS },
	{ "--tag", "TAG", N_("add and edit: give the case TAG; list and "
	  "export: only cases with TAG"), O_TEXTS | O_FILTER },
	{ "--untag", "TAG", N_("take TAG off the case (edit)"), O_TEXTS },
	{ "--pattern", "NAME", N_("only cases where the 課體 NAME fired"),
	  O_FILTER },
	{ "--from", "DATE", N_("only cases asked on DATE or later"), O_FILTER },
	{ "--to", "DATE", N_("only cases asked on DATE or earlier"), O_FILTER },
	{ "--search", "TEXT", N_("only cases whose texts hold TEXT"), O_FILTER },
	{ "--json", NULL, N_("write JSON"), O_JSON },
	{ "--markdown", NULL, N_("write Markdown (export)"), O_MARKDOWN },
	{ "--book", NULL, N_("the book's worked charts instead of the casebook"),
	  O_BOOK },
	{ "--yes", NULL, N_("do not ask first, even on a terminal"), O_YES },
	{ "--casebook", "FILE", N_("the casebook file (else the config's "
	  "casebook line, else the default)"), O_CASEBOOK },
	{ "--config", "FILE", N_("the config file to read"), O_CASEBOOK },
	{ "--no-config", NULL, N_("read no config file"), O_CASEBOOK },
};

/* The subcommands: their synopsis, what they do and their options. */
static const struct {
	const char *name, *synopsis, *help;
	int groups;
} subcommands[] = {
	{ "add", "[DATETIME | CHART] --question TEXT [OPTIONS]",
	  N_("keep a chart as a case, with what was asked (the chart is read as "
	     "print reads it, with its options)"), O_TEXTS | O_CASEBOOK },
	{ "list", "[--tag TAG] [--pattern NAME] [--from DATE] [--to DATE] "
	  "[--search TEXT] [--json] [--book]",
	  N_("list the cases, oldest asked first"),
	  O_FILTER | O_JSON | O_BOOK | O_CASEBOOK },
	{ "show", "N | E04 [--json]", N_("a case's chart, as print shows it, "
	  "then its texts"), O_JSON | O_BOOK | O_CASEBOOK },
	{ "edit", "N [--judgment TEXT] [--note TEXT] [--outcome TEXT] "
	  "[--outcome-date DATE] [--verified yes|no|unset] [--question TEXT] "
	  "[--tag TAG] [--untag TAG]", N_("change a case's texts, mark or tags"),
	  O_TEXTS | O_CASEBOOK },
	{ "rm", "N [--yes]", N_("remove a case (asks first on a terminal)"),
	  O_YES | O_CASEBOOK },
	{ "export", "[--json | --markdown] [--tag TAG] [--pattern NAME] "
	  "[--from DATE] [--to DATE] [--search TEXT]",
	  N_("write the cases as JSON (for import) or Markdown"),
	  O_FILTER | O_JSON | O_MARKDOWN | O_CASEBOOK },
	{ "import", "FILE | -", N_("read cases written by 'case export': all "
	  "or nothing, duplicates left out"), O_CASEBOOK },
	{ "stats", "", N_("cases per 課體 and per tag, with how many were 驗 "
	  "and 不驗"), O_CASEBOOK },
};

void case_print_usage(FILE *out, const char *sub)
{
	enum { NSUB = sizeof subcommands / sizeof subcommands[0] };
	for (int i = 0; i < NSUB; i++) {
		if (sub && strcmp(sub, subcommands[i].name))
			continue;
		fprintf(out, "%s liuren case %s%s%s\n      %s\n",
			i == 0 || sub ? _("usage:") : "      ", subcommands[i].name,
			*subcommands[i].synopsis ? " " : "",
			subcommands[i].synopsis, _(subcommands[i].help));
		if (!sub)
			continue;
		fprintf(out, "\n%s\n", _("options:"));
		for (size_t k = 0; k < sizeof option_help / sizeof option_help[0]; k++) {
			if (!(option_help[k].group & subcommands[i].groups))
				continue;
			char left[64];
			snprintf(left, sizeof left, "%s%s%s", option_help[k].name,
				 option_help[k].arg ? " " : "",
				 option_help[k].arg ? option_help[k].arg : "");
			fprintf(out, "  %-28s %s\n", left, _(option_help[k].help));
		}
		if (subcommands[i].groups & O_TEXTS)
			fprintf(out, "  %-28s %s\n", "--NAME-file FILE",
				_("a text option's text read from FILE (- standard "
				  "input; at most 16 MiB)"));
		if (!strcmp(subcommands[i].name, "add"))
			fprintf(out, "  %s\n", _("and every chart option of 'liuren "
				"print' (see 'liuren --help')"));
	}
	if (!sub)
		fprintf(out, "\n%s\n", _("'liuren case SUBCOMMAND --help' lists the "
			"options of each."));
}

/* The command being run ("case add"), for its messages. */
static char opts_cmd[32] = "case";

/* Texts read from files with --X-file, freed at exit of the command. */
static char *file_texts[8];
static int nfile_texts;

static void free_file_texts(void)
{
	while (nfile_texts > 0)
		free(file_texts[--nfile_texts]);
}

/* The whole of PATH ("-": standard input) as a string, at most
 * CASE_TEXT_MAX bytes (a regular file by its size, a stream as it is
 * read); NULL with a message on error, when it is larger, or when it
 * holds a NUL byte. */
char *case_read_whole(const char *cmd, const char *path, size_t *len_out)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
	if (!f) {
		cli_error(cmd, "%s: %s", path, strerror(errno));
		return NULL;
	}
	struct stat st;
	if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) &&
	    st.st_size > CASE_TEXT_MAX) {
		cli_error(cmd, _("%s: larger than %d MiB, the most a text may "
			  "hold"), path, CASE_TEXT_MAX >> 20);
		if (f != stdin)
			fclose(f);
		return NULL;
	}
	size_t cap = 1 << 16, len = 0;
	char *buf = malloc(cap);
	size_t n;
	bool nul = false, big = false;
	while (buf && (n = fread(buf + len, 1, cap - len - 1, f)) > 0) {
		if (memchr(buf + len, '\0', n)) {
			nul = true;
			break;
		}
		len += n;
		if (len > CASE_TEXT_MAX) {
			big = true;
			break;
		}
		if (cap - len - 1 == 0) {
			char *grown = realloc(buf, cap * 2);
			if (!grown)
				free(buf);
			buf = grown;
			cap *= 2;
		}
	}
	bool bad = !nul && !big && ferror(f);
	if (f != stdin)
		fclose(f);
	if (!buf || bad || nul || big) {
		if (big)
			cli_error(cmd, _("%s: more than %d MiB, the most a text may "
				  "hold"), path, CASE_TEXT_MAX >> 20);
		else if (nul)
			cli_error(cmd, _("%s: holds a NUL byte; texts cannot"), path);
		else
			cli_error(cmd, _("%s: cannot read"), path);
		free(buf);
		return NULL;
	}
	buf[len] = '\0';
	if (len_out)
		*len_out = len;
	return buf;
}

/* Parse ARGV[1..] for the options of GROUPS. Returns EXIT_OK or
 * EXIT_USAGE (message printed). */
int case_opts_parse(int argc, char **argv, int groups, struct case_opts *o)
{
	/* messages name the whole command: "liuren case add: …" */
	snprintf(opts_cmd, sizeof opts_cmd, "case %s", argv[0]);
	const char *cmd = opts_cmd;
	memset(o, 0, sizeof *o);
	for (int i = 1; i < argc; i++) {
		char *a = argv[i];
		if (strncmp(a, "--", 2) || !a[2]) {
			if (o->nwords >= 64) {
				cli_error(cmd, _("too many arguments"));
				return EXIT_USAGE;
			}
			o->words[o->nwords++] = a;
			continue;
		}
		const char *name = a + 2, *eq = strchr(name, '=');
		size_t nlen = eq ? (size_t)(eq - name) : strlen(name);
		bool from_file = nlen > 5 && !strncmp(name + nlen - 5, "-file", 5);
		size_t base = from_file ? nlen - 5 : nlen;
		int found = -1;
		for (size_t k = 0; k < sizeof option_table / sizeof option_table[0]; k++)
			if ((option_table[k].group & groups) &&
			    strlen(option_table[k].name) == base &&
			    !strncmp(option_table[k].name, name, base) &&
			    (!from_file || option_table[k].file))
				found = (int)k;
		if (found < 0 && !strcmp(a, "--help")) {
			o->help = true;
			continue;
		}
		if (found < 0 && groups & O_CASEBOOK && !strncmp(name, "config", nlen) &&
		    nlen == 6) {
			found = -2;
		} else if (found < 0 && !strcmp(a, "--no-config")) {
			o->no_config = true;
			continue;
		} else if (found < 0 && (groups & O_PASS)) {
			if (o->nwords >= 64) {
				cli_error(cmd, _("too many arguments"));
				return EXIT_USAGE;
			}
			o->words[o->nwords++] = a;	/* a chart option */
			continue;
		} else if (found < 0) {
			cli_error(cmd, _("unknown option '%s' (see 'liuren --help')"), a);
			return EXIT_USAGE;
		}
		const char *key = found >= 0 ? option_table[found].name : "config";
		bool flag = !strcmp(key, "json") || !strcmp(key, "markdown") ||
			    !strcmp(key, "book") || !strcmp(key, "yes");
		const char *v = NULL;
		if (flag) {
			if (eq) {
				cli_error(cmd, _("--%s takes no value"), key);
				return EXIT_USAGE;
			}
		} else if (eq) {
			v = eq + 1;
		} else if (i + 1 < argc) {
			v = argv[++i];
		} else {
			cli_error(cmd, _("%s needs a value"), a);
			return EXIT_USAGE;
		}
		if (from_file) {
			if (nfile_texts >= 8) {
				cli_error(cmd, _("too many files"));
				return EXIT_USAGE;
			}
			char *text = case_read_whole(cmd, v, NULL);
			if (!text)
				return EXIT_USAGE;
			v = file_texts[nfile_texts++] = text;
		}
		if (!strcmp(key, "casebook")) o->casebook = v;
		else if (!strcmp(key, "config")) o->config = v;
		else if (!strcmp(key, "json")) o->json = true;
		else if (!strcmp(key, "markdown")) o->markdown = true;
		else if (!strcmp(key, "book")) o->book = true;
		else if (!strcmp(key, "yes")) o->yes = true;
		else if (!strcmp(key, "pattern")) o->filter.pattern = v;
		else if (!strcmp(key, "from")) o->from = v;
		else if (!strcmp(key, "to")) o->to = v;
		else if (!strcmp(key, "search")) o->filter.search = v;
		else if (!strcmp(key, "question")) o->question = v;
		else if (!strcmp(key, "judgment")) o->judgment = v;
		else if (!strcmp(key, "note")) o->notes = v;
		else if (!strcmp(key, "outcome")) o->outcome = v;
		else if (!strcmp(key, "outcome-date")) o->outcome_date = v;
		else if (!strcmp(key, "verified")) o->verified = v;
		else if (!strcmp(key, "tag") || !strcmp(key, "untag")) {
			const char *why = lr_case_tag_check(v);
			if (why) {
				cli_error(cmd, "--%s '%s': %s", key, v, why);
				return EXIT_USAGE;
			}
			bool add = key[0] == 't';
			if ((add ? o->ntags : o->nuntags) >= 32) {
				cli_error(cmd, _("too many tags"));
				return EXIT_USAGE;
			}
			if (add)
				o->tags[o->ntags++] = v;
			else
				o->untags[o->nuntags++] = v;
			o->filter.tag = o->tags[0];
		}
	}
	if (o->help) {
		case_print_usage(stdout, argv[0]);
		return CASE_HELP_SHOWN;
	}
	return EXIT_OK;
}

/* The casebook's path: --casebook, else the config file's "casebook"
 * line, else the default. */
static int case_casebook_path(const char *cmd, const struct case_opts *o,
			 char *buf, size_t len)
{
	char err[4352], conf[4096];
	/* the config is read whole, by the one reader print uses: a bad
	 * one is refused (--no-config passes it by); case add's chart has
	 * read it already */
	if (!o->config_warned) {
		struct lr_settings s;
		lr_settings_default(&s);
		if (cli_load_config(cmd, o->config, o->no_config, &s) != EXIT_OK)
			return EXIT_USAGE;
	}
	bool have_conf = !o->no_config &&
			 (o->config || lr_settings_path(conf, sizeof conf) == 0);
	if (o->casebook) {
		snprintf(buf, len, "%s", o->casebook);
		return EXIT_OK;
	}
	if (have_conf) {
		int rc = lr_casebook_config_path(o->config ? o->config : conf, buf,
						 len, err, sizeof err);
		if (rc < 0) {
			cli_error(cmd, "%s", err);
			return EXIT_USAGE;
		}
		if (rc == 1)
			return EXIT_OK;
	}
	if (lr_casebook_default_path(buf, len) < 0) {
		cli_error(cmd, _("no place for the casebook: set XDG_DATA_HOME or "
			  "HOME, or give --casebook FILE"));
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

static int open_casebook(const char *cmd, const struct case_opts *o,
			 bool create, bool read, struct lr_casebook **cb)
{
	char path[4096], err[8192];
	*cb = NULL;
	int rc = case_casebook_path(cmd, o, path, sizeof path);
	if (rc != EXIT_OK)
		return rc;
	rc = read ? lr_casebook_open_read(path, cb, err, sizeof err)
		  : lr_casebook_open(path, create, !o->casebook, cb, err,
				     sizeof err);
	if (rc == LR_CASEBOOK_MISSING && !create)
		return EXIT_OK;
	if (rc != LR_CASEBOOK_OK) {
		cli_error(cmd, "%s", err);
		return rc == LR_CASEBOOK_FAIL ? EXIT_FAIL : EXIT_USAGE;
	}
	return EXIT_OK;
}

/* Open the casebook; *CB stays NULL (and EXIT_OK is returned) when it
 * does not exist and CREATE is false. */
int case_open_casebook(const char *cmd, const struct case_opts *o,
		       bool create, struct lr_casebook **cb)
{
	return open_casebook(cmd, o, create, false, cb);
}

int case_open_casebook_read(const char *cmd, const struct case_opts *o,
			    struct lr_casebook **cb)
{
	return open_casebook(cmd, o, false, true, cb);
}

int case_status_exit(const char *cmd, int status, const char *err)
{
	if (status == LR_CASEBOOK_OK)
		return EXIT_OK;
	cli_error(cmd, "%s", err);
	return status == LR_CASEBOOK_FAIL ? EXIT_FAIL : EXIT_USAGE;
}

int case_finish(int rc)
{
	free_file_texts();
	/* said once: the check at exit stays quiet after this one */
	if (cli_check_output(opts_cmd) < 0)
		return EXIT_FAIL;
	return rc;
}

/* A case id: a positive whole number. */
int case_parse_id(const char *cmd, const char *text, int64_t *id)
{
	char *end;
	errno = 0;
	long long v = text ? strtoll(text, &end, 10) : 0;
	if (!text || !*text || *end || v <= 0 || errno) {
		cli_error(cmd, _("'%s' is not a case number (see 'liuren case "
			  "list')"), text ? text : "");
		return EXIT_USAGE;
	}
	*id = v;
	return EXIT_OK;
}

/* Turn --from / --to (dates in the local zone) into the filter. */
int case_parse_span(const char *cmd, struct case_opts *o)
{
	char err[512];
	struct lr_moment m;
	if (o->from) {
		if (lr_moment_parse_text(o->from, "", LR_DEFAULT_LON, LR_DEFAULT_LAT,
					 &m, err, sizeof err) < 0) {
			cli_error(cmd, "--from: %s", err);
			return EXIT_USAGE;
		}
		o->filter.has_from = true;
		o->filter.from = m.utc;
	}
	if (o->to) {
		if (lr_moment_parse_text(o->to, "", LR_DEFAULT_LON, LR_DEFAULT_LAT,
					 &m, err, sizeof err) < 0) {
			cli_error(cmd, "--to: %s", err);
			return EXIT_USAGE;
		}
		o->filter.has_to = true;
		o->filter.to = m.utc + 1;
		if (!strchr(o->to, ' ') && !strchr(o->to, 'T')) {
			/* a date alone: to the end of that day */
			struct lr_civil next = { 0 };
			lr_civil_from_days(lr_days_from_civil(m.civil.year,
				m.civil.month, m.civil.day) + 1, &next.year,
				&next.month, &next.day);
			struct lr_moment end;
			if (lr_moment_from_civil(&end, "", &next, LR_DEFAULT_LON,
						 LR_DEFAULT_LAT, err, sizeof err) == 0)
				o->filter.to = end.utc;
		}
	}
	if (o->filter.pattern && lr_pattern_find(o->filter.pattern, NULL) >= 0)
		o->filter.pattern = lr_pattern_info(
			lr_pattern_find(o->filter.pattern, NULL))->name;
	else if (o->filter.pattern) {
		cli_error(cmd, _("--pattern: '%s' is not a 課體 name (see 'liuren "
			  "show')"), o->filter.pattern);
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

void case_opts_each_subcommand(void (*fn)(const char *name, void *arg),
				void *arg)
{
	for (size_t i = 0; i < sizeof subcommands / sizeof subcommands[0]; i++)
		fn(subcommands[i].name, arg);
}

void case_opts_each_name(void (*fn)(const char *name, void *arg), void *arg)
{
	char buf[64];
	for (size_t i = 0; i < sizeof option_table / sizeof option_table[0]; i++) {
		snprintf(buf, sizeof buf, "--%s", option_table[i].name);
		fn(buf, arg);
		if (option_table[i].file) {
			snprintf(buf, sizeof buf, "--%s-file", option_table[i].name);
			fn(buf, arg);
		}
	}
	fn("--config", arg);
	fn("--no-config", arg);
	fn("--help", arg);
}
