#!/bin/sh
# liuren - tests/sh/damaged-res.sh PROGRAM: each kind of damage to a res/
# file stops print, show and find with "FILE:LINE: problem" (or
# "FILE: problem") on one line and exit status 2.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
src=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 XDG_CONFIG_HOME="$tmp/none"
pass=0 fail=0

# damage NAME FILE SED-SCRIPT WANT: copy res/, apply the sed script to
# FILE, run three commands, each must exit 2 with one line matching WANT.
damage() {
	name=$1 file=$2 script=$3 want=$4
	rm -rf "$tmp/res"
	cp -R "$src/res" "$tmp/res"
	sed -i "$script" "$tmp/res/$file"
	for cmd in "print --day 丙辰 --hour 寅 --general 未" "show 六儀" \
		   "find 六儀 --from 2027-01-01 --to 2027-01-02"; do
		# shellcheck disable=SC2086
		LIUREN_DATADIR="$tmp/res" "$prog" $cmd >"$tmp/out" 2>"$tmp/err"
		rc=$?
		lines=$(wc -l <"$tmp/err")
		if [ $rc = 2 ] && [ "$lines" = 1 ] && grep -q -- "$want" "$tmp/err"; then
			pass=$((pass + 1))
		else
			fail=$((fail + 1))
			echo "FAIL $name ($cmd): status $rc, stderr:"
			cat "$tmp/err"
		fi
	done
}

# a data line is the first line that does not start with '#'
first_data='0,/^[^#]/'
damage "shensha: missing column" shensha.tsv "${first_data}s/\t[^\t]*\$//" 'shensha.tsv:[0-9]*: '
damage "shensha: unknown branch" shensha.tsv "${first_data}s/seq:子+1/seq:龍+1/" 'shensha.tsv:[0-9]*: '
damage "shensha: duplicate name" shensha.tsv "${first_data}{p}" 'shensha.tsv:[0-9]*: '
damage "shensha: bad kind" shensha.tsv "${first_data}s/\t平\t/\t好\t/" 'shensha.tsv:[0-9]*: '
damage "shensha: not UTF-8" shensha.tsv "${first_data}s/太歲/\xff\xfe/" 'shensha.tsv:[0-9]*: '
# of the same size as the table the build checked: found by its digest
damage "shensha: a control character, same size" shensha.tsv \
	"${first_data}s/\t平\t/\t\x07\x07\x07\t/" 'shensha.tsv:[0-9]*: U+0007'
damage "notes: a control character, same size" shensha-notes.tsv \
	"${first_data}s/\ttext\t/\ttex\x07\t/" 'shensha-notes.tsv:[0-9]*: U+0007'
damage "notes: missing column" shensha-notes.tsv "${first_data}s/\t[^\t]*\$//" 'shensha-notes.tsv:[0-9]*: '
damage "patterns: missing column" patterns.tsv "${first_data}s/\t[^\t]*\$//" 'patterns.tsv:[0-9]*: '
damage "patterns: a gloss without its Korean" patterns.tsv '/^六儀\tgloss-ko\t/d' \
	"patterns.tsv:[0-9]*: the gloss of '六儀' has no gloss-ko"
damage "notes: a gloss's Korean in place of the gloss" shensha-notes.tsv \
	'0,/\tgloss\t/s/\tgloss\t/\tgloss-ko\t/' 'shensha-notes.tsv:[0-9]*: .*gloss-ko'
damage "patterns: unknown pattern" patterns.tsv "${first_data}s/^[^\t]*\t/不存在之課\t/" 'patterns.tsv:[0-9]*: '
damage "shenjiang: missing column" shenjiang.tsv "${first_data}s/\t[^\t]*\$//" 'shenjiang.tsv:[0-9]*: '
damage "shenjiang: bad condition" shenjiang.tsv "0,/\tcond\t/s/\t將=/\t到=/" 'shenjiang.tsv:[0-9]*: .*bad value'
damage "leishen: unknown general" leishen.tsv "${first_data}s/\t天后\t/\t天後生\t/;${first_data}s/\t父母\t/\t父母親\t/" 'leishen.tsv:[0-9]*: '

