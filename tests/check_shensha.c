/* liuren - check_shensha.c: the 神煞 table, its loader and the evaluator.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/ganzhi.h"
#include "liuren/lang.h"
#include "liuren/patterns.h"
#include "liuren/resource.h"
#include "liuren/shensha.h"
#include "liuren/table.h"

static const struct lr_shensha_set *set;
static struct lr_shensha_result res;	/* large: kept off the stack */

static const char *const month_names[12] = {
	"正月", "二月", "三月", "四月", "五月", "六月",
	"七月", "八月", "九月", "十月", "十一月", "十二月"
};
static const char *const season_names[4] = { "春", "夏", "秋", "冬" };

/* The names whose B reading (the per-month lists) 卷一 第39段/卷一 第40段 follow. */
static const char *const list_readings[] = {
	"天赦", "天耳", "天盜", "雌虎", "地醫", "天獄", "月破", "雷煞",
	"陰煞", "月鬼", NULL
};

static int B(const char *s)
{
	int b = lr_parse_branch_exact(s);
	ck_assert_msg(b >= 0, "not a branch: %s", s);
	return b;
}

static const struct lr_shensha *row(const char *id)
{
	const struct lr_shensha *r = lr_shensha_by_id(set, id);
	ck_assert_msg(r != NULL, "no row %s", id);
	return r;
}

/* The key index of KEY text for ROW's basis, or -1. */
static int key_of(const struct lr_shensha *r, const char *key)
{
	switch (r->basis) {
	case LR_BASIS_YEAR_STEM:
	case LR_BASIS_DAY_STEM:
		return lr_parse_stem_exact(key);
	case LR_BASIS_MONTH:
		for (int i = 0; i < 12; i++)
			if (strcmp(key, month_names[i]) == 0)
				return i;
		return -1;
	case LR_BASIS_SEASON:
		for (int i = 0; i < 4; i++)
			if (strcmp(key, season_names[i]) == 0)
				return i;
		return -1;
	default:
		return lr_parse_branch_exact(key);
	}
}

/* The single palace of ID's cell for KEY. */
static int palace(const char *id, const char *key)
{
	const struct lr_shensha *r = row(id);
	int k = key_of(r, key);
	ck_assert_msg(k >= 0 && k < r->nkeys, "%s: bad key %s", id, key);
	unsigned p = r->cells[k].palaces;
	ck_assert_msg(p && !(p & (p - 1)), "%s %s: not one palace", id, key);
	return __builtin_ctz(p);
}

static const char *symbol(const char *id, const char *key)
{
	const struct lr_shensha *r = row(id);
	int k = key_of(r, key);
	ck_assert_msg(k >= 0 && k < r->nkeys, "%s: bad key %s", id, key);
	return r->cells[k].symbol;
}

static void load(void)
{
	char err[512] = "";
	set = lr_shensha_default(err, sizeof err);
	ck_assert_msg(set != NULL, "%s", err);
}

/* Month context: month number M (1 = 正月), optional B readings. */
static void eval_month(int m, const char *const *readings)
{
	struct lr_shensha_context ctx;
	lr_shensha_context_init(&ctx);
	ctx.month_branch = lr_branch_add(LR_YIN, m - 1);
	ctx.reading_b = readings;
	lr_shensha_eval(set, &ctx, &res);
}

static bool placed(const char *name, int branch)
{
	for (size_t i = 0; i < res.nhits; i++)
		if (strcmp(res.hits[i].def->name, name) == 0 &&
		    lr_shensha_hit_on(&res.hits[i], branch))
			return true;
	return false;
}

START_TEST(test_loads)
{
	load();
	size_t n = lr_shensha_count(set);
	ck_assert_uint_ge(n, 240);
	char err[8];
	ck_assert_ptr_eq(lr_shensha_default(err, sizeof err), set);
	/* Every name has a gloss and at least one classical passage. */
	for (size_t i = 0; i < n; i++) {
		const struct lr_shensha *r = lr_shensha_at(set, i);
		const struct lr_shensha_note *note = lr_shensha_note(set, r->name);
		ck_assert_msg(note && note->gloss && note->ntext > 0,
			      "no notes for %s", r->name);
	}
	const struct lr_shensha_note *note = lr_shensha_note(set, "天德");
	ck_assert_ptr_nonnull(strstr(note->text[0], "天德丁坤壬辛"));
	const struct lr_shensha *rows[8];
	ck_assert_uint_eq(lr_shensha_by_name(set, "天解", rows, 8), 2);
	ck_assert_uint_eq(rows[0]->basis, LR_BASIS_DAY_STEM);
	ck_assert_uint_eq(rows[1]->basis, LR_BASIS_MONTH);
	ck_assert_ptr_null(lr_shensha_note(set, "無此神"));
}
END_TEST

