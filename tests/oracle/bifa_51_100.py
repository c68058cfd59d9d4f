"""liuren - tests/oracle/bifa_51_100.py: the second reading of 《畢法賦》下,
《六壬大全》 卷十二, 第五十一–第一百法: each 法 the chart decides, a short
decision procedure under its sentence; the 法 it cannot decide are named
at the end with why.
Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
"""
from ganzhi import HAI, HE, XING, badd, checks, chong, gives, yang
from ganzhi import overcomes, phase, trine
import bifa_facts as bf
import bifa_void_kin as vk
from bifa_facts import (LU, MA, birth, death, is_trine, jue, peak, stage,
                        tomb)
from bifa_verdict import NO, UNKNOWN, Ge, fa, fired, verdict


# 「凡戌加亥為用者，占謀用皆被阻隔」 (卷十二 第五十一法).
@fa(51)
def f51(f):
    t0 = f.trans[0]
    return verdict(t0 == "戌" and f.on(t0) == "亥", [])


# 「凡辰加寅為罡塞鬼門，不論在傳不在傳，皆名罡塞鬼戶」 (第五十二法). 貴塞鬼
# 戶格 「緣三傳作日鬼，賴貴人塞鬼戶也 … 如用晝貴乃名貴人臨寅鬼門 … 或占人
# 行年本命在寅亦是也」; 神藏煞沒格 「如甲戊庚三日以丑未臨亥者尤的 … 貴人登
# 天門」.
@fa(52, "貴塞鬼戶格", "神藏煞沒格")
def f52(f):
    g = Ge()
    g.add(f.up("寅") == "辰")
    ghosts = bf.all_kin(f, "官鬼")
    g.add(ghosts and (f.on(f.noble) == "寅" or "寅" in f.ming_branches()),
          "貴塞鬼戶格")
    g.add(f.stem in "甲戊庚" and f.on(f.noble) == "亥", "神藏煞沒格")
    return g.result()


# 「謂丙戌日戌加巳及支辰來墓日干，兼晝夜天將皆乘蛇及地盤之巳亦是螣蛇之位，
# 故名為兩蛇夾墓也 … 外四丙日亦然」, then the book's own list (第五十三法):
# 「外有六己日辰加未夜占，乃兩常夾墓；辰加辰伏吟，兩勾夾墓。六壬日辰加亥乃
# 兩后夾墓；六辛日丑加申兩虎夾墓。六甲日未加丑夜貴，兩貴夾墓；未加戌晝貴，
# 兩空夾墓。六乙日未加巳兩蛇夾墓。六壬、六癸日辰加巳，兩蛇夾墓。六庚日丑加
# 丑，兩貴夾墓；丑加戌兩空夾墓。六丁日戌加巳兩蛇夾墓」. Read as the list
# says, each with the general its name gives riding the 墓 (戊 is not in it).
TWO_GUARDS = (
    ("丙", "戌", "巳", "螣蛇", "兩蛇夾墓"),
    ("丁", "戌", "巳", "螣蛇", "兩蛇夾墓"),
    ("己", "辰", "未", "太常", "兩常夾墓"),
    ("己", "辰", "辰", "勾陳", "兩勾夾墓"),
    ("壬", "辰", "亥", "天后", "兩后夾墓"),
    ("辛", "丑", "申", "白虎", "兩虎夾墓"),
    ("甲", "未", "丑", "貴人", "兩貴夾墓"),
    ("甲", "未", "戌", "天空", "兩空夾墓"),
    ("乙", "未", "巳", "螣蛇", "兩蛇夾墓"),
    ("壬", "辰", "巳", "螣蛇", "兩蛇夾墓"),
    ("癸", "辰", "巳", "螣蛇", "兩蛇夾墓"),
    ("庚", "丑", "丑", "貴人", "兩貴夾墓"),
    ("庚", "丑", "戌", "天空", "兩空夾墓"),
)


@fa(53, "兩蛇夾墓", "兩常夾墓", "兩勾夾墓", "兩后夾墓", "兩虎夾墓",
    "兩貴夾墓", "兩空夾墓")
def f53(f):
    g = Ge()
    for stem, grave, palace, general, name in TWO_GUARDS:
        g.add(f.stem == stem and f.on(grave) == palace and
              f.rides(grave) == general, name)
    return g.result()


def tigers(f):
    """The tigers of 第五十四法: 白虎 riding a branch of 課傳 or the 支 (「未
    乘白虎臨酉」), 寅 (「乙未日寅加辰亦是虎」) and 申 (「初末申亦作白虎之本
    位」) in 課傳."""
    seen = set(f.uppers) | set(f.trans)
    return (f.where("白虎") in seen | {f.branch} or
            bool(seen & {"寅", "申"}))


# 「如柔日虎視卦中，天將又乘白虎者，譬如前後皆有猛虎」, 「及有戊寅日丑加酉
# 旦占，雖是剛日，亦如前詳」 (第五十四法): 昴星 with a tiger in 課傳.
@fa(54)
def f54(f):
    return verdict(f.c.method == "昴星" and tigers(f), [])


