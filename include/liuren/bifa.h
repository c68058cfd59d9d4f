/* liuren - bifa.h: the hundred 法 of the 《畢法賦》 (《六壬大全》 卷十一–十二):
 * their names, the book's commentary on each (res/bifa.tsv: the verse
 * line, the heading, its paragraphs and the 格 they name), and the
 * detectors of the 法 a chart decides. A 法 that says what a 課體 of
 * patterns.h already says is read from that 課體's detector and cites
 * it; a 法 that needs the querent's 年命, 行年, the month or the matter
 * asked, when they are unknown, is reported as not evaluated.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_BIFA_H
#define LIUREN_BIFA_H

#include <stdbool.h>
#include <stddef.h>

#include "liuren/chart.h"
#include "liuren/context.h"
#include "liuren/export.h"
#include "liuren/patterns.h"
#include "liuren/rules.h"

LR_BEGIN_DECLS

/* X(number, name): the 法 in the book's order; the name is the 法's line of
 * the verse 「《六壬畢法》正文」 (the transcription numbers 第五十三法
 * twice; the first is the 52nd). */
#define LR_BIFA(X) \
	X(1, "前後引從升遷吉") \
	X(2, "首尾相見始終宜") \
	X(3, "簾幕貴人高甲第") \
	X(4, "催官使者赴官期") \
	X(5, "六陽數足須公用") \
	X(6, "六陰相繼盡昏迷") \
	X(7, "旺祿臨身徒妄作") \
	X(8, "權攝不正祿臨支") \
	X(9, "避難逃生須棄舊") \
	X(10, "朽木難雕別作為") \
	X(11, "眾鬼雖彰全不畏") \
	X(12, "雖憂狐假虎威儀") \
	X(13, "鬼賊當時無畏忌") \
	X(14, "傳財太旺反財虧") \
	X(15, "脫上逢脫防虛詐") \
	X(16, "空上乘空事莫追") \
	X(17, "進茹空亡宜退步") \
	X(18, "踏腳空亡進用宜") \
	X(19, "胎財生氣妻懷孕") \
	X(20, "胎財死氣損胎推") \
	X(21, "交車相合交關利") \
	X(22, "上下皆合兩心齊") \
	X(23, "彼求我事支傳干") \
	X(24, "我求彼事干傳支") \
	X(25, "金日逢丁凶禍動") \
	X(26, "水日逢丁財動之") \
	X(27, "傳財化鬼財休覓") \
	X(28, "傳鬼化財錢險危") \
	X(29, "眷屬豐盈居狹宅") \
	X(30, "屋宅寬廣致人衰") \
	X(31, "三傳遞生人舉薦") \
	X(32, "三傳互克眾人欺") \
	X(33, "有始無終難變易") \
	X(34, "苦去甘來樂裡悲") \
	X(35, "人宅受脫俱招盜") \
	X(36, "干支皆敗事傾頹") \
	X(37, "末助初兮三等訟") \
	X(38, "閉口卦體兩般推") \
	X(39, "太陽照武宜擒賊") \
	X(40, "后合占婚豈用媒") \
	X(41, "富貴干支逢祿馬") \
	X(42, "尊崇傳內遇三奇") \
	X(43, "害貴訟直作曲斷") \
	X(44, "課傳俱貴轉無依") \
	X(45, "晝夜貴加求兩貴") \
	X(46, "貴人差迭事參差") \
	X(47, "貴雖在獄宜臨干") \
	X(48, "鬼乘天乙乃神祇") \
	X(49, "兩貴受克難干貴") \
	X(50, "二貴皆空虛喜期") \
	X(51, "魁度天門關隔定") \
	X(52, "罡塞鬼戶任謀為") \
	X(53, "兩蛇夾墓凶難免") \
	X(54, "虎視逢虎力難施") \
	X(55, "所謀多拙逢網羅") \
	X(56, "天網自裹己招非") \
	X(57, "費有餘而得不足") \
	X(58, "用破身心無所歸") \
	X(59, "華蓋覆日人昏晦") \
	X(60, "太陽射宅屋光輝") \
	X(61, "干乘墓虎無占病") \
	X(62, "支乘墓虎有伏屍") \
	X(63, "彼此全傷防兩損") \
	X(64, "夫婦蕪淫各有私") \
	X(65, "干墓並關人宅廢") \
	X(66, "支墳財並旅程稽") \
	X(67, "受虎克神為病症") \
	X(68, "制鬼之位乃良醫") \
	X(69, "虎乘遁鬼殃非淺") \
	X(70, "鬼臨三四訟災隨") \
	X(71, "病符克宅全家患") \
	X(72, "喪吊全逢掛縞衣") \
	X(73, "前後逼迫難進退") \
	X(74, "空空如也事休追") \
	X(75, "賓主不投刑在上") \
	X(76, "彼此猜忌害相隨") \
	X(77, "互生俱生凡事益") \
	X(78, "互旺皆旺坐謀宜") \
	X(79, "干支值絕凡謀決") \
	X(80, "人宅皆死各衰羸") \
	X(81, "傳墓入墓分憎愛") \
	X(82, "不行傳者考初時") \
	X(83, "萬事喜忻三六合") \
	X(84, "合中犯殺蜜中砒") \
	X(85, "初遭夾克不由己") \
	X(86, "將逢內戰所謀危") \
	X(87, "人宅坐墓甘招晦") \
	X(88, "干支乘墓各昏迷") \
	X(89, "任信丁馬須言動") \
	X(90, "來去俱空豈動宜") \
	X(91, "虎臨干鬼凶速速") \
	X(92, "龍加生氣吉遲遲") \
	X(93, "妄用三傳災福異") \
	X(94, "喜懼空亡乃妙機") \
	X(95, "六爻現卦防其克") \
	X(96, "旬內空亡逐類推") \
	X(97, "所筮不入仍憑類") \
	X(98, "非占現類勿言之") \
	X(99, "常問不應逢吉象") \
	X(100, "已災凶逃返無疑")

