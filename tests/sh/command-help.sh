#!/bin/sh
# liuren - tests/sh/command-help.sh PROGRAM: `liuren CMD --help` is the
# usage of CMD, not the general help: its synopsis first, then the options
# CMD reads (and not those it refuses); every option `--list options CMD`
# offers (from the command's one table) is in its --help and known to its
# parser, the browser's in --help and case's in its subcommands' --help;
# the general help names --version,
# --list and table's --day and --general; --lang has its own description.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 LANGUAGE=en XDG_CONFIG_HOME="$tmp/none" TZ=Asia/Shanghai
pass=0 fail=0
check() { if eval "$2"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $1"; head -c 300 "$tmp/out"; fi; }

for cmd in print explain find show table calendar; do
	"$prog" $cmd --help >"$tmp/out" 2>"$tmp/err" </dev/null
	rc=$?
	check "$cmd --help is $cmd's usage (status $rc)" \
		'[ $rc = 0 ] && head -1 "$tmp/out" | grep -q "^usage: liuren $cmd " && ! grep -q "open the chart browser" "$tmp/out"'
done
"$prog" print --help >"$tmp/out"
check "print --help lists the date forms and the chart options" \
	'grep -q -- "--tz ZONE" "$tmp/out" && grep -q -- "--birth BIRTH" "$tmp/out" && grep -q "CHART" "$tmp/out"'
"$prog" find --help >"$tmp/out"
check "find --help lists --on, --from and --to, not --day" \
	'grep -q -- "--on PLACE" "$tmp/out" && grep -q -- "--from DATE --to DATE" "$tmp/out" && ! grep -q -- "--day PILLAR" "$tmp/out"'
"$prog" calendar --help >"$tmp/out"
check "calendar --help lists --tz and --json" \
	'grep -q -- "--tz ZONE" "$tmp/out" && grep -q -- "--json" "$tmp/out" && ! grep -q -- "--birth" "$tmp/out"'
"$prog" show -h >"$tmp/out"
check "show -h names NAME" 'grep -q "^  NAME " "$tmp/out"'

# one table per command: each option completion offers is in the
# command's --help and is not an unknown option to its parser
for cmd in print explain find show table calendar; do
	"$prog" $cmd --help >"$tmp/help"
	"$prog" --list options $cmd >"$tmp/list"
	check "$cmd: --list options gives its options" '[ "$(wc -l <"$tmp/list")" -ge 2 ]'
	for opt in $(cat "$tmp/list"); do
		check "$cmd $opt in $cmd --help" 'grep -q -- "$opt\([ ,]\|\$\)" "$tmp/help"'
		"$prog" $cmd "$opt" --help >/dev/null 2>"$tmp/err" </dev/null
		check "$cmd $opt is known to $cmd" '! grep -q "unknown option" "$tmp/err"'
	done
done
"$prog" --help >"$tmp/help"
for opt in $("$prog" --list options | grep -vx -- --version); do
	check "browser $opt in --help" 'grep -q -- "$opt\([ ,]\|\$\)" "$tmp/help"'
done
for sub in $("$prog" --list subcommands); do
	"$prog" case "$sub" --help
done >"$tmp/help"
for opt in $("$prog" --list options case); do
	check "case $opt in a subcommand's --help" \
		'grep -q -- "$opt\([ ,]\|\$\)" "$tmp/help" || { [ "${opt%-file}" != "$opt" ] && grep -q -- "--NAME-file" "$tmp/help"; }'
done

"$prog" --help >"$tmp/out"
check "--help names --version and --list" \
	'grep -q "liuren --version" "$tmp/out" && grep -q "liuren --list WHAT" "$tmp/out"'
# a help text that says "liuren --list X" names an X that --list WHAT lists
for what in $(grep -o "liuren --list [a-z]*" "$tmp/out" | sed 's/.* //' | sort -u); do
	check "--help's --list WHAT names $what" \
		'sed -n "/liuren --list WHAT/,/^\$/p" "$tmp/out" | grep -qw "$what"'
done
# find takes names, not a date; show and find name every kind they take
"$prog" find --help >"$tmp/find"
check "find --help has no DATETIME words" '! grep -q DATETIME "$tmp/find"'
"$prog" show --help >"$tmp/show"
for kind in 課體 法 格 神煞; do
	check "find --help names $kind" 'grep -q "$kind" "$tmp/find"'
	check "show --help names $kind" 'grep -q "$kind" "$tmp/show"'
done
check "show --help names the generals and the 神" \
	'grep -q "general" "$tmp/show" && grep -q "twelve 神" "$tmp/show"'
check "--help gives table's --day and --general" \
	'grep -q "liuren table .*--day PILLAR.*--general BRANCH" "$tmp/out"'
check "--lang is described as the language, not as its error" \
	'grep -q -- "--lang LANG  *language: " "$tmp/out" && ! grep -q -- "--lang LANG  *--lang needs" "$tmp/out"'
# every setting's description in each language's words (terms aside)
for l in zh-Hant zh-Hans ko; do
	"$prog" --help --lang "$l" | awk '/^  [a-z][a-z-]* \(/{getline; print}' >"$tmp/out"
	check "--help --lang $l: every setting described in $l" \
		'[ "$(wc -l <"$tmp/out")" -gt 15 ] && ! sed "s/--lang//" "$tmp/out" | grep -qE "[a-z]{4,}"'
done
echo "command-help: $pass passed, $fail failed"
[ $fail = 0 ]
