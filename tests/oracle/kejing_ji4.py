"""liuren - tests/oracle/kejing_ji4.py: the second reading of 課經集四:
殃咎 九醜 鬼墓 勵德 盤珠 全局 玄胎 連珠 間傳 六純 雜狀 物類. Each rule
returns (state, variants), state True, False or None (未論).

Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
"""
import ganzhi as gz
from ganzhi import badd
import kejing_facts as kf
from kejing_facts import AND, OR, IN
from kejing_ji1 import step

RULES = {}


def rule(key):
    def wrap(f):
        RULES[key] = f
        return f
    return wrap


def gen_phase(k, b):
    return kf.GEN_PHASE[k.gen(b)]


@rule("YANGJIU")
def yangjiu(k):
    # 《訂訛》 「殃咎：遞克、夹克、內戰、乘墓、坐墓皆是」, each as it defines
    # it; 課經 「凡三傳遞克日，神將克戰，或干支乘墓，為殃咎課」.
    t0, t1, t2, s = k.t0, k.t1, k.t2, k.stem
    ck = gz.checks
    var = set()
    # 「初克中、中克末、末克干；又末克中、中克初、初克干」
    if (ck(t0, t1) and ck(t1, t2) and ck(t2, s)) or \
            (ck(t2, t1) and ck(t1, t0) and ck(t0, s)):
        var.add("遞克")
    # 「夾克者，用神下既坐克，上又受將克，如午加亥，將乘元武是也」
    if ck(k.on(t0), t0) and gz.overcomes(gen_phase(k, t0), gz.phase(t0)):
        var.add("夾克")
        # 鬼墓's chart: 「初傳午加壬下克上，將逢天后上克下，為財受夾克格」
        if ck(s, t0):
            var.add("財受夾克格")
    # 「外戰者，三傳皆將克神。內戰者，三傳皆神克將」
    if all(gz.overcomes(gen_phase(k, t), gz.phase(t)) for t in k.trans):
        var.add("外戰")
    if all(gz.overcomes(gz.phase(t), gen_phase(k, t)) for t in k.trans):
        var.add("內戰")
    # 「乘墓者，干上支上各乘墓神。如丙寅日丙上戌、寅上未是也。坐墓者，干下
    # 支下各臨墓神。如丙寅日巳加戌、寅加未是也」
    if k.a == kf.mu_of(s) and k.c == kf.mu_of(k.branch):
        var.add("干支乘墓")
    if k.on(k.L) == kf.mu_of(s) and k.on(k.branch) == kf.mu_of(k.branch):
        var.add("干支坐墓")
    return bool(var - {"財受夾克格"}), var


NINE_UGLY = {"戊子", "戊午", "壬子", "壬午", "乙卯", "乙酉", "己卯", "己酉",
             "辛卯", "辛酉"}


@rule("JIUCHOU")
def jiuchou(k):
    # 「凡戊子、戊午、壬子、壬午、乙卯、乙酉、己卯、己酉、辛卯、辛酉十日，為
    # 九醜日。如四仲時占，丑臨日加四仲上發用，為九醜課」; 《訂訛》 「此十日
    # 占，丑臨四仲發用是也」 (default jiuchou-reading: 發用 only).
    return (k.day in NINE_UGLY and k.t0 == "丑" and
            kf.zhong(k.on("丑"))), set()


