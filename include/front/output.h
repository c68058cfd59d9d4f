/* liuren - output.h: the exit statuses, one-line error messages and the
 * check that stdout was written, shared by every command and the
 * browser.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef FRONT_OUTPUT_H
#define FRONT_OUTPUT_H

#include <stdbool.h>

/* Exit statuses. */
enum { EXIT_OK = 0, EXIT_FAIL = 1, EXIT_USAGE = 2 };

/* Print "liuren[ CMD]: MESSAGE" to stderr, as one line whatever the
 * message echoes (lr_quote_message). */
void front_error(const char *cmd, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* Has everything written to stdout so far reached it? Flushes it;
 * returns 0, or -1 after printing "liuren[ CMD]: error writing output:
 * REASON" (once per process, however often it is asked). */
int front_check_output(const char *cmd);

/* Standard output goes into a pager now (front/pager.h). */
void front_output_paged(void);

/* Was the write error ERR (an errno) the pager's going away, the reader
 * having quit it before the end? Then it is no error of the program:
 * nothing is said and the exit status stays. */
bool front_output_reader_quit(int err);

#endif
