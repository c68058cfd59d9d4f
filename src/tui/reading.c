/* liuren - reading.c: what the browser reads from the chart: the context,
 * the 課體, the 神煞 grouped by name, the selection and its commentary
 * (see tui/state.h). No curses here.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/i18n.h"
#include "tui/state.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/ask.h"
#include "liuren/datetext.h"
#include "liuren/i18n.h"
#include "liuren/quote.h"
#include "liuren/reading.h"
#include "liuren/search.h"
#include "tui/bifa.h"
#include "tui/session.h"
#include "tui/vocab.h"

/* Row and column of each earth palace in the 4x4 grid: 巳午未申 on top,
 * 寅丑子亥 at the bottom, 辰卯 on the left and 酉戌 on the right. */
const signed char tui_palace_row[LR_BRANCHES] = {
	3, 3, 3, 2, 1, 0, 0, 0, 0, 1, 2, 3
};
const signed char tui_palace_col[LR_BRANCHES] = {
	2, 1, 0, 0, 0, 0, 1, 2, 3, 3, 3, 3
};

bool
tui_palace_differs(const struct lr_chart *a, const struct lr_chart *b, int p)
{
	int h = a->heaven[p];
	if (h != b->heaven[p] || a->general_on[h] != b->general_on[h])
		return true;
	for (int i = 0; i < 3; i++)
		if ((a->transmissions[i].branch == h) !=
		    (b->transmissions[i].branch == h))
			return true;
	return false;
}

/* ---- computing ---- */

/* The reading's 神煞 (三奇 read on the 三傳 as print reads them) as the
 * pane lists them. */
static void
group_shensha(struct tui_state *st, const struct lr_reading *rd)
{
	st->nitems = 0;
	st->mark_horse = st->mark_virtue = st->mark_lu = 0;
	/* (a reading without its 神煞, whose table did not load, has none) */
	/* one item per name and kind, 吉 first, then 凶, then 平 */
	static const enum lr_shensha_kind order[3] = {
		LR_SHENSHA_GOOD, LR_SHENSHA_BAD, LR_SHENSHA_NEUTRAL
	};
	for (int o = 0; o < 3; o++) {
		int first = st->nitems;
		for (size_t i = 0; i < rd->shensha.nhits; i++) {
			const struct lr_shensha_hit *h = &rd->shensha.hits[i];
			if (h->def->kind != order[o])
				continue;
			struct tui_shensha_item *it = NULL;
			for (int j = first; j < st->nitems; j++)
				if (strcmp(st->items[j].name, h->def->name) == 0) {
					it = &st->items[j];
					break;
				}
			if (!it) {
				if (st->nitems == TUI_SHENSHA_ITEMS)
					continue;
				it = &st->items[st->nitems++];
				*it = (struct tui_shensha_item){
					.name = h->def->name, .kind = h->def->kind,
					.def = h->def
				};
			}
			it->branches |= h->cell->palaces;
			if (h->key == LR_KEY_DAY)
				it->by_day |= h->cell->palaces;
		}
	}
	/* one that holds on the 三傳 sits on their branches */
	for (size_t i = 0; i < rd->shensha.nread; i++) {
		const struct lr_shensha_read *r = &rd->shensha.read[i];
		if (!r->holds || st->nitems == TUI_SHENSHA_ITEMS)
			continue;
		unsigned short on = 0;
		for (int k = 0; k < 3; k++)
			on |= (unsigned short)(1u
					       << rd->chart.transmissions[k].branch);
		st->items[st->nitems++] = (struct tui_shensha_item){
			.name = r->def->name, .kind = r->def->kind,
			.def = r->def, .branches = on
		};
	}
	/* the plate's markers: 驛馬, 日德 and 祿 of the day */
	for (int i = 0; i < st->nitems; i++) {
		const struct tui_shensha_item *it = &st->items[i];
		if (strcmp(it->name, "驛馬") == 0)
			st->mark_horse |= it->by_day;
		else if (strcmp(it->name, "日德") == 0)
			st->mark_virtue |= it->by_day;
		else if (strcmp(it->name, "日祿") == 0)
			st->mark_lu |= it->by_day;
	}
}

