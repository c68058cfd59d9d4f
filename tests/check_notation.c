/* liuren - check_notation.c: charts written as the book writes them: the
 * issue's examples, every seed chart given in words
 * (tests/data/patterns-notation.tsv), Simplified forms, and bad input.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/calendar.h"
#include "liuren/normalize.h"
#include "liuren/notation.h"
#include "liuren/patterns.h"

#ifndef LR_SRCDIR
#define LR_SRCDIR "."
#endif

static struct lr_notation parse_ok(const char *text)
{
	struct lr_notation n;
	char err[256] = "";
	int rc = lr_notation_parse(text, &n, err, sizeof err);
	ck_assert_msg(rc == 0, "'%s': %s", text, err);
	return n;
}

static void parse_bad(const char *text, const char *want)
{
	struct lr_notation n;
	char err[256] = "";
	ck_assert_msg(lr_notation_parse(text, &n, err, sizeof err) == -1,
		      "'%s' was accepted", text);
	ck_assert_msg(strstr(err, want) != NULL, "'%s': message '%s' lacks '%s'",
		      text, err, want);
	ck_assert_ptr_null(strchr(err, '\n'));
}

START_TEST(test_examples)
{
	struct lr_notation n = parse_ok("癸巳年七月癸酉日酉時巳將");
	ck_assert_int_eq(n.input.day, lr_parse_cycle_exact("癸酉"));
	ck_assert_int_eq(n.input.hour, LR_YOU);
	ck_assert_int_eq(n.input.general, LR_SI);
	ck_assert_int_eq(n.context.year, lr_parse_cycle_exact("癸巳"));
	ck_assert_int_eq(n.context.year_branch, LR_SI);
	ck_assert_int_eq(n.context.lunar_month, 7);
	ck_assert_int_eq(n.context.lunar_day, 0);
	ck_assert_int_eq(n.context.month_branch, LR_SHEN);	/* 七月建申 */
	ck_assert(n.context.month_from_lunar);
	ck_assert_int_eq(n.context.season, LR_AUTUMN);

	n = parse_ok("子年戌月戊寅日戌時卯將");
	ck_assert_int_eq(n.context.year, -1);
	ck_assert_int_eq(n.context.year_branch, LR_ZI);
	ck_assert_int_eq(n.context.month_branch, LR_XU);
	ck_assert(!n.context.month_from_lunar);
	ck_assert_int_eq(n.context.lunar_month, 0);

	n = parse_ok("九月初三丙午日午時卯將 寅命 行年午");
	ck_assert_int_eq(n.context.lunar_month, 9);
	ck_assert_int_eq(n.context.lunar_day, 3);
	ck_assert_int_eq(n.context.birth_branch, LR_YIN);
	ck_assert_int_eq(n.context.birth, -1);
	ck_assert_int_eq(n.context.xingnian, LR_WU_B);
	ck_assert(n.context.xingnian_given);
	ck_assert_int_eq(n.context.moon_palace, LR_MAO);	/* 九月初一起氐 … 房 */
	ck_assert_int_eq(n.context.moon_source, LR_LODGING_DAYCOUNT);

	n = parse_ok("三月十五己卯日子時酉將 男 行年子");
	ck_assert_int_eq(n.context.lunar_month, 3);
	ck_assert_int_eq(n.context.lunar_day, 15);
	ck_assert_int_eq(n.context.sex, LR_MALE);
	ck_assert_int_eq(n.context.xingnian, LR_ZI);

	n = parse_ok("癸酉日午時亥將春占");
	ck_assert_int_eq(n.context.season, LR_SPRING);
	ck_assert_int_eq(n.context.month_branch, -1);
	ck_assert_int_eq(n.context.year_branch, -1);
	ck_assert_int_eq(n.context.birth_branch, -1);
	ck_assert_int_eq(n.context.xingnian, -1);
	ck_assert_int_eq(n.context.moon_palace, -1);
}
END_TEST

/* A couple's running years (卷八 繁昌 "夫行年甲寅，妻行年己亥"; 卷九 解離
 * "夫年立午 … 妻年立子"). */
