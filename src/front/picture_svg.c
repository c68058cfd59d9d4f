/* liuren - picture_svg.c: the chart's picture as SVG 1.1 (front/picture.h):
 * the header lines, the square plate with the 三傳 and 四課 beside it,
 * print's lines below; every text a <text> element, measured as a CJK
 * font draws it (a wide character 1 em, a narrow one at most 0.6 em) so
 * that each stays inside its cell and lines wrap before the edge.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#define _GNU_SOURCE
#include "front/picture.h"

#include <stdlib.h>
#include <string.h>

#include "front/palette.h"
#include "front/width.h"
#include "liuren/lang.h"

/* The geometry, in px: the margin, the gap between the plate and the side column, the side
 * column's width, the line height of text lines. */
enum {
	MARGIN = PICTURE_EM,
	GAP = PICTURE_EM,
	SIDE_W = 20 * PICTURE_EM,
	PLATE_W = 4 * PICTURE_CELL_W,
	PLATE_H = 4 * PICTURE_CELL_H,
	WIDTH = MARGIN + PLATE_W + GAP + SIDE_W + MARGIN,
	LINE_H = PICTURE_EM * 3 / 2,
	/* inside a palace: the padding, the heaven branch's size */
	PAD = PICTURE_EM / 4,
	HEAVEN_SIZE = PICTURE_EM * 3 / 2,
	MARK_STEP = PICTURE_EM + PICTURE_EM / 8
};

/* The fonts, the CJK ones first (each system names its own). */
static const char font_family[] =
	"'Noto Serif CJK TC','Noto Sans CJK TC','Source Han Serif TC',"
	"'Source Han Serif','Source Han Sans TC','PingFang TC',"
	"'Microsoft JhengHei','Noto Serif CJK KR','Noto Serif CJK SC',"
	"'Apple SD Gothic Neo','Malgun Gothic',serif";

/* ---- colours ---- */

/* The roles' colours are the browser's (front/palette.h: the same role
 * in the same colour on the terminal, in print and explain, and here),
 * each of the terminal's eight colours drawn as an ink that reads on
 * the page: deep tones on the light page, bright ones on the dark. */
static const char *const ink[2][8] = {
	/* black, red, green, yellow, blue, magenta, cyan, white */
	[FRONT_PALETTE_LIGHT] = { "#1d1d1d", "#b71c1c", "#2e7d32", "#8d6e00",
				  "#1d4f91", "#8e24aa", "#00838f", "#616161" },
	[FRONT_PALETTE_DARK] = { "#9e9e9e", "#ff6e6e", "#81c784", "#ffd54f",
				 "#82b1ff", "#ce93d8", "#80deea", "#e0e0e0" },
};
/* the terminal's own colour (FC_DEFAULT): the page's text */
static const char *const ink_default[2] = {
	[FRONT_PALETTE_LIGHT] = "#1d1d1d", [FRONT_PALETTE_DARK] = "#e0e0e0",
};

/* Each role of the picture is a role of the palette. */
static const enum front_role palette_role[PICTURE_ROLES] = {
	[PICTURE_TEXT] = FRONT_ROLE_NORMAL, [PICTURE_TITLE] = FRONT_ROLE_TITLE,
	[PICTURE_GENERAL] = FRONT_ROLE_GENERAL, [PICTURE_NOBLE] = FRONT_ROLE_NOBLE,
	[PICTURE_STEM] = FRONT_ROLE_STEM, [PICTURE_HEAVEN] = FRONT_ROLE_HEAVEN,
	[PICTURE_EARTH] = FRONT_ROLE_EARTH, [PICTURE_TRANS] = FRONT_ROLE_TRANS,
	[PICTURE_VOID] = FRONT_ROLE_VOID, [PICTURE_KEY] = FRONT_ROLE_KEY,
};

static struct picture_colours themes[3] = {
	[PICTURE_LIGHT] = {
		.page = "#ffffff", .line = "#5d6d7e", .cell = "#fbfaf5",
		.centre = "#f1efe6", .lit = "#ffe08a",
	},
	[PICTURE_DARK] = {
		.page = "#1e1e1e", .line = "#8d99a6", .cell = "#262626",
		.centre = "#2e2e2e", .lit = "#5c4a14",
	},
	[PICTURE_PRINT] = {
		.page = "#ffffff", .line = "#000000", .cell = "#ffffff",
		.centre = "#ffffff", .lit = "#d0d0d0",
	},
};

