/* liuren - registry.c: the one registry of 課 and 法, built from the rows
 * of LR_RULES (rules.h) in the book's order, and the library's view of it
 * (include/liuren/rules.h): rules by index and key (find_rule.c finds
 * them by name).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/bifa_internal.h"

#include <string.h>

/* The reading holds every finding in LR_RULE_CAPACITY places; the book
 * has a hundred 法. */
_Static_assert((int)RULE_COUNT <= (int)LR_RULE_CAPACITY,
	       "the registry outgrew LR_RULE_CAPACITY (include/liuren/rules.h)");
_Static_assert((int)RULE_FA_COUNT == (int)LR_BIFA_COUNT
	       && LR_F_100 - LR_F_1 == 99,
	       "the 法 rows are the hundred of the 畢法賦, in order");

static const struct rule_row rows[RULE_COUNT] = {
#define ROW_KE(key_, name_, source_, aliases_, detector_, rank_) \
	{ .info = { .index = LR_P_##key_, .kind = LR_RULE_KE, \
		    .number = LR_P_##key_ + 1, .key = #key_, .name = name_, \
		    .source = source_, .aliases = aliases_, .rank = rank_, \
		    .cites = -1 }, \
	  .detector = detector_ },
#define ROW_FA(number_, source_, name_, detector_, rank_, cites_, variant_, \
	       variant2_, ge_of_, why_) \
	{ .info = { .index = LR_F_##number_, .kind = LR_RULE_FA, \
		    .number = number_, .key = "BIFA_" #number_, .name = name_, \
		    .source = source_, .aliases = "", .rank = rank_, \
		    .cites = LR_P_##cites_ }, \
	  .detector = detector_, .variant = variant_, .variant2 = variant2_, \
	  .ge_of = ge_of_, .why = why_ },
	LR_RULES(ROW_KE, ROW_FA)
#undef ROW_KE
#undef ROW_FA
};

const struct rule_row *rule_row(int i)
{
	return &rows[i];
}

int rule_none(const struct ev *e, struct lr_rule_result *r)
{
	(void)e;
	(void)r;
	return NO;
}

int lr_rule_count(void)
{
	return RULE_COUNT;
}

int lr_rule_count_of(enum lr_rule_kind kind)
{
	return kind == LR_RULE_KE ? RULE_KE_COUNT : RULE_FA_COUNT;
}

int lr_rule_first(enum lr_rule_kind kind)
{
	return kind == LR_RULE_KE ? 0 : RULE_FIRST_FA;
}

const struct lr_rule_info *lr_rule_info(int i)
{
	return i >= 0 && i < RULE_COUNT ? &rows[i].info : NULL;
}

int lr_rule_by_key(const char *key)
{
	for (int i = 0; key && i < RULE_COUNT; i++)
		if (!strcmp(rows[i].info.key, key))
			return i;
	return -1;
}

/* ---- the 課 and the 法 by their own numbers ---- */

int lr_pattern_count(void)
{
	return RULE_KE_COUNT;
}

const struct lr_rule_info *lr_pattern_info(int id)
{
	return id >= 0 && id < RULE_KE_COUNT ? &rows[id].info : NULL;
}

bool lr_pattern_is_remark(int id)
{
	return id >= 0 && id < RULE_KE_COUNT && rows[id].info.rank == LR_REMARK;
}

bool lr_pattern_is_method(int id)
{
	return id >= 0 && id <= LR_P_FANYIN;
}

const char *lr_bifa_name(int number)
{
	return number >= 1 && number <= LR_BIFA_COUNT
		? rows[RULE_FIRST_FA + number - 1].info.name : NULL;
}
