/* liuren - ganzhi.c: stems, branches, cycle, phases and branch relations.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/ganzhi.h"

#include <string.h>

static const char *const stem_names[LR_STEMS] = {
	"甲", "乙", "丙", "丁", "戊", "己", "庚", "辛", "壬", "癸"
};

static const char *const branch_names[LR_BRANCHES] = {
	"子", "丑", "寅", "卯", "辰", "巳", "午", "未", "申", "酉", "戌", "亥"
};

static const char *const phase_names[] = { "木", "火", "土", "金", "水" };
static const char *const kin_names[] = { "兄弟", "子孫", "妻財", "官鬼", "父母" };
static const char *const vigour_names[] = { "旺", "相", "休", "囚", "死" };
static const char *const rank_names[] = { "孟", "仲", "季" };

/* 甲乙木 丙丁火 戊己土 庚辛金 壬癸水 */
static const enum lr_phase stem_phase[LR_STEMS] = {
	LR_WOOD, LR_WOOD, LR_FIRE, LR_FIRE, LR_EARTH, LR_EARTH,
	LR_METAL, LR_METAL, LR_WATER, LR_WATER
};

/* 寅卯木 巳午火 申酉金 亥子水 辰戌丑未土 */
static const enum lr_phase branch_phase[LR_BRANCHES] = {
	LR_WATER, LR_EARTH, LR_WOOD, LR_WOOD, LR_EARTH, LR_FIRE,
	LR_FIRE, LR_EARTH, LR_METAL, LR_METAL, LR_EARTH, LR_WATER
};

/* 六壬大全 卷一 寄宮: "甲課寅兮乙課辰，丙戊課巳不須論。丁己課未庚申上，
 * 辛戌壬亥是其真。癸課原來丑宮坐" */
static const int lodge_palace[LR_STEMS] = {
	LR_YIN, LR_CHEN, LR_SI, LR_WEI, LR_SI, LR_WEI, LR_SHEN, LR_XU,
	LR_HAI, LR_CHOU
};

/* 六壬大全 卷一 支刑 "卯戌巳子辰申午丑寅酉未亥" (子刑卯 … 亥自刑) */
static const int punish_of[LR_BRANCHES] = {
	LR_MAO, LR_XU, LR_SI, LR_ZI, LR_CHEN, LR_SHEN, LR_WU_B, LR_CHOU,
	LR_YIN, LR_YOU, LR_WEI, LR_HAI
};

/* 六壬大全 卷一 支害 "未午巳辰卯寅丑子亥戌酉申". The printed row reads
 * "未子巳…": 丑害午 (not 子) is the pair the rest of the row implies;
 * see res/errata.tsv. */
static const int harm_of[LR_BRANCHES] = {
	LR_WEI, LR_WU_B, LR_SI, LR_CHEN, LR_MAO, LR_YIN, LR_CHOU, LR_ZI,
	LR_HAI, LR_XU, LR_YOU, LR_SHEN
};

/* 六壬大全 卷一 支破 "酉辰亥午丑申卯戌巳子未寅" */
static const int break_of[LR_BRANCHES] = {
	LR_YOU, LR_CHEN, LR_HAI, LR_WU_B, LR_CHOU, LR_SHEN, LR_MAO, LR_XU,
	LR_SI, LR_ZI, LR_WEI, LR_YIN
};

const char *lr_stem_name(int stem)
{
	return stem >= 0 && stem < LR_STEMS ? stem_names[stem] : NULL;
}

const char *lr_branch_name(int branch)
{
	return branch >= 0 && branch < LR_BRANCHES ? branch_names[branch] : NULL;
}

const char *lr_phase_name(enum lr_phase phase)
{
	return (unsigned)phase < 5 ? phase_names[phase] : NULL;
}

const char *lr_kin_name(enum lr_kin kin)
{
	return (unsigned)kin < 5 ? kin_names[kin] : NULL;
}

const char *lr_vigour_name(enum lr_vigour vigour)
{
	return (unsigned)vigour < 5 ? vigour_names[vigour] : NULL;
}

const char *lr_rank_name(enum lr_rank rank)
{
	return (unsigned)rank < 3 ? rank_names[rank] : NULL;
}

const char *lr_cycle_name(int cycle, char buf[static 7])
{
	buf[0] = '\0';
	if (cycle < 0 || cycle >= LR_CYCLE)
		return buf;
	strcpy(buf, stem_names[cycle % LR_STEMS]);
	strcat(buf, branch_names[cycle % LR_BRANCHES]);
	return buf;
}

/* Match one of NAMES (COUNT entries) at the start of TEXT. */
static int match_prefix(const char *text, const char *const *names,
			int count, const char **end)
{
	if (!text)
		return -1;
	for (int i = 0; i < count; i++) {
		size_t len = strlen(names[i]);
		if (strncmp(text, names[i], len) == 0) {
			if (end)
				*end = text + len;
			return i;
		}
	}
	return -1;
}

int lr_parse_stem(const char *text, const char **end)
{
	/* Stems have the same form in Traditional and Simplified. */
	return match_prefix(text, stem_names, LR_STEMS, end);
}

int lr_parse_branch(const char *text, const char **end)
{
	/* Branches have the same form in Traditional and Simplified. */
	return match_prefix(text, branch_names, LR_BRANCHES, end);
}

