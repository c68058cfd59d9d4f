/* liuren - check_reading.c: the one reading pipeline (liuren/reading.h)
 * answers a request the same way whichever way the chart came in.
 *
 * Every worked chart of the seeds (res/book-cases.tsv) is read three
 * ways: as its notation (what print does), as typed pillars carrying what
 * the notation stated (what the browser does when it steps back to the
 * stated day), and as bare pillars (what it does on another day). The
 * first two must give the same chart, context and 課體, reasons and all;
 * the third knows no month. A moment read without the lodgings gives the
 * same chart without the ephemeris's lodgings.
 *
 * The whole reading (LR_READ_ALL) holds what each evaluator gives on
 * its own — the 法 (those citing a 課體 read from the reading's 課體),
 * the 神煞 with 三奇 read, the 類神, the sentences of 卷二 that hold —
 * over a grid of charts with every
 * matter asked in turn, and a reading asked for a few 課體 and 法 gives
 * their results as the whole reading does.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/ask.h"
#include "liuren/bookcases.h"
#include "liuren/normalize.h"
#include "liuren/notation.h"
#include "liuren/reading.h"
#include "lib/all_inputs.h"

static struct lr_reading a, b;

static void same_reading(const struct lr_reading *x, const struct lr_reading *y,
			 const char *id)
{
	ck_assert_msg(!memcmp(&x->chart.input, &y->chart.input,
			      sizeof x->chart.input), "%s: input", id);
	ck_assert_msg(!memcmp(x->chart.lessons, y->chart.lessons,
			      sizeof x->chart.lessons), "%s: lessons", id);
	ck_assert_int_eq(x->context.year, y->context.year);
	ck_assert_int_eq(x->context.month_branch, y->context.month_branch);
	ck_assert_int_eq(x->context.lunar_month, y->context.lunar_month);
	ck_assert_int_eq(x->context.lunar_day, y->context.lunar_day);
	ck_assert_int_eq(x->context.season, y->context.season);
	ck_assert_int_eq(x->context.moon_palace, y->context.moon_palace);
	ck_assert_int_eq(x->context.birth_branch, y->context.birth_branch);
	ck_assert_int_eq(x->context.xingnian, y->context.xingnian);
	ck_assert_int_eq(x->npatterns, y->npatterns);
	for (int i = 0; i < x->npatterns; i++) {
		ck_assert_int_eq(lr_reading_patterns(x)[i].rule, lr_reading_patterns(y)[i].rule);
		ck_assert_int_eq(lr_reading_patterns(x)[i].verdict, lr_reading_patterns(y)[i].verdict);
		ck_assert_str_eq(lr_reading_patterns(x)[i].variant, lr_reading_patterns(y)[i].variant);
		ck_assert_str_eq(lr_reading_patterns(x)[i].reason, lr_reading_patterns(y)[i].reason);
	}
}

START_TEST(test_stated_context_is_the_notation)
{
	char err[256], text[1024];
	const struct lr_bookcases *book = lr_bookcases_default(err, sizeof err);
	ck_assert_msg(book != NULL, "%s", err);
	int with_month = 0;
	for (int i = 0; i < book->count; i++) {
		const struct lr_bookcase *bc = &book->cases[i];
		struct lr_notation nt;
		lr_normalize(bc->notation, text, sizeof text);
		ck_assert_msg(lr_notation_parse(text, &nt, err, sizeof err) == 0,
			      "%s: %s", bc->id, err);
		struct lr_request rq;
		lr_request_init(&rq);
		rq.source = LR_FROM_NOTATION;
		snprintf(rq.notation, sizeof rq.notation, "%s", text);
		ck_assert_msg(lr_reading_make(&a, &rq, LR_READ_PATTERNS, NULL, err,
					      sizeof err) == 0, "%s: %s", bc->id, err);
		lr_request_init(&rq);
		rq.source = LR_FROM_PILLARS;
		rq.input = nt.input;
		rq.have_day = rq.have_hour = rq.have_general = true;
		lr_context_querent(&rq.querent, &nt.context);
		rq.stated = nt.context;
		rq.have_stated = true;
		ck_assert_msg(lr_reading_make(&b, &rq, LR_READ_PATTERNS, NULL, err,
					      sizeof err) == 0, "%s: %s", bc->id, err);
		same_reading(&a, &b, bc->id);
		/* on another day nothing stated holds: bare pillars */
		rq.have_stated = false;
		ck_assert_msg(lr_reading_make(&b, &rq, LR_READ_PATTERNS, NULL, err,
					      sizeof err) == 0, "%s: %s", bc->id, err);
		ck_assert_int_eq(b.context.month_branch, -1);
		ck_assert_int_eq(b.context.birth_branch, a.context.birth_branch);
		if (a.context.month_branch >= 0)
			with_month++;
	}
	/* the test means something: many worked charts state a month */
	ck_assert_int_gt(with_month, 10);
}
END_TEST

