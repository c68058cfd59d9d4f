#!/bin/sh
# liuren - tests/sh/casebook-limits.sh PROGRAM: what a hostile casebook,
# export, data file or system limit does to the case commands: a schema
# version the program never wrote (negative or newer) is refused with one
# message, never run; a FIFO as the casebook is refused, never waited on;
# an import is checked as the command line checks (a longitude of 1e15 or
# 1e999 is refused at once; no "inf" is ever written); an endless stream
# of blanks ends; characters that change how text shows (U+202E, U+2028,
# U+200B) and controls in res/ never reach the terminal; `--` ends the
# options of every subcommand; a full disk, `ulimit -f` and a read-only
# casebook get messages that say what was done; import errors come in one
# form; messages of the core are translated.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
src=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 LANGUAGE=en HOME="$tmp/home" XDG_DATA_HOME="$tmp/data" \
	XDG_CONFIG_HOME="$tmp/config" TZ=Asia/Shanghai
mkdir -p "$tmp/home"
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
chart="--day 丙辰 --hour 寅 --general 未"
cb="$tmp/c.sqlite"
# shellcheck disable=SC2086
"$prog" case add $chart --question 升遷 --tag 官 --casebook "$cb" >/dev/null ||
	bad "the first case"
# one_line STATUS WANT: the last command exited STATUS with one line
# on stderr holding WANT
one_line() {
	[ "$st" = "$1" ] && [ "$(wc -l <"$tmp/err")" = 1 ] && grep -q -- "$2" "$tmp/err"
}

# -- schema versions never written: -1, -60 and 5 (the header's bytes
# 60..63), refused by every subcommand with one message, never run
for v in -1 -60 5; do
	cp "$cb" "$tmp/v.sqlite"
	perl -e 'print pack("l>", $ARGV[0])' -- "$v" |
		dd of="$tmp/v.sqlite" bs=1 seek=60 conv=notrunc 2>/dev/null
	cp "$tmp/v.sqlite" "$tmp/v.before"
	for c in "case list" "case show 1" "case stats" "case export" "case check" \
		 "case edit 1 --note x" "case rm 1 --yes" "case add $chart --question q"; do
		# shellcheck disable=SC2086
		"$prog" $c --no-config --casebook "$tmp/v.sqlite" >"$tmp/out" 2>"$tmp/err"
		st=$?
		if [ "$c" = "case check" ]; then
			[ $st = 1 ] && grep -q "schema version $v, which this liuren does not know" \
				"$tmp/out" && ok || bad "version $v: $c: status $st, $(cat "$tmp/out")"
		else
			one_line 2 "schema version $v, which this liuren does not know" && ok ||
				bad "version $v: $c: status $st, $(cat "$tmp/err")"
		fi
	done
	cmp -s "$tmp/v.sqlite" "$tmp/v.before" && ok || bad "version $v: the file was changed"
done

# -- a FIFO as the casebook, by --casebook or the config: refused at once
mkfifo "$tmp/fifo"
for c in "case list" "case add $chart --question q" "case stats"; do
	# shellcheck disable=SC2086
	timeout 10 "$prog" $c --no-config --casebook "$tmp/fifo" >/dev/null 2>"$tmp/err"
	st=$?
	one_line 2 "is not a regular file" && ok || bad "FIFO: $c: status $st, $(cat "$tmp/err")"
done
mkdir -p "$tmp/config/liuren"
echo "casebook = $tmp/fifo" >"$tmp/config/liuren/config"
timeout 10 "$prog" case list >/dev/null 2>"$tmp/err"
st=$?
one_line 2 "is not a regular file" && ok || bad "FIFO by the config: status $st, $(cat "$tmp/err")"
rm "$tmp/config/liuren/config"

# -- an import is checked as the command line checks: a longitude past
# 180 (1e15, 1e999) with true-solar time on is refused at once; nothing
# writes inf
"$prog" case add 2026-11-29 17:05 --question 時 --casebook "$tmp/m.sqlite" >/dev/null
"$prog" case export --casebook "$tmp/m.sqlite" |
	sed 's/"checksum":"[0-9a-f]*",//; s/true-solar=off/true-solar=on/' >"$tmp/m.json"