# 「謂干上乘干前一辰，支上乘支前一辰，故名一在羅地網」 and 「干上乘支之網，
# 支上乘干之羅者例 … 如庚寅日干上卯、支上酉」 (第五十五法, 互網 「丁丑日干上
# 寅為互網」). 破羅破網 「如占人年命上神沖破支干之網，始無咎也，或遇空亡亦名
# 破羅破網」.
@fa(55, "互網", "破羅破網")
def f55(f):
    g = Ge()
    a, z = f.gan_up, f.zhi_up
    net = a == badd(f.lodge, 1) and z == badd(f.branch, 1)
    mutual = (f.lodge != f.branch and a == badd(f.branch, 1) and
              z == badd(f.lodge, 1))
    g.add(net)
    g.add(mutual, "互網")
    g.add((net or mutual) and
          (f.is_void(a) or f.is_void(z) or
           any(chong(u) in (a, z) for u in f.ming_ups())), "破羅破網")
    return g.result()


# 「甲申日未加寅，乃墓神覆日，如占人本命又是未生，乃名天網自裹」 (第五十六
# 法; 未論 without the 本命).
@fa(56)
def f56(f):
    if f.gan_up != tomb(f.stem):
        return NO
    if f.birth is None:
        return UNKNOWN
    return verdict(f.birth == f.gan_up, [])


# 「以上總皆生空，脫與鬼皆實論耳」 (第五十七法: 「丙午日干上寅、支上卯 … 其
# 第二、第四課卻全見鬼賊」): 干上 gives birth and is void, a 脫 or 鬼 in 課傳
# is not. 得少失多格 「甲寅日干上卯，乃日之旺神，三傳辰巳午 … 辰乃干上卯之
# 六害，中末盜氣」.
@fa(57, "得少失多格")
def f57(f):
    g = Ge()
    a = f.gan_up
    real = [x for x in f.uppers + list(f.trans) if not f.is_void(x)]
    g.add(f.gives(a) and f.is_void(a) and
          any(f.ghost(x) or f.drains(x) for x in real))
    t0, t1, t2 = f.trans
    g.add(a == peak(f.stem) and HAI[t0] == a and f.drains(t1) and
          f.drains(t2), "得少失多格")
    return g.result()


# 「初傳雖是日財，奈坐戌土之上受克，又乘白虎 … 尤幸鬼亦空亡」, 「丙寅日申加
# 巳，夜乘蛇夾克財，中末空陷」, 「已上財祿俱作空被克，總無實得之意也」 (第五
# 十八法): 初傳 a 財 or the 祿, 克 by its palace or its general, and 中 and 末
# void or on the void (each of the four 初傳-財 charts: 「中末空陷」, 「中末鬼
# 空」, 「奈中末空亡」, 「引入中末鬼鄉，尤幸鬼亦空亡」), or its 墓 among them
# (「癸未日巳加子作財，乃傳墓入墓」); or 干上 a 財 or the 祿, void or under
# 天空, and no 財 in the transmissions that is not void (「壬寅日返吟，棄干上
# 空財就初末脫氣」, 「壬寅日伏吟，干上雖逢日之祿，如晝占乃乘天空 … 末財又
# 空」).
@fa(58)
def f58(f):
    t0, t1, t2 = f.trans
    rich = f.wealth(t0) or t0 == LU[f.stem]
    hurt = checks(f.on(t0), t0) or overcomes(f.gphase(t0), phase(t0))
    empty = all(f.is_void(t) or f.sits_void(t) for t in (t1, t2))
    grave = tomb(t0) in (t1, t2) and tomb(t0) != t0
    a = f.gan_up
    lost = ((f.wealth(a) or a == LU[f.stem]) and
            (f.is_void(a) or f.rides(a) == "天空") and
            not any(f.wealth(t) and not (f.is_void(t) or f.sits_void(t))
                    for t in f.trans))
    return verdict((rich and hurt and (empty or grave)) or lost, [])


# 「謂辰之華蓋作干之墓神，臨於干上發用是也」 (第五十九法).
@fa(59)
def f59(f):
    a = f.gan_up
    return verdict(a == tomb(f.stem) and a == trine(f.branch)[2] and
                   f.trans[0] == a, [])


# 「如用戌為月將，反名太陽輝照家宅 … 餘論太陽惟忌坐於夜方而不可用」 (第六十
# 法): the 月將 on 支上, the 支 a palace of the day side; 「此乃太陽作貴人而
# 生宅」 the 月將 the noble.
@fa(60, "太陽作貴人")
def f60(f):
    g = Ge()
    if g.add(f.zhi_up == f.c.general and f.branch in bf.DAY_PALACES):
        g.add(f.c.general == f.noble, "太陽作貴人")
    return g.result()


# 「謂六辛日丑加戌晝將乘白虎作墓神」, 「外有六乙日 … 未乘白虎，上有臨行年
# 本命上者」 (第六十一法): the 干's 墓 on 干上 under 白虎 (or on 年命, when
# known). 虎鬼加干格 「如六己日卯加己夜、六壬日戌加壬晝夜」.
@fa(61, "虎鬼加干格")
def f61(f):
    g = Ge()
    a = f.gan_up
    tiger = f.where("白虎")
    g.add(a == tomb(f.stem) and a == tiger)
    g.add(tiger == tomb(f.stem) and tiger in f.ming_ups())
    g.add(f.ghost(a) and a == tiger, "虎鬼加干格")
    return g.result()


