#!/bin/sh
# liuren - tests/sh/completion.sh PROGRAM: the names shell completion
# offers come from the program (`liuren --list`), and the bash script
# completes commands, options, setting keys and values (also after
# "--set key="), 課體 for find and 神煞 for show. Each option's values
# come from its own row (option-values): a case subcommand offers only
# the options it reads, show every name it shows (generals, 神, 法, 格),
# --lang, --theme and --tz what they accept (the zones from $TZDIR).
# The zsh script is checked for syntax and the same completions when
# zsh is installed.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
src=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 XDG_CONFIG_HOME="$tmp/none" XDG_DATA_HOME="$tmp/data"
pass=0 fail=0
check() { if eval "$2"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $1"; return 1; fi; }

# the lists, against what the program's other commands accept
"$prog" --list commands >"$tmp/commands"
check "commands listed" 'grep -qx table "$tmp/commands" && grep -qx find "$tmp/commands"'
check "each listed command is one the program knows" \
	'for c in $(cat "$tmp/commands"); do "$prog" "$c" --help 2>&1 | grep -q "unknown command" && exit 1; done; true'
"$prog" --list patterns >"$tmp/patterns"
# every one under make check-all (LIUREN_CHECK_ALL=1), one in five
# (the first, the sixth …) under check: a process each
stride=5
[ "${LIUREN_CHECK_ALL:-0}" = 1 ] && stride=1
awk -v n=$stride 'NR % n == 1 % n' "$tmp/patterns" >"$tmp/patterns.read"
check "every listed 課體 is one find accepts" \
	'! while IFS= read -r p; do "$prog" show "$p" >/dev/null 2>&1 || { echo "not accepted: $p"; exit 0; }; done <"$tmp/patterns.read" | grep .'
check "六儀 and 度厄 are listed" 'grep -qx 六儀 "$tmp/patterns" && grep -qx 度厄 "$tmp/patterns"'
"$prog" --list shensha >"$tmp/shensha"
check "驛馬 is listed once" '[ "$(grep -cx 驛馬 "$tmp/shensha")" = 1 ]'
check "values of shehai" '[ "$("$prog" --list values shehai | tr "\n" " ")" = "depth 深淺 depth-branches 地支深淺 mengzhongji 孟仲季 " ]'
"$prog" --list values nope >/dev/null 2>&1
check "an unknown setting exits 2" '[ $? = 2 ]'
"$prog" --list nope >/dev/null 2>&1
check "an unknown list exits 2" '[ $? = 2 ]'
check "each setting's values are accepted by print" \
	'for k in $("$prog" --list settings); do for v in $("$prog" --list values "$k"); do "$prog" print --no-config --day 甲子 --hour 子 --general 子 --set "$k=$v" >/dev/null || exit 1; done; done'

# each option's values, from the row that reads them
check "option-values: --lang's are the four languages" \
	'[ "$("$prog" --list option-values lang show | tr "\n" " ")" = "zh-Hant zh-Hans en ko " ]'
check "option-values: each --lang value is one --lang accepts" \
	'for l in $("$prog" --list option-values lang print); do "$prog" --lang "$l" show 驛馬 >/dev/null || exit 1; done'
check "option-values: the browser's --theme" \
	'[ "$("$prog" --list option-values theme | tr "\n" " ")" = "dark light mono " ]'
check "option-values: print's --theme, each accepted" \
	'[ -n "$("$prog" --list option-values theme print)" ] &&
	 for t in $("$prog" --list option-values theme print); do
		"$prog" print --no-config --day 甲子 --hour 子 --general 子 --format svg --theme "$t" \
			-o "$tmp/$t.svg" >/dev/null || exit 1; done'
check "option-values: a bad --theme is refused (the list is the parser's)" \
	'! "$prog" print --no-config --day 甲子 --hour 子 --general 子 --format svg --theme nope -o "$tmp/x.svg" 2>/dev/null'
# the rows whose values are a list: each value offered is one the
# command takes (png only where rsvg-convert draws it), a bad one refused
check "option-values: print's --format, each written" \
	'[ "$("$prog" --list option-values format print | tr "\n" " ")" = "text svg html markdown md png " ] &&
	 for f in $("$prog" --list option-values format print); do
		[ $f = png ] && ! command -v rsvg-convert >/dev/null && continue
		"$prog" print --no-config --day 甲子 --hour 子 --general 子 --format $f -o "$tmp/f.$f" >/dev/null &&
		[ -s "$tmp/f.$f" ] || { echo "refused: $f"; exit 1; }; done'
check "option-values: explain's --format, each written; svg is not one" \
	'[ "$("$prog" --list option-values format explain | tr "\n" " ")" = "text html " ] &&
	 for f in $("$prog" --list option-values format explain); do
		o=; [ $f = text ] || o="-o $tmp/e.$f"
		"$prog" explain --no-config --day 甲子 --hour 子 --general 子 --format $f $o >/dev/null || exit 1; done &&
	 ! "$prog" explain --no-config --day 甲子 --hour 子 --general 子 --format svg -o "$tmp/e.svg" 2>/dev/null'
check "option-values: case show's --format is print's" \
	'[ "$("$prog" --list option-values format case show)" = "$("$prog" --list option-values format print)" ]'
check "option-values: --ambiguous, each taken by the browser" \
	'[ "$("$prog" --list option-values ambiguous | tr "\n" " ")" = "auto narrow wide " ] &&
	 for v in $("$prog" --list option-values ambiguous); do "$prog" --no-config --ambiguous $v --man-keys >/dev/null || exit 1; done &&
	 ! "$prog" --no-config --ambiguous both --man-keys >/dev/null 2>&1'
check "option-values: --rules, each taken by practice; a bad one refused" \
	'[ "$("$prog" --list option-values rules practice)" = "$("$prog" --list option-values rules)" ] &&
	 echo "丙辰 午 卯" >"$tmp/one-chart" && : >"$tmp/no-answers" &&
	 for v in $("$prog" --list option-values rules practice); do
		"$prog" practice --rules $v --charts "$tmp/one-chart" --answers "$tmp/no-answers" >/dev/null ||
		{ echo "refused: $v"; exit 1; }; done &&
	 { "$prog" practice --rules 神煞 --charts "$tmp/one-chart" --answers "$tmp/no-answers" >/dev/null 2>&1; [ $? -eq 2 ]; }'
cb="$tmp/values.sqlite"
case_id=$("$prog" case add --casebook "$cb" --day 甲子 --hour 子 --general 子 --question q 2>/dev/null)
check "option-values: --verified, each taken by case edit; a bad one refused" \
	'[ "$("$prog" --list option-values verified case edit | tr "\n" " ")" = "yes no unset " ] && [ -n "$case_id" ] &&
	 for v in $("$prog" --list option-values verified case edit); do
		"$prog" case edit --casebook "$cb" "$case_id" --verified $v >/dev/null || exit 1; done &&
	 ! "$prog" case edit --casebook "$cb" "$case_id" --verified maybe 2>/dev/null'
check "option-values: --keep" \
	'[ "$("$prog" --list option-values keep case edit | tr "\n" " ")" = "mine theirs " ]'
check "option-values: a switch takes no value (exit 1, nothing said)" \
	'[ -z "$("$prog" --list option-values json print 2>&1)" ] && ! "$prog" --list option-values json print'
check "option-values: a file's option" \
	'[ "$("$prog" --list option-values o print)" = :files ] &&
	 [ "$("$prog" --list option-values note-file case edit)" = :files ]'
check "option-values: --shehai's from the settings table" \
	'[ "$("$prog" --list option-values shehai print | tr "\n" " ")" = "$("$prog" --list values shehai | tr "\n" " ")" ]'
# the zones: the IANA names of the system's zone files, read from TZDIR
"$prog" --list option-values tz print >"$tmp/zones"
check "option-values: --tz offers the system's zones" \
	'grep -qx Asia/Shanghai "$tmp/zones" && grep -qx America/Argentina/Salta "$tmp/zones" &&
	 [ "$(wc -l <"$tmp/zones")" -gt 300 ] && ! grep -q "^posix/\|^right/\|^posixrules$" "$tmp/zones"'
check "option-values: every zone offered is one print accepts (a sample)" \
	'for z in $(awk "NR % 50 == 1" "$tmp/zones"); do
		"$prog" print --no-config --tz "$z" 2027-01-01 12:00 >/dev/null || { echo "refused: $z"; exit 1; }; done'
mkdir -p "$tmp/zi/Mars" "$tmp/zi/posix/Mars"
cp "$(readlink -f /usr/share/zoneinfo/Asia/Shanghai 2>/dev/null || echo /nonexistent)" "$tmp/zi/Mars/Olympus" 2>/dev/null
cp "$tmp/zi/Mars/Olympus" "$tmp/zi/posix/Mars/Olympus" 2>/dev/null
echo 'not a zone' >"$tmp/zi/Mars/Notes"
check "option-values: --tz reads \$TZDIR (its zone files only)" \
	'[ "$(TZDIR="$tmp/zi" "$prog" --list option-values tz)" = Mars/Olympus ]'
# show's words: each name show shows, from the loaded tables
"$prog" --list words show >"$tmp/show-words"
check "words: show offers generals, 神, 法, 格, 課體 and 神煞" \
	'for n in 貴人 白虎 天后 登明 神后 第三法 第一百法 拱貴格 六儀 驛馬; do
		grep -qx "$n" "$tmp/show-words" || { echo "not offered: $n"; exit 1; }; done'
check "words: each name once" '[ -z "$(sort "$tmp/show-words" | uniq -d)" ]'
check "words: the twelve generals, as show names them" \
	'for n in $(grep -x -e 貴人 -e 螣蛇 -e 朱雀 -e 六合 -e 勾陳 -e 青龍 -e 天空 -e 白虎 -e 太常 -e 玄武 -e 太陰 -e 天后 "$tmp/show-words"); do
		"$prog" show "$n" | grep -q "$n" || exit 1; done'
check "words: every name offered is one show shows (a sample)" \
	'for n in $(awk "NR % 25 == 0" "$tmp/show-words"); do
		"$prog" show "$n" >/dev/null 2>&1 || { echo "refused: $n"; exit 1; }; done'
check "words: 法 and 格 for find, no generals" \
	'"$prog" --list words find | grep -qx 第三法 && ! "$prog" --list words find | grep -qx 登明'
"$prog" --list options case list >"$tmp/list-options"
check "options: case list offers only what case list reads" \
	'[ -s "$tmp/list-options" ] && for o in $(cat "$tmp/list-options"); do
		"$prog" case list --help | grep -q -- "$o" || { echo "not read by case list: $o"; exit 1; }; done &&
	 ! grep -qx -e --question -e --keep -e --format -e --markdown "$tmp/list-options"'

# bash: complete WORDS… (the last is the word being completed)
if command -v bash >/dev/null; then
	cat >"$tmp/complete.bash" <<'BASH'
. "$1"
shift
COMP_WORDS=("$@")
COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
_liuren
printf '%s\n' "${COMPREPLY[@]}"
BASH
	comp() { bash "$tmp/complete.bash" "$src/completion/liuren.bash" "$prog" "$@"; }
	check "bash: commands" '[ "$(comp ta)" = table ]'
	check "bash: find's options" 'comp find --fr | grep -qx -- --from'
	check "bash: table's options" 'comp table --h | grep -qx -- --hours'
	check "bash: a spouse's 行年 takes a pillar" 'comp print --wife-xingnian 己 | grep -qx 己亥'
	check "bash: 課體 for find" 'comp find 六 | grep -qx 六儀'
	check "bash: --ask categories" 'comp print --ask 病 | grep -qx 病'
	check "bash: find's --on (from find's own option list)" 'comp find --o | grep -qx -- --on'
	check "bash: case's subcommands" 'comp case ex | grep -qx export'
	check "bash: case's options" 'comp case add --quest | grep -qx -- --question'
	check "bash: a case subcommand offers its own options" \
		'comp case list --sin | grep -qx -- --since && [ -z "$(comp case list --quest)" ] &&
		 comp case edit --ke | grep -qx -- --keep && comp case export --skip | grep -qx -- --skip-damaged'
	check "bash: case's new subcommands" 'comp case ch | grep -qx check && comp case ba | grep -qx backup'
	check "bash: the browser's --casebook and --ascii" \
		'comp --cas | grep -qx -- --casebook && comp --asc | grep -qx -- --ascii'
	check "bash: 神煞 for show" 'comp show 驛 | grep -qx 驛馬'
	: >"$tmp/book.sqlite"
	check "bash: --casebook and --note-file take a file" \
		'comp --casebook "$tmp/book." | grep -qx "$tmp/book.sqlite" && comp case edit 1 --note-file "$tmp/book." | grep -qx "$tmp/book.sqlite"'
	check "bash: setting keys" '[ "$(comp print --set shehai-h)" = shehai-home= ]'
	check "bash: setting values after key=" \
		'[ "$(comp print --set shehai = m)" = mengzhongji ]'
	check "bash: setting values, Chinese key" \
		'comp print --set 涉害 = "" | grep -qx 孟仲季'
	check "bash: --noble-table values" 'comp print --noble-table x | grep -qx xiantian'
	check "bash: --hours all and the branches" \
		'[ "$(comp table --hours "" | wc -l)" = 13 ] && comp table --hours "" | grep -qx all'
	check "bash: --day pillars" 'comp print --day 丙 | grep -qx 丙辰'
	check "bash: case list offers only its own options" \
		'[ "$(comp case list -- | sort)" = "$(sort "$tmp/list-options")" ]'
	check "bash: show's generals, 神 and 法" \
		'comp show 貴 | grep -qx 貴人 && comp show 登 | grep -qx 登明 && comp show 第三 | grep -qx 第三法'
	check "bash: --lang values" '[ "$(comp show --lang zh | tr "\n" " ")" = "zh-Hant zh-Hans " ]'
	check "bash: --lang=VALUE" '[ "$(comp print --lang = e)" = en ]'
	check "bash: --theme values (the browser's and print's)" \
		'[ "$(comp --theme "" | tr "\n" " ")" = "dark light mono " ] && comp print --theme p | grep -qx print'
	check "bash: --tz zones" '[ "$(comp print --tz Asia/Shangh)" = Asia/Shanghai ] && comp calendar --tz Europe/P | grep -qx Europe/Paris'
	check "bash: a switch's next word is a word (show after --lang's value)" \
		'comp show --lang en 驛 | grep -qx 驛馬'
	check "bash: -o takes a file" 'comp print -o "$tmp/book." | grep -qx "$tmp/book.sqlite"'
fi

# zsh: syntax, and the function run with compadd and friends replaced by
# stand-ins that print what would be offered
if command -v zsh >/dev/null; then
	check "zsh: syntax" 'zsh -n "$src/completion/_liuren"'
	cat >"$tmp/complete.zsh" <<'ZSH'
compadd() {
	local suffix= arr=
	while [[ $1 == -* ]]; do
		case $1 in
		-S) suffix=$2; shift 2 ;;
		-a) arr=1; shift ;;
		--) shift; break ;;
		*) shift ;;
		esac
	done
	local w
	if [[ -n $arr ]]; then
		for a in "$@"; do for w in "${(@P)a}"; do print -r -- "$w$suffix"; done; done
	else
		for w in "$@"; do print -r -- "$w$suffix"; done
	fi
}
compset() { :; }
_files() { :; }
_message() { :; }
script=$1
shift
words=("$@")
CURRENT=$#words
source $script
ZSH
	zcomp() { zsh -f "$tmp/complete.zsh" "$src/completion/_liuren" "$prog" "$@"; }
	check "zsh: commands" 'zcomp "" | grep -qx table'
	check "zsh: 課體 for find" 'zcomp find 六 | grep -qx 六儀'
	check "zsh: 神煞 for show" 'zcomp show 驛 | grep -qx 驛馬'
	check "zsh: setting keys" 'zcomp print --set "" | grep -qx shehai='
	check "zsh: setting values after key=" 'zcomp print --set shehai= | grep -qx mengzhongji'
	check "zsh: table options" 'zcomp table -- | grep -qx -- --tsv'
	check "zsh: --ask categories" 'zcomp print --ask "" | grep -qx 訟'
	check "zsh: case's subcommands" 'zcomp case "" | grep -qx import'
	check "zsh: a case subcommand offers its own options" \
		'zcomp case list -- | grep -qx -- --since && ! zcomp case list -- | grep -qx -- --question'
	check "zsh: case list offers only its own options" \
		'[ "$(zcomp case list -- | sort)" = "$(sort "$tmp/list-options")" ]'
	check "zsh: show's generals, 神 and 法" \
		'zcomp show "" | grep -qx 貴人 && zcomp show "" | grep -qx 登明 && zcomp show "" | grep -qx 第三法'
	check "zsh: --lang values" '[ "$(zcomp show --lang "" | tr "\n" " ")" = "zh-Hant zh-Hans en ko " ]'
	check "zsh: --theme values" '[ "$(zcomp --theme "" | tr "\n" " ")" = "dark light mono " ]'
	check "zsh: --tz zones" 'zcomp print --tz "" | grep -qx Asia/Shanghai'
	check "zsh: --tz=ZONE" 'zcomp print --tz= | grep -qx Asia/Shanghai'
else
	echo "completion: zsh not installed, its script not checked"
fi

echo "completion: $pass passed, $fail failed"
[ $fail = 0 ]