for lon in 1e15 1e999 -181 '"east"'; do
	sed "s/\"lon\":[-0-9.]*/\"lon\":$lon/" "$tmp/m.json" >"$tmp/lon.json"
	timeout 20 "$prog" case import "$tmp/lon.json" --casebook "$tmp/lon.sqlite" \
		>/dev/null 2>"$tmp/err"
	st=$?
	one_line 2 "case import: $tmp/lon.json: case 1: 'lon' must" && ok ||
		bad "lon $lon: status $st, $(cat "$tmp/err")"
done
sed 's/"lat":[-0-9.]*/"lat":91/' "$tmp/m.json" >"$tmp/lat.json"
"$prog" case import "$tmp/lat.json" --casebook "$tmp/lon.sqlite" >/dev/null 2>"$tmp/err"
st=$?
one_line 2 "case 1: 'lat' must be a latitude" && ok || bad "lat 91: $(cat "$tmp/err")"
# the date of the outcome as `case edit --outcome-date` takes it
for d in 2026-99-01 2026-02-30 tomorrow; do
	sed "s/\"outcome_date\":null/\"outcome_date\":\"$d\"/" "$tmp/m.json" >"$tmp/od.json"
	"$prog" case import "$tmp/od.json" --casebook "$tmp/od.sqlite" >/dev/null 2>"$tmp/err"
	st=$?
	one_line 2 "case 1: 'outcome_date' must be a date YYYY-MM-DD" &&
		! "$prog" case list --casebook "$tmp/od.sqlite" 2>/dev/null | grep -q . && ok ||
		bad "outcome_date $d: status $st, $(cat "$tmp/err")"
done
sed 's/"outcome_date":null/"outcome_date":"2026-12-01"/' "$tmp/m.json" >"$tmp/od.json"
"$prog" case import "$tmp/od.json" --casebook "$tmp/od.sqlite" >/dev/null 2>"$tmp/err" &&
	ok || bad "outcome_date 2026-12-01 refused: $(cat "$tmp/err")"
"$prog" --lon 1e15 print >/dev/null 2>&1
[ $? = 2 ] && ok || bad "--lon 1e15 on the command line was taken"
for c in "case export" "case list --json" "case show 1 --json"; do
	# shellcheck disable=SC2086
	"$prog" $c --casebook "$tmp/m.sqlite" | grep -qi 'inf\b\|nan' && bad "$c wrote inf" || ok
done

# -- an endless stream of blanks ends, with one line
(yes ' ' | timeout 30 "$prog" case import - --casebook "$tmp/y.sqlite") >/dev/null 2>"$tmp/err"
st=$?
one_line 2 "more than 1048576 blanks in a row" && ok || bad "yes ' ' | import: status $st, $(cat "$tmp/err")"
(printf '{"casebook":4,'; yes ' ') | timeout 30 "$prog" case import - --casebook "$tmp/y.sqlite" \
	>/dev/null 2>"$tmp/err"
st=$?
one_line 2 "more than 1048576 blanks in a row" && ok || bad "blanks inside an export: status $st, $(cat "$tmp/err")"

# -- characters that change how text shows never reach the terminal:
# a right-to-left override, a line separator, a zero-width space
rlo=$(printf '\342\200\256') lsep=$(printf '\342\200\250') zw=$(printf '\342\200\213')
# shellcheck disable=SC2086
"$prog" case add $chart --question "gro${rlo}ssed up${lsep}x${zw}y" --tag "t${rlo}ag" \
	--casebook "$tmp/bidi.sqlite" >/dev/null
for c in "case list" "case show 1" "case export --markdown" "case stats" "case list --json"; do
	# shellcheck disable=SC2086
	"$prog" $c --casebook "$tmp/bidi.sqlite" >"$tmp/out"
	if grep -q "$rlo\|$lsep\|$zw" "$tmp/out"; then
		bad "$c printed U+202E, U+2028 or U+200B raw"
	elif [ "$c" = "case list --json" ] || grep -qF 'gro\u202essed up\u2028x\u200by' "$tmp/out" ||
	     [ "$c" = "case stats" ]; then ok
	else bad "$c did not show them escaped: $(head -c 300 "$tmp/out")"; fi
