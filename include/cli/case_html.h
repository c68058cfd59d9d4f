/* liuren - case_html.h: the pictures of the casebook's charts: the theme
 * the case commands' --theme names, and one case of `case export --html`.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef CLI_CASE_HTML_H
#define CLI_CASE_HTML_H

#include "front/picture.h"
#include "liuren/casebook.h"

/* The theme NAME (NULL: light) into *THEME; EXIT_USAGE when it names
 * none (said as CMD). */
int case_html_theme(const char *cmd, const char *name,
		    enum picture_theme *theme);

/* Case C as one section of the export's page: its number and title, its
 * plate in THEME, its tags and mark, its question, judgment, notes and
 * outcome (the user's words as typed). */
void case_html_case(const struct lr_case *c, enum picture_theme theme);

/* REQ's chart as a picture in FORMAT and THEME on standard output (show
 * --format); PNG CASE_PNG_ZOOM times the SVG's size. Returns an exit
 * status (the problem said as CMD). */
#define CASE_PNG_ZOOM 2.0
int case_html_picture(const char *cmd, const struct chart_request *req,
		      enum picture_format format, enum picture_theme theme);

#endif
