"""liuren - tests/oracle/bifa_facts.py: the facts the second reading of the
《畢法賦》 leans on, written from the book, not from the program: the
generals, the two nobles, 祿, 德, 驛馬, the twelve stages (長生 … 墓 絕
胎), 旺相 by the month, the month's 神煞 (生氣, 死氣, 天馬, 月厭 …), the
year's (喪門, 弔客, 病符), the kin (六親), and Facts, a chart with the
context it was cast in (month, year, 本命, 行年, the matter asked).

Sources, 《六壬大全》 卷一 (seeds 000_…, the classical paragraphs):
「日祿 寅卯巳午巳午申酉亥子」, 「日徳 寅申巳亥巳寅申巳亥巳」,
「支馬 寅亥申巳…」, 「羊刃 … 日前一位」, 「金神 巳丑酉…即破碎」,
「生氣子順十二」, 「死氣、謾語午順十二」, 「天馬午順六陽」, 「天鬼酉午卯子
三輪」, 「血支丑順十二」, 「血忌丑未寅申卯酉辰戌巳亥」, 「喪門：歲前二辰
弔客：歲後二辰」, 「病符：歲後一辰」; the month lists (正月 戌上 月厭,
二月 酉上 月厭 …). The facts the 畢法賦 itself states are quoted where
they are used.
Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
"""
import ganzhi as gz
from ganzhi import BRANCHES, STEMS, badd, bidx, phase

GENERALS = ("貴人", "螣蛇", "朱雀", "六合", "勾陳", "青龍", "天空", "白虎",
            "太常", "玄武", "太陰", "天后")

# The generals' phases and homes, 卷二 神將釋: 「天乙貴人，己丑土」,
# 「勾陳戊辰土」, 「天空戊戌土」, 「太常己未燥土」, 「青龍 … 家甲寅，木」,
# 「太陰 … 家辛酉，金」, 卷三 「螣蛇家住丁巳，玄武家住癸亥」; 卷十二 第八十五
# 法 「六合木神」, 「天后水神」; 第十一法 「貴、常、勾土神」.
GENERAL_PHASE = dict(zip(GENERALS, "土火火木土木土金土水金水"))
GENERAL_HOME = dict(zip(GENERALS, "丑巳午卯辰寅戌申未亥酉子"))

# The nobles (晝, 夜) by the book's own examples: 第四十五法 「六丁日亥加酉
# 晝」, 「六癸日巳加卯晝」, 「辛酉日午加寅晝」, 「乙酉日子加申晝」; 第一法 「庚辰
# … 干上丑為晝貴人」; 第四十九法 「六己日申為夜貴 … 晝貴人是子」; 第五十三
# 法 「六甲日未加丑夜貴」 (甲戊庚 share 丑未, 第四十六、五十二法).
NOBLES = dict(zip(STEMS, ("丑未", "子申", "亥酉", "亥酉", "丑未", "子申",
                          "丑未", "午寅", "巳卯", "巳卯")))

LU = dict(zip(STEMS, "寅卯巳午巳午申酉亥子"))        # 日祿
DE = dict(zip(STEMS, "寅申巳亥巳寅申巳亥巳"))        # 日德
# 支馬 (驛馬): 申子辰見寅, 巳酉丑見亥, 寅午戌見申, 亥卯未見巳
MA = dict(zip(BRANCHES, "寅亥申巳寅亥申巳寅亥申巳"))
# 金神 即破碎 (by the day branch): 子卯午酉見巳, 丑辰未戌見丑, 寅巳申亥見酉
POSUI = dict(zip(BRANCHES, "巳丑酉巳丑酉巳丑酉巳丑酉"))


def blade(stem):
    """羊刃: 「日前一位」, the branch after the 祿."""
    return badd(LU[stem], 1)


# The twelve stages by phase; the book counts the 陰干 as the 陽 of its
# phase (第三十三法 「乙未日，初傳亥加未為干之長生」, 第九十四法 「甲乙日
# 以亥為生」). 土 follows 水 (第三十四法 「申金 … 又為戊土之長生」, 第九十五
# 法 「己亥日長生無氣 … 午丑申」, 第八十八法 「己未日干支上辰」 its 墓); 第十九
# 法 and 第七十九法 also read 土 with 火 for 胎 and 絕 (「戊己當絕在亥懷，明知
# 子上是胞胎」, 「此言土內有寄寅者，故以亥為絕也」): see TAI and JUE.
STAGES = ("長生", "沐浴", "冠帶", "臨官", "帝旺", "衰", "病", "死", "墓",
          "絕", "胎", "養")
BIRTH_OF_PHASE = dict(zip("木火土金水", "亥寅申巳申"))


def stage(x, name):
    """The branch of stage NAME (長生 … 養) of stem or branch X."""
    return badd(BIRTH_OF_PHASE[phase(x)], STAGES.index(name))


def birth(x):
    return stage(x, "長生")


