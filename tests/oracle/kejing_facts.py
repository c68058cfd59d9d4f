"""liuren - tests/oracle/kejing_facts.py: the facts the second reading of
the 課經 reads beyond ganzhi.py, each written from 《六壬大全》 and named
by where it is: 祿 德 馬, 長生 and 墓, the seasons' 旺相休囚死, the
generals (卷二's phases, 吉將 and 凶將), the month's spirits (天馬 死神
死氣 喪魄 飛魂 天鬼 …), the 天德 and 月德, and the 月宿 by 卷三十八's
day count. Tri-state values: None means the chart does not tell.

Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
"""
import ganzhi as gz
from ganzhi import BRANCHES, STEMS, badd, bidx

# ---- three-valued logic: True, False, None (未論: the chart does not tell)


def AND(*xs):
    if any(x is False for x in xs):
        return False
    if any(x is None for x in xs):
        return None
    return True


def OR(*xs):
    if any(x is True for x in xs):
        return True
    if any(x is None for x in xs):
        return None
    return False


def NOT(x):
    return None if x is None else not x


def IN(x, items):
    """Is X among ITEMS, where X or an item may be unknown (None)?"""
    if x is None:
        return None
    known = [i for i in items if i is not None]
    if x in known:
        return True
    return None if len(known) < len(items) else False


# ---- stems and branches

# 卷一 十干神煞 日祿: 甲寅 乙卯 丙戊巳 丁己午 庚申 辛酉 壬亥 癸子
LU = dict(zip(STEMS, "寅卯巳午巳午申酉亥子"))
# 卷三十八 刑德 / 課經 德慶: 「甲己德寅、乙庚申，丙辛、戊癸在巳輪，丁壬亥位」
DE = dict(zip(STEMS, "寅申巳亥巳寅申巳亥巳"))
# 卷一 支德: 「支前五辰」 (子日巳 …)
def zhi_de(b):
    return badd(b, 5)


# 卷一 支馬 / 卷三十一 官爵: 「驛馬者，三合頭沖是也」
def horse(b):
    return gz.chong(gz.trine(b)[0])


# 十干合 (課經 合歡: 甲己 乙庚 丙辛 丁壬 戊癸)
HE_STEM = dict(zip(STEMS, "己庚辛壬癸甲乙丙丁戊"))
# the stems lodged in each palace (卷一 寄宮, read backwards)
LODGED = {b: [s for s in STEMS if gz.LODGING[s] == b] for b in BRANCHES}
# 支破 (卷一 十二地支神煞): 子酉 丑辰 寅亥 卯午 辰丑 巳申 午卯 未戌 申巳 酉子 戌未 亥寅
PO = dict(zip(BRANCHES, "酉辰亥午丑申卯戌巳子未寅"))

# the phases' 長生 and 墓: 課經 天獄 《觀月經》 「亥為甲乙之本，
# 寅為丙丁之本，申為戊己壬癸之本，巳為庚辛之本」; 鬼墓 「甲乙寅卯見未，
# 丙丁巳午見戌，戊己…壬癸亥子見辰，庚辛申酉見丑」
SHENG = dict(zip(gz.PHASES, "亥寅申巳申"))
MU = dict(zip(gz.PHASES, "未戌辰丑辰"))
# 帝旺 of a phase (課經 亨通 「干上酉乃支之旺神，支上卯乃干之旺神」 甲申;
# 壬寅 「干上子，支上卯為俱旺」): the middle of the phase's 三合; 土 goes with
# 水 as its 長生 does (十雜 「土乃寄於申」)
WANG = dict(zip(gz.PHASES, "卯午子酉子"))


def sheng_of(x):
    return SHENG[gz.phase(x)]


def mu_of(x):
    return MU[gz.phase(x)]


def wang_of(x):
    return WANG[gz.phase(x)]


def gui_of(stem, b):
    """Is branch B the stem's 鬼 (課經 鬼墓 「陽見陽，陰見陰為鬼」)?"""
    return gz.checks(b, stem) and gz.yang(b) == gz.yang(stem)


def kin(stem, x):
    """The 六親 of X from the stem (課經 物類)."""
    if gz.phase(x) == gz.phase(stem):
        return "兄弟"
    if gz.gives(x, stem):
        return "父母"
    if gz.gives(stem, x):
        return "子孫"
    if gz.checks(x, stem):
        return "官鬼"
    return "妻財"


def meng(b):
    return b in "寅申巳亥"


def zhong(b):
    return b in "子午卯酉"


def ji(b):
    return b in "辰戌丑未"


def same_trine(a, b):
    return a != b and gz.trine(a) == gz.trine(b)


# ---- the season: 旺相休囚死 of a phase. The book reads them by the
# season: 「如春木旺火相之類」 (三光 《觀月經》), 「秋冬水旺相，火囚死」,
# 「季秋金旺相木囚死」 (全局), 「春土死」 (八迍's chart, 正月); so 辰 月 is
# spring. 天恩's 「干支屬本季旺氣」 is the setting tianen-vigour, whose
# default reads the month branch instead (辰戌丑未 months: 土旺).

SEASON_PHASE = dict(zip(BRANCHES, "水水木木木火火火金金金水"))
MONTH_PHASE = dict(zip(BRANCHES, "水土木木土火火土金金土水"))


def vigour(ph, month, by_month=False):
    """'旺' '相' '休' '囚' '死' of phase PH in month branch MONTH (by its
    season, or by the month itself), or None."""
    if month is None:
        return None
    w = (MONTH_PHASE if by_month else SEASON_PHASE)[month]
    P = gz.PHASES
    k = (P.index(ph) - P.index(w)) % 5
    return "旺相死囚休"[k]


