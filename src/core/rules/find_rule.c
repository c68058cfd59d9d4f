/* liuren - find_rule.c: a rule of the registry found by a name a reader
 * types: a 課's name or alias (patterns_text.c), else a 法's number, line
 * or 格 (bifa_text.c).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/bifa.h"
#include "liuren/patterns.h"
#include "liuren/rules.h"

int lr_rule_find(const char *name, const char **variant)
{
	int id = lr_pattern_find(name, variant);
	if (id >= 0)
		return id;
	int number = lr_bifa_find(name, variant);
	return number >= 1 ? lr_rule_first(LR_RULE_FA) + number - 1 : -1;
}
