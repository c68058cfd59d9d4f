/* liuren - cmd_chart.c: the print and explain commands, over the chart
 * request of front/chart_request.h, and print's --batch: one chart per
 * line of a file, each line in print's own words.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands.h"
#include "front/args.h"
#include "front/chart_request.h"
#include "front/json.h"
#include "front/render.h"
#include "liuren/quote.h"
#include "liuren/trace.h"

static int finish(void)
{
	return cli_check_output(NULL) == 0 ? EXIT_OK : EXIT_FAIL;
}

enum { PRINT_BATCH = 900 };

/* print's table: the chart request's rows and --batch */
#define CLI_CHART_UNREAD 0
const struct optspec cmd_print_spec[] = {
	CHART_REQUEST_ROWS
	{ OPTSPEC_VALUE, "batch", 0, "FILE",
	  N_("one chart per line of FILE (- for standard input), each\n"
	     "line in print's words; the options given here apply to\n"
	     "every line (with --json: one object per line)"),
	  0, PRINT_BATCH, 0 },
	{ OPTSPEC_END },
};
#undef CLI_CHART_UNREAD

/* Print the chart ARGV asks for, as text or (--json) one JSON object;
 * LINE > 0 (a batch's line) goes into the object as "line". Returns an
 * exit status, or -1 when --help was asked for. */
static int print_one(int argc, char **argv, long line)
{
	static struct chart_request req;
	int rc = chart_request_make(argc, argv, &req);
	if (rc != EXIT_OK)
		return rc;
	if (req.args.json) {
		struct json j;
		json_init(&j, stdout);
		json_object_begin(&j);
		if (line > 0) {
			json_key(&j, "line");
			json_int(&j, line);
		}
		chart_request_json_members(&j, &req);
		json_object_end(&j);
		json_finish(&j);
	} else {
		chart_request_print_text(stdout, &req);
	}
	return EXIT_OK;
}

enum { BATCH_LINE_MAX = 4096, BATCH_WORDS_MAX = 64 };

/* Split LINE in place into words as a shell would for plain words:
 * blanks separate them, '…' and "…" quote (inside "…", \" and \\).
 * Returns the count, or -1 with the problem in *WHY. */
static int split_words(char *line, char **words, int max, const char **why)
{
	int n = 0;
	char *r = line;
	for (;;) {
		while (*r == ' ' || *r == '\t')
			r++;
		if (!*r)
			return n;
		if (n == max) {
			*why = _("too many words");
			return -1;
		}
		/* the word is written over itself, its quotes dropped, so W
		 * never passes R */
		char *w = r;
		words[n++] = w;
		while (*r && *r != ' ' && *r != '\t') {
			char q = *r;
			if (q != '\'' && q != '"') {
				*w++ = *r++;
				continue;
			}
			r++;
			while (*r && *r != q) {
				if (q == '"' && *r == '\\' && (r[1] == '"' || r[1] == '\\'))
					r++;
				*w++ = *r++;
			}
			if (!*r) {
				*why = _("a quote is not closed");
				return -1;
			}
			r++;
		}
		bool more = *r != '\0';
		*w = '\0';
		if (more)
			r++;
	}
}

/* print --batch FILE: BASE (ARGC words, the command line without --batch
 * and its value) then each line's words, one chart per line. A line that
 * does not make a chart is reported as FILE:LINE and the next is read;
 * the status is then 1. */
