/* liuren - ganzhi.h: stems, branches, the sexagenary cycle, the five
 * phases and the fixed relations between branches.
 *
 * Indices used across the whole project:
 *   stems     0 = 甲 … 9 = 癸
 *   branches  0 = 子 … 11 = 亥
 *   cycle     0 = 甲子 … 59 = 癸亥
 * Every function here is pure and table driven; none allocates.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_GANZHI_H
#define LIUREN_GANZHI_H

#include <stdbool.h>
#include "liuren/export.h"

LR_BEGIN_DECLS

enum { LR_STEMS = 10, LR_BRANCHES = 12, LR_CYCLE = 60 };

enum lr_stem {
	LR_JIA, LR_YI, LR_BING, LR_DING, LR_WU, LR_JI, LR_GENG, LR_XIN,
	LR_REN, LR_GUI
};

enum lr_branch {
	LR_ZI, LR_CHOU, LR_YIN, LR_MAO, LR_CHEN, LR_SI, LR_WU_B, LR_WEI,
	LR_SHEN, LR_YOU, LR_XU, LR_HAI
};

enum lr_phase { LR_WOOD, LR_FIRE, LR_EARTH, LR_METAL, LR_WATER };

/* 六親, the kin of a branch seen from the day stem. */
enum lr_kin { LR_SIBLING, LR_OFFSPRING, LR_WEALTH, LR_OFFICIAL, LR_PARENT };

/* 旺相休囚死 */
enum lr_vigour { LR_PROSPER, LR_STRONG, LR_REST, LR_CONFINED, LR_DEAD };

/* 孟仲季: the rank of a branch within its season. */
enum lr_rank { LR_MENG, LR_ZHONG, LR_JI_RANK };

/* Names, UTF-8 Traditional Chinese; NULL for an index out of range. */
const char *lr_stem_name(int stem);
const char *lr_branch_name(int branch);
const char *lr_phase_name(enum lr_phase phase);
const char *lr_kin_name(enum lr_kin kin);
const char *lr_vigour_name(enum lr_vigour vigour);
const char *lr_rank_name(enum lr_rank rank);

/* Write the two-character name of cycle index CYCLE into BUF (at least
 * 7 bytes). Returns BUF, or "" for an index out of range. */
const char *lr_cycle_name(int cycle, char buf[static 7]);

/* Parse one stem / branch at the start of TEXT. Accepts the Traditional
 * and Simplified forms. On success returns the index and sets *END (if
 * END is not NULL) past it; otherwise returns -1 and leaves *END. */
int lr_parse_stem(const char *text, const char **end);
int lr_parse_branch(const char *text, const char **end);

/* Parse a whole string that is exactly one pillar ("丙辰"), one stem or
 * one branch. Return -1 when TEXT is anything else, -2 for a pillar
 * whose stem and branch differ in yin/yang ("丙卯"). */
int lr_parse_cycle_exact(const char *text);
int lr_parse_branch_exact(const char *text);
int lr_parse_stem_exact(const char *text);

enum lr_phase lr_stem_phase(int stem);
enum lr_phase lr_branch_phase(int branch);
bool lr_stem_yang(int stem);
bool lr_branch_yang(int branch);

/* 生: does A produce B?  克: does A overcome B? */
bool lr_produces(enum lr_phase a, enum lr_phase b);
bool lr_overcomes(enum lr_phase a, enum lr_phase b);

/* The cycle index of a stem and branch; -1 when their yin/yang differ. */
int lr_cycle(int stem, int branch);
int lr_cycle_stem(int cycle);
int lr_cycle_branch(int cycle);

/* Step a branch or cycle index by N (any sign), wrapping. */
int lr_branch_add(int branch, int n);
int lr_cycle_add(int cycle, int n);

/* 寄宮: the palace a stem lodges in. */
int lr_lodge(int stem);
/* 干合: the stem that combines with STEM (甲己 乙庚 丙辛 丁壬 戊癸). */
int lr_stem_partner(int stem);

int lr_clash(int branch);	/* 沖 */
int lr_combine(int branch);	/* 六合 */
int lr_punish(int branch);	/* 刑; the branch itself for 自刑 */
bool lr_self_punish(int branch);
int lr_harm(int branch);	/* 害 */
int lr_break(int branch);	/* 破 */
/* 三合: the three branches of BRANCH's frame, in the order 生 旺 墓
 * (申子辰 → 申 子 辰). */
void lr_trine(int branch, int out[3]);
enum lr_rank lr_rank_of(int branch);

/* 旬: the first cycle index of the decade CYCLE falls in, its two void
 * branches (旬空), and the hidden stem (遁干) a branch carries in that
 * decade (-1 when the branch is void). */
int lr_xun_head(int cycle);
void lr_xun_void(int cycle, int out[2]);
bool lr_is_void(int cycle, int branch);
int lr_hidden_stem(int cycle, int branch);

enum lr_kin lr_kin_of(int day_stem, int branch);

/* The seasonal vigour of PHASE in the month whose 月建 is MONTH_BRANCH
 * (辰戌丑未 months count as earth's season). */
enum lr_vigour lr_vigour_of(int month_branch, enum lr_phase phase);

LR_END_DECLS

#endif