START_TEST(test_known_cells)
{
	load();
	ck_assert_int_eq(palace("歲破", "子"), B("午"));
	ck_assert_int_eq(palace("歲刑", "寅"), B("巳"));
	ck_assert_int_eq(palace("喪門", "子"), B("寅"));
	ck_assert_int_eq(palace("弔客", "子"), B("戌"));
	ck_assert_int_eq(palace("歲墓", "子"), B("未"));	/* 如子年見未 */
	ck_assert_int_eq(palace("歲宅", "子"), B("巳"));	/* 如子年見巳 */
	ck_assert_int_eq(palace("將軍", "亥"), B("酉"));
	ck_assert_int_eq(palace("五鬼", "子"), B("辰"));	/* 子加辰 */
	ck_assert_int_eq(palace("五鬼", "丑"), B("卯"));
	ck_assert_str_eq(symbol("歲德", "己"), "甲");	/* 如己年見甲 */
	ck_assert_str_eq(symbol("歲合", "甲"), "己");
	ck_assert_int_eq(palace("歲合", "甲"), B("未"));	/* 己 lodges on 未 */
	ck_assert_str_eq(symbol("力士", "子"), "艮");
	ck_assert_int_eq(palace("力士", "子"), B("寅"));
	ck_assert_int_eq(palace("日祿", "甲"), B("寅"));
	ck_assert_int_eq(palace("羊刃", "甲"), B("卯"));
	ck_assert_int_eq(palace("驛馬", "申"), B("寅"));
	ck_assert_int_eq(palace("驛馬", "子"), B("寅"));
	ck_assert_int_eq(palace("驛馬", "辰"), B("寅"));
	ck_assert_int_eq(palace("劫煞", "子"), B("巳"));
	ck_assert_int_eq(palace("華蓋", "寅"), B("戌"));
	ck_assert_int_eq(palace("將星", "酉"), B("酉"));
	ck_assert_int_eq(palace("支德", "子"), B("巳"));
	ck_assert_int_eq(palace("馬倒", "子"), B("卯"));
	ck_assert_int_eq(palace("旬盜", "子"), B("丑"));	/* 甲子旬 */
	ck_assert_str_eq(symbol("天德", "正月"), "丁");
	ck_assert_int_eq(palace("天德", "正月"), B("未"));
	ck_assert_str_eq(symbol("天德", "二月"), "坤");
	ck_assert_int_eq(palace("天德", "二月"), B("申"));
	ck_assert_int_eq(palace("月德", "五月"), B("巳"));
	ck_assert_int_eq(palace("天馬", "二月"), B("申"));	/* 午順六陽 */
	ck_assert_int_eq(palace("天喜", "夏"), B("丑"));
	ck_assert_str_eq(symbol("天赦", "春"), "戊寅");
	ck_assert_int_eq(palace("天赦", "春"), B("寅"));
	ck_assert_int_eq(palace("天煞", "三月"), B("未"));	/* 丑逆行四季 */
	ck_assert_int_eq(palace("小煞", "七月"), B("卯"));
	ck_assert_int_eq(palace("風煞", "二月"), B("未"));	/* 申逆十二 */
	ck_assert_str_eq(row("勾陳·月")->cells[0].symbol, "丑+卯");
	ck_assert_uint_eq(row("勾陳·月")->cells[0].palaces,
			  1u << B("丑") | 1u << B("卯"));
}
END_TEST

/* Rows of the book that state the same relation the core tables hold. */
START_TEST(test_agrees_with_core)
{
	load();
	for (int b = 0; b < 12; b++) {
		const char *k = lr_branch_name(b);
		ck_assert_int_eq(palace("支刑", k), lr_punish(b));
		ck_assert_int_eq(palace("歲刑", k), lr_punish(b));
		ck_assert_int_eq(palace("支害", k), lr_harm(b));
		ck_assert_int_eq(palace("支破", k), lr_break(b));
		ck_assert_int_eq(palace("支沖", k), lr_clash(b));
		ck_assert_int_eq(palace("歲破", k), lr_clash(b));
		ck_assert_int_eq(palace("大耗", k), lr_clash(b));
		ck_assert_int_eq(palace("驛馬·支", k), palace("驛馬", k));
		ck_assert_int_eq(palace("歲煞", k), palace("歲煞·合", k));
		ck_assert_int_eq(palace("歲虎", k), palace("白虎", k));
		ck_assert_int_eq(palace("豹尾", k), lr_clash(palace("黃幡", k)));
		ck_assert_int_eq(palace("蠶室", k), lr_clash(palace("力士", k)));
		ck_assert_int_eq(palace("博士", k), lr_clash(palace("奏書", k)));
		ck_assert_int_eq(palace("馬倒", k),
				 lr_branch_add(palace("驛馬·支", k), 1));
		int trine[3];
		lr_trine(b, trine);
		ck_assert_int_eq(palace("華蓋", k), trine[2]);	/* 墓 */
		ck_assert_int_eq(palace("將星", k), trine[1]);	/* 旺 */
	}
	for (int s = 0; s < 10; s++) {
		const char *k = lr_stem_name(s);
		/* 羊刃 … 日前一位 */
		ck_assert_int_eq(palace("羊刃", k),
				 lr_branch_add(palace("日祿", k), 1));
		ck_assert_int_eq(palace("日盜", k), palace("天盜·日", k));
		ck_assert_str_eq(symbol("歲合", k),
				 lr_stem_name(lr_stem_partner(s)));
	}
	for (int m = 0; m < 12; m++) {
		const char *k = month_names[m];
		int jian = lr_branch_add(LR_YIN, m);
		ck_assert_int_eq(palace("小時", k), jian);	/* 即月建 */
		ck_assert_int_eq(palace("月沖", k), lr_clash(jian));
		ck_assert_int_eq(palace("月刑", k), lr_punish(jian));
		ck_assert_int_eq(palace("月害", k), lr_harm(jian));
		ck_assert_int_eq(palace("黃幡·月", k),
				 lr_clash(palace("豹尾·月", k)));
		ck_assert_int_eq(palace("勾神", k),
				 palace("絞神", month_names[(m + 6) % 12]));
	}
}
END_TEST

