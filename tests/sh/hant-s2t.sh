#!/bin/sh
# liuren - tests/sh/hant-s2t.sh [PROGRAM]: no Simplified character in
# zh-Hant output. Every zh-Hant output of a sample of charts (print --all,
# explain, show of a sample of names) and the text of res/ and of the
# zh-Hant catalog it comes from go through OpenCC's s2tw
# (Simplified to Traditional, Taiwan standard forms) and must come back
# unchanged, but for the characters that are Traditional themselves and
# that s2t reads as a Simplified form of another (丑 醜, 后 後, 干 幹, 占
# 佔, 克 剋, 斗 鬥): a character counts as Simplified only when OpenCC's
# own s2t dictionary (STCharacters) offers only other characters for it
# and s2tw changes it (so 群, 床, 秘, the Taiwan forms, are Traditional).
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
cd "$(dirname "$0")/../.."
prog=${1:-build/liuren}
case $prog in /*) ;; *) prog=$PWD/$prog ;; esac
pass=0 fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 XDG_CONFIG_HOME="$tmp/none" XDG_DATA_HOME="$tmp/data" TZ=UTC
dict=
for d in /usr/share/opencc /usr/local/share/opencc; do
	[ -f "$d/STCharacters.ocd2" ] && dict=$d/STCharacters.ocd2 && break
done
if [ -z "$dict" ] || ! command -v opencc_dict >/dev/null; then
	echo "hant-s2t: OpenCC's STCharacters.ocd2 or opencc_dict missing (apt-get install opencc)"
	echo "hant-s2t: 0 passed, 1 failed"
	exit 1
fi
opencc_dict -i "$dict" -o "$tmp/st.txt" -f ocd2 -t text
# the characters s2t never keeps as they are ...
awk -F'\t' '{ n = split($2, v, " "); own = 0
	for (i = 1; i <= n; i++) if (v[i] == $1) own = 1
	if (!own) print $1 }' "$tmp/st.txt" >"$tmp/cand"
# ... and that the Taiwan standard does not keep either
opencc -c s2tw.json -i "$tmp/cand" -o "$tmp/cand-tw"
paste "$tmp/cand" "$tmp/cand-tw" | awk -F'\t' '$1 != $2 { print $1 }' >"$tmp/simplified"

check() { # NAME FILE: FILE holds no Simplified character (but 简体中文,
	# the language's own name, and 驿马, show's example of a name typed
	# in Simplified)
	if sed 's/简体中文//g; s/驿马//g' "$2" | grep -n -F -f "$tmp/simplified" >"$tmp/hits"; then
		echo "hant-s2t: $1: Simplified characters in zh-Hant output:"
		head -5 "$tmp/hits"
		head -5 "$tmp/hits" | opencc -c s2tw.json | sed 's/^/  s2tw: /'
		fail=$((fail + 1))
	else
		pass=$((pass + 1))
	fi
}

# the check catches what it is for: 忧 (for 憂) and 乗 are not Traditional
printf '在陽忧男\n盜乗玄武\n丑 后 干 占 克 斗 群 床 秘\n' >"$tmp/planted"
if [ "$(grep -c -F -f "$tmp/simplified" "$tmp/planted")" = 1 ]; then
	pass=$((pass + 1))
else
	echo "hant-s2t: the check does not tell 忧 from 丑 后 干 …"
	fail=$((fail + 1))
fi

# a sample of charts: moments across the year, the book's notation, a
# querent, a couple, typed pillars (2027-01-18 07:30: 魄化 on 午)
: >"$tmp/charts"
for m in "2027-01-18 07:30" "2026-11-29 17:05" "2027-03-02 11:10" \
	 "2027-05-21 03:40" "2027-07-07 19:20" "2027-09-15 23:30" \
	 "2028-02-29 12:00" "2027-12-31 05:55"; do
	# shellcheck disable=SC2086
	"$prog" --lang zh-Hant print $m --all --birth 1983-01-20 --sex f >>"$tmp/charts" 2>&1
	# shellcheck disable=SC2086
	"$prog" --lang zh-Hant explain $m >>"$tmp/charts" 2>&1
done
"$prog" --lang zh-Hant print '九月初三丙午日午時卯將 寅命 行年午' --all >>"$tmp/charts" 2>&1
"$prog" --lang zh-Hant print '壬申日未時巳將 夫行年甲寅 妻行年己亥' --all >>"$tmp/charts" 2>&1
"$prog" --lang zh-Hant print --day 癸亥 --hour 子 --general 午 --ask 病 --all >>"$tmp/charts" 2>&1
"$prog" --lang zh-Hant explain --day 丁卯 --hour 丑 --general 亥 >>"$tmp/charts" 2>&1
[ -s "$tmp/charts" ] || { echo "hant-s2t: no output"; fail=$((fail + 1)); }
check "print --all, explain" "$tmp/charts"

# what show prints is the text of res/ and the zh-Hant catalog: all of
# it, then show itself on the generals, the 神 and every fifth other name
for f in res/*.tsv; do
	case $f in res/ko-readings.tsv) continue ;; esac	# Korean readings of any 漢字
	check "$f" "$f"
done
awk '/^msgstr/{s=1} /^msgid|^#|^$/{s=0} s' po/zh_TW.po >"$tmp/zh_TW"
check "po/zh_TW.po" "$tmp/zh_TW"
: >"$tmp/show"
{ printf '%s\n' 貴人 螣蛇 朱雀 六合 勾陳 青龍 天空 白虎 太常 玄武 太陰 天后 天將總論
  "$prog" --list branches
  { "$prog" --list patterns; "$prog" --list shensha; } | sort -u | awk 'NR % 5 == 1'
} >"$tmp/names"
while IFS= read -r name; do
	"$prog" --lang zh-Hant show -- "$name" >>"$tmp/show" 2>&1
done <"$tmp/names"
[ "$(wc -l <"$tmp/names")" -gt 100 ] || { echo "hant-s2t: too few names"; fail=$((fail + 1)); }
check "show NAME" "$tmp/show"

echo "hant-s2t: $pass passed, $fail failed"
[ $fail = 0 ]
