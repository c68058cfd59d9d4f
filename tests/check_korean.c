/* liuren - check_korean.c: the Korean particles after a filled-in word
 * (lr_ko_particles) and the readings they are chosen by
 * (res/ko-readings.tsv).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <locale.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "liuren/korean.h"
#include "liuren/lang.h"
#include "liuren/normalize.h"

#ifndef LR_SRCDIR
#define LR_SRCDIR "."
#endif

static void picks(const char *text, size_t from, const char *want)
{
	char buf[512];
	snprintf(buf, sizeof buf, "%s", text);
	lr_ko_particles(buf, from);
	ck_assert_msg(!strcmp(buf, want), "'%s' became '%s', want '%s'", text,
		      buf, want);
}

START_TEST(test_particles)
{
	/* a final consonant, none, ㄹ */
	picks("六合을(를) 타고", 0, "六合을 타고");
	picks("亥을(를) 극함", 0, "亥를 극함");
	picks("丑이(가) 發用", 0, "丑이 發用");
	picks("午이(가) 發用", 0, "午가 發用");
	picks("貴人은(는)", 0, "貴人은");
	picks("白虎은(는)", 0, "白虎는");
	picks("子과(와) 午", 0, "子와 午");
	picks("丑과(와) 未", 0, "丑과 未");
	picks("丑(으)로", 0, "丑으로");
	picks("子(으)로", 0, "子로");
	picks("戌(으)로", 0, "戌로");		/* 술: ㄹ takes 로 */
	picks("月宿(이)라", 0, "月宿라");	/* 宿 read 수 */
	picks("天罡(이)라", 0, "天罡이라");
	picks("寡宿을(를)", 0, "寡宿을");	/* the word read 과숙 */
	picks("月宿을(를)", 0, "月宿를");
	/* a word coloured on a terminal: read through its colour's end */
	picks("\033[1;31m丑\033[0m이(가) 發用", 0, "\033[1;31m丑\033[0m이 發用");
	picks("\033[31m午\033[0m이(가)", 0, "\033[31m午\033[0m가");
	/* the form written either way round */
	picks("亥를(을)", 0, "亥를");
	picks("寅와(과)", 0, "寅과");
	/* Hangul, numbers, Latin */
	picks("본명을(를)", 0, "본명을");
	picks("사과을(를)", 0, "사과를");
	picks("제3과이(가)", 0, "제3과가");
	picks("3을(를)", 0, "3을");
	picks("2을(를)", 0, "2를");
	picks("10이(가)", 0, "10이");
	picks("JSON(으)로", 0, "JSON으로");
	/* through brackets and quotes */
	picks("六儀（旬儀）을(를)", 0, "六儀（旬儀）를");
	picks("干上(辰)을(를)", 0, "干上(辰)을");
	picks("「不發用者不真」(이)라", 0, "「不發用者不真」이라");
	/* several in one sentence; only from FROM on */
	picks("朱雀이(가) 탄 丑이(가), 貴人이(가) 탄 亥을(를) 극함", 0,
	      "朱雀이 탄 丑이, 貴人이 탄 亥를 극함");
	picks("亥을(를) 子을(를)", strlen("亥을(를) "), "亥을(를) 子를");
	/* a word it cannot read keeps the joint form */
	picks("Ω을(를)", 0, "Ω을(를)");
	picks("(을(를))", 0, "(을(를))");
	/* no joint form: nothing changes; 과(課) is not 과(와) */
	picks("제1과(課) 上克下", 0, "제1과(課) 上克下");
	ck_assert(lr_ko_has_joint_particle("亥을(를)"));
	ck_assert(lr_ko_has_joint_particle("丑(으)로"));
	ck_assert(!lr_ko_has_joint_particle("제1과(課) (亥)"));
}
END_TEST

/* Every 漢字 of a name the program knows and of the Korean catalog has
 * its reading: a particle after any of them is picked. */
static int unread;
static char first_unread[64];

static void each_char(const char *text)
{
	for (const char *p = text; *p;) {
		unsigned char c = (unsigned char)*p;
		size_t len = c < 0x80 ? 1 : c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : 2;
		/* CJK unified ideographs: E3 90 80 (U+3400) … E9 BF BF */
		if (len == 3 && ((c == 0xe3 && (unsigned char)p[1] >= 0x90)
				 || (c >= 0xe4 && c <= 0xe9))
		    && !lr_ko_reading(p)) {
			if (!unread++)
				snprintf(first_unread, sizeof first_unread,
					 "%.*s in %.40s", (int)len, p, text);
		}
		p += len;
	}
}

static void each_name(const char *name, void *arg)
{
	(void)arg;
	each_char(name);
}

START_TEST(test_readings_cover)
{
	unread = 0;
	lr_normalize_each_name(each_name, NULL);
	FILE *f = fopen(LR_SRCDIR "/po/ko.po", "r");
	ck_assert_ptr_nonnull(f);
	char line[8192];
	while (fgets(line, sizeof line, f))
		if (line[0] != '#')
			each_char(line);
	fclose(f);
	ck_assert_msg(unread == 0, "%d 漢字 without a reading, first %s",
		      unread, first_unread);
	ck_assert_str_eq(lr_ko_reading("亥"), "해");
	ck_assert_str_eq(lr_ko_reading("宿"), "수");
	ck_assert_ptr_null(lr_ko_reading("a"));
}
END_TEST

