"""liuren - tests/oracle/bifa_25_50.py: the second reading of 《畢法賦》,
《六壬大全》 卷十一, 第二十五–第五十法 (as bifa_01_24.py).
Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
"""
from ganzhi import BRANCHES, HAI, HE, checks, chong, gives
from ganzhi import overcomes, phase, produces
import bifa_facts as bf
from bifa_facts import LU, MA, POSUI, birth, ruin
from bifa_facts import tomb
from bifa_verdict import NO, UNKNOWN, Ge, fa, verdict


def ding_in_places(f):
    """The 旬's 丁 in 三傳、日辰 (干上, 支上) or 年命 (上): True, False, or None
    when only an unknown 年命 could hold it."""
    if f.ding in f.six_places():
        return True
    return f.ming_any(lambda u: u == f.ding)


HUOGUI = "午酉子卯"     # 火鬼: 「春午夏酉秋子冬卯」 (卷一; 第二十五法)


# 「謂庚辛二干，三傳、年命、日辰逢旬內六丁神者，必主凶動」 (第二十五法; 未論
# without 年命 when no other place holds the 丁). Its 格 (read on any day,
# as their examples are): 火鬼蛇雀克宅格 「火鬼乘蛇雀而克宅者」 (支上 the
# season's 火鬼 under 蛇 or 雀, 克 the 支); 人宅罹禍格 「日上神剋日，而辰上
# 神乘丁又剋日」; 蛇虎遁鬼格 「六甲日遁旬內之庚乘白虎在六處，並辛日遁旬內之
# 丁乘螣蛇在六處者」; 馬載虎鬼格 (驛馬 a 鬼 under 白虎, 「甲寅日申加午 …
# 白虎克干」); 蛇虎乘丁格 「乃丁作白虎而克支辰」, 「餘日鬼乘丁作螣蛇」.
@fa(25, "火鬼蛇雀克宅格", "人宅罹禍格", "蛇虎遁鬼格", "馬載虎鬼格",
    "蛇虎乘丁格")