void
tui_reading_compute(struct tui_state *st, const struct lr_reading *r)
{
	/* the named 課體 first, the book's remarks (附) after them */
	st->nfired = 0;
	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < r->npatterns; i++)
			if (lr_reading_patterns(r)[i].verdict == LR_RULE_FIRED &&
			    lr_pattern_is_remark(lr_reading_patterns(r)[i].rule) == (pass == 1))
				st->fired[st->nfired++] = i;
	if (st->sel_pattern >= st->nfired)
		st->sel_pattern = st->nfired > 0 ? st->nfired - 1 : 0;
	tui_bifa_compute(st, r);
	group_shensha(st, r);
	int shown = tui_shensha_shown(st);
	if (st->sel_shensha >= shown)
		st->sel_shensha = shown > 0 ? shown - 1 : 0;
}

int
tui_patterns_only_in(const struct lr_rule_result *a, int na,
		     const struct lr_rule_result *b, int nb, int *out,
		     int max)
{
	int n = 0;
	for (int i = 0; i < na && n < max; i++) {
		if (a[i].verdict != LR_RULE_FIRED)
			continue;
		bool both = false;
		for (int j = 0; j < nb && !both; j++)
			both = b[j].verdict == LR_RULE_FIRED &&
			       b[j].rule == a[i].rule &&
			       strcmp(b[j].variant, a[i].variant) == 0;
		if (!both)
			out[n++] = i;
	}
	return n;
}

/* ---- lists ---- */

static bool
item_shown(const struct tui_state *st, const struct tui_shensha_item *it)
{
	return !st->filter[0] || strstr(it->name, st->filter);
}

int
tui_place_branch(const struct tui_state *st, enum tui_place p)
{
	return lr_place_branch(&st->reading->chart, &st->reading->context,
			       (enum lr_place)p);
}

const char *
tui_place_name(enum tui_place p)
{
	return lr_place_name((enum lr_place)p);
}

int
tui_shensha_rows(const struct tui_state *st, struct tui_shensha_row *out,
		 int max)
{
	int n = 0;
	if (st->shensha_all || st->filter[0]) {
		for (int i = 0; i < st->nitems && n < max; i++)
			if (item_shown(st, &st->items[i]))
				out[n++] = (struct tui_shensha_row){ (short)i, -1, 0 };
		return n;
	}
	/* the branches of the places, in order, each once */
	unsigned char at[LR_BRANCHES] = { 0 };
	int order[TUI_PLACES], norder = 0;
	for (int p = 0; p < TUI_PLACES; p++) {
		int b = tui_place_branch(st, (enum tui_place)p);
		if (b < 0)
			continue;
		if (!at[b])
			order[norder++] = b;
		at[b] |= (unsigned char)(1u << p);
	}
	for (int k = 0; k < norder && n < max; k++) {
		int b = order[k];
		out[n++] = (struct tui_shensha_row){ -1, (signed char)b, at[b] };
		for (int i = 0; i < st->nitems && n < max; i++)
			if (st->items[i].branches >> b & 1)
				out[n++] = (struct tui_shensha_row){
					(short)i, (signed char)b, 0 };
	}
	return n;
}

int
tui_shensha_shown(const struct tui_state *st)
{
	static struct tui_shensha_row rows[TUI_SHENSHA_ROWS];
	int nrows = tui_shensha_rows(st, rows, TUI_SHENSHA_ROWS), n = 0;
	for (int r = 0; r < nrows; r++)
		n += rows[r].item >= 0;
	return n;
}

const struct tui_shensha_item *
tui_shensha_item(const struct tui_state *st, int i)
{
	if (i < 0)
		return NULL;
	static struct tui_shensha_row rows[TUI_SHENSHA_ROWS];
	int nrows = tui_shensha_rows(st, rows, TUI_SHENSHA_ROWS);
	for (int r = 0; r < nrows; r++)
		if (rows[r].item >= 0 && i-- == 0)
			return &st->items[rows[r].item];
	return NULL;
}

