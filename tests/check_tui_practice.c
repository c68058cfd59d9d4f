/* liuren - check_tui_practice.c: practice in the browser, driven
 * headless: x on the chart opens it on that chart, every step answered
 * right (typed as a student types, character by character) gives full
 * marks, a wrong answer shows the sentences of the derivation that
 * decide the step beside the plate with their palaces lit and no later
 * answer on it, Tab skips, Esc goes back; the screens at 80x24 and
 * 200x60 in each language (tests/tui/practice-*.screen, TUI_UPDATE=1
 * makes them).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistr.h>

#include "liuren/lang.h"
#include "liuren/practice.h"
#include "liuren/progress.h"
#include "liuren/reading.h"
#include "liuren/teaching.h"
#include "liuren/trace.h"
#include "tui/draw.h"
#include "tui/state.h"
#include "tui/tui.h"
#include "tui/width.h"

/* where the practised charts are kept: a directory of the test's own */
static char data_dir[] = "/tmp/liuren-tui-practice-XXXXXX";

static void
setup(void)
{
	ck_assert_ptr_nonnull(mkdtemp(data_dir));
	setenv("XDG_DATA_HOME", data_dir, 1);
	setenv("USER", "學生", 1);
}

static void
teardown(void)
{
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", data_dir);
	ck_assert_int_eq(system(cmd), 0);
	strcpy(data_dir, "/tmp/liuren-tui-practice-XXXXXX");
}

/* the chart the browser opens on: 丙辰日 寅時 未將 */
static const struct lr_input CHART = { 52, 2, 7 };

static struct tui_headless *
open_chart(int cols, int lines, const char *lang)
{
	char *argv[] = { "liuren", "--no-config", "--day", "丙辰", "--hour", "寅",
			 "--general", "未" };
	char err[256] = "";
	setlocale(LC_ALL, "C.UTF-8");
	unsetenv("NO_COLOR");
	lr_lang_use((enum lr_lang)lr_lang_parse(lang));
	struct tui_headless *h = tui_headless_open(8, argv, cols, lines, err,
						   sizeof err);
	ck_assert_msg(h != NULL, "open failed: %s", err);
	return h;
}

static char *
screen(struct tui_headless *h, int lines)
{
	size_t cap = (size_t)lines * 4096, n = 0;
	char *s = malloc(cap);
	for (int y = 0; y < lines; y++) {
		n += tui_headless_row(h, y, s + n, cap - n);
		s[n++] = '\n';
	}
	s[n] = 0;
	return s;
}

static bool
has(struct tui_headless *h, int lines, const char *text)
{
	char *s = screen(h, lines);
	bool found = strstr(s, text) != NULL;
	free(s);
	return found;
}

/* Type TEXT, one character a key, then Enter. */
static void
type_answer(struct tui_headless *h, const char *text)
{
	const uint8_t *s = (const uint8_t *)text;
	ucs4_t c;
	while ((s = u8_next(&c, s)))
		tui_headless_key(h, (int)c);
	tui_headless_key(h, '\n');
}

static void
expect_screen(struct tui_headless *h, int lines, const char *name)
{
	char path[1024];
	snprintf(path, sizeof path, "%s/tests/tui/%s.screen", LR_SRCDIR, name);
	char *got = screen(h, lines);
	const char *upd = getenv("TUI_UPDATE");
	if (upd && *upd == '1') {
		FILE *f = fopen(path, "w");
		ck_assert_msg(f != NULL, "cannot write %s", path);
		fputs(got, f);
		fclose(f);
	}
	FILE *f = fopen(path, "r");
	ck_assert_msg(f != NULL, "missing %s (TUI_UPDATE=1 makes it)", path);
	static char want[1 << 18];
	size_t n = fread(want, 1, sizeof want - 1, f);
	want[n] = 0;
	fclose(f);
	ck_assert_msg(strcmp(got, want) == 0, "screen differs from %s", path);
	free(got);
}

static void
read_chart(struct lr_reading *r, struct lr_trace *t, struct lr_practice *p)
{
	struct lr_request rq;
	char err[256];
	lr_request_init(&rq);
	rq.source = LR_FROM_PILLARS;
	rq.input = CHART;
	ck_assert_int_eq(lr_reading_make(r, &rq, LR_READ_CHART, t, err,
					 sizeof err), 0);
	ck_assert_int_eq(lr_practice_make(p, &r->chart, t), 0);
}

