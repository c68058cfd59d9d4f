/* liuren - cmd_practice.c: `liuren practice`: the program deals charts
 * and asks for each step of their derivation, the student answers on
 * stdin (or from --answers FILE), a wrong answer shows the sentences of
 * the derivation that decide the step and asks again ('skip' moves on);
 * a score at the end. Progress is kept per student beside the casebook
 * (liuren/progress.h); --report reads it back (practice_report.c).
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/commands.h"
#include "cli/practice_report.h"
#include "front/args.h"
#include "front/optspec.h"
#include "front/output.h"
#include "front/render.h"
#include "front/values.h"
#include "liuren/bifa.h"
#include "liuren/ganzhi.h"
#include "liuren/i18n.h"
#include "liuren/lang.h"
#include "liuren/normalize.h"
#include "liuren/patterns.h"
#include "liuren/practice.h"
#include "liuren/progress.h"
#include "liuren/quote.h"
#include "liuren/reading.h"
#include "liuren/resource.h"
#include "liuren/trace.h"

enum {
	PR_METHOD, PR_RULES, PR_COUNT, PR_SEED, PR_STUDENT, PR_ANSWERS,
	PR_CHARTS, PR_DEAL, PR_REPORT, PR_JSON, PR_LANG, PR_HELP
};

/* practice's options: its parsing, --help and completion */
const struct optspec cmd_practice_spec[] = {
	{ OPTSPEC_VALUE, "method", 0, "METHOD", N_("deal only charts of this "
	  "method: 賊克, 比用, 涉害, 遙克, 昴星,\n別責, 八專, 伏吟 or 返吟 "
	  "(or 元首, 重審 … for their family)"), 0, PR_METHOD, 0 },
	{ OPTSPEC_VALUE, "rules", 0, "RULES", N_("after each derivation, ask which "
	  "of a list of rules\nhold: 課經 (the 課體) or 畢法 (the 法)"), 0,
	  PR_RULES, 0, NULL, front_values_practice_rules },
	{ OPTSPEC_VALUE, "count", 0, "N", N_("how many charts to deal (default "
	  "5)"), 0, PR_COUNT, 0 },
	{ OPTSPEC_VALUE, "seed", 0, "N", N_("deal the same charts for the same "
	  "number (a class)"), 0, PR_SEED, 0 },
	{ OPTSPEC_VALUE, "student", 0, "NAME", N_("whose progress to keep and "
	  "read (default: the login name)"), 0, PR_STUDENT, 0 },
	{ OPTSPEC_VALUE, "answers", 0, "FILE", N_("read the answers from FILE, "
	  "one a line, instead of stdin"), OPTSPEC_PATH, PR_ANSWERS, 0 },
	{ OPTSPEC_VALUE, "charts", 0, "FILE", N_("practise the charts of FILE, "
	  "one a line as DAY HOUR GENERAL\n(丙辰 午 卯), instead of dealing"),
	  OPTSPEC_PATH, PR_CHARTS, 0 },
	{ OPTSPEC_SWITCH, "deal", 0, NULL, N_("print the charts dealt, one a line "
	  "for --charts (a class's set),\nby --seed alone, and ask nothing"), 0,
	  PR_DEAL, 0 },
	{ OPTSPEC_SWITCH, "report", 0, NULL, N_("print each student's accuracy "
	  "per step and per method"), 0, PR_REPORT, 0 },
	{ OPTSPEC_SWITCH, "json", 0, NULL, N_("the report as one JSON object"),
	  0, PR_JSON, 0 },
	FRONT_LANG_ROW(PR_LANG),
	FRONT_HELP_ROW(PR_HELP),
	{ OPTSPEC_END },
};

/* the largest file of answers or charts read */
enum { PRACTICE_FILE_MAX = 16 << 20, DEFAULT_COUNT = 5,
       MAX_COUNT = LR_CYCLE * LR_BRANCHES * LR_BRANCHES };

struct lines {
	char *text;
	char *next;	/* the next line, NULL at the end */
	bool from_stdin;
};

