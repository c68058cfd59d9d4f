#!/bin/sh
# liuren - tests/sh/ko-particles.sh [PROGRAM]: no Korean message puts a
# particle whose form depends on the word before it (은/는, 이/가, 을/를,
# 와/과, (으)로, or their joint forms 은(는) …) right after a value the
# program fills in ('%s' 는, 立秋 은(는)): the message is phrased so the
# particle does not depend on the argument. Also shows one message so
# rephrased.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
cd "$(dirname "$0")/../.."
prog=${1:-build/liuren}
case $prog in /*) ;; *) prog=$PWD/$prog ;; esac
pass=0 fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 XDG_CONFIG_HOME="$tmp/none"
awk '/^msgstr/{s=1} /^msgid|^#|^$/{s=0} s' po/ko.po >"$tmp/msgstr"
grep -nE "%([0-9]+\\\$)?[sd]" "$tmp/msgstr" >/dev/null || fail=$((fail + 1))
if grep -nP "%([0-9]+\\\$)?[sd]['\"」）)]? ?(은|는|이|가|을|를|와|과|으로|로)(?!\\p{Hangul})" "$tmp/msgstr"; then
	echo "ko-particles: a particle after a filled-in value (above)"
	fail=$((fail + 1))
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
