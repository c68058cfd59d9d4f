/* liuren - check_tui_bifa.c: the 法 of the 《畢法賦》 in the browser: the
 * section under the 課體 (main readings, remarks, then the 未論), each
 * row cut to the pane's width, j past the last 課體 reaching them on a
 * small screen, Enter reading the verse line and the paragraph of the 格
 * that fired with its worked chart, a click selecting one, and the
 * teaching steps after the derivation lighting the palaces they name;
 * the atlas filtered by a typed 法 or 格.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "front/moment_args.h"
#include "liuren/bifa.h"
#include "liuren/calendar.h"
#include "liuren/chart.h"
#include "liuren/context.h"
#include "liuren/moment.h"
#include "liuren/patterns.h"
#include "liuren/trace.h"
#include "tui/labels.h"
#include "tui/state.h"
#include "tui/tui.h"
#include "tui/ui.h"
#include "tui/width.h"

/* 丙辰日 寅時 未將 (the chart the screens are kept for): 三傳 寅 未 子 */
static struct tui_headless *
open_at(int cols, int lines)
{
	char *argv[] = { "liuren", "--no-config", "--day", "丙辰", "--hour",
			 "寅", "--general", "未", NULL };
	char err[256] = "";
	setlocale(LC_ALL, "C.UTF-8");
	unsetenv("NO_COLOR");
	struct tui_headless *h = tui_headless_open(8, argv, cols, lines, err,
						   sizeof err);
	ck_assert_msg(h != NULL, "open failed: %s", err);
	return h;
}

static const char *
row(struct tui_headless *h, int y)
{
	static char buf[8][4096];
	static int n;
	char *b = buf[n++ % 8];
	tui_headless_row(h, y, b, sizeof buf[0]);
	return b;
}

/* The row (from the top) whose text starts with TEXT, or -1. */
static int
row_starting(struct tui_headless *h, int lines, const char *text)
{
	for (int y = 0; y < lines; y++)
		if (!strncmp(row(h, y), text, strlen(text)))
			return y;
	return -1;
}

static bool
on_screen(struct tui_headless *h, int lines, const char *text)
{
	for (int y = 0; y < lines; y++)
		if (strstr(row(h, y), text))
			return true;
	return false;
}

/* The 法 of the chart as the core reads them with nothing known of the
 * querent, in the order the section lists them. */
static int
expected(struct lr_rule_result *out, int *fired)
{
	struct lr_chart c;
	struct lr_input in = { 52, LR_YIN, LR_WEI };	/* 丙辰 寅 未 */
	ck_assert_int_eq(lr_chart_compute(&c, &in, NULL, NULL), 0);
	struct lr_context ctx;
	lr_context_init(&ctx);
	lr_context_complete(&ctx);
	struct lr_rule_result r[LR_BIFA_COUNT];
	int n = lr_bifa_evaluate(&c, &ctx, r, LR_BIFA_COUNT), k = 0;
	for (int pass = 0; pass < 3; pass++) {
		if (pass == 2)
			*fired = k;
		for (int i = 0; i < n; i++)
			if (pass < 2 ? r[i].verdict == LR_RULE_FIRED &&
				       r[i].remark == (pass == 1)
				     : r[i].verdict != LR_RULE_FIRED)
				out[k++] = r[i];
	}
	return k;
}

/* The 課體 that fire on the chart (the section comes after them). */
static int
patterns_fired(void)
{
	struct lr_chart c;
	struct lr_input in = { 52, LR_YIN, LR_WEI };
	lr_chart_compute(&c, &in, NULL, NULL);
	struct lr_context ctx;
	lr_context_init(&ctx);
	lr_context_complete(&ctx);
	struct lr_rule_result r[LR_RULE_CAPACITY];
	int n = lr_patterns_evaluate(&c, &ctx, r, lr_pattern_count()), f = 0;
	for (int i = 0; i < n; i++)
		f += r[i].verdict == LR_RULE_FIRED;
	return f;
}

