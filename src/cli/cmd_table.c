/* liuren - cmd_table.c: the table command, every lesson (課) for a set of
 * (day, hour, general) inputs, one per line, as text, TSV or JSON lines,
 * for comparing engines and for programs that read charts in bulk.
 *
 *   liuren table [--hours all|子丑…] [--day PILLAR] [--general BRANCH]
 *                [--tsv | --json] [SETTINGS]
 *
 * Lines come in the order day (甲子 … 癸亥), hour (子 … 亥), general
 * (子 … 亥). Nothing here is read from res/: only the core's chart.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "front/args.h"
#include "cli/commands.h"
#include "front/json.h"
#include "front/output.h"
#include "liuren/context.h"
#include "liuren/i18n.h"
#include "liuren/lang.h"
#include "liuren/reading.h"

enum table_format { TABLE_TEXT, TABLE_TSV, TABLE_JSON };

struct table_args {
	unsigned hours;			/* bit b: hour branch b wanted */
	enum table_format format;
	bool tsv;
};

#define BN(b) lr_branch_name(b)
#define GS(g) lr_general_short(g)

static const char *relation_word(enum lr_relation rel)
{
	return rel == LR_REL_NONE ? "-" : lr_relation_name(rel);
}

static const char *method_detail(const struct lr_chart *c)
{
	return c->method_detail ? c->method_detail : "";
}

/* The lower of lesson I as the book writes it: the day stem for the
 * first lesson, else the earth palace. */
static const char *lesson_lower(const struct lr_chart *c, int i)
{
	return i == 0 ? lr_stem_name(c->lessons[0].lower_stem)
		      : BN(c->lessons[i].lower);
}

static const char tsv_header[] =
	"day\thour\tgeneral\tdaytime\tnoble\tnoble_direction\tvoid"
	"\tlesson1\tlesson2\tlesson3\tlesson4"
	"\trelation1\trelation2\trelation3\trelation4"
	"\tlesson_generals"
	"\tfirst\tmiddle\tlast\ttransmission_stems\ttransmission_kin"
	"\ttransmission_generals\tmethod\tmethod_detail\n";

/* A line of the table, gathered before it is written: 8,640 lines of 24
 * fields through fprintf took three quarters of table's time. */
struct tsv_line {
	FILE *out;
	size_t n;
	char s[1024];
};

static void tsv_put(struct tsv_line *l, const char *text)
{
	size_t k = strlen(text);
	if (l->n + k > sizeof l->s) {	/* (no line is this long) */
		fwrite(l->s, 1, l->n, l->out);
		l->n = 0;
		if (k > sizeof l->s) {
			fwrite(text, 1, k, l->out);
			return;
		}
	}
	memcpy(l->s + l->n, text, k);
	l->n += k;
}

static void write_tsv(FILE *out, const struct lr_chart *c)
{
	struct tsv_line l;
	l.out = out;
	l.n = 0;
	char day[8];
	const char *head[] = {
		lr_cycle_name(c->input.day, day), BN(c->input.hour),
		BN(c->input.general), c->daytime ? "晝" : "夜", BN(c->noble),
		c->noble_forward ? "順" : "逆",
	};
	for (size_t i = 0; i < sizeof head / sizeof head[0]; i++) {
		tsv_put(&l, head[i]);
		tsv_put(&l, "\t");
	}
	tsv_put(&l, BN(c->void_branches[0]));
	tsv_put(&l, BN(c->void_branches[1]));
	for (int i = 0; i < 4; i++) {
		tsv_put(&l, "\t");
		tsv_put(&l, BN(c->lessons[i].upper));
		tsv_put(&l, lesson_lower(c, i));
	}
	for (int i = 0; i < 4; i++) {
		tsv_put(&l, "\t");
		tsv_put(&l, relation_word(c->lessons[i].relation));
	}
	tsv_put(&l, "\t");
	for (int i = 0; i < 4; i++)
		tsv_put(&l, GS(c->lessons[i].general));
	for (int i = 0; i < 3; i++) {
		tsv_put(&l, "\t");
		tsv_put(&l, BN(c->transmissions[i].branch));
	}
	tsv_put(&l, "\t");
	for (int i = 0; i < 3; i++) {
		int s = c->transmissions[i].stem;
		tsv_put(&l, s >= 0 ? lr_stem_name(s) : "-");
	}
	tsv_put(&l, "\t");
	for (int i = 0; i < 3; i++) {
		if (i)
			tsv_put(&l, ",");
		tsv_put(&l, lr_kin_name(c->transmissions[i].kin));
	}
	tsv_put(&l, "\t");
	for (int i = 0; i < 3; i++)
		tsv_put(&l, GS(c->transmissions[i].general));
	tsv_put(&l, "\t");
	tsv_put(&l, lr_method_name(c->method));
	tsv_put(&l, "\t");
	tsv_put(&l, method_detail(c));
	tsv_put(&l, "\n");
	fwrite(l.s, 1, l.n, out);
}

