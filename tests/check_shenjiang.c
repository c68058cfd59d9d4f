/* liuren - check_shenjiang.c: res/shenjiang.tsv (卷二 神將釋, with 卷三
 * 歌賦's verses on a 神 or general in a position) and its errata, the
 * loader's checks, and which conditional sentences hold on a chart:
 * charts worked by hand from the text, and, over all 8,640 inputs, every
 * condition a holding sentence names is true of the chart; the general
 * discourses of res/shenjiang-lun.tsv and the names they answer to.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "liuren/chart.h"
#include "liuren/context.h"
#include "liuren/ganzhi.h"
#include "liuren/lang.h"
#include "liuren/names.h"
#include "liuren/normalize.h"
#include "liuren/shenjiang.h"
#include "lib/tsv_rows.h"
#include "lib/all_inputs.h"

static void load(void)
{
	char err[512];
	ck_assert_msg(lr_shenjiang_load_file(LR_SRCDIR "/res/shenjiang.tsv", err,
					     sizeof err) == 0, "%s", err);
}

static int count_kind(bool general, int index, enum lr_sj_kind kind)
{
	int n = 0;
	for (size_t i = 0; i < lr_shenjiang_count(); i++) {
		const struct lr_sj_row *r = lr_shenjiang_at(i);
		if (r->general == general && r->index == index && r->kind == kind)
			n++;
	}
	return n;
}

START_TEST(test_all_twelve_and_twelve)
{
	load();
	for (int i = 0; i < 12; i++) {
		/* 十二神釋: each 神 has its text, its notes under the generals,
		 * its rhymed list and its 類; 卷十 gives body, colour, 十雜 */
		ck_assert_msg(count_kind(false, i, LR_SJ_TEXT) > 0, "%d", i);
		ck_assert_msg(count_kind(false, i, LR_SJ_COND) > 0, "%s",
			      lr_month_general_name(i));
		ck_assert_int_eq(count_kind(false, i, LR_SJ_VERSE), 1);
		ck_assert_int_ge(count_kind(false, i, LR_SJ_LEI), 2);
		ck_assert_int_eq(count_kind(false, i, LR_SJ_BODY), 1);
		ck_assert_int_eq(count_kind(false, i, LR_SJ_COLOUR), 1);
		ck_assert_int_eq(count_kind(false, i, LR_SJ_THINGS), 1);
		/* 十二將釋: each general has its 論, a 賦 and a 詩, its 類,
		 * and sentences for the palaces of the 賦 */
		ck_assert_msg(count_kind(true, i, LR_SJ_TEXT) > 0, "%d", i);
		ck_assert_int_eq(count_kind(true, i, LR_SJ_VERSE), 2);
		ck_assert_int_eq(count_kind(true, i, LR_SJ_LEI), 1);
		ck_assert_msg(count_kind(true, i, LR_SJ_COND) >= 8, "%s",
			      lr_general_name(i));
	}
	/* the book's own words, in Traditional characters */
	bool has_qian = false, yun = false;
	for (size_t i = 0; i < lr_shenjiang_count(); i++) {
		const char *t = lr_shenjiang_at(i)->text;
		ck_assert_msg(!strstr(t, "爲") && !strstr(t, "佔") && !strstr(t, "元武")
			      && !strstr(t, "醜") && !strstr(t, "一雲") && !strstr(t, "天後"),
			      "line %d: %s", lr_shenjiang_at(i)->line, t);
		has_qian |= strstr(t, "倚乾輔坎") != NULL;
		yun |= strstr(t, "乘雲在寅") != NULL;	/* 雲 the cloud stays */
	}
	ck_assert(has_qian && yun);
}
END_TEST

START_TEST(test_find_names)
{
	int i;
	ck_assert_int_eq(lr_shenjiang_find("天乙", &i), 1);
	ck_assert_int_eq(i, LR_G_NOBLE);
	ck_assert_int_eq(lr_shenjiang_find("元武", &i), 1);
	ck_assert_int_eq(i, LR_G_WARRIOR);
	ck_assert_int_eq(lr_shenjiang_find("神后", &i), 2);
	ck_assert_int_eq(i, LR_ZI);
	ck_assert_int_eq(lr_shenjiang_find("太衝", &i), 2);
	ck_assert_int_eq(i, LR_MAO);
	ck_assert_int_eq(lr_shenjiang_find("亥", &i), 2);
	ck_assert_int_eq(i, LR_HAI);
	ck_assert_int_eq(lr_shenjiang_find("驛馬", &i), 0);
}
END_TEST

