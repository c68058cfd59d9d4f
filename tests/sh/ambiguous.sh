#!/bin/sh
# liuren - tests/sh/ambiguous.sh PROGRAM: the browser in a terminal that
# draws the East Asian ambiguous characters (①, …, ▼, the box lines) two
# columns wide: a private tmux server whose width function is told so
# (a small preloaded wcwidth), which answers the browser's cursor
# question as such a terminal does. The browser finds it at start and
# draws ASCII marks and borders whose columns line up, says so, and
# leaves nothing of its question on the screen; in a terminal drawing
# them one column wide it keeps ①②③④; --ambiguous wide forces the ASCII
# marks there.
# Skipped without tmux or a C compiler.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
command -v tmux >/dev/null || { echo "ambiguous: tmux is not installed: skipped"; echo "ambiguous: 0 passed, 0 failed"; exit 0; }
cc=${CC:-cc}
command -v "$cc" >/dev/null || { echo "ambiguous: no C compiler: skipped"; echo "ambiguous: 0 passed, 0 failed"; exit 0; }
tmp=$(mktemp -d)
# one server per start (a new one at once on a socket being closed fails)
n=0
sock=liuren-ambiguous-$$-$n
tm() { tmux -L "$sock" -f /dev/null "$@"; }
trap 'tm kill-server 2>/dev/null; rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 LANGUAGE=en HOME="$tmp/home" XDG_DATA_HOME="$tmp/data" \
	XDG_CONFIG_HOME="$tmp/config" TZ=Asia/Shanghai
mkdir -p "$tmp/home"
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }

# wcwidth as a terminal set to draw ambiguous characters wide counts
cat >"$tmp/wide.c" <<'EOF'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <wchar.h>
int wcwidth(wchar_t c)
{
	static int (*real)(wchar_t);
	if (!real)
		real = (int (*)(wchar_t))dlsym(RTLD_NEXT, "wcwidth");
	if (c == 0x00b7 || c == 0x00d7 || (c >= 0x2010 && c <= 0x2027) ||
	    (c >= 0x2190 && c <= 0x21ff) || (c >= 0x2460 && c <= 0x24ff) ||
	    (c >= 0x2500 && c <= 0x25ff))
		return 2;
	return real(c);
}
EOF
"$cc" -shared -fPIC -o "$tmp/wide.so" "$tmp/wide.c" -ldl 2>"$tmp/cc.err" ||
	{ echo "ambiguous: cannot build the wide wcwidth: skipped"; cat "$tmp/cc.err"; echo "ambiguous: 0 passed, 0 failed"; exit 0; }

wait_for() { # TEXT: until the pane shows TEXT (5 s at most)
	i=0
	while [ $i -lt 100 ]; do
		tm capture-pane -p -t p 2>/dev/null | grep -q -- "$1" && return 0
		sleep 0.05
		i=$((i + 1))
	done
	return 1
}
# start WIDE(0|1) COLS ROWS ARGS…: the browser in a fresh server
start() {
	wide=$1 cols=$2 rows=$3
	shift 3
	tm kill-server 2>/dev/null
	n=$((n + 1))
	sock=liuren-ambiguous-$$-$n
	if [ "$wide" = 1 ]; then
		LD_PRELOAD=$tmp/wide.so tm new-session -d -s p -x "$cols" -y "$rows" sh
	else
		tm new-session -d -s p -x "$cols" -y "$rows" sh
	fi
	tm set-option -t p remain-on-exit on >/dev/null
	# the program itself measures with the C library's own wcwidth
	tm send-keys -t p "clear; exec env -u LD_PRELOAD TERM=xterm-256color '$prog' --no-config $* '九月初三丙午日午時卯將 寅命 行年午'" Enter
	wait_for 三傳 || bad "the browser did not start ($*)"
}
for size in "80 24" "200 60"; do
	set -- $size
	start 1 "$1" "$2"
	screen=$(tm capture-pane -p -t p)
	printf '%s\n' "$screen" | grep -q '[①②③④…▼─│┌┼]' &&
		bad "$1x$2: ambiguous marks drawn in a wide terminal" || ok
	printf '%s\n' "$screen" | grep -q '^+-*+-*+' && ok ||
		bad "$1x$2: no ASCII frame: $(printf '%s\n' "$screen" | sed -n 2p)"
	printf '%s\n' "$screen" | grep -q 'two columns wide' && ok ||
		bad "$1x$2: the status does not say why"
	# every row of the frame has its edges at the same columns as the
	# top row (nothing pushed right)
	tm capture-pane -p -t p >"$tmp/pane"
	top=$(sed -n 2p "$tmp/pane" | grep -o '^[-+]*' | wc -c)
	rows_ok=$(sed -n '3,18p' "$tmp/pane" | awk -v w="$top" 'BEGIN { bad = 0 }
		{ s = $0; gsub(/[\344-\351][\200-\277][\200-\277]/, "XX", s)
		  c = substr(s, w - 1, 1); if (c != "|" && c != "+") bad++ }
		END { print bad }' LC_ALL=C)
	[ "$rows_ok" = 0 ] && ok || bad "$1x$2: the plate's right edge moves on $rows_ok rows"
	tm send-keys -t p q
	# until the browser has ended (the pane is kept: remain-on-exit)
	i=0
	until [ "$(tm display -p -t p '#{pane_dead}')" = 1 ] || [ $i -ge 100 ]; do
		sleep 0.05
		i=$((i + 1))
	done
	# nothing of the question left on the screen after quitting
	after=$(tm capture-pane -p -t p)
	printf '%s\n' "$after" | grep -q '…\|\[6n\|R$' &&
		bad "$1x$2: the probe left '$(printf '%s\n' "$after" | grep '…\|6n\|R$' | head -1)'" || ok
done

# a terminal drawing them one column wide: the marks stay
start 0 80 24
tm capture-pane -p -t p | grep -q '①' && ok || bad "narrow: no ① on the plate"
tm capture-pane -p -t p | grep -q '┌' && ok || bad "narrow: no box lines"
tm send-keys -t p q
# forced, whatever the terminal says (check_tui_probe: narrow is never
# asked)
start 0 80 24 --ambiguous wide
tm capture-pane -p -t p | grep -q '①' && bad "--ambiguous wide: ① drawn" || ok
tm capture-pane -p -t p | grep -q '^+-*+-*+' && ok || bad "--ambiguous wide: no ASCII frame"
tm send-keys -t p q

echo "ambiguous: $pass passed, $fail failed"
[ "$fail" = 0 ]