/* 丙辰日 寅時 未將 夜 貴酉順 空子丑 課 蛇戌丙 空卯戌 貴酉辰 青寅酉 傳 青甲寅
 * 陰己未 合　子 重審 (in Chinese; each language orders and names the
 * parts in its catalog): lessons first to fourth as upper over lower,
 * transmissions with their hidden stems (a void one, which has none,
 * keeps the column with an ideographic space), generals as one character
 * each, so that the columns of the lessons and transmissions line up. */
static void write_text(FILE *out, const struct lr_chart *c)
{
	char day[8], pillars[64], lessons[128] = "", trans[128] = "";
	snprintf(pillars, sizeof pillars, "%s日 %s時 %s將",
		 lr_cycle_name(c->input.day, day), BN(c->input.hour),
		 BN(c->input.general));
	for (int i = 0; i < 4; i++)
		snprintf(lessons + strlen(lessons), sizeof lessons - strlen(lessons),
			 "%s%s%s%s", i ? " " : "", GS(c->lessons[i].general),
			 BN(c->lessons[i].upper), lesson_lower(c, i));
	for (int i = 0; i < 3; i++) {
		const struct lr_transmission *t = &c->transmissions[i];
		snprintf(trans + strlen(trans), sizeof trans - strlen(trans),
			 "%s%s%s%s", i ? " " : "", GS(t->general),
			 t->stem >= 0 ? lr_stem_name(t->stem) : "　",
			 BN(t->branch));
	}
	char void_pair[16], method[96];
	snprintf(void_pair, sizeof void_pair, "%s%s", BN(c->void_branches[0]),
		 BN(c->void_branches[1]));
	/* 知一（比用）, 知一 (比用), 知一(比用): as print writes it */
	lr_lang_bracket(lr_method_name(c->method), method_detail(c), method,
			sizeof method);
	/* TRANSLATORS: in table's line: a day or night chart (晝, 夜) and
	   the noble (貴人) on its branch going forward (順) or backward (逆) */
	char noble[96];
	snprintf(noble, sizeof noble, c->daytime
		 ? (c->noble_forward ? _("晝 貴%s順") : _("晝 貴%s逆"))
		 : (c->noble_forward ? _("夜 貴%s順") : _("夜 貴%s逆")),
		 BN(c->noble));
	/* TRANSLATORS: one line of `liuren table`: 1 the pillars (丙辰日
	   寅時 未將), 2 day or night and the noble, 3 the void branches, 4
	   the four lessons, 5 the three transmissions, 6 the method. Put the
	   lessons and the transmissions before any part whose width varies,
	   so that their columns line up */
	fprintf(out, _("%1$s %2$s 空%3$s 課 %4$s 傳 %5$s %6$s"), pillars, noble,
		void_pair, lessons, trans, method);
	fputc('\n', out);
}

