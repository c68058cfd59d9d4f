#!/bin/sh
# liuren - tests/sh/zones.sh PROGRAM: offsets are unambiguous and a bad
# TZ in the environment is reported: +05:00 and -03:30 and IANA names are
# read as written; TZ that is neither a zone of the system's tzdata nor a
# POSIX rule stops the program with one line and status 2, instead of
# silently becoming UTC.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 XDG_CONFIG_HOME="$tmp/none"
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; head -c 300 "$tmp/err"; }

# the header line of a chart at 2026-11-29 17:05 in ZONE (TZ as given)
header() {
	"$prog" print --lang zh-Hant 2026-11-29 17:05 --tz "$1" >"$tmp/out" 2>"$tmp/err" &&
		sed -n 1p "$tmp/out"
}
h=$(TZ=Asia/Shanghai header +05:00)
[ "$h" = "時間  2026-11-29 17:05:00 +05:00 (UTC+05:00)" ] && ok || bad "+05:00: $h"
h=$(TZ=Asia/Shanghai header -03:30)
[ "$h" = "時間  2026-11-29 17:05:00 -03:30 (UTC-03:30)" ] && ok || bad "-03:30: $h"
h=$(TZ=Asia/Shanghai header America/New_York)
case $h in *"America/New_York (EST, UTC-05:00)") ok ;; *) bad "New York: $h" ;; esac

# TZ in the environment: good ones are used, bad ones reported
for tz in Asia/Tokyo :Asia/Tokyo JST-9 "<+09>-9" /usr/share/zoneinfo/Asia/Tokyo; do
	TZ=$tz "$prog" print 2026-11-29 17:05 >"$tmp/out" 2>"$tmp/err"
	if [ $? = 0 ] && sed -n 1p "$tmp/out" | grep -q "UTC+09:00"; then ok
	else bad "TZ=$tz"; fi
done
for tz in Mars/Base UTC+25 "x" "JST-9junk!" /nonexistent/zone; do
	TZ=$tz "$prog" print 2026-11-29 17:05 >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if [ $rc = 2 ] && [ "$(wc -l <"$tmp/err")" = 1 ] &&
	   grep -q "^liuren print: bad TZ '.*' in the environment" "$tmp/err"; then ok
	else bad "TZ=$tz: status $rc"; fi
done
# --tz makes the environment's TZ irrelevant
TZ=Mars/Base "$prog" print 2026-11-29 17:05 --tz +08:00 >"$tmp/out" 2>"$tmp/err" && ok ||
	bad "--tz with a bad TZ"
TZ=Mars/Base "$prog" calendar 2026 >"$tmp/out" 2>"$tmp/err"
[ $? = 2 ] && grep -q "bad TZ 'Mars/Base'" "$tmp/err" && ok || bad "calendar with a bad TZ"
echo "zones: $pass passed, $fail failed"
[ $fail = 0 ]