static void load_lun(void);

/* Each correction of the errata: its words are in the data of that name
 * (any name for *, the discourses of res/shenjiang-lun.tsv too), the
 * printed slip in none. */
START_TEST(test_errata)
{
	load();
	load_lun();
	struct tsv_rows e;
	tsv_rows_read(LR_SRCDIR "/res/shenjiang-errata.tsv", 4, &e);
	ck_assert_int_gt(e.count, 5);
	for (int k = 0; k < e.count; k++) {
		char **f = e.f[k];
		bool any = !strcmp(f[0], "*"), has = false, slip = false;
		int index = -1, which = any ? 0 : lr_shenjiang_find(f[0], &index);
		ck_assert_msg(any || which, "errata line %d: %s", e.line[k], f[0]);
		for (size_t i = 0; i < lr_shenjiang_count(); i++) {
			const struct lr_sj_row *r = lr_shenjiang_at(i);
			slip |= strstr(r->text, f[1]) != NULL;
			if (any || (r->general == (which == 1) && r->index == index))
				has |= strstr(r->text, f[2]) != NULL;
		}
		for (size_t i = 0; i < lr_shenjiang_lun_count(); i++) {
			const char *t = lr_shenjiang_lun_at(i)->text;
			slip |= strstr(t, f[1]) != NULL;
			has |= any && strstr(t, f[2]) != NULL;
		}
		ck_assert_msg(has, "errata line %d: '%s' not in %s", e.line[k],
			      f[2], f[0]);
		ck_assert_msg(!slip, "errata line %d: '%s' still there", e.line[k],
			      f[1]);
	}
	free(e.text);
}
END_TEST

/* A broken file is refused with FILE:LINE and the reason. */
static void refused(const char *body, const char *want)
{
	char path[] = "/tmp/check_shenjiang_XXXXXX";
	int fd = mkstemp(path);
	ck_assert(fd >= 0);
	FILE *f = fdopen(fd, "w");
	fputs(body, f);
	fclose(f);
	char err[512];
	ck_assert_int_eq(lr_shenjiang_load_file(path, err, sizeof err), -1);
	unlink(path);
	ck_assert_msg(strstr(err, want) != NULL, "'%s' lacks '%s'", err, want);
}

START_TEST(test_bad_files)
{
	refused("# c\n貴人\ttext\t卷二\t-\t天乙\n雷公\ttext\t卷二\t-\tx\n",
		":3: 雷公: unknown name");
	refused("貴人\tgloss-fr\t-\t-\tx\n", ":1: 貴人: unknown kind");
	refused("貴人\tgloss\t卷二\t-\tx\n", ":1: 貴人: a gloss row takes no place");
	refused("貴人\tgloss-en\t-\t臨=午\tx\n", ":1: 貴人: a gloss row");
	refused("貴人\tgloss\t-\t-\t\n", ":1: 貴人: empty");
	refused("貴人\tcond\t卷二\t臨=午 到=子\tx\n", ":1: 貴人: bad value in term '到");
	refused("貴人\tcond\t卷二\t臨=甲\tx\n", ":1: 貴人: bad value in term '臨");
	refused("登明\tcond\t卷二\t乘=子\tx\n", ":1: 登明: bad value");
	refused("貴人\tcond\t卷二\t將=青龍\tx\n", ":1: 貴人: bad value");
	refused("貴人\ttext\t卷二\t臨=午\tx\n", ":1: 貴人: only a cond row");
	refused("貴人\tcond\t卷二\t-\tx\n", ":1: 貴人: a cond row needs");
	refused("貴人\tcond\t卷二\t臨=午 | \tx\n", ":1: 貴人: empty alternative");
	refused("貴人\ttext\t卷二\t-\tx\n", "no text for 神后");
	load();		/* the good data again, for the tests that follow */
}
END_TEST

/* Every 神 and general with a text row, and GLOSSES after them. */
static void refused_glosses(const char *glosses, const char *want)
{
	char body[8192] = "";
	size_t used = 0;
	for (int g = 0; g < 2; g++)
		for (int i = 0; i < LR_BRANCHES; i++)
			used += (size_t)snprintf(body + used, sizeof body - used,
				"%s\ttext\t卷二\t-\tx\n",
				lr_shenjiang_subject(g, i));
	snprintf(body + used, sizeof body - used, "%s", glosses);
	refused(body, want);
}

