#!/bin/sh
# liuren - scripts/check-abi.sh BASELINE LIBRARY: `make check-abi`.
# Compares LIBRARY (the libliuren.so.0 just built, with its debug
# information) with BASELINE (abi/libliuren.so.0.abi, the ABI of the last
# release, written by abidw) through libabigail's abidiff, public headers
# only. A change a program built against the release could not survive
# (a function or variable gone, a type, parameter or return changed)
# fails with the report and what to do; additions are said and pass. Without abidiff (package
# abigail-tools) it is skipped, except in CI (LIUREN_CI=1).
# Prints "abi: N passed, N failed".
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
baseline=${1:?usage: check-abi.sh BASELINE LIBRARY}
lib=${2:?usage: check-abi.sh BASELINE LIBRARY}
top=$(cd "$(dirname "$0")/.." && pwd)
if ! command -v abidiff >/dev/null 2>&1; then
	if [ "${LIUREN_CI:-0}" = 1 ]; then
		echo "abi: abidiff not installed (apt-get install abigail-tools)"
		echo "abi: 0 passed, 1 failed"
		exit 1
	fi
	echo "abi: abidiff not installed (apt-get install abigail-tools): not checked"
	exit 0
fi
if [ ! -f "$baseline" ] || [ ! -f "$lib" ]; then
	echo "abi: no file $([ -f "$baseline" ] && echo "$lib" || echo "$baseline")"
	echo "abi: 0 passed, 1 failed"
	exit 1
fi
# first without the additions: anything left (a symbol gone, exit bit 8;
# a type, a parameter or a return changed, bit 4 — libabigail leaves
# those to the reader) breaks a program built against the release
diff() { abidiff --no-show-locs --headers-dir2 "$top/include/liuren" "$@" \
	"$baseline" "$lib" 2>&1; }
report=$(diff --no-added-syms)
rc=$?
if [ $rc != 0 ]; then
	printf '%s\n' "$report"
	if [ $((rc & 3)) != 0 ]; then
		echo "abi: abidiff could not compare $lib with $baseline (exit $rc)"
	else
		echo "abi: $(basename "$lib") is not compatible with the ABI of the last release ($baseline): a program built against it would break. Keep the old interface (add, do not change or remove); a release that breaks it on purpose raises the soname and refreshes the baseline (abi/README)."
	fi
	echo "abi: 0 passed, 1 failed"
	exit 1
fi
report=$(diff)
if [ $? != 0 ]; then
	printf '%s\n' "$report"
	echo "abi: only additions to the ABI of $baseline (compatible; the next release's baseline will hold them)"
fi
echo "abi: 1 passed, 0 failed"
