/* liuren - picture.h: the chart as a picture, described once and
 * serialised by each format: the square plate of twelve palaces as the
 * book draws it (天盤 over 地盤, the generals, 遁干, the marks), the 四課
 * and 三傳 blocks, and print's own lines above and below them (the
 * header, the 課體 and 畢法 with their reasons), in the language in use.
 *
 * The description holds no geometry and no rule: every name and reason
 * comes from the functions print uses (front/render_print.h), so the
 * picture says what print says. The formats lay it out:
 *   SVG       text as text, one self-contained file (front_picture_svg)
 *   HTML      one page: the SVG inline, the reading as text, print CSS
 *   Markdown  the plate drawn with box characters in a code block
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef FRONT_PICTURE_H
#define FRONT_PICTURE_H

#include <stdbool.h>
#include <stdio.h>

#include "front/render_print.h"
#include "liuren/teaching.h"

/* What a piece of text is, for its colour (front_picture_theme). */
enum picture_role {
	PICTURE_TEXT,		/* plain text */
	PICTURE_TITLE,		/* headings and labels */
	PICTURE_GENERAL,	/* a general (天將) */
	PICTURE_NOBLE,		/* 貴人 and the marks of good fortune */
	PICTURE_STEM,		/* 遁干, the day stem lodged, 驛馬 */
	PICTURE_HEAVEN,		/* a heaven branch (天盤) */
	PICTURE_EARTH,		/* an earth branch (地盤) */
	PICTURE_TRANS,		/* 初 中 末 */
	PICTURE_VOID,		/* 空 (旬空) */
	PICTURE_KEY,		/* 命 年: the querent */
	PICTURE_ROLES
};

enum {
	PICTURE_NAME = 32,	/* bytes of one name, converted */
	PICTURE_MARKS = 8,	/* marks on one line of a palace */
	PICTURE_LINE = 1024	/* bytes of one line of print's text */
};

struct picture_mark {
	char text[PICTURE_NAME];
	enum picture_role role;
	int transmission;	/* 初 中 末: 0, 1, 2; any other mark -1 */
};

/* One palace: the earth branch BRANCH at ROW, COL of the 4 x 4 square
 * (巳午未申 along the top, 寅丑子亥 along the bottom). */
struct picture_palace {
	int branch, row, col;
	char general[PICTURE_NAME];	/* riding the heaven branch */
	enum picture_role general_role;
	char stem[PICTURE_NAME];	/* the heaven branch's 遁干, or "" */
	char heaven[PICTURE_NAME];	/* the heaven branch */
	char earth[PICTURE_NAME];	/* the palace's own branch */
	/* beside the heaven branch: 初 中 末, 空, 馬 */
	struct picture_mark upper[PICTURE_MARKS];
	int nupper;
	/* beside the earth branch: the day stem lodged here, 命, 年 */
	struct picture_mark lower[PICTURE_MARKS];
	int nlower;
};

/* A line of print's text: its words and how far print indents it. */
struct picture_line {
	char *text;		/* without the indent */
	int indent;		/* columns of leading blanks */
};

struct picture_block {
	struct picture_line *lines;
	int count, cap;
};

struct picture {
	char title[PICTURE_LINE];	/* "丙午日 午時 卯將" */
	struct picture_block head;	/* print's lines above the plate */
	struct picture_palace palaces[12];	/* by earth branch */
	/* the centre of the square: day, hour, 月將; 旬空; 貴人 */
	struct picture_block centre;
	/* the 四課, right to left as written (column 0 is the 4th lesson):
	 * the general, the upper, the lower */
	char lessons[4][3][PICTURE_NAME];
	char lessons_title[PICTURE_LINE];
	/* the 三傳: mark, 遁干, branch, 六親, general, void mark */
	char trans[3][6][PICTURE_NAME];
	char trans_title[PICTURE_LINE];
	struct picture_block tail;	/* print's lines below the 三傳 */
	struct picture_block text;	/* print's whole text */
	/* drawn lit (a derivation step's palaces): bit p, earth palace p */
	unsigned lit;
	/* the plate and the 三傳 and 四課 beside it, without print's lines
	 * above and below (a derivation step's figure) */
	bool plate_only;
	/* NULL: the whole chart; else only what a derivation has shown so
	 * far, as the teaching mode draws it (generals, 遁干, the void, the
	 * transmissions and lessons, the noble as they are laid) */
	const struct lr_reveal *reveal;
};

/* The reading print reads, from the request print makes: the one place
 * the picture learns where print's data are (house it with the request
 * when that changes). MANUAL is a buffer of 16 bytes. */
struct chart_request;
void front_picture_reading(const struct chart_request *req,
			   struct render_reading *r, char *manual);

/* Describe R's chart into PIC, each text as the language in use reads it
 * (lr_lang_display). Returns 0, or -1 when memory runs out. */
int front_picture_make(struct picture *pic, const struct render_reading *r);
void front_picture_free(struct picture *pic);