/* A gloss comes with its two translations, one of each: the error names
 * the line of the first gloss row of the subject, or of the second. */
START_TEST(test_bad_glosses)
{
	/* 24 text rows: the glosses start on line 25 */
	refused_glosses("貴人\tgloss\t-\t-\t說\n貴人\tgloss-en\t-\t-\tsays\n",
			":25: 貴人: the gloss has no gloss-ko");
	refused_glosses("登明\tgloss-ko\t-\t-\t말\n",
			":25: 登明: the gloss has no gloss-en");
	refused_glosses("登明\tgloss-en\t-\t-\ta\n登明\tgloss-ko\t-\t-\t말\n",
			":25: 登明: the gloss has no gloss");
	refused_glosses("天后\tgloss\t-\t-\t說\n天后\tgloss-en\t-\t-\ta\n"
			"天后\tgloss-en\t-\t-\tb\n", ":27: 天后: second gloss-en");
	/* a whole set is taken, and shown in the reader's language */
	char path[] = "/tmp/check_shenjiang_XXXXXX";
	int fd = mkstemp(path);
	ck_assert(fd >= 0);
	FILE *f = fdopen(fd, "w");
	for (int g = 0; g < 2; g++)
		for (int i = 0; i < LR_BRANCHES; i++)
			fprintf(f, "%s\ttext\t卷二\t-\tx\n",
				lr_shenjiang_subject(g, i));
	fputs("太常\tgloss-ko\t-\t-\t말\n太常\tgloss\t-\t-\t說\n"
	      "太常\tgloss-en\t-\t-\tsays\n", f);
	fclose(f);
	char err[512];
	ck_assert_msg(lr_shenjiang_load_file(path, err, sizeof err) == 0, "%s",
		      err);
	unlink(path);
	ck_assert_uint_eq(lr_shenjiang_count(), 24);	/* glosses apart */
	int taichang = lr_parse_general_exact("太常");
	ck_assert_str_eq(lr_shenjiang_gloss_in(true, taichang, 0), "說");
	ck_assert_str_eq(lr_shenjiang_gloss_in(true, taichang, 1), "says");
	ck_assert_str_eq(lr_shenjiang_gloss_in(true, taichang, 2), "말");
	ck_assert_ptr_null(lr_shenjiang_gloss_in(false, 0, 0));
	ck_assert_ptr_null(lr_shenjiang_gloss(true, taichang + 1));
	lr_lang_use(LR_LANG_KO);
	ck_assert_str_eq(lr_shenjiang_gloss(true, taichang), "말");
	lr_lang_use(LR_LANG_ZH_HANS);
	ck_assert_str_eq(lr_shenjiang_gloss(true, taichang), "說");
	lr_lang_use(LR_LANG_ZH_HANT);
	load();
}
END_TEST

/* The rows of SUBJECT that hold on C, as the start of each text, joined
 * by "|" in file order. */
static void holding(const struct lr_chart *c, const struct lr_context *ctx,
		    bool general, int index, char *out, size_t len)
{
	out[0] = '\0';
	for (size_t i = 0; i < lr_shenjiang_count(); i++) {
		const struct lr_sj_row *r = lr_shenjiang_at(i);
		if (r->general != general || r->index != index
		    || !lr_shenjiang_holds(r, c, ctx, NULL, 0))
			continue;
		char head[64];
		snprintf(head, sizeof head, "%s", r->text);
		/* the first ten characters (3 bytes each in this text) */
		if (strlen(head) > 30)
			head[30] = '\0';
		size_t used = strlen(out);
		snprintf(out + used, len - used, "%s%s", used ? "|" : "", head);
	}
}

static void chart(struct lr_chart *c, const char *day, int hour, int general)
{
	struct lr_input in = { lr_parse_cycle_exact(day), hour, general };
	ck_assert_int_eq(lr_chart_compute(c, &in, NULL, NULL), 0);
}

/* 甲子日 子時 亥將, by night: the night noble of 甲 is 未 (甲戊庚牛羊),
 * 未 stands on 申, so 貴人臨申 and, 申 lying between 巳 and 戌, runs
 * backward (逆治). 貴人's 賦 for 申: 「申白虎，主道路干求…又主損財」;
 * its 論: 「逆治，雖前三合…」 and 「逆治謂在地戶之前…」. Nothing else
 * of 貴人 holds: 未 is not void (旬空 戌亥), not 發用, no month known. */
