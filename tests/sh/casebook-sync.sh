#!/bin/sh
# liuren - tests/sh/casebook-sync.sh PROGRAM: the casebook kept over
# years and machines, through the command line: two casebooks (a laptop's
# and a desktop's) kept in step by exports both ways (`case export
# --since`): an edit on one side updates the other, an edit on both is a
# conflict kept side by side and resolved with `case edit`; `case edit N`
# with no change given opens $EDITOR on the case's fields (saved on a
# clean exit, nothing changed on an empty file or a failed editor, what
# changed reported); `case backup`, `case check` and `case restore`;
# numbers never given twice; a uid damaged in its index alone never lets
# an import store a second case with it.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 LANGUAGE=en HOME="$tmp/home" XDG_DATA_HOME="$tmp/data" \
	XDG_CONFIG_HOME="$tmp/config" TZ=Asia/Shanghai TMPDIR="$tmp"
unset VISUAL EDITOR
mkdir -p "$tmp/home"
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
chart="--day 丙辰 --hour 寅 --general 未"
L="$tmp/laptop.sqlite" D="$tmp/desktop.sqlite"
lap() { "$prog" case "$@" --no-config --casebook "$L"; }
desk() { "$prog" case "$@" --no-config --casebook "$D"; }

# -- two machines
# shellcheck disable=SC2086
a=$(lap add $chart --question 問升遷 --tag 官)
# shellcheck disable=SC2086
b=$(lap add $chart --question 問婚姻)
lap export >"$tmp/1.json"
desk import "$tmp/1.json" >"$tmp/out" &&
	grep -qx 'imported: 2 new, 0 brought up to date, 0 the same, 0 kept as changed here, 0 conflicts' \
	"$tmp/out" && ok || bad "first import: $(cat "$tmp/out")"
desk list | grep -q 問升遷 && ok || bad "the desktop lacks the laptop's case"
# an edit on the laptop only, sent with --since: the desktop takes it
# (--since counts in whole seconds: the next second, after the adds)
second=$(date +%s) i=0
until [ "$(date +%s)" != "$second" ] || [ $i -ge 300 ]; do
	sleep 0.01
	i=$((i + 1))
done
since=$(date '+%Y-%m-%d %H:%M:%S')
lap edit "$a" --judgment 必成 >/dev/null
lap export --since "$since" >"$tmp/2.json"
[ "$(grep -o '"uid"' "$tmp/2.json" | wc -l)" = 1 ] && ok ||
	bad "export --since gave $(grep -o '"uid"' "$tmp/2.json" | wc -l) cases, not the one changed"
desk import "$tmp/2.json" >"$tmp/out" &&
	grep -q "is case $a here: brought up to date" "$tmp/out" &&
	desk show "$a" | grep -qx 必成 && ok || bad "an edit on one side: $(cat "$tmp/out")"
# an edit on both: a conflict, both kept, resolved with case edit
lap edit "$b" --outcome 已婚 >/dev/null
desk edit "$b" --outcome 未婚 >/dev/null
lap export >"$tmp/3.json"
desk import "$tmp/3.json" >"$tmp/out" &&
	grep -q "is case $b here, changed in both casebooks" "$tmp/out" && ok ||
	bad "an edit on both: $(cat "$tmp/out")"
desk show "$b" >"$tmp/show"
grep -qx 未婚 "$tmp/show" && grep -qx 已婚 "$tmp/show" &&
	grep -q 'also edited in another casebook' "$tmp/show" && ok ||
	bad "the conflict is not shown side by side: $(cat "$tmp/show")"
desk show "$b" --json | grep -q '"conflicts":\[{' && ok || bad "show --json has no conflicts"
desk edit "$b" --keep theirs >"$tmp/out" && grep -q 'resolved' "$tmp/out" &&
	desk show "$b" | grep -qx 已婚 && ! desk show "$b" | grep -q 'also edited' && ok ||
	bad "--keep theirs: $(cat "$tmp/out")"
# back to the laptop and again: in step, nothing more either way
desk export >"$tmp/4.json"
lap import "$tmp/4.json" >"$tmp/out" && lap export >"$tmp/5.json" &&
	desk import "$tmp/5.json" >"$tmp/out2" &&
	grep -qx 'imported: 0 new, 0 brought up to date, 2 the same, 0 kept as changed here, 0 conflicts' \
	"$tmp/out2" && ok || bad "not in step: $(cat "$tmp/out" "$tmp/out2")"
lap show "$a" | grep -qx 必成 && lap show "$b" | grep -qx 已婚 && ok ||
	bad "the laptop did not get the desktop's changes"

