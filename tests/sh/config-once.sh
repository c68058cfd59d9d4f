#!/bin/sh
# liuren - tests/sh/config-once.sh PROGRAM: each run opens the config file
# once, whatever it takes from it (the language, the settings, the
# casebook's path, the warning of a key set twice, the error of a bad
# line), and the one --config names (as the parser reads it: --conf FILE)
# instead of the default: counted with strace, so skipped where strace
# cannot trace.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
if ! command -v strace >/dev/null || ! strace -o /dev/null true 2>/dev/null; then
	echo "config-once: skipped (no strace that can trace here)"
	echo "config-once: 0 passed, 0 failed"
	exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 XDG_CONFIG_HOME="$tmp/cfg" XDG_DATA_HOME="$tmp/data" \
	HOME="$tmp/home"
mkdir -p "$tmp/cfg/liuren" "$tmp/home"
cfg="$tmp/cfg/liuren/config"
pass=0 fail=0
chart="--day 丙辰 --hour 寅 --general 未"

# once NAME STATUS CMD...: CMD exits with STATUS and opens $cfg once
once() {
	name=$1 want=$2
	shift 2
	# LeakSanitizer (a SAN=1 build) cannot work under ptrace
	ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
		timeout 20 strace -f -e trace=open,openat -o "$tmp/trace" "$@" \
		>/dev/null 2>"$tmp/err" </dev/null
	rc=$?
	opens=$(grep -c "\"$cfg\"" "$tmp/trace")
	if [ "$rc" = "$want" ] && [ "$opens" = 1 ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL $name: status $rc (want $want), the config opened $opens times"
		head -c 400 "$tmp/err"
	fi
}

printf 'shehai = depth\nshehai = mengzhongji\ncasebook = %s\n' \
	"$tmp/book.sqlite" >"$cfg"
# shellcheck disable=SC2086
{
once "print" 0 "$prog" print $chart
once "--lang ko print" 0 "$prog" --lang ko print $chart
once "print --config" 0 "$prog" print --config "$cfg" $chart
once "explain" 0 "$prog" explain $chart
once "case add" 0 "$prog" case add $chart --question "問一事"
once "case list" 0 "$prog" case list
once "show" 0 "$prog" show 伏吟
once "calendar" 0 "$prog" calendar 2026
# the browser reads its options, then wants a terminal
once "browser" 2 "$prog" :丙辰 寅 未
printf 'lang = en\ncolour = red\n' >"$cfg"
once "bad line" 2 "$prog" print $chart
once "bad line, case list" 2 "$prog" case list
}
# --config as the parser reads it (abbreviated, with "="): the file it
# names is the one opened, once, and the default never, whichever
# command or the browser reads it; the language it names is used
other="$tmp/other"
# a Korean syllable's first byte in UTF-8 (U+AC00 … U+D7A3)
hangul=$(printf '[\352-\355]')
printf 'lang = en\nshehai = mengzhongji\n' >"$other"
printf 'lang = ko\n' >"$cfg"
# opened NAME STATUS CMD...: CMD exits with STATUS, opens $other once and
# $cfg never, and speaks English
opened() {
	name=$1 want=$2
	shift 2
	ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
		timeout 20 strace -f -e trace=open,openat -o "$tmp/trace" "$@" \
		>"$tmp/out" 2>"$tmp/err" </dev/null
	rc=$?
	mine=$(grep -c "\"$other\"" "$tmp/trace")
	deflt=$(grep -c "\"$cfg\"" "$tmp/trace")
	if [ "$rc" = "$want" ] && [ "$mine" = 1 ] && [ "$deflt" = 0 ] &&
	   ! LC_ALL=C grep -q "$hangul" "$tmp/out" "$tmp/err"; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL $name: status $rc (want $want), --config's file opened $mine times, the default $deflt"
		head -c 400 "$tmp/err"
	fi
}
# shellcheck disable=SC2086
{
opened "print --conf FILE" 0 "$prog" print --conf "$other" $chart
opened "print --config=FILE" 0 "$prog" print --config="$other" $chart
opened "explain --con FILE" 0 "$prog" explain --con "$other" $chart
opened "calendar --conf FILE" 0 "$prog" calendar 2026 --conf "$other"
opened "case list --conf FILE" 0 "$prog" case list --conf "$other"
opened "browser --conf FILE" 2 "$prog" --conf "$other" :丙辰 寅 未
}
# "-- --config FILE": words, not the option, for the language as for the
# command
printf 'lang = ko\n' >"$cfg"
"$prog" show -- --config >/dev/null 2>"$tmp/err"
if LC_ALL=C grep -q "$hangul" "$tmp/err"; then
	pass=$((pass + 1))
else
	fail=$((fail + 1))
	echo "FAIL show -- --config: the default's language not used"
	cat "$tmp/err"
fi
: >"$cfg"
# the warning was said once per run
printf 'shehai = depth\nshehai = mengzhongji\n' >"$cfg"
# shellcheck disable=SC2086
"$prog" --lang en print $chart 2>"$tmp/err" >/dev/null
if [ "$(grep -c "is set again" "$tmp/err")" = 1 ]; then
	pass=$((pass + 1))
else
	fail=$((fail + 1))
	echo "FAIL the warning said once:"
	cat "$tmp/err"
fi
echo "config-once: $pass passed, $fail failed"
[ "$fail" = 0 ]
