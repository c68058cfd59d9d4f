/* liuren - check_practice.c: practice (liuren/practice.h, progress.h and
 * `liuren practice`).
 *
 * The expected answers are checked against the chart's own fields, read
 * here without the practice module; the command is then answered
 * through --answers, every step right (full marks), and one step wrong
 * in each chart (that step's deciding sentences shown, one step fewer
 * right); the Leitner schedule and the dealing with a fixed clock; the
 * progress file's records and its refusal of other files.
 *
 * A fixed sample of the charts goes through the command (every 29th
 * input); LIUREN_CHECK_ALL=1 takes all 8,640.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "lib/all_inputs.h"
#include "lib/sample.h"
#include "liuren/bifa.h"
#include "liuren/ganzhi.h"
#include "liuren/lang.h"
#include "liuren/names.h"
#include "liuren/patterns.h"
#include "liuren/practice.h"
#include "liuren/progress.h"
#include "liuren/reading.h"
#include "liuren/teaching.h"
#include "liuren/trace.h"

/* FOR_ALL_INPUTS walks make check's sample (tests/lib/sample.h, about
 * 1,100 inputs) or, under LIUREN_CHECK_ALL=1, all 8,640; the typed forms
 * and the command-line run take every SAMPLE_STEP-th of those */
enum { SAMPLE_STEP = 3, DAY_SECONDS = 86400 };

static char dir[] = "/tmp/liuren-practice-XXXXXX";

static void setup(void)
{
	ck_assert_ptr_nonnull(mkdtemp(dir));
}

static void teardown(void)
{
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	ck_assert_int_eq(system(cmd), 0);
	strcpy(dir, "/tmp/liuren-practice-XXXXXX");
}

static void read_chart(const struct lr_input *in, struct lr_reading *r,
		       struct lr_trace *t, struct lr_practice *p)
{
	struct lr_request rq;
	char err[256];
	lr_request_init(&rq);
	rq.source = LR_FROM_PILLARS;
	rq.input = *in;
	ck_assert_int_eq(lr_reading_make(r, &rq, LR_READ_CHART, t, err,
					 sizeof err), 0);
	ck_assert_int_eq(lr_practice_make(p, &r->chart, t), 0);
}

/* The family name of METHOD as the book's 入手法 groups them, written
 * here apart from the module. */
static const char *family_name(enum lr_method m)
{
	switch (m) {
	case LR_M_YUANSHOU: case LR_M_CHONGSHEN: return "賊克";
	case LR_M_ZHIYI: return "比用";
	case LR_M_HAOSHI: case LR_M_DANSHE: return "遙克";
	default: return lr_method_name(m);
	}
}

/* The answer to step S of CHART from the chart's fields: VARIANT 0 in
 * the book's forms, as the module should give it; 1 and 2 in forms a
 * student might type (Simplified script, short names, English words,
 * another order, spaces). */
static void answer_of(const struct lr_chart *c, const struct lr_practice_step *s,
		      int variant, char *buf, size_t len)
{
	static const char *const rel[3][3] = {
		{ "無克", "无克", "none" }, { "上克下", "上克", "上" },
		{ "下賊上", "下贼上", "下克上" } };
	static const char *const way[2][3] = { { "逆", "逆行", "Backward" },
					       { "順", "顺", "forward" } };
	static const char *const void_stem[3] = { "空", "旬空", "none" };
	int k = s->index, v = variant % 3;
	const char *one = NULL;
	switch (s->kind) {
	case LR_PQ_PLATE:
		one = v == 1 ? lr_month_general_name(c->heaven[LR_ZI])
			     : lr_branch_name(c->heaven[LR_ZI]);
		break;
	case LR_PQ_NOBLE:
		one = lr_branch_name(c->noble);
		break;
	case LR_PQ_NOBLE_WAY:
		one = way[c->noble_forward][v];
		break;
	case LR_PQ_LESSON:
		snprintf(buf, len, v ? " %s " : "%s",
			 lr_branch_name(c->lessons[k].upper));
		return;
	case LR_PQ_RELATION:
		one = rel[c->lessons[k].relation][v];
		break;
	case LR_PQ_METHOD:
		one = v == 1 ? lr_method_name(c->method) : family_name(c->method);
		break;
	case LR_PQ_SUBMETHOD:
		/* the method's own name when it is one of two (元首 …), else
		 * the chart's name for its decision (見機, 自任 …) */
		one = (c->method == LR_M_YUANSHOU || c->method == LR_M_CHONGSHEN ||
		       c->method == LR_M_HAOSHI || c->method == LR_M_DANSHE)
		      ? lr_method_name(c->method) : c->method_detail;
		break;
	case LR_PQ_TRANSMISSION:
		one = lr_branch_name(c->transmissions[k].branch);
		break;
	case LR_PQ_GENERAL:
		one = v == 1 ? lr_general_short(c->transmissions[k].general)
			     : lr_general_name(c->transmissions[k].general);
		break;
	case LR_PQ_HIDDEN_STEM:
		one = c->transmissions[k].stem >= 0
		      ? lr_stem_name(c->transmissions[k].stem) : void_stem[v];
		break;
	case LR_PQ_VOID:
		snprintf(buf, len, v == 0 ? "%s%s" : v == 1 ? "%2$s、%1$s" : "%s %s",
			 lr_branch_name(c->void_branches[0]),
			 lr_branch_name(c->void_branches[1]));
		return;
	default:
		break;
	}
	snprintf(buf, len, "%s", one ? one : "");
}

