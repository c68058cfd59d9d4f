/* liuren - tests/lib/uninstalled.c: the Check programs run the core
 * uninstalled, and the core reads only installed paths unless told
 * otherwise: before main, LIUREN_DATADIR is set to the source tree's
 * res/ and LIUREN_LOCALEDIR to the build's catalogs, each unless the
 * environment already names one.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <stdlib.h>

#ifndef LR_SRCDIR
#define LR_SRCDIR "."
#endif
#ifndef LR_BUILDDIR
#define LR_BUILDDIR "build"
#endif

__attribute__((constructor)) static void uninstalled_paths(void)
{
	setenv("LIUREN_DATADIR", LR_SRCDIR "/res", 0);
	setenv("LIUREN_LOCALEDIR", LR_BUILDDIR "/locale", 0);
}
