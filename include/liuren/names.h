/* liuren - names.h: the twelve generals, the monthly generals, the two
 * relations of 克 and the nine methods: their order, their names and the
 * parsing of their names (Traditional or Simplified).
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_NAMES_H
#define LIUREN_NAMES_H

#include "liuren/export.h"

LR_BEGIN_DECLS

/* The twelve generals in their fixed order. */
enum lr_general {
	LR_G_NOBLE, LR_G_SNAKE, LR_G_BIRD, LR_G_UNION, LR_G_HOOK, LR_G_DRAGON,
	LR_G_VOID, LR_G_TIGER, LR_G_ALWAYS, LR_G_WARRIOR, LR_G_MOON, LR_G_QUEEN,
	LR_GENERALS
};

const char *lr_general_name(int general);	/* "貴人" */
const char *lr_general_short(int general);	/* "貴" */
/* Parse a general's full name or one-character short name, Traditional
 * or Simplified; -1 if not one. */
int lr_parse_general_exact(const char *text);
/* The name of a branch as a monthly general (亥 登明 … 子 神后). */
const char *lr_month_general_name(int branch);
/* Parse a branch given as a branch or as a monthly general's name
 * (登明, 河魁, … Traditional or Simplified); -1 if neither. */
int lr_parse_month_general(const char *text);

enum lr_relation {
	LR_REL_NONE,
	LR_REL_UPPER,	/* 上克下 */
	LR_REL_LOWER	/* 下賊上 */
};
const char *lr_relation_name(enum lr_relation rel);

/* The three transmissions by index 0..2: "初傳" "中傳" "末傳", and their
 * one-character marks "初" "中" "末"; NULL for another index. */
const char *lr_transmission_name(int i);
const char *lr_transmission_mark(int i);

enum lr_method {
	LR_M_YUANSHOU,	/* 元首 */
	LR_M_CHONGSHEN,	/* 重審 */
	LR_M_ZHIYI,	/* 知一 (比用) */
	LR_M_SHEHAI,	/* 涉害 */
	LR_M_HAOSHI,	/* 蒿矢 */
	LR_M_DANSHE,	/* 彈射 */
	LR_M_MAOXING,	/* 昴星 */
	LR_M_BIEZE,	/* 別責 */
	LR_M_BAZHUAN,	/* 八專 */
	LR_M_FUYIN,	/* 伏吟 */
	LR_M_FANYIN,	/* 返吟 */
	LR_METHODS
};
const char *lr_method_name(enum lr_method method);
/* -1 if TEXT names no method. */
int lr_parse_method(const char *text);

LR_END_DECLS

#endif
