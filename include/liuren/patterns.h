/* liuren - patterns.h: the 課體 (lesson patterns) of 《六壬大全》: the nine
 * methods read as patterns, vol. 31 (連茹, 六儀, 時泰, 天恩, 龍德, 官爵,
 * 富貴 and the noble's rules, 軒蓋), vol. 37 (孤辰 寡宿, 度厄, 無祿,
 * 絕嗣, 迍福) and vol. 38 (八迍, 侵害, 刑傷, 刑德, 二煩). Each detector
 * says whether its pattern fires, in which variant, and why, naming the
 * palaces, lessons and transmissions; a rule that needs a part of the
 * context that is unknown is reported as not evaluated, never guessed.
 *
 * Detectors are plain functions over the chart; evaluating all of them
 * allocates nothing. The classical passages and glosses (res/patterns.tsv)
 * are loaded on first use by lr_pattern_lookup().
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_PATTERNS_H
#define LIUREN_PATTERNS_H

#include <stdbool.h>
#include <stddef.h>

#include "liuren/chart.h"
#include "liuren/context.h"
#include "liuren/export.h"
#include "liuren/rules.h"

LR_BEGIN_DECLS

/* X(ID, name, source, aliases, detector, rank): every pattern, in the
 * 課經's order, which is the order results are reported, shown and
 * searched: the ten methods, then 卷七 三光 … 龍德 (連茹 after 三奇, 四順
 * after 三陽, 喪魄 飛魂 after 魄化 and 四逆 after 三陰, where the 《訂訛》
 * names them), 卷八 官爵 … 閉口 (富貴's rules of the noble with it), 卷九
 * 遊子 … 災厄 (孤寡 … 二煩 between 解離 and 天禍, 刑德 with 刑傷), 卷十
 * 殃咎 … 物類. ALIASES are the variant and sub-form names (space
 * separated) that `find` and `show` accept; DETECTOR is the function of
 * src/core that reads the chart for it (the row declares it); RANK is
 * LR_MAIN, or LR_REMARK for a 課 the book gives as a remark on another.
 * Adding a 課 is a row here and its detector. */
