/* liuren - bifa_text.c: the 《畢法賦》's ordinals and the book's
 * commentary on each (the names are the registry's, rules.h) (res/bifa.tsv), and finding a 法 by its number, its
 * line or a 格 its commentary names.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/bifa.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/lang.h"
#include "liuren/normalize.h"
#include "liuren/resource.h"
#include "liuren/table.h"
#include "liuren/utf8.h"
#include "rules/bifa_index.h"
#include "text/fold.h"
#include "text/res_known.h"

/* the indexes of lr_bifa_find and bifa.tsv's size and digest as the
 * build wrote them (tools/gen_name_index.c, $(B)/gen/bifa_find_table.h); the
 * generator is linked with this file compiled without them
 * (LR_BIFA_NO_INDEX) */
#ifdef LR_BIFA_NO_INDEX
enum { BIFA_INDEX_HAVE = 0 };
static const uint64_t bifa_index_file_size = 0, bifa_index_file_digest = 0;
static const uint64_t bifa_index_shensha_digests[2];
static const char bifa_verse_text[1], bifa_heading_text[1], bifa_texts_text[1];
static const uint32_t bifa_texts_at[1];
static const struct find_key_at bifa_verse_keys[1], bifa_heading_keys[1];
static const size_t bifa_verse_count = 0, bifa_heading_count = 0;
#else
#include "bifa_find_table.h"
#endif

static const char *const digits[10] = {
	"", "一", "二", "三", "四", "五", "六", "七", "八", "九"
};

const char *lr_bifa_ordinal(int number, char *buf, size_t size)
{
	if (number == 100)
		snprintf(buf, size, "第一百法");
	else if (number < 10)
		snprintf(buf, size, "第%s法", digits[number]);
	else
		snprintf(buf, size, "第%s十%s法",
			 number / 10 == 1 ? "" : digits[number / 10],
			 digits[number % 10]);
	return buf;
}

/* ---- the text ---- */

static struct lr_table table;
static struct lr_bifa_text texts[LR_BIFA_COUNT];
static bool loaded;
static int texts_loads;	/* how many times a text was loaded */
static bool texts_from_build;	/* the texts are the build's (builtin_texts) */

