"""liuren - tests/oracle/bifa_01_24.py: the second reading of 《畢法賦》,
《六壬大全》 卷十一, 第一–第二十四法: each 法 a short decision procedure
written from its sentence, quoted above it. The facts are bifa_facts; how
a rule answers, bifa_verdict (and bifa.py's docstring: when a 格 fires its
法, when a 法 is 未論).
Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
"""
from ganzhi import HAI, HE, XING, badd, checks, chong, gives, yang
from ganzhi import overcomes, phase, produces, trine
import bifa_facts as bf
from bifa_facts import DE, LU, birth, mid, step, tai
from bifa_facts import tomb
from bifa_verdict import NO, UNKNOWN, Ge, fa, fired, verdict


# 「夫前引後從格者有二等，如遇初傳居干前為引，末傳居干後為從 … 又如遇初
# 傳居支前引，末傳居支後為從」 (卷十一 第一法): the 初傳 stands on the palace
# before the 干 (its 寄宮) or the 支, the 末傳 on the palace behind it
# (「庚辰日寅加酉為初傳，子加未為末傳，此乃初末引從庚干」). Its 格: 拱貴格
# (干上 a noble, 「干上丑為晝貴人」); 兩貴引從天干格 (初末 are the two nobles,
# 「壬子日初傳巳加子為晝貴，末傳卯加戌為夜貴」); 晝夜貴人臨干支上拱其年命在
# 內者 (干上 and 支上 the two nobles, 干 and 支 flanking the 年命: 「丁酉日酉
# 加丁，亥加酉，占人年命在申」); 二貴拱年命格 (初末 the two nobles standing
# either side of the 年命: 「癸未日初傳巳加子，末傳卯加戌，占人行年本命在
# 亥」); 干支拱定日祿格 and 干支拱夜貴晝貴格 (「惟伏吟卦為的」: 干 and 支 flank
# the 祿, 「丁巳、己巳、癸亥」, or a noble, 「庚午、己酉 … 甲子」); 初中拱地盤
# 貴人格 (干 and 支 flank a noble's palace and 干上 and 支上 are both in the
# 三傳: 「庚午日干上戌，支上申，乃支干並初中拱夜貴也；又庚午日干上酉、支上
# 未，又庚午日干上午、支上辰」, 三傳 申戌子, 戌未酉 and, by the book's 涉害,
# 午辰寅). 未論 without the querent where a 格 of the 年命 could hold.
@fa(1, "拱貴格", "兩貴引從天干格", "初末引從地支格",
    "晝夜貴人臨干支上拱其年命在內者", "二貴拱年命格", "干支拱定日祿格",
    "干支拱夜貴晝貴格", "初中拱地盤貴人格")
def f1(f):
    g = Ge()
    t0, t1, t2 = f.trans
    e0, e2 = f.on(t0), f.on(t2)
    nobles = {f.day_noble, f.night_noble}
    if g.add(e0 == badd(f.lodge, 1) and e2 == badd(f.lodge, -1)):
        g.add(f.gan_up in nobles, "拱貴格")
        g.add({t0, t2} == nobles, "兩貴引從天干格")
    g.add(e0 == badd(f.branch, 1) and e2 == badd(f.branch, -1),
          "初末引從地支格")
    m = mid(f.lodge, f.branch)
    ming = f.ming_branches()
    if m:
        g.add({f.gan_up, f.zhi_up} == nobles and m in ming,
              "晝夜貴人臨干支上拱其年命在內者")
        g.add(f.c.method == "伏吟" and m == LU[f.stem], "干支拱定日祿格")
        g.add(f.c.method == "伏吟" and m in nobles, "干支拱夜貴晝貴格")
        g.add(f.c.method != "伏吟" and m in nobles and
              f.gan_up != f.zhi_up and
              {f.gan_up, f.zhi_up} <= set(f.trans), "初中拱地盤貴人格")
    m2 = mid(e0, e2)
    g.add({t0, t2} == nobles and m2 is not None and m2 in ming,
          "二貴拱年命格")
    # a 格 that fires the 法 on the 年命 leaves it open while the querent
    # is not known
    open_ming = not (f.birth and f.xn) and (
        (m is not None and {f.gan_up, f.zhi_up} == nobles) or
        ({t0, t2} == nobles and m2 is not None))
    return g.result(unknown=open_ming)