/* Each row of res/errata.tsv is what the data hold. */
START_TEST(test_errata)
{
	load();
	struct lr_table t;
	char err[512];
	ck_assert_msg(lr_table_read(LR_SRCDIR "/res/errata.tsv", 5, &t, err,
				    sizeof err) == 0, "%s", err);
	ck_assert_uint_ge(t.nrows, 30);
	bool harm = false;
	for (size_t i = 0; i < t.nrows; i++) {
		char **f = t.rows[i].fields;
		ck_assert_str_ne(f[2], f[3]);
		if (strcmp(f[0], "transcription") == 0) {
			/* res/ holds the corrected wording, no longer the
			 * seed's, in the 神煞's quote and notes or the 課's
			 * passages */
			const struct lr_shensha *r = lr_shensha_by_id(set, f[1]);
			const struct lr_shensha_note *n = r ?
				lr_shensha_note(set, r->name) : NULL;
			const struct lr_pattern_text *p = r ? NULL :
				lr_pattern_lookup(f[1], err, sizeof err);
			ck_assert_msg(r || p, "line %d: %s", t.rows[i].line, f[1]);
			bool has = r && strstr(r->source, f[3]);
			bool slip = r && strstr(r->source, f[2]);
			for (int k = 0; n && k < n->ntext; k++) {
				has |= strstr(n->text[k], f[3]) != NULL;
				slip |= strstr(n->text[k], f[2]) != NULL;
			}
			for (int k = 0; p && k < p->passage_count; k++) {
				has |= strstr(p->passages[k], f[3]) != NULL;
				slip |= strstr(p->passages[k], f[2]) != NULL;
			}
			ck_assert_msg(has && !slip, "line %d", t.rows[i].line);
		} else if (strcmp(f[0], "text") == 0) {
			/* The quoted source holds the printed wording. */
			ck_assert_msg(strstr(row(f[1])->source, f[2]) != NULL,
				      "line %d", t.rows[i].line);
		} else if (strcmp(f[0], "卷一 第39段") == 0 ||
			   strcmp(f[0], "卷一 第40段") == 0) {
			eval_month(strcmp(f[0], "卷一 第39段") == 0 ? 1 : 2,
				   list_readings);
			ck_assert_msg(!placed(f[2], B(f[1])) &&
				      placed(f[2], B(f[3])),
				      "line %d", t.rows[i].line);
		} else {
			const struct lr_shensha *r = row(f[0]);
			ck_assert_str_eq(symbol(f[0], f[1]), f[3]);
			ck_assert_msg(strcmp(r->fix, "-") != 0,
				      "%s: fix column empty", f[0]);
			if (strcmp(f[2], "(missing)") != 0)
				ck_assert_msg(strstr(r->source, f[2]) != NULL,
					      "line %d", t.rows[i].line);
			harm |= strcmp(f[0], "支害") == 0;
		}
	}
	ck_assert(harm);
	ck_assert_int_eq(palace("支害", "丑"), B("午"));
	lr_table_free(&t);

	/* Every fix noted in the table has its errata row. */
	ck_assert_msg(lr_table_read(LR_SRCDIR "/res/errata.tsv", 5, &t, err,
				    sizeof err) == 0, "%s", err);
	for (size_t i = 0; i < lr_shensha_count(set); i++) {
		const struct lr_shensha *r = lr_shensha_at(set, i);
		if (strcmp(r->fix, "-") == 0)
			continue;
		bool found = false;
		for (size_t j = 0; j < t.nrows && !found; j++)
			found = strcmp(t.rows[j].fields[0], r->id) == 0;
		ck_assert_msg(found, "%s has a fix but no errata row", r->id);
	}
	lr_table_free(&t);
}
END_TEST

