/* liuren - tools/gen_fold_keys.c: write fold_keys.h, the folded key
 * (text/fold.h) of every character U+3400..U+9FFF that is not the
 * character itself, as fold_text gives it with the build's OpenCC
 * (Traditional to Simplified, through the standard forms of variants),
 * for src/core/text/fold.c, which then folds them without OpenCC. It is
 * linked with fold.c compiled without the keys (LR_FOLD_NO_KEYS). When
 * OpenCC cannot be opened no key is written (FOLD_KEYS_HAVE 0): the
 * program then converts as it goes, as before. Before writing, it checks
 * that every key is a single character of fewer than eight bytes.
 * Usage: gen_fold_keys >fold_keys.h; exit 1 (and no output) when a
 * check fails.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/lang.h"
#include "liuren/utf8.h"
#include "text/fold.h"

enum { FIRST = 0x3400, LAST = 0x9fff, COUNT = LAST - FIRST + 1 };

static void encode(unsigned cp, char out[4])
{
	out[0] = (char)(0xe0 | (cp >> 12));
	out[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
	out[2] = (char)(0x80 | (cp & 0x3f));
	out[3] = '\0';
}

static unsigned number(const char *c)
{
	return (unsigned)(unsigned char)c[0] << 16
	       | (unsigned)(unsigned char)c[1] << 8 | (unsigned char)c[2];
}

static char *keys[COUNT];

int main(void)
{
	char first[4], last[4];
	encode(FIRST, first);
	encode(LAST, last);
	if (!lr_lang_t2s_available()) {
		printf("/* fold_keys.h: written by tools/gen_fold_keys.c; do "
		       "not edit. The build had no OpenCC. */\n"
		       "enum { FOLD_KEYS_HAVE = 0, FOLD_KEYS_FIRST = 2, "
		       "FOLD_KEYS_LAST = 1 };\n"
		       "static const struct fold_key fold_keys[1];\n"
		       "static const size_t fold_key_count = 0;\n");
		return 0;
	}
	for (unsigned cp = FIRST; cp <= LAST; cp++) {
		char c[4];
		encode(cp, c);
		keys[cp - FIRST] = fold_text(c);
		if (!keys[cp - FIRST])
			return 1;
	}
	size_t n = 0;
	for (unsigned cp = FIRST; cp <= LAST; cp++) {
		const char *k = keys[cp - FIRST];
		char c[4];
		encode(cp, c);
		if (!strcmp(k, c))
			continue;
		if (strlen(k) >= 8 || lr_utf8_char_len(k) != strlen(k)) {
			fprintf(stderr, "gen_fold_keys: U+%04X folds to '%s', "
				"not one character\n", cp, k);
			return 1;
		}
		n++;
	}
	printf("/* fold_keys.h: written by tools/gen_fold_keys.c with the "
	       "build's OpenCC; do not edit */\n"
	       "enum { FOLD_KEYS_HAVE = 1, FOLD_KEYS_FIRST = 0x%06x, "
	       "FOLD_KEYS_LAST = 0x%06x };\n"
	       "static const size_t fold_key_count = %zu;\n"
	       "static const struct fold_key fold_keys[] = {\n",
	       number(first), number(last), n);
	for (unsigned cp = FIRST; cp <= LAST; cp++) {
		char c[4];
		encode(cp, c);
		if (strcmp(keys[cp - FIRST], c) != 0)
			printf("\t{ 0x%06x, \"%s\" },\t/* %s */\n", number(c),
			       keys[cp - FIRST], c);
	}
	printf("};\n");
	return 0;
}
