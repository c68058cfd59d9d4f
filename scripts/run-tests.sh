#!/bin/sh
# liuren - scripts/run-tests.sh BUILDDIR: run every test of 'make check':
# each Check program in BUILDDIR/tests, the command-line cases in
# tests/cli, the shell tests in tests/sh and the source-tree checks in
# scripts/lint.sh. They are independent, so they run JOBS at a time
# (default: two per processor, one under check-all; JOBS=1 runs them one
# by one), each
# into its own output file; the report is then printed in a fixed order,
# one line per program, with the whole output of any that failed, and a
# closing "check: N passed, N failed", after the ten slowest programs
# with their wall and CPU time and the CPU time of all the tests. With VALGRIND=1 each Check program
# runs under valgrind memcheck (one at a time).
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u

# ---- one test: run-tests.sh --one BUILDDIR OUTDIR KIND NAME ----
if [ "${1:-}" = --one ]; then
	b=$2 outdir=$3 kind=$4 name=$5
	out="$outdir/$name.out"
	start=$(date +%s%N)
	case $kind in
	check) ${LIUREN_VALGRIND_CMD:-} "$b/tests/$name" >"$out" 2>&1 ;;
	cli) sh tests/cli/run.sh "$b/liuren" >"$out" 2>&1 ;;
	sh) sh "tests/sh/$name.sh" "$b/liuren" >"$out" 2>&1 ;;
	lint) sh scripts/lint.sh "$b" >"$out" 2>&1 ;;
	esac
	echo $? >"$outdir/$name.rc"
	wall=$(( ($(date +%s%N) - start) / 1000000 ))
	# the CPU time (user + system) of the test and all it waited for:
	# the second line of `times` ("0m1.230000s 0m0.040000s")
	# (a builtin's output into a file: in a pipe it would run in a
	# subshell, which has waited for nothing)
	times >"$outdir/$name.times"
	cpu=$(sed -n 2p "$outdir/$name.times" | awk '{
		ms = 0
		for (i = 1; i <= 2; i++) {
			split($i, p, "m"); sub("s", "", p[2])
			ms += (p[1] * 60 + p[2]) * 1000
		}
		printf "%d", ms }')
	echo "$wall ${cpu:-0} $name" >"$outdir/$name.ms"
	exit 0
fi

b=${1:-build}
pass=0 fail=0 failed_names=
# The cases expect English messages (LANGUAGE=en); the language tests
# (tests/sh/lang.sh, tests/cli/lang-*.t) choose theirs explicitly.
export CK_VERBOSITY=${CK_VERBOSITY:-normal} LC_ALL=C.UTF-8 LANGUAGE=en
# two per processor under make check: many tests wait on a terminal or
# on the processes they start more than they compute (check_tui_term:
# 16 s of wall time for 1 s of CPU); one per processor under check-all,
# whose walks compute all the time (under the sanitizers in CI)
cpus=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
[ "${LIUREN_CHECK_ALL:-0}" = 1 ] || cpus=$((cpus * 2))
jobs=${JOBS:-$cpus}
if [ "${VALGRIND:-0}" = 1 ]; then
	command -v valgrind >/dev/null || { echo "valgrind not installed (apt-get install valgrind)"; exit 1; }
	# Check forks each test; memcheck follows the children.
	LIUREN_VALGRIND_CMD="valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite --trace-children=yes"
	export CK_FORK=no LIUREN_RUNNER="$LIUREN_VALGRIND_CMD" LIUREN_VALGRIND_CMD
	jobs=1
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

outdir=$(mktemp -d)
trap 'rm -rf "$outdir"' EXIT INT TERM
# the list, slowest kinds first so that the long ones start early:
# KIND NAME per line
{
	for t in tests/sh/*.sh; do
		[ -f "$t" ] && echo "sh $(basename "$t" .sh)"
	done
	for t in "$b"/tests/check_*; do
		[ -x "$t" ] && echo "check $(basename "$t")"
	done
	echo "cli cli"
	echo "lint lint"
} >"$outdir/list"
# slowest first (as the report's "slowest:" list finds them): the
# picture, installation, header, completion, casebook, man page, 畢法 and
# language tests
sort -t' ' -k2 "$outdir/list" | awk '
	/sh picture$|sh decimal-comma$|sh install-lib$|sh headers$|sh completion$|sh casebook-hostile$|sh man-lang$|sh find-long$|check_casebook_keep$|check_tui_term$|check_bifa$|check_cli_dates|sh lang$|sh casebook$/ { print; next }
	{ rest[n++] = $0 }
	END { for (i = 0; i < n; i++) print rest[i] }' >"$outdir/order"
self=$0
while read -r kind name; do
	printf '%s\0%s\0' "$kind" "$name"
done <"$outdir/order" |
	xargs -0 -n 2 -P "$jobs" sh "$self" --one "$b" "$outdir"

# the report, in the order of the list: Check programs, cli, shell, lint
report() { # KIND NAME
	kind=$1 name=$2
	out="$outdir/$name.out"
	rc=$(cat "$outdir/$name.rc" 2>/dev/null || echo 127)
	[ -f "$out" ] || : >"$out"
	before=$fail
	count "$out"
	if [ "$rc" -ne 0 ] && [ $fail = "$before" ]; then
		fail=$((fail + 1))	# crashed or valgrind errors without a failure count
	fi
	if [ "$rc" -ne 0 ]; then
		cat "$out"
		failed_names="$failed_names $name"
	fi
	if [ "$kind" = check ]; then
		printf '%-24s %s\n' "$name" "$(grep -E 'Checks:' "$out" | tail -1)"
	else
		printf '%-24s %s\n' "$name" "$(tail -1 "$out")"
	fi
}
for kind in check cli sh lint; do
	grep "^$kind " "$outdir/list" | while read -r k n; do echo "$k $n"; done >"$outdir/$kind.list"
	while read -r k n; do
		report "$k" "$n"
	done <"$outdir/$kind.list"
done

# the slowest ten, wall time in seconds (with JOBS at a time) and the
# CPU time each took, then the CPU time of all the tests: on a busy
# machine the wall time grows, the CPU time hardly
echo "slowest (wall, CPU):"
cat "$outdir"/*.ms 2>/dev/null | sort -rn | head -10 |
	awk '{ printf "  %6.2f s  %6.2f s  %s\n", $1 / 1000, $2 / 1000, $3 }'
cat "$outdir"/*.ms 2>/dev/null | awk '{ wall += $1; cpu += $2 }
	END { printf "tests: %.1f s of CPU in all (%.1f s of wall time one after the other)\n", cpu / 1000, wall / 1000 }'
[ -z "$failed_names" ] || echo "failed:$failed_names"
echo "check: $pass passed, $fail failed"
[ $fail = 0 ] && [ -z "$failed_names" ]
