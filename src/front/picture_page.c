/* liuren - picture_page.c: the chart's picture as one HTML page (the SVG
 * inline, print's text beside it, CSS that prints the plate on one A4
 * or Letter page) and as Markdown (the plate drawn with box characters
 * in a code block, aligned by display columns) (front/picture.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "front/picture.h"

#include <string.h>

#include "front/width.h"
#include "liuren/chart.h"
#include "liuren/teaching.h"
#include "liuren/i18n.h"
#include "liuren/lang.h"
#include "liuren/trace.h"

/* ---- HTML ---- */

void front_picture_html_begin(FILE *out, const char *title,
			      enum picture_theme theme)
{
	const struct picture_colours *col = front_picture_theme(theme);
	/* well-formed XML as well as HTML, so that it can be checked as both */
	fprintf(out, "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" "
		"lang=\"%s\">\n<head>\n<meta charset=\"utf-8\"/>\n"
		"<meta name=\"viewport\" content=\"width=device-width\"/>\n"
		"<title>", lr_lang_code(lr_lang_current()));
	front_picture_xml_text(out, title);
	fputs("</title>\n<style>\n", out);
	/* the plate fills the printed page's width and never its height:
	 * one page, A4 or Letter (the smaller of each side, less margins);
	 * a casebook's case on a page of its own, its texts under a
	 * smaller plate */
	fprintf(out,
		"@page { margin: 10mm; }\n"
		"body { margin: 1.5em; background: %s; color: %s; }\n"
		"figure.plate { margin: 0; }\n"
		"figure.plate svg { display: block; width: 100%%; max-width: 60em; "
		"height: auto; }\n"
		"section.reading pre { white-space: pre-wrap; font-family: inherit; "
		"line-height: 1.5; }\n"
		"section.case + section.case { border-top: 1px solid %s; }\n"
		"section.step { break-inside: avoid; page-break-inside: avoid; }\n"
		"section.step figure.plate svg { max-width: 40em; }\n"
		"blockquote { white-space: pre-wrap; margin-left: 1.5em; }\n"
		"@media print {\n"
		"  body { margin: 0; background: #fff; }\n"
		"  figure.plate svg { width: auto; max-width: 100%%; height: auto; "
		"max-height: 257mm; margin: 0 auto; }\n"
		"  figure.plate { break-inside: avoid; page-break-inside: avoid; }\n"
		"  section.reading { display: none; }\n"
		"  section.case + section.case { break-before: page; "
		"page-break-before: always; border: 0; }\n"
		"  section.case figure.plate svg { max-height: 120mm; }\n"
		"  section.step figure.plate svg { max-height: 105mm; }\n"
		"}\n",
		col->page, col->role[PICTURE_TEXT], col->line);
	fputs("</style>\n</head>\n<body>\n", out);
}

int front_picture_html_plate(FILE *out, const struct picture *pic,
			     enum picture_theme theme)
{
	fputs("<figure class=\"plate\">\n", out);
	if (front_picture_svg(out, pic, theme, false) < 0)
		return -1;
	fputs("</figure>\n", out);
	return 0;
}

void front_picture_html_reading(FILE *out, const struct picture *pic)
{
	fputs("<section class=\"reading\">\n<pre>", out);
	for (int i = 0; i < pic->text.count; i++) {
		fprintf(out, "%*s", pic->text.lines[i].indent, "");
		front_picture_xml_text(out, pic->text.lines[i].text);
		fputc('\n', out);
	}
	fputs("</pre>\n</section>\n", out);
}

void front_picture_html_end(FILE *out)
{
	fputs("</body>\n</html>\n", out);
}

int front_picture_html(FILE *out, const struct picture *pic,
		       enum picture_theme theme)
{
	front_picture_html_begin(out, pic->title, theme);
	if (front_picture_html_plate(out, pic, theme) < 0)
		return -1;
	front_picture_html_reading(out, pic);
	front_picture_html_end(out);
	return 0;
}

/* One derivation step a section: its number, its sentence, the plate
 * as far as the derivation has laid it with the palaces the step lights
 * (lr_trace_reveal, lr_step_palaces: as the teaching mode draws it);
 * two steps a printed page. */
