#!/bin/sh
# liuren - tests/sh/tui-copy-print.sh PROGRAM: the browser in a real
# terminal (a private tmux server with set-clipboard on, which takes an
# application's OSC 52 into a tmux buffer) at 80x24 and 200x60: y puts
# exactly print's text in the buffer and the status says how many bytes
# were sent; with "clipboard = off" in the config nothing reaches the
# buffer and the status says why; p asks for the format, and each of
# text, svg, html, markdown and png (with rsvg-convert) writes a new file whose absolute path the
# status shows.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
command -v tmux >/dev/null || { echo "tui-copy-print: skipped (no tmux)"; echo "tui-copy-print: 0 passed, 0 failed"; exit 0; }
tmp=$(mktemp -d)
sock=liuren-copy-$$
tm() { tmux -L "$sock" -f /dev/null "$@"; }
trap 'tm kill-server 2>/dev/null; rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 LANGUAGE=en HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/config"
mkdir -p "$tmp/home" "$tmp/config" "$tmp/out"
pillars="--day 丙辰 --hour 寅 --general 未"
"$prog" print --no-config $pillars >"$tmp/print.txt"

wait_for() { # NAME TEXT: until the pane's last line holds TEXT (5 s at most)
	i=0
	while [ $i -lt 100 ]; do
		tm capture-pane -p -t "$1" 2>/dev/null | tail -n 1 | grep -qF -- "$2" && return 0
		sleep 0.05
		i=$((i + 1))
	done
	echo "  $1 shows: $(tm capture-pane -p -t "$1" 2>/dev/null | tail -n 1)"
	return 1
}
start() { # NAME COLS LINES CONFIG-OPTIONS
	tm new-session -d -s "$1" -x "$2" -y "$3" "exec env TERM=xterm-256color \
LIUREN_DATADIR='$LIUREN_DATADIR' LIUREN_LOCALEDIR='$LIUREN_LOCALEDIR' \
LANGUAGE=en '$prog' $4 --print-dir '$tmp/out' $pillars"
	wait_for "$1" help || return 1
}
buffers() { tm list-buffers 2>/dev/null | wc -l; }
# a session that holds the server up while the browser's come and go (a
# new session could reach a server still ending after the last one)
tm new-session -d -s keep "sleep 3600" || { echo "FAIL tmux new-session"; exit 1; }
tm set-option -g set-clipboard on >/dev/null

for size in 80x24 200x60; do
	cols=${size%x*} lines=${size#*x}
	start "c$cols" "$cols" "$lines" --no-config || bad "$size: the browser did not start"
	before=$(buffers)
	# y at 80 columns, its second key C at 200
	key=y; [ "$cols" = 80 ] || key=C
	tm send-keys -t "c$cols" $key
	bytes=$(wc -c <"$tmp/print.txt")
	if wait_for "c$cols" "sent the chart's text ($bytes bytes) to the terminal's clipboard; it may refuse"; then ok; else
		bad "$size: $key's status"; fi
	# one buffer more (the passthrough copy goes past tmux, not into it)
	if [ "$(buffers)" = $((before + 1)) ] &&
	   tm show-buffer >"$tmp/buffer.txt" && cmp -s "$tmp/buffer.txt" "$tmp/print.txt"; then ok; else
		bad "$size: the tmux buffer is not print's text"; fi
	tm kill-session -t "c$cols"
done

# turned off in the config: the buffer is left as it was
printf 'clipboard = off\n' >"$tmp/config/off"
start off 80 24 "--config $tmp/config/off" || bad "the browser did not start with clipboard = off"
tm delete-buffer 2>/dev/null
before=$(buffers)
tm send-keys -t off y
if wait_for off "copying is off: the config file says clipboard = off" &&
   [ "$(buffers)" = "$before" ]; then ok; else bad "clipboard = off still copies"; fi
tm kill-session -t off

# p: each format, a new file, its absolute path in the status
start p 80 24 --no-config || bad "the browser did not start for p"
# png only where rsvg-convert draws it (Debian librsvg2-bin; CI has it)
formats="text svg html markdown"
command -v rsvg-convert >/dev/null 2>&1 && formats="$formats png"
for fmt in $formats; do
	case $fmt in text) ext=txt ;; markdown) ext=md ;; *) ext=$fmt ;; esac
	tm send-keys -t p p
	wait_for p "write as text, svg, html, markdown or png" || bad "p does not ask the format"
	# Enter alone is text
	[ $fmt = text ] || tm send-keys -t p -l "$fmt"
	tm send-keys -t p Enter
	file="$tmp/out/liuren-丙辰-寅-未.$ext"
	if wait_for p "wrote $file" && [ -s "$file" ]; then ok; else bad "p $fmt: $file"; fi
done
cmp -s "$tmp/out/liuren-丙辰-寅-未.txt" "$tmp/print.txt" && ok || bad "p's text is not print's"
head -c 5 "$tmp/out/liuren-丙辰-寅-未.svg" | grep -q '<?xml' && ok || bad "p svg is no SVG"
grep -q '<html' "$tmp/out/liuren-丙辰-寅-未.html" && ok || bad "p html is no page"
grep -q '^│' "$tmp/out/liuren-丙辰-寅-未.md" && ok || bad "p markdown has no plate"
case $formats in *png*)
	head -c 8 "$tmp/out/liuren-丙辰-寅-未.png" | od -c | grep -q 'P   N   G' &&
		ok || bad "p png is no PNG" ;;
esac
# a format p does not write is refused: the prompt stays to be put
# right, nothing is written; Escape leaves it
tm send-keys -t p p
wait_for p "write as text" && tm send-keys -t p -l gif && tm send-keys -t p Enter
# a key after Enter lands in the same prompt only if Enter kept it
tm send-keys -t p -l x
if wait_for p "(Enter: text): gifx" && [ ! -e "$tmp/out/liuren-丙辰-寅-未.gif" ]; then ok
else bad "p gif is not refused"; fi
tm send-keys -t p Escape
# again: a new file beside the first
tm send-keys -t p p
wait_for p "write as text" && tm send-keys -t p Enter
wait_for p "wrote $tmp/out/liuren-丙辰-寅-未-1.txt" && ok || bad "p again does not write a new file"
tm kill-session -t p
echo "tui-copy-print: $pass passed, $fail failed"
[ "$fail" = 0 ]
