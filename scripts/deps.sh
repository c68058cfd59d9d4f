#!/bin/sh
# liuren - scripts/deps.sh: check the libraries the build needs, install
# the missing Debian packages when run as root (otherwise print the exact
# apt-get line and fail), then write the compiler and linker flags to the
# make fragment named by $1.
#   scripts/deps.sh --fuzz       the same for `make fuzz` (clang, libFuzzer)
#   scripts/deps.sh --valgrind   the same for `make check-valgrind`
#   scripts/deps.sh --package    what scripts/package.sh uses (debhelper,
#                                lintian, fakeroot, dpkg-dev)
#   scripts/deps.sh --ci         every list above, as CI installs it (the
#                                one place the packages are named)
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -eu
mode=build
case ${1:-} in
--fuzz) mode=fuzz ;;
--valgrind) mode=valgrind ;;
--package) mode=package ;;
--ci) mode=ci ;;
esac
out=${1:-build/config.mk}

# package  test (a command, a pkg-config module, or a header for libraries
# without one); tmux drives the browser in the screen tests, zsh runs the
# zsh completion test; strace counts the config's opens (config-once.sh);
# python3 runs the second readings of the book (tests/sh/oracle.sh),
# and with python3-jsonschema checks the JSON output against
# doc/liuren.schema.json (tests/sh/json-schema.sh);
# sqlite3 keeps the casebook (its FTS5 search is
# built into Debian's library); gettext builds the catalogs, OpenCC
# (library, loaded at run time, and for the tests its command) converts
# to Simplified; locales holds the definitions localedef builds a
# decimal-comma locale from (tests/sh/decimal-comma.sh)
need='
pkg-config:cmd:pkg-config
libncurses-dev:pc:ncursesw
libunistring-dev:h:unistr.h
check:pc:check
libswe-dev:pc:swe
tmux:cmd:tmux
zsh:cmd:zsh
strace:cmd:strace
python3:cmd:python3
python3-jsonschema:py:jsonschema
libsqlite3-dev:pc:sqlite3
gettext:cmd:msgfmt
libopencc-dev:pc:opencc
opencc:cmd:opencc
locales:file:/usr/share/i18n/SUPPORTED
'
# What only some tests use: the picture tests (tests/sh/picture.sh):
# rsvg-convert draws the PNG (print --format png runs it too), the Noto
# CJK fonts the glyphs, chromium prints the HTML page; the ABI check
# (make check-abi, tests/sh/abi.sh): libabigail's abidw and abidiff.
# Installed as root; otherwise named, and those tests skip without them
# (outside CI).
optional='
librsvg2-bin:cmd:rsvg-convert
fonts-noto-cjk:file:/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc
chromium:cmd:chromium
abigail-tools:cmd:abidiff
'
fuzz='
clang:cmd:clang
libclang-rt-dev:fuzzer:libFuzzer
'
valgrind='
valgrind:cmd:valgrind
'
# scripts/package.sh: the Debian packages built and checked
package='
debhelper:cmd:dh
lintian:cmd:lintian
fakeroot:cmd:fakeroot
dpkg-dev:cmd:dpkg-buildpackage
'
case $mode in
fuzz) optional= need=$fuzz ;;
valgrind) optional= need=$valgrind ;;
package) optional= need=$package ;;
ci) need="
build-essential:cmd:cc
$need$fuzz$valgrind$package" ;;
esac

have() {
	case $1 in
	cmd) command -v "$2" >/dev/null 2>&1 ;;
	py) for py in python3 /usr/bin/python3; do
		"$py" -c "import $2" >/dev/null 2>&1 && return 0; done; return 1 ;;
	pc) command -v pkg-config >/dev/null 2>&1 && pkg-config --exists "$2" ;;
	h) printf '#include <%s>\n' "$2" | ${CC:-cc} -E -x c - >/dev/null 2>&1 ;;
	file) [ -e "$2" ] ;;
	fuzzer) command -v clang >/dev/null 2>&1 &&
		printf 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n)\n{ (void)d; (void)n; return 0; }\n' |
		clang -fsanitize=fuzzer -x c - -o /dev/null >/dev/null 2>&1 ;;
	esac
}

missing=
for line in $need; do
	pkg=${line%%:*}
	rest=${line#*:}
	if ! have "${rest%%:*}" "${rest#*:}"; then
		missing="$missing $pkg"
	fi
done

absent=
for line in $optional; do
	pkg=${line%%:*}
	rest=${line#*:}
	if ! have "${rest%%:*}" "${rest#*:}"; then
		absent="$absent $pkg"
	fi
done
if [ -n "$absent" ]; then
	if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
		missing="$missing$absent"
	else
		echo "deps: the picture and ABI tests skip without:$absent" >&2
		echo "  sudo apt-get install -y$absent" >&2
	fi
fi

if [ -n "$missing" ]; then
	if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
		echo "deps: installing$missing" >&2
		apt-get update -qq >&2 || true
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
			--no-install-recommends $missing >&2
	else
		echo "deps: missing libraries; install them with:" >&2
		echo "  sudo apt-get install -y$missing" >&2
		exit 1
	fi
fi

[ $mode = build ] || exit 0

# OpenCC is loaded with dlopen when a conversion to Simplified is first
# asked for (src/core/text/lang.c), not linked: the program needs its soname
opencc_so=$(pkg-config --variable=libdir opencc)/libopencc.so
opencc_soname=$(objdump -p "$opencc_so" 2>/dev/null | sed -n 's/^ *SONAME *//p')
if [ -z "$opencc_soname" ]; then
	echo "deps: cannot read the soname of $opencc_so (objdump, from binutils)" >&2
	exit 1
fi

tmp=$out.tmp.$$
{
	echo "# written by scripts/deps.sh; 'make clean' removes it"
	echo "DEP_CFLAGS = $(pkg-config --cflags swe sqlite3)"
	echo "OPENCC_SONAME = $opencc_soname"
	# The feature macros ncursesw's .pc adds are replaced by the build's own
	# (_XOPEN_SOURCE=700 and NCURSES_WIDECHAR).
	echo "CURSES_CFLAGS = $(pkg-config --cflags ncursesw | sed 's/-D_XOPEN_SOURCE=[0-9]*//; s/-D_DEFAULT_SOURCE//')"
	echo "DEP_LIBS = $(pkg-config --libs ncursesw swe sqlite3) -lunistring -ldl -lm"
	# what the core alone (libliuren.so) links with
	echo "CORE_LIBS = $(pkg-config --libs swe sqlite3) -ldl -lm"
	echo "CHECK_CFLAGS = $(pkg-config --cflags check)"
	echo "CHECK_LIBS = $(pkg-config --libs check)"
} >"$tmp"
mv "$tmp" "$out"