int front_picture_html_steps(FILE *out, struct picture *pic,
			     const struct lr_chart *c,
			     const struct lr_trace *t,
			     enum picture_theme theme)
{
	front_picture_html_begin(out, pic->title, theme);
	fputs("<h1>", out);
	front_picture_xml_text(out, pic->title);
	fputs("</h1>\n", out);
	bool was_plate_only = pic->plate_only;
	unsigned was_lit = pic->lit;
	const struct lr_reveal *was_reveal = pic->reveal;
	struct lr_reveal rv;
	pic->plate_only = true;
	pic->reveal = &rv;
	int rc = 0;
	for (int i = 0; i < t->count && rc == 0; i++) {
		const struct lr_step *s = &t->steps[i];
		pic->lit = lr_step_palaces(c, s);
		lr_trace_reveal(t, i, &rv);
		fprintf(out, "<section class=\"step\" id=\"step%d\">\n<h2>", i + 1);
		char head[64];
		snprintf(head, sizeof head, _("step %d/%d"), i + 1, t->count);
		front_picture_xml_text(out, lr_lang_display(head));
		fputs("</h2>\n<p>", out);
		front_picture_xml_text(out, lr_lang_display(s->text));
		fputs("</p>\n", out);
		rc = front_picture_html_plate(out, pic, theme);
		fputs("</section>\n", out);
	}
	pic->plate_only = was_plate_only;
	pic->lit = was_lit;
	pic->reveal = was_reveal;
	front_picture_html_end(out);
	return rc;
}

/* ---- Markdown ---- */

/* TEXT with Markdown's own signs escaped. */
static void md_text(FILE *out, const char *text)
{
	for (const char *p = text; *p; p++) {
		if (strchr("\\`*_[]<>#|", *p))
			fputc('\\', out);
		fputc(*p, out);
	}
}

/* The rows of a code block, each padded with blanks to the widest, so
 * that every line takes the same columns. */
enum { MD_ROWS = 24, MD_ROW = 2 * PICTURE_LINE };
struct md_block {
	char row[MD_ROWS][MD_ROW];
	int n;
};

static void md_put(struct md_block *b, const char *text)
{
	if (b->n < MD_ROWS)
		snprintf(b->row[b->n++], MD_ROW, "%s", text);
}

static void md_block_write(FILE *out, const struct md_block *b)
{
	int w = 0;
	for (int i = 0; i < b->n; i++) {
		int rw = front_text_width(b->row[i]);
		if (rw > w)
			w = rw;
	}
	fputs("```text\n", out);
	for (int i = 0; i < b->n; i++)
		fprintf(out, "%s%*s\n", b->row[i], w - front_text_width(b->row[i]),
			"");
	fputs("```\n", out);
}

/* TEXT padded with blanks to COLS columns (cut when wider), appended to
 * LINE. */
static void cat_cell(char *line, size_t size, const char *text, int cols)
{
	int used;
	size_t n = front_text_fit(text, cols, &used);
	size_t len = strlen(line);
	if (len + n + (size_t)(cols - used) + 1 > size)
		return;
	memcpy(line + len, text, n);
	len += n;
	memset(line + len, ' ', (size_t)(cols - used));
	line[len + (size_t)(cols - used)] = '\0';
}

static void cat(char *line, size_t size, const char *text)
{
	size_t len = strlen(line);
	snprintf(line + len, size - len, "%s", text);
}

/* The three lines of a palace's cell. */
enum { CELL_LINES = 3 };
static void cell_lines(const struct picture_palace *pp, char lines[CELL_LINES][128])
{
	snprintf(lines[0], 128, "%s %s", pp->general, pp->stem);
	snprintf(lines[1], 128, " %s ", pp->heaven);
	for (int i = 0; i < pp->nupper; i++)
		cat(lines[1], 128, pp->upper[i].text);
	snprintf(lines[2], 128, "%s", pp->earth);
	if (pp->nlower)
		cat(lines[2], 128, " ");
	for (int i = 0; i < pp->nlower; i++)
		cat(lines[2], 128, pp->lower[i].text);
}

/* The box characters, as in the browser's plate. */
#define H "─"
#define V "│"

static void md_rule(char *line, size_t size, const char *l, const char *j1,
		    const char *j2, const char *j3, const char *r, int cw,
		    const char *middle)
{
	const char *joins[3] = { j1, j2, j3 };
	line[0] = '\0';
	cat(line, size, l);
	for (int c = 0; c < 4; c++) {
		if (middle && (c == 1 || c == 2)) {
			/* the centre's text across the two middle cells */
			if (c == 1)
				cat_cell(line, size, middle, 2 * cw + 1);
			if (c == 2)
				cat(line, size, joins[2]);
			continue;
		}
		for (int k = 0; k < cw; k++)
			cat(line, size, H);
		cat(line, size, c < 3 ? joins[c] : r);
	}
}

