/* liuren - case_opts.h: the options of `liuren case` and what every
 * subcommand shares: parsing them, finding and opening the casebook,
 * case numbers and date spans, and turning a casebook status into an
 * exit status with its message.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef CLI_CASE_OPTS_H
#define CLI_CASE_OPTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "front/optspec.h"
#include "liuren/casebook.h"

/* The options of the case commands, as found in the words. */
struct case_opts {
	const char *casebook, *config;
	bool no_config, json, markdown, book, help, yes, skip_damaged;
	bool config_warned;	/* the config was read (and warned of) */
	const char *question, *judgment, *notes, *outcome, *outcome_date;
	const char *verified;
	const char *tags[32];
	int ntags;
	const char *untags[32];
	int nuntags;
	struct lr_case_filter filter;
	const char *from, *to, *since;
	const char *keep;	/* edit --keep mine|theirs */
	const char *format;	/* show --format: a picture of the chart */
	const char *theme;	/* its colours (show --format, export --html) */
	bool html;		/* export --html */
	int nwords;
	char *words[64];	/* what is not a case option, in order */
};

/* Which options a command takes. */
enum {
	O_CASEBOOK = 1 << 0, O_JSON = 1 << 1, O_MARKDOWN = 1 << 2,
	O_FILTER = 1 << 3, O_TEXTS = 1 << 4, O_BOOK = 1 << 5,
	O_PASS = 1 << 6,	/* leave unknown options in WORDS (add) */
	O_YES = 1 << 7,		/* --yes: no question asked (rm) */
	O_SKIP = 1 << 8,	/* --skip-damaged (list, export) */
	O_EDIT = 1 << 9,	/* edit's own: --keep */
	O_PICTURE = 1 << 10,	/* show's --format, and --theme */
	O_HTML = 1 << 11	/* export's --html, and --theme */
};

/* A subcommand of `liuren case`: its name, what runs it (ARGV[0] its
 * name), its synopsis, what it does, and the O_* groups of the options
 * it reads. Dispatch, `liuren case [SUB] --help` and the completion
 * (`liuren --list subcommands`, `--list options case SUB`) all come
 * from the one table, case_subcommands (cmd_case.c), ended by a row
 * whose name is NULL. */
struct case_subcommand {
	const char *name;
	int (*run)(int argc, char **argv);
	const char *synopsis, *help;
	int groups;
	bool paged;	/* its output is long text, for the pager */
};
extern const struct case_subcommand case_subcommands[];

/* The subcommands kept in files of their own (add stays beside the
 * table): list, export and stats (case_list.c), show and rm
 * (case_show.c), import (case_import.c), edit (case_edit.c), check,
 * backup and restore (case_keep.c). */
int case_list(int argc, char **argv);
int case_export(int argc, char **argv);
int case_stats(int argc, char **argv);
int case_show(int argc, char **argv);
int case_rm(int argc, char **argv);
int case_import(int argc, char **argv);
int case_edit(int argc, char **argv);
int case_check(int argc, char **argv);
int case_backup(int argc, char **argv);
int case_restore(int argc, char **argv);

/* The row of the subcommand NAME, or NULL. */
const struct case_subcommand *case_subcommand_find(const char *name);

/* What case_opts_parse returns for --help: the subcommand returns it
 * at once, and cmd_case, which owns the table, prints the subcommand's
 * usage and exits with EXIT_OK (so the options module never calls back
 * into the table of the subcommands that call it). */
enum { CASE_HELP_ASKED = 100 };

/* The usage of `liuren case` (SUB NULL: every subcommand) or of one
 * subcommand with its options, to OUT (cmd_case.c, beside the table). */
void case_print_usage(FILE *out, const char *sub);

/* Parse ARGV[1..] for the options of GROUPS (O_*): the case options are
 * taken out, the other words kept in O->WORDS (with O_PASS, unknown
 * options too). Returns EXIT_OK, EXIT_USAGE (message printed) or
 * CASE_HELP_ASKED (--help: the usage is for cmd_case to print). A text
 * option NAME-file FILE reads the text from FILE ("-": standard input). */
int case_opts_parse(int argc, char **argv, int groups, struct case_opts *o);

/* The values --verified (yes, no, unset; 驗 and 不驗 are read too) and
 * --keep (mine, theirs) take, NULL-ended: their rows' choices */
extern const char *const case_verdict_names[];
extern const char *const case_keep_names[];

/* The most a text read with --question-file and the like may hold. */
enum { CASE_TEXT_MAX = 16 << 20 };

/* The whole of PATH ("-": standard input), at most CASE_TEXT_MAX bytes;
 * NULL with a message on error, when it is larger or when it holds a NUL
 * byte. */
char *case_read_whole(const char *cmd, const char *path, size_t *len_out);

/* The casebook's path into BUF: --casebook, else the config file's
 * "casebook" line, else the default. Returns an exit status (a message
 * printed when not EXIT_OK). */
int case_casebook_path(const char *cmd, const struct case_opts *o,
		       char *buf, size_t len);

/* Open the casebook: --casebook, else the config file's "casebook" line,
 * else the default; *CB stays NULL (EXIT_OK) when it does not exist and
 * CREATE is false. Returns an exit status. */
int case_open_casebook(const char *cmd, const struct case_opts *o,
		       bool create, struct lr_casebook **cb);
/* The same to read only (list, show, export, stats): see
 * lr_casebook_open_read(). */
int case_open_casebook_read(const char *cmd, const struct case_opts *o,
			    struct lr_casebook **cb);

/* The exit status of a casebook STATUS, printing ERR when it failed
 * (damage and failures 1, a refusal 2). */
int case_status_exit(const char *cmd, int status, const char *err);

/* After a change was made (DONE says what: "case 3 was removed"): when
 * the report on standard output cannot be written, say so once with
 * what was done, and drop the rest of the output. Returns RC, or
 * EXIT_FAIL when the report failed. */
int case_report_done(const char *cmd, int rc, const char *done);

/* Free the texts read from files and check standard output; returns RC
 * or EXIT_FAIL on a write error. */
int case_finish(int rc);

/* A case number: a positive whole number. */
int case_parse_id(const char *cmd, const char *text, int64_t *id);

/* --from / --to / --since (dates in the local zone), --search (its
 * length) and --pattern (a 課體 name or variant) into O->FILTER. */
int case_parse_span(const char *cmd, struct case_opts *o);

/* The options of the case subcommands, each row's groups the O_* of the
 * subcommands that read it: parsing, each subcommand's --help and
 * `liuren --list options case` come from it. */
extern const struct optspec case_opts_spec[];

/* Each of case's subcommands (`liuren --list subcommands`), for
 * completion, from the table the usage comes from. */
void case_opts_each_subcommand(void (*fn)(const char *name, void *arg),
				void *arg);

#endif