done
"$prog" case list --casebook "$tmp/bidi.sqlite" | grep -qF '[t\u202eag]' && ok ||
	bad "a tag's override is not shown escaped"
# the export keeps the text exact, escaped: it comes back the same
"$prog" case export --casebook "$tmp/bidi.sqlite" >"$tmp/bidi.json"
grep -qF 'gro\u202essed' "$tmp/bidi.json" &&
	"$prog" case import "$tmp/bidi.json" --casebook "$tmp/bidi2.sqlite" >/dev/null &&
	"$prog" case export --casebook "$tmp/bidi2.sqlite" | cmp -s - "$tmp/bidi.json" && ok ||
	bad "the export does not keep the text exact"

# -- controls and overrides in res/ (LIUREN_DATADIR) never reach the
# terminal: the table is refused, file and line named
for bad_text in "$(printf '\033[2J')" "$(printf '\007')" "$rlo"; do
	rm -rf "$tmp/res"
	cp -R "$src/res" "$tmp/res"
	line=$(grep -n '^六儀	' "$tmp/res/patterns.tsv" | head -1 | cut -d: -f1)
	[ -n "$line" ] || { bad "no 六儀 row in res/patterns.tsv"; break; }
	BAD=$bad_text LINE=$line perl -i -pe 's/$/$ENV{BAD}/ if $. == $ENV{LINE}' \
		"$tmp/res/patterns.tsv"
	LIUREN_DATADIR="$tmp/res" "$prog" show 六儀 >"$tmp/out" 2>"$tmp/err"
	st=$?
	[ $st = 2 ] && grep -q "patterns.tsv:$line: U+" "$tmp/err" &&
		! grep -q "$(printf '\033')\|$(printf '\007')\|$rlo" "$tmp/out" "$tmp/err" && ok ||
		bad "res/ with $bad_text: status $st, $(head -c 200 "$tmp/err")"
done

# -- `--` ends the options of every subcommand
for c in "show -- 1" "edit 1 --note x --" "edit --note y -- 1" "list --" \
	 "export --" "stats --" "check --" "list --json --"; do
	# shellcheck disable=SC2086
	set -- $c
	sub=$1
	shift
	"$prog" case "$sub" --casebook "$cb" "$@" >/dev/null 2>"$tmp/err" && ok ||
		bad "case $c: $(cat "$tmp/err")"
done
"$prog" case export --casebook "$cb" >"$tmp/e.json"
"$prog" case import --casebook "$tmp/dd.sqlite" -- "$tmp/e.json" >/dev/null 2>"$tmp/err" &&
	ok || bad "case import -- FILE: $(cat "$tmp/err")"
"$prog" case rm --yes --casebook "$tmp/dd.sqlite" -- 1 >/dev/null 2>"$tmp/err" &&
	ok || bad "case rm --yes -- 1: $(cat "$tmp/err")"
# after --, a word that looks like an option is a word
"$prog" case show --casebook "$cb" -- --json >/dev/null 2>"$tmp/err"
st=$?
one_line 2 "'--json' is not a case number" && ok || bad "case show -- --json: status $st, $(cat "$tmp/err")"

# -- a full disk: what was done is said
if [ -w /dev/full ]; then
	# shellcheck disable=SC2086
	id=$("$prog" case add $chart --question 刪 --casebook "$cb")
	"$prog" case rm "$id" --yes --casebook "$cb" >/dev/full 2>"$tmp/err"
	st=$?
	one_line 1 "case $id was removed, but its report could not be written" && ok ||
		bad "case rm >/dev/full: status $st, $(cat "$tmp/err")"
	"$prog" case import "$tmp/e.json" --casebook "$tmp/full.sqlite" >/dev/full 2>"$tmp/err"
	st=$?
	one_line 1 "the import was done (1 new, 0 brought up to date, 0 conflicts), but its report" &&
		[ "$("$prog" case list --casebook "$tmp/full.sqlite" | wc -l)" = 1 ] && ok ||
		bad "case import >/dev/full: status $st, $(cat "$tmp/err")"
fi