/* 卷一 第39段 and 卷一 第40段: which 神煞 sit on each branch in 正月 and 二月. */
START_TEST(test_month_lists)
{
	load();
	struct lr_table t, errata;
	char err[512];
	ck_assert_msg(lr_table_read(LR_SRCDIR
				    "/tests/data/shensha-month-lists.tsv", 4,
				    &t, err, sizeof err) == 0, "%s", err);
	ck_assert_msg(lr_table_read(LR_SRCDIR "/res/errata.tsv", 5, &errata,
				    err, sizeof err) == 0, "%s", err);
	int listed = 0, absent_rows = 0, misprints = 0;
	for (int m = 1; m <= 2; m++) {
		eval_month(m, list_readings);
		const char *list = m == 1 ? "卷一 第39段" : "卷一 第40段";
		/* Every printed name is placed there, but for the misprints. */
		for (size_t i = 0; i < t.nrows; i++) {
			char **f = t.rows[i].fields;
			if (strcmp(f[0], "list") || atoi(f[1]) != m)
				continue;
			int b = B(f[2]);
			char names[1024];
			snprintf(names, sizeof names, "%s", f[3]);
			for (char *save, *n = strtok_r(names, " ", &save); n;
			     n = strtok_r(NULL, " ", &save)) {
				bool misprint = false;
				for (size_t j = 0; j < errata.nrows; j++) {
					char **e = errata.rows[j].fields;
					misprint |= !strcmp(e[0], list) &&
						    !strcmp(e[1], f[2]) &&
						    !strcmp(e[2], n);
				}
				misprints += misprint;
				listed++;
				ck_assert_msg(misprint || placed(n, b),
					"%d月 %s: %s not placed", m, f[2], n);
			}
		}
		/* Every placement by month is printed, or recorded as absent. */
		for (size_t h = 0; h < res.nhits; h++) {
			const struct lr_shensha_hit *hit = &res.hits[h];
			if (hit->key != LR_KEY_MONTH)
				continue;
			for (int b = 0; b < 12; b++) {
				if (!lr_shensha_hit_on(hit, b))
					continue;
				bool printed = false, recorded = false;
				for (size_t i = 0; i < t.nrows; i++) {
					char **f = t.rows[i].fields;
					if (atoi(f[1]) != m || B(f[2]) != b)
						continue;
					char pad[1100], needle[80];
					snprintf(pad, sizeof pad, " %s ", f[3]);
					snprintf(needle, sizeof needle, " %s ",
						 strcmp(f[0], "list")
						 ? hit->def->id : hit->def->name);
					if (strstr(pad, needle))
						*(strcmp(f[0], "list")
						  ? &recorded : &printed) = true;
				}
				ck_assert_msg(printed != recorded,
					"%d月 %s: %s %s", m,
					lr_branch_name(b), hit->def->id,
					printed ? "printed but also recorded absent"
						: "placed but neither printed nor recorded absent");
				absent_rows += recorded;
			}
		}
	}
	ck_assert_int_eq(misprints, 2);
	ck_assert_int_eq(listed, 272);
	/* Every recorded absence is still produced (no stale lines). */
	int recorded_total = 0;
	for (size_t i = 0; i < t.nrows; i++) {
		char **f = t.rows[i].fields;
		if (strcmp(f[0], "absent") == 0)
			for (char *p = f[3]; *p; p++)
				recorded_total += *p == ' ';
		if (strcmp(f[0], "absent") == 0)
			recorded_total++;
	}
	ck_assert_int_eq(absent_rows, recorded_total);
	lr_table_free(&t);
	lr_table_free(&errata);
}
END_TEST

/* With the default readings the lists disagree exactly on the contested
 * names. */
START_TEST(test_default_readings)
{
	load();
	eval_month(1, NULL);
	ck_assert(placed("天赦", B("寅")));	/* 春戊寅 */
	ck_assert(!placed("天赦", B("未")));
	ck_assert(placed("月破", B("亥")));	/* 卷一 第35段 月破亥… */
	ck_assert(!placed("月破", B("申")));
	ck_assert(placed("天煞", B("丑")));	/* 卷一 第34段 reading */
	ck_assert(!placed("天煞", B("卯")) || placed("天煞·合", B("卯")));
	static const char *const other_tianshe[] = { "天煞", NULL };
	eval_month(1, other_tianshe);
	ck_assert(placed("天煞", B("卯")));	/* 卷一 第35段 天煞卯子酉午 */
	eval_month(1, list_readings);
	ck_assert(placed("月破", B("申")));
	ck_assert(placed("天赦", B("未")));
	/* The shensha-reading=b setting: every B reading, no A. */
	struct lr_shensha_context ctx;
	lr_shensha_context_init(&ctx);
	ctx.month_branch = LR_YIN;
	ctx.all_b = true;
	lr_shensha_eval(set, &ctx, &res);
	ck_assert(placed("月破", B("申")));
	ck_assert(!placed("月破", B("亥")));
	ck_assert(placed("天煞", B("卯")));
	ck_assert(placed("天赦", B("未")));
	ck_assert(!placed("天赦", B("寅")));
}
END_TEST

/* Is NAME among the rows skipped? */
static bool skipped(const char *name)
{
	for (size_t i = 0; i < res.nskipped; i++)
		if (!strcmp(res.skipped[i].def->name, name))
			return true;
	return false;
}

/* 三奇 (卷一: 乙丙丁, 甲戊庚, 辛壬癸) is read on the 三傳's 遁干, as
 * 第四十二法 reads it: 「己卯日干上午 … 初傳丁丑加寅，中傳丙子，末傳乙亥」
 * and 「壬申日初傳乙丑加子，中傳丙寅，末傳丁卯」 hold, in any order; two of
 * a group, a void branch, or stems of two groups do not. */
