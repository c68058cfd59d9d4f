"""liuren - tests/oracle/kejing_ji3.py: the second reading of 課經集三
(遊子 三交 亂首 贅婿 沖破 淫泆 蕪淫 解離 天禍 天獄 天寇 天網 魄化 喪魄
飛魂 三陰 四逆 龍戰 死奇 災厄). Vols. 37 and 38 of the seeds (孤寡 …
二煩), which the 課經 places between 解離 and 天禍, are in kejing_seeds.
Each rule returns (state, variants), state True, False or None (未論).

Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
"""
import ganzhi as gz
from ganzhi import badd
import kejing_facts as kf
from kejing_facts import AND, OR, IN

RULES = {}


def rule(key):
    def wrap(f):
        RULES[key] = f
        return f
    return wrap


@rule("YOUZI")
def youzi(k):
    # 「凡課三傳皆土，遇旬丁天馬為用，曰遊子課」; 《訂訛》 「三傳皆土，又或
    # 見旬丁，或見二馬」: 三傳 辰戌丑未 with the 旬丁 or a 馬 (天馬 by the
    # month; 驛馬 is never 土) in them.
    if not all(kf.ji(t) for t in k.trans):
        return False, set()
    return OR(k.ding() in k.trans, IN(kf.tianma(k.month), k.trans)
              if k.month else None), set()


@rule("SANJIAO")
def sanjiao(k):
    # 「凡四仲日占，四仲加日辰，三傳皆仲將，逢陰合，為三交課」; the 《訂訛》
    # 「四仲日時占為一交，課傳皆仲為二交，將逢后雀陰合為三交」 widens the
    # generals and asks the hour: day branch and hour 仲, 支上 仲, the three
    # transmissions 仲, one riding 天后 朱雀 太陰 or 六合.
    st = kf.zhong(k.branch) and kf.zhong(k.hour) and kf.zhong(k.c) and \
        all(kf.zhong(t) for t in k.trans) and \
        any(k.gen(t) in ("天后", "朱雀", "太陰", "六合") for t in k.trans)
    var = set()
    if st:
        # 「或在六陽日為交羅…在六陰日為交祿」
        var.add("交羅" if k.gang else "交祿")
        # 《訂訛》 「午加酉為死交，酉加午為破交，反吟為反目交」
        if k.on("午") == "酉":
            var.add("死交")
        if k.on("酉") == "午":
            var.add("破交")
        if k.d == 6:
            var.add("反目交")
        # 「傳逢午卯子，正七月為高蓋乘軒」
        if set(k.trans) == set("午卯子") and k.month in ("寅", "申"):
            var.add("高蓋乘軒")
    return st, var


@rule("LUANSHOU")
def luanshou(k):
    # 《訂訛》 「干臨支被克，為自取亂首。支臨干克干，為上門亂首，更兼發用
    # 尤的」 (《心鏡》 「日往加辰辰克日」): 支上 is the stem's 寄宮 and the 支
    # overcomes the stem, or 干上 is the 支 and overcomes the stem.
    var = set()
    if k.c == k.L and gz.checks(k.branch, k.stem):
        var.add("自取亂首")
    if k.a == k.branch and gz.checks(k.branch, k.stem):
        var.add("上門亂首")
    return bool(var), var


@rule("ZHUIXU")
def zhuixu(k):
    # 《訂訛》 「干臨支克支，支臨干被克，更兼發用尤的」: the stem's 寄宮 over
    # the 支 or the 支 over the 寄宮, the stem overcoming the 支 (發用 「尤
    # 的」, not asked). Its 「此課干臨支克支，惟乘囚死作合、陰，名贅婿」 is
    # not read: the 課經's own second chart (丙申日辰時丑將, 「巳加申，干克
    # 支，亦為贅婿」) has 巳 on 天空.
    over = gz.checks(k.stem, k.branch)
    return over and (k.c == k.L or k.a == k.branch), set()


