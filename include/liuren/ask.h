/* liuren - ask.h: the matter asked about (所占之事), a question category
 * the 類神 and the rules that depend on the matter read: 卷十 人類神 and
 * 事類神 (「求官龍常及官星，求名文書朱雀中 …」) and the matters the 《畢法賦》
 * names (占病, 占訟, 占婚 …).
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_ASK_H
#define LIUREN_ASK_H

#include "liuren/export.h"

LR_BEGIN_DECLS

/* X(ID, key, name, aliases): the ASCII key for options and JSON, the
 * book's word, and other words that name it ("|"-separated, Traditional;
 * Simplified input is folded by lr_normalize first). The order is the
 * book's: 人類神, then 事類神, then the matters of the 畢法. */
#define LR_ASK_TABLE(X) \
	X(FUMU, "fumu", "父母", "父|母") \
	X(QI, "qi", "妻", "妻妾|妻財") \
	X(XIONGDI, "xiongdi", "兄弟", "姊妹|兄弟姊妹") \
	X(ZISUN, "zisun", "子孫", "子女|兒女") \
	X(NU, "nu", "奴", "奴僕") \
	X(BI, "bi", "婢", "婢女") \
	X(PENGYOU, "pengyou", "朋友", "友") \
	X(GUAN, "guan", "官", "求官|仕宦|功名") \
	X(MING, "ming", "名", "求名|考試|文書") \
	X(GUI, "gui", "貴", "干貴|謁貴") \
	X(HUN, "hun", "婚", "婚姻|嫁娶") \
	X(CAI, "cai", "財", "求財") \
	X(YISHI, "yishi", "衣食", "衣服|酒食|飲食") \
	X(YU, "yu", "雨", "求雨") \
	X(QING, "qing", "晴", "求晴") \
	X(TIANTU, "tiantu", "田土", "田宅|田") \
	X(DAOLU, "daolu", "道路", "路|出行") \
	X(BING, "bing", "病", "疾病|病症") \
	X(SONG, "song", "訟", "詞訟|官司|訴訟") \
	X(YUN, "yun", "孕", "產|孕產|胎孕") \
	X(XINGREN, "xingren", "行人", "歸期") \
	X(SHIWU, "shiwu", "失物", "遺失|失脫") \
	X(DAO, "dao", "盜", "盜賊|賊") \
	X(ZHAI, "zhai", "宅", "家宅|住宅")

enum lr_ask {
	LR_ASK_NONE = -1,
#define LR_ASK_ID(id, ...) LR_ASK_##id,
	LR_ASK_TABLE(LR_ASK_ID)
#undef LR_ASK_ID
	LR_ASK_COUNT
};

/* The book's word ("病"), or NULL for a value out of range. */
const char *lr_ask_name(int ask);
/* The ASCII key ("bing"), or NULL for a value out of range. */
const char *lr_ask_key(int ask);
/* The other words that name ASK, "|"-separated (may be ""). */
const char *lr_ask_aliases(int ask);
/* The category TEXT names: its key, its word or an alias, in either
 * script, with or without a leading 占/問 ("占病"); -1 when none. */
int lr_ask_parse(const char *text);

LR_END_DECLS

#endif
