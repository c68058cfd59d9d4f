/* liuren - resource.c: locating the data files of res/.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/resource.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#ifndef LR_SRCDIR
#define LR_SRCDIR "."
#endif
#ifndef LR_DATADIR
#define LR_DATADIR "/usr/local/share/liuren"
#endif

static const char *joined(char *buf, size_t size, const char *dir,
			  const char *name)
{
	int n = snprintf(buf, size, "%s/%s", dir, name);
	return n >= 0 && (size_t)n < size ? buf : NULL;
}

const char *lr_resource_path(const char *name, char *buf, size_t size)
{
	const char *env = getenv("LIUREN_DATADIR");
	if (env && *env)
		return joined(buf, size, env, name);
	if (joined(buf, size, LR_SRCDIR "/res", name) && access(buf, R_OK) == 0)
		return buf;
	return joined(buf, size, LR_DATADIR, name);
}
