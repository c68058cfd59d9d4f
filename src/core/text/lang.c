/* liuren - lang.c: choosing the language, binding the gettext catalogs,
 * and the Traditional → Simplified conversion (OpenCC t2s) of what is
 * shown in zh-Hans, cached per string. OpenCC (a C++ library, which
 * brings libstdc++ with it) is loaded with dlopen when a conversion is
 * first asked for, so a process that never converts does not pay for
 * mapping and relocating it at start.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/lang.h"

#include <ctype.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/i18n.h"
#include "text/catalog.h"

/* OpenCC's shared library, by its soname (scripts/deps.sh finds it). */
#ifndef LR_OPENCC_LIB
#define LR_OPENCC_LIB "libopencc.so.1.1"
#endif

#ifndef LR_LOCALEDIR
#define LR_LOCALEDIR "/usr/local/share/locale"
#endif

static const struct {
	const char *code, *native, *catalog;
} langs[LR_LANG_COUNT] = {
	[LR_LANG_ZH_HANT] = { "zh-Hant", "繁體中文", "zh_TW" },
	[LR_LANG_ZH_HANS] = { "zh-Hans", "简体中文", "zh_CN" },
	[LR_LANG_EN] = { "en", "English", "en" },
	[LR_LANG_KO] = { "ko", "한국어", "ko" },
};

static enum lr_lang current = LR_LANG_ZH_HANT;
/* no catalog before lr_lang_use: each message as it is written */
static bool lang_chosen;
static const char *localedir;

const char *lr_lang_code(enum lr_lang lang)
{
	return (unsigned)lang < LR_LANG_COUNT ? langs[lang].code : NULL;
}

const char *lr_lang_native_name(enum lr_lang lang)
{
	return (unsigned)lang < LR_LANG_COUNT ? langs[lang].native : NULL;
}

const char *lr_lang_catalog(enum lr_lang lang)
{
	return (unsigned)lang < LR_LANG_COUNT ? langs[lang].catalog : NULL;
}

enum lr_lang lr_lang_current(void)
{
	return current;
}

int lr_lang_parse(const char *text)
{
	static const struct { const char *name; enum lr_lang lang; } words[] = {
		{ "繁體", LR_LANG_ZH_HANT }, { "繁体", LR_LANG_ZH_HANT },
		{ "繁體中文", LR_LANG_ZH_HANT }, { "繁体中文", LR_LANG_ZH_HANT },
		{ "正體", LR_LANG_ZH_HANT }, { "正体", LR_LANG_ZH_HANT },
		{ "简体", LR_LANG_ZH_HANS }, { "簡體", LR_LANG_ZH_HANS },
		{ "简体中文", LR_LANG_ZH_HANS }, { "簡體中文", LR_LANG_ZH_HANS },
		{ "英文", LR_LANG_EN }, { "英語", LR_LANG_EN }, { "英语", LR_LANG_EN },
		{ "english", LR_LANG_EN },
		{ "韓文", LR_LANG_KO }, { "韩文", LR_LANG_KO }, { "韓語", LR_LANG_KO },
		{ "韩语", LR_LANG_KO }, { "한국어", LR_LANG_KO }, { "korean", LR_LANG_KO },
	};
	if (!text)
		return -1;
	/* lower case, '_' as '-', no ".charset" or "@modifier" */
	char buf[64];
	size_t n = 0;
	for (const char *p = text; *p && *p != '.' && *p != '@' && n + 1 < sizeof buf; p++)
		buf[n++] = *p == '_' ? '-' : (char)tolower((unsigned char)*p);
	buf[n] = '\0';
	for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
		if (!strcmp(buf, words[i].name))
			return words[i].lang;
	if (!strncmp(buf, "zh", 2) && (buf[2] == '\0' || buf[2] == '-')) {
		const char *rest = buf + 2;
		if (strstr(rest, "hans") || !strcmp(rest, "-cn") || !strcmp(rest, "-sg")
		    || !strcmp(rest, "-my"))
			return LR_LANG_ZH_HANS;
		/* zh, zh-Hant, zh-TW, zh-HK, zh-MO: the book's script */
		if (!*rest || strstr(rest, "hant") || !strcmp(rest, "-tw")
		    || !strcmp(rest, "-hk") || !strcmp(rest, "-mo"))
			return LR_LANG_ZH_HANT;
		return -1;
	}
	if (!strncmp(buf, "en", 2) && (buf[2] == '\0' || buf[2] == '-'))
		return LR_LANG_EN;
	if (!strncmp(buf, "ko", 2) && (buf[2] == '\0' || buf[2] == '-'))
		return LR_LANG_KO;
	return -1;
}

