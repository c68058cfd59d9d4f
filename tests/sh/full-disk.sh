#!/bin/sh
# liuren - tests/sh/full-disk.sh PROGRAM: the browser's print key (p) on a
# full file system reports the error in the status line, leaves no partial
# or temporary file behind and overwrites nothing; on a file system with
# room it writes a new file and never replaces an existing one. Needs root
# (to mount a small tmpfs) and tmux; without them it says so and counts
# nothing.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
tmp=$(mktemp -d)
server=liuren-full-$$
runs=0
cleanup() {
	for i in 1 2 3; do tmux -L "$server-$i" kill-server 2>/dev/null; done
	umount "$tmp/full" 2>/dev/null
	rm -rf "$tmp"
}
trap cleanup EXIT INT TERM
if [ "$(id -u)" != 0 ] || ! command -v tmux >/dev/null; then
	echo "full-disk: skipped (needs root and tmux)"
	exit 0
fi
mkdir "$tmp/full" "$tmp/room"
if ! mount -t tmpfs -o size=16k tmpfs "$tmp/full" 2>/dev/null; then
	echo "full-disk: skipped (cannot mount a tmpfs here)"
	exit 0
fi
pass=0 fail=0
check() { if eval "$2"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $1"; fi; }

# until the pane of server S shows PATTERN (a grep pattern; 10 s at most)
shown() {
	i=0
	until tmux -L "$1" capture-pane -p 2>/dev/null | grep -q -- "$2"; do
		i=$((i + 1))
		[ $i -lt 200 ] || return 1
		sleep 0.05
	done
}

# press p in the browser writing to DIR; echo the screen's last lines
# (a server of its own each time: a server being killed can still be
# found by the next command for a moment)
print_into() {
	runs=$((runs + 1))
	s=$server-$runs
	tmux -L "$s" -f /dev/null new-session -d -x 100 -y 30 \
		"TERM=xterm LC_ALL=C.UTF-8 XDG_CONFIG_HOME=$tmp/none '$prog' --print-dir '$1' --day 丙辰 --hour 寅 --general 未; sleep 5"
	shown "$s" '三傳'
	# p asks for the format: Enter, the text
	tmux -L "$s" send-keys p Enter
	shown "$s" 'wrote \|No space left on device'
	tmux -L "$s" capture-pane -p >"$tmp/screen"
	tmux -L "$s" send-keys q
	tmux -L "$s" kill-server 2>/dev/null
}

dd if=/dev/zero of="$tmp/full/filler" bs=1k count=64 2>/dev/null
echo "mine" >"$tmp/full/liuren-丙辰-寅-未.txt" 2>/dev/null || true
before=$(ls -A "$tmp/full" | sort | tr '\n' ' ')
print_into "$tmp/full"
check "a full disk is reported in the status line" 'grep -q "No space left on device" "$tmp/screen"'
check "nothing is left behind on a full disk" '[ "$(ls -A "$tmp/full" | sort | tr "\n" " ")" = "$before" ]'

echo "keep me" >"$tmp/room/liuren-丙辰-寅-未.txt"
print_into "$tmp/room"
check "an existing chart file is kept as it was" '[ "$(cat "$tmp/room/liuren-丙辰-寅-未.txt")" = "keep me" ]'
check "the chart goes to a new file" '[ -s "$tmp/room/liuren-丙辰-寅-未-1.txt" ]'
check "the new file holds the whole chart" 'grep -q "三傳" "$tmp/room/liuren-丙辰-寅-未-1.txt"'
check "no temporary file is left" '[ -z "$(ls -A "$tmp/room" | grep "^\.")" ]'
echo "full-disk: $pass passed, $fail failed"
[ $fail = 0 ]
