/* liuren - ganzhi.h: stems, branches, the sexagenary cycle, the five
 * phases and the fixed relations between branches.
 *
 * Indices used across the whole project:
 *   stems     0 = 甲 … 9 = 癸
 *   branches  0 = 子 … 11 = 亥
 *   cycle     0 = 甲子 … 59 = 癸亥
 * Every function here is pure and table driven; none allocates. The
 * small ones are static inline (see below).
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

/* 十二長生: the twelve stages of a phase through the branches, from
 * 長生 on. */
enum lr_growth {
	LR_GROWTH_BIRTH, LR_GROWTH_BATH, LR_GROWTH_CAP, LR_GROWTH_OFFICE,
	LR_GROWTH_PEAK, LR_GROWTH_DECLINE, LR_GROWTH_SICK, LR_GROWTH_DEATH,
	LR_GROWTH_TOMB, LR_GROWTH_CUT, LR_GROWTH_WOMB, LR_GROWTH_NURTURE
};

/* 孟仲季: the rank of a branch within its season. */
enum lr_rank { LR_MENG, LR_ZHONG, LR_JI_RANK };

/* Names, UTF-8 Traditional Chinese; NULL for an index out of range. */
const char *lr_stem_name(int stem);
const char *lr_branch_name(int branch);
const char *lr_phase_name(enum lr_phase phase);
const char *lr_kin_name(enum lr_kin kin);
const char *lr_vigour_name(enum lr_vigour vigour);
const char *lr_rank_name(enum lr_rank rank);
/* 長生 沐浴 冠帶 臨官 帝旺 衰 病 死 墓 絕 胎 養 */
const char *lr_growth_name(enum lr_growth growth);

/* The branch where PHASE has its 長生 (水土同宮: earth is born in 申
 * with water): wood 亥, fire 寅, earth 申, metal 巳, water 申; -1 for a
 * phase out of range. */
int lr_phase_birth(enum lr_phase phase);

/* The 十二長生 stage of BRANCH seen from STEM: counted forward from the
 * 長生 of the stem's phase, a yin stem the same as the yang stem of its
 * phase (陰陽同生同死: 乙 is born in 亥 as 甲 is). -1 for an index out of
 * range. */
int lr_growth_stage(int stem, int branch);

/* Write the two-character name of cycle index CYCLE into BUF (at least
 * 7 bytes). Returns BUF, or "" for an index out of range. */
const char *lr_cycle_name(int cycle, char buf[LR_AT_LEAST(7)]);

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

/* The small helpers below are static inline: a chart calls them hundreds
 * of times, and as calls across files they took about a third of its
 * time. Their tables are the lr_ganzhi_*_ arrays just below (facts of the
 * art, each with its source in a comment). */

/* 甲乙木 丙丁火 戊己土 庚辛金 壬癸水 */
static const unsigned char lr_ganzhi_stem_phase_[LR_STEMS] = {
	LR_WOOD, LR_WOOD, LR_FIRE, LR_FIRE, LR_EARTH, LR_EARTH,
	LR_METAL, LR_METAL, LR_WATER, LR_WATER
};

/* 寅卯木 巳午火 申酉金 亥子水 辰戌丑未土 */
static const unsigned char lr_ganzhi_branch_phase_[LR_BRANCHES] = {
	LR_WATER, LR_EARTH, LR_WOOD, LR_WOOD, LR_EARTH, LR_FIRE,
	LR_FIRE, LR_EARTH, LR_METAL, LR_METAL, LR_EARTH, LR_WATER
};

/* 六壬大全 卷一 寄宮: "甲課寅兮乙課辰，丙戊課巳不須論。丁己課未庚申上，
 * 辛戌壬亥是其真。癸課原來丑宮坐" */
static const unsigned char lr_ganzhi_lodge_[LR_STEMS] = {
	LR_YIN, LR_CHEN, LR_SI, LR_WEI, LR_SI, LR_WEI, LR_SHEN, LR_XU,
	LR_HAI, LR_CHOU
};

