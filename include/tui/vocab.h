/* liuren - vocab.h: the browser's commentary on the 神 and the general
 * of a palace from 《六壬大全》 卷二 神將釋: the sentences whose condition
 * holds on the chart first, named; the rest one key away.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_VOCAB_H
#define TUI_VOCAB_H

#include <stdbool.h>
#include <stddef.h>

#include "liuren/chart.h"
#include "liuren/leishen.h"
#include "liuren/shenjiang.h"

/* Append to BUF (LEN bytes used of CAP) the commentary on the 神 GOD in
 * heaven and the general riding it on CHART: each sentence the reading
 * found holding (HELD, or why not all were read: HELD_ERROR, may be
 * NULL),
 * as 「〔condition named〕text」; with ALL, then every other sentence of
 * both under its condition in words; else how many there are and the
 * key that shows them. For the 神, its body part, colour and 十雜.
 * Returns the new LEN. */
size_t tui_vocab_commentary(const struct lr_chart *chart,
			    const struct lr_sj_held *held,
			    const char *held_error,
			    const struct lr_leishen *ls, int god, bool all,
			    char *buf, size_t len, size_t cap);

/* The palaces (bit p) where the 類神 the rule takes for the matter asked
 * stand, as the reading found them (LS); 0 when nothing is asked or the
 * table names none. */
unsigned tui_leishen_palaces(const struct lr_leishen *ls);

#endif
