#!/bin/sh
# liuren - tests/sh/zh-punctuation.sh PROGRAM: messages in zh-Hant and
# zh-Hans use full-width brackets, colons and the enumeration comma
# throughout, the program's own prefix included ("liuren find：…（相近：
# 六儀、六純…）"); English keeps ASCII.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
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
# print and explain of a few charts (the 課體 and 畢法 reasons, the lessons
# of the derivation): no half-width bracket beside a Chinese character
# ("晝貴巳臨亥 (夜方)", "日干癸(寄丑)"), a book's title in 《》 ("同六純（《課經集四
# 六純課》）"), and one form for a lesson's number (第1課, as the templates
# write it, not 第一課 beside it).
halfwidth='\p{Han} ?\(|\) ?\p{Han}|\(\p{Han}|\p{Han}\)'
printf '%s\n' '晝占，晝貴巳臨亥 (夜方)' '日干癸(寄丑)之後' >"$tmp/planted"
check "the half-width check catches a planted case" \
	'[ "$(grep -cP "$halfwidth" "$tmp/planted")" = 2 ]'
for l in zh-Hant zh-Hans; do
	: >"$tmp/out"
	for c in "癸丑 子 卯" "甲寅 子 卯" "丙辰 寅 未" "丁卯 丑 亥" "庚午 午 子" "甲子 子 子" "辛未 未 丑"; do
		set -- $c
		"$prog" print --day "$1" --hour "$2" --general "$3" --all --lang "$l" >>"$tmp/out" 2>"$tmp/err"
		"$prog" explain --day "$1" --hour "$2" --general "$3" --lang "$l" >>"$tmp/out" 2>>"$tmp/err"
	done
	"$prog" print 2026-03-15 09:00 --all --birth 1983 --sex f --xingnian 午 --lang "$l" >>"$tmp/out" 2>>"$tmp/err"
	grep -P "$halfwidth" "$tmp/out" >"$tmp/err"
	check "$l: print and explain use full-width brackets" '[ ! -s "$tmp/err" ]'
	grep -E "同[^（]+（[課课][經经]集" "$tmp/out" >"$tmp/err"
	check "$l: the 課經集 in 《》" '[ ! -s "$tmp/err" ] && grep -qE "（《[課课][經经]集" "$tmp/out"'
	grep -E "第[一二三四][課课]" "$tmp/out" >"$tmp/err"
	check "$l: lessons numbered 第1課 throughout" '[ ! -s "$tmp/err" ] && grep -q "第[1-4][課课]" "$tmp/out"'
done
LANGUAGE=en "$prog" find 六義 >/dev/null 2>"$tmp/err"
check "en: ASCII" 'grep -q "^liuren find: unknown pattern .*(close: 六儀, .*)$" "$tmp/err"'
echo "zh-punctuation: $pass passed, $fail failed"
[ $fail = 0 ]
