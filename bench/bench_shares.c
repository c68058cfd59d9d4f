/* liuren - bench_shares.c: each 法's and each 課體's share of the 8,640
 * charts (every day of the cycle, hour and 月將) under the default
 * settings, with nothing known of the querent, the month or the matter
 * asked. A share over 15% is marked: its detector's comment quotes the
 * sentence of the book that makes it common (tests/check_shares.c holds
 * the list), or it is a misreading.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/bifa.h"
#include "liuren/chart.h"
#include "liuren/context.h"
#include "liuren/patterns.h"

enum { CHARTS = LR_CYCLE * LR_BRANCHES * LR_BRANCHES };

static int bifa_fired[LR_BIFA_COUNT + 1], bifa_unknown[LR_BIFA_COUNT + 1];
static int pattern_fired[LR_RULE_CAPACITY], pattern_unknown[LR_RULE_CAPACITY];

static void count(void)
{
	for (int d = 0; d < LR_CYCLE; d++)
		for (int h = 0; h < LR_BRANCHES; h++)
			for (int g = 0; g < LR_BRANCHES; g++) {
				struct lr_input in = { d, h, g };
				struct lr_chart c;
				lr_chart_compute(&c, &in, NULL, NULL);
				struct lr_rule_result b[LR_BIFA_COUNT];
				int n = lr_bifa_evaluate(&c, NULL, b, LR_BIFA_COUNT);
				for (int i = 0; i < n && i < LR_BIFA_COUNT; i++)
					if (b[i].verdict == LR_RULE_FIRED)
						bifa_fired[b[i].number]++;
					else
						bifa_unknown[b[i].number]++;
				struct lr_rule_result p[LR_RULE_CAPACITY];
				n = lr_patterns_evaluate(&c, NULL, p, lr_pattern_count());
				for (int i = 0; i < n && i < lr_pattern_count(); i++)
					if (p[i].verdict == LR_RULE_FIRED)
						pattern_fired[p[i].rule]++;
					else
						pattern_unknown[p[i].rule]++;
			}
}

static void line(const char *what, const char *name, int fired, int unknown)
{
	printf("  %-14s %-24s %5d %5.1f%%", what, name, fired,
	       100.0 * fired / CHARTS);
	if (unknown)
		printf("  未論 %d", unknown);
	if (fired * 100 > CHARTS * 15)
		printf("  over 15%%");
	putchar('\n');
}

int main(void)
{
	count();
	printf("shares: each 法 and 課體 over the %d charts (defaults, no "
	       "querent, month or matter):\n", CHARTS);
	int over = 0;
	for (int n = 1; n <= LR_BIFA_COUNT; n++) {
		if (!lr_bifa_decided(n, NULL))
			continue;
		char o[32];
		line(lr_bifa_ordinal(n, o, sizeof o), lr_bifa_name(n),
		     bifa_fired[n], bifa_unknown[n]);
		over += bifa_fired[n] * 100 > CHARTS * 15;
	}
	for (int id = 0; id < lr_pattern_count(); id++) {	/* the 課經's order */
		line(lr_pattern_info(id)->source, lr_pattern_info(id)->name,
		     pattern_fired[id], pattern_unknown[id]);
		over += pattern_fired[id] * 100 > CHARTS * 15;
	}
	printf("shares: %d over 15%% (each with the book's sentence that "
	       "makes it common, tests/check_shares.c)\n", over);
	return 0;
}
