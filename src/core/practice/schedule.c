/* liuren - schedule.c: which charts a student practises next: the
 * Leitner boxes of the charts already practised, then fresh charts in
 * rounds weighted toward the methods the student missed (see
 * liuren/practice.h).
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/practice.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/reading.h"

enum { SECONDS_PER_DAY = 86400 };

/* The days a card waits in each box: box 1 (missed) comes back at the
 * next session, each box after it waits about twice as long or more
 * (Leitner's boxes). */
static const int64_t box_days[LR_PRACTICE_BOXES + 1] = { 0, 0, 1, 3, 7, 21 };

/* A family missed always comes back once a round; each missed share of
 * its answers adds up to this many more appearances. */
enum { MISSED_WEIGHT = 4 };

/* the most a round may hold: every family 1 + MISSED_WEIGHT times */
enum { ROUND_MAX = LR_PF_COUNT * (1 + MISSED_WEIGHT) };

int64_t lr_practice_box_wait(int box)
{
	if (box < 1)
		box = 1;
	if (box > LR_PRACTICE_BOXES)
		box = LR_PRACTICE_BOXES;
	return box_days[box] * SECONDS_PER_DAY;
}

void lr_practice_card_after(struct lr_practice_card *card, bool all_right,
			    int64_t now)
{
	if (!all_right)
		card->box = 1;
	else if (card->box < 1)
		card->box = 2;
	else if (card->box < LR_PRACTICE_BOXES)
		card->box++;
	card->due = now + lr_practice_box_wait(card->box);
}

/* ---- the pool ---- */

static int sub_index(enum lr_practice_family f, const char *sub)
{
	const char *name;
	for (int i = 0; (name = lr_practice_family_sub(f, i)); i++)
		if (!strcmp(name, sub))
			return i + 1;
	return 0;
}