@rule("CHONGPO")
def chongpo(k):
    # 「凡課日辰之沖神，加破為用，曰沖破課」 (子年庚子日午加卯: 午為日沖，
    # 卯為午破); 象曰 and 《訂訛》 「或用神與岁月日時冲破亦是」.
    t0 = k.t0
    main = t0 in (gz.chong(k.branch), gz.chong(k.L)) and \
        k.on(t0) == kf.PO[t0]

    def cp(x):
        return None if x is None else t0 in (gz.chong(x), kf.PO[x])
    # 象曰 「日時支干皆同此推」: the day's stem too, at its 寄宮 (「甲年忌見申冲
    # 亥破」)
    st = OR(main, cp(k.year), cp(k.month), cp(k.branch), cp(k.L),
            cp(k.hour))
    var = set()
    if cp(k.year):
        var.add("歲沖破")
    return st, var


@rule("YINYI")
def yinyi(k):
    # 「凡課初傳卯酉為用，將乘后合，為淫泆課」; 「如用起六合，終於天后，為
    # 狡童格」; 「為用起天后，終傳六合神，為泆女格」 (its chart 戊戌日辰時午
    # 將 starts on 子, so the two 格 stand without 卯酉).
    var = set()
    g0, g2 = k.gen(k.t0), k.gen(k.t2)
    if g0 == "六合" and g2 == "天后":
        var.add("狡童格")
    if g0 == "天后" and g2 == "六合":
        var.add("泆女格")
    st = (k.t0 in "卯酉" and g0 in ("天后", "六合")) or bool(var)
    return st, var


def incomplete(k):
    """蕪淫 《訂訛》: 「剛日從日上起一課，柔日從辰上起第一課…陰課缺一為陰
    不周全，陽課缺一為陽不周全」: counting from 日 on a 剛 day and from 辰
    on a 柔 day, a lesson that repeats one counted already is dropped; two
    yang and one yin is 陰不備, two yin and one yang 陽不備."""
    order = (0, 1, 2, 3) if k.gang else (2, 3, 0, 1)
    seen, kept = set(), []
    for place, i in enumerate(order):
        u, _, p = k.lessons[i]
        if (u, p) in seen:
            continue
        seen.add((u, p))
        kept.append(place % 2 == 0)     # the 1st and 3rd places are yang
    if len(kept) != 3:
        return None
    return "陰不備" if kept.count(True) == 2 else "陽不備"


@rule("WUYIN")
def wuyin(k):
    # 「凡四課有克，缺一為不備。及日辰交互相克，為芜淫課」; the 象曰 「及課
    # 不備、無克不凶」 and the 《觀月經》 (別責 days are 芜淫) count 不備
    # without 克; 「甲子日卯時亥將占，四課備，日辰交克，芜淫課」: 支上 克 the
    # stem and 干上 克 the 支.
    var = set()
    inc = incomplete(k)
    if inc:
        var.add(inc)
    if gz.checks(k.c, k.stem) and gz.checks(k.a, k.branch):
        var.add("日辰交克")
    return bool(var), var


@rule("JIELI")
def jieli(k):
    # 「凡夫妻行年冲克，及上下神互相克賊，為解離格」; the 《畢法》 under it:
    # 「真解離卦者，謂干克支上神，支克干上神」 stands without the years.
    if gz.checks(k.stem, k.c) and gz.checks(k.branch, k.a):
        return True, {"真解離"}
    hx, wx = k.husband_xn, k.wife_xn
    if hx is None or wx is None:
        return None, set()
    uh, uw = k.up(hx), k.up(wx)
    # default jieli-years (main): the years clash or overcome one another
    # and the gods on them overcome one another
    years = gz.chong(hx) == wx or gz.checks(hx, wx) or gz.checks(wx, hx)
    gods = gz.checks(uh, uw) or gz.checks(uw, uh)
    return years and gods, set()


@rule("TIANHUO")
def tianhuo(k):
    # 「凡四立日占得今日干支臨昨日干支，或昨日干支臨今日干支，為天祸課」
    # (正月立春甲申日 「寅加癸」): today's 寄宮 or 支 over yesterday's, or
    # yesterday's over today's; on a 四立 day.
    i = gz.cycle_index(k.day)
    y = gz.STEMS[(i - 1) % 10] + gz.BRANCHES[(i - 1) % 12]
    yl, yb = gz.LODGING[y[0]], y[1]
    st = k.up(yl) == k.L or k.up(yb) == k.branch or \
        k.up(k.L) == yl or k.up(k.branch) == yb
    if not st:
        return False, set()
    if k.term is None:
        return None, set()
    return k.term in ("立春", "立夏", "立秋", "立冬"), set()


