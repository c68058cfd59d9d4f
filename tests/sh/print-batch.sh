#!/bin/sh
# liuren - tests/sh/print-batch.sh PROGRAM: 'liuren print --batch FILE'
# prints, for each line, exactly what 'liuren print' prints for that
# line's words with the command line's options (text, and JSON with the
# line's number as "line"); skips blank and # lines; reads quotes as a
# shell does; reports a bad line as FILE:LINE, goes on and exits 1; reads
# standard input for -; refuses --batch twice (2) and --help in a line.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$1
case $prog in /*) ;; *) prog=$PWD/$prog ;; esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 LANGUAGE=en XDG_CONFIG_HOME="$tmp/none" TZ=Asia/Shanghai
pass=0 fail=0
check() { if eval "$2"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $1"; return 1; fi; }

cat >"$tmp/charts" <<'EOF'
# a comment, then a blank line

--day 甲子 --hour 午 --general 午
九月初三丙午日午時卯將 寅命 行年午
	'--day'  "乙丑" --hour 子 --general 亥 --ask 婚
2027-01-18 07:30 --birth 1983-01-20 --sex f
EOF

# text: the charts one after another, as four runs of print
"$prog" print --batch "$tmp/charts" --lang en >"$tmp/batch.txt" 2>"$tmp/batch.err"
check "text batch exits 0" '[ $? = 0 ]'
check "text batch writes nothing on stderr" '[ ! -s "$tmp/batch.err" ]'
{
	"$prog" print --lang en --day 甲子 --hour 午 --general 午
	"$prog" print --lang en 九月初三丙午日午時卯將 寅命 行年午
	"$prog" print --lang en --day 乙丑 --hour 子 --general 亥 --ask 婚
	"$prog" print --lang en 2027-01-18 07:30 --birth 1983-01-20 --sex f
} >"$tmp/each.txt"
check "text batch = print of each line" 'cmp -s "$tmp/batch.txt" "$tmp/each.txt"'

# JSON: one object per line, "line" first after the contract's
# "schema", the rest print's object
"$prog" print --json --batch - <"$tmp/charts" >"$tmp/batch.json"
check "json batch from stdin exits 0" '[ $? = 0 ]'
check "json batch: one line per chart" '[ "$(wc -l <"$tmp/batch.json")" = 4 ]'
check "json batch: the source lines" \
	'[ "$(sed -n "s/^{\"schema\":\"liuren\/1\",\"line\":\([0-9]*\),.*/\1/p" "$tmp/batch.json" | tr "\n" " ")" = "3 4 5 6 " ]'
sed 's/^{"schema":"liuren\/1","line":[0-9]*,/{"schema":"liuren\/1",/' "$tmp/batch.json" >"$tmp/batch.nolines"
{
	"$prog" print --json --day 甲子 --hour 午 --general 午
	"$prog" print --json 九月初三丙午日午時卯將 寅命 行年午
	"$prog" print --json --day 乙丑 --hour 子 --general 亥 --ask 婚
	"$prog" print --json 2027-01-18 07:30 --birth 1983-01-20 --sex f
} >"$tmp/each.json"
check "json batch = print --json of each line" 'cmp -s "$tmp/batch.nolines" "$tmp/each.json"'

# a bad line is said with its place; the others are printed; status 1
# (--lang en: with --json the messages too are in --lang's language)
printf '%s\n' '--day 甲子 --hour 午 --general 午' '--day 甲x' "--day '乙丑" \
	'--day 丙寅 --hour 卯 --general 戌' '--help' >"$tmp/bad"
"$prog" print --json --lang en --batch "$tmp/bad" >"$tmp/bad.out" 2>"$tmp/bad.err"
check "bad lines: status 1" '[ $? = 1 ]'
check "bad lines: the good ones printed" '[ "$(wc -l <"$tmp/bad.out")" = 2 ]'
check "bad lines: line 2 named" 'grep -q "^liuren print $tmp/bad:2: --day: .甲x. is not a day pillar" "$tmp/bad.err"'
check "bad lines: the open quote of line 3" 'grep -q "^liuren print $tmp/bad:3: a quote is not closed" "$tmp/bad.err"'
check "bad lines: --help in line 5" 'grep -q "^liuren print $tmp/bad:5: --help is not read in a batch" "$tmp/bad.err"'
check "bad lines: one message each" '[ "$(wc -l <"$tmp/bad.err")" = 3 ]'

# a line too long is refused alone
{ printf -- '--day 甲子 --hour 午 --general 午 --ask '; head -c 5000 /dev/zero | tr '\0' x; echo
  echo '--day 甲子 --hour 午 --general 午'; } >"$tmp/long"
"$prog" print --json --lang en --batch "$tmp/long" >"$tmp/long.out" 2>"$tmp/long.err"
check "long line: status 1" '[ $? = 1 ]'
check "long line: said" 'grep -q ":1: the line is longer than 4096 bytes" "$tmp/long.err"'
check "long line: the next line printed" 'grep -q "^{\"schema\":\"liuren/1\",\"line\":2," "$tmp/long.out"'

"$prog" print --batch "$tmp/charts" --batch "$tmp/charts" >/dev/null 2>"$tmp/twice.err"
check "--batch twice: usage" '[ $? = 2 ] && grep -q "given twice" "$tmp/twice.err"'
"$prog" print --batch "$tmp/none-such" >/dev/null 2>"$tmp/missing.err"
check "missing file: status 1, named" '[ $? = 1 ] && grep -q "none-such" "$tmp/missing.err"'

echo "print-batch: $pass passed, $fail failed"
[ $fail = 0 ]