static void themes_fill(void)
{
	static const enum front_palette_theme of[2] = {
		[PICTURE_LIGHT] = FRONT_PALETTE_LIGHT,
		[PICTURE_DARK] = FRONT_PALETTE_DARK,
	};
	for (int t = PICTURE_LIGHT; t <= PICTURE_DARK; t++)
		for (int r = 0; r < PICTURE_ROLES; r++) {
			short fg = front_palette_role(palette_role[r])->fg[of[t]];
			themes[t].role[r] = fg >= 0 && fg < 8 ? ink[of[t]][fg]
							      : ink_default[of[t]];
		}
	/* black on white: every role black */
	for (int r = 0; r < PICTURE_ROLES; r++)
		themes[PICTURE_PRINT].role[r] = "#000000";
}

const struct picture_colours *front_picture_theme(enum picture_theme theme)
{
	static bool filled;
	if (!filled) {
		themes_fill();
		filled = true;
	}
	return &themes[(unsigned)theme < 3 ? theme : PICTURE_LIGHT];
}

/* "mono" is the browser's name for the black-and-white one */
const char *const front_picture_theme_names[] = {
	"light", "dark", "print", "mono", NULL
};

int front_picture_theme_parse(const char *name)
{
	static const enum picture_theme by_name[] = {
		PICTURE_LIGHT, PICTURE_DARK, PICTURE_PRINT, PICTURE_PRINT
	};
	for (size_t i = 0; i < sizeof by_name / sizeof by_name[0]; i++)
		if (strcmp(name, front_picture_theme_names[i]) == 0)
			return (int)by_name[i];
	return -1;
}

/* ---- text ---- */

void front_picture_xml_text(FILE *out, const char *text)
{
	for (const char *p = text; *p; p++) {
		unsigned char c = (unsigned char)*p;
		switch (c) {
		case '&': fputs("&amp;", out); break;
		case '<': fputs("&lt;", out); break;
		case '>': fputs("&gt;", out); break;
		case '"': fputs("&quot;", out); break;
		case '\'': fputs("&apos;", out); break;
		default:
			/* XML 1.0 allows no control character but tab and
			 * line ends; the verbatim marks are not drawn */
			if (c < 0x20 && c != '\t')
				break;
			if (c == 0xee && (unsigned char)p[1] == 0x80 &&
			    ((unsigned char)p[2] == 0x81 || (unsigned char)p[2] == 0x82)) {
				p += 2;
				break;
			}
			fputc(c, out);
		}
	}
}

/* The width TEXT takes at SIZE px: each wide character a full em, each
 * narrow one 0.6 em (no CJK font's Latin is wider). */
static int text_px(const char *text, int size)
{
	int tenths = 0;
	const char *p = text;
	while (*p) {
		int w = front_char_width(front_next_char(&p));
		tenths += w == 2 ? 10 : w == 1 ? 6 : 0;
	}
	return (tenths * size + 9) / 10;
}

/* ---- the elements, laid out before they are written ---- */

struct element {
	enum { EL_TEXT, EL_RECT, EL_LINE } kind;
	int x, y, w, h;		/* text: x, baseline y, size h */
	enum picture_role role;
	bool bold;
	const char *cls;	/* class: "palace" for a palace's texts */
	int palace;		/* its earth branch, or -1 */
	char *text;
};

struct layout {
	struct element *el;
	int n, cap;
	int height;
	bool failed;
};

static struct element *add(struct layout *l)
{
	if (l->n == l->cap) {
		int cap = l->cap ? 2 * l->cap : 256;
		struct element *e = realloc(l->el, sizeof *e * (size_t)cap);
		if (!e) {
			l->failed = true;
			return NULL;
		}
		l->el = e;
		l->cap = cap;
	}
	struct element *e = &l->el[l->n++];
	memset(e, 0, sizeof *e);
	e->palace = -1;
	return e;
}

static void text_at(struct layout *l, int x, int y, int size, const char *text,
		    enum picture_role role, bool bold, int palace)
{
	if (!*text)
		return;
	struct element *e = add(l);
	if (!e)
		return;
	e->kind = EL_TEXT;
	e->x = x;
	e->y = y;
	e->h = size;
	e->role = role;
	e->bold = bold;
	e->palace = palace;
	e->cls = palace >= 0 ? "palace" : NULL;
	e->text = strdup(text);
	if (!e->text) {
		l->n--;
		l->failed = true;
	}
}

