#!/bin/sh
# liuren - tests/sh/find-bare-dates.sh PROGRAM: find's --to given a bare
# date in any accepted form means the whole of that day, as 2027-01-01
# does: --from and --to on the same date search that day; a date with a
# time of day (even 00:00, 子時) is that moment.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 LANGUAGE=en XDG_CONFIG_HOME="$tmp/none" TZ=Asia/Shanghai
pass=0 fail=0
check() { if eval "$2"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $1"; head -c 300 "$tmp/err"; fi; }

"$prog" find 六儀 --from 2027-01-01 --to 2027-01-01 >"$tmp/iso" 2>"$tmp/err"
check "ISO dates: the day's charts" \
	'[ $? = 0 ] && [ -s "$tmp/iso" ] && ! grep -v "^2027-01-01 " "$tmp/iso" | grep -q "^20"'
for d in 2027/1/1 2027年1月1日 2027年01月01日 '农历2026年十一月廿四'; do
	"$prog" find 六儀 --from "$d" --to "$d" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	check "--from $d --to $d (status $rc)" \
		'[ $rc = 0 ] && cmp -s "$tmp/iso" "$tmp/out"'
done
# a time of day is a moment, not a day
for d in '2027/1/1 0:00' 2027年1月1日子時 2027-01-01T00:00; do
	"$prog" find 六儀 --from 2027-01-01 --to "$d" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	check "--to $d is midnight (status $rc)" \
		'[ $rc = 2 ] && grep -q "must come after" "$tmp/err"'
done
echo "find-bare-dates: $pass passed, $fail failed"
[ $fail = 0 ]
