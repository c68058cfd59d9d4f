#!/bin/sh
# liuren - tests/sh/version.sh PROGRAM: the version names the commit.
# The program says the Makefile's VERSION; debian/changelog's version is
# the Makefile's BASE_VERSION or a snapshot after it. In a scratch git
# repository holding the Makefile and scripts/version.sh: with no tag
# the version is BASE_VERSION-N-gHASH and changes with each commit; on a
# tag it is the tag, after it TAG-N-gHASH (git describe); `make dist`
# names the tarball by it and writes .version into it, which the
# unpacked tarball (no git) reads; two commits give two names; the
# Debian form has no hyphen (0.1.0+2.gabcdef1).
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
prog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
src=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0 fail=0
check() { if eval "$2"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $1"; fi; }
base=$(sed -n 's/^BASE_VERSION = //p' "$src/Makefile")
version=$(make -s --no-print-directory -C "$src" version)

check "the Makefile has a base version" 'echo "$base" | grep -qE "^[0-9]+\.[0-9]+\.[0-9]+$"'
check "VERSION starts with a release ($version)" 'echo "$version" | grep -qE "^[0-9]+\.[0-9]+\.[0-9]+"'
check "the program says VERSION" '[ "$("$prog" --version)" = "liuren $version" ]'
changelog=$(sed -n '1s/^liuren (\([^)]*\)).*/\1/p' "$src/debian/changelog")
check "debian/changelog's version ($changelog) is $base or a snapshot after it" \
	'[ "$changelog" = "$base" ] || case $changelog in "$base"+*) true ;; *) false ;; esac'

if ! command -v git >/dev/null 2>&1; then
	echo "version: git not installed: the scheme in a repository not checked"
else
	export GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.org \
		GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org \
		GIT_CONFIG_NOSYSTEM=1 HOME="$tmp"
	r=$tmp/repo
	mkdir -p "$r/scripts"
	cp "$src/Makefile" "$r/"
	cp "$src/scripts/version.sh" "$r/scripts/"
	v() { make -s --no-print-directory -C "$r" version; }
	commit() { echo "$1" >"$r/file" && git -C "$r" add -A && git -C "$r" commit -qm "$1"; }
	git -C "$r" init -q
	commit one
	v1=$(v)
	h1=$(git -C "$r" rev-parse --short=7 HEAD)
	check "no tag: BASE_VERSION-1-gHASH ($v1)" '[ "$v1" = "$base-1-g$h1" ]'
	commit two
	v2=$(v)
	check "no tag: another commit, another version ($v2)" '[ "$v2" != "$v1" ] && [ "$v2" = "$base-2-g$(git -C "$r" rev-parse --short=7 HEAD)" ]'
	check "the Debian form has no hyphen" \
		'[ "$(sh "$r/scripts/version.sh" --debian "$base")" = "$base+2.g$(git -C "$r" rev-parse --short=7 HEAD)" ]'
	(cd "$r" && make -s --no-print-directory dist >/dev/null 2>&1)
	check "make dist names the tarball liuren-$v2.tar.gz" '[ -f "$r/liuren-$v2.tar.gz" ]'
	mkdir "$tmp/unpacked"
	tar xzf "$r/liuren-$v2.tar.gz" -C "$tmp/unpacked" 2>/dev/null
	check "the tarball holds .version" '[ "$(cat "$tmp/unpacked/liuren-$v2/.version")" = "$v2" ]'
	check "the unpacked tarball (no git) reads its .version" \
		'[ "$(make -s --no-print-directory -C "$tmp/unpacked/liuren-$v2" version)" = "$v2" ]'
	check "make dist is reproducible" \
		'mv "$r/liuren-$v2.tar.gz" "$tmp/first.tar.gz" && (cd "$r" && make -s dist >/dev/null 2>&1) &&
		 cmp -s "$tmp/first.tar.gz" "$r/liuren-$v2.tar.gz"'
	git -C "$r" tag v9.8.7
	check "on a tag: the tag, without its v" '[ "$(v)" = 9.8.7 ] && [ "$(sh "$r/scripts/version.sh" --debian "$base")" = 9.8.7 ]'
	commit three
	check "after a tag: TAG-N-gHASH" '[ "$(v)" = "9.8.7-1-g$(git -C "$r" rev-parse --short=7 HEAD)" ]'
	rm -f "$r"/liuren-*.tar.gz
	(cd "$r" && make -s dist >/dev/null 2>&1)
	check "two commits never give one tarball name" '[ ! -f "$r/liuren-$v2.tar.gz" ] && ls "$r"/liuren-9.8.7-1-g*.tar.gz >/dev/null 2>&1'
fi
echo "version: $pass passed, $fail failed"
[ $fail = 0 ]
