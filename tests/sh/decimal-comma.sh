#!/bin/sh
# liuren - tests/sh/decimal-comma.sh PROGRAM: under a locale whose decimal
# point is ',' (de_DE.UTF-8, built into a directory of the build with
# localedef when the system has none), numbers in data are still written
# and read with a '.': `print --json` is valid JSON with "lon":121.4700,
# `--lon 121.47` is taken, and a `case export` made there has
# "lon":121.4700000000 and imports into a casebook used in the C locale
# as the same case.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$1
case $prog in /*) ;; *) prog=$PWD/$prog ;; esac
b=$(dirname "$prog")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
export LANGUAGE=en HOME="$tmp/home" XDG_DATA_HOME="$tmp/data" \
	XDG_CONFIG_HOME="$tmp/config" TZ=Asia/Shanghai
unset LC_ALL LC_NUMERIC LANG VISUAL EDITOR
mkdir -p "$tmp/home"

# a decimal-comma locale: the system's, else one built once into the
# build directory (LOCPATH points glibc there)
loc=de_DE.UTF-8
if ! locale -a 2>/dev/null | grep -qix 'de_DE\.utf-\?8'; then
	command -v localedef >/dev/null ||
		{ echo "decimal-comma: skipped (no de_DE locale and no localedef)"; echo "decimal-comma: 0 passed, 0 failed"; exit 0; }
	dir=$b/test-locales
	if [ ! -d "$dir/$loc" ]; then
		mkdir -p "$dir" "$tmp/loc"
		localedef -i de_DE -f UTF-8 "$tmp/loc/$loc" >"$tmp/localedef.log" 2>&1 ||
			{ cat "$tmp/localedef.log"; echo "decimal-comma: localedef failed"; echo "decimal-comma: 0 passed, 1 failed"; exit 1; }
		mv "$tmp/loc/$loc" "$dir/" 2>/dev/null || [ -d "$dir/$loc" ]
	fi
	export LOCPATH=$dir
fi
[ "$(LC_ALL=$loc locale decimal_point 2>/dev/null)" = , ] && ok ||
	bad "the test locale $loc has no decimal comma (the test would prove nothing)"

de() { LC_ALL=$loc "$prog" "$@"; }
json_ok() { # FILE: parses as JSON (python3 when there is one, else a grep)
	if command -v python3 >/dev/null; then
		python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$1" 2>/dev/null
	else
		! grep -qE '[0-9],[0-9]' "$1"
	fi
}

de print --json 2026-11-29 17:05 --tz Asia/Shanghai --lon 121.47 --lat 31.23 \
	--no-config >"$tmp/print.json" 2>"$tmp/err"
[ $? = 0 ] && ok || bad "print --json --lon 121.47 under $loc: $(cat "$tmp/err")"
grep -q '"lon":121\.4700' "$tmp/print.json" && grep -q '"lat":31\.2300' "$tmp/print.json" && ok ||
	bad "print --json under $loc: $(grep -o '"lon":[^"]*' "$tmp/print.json")"
json_ok "$tmp/print.json" && ok || bad "print --json under $loc is not valid JSON"
de print 2026-11-29 17:05 --tz Asia/Shanghai --lon 121,47 --no-config >/dev/null 2>"$tmp/err"
[ $? = 2 ] && grep -q "121,47" "$tmp/err" && ok ||
	bad "--lon 121,47 (a comma) should be refused: $(cat "$tmp/err")"

L="$tmp/de.sqlite" C="$tmp/c.sqlite"
id=$(de case add 2026-11-29 17:05 --tz Asia/Shanghai --lon 121.47 --lat 31.23 \
	--question 問 --no-config --casebook "$L" 2>"$tmp/err")
[ -n "$id" ] && ok || bad "case add --lon 121.47 under $loc: $(cat "$tmp/err")"
de case export --no-config --casebook "$L" >"$tmp/export.json" 2>"$tmp/err"
grep -q '"lon":121\.4700000000' "$tmp/export.json" && ok ||
	bad "case export under $loc: $(grep -o '"lon":[^"]*' "$tmp/export.json")"
json_ok "$tmp/export.json" && ok || bad "case export under $loc is not valid JSON"
LC_ALL=C.UTF-8 "$prog" case import "$tmp/export.json" --no-config --casebook "$C" \
	>"$tmp/out" 2>"$tmp/err" && grep -q '1 new' "$tmp/out" && ok ||
	bad "import in C of an export from $loc: $(cat "$tmp/out" "$tmp/err")"
LC_ALL=C.UTF-8 "$prog" case export --no-config --casebook "$C" >"$tmp/again.json"
grep -q '"lon":121\.4700000000,"lat":31\.2300000000' "$tmp/again.json" && ok ||
	bad "the imported case: $(grep -o '"lon":[^"]*' "$tmp/again.json")"
# and back: the C export imported under the decimal-comma locale is the same case
de case import "$tmp/again.json" --no-config --casebook "$L" >"$tmp/out" 2>&1 &&
	grep -q '1 the same' "$tmp/out" && ok || bad "round trip back into $loc: $(cat "$tmp/out")"

echo "decimal-comma: $pass passed, $fail failed"
[ $fail = 0 ]
