/* liuren - bifa.c: the 法 of the 《畢法賦》 (《六壬大全》 卷十一–十二) in the
 * chart browser: those the chart holds, read through the public bifa.h
 * (main readings before remarks, then those not evaluated), their section
 * of the 課體 pane (beside the 課體 when the pane has room, in its place
 * when the 法 are selected on a small screen), the commentary Enter opens
 * (the verse line, the paragraph of the 格 that fired with its worked
 * chart, the 法's own paragraphs) and a teaching step for each after the 三傳.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/bifa.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "liuren/ganzhi.h"
#include "liuren/i18n.h"
#include "liuren/reading.h"
#include "tui/draw.h"
#include "tui/labels.h"
#include "tui/width.h"

/* A teaching step added here carries this in `which` (minus the 法's
 * number); the core's steps never use a negative choice. */
enum { BIFA_STEP_MARK = -1000 };

/* Columns of a step's sentence: CJK takes 3 bytes for 2 columns, so it
 * fits lr_step.text whole or cut with the mark. */
enum { STEP_COLS = (LR_STEP_TEXT - 4) * 2 / 3 };

bool
tui_bifa_step(const struct lr_step *s)
{
	return s->which <= BIFA_STEP_MARK;
}

unsigned
tui_bifa_palaces(const struct lr_chart *c, const struct lr_rule_result *r)
{
	unsigned parts = 0, named = 0, lit = 0;
	for (int i = 0; i < 3; i++)
		parts |= 1u << c->transmissions[i].branch;
	for (int i = 0; i < 4; i++)
		parts |= 1u << c->lessons[i].upper;
	/* 「寅加酉」 names the ground palace 酉 that 寅 stands on: that palace
	 * is lit, and its 酉 is not a heaven branch the reason names */
	char text[sizeof r->reason];
	snprintf(text, sizeof text, "%s", r->reason);
	static const char jia[] = "加";
	const size_t name_len = strlen(lr_branch_name(0));
	for (char *p = strstr(text, jia); p; p = strstr(p + 1, jia)) {
		const char *end = NULL, *up_end = NULL;
		int ground = lr_parse_branch(p + strlen(jia), &end);
		int up = p - text >= (ptrdiff_t)name_len ?
			 lr_parse_branch(p - name_len, &up_end) : -1;
		if (ground < 0 || up < 0 || up_end != p ||
		    c->heaven[ground] != up)
			continue;
		lit |= 1u << ground;
		memset(p + strlen(jia), ' ', (size_t)(end - (p + strlen(jia))));
	}
	for (int b = 0; b < LR_BRANCHES; b++)
		if (strstr(text, lr_branch_name(b)))
			named |= 1u << b;
	for (int p = 0; p < LR_BRANCHES; p++)
		if ((named & parts) >> c->heaven[p] & 1)
			lit |= 1u << p;
	return lit;
}

/* The steps: one after the derivation for each 法 that holds, its
 * sentence made of the 法 and the chart's reason. */
static void
add_steps(struct tui_state *st)
{
	struct lr_trace *tr = st->trace;
	while (tr->count > 0 && tui_bifa_step(&tr->steps[tr->count - 1]))
		tr->count--;
	if (tr->count == 0)
		return;
	const struct lr_step *last = &tr->steps[tr->count - 1];
	for (int i = 0; i < st->nbifa_fired && tr->count < LR_TRACE_MAX; i++) {
		const struct lr_rule_result *r = &st->bifa[i];
		struct lr_step *s = &tr->steps[tr->count];
		*s = *last;	/* a kind that reveals nothing new */
		s->candidates = s->eliminated = s->counted = 0;
		s->hit_branches = s->hit_stems = 0;
		s->lessons = s->other_lessons = 0;
		s->lesson = s->transmission = s->branch = s->second =
			s->third = s->method = -1;
		s->which = BIFA_STEP_MARK - r->number;
		s->palaces = tui_bifa_palaces(&st->reading->chart, r);
		char row[LR_RULE_REASON + 256];
		tui_bifa_row_text(st, i, row, sizeof row);
		char text[LR_RULE_REASON + 300];
		/* TRANSLATORS: a teaching step: the 法 and why it holds */
		snprintf(text, sizeof text, _("畢法 %s"), row);
		tw_clip(text, STEP_COLS, s->text, sizeof s->text);
		tr->count++;
	}
}

