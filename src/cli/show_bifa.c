/* liuren - show_bifa.c: `liuren show` for a 法 of the 《畢法賦》: the
 * verse line, the commentary's heading, whether the chart decides it, and
 * its paragraphs, the 格 named and the modern editors' notes apart.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "cli/show_bifa.h"

#include <string.h>

#include "liuren/bifa.h"
#include "liuren/i18n.h"

static void paragraph(FILE *out, const struct lr_bifa_text *t, int i,
		      const char *where)
{
	const char *k = t->kind[i];
	if (!strcmp(k, "ge")) {
		fputc('\n', out);
		fprintf(out, _("%s (in %s)"), t->name[i], where);
		fprintf(out, "\n%s\n", t->text[i]);
		/* our gloss of the 格, in the reader's language, under it */
		const char *gloss = lr_bifa_ge_gloss(t, i);
		if (gloss) {
			fprintf(out, _("Gloss %s"), gloss);
			fputc('\n', out);
		}
	}
	else if (!strcmp(k, "modern"))
		fprintf(out, "\n%s %s\n%s\n", _("modern note, not the book:"),
			t->name[i], t->text[i]);
	else {
		fputc('\n', out);
		fprintf(out, _("%s (in %s)"), _("Note (注)"), where);
		fprintf(out, "\n%s\n", t->text[i]);
	}
}

/* The book names a few 格 under more than one 法: 源消根斷格 under 第三法
 * in passing (「不在此論，緣只取二貴拱年命也」) and under 第六法, where its
 * conditions are set out (「癸卯、癸未、癸巳，干上卯，課傳俱在五陰之位，又是
 * 下生上神，迤邐而脫去」); 脫空格 under 第十六法 and 第十七法 … No rule of
 * the text tells which paragraph defines a 格 for all of them, so show
 * lists each 法 that names the 格 (FIRST is the one opened: the first in
 * the book's order) and prints each of those paragraphs with the 格's
 * own. Calls EACH for every other 法 naming GE, with its text and the
 * passage's index. */
static void other_homes(int first, const char *ge,
			void (*each)(FILE *, const struct lr_bifa_text *, int),
			FILE *out)
{
	char err[512];
	for (int k = 1; ge && k <= LR_BIFA_COUNT; k++) {
		const struct lr_bifa_text *t = k == first ? NULL
					     : lr_bifa_text(k, err, sizeof err);
		for (int i = 0; t && i < t->count; i++)
			if (t->name[i] && !strcmp(t->name[i], ge)
			    && !strcmp(t->kind[i], "ge")) {
				each(out, t, i);
				break;
			}
	}
}

static void also_named(FILE *out, const struct lr_bifa_text *t, int i)
{
	char o[32];
	fputc('\n', out);
	fprintf(out, _("  %s is also named under 畢法 %s %s"), t->name[i],
		lr_bifa_ordinal(t->number, o, sizeof o), t->verse);
}

static void other_paragraph(FILE *out, const struct lr_bifa_text *t, int i)
{
	char o[32], where[128];
	snprintf(where, sizeof where, "%s %s %s",
		 t->number <= 50 ? "卷十一" : "卷十二",
		 lr_bifa_ordinal(t->number, o, sizeof o), t->verse);
	paragraph(out, t, i, where);
}

bool show_bifa(FILE *out, const char *name)
{
	const char *ge = NULL;
	int n = lr_bifa_find(name, &ge);
	if (n < 0)
		return false;
	char err[512];
	const struct lr_bifa_text *t = lr_bifa_text(n, err, sizeof err);
	if (!t) {
		fprintf(out, "%s\n", err);
		return true;
	}
	char o[32];
	const char *where = n <= 50 ? "卷十一" : "卷十二";
	char source[128];
	fprintf(out, _("%s (畢法 %s)"), t->verse,
		lr_bifa_ordinal(n, o, sizeof o));
	if (ge)
		fprintf(out, _("  %s is one of its 格"), ge);
	other_homes(n, ge, also_named, out);
	fputc('\n', out);
	snprintf(source, sizeof source, "《六壬大全》%s 《畢法賦》", where);
	fprintf(out, _("  source %s"), source);
	fputc('\n', out);
	if (strcmp(t->heading, t->verse) != 0) {
		fprintf(out, _("  heading of the commentary %s"), t->heading);
		fputc('\n', out);
	}
	if (t->motto) {
		fprintf(out, _("  under the title %s"), t->motto);
		fputc('\n', out);
	}
	const char *why = NULL;
	if (lr_bifa_decided(n, &why))
		fprintf(out, "  %s\n", _("read from the chart: print lists it when it holds"));
	else
		fprintf(out, "  %s %s\n", _("no chart fires it:"), _(why));
	bool any = false;
	for (int i = 0; i < t->count; i++)
		if (!strcmp(t->kind[i], "ge")) {
			fprintf(out, "%s%s", any ? " " : _("  its 格 "),
				t->name[i]);
			any = true;
		}
	if (any)
		fputc('\n', out);
	/* our gloss, in the reader's language, before the book's paragraphs */
	const char *gloss = lr_bifa_text_gloss(t);
	if (gloss) {
		fputc('\n', out);
		fprintf(out, _("Gloss %s"), gloss);
		fputc('\n', out);
	}
	/* the 格 asked for first, then the whole commentary in order */
	for (int i = 0; ge && i < t->count; i++)
		if (t->name[i] && !strcmp(t->name[i], ge)
		    && !strcmp(t->kind[i], "ge"))
			paragraph(out, t, i, where);
	other_homes(n, ge, other_paragraph, out);
	for (int i = 0; i < t->count; i++) {
		if (ge && t->name[i] && !strcmp(t->name[i], ge)
		    && !strcmp(t->kind[i], "ge"))
			continue;
		paragraph(out, t, i, where);
	}
	return true;
}