# 「謂干上有旬尾，支上有旬首，名周而復始格，亦名一旬周遍格」, and 「干上有
# 旬首，支上有旬尾 … 諸占亦照前斷」 (第二法). 回還格: 「乃三傳在四課之中。
# 如辛亥日干上酉、亥上戌，三傳戌酉申是也，此以不備言之。至於干支自作三合
# 者，內多回還格 … 如丁卯、丁亥、己卯、己亥，皆干上卯或干上亥」 (三傳 among
# the 四課's branches, the 四課 不備 or 干, 支 and 干上 of one 三合); 天心格:
# 「乃年月日時皆在四課之內」 (decided when the year and month are known).
@fa(2, "一旬周遍格", "回還格", "天心格")
def f2(f):
    g = Ge()
    g.add({f.gan_up, f.zhi_up} == {f.head, f.tail} and f.gan_up != f.zhi_up,
          "一旬周遍格")
    lows = [f.lodge, f.uppers[0], f.branch, f.uppers[2]]
    pairs = list(zip(f.uppers, lows))
    short = len(set(pairs)) < 4
    own_trine = set(trine(f.lodge)) == set(trine(f.branch)) and \
        f.gan_up in trine(f.lodge) and f.lodge != f.branch
    g.add(set(f.trans) <= set(f.uppers) and (short or own_trine), "回還格")
    if f.year and f.month:
        inside = set(f.uppers) | {f.lodge, f.branch}
        g.add({f.year, f.month_branch, f.c.hour} <= inside, "天心格")
    return g.result()


# 「簾幕官者，如晝占乃夜貴，夜占乃晝貴 … 臨於占人年命之上，或臨日干上」
# (第三法): the noble not in use over the 干 or over 本命/行年 (未論 without
# the querent). 斗鬼相加格 「或丑加未，或未加丑作年命日干者」; 德入天門格
# 「乃日德加亥為用」. (亞魁 「天盤酉臨年命日干者，占試必高中」 is an omen of
# the examination the commentary adds, not a 格 of 簾幕: left out.)
@fa(3, "斗鬼相加格", "德入天門格")
def f3(f):
    g = Ge()
    curtain = f.other_noble
    g.add(f.gan_up == curtain)
    ming = f.ming_any(lambda u: u == curtain)
    g.add(ming is True)
    places = {f.lodge} | set(f.ming_branches())
    g.add(any(f.up(p) == {"未": "丑", "丑": "未"}.get(p) for p in places),
          "斗鬼相加格")
    g.add(f.trans[0] == DE[f.stem] and f.on(f.trans[0]) == "亥",
          "德入天門格")
    return g.result(unknown=ming is None)


# 「凡占上官赴任，見日鬼乘白虎加臨日干或年命之上，乃名催官使者」 (第四法):
# read only when the matter asked is 官 (未論 without it). 催官符: 「如官星臨
# 日干年命者，其三傳上神生其官星是也」.
@fa(4, "催官符")
def f4(f):
    tiger = f.where("白虎")
    g = Ge()
    g.add(f.ghost(tiger) and tiger == f.gan_up)
    ming = f.ming_any(lambda u: u == tiger and f.ghost(u))
    g.add(ming is True)

    def urged(x):
        return f.ghost(x) and all(gives(t, x) for t in f.trans)
    g.add(urged(f.gan_up), "催官符")
    ming2 = f.ming_any(urged)
    g.add(ming2 is True, "催官符")
    if f.ask is None:
        return UNKNOWN if g.main or g.names or ming is None else NO
    if f.ask != "官":
        return NO
    return g.result(unknown=ming is None)