void
tui_bifa_compute(struct tui_state *st, const struct lr_reading *rd)
{
	const struct lr_rule_result *all = lr_reading_bifas(rd);
	int n = rd->nbifa;
	st->nbifa = 0;
	/* main readings, remarks (附), then those not evaluated */
	for (int pass = 0; pass < 3; pass++) {
		if (pass == 2)
			st->nbifa_fired = st->nbifa;
		for (int i = 0; i < n; i++) {
			bool fired = all[i].verdict == LR_RULE_FIRED;
			if (pass < 2 ? fired && all[i].remark == (pass == 1)
				     : !fired)
				st->bifa[st->nbifa++] = all[i];
		}
	}
	if (st->sel_bifa >= st->nbifa)
		st->sel_bifa = st->nbifa > 0 ? st->nbifa - 1 : 0;
	if (st->focus == TUI_PANE_BIFA && st->nbifa == 0)
		st->focus = TUI_PANE_PATTERNS;
	add_steps(st);
}

const struct lr_rule_result *
tui_selected_bifa(const struct tui_state *st)
{
	if (st->sel_bifa < 0 || st->sel_bifa >= st->nbifa)
		return NULL;
	return &st->bifa[st->sel_bifa];
}

void
tui_bifa_row_text(const struct tui_state *st, int i, char *buf,
		  size_t buflen)
{
	const struct lr_rule_result *r = &st->bifa[i];
	char o[32];
	bool remark = r->verdict == LR_RULE_FIRED && r->remark;
	snprintf(buf, buflen, "%s%s%s %s%s%s%s %s",
		 remark ? tui_remark_label() : "", remark ? " " : "",
		 lr_bifa_ordinal(r->number, o, sizeof o), r->name,
		 r->ge[0] ? "(" : "", r->ge, r->ge[0] ? ")" : "", r->reason);
}

/* ---- the commentary ---- */

