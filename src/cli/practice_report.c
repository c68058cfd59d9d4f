/* liuren - practice_report.c: `liuren practice --report [--student NAME]
 * [--json]`, what a teacher reads of the students' practice (see
 * cli/practice_report.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "cli/practice_report.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "front/json.h"
#include "front/output.h"
#include "front/render.h"
#include "liuren/ganzhi.h"
#include "liuren/i18n.h"
#include "liuren/practice.h"
#include "liuren/progress.h"
#include "liuren/utf8.h"

enum { STUDENTS_MAX = 1024, LABEL_COLUMNS = 24 };

struct names {
	int n;
	char name[STUDENTS_MAX][LR_STUDENT_MAX + 1];
};

static void add_name(const char *student, void *arg)
{
	struct names *ns = arg;
	if (student && ns->n < STUDENTS_MAX)
		snprintf(ns->name[ns->n++], sizeof ns->name[0], "%s", student);
}

static int percent(int right, int answered)
{
	return answered ? right * 100 / answered : 0;
}

static void date_of(int64_t t, char *buf, size_t len)
{
	time_t tt = (time_t)t;
	struct tm tm;
	if (!gmtime_r(&tt, &tm) || !strftime(buf, len, "%Y-%m-%d", &tm))
		snprintf(buf, len, "?");
}

static const char *chart_title(const struct lr_input *in, char *buf,
			       size_t len)
{
	struct lr_chart c;
	memset(&c, 0, sizeof c);
	c.input = *in;
	return front_render_chart_title(&c, buf, len);
}

/* TEXT and the spaces that fill it to WIDTH columns: the labels are
 * ASCII (one column a character), CJK and Hangul (two). */
static void put_padded(const char *text, int width)
{
	int cols = 0;
	for (const char *c = text; *c; c += lr_utf8_char_len(c))
		cols += lr_utf8_char_len(c) == 1 ? 1 : 2;
	fputs(text, stdout);
	for (; cols < width; cols++)
		putchar(' ');
}

static void report_text(const char *student,
			const struct lr_progress_report *r)
{
	char from[16], to[16], title[128];
	date_of(r->first, from, sizeof from);
	date_of(r->last, to, sizeof to);
	printf(_("Student %s: %d charts practised (%s to %s)"), student,
	       r->charts, from, to);
	printf("\n  %s\n", _("Right at the first try, per step:"));
	for (int k = 0; k < LR_PQ_KINDS; k++)
		if (r->answered[k]) {
			fputs("    ", stdout);
			put_padded(lr_practice_kind_label(k), LABEL_COLUMNS);
			printf(" %5d / %-5d %3d%%\n", r->right[k], r->answered[k],
			       percent(r->right[k], r->answered[k]));
		}
	printf("  %s\n", _("Per method:"));
	for (int f = 0; f < LR_PF_COUNT; f++)
		if (r->family_answered[f]) {
			fputs("    ", stdout);
			put_padded(lr_practice_family_name(f), LABEL_COLUMNS);
			printf(" %5d / %-5d %3d%%\n", r->family_right[f],
			       r->family_answered[f],
			       percent(r->family_right[f], r->family_answered[f]));
		}
	if (r->nweeks) {
		char monday[16];
		printf("  %s\n", _("Week by week (from Monday):"));
		for (int w = 0; w < r->nweeks; w++) {
			date_of(r->weeks[w].monday, monday, sizeof monday);
			printf("    %-24s %5d / %-5d %3d%%\n", monday,
			       r->weeks[w].right, r->weeks[w].answered,
			       percent(r->weeks[w].right, r->weeks[w].answered));
		}
	}
	if (r->nworst) {
		printf("  %s\n", _("Charts missed most:"));
		for (int i = 0; i < r->nworst; i++) {
			printf("    %s  ", chart_title(&r->worst[i].input, title,
						       sizeof title));
			printf(lr_ngettext("%d step missed", "%d steps missed",
					r->worst[i].missed), r->worst[i].missed);
			putchar('\n');
		}
	}
}

static void count_json(struct json *j, const char *key, int answered,
		       int right)
{
	front_json_key(j, key);
	front_json_object_begin(j);
	front_json_key(j, "answered");
	front_json_int(j, answered);
	front_json_key(j, "right");
	front_json_int(j, right);
	front_json_object_end(j);
}