def all_sign(f, want_yang):
    """How many distinct branches 四課 and 三傳 hold when every one of them
    is yang (WANT_YANG) or yin; 0 when not."""
    places = [f.lodge, f.branch] + f.uppers + list(f.trans)
    if any(yang(p) != want_yang for p in places):
        return 0
    return len(set(places))


# 「謂支干四課三傳皆居六陽之位是也」 (第五法); 五陽格 「課傳居五陽之上者，或
# 占人年命填之，亦名六陽 … 此例極多」; 悖戾格 (倒拔蛇) 「四課三傳皆處六陽
# 之地，緣三傳退間」.
@fa(5, "六陽格", "五陽格", "悖戾格亦名倒拔蛇")
def f5(f):
    n = all_sign(f, True)
    g = Ge()
    g.add(n == 6, "六陽格")
    g.add(n == 5, "五陽格")
    g.add(n >= 5 and step(f.trans, -2), "悖戾格亦名倒拔蛇")
    return g.result()


# 「謂課傳皆居六陰之位是也」 (第六法); 五陰格 「課傳止五陰者，占人年命填
# 之」. (源消根斷格 「課傳俱在五陰之位，又是下生上神」 is left out: which
# 下生上 the book means across 課 and 傳 is not said.)
@fa(6, "六陰格", "五陰格")
def f6(f):
    n = all_sign(f, False)
    g = Ge()
    g.add(n == 6, "六陰格")
    g.add(n == 5, "五陰格")
    return g.result()


# 「謂日之祿神，又作日之旺神，臨於干上者」 (第七法): the 祿 that is also the
# 旺 (乙卯 丁午 辛酉 癸子), and 「己亥、己酉、己巳日干上午，雖不係己土旺神，
# 亦可用也」. 祿被元奪格: 「干上酉為日旺祿，緣晝乘元而夜乘虎」.
@fa(7, "祿被元奪格")
def f7(f):
    lu = LU[f.stem]
    if f.gan_up != lu or not (lu == bf.peak(f.stem) or f.stem == "己"):
        return NO
    return fired("祿被元奪格" if f.rides(lu) in ("玄武", "白虎") else None)


# 「謂日干祿神加臨支辰上者」 (第八法); 祿被支墓克脫 「被支辰墓其祿，或被支克
# 其祿神 … 或被支辰脫其祿神」.
@fa(8, "祿被支墓克脫")
def f8(f):
    lu = LU[f.stem]
    if f.zhi_up != lu:
        return NO
    hurt = tomb(lu) == f.branch or checks(f.branch, lu) or gives(lu, f.branch)
    return fired("祿被支墓克脫" if hurt else None)


def harms(f, x):
    """X is the day's 鬼, 脫 or 墓."""
    return f.ghost(x) or f.drains(x) or x == tomb(f.stem)


def jiake(f, t):
    """夾克: the palace under T and the general riding it both 克 T."""
    return checks(f.on(t), t) and overcomes(f.gphase(t), phase(t))


def useless(f, t):
    """A transmission that brings nothing: void, 鬼, 脫, 墓, or a 財 受夾克
    (第九法 「雖曰日財，奈晝夜天將皆是六合，其財受上下夾克」)."""
    return (f.is_void(t) or harms(f, t) or
            (f.wealth(t) and jiake(f, t)))


