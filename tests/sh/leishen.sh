#!/bin/sh
# liuren - tests/sh/leishen.sh PROGRAM: the 類神 of the matter asked in
# `print` and `print --json`: the line worked by hand for 甲子日 子時 亥將
# (天后 rides 申 on 酉, outside 課傳), the JSON member, nothing when no
# matter is asked, and a matter the table does not name (病); `find 類神`.
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
chart="--day 甲子 --hour 子 --general 亥"

"$prog" print --lang zh-Hant $chart --ask 婚 >"$tmp/out" 2>&1 || bad "print --ask 婚 failed"
want='類神（婚）天后乘申臨酉，局外。取天后：此事類神唯此；天后局外，所臨酉，氣未論（需月建）。'
grep -qx "$want" "$tmp/out" && ok || bad "print --ask 婚: no '$want'"
# in English and Korean: the same sentence from the catalogs, terms in 漢字
"$prog" print --lang en $chart --ask 婚 >"$tmp/en" 2>&1
want='類神 for 婚: 天后 rides 申 on 酉: outside the chart (局外). Taken: 天后 (the only 類神 of this matter); 天后 is outside the chart, on 酉, its 氣 not evaluated (needs the 月建).'
grep -qx "$want" "$tmp/en" && ok || bad "print --lang en --ask 婚: no '$want'"
"$prog" print --lang ko $chart --ask 婚 >"$tmp/ko" 2>&1
want='類神(婚): 天后가 申을 타고, 酉 위: 국외(局外). 취함: 天后: 이 일의 類神은 이것뿐; 天后는 국외(局外)로 酉 위에 있음, 氣는 미판정(월건 月建 필요).'
grep -qx "$want" "$tmp/ko" && ok || bad "print --lang ko --ask 婚: no '$want'"
# the Simplified word and the key name the same matter
"$prog" print --lang zh-Hant $chart --ask hun >"$tmp/out2" 2>&1
cmp -s "$tmp/out" "$tmp/out2" && ok || bad "--ask hun differs from --ask 婚"

"$prog" print --lang zh-Hant $chart --ask 婚 --json >"$tmp/json" 2>&1 || bad "--json failed"
grep -q '"leishen":{"ask":"婚","rule":"single","line":"類神（婚）天后乘申臨酉' "$tmp/json" && ok \
	|| bad "--json: no leishen member"
grep -q '"name":"天后","kind":"general","god":"申","palace":"酉","general":"天后","transmission":null,"lesson":null,"outside":true' "$tmp/json" && ok \
	|| bad "--json: 天后's place"

# 奴: 河魁 (末傳) and 天空 (干上) both in 課傳: the general
"$prog" print --lang zh-Hant $chart --ask 奴 >"$tmp/out" 2>&1
grep -q '^類神（奴）.*取天空：皆入課傳，不用兼神責將神。$' "$tmp/out" && ok || bad "print --ask 奴"

"$prog" print $chart >"$tmp/out" 2>&1
grep -q '類神' "$tmp/out" && bad "print without --ask names a 類神" || ok
"$prog" print $chart --json >"$tmp/json" 2>&1
grep -q '"leishen"' "$tmp/json" && bad "--json without --ask has leishen" || ok

# 病: the table names none; print is silent, --json says so
"$prog" print $chart --ask 病 >"$tmp/out" 2>&1
grep -q '類神' "$tmp/out" && bad "print --ask 病 names a 類神" || ok
"$prog" print --lang zh-Hant $chart --ask 病 --json >"$tmp/json" 2>&1
grep -q '"leishen":{"ask":"病","rule":"unnamed","line":"類神（病）卷十類神表未列此事","found":\[\]}' "$tmp/json" && ok \
	|| bad "--json --ask 病"

# find 類神 --ask 婚: charts whose 天后 is the 初傳. 2027-01-01 01:00
# (庚辰日 丑時 丑將, night): 伏吟, the night noble 未 on 未 runs backward,
# 天后 rides 申, 庚's palace, and 伏吟 takes 干上 申 first: listed.
# 03:00 (寅時): 天后 still rides 申, but the one 克 is 卯 over 辰 (元首):
# not listed.
"$prog" find 類神 --ask 婚 --from 2027-01-01 --to 2027-01-02 >"$tmp/find" 2>&1
sed -n 1p "$tmp/find" | grep -q '^2027-01-01 01:00  丙午年 庚子月 庚辰日 丁丑時  丑將  伏吟$' && ok \
	|| bad "find 類神: first line '$(sed -n 1p "$tmp/find")'"
grep -q '^2027-01-01 03:00' "$tmp/find" && bad "find 類神 lists 03:00" || ok
"$prog" find 類神 --from 2027-01-01 --to 2027-01-02 >"$tmp/out" 2>"$tmp/err"
[ $? = 2 ] && grep -q -- '--ask' "$tmp/err" && ok || bad "find 類神 without --ask"
"$prog" find 類神 --ask 病 --from 2027-01-01 --to 2027-01-02 >"$tmp/out" 2>"$tmp/err"
[ $? = 2 ] && [ "$(wc -l <"$tmp/err")" = 1 ] && ok || bad "find 類神 --ask 病"

# the casebook keeps the matter: case show gives the same 類神 line as print
export XDG_DATA_HOME="$tmp/data"
"$prog" case add 2026-11-29 17:05 --ask 婚 --question 婚可成否 >/dev/null 2>&1
"$prog" print 2026-11-29 17:05 --ask 婚 | grep '^類神' >"$tmp/p"
"$prog" case show 1 | grep '^類神' >"$tmp/c"
[ -s "$tmp/p" ] && cmp -s "$tmp/p" "$tmp/c" && ok || bad "case show: 類神 line '$(cat "$tmp/c")'"

echo "leishen: $pass passed, $fail failed"
[ "$fail" = 0 ]
