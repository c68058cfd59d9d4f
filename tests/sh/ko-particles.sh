#!/bin/sh
# liuren - tests/sh/ko-particles.sh [PROGRAM]: no Korean message puts a
# particle whose form depends on the word before it (은/는, 이/가, 을/를,
# 와/과, (으)로) in one fixed form right after a value the program fills
# in ('%s' 는, %s를): it writes the joint form (%s을(를), %s이(가),
# %s(으)로), which the program resolves by the word it fills in
# (lr_ko_particles, tests/check_korean.c), or is phrased so the particle
# does not depend on the argument. Also shows one message so rephrased.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
cd "$(dirname "$0")/../.."
prog=${1:-build/liuren}
case $prog in /*) ;; *) prog=$PWD/$prog ;; esac
pass=0 fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 XDG_CONFIG_HOME="$tmp/none"
awk '/^msgstr/{s=1} /^msgid|^#|^$/{s=0} s' po/ko.po >"$tmp/msgstr"
grep -nE "%([0-9]+\\\$)?[sd]" "$tmp/msgstr" >/dev/null || fail=$((fail + 1))
# (제%d과 is the lesson's number: 과 is 課 there)
if grep -nP "(?<!제)%([0-9]+\\\$)?[sd]['\"」）)]? ?(은|는|이|가|을|를|와|과|으로|로)(?!\\p{Hangul}|\\()" "$tmp/msgstr"; then
	echo "ko-particles: a particle after a filled-in value (above)"
	fail=$((fail + 1))
else
	pass=$((pass + 1))
fi
# Korean spelling attaches a particle to its word, a Latin word, a number or
# a 漢字 term too ('--to는', 'print처럼', 'Markdown으로', '驗과'): no particle
# set apart by a space after such a word. (After : ; , ( — a 이 or 과 is
# the word 이 'this' or 과 '課', not a particle.)
spaced="[^[:space:]\\p{Hangul}:;,(—] (은|는|이|가|을|를|와|과|의|로|으로|처럼|보다)(?=[\\s,.:;)\"]|\\\\n|\$)"
if grep -nP "$spaced" "$tmp/msgstr"; then
	echo "ko-particles: a particle set apart from its word by a space (above)"
	fail=$((fail + 1))
else
	pass=$((pass + 1))
fi
# the check catches what it is for
printf '%s\n' '"--to 는 --from 보다 뒤여야"' '"驗 과 不驗 의 수"' '"Markdown 으로 씀"' >"$tmp/spaced"
if [ "$(grep -cP "$spaced" "$tmp/spaced")" = 3 ]; then pass=$((pass + 1)); else
	echo "ko-particles: the spaced-particle check misses a planted case"; fail=$((fail + 1)); fi
# one form for a lesson's number (제3과, not 3번째 과) and for 發用 (not 발용(發用))
if grep -nE '번째 과|발용\(發用\)' "$tmp/msgstr"; then
	echo "ko-particles: write 제N과 and 發用 (above)"; fail=$((fail + 1))
else
	pass=$((pass + 1))
fi
"$prog" print --lang ko --day 甲 --hour 寅 --general 未 >/dev/null 2>"$tmp/err"
if grep -q "'甲'" "$tmp/err" && ! grep -qE "'甲' ?(은|는)" "$tmp/err"; then
	pass=$((pass + 1))
else
	cat "$tmp/err"; fail=$((fail + 1))
fi
echo "ko-particles: $pass passed, $fail failed"
[ $fail = 0 ]
