#!/bin/sh
# liuren - tests/sh/print-lang.sh PROGRAM: print and explain in English and
# Korean carry no Chinese label. Every heading, label, count and 未論 line
# of print has a word of the language before its 漢字 term; a derivation
# step never ends with the Chinese full stop 「。」 (a sentence left in
# Chinese). zh-Hant keeps the former labels (the cases in tests/cli that
# say --lang zh-Hant hold its whole text).
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/config" \
	XDG_DATA_HOME="$tmp/data" TZ=Asia/Shanghai
mkdir -p "$tmp/home" "$tmp/config"
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }

# the former labels: at the start of a line, or the 未論 count and the
# 神煞 kinds after two blanks
former='^(時間|農曆|四柱|節氣|月將|所知|手動|注意|旬空|四課|三傳|課體|附|畢法|神煞|年命|設定)( |$)|^  未論|^  [子丑寅卯辰巳午未申酉戌亥]  吉 |  旬空$|  [晝夜]占$'
# a date near a term change (注意), one with a querent and a couple
for args in "2026-11-29 17:05 --birth 1983 --sex m --husband-xingnian 甲寅 --wife-xingnian 己亥" \
	"2026-12-07 10:40" "2026-03-08 02:30 --tz America/New_York" \
	"九月初三丙午日午時卯將 寅命 行年午"; do
	for lang in en ko; do
		eval "\"\$prog\" print --lang $lang $args" >"$tmp/out" 2>"$tmp/err" ||
			{ bad "print $lang $args: exit $?"; continue; }
		if grep -En "$former" "$tmp/out" >"$tmp/hits"; then
			bad "print $lang $args: $(head -3 "$tmp/hits")"
		else ok; fi
		# and the same chart in zh-Hant keeps them
		eval "\"\$prog\" print --lang zh-Hant $args" >"$tmp/zh" 2>&1
		if grep -Eq '^(課體|神煞|四課|三傳)$' "$tmp/zh"; then ok; else
			bad "print zh-Hant $args lost its labels"; fi
	done
done
# each language's own words are there
"$prog" print --lang en 2026-11-29 17:05 --birth 1983 >"$tmp/en"
for w in '^Time ' '^Lunar ' '^Pillars ' '^Terms ' '^General ' '^Given ' \
	'^Lessons \(四課\)$' '^Transmissions \(三傳\)$' '^Patterns \(課體\)$' \
	'^Spirits \(神煞\)$' '^Rules \(畢法\)$' 'not evaluated \(needs ' \
	'  good ' '  bad '; do
	if grep -Eq "$w" "$tmp/en"; then ok; else bad "en print has no $w"; fi
done
"$prog" print --lang ko 2026-11-29 17:05 --birth 1983 >"$tmp/ko"
for w in '^시각 ' '^음력 ' '^사주 ' '^절기 ' '^월장 ' '^사과\(四課\)$' \
	'^삼전\(三傳\)$' '^과체\(課體\)$' '^신살\(神煞\)$' '미판정 '; do
	if grep -Eq "$w" "$tmp/ko"; then ok; else bad "ko print has no $w"; fi
done
# explain: no step is a Chinese sentence
for chart in 丁卯日丑時亥將 癸亥日子時午將 丙午日午時卯將 甲子日子時子將 \
	戊寅日卯時酉將 辛酉日巳時亥將 乙卯日寅時申將; do
	for lang in en ko; do
		"$prog" explain --lang "$lang" "$chart" >"$tmp/out" 2>&1 ||
			{ bad "explain $lang $chart: exit $?"; continue; }
		if grep -n '。$' "$tmp/out" >"$tmp/hits"; then
			bad "explain $lang $chart: $(head -2 "$tmp/hits")"
		else ok; fi
	done
	"$prog" explain --lang zh-Hant "$chart" >"$tmp/zh" 2>&1
	if grep -q '。$' "$tmp/zh"; then ok; else
		bad "explain zh-Hant $chart: not Chinese"; fi
done
echo "print-lang: $pass passed, $fail failed"
[ $fail = 0 ]