START_TEST(test_without_lodgings)
{
	char err[256];
	struct lr_request rq;
	lr_request_init(&rq);
	rq.source = LR_FROM_MOMENT;
	struct lr_civil c = { 2026, 11, 29, 17, 5, 0 };
	ck_assert_msg(lr_moment_from_civil(&rq.moment, "Asia/Shanghai", &c,
					   LR_DEFAULT_LON, LR_DEFAULT_LAT, err,
					   sizeof err) == 0, "%s", err);
	ck_assert_msg(lr_reading_make(&a, &rq, LR_READ_CHART, NULL, err,
				      sizeof err) == 0, "%s", err);
	rq.without_lodgings = true;
	ck_assert_msg(lr_reading_make(&b, &rq, LR_READ_CHART, NULL, err,
				      sizeof err) == 0, "%s", err);
	ck_assert(!memcmp(&a.chart.input, &b.chart.input, sizeof a.chart.input));
	ck_assert_int_eq(a.context.month_branch, b.context.month_branch);
	/* the ephemeris read, or not: at most vol. 38's count from the
	 * lunar date stands in for the moon's lodging */
	ck_assert_int_eq(a.context.moon_source, LR_LODGING_REAL);
	ck_assert_int_ne(b.context.moon_source, LR_LODGING_REAL);
}
END_TEST

/* Does R name, of every sentence of 卷二, that it holds exactly when
 * lr_shenjiang_holds says so on its chart and context, in the same
 * words? Returns how many hold. */
static int shenjiang_agrees(const struct lr_reading *r, const char *id)
{
	char err[256];
	ck_assert_msg(lr_shenjiang_load(err, sizeof err) == 0, "%s", err);
	ck_assert_str_eq(r->shenjiang_error, "");
	int held = 0;
	for (size_t i = 0; i < lr_shenjiang_count(); i++) {
		char named[256];
		bool holds = lr_shenjiang_holds(lr_shenjiang_at(i), &r->chart,
						&r->context, named,
						sizeof named);
		const char *words = lr_shenjiang_held_words(&r->shenjiang, i);
		ck_assert_msg(holds == (words != NULL), "%s: line %d %s", id,
			      lr_shenjiang_at(i)->line,
			      holds ? "holds, not in the reading"
				    : "in the reading, does not hold");
		if (holds)
			ck_assert_str_eq(words, named);
		held += holds;
	}
	ck_assert_int_eq(held, r->shenjiang.n);
	return held;
}

