/* liuren - session.h: the browser's session: the reading of the chart on
 * view, made once per change by lr_reading_make, and the reading of the
 * same request under the compared school, made only while the compare
 * screen is open. Screens ask the session for what the reading holds;
 * they copy none of it.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef TUI_SESSION_H
#define TUI_SESSION_H

#include <stdbool.h>
#include <stddef.h>

#include "liuren/reading.h"
#include "liuren/trace.h"

/* Read RQ with PARTS and its derivation. When it reads, it becomes the
 * session's reading (and its trace) and 0 is returned; a birth
 * that does not fit the chart is dropped (本命 unknown) and why is said
 * in WARN (else WARN is ""). Returns -1 with one line in ERR when the
 * chart does not read; the session's reading is then the one before. */
int tui_session_read(struct lr_request *rq, unsigned parts, char *err,
		     char *warn, size_t len);

/* The reading tui_session_read made last (a reading of nothing, chart
 * all zero, before the first). */
const struct lr_reading *tui_session_reading(void);

/* The derivation of that reading, step by step (the teaching screen's
 * steps; the browser appends a step for each 法 that holds). */
struct lr_trace *tui_session_trace(void);

/* Read RQ (the session's request under the compared school) with PARTS
 * as the compared reading, kept until the next tui_session_read or
 * tui_session_forget_compared. A chart that does not read under that
 * school is compared as the session's reading itself (-1; else 0). */
int tui_session_read_compared(struct lr_request *rq, unsigned parts);

/* The compared reading, or NULL when none is read (the compare screen
 * is not open, or the chart changed since). */
const struct lr_reading *tui_session_compared(void);

/* The chart changed: the compared reading no longer holds. */
void tui_session_forget_compared(void);

#endif
