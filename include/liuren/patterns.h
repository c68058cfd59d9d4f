/* liuren - patterns.h: the 課體 (lesson patterns) of 《六壬大全》: the nine
 * methods read as patterns, vol. 31 (連茹, 六儀, 時泰, 天恩, 龍德, 官爵,
 * 富貴 and the noble's rules, 軒蓋), vol. 37 (孤辰 寡宿, 度厄, 無祿,
 * 絕嗣, 迍福) and vol. 38 (八迍, 侵害, 刑傷, 刑德, 二煩). Each detector
 * says whether its pattern fires, in which variant, and why, naming the
 * palaces, lessons and transmissions; a rule that needs a part of the
 * context that is unknown is reported as not evaluated, never guessed.
 *
 * Detectors are plain functions over the chart; evaluating all of them
 * allocates nothing. The classical passages and glosses (res/patterns.tsv)
 * are loaded on first use by lr_pattern_lookup().
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_PATTERNS_H
#define LIUREN_PATTERNS_H

#include <stdbool.h>
#include <stddef.h>

#include "liuren/chart.h"
#include "liuren/context.h"
#include "liuren/export.h"
#include "liuren/rules.h"

LR_BEGIN_DECLS

/* A 課體 is named by its index among the rules (include/liuren/rules.h):
 * the 課 come first, in the 課經's order, which is the order results are
 * reported, shown and searched (the ten methods, then 卷七 三光 … 龍德,
 * 卷八 官爵 … 閉口, 卷九 遊子 … 災厄, 卷十 殃咎 … 物類, with the seed
 * volumes' 課 at their places); its index is its id here. */

/* How many 課體 there are: ids 0 … lr_pattern_count() - 1. */
int lr_pattern_count(void);

/* The rule of 課體 ID (lr_rule_info); NULL for an id out of range. */
const struct lr_rule_info *lr_pattern_info(int id);

/* Is pattern ID one of the book's remarks rather than a named 課體 (the
 * noble's rules "不論發用與否" of vol. 31 富貴, and 刑德, a reading for a
 * runaway)? They fire often; `print` may list them apart. */
bool lr_pattern_is_remark(int id);

/* Is pattern ID one of the nine methods of 卷一 (元首 … 返吟), which
 * every chart has one of? */
bool lr_pattern_is_method(int id);

/* Evaluate every detector on CHART read against CTX (NULL: nothing
 * known). Writes the fired and the not-evaluated patterns, in the
 * 課經's order (卷七–卷十: 元首 … 返吟, 三光 三陽 三奇 with 連茹, 六儀 …
 * 軒蓋, 鑄印 … 閉口, 遊子 … 災厄, 殃咎 … 物類, the order of the ids),
 * into OUT (at most MAX) and returns how many there are in all
 * (may exceed MAX; only MAX are written). Allocates nothing. CTX should
 * have been through lr_context_complete(). */
int lr_patterns_evaluate(const struct lr_chart *chart,
			 const struct lr_context *ctx,
			 struct lr_rule_result *out, int max);

/* Evaluate one detector. Returns 1 and fills *OUT when it fires or
 * cannot be evaluated (see out->verdict), 0 when it does not fire. */
int lr_pattern_evaluate_one(int id,
			    const struct lr_chart *chart,
			    const struct lr_context *ctx,
			    struct lr_rule_result *out);

/* Find a pattern by its name or one of its aliases (Traditional or
 * Simplified). Returns the id, or -1. When VARIANT is not NULL it gets
 * the alias matched (static), or NULL when NAME was the pattern's own. */
int lr_pattern_find(const char *name, const char **variant);

/* Does result R answer to NAME (its pattern name, or an alias that its
 * variant contains)? For `find`: all named patterns must match. */
bool lr_pattern_result_matches(const struct lr_rule_result *r,
			       const char *name);

/* Every name `find` and `show` accept (pattern names, then aliases), for
 * close-match suggestions. Writes up to MAX pointers (static strings) and
 * returns the total count. */
int lr_pattern_names(const char **out, int max);

/* Up to MAX known names closest to NAME (by characters changed), best
 * first; returns how many were written. */
int lr_pattern_suggest(const char *name, const char **out, int max);

/* The name vol. 31 gives the 連茹 form whose transmissions start at
 * FIRST and step by STEP (+1 forward, -1 backward): (亥, +1) → "陽光",
 * (子, -1) → "重陰". NULL for anything else. */
const char *lr_lianru_name(int first, int step);

/* ---- commentary (res/patterns.tsv) ---- */

enum { LR_PATTERN_PASSAGES = 48 };

struct lr_pattern_text {
	int id;
	const char *name;
	int passage_count;
	const char *passages[LR_PATTERN_PASSAGES];	/* classical text */
	const char *where[LR_PATTERN_PASSAGES];	/* "卷三十一 第 19 段" */
	/* "text" (a definition), "verse" (象曰), "note" (the book's own
	 * comment), "book" (a quoted book, named by where: 《訂訛》) or
	 * "plate" (a worked chart as drawn, lines split by '\n') */
	const char *kind[LR_PATTERN_PASSAGES];
	const char *gloss;			/* plain modern Chinese */
	const char *gloss_en;			/* the gloss in English */
	const char *gloss_ko;			/* the gloss in Korean */
};

/* Load res/patterns.tsv (once; later calls return at once). Returns 0,
 * or -1 with "FILE:LINE: problem" in ERR. */
int lr_pattern_texts_load(char *err, size_t errlen);
/* Load from PATH instead (for tests); replaces what was loaded. */
int lr_pattern_texts_load_file(const char *path, char *err, size_t errlen);

/* The passages and gloss of the pattern NAME (or an alias) names; loads
 * the file on first use. NULL when NAME is unknown or loading failed
 * (ERR says why). */
const struct lr_pattern_text *lr_pattern_lookup(const char *name, char *err,
						size_t errlen);

/* The gloss of T in the reader's language (lr_lang_current()): English
 * or Korean in en and ko, the Chinese gloss in zh-Hant and zh-Hans (which
 * the display converts); the Chinese one too when the language's is
 * missing. NULL when T has no gloss. */
const char *lr_pattern_text_gloss(const struct lr_pattern_text *t);

LR_END_DECLS

#endif
