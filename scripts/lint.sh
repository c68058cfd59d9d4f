#!/bin/sh
# liuren - scripts/lint.sh [BUILDDIR]: checks on the source tree that no
# compiler makes: the core never includes curses; the layers include only
# down (core ← front ← cli, tui; main.c alone sees both faces) and the
# include graph has no cycle; in the objects the build made in BUILDDIR
# (default build; `make lint` builds them first) no file calls up a layer
# and no files call each other round a cycle; the man page and each of
# its translations (man/LL/liuren.1) document every command, option and
# setting the program knows. Prints "lint: N passed, N failed".
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
build=${1:-build}
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { echo "lint: $*"; fail=$((fail + 1)); }

core_files=$(find src/core -name '*.[ch]' | sort)
if grep -nE '#[[:space:]]*include[[:space:]]*[<"](n?curses|ncursesw/|term\.h)' $core_files include/liuren/*.h; then
	bad "the core includes curses"
else
	ok
fi

# Swiss Ephemeris keeps state between calls: every call goes through
# src/core/calendar/ephemeris.c, one at a time under its lock.
if grep -nE '\bswe_[a-z_]+[[:space:]]*\(|#[[:space:]]*include[[:space:]]*<swephexp\.h>' \
	$(find src -name '*.[ch]' ! -path src/core/calendar/ephemeris.c | sort); then
	bad "a Swiss Ephemeris call outside src/core/calendar/ephemeris.c (call its eph_ functions)"
else ok; fi

# The faces (cli/, tui/) sit on the front layer (front/), which sits on
# the core (liuren/): no file of one face includes the other (main.c alone
# hands the browser to the command line), the front layer includes
# neither face nor curses, the core nothing above it.
if grep -nE '#[[:space:]]*include[[:space:]]*"cli/' src/tui/*.c include/tui/*.h; then
	bad "the browser includes a command-line header"
else ok; fi
if grep -nE '#[[:space:]]*include[[:space:]]*"tui/' src/cli/*.c include/cli/*.h; then
	bad "the command line includes a browser header (only src/main.c may)"
else ok; fi
if grep -nE '#[[:space:]]*include[[:space:]]*("(cli|tui)/|<(n?curses|ncursesw/))' src/front/*.c include/front/*.h; then
	bad "the front layer includes a face or curses"
else ok; fi
if grep -nE '#[[:space:]]*include[[:space:]]*"(front|cli|tui)/' $core_files include/liuren/*.h; then
	bad "the core includes a header above it"
else ok; fi
# The browser's sources include the header of each module they use;
# tui/ui.h gathers the curses side for the tests only.
if grep -nE '#[[:space:]]*include[[:space:]]*"tui/ui\.h"' src/*/*.c include/*/*.h; then
	bad "a source includes tui/ui.h (include the module's own header)"
else ok; fi
# No cycle in the include graph of modules (DIR/NAME: src/DIR/NAME.c with
# include/DIR/NAME.h or src/DIR/NAME.h; include/liuren is the core, whose
# sources sit in folders by what they own, src/core/FOLDER/NAME.c, and
# whose private headers are included as "FOLDER/NAME.h"),
# found with tsort. lr_normalize reads the names of everything, so no
# module below it calls it: the parsers under it (settings.c, datetext.c,
# ask.c) fold typed text against lexicons of their own words (src/core/text/fold.h).
edges=$(mktemp)
# The module a file or included header belongs to: DIR/NAME when
# include/DIR/NAME.h is public; a private file (src/core/casebook/casebook_db.c,
# rules/bifa_internal.h, text/fold.h) belongs to the public module its name
# extends (casebook, patterns), else it is a module of its own.
module() {
	d=${1%%/*} n=${1#*/}
	h=$d
	[ "$d" = core ] && h=liuren
	while [ ! -f "include/$h/$n.h" ] && [ "$n" != "${n%_*}" ]; do
		n=${n%_*}
	done
	[ -f "include/$h/$n.h" ] || n=${1#*/}
	echo "$d/$n"
}
for f in src/*/*.c src/*/*.h src/core/*/*.[ch] include/*/*.h; do
	[ -f "$f" ] || continue
	m=$(echo "$f" | sed -e 's|^src/core/[a-z]*/\([a-z0-9_]*\)\.[ch]$|core/\1|' \
		-e 's|^src/\([a-z]*\)/\([a-z0-9_]*\)\.[ch]$|\1/\2|' \
		-e 's|^include/\([a-z]*\)/\([a-z0-9_]*\)\.h$|\1/\2|' -e 's|^liuren/|core/|')
	dir=${m%%/*}
	m=$(module "$m")
	# "liuren/x.h", "front/x.h" …, and a header of the same directory ("fold.h")
	sed -n -e 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([a-z]*\)\/\([a-z0-9_]*\)\.h".*/\1\/\2/p' \
		-e "s/^[[:space:]]*#[[:space:]]*include[[:space:]]*\"\([a-z0-9_]*\)\.h\".*/$dir\/\1/p" "$f" |
		sed 's|^liuren/|core/|' | while read -r d; do
			# a core private header, "rules/kejing.h"
			[ -f "src/core/$d.h" ] && d=core/${d#*/}
			d=$(module "$d")
			[ "$d" != "$m" ] && echo "$m $d"
		done
done | sort -u >"$edges"
if tsort "$edges" >/dev/null 2>"$edges.err"; then
	ok
else
	cat "$edges.err"
	bad "the include graph has a cycle"
fi
rm -f "$edges" "$edges.err"

# One place reads the whole chart, lr_reading_make (src/core/reading.c):
# no face, no renderer and no other core file (find's search, the atlas)
# evaluates the 課體, the 法, the 神煞 with 三奇 on the 三傳, the 類神 or
# which sentences of 卷二 神將釋 hold itself; each reads struct
# lr_reading, asking for just the rules it needs. The rules read each other only inside src/core/rules/ (a 法
# that cites a 課體). Checked in the sources here and in the objects
# below.
evaluators='lr_patterns_evaluate|lr_pattern_evaluate_one|lr_bifa_evaluate|lr_bifa_evaluate_one|lr_bifa_evaluate_cited|lr_shensha_eval|lr_shensha_read_transmissions|lr_leishen_read|lr_shenjiang_holds|lr_shenjiang_read'
readers=$(find src -name '*.c' | sort | grep -v -e '^src/core/reading\.c$' \
	-e '^src/core/rules/' -e '^src/core/shensha/shensha\.c$' \
	-e '^src/core/shensha/shensha_eval\.c$' \
	-e '^src/core/vocab/leishen\.c$' -e '^src/core/vocab/shenjiang\.c$')
# shellcheck disable=SC2086
if grep -nE "(^|[^a-z_])($evaluators)[[:space:]]*\(" $readers; then
	bad "a file evaluates 課體, 法, 神煞, 類神 or 卷二's sentences itself (read them from lr_reading_make's reading)"
else ok; fi

# The object-level call graph, from nm of the objects the build made
# (BUILDDIR/src, `make lint` builds them first): each undefined symbol
# of a file resolved to the file that defines it, calls and data alike.
# No file calls up a layer (core ← front ← cli, tui; src/main.c above
# both; a face never calls the other) and no files call each other,
# directly or round a cycle (tsort names each cycle, then each call on
# it with the symbols it uses).
objs=
if [ -d "$build/src" ]; then
	# the objects of sources that are still there (not a renamed file's)
	for o in $(find "$build/src" -name '*.o' | sort); do
		s=${o#"$build"/}
		[ -f "${s%.o}.c" ] && objs="$objs $o"
	done
fi
if [ -z "$objs" ]; then
	bad "no objects under $build/src for the call graph: run 'make lint' (or make) first"
else
	calls=$(mktemp)
	# "FROM.c TO.c SYMBOL" for each symbol FROM uses and TO defines
	# shellcheck disable=SC2086
	nm -A -P -g $objs | awk -v build="$build/" '
		{ f = $1; sub(/:$/, "", f); sub("^" build, "", f); sub(/\.o$/, ".c", f) }
		$3 == "U" { use[++n] = f " " $2; next }
		$3 ~ /^[A-TV-Z]$/ { def[$2] = f }
		END {
			for (i = 1; i <= n; i++) {
				split(use[i], u, " ")
				if ((u[2] in def) && def[u[2]] != u[1])
					print u[1], def[u[2]], u[2]
			}
		}' | sort -u >"$calls"
	# the layer of a file: core 0, front 1, the faces 2, main.c 3
	up=$(awk '
		function layer(f) {
			if (f ~ /^src\/core\//) return 0
			if (f ~ /^src\/front\//) return 1
			if (f ~ /^src\/(cli|tui)\//) return 2
			return 3
		}
		function face(f) { split(f, p, "/"); return p[2] }
		layer($2) > layer($1) || (layer($1) == 2 && layer($2) == 2 && face($1) != face($2)) {
			print "  " $1 " calls " $3 " of " $2
		}' "$calls")
	if [ -z "$up" ]; then ok; else
		echo "$up"
		bad "a file calls up a layer or into the other face (core ← front ← cli, tui ← src/main.c)"
	fi
	# a function's layer is known by its name: the front layer exports
	# front_* alone (the core lr_*, the faces cli_*/cmd_* and tui_*)
	# shellcheck disable=SC2086
	other=$(nm -A -P -g --defined-only $(echo "$objs" | tr ' ' '\n' | grep "^$build/src/front/") |
		awk '$2 !~ /^front_/ && $2 !~ /^__odr_asan[.]/ { print "  " $1 " " $2 }')
	if [ -z "$other" ]; then ok; else
		echo "$other"
		bad "the front layer exports a name without its prefix front_"
	fi
	# the evaluators' callers, as the objects say (see above)
	stray=$(awk -v re="^($evaluators)\$" '$3 ~ re && $1 != "src/core/reading.c" &&
		$1 !~ /^src\/core\/rules\// { print "  " $1 " calls " $3 }' "$calls")
	if [ -z "$stray" ]; then ok; else
		echo "$stray"
		bad "an object calls the 課體, 法, 神煞, 類神 or 卷二 evaluators besides src/core/reading.c"
	fi
	cut -d' ' -f1,2 "$calls" | sort -u >"$calls.edges"
	if tsort "$calls.edges" >/dev/null 2>"$calls.err"; then ok; else
		# tsort: "-: input contains a loop:" then the loop's files
		awk -v calls="$calls" '
			/input contains a loop/ { if (n) show(); n = 0; next }
			{ sub(/^tsort: /, ""); loop[++n] = $0 }
			function show(  i, a, b, k, line, syms) {
				out = "  call cycle:"
				for (i = 1; i <= n; i++) out = out " " loop[i] " →"
				print out " " loop[1]
				for (i = 1; i <= n; i++) {
					a = loop[i]; b = loop[i % n + 1]; syms = ""; k = 0
					while ((getline line < calls) > 0) {
						split(line, w, " ")
						if (w[1] == a && w[2] == b && ++k <= 4)
							syms = syms " " w[3]
					}
					close(calls)
					if (k)
						print "    " a " → " b ":" syms (k > 4 ? " … (" k ")" : "")
				}
			}
			END { if (n) show() }' "$calls.err"
		bad "the object call graph has a cycle between files"
	fi
	rm -f "$calls" "$calls.edges" "$calls.err"
fi

man=$(mktemp)
trap 'rm -f "$man"' EXIT
# man/liuren.1 and its translations (man/LL/liuren.1): each documents every
# option, command and setting, so a translation cannot fall behind
en_sections=$(grep -c '^\.SH' man/liuren.1)
en_options=$(sed 's/\\-/-/g' man/liuren.1 | grep -o -- '--[a-z][a-z-]*' | sort -u)
for page in man/liuren.1 man/*/liuren.1; do
	# the page with roff escapes removed ("\-" → "-", "\fB" dropped)
	sed 's/\\f[BIRP]//g; s/\\-/-/g; s/\\&//g; s/\\c$//' "$page" >"$man"
	# every option of the chart commands
	for opt in $(sed -n 's/^[[:space:]]*X([A-Z_]*, "\([a-z-]*\)".*/\1/p' include/front/args.h); do
		if grep -q -- "--$opt" "$man"; then ok; else bad "$page does not document --$opt"; fi
	done
	# every option of every command's table and of the browser's
	# (front/optspec.h rows)
	for opt in $(grep -ho 'OPTSPEC_\(VALUE\|SWITCH\), "[a-z-]*"' src/*/*.c include/*/*.h | sed 's/.*"\(.*\)"/\1/' | sort -u); do
		if grep -q -- "--$opt\([^a-z-]\|\$\)" "$man"; then ok; else bad "$page does not document --$opt"; fi
	done
	# every command
	for cmd in $(sed -n 's/^[[:space:]]*X("\([a-z]*\)", cmd_.*/\1/p' include/cli/commands.h); do
		if grep -qE "^\.BI? \"?$cmd( |\"|\$)" "$man"; then ok; else bad "$page does not document the command $cmd"; fi
	done
	# every setting key
	for key in $(sed -n 's/^[[:space:]]*X([a-z_]*, "\([a-z-]*\)", ".*/\1/p' include/liuren/settings.h); do
		if grep -q -- "^\.BR $key " "$man"; then ok; else bad "$page does not document the setting $key"; fi
	done
	# a translation has the sections of the English page and names every
	# option it names (those of the browser and of case too)
	[ "$page" = man/liuren.1 ] && continue
	n=$(grep -c '^\.SH' "$page")
	if [ "$n" = "$en_sections" ]; then ok; else bad "$page has $n sections (.SH), man/liuren.1 $en_sections"; fi
	missing=
	for opt in $en_options; do
		grep -q -- "$opt\([^a-z-]\|\$\)" "$man" || missing="$missing $opt"
	done
	if [ -z "$missing" ]; then ok; else bad "$page lacks$missing (named in man/liuren.1)"; fi
done
# liuren(3): every lr_ function the public headers declare is on the page
# (regenerate it with scripts/gen-man3.sh)
missing=
for fn in $(cat include/liuren/*.h | grep -o '\blr_[a-z0-9_]*(' | sort -u); do
	grep -qF -- "$fn" man/liuren.3 || missing="$missing ${fn%(}"
done
if [ -z "$missing" ]; then ok; else bad "man/liuren.3 lacks$missing (run scripts/gen-man3.sh)"; fi
echo "lint: $pass passed, $fail failed"
[ $fail = 0 ]
