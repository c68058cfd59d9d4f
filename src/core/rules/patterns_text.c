/* liuren - patterns_text.c: pattern names, aliases and close matches, and
 * the classical passages and glosses of res/patterns.tsv.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/patterns.h"
#include "liuren/i18n.h"
#include "liuren/lang.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/resource.h"
#include "liuren/quote.h"
#include "liuren/table.h"
#include "liuren/utf8.h"
#include "rules/patterns_texts.h"
#include "rules/rules.h"
#include "text/res_known.h"

/* the texts of res/patterns.tsv and its size and digest, and the names
 * lr_pattern_find knows, as the build wrote them (tools/gen_name_index.c,
 * $(B)/gen/pattern_texts_table.h); the generator is linked with this
 * file compiled without them (LR_PATTERN_TEXTS_NO_BUILTIN) */
#ifdef LR_PATTERN_TEXTS_NO_BUILTIN
enum { PATTERN_TEXTS_HAVE = 0, PATTERN_NAMES_COUNT = 0 };
static const char pattern_names_text[1];
static const uint32_t pattern_names_at[1][2];
static const int pattern_names_owner[1];
static const uint64_t pattern_texts_file_size = 0,
	pattern_texts_file_digest = 0;
static const char pattern_texts_text[1];
static const uint32_t pattern_texts_at[1];
#else
#include "pattern_texts_table.h"
#endif

/* ---- names ---- */

/* Simplified forms of the characters in pattern names, and their
 * Traditional ones. */
static const char *const simplified[][2] = {
	{ "传", "傳" }, { "伤", "傷" }, { "仪", "儀" }, { "两", "兩" },
	{ "别", "別" }, { "动", "動" }, { "胜", "勝" }, { "势", "勢" },
	{ "审", "審" }, { "专", "專" }, { "将", "將" }, { "强", "強" },
	{ "弹", "彈" }, { "后", "後" }, { "断", "斷" }, { "时", "時" },
	{ "昼", "晝" }, { "桥", "橋" }, { "机", "機" }, { "栏", "欄" },
	{ "冲", "沖" }, { "渐", "漸" }, { "无", "無" }, { "烦", "煩" },
	{ "争", "爭" }, { "狱", "獄" }, { "禄", "祿" }, { "礼", "禮" },
	{ "竞", "競" }, { "帘", "簾" }, { "绝", "絕" }, { "缀", "綴" },
	{ "联", "聯" }, { "临", "臨" }, { "摇", "搖" }, { "华", "華" },
	{ "盖", "蓋" }, { "视", "視" }, { "贵", "貴" }, { "轩", "軒" },
	{ "连", "連" }, { "进", "進" }, { "遥", "遙" }, { "远", "遠" },
	{ "长", "長" }, { "阴", "陰" }, { "阳", "陽" }, { "阶", "階" },
	{ "隐", "隱" }, { "离", "離" }, { "驾", "駕" }, { "鹏", "鵬" },
	{ "丽", "麗" }, { "龙", "龍" }, { "见", "見" }, { "责", "責" },
	{ "风", "風" }, { "剋", "克" }, { "迴", "回" }, { "遊", "游" },
	{ "马", "馬" }, { "迁", "遷" }, { "会", "會" }, { "轩", "軒" },
};


enum { SIMPLIFIED = sizeof simplified / sizeof simplified[0] };

/* the three bytes of a character as one number */
static uint32_t char3(const char *s)
{
	return (uint32_t)(unsigned char)s[0] << 16
	       | (uint32_t)(unsigned char)s[1] << 8 | (unsigned char)s[2];
}

/* the table's characters by number, sorted once (insertion, the rows
 * in order: of equal keys the last row last) */
static struct { uint32_t key; int row; } by_key[SIMPLIFIED];
static pthread_once_t by_key_once = PTHREAD_ONCE_INIT;

static void sort_by_key(void)
{
	for (size_t n = 0; n < SIMPLIFIED; n++) {
		uint32_t k = char3(simplified[n][0]);
		size_t i = n;
		while (i > 0 && by_key[i - 1].key > k) {
			by_key[i] = by_key[i - 1];
			i--;
		}
		by_key[i].key = k;
		by_key[i].row = (int)n;
	}
}

