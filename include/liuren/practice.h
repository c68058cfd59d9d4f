/* liuren - practice.h: practice, the student doing the stepping: a
 * chart's derivation as the questions the teaching mode walks through
 * (月將加時, the noble and its direction, the four lessons' 上神, the 克
 * of each lesson, the method and its sub-method, 初傳, 中傳, 末傳, their
 * 天將 and 遁干, 旬空), each with its expected answer, the forms an
 * answer may take and the steps of the derivation trace that decide it.
 *
 * Every answer is read off the chart and the trace lr_reading_make made
 * (never a second copy of the rules); the deciding sentences are the
 * trace's own (lr_step_format), as the teaching mode shows them.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_PRACTICE_H
#define LIUREN_PRACTICE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "liuren/chart.h"
#include "liuren/export.h"
#include "liuren/teaching.h"
#include "liuren/trace.h"

LR_BEGIN_DECLS

/* What a question asks, in the order they are asked. */
enum lr_practice_kind {
	LR_PQ_PLATE,		/* which heaven branch stands over 子 */
	LR_PQ_NOBLE,		/* the heaven branch of the 天乙貴人 */
	LR_PQ_NOBLE_WAY,	/* 順 or 逆 */
	LR_PQ_LESSON,		/* INDEX 0..3: the lesson's 上神 */
	LR_PQ_RELATION,		/* INDEX 0..3: 上克下, 下賊上 or 無克 */
	LR_PQ_METHOD,		/* 賊克, 比用, 涉害, 遙克, 昴星 … */
	LR_PQ_SUBMETHOD,	/* 元首/重審, 見機/察微/綴瑕, 蒿矢/彈射 … */
	LR_PQ_TRANSMISSION,	/* INDEX 0..2: 初傳, 中傳, 末傳 */
	LR_PQ_GENERAL,		/* INDEX 0..2: the 天將 riding it */
	LR_PQ_HIDDEN_STEM,	/* INDEX 0..2: its 遁干, or 空 */
	LR_PQ_VOID,		/* the two 旬空 */
	LR_PQ_RULES,		/* which of a list of 課體 or 法 hold (asked
				 * when lr_practice_add_rules adds it) */
	LR_PQ_KINDS
};

/* Which rules the last question lists: the 課經's 課體 or the 畢法. */
enum lr_practice_rules {
	LR_PRACTICE_RULES_NONE, LR_PRACTICE_RULES_KEJING, LR_PRACTICE_RULES_BIFA
};

/* The method families of 卷一 入手法 (the nine 法), which the method
 * question asks for; lr_practice_family gives a chart's. */
enum lr_practice_family {
	LR_PF_ZEIKE, LR_PF_BIYONG, LR_PF_SHEHAI, LR_PF_YAOKE, LR_PF_MAOXING,
	LR_PF_BIEZE, LR_PF_BAZHUAN, LR_PF_FUYIN, LR_PF_FANYIN, LR_PF_COUNT
};

enum {
	LR_PRACTICE_FORMS = 8,		/* accepted forms of an answer */
	LR_PRACTICE_FORM_SIZE = 32,	/* bytes of one form */
	LR_PRACTICE_DECIDERS = 16,	/* trace steps deciding a question */
	LR_PRACTICE_MAX = 24,		/* questions of one chart */
	LR_PRACTICE_LISTED = 6		/* rules listed by LR_PQ_RULES */
};

struct lr_practice_step {
	enum lr_practice_kind kind;
	int index;		/* lesson 0..3 or transmission 0..2, or -1 */
	/* the expected answer in the book's forms ("午", "順", "重審";
	 * LR_PQ_RULES: the numbers of the rules that hold, "1 4", or 無) */
	char answer[LR_PRACTICE_FORM_SIZE];
	/* every form taken as right, in the book's forms (the answer
	 * first); compared with typed text through lr_normalize.
	 * LR_PQ_RULES: the rules listed, in order ("元首", "第五十七法"),
	 * each typed by its number or its name */
	char forms[LR_PRACTICE_FORMS][LR_PRACTICE_FORM_SIZE];
	int nforms;
	/* the trace's steps that decide it, in trace order */
	int decided_by[LR_PRACTICE_DECIDERS];
	int ndecided;
};

struct lr_practice {
	struct lr_input input;
	enum lr_method method;
	enum lr_practice_family family;
	const char *submethod;	/* "" when the method has none */
	int count;
	struct lr_practice_step steps[LR_PRACTICE_MAX];
};

/* The questions of CHART, whose derivation is TRACE (both from
 * lr_reading_make), into OUT. Returns 0, or -1 when the trace does not
 * hold a step a question needs (a trace cut short). */
int lr_practice_make(struct lr_practice *out, const struct lr_chart *chart,
		     const struct lr_trace *trace);

/* Add to P (made from READING's chart) the question which of a list
 * of WHICH (課體 or 法) hold: up to LR_PRACTICE_LISTED of them, some
 * that READING finds hold (its parts must include LR_READ_PATTERNS or
 * LR_READ_BIFA) and the rest rules it evaluated that do not; neither
 * the 課經's remarks nor rules it could not evaluate (未論) are listed. The list
 * is the same for the same chart. Returns 0, or -1 when no question is
 * left room or nothing can be listed. */