START_TEST(test_full_marks)
{
	static struct lr_reading r;
	static struct lr_trace t;
	static struct lr_practice p;
	read_chart(&r, &t, &p);
	struct tui_headless *h = open_chart(80, 24, "en");
	tui_headless_key(h, 'x');
	char want[128];
	snprintf(want, sizeof want, "Practice: step 1 of %d, 0 right", p.count);
	ck_assert(has(h, 24, want));
	/* the plate is hidden: the first transmission's row is not shown */
	ck_assert(!has(h, 24, "父母  青龍"));
	for (int i = 0; i < p.count; i++)
		type_answer(h, p.steps[i].answer);
	snprintf(want, sizeof want, "Done: %d of %d steps right", p.count,
		 p.count);
	ck_assert_msg(has(h, 24, want), "%s", screen(h, 24));
	tui_headless_key(h, 27);
	ck_assert(!has(h, 24, "Practice:"));
	tui_headless_close(h);
	/* the chart was kept, all right, with the login name's progress */
	char path[300], err[256];
	snprintf(path, sizeof path, "%s/liuren/practice.sqlite", data_dir);
	struct lr_progress *pg;
	ck_assert_int_eq(lr_progress_open(path, false, &pg, err, sizeof err), 0);
	struct lr_progress_report rep;
	ck_assert_int_eq(lr_progress_report(pg, "學生", &rep, err, sizeof err), 0);
	ck_assert_int_eq(rep.charts, 1);
	ck_assert_int_eq(rep.right[LR_PQ_VOID], 1);
	ck_assert_int_eq(rep.answered[LR_PQ_LESSON], 4);
	ck_assert_int_eq(rep.right[LR_PQ_LESSON], 4);
	lr_progress_close(pg);
}
END_TEST

/* Ctrl-N deals the next chart by need: with no progress a fresh one;
 * a chart the student missed two days ago (box 1 waits a day) comes
 * back first, said so, and the practice starts again at its step 1 */
START_TEST(test_deal_by_need)
{
	static struct lr_reading r;
	static struct lr_trace t;
	static struct lr_practice p;
	struct tui_headless *h = open_chart(80, 24, "en");
	tui_headless_key(h, 'x');
	tui_headless_key(h, 0x0e);
	ck_assert_msg(has(h, 24, ": a fresh chart"), "%s", screen(h, 24));
	ck_assert(has(h, 24, "Practice: step 1 of "));
	tui_headless_close(h);
	/* a miss kept two days ago on 甲子 子 子 */
	struct lr_input missed = { 0, 0, 0 };
	struct lr_request rq;
	char err[256], path[300];
	lr_request_init(&rq);
	rq.source = LR_FROM_PILLARS;
	rq.input = missed;
	ck_assert_int_eq(lr_reading_make(&r, &rq, LR_READ_CHART, &t, err,
					 sizeof err), 0);
	ck_assert_int_eq(lr_practice_make(&p, &r.chart, &t), 0);
	bool right[LR_PRACTICE_MAX];
	int tries[LR_PRACTICE_MAX];
	for (int i = 0; i < p.count; i++) {
		right[i] = i != 2;
		tries[i] = 1;
	}
	snprintf(path, sizeof path, "%s/liuren/practice.sqlite", data_dir);
	struct lr_progress *pg;
	ck_assert_int_eq(lr_progress_open(path, true, &pg, err, sizeof err), 0);
	ck_assert_int_eq(lr_progress_record(pg, "學生", &p, right, tries,
					    (int64_t)time(NULL) - 2 * 86400, err,
					    sizeof err), 0);
	lr_progress_close(pg);
	h = open_chart(80, 24, "en");
	tui_headless_key(h, 'x');
	tui_headless_key(h, 0x0e);
	ck_assert_msg(has(h, 24, "dealt 甲子 子 子: a chart of yours due again"),
		      "%s", screen(h, 24));
	ck_assert(has(h, 24, "Practice: step 1 of "));
	/* the questions are the dealt chart's: its plate answer is right */
	type_answer(h, p.steps[0].answer);
	ck_assert_msg(has(h, 24, "Practice: step 2 of "), "%s", screen(h, 24));
	tui_headless_close(h);
}
END_TEST