#define LR_PATTERNS(X) \
	X(YUANSHOU, "元首", "卷一 賊克", "", det_yuanshou, LR_MAIN) \
	X(CHONGSHEN, "重審", "卷一 賊克", "", det_chongshen, LR_MAIN) \
	X(ZHIYI, "知一", "卷一 比用", "比用", det_zhiyi, LR_MAIN) \
	X(SHEHAI, "涉害", "卷一 涉害", "見機 察微 綴瑕", det_shehai, LR_MAIN) \
	X(YAOKE, "遙克", "卷一 遙克", "蒿矢 彈射", det_yaoke, LR_MAIN) \
	X(MAOXING, "昴星", "卷一 昴星", "虎視 冬蛇掩目", det_maoxing, LR_MAIN) \
	X(BIEZE, "別責", "卷一 別責", "", det_bieze, LR_MAIN) \
	X(BAZHUAN, "八專", "卷一 八專", "", det_bazhuan, LR_MAIN) \
	X(FUYIN, "伏吟", "卷一 伏吟", "自任 自信", det_fuyin, LR_MAIN) \
	X(FANYIN, "返吟", "卷一 返吟", "無依 井欄射", det_fanyin, LR_MAIN) \
	X(SANGUANG, "三光", "課經集一 三光課", "三光失明 三光埋影", kj_sanguang, LR_MAIN) \
	X(SANYANG, "三陽", "課經集一 三陽課", "三陽不泰", kj_sanyang, LR_MAIN) \
	X(SISHUN, "四順", "課經集一 三陽課 (《訂訛》)", "", kj_sishun, LR_MAIN) \
	X(SANQI, "三奇", "課經集一 三奇課", "旬奇發用 旬奇入傳 旬日奇並 三奇聯珠 奇空", kj_sanqi, LR_MAIN) \
	X(LIANRU, "連茹", "卷三十一 連茹", \
	  "陽光 含春 將泰 正和 離漸 升階 迎陽 麗明 回春 流金 革故 隱明 " \
	  "回陰 返駕 出獄 凌陰 漸希 登庸 正己 返照 聯芳 游魂 入墓 重陰", det_lianru, LR_MAIN) \
	X(LIUYI, "六儀", "卷三十一 六儀", "旬儀 支儀 富貴六儀 簾幕 奇儀全會", det_liuyi, LR_MAIN) \
	X(SHITAI, "時泰", "卷三十一 時泰", "", det_shitai, LR_MAIN) \
	X(TIANEN, "天恩", "卷三十一 天恩 (《訂訛》)", "天恩未定 在年命", det_tianen, LR_MAIN) \
	X(LONGDE, "龍德", "卷三十一 龍德", "", det_longde, LR_MAIN) \
	X(GUANJUE, "官爵", "卷三十一 官爵", "官爵失印 平地登霄 重遷", det_guanjue, LR_MAIN) \
	X(FUGUI, "富貴", "卷三十一 富貴", "葵花向日", det_fugui, LR_MAIN) \
	X(GUI_PRISON, "貴人入獄", "卷三十一 富貴", "勢消", det_gui_prison, LR_MAIN) \
	X(GUI_STUMBLE, "貴人蹉跌", "卷三十一 富貴", "", det_gui_stumble, LR_REMARK) \
	X(GUI_MEET, "晝夜貴相臨", "卷三十一 富貴", "", det_gui_meet, LR_REMARK) \
	X(GUI_TWO, "兩貴入傳", "卷三十一 富貴", "", det_gui_two, LR_REMARK) \
	X(GUI_EVERYWHERE, "遍地貴人", "卷三十一 富貴", "", det_gui_everywhere, LR_MAIN) \
	X(GUI_SIDE, "貴人干前後", "卷三十一 富貴", "貴在干前 貴在干後", det_gui_side, LR_REMARK) \
	X(GUI_VOID, "兩貴逢空", "卷三十一 富貴", "", det_gui_void, LR_REMARK) \
	X(GUI_CHECKED, "兩貴受克", "卷三十一 富貴", "", det_gui_checked, LR_REMARK) \
	X(GUI_BIRD, "朱雀克貴", "卷三十一 富貴", "", det_gui_bird, LR_REMARK) \
	X(GUI_GHOST, "貴作日鬼", "卷三十一 富貴", "", det_gui_ghost, LR_REMARK) \
	X(GUI_HARM, "貴作六害", "卷三十一 富貴", "", det_gui_harm, LR_REMARK) \
	X(XUANGAI, "軒蓋", "卷三十一 軒蓋", "鵬得搖風 華蓋 乘軒落馬", det_xuangai, LR_MAIN) \
	X(ZHUYIN, "鑄印", "課經集二 鑄印課", "鑄印乘軒 印綬雙全 破印損模 權印", kj_zhuyin, LR_MAIN) \
	X(ZHUOLUN, "斲輪", "課經集二 斲輪課", "加庚為上 加辛次之 朽木難雕 傷斧 傷輪", kj_zhuolun, LR_MAIN) \
	X(YINCONG, "引從", "課經集二 引從課", "拱干 拱支 兩貴引從天干 兩貴引從地支", kj_yincong, LR_MAIN) \
	X(HENGTONG, "亨通", "課經集二 亨通課", "遞生格 俱生格 互生格 俱旺格 互旺格 自在格", kj_hengtong, LR_MAIN) \
	X(FANCHANG, "繁昌", "課經集二 繁昌課", "德孕格 旺孕格", kj_fanchang, LR_MAIN) \
	X(RONGHUA, "榮華", "課經集二 榮華課", "", kj_ronghua, LR_MAIN) \
	X(DEQING, "德慶", "課經集二 德慶課", "", kj_deqing, LR_MAIN) \
	X(HEHUAN, "合歡", "課經集二 合歡課", "", kj_hehuan, LR_MAIN) \
	X(HEMEI, "和美", "課經集二 和美課", "三六相呼 干支上神作六合", kj_hemei, LR_MAIN) \
	X(ZHANGUAN, "斬關", "課經集二 斬關課", "斬關得斷 斬關不斷 斬關逢吏 天地關隔", kj_zhanguan, LR_MAIN) \
	X(BIKOU, "閉口", "課經集二 閉口課", "一旬周遍格", kj_bikou, LR_MAIN) \
	X(YOUZI, "遊子", "課經集三 遊子課", "", kj_youzi, LR_MAIN) \
	X(SANJIAO, "三交", "課經集三 三交課", "交羅 交祿 死交 破交 反目交 高蓋乘軒", kj_sanjiao, LR_MAIN) \
	X(LUANSHOU, "亂首", "課經集三 亂首課 (《心鏡》《訂訛》)", "自取亂首 上門亂首", kj_luanshou, LR_MAIN) \
	X(ZHUIXU, "贅婿", "課經集三 贅婿課", "", kj_zhuixu, LR_MAIN) \
	X(CHONGPO, "沖破", "課經集三 沖破課", "歲沖破", kj_chongpo, LR_MAIN) \
	X(YINYI, "淫泆", "課經集三 淫泆課", "狡童格 泆女格", kj_yinyi, LR_MAIN) \
	X(WUYIN, "蕪淫", "課經集三 蕪淫課", "陰不備 陽不備 日辰交克", kj_wuyin, LR_MAIN) \
	X(JIELI, "解離", "課經集三 解離課", "真解離", kj_jieli, LR_MAIN) \
	X(GUCHEN, "孤辰", "卷三十七 孤寡", "空孤 孤寡再醮 孤寡得位 逢沖暗動", det_guchen, LR_MAIN) \
	X(GUASU, "寡宿", "卷三十七 孤寡", "空寡", det_guasu, LR_MAIN) \
	X(DUANQIAO, "斷橋折腰", "卷三十七 孤寡", "", det_duanqiao, LR_MAIN) \
	X(YIYUAN, "移遠就近", "卷三十七 孤寡", "", det_yiyuan, LR_MAIN) \
	X(DUE, "度厄", "卷三十七 度厄", "幼度厄 長度厄", det_due, LR_MAIN) \
	X(WULU, "無祿", "卷三十七 無祿", "", det_wulu, LR_MAIN) \
	X(JUESI, "絕嗣", "卷三十七 絕嗣", "", det_juesi, LR_MAIN) \
	X(DUNFU, "迍福", "卷三十七 迍福", "", det_dunfu, LR_MAIN) \
	X(WUFU, "五福", "卷三十七 迍福", "", det_wufu, LR_MAIN) \
	X(BADUN, "八迍", "卷三十八 八迍; 卷三十七 迍福", "", det_badun, LR_MAIN) \
	X(QINHAI, "侵害", "卷三十八 侵害", \
	  "勢家害 少凌長害 競強爭進害 鬼害", det_qinhai, LR_MAIN) \
	X(XINGSHANG, "刑傷", "卷三十八 刑傷", "無恩刑 恃勢刑 無禮刑 自刑", det_xingshang, LR_MAIN) \
	X(GUIZHUXING, "鬼助刑", "卷三十八 刑傷", "伐德", det_guizhuxing, LR_MAIN) \
	X(XINGDE, "刑德", "卷三十八 刑德", "德勝刑 刑勝德", det_xingde, LR_REMARK) \
	X(ERFAN, "二煩", "卷三十八 二煩", "天煩 地煩 天地二煩 杜傳 重留更凶", det_erfan, LR_MAIN) \
	X(TIANHUO, "天禍", "課經集三 天禍課", "", kj_tianhuo, LR_MAIN) \
	X(TIANYU, "天獄", "課經集三 天獄課", "俯仰丘仇", kj_tianyu, LR_MAIN) \
	X(TIANKOU, "天寇", "課經集三 天寇課", "", kj_tiankou, LR_MAIN) \
	X(TIANWANG, "天網", "課經集三 天網課", "羅網格 解網", kj_tianwang, LR_MAIN) \
	X(POHUA, "魄化", "課經集三 魄化課", "虎銜屍", kj_pohua, LR_MAIN) \
	X(SANGPO, "喪魄", "課經集三 魄化課 (《訂訛》)", "", kj_sangpo, LR_MAIN) \
	X(FEIHUN, "飛魂", "課經集三 魄化課 (飛魂卦 《訂訛》)", "飛魂卦", kj_feihun, LR_MAIN) \
	X(SANYIN, "三陰", "課經集三 三陰課", "煞臨日辰年命", kj_sanyin, LR_MAIN) \
	X(SINI, "四逆", "課經集三 三陰課 (《訂訛》)", "", kj_sini, LR_MAIN) \
	X(LONGZHAN, "龍戰", "課經集三 龍戰課", "人年立卯酉", kj_longzhan, LR_MAIN) \
	X(SIQI, "死奇", "課經集三 死奇課", "死奇回光 三死", kj_siqi, LR_MAIN) \
	X(ZAIE, "災厄", "課經集三 災厄課", "", kj_zaie, LR_MAIN) \
	X(YANGJIU, "殃咎", "課經集四 殃咎課", "遞克 干支乘墓 干支坐墓 內戰 外戰 夾克 財受夾克格", kj_yangjiu, LR_MAIN) \
	X(JIUCHOU, "九醜", "課經集四 九醜課", "", kj_jiuchou, LR_MAIN) \
	X(GUIMU, "鬼墓", "課經集四 鬼墓課", "墓門開格 用起四墓 自坐四墓 墓加長生 傳墓入墓 墓神覆日 干墓臨支 干支互換坐墓 鬼墓並", kj_guimu, LR_MAIN) \
	X(LIDE, "勵德", "課經集四 勵德課", "微服格 蹉跎格 陽前陰後 陰前陽後", kj_lide, LR_MAIN) \
	X(PANZHU, "盤珠", "課經集四 盤珠課", "回還格 天心格", kj_panzhu, LR_MAIN) \
	X(QUANJU, "全局", "課經集四 全局課", "潤下 炎上 曲直 從革 稼穡", kj_quanju, LR_MAIN) \
	X(XUANTAI, "玄胎", "課經集四 玄胎課", "進步長生 退步長生 絕胎", kj_xuantai, LR_MAIN) \
	X(LIANZHU, "連珠", "課經集四 連珠課", "進連珠 退連珠 失友格 夾定三傳格 夾定虛一格 夾不住格 支上發傳朝日格 三傳朝支格", kj_lianzhu, LR_MAIN) \
	X(JIANCHUAN, "間傳", "課經集四 間傳課", \
	  "向陽 出戶 出陽 盈陽 登三天 充盈 出三天 入冥 涉三淵 凝陰 入三淵 溟濛 " \
	  "偃蹇 極陰 冥陰 斷澗 涉疑 轉悖 顧祖 回明 凝陽 勵明 悖戾 時遁 " \
	  "撞干格 撞支格", kj_jianchuan, LR_MAIN) \
	X(LIUCHUN, "六純", "課經集四 六純課", "六陽 六陰", kj_liuchun, LR_MAIN) \
	X(ZAZHUANG, "雜狀", "課經集四 雜狀課 (十雜卦)", "十雜 生雜 死雜", kj_zazhuang, LR_REMARK) \
	X(WULEI, "物類", "課經集四 物類課", "", kj_wulei, LR_REMARK)

