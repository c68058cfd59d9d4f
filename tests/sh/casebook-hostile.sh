#!/bin/sh
# liuren - tests/sh/casebook-hostile.sh PROGRAM: the casebook under hostile
# files, damage and crowds, in a temporary directory: a stored text with
# terminal escapes reaches no output raw (list, show, markdown; the JSON
# keeps it exact); a stored notation or moment is never read as an option;
# endless inputs end at a stated limit; invalid UTF-8 and an empty
# question are refused.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 LANGUAGE=en HOME="$tmp/home" XDG_DATA_HOME="$tmp/data" \
	XDG_CONFIG_HOME="$tmp/config" TZ=Asia/Shanghai
mkdir -p "$tmp/home"
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
chart="--day 丙辰 --hour 寅 --general 未"
# how many bytes of file $1 are ESC (033), BEL (007) or a C1 control
# (U+0080..U+009F, UTF-8 c2 80..c2 9f)
controls() {
	od -An -v -tx1 "$1" | tr -s ' \n' '\n\n' |
		awk '$1 == "1b" || $1 == "07" || $1 == "7f" { n++ }
		     prev == "c2" && $1 >= "80" && $1 <= "9f" { n++ }
		     { prev = $1 } END { print n + 0 }'
}

# -- a question, a tag and a note holding escapes: nothing raw comes out
evil=$(printf 'a\033]0;pwned\007\033[2J\033[1A\033[2Kfake line\302\233x\177y')
# shellcheck disable=SC2086
id=$("$prog" case add $chart --question "$evil" --note "$evil
second line" --tag "$(printf 'ok')")
[ "$id" = 1 ] && ok || bad "add with escapes printed '$id'"
"$prog" case list >"$tmp/list"
"$prog" case show 1 >"$tmp/show"
"$prog" case export --markdown >"$tmp/md"
"$prog" case stats >"$tmp/stats"
for f in list show md stats; do
	[ "$(controls "$tmp/$f")" = 0 ] && ok ||
		bad "case $f printed $(controls "$tmp/$f") raw control bytes"
done
grep -qF 'a\e]0;pwned\a\e[2J\e[1A\e[2Kfake line\xc2\x9bx\x7fy' "$tmp/show" && ok ||
	bad "case show does not show the escapes visibly"
grep -qx 'second line' "$tmp/show" && ok || bad "a note's lines are not kept"
# the export keeps the exact text, every control escaped
"$prog" case export >"$tmp/a.json"
[ "$(controls "$tmp/a.json")" = 0 ] &&
	grep -qF '"question":"a\u001b]0;pwned\u0007\u001b[2J\u001b[1A\u001b[2Kfake line\u009bx\u007fy"' \
	"$tmp/a.json" && ok || bad "the export does not keep the text escaped"
# and it comes back exactly: export, import, export
"$prog" case import "$tmp/a.json" --casebook "$tmp/b.sqlite" >/dev/null &&
	"$prog" case export --casebook "$tmp/b.sqlite" | cmp -s - "$tmp/a.json" && ok ||
	bad "export/import/export of escapes differs"
# an escape in an imported file: shown visibly by list and show
sed 's/"tags":\["ok"\]/"tags":["x\\u001b[31m"]/' "$tmp/a.json" >"$tmp/tag.json"
"$prog" case import "$tmp/tag.json" --casebook "$tmp/c.sqlite" >"$tmp/out" 2>&1
[ $? = 2 ] && grep -q 'tag cannot hold' "$tmp/out" && [ "$(controls "$tmp/out")" = 0 ] &&
	ok || bad "a tag with an escape was imported: $(cat "$tmp/out")"

# -- a stored notation or moment is data, never an option
"$prog" case add 九月初三丙午日午時卯將 --question q --casebook "$tmp/n.sqlite" >/dev/null
# (without its checksum, which would refuse each changed copy first)
"$prog" case export --casebook "$tmp/n.sqlite" | sed 's/"checksum":"[0-9a-f]*",//' >"$tmp/n.json"
for value in --help --json --config=/dev/null -x; do
	sed "s|\"notation\":\"[^\"]*\"|\"notation\":\"$value\"|" "$tmp/n.json" >"$tmp/inj.json"
	rm -f "$tmp/inj.sqlite"
	"$prog" case import "$tmp/inj.json" --casebook "$tmp/inj.sqlite" >"$tmp/out" 2>"$tmp/err"
	st=$?
	[ $st = 2 ] && grep -q "case 1: 'notation' cannot begin with '-'" "$tmp/err" &&
		! grep -qi usage "$tmp/out" && ok ||
		bad "notation '$value' imported: status $st, $(cat "$tmp/out" "$tmp/err")"
done
# shellcheck disable=SC2086
"$prog" case add 2026-11-29 17:05 --question q --casebook "$tmp/m.sqlite" >/dev/null
"$prog" case export --casebook "$tmp/m.sqlite" |
	sed 's/"moment":"[^"]*"/"moment":"--json"/; s/"checksum":"[0-9a-f]*",//' >"$tmp/inj.json"
"$prog" case import "$tmp/inj.json" --casebook "$tmp/inj2.sqlite" >"$tmp/out" 2>"$tmp/err"
[ $? = 2 ] && grep -q "'moment' cannot begin with '-'" "$tmp/err" && ok ||
	bad "moment '--json' imported: $(cat "$tmp/err")"

# -- invalid UTF-8 and an empty question are refused, nothing stored
n0=$("$prog" case list | wc -l)
for args in "--question $(printf 'a\377b')" "--question x --tag $(printf '\300\257')" \
	"--question x --note $(printf '\355\240\200')" "--question ''" "--question '  '"; do
	# shellcheck disable=SC2086
	eval "\"\$prog\" case add $chart $args" >"$tmp/out" 2>"$tmp/err"
	st=$?
	[ $st = 2 ] && [ ! -s "$tmp/out" ] && [ "$(wc -l <"$tmp/err")" = 1 ] &&
		grep -q '^liuren case add: ' "$tmp/err" && ok ||
		bad "case add $args: status $st, $(cat "$tmp/err")"
done
[ "$("$prog" case list | wc -l)" = "$n0" ] && ok || bad "a refused case was stored"
# shellcheck disable=SC2086
"$prog" case add $chart --question '' --casebook "$tmp/never.sqlite" 2>/dev/null
[ ! -e "$tmp/never.sqlite" ] && ok || bad "a refused case made a casebook"
sed 's/"question":"[^"]*"/"question":"\\u00ff\\udc00"/' "$tmp/n.json" >"$tmp/utf.json"
"$prog" case import "$tmp/utf.json" --casebook "$tmp/utf.sqlite" >/dev/null 2>"$tmp/err"
[ $? = 2 ] && ok || bad "a lone surrogate was imported: $(cat "$tmp/err")"
printf '{"casebook":4,"cases":[' >"$tmp/raw.json"
sed 's/^{"casebook":4,"cases":\[//; s/"question":"[^"]*"/"question":"a\xffb"/' \
	"$tmp/n.json" >>"$tmp/raw.json"
"$prog" case import "$tmp/raw.json" --casebook "$tmp/raw.sqlite" >/dev/null 2>"$tmp/err"
[ $? = 2 ] && ok || bad "invalid UTF-8 in a file was imported: $(cat "$tmp/err")"

# -- endless or huge inputs end at a stated limit, in little time and
# memory (ulimit -v: 1 GiB of address space at most)
# (no address-space limit for a sanitizer's build, which reserves more)
vlimit=1048576
sh -c 'ulimit -v "$1" && "$0" --version; r=$?; exit $r' "$prog" $vlimit >/dev/null 2>&1 ||
	vlimit=unlimited
bounded() {	# NAME INPUT-COMMAND LIUREN-ARGS…
	name=$1 feed=$2
	shift 2
	# shellcheck disable=SC2086
	(ulimit -v $vlimit; eval "$feed" | timeout 60 "$prog" "$@") >"$tmp/out" 2>"$tmp/err"
	st=$?
	[ $st = 2 ] && [ "$(wc -l <"$tmp/err")" = 1 ] && grep -q "$want" "$tmp/err" && ok ||
		bad "$name: status $st, $(head -c 300 "$tmp/err")"
}
want='not valid JSON'
bounded "import /dev/zero" "true" case import /dev/zero --casebook "$tmp/z.sqlite"
bounded "yes | import -" "yes" case import - --casebook "$tmp/z.sqlite"
[ ! -e "$tmp/z.sqlite" ] && ok || bad "an import of no export made a casebook"
want='NUL byte'
# shellcheck disable=SC2086
bounded "question-file /dev/zero" "true" case add $chart --question-file /dev/zero \
	--casebook "$tmp/z.sqlite"
want='more than 16 MiB'
# shellcheck disable=SC2086
bounded "yes | question-file -" "yes" case add $chart --question-file - \
	--casebook "$tmp/z.sqlite"
want='larger than 64 MiB'
bounded "an endless case" "{ printf '{\"casebook\":2,\"cases\":[{\"a\":\"'; yes; }" \
	case import - --casebook "$tmp/z.sqlite"
head -c 17000000 /dev/zero | tr '\0' x >"$tmp/big.txt"
want='larger than 16 MiB'
# shellcheck disable=SC2086
bounded "a 17 MB question file" "true" case add $chart --question-file "$tmp/big.txt" \
	--casebook "$tmp/z.sqlite"

# -- an 'asked' past the years 1..9999 (or past 64 bits, which SQLite
# would clamp) is refused, not clamped
for v in 99999999999999999999 -99999999999999999999 253402300800 -62135596801; do
	sed "s/\"asked\":[0-9]*/\"asked\":$v/" "$tmp/n.json" >"$tmp/asked.json"
	"$prog" case import "$tmp/asked.json" --casebook "$tmp/asked.sqlite" >/dev/null 2>"$tmp/err"
	[ $? = 2 ] && grep -q "case 1: 'asked' is out of range" "$tmp/err" && ok ||
		bad "asked $v: $(cat "$tmp/err")"
done
sed 's/"asked":[0-9]*/"asked":253402300799/' "$tmp/n.json" >"$tmp/asked.json"
"$prog" case import "$tmp/asked.json" --casebook "$tmp/asked.sqlite" >/dev/null &&
	ok || bad "asked at the end of 9999 refused"

# -- a bad config is refused by the case commands as print refuses it
mkdir -p "$tmp/config/liuren"
echo 'shehai = nonsense' >"$tmp/config/liuren/config"
for c in "case list" "case stats" "case export" "case show 1" "calendar 2026"; do
	# shellcheck disable=SC2086
	"$prog" $c >/dev/null 2>"$tmp/err"
	st=$?
	[ $st = 2 ] && [ "$(wc -l <"$tmp/err")" = 1 ] && grep -q "config:1: bad value" "$tmp/err" &&
		ok || bad "$c with a bad config: status $st, $(cat "$tmp/err")"
	# shellcheck disable=SC2086
	"$prog" $c --no-config >/dev/null 2>&1 && ok || bad "$c --no-config with a bad config"
done
"$prog" show 驛馬 >/dev/null 2>"$tmp/err"
[ $? = 2 ] && grep -q "config:1: bad value" "$tmp/err" && ok || bad "show with a bad config"
# a key set twice: one warning, the later value used, by print and the
# case commands alike
printf 'shehai = depth\n# again\nshehai = mengzhongji\n' >"$tmp/config/liuren/config"
for c in "print $chart" "case list" "case stats" "case add $chart --question twice" \
	"calendar 2026"; do
	# shellcheck disable=SC2086
	"$prog" $c >/dev/null 2>"$tmp/err"
	st=$?
	[ $st = 0 ] && [ "$(wc -l <"$tmp/err")" = 1 ] &&
		grep -q "warning: .*config:3: 'shehai' is set again (first on line 1)" "$tmp/err" &&
		ok || bad "$c with a key set twice: status $st, $(cat "$tmp/err")"
done
"$prog" print --day 庚午 --hour 寅 --general 子 2>/dev/null | grep -q '涉害 (見機)' && ok ||
	bad "the later value is not used"
rm "$tmp/config/liuren/config"

# -- every subcommand has its --help; bare `case` prints the usage, exit 2
for sub in add list show edit rm export import stats; do
	"$prog" case $sub --help >"$tmp/out" 2>"$tmp/err"
	st=$?
	[ $st = 0 ] && head -1 "$tmp/out" | grep -q "^usage: liuren case $sub" &&
		grep -q '^  --casebook FILE' "$tmp/out" && [ ! -s "$tmp/err" ] && ok ||
		bad "case $sub --help: status $st, $(head -2 "$tmp/out" "$tmp/err")"
done
"$prog" case add --help | grep -q '^  --question TEXT' && ok || bad "add --help lacks --question"
"$prog" case rm --help | grep -q '^  --yes' && ok || bad "rm --help lacks --yes"
"$prog" case >"$tmp/out" 2>"$tmp/err"
[ $? = 2 ] && [ ! -s "$tmp/out" ] && grep -q '^usage:$' "$tmp/err" && grep -q '^  liuren case add' "$tmp/err" &&
	[ "$(grep -c 'liuren case ' "$tmp/err")" -ge 8 ] && ok || bad "bare case: $(head -3 "$tmp/err")"
"$prog" case --help | grep -q "^  liuren case add" && ok || bad "case --help"

# -- case rm says what it removed; on a terminal it asks first
# shellcheck disable=SC2086
rmid=$("$prog" case add $chart --question 'to be removed' --casebook "$tmp/rm.sqlite")
# shellcheck disable=SC2086
"$prog" case add $chart --question 'kept' --casebook "$tmp/rm.sqlite" >/dev/null
if command -v script >/dev/null; then
	# "n" on a terminal: nothing removed
	echo n | script -qec "'$prog' case rm $rmid --casebook '$tmp/rm.sqlite'" /dev/null >"$tmp/out" 2>&1
	grep -q 'remove this case?' "$tmp/out" && grep -q 'nothing was removed' "$tmp/out" &&
		[ "$("$prog" case list --casebook "$tmp/rm.sqlite" | wc -l)" = 2 ] && ok ||
		bad "case rm on a terminal did not ask: $(cat "$tmp/out")"
	echo y | script -qec "'$prog' case rm $rmid --casebook '$tmp/rm.sqlite'" /dev/null >"$tmp/out" 2>&1
	grep -q "removed: $rmid .*to be removed" "$tmp/out" &&
		[ "$("$prog" case list --casebook "$tmp/rm.sqlite" | wc -l)" = 1 ] && ok ||
		bad "case rm on a terminal, answered y: $(cat "$tmp/out")"
	# --yes asks nothing
	kid=$("$prog" case list --casebook "$tmp/rm.sqlite" | cut -d' ' -f1)
	script -qec "'$prog' case rm $kid --yes --casebook '$tmp/rm.sqlite'" /dev/null </dev/null >"$tmp/out" 2>&1
	! grep -q 'remove this case?' "$tmp/out" && grep -q "removed: $kid .*kept" "$tmp/out" && ok ||
		bad "case rm --yes: $(cat "$tmp/out")"
fi
# off a terminal nothing is asked, and nothing is removed without --yes
# shellcheck disable=SC2086
rmid=$("$prog" case add $chart --question 'scripted' --casebook "$tmp/rm.sqlite")
n=$("$prog" case list --casebook "$tmp/rm.sqlite" | wc -l)
"$prog" case rm "$rmid" --casebook "$tmp/rm.sqlite" </dev/null >"$tmp/out" 2>"$tmp/err"
st=$?
[ $st = 2 ] && [ ! -s "$tmp/out" ] && [ "$(wc -l <"$tmp/err")" = 1 ] &&
	grep -q -- "--yes" "$tmp/err" &&
	[ "$("$prog" case list --casebook "$tmp/rm.sqlite" | wc -l)" = "$n" ] && ok ||
	bad "case rm off a terminal without --yes: status $st, $(cat "$tmp/out" "$tmp/err")"
"$prog" case rm "$rmid" --yes --casebook "$tmp/rm.sqlite" </dev/null >"$tmp/out" &&
	grep -q "^removed: $rmid .*scripted" "$tmp/out" &&
	[ "$("$prog" case list --casebook "$tmp/rm.sqlite" | wc -l)" = $((n - 1)) ] && ok ||
	bad "case rm --yes off a terminal: $(cat "$tmp/out")"

# -- output to a full disk: one message; `case add` commits first and
# says the case was saved, with its number
if [ -w /dev/full ]; then
	for c in "case list" "case export" "case export --markdown" "case stats" "case show 1"; do
		# shellcheck disable=SC2086
		"$prog" $c >/dev/full 2>"$tmp/err"
		st=$?
		[ $st = 1 ] && [ "$(wc -l <"$tmp/err")" = 1 ] &&
			grep -q "^liuren $(echo "$c" | cut -d' ' -f1-2): error writing output" \
			"$tmp/err" && ok ||
			bad "$c >/dev/full: status $st, $(cat "$tmp/err")"
	done
	before=$("$prog" case list | wc -l)
	# shellcheck disable=SC2086
	"$prog" case add $chart --question full >/dev/full 2>"$tmp/err"
	st=$?
	n=$(sed -n 's/^liuren case add: case \([0-9]*\) was saved, but its number could not be written.*/\1/p' "$tmp/err")
	[ $st = 1 ] && [ "$(wc -l <"$tmp/err")" = 1 ] && [ -n "$n" ] &&
		[ "$("$prog" case list | wc -l)" = $((before + 1)) ] &&
		"$prog" case show "$n" | grep -qx full && ok ||
		bad "case add >/dev/full: status $st, $(cat "$tmp/err")"
fi

# -- damage to what a case holds is never shown as if it were the case:
# 64 bytes flipped in the middle of each page of a small casebook in
# turn; then `case list` and `case export` show each case as it was
# stored or not at all (a damaged case is marked or refused), `case
# check` exits 1 naming every case the others did not show whole and
# says how to recover (or exits 0, and everything reads as stored)
d="$tmp/damage.sqlite"
i=0
while [ $i -lt 60 ]; do
	i=$((i + 1))
	# shellcheck disable=SC2086
	"$prog" case add $chart --question "問第${i}案 $(printf '%0200d' "$i")" \
		--note "$(printf '%0900d' "$i")" --tag "t$((i % 5))" --casebook "$d" \
		>/dev/null || bad "add $i to the casebook to damage"
done
"$prog" case list --no-config --casebook "$d" >"$tmp/list.0"
"$prog" case export --no-config --casebook "$d" >"$tmp/export.0"
psize=$(od -An -tu1 -j16 -N2 "$d" | awk '{ print $1 * 256 + $2 }')
pages=$(($(wc -c <"$d") / psize))
# every page under make check-all (LIUREN_CHECK_ALL=1), every third
# (the first, the fourth …, each kind of page among them) under check
stride=3
[ "${LIUREN_CHECK_ALL:-0}" = 1 ] && stride=1
k=$((1 - stride)) silent=0 found=0 sound=0
while [ $((k + stride)) -le "$pages" ]; do
	k=$((k + stride))
	cp "$d" "$tmp/hurt.sqlite"
	off=$(( (k - 1) * psize + psize / 2 - 32 ))
	dd if="$tmp/hurt.sqlite" bs=1 skip=$off count=64 2>/dev/null |
		perl -pe 's/(.)/chr(ord($1) ^ 0xff)/gse' >"$tmp/flip"
	dd if="$tmp/flip" of="$tmp/hurt.sqlite" bs=1 seek=$off conv=notrunc 2>/dev/null
	"$prog" case list --no-config --casebook "$tmp/hurt.sqlite" >"$tmp/list.k" 2>/dev/null
	lst=$?
	"$prog" case export --no-config --casebook "$tmp/hurt.sqlite" >"$tmp/export.k" 2>/dev/null
	est=$?
	"$prog" case check --no-config --casebook "$tmp/hurt.sqlite" >"$tmp/check.k" 2>&1
	cst=$?
	# every line list shows is a line of the intact casebook, or marked
	# damaged; an export that succeeds is the intact export
	shown_bad=$(grep -v 'damaged: not shown' "$tmp/list.k" | grep -cvxF -f "$tmp/list.0")
	[ "$shown_bad" = 0 ] || { silent=$((silent + 1)); echo "page $k: list showed $shown_bad changed lines"; }
	if [ $est = 0 ] && ! cmp -s "$tmp/export.k" "$tmp/export.0"; then
		silent=$((silent + 1)); echo "page $k: export succeeded with changed cases"
	fi
	if [ $cst = 0 ]; then
		sound=$((sound + 1))
		# nothing found: everything reads as it was stored
		[ $lst = 0 ] && [ $est = 0 ] && cmp -s "$tmp/list.k" "$tmp/list.0" || {
			silent=$((silent + 1)); echo "page $k: check found nothing, list or export differ"; }
	else
		found=$((found + 1))
		[ $cst = 1 ] && grep -q 'To recover' "$tmp/check.k" || {
			silent=$((silent + 1)); echo "page $k: check status $cst without recovery: $(head -2 "$tmp/check.k")"; }
		# each case list marked damaged, or left out, is named
		for n in $(sed -n 's/^\([0-9]*\) *damaged: not shown.*/\1/p' "$tmp/list.k"); do
			grep -q "^case $n: " "$tmp/check.k" || {
				silent=$((silent + 1)); echo "page $k: case $n damaged, not named by check"; }
		done
	fi
	rm -f "$tmp/hurt.sqlite-wal" "$tmp/hurt.sqlite-shm"
done
[ "$pages" -gt 30 ] && [ $silent = 0 ] && [ $found -gt 0 ] && ok ||
	bad "damage sweep over $pages pages: $silent shown as intact or not named ($found found, $sound sound)"
echo "damage sweep: $pages pages (one in ${stride} read), $found found damaged by case check, $sound sound"

# -- four writers creating one casebook at once, again and again: every add
# succeeds and every case is there (60 rounds under make check-all, 15
# under check)
rounds=15
[ "${LIUREN_CHECK_ALL:-0}" = 1 ] && rounds=60
r=0 failed=0
while [ $r -lt $rounds ]; do
	r=$((r + 1))
	rm -f "$tmp/race.sqlite" "$tmp/race.sqlite-wal" "$tmp/race.sqlite-shm"
	for w in 1 2 3 4; do
		# shellcheck disable=SC2086
		"$prog" case add $chart --question "w$w" --casebook "$tmp/race.sqlite" \
			>/dev/null 2>"$tmp/race.err$w" || echo "round $r writer $w: $(cat "$tmp/race.err$w")" &
	done >>"$tmp/race.log"
	wait
	n=$("$prog" case list --casebook "$tmp/race.sqlite" | wc -l)
	[ "$n" = 4 ] || { failed=$((failed + 1)); echo "round $r: $n cases" >>"$tmp/race.log"; }
done
[ $failed = 0 ] && [ ! -s "$tmp/race.log" ] && ok ||
	bad "creation race: $(wc -l <"$tmp/race.log") failures: $(head -3 "$tmp/race.log")"

# -- reading writes nothing: no -wal or -shm left, the file's bytes kept;
# an empty file gets no schema from a reader
cp "$d" "$tmp/read.sqlite"
cp "$d" "$tmp/read.before"
for c in "case list" "case show 1" "case export" "case export --markdown" "case stats" \
	 "case check"; do
	# shellcheck disable=SC2086
	"$prog" $c --casebook "$tmp/read.sqlite" >/dev/null 2>"$tmp/err" || bad "$c: $(cat "$tmp/err")"
	[ ! -e "$tmp/read.sqlite-wal" ] && [ ! -e "$tmp/read.sqlite-shm" ] &&
		cmp -s "$tmp/read.sqlite" "$tmp/read.before" && ok || bad "$c wrote beside or into the file"
done
: >"$tmp/empty.sqlite"
"$prog" case list --casebook "$tmp/empty.sqlite" >"$tmp/out" 2>&1 &&
	[ ! -s "$tmp/empty.sqlite" ] && [ ! -e "$tmp/empty.sqlite-wal" ] && ok ||
	bad "case list on an empty file: $(cat "$tmp/out"), $(wc -c <"$tmp/empty.sqlite") bytes"
# a casebook in a directory that cannot be written (as root: run as
# nobody) is listed and exported, and nothing is made there
mkdir "$tmp/ro"
cp "$d" "$tmp/ro/c.sqlite"
chmod 755 "$tmp"
chmod 555 "$tmp/ro"
as=
if [ "$(id -u)" = 0 ]; then
	# nobody may not reach the source tree (an unpacked tarball under a
	# private directory): give it the tables through LIUREN_DATADIR
	cp -R "$(dirname "$0")/../../res" "$tmp/res"
	chmod -R a+rX "$tmp/res"
	as="setpriv --reuid=65534 --regid=65534 --clear-groups env LIUREN_DATADIR=$tmp/res"
fi
# shellcheck disable=SC2086
if $as "$prog" --version >/dev/null 2>&1; then
	for c in "case list" "case export" "case show 3" "case stats"; do
		# shellcheck disable=SC2086
		$as "$prog" $c --no-config --casebook "$tmp/ro/c.sqlite" >"$tmp/out" 2>"$tmp/err"
		st=$?
		[ $st = 0 ] && [ -s "$tmp/out" ] && [ "$(ls "$tmp/ro")" = c.sqlite ] && ok ||
			bad "read-only directory: $c: status $st, $(cat "$tmp/err"), $(ls "$tmp/ro")"
	done
	[ "$($as "$prog" case list --no-config --casebook "$tmp/ro/c.sqlite" | wc -l)" = 60 ] &&
		ok || bad "read-only directory: not every case listed"
else
	echo "SKIP read-only directory: cannot run the program as another user"
fi
chmod 755 "$tmp/ro"

echo "casebook-hostile: $pass passed, $fail failed"
[ "$fail" = 0 ]
