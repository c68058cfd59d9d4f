/* liuren - trace.h: the derivation trace of a chart, step by step.
 *
 * lr_chart_compute() records each step as numbers only: what kind of
 * step it is, which sentence says it, and the branches, lessons and
 * counts it is about. lr_trace_format() turns those numbers into the
 * Chinese sentences when a reader wants them, so computing a chart with
 * its trace stays cheap.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_TRACE_H
#define LIUREN_TRACE_H

#include <stddef.h>

#include "liuren/export.h"

LR_BEGIN_DECLS

enum lr_step_kind {
	LR_STEP_PLATE,		/* 月將加時, the heaven plate turns */
	LR_STEP_LODGE,		/* the day stem's 寄宮 */
	LR_STEP_LESSON,		/* one lesson laid */
	LR_STEP_RELATION,	/* one lesson tested for 克 */
	LR_STEP_PLATE_KIND,	/* 伏吟 / 返吟 / 八專 recognised */
	LR_STEP_CANDIDATES,	/* candidates for the first transmission */
	LR_STEP_COMPARE,	/* 比: yin/yang compared with the day stem */
	LR_STEP_WALK,		/* 涉害: one candidate's path walked */
	LR_STEP_TIE,		/* 見機 / 察微 / 綴瑕 */
	LR_STEP_METHOD,		/* the method that decides */
	LR_STEP_TRANSMISSION,	/* 初 / 中 / 末 taken */
	LR_STEP_NOBLE,		/* the noble placed */
	LR_STEP_GENERALS,	/* the generals laid 順 or 逆 */
	LR_STEP_VOID		/* 旬 and 旬空 */
};

/* Which sentence a step says, and which of its numbers the sentence
 * reads (besides the trace's day, hour and general). */
enum lr_sentence {
	LR_SAY_PLATE,		/* 月將加占時 */
	LR_SAY_LODGE,		/* 日干寄宮 */
	LR_SAY_LESSON,		/* lesson; branch = upper; second = lower */
	LR_SAY_RELATION,	/* lesson; branch = upper; second = lower;
				 * which = enum lr_relation */
	LR_SAY_FUYIN_PLATE,	/* 伏吟 recognised */
	LR_SAY_FANYIN_PLATE,	/* 返吟 recognised */
	LR_SAY_BAZHUAN_DAY,	/* 干支同位 */
	LR_SAY_KE_CANDIDATES,	/* which = class taken; candidates;
				 * lessons = lessons of that class;
				 * other_lessons = lessons of the other */
	LR_SAY_ONE_KE,		/* one god of the class: branch = first;
				 * which = class; lessons; method or -1 */
	LR_SAY_COMPARE,		/* 比用: candidates; eliminated */
	LR_SAY_ZHIYI,		/* branch = first; method or -1 */
	LR_SAY_TO_SHEHAI,	/* which = 1 俱比, 0 俱不比; candidates */
	LR_SAY_MENGZHONGJI,	/* 涉害 by 孟仲季 */
	LR_SAY_WALK,		/* branch; second = palace it stands on;
				 * which = class; count; hit_branches,
				 * hit_stems; third = 1 when the home palace
				 * is not counted */
	LR_SAY_DEEPEST,		/* branch; count = depth; method or -1 */
	LR_SAY_SAME_DEPTH,	/* candidates = the tied; count = depth */
	LR_SAY_RANK,		/* candidates; eliminated; which = rank */
	LR_SAY_ALONE_ON_RANK,	/* branch; which = rank; method or -1 */
	LR_SAY_ZHUIXIA,		/* branch; method or -1 */
	LR_SAY_NO_DISTANCE,	/* no 遙克 either */
	LR_SAY_DISTANCE,	/* candidates; method = 蒿矢 / 彈射 */
	LR_SAY_DISTANCE_ORDER,	/* branch: 比用 undecided, lesson order */
	LR_SAY_DISTANCE_METHOD,	/* branch; method; which = 1 比用不決 */
	LR_SAY_FUYIN_NO_KE,	/* branch = first */
	LR_SAY_FUYIN_NAME,	/* 伏吟 自任 / 自信: branch = first; which = 1
				 * taken by a 克 (伏吟 without a sub-name) */
	LR_SAY_FUYIN_MIDDLE,	/* second = first; branch = middle; which =
				 * 0 刑, 1 自刑 → 支上, 2 自刑 → 干上 */
	LR_SAY_FUYIN_LAST,	/* second = middle; branch = last; which =
				 * 0 刑, 1 自刑 → 沖, 2 刑 back to the first
				 * → 沖 */
	LR_SAY_FANYIN_KE,	/* 返吟 無依: branch = first */
	LR_SAY_JINGLAN,		/* branch, second, third = the three */
	LR_SAY_BAZHUAN,		/* branch = first; second = 干上 */
	LR_SAY_BIEZE,		/* branch = first; second = 干上 */
	LR_SAY_MAOXING,		/* branch, second, third = the three */
	LR_SAY_NOBLE,		/* branch = noble; second = its palace;
				 * which = 1 by day */
	LR_SAY_GENERALS,	/* second = the noble's palace; which = 1 順 */
	LR_SAY_FOLLOW_PLATE,	/* 中傳, 末傳 of the ordinary methods:
				 * branch = first; second = the god over
				 * it (middle); third = the god over that */
	LR_SAY_TRANSMISSION,	/* transmission; branch; which = general */
	LR_SAY_VOID,		/* 旬 and 旬空 */
	LR_SENTENCES
};

enum { LR_STEP_TEXT = 640, LR_TRACE_MAX = 64 };

struct lr_step {
	enum lr_step_kind kind;
	enum lr_sentence sentence;
	unsigned palaces;	/* bit p set: earth palace p is involved */
	unsigned candidates;	/* bit b: heaven branch b is a candidate */
	unsigned eliminated;	/* bit b: heaven branch b dropped here */
	unsigned counted;	/* WALK: bit p: a 克 was counted at palace p */
	unsigned hit_branches;	/* WALK: bit p: the earth branch p counted */
	unsigned hit_stems;	/* WALK: bit s: the stem s lodged on the
				 * path counted */
	unsigned lessons;	/* bit i: lesson i (0..3) is named */
	unsigned other_lessons;	/* KE_CANDIDATES: lessons of the class
				 * not taken */
	int lesson;		/* 0..3, or -1 */
	int transmission;	/* 0..2, or -1 */
	int branch;		/* the branch this step is about, or -1 */
	int second, third;	/* further branches named, or -1 */
	int count;		/* WALK, DEEPEST, SAME_DEPTH: depth */
	int which;		/* a choice the sentence names (see above) */
	int method;		/* the method named (enum lr_method), or -1 */
	char text[LR_STEP_TEXT];	/* "" until lr_trace_format() */
};

struct lr_trace {
	int count;
	int day, hour, general;	/* the input the steps are about */
	struct lr_step steps[LR_TRACE_MAX];
};

/* Write STEP of TRACE as a sentence in plain words into BUF (always
 * terminated); returns BUF. */
const char *lr_step_format(const struct lr_trace *trace,
			   const struct lr_step *step, char *buf, size_t len);

/* Fill the text of every step of TRACE. */
void lr_trace_format(struct lr_trace *trace);

LR_END_DECLS

#endif
