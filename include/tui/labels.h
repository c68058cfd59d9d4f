/* liuren - tui/labels.h: words several screens and panes write alike.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_TUI_LABELS_H
#define LIUREN_TUI_LABELS_H

/* The word before a remark of the book (附) in the 課體 and 畢法 lists
 * and the teaching steps, in the language in use. */
const char *tui_remark_label(void);

#endif
