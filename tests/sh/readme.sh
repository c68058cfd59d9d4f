#!/bin/sh
# liuren - tests/sh/readme.sh PROGRAM: every example line of README (an
# indented line starting "liuren " or "man ") is run as written (the
# browser's lines only as far as their words are read: without a
# terminal it says it needs one) and what its comment claims is checked
# against what it prints: the 課體 a line names fire, the 神煞 sits where
# it says, the table has its 8,640 charts … A line this test has no check
# for fails, so a new example comes with its check.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
src=$(pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 LANGUAGE=en HOME="$tmp/home" XDG_DATA_HOME="$tmp/data" \
	XDG_CONFIG_HOME="$tmp/config" TZ=Asia/Shanghai
mkdir -p "$tmp/home" "$tmp/work"
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL README: $line"; echo "     $*"; }
# claim CONDITION WHY: the line's claim holds when CONDITION does
claim() { if eval "$1"; then ok; else bad "$2"; fi; }

# run WORDS: the example in the work directory, stdout to out, stderr to
# err, its status in st
run() {
	(cd "$tmp/work" && eval "$1") >"$tmp/out" 2>"$tmp/err" </dev/null
	st=$?
}
# the fired 課體 of a print --json in out, one name a line
fired() {
	sed -n 's/.*"patterns":\[\(.*\)\],"patterns_not_evaluated".*/\1/p' "$tmp/out" |
		grep -o '"name":"[^"]*"' | sed 's/"name":"\(.*\)"/\1/'
}

# the examples: "    liuren …" and "    man …" lines
grep -E '^    (liuren|man) ' README | sed 's/^    //' >"$tmp/lines"
[ -s "$tmp/lines" ] && ok || bad "no example lines found"
n=0
while IFS= read -r line; do
	n=$((n + 1))
	words=${line%%#*}
	words=$(printf '%s' "$words" | sed 's/ *$//')
	# the program for its name; README's "..." is a chart of the kind
	# the line speaks of (涉害, whose walk the setting changes)
	cmd=$(printf '%s' "$words" | sed "s|^liuren|'$prog'|; s|\.\.\.|--day 丁卯 --hour 子 --general 丑|")
	# the whole line, its comment too: a claim changed needs its check
	# changed
	case $(printf '%s' "$line" | tr -s ' ') in
	"liuren # the chart browser, now"|"liuren 2026-11-29 17:05 # … at that moment"|"liuren '九月初三丙午日午時卯將 寅命 行年午' # … on a chart of the book")
		# the browser: its words are read, then it asks for a terminal
		run "$cmd"
		claim '[ "$st" = 2 ] && grep -q "needs a terminal" "$tmp/err"' \
			"the browser's words not taken: $(cat "$tmp/err")" ;;
	"liuren print # this moment as text")
		run "$cmd"
		claim '[ "$st" = 0 ] && head -1 "$tmp/out" | grep -q "^Time "' \
			"not this moment as text" ;;
	"liuren print 2026-11-29 17:05 --tz Asia/Shanghai --json")
		run "$cmd"
		claim '[ "$st" = 0 ] && grep -q "^{.*\"datetime\":{\"local\":\"2026-11-29T17:05:00+08:00\"" "$tmp/out"' \
			"not the moment as JSON" ;;
	"liuren print --day 丙辰 --hour 寅 --general 未 # typed pillars")
		run "$cmd"
		claim 'grep -q "^丙辰日 寅時 未將" "$tmp/out" && ! grep -q "^Time" "$tmp/out"' \
			"not the typed pillars alone" ;;
	"liuren print '九月初三丙午日午時卯將 寅命 行年午' --format svg -o chart.svg # the plate as a picture")
		rm -f "$tmp/work/chart.svg"
		run "$cmd"
		claim '[ "$st" = 0 ] && grep -q "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\"" "$tmp/work/chart.svg" && [ "$(grep -c "class=\"cell b" "$tmp/work/chart.svg")" = 12 ]' \
			"no SVG of the twelve palaces in chart.svg" ;;
	"liuren print --day 丙辰 --hour 寅 --general 未 --format markdown # the plate in box characters")
		run "$cmd"
		claim '[ "$st" = 0 ] && grep -q "^┌" "$tmp/out" && grep -q "^└" "$tmp/out" && grep -q "^### 丙辰日 寅時 未將" "$tmp/out"' \
			"not the plate in box characters" ;;
	"liuren print '九月初三丙午日午時卯將 寅命 行年午' # as the book writes it")
		run "$cmd"
		claim 'grep -q "^Given .*九月初三.*寅命 行年午" "$tmp/out" && grep -q "^丙午日 午時 卯將" "$tmp/out"' \
			"not the book's chart with what it states" ;;
	"liuren print '正月立春甲申日亥時子將' # a term's day: 天禍")
		run "$cmd --json"
		claim 'fired | grep -qx 天禍' "天禍 does not fire: $(fired | tr '\n' ' ')" ;;
	"liuren print '壬申日未時巳將 夫行年甲寅 妻行年己亥' # a couple: 繁昌 (德孕格)")
		# the comment names what fires for the couple, and nothing of
		# the couple that does not
		run "$cmd --json"
		claim 'fired | grep -qx 繁昌 && grep -q "\"variant\":\"德孕格\"" "$tmp/out"' \
			"繁昌 (德孕格) does not fire: $(fired | tr '\n' ' ')"
		claim '! fired | grep -qx 解離' "解離 fires: say so in README" ;;
	"liuren print --birth 1983-01-20 --sex f # 本命 by 立春 (壬戌), 行年 by age")
		# born before 立春 1983: 壬戌; the 行年 counted from the age
		run "$cmd"
		claim 'grep -q "^Querent .*本命戌" "$tmp/out" && grep -q "壬戌命" "$tmp/out" && grep -q "age [0-9]" "$tmp/out" && grep -q "^Querent .*行年" "$tmp/out"' \
			"no 本命 壬戌 with a 行年 by age: $(grep -E '^(Given|Querent)' "$tmp/out")" ;;
	"liuren print --day 癸亥 --hour 子 --general 午 --ask 病 # the matter asked (所占之事)")
		run "$cmd"
		claim 'grep -q "^Given .*占病" "$tmp/out"' "the matter asked not shown" ;;
	"liuren print --day 甲子 --hour 子 --general 亥 --ask 婚 # with its 類神 line")
		run "$cmd"
		claim 'grep -q "^類神 for 婚: 天后" "$tmp/out"' "no 類神 line for 婚" ;;
	"liuren print --json --batch charts.txt # one chart per line of a file")
		# a file of two charts as the book and the command line write them
		printf '%s\n' '九月初三丙午日午時卯將 寅命 行年午' '--day 丙辰 --hour 寅 --general 未' \
			>"$tmp/work/charts.txt"
		run "$cmd"
		claim '[ "$st" = 0 ] && [ "$(wc -l <"$tmp/out")" = 2 ] && ! grep -v "^{" "$tmp/out" | grep -q . && sed -n 1p "$tmp/out" | grep -q "\"day\":\"丙午\"" && sed -n 2p "$tmp/out" | grep -q "\"day\":\"丙辰\""' \
			"not one JSON object per chart of the file: $(head -c 200 "$tmp/out") $(cat "$tmp/err")" ;;
	"liuren explain --day 丁卯 --hour 丑 --general 亥 # the derivation")
		run "$cmd"
		claim '[ "$st" = 0 ] && grep -q "^ *1\. The 月將 亥" "$tmp/out" && grep -q "^ *10\. " "$tmp/out"' \
			"no derivation steps" ;;
	"liuren find 軒蓋 六儀 --from 2027-01-01 --to 2027-12-31")
		run "$cmd"
		claim '[ "$st" = 0 ] && [ -s "$tmp/out" ] && ! grep -v "軒蓋.*六儀\|六儀.*軒蓋" "$tmp/out" | grep -q . && ! grep -v "^2027-" "$tmp/out" | grep -q .' \
			"not each chart of 2027 with both" ;;
	"liuren find 天馬 --on 發用 # a 神煞 on the 初傳")
		run "$cmd"
		claim '[ "$st" = 0 ] && [ -s "$tmp/out" ] && ! grep -v "天馬: 初傳" "$tmp/out" | grep -q .' \
			"天馬 not on the 初傳: $(head -1 "$tmp/out")" ;;
	"liuren find 類神 --ask 婚 # 婚's 類神 (天后) is the 初傳")
		# the first chart found, printed: its 初傳 rides 天后
		run "$cmd"
		first=$(head -1 "$tmp/out" | cut -c1-16)
		run "'$prog' print $first --json"
		claim '[ -n "$first" ] && grep -q "\"transmissions\":\[{[^}]*\"general\":\"天后\"" "$tmp/out"' \
			"天后 is not on the 初傳 at '$first'" ;;
	"liuren find 六儀 --from 2027/1/1 --to 2027/1/1 # one whole day")
		run "$cmd"
		# every chart found on that day, its evening too
		claim '[ "$st" = 0 ] && [ -s "$tmp/out" ] && ! grep -v "^2027-01-01 " "$tmp/out" | grep -q . && grep -q "^2027-01-01 [12][0-9]:" "$tmp/out"' \
			"not the whole of 2027-01-01" ;;
	"liuren show 六儀 # text and gloss")
		run "$cmd"
		claim 'grep -q "^Text (原文)" "$tmp/out" && grep -q "^Gloss" "$tmp/out"' \
			"no text and gloss" ;;
	"liuren show 簾幕貴人 # a 法 of the 畢法賦")
		run "$cmd"
		claim 'head -3 "$tmp/out" | grep -q "第三法" && grep -q "畢法賦" "$tmp/out"' \
			"not the 法 of the 畢法賦" ;;
	"liuren show 拱貴格 # … or a 格 it names")
		run "$cmd"
		claim 'grep -q "拱貴格" "$tmp/out" && head -3 "$tmp/out" | grep -q "第.*法"' \
			"not the 法 that names 拱貴格" ;;
	"liuren find 簾幕貴人 --from 2027-01-01 --to 2027-01-31")
		run "$cmd"
		claim '[ "$st" = 0 ] && [ -s "$tmp/out" ] && ! grep -v "^2027-01-" "$tmp/out" | grep -q . && ! grep -v "簾幕貴人\|第三法" "$tmp/out" | grep -q .' \
			"not the charts of January 2027 with 簾幕貴人" ;;
	"liuren show 貴人 # a general: 卷二, each condition marked")
		run "$cmd"
		claim 'grep -q "卷二" "$tmp/out" && grep -q "〔" "$tmp/out"' \
			"not 卷二 with each condition marked" ;;
	"liuren show 神后 # a 神 (also: show 子)")
		run "$cmd"
		cp "$tmp/out" "$tmp/shenhou"
		run "'$prog' show 子"
		claim '[ -s "$tmp/shenhou" ] && cmp -s "$tmp/out" "$tmp/shenhou"' \
			"show 子 is not show 神后" ;;
	"liuren show 天將總論 # 卷二's discourse on the generals")
		run "$cmd"
		claim 'grep -q "卷二" "$tmp/out" && [ "$(wc -l <"$tmp/out")" -gt 5 ]' \
			"not 卷二's discourse" ;;
	"liuren calendar 2027 # terms, lunar months")
		run "$cmd"
		claim 'grep -q "立春" "$tmp/out" && grep -q "冬至" "$tmp/out" && grep -q "正月" "$tmp/out" && grep -q "臘月\|十二月" "$tmp/out"' \
			"no terms and lunar months" ;;
	"liuren table --tsv >charts.tsv # all 8,640 charts")
		run "$cmd"
		claim '[ "$st" = 0 ] && [ "$(wc -l <"$tmp/work/charts.tsv")" = 8641 ] && [ "$(tail -n +2 "$tmp/work/charts.tsv" | cut -f1-3 | sort -u | wc -l)" = 8640 ]' \
			"not 8,640 charts and a header" ;;
	"liuren print ... --set 涉害=孟仲季 # another school")
		# another school: the setting said, and the chart it changes
		run "'$prog' print --day 丁卯 --hour 子 --general 丑"
		cp "$tmp/out" "$tmp/default"
		run "$cmd"
		claim '[ "$st" = 0 ] && grep -q "shehai=mengzhongji" "$tmp/out" && ! cmp -s "$tmp/out" "$tmp/default"' \
			"the other school not taken" ;;
	"liuren explain ... --set shehai-home=yes # 涉害 walk counts the home palace too")
		run "'$prog' explain --day 丁卯 --hour 子 --general 丑"
		cp "$tmp/out" "$tmp/default"
		run "$cmd"
		claim '[ "$st" = 0 ] && grep -q "涉害: .*the home is not counted" "$tmp/default" && ! grep -q "the home is not counted" "$tmp/out"' \
			"the 涉害 walk does not count the home palace by default only" ;;
	"liuren --help # every option")
		run "$cmd"
		claim '[ "$st" = 0 ] && grep -q -- "--set" "$tmp/out" && grep -q -- "--lang" "$tmp/out"' \
			"not every option" ;;
	"liuren find --help # one command's options")
		run "$cmd"
		claim '[ "$st" = 0 ] && grep -q -- "--from" "$tmp/out" && grep -q -- "--on" "$tmp/out"' \
			"not find's options" ;;
	"man ./man/liuren.1 # the manual"|"man ./man/zh_TW/liuren.1 # the manual in 繁體中文")
		if command -v man >/dev/null; then
			run "cd '$src' && MANPAGER=cat MANWIDTH=80 $words"
			case $words in
			*zh_TW*) claim 'grep -qx "名稱" "$tmp/out"' "not the manual in 繁體中文" ;;
			*) claim 'grep -qx "NAME" "$tmp/out"' "not the manual" ;;
			esac
		else
			ok
		fi ;;
	"liuren case add 2026-11-29 17:05 --question '升遷可成否' --tag 官")
		run "$cmd"
		claim '[ "$st" = 0 ] && "$prog" case show 1 | grep -q "升遷可成否"' \
			"the question not kept" ;;
	"liuren case list --search 升遷 # also --tag, --pattern, --from/--to")
		run "$cmd"
		claim '[ "$st" = 0 ] && grep -q "升遷可成否" "$tmp/out"' \
			"the case not found by its words" ;;
	"liuren case edit 1 --outcome '十二月升' --verified yes")
		run "$cmd"
		run "'$prog' case show 1"
		claim 'grep -q "十二月升" "$tmp/out" && grep -q "驗" "$tmp/out"' \
			"the outcome not kept" ;;
	*)
		bad "no check for this example: add one to tests/sh/readme.sh" ;;
	esac
done <"$tmp/lines"
echo "readme: $pass passed, $fail failed"
[ "$fail" = 0 ]
