#!/bin/sh
# liuren - tests/tui_stress.sh PROG [KEYS RESIZES SEED]: the chart browser
# in a real terminal (a private tmux server) under a storm of random keys
# and resizes. It must still run and, brought back to the same chart at
# the same size, show exactly the screen a fresh start shows. Then q must
# leave the alternate screen with status 0, and SIGTERM, SIGINT and
# SIGHUP must each end it with the alternate screen left. Prints "ok" or
# what went wrong (exit 1). Run by check_tui_term.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/uninstalled.sh"
prog=$1
keys=${2:-1000}
resizes=${3:-100}
seed=${4:-$$}
command -v tmux >/dev/null || { echo "tmux is not installed"; exit 1; }
sock=liuren-stress-$$
dir=$(mktemp -d)
tm() { tmux -L "$sock" -f /dev/null "$@"; }
cleanup() { tm kill-server 2>/dev/null; rm -rf "$dir"; }
trap cleanup EXIT
trap 'exit 1' INT TERM HUP
fail() { echo "FAIL (seed $seed): $*"; exit 1; }

# the browser at typed pillars, so nothing depends on the clock
cmd="exec env TERM=xterm-256color LC_ALL=C.UTF-8 $prog --no-config \
--print-dir $dir :丙辰 寅 未"
start() { # NAME: a window of 100x30 running the browser
	tm new-session -d -s "$1" -x 100 -y 30 "$cmd" || fail "tmux new-session"
	tm set-option -t "$1" remain-on-exit on >/dev/null
}
wait_for() { # NAME TEXT: until the pane shows TEXT (5 s at most)
	i=0
	while [ $i -lt 100 ]; do
		tm capture-pane -p -t "$1" 2>/dev/null | grep -q -- "$2" && return 0
		sleep 0.05
		i=$((i + 1))
	done
	fail "$1 never showed '$2'"
}
wait_dead() { # NAME: until the pane's process has ended (3 s at most)
	i=0
	while [ $i -lt 60 ]; do
		[ "$(tm display -p -t "$1" '#{pane_dead}')" = 1 ] && return 0
		sleep 0.05
		i=$((i + 1))
	done
	return 1
}
settle() { # NAME: until two captures 0.2 s apart agree (10 s at most)
	i=0
	tm capture-pane -p -t "$1" >"$dir/settle.a" 2>/dev/null
	while [ $i -lt 50 ]; do
		sleep 0.2
		tm capture-pane -p -t "$1" >"$dir/settle.b" 2>/dev/null
		cmp -s "$dir/settle.a" "$dir/settle.b" && return 0
		mv "$dir/settle.b" "$dir/settle.a"
		i=$((i + 1))
	done
	fail "$1 never settled"
}
alive() { # NAME
	[ "$(tm display -p -t "$1" '#{pane_dead}')" = 0 ] ||
		fail "$1 died: status $(tm display -p -t "$1" \
'#{pane_dead_status} signal #{pane_dead_signal}')"
}

# (new-session starts the server: a bare start-server with no session
# exits at once, and a client racing it is told "server exited")
start storm
wait_for storm 三傳

# every key of the browser but q (quit), Ctrl-C and those that change
# the settings or the querent (the end state must match a fresh start);
# also plain text and bytes the prompts must cope with
pool="t T d D m M n e a s ? [ ] j k f F b g G Space Enter Escape Left Right \
Up Down Home End PPage NPage BSpace Tab BTab C-l c p / : w W o O y Y 1 9 - \
x 甲 子 丙辰 C-u C-h"
awk -v n="$keys" -v r="$resizes" -v seed="$seed" -v pool="$pool" 'BEGIN {
	srand(seed); np = split(pool, k, " ")
	per = int(n / r); if (per < 1) per = 1
	for (i = 1; i <= n; i++) {
		printf "K %s\n", k[int(rand() * np) + 1]
		if (i % per == 0)
			printf "R %d %d\n", 40 + int(rand() * 180), 10 + int(rand() * 60)
	}
}' >"$dir/script"
batch=
while read -r what a b; do
	if [ "$what" = K ]; then
		batch="$batch $a"
	else
		# shellcheck disable=SC2086
		tm send-keys -t storm $batch || fail "send-keys"
		batch=
		tm resize-window -t storm -x "$a" -y "$b" || fail "resize"
	fi
done <"$dir/script"
[ -n "$batch" ] && tm send-keys -t storm $batch
settle storm
alive storm

# back to the chart at the same size, the same pillars; compare. Each
# window is brought back by the same keys, after its input has drained
# (a loaded machine may still be working through the storm); an Escape
# read together with the ':' after it would be Alt-:, so the keys are
# sent again, at most three times, until the two screens agree.
tm resize-window -t storm -x 100 -y 30
start fresh
wait_for fresh 三傳
reset_chart() { # NAME
	for i in 1 2 3 4 5 6; do
		tm send-keys -t "$1" Escape
		sleep 0.15
	done
	settle "$1"
	tm send-keys -t "$1" : 丙辰 Space 寅 Space 未 Enter
	settle "$1"
	tm send-keys -t "$1" C-l
	settle "$1"
}
same=
for try in 1 2 3; do
	reset_chart storm
	reset_chart fresh
	tm capture-pane -p -t storm >"$dir/storm.txt"
	tm capture-pane -p -t fresh >"$dir/fresh.txt"
	if cmp -s "$dir/storm.txt" "$dir/fresh.txt"; then same=1; break; fi
done
alive storm
if [ -z "$same" ]; then
	diff "$dir/fresh.txt" "$dir/storm.txt"
	fail "after the storm the screen differs from a fresh start"
fi
grep -q 三傳 "$dir/storm.txt" || fail "no chart on the final screen"

# q: status 0, the alternate screen left
tm send-keys -t storm q
wait_dead storm || fail "q did not quit"
# until tmux has the status of the ended process (2 s at most)
i=0
until [ -n "$(tm display -p -t storm '#{pane_dead_status}#{pane_dead_signal}')" ] ||
      [ $i -ge 40 ]; do
	sleep 0.05
	i=$((i + 1))
done
[ "$(tm display -p -t storm '#{pane_dead_status}')" != 0 ] &&
	[ -n "$(tm display -p -t storm '#{pane_dead_status}#{pane_dead_signal}')" ] &&
	fail "q: status $(tm display -p -t storm "#{pane_dead_status} signal #{pane_dead_signal}")"
[ "$(tm display -p -t storm '#{alternate_on}')" = 0 ] ||
	fail "q left the alternate screen on"

# each signal ends it with the alternate screen left
for sig in TERM INT HUP; do
	tm kill-session -t fresh 2>/dev/null
	start fresh
	wait_for fresh 三傳
	[ "$(tm display -p -t fresh '#{alternate_on}')" = 1 ] ||
		fail "the browser does not use the alternate screen"
	kill -s "$sig" "$(tm display -p -t fresh '#{pane_pid}')"
	wait_dead fresh || fail "SIG$sig did not end it"
	[ "$(tm display -p -t fresh '#{alternate_on}')" = 0 ] ||
		fail "SIG$sig left the alternate screen on"
	# (how it died is checked in-process by check_tui_term: tmux does
	# not always record the status of a pane whose terminal closed first)
done
echo "ok: $keys keys, $resizes resizes (seed $seed); q, TERM, INT, HUP"