# res/bifa.tsv (the 畢法) is read by show and by find for a 格 name
for kind in "s/\tverse\t/\tgloss\t/" "s/^1\t/0\t/"; do
	rm -rf "$tmp/res"
	cp -R "$src/res" "$tmp/res"
	sed -i "${first_data}$kind" "$tmp/res/bifa.tsv"
	for cmd in "show 第三法" "find 拱貴格 --from 2027-01-01 --to 2027-01-02"; do
		# shellcheck disable=SC2086
		LIUREN_DATADIR="$tmp/res" "$prog" $cmd >"$tmp/out" 2>"$tmp/err"
		rc=$?
		if [ $rc = 2 ] && [ "$(wc -l <"$tmp/err")" = 1 ] &&
		   grep -q 'bifa.tsv:[0-9]*: ' "$tmp/err"; then
			pass=$((pass + 1))
		else
			fail=$((fail + 1))
			echo "FAIL bifa.tsv $kind ($cmd): status $rc, stderr:"
			cat "$tmp/err"
		fi
	done
done

# 卷二's discourses, read by show alone
rm -rf "$tmp/res"
cp -R "$src/res" "$tmp/res"
sed -i "${first_data}s/\t[^\t]*\$//" "$tmp/res/shenjiang-lun.tsv"
for name in 天將總論 六儀; do
	LIUREN_DATADIR="$tmp/res" "$prog" show "$name" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if [ $rc = 2 ] && [ "$(wc -l <"$tmp/err")" = 1 ] &&
	   grep -q 'shenjiang-lun.tsv:[0-9]*: ' "$tmp/err"; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL shenjiang-lun: missing column (show $name): status $rc"
		cat "$tmp/err"
	fi
done

# a file that is missing, or a directory where a file should be
for f in shensha.tsv patterns.tsv shenjiang.tsv leishen.tsv; do
	rm -rf "$tmp/res"
	cp -R "$src/res" "$tmp/res"
	rm "$tmp/res/$f"
	mkdir "$tmp/res/$f"
	LIUREN_DATADIR="$tmp/res" "$prog" show 六儀 >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if [ $rc = 2 ] && [ "$(wc -l <"$tmp/err")" = 1 ] && grep -q "$f" "$tmp/err"; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL $f is a directory: status $rc"
		cat "$tmp/err"
	fi
done
# an edited table that holds no error is read as it is, not the set the
# build compiled in from res/ (src/core/shensha/shensha_builtin.c)
for f in shensha.tsv shensha-notes.tsv; do
	rm -rf "$tmp/res"
	cp -R "$src/res" "$tmp/res"
	case $f in
	shensha.tsv) sed -i 's/\t卷一 第29段 驛馬六厄華蓋馳\t/\t卷一 第29段 驛馬（改）\t/' "$tmp/res/$f" ;;
	*) sed -i '0,/^驛馬\tgloss-en\t/s/^驛馬\tgloss-en\tRead for moves/驛馬\tgloss-en\tEdited: read for moves/' "$tmp/res/$f" ;;
	esac
	want=$(case $f in shensha.tsv) echo '驛馬（改）' ;; *) echo 'Edited: read for moves' ;; esac)
	LIUREN_DATADIR="$tmp/res" LANGUAGE=en "$prog" show 驛馬 >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if [ $rc = 0 ] && grep -q "$want" "$tmp/out" && ! grep -q "$want" "$src/res/$f"; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL an edited $f is read: status $rc"
		cat "$tmp/err"
	fi
done
# an edited bifa.tsv or patterns.tsv that holds no error is read as it
# is, not the texts, names and indexes the build wrote from res/
# (tools/gen_name_index.c); with an edited shensha.tsv the names are
# folded at run time (驿马 still finds 驛馬)
for f in bifa.tsv patterns.tsv shensha.tsv; do
	rm -rf "$tmp/res"
	cp -R "$src/res" "$tmp/res"
	case $f in
	bifa.tsv) sed -i 's/^3\tgloss-en\t-\tIn a day reading/3\tgloss-en\t-\tEdited: in a day reading/' "$tmp/res/$f"
		  name=第三法 want='Edited: in a day reading' ;;
	patterns.tsv) sed -i 's/^六儀\tgloss-en\t-\tWhen the branch/六儀\tgloss-en\t-\tEdited: when the branch/' "$tmp/res/$f"
		      name=六儀 want='Edited: when the branch' ;;
	*) sed -i 's/\t卷一 第29段 驛馬六厄華蓋馳\t/\t卷一 第29段 驛馬（改）\t/' "$tmp/res/$f"
	   name=驿马 want='驛馬（改）' ;;
	esac
	LIUREN_DATADIR="$tmp/res" LANGUAGE=en "$prog" show "$name" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if [ $rc = 0 ] && grep -q "$want" "$tmp/out" && ! grep -q "$want" "$src/res/$f"; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL an edited $f is read (show $name): status $rc"
		cat "$tmp/err"
	fi
done
echo "damaged-res: $pass passed, $fail failed"
[ $fail = 0 ]