@rule("GUIMU")
def guimu(k):
    # 「凡日辰墓神及日鬼發用，為鬼墓課」; 《訂訛》 「干支上神發用，或作干鬼
    # 干墓，或作支鬼支墓」, and the 格 the 課經 and the 《訂訛》 give inside
    # it (「墓有五格」 …).
    s, b, t0 = k.stem, k.branch, k.t0
    dmu, bmu = kf.mu_of(s), kf.mu_of(b)
    var = set()
    ghost = kf.gui_of(s, t0) or kf.gui_of(b, t0)
    tomb = t0 in (dmu, bmu)
    first = t0 in (k.a, k.c) and (ghost or tomb)
    if first and ghost and tomb:
        var.add("鬼墓並")
    p0 = k.on(t0)
    # 「若用起丑加申、辰加亥、未加寅、戌加巳，為用起四墓格」
    if (t0, p0) in (("丑", "申"), ("辰", "亥"), ("未", "寅"), ("戌", "巳")):
        var.add("用起四墓")
    # 「如申加丑、亥加辰、寅加未、巳加戌，為自坐四墓格」
    if (t0, p0) in (("申", "丑"), ("亥", "辰"), ("寅", "未"), ("巳", "戌")):
        var.add("自坐四墓")
    # 「或未加亥、戌加寅、丑加巳、辰加申用，墓加長生」
    if (t0, p0) in (("未", "亥"), ("戌", "寅"), ("丑", "巳"), ("辰", "申")):
        var.add("墓加長生")
    # 「若寅加酉、巳加子、申加卯、亥加午為用，乃傳墓入墓」
    if (t0, p0) in (("寅", "酉"), ("巳", "子"), ("申", "卯"), ("亥", "午")):
        var.add("傳墓入墓")
    # 「日上得日墓為墓神覆日…辰上得日墓為干墓臨支」
    if k.a == dmu:
        var.add("墓神覆日")
    if k.c == dmu:
        var.add("干墓臨支")
    if k.a == dmu and k.c == bmu:
        var.add("干支乘墓")
    if k.on(k.L) == dmu and k.on(b) == bmu:
        var.add("干支坐墓")
    # 《訂訛》 「或日上得辰墓，辰上得日墓，為干支互換坐墓」; 課經 「甲申日
    # 寅加丑、申加未」; an exchange of two tombs (「彼此各招晦滯」): where
    # 日墓 and 辰墓 are one (癸丑日 辰), 辰 over both is 干支乘墓
    if dmu != bmu and ((k.a == bmu and k.c == dmu) or
                       (k.on(k.L) == bmu and k.on(b) == dmu)):
        var.add("干支互換坐墓")
    # 「凡日辰墓神乘蛇虎加卯酉，並人行年，為墓門開格」
    gate = []
    for m in {dmu, bmu}:
        if k.gen(m) in ("螣蛇", "白虎") and k.on(m) in "卯酉":
            gate.append(None if k.xn is None else k.xn == k.on(m))
    if gate:
        g = OR(*gate)
        if g:
            var.add("墓門開格")
        elif g is None and not var and not first:
            return None, set()
    return first or bool(var), var


@rule("LIDE")
def lide(k):
    # 「凡天乙立卯酉，為勵德課」; the four cases of the note under the
    # 《心鏡》 (「一曰日辰陰陽俱在天乙前，為蹉跎格…二曰俱在後，為微服格…
    # 三曰陽前陰後…四曰陰前陽後」), by the generals (「勵德言前後者，指天將
    # 而言」).
    if k.on(k.noble) not in "卯酉":
        return False, set()
    yang = [k.a, k.c]
    yin = [k.a2, k.c2]
    var = set()
    if all(k.front(x) for x in yang + yin):
        var.add("蹉跎格")
    elif all(k.back(x) for x in yang + yin):
        var.add("微服格")
    elif all(k.front(x) for x in yang) and all(k.back(x) for x in yin):
        var.add("陽前陰後")
    elif all(k.back(x) for x in yang) and all(k.front(x) for x in yin):
        var.add("陰前陽後")
    return True, var


@rule("PANZHU")
def panzhu(k):
    # 「凡太歲、月建及日、時並三傳皆在四課之中，曰盤珠課」: 天心格 (「岁月
    # 日時皆在四課之上」; its chart, 甲子年七月乙巳日酉時巳將, has 日 巳 only
    # as a lower, so the lessons are read whole, upper and lower) or 回還格
    # (「三傳戌酉申，皆在四課之上」); 「此二格合一」.
    ups = set(k.uppers)
    whole = ups | {p for _, _, p in k.lessons}
    # 象曰 「三傳四課，偶合異常」 (《訂訛》 「四建偶爾同聚，遭遇異常」): on
    # 伏吟 and 返吟 the transmissions are lesson branches by their rule,
    # no 偶合, so 回還 is not read there
    back = all(t in ups for t in k.trans) and k.d not in (0, 6)

    def all_in(group):
        return AND(IN(k.year, list(group)) if k.year else None,
                   IN(k.month, list(group)) if k.month else None,
                   k.branch in group, k.hour in group)
    # 《訂訛》 「天心：岁月日時俱在四課之上，或俱在三傳之中，皆是也」
    heart = OR(all_in(whole), all_in(set(k.trans)))
    var = set()
    if back:
        var.add("回還格")
    if heart:
        var.add("天心格")
    return OR(back, heart), var


TRINE_NAME = {"申子辰": "潤下", "寅午戌": "炎上", "亥卯未": "曲直",
              "巳酉丑": "從革"}
# 《訂訛》 「五課外，有寅卯辰亦作曲直，巳午未亦作炎上，申酉戌亦作從革，亥子
# 丑亦作潤下」
FANG_NAME = {"寅卯辰": "曲直", "巳午未": "炎上", "申酉戌": "從革",
             "亥子丑": "潤下"}


