"""liuren - tests/oracle/kejing_ji2.py: the second reading of 課經集二:
鑄印 斲輪 引從 亨通 繁昌 榮華 德慶 合歡 和美 斬關 閉口. Each rule returns
(state, variants), state True, False or None (未論).

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


@rule("ZHUYIN")
def zhuyin(k):
    # 「凡課得戌加巳中傳，為鑄印課」; 《訂訛》 「鑄印，三傳巳戌卯」
    st = k.trans == ["巳", "戌", "卯"] or (k.t1 == "戌" and k.on("戌") == "巳")
    var = set()
    if st:
        # 《訂訛》 「卯為車，又名鑄印乘軒」
        if "卯" in k.trans:
            var.add("鑄印乘軒")
        # 「戊己日又為生日之印，更遇太常為綬，乃印綬雙全」
        if k.stem in "戊己" and any(k.gen(t) == "太常" for t in k.trans):
            var.add("印綬雙全")
        # 《訂訛》 「戌卯或值空亡，則為破印損模」
        if k.is_void("戌") or k.is_void("卯"):
            var.add("破印損模")
    return st, var


@rule("ZHUOLUN")
def zhuolun(k):
    # 「凡課卯加庚或加辛為用，曰斲輪課」; 《訂訛》 「卯加庚辛申酉發用」
    # (《觀月經》 「庚申辛酉為斤斧」): 卯 the 初傳 on 申 or 酉, or on the
    # day's own 庚 or 辛 (「或辛卯日干上卯為財就人象」: 辛 at 戌).
    p = k.on(k.t0)
    st = k.t0 == "卯" and (p in "申酉" or (k.stem in "庚辛" and p == k.L))
    var = set()
    if st:
        # 「如太沖加庚為上，加辛次之」
        var.add("加庚為上" if p == "申" else "加辛次之")
        # 「值空亡為朽木難雕」
        if k.is_void("卯"):
            var.add("朽木難雕")
        # 「春季甲乙日寅卯時為傷斧；秋季庚辛日申酉時為傷輪」
        if k.month and k.month in "寅卯辰" and k.stem in "甲乙" \
                and k.hour in "寅卯":
            var.add("傷斧")
        if k.month and k.month in "申酉戌" and k.stem in "庚辛" \
                and k.hour in "申酉":
            var.add("傷輪")
    return st, var


def gongs(k, x):
    """Do the 初傳 and 末傳 stand on the palaces before and after X (「日
    辰干支前後上神發用為初末傳」: 庚辰日 「初傳寅加酉居日前，末傳子加未居日
    後」)?"""
    return k.on(k.t0) == badd(x, 1) and k.on(k.t2) == badd(x, -1)


@rule("YINCONG")
def yincong(k):
    # 「凡課日辰干支前後上神發用為初末傳，曰引從課」, and in the same
    # paragraph and the 《訂訛》: 干支 拱 日祿 or a noble (丁巳、己巳、癸亥日
    # 伏吟 拱祿; 甲子 庚午 己酉 伏吟 拱貴).
    var = set()
    two = {k.day_noble, k.night_noble}
    if gongs(k, k.L):
        var.add("兩貴引從天干" if {k.t0, k.t2} == two else "拱干")
    if gongs(k, k.branch):
        var.add("兩貴引從地支" if {k.t0, k.t2} == two else "拱支")
    # 干支拱 on a 伏吟 only: its cases are all 伏吟, and the 畢法's own
    # 「干支拱定日祿格 惟伏吟卦為的」, 「干支拱夜貴晝貴格 惟伏吟為的」
    for x in ([kf.LU[k.stem]] + sorted(two) if k.d == 0 else []):
        if {k.a, k.c} == {badd(x, 1), badd(x, -1)}:
            var.add("干支拱祿" if x == kf.LU[k.stem] else "干支拱貴")
    return bool(var), var


def gives(x, y):
    return gz.gives(x, y)


@rule("HENGTONG")
def hengtong(k):
    # 《訂訛》: 「初生中、中生末、末生干，用語末生中、中生初、初生干，為遞
    # 生格。或干上生干、支上生支，為俱生格。或干上生支，支上生干，為互生格。
    # 或干上乃干旺神，支上乃支旺神，為俱旺格。或干上乃支旺神，支上乃干旺神，
    # 為互旺格」; 課經 「或支加干生日，為自在格」.
    t0, t1, t2, s, b = k.t0, k.t1, k.t2, k.stem, k.branch
    var = set()
    if (gives(t0, t1) and gives(t1, t2) and gives(t2, s)) or \
            (gives(t2, t1) and gives(t1, t0) and gives(t0, s)):
        var.add("遞生格")
    if gives(k.a, s) and gives(k.c, b):
        var.add("俱生格")
    if gives(k.a, b) and gives(k.c, s):
        var.add("互生格")
    if k.a == kf.wang_of(s) and k.c == kf.wang_of(b):
        var.add("俱旺格")
    if k.a == kf.wang_of(b) and k.c == kf.wang_of(s):
        var.add("互旺格")
    if k.a == b and gives(b, s):
        var.add("自在格")
    return bool(var), var


@rule("FANCHANG")
def fanchang(k):
    # 「凡夫妻年立德方發用，為繁昌課」: the couple's running years; with one
    # of them unknown the chart does not tell.
    hx, wx = k.husband_xn, k.wife_xn
    if hx is None or wx is None:
        return None, set()
    # 德孕格: 「夫妻行年乘本命旺相氣，又值干支德合」: the gods on the two
    # years are 六合 (寅亥 in the book's chart) and each produces or
    # matches its year; 旺孕格: 「夫妻行年俱隨旺相氣三合位上」 (default
    # fanchang-wangyun: the years).
    var = set()
    uh, uw = k.up(hx), k.up(wx)
    if gz.HE.get(hx) == wx and (gz.gives(uh, hx) or gz.gives(hx, uh)) and \
            (gz.gives(uw, wx) or gz.gives(wx, uw)):
        var.add("德孕格")
    if kf.same_trine(hx, wx) and k.vig((hx, "旺相"), (wx, "旺相")):
        var.add("旺孕格")
    if var:
        return True, var
    return (None if k.month is None else False), set()


@rule("RONGHUA")
def ronghua(k):
    # 「凡祿馬貴人臨干支年命並旺相氣發用入傳，更乘吉將為榮華課」 (丙申日
    # 卯時子將: 干上寅 驛馬, 支上巳 日祿, 初傳巳相氣, 末傳亥貴人): a 祿, 馬
    # or noble as the 初傳, 旺相, standing on 干, 支 or 年命, with one of
    # the 祿 馬 貴 of the transmissions on a 吉將.
    lu, ma = kf.LU[k.stem], kf.horse(k.branch)
    items = {lu, ma, k.day_noble, k.night_noble}
    st = AND(k.t0 in items, k.wx(k.t0), k.on_places(k.t0),
             any(t in items and k.good(t) for t in k.trans))
    return st, set()


def des(k):
    """干德, 支德, 天德, 月德 (None for those the month would give)."""
    out = [kf.DE[k.stem], kf.zhi_de(k.branch)]
    if k.month is None:
        out += [None, None]
    else:
        out += [kf.TIANDE[k.month], kf.YUEDE[k.month]]
    return out


@rule("DEQING")
def deqing(k):
    # 「凡課日辰干支德神，及天月二德發用，並在年命乘吉將，為德慶課」
    # (戊子日: 「巳為德神加子發用」): a 德 as the 初傳, riding a 吉將.
    return AND(IN(k.t0, des(k)), k.good(k.t0)), set()


def he6(x, y):
    return gz.HE[x] == y


def he36(x, y):
    return he6(x, y) or kf.same_trine(x, y)


@rule("HEHUAN")
def hehuan(k):
    # 「凡課日辰遇天干作合，及支三合六合發用，並占人年命俱乘吉將，為合歡
    # 課」 (戊申日子時申將: 子與干上丑作六合發用, 干上丑遁癸合戊, 亥命見未
    # 為貴人, 行年辰見子為青龍): a 合 at the 日辰 (the 發用 in 六合 or
    # 三合 with 日 辰 or their gods, or a hidden stem of 干上 or the 初傳
    # combining with the day's stem), and the gods on 本命 and 行年 both on
    # 吉將.
    places = [k.L, k.branch, k.a, k.c]
    he = any(he36(k.t0, x) for x in places if x != k.t0) or any(
        k.hidden(x) == kf.HE_STEM[k.stem] for x in (k.a, k.t0))

    def good_on(p):
        return None if p is None else k.good(k.up(p))
    return AND(he, good_on(k.birth), good_on(k.xn)), set()


@rule("HEMEI")
def hemei(k):
    # 「凡課干支遇三合六合，上下遞互相合，取為和美課。如三傳三合，干支上見
    # 六合…三六相呼」; the cases it names: 干支上神作六合 (戊辰日干上丑
    # 支上子), 上下 (乙酉、丙申伏吟; 乙丑日干上子 「干支上下作三六合」),
    # 交互 (丙寅日干上亥), 干支相會 (辛卯日卯加辛, 壬寅日亥加寅).
    var = set()
    if set(k.trans) == set(gz.trine(k.t0)) and any(
            he6(x, t) for x in (k.a, k.c) for t in k.trans):
        var.add("三六相呼")
    if he6(k.a, k.c):
        var.add("干支上神作六合")
    # the other cases it names (上下, 交互, 干支相會) have no name of their
    # own: they fire the 課 without a variant
    other = (he36(k.a, k.L) and he36(k.c, k.branch)) or \
        (he36(k.a, k.branch) and he36(k.c, k.L)) or \
        (k.a == k.branch and he6(k.branch, k.L)) or \
        (k.c == k.L and he6(k.L, k.branch))
    return bool(var) or other, var


@rule("ZHANGUAN")
def zhanguan(k):
    # 「凡卦魁罡加日辰發用，為斬關課」
    st = k.t0 in "辰戌" and k.on_day(k.t0)
    var = set()
    if st:
        # 《訂訛》 「又傳見申酉虎陰為斬關得斷…及不見申酉虎陰，皆名斬關不斷」
        cut = any(t in "申酉" or k.gen(t) in ("白虎", "太陰")
                  for t in k.trans)
        var.add("斬關得斷" if cut else "斬關不斷")
        # 「若魁罡作官鬼為直符，或作罗网乘凶將，及罡塞鬼戶、魁度天門，皆謂之
        # 斬關逢吏」: the 初傳 the day's 鬼 and the 旬首 (「旬首…直符之使」,
        # 六儀), or a 羅網 (日辰前一位 or its 沖) on a 凶將, or 辰 on 寅, or 戌
        # on 亥.
        # 「若甲戊庚日丑貴登天門，辰罡塞鬼戶，六神藏、四煞沒更吉」: 辰 on 寅
        # with 丑, the noble, on 亥 is the 四大吉時, not 逢吏.
        luo = k.t0 in (badd(k.L, 1), badd(k.L, 7), badd(k.branch, 1),
                       badd(k.branch, 7))
        gate = k.stem in "甲戊庚" and k.noble == "丑" and k.on("丑") == "亥"
        if (gz.checks(k.t0, k.stem) and k.t0 == k.xun) or \
                (luo and not k.good(k.t0)) or \
                (k.on("辰") == "寅" and not gate) or k.on("戌") == "亥":
            var.add("斬關逢吏")
        # 「加四仲為天地關隔」
        if kf.zhong(k.on(k.t0)):
            var.add("天地關隔")
    return st, var


@rule("BIKOU")
def bikou(k):
    # 「凡旬尾加旬首，或旬首乘元武，或旬首位上神乘元武發用者，為閉口課」;
    # 《訂訛》 「又法不論發用，但看元武當旬首，逆推度四神…亦是」, a form it
    # says is for thieves and runaways (「逆推四神，專為逃與盜而設」; 課經
    # 「如六甲占盜賊…不論發用，為閉口也」): 玄武 on the 旬首 when the matter
    # asked is 盜.
    head, tail = k.xun, k.xun_tail()
    var = set()
    st = (k.t0 == tail and k.on(tail) == head) or \
        (k.t0 == head and k.gen(head) == "玄武") or \
        (k.t0 == k.up(head) and k.gen(k.t0) == "玄武")
    if not st and k.gen(head) == "玄武":
        st = None if k.ask is None else k.ask == "盜"
    # 「凡旬尾加干，旬首加支，為一旬周遍格」; 《訂訛》 「或旬首加干，旬尾加支」
    if {k.a, k.c} == {head, tail} and k.a != k.c:
        var.add("一旬周遍格")
    return OR(st, bool(var)), var