START_TEST(test_three_wonders_by_ke)
{
	load();
	static const struct { const char *stems; bool holds; } cases[] = {
		{ "丁丙乙", true }, { "乙丙丁", true }, { "甲戊庚", true },
		{ "庚甲戊", true }, { "辛壬癸", true }, { "癸丁癸", false },
		{ "乙丙乙", false }, { "甲乙丙", false }, { "乙丙", false },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct lr_shensha_context ctx;
		lr_shensha_context_init(&ctx);
		ctx.day_cycle = 0;
		lr_shensha_eval(set, &ctx, &res);
		ck_assert(skipped("三奇"));
		size_t before = res.nskipped;
		int stems[3] = { -1, -1, -1 };
		/* "乙丙": the 末傳 void */
		for (int k = 0; k < 3 && cases[i].stems[3 * k]; k++) {
			char one[4];
			memcpy(one, cases[i].stems + 3 * k, 3);
			one[3] = 0;
			stems[k] = lr_parse_stem_exact(one);
			ck_assert_int_ge(stems[k], 0);
		}
		lr_shensha_read_transmissions(&res, stems);
		ck_assert_msg(!skipped("三奇"), "三奇 still not evaluated");
		ck_assert(skipped("收魂"));	/* read by no rule yet */
		ck_assert_uint_eq(res.nskipped, before - 1);
		ck_assert_uint_eq(res.nread, 1);
		ck_assert_str_eq(res.read[0].def->name, "三奇");
		ck_assert_msg(res.read[0].holds == cases[i].holds, "%s",
			      cases[i].stems);
	}
}
END_TEST

START_TEST(test_unknowns)
{
	load();
	struct lr_shensha_context ctx;
	lr_shensha_context_init(&ctx);
	lr_shensha_eval(set, &ctx, &res);
	ck_assert_uint_eq(res.nhits, 0);
	ck_assert_uint_ge(res.nskipped, 200);

	/* Year only: only year rows and 三合 by year. */
	ctx.year_branch = B("子");
	ctx.year_stem = 0;
	lr_shensha_eval(set, &ctx, &res);
	ck_assert_uint_gt(res.nhits, 30);
	for (size_t i = 0; i < res.nhits; i++)
		ck_assert_int_eq(res.hits[i].key, LR_KEY_YEAR);
	bool needs_month = false;
	for (size_t i = 0; i < res.nskipped; i++)
		needs_month |= !strcmp(res.skipped[i].def->id, "天德") &&
			       !strcmp(res.skipped[i].needs, "月建");
	ck_assert(needs_month);

	/* Season only: season rows are placed, month rows are not. */
	lr_shensha_context_init(&ctx);
	ctx.season = 1;
	lr_shensha_eval(set, &ctx, &res);
	ck_assert(placed("天喜", B("丑")));
	for (size_t i = 0; i < res.nhits; i++)
		ck_assert_int_eq(res.hits[i].def->basis, LR_BASIS_SEASON);

	/* A row known only from the 正月/二月 lists is not guessed later. */
	eval_month(3, NULL);
	bool skipped = false;
	for (size_t i = 0; i < res.nskipped; i++)
		skipped |= !strcmp(res.skipped[i].def->id, "外解") &&
			   strstr(res.skipped[i].needs, "無載") != NULL;
	ck_assert(skipped);
	ck_assert(!placed("外解", B("子")));

	/* A day: stem, branch, 旬 and 三合 by day. */
	lr_shensha_context_init(&ctx);
	ctx.day_cycle = lr_cycle(LR_JIA, LR_CHEN);	/* 甲辰 */
	lr_shensha_eval(set, &ctx, &res);
	ck_assert(placed("日祿", B("寅")));
	ck_assert(placed("驛馬", B("寅")));		/* 申子辰 */
	ck_assert(placed("支德", B("酉")));
	ck_assert(placed("旬盜", B("巳")));		/* 甲辰旬 */
	ck_assert(!placed("歲破", B("戌")));
	/* 收魂 and 三奇 need the whole chart. */
	skipped = false;
	for (size_t i = 0; i < res.nskipped; i++)
		skipped |= !strcmp(res.skipped[i].def->id, "收魂") &&
			   !strcmp(res.skipped[i].needs, "整課");
	ck_assert(skipped);
}
END_TEST

/* Every 神煞 gloss is read in every language: each name with a gloss
 * has its gloss-en and gloss-ko, and they are not the Chinese text. */
START_TEST(test_glosses_translated)
{
	load();
	size_t missing = 0;
	const char *first = NULL;
	for (size_t i = 0; i < lr_shensha_count(set); i++) {
		const char *name = lr_shensha_at(set, i)->name;
		const struct lr_shensha_note *n = lr_shensha_note(set, name);
		if (!n || !n->gloss)
			continue;
		bool ok = n->gloss_en && n->gloss_ko
			  && strcmp(n->gloss_en, n->gloss) != 0
			  && strcmp(n->gloss_ko, n->gloss) != 0;
		if (!ok) {
			if (!first)
				first = name;
			missing++;
		}
	}
	ck_assert_msg(!missing, "%zu rows of res/shensha.tsv name a 神煞 whose "
		      "gloss lacks gloss-en or gloss-ko in shensha-notes.tsv "
		      "(the first: %s)", missing, first);
}
END_TEST

/* The gloss shown follows the reader's language; the Chinese gloss when
 * a translation is missing. */