# 避難逃生格 (第九法): 「如甲子日戌加子作初傳，雖曰日財，乃是旬空，中傳申金
# 又是日鬼，末傳午火作日之脫氣，且三傳既無所益，不免只就干上子水而受生」;
# 「丁卯日干上亥，乙亥日干上酉 … 庚辰日干上子」 (干上 the 干's 鬼, 脫 or
# 墓, and the 干 stands on the 支, which gives it birth, or 辛酉's 支上戌
# does); 「甲子日辰加寅 … 不免日干就子支上而受生」; 「天盤申金坐於辰土之上就
# 生」. So: the 干 beset (干上 harms it, or the 三傳 bring nothing) takes its
# birth from 干上, from 支上, or from the palace it stands on (戊寅's 寅 as
# 土's 長生, 「土內有寄寅者」).
# And 「占人本命作丁神，動搖不安，而坐長生之上，亦為避難逃生」 (未論 without
# the 本命, when the 丁 stands on its 長生). 避難逃生得財格: 三傳 of no use,
# 「壬干加午而取財也」; 舍益就損格 「不就干上之申金為長生，願以壬干加寅木而
# 受脫」; 墓作太陽格 「墓神覆日，卻作太陽」 with one of its five refuges
# (「就干上之生，二、就支上之生，三、日干坐地盤之生，四、本命乘丁坐地盤長生，
# 五、日干下臨財鄉」). 舍就皆不可格 「如乙酉日干上亥，辛丑日干上未，唯有庚子
# 日干上辰乃空亡，庚午日干上戌乃空亡」: four days named by 干上 alone; on
# each plate the day's palace stands on its own 支 (辰 on 酉, 戌 on 丑, 申
# on 子, 申 on 午), 干上 is what bears the 干 (亥 water for 乙 wood, 未 and
# 辰 and 戌 earth for 辛 and 庚 metal), void or not, and the 支 it goes to
# wounds it (酉 and 午 克 it, 子 takes its strength, 丑 is its 墓): what
# it leaves is of no avail and where it goes harms.
@fa(9, "避難逃生格", "避難逃生得財格", "舍益就損格", "舍就皆不可格",
    "墓作太陽格")
def f9(f):
    g = Ge()
    seat = f.on(f.lodge)            # where the 干 stands on the earth
    sits_birth = (gives(seat, f.stem) or seat == birth(f.stem) or
                  (phase(f.stem) == "土" and seat == "寅"))
    no_use = all(useless(f, t) for t in f.trans)
    up_refuge = f.gives(f.gan_up) and not f.is_void(f.gan_up)
    zhi_refuge = f.gives(f.zhi_up) and not f.is_void(f.zhi_up)
    g.add((harms(f, f.gan_up) or no_use) and
          (up_refuge or zhi_refuge or sits_birth), "避難逃生格")
    g.add(no_use and f.wealth(seat), "避難逃生得財格")
    g.add(up_refuge and f.drains(seat), "舍益就損格")
    g.add(seat == f.branch and f.lodge != f.branch and
          f.kin(f.gan_up) == "父母" and harms(f, f.branch), "舍就皆不可格")
    ding_seat = f.on(f.ding) == birth(f.ding)
    ming = None if f.birth is None else (f.birth == f.ding and ding_seat)
    g.add(f.gan_up == tomb(f.stem) and f.gan_up == f.c.general and
          (zhi_refuge or sits_birth or f.wealth(seat) or ming is True),
          "墓作太陽格")
    g.add(ming is True, "避難逃生格")
    return g.result(unknown=ming is None and ding_seat)


def chop(f):
    """斫輪 as the 課經 defines it, 「凡课卯加庚或加辛为用」 and 《訂訛》
    「卯加庚辛申酉發用」: 卯 the 發用 on 申 or 酉, or on the 辛 day's 寄宮."""
    seat = f.on("卯")
    return f.trans[0] == "卯" and (
        seat in ("申", "酉") or (f.stem == "辛" and seat == f.lodge))


# 「謂斫輪課中，卯為空亡者，故名朽木不可雕也 … 如庚戌日卯加申，辛亥日卯加
# 辛，此二者尤的，餘有癸丑日卯加申發用」 (第十法): 斫輪 (卯 發用 on 金) with
# 卯 void; the two 「尤的」 are 卯 over the day's own 金 干 (庚戌日卯加申 is
# not 發用: 初傳 戌), the rest 「發用」 as 癸丑 is said to be. 斧斤不利格: 「丁丑
# 日卯加申為發用，乃申酉空亡，卯木加空地，非朽木難雕之例也」: 斫輪 發用 whose
# seat (申 or 酉, 「申酉空亡」) is void.
@fa(10, "斧斤不利格")
def f10(f):
    g = Ge()
    own = f.stem in ("庚", "辛") and f.gan_up == "卯"
    g.add((chop(f) or own) and f.is_void("卯"))
    g.add(chop(f) and f.is_void(f.on("卯")), "斧斤不利格")
    return g.result()