static int print_batch(int argc, char **argv, const char *path)
{
	const char *cmd = argv[0];
	FILE *in = strcmp(path, "-") ? fopen(path, "r") : stdin;
	if (!in) {
		char q[LR_QUOTE_SIZE];
		cli_error(cmd, _("cannot read '%s': %s"),
			  lr_quote(path, q, sizeof q), strerror(errno));
		return EXIT_FAIL;
	}
	const char *name = in == stdin ? _("standard input") : path;
	char **av = malloc(sizeof *av * (size_t)(argc + BATCH_WORDS_MAX + 1));
	char *line = malloc(BATCH_LINE_MAX + 2);
	int status = EXIT_OK;
	if (!av || !line) {
		cli_error(cmd, "%s", strerror(ENOMEM));
		status = EXIT_FAIL;
		goto out;
	}
	memcpy(av, argv, sizeof *av * (size_t)argc);
	for (long no = 1; fgets(line, BATCH_LINE_MAX + 2, in); no++) {
		char where[512], q[LR_QUOTE_SIZE];
		snprintf(where, sizeof where, "%s %s:%ld", cmd,
			 lr_quote(name, q, sizeof q), no);
		size_t len = strlen(line);
		bool whole = len > 0 && line[len - 1] == '\n';
		if (!whole && !feof(in)) {
			int c;
			while ((c = getc(in)) != EOF && c != '\n')
				;
			cli_error(where, _("the line is longer than %d bytes"),
				  BATCH_LINE_MAX);
			status = EXIT_FAIL;
			continue;
		}
		line[strcspn(line, "\r\n")] = '\0';
		const char *why = NULL;
		char *first = line + strspn(line, " \t");
		if (!*first || *first == '#')
			continue;
		int n = split_words(line, av + argc, BATCH_WORDS_MAX, &why);
		if (n < 0) {
			cli_error(where, "%s", why);
			status = EXIT_FAIL;
			continue;
		}
		av[argc + n] = NULL;
		av[0] = where;
		int rc = print_one(argc + n, av, no);
		if (rc < 0) {
			cli_error(where, _("--help is not read in a batch"));
			rc = EXIT_USAGE;
		}
		if (rc != EXIT_OK)
			status = EXIT_FAIL;
		if (cli_check_output(cmd) != 0) {
			status = EXIT_FAIL;
			break;
		}
	}
	if (ferror(in)) {
		char q[LR_QUOTE_SIZE];
		cli_error(cmd, _("cannot read '%s': %s"),
			  lr_quote(name, q, sizeof q), strerror(EIO));
		status = EXIT_FAIL;
	}
out:
	free(av);
	free(line);
	if (in != stdin)
		fclose(in);
	return status;
}

int cmd_print(int argc, char **argv)
{
	/* --batch is looked for first: the rest of the command line is then
	 * the part every line shares */
	struct optspec_parser p;
	const struct optspec *row;
	const char *v, *batch = NULL;
	int got, cut_from = 0, cut_to = 0;
	optspec_init(&p, cmd_print_spec, argc, argv, OPTSPEC_ABBREV);
	while ((got = optspec_next(&p, &row, &v)) == 1)
		if (row && row->id == PRINT_BATCH) {
			if (batch) {
				cli_error(argv[0], _("--batch is given twice"));
				return EXIT_USAGE;
			}
			batch = v;
			cut_from = p.index;
			cut_to = p.next;
		}
	if (got == 0 && batch) {
		char **base = malloc(sizeof *base * (size_t)(argc + 1));
		if (!base) {
			cli_error(argv[0], "%s", strerror(ENOMEM));
			return EXIT_FAIL;
		}
		int n = 0;
		for (int i = 0; i < argc; i++)
			if (i < cut_from || i >= cut_to)
				base[n++] = argv[i];
		base[n] = NULL;
		int rc = print_batch(n, base, batch);
		free(base);
		return rc == EXIT_OK ? finish() : (finish(), rc);
	}
	/* one chart (the parser says what is wrong with the words) */
	int rc = print_one(argc, argv, 0);
	if (rc < 0)
		cli_print_command_help(stdout, argv[0]);
	if (rc != EXIT_OK)
		return rc < 0 ? EXIT_OK : rc;
	return finish();
}

int cmd_explain(int argc, char **argv)
{
	static struct chart_request req;
	static struct lr_trace trace;
	int rc = chart_request_make_traced(argc, argv, &req, &trace);
	if (rc < 0)
		cli_print_command_help(stdout, argv[0]);
	if (rc != EXIT_OK)
		return rc < 0 ? EXIT_OK : rc;
	lr_trace_format(&trace);
	if (req.args.json) {
		struct json j;
		json_init(&j, stdout);
		json_object_begin(&j);
		render_chart_json_members(&j, &req.reading.chart);
		chart_request_json_moment(&j, &req);
		json_key(&j, "steps");
		render_trace_json(&j, &trace);
		json_object_end(&j);
		json_finish(&j);
	} else {
		char title[64];
		chart_request_text_moment(&req);
		printf("%s\n\n", render_chart_title(&req.reading.chart, title, sizeof title));
		render_trace_text(stdout, &trace);
	}
	return finish();
}