@rule("QUANJU")
def quanju(k):
    # 「凡課得三合俱在傳者，為全局課」; 稼穡 「辰戌丑未名稼穡」 and its
    # 《訂訛》 「三傳辰戌丑未，無丁馬是也」.
    s = set(k.trans)
    for group, name in list(TRINE_NAME.items()) + list(FANG_NAME.items()):
        if s == set(group):
            return True, {name}
    if all(kf.ji(t) for t in k.trans):
        if k.ding() in s:
            return False, set()
        tm = kf.tianma(k.month)
        st = None if tm is None else tm not in s
        return st, {"稼穡"}
    return False, set()


@rule("XUANTAI")
def xuantai(k):
    # 「凡孟神發用，傳皆四孟，為元胎課」; 「寅加巳、巳加申、申加亥、亥加寅，
    # 為進步長生」, 《訂訛》 「寅加亥、亥加申…為退步長生」, 「若反吟課為絕胎」
    st = all(kf.meng(t) for t in k.trans)
    var = set()
    if st:
        if k.d == 9:
            var.add("進步長生")
        elif k.d == 3:
            var.add("退步長生")
        elif k.d == 6:
            var.add("絕胎")
    return st, var


@rule("LIANZHU")
def lianzhu(k):
    # 「凡用神傳在一方，相連作中末，為連珠課。如三傳寅卯辰之類…故名連茹」;
    # 《訂訛》 「三傳孟仲季相連，或三傳岁月日相連」: three consecutive
    # branches either way (its own 夾不住格 is 「甲子日，三傳子亥戌」, not one
    # 方), or 初中末 the year, month and day.
    s = step(k)
    st = s in (1, 11)
    alt = AND(IN(k.t0, [k.year]), IN(k.t1, [k.month]), k.t2 == k.branch)
    var = set()
    if st:
        var.add("進連珠" if s == 1 else "退連珠")
        if s == 11:
            var.add("失友格")        # 「退連茹又名失友格」
        # 「凡日辰前後夾定三傳在內，為夾定三傳格」 (癸酉日亥加戌 …): 干上
        # and 支上 just outside the two ends
        if {k.a, k.c} == {badd(k.t0, -s), badd(k.t2, s)}:
            var.add("夾定三傳格")
    return OR(st, alt), var


JIAN_NAME = dict(zip(
    ["辰午申", "午申戌", "申戌子", "戌子寅", "子寅辰", "寅辰午", "丑卯巳",
     "卯巳未", "巳未酉", "未酉亥", "酉亥丑", "亥丑卯", "寅子戌", "子戌申",
     "戌申午", "申午辰", "午辰寅", "辰寅子", "丑亥酉", "亥酉未", "酉未巳",
     "未巳卯", "巳卯丑", "卯丑亥"],
    "登三天 出三天 涉三淵 入三淵 向陽 出陽 出戶 盈陽 充盈 入冥 凝陰 溟濛 "
    "冥陰 偃蹇 悖戾 凝陽 顧祖 涉疑 極陰 時遁 勵明 回明 轉悖 斷澗".split()))


@rule("JIANCHUAN")
def jianchuan(k):
    # 「凡課間位作三傳，為間傳課」, the 24 named forms.
    s = step(k)
    if s not in (2, 10):
        return False, set()
    return True, {JIAN_NAME["".join(k.trans)]}


@rule("LIUCHUN")
def liuchun(k):
    # 「如四課屬陽，中一課發用並中末皆陽，為六陽課…若四課陰，中一課發用並
    # 中末俱陰，為六陰格」: the uppers of the lessons and the three
    # transmissions of one kind.
    six = k.uppers + k.trans
    if all(gz.yang(x) for x in six):
        return True, {"六陽"}
    if not any(gz.yang(x) for x in six):
        return True, {"六陰"}
    return False, set()


@rule("ZAZHUANG")
def zazhuang(k):
    # 「凡課俱取初傳動爻，以別五行純雜…曰雜狀課。純者，子午卯酉四仲為純」;
    # 《觀月經》 十雜 「生雜本祖宗，死雜兩姓人…如甲乙日用亥…生雜…甲乙日
    # 用未…為死雜」.
    if kf.zhong(k.t0):
        return True, {"純"}
    var = {"雜"}
    if k.t0 == kf.sheng_of(k.stem):
        var.add("生雜")
    if k.t0 == kf.mu_of(k.stem):
        var.add("死雜")
    return True, var


@rule("WULEI")
def wulei(k):
    # 「凡課俱取初傳動爻，以別五行六親…曰物類課」
    return True, {kf.kin(k.stem, k.t0)}
