#!/bin/sh
# liuren - scripts/fuzz.sh SECONDS: build the libFuzzer harnesses ('make
# fuzz') and run each for SECONDS seconds on a copy of its seed corpus
# (tests/fuzz/corpus/NAME). Prints executions and crashes per harness;
# crash inputs are kept in build/fuzz/crashes/NAME/. Exits 1 if any
# harness crashed.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
secs=${1:-30}
case $secs in ''|*[!0-9]*) echo "usage: scripts/fuzz.sh SECONDS" >&2; exit 2 ;; esac
cd "$(dirname "$0")/.."
make --no-print-directory fuzz >/dev/null || { echo "fuzz: build failed" >&2; exit 1; }
# the harnesses run uninstalled: the source tree's tables, by name
export LIUREN_DATADIR="$PWD/res"
total_crashes=0
for f in build/fuzz/fuzzers/fuzz_*; do
	name=$(basename "$f")
	work=build/fuzz/corpus/$name
	crashes=build/fuzz/crashes/$name
	mkdir -p "$work" "$crashes"
	[ -d "tests/fuzz/corpus/$name" ] && cp -n tests/fuzz/corpus/"$name"/* "$work"/ 2>/dev/null
	log=build/fuzz/$name.log
	"$f" -max_total_time="$secs" -print_final_stats=1 -timeout=10 \
		-rss_limit_mb=1024 -close_fd_mask=3 -artifact_prefix="$crashes/" "$work" >"$log" 2>&1
	execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
	n=$(find "$crashes" -type f | wc -l)
	total_crashes=$((total_crashes + n))
	printf '%-16s %12s executions  %d crashes\n' "$name" "${execs:-?}" "$n"
	[ "$n" = 0 ] || grep -E 'ERROR|SUMMARY' "$log" | head -3
done
echo "fuzz: $total_crashes crashes"
[ $total_crashes = 0 ]
