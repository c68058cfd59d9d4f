/* liuren - settings.h: the school settings a chart is made with.
 *
 * One X-macro table (LR_SETTINGS) lists every setting: its key, its
 * Chinese alias, its values, its default and where the rule comes from.
 * The table drives parsing (config file and --set), --help, the JSON
 * "settings" object and the man page check. Every chart records the
 * settings it was made with.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_SETTINGS_H
#define LIUREN_SETTINGS_H

#include <stddef.h>
#include <stdio.h>
#include "liuren/export.h"

LR_BEGIN_DECLS

/* The settings' help strings are marked for translation with LR_N_, which
 * leaves them as they are (they are translated where they are shown): a
 * public header defines no _() and no N_() in a user's program. */
#define LR_N_(msgid) (msgid)

/* 貴人 table. */
enum lr_noble_table {
	LR_NOBLE_COMMON,	/* 甲戊庚 晝丑夜未 … (the book's own table) */
	LR_NOBLE_XIANTIAN	/* 甲羊戊庚牛 (先天貴神歌) */
};

/* Which hours count as day for the 貴人. */
enum lr_day_hours {
	LR_DAY_MAO_YOU,		/* 卯 through 酉 (the seeds' charts) */
	LR_DAY_MAO_SHEN,	/* 卯 through 申 (粹言) */
	LR_DAY_SUN		/* real sunrise and sunset at the observer */
};

/* How 涉害 breaks a tie left by 比用. */
enum lr_shehai {
	LR_SHEHAI_DEPTH,		/* depth, branches and lodged stems */
	LR_SHEHAI_DEPTH_BRANCHES,	/* depth, branches only */
	LR_SHEHAI_MENGZHONGJI		/* 孟 first, then 仲 (vol. 38) */
};

/* Whether the 涉害 walk counts the candidate's home palace. Default no:
 * the 課經 counts without it (綴瑕 「辰加寅，歷卯木一重歸本家辰位」, 辰
 * holding 乙木; 《觀月經》 「辰加寅下賊上，前涉卯木一重」). */
enum lr_shehai_home { LR_SHEHAI_HOME_YES, LR_SHEHAI_HOME_NO };

/* Where the day changes. */
enum lr_day_boundary { LR_DAY_AT_23, LR_DAY_AT_0 };

/* What moves the monthly general. */
enum lr_general_by { LR_GENERAL_BY_ZHONGQI, LR_GENERAL_BY_JIE };

/* How 月宿/日宿 are found for 二煩. */
enum lr_mansion { LR_MANSION_REAL, LR_MANSION_DAYCOUNT };

/* Which book names 無祿 and 絕嗣. */
enum lr_wulu_naming { LR_WULU_MAIN, LR_WULU_DINGE };

/* Whether a 支儀 without the 旬儀 makes 六儀. Default no: the definition
 * names the 旬首之儀 (「凡課的旬首之儀發用或入傳，為六儀課」), the worked
 * chart's 寅 is 旬儀 (and 支儀), 《觀月經》 names the six 旬首 only and
 * 《訂訛》 says 「若止有支儀，不名六儀」; the 象曰's 「如有支儀無旬儀，神將
 * 凶，則應兌九五有厲凶象」 is the other reading (counts). */
enum lr_liuyi_zhiyi { LR_ZHIYI_COUNTS, LR_ZHIYI_NOT_ALONE };

/* What 天恩's "干支屬本季旺氣" is judged by: the month branch (辰戌丑未
 * months give earth) or the season (spring wood all three months). */
enum lr_tianen_vigour { LR_TIANEN_BY_MONTH, LR_TIANEN_BY_SEASON };

/* Whose 驛馬 make 官爵: all six (歲 月 日 時 命 行年), the main text's
 * 歲月年命, or 觀月經's 年月日時. */
/* Which of 《訂訛》's three 旬中 ways tells 孤辰 from 寡宿 (vol. 37):
 * 陽空為孤，陰空為寡 (one), 地盤空為孤，天盤空為寡 (two), 發用空為孤，
 * 末傳空為寡 (three). */
enum lr_guxu_xun { LR_GUXU_YINYANG, LR_GUXU_PLATE, LR_GUXU_TRANSMISSION };

/* Which reading of a contested 神煞 (res/shensha.tsv readings A and B:
 * 天煞, 月破, 天赦 …) is placed. */
enum lr_shensha_reading { LR_SHENSHA_READING_A, LR_SHENSHA_READING_B };

/* 解離 by the years: the main text's 行年沖克 and 上神相克, or 《觀月經》's
 * 上神相克 alone. */
enum lr_jieli_years { LR_JIELI_MAIN, LR_JIELI_GUANYUE };

