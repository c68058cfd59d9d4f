"""liuren - tests/oracle/kejing_seeds.py: the second reading of the 課 of
seed vols. 37 and 38 (孤辰 寡宿 斷橋折腰 移遠就近 度厄 無祿 絕嗣 迍福 五福
八迍 侵害 刑傷 鬼助刑 刑德 二煩), which the 課經 places between 解離 and
天禍. Each rule returns (state, variants), state True, False or None.

Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
"""
import ganzhi as gz
from ganzhi import badd
import kejing_facts as kf
from kejing_facts import AND, OR, NOT
import kejing_ji1

RULES = {}


def rule(key):
    def wrap(f):
        RULES[key] = f
        return f
    return wrap


def season(month):
    return None if month is None else "春夏秋冬"[
        ((gz.bidx(month) - 2) % 12) // 3]


# 《袖中金》 「春巳午孤、子丑寡，夏申酉孤、卯辰寡，秋亥子孤、午未寡，冬寅卯
# 孤、酉戌寡」, with the 《訂訛》's second 四時 way 「春又以生我之水絕神在巳
# 為孤，我克之土墓神在辰為寡」 (夏 申 丑, 秋 巳 未, 冬 寅 戌)
SEASON_GU = {"春": "巳午", "夏": "申酉", "秋": "亥子巳", "冬": "寅卯"}
SEASON_GUA = {"春": "子丑辰", "夏": "卯辰丑", "秋": "午未", "冬": "酉戌"}


def void_counts(k, b):
    """Is B void as 孤寡 reads it (「日辰年命不論空」)? Tri-state."""
    if not k.is_void(b):
        return False
    if b in (k.L, k.branch):
        return False
    return AND(*[None if p is None else p != b for p in (k.birth, k.xn)])


def guxu(k, gu):
    """孤辰 (GU True) or 寡宿: 《訂訛》 「發用值旬空，陽空為孤，陰空為寡」
    (default guxu-xun yinyang) or the 四時 ways; the variants."""
    xun = AND(void_counts(k, k.t0), gz.yang(k.t0) == gu)
    s = season(k.month)
    table = SEASON_GU if gu else SEASON_GUA
    sea = None if s is None else k.t0 in table[s]
    st = OR(xun, sea)
    var = set()
    if st:
        # 「如旬孤寡又並四時孤寡，為空孤空寡」
        if xun and sea:
            var.add("空孤" if gu else "空寡")
        # 「或遇三奇六儀為救神，及遇太歲、月將、月建，為孤寡再醮」
        yi = (k.xun, kejing_ji1.ZHI_YI[k.branch])
        if any(t in yi or t == kejing_ji1.xun_qi(k) for t in k.trans) or \
                any(t in (k.year, k.general, k.month) for t in k.trans):
            var.add("孤寡再醮")
        # 「今日所坐位值孤寡為用，曰孤寡得位。如庚日用申是也」
        if k.t0 == k.L:
            var.add("孤寡得位")
        # 「或遇歲月日時沖起為逢沖暗動」
        if xun and gz.chong(k.t0) in (k.year, k.month, k.branch, k.hour):
            var.add("逢沖暗動")
    return st, var


@rule("GUCHEN")
def guchen(k):
    return guxu(k, True)


@rule("GUASU")
def guasu(k):
    return guxu(k, False)


@rule("DUANQIAO")
def duanqiao(k):
    # 「或中傳空為斷橋折腰…或中末俱空，為移遠就近」 (「日辰年命不論空」):
    # the 中傳 void and the 末傳 not, the two being told apart.
    return AND(void_counts(k, k.t1), NOT(void_counts(k, k.t2))), set()


@rule("YIYUAN")
def yiyuan(k):
    # 「或中末俱空，為移遠就近」
    return AND(void_counts(k, k.t1), void_counts(k, k.t2)), set()


@rule("DUE")
def due(k):
    # 「凡四課內三上克下，或三下賊上，為度厄課」; 「三上克下曰幼度厄。三下
    # 賊上曰長度厄」
    up, down = k.rel.count("上克下"), k.rel.count("下賊上")
    var = set()
    if up == 3:
        var.add("幼度厄")
    if down == 3:
        var.add("長度厄")
    return bool(var), var


@rule("WULU")
def wulu(k):
    # 「凡課四上俱克下，為無祿課」 (default wulu-naming: the main text)
    return k.rel.count("上克下") == 4, set()


@rule("JUESI")
def juesi(k):
    # 「凡四下俱賊上，乃為絕嗣之格」
    return k.rel.count("下賊上") == 4, set()


def badun_items(k):
    """卷三十八 八迍: 「時令死氣發用，一也；用被地盤旺氣所勝，二也；俯仰見
    丘墓仇克，三也；乘凶將，四也；帶刑，五也；下賊上，六也；見墳墓哭泣神，
    七也；凶神臨日辰，八也」, read as its worked chart reads them (癸酉日午
    時亥將春占)."""
    p = k.on(k.t0)
    return [
        k.vig((k.t0, "死")),
        AND(gz.checks(p, k.t0), k.vig((k.t0, "死"), (p, "旺"))),
        k.t0 == kf.mu_of(p) and gz.checks(p, k.t0),
        not k.good(k.t0),
        any(gz.XING[x] == y for x, y in ((k.t0, k.L), (k.t0, k.branch),
                                        (k.L, k.t0), (k.branch, k.t0))),
        any(gz.checks(k.on(t), t) for t in k.trans),
        # 「子為虛宿，與白虎同位」; 「子得虛宿，主墳墓哭泣」
        "子" in k.trans,
        not k.good(k.a) and not k.good(k.c),
    ]


def wufu_items(k):
    """卷三十七 五福: 「初傳囚氣，末傳旺相，一也；子逢凶，母帶德解救之，二
    也；初傳凶將，末傳吉神，三也；初傳鬼，年命上神克之，四也；德臨日上，
    五也」."""
    nm = [None if p is None else gz.checks(k.up(p), k.t0)
          for p in (k.birth, k.xn)]
    return [
        k.vig((k.t0, "囚死"), (k.t2, "旺相")),
        gz.gives(k.t2, k.t0),
        not k.good(k.t0) and k.good(k.t2),
        AND(gz.checks(k.t0, k.stem), OR(*nm)),
        k.a == kf.DE[k.stem],
    ]


@rule("BADUN")
def badun(k):
    # 「此八凶者為迍」: all eight.
    return AND(*badun_items(k)), set()


@rule("WUFU")
def wufu(k):
    # 「五吉者為福」: all five.
    return AND(*wufu_items(k)), set()


@rule("DUNFU")
def dunfu(k):
    # 「凡八迍課得五福為迍福課」, read by its worked chart (癸酉日午時亥將春
    # 占): all eight 迍 and at least one 福, since by the letter of the five
    # that chart has three (its 「巳受子克，得救人救」 and 「癸德附戊，戊寄丙，
    # 午臨日」 are not 「初傳鬼，年命上神克之」 and 「德臨日上」), and 卷三十八
    # counts them (「惡將都看有幾迍…又祝福之多少均」).
    return AND(*badun_items(k), OR(*wufu_items(k))), set()


HAI_KIND = {"子未": "勢家害", "丑午": "少凌長害", "卯辰": "少凌長害",
            "寅巳": "競強爭進害", "申亥": "競強爭進害", "酉戌": "鬼害"}


@rule("QINHAI")
def qinhai(k):
    # 「凡課日辰六害相加，並行年為用，為侵害課」; 「侵害。干支害神上下相加
    # 發用，臨行年更的」 (丙子日申時卯將: 「子日未害並用子」, 未 over 子 and
    # 子 發用): the 六害 of 日 or 辰 over it (or it over its 害), one of the
    # two the 初傳.
    var = set()
    for x in (k.branch, k.L):
        y = gz.HAI[x]
        if (k.up(x) == y or k.up(y) == x) and k.t0 in (x, y):
            for pair, name in HAI_KIND.items():
                if {x, y} == set(pair):
                    var.add(name)
    return bool(var), var


def xing_kind(x):
    if x in "寅巳申":
        return "無恩刑"
    if x in "丑戌未":
        return "恃勢刑"
    if x in "子卯":
        return "無禮刑"
    return "自刑"


@rule("XINGSHANG")
def xingshang(k):
    # 「凡課中三刑發用，並行年為刑傷課」 (庚午日寅時子將: 「午為支刑臨日用」),
    # 象曰 「如刑神為用，或遞互相加」: the 初傳 in a 刑 with the 支 or the
    # stem's 寄宮 (either way), or with the palace it stands on.
    p = k.on(k.t0)
    st = any(gz.XING[x] == y for x, y in (
        (k.branch, k.t0), (k.L, k.t0), (k.t0, k.branch), (k.t0, k.L),
        (k.t0, p), (p, k.t0)))
    return st, ({xing_kind(k.t0)} if st else set())


@rule("GUIZHUXING")
def guizhuxing(k):
    # 「或六處有神作支之自刑，又作干鬼，結連三傳，為鬼助刑，或伐德甚凶」:
    # the 支 (辰午酉亥), overcoming the stem, on one of the six places (日辰
    # 陰陽, 年命上) and in the transmissions.
    b = k.branch
    if gz.XING[b] != b or not gz.checks(b, k.stem) or b not in k.trans:
        return False, set()
    six = OR(b in k.uppers, *[None if p is None else k.up(p) == b
                              for p in (k.birth, k.xn)])
    var = {"伐德"} if gz.checks(b, kf.DE[k.stem]) else set()
    return six, var


@rule("XINGDE")
def xingde(k):
    # 「凡偷盜，男女奔走，止論刑德…德勝刑，易獲；刑勝德，難見。德刑不相剋，
    # 見閉口課中推」 (庚子日: 支刑卯, 日德申, 「金德，木刑也」)
    de, xing = kf.DE[k.stem], gz.XING[k.branch]
    if gz.checks(de, xing):
        return True, {"德勝刑"}
    if gz.checks(xing, de):
        return True, {"刑勝德"}
    return False, set()


def sizheng(day):
    """四正: 「朔望弦晦也。初一為朔，初八為弦，十五為望，二十三為下弦，月終
    為晦」 (the 29th may or may not be the last)."""
    if day is None:
        return None
    if day in (1, 8, 15, 23, 30):
        return True
    return None if day == 29 else False


@rule("ERFAN")
def erfan(k):
    # 「凡四仲月將遇四正及四平日占，得日月宿加四仲，斗罡繫丑未，為二煩課」;
    # 「日宿臨仲，斗繫丑未，曰天煩。月宿臨仲，斗繫丑未，曰地煩。日月宿俱臨
    # 仲，斗繫丑未，曰天地二煩」. 日宿 「正月起亥，逆行十二辰」 (the 月將 in
    # the book's chart, 「月將為日宿」; the general when the month is not
    # given); 月宿 by the day count; 四平 「即四仲也」 (the day's 支).
    # 「附：日月宿臨仲，斗不繫丑未，又名杜傳」 with 「日月宿不發用者不真」,
    # as every 杜傳 chart of the book has its 宿 發用 (and not all of them a
    # 四正 or 四平 day).
    # 「月將為日宿」 (its chart: 九月初三, 卯將) with 「更詳七政歷細度為準」:
    # the general is the 日宿 where it can be the month's, its own by
    # 「正月起亥」 or the one before it (the 中氣 not yet come); else the
    # month's own.
    if k.lunar_month:
        own = badd("亥", -(k.lunar_month - 1))
        sun = k.general if k.general in (own, badd(own, 1)) else own
    else:
        sun = k.general
    dou = k.on("辰") in "丑未"
    sun_on = kf.zhong(k.on(sun))
    m, second = kf.moon_mansion(k.lunar_month, k.lunar_day)
    mp = None if m is None else kf.MANSION_PALACE[m]
    moon_on = None if mp is None else kf.zhong(k.on(mp))
    when = AND(kf.zhong(k.general),
               OR(kf.zhong(k.branch), sizheng(k.lunar_day)))
    tian = AND(when, sun_on, dou)
    di = AND(when, moon_on, dou)
    du = AND(not dou, OR(sun_on and k.t0 == sun,
                         AND(moon_on, k.t0 == mp) if mp else None))
    var = set()
    if tian:
        var.add("天煩")
    if di:
        var.add("地煩")
    if tian and di:
        var.add("天地二煩")
    if du:
        var.add("杜傳")
        # named by the 宿 on the 仲: 「戌將卯時己卯日占 … 皆乃天煩杜傳」 (the
        # 日宿 戌 on 卯), 「庚戌日戌加卯發用，是地煩杜傳」 (the 月宿 戌 on
        # 卯); the first names it with no lunar date given (the 月宿
        # unknown); with both on a 仲 the book gives no 杜傳 chart
        # (《心鏡》 calls the pair 「天地煩」, a name not decided here)
        if sun_on and not moon_on:
            var.add("天煩")
        if moon_on and not sun_on:
            var.add("地煩")
    # 「月宿遇重留者更凶」
    if di and second:
        var.add("重留更凶")
    return OR(tian, di, du), var
