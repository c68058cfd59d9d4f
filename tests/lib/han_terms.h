/* liuren - tests/lib/han_terms.h: the 六壬 terms that stay in 漢字 when
 * the program speaks English or Korean, and a filter that finds Chinese
 * left outside them.
 *
 * The terms: the names the program knows (stems, branches, cycle names,
 * generals, 月將 names, 五行, kin, ranks, methods, the 課體 and their
 * aliases, the 法 and their 格, the 神煞) and the list in
 * tests/data/reason-terms.txt. Classical text quoted in 「」 or named in
 * 《》 is skipped too.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TESTS_HAN_TERMS_H
#define TESTS_HAN_TERMS_H

#include <stddef.h>

/* Gather the terms (once; exits 99 when a table cannot be read). */
void han_terms_collect(void);

/* Add the terms of PATH (one a line, '#' lines skipped) to those
 * gathered. */
void han_terms_add_file(const char *path);

/* The first Han character (U+3400–U+9FFF) of TEXT once the terms and the
 * quotations are taken out (REST, LEN bytes, gets what is left), or NULL. */
const char *han_terms_stray(const char *text, char *rest, size_t len);

#endif