/* 喪魄 and 飛魂: the spirit is the 發用 and stands on 日辰 or 行年, or
 * either of the two. */
enum lr_hunpo_reading { LR_HUNPO_BOTH, LR_HUNPO_EITHER };

/* 四順's 「傳出天乙前」 and 四逆's 「傳入天乙後」: the 末傳's general, or
 * all three transmissions'. */
enum lr_sishun_noble { LR_SISHUN_LAST, LR_SISHUN_ALL };

/* 繁昌's 旺孕格: the two years in one 三合 and 旺相, or the gods on them
 * 旺相 (《觀月經》). */
enum lr_fanchang_wangyun { LR_WANGYUN_YEARS, LR_WANGYUN_GODS };

/* 九醜: 丑 on a 仲 發用 (the main text), or also 丑 on the 支 without
 * 發用 (《訂訛》 「不發用而臨支上者亦是」). */
enum lr_jiuchou_reading { LR_JIUCHOU_MAIN, LR_JIUCHOU_DINGE };
/* Which new year adds one to the age (虛歲) 行年 is counted by: 立春,
 * where 太歲 and 本命 turn, or 正月初一. */
enum lr_age_count { LR_AGE_LICHUN, LR_AGE_LUNAR_NEW_YEAR };

enum lr_guanjue_horse {
	LR_HORSE_ALL, LR_HORSE_SUIYUE_NIANMING, LR_HORSE_NIANYUE_RISHI
};

/* X(field, key, alias, default-index, help, source, values...)
 * Values are listed as "ascii-name|中文名" pairs; the index of a value
 * in the list is its enum value. */