@rule("TIANYU")
def tianyu(k):
    # 「凡課囚死墓神發用，斗繫日本，為天獄卦…日本者，日干長生位也」;
    # 《訂訛》 「發用死囚，斗繫日本」 (the 墓 only 「更的」): the 初傳 囚死
    # and 辰 standing on the stem's 長生.
    st = AND(k.on("辰") == kf.sheng_of(k.stem), k.qs(k.t0))
    var = set()
    # 《訂訛》 「如用神囚死作日墓，俯仰丘仇者更的」: the 初傳 the 墓 of its
    # palace and overcome by it (《心鏡》 「小吉臨寅故曰丘…土畏於寅又是仇」)
    p = k.on(k.t0)
    if st and k.t0 == kf.mu_of(p) and gz.checks(p, k.t0):
        var.add("俯仰丘仇")
    return st, var


@rule("TIANKOU")
def tiankou(k):
    # 「凡四離日占得月宿加離辰」; the book's chart and the 《訂訛》: on the
    # 分至 day the 月宿 stands on the 離辰, yesterday's 支 (「癸卯日春分，
    # 離辰壬寅，月宿在辰，加寅」).
    m, _ = kf.moon_mansion(k.lunar_month, k.lunar_day)
    if m is None:
        return None, set()
    if k.up(badd(k.branch, -1)) != kf.MANSION_PALACE[m]:
        return False, set()
    if k.term is None:
        # 分至 fall in the months of their 中氣: 二 五 八 十一
        return (None if k.lunar_month in (2, 5, 8, 11) else False), set()
    return k.term in ("春分", "夏至", "秋分", "冬至"), set()


@rule("TIANWANG")
def tianwang(k):
    # 「凡課占時與用神同克日，為天網課」; 「凡日辰前一位為之天網殺，對冲為之
    # 地網殺，並日辰年命發用者，為之羅網格」 (甲寅日辰將酉時: 酉 on 寅).
    # The 羅網: 「日辰前一位…對冲」, for 日 and 辰 (《訂訛》 also 「辰前一位為
    # 地網」), as the 發用 over 日 辰 or 年命.
    net = gz.checks(k.hour, k.stem) and gz.checks(k.t0, k.stem)
    luo = AND(k.t0 in (badd(k.L, 1), badd(k.L, 7), badd(k.branch, 1),
                       badd(k.branch, 7)), k.on_places(k.t0))
    var = set()
    if luo:
        var.add("羅網格")
    # 《訂訛》 「或日與中末及年命有子孫及冲破克鬼者為解網」
    if net and (gz.checks(k.t1, k.t0) or gz.checks(k.t2, k.t0)):
        var.add("解網")
    return OR(net, luo), var


@rule("POHUA")
def pohua(k):
    # 「凡白虎帶死神死氣臨日辰行年發用，為魄化課」; 《訂訛》 「白虎乘死神死
    # 氣及囚死，臨日辰行年發用，又曰墓乘虎作鬼加日亦是」.
    tiger = k.gen(k.t0) == "白虎"
    dead = OR(IN(k.t0, [kf.sishen(k.month), kf.siqi(k.month)]), k.qs(k.t0))
    a = AND(tiger, dead, k.on_places(k.t0, birth=False))
    mu = kf.mu_of(k.stem)
    b = k.a == mu and k.gen(mu) == "白虎" and gz.checks(mu, k.stem)
    st = OR(a, b)
    var = set()
    # 「如日墓乘虎，或魁罡作日墓，帶死囚神發用，為虎銜屍」
    if st and k.t0 == mu and tiger:
        var.add("虎銜屍")
    return st, var


@rule("SANGPO")
def sangpo(k):
    # 《訂訛》 「丧魄，正月未、二月辰、三月丑、四月戌，周而復始。加人行年或
    # 日辰發用」 (hunpo-reading both: the 發用 over 日, 辰 or 行年).
    mine = IN(k.t0, [kf.sangpo(k.month)]) if kf.ji(k.t0) else False
    return AND(mine, k.on_places(k.t0, birth=False)), set()


