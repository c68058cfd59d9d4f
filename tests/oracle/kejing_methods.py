"""liuren - tests/oracle/kejing_methods.py: the plate, the generals, the
four lessons and the three transmissions of a chart, derived a second time
from (day, hour, general) as 卷一 起例 teaches the nine methods, without
the program's answer: 賊克 (元首 重審), 比用 (知一), 涉害 (見機 察微 綴瑕),
遙克 (蒿矢 彈射), 昴星 (虎視 冬蛇掩目), 別責, 八專, 伏吟 (自任 自信),
返吟 (無依 井欄射).

Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
"""
import ganzhi as gz
from ganzhi import BRANCHES, badd, bidx
import kejing_facts as kf


class Derived:
    """What a reader works out from the three inputs alone."""

    def __init__(self, day, hour, general):
        self.day, self.hour, self.general = day, hour, general
        self.stem, self.branch = day[0], day[1]
        self.d = (bidx(general) - bidx(hour)) % 12
        self.L = gz.LODGING[self.stem]
        self.gang = gz.yang(self.stem)       # 剛日
        self.plate()
        self.nobles()
        self.four_lessons()
        self.transmit()

    # the heaven branch over earth palace E, and the palace under heaven H
    def up(self, e):
        return badd(e, self.d)

    def on(self, h):
        return badd(h, -self.d)

    def plate(self):
        self.upper = {e: self.up(e) for e in BRANCHES}

    def nobles(self):
        """卷一: 「天乙貴神陰陽順逆」: the day noble or the night noble by the
        hour; forward when it stands on 亥子丑寅卯辰, backward otherwise."""
        day_n, night_n = kf.NOBLE[self.stem]
        self.day_noble, self.night_noble = day_n, night_n
        self.daytime = kf.daytime(self.hour)
        self.noble = day_n if self.daytime else night_n
        self.forward = self.on(self.noble) in "亥子丑寅卯辰"
        step = 1 if self.forward else -1
        self.rides = {badd(self.noble, step * k): g
                      for k, g in enumerate(kf.GENERALS)}
        self.where = {g: b for b, g in self.rides.items()}

    def four_lessons(self):
        """卷一: 干上 (the god over the stem's 寄宮), 干陰, 支上, 支陰; each
        as (upper, lower, palace), the lower of the first being the stem."""
        L, B = self.L, self.branch
        a = self.up(L)
        c = self.up(B)
        self.lessons = [(a, self.stem, L), (self.up(a), a, a),
                        (c, B, B), (self.up(c), c, c)]
        self.rel = [relation(u, lo) for u, lo, _ in self.lessons]
        # distinct lessons, by upper over palace (卷一: 「四課不全三課備」)
        seen, self.distinct = set(), []
        for k, (u, lo, p) in enumerate(self.lessons):
            if (u, p) not in seen:
                seen.add((u, p))
                self.distinct.append(k)

    def transmit(self):
        self.method, self.detail, self.trans = methods(self)


def relation(upper, lower):
    if gz.checks(upper, lower):
        return "上克下"
    if gz.checks(lower, upper):
        return "下賊上"
    return "none"


def xing_next(x):
    return gz.XING[x]


def self_punish(x):
    return gz.XING[x] == x


def methods(k):
    """(method, detail, [初, 中, 末])."""
    if k.d == 0:
        return fuyin(k)
    if k.d == 6:
        return fanyin(k)
    got = by_ke(k)
    if got:
        return got
    if k.L == k.branch:
        return bazhuan(k)
    got = yaoke(k)
    if got:
        return got
    if len(k.distinct) < 4:
        return bieze(k)
    return maoxing(k)


def candidates(k):
    """卷一: 「取課先從下賊呼，如無下賊上克初」: the uppers of the 下賊上
    lessons, or of the 上克下 ones, in lesson order, each once, with the
    kind."""
    for kind in ("下賊上", "上克下"):
        out = []
        for i, r in enumerate(k.rel):
            u = k.lessons[i][0]
            if r == kind and u not in out:
                out.append(u)
        if out:
            return kind, out
    return None, []


def chuan(k, first):
    """賊克 and 遙克: 「初傳之上名中次，中上加臨是末居」."""
    mid = k.up(first)
    return [first, mid, k.up(mid)]


def by_ke(k):
    kind, cands = candidates(k)
    if not cands:
        return None
    if len(cands) == 1:
        name = "重審" if kind == "下賊上" else "元首"
        return name, "", chuan(k, cands[0])
    # 卷一 比用: 「常將天日比神用，陽日用陽陰用陰。若或俱比俱不比，立法別有
    # 渉害陳」
    bi = [c for c in cands if gz.yang(c) == k.gang]
    if len(bi) == 1:
        return "知一", "比用", chuan(k, bi[0])
    pool = bi if bi else cands
    first, detail = shehai(k, kind, pool)
    return "涉害", detail, chuan(k, first)


