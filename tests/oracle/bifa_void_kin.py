"""liuren - tests/oracle/bifa_void_kin.py: 第九十六法 旬內空亡逐類推,
which kin a matter asked concerns, and the book's table of the kin each day
finds void, checked against the reading.

「財空軍儲乏，鬼空敵人遁，救空謀策拙，比空贊佐慵，生空防失惠」: five kinds,
each a kin of the day stem. 財 is 妻財; 鬼 官鬼; 比 (the same phase) 兄弟;
生 (what gives the day birth) 父母; 救 the one that saves the day from its
鬼, the kin that overcomes the 鬼, 子孫 (子息). The table that follows names
them as 妻財, 官鬼, 兄弟 (己身), 父母, 子息.
Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
"""

import ganzhi as gz
from bifa_facts import DE, LU, NOBLES, birth, kin, tomb

# The matter asked (include/liuren/ask.h, the book's words) -> the kin it
# concerns; a matter not here names no kin and the 法 does not speak of it.
ASK_KIN = {
    # 「生空防失惠」: the parents are what gives the day birth.
    "父母": "父母",
    # 「財空軍儲乏」: goods and stores are the 財; the wife is the same kin
    # (第九十五法 「同類現卦，必憂妻及去財」 joins them); 衣食 are the stores
    # themselves (軍儲); the thing lost is the goods sought back.
    "妻": "妻財",
    "財": "妻財",
    "衣食": "妻財",
    "失物": "妻財",
    # 「比空贊佐慵」: those of the day's own kind, the helpers at its side.
    "兄弟": "兄弟",
    "朋友": "兄弟",
    # the table's 子息; a child awaited is the same kin.
    "子孫": "子孫",
    "孕": "子孫",
    # 「鬼空敵人遁」: the 鬼 is the office sought and the adversary, the
    # opponent at law and the thief; the illness too is read by the 日鬼
    # (第六十七法 「如日鬼臨於六處不乘白虎，但擬其鬼亦為病證」, 第六十八法 「甲戌日
    # 干上酉，雖為日鬼，奈是旬中空亡，不足為畏」).
    "官": "官鬼",
    "訟": "官鬼",
    "盜": "官鬼",
    "病": "官鬼",
}
# 謁貴 (貴) is read by the 貴人 itself: the table names the void 貴 day by
# day (「丙寅、丁卯日墓貴及官鬼空」, 「辛日旦貴空」, 「甲戊庚三日夜貴空」,
# 「並晝貴尤不得力」, 「辛日夜貴空」, 「甲戊庚乙己五日旦貴空」).
NOBLE_ASK = "貴"


def void_kin(day):
    """The kin of the day stem that the day's 旬 leaves void (a set)."""
    return {kin(day[0], v) for v in gz.void_pair(day)}


# The book's table, day by day: the kin it names void, and the other void
# things it names (墓, 祿, 德, 長生, 旦/晝 and 夜 貴).
BOOK = (
    # 甲子旬戌亥空亡
    ("甲子乙丑", "妻財 父母", ""),
    ("丙寅丁卯", "官鬼", "墓 貴"),
    ("戊辰己巳", "兄弟 妻財", ""),
    ("庚午辛未", "父母 子孫", ""),
    ("壬申癸酉", "官鬼 兄弟", "壬德 壬祿"),
    # 甲戌旬申酉空亡
    ("甲戌乙亥", "官鬼", ""),
    ("丙子丁丑", "妻財", ""),
    ("戊寅己卯", "子孫", ""),
    ("庚辰", "", "庚德 庚祿"),
    ("辛巳", "兄弟", ""),
    ("壬午癸未", "父母", ""),
    # 甲申旬午未空亡
    ("甲申乙酉", "子孫 妻財", "墓 甲夜 己祿"),
    ("丙戌丁亥", "兄弟 子孫", ""),
    ("戊子己丑", "父母 兄弟", "己祿 戊夜"),
    ("庚寅辛卯", "官鬼 父母", "辛旦 庚夜"),
    ("壬辰癸巳", "妻財 官鬼", ""),
    # 甲午旬辰巳空亡
    ("甲午乙未", "妻財 子孫", ""),
    ("丙申丁酉", "子孫 兄弟", ""),
    ("戊戌己亥", "兄弟 父母", ""),
    ("庚子辛丑", "父母 官鬼", "長生 辛德"),
    ("壬寅癸卯", "官鬼 妻財", "墓 壬旦 癸旦"),
    # 甲辰旬寅卯空亡
    ("甲辰乙巳", "兄弟", "甲祿 乙祿 甲德"),
    ("丙午丁未", "父母", ""),
    ("戊申己酉", "官鬼", "己德"),
    ("庚戌辛亥", "妻財", "辛夜"),
    ("壬子癸丑", "子孫", ""),
    # 甲寅旬子丑空亡
    ("甲寅乙卯", "父母 妻財", "甲旦 乙旦"),
    ("丙辰丁巳", "官鬼 子孫", ""),
    ("戊午己未", "妻財 兄弟", "戊旦 己旦"),
    ("庚申辛酉", "子孫 父母", "墓 庚旦"),
    ("壬戌癸亥", "兄弟 官鬼", ""),
)
# The table names 戌 on 丙寅、丁卯 as the 墓 (火墓戌) and not as the 子孫 it
# is by phase; 庚辰 by its 德祿 (申) only, though 申酉 are its 兄弟 as they
# are 辛巳's: each a kin the reading holds void and the table leaves unnamed.
UNNAMED = {"丙寅": {"子孫"}, "丁卯": {"子孫"}, "庚辰": {"兄弟"}}


def _other_void(day, name):
    """Is the void thing NAME (墓, 長生, 貴, or a stem's 祿/德/旦/夜) void on
    DAY by the reading's tables? None when NAME is another stem's."""
    s = day[0]
    if len(name) == 2:
        if name[0] != s:
            return None
        name = name[1]
    day_noble, night_noble = NOBLES[s]
    voids = gz.void_pair(day)
    if name == "貴":
        return day_noble in voids or night_noble in voids
    where = {"墓": tomb(s), "長生": birth(s), "祿": LU[s], "德": DE[s],
             "旦": day_noble, "夜": night_noble}
    return where[name] in voids


def check_book():
    """The reading reproduces every day the table lists."""
    for days, kins, others in BOOK:
        named = set(kins.split())
        for i in range(0, len(days), 2):
            day = days[i:i + 2]
            got = void_kin(day)
            assert named <= got, (day, named, got)
            assert got - named <= UNNAMED.get(day, set()), (day, named, got)
            for o in others.split():
                ok = _other_void(day, o)
                assert ok in (None, True), (day, o)


check_book()
