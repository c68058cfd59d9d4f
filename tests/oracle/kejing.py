"""liuren - tests/oracle/kejing.py: a second reading of every 課 the
program detects, written from 《六壬大全》 alone: the nine methods of
卷一 (the lessons and transmissions derived again, kejing_methods) and
the 課體 of the 課經 (卷七–卷十, with the seed vols. 31, 37 and 38),
each a short procedure over the chart with the book's sentence above it
(kejing_ji1 … kejing_ji4, kejing_seeds). For tests/oracle/run.py.

Keys are the program's pattern ids, and two of this reading's own:
  CHART   "fired" when the plate, the generals, the four lessons or the
          three transmissions derived here differ from the program's
  METHOD  "fired" when the method or its sub-name (元首 … 井欄射, 見機 …)
          differs from the program's (method, method_detail)
The program never reports these two, so any "fired" is a difference.

Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
"""
from kejing_chart import K
import kejing_ji1
import kejing_ji2
import kejing_ji3
import kejing_ji4
import kejing_seeds

SOURCE = "patterns"

RULES = {}
for _m in (kejing_ji1, kejing_ji2, kejing_ji3, kejing_seeds, kejing_ji4):
    RULES.update(_m.RULES)

# the nine methods as patterns (卷一): method → (pattern id, variant)
METHOD_KEYS = ("YUANSHOU", "CHONGSHEN", "ZHIYI", "SHEHAI", "YAOKE",
               "MAOXING", "BIEZE", "BAZHUAN", "FUYIN", "FANYIN")
METHOD_ID = {"元首": "YUANSHOU", "重審": "CHONGSHEN", "知一": "ZHIYI",
             "涉害": "SHEHAI", "遙克": "YAOKE", "昴星": "MAOXING",
             "別責": "BIEZE", "八專": "BAZHUAN", "伏吟": "FUYIN",
             "返吟": "FANYIN"}


# The variants this reading decides exactly (run.py compares them name by
# name); the others are compared loosely (some name in common).
DECIDES = {
    "FUYIN": {"自任", "自信"}, "FANYIN": {"無依", "井欄射"},
    "MAOXING": {"虎視", "冬蛇掩目"}, "YAOKE": {"蒿矢", "彈射"},
    "SHEHAI": {"見機", "察微", "綴瑕"},
    "LIANRU": set(kejing_ji1.LIANRU_FWD.values()) |
    set(kejing_ji1.LIANRU_BWD.values()),
    "JIANCHUAN": set(kejing_ji4.JIAN_NAME.values()),
    "LIUYI": {"旬儀", "支儀"}, "SANQI": {"旬奇發用", "旬奇入傳"},
    "WUYIN": {"陰不備", "陽不備", "日辰交克"},
    "DUE": {"幼度厄", "長度厄"},
    "LIDE": {"微服格", "蹉跎格", "陽前陰後", "陰前陽後"},
    "XUANTAI": {"進步長生", "退步長生", "絕胎"},
    "LIUCHUN": {"六陽", "六陰"}, "XINGDE": {"德勝刑", "刑勝德"},
    "GUI_SIDE": {"貴在干前", "貴在干後"},
    "GUI_STUMBLE": {"開眼作暗", "自暗而明"},
    "LUANSHOU": {"自取亂首", "上門亂首"}, "YINYI": {"狡童格", "泆女格"},
    "ZHUOLUN": {"加庚為上", "加辛次之"},
    "ERFAN": {"天煩", "地煩", "天地二煩"},
    "QINHAI": set(kejing_seeds.HAI_KIND.values()),
    "XINGSHANG": {"無恩刑", "恃勢刑", "無禮刑", "自刑"},
    "SANJIAO": {"交羅", "交祿"}, "ZAZHUANG": {"純", "雜"},
    "WULEI": {"父母", "兄弟", "子孫", "妻財", "官鬼"},
}


def state(x):
    return {True: "fired", False: "no", None: "unknown"}[x]


def differs(k, j):
    """Does the derivation differ from the program's chart?"""
    if dict(j["plate"]) != k.upper or dict(j["generals"]) != k.rides:
        return True
    if [(l["upper"], l["lower"]) for l in j["lessons"]] != \
            [(u, lo) for u, lo, _ in k.lessons]:
        return True
    return [t["branch"] for t in j["transmissions"]] != k.trans


def method_differs(k, j):
    theirs = (j["method"], j["method_detail"] or "")
    if theirs[0] in ("蒿矢", "彈射"):          # the program's naming of 遙克
        theirs = ("遙克", theirs[0])
    return theirs != (k.method, k.detail)


def evaluate(chart):
    j = chart.json
    k = K(j)
    out = {"CHART": (state(differs(k, j)), None),
           "METHOD": (state(method_differs(k, j)), None)}
    mine = METHOD_ID[k.method]
    for key in METHOD_KEYS:
        if key == mine:
            out[key] = ("fired", {k.detail} if k.detail else set())
        else:
            out[key] = ("no", set())
    for key, f in RULES.items():
        st, var = f(k)
        out[key] = (state(st if st is None else bool(st)),
                    set(var) if st else set())
    return out
