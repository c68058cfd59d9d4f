/* liuren - labels.c: words several screens and panes write alike, kept
 * apart so that a pane and the reading it shows never call each other
 * for a word.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/labels.h"

#include "liuren/i18n.h"

const char *tui_remark_label(void)
{
	/* TRANSLATORS: before a remark of the book (附: 貴人蹉跌, 物類 …)
	   in the lists of the 課體 and the 畢法; one short word */
	return _("remark");
}
