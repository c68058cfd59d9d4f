/* liuren - practice_report.h: `liuren practice --report`: each student's
 * accuracy per step and per method, and the charts missed most, as text
 * or one JSON object.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef CLI_PRACTICE_REPORT_H
#define CLI_PRACTICE_REPORT_H

#include <stdbool.h>

/* The report of STUDENT (NULL: every student) from the practice file
 * PATH (NULL: there is no place for one); returns the exit status. */
int practice_report(const char *cmd, const char *path, const char *student,
		    bool json);

#endif
