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
#include "front/colour.h"
#include "front/json.h"
#include "front/picture.h"
#include "front/render.h"
#include "liuren/quote.h"
#include "liuren/trace.h"

static int finish(void)
{
	return front_check_output(NULL) == 0 ? EXIT_OK : EXIT_FAIL;
}

enum {
	PRINT_BATCH = 900, PRINT_FORMAT, PRINT_OUTPUT, PRINT_FORCE, PRINT_THEME,
	PRINT_SCALE
};

/* PNG's size against the SVG's by default, and the largest asked. */
#define PRINT_SCALE_DEFAULT 2.0
#define PRINT_SCALE_MAX 16.0

/* print's table: the chart request's rows and --batch */
#define FRONT_CHART_UNREAD 0
#define FRONT_CHART_ABSENT 0
const struct optspec cmd_print_spec[] = {
	CHART_REQUEST_ROWS
	{ OPTSPEC_VALUE, "batch", 0, "FILE",
	  N_("one chart per line of FILE (- for standard input), each\n"
	     "line in print's words; the options given here apply to\n"
	     "every line (with --json: one object per line)"),
	  OPTSPEC_PATH, PRINT_BATCH, 0 },
	{ OPTSPEC_SECTION, NULL, 0, NULL, N_("Output:"), 0, 0, 0 },
	{ OPTSPEC_VALUE, "format", 0, "FORMAT",
	  N_("text (the default), or the chart as a picture of\n"
	     "its plate: svg, html (one page to print), markdown\n"
	     "(the plate in box characters) or png"),
	  OPTSPEC_UNPAGED, PRINT_FORMAT, 0, front_picture_format_names },
	{ OPTSPEC_VALUE, "output", 'o', "FILE",
	  N_("write to FILE (never over a file that is there,\n"
	     "unless --force)"), OPTSPEC_PATH | OPTSPEC_UNPAGED, PRINT_OUTPUT, 0 },
	{ OPTSPEC_SWITCH, "force", 0, NULL,
	  N_("let --output write over a file that is there"), 0,
	  PRINT_FORCE, 0 },
	{ OPTSPEC_VALUE, "theme", 0, "NAME",
	  N_("the colours of svg, html and png: light (the\n"
	     "default), dark or print (black on white)"), 0, PRINT_THEME, 0,
	  front_picture_theme_names },
	{ OPTSPEC_VALUE, "scale", 0, "FACTOR",
	  N_("png: its size against the SVG's (default 2)"), 0,
	  PRINT_SCALE, 0 },
	{ OPTSPEC_END },
};
/* the formats explain writes (the rest are refused after parsing) */
static const char *const explain_formats[] = { "text", "html", NULL };
/* explain's table: the chart request's rows and the handout's output */
const struct optspec cmd_explain_spec[] = {
	CHART_REQUEST_ROWS
	{ OPTSPEC_SECTION, NULL, 0, NULL, N_("Output:"), 0, 0, 0 },
	{ OPTSPEC_VALUE, "format", 0, "FORMAT",
	  N_("text (the default), or html: one page with the plate\n"
	     "drawn at each step, the step's palaces lit (a handout)"),
	  OPTSPEC_UNPAGED, PRINT_FORMAT, 0, explain_formats },
	{ OPTSPEC_VALUE, "output", 'o', "FILE",
	  N_("write to FILE (never over a file that is there,\n"
	     "unless --force)"), OPTSPEC_UNPAGED, PRINT_OUTPUT, 0 },
	{ OPTSPEC_SWITCH, "force", 0, NULL,
	  N_("let --output write over a file that is there"), 0,
	  PRINT_FORCE, 0 },
	{ OPTSPEC_VALUE, "theme", 0, "NAME",
	  N_("the colours of svg, html and png: light (the\n"
	     "default), dark or print (black on white)"), 0, PRINT_THEME, 0 },
	{ OPTSPEC_END },
};
#undef FRONT_CHART_UNREAD
#undef FRONT_CHART_ABSENT