# 「此例有二等，一者干墓臨支，二者支墓臨支 … 其墓作月將不在此限」 (第六十二
# 法, with 白虎: 「如晝占上乘白虎」, 「支墓臨支而克支乘虎」). 虎鬼克支格 「緣
# 支鬼乘白虎而克支者」; 墓門開格 「如卯酉日占，干墓乘蛇虎加支」; 蛇墓克支格
# 「緣干墓乘螣蛇而加支又克支者」.
@fa(62, "虎鬼克支格", "墓門開格", "蛇墓克支格")
def f62(f):
    g = Ge()
    z = f.zhi_up
    rides = f.rides(z)
    grave = z in (tomb(f.stem), tomb(f.branch))
    g.add(rides == "白虎" and grave and z != f.c.general)
    g.add(rides == "白虎" and checks(z, f.branch), "虎鬼克支格")
    g.add(f.branch in "卯酉" and z == tomb(f.stem) and
          rides in ("螣蛇", "白虎"), "墓門開格")
    g.add(z == tomb(f.stem) and rides == "螣蛇" and checks(z, f.branch),
          "蛇墓克支格")
    return g.result()


# 「謂支干各被上神克伐者」 (第六十三法).
@fa(63)
def f63(f):
    return verdict(checks(f.gan_up, f.stem) and
                   checks(f.zhi_up, f.branch), [])


# 「謂干被支上神克，支卻被干上神克者，為蕪淫卦」 (第六十四法). (The 真解離
# 卦 the commentary adds, 「緣干克支上神，支克干上神」, is the other way
# round, not 蕪淫: left out.)
@fa(64)
def f64(f):
    return verdict(checks(f.zhi_up, f.stem) and
                   checks(f.gan_up, f.branch), [])


# 「謂日干之墓作四季之關神發用者是也，宜分干支發用。如日干之兩課上作發用
# 者，主人衰，如支辰之兩課上發用者，主宅廢」 (第六十五法; 未論 without the
# month).
@fa(65, "人衰", "宅廢")
def f65(f):
    t0 = f.trans[0]
    if t0 != tomb(f.stem):
        return NO
    if f.month is None:
        return UNKNOWN
    if t0 != bf.guan_shen(f.month):
        return NO
    # the 干's lessons first, when the 初傳 stands in both; an 初傳 over no
    # lesson (八專's 丑 on 庚申) is raised from neither pair
    return fired("人衰" if t0 in f.uppers[:2] else
                 "宅廢" if t0 in f.uppers[2:] else None)


# 「謂地支之墓作日干之財者 … 如甲子日辰加子，乃支之墓神而作干之財為發用」
# (第六十六法). 疑惑格 「卯酉日占事，如行年又在卯酉之上者」.
@fa(66, "疑惑格")
def f66(f):
    g = Ge()
    t0 = f.trans[0]
    g.add(t0 == tomb(f.branch) and f.wealth(t0))
    g.add(f.branch in "卯酉" and f.xn is not None and f.xn in "卯酉",
          "疑惑格")
    return g.result()


# 第六十七法 「受虎克神為病症」 is how to read an illness (「金神乘白虎，必是
# 肝經受病」), read when the matter asked is 病 (未論 without it); the chart
# decides its 格: 虎墓格 「緣日干之墓乘白虎在六處者」; 虎乘丁鬼格 「如六辛日
# 有白虎乘丁者」 (庚辛, in 六處); 斫輪格 「如卯加申，戌加卯」 (發用); 空祿格
# 「緣日之祿神作空亡又坐克方」; 祿神閉口格 「緣祿神作閉口，為旬尾乘白虎者」;
# 六片板格 「緣六合乘申臨卯」; 白虎入喪車格 「緣申加巳發用為的」; 人入鬼門格
# 「如庚日申為本命，返吟課」; 收魂神 「乃戊日辰為元武者是」; 宴喜致病格 「癸
# 酉、癸亥、癸丑三日並支上未作太常為用 … 壬戌子寅日並支上未作太常」.
@fa(67, "虎墓格", "虎乘丁鬼格", "斫輪格", "空祿格", "祿神閉口格",
    "六片板格", "白虎入喪車格", "人入鬼門格", "收魂神", "宴喜致病格")
def f67(f):
    g = Ge()
    tiger = f.where("白虎")
    places = f.six_places() + f.ming_ups()
    t0 = f.trans[0]
    lu = LU[f.stem]
    g.add(tiger == tomb(f.stem) and tiger in places, "虎墓格")
    g.add(f.stem in "庚辛" and tiger == f.ding and tiger in places,
          "虎乘丁鬼格")
    g.add((t0 == "卯" and f.on(t0) == "申") or
          (t0 == "戌" and f.on(t0) == "卯"), "斫輪格")
    g.add(f.is_void(lu) and checks(f.on(lu), lu), "空祿格")
    g.add(lu == f.tail and f.rides(lu) == "白虎", "祿神閉口格")
    g.add(f.rides("申") == "六合" and f.on("申") == "卯", "六片板格")
    g.add(t0 == "申" and f.on(t0) == "巳", "白虎入喪車格")
    g.add(f.stem == "庚" and f.birth == "申" and f.c.method == "返吟",
          "人入鬼門格")
    g.add(f.stem == "戊" and f.rides("辰") == "玄武", "收魂神")
    g.add(f.stem in "壬癸" and f.zhi_up == "未" and t0 == "未" and
          f.rides("未") == "太常", "宴喜致病格")
    if not g.names:
        return NO
    if f.ask is None:
        return UNKNOWN
    return g.result() if f.ask == "病" else NO