START_TEST(test_section_rows)
{
	struct lr_rule_result r[LR_BIFA_COUNT];
	int fired, n = expected(r, &fired);
	ck_assert_int_gt(fired, 0);
	/* 三傳寅未子: 寅木克未土, 未土克子水, 子水克丙火: 初克中、中克末、
	 * 末克日干, 「三傳互克眾人欺」 (卷十一 第三十二法) holds */
	bool thirty_two = false;
	for (int i = 0; i < fired; i++)
		thirty_two |= r[i].number == 32;
	ck_assert(thirty_two);
	/* 48 rows: every 法 of the chart, fired or not evaluated, in view */
	struct tui_headless *h = open_at(120, 48);
	char title[64];
	snprintf(title, sizeof title, "畢法 %d (%d not evaluated)", fired, n - fired);
	int y = row_starting(h, 48, title);
	ck_assert_msg(y > 18, "no section title '%s'", title);
	/* in order, each on a row of its own (a long reason wraps under it,
	 * indented) */
	y++;
	for (int i = 0; i < n; i++) {
		char o[32], want[256];
		snprintf(want, sizeof want, "%s%s%s %s",
			 i < fired && r[i].remark ? tui_remark_label() : "",
			 i < fired && r[i].remark ? " " : "",
			 lr_bifa_ordinal(r[i].number, o, sizeof o), r[i].name);
		while (y < 47 && !strncmp(row(h, y), "  ", 2))
			y++;
		const char *got = row(h, y++);
		ck_assert_msg(!strncmp(got, want, strlen(want)), "row %d '%s', "
			      "want '%s'", i, got, want);
		if (i >= fired)	/* says what it needs */
			ck_assert_msg(strstr(got, "未論（需"), "'%s'", got);
	}
	tui_headless_close(h);
}
END_TEST

/* Every row fits the pane (40 columns at 80x24) and one cut ends with the
 * mark; j past the last 課體 shows the 法 in their place, k back. */
START_TEST(test_small_screen)
{
	struct tui_headless *h = open_at(80, 24);
	ck_assert(strstr(row(h, 18), "畢法"));	/* said in the 課體 title */
	tui_headless_key(h, '\t');
	for (int i = 0; i < patterns_fired(); i++)
		tui_headless_key(h, 'j');
	ck_assert_msg(!strncmp(row(h, 18), "畢法", 6), "'%s'", row(h, 18));
	bool cut = false;
	for (int y = 19; y < 22; y++) {
		char left[4096];
		snprintf(left, sizeof left, "%s", row(h, y));
		/* the pane's 40 columns */
		size_t n = tw_fit(left, 40, NULL);
		left[n] = 0;
		cut |= strstr(left, "…") != NULL;
		ck_assert_msg(!strncmp(left, "第", 3) || !strncmp(left, "附", 3),
			      "row %d '%s'", y, left);
	}
	ck_assert(cut);
	tui_headless_key(h, 'k');
	ck_assert_msg(strstr(row(h, 18), "課體"), "'%s'", row(h, 18));
	tui_headless_close(h);
}
END_TEST

/* Select the I-th 法 of the section (Tab, j past the 課體). */
static void
select_fa(struct tui_headless *h, int i)
{
	tui_headless_key(h, '\t');
	for (int k = 0; k < patterns_fired() + i; k++)
		tui_headless_key(h, 'j');
}