enum lr_pattern_id {
#define LR_PATTERN_ENUM(id, ...) LR_P_##id,
	LR_PATTERNS(LR_PATTERN_ENUM)
#undef LR_PATTERN_ENUM
	LR_PATTERN_COUNT
};

struct lr_pattern_info {
	enum lr_pattern_id id;
	const char *key;		/* ASCII, for JSON: "LIUYI" */
	const char *name;
	const char *source;
	const char *aliases;		/* space separated, may be "" */
};

/* The table of patterns; NULL for an id out of range. */
const struct lr_pattern_info *lr_pattern_info(int id);

/* Is pattern ID one of the book's remarks rather than a named 課體 (the
 * noble's rules "不論發用與否" of vol. 31 富貴, and 刑德, a reading for a
 * runaway)? They fire often; `print` may list them apart. */
bool lr_pattern_is_remark(int id);

/* Evaluate every detector on CHART read against CTX (NULL: nothing
 * known). Writes the fired and the not-evaluated patterns, in the
 * 課經's order (卷七–卷十: 元首 … 返吟, 三光 三陽 三奇 with 連茹, 六儀 …
 * 軒蓋, 鑄印 … 閉口, 遊子 … 災厄, 殃咎 … 物類, the order of the ids),
 * into OUT (at most MAX) and returns how many there are in all
 * (may exceed MAX; only MAX are written). Allocates nothing. CTX should
 * have been through lr_context_complete(). */