/* Does R hold what the evaluators give on its chart and context? */
static void whole_reading_agrees(const struct lr_reading *r, const char *id)
{
	shenjiang_agrees(r, id);
	static struct lr_rule_result fa[LR_BIFA_COUNT];
	int n = lr_bifa_evaluate(&r->chart, &r->context, fa, LR_BIFA_COUNT);
	ck_assert_msg(n == r->nbifa, "%s: %d 法, the reading %d", id, n,
		      r->nbifa);
	for (int i = 0; i < n; i++) {
		ck_assert_int_eq(fa[i].number, lr_reading_bifas(r)[i].number);
		ck_assert_int_eq(fa[i].verdict, lr_reading_bifas(r)[i].verdict);
		ck_assert_int_eq(fa[i].cites, lr_reading_bifas(r)[i].cites);
		ck_assert_uint_eq(fa[i].needs, lr_reading_bifas(r)[i].needs);
		ck_assert_str_eq(fa[i].ge, lr_reading_bifas(r)[i].ge);
		ck_assert_msg(!strcmp(fa[i].reason, lr_reading_bifas(r)[i].reason),
			      "%s: %s", id, fa[i].name);
	}
	static struct lr_shensha_result ss;
	char err[256];
	const struct lr_shensha_set *set = lr_shensha_default(err, sizeof err);
	ck_assert_msg(set != NULL, "%s", err);
	struct lr_shensha_context sc;
	lr_context_shensha(&r->context, r->chart.input.day, &sc);
	sc.all_b = r->chart.settings.shensha_reading == LR_SHENSHA_READING_B;
	lr_shensha_eval(set, &sc, &ss);
	int stems[3];
	for (int k = 0; k < 3; k++)
		stems[k] = r->chart.transmissions[k].stem;
	lr_shensha_read_transmissions(&ss, stems);
	ck_assert_uint_eq(ss.nhits, r->shensha.nhits);
	ck_assert_uint_eq(ss.nskipped, r->shensha.nskipped);
	ck_assert_uint_eq(ss.nread, r->shensha.nread);
	ck_assert_uint_gt(r->shensha.nread, 0);	/* 三奇 read */
	for (size_t i = 0; i < ss.nhits; i++)
		ck_assert_ptr_eq(ss.hits[i].def, r->shensha.hits[i].def);
	for (size_t i = 0; i < ss.nread; i++)
		ck_assert_int_eq(ss.read[i].holds, r->shensha.read[i].holds);
	struct lr_leishen ls;
	ck_assert_int_eq(lr_leishen_read(&r->chart, &r->context, &ls, err,
					 sizeof err), 0);
	ck_assert_str_eq(r->leishen_error, "");
	ck_assert_msg(!memcmp(&ls, &r->leishen, sizeof ls), "%s: 類神", id);
}

START_TEST(test_whole_reading)
{
	char err[256], id[64];
	struct lr_request rq;
	lr_request_init(&rq);
	rq.source = LR_FROM_PILLARS;
	rq.have_day = rq.have_hour = rq.have_general = true;
	rq.querent.birth = 7;		/* 辛未 本命: the 法 of 年命 read too */
	int charts = 0, cited = 0, sanqi = 0;
	for (int day = 0; day < 60; day += 7)
		for (int hour = 0; hour < 12; hour += 5)
			for (int gen = 0; gen < 12; gen++) {
				rq.input.day = day;
				rq.input.hour = hour;
				rq.input.general = gen;
				rq.querent.ask = charts % LR_ASK_COUNT;
				ck_assert_msg(lr_reading_make(&a, &rq, LR_READ_ALL,
							      NULL, err,
							      sizeof err) == 0,
					      "%s", err);
				snprintf(id, sizeof id, "%d %d %d", day, hour, gen);
				whole_reading_agrees(&a, id);
				for (int i = 0; i < a.nbifa; i++)
					cited += lr_reading_bifas(&a)[i].cites >= 0;
				for (size_t i = 0; i < a.shensha.nread; i++)
					sanqi += a.shensha.read[i].holds;
				charts++;
			}
	/* the grid reaches 法 that cite a 課體 and charts with 三奇 */
	ck_assert_int_gt(cited, 0);
	ck_assert_int_gt(sanqi, 0);
	ck_assert_int_gt(charts, 300);
}
END_TEST

/* The sentences of 卷二 that hold, read from moments (whose month gives
 * the 旺相 a condition may ask) and with a querent (加本命, 加行年):
 * the reading names those lr_shenjiang_holds finds, and only those. */