int lr_bifa_texts_load_file(const char *path, char *err, size_t errlen)
{
	struct lr_table t;
	if (lr_table_read(path, 4, &t, err, errlen) != 0)
		return -1;
	static struct lr_bifa_text fresh[LR_BIFA_COUNT];
	memset(fresh, 0, sizeof fresh);
	int last = 0, gloss_line[LR_BIFA_COUNT] = { 0 };
	static int ge_gloss_line[LR_BIFA_COUNT][LR_BIFA_PASSAGES];
	memset(ge_gloss_line, 0, sizeof ge_gloss_line);
	bool prev_ge = false;	/* the row before was ge or ge-gloss* */
	for (size_t i = 0; i < t.nrows; i++) {
		char **f = t.rows[i].fields;
		int line = t.rows[i].line;
		char *end;
		long n = strtol(f[0], &end, 10);
		const char *fail = NULL;
		char why[160];
		if (*end || n < 1 || n > LR_BIFA_COUNT)
			fail = "number out of 1 … 100";
		else if (n != last && n != last + 1)
			fail = "the 法 are out of order";
		else if (!*f[3])
			fail = "empty text";
		if (fail) {
			int rc = lr_table_fail(err, errlen, path, line, "%s", fail);
			lr_table_free(&t);
			return rc;
		}
		last = (int)n;
		struct lr_bifa_text *b = &fresh[n - 1];
		b->number = (int)n;
		bool dash = !strcmp(f[2], "-");
		if (!strcmp(f[1], "verse")) {
			if (b->verse || strcmp(f[3], lr_bifa_name((int)n)) != 0) {
				snprintf(why, sizeof why,
					 b->verse ? "second verse line"
						  : "verse line is not '%s'",
					 lr_bifa_name((int)n));
				fail = why;
			}
			b->verse = f[3];
		} else if (!strcmp(f[1], "heading")) {
			if (b->heading || dash)
				fail = "second or empty heading";
			b->heading = f[2];
			b->motto = strcmp(f[3], "-") ? f[3] : NULL;
		} else if (!strcmp(f[1], "text") || !strcmp(f[1], "ge")
			   || !strcmp(f[1], "modern")) {
			bool named = strcmp(f[1], "text") != 0;
			if (named == dash)
				fail = named ? "a ge or modern row needs a name"
					     : "a text row takes no name (\"-\")";
			else if (b->count >= LR_BIFA_PASSAGES)
				fail = "too many paragraphs";
			else {
				b->kind[b->count] = f[1];
				b->name[b->count] = dash ? NULL : f[2];
				b->text[b->count++] = f[3];
			}
		} else if (!strcmp(f[1], "gloss") || !strcmp(f[1], "gloss-en")
			   || !strcmp(f[1], "gloss-ko")) {
			const char **slot = !f[1][5] ? &b->gloss
					    : f[1][6] == 'e' ? &b->gloss_en
					    : &b->gloss_ko;
			if (!dash)
				fail = "a gloss row takes no name (\"-\")";
			else if (*slot)
				fail = "second";
			else {
				*slot = f[3];
				if (!gloss_line[n - 1])
					gloss_line[n - 1] = line;
			}
		} else if (!strncmp(f[1], "ge-gloss", 8)
			   && (!f[1][8] || !strcmp(f[1] + 8, "-en")
			       || !strcmp(f[1] + 8, "-ko"))) {
			/* right after its ge row (or that row's other glosses) */
			int ge_row = b->count - 1;
			const char **slot = ge_row < 0 ? NULL
					    : !f[1][8] ? &b->ge_gloss[ge_row]
					    : f[1][9] == 'e' ? &b->ge_gloss_en[ge_row]
					    : &b->ge_gloss_ko[ge_row];
			if (ge_row < 0 || !prev_ge || strcmp(b->kind[ge_row], "ge") != 0
			    || strcmp(b->name[ge_row], f[2]) != 0) {
				snprintf(why, sizeof why, "%s does not follow "
					 "the ge row of '%s'", f[1], f[2]);
				fail = why;
			} else if (*slot)
				fail = "second";
			else {
				*slot = f[3];
				if (!ge_gloss_line[n - 1][ge_row])
					ge_gloss_line[n - 1][ge_row] = line;
			}
		} else {
			fail = "unknown kind (want verse, heading, text, ge, "
			       "modern, gloss, gloss-en, gloss-ko, ge-gloss, "
			       "ge-gloss-en or ge-gloss-ko)";
		}
		prev_ge = !fail && (!strcmp(f[1], "ge")
				    || !strncmp(f[1], "ge-gloss", 8));
		if (fail) {
			int rc = lr_table_fail(err, errlen, path, line, "%s '%s'",
					       fail, f[1]);
			lr_table_free(&t);
			return rc;
		}
	}
	for (int k = 0; k < LR_BIFA_COUNT; k++)
		if (!fresh[k].verse || !fresh[k].heading) {
			char o[32];
			int rc = lr_table_fail(err, errlen, path, 0,
					       "%s has no %s",
					       lr_bifa_ordinal(k + 1, o, sizeof o),
					       fresh[k].verse ? "heading"
							      : "verse line");
			lr_table_free(&t);
			return rc;
		} else if (gloss_line[k] && (!fresh[k].gloss || !fresh[k].gloss_en
					     || !fresh[k].gloss_ko)) {
			/* once a gloss is given, all three are */
			char o[32];
			int rc = lr_table_fail(err, errlen, path, gloss_line[k],
					       "the gloss of %s has no %s",
					       lr_bifa_ordinal(k + 1, o, sizeof o),
					       !fresh[k].gloss ? "gloss"
					       : !fresh[k].gloss_en ? "gloss-en"
					       : "gloss-ko");
			lr_table_free(&t);
			return rc;
		}
	for (int k = 0; k < LR_BIFA_COUNT; k++)
		for (int i = 0; i < fresh[k].count; i++) {
			const struct lr_bifa_text *b = &fresh[k];
			if (!ge_gloss_line[k][i]
			    || (b->ge_gloss[i] && b->ge_gloss_en[i]
				&& b->ge_gloss_ko[i]))
				continue;
			/* once a 格's gloss is given, all three are */
			int rc = lr_table_fail(err, errlen, path,
					       ge_gloss_line[k][i],
					       "the gloss of %s has no %s",
					       b->name[i],
					       !b->ge_gloss[i] ? "ge-gloss"
					       : !b->ge_gloss_en[i] ? "ge-gloss-en"
					       : "ge-gloss-ko");
			lr_table_free(&t);
			return rc;
		}
	lr_table_free(&table);
	table = t;
	memcpy(texts, fresh, sizeof texts);
	loaded = true;
	texts_loads++;
	texts_from_build = false;
	return 0;
}

