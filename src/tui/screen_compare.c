/* liuren - screen_compare.c: the compare-schools view: the chart under
 * the settings and under another school's (one setting that changes the
 * lessons set otherwise) side by side, what differs highlighted: the
 * palaces, the method, 三傳 and 四課, the 課體 that fire on one side only.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/screen_compare.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/i18n.h"
#include "liuren/reading.h"
#include "tui/chrome.h"
#include "tui/plate.h"
#include "tui/screen_chart.h"
#include "tui/width.h"

/* The screen's own state: which school it compares with. */
struct tui_compare {
	int variant;		/* index into tui_compare_variants */
};

int
tui_compare_variant(const struct tui_state *st)
{
	return st->compare ? st->compare->variant : 0;
}

unsigned
tui_compare_open(struct tui_state *st)
{
	if (!st->compare) {
		st->compare = calloc(1, sizeof *st->compare);
		if (!st->compare) {
			tui_status(st, true, "%s", _("out of memory"));
			return TUI_R_REDRAW;
		}
	}
	st->screen = TUI_SCREEN_COMPARE;
	tui_compare_reading(st);
	return TUI_R_REDRAW;
}

const struct lr_reading *
tui_compare_reading(struct tui_state *st)
{
	struct tui_variant v[TUI_VARIANTS_MAX];
	int nv = tui_compare_variants(st, v);
	/* the settings may offer fewer schools than when one was chosen */
	if (st->compare && st->compare->variant >= nv)
		st->compare->variant = 0;
	int i = tui_compare_variant(st);
	struct lr_settings settings = st->settings;
	if (nv > 0) {
		char err[64], value[64];
		const char *name = lr_setting_value_name(v[i].id, v[i].value);
		snprintf(value, sizeof value, "%s", name ? name : "");
		lr_settings_set(&settings, lr_setting_info(v[i].id)->key,
				value, err, sizeof err);
	}
	return tui_state_compare(st, &settings);
}

/* One side's summary under its plate: method, 三傳, 四課; a line that
 * differs from the other side is highlighted. */
static void
compare_summary(const struct lr_chart *c, const struct lr_chart *o, int y,
		int x, int w)
{
	char a[128], b[128];
	attr_t n = tui_role(TUI_ROLE_NORMAL), hi = tui_role(TUI_ROLE_HILITE);
	const struct lr_chart *pair[2] = { c, o };
	char *out[2] = { a, b };
	for (int k = 0; k < 2; k++)
		snprintf(out[k], sizeof a, pair[k]->daytime
			 ? (pair[k]->noble_forward ? _("課法 %s%s%s  貴 %s晝順")
						   : _("課法 %s%s%s  貴 %s晝逆"))
			 : (pair[k]->noble_forward ? _("課法 %s%s%s  貴 %s夜順")
						   : _("課法 %s%s%s  貴 %s夜逆")),
			 lr_method_name(pair[k]->method),
			 pair[k]->method_detail && pair[k]->method_detail[0] ?
			 " " : "", pair[k]->method_detail ?
			 pair[k]->method_detail : "",
			 lr_branch_name(pair[k]->noble));
	char cut[160];
	tw_clip(a, w, cut, sizeof cut);
	tui_text(y, x, w, cut, strcmp(a, b) ? hi : n);
	for (int k = 0; k < 2; k++) {
		const struct lr_transmission *tr = pair[k]->transmissions;
		/* TRANSLATORS: the compare view's 三傳 line: the label, then
		   each transmission's branch and its general's one character
		   (子蛇 酉陰 午白) */
		snprintf(out[k], sizeof a, _("三傳 %s%s %s%s %s%s"),
			 lr_branch_name(tr[0].branch),
			 lr_general_short(tr[0].general),
			 lr_branch_name(tr[1].branch),
			 lr_general_short(tr[1].general),
			 lr_branch_name(tr[2].branch),
			 lr_general_short(tr[2].general));
	}
	tui_text(y + 1, x, w, a, strcmp(a, b) ? hi : n);
	for (int k = 0; k < 2; k++) {
		const struct lr_lesson *l = pair[k]->lessons;
		/* TRANSLATORS: the compare view's 四課 line: the label, then
		   each lesson's upper branch and its general's character */
		snprintf(out[k], sizeof a, _("四課 %s%s %s%s %s%s %s%s"),
			 lr_branch_name(l[0].upper), lr_general_short(l[0].general),
			 lr_branch_name(l[1].upper), lr_general_short(l[1].general),
			 lr_branch_name(l[2].upper), lr_general_short(l[2].general),
			 lr_branch_name(l[3].upper), lr_general_short(l[3].general));
	}
	tui_text(y + 2, x, w, a, strcmp(a, b) ? hi : n);
}

/* Does anything shown differ between the two charts? */
static bool
charts_differ(const struct lr_chart *a, const struct lr_chart *b)
{
	if (a->method != b->method ||
	    strcmp(a->method_detail ? a->method_detail : "",
		   b->method_detail ? b->method_detail : "") ||
	    a->noble != b->noble ||
	    a->noble_forward != b->noble_forward || a->daytime != b->daytime)
		return true;
	for (int p = 0; p < LR_BRANCHES; p++)
		if (tui_palace_differs(a, b, p))
			return true;
	for (int i = 0; i < 4; i++)
		if (a->lessons[i].upper != b->lessons[i].upper ||
		    a->lessons[i].general != b->lessons[i].general)
			return true;
	for (int i = 0; i < 3; i++)
		if (a->transmissions[i].branch != b->transmissions[i].branch ||
		    a->transmissions[i].general != b->transmissions[i].general)
			return true;
	return false;
}