START_TEST(test_spouse_years)
{
	struct lr_notation n = parse_ok("壬申日未時巳將，夫行年甲寅，妻行年己亥");
	ck_assert_int_eq(n.context.couple_xingnian[LR_HUSBAND], LR_YIN);
	ck_assert_int_eq(n.context.couple_xingnian_stem[LR_HUSBAND], 0);	/* 甲 */
	ck_assert_int_eq(n.context.couple_xingnian[LR_WIFE], LR_HAI);
	ck_assert_int_eq(n.context.couple_xingnian_stem[LR_WIFE], 5);	/* 己 */
	ck_assert_int_eq(n.context.xingnian, -1);
	n = parse_ok("三月甲子日未時酉將 夫年立寅 妻年立午");
	ck_assert_int_eq(n.context.couple_xingnian[LR_HUSBAND], LR_YIN);
	ck_assert_int_eq(n.context.couple_xingnian_stem[LR_HUSBAND], -1);
	ck_assert_int_eq(n.context.couple_xingnian[LR_WIFE], LR_WU_B);
	parse_bad("甲子日未時酉將夫行年寅夫年午", "夫行年 is given twice");
	parse_bad("甲子日未時酉將妻行年", "妻行年 wants a pillar or branch");
	parse_bad("甲子日未時酉將夫行年甲卯", "甲卯 is not a sexagenary pillar");
}
END_TEST

START_TEST(test_forms)
{
	struct lr_notation n = parse_ok("癸巳年七月癸酉日酉时巳将");	/* Simplified */
	ck_assert_int_eq(n.input.hour, LR_YOU);
	ck_assert_int_eq(n.input.general, LR_SI);
	n = parse_ok("癸酉日 午時 登明將");
	ck_assert_int_eq(n.input.general, LR_HAI);
	n = parse_ok("丁酉日酉加午");
	ck_assert_int_eq(n.input.general, LR_YOU);
	ck_assert_int_eq(n.input.hour, LR_WU_B);
	n = parse_ok("閏六月初二壬子日卯時午將");
	ck_assert(n.context.lunar_leap);
	ck_assert_int_eq(n.context.lunar_month, 6);
	n = parse_ok("十一月廿一壬子日卯時午將");
	ck_assert_int_eq(n.context.lunar_month, 11);
	ck_assert_int_eq(n.context.lunar_day, 21);
	n = parse_ok("十二月三十壬子日卯時午將");
	ck_assert_int_eq(n.context.lunar_day, 30);
	n = parse_ok("冬月二十三壬子日卯時午將");
	ck_assert_int_eq(n.context.lunar_month, 11);
	ck_assert_int_eq(n.context.lunar_day, 23);
	n = parse_ok("臘月十日壬子日卯時午將");
	ck_assert_int_eq(n.context.lunar_month, 12);
	ck_assert_int_eq(n.context.lunar_day, 10);
	n = parse_ok("正月初十壬子日卯時午將");
	ck_assert_int_eq(n.context.lunar_month, 1);
	ck_assert_int_eq(n.context.lunar_day, 10);
	n = parse_ok("壬子日卯時午將，本命癸亥，女");
	ck_assert_int_eq(n.context.birth, lr_parse_cycle_exact("癸亥"));
	ck_assert_int_eq(n.context.sex, LR_FEMALE);
	n = parse_ok("丁未年壬子日卯時午將 癸亥生 男");
	/* born 癸亥, in 丁未 East Asian age 45: 丙寅 + 44 → 戌 */
	ck_assert_int_eq(n.context.xingnian, LR_XU);
	ck_assert(!n.context.xingnian_given);
	n = parse_ok("壬子日卯時午將 日宿午 月宿卯");
	ck_assert_int_eq(n.context.sun_palace, LR_WU_B);
	ck_assert_int_eq(n.context.sun_source, LR_LODGING_GIVEN);
	ck_assert_int_eq(n.context.moon_palace, LR_MAO);
	ck_assert_int_eq(n.context.moon_source, LR_LODGING_GIVEN);
	n = parse_ok("甲子年冬占壬子日卯時午將");
	ck_assert_int_eq(n.context.season, LR_WINTER);
	ck_assert_int_eq(n.context.year, 0);
}
END_TEST

