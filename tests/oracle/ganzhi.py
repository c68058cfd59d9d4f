"""liuren - tests/oracle/ganzhi.py: the plain facts of 干支 the second
readings share (stems, branches, the five phases and their cycles, 寄宮,
六合, 六沖, 三合, 三刑, 六害, the 旬 and its void), and a chart read from
`liuren print --json`. Only facts that no school disputes belong here;
each second reading writes the facts its rules read (祿, 馬, 墓, 長生,
德 …) itself, from the book.

Source: 《六壬大全》 卷一 起例 (seeds 000_…, ¶ on 十干寄宮, 支合, 支沖,
三合, 三刑, 六害 with the errata of res/errata.tsv: the six 害 pairs are
子未 丑午 寅巳 卯辰 申亥 酉戌).
Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
"""

STEMS = "甲乙丙丁戊己庚辛壬癸"
BRANCHES = "子丑寅卯辰巳午未申酉戌亥"
PHASES = "木火土金水"

# the phase of each stem and branch
STEM_PHASE = dict(zip(STEMS, "木木火火土土金金水水"))
BRANCH_PHASE = dict(zip(BRANCHES, "水土木木土火火土金金土水"))


def phase(x):
    """The phase of a stem or a branch."""
    return STEM_PHASE.get(x) or BRANCH_PHASE[x]


def yang(x):
    """Is the stem or branch yang (甲丙戊庚壬, 子寅辰午申戌)?"""
    return (STEMS.index(x) if x in STEMS else BRANCHES.index(x)) % 2 == 0


def produces(a, b):
    """Does phase A produce phase B (木生火 …)?"""
    return PHASES[(PHASES.index(a) + 1) % 5] == b


def overcomes(a, b):
    """Does phase A overcome phase B (木克土 …)?"""
    return PHASES[(PHASES.index(a) + 2) % 5] == b


def gives(x, y):
    """Does X (stem or branch) produce Y, by their phases?"""
    return produces(phase(x), phase(y))


def checks(x, y):
    """Does X (stem or branch) overcome (克) Y, by their phases?"""
    return overcomes(phase(x), phase(y))


def bidx(b):
    return BRANCHES.index(b)


def badd(b, n):
    """The branch N steps forward of B (negative: back)."""
    return BRANCHES[(bidx(b) + n) % 12]


# 十干寄宮: 甲課寅 乙課辰 丙戊課巳 丁己課未 庚課申 辛課戌 壬課亥 癸課丑
LODGING = dict(zip(STEMS, "寅辰巳未巳未申戌亥丑"))

# 六合: 子丑 寅亥 卯戌 辰酉 巳申 午未
HE = {}
for a, b in ("子丑", "寅亥", "卯戌", "辰酉", "巳申", "午未"):
    HE[a], HE[b] = b, a


def chong(b):
    """The branch opposite B (六沖)."""
    return badd(b, 6)


# 三合: 申子辰 水, 亥卯未 木, 寅午戌 火, 巳酉丑 金 (生, 旺, 墓 in order)
TRINES = ("申子辰", "亥卯未", "寅午戌", "巳酉丑")


def trine(b):
    """The 三合 of B as a string of three branches (生 旺 墓)."""
    return next(t for t in TRINES if b in t)


# 三刑: 寅刑巳 巳刑申 申刑寅; 丑刑戌 戌刑未 未刑丑; 子刑卯 卯刑子;
# 辰午酉亥 自刑
XING = dict(zip("寅巳申丑戌未子卯辰午酉亥", "巳申寅戌未丑卯子辰午酉亥"))

# 六害 (res/errata.tsv: 子未 丑午 寅巳 卯辰 申亥 酉戌)
HAI = {}
for a, b in ("子未", "丑午", "寅巳", "卯辰", "申亥", "酉戌"):
    HAI[a], HAI[b] = b, a


def cycle_index(pillar):
    """0 … 59 for 甲子 … 癸亥."""
    s, b = STEMS.index(pillar[0]), bidx(pillar[1])
    for i in range(60):
        if i % 10 == s and i % 12 == b:
            return i
    raise ValueError(pillar)


def xun_head(pillar):
    """The branch of the 旬's first day (甲子 旬: 子)."""
    return BRANCHES[(cycle_index(pillar) - cycle_index(pillar) % 10) % 12]


def void_pair(pillar):
    """The two void branches (旬空) of the day's 旬."""
    h = xun_head(pillar)
    return badd(h, 10), badd(h, 11)


def hidden_stem(pillar, b):
    """The 遁干 of branch B in the day's 旬, or None when B is void."""
    k = (bidx(b) - bidx(xun_head(pillar))) % 12
    return STEMS[k] if k < 10 else None


class Chart:
    """One chart as `liuren print --json` writes it, with the readings
    every rule needs: the heaven branch over each earth palace, where each
    heaven branch stands, the general riding each heaven branch, the four
    lessons and the three transmissions."""

    def __init__(self, j):
        self.json = j
        self.day = j["day"]
        self.stem, self.branch = self.day[0], self.day[1]
        self.hour = j["hour"]
        self.general = j["general"]
        self.daytime = j["daytime"]
        # heaven branch over earth palace E: self.up[E]
        self.up = dict(j["plate"])
        # earth palace under heaven branch H: self.on[H]
        self.on = {h: e for e, h in self.up.items()}
        # the general riding heaven branch H
        self.rides = dict(j["generals"])
        self.noble = j["noble"]
        self.forward = j["noble_direction"] == "順"
        self.void = tuple(j["void"])
        self.lessons = [(l["upper"], l["lower"]) for l in j["lessons"]]
        self.trans = [t["branch"] for t in j["transmissions"]]
        self.trans_stems = [t["stem"] for t in j["transmissions"]]
        self.method = j["method"]
        self.method_detail = j["method_detail"]
        self.context = j.get("context") or {}
        self.querent = j.get("querent") or {}

    def general_on(self, h):
        """The general riding heaven branch H."""
        return self.rides[h]

    def where(self, general):
        """The heaven branch the general rides."""
        return next(h for h, g in self.rides.items() if g == general)

    @property
    def stem_up(self):
        """干上: the heaven branch over the day stem's 寄宮."""
        return self.lessons[0][0]

    @property
    def branch_up(self):
        """支上: the heaven branch over the day branch."""
        return self.lessons[2][0]

    def is_void(self, b):
        return b in self.void

    def known(self, key):
        """A context value, or None when the chart does not know it."""
        return self.context.get(key)
