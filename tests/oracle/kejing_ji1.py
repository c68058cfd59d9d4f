"""liuren - tests/oracle/kejing_ji1.py: the second reading of 課經集一 and
vol. 31 of the seeds: 三光 三陽 四順 三奇 連茹 六儀 時泰 天恩 龍德 官爵
富貴 (with the noble's rules) 軒蓋. Each rule returns (state, variants),
state True (fired), False (no) or None (未論).

Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
"""
import ganzhi as gz
import kejing_facts as kf
from kejing_facts import AND, OR, NOT, IN

RULES = {}


def rule(key):
    def wrap(f):
        RULES[key] = f
        return f
    return wrap


@rule("SANGUANG")
def sanguang(k):
    # 「凡課用神、日辰旺相，吉神在中，為三光課…此三處神更乘吉將」; 《訂訛》
    # 「日辰、發用者旺相，乘吉將」; 《觀月經》 「日辰兼有炁…如春甲乙，夏丙
    # 丁之類」: the stem, the branch and the 初傳 旺相, and the gods of the
    # three places (干上, 支上, 初傳) ride 吉將.
    st = AND(k.vig((k.stem, "旺相"), (k.branch, "旺相"), (k.t0, "旺相")),
             k.good(k.a), k.good(k.c), k.good(k.t0))
    var = set()
    # 「若日辰居天乙後，中末囚死，則應三光失明之象」
    if st and k.back(k.a) and k.back(k.c) and k.qs(k.t1) and k.qs(k.t2):
        var.add("三光失明")
    # 《袖中金》 「末傳卻值凶將刑害交互者…名三光埋影」
    if st and not k.good(k.t2) and (
            gz.XING[k.t2] in (k.L, k.branch) or
            gz.HAI[k.t2] in (k.L, k.branch)):
        var.add("三光埋影")
    return st, var


@rule("SANYANG")
def sanyang(k):
    # 「凡課天乙順行，日辰有氣居前，旺相氣發用，為三陽課」; the 《訂訛》
    # 「天乙順行，日辰居前，發用旺相」 drops 有氣, as the book's own chart
    # does (乙丑日酉時戌將: 丑 in spring is 死). 日辰居前: the generals of
    # 干上 and 支上 are among the five in front of the noble.
    st = AND(k.forward, k.front(k.a), k.front(k.c), k.wx(k.t0))
    var = set()
    # 「若天乙在辰戌為貴人坐獄…用神為鬼賊克日，中末無救，則應三陽不泰」
    if st and (k.on(k.noble) in "辰戌" or (
            gz.checks(k.t0, k.stem) and not gz.checks(k.t1, k.t0)
            and not gz.checks(k.t2, k.t0))):
        var.add("三陽不泰")
    return st, var


@rule("SISHUN")
def sishun(k):
    # 《訂訛》 四順: 「初神將凶，末神吉，一也；初死囚，末旺相，二也；天乙順
    # 行，三也；傳出天乙前，四也」; 傳出天乙前 by the default sishun-noble
    # (last): the 末傳's general in front of the noble.
    st = AND(not k.good(k.t0), k.good(k.t2),
             k.vig((k.t0, "囚死"), (k.t2, "旺相")), k.forward, k.front(k.t2))
    return st, set()


def xun_qi(k):
    # 旬奇: 「甲子、甲戌旬用丑，甲申、甲午旬用子；甲辰、甲寅旬用亥」
    return {"子": "丑", "戌": "丑", "申": "子", "午": "子",
            "辰": "亥", "寅": "亥"}[k.xun]


# 日奇 (干奇): 「甲日用午、丙奇辰、乙巳、丁卯、戊奇寅、己丑、庚未、辛申位、
# 壬奇取酉、癸戌」
GAN_QI = dict(zip(gz.STEMS, "午巳辰卯寅丑未申酉戌"))


@rule("SANQI")
def sanqi(k):
    # 「凡課得旬日之奇發用或入傳，為三奇課」; 《訂訛》 「旬奇、干奇並臨為上
    # 有旬奇。無干奇亦可，若止有干奇不名三奇」: the 旬奇 in the transmissions.
    q, g = xun_qi(k), GAN_QI[k.stem]
    st = q in k.trans
    var = set()
    if st:
        var.add("旬奇發用" if k.t0 == q else "旬奇入傳")
        if g in k.trans:
            var.add("旬日奇並")
        # 「或逢亥子丑兼全，為三奇聯珠」
        if set(k.trans) == set("亥子丑"):
            var.add("三奇聯珠")
        # 《訂訛》 「此課如奇作空亡，未免奇精有損」
        if any(k.is_void(x) for x in (q, g) if x in k.trans):
            var.add("奇空")
    return st, var


