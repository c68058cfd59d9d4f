/* liuren - kejing.c: the chart facts and the writing helpers the
 * 課經 detectors (kejing_*.c) share.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/kejing.h"
#include "rules/patterns_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "liuren/korean.h"
#include "liuren/lang.h"


/* Append N bytes of S to BUF (USED of SIZE taken), as far as they fit;
 * returns the bytes the whole output would take, as vsnprintf counts. */
static size_t append(char *buf, size_t size, size_t used, const char *s,
		     size_t n)
{
	if (used + 1 < size) {
		size_t room = size - 1 - used;
		memcpy(buf + used, s, n < room ? n : room);
	}
	return used + n;
}

/* vsnprintf of FMT at BUF + USED for the conversions the detectors'
 * templates use (%s, %d, %%), without stdio's stream machinery: the
 * reasons of every rule on every chart go through here (find over a
 * year). The same bytes as vsnprintf, truncated at SIZE - 1. Returns
 * the untruncated length, or -1 (BUF untouched) at any other
 * conversion, for vsnprintf to write instead. */
static long plain_format(char *buf, size_t size, size_t used,
			 const char *fmt, va_list ap)
{
	size_t at = used;
	for (const char *p = fmt;;) {
		const char *pc = p;
		while (*pc && *pc != '%')
			pc++;
		at = append(buf, size, at, p, (size_t)(pc - p));
		if (!*pc)
			break;
		if (pc[1] == 's') {
			const char *s = va_arg(ap, const char *);
			if (!s)
				s = "(null)";	/* as glibc prints it */
			at = append(buf, size, at, s, strlen(s));
		} else if (pc[1] == 'd') {
			char digits[16];
			int v = va_arg(ap, int);
			unsigned u = v < 0 ? 0u - (unsigned)v : (unsigned)v;
			size_t k = sizeof digits;
			do
				digits[--k] = (char)('0' + u % 10);
			while (u /= 10);
			if (v < 0)
				digits[--k] = '-';
			at = append(buf, size, at, digits + k, sizeof digits - k);
		} else if (pc[1] == '%') {
			at = append(buf, size, at, "%", 1);
		} else {
			buf[used] = '\0';
			return -1;
		}
		p = pc + 2;
	}
	buf[at < size - 1 ? at : size - 1] = '\0';
	return (long)(at - used);
}

void ev_vput(char *buf, size_t size, const char *fmt, va_list ap)
{
	size_t used = strlen(buf);
	if (used + 1 >= size)
		return;
	va_list again;
	va_copy(again, ap);
	long w = plain_format(buf, size, used, fmt, ap);
	if (w < 0)
		w = vsnprintf(buf + used, size - used, fmt, again);
	va_end(again);
	if (w >= 0 && (size_t)w >= size - used) {
		size_t p = size - 1;
		while (p > used && ((unsigned char)buf[p - 1] & 0xc0) == 0x80)
			p--;
		if (p > used) {
			unsigned char lead = (unsigned char)buf[p - 1];
			size_t need = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3
				    : lead >= 0xc0 ? 2 : 1;
			if (p - 1 + need > size - 1)
				buf[p - 1] = '\0';
		}
	}
	/* 六合을(를) → 六合을: the particle that suits the word before */
	if (lr_lang_current() == LR_LANG_KO)
		lr_ko_particles(buf, used);
}

void ev_unknown_reason(char *buf, size_t size, unsigned needs,
		       const char *what)
{
	char words[128];
	buf[0] = '\0';
	put(buf, size, _("未論（需%s）"), lr_context_need_words(needs, words,
							 sizeof words));
	if (what && *what)
		/* TRANSLATORS: before what a 課 not evaluated would need to hold */
		put(buf, size, _("：%s"), what);
}

enum lr_phase kj_general_phase(int general)
{
	static const enum lr_phase phase[LR_GENERALS] = {
		LR_EARTH, LR_FIRE, LR_FIRE, LR_WOOD, LR_EARTH, LR_WOOD,
		LR_EARTH, LR_METAL, LR_EARTH, LR_WATER, LR_METAL, LR_WATER
	};
	return general >= 0 && general < LR_GENERALS ? phase[general] : LR_EARTH;
}

bool kj_good_general(int g)
{
	return g == LR_G_NOBLE || g == LR_G_UNION || g == LR_G_DRAGON
	       || g == LR_G_ALWAYS || g == LR_G_MOON || g == LR_G_QUEEN;
}

/* "天乙居中，後六前五" (卷十 勵德 note). */
bool kj_before_noble(int g)
{
	return g >= LR_G_SNAKE && g <= LR_G_DRAGON;
}

bool kj_after_noble(int g)
{
	return g >= LR_G_VOID && g <= LR_G_QUEEN;
}

int kj_peak(enum lr_phase p)
{
	return lr_branch_add(growth_of(p), 4);
}

int kj_vigour(const struct ev *k, int branch)
{
	if (k->season_month < 0)
		return -1;
	return (int)lr_vigour_of(k->season_month, ph(branch));
}

bool kj_thriving(const struct ev *k, int branch)
{
	int v = kj_vigour(k, branch);
	return v == LR_PROSPER || v == LR_STRONG;
}

bool kj_failing(const struct ev *k, int branch)
{
	int v = kj_vigour(k, branch);
	return v == LR_CONFINED || v == LR_DEAD;
}

static bool kj_is(enum lr_vigour v, enum kj_want want)
{
	bool thriving = v == LR_PROSPER || v == LR_STRONG;
	return want == KJ_THRIVING ? thriving : want == KJ_FAILING
	       ? v == LR_CONFINED || v == LR_DEAD : !thriving;
}

bool kj_some_season(int a, enum kj_want want_a, int b, enum kj_want want_b)
{
	/* the seasons by their middle months 卯 午 酉 子 */
	for (int s = 0; s < 4; s++) {
		int m = lr_branch_add(LR_MAO, 3 * s);
		if (kj_is(lr_vigour_of(m, ph(a)), want_a)
		    && kj_is(lr_vigour_of(m, ph(b)), want_b))
			return true;
	}
	return false;
}

const char *kj_vigour_name(const struct ev *k, int branch)
{
	int v = kj_vigour(k, branch);
	return v < 0 ? "?" : lr_vigour_name((enum lr_vigour)v);
}

unsigned kj_lesson_uppers(const struct ev *k)
{
	unsigned set = 0;
	for (int i = 0; i < 4; i++)
		set |= BIT(k->c->lessons[i].upper);
	return set;
}

unsigned kj_lesson_all(const struct ev *k)
{
	unsigned set = kj_lesson_uppers(k) | BIT(k->lodge);
	for (int i = 1; i < 4; i++)
		set |= BIT(k->c->lessons[i].lower);
	return set;
}

const char *kj_set_names(unsigned set, char *buf, size_t size)
{
	size_t used = 0;
	if (size)
		buf[0] = '\0';
	for (int b = 0; b < LR_BRANCHES; b++) {
		if (!(set & BIT(b)))
			continue;
		int w = snprintf(buf + used, size - used, "%s", BN(b));
		if (w < 0 || (size_t)w >= size - used)
			break;
		used += (size_t)w;
	}
	return buf;
}