/* The Traditional form of the Simplified character numbered KEY (of
 * three bytes), or NULL (the last row of a character answers, as the
 * scan of the table did). */
static const char *traditional_of(uint32_t key)
{
	pthread_once(&by_key_once, sort_by_key);
	size_t lo = 0, hi = SIMPLIFIED;
	while (lo < hi) {	/* past the last of equal keys */
		size_t mid = lo + (hi - lo) / 2;
		if (by_key[mid].key <= key)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo > 0 && by_key[lo - 1].key == key
	       ? simplified[by_key[lo - 1].row][1] : NULL;
}

/* Copy TEXT into BUF with Simplified forms made Traditional and spaces
 * dropped. */
static void normalize(const char *text, char *buf, size_t size)
{
	size_t used = 0;
	while (*text && used + 5 < size) {
		size_t len = lr_utf8_char_len(text);
		if (*text == ' ' || *text == '\t') {
			text++;
			continue;
		}
		/* every Simplified form above is of three bytes */
		const char *rep = len == 3 ? traditional_of(char3(text)) : NULL;
		if (rep) {
			memcpy(buf + used, rep, strlen(rep));
			used += strlen(rep);
		} else {
			memcpy(buf + used, text, len);
			used += len;
		}
		text += len;
	}
	buf[used] = '\0';
}

/* Names compare without a closing 格 ("向陽格" is 向陽, "遞生" is 遞生格)
 * when at least two characters are left: the book writes both. */
static void drop_ge(char *name)
{
	static const char ge[] = "格";
	size_t len = strlen(name), gl = sizeof ge - 1;
	if (len >= gl + 6 && !strcmp(name + len - gl, ge))
		name[len - gl] = '\0';
}

/* The K-th space-separated alias in ALIASES into BUF; false past the
 * last one. */
static bool alias_at(const char *aliases, int k, char *buf, size_t size)
{
	const char *p = aliases;
	for (int i = 0; *p; i++) {
		while (*p == ' ')
			p++;
		size_t len = strcspn(p, " ");
		if (!len)
			break;
		if (i == k) {
			if (len >= size)
				len = size - 1;
			memcpy(buf, p, len);
			buf[len] = '\0';
			return true;
		}
		p += len;
	}
	return false;
}

/* Static storage for the alias strings handed out. */
static char alias_store[MAX_NAMES][NAME_LEN];
static const char *all_names[MAX_NAMES];
static int alias_owner[MAX_NAMES];
static int name_count;
/* Each name as lr_pattern_find compares it (a name may hold a
 * Traditional form the table above folds, 遊 → 游) */
static const char *compared[MAX_NAMES];
static bool names_from_build;

/* Other books' names for a whole pattern (not a variant): they answer
 * for the pattern itself in `show`, `find` and filters. */
static const struct {
	const char *name;
	int id;
} other_names[] = {
	/* vol. 37 度厄, 《觀月經》 "四課之中三上克下是長幼卦也". */
	{ "長幼", LR_P_DUE },
	/* the 課經: 元 for 玄 (the Qing taboo), the transcription's 斫,
	 * and the heading 「孤寡課」 for 孤辰 with 寡宿 */
	{ "元胎", LR_P_XUANTAI },
	{ "斫輪", LR_P_ZHUOLUN },
	{ "孤寡", LR_P_GUCHEN },
};
enum { OTHER_NAMES = sizeof other_names / sizeof other_names[0] };

/* the first names: the patterns' own, then the other books' */
static const char *plain_name(int i)
{
	return i < RULE_KE_COUNT ? lr_pattern_info(i)->name
	       : other_names[i - RULE_KE_COUNT].name;
}

int pattern_names_build(const char **names, char (*compared_as)[NAME_LEN * 4],
			int *owner, char (*aliases)[NAME_LEN])
{
	int n = 0;
	for (int id = 0; id < RULE_KE_COUNT; id++) {
		names[n] = plain_name(n);
		owner[n++] = id;
	}
	for (int k = 0; k < OTHER_NAMES; k++) {
		names[n] = plain_name(n);
		owner[n++] = other_names[k].id;
	}
	for (int id = 0; id < RULE_KE_COUNT && n < MAX_NAMES; id++) {
		char a[NAME_LEN];
		for (int k = 0; alias_at(lr_pattern_info(id)->aliases, k, a, sizeof a)
		     && n < MAX_NAMES; k++) {
			strcpy(aliases[n], a);
			names[n] = aliases[n];
			owner[n++] = id;
		}
	}
	for (int i = 0; i < n; i++) {
		normalize(names[i], compared_as[i], sizeof compared_as[i]);
		drop_ge(compared_as[i]);
	}
	return n;
}

/* The names as the build wrote them (pattern_texts_table.h: each
 * alias and each name as compared, by offset in pattern_names_text,
 * and its pattern); false when it wrote none. */
static bool builtin_names(void)
{
	int count = PATTERN_NAMES_COUNT;
	if (!PATTERN_TEXTS_HAVE || count > (int)MAX_NAMES
	    || count < (int)(RULE_KE_COUNT + OTHER_NAMES))
		return false;
	for (int i = 0; i < PATTERN_NAMES_COUNT; i++) {
		all_names[i] = i < RULE_KE_COUNT + OTHER_NAMES ? plain_name(i)
			       : pattern_names_text + pattern_names_at[i][0];
		compared[i] = pattern_names_text + pattern_names_at[i][1];
		alias_owner[i] = pattern_names_owner[i];
	}
	name_count = PATTERN_NAMES_COUNT;
	names_from_build = true;
	return true;
}

static void build_names(void)
{
	if (name_count || builtin_names())
		return;
	static char compared_store[MAX_NAMES][NAME_LEN * 4];
	name_count = pattern_names_build(all_names, compared_store, alias_owner,
					 alias_store);
	for (int i = 0; i < name_count; i++)
		compared[i] = compared_store[i];
}

bool pattern_names_from_build(void)
{
	build_names();
	return names_from_build;
}

int lr_pattern_find(const char *name, const char **variant)
{
	char want[128];
	normalize(name, want, sizeof want);
	drop_ge(want);
	build_names();
	for (int i = 0; i < name_count; i++) {
		if (strcmp(compared[i], want) != 0)
			continue;
		if (variant)
			*variant = i < RULE_KE_COUNT + OTHER_NAMES ? NULL
								   : all_names[i];
		return alias_owner[i];
	}
	return -1;
}

bool lr_pattern_result_matches(const struct lr_rule_result *r,
			       const char *name)
{
	if (r->verdict != LR_RULE_FIRED)
		return false;
	const char *variant = NULL;
	int id = lr_pattern_find(name, &variant);
	if (id != (int)r->rule)
		return false;
	return !variant || strstr(r->variant, variant) != NULL;
}

int lr_pattern_names(const char **out, int max)
{
	build_names();
	for (int i = 0; i < name_count && i < max; i++)
		out[i] = all_names[i];
	return name_count;
}


static int count_chars(const char *s)
{
	int n = 0;
	for (; *s; s += lr_utf8_char_len(s))
		n++;
	return n;
}

int lr_pattern_suggest(const char *name, const char **out, int max)
{
	char want[128];
	normalize(name, want, sizeof want);
	build_names();
	int limit = count_chars(want) <= 2 ? 1 : 2;
	int n = 0;
	for (int d = 0; d <= limit && n < max; d++)
		for (int i = 0; i < name_count && n < max; i++) {
			bool contains = d == limit && *want
					&& strstr(all_names[i], want) != NULL;
			if (lr_utf8_distance(want, all_names[i]) == d
			    || (contains && lr_utf8_distance(want, all_names[i]) > limit))
				out[n++] = all_names[i];
		}
	return n;
}

/* ---- commentary ---- */

/* A passage breaks its lines with the two characters "\n" (verse by its
 * lines, a note apart, a chart drawing as a plate); make them real line
 * breaks, in place. */
static void unescape_lines(char *s)
{
	char *w = s;
	for (const char *p = s; *p; p++) {
		if (p[0] == '\\' && p[1] == 'n') {
			*w++ = '\n';
			p++;
		} else {
			*w++ = *p;
		}
	}
	*w = '\0';
}

static struct lr_table text_table;


static struct lr_pattern_text texts[RULE_KE_COUNT];
static bool texts_loaded;
static bool texts_from_build;	/* texts[] are the build's (builtin_texts) */

int lr_pattern_texts_load_file(const char *path, char *err, size_t errlen)
{
	struct lr_table t;
	if (lr_table_read(path, 4, &t, err, errlen) != 0)
		return -1;
	struct lr_pattern_text fresh[RULE_KE_COUNT];
	memset(fresh, 0, sizeof fresh);
	int gloss_line[RULE_KE_COUNT] = { 0 };
	int last = -1;		/* a pattern's rows stand together */
	for (size_t i = 0; i < t.nrows; i++) {
		const struct lr_table_row *row = &t.rows[i];
		char **f = row->fields;
		int id = -1;
		if (last >= 0 && !strcmp(lr_pattern_info(last)->name, f[0]))
			id = last;
		for (int k = 0; k < RULE_KE_COUNT && id < 0; k++)
			if (!strcmp(lr_pattern_info(k)->name, f[0]))
				id = k;
		last = id;
		int rc = 0;
		if (id < 0)
			rc = lr_table_fail(err, errlen, path, row->line,
					   "unknown pattern '%s'", f[0]);
		else if (!*f[3])
			rc = lr_table_fail(err, errlen, path, row->line,
					   "empty text for '%s'", f[0]);
		else if (!strcmp(f[1], "gloss")) {
			if (fresh[id].gloss)
				rc = lr_table_fail(err, errlen, path, row->line,
						   "second gloss for '%s'", f[0]);
			else {
				fresh[id].gloss = f[3];
				gloss_line[id] = row->line;
			}
		} else if (!strcmp(f[1], "gloss-en")
			   || !strcmp(f[1], "gloss-ko")) {
			const char **slot = f[1][6] == 'e' ? &fresh[id].gloss_en
							  : &fresh[id].gloss_ko;
			if (*slot)
				rc = lr_table_fail(err, errlen, path, row->line,
						   "second %s for '%s'", f[1],
						   f[0]);
			else
				*slot = f[3];
		} else if (!strcmp(f[1], "text") || !strcmp(f[1], "verse")
			   || !strcmp(f[1], "note") || !strcmp(f[1], "book")
			   || !strcmp(f[1], "plate")) {
			struct lr_pattern_text *p = &fresh[id];
			if (p->passage_count >= LR_PATTERN_PASSAGES)
				rc = lr_table_fail(err, errlen, path, row->line,
						   "too many passages for '%s'",
						   f[0]);
			else {
				unescape_lines(f[3]);
				p->where[p->passage_count] = f[2];
				p->kind[p->passage_count] = f[1];
				p->passages[p->passage_count++] = f[3];
			}
		} else {
			rc = lr_table_fail(err, errlen, path, row->line,
					   "unknown kind '%s' (want text, verse, "
					   "note, book, plate, gloss, gloss-en "
					   "or gloss-ko)",
					   f[1]);
		}
		if (rc) {
			lr_table_free(&t);
			return -1;
		}
	}
	for (int k = 0; k < RULE_KE_COUNT; k++) {
		fresh[k].id = (int)k;
		fresh[k].name = lr_pattern_info(k)->name;
		if (!fresh[k].passage_count || !fresh[k].gloss) {
			lr_table_fail(err, errlen, path, 0,
				      "pattern '%s' has no %s", fresh[k].name,
				      fresh[k].gloss ? "passage" : "gloss");
			lr_table_free(&t);
			return -1;
		}
		/* a gloss is read in every language */
		if (!fresh[k].gloss_en || !fresh[k].gloss_ko) {
			lr_table_fail(err, errlen, path, gloss_line[k],
				      "the gloss of '%s' has no %s",
				      fresh[k].name,
				      fresh[k].gloss_en ? "gloss-ko"
							: "gloss-en");
			lr_table_free(&t);
			return -1;
		}
	}
	lr_table_free(&text_table);
	text_table = t;
	memcpy(texts, fresh, sizeof texts);
	texts_loaded = true;
	texts_from_build = false;
	return 0;
}

/* the data directory's patterns.tsv is the one the build checked: it is
 * parsed when a text is first asked for (print only checks it), or read
 * as the build wrote it */
static bool texts_known;

enum { TEXT_HEAD = 3, PASSAGE_FIELDS = 3 };

const char **pattern_text_field(struct lr_pattern_text *t, int i)
{
	if (i < TEXT_HEAD) {
		const char **head[TEXT_HEAD] = { &t->gloss, &t->gloss_en,
						 &t->gloss_ko };
		return head[i];
	}
	int p = (i - TEXT_HEAD) / PASSAGE_FIELDS;
	const char **passage[PASSAGE_FIELDS] = { &t->passages[p], &t->where[p],
						 &t->kind[p] };
	return passage[(i - TEXT_HEAD) % PASSAGE_FIELDS];
}

int pattern_text_fields(const struct lr_pattern_text *t)
{
	return TEXT_HEAD + PASSAGE_FIELDS * t->passage_count;
}

/* The texts the build read (pattern_texts_table.h: each 課體's passage
 * count, then the offset of each string field in pattern_texts_text,
 * UINT32_MAX for none), as though parsed; false when it wrote none. */
static bool builtin_texts(void)
{
	if (!PATTERN_TEXTS_HAVE)
		return false;
	struct lr_pattern_text fresh[RULE_KE_COUNT];
	memset(fresh, 0, sizeof fresh);
	const uint32_t *at = pattern_texts_at;
	for (int k = 0; k < RULE_KE_COUNT; k++) {
		struct lr_pattern_text *t = &fresh[k];
		t->id = k;
		t->name = lr_pattern_info(k)->name;
		t->passage_count = (int)*at++;
		if (t->passage_count > LR_PATTERN_PASSAGES)
			return false;
		for (int f = 0; f < pattern_text_fields(t); f++, at++)
			*pattern_text_field(t, f) = *at == UINT32_MAX ? NULL
						    : pattern_texts_text + *at;
	}
	lr_table_free(&text_table);
	memcpy(texts, fresh, sizeof texts);
	texts_loaded = true;
	texts_from_build = true;
	return true;
}

bool pattern_texts_from_build(void)
{
	return texts_loaded && texts_from_build;
}

int lr_pattern_texts_load(char *err, size_t errlen)
{
	if (texts_loaded || texts_known)
		return 0;
	if (PATTERN_TEXTS_HAVE ? lr_res_matches("patterns.tsv",
						pattern_texts_file_size,
						pattern_texts_file_digest)
			       : lr_res_known("patterns.tsv")) {
		texts_known = true;
		return 0;
	}
	return lr_resource_load("patterns.tsv", lr_pattern_texts_load_file, err, errlen);
}

/* The texts parsed, or -1 with the reason in ERR. */
static int texts_parsed(char *err, size_t errlen)
{
	if (texts_loaded)
		return 0;
	if (lr_pattern_texts_load(err, errlen) != 0)	/* parsed unless known */
		return -1;
	if (texts_loaded || (texts_known && builtin_texts()))
		return 0;
	return lr_resource_load("patterns.tsv", lr_pattern_texts_load_file, err, errlen);
}

const struct lr_pattern_text *lr_pattern_lookup(const char *name, char *err,
						size_t errlen)
{
	int id = lr_pattern_find(name, NULL);
	if (id < 0) {
		char q[LR_QUOTE_SIZE];
		snprintf(err, errlen, _("unknown pattern '%s'"),
			 lr_quote(name, q, sizeof q));
		return NULL;
	}
	if (texts_parsed(err, errlen) != 0)
		return NULL;
	return &texts[id];
}

const char *lr_pattern_text_gloss(const struct lr_pattern_text *t)
{
	return lr_lang_pick(t->gloss, t->gloss_en, t->gloss_ko);
}