# -- past `ulimit -f`: never killed between saving a case and saying its
# number; each case said to be saved is there, and no other
n0=$("$prog" case list --casebook "$tmp/f.sqlite" 2>/dev/null | wc -l)
saved=0
for blocks in 8 16 32 48 64 96 128 200; do
	# shellcheck disable=SC2086
	(ulimit -f $blocks; "$prog" case add $chart --question "ulimit $blocks" \
		--note "$(printf '%04000d' 0)" --casebook "$tmp/f.sqlite") >"$tmp/out" 2>"$tmp/err"
	st=$?
	[ $st -lt 128 ] || bad "ulimit -f $blocks: killed by signal $((st - 128))"
	if [ $st = 0 ] && grep -qx '[0-9]*' "$tmp/out"; then
		saved=$((saved + 1))
	elif [ -s "$tmp/err" ] && [ "$(wc -l <"$tmp/err")" = 1 ]; then
		grep -q 'was saved' "$tmp/err" && saved=$((saved + 1))
	else
		bad "ulimit -f $blocks: status $st, $(cat "$tmp/out" "$tmp/err")"
	fi
done
n1=$("$prog" case list --casebook "$tmp/f.sqlite" 2>/dev/null | wc -l)
[ $((n1 - n0)) = $saved ] && ok || bad "ulimit -f: $saved said saved, $((n1 - n0)) there"

# -- a refused write on a read-only casebook says so (as root: run as
# nobody, to whom the directory is read-only)
mkdir "$tmp/ro"
cp "$cb" "$tmp/ro/c.sqlite"
chmod 755 "$tmp"
chmod 555 "$tmp/ro"
chmod 444 "$tmp/ro/c.sqlite"
as=
if [ "$(id -u)" = 0 ]; then
	cp -R "$src/res" "$tmp/res.ro"
	chmod -R a+rX "$tmp/res.ro"
	as="setpriv --reuid=65534 --regid=65534 --clear-groups env LIUREN_DATADIR=$tmp/res.ro"
fi
# shellcheck disable=SC2086
if $as "$prog" --version >/dev/null 2>&1; then
	for c in "case edit 1 --note x" "case add $chart --question q" "case rm 1 --yes"; do
		# shellcheck disable=SC2086
		$as "$prog" $c --no-config --casebook "$tmp/ro/c.sqlite" >/dev/null 2>"$tmp/err"
		st=$?
		[ $st = 1 ] && grep -q "cannot be written (the file or its directory is read-only)" \
			"$tmp/err" && ! grep -q 'cannot read' "$tmp/err" && ok ||
			bad "read-only: $c: status $st, $(cat "$tmp/err")"
	done
else
	echo "SKIP read-only casebook: cannot run the program as another user"
fi
chmod 755 "$tmp/ro"

# -- import errors in one form: "case import: FILE: case N: …", whether
# the JSON or the chart is at fault
"$prog" case export --casebook "$cb" | sed 's/"checksum":"[0-9a-f]*",//' >"$tmp/good.json"
sed 's/"hour":"寅"/"hour":"虎"/' "$tmp/good.json" >"$tmp/chart.json"
sed 's/"uid":"[0-9a-f]*"/"uid":"x"/' "$tmp/good.json" >"$tmp/json.json"
for f in chart json; do
	"$prog" case import "$tmp/$f.json" --casebook "$tmp/one.sqlite" >/dev/null 2>"$tmp/err"
	st=$?
	one_line 2 "^liuren case import: $tmp/$f.json: case 1: " && ok ||
		bad "import error ($f): status $st, $(cat "$tmp/err")"
done

# -- the core's messages in the language asked: a case of typed pillars
# without its day, under zh-Hant
sed 's/"day":"丙辰"/"day":null/' "$tmp/good.json" >"$tmp/noday.json"
"$prog" --lang zh-Hant case import "$tmp/noday.json" --casebook "$tmp/one.sqlite" \
	>/dev/null 2>"$tmp/err"
st=$?
[ $st = 2 ] && ! grep -q 'out of range' "$tmp/err" && grep -q '日柱' "$tmp/err" && ok ||
	bad "a core message in English under zh-Hant: $(cat "$tmp/err")"

echo "casebook-limits: $pass passed, $fail failed"
[ "$fail" = 0 ]
