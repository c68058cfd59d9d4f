#!/bin/sh
# liuren - tests/sh/picture.sh LIUREN: `print --format svg|html|markdown|
# png` and `-o FILE`. Every SVG of the book's worked charts of the 課經
# (tests/data/kejing-examples.tsv) and of a fixed sample (typed pillars,
# a moment, the book's chart with a querent) in each language parses as
# SVG 1.1 and every text of a palace lies inside its cell
# (tests/sh/picture_check.py, on the parsed geometry); the HTML is
# well-formed and holds the SVG; each Markdown code block's lines take
# the same display width; the picture says the 課體 and 畢法 print says;
# -o never writes over a file without --force and leaves no temporary
# file; a bad format or theme is status 2. With rsvg-convert (Debian
# librsvg2-bin) and the CJK fonts (fonts-noto-cjk), the PNG of the
# sample in each language is read pixel by pixel: each palace's text is
# drawn inside its cell, and no character of the pictures is drawn as
# the box of a missing glyph (samples 1 and 8 read under check-all,
# sample 1 under check). `explain --format html`'s handout is
# checked against `explain --json` step by step. With chromium, the
# HTML page prints to a PDF of one page, and laid out with the
# browser's fonts (tests/sh/picture_layout.js) no text leaves its cell
# across or overlaps another on its baseline and the page raises no
# error (the book's chart under make check, every page under check-all).
# A tool that is missing is skipped with a message, except in
# CI (LIUREN_CI or CI set), where it fails.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
liuren=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cd "$(dirname "$0")/../.."
pass=0 fail=0 skip=0
ok() { pass=$((pass + 1)); }
bad() { echo "picture: $*"; fail=$((fail + 1)); }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export LC_ALL=C.UTF-8 LIUREN_CASEBOOK="$tmp/cases.db" HOME="$tmp"
in_ci() { [ -n "${LIUREN_CI:-}${CI:-}" ]; }
# a tool the test needs: present, else a skip (outside CI) or a failure
need() {
	command -v "$1" >/dev/null 2>&1 && return 0
	if in_ci; then
		bad "$1 is missing (Debian: apt-get install $2)"
	else
		echo "picture: SKIP $3: $1 is not installed (Debian: apt-get install $2)"
		skip=$((skip + 1))
	fi
	return 1
}
command -v python3 >/dev/null || { echo "picture: python3 is needed"; exit 1; }
# the interpreter itself, found once: a version manager's python3 on
# PATH (pyenv's shim) costs a tenth of a second at each of the ~70 calls
py=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null)
[ -n "$py" ] && [ -x "$py" ] || py=python3
check="$py $(pwd)/tests/sh/picture_check.py"

book='九月初三丙午日午時卯將 寅命 行年午'
# the fixed sample: the book's chart with a querent, typed pillars of
# every method (伏吟, 返吟, 八專, 涉害 …), a moment on the clock
sample="$book
|--day 甲子 --hour 子 --general 子
|--day 丁未 --hour 寅 --general 申
|--day 甲寅 --hour 卯 --general 酉
|--day 癸亥 --hour 巳 --general 亥
|--day 乙卯 --hour 未 --general 寅
|--day 庚申 --hour 戌 --general 辰
|2026-12-07 13:00 --tz UTC
"
# run liuren with the words of one sample line ("|" marks typed options)
run() { # LINE LANG FORMAT OUT [more options]
	line=$1 lang=$2 fmt=$3 out=$4
	shift 4
	case $line in
	'|'*) eval "set -- ${line#|} \"\$@\"" ;;
	*) set -- "$line" "$@" ;;
	esac
	LANGUAGE=$lang "$liuren" print --lang "$lang" "$@" --format "$fmt" -o "$out"
}