static void rect_at(struct layout *l, int x, int y, int w, int h, int palace)
{
	struct element *e = add(l);
	if (!e)
		return;
	e->kind = EL_RECT;
	e->x = x;
	e->y = y;
	e->w = w;
	e->h = h;
	e->palace = palace;
	e->cls = palace >= 0 ? "cell" : "centre";
}

/* The bytes of TEXT that fit in WIDTH px at SIZE: at least one
 * character; a line of narrow words breaks after a blank when one is
 * there. */
static size_t fit_px(const char *text, int width, int size)
{
	const char *p = text, *blank = NULL;
	int used = 0;
	while (*p) {
		const char *q = p;
		uint32_t c = front_next_char(&q);
		int w = front_char_width(c) == 2 ? size : (6 * size + 9) / 10;
		if (used + w > width && p > text)
			return blank && blank > text ? (size_t)(blank - text)
						     : (size_t)(p - text);
		if (c == ' ')
			blank = q;
		used += w;
		p = q;
	}
	return (size_t)(p - text);
}

/* LINES from Y down, each wrapped to WIDTH from X (its indent in
 * narrow columns, continuation lines two more); a line that starts at
 * the left edge is a heading. Returns the Y under them. */
static int text_lines(struct layout *l, const struct picture_block *b, int x,
		      int y, int width)
{
	for (int i = 0; i < b->count; i++) {
		const struct picture_line *ln = &b->lines[i];
		if (!ln->text[0]) {
			y += LINE_H / 2;
			continue;
		}
		bool heading = ln->indent == 0 && i + 1 < b->count &&
			       b->lines[i + 1].indent > 0;
		const char *p = ln->text;
		int indent = ln->indent * PICTURE_EM * 6 / 10;
		while (*p) {
			y += LINE_H;
			size_t n = fit_px(p, width - indent, PICTURE_EM);
			char *part = strndup(p, n);
			if (!part) {
				l->failed = true;
				return y;
			}
			text_at(l, x + indent, y, PICTURE_EM, part,
				heading ? PICTURE_TITLE : PICTURE_TEXT, heading, -1);
			free(part);
			p += n;
			while (*p == ' ')
				p++;
			indent = (ln->indent + 2) * PICTURE_EM * 6 / 10;
		}
	}
	return y;
}

/* Is MARK (beside the earth branch when LOWER) shown under RV (NULL:
 * all)? As the teaching mode draws a step: the transmissions taken, the
 * void once known, the day stem where it lodges (the first lesson
 * stands on it); not the 驛馬 or the querent's marks. */
static bool mark_shown(const struct picture_mark *m, bool lower,
		       const struct lr_reveal *rv)
{
	if (!rv)
		return true;
	if (m->transmission >= 0 && m->transmission < 3)
		return rv->trans[m->transmission];
	if (m->role == PICTURE_VOID)
		return rv->voids;
	return lower && m->role == PICTURE_STEM;
}

/* The marks MARKS (N; beside the earth branch when LOWER) shown under
 * RV from X to END on the baseline Y,
 * each in its own element, closer and smaller when they do not fit at
 * full size. */
static void marks_at(struct layout *l, const struct picture_mark *marks, int n,
		     bool lower, const struct lr_reveal *rv, int x, int end,
		     int y, int palace)
{
	const struct picture_mark *shown[PICTURE_MARKS];
	int k = 0;
	for (int i = 0; i < n && k < PICTURE_MARKS; i++)
		if (mark_shown(&marks[i], lower, rv))
			shown[k++] = &marks[i];
	if (k == 0)
		return;
	int step = MARK_STEP, size = PICTURE_EM;
	if (k * step > end - x) {
		step = (end - x) / k;
		size = step;
	}
	for (int i = 0; i < k; i++)
		text_at(l, x + i * step, y, size, shown[i]->text, shown[i]->role,
			false, palace);
}

