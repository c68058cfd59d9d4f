#!/bin/sh
# liuren - tests/sh/pager.sh PROGRAM: long output on a terminal goes
# through the pager, as git's does, and `case edit N` opens the editor on
# the terminal; run in real terminals (a private tmux server, 80x24).
# The pager is a script that records that it ran, with what LESS, and
# what it was given: print, explain, table, show, case list, case export
# --markdown and --help are paged; piped output, --no-pager, a bare
# `case export` and calendar are not; $LIUREN_PAGER over the config key
# "pager" over $PAGER over less (LESS=FRX unless LESS is set); "" and cat
# mean none; a pager that cannot start leaves the output on the
# terminal; a reader who quits the pager early ends the program quietly
# with its status; an error exit waits for the pager too. The editor is
# a script that asks on the terminal for the judgment (typed by
# send-keys) and saves it; the case then shows it. Skipped without tmux.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
command -v tmux >/dev/null || { echo "pager: tmux is not installed: skipped"; exit 0; }
tmp=$(mktemp -d)
sock=liuren-pager-$$
tm() { tmux -L "$sock" -f /dev/null "$@"; }
trap 'tm kill-server 2>/dev/null; rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 LANGUAGE=en HOME="$tmp/home" XDG_DATA_HOME="$tmp/data" \
	XDG_CONFIG_HOME="$tmp/config" TZ=Asia/Shanghai
mkdir -p "$tmp/home" "$tmp/config/liuren" "$tmp/bin"
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
chart="--day 丙辰 --hour 寅 --general 未"

# the pagers: each records that it ran (its name, LESS) and what it read
for p in pg pg2 pg3; do
	cat >"$tmp/$p" <<EOF
#!/bin/sh
echo "$p LESS=\${LESS-unset} \$*" >>"$tmp/called"
cat >"$tmp/paged"
EOF
	chmod +x "$tmp/$p"
done
# "less" on the PATH, to see what the default pager is run with
cp "$tmp/pg" "$tmp/bin/less"
sed -i 's/^echo "pg /echo "less /' "$tmp/bin/less"
# a reader who quits at once, after one line
printf '#!/bin/sh\nhead -n 1 >/dev/null\necho quit >>"%s/called"\n' "$tmp" >"$tmp/quit"
chmod +x "$tmp/quit"

# a private server whose panes stay after their program ends
tm new-session -d -s keep -x 80 -y 24 "sleep 600"
tm set-option -g remain-on-exit on >/dev/null

n=0
# run SHELL-WORDS in a new 80x24 terminal with the test's environment
# (PAGER=$tmp/pg unless the words say otherwise), wait until it ends;
# its status in $tmp/status, the screen by screen(); start() does not
# wait
start() {
	n=$((n + 1))
	rm -f "$tmp/called" "$tmp/paged" "$tmp/status"
	cat >"$tmp/run$n.sh" <<EOF
export LC_ALL=C.UTF-8 LANGUAGE=en HOME='$HOME' XDG_DATA_HOME='$XDG_DATA_HOME' \
XDG_CONFIG_HOME='$XDG_CONFIG_HOME' TZ=$TZ TERM=xterm-256color \
LIUREN_DATADIR='$LIUREN_DATADIR' LIUREN_LOCALEDIR='$LIUREN_LOCALEDIR' \
PATH='$tmp/bin':"\$PATH" PAGER='$tmp/pg'
unset LESS LIUREN_PAGER VISUAL EDITOR NO_COLOR
P='$prog'
$*
echo \$? >'$tmp/status'
EOF
	tm new-session -d -s "s$n" -x 80 -y 24 "sh '$tmp/run$n.sh'"
}
run() {
	start "$@"
	wait_end || bad "'$*' did not end: $(screen)"
}
wait_end() { # until the program in the terminal ends (10 s at most)
	i=0
	while [ ! -s "$tmp/status" ] && [ $i -lt 200 ]; do
		sleep 0.05
		i=$((i + 1))
	done
	[ -s "$tmp/status" ]
}
# the whole pane, what scrolled off the screen too
screen() { tm capture-pane -p -S - -t "s$n" 2>/dev/null; }
status() { cat "$tmp/status" 2>/dev/null; }
called() { cat "$tmp/called" 2>/dev/null; }
paged() { [ -s "$tmp/called" ] && grep -q "${1:-.}" "$tmp/paged"; }