const struct lr_rule_result *
tui_selected_pattern(const struct tui_state *st)
{
	if (st->nfired == 0)
		return NULL;
	return &lr_reading_patterns(st->reading)[st->fired[st->sel_pattern]];
}

const struct tui_shensha_item *
tui_selected_shensha(const struct tui_state *st)
{
	return tui_shensha_item(st, st->sel_shensha);
}

/* The earth palace holding heaven branch B. */
static int
palace_of(const struct lr_chart *c, int b)
{
	for (int p = 0; p < LR_BRANCHES; p++)
		if (c->heaven[p] == b)
			return p;
	return -1;
}

int
tui_selected_line_god(const struct tui_state *st)
{
	const struct lr_chart *c = &st->reading->chart;
	int i = st->sel_line;
	return i < TUI_LINE_LESSON ? c->transmissions[i].branch
				   : c->lessons[i - TUI_LINE_LESSON].upper;
}

/* The heaven branches that TEXT names (bit b). */
static unsigned
branches_named(const char *text)
{
	unsigned m = 0;
	for (int b = 0; b < LR_BRANCHES; b++)
		if (strstr(text, lr_branch_name(b)))
			m |= 1u << b;
	return m;
}

unsigned
tui_selection_palaces(const struct tui_state *st)
{
	const struct lr_chart *c = &st->reading->chart;
	unsigned m = 0;
	switch (st->focus) {
	case TUI_PANE_PLATE:
		return 1u << st->sel_palace;
	case TUI_PANE_PATTERNS: {
		const struct lr_rule_result *r = tui_selected_pattern(st);
		if (!r)
			return 0;
		unsigned named = branches_named(r->reason);
		unsigned parts = 0, trans = 0;
		for (int i = 0; i < 3; i++)
			trans |= 1u << c->transmissions[i].branch;
		parts = trans;
		for (int i = 0; i < 4; i++)
			parts |= 1u << c->lessons[i].upper;
		unsigned want = named & parts;
		if (!want)
			want = trans;
		for (int b = 0; b < LR_BRANCHES; b++)
			if (want >> b & 1)
				m |= 1u << palace_of(c, b);
		return m;
	}
	case TUI_PANE_BIFA: {
		const struct lr_rule_result *r = tui_selected_bifa(st);
		return r ? tui_bifa_palaces(c, r) : 0;
	}
	case TUI_PANE_SHENSHA: {
		const struct tui_shensha_item *it = tui_selected_shensha(st);
		if (!it)
			return 0;
		for (int b = 0; b < LR_BRANCHES; b++)
			if (it->branches >> b & 1)
				m |= 1u << palace_of(c, b);
		return m;
	}
	case TUI_PANE_LINES:
		return 1u << palace_of(c, tui_selected_line_god(st));
	default:
		return 0;
	}
}

/* ---- moving the selection ---- */

void
tui_select_pane(struct tui_state *st, int dpane)
{
	if (st->focus == TUI_PANE_BIFA)	/* a section of the 課體 pane */
		st->focus = TUI_PANE_PATTERNS;
	st->focus = (enum tui_pane)(((int)st->focus + dpane + TUI_PANES) %
				    TUI_PANES);
	st->commentary_top = 0;
}

/* The palace at grid ROW, COL (0-3), or -1 inside the centre. */
static int
palace_at(int row, int col)
{
	for (int p = 0; p < LR_BRANCHES; p++)
		if (tui_palace_row[p] == row && tui_palace_col[p] == col)
			return p;
	return -1;
}