#define LR_SETTINGS(X) \
	X(noble_table, "noble-table", "貴人", 0, \
	  LR_N_("table of the noble (貴人) by day stem"), \
	  "vol. 1 preface; 先天貴神歌", \
	  "common|晝丑夜未", "xiantian|甲羊戊庚牛") \
	X(day_hours, "day-hours", "晝夜", 0, \
	  LR_N_("which hours count as day for the noble"), \
	  "vol. 31 龍德 chart (酉 by day); 粹言 (申)", \
	  "mao-you|卯酉", "mao-shen|卯申", "sun|日出日入") \
	X(shehai, "shehai", "涉害", 0, \
	  LR_N_("how 涉害 chooses among tied candidates"), \
	  "vol. 1 涉害 \"涉害行來本家止，路逢多克為用取\"; vol. 38 charts", \
	  "depth|深淺", "depth-branches|地支深淺", "mengzhongji|孟仲季") \
	X(day_boundary, "day-boundary", "換日", 0, \
	  LR_N_("hour at which the day pillar changes"), \
	  "子初換日 (23:00) or 子正換日 (00:00)", \
	  "23|子初", "0|子正") \
	X(true_solar, "true-solar", "真太陽時", 0, \
	  LR_N_("read the hour from true solar time at the observer"), \
	  "hours are solar hours", \
	  "off|否", "on|是") \
	X(general_by, "general-by", "月將", 0, \
	  LR_N_("what changes the monthly general"), \
	  "vol. 1 \"日宿…正月起亥逆行十二辰\" (中氣); 節 as an alternative", \
	  "zhongqi|中氣", "jie|節") \
	X(mansion, "mansion", "宿度", 0, \
	  LR_N_("how the sun's and moon's mansions are found for 二煩"), \
	  "vol. 38 \"更詳七政歷細度為準\"; its day count as the alternative", \
	  "real|實測", "daycount|日數") \
	X(wulu_naming, "wulu-naming", "無祿絕嗣", 0, \
	  LR_N_("which book names 無祿 and 絕嗣"), \
	  "vol. 37 main text; the 訂訛 book swaps the two names", \
	  "main|正文", "dinge|訂訛") \
	X(shehai_home, "shehai-home", "涉害本家", 1, \
	  N_("whether the 涉害 walk counts the candidate's home palace"), \
	  "vol. 1 涉害 \"涉害行來本家止\"; 課經 綴瑕 \"歷卯木一重歸本家辰位\" (not counted)", \
	  "yes|是", "no|否") \
	X(liuyi_zhiyi, "liuyi-zhiyi", "支儀", 1, \
	  N_("whether a 支儀 without the 旬儀 makes 六儀"), \
	  "vol. 31 六儀 象曰 \"如有支儀無旬儀\"; 《訂訛》 \"若止有支儀，不名六儀\"", \
	  "counts|算", "not-alone|不算") \
	X(tianen_vigour, "tianen-vigour", "天恩旺氣", 0, \
	  N_("what 天恩's 本季旺氣 is judged by"), \
	  "vol. 31 天恩 \"干支屬本季旺氣\": the month branch or the season", \
	  "month|月建", "season|四季") \
	X(guanjue_horse, "guanjue-horse", "官爵驛馬", 0, \
	  N_("whose 驛馬 make 官爵"), \
	  "vol. 31 官爵: main text 歲月年命; 《觀月經》 年月日時", \
	  "all|皆取", "suiyue-nianming|歲月年命", "nianyue-rishi|年月日時") \
	X(guxu_xun, "guxu-xun", "旬中孤寡", 0, \
	  N_("which 旬中 way tells 孤辰 from 寡宿"), \
	  "vol. 37 《訂訛》 \"旬中孤寡有三\": 陽空陰空; 地盤天盤; 發用末傳", \
	  "yinyang|陰陽", "plate|天地盤", "transmission|初末") \
	X(shensha_reading, "shensha-reading", "神煞異說", 0, \
	  N_("which reading of a contested 神煞 is placed"), \
	  "vol. 1: the rule tables (¶61-¶75) against the month lists " \
	  "(¶77, ¶79) or a second rule", \
	  "a|前說", "b|後說") \
	X(jieli_years, "jieli-years", "解離行年", 0, \
	  N_("what 解離 asks of a couple's running years"), \
	  "課經 解離 main text \"夫妻行年冲克，及上下神互相克賊\"; " \
	  "《觀月經》 \"妻行年上神克夫，夫行年上神克妻\" (the gods alone)", \
	  "main|正文", "guanyue|觀月經") \
	X(hunpo_reading, "hunpo-reading", "魂魄", 0, \
	  N_("how 喪魄 and 飛魂 read 「加人行年或日辰發用」"), \
	  "課經 魄化 《訂訛》; the 飛魂卦 verse \"加行年、日辰上，用起\" (both)", \
	  "both|兼備", "either|或一") \
	X(sishun_noble, "sishun-noble", "順逆傳貴", 0, \
	  N_("which transmissions 四順 and 四逆 read against the noble"), \
	  "課經 三陽/三陰 《訂訛》 \"傳出天乙前\", \"傳入天乙後\": the last or all three", \
	  "last|末傳", "all|三傳") \
	X(fanchang_wangyun, "fanchang-wangyun", "旺孕", 0, \
	  N_("what 繁昌's 旺孕格 reads as 旺相"), \
	  "課經 繁昌 旺孕格 \"夫妻行年俱隨旺相氣三合位上\" (the years, 《心鏡》); " \
	  "《觀月經》 \"旺相兩般推\" (the gods on them)", \
	  "years|行年", "gods|年上神") \
	X(jiuchou_reading, "jiuchou-reading", "九醜", 0, \
	  N_("whether 九醜 also counts 丑 on the 支 without 發用"), \
	  "課經 九醜 main text \"丑臨日加四仲上發用\"; 《訂訛》 " \
	  "\"不發用而臨支上者亦是\"", \
	  "main|正文", "dinge|訂訛") \
	X(age_count, "age-count", "虛歲", 0, \
	  LR_N_("which new year adds a year to the age 行年 is counted by"), \
	  "課經 繁昌 《觀月經》 \"男行年一歲起丙寅\", counted from 本命 to " \
	  "太歲, both year pillars turning at 立春; 正月初一 as 虛歲 is " \
	  "commonly counted", \
	  "lichun|立春", "lunar-new-year|正月初一")

struct lr_settings {
#define LR_SETTING_FIELD(field, ...) int field;
	LR_SETTINGS(LR_SETTING_FIELD)
#undef LR_SETTING_FIELD
	/* Not a school setting, so outside the table (a chart never records
	 * it): the config key "lang" (alias 語言), an enum lr_lang, or -1
	 * when not given (the locale decides). */
	int lang;
};

enum lr_setting_id {
#define LR_SETTING_ID(field, ...) LR_SET_##field,
	LR_SETTINGS(LR_SETTING_ID)
#undef LR_SETTING_ID
	LR_SET_COUNT
};

struct lr_setting_info {
	const char *key;	/* "shehai" */
	const char *alias;	/* "涉害" */
	int default_value;
	const char *help;
	const char *source;
	int value_count;
	const char *const *values;	/* "depth|深淺", … */
};

const struct lr_setting_info *lr_setting_info(enum lr_setting_id id);

void lr_settings_default(struct lr_settings *settings);

int lr_setting_get(const struct lr_settings *settings, enum lr_setting_id id);

/* The ASCII / Chinese name of a setting's current value. */
const char *lr_setting_value_name(enum lr_setting_id id, int value);
const char *lr_setting_value_alias(enum lr_setting_id id, int value);