# -- each paged command, on a terminal
run '"$P" print --no-config '"$chart"' --lang en'
paged '三傳' && [ "$(status)" = 0 ] && ok || bad "print was not paged: $(called), $(screen)"
# LESS and LV set for any pager when unset, as git does
grep -q 'LESS=FRX' "$tmp/called" && ok || bad "LESS was not set: $(called)"
run '"$P" explain --no-config '"$chart"' --lang en'
paged '發用' && ok || bad "explain was not paged: $(called)"
run '"$P" table --no-config --day 丙辰 --hours 寅'
paged '丙辰' && ok || bad "table was not paged: $(called)"
run '"$P" show 重審'
paged '重審' && ok || bad "show was not paged: $(called)"
run '"$P" --help'
paged 'usage: liuren' && ok || bad "--help was not paged: $(called)"
run '"$P" calendar --help'
paged 'usage: liuren calendar' && ok || bad "calendar --help was not paged: $(called)"
"$prog" case add $chart --question 問升遷 --no-config >/dev/null ||
	bad "case add failed"
run '"$P" case list --no-config'
paged '問升遷' && ok || bad "case list was not paged: $(called)"
run '"$P" case export --markdown --no-config'
paged '問升遷' && ok || bad "case export --markdown was not paged: $(called)"
run '"$P" case show 1 --no-config'
paged '問升遷' && ok || bad "case show was not paged: $(called)"

# the pager reads the whole text, the same bytes as a pipe (zh-Hans and
# Korean through the language's filter too)
for lang in en zh-Hans ko; do
	run '"$P" print --no-config '"$chart"' --color=never --lang '$lang
	"$prog" print --no-config $chart --lang $lang >"$tmp/piped"
	cmp -s "$tmp/paged" "$tmp/piped" && ok || bad "$lang: the pager read other text than a pipe"
done

# -- what is not paged
run '"$P" case export --no-config >/dev/null; "$P" case export --no-config'
[ ! -e "$tmp/called" ] && [ "$(status)" = 0 ] && ok ||
	bad "case export (JSON) was paged: $(called)"
run '"$P" print --no-config '"$chart"' --format svg'
[ ! -e "$tmp/called" ] && screen | grep -q '<svg' && ok || bad "a picture was paged: $(called)"
run '"$P" explain --no-config '"$chart"' --format html -o "'"$tmp"'/h.html"'
[ ! -e "$tmp/called" ] && [ -s "$tmp/h.html" ] && ok || bad "explain --format html -o was paged: $(called)"
run '"$P" calendar 2027 | head -n 1'
[ ! -e "$tmp/called" ] && ok || bad "calendar was paged: $(called)"
run '"$P" print --no-config '"$chart"' | cat >"'"$tmp"'/piped"'
[ ! -e "$tmp/called" ] && grep -q '三傳' "$tmp/piped" && ok ||
	bad "piped output went to the pager: $(called)"
run '"$P" --no-pager print --no-config '"$chart"' --lang en'
[ ! -e "$tmp/called" ] && screen | grep -q 'Transmissions' && [ "$(status)" = 0 ] && ok ||
	bad "--no-pager: $(called), status $(status)"
# the browser never sees the --no-pager before it
"$prog" --no-pager --no-config :丙辰 寅 未 </dev/null >/dev/null 2>"$tmp/err"
grep -q 'needs a terminal' "$tmp/err" && ok || bad "--no-pager before the browser: $(cat "$tmp/err")"
run 'PAGER= "$P" print --no-config '"$chart"' --lang en'
[ ! -e "$tmp/called" ] && screen | grep -q 'Transmissions' && ok ||
	bad "an empty PAGER still paged: $(called)"
run 'PAGER=cat "$P" print --no-config '"$chart"' --lang en'
[ ! -e "$tmp/called" ] && screen | grep -q 'Transmissions' && ok ||
	bad "PAGER=cat still paged: $(called)"

# -- which pager: LIUREN_PAGER, the config key, PAGER, less
printf 'pager = %s/pg2\n' "$tmp" >"$tmp/config/liuren/config"
run '"$P" print '"$chart"
grep -q '^pg2 ' "$tmp/called" && ok || bad "the config's pager was not used: $(called)"
run 'LIUREN_PAGER="'"$tmp"'/pg3" "$P" print '"$chart"
grep -q '^pg3 ' "$tmp/called" && ok || bad "LIUREN_PAGER was not used: $(called)"
run '"$P" print --no-config '"$chart"
grep -q '^pg ' "$tmp/called" && ok || bad "--no-config still read the config's pager: $(called)"
printf 'pager = cat\n' >"$tmp/config/liuren/config"
run '"$P" print '"$chart"' --lang en'
[ ! -e "$tmp/called" ] && screen | grep -q 'Transmissions' && ok ||
	bad "pager = cat in the config still paged: $(called)"
