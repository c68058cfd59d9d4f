#!/bin/sh
# liuren - tests/sh/small-cli.sh PROGRAM: small command-line behaviours:
# -h wherever --help works (status 0, the usage on stdout), abbreviations
# in every command and an ambiguous one named as such, a huge year shown as typed, SIGTERM to find
# giving status 143 (128 + 15) after a one-line note.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 XDG_CONFIG_HOME="$tmp/none" TZ=Asia/Shanghai
pass=0 fail=0
check() { if eval "$2"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $1"; head -c 300 "$tmp/err"; fi; }

for cmd in "" print explain find show calendar; do
	for h in --help -h; do
		# shellcheck disable=SC2086
		"$prog" $cmd $h >"$tmp/out" 2>"$tmp/err" </dev/null
		rc=$?
		check "liuren $cmd $h: status $rc" \
			'[ $rc = 0 ] && [ ! -s "$tmp/err" ] && grep -q "^usage: liuren" "$tmp/out"'
	done
done

"$prog" print --s x >"$tmp/out" 2>"$tmp/err"
rc=$?
check "--s is ambiguous (status $rc)" \
	'[ $rc = 2 ] && [ "$(cat "$tmp/err")" = "liuren print: option '"'"'--s'"'"' is ambiguous: --sex, --set, --shehai, --scale" ]'
"$prog" print --sh=depth --day 丙辰 --hour 寅 --general 未 >"$tmp/out" 2>"$tmp/err"
check "--sh is --shehai" '[ $? = 0 ]'
# the browser reads its options as print does, with print's messages
"$prog" --s x >"$tmp/out" 2>"$tmp/err" </dev/null
rc=$?
check "browser: --s is ambiguous (status $rc)" \
	'[ $rc = 2 ] && [ "$(cat "$tmp/err")" = "liuren: option '"'"'--s'"'"' is ambiguous: --student, --sex, --set, --shehai" ]'
"$prog" --she=nonsense >"$tmp/out" 2>"$tmp/err" </dev/null
check "browser: --she is --shehai" \
	'grep -q "^liuren: bad value '"'"'nonsense'"'"' for shehai" "$tmp/err"'
"$prog" --sha=x >"$tmp/out" 2>"$tmp/err" </dev/null
check "browser: an unknown option with a value is unknown" \
	'grep -q "^liuren: unknown option '"'"'--sha=x'"'"' (see '"'"'liuren --help'"'"')" "$tmp/err"'
# every command abbreviates, by the one parser: calendar, show and case
# as print, find, table and the browser
"$prog" calendar 2026 --j >"$tmp/out" 2>"$tmp/err"
check "calendar --j is --json" '[ $? = 0 ] && head -c 30 "$tmp/out" | grep -q "^{\"schema\":\"liuren/1\",\"year\""'
"$prog" show 伏吟 --he >"$tmp/out" 2>"$tmp/err"
check "show --he is --help" '[ $? = 0 ] && grep -q "^usage: liuren show" "$tmp/out"'
"$prog" case list --js --casebook "$tmp/none.sqlite" >"$tmp/out" 2>"$tmp/err"
check "case list --js is --json" '[ $? = 0 ] && [ "$(cat "$tmp/out")" = "[]" ]'
"$prog" calendar 2026 --no >"$tmp/out" 2>"$tmp/err"
check "calendar --no is --no-config" '[ $? = 0 ]'
"$prog" case list --c x >"$tmp/out" 2>"$tmp/err"
check "case list --c is ambiguous" \
	'[ $? = 2 ] && grep -q "^liuren case list: option '"'"'--c'"'"' is ambiguous: --casebook, --config" "$tmp/err"'
"$prog" find 六儀 --no-such >"$tmp/out" 2>"$tmp/err"
check "an unknown option is unknown" \
	'grep -q "^liuren find: unknown option '"'"'--no-such'"'"'" "$tmp/err"'

"$prog" calendar 99999999999999999999 >"$tmp/out" 2>"$tmp/err"
rc=$?
check "huge year (status $rc)" \
	'[ $rc = 2 ] && grep -q "^liuren calendar: year 99999999999999999999 is outside 1900-2100" "$tmp/err"'
"$prog" calendar -- -99999999999999999999 >"$tmp/out" 2>"$tmp/err"
check "huge negative year" \
	'grep -q "year -99999999999999999999 is outside" "$tmp/err"'

# SIGTERM stops find as Ctrl-C does, with the status of the signal
"$prog" find 二煩 --from 1900-01-01 --to 2100-12-31 >"$tmp/out" 2>"$tmp/err" &
pid=$!
# once its first matches are out (its handlers are set by then), well
# before the two centuries are done (over a second even unloaded)
n=0
until [ -s "$tmp/out" ] || [ $n -ge 200 ]; do sleep 0.02; n=$((n + 1)); done
kill -TERM $pid
wait $pid
rc=$?
check "find after SIGTERM exits 143 (got $rc)" \
	'[ $rc = 143 ] && [ "$(wc -l <"$tmp/err")" = 1 ] && grep -q "terminated" "$tmp/err"'
# typed pillars over a moment: the header's Pillars line is the
# calendar's, and the Manual line says which the chart was cast for
for cmd in print explain; do
	LANGUAGE=en "$prog" $cmd 2027-03-05T10:00 --day 丙辰 --hour 寅 >"$tmp/out" 2>"$tmp/err"
	cal_day=$(sed -n 's/^Pillars  [^ ]* [^ ]* \([^ ]*\)日 .*/\1/p' "$tmp/out")
	check "$cmd: the Manual line names the typed 丙辰日 寅時 and the calendar's day" \
		'[ -n "$cal_day" ] && [ "$cal_day" != 丙辰 ] && grep -q "^Manual   日時 .*丙辰日 寅時.* $cal_day日 巳時" "$tmp/out"'
done
# 三奇 of the 神煞 is read from the 課, on the 三傳's 遁干 (第四十二法:
# 「己卯日干上午，第四課發用，初傳丁丑加寅，中傳丙子，末傳乙亥」)
LANGUAGE=en "$prog" print --day 己卯 --hour 丑 --general 子 >"$tmp/out" 2>"$tmp/err"
check "三奇 read by the 課 on 己卯日 丑時 子將" \
	'grep -q "^  by the 課 (遁奇): 三奇: the 遁干 of the 三傳, 丁, 丙 and 乙," "$tmp/out" &&
	 ! grep -q "not evaluated.*三奇" "$tmp/out"'
LANGUAGE=en "$prog" print 2027-03-05T10:00+08:00 >"$tmp/out" 2>"$tmp/err"
check "no 三奇 by the 課 on 2027-03-05 10:00, not 'not evaluated'" \
	'grep -q "^  by the 課 (遁奇): no 三奇: " "$tmp/out" && ! grep -q "not evaluated.*三奇" "$tmp/out"'
"$prog" print --day 己卯 --hour 丑 --general 子 --json >"$tmp/out" 2>"$tmp/err"
check "--json: shensha_by_ke" \
	'grep -q "\"shensha_by_ke\":\[{\"name\":\"三奇\",\"holds\":true,\"stems\":\[\"丁\",\"丙\",\"乙\"\]}\]" "$tmp/out"'
echo "small-cli: $pass passed, $fail failed"
[ $fail = 0 ]
