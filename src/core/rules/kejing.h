/* liuren - kejing.h: what the 課經 detectors (the 課 of
 * 《六壬大全》's 課經 beyond the seed volumes: 三光 … 物類, 間傳 and 雜狀;
 * kejing_*.c) and the 畢法's share beyond
 * patterns_internal.h (whose struct ev they read): the readings of the
 * generals, vigour by the season, the lesson sets (the declarations of
 * the detectors come from their rows of the registry, rules.h).
 * Internal to src/core/rules.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_PATTERNS_KEJING_H
#define LIUREN_PATTERNS_KEJING_H

#include <stdbool.h>
#include <stddef.h>

#include "liuren/chart.h"
#include "liuren/context.h"
#include "liuren/ganzhi.h"
#include "liuren/patterns.h"
#include "rules/patterns_internal.h"

/* The phase of each general (天將五行): 貴 土 蛇 火 雀 火 合 木 勾 土 龍 木
 * 空 土 虎 金 常 土 玄 水 陰 金 后 水. */
enum lr_phase kj_general_phase(int general);
/* 吉將 貴 合 龍 常 陰 后; the others are 凶將. */
bool kj_good_general(int general);
/* In front of the noble (前五: 蛇 雀 合 勾 龍) or behind it (後六). */
bool kj_before_noble(int general);
bool kj_after_noble(int general);
/* 帝旺 of a phase (水土同宮); 長生 and 墓 are growth_of and tomb_of. */
int kj_peak(enum lr_phase p);
/* Vigour by the season (《觀月經》 "如春木旺火相之類"); -1 unknown. */
int kj_vigour(const struct ev *k, int branch);
bool kj_thriving(const struct ev *k, int branch);	/* 旺相 */
bool kj_failing(const struct ev *k, int branch);	/* 囚死 */
const char *kj_vigour_name(const struct ev *k, int branch);
/* What a season makes of a branch: KJ_THRIVING (旺相), KJ_FAILING (囚死),
 * KJ_NOT_THRIVING (休囚死). */
enum kj_want { KJ_THRIVING, KJ_FAILING, KJ_NOT_THRIVING };
/* Is there a season (春 夏 秋 冬, as k->season_month) in which branch
 * A is as WANT_A and branch B as WANT_B? A rule that asks both is no,
 * not 未論, when none is. */
bool kj_some_season(int a, enum kj_want want_a, int b, enum kj_want want_b);
/* Which lessons' upper branches (bit b) and all branches of the four
 * lessons, upper and lower (the lodge for lesson 1). */
unsigned kj_lesson_uppers(const struct ev *k);
unsigned kj_lesson_all(const struct ev *k);
/* Branch names of a set, in order: "子丑寅". */
const char *kj_set_names(unsigned set, char *buf, size_t size);


/* 三陰's 煞 (喪魂 遊魂 天鬼伏殃) on 日、辰、本命 or 行年: a remark added to
 * a 三陰 that fired. */
void kj_sanyin_spirits(const struct ev *k, struct lr_rule_result *r);

/* The name 卷 of the 課經 gives the 間傳 form whose transmissions start
 * at FIRST and step by 2 * STEP; NULL for none. */
const char *kj_jianchuan_name(int first, int step);

#endif