START_TEST(test_enter_reads_the_ge)
{
	struct lr_rule_result r[LR_BIFA_COUNT];
	int fired;
	expected(r, &fired);
	/* 第八十一法: 初傳寅 (丙's 長生) goes into 未, its 墓: the 格 長生入墓格 */
	int k = -1;
	for (int i = 0; i < fired; i++)
		if (r[i].number == 81)
			k = i;
	ck_assert_int_ge(k, 0);
	ck_assert_str_eq(r[k].ge, "長生入墓格");
	char err[256];
	const struct lr_bifa_text *t = lr_bifa_text(81, err, sizeof err);
	ck_assert_msg(t, "%s", err);
	const char *para = NULL, *other = NULL;
	for (int i = 0; i < t->count; i++)
		if (!strcmp(t->kind[i], "ge")) {
			if (!strcmp(t->name[i], "長生入墓格"))
				para = t->text[i];
			else if (!other)
				other = t->name[i];
		}
	ck_assert(para && other);
	struct tui_headless *h = open_at(200, 60);
	select_fa(h, k);
	tui_headless_key(h, '\r');
	ck_assert(on_screen(h, 60, "畢法 傳墓入墓分憎愛 (長生入墓格)  (畢法 第八十一法)"));
	ck_assert(on_screen(h, 60, "【卷十二 畢法賦】傳墓入墓分憎愛"));
	ck_assert(on_screen(h, 60, "【卷十二 長生入墓格】"));
	char head[64];
	size_t hl = tw_fit(para, 12, NULL);
	memcpy(head, para, hl);
	head[hl] = 0;
	ck_assert_msg(on_screen(h, 60, head), "no worked chart '%s'", head);
	/* the other 格 of the 法 are not what fired */
	ck_assert(!on_screen(h, 60, other));
	tui_headless_close(h);
}
END_TEST

/* 第六法 「六陰相繼盡昏迷」 on 丁丑日 卯時 丑將: 四課 and 三傳 all on 陰
 * branches, 「謂課傳皆居六陰之位是也」 (卷十一 六陰格). Enter reads that
 * paragraph, though the result names its 格 六陰 without 格. */
START_TEST(test_enter_reads_the_ge_named_short)
{
	struct lr_chart c;
	struct lr_input in = { lr_cycle(LR_DING, LR_CHOU), LR_MAO, LR_CHOU };
	ck_assert_int_eq(lr_chart_compute(&c, &in, NULL, NULL), 0);
	for (int i = 0; i < 4; i++)
		ck_assert_int_eq(c.lessons[i].upper % 2, 1);
	for (int i = 0; i < 3; i++)
		ck_assert_int_eq(c.transmissions[i].branch % 2, 1);
	char err[256];
	const struct lr_bifa_text *t = lr_bifa_text(6, err, sizeof err);
	ck_assert_msg(t, "%s", err);
	const char *para = NULL, *other = NULL;
	for (int i = 0; i < t->count; i++)
		if (!strcmp(t->kind[i], "ge")) {
			if (!strcmp(t->name[i], "六陰格"))
				para = t->text[i];
			else if (!other)
				other = t->name[i];
		}
	ck_assert(para && other);
	char *argv[] = { "liuren", "--no-config", "--day", "丁丑", "--hour",
			 "卯", "--general", "丑", NULL };
	setlocale(LC_ALL, "C.UTF-8");
	struct tui_headless *h = tui_headless_open(8, argv, 200, 60, err,
						   sizeof err);
	ck_assert_msg(h, "%s", err);
	const struct tui_state *st = tui_headless_state(h);
	int k = -1;
	for (int i = 0; i < st->nbifa_fired; i++)
		if (st->bifa[i].number == 6)
			k = i;
	ck_assert_int_ge(k, 0);
	tui_headless_key(h, '\t');
	for (int i = 0; i < st->nfired + k; i++)
		tui_headless_key(h, 'j');
	ck_assert_int_eq(st->focus, TUI_PANE_BIFA);
	ck_assert_int_eq(st->sel_bifa, k);
	tui_headless_key(h, '\r');
	ck_assert(on_screen(h, 60, "【卷十一 畢法賦】六陰相繼盡昏迷"));
	ck_assert(on_screen(h, 60, "【卷十一 六陰格】"));
	char head[64];
	size_t hl = tw_fit(para, 12, NULL);
	memcpy(head, para, hl);
	head[hl] = 0;
	ck_assert_msg(on_screen(h, 60, head), "no paragraph '%s'", head);
	ck_assert(!on_screen(h, 60, other));
	tui_headless_close(h);
}
END_TEST