# 「如乙丑日酉加乙，乃日之鬼，卻賴支上有午火而克其酉金，此午火便是良醫 …
# 其餘救神不在支上而臨三傳之上及臨行年本命，亦可為救」 (第六十八法; 未論
# without the querent when only the 年命 could hold it). 病體難擔荷格 「如丁
# 日干上申，三傳申酉戌俱日財 … 緣丁火逢病死墓」.
@fa(68, "病體難擔荷格")
def f68(f):
    g = Ge()
    gh = f.gan_up
    ming = False
    # 「如甲戌日干上酉，雖為日鬼，奈是旬中空亡，不足為畏」: a void 鬼 asks for
    # no physician; 「其餘制鬼神空亡者，乃言不副行之喻」: a void 救神 promises
    # and does not cure, as the 庸醫 of that chart (「其實庸愚不能治療」)
    if f.ghost(gh) and not f.is_void(gh):
        def cures(x):
            return checks(x, gh) and not f.is_void(x)
        g.add(cures(f.zhi_up) or any(cures(t) for t in f.trans))
        ming = f.ming_any(cures)
        g.add(ming is True)
    s = f.stem
    g.add(list(f.trans) == [stage(s, "病"), stage(s, "死"), tomb(s)] and
          bf.all_kin(f, "妻財"), "病體難擔荷格")
    return g.result(unknown=ming is None)


# 「謂白虎加臨旬內之干為日鬼者 … 如甲子日晝占，乃虎加庚午臨戌為用，又旦占虎
# 加庚午臨子在支上，又旦占庚午作虎加干」 (第六十九法: in 課傳, or on the 年命
# when known). 明暗二鬼格 「乃干上神作日干明鬼，又支上神遁旬干作日干暗鬼」.
@fa(69, "明暗二鬼格")
def f69(f):
    g = Ge()
    tiger = f.where("白虎")
    hs = f.hidden(tiger)
    g.add(hs is not None and checks(hs, f.stem) and
          tiger in f.six_places() + f.ming_ups())
    hz = f.hidden(f.zhi_up)
    g.add(f.ghost(f.gan_up) and hz is not None and checks(hz, f.stem),
          "明暗二鬼格")
    return g.result()


# 「謂日干之鬼臨於第三四課全者」 (第七十法). 天鬼作日鬼格 「在六處」 (with
# the month: 天鬼 「正月酉，逆行四仲」); 朱勾相會格 「如丙辰午加辰，乃朱雀入
# 勾陳」 (午 on 辰 where 辰 is the 支 or the 干's 寄宮).
@fa(70, "天鬼作日鬼格", "朱勾相會格")
def f70(f):
    g = Ge()
    g.add(f.ghost(f.uppers[2]) and f.ghost(f.uppers[3]))
    if f.month:
        tg = bf.tiangui(f.month)
        g.add(f.ghost(tg) and tg in f.six_places(), "天鬼作日鬼格")
    g.add(f.up("辰") == "午" and "辰" in (f.branch, f.lodge), "朱勾相會格")
    return g.result()


# 「夫病符者，每年舊太歲是也 … 若病符臨支又克支者，乃主闔家病患」 (第七十一
# 法; 未論 without the year). 宜成合舊諸事格 「緣病符臨宅反來生宅，或生日干，
# 或作日財，或作貴人者」.
@fa(71, "宜成合舊諸事格")
def f71(f):
    z = f.zhi_up
    harm = checks(z, f.branch)
    kind = (gives(z, f.branch) or f.gives(z) or f.wealth(z) or
            z == f.noble)
    if f.year is None:
        return UNKNOWN if harm else NO
    if z != badd(f.year, -1) or not (harm or kind):
        return NO
    return fired("宜成合舊諸事格" if kind else None)


# 「謂歲前二辰為喪門，歲後二辰為弔客。如支干上全逢此二位凶煞」 (第七十二
# 法; 未論 without the year). 內外孝服格 「如日鬼作死氣而乘太常加干上」 (with
# the month).
@fa(72, "內外孝服格")
def f72(f):
    g = Ge()
    a, z = f.gan_up, f.zhi_up
    if f.month:
        g.add(f.ghost(a) and a == bf.siqi(f.month) and f.rides(a) == "太常",
              "內外孝服格")
    if f.year is None:
        could = a in (badd(z, 4), badd(z, -4))
        return g.result(unknown=could)
    g.add({a, z} == {badd(f.year, 2), badd(f.year, -2)})
    return g.result()


# 「假令壬寅日干上子，三傳辰巳午皆空而不可進，欲退後一步，逢地下寅盜氣，又
# 退一步，逢丑為干鬼，乃前不可進，後不可退 … 惟宜守干上旺」 (第七十三法's
# image: 連茹 transmissions all empty ahead; behind the 初傳's palace, one
# step the 干's 脫, the next its 鬼; 干上 the 干's 旺; 「此於逼迫二字不合」
# is said of the days listed after it, among them 癸卯日干上寅 on the same
# plate, whose 干上 is no 旺). 「初傳被下克，繼歸地盤之本宮，又被上神所克格 …
# 如癸巳卯丑亥四日，午加癸為初傳，乃午火受癸水所克，及歸本家午上，又被亥水
# 所克」. 全傷坐克格 「如支干各受上神克，又坐被克方者」.
@fa(73, "全傷坐克格")
def f73(f):
    g = Ge()
    way = 1 if bf.step(f.trans, 1) else -1 if bf.step(f.trans, -1) else 0
    if way and all(f.is_void(t) or f.sits_void(t) for t in f.trans):
        back1 = badd(f.on(f.trans[0]), -way)
        back2 = badd(back1, -way)
        g.add(f.drains(back1) and f.ghost(back2) and
              f.gan_up == peak(f.stem))
    t0 = f.trans[0]
    below = f.on(t0)
    hit = checks(below, t0) or (t0 == f.gan_up and checks(f.stem, t0))
    g.add(hit and checks(f.up(t0), t0))
    g.add(checks(f.gan_up, f.stem) and checks(f.zhi_up, f.branch) and
          checks(f.on(f.lodge), f.stem) and checks(f.on(f.branch), f.branch),
          "全傷坐克格")
    return g.result()


