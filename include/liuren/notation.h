/* liuren - notation.h: a chart written the way the book writes one,
 * e.g. "癸巳年七月癸酉日酉時巳將", "子年戌月戊寅日戌時卯將",
 * "九月初三丙午日午時卯將 寅命 行年午", "三月十五己卯日子時酉將 男 行年子",
 * "癸酉日午時亥將春占". Traditional or Simplified; parts may be run
 * together or separated by spaces or commas.
 *
 * Parts: year (pillar or branch) 年; month (lunar number 正…十二, 冬, 臘,
 * optionally 閏, or a branch) 月; lunar day (初三, 十五, 廿一, 三十);
 * day pillar 日; hour 時; monthly general 將 (branch or its name, 登明將);
 * "X加Y" for general X on hour Y; season 春占 / 夏 / 秋 / 冬; 本命 "寅命",
 * "癸亥命", "本命癸亥", "癸亥生"; 行年 "行年午", "行年在午"; sex 男 / 女
 * (also 男命); 日宿 / 月宿 given directly ("月宿卯"); a solar term's name
 * ("立春", "春分日"): the day is that term's day, which fixes the 月建 and
 * season (立春 寅月 春) and must agree with a month or season given
 * ("正月立春甲申日亥時子將", "癸卯日春分申時戌將"). The day, hour and
 * general are required; every other part may be missing and is then
 * unknown.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_NOTATION_H
#define LIUREN_NOTATION_H

#include <stddef.h>

#include "liuren/chart.h"
#include "liuren/context.h"
#include "liuren/export.h"

LR_BEGIN_DECLS

struct lr_notation {
	struct lr_input input;
	struct lr_context context;	/* completed (lr_context_complete) */
};

/* Parse TEXT. Returns 0, or -1 with a one-line message naming the bad
 * part in ERR ("cannot read '丙卯日': 丙卯 is not a pillar", "missing the
 * hour (e.g. 午時)", "the day is given twice"). */
int lr_notation_parse(const char *text, struct lr_notation *out, char *err,
		      size_t errlen);

/* Does TEXT look like book notation rather than an option value (contains
 * 日, 時/时 or 將/将 after a CJK character)? For the command line to pick
 * the parser. */
int lr_notation_looks_like(const char *text);

LR_END_DECLS

#endif
