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
#include "front/config.h"
#include "front/moment_args.h"
#include "front/optspec.h"
#include "front/picture.h"
#include "front/values.h"
#include "liuren/i18n.h"
#include "liuren/patterns.h"
#include "liuren/settings.h"

enum {
	CO_QUESTION, CO_JUDGMENT, CO_NOTE, CO_OUTCOME, CO_OUTCOME_DATE,
	CO_VERIFIED, CO_TAG, CO_UNTAG, CO_KEEP, CO_PATTERN, CO_FROM, CO_TO,
	CO_SINCE, CO_SEARCH, CO_JSON, CO_MARKDOWN, CO_BOOK, CO_SKIP_DAMAGED,
	CO_YES, CO_CASEBOOK, CO_CONFIG, CO_NO_CONFIG, CO_LANG, CO_HELP,
	CO_FORMAT, CO_THEME, CO_HTML
};

/* The options of every case subcommand, in the order --help lists them;
 * a row's groups (O_*) say which subcommands read it (case_opts_parse's
 * GROUPS): their parsing, their --help and `liuren --list options case`
 * come from here. */
const char *const case_verdict_names[] = { "yes", "no", "unset", NULL };
const char *const case_keep_names[] = { "mine", "theirs", NULL };

const struct optspec case_opts_spec[] = {
	{ OPTSPEC_VALUE, "question", 0, "TEXT", N_("what was asked (needed)"),
	  OPTSPEC_FILE, CO_QUESTION, O_TEXTS },
	{ OPTSPEC_VALUE, "judgment", 0, "TEXT", N_("the judgment (斷)"),
	  OPTSPEC_FILE, CO_JUDGMENT, O_TEXTS },
	{ OPTSPEC_VALUE, "note", 0, "TEXT", N_("notes"), OPTSPEC_FILE, CO_NOTE,
	  O_TEXTS },
	{ OPTSPEC_VALUE, "outcome", 0, "TEXT", N_("what came of it"),
	  OPTSPEC_FILE, CO_OUTCOME, O_TEXTS },
	{ OPTSPEC_VALUE, "outcome-date", 0, "YYYY-MM-DD",
	  N_("when it came (empty: none)"), 0, CO_OUTCOME_DATE, O_TEXTS },
	{ OPTSPEC_VALUE, "verified", 0, "yes|no|unset",
	  N_("mark the case 驗 or 不驗 (edit)"), 0, CO_VERIFIED, O_TEXTS,
	  case_verdict_names },
	{ OPTSPEC_VALUE, "tag", 0, "TAG", N_("add and edit: give the case TAG; "
	  "list and export: only cases with TAG"), OPTSPEC_REPEAT, CO_TAG,
	  O_TEXTS | O_FILTER },
	{ OPTSPEC_VALUE, "untag", 0, "TAG", N_("take TAG off the case (edit)"),
	  OPTSPEC_REPEAT, CO_UNTAG, O_TEXTS },
	{ OPTSPEC_VALUE, "keep", 0, "mine|theirs", N_("resolve a conflict: keep "
	  "this casebook's version or the other's (edit)"), 0, CO_KEEP, O_EDIT,
	  case_keep_names },
	{ OPTSPEC_VALUE, "pattern", 0, "NAME",
	  N_("only cases where the 課體 NAME fired"), 0, CO_PATTERN, O_FILTER,
	  NULL, front_values_patterns },
	{ OPTSPEC_VALUE, "from", 0, "DATE", N_("only cases asked on DATE or later"),
	  0, CO_FROM, O_FILTER },
	{ OPTSPEC_VALUE, "to", 0, "DATE", N_("only cases asked on DATE or earlier"),
	  0, CO_TO, O_FILTER },
	{ OPTSPEC_VALUE, "since", 0, "DATE", N_("only cases added or changed on "
	  "DATE or later (for the other machine)"), 0, CO_SINCE, O_FILTER },
	{ OPTSPEC_VALUE, "search", 0, "TEXT",
	  N_("only cases whose texts hold TEXT (1 to 100 characters)"), 0,
	  CO_SEARCH, O_FILTER },
	{ OPTSPEC_SWITCH, "json", 0, NULL, N_("write JSON"), 0, CO_JSON, O_JSON },
	{ OPTSPEC_SWITCH, "markdown", 0, NULL, N_("write Markdown (export)"), OPTSPEC_PAGED,
	  CO_MARKDOWN, O_MARKDOWN },
	{ OPTSPEC_SWITCH, "html", 0, NULL, N_("write one HTML page: each case's "
	  "plate, question, judgment and outcome, a printed page each (export)"),
	  0, CO_HTML, O_HTML },
	{ OPTSPEC_VALUE, "format", 0, "FORMAT", N_("the chart as a picture of its "
	  "plate: svg, html, markdown or png, or text (show)"), OPTSPEC_UNPAGED,
	  CO_FORMAT, O_PICTURE, front_picture_format_names },
	{ OPTSPEC_VALUE, "theme", 0, "NAME", N_("the picture's colours: light, "
	  "dark or print"), 0, CO_THEME, O_PICTURE | O_HTML,
	  front_picture_theme_names },
	{ OPTSPEC_SWITCH, "book", 0, NULL,
	  N_("the book's worked charts instead of the casebook"), 0, CO_BOOK,
	  O_BOOK },
	{ OPTSPEC_SWITCH, "skip-damaged", 0, NULL, N_("leave out damaged cases "
	  "(each named on standard error) instead of stopping at the first"),
	  0, CO_SKIP_DAMAGED, O_SKIP },
	{ OPTSPEC_SWITCH, "yes", 0, NULL, N_("do not ask first, even on a terminal"),
	  0, CO_YES, O_YES },
	{ OPTSPEC_VALUE, "casebook", 0, "FILE", N_("the casebook file (else the "
	  "config's casebook line, else the default)"), OPTSPEC_PATH, CO_CASEBOOK,
	  O_CASEBOOK },
	{ OPTSPEC_VALUE, "config", 0, "FILE", N_("the config file to read"),
	  OPTSPEC_PATH, CO_CONFIG, O_CASEBOOK },
	{ OPTSPEC_SWITCH, "no-config", 0, NULL, N_("read no config file"), 0,
	  CO_NO_CONFIG, 0 },
	FRONT_LANG_ROW(CO_LANG),
	FRONT_HELP_ROW(CO_HELP),
	{ OPTSPEC_END },
};

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
		front_error(cmd, "%s: %s", path, strerror(errno));
		return NULL;
	}
	struct stat st;
	if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) &&
	    st.st_size > CASE_TEXT_MAX) {
		front_error(cmd, _("%s: larger than %d MiB, the most a text may "
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
			front_error(cmd, _("%s: more than %d MiB, the most a text may "
				  "hold"), path, CASE_TEXT_MAX >> 20);
		else if (nul)
			front_error(cmd, _("%s: holds a NUL byte; texts cannot"), path);
		else
			front_error(cmd, _("%s: cannot read"), path);
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
	struct optspec_parser p;
	const struct optspec *row;
	const char *v;
	int got;
	/* "--" ends the options; only add hands it on, to the chart's
	 * own reading of its words */
	front_optspec_init(&p, case_opts_spec, argc, argv, groups & O_PASS
		     ? OPTSPEC_DASHDASH_KEPT | OPTSPEC_PASS : 0);
	p.groups = (unsigned)groups & ~(unsigned)O_PASS;
	while ((got = front_optspec_next(&p, &row, &v)) == 1) {
		if (!row) {	/* a word, or a chart option (add) */
			if (o->nwords >= 64) {
				front_error(cmd, _("too many arguments"));
				return EXIT_USAGE;
			}
			o->words[o->nwords++] = (char *)v;
			continue;
		}
		if (p.from_file) {
			if (nfile_texts >= 8) {
				front_error(cmd, _("too many files"));
				return EXIT_USAGE;
			}
			char *text = case_read_whole(cmd, v, NULL);
			if (!text)
				return EXIT_USAGE;
			v = file_texts[nfile_texts++] = text;
		}
		switch (row->id) {
		case CO_CASEBOOK: o->casebook = v; break;
		case CO_CONFIG: o->config = v; break;
		case CO_NO_CONFIG: o->no_config = true; break;
		case CO_JSON: o->json = true; break;
		case CO_MARKDOWN: o->markdown = true; break;
		case CO_HTML: o->html = true; break;
		case CO_FORMAT: o->format = v; break;
		case CO_THEME: o->theme = v; break;
		case CO_BOOK: o->book = true; break;
		case CO_YES: o->yes = true; break;
		case CO_HELP: o->help = true; break;
		case CO_PATTERN: o->filter.pattern = v; break;
		case CO_FROM: o->from = v; break;
		case CO_TO: o->to = v; break;
		case CO_SEARCH: o->filter.search = v; break;
		case CO_SINCE: o->since = v; break;
		case CO_SKIP_DAMAGED: o->skip_damaged = true; break;
		case CO_KEEP: o->keep = v; break;
		case CO_QUESTION: o->question = v; break;
		case CO_JUDGMENT: o->judgment = v; break;
		case CO_NOTE: o->notes = v; break;
		case CO_OUTCOME: o->outcome = v; break;
		case CO_OUTCOME_DATE: o->outcome_date = v; break;
		case CO_VERIFIED: o->verified = v; break;
		case CO_TAG:
		case CO_UNTAG: {
			bool add = row->id == CO_TAG;
			const char *why = lr_case_tag_check(v);
			if (why) {
				front_error(cmd, "--%s '%s': %s", row->name, v, why);
				return EXIT_USAGE;
			}
			if ((add ? o->ntags : o->nuntags) >= 32) {
				front_error(cmd, _("too many tags"));
				return EXIT_USAGE;
			}
			if (add)
				o->tags[o->ntags++] = v;
			else
				o->untags[o->nuntags++] = v;
			o->filter.tag = o->tags[0];
			break;
		}
		}
	}
	if (got < 0) {
		front_error(cmd, "%s", p.err);
		return EXIT_USAGE;
	}
	if (o->help)
		return CASE_HELP_ASKED;
	return EXIT_OK;
}

/* The casebook's path: --casebook, else the config file's "casebook"
 * line, else the default. */
int case_casebook_path(const char *cmd, const struct case_opts *o,
		       char *buf, size_t len)
{
	/* the config is taken whole, as print takes it: a bad one is
	 * refused (--no-config passes it by); case add's chart has said it
	 * already */
	if (!o->config_warned) {
		struct lr_settings s;
		lr_settings_default(&s);
		if (front_load_config(cmd, o->config, o->no_config, &s) != EXIT_OK)
			return EXIT_USAGE;
	}
	if (o->casebook) {
		snprintf(buf, len, "%s", o->casebook);
		return EXIT_OK;
	}
	const struct front_config *c = front_config(o->config, o->no_config);
	if (c->casebook < 0) {
		front_error(cmd, "%s", c->casebook_error);
		return EXIT_USAGE;
	}
	if (c->casebook == 1) {
		snprintf(buf, len, "%s", c->casebook_path);
		return EXIT_OK;
	}
	if (lr_casebook_default_path(buf, len) < 0) {
		front_error(cmd, _("no place for the casebook: set XDG_DATA_HOME or "
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
		front_error(cmd, "%s", err);
		return rc == LR_CASEBOOK_REFUSED ? EXIT_USAGE : EXIT_FAIL;
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
	front_error(cmd, "%s", err);
	/* a refusal (the file, the input) is a usage error; a failure,
	 * damage or a busy casebook a failure */
	return status == LR_CASEBOOK_REFUSED || status == LR_CASEBOOK_MISSING
	       ? EXIT_USAGE : EXIT_FAIL;
}

int case_report_done(const char *cmd, int rc, const char *done)
{
	if (fflush(stdout) == 0 && !ferror(stdout))
		return rc;
	front_error(cmd, _("%s, but its report could not be written: %s"), done,
		  strerror(errno));
	/* said once: what stdout still holds is dropped */
	if (!freopen("/dev/null", "w", stdout))
		clearerr(stdout);
	return EXIT_FAIL;
}

int case_finish(int rc)
{
	free_file_texts();
	/* said once: the check at exit stays quiet after this one */
	if (front_check_output(opts_cmd) < 0)
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
		front_error(cmd, _("'%s' is not a case number (see 'liuren case "
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
		if (front_moment_parse_text(o->from, "", LR_DEFAULT_LON, LR_DEFAULT_LAT,
					 &m, err, sizeof err) < 0) {
			front_error(cmd, "--from: %s", err);
			return EXIT_USAGE;
		}
		o->filter.has_from = true;
		o->filter.from = m.utc;
	}
	if (o->to) {
		if (front_moment_parse_text(o->to, "", LR_DEFAULT_LON, LR_DEFAULT_LAT,
					 &m, err, sizeof err) < 0) {
			front_error(cmd, "--to: %s", err);
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
	if (o->since) {
		if (front_moment_parse_text(o->since, "", LR_DEFAULT_LON,
					 LR_DEFAULT_LAT, &m, err, sizeof err) < 0) {
			front_error(cmd, "--since: %s", err);
			return EXIT_USAGE;
		}
		o->filter.has_since = true;
		o->filter.since = m.utc;
	}
	if (o->filter.search) {
		size_t chars = 0;
		for (const unsigned char *p = (const unsigned char *)o->filter.search;
		     *p; p++)
			chars += (*p & 0xc0) != 0x80;
		if (chars > LR_CASE_SEARCH_MAX) {
			front_error(cmd, _("--search: at most %d characters (this "
				  "one has %zu)"), LR_CASE_SEARCH_MAX, chars);
			return EXIT_USAGE;
		}
	}
	if (o->filter.pattern && lr_pattern_find(o->filter.pattern, NULL) >= 0)
		o->filter.pattern = lr_pattern_info(
			lr_pattern_find(o->filter.pattern, NULL))->name;
	else if (o->filter.pattern) {
		front_error(cmd, _("--pattern: '%s' is not a 課體 name (see 'liuren "
			  "show')"), o->filter.pattern);
		return EXIT_USAGE;
	}
	return EXIT_OK;
}
