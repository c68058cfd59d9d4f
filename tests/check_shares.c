/* liuren - check_shares.c: each 法's and each 課體's share of the 8,640
 * charts (defaults, nothing known of the querent, the month or the
 * matter) as a check on reading. A rule that fires on more than 15% of
 * them stands in the table below with the sentence of the book that makes
 * it common; the test finds that sentence in the book's text (res/) and
 * in the comment of the detector's source file, and fails on a share over
 * 15% the table does not explain. `make bench` prints the shares.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib/all_inputs.h"
#include "liuren/bifa.h"
#include "liuren/chart.h"
#include "liuren/patterns.h"
#include "liuren/settings.h"

#ifndef LR_SRCDIR
#define LR_SRCDIR "."
#endif

/* A rule common by the text: a 法 (by number) or a 課體 (by name), the
 * book's sentence, where it is (res/), and the detector's source file. */
struct common {
	int fa;			/* 法 number, or 0 */
	const char *ke;		/* 課體 name, or NULL */
	const char *sentence;
	const char *text;	/* res/bifa.tsv or res/patterns.tsv */
	const char *source;	/* under src/core/rules/ */
};

#define FA(n, s, src) { n, NULL, s, "res/bifa.tsv", src }
#define KE(k, s, src) { 0, k, s, "res/patterns.tsv", src }

static const struct common table[] = {
	FA(21, "彼此各相謀害，但不宜相交用事", "bifa_13_25.c"),
	FA(22, "每日皆有", "bifa_13_25.c"),
	FA(35, "如甲子日戌加子，晝占上乘元武，此例極多", "bifa_26_37.c"),
	FA(38, "但旬尾加旬首即有閉口之意，六旬中皆有", "bifa_38_50.c"),
	FA(39, "奈何是戌時，太陽已歸地下，其賊難獲，此例極多", "bifa_38_50.c"),
	FA(46, "此例極多，不暇細具", "bifa_38_50.c"),
	FA(75, "凡支干乘刑者有三等", "bifa_63_75.c"),
	FA(76, "此例有五等", "bifa_76_100.c"),
	FA(81, "此等例詳初傳是何類神而言之", "bifa_76_100.c"),
	FA(82, "此例極多，不必細具", "bifa_76_100.c"),
	KE("元首", "取課先從下賊呼，如無下賊上克初", "vol01_methods.c"),
	KE("重審", "取課先從下賊呼，如無下賊上克初", "vol01_methods.c"),
	KE("三奇", "凡課得旬日之奇發用或入傳", "kejing_sanguang_to_deqing.c"),
	KE("亨通", "凡課用神生日，及三傳遞生日干，或干支俱互生旺", "kejing_sanguang_to_deqing.c"),
	KE("六儀", "凡課的旬首之儀發用或入傳", "vol31_lianru_to_xuangai.c"),
	KE("貴人蹉跌", "此皆不論發用與否也", "vol31_lianru_to_xuangai.c"),
	KE("貴人干前後", "此皆不論發用與否也", "vol31_lianru_to_xuangai.c"),
	KE("兩貴逢空", "此皆不論發用與否也", "vol31_lianru_to_xuangai.c"),
	KE("朱雀克貴", "此皆不論發用與否也", "vol31_lianru_to_xuangai.c"),
	KE("貴作六害", "此皆不論發用與否也", "vol31_lianru_to_xuangai.c"),
	KE("蕪淫", "凡四課有克，缺一為不備", "kejing_hehuan_to_tianwang.c"),
	KE("刑傷", "凡課中三刑發用", "vol38_qinhai_to_erfan.c"),
	KE("刑德", "尋常人占，但取天盤上德刑下所加之地", "vol38_qinhai_to_erfan.c"),
	KE("殃咎", "凡三傳遞剋日，神將克戰，或干支乘墓", "kejing_pohua_to_panzhu.c"),
	KE("鬼墓", "凡日辰墓神及日鬼發用", "kejing_pohua_to_panzhu.c"),
	KE("勵德", "凡天乙立卯酉", "kejing_pohua_to_panzhu.c"),
	KE("全局", "凡課得三合俱在傳者", "kejing_quanju_to_wulei.c"),
	KE("玄胎", "凡孟神發用，傳皆四孟", "kejing_quanju_to_wulei.c"),
	KE("間傳", "凡課間位作三傳", "kejing_quanju_to_wulei.c"),
	KE("六純", "凡四課三傳俱陽，如三傳俱陰", "kejing_quanju_to_wulei.c"),
	KE("雜狀", "凡課俱取初傳動爻", "kejing_quanju_to_wulei.c"),
	KE("物類", "凡課俱取初傳動爻", "kejing_quanju_to_wulei.c"),
};
enum { TABLE = sizeof table / sizeof table[0] };

/* The whole of PATH, without its whitespace and the '*' of C comments
 * (a sentence a comment wraps is found whole); NULL when unreadable. */
static char *read_flat(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	size_t cap = 1 << 16, n = 0;
	char *buf = malloc(cap);
	int c;
	while (buf && (c = fgetc(f)) != EOF) {
		if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '*')
			continue;
		if (n + 1 >= cap)
			buf = realloc(buf, cap *= 2);
		if (buf)
			buf[n++] = (char)c;
	}
	fclose(f);
	if (buf)
		buf[n] = '\0';
	return buf;
}

