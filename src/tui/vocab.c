/* liuren - vocab.c: the commentary on a palace's 神 and general from
 * 卷二 神將釋 and 卷三 歌賦 (res/shenjiang.tsv): the sentences that hold on the chart
 * first, each with its condition named (「貴人臨午」), then the rest one
 * key away; and the 神's body part, colour and 十雜 (卷十).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/vocab.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "liuren/i18n.h"
#include "liuren/leishen.h"
#include "liuren/names.h"
#include "liuren/shenjiang.h"

struct sink {
	char *buf;
	size_t len, cap;
};

static void put(struct sink *s, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void put(struct sink *s, const char *fmt, ...)
{
	if (s->len + 1 >= s->cap)
		return;
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(s->buf + s->len, s->cap - s->len, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	s->len += (size_t)n;
	if (s->len >= s->cap)
		s->len = s->cap - 1;
}

/* The place of a sentence from outside 卷二 (卷三 歌賦's verses), after
 * it: 「（卷三 心印賦 子）」; the heading names 卷二 for the rest. */
static const char *source(const struct lr_sj_row *r)
{
	static char buf[96];
	if (!strncmp(r->where, "卷二", strlen("卷二")))
		return "";
	snprintf(buf, sizeof buf, "（%s）", r->where);
	return buf;
}

/* Is ROW about the 神 GOD or the general riding it? */
static bool about(const struct lr_sj_row *r, const struct lr_chart *c, int god)
{
	return r->general ? r->index == c->general_on[god] : r->index == god;
}

/* Our glosses of the 神 GOD and of the general GENERAL, in the reader's
 * language (each names its subject), after the book's sentences as the
 * 課's gloss comes after its passages. */
static void glosses(struct sink *s, int god, int general)
{
	for (int side = 0; side < 2; side++) {
		const char *gloss = lr_shenjiang_gloss(side == 1,
						       side ? general : god);
		if (gloss)
			put(s, _("Gloss: %s\n"), gloss);
	}
}

size_t tui_vocab_commentary(const struct lr_chart *chart,
			    const struct lr_sj_held *held,
			    const char *held_error,
			    const struct lr_leishen *ls, int god, bool all,
			    char *buf, size_t len, size_t cap)
{
	struct sink s = { buf, len, cap };
	char err[256];
	if (lr_shenjiang_load(err, sizeof err) != 0) {
		put(&s, "%s\n", err);
		return s.len;
	}
	/* the 類神 of the matter asked, as the reading found them */
	char line[1024];
	if (ls && ls->ask >= 0 && ls->rule != LR_LEI_UNNAMED)
		put(&s, "%s\n", lr_leishen_line(ls, line, sizeof line));
	int general = chart->general_on[god];
	/* TRANSLATORS: the heading of 卷二's sentences on a palace: the
	   神's name, its branch, the general it carries; keep 卷二 神將釋 */
	put(&s, _("神將 %s%s乘%s（卷二 神將釋）"), lr_month_general_name(god),
	    lr_branch_name(god), lr_general_name(general));
	put(&s, "\n");
	/* the sentences the reading found holding (lr_shenjiang_read) */
	if (held_error && held_error[0])
		put(&s, "%s\n", held_error);
	int nheld = 0, rest = 0;
	for (size_t i = 0; i < lr_shenjiang_count(); i++) {
		const struct lr_sj_row *r = lr_shenjiang_at(i);
		if (!about(r, chart, god))
			continue;
		const char *named = lr_shenjiang_held_words(held, i);
		if (named) {
			put(&s, "〔%s〕%s%s\n", named, r->text, source(r));
			nheld++;
		} else if (r->kind == LR_SJ_COND || r->kind == LR_SJ_TEXT) {
			rest++;
		}
	}
	if (!nheld)
		put(&s, "%s\n", _("no sentence of the book on this 神 and "
				  "general states a condition that holds here"));
	/* 卷十: 人身類神, 顏色, 十雜 of the 神 */
	/* TRANSLATORS: 卷十's headings of what a 神 stands for: the body
	   (人身), colours (顏色), things (十雜) */
	static const char *const label[LR_SJ_KINDS] = {
		[LR_SJ_BODY] = N_("人身"), [LR_SJ_COLOUR] = N_("顏色"),
		[LR_SJ_THINGS] = N_("十雜")
	};
	bool first = true;
	for (size_t i = 0; i < lr_shenjiang_count(); i++) {
		const struct lr_sj_row *r = lr_shenjiang_at(i);
		if (r->general || r->index != god || !label[r->kind])
			continue;
		/* TRANSLATORS: between 卷十's headings on one line */
		put(&s, "%s%s %s", first ? "" : _("；"), _(label[r->kind]),
		    r->text);
		first = false;
	}
	if (!first)
		put(&s, "\n");
	if (!all) {
		put(&s, _("(%d more sentences of %s and %s: press v)"), rest,
		    lr_month_general_name(god), lr_general_name(general));
		put(&s, "\n");
		glosses(&s, god, general);
		return s.len;
	}
	/* the rest, the 神's then the general's, in the book's order */
	for (int side = 0; side < 2; side++) {
		put(&s, "── %s\n", side ? lr_general_name(general)
				      : lr_month_general_name(god));
		for (size_t i = 0; i < lr_shenjiang_count(); i++) {
			const struct lr_sj_row *r = lr_shenjiang_at(i);
			if (r->general != (side == 1) || !about(r, chart, god)
			    || (r->kind != LR_SJ_COND && r->kind != LR_SJ_TEXT)
			    || lr_shenjiang_held_words(held, i))
				continue;
			char words[256];
			if (r->kind == LR_SJ_COND)
				put(&s, "〔%s〕", lr_shenjiang_cond_words(
					r, words, sizeof words));
			put(&s, "%s%s\n", r->text, source(r));
		}
	}
	glosses(&s, god, general);
	return s.len;
}

unsigned tui_leishen_palaces(const struct lr_leishen *ls)
{
	unsigned mask = 0;
	for (int i = 0; ls && ls->ask >= 0 && i < ls->n; i++)
		if (ls->found[i].chosen && ls->found[i].palace >= 0)
			mask |= 1u << ls->found[i].palace;
	return mask;
}
