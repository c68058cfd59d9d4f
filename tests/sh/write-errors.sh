#!/bin/sh
# liuren - tests/sh/write-errors.sh PROGRAM: output that cannot be written
# (standard output on /dev/full) is never lost in silence: every command
# says so in one line on standard error and exits 1.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 XDG_CONFIG_HOME="$tmp/none" TZ=Asia/Shanghai
pass=0 fail=0
if ! [ -w /dev/full ]; then
	echo "write-errors: skipped (no /dev/full)"
	exit 0
fi
chart="--day 丙辰 --hour 寅 --general 未"
while IFS= read -r args; do
	[ -n "$args" ] || continue
	# shellcheck disable=SC2086
	eval "set -- $args"
	"$prog" "$@" >/dev/full 2>"$tmp/err" </dev/null
	rc=$?
	if [ $rc = 1 ] && [ "$(wc -l <"$tmp/err")" = 1 ] &&
	   grep -q "^liuren.*: error writing output: No space left on device$" "$tmp/err"; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL liuren $args >/dev/full: status $rc, stderr:"
		head -c 300 "$tmp/err"
	fi
done <<EOF2
calendar 2027
calendar 2027 --json --lang en
calendar --help
--help
-h
help
--version
--man-keys
show 六儀
show 驛馬
print $chart
print $chart --json --lang en
explain $chart
print --help
find 六儀 --from 2027-01-01 --to 2027-01-10
EOF2
echo "write-errors: $pass passed, $fail failed"
[ $fail = 0 ]