/* The next line of L (without its end), or NULL at the end. */
static char *next_line(struct lines *l, char *buf, size_t len)
{
	if (l->from_stdin) {
		if (!fgets(buf, (int)len, stdin))
			return NULL;
		buf[strcspn(buf, "\r\n")] = '\0';
		return buf;
	}
	if (!l->next || !*l->next)
		return NULL;
	char *line = l->next;
	char *end = strchr(line, '\n');
	l->next = end ? end + 1 : NULL;
	if (end)
		*end = '\0';
	line[strcspn(line, "\r")] = '\0';
	return line;
}

static int parse_count(const char *cmd, const char *opt, const char *text,
		       long long max, long long *out)
{
	char *end;
	errno = 0;
	long long v = strtoll(text, &end, 10);
	if (!*text || *end || errno || v < 0 || v > max) {
		char q[LR_QUOTE_SIZE];
		front_error(cmd, _("--%s wants a number from 0 to %lld, not '%s'"),
			    opt, max, lr_quote(text, q, sizeof q));
		return -1;
	}
	*out = v;
	return 0;
}

/* One chart of --charts: "丙辰 午 卯" (a general as a branch or a
 * name). */
static int parse_chart_line(const char *line, struct lr_input *in)
{
	char norm[256], day[64], hour[64], general[64], extra[8];
	lr_normalize(line, norm, sizeof norm);
	if (sscanf(norm, "%63s %63s %63s %7s", day, hour, general, extra) != 3)
		return -1;
	in->day = lr_parse_cycle_exact(day);
	in->hour = lr_parse_branch_exact(hour);
	in->general = lr_parse_month_general(general);
	return lr_input_check(in) ? -1 : 0;
}

struct session {
	const char *cmd;
	struct lines answers;
	bool echo;		/* answers not typed at a terminal are shown */
	struct lr_settings settings;
	struct lr_progress *progress;
	const char *student;
	int asked, right;	/* steps, and right at the first try */
	bool ended;		/* the answers ran out */
	bool seeded;		/* --seed given */
	enum lr_practice_rules rules;	/* --rules: which list to ask */
};

/* Why each rule listed by the LR_PQ_RULES step S holds or does not, as
 * READING found (its reason for those that hold). */
static void say_rules(const struct lr_practice_step *s,
		      const struct lr_reading *rd)
{
	for (int j = 0; j < s->nforms; j++) {
		const char *name = s->forms[j];
		const char *why = lr_practice_rule_reason(s, j, rd);
		fputs("     ", stdout);
		if (why)
			printf(_("%d %s: holds: %s"), j + 1, lr_lang_display(name),
			       why);
		else
			printf(_("%d %s: does not hold"), j + 1,
			       lr_lang_display(name));
		putchar('\n');
	}
}

/* Ask the steps of one chart; returns 0, or -1 when the answers ran out
 * before its end (nothing of it is kept). */
