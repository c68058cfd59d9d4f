#!/bin/sh
# liuren - tests/sh/find-long.sh PROGRAM: find over two centuries keeps a
# flat memory (its peak within 8 MB of forty years') and Ctrl-C (SIGINT)
# stops it cleanly with the matches so far printed, a one-line note and exit status 130.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 XDG_CONFIG_HOME="$tmp/none"
pass=0 fail=0
check() { if eval "$2"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $1"; fi; }

# Interrupt a slow search (二煩 reads the moon for every chart) after a
# moment: everything printed before the stop is whole lines.
"$prog" find 二煩 --from 1900-01-01 --to 2100-12-31 --tz Asia/Shanghai \
	>"$tmp/out" 2>"$tmp/err" &
pid=$!
# once its first matches are out (its handlers are set by then), well
# before the two centuries are done (over a second even unloaded)
n=0
until [ -s "$tmp/out" ] || [ $n -ge 200 ]; do sleep 0.02; n=$((n + 1)); done
kill -INT $pid
wait $pid
rc=$?
check "interrupted find exits 130 (got $rc)" '[ $rc = 130 ]'
check "interrupted find printed matches" '[ -s "$tmp/out" ]'
check "every printed match is a whole line" '[ "$(tail -c 1 "$tmp/out" | od -An -c | tr -d " ")" = "\n" ]'
check "one line on stderr says it was interrupted" \
	'[ "$(wc -l <"$tmp/err")" = 1 ] && grep -q "interrupted" "$tmp/err"'

# Two centuries, every chart: peak RSS from the kernel's own count. The
# memory must stay flat: two centuries may not take much more than one
# year does (the absolute figure depends on the build: ASan's shadow
# memory alone adds several MB).
peak_of() { # FROM TO: run find over the span, set $peak (kB) and $rc
	# (under ASan, freed memory waits in a quarantine that grows with
	# the run: none here, so the figure is the program's own)
	ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}quarantine_size_mb=0" \
	"$prog" find 軒蓋 六儀 --from "$1" --to "$2" --tz Asia/Shanghai \
		>"$tmp/out" 2>"$tmp/err" &
	pid=$!
	peak=0
	while kill -0 $pid 2>/dev/null; do
		kb=$(sed -n 's/^VmHWM:[[:space:]]*\([0-9]*\) kB/\1/p' /proc/$pid/status 2>/dev/null)
		[ -n "$kb" ] && peak=$kb
		sleep 0.05
	done
	wait $pid
	rc=$?
}
if [ -r /proc/self/status ]; then
	peak_of 2000-01-01 2039-12-31
	year=$peak
	peak_of 1900-01-01 2100-12-31
	check "two-century find succeeds (got $rc)" '[ $rc = 0 ]'
	check "two-century find peak RSS ${peak} kB, forty years ${year} kB: flat (< 8 MB more; a leak of 8 bytes a chart would be 14 MB) and < 64 MB" \
		'[ "$year" -gt 4096 ] && [ "$peak" -lt $((year + 8192)) ] && [ "$peak" -lt 65536 ]'
	check "two-century find found matches in both centuries" \
		'grep -q "^19" "$tmp/out" && grep -q "^20" "$tmp/out"'
fi

# Output to a pipe is plain text: no escape sequences.
"$prog" print 2026-11-29 17:05 --tz Asia/Shanghai | cat >"$tmp/pipe"
check "print to a pipe writes no escape sequences" '! grep -q "$(printf "\033")" "$tmp/pipe"'
echo "find-long: $pass passed, $fail failed"
[ $fail = 0 ]