/* 六壬大全 卷一 支刑 "卯戌巳子辰申午丑寅酉未亥" (子刑卯 … 亥自刑) */
static const unsigned char lr_ganzhi_punish_[LR_BRANCHES] = {
	LR_MAO, LR_XU, LR_SI, LR_ZI, LR_CHEN, LR_SHEN, LR_WU_B, LR_CHOU,
	LR_YIN, LR_YOU, LR_WEI, LR_HAI
};

/* 六壬大全 卷一 支害 "未午巳辰卯寅丑子亥戌酉申". The printed row reads
 * "未子巳…": 丑害午 (not 子) is the pair the rest of the row implies;
 * see res/errata.tsv. */
static const unsigned char lr_ganzhi_harm_[LR_BRANCHES] = {
	LR_WEI, LR_WU_B, LR_SI, LR_CHEN, LR_MAO, LR_YIN, LR_CHOU, LR_ZI,
	LR_HAI, LR_XU, LR_YOU, LR_SHEN
};

/* 六壬大全 卷一 支破 "酉辰亥午丑申卯戌巳子未寅" */
static const unsigned char lr_ganzhi_break_[LR_BRANCHES] = {
	LR_YOU, LR_CHEN, LR_HAI, LR_WU_B, LR_CHOU, LR_SHEN, LR_MAO, LR_XU,
	LR_SI, LR_ZI, LR_WEI, LR_YIN
};

static inline enum lr_phase lr_stem_phase(int stem)
{
	return (enum lr_phase)lr_ganzhi_stem_phase_[stem];
}

static inline enum lr_phase lr_branch_phase(int branch)
{
	return (enum lr_phase)lr_ganzhi_branch_phase_[branch];
}

static inline bool lr_stem_yang(int stem)
{
	return stem % 2 == 0;
}

static inline bool lr_branch_yang(int branch)
{
	return branch % 2 == 0;
}

/* 生: does A produce B?  五行相生: 木生火 火生土 土生金 金生水 水生木 */
static inline bool lr_produces(enum lr_phase a, enum lr_phase b)
{
	return ((int)a + 1) % 5 == (int)b;
}

/* 克: does A overcome B?  五行相克: 木克土 土克水 水克火 火克金 金克木 */
static inline bool lr_overcomes(enum lr_phase a, enum lr_phase b)
{
	return ((int)a + 2) % 5 == (int)b;
}

/* The cycle index of a stem and branch; -1 when their yin/yang differ. */
static inline int lr_cycle(int stem, int branch)
{
	if (stem < 0 || stem >= LR_STEMS || branch < 0 || branch >= LR_BRANCHES)
		return -1;
	if ((stem & 1) != (branch & 1))
		return -1;
	/* The unique c in 0..59 with c ≡ stem (mod 10), c ≡ branch (mod 12). */
	return (6 * stem - 5 * branch + 60) % 60;
}

static inline int lr_cycle_stem(int cycle)
{
	return cycle % LR_STEMS;
}

static inline int lr_cycle_branch(int cycle)
{
	return cycle % LR_BRANCHES;
}

/* Step a branch or cycle index by N (any sign), wrapping. */
static inline int lr_branch_add(int branch, int n)
{
	int r = (branch + n) % LR_BRANCHES;
	return r < 0 ? r + LR_BRANCHES : r;
}

static inline int lr_cycle_add(int cycle, int n)
{
	int r = (cycle + n) % LR_CYCLE;
	return r < 0 ? r + LR_CYCLE : r;
}

/* 寄宮: the palace a stem lodges in. */
static inline int lr_lodge(int stem)
{
	return lr_ganzhi_lodge_[stem];
}

/* 干合: the stem that combines with STEM (甲己 乙庚 丙辛 丁壬 戊癸). */
static inline int lr_stem_partner(int stem)
{
	return (stem + 5) % LR_STEMS;
}

/* 沖: the branch six away. */
static inline int lr_clash(int branch)
{
	return (branch + 6) % LR_BRANCHES;
}

/* 六合: 子丑 寅亥 卯戌 辰酉 巳申 午未 — pairs summing to 1 (mod 12). */
static inline int lr_combine(int branch)
{
	return (13 - branch) % LR_BRANCHES;
}

