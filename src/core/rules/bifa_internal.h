/* liuren - bifa_internal.h: what the 畢法 files share: the chart's facts
 * (struct ev of the 課經 detectors, computed once), the writers of a
 * result (write.c), the small readings the 法 use (祿, 驛馬, 旬丁,
 * 沐浴 …; bifa_readings.c) and the detectors, by the book's numbers:
 * bifa_01_12.c, bifa_13_25.c, bifa_26_37.c, bifa_38_50.c (卷十一),
 * bifa_51_62.c, bifa_63_75.c, bifa_76_100.c (卷十二). Internal to src/core;
 * the registry is rules.h, the evaluation bifa.c, the interface
 * include/liuren/bifa.h.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_BIFA_INTERNAL_H
#define LIUREN_BIFA_INTERNAL_H

#include "liuren/bifa.h"
#include "rules/kejing.h"

/* a 法 detector's answers: the 課 detectors' NO, YES and UNKNOWN */
enum { BF_NO = NO, BF_YES = YES, BF_UNKNOWN = UNKNOWN };

/* The 遁干 a branch carries in the day's 旬; -1 when void. */
static inline int bf_hidden(const struct ev *k, int b)
{
	return lr_hidden_stem(k->day, b);
}
static inline bool bf_void(const struct ev *k, int b)
{
	return lr_is_void(k->day, b);
}
/* A produces / overcomes B, by their phases. */
static inline bool bf_gives(enum lr_phase a, enum lr_phase b)
{
	return lr_produces(a, b);
}
/* The general riding heaven branch B. */
static inline int bf_general(const struct ev *k, int b)
{
	return k->c->general_on[b];
}
/* The earth palace under heaven branch B. */
static inline int bf_on(const struct ev *k, int b)
{
	return k->c->earth[b];
}

/* ---- readings several files share (bifa_readings.c) ---- */

/* 旬丁 in the transmissions or on 干上 / 支上: the places, as words, into
 * BUF; false when none. */
bool bf_ding_places(const struct ev *k, char *buf, size_t size);
/* The same and over the 本命 (命上) and the 行年 (年上), those known: the
 * 「三傳、年命、日辰之六處」 of 第二十五、二十六法. */
bool bf_ding_six_places(const struct ev *k, char *buf, size_t size);
/* 第二十五、二十六法: the 旬丁's places on a STEM_A or STEM_B day. */
int bf_ding_rule(const struct ev *k, struct lr_rule_result *r,
		 int stem_a, int stem_b, const char *fmt);
/* The phase the transmissions bring as one (a 三合's, or the phase two
 * of them share) into OUT; false when all three differ. */
bool bf_one_phase(const struct ev *k, enum lr_phase *out);
/* The phase the transmissions are as a whole, into OUT: a 三合 by its
 * middle (「三傳戌午寅火局」), a 方 (寅卯辰 …) by its middle, or three of
 * one phase (「三傳皆作日鬼」); false otherwise. */
bool bf_whole_phase(const struct ev *k, enum lr_phase *out);


/* ---- small readings, inline ---- */

/* The branch 白虎 rides. */
static inline int bf_tiger(const struct ev *k)
{
	for (int b = 0; b < LR_BRANCHES; b++)
		if (bf_general(k, b) == LR_G_TIGER)
			return b;
	return -1;
}

/* Void, or standing on a void palace (落空). */
static inline bool bf_empty(const struct ev *k, int b)
{
	return bf_void(k, b) || bf_void(k, bf_on(k, b));
}

/* The transmissions are one 三合 (in any order); its middle into MID. */
static inline bool bf_trine_whole(const struct ev *k, int *mid)
{
	int trine[3];
	lr_trine(k->t[0], trine);
	*mid = trine[1];
	return k->tmask == (BIT(trine[0]) | BIT(trine[1]) | BIT(trine[2]));
}

/* The month's 死氣 (「七月死氣在子」, 正月午). */
static inline int bf_death_breath(int month)
{
	return lr_branch_add(month, 4);
}

/* Whether the matter asked is WANT: BF_YES, BF_NO, or BF_UNKNOWN when no
 * matter was given. */
static inline int bf_asked(const struct ev *k, int want)
{
	if (!k->x || lr_context_missing(k->x, LR_NEED_ASK))
		return BF_UNKNOWN;
	return k->x->ask == want ? BF_YES : BF_NO;
}

/* The commentary's 格 for a cited 課's result (a row's GE_OF, rules.h);
 * the detectors themselves are declared from their rows. */
rule_ge_namer bf_1_ge, bf_31_ge, bf_32_ge, bf_48_ge, bf_49_ge, bf_77_ge, bf_78_ge,
	bf_81_ge, bf_85_ge;

#endif
