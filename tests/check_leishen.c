/* liuren - check_leishen.c: the 類神 of the matter asked and the rule of
 * 卷十 that chooses among them, on charts worked by hand from the verse
 * 「人事類神兼二三，以入傳課為取用。若是皆入皆不入，不用兼神責將神 …
 * 不在課傳為局外，所臨地位看原因。有氣亦遠無氣難，旺相德合終可親。」:
 * each branch of it, near misses included; and the loader's checks.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "liuren/ask.h"
#include "liuren/chart.h"
#include "liuren/context.h"
#include "liuren/ganzhi.h"
#include "liuren/lang.h"
#include "liuren/leishen.h"
#include "liuren/names.h"

/* 甲子日 子時 亥將 (night): 三傳 子 亥 戌; 四課 上神 丑 子 亥 戌 (干上丑).
 * The generals run backward from 貴人 on 未: 螣蛇午 朱雀巳 六合辰 勾陳卯
 * 青龍寅 天空丑 白虎子 太常亥 玄武戌 太陰酉 天后申. In 卯 month (spring)
 * 木旺 火相 水休 金囚 土死. 甲's 德 is 寅 (甲己寅); 子 and 寅 (甲's
 * palace) combine with 丑 and 亥. */
static struct lr_chart chart_a;

static void read_a(const char *ask, int month, struct lr_leishen *ls,
		   char *line, size_t len)
{
	struct lr_input in = { lr_parse_cycle_exact("甲子"), LR_ZI, LR_HAI };
	ck_assert_int_eq(lr_chart_compute(&chart_a, &in, NULL, NULL), 0);
	ck_assert_int_eq(chart_a.transmissions[0].branch, LR_ZI);
	ck_assert_int_eq(chart_a.transmissions[2].branch, LR_XU);
	ck_assert_int_eq(chart_a.general_on[LR_SHEN], LR_G_QUEEN);
	struct lr_context ctx;
	lr_context_init(&ctx);
	if (month >= 0)
		lr_context_set_month_branch(&ctx, month);
	ctx.ask = lr_ask_parse(ask);
	char err[256];
	ck_assert_msg(lr_leishen_read(&chart_a, &ctx, ls, err, sizeof err) == 0,
		      "%s", err);
	lr_leishen_line(ls, line, len);
}

static const struct lr_lei_found *chosen(const struct lr_leishen *ls, int k)
{
	for (int i = 0; i < ls->n; i++)
		if (ls->found[i].chosen && k-- == 0)
			return &ls->found[i];
	return NULL;
}

/* 婚: 天后 alone. 天后 rides 申 on 酉, not in 課傳: 局外; 金 in spring
 * is 囚: 無氣難. */
START_TEST(test_single_outside_without_qi)
{
	struct lr_leishen ls;
	char line[1024];
	read_a("婚", LR_MAO, &ls, line, sizeof line);
	ck_assert_int_eq(ls.rule, LR_LEI_SINGLE);
	ck_assert_int_eq(ls.n, 1);
	const struct lr_lei_found *f = chosen(&ls, 0);
	ck_assert_int_eq(f->god, LR_SHEN);
	ck_assert_int_eq(f->palace, LR_YOU);
	ck_assert_int_eq(f->reach, LR_LEI_HARD);
	ck_assert_str_eq(line, "類神（婚）天后乘申臨酉，局外。取天后：此事類神唯此；"
			       "天后局外，所臨酉，囚氣，無氣難。");
}
END_TEST

/* 妻: 天后, 財爻, 神后. 財爻 of 甲 (土) in 課傳: 末傳戌 (傳 first); 神后
 * 子 is 初傳; 天后 (申) out: some in, so those in are taken. */
START_TEST(test_some_in_taken)
{
	struct lr_leishen ls;
	char line[1024];
	read_a("妻", LR_MAO, &ls, line, sizeof line);
	ck_assert_int_eq(ls.rule, LR_LEI_SOME_IN);
	ck_assert_int_eq(ls.n, 3);
	ck_assert_str_eq(lr_leishen_name(chosen(&ls, 0)), "財爻");
	ck_assert_int_eq(chosen(&ls, 0)->god, LR_XU);
	ck_assert_int_eq(chosen(&ls, 0)->transmission, 2);
	ck_assert_str_eq(lr_leishen_name(chosen(&ls, 1)), "神后");
	ck_assert_int_eq(chosen(&ls, 1)->transmission, 0);
	ck_assert_ptr_null(chosen(&ls, 2));
	ck_assert(strstr(line, "取財爻、神后：兼神以入課傳者為用；財爻死氣；神后休氣。"));
	/* 官: 青龍 (寅, out), 太常 (亥, 中傳), 官爻 (金: 申酉, neither in
	 * 課傳): only 太常 */
	read_a("官", LR_MAO, &ls, line, sizeof line);
	ck_assert_int_eq(ls.rule, LR_LEI_SOME_IN);
	ck_assert_str_eq(lr_leishen_name(chosen(&ls, 0)), "太常");
	ck_assert_ptr_null(chosen(&ls, 1));
	ck_assert(strstr(line, "官爻不入課傳"));
}
END_TEST