# 「謂三傳皆空亡者是也，於進退連茹課中多有，如三合課兩傳空亡，縱有一傳不空，
# 而上乘天空將者，亦係此例」 (第七十四法: each transmission void, standing
# on the void; in a 三合 one of them may ride 天空 instead). 四課全空格 「干上寅為空亡，
# 第二課又入空亡鄉，支上卯作空亡，第四課又入空亡鄉」.
@fa(74, "四課全空格")
def f74(f):
    g = Ge()
    empty = [f.is_void(t) or f.sits_void(t) for t in f.trans]
    g.add(all(empty) or
          (is_trine(f.trans) and sum(empty) == 2 and
           all(e or f.rides(t) == "天空" for e, t in zip(empty, f.trans))))
    lows = [f.lodge, f.uppers[0], f.branch, f.uppers[2]]
    g.add(all(f.is_void(u) or f.is_void(lo)
              for u, lo in zip(f.uppers, lows)), "四課全空格")
    return g.result()


SELF = "辰午酉亥"


# 第七十五法: 「一字刑者，乃四課上神全逢辰午酉亥者是也」, and 「支干上乘辰午
# 酉亥又克支干者，尤可畏也。壬午日干上辰克干壬、支上亥克支午。又己酉日辰加
# 己，上為墓覆干，午加酉而克支」, 「外有甲寅、庚申、己未、丁未、癸丑五日，或
# 干上乘辰午酉亥，亦作自刑例」, 「如甲子日支上辰，其三傳辰申子，乃名自刑在
# 干支上」 (the 自刑 of 干上 or 支上 again in a 三合 of 三傳); 「二字刑者，乃支干上全乘子卯是也」; 「三字刑
# 者，乃三傳寅巳申或丑戌未是也」; 金剛格 (巳酉丑, 干支上酉), 火強格 (寅午戌,
# 午), 水流趨東格 (申子辰, 辰), 木落歸根格 (亥卯未, 亥); 四勝煞格 「乃干上酉、
# 支上午或支上酉、干上午者」, and in it 「如甲子日寅刑干上巳、子刑支上卯 … 乃
# 支干相刑其上神」; 助刑戕德格 「乃六處有神作支之自刑，又作干鬼，又結連三傳為
# 鬼是也」.
@fa(75, "一字刑", "二字刑", "三字刑", "金剛格", "火強格", "水流趨東格",
    "木落歸根格", "四勝煞格", "助刑戕德格")
def f75(f):
    g = Ge()
    a, z = f.gan_up, f.zhi_up

    def bites(up, low, stem=None):
        return checks(up, stem or low) or up == tomb(stem or low)
    g.add(all(u in SELF for u in f.uppers) or
          (a in SELF and z in SELF and bites(a, f.lodge, f.stem) and
           bites(z, f.branch)) or
          (f.lodge == f.branch and a in SELF) or
          (is_trine(f.trans) and ({a, z} & set(SELF) & set(f.trans))),
          "一字刑")
    g.add({a, z} == {"子", "卯"}, "二字刑")
    g.add(XING[f.lodge] == a and XING[f.branch] == z and
          f.lodge != a and f.branch != z)
    tr = set(f.trans)
    # 「三傳寅巳申、巳申寅或申寅巳、丑戌未、戌未丑或未丑戌俱是也」: the six
    # orders it lists, each 刑ing the next; not their reverse (申巳寅 …)
    g.add("".join(f.trans) in ("寅巳申", "巳申寅", "申寅巳", "丑戌未", "戌未丑",
                               "未丑戌"), "三字刑")
    for tri, mark, name in (("巳酉丑", "酉", "金剛格"), ("寅午戌", "午", "火強格"),
                            ("申子辰", "辰", "水流趨東格"),
                            ("亥卯未", "亥", "木落歸根格")):
        g.add(tr == set(tri) and mark in (a, z), name)
    g.add({a, z} == {"酉", "午"}, "四勝煞格")
    # 助刑戕德格: the 支's own 自刑 (the 支 itself), the 干's 鬼, joined to
    # the 三傳: the worked chart 「庚午日午加庚發用」 has 三傳午辰寅 (刑傷課
    # 「如庚午日寅時子將占，午為支刑臨日用」), not all 鬼, and the 課經 says it
    # 「結連三傳，為鬼助刑」
    b = f.branch
    g.add(b in SELF and f.ghost(b) and b in f.trans, "助刑戕德格")
    return g.result()


# 「此例有五等：一者，干支上下皆各作六害 … 二者，支干上神作六害 … 三者，支
# 干、天盤、地盤皆作六害 … 四者，干支三傳作六害 … 五者，支干上下交互作六
# 害」 (第七十六法). 人喜我憂格 「如辛丑日干上酉與干作六害，支上子與丑卻作六
# 合也」.
@fa(76, "人喜我憂格")
def f76(f):
    g = Ge()
    L, B, A, Z = f.lodge, f.branch, f.gan_up, f.zhi_up
    t0, t1, t2 = f.trans
    g.add(HAI[L] == A and HAI[B] == Z)
    g.add(HAI[A] == Z)
    g.add(HAI[A] == Z and HAI[t0] == t1 and HAI[t1] == t2)
    g.add(HAI[A] == B and HAI[Z] == L)
    g.add(HAI[A] == L and HE[Z] == B, "人喜我憂格")
    return g.result()


