/* liuren - output.c: the one way the program reports a problem (one line
 * on stderr) and learns that its output did not reach stdout.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "front/output.h"

#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "liuren/i18n.h"
#include "liuren/quote.h"

void front_error(const char *cmd, const char *fmt, ...)
{
	/* the message as one line, whatever it echoes */
	char msg[2048], shown[4096];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	lr_quote_message(msg, shown, sizeof shown);
	if (cmd)
		fprintf(stderr, _("liuren %s: %s\n"), cmd, shown);
	else
		fprintf(stderr, _("liuren: %s\n"), shown);
}

static bool paged;

void front_output_paged(void)
{
	paged = true;
}

bool front_output_reader_quit(int err)
{
	return paged && err == EPIPE;
}

int front_check_output(const char *cmd)
{
	static bool reported;
	if (fflush(stdout) == 0 && !ferror(stdout))
		return 0;
	int code = errno;
	/* the reader quit the pager: the rest is not wanted, and that is no
	 * error */
	if (front_output_reader_quit(code))
		return 0;
	if (!reported)
		front_error(cmd, _("error writing output: %s"),
			  strerror(code ? code : EIO));
	reported = true;
	return -1;
}