/* the data directory's bifa.tsv is the one the build checked (and
 * indexed, when BIFA_INDEX_HAVE): it is parsed when a text is first
 * asked for */
static bool known;

int lr_bifa_texts_load(char *err, size_t errlen)
{
	if (loaded || known)
		return 0;
	if (BIFA_INDEX_HAVE ? lr_res_matches("bifa.tsv", bifa_index_file_size,
					     bifa_index_file_digest)
			    : lr_res_known("bifa.tsv")) {
		known = true;
		return 0;
	}
	return lr_resource_load("bifa.tsv", lr_bifa_texts_load_file, err, errlen);
}

/* the load that parsed the file found known (0: none) */
static int known_loads;

enum { TEXT_HEAD = 6, PARAGRAPH_FIELDS = 6 };

const char **bifa_text_field(struct lr_bifa_text *t, int i)
{
	if (i < TEXT_HEAD) {
		const char **head[TEXT_HEAD] = { &t->verse, &t->heading,
			&t->motto, &t->gloss, &t->gloss_en, &t->gloss_ko };
		return head[i];
	}
	int p = (i - TEXT_HEAD) / PARAGRAPH_FIELDS;
	const char **paragraph[PARAGRAPH_FIELDS] = { &t->kind[p], &t->name[p],
		&t->text[p], &t->ge_gloss[p], &t->ge_gloss_en[p],
		&t->ge_gloss_ko[p] };
	return paragraph[(i - TEXT_HEAD) % PARAGRAPH_FIELDS];
}

int bifa_text_fields(const struct lr_bifa_text *t)
{
	return TEXT_HEAD + PARAGRAPH_FIELDS * t->count;
}

/* The texts the build read from the file found known
 * (bifa_find_table.h: each 法's number and paragraph count, then the
 * offset of each string field in bifa_texts_text, UINT32_MAX for none),
 * as though parsed; false when it wrote none. */
static bool builtin_texts(void)
{
	if (!BIFA_INDEX_HAVE)
		return false;
	static struct lr_bifa_text fresh[LR_BIFA_COUNT];
	memset(fresh, 0, sizeof fresh);
	const uint32_t *at = bifa_texts_at;
	for (int k = 0; k < LR_BIFA_COUNT; k++) {
		struct lr_bifa_text *t = &fresh[k];
		t->number = (int)*at++;
		t->count = (int)*at++;
		if (t->count > LR_BIFA_PASSAGES)
			return false;
		for (int f = 0; f < bifa_text_fields(t); f++, at++)
			*bifa_text_field(t, f) = *at == UINT32_MAX ? NULL
						 : bifa_texts_text + *at;
	}
	lr_table_free(&table);
	memcpy(texts, fresh, sizeof texts);
	loaded = true;
	texts_loads++;
	texts_from_build = true;
	return true;
}

bool bifa_texts_from_build(void)
{
	return loaded && texts_from_build;
}

/* The texts parsed, or -1 with the reason in ERR. */
static int texts_parsed(char *err, size_t errlen)
{
	if (loaded)
		return 0;
	if (known && !texts_loads && builtin_texts()) {
		known_loads = texts_loads;
		return 0;
	}
	int rc = lr_resource_load("bifa.tsv", lr_bifa_texts_load_file, err,
				  errlen);
	if (rc == 0 && known)
		known_loads = texts_loads;
	return rc;
}

const struct lr_bifa_text *lr_bifa_text(int number, char *err, size_t errlen)
{
	if (number < 1 || number > LR_BIFA_COUNT) {
		snprintf(err, errlen, "no 法 number %d", number);
		return NULL;
	}
	if (lr_bifa_texts_load(err, errlen) != 0
	    || texts_parsed(err, errlen) != 0)
		return NULL;
	return &texts[number - 1];
}