# 第七十七法: 互生格 「干上神生支，支上神生干是也」; 俱生格 「乃干上神生干，
# 支上神生支是也」; 自在格 「並支加干上而生日也」.
@fa(77, "互生格", "俱生格", "自在格")
def f77(f):
    g = Ge()
    A, Z = f.gan_up, f.zhi_up
    g.add(gives(A, f.branch) and gives(Z, f.stem), "互生格")
    g.add(gives(A, f.stem) and gives(Z, f.branch), "俱生格")
    g.add(A == f.branch and gives(f.branch, f.stem), "自在格")
    return g.result()


# 第七十八法: 互旺格 「甲申日干上酉，乃是支之旺神，支上卯乃是干之旺神」; 皆
# 旺格 「支干上皆乘旺神者」.
@fa(78, "互旺格", "皆旺格")
def f78(f):
    g = Ge()
    A, Z = f.gan_up, f.zhi_up
    g.add(A == peak(f.branch) and Z == peak(f.stem), "互旺格")
    g.add(A == peak(f.stem) and Z == peak(f.branch), "皆旺格")
    return g.result()


# 「如甲申、甲寅日返吟，乃支干上皆乘絕神」 (第七十九法). 絕神加生格 「如庚辰
# 寅加亥為用是也，凡巳加寅、申加巳、亥加申、寅加亥 … 緣絕神反坐長生之上」;
# 遞互作絕神格 (「癸未日干上亥、支上巳」: each upper the other's 絕).
@fa(79, "絕神加生格", "遞互作絕神格")
def f79(f):
    g = Ge()
    A, Z = f.gan_up, f.zhi_up
    g.add(A in jue(f.stem) and Z in jue(f.branch))
    t0 = f.trans[0]
    g.add(t0 in jue(f.stem) and f.on(t0) == birth(t0), "絕神加生格")
    g.add(f.lodge != f.branch and A in jue(f.branch) and
          Z in jue(f.stem), "遞互作絕神格")
    return g.result()


# 第八十法: 干支上互乘死氣格 「如戊申日干上子、支上卯」 (each upper the
# other's 死); 支干全乘死氣格 「如庚寅、庚申、辛丑日並干上子」 (each its own).
@fa(80, "干支上互乘死氣格", "支干全乘死氣格")
def f80(f):
    g = Ge()
    A, Z = f.gan_up, f.zhi_up
    g.add(A == death(f.branch) and Z == death(f.stem), "干支上互乘死氣格")
    g.add(A == death(f.stem) and Z == death(f.branch), "支干全乘死氣格")
    return g.result()


# 「此等例詳初傳是何類神而言之 … 不可值中末之墓」 (第八十一法: 「辛未日，
# 三傳巳戌卯 … 中傳戌來墓巳」): 中 or 末 the 墓 of the 初傳; the 格 by what
# the 初傳 is: 德祿傳墓格, 長生入墓格, 脫氣入墓格, 財神傳墓格, 長生脫氣入
# 墓 (「戊戌日申加卯用」), 鬼入墓格.
@fa(81, "德祿傳墓格", "長生入墓格", "脫氣入墓格", "財神傳墓格",
    "長生脫氣入墓", "鬼入墓格")
def f81(f):
    t0, t1, t2 = f.trans
    if tomb(t0) not in (t1, t2) or tomb(t0) == t0:
        return NO
    s = f.stem
    lo = t0 == birth(s)
    return fired("德祿傳墓格" if t0 in (bf.DE[s], LU[s]) else None,
                 "長生脫氣入墓" if lo and f.drains(t0) else None,
                 "長生入墓格" if lo and not f.drains(t0) else None,
                 "脫氣入墓格" if f.drains(t0) and not lo else None,
                 "財神傳墓格" if f.wealth(t0) else None,
                 "鬼入墓格" if f.ghost(t0) else None)


# 「夫不行傳者，乃中末空亡是也 … 此例極多」 (第八十二法; 「中傳亥是日之長生，
# 末傳寅是日之德祿，既長生德祿皆空」: 寅 on the void 亥 counts). 獨足卦 「此一例乃初
# 中末並支干皆在未上 … 己未伏吟卦亦名獨足」.
@fa(82, "獨足卦")
def f82(f):
    g = Ge()
    t0, t1, t2 = f.trans
    g.add(all(f.is_void(t) or f.sits_void(t) for t in (t1, t2)))
    g.add(t0 == t1 == t2 or (f.c.day == "己未" and f.c.method == "伏吟"),
          "獨足卦")
    return g.result()


# 「謂三傳寅午戌等，或干支上見未 … 又與中間一字作六合者是也」, 「三合課中又
# 逢天將六合居干支上者，亦可用，但力稍輕」 (第八十三法).
@fa(83)
def f83(f):
    if not is_trine(f.trans):
        return NO
    middle = trine(f.trans[0])[1]
    ups = (f.gan_up, f.zhi_up)
    return verdict(HE[middle] in ups or
                   "六合" in (f.rides(f.gan_up), f.rides(f.zhi_up)), [])


# 「謂三傳寅午戌，如支干上有午為自刑，見丑為六害，見子為沖 …」 (第八十四
# 法): 干上 or 支上 the 刑, 害 or 沖 of the 三合's middle.
@fa(84)
def f84(f):
    if not is_trine(f.trans):
        return NO
    m = trine(f.trans[0])[1]
    bad = {XING[m], HAI[m], chong(m)}
    return verdict(f.gan_up in bad or f.zhi_up in bad, [])