# 「三傳戌丑辰皆是日鬼 … 殊不知干上先有寅木可以敵其三傳之土，制鬼賊不能為
# 害」 (第十一法). 家人解禍格 「支上有寅木可以敵鬼」; 引鬼為生格 「謂初傳日
# 鬼，而生其末傳來育干者是也」; 傳鬼為生格 「三傳皆作日鬼，反生起干上之神而
# 育干者是也」; 貴德臨身消除萬禍格 「干上乘申金，又為貴人、又為日之德神臨
# 身」 (三傳 鬼); 天將為救神格 「晝夜皆是貴、常、勾土神，而竊其火氣生其日干」;
# 脫氣為救格 「三傳木局並來脫干 … 三傳天將皆是勾、常、貴人土神，並來傷壬
# 干，反賴三傳木局去其土將」.
@fa(11, "家人解禍格", "引鬼為生格", "傳鬼為生格", "貴德臨身消除萬禍格",
    "天將為救神格", "脫氣為救格")
def f11(f):
    g = Ge()
    t0, t1, t2 = f.trans
    # the 鬼 as the book's own list counts them: 「己亥日干上申夜貴」 has 三傳
    # 丑寅卯, 「丙寅日干上辰，從支陰發用為鬼」 子亥戌: a 三合 by its 局, else
    # the phase two of the three share
    if bf.is_trine(f.trans):
        most = phase(trine(t0)[1])
    else:
        ps = [phase(t) for t in f.trans]
        most = next((p for p in ps if ps.count(p) >= 2), None)
    ghosts = most is not None and overcomes(most, phase(f.stem))
    if ghosts:
        g.add(overcomes(phase(f.gan_up), most))
        g.add(overcomes(phase(f.zhi_up), most), "家人解禍格")
        # 「如庚午日干上辰，三傳戌午寅火局 … 三傳反生干上辰土」: the 局
        # gives birth (戌 alone does not)
        tp0 = bf.trans_phase(f)
        g.add((all(gives(t, f.gan_up) for t in f.trans) or
               (tp0 is not None and produces(tp0, phase(f.gan_up)))) and
              gives(f.gan_up, f.stem), "傳鬼為生格")
        g.add(f.gan_up == f.noble and f.gan_up == DE[f.stem],
              "貴德臨身消除萬禍格")
        # the book's own chart 「辛巳日午加辛為用，三傳火局」 (午寅戌): the
        # transmissions read as their 局, not branch by branch
        tp = bf.trans_phase(f)
        g.add(tp is not None and
              all(produces(tp, f.gphase(t)) and
                  produces(f.gphase(t), phase(f.stem)) for t in f.trans),
              "天將為救神格")
    # 「又癸巳日巳加酉，用晝將皆土剋日，殊不知土將生三傳金局，三傳金局生
    # 干」: the generals the 鬼, giving birth to the 局 that gives birth to
    # the 干
    tp = bf.trans_phase(f)
    g.add(tp is not None and produces(tp, phase(f.stem)) and
          all(overcomes(f.gphase(t), phase(f.stem)) and
              produces(f.gphase(t), tp) for t in f.trans), "傳鬼為生格")
    g.add(f.ghost(t0) and gives(t0, t2) and gives(t2, f.stem), "引鬼為生格")
    # 「如壬子日未加卯為用，三傳木局並來脫干 … 反賴三傳木局去其土將」, 「三傳
    # 未卯亥夜同」: the 局 drains the 干 and overcomes the generals (未 alone
    # does neither)
    g.add(tp is not None and produces(phase(f.stem), tp) and
          all(overcomes(f.gphase(t), phase(f.stem)) and
              overcomes(tp, f.gphase(t)) for t in f.trans), "脫氣為救格")
    return g.result()