const char *lr_bifa_text_gloss(const struct lr_bifa_text *t)
{
	return lr_lang_pick(t->gloss, t->gloss_en, t->gloss_ko);
}

int lr_bifa_ge_glossed(const struct lr_bifa_text *t, int i)
{
	if (i < 0 || i >= t->count || strcmp(t->kind[i], "ge") != 0
	    || t->ge_gloss[i])
		return i;
	for (int o = 0; o < t->count; o++)
		if (t->ge_gloss[o] && !strcmp(t->name[o], t->name[i]))
			return o;
	return i;
}

const char *lr_bifa_ge_gloss(const struct lr_bifa_text *t, int i)
{
	if (i < 0 || i >= t->count || strcmp(t->kind[i], "ge") != 0)
		return NULL;
	i = lr_bifa_ge_glossed(t, i);
	return lr_lang_pick(t->ge_gloss[i], t->ge_gloss_en[i],
			    t->ge_gloss_ko[i]);
}

/* Does WORD (one name of a result's 格) name the 格 NAME? */
static bool ge_word_names(const char *word, size_t len, const char *name)
{
	size_t n = strlen(name), gl = strlen("格");
	if (len > gl && !strncmp(word + len - gl, "格", gl))
		len -= gl;
	if (n > gl && !strcmp(name + n - gl, "格"))
		n -= gl;
	return len && len == n && !strncmp(word, name, n);
}

int lr_bifa_ge_index(const struct lr_bifa_text *t, const char *ge, int from)
{
	for (int i = from < 0 ? 0 : from; i < t->count; i++) {
		if (strcmp(t->kind[i], "ge") != 0)
			continue;
		for (const char *p = ge; *p;) {
			size_t len = strcspn(p, " ");
			if (ge_word_names(p, len, t->name[i]))
				return i;
			p += len;
			p += strspn(p, " ");
		}
	}
	return -1;
}

/* ---- finding a 法 ---- */

/* The number NAME spells: "3", "第三法", "第三", "第三十一", "第一百". */
static int number_of(const char *name)
{
	char *end;
	long n = strtol(name, &end, 10);
	if (end != name && !*end)
		return n >= 1 && n <= LR_BIFA_COUNT ? (int)n : -1;
	/* every ordinal begins with 第 */
	if (strncmp(name, "第", strlen("第")) != 0)
		return -1;
	/* the ordinals are written once (under the index's lock) */
	static char ordinal[LR_BIFA_COUNT][32];
	if (!ordinal[0][0])
		for (int k = 1; k <= LR_BIFA_COUNT; k++)
			lr_bifa_ordinal(k, ordinal[k - 1], sizeof ordinal[0]);
	for (int k = 1; k <= LR_BIFA_COUNT; k++) {
		const char *o = ordinal[k - 1];
		/* "第三法" or "第三" (drop 法); a bare "三" is no 法's name (六
		 * is the first character of many) */
		size_t len = strlen(o), fa = strlen("法");
		if (!strcmp(name, o)
		    || (strlen(name) == len - fa && !strncmp(name, o, len - fa)))
			return k;
	}
	return -1;
}

/* NAME with a closing 格 dropped (the book writes 拱貴 and 拱貴格). */
static void drop_ge(char *s)
{
	size_t len = strlen(s), gl = strlen("格");
	if (len > gl * 2 && !strcmp(s + len - gl, "格"))
		s[len - gl] = '\0';
}

/* The names a 法 is found by, each written once as the key it is
 * compared by: the typed name normalized (WANT) is compared with each
 * name normalized, the same with a closing 格 dropped (BARE) with a
 * 格's name so, and the typed name folded (FOLD, lr_normalize_same)
 * with each name folded. SEQ is the order in which lr_bifa_find looked
 * at them one by one before: of the keys that match, the first in that
 * order answers. Two indexes: the verse lines (and their first four
 * characters), which need no file, and the text's headings and 格. */
static void find_add(struct find_index *x, enum find_kind kind,
		     const char *text, int number, const char *ge)
{
	if (x->failed || !text)
		return;
	if (x->n == x->cap) {
		size_t cap = x->cap ? x->cap * 2 : 512;
		struct find_key *k = realloc(x->keys, cap * sizeof *k);
		if (!k) {
			x->failed = true;
			return;
		}
		x->keys = k;
		x->cap = cap;
	}
	size_t len = strlen(text);
	char *key = malloc(len + 2);
	if (!key) {
		x->failed = true;
		return;
	}
	key[0] = (char)kind;
	memcpy(key + 1, text, len + 1);
	x->keys[x->n++] = (struct find_key){ key, x->seq, number, ge };
	x->owned = true;
}