static int practise_chart(struct session *s, const struct lr_input *in,
			  int number, int of)
{
	static struct lr_reading reading;
	static struct lr_trace trace;
	static struct lr_practice p;
	struct lr_request rq;
	char err[512];
	lr_request_init(&rq);
	rq.source = LR_FROM_PILLARS;
	rq.input = *in;
	rq.settings = s->settings;
	unsigned parts = LR_READ_CHART;
	if (s->rules == LR_PRACTICE_RULES_KEJING)
		parts |= LR_READ_PATTERNS;
	else if (s->rules == LR_PRACTICE_RULES_BIFA)
		parts |= LR_READ_PATTERNS | LR_READ_BIFA;
	if (lr_reading_make(&reading, &rq, parts, &trace, err,
			    sizeof err) < 0) {
		front_error(s->cmd, "%s", err);
		return -1;
	}
	if (lr_practice_make(&p, &reading.chart, &trace) < 0) {
		front_error(s->cmd, "%s", _("this chart's derivation is cut "
			    "short: it cannot be practised"));
		return -1;
	}
	/* the rules' question last, when asked for and any can be listed */
	if (s->rules != LR_PRACTICE_RULES_NONE)
		lr_practice_add_rules(&p, &reading, s->rules);
	char title[128];
	front_render_chart_title(&reading.chart, title, sizeof title);
	printf(_("Chart %d of %d: %s"), number, of, title);
	putchar('\n');
	bool right[LR_PRACTICE_MAX];
	int tries[LR_PRACTICE_MAX];
	int chart_right = 0;
	for (int i = 0; i < p.count; i++) {
		char prompt[512], buf[1024], sentence[LR_STEP_TEXT];
		lr_practice_prompt(&p, i, prompt, sizeof prompt);
		right[i] = false;
		tries[i] = 0;
		for (;;) {
			printf("%2d. %s\n> ", i + 1, prompt);
			fflush(stdout);
			char *typed = next_line(&s->answers, buf, sizeof buf);
			if (!typed) {
				putchar('\n');
				s->ended = true;
				return -1;
			}
			if (s->echo)
				printf("%s\n", typed);
			if (!strcmp(typed, "skip") || !strcmp(typed, _("skip"))) {
				printf("   %s %s\n", _("Skipped; the answer is"),
				       p.steps[i].answer);
				break;
			}
			tries[i]++;
			if (lr_practice_check(&p.steps[i], typed)) {
				right[i] = tries[i] == 1;
				printf("   %s\n", _("Right."));
				break;
			}
			if (p.steps[i].kind == LR_PQ_RULES) {
				printf("   %s\n", _("Not right. The reading says:"));
				say_rules(&p.steps[i], &reading);
				printf("   %s\n", _("Try again, or type 'skip'."));
				continue;
			}
			printf("   %s\n", _("Not right. The derivation says:"));
			for (int k = 0; k < p.steps[i].ndecided; k++) {
				const struct lr_step *st =
					&trace.steps[p.steps[i].decided_by[k]];
				printf("     %s\n", lr_step_format(&trace, st, sentence,
								 sizeof sentence));
			}
			printf("   %s\n", _("Try again, or type 'skip'."));
		}
		chart_right += right[i];
	}
	s->asked += p.count;
	s->right += chart_right;
	printf(_("Chart %d: %d of %d steps right at the first try."), number,
	       chart_right, p.count);
	printf("\n\n");
	if (s->progress &&
	    lr_progress_record(s->progress, s->student, &p, right, tries,
			       (int64_t)time(NULL), err, sizeof err) != 0) {
		front_error(s->cmd, "%s", err);
		lr_progress_close(s->progress);
		s->progress = NULL;	/* said once; the practice goes on */
	}
	return 0;
}

static const char *login_name(void)
{
	const char *u = getenv("USER");
	if (!u || !*u)
		u = getenv("LOGNAME");
	return u && *u && lr_progress_student_ok(u) ? u : "student";
}

/* The family of the chart of IN as the reading makes it, or -1. */
static int family_of_input(const struct session *s, const struct lr_input *in)
{
	static struct lr_reading reading;
	struct lr_request rq;
	char err[512];
	lr_request_init(&rq);
	rq.source = LR_FROM_PILLARS;
	rq.input = *in;
	rq.settings = s->settings;
	if (lr_reading_make(&reading, &rq, LR_READ_CHART, NULL, err,
			    sizeof err) < 0)
		return -1;
	return (int)lr_practice_family_of(reading.chart.method);
}