/* --student: the chart done is kept under that name, not the login's;
 * a name the practice file would refuse is refused at start */
START_TEST(test_student_option)
{
	static struct lr_reading r;
	static struct lr_trace t;
	static struct lr_practice p;
	read_chart(&r, &t, &p);
	char *argv[] = { "liuren", "--no-config", "--student", "甲班 王", "--day",
			 "丙辰", "--hour", "寅", "--general", "未" };
	char err[256] = "";
	setlocale(LC_ALL, "C.UTF-8");
	lr_lang_use(LR_LANG_EN);
	struct tui_headless *h = tui_headless_open(10, argv, 80, 24, err,
						   sizeof err);
	ck_assert_msg(h != NULL, "open failed: %s", err);
	tui_headless_key(h, 'x');
	for (int i = 0; i < p.count; i++)
		type_answer(h, p.steps[i].answer);
	tui_headless_close(h);
	char path[300];
	snprintf(path, sizeof path, "%s/liuren/practice.sqlite", data_dir);
	struct lr_progress *pg;
	ck_assert_int_eq(lr_progress_open(path, false, &pg, err, sizeof err), 0);
	struct lr_progress_report rep;
	ck_assert_int_eq(lr_progress_report(pg, "甲班 王", &rep, err, sizeof err), 0);
	ck_assert_int_eq(rep.charts, 1);
	ck_assert_int_eq(lr_progress_report(pg, "學生", &rep, err, sizeof err), 0);
	ck_assert_int_eq(rep.charts, 0);
	lr_progress_close(pg);
	char *bad[] = { "liuren", "--no-config", "--student", "a\tb" };
	err[0] = 0;
	ck_assert_ptr_null(tui_headless_open(4, bad, 80, 24, err, sizeof err));
	ck_assert_msg(strstr(err, "--student"), "%s", err);
}
END_TEST

/* --rules 課經: after the derivation, which of the listed 課體 hold, as
 * the chart's own reading has them; a wrong answer shows each rule with
 * the reading's reason or that it does not hold; the right one ends it */
START_TEST(test_rules_in_browser)
{
	static struct lr_reading r;
	static struct lr_trace t;
	static struct lr_practice p;
	struct lr_request rq;
	char err[256] = "";
	lr_request_init(&rq);
	rq.source = LR_FROM_PILLARS;
	rq.input = CHART;
	ck_assert_int_eq(lr_reading_make(&r, &rq, LR_READ_CHART | LR_READ_RULES,
					 &t, err, sizeof err), 0);
	ck_assert_int_eq(lr_practice_make(&p, &r.chart, &t), 0);
	ck_assert_int_eq(lr_practice_add_rules(&p, &r, LR_PRACTICE_RULES_KEJING), 0);
	const struct lr_practice_step *rules = &p.steps[p.count - 1];
	char *argv[] = { "liuren", "--no-config", "--rules", "课经", "--day",
			 "丙辰", "--hour", "寅", "--general", "未" };
	setlocale(LC_ALL, "C.UTF-8");
	lr_lang_use(LR_LANG_EN);
	struct tui_headless *h = tui_headless_open(10, argv, 200, 60, err,
						   sizeof err);
	ck_assert_msg(h != NULL, "open failed: %s", err);
	tui_headless_key(h, 'x');
	char want[256];
	snprintf(want, sizeof want, "Practice: step 1 of %d, 0 right", p.count);
	ck_assert_msg(has(h, 60, want), "%s", screen(h, 60));
	for (int i = 0; i < p.count - 1; i++)
		type_answer(h, p.steps[i].answer);
	ck_assert_msg(has(h, 60, "Which of these hold"), "%s", screen(h, 60));
	/* a wrong answer: one rule more or fewer than hold */
	type_answer(h, strcmp(rules->answer, "1") ? "1" : "2");
	ck_assert_msg(has(h, 60, "Not right. The reading says:"), "%s",
		      screen(h, 60));
	int holds = 0;
	for (int j = 0; j < rules->nforms; j++) {
		const char *why = lr_practice_rule_reason(rules, j, &r);
		snprintf(want, sizeof want, why ? "%d %s: holds: " :
			 "%d %s: does not hold", j + 1, rules->forms[j]);
		ck_assert_msg(has(h, 60, want), "lacks '%s': %s", want,
			      screen(h, 60));
		holds += why != NULL;
	}
	ck_assert_int_eq(holds > 0, strcmp(rules->answer, "無") != 0);
	type_answer(h, rules->answer);
	snprintf(want, sizeof want, "Done: %d of %d steps right", p.count - 1,
		 p.count);
	ck_assert_msg(has(h, 60, want), "%s", screen(h, 60));
	tui_headless_close(h);
}
END_TEST

