/* liuren - fold.c: the engine under lr_normalize (see fold.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "text/fold.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/ganzhi.h"
#include "liuren/lang.h"
#include "liuren/utf8.h"


/* The first UTF-8 character of S as one number (0 for none). */
static uint32_t first_char_key(const char *s)
{
	if (!*s)
		return 0;
	size_t len = lr_utf8_char_len(s);
	if (len == 0 || len > 4)
		len = 1;
	uint32_t k = 0;
	for (size_t i = 0; i < len && s[i]; i++)
		k = k << 8 | (unsigned char)s[i];
	return k;
}

/* ---- a string index: SLOTS (CAP, a power of two) hold the index + 1
 * of each entry by the hash of its string (0: empty), the strings read
 * through KEY_OF ---- */

typedef const char *key_of_fn(const struct lexicon *lx, size_t i);

static size_t hash_str(const char *s)
{
	uint32_t h = 2166136261u;	/* FNV-1a */
	for (; *s; s++) {
		h ^= (unsigned char)*s;
		h *= 16777619u;
	}
	return h;
}

/* The slot holding KEY, or the empty one where it would go. */
static size_t *index_slot(size_t *slots, size_t cap, const char *key,
			  const struct lexicon *lx, key_of_fn *key_of)
{
	for (size_t h = hash_str(key) & (cap - 1);; h = (h + 1) & (cap - 1))
		if (!slots[h] || !strcmp(key_of(lx, slots[h] - 1), key))
			return &slots[h];
}

/* Room for one more than the N entries at most half full: a larger
 * table with the N entries again, when needed. */
static bool index_room(size_t **slots, size_t *cap, size_t n,
		       const struct lexicon *lx, key_of_fn *key_of)
{
	if ((n + 1) * 2 <= *cap)
		return true;
	size_t ncap = *cap ? *cap * 2 : 1024;
	while ((n + 1) * 2 > ncap)
		ncap *= 2;
	size_t *ns = calloc(ncap, sizeof *ns);
	if (!ns)
		return false;
	for (size_t i = 0; i < n; i++)
		*index_slot(ns, ncap, key_of(lx, i), lx, key_of) = i + 1;
	free(*slots);
	*slots = ns;
	*cap = ncap;
	return true;
}

static const char *term_name(const struct lexicon *lx, size_t i)
{
	return lx->terms[i].name;
}

static const char *char_key(const struct lexicon *lx, size_t i)
{
	return lx->chars[i].key;
}

/* Variants OpenCC's t2s leaves apart but the book's names treat as one
 * character: 煞 for 殺 (杀), 螣 for 騰 (腾), 鉤 for 勾. Keys are folded. */
static const char *const variant_fold[][2] = {
	{ "煞", "杀" }, { "螣", "腾" }, { "钩", "勾" }, { "爲", "为" },
};

/* The Japanese forms (新字體) and the variant forms of the transcriptions
 * res/ was made from, each with its standard Traditional form: res/ holds
 * the standard forms (each change in the errata files of res/) and typed
 * text is folded through them: 衆鬼雖彰 finds 眾鬼雖彰, 乗 finds 乘.
 * OpenCC's t2s leaves most of them as they are. */
const char *const fold_variant_forms[][2] = {
	/* Japanese */
	{ "乗", "乘" }, { "戸", "戶" }, { "歳", "歲" }, { "懐", "懷" },
	{ "渉", "涉" }, { "徳", "德" }, { "絶", "絕" }, { "黒", "黑" },
	{ "髪", "髮" }, { "蔵", "藏" }, { "縁", "緣" }, { "壊", "壞" },
	{ "隠", "隱" }, { "歩", "步" }, { "闘", "鬥" }, { "醤", "醬" },
	{ "逓", "遞" }, { "舎", "舍" }, { "臓", "臟" }, { "痩", "瘦" },
	{ "浄", "淨" }, { "毎", "每" }, { "様", "樣" }, { "専", "專" },
	{ "増", "增" }, { "呉", "吳" }, { "兎", "兔" },
	/* variants (榖, the paper mulberry, written for 穀 grain; 夲 for
	 * 本; 万, the Simplified form, in a Traditional text) */
	{ "榖", "穀" }, { "葢", "蓋" }, { "逺", "遠" }, { "髙", "高" },
	{ "逰", "遊" }, { "寳", "寶" }, { "羣", "群" }, { "徃", "往" },
	{ "夲", "本" }, { "衆", "眾" }, { "寃", "冤" }, { "僞", "偽" },
	{ "裏", "裡" }, { "着", "著" }, { "呪", "咒" }, { "刼", "劫" },
	{ "鳯", "鳳" }, { "鐡", "鐵" }, { "釡", "釜" }, { "蘓", "蘇" },
	{ "苐", "第" }, { "眀", "明" }, { "夘", "卯" }, { "塜", "塚" },
	{ "刄", "刃" }, { "亷", "廉" }, { "鍜", "鍛" }, { "窻", "窗" },
	{ "牕", "窗" }, { "扵", "於" }, { "攅", "攢" }, { "庻", "庶" },
	{ "乆", "久" }, { "厯", "曆" }, { "寜", "寧" }, { "姙", "妊" },
	{ "妬", "妒" }, { "壻", "婿" }, { "廏", "廄" }, { "尫", "尪" },
	{ "斵", "斲" }, { "氷", "冰" }, { "鼔", "鼓" }, { "畧", "略" },
	{ "頥", "頤" }, { "万", "萬" },
};
const size_t fold_variant_count =
	sizeof fold_variant_forms / sizeof fold_variant_forms[0];

