/* liuren - palette.c: the colours that carry meaning (see
 * front/palette.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "front/palette.h"

#include <stdio.h>

/* SGR numbers: an attribute's, a foreground's and a background's base. */
enum {
	SGR_BOLD = 1, SGR_DIM = 2, SGR_UNDERLINE = 4, SGR_REVERSE = 7,
	SGR_FG = 30, SGR_BG = 40
};

static const struct front_role_style roles[FRONT_ROLE_COUNT] = {
#define FRONT_ROLE_DEF(r, dfg, dbg, lfg, lbg, attr, mono) \
	[FRONT_ROLE_##r] = { { dfg, lfg }, { dbg, lbg }, attr, mono },
	FRONT_ROLES(FRONT_ROLE_DEF)
#undef FRONT_ROLE_DEF
};

const struct front_role_style *front_palette_role(enum front_role role)
{
	return &roles[(unsigned)role < FRONT_ROLE_COUNT ? role : 0];
}

const char *front_palette_sgr(enum front_role role,
			      enum front_palette_theme theme, char *buf,
			      size_t len)
{
	const struct front_role_style *s = front_palette_role(role);
	static const struct { unsigned bit; int sgr; } attrs[] = {
		{ FA_BOLD, SGR_BOLD }, { FA_DIM, SGR_DIM },
		{ FA_UNDERLINE, SGR_UNDERLINE }, { FA_REVERSE, SGR_REVERSE }
	};
	int codes[8], n = 0;
	for (size_t i = 0; i < sizeof attrs / sizeof *attrs; i++)
		if (s->attr & attrs[i].bit)
			codes[n++] = attrs[i].sgr;
	if (s->fg[theme] != FC_DEFAULT)
		codes[n++] = SGR_FG + s->fg[theme];
	if (s->bg[theme] != FC_DEFAULT)
		codes[n++] = SGR_BG + s->bg[theme];
	size_t used = 0;
	if (len)
		buf[0] = '\0';
	for (int i = 0; i < n && used < len; i++) {
		int w = snprintf(buf + used, len - used, "%s%d%s",
				 i ? "" : "\033[", codes[i],
				 i + 1 < n ? ";" : "m");
		if (w < 0)
			break;
		used += (size_t)w;
	}
	return buf;
}