START_TEST(test_wrong_then_skip)
{
	static struct lr_reading r;
	static struct lr_trace t;
	static struct lr_practice p;
	read_chart(&r, &t, &p);
	lr_lang_use(LR_LANG_EN);
	struct tui_headless *h = open_chart(200, 60, "en");
	tui_headless_key(h, 'x');
	/* the 月將加時 step answered wrong: its sentence is shown */
	const char *wrong = strcmp(p.steps[0].answer, "子") ? "子" : "丑";
	type_answer(h, wrong);
	ck_assert(has(h, 60, "Not right. The derivation says:"));
	char sentence[LR_STEP_TEXT];
	lr_step_format(&t, &t.steps[p.steps[0].decided_by[0]], sentence,
		       sizeof sentence);
	char start[64];
	snprintf(start, sizeof start, "%.40s", sentence);
	ck_assert_msg(has(h, 60, start), "no '%s'", start);
	expect_screen(h, 60, "practice-en-200x60-wrong");
	/* Backspace edits, then the right answer */
	tui_headless_key(h, 'z');
	tui_headless_key(h, 127);
	type_answer(h, p.steps[0].answer);
	ck_assert(has(h, 60, "Practice: step 2 of"));
	ck_assert(has(h, 60, "(missed)"));
	tui_headless_key(h, '\t');	/* skip the noble */
	ck_assert(has(h, 60, "(skipped)"));
	ck_assert(has(h, 60, "Practice: step 3 of"));
	tui_headless_close(h);
}
END_TEST

/* The attributes of the cell at (Y, X) of H's screen. */
static attr_t
cell_attr(struct tui_headless *h, int y, int x)
{
	char row[4096];
	tui_headless_row(h, 0, row, sizeof row);	/* makes it current */
	cchar_t cc;
	wchar_t wc[CCHARW_MAX + 1];
	attr_t a;
	short pair;
	ck_assert_int_ne(mvin_wch(y, x, &cc), ERR);
	getcchar(&cc, wc, &a, &pair, NULL);
	return a | COLOR_PAIR(pair);
}

/* Does the plate (the first COLS columns of rows 2 .. 18) show TEXT? */
static bool
plate_has(struct tui_headless *h, int cols, const char *text)
{
	for (int y = 2; y <= 18; y++) {
		char row[4096];
		tui_headless_row(h, y, row, sizeof row);
		row[tw_fit(row, cols, NULL)] = 0;
		if (strstr(row, text))
			return true;
	}
	return false;
}

/* Is a question of one of KINDS (bits) asked after question I? */
static bool
asked_after(const struct lr_practice *p, int i, unsigned kinds, int index)
{
	for (int q = i + 1; q < p->count; q++)
		if ((kinds >> p->steps[q].kind & 1) &&
		    (index < 0 || p->steps[q].index == index))
			return true;
	return false;
}

/* Every question answered wrong at 80x24: the plate beside the
 * sentences lights exactly the palaces its deciding steps light
 * (lr_step_palaces of each, as the teaching mode lights them), and shows
 * nothing a later question asks: the method, the void, the noble, the
 * fourth lesson, the first transmission */
