/* liuren - screens.c: the browser's screens not yet in modules of their
 * own, each a draw() and a key(): the
 * lesson atlas and the pillar prompt; and the table of screens.
 * key() changes the state and returns TUI_R_* reactions; draw() paints.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/normalize.h"
#include "liuren/lang.h"
#include "liuren/reading.h"
#include "tui/screen.h"

#include <string.h>
#include <unistr.h>

#include "front/moment_args.h"
#include "liuren/i18n.h"
#include "tui/chrome.h"
#include "tui/list.h"
#include "tui/plate.h"
#include "tui/screen_casebook.h"
#include "tui/screen_chart.h"
#include "tui/screen_compare.h"
#include "tui/screen_help.h"
#include "tui/screen_teach.h"
#include "tui/width.h"

/* ---- lesson atlas ---- */

/* Rows of the atlas list: the screen less the header, the column
 * titles, the more-marker and the footer. */
static int
atlas_rows(void)
{
	return LINES - 4;
}

/* The atlas rows start on screen row ATLAS_Y. */
enum { ATLAS_Y = 2 };

/* The first row shown: the cursor kept in view (the screen may have
 * shrunk). Drawing and clicks both use it. */
static int
atlas_view_top(const struct tui_state *st)
{
	int top = st->atlas_top;
	if (top > st->atlas_cursor)
		top = st->atlas_cursor;
	if (st->atlas_cursor >= top + atlas_rows())
		top = st->atlas_cursor - atlas_rows() + 1;
	return top;
}

/* One atlas row as the columns show it. */
struct atlas_cells {
	char day[8], add[16], method[64], trans[32], lessons[64];
	char patterns[512];
};

static void
atlas_cells(const struct tui_state *st, const struct tui_atlas_row *row,
	    struct atlas_cells *c)
{
	struct lr_input in = {
		.day = row->day, .hour = st->input.hour,
		.general = lr_branch_add(st->input.hour, row->offset)
	};
	static struct lr_reading r;
	tui_read_pillars(&st->settings, &in, LR_READ_PATTERNS, &r);
	const struct lr_chart ch = r.chart;
	lr_cycle_name(row->day, c->day);
	snprintf(c->add, sizeof c->add, "%s加%s", lr_branch_name(in.general),
		 lr_branch_name(in.hour));
	snprintf(c->method, sizeof c->method, "%s%s%s",
		 lr_method_name(ch.method), ch.method_detail &&
		 ch.method_detail[0] ? " " : "", ch.method_detail ?
		 ch.method_detail : "");
	snprintf(c->trans, sizeof c->trans, "%s %s %s",
		 lr_branch_name(ch.transmissions[0].branch),
		 lr_branch_name(ch.transmissions[1].branch),
		 lr_branch_name(ch.transmissions[2].branch));
	c->lessons[0] = 0;
	for (int l = 0; l < 4; l++)
		snprintf(c->lessons + strlen(c->lessons),
			 sizeof c->lessons - strlen(c->lessons), "%s%s%s",
			 l ? " " : "", lr_branch_name(ch.lessons[l].upper),
			 ch.lessons[l].lower_stem >= 0 ?
			 lr_stem_name(ch.lessons[l].lower_stem) :
			 lr_branch_name(ch.lessons[l].lower));
	/* the 課體 beyond the nine methods, the book's remarks left out;
	 * nothing but the chart is known */
	const struct lr_pattern_result *res = r.patterns;
	int np = r.npatterns;
	c->patterns[0] = 0;
	for (int k = 0; k < np && k < LR_PATTERN_COUNT; k++)
		if (res[k].state == LR_PATTERN_FIRED &&
		    res[k].id > LR_P_FANYIN && !lr_pattern_is_remark(res[k].id))
			snprintf(c->patterns + strlen(c->patterns),
				 sizeof c->patterns - strlen(c->patterns),
				 "%s%s", c->patterns[0] ? " " : "", res[k].name);
}