/* A wrong answer to S: another branch, stem, general or word. */
static const char *wrong_of(const struct lr_practice_step *s)
{
	static const char *const tries[] = { "子", "丑", "甲", "乙", "貴人",
					     "螣蛇", "上克下", "無克", "順",
					     "逆", "涉害", "伏吟", "見機",
					     "察微", "子丑", "空" };
	for (size_t i = 0; i < sizeof tries / sizeof tries[0]; i++)
		if (!lr_practice_check(s, tries[i]))
			return tries[i];
	return "?";
}

static bool sampled(int *n)
{
	return sample_all() || (*n)++ % SAMPLE_STEP == 0;
}

/* every step over the walked inputs (all 8,640 under check-all): the answer the chart's fields give
 * is taken, in each form, a wrong one is not, and a deciding step is
 * named */
START_TEST(test_answers_from_chart)
{
	static struct lr_reading r;
	static struct lr_trace t;
	static struct lr_practice p;
	char buf[64];
	int with_sub = 0, n = 0;
	FOR_ALL_INPUTS(in) {
		read_chart(&in, &r, &t, &p);
		ck_assert_int_ge(p.count, 19);
		ck_assert_int_le(p.count, LR_PRACTICE_MAX);
		/* the typed forms through the normaliser: a sample */
		bool typed = sampled(&n);
		for (int i = 0; i < p.count; i++) {
			const struct lr_practice_step *s = &p.steps[i];
			answer_of(&r.chart, s, 0, buf, sizeof buf);
			ck_assert_msg(!strcmp(s->answer, buf), "day %d hour %d "
				      "general %d step %s: answer %s, the chart "
				      "says %s", in.day, in.hour, in.general,
				      lr_practice_kind_key(s->kind), s->answer,
				      buf);
			for (int v = 0; typed && v < 3; v++) {
				answer_of(&r.chart, s, v, buf, sizeof buf);
				ck_assert_msg(lr_practice_check(s, buf),
					      "day %d hour %d general %d step %s: "
					      "'%s' not taken (answer %s)", in.day,
					      in.hour, in.general,
					      lr_practice_kind_key(s->kind), buf,
					      s->answer);
			}
			if (typed) {
				ck_assert(!lr_practice_check(s, wrong_of(s)));
				ck_assert(!lr_practice_check(s, ""));
			}
			ck_assert_int_gt(s->ndecided, 0);
			for (int k = 0; k < s->ndecided; k++)
				ck_assert_int_lt(s->decided_by[k], t.count);
			if (s->kind == LR_PQ_SUBMETHOD)
				with_sub++;
		}
	}
	ck_assert_int_gt(with_sub, 0);
}
END_TEST

/* The plate a wrong answer shows, over the walked inputs: it lights
 * exactly the palaces of the question's deciding steps (lr_step_palaces
 * of each), shows no more than the teaching mode at the last step the
 * questions so far have read, and nothing a later question asks */
static bool reveal_within(const struct lr_reveal *a, const struct lr_reveal *b)
{
	bool ok = (!a->method || b->method) && (!a->noble || b->noble) &&
		  (!a->generals || b->generals) && (!a->voids || b->voids);
	for (int k = 0; k < 4; k++)
		ok = ok && (!a->lesson[k] || b->lesson[k]);
	for (int k = 0; k < 3; k++)
		ok = ok && (!a->trans[k] || b->trans[k]);
	return ok;
}

START_TEST(test_plate_of_wrong_answer)
{
	static struct lr_reading r;
	static struct lr_trace t;
	static struct lr_practice p;
	FOR_ALL_INPUTS(in) {
		read_chart(&in, &r, &t, &p);
		int upto = -1;
		for (int i = 0; i < p.count; i++) {
			const struct lr_practice_step *s = &p.steps[i];
			unsigned lit, want = 0;
			struct lr_reveal rv, teaching;
			int last = lr_practice_plate(&p, i, &r.chart, &t, &lit, &rv);
			for (int k = 0; k < s->ndecided; k++) {
				want |= lr_step_palaces(&r.chart,
							&t.steps[s->decided_by[k]]);
				if (s->decided_by[k] > upto)
					upto = s->decided_by[k];
			}
			ck_assert_uint_eq(lit, want);
			ck_assert_uint_ne(lit, 0);
			ck_assert_int_eq(last, s->decided_by[s->ndecided - 1]);
			lr_trace_reveal(&t, upto, &teaching);
			ck_assert(reveal_within(&rv, &teaching));
			for (int q = i + 1; q < p.count; q++) {
				const struct lr_practice_step *later = &p.steps[q];
				int x = later->index;
				switch (later->kind) {
				case LR_PQ_NOBLE:
				case LR_PQ_NOBLE_WAY:
					ck_assert(!rv.noble && !rv.generals);
					break;
				case LR_PQ_LESSON:
					ck_assert(!rv.lesson[x]);
					break;
				case LR_PQ_METHOD:
				case LR_PQ_SUBMETHOD:
					ck_assert(!rv.method);
					break;
				case LR_PQ_TRANSMISSION:
					ck_assert(!rv.trans[x]);
					break;
				case LR_PQ_GENERAL:
					ck_assert(!rv.generals);
					break;
				case LR_PQ_HIDDEN_STEM:
				case LR_PQ_VOID:
					ck_assert(!rv.voids);
					break;
				default:
					break;
				}
			}
		}
		/* the last question shows all the derivation has laid */
		unsigned lit;
		struct lr_reveal rv, all;
		lr_practice_plate(&p, p.count - 1, &r.chart, &t, &lit, &rv);
		lr_trace_reveal(&t, t.count - 1, &all);
		ck_assert(reveal_within(&all, &rv));
	}
}
END_TEST