START_TEST(test_shenjiang_sentences)
{
	char err[256], id[64];
	struct lr_request rq;
	lr_request_init(&rq);
	rq.source = LR_FROM_MOMENT;
	rq.querent.birth = 3;
	rq.querent.xingnian = 9;
	rq.querent.xingnian_given = true;
	int held = 0, most = 0;
	for (int month = 1; month <= 12; month++)
		for (int day = 1; day <= 28; day += 9)
			for (int hour = 1; hour < 24; hour += 5) {
				struct lr_civil c = { 2026, month, day, hour,
						      0, 0 };
				ck_assert_msg(lr_moment_from_civil(
					&rq.moment, "Asia/Shanghai", &c,
					LR_DEFAULT_LON, LR_DEFAULT_LAT, err,
					sizeof err) == 0, "%s", err);
				ck_assert_msg(lr_reading_make(&a, &rq,
							      LR_READ_SHENJIANG,
							      NULL, err,
							      sizeof err) == 0,
					      "%s", err);
				snprintf(id, sizeof id, "2026-%d-%d %d", month,
					 day, hour);
				int n = shenjiang_agrees(&a, id);
				held += n;
				most = n > most ? n : most;
			}
	/* the sample reaches sentences that hold, and keeps them all */
	ck_assert_int_gt(held, 0);
	ck_assert_int_lt(most, LR_SJ_HELD_MAX);
	/* a reading not asked for them holds none */
	ck_assert(lr_reading_make(&b, &rq, LR_READ_CHART, NULL, err,
				  sizeof err) == 0);
	ck_assert_int_eq(b.shenjiang.n, 0);
}
END_TEST

/* A request naming a few 課體 and 法 reads just those, as the whole
 * reading reads them. */
START_TEST(test_only_the_rules_asked)
{
	char err[256];
	struct lr_request rq;
	lr_request_init(&rq);
	rq.source = LR_FROM_PILLARS;
	rq.have_day = rq.have_hour = rq.have_general = true;
	for (int day = 0; day < 60; day += 11)
		for (int gen = 0; gen < 12; gen++) {
			rq.input = (struct lr_input){ .day = day, .hour = 2,
						      .general = gen };
			rq.nonly_patterns = rq.nonly_bifa = 0;
			ck_assert(lr_reading_make(&a, &rq, LR_READ_RULES, NULL,
						  err, sizeof err) == 0);
			/* ask for what fired, and for one that did not */
			for (int i = 0; i < a.npatterns && i < 4; i++)
				rq.only_patterns[rq.nonly_patterns++] =
					lr_reading_patterns(&a)[i].rule;
			for (int i = 0; i < a.nbifa && i < 4; i++)
				rq.only_bifa[rq.nonly_bifa++] = lr_reading_bifas(&a)[i].number;
			int absent = 1;
			while (lr_reading_bifa(&a, absent))
				absent++;
			rq.only_bifa[rq.nonly_bifa++] = absent;
			ck_assert(lr_reading_make(&b, &rq, LR_READ_RULES, NULL,
						  err, sizeof err) == 0);
			ck_assert_int_eq(b.npatterns, rq.nonly_patterns);
			ck_assert_int_eq(b.nbifa, rq.nonly_bifa - 1);
			ck_assert_ptr_null(lr_reading_bifa(&b, absent));
			for (int i = 0; i < b.npatterns; i++)
				ck_assert_str_eq(lr_reading_patterns(&b)[i].reason,
						 lr_reading_pattern(&a, lr_reading_patterns(&b)[i].rule)->reason);
			for (int i = 0; i < b.nbifa; i++)
				ck_assert_str_eq(lr_reading_bifas(&b)[i].reason,
						 lr_reading_bifa(&a, lr_reading_bifas(&b)[i].number)->reason);
		}
}
END_TEST

/* FULL and QUIET, the same request read with and without
 * LR_READ_VERDICTS_ONLY, hold the same findings: each rule, verdict,
 * needs and variant (格) alike, a reason with words where the other's
 * has words ("…" in QUIET) */
