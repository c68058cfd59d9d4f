#!/bin/sh
# liuren - tests/sh/show-vocab.sh PROGRAM: `show` of the twelve generals
# and the twelve 神 (卷二 神將釋) by every name, in both scripts: each
# name of one answers with the same text, headed by the book's name; a
# name that is also a 神煞 shows both, each labelled; the conditional
# sentences carry their condition.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LANGUAGE=en LC_ALL=C.UTF-8 HOME="$tmp" XDG_CONFIG_HOME="$tmp/config" TZ=Asia/Shanghai
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }

# NAMES…: all show the same text, whose first line is HEAD
same() {
	head=$1
	shift
	first=
	for n in "$@"; do
		"$prog" show "$n" >"$tmp/out" 2>"$tmp/err"
		rc=$?
		[ $rc = 0 ] || { bad "show $n: status $rc $(cat "$tmp/err")"; continue; }
		got=$(sed -n 1p "$tmp/out")
		[ "$got" = "$head" ] && ok || bad "show $n: first line '$got', want '$head'"
		if [ -z "$first" ]; then
			first=$n
			cp "$tmp/out" "$tmp/first"
		else
			cmp -s "$tmp/first" "$tmp/out" && ok || bad "show $n differs from show $first"
		fi
	done
}
same "貴人 (a general)" 貴人 天乙 贵人 贵
same "螣蛇 (a general)" 螣蛇 腾蛇 騰蛇
same "朱雀 (a general)" 朱雀
same "六合 (a general)" 六合
same "勾陳 (a general)" 勾陳 勾陈
same "青龍 (a general)" 青龍 青龙
same "天空 (a general)" 天空
same "太常 (a general)" 太常
same "玄武 (a general)" 玄武 元武
same "天后 (a general)" 天后
same "神后 子 (a heaven branch)" 神后 子
same "大吉 丑 (a heaven branch)" 大吉 丑
same "功曹 寅 (a heaven branch)" 功曹 寅
same "太衝 卯 (a heaven branch)" 太衝 太冲 卯
same "天罡 辰 (a heaven branch)" 天罡 辰
same "太乙 巳 (a heaven branch)" 太乙 巳
same "勝光 午 (a heaven branch)" 勝光 胜光 午
same "小吉 未 (a heaven branch)" 小吉 未
same "傳送 申 (a heaven branch)" 傳送 传送 申
same "從魁 酉 (a heaven branch)" 從魁 从魁 酉
same "河魁 戌 (a heaven branch)" 河魁 戌
same "登明 亥 (a heaven branch)" 登明 亥 徵明

# 白虎 and 太陰 are generals and 神煞: both, each labelled
for n in 白虎 太陰 太阴; do
	"$prog" show "$n" >"$tmp/out" 2>&1
	grep -q '^白虎 (a general)$\|^太陰 (a general)$' "$tmp/out" && ok || bad "show $n: no general"
	grep -q '^\(白虎\|太陰\) (a 神煞)$' "$tmp/out" && ok || bad "show $n: no 神煞"
done

# 貴人's 賦: 「在巳謂趨朝，在午謂乘軒」 under its condition
"$prog" show 貴人 >"$tmp/out"
grep -q '^  〔臨巳午〕又在巳謂趨朝，在午謂乘軒' "$tmp/out" && ok || bad "show 貴人: 乘軒 without 〔臨巳午〕"
grep -q '^  〔逆治〕逆治謂在地戶之前，天門之後。' "$tmp/out" && ok || bad "show 貴人: 逆治"
# 神后's notes under the generals, and 卷十's body part, colour, 十雜
"$prog" show 神后 >"$tmp/out"
grep -q '^  〔丙丁日乘六合〕丙丁日男誘女' "$tmp/out" && ok || bad "show 神后: 丙丁日 六合"
grep -q '^  子腎膀胱耳腰液$' "$tmp/out" && ok || bad "show 神后: 人身"
grep -q '^  子黑$' "$tmp/out" && ok || bad "show 神后: 顏色"
grep -q '^  子有癸水。$' "$tmp/out" && ok || bad "show 神后: 十雜"

# Simplified output: the heading and the book's words follow the language
"$prog" --lang zh-Hans show 贵人 >"$tmp/out" 2>&1
[ "$(sed -n 1p "$tmp/out")" = "贵人（天将）" ] && ok || bad "zh-Hans show 贵人: '$(sed -n 1p "$tmp/out")'"
grep -q '^  〔临巳午〕又在巳谓趋朝，在午谓乘轩' "$tmp/out" && ok || bad "zh-Hans show 贵人: 乘轩"
"$prog" --lang zh-Hant show 贵人 >"$tmp/out" 2>&1
[ "$(sed -n 1p "$tmp/out")" = "貴人（天將）" ] && ok || bad "zh-Hant show 贵人"

# not a name: still the one-line error
"$prog" show 雷公 >"$tmp/out" 2>"$tmp/err"
[ $? = 2 ] && [ "$(wc -l <"$tmp/err")" = 1 ] && ok || bad "show 雷公"

echo "show-vocab: $pass passed, $fail failed"
[ "$fail" = 0 ]