/* ---- through the command ---- */

static void program_path(char *buf, size_t len)
{
	char self[PATH_MAX - 16];
	ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
	ck_assert_int_gt(n, 0);
	self[n] = '\0';
	char *slash = strrchr(self, '/');	/* …/build/tests/check_practice */
	ck_assert_ptr_nonnull(slash);
	*slash = '\0';
	slash = strrchr(self, '/');
	ck_assert_ptr_nonnull(slash);
	*slash = '\0';
	snprintf(buf, len, "%s/liuren", self);
}

/* Run the command on the charts of the sample with the answers written
 * by ANSWERS (WRONG: the chart's step to answer wrong first, or -1);
 * returns its output (malloc'd) and the steps asked in *ASKED. */
static char *run_practice(int wrong_every, int *asked, int *charts)
{
	static struct lr_reading r;
	static struct lr_trace t;
	static struct lr_practice p;
	char charts_path[100], answers_path[100], out_path[100], prog[PATH_MAX];
	snprintf(charts_path, sizeof charts_path, "%s/charts", dir);
	snprintf(answers_path, sizeof answers_path, "%s/answers", dir);
	snprintf(out_path, sizeof out_path, "%s/out", dir);
	FILE *cf = fopen(charts_path, "w"), *af = fopen(answers_path, "w");
	ck_assert(cf && af);
	int n = 0, chart = 0;
	*asked = 0;
	char day[8], buf[64];
	FOR_ALL_INPUTS(in) {
		if (!sampled(&n))
			continue;
		read_chart(&in, &r, &t, &p);
		fprintf(cf, "%s %s %s\n", lr_cycle_name(in.day, day),
			lr_branch_name(in.hour), lr_branch_name(in.general));
		for (int i = 0; i < p.count; i++) {
			if (wrong_every && i == chart % p.count)
				fprintf(af, "%s\n", wrong_of(&p.steps[i]));
			answer_of(&r.chart, &p.steps[i], chart + i, buf,
				  sizeof buf);
			fprintf(af, "%s\n", buf);
		}
		*asked += p.count;
		chart++;
	}
	fclose(cf);
	fclose(af);
	*charts = chart;
	program_path(prog, sizeof prog);
	char cmd[PATH_MAX + 1024];
	snprintf(cmd, sizeof cmd, "XDG_DATA_HOME='%s/data' XDG_CONFIG_HOME='%s' "
		 "'%s' practice --lang en --student t --charts '%s' "
		 "--answers '%s' >'%s' 2>&1", dir, dir, prog, charts_path,
		 answers_path, out_path);
	ck_assert_int_eq(system(cmd), 0);
	FILE *f = fopen(out_path, "r");
	ck_assert_ptr_nonnull(f);
	fseek(f, 0, SEEK_END);
	long size = ftell(f);
	rewind(f);
	char *text = malloc((size_t)size + 1);
	ck_assert_ptr_nonnull(text);
	ck_assert_uint_eq(fread(text, 1, (size_t)size, f), (size_t)size);
	text[size] = '\0';
	fclose(f);
	return text;
}

/* ---- which 課體 and 法 hold ---- */

/* Over a sample of charts, for the 課經 and the 畢法: the list has rules READING
 * decided only (none 未論, no 課經 remark), at least one, each listed
 * once; the expected answer is exactly those whose result fires; that
 * answer, the names of those rules, in another script and order, are
 * right; one rule added or dropped, a name not listed and the empty
 * answer (when some hold) are not; the same chart gives the same list. */
