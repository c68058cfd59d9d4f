#!/bin/sh
# liuren - tests/sh/special-files.sh PROGRAM: a config file or a res/
# table that is not a plain file of sensible size (a symlink to
# /dev/zero, a FIFO, a directory, a huge file) stops the program at once
# with one line naming the file and exit status 2; a NUL byte in a config
# line is an error naming file:line; a UTF-8 byte order mark is accepted.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
src=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 XDG_CONFIG_HOME="$tmp/cfg" HOME="$tmp"
pass=0 fail=0
chart="print --day 丙辰 --hour 寅 --general 未"

# expect NAME STATUS PATTERN CMD...: run CMD (at most 10 s), check its
# status and that stderr is one line matching PATTERN (none for status 0)
expect() {
	name=$1 want=$2 pattern=$3
	shift 3
	timeout 10 "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
	rc=$?
	lines=$(wc -l <"$tmp/err")
	if [ "$want" = 0 ]; then
		[ $rc = 0 ] && [ "$lines" = 0 ] && ok=1 || ok=0
	else
		[ $rc = "$want" ] && [ "$lines" = 1 ] &&
			grep -q -- "$pattern" "$tmp/err" && ok=1 || ok=0
	fi
	if [ $ok = 1 ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL $name: status $rc (want $want), stderr:"
		head -c 400 "$tmp/err"
	fi
}

cfg="$tmp/cfg/liuren/config"
fresh_config() { rm -rf "$tmp/cfg"; mkdir -p "$tmp/cfg/liuren"; }

# shellcheck disable=SC2086
{
fresh_config; ln -s /dev/zero "$cfg"
expect "config -> /dev/zero" 2 "config: not a regular file" "$prog" $chart
# the casebook's commands read the config's casebook line the same way
expect "case list, config -> /dev/zero" 2 "config: not a regular file" \
	env XDG_DATA_HOME="$tmp/data" "$prog" case list
fresh_config; mkfifo "$cfg"
expect "case list, config is a FIFO" 2 "config: not a regular file" \
	env XDG_DATA_HOME="$tmp/data" "$prog" case list
expect "config is a FIFO" 2 "config: not a regular file" "$prog" $chart
expect "--config FIFO" 2 "config: not a regular file" "$prog" $chart --config "$cfg"
fresh_config; mkdir "$cfg"
expect "config is a directory" 2 "config: is a directory" "$prog" $chart
fresh_config; awk 'BEGIN { for (i = 0; i < 2000; i++) printf "# %040d\n", i }' >"$cfg"
expect "config over 64 KiB" 2 "config: too large" "$prog" $chart
fresh_config; printf 'shehai = depth\nday-hours = mao\000you\n' >"$cfg"
expect "NUL byte in a config line" 2 "config:2: NUL byte" "$prog" $chart
fresh_config; printf '\357\273\277shehai = mengzhongji\n' >"$cfg"
expect "config with a BOM" 0 "" "$prog" $chart
grep -q "shehai=mengzhongji" "$tmp/out" && pass=$((pass + 1)) ||
	{ fail=$((fail + 1)); echo "FAIL the BOM config was not applied"; }
fresh_config

# res/ tables
for f in shensha.tsv patterns.tsv; do
	rm -rf "$tmp/res"; cp -R "$src/res" "$tmp/res"; rm "$tmp/res/$f"
	ln -s /dev/zero "$tmp/res/$f"
	LIUREN_DATADIR="$tmp/res" expect "$f -> /dev/zero" 2 "$f: not a regular file" "$prog" show 六儀
	rm "$tmp/res/$f"; mkfifo "$tmp/res/$f"
	LIUREN_DATADIR="$tmp/res" expect "$f is a FIFO" 2 "$f: not a regular file" "$prog" show 六儀
	rm "$tmp/res/$f"; truncate -s 200M "$tmp/res/$f"
	LIUREN_DATADIR="$tmp/res" expect "$f is 200 MB" 2 "$f: too large" "$prog" show 六儀
	rm "$tmp/res/$f"; mkdir "$tmp/res/$f"
	LIUREN_DATADIR="$tmp/res" expect "$f is a directory" 2 "$f: is a directory" "$prog" show 六儀
done
}
echo "special-files: $pass passed, $fail failed"
[ $fail = 0 ]
