/* liuren - args.h: the command-line options shared by the commands that
 * make a chart (print, explain, find, table, case add, the browser): one
 * X-macro list whose rows go into each command's option table
 * (front/optspec.h: parsing, --help, completion) and that the man page
 * check reads.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef FRONT_ARGS_H
#define FRONT_ARGS_H

#include <stdbool.h>
#include <stddef.h>

#include "liuren/chart.h"
#include "liuren/i18n.h"

#include "front/optspec.h"
#include "front/output.h"
#include "front/values.h"

/* X(id, long name, takes an argument, argument name, help, the values
 * completed: a front/values.h function or NULL) */
#define FRONT_OPTIONS(X) \
	X(DAY, "day", 1, "PILLAR", N_("day pillar, e.g. 丙辰"), front_values_pillars) \
	X(HOUR, "hour", 1, "BRANCH", N_("hour branch (占時), e.g. 寅"), \
	  front_values_branches) \
	X(GENERAL, "general", 1, "BRANCH", \
	  N_("monthly general (月將) as a branch or a name, e.g. 未 or 小吉"), \
	  front_values_month_generals) \
	X(JSON, "json", 0, NULL, N_("print one JSON object instead of text"), NULL) \
	X(BIRTH, "birth", 1, "BIRTH", \
	  N_("querent's birth: a date 1983-01-20, a year 1983, a pillar 癸亥 or a branch 亥 (本命)"), \
	  NULL) \
	X(SEX, "sex", 1, "SEX", N_("querent's sex: m or f (男, 女)"), front_values_sexes) \
	X(XINGNIAN, "xingnian", 1, "BRANCH", N_("querent's running year (行年), if stated"), \
	  front_values_branches) \
	X(HUSBAND_XINGNIAN, "husband-xingnian", 1, "PILLAR", \
	  N_("the husband's running year (夫行年): a pillar 甲寅 or a branch 寅"), \
	  front_values_pillars) \
	X(WIFE_XINGNIAN, "wife-xingnian", 1, "PILLAR", \
	  N_("the wife's running year (妻行年): a pillar 己亥 or a branch 亥"), \
	  front_values_pillars) \
	X(ASK, "ask", 1, "MATTER", \
	  N_("the matter asked about (所占之事): 病, 財, 官, 婚 … (liuren --list asks)"), \
	  front_values_asks) \
	X(ALL, "all", 0, NULL, N_("also list each 課體 not evaluated and what it needs"), NULL) \
	X(SET, "set", 1, "KEY=VALUE", N_("apply a setting (repeatable); see SETTINGS"), NULL) \
	X(NOBLE_TABLE, "noble-table", 1, "TABLE", N_("common (晝丑夜未) or xiantian (甲羊戊庚牛)"), \
	  front_values_noble_table) \
	X(DAY_HOURS, "day-hours", 1, "RULE", N_("mao-you, mao-shen or sun: which hours are day"), \
	  front_values_day_hours) \
	X(SHEHAI, "shehai", 1, "RULE", N_("depth, depth-branches or mengzhongji"), \
	  front_values_shehai) \
	X(CONFIG, "config", 1, "FILE", N_("read settings from FILE instead of the default"), NULL) \
	X(NO_CONFIG, "no-config", 0, NULL, N_("do not read any config file"), NULL) \
	X(LANG, "lang", 1, "LANG", \
	  N_("language: zh-Hant (default), zh-Hans, en or ko (any command)"), \
	  front_values_langs) \
	X(HELP, "help", 0, NULL, N_("show this help and exit"), NULL)

/* Rows every command's table has: --lang (read by the language chooser,
 * front/language.h, through the command's own table before the command
 * runs) and -h, --help (its help is read through the pager). */
#define FRONT_LANG_ROW(id) { OPTSPEC_VALUE, "lang", 0, "LANG", \
	N_("language: zh-Hant (default), zh-Hans, en or ko (any command)"), 0, \
	(id), 0, NULL, front_values_langs }
#define FRONT_HELP_ROW(id) { OPTSPEC_SWITCH, "help", 'h', NULL, \
	N_("show this help and exit"), OPTSPEC_PAGED, (id), 0 }

enum front_option {
#define FRONT_OPTION_ID(id, ...) FRONT_OPT_##id,
	FRONT_OPTIONS(FRONT_OPTION_ID)
#undef FRONT_OPTION_ID
	FRONT_OPT_COUNT
};