START_TEST(test_hand_noble_on_shen)
{
	load();
	struct lr_chart c;
	chart(&c, "甲子", LR_ZI, LR_HAI);
	ck_assert_int_eq(c.noble, LR_WEI);
	ck_assert_int_eq(c.earth[LR_WEI], LR_SHEN);
	char got[1024];
	holding(&c, NULL, true, LR_G_NOBLE, got, sizeof got);
	ck_assert_str_eq(got, "逆治，雖前三合、前五|逆治謂在地戶之前，天"
			      "|申白虎，主道路干求，|又主損財。");
	/* 小吉 (未) ridden by 貴人: 「天乙加未…主祠禱神祗」; its other
	 * generals' sentences and the 壬癸日/丙丁日 ones do not hold */
	holding(&c, NULL, false, LR_WEI, got, sizeof got);
	ck_assert_str_eq(got, "天乙加未，玄武居亥，");
	/* 天空 rides 丑 on 寅, the palace of 甲 (干上): 「占婚，天空發用及臨
	 * 日辰者」 and the 賦's 「加寅一名犯牢」. In spring (月建 卯) 土 is
	 * 死: 「死欺詐死人事」 holds, 「加臨日干旺相」 (a near miss) not. */
	holding(&c, NULL, true, LR_G_VOID, got, sizeof got);
	ck_assert_str_eq(got, "占婚，天空發用及臨日|加寅一名犯牢，主公私");
	struct lr_context ctx;
	lr_context_init(&ctx);
	lr_context_set_month_branch(&ctx, LR_MAO);
	holding(&c, &ctx, true, LR_G_VOID, got, sizeof got);
	ck_assert_str_eq(got, "占婚，天空發用及臨日|死欺詐死人事，"
			      "|加寅一名犯牢，主公私");
	char named[128];
	for (size_t i = 0; i < lr_shenjiang_count(); i++) {
		const struct lr_sj_row *r = lr_shenjiang_at(i);
		if (r->general && r->index == LR_G_VOID
		    && lr_shenjiang_holds(r, &c, &ctx, named, sizeof named)
		    && !strncmp(r->text, "死欺詐", 9))
			ck_assert_str_eq(named, "天空，死氣");
		if (r->general && r->index == LR_G_VOID
		    && lr_shenjiang_holds(r, &c, &ctx, named, sizeof named)
		    && !strncmp(r->text, "占婚", 6))
			ck_assert_str_eq(named, "天空加干上");
	}
}
END_TEST

/* 甲子日 卯時 戌將, by day: the day noble 丑 stands on 午 (卯 + 戌 − 卯
 * … 丑 over 午), 逆治. 「巳午以火生土，謂之受賞」 「在巳謂趨朝，在午
 * 謂乘軒」 「又云官訟遠行」 hold, named 「貴人臨午」; 趨朝 is one
 * sentence with 乘軒 in the book and stays so. */
START_TEST(test_hand_noble_on_wu)
{
	load();
	struct lr_chart c;
	chart(&c, "甲子", LR_MAO, LR_XU);
	ck_assert_int_eq(c.noble, LR_CHOU);
	ck_assert_int_eq(c.earth[LR_CHOU], LR_WU_B);
	char got[1024];
	holding(&c, NULL, true, LR_G_NOBLE, got, sizeof got);
	ck_assert_str_eq(got, "逆治，雖前三合、前五|逆治謂在地戶之前，天"
			      "|巳午以火生土，謂之受|又在巳謂趨朝，在午謂"
			      "|又云官訟遠行。");
	char named[128];
	for (size_t i = 0; i < lr_shenjiang_count(); i++) {
		const struct lr_sj_row *r = lr_shenjiang_at(i);
		if (r->general && r->index == LR_G_NOBLE
		    && !strncmp(r->text, "又在巳謂趨朝", 18)) {
			ck_assert(lr_shenjiang_holds(r, &c, NULL, named, sizeof named));
			ck_assert_str_eq(named, "貴人臨午");
		}
	}
}
END_TEST

/* ---- every named condition is true of the chart ---- */

