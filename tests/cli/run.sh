#!/bin/sh
# liuren - tests/cli/run.sh: run the program against expected text.
# Each tests/cli/*.t file holds one case:
#   args: the words after 'liuren' (shell quoting)
#   status: the expected exit status
#   config: (optional) text written to the config file first
#   --- stdout     then the exact expected standard output
#   --- stderr     then the exact expected standard error
# Usage: tests/cli/run.sh PROGRAM [CASE…]; prints "cli: N passed, N failed".
# LIUREN_RUNNER, if set, is put before the program (e.g. valgrind).
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
prog=$1
shift
case $prog in /*) ;; *) prog=$PWD/$prog ;; esac
dir=$(dirname "$0")
[ $# -gt 0 ] || set -- "$dir"/*.t
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
# English messages unless a case says --lang (see tests/sh/lang.sh)
export LANGUAGE=en LC_ALL=C.UTF-8 XDG_CONFIG_HOME=config HOME="$tmp/home" TZ=Asia/Shanghai
unset NO_COLOR
# the uninstalled program reads the source tree's res/ and the build's
# catalogs only when told (it reads its installed paths otherwise)
LIUREN_DATADIR=$(cd "$dir/../.." && pwd)/res
LIUREN_LOCALEDIR=$(cd "$(dirname "$prog")" && pwd)/locale
export LIUREN_DATADIR LIUREN_LOCALEDIR
pass=0 fail=0
for case in "$@"; do
	name=$(basename "$case" .t)
	args=$(sed -n 's/^args: //p' "$case")
	want_status=$(sed -n 's/^status: //p' "$case")
	awk '/^--- stdout$/{f=1;next} /^--- stderr$/{f=0} f' "$case" >"$tmp/want.out"
	awk '/^--- stderr$/{f=1;next} f' "$case" >"$tmp/want.err"
	rm -rf "$tmp/config"
	mkdir -p "$tmp/config/liuren" "$tmp/home"
	if grep -q '^config: ' "$case"; then
		sed -n 's/^config: //p' "$case" >"$tmp/config/liuren/config"
	fi
	(cd "$tmp" && eval "exec \${LIUREN_RUNNER:-} \"\$prog\" $args") >"$tmp/got.out" 2>"$tmp/got.err" </dev/null
	status=$?
	ok=1
	[ "$status" = "$want_status" ] || { echo "FAIL $name: status $status, want $want_status"; ok=0; }
	cmp -s "$tmp/want.out" "$tmp/got.out" || { echo "FAIL $name: stdout differs"; diff "$tmp/want.out" "$tmp/got.out" | head -20; ok=0; }
	cmp -s "$tmp/want.err" "$tmp/got.err" || { echo "FAIL $name: stderr differs"; diff "$tmp/want.err" "$tmp/got.err" | head -20; ok=0; }
	if [ $ok = 1 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
done
echo "cli: $pass passed, $fail failed"
[ $fail = 0 ]
