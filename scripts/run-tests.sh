#!/bin/sh
# liuren - scripts/run-tests.sh BUILDDIR: run every test of 'make check':
# each Check program in BUILDDIR/tests, the command-line cases in
# tests/cli, and the source-tree checks in scripts/lint.sh. With
# VALGRIND=1 each program runs under valgrind memcheck. Prints one line
# per program and a closing "check: N passed, N failed".
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
b=${1:-build}
pass=0 fail=0 failed_names=
# The cases expect English messages (LANGUAGE=en); the language tests
# (tests/sh/lang.sh, tests/cli/lang-*.t) choose theirs explicitly.
export CK_VERBOSITY=${CK_VERBOSITY:-normal} LC_ALL=C.UTF-8 LANGUAGE=en
if [ "${VALGRIND:-0}" = 1 ]; then
	command -v valgrind >/dev/null || { echo "valgrind not installed (apt-get install valgrind)"; exit 1; }
	# Check forks each test; memcheck follows the children.
	run="valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite --trace-children=yes"
	export CK_FORK=no LIUREN_RUNNER="$run"
else
	run=
fi

count() { # add the counts of a "N passed, N failed" or Check summary line
	line=$(grep -E '^[0-9]+%: Checks: [0-9]+' "$1" | tail -1)
	if [ -n "$line" ]; then
		n=$(echo "$line" | sed 's/.*Checks: \([0-9]*\).*/\1/')
		f=$(echo "$line" | sed 's/.*Failures: \([0-9]*\), Errors: \([0-9]*\).*/\1 \2/')
		bad=$(( ${f% *} + ${f#* } ))
		pass=$((pass + n - bad))
		fail=$((fail + bad))
		return
	fi
	line=$(grep -E '[0-9]+ passed, [0-9]+ failed' "$1" | tail -1)
	if [ -n "$line" ]; then
		# the numbers themselves, whole (a greedy .* would keep only
		# the last digit of "26 passed")
		p=$(echo "$line" | grep -oE '[0-9]+ passed' | tail -1 | cut -d' ' -f1)
		f=$(echo "$line" | grep -oE '[0-9]+ failed' | tail -1 | cut -d' ' -f1)
		pass=$((pass + p))
		fail=$((fail + f))
	fi
}

out=$(mktemp)
trap 'rm -f "$out"' EXIT INT TERM
for t in "$b"/tests/check_*; do
	[ -x "$t" ] || continue
	name=$(basename "$t")
	$run "$t" >"$out" 2>&1
	rc=$?
	before=$fail
	count "$out"
	if [ $rc -ne 0 ] && [ $fail = "$before" ]; then
		fail=$((fail + 1))	# crashed or valgrind errors without a failure count
	fi
	if [ $rc -ne 0 ]; then
		cat "$out"
		failed_names="$failed_names $name"
	fi
	printf '%-24s %s\n' "$name" "$(grep -E 'Checks:' "$out" | tail -1)"
done

sh tests/cli/run.sh "$b/liuren" >"$out" 2>&1 || { cat "$out"; failed_names="$failed_names cli"; }
count "$out"
printf '%-24s %s\n' "cli" "$(tail -1 "$out")"

for t in tests/sh/*.sh; do
	[ -f "$t" ] || continue
	name=$(basename "$t" .sh)
	sh "$t" "$b/liuren" >"$out" 2>&1 || { cat "$out"; failed_names="$failed_names $name"; }
	count "$out"
	printf '%-24s %s\n' "$name" "$(tail -1 "$out")"
done

sh scripts/lint.sh >"$out" 2>&1 || { cat "$out"; failed_names="$failed_names lint"; }
count "$out"
printf '%-24s %s\n' "lint" "$(tail -1 "$out")"

[ -z "$failed_names" ] || echo "failed:$failed_names"
echo "check: $pass passed, $fail failed"
[ $fail = 0 ] && [ -z "$failed_names" ]