/* The names of the results ONLY (N indices into R), FIRST before the
 * first ("+" or "-"), into TEXT. */
static void
pattern_names(const struct lr_rule_result *r, const int *only, int n,
	      const char *first, char *text, size_t size)
{
	size_t used = 0;
	text[0] = 0;
	for (int i = 0; i < n; i++) {
		const struct lr_rule_result *p = &r[only[i]];
		int k = snprintf(text + used, size - used, "%s%s%s%s%s",
				 i ? " " : first, p->name,
				 p->variant[0] ? "(" : "", p->variant,
				 p->variant[0] ? ")" : "");
		if (k < 0 || (size_t)k >= size - used)
			break;
		used += (size_t)k;
	}
}

/* The 課體 fired on this side and not (with the same variant) on the
 * other, highlighted, wrapped into the rows from Y to BOTTOM; "課體 同"
 * only when the two sides fire the same ones; a side that fires none of
 * its own names those it lacks. */
static void
compare_patterns(const struct lr_rule_result *mine, int nmine,
		 const struct lr_rule_result *other, int nother, int y,
		 int x, int w, int bottom)
{
	if (y >= bottom)
		return;
	int only[LR_RULE_CAPACITY], lacks[LR_RULE_CAPACITY];
	int n = tui_patterns_only_in(mine, nmine, other, nother, only,
				     lr_pattern_count());
	int nl = tui_patterns_only_in(other, nother, mine, nmine, lacks,
				      lr_pattern_count());
	/* TRANSLATORS: the compare view's label before the 課體 that fire
	   on one side only; keep the space after it */
	int dx = tui_text(y, x, w, _("課體 "), tui_role(TUI_ROLE_TITLE));
	if (n == 0 && nl == 0) {
		tui_text(y, x + dx, w - dx, _("同 (the same fire)"),
			 tui_role(TUI_ROLE_EARTH));
		return;
	}
	char text[2048];
	if (n == 0) {
		char names[1800];
		pattern_names(other, lacks, nl, "-", names, sizeof names);
		snprintf(text, sizeof text, _("none of its own; not here: %s"),
			 names);
		tui_wrap(y, x + dx, w - dx, bottom - y, text,
			 tui_role(TUI_ROLE_EARTH));
		return;
	}
	pattern_names(mine, only, n, "+", text, sizeof text);
	tui_wrap(y, x + dx, w - dx, bottom - y, text, tui_role(TUI_ROLE_HILITE));
}

/* The row the two settings are named on, above the plates. */
enum { LABEL_Y = 1 };

void
tui_screen_compare_draw(struct tui *t)
{
	struct tui_state *st = &t->st;
	/* read once since the chart changed */
	const struct lr_reading *cmp = tui_compare_reading(st);
	tui_draw_header(t);
	int half = COLS / 2;
	char label[160];
	tui_settings_label(&st->settings, label, sizeof label);
	tui_text(LABEL_Y, 0, half - 1, label, tui_role(TUI_ROLE_TITLE));
	tui_settings_label(&cmp->chart.settings, label, sizeof label);
	int lx = tui_text(LABEL_Y, half, COLS - half, label,
			  tui_role(TUI_ROLE_TITLE));
	int only[LR_RULE_CAPACITY];
	if (!charts_differ(&st->reading->chart, &cmp->chart) &&
	    !tui_patterns_only_in(lr_reading_patterns(st->reading),
				  st->reading->npatterns,
				  lr_reading_patterns(cmp), cmp->npatterns,
				  only, lr_pattern_count()) &&
	    !tui_patterns_only_in(lr_reading_patterns(cmp), cmp->npatterns,
				  lr_reading_patterns(st->reading),
				  st->reading->npatterns, only,
				  lr_pattern_count()))
		tui_text(LABEL_Y, half + lx, COLS - half - lx, _(" (no difference)"),
			 tui_role(TUI_ROLE_EARTH));
	int below = tui_draw_compare_plates(t, LABEL_Y + 1, &cmp->chart);
	const struct lr_chart *chart[2] = { &st->reading->chart, &cmp->chart };
	for (int k = 0; k < 2; k++) {
		int x = k ? half : 0, w = k ? COLS - half : half - 1;
		compare_summary(chart[k], chart[!k], below, x, w);
		compare_patterns(k ? lr_reading_patterns(cmp) : lr_reading_patterns(st->reading),
				 k ? cmp->npatterns : st->reading->npatterns,
				 k ? lr_reading_patterns(st->reading) : lr_reading_patterns(cmp),
				 k ? st->reading->npatterns : cmp->npatterns,
				 below + 3, x, w, LINES - 1);
	}
	tui_draw_footer(t, TUI_CTX_COMPARE);
}

unsigned
tui_screen_compare_key(struct tui *t, enum tui_action a, int key)
{
	struct tui_state *st = &t->st;
	struct tui_variant v[TUI_VARIANTS_MAX];
	int n = tui_compare_variants(st, v);
	switch (a) {
	case TUI_A_SCHOOL_NEXT:
	case TUI_A_SCHOOL_PREV:
		if (n > 0 && st->compare)
			st->compare->variant = (tui_compare_variant(st) +
						(a == TUI_A_SCHOOL_NEXT ? 1 :
						 n - 1)) % n;
		return TUI_R_CHART;
	case TUI_A_COMPARE_END:
		st->screen = TUI_SCREEN_CHART;
		return TUI_R_REDRAW;
	default:
		return tui_screen_chart_key(t, a, key);
	}
}
