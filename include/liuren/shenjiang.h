/* liuren - shenjiang.h: the reader's vocabulary of 《六壬大全》 卷二 神將釋:
 * what the book says of each of the twelve 神 (the heaven branches, by
 * their 月將 names 登明 … 神后) and of each of the twelve generals
 * (貴人 … 天后), read from res/shenjiang.tsv (format in that file's
 * header); and, for a chart, which of the book's conditional sentences
 * hold, with the condition named (「貴人臨午」).
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_SHENJIANG_H
#define LIUREN_SHENJIANG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "liuren/chart.h"
#include "liuren/context.h"
#include "liuren/export.h"

LR_BEGIN_DECLS

enum lr_sj_kind {
	LR_SJ_TEXT,	/* a sentence stating no condition */
	LR_SJ_COND,	/* a sentence with its condition */
	LR_SJ_VERSE,	/* 賦, 詩, a 神's rhymed list */
	LR_SJ_LEI,	/* 類 */
	LR_SJ_BODY,	/* 人身類神 */
	LR_SJ_COLOUR,	/* 顏色 */
	LR_SJ_THINGS,	/* 十雜 */
	LR_SJ_KINDS
};

/* Bits of lr_sj_term.at (加=) and lr_sj_term.in (入=). */
enum {
	LR_SJ_AT_STEM = 1, LR_SJ_AT_BRANCH = 2, LR_SJ_AT_YEARS = 4
};
enum {
	LR_SJ_IN_FIRST = 1, LR_SJ_IN_LAST = 2, LR_SJ_IN_TRANS = 4,
	LR_SJ_IN_LESSONS = 8	/* with LR_SJ_IN_TRANS: 課傳 */
};

/* One alternative of a condition: every term it has must hold. A mask
 * of 0 means the term is absent. */
struct lr_sj_term {
	uint16_t on;		/* 臨: bit b, palace b */
	uint16_t rides;		/* 乘: bit b, the general rides 神 b */
	uint16_t generals;	/* 將: bit g, the 神 is ridden by general g */
	uint16_t days;		/* 日: bit s, day stem s */
	uint8_t vigour;		/* 氣: bit v, enum lr_vigour */
	uint8_t order;		/* 治: 1 順, 2 逆 */
	bool void_;		/* 空 */
	uint8_t at;		/* 加: LR_SJ_AT_* (any of them) */
	uint8_t in;		/* 入: LR_SJ_IN_* (any of them) */
};

enum { LR_SJ_ALTS = 3 };

struct lr_sj_row {
	bool general;		/* a general's row, else a 神's */
	int index;		/* enum lr_general, or the 神's branch */
	enum lr_sj_kind kind;
	const char *where;	/* "卷二 第161段" */
	const char *cond;	/* the condition as written, "-" for none */
	const char *text;
	int nalts;		/* alternatives of the condition (0: none) */
	struct lr_sj_term alts[LR_SJ_ALTS];
	int line;		/* line in the file */
};

/* Load res/shenjiang.tsv once. Returns 0, or -1 with "FILE:LINE: what"
 * in ERR. */
int lr_shenjiang_load(char *err, size_t errlen);
/* Load PATH instead (replacing what was loaded), for tests. Every row
 * is validated: name, kind, condition terms and values; all twelve 神
 * and twelve generals must have text. */
int lr_shenjiang_load_file(const char *path, char *err, size_t errlen);

/* The rows in file order (valid after a successful load), the gloss
 * rows left out (lr_shenjiang_gloss). */
size_t lr_shenjiang_count(void);
const struct lr_sj_row *lr_shenjiang_at(size_t i);

/* Our gloss of a general (GENERAL true, INDEX an enum lr_general) or a
 * 神 (INDEX its branch), from the gloss, gloss-en and gloss-ko rows: in
 * the reader's language (lr_lang_current(): English in en, Korean in ko,
 * the modern Chinese one in zh-Hant and zh-Hans, which the display
 * converts). NULL when the file gives none. */
const char *lr_shenjiang_gloss(bool general, int index);

