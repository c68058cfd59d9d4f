#!/bin/sh
# liuren - tests/sh/casebook.sh PROGRAM: the casebook through the
# command line, always in a temporary directory (HOME and XDG_DATA_HOME
# point there): SIGKILL during a series of `case add` loses no case whose
# add returned and leaves a casebook that opens as it is; two writers at
# once both succeed or fail saying so; damaged, foreign and newer files
# are refused with one line and exit 2 and left unchanged; quotes, junk
# bytes, SQL and a 1 MB note come back exactly; export, import into an
# empty casebook and export again give the same text; show prints the
# chart exactly as print does.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 HOME="$tmp/home" XDG_DATA_HOME="$tmp/data" \
	XDG_CONFIG_HOME="$tmp/config" TZ=Asia/Shanghai
mkdir -p "$tmp/home"
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
book="$tmp/data/liuren/casebook.sqlite"

# -- show prints the chart as print does, then the case
id=$("$prog" case add 2026-11-29 17:05 --tz Asia/Shanghai --birth 1983 --sex m \
	--question '升遷可成否' --tag 官 --judgment 吉)
[ "$id" = 1 ] && [ -f "$book" ] && ok || bad "first add printed '$id'"
"$prog" print 2026-11-29 17:05 --tz Asia/Shanghai --birth 1983 --sex m >"$tmp/print.txt"
"$prog" case show 1 >"$tmp/show.txt" 2>"$tmp/err"
n=$(wc -l <"$tmp/print.txt")
if head -n "$n" "$tmp/show.txt" | cmp -s - "$tmp/print.txt" &&
   grep -qx '升遷可成否' "$tmp/show.txt" && [ ! -s "$tmp/err" ]; then ok; else
	bad "case show does not begin with print's text"; fi
for chart in "--day 丙辰 --hour 寅 --general 未" "九月初三丙午日午時卯將 寅命 行年午" \
	"--day 癸亥 --hour 子 --general 午 --ask 讼" \
	"--day 壬申 --hour 未 --general 巳 --husband-xingnian 甲寅 --wife-xingnian 己亥"; do
	# shellcheck disable=SC2086
	case $chart in --*) set -- $chart ;; *) set -- "$chart" ;; esac
	id=$("$prog" case add "$@" --question q)
	"$prog" print "$@" >"$tmp/print.txt"
	"$prog" case show "$id" >"$tmp/show.txt"
	n=$(wc -l <"$tmp/print.txt")
	head -n "$n" "$tmp/show.txt" | cmp -s - "$tmp/print.txt" && ok ||
		bad "case show $id differs from print $chart"
done
# the question category is kept with the case, in the book's form
"$prog" case show "$((id - 1))" --lang zh-Hant | grep -q '^所知 占訟$' && ok || bad "question category not kept"
"$prog" case export | grep -q '"ask":"訟"' && ok || bad "question category not exported"
# a couple's running years are kept with the case (繁昌 reads them)
"$prog" case show "$id" | grep -q '繁昌 (德孕格)' && ok || bad "spouse years not kept"
# settings are kept: a config changed later does not change the case
mkdir -p "$tmp/config/liuren"
id=$("$prog" case add --day 庚午 --hour 寅 --general 子 --set shehai=mengzhongji \
	--question school)
echo 'shehai = depth-branches' >"$tmp/config/liuren/config"
"$prog" case show "$id" | grep -q '涉害 (見機)' && ok || bad "settings not kept"
rm "$tmp/config/liuren/config"

# the config file's casebook line chooses the file; --no-config ignores it
echo "casebook = ~/other.sqlite" >"$tmp/config/liuren/config"
id=$("$prog" case add --day 丙辰 --hour 寅 --general 未 --question elsewhere)
[ "$id" = 1 ] && [ -f "$tmp/home/other.sqlite" ] &&
	"$prog" case list | grep -q elsewhere &&
	! "$prog" case list --no-config | grep -q elsewhere && ok ||
	bad "config casebook line"
rm "$tmp/config/liuren/config"

