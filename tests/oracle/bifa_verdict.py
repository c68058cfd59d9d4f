"""liuren - tests/oracle/bifa_verdict.py: how a 法 of the second reading
answers, and the table the rules register in.

A rule is a function of bifa_facts.Facts registered with @fa(N, 格 …):
it returns fired(格 …) when the 法 holds (with the 格 of the commentary it
finds, among those it names at registration), NO when it does not, or
UNKNOWN when the chart does not give what the 法's sentence reads (本命,
行年, the month, the year, the matter asked) and nothing else fired it.
Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
"""

NO = ("no", None)
UNKNOWN = ("unknown", None)

RULES = {}      # number -> function
DECIDES = {}    # number -> the 格 names the rule decides


def fired(*ge):
    return ("fired", set(g for g in ge if g))


def fa(number, *ge):
    """Register the rule of 法 NUMBER, deciding the 格 GE."""
    def reg(fn):
        RULES[number] = fn
        DECIDES[number] = set(ge)
        return fn
    return reg


def verdict(holds, ge, unknown=False):
    """fired(GE …) when HOLDS, else UNKNOWN when UNKNOWN, else NO."""
    if holds:
        return fired(*ge)
    return UNKNOWN if unknown else NO


class Ge:
    """Collects the 格 found and whether the main sentence held."""

    def __init__(self):
        self.main = False
        self.names = []

    def add(self, cond, name=None):
        if cond:
            if name:
                self.names.append(name)
            else:
                self.main = True
        return cond

    def result(self, unknown=False):
        if self.main or self.names:
            return fired(*self.names)
        return UNKNOWN if unknown else NO