/* NAME normalized (as WANT) and folded (as FOLD), for 法 NUMBER */
static void find_add_same(struct find_index *x, const char *name, int number)
{
	char h[256];
	lr_normalize(name, h, sizeof h);
	find_add(x, FIND_WANT, h, number, NULL);
	char *folded = name ? fold_text(name) : NULL;
	find_add(x, FIND_FOLD, folded, number, NULL);
	free(folded);
}

static int find_key_order(const void *a, const void *b)
{
	const struct find_key *p = a, *q = b;
	int c = strcmp(p->key, q->key);
	return c ? c : (p->seq > q->seq) - (p->seq < q->seq);
}

static void find_index_free(struct find_index *x)
{
	for (size_t i = 0; x->owned && i < x->n; i++)
		free((char *)x->keys[i].key);
	if (x->owned)
		free(x->keys);
	*x = (struct find_index){ 0 };
}

static void find_index_sort(struct find_index *x)
{
	if (!x->failed)
		qsort(x->keys, x->n, sizeof *x->keys, find_key_order);
}

/* The first key (in SEQ) of KIND and TEXT in X, or NULL. */
static const struct find_key *find_lookup(const struct find_index *x,
					  enum find_kind kind, const char *text)
{
	if (!text)
		return NULL;
	size_t len = strlen(text);
	char probe[520];
	if (len + 2 > sizeof probe)
		return NULL;
	probe[0] = (char)kind;
	memcpy(probe + 1, text, len + 1);
	size_t lo = 0, hi = x->n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (strcmp(x->keys[mid].key, probe) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < x->n && !strcmp(x->keys[lo].key, probe) ? &x->keys[lo]
							     : NULL;
}

/* The first of the keys of X that WANT (normalized), BARE (with 格
 * dropped) and FOLDED (folded) match. */
static const struct find_key *find_first(const struct find_index *x,
					 const char *want, const char *bare,
					 const char *folded)
{
	if (x->failed)		/* out of memory: nothing found */
		return NULL;
	const struct find_key *hit[3] = {
		find_lookup(x, FIND_WANT, want),
		bare ? find_lookup(x, FIND_BARE, bare) : NULL,
		find_lookup(x, FIND_FOLD, folded),
	}, *first = NULL;
	for (int i = 0; i < 3; i++)
		if (hit[i] && (!first || hit[i]->seq < first->seq))
			first = hit[i];
	return first;
}

/* the verse lines, and their first four characters */
static void build_verse_index(struct find_index *x)
{
	for (int k = 0; k < LR_BIFA_COUNT; k++) {
		char four[32];
		size_t cut = 0;
		for (int c = 0; c < 4 && lr_bifa_name(k + 1)[cut]; c++)
			cut += lr_utf8_char_len(lr_bifa_name(k + 1) + cut);
		snprintf(four, sizeof four, "%.*s", (int)cut, lr_bifa_name(k + 1));
		x->seq = k;
		find_add_same(x, lr_bifa_name(k + 1), k + 1);
		find_add_same(x, four, k + 1);
	}
	find_index_sort(x);
}

/* the loaded text's headings and 格 */
static void build_text_index(struct find_index *x)
{
	for (int k = 0; k < LR_BIFA_COUNT; k++) {
		x->seq++;
		/* a heading that is its verse line (95 of the 100) would have
		 * been found with the verse lines, before the text is read */
		if (!texts[k].heading || strcmp(texts[k].heading, lr_bifa_name(k + 1)) != 0)
			find_add_same(x, texts[k].heading, k + 1);
		for (int i = 0; i < texts[k].count; i++) {
			if (strcmp(texts[k].kind[i], "ge") != 0)
				continue;
			const char *ge = texts[k].name[i];
			x->seq++;
			char h[256];
			lr_normalize(ge, h, sizeof h);
			char hb[256];
			snprintf(hb, sizeof hb, "%s", h);
			drop_ge(hb);
			find_add(x, FIND_WANT, h, k + 1, ge);
			find_add(x, FIND_BARE, hb, k + 1, ge);
			/* 「悖戾格亦名倒拔蛇」 answers to either name */
			const char *aka = strstr(h, "亦名");
			if (aka) {
				char first[256];
				snprintf(first, sizeof first, "%.*s",
					 (int)(aka - h), h);
				drop_ge(first);
				find_add(x, FIND_BARE, first, k + 1, ge);
				find_add(x, FIND_WANT, aka + strlen("亦名"), k + 1,
					 ge);
			}
		}
	}
	find_index_sort(x);
}

/* the build's index of the headings (HEADINGS) or of the verse lines
 * into X, its strings named as the program reads them (made once);
 * false when memory is short */
static bool builtin_at(struct find_index *x, bool headings)
{
	static struct find_key *made[2];
	const struct find_key_at *at = headings ? bifa_heading_keys
						: bifa_verse_keys;
	const char *text = headings ? bifa_heading_text : bifa_verse_text;
	size_t n = headings ? bifa_heading_count : bifa_verse_count;
	if (!made[headings]) {
		struct find_key *k = malloc((n ? n : 1) * sizeof *k);
		if (!k)
			return false;
		for (size_t i = 0; i < n; i++)
			k[i] = (struct find_key){
				text + at[i].key, at[i].seq, at[i].number,
				at[i].ge == UINT32_MAX ? NULL : text + at[i].ge };
		made[headings] = k;
	}
	*x = (struct find_index){ .keys = made[headings], .n = n };
	return true;
}

/* the two indexes as the build wrote them: the verse lines' while
 * lr_normalize reads the lexicon the build wrote from the same names,
 * the headings' while bifa.tsv is the file the build read as well */
static bool builtin_index(struct find_index *x, bool headings)
{
	if (!BIFA_INDEX_HAVE
	    || (headings && (!known || (texts_loads && texts_loads != known_loads)))
	    || !normalize_builtin_from(bifa_index_shensha_digests))
		return false;
	return builtin_at(x, headings);
}

static pthread_mutex_t find_lock = PTHREAD_MUTEX_INITIALIZER;

int lr_bifa_find(const char *name, const char **ge)
{
	if (ge)
		*ge = NULL;
	char want[256];
	lr_normalize(name, want, sizeof want);
	pthread_mutex_lock(&find_lock);
	int n = number_of(want);
	static struct find_index verses, headings;
	static int headings_of = -1;	/* the texts_loads they were read from
					 * (0: the build's) */
	char *folded = NULL;
	if (n < 0) {
		folded = fold_text(want);
		if (!verses.n && !verses.failed && !builtin_index(&verses, false))
			build_verse_index(&verses);
		const struct find_key *k = find_first(&verses, want, NULL,
						      folded);
		n = k ? k->number : -1;
	}
	if (n < 0) {
		char err[256];
		if (lr_bifa_texts_load(err, sizeof err) == 0) {
			if (headings_of != texts_loads) {
				find_index_free(&headings);
				if (!builtin_index(&headings, true)) {
					if (texts_parsed(err, sizeof err) == 0)
						build_text_index(&headings);
				}
				headings_of = texts_loads;
			}
			char bare[256];
			snprintf(bare, sizeof bare, "%s", want);
			drop_ge(bare);
			const struct find_key *k = find_first(&headings, want,
							      bare, folded);
			if (k) {
				n = k->number;
				if (ge)
					*ge = k->ge;
			}
		}
	}
	free(folded);
	pthread_mutex_unlock(&find_lock);
	return n;
}

void bifa_find_indexes(const struct find_index **verses,
		       const struct find_index **headings)
{
	static struct find_index v, h;
	char err[256];
	find_index_free(&v);
	find_index_free(&h);
	build_verse_index(&v);
	if (texts_parsed(err, sizeof err) == 0)
		build_text_index(&h);
	*verses = &v;
	*headings = &h;
}

bool bifa_builtin_indexes(const struct find_index **verses,
			  const struct find_index **headings)
{
	static struct find_index v, h;
	if (!BIFA_INDEX_HAVE || !builtin_at(&v, false) || !builtin_at(&h, true))
		return false;
	*verses = &v;
	*headings = &h;
	return true;
}
