#!/bin/sh
# liuren - tests/sh/completion.sh PROGRAM: the names shell completion
# offers come from the program (`liuren --list`), and the bash script
# completes commands, options, setting keys and values (also after
# "--set key="), 課體 for find and 神煞 for show. The zsh script is
# checked for syntax and one completion when zsh is installed.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
src=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 XDG_CONFIG_HOME="$tmp/none"
pass=0 fail=0
check() { if eval "$2"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $1"; return 1; fi; }

# the lists, against what the program's other commands accept
"$prog" --list commands >"$tmp/commands"
check "commands listed" 'grep -qx table "$tmp/commands" && grep -qx find "$tmp/commands"'
check "each listed command is one the program knows" \
	'for c in $(cat "$tmp/commands"); do "$prog" "$c" --help 2>&1 | grep -q "unknown command" && exit 1; done; true'
"$prog" --list patterns >"$tmp/patterns"
check "every listed 課體 is one find accepts" \
	'! while IFS= read -r p; do "$prog" show "$p" >/dev/null 2>&1 || { echo "not accepted: $p"; exit 0; }; done <"$tmp/patterns" | grep .'
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
	check "bash: --hours branches" '[ "$(comp table --hours "" | wc -l)" = 12 ]'
	check "bash: --day pillars" 'comp print --day 丙 | grep -qx 丙辰'
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
else
	echo "completion: zsh not installed, its script not checked"
fi

echo "completion: $pass passed, $fail failed"
[ $fail = 0 ]