/* The charts to practise: those of --charts FILE, else dealt. */
static int charts_to_practise(struct session *s, const char *charts_file,
			      int family, long long count, bool count_given,
			      uint64_t seed,
			      struct lr_input **out, int *n)
{
	char err[512];
	*out = NULL;
	*n = 0;
	if (charts_file) {
		char *text;
		size_t len;
		if (lr_file_read(charts_file, PRACTICE_FILE_MAX, &text, &len, err,
				 sizeof err) < 0) {
			front_error(s->cmd, "%s", err);
			return EXIT_USAGE;
		}
		struct lines l = { text, text, false };
		char buf[8], *line;
		int lineno = 0, cap = 0;
		while ((line = next_line(&l, buf, sizeof buf))) {
			lineno++;
			if (!line[strspn(line, " \t")] || line[0] == '#')
				continue;
			struct lr_input in;
			if (parse_chart_line(line, &in) < 0) {
				char q[LR_QUOTE_SIZE];
				front_error(s->cmd, _("%s:%d: not a chart (DAY HOUR "
					    "GENERAL, e.g. 丙辰 午 卯): '%s'"),
					    charts_file, lineno,
					    lr_quote(line, q, sizeof q));
				free(text);
				free(*out);
				return EXIT_USAGE;
			}
			if (family >= 0) {
				/* --method keeps the charts of that family */
				if (family_of_input(s, &in) != family)
					continue;
			}
			if (*n == cap) {
				cap = cap ? cap * 2 : 64;
				struct lr_input *more = realloc(*out, sizeof *more *
								(size_t)cap);
				if (!more) {
					free(text);
					free(*out);
					front_error(s->cmd, "%s", _("out of memory"));
					return EXIT_FAIL;
				}
				*out = more;
			}
			(*out)[(*n)++] = in;
		}
		free(text);
		if (count_given && *n > count)
			*n = (int)count;
		return EXIT_OK;
	}
	struct lr_practice_pool *pool = malloc(sizeof *pool);
	*out = malloc(sizeof **out * (size_t)(count > 0 ? count : 1));
	if (!pool || !*out) {
		free(pool);
		front_error(s->cmd, "%s", _("out of memory"));
		return EXIT_FAIL;
	}
	if (lr_practice_pool_fill(pool, &s->settings, err, sizeof err) < 0) {
		free(pool);
		front_error(s->cmd, "%s", err);
		return EXIT_FAIL;
	}
	struct lr_practice_card *cards = NULL;
	int ncards = 0;
	struct lr_practice_tally tally = { { 0 }, { 0 } };
	/* with --seed the charts are the seed's alone, the same for a
	 * whole class: the student's own cards and misses are left out */
	if (s->progress && !s->seeded &&
	    (lr_progress_cards(s->progress, s->student, &cards, &ncards, err,
			       sizeof err) != 0 ||
	     lr_progress_tally(s->progress, s->student, &tally, err,
			       sizeof err) != 0))
		front_error(s->cmd, "%s", err);	/* dealt as for a new student */
	*n = lr_practice_deal(pool, family, cards, ncards, &tally,
			      (int64_t)time(NULL), seed, *out, (int)count);
	free(cards);
	free(pool);
	return EXIT_OK;
}

