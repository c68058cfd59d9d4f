#!/bin/sh
# liuren - tests/sh/notation-entry.sh PROGRAM: a chart in the book's
# notation is read the same however it is given: print and explain with
# its words unquoted as quoted; `liuren NOTATION` is the browser (not an
# unknown command); a case kept with `case add NOTATION` shows the 課體
# and 神煞 print gives.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 LANGUAGE=en XDG_CONFIG_HOME="$tmp/none" \
	XDG_DATA_HOME="$tmp/data" TZ=Asia/Shanghai
pass=0 fail=0
check() { if eval "$2"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $1"; head -c 300 "$tmp/err"; fi; }

# 卷三十八 二煩: 「如九月初三丙午日午時卯將占，寅命，行年在午」
e23='九月初三丙午日午時卯將 寅命 行年午'
for cmd in print explain; do
	"$prog" $cmd "$e23" >"$tmp/quoted" 2>"$tmp/err"
	# shellcheck disable=SC2086
	"$prog" $cmd $e23 >"$tmp/words" 2>>"$tmp/err"
	rc=$?
	check "$cmd with the notation's words unquoted (status $rc)" \
		'[ $rc = 0 ] && [ ! -s "$tmp/err" ] && cmp -s "$tmp/quoted" "$tmp/words"'
done

# the browser, without a terminal here: its message, not "unknown command"
"$prog" "$e23" >"$tmp/out" 2>"$tmp/err" </dev/null
rc=$?
check "liuren NOTATION opens the browser (status $rc)" \
	'[ $rc = 2 ] && grep -q "browser needs a terminal" "$tmp/err" && ! grep -q "unknown command" "$tmp/err"'
# shellcheck disable=SC2086
"$prog" $e23 >"$tmp/out" 2>"$tmp/err" </dev/null
check "liuren NOTATION in words opens the browser" \
	'grep -q "browser needs a terminal" "$tmp/err"'
"$prog" '九月初三丙午日午時卯將 丑丑' >"$tmp/out" 2>"$tmp/err" </dev/null
check "a bad notation for the browser names its bad part" \
	'grep -q "丑丑" "$tmp/err" && ! grep -q "unknown command" "$tmp/err"'

# a case kept from the notation: case show's 課體 and 神煞 are print's
"$prog" case add "$e23" --question 問 >"$tmp/out" 2>"$tmp/err"
check "case add NOTATION" '[ $? = 0 ]'
"$prog" case show 1 >"$tmp/show" 2>"$tmp/err"
"$prog" print "$e23" >"$tmp/print" 2>>"$tmp/err"
sed -n '/^Patterns (課體)/,$p' "$tmp/print" >"$tmp/want"
check "case show gives print's 課體 and 神煞" \
	'[ -s "$tmp/want" ] && grep -q "二煩" "$tmp/want" && ! grep -v -F -x -f "$tmp/show" "$tmp/want" >/dev/null'

echo "notation-entry: $pass passed, $fail failed"
[ $fail = 0 ]