int lr_lang_from_env(void)
{
	const char *language = getenv("LANGUAGE");
	if (language && *language) {
		char buf[256];
		snprintf(buf, sizeof buf, "%s", language);
		for (char *save = NULL, *tok = strtok_r(buf, ":", &save); tok;
		     tok = strtok_r(NULL, ":", &save)) {
			int lang = lr_lang_parse(tok);
			if (lang >= 0)
				return lang;
		}
	}
	/* POSIX order: the first of these that is set decides */
	static const char *const vars[] = { "LC_ALL", "LC_MESSAGES", "LANG" };
	for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
		const char *v = getenv(vars[i]);
		if (v && *v)
			return lr_lang_parse(v);
	}
	return -1;
}

const char *lr_lang_localedir(void)
{
	if (localedir)
		return localedir;
	const char *env = getenv("LIUREN_LOCALEDIR");
	if (env && *env)
		return localedir = env;
	/* the installed catalogs alone (the uninstalled program is given
	 * the build's in LIUREN_LOCALEDIR) */
	return localedir = LR_LOCALEDIR;
}

void lr_lang_use(enum lr_lang lang)
{
	/* the library's own state alone: no textdomain, LANGUAGE or
	 * LC_MESSAGES of the process (catalog.h) */
	if ((unsigned)lang >= LR_LANG_COUNT)
		lang = LR_LANG_ZH_HANT;
	current = lang;
	lang_chosen = true;
}

/* ---- the catalogs, read by the library (text/catalog.c) ---- */

static struct catalog catalogs[LR_LANG_COUNT];
static atomic_bool catalog_tried[LR_LANG_COUNT];	/* read (or tried) */
static pthread_mutex_t catalog_lock = PTHREAD_MUTEX_INITIALIZER;

/* LANG's catalog, read on first use (an empty one when it cannot be
 * read: every message then stays as written). */
static const struct catalog *catalog_of(enum lr_lang lang)
{
	if (atomic_load_explicit(&catalog_tried[lang], memory_order_acquire))
		return &catalogs[lang];
	pthread_mutex_lock(&catalog_lock);
	if (!atomic_load_explicit(&catalog_tried[lang], memory_order_relaxed)) {
		char path[4096];
		int n = snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/%s.mo",
				 lr_lang_localedir(), langs[lang].catalog,
				 LR_TEXTDOMAIN);
		if (n > 0 && (size_t)n < sizeof path)
			catalog_load(&catalogs[lang], path);
		atomic_store_explicit(&catalog_tried[lang], true,
				      memory_order_release);
	}
	pthread_mutex_unlock(&catalog_lock);
	return &catalogs[lang];
}

const char *lr_ngettext(const char *msgid, const char *plural,
			unsigned long n)
{
	if (!lang_chosen)
		return n == 1 ? msgid : plural;
	return catalog_find_plural(catalog_of(current), msgid, plural, n);
}

/* The messages found, by their address, for each thread: a message is
 * mostly a string literal asked again and again (a rule's template on
 * each chart, a label at each frame). A hit is the same address, the
 * same catalog and the same words as the catalog's own msgid: one
 * comparison instead of a search of the catalog. */
enum { GETTEXT_MEMO_BITS = 10, GETTEXT_MEMO = 1 << GETTEXT_MEMO_BITS };
struct gettext_memo {
	const char *msgid, *original, *translation;
	const struct catalog *catalog;
};
static _Thread_local struct gettext_memo gettext_memo[GETTEXT_MEMO];

