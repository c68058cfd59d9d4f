/* liuren - shensha_eval.c: placing the 神煞 of vol. 1 on a chart, from
 * the rows shensha.c loads (liuren/shensha.h): each row's rule read for
 * the chart's keys (day, year, month …), the palaces it names, what is
 * skipped and why, and 三奇 read on the 三傳.
 *
 * Source: 《六壬大全》 卷一 (shared seed 000), ¶37–¶79 (res/shensha.tsv).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/shensha.h"
#include "shensha_internal.h"

#include "liuren/ganzhi.h"
#include "liuren/i18n.h"
#include "liuren/lang.h"

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- evaluation ---- */

void lr_shensha_context_init(struct lr_shensha_context *ctx)
{
	ctx->year_stem = ctx->year_branch = ctx->month_branch = -1;
	ctx->season = ctx->day_cycle = -1;
	ctx->reading_b = NULL;
	ctx->all_b = false;
}

static bool wants_b(const struct lr_shensha_context *ctx, const char *name)
{
	if (ctx->all_b)
		return true;
	for (const char *const *p = ctx->reading_b; p && *p; p++)
		if (strcmp(*p, name) == 0)
			return true;
	return false;
}

static bool in_range(int v, int n)
{
	return v >= 0 && v < n;
}

/* The key index of ROW's basis in CTX, or -1 when unknown (三合 rows are
 * handled by the caller). */
static int key_index(const struct lr_shensha *row,
		     const struct lr_shensha_context *ctx)
{
	bool day = in_range(ctx->day_cycle, LR_CYCLE);
	switch (row->basis) {
	case LR_BASIS_YEAR_BRANCH:
		return in_range(ctx->year_branch, 12) ? ctx->year_branch : -1;
	case LR_BASIS_YEAR_STEM:
		return in_range(ctx->year_stem, 10) ? ctx->year_stem : -1;
	case LR_BASIS_MONTH:
		/* 正月 is the month of 月建 寅. */
		return in_range(ctx->month_branch, 12)
			? lr_branch_add(ctx->month_branch, -LR_YIN) : -1;
	case LR_BASIS_SEASON:
		if (in_range(ctx->month_branch, 12))
			return lr_branch_add(ctx->month_branch, -LR_YIN) / 3;
		return in_range(ctx->season, 4) ? ctx->season : -1;
	case LR_BASIS_DAY_STEM:
		return day ? lr_cycle_stem(ctx->day_cycle) : -1;
	case LR_BASIS_DAY_BRANCH:
		return day ? lr_cycle_branch(ctx->day_cycle) : -1;
	case LR_BASIS_XUN:
		return day ? lr_xun_head(ctx->day_cycle) / 10 : -1;
	default:
		return -1;
	}
}

static void skip(struct lr_shensha_result *res, const struct lr_shensha *row,
		 const char *needs, const char *why)
{
	if (res->nskipped < LR_SHENSHA_MAX_ROWS) {
		res->skipped[res->nskipped].def = row;
		res->skipped[res->nskipped].needs = needs;
		res->skipped[res->nskipped].why = why;
		res->nskipped++;
	}
}

static void hit(struct lr_shensha_result *res, const struct lr_shensha *row,
		int index, enum lr_shensha_key key)
{
	if (res->nhits < LR_SHENSHA_MAX_HITS) {
		res->hits[res->nhits].def = row;
		res->hits[res->nhits].cell = &row->cells[index];
		res->hits[res->nhits].key = key;
		res->nhits++;
	}
}

static const char no_cell[] = "書中此月份無載";