START_TEST(test_rules_question)
{
	static struct lr_reading r;
	static struct lr_trace t;
	static struct lr_practice p, again;
	int n = 0, asked = 0, with_none = 0, holding = 0;
	/* every third input of make check's sample; under check-all, which
	 * walks all 8,640, every 24th (each reads every 課體 and 法) */
	const int step = sample_all() ? 24 : SAMPLE_STEP;
	FOR_ALL_INPUTS(in) {
		if (n++ % step)
			continue;
		for (int which = LR_PRACTICE_RULES_KEJING;
		     which <= LR_PRACTICE_RULES_BIFA; which++) {
			struct lr_request rq;
			char err[256];
			lr_request_init(&rq);
			rq.source = LR_FROM_PILLARS;
			rq.input = in;
			ck_assert_int_eq(lr_reading_make(&r, &rq, LR_READ_CHART |
				LR_READ_PATTERNS | LR_READ_BIFA, &t, err, sizeof err), 0);
			ck_assert_int_eq(lr_practice_make(&p, &r.chart, &t), 0);
			int before = p.count;
			ck_assert_int_eq(lr_practice_add_rules(&p, &r, which), 0);
			ck_assert_int_eq(p.count, before + 1);
			const struct lr_practice_step *s = &p.steps[before];
			ck_assert_int_eq(s->kind, LR_PQ_RULES);
			ck_assert_int_ge(s->nforms, 1);
			ck_assert_int_le(s->nforms, LR_PRACTICE_LISTED);
			char want[64] = "", names[512] = "";
			for (int j = 0; j < s->nforms; j++) {
				for (int k = 0; k < j; k++)
					ck_assert_str_ne(s->forms[j], s->forms[k]);
				/* the reading's own word on it */
				int fired = 0, unknown = 0;
				if (which == LR_PRACTICE_RULES_KEJING) {
					for (int i = 0; i < r.npatterns; i++)
						if (!strcmp(lr_reading_patterns(&r)[i].name, s->forms[j])) {
							fired = lr_reading_patterns(&r)[i].verdict == LR_RULE_FIRED;
							unknown = !fired;
							ck_assert(!lr_pattern_is_remark(lr_reading_patterns(&r)[i].rule));
						}
				} else {
					int number = lr_bifa_find(s->forms[j], NULL);
					ck_assert_int_gt(number, 0);
					ck_assert(lr_bifa_decided(number, NULL));
					for (int i = 0; i < r.nbifa; i++)
						if (lr_reading_bifas(&r)[i].number == number) {
							fired = lr_reading_bifas(&r)[i].verdict == LR_RULE_FIRED;
							unknown = !fired;
						}
				}
				ck_assert_msg(!unknown, "%s is listed though 未論", s->forms[j]);
				if (fired) {
					snprintf(want + strlen(want), sizeof want - strlen(want),
						 "%s%d", *want ? " " : "", j + 1);
					/* by name, the last first, in Simplified */
					char simple[128];
					lr_lang_use(LR_LANG_ZH_HANS);
					snprintf(simple, sizeof simple, "%s%s",
						 lr_lang_display(s->forms[j]), *names ? "、" : "");
					lr_lang_use(LR_LANG_EN);
					size_t sl = strlen(simple);
					memmove(names + sl, names, strlen(names) + 1);
					memcpy(names, simple, sl);
					holding++;
				}
			}
			ck_assert_str_eq(s->answer, *want ? want : "無");
			ck_assert(lr_practice_check(s, s->answer));
			if (*want) {
				ck_assert_msg(lr_practice_check(s, names), "names '%s'", names);
				ck_assert(!lr_practice_check(s, "無"));
				ck_assert(!lr_practice_check(s, ""));
			} else {
				with_none++;
				ck_assert(lr_practice_check(s, "none"));
			}
			/* one more or one fewer is wrong */
			for (int j = 1; j <= s->nforms; j++) {
				char other[64] = "";
				bool in_answer = false;
				char copy[64];
				snprintf(copy, sizeof copy, "%s", s->answer);
				for (char *sv, *w = strtok_r(copy, " ", &sv); w;
				     w = strtok_r(NULL, " ", &sv)) {
					if (atoi(w) == j) {
						in_answer = true;
						continue;
					}
					snprintf(other + strlen(other), sizeof other - strlen(other),
						 "%s ", w);
				}
				if (!in_answer)
					snprintf(other + strlen(other), sizeof other - strlen(other),
						 "%d", j);
				if (!*other)
					snprintf(other, sizeof other, "無");
				ck_assert_msg(!lr_practice_check(s, other),
					      "'%s' passes for '%s'", other, s->answer);
			}
			ck_assert(!lr_practice_check(s, "7"));
			ck_assert(!lr_practice_check(s, "六壬"));
			/* the same list again */
			lr_practice_make(&again, &r.chart, &t);
			lr_practice_add_rules(&again, &r, which);
			ck_assert_mem_eq(&again.steps[before], s, sizeof *s);
			asked++;
		}
	}
	ck_assert_int_gt(asked, 100);
	ck_assert_int_gt(holding, asked / 4);
	(void)with_none;
}
END_TEST