/* The standard form of the one character IN when it is one of
 * fold_variant_forms, else IN. */
static const char *standard_form(const char *in)
{
	for (size_t k = 0; k < fold_variant_count; k++)
		if (!strcmp(in, fold_variant_forms[k][0]))
			return fold_variant_forms[k][1];
	return in;
}

/* a character (its bytes as one number) and its folded key */
struct folded { uint32_t in; char out[8]; };

/* the characters folded so far, by their bytes as one number (a table
 * of a power of two at most half full; 0: empty) */
static struct folded *memo;
static size_t nmemo, cap_memo;

static uint32_t char_number(const char *s, size_t len)
{
	uint32_t key = 0;
	for (size_t i = 0; i < len; i++)
		key = key << 8 | (unsigned char)s[i];
	return key;
}

/* The folded key of the character numbered KEY, or NULL when it was
 * not folded yet. */
static const char *memo_find(uint32_t key)
{
	for (size_t h = (key * 2654435761u) & (cap_memo - 1); cap_memo &&
	     memo[h].in; h = (h + 1) & (cap_memo - 1))
		if (memo[h].in == key)
			return memo[h].out;
	return NULL;
}

static void memo_add(uint32_t key, const char *out)
{
	if ((nmemo + 1) * 2 > cap_memo) {
		size_t cap = cap_memo ? cap_memo * 2 : 1024;
		struct folded *p = calloc(cap, sizeof *memo);
		if (!p)
			return;
		for (size_t i = 0; i < cap_memo; i++) {
			if (!memo[i].in)
				continue;
			size_t h = (memo[i].in * 2654435761u) & (cap - 1);
			while (p[h].in)
				h = (h + 1) & (cap - 1);
			p[h] = memo[i];
		}
		free(memo);
		memo = p;
		cap_memo = cap;
	}
	size_t h = (key * 2654435761u) & (cap_memo - 1);
	while (memo[h].in)
		h = (h + 1) & (cap_memo - 1);
	memo[h].in = key;
	strcpy(memo[h].out, out);
	nmemo++;
}

/* The folded key, into OUT (8 bytes), of a character whose standard
 * form is STANDARD and whose t2s conversion is T (NULL: none). */
static void fold_finish(const char *standard, const char *t, char out[8])
{
	if (t && strlen(t) < 8)
		strcpy(out, t);
	else
		strcpy(out, standard);
	for (size_t k = 0; k < sizeof variant_fold / sizeof variant_fold[0]; k++)
		if (!strcmp(out, variant_fold[k][0]))
			strcpy(out, variant_fold[k][1]);
}

/* The folded keys of the characters U+3400..U+9FFF as the build's
 * OpenCC gives them, each one that is not the character itself
 * (tools/gen_fold_keys.c, linked with this file compiled without them,
 * LR_FOLD_NO_KEYS, writes them with fold_text): these need no
 * conversion at run time. None when the build had no OpenCC. */
struct fold_key { uint32_t in; char out[8]; };
#ifdef LR_FOLD_NO_KEYS
enum { FOLD_KEYS_HAVE = 0, FOLD_KEYS_FIRST = 2, FOLD_KEYS_LAST = 1 };
static const struct fold_key fold_keys[1];
static const size_t fold_key_count = 0;
#else
#include "fold_keys.h"
#endif

