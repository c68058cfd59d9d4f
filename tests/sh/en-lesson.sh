#!/bin/sh
# liuren - tests/sh/en-lesson.sh: in English "lesson" is one of the 四課
# only; a whole chart (課) is a "chart". Every "lesson" in a msgstr of
# po/en.po must stand in one of the phrases below, which all speak of the
# four lessons (a numbered lesson, the four lessons, a lesson's god ...);
# "lesson atlas", "every lesson (all 8,640 ...)" and the like fail. Also
# checks the check: such a phrase planted in a copy of the catalog fails.
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
set -u
. "$(dirname "$0")/../uninstalled.sh"
cd "$(dirname "$0")/../.."
pass=0 fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
# Each msgstr on one line (continuation strings joined).
msgstrs() {
	awk '/^msgstr /{ins=1; s=substr($0, 8); next}
	ins && /^"/{s = s $0; next}
	ins{print s; ins=0; s=""}
	END{if (ins) print s}' "$1"
}
# What is left of "lesson" once the phrases naming one of the four lessons
# (or the four together) are taken out.
chart_lessons() {
	msgstrs "$1" | sed -E \
		-e 's/[Ll]essons? (%([0-9]\$)?[ds]|[1-4]|one to four)//g' \
		-e 's/(four|the|陽|陰|earlier|a) lessons?//g' \
		-e 's/[Ll]esson (1|2|3|4|%[0-9$]*d)//g' \
		-e 's/(Only one|No|only two) lessons?( has)?//g' \
		-e 's/lessons incomplete//g' -e 's/Lessons \(四課\)//g' \
		-e "s/lessons' generals//g" \
		| grep -n -i 'lesson'
}
if chart_lessons po/en.po; then
	echo "en-lesson: po/en.po says lesson for a chart (above): say chart"
	fail=$((fail + 1))
else
	pass=$((pass + 1))
fi
cp po/en.po "$tmp/en.po"
printf '\nmsgid "x"\nmsgstr "lesson atlas: all 720 lessons of this hour"\n' >>"$tmp/en.po"
if chart_lessons "$tmp/en.po" >/dev/null; then pass=$((pass + 1)); else
	echo "en-lesson: a planted 'lesson atlas' passes"; fail=$((fail + 1)); fi
echo "en-lesson: $pass passed, $fail failed"
[ $fail = 0 ]
