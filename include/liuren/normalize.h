/* liuren - normalize.h: the one place typed text is brought to the
 * program's own forms, before any parser sees it.
 *
 * People type Traditional, Simplified and variant forms (后/後, 干/幹,
 * 煞/杀, 禄/祿, 马/馬, 仪/儀, 冲/沖/衝, 腾/螣, the Japanese 乗 for 乘,
 * 衆 for 眾 …) and full-width digits.
 * lr_normalize() folds every character to one key (OpenCC's t2s of the
 * character, plus the variants above), finds, longest first, the names
 * the program knows (stems, branches, generals and their short forms,
 * 月將 names, methods, 課體 and their variants, 神煞, setting aliases and
 * values, the words of dates and of book notation), and writes each in
 * the book's own form; a character outside every name gets the
 * Traditional form the names use for its key, else its standard form
 * (衆 眾), else stays as typed.
 * ASCII is kept; full-width digits and ：／－＋ become ASCII.
 *
 * The parsers under it (settings, typed dates, the matter asked) do not
 * call it, so that they need not know the names of the modules above
 * them: each folds typed text the same way against a lexicon of its own
 * words (src/core/text/fold.h).
 *
 * Every entry point calls it: the chart options and positional words,
 * the config file and --set, show and find, and the browser's prompts
 * and filter.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_NORMALIZE_H
#define LIUREN_NORMALIZE_H

#include <stdbool.h>
#include <stddef.h>

#include "liuren/export.h"

LR_BEGIN_DECLS

/* TEXT in the program's forms into OUT (at most OUTLEN bytes with the
 * terminating NUL; cut at a character boundary when it does not fit).
 * TEXT and OUT may not overlap. Returns OUT. */
char *lr_normalize(const char *text, char *out, size_t outlen);

/* Do A and B read the same, folded character by character (Traditional,
 * Simplified and variant forms alike: 衆鬼雖彰 眾鬼雖彰 众鬼虽彰)? */
bool lr_normalize_same(const char *a, const char *b);

/* Every name lr_normalize knows, in the book's forms, for tests: calls
 * FN once per name. */
void lr_normalize_each_name(void (*fn)(const char *name, void *arg),
			    void *arg);

/* The Japanese and variant forms of the book's transcriptions that typed
 * text is folded through, each with the standard Traditional form res/
 * holds (乗 乘, 衆 眾 …), for tests: calls FN once per pair. */
void lr_normalize_each_variant(void (*fn)(const char *variant,
					  const char *standard, void *arg),
			       void *arg);

LR_END_DECLS

#endif
