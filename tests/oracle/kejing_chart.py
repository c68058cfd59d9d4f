"""liuren - tests/oracle/kejing_chart.py: one chart as the second reading
of the 課經 sees it: the derived plate, lessons and transmissions
(kejing_methods), and what the context tells (month, lunar date, 年命,
the 節氣 of the day), with the places the 課 read: 干上 支上, 初 中 末,
the generals riding them, front and back of the noble, the void, the
month's spirits. Nothing here is read from the program's answer except
the inputs and the context it was given.

Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
"""
import ganzhi as gz
from ganzhi import badd
import kejing_facts as kf
import kejing_methods as km


class K(km.Derived):
    def __init__(self, j):
        super().__init__(j["day"], j["hour"], j["general"])
        c = j.get("context") or {}
        self.year = c.get("year_branch")
        self.month = c.get("month_branch")
        self.lunar_month = c.get("lunar_month")
        self.lunar_day = c.get("lunar_day")
        self.birth = c.get("birth_branch")
        self.xn = c.get("xingnian")
        self.husband_xn = c.get("husband_xingnian")
        self.wife_xn = c.get("wife_xingnian")
        self.term = c.get("term_day")
        self.ask = c.get("ask")
        self.a, self.a2 = self.lessons[0][0], self.lessons[1][0]
        self.c, self.c2 = self.lessons[2][0], self.lessons[3][0]
        self.t0, self.t1, self.t2 = self.trans
        self.void = gz.void_pair(self.day)
        self.xun = gz.xun_head(self.day)
        self.uppers = [u for u, _, _ in self.lessons]

    # ---- generals
    def gen(self, b):
        return self.rides[b]

    def rank(self, b):
        """0 for the noble, 1 … 5 in front (螣蛇 … 青龍), 6 … 11 behind
        (天空 … 天后): 「天乙居中，後六前五是也」 (課經 勵德)."""
        return kf.GENERALS.index(self.rides[b])

    def front(self, b):
        return 1 <= self.rank(b) <= 5

    def back(self, b):
        return self.rank(b) >= 6

    def good(self, b):
        return self.rides[b] in kf.GOOD

    # ---- the year and month, when the context gives them
    def wx(self, x):
        return kf.wangxiang(x, self.month)

    def qs(self, x):
        return kf.qiusi(x, self.month)

    def vig(self, *pairs, by_month=False):
        return kf.vig(self.month, pairs, by_month)

    def is_void(self, b):
        return b in self.void

    def places_nianming(self):
        """The querent's 本命 and 行年 (None where unknown)."""
        return [self.birth, self.xn]

    def on_day(self, b):
        """Does heaven branch B stand on 日 (the stem's 寄宮) or 辰 (支)?"""
        return self.on(b) in (self.L, self.branch)

    def on_places(self, b, nianming=True, birth=True):
        """Does B stand on 日, 辰 (and 本命, 行年)? Tri-state."""
        p = self.on(b)
        items = [self.L, self.branch]
        if nianming:
            items += ([self.birth] if birth else []) + [self.xn]
        return kf.IN(p, items)

    def hidden(self, b):
        return gz.hidden_stem(self.day, b)

    def ding(self):
        """旬丁: the branch carrying 丁 in the day's 旬."""
        return badd(self.xun, 3)

    def xun_tail(self):
        return badd(self.xun, 9)