static void palace_at(struct layout *l, const struct picture_palace *pp,
		      const struct lr_reveal *rv, int ox, int oy)
{
	int x = ox + pp->col * PICTURE_CELL_W, y = oy + pp->row * PICTURE_CELL_H;
	int end = x + PICTURE_CELL_W - PAD;
	int p = pp->branch;
	rect_at(l, x, y, PICTURE_CELL_W, PICTURE_CELL_H, p);
	/* the general and the 遁干 on the first line (in a derivation: once
	 * the generals are laid, the noble once placed; the 遁干 once the
	 * 旬 is known) */
	int y1 = y + PAD + PICTURE_EM;
	if (!rv || rv->generals || (rv->noble && pp->general_role == PICTURE_NOBLE))
		text_at(l, x + PAD, y1, PICTURE_EM, pp->general,
			pp->general_role, false, p);
	if (!rv || rv->voids)
		text_at(l, end - text_px(pp->stem, PICTURE_EM), y1, PICTURE_EM,
			pp->stem, PICTURE_STEM, false, p);
	/* the heaven branch large, its marks after it */
	int y2 = y + PICTURE_CELL_H / 2 + HEAVEN_SIZE * 2 / 5;
	text_at(l, x + PAD, y2, HEAVEN_SIZE, pp->heaven, PICTURE_HEAVEN, true, p);
	int mx = x + PAD + text_px(pp->heaven, HEAVEN_SIZE) + PAD;
	marks_at(l, pp->upper, pp->nupper, false, rv, mx, end, y2, p);
	/* the earth branch, the marks after it */
	int y3 = y + PICTURE_CELL_H - PAD - PICTURE_EM / 5;
	text_at(l, x + PAD, y3, PICTURE_EM, pp->earth, PICTURE_EARTH, false, p);
	mx = x + PAD + text_px(pp->earth, PICTURE_EM) + PAD;
	marks_at(l, pp->lower, pp->nlower, true, rv, mx, end, y3, p);
}

static void plate_at(struct layout *l, const struct picture *pic, int ox,
		     int oy)
{
	const struct lr_reveal *rv = pic->reveal;
	for (int p = 0; p < 12; p++)
		palace_at(l, &pic->palaces[p], rv, ox, oy);
	/* the centre, its lines in the middle */
	int cx = ox + PICTURE_CELL_W, cy = oy + PICTURE_CELL_H;
	int cw = 2 * PICTURE_CELL_W, chh = 2 * PICTURE_CELL_H;
	rect_at(l, cx, cy, cw, chh, -1);
	const struct picture_block *b = &pic->centre;
	int y = cy + (chh - b->count * LINE_H) / 2 + PICTURE_EM;
	for (int i = 0; i < b->count; i++, y += LINE_H) {
		/* the lines front_picture_make writes: the title, the 月將,
		 * 旬空, the noble; in a derivation the last two once known */
		if (rv && ((i == 2 && !rv->voids) || (i == 3 && !rv->noble)))
			continue;
		const char *t = b->lines[i].text;
		int size = PICTURE_EM;
		while (size > 6 && text_px(t, size) > cw - 2 * PAD)
			size--;
		text_at(l, cx + (cw - text_px(t, size)) / 2, y, size, t,
			i == 0 ? PICTURE_TITLE : PICTURE_TEXT, i == 0, -1);
	}
}

/* The 三傳 and 四課 from X, Y in the side column. Returns the Y under. */
static int side_at(struct layout *l, const struct picture *pic, int x, int y)
{
	int cw = 2 * PICTURE_EM + PAD;
	y += LINE_H;
	text_at(l, x, y, PICTURE_EM, pic->trans_title, PICTURE_TITLE, true, -1);
	static const enum picture_role trans_roles[6] = {
		PICTURE_TRANS, PICTURE_STEM, PICTURE_HEAVEN, PICTURE_TEXT,
		PICTURE_GENERAL, PICTURE_VOID
	};
	const struct lr_reveal *rv = pic->reveal;
	for (int i = 0; i < 3; i++) {
		y += LINE_H;
		if (rv && !rv->trans[i])
			continue;
		int tx = x + PICTURE_EM;
		for (int k = 0; k < 6; k++) {
			const char *t = pic->trans[i][k];
			text_at(l, tx, y, PICTURE_EM, t, trans_roles[k], k == 2, -1);
			int w = text_px(t, PICTURE_EM);
			/* 遁干 and branch together, as 壬子 */
			tx += k == 1 ? PICTURE_EM : (w > 2 * PICTURE_EM ? w : 2 * PICTURE_EM) + PAD * 2;
		}
	}
	y += LINE_H;
	y += LINE_H;
	text_at(l, x, y, PICTURE_EM, pic->lessons_title, PICTURE_TITLE, true, -1);
	static const enum picture_role lesson_roles[3] = {
		PICTURE_GENERAL, PICTURE_HEAVEN, PICTURE_EARTH
	};
	for (int r = 0; r < 3; r++) {
		y += LINE_H;
		for (int col = 0; col < 4; col++) {
			/* column 0 is the 4th lesson; its general (row 0)
			 * once the generals are laid */
			if (rv && (!rv->lesson[3 - col] || (r == 0 && !rv->generals)))
				continue;
			text_at(l, x + PICTURE_EM + col * cw, y, PICTURE_EM,
				pic->lessons[col][r], lesson_roles[r], r == 1, -1);
		}
	}
	return y;
}