static bool in_fold_keys(uint32_t key, size_t len)
{
	return FOLD_KEYS_HAVE && len == 3 && key >= FOLD_KEYS_FIRST
	       && key <= FOLD_KEYS_LAST;
}

/* The folded key of the character numbered KEY of the range of
 * fold_keys. */
static const char *fold_key_of(uint32_t key, const char *self)
{
	size_t lo = 0, hi = fold_key_count;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (fold_keys[mid].in < key)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < fold_key_count && fold_keys[lo].in == key
	       ? fold_keys[lo].out : self;
}

/* The folded key of the one character at S (LEN bytes) into OUT (8
 * bytes). */
static void fold_char(const char *s, size_t len, char out[8])
{
	if (len == 0 || len > 4) {
		out[0] = '\0';
		return;
	}
	if ((unsigned char)s[0] < 0x80) {
		memcpy(out, s, len);
		out[len] = '\0';
		return;
	}
	uint32_t key = char_number(s, len);
	if (in_fold_keys(key, len)) {
		char self[4];
		memcpy(self, s, 3);
		self[3] = '\0';
		strcpy(out, fold_key_of(key, self));
		return;
	}
	const char *known = memo_find(key);
	if (known) {
		strcpy(out, known);
		return;
	}
	char in[8];
	memcpy(in, s, len);
	in[len] = '\0';
	const char *standard = standard_form(in);
	char *t = lr_lang_t2s_dup(standard);
	fold_finish(standard, t, out);
	free(t);
	memo_add(key, out);
}

/* Fold every character of TEXT not folded yet with one conversion: each
 * standard form on a line of its own, so that no phrase of the
 * converter spans two (the conversion of one character alone is what
 * it is on its line). Characters the conversion treats apart (乾, the
 * verbatim marks, U+E000..U+E002) are left to fold_char. */
void fold_prime(const char *text)
{
	size_t cap = 256, used = 0, count = 0;
	char *batch = malloc(cap);
	uint32_t *keys = NULL;
	size_t cap_keys = 0;
	const char **standards = NULL;
	for (const char *s = text; batch && *s;) {
		size_t len = lr_utf8_char_len(s);
		if (len < 2 || len > 4) {
			s += len ? len : 1;
			continue;
		}
		uint32_t key = char_number(s, len);
		char in[8];
		memcpy(in, s, len);
		in[len] = '\0';
		s += len;
		if (in_fold_keys(key, len) || memo_find(key)
		    || !strcmp(in, "乾")
		    || (key >= 0xee8080 && key <= 0xee8082))
			continue;
		bool seen = false;	/* twice in TEXT */
		for (size_t k = 0; k < count && !seen; k++)
			seen = keys[k] == key;
		if (seen)
			continue;
		const char *standard = standard_form(in);
		size_t sl = strlen(standard);
		if (count == cap_keys) {
			cap_keys = cap_keys ? cap_keys * 2 : 256;
			uint32_t *k2 = realloc(keys, cap_keys * sizeof *keys);
			const char **s2 = realloc(standards,
						  cap_keys * sizeof *standards);
			if (k2)
				keys = k2;
			if (s2)
				standards = s2;
			if (!k2 || !s2)
				break;
		}
		if (used + sl + 2 > cap) {
			cap = (used + sl + 2) * 2;
			char *b2 = realloc(batch, cap);
			if (!b2)
				break;
			batch = b2;
		}
		keys[count] = key;
		/* a standard form is one of fold_variant_forms or the
		 * character itself, which the batch holds */
		standards[count++] = standard == in ? NULL : standard;
		memcpy(batch + used, standard, sl);
		used += sl;
		batch[used++] = '\n';
	}
	char *conv = count && batch ? (batch[used] = '\0', lr_lang_t2s_dup(batch))
			 : NULL;
	/* each line of CONV folds the character of its line in BATCH */
	size_t lines = 0;
	for (const char *c = conv; c && *c; c++)
		lines += *c == '\n';
	if (conv && lines == count) {
		const char *b = batch, *c = conv;
		for (size_t k = 0; k < count; k++) {
			const char *bn = strchr(b, '\n'), *cn = strchr(c, '\n');
			char standard[8], t[16], out[8];
			size_t bl = (size_t)(bn - b), cl = (size_t)(cn - c);
			if (bl < sizeof standard) {
				memcpy(standard, b, bl);
				standard[bl] = '\0';
				const char *tp = NULL;
				if (cl < sizeof t) {
					memcpy(t, c, cl);
					t[cl] = '\0';
					tp = t;
				}
				fold_finish(standards[k] ? standards[k] : standard,
					    tp, out);
				memo_add(keys[k], out);
			}
			b = bn + 1;
			c = cn + 1;
		}
	}
	free(conv);
	free(batch);
	free(keys);
	free(standards);
}

