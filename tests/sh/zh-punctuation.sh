#!/bin/sh
# liuren - tests/sh/zh-punctuation.sh PROGRAM: messages in zh-Hant and
# zh-Hans use full-width brackets, colons and the enumeration comma
# throughout, the program's own prefix included ("liuren find：…（相近：
# 六儀、六純…）"); English keeps ASCII.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 XDG_CONFIG_HOME="$tmp/none" TZ=Asia/Shanghai
pass=0 fail=0
check() { if eval "$2"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $1"; cat "$tmp/err"; fi; }

for l in zh-Hant zh-Hans; do
	"$prog" find 六義 --lang "$l" >/dev/null 2>"$tmp/err"
	check "$l: find's unknown name" \
		'grep -q "^liuren find：" "$tmp/err" && grep -q "（相近：六[儀仪]、" "$tmp/err" && grep -q "）$" "$tmp/err" && ! grep -q ", \|(\|)" "$tmp/err"'
	"$prog" show 六 --lang "$l" >/dev/null 2>"$tmp/err"
	check "$l: show's unknown name" \
		'grep -q "^liuren show：" "$tmp/err" && grep -q "（相近：六[儀仪]、" "$tmp/err" && ! grep -q ", " "$tmp/err"'
	"$prog" print --set shehai=x --day 丙辰 --hour 寅 --general 未 --lang "$l" >/dev/null 2>"$tmp/err"
	check "$l: a bad setting's values" \
		'grep -q "（" "$tmp/err" && grep -q "depth、depth-branches、mengzhongji）$" "$tmp/err"'
done
LANGUAGE=en "$prog" find 六義 >/dev/null 2>"$tmp/err"
check "en: ASCII" 'grep -q "^liuren find: unknown pattern .*(close: 六儀, .*)$" "$tmp/err"'
echo "zh-punctuation: $pass passed, $fail failed"
[ $fail = 0 ]