size_t lr_shensha_eval(const struct lr_shensha_set *set,
		       const struct lr_shensha_context *ctx,
		       struct lr_shensha_result *res)
{
	res->nhits = res->nskipped = res->nread = 0;
	size_t nrows = set ? lr_shensha_count(set) : 0;
	for (size_t i = 0; i < nrows; i++) {
		const struct lr_shensha *row = lr_shensha_at(set, i);
		if (row->reading && (row->reading == 'B') !=
				    wants_b(ctx, row->name))
			continue;
		if (row->nkeys == 0) {
			if (row->basis == LR_BASIS_CHART)
				skip(res, row, shensha_bases[row->basis].needs,
				     shensha_bases[row->basis].why);
			else
				skip(res, row, "書中只有文字，無宮位",
				     N_("a palace, which the book does not give"));
			continue;
		}
		if (row->basis == LR_BASIS_SANHE) {
			int keys[3] = {
				ctx->year_branch, ctx->month_branch,
				in_range(ctx->day_cycle, LR_CYCLE)
					? lr_cycle_branch(ctx->day_cycle) : -1
			};
			bool any = false;
			for (int k = 0; k < 3; k++)
				if (in_range(keys[k], 12) &&
				    row->cells[keys[k]].palaces != 0) {
					hit(res, row, keys[k],
					    (enum lr_shensha_key)k);
					any = true;
				}
			if (!any)
				skip(res, row, shensha_bases[row->basis].needs,
				     shensha_bases[row->basis].why);
			continue;
		}
		int index = key_index(row, ctx);
		if (index < 0)
			skip(res, row, shensha_bases[row->basis].needs,
				     shensha_bases[row->basis].why);
		else if (row->cells[index].palaces == 0)
			skip(res, row, no_cell,
			     N_("this month's entry, which the book lacks"));
		else
			hit(res, row, index,
			    row->basis == LR_BASIS_YEAR_BRANCH ||
			    row->basis == LR_BASIS_YEAR_STEM ? LR_KEY_YEAR
			    : row->basis == LR_BASIS_MONTH ||
			      row->basis == LR_BASIS_SEASON ? LR_KEY_MONTH
			    : LR_KEY_DAY);
	}
	return res->nhits;
}

/* 三奇: 卷一 「三竒 乙丙丁　三竒 甲戊庚　三竒 辛壬癸」 gives the stems and
 * no palace; the book reads them on the 三傳: 《畢法賦》第四十二法 尊崇傳內遇
 * 三奇 「有三傳全遇甲庚戊者，有三傳全遇乙丙丁者。其法亦有二，有遁旬中之干
 * 者 …」 and the 《訂訛》 of the 三奇課 「天上三奇乙丙丁、地下三奇甲戊庚為遁
 * 奇」. Read here by the first way, the 旬's stems hidden on the 三傳 (遁
 * 旬中之干), all three of one group; the second (遁五子元建) is not read.
 * Not the 課體 三奇, which is the 旬奇 and 日奇 (branches) in the 傳. */
static bool three_wonders(const int stems[3])
{
	static const int groups[3][3] = {
		{ LR_YI, LR_BING, LR_DING },
		{ LR_JIA, LR_WU, LR_GENG },
		{ LR_XIN, LR_REN, LR_GUI },
	};
	for (int g = 0; g < 3; g++) {
		unsigned want = 0, got = 0;
		for (int k = 0; k < 3; k++) {
			want |= 1u << groups[g][k];
			if (stems[k] < 0)
				return false;
			got |= 1u << stems[k];
		}
		if (got == want)
			return true;
	}
	return false;
}

void lr_shensha_read_transmissions(struct lr_shensha_result *res,
				   const int stems[3])
{
	size_t kept = 0;
	for (size_t i = 0; i < res->nskipped; i++) {
		const struct lr_shensha *row = res->skipped[i].def;
		if (row->basis == LR_BASIS_CHART && !strcmp(row->name, "三奇")
		    && res->nread < LR_SHENSHA_MAX_READS) {
			struct lr_shensha_read *r = &res->read[res->nread++];
			r->def = row;
			memcpy(r->stems, stems, sizeof r->stems);
			r->holds = three_wonders(stems);
			continue;
		}
		res->skipped[kept++] = res->skipped[i];
	}
	res->nskipped = kept;
}

bool lr_shensha_hit_on(const struct lr_shensha_hit *h, int branch)
{
	return in_range(branch, 12) && (h->cell->palaces >> branch & 1u);
}

const char *lr_shensha_note_gloss(const struct lr_shensha_note *note)
{
	return lr_lang_pick(note->gloss, note->gloss_en, note->gloss_ko);
}

const char *lr_shensha_source_note(const struct lr_shensha *row)
{
	return row && row->note
	       ? lr_lang_pick(row->note, row->note_en, row->note_ko) : NULL;
}
