/* liuren - i18n.h: the one way a person-facing string is marked for
 * translation. _() looks the message up in the "liuren" catalog (a GNU
 * .mo file, read by the library); N_() marks a string in a static table, translated where it is
 * shown. Message ids are English, but for the reasons the detectors write
 * (their Chinese templates); the catalogs under po/ give zh_TW
 * (Traditional Chinese, the default), zh_CN, en and ko. Classical text and
 * 六壬 terms are data, never catalog entries.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_I18N_H
#define LIUREN_I18N_H


#define LR_TEXTDOMAIN "liuren"

/* MSGID's translation in the "liuren" catalog of the language of
 * lr_lang_use, read by the library itself (src/core/text/catalog.c): no
 * textdomain, LANGUAGE or LC_MESSAGES of the process is read or set. */
const char *lr_gettext(const char *msgid)
#if defined(__GNUC__)
	__attribute__((format_arg(1)))
#endif
	;

/* ngettext in the "liuren" domain: the form of MSGID (PLURAL in English)
 * for N, in the language of lr_lang_use. */
const char *lr_ngettext(const char *msgid, const char *plural,
			unsigned long n)
#if defined(__GNUC__)
	__attribute__((format_arg(1), format_arg(2)))
#endif
	;

#define _(msgid) lr_gettext(msgid)
#define N_(msgid) (msgid)

#endif