static void
atlas_draw(struct tui *t)
{
	struct tui_state *st = &t->st;
	attr_t bar = tui_role(TUI_ROLE_STATUS);
	int count = tui_atlas_count(st);
	tui_blank(0, 0, COLS, bar);
	const struct lr_pattern_info *pi = lr_pattern_info(st->atlas_pattern);
	char head[512];
	snprintf(head, sizeof head, _(" 課 atlas: 60 days x 12 generals on "
		 "the hour %s   method: %s   %d of %d"),
		 lr_branch_name(st->input.hour), st->atlas_filter < 0 ?
		 _("all") : lr_method_name((enum lr_method)st->atlas_filter),
		 count, TUI_ATLAS_ROWS);
	if (pi)
		snprintf(head + strlen(head), sizeof head - strlen(head),
			 "   課體: %s", pi->name);
	if (st->atlas_bifa > 0) {
		char o[32];
		lr_bifa_ordinal(st->atlas_bifa, o, sizeof o);
		bool same = !strcmp(o, st->atlas_bifa_name);
		snprintf(head + strlen(head), sizeof head - strlen(head),
			 "   畢法 %s%s%s", o, same ? "" : " ",
			 same ? "" : st->atlas_bifa_name);
	}
	char clip[512];
	tw_clip(head, COLS, clip, sizeof clip);
	tui_text(0, 0, COLS, clip, bar);
	/* the rows in view, then each column as wide as its widest cell */
	static struct atlas_cells cells[TUI_ATLAS_ROWS];
	int top = atlas_view_top(st), n = 0;
	for (int r = 0; r < atlas_rows(); r++) {
		const struct tui_atlas_row *row = tui_atlas_row(st, top + r);
		if (!row)
			break;
		atlas_cells(st, row, &cells[n++]);
	}
	static const char *const titles[5] = {
		"日", "將加時", "課法", "三傳", "四課 (一 二 三 四)"
	};
	int colw[5];
	for (int c = 0; c < 5; c++)
		colw[c] = tw_width(titles[c]);
	for (int i = 0; i < n; i++) {
		const char *v[5] = { cells[i].day, cells[i].add, cells[i].method,
				     cells[i].trans, cells[i].lessons };
		for (int c = 0; c < 5; c++)
			if (tw_width(v[c]) > colw[c])
				colw[c] = tw_width(v[c]);
	}
	int colx[6];
	colx[0] = 1;
	for (int c = 0; c < 5; c++)
		colx[c + 1] = colx[c] + colw[c] + 2;
	attr_t tt = tui_role(TUI_ROLE_TITLE);
	for (int c = 0; c < 5; c++)
		tui_text(1, colx[c], colw[c], titles[c], tt);
	tui_text(1, colx[5], COLS - colx[5], "課體", tt);
	for (int r = 0; r < n; r++) {
		int i = top + r;
		attr_t a = i == st->atlas_cursor ? tui_role(TUI_ROLE_SELECT) :
			   tui_role(TUI_ROLE_NORMAL);
		int y = ATLAS_Y + r;
		tui_blank(y, 0, COLS, a);
		const char *v[5] = { cells[r].day, cells[r].add, cells[r].method,
				     cells[r].trans, cells[r].lessons };
		for (int c = 0; c < 5; c++)
			tui_text(y, colx[c], colw[c], v[c], a);
		if (colx[5] < COLS) {
			tw_clip(cells[r].patterns, COLS - colx[5], clip,
				sizeof clip);
			tui_text(y, colx[5], COLS - colx[5], clip, a);
		}
	}
	int below = count - top - n;
	if (below > 0)
		tui_more(LINES - 2, 0, COLS, below, false);
	tui_draw_footer(t, TUI_CTX_ATLAS);
}

