/* liuren - bifa.h: the hundred 法 of the 《畢法賦》 (《六壬大全》 卷十一–十二):
 * their names, the book's commentary on each (res/bifa.tsv: the verse
 * line, the heading, its paragraphs and the 格 they name), and the
 * detectors of the 法 a chart decides. A 法 that says what a 課體 of
 * patterns.h already says is read from that 課體's detector and cites
 * it; a 法 that needs the querent's 年命, 行年, the month or the matter
 * asked, when they are unknown, is reported as not evaluated.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_BIFA_H
#define LIUREN_BIFA_H

#include <stdbool.h>
#include <stddef.h>

#include "liuren/chart.h"
#include "liuren/context.h"
#include "liuren/export.h"
#include "liuren/patterns.h"
#include "liuren/rules.h"

LR_BEGIN_DECLS

/* The 法 are the last LR_BIFA_COUNT rules of the registry
 * (include/liuren/rules.h), in the book's order; here each is named by
 * its number, 1 … 100. */
enum { LR_BIFA_COUNT = 100 };

/* The name of 法 NUMBER (1 … 100), its line of the verse
 * 「《六壬畢法》正文」 (the transcription numbers 第五十三法 twice; the
 * first is the 52nd); NULL out of range. */
const char *lr_bifa_name(int number);

/* "第三法" for NUMBER into BUF. */
const char *lr_bifa_ordinal(int number, char *buf, size_t size);

/* Find a 法 by its number ("第三法", "第三", "3"; not a bare "三"), its
 * verse line or heading, the first four characters of its line
 * ("簾幕貴人"), or a 格 its
 * commentary names ("拱貴格", Traditional or Simplified). Returns the
 * number, or -1. When GE is not NULL it gets the 格 named (static, from
 * the loaded text) or NULL when NAME named the 法 itself. Loads the text
 * on first use. */
int lr_bifa_find(const char *name, const char **ge);

/* ---- the text (res/bifa.tsv) ---- */

enum { LR_BIFA_PASSAGES = 40 };

struct lr_bifa_text {
	int number;
	const char *verse;		/* the verse line, the 法's name */
	const char *heading;		/* the commentary's heading */
	const char *motto;		/* the saying after it, or NULL */
	int count;
	/* "text", "ge" (names a 格: see name) or "modern" (a modern
	 * editor's note, not the book: name is the editor) */
	const char *kind[LR_BIFA_PASSAGES];
	const char *name[LR_BIFA_PASSAGES];	/* 格 or editor, or NULL */
	const char *text[LR_BIFA_PASSAGES];
	/* our gloss: modern Chinese, English, Korean (NULL: none given) */
	const char *gloss, *gloss_en, *gloss_ko;
	/* our gloss of the 格 of a "ge" paragraph, by the paragraph's index
	 * (rows ge-gloss, ge-gloss-en, ge-gloss-ko; NULL: none given) */
	const char *ge_gloss[LR_BIFA_PASSAGES];
	const char *ge_gloss_en[LR_BIFA_PASSAGES];
	const char *ge_gloss_ko[LR_BIFA_PASSAGES];
};

/* Load res/bifa.tsv (once). 0, or -1 with "FILE:LINE: problem" in ERR. */
int lr_bifa_texts_load(char *err, size_t errlen);
/* Load from PATH instead (tests); replaces what was loaded. */
int lr_bifa_texts_load_file(const char *path, char *err, size_t errlen);
/* The text of 法 NUMBER; loads on first use; NULL (ERR says why). */
const struct lr_bifa_text *lr_bifa_text(int number, char *err, size_t errlen);
/* The gloss of T in the reader's language (lr_lang_current()): English
 * in en, Korean in ko, the modern Chinese one in zh-Hant and zh-Hans
 * (converted by the display). NULL when T has none. */
const char *lr_bifa_text_gloss(const struct lr_bifa_text *t);
/* The gloss of the 格 of T's paragraph I in the reader's language, or
 * NULL (not a 格, or none given). A 格 named twice under one 法
 * (干支相會格 under 第二十二法) is glossed once, under either. */
const char *lr_bifa_ge_gloss(const struct lr_bifa_text *t, int i);
/* The paragraph of T that holds the gloss of paragraph I's 格: I, or
 * another paragraph of the same 格 with the gloss; I when none has. */
int lr_bifa_ge_glossed(const struct lr_bifa_text *t, int i);
/* The index of the paragraph of T naming a 格 that GE (a result's 格:
 * one or more names, space-separated) names, from FROM on, or -1; a
 * name matches with or without its closing 格 (拱貴 / 拱貴格). */
int lr_bifa_ge_index(const struct lr_bifa_text *t, const char *ge, int from);

/* ---- the detectors ---- */

/* Does a detector decide 法 NUMBER? When not, WHY (may be NULL) gets the
 * one line saying why no chart fires it (static). */
bool lr_bifa_decided(int number, const char **why);

/* Evaluate every 法 detector on CHART read against CTX (NULL: nothing
 * known; it should have been through lr_context_complete()). Writes the
 * fired and the not-evaluated 法, in the book's order, into OUT (at most
 * MAX) and returns how many there are in all. */
int lr_bifa_evaluate(const struct lr_chart *chart,
		     const struct lr_context *ctx,
		     struct lr_rule_result *out, int max);

/* As lr_bifa_evaluate, for a chart whose 課體 are read already: a 法
 * that cites a 課體 reads its result from PATTERNS (NPATTERNS results,
 * every 課體 that fires or cannot be evaluated, as lr_patterns_evaluate
 * gives them; any other does not fire) instead of evaluating it again. */
int lr_bifa_evaluate_cited(const struct lr_chart *chart,
			   const struct lr_context *ctx,
			   const struct lr_rule_result *patterns,
			   int npatterns, struct lr_rule_result *out, int max);

/* Evaluate the detector of 法 NUMBER: 1 and *OUT filled when it fires or
 * cannot be evaluated, 0 when it does not fire or has no detector. */
int lr_bifa_evaluate_one(int number, const struct lr_chart *chart,
			 const struct lr_context *ctx,
			 struct lr_rule_result *out);

/* Does R answer to NAME (its 法, or a 格 of it that R's 格 names)? */
bool lr_bifa_result_matches(const struct lr_rule_result *r, const char *name);

LR_END_DECLS

#endif
