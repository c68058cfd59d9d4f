#!/bin/sh
# liuren - tests/sh/casebook-paste.sh PROGRAM: a paste of several lines
# into the browser's question prompt (K) in a real terminal (a private
# tmux server, which pastes bracketed when the program asks): the lines
# stay in the prompt, none is run as keys (B, q), a paste of 10,000
# bytes is kept whole or said to be cut, and a paste of 50,000 bytes
# leaves the browser answering at once (it was read key by key, a
# redraw each, for most of a minute). Skipped without tmux.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
command -v tmux >/dev/null || { echo "casebook-paste: tmux is not installed: skipped"; exit 0; }
tmp=$(mktemp -d)
sock=liuren-casebook-paste-$$
tm() { tmux -L "$sock" -f /dev/null "$@"; }
trap 'tm kill-server 2>/dev/null; rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 LANGUAGE=en HOME="$tmp/home" XDG_DATA_HOME="$tmp/data" \
	XDG_CONFIG_HOME="$tmp/config" TZ=Asia/Shanghai
mkdir -p "$tmp/home"
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
wait_for() { # TEXT: until the pane shows TEXT (5 s at most)
	i=0
	while [ $i -lt 100 ]; do
		tm capture-pane -p -t p 2>/dev/null | grep -q -- "$1" && return 0
		sleep 0.05
		i=$((i + 1))
	done
	return 1
}
start() {
	tm new-session -d -s p -x 100 -y 30 "exec env TERM=xterm-256color \
HOME='$HOME' XDG_DATA_HOME='$XDG_DATA_HOME' XDG_CONFIG_HOME='$XDG_CONFIG_HOME' \
LC_ALL=C.UTF-8 LANGUAGE=en TZ=$TZ '$prog' --no-config :丙辰 寅 未"
	tm set-option -t p remain-on-exit on >/dev/null
	wait_for 三傳 || bad "the browser did not start"
}

start
tm send-keys -t p K
wait_for 'question asked:' || bad "K asked no question"
tm set-buffer "$(printf 'first line\nB\nq\nsecond')"
tm paste-buffer -p -t p
wait_for 'question asked: first line B q second' ||
	bad "the paste did not stay in the prompt: $(tm capture-pane -p -t p | tail -2)"
[ "$(tm display -p -t p '#{pane_dead}')" = 0 ] && ok || bad "a pasted q quit the browser"
tm send-keys -t p Enter
wait_for 'tags (commas between' || bad "K asked no tags"
tm send-keys -t p Enter
wait_for 'kept as case 1' && ok || bad "the question was not kept"
[ "$("$prog" case list --no-config | wc -l)" = 1 ] &&
	"$prog" case list --no-config | grep -q 'first line B q second$' && ok ||
	bad "the case list: $("$prog" case list --no-config)"
# a paste outside a prompt is not run as keys
tm set-buffer "q"
tm paste-buffer -p -t p
wait_for 'not run as keys' && [ "$(tm display -p -t p '#{pane_dead}')" = 0 ] && ok ||
	bad "a paste on the chart was run as keys"
# 10,000 bytes: kept up to the prompt's size, and said to be cut
tm send-keys -t p K
wait_for 'question asked:' || bad "K asked no question"
tm set-buffer "$(printf '%010000d' 0)"
tm paste-buffer -p -t p
wait_for 'the rest was cut' && ok || bad "a long paste was cut without a word"
tm send-keys -t p Enter
wait_for 'tags (commas between' || bad "K asked no tags"
tm send-keys -t p Enter
wait_for 'kept as case 2' || bad "the long question was not kept: $(tm capture-pane -p -t p | tail -2)"
len=$("$prog" case export --no-config | grep -o '"question":"0*"' | tail -1 | wc -c)
[ "$len" -gt 4000 ] && ok || bad "the long question kept $len bytes"
# 50,000 bytes: the browser answers the next key within seconds, not
# after reading the paste key by key
tm send-keys -t p K
wait_for 'question asked:' || bad "K asked no question"
printf '%050000d' 0 >"$tmp/paste"
tm load-buffer "$tmp/paste" || bad "tmux took no buffer of 50,000 bytes"
tm paste-buffer -p -t p
tm send-keys -t p Enter
i=0
until tm capture-pane -p -t p | grep -q 'tags (commas between'; do
	sleep 0.1
	i=$((i + 1))
	[ $i -lt 150 ] || break
done
[ $i -lt 150 ] && ok || bad "after a paste of 50,000 bytes the browser did not answer Enter within 15 s"
tm send-keys -t p Escape
tm send-keys -t p q
echo "casebook-paste: $pass passed, $fail failed"
[ "$fail" = 0 ]
