/* liuren - shensha.h: the 神煞 (spirits and killings) of vol. 1, read
 * from res/shensha.tsv (format documented in that file's header), with
 * their classical passages and glosses from res/shensha-notes.tsv, and
 * the evaluator that places them on the twelve palaces for a chart's
 * year, month and day.
 *
 * The data are loaded and validated once (lr_shensha_default); a broken
 * file is reported as "FILE:LINE: what is wrong".
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_SHENSHA_H
#define LIUREN_SHENSHA_H

#include <stdbool.h>
#include <stddef.h>
#include "liuren/export.h"

LR_BEGIN_DECLS

/* What a row is keyed on (the "basis" column). */
enum lr_shensha_basis {
	LR_BASIS_YEAR_BRANCH,	/* year-branch: 太歲, 12 keys 子 … 亥 */
	LR_BASIS_YEAR_STEM,	/* year-stem: 歲君, 10 keys */
	LR_BASIS_MONTH,		/* month: 正月 … 十二月 (月建 寅 … 丑) */
	LR_BASIS_SEASON,	/* season: 春 夏 秋 冬 */
	LR_BASIS_DAY_STEM,	/* day-stem: 10 keys */
	LR_BASIS_DAY_BRANCH,	/* day-branch: 12 keys */
	LR_BASIS_XUN,		/* xun: 甲子 甲戌 甲申 甲午 甲辰 甲寅 旬 */
	LR_BASIS_SANHE,		/* sanhe: 三合 frame of year, month, day branch */
	LR_BASIS_CHART,		/* chart: needs the whole chart */
	LR_BASIS_COUNT
};

enum lr_shensha_kind { LR_SHENSHA_GOOD, LR_SHENSHA_BAD, LR_SHENSHA_NEUTRAL };

/* Which value of the context placed a hit. */
enum lr_shensha_key {
	LR_KEY_YEAR, LR_KEY_MONTH, LR_KEY_DAY
};

/* One cell of a row: where the 神煞 sits for one key. */
struct lr_shensha_cell {
	char symbol[24];	/* as written: "丁", "坤", "戊寅", "丑+卯";
				 * "" when the book gives no cell */
	unsigned short palaces;	/* bit b set: shown on branch b */
};

/* One row of res/shensha.tsv. Strings live as long as the set. */
struct lr_shensha {
	const char *id;		/* unique: "天解·月" */
	const char *name;	/* display name: "天解" */
	enum lr_shensha_basis basis;
	const char *rule;	/* as written: "seq:午+1" */
	enum lr_shensha_kind kind;
	char reading;		/* 0 (always applies), 'A' (default) or 'B' */
	const char *source;	/* "¶61 天德丁坤…" */
	const char *fix;	/* "-" or the corrected cells */
	/* our note on the source (res/shensha-notes.tsv source-note rows):
	 * Chinese, English, Korean; all NULL when the row has none */
	const char *note, *note_en, *note_ko;
	int line;		/* line in the file */
	int nkeys;		/* 0 for rule "none" */
	struct lr_shensha_cell cells[12];
};

/* The commentary of one name (res/shensha-notes.tsv). */
enum { LR_SHENSHA_MAX_TEXTS = 8 };
struct lr_shensha_note {
	const char *name;
	const char *text[LR_SHENSHA_MAX_TEXTS];	/* classical passages */
	int ntext;
	const char *gloss;			/* our modern gloss */
	const char *gloss_en;			/* the gloss in English */
	const char *gloss_ko;			/* the gloss in Korean */
};

struct lr_shensha_set;

/* Load and validate TABLE_PATH and (unless NULL) NOTES_PATH. Returns 0
 * and a set in *OUT; on failure -1, *OUT = NULL and "FILE:LINE: what"
 * in ERR. */
int lr_shensha_load(const char *table_path, const char *notes_path,
		    struct lr_shensha_set **out, char *err, size_t errlen);
void lr_shensha_free(struct lr_shensha_set *set);

/* The set from res/shensha.tsv and res/shensha-notes.tsv (located by
 * lr_resource_path), loaded on first use and kept for the life of the
 * program: the set the build read from them and compiled in while the
 * data directory holds both files unchanged (same size and digest),
 * else the files loaded and checked. Returns NULL with the error in ERR
 * when they do not load (the same error on every later call). */
const struct lr_shensha_set *lr_shensha_default(char *err, size_t errlen);

size_t lr_shensha_count(const struct lr_shensha_set *set);
const struct lr_shensha *lr_shensha_at(const struct lr_shensha_set *set,
				       size_t i);