/* How print writes: --format, --output, --force, --theme, --scale. */
struct print_output {
	enum picture_format format;
	const char *path;	/* NULL: standard output */
	bool force;
	enum picture_theme theme;
	double scale;
	bool given;		/* any of them given */
};

/* The picture of REQ's chart (static, freed by the caller with
 * front_picture_free), or NULL when memory runs out (said). */
static struct picture *request_picture(const char *cmd,
				       const struct chart_request *req)
{
	static struct picture pic;
	struct render_reading r;
	char manual[CHART_REQUEST_MANUAL_SIZE];
	front_picture_reading(req, &r, manual);
	if (front_picture_make(&pic, &r) < 0) {
		front_error(cmd, "%s", strerror(ENOMEM));
		return NULL;
	}
	return &pic;
}

/* The chart of REQ as OUT asks. */
static int print_picture(const char *cmd, const struct chart_request *req,
			 const struct print_output *out)
{
	char err[1024];
	struct picture *pic = request_picture(cmd, req);
	if (!pic)
		return EXIT_FAIL;
	int rc = front_picture_write(pic, out->format, out->theme, out->scale,
				     out->path, out->force, err, sizeof err);
	front_picture_free(pic);
	if (rc < 0) {
		front_error(cmd, "%s", err);
		return EXIT_FAIL;
	}
	return EXIT_OK;
}

/* Print the chart ARGV asks for, as text or (--json) one JSON object, or
 * as OUT asks (NULL: text); LINE > 0 (a batch's line) goes into the
 * object as "line". Returns an exit status, or -1 when --help was asked
 * for. */