static void layout_make(struct layout *l, const struct picture *pic)
{
	int y = MARGIN;
	int inner = WIDTH - 2 * MARGIN;
	if (!pic->plate_only) {
		y = text_lines(l, &pic->head, MARGIN, y, inner);
		y += LINE_H / 2;
	}
	int plate_y = y;
	plate_at(l, pic, MARGIN, plate_y);
	int side = side_at(l, pic, MARGIN + PLATE_W + GAP, plate_y);
	y = plate_y + PLATE_H > side ? plate_y + PLATE_H : side;
	if (!pic->plate_only) {
		y += LINE_H / 2;
		y = text_lines(l, &pic->tail, MARGIN, y, inner);
	}
	l->height = y + MARGIN;
}

static void layout_free(struct layout *l)
{
	for (int i = 0; i < l->n; i++)
		free(l->el[i].text);
	free(l->el);
}

/* ---- writing ---- */

int front_picture_svg(FILE *out, const struct picture *pic,
		      enum picture_theme theme, bool standalone)
{
	const struct picture_colours *col = front_picture_theme(theme);
	struct layout l = { 0 };
	layout_make(&l, pic);
	if (l.failed) {
		layout_free(&l);
		return -1;
	}
	if (standalone)
		fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", out);
	fprintf(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" "
		"width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
		"xml:lang=\"%s\" xml:space=\"preserve\" font-family=\"%s\" font-size=\"%d\">\n",
		WIDTH, l.height, WIDTH, l.height, lr_lang_code(lr_lang_current()),
		font_family, PICTURE_EM);
	fputs("<title>", out);
	front_picture_xml_text(out, pic->title);
	fputs("</title>\n", out);
	fprintf(out, "<rect class=\"page\" x=\"0\" y=\"0\" width=\"%d\" "
		"height=\"%d\" fill=\"%s\"/>\n", WIDTH, l.height, col->page);
	for (int i = 0; i < l.n; i++) {
		const struct element *e = &l.el[i];
		if (e->kind == EL_RECT) {
			/* the palace as a class "bN" (N its earth branch, 0 子
			 * … 11 亥): SVG 1.1 has no data- attributes; a lit
			 * one filled and edged thick, so that it shows in
			 * black and white too */
			bool lit = e->palace >= 0 && (pic->lit >> e->palace & 1);
			fprintf(out, "<rect class=\"%s", e->cls);
			if (e->palace >= 0)
				fprintf(out, " b%d", e->palace);
			if (lit)
				fputs(" lit", out);
			fputc('"', out);
			fprintf(out, " x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
				"fill=\"%s\" stroke=\"%s\" stroke-width=\"%d\"/>\n",
				e->x, e->y, e->w, e->h,
				lit ? col->lit : e->palace >= 0 ? col->cell : col->centre,
				col->line, lit ? 3 : 1);
			continue;
		}
		fputs("<text", out);
		if (e->cls)
			fprintf(out, " class=\"%s b%d\"", e->cls, e->palace);
		fprintf(out, " x=\"%d\" y=\"%d\"", e->x, e->y);
		if (e->h != PICTURE_EM)
			fprintf(out, " font-size=\"%d\"", e->h);
		if (e->bold)
			fputs(" font-weight=\"bold\"", out);
		fprintf(out, " fill=\"%s\">", col->role[e->role]);
		front_picture_xml_text(out, e->text);
		fputs("</text>\n", out);
	}
	fputs("</svg>\n", out);
	layout_free(&l);
	return 0;
}
