/* liuren - patterns_internal.h: what every 課 and 法 detector file
 * shares: the one evaluation context read from one chart (struct ev,
 * computed once by ev_init), the small readings every detector uses
 * (vigour, 旬空, 長生/墓/絕, 日德, 驛馬 …), the one writer family of a
 * result (rule_reason, rule_variant, rule_unknown …; write.c) and the
 * declarations of the detectors, made from the registry's rows (rules.h).
 *
 * Not part of the public interface: only src/core/rules/ includes it.
 *
 * Adding a rule: one row in LR_RULES (rules.h, at its place in the
 * book's order) naming its detector, and the detector
 * `int fn(const struct ev *, struct lr_rule_result *)` in the file of its
 * volume or numbers. The row declares the function and fills the
 * registry; a row whose function is missing fails to link.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_PATTERNS_INTERNAL_H
#define LIUREN_PATTERNS_INTERNAL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "liuren/ganzhi.h"
#include "liuren/i18n.h"
#include "liuren/patterns.h"
#include "rules/rules.h"

#define BN(b) lr_branch_name(b)
#define SN(s) lr_stem_name(s)
#define BIT(b) (1u << (b))

/* ---- what every detector reads, computed once per chart ---- */

struct ev {
	const struct lr_chart *c;
	const struct lr_context *x;
	int day, stem, branch, lodge;	/* day pillar, stem, branch, 寄宮 */
	enum lr_phase se;		/* the day stem's phase */
	int t[3], g[3];			/* transmissions and their generals */
	unsigned tmask;			/* transmissions as a branch set */
	unsigned vmask;			/* 旬空 */
	int stem_up, branch_up;		/* 干上神, 支上神 */
	int xun_head;			/* cycle index of the 旬's first day */
	int vmonth;			/* month to judge vigour by (月建, else
					 * the season's middle month), or -1 */
	int season_month;		/* 卯 午 酉 子 for the season, or -1 */
	int day_noble, night_noble;
	int year, month;		/* 太歲, 月建 branches; -1 unknown */
	int month_index;		/* 0 = 正月 (寅) … 11, or -1 */
	int birth, xingnian;		/* 本命, 行年 branches; -1 unknown */
};

enum { NO, YES, UNKNOWN };


void ev_init(struct ev *e, const struct lr_chart *c,
	     const struct lr_context *x);

static inline enum lr_phase ph(int branch)
{
	return lr_branch_phase(branch);
}

static inline bool is_void(const struct ev *e, int b)
{
	return (e->vmask & BIT(b)) != 0;
}

static inline enum lr_vigour vigour(const struct ev *e, int branch)
{
	return lr_vigour_of(e->vmonth, ph(branch));
}

static inline bool thriving(const struct ev *e, int branch)
{
	enum lr_vigour v = vigour(e, branch);
	return v == LR_PROSPER || v == LR_STRONG;
}

/* 凶將 and 吉將: 蛇 雀 勾 空 虎 玄 against 貴 合 龍 常 陰 后 (vol. 31 軒蓋
 * "德神上乘貴人、龍常后合吉將 … 乘蛇虎死氣"). */
static inline bool evil_general(int g)
{
	return g == LR_G_SNAKE || g == LR_G_BIRD || g == LR_G_HOOK
	       || g == LR_G_VOID || g == LR_G_TIGER || g == LR_G_WARRIOR;
}

static const char *const trans_names[3] __attribute__((unused)) = {
	"發用", "中傳", "末傳"
};

static inline int trans_index(const struct ev *e, int b)
{
	for (int i = 0; i < 3; i++)
		if (e->t[i] == b)
			return i;
	return -1;
}

/* 長生 of each phase (水土同宮): wood 亥, fire 寅, earth 申, metal 巳,
 * water 申; 墓 is eight places on, 絕 nine. */
static inline int growth_of(enum lr_phase p)
{
	return lr_phase_birth(p);
}

static inline int tomb_of(enum lr_phase p)
{
	return lr_branch_add(growth_of(p), 8);
}

static inline int cut_of(enum lr_phase p)
{
	return lr_branch_add(growth_of(p), 9);
}

/* 旬奇 (課經 三奇): "甲子、甲戌旬用丑，甲申、甲午旬用子；甲辰、甲寅旬用
 * 亥，此為旬三奇". */
static inline int xun_wonder(int xun_head)
{
	switch (lr_cycle_branch(xun_head)) {
	case LR_ZI: case LR_XU: return LR_CHOU;
	case LR_SHEN: case LR_WU_B: return LR_ZI;
	default: return LR_HAI;
	}
}

