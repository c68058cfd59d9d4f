/* liuren - names.c: the names of the generals, the monthly generals, the
 * relations and the methods, and their parsing.
 *
 * Source: 《六壬大全》 卷一 (shared seeds 000_…).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/names.h"

#include <stddef.h>
#include <string.h>

#include "liuren/ganzhi.h"

static const char *const general_names[LR_GENERALS] = {
	"貴人", "螣蛇", "朱雀", "六合", "勾陳", "青龍",
	"天空", "白虎", "太常", "玄武", "太陰", "天后"
};

static const char *const general_shorts[LR_GENERALS] = {
	"貴", "蛇", "朱", "合", "勾", "青", "空", "白", "常", "玄", "陰", "后"
};

/* Other spellings accepted on input: Simplified forms, and 元武 (the
 * Qing taboo form of 玄武). */
static const struct { const char *text; int general; } general_aliases[] = {
	{ "贵人", LR_G_NOBLE }, { "天乙", LR_G_NOBLE }, { "贵", LR_G_NOBLE },
	{ "腾蛇", LR_G_SNAKE }, { "騰蛇", LR_G_SNAKE },
	{ "勾陈", LR_G_HOOK }, { "青龙", LR_G_DRAGON },
	{ "元武", LR_G_WARRIOR }, { "元", LR_G_WARRIOR },
	{ "太阴", LR_G_MOON }, { "阴", LR_G_MOON },
};

/* 月將 names: 子神后 丑大吉 寅功曹 卯太衝 辰天罡 巳太乙 午勝光 未小吉
 * 申傳送 酉從魁 戌河魁 亥登明 */
static const char *const month_general_names[LR_BRANCHES] = {
	"神后", "大吉", "功曹", "太衝", "天罡", "太乙",
	"勝光", "小吉", "傳送", "從魁", "河魁", "登明"
};

static const struct { const char *text; int branch; } month_general_aliases[] = {
	{ "太冲", LR_MAO }, { "胜光", LR_WU_B }, { "传送", LR_SHEN },
	{ "从魁", LR_YOU }, { "徵明", LR_HAI }, { "征明", LR_HAI },
};

static const char *const method_names[LR_METHODS] = {
	"元首", "重審", "知一", "涉害", "蒿矢", "彈射",
	"昴星", "別責", "八專", "伏吟", "返吟"
};

static const struct { const char *text; int method; } method_aliases[] = {
	{ "重审", LR_M_CHONGSHEN }, { "比用", LR_M_ZHIYI },
	{ "弹射", LR_M_DANSHE }, { "别责", LR_M_BIEZE },
	{ "八专", LR_M_BAZHUAN }, { "反吟", LR_M_FANYIN },
};

const char *lr_general_name(int general)
{
	return general >= 0 && general < LR_GENERALS ? general_names[general] : NULL;
}

const char *lr_general_short(int general)
{
	return general >= 0 && general < LR_GENERALS ? general_shorts[general] : NULL;
}

int lr_parse_general_exact(const char *text)
{
	for (int g = 0; g < LR_GENERALS; g++)
		if (!strcmp(text, general_names[g]) || !strcmp(text, general_shorts[g]))
			return g;
	for (size_t i = 0; i < sizeof general_aliases / sizeof general_aliases[0]; i++)
		if (!strcmp(text, general_aliases[i].text))
			return general_aliases[i].general;
	return -1;
}

const char *lr_month_general_name(int branch)
{
	return branch >= 0 && branch < LR_BRANCHES ? month_general_names[branch] : NULL;
}

int lr_parse_month_general(const char *text)
{
	int b = lr_parse_branch_exact(text);
	if (b >= 0)
		return b;
	for (b = 0; b < LR_BRANCHES; b++)
		if (!strcmp(text, month_general_names[b]))
			return b;
	for (size_t i = 0; i < sizeof month_general_aliases / sizeof month_general_aliases[0]; i++)
		if (!strcmp(text, month_general_aliases[i].text))
			return month_general_aliases[i].branch;
	return -1;
}

static const char *const transmission_names[3] = { "初傳", "中傳", "末傳" };
static const char *const transmission_marks[3] = { "初", "中", "末" };

const char *lr_transmission_name(int i)
{
	return i >= 0 && i < 3 ? transmission_names[i] : NULL;
}

const char *lr_transmission_mark(int i)
{
	return i >= 0 && i < 3 ? transmission_marks[i] : NULL;
}

const char *lr_relation_name(enum lr_relation rel)
{
	switch (rel) {
	case LR_REL_UPPER: return "上克下";
	case LR_REL_LOWER: return "下賊上";
	default: return "";
	}
}

const char *lr_method_name(enum lr_method method)
{
	return (unsigned)method < LR_METHODS ? method_names[method] : NULL;
}

int lr_parse_method(const char *text)
{
	for (int m = 0; m < LR_METHODS; m++)
		if (!strcmp(text, method_names[m]))
			return m;
	for (size_t i = 0; i < sizeof method_aliases / sizeof method_aliases[0]; i++)
		if (!strcmp(text, method_aliases[i].text))
			return method_aliases[i].method;
	return -1;
}
