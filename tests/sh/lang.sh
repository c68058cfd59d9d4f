#!/bin/sh
# liuren - tests/sh/lang.sh PROGRAM: the language layer from outside.
#  - zh-Hans output is OpenCC t2s of the zh-Hant output, line for line
#    (print, explain, show, calendar, --json; JSON keys unchanged);
#  - the language comes from --lang, else the config key lang, else
#    LANGUAGE / LC_ALL / LC_MESSAGES / LANG, else zh-Hant, whatever the
#    C library's locale (C, C.UTF-8, or a locale not installed);
#  - names and dates typed in Simplified and as people write them.
# Prints "lang: N passed, N failed".
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$1
case $prog in /*) ;; *) prog=$PWD/$prog ;; esac
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { echo "lang: FAIL $*"; fail=$((fail + 1)); }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
mkdir -p "$tmp/cfg/liuren"
run() { # run ENV... -- ARGS...: the program with only ENV set
	envs=
	while [ "$1" != -- ]; do envs="$envs $1"; shift; done
	shift
	env -i PATH="$PATH" LIUREN_DATADIR="$LIUREN_DATADIR" LIUREN_LOCALEDIR="$LIUREN_LOCALEDIR" HOME="$tmp" XDG_CONFIG_HOME="$tmp/cfg" TZ=Asia/Shanghai $envs "$prog" "$@"
}

# ---- zh-Hans is t2s of zh-Hant ----
same_as_t2s() { # NAME ARGS...
	name=$1; shift
	run LANG=C.UTF-8 -- --lang zh-Hant "$@" >"$tmp/hant" 2>&1
	run LANG=C.UTF-8 -- --lang zh-Hans "$@" >"$tmp/hans" 2>&1
	opencc -c t2s.json -i "$tmp/hant" -o "$tmp/want"
	if cmp -s "$tmp/want" "$tmp/hans"; then ok; else
		bad "$name: zh-Hans output is not t2s of zh-Hant"; diff "$tmp/want" "$tmp/hans" | head -5; fi
	if cmp -s "$tmp/hant" "$tmp/hans"; then bad "$name: zh-Hans output is still Traditional"; else ok; fi
}
chart='--day 丙辰 --hour 寅 --general 未'
same_as_t2s print print $chart
same_as_t2s print-json print $chart --json
same_as_t2s explain explain $chart
same_as_t2s print-moment print 2026-11-29 17:05 --birth 1983 --sex 男
same_as_t2s show show 驛馬
same_as_t2s show-pattern show 六儀
same_as_t2s calendar calendar 2026
same_as_t2s error show 驛

# JSON keys never change
run -- --lang zh-Hant print $chart --json | grep -o '"[^"]*":' | sort >"$tmp/k1"
run -- --lang zh-Hans print $chart --json | grep -o '"[^"]*":' | sort >"$tmp/k2"
if [ -s "$tmp/k1" ] && cmp -s "$tmp/k1" "$tmp/k2"; then ok; else bad "JSON keys differ between zh-Hant and zh-Hans"; fi
if run -- --lang zh-Hans print $chart --json | grep -q '"重审"'; then ok; else bad "JSON values are not Simplified"; fi

# ---- which language ----
probe() { # WANT ENV... : the language the messages come out in
	want=$1; shift
	got=$(run "$@" -- calendar 2>&1)
	case $got in
	*請給年份*) got=zh-Hant ;;
	*请给年份*) got=zh-Hans ;;
	*"give a YEAR"*) got=en ;;
	*"연도를 주십시오"*) got=ko ;;
	esac
	if [ "$got" = "$want" ]; then ok; else bad "with $*: got '$got', want $want"; fi
}
probe zh-Hant
probe zh-Hant LANG=C
probe zh-Hant LANG=POSIX
probe zh-Hant LANG=C.UTF-8
probe zh-Hant LC_ALL=C.UTF-8 LANG=en_US.UTF-8
probe en LANG=en_US.UTF-8
probe en LANG=en_GB
probe zh-Hans LANG=zh_CN.UTF-8
probe zh-Hans LANG=zh_SG.UTF-8
probe zh-Hant LANG=zh_TW.UTF-8
probe zh-Hant LANG=zh_HK.UTF-8
probe zh-Hant LANG=zh_MO
probe ko LANG=ko_KR.UTF-8
probe zh-Hant LANG=fr_FR.UTF-8
probe ko LANGUAGE=ko:en LANG=C
probe en LANGUAGE=fr:en LANG=zh_CN.UTF-8
probe zh-Hans LC_ALL=zh_CN.UTF-8 LANG=en_US.UTF-8
probe en LC_MESSAGES=en_US.UTF-8 LANG=zh_TW.UTF-8

# --lang and the config key
echo 'lang = ko' >"$tmp/cfg/liuren/config"
probe ko LANG=en_US.UTF-8
got=$(run LANG=ko_KR.UTF-8 -- --lang en calendar 2>&1)
case $got in *"give a YEAR"*) ok ;; *) bad "--lang en does not win over the config: $got" ;; esac
got=$(run LANG=C -- calendar --lang=zh-Hans 2>&1)
case $got in *请给年份*) ok ;; *) bad "--lang=zh-Hans after the command: $got" ;; esac
echo 'lang = 简体' >"$tmp/cfg/liuren/config"
probe zh-Hans LANG=C
echo 'lang = klingon' >"$tmp/cfg/liuren/config"
run LANG=C -- --lang en print $chart >/dev/null 2>"$tmp/err"; rc=$?
if [ $rc = 2 ] && grep -q "bad value 'klingon' for lang" "$tmp/err"; then ok; else bad "a bad lang in the config: status $rc, $(cat "$tmp/err")"; fi
rm -f "$tmp/cfg/liuren/config"
run -- --lang tlh print $chart >/dev/null 2>"$tmp/err"; rc=$?
if [ $rc = 2 ] && [ "$(wc -l <"$tmp/err")" = 1 ]; then ok; else bad "--lang tlh: status $rc"; fi
run -- print $chart --lang >/dev/null 2>"$tmp/err"; rc=$?
if [ $rc = 2 ]; then ok; else bad "--lang without a value: status $rc"; fi

# ---- typed names and dates ----
for name in 驿马 天马 六仪 轩盖 劫杀; do
	if run -- show "$name" >"$tmp/out" 2>&1; then ok; else bad "show $name: $(cat "$tmp/out")"; fi
done
run -- find 軒蓋 六儀 --from 2027-01-01 --to 2027-07-01 >"$tmp/t" 2>&1
run -- find 轩盖 六仪 --from 2027-01-01 --to 2027-07-01 >"$tmp/s" 2>&1
if [ -s "$tmp/t" ] && cmp -s "$tmp/t" "$tmp/s"; then ok; else bad "find 轩盖 六仪 differs from find 軒蓋 六儀"; fi
run -- find 天馬 --on 發用 --from 2027-01-01 --to 2027-02-01 >"$tmp/t" 2>&1
run -- find 天马 --on 发用 --from 2027-01-01 --to 2027-02-01 >"$tmp/s" 2>&1
if [ -s "$tmp/t" ] && cmp -s "$tmp/t" "$tmp/s"; then ok; else bad "find 天马 --on 发用 differs from find 天馬 --on 發用"; fi
run -- print $chart >"$tmp/t"
run -- print --day 丙辰 --hour 寅 --general 小吉 >"$tmp/s"
if cmp -s "$tmp/t" "$tmp/s"; then ok; else bad "--general 小吉"; fi
run -- print '丙辰日寅时未将' >"$tmp/s" 2>&1
if grep -q '丙辰日 寅時 未將' "$tmp/s"; then ok; else bad "notation in Simplified: $(head -1 "$tmp/s")"; fi

same_date() { # WANT TYPED: the typed date gives the chart of WANT
	run -- print $1 >"$tmp/want" 2>&1
	run -- print "$2" >"$tmp/got" 2>&1
	if cmp -s "$tmp/want" "$tmp/got"; then ok; else bad "'$2' is not $1"; diff "$tmp/want" "$tmp/got" | head -4; fi
}
same_date 2027-03-05T08:00 '2027/3/5 8:00'
same_date 2027-03-05T08:00 '2027年3月5日 8時'
same_date 2027-03-05T08:00 '2027年3月5日 8點'
same_date 2027-03-05T08:00 '2027年3月5日 8点'
same_date 2027-03-05T08:00 '2027年3月5日8时'
same_date 2027-03-05T08:00 '2027年3月5日辰時'
same_date 2027-03-05T08:00 '２０２７年３月５日 ８：００'
same_date 2027-03-05T17:30 '2027年3月5日 下午5點半'
same_date 2027-03-05T18:00 '2027年3月5日 酉时'
same_date 2026-11-29T17:05 '農曆2026年十月廿一 17:05'
same_date 2026-11-29T17:05 '农历2026年十月廿一 17:05'
same_date 2025-07-25T18:00 '农历2025年闰六月初一 酉時'
same_date 2026-02-17T00:00 '農曆2026年正月初一'
run -- print 2027年3月5日 8時 >"$tmp/got" 2>&1
run -- print 2027-03-05 08:00 >"$tmp/want" 2>&1
if cmp -s "$tmp/want" "$tmp/got"; then ok; else bad "date and time as two words"; fi
run -- --lang en print '农历2026年闰六月初一 酉時' >/dev/null 2>"$tmp/err"; rc=$?
if [ $rc = 2 ] && grep -q "no leap month 6" "$tmp/err"; then ok; else bad "2026 has no 閏六月: status $rc $(cat "$tmp/err")"; fi
run -- --lang en print '2027/2/30 8:00' >/dev/null 2>"$tmp/err"; rc=$?
if [ $rc = 2 ] && grep -q "28 days" "$tmp/err"; then ok; else bad "2027/2/30: status $rc"; fi

# no English in the Chinese messages, no Chinese glued into English ones
got=$(run LANG=C -- print '2027/2/30 8:00' 2>&1)
if [ "$got" = "liuren print：日期「2027/2/30 8:00」有誤：2027 年二月只有 28 天" ]; then ok; else bad "zh-Hant error: $got"; fi
got=$(run LANG=C -- calendar 2026 | sed -n '1p;26p')
if [ "$got" = "$(printf '2026 年節氣（Asia/Shanghai）\n農曆 2026 年（丙午）各月：')" ]; then ok; else bad "zh-Hant calendar headings: $got"; fi
if run LANG=C -- calendar 2026 | grep -q '[A-Za-z]\{3,\}'; then
	run LANG=C -- calendar 2026 | grep '[A-Za-z]\{3,\}' | grep -v Asia/Shanghai >"$tmp/en"
	if [ -s "$tmp/en" ]; then bad "English words in the zh-Hant calendar: $(head -1 "$tmp/en")"; else ok; fi
else ok; fi
got=$(run LANG=C -- show 天馬 | sed -n 2p)
if [ "$got" = "  月 吉  起午順行，每次 2 位" ]; then ok; else bad "show 天馬 rule: $got"; fi

# ---- the browser's screens in each language (tmux) ----
if command -v tmux >/dev/null 2>&1; then
	# a new server (socket) for each session: a server being killed may
	# still hold the old socket when the next session asks for it
	servers=0
	new_server() {
		servers=$((servers + 1))
		sock=liuren-lang-$$-$servers
	}
	new_server
	# The screen settles: it differs from $tmp/before (when given) and
	# two captures 50 ms apart agree; at most 10 s. No fixed waits.
	settle() {
		n=0 last=
		while [ $n -lt 200 ]; do
			tmux -L $sock capture-pane -p >"$tmp/now" 2>/dev/null
			if [ -s "$tmp/now" ] && { [ ! -f "$tmp/before" ] || ! cmp -s "$tmp/now" "$tmp/before"; } &&
			   [ -n "$last" ] && cmp -s "$tmp/now" "$tmp/last"; then
				break
			fi
			cp "$tmp/now" "$tmp/last"; last=1
			sleep 0.05; n=$((n + 1))
		done
	}
	started() { # the browser has drawn its first chart
		rm -f "$tmp/before"
		n=0
		until tmux -L $sock capture-pane -p 2>/dev/null | grep -q '月' || [ $n -ge 400 ]; do
			sleep 0.05; n=$((n + 1)); done
		settle
	}
	keys() { # send KEYS... and wait for the screen to change and settle
		tmux -L $sock capture-pane -p >"$tmp/before"
		tmux -L $sock send-keys "$@"
		settle
		rm -f "$tmp/before"
	}
	screen() { # KEYS LANG-ARGS...: the screen after KEYS, in $tmp/screen
		k=$1; shift
		new_server
		tmux -L $sock new -d -x 100 -y 30 "env -i PATH='$PATH' LIUREN_DATADIR='$LIUREN_DATADIR' LIUREN_LOCALEDIR='$LIUREN_LOCALEDIR' TERM=xterm-256color HOME='$tmp' LANG=C.UTF-8 TZ=Asia/Shanghai '$prog' --no-config $* 2026-11-29 17:05"
		started
		[ -n "$k" ] && keys "$k"
		tmux -L $sock capture-pane -p >"$tmp/screen"
		tmux -L $sock kill-server 2>/dev/null
	}
	# English words other than key names, zone names and language names
	english() {
		grep -o '[A-Za-z][A-Za-z-]\{2,\}' "$tmp/screen" |
			grep -vxE 'Tab|S-Tab|Enter|Esc|PgUp|PgDn|Ctrl-[A-Z]|Space|Home|End|BkSp|Left|Right|Up|Down|mouse|English|liuren|Asia|Shanghai'
	}
	for keys in "" "?" "a" "e" "s" ":" "g" "u" "S" "/" "z"; do
		screen "$keys"
		if [ ! -s "$tmp/screen" ]; then bad "no screen after '$keys'"; continue; fi
		w=$(english | tr '\n' ' ')
		if [ -z "$w" ]; then ok; else bad "zh-Hant screen after '$keys' has English: $w"; fi
	done
	screen "" --lang en
	if grep -q 'help' "$tmp/screen" && grep -q 'quit' "$tmp/screen"; then ok; else bad "en footer is not English"; fi
	screen "?" --lang en
	if grep -q 'show this list of keys' "$tmp/screen"; then ok; else bad "en help is not English"; fi
	screen "" --lang zh-Hans
	if grep -q '课' "$tmp/screen" && ! grep -q '課' "$tmp/screen"; then ok; else bad "zh-Hans screen is not Simplified"; fi
	screen "" --lang ko
	if grep -q '도움말' "$tmp/screen"; then ok; else bad "ko footer is not Korean"; fi
	# lang=… at the S prompt switches at once, as L does (the status
	# line names the language in its own words)
	new_server
	tmux -L $sock new -d -x 100 -y 30 "env -i PATH='$PATH' LIUREN_DATADIR='$LIUREN_DATADIR' LIUREN_LOCALEDIR='$LIUREN_LOCALEDIR' TERM=xterm-256color HOME='$tmp' LANG=C.UTF-8 TZ=Asia/Shanghai '$prog' --no-config 2026-11-29 17:05"
	started
	keys S
	keys -l 'lang=en'
	keys Enter
	tmux -L $sock capture-pane -p >"$tmp/screen"
	tmux -L $sock kill-server 2>/dev/null
	if grep -q '^English' "$tmp/screen"; then ok; else
		bad "lang=en at the S prompt did not switch to English"; fi
	mkdir -p "$tmp/p"
	new_server
	tmux -L $sock new -d -x 100 -y 30 "env -i PATH='$PATH' LIUREN_DATADIR='$LIUREN_DATADIR' LIUREN_LOCALEDIR='$LIUREN_LOCALEDIR' TERM=xterm-256color HOME='$tmp' LANG=C.UTF-8 TZ=Asia/Shanghai '$prog' --no-config --lang zh-Hans --print-dir '$tmp/p' 2026-11-29 17:05"
	started
	# p asks for the format: Enter, the text
	tmux -L $sock send-keys p Enter
	# the file is written whole when the status line says so
	n=0
	until [ -n "$(ls "$tmp/p")" ] && tmux -L $sock capture-pane -p | grep -q "$(ls "$tmp/p")" || [ $n -ge 400 ]; do
		sleep 0.05; n=$((n + 1)); done
	tmux -L $sock kill-server 2>/dev/null
	run -- --lang zh-Hans print --no-config 2026-11-29 17:05 >"$tmp/want"
	if cmp -s "$tmp/want" "$tmp/p"/*; then ok; else bad "p in zh-Hans does not write the zh-Hans print text"; fi
	screen "L"
	if grep -q '简体中文' "$tmp/screen" && grep -q '课' "$tmp/screen"; then ok; else bad "L does not switch to zh-Hans"; fi
fi

echo "lang: $pass passed, $fail failed"
[ $fail = 0 ]
