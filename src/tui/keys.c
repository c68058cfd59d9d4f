/* liuren - keys.c: the key table, lookup and its man page form.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/keys.h"

#include "liuren/i18n.h"

#include <curses.h>
#include <string.h>

_Static_assert((TK_DOWN & ~TUI_KEY_FN) == KEY_DOWN, "KEY_DOWN");
_Static_assert((TK_UP & ~TUI_KEY_FN) == KEY_UP, "KEY_UP");
_Static_assert((TK_LEFT & ~TUI_KEY_FN) == KEY_LEFT, "KEY_LEFT");
_Static_assert((TK_RIGHT & ~TUI_KEY_FN) == KEY_RIGHT, "KEY_RIGHT");
_Static_assert((TK_HOME & ~TUI_KEY_FN) == KEY_HOME, "KEY_HOME");
_Static_assert((TK_BACKSPACE & ~TUI_KEY_FN) == KEY_BACKSPACE, "KEY_BS");
_Static_assert((TK_F1 & ~TUI_KEY_FN) == KEY_F(1), "KEY_F1");
_Static_assert((TK_BTAB & ~TUI_KEY_FN) == KEY_BTAB, "KEY_BTAB");
_Static_assert((TK_NPAGE & ~TUI_KEY_FN) == KEY_NPAGE, "KEY_NPAGE");
_Static_assert((TK_PPAGE & ~TUI_KEY_FN) == KEY_PPAGE, "KEY_PPAGE");
_Static_assert((TK_ENTER & ~TUI_KEY_FN) == KEY_ENTER, "KEY_ENTER");
_Static_assert((TK_END & ~TUI_KEY_FN) == KEY_END, "KEY_END");
_Static_assert((TK_MOUSE & ~TUI_KEY_FN) == KEY_MOUSE, "KEY_MOUSE");

static const struct tui_key_info table[] = {
#define TUI_KEY_ROW(a, ctx, k1, k2, k3, label, footer, help) \
	{ TUI_A_##a, TUI_CTX_##ctx, { k1, k2, k3 }, label, footer, help },
	TUI_KEYS(TUI_KEY_ROW)
#undef TUI_KEY_ROW
};

enum { TABLE_LEN = sizeof table / sizeof table[0] };

/* What the marks of the screen mean: in a palace of the plate, in the
 * 神煞 pane, at the end of a list or a line. Where the terminal draws
 * the East Asian ambiguous characters wide, ①, ▼ and … are drawn 1, v
 * and > (width.h), the box lines - | +. */
static const struct tui_mark_info marks[] = {
	{ "初 中 末", N_("the first, middle and last transmission") },
	{ "空", N_("void (旬空) this 旬") },
	{ "馬 德 祿", N_("the day's 驛馬, 日德 and 日祿 ride here") },
	{ "①②③④", N_("lessons one to four stand on this earth branch") },
	{ "命 年", N_("the querent's 本命 and 行年 (u sets them)") },
	{ "類", N_("the 類神 taken for the matter asked (--ask)") },
	{ "丙", N_("the day stem lodges in this palace") },
	/* TRANSLATORS: the kinds of a 神煞 as its pane marks them (the
	   catalogs give + - = their own words: 吉 凶 平) */
	{ N_("+"), N_("in the 神煞 pane: a 神煞 of good omen (吉)") },
	{ N_("-"), N_("in the 神煞 pane: a 神煞 of ill omen (凶)") },
	{ N_("="), N_("in the 神煞 pane: a 神煞 neither good nor ill (平)") },
	/* as draw.c writes the mark ("▼ %d more") for three lines */
	{ N_("▼ 3 more"), N_("a list goes on: move down or widen the window") },
	{ "…", N_("the text goes on: Enter reads it whole") },
	{ "1234 > v", N_("the marks in ASCII, where the terminal draws the "
	  "circled digits, the ellipsis and the triangles two columns wide "
	  "(found at start; --ambiguous wide or narrow decides)") },
};

const struct tui_mark_info *
tui_mark_table(int *count)
{
	*count = (int)(sizeof marks / sizeof marks[0]);
	return marks;
}