/* A broken readings file is refused with FILE:LINE and the reason. */
static void refused(const char *body, const char *want)
{
	char path[] = "/tmp/liuren-ko-XXXXXX";
	int fd = mkstemp(path);
	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(write(fd, body, strlen(body)), (ssize_t)strlen(body));
	close(fd);
	char err[512];
	ck_assert_int_eq(lr_ko_readings_load_file(path, err, sizeof err), -1);
	unlink(path);
	ck_assert_msg(strstr(err, want) != NULL, "'%s' lacks '%s'", err, want);
	ck_assert_msg(strstr(err, path) != NULL, "'%s' lacks the path", err);
}

START_TEST(test_readings_file)
{
	char err[512];
	ck_assert_msg(lr_ko_readings_load_file(LR_SRCDIR "/res/ko-readings.tsv",
					       err, sizeof err) == 0, "%s", err);
	refused("亥\t해\n子\n", ":2: ");
	refused("# c\n亥\t해\nab\t해\n", ":3: 'ab' is not one 漢字");
	refused("亥\t해\n子\tja\n", ":2: 'ja' is not one Hangul syllable");
	refused("亥\t해해\n", ":1: ");
	refused("亥\t해\n子\t자\n亥\t개\n", ":3: '亥' read twice");
	refused("亥\t해\n寡宿\t과\n", ":2: '寡宿' is read '과'");
	/* the good file again, for the tests after */
	ck_assert_int_eq(lr_ko_readings_load_file(LR_SRCDIR
		"/res/ko-readings.tsv", err, sizeof err), 0);
}
END_TEST

/* A particle the catalog writes in one form right after a 漢字 term suits
 * the term's reading, as lr_ko_particles picks it: 亥를, not 亥을; 丑으로,
 * not 丑로; 寡宿을 (과숙), 月宿이 (월수). */
static bool is_han3(const char *p)
{
	const unsigned char *u = (const unsigned char *)p;
	return (u[0] == 0xe3 && u[1] >= 0x90) || (u[0] >= 0xe4 && u[0] <= 0xe9);
}

static bool hangul3(const char *p)
{
	const unsigned char *u = (const unsigned char *)p;
	return u[0] >= 0xea && u[0] <= 0xed;
}

START_TEST(test_catalog_particles_suit)
{
	static const struct { const char *fixed, *joint; } particles[] = {
		{ "으로", "(으)로" }, { "은", "은(는)" }, { "는", "은(는)" },
		{ "이", "이(가)" }, { "가", "이(가)" }, { "을", "을(를)" },
		{ "를", "을(를)" }, { "과", "과(와)" }, { "와", "과(와)" },
		{ "로", "(으)로" },
	};
	FILE *f = fopen(LR_SRCDIR "/po/ko.po", "r");
	ck_assert_ptr_nonnull(f);
	char line[8192];
	int bad = 0, seen = 0;
	bool msgstr = false;
	while (fgets(line, sizeof line, f)) {
		if (!strncmp(line, "msgstr", 6))
			msgstr = true;
		else if (line[0] != '"')
			msgstr = false;
		if (!msgstr)
			continue;
		for (const char *p = line; *p; p++) {
			if (!is_han3(p))
				continue;
			const char *a = p + 3;
			for (size_t k = 0; k < sizeof particles / sizeof *particles; k++) {
				size_t n = strlen(particles[k].fixed);
				if (strncmp(a, particles[k].fixed, n) || hangul3(a + n)
				    || a[n] == '(')	/* a joint form */
					continue;
				/* the line up to the term, the joint form after */
				char probe[8192];
				snprintf(probe, sizeof probe, "%.*s%s",
					 (int)(a - line), line, particles[k].joint);
				size_t at = (size_t)(a - line);
				lr_ko_particles(probe, at);
				if (!strcmp(probe + at, particles[k].joint))
					break;	/* a term it cannot read */
				seen++;
				if (strcmp(probe + at, particles[k].fixed) && bad++ < 10)
					fprintf(stderr, "po/ko.po: %.3s%s should be "
						"%.3s%s: %s", p, particles[k].fixed,
						p, probe + at, line);
				break;
			}
		}
	}
	fclose(f);
	ck_assert_int_gt(seen, 50);
	ck_assert_msg(bad == 0, "%d particles after a 漢字 term do not suit its "
		      "reading (listed above)", bad);
}
END_TEST

int main(void)
{
	setlocale(LC_ALL, "C.UTF-8");
	lr_lang_use(LR_LANG_KO);
	Suite *s = suite_create("korean");
	TCase *tc = tcase_create("korean");
	tcase_add_test(tc, test_particles);
	tcase_add_test(tc, test_readings_cover);
	tcase_add_test(tc, test_readings_file);
	tcase_add_test(tc, test_catalog_particles_suit);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