START_TEST(test_cli_full_marks)
{
	int asked, charts;
	char *out = run_practice(0, &asked, &charts);
	char want[128];
	snprintf(want, sizeof want, "Score: %d of %d steps right at the first "
		 "try (100%%).\n", asked, asked);
	ck_assert_msg(strstr(out, want), "no full marks: %s",
		      out + (strlen(out) > 400 ? strlen(out) - 400 : 0));
	ck_assert_ptr_null(strstr(out, "Not right"));
	ck_assert_int_gt(charts, 100);
	free(out);
	/* the answers were kept: the report counts them all right */
	char prog[PATH_MAX], cmd[PATH_MAX + 512], line[4096];
	program_path(prog, sizeof prog);
	snprintf(cmd, sizeof cmd, "XDG_DATA_HOME='%s/data' XDG_CONFIG_HOME='%s' "
		 "'%s' practice --report --json --student t", dir, dir, prog);
	FILE *f = popen(cmd, "r");
	ck_assert_ptr_nonnull(f);
	ck_assert_ptr_nonnull(fgets(line, sizeof line, f));
	ck_assert_int_eq(pclose(f), 0);
	snprintf(want, sizeof want, "\"charts\":%d,", charts);
	ck_assert_msg(strstr(line, want), "want %s in %s", want, line);
	snprintf(want, sizeof want, "\"void\":{\"answered\":%d,\"right\":%d}",
		 charts, charts);
	ck_assert_msg(strstr(line, want), "want %s in %s", want, line);
	ck_assert_ptr_null(strstr(line, "\"missed_most\":[{"));
}
END_TEST

/* one step wrong in each chart: the prompt of that step, then its
 * deciding sentences, each as the trace writes it */
START_TEST(test_cli_one_wrong)
{
	static struct lr_reading r;
	static struct lr_trace t;
	static struct lr_practice p;
	int asked, charts;
	char *out = run_practice(1, &asked, &charts);
	lr_lang_use(LR_LANG_EN);
	char want[LR_STEP_TEXT + 64], sentence[LR_STEP_TEXT], day[8];
	snprintf(want, sizeof want, "Score: %d of %d steps", asked - charts,
		 asked);
	ck_assert_msg(strstr(out, want), "want '%s'", want);
	const char *at = out;
	int n = 0, chart = 0;
	FOR_ALL_INPUTS(in) {
		if (!sampled(&n))
			continue;
		read_chart(&in, &r, &t, &p);
		int wrong = chart % p.count;
		snprintf(want, sizeof want, "Chart %d of %d: %s日", chart + 1,
			 charts, lr_cycle_name(in.day, day));
		at = strstr(at, want);
		ck_assert_msg(at != NULL, "no '%s'", want);
		char prompt[512];
		lr_practice_prompt(&p, wrong, prompt, sizeof prompt);
		snprintf(want, sizeof want, "%2d. %s\n> %s\n   Not right. The "
			 "derivation says:\n", wrong + 1, prompt,
			 wrong_of(&p.steps[wrong]));
		at = strstr(at, want);
		ck_assert_msg(at != NULL, "chart %d: no '%s'", chart + 1, want);
		at += strlen(want);
		for (int k = 0; k < p.steps[wrong].ndecided; k++) {
			lr_step_format(&t, &t.steps[p.steps[wrong].decided_by[k]],
				       sentence, sizeof sentence);
			snprintf(want, sizeof want, "     %s\n", sentence);
			ck_assert_msg(!strncmp(at, want, strlen(want)),
				      "chart %d: want '%s' got '%.200s'",
				      chart + 1, want, at);
			at += strlen(want);
		}
		ck_assert(!strncmp(at, "   Try again", 12));
		snprintf(want, sizeof want, "Chart %d: %d of %d steps right",
			 chart + 1, p.count - 1, p.count);
		ck_assert_msg(strstr(at, want), "want '%s'", want);
		chart++;
	}
	free(out);

	/* every chart had a miss, so each is due again at once: without
	 * --seed the next practice begins with one of them; with --seed
	 * the student's progress is left out and the chart is the seed's,
	 * as --deal prints it */
	char prog[PATH_MAX], cmd[2 * PATH_MAX + 512], line[512], first[512];
	program_path(prog, sizeof prog);
	snprintf(cmd, sizeof cmd, "XDG_DATA_HOME='%s/data' XDG_CONFIG_HOME='%s' "
		 "'%s' practice --lang en --student t --count 1 </dev/null",
		 dir, dir, prog);
	FILE *f = popen(cmd, "r");
	ck_assert_ptr_nonnull(f);
	ck_assert_ptr_nonnull(fgets(first, sizeof first, f));
	pclose(f);
	struct lr_input in;
	char hour[8], general[8];
	/* "Chart 1 of 1: 丙辰日 午時 卯將": a pillar and two branches, each
	 * character three bytes */
	const char *title = first + strlen("Chart 1 of 1: ");
	ck_assert_msg(!strncmp(first, "Chart 1 of 1: ", 14) && strlen(title) >= 23,
		      "got '%s'", first);
	snprintf(day, sizeof day, "%.6s", title);
	snprintf(hour, sizeof hour, "%.3s", title + 10);
	snprintf(general, sizeof general, "%.3s", title + 17);
	in.day = lr_parse_cycle_exact(day);
	in.hour = lr_parse_branch_exact(hour);
	in.general = lr_parse_branch_exact(general);
	n = 0;
	bool due = false;
	FOR_ALL_INPUTS(x)
		if (sampled(&n) && x.day == in.day && x.hour == in.hour &&
		    x.general == in.general)
			due = true;
	ck_assert_msg(due, "not a chart missed before: %s", first);
	snprintf(cmd, sizeof cmd, "XDG_DATA_HOME='%s/data' XDG_CONFIG_HOME='%s' "
		 "'%s' practice --lang en --student t --count 1 --seed 11 "
		 "</dev/null; '%s' practice --deal --seed 11 --count 1", dir, dir,
		 prog, prog);
	f = popen(cmd, "r");
	ck_assert_ptr_nonnull(f);
	ck_assert_ptr_nonnull(fgets(first, sizeof first, f));
	while (fgets(line, sizeof line, f) && strncmp(line, "Score", 5))
		;
	ck_assert_ptr_nonnull(fgets(line, sizeof line, f));	/* --deal */
	pclose(f);
	line[strcspn(line, "\n")] = '\0';
	ck_assert_int_eq(sscanf(line, "%7s %7s %7s", day, hour, general), 3);
	snprintf(want, sizeof want, "Chart 1 of 1: %s日 %s時 %s將\n", day, hour,
		 general);
	ck_assert_str_eq(first, want);
}
END_TEST

