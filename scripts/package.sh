#!/bin/sh
# liuren - scripts/package.sh: what a distributor does with a release,
# once (CI runs it): `make dist` (liuren-VERSION.tar.gz, VERSION from
# `git describe --tags`, scripts/version.sh), then in a temporary
# directory unpack the tarball, give its debian/changelog an entry for
# that version when it is not the changelog's own (0.1.0-12-gabcdef1 as
# 0.1.0+12.gabcdef1), build the Debian packages from it with
# dpkg-buildpackage -us -uc -b — which runs the package's own test suite
# (debian/rules: make check and make check-abi on the tree just built;
# the tarball holds everything the build and the tests need) and writes
# every compiler line whole — and check them with lintian -I (no error,
# no warning). As root it installs debhelper, lintian and fakeroot first
# (scripts/deps.sh --package). Prints "package: N passed, N failed".
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
cd "$(dirname "$0")/.."
pass=0 fail=0
ok() { pass=$((pass + 1)); echo "ok   $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1"; }
sh scripts/deps.sh --package || bad "debhelper, lintian, fakeroot, dpkg-dev installed"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
base=$(sed -n 's/^BASE_VERSION = //p' Makefile)
version=$(sh scripts/version.sh "$base")
debversion=$(sh scripts/version.sh --debian "$base")
arch=$(dpkg --print-architecture)
jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)

if make -s --no-print-directory dist >"$tmp/dist.log" 2>&1 &&
   [ -f "liuren-$version.tar.gz" ]; then ok "make dist (liuren-$version.tar.gz)"; else cat "$tmp/dist.log"; bad "make dist"; fi
mv "liuren-$version.tar.gz" "$tmp/" 2>/dev/null
(cd "$tmp" && tar xzf "liuren-$version.tar.gz") && ok "the tarball unpacks" || bad "the tarball unpacks"
src=$tmp/liuren-$version
# the tarball knows its version without git
[ "$(cat "$src/.version" 2>/dev/null)" = "$version" ] &&
[ "$(cd "$src" && sh scripts/version.sh "$base")" = "$version" ] &&
	ok "the tarball's .version says $version" || bad "the tarball's .version says $version"

# the changelog's version: the release's own, or an entry for this commit
changelog=$(dpkg-parsechangelog -l "$src/debian/changelog" -S Version 2>/dev/null)
case $debversion in
"$changelog") ;;
"$changelog"+*)
	{
		echo "liuren ($debversion) unstable; urgency=medium"
		echo
		echo "  * Snapshot of $(git log -1 --format='%h (%cs)' HEAD) after $changelog."
		echo
		echo " -- $(dpkg-parsechangelog -l "$src/debian/changelog" -S Maintainer)  $(date -u -R -d "@$(git log -1 --format=%ct HEAD)")"
		echo
		cat "$src/debian/changelog"
	} >"$tmp/changelog" && mv "$tmp/changelog" "$src/debian/changelog" ;;
*)
	bad "debian/changelog's $changelog is not the release $version comes from ($base)" ;;
esac
[ "$(dpkg-parsechangelog -l "$src/debian/changelog" -S Version)" = "$debversion" ] &&
	ok "debian/changelog at $debversion" || bad "debian/changelog at $debversion"

if (cd "$src" && DEB_BUILD_OPTIONS="parallel=$jobs" dpkg-buildpackage -us -uc -b) >"$tmp/deb.log" 2>&1; then
	ok "dpkg-buildpackage -us -uc -b, with the package's tests"
else
	tail -60 "$tmp/deb.log"; bad "dpkg-buildpackage -us -uc -b, with the package's tests"
fi
cp "$tmp/deb.log" build/package-deb.log 2>/dev/null
# the tests ran in the build (no nocheck) and passed: run-tests.sh's
# last line, and check-abi's
summary=$(grep -E '^check: [0-9]+ passed, [0-9]+ failed' "$tmp/deb.log" | tail -1)
case $summary in
"check: "*" passed, 0 failed") ok "the package's tests ran in the build ($summary)" ;;
*) bad "the package's tests ran in the build (${summary:-no summary})" ;;
esac
grep -qE '^abi: [0-9]+ passed, 0 failed' "$tmp/deb.log" &&
	ok "the package's ABI check ran in the build" || bad "the package's ABI check ran in the build"
# the log shows each compiler line whole, with dpkg-buildflags' flags
# (as blhc reads it), never the quiet "  CC      file.c"
if grep -- ' -c -o build/src/core/' "$tmp/deb.log" | grep -q -- '-fstack-protector-strong' &&
   ! grep -qE '^  (CC|LINK|AR)  ' "$tmp/deb.log"; then
	ok "the build log has the full compiler lines"
else
	bad "the build log has the full compiler lines"
fi
for p in liuren libliuren0 libliuren-dev; do
	[ -f "$tmp/${p}_${debversion}_$arch.deb" ] && ok "package $p built" || bad "package $p built"
done
[ -f "$tmp/liuren-data_${debversion}_all.deb" ] && ok "package liuren-data built (all)" || bad "package liuren-data built (all)"
changes=$tmp/liuren_${debversion}_$arch.changes
if [ -f "$changes" ] && lintian -I --fail-on error,warning "$changes" >"$tmp/lintian.log" 2>&1 &&
   ! grep -qE '^[EW]: ' "$tmp/lintian.log"; then
	ok "lintian -I: no error, no warning"
else
	cat "$tmp/lintian.log"; bad "lintian -I: no error, no warning"
fi
# what is read at run time is in liuren-data, which the library and the
# program depend on; the program in the packages runs and finds it
deb=$tmp/liuren_${debversion}_$arch.deb
data=$tmp/liuren-data_${debversion}_all.deb
for d in "$deb" "$data" "$tmp/libliuren0_${debversion}_$arch.deb"; do
	dpkg-deb -x "$d" "$tmp/root" 2>/dev/null
done
dpkg-deb -c "$deb" >"$tmp/contents" 2>/dev/null
dpkg-deb -c "$data" >"$tmp/data-contents" 2>/dev/null
if grep -q './usr/share/liuren/patterns.tsv' "$tmp/data-contents" &&
   grep -q './usr/share/locale/zh_TW/LC_MESSAGES/liuren.mo' "$tmp/data-contents" &&
   ! grep -q './usr/share/liuren/\|/LC_MESSAGES/' "$tmp/contents" &&
   grep -q './usr/share/man/man1/liuren.1.gz' "$tmp/contents" &&
   grep -q './usr/share/man/zh_TW/man1/liuren.1.gz' "$tmp/contents" &&
   grep -q './usr/share/man/zh_CN/man1/liuren.1.gz' "$tmp/contents" &&
   grep -q './usr/share/man/ko/man1/liuren.1.gz' "$tmp/contents" &&
   "$tmp/root/usr/bin/liuren" --version | grep -qx "liuren $version"; then
	ok "liuren holds the program and man pages (en, zh_TW, zh_CN, ko), liuren-data res/ and the catalogs"
else
	bad "liuren holds the program and man pages (en, zh_TW, zh_CN, ko), liuren-data res/ and the catalogs"
fi
for p in liuren libliuren0; do
	f=$tmp/${p}_${debversion}_$arch.deb
	dpkg-deb -f "$f" Depends 2>/dev/null | grep -q "liuren-data (= $debversion)" &&
		ok "$p depends on liuren-data (= $debversion)" || bad "$p depends on liuren-data (= $debversion)"
done
echo "package: $pass passed, $fail failed"
[ $fail = 0 ]
