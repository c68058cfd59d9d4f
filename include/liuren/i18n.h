/* liuren - i18n.h: the one way a person-facing string is marked for
 * translation. _() looks the message up in the "liuren" catalog (GNU
 * gettext); N_() marks a string in a static table, translated where it is
 * shown. Message ids are English, but for the reasons the detectors write
 * (their Chinese templates); the catalogs under po/ give zh_TW
 * (Traditional Chinese, the default), zh_CN, en and ko. Classical text and
 * 六壬 terms are data, never catalog entries.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_I18N_H
#define LIUREN_I18N_H

#include <libintl.h>

#define LR_TEXTDOMAIN "liuren"

/* gettext(MSGID) in the "liuren" domain, each message looked up once per
 * language and remembered (gettext itself reads the environment and the
 * locale on every call; a chart's reasons ask for hundreds); in lang.c,
 * which switches the language. */
const char *lr_gettext(const char *msgid)
#if defined(__GNUC__)
	__attribute__((format_arg(1)))
#endif
	;

#define _(msgid) lr_gettext(msgid)
#define N_(msgid) (msgid)

#endif