# -- usage errors: one line, exit 2
for args in "case add --day 丙辰 --hour 寅 --general 未" "case show x" \
	    "case show 999" "case edit 1 --keep maybe" "case frob" "case list --pattern 無此課" \
	    "case edit 1 --verified maybe" "case add --day 丙卯 --hour 寅 --general 未 --question q"; do
	# shellcheck disable=SC2086
	"$prog" $args >/dev/null 2>"$tmp/err"
	rc=$?
	[ $rc = 2 ] && [ "$(wc -l <"$tmp/err")" = 1 ] && ok || {
		bad "'$args': status $rc"; cat "$tmp/err"; }
done

# -- texts come back exactly: quotes, SQL, control characters (no NUL,
# no newline: one line to look for; shown escaped, kept exact in the
# export), a 1 MB note
printf 'He said "it'"'"'s" -- %s; DROP TABLE cases; -- \\%%_ \001\002\177 端' \
	"'" >"$tmp/junk"
printf 'He said "it'"'"'s" -- %s; DROP TABLE cases; -- \\%%_ \\x01\\x02\\x7f 端' \
	"'" >"$tmp/junk.shown"
awk 'BEGIN { for (i = 0; i < 1048576 / 32; i++) printf "甲乙丙丁 \"quote\" ; --%%_\\ ok."; }' \
	>"$tmp/big"
id=$("$prog" case add --day 丙辰 --hour 寅 --general 未 --question-file "$tmp/junk" \
	--tag 財)
"$prog" case edit "$id" --note-file "$tmp/big" --outcome "'); DELETE FROM cases; --" \
	--verified no --outcome-date 2026-12-31 || bad "edit failed"
"$prog" case show "$id" >"$tmp/show.txt"
if LC_ALL=C grep -qxF -f "$tmp/junk.shown" "$tmp/show.txt" &&
   "$prog" case export | grep -qF '\\%_ \u0001\u0002\u007f 端' &&
   LC_ALL=C grep -qxF -f "$tmp/big" "$tmp/show.txt" &&
   grep -qx "'); DELETE FROM cases; --" "$tmp/show.txt" &&
   grep -q '2026-12-31 不驗' "$tmp/show.txt"; then ok; else
	bad "texts did not come back exactly"; fi
[ "$(wc -c <"$tmp/big")" -ge 1048576 ] && ok || bad "the note is not 1 MB"
"$prog" case list --search 'DROP TABLE' >"$tmp/list"
grep -q "^$id " "$tmp/list" && [ "$(wc -l <"$tmp/list")" = 1 ] && ok ||
	bad "search for SQL text"

# -- export, import into an empty casebook, export: the same text
"$prog" case export >"$tmp/a.json" || bad "export failed"
"$prog" case import "$tmp/a.json" --casebook "$tmp/b.sqlite" >"$tmp/out" || bad "import failed"
"$prog" case export --casebook "$tmp/b.sqlite" >"$tmp/b.json"
cmp -s "$tmp/a.json" "$tmp/b.json" && ok || bad "export/import/export differs"
# importing again overwrites nothing: a case changed here since is kept
# as it is here, the others are the same
"$prog" case edit 1 --judgment changed --casebook "$tmp/b.sqlite"
"$prog" case import "$tmp/a.json" --casebook "$tmp/b.sqlite" >"$tmp/out"
cases=$("$prog" case list | wc -l)
grep -qx "imported: 0 new, 0 brought up to date, $((cases - 1)) the same, 1 kept as changed here, 0 conflicts" "$tmp/out" &&
	grep -q '^case 1 of the file is case 1 here, changed here since' "$tmp/out" &&
	"$prog" case show 1 --casebook "$tmp/b.sqlite" | grep -qx changed && ok ||
	bad "second import: $(cat "$tmp/out")"
"$prog" case export --markdown | grep -q '^## 1 · ' && ok || bad "markdown export"
# the markdown's chart line writes each 課體's variant in the brackets
# of the language, as print does: （…） in Chinese, ASCII in en and ko
"$prog" case add 2026-03-05 10:30 --tz Asia/Shanghai --question q \
	--casebook "$tmp/brackets.sqlite" >/dev/null
