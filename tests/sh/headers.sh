#!/bin/sh
# liuren - tests/sh/headers.sh PROGRAM: every public header `make install`
# puts under include/liuren/ compiles alone, as the first and only
# include of a file: as C11 with -pedantic and every warning an error,
# and as C++ (what a C++ program that uses the library reads).
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
b=$(dirname "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0 fail=0
cc=${CC:-cc}
cxx=${CXX:-g++}
for tool in make "$cc" "$cxx"; do
	command -v "$tool" >/dev/null || { echo "headers: skipped (no $tool)"; echo "headers: 0 passed, 0 failed"; exit 0; }
done
# the headers as installed, wherever the Makefile puts them
make -s --no-print-directory B="$b" DESTDIR="$tmp/dest" install-lib \
	>"$tmp/make.log" 2>&1 || { cat "$tmp/make.log"; echo "headers: 0 passed, 1 failed"; exit 1; }
inc=$(dirname "$(find "$tmp/dest" -path '*/include/liuren/chart.h' | head -1)")
inc=${inc%/liuren}
n=0
for h in "$inc"/liuren/*.h; do
	name=liuren/${h##*/}
	n=$((n + 1))
	# (and a declaration: a header of macros alone, export.h, would
	# leave an empty unit, which ISO C forbids)
	printf '#include <%s>\ntypedef int header_test_unit;\n' "$name" >"$tmp/one.c"
	if "$cc" -std=c11 -pedantic -Wall -Wextra -Werror -fsyntax-only \
		-I"$inc" "$tmp/one.c" >"$tmp/err" 2>&1; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL $name alone as C11:"
		head -5 "$tmp/err"
	fi
	cp "$tmp/one.c" "$tmp/one.cc"
	if "$cxx" -std=c++11 -pedantic -Wall -Wextra -Werror -fsyntax-only \
		-I"$inc" "$tmp/one.cc" >"$tmp/err" 2>&1; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL $name alone as C++:"
		head -5 "$tmp/err"
	fi
done
# the list is the installed one, not empty (and not the program's own
# i18n.h, which is not installed)
if [ "$n" -gt 20 ] && [ ! -f "$inc/liuren/i18n.h" ]; then
	pass=$((pass + 1))
else
	fail=$((fail + 1))
	echo "FAIL the installed headers: $n, i18n.h $( [ -f "$inc/liuren/i18n.h" ] && echo installed || echo not installed)"
fi
echo "headers: $pass passed, $fail failed"
[ "$fail" = 0 ]
