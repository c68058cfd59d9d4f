/* liuren - keys.h: the browser's one key table.
 *
 * TUI_KEYS lists every binding once: the action, the context where it
 * applies, up to three key codes, the label shown to people, a footer
 * word (NULL: not in the footer) and the help line. The table generates
 * the action enum, drives dispatch, the `?` help screen, the footer and
 * the man page key list (tui_keys_write_man()), so none of them can
 * drift from the bindings. Nothing here touches curses: function keys
 * are stored as TUI_KEY_FN | KEY_x by the caller that knows curses.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_KEYS_H
#define TUI_KEYS_H

#include <stdio.h>

#include "liuren/i18n.h"
#include "tui/tui.h"

/* Where a binding applies. Lookup tries the current screen's context,
 * then the contexts it falls back to (tui_ctx_parent), then GLOBAL. */
enum tui_ctx {
	TUI_CTX_GLOBAL,		/* everywhere except while typing */
	TUI_CTX_CHART,		/* the chart (and the teaching mode) */
	TUI_CTX_TEACH,		/* teaching mode */
	TUI_CTX_COMPARE,	/* compare schools */
	TUI_CTX_LIST,		/* help and atlas lists */
	TUI_CTX_ATLAS,		/* the lesson atlas */
	TUI_CTX_PROMPT,		/* typing pillars, a date, the querent, a
				 * setting or the 神煞 filter */
	TUI_CTX_CASEBOOK,	/* the casebook list (falls back to LIST) */
	TUI_CTX_PRACTICE,	/* practice: typing each step's answer
				 * (falls back to PROMPT) */
	TUI_CTX_COUNT
};

/* Key codes of the curses function keys used below, as tui.h codes. The
 * values are ncurses' (KEY_DOWN 0402 …); keys.c checks them against
 * <curses.h> at build time. */
#define TK_DOWN		(TUI_KEY_FN | 0402)
#define TK_UP		(TUI_KEY_FN | 0403)
#define TK_LEFT		(TUI_KEY_FN | 0404)
#define TK_RIGHT	(TUI_KEY_FN | 0405)
#define TK_HOME		(TUI_KEY_FN | 0406)
#define TK_BACKSPACE	(TUI_KEY_FN | 0407)
#define TK_F1		(TUI_KEY_FN | 0411)
#define TK_NPAGE	(TUI_KEY_FN | 0522)
#define TK_BTAB		(TUI_KEY_FN | 0541)
#define TK_PPAGE	(TUI_KEY_FN | 0523)
#define TK_ENTER	(TUI_KEY_FN | 0527)
#define TK_END		(TUI_KEY_FN | 0550)
#define TK_MOUSE	(TUI_KEY_FN | 0631)	/* KEY_MOUSE: see tui_state.mouse */
/* A bracketed paste's start and end (the terminal sends ESC [200~ and
 * ESC [201~ around pasted text; app.c has curses read them as these
 * codes, above ncurses' own KEY_MAX). Between them every key is pasted
 * text: kept in a prompt, never run as a command. */
#define TK_PASTE_BEGIN	(TUI_KEY_FN | 01001)
#define TK_PASTE_END	(TUI_KEY_FN | 01002)
#define TK_ESC		27
#define TK_CTRL(c)	((c) & 0x1f)

/* X(action, context, key1, key2, key3, label, footer, help)
 *
 * The key budget: on the chart every lower-case letter but i r is
 * taken (a b c d e f g h j k l m n o p q s t u v w x y z), and of the
 * capitals A B C D F K L M O S T W; the footer holds the most used only.
 * y copies (yank, as in vi, less and tmux), C with it; the year, stepped
 * far less often, is < and > (a longer stride than o/O's month).
 * A new chart key takes one of those left, mnemonic where it can, and
 * goes into this table so that help, footer and man page follow. */