/* The three glosses as written (LANG 0 the modern Chinese, 1 English, 2
 * Korean), NULL when missing; for tests. */
const char *lr_shenjiang_gloss_in(bool general, int index, int lang);

/* The name of a row's subject: "貴人", "登明". */
const char *lr_shenjiang_subject(bool general, int index);

/* Find a general or a 神 by any of its names, already normalized
 * (lr_normalize): 貴人/天乙/貴, 玄武/元武 …; 神后/子, 太衝/卯 …
 * Returns 1 for a general, 2 for a 神 (index in *INDEX), 0 if neither.
 * A bare branch name is a 神. */
int lr_shenjiang_find(const char *name, int *index);

/* Does ROW's condition hold on CHART under CTX (CTX may be NULL:
 * nothing beyond the chart is known)? A row without a condition does
 * not "hold". When it holds and NAMED is not NULL, the alternative that
 * holds is written there in words of the chart ("貴人臨午",
 * "丙日登明乘太常", "螣蛇臨寅，相氣"). */
bool lr_shenjiang_holds(const struct lr_sj_row *row,
			const struct lr_chart *chart,
			const struct lr_context *ctx, char *named,
			size_t namedlen);

/* The sentences of 卷二 whose condition holds on one chart, in the
 * file's order (the reading's LR_READ_SHENJIANG): each one's row
 * (lr_shenjiang_at) and the alternative that holds in words of the
 * chart, as lr_shenjiang_holds names it. A sentence on a general holds
 * on the palace of the 神 it rides, one on a 神 on that 神's. */
enum { LR_SJ_HELD_MAX = 320, LR_SJ_WORDS_MAX = 16384 };

struct lr_sj_held {
	int n;
	struct {
		int row;	/* lr_shenjiang_at(row) */
		int words;	/* offset of its words into WORDS */
	} at[LR_SJ_HELD_MAX];
	int used;		/* bytes of WORDS written */
	char words[LR_SJ_WORDS_MAX];
};

/* Which sentences hold on CHART under CTX (may be NULL), into OUT: 0,
 * or -1 with one line in ERR (res/shenjiang.tsv does not load; more
 * sentences hold than OUT keeps, the rest then left out). */
int lr_shenjiang_read(const struct lr_chart *chart,
		      const struct lr_context *ctx, struct lr_sj_held *out,
		      char *err, size_t errlen);

/* The words of the alternative that holds of row ROW (lr_shenjiang_at)
 * in HELD, or NULL when it does not hold there. */
const char *lr_shenjiang_held_words(const struct lr_sj_held *held,
				    size_t row);

/* ROW's condition in words, whatever the chart: "臨子", "丙丁日乘螣蛇",
 * "旺相氣", alternatives joined by "；或". Returns BUF. */
const char *lr_shenjiang_cond_words(const struct lr_sj_row *row, char *buf,
				    size_t len);

/* The general discourses of 卷二 (res/shenjiang-lun.tsv): 大神總論 on the
 * twelve 神 (with its 又總說) and 天將總論 on the twelve generals. */
struct lr_sj_lun {
	const char *name;	/* "大神總論" or "天將總論" */
	const char *where;	/* "卷二 第2段", "卷二 第4段 又總說" */
	const char *text;
	int line;		/* line in the file */
};

/* Load res/shenjiang-lun.tsv once (or PATH instead, replacing what was
 * loaded). Returns 0, or -1 with "FILE:LINE: what" in ERR. */
int lr_shenjiang_lun_load(char *err, size_t errlen);
int lr_shenjiang_lun_load_file(const char *path, char *err, size_t errlen);

/* The passages in file order (valid after a successful load). */
size_t lr_shenjiang_lun_count(void);
const struct lr_sj_lun *lr_shenjiang_lun_at(size_t i);

/* Which discourses NAME (normalized) asks for: 1 大神總論, 2 天將總論,
 * 3 both (神將釋, the volume's title), 0 neither. */
int lr_shenjiang_lun_find(const char *name);

LR_END_DECLS

#endif
