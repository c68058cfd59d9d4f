#!/bin/sh
# liuren - tests/sh/find-querent.sh PROGRAM: find says when what it is
# asked cannot be judged without the querent, instead of "0 found": a
# 神煞 on 命上 without --birth, on 年上 without the 行年, and a 課體
# that no chart of the span could judge (繁昌 reads the couple's 行年,
# 卷八); a 課體 that could be judged but did not fire is "0 found".
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 LANGUAGE=en XDG_CONFIG_HOME="$tmp/none" TZ=Asia/Shanghai
pass=0 fail=0
check() { if eval "$2"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $1"; head -c 300 "$tmp/err"; fi; }
span="--from 2027-01-01 --to 2027-01-03"

# shellcheck disable=SC2086
"$prog" find 天馬 --on 命上 $span >"$tmp/out" 2>"$tmp/err"
rc=$?
check "天馬 on 命上 without --birth (status $rc)" \
	'[ $rc = 2 ] && [ ! -s "$tmp/out" ] && grep -q "cannot be looked for on 命上 without the querent.s 本命 (give --birth)" "$tmp/err"'
# shellcheck disable=SC2086
"$prog" find 天馬 --on 年上 --birth 1983 $span >"$tmp/out" 2>"$tmp/err"
rc=$?
check "天馬 on 年上 with a 本命 but no sex (status $rc)" \
	'[ $rc = 2 ] && grep -q "on 年上 without the querent.s 行年" "$tmp/err"'
# shellcheck disable=SC2086
"$prog" find 天馬 --on 年上 --birth 1983 --sex m $span >"$tmp/out" 2>"$tmp/err"
rc=$?
check "天馬 on 年上 with 本命 and sex is looked for (status $rc)" \
	'[ $rc = 0 ] && grep -q "天馬: 年上" "$tmp/out"'
# 年命: one of the two places known is enough
# shellcheck disable=SC2086
"$prog" find 天馬 --on 年命 --xingnian 寅 $span >"$tmp/out" 2>"$tmp/err"
check "天馬 on 年命 with the 行年 only is looked for" '! grep -q "cannot" "$tmp/err"'

# shellcheck disable=SC2086
"$prog" find 繁昌 $span >"$tmp/out" 2>"$tmp/err"
rc=$?
check "繁昌 without the couple's 行年 (status $rc)" \
	'[ $rc = 2 ] && grep -q "繁昌 cannot be evaluated without 夫妻行年 (give --husband-xingnian --wife-xingnian)" "$tmp/err" && ! grep -q "0 found" "$tmp/err"'
# shellcheck disable=SC2086
"$prog" find 繁昌 --husband-xingnian 甲寅 --wife-xingnian 己亥 $span >"$tmp/out" 2>"$tmp/err"
check "繁昌 with the couple's 行年 is judged" '! grep -q "cannot be evaluated" "$tmp/err"'
# judged in every chart, fired in none: 0 found
"$prog" find 三陰 --from 2027-01-01 --to 2027-01-02 >"$tmp/out" 2>"$tmp/err"
rc=$?
check "a 課體 judged but not fired is 0 found (status $rc)" \
	'[ $rc = 1 ] && grep -q "0 found" "$tmp/err" && ! grep -q "cannot" "$tmp/err"'
echo "find-querent: $pass passed, $fail failed"
[ $fail = 0 ]