int lr_patterns_evaluate(const struct lr_chart *chart,
			 const struct lr_context *ctx,
			 struct lr_rule_result *out, int max);

/* Evaluate one detector. Returns 1 and fills *OUT when it fires or
 * cannot be evaluated (see out->state), 0 when it does not fire. */
int lr_pattern_evaluate_one(enum lr_pattern_id id,
			    const struct lr_chart *chart,
			    const struct lr_context *ctx,
			    struct lr_rule_result *out);

/* Find a pattern by its name or one of its aliases (Traditional or
 * Simplified). Returns the id, or -1. When VARIANT is not NULL it gets
 * the alias matched (static), or NULL when NAME was the pattern's own. */
int lr_pattern_find(const char *name, const char **variant);

/* Does result R answer to NAME (its pattern name, or an alias that its
 * variant contains)? For `find`: all named patterns must match. */
bool lr_pattern_result_matches(const struct lr_rule_result *r,
			       const char *name);

/* Every name `find` and `show` accept (pattern names, then aliases), for
 * close-match suggestions. Writes up to MAX pointers (static strings) and
 * returns the total count. */
int lr_pattern_names(const char **out, int max);

/* Up to MAX known names closest to NAME (by characters changed), best
 * first; returns how many were written. */
int lr_pattern_suggest(const char *name, const char **out, int max);

