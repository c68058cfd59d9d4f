#!/bin/sh
# liuren - tests/sh/zh-cn-usage.sh: the zh-Hans catalog (po/zh_CN.po)
# reads as mainland usage throughout: none of its translations uses the
# Taiwan word where the mainland has its own (预设 for 默认, 设定档 for
# 配置文件, 物件 对象, 讯息 消息, 视窗 窗口, 档案 文件, 搜寻 搜索, 萤幕
# 屏幕, 游标 光标, 记忆体 内存, 字元 字符, 终端机 终端, 语系, 套用 应用).
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
cd "$(dirname "$0")/../.."
pass=0 fail=0
# the translations only: msgstr lines and their continuations
awk '/^msgstr/{s=1} /^msgid|^#|^$/{s=0} s' po/zh_CN.po >"${TMPDIR:-/tmp}/zh-cn-msgstr.$$"
for w in 预设 设定档 设定 物件 讯息 视窗 档案 搜寻 萤幕 游标 记忆体 字元 终端机 语系 套用; do
	if grep -n "$w" "${TMPDIR:-/tmp}/zh-cn-msgstr.$$" >/dev/null; then
		echo "zh-cn-usage: po/zh_CN.po translates with the Taiwan word $w"
		fail=$((fail + 1))
	else
		pass=$((pass + 1))
	fi
done
rm -f "${TMPDIR:-/tmp}/zh-cn-msgstr.$$"
echo "zh-cn-usage: $pass passed, $fail failed"
[ $fail = 0 ]
