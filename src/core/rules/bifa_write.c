/* liuren - bifa_write.c: the writers of a 畢法 result (its reason, its 格,
 * the one sentence of a 法 not evaluated), which every detector
 * (bifa_NN_MM.c) calls; the registry (bifa.c) calls the detectors and
 * never the other way round.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/bifa_internal.h"

#include <stdarg.h>

void bf_reason(struct lr_bifa_result *r, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	ev_vput(r->reason, sizeof r->reason, fmt, ap);
	va_end(ap);
}

void bf_ge(struct lr_bifa_result *r, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	ev_vput(r->ge, sizeof r->ge, fmt, ap);
	va_end(ap);
}

int bf_unknown(struct lr_bifa_result *r, unsigned needs, const char *what)
{
	r->state = LR_PATTERN_UNKNOWN;
	r->needs = needs;
	r->ge[0] = '\0';
	ev_unknown_reason(r->reason, sizeof r->reason, needs, what);
	return BF_UNKNOWN;
}

int bf_also(struct lr_bifa_result *r, const char *ge, const char *fmt, ...)
{
	if (r->state == LR_PATTERN_UNKNOWN) {
		r->state = LR_PATTERN_FIRED;
		r->needs = 0;
		r->ge[0] = r->reason[0] = '\0';
	}
	bf_ge(r, "%s%s", *r->ge ? " " : "", ge);
	if (*r->reason)
		bf_reason(r, "%s", _("；"));
	va_list ap;
	va_start(ap, fmt);
	ev_vput(r->reason, sizeof r->reason, fmt, ap);
	va_end(ap);
	return BF_YES;
}

int bf_own(int got, struct lr_bifa_result *r)
{
	if (got == BF_NO)
		r->ge[0] = r->reason[0] = '\0';
	return got;
}