# 「如丁未日干上子，其丁火實畏子水所克，反倚賴支屬土卻能制其子水」 and 「辛亥
# 日干上亥 … 尤賴亥水坐於戌土之上，尚懼戌土，不至辛金全脫 … 餘五辛日亦可
# 如此說」 (第十二法, 狐假虎威格): 干上 the 鬼 held by the 支, or the 脫 held
# by the 干's 寄宮 it stands on.
@fa(12, "狐假虎威格")
def f12(f):
    a = f.gan_up
    held = ((f.ghost(a) and checks(f.branch, a)) or
            (f.drains(a) and checks(f.lodge, a)))
    return verdict(held, ["狐假虎威格"])


# 「三傳寅卯辰皆是日鬼，如春占木旺 … 故戊土不畏木克也 … 其餘傳內全逢日鬼
# 者，各詳四季天令而言之」 (第十三法): 三傳 all 鬼, the 鬼 旺 in the month
# (未論 without the month).
@fa(13)
def f13(f):
    if not bf.all_kin(f, "官鬼"):
        return NO
    if f.month is None:
        return UNKNOWN
    return verdict(bf.month_phase_peak(f.month, bf.trans_phase(f)), [])


# 「三傳子申辰皆作日之財 … 又於秋冬水生旺之月，占求財事即無財也」 (第十四
# 法): 三傳 all 財 in a month where the 財 is 旺 or 相 (未論 without the
# month). 財神空亡格 「如辛亥日干上寅、支上卯，二財皆空」.
@fa(14, "財神空亡格")
def f14(f):
    g = Ge()
    g.add(f.wealth(f.gan_up) and f.wealth(f.zhi_up) and
          f.is_void(f.gan_up) and f.is_void(f.zhi_up), "財神空亡格")
    wealth = bf.all_kin(f, "妻財")
    if wealth and f.month:
        g.add(bf.month_phase_strong(f.month, bf.trans_phase(f)))
    return g.result(unknown=wealth and f.month is None)


# 「謂日干生其上神，上神又生天將者，故名脫上脫」 (第十五法). 脫盜格 「乃干上
# 逢脫氣，天將作元武者例」; 無依脫耗格 「惟丁未日反吟，晝占乃干生丑，丑生將」.
@fa(15, "無依脫耗格", "脫盜格")
def f15(f):
    g = Ge()
    a = f.gan_up
    if f.drains(a):
        g.add(produces(phase(a), f.gphase(a)))
        # 「內有庚子日子加庚，乃支上門來脫干，三傳又來脫之，並三傳天將夜晝
        # 俱是蛇龍元」 (by day as by night): the 支 on 干上 and the 三傳 as a
        # 局 (「三傳皆是水局」) drain the 干
        tp = bf.trans_phase(f)
        g.add(a == f.branch and tp is not None and
              produces(phase(f.stem), tp))
        g.add(f.rides(a) == "玄武", "脫盜格")
        g.add(g.main and f.c.day == "丁未" and f.c.method == "返吟" and
              f.c.daytime, "無依脫耗格")
    return g.result()


# 「謂上見旬空乘天空者 … 如甲申日干上未，晝占上乘天空」 (第十六法); 脫空格
# 「謂干上有脫乘天空，亦名脫空神」.
@fa(16, "脫空格")
def f16(f):
    g = Ge()
    a = f.gan_up
    if f.rides(a) == "天空":
        g.add(f.is_void(a))
        g.add(f.drains(a), "脫空格")
    return g.result()


# 「假令壬子日干上子，三傳寅卯辰，皆是空亡，既向前值三空亡，即宜退步」
# (第十七法): 三傳 forward by one into the void. 脫空格 「如癸丑日干上寅，自是
# 空亡，那更寅卯辰為三傳，使癸水生其脫空」.
@fa(17, "脫空格")
def f17(f):
    g = Ge()
    if step(f.trans, 1) and sum(f.is_void(t) for t in f.trans) >= 2:
        g.add(True)
        g.add(f.is_void(f.gan_up) and f.drains(f.gan_up), "脫空格")
    return g.result()