void
tui_select_move(struct tui_state *st, int dx, int dy)
{
	st->commentary_top = 0;
	switch (st->focus) {
	case TUI_PANE_PLATE: {
		int r = tui_palace_row[st->sel_palace] + dy;
		int c = tui_palace_col[st->sel_palace] + dx;
		/* step over the centre; stay on the board */
		while (palace_at(r, c) < 0 && r >= 0 && r < 4 && c >= 0 &&
		       c < 4) {
			r += dy;
			c += dx;
		}
		int p = r >= 0 && r < 4 && c >= 0 && c < 4 ? palace_at(r, c) : -1;
		if (p >= 0)
			st->sel_palace = p;
		break;
	}
	case TUI_PANE_PATTERNS: {
		int i = st->sel_pattern + dy;
		if (i >= 0 && i < st->nfired)
			st->sel_pattern = i;
		else if (i >= st->nfired && st->nbifa > 0) {
			/* on into the 畢法 under the 課體 */
			st->focus = TUI_PANE_BIFA;
			st->sel_bifa = 0;
		}
		break;
	}
	case TUI_PANE_BIFA: {
		int i = st->sel_bifa + dy;
		if (i >= 0 && i < st->nbifa)
			st->sel_bifa = i;
		else if (i < 0) {
			st->focus = TUI_PANE_PATTERNS;
			st->sel_pattern = st->nfired > 0 ? st->nfired - 1 : 0;
		}
		break;
	}
	case TUI_PANE_SHENSHA: {
		int i = st->sel_shensha + dy;
		if (i >= 0 && i < tui_shensha_shown(st))
			st->sel_shensha = i;
		break;
	}
	case TUI_PANE_LINES: {
		int i = st->sel_line + dy;
		if (i >= 0 && i < TUI_LINES)
			st->sel_line = i;
		break;
	}
	default:
		break;
	}
}

/* ---- commentary ---- */

struct out {
	char *buf;
	size_t len, cap;
};