START_TEST(test_gloss_in_language)
{
	struct lr_shensha_note n = { .name = "天德", .gloss = "中",
				     .gloss_en = "en", .gloss_ko = "ko" };
	lr_lang_use(LR_LANG_EN);
	ck_assert_str_eq(lr_shensha_note_gloss(&n), "en");
	lr_lang_use(LR_LANG_KO);
	ck_assert_str_eq(lr_shensha_note_gloss(&n), "ko");
	n.gloss_ko = NULL;
	ck_assert_str_eq(lr_shensha_note_gloss(&n), "中");
	lr_lang_use(LR_LANG_ZH_HANS);
	ck_assert_str_eq(lr_shensha_note_gloss(&n), "中");
	lr_lang_use(LR_LANG_ZH_HANT);
	ck_assert_str_eq(lr_shensha_note_gloss(&n), "中");
}
END_TEST

/* The source field of every row is the book's words alone: no ASCII
 * letter (our notes are apart, in res/shensha-notes.tsv); the rows whose
 * phrase needs a word of ours (力士 「太歲前維力士位」: which corner) have
 * it in the reader's language. */
START_TEST(test_source_notes)
{
	load();
	for (size_t i = 0; i < lr_shensha_count(set); i++) {
		const struct lr_shensha *r = lr_shensha_at(set, i);
		for (const char *c = r->source; *c; c++)
			ck_assert_msg(!((*c >= 'A' && *c <= 'Z')
					|| (*c >= 'a' && *c <= 'z')),
				      "line %d: ASCII in source '%s'", r->line,
				      r->source);
		ck_assert_msg(!r->note == !r->note_en && !r->note == !r->note_ko,
			      "line %d: note not in all three languages",
			      r->line);
	}
	static const char *const noted[] = {
		"力士", "奏書", "伏兵", "大禍", "旬盜", "天煞", "月破"
	};
	for (size_t k = 0; k < sizeof noted / sizeof *noted; k++) {
		const struct lr_shensha *rows[4];
		size_t n = lr_shensha_by_name(set, noted[k], rows, 4);
		int with = 0;
		for (size_t i = 0; i < n && i < 4; i++)
			with += rows[i]->note != NULL;
		ck_assert_msg(with == 1, "%s: %d rows with a note", noted[k],
			      with);
	}
	const struct lr_shensha *r = lr_shensha_by_id(set, "力士");
	ck_assert_str_eq(r->source, "卷一 第20段 太歲前維力士位");
	lr_lang_use(LR_LANG_ZH_HANT);
	ck_assert_ptr_nonnull(strstr(lr_shensha_source_note(r), "之前的維"));
	lr_lang_use(LR_LANG_EN);
	ck_assert_ptr_nonnull(strstr(lr_shensha_source_note(r), "corner ahead"));
	lr_lang_use(LR_LANG_KO);
	ck_assert_ptr_nonnull(strstr(lr_shensha_source_note(r), "앞쪽 모퉁이"));
	lr_lang_use(LR_LANG_ZH_HANT);
	ck_assert_ptr_null(lr_shensha_source_note(lr_shensha_by_id(set, "天德")));
}
END_TEST

/* Two strings alike, NULL alike. */
static void same_text(const char *a, const char *b, const char *what,
		      const char *id)
{
	ck_assert_msg((!a && !b) || (a && b && !strcmp(a, b)),
		      "%s of %s: '%s' and '%s'", what, id, a ? a : "(null)",
		      b ? b : "(null)");
}

/* The set of the data directory (the one the build compiled in, when
 * the data directory holds res/ unchanged) is the set the loader reads
 * from its files, row by row, note by note and name by name. */
START_TEST(test_default_as_loaded)
{
	load();
	char tpath[4096], npath[4096], err[512] = "";
	ck_assert_ptr_nonnull(lr_resource_path("shensha.tsv", tpath, sizeof tpath));
	ck_assert_ptr_nonnull(lr_resource_path("shensha-notes.tsv", npath,
					       sizeof npath));
	struct lr_shensha_set *loaded;
	ck_assert_msg(lr_shensha_load(tpath, npath, &loaded, err, sizeof err) == 0,
		      "%s", err);
	size_t n = lr_shensha_count(loaded);
	ck_assert_uint_eq(lr_shensha_count(set), n);
	ck_assert_ptr_null(lr_shensha_at(set, n));
	for (size_t i = 0; i < n; i++) {
		const struct lr_shensha *a = lr_shensha_at(set, i);
		const struct lr_shensha *b = lr_shensha_at(loaded, i);
		same_text(a->id, b->id, "id", b->id);
		same_text(a->name, b->name, "name", b->id);
		same_text(a->rule, b->rule, "rule", b->id);
		same_text(a->source, b->source, "source", b->id);
		same_text(a->fix, b->fix, "fix", b->id);
		same_text(a->note, b->note, "note", b->id);
		same_text(a->note_en, b->note_en, "note_en", b->id);
		same_text(a->note_ko, b->note_ko, "note_ko", b->id);
		ck_assert_int_eq(a->basis, b->basis);
		ck_assert_int_eq(a->kind, b->kind);
		ck_assert_int_eq(a->reading, b->reading);
		ck_assert_int_eq(a->line, b->line);
		ck_assert_int_eq(a->nkeys, b->nkeys);
		for (int k = 0; k < 12; k++) {
			ck_assert_str_eq(a->cells[k].symbol, b->cells[k].symbol);
			ck_assert_uint_eq(a->cells[k].palaces, b->cells[k].palaces);
		}
		ck_assert_int_eq(lr_shensha_by_id(set, b->id)->line,
				 lr_shensha_by_id(loaded, b->id)->line);
		const struct lr_shensha *ra[16], *rb[16];
		size_t ca = lr_shensha_by_name(set, b->name, ra, 16);
		ck_assert_uint_eq(ca, lr_shensha_by_name(loaded, b->name, rb, 16));
		for (size_t j = 0; j < ca && j < 16; j++)
			ck_assert_str_eq(ra[j]->id, rb[j]->id);
		const struct lr_shensha_note *na = lr_shensha_note(set, b->name);
		const struct lr_shensha_note *nb = lr_shensha_note(loaded, b->name);
		ck_assert_int_eq(!na, !nb);
		if (!nb)
			continue;
		same_text(na->name, nb->name, "note name", b->id);
		same_text(na->gloss, nb->gloss, "gloss", b->id);
		same_text(na->gloss_en, nb->gloss_en, "gloss_en", b->id);
		same_text(na->gloss_ko, nb->gloss_ko, "gloss_ko", b->id);
		ck_assert_int_eq(na->ntext, nb->ntext);
		for (int t = 0; t < LR_SHENSHA_MAX_TEXTS; t++)
			same_text(na->text[t], nb->text[t], "text", b->id);
	}
	ck_assert_ptr_null(lr_shensha_note(set, "不在表中"));
	ck_assert_ptr_null(lr_shensha_by_id(set, "不在表中"));
	lr_shensha_free(loaded);
}
END_TEST