# ---- the sample in each language, each format ----
n=0
svgs= htmls= mds=
echo "$sample" | while IFS= read -r line; do
	[ -n "$line" ] || continue
	n=$((n + 1))
	for lang in zh-Hant zh-Hans en ko; do
		for fmt in svg html markdown; do
			f="$tmp/s$n-$lang.$fmt"
			run "$line" "$lang" "$fmt" "$f" 2>"$tmp/err" ||
				echo "FAIL $line ($lang, $fmt): $(cat "$tmp/err")"
		done
	done
done >"$tmp/runs"
if [ -s "$tmp/runs" ]; then bad "$(cat "$tmp/runs")"; else ok; fi
ls "$tmp"/s*.svg >/dev/null 2>&1 || bad "no SVG written"
if out=$($check svg "$tmp"/s*.svg); then ok; else bad "$out"; fi
if out=$($check html "$tmp"/s*.html); then ok; else bad "$out"; fi
if out=$($check markdown "$tmp"/s*.markdown); then ok; else bad "$out"; fi

# ---- the book's worked charts of the 課經 ----
grep -v '^#' tests/data/kejing-examples.tsv | cut -f2 | grep -v '^-$' |
	sort -u >"$tmp/book"
[ "$(wc -l <"$tmp/book")" -gt 50 ] && ok || bad "too few book charts read"
i=0
while IFS= read -r chart; do
	i=$((i + 1))
	"$liuren" print --lang zh-Hant "$chart" --format svg -o "$tmp/b$i.svg" \
		2>>"$tmp/berr" || echo "FAIL $chart" >>"$tmp/berr"
done <"$tmp/book"
if [ -s "$tmp/berr" ]; then bad "$(cat "$tmp/berr")"; else ok; fi
if out=$($check svg "$tmp"/b*.svg); then ok; else bad "$out"; fi

# ---- the check can fail: a text moved out of its cell, a broken file,
# a code block line one column short ----
sed '0,/class="palace b5" x="\([0-9]*\)"/s//class="palace b5" x="9\1"/' \
	"$tmp/s1-zh-Hant.svg" >"$tmp/moved.svg"
if cmp -s "$tmp/moved.svg" "$tmp/s1-zh-Hant.svg"; then bad "nothing moved in the planted SVG"
elif $check svg "$tmp/moved.svg" >/dev/null; then bad "a text out of its cell passes"; else ok; fi
head -c 2000 "$tmp/s1-zh-Hant.svg" >"$tmp/cut.svg"
if $check svg "$tmp/cut.svg" >/dev/null; then bad "a cut SVG passes"; else ok; fi
sed '0,/^│/s/ │$/│/' "$tmp/s1-en.markdown" >"$tmp/short.markdown"
if $check markdown "$tmp/short.markdown" >/dev/null; then bad "a short code block line passes"; else ok; fi

# ---- the picture says what print says: the 課體 and 畢法 with reasons ----
for lang in zh-Hant en ko zh-Hans; do
	LANGUAGE=$lang "$liuren" print --lang $lang "$book" >"$tmp/p.txt"
	# the lines of the 課體 and 畢法 (indented, under their headings)
	sed -n '/^\(課體\|课体\|Patterns\|과체\)/,/^\(神煞\|Shensha\|Spirits\|신살\)/p' "$tmp/p.txt" |
		grep '^  ' | sed 's/^ *//' >"$tmp/lines"
	[ -s "$tmp/lines" ] || { bad "$lang: no 課體 lines in print's text"; continue; }
	LANGUAGE=$lang "$liuren" print --lang $lang "$book" --format markdown -o "$tmp/p-$lang.md"
	missing=$(while IFS= read -r l; do
		# Markdown escapes its own signs: compare without them
		m=$(printf '%s' "$l" | sed 's/[][\\`*_<>#|]//g')
		sed 's/[][\\`*_<>#|]//g' "$tmp/p-$lang.md" | grep -qF -- "$m" || echo "$l"
	done <"$tmp/lines")
	[ -z "$missing" ] && ok || bad "$lang: the Markdown lacks print's lines: $missing"
	LANGUAGE=$lang "$liuren" print --lang $lang "$book" --format html -o "$tmp/p-$lang.html"
	"$py" - "$tmp/p-$lang.html" "$tmp/lines" <<'EOF' && ok || bad "$lang: the SVG lacks print's 課體 or 畢法"
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
svg = next(root.iter('{http://www.w3.org/2000/svg}svg'))
said = ''.join(''.join(t.itertext()) for t in svg.iter('{http://www.w3.org/2000/svg}text'))
said = said.replace(' ', '')
lines = [l.strip().replace(' ', '') for l in open(sys.argv[2], encoding='utf-8')]
missing = [l for l in lines if l and l not in said]
for l in missing:
    print('  ' + l)
