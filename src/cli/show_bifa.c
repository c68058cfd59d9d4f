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
	if (!strcmp(k, "ge"))
		fprintf(out, "\n%s（%s）\n%s\n", t->name[i], where, t->text[i]);
	else if (!strcmp(k, "modern"))
		fprintf(out, "\n%s %s\n%s\n", _("modern note, not the book:"),
			t->name[i], t->text[i]);
	else
		fprintf(out, "\n注（%s）\n%s\n", where, t->text[i]);
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
	fprintf(out, "%s（畢法 %s）", t->verse, lr_bifa_ordinal(n, o, sizeof o));
	if (ge)
		fprintf(out, "  %s 為其一格", ge);
	fprintf(out, "\n  出處 《六壬大全》%s 《畢法賦》\n", where);
	if (strcmp(t->heading, t->verse) != 0)
		fprintf(out, "  注文標題 %s\n", t->heading);
	if (t->motto)
		fprintf(out, "  題下 %s\n", t->motto);
	const char *why = NULL;
	if (lr_bifa_decided(n, &why))
		fprintf(out, "  %s\n", _("read from the chart: print lists it when it holds"));
	else
		fprintf(out, "  %s %s\n", _("no chart fires it:"), why);
	bool any = false;
	for (int i = 0; i < t->count; i++)
		if (!strcmp(t->kind[i], "ge")) {
			fprintf(out, "%s%s", any ? " " : "  諸格 ", t->name[i]);
			any = true;
		}
	if (any)
		fputc('\n', out);
	/* the 格 asked for first, then the whole commentary in order */
	for (int i = 0; ge && i < t->count; i++)
		if (t->name[i] && !strcmp(t->name[i], ge)
		    && !strcmp(t->kind[i], "ge"))
			paragraph(out, t, i, where);
	for (int i = 0; i < t->count; i++) {
		if (ge && t->name[i] && !strcmp(t->name[i], ge)
		    && !strcmp(t->kind[i], "ge"))
			continue;
		paragraph(out, t, i, where);
	}
	return true;
}