/* ---- malformed files ---- */

static char dir[] = "/tmp/liuren-shensha-XXXXXX";

static void setup(void)
{
	ck_assert_ptr_nonnull(mkdtemp(dir));
}

static void teardown(void)
{
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	ck_assert_int_eq(system(cmd), 0);
	strcpy(dir, "/tmp/liuren-shensha-XXXXXX");
}

/* Write TEXT to DIR/NAME and load it; the error must be "PATH:" WANT. */
static void expect_error(const char *table, const char *notes,
			 const char *want_file, const char *want)
{
	char tpath[300], npath[300], full[600], err[512] = "";
	snprintf(tpath, sizeof tpath, "%s/bad.tsv", dir);
	snprintf(npath, sizeof npath, "%s/bad-notes.tsv", dir);
	FILE *f = fopen(tpath, "w");
	fputs(table, f);
	fclose(f);
	if (notes) {
		f = fopen(npath, "w");
		fputs(notes, f);
		fclose(f);
	}
	struct lr_shensha_set *s = (struct lr_shensha_set *)1;
	ck_assert_int_eq(lr_shensha_load(tpath, notes ? npath : NULL, &s, err,
					 sizeof err), want ? -1 : 0);
	if (!want) {
		ck_assert_ptr_nonnull(s);
		lr_shensha_free(s);
		return;
	}
	ck_assert_ptr_null(s);
	snprintf(full, sizeof full, "%s/%s%s", dir, want_file, want);
	ck_assert_str_eq(err, full);
}

#define GOOD "天德\tmonth\tlist:丁 坤 壬 辛 亥 甲 癸 寅 丙 乙 巳 庚\t吉\t-\t卷一 第31段\t-\n"