START_TEST(test_errors)
{
	parse_bad("丙卯日午時亥將", "丙卯 is not a sexagenary pillar");
	parse_bad("癸酉日午時", "missing the monthly general");
	parse_bad("癸酉日亥將", "missing the hour");
	parse_bad("午時亥將", "missing the day pillar");
	parse_bad("", "missing the day pillar");
	parse_bad("癸酉日午時亥將 癸酉日", "the day is given twice");
	parse_bad("癸酉日午時亥將 xyz", "cannot read 'xyz'");
	parse_bad("酉日午時亥將", "the day needs its pillar");
	parse_bad("初三癸酉日午時亥將", "a lunar day needs its month");
	parse_bad("十三月癸酉日午時亥將", "a lunar month is 正 … 十二");
	parse_bad("三月三十五癸酉日午時亥將", "a lunar day is 初一 … 三十");
	parse_bad("癸酉日午時亥將 行年", "行年 wants a branch");
	parse_bad("閏癸酉日午時亥將", "閏 wants a month");
	parse_bad("三月子月癸酉日午時亥將", "the two differ");
	parse_bad("三月癸酉日午時亥將 秋占", "the season does not match");
	parse_bad("癸酉日午時甲子將", "the general is a branch");
	parse_bad("癸酉日午時亥將 男 女", "the sex is given twice");
	parse_bad("癸酉午時亥將", "after 癸酉 write 年, 月, 日, 時, 將 or 命");
	parse_bad("癸酉日午時亥將 月宿", "月宿 wants a branch");
}
END_TEST

/* A solar term in the notation: the day is that term's day; it fixes the
 * 月建 and season and must agree with those given. */
START_TEST(test_terms)
{
	struct lr_notation n = parse_ok("立春甲申日亥時子將");
	ck_assert_str_eq(lr_term_name(n.context.term_day), "立春");
	ck_assert_int_eq(n.context.month_branch, LR_YIN);
	ck_assert_int_eq(n.context.season, LR_SPRING);
	n = parse_ok("甲申日立春亥時子將");
	ck_assert_str_eq(lr_term_name(n.context.term_day), "立春");
	n = parse_ok("正月立春甲申日亥時子將");
	ck_assert_int_eq(n.context.month_branch, LR_YIN);
	ck_assert_int_eq(n.context.lunar_month, 1);
	/* 立春 may fall in 十二月: the term's 月建 wins over the lunar one */
	n = parse_ok("十二月立春甲申日亥時子將");
	ck_assert_int_eq(n.context.month_branch, LR_YIN);
	ck_assert_int_eq(n.context.season, LR_SPRING);
	n = parse_ok("癸卯日春分申時戌將 月宿辰");
	ck_assert_str_eq(lr_term_name(n.context.term_day), "春分");
	ck_assert_int_eq(n.context.month_branch, LR_MAO);
	n = parse_ok("丁酉日冬至日酉時辰將");	/* 冬至 is not 冬占 */
	ck_assert_str_eq(lr_term_name(n.context.term_day), "冬至");
	ck_assert_int_eq(n.context.month_branch, LR_ZI);
	n = parse_ok("丁酉日秋分酉時辰將 秋占 酉月");
	ck_assert_int_eq(n.context.season, LR_AUTUMN);
	n = parse_ok("丁酉日酉時辰將");
	ck_assert_int_eq(n.context.term_day, LR_TERM_DAY_UNKNOWN);
	parse_bad("子月立春甲申日亥時子將", "立春 is a day of 寅月, not of 子月");
	parse_bad("三月立春甲申日亥時子將", "立春 cannot fall in the lunar 三月");
	parse_bad("閏四月春分甲申日亥時子將", "春分 cannot fall in the lunar 閏四月");
	parse_ok("十二月立春甲申日亥時子將");
	parse_ok("三月春分甲申日亥時子將");
	parse_bad("甲申日立春亥時子將 秋占", "the season does not match 立春");
	parse_bad("甲申日立春立夏亥時子將", "the solar term is given twice");
	/* every term, typed in either script, is read after lr_normalize */
	static const char *const simplified[] = { "小满", "惊蛰", "谷雨", "处暑",
						  "芒种", "立春" };
	static const char *const traditional[] = { "小滿", "驚蟄", "穀雨", "處暑",
						   "芒種", "立春" };
	for (int i = 0; i < 6; i++) {
		char text[128], norm[256];
		snprintf(text, sizeof text, "甲申日%s亥时子将", simplified[i]);
		n = parse_ok(lr_normalize(text, norm, sizeof norm));
		ck_assert_int_ge(n.context.term_day, 0);
		ck_assert_str_eq(lr_term_name(n.context.term_day), traditional[i]);
	}
}
END_TEST

