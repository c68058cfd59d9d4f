#!/bin/sh
# liuren - tests/sh/oracle.sh PROGRAM: the second readings of the book
# (tests/oracle: the 《畢法賦》 in bifa*.py, and any other reading there)
# against the program, over a fixed sample of 500 inputs read bare and with
# a context (seed 1); with LIUREN_ORACLE_ALL=1, over all 8,640. Fails on
# any difference the decisions files (tests/oracle/decisions*.md) do not
# list as open (detector-to-fix or doubtful), and on a decision whose
# status is not one of the four.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
prog=$1
case $prog in /*) ;; *) prog=$PWD/$prog ;; esac
here=$(cd "$(dirname "$0")/../oracle" && pwd)
command -v python3 >/dev/null || { echo "python3 not installed (apt-get install python3)"; echo "0 passed, 1 failed"; exit 1; }
sample=500
[ "${LIUREN_ORACLE_ALL:-0}" = 1 ] && sample=0
set --
for d in "$here"/decisions*.md; do
	[ -f "$d" ] && set -- "$@" --decisions "$d"
done
python3 "$here/run.py" "$prog" --sample $sample --seed 1 "$@"
rc=$?
if [ $rc = 0 ]; then
	echo "1 passed, 0 failed"
else
	echo "0 passed, 1 failed"
fi
exit $rc