int lr_practice_pool_fill(struct lr_practice_pool *pool,
			  const struct lr_settings *settings, char *err,
			  size_t errlen)
{
	struct lr_reading *r = malloc(sizeof *r);
	struct lr_request *rq = malloc(sizeof *rq);
	static struct lr_trace trace;
	if (!r || !rq) {
		free(r);
		free(rq);
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	lr_request_init(rq);
	rq->source = LR_FROM_PILLARS;
	if (settings)
		rq->settings = *settings;
	pool->count = 0;
	int rc = 0;
	for (int d = 0; d < LR_CYCLE && rc == 0; d++)
		for (int h = 0; h < LR_BRANCHES && rc == 0; h++)
			for (int g = 0; g < LR_BRANCHES; g++) {
				rq->input = (struct lr_input){ d, h, g };
				if (lr_reading_make(r, rq, LR_READ_CHART, &trace,
						    err, errlen) < 0) {
					rc = -1;
					break;
				}
				struct lr_practice p;
				lr_practice_make(&p, &r->chart, &trace);
				int i = pool->count++;
				pool->inputs[i] = rq->input;
				pool->family[i] = (unsigned char)p.family;
				pool->sub[i] = (unsigned char)sub_index(p.family,
									p.submethod);
			}
	free(r);
	free(rq);
	return rc;
}

/* ---- dealing ---- */

/* splitmix64: a small generator whose every seed gives its own sequence */
static uint64_t next_random(uint64_t *state)
{
	uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

static int pool_index(const struct lr_practice_pool *pool,
		      const struct lr_input *in)
{
	for (int i = 0; i < pool->count; i++)
		if (pool->inputs[i].day == in->day &&
		    pool->inputs[i].hour == in->hour &&
		    pool->inputs[i].general == in->general)
			return i;
	return -1;
}

static bool dealt_already(const struct lr_input *out, int n,
			  const struct lr_input *in)
{
	for (int i = 0; i < n; i++)
		if (out[i].day == in->day && out[i].hour == in->hour &&
		    out[i].general == in->general)
			return true;
	return false;
}

/* One round: the families to deal, in order. */
static int make_round(const struct lr_practice_pool *pool, int only,
		      const struct lr_practice_tally *tally, uint64_t *rng,
		      int round[ROUND_MAX])
{
	bool present[LR_PF_COUNT] = { false };
	for (int i = 0; i < pool->count; i++)
		present[pool->family[i]] = true;
	int n = 0;
	for (int f = 0; f < LR_PF_COUNT; f++) {
		if (!present[f] || (only >= 0 && f != only))
			continue;
		int times = 1;
		if (tally && tally->answered[f] > 0)
			times += (MISSED_WEIGHT * tally->missed[f] * 2 +
				  tally->answered[f]) / (2 * tally->answered[f]);
		if (times > 1 + MISSED_WEIGHT)
			times = 1 + MISSED_WEIGHT;
		for (int k = 0; k < times; k++)
			round[n++] = f;
	}
	/* Fisher–Yates, from the seed */
	for (int i = n - 1; i > 0; i--) {
		int j = (int)(next_random(rng) % (uint64_t)(i + 1));
		int t = round[i];
		round[i] = round[j];
		round[j] = t;
	}
	return n;
}

/* A chart of family F and sub-method SUB not dealt yet, drawn from RNG;
 * -1 when none is left. */
static int draw_chart(const struct lr_practice_pool *pool, int f, int sub,
		      const struct lr_input *out, int n, uint64_t *rng)
{
	int matches = 0;
	for (int i = 0; i < pool->count; i++)
		if (pool->family[i] == f && pool->sub[i] == sub &&
		    !dealt_already(out, n, &pool->inputs[i]))
			matches++;
	if (!matches)
		return -1;
	int pick = (int)(next_random(rng) % (uint64_t)matches);
	for (int i = 0; i < pool->count; i++)
		if (pool->family[i] == f && pool->sub[i] == sub &&
		    !dealt_already(out, n, &pool->inputs[i]) && pick-- == 0)
			return i;
	return -1;
}

static int by_box_then_due(const void *a, const void *b)
{
	const struct lr_practice_card *x = a, *y = b;
	if (x->box != y->box)
		return x->box < y->box ? -1 : 1;
	if (x->due != y->due)
		return x->due < y->due ? -1 : 1;
	return 0;
}

int lr_practice_deal(const struct lr_practice_pool *pool, int only,
		     const struct lr_practice_card *cards, int ncards,
		     const struct lr_practice_tally *tally, int64_t now,
		     uint64_t seed, struct lr_input *out, int n)
{
	int dealt = 0;
	/* the cards due, lowest box and longest overdue first */
	if (ncards > 0) {
		struct lr_practice_card *due = malloc(sizeof *due * (size_t)ncards);
		int ndue = 0;
		for (int i = 0; due && i < ncards; i++) {
			if (cards[i].due > now)
				continue;
			int at = pool_index(pool, &cards[i].input);
			if (at < 0 || (only >= 0 && pool->family[at] != only))
				continue;
			due[ndue++] = cards[i];
		}
		if (due)
			qsort(due, (size_t)ndue, sizeof *due, by_box_then_due);
		for (int i = 0; i < ndue && dealt < n; i++)
			if (!dealt_already(out, dealt, &due[i].input))
				out[dealt++] = due[i].input;
		free(due);
	}
	/* then fresh charts, round after round */
	uint64_t rng = seed;
	int turn[LR_PF_COUNT] = { 0 };
	while (dealt < n) {
		int round[ROUND_MAX];
		int len = make_round(pool, only, tally, &rng, round);
		if (len == 0)
			break;
		int before = dealt;
		for (int r = 0; r < len && dealt < n; r++) {
			int f = round[r];
			/* the family's sub-methods present, in turn */
			bool has[4] = { false };
			for (int i = 0; i < pool->count; i++)
				if (pool->family[i] == f)
					has[pool->sub[i] & 3] = true;
			int at = -1;
			for (int k = 0; k < 4 && at < 0; k++) {
				int sub = (turn[f] + k) % 4;
				if (has[sub])
					at = draw_chart(pool, f, sub, out, dealt, &rng);
				if (at >= 0)
					turn[f] = sub + 1;
			}
			if (at >= 0)
				out[dealt++] = pool->inputs[at];
		}
		if (dealt == before)
			break;	/* the pool is used up */
	}
	return dealt;
}
