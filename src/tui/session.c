/* liuren - session.c: the reading of the chart on view and, while the
 * compare screen is open, of the compared school (session.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/session.h"

#include <stdio.h>

/* Two readings of the chart on view: the current one and the one the
 * next read fills, swapped when it reads (a chart that does not read
 * leaves the current one whole). */
static struct lr_reading readings[2];
/* the derivation of each (the browser adds the 法's steps to it) */
static struct lr_trace traces[2];
static int current;
static struct lr_reading compared;
static bool have_compared;

/* RQ into OUT; a birth that does not fit the chart dropped, and why
 * said in WARN. */
static int read_request(struct lr_request *rq, unsigned parts,
			struct lr_reading *out, struct lr_trace *trace,
			char *err, char *warn, size_t len)
{
	if (warn && len)
		warn[0] = '\0';
	if (lr_reading_make(out, rq, parts, trace, err, len) == 0)
		return 0;
	if (!rq->querent.birth_dated)
		return -1;
	if (warn && len)
		snprintf(warn, len, "%s", err);
	rq->querent.birth = rq->querent.birth_branch = -1;
	rq->querent.birth_year = 0;
	rq->querent.birth_dated = rq->querent.birth_resolved = false;
	rq->querent.birth_text[0] = '\0';
	if (lr_reading_make(out, rq, parts, trace, err, len) != 0) {
		if (warn && len)
			warn[0] = '\0';
		return -1;
	}
	return 0;
}

int tui_session_read(struct lr_request *rq, unsigned parts, char *err,
		     char *warn, size_t len)
{
	int next = !current;
	if (read_request(rq, parts, &readings[next], &traces[next], err,
			 warn, len) != 0)
		return -1;
	current = next;
	have_compared = false;
	return 0;
}

const struct lr_reading *tui_session_reading(void)
{
	return &readings[current];
}

struct lr_trace *tui_session_trace(void)
{
	return &traces[current];
}

int tui_session_read_compared(struct lr_request *rq, unsigned parts)
{
	char err[LR_READING_ERROR];
	have_compared = true;
	if (read_request(rq, parts, &compared, NULL, err, NULL,
			 sizeof err) == 0)
		return 0;
	compared = readings[current];
	return -1;
}

const struct lr_reading *tui_session_compared(void)
{
	return have_compared ? &compared : NULL;
}

void tui_session_forget_compared(void)
{
	have_compared = false;
}