/* 奴: 河魁 戌 is 末傳, 天空 rides 丑, 干上 (第一課): all in, so not the
 * 兼神 but the general, 天空. */
START_TEST(test_all_in_takes_the_general)
{
	struct lr_leishen ls;
	char line[1024];
	read_a("奴", LR_MAO, &ls, line, sizeof line);
	ck_assert_int_eq(ls.rule, LR_LEI_ALL_IN);
	ck_assert_str_eq(lr_leishen_name(chosen(&ls, 0)), "天空");
	ck_assert_int_eq(chosen(&ls, 0)->lesson, 0);
	ck_assert_ptr_null(chosen(&ls, 1));
	ck_assert(strstr(line, "取天空：皆入課傳，不用兼神責將神；天空死氣。"));
}
END_TEST

/* 婢: 從魁 酉 and 太陰 (riding 酉, on 戌), neither in 課傳: the general
 * 太陰, 局外 on 戌, 金 囚 in spring. */
START_TEST(test_none_in_takes_the_general)
{
	struct lr_leishen ls;
	char line[1024];
	read_a("婢", LR_MAO, &ls, line, sizeof line);
	ck_assert_int_eq(ls.rule, LR_LEI_NONE_IN);
	ck_assert_str_eq(lr_leishen_name(chosen(&ls, 0)), "太陰");
	ck_assert_ptr_null(chosen(&ls, 1));
	ck_assert(strstr(line, "取太陰：皆不入課傳，不用兼神責將神；太陰局外，所臨戌，"
			       "囚氣，無氣難。"));
}
END_TEST

/* 局外 with qi: 雨 is 青龍, riding 寅 on 卯, out of 課傳. In spring 寅
 * is 旺 and it is 甲's 德: 旺相德合終可親. In autumn the same 德 is 死:
 * 無氣難 (a near miss). 田土 is 勾陳 on 卯 (over 辰): 旺 in spring but
 * neither 德 nor 合 with 子 or 寅's palace: 有氣亦遠. Without a month
 * the qi is not judged. */
START_TEST(test_outside_reach)
{
	struct lr_leishen ls;
	char line[1024];
	read_a("雨", LR_MAO, &ls, line, sizeof line);
	ck_assert_int_eq(chosen(&ls, 0)->reach, LR_LEI_CLOSE);
	ck_assert(chosen(&ls, 0)->virtue);
	ck_assert(strstr(line, "青龍局外，所臨卯，旺氣又為德神，終可親。"));
	read_a("雨", LR_YOU, &ls, line, sizeof line);
	ck_assert_int_eq(chosen(&ls, 0)->reach, LR_LEI_HARD);
	ck_assert(strstr(line, "青龍局外，所臨卯，死氣，無氣難。"));
	read_a("田土", LR_MAO, &ls, line, sizeof line);
	ck_assert_int_eq(chosen(&ls, 0)->reach, LR_LEI_FAR);
	ck_assert(!chosen(&ls, 0)->virtue && !chosen(&ls, 0)->combines);
	ck_assert(strstr(line, "勾陳局外，所臨辰，旺氣，有氣亦遠。"));
	read_a("田土", -1, &ls, line, sizeof line);
	ck_assert_int_eq(chosen(&ls, 0)->reach, LR_LEI_UNJUDGED);
	ck_assert(strstr(line, "氣未論（需月建）"));
}
END_TEST

/* 甲子日 子時 子將 (伏吟): 三傳 寅 巳 申, 四課 寅 寅 子 子. 晴 is 天空,
 * riding 丑 on 丑 (the night noble 未 runs backward: 午蛇 巳雀 辰合 卯勾
 * 寅龍 丑空): out of 課傳; in summer (午) 土 is 相, and 丑 combines with
 * the day branch 子: 終可親 by 合. 雨's 青龍 rides 寅, the 初傳: in 課傳,
 * not 局外. */