sys.exit(1 if missing else 0)
EOF
done

# ---- -o: never over a file, no temporary file left, errors ----
cd "$tmp"
echo keep >kept.svg
"$liuren" print "$book" --format svg -o kept.svg 2>err; rc=$?
[ $rc = 1 ] && [ "$(cat kept.svg)" = keep ] && grep -q -- '--force' err && ok ||
	bad "-o over a file: status $rc, $(cat err)"
"$liuren" print "$book" --format svg -o kept.svg --force 2>err &&
	$check svg kept.svg >/dev/null && ok || bad "--force: $(cat err)"
"$liuren" print "$book" -o plain.txt && "$liuren" print "$book" | cmp -s - plain.txt &&
	ok || bad "-o FILE in text differs from print's text"
"$liuren" print "$book" --format svg >stdout.svg && cmp -s stdout.svg kept.svg &&
	ok || bad "the SVG on standard output differs from -o's"
ls -a | grep -q 'XXXXXX\|\.svg\.' && bad "a temporary file is left: $(ls -a)" || ok
for words in "--format gif" "--format" "--theme pink" "--force" "--scale 0 --format png" \
	"--json --format svg"; do
	# shellcheck disable=SC2086
	"$liuren" print "$book" $words >out 2>err; rc=$?
	[ $rc = 2 ] && [ "$(wc -l <err)" = 1 ] && [ ! -s out ] && ok ||
		bad "print $words: status $rc, $(cat err)"
done
"$liuren" print "$book" --format svg -o no/such/dir/x.svg 2>err; rc=$?
[ $rc = 1 ] && [ "$(wc -l <err)" = 1 ] && ok || bad "-o into no directory: status $rc"
LIUREN_RSVG_CONVERT=/no/such/rsvg "$liuren" print "$book" --format png -o x.png 2>err; rc=$?
[ $rc = 1 ] && [ ! -e x.png ] && grep -q librsvg2-bin err && ok ||
	bad "PNG without rsvg-convert: status $rc, $(cat err)"
"$liuren" print --help | grep -q -- '--format FORMAT' && ok || bad "print --help lacks --format"
"$liuren" print "$book" -o --help 2>err; rc=$?
[ $rc = 2 ] && [ ! -e ./--help ] && ok || bad "-o --help made a file (status $rc)"
"$liuren" --list options print | grep -qx -- '--theme' && ok || bad "completion lacks --theme"
for theme in light dark print; do
	"$liuren" print "$book" --format svg --theme $theme -o "t-$theme.svg" && ok ||
		bad "--theme $theme"
done
cmp -s t-light.svg t-dark.svg && bad "dark is light" || ok
grep -qi 'fill="#ffffff"' t-print.svg && ! grep -q 'fill="#b71c1c"' t-print.svg && ok ||
	bad "print is not black on white"
cd - >/dev/null

# ---- the casebook: case show N --format svg, case export --html ----
cb="$tmp/pictures.db"
"$liuren" case add --casebook "$cb" "$book" --question 'Will <b>this</b> & "that" go?' \
	--judgment '初傳子 官鬼' >/dev/null &&
	"$liuren" case add --casebook "$cb" --day 甲子 --hour 子 --general 子 \
	--question second >/dev/null && ok || bad "case add failed"