/* A 格 the commentary does not name (第三十二法's 遞克): the 法's own
 * paragraphs, whose first has the worked chart of this very day. */
START_TEST(test_enter_reads_the_text)
{
	struct lr_rule_result r[LR_BIFA_COUNT];
	int fired;
	expected(r, &fired);
	int k = -1;
	for (int i = 0; i < fired; i++)
		if (r[i].number == 32)
			k = i;
	ck_assert_int_ge(k, 0);
	struct tui_headless *h = open_at(200, 60);
	select_fa(h, k);
	tui_headless_key(h, '\r');
	ck_assert(on_screen(h, 60, "(畢法 第三十二法)"));
	ck_assert(on_screen(h, 60, "【卷十一】此例亦有二等"));
	/* the worked chart: 「如丙辰日初傳寅加酉」 */
	ck_assert(on_screen(h, 60, "丙辰日初傳寅加酉"));
	tui_headless_close(h);
}
END_TEST

START_TEST(test_click_selects)
{
	struct lr_rule_result r[LR_BIFA_COUNT];
	int fired;
	expected(r, &fired);
	struct tui_headless *h = open_at(120, 40);
	char o[32], want[128];
	lr_bifa_ordinal(r[1].number, o, sizeof o);
	int y = row_starting(h, 40, o);
	ck_assert_int_gt(y, 18);
	/* a click on the second 法, again opens its commentary */
	tui_headless_click(h, y, 4);
	tui_headless_click(h, y, 4);
	/* the commentary's head names the 法 (its source, 「(畢法 第…法)」,
	 * may wrap beside a long name) */
	snprintf(want, sizeof want, "畢法 %s", lr_bifa_name(r[1].number));
	ck_assert_msg(on_screen(h, 40, want), "no '%s'", want);
	tui_headless_close(h);
}
END_TEST

/* The attributes of the cell at (Y, X) on the current screen. */
static attr_t
cell_attr(struct tui_headless *h, int y, int x)
{
	row(h, 0);	/* makes the browser's screen current */
	cchar_t cc;
	wchar_t wc[CCHARW_MAX + 1];
	attr_t a;
	short pair;
	ck_assert_int_ne(mvin_wch(y, x, &cc), ERR);
	getcchar(&cc, wc, &a, &pair, NULL);
	return a | COLOR_PAIR(pair);
}

/* Rows and columns (0-3) of the earth palaces on the 4x4 plate. */
static const int pr[12] = { 3, 3, 3, 2, 1, 0, 0, 0, 0, 1, 2, 3 };
static const int pc[12] = { 2, 1, 0, 0, 0, 0, 1, 2, 3, 3, 3, 3 };

