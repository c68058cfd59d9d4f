#!/bin/sh
# liuren - tests/sh/wording.sh [PROGRAM]: English that reads as English
# and one style of brackets per language.
#  - the 遁奇 line names a void 遁干 as such (not "戊 void 庚"); a counted
#    課體 is named by its count (五福 (4/5), not 4福); the querent's line
#    is "Given"; no "an" before a 漢字 term in a gloss; 第五十法's
#    clauses each have their verb; 第九十三法's sentence has one colon;
#    a case's outcome mark without a date is not "- 驗";
#  - a name and what is in its brackets: 知一（比用） in Chinese,
#    知一 (比用) in English, 知一(比用) in Korean, in print and in the
#    browser alike (lr_lang_bracket); no bracket of the other style inside
#    (二煩（天煩 地煩 天地二煩）, not 二煩（天煩 地煩 (天地二煩)）); show's heading
#    "Text (原文), in 卷…" has one pair;
#  - case --help: the synopses start in one column.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
cd "$(dirname "$0")/../.."
prog=${1:-build/liuren}
case $prog in /*) ;; *) prog=$PWD/$prog ;; esac
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { echo "wording: FAIL $*"; fail=$((fail + 1)); }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 XDG_CONFIG_HOME="$tmp/none" XDG_DATA_HOME="$tmp/data" TZ=UTC HOME="$tmp"
run() { "$prog" "$@" 2>&1; }

# 2026-11-29 17:05 in Shanghai: 五福 with four of five, 知一（比用）,
# and a 三傳 whose 末傳 is void (no 遁干)
m='2026-11-29 17:05 --tz Asia/Shanghai --birth 1983 --sex m'
# shellcheck disable=SC2086
run --lang en print $m --all >"$tmp/en"
# shellcheck disable=SC2086
run --lang ko print $m --all >"$tmp/ko"
# shellcheck disable=SC2086
run --lang zh-Hant print $m --all >"$tmp/zh"
if grep -q '遁奇' "$tmp/en" && ! grep -qE '遁奇.*[甲乙丙丁戊己庚辛壬癸] void|void [甲乙丙丁戊己庚辛壬癸]' "$tmp/en"; then ok; else
	bad "the 遁奇 line puts a bare 'void' among the stems"; grep '遁奇' "$tmp/en"; fi
if grep -q '^  五福 (4/5)  4/5 of the 五福' "$tmp/en" && ! grep -q '[0-9]福' "$tmp/en"; then ok; else
	bad "五福 is not named by its count in English"; grep '五福' "$tmp/en"; fi
if grep -q '^Given ' "$tmp/en" && ! grep -q '^Known ' "$tmp/en"; then ok; else bad "the querent's line is not 'Given'"; fi
# brackets: each language its own, never the other's
if grep -q 'method 知一 (比用)' "$tmp/en" && grep -q '^  知一 (比用)  ' "$tmp/en" \
   && ! grep -q '[（）]' "$tmp/en"; then ok; else bad "English brackets"; grep '[（）]\|知一' "$tmp/en" | head -3; fi
if grep -q '과법(課法) 知一(比用)' "$tmp/ko" && grep -q '^  知一(比用)  ' "$tmp/ko" \
   && ! grep -q '[（）]' "$tmp/ko"; then ok; else bad "Korean brackets"; grep '[（）]\|知一' "$tmp/ko" | head -3; fi
if grep -q '知一（比用）' "$tmp/zh" && ! grep -qE '^  [^ ]+\(' "$tmp/zh"; then ok; else bad "Chinese brackets"; fi
# the browser's 課體 pane and method line call the same helper
if grep -q 'lr_lang_bracket' src/tui/panes.c && grep -q 'lr_lang_bracket' src/tui/plate.c \
   && grep -q 'lr_lang_bracket' src/front/render_patterns.c && grep -q 'lr_lang_bracket' src/front/render.c \
   && ! grep -qE '"[（(]%s[）)]"' src/tui/panes.c src/front/render_patterns.c; then ok; else
	bad "print and the browser do not both bracket a 課體's form with lr_lang_bracket"; fi
# 二煩 on both lodgings (vol. 38: 六月初二壬子日午將卯時)
run --lang zh-Hant print '六月初二壬子日午時卯將' >"$tmp/erfan"
if grep -q '二煩（天煩 地煩 天地二煩）' "$tmp/erfan" && ! grep -q '二煩（[^）]*(' "$tmp/erfan"; then ok; else
	bad "二煩's form carries a bracket of another style"; grep '二煩' "$tmp/erfan"; fi

# glosses, 第九十三法, 第五十法
if run --lang en show 六儀 | grep -qP 'an \p{Han}'; then bad "'an' before a 漢字 term"; else ok; fi
line=$(run --lang en show 第九十三法 | sed -n 3p)
n=$(printf '%s\n' "$line" | grep -o ': ' | wc -l)
if [ "$n" -le 1 ] && [ -n "$line" ]; then ok; else bad "第九十三法: $n colons: $line"; fi
if run --lang en show 六儀 | grep -q '^Text (原文), in 卷三十一 第5段$'; then ok; else
	bad "show's heading: $(run --lang en show 六儀 | grep '^Text' | head -1)"; fi
run --lang en find 二貴皆空虛喜期 --from 2027-01-01 --to 2027-03-31 >"$tmp/f50"
if grep -q '晝貴' "$tmp/f50" && ! grep -qE 'the 夜貴 [子丑寅卯辰巳午未申酉戌亥](;|$)' "$tmp/f50"; then ok; else
	bad "第五十法: a clause without its verb"; grep '晝貴' "$tmp/f50" | head -2; fi

# a case's mark without a date
cb="$tmp/cases.sqlite"
"$prog" case add --casebook "$cb" --day 丙辰 --hour 寅 --general 未 --question '升遷可成否' >/dev/null 2>&1
"$prog" case edit 1 --casebook "$cb" --verified yes >/dev/null 2>&1
"$prog" --lang en case show 1 --casebook "$cb" >"$tmp/case" 2>&1
if grep -q '^outcome mark: 驗$' "$tmp/case" && ! grep -q -- '- 驗' "$tmp/case"; then ok; else
	bad "the outcome mark without a date"; grep -i 'outcome' "$tmp/case"; fi

# case --help: every synopsis in one column, in each language
for l in en zh-Hant ko; do
	"$prog" --lang "$l" case --help 2>&1 | grep '^ *liuren case ' >"$tmp/syn"
	cols=$(sed 's/liuren case .*//' "$tmp/syn" | sort -u | wc -l)
	if [ "$cols" = 1 ] && [ "$(wc -l <"$tmp/syn")" -gt 5 ]; then ok; else
		bad "case --help ($l): the synopses start in $cols columns"; cat "$tmp/syn" | head -3; fi
done

echo "wording: $pass passed, $fail failed"
[ $fail = 0 ]