def f25(f):
    g = Ge()
    metal = f.stem in "庚辛"
    found = ding_in_places(f) if metal else False
    g.add(found is True)
    z, d = f.zhi_up, f.ding
    if f.month:
        g.add(z == HUOGUI[(f.month - 1) // 3] and
              f.rides(z) in ("螣蛇", "朱雀") and checks(z, f.branch),
              "火鬼蛇雀克宅格")
    g.add(metal and f.ghost(f.gan_up) and z == d, "人宅罹禍格")
    places = f.six_places() + f.ming_ups()
    geng = f.xun_stem_branch("庚")
    g.add((f.stem == "甲" and f.rides(geng) == "白虎" and geng in places) or
          (f.stem == "辛" and f.rides(d) == "螣蛇" and d in places),
          "蛇虎遁鬼格")
    # 馬載虎鬼格 as 第九十一法 reads it: its list for 戊辰日夜 is the three
    # plates where 寅 stands in 課傳, and 「甲戌及戊申此二日 … 賴鬼空亡不能
    # 為害」: the 虎鬼 placed in the 六處 (年命 those known), not void
    tiger = f.where("白虎")
    g.add(f.ghost(tiger) and tiger == MA[f.branch] and
          tiger in places and not f.is_void(tiger), "馬載虎鬼格")
    snake_tiger = f.rides(d) in ("白虎", "螣蛇")
    g.add(snake_tiger and ((z == d and checks(d, f.branch)) or
                           (f.ghost(d) and d in (f.gan_up, z))), "蛇虎乘丁格")
    return g.result(unknown=found is None)


# 「謂壬癸二日，三傳、年命、日辰之六處，逢旬內之丁神者，必主財動」 (第二十
# 六法). 財乘丁馬格 「緣財神乘丁，或為驛馬者 … 如己丑日亥為財乘丁馬，甲辰、
# 乙巳見未 …」 (the 丁 a 財 in those places); 牛女相會格 「子與丑合，乘太常
# 為用」.
@fa(26, "財乘丁馬格", "牛女相會格")
def f26(f):
    g = Ge()
    water = f.stem in "壬癸"
    found = ding_in_places(f)
    g.add(water and found is True)
    g.add(f.wealth(f.ding) and found is True, "財乘丁馬格")
    t0 = f.trans[0]
    g.add(t0 in "子丑" and f.on(t0) == HE[t0] and f.rides(t0) == "太常",
          "牛女相會格")
    return g.result(unknown=found is None and water)


# 「謂三傳皆作日之財，而生起干上日鬼，而傷其日干者 … 餘生支上鬼者，主破
# 家」 (第二十七法). 傳財化鬼格 (「生起支上神而作日干者」, and 「四己日 … 干上
# 亥，雖為日財，奈三傳曲直木局」); 因財致禍格 「緣財爻反克干上之神者 … 初傳
# 寅木為財乘白虎而傷干上丑土」; 財遁鬼格 「緣日上神作財，卻遁旬中干鬼」; 借錢
# 還債格 「辛酉日干上卯、支上寅，壬子日干上巳 … 凡干支相同者」 (both 財).
@fa(27, "傳財化鬼格", "因財致禍格", "財遁鬼格", "借錢還債格")
def f27(f):
    g = Ge()
    t0 = f.trans[0]
    wealth = bf.all_kin(f, "妻財")
    g.add(wealth and f.ghost(f.gan_up))
    g.add((wealth and f.ghost(f.zhi_up)) or
          (f.wealth(f.gan_up) and bf.all_kin(f, "官鬼")),
          "傳財化鬼格")
    g.add(f.wealth(t0) and checks(t0, f.gan_up), "因財致禍格")
    hs = f.hidden(f.gan_up)
    g.add(f.wealth(f.gan_up) and hs is not None and checks(hs, f.stem),
          "財遁鬼格")
    g.add(f.wealth(f.gan_up) and f.wealth(f.zhi_up), "借錢還債格")
    return g.result()


GHOST_TRINE = {"木": "巳酉丑", "火": "申子辰", "土": "亥卯未", "金": "寅午戌"}


# 「謂三合課中雖作日之鬼 … 獨存申金為財」 (第二十八法: 「丙申、丙子、丙辰
# 三日並干上丑土，可以敵其水局」): 三傳 the 三合 of the 鬼. 取還魂債格 「三傳
# 全為脫氣，反生干上財神者」 (or 支上), and the days it lists whose 三傳 are
# not all 脫: 「壬寅返吟，甲戌、甲午、甲申、甲辰、甲寅日干上戌」; 求財急取格 「乙未日未加乙，雖曰財就人
# 格」 (支 a 財 on the 干); 空財格 「丙子日酉加巳，乃空財」; 危中取財格 「干克支
# 辰為財，支上神為鬼者」. And 取還魂債格 「又如丁丑日酉加巳用，墓土將生空亡
# 之財，亦如前說」: in the 三傳 a void 財 and its 墓 (酉 and 丑), the 墓 being
# the 干's 脫.
@fa(28, "取還魂債格", "求財急取格", "空財格", "危中取財格")
def f28(f):
    g = Ge()
    tri = GHOST_TRINE.get(phase(f.stem))
    g.add(tri is not None and set(f.trans) == set(tri))
    g.add((bf.all_kin(f, "子孫") and
           (f.wealth(f.gan_up) or f.wealth(f.zhi_up))) or
          (f.c.day == "壬寅" and f.c.method == "返吟") or
          (f.c.day in ("甲戌", "甲午", "甲申", "甲辰", "甲寅") and
           f.gan_up == "戌"), "取還魂債格")
    g.add(any(f.wealth(m) and f.is_void(m) and tomb(m) in f.trans and
              f.drains(tomb(m)) for m in f.trans) and
          "取還魂債格" not in g.names, "取還魂債格")
    g.add(f.gan_up == f.branch and f.wealth(f.branch), "求財急取格")
    g.add(f.wealth(f.gan_up) and f.is_void(f.gan_up), "空財格")
    g.add(f.wealth(f.branch) and f.ghost(f.zhi_up), "危中取財格")
    return g.result()


# 「謂三傳生其日干，反脫其支辰者是也」 (第二十九法). 人旺棄宅格 「緣三傳生
# 其日干而克其支辰者」; 贅婿卦 「緣支加干而被干克者，其支上又乘脫氣，或克支
# 者」.
@fa(29, "人旺棄宅格", "贅婿卦")
def f29(f):
    g = Ge()
    tp = bf.trans_phase(f)
    # the book's own 人旺棄宅 charts 「甲午日子加丑」 (三傳子亥戌) and 「丙戌
    # 日卯加辰」 (卯寅丑) are two of one phase and a third read with them, as
    # 第三十法's 丙寅日子加丑: the phase two of the three share
    ps = [phase(t) for t in f.trans]
    if tp is None:
        tp = next((p for p in ps if ps.count(p) >= 2), None)
    feed = tp is not None and produces(tp, phase(f.stem))
    g.add(feed and produces(phase(f.branch), tp))
    g.add(feed and overcomes(tp, phase(f.branch)), "人旺棄宅格")
    g.add(f.gan_up == f.branch and checks(f.stem, f.branch) and
          (gives(f.branch, f.zhi_up) or checks(f.zhi_up, f.branch)),
          "贅婿卦")
    return g.result()


# 「謂三傳竊盜日干反生支辰者是也」 (第三十法; 「甲辰日戌加寅」: 寅午戌 as one
# 火局). 賣宅備患格 「緣三傳生支克干」 (「丙寅日子加丑」: 子亥戌 as water);
# 獅獸沖宅格 「申加戌作白虎，沖支上寅」 (白虎 on the branch opposite 支上,
# 「如對鄰空亡不足畏也」); 血厭克宅格 「緣天后乘血支、血忌作月厭，
# 臨支克支」 (with the month).
@fa(30, "賣宅備患格", "獅獸沖宅格", "血厭克宅格")
def f30(f):
    g = Ge()
    z = f.zhi_up
    tp = bf.trans_phase(f)
    # the book's own 賣宅備患 chart 「丙寅日子加丑」 has 三傳子亥戌: two of
    # water and 戌 read with them, so the phase two of the three share
    ps = [phase(t) for t in f.trans]
    if tp is None:
        tp = next((p for p in ps if ps.count(p) >= 2), None)
    home = tp is not None and produces(tp, phase(f.branch))
    g.add(home and produces(phase(f.stem), tp))
    g.add(home and overcomes(tp, phase(f.stem)), "賣宅備患格")
    # 「如對鄰空亡不足畏也」: a void 白虎 across is no 獅獸
    g.add(f.rides(chong(z)) == "白虎" and not f.is_void(chong(z)),
          "獅獸沖宅格")
    if f.month:
        m = f.month
        g.add(f.rides(z) == "天后" and z == bf.yueyan(m) and
              z in (bf.xueji(m), bf.xuezhi(m)) and checks(z, f.branch),
              "血厭克宅格")
    return g.result()


# 「一自初傳生中，中生末傳，末傳生日干；一自末生中傳，中傳生初傳，初傳生日
# 干」 (第三十一法). 將生財神格 「緣三傳作財，其天將又生財神者」; 支干相生格
# 「壬戌日干上申，支上未土生申金，金來生日」; 兩面刀格 「末傳寅能助初生干，亦
# 能克干」.
@fa(31, "將生財神格", "支干相生格", "兩面刀格")
def f31(f):
    g = Ge()
    t0, t1, t2 = f.trans
    s = f.stem
    g.add((gives(t0, t1) and gives(t1, t2) and gives(t2, s)) or
          (gives(t2, t1) and gives(t1, t0) and gives(t0, s)))
    g.add(all(f.wealth(t) and produces(f.gphase(t), phase(t))
              for t in f.trans), "將生財神格")
    g.add(gives(f.zhi_up, f.gan_up) and gives(f.gan_up, s), "支干相生格")
    g.add(gives(t2, t0) and gives(t0, s) and checks(t2, s), "兩面刀格")
    return g.result()


# 「一初克中，中克末，末剋日干；一末克中，中克初，初剋日干」 (第三十二法).
# 求財大獲格 「自庚金克初傳寅為財，初傳寅木克中傳未土，中傳未土克末傳子水」;
# 土將助財格 「三傳皆財，夜將又皆土神，盡生起財神」; 雀鬼格 「朱雀作日鬼加
# 干 … 如臨年命亦可用」; 三傳內戰格 「緣三傳俱下賊上」.
@fa(32, "求財大獲格", "土將助財格", "雀鬼格", "三傳內戰格")
def f32(f):
    g = Ge()
    t0, t1, t2 = f.trans
    s = f.stem
    g.add((checks(t0, t1) and checks(t1, t2) and checks(t2, s)) or
          (checks(t2, t1) and checks(t1, t0) and checks(t0, s)))
    g.add(checks(s, t0) and checks(t0, t1) and checks(t1, t2), "求財大獲格")
    g.add(all(f.wealth(t) and f.gphase(t) == "土" and
              produces("土", phase(t)) for t in f.trans), "土將助財格")
    bird = f.where("朱雀")
    g.add(f.ghost(bird) and (bird == f.gan_up or bird in f.ming_ups()),
          "雀鬼格")
    g.add(all(checks(f.on(t), t) for t in f.trans), "三傳內戰格")
    return g.result()


# 「夫有始無終者，乃因初傳是日之長生，末傳為干之墓是也。夫難變易者，乃初為
# 干墓，末為干之長生是也」 (第三十三法). 舍損就益格, two charts: 「如甲辰日
# 丑加甲，丑乃日之破碎，支上卯又作六害，又是干之羊刃，宜棄此而就三傳子亥戌
# 為生干」 (干上 the 支's 破碎, 支上 both the 支's 六害 and the 干's 羊刃, and
# the 三傳 bearing the 干: a transmission, not void, that gives it birth);
# 「又如甲子日亥加甲，六月占，乃父母爻作空亡，又是死氣，又為木之長生，主父
# 母災」 (干上 the 干's 父母 and 長生, void, the month's 死氣; 未論 without
# the month; nothing said of the 三傳).
@fa(33, "舍損就益格")
def f33(f):
    g = Ge()
    t0, _, t2 = f.trans
    lo, to = birth(f.stem), tomb(f.stem)
    g.add((t0 == lo and t2 == to) or (t0 == to and t2 == lo))
    a, z = f.gan_up, f.zhi_up
    fed = any(f.gives(t) and not f.is_void(t) for t in f.trans)
    g.add(a == POSUI[f.branch] and z == HAI[f.branch] and
          z == bf.blade(f.stem) and fed, "舍損就益格")
    void_parent = (f.kin(a) == "父母" and a == birth(f.stem) and
                   f.is_void(a))
    if f.month:
        g.add(void_parent and a == bf.siqi(f.month), "舍損就益格")
    return g.result(unknown=f.month is None and void_parent)


# 「戊午日，末傳申生中傳亥水，中傳水生初傳寅木，而剋日干之戊土 … 反賴末之
# 申金部克其寅，又為戊土之長生」 and 「六戊日伏吟，乃初克中，克末，末剋日干
# … 又賴寅徑生其巳火而生戊干也」 (第三十四法). 一喜一悲格 「干上戌乘龍剋日
# … 支上申乘虎生日」; 樂裡生憂格 「庚寅日干上巳乃庚金之長生，支上亥乃寅木
# 之長生 … 其庚金反被亥水脫，寅木又被巳火脫」; 恩多怨深格 「緣干生初恩也，初
# 生中，中生末，末卻剋日干」.
@fa(34, "一喜一悲格", "樂裡生憂格", "恩多怨深格")
def f34(f):
    g = Ge()
    t0, t1, t2 = f.trans
    s = f.stem
    g.add(gives(t2, t1) and gives(t1, t0) and checks(t0, s) and
          checks(t2, t0) and t2 == birth(s))
    g.add(checks(t0, t1) and checks(t1, t2) and checks(t2, s) and
          gives(t2, t0) and gives(t0, s))
    pair = [(f.gan_up, f.zhi_up), (f.zhi_up, f.gan_up)]
    g.add(any(f.ghost(a) and f.rides(a) == "青龍" and f.gives(b) and
              f.rides(b) == "白虎" for a, b in pair), "一喜一悲格")
    # 樂裡生憂格 by its charts: 干上 and 支上 each give birth (庚辰日干上戌,
    # 支上午: not 長生), with the harm behind: each drains the other side
    # (庚寅日干上巳、支上亥), or 「如若動，其支干皆坐於克鄉」 (庚辰) or
    # 「倘動，其支干坐於脫氣鄉」 (庚午日干上辰): where the 干 and the 支 stand
    # in heaven; or 「庚子日干上巳作干之長生，殊不知巳火亦能克庚金」.
    gu, zu = f.gan_up, f.zhi_up
    born = ((gu == birth(s) or gives(gu, s)) and
            (zu == birth(f.branch) or gives(zu, f.branch)))
    gseat, zseat = f.on(f.lodge), f.on(f.branch)
    crossed = gives(s, zu) and gives(f.branch, gu)
    beaten = checks(gseat, s) and checks(zseat, f.branch)
    shed = gives(s, gseat) and gives(f.branch, zseat)
    g.add((born and (crossed or beaten or shed)) or
          (gu == birth(s) and checks(gu, s)), "樂裡生憂格")
    g.add(gives(s, t0) and gives(t0, t1) and gives(t1, t2) and
          checks(t2, s), "恩多怨深格")
    return g.result()


# 「一則支上干上皆乘脫氣；一則干上脫支，支上脫干」 (第三十五法). 財空乘元格
# 「或臨支發用，亦防失脫。如甲子日戌加子，晝占上乘元武」 (a void 財 under
# 玄武 as 發用); 鬼脫乘元格 「緣日鬼或脫氣乘元武 … 為發用尤的」. (The
# paragraph before them, 「遙克、昴星、別責，乘空落空為初傳發用，將乘元武者，
# 凡占定主失脫」, is a sign of loss the commentary adds, not the 脫 of 人宅.)
@fa(35, "財空乘元格", "鬼脫乘元格")
def f35(f):
    g = Ge()
    t0 = f.trans[0]
    g.add(f.drains(f.gan_up) and gives(f.branch, f.zhi_up))
    g.add(gives(f.branch, f.gan_up) and f.drains(f.zhi_up))
    wu = f.rides(t0) == "玄武"
    # 「遙克、昴星、別責，乘空落空為初傳發用，將乘元武者，凡占定主失脫，此
    # 法極驗 … 又有庚子日元首 … 此等日乃空亡乘元武為用，但初傳不係遙克並
    # 昴星」: the 初傳 void or on the void under 玄武, by any method
    g.add(wu and (f.is_void(t0) or f.sits_void(t0)))
    g.add(wu and f.wealth(t0) and f.is_void(t0), "財空乘元格")
    g.add(wu and (f.ghost(t0) or f.drains(t0)), "鬼脫乘元格")
    return g.result()


# 「謂干支上皆逢敗氣者 … 如甲申日干上子、支上午」 (第三十六法). 破敗神臨宅格
# 「己巳、己亥二日，干上乘酉，乃干之敗氣又作支之破碎，故總名為破敗神也 … 一
# 說破敗神臨干主凶，非臨支」.
@fa(36, "破敗神臨宅格")
def f36(f):
    g = Ge()
    g.add(f.gan_up == ruin(f.stem) and f.zhi_up == ruin(f.branch))
    pb = ruin(f.stem)
    g.add(pb == POSUI[f.branch] and pb in (f.gan_up, f.zhi_up),
          "破敗神臨宅格")
    return g.result()


# 「謂末傳助其初傳而生日干者，亦有末助初而克干者，亦有末助初傳而作日之財神
# 者，此三等皆是」 (第三十七法). 抱雞不鬥格 「因初傳或空亡或落空本無意克其日
# 干」; 枉作惡人格 「緣末傳空亡不能助其初傳」; 謁求禍出格 「乃支上神作財生干
# 上神為鬼者」; 自招其禍格 「緣年命自助其初傳而克干者」 (with the querent).
@fa(37, "抱雞不鬥格", "枉作惡人格", "謁求禍出格", "自招其禍格")
def f37(f):
    g = Ge()
    t0, _, t2 = f.trans
    s = f.stem
    helps = gives(t2, t0)
    harm = helps and checks(t0, s)
    g.add(helps and (harm or gives(t0, s) or f.wealth(t0)))
    g.add(harm and (f.is_void(t0) or f.sits_void(t0)), "抱雞不鬥格")
    g.add(harm and (f.is_void(t2) or f.sits_void(t2)), "枉作惡人格")
    g.add(f.wealth(f.zhi_up) and gives(f.zhi_up, f.gan_up) and
          f.ghost(f.gan_up), "謁求禍出格")
    g.add(checks(t0, s) and any(gives(u, t0) for u in f.ming_ups()),
          "自招其禍格")
    return g.result()


# 「地盤旬首上神乘元武者，每日有一二課推之」, 「甲午、甲辰、甲寅三旬，止有天
# 盤之旬首乘元武 … 亦可如其說」, 「但旬尾加旬首即有閉口之意，六旬中皆有」
# (第三十八法). 祿作閉口 「日祿作閉口 … 夜又乘白虎，或乘元武」 (the 祿 the
# 旬尾; or the 發用, 「緣辛未日酉加寅 … 緣日祿作閉口，非旬尾加旬首」, where
# 酉 rides 六合); 財作閉口或食神空亡 「丙寅日干支上酉 … 戊午、己未日干支上亥」 (干上
# or 支上 the 旬尾 and a 財).
@fa(38, "祿作閉口", "財作閉口或食神空亡")
def f38(f):
    g = Ge()
    h, t = f.head, f.tail
    g.add(f.rides(f.up(h)) == "玄武" or f.up(h) == t or
          (h in "午辰寅" and f.rides(h) == "玄武"))
    lu = LU[f.stem]
    g.add(lu == t and (f.rides(lu) in ("白虎", "玄武") or f.trans[0] == lu),
          "祿作閉口")
    g.add(t in (f.gan_up, f.zhi_up) and f.wealth(t), "財作閉口或食神空亡")
    return g.result()


# 「謂元武坐於太陽月將之上，占賊必敗」 (第三十九法; 「壬申日返吟卦，十月占
# … 支上寅木 … 上又乘元武 … 緣寅為月將照破元武故也」: 玄武 rides the 月將;
# 「雖是太陽照武，奈何是戌時」: a night hour weakens it, it is still the
# 法). 天網四張格 「最宜占賊必獲，謂用神與正時同剋日是也」; 賊向防連坐者例
# 「緣元武所臨之神有神作六合是也」; 賊捉賊格 「如壬癸日辰戌未丑等為傳」.
@fa(39, "天網四張格", "賊向防連坐者例", "賊捉賊格")
def f39(f):
    g = Ge()
    wu = f.where("玄武")
    g.add(wu == f.c.general)
    g.add(checks(f.trans[0], f.stem) and checks(f.c.hour, f.stem),
          "天網四張格")
    g.add(HE[wu] == f.on(wu), "賊向防連坐者例")
    g.add(f.stem in "壬癸" and all(t in "辰戌丑未" for t in f.trans),
          "賊捉賊格")
    return g.result()


# 「凡占婚全看此，豈宜支干上乘天后、六合」 (第四十法, 「后合占婚」: read
# when the matter asked is 婚, 未論 without it).
@fa(40)
def f40(f):
    if {f.rides(f.gan_up), f.rides(f.zhi_up)} != {"天后", "六合"}:
        return NO
    if f.ask is None:
        return UNKNOWN
    return verdict(f.ask == "婚", [])


# 「謂干上有支驛馬，支上有干祿神者，故名真富貴卦」 (第四十一法).
@fa(41)
def f41(f):
    return verdict(f.gan_up == MA[f.branch] and f.zhi_up == LU[f.stem], [])


WUZI = dict(zip("甲乙丙丁戊己庚辛壬癸", "甲丙戊庚壬甲丙戊庚壬"))
QI = ({"甲", "戊", "庚"}, {"乙", "丙", "丁"})


def wuzi_stem(day_stem, b):
    """The stem of branch B by 五子元遁 (「遁甲己還生甲」: 甲己日甲子 …)."""
    return "甲乙丙丁戊己庚辛壬癸"[("甲乙丙丁戊己庚辛壬癸".index(
        WUZI[day_stem]) + BRANCHES.index(b)) % 10]


# 「三傳全遇甲庚戊者，有三傳全遇乙丙丁者。其法亦有二，有遁旬中之干者，有遁
# 五子元建之法者」 (第四十二法).
@fa(42)
def f42(f):
    xun = {f.hidden(t) for t in f.trans}
    wz = {wuzi_stem(f.stem, t) for t in f.trans}
    return verdict(xun in QI or wz in QI, [])


# 「甲申日未加申為夜貴 … 初傳子與未又為害」, 「其餘五甲日未加寅用夜貴，亦
# 如其說」, 「乙酉日未加寅作初傳，害中傳之晝貴」 (第四十三法): the 初傳 害
# the noble in use, standing in 課傳.
@fa(43)
def f43(f):
    n = f.noble
    return verdict(HAI[f.trans[0]] == n and
                   (n in f.uppers or n in f.trans), [])


# 「此四課三傳，皆是晝夜貴人所聚，名曰遍地貴人」 (第四十四法, 「丁酉日第一
# 課，干上酉乃夜貴 … 三傳酉亥丑」) and 「外有三傳皆是貴人者亦可用，辛巳日干上
# 午，丁卯日干上酉，乙亥日干上子、又干上午」: the two nobles among the three
# transmissions, the lessons as they may be (辛巳 午寅戌, 丁卯 酉亥丑, 乙亥日干
# 上午 申戌子; 乙亥日干上子 gives 未卯亥, no noble, against the sentence).
@fa(44)
def f44(f):
    n = {f.day_noble, f.night_noble}
    return verdict(len(n) == 2 and n <= set(f.trans), [])


# 「謂六處有旦暮天乙相加者 … 甲戊庚日返吟，餘雖有之，緣不在傳課，故不具載」
# (第四十五法): one noble on the other's palace, in 課傳 or over the 年命
# (未論 without the querent when only the 年命 could hold it), or the two on
# each other's palaces (甲戊庚 返吟). 貴覆干支格 「緣干支
# 上皆乘晝夜貴人例」.
@fa(45, "貴覆干支格")
def f45(f):
    g = Ge()
    d, n = f.day_noble, f.night_noble
    cross = [h for h, o in ((d, n), (n, d)) if f.on(h) == o]
    g.add(any(h in f.uppers or h in f.trans for h in cross) or
          len(cross) == 2)
    ming = f.ming_any(lambda u: u in cross)
    g.add(ming is True)
    g.add({f.gan_up, f.zhi_up} == {d, n}, "貴覆干支格")
    return g.result(unknown=ming is None)


# 「謂晝貴臨於夜地，夜貴卻臨晝方，故名貴人差迭 … 此例極多」 (第四十六法).
# 貴人順治格 「緣一日內全無逆貴人者 … 唯有巳為月將，甲戊庚日有之」; 貴人逆
# 治格 「惟亥為月將，甲戊庚日有之」.
@fa(46, "貴人順治格", "貴人逆治格")
def f46(f):
    g = Ge()
    g.add(f.on(f.day_noble) not in bf.DAY_PALACES and
          f.on(f.night_noble) in bf.DAY_PALACES)
    g.add(f.stem in "甲戊庚" and f.c.general == "巳", "貴人順治格")
    g.add(f.stem in "甲戊庚" and f.c.general == "亥", "貴人逆治格")
    return g.result()


# 「謂天乙貴人加臨地盤辰戌上者，雖名入獄，如是乙辛二日占，卻名貴人臨身，
# 反宜干投貴人周全成事」 (第四十七法: the noble on 辰 or 戌 that is the 干's
# 寄宮).
@fa(47)
def f47(f):
    e = f.on(f.noble)
    return verdict(e in "辰戌" and e == f.lodge, [])


# 「六辛日午加干，如用晝占，雖是日鬼臨身，緣為貴人 … 如臨宅上者」 (第四十八
# 法): the noble a 鬼 on 干上 or 支上. 空亡貴人格 「緣貴人作空亡者」; 貴人作墓
# 格 「六庚日丑為晝貴作墓神加干」; 貴人脫氣格 「六壬、六癸日以卯為夜貴作脫
# 氣」 (each on 干上 or 支上, as the 法 reads).
@fa(48, "空亡貴人格", "貴人作墓格", "貴人脫氣格")
def f48(f):
    g = Ge()
    n = f.noble
    near = n in (f.gan_up, f.zhi_up)
    g.add(near and f.ghost(n))
    g.add(near and f.is_void(n), "空亡貴人格")
    g.add(n == f.gan_up and n == tomb(f.stem), "貴人作墓格")
    g.add(near and f.drains(n), "貴人脫氣格")
    return g.result()


# 「凡晝夜貴人皆立受克之方者 … 不論在傳不在傳」 (第四十九法). 貴人忌憚格
# 「緣朱雀乘神克貴人 … 如甲日丑加寅，乃晝貴臨身」. 白虎或乘臨丑格 (「乃貴人
# 怒惡之貌」) is named when the nobles are 受克, a remark on them, not a shape
# of its own.
@fa(49, "白虎或乘臨丑格", "貴人忌憚格")
def f49(f):
    g = Ge()
    d, n = f.day_noble, f.night_noble
    if g.add(checks(f.on(d), d) and checks(f.on(n), n)):
        tiger = f.where("白虎")
        g.add(tiger == "丑" or f.on(tiger) == "丑", "白虎或乘臨丑格")
    g.add(f.gan_up == f.noble and checks(f.where("朱雀"), f.noble),
          "貴人忌憚格")
    return g.result()


# 「凡晝夜貴人皆空亡者 … 如丁丑日酉加未作空，亥加酉又落空之類」 (第五十
# 法): each noble void or standing on a void palace.
@fa(50)
def f50(f):
    d, n = f.day_noble, f.night_noble
    return verdict(all(f.is_void(h) or f.sits_void(h) for h in (d, n)), [])