/* ---- the schedule, with a fixed clock ---- */

static const int64_t NOW = 1800000000;	/* 2027-01-15 08:00 UTC */

START_TEST(test_boxes)
{
	struct lr_practice_card c = { { 0, 0, 0 }, 0, 0 };
	lr_practice_card_after(&c, true, NOW);	/* new, all right */
	ck_assert_int_eq(c.box, 2);
	ck_assert_int_eq(c.due, NOW + lr_practice_box_wait(2));
	ck_assert_int_gt(lr_practice_box_wait(2), 0);
	lr_practice_card_after(&c, true, NOW);
	ck_assert_int_eq(c.box, 3);
	ck_assert_int_gt(lr_practice_box_wait(3), lr_practice_box_wait(2));
	lr_practice_card_after(&c, false, NOW);	/* a miss: back to box 1 */
	ck_assert_int_eq(c.box, 1);
	ck_assert_int_eq(c.due, NOW);
	for (int i = 0; i < 10; i++)
		lr_practice_card_after(&c, true, NOW);
	ck_assert_int_eq(c.box, LR_PRACTICE_BOXES);
	ck_assert_int_eq(c.due, NOW + lr_practice_box_wait(LR_PRACTICE_BOXES));
}
END_TEST

static struct lr_practice_pool pool;

static void fill_pool(void)
{
	char err[256];
	if (pool.count == 0)
		ck_assert_int_eq(lr_practice_pool_fill(&pool, NULL, err,
						       sizeof err), 0);
	ck_assert_int_eq(pool.count, ALL_INPUTS);
}

static int family_at(const struct lr_input *in)
{
	int i = (in->day * LR_BRANCHES + in->hour) * LR_BRANCHES + in->general;
	return pool.family[i];
}

START_TEST(test_deal_due_first)
{
	fill_pool();
	struct lr_practice_card cards[4] = {
		{ { 1, 2, 3 }, 1, NOW - 10 },		/* missed, due */
		{ { 4, 5, 6 }, 3, NOW - 100 * DAY_SECONDS },	/* due long ago */
		{ { 7, 8, 9 }, 2, NOW + 1000 },		/* not yet */
		{ { 10, 11, 0 }, 1, NOW - 5 },		/* missed, due */
	};
	struct lr_input out[6];
	int n = lr_practice_deal(&pool, -1, cards, 4, NULL, NOW, 1, out, 6);
	ck_assert_int_eq(n, 6);
	ck_assert_int_eq(out[0].day, 1);	/* box 1, longest overdue */
	ck_assert_int_eq(out[1].day, 10);
	ck_assert_int_eq(out[2].day, 4);	/* then box 3 */
	for (int i = 3; i < 6; i++)
		ck_assert(!(out[i].day == 7 && out[i].hour == 8));
	/* later, the card not due yet is */
	n = lr_practice_deal(&pool, -1, cards, 4, NULL, NOW + 1000, 1, out, 4);
	ck_assert_int_eq(out[2].day, 7);	/* box 2 before box 3 */
	ck_assert_int_eq(out[3].day, 4);
}
END_TEST

START_TEST(test_deal_every_family_and_seed)
{
	fill_pool();
	struct lr_input a[LR_PF_COUNT], b[LR_PF_COUNT], c[LR_PF_COUNT];
	int n = lr_practice_deal(&pool, -1, NULL, 0, NULL, NOW, 7, a, LR_PF_COUNT);
	ck_assert_int_eq(n, LR_PF_COUNT);
	int seen[LR_PF_COUNT] = { 0 };
	for (int i = 0; i < n; i++)
		seen[family_at(&a[i])]++;
	for (int f = 0; f < LR_PF_COUNT; f++)
		ck_assert_msg(seen[f] == 1, "family %s dealt %d times",
			      lr_practice_family_name(f), seen[f]);
	lr_practice_deal(&pool, -1, NULL, 0, NULL, NOW, 7, b, LR_PF_COUNT);
	ck_assert(!memcmp(a, b, sizeof a));	/* the same seed, the same set */
	lr_practice_deal(&pool, -1, NULL, 0, NULL, NOW, 8, c, LR_PF_COUNT);
	ck_assert(memcmp(a, c, sizeof a));
}
END_TEST

