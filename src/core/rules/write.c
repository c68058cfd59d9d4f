/* liuren - write.c: the one writer family of a rule's result, 課 and 法
 * alike (its reason, its variant or 格, the one sentence of a rule not
 * evaluated), which every detector calls; the registry calls the
 * detectors and never the other way round.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/patterns_internal.h"

#include <stdarg.h>

/* Off for a reading of verdicts only (rule_words): no reason written */
static _Thread_local bool words_off;

void rule_words(bool on)
{
	words_off = !on;
}

bool rule_words_on(void)
{
	return !words_off;
}

/* Would FMT with AP write anything? A literal character or %d does; %s
 * does when its string is not empty; any other conversion is taken to. */
static bool writes_something(const char *fmt, va_list ap)
{
	for (const char *p = fmt; *p; p++) {
		if (*p != '%')
			return true;
		if (p[1] == 's') {
			const char *s = va_arg(ap, const char *);
			if (s && *s)
				return true;
			p++;
		} else {
			return true;
		}
	}
	return false;
}

/* Append FMT's words to a result's reason, or with words off mark the
 * reason as holding words ("…") when they would be some. */
static void put_reason(struct lr_rule_result *r, const char *fmt, va_list ap)
{
	if (!words_off) {
		ev_vput(r->reason, sizeof r->reason, fmt, ap);
		return;
	}
	if (!r->reason[0] && writes_something(fmt, ap))
		snprintf(r->reason, sizeof r->reason, "%s", "…");
}

void rule_reason(struct lr_rule_result *r, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	put_reason(r, fmt, ap);
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
	if (words_off)
		snprintf(r->reason, sizeof r->reason, "%s", "…");
	else
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
	put_reason(r, fmt, ap);
	va_end(ap);
	return YES;
}

int rule_own(int got, struct lr_rule_result *r)
{
	if (got == NO)
		r->variant[0] = r->reason[0] = '\0';
	return got;
}
