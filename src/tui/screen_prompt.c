/* liuren - screen_prompt.c: the prompt line, drawn over the screen it
 * was opened from: typing pillars or a notation, a date, the querent, a
 * setting, the 神煞 filter (live), the atlas's 課體 or 法, and the
 * casebook's texts; Enter reads the typed text, Esc cancels.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/screen_prompt.h"

#include <string.h>
#include <unistr.h>

#include "front/moment_args.h"
#include "front/picture.h"
#include "liuren/i18n.h"
#include "liuren/lang.h"
#include "liuren/normalize.h"
#include "tui/screen_atlas.h"
#include "tui/screen_casebook.h"
#include "tui/screen_teach.h"
#include "tui/width.h"

void
tui_screen_prompt_draw(struct tui *t)
{
	struct tui_state *st = &t->st;
	int y = LINES - 1;
	if (st->status[0] && st->status_error) {
		char line[TUI_STATUS_MAX + 8];
		tw_clip(st->status, COLS, line, sizeof line);
		tui_text_pad(y - 1, 0, COLS, line, tui_role(TUI_ROLE_ERROR));
	}
	tui_blank(y, 0, COLS, tui_role(TUI_ROLE_NORMAL));
	static const char *const labels[] = {
		[TUI_PROMPT_PILLARS] = N_("day hour 月將: "),
		[TUI_PROMPT_DATE] = N_("date time: "),
		[TUI_PROMPT_QUERENT] = N_("querent (1983 男 行年午 病 夫行年甲寅 妻行年亥, - clears): "),
		[TUI_PROMPT_SETTING] = N_("setting KEY=VALUE: "),
		[TUI_PROMPT_FILTER] = N_("神煞 filter: "),
		[TUI_PROMPT_ATLAS] = N_("課體, 法 or 格 (empty: all): "),
		[TUI_PROMPT_PRINT] = N_("write as text, svg, html, markdown or "
					"png (Enter: text): "),
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

unsigned
tui_screen_prompt_key(struct tui *t, enum tui_action a, int key)
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
		} else if (st->prompt_kind == TUI_PROMPT_PRINT) {
			/* the format p writes in */
			int f = typed[0] ? front_picture_format_parse(typed)
					 : PICTURE_FORMAT_TEXT;
			if (f < 0) {
				tui_status(st, true, _("write as text, svg, html, "
					   "markdown or png, not '%s'"), typed);
				return TUI_R_REDRAW;
			}
			st->print_format = f;
			st->screen = st->back;
			return TUI_R_PRINT;
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
			tui_state_compute(st);	/* the reasons in it too */
			tui_status_language(st);
			return TUI_R_CLEAR | TUI_R_REDRAW;
		} else if (st->prompt_kind == TUI_PROMPT_DATE) {
			struct lr_moment m;
			if (front_moment_parse_text(typed, st->zone, st->lon,
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
			tui_teach_reset(st);
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