def jiake(f, t):
    return checks(f.on(t), t) and overcomes(f.gphase(t), phase(t))


# 「謂初傳坐於克方，又被天將所傷，故取名夾克」 (第八十五法). 家法不正格 「緣
# 三傳皆受夾克例」; 俯丘仰仇格 「甲子日夜將寅加未為用，乃俯見丘仰見仇」 (the
# 初傳 on its own 墓, its general 克 it).
@fa(85, "家法不正格", "俯丘仰仇格")
def f85(f):
    g = Ge()
    t0 = f.trans[0]
    g.add(jiake(f, t0))
    g.add(all(jiake(f, t) for t in f.trans), "家法不正格")
    g.add(f.on(t0) == tomb(t0) and overcomes(f.gphase(t0), phase(t0)),
          "俯丘仰仇格")
    return g.result()


WAR_NAMES = {"螣蛇": "螣蛇內戰格", "朱雀": "朱雀內戰格", "六合": "六合內戰格",
             "勾陳": "勾陳內戰格", "青龍": "青龍內戰格", "天空": "天空內戰格",
             "白虎": "白虎內戰格", "太常": "太常內戰格", "太陰": "太陰內戰格",
             "天后": "天后內戰格"}


# 「六合內戰為發用者 … 如癸巳日晝占，六合加申，申金加巳火之上」 (第八十六
# 法): the 初傳 克 its general and its palace 克 it; 「夫十一天將皆有內戰」,
# 「元武無內戰」. The 格 by the general (夜貴內戰格 for the night noble);
# 三傳日辰內戰格 「支干三傳皆下克上者」.
@fa(86, "夜貴內戰格", "螣蛇內戰格", "朱雀內戰格", "六合內戰格", "勾陳內戰格",
    "青龍內戰格", "天空內戰格", "白虎內戰格", "太常內戰格", "太陰內戰格",
    "天后內戰格", "三傳日辰內戰格")
def f86(f):
    g = Ge()
    t0 = f.trans[0]
    gen = f.rides(t0)
    if gen != "玄武" and overcomes(phase(t0), f.gphase(t0)) and \
            checks(f.on(t0), t0):
        name = WAR_NAMES.get(gen)
        if gen == "貴人" and not f.c.daytime:
            name = "夜貴內戰格"
        g.add(True)
        g.add(bool(name), name)
    g.add(checks(f.stem, f.gan_up) and checks(f.branch, f.zhi_up) and
          all(checks(f.on(t), t) for t in f.trans), "三傳日辰內戰格")
    return g.result()


# 「謂天盤支干皆坐於地盤墓上者」 (第八十七法: 「壬寅日亥加辰、寅加未」). 互坐
# 丘墓格 「干坐於支墓之上，支坐於干墓之上者」.
@fa(87, "互坐丘墓格")
def f87(f):
    g = Ge()
    sl, sb = f.on(f.lodge), f.on(f.branch)
    g.add(sl == tomb(f.stem) and sb == tomb(f.branch))
    g.add(f.lodge != f.branch and sl == tomb(f.branch) and
          sb == tomb(f.stem), "互坐丘墓格")
    return g.result()


# 「如支干全被上神墓者 … 經云：墓覆日辰，人宅昏沉」 (第八十八法). 互乘墓神
# 格 「干乘支之墓，支乘干之墓者」. (欲棄屋宇格, on 干加支 and 支加干 in house
# dealings, is a way of judging a sale, not a shape of 乘墓: left out.)
@fa(88, "互乘墓神格")
def f88(f):
    g = Ge()
    A, Z = f.gan_up, f.zhi_up
    g.add(A == tomb(f.stem) and Z == tomb(f.branch))
    g.add(f.lodge != f.branch and A == tomb(f.branch) and
          Z == tomb(f.stem), "互乘墓神格")
    return g.result()


# 「凡值伏吟卦 … 於傳中及支干上有旬內丁神，或乘天馬驛馬者，必靜而求動」,
# 「伏吟卦內無丁馬，卻占人本命行年上乘魁罡及丁馬者，亦主動尤速」 (第八十九
# 法; 天馬 「逐月推之」: 未論 without the month or the querent when nothing
# else holds).
# Beyond 伏吟: 「非伏吟而乘丁馬者亦主動。如癸亥日干上巳為財動」 (the 旬丁
# that is the 驛馬, in 課傳) and 「六丁加天馬，或天馬加六丁，必非小動也。如
# 甲子日卯加甲，十一月占是也」 (with the month).
@fa(89)
def f89(f):
    marks = {f.gan_up, f.zhi_up} | set(f.trans)
    if f.c.method != "伏吟":
        if f.ding in marks and MA[f.branch] == f.ding:
            return fired("丁馬交加")
        if f.month:
            sky = bf.tianma(f.month)
            if any((b == f.ding and f.on(b) == sky) or
                   (b == sky and f.on(b) == f.ding) for b in marks):
                return fired()
        return NO
    movers = {f.ding, MA[f.branch]}
    if f.month:
        movers.add(bf.tianma(f.month))
    if marks & movers:
        return fired()
    ming = f.ming_any(lambda u: u in movers | {"辰", "戌"})
    if ming is True:
        return fired()
    return UNKNOWN if f.month is None or ming is None else NO


