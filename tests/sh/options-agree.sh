#!/bin/sh
# liuren - tests/sh/options-agree.sh PROGRAM: the chart options are read
# by one handler for the command line and the browser, so `liuren print
# OPTION VALUE` and `liuren OPTION VALUE` refuse a bad value with the same
# line (but for the command's name) and status 2, in English and in the
# default zh-Hant; --lang, --config and --no-config go through the same
# parser as every other option (an abbreviation, "=", nothing after "--").
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 XDG_CONFIG_HOME="$tmp/none" HOME="$tmp" TZ=Asia/Shanghai
unset LANGUAGE
pass=0 fail=0
check() { if eval "$2"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $1"; cat "$tmp/print.err" "$tmp/browser.err" 2>/dev/null | head -c 600; fi; }

# same LANG WORDS...: print and the browser say the same of WORDS
same() {
	lang=$1
	shift
	LANGUAGE=$lang "$prog" print "$@" >/dev/null 2>"$tmp/print.err" </dev/null
	p=$?
	LANGUAGE=$lang "$prog" "$@" >/dev/null 2>"$tmp/browser.err" </dev/null
	b=$?
	# "liuren print: …" and "liuren: …" (a full-width colon in zh)
	sed 's/^liuren print\(:\|：\)/liuren\1/' "$tmp/print.err" >"$tmp/print.said"
	check "$lang: $* (print $p, browser $b)" \
		'[ $p = 2 ] && [ $b = 2 ] && [ -s "$tmp/print.said" ] && [ "$(wc -l <"$tmp/print.said")" = 1 ] && cmp -s "$tmp/print.said" "$tmp/browser.err"'
}

for lang in en zh_TW; do
	same $lang --day 丙卯
	same $lang --day 甲
	same $lang --hour 寅x
	same $lang --general 登月
	same $lang --birth 1983-13-40
	same $lang --sex x
	same $lang --xingnian 甲
	same $lang --husband-xingnian 子子
	same $lang --wife-xingnian x
	same $lang --ask 天氣
	same $lang --set shehai=deep
	same $lang --set nokey=1
	same $lang --shehai deep
	same $lang --noble-table x
	same $lang --day-hours x
	same $lang --config "$tmp/missing"
	same $lang --no-config=1
	same $lang --hour
	same $lang --bogus
	# (--s: print's own --scale too)
	same $lang --se x
	same $lang --tz Nowhere/City
	same $lang --lunar 2026-13-01
	same $lang 2026-02-30
	same $lang --lang xx
done

# --lang through the parser: abbreviated, with "=", before the command
# or after it, for every command; after "--" a word
# a Korean syllable's first byte in UTF-8 (U+AC00 … U+D7A3)
hangul=$(printf '[\352-\355]')
english() {	# NAME CMD...: CMD refuses its words in English (zh-Hant,
		# the default here, writes "liuren CMD：")
	name=$1
	shift
	"$@" >/dev/null 2>"$tmp/print.err" </dev/null
	check "$name: English" '[ $? = 2 ] && grep -q "^liuren[a-z ]*: " "$tmp/print.err" && ! LC_ALL=C grep -q "$hangul" "$tmp/print.err"'
}
english "print --lan en" "$prog" print --lan en --hour 寅x
english "print --lang=en" "$prog" print --lang=en --hour 寅x
english "--lan en print" "$prog" --lan en print --hour 寅x
english "calendar --la en" "$prog" calendar --la en
english "show --l en" "$prog" show --l en
english "find --lan en" "$prog" find --lan en
english "table --lan en" "$prog" table --lan en --hours 甲
english "case list --lan en" "$prog" case list --lan en --bogus
english "browser --lan en" "$prog" --lan en --hour 寅x
"$prog" show -- --lang en >/dev/null 2>"$tmp/print.err"
check "show -- --lang en: words, not the option" \
	'grep -q "^liuren show：" "$tmp/print.err"'
# an abbreviation the table does not allow is refused as any other
"$prog" --la en --hour 寅 </dev/null >/dev/null 2>"$tmp/print.err"
check "browser --la: --lang or --lat" \
	'[ $? = 2 ] && grep -q -- "--lang, --lat" "$tmp/print.err"'
echo "options-agree: $pass passed, $fail failed"
[ "$fail" = 0 ]