struct front_chart_args {
	struct lr_settings settings;
	struct lr_input input;
	bool have_day, have_hour, have_general;
	bool json;
	bool all;
	bool help;
	const char *birth, *sex, *xingnian;	/* querent, as given */
	const char *spouse_xingnian[2];	/* 夫行年, 妻行年, as given */
	const char *ask;	/* the question category, as given */
	int positional_count;
	char **positional;	/* words that are not options, in order */
	/* the settings given, applied after the config file */
	struct { const char *key, *value, *assignment; } pending[64];
	int npending;
	const char *config_path;
	bool no_config;
};

enum { FRONT_MAX_PENDING = 64 };

/* The rows of the options above for a command's table (front/optspec.h):
 * FRONT_OPTIONS(FRONT_CHART_ROW). A row whose bit (1ull << FRONT_OPT_x) is in
 * FRONT_CHART_UNREAD (defined by the file before it expands the rows) is
 * parsed but neither in --help nor in the completion list: the command
 * refuses it with its own message. A row whose bit is in
 * FRONT_CHART_ABSENT (defined the same way) is no option of the table at
 * all (the browser has no --json). */
#define FRONT_CHART_UNREAD_OF(id) \
	((unsigned long long)(FRONT_CHART_UNREAD) >> (id) & 1)
#define FRONT_CHART_ABSENT_OF(id) \
	((unsigned long long)(FRONT_CHART_ABSENT) >> (id) & 1)
#define FRONT_CHART_ROW(id, name, has_arg, arg, help, values) \
	{ (has_arg) ? OPTSPEC_VALUE : OPTSPEC_SWITCH, name, \
	  FRONT_OPT_##id == FRONT_OPT_HELP ? 'h' : 0, arg, help, \
	  (FRONT_CHART_UNREAD_OF(FRONT_OPT_##id) ? OPTSPEC_UNLISTED : 0) | \
	  (FRONT_CHART_ABSENT_OF(FRONT_OPT_##id) ? OPTSPEC_ABSENT : 0) | \
	  (FRONT_OPT_##id == FRONT_OPT_CONFIG ? OPTSPEC_PATH : 0) | \
	  (FRONT_OPT_##id == FRONT_OPT_HELP ? OPTSPEC_PAGED : 0), \
	  FRONT_OPT_##id, 0, NULL, values },

/* The chart options, read the same way by every command that makes a
 * chart and by the browser: begin, then each option of FRONT_OPTIONS (by
 * its id, with its value) and each word that is not an option (OPERAND:
 * after "--", kept as it is, else normalised), then finish, which reads
 * the config file and applies the settings given over it, so flags win.
 * Each returns 0, or -1 with a one-line message in ERR (the caller says
 * it: "liuren print: …", or the browser's "liuren: …"). */
void front_chart_begin(struct front_chart_args *args);
int front_chart_option(struct front_chart_args *args, int id, const char *value,
		     char *err, size_t errlen);
int front_chart_word(struct front_chart_args *args, const char *word,
		   bool operand, char *err, size_t errlen);
/* WARN gets the config's warning of a key set twice ("" when none). */
int front_chart_finish(struct front_chart_args *args, char *warn, size_t warnlen,
		     char *err, size_t errlen);

/* Read ARGV (ARGV[0] is the command) by SPEC, a table of the chart
 * options (FRONT_OPTIONS(FRONT_CHART_ROW)), perhaps the date and time rows
 * (FRONT_MOMENT_ROWS) and the command's own rows: begins ARGS and MW, takes
 * the moment's words and options into MW, the chart options and the
 * other words into ARGS (the caller then calls front_chart_finish), and
 * hands each of the command's own rows to OWN (0, or -1 with ERR).
 * Returns 0, or -1 with ERR. */
struct front_moment_words;
int front_chart_read_words(const struct optspec *spec, int argc, char **argv,
			 struct front_chart_args *args, struct front_moment_words *mw,
			 int (*own)(const struct optspec *row, const char *v,
				    void *arg, char *err, size_t errlen),
			 void *arg, char *err, size_t errlen);

/* Apply --birth, --sex, --xingnian, --husband-xingnian, --wife-xingnian
 * and --ask to CTX. Returns 0, or -1 with ERR. */
struct lr_context;
int front_apply_querent(const struct front_chart_args *args,
		      struct lr_context *ctx, char *err, size_t errlen);

/* The config file PATH (NULL: the default one; NONE: none), as every
 * command takes it from front_config(): SETTINGS (the defaults) become
 * the file's; a bad file is said and EXIT_USAGE returned, a key set twice
 * is warned of (as often as a command asks). */
struct lr_settings;
int front_load_config(const char *cmd, const char *path, bool none,
		    struct lr_settings *settings);

#endif
