#!/bin/sh
# liuren - tests/sh/install-lib.sh PROGRAM: 'make install' into a
# temporary DESTDIR gives a shared library libliuren.so.0 (with that
# soname, exporting the lr_ API and nothing else), the headers under
# include/liuren/, liuren.pc and liuren(3); a small C program built with
# `pkg-config --cflags --libs liuren` against the installed copy computes
# one chart (丙辰日寅時未將: 重審, 寅未子 — the book's worked chart E01);
# every exported function is documented in liuren(3).
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
b=$(dirname "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0 fail=0
check() { if eval "$2"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $1"; return 1; fi; }
for tool in make pkg-config cc nm readelf strings comm; do
	command -v $tool >/dev/null || { echo "install-lib: skipped (no $tool)"; echo "install-lib: 0 passed, 0 failed"; exit 0; }
done

dest=$tmp/dest
make -s --no-print-directory B="$b" DESTDIR="$dest" install >"$tmp/make.log" 2>&1
check "make install DESTDIR=… succeeds" '[ $? = 0 ]' || cat "$tmp/make.log"
# wherever PREFIX and LIBDIR put them
so=$(find "$dest" -name libliuren.so.0 | head -1)
pc=$(find "$dest" -name liuren.pc | head -1)
man3=$(find "$dest" -path '*man3/liuren.3' | head -1)
lib=$(dirname "${so:-$dest/none/x}")
prefix=$(sed -n 's/^prefix=//p' "${pc:-/dev/null}")
check "libliuren.so.0 installed" '[ -f "$lib/libliuren.so.0" ] && [ -L "$lib/libliuren.so" ]'
check "soname is libliuren.so.0" \
	'readelf -d "$lib/libliuren.so.0" | grep -q "SONAME.*\[libliuren\.so\.0\]"'
nm -D --defined-only "$lib/libliuren.so.0" | awk '$2 ~ /^[TDRBW]$/ { print $3 }' | sort >"$tmp/exported"
check "the lr_ API is exported" '[ "$(grep -c "^lr_" "$tmp/exported")" -gt 100 ]'
check "nothing but lr_ is exported" '! grep -v "^lr_" "$tmp/exported"'
check "headers under include/liuren" \
	'[ -f "$dest$prefix/include/liuren/chart.h" ] && [ -f "$dest$prefix/include/liuren/export.h" ]'
check "bash and zsh completion installed" \
	'[ -n "$(find "$dest" -path "*bash-completion/completions/liuren")" ] && [ -n "$(find "$dest" -path "*zsh/*/_liuren")" ]'
check "man page liuren(3) installed" '[ -n "$man3" ]'
undocumented=
for fn in $(cat "$tmp/exported"); do
	grep -qF -- "$fn(" "$man3" || undocumented="$undocumented $fn"
done
check "every exported function is in liuren(3)" '[ -z "$undocumented" ]' || echo "undocumented:$undocumented"

cat >"$tmp/chart.c" <<'PROG'
#include <stdio.h>
#include <liuren/chart.h>

int main(void)
{
	struct lr_input in = { lr_parse_cycle_exact("丙辰"),
			       lr_parse_branch_exact("寅"),
			       lr_parse_month_general("小吉") };
	struct lr_chart c;
	if (lr_chart_compute(&c, &in, NULL, NULL) < 0)
		return 1;
	for (int i = 0; i < 3; i++)
		fputs(lr_branch_name(c.transmissions[i].branch), stdout);
	printf(" %s\n", lr_method_name(c.method));
	return 0;
}
PROG
export PKG_CONFIG_PATH="$(dirname "${pc:-/x}")" PKG_CONFIG_SYSROOT_DIR="$dest"
flags=$(pkg-config --cflags --libs liuren)
check "pkg-config knows liuren" '[ $? = 0 ] && [ -n "$flags" ]'
# a library built with the sanitizers needs them in the program too
san=
readelf -d "$lib/libliuren.so.0" | grep -q 'libasan' && san="-fsanitize=address,undefined"
# shellcheck disable=SC2086
cc -std=c11 $san -o "$tmp/chart" "$tmp/chart.c" $flags 2>"$tmp/cc.log"
check "a program builds against the installed library" '[ $? = 0 ]' || cat "$tmp/cc.log"
check "it uses the shared library" 'readelf -d "$tmp/chart" | grep -q "NEEDED.*libliuren\.so\.0"'
out=$(LD_LIBRARY_PATH="$lib" "$tmp/chart")
check "and computes the chart: 寅未子 重審" '[ "$out" = "寅未子 重審" ]' || echo "got: $out"

# each installed header compiles alone, pedantic, and defines no macro
# outside LR_/LIUREN_ (no _() or N_() in a user's program)
inc=$dest$prefix/include
check "i18n.h (gettext marks) is not installed" '[ ! -e "$inc/liuren/i18n.h" ]'
printf '' >"$tmp/empty.c"
cc -std=c11 -E -dM "$tmp/empty.c" | sort >"$tmp/base.macros"
bad_headers= leaks=
for h in "$inc"/liuren/*.h; do
	name=liuren/$(basename "$h")
	printf '#include <%s>\ntypedef int header_test_unit;\n' "$name" >"$tmp/one.c"
	cc -std=c11 -pedantic -Wall -Wextra -Werror -fsyntax-only -I"$inc" "$tmp/one.c" \
		2>>"$tmp/headers.log" || bad_headers="$bad_headers $name"
	cc -std=c11 -E -dM -I"$inc" "$tmp/one.c" | sort |
		comm -13 "$tmp/base.macros" - |
		awk '{ print $2 }' | sed 's/(.*//' |
		grep -vE '^(LR_|LIUREN_)' |
		grep -vxE '__[A-Za-z0-9_]*|_[A-Z][A-Za-z0-9_]*|INT[0-9A-Z_]*|UINT[0-9A-Z_]*|SIZE_MAX|PTRDIFF_[A-Z]*|SIG_ATOMIC_[A-Z]*|WCHAR_[A-Z]*|WINT_[A-Z]*|NULL|EOF|BUFSIZ|FILENAME_MAX|FOPEN_MAX|L_[a-z]*|P_tmpdir|SEEK_[A-Z]*|TMP_MAX|stdin|stdout|stderr|offsetof|bool|true|false|errno|RENAME_[A-Z]*|SIG[A-Z0-9_]*|S[AI]_[A-Z0-9_]*|SEGV_[A-Z]*|BUS_[A-Z]*|ILL_[A-Z]*|FPE_[A-Z]*|TRAP_[A-Z]*|CLD_[A-Z]*|POLL_[A-Z]*|MINSIG[A-Z]*|NSIG|sa_[a-z]*|sigev_[a-z_]*|si_[a-z_]*|sigcontext_struct|CLOCK[A-Z_]*|TIMER_ABSTIME|CLOCKS_PER_SEC|TIME_UTC|ss_[a-z]*|MINSIGSTKSZ|SIGSTKSZ|_?IO[A-Za-z_]*|_*STD[A-Z_]*|SS_[A-Z]*|FP_[A-Z_]*|NGREG|NGREG[A-Z]*|REG_[A-Z0-9]*|FD_SETSIZE|[a-z]*_defined' \
		>>"$tmp/leaks" || :
done
check "every installed header compiles alone with -pedantic -Werror" '[ -z "$bad_headers" ]' ||
	{ echo "failing:$bad_headers"; head -20 "$tmp/headers.log"; }
check "the headers define no macro outside LR_/LIUREN_" '[ ! -s "$tmp/leaks" ]' ||
	sort -u "$tmp/leaks" | head -20

# `make install PREFIX=/usr` after a build for /usr/local rebuilds what
# names the paths: liuren.pc and the program point at /usr (in a copy of
# the build directory, so the tests running beside this one keep theirs).
# It relinks the program with its whole-program optimisation (~10 s of
# CPU), so it runs under make check-all (LIUREN_CHECK_ALL=1, as CI and
# the Debian package's build run it), not in make check's inner loop.
if [ "${LIUREN_CHECK_ALL:-0}" = 1 ]; then
	cp -a "$b" "$tmp/b"
	make -s --no-print-directory B="$tmp/b" PREFIX=/usr DESTDIR="$tmp/usr" install >"$tmp/make2.log" 2>&1
	check "make install PREFIX=/usr after a default build succeeds" '[ $? = 0 ]' || tail -20 "$tmp/make2.log"
	# (under LIBDIR: /usr/lib, or the one the caller's make gave, as the
	# Debian build's /usr/lib/TRIPLET)
	pc2=$(find "$tmp/usr" -name liuren.pc | head -1)
	lib2=$(find "$tmp/usr" -name libliuren.so.0 | head -1)
	check "its liuren.pc has prefix=/usr" \
		'grep -qx "prefix=/usr" "$pc2" && grep -qx "includedir=/usr/include" "$pc2"'
	check "its program reads res/ and the catalogs under /usr/share" \
		'strings "$tmp/usr/usr/bin/liuren" | grep -qx /usr/share/liuren && strings "$tmp/usr/usr/bin/liuren" | grep -qx /usr/share/locale && ! strings "$tmp/usr/usr/bin/liuren" | grep -q /usr/local/share'
	check "its library reads res/ under /usr/share" \
		'strings "$lib2" | grep -qx /usr/share/liuren && ! strings "$lib2" | grep -q /usr/local/share'
	# the installed program and library read only installed paths: no path
	# of the source tree or the build directory is compiled in (anyone who
	# could create it would change what they read; builds would differ by
	# where they were made)
	src=$(cd "$(dirname "$0")/../.." && pwd)
	bdir=$(cd "$b" && pwd)
	for f in "$tmp/usr/usr/bin/liuren" "$tmp/usr/usr/lib/libliuren.so.0"; do
		check "no build path in ${f#"$tmp/usr"}" \
			'! strings "$f" | grep -qF -e "$src" -e "$bdir" -e "$tmp/b"' ||
			strings "$f" | grep -F -e "$src" -e "$bdir" -e "$tmp/b" | head -5
	done
	# Debian's zsh looks in vendor-completions, not site-functions
	check "PREFIX=/usr puts _liuren in /usr/share/zsh/vendor-completions" \
		'[ -f "$tmp/usr/usr/share/zsh/vendor-completions/_liuren" ]'
	if command -v zsh >/dev/null && [ -d /usr/share/zsh/vendor-completions ]; then
		check "zsh looks there" \
			'zsh -fc "print -l \$fpath" | grep -qx /usr/share/zsh/vendor-completions'
	fi
else
	echo "install-lib: make install PREFIX=/usr after a default build is checked under make check-all (LIUREN_CHECK_ALL=1)"
fi

echo "install-lib: $pass passed, $fail failed"
[ $fail = 0 ]
