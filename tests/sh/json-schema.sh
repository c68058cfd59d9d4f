#!/bin/sh
# liuren - tests/sh/json-schema.sh PROGRAM: the JSON contract. Every
# JSON output (print, explain, table, find, calendar, case list, case
# show, case export, the book's cases, practice --report) opens with "schema":"liuren/1",
# validates against doc/liuren.schema.json (python3-jsonschema), and is
# the same byte for byte under the C locale, zh_CN, ko_KR and de_DE
# (decimal comma): only --lang changes the language of its values.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$1
case $prog in /*) ;; *) prog=$PWD/$prog ;; esac
b=$(dirname "$prog")
top=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
py=
for p in python3 /usr/bin/python3; do
	"$p" -c 'import jsonschema' >/dev/null 2>&1 && { py=$p; break; }
done
[ -n "$py" ] || { echo "json-schema: skipped (no python3-jsonschema: apt-get install python3-jsonschema)"; echo "json-schema: 0 passed, 0 failed"; exit 0; }
export HOME="$tmp/home" XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config" TZ=Asia/Shanghai
unset LC_ALL LC_MESSAGES LC_NUMERIC LANG LANGUAGE VISUAL EDITOR
mkdir -p "$tmp/home"
# a config that names a language: --json takes no notice of it either
mkdir -p "$tmp/config/liuren"
printf 'lang = ko\n' >"$tmp/config/liuren/config"

# the decimal-comma locale of tests/sh/decimal-comma.sh, when there is one
de=de_DE.UTF-8
if ! locale -a 2>/dev/null | grep -qix 'de_DE\.utf-\?8'; then
	if [ -d "$b/test-locales/$de" ]; then
		export LOCPATH="$b/test-locales"
	elif command -v localedef >/dev/null && mkdir -p "$tmp/loc" &&
		localedef -i de_DE -f UTF-8 "$tmp/loc/$de" >/dev/null 2>&1; then
		export LOCPATH="$tmp/loc"
	else
		de=
	fi
fi

book=$tmp/book.sqlite
LC_ALL=C.UTF-8 "$prog" case add 2026-11-29 17:05 --tz Asia/Shanghai --lon 121.47 \
	--lat 31.23 --question 問 --tag 官 --casebook "$book" >/dev/null 2>"$tmp/err" ||
	bad "case add: $(cat "$tmp/err")"
# NAME ARGS…, one JSON output each
outputs() {
	run print "$prog" print 2026-11-29 17:05 --lon 121.47 --lat 31.23 --birth 1983 --sex m --json
	run e01 "$prog" print --day 丙辰 --hour 寅 --general 未 --json
	run couple "$prog" print 二月甲子日寅時戌將夫年立午妻年立子 --json
	run explain "$prog" explain --day 丙辰 --hour 寅 --general 未 --json
	run table "$prog" table --day 丙辰 --hours 寅 --general 小吉 --json
	run find "$prog" find 見機 --from 2027-01-01 --to 2027-01-10 --tz Asia/Shanghai --json
	run calendar "$prog" calendar 2026 --json
	run list "$prog" case list --json --casebook "$book"
	run show "$prog" case show 1 --json --casebook "$book"
	run export "$prog" case export --casebook "$book"
	run bookcases "$prog" case list --book --json
	run practice "$prog" practice --report --json
}
run() { # NAME COMMAND…: into $dir/NAME.json
	name=$1
	shift
	"$@" >"$dir/$name.json" 2>"$dir/$name.err" || bad "$where $name: $(head -c 300 "$dir/$name.err")"
}

for where in C zh_CN ko_KR ${de:+de_DE}; do
	dir=$tmp/$where
	mkdir -p "$dir"
	case $where in
	C) export LC_ALL=C.UTF-8 ;;
	zh_CN) unset LC_ALL; export LANG=zh_CN.UTF-8 ;;
	ko_KR) unset LC_ALL LANG; export LC_ALL=ko_KR.UTF-8 LANGUAGE=ko ;;
	de_DE) unset LANGUAGE; export LC_ALL=$de ;;
	esac
	outputs
	unset LC_ALL LANG LANGUAGE
	for f in "$dir"/*.json; do
		name=$(basename "$f" .json)
		head -c 22 "$f" | grep -qE '^\[?\{"schema":"liuren/1"' && ok ||
			bad "$where $name does not open with \"schema\":\"liuren/1\": $(head -c 60 "$f")"
	done
	"$py" "$top/tests/json_schema.py" "$top/doc/liuren.schema.json" "$dir"/*.json \
		>"$tmp/valid" 2>&1 && ok || bad "$where: against doc/liuren.schema.json: $(head -5 "$tmp/valid")"
	if [ "$where" != C ]; then
		for f in "$dir"/*.json; do
			name=$(basename "$f" .json)
			# (case show recomputes "asked"-free parts only: all stable)
			cmp -s "$f" "$tmp/C/$name.json" && ok ||
				bad "$name under $where differs from the C locale's: $(diff "$tmp/C/$name.json" "$f" | head -c 400)"
		done
	fi
done

# --lang alone changes the language of the values
LC_ALL=C.UTF-8 "$prog" print --day 丙辰 --hour 寅 --general 未 --json --lang zh-Hans >"$tmp/hans.json"
grep -q '"method":"重审"' "$tmp/hans.json" && ok || bad "--lang zh-Hans: $(grep -o '"method":"[^"]*"' "$tmp/hans.json")"
grep -q '"method":"重審"' "$tmp/C/e01.json" && ok || bad "without --lang: $(grep -o '"method":"[^"]*"' "$tmp/C/e01.json")"
LC_ALL=C.UTF-8 "$prog" print --day 丙辰 --hour 寅 --general 未 --json --lang en >"$tmp/en.json"
grep -q '"reason":"[^"]*lesson' "$tmp/en.json" && ok || bad "--lang en: the reasons are not English"
"$py" "$top/tests/json_schema.py" "$top/doc/liuren.schema.json" "$tmp/hans.json" "$tmp/en.json" \
	>"$tmp/valid" 2>&1 && ok || bad "--lang: $(head -5 "$tmp/valid")"
# the schema is installed
make -s --no-print-directory -C "$top" B="$b" DESTDIR="$tmp/dest" install-doc >"$tmp/make.log" 2>&1 &&
	[ -n "$(find "$tmp/dest" -path '*/doc/liuren/liuren.schema.json')" ] && ok ||
	bad "make install-doc does not install liuren.schema.json: $(tail -3 "$tmp/make.log")"

echo "json-schema: $pass passed, $fail failed"
[ $fail = 0 ]