START_TEST(test_teaching_steps)
{
	struct lr_rule_result r[LR_BIFA_COUNT];
	int fired;
	expected(r, &fired);
	struct lr_chart c;
	static struct lr_trace tr;
	struct lr_input in = { 52, LR_YIN, LR_WEI };
	lr_chart_compute(&c, &in, NULL, &tr);
	struct tui_headless *h = open_at(80, 24);
	tui_headless_key(h, 'e');
	for (int i = 1; i < tr.count; i++)
		tui_headless_key(h, ' ');
	attr_t lit = tui_role(TUI_ROLE_HILITE) & (A_COLOR | A_REVERSE);
	for (int i = 0; i < fired; i++) {
		tui_headless_key(h, ' ');
		char o[32], want[256];
		snprintf(want, sizeof want, "step %d/%d", tr.count + i + 1,
			 tr.count + fired);
		ck_assert_str_eq(row(h, 18), want);
		snprintf(want, sizeof want, "畢法 %s%s%s %s", r[i].remark ?
			 tui_remark_label() : "", r[i].remark ? " " : "",
			 lr_bifa_ordinal(r[i].number, o, sizeof o),
			 r[i].name);
		ck_assert_msg(!strncmp(row(h, 19), want, strlen(want)),
			      "'%s', want '%s'", row(h, 19), want);
		/* the palaces lit: worked out here for two of them */
		unsigned want_lit = 0;
		if (r[i].number == 32)	/* 三傳 寅 未 子 over 酉 寅 未 */
			want_lit = 1u << LR_YOU | 1u << LR_YIN | 1u << LR_WEI;
		else if (r[i].number == 35)	/* 干上戌 over 巳 (丙寄巳),
						 * 支上酉 over 辰 */
			want_lit = 1u << LR_SI | 1u << LR_CHEN;
		else
			continue;
		for (int p = 0; p < 12; p++) {
			attr_t a = cell_attr(h, 2 + pr[p] * 4, 8 + pc[p] * 9);
			bool on = (a & (A_COLOR | A_REVERSE)) == lit;
			ck_assert_msg(on == (bool)(want_lit >> p & 1),
				      "第%d法 palace %s: lit %d", r[i].number,
				      lr_branch_name(p), on);
		}
	}
	/* no more steps */
	tui_headless_key(h, ' ');
	ck_assert(strstr(row(h, 23), "last step"));
	tui_headless_close(h);
}
END_TEST

/* The atlas takes a typed 格 (or 法) name as it takes a 課體: only the
 * lessons of the hour where it holds, nothing else known. */
START_TEST(test_atlas_name)
{
	int want = 0, any = 0;
	bool bingchen = false;
	for (int day = 0; day < LR_CYCLE; day++)
		for (int off = 0; off < LR_BRANCHES; off++) {
			struct lr_chart c;
			struct lr_input in = { day, LR_YIN,
					       lr_branch_add(LR_YIN, off) };
			lr_chart_compute(&c, &in, NULL, NULL);
			struct lr_context ctx;
			lr_context_init(&ctx);
			lr_context_complete(&ctx);
			struct lr_rule_result r;
			if (lr_bifa_evaluate_one(81, &c, &ctx, &r) != 1 ||
			    r.verdict != LR_RULE_FIRED)
				continue;
			any++;
			/* the 格 among those named (辛未日巳加子: 德祿傳墓格 長生入墓格 鬼入墓格) */
			if (strstr(r.ge, "長生入墓格")) {
				want++;
				bingchen |= day == 52 && in.general == LR_WEI;
			}
		}
	/* 丙辰日 未加寅: 初傳寅, 丙's 長生, goes into 中傳未, its 墓 */
	ck_assert(bingchen);
	ck_assert_int_lt(want, any);
	struct tui_headless *h = open_at(120, 40);
	tui_headless_type(h, "a/長生入墓格\r");
	char head[64];
	snprintf(head, sizeof head, "%d of 720", want);
	ck_assert_msg(strstr(row(h, 0), head), "'%s', want '%s'", row(h, 0),
		      head);
	ck_assert(strstr(row(h, 0), "畢法 第八十一法 長生入墓格"));
	ck_assert(on_screen(h, 40, "丙辰  未 on 寅"));
	/* the 法 by its number: every 格 of it */
	tui_headless_type(h, "/\x15第八十一法\r");
	ck_assert(strstr(row(h, 0), "畢法 第八十一法"));
	snprintf(head, sizeof head, "%d of 720", any);
	ck_assert_msg(strstr(row(h, 0), head), "'%s', want '%s'", row(h, 0),
		      head);
	/* a name that is none of them: said, the prompt stays */
	tui_headless_type(h, "/\x15亂七八糟\r");
	ck_assert(on_screen(h, 40, "亂七八糟"));
	ck_assert(strstr(row(h, 38), "is no 課體"));
	/* nothing: all */
	tui_headless_type(h, "\x15\r");
	ck_assert(strstr(row(h, 0), "720 of 720"));
	tui_headless_close(h);
}
END_TEST