static int print_one(int argc, char **argv, long line,
		     const struct print_output *out)
{
	static struct chart_request req;
	int rc = front_chart_request_make(argc, argv, &req);
	if (rc != EXIT_OK)
		return rc;
	if (out && (out->format != PICTURE_FORMAT_TEXT || out->path)) {
		if (req.args.json) {
			front_error(argv[0], _("--json and --format or --output "
				    "do not go together"));
			return EXIT_USAGE;
		}
		return print_picture(argv[0], &req, out);
	}
	if (req.args.json) {
		struct json j;
		front_json_init(&j, stdout);
		front_json_object_begin(&j);
		if (line > 0) {
			front_json_key(&j, "line");
			front_json_int(&j, line);
		}
		front_chart_request_json_members(&j, &req);
		front_json_object_end(&j);
		front_json_finish(&j);
	} else {
		front_colour_begin();
		front_chart_request_print_text(stdout, &req);
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
		front_error(cmd, _("cannot read '%s': %s"),
			  lr_quote(path, q, sizeof q), strerror(errno));
		return EXIT_FAIL;
	}
	const char *name = in == stdin ? _("standard input") : path;
	char **av = malloc(sizeof *av * (size_t)(argc + BATCH_WORDS_MAX + 1));
	char *line = malloc(BATCH_LINE_MAX + 2);
	int status = EXIT_OK;
	if (!av || !line) {
		front_error(cmd, "%s", strerror(ENOMEM));
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
			front_error(where, _("the line is longer than %d bytes"),
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
			front_error(where, "%s", why);
			status = EXIT_FAIL;
			continue;
		}
		av[argc + n] = NULL;
		av[0] = where;
		int rc = print_one(argc + n, av, no, NULL);
		if (rc < 0) {
			front_error(where, _("--help is not read in a batch"));
			rc = EXIT_USAGE;
		}
		if (rc != EXIT_OK)
			status = EXIT_FAIL;
		if (front_check_output(cmd) != 0) {
			status = EXIT_FAIL;
			break;
		}
	}
	if (ferror(in)) {
		char q[LR_QUOTE_SIZE];
		front_error(cmd, _("cannot read '%s': %s"),
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

/* OUT's option ROW with value V. Returns EXIT_OK or EXIT_USAGE (said). */
static int print_output_option(const char *cmd, const struct optspec *row,
			       const char *v, struct print_output *out)
{
	char q[LR_QUOTE_SIZE];
	out->given = true;
	switch (row->id) {
	case PRINT_FORMAT: {
		int f = front_picture_format_parse(v);
		if (f < 0) {
			front_error(cmd, _("--format: unknown format '%s' (text, "
				    "svg, html, markdown or png)"),
				    lr_quote(v, q, sizeof q));
			return EXIT_USAGE;
		}
		out->format = (enum picture_format)f;
		break;
	}
	case PRINT_OUTPUT:
		if (!*v) {
			front_error(cmd, _("--output: the file name is empty"));
			return EXIT_USAGE;
		}
		/* "-o --help" is a slip, not a file to make */
		if (v[0] == '-' && v[1]) {
			char q2[LR_QUOTE_SIZE];
			front_error(cmd, _("--output: '%s' looks like an option "
				    "(./%s names a file of that name)"),
				    lr_quote(v, q, sizeof q), lr_quote(v, q2, sizeof q2));
			return EXIT_USAGE;
		}
		out->path = v;
		break;
	case PRINT_FORCE:
		out->force = true;
		break;
	case PRINT_THEME: {
		int t = front_picture_theme_parse(v);
		if (t < 0) {
			front_error(cmd, _("--theme: unknown theme '%s' (light, "
				    "dark or print)"), lr_quote(v, q, sizeof q));
			return EXIT_USAGE;
		}
		out->theme = (enum picture_theme)t;
		break;
	}
	case PRINT_SCALE: {
		char *end;
		errno = 0;
		double z = strtod(v, &end);
		if (end == v || *end || errno || !(z > 0) || z > PRINT_SCALE_MAX) {
			front_error(cmd, _("--scale: '%s' is not a factor above 0 "
				    "and at most %g"), lr_quote(v, q, sizeof q),
				    PRINT_SCALE_MAX);
			return EXIT_USAGE;
		}
		out->scale = z;
		break;
	}
	}
	return EXIT_OK;
}

/* The output options of SPEC (ids PRINT_BATCH … PRINT_SCALE) out of
 * ARGV into OUT and *BATCH; the other words, in order, into a new
 * array *BASE of *N (NULL-terminated; the caller frees it). Returns
 * EXIT_OK, or an exit status (said). */
static int take_output(int argc, char **argv, const struct optspec *spec,
		       struct print_output *out, const char **batch,
		       char ***base, int *n)
{
	struct optspec_parser p;
	const struct optspec *row;
	const char *v;
	int got;
	bool *cut = calloc((size_t)argc + 1, sizeof *cut);
	if (!cut) {
		front_error(argv[0], "%s", strerror(ENOMEM));
		return EXIT_FAIL;
	}
	front_optspec_init(&p, spec, argc, argv, 0);
	while ((got = front_optspec_next(&p, &row, &v)) == 1) {
		if (!row || (row->id < PRINT_BATCH || row->id > PRINT_SCALE))
			continue;
		for (int i = p.index; i < p.next; i++)
			cut[i] = true;
		if (row->id == PRINT_BATCH) {
			if (*batch) {
				front_error(argv[0], _("--batch is given twice"));
				free(cut);
				return EXIT_USAGE;
			}
			*batch = v;
		} else if (print_output_option(argv[0], row, v, out) != EXIT_OK) {
			free(cut);
			return EXIT_USAGE;
		}
	}
	if (got < 0) {
		front_error(argv[0], "%s", p.err);
		free(cut);
		return EXIT_USAGE;
	}
	if (out->force && !out->path) {
		front_error(argv[0], _("--force is for --output"));
		free(cut);
		return EXIT_USAGE;
	}
	*base = malloc(sizeof **base * (size_t)(argc + 1));
	if (!*base) {
		free(cut);
		front_error(argv[0], "%s", strerror(ENOMEM));
		return EXIT_FAIL;
	}
	*n = 0;
	for (int i = 0; i < argc; i++)
		if (!cut[i])
			(*base)[(*n)++] = argv[i];
	(*base)[*n] = NULL;
	free(cut);
	return EXIT_OK;
}

int cmd_print(int argc, char **argv)
{
	/* --batch and the output options are looked for first: the rest of
	 * the command line is then the chart's (and for --batch the part
	 * every line shares) */
	const char *batch = NULL;
	struct print_output out = { PICTURE_FORMAT_TEXT, NULL, false,
				    PICTURE_LIGHT, PRINT_SCALE_DEFAULT, false };
	char **base;
	int n;
	int status = take_output(argc, argv, cmd_print_spec, &out, &batch,
				 &base, &n);
	if (status != EXIT_OK)
		return status;
	if (batch) {
		if (out.given) {
			front_error(argv[0], _("--batch writes text to standard "
				    "output: --format, --output, --theme and "
				    "--scale are for one chart"));
			free(base);
			return EXIT_USAGE;
		}
		int rc = print_batch(n, base, batch);
		free(base);
		return rc == EXIT_OK ? finish() : (finish(), rc);
	}
	/* one chart (the parser says what is wrong with the words) */
	int rc = print_one(n, base, 0, &out);
	free(base);
	if (rc < 0)
		return CLI_HELP;
	if (rc != EXIT_OK)
		return rc;
	return finish();
}

/* The derivation TRACE of REQ's chart as an HTML handout, as OUT asks. */
static int explain_picture(const char *cmd, const struct chart_request *req,
			   const struct lr_trace *trace,
			   const struct print_output *out)
{
	char err[1024];
	struct picture *pic = request_picture(cmd, req);
	if (!pic)
		return EXIT_FAIL;
	char *text = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&text, &len);
	int rc = m ? front_picture_html_steps(m, pic, &req->reading.chart,
					      trace, out->theme) : -1;
	if (m && fclose(m) != 0)
		rc = -1;
	front_picture_free(pic);
	if (rc < 0) {
		free(text);
		front_error(cmd, "%s", strerror(ENOMEM));
		return EXIT_FAIL;
	}
	rc = front_picture_put(text, len, out->path, out->force, err, sizeof err);
	free(text);
	if (rc < 0) {
		front_error(cmd, "%s", err);
		return EXIT_FAIL;
	}
	return EXIT_OK;
}

int cmd_explain(int argc, char **argv)
{
	static struct chart_request req;
	static struct lr_trace trace;
	const char *batch = NULL;
	struct print_output out = { PICTURE_FORMAT_TEXT, NULL, false,
				    PICTURE_LIGHT, PRINT_SCALE_DEFAULT, false };
	char **base;
	int n;
	int rc = take_output(argc, argv, cmd_explain_spec, &out, &batch,
			     &base, &n);
	if (rc != EXIT_OK)
		return rc;
	if (out.format != PICTURE_FORMAT_TEXT && out.format != PICTURE_FORMAT_HTML) {
		front_error(argv[0], _("--format: explain writes text or html"));
		free(base);
		return EXIT_USAGE;
	}
	rc = front_chart_request_make_traced(n, base, &req, &trace);
	free(base);
	if (rc < 0)
		return CLI_HELP;
	if (rc != EXIT_OK)
		return rc;
	lr_trace_format(&trace);
	if (out.format == PICTURE_FORMAT_HTML || out.path) {
		if (req.args.json) {
			front_error(argv[0], _("--json and --format or --output "
				    "do not go together"));
			return EXIT_USAGE;
		}
		if (out.format == PICTURE_FORMAT_TEXT) {
			front_error(argv[0], _("--output: explain writes a file "
				    "with --format html"));
			return EXIT_USAGE;
		}
		rc = explain_picture(argv[0], &req, &trace, &out);
		return rc == EXIT_OK ? finish() : rc;
	}
	if (req.args.json) {
		struct json j;
		front_json_init(&j, stdout);
		front_json_object_begin(&j);
		front_render_chart_json_members(&j, &req.reading.chart);
		front_chart_request_json_moment(&j, &req);
		front_json_key(&j, "steps");
		front_render_trace_json(&j, &trace);
		front_json_object_end(&j);
		front_json_finish(&j);
	} else {
		char title[64];
		front_colour_begin();
		front_chart_request_text_moment(&req);
		printf("%s\n\n", front_render_chart_title(&req.reading.chart, title, sizeof title));
		front_render_trace_text_marked(stdout, &trace,
					       &req.reading.chart);
	}
	return finish();
}