static void md_plate(struct md_block *b, const struct picture *pic)
{
	char cells[12][CELL_LINES][128];
	int cw = 8;
	for (int p = 0; p < 12; p++) {
		cell_lines(&pic->palaces[p], cells[p]);
		for (int i = 0; i < CELL_LINES; i++) {
			int w = front_text_width(cells[p][i]);
			if (w > cw)
				cw = w;
		}
	}
	int at[4][4];
	for (int r = 0; r < 4; r++)
		for (int c = 0; c < 4; c++)
			at[r][c] = -1;
	for (int p = 0; p < 12; p++)
		at[pic->palaces[p].row][pic->palaces[p].col] = p;
	/* the centre's lines in the middle of its 2 x 3 + 1 lines */
	const struct picture_block *centre = &pic->centre;
	int centre_h = 2 * CELL_LINES + 1, top = (centre_h - centre->count) / 2;
	char line[MD_ROW], mid[128];
	for (int r = 0; r < 4; r++) {
		if (r == 0)
			md_rule(line, sizeof line, "┌", "┬", "┬", "┬", "┐", cw, NULL);
		else if (r == 1)
			md_rule(line, sizeof line, "├", "┼", "┴", "┼", "┤", cw, NULL);
		else if (r == 2) {
			int k = CELL_LINES - top;
			const char *t = k >= 0 && k < centre->count ?
					centre->lines[k].text : "";
			int pad = (2 * cw + 1 - front_text_width(t)) / 2;
			snprintf(mid, sizeof mid, "%*s%s", pad > 0 ? pad : 0, "", t);
			md_rule(line, sizeof line, "├", "┤", "", "├", "┤", cw, mid);
		} else
			md_rule(line, sizeof line, "├", "┼", "┬", "┼", "┤", cw, NULL);
		md_put(b, line);
		for (int i = 0; i < CELL_LINES; i++) {
			line[0] = '\0';
			cat(line, sizeof line, V);
			for (int c = 0; c < 4; c++) {
				int p = at[r][c];
				if (p < 0) {
					if (c == 2)
						continue;
					/* the centre's line */
					int k = (r == 1 ? i : CELL_LINES + 1 + i) - top;
					const char *t = k >= 0 && k < centre->count ?
							centre->lines[k].text : "";
					int pad = (2 * cw + 1 - front_text_width(t)) / 2;
					snprintf(mid, sizeof mid, "%*s%s",
						 pad > 0 ? pad : 0, "", t);
					cat_cell(line, sizeof line, mid, 2 * cw + 1);
					cat(line, sizeof line, V);
					continue;
				}
				cat_cell(line, sizeof line, cells[p][i], cw);
				cat(line, sizeof line, V);
			}
			md_put(b, line);
		}
	}
	md_rule(line, sizeof line, "└", "┴", "┴", "┴", "┘", cw, NULL);
	md_put(b, line);
}

/* Print's 三傳 and 四課 blocks from the picture's parts. */
static void md_lessons(struct md_block *b, const struct picture *pic)
{
	char line[MD_ROW];
	md_put(b, pic->trans_title);
	for (int i = 0; i < 3; i++) {
		snprintf(line, sizeof line, "  %s  %s%s  %s  %s  %s",
			 pic->trans[i][0], pic->trans[i][1], pic->trans[i][2],
			 pic->trans[i][3], pic->trans[i][4], pic->trans[i][5]);
		md_put(b, line);
	}
	md_put(b, "");
	md_put(b, pic->lessons_title);
	for (int r = 0; r < 3; r++) {
		snprintf(line, sizeof line, "  %s  %s  %s  %s", pic->lessons[0][r],
			 pic->lessons[1][r], pic->lessons[2][r], pic->lessons[3][r]);
		md_put(b, line);
	}
}

/* A block of print's lines: a line at the left edge with indented ones
 * under it as a bold heading, the indented ones as a list, the others
 * as lines of a paragraph. */
static void md_lines(FILE *out, const struct picture_block *b)
{
	bool open = false;
	for (int i = 0; i < b->count; i++) {
		const struct picture_line *ln = &b->lines[i];
		if (!ln->text[0]) {
			if (open)
				fputc('\n', out);
			open = false;
			continue;
		}
		bool heading = ln->indent == 0 && i + 1 < b->count &&
			       b->lines[i + 1].indent > 0;
		if (heading) {
			if (open)
				fputc('\n', out);
			fputs("**", out);
			md_text(out, ln->text);
			fputs("**\n\n", out);
			open = false;
			continue;
		}
		if (ln->indent > 0) {
			fputs("- ", out);
			md_text(out, ln->text);
			fputc('\n', out);
		} else {
			md_text(out, ln->text);
			/* a line break inside the paragraph */
			fputs(i + 1 < b->count && b->lines[i + 1].text[0] ?
			      "  \n" : "\n", out);
		}
		open = true;
	}
	if (open)
		fputc('\n', out);
}

void front_picture_markdown(FILE *out, const struct picture *pic)
{
	fputs("### ", out);
	md_text(out, pic->title);
	fputs("\n\n", out);
	md_lines(out, &pic->head);
	static struct md_block b;
	b.n = 0;
	md_plate(&b, pic);
	md_block_write(out, &b);
	fputc('\n', out);
	b.n = 0;
	md_lessons(&b, pic);
	md_block_write(out, &b);
	fputc('\n', out);
	md_lines(out, &pic->tail);
}
