/* liuren - check_lang_script.c: what zh-Hans shows is the same thing in
 * Simplified: every value of the 神煞 tables (branches, stems, pillars
 * and the trigram corners 乾 坤 艮 巽) comes back to itself from its
 * Simplified form, so 乾 is never shown as 干 (a stem); in the texts 乾
 * stays where it is the trigram or its palace and is converted where it
 * is a word of its own (乾兒, an adopted son); 雲 in res/ is a cloud,
 * never 云 "says" converted wrongly.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/lang.h"
#include "liuren/normalize.h"
#include "liuren/shensha.h"

START_TEST(test_every_table_value)
{
	if (!lr_lang_t2s_available())
		return;
	char err[512];
	const struct lr_shensha_set *set = lr_shensha_default(err, sizeof err);
	ck_assert_msg(set != NULL, "%s", err);
	int values = 0, trigrams = 0;
	for (size_t i = 0; i < lr_shensha_count(set); i++) {
		const struct lr_shensha *r = lr_shensha_at(set, i);
		for (int k = 0; k < r->nkeys; k++) {
			char tok[sizeof r->cells[k].symbol];
			snprintf(tok, sizeof tok, "%s", r->cells[k].symbol);
			for (char *save = NULL, *t = strtok_r(tok, "+", &save); t;
			     t = strtok_r(NULL, "+", &save)) {
				char *simp = lr_lang_t2s_dup(t);
				char back[64];
				lr_normalize(simp, back, sizeof back);
				ck_assert_msg(!strcmp(back, t), "%s (line %d): "
					      "'%s' is shown as '%s', read back as "
					      "'%s'", r->id, r->line, t, simp, back);
				if (strstr(t, "乾")) {
					trigrams++;
					ck_assert_str_eq(simp, t);
				}
				free(simp);
				values++;
			}
		}
	}
	ck_assert_int_gt(values, 1000);
	/* 力士, 蠶室, 奏書, 博士: three years each on 乾 */
	ck_assert_int_ge(trigrams, 12);
}
END_TEST

static void expect_simplified(const char *trad, const char *want)
{
	char *got = lr_lang_t2s_dup(trad);
	ck_assert_msg(!strcmp(got, want), "'%s' became '%s', want '%s'", trad,
		      got, want);
	free(got);
}

START_TEST(test_qian_in_texts)
{
	if (!lr_lang_t2s_available())
		return;
	/* 課經集二 德慶課: the palace 乾 */
	expect_simplified("四辛同，五乾六甲上", "四辛同，五乾六甲上");
	expect_simplified("丑未墓臨乾坤艮巽", "丑未墓临乾坤艮巽");
	expect_simplified("乾→亥", "乾→亥");
	/* 課經集四 玄胎課: 乾兒 is an adopted son, 干儿 in Simplified */
	expect_simplified("家招乾兒義女", "家招干儿义女");
	/* the rest of a text is converted as before */
	expect_simplified("天乾地坤，書云", "天乾地坤，书云");
}
END_TEST

/* 雲 is a cloud; 云 "says". Every 雲 in res/ is one of the clouds the
 * book speaks of (checked against the Simplified transcription, which
 * writes both 云): 開雲觀日, 雲萍聚散, 雲龍際會, 雲霧中行, 風雲不測. */
START_TEST(test_every_cloud)
{
	static const char *const files[] = {
		"patterns.tsv", "shensha.tsv", "shensha-notes.tsv",
		"book-cases.tsv", "errata.tsv", "kejing-errata.tsv"
	};
	static const char *const clouds[] = {
		"開雲觀日", "雲萍聚散", "雲龍際會", "雲霧中行", "風雲不測"
	};
	static char text[1 << 22];
	int seen = 0;
	for (size_t f = 0; f < sizeof files / sizeof *files; f++) {
		char path[512];
		snprintf(path, sizeof path, "%s/res/%s", LR_SRCDIR, files[f]);
		FILE *in = fopen(path, "r");
		ck_assert_msg(in != NULL, "%s", path);
		size_t n = fread(text, 1, sizeof text - 1, in);
		fclose(in);
		text[n] = 0;
		int line = 1;
		for (const char *p = text; *p; p++) {
			line += *p == '\n';
			if (strncmp(p, "雲", 3))
				continue;
			bool cloud = false;
			/* the errata name the slip 雲 they correct */
			cloud |= !strncmp(files[f], "errata", 6);
			for (size_t c = 0; c < sizeof clouds / sizeof *clouds; c++) {
				const char *at = strstr(clouds[c], "雲");
				size_t before = (size_t)(at - clouds[c]);
				cloud |= (size_t)(p - text) >= before &&
					 !strncmp(p - before, clouds[c],
						  strlen(clouds[c]));
			}
			ck_assert_msg(cloud, "res/%s:%d: 雲 where 云 (says) is "
				      "meant?", files[f], line);
			seen++;
		}
	}
	ck_assert_int_ge(seen, 5);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("lang_script");
	TCase *tc = tcase_create("lang_script");
	tcase_add_test(tc, test_every_table_value);
	tcase_add_test(tc, test_qian_in_texts);
	tcase_add_test(tc, test_every_cloud);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