static bool eat(const char **p, const char *word)
{
	size_t n = strlen(word);
	if (strncmp(*p, word, n) != 0)
		return false;
	*p += n;
	return true;
}

static int eat_branch(const char **p)
{
	for (int b = 0; b < 12; b++)
		if (eat(p, lr_branch_name(b)))
			return b;
	return -1;
}

/* Read NAMED claim by claim and check each against C; returns the
 * number of claims (at least one is wanted). */
static int check_named(const struct lr_sj_row *r, const char *named,
		       const struct lr_chart *c, int month, int birth)
{
	const char *p = named;
	int claims = 0, stem = lr_cycle_stem(c->input.day);
	int god = r->index;
	if (r->general)
		for (int b = 0; b < 12; b++)
			if (c->general_on[b] == r->index)
				god = b;
	int palace = c->earth[god];
	if (strstr(p, "日") == p + 3) {
		ck_assert(!strncmp(lr_stem_name(stem), p, 3));
		p += 6;
		claims++;
	}
	ck_assert_msg(eat(&p, lr_shenjiang_subject(r->general, r->index)), "%s", named);
	while (*p) {
		if (eat(&p, "乘")) {
			char two[7] = { 0 };
			memcpy(two, p, strnlen(p, 6));
			int g = lr_parse_general_exact(two);
			if (g >= 0) {
				ck_assert(!r->general);
				ck_assert_int_eq(c->general_on[god], g);
				p += 6;
			} else {
				ck_assert(r->general);
				ck_assert_int_eq(eat_branch(&p), god);
			}
		} else if (eat(&p, "臨")) {
			ck_assert_int_eq(eat_branch(&p), palace);
		} else if (eat(&p, "加干上")) {
			ck_assert_int_eq(palace, lr_lodge(stem));
		} else if (eat(&p, "加支上")) {
			ck_assert_int_eq(palace, lr_cycle_branch(c->input.day));
		} else if (eat(&p, "加本命")) {
			ck_assert_int_eq(palace, birth);
		} else if (eat(&p, "發用")) {
			ck_assert_int_eq(c->transmissions[0].branch, god);
		} else if (eat(&p, "為末傳")) {
			ck_assert_int_eq(c->transmissions[2].branch, god);
		} else if (eat(&p, "入傳")) {
			ck_assert(c->transmissions[0].branch == god
				  || c->transmissions[1].branch == god
				  || c->transmissions[2].branch == god);
		} else if (eat(&p, "入課")) {
			bool in = false;
			for (int i = 0; i < 4; i++)
				in |= c->lessons[i].upper == god;
			ck_assert(in);
		} else if (eat(&p, "，空亡")) {
			ck_assert(god == c->void_branches[0] || god == c->void_branches[1]);
		} else if (eat(&p, "，貴人逆治") || eat(&p, "逆治")) {
			ck_assert(!c->noble_forward);
			/* 逆治: the noble stands on 巳 … 戌 */
			int on = c->earth[c->noble];
			ck_assert(on >= LR_SI && on <= LR_XU);
		} else if (eat(&p, "，貴人順治") || eat(&p, "順治")) {
			ck_assert(c->noble_forward);
			int on = c->earth[c->noble];
			ck_assert(on <= LR_CHEN || on == LR_HAI);
		} else if (eat(&p, "，")) {
			/* 旺相休囚死 of the 神 in the month, from the seasons:
			 * the season's phase 旺, the one it makes 相 … */
			static const char *const q[] = { "旺", "相", "休", "囚", "死" };
			enum lr_phase season = lr_branch_phase(month), me = lr_branch_phase(god);
			int want = me == season ? 0
				   : lr_produces(season, me) ? 1
				   : lr_produces(me, season) ? 2
				   : lr_overcomes(me, season) ? 3 : 4;
			ck_assert_msg(eat(&p, q[want]) && eat(&p, "氣"), "%s", named);
		} else {
			ck_abort_msg("unread claim in '%s' at '%s'", named, p);
		}
		claims++;
	}
	return claims;
}