static unsigned
atlas_key(struct tui *t, enum tui_action a, int key)
{
	struct tui_state *st = &t->st;
	(void)key;
	int count = tui_atlas_count(st);
	if (a == TUI_A_MOUSE && count > 0) {
		/* the wheel moves the cursor; a click on a row selects it,
		 * on the selected row (or a double click) opens it */
		enum tui_mouse_kind kind = st->mouse.kind;
		if (kind == TUI_MOUSE_WHEEL_UP || kind == TUI_MOUSE_WHEEL_DOWN) {
			for (int i = 0; i < TUI_WHEEL_LINES; i++)
				tui_list_move(kind == TUI_MOUSE_WHEEL_DOWN ?
					  TUI_A_DOWN : TUI_A_UP,
					  &st->atlas_cursor, count,
					  atlas_rows());
			a = TUI_A_NONE;
		} else {
			int r = st->mouse.y - ATLAS_Y;
			int i = atlas_view_top(st) + r;
			if (r < 0 || r >= atlas_rows() || i >= count)
				return TUI_R_NONE;
			bool again = i == st->atlas_cursor;
			st->atlas_top = atlas_view_top(st);
			st->atlas_cursor = i;
			if (!again && kind != TUI_MOUSE_DOUBLE)
				return TUI_R_REDRAW;
			a = TUI_A_OPEN;
		}
		if (a == TUI_A_NONE) {
			if (st->atlas_top > st->atlas_cursor)
				st->atlas_top = st->atlas_cursor;
			if (st->atlas_cursor >= st->atlas_top + atlas_rows())
				st->atlas_top = st->atlas_cursor - atlas_rows() + 1;
			return TUI_R_REDRAW;
		}
	} else if (a == TUI_A_MOUSE) {
		return TUI_R_NONE;
	}
	switch (a) {
	case TUI_A_BACK:
		st->screen = TUI_SCREEN_CHART;
		return TUI_R_REDRAW;
	case TUI_A_FILTER_NEXT:
	case TUI_A_FILTER_PREV: {
		/* all → 元首 → … → 返吟 → all, skipping methods with no row */
		int f = st->atlas_filter;
		for (int tries = 0; tries <= LR_METHODS; tries++) {
			f += a == TUI_A_FILTER_NEXT ? 1 : -1;
			if (f >= LR_METHODS)
				f = -1;
			if (f < -1)
				f = LR_METHODS - 1;
			st->atlas_filter = f;
			if (f < 0 || tui_atlas_count(st) > 0)
				break;
		}
		st->atlas_cursor = st->atlas_top = 0;
		return TUI_R_REDRAW;
	}
	case TUI_A_ATLAS_NAME:
		st->back = st->screen;
		st->screen = TUI_SCREEN_PROMPT;
		st->prompt_kind = TUI_PROMPT_ATLAS;
		snprintf(st->prompt, sizeof st->prompt, "%s",
			 st->atlas_bifa > 0 ? st->atlas_bifa_name : "");
		return TUI_R_REDRAW;
	case TUI_A_PATTERN_NEXT:
	case TUI_A_PATTERN_PREV: {
		/* all → 元首 → … → all, skipping 課體 with no row shown */
		st->atlas_bifa = -1;	/* instead of a 法 typed with / */
		tui_atlas_build(st, true);
		/* in the 課經's order */
		int f = st->atlas_pattern < 0 ? -1
			: lr_pattern_rank(st->atlas_pattern);
		for (int tries = 0; tries <= LR_PATTERN_COUNT; tries++) {
			f += a == TUI_A_PATTERN_NEXT ? 1 : -1;
			if (f >= LR_PATTERN_COUNT)
				f = -1;
			if (f < -1)
				f = LR_PATTERN_COUNT - 1;
			st->atlas_pattern = f < 0 ? -1 : lr_pattern_order(f);
			if (f < 0 || tui_atlas_count(st) > 0)
				break;
		}
		st->atlas_cursor = st->atlas_top = 0;
		return TUI_R_REDRAW;
	}
	case TUI_A_OPEN: {
		const struct tui_atlas_row *row =
			tui_atlas_row(st, st->atlas_cursor);
		if (!row)
			return TUI_R_REDRAW;
		struct lr_input in = { .day = row->day, .hour = st->input.hour,
			.general = lr_branch_add(st->input.hour, row->offset) };
		tui_state_type_chart(st, &in, NULL, NULL);
		st->screen = TUI_SCREEN_CHART;
		return TUI_R_CHART;
	}
	default:
		if (count > 0 &&
		    tui_list_move(a, &st->atlas_cursor, count, atlas_rows())) {
			if (st->atlas_top > st->atlas_cursor)
				st->atlas_top = st->atlas_cursor;
			if (st->atlas_cursor >= st->atlas_top + atlas_rows())
				st->atlas_top = st->atlas_cursor - atlas_rows() + 1;
			return TUI_R_REDRAW;
		}
		return TUI_R_UNHANDLED;
	}
}

/* ---- pillar prompt ---- */

