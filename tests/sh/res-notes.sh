#!/bin/sh
# liuren - tests/sh/res-notes.sh PROGRAM: our notes on the book's text
# are in the reader's language and apart from it: the taboo form 元胎
# (玄胎) in zh-Hant, en, ko and zh-Hans; the 神煞 whose book sentence
# needs a word of ours (力士, 奏書, 伏兵, 大禍, 旬盜, 天煞, 月破 …) show the
# book's words alone as the source and the note in the reader's language;
# and no field of res/ that holds the classical text has ASCII letters.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
src=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LANGUAGE=en LC_ALL=C.UTF-8 HOME="$tmp" XDG_CONFIG_HOME="$tmp/config" TZ=Asia/Shanghai
unset LIUREN_DATADIR
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }

# show NAME in LANG has a line containing WANT (fixed string)
has() {
	"$prog" show "$2" --lang "$1" >"$tmp/out" 2>&1
	grep -qF -- "$3" "$tmp/out" && ok || bad "show $2 --lang $1: no '$3'"
}
# ... and none containing WORD
hasnt() {
	"$prog" show "$2" --lang "$1" >"$tmp/out" 2>&1
	grep -qF -- "$3" "$tmp/out" && bad "show $2 --lang $1: '$3'" || ok
}

# 玄胎: the book (a Qing print) writes 元 for 玄; the note says so in the
# reader's language, and no English note is left in the book's text
has zh-Hant 玄胎 '書中避清諱，以元代玄，通作元胎。'
has zh-Hans 玄胎 '书中避清讳，以元代玄，通作元胎。'
has en 玄胎 'writes 元胎 throughout (元 for 玄)'
has ko 玄胎 '玄 대신 元을 써서 줄곧 元胎로 쓴다'
for l in zh-Hant zh-Hans en ko; do
	hasnt $l 玄胎 'the source writes'
done

# 神煞: the source is the book's phrase alone, our note follows it in the
# reader's language (zh-Hans: the Chinese note converted)
has zh-Hant 力士 '    出處 卷一 第20段 太歲前維力士位'
has zh-Hant 力士 '    今按：太歲所在三辰一組（亥子丑、寅卯辰、巳午未、申酉戌）之前的維。'
has zh-Hans 力士 '    今按：太岁所在三辰一组（亥子丑、寅卯辰、巳午未、申酉戌）之前的维。'
has en 力士 "    our note: the corner ahead of the year's three-branch group"
has ko 力士 '    편자 주: 太歲가 속한 세 지지 묶음'
has en 天煞 '    source 卷一 第35段 天煞卯子酉午'
has zh-Hant 天煞 '    今按：寫在飛廉之後，與卷一第34段不合。'
has ko 月破 '    편자 주: 月建의 沖 자리로, 月沖과 같다.'
for n in 力士 奏書 黃幡 伏兵 大禍 旬盜 天赦 天醫 風煞 天煞 天獄 月破 地獄 天機; do
	for l in zh-Hant:出處 zh-Hans:出处 en:source ko:출처; do
		"$prog" show $n --lang ${l%%:*} >"$tmp/out" 2>&1
		grep "^    ${l#*:} " "$tmp/out" | sed "s/^    ${l#*:} //" >"$tmp/src"
		[ -s "$tmp/src" ] && ! LC_ALL=C grep -q '[A-Za-z]' "$tmp/src" && ok ||
			bad "show $n --lang ${l%%:*}: source '$(head -1 "$tmp/src")'"
	done
done

# the fields of res/ that hold the book's words have no ASCII letter
# (a "\n" of patterns.tsv is a line break): FILE FIELD [KIND-FIELD KINDS]
classical() {
	LC_ALL=C awk -F'\t' -v fld="$2" -v kf="${3:-0}" -v kinds=" ${4:-} " '
		/^#/ || NF == 0 { next }
		kf && index(kinds, " " $kf " ") == 0 { next }
		{ t = $fld; gsub(/\\n/, "", t)
		  if (t ~ /[A-Za-z]/) { print FILENAME ":" FNR ": " substr(t, 1, 120); bad = 1 } }
		END { exit bad }' "$src/res/$1" >"$tmp/ascii"
	[ $? = 0 ] && ok || bad "ASCII letters in the book's text: $(head -3 "$tmp/ascii")"
}
classical patterns.tsv 4 2 'text verse note book plate'
classical bifa.tsv 4 2 'verse heading text ge'
classical shenjiang.tsv 5 2 'text cond verse lei body colour things'
classical shenjiang-lun.tsv 3
classical shensha.tsv 6
classical shensha-notes.tsv 3 2 'text'
classical leishen.tsv 4
classical book-cases.tsv 6

echo "res-notes: $pass passed, $fail failed"
[ "$fail" = 0 ]