"$liuren" case show --casebook "$cb" 1 --format svg >"$tmp/case1.svg" &&
	out=$($check svg "$tmp/case1.svg") && ok || bad "case show --format svg: $out"
"$liuren" case show --casebook "$cb" 1 --format gif >/dev/null 2>&1
[ $? = 2 ] && ok || bad "case show --format gif is not a usage error"
"$liuren" case export --casebook "$cb" --html >"$tmp/cases.html" && ok || bad "case export --html failed"
"$py" - "$tmp/cases.html" <<'EOF' && ok || bad "case export --html: not each case's plate and texts"
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
H = '{http://www.w3.org/1999/xhtml}'
sections = [s for s in root.iter(H + 'section') if s.get('class') == 'case']
svgs = list(root.iter('{http://www.w3.org/2000/svg}svg'))
quotes = [''.join(q.itertext()) for q in root.iter(H + 'blockquote')]
ok = (len(sections) == 2 and len(svgs) == 2 and
      'Will <b>this</b> & "that" go?' in quotes and '初傳子 官鬼' in quotes)
if not ok:
    print(len(sections), len(svgs), quotes)
sys.exit(0 if ok else 1)
EOF
"$liuren" case export --casebook "$cb" --html --json >/dev/null 2>&1
[ $? = 2 ] && ok || bad "case export --html --json is not a usage error"

# ---- explain --format html: the derivation, the plate at each step ----
echo "$sample" | while IFS= read -r line; do
	[ -n "$line" ] || continue
	case $line in
	'|'*) eval "set -- ${line#|}" ;;
	*) set -- "$line" ;;
	esac
	for lang in zh-Hant en; do
		LANGUAGE=$lang "$liuren" explain --lang $lang "$@" --format html \
			-o "$tmp/steps.html" --force 2>&1 &&
			LANGUAGE=$lang "$liuren" explain --lang $lang "$@" --json \
				>"$tmp/steps.json" 2>&1 &&
			$check steps "$tmp/steps.html" "$tmp/steps.json" ||
			echo "FAIL explain $line ($lang)"
	done
done >"$tmp/sruns"
if [ -s "$tmp/sruns" ]; then bad "$(cat "$tmp/sruns")"; else ok; fi
# the check can fail: a palace lit that the step does not name, a
# sentence changed, a transmission shown before its step
"$liuren" explain --lang en --day 甲子 --hour 子 --general 子 --format html \
	-o "$tmp/st.html" --force && "$liuren" explain --lang en --day 甲子 --hour 子 \
	--general 子 --json >"$tmp/st.json" || bad "explain --format html failed"
sed '0,/class="cell b6"/s//class="cell b6 lit"/' "$tmp/st.html" >"$tmp/st-lit.html"
sed '0,/lodges in/s//sits in/' "$tmp/st.html" >"$tmp/st-said.html"
"$py" - "$tmp/st.html" "$tmp/st-trans.html" <<'EOF'
import sys
s = open(sys.argv[1], encoding='utf-8').read()
i = s.index('<section class="step"')
j = s.index('</svg>', i)
# a 初 mark drawn on the first step's plate
s = s[:j] + '<text class="palace b2" x="40" y="300">初</text>' + s[j:]
open(sys.argv[2], 'w', encoding='utf-8').write(s)
EOF
for planted in lit said trans; do
	if $check steps "$tmp/st-$planted.html" "$tmp/st.json" >/dev/null; then
		bad "a planted fault ($planted) in the handout passes"
	else ok; fi
done
for words in "--format svg" "--format png" "-o x.txt" "--format html --json"; do
	# shellcheck disable=SC2086
	"$liuren" explain --day 甲子 --hour 子 --general 子 $words >"$tmp/out" 2>"$tmp/err"; rc=$?
	[ $rc = 2 ] && [ "$(wc -l <"$tmp/err")" = 1 ] && [ ! -s "$tmp/out" ] && [ ! -e x.txt ] &&
		ok || bad "explain $words: status $rc, $(cat "$tmp/err")"