# 卷三十一 連茹: the 24 forms by first branch, forward and backward
LIANRU_FWD = dict(zip("亥子丑寅卯辰巳午未申酉戌",
                      "陽光 含春 將泰 正和 離漸 升階 迎陽 麗明 回春 流金 革故 "
                      "隱明".split()))
LIANRU_BWD = dict(zip("亥戌酉申未午巳辰卯寅丑子",
                      "回陰 返駕 出獄 凌陰 漸希 登庸 正己 返照 聯芳 游魂 入墓 "
                      "重陰".split()))


def step(k):
    a, b, c = (gz.bidx(x) for x in k.trans)
    s1, s2 = (b - a) % 12, (c - b) % 12
    return s1 if s1 == s2 else None


@rule("LIANRU")
def lianru(k):
    # 卷三十一: 「亥子丑陽光 … 子亥戌重陰」: three consecutive branches,
    # forward or backward.
    s = step(k)
    if s == 1:
        return True, {LIANRU_FWD[k.t0]}
    if s == 11:
        return True, {LIANRU_BWD[k.t0]}
    return False, set()


# 支儀: 「子午、丑巳、寅儀辰，卯卯、巳丑、辰儀寅，午未、未申、申儀酉、酉戌、
# 戌亥、亥子神」
ZHI_YI = dict(zip(gz.BRANCHES, "午巳辰卯寅丑未申酉戌亥子"))


@rule("LIUYI")
def liuyi(k):
    # 「凡課的旬首之儀發用或入傳，為六儀課…此為旬六儀…此為支儀也」; the
    # 《訂訛》 「若止有支儀，不名六儀」 is the setting liuyi-zhiyi, whose
    # default (not-alone) this follows: a 支儀 alone is not 六儀.
    xun, zhi = k.xun, ZHI_YI[k.branch]
    has_xun, has_zhi = xun in k.trans, zhi in k.trans
    st = has_xun
    var = set()
    if has_xun:
        var.add("旬儀")
    if has_zhi:
        var.add("支儀")
    if st:
        # 「或旬日儀神俱在傳，更乘天乙吉將，為富貴六儀」; 《訂訛》 「若旬首為
        # 用，更作今日貴人，為富貴六儀」
        if (has_xun and has_zhi and (k.gen(xun) == "貴人" or
                                     k.gen(zhi) == "貴人")) or (
                k.t0 == xun and k.gen(xun) == "貴人"):
            var.add("富貴六儀")
        # 「乙丑、己巳日夜占，乙酉、己丑日晝占，皆旬首作簾幕官」: the 旬首 is
        # the noble of the other half of the day
        curtain = k.night_noble if k.daytime else k.day_noble
        if has_xun and xun == curtain:
            var.add("簾幕")
        # 「理得奇儀全會」: a 旬奇 with the 儀
        if xun_qi(k) in k.trans:
            var.add("奇儀全會")
    return st, var


def cai_or_de(k, b):
    """日財 (the stem overcomes B) or 日德 (干德)."""
    return gz.checks(k.stem, b) or kf.DE[k.stem] == b


@rule("SHITAI")
def shitai(k):
    # 「凡課用起太歲、月建，乘青龍、六合，又帶財德之神，為時泰課」; 《訂訛》
    # 「值逢太歲月建作日財德，太歲發用更佳，入傳亦可」: 太歲 or 月建 in the
    # transmissions, riding 青龍 or 六合, being the day's 財 or 德.
    fit = [t for t in k.trans
           if k.gen(t) in ("青龍", "六合") and cai_or_de(k, t)]
    return OR(IN(k.year, fit) if fit else False,
              IN(k.month, fit) if fit else False), set()