/* Set KEY (ASCII key or Chinese alias) to VALUE (either name); the key
 * "lang" (語言) takes a language as lr_lang_parse reads it. Returns 0,
 * or -1 with a message in ERR ("unknown setting 'x'", "bad value …"). */
int lr_settings_set(struct lr_settings *settings, const char *key,
		    const char *value, char *err, size_t errlen);

/* Apply "KEY=VALUE" (as given to --set). */
int lr_settings_assign(struct lr_settings *settings, const char *assignment,
		       char *err, size_t errlen);

/* Read a config file of "key = value" lines ('#' comments, blank lines,
 * a UTF-8 byte order mark allowed) through lr_file_read: a regular file
 * of at most LR_CONFIG_MAX bytes, lines of at most 1023 bytes, no NUL
 * byte. Returns 0 on success, 1 if the file does not exist, -1 on any
 * error with "PATH:LINE: problem" (or "PATH: problem") in ERR. */
int lr_settings_load(struct lr_settings *settings, const char *path,
		     char *err, size_t errlen);
/* The same, and WARN (WARNLEN bytes) gets "PATH:LINE: 'shehai' is set
 * again (first on line 2); the later value is used" for the first key
 * the file sets twice, else "". */
int lr_settings_load_warn(struct lr_settings *settings, const char *path,
			  char *warn, size_t warnlen, char *err,
			  size_t errlen);

/* The same as lr_settings_load_warn for the config file's TEXT (LEN
 * bytes, as lr_file_read gave it) read already, PATH naming it in the
 * messages (lr_config_read). Returns 0 or -1. */
int lr_settings_parse(struct lr_settings *settings, const char *path,
		      const char *text, size_t len, char *warn,
		      size_t warnlen, char *err, size_t errlen);

/* One reading of a config file's text: what a program takes from it (the
 * settings, the language, the casebook's file) from one walk over its
 * lines, and where it went wrong. The messages are written when asked,
 * in the language in use then, so that a program can choose its language
 * by the file before it says what is wrong with the file. */
struct lr_config {
	/* in: the settings the lines go over (lr_settings_default); out:
	 * the lines applied over them, as far as the first refused line */
	struct lr_settings settings;
	/* the last "lang" line that names a language (read on past a
	 * refused line too), else -1 */
	int lang;
	/* 1: casebook_path is the last "casebook = FILE" line's file ("~/"
	 * standing for $HOME); 0: there is none; -1: it is too long
	 * (lr_config_casebook_error) */
	int casebook;
	char casebook_path[4096];
	/* the last "clipboard = on|off" line, whether the browser may send
	 * the chart to the terminal's clipboard (OSC 52): 1 on (also when
	 * there is none), 0 off */
	int clipboard;
	/* 1: pager is the last "pager = COMMAND" line's command (the
	 * program's output on a terminal goes through it; "cat" for none);
	 * 0: there is none */
	int has_pager;
	char pager[1024];
	int bad_line;		/* the first line refused, 0 when none */
	/* the first key set a second time: that line and the first (0:
	 * none), for lr_config_warning */
	int again_line, again_first;
	char again_key[40];
	char path[4096];	/* the file, as the messages name it */
	int bad_kind;		/* what is wrong with bad_line (private) */
	char bad_text[1024];	/* the refused setting's line (private) */
};

/* Read the config TEXT (LEN bytes, as lr_file_read gave it) of the file
 * PATH into C, whose settings the caller has set. Lines as
 * lr_settings_load reads them; the key "casebook" is the casebook's
 * file, "clipboard" (on or off) whether the browser's copy key may use
 * the terminal's clipboard, the key "pager" the command long output is
 * read through. Returns 0, or -1 when a line is refused (C->bad_line). */
int lr_config_read(struct lr_config *c, const char *path, const char *text,
		   size_t len);

/* "PATH:LINE: problem" for C's refused line ("" when none), in the
 * language in use. */
void lr_config_error(const struct lr_config *c, char *err, size_t errlen);

/* "PATH:LINE: 'shehai' is set again (first on line 2); the later value
 * is used" for the first key C's file sets twice, "" when none. */
void lr_config_warning(const struct lr_config *c, char *warn,
		       size_t warnlen);

/* "PATH: casebook path too long", when C->casebook is -1. */
void lr_config_casebook_error(const struct lr_config *c, char *err,
			      size_t errlen);

/* The config path: $XDG_CONFIG_HOME/liuren/config, else
 * $HOME/.config/liuren/config. Returns -1 when neither is set. */
int lr_settings_path(char *buf, size_t buflen);

/* Settings that differ from the defaults, as "key=value, …" ("" when
 * none). */
void lr_settings_describe(const struct lr_settings *settings, char *buf,
			  size_t buflen);

LR_END_DECLS

#endif