done
echo keep >"$tmp/kept.html"
"$liuren" explain --day 甲子 --hour 子 --general 子 --format html -o "$tmp/kept.html" 2>/dev/null
[ $? = 1 ] && [ "$(cat "$tmp/kept.html")" = keep ] && ok || bad "explain -o wrote over a file"

# ---- PNG read pixel by pixel (rsvg-convert, fonts-noto-cjk) ----
if need rsvg-convert librsvg2-bin "the PNG tests" &&
   { fc-list 2>/dev/null | grep -q 'Noto.*CJK' ||
     { in_ci && bad "fonts-noto-cjk is missing"; } ||
     { echo "picture: SKIP the PNG tests: no Noto CJK font (Debian: apt-get install fonts-noto-cjk)"; false; }; }; then
	"$liuren" print "$book" --format png --scale 1 -o "$tmp/book.png" &&
		head -c 8 "$tmp/book.png" | od -c | grep -q 'P   N   G' && ok ||
		bad "--format png wrote no PNG"
	# samples 1 and 8 in each language under check-all
	# (LIUREN_CHECK_ALL=1), sample 1 under check: each is read pixel
	# by pixel, half a second of CPU for each half of a picture
	pixel_samples=1
	[ "${LIUREN_CHECK_ALL:-0}" = 1 ] && pixel_samples="1 8"
	for lang in zh-Hant zh-Hans en ko; do
		for n in $pixel_samples; do
			s="$tmp/s$n-$lang.svg"
			[ -e "$s" ] || continue
			for parity in 0 1; do
				$check png-split "$s" "$tmp/split.svg" $parity &&
					rsvg-convert --zoom 2 "$tmp/split.svg" -o "$tmp/split.png" &&
					out=$($check png "$tmp/split.svg" "$tmp/split.png" 2) && ok ||
					bad "$lang sample $n: $out"
			done
		done
	done
	# no character of the pictures is a missing glyph: each drawn
	# alone in its fonts and told from the box drawn for one no font
	# has; a planted character without a glyph is found
	$check glyph-grid "$tmp/grid.svg" "$tmp/grid.txt" "$tmp"/s*.svg "$tmp"/b*.svg &&
		rsvg-convert "$tmp/grid.svg" -o "$tmp/grid.png" &&
		out=$($check glyphs "$tmp/grid.txt" "$tmp/grid.png") && ok ||
		bad "missing glyphs: $out"
	sed 's|</svg>|<text x="1" y="20">\&#xE123;</text></svg>|' "$tmp/s1-en.svg" >"$tmp/tofu.svg"
	$check glyph-grid "$tmp/grid.svg" "$tmp/grid.txt" "$tmp/tofu.svg" &&
		rsvg-convert "$tmp/grid.svg" -o "$tmp/grid.png" &&
		! $check glyphs "$tmp/grid.txt" "$tmp/grid.png" >/dev/null && ok ||
		bad "a character with no glyph passes"
fi

# ---- the HTML printed by Chromium: one page ----
chrome=
for c in chromium chromium-browser google-chrome; do
	command -v $c >/dev/null 2>&1 && { chrome=$c; break; }
done
# Each launch of the browser costs 2-3 s of CPU: make check prints the
# book's chart (page 1) and lays out it and its planted overlap; make
# check-all (LIUREN_CHECK_ALL=1, as CI runs it) every page below.
chrome_pages="1" layout_pages="page1 page-overlap"
if [ "${LIUREN_CHECK_ALL:-0}" = 1 ]; then
	chrome_pages="1 8" layout_pages="page1 page8 page9 page-overlap page-error"