/* A folded key (fewer than eight bytes, as fold_char writes it) as one
 * number: two keys are the same string when their numbers are equal. */
static uint64_t key_number(const char *f)
{
	char b[8] = { 0 };
	size_t n = strlen(f);
	memcpy(b, f, n < sizeof b ? n : sizeof b);
	uint64_t v;
	memcpy(&v, b, sizeof v);
	return v;
}

/* The stem or branch (甲 … 癸, 子 … 亥) whose folded key is F, or NULL. */
static const char *cycle_char(const char *f)
{
	static uint64_t keys[10 + 12];	/* folded on first use */
	static bool folded;
	for (int i = 0; i < 10 + 12 && !folded; i++) {
		const char *name = i < 10 ? lr_stem_name(i)
					  : lr_branch_name(i - 10);
		char key[8];
		fold_char(name, strlen(name), key);
		keys[i] = key_number(key);
	}
	folded = true;
	uint64_t want = key_number(f);
	for (int i = 0; i < 10 + 12; i++)
		if (keys[i] == want)
			return i < 10 ? lr_stem_name(i) : lr_branch_name(i - 10);
	return NULL;
}

/* The folded form of a whole string, malloc'd. */
char *fold_text(const char *s)
{
	fold_prime(s);
	size_t cap = strlen(s) * 2 + 8, used = 0;
	char *out = malloc(cap);
	if (!out)
		return NULL;
	while (*s) {
		size_t len = lr_utf8_char_len(s);
		char f[8];
		fold_char(s, len, f);
		size_t fl = strlen(f);
		if (used + fl + 1 > cap) {
			cap = (used + fl + 1) * 2;
			char *p = realloc(out, cap);
			if (!p) {
				free(out);
				return NULL;
			}
			out = p;
		}
		memcpy(out + used, f, fl);
		used += fl;
		s += len ? len : 1;
	}
	out[used] = '\0';
	return out;
}

static void remember_chars(struct lexicon *lx, const char *name)
{
	for (const char *s = name; *s;) {
		size_t len = lr_utf8_char_len(s);
		if (len < 2 || len > 4) {
			s += len ? len : 1;
			continue;
		}
		char key[8], ch[8];
		fold_char(s, len, key);
		memcpy(ch, s, len);
		ch[len] = '\0';
		s += len;
		if (!index_room(&lx->char_slots, &lx->char_slot_cap, lx->nchars,
				lx, char_key))
			return;
		size_t *slot = index_slot(lx->char_slots, lx->char_slot_cap,
					  key, lx, char_key);
		size_t i = *slot ? *slot - 1 : lx->nchars;
		if (i < lx->nchars) {
			/* prefer a form that is not the folded one (後 over 后
			 * when a name has each): the Traditional-only form */
			if (!strcmp(lx->chars[i].value, key) && strcmp(ch, key))
				strcpy(lx->chars[i].value, ch);
			continue;
		}
		if (lx->nchars == lx->cap_chars) {
			size_t cap = lx->cap_chars ? lx->cap_chars * 2 : 512;
			void *p = realloc(lx->chars, cap * sizeof *lx->chars);
			if (!p)
				return;
			lx->chars = p;
			lx->cap_chars = cap;
		}
		strcpy(lx->chars[lx->nchars].key, key);
		strcpy(lx->chars[lx->nchars].value, ch);
		*slot = ++lx->nchars;
	}
}

/* Returns whether NAME was kept (not a duplicate, not ASCII). */
bool lexicon_add(struct lexicon *lx, const char *name)
{
	if (!name || !*name || (unsigned char)name[0] < 0x80)
		return false;
	if (!index_room(&lx->name_slots, &lx->name_slot_cap, lx->nterms, lx,
			term_name))
		return false;
	size_t *slot = index_slot(lx->name_slots, lx->name_slot_cap, name, lx,
				  term_name);
	if (*slot)
		return false;
	if (lx->nterms == lx->cap_terms) {
		size_t cap = lx->cap_terms ? lx->cap_terms * 2 : 1024;
		void *p = realloc(lx->terms, cap * sizeof *lx->terms);
		if (!p)
			return false;
		lx->terms = p;
		lx->cap_terms = cap;
	}
	char *fold = fold_text(name);
	if (!fold)
		return false;
	lx->terms[lx->nterms].name = name;
	lx->terms[lx->nterms].fold = fold;
	lx->terms[lx->nterms].fold_len = strlen(fold);
	*slot = ++lx->nterms;
	remember_chars(lx, name);
	lx->sorted = false;
	return true;
}

