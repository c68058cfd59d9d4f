/* liuren - optspec.h: one table of options per command (and for the
 * browser), from which its parsing, its --help and its completion list
 * (`liuren --list options CMD`) all come.
 *
 * A command's table is an array of struct optspec rows ended by a row of
 * kind OPTSPEC_END:
 *
 *   static const struct optspec calendar_spec[] = {
 *       { OPTSPEC_WORDS, "YEAR", 0, NULL, N_("a Gregorian year, e.g. 2027"), 0, CAL_YEAR },
 *       { OPTSPEC_VALUE, "tz", 0, "ZONE", N_("the zone the times are shown in"), 0, CAL_TZ,
 *         0, NULL, front_values_zones },
 *       { OPTSPEC_VALUE, "format", 0, "FORMAT", N_("text or html"), 0, CAL_FORMAT,
 *         0, calendar_formats },
 *       { OPTSPEC_SWITCH, "json", 0, NULL, N_("one JSON object instead of text"), 0, CAL_JSON },
 *       { OPTSPEC_END },
 *   };
 *
 * and the command reads its words with front_optspec_next() until it returns 0,
 * switching on the row's id. A VALUE row's values (and a WORDS row's
 * words) are completed from the row itself: its CHOICES, the only values
 * it takes, which the command reads back with front_optspec_choice()
 * (static const char *const calendar_formats[] = { "text", "html", NULL }),
 * or its VALUES function, which names them from the tables that read
 * them (front/values.h: zones, languages, branches …), or OPTSPEC_PATH for
 * a file's name. Nothing here includes cli/, tui/ or curses.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef FRONT_OPTSPEC_H
#define FRONT_OPTSPEC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

enum optspec_kind {
	OPTSPEC_END = 0,
	OPTSPEC_SWITCH,		/* --name, no value */
	OPTSPEC_VALUE,		/* --name VALUE or --name=VALUE */
	OPTSPEC_WORDS,		/* the words that are not options (NAME is
				 * what --help calls them: DATETIME, YEAR) */
	OPTSPEC_SECTION		/* a heading for --help only (HELP) */
};

enum {
	OPTSPEC_REPEAT = 1 << 0,	/* may be given more than once */
	OPTSPEC_HIDDEN = 1 << 1,	/* parsed, not in --help (listed) */
	OPTSPEC_UNLISTED = 1 << 2,	/* parsed, neither in --help nor
					 * in the completion list */
	OPTSPEC_WITH_NEXT = 1 << 3,	/* --help shows it on the line of
					 * the next row ("--lon DEG --lat
					 * DEG"), with that row's help */
	OPTSPEC_FILE = 1 << 4,		/* (VALUE rows) also --NAME-file
					 * FILE: the value read from FILE by
					 * the command (P->FROM_FILE) */
	OPTSPEC_ABSENT = 1 << 5,	/* not an option of this table at
					 * all: a shared row (front/args.h)
					 * a table leaves out */
	OPTSPEC_PATH = 1 << 6,		/* (VALUE rows) the value names a
					 * file or directory: completion
					 * offers the file system */
	OPTSPEC_PAGED = 1 << 7,		/* given, the command's output is
					 * long text for a pager (--help,
					 * --markdown): front_optspec_paged */
	OPTSPEC_UNPAGED = 1 << 8	/* given, the output is not for a
					 * pager (a picture: --format) */
};

/* A row's values for completion: PUT is called with each. */
typedef void optspec_values_fn(void (*put)(const char *value, void *arg),
			       void *arg);

struct optspec {
	enum optspec_kind kind;
	const char *name;	/* long name without "--" */
	char short_name;	/* 'h' for -h, or 0 */
	const char *value_name;	/* "ZONE" (VALUE rows) */
	const char *help;	/* N_() text; lines after the first are
				 * indented under it */
	unsigned flags;		/* OPTSPEC_* */
	int id;			/* the command's own number for the row */
	unsigned groups;	/* which subcommands read it (0: all) */
	/* (VALUE and WORDS rows, for completion) the only values the row
	 * takes, NULL-ended: the command reads them with
	 * front_optspec_choice, so that the list parsed is the list
	 * completed */
	const char *const *choices;
	/* or a function naming them from the tables that read them */
	optspec_values_fn *values;
};

