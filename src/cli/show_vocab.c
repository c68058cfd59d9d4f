/* liuren - show_vocab.c: `liuren show 貴人`, `show 神后`: a general's or
 * a 神's passages of 卷二 神將釋 (and of 卷三 歌賦 where they speak of
 * it in a position), each conditional sentence with its condition, and
 * for a 神 its body part, colour and 十雜 of 卷十; `show 大神總論`,
 * `show 天將總論`, `show 神將釋`: the volume's general discourses.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "cli/show_vocab.h"

#include <stdio.h>
#include <string.h>

#include "front/args.h"
#include "liuren/ganzhi.h"
#include "liuren/i18n.h"
#include "liuren/names.h"
#include "liuren/shenjiang.h"

/* The heading label of a row that opens a paragraph. */
static const char *label(const struct lr_sj_row *r, int verses)
{
	switch (r->kind) {
	case LR_SJ_VERSE:
		return !r->general ? _("Song (歌)") : verses == 0
		       ? _("Rhapsody (賦)") : _("Poem (詩)");
	case LR_SJ_LEI:
		return _("Kinds (類)");
	case LR_SJ_BODY:
		return _("Body (人身)");
	case LR_SJ_COLOUR:
		return _("Colours (顏色)");
	case LR_SJ_THINGS:
		return _("Sundries (十雜)");
	default:
		return _("Text (原文)");
	}
}

/* 大神總論 and/or 天將總論 (WHICH: bit 0, bit 1), paragraph by
 * paragraph under its place. */
static int show_lun(const char *cmd, int which)
{
	char err[512];
	if (lr_shenjiang_lun_load(err, sizeof err) != 0) {
		front_error(cmd, "%s", err);
		return -1;
	}
	const char *name = NULL, *where = NULL;
	for (size_t i = 0; i < lr_shenjiang_lun_count(); i++) {
		const struct lr_sj_lun *r = lr_shenjiang_lun_at(i);
		if (!(which & lr_shenjiang_lun_find(r->name)))
			continue;
		if (!name || strcmp(name, r->name) != 0) {
			if (name)
				putchar('\n');
			printf(_("%s (in %s)"), r->name, "卷二 神將釋");
			putchar('\n');
			name = r->name;
			where = NULL;
		}
		if (!where || strcmp(where, r->where) != 0) {
			printf("%s\n", where ? "\n" : "");
			printf(_("%s (in %s)"), _("Text (原文)"), r->where);
			fputs("\n  ", stdout);
			where = r->where;
		}
		fputs(r->text, stdout);
	}
	if (where)
		fputc('\n', stdout);
	return 1;
}

int show_vocab(const char *cmd, char *name, size_t size)
{
	int lun = lr_shenjiang_lun_find(name);
	if (lun)
		return show_lun(cmd, lun);
	int index, which = lr_shenjiang_find(name, &index);
	if (!which)
		return 0;
	char err[512];
	if (lr_shenjiang_load(err, sizeof err) != 0) {
		front_error(cmd, "%s", err);
		return -1;
	}
	bool general = which == 1;
	const char *subject = lr_shenjiang_subject(general, index);
	snprintf(name, size, "%s", subject);	/* 元武 is 玄武 */
	if (general)
		/* TRANSLATORS: a name and what it is (天將 …) */
		printf(_("%s (a %s)\n"), subject, _("general"));
	else
		printf(_("%s %s (a %s)\n"), subject, lr_branch_name(index),
		       _("heaven branch"));
	/* our gloss first, in the reader's language; the book's own
	 * passages follow, each labelled as the original */
	const char *gloss = lr_shenjiang_gloss(general, index);
	if (gloss) {
		putchar('\n');
		printf(_("Gloss %s"), gloss);
		putchar('\n');
	}
	const char *where = NULL;
	int verses = 0;
	bool open_line = false;	/* a line of plain sentences is being written */
	for (size_t i = 0; i < lr_shenjiang_count(); i++) {
		const struct lr_sj_row *r = lr_shenjiang_at(i);
		if (r->general != general || r->index != index)
			continue;
		bool prose = r->kind == LR_SJ_TEXT || r->kind == LR_SJ_COND;
		if (!where || strcmp(where, r->where) != 0 || !prose) {
			if (open_line)
				fputc('\n', stdout);
			open_line = false;
			putchar('\n');
			printf(_("%s (in %s)"), label(r, verses), r->where);
			putchar('\n');
			if (r->kind == LR_SJ_VERSE)
				verses++;
			where = prose ? r->where : NULL;
		}
		if (r->kind == LR_SJ_COND) {
			/* a conditional sentence stands on its own line */
			char words[256];
			printf("%s  〔%s〕%s\n", open_line ? "\n" : "",
			       lr_shenjiang_cond_words(r, words, sizeof words),
			       r->text);
			open_line = false;
		} else if (prose) {
			printf("%s%s", open_line ? "" : "  ", r->text);
			open_line = true;
		} else {
			printf("  %s\n", r->text);
		}
	}
	if (open_line)
		fputc('\n', stdout);
	return 1;
}