for lang in zh-Hant zh-Hans en ko; do
	"$prog" print --lang $lang 2026-03-05 10:30 --tz Asia/Shanghai |
		awk '/^[^ ]/ && /課體|课体/ { on = 1; next } /^[^ ]/ && /畢法|毕法/ { on = 0 }
		     on && /^  [^ ]/ { sub(/^  /, ""); sub(/  .*/, ""); print }' |
		grep -E '^[^ ]+ ?[(（]' >"$tmp/patterns-$lang"
	"$prog" case export --markdown --lang $lang --casebook "$tmp/brackets.sqlite" |
		grep '^- [^:]*: .* | .* | ' >"$tmp/chartline-$lang"
	case $lang in zh-*) other='(' ;; *) other='（' ;; esac
	missing=$(while IFS= read -r p; do
		grep -qF -- "$p" "$tmp/chartline-$lang" || echo "$p"; done <"$tmp/patterns-$lang")
	if [ "$(wc -l <"$tmp/patterns-$lang")" -ge 3 ] && [ -z "$missing" ] &&
	   [ "$(wc -l <"$tmp/chartline-$lang")" = 1 ] &&
	   ! grep -qF -- "$other" "$tmp/chartline-$lang"; then ok; else
		bad "markdown brackets in $lang: missing '$missing' in $(cat "$tmp/chartline-$lang")"; fi
done
# a case whose chart cannot be made (here a running year that is no
# pillar) is refused on import, by its place in the file, and nothing of
# the file is imported
# (its checksum taken out, which would refuse the changed case first)
sed '0,/"husband_xingnian":"甲寅"/s//"husband_xingnian":"甲卯"/; s/"checksum":"[0-9a-f]*",//g' \
	"$tmp/a.json" >"$tmp/bad.json"
grep -q 甲卯 "$tmp/bad.json" || bad "no spouse year in the export to spoil"
"$prog" case import "$tmp/bad.json" --casebook "$tmp/c.sqlite" >"$tmp/out" 2>"$tmp/err"
st=$?
[ $st = 2 ] && grep -q "case import: $tmp/bad.json: case [0-9]*: .*甲卯" "$tmp/err" &&
	[ "$(wc -l <"$tmp/err")" = 1 ] &&
	[ -z "$("$prog" case list --casebook "$tmp/c.sqlite")" ] && ok ||
	bad "import of a case with no chart: status $st, $(cat "$tmp/err")"

# -- SIGKILL during a long series of adds: every acknowledged case is
# there and the casebook opens as it is
kb="$tmp/kill.sqlite"
for round in 1 2 3; do
	setsid sh -c 'i=0; while [ $i -lt 1000 ]; do
		id=$("$0" case add --day 丙辰 --hour 寅 --general 未 --question "kill $i" \
			--casebook "$1") && echo "$id" >>"$2"; i=$((i + 1)); done' \
		"$prog" "$kb" "$tmp/acked" &
	pid=$!
	# killed in the middle of the series: once a few more cases are
	# acknowledged in each round (10 s at most)
	want=$(( $( (cat "$tmp/acked" 2>/dev/null || true) | wc -l) + 3 * round )) i=0
	until [ "$( (cat "$tmp/acked" 2>/dev/null || true) | wc -l)" -ge "$want" ] || [ $i -ge 1000 ]; do
		sleep 0.01
		i=$((i + 1))
	done
	kill -9 -"$pid" 2>/dev/null || bad "could not kill the writer"
	wait "$pid" 2>/dev/null
done
"$prog" case list --casebook "$kb" >"$tmp/kept" 2>"$tmp/err" || bad "killed casebook does not open: $(cat "$tmp/err")"
lost=0
while read -r id; do
	grep -q "^$id " "$tmp/kept" || lost=$((lost + 1))
