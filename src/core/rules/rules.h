/* liuren - rules.h (private): the one registry of the rules a chart is
 * read by, 課 and 法 alike, in the book's order: the 課體 of the 課經 and
 * the seed volumes (卷一's nine methods, 卷七 … 卷十 of the 課經 with the
 * seed volumes' 卷三十一, 三十七, 三十八 at their places), then the
 * hundred 法 of the 《畢法賦》 (卷十一–十二). One row per rule; registry.c
 * builds the table from it, patterns.c and bifa.c evaluate its rows, and
 * patterns_internal.h declares every detector a row names (a row whose
 * function is missing fails to link). The library shows the rules by
 * index and name only (include/liuren/rules.h), so adding a row changes
 * no public type.
 *
 * KE(KEY, name, source, aliases, detector, rank): a 課. KEY is the ASCII
 * key (JSON, LR_P_KEY here); ALIASES are the variant and sub-form names
 * (space separated) that `find` and `show` accept; its text rows in
 * res/patterns.tsv are keyed by its name. The order: the ten methods,
 * then 卷七 三光 … 龍德 (連茹 after 三奇, 四順 after 三陽, 喪魄 飛魂 after
 * 魄化 and 四逆 after 三陰, where the 《訂訛》 names them), 卷八 官爵 …
 * 閉口 (富貴's rules of the noble with it), 卷九 遊子 … 災厄 (孤寡 … 二煩
 * between 解離 and 天禍, 刑德 with 刑傷), 卷十 殃咎 … 物類.
 *
 * FA(number, source, name, detector, rank, cites, variant, variant2,
 * ge_of, why): a 法; NAME is its line of the verse 「《六壬畢法》正文」 (the
 * transcription numbers 第五十三法 twice; the first is the 52nd), its
 * text rows in res/bifa.tsv are keyed by its number. DETECTOR is its own
 * function, or rule_none; CITES the KEY of the 課 that says the same (read
 * first; DETECTOR then reads what the 法 adds), or NONE; VARIANT,
 * VARIANT2 the 格 of that 課 it is (NULL: any); GE_OF names the cited
 * 課's 格 as the commentary does (NULL: the 課's variant); WHY, for a 法
 * no chart decides, says why (NULL: not written yet).
 *
 * RANK is LR_MAIN, or LR_REMARK for a rule the book gives as a remark on
 * another.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_RULES_REGISTRY_H
#define LIUREN_RULES_REGISTRY_H

#include <stdbool.h>

#include "liuren/i18n.h"
#include "liuren/rules.h"

/* Why no chart fires a 法 that reads the matter, the querent or the way
 * a chart was made rather than the chart. */
#define RULE_READING N_("講的是斷課之法，不是盤上之象")