/* 刑; the branch itself for 自刑 */
static inline int lr_punish(int branch)
{
	return lr_ganzhi_punish_[branch];
}

static inline bool lr_self_punish(int branch)
{
	return lr_ganzhi_punish_[branch] == branch;
}

/* 害 */
static inline int lr_harm(int branch)
{
	return lr_ganzhi_harm_[branch];
}

/* 破 */
static inline int lr_break(int branch)
{
	return lr_ganzhi_break_[branch];
}

/* 孟仲季: 孟 寅申巳亥, 仲 子午卯酉, 季 辰戌丑未 */
static inline enum lr_rank lr_rank_of(int branch)
{
	static const unsigned char by_mod3[3] = { LR_ZHONG, LR_JI_RANK, LR_MENG };
	return (enum lr_rank)by_mod3[branch % 3];
}

/* 三合: the three branches of BRANCH's frame, in the order 生 旺 墓
 * (申子辰 → 申 子 辰): 申子辰 亥卯未 寅午戌 巳酉丑, branches four apart,
 * the first a 孟. */
static inline void lr_trine(int branch, int out[3])
{
	int birth = branch;
	while (lr_rank_of(birth) != LR_MENG)
		birth = lr_branch_add(birth, -4);
	out[0] = birth;
	out[1] = lr_branch_add(birth, 4);
	out[2] = lr_branch_add(birth, 8);
}

/* 旬: the first cycle index of the decade CYCLE falls in, its two void
 * branches (旬空), and the hidden stem (遁干) a branch carries in that
 * decade (-1 when the branch is void). */
static inline int lr_xun_head(int cycle)
{
	return cycle - cycle % 10;
}

static inline void lr_xun_void(int cycle, int out[2])
{
	int head_branch = lr_cycle_branch(lr_xun_head(cycle));
	out[0] = lr_branch_add(head_branch, 10);
	out[1] = lr_branch_add(head_branch, 11);
}

/* 遁干: counting from the 旬首 (甲), each branch of the decade carries the
 * next stem; the two branches left over are void. */
static inline int lr_hidden_stem(int cycle, int branch)
{
	int head_branch = lr_cycle_branch(lr_xun_head(cycle));
	int offset = lr_branch_add(branch, -head_branch);
	return offset < LR_STEMS ? offset : -1;
}

static inline bool lr_is_void(int cycle, int branch)
{
	return lr_hidden_stem(cycle, branch) < 0;
}

/* 六親 of phase IT to phase ME: 同我兄弟, 我生子孫, 我克妻財, 克我官鬼,
 * 生我父母 */
static inline enum lr_kin lr_phase_kin(enum lr_phase me, enum lr_phase it)
{
	if (me == it)
		return LR_SIBLING;
	if (lr_produces(me, it))
		return LR_OFFSPRING;
	if (lr_overcomes(me, it))
		return LR_WEALTH;
	if (lr_overcomes(it, me))
		return LR_OFFICIAL;
	return LR_PARENT;
}

/* 六親 of BRANCH to the day stem DAY_STEM */
static inline enum lr_kin lr_kin_of(int day_stem, int branch)
{
	return lr_phase_kin(lr_stem_phase(day_stem), lr_branch_phase(branch));
}

/* The seasonal vigour of PHASE in the month whose 月建 is MONTH_BRANCH
 * (辰戌丑未 months count as earth's season). 旺相休囚死: the season's own
 * phase 旺, what it produces 相, what produced it 休, what overcomes it
 * 囚, what it overcomes 死. */
static inline enum lr_vigour lr_vigour_of(int month_branch, enum lr_phase phase)
{
	enum lr_phase season = lr_branch_phase(month_branch);
	if (phase == season)
		return LR_PROSPER;
	if (lr_produces(season, phase))
		return LR_STRONG;
	if (lr_produces(phase, season))
		return LR_REST;
	if (lr_overcomes(phase, season))
		return LR_CONFINED;
	return LR_DEAD;
}

LR_END_DECLS

#endif