START_TEST(test_every_named_condition_holds)
{
	load();
	long shown = 0;
	FOR_ALL_INPUTS(in) {
		struct lr_chart c;
		int day = in.day, hour = in.hour, general = in.general;
		ck_assert_int_eq(lr_chart_compute(&c, &in, NULL, NULL), 0);
		struct lr_context ctx;
		lr_context_init(&ctx);
		int month = (day + hour + general) % 12;
		lr_context_set_month_branch(&ctx, month);
		lr_context_set_birth_branch(&ctx, (day + hour) % 12);
		for (size_t i = 0; i < lr_shenjiang_count(); i++) {
			const struct lr_sj_row *r = lr_shenjiang_at(i);
			char named[160];
			if (!lr_shenjiang_holds(r, &c, &ctx, named, sizeof named))
				continue;
			ck_assert_int_ge(check_named(r, named, &c, month, (day + hour) % 12), 1);
			shown++;
		}
	}
	/* most charts show something */
	ck_assert_int_gt(shown, 8640L * 10);
}
END_TEST

/* Does a row of SUBJECT that holds on C start with HEAD? */
static bool holds_head(const struct lr_chart *c, bool general, int index,
		       const char *head)
{
	for (size_t i = 0; i < lr_shenjiang_count(); i++) {
		const struct lr_sj_row *r = lr_shenjiang_at(i);
		if (r->general == general && r->index == index
		    && !strncmp(r->text, head, strlen(head))
		    && lr_shenjiang_holds(r, c, NULL, NULL, 0))
			return true;
	}
	return false;
}

/* 丙辰日 寅時 未將: 未 on 寅 puts 寅 on 酉 (five palaces on), and 寅 over
 * 酉 is the fourth lesson's only 下賊上: 重審, 寅 發用, 三傳 寅未子 as
 * 心印賦 寅 sings 「寅加酉上為用初，中未末與子上居」. 寅 stands among
 * 申酉戌 (「庚酉辛寅若加臨」, the 注: 庚、酉、辛乃申、酉、戌). 青龍 rides
 * 寅 (夜貴 酉 runs forward: 青龍 is five after it): 《頤旨經》's 「折角
 * 申酉上」 holds, 「龍無鱗未上」 does not; 心印賦 青龍 「用起…」 holds
 * (青龍 發用) and 「丙丁火日功曹同」 (丙日, 青龍乘寅). 卯時 instead:
 * 寅 on 戌, not 發用 — 「寅加酉上」 fails, 「庚酉辛寅」 still holds. */
START_TEST(test_hand_juan3)
{
	load();
	struct lr_chart c;
	chart(&c, "丙辰", LR_YIN, LR_WEI);
	ck_assert_int_eq(c.earth[LR_YIN], LR_YOU);
	ck_assert_int_eq(c.transmissions[0].branch, LR_YIN);
	ck_assert_int_eq(c.general_on[LR_YIN], LR_G_DRAGON);
	ck_assert(holds_head(&c, false, LR_YIN, "寅加酉上為用初"));
	ck_assert(holds_head(&c, false, LR_YIN, "庚酉辛寅若加臨"));
	ck_assert(holds_head(&c, true, LR_G_DRAGON, "折角申酉上"));
	ck_assert(!holds_head(&c, true, LR_G_DRAGON, "殊不知龍無鱗"));
	ck_assert(holds_head(&c, true, LR_G_DRAGON, "占財緊要視青龍"));
	ck_assert(holds_head(&c, true, LR_G_DRAGON, "五行生處見青龍"));
	/* 釋疾病形狀章: 「功曹青龍胯」, 青龍 on its own 功曹 as the 用神 */
	ck_assert(holds_head(&c, true, LR_G_DRAGON, "功曹青龍胯"));
	ck_assert(!holds_head(&c, true, LR_G_VOID, "天空臨戌上"));
	/* no month known: 「加臨王相」 cannot be said to hold */
	ck_assert(!holds_head(&c, true, LR_G_DRAGON, "加臨王相"));
	chart(&c, "丙辰", LR_MAO, LR_WEI);
	ck_assert_int_eq(c.earth[LR_YIN], LR_XU);
	ck_assert(!holds_head(&c, false, LR_YIN, "寅加酉上為用初"));
	ck_assert(holds_head(&c, false, LR_YIN, "庚酉辛寅若加臨"));
	/* the 卷三 rows name their place */
	for (size_t i = 0; i < lr_shenjiang_count(); i++) {
		const struct lr_sj_row *r = lr_shenjiang_at(i);
		if (!strncmp(r->where, "卷三", strlen("卷三")))
			ck_assert_msg(!strcmp(r->where, "卷三 釋十二將")
				|| !strcmp(r->where, "卷三 釋疾病形狀章")
				|| !strncmp(r->where, "卷三 心印賦 ",
					    strlen("卷三 心印賦 ")),
				"line %d: %s", r->line, r->where);
	}
}
END_TEST

