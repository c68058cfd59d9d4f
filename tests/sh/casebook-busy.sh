#!/bin/sh
# liuren - tests/sh/casebook-busy.sh PROGRAM: the browser's casebook while
# another program writes it (an import holding its write transaction open
# while it reads its file): a judgment typed and entered does not freeze
# the screen, and is not thrown away: the prompt comes back at once with
# the text and says the casebook is busy; Enter after the other writer
# ends saves it. Skipped without tmux.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
command -v tmux >/dev/null || { echo "casebook-busy: tmux is not installed: skipped"; exit 0; }
tmp=$(mktemp -d)
sock=liuren-casebook-busy-$$
tm() { tmux -L "$sock" -f /dev/null "$@"; }
trap 'tm kill-server 2>/dev/null; rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 LANGUAGE=en HOME="$tmp/home" XDG_DATA_HOME="$tmp/data" \
	XDG_CONFIG_HOME="$tmp/config" TZ=Asia/Shanghai
mkdir -p "$tmp/home"
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
wait_for() { # TEXT [TENTHS]: until the pane shows TEXT
	i=0
	while [ $i -lt "${2:-50}" ]; do
		tm capture-pane -p -t p 2>/dev/null | grep -q -- "$1" && return 0
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}

"$prog" case add --no-config --day 丙辰 --hour 寅 --general 未 --question 升遷 >/dev/null
tm new-session -d -s p -x 100 -y 30 "exec env TERM=xterm-256color \
HOME='$HOME' XDG_DATA_HOME='$XDG_DATA_HOME' XDG_CONFIG_HOME='$XDG_CONFIG_HOME' \
LC_ALL=C.UTF-8 LANGUAGE=en TZ=$TZ '$prog' --no-config :丙辰 寅 未"
tm set-option -t p remain-on-exit on >/dev/null
wait_for 三傳 || bad "the browser did not start"
tm send-keys -t p B
wait_for '升遷' || bad "B listed no case"
tm send-keys -t p J
wait_for 'judgment' || bad "J asked for no judgment"
# another program writing: an import that holds its transaction while
# its file trickles in
(printf '{"casebook":1,"cases":['; sleep 4; printf ']}') |
	"$prog" case import --no-config - >/dev/null 2>&1 &
holder=$!
sleep 1
tm send-keys -t p 必成 Enter
# at once (well within the 5 s a write used to wait), the text is there
# again and the reason is said
if wait_for 'busy' 15 && tm capture-pane -p -t p | grep -q 'judgment.*必成'; then ok; else
	bad "a busy casebook froze the browser or lost the text: $(tm capture-pane -p -t p | tail -3)"; fi
wait "$holder"
tm send-keys -t p Enter
wait_for 'case 1 saved' && ok || bad "Enter after the other writer ended did not save: $(tm capture-pane -p -t p | tail -2)"
"$prog" case show 1 --no-config | grep -qx '必成' && ok || bad "the judgment was not kept"
tm send-keys -t p q
echo "casebook-busy: $pass passed, $fail failed"
[ "$fail" = 0 ]
