#!/bin/sh
# liuren - tests/sh/colour.sh PROGRAM: print and explain mark the void
# branches, the 發用 and the 吉/凶 神煞 in colour with --color=always,
# exactly the chart's as its --json gives them (colour_check.py), for
# charts of several days; never in JSON; --color=never, NO_COLOR and
# piped output under auto write the same bytes as with no colour option
# at all, and the coloured text with its marks taken out is that text;
# --color=always wins over NO_COLOR (no-color.org); a bad --color value
# is a usage error.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$1
here=$(dirname "$0")
command -v python3 >/dev/null || { echo "colour: no python3: skipped"; exit 0; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 LANGUAGE=en TZ=Asia/Shanghai HOME="$tmp" \
	XDG_CONFIG_HOME="$tmp/config"
unset NO_COLOR
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
esc=$(printf '\033')

k=0
for chart in "--day 丙辰 --hour 寅 --general 未" "--day 乙卯 --hour 巳 --general 寅" \
	"--day 甲子 --hour 子 --general 亥" "--day 癸酉 --hour 酉 --general 巳" \
	"2026-12-07 10:00" "2027-06-21 23:30 --birth 1983 --sex f"; do
	k=$((k + 1))
	for cmd in print explain; do
		# shellcheck disable=SC2086
		"$prog" $cmd $chart --lang en --no-config >"$tmp/plain" 2>/dev/null
		# shellcheck disable=SC2086
		"$prog" $cmd $chart --lang en --no-config --color=always >"$tmp/always"
		# shellcheck disable=SC2086
		"$prog" $cmd $chart --no-config --json >"$tmp/$k.json"
		python3 "$here/colour_check.py" $cmd "$tmp/always" "$tmp/plain" \
			"$tmp/$k.json" && ok || bad "$cmd $chart: the marks"
		# shellcheck disable=SC2086
		"$prog" $cmd $chart --no-config --json --color=always >"$tmp/json2"
		! grep -q "$esc" "$tmp/json2" && cmp -s "$tmp/$k.json" "$tmp/json2" && ok ||
			bad "$cmd $chart: colours in JSON"
		for how in "--color=never" "--color=auto" "--color=never --color=auto"; do
			# shellcheck disable=SC2086
			"$prog" $cmd $chart --lang en --no-config $how >"$tmp/other"
			cmp -s "$tmp/plain" "$tmp/other" && ok || bad "$cmd $chart $how: not the plain text"
		done
		# shellcheck disable=SC2086
		NO_COLOR=1 "$prog" $cmd $chart --lang en --no-config >"$tmp/other"
		cmp -s "$tmp/plain" "$tmp/other" && ok || bad "$cmd $chart NO_COLOR: not the plain text"
		# shellcheck disable=SC2086
		NO_COLOR=1 "$prog" $cmd $chart --lang en --no-config --color=always >"$tmp/other"
		cmp -s "$tmp/always" "$tmp/other" && ok || bad "$cmd $chart: NO_COLOR won over --color=always"
	done
done
# the marks in the other languages leave the particles and the text as
# they are without them
for lang in zh-Hant zh-Hans ko; do
	"$prog" print --day 丙辰 --hour 寅 --general 未 --lang $lang --no-config >"$tmp/plain"
	"$prog" print --day 丙辰 --hour 寅 --general 未 --lang $lang --no-config \
		--color=always | sed "s/$esc\\[[0-9;]*m//g" >"$tmp/other"
	cmp -s "$tmp/plain" "$tmp/other" && ok || bad "$lang: the coloured text differs: $(diff "$tmp/plain" "$tmp/other" | head -5)"
	"$prog" explain 2026-12-07 10:00 --lang $lang --no-config >"$tmp/plain"
	"$prog" explain 2026-12-07 10:00 --lang $lang --no-config \
		--color=always | sed "s/$esc\\[[0-9;]*m//g" >"$tmp/other"
	cmp -s "$tmp/plain" "$tmp/other" && ok || bad "$lang explain: the coloured text differs: $(diff "$tmp/plain" "$tmp/other" | head -5)"
done
"$prog" print --color=sometimes --no-config >/dev/null 2>"$tmp/err"
[ $? = 2 ] && grep -q "unknown value 'sometimes'" "$tmp/err" && ok ||
	bad "a bad --color: $(cat "$tmp/err")"
echo "colour: $pass passed, $fail failed"
[ "$fail" = 0 ]