/* 日德 (vol. 38 刑德): "甲己德寅，乙庚德申，丙辛、戊癸德巳，丁壬德亥". */
static inline int day_virtue(int stem)
{
	static const int virtue[LR_STEMS] = {
		LR_YIN, LR_SHEN, LR_SI, LR_HAI, LR_SI,
		LR_YIN, LR_SHEN, LR_SI, LR_HAI, LR_SI
	};
	return virtue[stem];
}

/* 驛馬: "三合頭沖是" (vol. 31 官爵). */
static inline int post_horse(int branch)
{
	int trine[3];
	lr_trine(branch, trine);
	return lr_clash(trine[0]);
}

/* 日祿 (卷八 榮華, 畢法): 甲寅 乙卯 丙戊巳 丁己午 庚申 辛酉 壬亥 癸子. */
static inline int salary_of(int stem)
{
	static const int lu[LR_STEMS] = {
		LR_YIN, LR_MAO, LR_SI, LR_WU_B, LR_SI, LR_WU_B, LR_SHEN, LR_YOU,
		LR_HAI, LR_ZI
	};
	return lu[stem];
}

static inline const char *direction_name(int branch)
{
	/* the words, translated where they are written (_()) */
	static const char *const dir[LR_BRANCHES] = {
		N_("北"), N_("東北"), N_("東北"), N_("東"), N_("東南"), N_("東南"),
		N_("南"), N_("西南"), N_("西南"), N_("西"), N_("西北"), N_("西北")
	};
	return dir[branch];
}

/* ---- writing a result ---- */

/* Append to BUF (of SIZE bytes) what FMT makes, never overflowing; a cut
 * string stays valid UTF-8. The one writer of every result. */
void ev_vput(char *buf, size_t size, const char *fmt, va_list ap);

static inline void put(char *buf, size_t size, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static inline void put(char *buf, size_t size, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	ev_vput(buf, size, fmt, ap);
	va_end(ap);
}

/* Write into BUF (SIZE bytes) the one sentence of a 課 or 法 not
 * evaluated: 「未論（需…）」 with the parts NEEDS names and, when given,
 * WHAT would have to hold. rule_unknown writes it. */
void ev_unknown_reason(char *buf, size_t size, unsigned needs,
		       const char *what);

/* The one writer family of a 課 or 法 result (write.c): append to R's
 * reason, to its variant (a 課's sub-form, a 法's 格), never
 * overflowing. */
void rule_reason(struct lr_rule_result *r, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void rule_variant(struct lr_rule_result *r, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* Mark R not evaluated for want of NEEDS (lr_context_part bits), with
 * WHAT (may be NULL) saying what would still have to hold; returns
 * UNKNOWN. */
int rule_unknown(struct lr_rule_result *r, unsigned needs, const char *what);

/* A further variant (a 法's 格) GE that holds: added to R after what R
 * already says, its reason (FMT …) after 「；」; a rule its own sentence
 * left 未論 is then decided by it. Returns YES. */
int rule_also(struct lr_rule_result *r, const char *ge, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* What a rule's own sentence answered (GOT), R cleared when it is NO, so
 * that the 格 read after it start afresh. */
int rule_own(int got, struct lr_rule_result *r);

static inline unsigned missing(const struct ev *e, unsigned needs)
{
	if (!e->x)
		return needs;
	return lr_context_missing(e->x, needs);
}

/* Where a heaven branch sits: "寅臨酉". */
static inline const char *place(const struct ev *e, int b, char *buf,
				 size_t size)
{
	snprintf(buf, size, "%s臨%s", BN(b), BN(e->c->earth[b]));
	return buf;
}

/* 六儀: "凡課的旬首之儀發用或入傳 … 子午、丑巳、寅儀辰，卯卯、巳丑、辰儀寅，
 * 午未、未申、申儀酉、酉戌、戌亥、亥子神，此為支儀也". */
static inline int branch_ceremony(int branch)
{
	return branch <= LR_SI ? lr_branch_add(LR_WU_B, -branch)
			       : lr_branch_add(branch, 1);
}

/* ---- the detectors ---- */

/* Every detector, declared from its row of the registry (rules.h). */
#define RULE_DECLARE_KE(key, name, source, aliases, detector, ...) \
	lr_detector detector;
#define RULE_DECLARE_FA(number, source, name, detector, ...) \
	lr_detector detector;
LR_RULES(RULE_DECLARE_KE, RULE_DECLARE_FA)
#undef RULE_DECLARE_KE
#undef RULE_DECLARE_FA

#endif