/* How a table is parsed. Every table is read the same way: a long
 * option is named whole or by any prefix that names only one of the
 * table's options (as getopt_long reads them; a prefix shared by several
 * is an error that lists them), "--x=v" or "--x v", "--" ends the
 * options. */
enum {
	OPTSPEC_PASS = 1 << 1,		/* an unknown option (or a prefix
					 * shared by several) is handed back
					 * as a word (row NULL), for another
					 * table to read */
	OPTSPEC_DASHDASH_KEPT = 1 << 2	/* "--" is handed back as a word
					 * (row NULL) */
};

struct optspec_parser {
	const struct optspec *spec;
	int argc;
	char **argv;
	int next;		/* the index of the next word */
	unsigned how;		/* OPTSPEC_PASS … */
	unsigned groups;	/* only rows of these groups (0: all) */
	bool operands;		/* past "--" */
	bool from_file;		/* the last option was --NAME-file */
	int index;		/* the word the last item came from */
	char err[512];		/* the problem, when front_optspec_next fails */
	char unknown[128];	/* and the unknown option's name ("--x" of
				 * "--x=1"), when that was the problem */
};

/* Start reading ARGV[1..ARGC-1] (ARGV[0] is the command) by SPEC. */
void front_optspec_init(struct optspec_parser *p, const struct optspec *spec,
		  int argc, char **argv, unsigned how);

/* The next item: returns 1 with *ROW the option's row (or the WORDS row,
 * or NULL for a word when the table has no WORDS row or for a word
 * handed back) and *VALUE its value or the word (NULL for a switch);
 * 0 at the end; -1 with a one-line message in P->ERR ("unknown option
 * '--x'", "--day needs a value", "--json takes no value", "option '--s'
 * is ambiguous: --set, --sex"). */
int front_optspec_next(struct optspec_parser *p, const struct optspec **row,
		 const char **value);

/* The row of SPEC with this ID, or NULL. */
const struct optspec *front_optspec_row(const struct optspec *spec, int id);

/* The options' lines for --help: "  --tz ZONE   help", the help at
 * column COLUMN (a longer left side puts it on the next line); rows of
 * GROUPS only (0: all), sections as "\nTitle:" lines. */
void front_optspec_print_help(FILE *out, const struct optspec *spec, int column,
			unsigned groups);

/* Each option's name ("--tz", "--question-file", "-h" is not), for
 * completion, rows of GROUPS only (0: all). */
void front_optspec_each_name(const struct optspec *spec, unsigned groups,
		       void (*fn)(const char *name, void *arg), void *arg);

/* Is the output of a command whose words are ARGV[1..ARGC-1], read by
 * SPEC (rows of GROUPS only, 0: all), for a pager? PAGED when no row
 * says otherwise; true when the words give an OPTSPEC_PAGED option,
 * false when they give an OPTSPEC_UNPAGED one (which wins). Words the
 * table does not know are passed over: the command reports them. */
bool front_optspec_paged(const struct optspec *spec, unsigned groups,
			 int argc, char **argv, bool paged);

/* Print front_optspec_each_name's names one a line to OUT. */
void front_optspec_list(FILE *out, const struct optspec *spec, unsigned groups);

/* The index of VALUE in ROW's choices, or -1 (not one of them, or the
 * row has none). */
int front_optspec_choice(const struct optspec *row, const char *value);

/* Each value of ROW for completion: its choices, then what its values
 * function names. */
void front_optspec_each_value(const struct optspec *row,
			      void (*fn)(const char *value, void *arg), void *arg);

/* The VALUE row of SPEC (rows of GROUPS only, 0: all) that the option
 * word OPTION ("--tz", "--note-file", a unique prefix "--th", "-o")
 * names, as front_optspec_next reads it; NULL when it names none or a
 * switch. *FROM_FILE: it was --NAME-file (a file's name follows). */
const struct optspec *front_optspec_value_row(const struct optspec *spec,
					      unsigned groups,
					      const char *option,
					      bool *from_file);

/* The WORDS row of SPEC for GROUPS, or NULL. */
const struct optspec *front_optspec_words_row(const struct optspec *spec,
					      unsigned groups);

#endif