# 「謂退步傳全值空亡者，故名踏腳空亡 … 如戊申日干上辰，三傳卯寅丑」 (第十八
# 法). 尋死格 「雖三傳生日，豈宜皆空 … 緣生我者空亡故也」; 踏腳空亡格 「甲子
# 日戌加子為初傳，乃是本旬之空，申加戌為中傳，乃後旬之空，午加申為末傳，乃外
# 後旬之空亡」 (三傳 back by two from a void 初傳).
@fa(18, "尋死格", "踏腳空亡格")
def f18(f):
    g = Ge()
    if step(f.trans, -1) and sum(f.is_void(t) for t in f.trans) >= 2:
        g.add(True)
        # 「緣生我者空亡故也。如乙卯日干上卯，亦若尋死格」: 乙卯's 丑子亥 has
        # 丑 (財) and 子 (父母) void: a 父母 among the void
        g.add(any(f.kin(t) == "父母" for t in f.trans if f.is_void(t)),
              "尋死格")
    g.add(step(f.trans, -2) and f.is_void(f.trans[0]), "踏腳空亡格")
    return g.result()


# 「謂日干之胎神，作日之妻財，又逢月內之生氣者 … 如壬寅日干上午，七月占」
# (第十九法, on 干上 as every example), and 「支之胎神作月內生氣 … 或臨支上
# 亦同」 (未論 without the month). 損胎格 「雖妻財作胎神乘生氣 … 緣午作空亡
# 故也」; 互胎格 「干上酉，乃支之胎神，支上午乃干之胎神 … 不必尋生氣及財神
# 也」. 三元胎格 「如寅加亥為生元胎 … 如寅加巳為病元胎 … 寅加辰為衰元胎
# 卦，惟乙未日亥加丑昴星一課是也」: 元 is 玄 (the 元胎 of the 課經, 「凡孟
# 神發用，傳皆四孟，為元胎課」); on 乙未日亥加丑 the 三傳 are 亥寅巳, 寅 in
# the middle on 辰. So: the three transmissions all 寅申巳亥, 寅 one of
# them, and 寅 over 亥 (where wood is born), 巳 (where it sickens) or 辰
# (where it wanes).
@fa(19, "損胎格", "互胎格", "三元胎格")
def f19(f):
    g = Ge()
    a, z = f.gan_up, f.zhi_up
    own = a == bf.tai_main(f.stem) and f.wealth(a)
    home = z in tai(f.branch)
    if f.month:
        sq = bf.shengqi(f.month)
        g.add(own and a == sq)
        g.add(home and z == sq)
        g.add(own and a == sq and f.is_void(a), "損胎格")
    g.add(a in tai(f.branch) and z in tai(f.stem), "互胎格")
    g.add(all(t in "寅申巳亥" for t in f.trans) and "寅" in f.trans and
          f.on("寅") in ("亥", "巳", "辰"), "三元胎格")
    return g.result(unknown=f.month is None and (own or home))


# 「但凡胎神作月內之死氣，婦孕不育」 (第二十法; 「戊己日子為胎財，七月死氣
# 在子」): the 干's 胎 on 干上 and the month's 死氣 (未論 without the month).
@fa(20)
def f20(f):
    if f.gan_up != bf.tai_main(f.stem):
        return NO
    if f.month is None:
        return UNKNOWN
    return verdict(f.gan_up == bf.siqi(f.month), [])