enum { LR_BIFA_COUNT = 100 };

/* The name (verse line) of 法 NUMBER (1 … 100); NULL out of range. */
const char *lr_bifa_name(int number);

/* "第三法" for NUMBER into BUF. */
const char *lr_bifa_ordinal(int number, char *buf, size_t size);

/* Find a 法 by its number ("第三法", "第三", "3"; not a bare "三"), its
 * verse line or heading, the first four characters of its line
 * ("簾幕貴人"), or a 格 its
 * commentary names ("拱貴格", Traditional or Simplified). Returns the
 * number, or -1. When GE is not NULL it gets the 格 named (static, from
 * the loaded text) or NULL when NAME named the 法 itself. Loads the text
 * on first use. */
int lr_bifa_find(const char *name, const char **ge);

/* ---- the text (res/bifa.tsv) ---- */

enum { LR_BIFA_PASSAGES = 40 };

struct lr_bifa_text {
	int number;
	const char *verse;		/* the verse line, the 法's name */
	const char *heading;		/* the commentary's heading */
	const char *motto;		/* the saying after it, or NULL */
	int count;
	/* "text", "ge" (names a 格: see name) or "modern" (a modern
	 * editor's note, not the book: name is the editor) */
	const char *kind[LR_BIFA_PASSAGES];
	const char *name[LR_BIFA_PASSAGES];	/* 格 or editor, or NULL */
	const char *text[LR_BIFA_PASSAGES];
	/* our gloss: modern Chinese, English, Korean (NULL: none given) */
	const char *gloss, *gloss_en, *gloss_ko;
	/* our gloss of the 格 of a "ge" paragraph, by the paragraph's index
	 * (rows ge-gloss, ge-gloss-en, ge-gloss-ko; NULL: none given) */
	const char *ge_gloss[LR_BIFA_PASSAGES];
	const char *ge_gloss_en[LR_BIFA_PASSAGES];
	const char *ge_gloss_ko[LR_BIFA_PASSAGES];
};

/* Load res/bifa.tsv (once). 0, or -1 with "FILE:LINE: problem" in ERR. */
int lr_bifa_texts_load(char *err, size_t errlen);
/* Load from PATH instead (tests); replaces what was loaded. */
int lr_bifa_texts_load_file(const char *path, char *err, size_t errlen);
/* The text of 法 NUMBER; loads on first use; NULL (ERR says why). */
const struct lr_bifa_text *lr_bifa_text(int number, char *err, size_t errlen);
/* The gloss of T in the reader's language (lr_lang_current()): English
 * in en, Korean in ko, the modern Chinese one in zh-Hant and zh-Hans
 * (converted by the display). NULL when T has none. */
const char *lr_bifa_text_gloss(const struct lr_bifa_text *t);
/* The gloss of the 格 of T's paragraph I in the reader's language, or
 * NULL (not a 格, or none given). A 格 named twice under one 法
 * (干支相會格 under 第二十二法) is glossed once, under either. */
const char *lr_bifa_ge_gloss(const struct lr_bifa_text *t, int i);
/* The paragraph of T that holds the gloss of paragraph I's 格: I, or
 * another paragraph of the same 格 with the gloss; I when none has. */
int lr_bifa_ge_glossed(const struct lr_bifa_text *t, int i);
/* The index of the paragraph of T naming a 格 that GE (a result's 格:
 * one or more names, space-separated) names, from FROM on, or -1; a
 * name matches with or without its closing 格 (拱貴 / 拱貴格). */
int lr_bifa_ge_index(const struct lr_bifa_text *t, const char *ge, int from);

/* ---- the detectors ---- */

/* Does a detector decide 法 NUMBER? When not, WHY (may be NULL) gets the
 * one line saying why no chart fires it (static). */
bool lr_bifa_decided(int number, const char **why);

/* Evaluate every 法 detector on CHART read against CTX (NULL: nothing
 * known; it should have been through lr_context_complete()). Writes the
 * fired and the not-evaluated 法, in the book's order, into OUT (at most
 * MAX) and returns how many there are in all. */
int lr_bifa_evaluate(const struct lr_chart *chart,
		     const struct lr_context *ctx,
		     struct lr_rule_result *out, int max);

/* As lr_bifa_evaluate, for a chart whose 課體 are read already: a 法
 * that cites a 課體 reads its result from PATTERNS (NPATTERNS results,
 * every 課體 that fires or cannot be evaluated, as lr_patterns_evaluate
 * gives them; any other does not fire) instead of evaluating it again. */
int lr_bifa_evaluate_cited(const struct lr_chart *chart,
			   const struct lr_context *ctx,
			   const struct lr_rule_result *patterns,
			   int npatterns, struct lr_rule_result *out, int max);

/* Evaluate the detector of 法 NUMBER: 1 and *OUT filled when it fires or
 * cannot be evaluated, 0 when it does not fire or has no detector. */
int lr_bifa_evaluate_one(int number, const struct lr_chart *chart,
			 const struct lr_context *ctx,
			 struct lr_rule_result *out);

/* Does R answer to NAME (its 法, or a 格 of it that R's 格 names)? */
bool lr_bifa_result_matches(const struct lr_rule_result *r, const char *name);

LR_END_DECLS

#endif