/* The lunar months a term may be written with hold every term of
 * 1901-2099 as the calendar dates them (at UTC+8). */
START_TEST(test_terms_in_lunar_months)
{
	for (int year = 1901; year <= 2099; year++) {
		struct lr_term terms[LR_TERMS];
		ck_assert_int_eq(lr_year_terms(year, terms), 0);
		for (int i = 0; i < LR_TERMS; i++) {
			int64_t days = (terms[i].utc + 8 * 3600) / 86400;
			if (terms[i].utc + 8 * 3600 < 0 && (terms[i].utc + 8 * 3600) % 86400)
				days--;
			struct lr_lunar_date ld;
			ck_assert_int_eq(lr_lunar_from_days(days, &ld), 0);
			char month[32], text[128];
			lr_lunar_month_name(ld.month, ld.leap, month, sizeof month);
			snprintf(text, sizeof text, "%s%s甲申日亥時子將", month,
				 lr_term_name(terms[i].index));
			struct lr_notation n;
			char err[256];
			ck_assert_msg(lr_notation_parse(text, &n, err, sizeof err) == 0,
				      "%d: %s: %s", year, text, err);
		}
	}
}
END_TEST

/* ---- the seed charts in words ---- */

enum { MAX_ROWS = 64 };

struct table {
	int count;
	char buf[MAX_ROWS][1024];
	char *f[MAX_ROWS][12];
};

static void read_table(const char *name, int fields, struct table *t)
{
	char path[512];
	snprintf(path, sizeof path, "%s/tests/data/%s", LR_SRCDIR, name);
	FILE *fp = fopen(path, "r");
	if (!fp) {
		perror(path);
		exit(EXIT_FAILURE);
	}
	char line[1024];
	t->count = 0;
	while (fgets(line, sizeof line, fp) && t->count < MAX_ROWS) {
		line[strcspn(line, "\n")] = '\0';
		if (line[0] == '#' || !line[0])
			continue;
		int k = t->count++;
		strcpy(t->buf[k], line);
		char *p = t->buf[k];
		for (int n = 0; n < fields; n++) {
			t->f[k][n] = p;
			char *tab = p ? strchr(p, '\t') : NULL;
			if (tab)
				*tab = '\0';
			p = tab ? tab + 1 : NULL;
			if (!t->f[k][n]) {
				fprintf(stderr, "%s: short row\n", path);
				exit(EXIT_FAILURE);
			}
		}
	}
	fclose(fp);
}

static struct table words, seeds;

static void load(void)
{
	if (words.count)
		return;
	read_table("patterns-notation.tsv", 3, &words);
	read_table("seed-charts.tsv", 12, &seeds);
}

