# liuren - tests/sh/colour_check.py KIND COLOURED PLAIN JSON: the marks of
# `print --color=always` (KIND print) or `explain --color=always` (KIND
# explain) are exactly the chart's: the void branches, the 發用 (初傳),
# the 吉 and 凶 神煞, as the --json of the same chart gives them; with
# the marks taken out the text is the uncoloured one (PLAIN).
# Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
import json
import re
import sys

# the palette's roles (front/palette.h), dark theme
VOID, USE, GOOD = "31", "1;31", "1;35"
BAD = VOID
SPAN = re.compile("\x1b\\[([0-9;]*)m(.*?)\x1b\\[0m")

kind, coloured_path, plain_path, json_path = sys.argv[1:5]
coloured = open(coloured_path, encoding="utf-8").read()
plain = open(plain_path, encoding="utf-8").read()
chart = json.load(open(json_path, encoding="utf-8"))
problems = []


def check(what, got, want):
    if sorted(got) != sorted(want):
        problems.append("%s: marked %s, the chart's %s" % (what, got, want))


if SPAN.sub(lambda m: m.group(2), coloured) != plain:
    problems.append("the text without its marks is not the plain text")
if "\x1b" in SPAN.sub("", coloured):
    problems.append("an escape outside a mark")

void = chart["void"]
use = chart["transmissions"][0]["branch"]
lines = coloured.split("\n")
spans = [(i, m.group(1), m.group(2)) for i, line in enumerate(lines)
         for m in SPAN.finditer(line)]

if kind == "print":
    def index(prefix):
        return next(i for i, l in enumerate(lines) if l.startswith(prefix))
    head = index("Void ")
    lessons = index("Lessons")
    trans = index("Transmissions")
    patterns = index("Patterns")
    spirits = index("Spirits")
    check("the heading's void", [t for i, r, t in spans if i == head],
          ["".join(void)])
    # the plate: generals, heaven, earth along the top; earth, heaven,
    # generals along the bottom; on the sides the heaven branch is the
    # second character from the outside
    plate = [i for i in range(head + 1, lessons) if lines[i].strip()]
    heaven_rows = {plate[1], plate[6]}
    marks = []
    for m_line in plate:
        line = lines[m_line]
        for m in SPAN.finditer(line):
            before = SPAN.sub(lambda x: x.group(2), line[:m.start()])
            after = SPAN.sub(lambda x: x.group(2), line[m.end():])
            side = m_line in (plate[3], plate[4])
            on_heaven = (m_line in heaven_rows or
                         (side and (len(before) == 1 or len(after) == 1)))
            if m.group(1) != VOID or not on_heaven:
                problems.append("the plate marks %s off the heaven plate"
                                % m.group(2))
            marks.append(m.group(2))
    check("the plate's void heaven branches", marks, void)
    check("the lessons' void branches",
          [t for i, r, t in spans if lessons < i < trans and r == VOID],
          [l["upper"] for l in chart["lessons"] if l["upper"] in void])
    check("the 發用", [t for i, r, t in spans if r == USE], [use])
    check("the transmissions' void",
          [t for i, r, t in spans if trans < i < patterns and r == VOID],
          [t["branch"] for t in chart["transmissions"][1:]
           if t["branch"] in void] +
          ["void (旬空)" for t in chart["transmissions"] if t["branch"] in void])
    check("nothing between the transmissions and the 神煞",
          [t for i, r, t in spans if patterns <= i < spirits], [])
    good, bad = set(), set()
    for s in chart["shensha"]:
        for b in s["branches"]:
            if s["good"] is True:
                good.add((b, s["name"]))
            elif s["good"] is False:
                bad.add((b, s["name"]))
    got_good, got_bad = set(), set()
    for i, r, t in spans:
        if i <= spirits:
            continue
        branch = lines[i].split()[0]
        (got_good if r == GOOD else got_bad if r == BAD else set()).add(
            (branch, t))
        if r not in (GOOD, BAD):
            problems.append("神煞 %s in the colour %s" % (t, r))
    check("the 吉 神煞", sorted(got_good), sorted(good))
    check("the 凶 神煞", sorted(got_bad), sorted(bad))
else:
    check("the 發用's marks", sorted({t for i, r, t in spans if r == USE}),
          [use])
    check("the void", [t for i, r, t in spans if r == VOID], ["".join(void)])
    if not any(r == USE for i, r, t in spans):
        problems.append("the 發用 is not marked")

for p in problems:
    print("%s %s: %s" % (kind, json_path, p))
sys.exit(1 if problems else 0)
