#!/bin/sh
# liuren - tests/sh/catalogs.sh: every message catalog under po/ passes
# msgfmt --check, has no fuzzy and no untranslated message, and holds
# every message the sources mark (compared with a template extracted now,
# so a string marked without `make update-po` and a translation fails).
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
cd "$(dirname "$0")/../.."
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { echo "catalogs: $*"; fail=$((fail + 1)); }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
sh scripts/po-extract.sh "$tmp/sources.pot" || bad "cannot extract the marked strings"
for l in zh_TW zh_CN en ko; do
	po=po/$l.po
	[ -f "$po" ] || { bad "$po is missing"; continue; }
	if LC_ALL=C msgfmt --check --statistics -o /dev/null "$po" 2>"$tmp/stats"; then ok; else
		cat "$tmp/stats"; bad "$po: msgfmt --check fails"; fi
	if grep -qE 'fuzzy|untranslated' "$tmp/stats"; then
		bad "$po: $(cat "$tmp/stats")"
	else ok; fi
	if LC_ALL=C msgcmp "$po" "$tmp/sources.pot" >"$tmp/cmp" 2>&1; then ok; else
		head -20 "$tmp/cmp"; bad "$po lacks messages the sources mark (run make update-po and translate)"; fi
done
echo "catalogs: $pass passed, $fail failed"
[ $fail = 0 ]