/* Each word of a "|"-separated LIST (copied: the table keeps names for
 * the life of the process). */
void lexicon_add_list(struct lexicon *lx, const char *list)
{
	char word[64];
	for (const char *p = list; p && *p;) {
		const char *bar = strchr(p, '|');
		size_t len = bar ? (size_t)(bar - p) : strlen(p);
		if (len > 0 && len < sizeof word) {
			memcpy(word, p, len);
			word[len] = '\0';
			char *copy = strdup(word);
			if (copy && !lexicon_add(lx, copy))
				free(copy);
		}
		if (!bar)
			break;
		p = bar + 1;
	}
}

/* Longest keys first, so the longest name wins. */
static int by_length(const void *a, const void *b)
{
	const struct term *x = a, *y = b;
	return (x->fold_len < y->fold_len) - (x->fold_len > y->fold_len);
}

/* By first character, then in the order of the sorted names. */
static int by_first_char(const void *a, const void *b)
{
	const struct first_char *x = a, *y = b;
	if (x->key != y->key)
		return x->key < y->key ? -1 : 1;
	return (x->term > y->term) - (x->term < y->term);
}

void lexicon_sort(struct lexicon *lx)
{
	if (lx->sorted)
		return;
	qsort(lx->terms, lx->nterms, sizeof *lx->terms, by_length);
	lx->sorted = true;
	/* the names moved: their index again, and the one by first
	 * character of the key */
	if (lx->name_slots)
		memset(lx->name_slots, 0,
		       lx->name_slot_cap * sizeof *lx->name_slots);
	for (size_t i = 0; i < lx->nterms && lx->name_slots; i++)
		*index_slot(lx->name_slots, lx->name_slot_cap,
			    lx->terms[i].name, lx, term_name) = i + 1;
	free(lx->firsts);
	lx->nfirsts = 0;
	lx->firsts = malloc((lx->nterms ? lx->nterms : 1) * sizeof *lx->firsts);
	if (!lx->firsts)
		return;
	for (size_t i = 0; i < lx->nterms; i++)
		lx->firsts[lx->nfirsts++] = (struct first_char) {
			first_char_key(lx->terms[i].fold), i };
	qsort(lx->firsts, lx->nfirsts, sizeof *lx->firsts, by_first_char);
}

void lexicon_each(struct lexicon *lx, void (*fn)(const char *name, void *arg),
		  void *arg)
{
	lexicon_sort(lx);
	for (size_t i = 0; i < lx->nterms; i++)
		fn(lx->terms[i].name, arg);
}

/* Full-width forms people type for ASCII: digits, ：／－＋ and the
 * ideographic space. */
static int ascii_of(const char *s, size_t len)
{
	if (len != 3)
		return -1;
	const unsigned char *u = (const unsigned char *)s;
	if (u[0] == 0xe3 && u[1] == 0x80 && u[2] == 0x80)
		return ' ';
	if (u[0] != 0xef || u[1] != 0xbc)
		return -1;
	if (u[2] >= 0x90 && u[2] <= 0x99)
		return '0' + (u[2] - 0x90);
	switch (u[2]) {
	case 0x9a: return ':';
	case 0x8f: return '/';
	case 0x8d: return '-';
	case 0x8b: return '+';
	}
	return -1;
}

/* Is TEXT already in the program's forms without looking at any name:
 * printable ASCII, stems and branches only (each of which
 * lexicon_normalize keeps as it is, see cycle_char)? Most typed words are
 * ("2026-11-29", "17:05", "丙辰", "寅", "noble-table=common"), and this
 * spares them the index of every name, built on first use. */
bool fold_already_normal(const char *text)
{
	for (const char *s = text; *s;) {
		unsigned char c = (unsigned char)*s;
		if (c < 0x80) {
			if (c < 0x20 || c == 0x7f)
				return false;
			s++;
			continue;
		}
		size_t len = lr_utf8_char_len(s);
		if (len != 3)
			return false;
		bool cycle = false;
		for (int i = 0; i < LR_STEMS && !cycle; i++)
			cycle = !strncmp(s, lr_stem_name(i), 3);
		for (int i = 0; i < LR_BRANCHES && !cycle; i++)
			cycle = !strncmp(s, lr_branch_name(i), 3);
		if (!cycle)
			return false;
		s += len;
	}
	return true;
}

