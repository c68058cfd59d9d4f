#!/bin/sh
# liuren - tests/sh/abi.sh PROGRAM: the library's interface as packaged.
# debian/libliuren0.symbols lists exactly the symbols the library built
# next to PROGRAM exports (and dpkg-gensymbols -c4 reads it so), each with a release's version no later than
# the Makefile's BASE_VERSION; and `make check-abi` (scripts/check-abi.sh)
# passes the library against abi/libliuren.so.0.abi and fails, saying
# why, against a baseline that had a function the library lacks and one
# whose function took another type.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
src=$(cd "$(dirname "$0")/../.." && pwd)
lib=$(cd "$(dirname "$1")" && pwd)/libliuren.so.0
# what make check-abi compares: the same objects linked without LTO
abilib=$(cd "$(dirname "$1")" && pwd)/abi/libliuren.so.0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0 fail=0
check() { if eval "$2"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $1"; fi; }
symbols=$src/debian/libliuren0.symbols
base=$(sed -n 's/^BASE_VERSION = //p' "$src/Makefile")

# the exports (not AddressSanitizer's own __odr_asan. marks under SAN=1)
nm -D --defined-only "$lib" | awk '{ print $3 }' | grep -v '^__odr_asan' |
	sort >"$tmp/exported"
sed -n 's/^ \([^ @]*\)@Base .*/\1/p' "$symbols" | sort >"$tmp/listed"
check "the symbols file names the library" \
	'[ "$(sed -n 1p "$symbols")" = "libliuren.so.0 libliuren0 #MINVER#" ]'
check "the library exports symbols (nm read it)" '[ -s "$tmp/exported" ]'
check "every export is in debian/libliuren0.symbols" \
	'comm -23 "$tmp/exported" "$tmp/listed" | sed "s/^/  not listed: /" | { ! grep .; }'
check "every symbol listed is exported" \
	'comm -13 "$tmp/exported" "$tmp/listed" | sed "s/^/  not exported: /" | { ! grep .; }'
check "each symbol's version is a release no later than $base" \
	'sed -n "s/^ [^ ]*@Base \([^ ]*\).*/\1/p" "$symbols" | sort -u | while read -r v; do
		echo "$v" | grep -qE "^[0-9]+\.[0-9]+\.[0-9]+$" && dpkg --compare-versions "$v" le "$base" ||
			{ echo "  version $v"; exit 1; }; done'
# as dh_makeshlibs reads it: the file parses, and the library neither
# lacks nor adds a symbol (-c4)
if command -v dpkg-gensymbols >/dev/null 2>&1; then
	check "dpkg-gensymbols -c4 accepts the symbols file for the library" \
		'(cd "$src" && dpkg-gensymbols -plibliuren0 -v"$base" -e"$lib" -I"$symbols" \
			-P"$tmp" -O"$tmp/gensymbols" -c4 >"$tmp/gensymbols.log" 2>&1) ||
		 { cat "$tmp/gensymbols.log"; false; }'
fi

if ! command -v abidiff >/dev/null 2>&1 && [ "${LIUREN_CI:-0}" != 1 ]; then
	echo "abi: abidiff not installed (abigail-tools): check-abi not tested"
else
	baseline=$src/abi/libliuren.so.0.abi
	abi() { sh "$src/scripts/check-abi.sh" "$1" "$abilib" >"$tmp/out" 2>&1; }
	check "check-abi: the library keeps the baseline's ABI" \
		'abi "$baseline" || { cat "$tmp/out"; false; }'
	# a baseline whose release had one more function
	first=$(sed -n 1p "$tmp/exported")
	sed "s|^\( *\)<elf-symbol name='$first' \(.*\)|&\n\1<elf-symbol name='lr_gone_in_test' \2|" \
		"$baseline" >"$tmp/removed.abi"
	check "check-abi: a function gone fails, named, with what to do" \
		'! abi "$tmp/removed.abi" && grep -q lr_gone_in_test "$tmp/out" &&
		 grep -q "not compatible with the ABI of the last release" "$tmp/out"'
	# a baseline whose release took another type in FIRST's first
	# parameter (int and double swapped)
	int=$(sed -n "s/.*<type-decl name='int' size-in-bits='32' id='\([^']*\)'.*/\1/p" "$baseline" | head -1)
	dbl=$(sed -n "s/.*<type-decl name='double' size-in-bits='64' id='\([^']*\)'.*/\1/p" "$baseline" | head -1)
	cat >"$tmp/change.awk" <<'AWK'
# the first parameter of the first exported function: int becomes
# double, any other type int
/<function-decl name=.lr_.*elf-symbol-id=/ { in_fn = 1 }
/<\/function-decl>/ { in_fn = 0 }
in_fn && !done && /<parameter / {
	old = $0
	if (!sub("type-id=" q i q, "type-id=" q d q))
		sub("type-id=" q "[^" q "]*" q, "type-id=" q i q)
	done = $0 != old
}
{ print }
AWK
	awk -v q="'" -v i="$int" -v d="$dbl" -f "$tmp/change.awk" "$baseline" >"$tmp/changed.abi"
	check "check-abi: a parameter's type changed fails" \
		'! cmp -s "$baseline" "$tmp/changed.abi" && ! abi "$tmp/changed.abi" &&
		 grep -q "not compatible with the ABI" "$tmp/out"'
fi
echo "abi: $pass passed, $fail failed"
[ $fail = 0 ]
