#!/bin/sh
# liuren - scripts/package.sh: what a distributor does with a release,
# once (CI runs it after `make check`): `make dist`, then in a temporary
# directory unpack the tarball, build it and pass `make check` there (the
# tarball holds everything the build and the tests need), build the
# Debian packages from it with dpkg-buildpackage -us -uc -b and check them
# with lintian (no error allowed). As root it installs debhelper, lintian
# and fakeroot first. Prints "package: N passed, N failed".
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
cd "$(dirname "$0")/.."
pass=0 fail=0
ok() { pass=$((pass + 1)); echo "ok   $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1"; }
if [ "$(id -u)" = 0 ]; then
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
		debhelper lintian fakeroot dpkg-dev >/dev/null || bad "apt-get install debhelper lintian"
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
version=$(sed -n 's/^VERSION = //p' Makefile)
jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)

if make -s --no-print-directory dist >"$tmp/dist.log" 2>&1 &&
   [ -f "liuren-$version.tar.gz" ]; then ok "make dist"; else cat "$tmp/dist.log"; bad "make dist"; fi
mv "liuren-$version.tar.gz" "$tmp/" 2>/dev/null
(cd "$tmp" && tar xzf "liuren-$version.tar.gz") && ok "the tarball unpacks" || bad "the tarball unpacks"
src=$tmp/liuren-$version
if (cd "$src" && make -s --no-print-directory -j"$jobs" check) >"$tmp/check.log" 2>&1; then
	ok "the unpacked tarball builds and passes make check ($(tail -1 "$tmp/check.log"))"
else
	tail -40 "$tmp/check.log"; bad "the unpacked tarball builds and passes make check"
fi
rm -rf "$src/build"
if (cd "$src" && DEB_BUILD_OPTIONS="nocheck parallel=$jobs" dpkg-buildpackage -us -uc -b) >"$tmp/deb.log" 2>&1; then
	ok "dpkg-buildpackage -us -uc -b"
else
	tail -40 "$tmp/deb.log"; bad "dpkg-buildpackage -us -uc -b"
fi
for p in liuren libliuren0 libliuren-dev; do
	[ -f "$tmp/${p}_${version}_$(dpkg --print-architecture).deb" ] && ok "package $p built" || bad "package $p built"
done
changes=$tmp/liuren_${version}_$(dpkg --print-architecture).changes
if [ -f "$changes" ] && lintian --fail-on error "$changes" >"$tmp/lintian.log" 2>&1; then
	ok "lintian: no error"
else
	cat "$tmp/lintian.log"; bad "lintian: no error"
fi
# the program in the package runs and finds its data under /usr/share
deb=$tmp/liuren_${version}_$(dpkg --print-architecture).deb
dpkg-deb -x "$deb" "$tmp/root" 2>/dev/null
dpkg-deb -c "$deb" >"$tmp/contents" 2>/dev/null
if grep -q './usr/share/liuren/patterns.tsv' "$tmp/contents" &&
   grep -q './usr/share/locale/zh_TW/LC_MESSAGES/liuren.mo' "$tmp/contents" &&
   grep -q './usr/share/man/man1/liuren.1.gz' "$tmp/contents" &&
   grep -q './usr/share/man/zh_TW/man1/liuren.1.gz' "$tmp/contents" &&
   grep -q './usr/share/man/zh_CN/man1/liuren.1.gz' "$tmp/contents" &&
   grep -q './usr/share/man/ko/man1/liuren.1.gz' "$tmp/contents" &&
   "$tmp/root/usr/bin/liuren" --version | grep -qx "liuren $version"; then
	ok "the package holds the program, res/, catalogs and man pages (en, zh_TW, zh_CN, ko)"
else
	bad "the package holds the program, res/, catalogs and man pages (en, zh_TW, zh_CN, ko)"
fi
echo "package: $pass passed, $fail failed"
[ $fail = 0 ]
