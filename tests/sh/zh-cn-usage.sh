#!/bin/sh
# liuren - tests/sh/zh-cn-usage.sh: the zh-Hans catalog (po/zh_CN.po)
# reads as mainland usage throughout: none of its translations uses the
# Taiwan word where the mainland has its own (预设 for 默认, 设定档 for
# 配置文件, 物件 对象, 讯息 消息, 视窗 窗口, 档案 文件, 搜寻 搜索, 萤幕
# 屏幕, 游标 光标, 记忆体 内存, 字元 字符, 终端机 终端, 语系, 套用 应用,
# 卷动 滚动, 开启 打开, 新档 新文件, 重画画面 重绘屏幕, 手定 手动, 课表
# (a school timetable) for the atlas, 引数 参数, 说明 帮助 and 结束 退出
# for the help key and for quitting); counts as 119/720, as the reasons write
# them (4/5), never 119／720. And the
# user's own words (a case's question, tags, notes) are shown as typed
# in zh-Hans, in case show, list, export and --json, while the program's
# own words around them are converted.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
cd "$(dirname "$0")/../.."
pass=0 fail=0
# the translations only: msgstr lines and their continuations
awk '/^msgstr/{s=1} /^msgid|^#|^$/{s=0} s' po/zh_CN.po >"${TMPDIR:-/tmp}/zh-cn-msgstr.$$"
for w in 预设 设定档 设定 物件 讯息 视窗 档案 搜寻 萤幕 游标 记忆体 字元 终端机 语系 套用 \
	 卷动 开启 新档 输出档 重画画面 手定 课表 引数 本说明 '"说明"' '"结束"' \
	 'q 结束' 结束浏览器 '%d／%d'; do
	if grep -n "$w" "${TMPDIR:-/tmp}/zh-cn-msgstr.$$" >/dev/null; then
		echo "zh-cn-usage: po/zh_CN.po translates with the Taiwan word $w"
		fail=$((fail + 1))
	else
		pass=$((pass + 1))
	fi
done
rm -f "${TMPDIR:-/tmp}/zh-cn-msgstr.$$"

# the user's own words, as typed
prog=${1:-build/liuren}
case $prog in /*) ;; *) prog=$PWD/$prog ;; esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 XDG_CONFIG_HOME="$tmp/none" XDG_DATA_HOME="$tmp/data" TZ=UTC HOME="$tmp"
cb="$tmp/cases.sqlite"
"$prog" case add --casebook "$cb" --day 丙辰 --hour 寅 --general 未 \
	--question '升遷可成否；後來
再問一事' --tag 官職 --note '這是備註' >/dev/null 2>&1
verbatim() { # WHAT FILE WORDS...: FILE holds each of WORDS as typed
	what=$1 file=$2; shift 2
	for w in "$@"; do
		if grep -qF -- "$w" "$file"; then pass=$((pass + 1)); else
			echo "zh-cn-usage: $what: '$w' not shown as typed:"; head -20 "$file"
			fail=$((fail + 1)); fi
	done
}
"$prog" --lang zh-Hans case show 1 --casebook "$cb" >"$tmp/show" 2>&1
verbatim "case show" "$tmp/show" '升遷可成否；後來' '再問一事' '官職' '這是備註'
if grep -q '丙辰日 寅时 未将' "$tmp/show" && grep -q '所问' "$tmp/show"; then pass=$((pass + 1)); else
	echo "zh-cn-usage: case show: the program's own words are not in Simplified"; fail=$((fail + 1)); fi
"$prog" --lang zh-Hans case list --casebook "$cb" >"$tmp/list" 2>&1
verbatim "case list" "$tmp/list" '升遷可成否；後來' '官職'
"$prog" --lang zh-Hans case export --markdown --casebook "$cb" >"$tmp/md" 2>&1
verbatim "case export --markdown" "$tmp/md" '升遷可成否；後來' '再問一事' '這是備註'
"$prog" --lang zh-Hans case show 1 --json --casebook "$cb" >"$tmp/json" 2>&1
verbatim "case show --json" "$tmp/json" '"question":"升遷可成否；後來\n再問一事"' '"notes":"這是備註"'
# no mark of the verbatim spans is ever written out
if cat "$tmp/show" "$tmp/list" "$tmp/md" "$tmp/json" | grep -q "$(printf '\356\200\20[12]')"; then
	echo "zh-cn-usage: a verbatim mark left in the output"; fail=$((fail + 1)); else pass=$((pass + 1)); fi
"$prog" --lang zh-Hant case show 1 --casebook "$cb" >"$tmp/hant" 2>&1
if grep -q "$(printf '\356\200')" "$tmp/hant"; then
	echo "zh-cn-usage: verbatim marks in zh-Hant output"; fail=$((fail + 1)); else pass=$((pass + 1)); fi
echo "zh-cn-usage: $pass passed, $fail failed"
[ $fail = 0 ]