const char *lr_gettext(const char *msgid)
{
	if (!msgid || !*msgid || !lang_chosen)
		return msgid;
	const struct catalog *c = catalog_of(current);
	/* Fibonacci hashing of the address: literals lie close together */
	uint64_t h = (uint64_t)(uintptr_t)msgid * UINT64_C(0x9E3779B97F4A7C15);
	struct gettext_memo *m = &gettext_memo[h >> (64 - GETTEXT_MEMO_BITS)];
	if (m->msgid == msgid && m->catalog == c
	    && strcmp(msgid, m->original) == 0)
		return m->translation;
	const char *original;
	const char *tr = catalog_lookup(c, msgid, &original);
	if (!tr)
		return msgid;
	*m = (struct gettext_memo){ msgid, original, tr, c };
	return tr;
}

/* ---- Traditional → Simplified ---- */

/* OpenCC's C interface (opencc.h), looked up in the library when the
 * first conversion is asked for: opencc_open gives a handle, or
 * (void *)-1 when the configuration cannot be read. */
static struct {
	void *(*open)(const char *config);
	char *(*convert_utf8)(void *handle, const char *input, size_t length);
	void (*convert_utf8_free)(char *text);
} opencc;
static void *t2s;
static int t2s_state;	/* 0 not tried, 1 open, -1 unavailable */

/* Look NAME up in LIB into the function pointer at FN. */
static bool symbol(void *lib, const char *name, void *fn)
{
	void *sym = dlsym(lib, name);
	memcpy(fn, &sym, sizeof sym);	/* POSIX: object to function pointer */
	return sym != NULL;
}

static bool t2s_open(void)
{
	if (t2s_state != 0)
		return t2s_state == 1;
	t2s_state = -1;
	void *lib = dlopen(LR_OPENCC_LIB, RTLD_NOW | RTLD_LOCAL);
	if (!lib)
		return false;
	if (!symbol(lib, "opencc_open", &opencc.open) ||
	    !symbol(lib, "opencc_convert_utf8", &opencc.convert_utf8) ||
	    !symbol(lib, "opencc_convert_utf8_free", &opencc.convert_utf8_free))
		return false;
	t2s = opencc.open("t2s.json");
	if (t2s == (void *)-1)
		return false;
	t2s_state = 1;
	return true;
}

bool lr_lang_t2s_available(void)
{
	return t2s_open();
}

static bool is_ascii(const char *s)
{
	for (; *s; s++)
		if ((unsigned char)*s >= 0x80)
			return false;
	return true;
}

/* 乾 is the trigram and its palace (西北之維, 戌亥: 力士 "艮 艮 巽 … 乾
 * 乾 乾", 德慶 "五乾六甲上") wherever the book writes it alone, and
 * Simplified keeps 乾 for the trigram; OpenCC's t2s, which reads a lone
 * 乾 as "dry" (干), converts it only inside the words where it means dry
 * or adoptive (玄胎課 "家招乾兒義女"). Elsewhere 乾 is held back as a
 * private-use character while the rest is converted. */
static const char QIAN[] = "乾", QIAN_HELD[] = "\xee\x80\x80";	/* U+E000 */
static const char *const qian_words[] = {
	"乾兒", "乾女", "乾爹", "乾娘", "乾媽", "乾親", "乾燥", "乾淨",
	"乾枯", "乾旱", "乾涸", "乾糧",
};

static bool qian_in_word(const char *at)
{
	for (size_t i = 0; i < sizeof qian_words / sizeof qian_words[0]; i++)
		if (!strncmp(at, qian_words[i], strlen(qian_words[i])))
			return true;
	return false;
}

/* TEXT with each 乾 but those of qian_words replaced by FROM → TO (both
 * three bytes), or NULL when out of memory. */
static char *swap_qian(const char *text, const char *from, const char *to,
		       bool check_words)
{
	char *out = strdup(text);
	if (!out)
		return NULL;
	for (char *p = out; (p = strstr(p, from)); p += 3)
		if (!check_words || !qian_in_word(p))
			memcpy(p, to, 3);
	return out;
}