START_TEST(test_wrong_lights_deciding_palaces)
{
	static struct lr_reading r;
	static struct lr_trace t;
	static struct lr_practice p;
	read_chart(&r, &t, &p);
	struct tui_headless *h = open_chart(80, 24, "en");
	tui_headless_key(h, 'x');
	attr_t hilite = tui_role(TUI_ROLE_HILITE) & (A_COLOR | A_REVERSE);
	int plate_w = 4 * 9 + 1;
	for (int i = 0; i < p.count; i++) {
		const struct lr_practice_step *s = &p.steps[i];
		type_answer(h, strcmp(s->answer, "子") ? "子" : "丑");
		ck_assert_msg(has(h, 24, "Not right. The derivation says:"),
			      "question %d: %s", i + 1, screen(h, 24));
		unsigned want = 0;
		for (int k = 0; k < s->ndecided; k++)
			want |= lr_step_palaces(&r.chart,
						&t.steps[s->decided_by[k]]);
		ck_assert_uint_ne(want, 0);
		for (int pl = 0; pl < 12; pl++) {
			/* the blank at the cell's top right corner */
			attr_t a = cell_attr(h, 3 + tui_palace_row[pl] * 4,
					     8 + tui_palace_col[pl] * 9);
			bool on = (a & (A_COLOR | A_REVERSE)) == hilite;
			ck_assert_msg(on == (bool)(want >> pl & 1), "question %d "
				      "palace %s: highlight %d", i + 1,
				      lr_branch_name(pl), on);
		}
		/* what is still to be asked is not on it; at the last
		 * question of the derivation all of it is */
		static const struct { const char *mark; unsigned kinds; int index; }
		later[] = {
			{ "法 ", 1u << LR_PQ_METHOD | 1u << LR_PQ_SUBMETHOD, -1 },
			{ "旬空", 1u << LR_PQ_HIDDEN_STEM | 1u << LR_PQ_VOID, -1 },
			{ "貴 ", 1u << LR_PQ_NOBLE | 1u << LR_PQ_NOBLE_WAY, -1 },
			{ "④", 1u << LR_PQ_LESSON, 3 },
			{ "初", 1u << LR_PQ_TRANSMISSION, 0 },
			{ "青龍", 1u << LR_PQ_GENERAL, -1 },
		};
		for (size_t k = 0; k < sizeof later / sizeof later[0]; k++) {
			bool shown = plate_has(h, plate_w, later[k].mark);
			if (asked_after(&p, i, later[k].kinds, later[k].index))
				ck_assert_msg(!shown, "question %d shows %s", i + 1,
					      later[k].mark);
			if (s->kind == LR_PQ_VOID)
				ck_assert_msg(shown, "question %d lacks %s", i + 1,
					      later[k].mark);
		}
		/* the method's: several sentences beside the plate */
		if (s->kind == LR_PQ_METHOD)
			expect_screen(h, 24, "practice-en-80x24-method");
		type_answer(h, s->answer);
	}
	char done[64];
	snprintf(done, sizeof done, "Done: 0 of %d steps right", p.count);
	ck_assert_msg(has(h, 24, done), "%s", screen(h, 24));
	tui_headless_close(h);
}
END_TEST

/* the screen, a few steps in, at both sizes in each language */
START_TEST(test_screens)
{
	static struct lr_reading r;
	static struct lr_trace t;
	static struct lr_practice p;
	read_chart(&r, &t, &p);
	static const char *const langs[] = { "zh-Hant", "zh-Hans", "en", "ko" };
	static const int sizes[2][2] = { { 80, 24 }, { 200, 60 } };
	for (int l = 0; l < 4; l++)
		for (int z = 0; z < 2; z++) {
			int cols = sizes[z][0], lines = sizes[z][1];
			struct tui_headless *h = open_chart(cols, lines, langs[l]);
			tui_headless_key(h, 'x');
			for (int i = 0; i < 5; i++)
				type_answer(h, p.steps[i].answer);
			type_answer(h, "子");	/* lesson 3: its 上神 is 酉, not 子 */
			char name[64];
			snprintf(name, sizeof name, "practice-%s-%dx%d", langs[l],
				 cols, lines);
			expect_screen(h, lines, name);
			for (int y = 0; y < lines; y++) {
				char row[4096];
				tui_headless_row(h, y, row, sizeof row);
				ck_assert_msg(tw_width(row) <= cols, "%s row %d too "
					      "wide", name, y);
			}
			tui_headless_close(h);
		}
}
END_TEST

static Suite *
practice_suite(void)
{
	Suite *s = suite_create("tui_practice");
	TCase *tc = tcase_create("practice");
	tcase_set_timeout(tc, 60);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_full_marks);
	tcase_add_test(tc, test_wrong_then_skip);
	tcase_add_test(tc, test_wrong_lights_deciding_palaces);
	tcase_add_test(tc, test_deal_by_need);
	tcase_add_test(tc, test_student_option);
	tcase_add_test(tc, test_rules_in_browser);
	tcase_add_test(tc, test_screens);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	SRunner *sr = srunner_create(practice_suite());
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
