/* liuren - picture.c: the chart as a picture, described once from the
 * reading print renders (front/picture.h); the formats serialise it.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#define _GNU_SOURCE
#include "front/picture.h"

#include <stdlib.h>
#include <string.h>

#include "front/chart_request.h"
#include "front/render.h"
#include "liuren/ganzhi.h"
#include "liuren/i18n.h"
#include "liuren/lang.h"

/* ---- the adapter: where print's reading comes from ---- */

void front_picture_reading(const struct chart_request *req,
			   struct render_reading *r, char *manual)
{
	front_chart_request_reading(req, r, manual);
}

/* ---- text ---- */

/* TEXT as the reader reads it, into BUF (SIZE bytes). */
static char *shown(char *buf, size_t size, const char *text)
{
	snprintf(buf, size, "%s", text ? lr_lang_display(text) : "");
	return buf;
}
#define SHOW(field, text) shown(field, sizeof field, text)

static int block_add(struct picture_block *b, const char *text, int indent)
{
	if (b->count == b->cap) {
		int cap = b->cap ? 2 * b->cap : 32;
		struct picture_line *l = realloc(b->lines, sizeof *l * (size_t)cap);
		if (!l)
			return -1;
		b->lines = l;
		b->cap = cap;
	}
	char *copy = strdup(lr_lang_display(text));
	if (!copy)
		return -1;
	b->lines[b->count++] = (struct picture_line){ copy, indent };
	return 0;
}

/* Each line of TEXT into B: its leading blanks as the indent, the rest
 * as shown; an empty line as an empty text. */
static int block_lines(struct picture_block *b, const char *text)
{
	const char *p = text;
	while (*p) {
		size_t n = strcspn(p, "\n");
		char line[PICTURE_LINE * 4];
		if (n >= sizeof line)
			n = sizeof line - 1;
		memcpy(line, p, n);
		line[n] = '\0';
		int indent = (int)strspn(line, " ");
		if (block_add(b, line + indent, indent) < 0)
			return -1;
		p += strcspn(p, "\n");
		if (*p)
			p++;
	}
	return 0;
}

/* What FN writes for R, as lines into B. */
static int block_from(struct picture_block *b,
		      void (*fn)(FILE *, const struct render_reading *),
		      const struct render_reading *r)
{
	char *text = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&text, &len);
	if (!m)
		return -1;
	fn(m, r);
	if (fclose(m) != 0) {
		free(text);
		return -1;
	}
	/* no blank lines at either end */
	while (len > 0 && text[len - 1] == '\n')
		text[--len] = '\0';
	int rc = block_lines(b, text);
	free(text);
	return rc;
}

static void block_free(struct picture_block *b)
{
	for (int i = 0; i < b->count; i++)
		free(b->lines[i].text);
	free(b->lines);
	*b = (struct picture_block){ 0 };
}

/* ---- the plate ---- */

/* Where each earth palace sits in the 4 x 4 square: 巳午未申 along the
 * top, 辰卯 down the left, 酉戌 down the right, 寅丑子亥 along the
 * bottom (the square front_render_plate_text draws). */
static const signed char palace_row[12] = {
	/* 子 丑 寅 卯 辰 巳 午 未 申 酉 戌 亥 */
	3, 3, 3, 2, 1, 0, 0, 0, 0, 1, 2, 3
};
static const signed char palace_col[12] = {
	2, 1, 0, 0, 0, 0, 1, 2, 3, 3, 3, 3
};

static void mark_add(struct picture_mark *marks, int *n, const char *text,
		     enum picture_role role)
{
	if (*n == PICTURE_MARKS)
		return;
	SHOW(marks[*n].text, text);
	marks[*n].transmission = -1;
	marks[(*n)++].role = role;
}

/* The heaven branches the day's 驛馬 rides, as print's 神煞 places it. */
static unsigned day_horse(const struct lr_shensha_result *s)
{
	unsigned on = 0;
	for (size_t i = 0; s && i < s->nhits; i++) {
		const struct lr_shensha_hit *h = &s->hits[i];
		if (h->key == LR_KEY_DAY && strcmp(h->def->name, "驛馬") == 0)
			on |= h->cell->palaces;
	}
	return on;
}

static void make_palace(struct picture_palace *pp, int p,
			const struct render_reading *r, unsigned horse)
{
	const struct lr_chart *c = r->chart;
	const struct lr_context *k = r->context;
	int h = c->heaven[p], g = c->general_on[h];
	memset(pp, 0, sizeof *pp);
	pp->branch = p;
	pp->row = palace_row[p];
	pp->col = palace_col[p];
	SHOW(pp->general, lr_general_name(g));
	pp->general_role = g == LR_G_NOBLE ? PICTURE_NOBLE : PICTURE_GENERAL;
	int stem = lr_hidden_stem(c->input.day, h);
	SHOW(pp->stem, stem >= 0 ? lr_stem_name(stem) : "");
	SHOW(pp->heaven, lr_branch_name(h));
	SHOW(pp->earth, lr_branch_name(p));
	/* beside the heaven branch: the transmissions, the void, the day's
	 * 驛馬 (as the browser marks them) */
	for (int i = 0; i < 3; i++)
		if (c->transmissions[i].branch == h) {
			mark_add(pp->upper, &pp->nupper, lr_transmission_mark(i),
				 PICTURE_TRANS);
			pp->upper[pp->nupper - 1].transmission = i;
		}
	if (h == c->void_branches[0] || h == c->void_branches[1])
		mark_add(pp->upper, &pp->nupper, "空", PICTURE_VOID);
	if (horse >> h & 1)
		mark_add(pp->upper, &pp->nupper, "馬", PICTURE_STEM);
	/* beside the earth branch: the day stem lodged here (日干寄宮), the
	 * querent's 本命 and 行年 */
	int day_stem = lr_cycle_stem(c->input.day);
	if (lr_lodge(day_stem) == p)
		mark_add(pp->lower, &pp->nlower, lr_stem_name(day_stem),
			 PICTURE_STEM);
	if (k && k->birth_branch == p)
		mark_add(pp->lower, &pp->nlower, "命", PICTURE_KEY);
	if (k && k->xingnian == p)
		mark_add(pp->lower, &pp->nlower, "年", PICTURE_KEY);
}

