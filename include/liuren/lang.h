/* liuren - lang.h: the language a person reads the program in.
 *
 * Four languages: zh-Hant (Traditional Chinese, the book's own script and
 * the default), zh-Hans (Simplified Chinese), en and ko (Korean chrome;
 * the 六壬 terms stay in 漢字). The chrome comes from the gettext
 * catalogs under po/ (zh_TW, zh_CN, en, ko); in zh-Hans every Chinese
 * string shown is also converted from Traditional to Simplified with
 * OpenCC's phrase-aware t2s configuration at the output layer, so the
 * core and its data stay Traditional.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_LANG_H
#define LIUREN_LANG_H

#include <stdbool.h>
#include <stddef.h>

#include "liuren/export.h"

LR_BEGIN_DECLS

enum lr_lang {
	LR_LANG_ZH_HANT,	/* 繁體中文 (catalog zh_TW) */
	LR_LANG_ZH_HANS,	/* 简体中文 (catalog zh_CN) */
	LR_LANG_EN,		/* English (catalog en) */
	LR_LANG_KO,		/* 한국어 (catalog ko) */
	LR_LANG_COUNT
};

/* The language named by TEXT: "zh-Hant", "zh-Hans", "en", "ko", also
 * locale-style names ("zh_TW", "zh_CN.UTF-8", "ko_KR", "en_US") and the
 * Chinese names (繁體, 简体, 英文, 韓文). -1 when TEXT names none. */
int lr_lang_parse(const char *text);

/* "zh-Hant", "zh-Hans", "en", "ko". */
const char *lr_lang_code(enum lr_lang lang);
/* The language's own name: "繁體中文", "简体中文", "English", "한국어". */
const char *lr_lang_native_name(enum lr_lang lang);
/* The catalog directory name: "zh_TW", "zh_CN", "en", "ko". */
const char *lr_lang_catalog(enum lr_lang lang);

/* The language the environment asks for: the first entry of LANGUAGE
 * that names one, else the first of LC_ALL, LC_MESSAGES, LANG that is
 * set (zh_CN/zh_SG → zh-Hans; zh_TW/zh_HK/zh_MO → zh-Hant; ko → ko;
 * en → en). -1 when none does (C, POSIX, C.UTF-8, another language). */
int lr_lang_from_env(void);

/* Read the library's messages in LANG from now on (before the first
 * call, each message is as written: English, the reasons zh-Hant), from
 * its own catalogs (LL/LC_MESSAGES/liuren.mo under LIUREN_LOCALEDIR,
 * else the installed ones: the program run uninstalled is given the
 * build's there), read by the library itself: the process's text
 * domain, LANGUAGE and locale are neither read nor changed. May be
 * called again to switch live. */
void lr_lang_use(enum lr_lang lang);

/* The language in use (zh-Hant until lr_lang_use is called). */
enum lr_lang lr_lang_current(void);

/* Of a text the program's data holds in three languages, the one the
 * person reads now: EN in English, KO in Korean (each when not NULL),
 * else ZH (Traditional; lr_lang_display converts it for zh-Hans). */
const char *lr_lang_pick(const char *zh, const char *en, const char *ko);

/* NAME with INNER in brackets as the current language writes them, the
 * one style of each language (both faces call it): 知一（比用） in
 * Chinese, 知一 (比用) in English, 知一(比用) in Korean; NAME alone when
 * INNER is empty. Into BUF (SIZE bytes, cut when it does not fit).
 * Returns BUF. */
const char *lr_lang_bracket(const char *name, const char *inner, char *buf,
			    size_t size);

/* The directory the catalogs are read from, as chosen by lr_lang_use. */
const char *lr_lang_localedir(void);

/* The marks around a text the program shows as it is in every language,
 * the user's own words (a case's question, tags, notes): the zh-Hans
 * conversion (lr_lang_t2s_dup, lr_lang_display, the command line's
 * zh-Hans output) copies what lies between them unconverted and drops the
 * marks. Two private-use characters, U+E001 and U+E002. */
#define LR_VERBATIM_OPEN "\xee\x80\x81"
#define LR_VERBATIM_CLOSE "\xee\x80\x82"

/* Are the verbatim marks needed around the user's words now (zh-Hans with
 * its conversion at hand)? Elsewhere they must not be written. */
bool lr_lang_verbatim_marks(void);

/* TEXT as the person reads it in the current language: in zh-Hans the
 * OpenCC t2s conversion of TEXT, in Korean TEXT with its joint particles
 * picked (lr_ko_particles: 六合을(를) → 六合을), each done once per
 * distinct string and cached (the pointer stays valid for the life of
 * the program; past the cache's size, for the next 16 calls); in every
 * other language, or with nothing to change, TEXT itself. ASCII text is
 * returned as it is. */
const char *lr_lang_display(const char *text);

/* OpenCC t2s of TEXT (phrase-aware), in a new malloc'd string, whatever
 * the current language, but for its verbatim spans (LR_VERBATIM_OPEN …
 * LR_VERBATIM_CLOSE, marks dropped); NULL when out of memory. Uncached.
 * When OpenCC cannot be opened, a copy of TEXT. */
char *lr_lang_t2s_dup(const char *text);

/* Is the OpenCC converter available (its library loaded, its
 * configuration found)? The first call (or the first conversion) loads
 * the library. */
bool lr_lang_t2s_available(void);

LR_END_DECLS

#endif