/* The colours of a theme, by role, and of the page, the lines, the cells. */
enum picture_theme { PICTURE_LIGHT, PICTURE_DARK, PICTURE_PRINT };
struct picture_colours {
	const char *role[PICTURE_ROLES];
	const char *page, *line, *cell, *centre;
	const char *lit;	/* a lit palace's cell (picture.lit) */
};
const struct picture_colours *front_picture_theme(enum picture_theme theme);
/* The theme named NAME ("light", "dark", "print"), or -1. */
int front_picture_theme_parse(const char *name);
/* The names front_picture_theme_parse reads, NULL-ended (the --theme
 * rows' choices) */
extern const char *const front_picture_theme_names[];

/* The formats. */
enum picture_format {
	PICTURE_FORMAT_TEXT, PICTURE_FORMAT_SVG, PICTURE_FORMAT_HTML,
	PICTURE_FORMAT_MARKDOWN, PICTURE_FORMAT_PNG
};
/* The format named NAME ("text", "svg", "html", "markdown" or "md",
 * "png"), or -1. */
int front_picture_format_parse(const char *name);
/* The names it reads, NULL-ended (the --format rows' choices) */
extern const char *const front_picture_format_names[];

/* The SVG geometry, in user units (px): a font of PICTURE_EM, each
 * palace PICTURE_CELL_W x PICTURE_CELL_H. */
enum {
	PICTURE_EM = 16,
	PICTURE_CELL_W = 6 * PICTURE_EM,
	PICTURE_CELL_H = 4 * PICTURE_EM
};

/* Write PIC as one SVG 1.1 document (each palace's cell a rect of class
 * "cell bN" and its texts of class "palace bN", N its earth branch) (with its XML declaration when
 * STANDALONE, else as an element to put inside HTML). Returns 0, or -1
 * when memory runs out (nothing written). */
int front_picture_svg(FILE *out, const struct picture *pic,
		      enum picture_theme theme, bool standalone);

/* Write PIC as one self-contained HTML page. Returns as
 * front_picture_svg. */
int front_picture_html(FILE *out, const struct picture *pic,
			enum picture_theme theme);

/* The parts of an HTML page, for a page of several charts (a
 * casebook's export): the head with TITLE and the style (print CSS: one
 * chart a page), a chart's plate (its SVG in a figure; -1 when memory
 * runs out), print's text of the chart (shown on screen, not printed),
 * the end. */
void front_picture_html_begin(FILE *out, const char *title,
			      enum picture_theme theme);
int front_picture_html_plate(FILE *out, const struct picture *pic,
			     enum picture_theme theme);
void front_picture_html_reading(FILE *out, const struct picture *pic);
void front_picture_html_end(FILE *out);

/* Write the derivation T of chart C (PIC's) as one HTML page: per step
 * its number, its sentence and PIC's plate with the step's palaces lit
 * (a handout of the stepping method). PIC is left as it was. Returns
 * as front_picture_svg. */
struct lr_chart;
struct lr_trace;
int front_picture_html_steps(FILE *out, struct picture *pic,
			     const struct lr_chart *c,
			     const struct lr_trace *t,
			     enum picture_theme theme);

/* Write PIC as Markdown: the title, the header, the plate in a code
 * block of box characters, the 四課 and 三傳, print's lines below. */
void front_picture_markdown(FILE *out, const struct picture *pic);

/* PIC in FORMAT (PNG: its SVG) into a new buffer *OUT of *LEN bytes
 * (the caller frees it). Returns 0, or -1 when memory runs out. */
int front_picture_text(const struct picture *pic, enum picture_format format,
		       enum picture_theme theme, char **out, size_t *len);

/* Write PIC in FORMAT to PATH (NULL or "-": standard output, past the
 * command's language filter, each text being converted already):
 * refused when PATH is there unless FORCE; written to a temporary file
 * beside it, then put in its place. PNG is the SVG drawn by
 * rsvg-convert (LIUREN_RSVG_CONVERT names another) at ZOOM. Returns 0,
 * or -1 with one line in ERR. */
int front_picture_write(const struct picture *pic, enum picture_format format,
			enum picture_theme theme, double zoom, const char *path,
			bool force, char *err, size_t errlen);

/* PIC as a PNG (its SVG drawn by rsvg-convert at ZOOM, as
 * front_picture_write draws it) in a new buffer *OUT of *LEN bytes (the
 * caller frees it). Returns 0, or -1 with one line in ERR. */
int front_picture_png(const struct picture *pic, enum picture_theme theme,
		      double zoom, char **out, size_t *len, char *err,
		      size_t errlen);

/* TEXT (LEN bytes) to PATH as front_picture_write writes a picture:
 * NULL or "-" standard output; never over a file unless FORCE; through
 * a temporary file beside it. Returns 0, or -1 with one line in ERR. */
int front_picture_put(const char *text, size_t len, const char *path,
		      bool force, char *err, size_t errlen);

/* TEXT with the XML specials (& < > " ') as character references. */
void front_picture_xml_text(FILE *out, const char *text);

#endif