static int make_centre(struct picture *pic, const struct lr_chart *c)
{
	char line[PICTURE_LINE];
	snprintf(line, sizeof line, "%s %s", lr_branch_name(c->input.general),
		 lr_month_general_name(c->input.general));
	if (block_add(&pic->centre, pic->title, 0) < 0 ||
	    block_add(&pic->centre, line, 0) < 0)
		return -1;
	snprintf(line, sizeof line, "旬空 %s%s", lr_branch_name(c->void_branches[0]),
		 lr_branch_name(c->void_branches[1]));
	if (block_add(&pic->centre, line, 0) < 0)
		return -1;
	snprintf(line, sizeof line, "貴人 %s %s %s", lr_branch_name(c->noble),
		 c->daytime ? "晝" : "夜", c->noble_forward ? "順" : "逆");
	return block_add(&pic->centre, line, 0);
}

/* ---- the 四課 and 三傳 ---- */

static void make_lessons(struct picture *pic, const struct lr_chart *c)
{
	/* written right to left as the book does: 干上 is the rightmost */
	for (int col = 0; col < 4; col++) {
		int i = 3 - col;
		const struct lr_lesson *l = &c->lessons[i];
		SHOW(pic->lessons[col][0], lr_general_short(l->general));
		SHOW(pic->lessons[col][1], lr_branch_name(l->upper));
		SHOW(pic->lessons[col][2], i == 0 ? lr_stem_name(l->lower_stem)
						  : lr_branch_name(l->lower));
	}
	SHOW(pic->lessons_title, _("Lessons (四課)"));
}

static void make_transmissions(struct picture *pic, const struct lr_chart *c)
{
	for (int i = 0; i < 3; i++) {
		const struct lr_transmission *t = &c->transmissions[i];
		bool is_void = t->branch == c->void_branches[0] ||
			       t->branch == c->void_branches[1];
		char (*row)[PICTURE_NAME] = pic->trans[i];
		SHOW(row[0], lr_transmission_mark(i));
		SHOW(row[1], t->stem >= 0 ? lr_stem_name(t->stem) : "");
		SHOW(row[2], lr_branch_name(t->branch));
		SHOW(row[3], lr_kin_name(t->kin));
		SHOW(row[4], lr_general_name(t->general));
		SHOW(row[5], is_void ? _("void (旬空)") : "");
	}
	SHOW(pic->trans_title, _("Transmissions (三傳)"));
}

/* What print writes below the 三傳: the querent, the 類神, the 課體 and
 * 畢法 with their reasons, the 神煞 by palace. */
static void print_below(FILE *out, const struct render_reading *r)
{
	front_render_print_tail(out, r);
	front_render_print_shensha(out, r);
}

int front_picture_make(struct picture *pic, const struct render_reading *r)
{
	const struct lr_chart *c = r->chart;
	memset(pic, 0, sizeof *pic);
	char title[64];
	SHOW(pic->title, front_render_chart_title(c, title, sizeof title));
	unsigned horse = day_horse(r->shensha);
	for (int p = 0; p < 12; p++)
		make_palace(&pic->palaces[p], p, r, horse);
	make_lessons(pic, c);
	make_transmissions(pic, c);
	if (make_centre(pic, c) < 0 ||
	    block_from(&pic->head, front_render_print_head, r) < 0 ||
	    block_from(&pic->tail, print_below, r) < 0 ||
	    block_from(&pic->text, front_render_print_text, r) < 0) {
		front_picture_free(pic);
		return -1;
	}
	return 0;
}

void front_picture_free(struct picture *pic)
{
	block_free(&pic->head);
	block_free(&pic->centre);
	block_free(&pic->tail);
	block_free(&pic->text);
}

/* ---- names of themes and formats ---- */

const char *const front_picture_format_names[] = {
	"text", "svg", "html", "markdown", "md", "png", NULL
};

int front_picture_format_parse(const char *name)
{
	/* by front_picture_format_names' index */
	static const enum picture_format by_name[] = {
		PICTURE_FORMAT_TEXT, PICTURE_FORMAT_SVG, PICTURE_FORMAT_HTML,
		PICTURE_FORMAT_MARKDOWN, PICTURE_FORMAT_MARKDOWN,
		PICTURE_FORMAT_PNG
	};
	for (size_t i = 0; i < sizeof by_name / sizeof by_name[0]; i++)
		if (strcmp(name, front_picture_format_names[i]) == 0)
			return (int)by_name[i];
	return -1;
}
