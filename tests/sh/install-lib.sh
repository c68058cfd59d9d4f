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
b=$(dirname "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0 fail=0
check() { if eval "$2"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $1"; return 1; fi; }
for tool in make pkg-config cc nm readelf; do
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
	'[ -n "$(find "$dest" -path "*bash-completion/completions/liuren")" ] && [ -n "$(find "$dest" -path "*zsh/site-functions/_liuren")" ]'
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
echo "install-lib: $pass passed, $fail failed"
[ $fail = 0 ]