START_TEST(test_seed_words)
{
	load();
	ck_assert_int_lt(_i, words.count);
	const char *id = words.f[_i][0];
	int row = -1;
	for (int k = 0; k < seeds.count; k++)
		if (!strcmp(seeds.f[k][0], id))
			row = k;
	ck_assert_msg(row >= 0, "%s not in seed-charts.tsv", id);
	struct lr_notation n = parse_ok(words.f[_i][1]);
	ck_assert_int_eq(n.input.day, lr_parse_cycle_exact(seeds.f[row][2]));
	ck_assert_int_eq(n.input.hour, lr_parse_branch_exact(seeds.f[row][3]));
	ck_assert_int_eq(n.input.general, lr_parse_branch_exact(seeds.f[row][4]));

	struct lr_settings st;
	lr_settings_default(&st);
	const char *note = seeds.f[row][11];
	if (!strncmp(note, "SCHOOL ", 7)) {
		char assign[128], err[256];
		snprintf(assign, sizeof assign, "%.*s", (int)strcspn(note + 7, ": "),
			 note + 7);
		ck_assert_int_eq(lr_settings_assign(&st, assign, err, sizeof err), 0);
	}
	struct lr_chart c;
	ck_assert_int_eq(lr_chart_compute(&c, &n.input, &st, NULL), 0);
	struct lr_rule_result r[LR_RULE_CAPACITY];
	int count = lr_patterns_evaluate(&c, &n.context, r, lr_pattern_count());
	char want[256];
	snprintf(want, sizeof want, "%s", seeds.f[row][9]);
	for (char *tok = strtok(want, " "); tok; tok = strtok(NULL, " ")) {
		if (!strcmp(tok, "-"))
			continue;
		char name[64], variant[64] = "";
		snprintf(name, sizeof name, "%s", tok);
		char *paren = strchr(name, '(');
		if (paren) {
			*paren = '\0';
			snprintf(variant, sizeof variant, "%s", paren + 1);
			variant[strcspn(variant, ")")] = '\0';
		}
		bool hit = false;
		for (int i = 0; i < count; i++)
			hit |= lr_pattern_result_matches(&r[i], name)
			       && strstr(r[i].variant, variant) != NULL;
		ck_assert_msg(hit, "%s (%s): %s not detected", id, words.f[_i][1], tok);
	}
}
END_TEST

START_TEST(test_looks_like)
{
	ck_assert(lr_notation_looks_like("癸酉日午時亥將春占"));
	ck_assert(lr_notation_looks_like("丁酉日酉加午"));
	ck_assert(!lr_notation_looks_like("2027-01-01"));
	ck_assert(!lr_notation_looks_like("癸酉"));
}
END_TEST

/* Regression (found by fuzz_args): text ending inside a UTF-8 sequence
 * ("'日加" then a lone lead byte) read past the end of the string while
 * quoting the bad part. Each prefix is parsed from its own exact-size
 * heap copy so that AddressSanitizer sees any overread. */
START_TEST(test_truncated_utf8)
{
	static const unsigned char crash[] = {
		0x27, 0xe6, 0x97, 0xa5, 0xe5, 0x8a, 0xa0, 0xe6
	};
	for (size_t len = 1; len <= sizeof crash; len++) {
		char *text = malloc(len + 1);
		ck_assert_ptr_nonnull(text);
		memcpy(text, crash, len);
		text[len] = '\0';
		struct lr_notation out;
		char err[256];
		ck_assert_int_eq(lr_notation_parse(text, &out, err, sizeof err), -1);
		ck_assert(err[0] != '\0');
		free(text);
	}
	/* a lead byte alone, and one followed by too few continuation bytes */
	struct lr_notation out;
	char err[256];
	ck_assert_int_eq(lr_notation_parse("\xe6", &out, err, sizeof err), -1);
	ck_assert_int_eq(lr_notation_parse("丙午日\xf0\x9f", &out, err, sizeof err), -1);
}
END_TEST

static Suite *suite(void)
{
	Suite *s = suite_create("notation");
	TCase *tc = tcase_create("core");
	load();
	tcase_add_test(tc, test_examples);
	tcase_add_test(tc, test_spouse_years);
	tcase_add_test(tc, test_forms);
	tcase_add_test(tc, test_errors);
	tcase_add_test(tc, test_terms);
	tcase_add_test(tc, test_terms_in_lunar_months);
	tcase_add_loop_test(tc, test_seed_words, 0, words.count);
	tcase_add_test(tc, test_looks_like);
	tcase_add_test(tc, test_truncated_utf8);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	SRunner *sr = srunner_create(suite());
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
