/* liuren - palette.h: the colours that carry meaning, one table for both
 * faces: the browser draws its roles with them (tui/draw.h), and print
 * and explain mark the same things with the same colours on a terminal
 * (front/colour.h). Nothing here includes curses: colours are numbered
 * as the terminal's eight (ANSI SGR 30 + n, and curses' COLOR_* are the
 * same numbers), attributes are FRONT_ATTR_* bits.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef FRONT_PALETTE_H
#define FRONT_PALETTE_H

#include <stddef.h>

/* The terminal's eight colours; DEFAULT is the terminal's own. */
enum front_colour {
	FC_DEFAULT = -1, FC_BLACK, FC_RED, FC_GREEN, FC_YELLOW, FC_BLUE,
	FC_MAGENTA, FC_CYAN, FC_WHITE
};

/* Attributes, as bits. */
enum {
	FA_NORMAL = 0, FA_BOLD = 1 << 0, FA_DIM = 1 << 1,
	FA_UNDERLINE = 1 << 2, FA_REVERSE = 1 << 3
};

/* The roles. X(role, dark fg, dark bg, light fg, light bg, attributes
 * always added, attributes for monochrome). */
#define FRONT_ROLES(X) \
	X(NORMAL,  FC_DEFAULT, FC_DEFAULT, FC_DEFAULT, FC_DEFAULT, FA_NORMAL, FA_NORMAL) \
	X(BORDER,  FC_BLUE, FC_DEFAULT, FC_BLUE, FC_DEFAULT, FA_NORMAL, FA_NORMAL) \
	X(TITLE,   FC_CYAN, FC_DEFAULT, FC_BLUE, FC_DEFAULT, FA_BOLD, FA_BOLD) \
	X(EARTH,   FC_WHITE, FC_DEFAULT, FC_BLACK, FC_DEFAULT, FA_DIM, FA_DIM) \
	X(HEAVEN,  FC_YELLOW, FC_DEFAULT, FC_RED, FC_DEFAULT, FA_BOLD, FA_BOLD) \
	X(GENERAL, FC_GREEN, FC_DEFAULT, FC_GREEN, FC_DEFAULT, FA_NORMAL, FA_NORMAL) \
	X(NOBLE,   FC_MAGENTA, FC_DEFAULT, FC_MAGENTA, FC_DEFAULT, FA_BOLD, FA_BOLD) \
	X(STEM,    FC_CYAN, FC_DEFAULT, FC_CYAN, FC_DEFAULT, FA_NORMAL, FA_NORMAL) \
	X(VOID,    FC_RED, FC_DEFAULT, FC_RED, FC_DEFAULT, FA_NORMAL, FA_UNDERLINE) \
	X(LESSON,  FC_CYAN, FC_DEFAULT, FC_BLUE, FC_DEFAULT, FA_BOLD, FA_BOLD) \
	X(TRANS,   FC_RED, FC_DEFAULT, FC_RED, FC_DEFAULT, FA_BOLD, FA_BOLD | FA_UNDERLINE) \
	X(HILITE,  FC_BLACK, FC_YELLOW, FC_BLACK, FC_CYAN, FA_NORMAL, FA_REVERSE) \
	X(CAND,    FC_BLACK, FC_GREEN, FC_BLACK, FC_GREEN, FA_BOLD, FA_REVERSE | FA_BOLD) \
	X(ELIM,    FC_WHITE, FC_RED, FC_WHITE, FC_RED, FA_DIM, FA_DIM | FA_UNDERLINE) \
	X(CAPTION, FC_DEFAULT, FC_DEFAULT, FC_DEFAULT, FC_DEFAULT, FA_NORMAL, FA_NORMAL) \
	X(STATUS,  FC_BLACK, FC_CYAN, FC_WHITE, FC_BLUE, FA_NORMAL, FA_REVERSE) \
	X(ERROR,   FC_WHITE, FC_RED, FC_WHITE, FC_RED, FA_BOLD, FA_REVERSE | FA_BOLD) \
	X(KEY,     FC_YELLOW, FC_DEFAULT, FC_RED, FC_DEFAULT, FA_BOLD, FA_BOLD) \
	X(SELECT,  FC_BLACK, FC_WHITE, FC_WHITE, FC_BLACK, FA_NORMAL, FA_REVERSE) \
	X(MANUAL,  FC_MAGENTA, FC_DEFAULT, FC_MAGENTA, FC_DEFAULT, FA_BOLD, FA_BOLD | FA_UNDERLINE)

enum front_role {
#define FRONT_ROLE_ENUM(r, ...) FRONT_ROLE_##r,
	FRONT_ROLES(FRONT_ROLE_ENUM)
#undef FRONT_ROLE_ENUM
	FRONT_ROLE_COUNT
};

/* What carries which meaning, for both faces: a 吉 神煞 as the noble, a
 * 凶 one as the void, the 發用 (初傳) as the transmissions. */
#define FRONT_ROLE_GOOD FRONT_ROLE_NOBLE
#define FRONT_ROLE_BAD FRONT_ROLE_VOID
#define FRONT_ROLE_USE FRONT_ROLE_TRANS

/* The palette's themes: dark and light terminals. */
enum front_palette_theme { FRONT_PALETTE_DARK, FRONT_PALETTE_LIGHT };

struct front_role_style {
	short fg[2], bg[2];	/* by enum front_palette_theme */
	unsigned attr;		/* FA_* always added */
	unsigned mono;		/* FA_* when there are no colours */
};

/* The style of ROLE. */
const struct front_role_style *front_palette_role(enum front_role role);

/* ROLE's "select graphic rendition" sequence for a terminal under THEME
 * ("\033[1;31m") into BUF (LEN bytes); "" for a role with no colour and
 * no attribute. Returns BUF. */
const char *front_palette_sgr(enum front_role role,
			      enum front_palette_theme theme, char *buf,
			      size_t len);

/* The sequence that ends every other: back to the terminal's own. */
#define FRONT_SGR_RESET "\033[0m"

#endif