# 「已上謂日干與支上神作六合，地支與干上神作六合，故名交車合 … 除甲寅、庚
# 申、丁未、己未、癸丑五日係八專日，干支不分，交車無合」 (第二十一法); its
# 格 by what the crossing pair are: 交車長生 (「庚寅干上亥、支上巳」), 交車合財
# (「辛丑干上子、支上卯」), 交車脫 (「壬午干上未、支上寅」), 交車克 (「庚子丑
# 庚」), 交車空 (「始初相交之時，極和極美，後總成畫餅」), 交車三合 (「乃三合
# 為三傳」); and the crossings that are not 合: 交車害 (「辛酉伏吟」), 交車刑
# (「丙寅、戊寅伏吟」), 交車沖 (「丁丑、癸未、甲申、庚寅俱伏吟」).
@fa(21, "交車長生", "交車合財", "交車脫", "交車害", "交車空", "交車刑",
    "交車沖", "交車克", "交車三合")
def f21(f):
    L, B, A, Z = f.lodge, f.branch, f.gan_up, f.zhi_up
    if L == B:
        return NO
    g = Ge()

    def xing(x, y):
        return x != y and (XING[x] == y or XING[y] == x)
    if g.add(HE[A] == B and HE[Z] == L):
        g.add(A == birth(B) and Z == birth(f.stem), "交車長生")
        g.add(checks(B, A) and f.wealth(Z), "交車合財")
        g.add(gives(B, A) and f.drains(Z), "交車脫")
        g.add(checks(A, B) and f.ghost(Z), "交車克")
        g.add(f.is_void(A) or f.is_void(Z), "交車空")
        g.add(bf.is_trine(f.trans), "交車三合")
    g.add(HAI[A] == B and HAI[Z] == L, "交車害")
    g.add(xing(A, B) and xing(Z, L), "交車刑")
    g.add(chong(A) == B and chong(Z) == L, "交車沖")
    return g.result()


# 「謂支干上神作六合，地盤支干亦作六合」 (第二十二法). 干支相會格 「乙酉日
# 酉加乙，或乙加酉 … 緣上下作六合也」 and 「緣上神相合而不相鄰近者 … 丙寅日
# 寅加巳、亥加寅」; 上下俱合格 「日干與上神作六合，地支亦與上神作六合」; 獨支
# 干上神作六合格 「戊辰日干上丑與支上子作六合」 (the uppers alone: not where
# the 干 and 支 below harm, which is 外好裡槎枒格, the list of its days taking
# each day with that harm and 獨 none of them); 交互六合格 「干上神與支作六
# 合，支上神與干作六合」; 外好裡槎枒格 「支干上神雖作六合，奈何地盤支干 …
# 作六害」; 日辰鄰近格 「子加亥與支上丑作六合，又是支加干兼支干相鄰近也」.
@fa(22, "干支相會格", "上下俱合格", "獨支干上神作六合格", "交互六合格",
    "外好裡槎枒格", "日辰鄰近格")
def f22(f):
    L, B, A, Z = f.lodge, f.branch, f.gan_up, f.zhi_up
    g = Ge()
    up_he, low_he = HE[A] == Z, HE[L] == B
    meet = A == B or Z == L
    g.add(up_he and low_he)
    g.add(low_he and meet, "干支相會格")
    g.add(HE[L] == A and HE[B] == Z, "上下俱合格")
    g.add(up_he and not low_he and HAI[L] != B, "獨支干上神作六合格")
    g.add(L != B and HE[A] == B and HE[Z] == L, "交互六合格")
    g.add(up_he and HAI[L] == B, "外好裡槎枒格")
    if up_he and meet:
        near = badd(L, 1) == B or badd(B, 1) == L
        g.add(near, "日辰鄰近格")
        g.add(not near, "干支相會格")
    return g.result()


# 「謂初傳從支上起，末傳歸干上者」 (第二十三法; not on the 八專 days, where
# 干 and 支 share a palace and 彼 and 我 are one).
@fa(23)
def f23(f):
    return verdict(f.lodge != f.branch and f.trans[0] == f.zhi_up and
                   f.trans[2] == f.gan_up, [])


# 「謂初傳從干上起，末傳歸在支上者」 (第二十四法).
@fa(24)
def f24(f):
    return verdict(f.lodge != f.branch and f.trans[0] == f.gan_up and
                   f.trans[2] == f.zhi_up, [])