@rule("FEIHUN")
def feihun(k):
    # 《訂訛》 「飛魂，正月起亥，顺行十二宫，加人行年或日辰發用」
    return AND(IN(k.t0, [kf.feihun(k.month)]),
               k.on_places(k.t0, birth=False)), set()


@rule("SANYIN")
def sanyin(k):
    # 「凡天乙逆行，日辰在後，用其囚死，將乘元虎，時克行年，為三陰卦」;
    # 《訂訛》 「發用傳終，各帶囚死」: noble backward, the generals of 干上 and
    # 支上 behind it, 初傳 and 末傳 囚死, the 初傳 on 玄武 or 白虎, the hour
    # overcoming the 行年.
    st = AND(not k.forward, k.back(k.a), k.back(k.c),
             k.vig((k.t0, "囚死"), (k.t2, "囚死")),
             k.gen(k.t0) in ("玄武", "白虎"),
             None if k.xn is None else gz.checks(k.hour, k.xn))
    var = set()
    # 「或丧魂游魂，五鬼伏殃，諸煞並臨…其殺並臨日辰年命」
    if st:
        sha = {kf.sangpo(k.month), kf.feihun(k.month), kf.tiangui(k.month)}
        if any(k.up(p) in sha for p in (k.L, k.branch, k.birth, k.xn) if p):
            var.add("煞臨日辰年命")
    return st, var


@rule("SINI")
def sini(k):
    # 《訂訛》 四逆: 「用吉終凶，一也；用旺終衰，二也；天乙逆行，三也；傳入
    # 天乙後，四也」 (default sishun-noble: the 末傳's general behind).
    st = AND(k.good(k.t0), not k.good(k.t2),
             k.vig((k.t0, "旺相"), (k.t2, "休囚死")), not k.forward,
             k.back(k.t2))
    return st, set()


@rule("LONGZHAN")
def longzhan(k):
    # 「凡卯酉日占，卯酉為用，人年立卯酉，為龍戰課」; 《訂訛》 「卯酉日占，
    # 卯酉上神發用，行年卯酉更的」 (as the 《觀月經》's 乙卯日 「辰加卯…發用，
    # 是天罡在卯也」): a 卯 or 酉 day and the 初傳 卯 or 酉 or standing on
    # one; the book has both and its own chart (卯加酉) is both.
    st = k.branch in "卯酉" and (k.t0 in "卯酉" or k.on(k.t0) in "卯酉")
    var = set()
    if st and k.xn and k.xn in "卯酉":
        var.add("人年立卯酉")
    return st, var


@rule("SIQI")
def siqi(k):
    # 「凡斗罡繫日辰陰陽發用，為死奇課」: 辰 the 初傳, standing on one of
    # the four lessons' places (日, 日上, 辰, 辰上).
    st = k.t0 == "辰" and k.on("辰") in (k.L, k.a, k.branch, k.c)
    var = set()
    if st:
        # 「辰為月將尤美，為死奇回光」
        if k.general == "辰":
            var.add("死奇回光")
    return st, var


@rule("ZAIE")
def zaie(k):
    # 「凡喪車、遊魂、伏殃、病符、喪吊、丘墓、岁虎發用者，為災厄課」: 喪車
    # 「正月起未，逆行四季」, 遊魂 「正月起亥，順行」, 伏殃 「正月起酉，逆行
    # 四仲」, 病符 「舊太歲」, 喪門 「岁前二辰」, 吊客 「岁後二辰」, 丘墓 「五墓
    # 者，金丑、木未、火戌、水土辰…三丘，庫墓冲位」, 歲虎 「岁後四」 (卷一
    # 歲虎 「申順十二」 puts it four behind the year too).
    mu = kf.mu_of(k.stem)
    qiu = k.t0 in (mu, gz.chong(mu))
    if k.month is None:
        mon = None
    else:
        mon = k.t0 in (kf.sangpo(k.month), kf.feihun(k.month),
                       kf.tiangui(k.month))
    if k.year is None:
        yr = None
    else:
        y = k.year
        yr = k.t0 in (badd(y, -1), badd(y, 2), badd(y, -2), badd(y, -4))
    return OR(qiu, mon, yr), set()