def tomb(x):
    return stage(x, "墓")


def ruin(x):
    """敗氣: 沐浴 (第三十六法 「甲申日干上子、支上午」)."""
    return stage(x, "沐浴")


def peak(x):
    """旺: 帝旺 (第七十八法 「甲申日干上酉，乃是支之旺神」), four places on
    from the 長生. 土's is 子: its 長生 is 申 (第三十四法 「申金 … 又為戊土之
    長生」; 課經 天獄 「申為戊己壬癸之本」) and its 墓 辰 (鬼墓 「戊己…壬癸亥
    子見辰」), 水's, and 午 is not 己土's 旺 (第七法 「雖不係己土旺神」)."""
    return "子" if phase(x) == "土" else stage(x, "帝旺")


def death(x):
    return stage(x, "死")


def jue(x):
    """絕, a set: 土 has 亥 (with 火) and 巳 (with 水), 第七十九法 「己未日
    干上亥、又干上巳」."""
    if phase(x) == "土":
        return {"亥", "巳"}
    return {stage(x, "絕")}


def tai(x):
    """胎, a set: 土 has 子 and 午, 第十九法 「或有用午為胎神者」."""
    if phase(x) == "土":
        return {"子", "午"}
    return {stage(x, "胎")}


# The kin (六親) of X to the day stem
def kin(stem, x):
    """兄弟, 子孫 (脫), 妻財, 官鬼, 父母: what X is to the day STEM."""
    a, b = phase(stem), phase(x)
    if a == b:
        return "兄弟"
    if gz.produces(a, b):
        return "子孫"
    if gz.overcomes(a, b):
        return "妻財"
    if gz.overcomes(b, a):
        return "官鬼"
    return "父母"


def gen_phase(g):
    return GENERAL_PHASE[g]


# ---- the month and the year ----
MONTH_NAMES = "正二三四五六七八九十冬臘"


def month_number(month_branch):
    """正月 (寅) 1 … 十二月 (丑) 12."""
    return (bidx(month_branch) - 2) % 12 + 1


