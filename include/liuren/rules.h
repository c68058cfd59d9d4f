/* liuren - rules.h: the rules a chart is read by, 課 and 法 alike: the
 * 課體 of the 課經 and the seed volumes (patterns.h) and the hundred 法
 * of the 《畢法賦》 (bifa.h), in one registry in the book's order (the 課
 * first, then the 法). The library names a rule by its index in that
 * registry and by its name, never by a compiled-in id, so adding a rule
 * changes no type and no struct size here; a finding of either kind is
 * one struct lr_rule_result with one verdict.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_RULES_H
#define LIUREN_RULES_H

#include <stdbool.h>
#include <stddef.h>

#include "liuren/export.h"

LR_BEGIN_DECLS

/* What a rule is: a 課 (課經's 課體, the seed volumes' patterns) or a 法
 * of the 畢法賦. */
enum lr_rule_kind { LR_RULE_KE, LR_RULE_FA };

/* A rule's rank: a main reading, or a remark the book adds on another. */
enum lr_rule_rank { LR_MAIN, LR_REMARK };

/* What a finding says: the rule holds, or it could not be evaluated
 * ("未論（需…）": the context lacks what it reads). A rule that does not
 * hold has no finding. */
enum lr_rule_verdict {
	LR_RULE_FIRED,
	LR_RULE_UNKNOWN
};

/* LR_RULE_CAPACITY bounds the registry (checked where it is built), so a
 * reading holding every finding has a fixed size. */
enum {
	LR_RULE_VARIANT = 96,
	LR_RULE_REASON = 768,
	LR_RULE_CAPACITY = 256
};

/* One finding of one rule on one chart. */
struct lr_rule_result {
	int rule;			/* its index (lr_rule_info) */
	enum lr_rule_kind kind;
	int number;			/* a 法's number (1 … 100); a 課's
					 * place among the 課 (1 …) */
	const char *name;		/* static: "六儀", a 法's verse line */
	const char *source;		/* static: "卷三十一 六儀", "畢法 第三法" */
	enum lr_rule_verdict verdict;
	unsigned needs;			/* UNKNOWN: missing lr_context_part bits */
	bool remark;			/* a remark rather than a main reading */
	int cites;			/* a 法 that reads a 課: the 課's index;
					 * otherwise -1 */
	/* the variant (a 課's sub-form, "旬儀 支儀") or the 格 of a 法's
	 * commentary ("拱貴格"), or "": one field, under the name each kind
	 * of rule gives it */
	union {
		char variant[LR_RULE_VARIANT];
		char ge[LR_RULE_VARIANT];
	};
	char reason[LR_RULE_REASON];	/* in words; for UNKNOWN
					 * "未論（需行年）" */
};

/* A rule of the registry. */
struct lr_rule_info {
	int index;			/* its place in the registry */
	enum lr_rule_kind kind;
	int number;			/* as in lr_rule_result */
	const char *key;		/* ASCII, for JSON: "LIUYI", "BIFA_3" */
	const char *name;
	const char *source;
	const char *aliases;		/* space separated, may be "" */
	enum lr_rule_rank rank;
	int cites;			/* a 法 reading a 課: its index, or -1 */
};

/* How many rules the registry holds (課 and 法). */
int lr_rule_count(void);

/* How many of KIND, and the index of the first (the rules of one kind are
 * contiguous). */
int lr_rule_count_of(enum lr_rule_kind kind);
int lr_rule_first(enum lr_rule_kind kind);

/* Rule I of the registry; NULL out of range. */
const struct lr_rule_info *lr_rule_info(int i);

/* The index of the rule whose ASCII key is KEY ("LIUYI"), or -1. */
int lr_rule_by_key(const char *key);

/* The index of the rule NAME names: a 課 by its name or an alias
 * (lr_pattern_find), else a 法 by its number, line or 格 (lr_bifa_find);
 * -1 when none. VARIANT (may be NULL) gets the alias or 格 named, or NULL
 * when NAME was the rule's own. */
int lr_rule_find(const char *name, const char **variant);

LR_END_DECLS

#endif