fi
if [ -n "$chrome" ] || need chromium chromium "the print test"; then
	for n in $chrome_pages; do
		"$liuren" print --lang zh-Hant "$book" --format html -o "$tmp/page$n.html" 2>/dev/null
	done
	"$liuren" print --lang en "2026-12-07 13:00" --tz UTC --format html -o "$tmp/page8.html" --force
	for n in $chrome_pages; do
		timeout 120 $chrome --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
			--user-data-dir="$tmp/chrome" --print-to-pdf="$tmp/page$n.pdf" \
			"file://$tmp/page$n.html" >/dev/null 2>&1
		if [ -s "$tmp/page$n.pdf" ]; then
			pages=$("$py" -c 'import re, sys
print(len(re.findall(rb"/Type\s*/Page(?!s)", open(sys.argv[1], "rb").read())))' "$tmp/page$n.pdf")
			[ "$pages" = 1 ] && ok || bad "the HTML page $n prints on $pages pages"
		else
			bad "$chrome printed no PDF of page $n"
		fi
	done
	# laid out by the browser with its fonts: no text leaves its cell
	# across, none overlaps another on its baseline, no error on the
	# page (the handout of explain too); a planted overlap and a
	# planted error are found
	"$liuren" explain --lang zh-Hant "$book" --format html -o "$tmp/page9.html"
	sed 's|class="palace b3" x="[0-9]*"|class="palace b3" x="60"|' \
		"$tmp/page1.html" >"$tmp/page-overlap.html"
	sed 's|</body>|<img src="no-such-picture.png"/></body>|' \
		"$tmp/page8.html" >"$tmp/page-error.html"
	for page in $layout_pages; do
		"$py" - "$tmp/$page.html" "$tmp/$page-check.html" \
			tests/sh/picture_layout.js <<'EOF'
import sys
s = open(sys.argv[1], encoding='utf-8').read()
js = open(sys.argv[3], encoding='utf-8').read()
s = s.replace('</body>', '<script>//<![CDATA[\n' + js + '//]]>\n</script>\n</body>')
open(sys.argv[2], 'w', encoding='utf-8').write(s)
EOF
		timeout 120 $chrome --headless --no-sandbox --disable-gpu \
			--user-data-dir="$tmp/chrome" --enable-logging=stderr --v=0 \
			--dump-dom "file://$tmp/$page-check.html" >"$tmp/dom" 2>"$tmp/chrome.err"
		found=$("$py" -c 'import html, re, sys
found = re.findall(r"<pre id=\"layout-check\">(.*?)</pre>", open(sys.argv[1], encoding="utf-8").read(), re.S)
print(html.unescape(found[-1]) if found else "no result")' "$tmp/dom")
		found="$found$(grep 'CONSOLE' "$tmp/chrome.err" | sed 's/^/\n/')"
		case $page in
		page-*)
			[ "$(printf '%s\n' "$found" | grep -c '^texts [0-9]')" -ge 1 ] &&
				[ "$(printf '%s\n' "$found" | grep -vc '^texts [0-9]')" -ge 1 ] &&
				ok || bad "a planted fault ($page) passes the browser's check" ;;
		*)
			if printf '%s\n' "$found" | grep -q '^texts [0-9]' &&
			   ! printf '%s\n' "$found" | grep -vq '^texts [0-9]'; then ok
			else bad "$page as the browser lays it out: $found"; fi ;;
		esac
	done
	# the casebook's page: each of its two cases on a page of its own
	[ "${LIUREN_CHECK_ALL:-0}" = 1 ] && timeout 120 $chrome --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
		--user-data-dir="$tmp/chrome" --print-to-pdf="$tmp/cases.pdf" \
		"file://$tmp/cases.html" >/dev/null 2>&1
	pages=$("$py" -c 'import re, sys
print(len(re.findall(rb"/Type\s*/Page(?!s)", open(sys.argv[1], "rb").read())))' "$tmp/cases.pdf" 2>/dev/null)
	[ "${LIUREN_CHECK_ALL:-0}" != 1 ] || { [ "$pages" = 2 ] && ok ||
		bad "the casebook's two cases print on ${pages:-no} pages"; }
fi

[ $skip = 0 ] && skipped= || skipped=" ($skip skipped)"
echo "picture: $pass passed, $fail failed$skipped"
[ $fail = 0 ]