# 「夫來去者，返吟卦也 … 內有三傳皆空亡者，雖有動意，實不動也」 (第九十法;
# 「己酉返吟，三傳卯酉卯，此用鬼皆空亡」: void or standing on the void).
# 德喪祿絕格 「乃陽日返吟者是」. (移遠就近格 is the 斬關 of 「後二假令乃言
# 斬關卦之義，非返吟也」: left out.)
@fa(90, "德喪祿絕格")
def f90(f):
    if f.c.method != "返吟":
        return NO
    g = Ge()
    g.add(all(f.is_void(t) or f.sits_void(t) for t in f.trans))
    g.add(yang(f.stem), "德喪祿絕格")
    return g.result()


# 「謂日干之鬼上乘白虎者 … 此三干乃虎鬼臨干者。六甲日申乘白虎 … 但不臨干
# 而在五處」 (第九十一法: the 虎鬼 in the 六處, 未論 without the querent when
# only the 年命 could hold it). 馬載虎鬼格 「乃虎鬼作日之驛馬是也」.
@fa(91, "馬載虎鬼格")
def f91(f):
    tiger = f.where("白虎")
    if not f.ghost(tiger):
        return NO
    g = Ge()
    placed = g.add(tiger in f.six_places())
    ming = f.ming_any(lambda u: u == tiger)
    placed = g.add(ming is True) or placed
    # the 格 is the 法's 虎鬼 placed so: its own list (戊辰日夜 寅加未、寅加酉、
    # 寅加亥, not 寅加戌、申、午 where 寅 is outside 課傳) and 「甲戌、戊申二
    # 日雖有，因虎鬼空亡，不足論也」
    g.add(placed and tiger == MA[f.branch] and not f.is_void(tiger),
          "馬載虎鬼格")
    return g.result(unknown=ming is None)


# 「謂青龍乘生干之神，又作月內之生氣者 … 六戊日干上申晝將乘青龍，九月占 …
# 內丙午、丁未日空亡不中用」 (第九十二法: on 干上, not void; 未論 without the
# month).
@fa(92)
def f92(f):
    a = f.gan_up
    if not (f.rides(a) == "青龍" and f.gives(a) and not f.is_void(a)):
        return NO
    if f.month is None:
        return UNKNOWN
    return verdict(a == bf.shengqi(f.month), [])


# 「財爻現卦，必憂父母 … 父母爻現卦，必憂子息 … 若子息爻現卦，必憂官事 …
# 官鬼爻現卦，憂己身及兄弟 … 同類現卦，必憂妻及去財」 (第九十五法): the three
# transmissions all one kin, a 三合 or 方 by its phase: the book's own charts
# are 局 (「三傳卯亥未木局，三傳皆作日之財」 on 辛, where 亥 alone is 子孫;
# 「三傳巳丑酉金局皆鬼爻」 on 乙). Spoken of only where 干上, 支上 or the 年命
# carry the kin it overcomes, 「亦必支干年命上先有父母爻，後被傳財克者，始可言
# 父母長上災。如無父母爻，則亦不言此例」, or the kin it gives birth to, as every
# worked chart of the other four has it on 干上 (「賴干上先有午火生其父母爻，竊其
# 財爻」; 「六爻相生而成類，乃三傳生起干上之爻象者」), void or not (己巳日干上亥
# and 戊午日干上丑 are void; 「欲賴支上申 … 殊不知申空亡，仍主父母之災」). 未論
# without the querent when only the 年命 could.
KIN5 = ("兄弟", "子孫", "妻財", "官鬼", "父母")


@fa(95)
def f95(f):
    tp = bf.trans_phase(f)
    if tp is None:
        return NO
    i = KIN5.index(bf.kin(f.stem, bf.tp_branch(tp)))
    guard, drain = KIN5[(i + 2) % 5], KIN5[(i + 1) % 5]

    def meets(u):
        return f.kin(u) in (guard, drain)
    if meets(f.gan_up) or meets(f.zhi_up):
        return fired()
    ming = f.ming_any(meets)
    if ming is None:
        return UNKNOWN
    return verdict(ming, [])


# 「財空軍儲乏，鬼空敵人遁，救空謀策拙，比空贊佐慵，生空防失惠」; 「甲子旬戌亥
# 空亡。甲子、乙丑日妻財及父母空 … 以上縱戌亥在六處亦不可用」 (第九十六法):
# the kin the matter asked concerns is void in the day's 旬, wherever it shows
# or not (the table is by the day alone, checked in bifa_void_kin); 謁貴 by
# the chart's 貴人 (「墓貴」, 「辛日旦貴空」 …). 未論 without the matter; not
# for a matter that names no kin (雨, 晴, 田土, 道路, 行人, 宅, 名, 婚, 奴, 婢).
@fa(96)
def f96(f):
    if f.ask is None:
        return UNKNOWN
    if f.ask == vk.NOBLE_ASK:
        return verdict(f.is_void(f.noble), [])
    want = vk.ASK_KIN.get(f.ask)
    return verdict(want is not None and want in vk.void_kin(f.c.day), [])


# Left out, a way of judging and not a shape of the chart:
# 第九十三法 「妄用三傳災福異」: how to raise the 三傳, not a shape.
# 第九十四法 「喜懼空亡乃妙機」: which void to welcome, a way of reading 空亡.
# 第九十七法 「所筮不入仍憑類」: read the 類神 when it is not in 課傳.
# 第九十八法 「非占現類勿言之」: do not speak of a 類 not asked about.
# 第九十九法 「常問不應逢吉象」: depends on who asks (官 or 常人).
# 第一百法 「已災凶逃返無疑」: depends on what happened before the question.