static void load_lun(void)
{
	char err[512];
	ck_assert_msg(lr_shenjiang_lun_load_file(LR_SRCDIR
		"/res/shenjiang-lun.tsv", err, sizeof err) == 0, "%s", err);
}

/* 大神總論 (with its 又總說) and 天將總論: in the book's order, in
 * Traditional characters, asked for by the headings in either script
 * and by the volume's title for both. */
START_TEST(test_lun)
{
	load_lun();
	int n[3] = { 0 };
	bool zongshuo = false, handle = false;
	for (size_t i = 0; i < lr_shenjiang_lun_count(); i++) {
		const struct lr_sj_lun *r = lr_shenjiang_lun_at(i);
		int which = lr_shenjiang_lun_find(r->name);
		ck_assert(which == 1 || which == 2);
		/* 大神總論 comes first, as in the book */
		ck_assert(which >= 1 + (n[2] > 0));
		n[which]++;
		const char *t = r->text;
		ck_assert_msg(!strstr(t, "爲") && !strstr(t, "醜") && !strstr(t, "兇")
			      && !strstr(t, "鬥罡") && !strstr(t, "雖雲")
			      && !strstr(t, "一後") && !strstr(t, "“"),
			      "line %d: %s", r->line, t);
		zongshuo |= strstr(r->where, "又總說") && strstr(t, "子午為陰陽二至");
		handle |= strstr(t, "天上斗罡旋轉") != NULL;
	}
	ck_assert(n[1] > 0 && n[2] > 0 && zongshuo && handle);
	char norm[64];
	ck_assert_int_eq(lr_shenjiang_lun_find(lr_normalize("天将总论", norm,
							    sizeof norm)), 2);
	ck_assert_int_eq(lr_shenjiang_lun_find(lr_normalize("大神总论", norm,
							    sizeof norm)), 1);
	ck_assert_int_eq(lr_shenjiang_lun_find(lr_normalize("神将释", norm,
							    sizeof norm)), 3);
	ck_assert_int_eq(lr_shenjiang_lun_find("神將"), 0);
	ck_assert_int_eq(lr_shenjiang_lun_find("貴人"), 0);
}
END_TEST

static void lun_refused(const char *body, const char *want)
{
	char path[] = "/tmp/check_shenjiang_lun_XXXXXX";
	int fd = mkstemp(path);
	ck_assert(fd >= 0);
	FILE *f = fdopen(fd, "w");
	fputs(body, f);
	fclose(f);
	char err[512];
	ck_assert_int_eq(lr_shenjiang_lun_load_file(path, err, sizeof err), -1);
	unlink(path);
	ck_assert_msg(strstr(err, want) != NULL, "'%s' lacks '%s'", err, want);
}

START_TEST(test_lun_bad_files)
{
	lun_refused("# c\n大神總論\t卷二 第2段\tx\n雷公論\t卷二 第3段\tx\n",
		    ":3: 雷公論: unknown name");
	lun_refused("大神總論\t卷三 第2段\tx\n", ":1: 大神總論: place must be");
	lun_refused("天將總論\t卷二 第150段\t\n", ":1: 天將總論: empty text");
	lun_refused("大神總論\t卷二 第2段\tx\n", "no text for 天將總論");
	lun_refused("天將總論\t卷二 第150段\tx\n", "no text for 大神總論");
	lun_refused("大神總論\t卷二 第2段\n", ":1:");
	load_lun();
}
END_TEST

static Suite *suite(void)
{
	Suite *s = suite_create("shenjiang");
	TCase *tc = tcase_create("core");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_all_twelve_and_twelve);
	tcase_add_test(tc, test_find_names);
	tcase_add_test(tc, test_errata);
	tcase_add_test(tc, test_bad_files);
	tcase_add_test(tc, test_bad_glosses);
	tcase_add_test(tc, test_hand_noble_on_shen);
	tcase_add_test(tc, test_hand_noble_on_wu);
	tcase_add_test(tc, test_every_named_condition_holds);
	tcase_add_test(tc, test_hand_juan3);
	tcase_add_test(tc, test_lun);
	tcase_add_test(tc, test_lun_bad_files);
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