START_TEST(test_malformed)
{
	expect_error("# ok\n" GOOD, NULL, NULL, NULL);
	expect_error("# head\n" GOOD "月德\tmonth\tcycle:巳 寅 亥 申\t吉\t-\t卷一 第31段\n",
		     NULL, "bad.tsv",
		     ":3: expected 7 tab-separated fields, found 6");
	expect_error(GOOD "月德\tmonth\tcycle:巳 寅 Q 申\t吉\t-\t卷一 第31段\t-\n",
		     NULL, "bad.tsv", ":2: cell 3: unknown branch 'Q' (not "
		     "a branch, stem, corner or pillar)");
	expect_error(GOOD "月德\tmonth\tcycle:巳 寅 丙卯 申\t吉\t-\t卷一 第31段\t-\n",
		     NULL, "bad.tsv", ":2: cell 3: unknown branch '丙卯' (not "
		     "a branch, stem, corner or pillar)");
	expect_error("\n" GOOD "\n" GOOD, NULL, "bad.tsv",
		     ":4: duplicate name 天德 (first at line 2)");
	expect_error("天德\tmonth\tlist:丁 坤\t吉\t-\t卷一 第31段\t-\n", NULL,
		     "bad.tsv", ":1: list has 2 cells, basis month needs 12");
	expect_error("天德\tmonth\tcycle:丁 坤 壬 辛 亥\t吉\t-\t卷一 第31段\t-\n", NULL,
		     "bad.tsv", ":1: cycle of 5 cells does not fill the 12 "
		     "keys of basis month");
	expect_error("天德\tweekly\tnone\t吉\t-\t卷一 第31段\t-\n", NULL, "bad.tsv",
		     ":1: unknown basis 'weekly'");
	expect_error("天德\tmonth\tseq:甲+1\t吉\t-\t卷一 第31段\t-\n", NULL, "bad.tsv",
		     ":1: seq: unknown branch in 'seq:甲+1'");
	expect_error("天德\tmonth\tseq:子*1\t吉\t-\t卷一 第31段\t-\n", NULL, "bad.tsv",
		     ":1: seq: expected a step like +1 or -3 in 'seq:子*1'");
	expect_error("天德\tmonth\tseq:子+1\t好\t-\t卷一 第31段\t-\n", NULL, "bad.tsv",
		     ":1: unknown kind '好' (expected 吉, 凶 or 平)");
	expect_error("天德\tmonth\tseq:子+1\t吉\tA\t卷一 第31段\t-\n", NULL, "bad.tsv",
		     ":1: reading A of 天德 has no reading B");
	expect_error("收魂\tchart\tseq:子+1\t凶\t-\t卷一 第28段\t-\n", NULL, "bad.tsv",
		     ":1: basis chart takes rule none, not 'seq:子+1'");
	expect_error("天德\tmonth\tpattern\t吉\t-\t卷一 第31段\t-\n", NULL, "bad.tsv",
		     ":1: unknown rule 'pattern' (expected list:, cycle:, seq: "
		     "or none)");
	expect_error(GOOD, "天德\ttext\t天德丁坤\n月德\tgloss\tx\n",
		     "bad-notes.tsv",
		     ":2: unknown name '月德' (not in the 神煞 table)");
	expect_error(GOOD, "天德\tgloss\ta\n天德\tgloss\tb\n", "bad-notes.tsv",
		     ":2: duplicate gloss for 天德");
	expect_error(GOOD, "天德\tnote\ta\n", "bad-notes.tsv",
		     ":1: unknown field 'note' (expected text, gloss, "
		     "gloss-en, gloss-ko, source-note, source-note-en or "
		     "source-note-ko)");
	expect_error(GOOD, "天德\tgloss\ta\n天德\tgloss-en\tb\n"
		     "天德\tgloss-en\tc\n", "bad-notes.tsv",
		     ":3: duplicate gloss-en for 天德");
	expect_error(GOOD, "天德\tgloss-ko\tb\n天德\tgloss-ko\tc\n",
		     "bad-notes.tsv", ":2: duplicate gloss-ko for 天德");
	expect_error(GOOD, "天德\ttext\ta\n天德\tgloss-ko\tb\n",
		     "bad-notes.tsv",
		     ":2: gloss-ko for 天德, which has no gloss");
	expect_error(GOOD, "天德\tgloss-EN\tb\n", "bad-notes.tsv",
		     ":1: unknown field 'gloss-EN' (expected text, gloss, "
		     "gloss-en, gloss-ko, source-note, source-note-en or "
		     "source-note-ko)");
	/* a note on a row's source: the row by its id (and reading), in
	 * all three languages, once each */
	expect_error(GOOD, "天德\tsource-note\t甲\n天德\tsource-note-en\tb\n"
		     "天德\tsource-note-ko\tc\n", NULL, NULL);
	expect_error(GOOD, "天德/B\tsource-note\t甲\n", "bad-notes.tsv",
		     ":1: unknown row '天德/B' (an id of the 神煞 table, with "
		     "/A or /B for a reading)");
	expect_error(GOOD, "天道\tsource-note\t甲\n", "bad-notes.tsv",
		     ":1: unknown row '天道' (an id of the 神煞 table, with "
		     "/A or /B for a reading)");
	expect_error(GOOD, "天德\tsource-note\t甲\n天德\tsource-note-en\tb\n",
		     "bad-notes.tsv", ":1: 天德 has no source-note-ko");
	expect_error(GOOD, "天德\tsource-note-ko\tc\n", "bad-notes.tsv",
		     ":1: 天德 has no source-note");
	expect_error(GOOD, "天德\tsource-note\t甲\n天德\tsource-note\t乙\n",
		     "bad-notes.tsv", ":2: duplicate source-note for 天德");
	expect_error(GOOD, "天德\tsource-note\t\n", "bad-notes.tsv",
		     ":1: empty text");
	/* the loader takes a gloss whose translations are still to come */
	expect_error(GOOD, "天德\tgloss\ta\n天德\tgloss-en\tb\n", NULL,
		     NULL);
	expect_error(GOOD, "天德\ttext\n", "bad-notes.tsv",
		     ":1: expected 3 tab-separated fields, found 2");
}
END_TEST

int main(void)
{
	Suite *s = suite_create("shensha");
	TCase *tc = tcase_create("data");
	tcase_add_test(tc, test_loads);
	tcase_add_test(tc, test_known_cells);
	tcase_add_test(tc, test_agrees_with_core);
	tcase_add_test(tc, test_errata);
	tcase_add_test(tc, test_month_lists);
	tcase_add_test(tc, test_default_readings);
	tcase_add_test(tc, test_unknowns);
	tcase_add_test(tc, test_three_wonders_by_ke);
	tcase_add_test(tc, test_gloss_in_language);
	tcase_add_test(tc, test_source_notes);
	tcase_add_test(tc, test_default_as_loaded);
	suite_add_tcase(s, tc);
	TCase *tr = tcase_create("translations");
	tcase_add_test(tr, test_glosses_translated);
	suite_add_tcase(s, tr);
	TCase *bad = tcase_create("malformed");
	tcase_add_checked_fixture(bad, setup, teardown);
	tcase_add_test(bad, test_malformed);
	suite_add_tcase(s, bad);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
