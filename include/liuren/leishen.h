/* liuren - leishen.h: the 類神 of the matter asked (卷十 人類神, 事類神,
 * res/leishen.tsv), found on a chart, and the one the book's rule takes:
 *   人事類神兼二三，以入傳課為取用。若是皆入皆不入，不用兼神責將神。
 *   如妻止去責天后，財爻神后不須論。不在課傳為局外，所臨地位看原因。
 *   有氣亦遠無氣難，旺相德合終可親。
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_LEISHEN_H
#define LIUREN_LEISHEN_H

#include <stdbool.h>
#include <stddef.h>

#include "liuren/chart.h"
#include "liuren/context.h"
#include "liuren/export.h"

LR_BEGIN_DECLS

enum lr_lei_kind { LR_LEI_GENERAL, LR_LEI_GOD, LR_LEI_KIN, LR_LEI_VIRTUE };

/* How the rule chose. */
enum lr_lei_rule {
	LR_LEI_UNNAMED,	/* the table names no 類神 for the matter */
	LR_LEI_SINGLE,	/* one 類神 only */
	LR_LEI_SOME_IN,	/* 兼神: those in 課傳 taken (以入傳課為取用) */
	LR_LEI_ALL_IN,	/* 皆入: the general(s) taken (責將神) */
	LR_LEI_NONE_IN	/* 皆不入: the general(s) taken */
};

/* How a 類神 outside 課傳 is judged (有氣亦遠無氣難，旺相德合終可親). */
enum lr_lei_reach {
	LR_LEI_NEAR,		/* in 課傳 */
	LR_LEI_CLOSE,		/* 局外, 旺相 and 德 or 合: 終可親 */
	LR_LEI_FAR,		/* 局外, 旺相 without 德合: 有氣亦遠 */
	LR_LEI_HARD,		/* 局外, 休囚死: 無氣難 */
	LR_LEI_UNJUDGED		/* 局外, the month unknown */
};

struct lr_lei_found {
	enum lr_lei_kind kind;
	int value;		/* general, branch, enum lr_kin; 0 for virtue */
	int god;		/* the 神 it is on the plate; -1: a 六親 none of
				 * whose 神 is in 課傳 */
	int palace;		/* earth palace of the 神 (-1 with god -1) */
	int general;		/* general riding the 神 (-1 with god -1) */
	int transmission;	/* 0..2 (初中末) or -1 */
	int lesson;		/* 0..3 or -1 (first lesson it tops) */
	int vigour;		/* enum lr_vigour in the month, -1 unknown */
	bool virtue;		/* the 神 is the day's 德神 */
	bool combines;		/* the 神 is 六合 with the day branch or with
				 * the day stem's palace */
	bool chosen;
	enum lr_lei_reach reach;
	const char *where;	/* the verse line */
};

enum { LR_LEI_MAX = 6 };

struct lr_leishen {
	int ask;		/* enum lr_ask, LR_ASK_NONE when not asked */
	enum lr_lei_rule rule;
	int n;
	struct lr_lei_found found[LR_LEI_MAX];
};

/* Load res/leishen.tsv once (PATH: another file, replacing it). Returns
 * 0, or -1 with "FILE:LINE: what" in ERR. */
int lr_leishen_load(char *err, size_t errlen);
int lr_leishen_load_file(const char *path, char *err, size_t errlen);

/* How many 類神 the table gives for ASK (0: none, or ASK out of range);
 * -1 when the data cannot be read (ERR says why). */
int lr_leishen_count(int ask, char *err, size_t errlen);

/* Find the 類神 of CTX->ask on CHART and apply the rule. Returns 0; -1
 * when the data cannot be read (ERR says why). With no matter asked,
 * OUT->ask is LR_ASK_NONE and OUT->n 0. */
int lr_leishen_read(const struct lr_chart *chart,
		    const struct lr_context *ctx, struct lr_leishen *out,
		    char *err, size_t errlen);

/* The name of a found 類神: "天后", "神后", "財爻", "德神". */
const char *lr_leishen_name(const struct lr_lei_found *f);

/* The reading in one line, generated from the chart: what each 類神 is
 * and where, which is taken and why ("類神（婚）天后乘卯臨午，入初傳 …
 * 取天后：…"). Returns BUF. */
const char *lr_leishen_line(const struct lr_leishen *ls, char *buf,
			    size_t len);

LR_END_DECLS

#endif