START_TEST(test_deal_weighted_to_missed)
{
	fill_pool();
	struct lr_practice_tally tally = { { 0 }, { 0 } };
	tally.answered[LR_PF_SHEHAI] = 40;
	tally.missed[LR_PF_SHEHAI] = 40;	/* every 涉害 step missed */
	tally.answered[LR_PF_ZEIKE] = 40;	/* 賊克 all right */
	enum { ROUND = LR_PF_COUNT + 4 };
	struct lr_input out[ROUND];
	int n = lr_practice_deal(&pool, -1, NULL, 0, &tally, NOW, 3, out, ROUND);
	ck_assert_int_eq(n, ROUND);
	int seen[LR_PF_COUNT] = { 0 };
	for (int i = 0; i < n; i++)
		seen[family_at(&out[i])]++;
	ck_assert_int_eq(seen[LR_PF_SHEHAI], 5);
	ck_assert_int_eq(seen[LR_PF_ZEIKE], 1);
}
END_TEST

START_TEST(test_deal_one_family_every_sub)
{
	fill_pool();
	struct lr_input out[8];
	int n = lr_practice_deal(&pool, LR_PF_SHEHAI, NULL, 0, NULL, NOW, 5,
				 out, 8);
	ck_assert_int_eq(n, 8);
	bool subs[4] = { false }, present[4] = { false };
	for (int i = 0; i < pool.count; i++)
		if (pool.family[i] == LR_PF_SHEHAI)
			present[pool.sub[i]] = true;
	ck_assert(present[0] && present[1] && present[2]);
	for (int i = 0; i < n; i++) {
		ck_assert_int_eq(family_at(&out[i]), LR_PF_SHEHAI);
		int at = (out[i].day * LR_BRANCHES + out[i].hour) * LR_BRANCHES +
			 out[i].general;
		subs[pool.sub[at]] = true;
	}
	for (int s = 0; s < 4; s++)	/* by depth, 見機, 察微, 綴瑕 */
		ck_assert_msg(subs[s] == present[s], "涉害 sub-method %d: dealt %d, "
			      "in the pool %d", s, subs[s], present[s]);
}
END_TEST

/* ---- the progress file ---- */

START_TEST(test_progress_record_and_report)
{
	static struct lr_reading r;
	static struct lr_trace t;
	static struct lr_practice p;
	char path[300], err[256];
	snprintf(path, sizeof path, "%s/data/liuren/practice.sqlite", dir);
	struct lr_progress *pg;
	ck_assert_int_eq(lr_progress_open(path, true, &pg, err, sizeof err), 0);
	struct lr_input in = { 12, 3, 7 };
	read_chart(&in, &r, &t, &p);
	bool right[LR_PRACTICE_MAX];
	int tries[LR_PRACTICE_MAX];
	for (int i = 0; i < p.count; i++) {
		right[i] = i != 0;
		tries[i] = i == 0 ? 2 : 1;
	}
	ck_assert_int_eq(lr_progress_record(pg, "甲", &p, right, tries, NOW, err,
					    sizeof err), 0);
	struct lr_practice_card *cards;
	int ncards;
	ck_assert_int_eq(lr_progress_cards(pg, "甲", &cards, &ncards, err,
					   sizeof err), 0);
	ck_assert_int_eq(ncards, 1);
	ck_assert_int_eq(cards[0].box, 1);	/* a miss */
	ck_assert_int_eq(cards[0].due, NOW);
	free(cards);
	struct lr_practice_tally tally;
	ck_assert_int_eq(lr_progress_tally(pg, "甲", &tally, err, sizeof err), 0);
	ck_assert_int_eq(tally.answered[p.family], p.count);
	ck_assert_int_eq(tally.missed[p.family], 1);
	struct lr_progress_report rep;
	ck_assert_int_eq(lr_progress_report(pg, "甲", &rep, err, sizeof err), 0);
	ck_assert_int_eq(rep.charts, 1);
	ck_assert_int_eq(rep.answered[LR_PQ_PLATE], 1);
	ck_assert_int_eq(rep.right[LR_PQ_PLATE], 0);
	ck_assert_int_eq(rep.answered[LR_PQ_LESSON], 4);
	ck_assert_int_eq(rep.right[LR_PQ_LESSON], 4);
	ck_assert_int_eq(rep.nworst, 1);
	ck_assert_int_eq(rep.worst[0].input.day, 12);
	/* week by week: the same chart again 9 and 10 days on, all right;
	 * each week starts on a Monday (UTC) at or before its answers */
	for (int i = 0; i < p.count; i++) {
		right[i] = true;
		tries[i] = 1;
	}
	ck_assert_int_eq(lr_progress_record(pg, "甲", &p, right, tries,
					    NOW + 9 * DAY_SECONDS, err, sizeof err), 0);
	ck_assert_int_eq(lr_progress_record(pg, "甲", &p, right, tries,
					    NOW + 10 * DAY_SECONDS, err, sizeof err), 0);
	ck_assert_int_eq(lr_progress_report(pg, "甲", &rep, err, sizeof err), 0);
	/* the weeks of the three days, counted here from the calendar:
	 * the Monday on or before each (gmtime's weekday) */
	int64_t mondays[3];
	const int offsets[3] = { 0, 9, 10 };
	int expect_weeks = 0;
	for (int d = 0; d < 3; d++) {
		time_t at = (time_t)(NOW + offsets[d] * DAY_SECONDS);
		struct tm tm;
		gmtime_r(&at, &tm);
		int64_t midnight = (int64_t)at - tm.tm_hour * 3600 - tm.tm_min * 60 -
				   tm.tm_sec;
		mondays[d] = midnight - (int64_t)((tm.tm_wday + 6) % 7) * DAY_SECONDS;
		if (d == 0 || mondays[d] != mondays[d - 1])
			expect_weeks++;
	}
	ck_assert_int_eq(expect_weeks, 3);	/* Fri 01-15, Sun 01-24, Mon 01-25 */
	ck_assert_int_eq(rep.nweeks, expect_weeks);
	int answered = 0, got_right = 0;
	for (int w = 0; w < rep.nweeks; w++) {
		ck_assert_int_eq(rep.weeks[w].monday, mondays[w]);
		answered += rep.weeks[w].answered;
		got_right += rep.weeks[w].right;
	}
	ck_assert_int_le(rep.weeks[0].monday, NOW);
	ck_assert_int_gt(rep.weeks[0].monday + 7 * DAY_SECONDS, NOW);
	ck_assert_int_eq(answered, 3 * p.count);
	ck_assert_int_eq(got_right, 3 * p.count - 1);
	ck_assert_int_eq(rep.weeks[0].right, rep.weeks[0].answered - 1);
	/* another student is apart */
	ck_assert_int_eq(lr_progress_report(pg, "乙", &rep, err, sizeof err), 0);
	ck_assert_int_eq(rep.charts, 0);
	lr_progress_close(pg);
}
END_TEST