struct lr_reading;
int lr_practice_add_rules(struct lr_practice *p, const struct lr_reading *reading,
			  enum lr_practice_rules which);

/* The list TEXT names (課經 or 課體, 畢法 or 法, in any script), or -1. */
int lr_practice_parse_rules(const char *text);

/* For the LR_PQ_RULES step S made from READING: the reason READING gives
 * for the (J+1)th rule listed when it holds (its words, as print shows
 * them), or NULL when it does not hold. */
const char *lr_practice_rule_reason(const struct lr_practice_step *s, int j,
				    const struct lr_reading *reading);

/* The question of step I of P in the current language, into BUF
 * (always terminated); returns BUF. */
const char *lr_practice_prompt(const struct lr_practice *p, int i, char *buf,
			       size_t len);

/* The plate a wrong answer to question I of P shows, as the teaching
 * mode draws it at the question's deciding steps: into *LIT the palaces
 * they light (lr_step_palaces of each, on CHART), into RV what TRACE
 * read up to the last of them reveals (lr_trace_reveal) less what a
 * question after I asks (the noble and the generals before their way,
 * a lesson, the method, a transmission, the generals, the 旬 and its
 * void), so the plate gives no answer still to come away. The rules'
 * question, the last, shows the whole chart and lights nothing.
 * Returns the last deciding step (the one whose candidates the plate
 * marks), or -1 when there is none. */
int lr_practice_plate(const struct lr_practice *p, int i,
		      const struct lr_chart *chart, const struct lr_trace *trace,
		      unsigned *lit, struct lr_reveal *rv);

/* Is TYPED (any script, any spacing) one of the forms of STEP? */
bool lr_practice_check(const struct lr_practice_step *step,
		       const char *typed);

/* A kind's stable key for files and JSON ("plate", "noble-way" …), and
 * its label in the current language; NULL for another value. */
const char *lr_practice_kind_key(enum lr_practice_kind kind);
const char *lr_practice_kind_label(enum lr_practice_kind kind);

/* The family of METHOD and the family's name in the book's forms
 * ("賊克"); NULL for another value. */
enum lr_practice_family lr_practice_family_of(enum lr_method method);
const char *lr_practice_family_name(enum lr_practice_family family);

/* The sub-method I (0, 1 …) of FAMILY ("元首"), NULL past the last. */
const char *lr_practice_family_sub(enum lr_practice_family family, int i);

/* The family named by TEXT (a family's name or a method's, any script:
 * "涉害", "遥克", "重審" gives 賊克), or -1. */
int lr_practice_parse_family(const char *text);

/* ---- dealing: the Leitner schedule ---- */

/* What a student's progress says about one chart (a card): its box (1
 * the box of charts missed, up to LR_PRACTICE_BOXES) and when it is due
 * again (seconds since the epoch). */
enum { LR_PRACTICE_BOXES = 5 };

struct lr_practice_card {
	struct lr_input input;
	int box;
	int64_t due;
};

/* The days a card waits in box 1 .. LR_PRACTICE_BOXES before it is due
 * again. */
int64_t lr_practice_box_wait(int box);

/* The card after a round on it at NOW: all right moves it up a box (to
 * the last at most), any miss sends it back to box 1; due after its new
 * box's wait. */
void lr_practice_card_after(struct lr_practice_card *card, bool all_right,
			    int64_t now);

/* What the dealer weighs: per family the answers given and missed. */
struct lr_practice_tally {
	int answered[LR_PF_COUNT];
	int missed[LR_PF_COUNT];
};

/* The pool of charts to deal from: every input (day, hour, general)
 * with its family and sub-method (1 + its place among the family's
 * names in the prompt, 0 for none) under the settings they were read
 * with. */
struct lr_practice_pool {
	int count;
	struct lr_input inputs[LR_CYCLE * LR_BRANCHES * LR_BRANCHES];
	unsigned char family[LR_CYCLE * LR_BRANCHES * LR_BRANCHES];
	unsigned char sub[LR_CYCLE * LR_BRANCHES * LR_BRANCHES];
};

/* Every input read with SETTINGS through lr_reading_make (NULL:
 * defaults), in the order of day, hour and general, into POOL. Returns
 * 0, or -1 with one line in ERR. */
struct lr_settings;
int lr_practice_pool_fill(struct lr_practice_pool *pool,
			  const struct lr_settings *settings, char *err,
			  size_t errlen);

/* Deal N charts into OUT from POOL (only those of family ONLY when ONLY
 * >= 0), for a student whose CARDS (NCARDS) and TALLY are given (either
 * may be empty) at NOW, reproducibly from SEED: first the cards due at
 * NOW, lowest box first and the longest overdue first; then fresh charts
 * in rounds, each round every family once and a family missed more
 * again, 1 + 4 × its share missed times in all (rounded), in an order
 * drawn from SEED, and within a family its sub-methods in turn, so that
 * every method and sub-method appears. Returns the number
 * dealt (fewer than N only when the pool has fewer). */
int lr_practice_deal(const struct lr_practice_pool *pool, int only,
		     const struct lr_practice_card *cards, int ncards,
		     const struct lr_practice_tally *tally, int64_t now,
		     uint64_t seed, struct lr_input *out, int n);

LR_END_DECLS

#endif