static void write_json(FILE *out, const struct lr_chart *c)
{
	struct json j;
	char day[8];
	front_json_init(&j, out);
	front_json_object_begin(&j);
	front_json_key(&j, "day");
	front_json_string(&j, lr_cycle_name(c->input.day, day));
	front_json_key(&j, "hour");
	front_json_string(&j, BN(c->input.hour));
	front_json_key(&j, "general");
	front_json_string(&j, BN(c->input.general));
	front_json_key(&j, "daytime");
	front_json_bool(&j, c->daytime);
	front_json_key(&j, "noble");
	front_json_string(&j, BN(c->noble));
	front_json_key(&j, "noble_direction");
	front_json_string(&j, c->noble_forward ? "順" : "逆");
	front_json_key(&j, "void");
	front_json_array_begin(&j);
	front_json_string(&j, BN(c->void_branches[0]));
	front_json_string(&j, BN(c->void_branches[1]));
	front_json_array_end(&j);
	front_json_key(&j, "lessons");
	front_json_array_begin(&j);
	for (int i = 0; i < 4; i++) {
		front_json_object_begin(&j);
		front_json_key(&j, "upper");
		front_json_string(&j, BN(c->lessons[i].upper));
		front_json_key(&j, "lower");
		front_json_string(&j, lesson_lower(c, i));
		front_json_key(&j, "relation");
		front_json_string(&j, c->lessons[i].relation == LR_REL_NONE ? "none"
				: lr_relation_name(c->lessons[i].relation));
		front_json_key(&j, "general");
		front_json_string(&j, lr_general_name(c->lessons[i].general));
		front_json_object_end(&j);
	}
	front_json_array_end(&j);
	front_json_key(&j, "transmissions");
	front_json_array_begin(&j);
	for (int i = 0; i < 3; i++) {
		const struct lr_transmission *t = &c->transmissions[i];
		front_json_object_begin(&j);
		front_json_key(&j, "branch");
		front_json_string(&j, BN(t->branch));
		front_json_key(&j, "stem");
		front_json_string(&j, t->stem >= 0 ? lr_stem_name(t->stem) : NULL);
		front_json_key(&j, "kin");
		front_json_string(&j, lr_kin_name(t->kin));
		front_json_key(&j, "general");
		front_json_string(&j, lr_general_name(t->general));
		front_json_object_end(&j);
	}
	front_json_array_end(&j);
	front_json_key(&j, "method");
	front_json_string(&j, lr_method_name(c->method));
	front_json_key(&j, "method_detail");
	front_json_string(&j, method_detail(c));
	front_json_object_end(&j);
	front_json_finish(&j);
}

/* --hours' word for every hour (its row's choice, completed as such) */
static const char *const hours_all[] = { "all", NULL };

/* Parse "all" or a run of branches ("子午", "子,午", "子 午") into a mask;
 * 0 when TEXT is neither. */
static unsigned parse_hours(const char *text)
{
	if (!strcmp(text, hours_all[0]))
		return (1u << LR_BRANCHES) - 1;
	unsigned mask = 0;
	const char *p = text;
	while (*p) {
		if (*p == ',' || *p == ' ') {
			p++;
			continue;
		}
		int b = lr_parse_branch(p, &p);
		if (b < 0)
			return 0;
		mask |= 1u << b;
	}
	return mask;
}

enum { TABLE_HOURS = 300, TABLE_TSV_OPT };

/* table's options: its own, then the chart options it reads (the
 * querent's, --hour and --all are parsed to be refused with a message;
 * --ask is read and not used). Its parsing, --help and completion come
 * from here. */
#define FRONT_CHART_UNREAD \
	(1ull << FRONT_OPT_HOUR | 1ull << FRONT_OPT_BIRTH | 1ull << FRONT_OPT_SEX | \
	 1ull << FRONT_OPT_XINGNIAN | 1ull << FRONT_OPT_HUSBAND_XINGNIAN | \
	 1ull << FRONT_OPT_WIFE_XINGNIAN | 1ull << FRONT_OPT_ALL | \
	 1ull << FRONT_OPT_ASK)
#define FRONT_CHART_ABSENT 0
const struct optspec cmd_table_spec[] = {
	{ OPTSPEC_VALUE, "hours", 0, "all|BRANCHES",
	  N_("the hours: all (the default) or hour branches, e.g. 子午"), 0,
	  TABLE_HOURS, 0, hours_all, front_values_branches },
	{ OPTSPEC_SWITCH, "tsv", 0, NULL,
	  N_("tab-separated values, a header line first"), 0, TABLE_TSV_OPT, 0 },
	FRONT_OPTIONS(FRONT_CHART_ROW)
	{ OPTSPEC_END },
};
#undef FRONT_CHART_UNREAD
#undef FRONT_CHART_ABSENT