rm "$tmp/config/liuren/config"
run 'unset PAGER; "$P" print '"$chart"
grep -q '^less LESS=FRX' "$tmp/called" && paged '三傳' && ok ||
	bad "the default pager: $(called)"
run 'unset PAGER; LESS=-i "$P" print '"$chart"
grep -q '^less LESS=-i' "$tmp/called" && ok || bad "LESS was not left alone: $(called)"
run 'PAGER="'"$tmp"'/pg -x" "$P" print '"$chart"
grep -q '^pg LESS=FRX -x' "$tmp/called" && ok || bad "a pager with an option: $(called)"

# -- a pager that cannot start: the output stays on the terminal
run 'PAGER="'"$tmp"'/no-such-pager" "$P" print '"$chart"' --lang en'
screen | grep -q 'Transmissions' && screen | grep -q 'cannot run the pager' &&
	[ "$(status)" = 0 ] && ok ||
	bad "a pager that cannot start: status $(status), $(screen)"

# -- the reader quits early: no message, the status unchanged
run 'PAGER="'"$tmp"'/quit" "$P" table --hours all 2>"'"$tmp"'/err"'
grep -q quit "$tmp/called" && [ "$(status)" = 0 ] && [ ! -s "$tmp/err" ] && ok ||
	bad "quitting the pager early: status $(status), $(cat "$tmp/err")"
# an error exit keeps its status, and the pager still ran to its end
run '"$P" print --no-config --day 丙辰 --hour 寅 2>"'"$tmp"'/err"; "$P" print --no-config --bogus'
[ "$(status)" = 2 ] && ok || bad "an error exit under the pager: status $(status)"

# -- colours: auto colours what goes to a pager on a terminal, never JSON
run '"$P" print --no-config '"$chart"
grep -q "$(printf '\033')\\[" "$tmp/paged" && ok || bad "no colours through the pager"
run '"$P" print --no-config '"$chart"' --json'
! grep -q "$(printf '\033')" "$tmp/paged" && ok || bad "colours in JSON"
run 'NO_COLOR=1 "$P" print --no-config '"$chart"
! grep -q "$(printf '\033')" "$tmp/paged" && ok || bad "colours under NO_COLOR"
run 'TERM=dumb "$P" print --no-config '"$chart"
! grep -q "$(printf '\033')" "$tmp/paged" && ok || bad "colours on a dumb terminal"
run '"$P" --no-pager print --no-config '"$chart"' --lang en'
tm capture-pane -p -e -S - -t "s$n" | grep -q "$(printf '\033')\\[" && ok ||
	bad "no colours on the terminal without a pager"
run '"$P" --no-pager print --no-config --color=never '"$chart"' --lang en'
! tm capture-pane -p -e -S - -t "s$n" | grep -q "$(printf '\033')\\[[0-9;]*[1-9]" && ok ||
	bad "colours on the terminal with --color=never"

# -- case edit N with no text option: the editor on the terminal
cat >"$tmp/ed.sh" <<'EOF'
#!/bin/sh
# an editor for the test: asks on the terminal for the judgment
[ -t 0 ] && [ -t 1 ] || { echo "not on a terminal" >&2; exit 1; }
printf 'judgment? '
read -r answer
awk -v a="$answer" '/^\[judgment\]/ { print; print a; skip = 1; next }
     /^\[/ { skip = 0 } !skip' "$1" >"$1.new" && mv "$1.new" "$1"
EOF
chmod +x "$tmp/ed.sh"
start 'EDITOR="'"$tmp"'/ed.sh" "$P" case edit 1 --no-config'
i=0
while ! screen | grep -q 'judgment?' && [ $i -lt 100 ]; do
	sleep 0.05
	i=$((i + 1))
done
tm send-keys -t "s$n" '後必升' Enter
wait_end && [ "$(status)" = 0 ] && screen | grep -q 'case 1: changed judgment' &&
	"$prog" case show 1 --no-config | grep -qx 後必升 && ok ||
	bad "case edit in the editor: status $(status), $(screen)"

echo "pager: $pass passed, $fail failed"
[ "$fail" = 0 ]