@rule("TIANEN")
def tianen(k):
    # 《訂訛》 (under 時泰): 「天恩，干支得用，乘貴人兼青龍、天后入傳，或在
    # 年命是也。干支屬本季旺氣，謂之得用」: stem and branch both 旺 (by the
    # month branch, the default tianen-vigour, where 「本季」 reads as the
    # season everywhere else in the book), and 貴人, 青龍 and 天后 each on a
    # transmission or on the god over 本命 or 行年.
    gens_t = {k.gen(t) for t in k.trans}
    need = ("貴人", "青龍", "天后")
    places = [k.birth, k.xn]
    nm = [None if p is None else k.gen(k.up(p)) for p in places]

    def found(g):
        return OR(g in gens_t, IN(g, nm))
    st = AND(k.vig((k.stem, "旺"), (k.branch, "旺"), by_month=True),
             *[found(g) for g in need])
    var = set()
    if st:
        # 「此課若傳見空亡，又名天恩未定」
        if any(k.is_void(t) for t in k.trans):
            var.add("天恩未定")
    return st, var


@rule("LONGDE")
def longde(k):
    # 「凡太歲月將乘貴人發用，為龍德課」; 象曰 「如太歲乘貴人發用，傳中見
    # 月將亦是」: the 初傳 is 太歲 and rides the noble, with the 月將 in the
    # transmissions.
    return AND(IN(k.t0, [k.year]), k.gen(k.t0) == "貴人",
               k.general in k.trans), set()


@rule("GUANJUE")
def guanjue(k):
    # 「凡課得歲月年命驛馬發用，又天魁太常入傳，為官爵課」; 《訂訛》 「或驛
    # 馬發用，印綬入傳，或印綬發用，驛馬入傳」 (天魁印，太常綬). Whose 驛馬:
    # the default guanjue-horse (all): 太歲, 月建, the day, the hour, 本命
    # and 行年.
    # 印綬發用: the 初傳 the 印 (戌) or on the 綬 (太常).
    src = [k.year, k.month, k.branch, k.hour, k.birth, k.xn]
    horses = [None if s is None else kf.horse(s) for s in src]

    def is_horse(x):
        return IN(x, horses) if kf.meng(x) else False
    seal = "戌" in k.trans and any(k.gen(t) == "太常" for t in k.trans)
    horse_in = OR(*[is_horse(t) for t in k.trans])
    st = OR(AND(is_horse(k.t0), seal),
            AND(k.t0 == "戌" or k.gen(k.t0) == "太常", seal, horse_in))
    var = set()
    if st:
        # 《訂訛》 「印綬空亡，官爵脫失」; 象曰 「魁常值空亡…則為官爵失印」
        if k.is_void("戌"):
            var.add("官爵失印")
        # 《訂訛》 「傳中合神動，更主重遷。如寅為驛馬發用，末傳亥是也」
        if gz.HE[k.t0] == k.t2:
            var.add("重遷")
        # (平地登霄 is the 《觀月經》's name for the whole 課, not a form)
    return st, var


@rule("FUGUI")
def fugui(k):
    # 「凡課得天乙乘旺相氣，上下相生，更臨日辰年命發用，為富貴課」; the
    # 《訂訛》 「富貴，天乙發用乘旺相，臨日辰行年，傳終有氣是也。又干支逢祿
    # 馬亦是」 drops 上下相生, as the 《觀月經》's chart does (四月壬子日申將
    # 卯時: 巳 on 子, 下賊上); its 「傳終有氣」 is not read, since the book's
    # own chart (二月辛巳日丑時戌將) ends on 申, 囚 in spring. So: the 初傳
    # rides the noble, is 旺相 and stands on 日, 辰 or 年命; or 干上 and 支上
    # are the day's 祿 and the 支's 馬.
    st = AND(k.gen(k.t0) == "貴人", k.wx(k.t0), k.on_places(k.t0))
    lu_ma = {k.a, k.c} == {kf.LU[k.stem], kf.horse(k.branch)}
    return OR(st, lu_ma), set()


@rule("GUI_PRISON")
def gui_prison(k):
    # 《訂訛》 「此課如貴人入獄，又名勢消課…乙辛辰戌日及辰戌年命之人又不以
    # 坐獄論」; 象曰 「若貴人臨辰戌為入獄」: the noble stands on 辰 or 戌.
    p = k.on(k.noble)
    if p not in "辰戌" or k.stem in "乙辛" or k.branch in "辰戌":
        return False, set()

    def jail(x):
        return None if x is None else x in "辰戌"
    exempt = OR(jail(k.birth), jail(k.xn))
    return NOT(exempt), {"勢消"}


def day_palace(p):
    """卯 … 申: 榮華's chart of 貴人蹉跎 has 「晝貴丑坐酉」 as a day noble at
    night, so here 酉 is a night palace (six and six)."""
    return p in "卯辰巳午未申"