/* Read table's words into T and ARGS. Returns EXIT_OK or EXIT_USAGE. */
static int read_words(int argc, char **argv, struct table_args *t,
		      struct front_chart_args *args)
{
	const char *cmd = argv[0];
	struct optspec_parser p;
	const struct optspec *row;
	const char *v;
	char err[4352], warn[4352];
	int got, rc = 0;
	t->hours = (1u << LR_BRANCHES) - 1;
	front_chart_begin(args);
	front_optspec_init(&p, cmd_table_spec, argc, argv, 0);
	while (rc == 0 && (got = front_optspec_next(&p, &row, &v)) == 1) {
		if (!row)
			rc = front_chart_word(args, v, p.operands, err, sizeof err);
		else if (row->id == TABLE_TSV_OPT)
			t->tsv = true;
		else if (row->id != TABLE_HOURS)
			rc = front_chart_option(args, row->id, v, err, sizeof err);
		else if (!(t->hours = parse_hours(v))) {
			snprintf(err, sizeof err, _("--hours: '%s' is not 'all' "
				 "nor hour branches (e.g. 子 or 子午)"), v);
			rc = -1;
		}
	}
	if (rc == 0 && got < 0) {
		snprintf(err, sizeof err, "%s", p.err);
		rc = -1;
	}
	if (rc < 0) {
		front_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	if (t->tsv && args->json) {
		front_error(cmd, _("--tsv and --json exclude each other"));
		return EXIT_USAGE;
	}
	t->format = t->tsv ? TABLE_TSV : args->json ? TABLE_JSON : TABLE_TEXT;
	if (front_chart_finish(args, warn, sizeof warn, err, sizeof err) < 0) {
		front_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	if (warn[0])
		front_error(cmd, _("warning: %s"), warn);
	return EXIT_OK;
}

int cmd_table(int argc, char **argv)
{
	const char *cmd = argv[0];
	struct table_args t = { 0 };
	struct front_chart_args args;
	int rc = read_words(argc, argv, &t, &args);
	if (rc != EXIT_OK)
		return rc;
	if (args.help)
		return CLI_HELP;
	if (args.positional_count > 0) {
		front_error(cmd, _("'%s': table takes no date or chart (use --day, "
			  "--hours, --general)"), args.positional[0]);
		return EXIT_USAGE;
	}
	if (args.birth || args.sex || args.xingnian || args.all
	    || args.spouse_xingnian[LR_HUSBAND] || args.spouse_xingnian[LR_WIFE]) {
		front_error(cmd, _("--birth, --sex, the running years and --all do "
			  "not apply to table"));
		return EXIT_USAGE;
	}
	if (args.have_hour) {
		front_error(cmd, _("use --hours for the hours of the table"));
		return EXIT_USAGE;
	}

	static char buf[1 << 16];
	setvbuf(stdout, buf, _IOFBF, sizeof buf);
	if (t.format == TABLE_TSV)
		fputs(tsv_header, stdout);
	/* each chart as the pipeline reads typed pillars */
	static struct lr_reading reading;
	struct lr_request rq;
	lr_request_init(&rq);
	rq.source = LR_FROM_PILLARS;
	rq.settings = args.settings;
	rq.have_day = rq.have_hour = rq.have_general = true;
	const struct lr_chart *chart = &reading.chart;
	for (int day = 0; day < LR_CYCLE; day++) {
		if (args.have_day && day != args.input.day)
			continue;
		for (int hour = 0; hour < LR_BRANCHES; hour++) {
			if (!(t.hours & (1u << hour)))
				continue;
			for (int gen = 0; gen < LR_BRANCHES; gen++) {
				if (args.have_general && gen != args.input.general)
					continue;
				struct lr_input in = { day, hour, gen };
				char err[256];
				rq.input = in;
				if (lr_reading_make(&reading, &rq, LR_READ_CHART,
						    NULL, err, sizeof err) < 0) {
					fprintf(stderr, "liuren table: %s\n", err);
					return EXIT_FAILURE;
				}
				if (t.format == TABLE_TSV)
					write_tsv(stdout, chart);
				else if (t.format == TABLE_JSON)
					write_json(stdout, chart);
				else
					write_text(stdout, chart);
			}
		}
	}
	/* a reader who quit the pager early is no error (front/pager.h) */
	if ((fflush(stdout) != 0 || ferror(stdout)) && !front_output_reader_quit(errno)) {
		front_error(NULL, _("error writing output"));
		return EXIT_FAIL;
	}
	return EXIT_OK;
}