def wangxiang(x, month):
    v = vigour(gz.phase(x), month)
    return None if v is None else v in "旺相"


def qiusi(x, month):
    v = vigour(gz.phase(x), month)
    return None if v is None else v in "囚死"


def xiuqiusi(x, month):
    v = vigour(gz.phase(x), month)
    return None if v is None else v in "休囚死"


def month_no(month):
    """1 … 12 for the month branches 寅 … 丑 (正月建寅)."""
    return None if month is None else (bidx(month) - 2) % 12 + 1


def by_month(start, step, month):
    """The branch of a spirit that starts at START in 正月 and moves STEP
    a month (卷一 月神煞), or None when the month is unknown."""
    m = month_no(month)
    return None if m is None else badd(start, step * (m - 1))


def tianma(month):      # 天馬 「午順六陽」
    return by_month("午", 2, month)


def sishen(month):      # 死神 「正月起巳」順
    return by_month("巳", 1, month)


def siqi(month):        # 死氣 「正月起午」順
    return by_month("午", 1, month)


def sangpo(month):      # 喪魄/喪車/喪魂 「正月未、二月辰、三月丑、四月戌」
    return by_month("未", -3, month)


def feihun(month):      # 飛魂/遊魂 「正月起亥，順行十二」
    return by_month("亥", 1, month)


def tiangui(month):     # 伏殃 (天鬼) 「正酉二午三卯四子」
    return by_month("酉", -3, month)


# 天德 (課經 德慶: 「正丁二坤宮，三壬四辛同，五乾六甲上，七癸八艮逢，九丙
# 十居乙，子巽丑庚中」, the stems at their 寄宮, 坤 申 乾 亥 艮 寅 巽 巳) and 月德 (「巳寅亥申三輪」: 正五九丙 …)
TIANDE = dict(zip(BRANCHES[2:] + BRANCHES[:2],
                  [gz.LODGING["丁"], "申", gz.LODGING["壬"],
                   gz.LODGING["辛"], "亥", gz.LODGING["甲"],
                   gz.LODGING["癸"], "寅", gz.LODGING["丙"],
                   gz.LODGING["乙"], "巳", gz.LODGING["庚"]]))
YUEDE = {m: "巳寅亥申"[month_no(m) % 4 - 1 if month_no(m) % 4 else 3]
         for m in BRANCHES}

# ---- the generals (卷二 神將釋: 「天乙貴人，己丑土，吉將也」 …)
GENERALS = ("貴人", "螣蛇", "朱雀", "六合", "勾陳", "青龍",
            "天空", "白虎", "太常", "玄武", "太陰", "天后")
GEN_PHASE = dict(zip(GENERALS, "土火火木土木土金土水金水"))
GOOD = {"貴人", "六合", "青龍", "太常", "太陰", "天后"}

# the noble (卷一 and the default table: 甲戊庚 晝丑夜未, 乙己 晝子夜申,
# 丙丁 晝亥夜酉, 壬癸 晝巳夜卯, 辛 晝午夜寅)
NOBLE = {"甲": "丑未", "戊": "丑未", "庚": "丑未", "乙": "子申", "己": "子申",
         "丙": "亥酉", "丁": "亥酉", "壬": "巳卯", "癸": "巳卯", "辛": "午寅"}


def daytime(hour):
    """卯 through 酉 use the day noble (the default day-hours)."""
    return hour in "卯辰巳午未申酉"


# ---- 月宿 (卷三十八 二煩: 「正月初一起室，二奎、三胃、四畢、五參、六鬼、
# 七張、八角、九氐、十尾(心)、十一斗、十二虛。每月初一移一宿，逐日數二十八宿，
# 遇奎、張、井、翼、氐、斗宿，重算留一」; the mansions by palace: 「辰角亢，
# 卯氐房心，寅尾箕，丑斗牛，子女虛危，亥室壁，戌奎婁，酉胃昴畢，申觜參，
# 未井鬼，午柳星張，巳翼軫」)
MANSIONS = "角亢氐房心尾箕斗牛女虛危室壁奎婁胃昴畢觜參井鬼柳星張翼軫"
MONTH_START = "室奎胃畢參鬼張角氐心斗虛"
DOUBLE = set("奎張井翼氐斗")
MANSION_PALACE = {}
for _p, _ms in zip("辰卯寅丑子亥戌酉申未午巳",
                   ["角亢", "氐房心", "尾箕", "斗牛", "女虛危", "室壁",
                    "奎婁", "胃昴畢", "觜參", "井鬼", "柳星張", "翼軫"]):
    for _m in _ms:
        MANSION_PALACE[_m] = _p


def moon_mansion(lunar_month, lunar_day):
    """(mansion, doubled-day?) of the moon on a lunar date by the day count,
    or (None, None)."""
    if not lunar_month or not lunar_day:
        return None, None
    k = MANSIONS.index(MONTH_START[lunar_month - 1])
    day, second = 1, False
    while day < lunar_day:
        if MANSIONS[k] in DOUBLE and not second:
            second = True
        else:
            k = (k + 1) % 28
            second = False
        day += 1
    return MANSIONS[k], second


def vig(month, pairs, by_month=False):
    """Do all (X, ALLOWED) hold, X's 旺相休囚死 in the month being one of
    the characters of ALLOWED ("旺相", "囚死" …)? With the month unknown:
    None when some month would make them all hold, False when none would
    (a stem of 木 and a branch of 金 are never both 旺相)."""
    def holds(m):
        return all(vigour(gz.phase(x), m, by_month) in allowed
                   for x, allowed in pairs)
    if month is not None:
        return holds(month)
    return None if any(holds(m) for m in BRANCHES) else False
