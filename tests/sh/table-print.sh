#!/bin/sh
# liuren - tests/sh/table-print.sh PROGRAM: 'liuren table' agrees with
# 'liuren print --json' on sampled (day, hour, general) inputs, under the
# default settings and under a second set: every table line is rebuilt
# from print's JSON (lessons, relations, generals, transmissions with
# stems and kin, noble, void, method and sub-method) and must be equal.
# Also: the whole table has 8,640 lines, every input exactly once.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 XDG_CONFIG_HOME="$tmp/none"
pass=0 fail=0
check() { if eval "$2"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $1"; return 1; fi; }

# print's JSON lines (one chart each) as table TSV lines, in one awk: the
# generals' one-character names are a fact of the art, not program output.
to_tsv() {
	awk '
	BEGIN {
		split("貴人 貴 螣蛇 蛇 朱雀 朱 六合 合 勾陳 勾 青龍 青 天空 空 白虎 白 太常 常 玄武 玄 太陰 陰 天后 后", a, " ")
		for (i = 1; i < 24; i += 2) short[a[i]] = a[i + 1]
	}
	function str(key,   s) {	# the string value of the first KEY in rest
		if (!match(rest, "\"" key "\":(\"[^\"]*\"|null)")) return "?"
		s = substr(rest, RSTART + length(key) + 3, RLENGTH - length(key) - 3)
		rest = substr(rest, RSTART + RLENGTH)
		if (s == "null") return "-"
		return substr(s, 2, length(s) - 2)
	}
	{
		sub(/"context":.*/, "")
		rest = $0
		d = str("day"); h = str("hour"); g = str("general")
		dn = ($0 ~ /"daytime":true/) ? "晝" : "夜"
		rest = $0; sub(/.*"lessons":/, "", rest)
		lg = ""
		for (i = 1; i <= 4; i++) {
			up = str("upper"); lo = str("lower"); r = str("relation")
			lesson[i] = up lo; rel[i] = (r == "none") ? "-" : r
			lg = lg short[str("general")]
		}
		ts = ""; tk = ""; tg = ""
		for (i = 1; i <= 3; i++) {
			tb[i] = str("branch"); ts = ts str("stem")
			tk = tk (i > 1 ? "," : "") str("kin"); tg = tg short[str("general")]
		}
		m = str("method"); md = str("method_detail")
		vd = $0; sub(/.*"void":\["/, "", vd); vd = substr(vd, 1, 3) substr(vd, 7, 3)
		rest = $0; sub(/.*"method_detail":"[^"]*",/, "", rest)
		dummy = str("void"); nb = str("noble"); dir = str("noble_direction")
		printf "%s\t%s\t%s\t%s\t%s\t%s\t%s", d, h, g, dn, nb, dir, vd
		for (i = 1; i <= 4; i++) printf "\t%s", lesson[i]
		for (i = 1; i <= 4; i++) printf "\t%s", rel[i]
		printf "\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", lg, tb[1], tb[2], tb[3], ts, tk, tg, m, md
	}'
}

sample() { # label step settings…
	label=$1 step=$2
	shift 2
	"$prog" table --no-config --tsv "$@" >"$tmp/table" || { check "$label: table runs" false; return; }
	check "$label: 8,640 lines and a header" '[ "$(wc -l <"$tmp/table")" = 8641 ]'
	check "$label: every input once" \
		'[ "$(tail -n +2 "$tmp/table" | cut -f1-3 | sort -u | wc -l)" = 8640 ]'
	tail -n +2 "$tmp/table" | awk -v s="$step" 'NR % s == 1' >"$tmp/picked"
	: >"$tmp/json"
	while IFS="$(printf '\t')" read -r d h g _; do
		"$prog" print --no-config --json --day "$d" --hour "$h" --general "$g" "$@" >>"$tmp/json"
	done <"$tmp/picked"
	to_tsv <"$tmp/json" >"$tmp/from-print"
	n=$(wc -l <"$tmp/picked")
	check "$label: $n sampled lines equal print's chart" \
		'[ "$n" -gt 20 ] && cmp -s "$tmp/picked" "$tmp/from-print"' ||
		{ diff "$tmp/picked" "$tmp/from-print" | head -6; }
}

sample defaults 97
sample "xiantian, mao-shen, mengzhongji" 211 --noble-table xiantian \
	--day-hours mao-shen --shehai mengzhongji

# a subset: two hours of one day, in order 子 before 午
"$prog" table --no-config --tsv --day 丙辰 --hours 午子 | tail -n +2 | cut -f1-3 | tr '\t' ' ' >"$tmp/sub"
check "subset: 24 lines" '[ "$(wc -l <"$tmp/sub")" = 24 ]'
check "subset: 子 first, then 午" \
	'[ "$(head -1 "$tmp/sub")" = "丙辰 子 子" ] && [ "$(tail -1 "$tmp/sub")" = "丙辰 午 亥" ]'

echo "table-print: $pass passed, $fail failed"
[ $fail = 0 ]
