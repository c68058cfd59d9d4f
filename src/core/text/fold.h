/* liuren - fold.h: the engine under lr_normalize: typed text folded
 * character by character to one key (OpenCC's t2s of the character, plus
 * the variants the book's names treat as one: 煞/殺, 螣/騰, 鉤/勾, 爲/為,
 * and the Japanese and variant forms of the book's transcriptions: 乗/乘,
 * 衆/眾 …),
 * then matched, longest first, against a lexicon of names, each written
 * back in the book's form.
 *
 * A lexicon is a list of names. lr_normalize reads the lexicon of every
 * name the program knows (normalize.c, at the top of the core); a parser
 * below it (settings.c, datetext.c, ask.c) reads typed text against a
 * lexicon of its own words, so that it need not know the names of the
 * modules above it. Not part of the public interface.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_FOLD_H
#define LIUREN_FOLD_H

#include <stdbool.h>
#include <stddef.h>

#include <stdint.h>

/* A name of a lexicon and its folded key. */
struct term {
	const char *name;	/* the book's form */
	const char *fold;	/* its folded key */
	size_t fold_len;
};

/* fold key → the Traditional character the names use for it */
struct char_map { char key[8], value[8]; };

/* a name of the sorted list by the first character of its key */
struct first_char { uint32_t key; size_t term; };

/* A term as the build writes it (name_lexicon.h): the offsets of its
 * name and key in one array of strings. */
struct lexicon_term_at { uint32_t name, fold, fold_len; };

/* A lexicon; start it zeroed ({ 0 }). Not thread-safe. */
struct lexicon {
	struct term *terms;
	size_t nterms, cap_terms;
	struct char_map *chars;	/* folded key → the names' character */
	size_t nchars, cap_chars;
	bool sorted;
	/* the indexes: names and keys by hash (slot = index + 1, 0 empty),
	 * and the sorted names by their key's first character */
	size_t *name_slots, name_slot_cap;
	size_t *char_slots, char_slot_cap;
	struct first_char *firsts;
	size_t nfirsts;
};

/* Add NAME, which must outlive the lexicon. Returns whether it was kept
 * (not a duplicate, not ASCII, memory found). */
bool lexicon_add(struct lexicon *lx, const char *name);
/* Add each word of a "|"-separated LIST (copied). */
void lexicon_add_list(struct lexicon *lx, const char *list);
/* Order the names longest first (done by the readers when needed). */
void lexicon_sort(struct lexicon *lx);
/* Call FN once per name. */
void lexicon_each(struct lexicon *lx, void (*fn)(const char *name, void *arg),
		  void *arg);

/* TEXT with each name of LX it holds written in the book's form, full-width
 * digits and ：／－＋ as ASCII, a character outside every name in the
 * form the names use for its key, else as typed; into OUT (at most OUTLEN
 * bytes with the NUL, cut at a character boundary). Returns OUT. */
char *lexicon_normalize(struct lexicon *lx, const char *text, char *out,
			size_t outlen);

/* The lexicon lr_normalize reads (normalize.c), built on first use;
 * BUILTIN (when not NULL) tells whether it is the one the build wrote
 * (name_lexicon.h) rather than one built at run time. For the generators
 * and the tests. */
const struct lexicon *normalize_lexicon(bool *builtin);

/* Build into LX (zeroed) the lexicon of every name the program knows as
 * lr_normalize builds it at run time when the build's does not hold
 * (for the generator, and the tests that compare the two). */
void normalize_lexicon_build(struct lexicon *lx);

/* Is that lexicon the build's, made with the 神煞 of the two files
 * whose digests (shensha.tsv's, shensha-notes.tsv's) are
 * SHENSHA_DIGESTS? Then what the build derived with it holds. */
bool normalize_builtin_from(const uint64_t shensha_digests[2]);

/* The Japanese and variant forms of the book's transcriptions and the
 * standard Traditional form of each ({ "乗", "乘" } …): res/ holds only
 * the standard forms, typed text is folded through them. */
extern const char *const fold_variant_forms[][2];
extern const size_t fold_variant_count;

/* The folded key of the whole of S (malloc'd; NULL when out of memory):
 * two texts that read the same fold to the same key. */
char *fold_text(const char *s);

/* Fold at once every character of TEXT not folded yet (one conversion
 * for them all instead of one each); what fold_text then gives is the
 * same. */
void fold_prime(const char *text);

/* Is TEXT printable ASCII, stems and branches only, which every lexicon
 * keeps as they are? */
bool fold_already_normal(const char *text);

#endif