static void
prompt_draw(struct tui *t)
{
	struct tui_state *st = &t->st;
	int y = LINES - 1;
	if (st->status[0] && st->status_error)
		tui_text_pad(y - 1, 0, COLS, st->status,
			     tui_role(TUI_ROLE_ERROR));
	tui_blank(y, 0, COLS, tui_role(TUI_ROLE_NORMAL));
	static const char *const labels[] = {
		[TUI_PROMPT_PILLARS] = N_("day hour 月將: "),
		[TUI_PROMPT_DATE] = N_("date time: "),
		[TUI_PROMPT_QUERENT] = N_("querent (1983 男 行年午 夫行年甲寅 妻行年亥, - clears): "),
		[TUI_PROMPT_SETTING] = N_("setting KEY=VALUE: "),
		[TUI_PROMPT_FILTER] = N_("神煞 filter: "),
		[TUI_PROMPT_ATLAS] = N_("課體, 法 or 格 (empty: all): "),
		[TUI_PROMPT_CASE_QUESTION] = N_("question asked: "),
		[TUI_PROMPT_CASE_FILTER] = N_("cases with (#tag, 課體 or text): "),
		[TUI_PROMPT_CASE_JUDGMENT] = N_("judgment (斷): "),
		[TUI_PROMPT_CASE_OUTCOME] = N_("outcome: "),
		[TUI_PROMPT_CASE_TAGS] = N_("tags (commas between; Enter: none): "),
	};
	int x = tui_text(y, 0, COLS, _(labels[st->prompt_kind]),
			 tui_role(TUI_ROLE_KEY));
	/* show the end of a long entry */
	const char *p = st->prompt, *end = p + strlen(p);
	for (int w = tw_width(p); w > COLS - x - 1 && p < end; )
		w -= tw_char_width(tw_next(&p, end));
	x += tui_text(y, x, COLS - x - 1, p, tui_role(TUI_ROLE_NORMAL));
	move(y, x);
	curs_set(1);
}

/* The 神煞 filter follows the typing. */
static unsigned
prompt_edited(struct tui_state *st)
{
	if (st->prompt_kind == TUI_PROMPT_FILTER) {
		lr_normalize(st->prompt, st->filter, sizeof st->filter);
		st->sel_shensha = 0;
	}
	return TUI_R_REDRAW;
}