# -- the editor: $VISUAL, else $EDITOR, on the case's fields
cat >"$tmp/ed.sh" <<'EOF'
#!/bin/sh
# an editor for the test: sets the judgment and the tags, keeps the rest
cp "$1" "$1.seen"
awk '/^\[judgment\]/ { print; print "後必升"; skip = 1; next }
     /^\[tags\]/ { print; print "官, 久"; skip = 1; next }
     /^\[/ { skip = 0 } !skip' "$1" >"$1.new" && mv "$1.new" "$1"
EOF
chmod +x "$tmp/ed.sh"
EDITOR="$tmp/ed.sh" lap edit "$a" >"$tmp/out" 2>"$tmp/err"
st=$?
[ $st = 0 ] && grep -qx "case $a: changed judgment, tags" "$tmp/out" &&
	lap show "$a" | grep -qx 後必升 && lap list --tag 久 | grep -q "^$a " && ok ||
	bad "the editor's change: status $st, $(cat "$tmp/out" "$tmp/err")"
seen=$(ls "$tmp"/liuren-case-*.seen 2>/dev/null | head -1)
[ -n "$seen" ] && grep -q '^# ' "$seen" && grep -qx '\[question\]' "$seen" &&
	grep -qx '問升遷' "$seen" && ok || bad "the file shown to the editor: $(cat "$seen" 2>/dev/null)"
[ -z "$(ls "$tmp"/liuren-case-*.txt 2>/dev/null)" ] && ok || bad "the edited file was left behind"
# VISUAL before EDITOR; an editor given with an option
printf '#!/bin/sh\n[ "$1" = -x ] && shift; : >"$1"\n' >"$tmp/empty.sh"
chmod +x "$tmp/empty.sh"
before=$(lap show "$a")
VISUAL="$tmp/empty.sh -x" EDITOR=false lap edit "$a" >"$tmp/out" 2>"$tmp/err"
st=$?
[ $st = 0 ] && grep -q 'left empty: nothing was changed' "$tmp/err" &&
	[ "$(lap show "$a")" = "$before" ] && ok ||
	bad "an emptied file: status $st, $(cat "$tmp/err")"
EDITOR=false lap edit "$a" >"$tmp/out" 2>"$tmp/err"
st=$?
[ $st = 1 ] && grep -q "ended with status 1; nothing was changed" "$tmp/err" &&
	[ "$(lap show "$a")" = "$before" ] && ok || bad "a failed editor: status $st, $(cat "$tmp/err")"
# a bad field: nothing changed, the text kept for the user
printf '#!/bin/sh\nsed -i "s/^\\[verified\\]/[verified]\\nperhaps/" "$1"\n' >"$tmp/badv.sh"
chmod +x "$tmp/badv.sh"
EDITOR="$tmp/badv.sh" lap edit "$a" >"$tmp/out" 2>"$tmp/err"
st=$?
kept=$(sed -n 's/.*your text is kept in \(.*\))$/\1/p' "$tmp/err")
[ $st = 2 ] && grep -q "'perhaps' is not yes" "$tmp/err" && [ -f "$kept" ] &&
	[ "$(lap show "$a")" = "$before" ] && ok || bad "a bad mark in the editor: status $st, $(cat "$tmp/err")"
# a conflict resolved in the editor: the other version shown in comments
lap edit "$b" --note 筆記甲 >/dev/null
desk edit "$b" --note 筆記乙 >/dev/null
desk export >"$tmp/6.json"
lap import "$tmp/6.json" >/dev/null
printf '#!/bin/sh\ncp "$1" "%s/conflict.seen"\n' "$tmp" >"$tmp/look.sh"
chmod +x "$tmp/look.sh"
EDITOR="$tmp/look.sh" lap edit "$b" >"$tmp/out" 2>"$tmp/err"
grep -q '^#   筆記乙' "$tmp/conflict.seen" && grep -qx '筆記甲' "$tmp/conflict.seen" &&
	grep -q 'conflict is resolved' "$tmp/out" && ! lap show "$b" | grep -q 'also edited' && ok ||
	bad "a conflict in the editor: $(cat "$tmp/out" "$tmp/err")"

# -- backup, check, restore
lap backup "$tmp/kept.sqlite" >"$tmp/out" && grep -q 'backup written and checked' "$tmp/out" &&
	ok || bad "case backup: $(cat "$tmp/out")"
lap backup "$tmp/kept.sqlite" >/dev/null 2>"$tmp/err"
[ $? = 2 ] && grep -q 'exists already; it was not overwritten' "$tmp/err" && ok ||
	bad "a backup over a file: $(cat "$tmp/err")"
lap backup >"$tmp/out" && ls "$L".*.backup >/dev/null 2>&1 && ok || bad "a backup by the time"
lap check >"$tmp/out" && grep -q 'all sound' "$tmp/out" && ok || bad "case check: $(cat "$tmp/out")"
n=$(lap list | wc -l)
lap rm "$a" --yes >/dev/null
# shellcheck disable=SC2086
c=$(lap add $chart --question 新)
[ "$c" -gt "$b" ] && [ "$c" != "$a" ] && ok || bad "number $c given again"
lap restore "$tmp/kept.sqlite" </dev/null >/dev/null 2>"$tmp/err"
[ $? = 2 ] && grep -q -- '--yes' "$tmp/err" && ok || bad "restore asked nothing off a terminal"
lap restore "$tmp/kept.sqlite" --yes >"$tmp/out" &&
	[ "$(lap list | wc -l)" = "$n" ] && lap show "$a" | grep -qx 後必升 &&
	grep -q "backup-1" "$tmp/out" && [ -f "$L.backup-1" ] && ok ||
	bad "case restore: $(cat "$tmp/out")"
# what the restore replaced: in the automatic backup
"$prog" case list --no-config --casebook "$L.backup-1" | grep -q 新 && ok ||
	bad "the automatic backup lacks what the restore replaced"
# a case damaged behind the program's back: named by check, with recovery
cp "$L" "$tmp/hurt.sqlite"
off=$(grep -abo '後必升' "$tmp/hurt.sqlite" | head -1 | cut -d: -f1)
printf 'X' | dd of="$tmp/hurt.sqlite" bs=1 seek="$off" conv=notrunc 2>/dev/null
"$prog" case check --no-config --casebook "$tmp/hurt.sqlite" >"$tmp/out"
st=$?
[ $st = 1 ] && grep -q "^case $a: damaged" "$tmp/out" && grep -q 'To recover' "$tmp/out" && ok ||
	bad "check of a damaged case: status $st, $(cat "$tmp/out")"
"$prog" case show "$a" --no-config --casebook "$tmp/hurt.sqlite" >"$tmp/out" 2>"$tmp/err"
st=$?
[ $st = 1 ] && ! grep -q '後必升\|X' "$tmp/out" && grep -q 'is damaged' "$tmp/err" && ok ||
	bad "show of a damaged case: status $st, $(cat "$tmp/out" "$tmp/err")"
"$prog" case export --no-config --casebook "$tmp/hurt.sqlite" >"$tmp/out" 2>"$tmp/err"
[ $? = 1 ] && ! grep -q '後必升' "$tmp/out" && ok || bad "export of a damaged casebook"
"$prog" case export --skip-damaged --no-config --casebook "$tmp/hurt.sqlite" >"$tmp/good.json" \
	2>"$tmp/err" && grep -q "case $a is damaged: left out" "$tmp/err" && ok ||
	bad "export --skip-damaged: $(cat "$tmp/err")"
"$prog" case import "$tmp/good.json" --no-config --casebook "$tmp/new.sqlite" >/dev/null &&
	[ "$("$prog" case list --no-config --casebook "$tmp/new.sqlite" | wc -l)" = $((n - 1)) ] &&
	ok || bad "the sound cases did not make a new casebook"
# a uid damaged in the uid index alone (which SQLite's quick_check
# passes): an import of the same case stores no second case with its uid
# shellcheck disable=SC2086
"$prog" case add $chart --question 索引 --no-config --casebook "$tmp/u.sqlite" >/dev/null
"$prog" case export --no-config --casebook "$tmp/u.sqlite" >"$tmp/u.json"
uid=$(sed -n 's/.*"uid":"\([0-9a-f]*\)".*/\1/p' "$tmp/u.json")
psize=$(od -An -tu1 -j16 -N2 "$tmp/u.sqlite" | awk '{ print $1 * 256 + $2 }')
# the index is the table's first (page 3 of a new casebook)
off=$(grep -abo "$uid" "$tmp/u.sqlite" | cut -d: -f1 |
	awk -v lo=$((2 * psize)) -v hi=$((3 * psize)) '$1 >= lo && $1 < hi' | head -1)
if [ -n "$off" ] && [ -n "$uid" ]; then
	printf 'X' | dd of="$tmp/u.sqlite" bs=1 seek="$off" conv=notrunc 2>/dev/null
	"$prog" case import "$tmp/u.json" --no-config --casebook "$tmp/u.sqlite" >/dev/null 2>&1
	[ "$("$prog" case export --no-config --casebook "$tmp/u.sqlite" 2>/dev/null |
		grep -o "\"uid\":\"$uid\"" | wc -l)" -le 1 ] && ok ||
		bad "an import stored a second case with a uid damaged in its index"
	"$prog" case check --no-config --casebook "$tmp/u.sqlite" >/dev/null 2>&1
	[ $? = 1 ] && ok || bad "case check passed a damaged uid index"
else
	bad "no uid in page 3 of a new casebook (uid '$uid')"
fi
echo "casebook-sync: $pass passed, $fail failed"
[ "$fail" = 0 ]
