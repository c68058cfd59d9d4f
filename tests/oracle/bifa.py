"""liuren - tests/oracle/bifa.py: a second reading of the hundred 法 of the
《畢法賦》 (《六壬大全》 卷十一–十二), written from the book's text alone,
for tests/oracle/run.py to compare with the program's detectors.

Each 法 the chart can decide is a short procedure under its sentence
(bifa_01_24.py, bifa_25_50.py: 卷十一; bifa_51_100.py: 卷十二); the facts
they read (祿, 墓, 長生, 德, 旺相, 生氣 …) are bifa_facts.py, each from the
book. How the reading answers:
  - fired, with the 格 of the commentary found on the chart, when the 法's
    sentence holds or one of its 格 does (a 格 the book files under a 法
    fires it, as a form of it);
  - unknown (未論) when the 法's own sentence reads what the chart does not
    give (本命, 行年, the month, the year, the matter asked) and could hold;
    a 格 that needs them is only decided when they are given;
  - no otherwise.
DECIDES lists, per 法, the 格 names the reading decides; the runner
compares the 格 within that list.
Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
"""
import bifa_01_24  # noqa: F401  (registers 第一–第二十四法)
import bifa_25_50  # noqa: F401  (registers 第二十五–第五十法)
import bifa_51_100  # noqa: F401  (registers 第五十一–第一百法)
from bifa_facts import Facts
from bifa_verdict import DECIDES, RULES

SOURCE = "bifa"
__all__ = ["SOURCE", "DECIDES", "evaluate"]


def evaluate(chart):
    """number -> (state, 格 set or None) for every 法 this reading decides."""
    f = Facts(chart)
    out = {}
    for n, rule in sorted(RULES.items()):
        state, ge = rule(f)
        out[n] = (state, ge if state == "fired" else None)
    return out
