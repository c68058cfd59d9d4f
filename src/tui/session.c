/* liuren - session.c: the reading of the chart on view and, while the
 * compare screen is open, of the compared school (session.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/session.h"

#include <stdio.h>
#include <stdlib.h>

struct tui_session {
	/* two readings of the chart on view: the current one and the one
	 * the next read fills, swapped when it reads (a chart that does
	 * not read leaves the current one whole); the derivation of each
	 * (the browser adds the 法's steps to it) */
	struct lr_reading readings[2];
	struct lr_trace traces[2];
	int current;
	struct lr_reading compared;
	bool have_compared;
};

struct tui_session *tui_session_new(void)
{
	/* the readings' counts at zero: a reading of nothing */
	return calloc(1, sizeof(struct tui_session));
}

void tui_session_free(struct tui_session *s)
{
	free(s);
}

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

int tui_session_read(struct tui_session *s, struct lr_request *rq,
		     unsigned parts, char *err, char *warn, size_t len)
{
	int next = !s->current;
	if (read_request(rq, parts, &s->readings[next], &s->traces[next],
			 err, warn, len) != 0)
		return -1;
	s->current = next;
	s->have_compared = false;
	return 0;
}

const struct lr_reading *tui_session_reading(const struct tui_session *s)
{
	return &s->readings[s->current];
}

struct lr_trace *tui_session_trace(struct tui_session *s)
{
	return &s->traces[s->current];
}

int tui_session_read_compared(struct tui_session *s, struct lr_request *rq,
			      unsigned parts)
{
	char err[LR_READING_ERROR];
	s->have_compared = true;
	if (read_request(rq, parts, &s->compared, NULL, err, NULL,
			 sizeof err) == 0)
		return 0;
	s->compared = s->readings[s->current];
	return -1;
}

const struct lr_reading *tui_session_compared(const struct tui_session *s)
{
	return s->have_compared ? &s->compared : NULL;
}