@rule("GUI_STUMBLE")
def gui_stumble(k):
    # 「日貴在夜，夜貴在日，為貴人蹉跌…然日貴在夜，開眼作暗。夜貴在日，自暗
    # 而明」 (榮華: 「甲子日晝貴丑坐酉，夜貴未坐卯，為貴人蹉跎」, a chart with
    # no hour, so both nobles are read whichever is in use): the day noble
    # on a night palace or the night noble on a day palace.
    var = set()
    if not day_palace(k.on(k.day_noble)):
        var.add("開眼作暗")
    if day_palace(k.on(k.night_noble)):
        var.add("自暗而明")
    return bool(var), var


@rule("GUI_MEET")
def gui_meet(k):
    # 「日貴臨夜貴，夜貴臨日貴」: one noble over the other's palace.
    return (k.up(k.night_noble) == k.day_noble or
            k.up(k.day_noble) == k.night_noble), set()


@rule("GUI_TWO")
def gui_two(k):
    # 「凡傳見晝夜兩貴，主告貴求事必干兩處成就」
    return (k.day_noble in k.trans and k.night_noble in k.trans), set()


@rule("GUI_EVERYWHERE")
def gui_everywhere(k):
    # 「或四課三傳皆晝夜貴，為遍地貴人」: the day and the night noble both in
    # the lessons and both in the transmissions (榮華's chart of it, 丁酉日
    # 干上酉、支上亥, has 支陰 丑 and 三傳 酉亥丑: 「皆」 is of the two
    # groups, not of every place in them).
    two = {k.day_noble, k.night_noble}
    return two <= set(k.uppers) and two <= set(k.trans), set()


@rule("GUI_SIDE")
def gui_side(k):
    # 「貴在干前事不宜迫…貴在干後，宜催不催」: where the noble stands from
    # the stem's 寄宮, forward (1 … 5 palaces) or back.
    s = (gz.bidx(k.on(k.noble)) - gz.bidx(k.L)) % 12
    if 1 <= s <= 5:
        return True, {"貴在干前"}
    if 7 <= s <= 11:
        return True, {"貴在干後"}
    return False, set()


@rule("GUI_VOID")
def gui_void(k):
    # 「兩貴逢空」 (榮華: 「丁丑日酉加未、亥加酉為例，兩貴逢空」: 酉 void,
    # 亥 on the void 酉): each noble void or standing on a void palace.
    def empty(n):
        return k.is_void(n) or k.is_void(k.on(n))
    return empty(k.day_noble) and empty(k.night_noble), set()


@rule("GUI_CHECKED")
def gui_checked(k):
    # 「兩貴坐受克方，不可告貴用事」 (榮華: 「丙丁日亥加未、酉加巳」)
    return all(gz.checks(k.on(n), n) for n in (k.day_noble, k.night_noble)), \
        set()


@rule("GUI_BIRD")
def gui_bird(k):
    # 「朱雀所乘神克貴，求文書貴人忌憚」
    return gz.checks(k.where["朱雀"], k.noble), set()


@rule("GUI_GHOST")
def gui_ghost(k):
    # 「六丁日貴作日鬼臨日，占官利…臨支家神致病」 (榮華: 「六丁日亥加未例，
    # 貴作日鬼臨干」): on a 丁 day (the book names no other), the noble
    # overcomes the stem and stands on 日 or 辰.
    return (k.stem == "丁" and gz.checks(k.noble, k.stem) and
            k.on_day(k.noble)), set()


@rule("GUI_HARM")
def gui_harm(k):
    # 「貴作六害，占訟理直而遭曲斷」: the noble is the 六害 of 日 or 辰.
    return (gz.HAI[k.noble] in (k.L, k.branch)), set()


@rule("XUANGAI")
def xuangai(k):
    # 「凡課值勝光為用，遇太沖、神后，為軒蓋課」 (三傳午卯子)
    st = k.t0 == "午" and "卯" in k.trans and "子" in k.trans
    var = set()
    if st:
        # (鵬得搖風 and 華蓋 are the 《觀月經》's and the 《訂訛》's names for
        # the whole 課, not forms of it)
        # 《袖中金》 (三交) 「若空亡則為乘軒落馬」; 象曰 「或空亡…則為乘軒落
        # 馬之象」
        if any(k.is_void(t) for t in k.trans):
            var.add("乘軒落馬")
    return st, var