static unsigned
prompt_key(struct tui *t, enum tui_action a, int key)
{
	struct tui_state *st = &t->st;
	size_t len = strlen(st->prompt);
	switch (a) {
	case TUI_A_ACCEPT: {
		char err[TUI_STATUS_MAX];
		/* the casebook's prompts keep the text as typed */
		if (st->prompt_kind >= TUI_PROMPT_CASE_QUESTION)
			return tui_casebook_prompt_done(t);
		/* every other prompt reads the typed text in the program's forms */
		char typed[TUI_PROMPT_MAX * 2];
		lr_normalize(st->prompt, typed, sizeof typed);
		if (st->prompt_kind == TUI_PROMPT_FILTER) {
			lr_normalize(st->prompt, st->filter, sizeof st->filter);
			st->screen = st->back;
			return TUI_R_REDRAW;
		} else if (st->prompt_kind == TUI_PROMPT_ATLAS) {
			/* a 課體, 法 or 格 name for the atlas */
			if (tui_atlas_name(st, typed, err, sizeof err) < 0) {
				tui_status(st, true, "%s", err);
				return TUI_R_REDRAW;
			}
			st->screen = st->back;
			return TUI_R_REDRAW;
		} else if (st->prompt_kind == TUI_PROMPT_QUERENT ||
			   st->prompt_kind == TUI_PROMPT_SETTING) {
			struct lr_context q = st->querent;
			struct lr_settings set = st->settings;
			int rc = st->prompt_kind == TUI_PROMPT_QUERENT ?
				 tui_parse_querent(typed, &q, err,
						   sizeof err) :
				 lr_settings_assign(&set, typed, err,
						    sizeof err);
			struct lr_context probe = q;
			if (rc == 0 && st->prompt_kind == TUI_PROMPT_QUERENT)
				rc = tui_querent_resolve(st, &probe, err,
							 sizeof err);
			if (rc != 0) {
				tui_status(st, true, "%s", err);
				return TUI_R_REDRAW;
			}
			/* lang=… switches the language at once, as L does */
			bool lang = set.lang != st->settings.lang && set.lang >= 0;
			st->querent = q;
			st->settings = set;
			st->screen = st->back;
			if (!lang)
				return TUI_R_CHANGED;
			lr_lang_use((enum lr_lang)set.lang);
			tui_status_language(st);
			return TUI_R_CLEAR | TUI_R_REDRAW;
		} else if (st->prompt_kind == TUI_PROMPT_DATE) {
			struct lr_moment m;
			if (lr_moment_parse_text(typed, st->zone, st->lon,
						 st->lat, &m, err,
						 sizeof err) != 0) {
				tui_status(st, true, "%s", err);
				return TUI_R_REDRAW;
			}
			tui_state_set_moment(st, &m);
		} else {
			struct lr_input in;
			struct lr_context stated;
			int rc = tui_parse_chart(typed, &in, &stated, err,
						 sizeof err);
			if (rc < 0) {
				tui_status(st, true, "%s", err);
				return TUI_R_REDRAW;
			}
			tui_state_type_chart(st, &in, rc > 0 ? &stated : NULL,
					     typed);
		}
		st->screen = st->back;
		if (st->screen == TUI_SCREEN_TEACH)
			st->teach_step = 0;
		return TUI_R_CHART;
	}
	case TUI_A_CANCEL:
		if (st->prompt_kind == TUI_PROMPT_FILTER)
			st->filter[0] = 0;
		st->screen = st->back;
		return TUI_R_REDRAW;
	case TUI_A_ERASE:
		while (len > 0 && ((unsigned char)st->prompt[len - 1] & 0xc0) ==
		       0x80)
			len--;
		if (len > 0)
			len--;
		st->prompt[len] = 0;
		return prompt_edited(st);
	case TUI_A_KILL:
		st->prompt[0] = 0;
		return prompt_edited(st);
	default:
		break;
	}
	if (key & TUI_KEY_FN || key < 0x20 || key == 0x7f ||
	    (key >= 0x80 && key < 0xa0) || key > 0x10ffff)
		return TUI_R_NONE;
	uint8_t buf[8];
	int n = u8_uctomb(buf, (ucs4_t)key, sizeof buf);
	if (n <= 0)
		return TUI_R_NONE;
	if (len + (size_t)n >= sizeof st->prompt) {
		/* never cut without a word */
		tui_status(st, true, _("a prompt holds at most %d bytes: the "
			   "rest was cut"), (int)sizeof st->prompt - 1);
		return TUI_R_REDRAW;
	}
	memcpy(st->prompt + len, buf, (size_t)n);
	st->prompt[len + (size_t)n] = 0;
	return prompt_edited(st);
}

static const struct tui_screen screens[TUI_SCREENS] = {
	[TUI_SCREEN_CHART] = { TUI_CTX_CHART, tui_screen_chart_draw,
			       tui_screen_chart_key, false, NULL },
	[TUI_SCREEN_TEACH] = { TUI_CTX_TEACH, tui_screen_teach_draw,
			       tui_screen_teach_key, false, NULL },
	[TUI_SCREEN_HELP] = { TUI_CTX_LIST, tui_screen_help_draw,
			      tui_screen_help_key, false, NULL },
	[TUI_SCREEN_ATLAS] = { TUI_CTX_ATLAS, atlas_draw, atlas_key, false,
			       NULL },
	[TUI_SCREEN_PROMPT] = { TUI_CTX_PROMPT, prompt_draw, prompt_key, true,
				NULL },
	[TUI_SCREEN_COMPARE] = { TUI_CTX_COMPARE, tui_screen_compare_draw,
				 tui_screen_compare_key, false, NULL },
	[TUI_SCREEN_CASEBOOK] = { TUI_CTX_CASEBOOK, tui_casebook_draw,
				  tui_casebook_key, false, tui_casebook_free },
};

const struct tui_screen *
tui_screen(enum tui_screen_id id)
{
	return &screens[id < TUI_SCREENS ? id : TUI_SCREEN_CHART];
}

void
tui_screens_free(struct tui_state *st)
{
	for (int i = 0; i < TUI_SCREENS; i++)
		if (screens[i].free)
			screens[i].free(st);
}