static size_t
put(char *buf, size_t len, size_t cap, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static size_t
put(char *buf, size_t len, size_t cap, const char *fmt, ...)
{
	if (len + 1 >= cap)
		return len;
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(buf + len, cap - len, fmt, ap);
	va_end(ap);
	if (n < 0)
		return len;
	len += (size_t)n;
	return len >= cap ? cap - 1 : len;
}

size_t
tui_bifa_commentary(const struct tui_state *st, char *buf, size_t len,
		    size_t cap)
{
	const struct lr_rule_result *r = tui_selected_bifa(st);
	if (!r)
		return put(buf, len, cap, "畢法\n%s\n",
			   _("no 法 of the 畢法賦 holds in this chart."));
	if (r->ge[0])
		len = put(buf, len, cap, _("畢法 %s (%s)  (%s)\n"), r->name,
			  r->ge, r->source);
	else
		len = put(buf, len, cap, "畢法 %s  (%s)\n", r->name, r->source);
	len = put(buf, len, cap, "%s%s\n", _("this chart: "), r->reason);
	char err[256] = "";
	const struct lr_bifa_text *t = lr_bifa_text(r->number, err, sizeof err);
	if (!t)
		return put(buf, len, cap, "(%s)\n", err);
	const char *where = r->number <= 50 ? "卷十一" : "卷十二";
	len = put(buf, len, cap, "【%s 畢法賦】%s\n", where, t->verse);
	if (t->motto)
		len = put(buf, len, cap, "【%s】%s\n", t->heading, t->motto);
	/* the 格 that fired first, its paragraph with its worked chart; then
	 * the 法's own paragraphs (the other 格 are not this chart's). The
	 * result names its 格 as the reason does ("六陰" for 六陰格): match
	 * as `find` does */
	for (int i = 0; r->ge[0] && i < t->count; i++)
		if (!strcmp(t->kind[i], "ge") && t->name[i] &&
		    (!strcmp(t->name[i], r->ge) ||
		     lr_bifa_result_matches(r, t->name[i]))) {
			len = put(buf, len, cap, "【%s %s】%s\n", where,
				  t->name[i], t->text[i]);
			/* our gloss of that 格 under its paragraph */
			const char *gloss = lr_bifa_ge_gloss(t, i);
			if (gloss)
				len = put(buf, len, cap, _("Gloss: %s\n"), gloss);
		}
	for (int i = 0; i < t->count; i++)
		if (!strcmp(t->kind[i], "text"))
			len = put(buf, len, cap, "【%s】%s\n", where, t->text[i]);
	/* our gloss, in the reader's language, after the book's paragraphs
	 * as the 課's comes after its passages */
	const char *gloss = lr_bifa_text_gloss(t);
	if (gloss)
		len = put(buf, len, cap, _("Gloss: %s\n"), gloss);
	return len;
}

/* ---- the section of the 課體 pane ---- */

/* Rows the pane gives the 課體 when it shows both; fewer than this in
 * all and it shows one of them. */
enum { BIFA_SPLIT_ROWS = 12 };

void
tui_bifa_split(const struct tui_state *st, const struct tui_pane_box *b,
	       struct tui_pane_box *patterns, struct tui_pane_box *bifa)
{
	*patterns = *b;
	*bifa = *b;
	int rows = b->bottom - b->y;
	if (rows < BIFA_SPLIT_ROWS) {
		/* one of them: the 法 while they hold the selection */
		bool fa = st->focus == TUI_PANE_BIFA;
		patterns->shown = b->shown && !fa;
		bifa->shown = b->shown && fa;
		return;
	}
	/* the 課體 a title and a line each (their reasons whole when that
	 * fits), at most half; the 法 under them */
	int want = 1;
	for (int i = 0; i < st->nfired; i++) {
		char text[LR_RULE_REASON + 128];
		const struct lr_rule_result *r =
			&lr_reading_patterns(st->reading)[st->fired[i]];
		snprintf(text, sizeof text, "%s %s %s", r->name, r->variant,
			 r->reason);
		want += tw_lines(text, b->w - 2, NULL, 0);
	}
	if (want < 2)
		want = 2;
	if (want > rows / 2)
		want = rows / 2;
	patterns->bottom = b->y + want;
	bifa->y = patterns->bottom;
}

/* Lines row I takes shown whole in W columns (hanging by 2). */
static int
row_lines(const struct tui_state *st, int i, int w)
{
	char text[LR_RULE_REASON + 256];
	tui_bifa_row_text(st, i, text, sizeof text);
	return tw_lines(text, w - 2, NULL, 0);
}

/* Are the rows shown whole (every reason wrapped) in box B? */
static bool
rows_whole(const struct tui_state *st, const struct tui_pane_box *b)
{
	int rows = b->bottom - b->y - 1, used = 0;
	for (int i = 0; i < st->nbifa && used <= rows; i++)
		used += row_lines(st, i, b->w);
	return used <= rows && b->w > 10;
}

/* The window of rows shown: the selection in view, the last row left for
 * the more-marker when not all fit. */
static void
bifa_window(int count, int rows, int sel, int *top, int *shown)
{
	*top = 0;
	*shown = count;
	if (count <= rows)
		return;
	int vis = rows > 1 ? rows - 1 : 1;
	*top = sel >= vis ? sel - vis + 1 : 0;
	*shown = vis;
}

void
tui_draw_bifa(struct tui *t, const struct tui_pane_box *b)
{
	const struct tui_state *st = &t->st;
	int y = b->y, x = b->x, w = b->w, bottom = b->bottom;
	bool focus = st->focus == TUI_PANE_BIFA;
	int dx = tui_text(y, x, w, "畢法", focus ? tui_role(TUI_ROLE_KEY) |
			  A_REVERSE : tui_role(TUI_ROLE_TITLE));
	dx += tui_title_part(y, x + dx, w - dx, " %d", st->nbifa_fired);
	if (st->nbifa > st->nbifa_fired)
		dx += tui_title_part(y, x + dx, w - dx, _(" (%d not evaluated)"),
				     st->nbifa - st->nbifa_fired);
	if (bottom - y < BIFA_SPLIT_ROWS)	/* in the 課體's place: k */
		tui_title_part(y, x + dx, w - dx, "  課體 %d", st->nfired);
	y++;
	int rows = bottom - y;
	if (rows <= 0)
		return;
	if (st->nbifa == 0) {
		tui_text(y, x, w, _("no 法 holds"), tui_role(TUI_ROLE_EARTH));
		return;
	}
	bool whole = rows_whole(st, b);
	int top = 0, shown = st->nbifa;
	if (!whole)
		bifa_window(st->nbifa, rows, focus ? st->sel_bifa : -1, &top,
			    &shown);
	for (int i = top; i < top + shown && y < bottom; i++) {
		const struct lr_rule_result *r = &st->bifa[i];
		bool sel = focus && i == st->sel_bifa;
		bool fired = r->verdict == LR_RULE_FIRED;
		attr_t a = sel ? tui_role(TUI_ROLE_SELECT) :
			   tui_role(fired ? TUI_ROLE_CAPTION : TUI_ROLE_EARTH);
		char text[LR_RULE_REASON + 256], clip[LR_RULE_REASON + 256];
		tui_bifa_row_text(st, i, text, sizeof text);
		struct tw_line lines[16];
		int n = 1;
		if (whole) {
			n = tw_lines(text, w - 2, lines, 16);
			if (n > 16)
				n = 16;
		} else {
			/* one line, cut with the mark; Enter reads it whole */
			tw_clip(text, w, clip, sizeof clip);
			snprintf(text, sizeof text, "%s", clip);
			lines[0] = (struct tw_line){ 0, strlen(text), false };
		}
		int y0 = y;
		for (int l = 0; l < n && y < bottom; l++, y++) {
			if (sel)
				tui_blank(y, x, w, a);
			int lx = l ? 2 : 0;
			tui_line(y, x + lx, w - lx, text, &lines[l], false, a);
		}
		y = y0;
		if (!sel && fired) {
			/* the 法's number and name in the 課體's colour */
			char o[32], head[160];
			snprintf(head, sizeof head, "%s %s",
				 lr_bifa_ordinal(r->number, o, sizeof o),
				 r->name);
			int nx = 0;
			if (r->remark)
				nx += tui_text(y, x, w, tui_remark_label(),
					       tui_role(TUI_ROLE_EARTH)) + 1;
			tui_text(y, x + nx, w - nx - 1, head,
				 tui_role(TUI_ROLE_TRANS));
		}
		y += n;
	}
	if (shown < st->nbifa)
		tui_more(bottom - 1, x, w, st->nbifa - shown,
			 top > 0 && top + shown >= st->nbifa);
}

int
tui_bifa_hit(const struct tui_state *st, const struct tui_pane_box *b, int y)
{
	int rows = b->bottom - b->y - 1, r = y - b->y - 1;
	if (r < 0 || st->nbifa == 0)
		return -1;
	if (rows_whole(st, b)) {
		for (int i = 0; i < st->nbifa; i++) {
			r -= row_lines(st, i, b->w);
			if (r < 0)
				return i;
		}
		return -1;
	}
	int top, shown;
	bifa_window(st->nbifa, rows, st->focus == TUI_PANE_BIFA ?
		    st->sel_bifa : -1, &top, &shown);
	return r < shown ? top + r : -1;
}