#define LR_RULES(KE, FA) \
	KE(YUANSHOU, "元首", "卷一 賊克", "", det_yuanshou, LR_MAIN) \
	KE(CHONGSHEN, "重審", "卷一 賊克", "", det_chongshen, LR_MAIN) \
	KE(ZHIYI, "知一", "卷一 比用", "比用", det_zhiyi, LR_MAIN) \
	KE(SHEHAI, "涉害", "卷一 涉害", "見機 察微 綴瑕", det_shehai, LR_MAIN) \
	KE(YAOKE, "遙克", "卷一 遙克", "蒿矢 彈射", det_yaoke, LR_MAIN) \
	KE(MAOXING, "昴星", "卷一 昴星", "虎視 冬蛇掩目", det_maoxing, LR_MAIN) \
	KE(BIEZE, "別責", "卷一 別責", "", det_bieze, LR_MAIN) \
	KE(BAZHUAN, "八專", "卷一 八專", "", det_bazhuan, LR_MAIN) \
	KE(FUYIN, "伏吟", "卷一 伏吟", "自任 自信", det_fuyin, LR_MAIN) \
	KE(FANYIN, "返吟", "卷一 返吟", "無依 井欄射", det_fanyin, LR_MAIN) \
	KE(SANGUANG, "三光", "課經集一 三光課", "三光失明 三光埋影", kj_sanguang, LR_MAIN) \
	KE(SANYANG, "三陽", "課經集一 三陽課", "三陽不泰", kj_sanyang, LR_MAIN) \
	KE(SISHUN, "四順", "課經集一 三陽課 (《訂訛》)", "", kj_sishun, LR_MAIN) \
	KE(SANQI, "三奇", "課經集一 三奇課", "旬奇發用 旬奇入傳 旬日奇並 三奇聯珠 奇空", kj_sanqi, LR_MAIN) \
	KE(LIANRU, "連茹", "卷三十一 連茹", \
	  "陽光 含春 將泰 正和 離漸 升階 迎陽 麗明 回春 流金 革故 隱明 " \
	  "回陰 返駕 出獄 凌陰 漸希 登庸 正己 返照 聯芳 游魂 入墓 重陰", det_lianru, LR_MAIN) \
	KE(LIUYI, "六儀", "卷三十一 六儀", "旬儀 支儀 富貴六儀 簾幕 奇儀全會", det_liuyi, LR_MAIN) \
	KE(SHITAI, "時泰", "卷三十一 時泰", "", det_shitai, LR_MAIN) \
	KE(TIANEN, "天恩", "卷三十一 天恩 (《訂訛》)", "天恩未定 在年命", det_tianen, LR_MAIN) \
	KE(LONGDE, "龍德", "卷三十一 龍德", "", det_longde, LR_MAIN) \
	KE(GUANJUE, "官爵", "卷三十一 官爵", "官爵失印 平地登霄 重遷", det_guanjue, LR_MAIN) \
	KE(FUGUI, "富貴", "卷三十一 富貴", "葵花向日", det_fugui, LR_MAIN) \
	KE(GUI_PRISON, "貴人入獄", "卷三十一 富貴", "勢消", det_gui_prison, LR_MAIN) \
	KE(GUI_STUMBLE, "貴人蹉跌", "卷三十一 富貴", "開眼作暗 自暗而明", det_gui_stumble, LR_REMARK) \
	KE(GUI_MEET, "晝夜貴相臨", "卷三十一 富貴", "", det_gui_meet, LR_REMARK) \
	KE(GUI_TWO, "兩貴入傳", "卷三十一 富貴", "", det_gui_two, LR_REMARK) \
	KE(GUI_EVERYWHERE, "遍地貴人", "卷三十一 富貴", "", det_gui_everywhere, LR_MAIN) \
	KE(GUI_SIDE, "貴人干前後", "卷三十一 富貴", "貴在干前 貴在干後", det_gui_side, LR_REMARK) \
	KE(GUI_VOID, "兩貴逢空", "卷三十一 富貴", "", det_gui_void, LR_REMARK) \
	KE(GUI_CHECKED, "兩貴受克", "卷三十一 富貴", "", det_gui_checked, LR_REMARK) \
	KE(GUI_BIRD, "朱雀克貴", "卷三十一 富貴", "", det_gui_bird, LR_REMARK) \
	KE(GUI_GHOST, "貴作日鬼", "卷三十一 富貴", "", det_gui_ghost, LR_REMARK) \
	KE(GUI_HARM, "貴作六害", "卷三十一 富貴", "", det_gui_harm, LR_REMARK) \
	KE(XUANGAI, "軒蓋", "卷三十一 軒蓋", "鵬得搖風 華蓋 乘軒落馬", det_xuangai, LR_MAIN) \
	KE(ZHUYIN, "鑄印", "課經集二 鑄印課", "鑄印乘軒 印綬雙全 破印損模 權印", kj_zhuyin, LR_MAIN) \
	KE(ZHUOLUN, "斲輪", "課經集二 斲輪課", "加庚為上 加辛次之 朽木難雕 傷斧 傷輪", kj_zhuolun, LR_MAIN) \
	KE(YINCONG, "引從", "課經集二 引從課", "拱干 拱支 兩貴引從天干 兩貴引從地支 干支拱祿 干支拱貴", kj_yincong, LR_MAIN) \
	KE(HENGTONG, "亨通", "課經集二 亨通課", "遞生格 俱生格 互生格 俱旺格 互旺格 自在格", kj_hengtong, LR_MAIN) \
	KE(FANCHANG, "繁昌", "課經集二 繁昌課", "德孕格 旺孕格", kj_fanchang, LR_MAIN) \
	KE(RONGHUA, "榮華", "課經集二 榮華課", "", kj_ronghua, LR_MAIN) \
	KE(DEQING, "德慶", "課經集二 德慶課", "", kj_deqing, LR_MAIN) \
	KE(HEHUAN, "合歡", "課經集二 合歡課", "", kj_hehuan, LR_MAIN) \
	KE(HEMEI, "和美", "課經集二 和美課", "三六相呼 干支上神作六合", kj_hemei, LR_MAIN) \
	KE(ZHANGUAN, "斬關", "課經集二 斬關課", "斬關得斷 斬關不斷 斬關逢吏 天地關隔", kj_zhanguan, LR_MAIN) \
	KE(BIKOU, "閉口", "課經集二 閉口課", "一旬周遍格", kj_bikou, LR_MAIN) \
	KE(YOUZI, "遊子", "課經集三 遊子課", "", kj_youzi, LR_MAIN) \
	KE(SANJIAO, "三交", "課經集三 三交課", "交羅 交祿 死交 破交 反目交 高蓋乘軒", kj_sanjiao, LR_MAIN) \
	KE(LUANSHOU, "亂首", "課經集三 亂首課 (《心鏡》《訂訛》)", "自取亂首 上門亂首", kj_luanshou, LR_MAIN) \
	KE(ZHUIXU, "贅婿", "課經集三 贅婿課", "", kj_zhuixu, LR_MAIN) \
	KE(CHONGPO, "沖破", "課經集三 沖破課", "歲沖破", kj_chongpo, LR_MAIN) \
	KE(YINYI, "淫泆", "課經集三 淫泆課", "狡童格 泆女格", kj_yinyi, LR_MAIN) \
	KE(WUYIN, "蕪淫", "課經集三 蕪淫課", "陰不備 陽不備 日辰交克", kj_wuyin, LR_MAIN) \
	KE(JIELI, "解離", "課經集三 解離課", "真解離", kj_jieli, LR_MAIN) \
	KE(GUCHEN, "孤辰", "卷三十七 孤寡", "空孤 孤寡再醮 孤寡得位 逢沖暗動", det_guchen, LR_MAIN) \
	KE(GUASU, "寡宿", "卷三十七 孤寡", "空寡", det_guasu, LR_MAIN) \
	KE(DUANQIAO, "斷橋折腰", "卷三十七 孤寡", "", det_duanqiao, LR_MAIN) \
	KE(YIYUAN, "移遠就近", "卷三十七 孤寡", "", det_yiyuan, LR_MAIN) \
	KE(DUE, "度厄", "卷三十七 度厄", "幼度厄 長度厄", det_due, LR_MAIN) \
	KE(WULU, "無祿", "卷三十七 無祿", "", det_wulu, LR_MAIN) \
	KE(JUESI, "絕嗣", "卷三十七 絕嗣", "", det_juesi, LR_MAIN) \
	KE(DUNFU, "迍福", "卷三十七 迍福", "", det_dunfu, LR_MAIN) \
	KE(WUFU, "五福", "卷三十七 迍福", "", det_wufu, LR_MAIN) \
	KE(BADUN, "八迍", "卷三十八 八迍; 卷三十七 迍福", "", det_badun, LR_MAIN) \
	KE(QINHAI, "侵害", "卷三十八 侵害", \
	  "勢家害 少凌長害 競強爭進害 鬼害", det_qinhai, LR_MAIN) \
	KE(XINGSHANG, "刑傷", "卷三十八 刑傷", "無恩刑 恃勢刑 無禮刑 自刑", det_xingshang, LR_MAIN) \
	KE(GUIZHUXING, "鬼助刑", "卷三十八 刑傷", "伐德", det_guizhuxing, LR_MAIN) \
	KE(XINGDE, "刑德", "卷三十八 刑德", "德勝刑 刑勝德", det_xingde, LR_REMARK) \
	KE(ERFAN, "二煩", "卷三十八 二煩", "天煩 地煩 天地二煩 杜傳 重留更凶", det_erfan, LR_MAIN) \
	KE(TIANHUO, "天禍", "課經集三 天禍課", "", kj_tianhuo, LR_MAIN) \
	KE(TIANYU, "天獄", "課經集三 天獄課", "俯仰丘仇", kj_tianyu, LR_MAIN) \
	KE(TIANKOU, "天寇", "課經集三 天寇課", "", kj_tiankou, LR_MAIN) \
	KE(TIANWANG, "天網", "課經集三 天網課", "羅網格 解網", kj_tianwang, LR_MAIN) \
	KE(POHUA, "魄化", "課經集三 魄化課", "虎銜屍", kj_pohua, LR_MAIN) \
	KE(SANGPO, "喪魄", "課經集三 魄化課 (《訂訛》)", "", kj_sangpo, LR_MAIN) \
	KE(FEIHUN, "飛魂", "課經集三 魄化課 (飛魂卦 《訂訛》)", "飛魂卦", kj_feihun, LR_MAIN) \
	KE(SANYIN, "三陰", "課經集三 三陰課", "煞臨日辰年命", kj_sanyin, LR_MAIN) \
	KE(SINI, "四逆", "課經集三 三陰課 (《訂訛》)", "", kj_sini, LR_MAIN) \
	KE(LONGZHAN, "龍戰", "課經集三 龍戰課", "人年立卯酉", kj_longzhan, LR_MAIN) \
	KE(SIQI, "死奇", "課經集三 死奇課", "死奇回光 三死", kj_siqi, LR_MAIN) \
	KE(ZAIE, "災厄", "課經集三 災厄課", "", kj_zaie, LR_MAIN) \
	KE(YANGJIU, "殃咎", "課經集四 殃咎課", "遞克 干支乘墓 干支坐墓 內戰 外戰 夾克 財受夾克格", kj_yangjiu, LR_MAIN) \
	KE(JIUCHOU, "九醜", "課經集四 九醜課", "", kj_jiuchou, LR_MAIN) \
	KE(GUIMU, "鬼墓", "課經集四 鬼墓課", "墓門開格 用起四墓 自坐四墓 墓加長生 傳墓入墓 墓神覆日 干墓臨支 干支互換坐墓 鬼墓並", kj_guimu, LR_MAIN) \
	KE(LIDE, "勵德", "課經集四 勵德課", "微服格 蹉跎格 陽前陰後 陰前陽後", kj_lide, LR_MAIN) \
	KE(PANZHU, "盤珠", "課經集四 盤珠課", "回還格 天心格", kj_panzhu, LR_MAIN) \
	KE(QUANJU, "全局", "課經集四 全局課", "潤下 炎上 曲直 從革 稼穡", kj_quanju, LR_MAIN) \
	KE(XUANTAI, "玄胎", "課經集四 玄胎課", "進步長生 退步長生 絕胎", kj_xuantai, LR_MAIN) \
	KE(LIANZHU, "連珠", "課經集四 連珠課", "進連珠 退連珠 失友格 夾定三傳格 夾定虛一格 夾不住格 支上發傳朝日格 三傳朝支格", kj_lianzhu, LR_MAIN) \
	KE(JIANCHUAN, "間傳", "課經集四 間傳課", \
	  "向陽 出戶 出陽 盈陽 登三天 充盈 出三天 入冥 涉三淵 凝陰 入三淵 溟濛 " \
	  "偃蹇 極陰 冥陰 斷澗 涉疑 轉悖 顧祖 回明 凝陽 勵明 悖戾 時遁 " \
	  "撞干格 撞支格", kj_jianchuan, LR_MAIN) \
	KE(LIUCHUN, "六純", "課經集四 六純課", "六陽 六陰", kj_liuchun, LR_MAIN) \
	KE(ZAZHUANG, "雜狀", "課經集四 雜狀課 (十雜卦)", "十雜 生雜 死雜", kj_zazhuang, LR_REMARK) \
	KE(WULEI, "物類", "課經集四 物類課", "", kj_wulei, LR_REMARK) \
	/* 引從課 「凡課初末二傳，夾拱日干或日支之前後一位」, its 格 under the \
	 * commentary's names; the 干支拱 and 拱年命 格 in bf_1 */ \
	FA(1, "畢法 第一法", "前後引從升遷吉", bf_1, LR_MAIN, YINCONG, NULL, NULL, bf_1_ge, NULL) \
	/* its own: 一旬周遍格 (as the 課經's 閉口課 has it), 回還格, 天心格 */ \
	FA(2, "畢法 第二法", "首尾相見始終宜", bf_2, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(3, "畢法 第三法", "簾幕貴人高甲第", bf_3, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	/* 催官使者: 日鬼乘白虎臨干上或年命, 占官 */ \
	FA(4, "畢法 第四法", "催官使者赴官期", bf_4, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	/* their own: 六純課 「四課三傳俱陽」 counts no branches; the 法 asks \
	 * the number full (六陽, 五陽) */ \
	FA(5, "畢法 第五法", "六陽數足須公用", bf_5, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(6, "畢法 第六法", "六陰相繼盡昏迷", bf_6, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(7, "畢法 第七法", "旺祿臨身徒妄作", bf_7, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(8, "畢法 第八法", "權攝不正祿臨支", bf_8, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(9, "畢法 第九法", "避難逃生須棄舊", bf_9, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	/* 斲輪課 「值空亡為朽木難雕」 */ \
	FA(10, "畢法 第十法", "朽木難雕別作為", bf_10, LR_MAIN, ZHUOLUN, "朽木難雕", NULL, NULL, NULL) \
	FA(11, "畢法 第十一法", "眾鬼雖彰全不畏", bf_11, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(12, "畢法 第十二法", "雖憂狐假虎威儀", bf_12, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(13, "畢法 第十三法", "鬼賊當時無畏忌", bf_13, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(14, "畢法 第十四法", "傳財太旺反財虧", bf_14, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(15, "畢法 第十五法", "脫上逢脫防虛詐", bf_15, LR_REMARK, NONE, NULL, NULL, NULL, NULL) \
	FA(16, "畢法 第十六法", "空上乘空事莫追", bf_16, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(17, "畢法 第十七法", "進茹空亡宜退步", bf_17, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(18, "畢法 第十八法", "踏腳空亡進用宜", bf_18, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(19, "畢法 第十九法", "胎財生氣妻懷孕", bf_19, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(20, "畢法 第二十法", "胎財死氣損胎推", bf_20, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(21, "畢法 第二十一法", "交車相合交關利", bf_21, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(22, "畢法 第二十二法", "上下皆合兩心齊", bf_22, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(23, "畢法 第二十三法", "彼求我事支傳干", bf_23, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(24, "畢法 第二十四法", "我求彼事干傳支", bf_24, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(25, "畢法 第二十五法", "金日逢丁凶禍動", bf_25, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(26, "畢法 第二十六法", "水日逢丁財動之", bf_26, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(27, "畢法 第二十七法", "傳財化鬼財休覓", bf_27, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(28, "畢法 第二十八法", "傳鬼化財錢險危", bf_28, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(29, "畢法 第二十九法", "眷屬豐盈居狹宅", bf_29, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(30, "畢法 第三十法", "屋宅寬廣致人衰", bf_30, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	/* 亨通課 遞生格 「初生中、中生末、末生干」 */ \
	FA(31, "畢法 第三十一法", "三傳遞生人舉薦", bf_31, LR_MAIN, HENGTONG, "遞生格", NULL, bf_31_ge, NULL) \
	/* 殃咎課 遞克 「一初克中，中克末，末剋日干；一末克中…」 */ \
	FA(32, "畢法 第三十二法", "三傳互克眾人欺", bf_32, LR_MAIN, YANGJIU, "遞克", NULL, bf_32_ge, NULL) \
	FA(33, "畢法 第三十三法", "有始無終難變易", bf_33, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(34, "畢法 第三十四法", "苦去甘來樂裡悲", bf_34, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(35, "畢法 第三十五法", "人宅受脫俱招盜", bf_35, LR_REMARK, NONE, NULL, NULL, NULL, NULL) \
	FA(36, "畢法 第三十六法", "干支皆敗事傾頹", bf_36, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(37, "畢法 第三十七法", "末助初兮三等訟", bf_37, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	/* its own: the 法 reads 旬尾加旬首 and the 旬首's 玄武 whether 發用 or \
	 * not, not the 課經's 閉口課 (whose 一旬周遍格 is 第二法's) */ \
	FA(38, "畢法 第三十八法", "閉口卦體兩般推", bf_38, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(39, "畢法 第三十九法", "太陽照武宜擒賊", bf_39, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(40, "畢法 第四十法", "后合占婚豈用媒", bf_40, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(41, "畢法 第四十一法", "富貴干支逢祿馬", bf_41, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(42, "畢法 第四十二法", "尊崇傳內遇三奇", bf_42, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(43, "畢法 第四十三法", "害貴訟直作曲斷", bf_43, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	/* 卷三十一 富貴 「或四課三傳皆晝夜貴，為遍地貴人」 */ \
	FA(44, "畢法 第四十四法", "課傳俱貴轉無依", bf_44, LR_MAIN, GUI_EVERYWHERE, NULL, NULL, NULL, NULL) \
	FA(45, "畢法 第四十五法", "晝夜貴加求兩貴", bf_45, LR_REMARK, NONE, NULL, NULL, NULL, NULL) \
	/* a remark: 「此例極多，不暇細具」 (about three charts in ten) */ \
	FA(46, "畢法 第四十六法", "貴人差迭事參差", bf_46, LR_REMARK, NONE, NULL, NULL, NULL, NULL) \
	/* its own: the noble in 「獄」 on the 干's palace (乙、辛); the 課經's \
	 * 貴人入獄 is the other eight stems' */ \
	FA(47, "畢法 第四十七法", "貴雖在獄宜臨干", bf_47, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	/* 卷三十一 富貴 貴作日鬼 */ \
	FA(48, "畢法 第四十八法", "鬼乘天乙乃神祇", bf_48, LR_MAIN, GUI_GHOST, NULL, NULL, bf_48_ge, NULL) \
	FA(49, "畢法 第四十九法", "兩貴受克難干貴", bf_49, LR_MAIN, GUI_CHECKED, NULL, NULL, bf_49_ge, NULL) \
	FA(50, "畢法 第五十法", "二貴皆空虛喜期", bf_50, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(51, "畢法 第五十一法", "魁度天門關隔定", bf_51, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(52, "畢法 第五十二法", "罡塞鬼戶任謀為", bf_52, LR_REMARK, NONE, NULL, NULL, NULL, NULL) \
	FA(53, "畢法 第五十三法", "兩蛇夾墓凶難免", bf_53, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(54, "畢法 第五十四法", "虎視逢虎力難施", bf_54, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(55, "畢法 第五十五法", "所謀多拙逢網羅", bf_55, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(56, "畢法 第五十六法", "天網自裹己招非", bf_56, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(57, "畢法 第五十七法", "費有餘而得不足", bf_57, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(58, "畢法 第五十八法", "用破身心無所歸", bf_58, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(59, "畢法 第五十九法", "華蓋覆日人昏晦", bf_59, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(60, "畢法 第六十法", "太陽射宅屋光輝", bf_60, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(61, "畢法 第六十一法", "干乘墓虎無占病", bf_61, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(62, "畢法 第六十二法", "支乘墓虎有伏屍", bf_62, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(63, "畢法 第六十三法", "彼此全傷防兩損", bf_63, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	/* 「謂干被支上神克，支卻被干上神克者，為蕪淫卦」: the 交克 alone */ \
	FA(64, "畢法 第六十四法", "夫婦蕪淫各有私", bf_64, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(65, "畢法 第六十五法", "干墓並關人宅廢", bf_65, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(66, "畢法 第六十六法", "支墳財並旅程稽", bf_66, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	/* a remark: what 白虎 rides names the illness, 占病 */ \
	FA(67, "畢法 第六十七法", "受虎克神為病症", bf_67, LR_REMARK, NONE, NULL, NULL, NULL, NULL) \
	FA(68, "畢法 第六十八法", "制鬼之位乃良醫", bf_68, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(69, "畢法 第六十九法", "虎乘遁鬼殃非淺", bf_69, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(70, "畢法 第七十法", "鬼臨三四訟災隨", bf_70, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(71, "畢法 第七十一法", "病符克宅全家患", bf_71, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(72, "畢法 第七十二法", "喪吊全逢掛縞衣", bf_72, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(73, "畢法 第七十三法", "前後逼迫難進退", bf_73, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(74, "畢法 第七十四法", "空空如也事休追", bf_74, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(75, "畢法 第七十五法", "賓主不投刑在上", bf_75, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(76, "畢法 第七十六法", "彼此猜忌害相隨", bf_76, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	/* 亨通課 互生格 俱生格, 互旺格 俱旺格 */ \
	FA(77, "畢法 第七十七法", "互生俱生凡事益", bf_77, LR_MAIN, HENGTONG, "互生格", "俱生格", bf_77_ge, NULL) \
	FA(78, "畢法 第七十八法", "互旺皆旺坐謀宜", rule_none, LR_MAIN, HENGTONG, "互旺格", "俱旺格", bf_78_ge, NULL) \
	FA(79, "畢法 第七十九法", "干支值絕凡謀決", bf_79, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(80, "畢法 第八十法", "人宅皆死各衰羸", bf_80, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	/* 鬼墓課 傳墓入墓 */ \
	FA(81, "畢法 第八十一法", "傳墓入墓分憎愛", bf_81, LR_MAIN, GUIMU, "傳墓入墓", NULL, bf_81_ge, NULL) \
	/* 卷三十七 孤寡 移遠就近 「或中末俱空 … 動中不動」 */ \
	FA(82, "畢法 第八十二法", "不行傳者考初時", bf_82, LR_MAIN, YIYUAN, NULL, NULL, NULL, NULL) \
	/* 殃咎課 夾克, 干支坐墓, 干支乘墓 (its 內戰, all three 神克將, is not \
	 * the 法's: 第八十六 reads the 發用's general) */ \
	FA(83, "畢法 第八十三法", "萬事喜忻三六合", bf_83, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(84, "畢法 第八十四法", "合中犯殺蜜中砒", bf_84, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(85, "畢法 第八十五法", "初遭夾克不由己", bf_85, LR_MAIN, YANGJIU, "夾克", NULL, bf_85_ge, NULL) \
	FA(86, "畢法 第八十六法", "將逢內戰所謀危", bf_86, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(87, "畢法 第八十七法", "人宅坐墓甘招晦", bf_87, LR_MAIN, YANGJIU, "干支坐墓", NULL, NULL, NULL) \
	FA(88, "畢法 第八十八法", "干支乘墓各昏迷", bf_88, LR_MAIN, YANGJIU, "干支乘墓", NULL, NULL, NULL) \
	FA(89, "畢法 第八十九法", "任信丁馬須言動", bf_89, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(90, "畢法 第九十法", "來去俱空豈動宜", bf_90, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(91, "畢法 第九十一法", "虎臨干鬼凶速速", bf_91, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(92, "畢法 第九十二法", "龍加生氣吉遲遲", bf_92, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(93, "畢法 第九十三法", "妄用三傳災福異", rule_none, LR_MAIN, NONE, NULL, NULL, NULL, N_("講的是三傳起錯則災福不應：論起課之法，不是盤上之象")) \
	FA(94, "畢法 第九十四法", "喜懼空亡乃妙機", rule_none, LR_MAIN, NONE, NULL, NULL, NULL, N_("空亡於所喜為憂、於所懼為喜：要看所占之事，盤上無從決定")) \
	FA(95, "畢法 第九十五法", "六爻現卦防其克", bf_95, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(96, "畢法 第九十六法", "旬內空亡逐類推", bf_96, LR_MAIN, NONE, NULL, NULL, NULL, NULL) \
	FA(97, "畢法 第九十七法", "所筮不入仍憑類", rule_none, LR_MAIN, NONE, NULL, NULL, NULL, N_("講的是所占之類神不入課傳時仍憑類神而斷：斷課之法，不是盤上之象")) \
	FA(98, "畢法 第九十八法", "非占現類勿言之", rule_none, LR_MAIN, NONE, NULL, NULL, NULL, N_("講的是非所占之類現於課傳勿言之：斷課之法，不是盤上之象")) \
	FA(99, "畢法 第九十九法", "常問不應逢吉象", rule_none, LR_MAIN, NONE, NULL, NULL, NULL, N_("常事問之而逢吉課不應：要看所問之事，不是盤上之象")) \
	FA(100, "畢法 第一百法", "已災凶逃返無疑", rule_none, LR_MAIN, NONE, NULL, NULL, NULL, N_("已見災凶而逢凶課反主解脫：要看占前已有何事，不是盤上之象"))

/* Each rule's index: LR_P_KEY for a 課, LR_F_number for a 法. */
enum rule_index {
	LR_P_NONE = -1,
#define RULE_INDEX_KE(key, ...) LR_P_##key,
#define RULE_INDEX_FA(number, ...) LR_F_##number,
	LR_RULES(RULE_INDEX_KE, RULE_INDEX_FA)
#undef RULE_INDEX_KE
#undef RULE_INDEX_FA
	RULE_COUNT
};

/* The 課 come first, then the 法. */
enum {
	RULE_FIRST_FA = LR_F_1,
	RULE_KE_COUNT = LR_F_1,
	RULE_FA_COUNT = RULE_COUNT - LR_F_1
};

struct ev;
/* A detector: YES when its rule fires (R filled), NO when it does not,
 * UNKNOWN (through rule_unknown()) when it needs what the context lacks. */
typedef int lr_detector(const struct ev *e, struct lr_rule_result *r);
/* The commentary's 格 for a cited 課's result P that fired: written into
 * R's 格 (instead of P's variant as it stands). */
typedef void rule_ge_namer(const struct ev *k, const struct lr_rule_result *p,
			   struct lr_rule_result *r);

/* A row of the registry, as registry.c builds it. */
struct rule_row {
	struct lr_rule_info info;
	lr_detector *detector;
	const char *variant, *variant2;	/* FA: the cited 課's 格 */
	rule_ge_namer *ge_of;
	const char *why;
};

/* Row I (0 … RULE_COUNT - 1). */
const struct rule_row *rule_row(int i);

/* The detector of a 法 that has none of its own: NO. */
lr_detector rule_none;

/* Whether the rules write their reasons (write.c): off, each reason is
 * "…" where it would hold words and "" where it would be empty, and the
 * verdicts, needs and variants are as with them on. For the calling
 * thread; the reading (reading.c) turns them off for
 * LR_READ_VERDICTS_ONLY and on again. */
void rule_words(bool on);
/* Are they on? A detector that gathers words before writing them (八迍's
 * tally) skips the gathering when not. */
bool rule_words_on(void);

#endif
