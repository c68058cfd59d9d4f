/* liuren - screen.c: the table of the browser's screens, by id: each
 * one's key context, draw(), key() and what it frees at the end.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/screen.h"

#include "tui/screen_atlas.h"
#include "tui/screen_casebook.h"
#include "tui/screen_chart.h"
#include "tui/screen_compare.h"
#include "tui/screen_help.h"
#include "tui/screen_practice.h"
#include "tui/screen_prompt.h"
#include "tui/screen_teach.h"

static const struct tui_screen screens[TUI_SCREENS] = {
	[TUI_SCREEN_CHART] = { TUI_CTX_CHART, tui_screen_chart_draw,
			       tui_screen_chart_key, false, NULL },
	[TUI_SCREEN_TEACH] = { TUI_CTX_TEACH, tui_screen_teach_draw,
			       tui_screen_teach_key, false, NULL },
	[TUI_SCREEN_HELP] = { TUI_CTX_LIST, tui_screen_help_draw,
			      tui_screen_help_key, false, NULL },
	[TUI_SCREEN_ATLAS] = { TUI_CTX_ATLAS, tui_screen_atlas_draw,
			       tui_screen_atlas_key, false, tui_atlas_free },
	[TUI_SCREEN_PROMPT] = { TUI_CTX_PROMPT, tui_screen_prompt_draw,
				tui_screen_prompt_key, true, NULL },
	[TUI_SCREEN_COMPARE] = { TUI_CTX_COMPARE, tui_screen_compare_draw,
				 tui_screen_compare_key, false, NULL },
	[TUI_SCREEN_CASEBOOK] = { TUI_CTX_CASEBOOK, tui_casebook_draw,
				  tui_casebook_key, false, tui_casebook_free },
	[TUI_SCREEN_PRACTICE] = { TUI_CTX_PRACTICE, tui_practice_draw,
				  tui_practice_key, false, NULL },
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