int lr_parse_cycle_exact(const char *text)
{
	const char *p;
	int stem = lr_parse_stem(text, &p);
	if (stem < 0)
		return -1;
	int branch = lr_parse_branch(p, &p);
	if (branch < 0 || *p != '\0')
		return -1;
	int cycle = lr_cycle(stem, branch);
	return cycle < 0 ? -2 : cycle;
}

int lr_parse_branch_exact(const char *text)
{
	const char *p;
	int branch = lr_parse_branch(text, &p);
	return branch >= 0 && *p == '\0' ? branch : -1;
}

int lr_parse_stem_exact(const char *text)
{
	const char *p;
	int stem = lr_parse_stem(text, &p);
	return stem >= 0 && *p == '\0' ? stem : -1;
}

enum lr_phase lr_stem_phase(int stem)
{
	return stem_phase[stem];
}

enum lr_phase lr_branch_phase(int branch)
{
	return branch_phase[branch];
}

bool lr_stem_yang(int stem)
{
	return stem % 2 == 0;
}

bool lr_branch_yang(int branch)
{
	return branch % 2 == 0;
}

/* 五行相生: 木生火 火生土 土生金 金生水 水生木 */
bool lr_produces(enum lr_phase a, enum lr_phase b)
{
	return ((int)a + 1) % 5 == (int)b;
}

/* 五行相克: 木克土 土克水 水克火 火克金 金克木 */
bool lr_overcomes(enum lr_phase a, enum lr_phase b)
{
	return ((int)a + 2) % 5 == (int)b;
}

int lr_cycle(int stem, int branch)
{
	if (stem < 0 || stem >= LR_STEMS || branch < 0 || branch >= LR_BRANCHES)
		return -1;
	if ((stem & 1) != (branch & 1))
		return -1;
	/* The unique c in 0..59 with c ≡ stem (mod 10), c ≡ branch (mod 12). */
	return (6 * stem - 5 * branch + 60) % 60;
}

int lr_cycle_stem(int cycle)
{
	return cycle % LR_STEMS;
}

int lr_cycle_branch(int cycle)
{
	return cycle % LR_BRANCHES;
}

int lr_branch_add(int branch, int n)
{
	int r = (branch + n) % LR_BRANCHES;
	return r < 0 ? r + LR_BRANCHES : r;
}

int lr_cycle_add(int cycle, int n)
{
	int r = (cycle + n) % LR_CYCLE;
	return r < 0 ? r + LR_CYCLE : r;
}

int lr_lodge(int stem)
{
	return lodge_palace[stem];
}

int lr_stem_partner(int stem)
{
	return (stem + 5) % LR_STEMS;
}

int lr_clash(int branch)
{
	return (branch + 6) % LR_BRANCHES;
}

/* 六合: 子丑 寅亥 卯戌 辰酉 巳申 午未 — pairs summing to 1 (mod 12). */
int lr_combine(int branch)
{
	return (13 - branch) % LR_BRANCHES;
}

int lr_punish(int branch)
{
	return punish_of[branch];
}

bool lr_self_punish(int branch)
{
	return punish_of[branch] == branch;
}

int lr_harm(int branch)
{
	return harm_of[branch];
}

int lr_break(int branch)
{
	return break_of[branch];
}

/* 三合: 申子辰 亥卯未 寅午戌 巳酉丑, branches four apart. */
void lr_trine(int branch, int out[3])
{
	int birth = branch;
	while (lr_rank_of(birth) != LR_MENG)
		birth = lr_branch_add(birth, -4);
	out[0] = birth;
	out[1] = lr_branch_add(birth, 4);
	out[2] = lr_branch_add(birth, 8);
}

/* 孟 寅申巳亥, 仲 子午卯酉, 季 辰戌丑未 */
enum lr_rank lr_rank_of(int branch)
{
	static const enum lr_rank by_mod3[3] = { LR_ZHONG, LR_JI_RANK, LR_MENG };
	return by_mod3[branch % 3];
}

int lr_xun_head(int cycle)
{
	return cycle - cycle % 10;
}

void lr_xun_void(int cycle, int out[2])
{
	int head_branch = lr_cycle_branch(lr_xun_head(cycle));
	out[0] = lr_branch_add(head_branch, 10);
	out[1] = lr_branch_add(head_branch, 11);
}

bool lr_is_void(int cycle, int branch)
{
	return lr_hidden_stem(cycle, branch) < 0;
}

/* 遁干: counting from the 旬首 (甲), each branch of the decade carries the
 * next stem; the two branches left over are void. */
int lr_hidden_stem(int cycle, int branch)
{
	int head_branch = lr_cycle_branch(lr_xun_head(cycle));
	int offset = lr_branch_add(branch, -head_branch);
	return offset < LR_STEMS ? offset : -1;
}

/* 六親: 同我兄弟, 我生子孫, 我克妻財, 克我官鬼, 生我父母 */
enum lr_kin lr_kin_of(int day_stem, int branch)
{
	enum lr_phase me = lr_stem_phase(day_stem);
	enum lr_phase it = lr_branch_phase(branch);
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

/* 旺相休囚死: the season's own phase 旺, what it produces 相, what
 * produced it 休, what overcomes it 囚, what it overcomes 死. */
enum lr_vigour lr_vigour_of(int month_branch, enum lr_phase phase)
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