/* X(action, context, key1, key2, key3, label, footer, help) */
#define TUI_KEYS(X) \
	X(HELP, GLOBAL, '?', TK_F1, 0, "? F1", N_("help"), \
	  N_("show this list of keys")) \
	X(REDRAW, GLOBAL, TK_CTRL('l'), 0, 0, "Ctrl-L", NULL, \
	  N_("redraw the screen")) \
	X(THEME, GLOBAL, 'c', 0, 0, "c", NULL, \
	  N_("switch colours: dark, light, monochrome")) \
	X(LANG, GLOBAL, 'L', 0, 0, "L", NULL, \
	  N_("switch the language: 繁體中文, 简体中文, English, 한국어")) \
	X(MOUSE, GLOBAL, TK_MOUSE, 0, 0, N_("mouse"), NULL, \
	  N_("click selects a palace or line, again reads; wheel scrolls")) \
	X(QUIT, CHART, 'q', 0, 0, "q", N_("quit"), \
	  N_("quit the browser")) \
	X(HOUR_NEXT, CHART, 't', 0, 0, "t", N_("hour"), \
	  N_("next hour (時); the day moves on at the day boundary")) \
	X(HOUR_PREV, CHART, 'T', 0, 0, "T", NULL, \
	  N_("previous hour")) \
	X(DAY_NEXT, CHART, 'd', 0, 0, "d", N_("day"), \
	  N_("next day (日)")) \
	X(DAY_PREV, CHART, 'D', 0, 0, "D", NULL, \
	  N_("previous day")) \
	X(GENERAL_NEXT, CHART, 'm', 0, 0, "m", N_("月將"), \
	  N_("next month's general (月將 亥 then 戌), shown as manual 月將")) \
	X(GENERAL_PREV, CHART, 'M', 0, 0, "M", NULL, \
	  N_("previous month's general (manual 月將)")) \
	X(NOW, CHART, 'n', 0, 0, "n", N_("now"), \
	  N_("jump to the current moment (the calendar's 月將 again)")) \
	X(GOTO, CHART, 'g', 0, 0, "g", N_("go to"), \
	  N_("go to a date and time, e.g. 2026-11-29 17:05")) \
	X(TYPE, CHART, ':', 0, 0, ":", N_("type"), \
	  N_("type the pillars: day hour 月將, e.g. 丙辰 寅 未")) \
	X(TEACH, CHART, 'e', 0, 0, "e", N_("teach"), \
	  N_("teaching mode: step through the derivation")) \
	X(ATLAS, CHART, 'a', 0, 0, "a", N_("atlas"), \
	  N_("chart atlas: all 720 charts of this hour")) \
	X(PRINT, CHART, 'p', 0, 0, "p", N_("print"), \
	  N_("write the chart to a new file: text, SVG, HTML, MD or PNG")) \
	X(COPY, CHART, 'y', 'C', 0, "y C", NULL, \
	  N_("copy the chart's text to the terminal's clipboard (OSC 52)")) \
	X(COMPARE, CHART, 's', 0, 0, "s", N_("schools"), \
	  N_("compare schools: this chart under another setting")) \
	X(WEEK_NEXT, CHART, 'w', 0, 0, "w", NULL, \
	  N_("next week (7 days)")) \
	X(WEEK_PREV, CHART, 'W', 0, 0, "W", NULL, \
	  N_("previous week")) \
	X(MONTH_NEXT, CHART, 'o', 0, 0, "o", NULL, \
	  N_("next month (same day and time of the next calendar month)")) \
	X(MONTH_PREV, CHART, 'O', 0, 0, "O", NULL, \
	  N_("previous month")) \
	X(YEAR_NEXT, CHART, '>', 0, 0, ">", NULL, \
	  N_("next year (same date and time)")) \
	X(YEAR_PREV, CHART, '<', 0, 0, "<", NULL, \
	  N_("previous year")) \
	X(PANE_NEXT, CHART, '\t', 0, 0, "Tab", N_("select"), \
	  N_("next pane: plate, 課體, 神煞, then the 三傳 and 四課")) \
	X(PANE_PREV, CHART, TK_BTAB, 0, 0, "S-Tab", NULL, \
	  N_("move the selection to the previous pane")) \
	X(SEL_UP, CHART, 'k', TK_UP, 0, "k Up", NULL, \
	  N_("select the palace above, or the line above in a list")) \
	X(SEL_DOWN, CHART, 'j', TK_DOWN, 0, "j Down", NULL, \
	  N_("select the palace below, or the line below in a list")) \
	X(SEL_LEFT, CHART, 'h', TK_LEFT, 0, "h Left", NULL, \
	  N_("select the palace to the left")) \
	X(SEL_RIGHT, CHART, 'l', TK_RIGHT, 0, "l Right", NULL, \
	  N_("select the palace to the right")) \
	X(COMMENT, CHART, '\n', '\r', TK_ENTER, "Enter", N_("read"), \
	  N_("open or close the commentary of the selection")) \
	X(SCROLL_DOWN, CHART, TK_NPAGE, ' ', 0, "PgDn Space", NULL, \
	  N_("scroll the commentary down")) \
	X(SCROLL_UP, CHART, TK_PPAGE, 'b', 0, "PgUp b", NULL, \
	  N_("scroll the commentary up")) \
	X(FILTER, CHART, '/', 0, 0, "/", NULL, \
	  N_("show only the 神煞 whose name holds the typed text")) \
	X(SHENSHA_ALL, CHART, 'A', 0, 0, "A", NULL, \
	  N_("神煞: every one, or those on 三傳, 日辰 and 年命")) \
	X(VOCAB_ALL, CHART, 'v', 0, 0, "v", NULL, \
	  N_("神將 commentary: every 卷二 sentence, or those that hold")) \
	X(QI, CHART, 'z', 0, 0, "z", NULL, \
	  N_("each palace: 旺相休囚死 and 十二長生 of its heaven branch")) \
	X(CLOSE, CHART, TK_ESC, 0, 0, "Esc", NULL, \
	  N_("close the commentary, clear the filter, select the plate")) \
	X(SEARCH_NEXT, CHART, 'f', 0, 0, "f", N_("find"), \
	  N_("next time the selected 課體 or 神煞 comes (a year ahead)")) \
	X(SEARCH_PREV, CHART, 'F', 0, 0, "F", NULL, \
	  N_("previous time the selected 課體 or 神煞 came (a year back)")) \
	X(QUERENT, CHART, 'u', 0, 0, "u", NULL, \
	  N_("querent: birth date or year, sex, 行年 (- clears)")) \
	X(SETTING, CHART, 'S', 0, 0, "S", NULL, \
	  N_("change a school setting, e.g. shehai=mengzhongji")) \
	X(PRACTICE, CHART, 'x', 0, 0, "x", NULL, \
	  N_("practice: derive this chart yourself, each step checked")) \
	X(STEP_NEXT, TEACH, ' ', TK_RIGHT, 0, "Space Right", N_("step"), \
	  N_("next derivation step")) \
	X(STEP_PREV, TEACH, TK_BACKSPACE, TK_LEFT, 127, "BkSp Left", NULL, \
	  N_("previous derivation step")) \
	X(STEP_FIRST, TEACH, TK_HOME, 0, 0, "Home", NULL, \
	  N_("first step")) \
	X(STEP_LAST, TEACH, TK_END, 0, 0, "End", NULL, \
	  N_("last step")) \
	X(TEACH_END, TEACH, 'e', TK_ESC, 0, "e Esc", N_("leave"), \
	  N_("leave the teaching mode")) \
	X(ANSWER, PRACTICE, '\n', '\r', TK_ENTER, "Enter", N_("answer"), \
	  N_("check the typed answer; a wrong one shows the derivation")) \
	X(SKIP, PRACTICE, '\t', 0, 0, "Tab", N_("skip"), \
	  N_("skip the step: show its answer and go on")) \
	X(PRACTICE_END, PRACTICE, TK_ESC, 0, 0, "Esc", N_("leave"), \
	  N_("leave the practice")) \
	X(PRACTICE_DEAL, PRACTICE, TK_CTRL('n'), 0, 0, "Ctrl-N", N_("deal"), \
	  N_("next chart, dealt by need: those missed come first")) \
	X(SCHOOL_NEXT, COMPARE, ']', 0, 0, "]", N_("school"), \
	  N_("compare with the next school (貴人 table, day hours, 涉害)")) \
	X(SCHOOL_PREV, COMPARE, '[', 0, 0, "[", NULL, \
	  N_("previous setting to compare with")) \
	X(COMPARE_END, COMPARE, 's', TK_ESC, 0, "s Esc", N_("leave"), \
	  N_("leave the comparison")) \
	X(DOWN, LIST, 'j', TK_DOWN, 0, "j Down", NULL, \
	  N_("move down one line")) \
	X(UP, LIST, 'k', TK_UP, 0, "k Up", NULL, \
	  N_("move up one line")) \
	X(PAGE_DOWN, LIST, ' ', TK_NPAGE, 0, "Space PgDn", NULL, \
	  N_("move down one page")) \
	X(PAGE_UP, LIST, 'b', TK_PPAGE, 0, "b PgUp", NULL, \
	  N_("move up one page")) \
	X(TOP, LIST, 'g', TK_HOME, 0, "g Home", NULL, \
	  N_("go to the first line")) \
	X(BOTTOM, LIST, 'G', TK_END, 0, "G End", NULL, \
	  N_("go to the last line")) \
	X(BACK, LIST, 'q', TK_ESC, 0, "q Esc", N_("back"), \
	  N_("close the list and return to the chart")) \
	X(OPEN, ATLAS, '\n', '\r', TK_ENTER, "Enter", N_("open"), \
	  N_("open the selected chart")) \
	X(FILTER_NEXT, ATLAS, 'f', 0, 0, "f", N_("filter"), \
	  N_("show only the next method (元首, 重審 ...; then all)")) \
	X(FILTER_PREV, ATLAS, 'F', 0, 0, "F", NULL, \
	  N_("show only the previous method")) \
	X(PATTERN_NEXT, ATLAS, 'v', 0, 0, "v", N_("課體"), \
	  N_("show only charts where the next 課體 fires (then all)")) \
	X(PATTERN_PREV, ATLAS, 'V', 0, 0, "V", NULL, \
	  N_("previous 課體 to filter by")) \
	X(ATLAS_NAME, ATLAS, '/', 0, 0, "/", NULL, \
	  N_("show only charts where the typed 課體, 法 or 格 holds")) \
	X(ACCEPT, PROMPT, '\n', '\r', TK_ENTER, "Enter", N_("open"), \
	  N_("open the typed pillars or date")) \
	X(CANCEL, PROMPT, TK_ESC, TK_CTRL('c'), 0, "Esc Ctrl-C", N_("cancel"), \
	  N_("cancel typing")) \
	X(ERASE, PROMPT, TK_BACKSPACE, 127, TK_CTRL('h'), "BkSp", NULL, \
	  N_("erase the last character")) \
	X(KILL, PROMPT, TK_CTRL('u'), 0, 0, "Ctrl-U", NULL, \
	  N_("erase the whole line")) \
	X(CASE_SAVE, CHART, 'K', 0, 0, "K", NULL, \
	  N_("keep this chart in the casebook (asks question and tags)")) \
	X(CASEBOOK, CHART, 'B', 0, 0, "B", NULL, \
	  N_("the casebook: your cases, or the book's worked charts")) \
	X(CASE_OPEN, CASEBOOK, '\n', '\r', TK_ENTER, "Enter", N_("open"), \
	  N_("open the case on the chart, its texts in the commentary")) \
	X(CASE_FILTER, CASEBOOK, '/', 0, 0, "/", N_("filter"), \
	  N_("filter: #tag, a 課體 name or text (empty: all)")) \
	X(CASE_JUDGMENT, CASEBOOK, 'J', 0, 0, "J", N_("judgment"), \
	  N_("edit the judgment (斷) of the selected case")) \
	X(CASE_OUTCOME, CASEBOOK, 'O', 0, 0, "O", N_("outcome"), \
	  N_("edit the outcome of the selected case")) \
	X(CASE_RIGHT, CASEBOOK, '+', 0, 0, "+", NULL, \
	  N_("mark the outcome 驗 (came true); again clears it")) \
	X(CASE_WRONG, CASEBOOK, '-', 0, 0, "-", NULL, \
	  N_("mark the outcome 不驗; again clears the mark")) \
	X(CASE_BOOK, CASEBOOK, 'E', 0, 0, "E", N_("book"), \
	  N_("your cases or the book's worked charts"))