static void report_json(struct json *j, const char *student,
			const struct lr_progress_report *r)
{
	char from[16], to[16], day[8];
	date_of(r->first, from, sizeof from);
	date_of(r->last, to, sizeof to);
	front_json_object_begin(j);
	front_json_key(j, "student");
	front_json_string(j, student);
	front_json_key(j, "charts");
	front_json_int(j, r->charts);
	front_json_key(j, "from");
	front_json_string(j, r->charts ? from : NULL);
	front_json_key(j, "to");
	front_json_string(j, r->charts ? to : NULL);
	front_json_key(j, "steps");
	front_json_object_begin(j);
	for (int k = 0; k < LR_PQ_KINDS; k++)
		count_json(j, lr_practice_kind_key(k), r->answered[k], r->right[k]);
	front_json_object_end(j);
	front_json_key(j, "methods");
	front_json_object_begin(j);
	for (int f = 0; f < LR_PF_COUNT; f++)
		count_json(j, lr_practice_family_name(f), r->family_answered[f],
			   r->family_right[f]);
	front_json_object_end(j);
	front_json_key(j, "weeks");
	front_json_array_begin(j);
	for (int w = 0; w < r->nweeks; w++) {
		char monday[16];
		date_of(r->weeks[w].monday, monday, sizeof monday);
		front_json_object_begin(j);
		front_json_key(j, "from");
		front_json_string(j, monday);
		front_json_key(j, "answered");
		front_json_int(j, r->weeks[w].answered);
		front_json_key(j, "right");
		front_json_int(j, r->weeks[w].right);
		front_json_object_end(j);
	}
	front_json_array_end(j);
	front_json_key(j, "missed_most");
	front_json_array_begin(j);
	for (int i = 0; i < r->nworst; i++) {
		front_json_object_begin(j);
		front_json_key(j, "day");
		front_json_string(j, lr_cycle_name(r->worst[i].input.day, day));
		front_json_key(j, "hour");
		front_json_string(j, lr_branch_name(r->worst[i].input.hour));
		front_json_key(j, "general");
		front_json_string(j, lr_branch_name(r->worst[i].input.general));
		front_json_key(j, "missed");
		front_json_int(j, r->worst[i].missed);
		front_json_object_end(j);
	}
	front_json_array_end(j);
	front_json_object_end(j);
}

int practice_report(const char *cmd, const char *path, const char *student,
		    bool json)
{
	char err[512];
	struct lr_progress *pg = NULL;
	int rc = LR_PROGRESS_MISSING;
	if (path)
		rc = lr_progress_open(path, false, &pg, err, sizeof err);
	if (rc != LR_PROGRESS_OK && rc != LR_PROGRESS_MISSING) {
		front_error(cmd, "%s", err);
		return EXIT_FAIL;
	}
	struct names *ns = calloc(1, sizeof *ns);
	if (!ns) {
		lr_progress_close(pg);
		front_error(cmd, "%s", _("out of memory"));
		return EXIT_FAIL;
	}
	if (pg && student)
		add_name(student, ns);
	else if (pg && lr_progress_students(pg, add_name, ns, err, sizeof err)) {
		front_error(cmd, "%s", err);
		rc = LR_PROGRESS_FAIL;
	}
	struct json j;
	if (json) {
		front_json_init(&j, stdout);
		front_json_object_begin(&j);
		front_json_key(&j, "students");
		front_json_array_begin(&j);
	} else if (ns->n == 0) {
		printf("%s\n", _("No practice kept yet."));
	}
	struct lr_progress_report r;
	for (int i = 0; i < ns->n && rc != LR_PROGRESS_FAIL; i++) {
		if (lr_progress_report(pg, ns->name[i], &r, err, sizeof err)) {
			front_error(cmd, "%s", err);
			rc = LR_PROGRESS_FAIL;
			break;
		}
		if (json)
			report_json(&j, ns->name[i], &r);
		else
			report_text(ns->name[i], &r);
	}
	if (json) {
		front_json_array_end(&j);
		front_json_object_end(&j);
		front_json_finish(&j);
	}
	free(ns);
	lr_progress_close(pg);
	if (rc == LR_PROGRESS_FAIL)
		return EXIT_FAIL;
	return front_check_output(cmd) == 0 ? EXIT_OK : EXIT_FAIL;
}
