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
static const char *const growth_names[] = {
	"長生", "沐浴", "冠帶", "臨官", "帝旺", "衰",
	"病", "死", "墓", "絕", "胎", "養"
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

const char *lr_growth_name(enum lr_growth growth)
{
	return (unsigned)growth < 12 ? growth_names[growth] : NULL;
}

int lr_phase_birth(enum lr_phase phase)
{
	/* 水土同宮: the tomb and the birth of earth are water's */
	static const int birth[5] = { LR_HAI, LR_YIN, LR_SHEN, LR_SI, LR_SHEN };
	return (unsigned)phase < 5 ? birth[phase] : -1;
}

int lr_growth_stage(int stem, int branch)
{
	/* 《六壬大全》軒轅肘後經: "若臨冠帶、長生、臨官、帝旺有氣之地 …
	 * 假令傳送臨未為用，是用神立冠帶之位" (metal born in 巳, 冠帶 in 未) */
	if (stem < 0 || stem >= LR_STEMS || branch < 0 || branch >= LR_BRANCHES)
		return -1;
	return lr_branch_add(branch, -lr_phase_birth(lr_stem_phase(stem)));
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
