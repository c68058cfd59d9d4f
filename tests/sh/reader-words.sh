#!/bin/sh
# liuren - tests/sh/reader-words.sh PROGRAM: the words around the terms are
# the reader's language in English and Korean, and Chinese stays as it
# was in zh-Hant: the line of what is known (season, sex, the couple's
# 行年), find's lines (a 法 with its 格 and reason, a 神煞 and its
# places), the header's 晝占 / 夜占, and what `show` says a 神煞 row is
# placed by, its labels for a 法 and a general.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/config" \
	XDG_DATA_HOME="$tmp/data" TZ=UTC
mkdir -p "$tmp/home" "$tmp/config"
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
# has LANG ARGS… -- PATTERN: the output of ARGS in LANG has a line
# matching the extended PATTERN
has() {
	lang=$1; shift
	args=
	while [ "$1" != -- ]; do args="$args $1"; shift; done
	shift
	# shellcheck disable=SC2086
	"$prog" $args --lang "$lang" >"$tmp/out" 2>&1
	if grep -Eq -- "$1" "$tmp/out"; then ok; else
		bad "$lang$args: no line matches '$1'"; sed -n 1,12p "$tmp/out"; fi
}
# lacks: the same with no line matching PATTERN
lacks() {
	lang=$1; shift
	args=
	while [ "$1" != -- ]; do args="$args $1"; shift; done
	shift
	# shellcheck disable=SC2086
	"$prog" $args --lang "$lang" >"$tmp/out" 2>&1
	if grep -Eq -- "$1" "$tmp/out"; then
		bad "$lang$args: a line matches '$1'"; grep -E -- "$1" "$tmp/out" | head -3
	else ok; fi
}

# 2026-01-01 01:00 UTC is a winter chart (子月); a man born 1983, a woman
known="print 2026-01-01T01:00 --birth 1983"
has en $known --sex m -- '^Given .* winter .* male '
has en $known --sex f -- '^Given .* winter .* female '
lacks en $known --sex m -- '^Given .*( 冬 | 男 )'
has ko $known --sex m -- ' 겨울 .* 남자 '
lacks ko $known --sex m -- ' (冬|男) '
has zh-Hant $known --sex m -- '^所知 .* 冬 癸亥命 男 行年'
couple="print 2026-01-01T01:00 --husband-xingnian 午 --wife-xingnian 己亥"
has en $couple -- "husband's 行年 午 wife's 行年 己亥"
has ko $couple -- '남편 行年 午 아내 行年 己亥'
has zh-Hant $couple -- ' 夫行年午 妻行年己亥'

# find: the 法 簾幕貴人高甲第 with its 格 and reason, the 神煞 驛馬 on the
# 三傳 (2026-01-01 01:00 伏吟: 中傳 亥, 末傳 巳)
lian="find 簾幕貴人高甲第 --from 2026-01-01 --to 2026-01-01"
has en $lian -- '  簾幕貴人高甲第 \(臨日干\): 晝占: the 簾幕貴人 is the 夜貴 申, standing over the 日干$'
has ko $lian -- '  簾幕貴人高甲第\(臨日干\): 晝占이니 簾幕貴人은 夜貴 申이며 干上에 임함$'
has zh-Hant $lian -- '  簾幕貴人高甲第（臨日干）：晝占，簾幕貴人為夜貴申，臨干上$'
horse="find 驛馬 --on 三傳 --from 2026-01-01 --to 2026-01-01"
has en $horse -- '^2026-01-01 01:00 .*  驛馬: 中傳 亥, 末傳 巳$'
has ko $horse -- '^2026-01-01 01:00 .*  驛馬: 中傳 亥, 末傳 巳$'
has zh-Hant $horse -- '^2026-01-01 01:00 .*  驛馬：中傳亥末傳巳$'
lacks en $horse -- '：'

# print's 畢法: a 法 with its 格, its reason in the language (2026-01-01
# 01:00, 乙亥日 伏吟: 三傳 辰亥巳, 乙 克 辰 克 亥 克 巳)
has en print 2026-01-01T01:00 -- '^  第三十二法 三傳互克眾人欺 \(求財大獲格\)  the 三傳 辰亥巳: the 日干 乙 overcomes the 初傳, the 初傳 the 中傳, the 中傳 the 末傳 \(克\)$'
has ko print 2026-01-01T01:00 -- '^  第三十二法 三傳互克眾人欺\(求財大獲格\)  三傳 辰亥巳: 日干 乙은 初傳을, 初傳은 中傳을, 中傳은 末傳을 극함$'
has zh-Hant print 2026-01-01T01:00 -- '^  第三十二法 三傳互克眾人欺（求財大獲格）  三傳辰亥巳：日干乙克初、初克中、中克末$'

# the header: 2026-01-01 01:00 is a night chart, 13:00 a day chart
has en print 2026-01-01T01:00 -- '  a night chart \(夜占\)$'
has en print 2026-01-01T13:00 -- '  a day chart \(晝占\)$'
has ko print 2026-01-01T01:00 -- '  밤 점\(夜占\)$'
has ko print 2026-01-01T13:00 -- '  낮 점\(晝占\)$'
has zh-Hant print 2026-01-01T01:00 -- '  夜占$'

# show: what a 神煞 row is placed by (天喜 by the season, 驛馬 by the 日支
# and by the 三合)
has en show 天喜 -- '^  by the season: good  one by one: 戌 丑 辰 未$'
has en show 驛馬 -- '^  by the 日支: neutral  in turn, repeating: 寅 亥 申 巳$'
has ko show 天喜 -- '^  계절 기준: 길  '
has ko show 驛馬 -- '^  三合 기준: 평  '
has zh-Hant show 天喜 -- '^  季 吉  '
lacks en show 天喜 -- '^  季 '

# show: a 法's labels and why no chart fires it (第九十三法 speaks of
# raising the 三傳)
has en show 斗鬼相加格 -- '^簾幕貴人高甲第 \(畢法 第三法\)  斗鬼相加格 is one of its 格$'
has en show 斗鬼相加格 -- '^  source 《六壬大全》卷十一 《畢法賦》$'
has en show 斗鬼相加格 -- '^  its 格: 斗鬼相加格 '
has en show 第九十三法 -- '^  no chart fires it: it says that fortune and misfortune do not come true when the 三傳 are raised wrongly'
has ko show 第九十三法 -- '^  출처 《六壬大全》卷十二 《畢法賦》$'
has ko show 第九十三法 -- ': 三傳을 잘못 세우면 '
lacks en show 第九十三法 -- '出處|題下|諸格|注文標題|^注（|講的是'
lacks ko show 斗鬼相加格 -- '出處|題下|諸格|注文標題|^注（|為其一格'
has zh-Hant show 斗鬼相加格 -- '^簾幕貴人高甲第（畢法 第三法）  斗鬼相加格 為其一格$'
has zh-Hant show 斗鬼相加格 -- '^  諸格 斗鬼相加格 '

# show: a general's headings (卷二 神將釋 and 卷三 for 白虎)
has en show 白虎 -- '^白虎 \(a general\)$'
has en show 白虎 -- '^Text \(原文\), in 卷二 第334段$'
has en show 白虎 -- '^Rhapsody \(賦\), in 卷二 '
lacks en show 白虎 -- '^(原文|賦|詩|類)（'
has ko show 從魁 -- '^從魁 酉 \(천반의 신\(神\)\)$'
has zh-Hant show 白虎 -- '^原文（卷二 第334段）$'

echo "reader-words: $pass passed, $fail failed"
[ $fail = 0 ]