static void verdicts_agree(const struct lr_reading *full,
			   const struct lr_reading *quiet, const char *id)
{
	ck_assert_msg(full->npatterns == quiet->npatterns &&
		      full->nbifa == quiet->nbifa, "%s: %d+%d findings, %d+%d "
		      "verdicts only", id, full->npatterns, full->nbifa,
		      quiet->npatterns, quiet->nbifa);
	for (int i = 0; i < full->nrules; i++) {
		const struct lr_rule_result *f = &full->rules[i],
					    *q = &quiet->rules[i];
		ck_assert_msg(f->rule == q->rule && f->verdict == q->verdict &&
			      f->needs == q->needs && f->cites == q->cites &&
			      f->remark == q->remark &&
			      strcmp(f->variant, q->variant) == 0,
			      "%s: %s %d「%s」, verdicts only %d「%s」", id,
			      f->name, f->verdict, f->variant, q->verdict,
			      q->variant);
		ck_assert_msg(!*f->reason == !*q->reason &&
			      (!*q->reason || strcmp(q->reason, "…") == 0),
			      "%s: %s「%s」, verdicts only「%s」", id, f->name,
			      f->reason, q->reason);
	}
}

/* A reading of verdicts only (find's scan, the atlas) finds what the
 * whole reading finds, bare and with a querent and a matter asked, and
 * from moments (the year and month known); the words come back after
 * it. */
START_TEST(test_verdicts_only)
{
	char err[256], id[96];
	struct lr_request rq;
	lr_request_init(&rq);
	rq.source = LR_FROM_PILLARS;
	rq.have_day = rq.have_hour = rq.have_general = true;
	int charts = 0, unknown = 0;
	for (int with = 0; with < 2; with++) {
		if (with) {
			rq.querent.birth = 7;
			rq.querent.xingnian = 4;
			rq.querent.xingnian_given = true;
			rq.querent.sex = LR_FEMALE;
		}
		FOR_ALL_INPUTS(in) {
			rq.input = in;
			if (with)
				rq.querent.ask = 1 + charts % (LR_ASK_COUNT - 1);
			ck_assert(lr_reading_make(&a, &rq, LR_READ_RULES, NULL,
						  err, sizeof err) == 0);
			ck_assert(lr_reading_make(&b, &rq, LR_READ_RULES |
						  LR_READ_VERDICTS_ONLY, NULL,
						  err, sizeof err) == 0);
			snprintf(id, sizeof id, "%d %d %d%s", in.day, in.hour,
				 in.general, with ? " with a querent" : "");
			verdicts_agree(&a, &b, id);
			for (int i = 0; i < a.nrules; i++)
				unknown += a.rules[i].verdict == LR_RULE_UNKNOWN;
			charts++;
		}
	}
	lr_request_init(&rq);
	rq.source = LR_FROM_MOMENT;
	for (int month = 1; month <= 12; month++)
		for (int hour = 0; hour < 24; hour += 7) {
			struct lr_civil c = { 2027, month, 3 + month, hour, 30, 0 };
			ck_assert(lr_moment_from_civil(&rq.moment, "Asia/Shanghai",
						       &c, LR_DEFAULT_LON,
						       LR_DEFAULT_LAT, err,
						       sizeof err) == 0);
			ck_assert(lr_reading_make(&a, &rq, LR_READ_RULES, NULL,
						  err, sizeof err) == 0);
			ck_assert(lr_reading_make(&b, &rq, LR_READ_RULES |
						  LR_READ_VERDICTS_ONLY, NULL,
						  err, sizeof err) == 0);
			snprintf(id, sizeof id, "2027-%d-%d %d:30", month,
				 3 + month, hour);
			verdicts_agree(&a, &b, id);
		}
	/* the walk met rules not evaluated, and words are back after */
	ck_assert_int_gt(unknown, 0);
	ck_assert_int_gt(charts, 500);
	ck_assert(lr_reading_make(&a, &rq, LR_READ_RULES, NULL, err,
				  sizeof err) == 0);
	ck_assert_int_gt(a.npatterns, 0);
	ck_assert_str_ne(a.rules[0].reason, "…");
	ck_assert_int_gt((int)strlen(a.rules[0].reason), 3);
}
END_TEST

int main(void)
{
	setlocale(LC_ALL, "C.UTF-8");
	Suite *s = suite_create("reading");
	TCase *tc = tcase_create("core");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_stated_context_is_the_notation);
	tcase_add_test(tc, test_without_lodgings);
	tcase_add_test(tc, test_whole_reading);
	tcase_add_test(tc, test_only_the_rules_asked);
	tcase_add_test(tc, test_verdicts_only);
	tcase_add_test(tc, test_shenjiang_sentences);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