const char *
tui_marks_title(void)
{
	return N_("Marks on the screen");
}

const struct tui_key_info *
tui_key_table(int *count)
{
	*count = TABLE_LEN;
	return table;
}

int
tui_ctx_parent(enum tui_ctx ctx)
{
	switch (ctx) {
	case TUI_CTX_TEACH:
	case TUI_CTX_COMPARE:
		return TUI_CTX_CHART;
	case TUI_CTX_ATLAS:
	case TUI_CTX_CASEBOOK:
		return TUI_CTX_LIST;
	case TUI_CTX_PRACTICE:
		return TUI_CTX_PROMPT;	/* Backspace, Ctrl-U edit the answer */
	case TUI_CTX_CHART:
	case TUI_CTX_LIST:
		return TUI_CTX_GLOBAL;
	default:
		return -1;
	}
}

const char *
tui_ctx_title(enum tui_ctx ctx)
{
	static const char *const titles[TUI_CTX_COUNT] = {
		[TUI_CTX_GLOBAL] = N_("Everywhere"),
		[TUI_CTX_CHART] = N_("Chart"),
		[TUI_CTX_TEACH] = N_("Teaching mode"),
		[TUI_CTX_COMPARE] = N_("Compare schools"),
		[TUI_CTX_LIST] = N_("Lists (help, atlas)"),
		[TUI_CTX_ATLAS] = N_("Chart atlas"),
		[TUI_CTX_PROMPT] = N_("Typing (pillars, a date, the querent, "
				      "a setting, a filter)"),
		[TUI_CTX_CASEBOOK] = N_("Casebook"),
		[TUI_CTX_PRACTICE] = N_("Practice"),
	};
	return ctx < TUI_CTX_COUNT ? titles[ctx] : "";
}

enum tui_action
tui_key_lookup(enum tui_ctx ctx, int key)
{
	if (key == 0)
		return TUI_A_NONE;
	for (int c = (int)ctx; c >= 0; c = tui_ctx_parent((enum tui_ctx)c))
		for (int i = 0; i < TABLE_LEN; i++)
			if ((int)table[i].ctx == c &&
			    (table[i].keys[0] == key || table[i].keys[1] == key ||
			     table[i].keys[2] == key))
				return table[i].action;
	return TUI_A_NONE;
}

const struct tui_key_info *
tui_key_info(enum tui_action action)
{
	for (int i = 0; i < TABLE_LEN; i++)
		if (table[i].action == action)
			return &table[i];
	return &table[0];
}

/* Write TEXT as roff body text: backslashes and minus signs escaped, a
 * leading dot or quote protected. */
static void
roff_text(FILE *out, const char *text)
{
	if (*text == '.' || *text == '\'')
		fputs("\\&", out);
	for (const char *p = text; *p; p++) {
		if (*p == '\\')
			fputs("\\e", out);
		else if (*p == '-')
			fputs("\\-", out);
		else
			fputc(*p, out);
	}
}

void
tui_keys_write_man(FILE *out)
{
	fputs(".\\\" key list generated by liuren --man-keys; do not edit\n",
	      out);
	for (int ctx = 0; ctx < TUI_CTX_COUNT; ctx++) {
		fprintf(out, ".SS %s\n", tui_ctx_title((enum tui_ctx)ctx));
		for (int i = 0; i < TABLE_LEN; i++) {
			if ((int)table[i].ctx != ctx)
				continue;
			fputs(".TP\n.B \"", out);
			roff_text(out, table[i].label);
			fputs("\"\n", out);
			roff_text(out, table[i].help);
			fputc('\n', out);
		}
	}
	fprintf(out, ".SS %s\n", tui_marks_title());
	for (size_t i = 0; i < sizeof marks / sizeof marks[0]; i++) {
		fputs(".TP\n.B \"", out);
		roff_text(out, marks[i].mark);
		fputs("\"\n", out);
		roff_text(out, marks[i].meaning);
		fputc('\n', out);
	}
	fputs(".\\\" end of generated key list\n", out);
}
