/* liuren - case_html.c: `case export --html`, each case's plate (as print
 * draws the chart) with its tags, mark and texts in one HTML page, and
 * the theme of the case commands' pictures (cli/case_html.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "cli/case_html.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "front/case_chart.h"
#include "front/output.h"
#include "liuren/i18n.h"
#include "liuren/lang.h"
#include "liuren/quote.h"

/* The theme NAME (NULL: light) into *THEME; EXIT_USAGE when it names
 * none (said). */
int case_html_theme(const char *cmd, const char *name,
		      enum picture_theme *theme)
{
	int t = name ? front_picture_theme_parse(name) : PICTURE_LIGHT;
	if (t < 0) {
		char q[LR_QUOTE_SIZE];
		front_error(cmd, _("--theme: unknown theme '%s' (light, dark or "
			    "print)"), lr_quote(name, q, sizeof q));
		return EXIT_USAGE;
	}
	*theme = (enum picture_theme)t;
	return EXIT_OK;
}

/* A text of a case (the user's own words) in HTML, under LABEL. */
static void case_html_text(const char *label, const char *text)
{
	if (!text || !*text)
		return;
	fputs("<h3>", stdout);
	front_picture_xml_text(stdout, label);
	fputs("</h3>\n<blockquote>", stdout);
	bool mark = lr_lang_verbatim_marks();	/* as typed, in zh-Hans too */
	if (mark)
		fputs(LR_VERBATIM_OPEN, stdout);
	front_picture_xml_text(stdout, text);
	if (mark)
		fputs(LR_VERBATIM_CLOSE, stdout);
	fputs("</blockquote>\n", stdout);
}

/* One case of `case export --html`: its title, its plate as print reads
 * the chart, its tags, mark and texts. */
void case_html_case(const struct lr_case *c, enum picture_theme theme)
{
	static struct chart_request req;
	static struct picture pic;
	memset(&req, 0, sizeof req);
	printf("<section class=\"case\" id=\"case-%lld\">\n<h2>%lld · ",
	       (long long)c->id, (long long)c->id);
	front_picture_xml_text(stdout, c->title);
	fputs("</h2>\n", stdout);
	if (front_case_chart_again(c, "case export", &req) == EXIT_OK) {
		struct render_reading r;
		char manual[CHART_REQUEST_MANUAL_SIZE];
		front_picture_reading(&req, &r, manual);
		if (front_picture_make(&pic, &r) == 0) {
			front_picture_html_plate(stdout, &pic, theme);
			front_picture_free(&pic);
		}
	} else {
		fputs("<p>", stdout);
		char *shown = front_case_fingerprint_shown(c->fingerprint);
		front_picture_xml_text(stdout, shown ? shown : c->fingerprint);
		free(shown);
		fputs("</p>\n", stdout);
	}
	if (c->ntags || c->verdict != LR_VERDICT_NONE) {
		fputs("<p>", stdout);
		if (c->ntags) {
			front_picture_xml_text(stdout, _("tags"));
			fputc(':', stdout);
			for (int i = 0; i < c->ntags; i++) {
				fputc(' ', stdout);
				front_picture_xml_text(stdout, c->tags[i]);
			}
		}
		if (c->verdict != LR_VERDICT_NONE)
			printf("%s%s: %s", c->ntags ? " · " : "", _("outcome"),
			       c->verdict == LR_VERDICT_RIGHT ? "驗" : "不驗");
		fputs("</p>\n", stdout);
	}
	case_html_text(_("Question"), c->question);
	case_html_text(_("Judgment (斷)"), c->judgment);
	case_html_text(_("Notes"), c->notes);
	case_html_text(_("Outcome"), c->outcome);
	fputs("</section>\n", stdout);
}

int case_html_picture(const char *cmd, const struct chart_request *req,
		      enum picture_format format, enum picture_theme theme)
{
	static struct picture pic;
	struct render_reading r;
	char manual[CHART_REQUEST_MANUAL_SIZE], err[1024];
	front_picture_reading(req, &r, manual);
	if (front_picture_make(&pic, &r) < 0) {
		front_error(cmd, "%s", strerror(ENOMEM));
		return EXIT_FAIL;
	}
	/* PNG at the size print gives it by default */
	int rc = front_picture_write(&pic, format, theme, CASE_PNG_ZOOM, NULL,
				     false, err, sizeof err);
	front_picture_free(&pic);
	if (rc < 0) {
		front_error(cmd, "%s", err);
		return EXIT_FAIL;
	}
	return EXIT_OK;
}