def depth(k, kind, c):
    """卷一 涉害: 「渉害行來本家止，路逢多克為用取」: walk from the palace
    after the one C stands on up to its own home (the home not counted,
    as the book's counts of 六月甲午日辰時午將 give 辰 「歷卯木一重」 and
    申 「歷丁火一重」 and 丁卯日 亥加丑 「歷辰、戊、未、己、戌土位五重」),
    counting each earth branch and each lodged stem that overcomes C (a
    下賊上 candidate) or that C overcomes (上克下: 「午加庚金，前行歷酉
    辛金二重」)."""
    n, p = 0, badd(k.on(c), 1)
    while p != c:
        for x in [p] + kf.LODGED[p]:
            if (gz.checks(x, c) if kind == "下賊上" else gz.checks(c, x)):
                n += 1
        p = badd(p, 1)
    return n


def shehai(k, kind, pool):
    """The deepest; on a tie 「孟深仲淺季當休，復等柔辰剛日宜」 (《訂訛》:
    見機 the one on a 孟, 察微 on a 仲, 綴瑕 「陽日取干上神為用，陰日取支
    上神為用」, 「四課中先見者」)."""
    ds = {c: depth(k, kind, c) for c in pool}
    top = max(ds.values())
    tied = [c for c in pool if ds[c] == top]
    if len(tied) == 1:
        return tied[0], ""
    meng = [c for c in tied if kf.meng(k.on(c))]
    if len(meng) == 1:
        return meng[0], "見機"
    if not meng:
        zh = [c for c in tied if kf.zhong(k.on(c))]
        if len(zh) == 1:
            return zh[0], "察微"
        if zh:
            tied = zh
    else:
        tied = meng
    order = (0, 1, 2, 3) if k.gang else (2, 3, 0, 1)
    for i in order:
        if k.lessons[i][0] in tied:
            return k.lessons[i][0], "綴瑕"
    return tied[0], "綴瑕"


def yaoke(k):
    """卷一 遙克: 「先取神遙克其日，如無方取日來遙 … 擇與日干比者用」;
    the gods are the uppers of the lessons (《觀月經》: 「三神者，日之陰神，
    辰之陽神辰之陰神也」), and when several are equally 比 「俱比俱不比，
    先舉用為真」."""
    gods = []
    for i in (1, 2, 3):
        u = k.lessons[i][0]
        if u not in gods:
            gods.append(u)
    for name, test in (("蒿矢", lambda g: gz.checks(g, k.stem)),
                       ("彈射", lambda g: gz.checks(k.stem, g))):
        hit = [g for g in gods if test(g)]
        if not hit:
            continue
        if len(hit) > 1:
            bi = [g for g in hit if gz.yang(g) == k.gang]
            hit = bi if bi else hit
        return "遙克", name, chuan(k, hit[0])
    return None


def bazhuan(k):
    """卷一 八專: 「兩課無克號八專，陽日日陽順行三連本位數。陰日辰陰逆三
    位，中末總向日上眠」 (論克不論遙)."""
    a = k.lessons[0][0]
    if k.gang:
        first = badd(a, 2)
    else:
        first = badd(k.lessons[3][0], -2)
    return "八專", "", [first, a, a]


def bieze(k):
    """卷一 別責: 「剛日干合上頭神，柔日支前三合取。皆以天上作初傳，陰陽
    中末干中寄」."""
    a = k.lessons[0][0]
    if k.gang:
        first = k.up(gz.LODGING[kf.HE_STEM[k.stem]])
    else:
        first = badd(k.branch, 4)
    return "別責", "", [first, a, a]


def maoxing(k):
    """卷一 昴星: 「陽仰陰俯酉位中…剛日先辰而後日，柔日先日而後辰」."""
    a, c = k.lessons[0][0], k.lessons[2][0]
    if k.gang:
        return "昴星", "虎視", [k.up("酉"), c, a]
    return "昴星", "冬蛇掩目", [k.on("酉"), a, c]


def fuyin(k):
    """卷一 伏吟: 「伏吟有克還為用，無克剛干柔取辰。迤邐刑之作中末…若也
    自刑為發用，次傳顛倒日辰並。次傳更復自刑者，沖取末傳不論刑」; 自任
    and 自信 are the forms without 克 (課經: 「凡伏吟課無克，剛日自以日神為
    用，曰自任格」, 「凡伏吟無克，柔日以支神為用，曰自信格」). When the
    middle's 刑 is the first again (子卯), the last is the middle's 沖
    (「子卯兩刑，不復再傳，以子冲午為末傳」)."""
    kind, cands = candidates(k)
    a, c = k.lessons[0][0], k.lessons[2][0]
    if cands:
        first, detail = cands[0], ""
        from_stem = first == a
    elif k.gang:
        first, detail, from_stem = a, "自任", True
    else:
        first, detail, from_stem = c, "自信", False
    if self_punish(first):
        mid = c if from_stem else a
    else:
        mid = xing_next(first)
    if self_punish(mid) or xing_next(mid) == first:
        last = gz.chong(mid)
    else:
        last = xing_next(mid)
    return "伏吟", detail, [first, mid, last]


def fanyin(k):
    """卷一 返吟: 「返吟有克亦為用，無克別有井欄名…丑日登明未太乙，辰中
    日末」 (《訂訛》: 「返吟，亦名無依」)."""
    got = by_ke(k)
    if got:
        return "返吟", "無依", got[2]
    if k.branch == "丑":
        first = k.up("巳")
    elif k.branch == "未":
        first = k.up("亥")
    else:
        first = k.up(gz.chong(k.branch))
    return "返吟", "井欄射", [first, k.lessons[2][0], k.lessons[0][0]]