static int bifa_count[LR_BIFA_COUNT + 1], pattern_count[LR_RULE_CAPACITY];

static void count_all(void)
{
	static bool done;
	if (done)
		return;
	done = true;
	FOR_EVERY_INPUT(in) {
		struct lr_chart c;
		lr_chart_compute(&c, &in, NULL, NULL);
		struct lr_rule_result b[LR_BIFA_COUNT];
		int n = lr_bifa_evaluate(&c, NULL, b, LR_BIFA_COUNT);
		for (int i = 0; i < n && i < LR_BIFA_COUNT; i++)
			if (b[i].verdict == LR_RULE_FIRED)
				bifa_count[b[i].number]++;
		struct lr_rule_result p[LR_RULE_CAPACITY];
		n = lr_patterns_evaluate(&c, NULL, p, lr_pattern_count());
		for (int i = 0; i < n && i < lr_pattern_count(); i++)
			if (p[i].verdict == LR_RULE_FIRED)
				pattern_count[p[i].rule]++;
	}
}

static bool over(int count)
{
	return count * 100 > ALL_INPUTS * 15;
}

static const struct common *explained_fa(int n)
{
	for (int i = 0; i < TABLE; i++)
		if (table[i].fa == n)
			return &table[i];
	return NULL;
}

static const struct common *explained_ke(const char *name)
{
	for (int i = 0; i < TABLE; i++)
		if (table[i].ke && !strcmp(table[i].ke, name))
			return &table[i];
	return NULL;
}

/* Every share over 15% has its sentence in the table. */
START_TEST(test_common_explained)
{
	count_all();
	for (int n = 1; n <= LR_BIFA_COUNT; n++)
		ck_assert_msg(!over(bifa_count[n]) || explained_fa(n),
			      "第%d法 %s fires on %d of %d charts: which sentence "
			      "of the book makes it common?", n, lr_bifa_name(n),
			      bifa_count[n], ALL_INPUTS);
	for (int id = 0; id < lr_pattern_count(); id++) {
		const char *name = lr_pattern_info(id)->name;
		ck_assert_msg(!over(pattern_count[id]) || explained_ke(name),
			      "%s fires on %d of %d charts: which sentence of "
			      "the book makes it common?", name, pattern_count[id],
			      ALL_INPUTS);
	}
}
END_TEST

/* Each sentence is the book's, and the detector's comment quotes it. */
START_TEST(test_sentence_quoted)
{
	const struct common *e = &table[_i];
	char path[512];
	snprintf(path, sizeof path, "%s/%s", LR_SRCDIR, e->text);
	char *text = read_flat(path);
	ck_assert_msg(text, "%s unreadable", path);
	ck_assert_msg(strstr(text, e->sentence), "「%s」 is not in %s",
		      e->sentence, e->text);
	free(text);
	snprintf(path, sizeof path, "%s/src/core/rules/%s", LR_SRCDIR, e->source);
	char *src = read_flat(path);
	ck_assert_msg(src, "%s unreadable", path);
	ck_assert_msg(strstr(src, e->sentence), "「%s」 is not quoted in %s",
		      e->sentence, e->source);
	free(src);
	/* a 法 or 課 of the table is one that exists */
	if (e->fa)
		ck_assert(lr_bifa_decided(e->fa, NULL));
	else
		ck_assert_int_ge(lr_pattern_find(e->ke, NULL), 0);
}
END_TEST

/* The six 法 of issue 27 and 六儀, read again, fire no more often than the
 * book's sentences allow: 第七法 only on a 祿 that is also the 旺 (and 己's
 * 午), never on a yang stem; 六儀 by default only with the 旬儀. */
START_TEST(test_reread_shares)
{
	count_all();
	/* 乙丁辛癸 with 干上 their 祿, and 己 with 午: 5 stems x 6 days x 12
	 * hours x the one 月將 that puts the 祿 over the 干 */
	ck_assert_int_eq(bifa_count[7], 5 * 6 * 12);
	ck_assert_msg(!over(bifa_count[9]), "第九法 %d", bifa_count[9]);
	ck_assert_msg(!over(bifa_count[53]), "第五十三法 %d", bifa_count[53]);
	int liuyi = lr_pattern_find("六儀", NULL);
	ck_assert_int_ge(liuyi, 0);
	struct lr_settings st;
	lr_settings_default(&st);
	ck_assert_int_eq(st.liuyi_zhiyi, LR_ZHIYI_NOT_ALONE);
	/* the 旬儀 in the transmissions, by default */
	int with_xun = 0;
	FOR_EVERY_INPUT(in) {
		struct lr_chart c;
		lr_chart_compute(&c, &in, NULL, NULL);
		int xun = lr_cycle_branch(lr_xun_head(in.day));
		for (int i = 0; i < 3; i++)
			if (c.transmissions[i].branch == xun) {
				with_xun++;
				break;
			}
	}
	ck_assert_int_eq(pattern_count[liuyi], with_xun);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("shares");
	TCase *tc = tcase_create("core");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_common_explained);
	tcase_add_loop_test(tc, test_sentence_quoted, 0, TABLE);
	tcase_add_test(tc, test_reread_shares);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