char *lexicon_normalize(struct lexicon *lx, const char *text, char *out,
			size_t outlen)
{
	if (!outlen)
		return out;
	out[0] = '\0';
	if (!text)
		return out;
	lexicon_sort(lx);
	size_t n = strlen(text);
	/* the folded text, and where each input character starts in it */
	char *folded = malloc(n * 2 + 8);
	size_t *at = malloc((n + 2) * sizeof *at);	/* fold offset per byte */
	if (!folded || !at) {
		free(folded);
		free(at);
		snprintf(out, outlen, "%s", text);
		return out;
	}
	size_t used = 0;
	for (size_t i = 0; i < n;) {
		size_t len = lr_utf8_char_len(text + i);
		if (!len)
			len = 1;
		char f[8];
		fold_char(text + i, len, f);
		for (size_t k = 0; k < len; k++)
			at[i + k] = used;
		size_t fl = strlen(f);
		memcpy(folded + used, f, fl);
		used += fl;
		i += len;
	}
	folded[used] = '\0';
	at[n] = used;

	size_t o = 0;
#define PUT(s, len) do { size_t l_ = (len); if (o + l_ + 1 > outlen) goto full; \
		memcpy(out + o, (s), l_); o += l_; } while (0)
	for (size_t i = 0; i < n;) {
		size_t len = lr_utf8_char_len(text + i);
		if (!len)
			len = 1;
		if ((unsigned char)text[i] < 0x80) {
			PUT(text + i, len);
			i += len;
			continue;
		}
		int a = ascii_of(text + i, len);
		if (a >= 0) {
			char c = (char)a;
			PUT(&c, 1);
			i += len;
			continue;
		}
		/* the longest name whose key starts here and ends on a
		 * character boundary */
		const struct term *best = NULL;
		size_t end = 0;
		/* only the names whose key begins with this character, in
		 * the order of the sorted names */
		uint32_t first = first_char_key(folded + at[i]);
		size_t lo = 0, hi = lx->nfirsts;
		while (lo < hi) {
			size_t mid = lo + (hi - lo) / 2;
			if (lx->firsts[mid].key < first)
				lo = mid + 1;
			else
				hi = mid;
		}
		for (size_t k = lo; k < lx->nfirsts && lx->firsts[k].key == first
		     && !best; k++) {
			size_t t = lx->firsts[k].term;
			if (strncmp(folded + at[i], lx->terms[t].fold, lx->terms[t].fold_len))
				continue;
			size_t stop = at[i] + lx->terms[t].fold_len;
			for (size_t j = i + 1; j <= n; j++) {
				if (at[j] == stop && (j == n || at[j - 1] != at[j])) {
					best = &lx->terms[t];
					end = j;
					break;
				}
				if (at[j] > stop)
					break;
			}
		}
		/* one character inside longer text that only a one-character
		 * name holds (后, the general's short name, in 干后): the form
		 * the longer names use for it (後) is the likelier reading
		 * (its key as folded above) */
		char f[8];
		size_t fl = at[i + len] - at[i];
		memcpy(f, folded + at[i], fl < sizeof f ? fl : sizeof f - 1);
		f[fl < sizeof f ? fl : sizeof f - 1] = '\0';
		const char *rep = NULL;
		if (lx->char_slot_cap) {
			size_t *slot = index_slot(lx->char_slots,
				lx->char_slot_cap, f, lx, char_key);
			if (*slot)
				rep = lx->chars[*slot - 1].value;
		}
		/* a stem or branch is itself wherever it stands: 乙丑, 丑時
		 * keep 丑 although 九醜 holds 醜 for the same key */
		const char *cycle = cycle_char(f);
		if (cycle)
			rep = cycle;
		if (best && end == i + len && n > len && rep &&
		    strcmp(best->name, rep))
			best = NULL;
		if (best) {
			PUT(best->name, strlen(best->name));
			i = end;
			continue;
		}
		if (!rep && len < 8) {	/* a variant outside every name */
			char in[8];
			memcpy(in, text + i, len);
			in[len] = '\0';
			const char *standard = standard_form(in);
			if (standard != in)
				rep = standard;
		}
		if (rep)
			PUT(rep, strlen(rep));
		else
			PUT(text + i, len);
		i += len;
	}
#undef PUT
full:
	out[o] = '\0';
	free(folded);
	free(at);
	return out;
}