int cmd_practice(int argc, char **argv)
{
	const char *cmd = argv[0];
	struct optspec_parser p;
	const struct optspec *row;
	const char *v;
	const char *method = NULL, *answers = NULL, *charts = NULL, *rules = NULL;
	const char *student = NULL;
	long long count = DEFAULT_COUNT, seed_value = 0;
	bool seeded = false, report = false, json = false, count_given = false;
	bool deal_only = false;
	int got;
	front_optspec_init(&p, cmd_practice_spec, argc, argv, 0);
	while ((got = front_optspec_next(&p, &row, &v)) == 1) {
		if (!row) {
			char q[LR_QUOTE_SIZE];
			front_error(cmd, _("unexpected word '%s'"),
				    lr_quote(v, q, sizeof q));
			return EXIT_USAGE;
		}
		switch (row->id) {
		case PR_HELP:
			return CLI_HELP;
		case PR_METHOD: method = v; break;
		case PR_RULES: rules = v; break;
		case PR_COUNT:
			if (parse_count(cmd, "count", v, MAX_COUNT, &count) < 0)
				return EXIT_USAGE;
			count_given = true;
			break;
		case PR_SEED:
			if (parse_count(cmd, "seed", v, INT64_MAX, &seed_value) < 0)
				return EXIT_USAGE;
			seeded = true;
			break;
		case PR_STUDENT: student = v; break;
		case PR_ANSWERS: answers = v; break;
		case PR_CHARTS: charts = v; break;
		case PR_REPORT: report = true; break;
		case PR_DEAL: deal_only = true; break;
		case PR_JSON: json = true; break;
		default: break;	/* --lang: chosen already */
		}
	}
	if (got < 0) {
		front_error(cmd, "%s", p.err);
		return EXIT_USAGE;
	}
	if (deal_only && (report || answers || charts)) {
		front_error(cmd, "%s", _("--deal goes with neither --report, "
			    "--answers nor --charts"));
		return EXIT_USAGE;
	}
	if (json && !report) {
		front_error(cmd, "%s", _("--json goes with --report"));
		return EXIT_USAGE;
	}
	enum lr_practice_rules which_rules = LR_PRACTICE_RULES_NONE;
	if (rules && (report || deal_only)) {
		front_error(cmd, "%s", _("--rules goes with neither --report nor "
			    "--deal"));
		return EXIT_USAGE;
	}
	if (rules) {
		int which = lr_practice_parse_rules(rules);
		if (which < 0) {
			char q[LR_QUOTE_SIZE];
			front_error(cmd, _("--rules: unknown '%s' (課經 or 畢法)"),
				    lr_quote(rules, q, sizeof q));
			return EXIT_USAGE;
		}
		which_rules = (enum lr_practice_rules)which;
	}

	if (student && !lr_progress_student_ok(student)) {
		front_error(cmd, _("--student wants a name of 1 to %d bytes without "
			    "control characters"), LR_STUDENT_MAX);
		return EXIT_USAGE;
	}
	int family = -1;
	if (method && (family = lr_practice_parse_family(method)) < 0) {
		char q[LR_QUOTE_SIZE];
		front_error(cmd, _("unknown method '%s' (賊克, 比用, 涉害, 遙克, "
			    "昴星, 別責, 八專, 伏吟 or 返吟)"),
			    lr_quote(method, q, sizeof q));
		return EXIT_USAGE;
	}
	char path[4096], err[512];
	bool have_path = lr_progress_default_path(path, sizeof path) == 0;
	if (report)
		return practice_report(cmd, have_path ? path : NULL, student, json);

	struct session s = { .cmd = cmd, .seeded = seeded, .rules = which_rules };
	s.student = student ? student : login_name();
	lr_settings_default(&s.settings);
	if (front_load_config(cmd, NULL, false, &s.settings) != EXIT_OK)
		return EXIT_USAGE;
	if (answers) {
		size_t len;
		if (lr_file_read(answers, PRACTICE_FILE_MAX, &s.answers.text, &len,
				 err, sizeof err) < 0) {
			front_error(cmd, "%s", err);
			return EXIT_USAGE;
		}
		s.answers.next = s.answers.text;
		s.echo = true;
	} else {
		s.answers.from_stdin = true;
		s.echo = !isatty(STDIN_FILENO);
	}
	if (deal_only)
		;	/* a class's set: the seed's, whoever deals it */
	else if (!have_path)
		front_error(cmd, "%s", _("progress not kept: set XDG_DATA_HOME or "
			    "HOME"));
	else if (lr_progress_open(path, true, &s.progress, err, sizeof err) != 0)
		front_error(cmd, _("progress not kept: %s"), err);
	uint64_t seed = seeded ? (uint64_t)seed_value : (uint64_t)time(NULL);
	struct lr_input *deal;
	int n;
	int rc = charts_to_practise(&s, charts, family, count, count_given,
				    seed, &deal, &n);
	if (rc == EXIT_OK && deal_only) {
		char day[8];
		for (int i = 0; i < n; i++)
			printf("%s %s %s\n", lr_cycle_name(deal[i].day, day),
			       lr_branch_name(deal[i].hour),
			       lr_branch_name(deal[i].general));
		free(deal);
		free(s.answers.text);
		return front_check_output(cmd) == 0 ? EXIT_OK : EXIT_FAIL;
	}
	for (int i = 0; rc == EXIT_OK && i < n && !s.ended; i++)
		if (practise_chart(&s, &deal[i], i + 1, n) < 0 && !s.ended)
			rc = EXIT_FAIL;
	free(deal);
	free(s.answers.text);
	lr_progress_close(s.progress);
	if (rc != EXIT_OK)
		return rc;
	if (s.asked > 0)
		printf(_("Score: %d of %d steps right at the first try (%d%%)."),
		       s.right, s.asked, s.right * 100 / s.asked);
	else
		printf("%s", _("Score: no chart was finished."));
	putchar('\n');
	return front_check_output(cmd) == 0 ? EXIT_OK : EXIT_FAIL;
}
