#!/bin/sh
# liuren - scripts/version.sh BASE: the version of this source tree, for
# the Makefile, `make dist` and scripts/package.sh:
#   - in a git checkout of liuren: `git describe --tags` of HEAD without a
#     leading "v" (0.1.0 on the tag, 0.1.0-12-gabcdef1 twelve commits
#     after it); with no tag, BASE-N-gHASH (N the commits of HEAD), so
#     that two commits never give one name;
#   - otherwise (an unpacked tarball) the .version file `make dist` wrote;
#   - else BASE.
# With --debian, the version as Debian writes it (a native package's
# version has no hyphen): 0.1.0, 0.1.0+12.gabcdef1.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
debian=0
[ "${1:-}" = --debian ] && { debian=1; shift; }
base=${1:?usage: version.sh [--debian] BASE}
top=$(cd "$(dirname "$0")/.." && pwd)
version=
# only this tree's own repository (not one the tarball was unpacked in)
if git -C "$top" rev-parse --show-toplevel >/dev/null 2>&1 &&
   [ "$(cd "$(git -C "$top" rev-parse --show-toplevel)" && pwd)" = "$top" ]; then
	version=$(git -C "$top" describe --tags --abbrev=7 2>/dev/null | sed 's/^v//')
	if [ -z "$version" ]; then
		n=$(git -C "$top" rev-list --count HEAD 2>/dev/null)
		hash=$(git -C "$top" rev-parse --short=7 HEAD 2>/dev/null)
		[ -n "$n" ] && [ -n "$hash" ] && version=$base-$n-g$hash
	fi
fi
if [ -z "$version" ] && [ -s "$top/.version" ]; then
	version=$(sed -n 1p "$top/.version")
fi
[ -n "$version" ] || version=$base
if [ $debian = 1 ]; then
	# 0.1.0-12-gabcdef1 -> 0.1.0+12.gabcdef1 (sorts after 0.1.0)
	version=$(echo "$version" | sed 's/-\([0-9][0-9]*\)-g/+\1.g/; s/-/./g')
fi
echo "$version"