/* The name vol. 31 gives the 連茹 form whose transmissions start at
 * FIRST and step by STEP (+1 forward, -1 backward): (亥, +1) → "陽光",
 * (子, -1) → "重陰". NULL for anything else. */
const char *lr_lianru_name(int first, int step);

/* ---- commentary (res/patterns.tsv) ---- */

enum { LR_PATTERN_PASSAGES = 48 };

struct lr_pattern_text {
	enum lr_pattern_id id;
	const char *name;
	int passage_count;
	const char *passages[LR_PATTERN_PASSAGES];	/* classical text */
	const char *where[LR_PATTERN_PASSAGES];	/* "卷三十一 第 19 段" */
	/* "text" (a definition), "verse" (象曰), "note" (the book's own
	 * comment), "book" (a quoted book, named by where: 《訂訛》) or
	 * "plate" (a worked chart as drawn, lines split by '\n') */
	const char *kind[LR_PATTERN_PASSAGES];
	const char *gloss;			/* plain modern Chinese */
	const char *gloss_en;			/* the gloss in English */
	const char *gloss_ko;			/* the gloss in Korean */
};

/* Load res/patterns.tsv (once; later calls return at once). Returns 0,
 * or -1 with "FILE:LINE: problem" in ERR. */
int lr_pattern_texts_load(char *err, size_t errlen);
/* Load from PATH instead (for tests); replaces what was loaded. */
int lr_pattern_texts_load_file(const char *path, char *err, size_t errlen);

/* The passages and gloss of the pattern NAME (or an alias) names; loads
 * the file on first use. NULL when NAME is unknown or loading failed
 * (ERR says why). */
const struct lr_pattern_text *lr_pattern_lookup(const char *name, char *err,
						size_t errlen);

/* The gloss of T in the reader's language (lr_lang_current()): English
 * or Korean in en and ko, the Chinese gloss in zh-Hant and zh-Hans (which
 * the display converts); the Chinese one too when the language's is
 * missing. NULL when T has no gloss. */
const char *lr_pattern_text_gloss(const struct lr_pattern_text *t);

LR_END_DECLS

#endif