def season(m):
    return "春夏秋冬"[(m - 1) // 3]


def shengqi(m):
    """生氣: 「子順十二」."""
    return badd("子", m - 1)


def siqi(m):
    """死氣: 「午順十二」."""
    return badd("午", m - 1)


def tianma(m):
    """天馬: 「午順六陽」 (正月午, 二月申 …)."""
    return badd("午", 2 * (m - 1))


def yueyan(m):
    """月厭: 正月戌, 二月酉 … (the month lists of 卷一)."""
    return badd("戌", -(m - 1))


def tiangui(m):
    """天鬼: 「酉午卯子三輪」; 第七十一法 「天鬼者，正月酉，逆行四仲」."""
    return "酉午卯子"[(m - 1) % 4]


def xuezhi(m):
    """血支: 「丑順十二」."""
    return badd("丑", m - 1)


def xueji(m):
    """血忌: 「丑未寅申卯酉辰戌巳亥」, then 午子 for the last two months."""
    return "丑未寅申卯酉辰戌巳亥午子"[m - 1]


def peak_phases(m):
    """The phases 旺 in month M: the season's (「春占木旺」, 第十三法; 「秋冬
    水生旺之月」, 第十四法) and 土 in the last month of each season."""
    out = {"木火金水"[(m - 1) // 3]}
    if m % 3 == 0:
        out.add("土")
    return out


def month_phase_peak(m, ph):
    """旺 in the month (第十三法 「木至春令而榮旺」)."""
    return ph in peak_phases(m)


def month_phase_strong(m, ph):
    """旺 or 相 (produced by a 旺 phase) in the month: 第十四法 「秋冬水生旺
    之月」 (水 相 in autumn, 旺 in winter)."""
    return any(ph == p or gz.produces(p, ph) for p in peak_phases(m))


def guan_shen(m):
    """關神: 第六十五法 「夫關神者，春丑、夏辰、秋未、冬戌」."""
    return "丑辰未戌"[(m - 1) // 3]


class Facts:
    """A chart (ganzhi.Chart) with the facts every 法 reads."""

    def __init__(self, chart):
        c = self.c = chart
        self.stem, self.branch = c.stem, c.branch
        self.lodge = gz.LODGING[c.stem]
        self.gan_up = c.up[self.lodge]
        self.zhi_up = c.up[c.branch]
        self.lessons = c.lessons
        self.uppers = [u for u, _ in c.lessons]
        self.trans = c.trans
        self.void = set(c.void)
        self.day_noble, self.night_noble = NOBLES[c.stem]
        self.noble = c.noble
        self.other_noble = (self.night_noble if c.noble == self.day_noble
                            else self.day_noble)
        ctx = c.context
        mb = ctx.get("month_branch")
        self.month_branch = mb
        self.month = month_number(mb) if mb else None
        self.year = ctx.get("year_branch")
        self.birth = ctx.get("birth_branch")
        self.xn = ctx.get("xingnian")
        self.ask = ctx.get("ask")
        self.head = gz.xun_head(c.day)
        self.tail = badd(self.head, 9)
        self.ding = self.xun_stem_branch("丁")

    # -- where things are --
    def up(self, e):
        return self.c.up[e]

    def on(self, h):
        return self.c.on[h]

    def rides(self, h):
        return self.c.rides[h]

    def where(self, g):
        return self.c.where(g)

    def xun_stem_branch(self, s):
        """The branch that carries stem S in the day's 旬 (遁干), or None."""
        k = STEMS.index(s)
        return badd(self.head, k)

    def hidden(self, b):
        return gz.hidden_stem(self.c.day, b)

    def is_void(self, b):
        return b in self.void

    def sits_void(self, h):
        """落空: the heaven branch H stands on a void palace."""
        return self.on(h) in self.void

    def kin(self, x):
        return kin(self.stem, x)

    def ghost(self, x):
        return self.kin(x) == "官鬼"

    def wealth(self, x):
        return self.kin(x) == "妻財"

    def drains(self, x):
        return self.kin(x) == "子孫"

    def gives(self, x):
        """X gives birth to the day stem, by phase or as its 長生."""
        return self.kin(x) == "父母" or x == birth(self.stem)

    # -- the querent's places (年命: 本命 and 行年) --
    @property
    def known_querent(self):
        return self.birth is not None and self.xn is not None

    def ming_ups(self):
        """The heaven branches over 本命 and 行年 (those known)."""
        return [self.up(b) for b in (self.birth, self.xn) if b]

    def ming_branches(self):
        return [b for b in (self.birth, self.xn) if b]

    def six_places(self):
        """The places the book calls 六處 without 年命: 干上, 支上, 三傳."""
        return [self.gan_up, self.zhi_up] + list(self.trans)

    # -- the generals in their phases --
    def gphase(self, h):
        return GENERAL_PHASE[self.rides(h)]

    # -- the 年命 places: fires, cannot, or 未論 --
    def ming_any(self, pred):
        """Does the heaven branch over 本命 or 行年 satisfy PRED? True or
        False when the querent is known; when not, None if some branch
        could (the 年命 could stand under it), False if none could."""
        if self.birth and self.xn:
            return any(pred(u) for u in self.ming_ups())
        if any(pred(u) for u in self.ming_ups()):
            return True
        return None if any(pred(x) for x in BRANCHES) else False


DAY_PALACES = "卯辰巳午未申"      # 第四十六法: 晝方; 酉 … 寅 夜方


def mid(a, b):
    """The branch between A and B when they are two apart, else None."""
    if badd(a, 2) == b:
        return badd(a, 1)
    if badd(b, 2) == a:
        return badd(b, 1)
    return None


def is_trine(trans):
    return len(set(trans)) == 3 and any(set(trans) == set(t)
                                        for t in gz.TRINES)


def step(trans, n):
    """Do the transmissions go N branches at a time (連茹 1, 間傳 2, back
    negative)?"""
    t0, t1, t2 = trans
    return badd(t0, n) == t1 and badd(t1, n) == t2


# The four 方 (三會), counted as one phase like a 三合: 第二十七法 「丁亥申丁，
# 三傳申酉戌」 and 第六十八法 「三傳申酉戌俱日財」 (for 丁).
FANG = (("寅卯辰", "木"), ("巳午未", "火"), ("申酉戌", "金"), ("亥子丑", "水"))


def trans_phase(f):
    """The phase the three transmissions share as one 局: a 三合 by its
    middle branch, a 方 by its phase, or all three of one phase; None when
    they share none."""
    ts = set(f.trans)
    if is_trine(f.trans):
        return phase(gz.trine(f.trans[0])[1])
    for fang, ph in FANG:
        if ts == set(fang):
            return ph
    ps = {phase(t) for t in f.trans}
    return ps.pop() if len(ps) == 1 else None


def all_kin(f, k):
    """Are the three transmissions all kin K (「三傳皆作日之財」)? A 三合 or
    a 方 counts by its phase: 第十三法 「三合為鬼亦如前說」, 第二十七法 「三傳
    未卯亥，皆作木局為日之財」, 第十一法 「三傳金局並來傷其乙干」, 第六十八法
    「三傳申酉戌俱日財」."""
    if all(f.kin(t) == k for t in f.trans):
        return True
    tp = trans_phase(f)
    return tp is not None and kin(f.stem, tp_branch(tp)) == k


def tp_branch(ph):
    """A branch of phase PH (to ask its kin)."""
    return {"木": "寅", "火": "午", "土": "辰", "金": "申", "水": "子"}[ph]


def tai_main(stem):
    """The 胎 that 第十九、二十法 name for the stem as a 財: 「戊己日子為胎財」
    (土 with 火 here)."""
    return "子" if phase(stem) == "土" else stage(stem, "胎")