START_TEST(test_progress_refuses_other_files)
{
	char path[100], err[256];
	struct lr_progress *pg;
	snprintf(path, sizeof path, "%s/notes.txt", dir);
	FILE *f = fopen(path, "w");
	ck_assert_ptr_nonnull(f);
	fputs("my notes\n", f);
	fclose(f);
	ck_assert_int_eq(lr_progress_open(path, true, &pg, err, sizeof err),
			 LR_PROGRESS_REFUSED);
	ck_assert_ptr_nonnull(strstr(err, "not a liuren practice file"));
	f = fopen(path, "r");
	char back[32] = "";
	ck_assert_ptr_nonnull(fgets(back, sizeof back, f));
	fclose(f);
	ck_assert_str_eq(back, "my notes\n");
	/* a casebook is not a practice file either */
	snprintf(path, sizeof path, "%s/other.sqlite", dir);
	char cmd[400];
	snprintf(cmd, sizeof cmd, "printf 'SQLite format 3' > '%s' && head -c 200 "
		 "/dev/zero >> '%s'", path, path);
	ck_assert_int_eq(system(cmd), 0);
	ck_assert_int_eq(lr_progress_open(path, true, &pg, err, sizeof err),
			 LR_PROGRESS_REFUSED);
	snprintf(path, sizeof path, "%s/none.sqlite", dir);
	ck_assert_int_eq(lr_progress_open(path, false, &pg, err, sizeof err),
			 LR_PROGRESS_MISSING);
	ck_assert_int_ne(access(path, F_OK), 0);	/* not made */
	ck_assert(!lr_progress_student_ok(""));
	ck_assert(!lr_progress_student_ok("a\nb"));
	ck_assert(lr_progress_student_ok("王小明"));
}
END_TEST

static Suite *practice_suite(void)
{
	Suite *s = suite_create("practice");
	TCase *tc = tcase_create("core");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_answers_from_chart);
	tcase_add_test(tc, test_plate_of_wrong_answer);
	tcase_add_test(tc, test_rules_question);
	tcase_add_test(tc, test_boxes);
	tcase_add_test(tc, test_deal_due_first);
	tcase_add_test(tc, test_deal_every_family_and_seed);
	tcase_add_test(tc, test_deal_weighted_to_missed);
	tcase_add_test(tc, test_deal_one_family_every_sub);
	suite_add_tcase(s, tc);
	tc = tcase_create("files");
	tcase_set_timeout(tc, 300);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_cli_full_marks);
	tcase_add_test(tc, test_cli_one_wrong);
	tcase_add_test(tc, test_progress_record_and_report);
	tcase_add_test(tc, test_progress_refuses_other_files);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	SRunner *sr = srunner_create(practice_suite());
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