enum tui_action {
	TUI_A_NONE,
#define TUI_ACTION_ENUM(a, ...) TUI_A_##a,
	TUI_KEYS(TUI_ACTION_ENUM)
#undef TUI_ACTION_ENUM
	TUI_A_COUNT
};

struct tui_key_info {
	enum tui_action action;
	enum tui_ctx ctx;
	int keys[3];		/* 0: unused */
	const char *label;	/* "Space Right n" */
	const char *footer;	/* footer word, or NULL */
	const char *help;
};

/* The table in order, and its length. */
const struct tui_key_info *tui_key_table(int *count);

/* The action KEY has in context CTX (trying its fallbacks), or
 * TUI_A_NONE. */
enum tui_action tui_key_lookup(enum tui_ctx ctx, int key);

/* The binding of ACTION (never NULL for a valid action). */
const struct tui_key_info *tui_key_info(enum tui_action action);

/* The context CTX falls back to, or -1 (GLOBAL falls back to nothing;
 * TEACH to CHART; ATLAS to LIST; PROMPT to nothing). */
int tui_ctx_parent(enum tui_ctx ctx);

/* The heading of a context in the help screen and the man page. */
const char *tui_ctx_title(enum tui_ctx ctx);

/* A mark of the screen and what it means (msgids). */
struct tui_mark_info {
	const char *mark, *meaning;
};
/* The marks the help's legend and the man page explain, and their
 * heading (a msgid). */
const struct tui_mark_info *tui_mark_table(int *count);
const char *tui_marks_title(void);

/* Write the key list as man page roff (.SS per context, .TP per key),
 * then the marks (.SS, .TP per mark). */
void tui_keys_write_man(FILE *out);

#endif
