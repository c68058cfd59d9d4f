/* liuren - write.c: the one writer family of a rule's result, 課 and 法
 * alike (its reason, its variant or 格, the one sentence of a rule not
 * evaluated), which every detector calls; the registry calls the
 * detectors and never the other way round.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/patterns_internal.h"

#include <stdarg.h>

void rule_reason(struct lr_rule_result *r, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	ev_vput(r->reason, sizeof r->reason, fmt, ap);
	va_end(ap);
}

void rule_variant(struct lr_rule_result *r, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	ev_vput(r->variant, sizeof r->variant, fmt, ap);
	va_end(ap);
}

int rule_unknown(struct lr_rule_result *r, unsigned needs, const char *what)
{
	r->verdict = LR_RULE_UNKNOWN;
	r->needs = needs;
	r->variant[0] = '\0';
	ev_unknown_reason(r->reason, sizeof r->reason, needs, what);
	return UNKNOWN;
}

int rule_also(struct lr_rule_result *r, const char *ge, const char *fmt, ...)
{
	if (r->verdict == LR_RULE_UNKNOWN) {
		r->verdict = LR_RULE_FIRED;
		r->needs = 0;
		r->variant[0] = r->reason[0] = '\0';
	}
	rule_variant(r, "%s%s", *r->variant ? " " : "", ge);
	if (*r->reason)
		rule_reason(r, "%s", _("；"));
	va_list ap;
	va_start(ap, fmt);
	ev_vput(r->reason, sizeof r->reason, fmt, ap);
	va_end(ap);
	return YES;
}

int rule_own(int got, struct lr_rule_result *r)
{
	if (got == NO)
		r->variant[0] = r->reason[0] = '\0';
	return got;
}