/* Does 法 NUMBER hold on the chart of the moment UTC (in Shanghai, the
 * calendar's context)? */
static bool
fa_holds_at(int64_t utc, int number)
{
	struct lr_moment m;
	char err[200];
	lr_moment_from_utc(&m, "Asia/Shanghai", utc, LR_DEFAULT_LON,
			   LR_DEFAULT_LAT, err, sizeof err);
	struct lr_calendar cal;
	lr_calendar_resolve(&cal, &m, NULL, err, sizeof err);
	struct lr_input in = lr_calendar_input(&cal);
	struct lr_settings set;
	lr_settings_default(&set);
	struct lr_chart c;
	lr_chart_compute_daynight(&c, &in, &set, lr_calendar_daytime(&cal, &m,
				  &set), NULL);
	struct lr_context ctx;
	lr_context_init(&ctx);
	lr_context_from_calendar(&ctx, &cal, &set);
	struct lr_rule_result r;
	return lr_bifa_evaluate_one(number, &c, &ctx, &r) == 1 &&
	       r.verdict == LR_RULE_FIRED;
}

/* f with a 法 selected jumps to the next moment where that 法 holds. */
START_TEST(test_find_a_fa)
{
	char *argv[] = { "liuren", "--no-config", "2026-11-29", "17:05",
			 "--tz", "Asia/Shanghai", NULL };
	char err[256] = "";
	setlocale(LC_ALL, "C.UTF-8");
	struct tui_headless *h = tui_headless_open(6, argv, 80, 24, err,
						   sizeof err);
	ck_assert_msg(h != NULL, "%s", err);
	/* j past the 課體 until the 法 take their place */
	tui_headless_key(h, '\t');
	for (int i = 0; i < 60 && strncmp(row(h, 18), "畢法", 6); i++)
		tui_headless_key(h, 'j');
	ck_assert_msg(!strncmp(row(h, 18), "畢法", 6), "'%s'", row(h, 18));
	/* the first 法 that holds: 「第N法 name(格) …」 */
	const char *first = row(h, 19);
	int number = -1;
	const char *sp = strchr(first, ' ');
	ck_assert(sp != NULL);
	char name[96];
	size_t nl = strcspn(sp + 1, "( ");
	snprintf(name, sizeof name, "%.*s", (int)nl, sp + 1);
	number = lr_bifa_find(name, NULL);
	ck_assert_msg(number > 0, "'%s'", first);
	struct lr_moment m0;
	front_moment_parse_text("2026-11-29 17:05", "Asia/Shanghai",
			     LR_DEFAULT_LON, LR_DEFAULT_LAT, &m0, err, sizeof err);
	ck_assert(fa_holds_at(m0.utc, number));
	tui_headless_key(h, 'f');
	const char *st = tui_headless_status(h);
	char want[160];
	snprintf(want, sizeof want, "%s next at ", name);
	ck_assert_msg(!strncmp(st, want, strlen(want)), "status '%s'", st);
	struct lr_moment m;
	ck_assert_int_eq(front_moment_parse_text(st + strlen(want),
					      "Asia/Shanghai", LR_DEFAULT_LON,
					      LR_DEFAULT_LAT, &m, err,
					      sizeof err), 0);
	ck_assert(m.utc > m0.utc);
	ck_assert(fa_holds_at(m.utc, number));
	tui_headless_close(h);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("tui_bifa");
	TCase *tc = tcase_create("bifa");
	tcase_add_test(tc, test_section_rows);
	tcase_add_test(tc, test_small_screen);
	tcase_add_test(tc, test_enter_reads_the_ge);
	tcase_add_test(tc, test_enter_reads_the_ge_named_short);
	tcase_add_test(tc, test_enter_reads_the_text);
	tcase_add_test(tc, test_click_selects);
	tcase_add_test(tc, test_teaching_steps);
	tcase_add_test(tc, test_atlas_name);
	tcase_add_test(tc, test_find_a_fa);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
