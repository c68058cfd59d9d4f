# liuren - tests/uninstalled.sh: sourced by each shell test (with the
# program's path as the test's $1) so that the uninstalled program reads
# the source tree's res/ and the build's catalogs: the program itself
# reads only its installed paths unless LIUREN_DATADIR and
# LIUREN_LOCALEDIR name others.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
# the source tree: the nearest directory above the test with a res/
LIUREN_DATADIR=$(cd "$(dirname "$0")" && pwd)
while [ "$LIUREN_DATADIR" != / ] && [ ! -d "$LIUREN_DATADIR/res" ]; do
	LIUREN_DATADIR=$(dirname "$LIUREN_DATADIR")
done
LIUREN_DATADIR=$LIUREN_DATADIR/res
LIUREN_LOCALEDIR=$(cd "$(dirname "$1")" && pwd)/locale
export LIUREN_DATADIR LIUREN_LOCALEDIR