const struct lr_shensha *lr_shensha_by_id(const struct lr_shensha_set *set,
					  const char *id);
/* Every row whose display name is NAME (all bases and readings), in file
 * order, up to MAX into OUT. Returns how many rows there are. */
size_t lr_shensha_by_name(const struct lr_shensha_set *set, const char *name,
			  const struct lr_shensha **out, size_t max);
/* The commentary of NAME (a display name), or NULL. */
const struct lr_shensha_note *lr_shensha_note(const struct lr_shensha_set *set,
					      const char *name);
/* The gloss of NOTE in the reader's language (lr_lang_current()):
 * gloss_en in en, gloss_ko in ko, else (or when that one is missing) the
 * Chinese gloss, which zh-Hans reads converted by the display. NULL when
 * NOTE has no gloss. */
const char *lr_shensha_note_gloss(const struct lr_shensha_note *note);
/* Our note on ROW's source in the reader's language, chosen as
 * lr_shensha_note_gloss chooses; NULL when the row has none. */
const char *lr_shensha_source_note(const struct lr_shensha *row);

/* Chinese and file names of a basis; NULL when out of range. */
const char *lr_shensha_basis_name(enum lr_shensha_basis basis);
const char *lr_shensha_basis_key(enum lr_shensha_basis basis);
const char *lr_shensha_kind_name(enum lr_shensha_kind kind);
/* "歲", "月", "日" */
const char *lr_shensha_key_name(enum lr_shensha_key key);

/* What is known of the moment. -1 means unknown for every field. */
struct lr_shensha_context {
	int year_stem;		/* 0 … 9 */
	int year_branch;	/* 0 … 11 (太歲) */
	int month_branch;	/* 月建 0 … 11 */
	int season;		/* 0 春 … 3 冬; used when month_branch is -1 */
	int day_cycle;		/* 0 … 59 */
	/* Names for which the B reading is used instead of A; NULL-terminated
	 * array, or NULL for the defaults. */
	const char *const *reading_b;
	bool all_b;		/* the B reading for every contested name */
};

/* All fields unknown, default readings. */
void lr_shensha_context_init(struct lr_shensha_context *ctx);

enum { LR_SHENSHA_MAX_ROWS = 512, LR_SHENSHA_MAX_HITS = 1024 };

struct lr_shensha_hit {
	const struct lr_shensha *def;
	const struct lr_shensha_cell *cell;	/* symbol and palaces */
	enum lr_shensha_key key;	/* the context value that placed it */
};

struct lr_shensha_skip {
	const struct lr_shensha *def;
	const char *needs;	/* "年支", "月建", "整課", "書中此月無載" … */
	const char *why;	/* the same as an English message id, for _() */
};

/* A row with no palace that needs the whole 課 and is read from it: the
 * 三奇 of 卷一 (乙丙丁, 甲戊庚, 辛壬癸) on the 三傳's 遁干. */
struct lr_shensha_read {
	const struct lr_shensha *def;
	bool holds;		/* the three stems make one group */
	int stems[3];		/* the 三傳's 遁干 (-1: void, none) */
};

enum { LR_SHENSHA_MAX_READS = 4 };

struct lr_shensha_result {
	size_t nhits, nskipped;
	struct lr_shensha_hit hits[LR_SHENSHA_MAX_HITS];
	struct lr_shensha_skip skipped[LR_SHENSHA_MAX_ROWS];
	size_t nread;		/* lr_shensha_read_transmissions */
	struct lr_shensha_read read[LR_SHENSHA_MAX_READS];
};

/* Place every active row of SET for CTX into *RES (hits in file order;
 * a 三合 row gives one hit per known year, month, day branch). Rows that
 * cannot be placed go to RES->skipped with what they need. Rows of the
 * reading not selected are left out of both lists. Returns the number of
 * hits. Pure; does not allocate. */
size_t lr_shensha_eval(const struct lr_shensha_set *set,
		       const struct lr_shensha_context *ctx,
		       struct lr_shensha_result *res);

/* Read, after lr_shensha_eval, the rows skipped for want of the whole
 * 課 that a rule reads from the 三傳's 遁干 STEMS (初, 中, 末; -1 for a
 * void branch): 三奇. Each such row leaves RES->skipped for RES->read. */
void lr_shensha_read_transmissions(struct lr_shensha_result *res,
				   const int stems[3]);

/* Does HIT mark BRANCH? */
bool lr_shensha_hit_on(const struct lr_shensha_hit *hit, int branch);

LR_END_DECLS

#endif