static void
put(struct out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void
put(struct out *o, const char *fmt, ...)
{
	if (o->len + 1 >= o->cap)
		return;
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(o->buf + o->len, o->cap - o->len, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	o->len += (size_t)n;
	if (o->len >= o->cap)
		o->len = o->cap - 1;
}

/* The branches of mask M as "子午". */
static const char *
branch_list(unsigned m, char *buf, size_t buflen)
{
	buf[0] = 0;
	for (int b = 0; b < LR_BRANCHES; b++)
		if (m >> b & 1)
			strncat(buf, lr_branch_name(b), buflen - strlen(buf) - 1);
	return buf;
}

static void
pattern_commentary(const struct tui_state *st, struct out *o)
{
	const struct lr_rule_result *r = tui_selected_pattern(st);
	if (!r) {
		put(o, "%s", _("課體\nNo 課體 holds in this chart.\n"));
		return;
	}
	if (r->variant[0])
		put(o, _("課體 %s (%s)  (%s)\n"), r->name, r->variant,
		    r->source);
	else
		put(o, "課體 %s  (%s)\n", r->name, r->source);
	put(o, "%s%s\n", _("this chart: "), r->reason);
	char err[256];
	const struct lr_pattern_text *t = lr_pattern_lookup(r->name, err,
							    sizeof err);
	if (!t) {
		put(o, "(no text: %s)\n", err[0] ? err : _("not in res/patterns.tsv"));
		return;
	}
	for (int i = 0; i < t->passage_count; i++)
		put(o, "【%s】%s\n", t->where[i] ? t->where[i] : "",
		    t->passages[i]);
	if (t->gloss && t->gloss[0])
		put(o, _("Gloss: %s\n"), lr_pattern_text_gloss(t));
}

static void
shensha_commentary(const struct tui_state *st, struct out *o)
{
	const struct tui_shensha_item *it = tui_selected_shensha(st);
	if (!it) {
		put(o, "%s\n%s\n", _("Spirits (神煞)"), st->shensha_set
		    ? _("no 神煞 matches the filter") : st->shensha_error);
		return;
	}
	static const char *const kinds[3] = { N_("good"), N_("bad"),
					      N_("neutral") };
	char bl[64];
	put(o, _("神煞 %s  %s  on %s\n"), it->name, _(kinds[it->kind % 3]),
	    branch_list(it->branches, bl, sizeof bl));
	/* where its branches ride on the plate */
	put(o, "%s", _("In this chart: "));
	for (int b = 0; b < LR_BRANCHES; b++)
		if (it->branches >> b & 1) {
			int p = palace_of(&st->reading->chart, b);
			put(o, _("%s on %s riding %s "), lr_branch_name(b),
			    lr_branch_name(p),
			    lr_general_name(st->reading->chart.general_on[b]));
		}
	put(o, "\n");
	for (size_t i = 0; i < st->reading->shensha.nhits; i++) {
		const struct lr_shensha_hit *h = &st->reading->shensha.hits[i];
		if (strcmp(h->def->name, it->name) != 0)
			continue;
		put(o, _("%s: %s (%s, %s)\n"), lr_shensha_key_name(h->key),
		    h->cell->symbol, lr_shensha_basis_name(h->def->basis),
		    h->def->source);
	}
	const struct lr_shensha_note *n = lr_shensha_note(st->shensha_set,
							  it->name);
	if (!n)
		return;
	for (int i = 0; i < n->ntext; i++)
		put(o, _("[book] %s\n"), n->text[i]);
	if (n->gloss && n->gloss[0])
		put(o, _("Gloss: %s\n"), lr_shensha_note_gloss(n));
}

/* What 卷二 says of the 神 H and the general over it, the sentences
 * that hold as the reading found them (vocab.c). */
static size_t
vocab(const struct tui_state *st, int h, struct out *o)
{
	const struct lr_reading *r = st->reading;
	return tui_vocab_commentary(&r->chart, &r->shenjiang,
				    r->shenjiang_error, &r->leishen, h,
				    st->vocab_all, o->buf, o->len, o->cap);
}

static void
palace_commentary(const struct tui_state *st, struct out *o)
{
	const struct lr_chart *c = &st->reading->chart;
	int p = st->sel_palace, h = c->heaven[p];
	put(o, _("Palace %s  heaven %s  riding %s"), lr_branch_name(p),
	    lr_branch_name(h), lr_general_name(c->general_on[h]));
	int stem = lr_hidden_stem(c->input.day, h);
	if (stem >= 0)
		put(o, _("  hidden stem %s"), lr_stem_name(stem));
	if (h == c->void_branches[0] || h == c->void_branches[1])
		put(o, "  %s", _("void (旬空)"));
	put(o, "\n");
	static const char *const tn[3] = { "初傳", "中傳", "末傳" };
	for (int i = 0; i < 3; i++)
		if (c->transmissions[i].branch == h)
			put(o, "%s%s\n", tn[i], lr_branch_name(h));
	for (int i = 0; i < 4; i++)
		if (c->lessons[i].upper == h)
			put(o, _("the upper god of lesson %d: %s\n"), i + 1,
			    lr_branch_name(h));
	/* the querent's palaces */
	const struct lr_context *k = &st->reading->context;
	if (k->birth_branch == p)
		put(o, _("本命 %s: over it %s, riding %s\n"), lr_branch_name(p),
		    lr_branch_name(h), lr_general_name(c->general_on[h]));
	if (k->xingnian == p)
		put(o, _("行年 %s: over it %s, riding %s\n"), lr_branch_name(p),
		    lr_branch_name(h), lr_general_name(c->general_on[h]));
	/* the 神煞 of each branch of the palace, heaven (the branch riding
	 * here) then earth (the palace's own), by kind */
	static const char *const kinds[3] = { N_("good"), N_("bad"),
					      N_("neutral") };
	const int branch[2] = { h, p };
	static const char *const plate[2] = { N_("神煞 on %s of the heaven plate: "),
					      N_("神煞 on %s of the earth plate: ") };
	for (int side = 0; side < 2; side++) {
		put(o, _(plate[side]), lr_branch_name(branch[side]));
		bool none = true;
		for (int kind = 0; kind < 3; kind++) {
			bool any = false;
			for (int i = 0; i < st->nitems; i++) {
				const struct tui_shensha_item *it = &st->items[i];
				if ((int)it->kind != kind ||
				    !(it->branches >> branch[side] & 1))
					continue;
				put(o, "%s%s", any ? _(", ") : none ? "" : _("; "),
				    any ? "" : _(kinds[kind]));
				put(o, "%s%s", any ? "" : " ", it->name);
				any = true;
				none = false;
			}
		}
		/* TRANSLATORS: no 神煞 on the branch (after 「天盤子神煞：」) */
		put(o, "%s\n", none ? _("none") : "");
	}
	for (int i = 0; i < st->nfired; i++) {
		const struct lr_rule_result *r =
			&lr_reading_patterns(st->reading)[st->fired[i]];
		if (branches_named(r->reason) >> h & 1)
			put(o, _("Pattern (課體) %s: %s\n"), r->name, r->reason);
	}
	/* what 卷二 says of the 神 and general here (vocab.c) */
	o->len = vocab(st, h, o);
}

/* A 三傳 row or a lesson: where it stands, then what 卷二 says of its
 * 神 (the lesson's upper) and the general over it, as for a palace. */
static void
line_commentary(const struct tui_state *st, struct out *o)
{
	const struct lr_chart *c = &st->reading->chart;
	int i = st->sel_line, h = tui_selected_line_god(st);
	int p = palace_of(c, h);
	if (i < TUI_LINE_LESSON) {
		static const char *const tn[3] = { "初傳", "中傳", "末傳" };
		const struct lr_transmission *tr = &c->transmissions[i];
		put(o, _("%s %s on %s  riding %s  %s"), tn[i], lr_branch_name(h),
		    lr_branch_name(p), lr_general_name(tr->general),
		    lr_kin_name(tr->kin));
		if (tr->stem >= 0)
			put(o, _("  hidden stem %s"), lr_stem_name(tr->stem));
	} else {
		static const char *const ln[4] = {
			N_("lesson 1"), N_("lesson 2"), N_("lesson 3"),
			N_("lesson 4")
		};
		const struct lr_lesson *l = &c->lessons[i - TUI_LINE_LESSON];
		put(o, _("%s %s over %s  riding %s"), _(ln[i - TUI_LINE_LESSON]),
		    lr_branch_name(h), l->lower_stem >= 0 ?
		    lr_stem_name(l->lower_stem) : lr_branch_name(l->lower),
		    lr_general_name(l->general));
		if (l->relation != LR_REL_NONE)
			put(o, "  %s", lr_relation_name(l->relation));
	}
	if (h == c->void_branches[0] || h == c->void_branches[1])
		put(o, "  旬空");
	put(o, "\n");
	o->len = vocab(st, h, o);
}

size_t
tui_commentary(const struct tui_state *st, char *buf, size_t buflen)
{
	struct out o = { buf, 0, buflen };
	if (buflen)
		buf[0] = 0;
	if (st->case_text)	/* the case opened from the casebook */
		put(&o, "%s\n", st->case_text);
	switch (st->focus) {
	case TUI_PANE_PATTERNS:
		pattern_commentary(st, &o);
		break;
	case TUI_PANE_BIFA:
		o.len = tui_bifa_commentary(st, o.buf, o.len, o.cap);
		break;
	case TUI_PANE_SHENSHA:
		shensha_commentary(st, &o);
		break;
	case TUI_PANE_LINES:
		line_commentary(st, &o);
		break;
	default:
		palace_commentary(st, &o);
		break;
	}
	return o.len;
}

/* ---- the querent ---- */

/* Does W start like a birth date (1983-…, 1983/…, 1983年…, 農曆…)? */
static bool looks_dated(const char *w)
{
	return lr_date_text_typed(w)
	       || (strspn(w, "0123456789") == 4 && w[4] == '-');
}

int
tui_querent_resolve(const struct tui_state *st, struct lr_context *ctx,
		    char *err, size_t errlen)
{
	if (lr_context_resolve_birth(ctx, st->zone, &st->settings, err,
				     errlen) < 0)
		return -1;
	if (st->have_moment
	    && lr_context_check_birth(ctx, st->reading->cal.utc, err,
				      errlen) < 0)
		return -1;
	return 0;
}

int
tui_parse_querent(const char *text, struct lr_context *querent, char *err,
		  size_t errlen)
{
	struct lr_context q = *querent;
	char buf[256];
	if (strlen(text) >= sizeof buf) {
		snprintf(err, errlen, _("too long"));
		return -1;
	}
	strcpy(buf, text);
	/* words split at blanks, commas and U+3000 */
	for (char *p = buf; *p; p++)
		if (*p == ',' || *p == '\t')
			*p = ' ';
	char *s = buf;
	while ((s = strstr(s, "\xe3\x80\x80")))
		memset(s, ' ', 3);
	char *word[64];
	int nword = 0;
	for (char *w = strtok(buf, " "); w && nword < 64; w = strtok(NULL, " "))
		word[nword++] = w;
	int words = 0;
	const char *birth_word = NULL;
	char dated[sizeof buf + 1];
	for (int k = 0; k < nword; k++) {
		char *w = word[k];
		/* "1983/1/20 08:30": a date and its time as two words */
		if (k + 1 < nword && looks_dated(w)
		    && lr_date_text_time_word(word[k + 1])) {
			/* both lie in BUF, so they fit */
			strcpy(dated, w);
			strcat(dated, " ");
			strcat(dated, word[++k]);
			w = dated;
		}
		words++;
		if (strcmp(w, "-") == 0) {
			lr_context_init(&q);
			birth_word = NULL;
			continue;
		}
		/* 夫行年甲寅, 妻行年亥: a couple's running years */
		const char *spouse[2] = { "夫行年", "妻行年" };
		int who = strncmp(w, spouse[0], strlen(spouse[0])) == 0 ? 0
			  : strncmp(w, spouse[1], strlen(spouse[1])) == 0 ? 1 : -1;
		if (who >= 0) {
			if (lr_context_parse_spouse_xingnian(&q, (enum lr_spouse)who,
					w + strlen(spouse[who]), err, errlen) < 0)
				return -1;
			continue;
		}
		/* 占病, 問婚: the matter asked about */
		if (!strncmp(w, "占", 3) || !strncmp(w, "問", 3)
		    || !strncmp(w, "问", 3)) {
			if (lr_context_parse_ask(&q, w, err, errlen) < 0)
				return -1;
			continue;
		}
		const char *xn = "行年";
		if (strncmp(w, xn, strlen(xn)) == 0) {
			if (lr_context_parse_xingnian(&q, w + strlen(xn), err,
						      errlen) < 0)
				return -1;
			continue;
		}
		char e1[200];
		if (lr_context_parse_sex(&q, w, e1, sizeof e1) == 0)
			continue;
		if (lr_context_parse_birth(&q, w, err, errlen) == 0) {
			/* one birth year: a second would silently replace
			 * the first (1983 then 午 dropped 1983) */
			if (birth_word) {
				char q1[LR_QUOTE_SIZE], q2[LR_QUOTE_SIZE];
				lr_quote(w, q1, sizeof q1);
				lr_quote(birth_word, q2, sizeof q2);
				if (lr_parse_branch_exact(w) >= 0)
					snprintf(err, errlen, _("'%s' is a second "
						 "birth year after '%s'; for the "
						 "running year write 行年%s"),
						 q1, q2, q1);
				else
					snprintf(err, errlen, _("'%s' is a second "
						 "birth year after '%s'; give one"),
						 q1, q2);
				return -1;
			}
			birth_word = w;
			continue;
		}
		if (looks_dated(w))
			return -1;	/* a date that is not one: ERR says why */
		/* 病, 婚: the matter asked about, as --ask takes it */
		if (lr_ask_parse(w) >= 0) {
			if (lr_context_parse_ask(&q, w, err, errlen) < 0)
				return -1;
			continue;
		}
		snprintf(err, errlen, _("'%s' is not a birth year (1983, 癸亥), "
			 "a sex (男, f), 行年午, 夫行年甲寅, 妻行年亥 or a matter "
			 "(病, 婚)"), w);
		return -1;
	}
	if (!words) {
		snprintf(err, errlen, _("give a birth year, a sex or 行年 (e.g. "
			 "1983 男), or - to clear"));
		return -1;
	}
	*querent = q;
	return 0;
}