START_TEST(test_combine_and_in_chart)
{
	struct lr_chart c;
	struct lr_input in = { lr_parse_cycle_exact("甲子"), LR_ZI, LR_ZI };
	ck_assert_int_eq(lr_chart_compute(&c, &in, NULL, NULL), 0);
	ck_assert_int_eq(c.transmissions[0].branch, LR_YIN);
	ck_assert_int_eq(c.general_on[LR_CHOU], LR_G_VOID);
	struct lr_context ctx;
	lr_context_init(&ctx);
	lr_context_set_month_branch(&ctx, LR_WU_B);
	ctx.ask = lr_ask_parse("晴");
	struct lr_leishen ls;
	char err[256], line[1024];
	ck_assert(lr_leishen_read(&c, &ctx, &ls, err, sizeof err) == 0);
	ck_assert_int_eq(ls.found[0].reach, LR_LEI_CLOSE);
	ck_assert(ls.found[0].combines && !ls.found[0].virtue);
	ck_assert_str_eq(lr_leishen_line(&ls, line, sizeof line),
			 "類神（晴）天空乘丑臨丑，局外。取天空：此事類神唯此；"
			 "天空局外，所臨丑，相氣與日辰相合，終可親。");
	ctx.ask = lr_ask_parse("求雨");
	ck_assert(lr_leishen_read(&c, &ctx, &ls, err, sizeof err) == 0);
	ck_assert_int_eq(ls.found[0].reach, LR_LEI_NEAR);
	ck_assert_str_eq(lr_leishen_line(&ls, line, sizeof line),
			 "類神（雨）青龍乘寅臨寅，入初傳。取青龍：此事類神唯此；青龍休氣。");
}
END_TEST

/* 病 is not in the table; no matter asked: nothing. */
START_TEST(test_unnamed_and_unasked)
{
	struct lr_leishen ls;
	char line[1024];
	read_a("病", LR_MAO, &ls, line, sizeof line);
	ck_assert_int_eq(ls.rule, LR_LEI_UNNAMED);
	ck_assert_str_eq(line, "類神（病）卷十類神表未列此事");
	read_a("-", LR_MAO, &ls, line, sizeof line);
	ck_assert_int_eq(ls.ask, LR_ASK_NONE);
	ck_assert_int_eq(ls.n, 0);
	ck_assert_str_eq(line, "");
}
END_TEST

static void refused(const char *body, const char *want)
{
	char path[] = "/tmp/check_leishen_XXXXXX";
	int fd = mkstemp(path);
	ck_assert(fd >= 0);
	FILE *f = fdopen(fd, "w");
	fputs(body, f);
	fclose(f);
	char err[512];
	ck_assert_int_eq(lr_leishen_load_file(path, err, sizeof err), -1);
	unlink(path);
	ck_assert_msg(strstr(err, want) != NULL, "'%s' lacks '%s'", err, want);
}

START_TEST(test_bad_files)
{
	refused("婚\tgeneral\t天后\tx\n占星\tgeneral\t天后\tx\n", ":2: 占星: unknown matter");
	refused("婚\tgeneral\t天後生\tx\n", ":1: 婚: unknown general");
	refused("婚\tgod\t子\tx\n", ":1: 婚: unknown 神");
	refused("婚\tkin\t財\tx\n", ":1: 婚: unknown 六親");
	refused("婚\tstar\t天后\tx\n", ":1: 婚: unknown kind");
	refused("婚\tgeneral\t天后\tx\n婚\tgeneral\t天后\tx\n", ":2: 婚: the same");
	refused("奴\tgod\t河魁\tx\n奴\tkin\t妻財\tx\n", "奴: several 類神 and no general");
	char err[256];
	ck_assert_int_eq(lr_leishen_load_file(LR_SRCDIR "/res/leishen.tsv", err,
					      sizeof err), 0);
}
END_TEST

static Suite *suite(void)
{
	Suite *s = suite_create("leishen");
	TCase *tc = tcase_create("core");
	tcase_add_test(tc, test_single_outside_without_qi);
	tcase_add_test(tc, test_some_in_taken);
	tcase_add_test(tc, test_all_in_takes_the_general);
	tcase_add_test(tc, test_none_in_takes_the_general);
	tcase_add_test(tc, test_outside_reach);
	tcase_add_test(tc, test_combine_and_in_chart);
	tcase_add_test(tc, test_unnamed_and_unasked);
	tcase_add_test(tc, test_bad_files);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	/* the lines checked here are the zh-Hant ones */
	setlocale(LC_ALL, "C.UTF-8");
	lr_lang_use(LR_LANG_ZH_HANT);
	SRunner *sr = srunner_create(suite());
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
