/* liuren - check_bifa_find.c: lr_bifa_find, which looks a name up in
 * sorted indexes, against the search it replaced, which compared every
 * verse line (and its first four characters), heading and 格 one by one:
 * the same 法 and the same 格 for every name of the 畢法 (every fifth 法
 * under check; all, and every name the program knows, under check-all).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib/sample.h"
#include "liuren/bifa.h"
#include "liuren/normalize.h"
#include "liuren/utf8.h"

static bool one_same(const char *want, const char *have)
{
	char h[256];
	lr_normalize(have, h, sizeof h);
	return !strcmp(want, h) || lr_normalize_same(want, have);
}

static void one_drop_ge(char *s)
{
	size_t len = strlen(s), gl = strlen("格");
	if (len > gl * 2 && !strcmp(s + len - gl, "格"))
		s[len - gl] = '\0';
}

static int one_by_one(const char *name, const char **ge)
{
	*ge = NULL;
	char want[256], err[256];
	lr_normalize(name, want, sizeof want);
	char *end;
	long n = strtol(want, &end, 10);
	if (end != want && !*end)
		return n >= 1 && n <= LR_BIFA_COUNT ? (int)n : -1;
	for (int k = 1; k <= LR_BIFA_COUNT; k++) {
		char o[32];
		lr_bifa_ordinal(k, o, sizeof o);
		size_t len = strlen(o), fa = strlen("法");
		if (!strcmp(want, o)
		    || (strlen(want) == len - fa && !strncmp(want, o, len - fa)))
			return k;
	}
	for (int k = 1; k <= LR_BIFA_COUNT; k++) {
		const char *v = lr_bifa_name(k);
		char four[32];
		size_t cut = 0;
		for (int c = 0; c < 4 && v[cut]; c++)
			cut += lr_utf8_char_len(v + cut);
		snprintf(four, sizeof four, "%.*s", (int)cut, v);
		if (one_same(want, v) || one_same(want, four))
			return k;
	}
	char bare[256];
	snprintf(bare, sizeof bare, "%s", want);
	one_drop_ge(bare);
	for (int k = 1; k <= LR_BIFA_COUNT; k++) {
		const struct lr_bifa_text *t = lr_bifa_text(k, err, sizeof err);
		ck_assert_msg(t != NULL, "%s", err);
		if (one_same(want, t->heading))
			return k;
		for (int i = 0; i < t->count; i++) {
			if (strcmp(t->kind[i], "ge") != 0)
				continue;
			char h[256], hb[256];
			lr_normalize(t->name[i], h, sizeof h);
			snprintf(hb, sizeof hb, "%s", h);
			one_drop_ge(hb);
			const char *aka = strstr(h, "亦名");
			bool alias = false;
			if (aka) {
				char first[256];
				snprintf(first, sizeof first, "%.*s", (int)(aka - h), h);
				one_drop_ge(first);
				alias = !strcmp(first, bare)
					|| !strcmp(aka + strlen("亦名"), want);
			}
			if (!strcmp(h, want) || !strcmp(hb, bare) || alias) {
				*ge = t->name[i];
				return k;
			}
		}
	}
	return -1;
}

static int compared;

static void agrees(const char *name)
{
	const char *ge_a, *ge_b;
	int a = lr_bifa_find(name, &ge_a), b = one_by_one(name, &ge_b);
	ck_assert_msg(a == b && (ge_a == ge_b || (ge_a && ge_b && !strcmp(ge_a, ge_b))),
		      "%s: %d %s, one by one %d %s", name, a, ge_a ? ge_a : "-", b,
		      ge_b ? ge_b : "-");
	compared++;
}

/* NAME, with 格 after it, without its last character and without its
 * first */
static void agrees_around(const char *name, void *arg)
{
	(void)arg;
	agrees(name);
	char s[256];
	snprintf(s, sizeof s, "%s格", name);
	agrees(s);
	size_t len = strlen(name), last = len;
	while (last > 0 && ((unsigned char)name[last - 1] & 0xc0) == 0x80)
		last--;
	if (last > 0) {
		snprintf(s, sizeof s, "%.*s", (int)(last - 1), name);
		agrees(s);
	}
	agrees(name + lr_utf8_char_len(name));
}

START_TEST(test_find_as_one_by_one)
{
	char err[256];
	/* every 法 under check-all, every fifth under check (each search
	 * one by one reads every name) */
	bool all = sample_all();
	for (int k = 1; k <= LR_BIFA_COUNT; k += all ? 1 : 5) {
		const struct lr_bifa_text *t = lr_bifa_text(k, err, sizeof err);
		ck_assert_msg(t != NULL, "%s", err);
		char o[32];
		agrees(lr_bifa_ordinal(k, o, sizeof o));
		agrees_around(lr_bifa_name(k), NULL);
		agrees_around(t->heading, NULL);
		for (int i = 0; i < t->count; i++)
			if (!strcmp(t->kind[i], "ge")) {
				agrees_around(t->name[i], NULL);
				const char *aka = strstr(t->name[i], "亦名");
				if (aka)
					agrees_around(aka + strlen("亦名"), NULL);
			}
	}
	/* and every name the program knows */
	if (all)
		lr_normalize_each_name(agrees_around, NULL);
	const char *typed[] = { "", "格", "0", "100", "101", "第", "法", "第十",
				"簾幕贵人", "帘幕贵人", "六", "拱贵", "倒拔蛇格",
				"悖戾", "悖戾格", "五陽", "六陽格", "高甲第" };
	for (size_t i = 0; i < sizeof typed / sizeof typed[0]; i++)
		agrees(typed[i]);
	ck_assert_int_gt(compared, all ? 1000 : 200);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("bifa_find");
	TCase *tc = tcase_create("find");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_find_as_one_by_one);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