/* TEXT converted but for its verbatim spans (LR_VERBATIM_OPEN …
 * LR_VERBATIM_CLOSE, or to the end when one is left open), which are
 * copied as they are, marks dropped; NULL when out of memory. */
static char *t2s_around_verbatim(const char *text)
{
	size_t cap = strlen(text) * 2 + 16, used = 0;
	char *out = malloc(cap);
	if (!out)
		return NULL;
	const char *p = text;
	while (*p) {
		const char *open = strstr(p, LR_VERBATIM_OPEN);
		size_t plain = open ? (size_t)(open - p) : strlen(p);
		char *seg = strndup(p, plain);
		char *conv = seg ? lr_lang_t2s_dup(seg) : NULL;
		free(seg);
		const char *v = NULL;
		size_t vlen = 0;
		if (open) {
			v = open + strlen(LR_VERBATIM_OPEN);
			const char *close = strstr(v, LR_VERBATIM_CLOSE);
			vlen = close ? (size_t)(close - v) : strlen(v);
			p = close ? close + strlen(LR_VERBATIM_CLOSE) : v + vlen;
		} else {
			p += plain;
		}
		size_t cl = conv ? strlen(conv) : 0;
		if (!conv || used + cl + vlen + 1 > cap) {
			cap = (used + cl + vlen + 1) * 2;
			char *n = conv ? realloc(out, cap) : NULL;
			if (!n) {
				free(conv);
				free(out);
				return NULL;
			}
			out = n;
		}
		memcpy(out + used, conv, cl);
		used += cl;
		if (v) {
			memcpy(out + used, v, vlen);
			used += vlen;
		}
		free(conv);
	}
	out[used] = '\0';
	return out;
}

bool lr_lang_verbatim_marks(void)
{
	return current == LR_LANG_ZH_HANS && t2s_open();
}

char *lr_lang_t2s_dup(const char *text)
{
	if (!text)
		return NULL;
	if (strstr(text, LR_VERBATIM_OPEN) || strstr(text, LR_VERBATIM_CLOSE)) {
		/* a lone close (a span begun in an earlier piece) is dropped */
		if (!strstr(text, LR_VERBATIM_OPEN)) {
			const char *c = strstr(text, LR_VERBATIM_CLOSE);
			char *rest = lr_lang_t2s_dup(c + strlen(LR_VERBATIM_CLOSE));
			size_t head = (size_t)(c - text);
			char *out = rest ? malloc(head + strlen(rest) + 1) : NULL;
			if (out) {
				memcpy(out, text, head);
				strcpy(out + head, rest);
			}
			free(rest);
			return out;
		}
		return t2s_around_verbatim(text);
	}
	if (is_ascii(text) || !t2s_open())
		return strdup(text);
	char *held = strstr(text, QIAN) ? swap_qian(text, QIAN, QIAN_HELD, true)
					: NULL;
	bool restore = held != NULL;
	char *c = opencc.convert_utf8(t2s, restore ? held : text,
				      strlen(restore ? held : text));
	free(held);
	if (!c)
		return strdup(text);
	char *copy = restore ? swap_qian(c, QIAN_HELD, QIAN, false) : strdup(c);
	opencc.convert_utf8_free(c);
	return copy;
}

const char *lr_lang_pick(const char *zh, const char *en, const char *ko)
{
	const char *own = lr_lang_current() == LR_LANG_EN ? en
			  : lr_lang_current() == LR_LANG_KO ? ko : NULL;
	return own ? own : zh;
}

const char *lr_lang_bracket(const char *name, const char *inner, char *buf,
			    size_t size)
{
	if (!size)
		return buf;
	if (!inner || !*inner) {
		snprintf(buf, size, "%s", name ? name : "");
		return buf;
	}
	/* 知一（比用）, 知一 (比用), 知一(比用) */
	const char *open = current == LR_LANG_EN ? " (" : current == LR_LANG_KO
			   ? "(" : "（";
	const char *close = current == LR_LANG_EN || current == LR_LANG_KO
			    ? ")" : "）";
	snprintf(buf, size, "%s%s%s%s", name ? name : "", open, inner, close);
	return buf;
}