done <"$tmp/acked"
[ "$lost" = 0 ] && [ -s "$tmp/acked" ] && ok || bad "$lost acknowledged cases lost"
"$prog" case add --day 丙辰 --hour 寅 --general 未 --question after --casebook "$kb" >/dev/null &&
	ok || bad "cannot add after the kills"

# -- two writers at once: both succeed (busy timeout) or fail saying so
cb2="$tmp/two.sqlite"
"$prog" case add --day 丙辰 --hour 寅 --general 未 --question first --casebook "$cb2" >/dev/null
for w in 1 2; do
	(i=0; while [ $i -lt 25 ]; do
		if "$prog" case add --day 丙辰 --hour 寅 --general 未 --question "w$w $i" \
			--casebook "$cb2" >>"$tmp/ids$w" 2>>"$tmp/errs$w"; then :; fi
		i=$((i + 1)); done) &
done
wait
got=$(cat "$tmp/ids1" "$tmp/ids2" | wc -l)
have=$("$prog" case list --casebook "$cb2" | wc -l)
if [ $((got + 1)) = "$have" ] && { [ ! -s "$tmp/errs1" ] && [ ! -s "$tmp/errs2" ] ||
	! grep -v 'busy' "$tmp/errs1" "$tmp/errs2" >/dev/null; }; then ok; else
	bad "two writers: $got acknowledged, $have listed"; cat "$tmp/errs1" "$tmp/errs2"; fi
[ "$(sort -u "$tmp/ids1" "$tmp/ids2" | wc -l)" = "$got" ] && ok || bad "two writers got the same id"

# -- damaged, foreign and newer files: one line, exit 2, unchanged
refuse() { # NAME FILE WANT
	cp "$2" "$tmp/before"
	for args in "case list" "case add --day 丙辰 --hour 寅 --general 未 --question q" \
		    "case show 1" "case edit 1 --note x" "case rm 1" "case stats" \
		    "case import $tmp/a.json" "case export"; do
		# shellcheck disable=SC2086
		"$prog" $args --casebook "$2" >/dev/null 2>"$tmp/err"
		rc=$?
		if [ $rc = 2 ] && [ "$(wc -l <"$tmp/err")" = 1 ] && grep -q "$3" "$tmp/err" &&
		   cmp -s "$2" "$tmp/before"; then ok; else
			bad "$1: '$args' status $rc"; cat "$tmp/err"; fi
	done
}
printf 'not a database at all\n' >"$tmp/text.sqlite"
refuse text "$tmp/text.sqlite" 'not a liuren casebook'
head -c 4096 /dev/urandom >"$tmp/random.sqlite"
refuse random "$tmp/random.sqlite" 'not a liuren casebook'
# a casebook with junk written over its middle pages
cp "$tmp/b.sqlite" "$tmp/damaged.sqlite"
size=$(wc -c <"$tmp/damaged.sqlite")
dd if=/dev/urandom of="$tmp/damaged.sqlite" bs=4096 seek=2 count=$((size / 4096 - 2)) \
	conv=notrunc 2>/dev/null
refuse damaged "$tmp/damaged.sqlite" 'damaged\|not a liuren casebook'
# another program's id, and a newer schema (header bytes 68 and 60)
cp "$tmp/b.sqlite" "$tmp/foreign.sqlite"
printf '\001\002\003\004' | dd of="$tmp/foreign.sqlite" bs=1 seek=68 conv=notrunc 2>/dev/null
refuse foreign "$tmp/foreign.sqlite" 'another program'
cp "$tmp/b.sqlite" "$tmp/newer.sqlite"
printf '\000\000\000\011' | dd of="$tmp/newer.sqlite" bs=1 seek=60 conv=notrunc 2>/dev/null
refuse newer "$tmp/newer.sqlite" 'which this liuren does not know'

# -- the book's own charts
"$prog" case list --book >"$tmp/book"
grep -q '^E04  未年二月丁亥日巳時戌將' "$tmp/book" && ok || bad "case list --book"
"$prog" case show E04 | grep -q '^如未年二月丁亥日巳時戌將' && ok || bad "case show E04"

echo "casebook: $pass passed, $fail failed"
[ $fail = 0 ]
