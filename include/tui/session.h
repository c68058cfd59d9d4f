/* liuren - session.h: the browser's session: the reading of the chart on
 * view, made once per change by lr_reading_make, with its derivation,
 * and the reading of the same request under the compared school, made
 * only while the compare screen is open. The state owns one session
 * (tui_state.session) and points at its reading; screens copy none of
 * it.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_SESSION_H
#define TUI_SESSION_H

#include <stdbool.h>
#include <stddef.h>

#include "liuren/reading.h"
#include "liuren/trace.h"

struct tui_session;

/* A session holding a reading of nothing (chart all zero), or NULL when
 * memory is short; tui_session_free frees it (NULL: nothing). */
struct tui_session *tui_session_new(void);
void tui_session_free(struct tui_session *s);

/* Read RQ with PARTS and its derivation. When it reads, it becomes the
 * session's reading (and its trace) and 0 is returned; a birth that
 * does not fit the chart is dropped (本命 unknown) and why is said in
 * WARN (else WARN is ""). Returns -1 with one line in ERR when the
 * chart does not read; the session's reading is then the one before. */
int tui_session_read(struct tui_session *s, struct lr_request *rq,
		     unsigned parts, char *err, char *warn, size_t len);

/* The reading tui_session_read made last. */
const struct lr_reading *tui_session_reading(const struct tui_session *s);

/* The derivation of that reading, step by step (the teaching screen's
 * steps; the browser appends a step for each 法 that holds). */
struct lr_trace *tui_session_trace(struct tui_session *s);

/* Read RQ (the session's request under the compared school) with PARTS
 * as the compared reading, kept until the next tui_session_read (the
 * chart changed). A chart that does not read under that
 * school is compared as the session's reading itself (-1; else 0). */
int tui_session_read_compared(struct tui_session *s, struct lr_request *rq,
			      unsigned parts);

/* The compared reading, or NULL when none is read (the compare screen
 * is not open, or the chart changed since). */
const struct lr_reading *tui_session_compared(const struct tui_session *s);

#endif
