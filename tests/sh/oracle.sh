#!/bin/sh
# liuren - tests/sh/oracle.sh PROGRAM: the second readings of the book
# (tests/oracle: the 《畢法賦》 in bifa*.py, and any other reading there).
# First the 畢法 reading fires on the worked charts its text gives
# (tests/oracle/check_examples.py); then the readings are compared with the
# program over a fixed sample of 500 inputs read bare and with a context
# (seed 1), or over all 8,640 with LIUREN_ORACLE_ALL=1 or LIUREN_CHECK_ALL=1
# (make check-all): any difference the
# decisions files (tests/oracle/decisions*.md) do not list as open
# (detector-to-fix or doubtful) fails, as does a decision whose status is
# not one of the four.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$1
case $prog in /*) ;; *) prog=$PWD/$prog ;; esac
here=$(cd "$(dirname "$0")/../oracle" && pwd)
if ! command -v python3 >/dev/null; then
	echo "python3 not installed (apt-get install python3)"
	echo "0 passed, 1 failed"
	exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0 fail=0

python3 "$here/check_examples.py" "$prog" >"$tmp/examples" 2>&1
rc=$?
cat "$tmp/examples"
line=$(tail -1 "$tmp/examples")
case $line in
*" passed, "*" failed")
	pass=$((pass + ${line%% passed*}))
	f=${line#*passed, }
	fail=$((fail + ${f%% failed*})) ;;
*) fail=$((fail + 1)) ;;
esac
[ $rc = 0 ] || [ $fail -gt 0 ] || fail=1

sample=500
[ "${LIUREN_ORACLE_ALL:-0}" = 1 ] && sample=0
[ "${LIUREN_CHECK_ALL:-0}" = 1 ] && sample=0
set --
for d in "$here"/decisions*.md; do
	[ -f "$d" ] && set -- "$@" --decisions "$d"
done
if python3 "$here/run.py" "$prog" --sample $sample --seed 1 "$@"; then
	pass=$((pass + 1))
else
	fail=$((fail + 1))
fi
echo "$pass passed, $fail failed"
[ $fail = 0 ]
