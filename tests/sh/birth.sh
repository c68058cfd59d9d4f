#!/bin/sh
# liuren - tests/sh/birth.sh PROGRAM: the querent's birth date, worked
# from the calendar. 1983's 立春 fell on 1983-02-04 at 17:39:42 Beijing
# time, so 1983-01-20 (lunar 1982 十二月初七) is still a 壬戌 year: 本命戌.
# At 2026-11-29 (丙午年) the 虛歲 is 2026 - 1982 + 1 = 45: a man's 行年
# 寅 + 44 = 戌, a woman's 申 - 44 = 子. On 2028-02-01 正月初一 (01-26) has
# passed and 立春 (02-04) has not: 46 by 立春 (寅 + 45 = 亥), 47 by 正月
# 初一 (寅 + 46 = 子). Every entry point gives the same 年命: print, the
# config file and --set, case add / case show, case export / import.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 LANGUAGE=en HOME="$tmp/home" XDG_DATA_HOME="$tmp/data" \
	XDG_CONFIG_HOME="$tmp/config" TZ=Asia/Shanghai
mkdir -p "$tmp/home" "$tmp/config/liuren"
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
at="2026-11-29 17:05 --tz Asia/Shanghai"
# the 年命 line of print AT… with the rest of the arguments
nianming() {
	# shellcheck disable=SC2086
	"$prog" print $at "$@" | grep '^Querent (年命)'
}

line=$(nianming --birth 1983-01-20 --sex m)
case $line in "Querent (年命)  本命戌 "*"  行年戌 "*) ok ;; *) bad "1983-01-20 man: $line" ;; esac
line=$(nianming --birth 1983-01-20 --sex f)
case $line in "Querent (年命)  本命戌 "*"  行年子 "*) ok ;; *) bad "1983-01-20 woman: $line" ;; esac
# the bare year is 癸亥 and says once what a birth before 立春 is
line=$(nianming --birth 1983 --sex m)
case $line in "Querent (年命)  本命亥 "*"  行年酉 "*"(壬戌)") ok ;; *) bad "bare 1983: $line" ;; esac
[ "$("$prog" print $at --birth 1983 | grep -c '壬戌')" = 1 ] && ok || bad "note not once"

# every form of the same day gives the same 年命
want=$(nianming --birth 1983-01-20 --sex m)
for form in '1983/1/20 08:30' '1983年1月20日' '農曆1982年十二月初七' \
	'1983-01-20 08:30' '1983年1月20日辰時'; do
	[ "$(nianming --birth "$form" --sex m)" = "$want" ] && ok ||
		bad "--birth $form differs"
done

# an abbreviated --birth still takes the date as the querent's
[ "$(nianming --bir 1983-01-20 --sex m)" = "$want" ] && ok || bad "--bir"

# the 立春 minute: 17:39 is before it (壬戌), 17:40 after (癸亥)
case $(nianming --birth '1983-02-04 17:39') in "Querent (年命)  本命戌 "*) ok ;; *) bad "17:39" ;; esac
case $(nianming --birth '1983-02-04 17:40') in "Querent (年命)  本命亥 "*) ok ;; *) bad "17:40" ;; esac

# the age count: by the setting, from --set or the config file
at="2028-02-01 12:00 --tz Asia/Shanghai"
case $(nianming --birth 1983-01-20 --sex m) in *"行年亥 "*) ok ;; *) bad "立春 count" ;; esac
case $(nianming --birth 1983-01-20 --sex m --set age-count=lunar-new-year) in
	*"行年子 "*) ok ;; *) bad "正月初一 count" ;; esac
echo 'age-count = 正月初一' >"$tmp/config/liuren/config"
case $(nianming --birth 1983-01-20 --sex m) in *"行年子 "*) ok ;; *) bad "config count" ;; esac
rm "$tmp/config/liuren/config"

# the casebook keeps the date as given and reopens the same 年命
at="2026-11-29 17:05 --tz Asia/Shanghai"
for form in 1983-01-20 '農曆1982年十二月初七'; do
	id=$("$prog" case add 2026-11-29 17:05 --tz Asia/Shanghai --birth "$form" \
		--sex m --question q)
	"$prog" case show "$id" | grep '^Querent (年命)' >"$tmp/show"
	[ "$(cat "$tmp/show")" = "$want" ] && ok || bad "case show $id: $(cat "$tmp/show")"
	"$prog" case export >"$tmp/export.json"
	grep -q "\"birth\": *\"$form\"" "$tmp/export.json" && ok ||
		bad "export lacks the birth date $form"
done
XDG_DATA_HOME="$tmp/data2" "$prog" case import "$tmp/export.json" >/dev/null &&
	[ "$(XDG_DATA_HOME="$tmp/data2" "$prog" case show 1 | grep '^Querent (年命)')" = "$want" ] &&
	ok || bad "import does not give the same 年命"
# case add refuses what print refuses
"$prog" case add 2026-11-29 17:05 --birth 1983-02-04 --question q >/dev/null \
	2>"$tmp/err"
[ $? = 2 ] && grep -q '立春' "$tmp/err" && ok || bad "case add took 1983-02-04"

echo "birth: $pass passed, $fail failed"
[ $fail = 0 ]
