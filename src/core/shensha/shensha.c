/* liuren - shensha.c: loading, validating and placing the 神煞 of vol. 1.
 *
 * Source: 《六壬大全》 卷一 (shared seed 000), ¶37–¶79; the rows, their
 * source phrases and the corrected misprints are in res/shensha.tsv and
 * res/errata.tsv. This file only knows the notation of that table.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/shensha.h"
#include "shensha_internal.h"

#include "liuren/ganzhi.h"
#include "liuren/i18n.h"
#include "liuren/lang.h"
#include "liuren/resource.h"
#include "liuren/table.h"

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { TABLE_FIELDS = 7, NOTES_FIELDS = 3 };

static bool name_index_init(struct name_index *x, size_t n)
{
	x->cap = 16;
	while (x->cap < 2 * n + 2)
		x->cap *= 2;
	x->slot = calloc(x->cap, sizeof *x->slot);
	return x->slot != NULL;
}

static const char *row_name(const struct lr_shensha_set *set, size_t i)
{
	return set->rows[i].name;
}

static const char *row_id(const struct lr_shensha_set *set, size_t i)
{
	return set->rows[i].id;
}

static const char *note_name(const struct lr_shensha_set *set, size_t i)
{
	return set->notes[i].name;
}

/* The slot of NAME in X (the names read through NAME_AT), or the empty
 * one where it would go; NULL when X was never built. */
static size_t *name_index_slot(const struct name_index *x, const char *name,
			       const char *(*name_at)(const struct lr_shensha_set *,
						      size_t),
			       const struct lr_shensha_set *set)
{
	if (!x->slot)
		return NULL;
	uint32_t h = 2166136261u;	/* FNV-1a */
	for (const char *c = name; *c; c++)
		h = (h ^ (unsigned char)*c) * 16777619u;
	for (size_t i = h & (x->cap - 1);; i = (i + 1) & (x->cap - 1))
		if (!x->slot[i] || !strcmp(name_at(set, x->slot[i] - 1), name))
			return &x->slot[i];
}

/* The bases a row's rule reads (shensha_internal.h). */
const struct shensha_basis shensha_bases[LR_BASIS_COUNT] = {
	[LR_BASIS_YEAR_BRANCH] = { "year-branch", "年支", "年支", 12, N_("the 年支") },
	[LR_BASIS_YEAR_STEM] = { "year-stem", "年干", "年干", 10, N_("the 年干") },
	[LR_BASIS_MONTH] = { "month", "月", "月建", 12, N_("the 月建") },
	[LR_BASIS_SEASON] = { "season", "季", "月建或季", 4, N_("the 月建 or the season") },
	[LR_BASIS_DAY_STEM] = { "day-stem", "日干", "日干", 10, N_("the 日干") },
	[LR_BASIS_DAY_BRANCH] = { "day-branch", "日支", "日支", 12, N_("the 日支") },
	[LR_BASIS_XUN] = { "xun", "旬", "日干支", 6, N_("the day's 干支") },
	[LR_BASIS_SANHE] = { "sanhe", "三合", "年支、月建或日支", 12, N_("the 年支, the 月建 or the 日支") },
	[LR_BASIS_CHART] = { "chart", "課", "整課", 0, N_("the whole 課") },
};

static const char *const kind_names[] = { "吉", "凶", "平" };
static const char *const key_names[] = { "歲", "月", "日" };

/* The four corners, shown on the 孟 branch of each (see the header of
 * res/shensha.tsv: the 天德 row writes 亥 and 寅 for 乾 and 艮). */
static const struct { const char *name; int branch; } corners[] = {
	{ "乾", LR_HAI }, { "坤", LR_SHEN }, { "艮", LR_YIN }, { "巽", LR_SI },
};

const char *lr_shensha_basis_name(enum lr_shensha_basis basis)
{
	return (unsigned)basis < LR_BASIS_COUNT ? shensha_bases[basis].name : NULL;
}

const char *lr_shensha_basis_key(enum lr_shensha_basis basis)
{
	return (unsigned)basis < LR_BASIS_COUNT ? shensha_bases[basis].key : NULL;
}

const char *lr_shensha_kind_name(enum lr_shensha_kind kind)
{
	return (unsigned)kind < 3 ? kind_names[kind] : NULL;
}

const char *lr_shensha_key_name(enum lr_shensha_key key)
{
	return (unsigned)key < 3 ? key_names[key] : NULL;
}

/* ---- parsing one row ---- */

/* The palace of one token (no "+"): a branch, a stem (its 寄宮), a
 * corner, or a pillar (its branch). -1 when TOKEN is none of these. */
static int token_palace(const char *token)
{
	int b = lr_parse_branch_exact(token);
	if (b >= 0)
		return b;
	int s = lr_parse_stem_exact(token);
	if (s >= 0)
		return lr_lodge(s);
	for (size_t i = 0; i < sizeof corners / sizeof corners[0]; i++)
		if (strcmp(token, corners[i].name) == 0)
			return corners[i].branch;
	int c = lr_parse_cycle_exact(token);
	return c >= 0 ? lr_cycle_branch(c) : -1;
}

/* Parse cell text TEXT ("丑+卯", "-") into CELL. */
static int parse_cell(const char *text, struct lr_shensha_cell *cell,
		      int index, const char *path, int line, char *err,
		      size_t errlen)
{
	memset(cell, 0, sizeof *cell);
	if (strcmp(text, "-") == 0)
		return 0;
	if (strlen(text) >= sizeof cell->symbol)
		return lr_table_fail(err, errlen, path, line,
				     "cell %d: '%s' is too long", index, text);
	strcpy(cell->symbol, text);
	char token[sizeof cell->symbol];
	const char *p = text;
	for (;;) {
		const char *plus = strchr(p, '+');
		size_t n = plus ? (size_t)(plus - p) : strlen(p);
		memcpy(token, p, n);
		token[n] = '\0';
		int b = token_palace(token);
		if (b < 0)
			return lr_table_fail(err, errlen, path, line,
				"cell %d: unknown branch '%s' (not a branch, "
				"stem, corner or pillar)", index, token);
		cell->palaces |= (unsigned short)(1u << b);
		if (!plus)
			break;
		p = plus + 1;
	}
	return 0;
}

/* Parse the rule column into ROW->cells. */
static int parse_rule(struct lr_shensha *row, const char *path, char *err,
		      size_t errlen)
{
	const char *rule = row->rule;
	int n = shensha_bases[row->basis].nkeys;
	row->nkeys = 0;
	if (strcmp(rule, "none") == 0)
		return 0;
	if (row->basis == LR_BASIS_CHART)
		return lr_table_fail(err, errlen, path, row->line,
				     "basis chart takes rule none, not '%s'",
				     rule);
	row->nkeys = n;

	if (strncmp(rule, "seq:", 4) == 0) {
		const char *end;
		int start = lr_parse_branch(rule + 4, &end);
		if (start < 0)
			return lr_table_fail(err, errlen, path, row->line,
				"seq: unknown branch in '%s'", rule);
		char *stop;
		long step = strtol(end, &stop, 10);
		if ((*end != '+' && *end != '-') || *stop || stop == end + 1 ||
		    step <= -12 || step >= 12 || step == 0)
			return lr_table_fail(err, errlen, path, row->line,
				"seq: expected a step like +1 or -3 in '%s'",
				rule);
		for (int i = 0; i < n; i++) {
			int b = lr_branch_add(start, (int)step * i);
			strcpy(row->cells[i].symbol, lr_branch_name(b));
			row->cells[i].palaces = (unsigned short)(1u << b);
		}
		return 0;
	}

	bool cycle = strncmp(rule, "cycle:", 6) == 0;
	if (!cycle && strncmp(rule, "list:", 5) != 0)
		return lr_table_fail(err, errlen, path, row->line,
			"unknown rule '%s' (expected list:, cycle:, seq: or "
			"none)", rule);
	const char *p = rule + (cycle ? 6 : 5);
	struct lr_shensha_cell cells[12];
	int count = 0;
	while (*p) {
		while (*p == ' ')
			p++;
		if (!*p)
			break;
		const char *sp = strchr(p, ' ');
		size_t len = sp ? (size_t)(sp - p) : strlen(p);
		char text[64];
		if (count >= 12 || len >= sizeof text)
			return lr_table_fail(err, errlen, path, row->line,
				"%s has more than %d cells",
				cycle ? "cycle" : "list", n);
		memcpy(text, p, len);
		text[len] = '\0';
		if (parse_cell(text, &cells[count], count + 1, path,
			       row->line, err, errlen) < 0)
			return -1;
		count++;
		p += len;
	}
	if (cycle && (count == 0 || n % count != 0))
		return lr_table_fail(err, errlen, path, row->line,
			"cycle of %d cells does not fill the %d keys of "
			"basis %s", count, n, shensha_bases[row->basis].key);
	if (!cycle && count != n)
		return lr_table_fail(err, errlen, path, row->line,
			"list has %d cells, basis %s needs %d", count,
			shensha_bases[row->basis].key, n);
	for (int i = 0; i < n; i++)
		row->cells[i] = cells[i % count];
	return 0;
}

static int parse_row(struct lr_shensha *row, char *name_buf,
		     const struct lr_table_row *tr, const char *path,
		     char *err, size_t errlen)
{
	char **f = tr->fields;
	memset(row, 0, sizeof *row);
	row->line = tr->line;
	row->id = f[0];
	if (!*f[0] || strpbrk(f[0], " "))
		return lr_table_fail(err, errlen, path, tr->line,
				     "bad name '%s'", f[0]);
	const char *dot = strstr(f[0], "·");
	size_t nlen = dot ? (size_t)(dot - f[0]) : strlen(f[0]);
	if (nlen == 0 || nlen >= NAME_MAX_BYTES ||
	    (dot && !dot[strlen("·")]))
		return lr_table_fail(err, errlen, path, tr->line,
				     "bad name '%s'", f[0]);
	memcpy(name_buf, f[0], nlen);
	name_buf[nlen] = '\0';
	row->name = name_buf;

	int b;
	for (b = 0; b < LR_BASIS_COUNT; b++)
		if (strcmp(f[1], shensha_bases[b].key) == 0)
			break;
	if (b == LR_BASIS_COUNT)
		return lr_table_fail(err, errlen, path, tr->line,
				     "unknown basis '%s'", f[1]);
	row->basis = (enum lr_shensha_basis)b;
	row->rule = f[2];

	int k;
	for (k = 0; k < 3; k++)
		if (strcmp(f[3], kind_names[k]) == 0)
			break;
	if (k == 3)
		return lr_table_fail(err, errlen, path, tr->line,
				     "unknown kind '%s' (expected 吉, 凶 or 平)",
				     f[3]);
	row->kind = (enum lr_shensha_kind)k;

	if (strcmp(f[4], "-") == 0)
		row->reading = 0;
	else if (strcmp(f[4], "A") == 0 || strcmp(f[4], "B") == 0)
		row->reading = f[4][0];
	else
		return lr_table_fail(err, errlen, path, tr->line,
				     "unknown reading '%s' (expected -, A or B)",
				     f[4]);
	row->source = f[5];
	row->fix = f[6];
	if (!*row->source || !*row->fix)
		return lr_table_fail(err, errlen, path, tr->line,
				     "empty %s field",
				     *row->source ? "fix" : "source");
	return parse_rule(row, path, err, errlen);
}

/* Every A reading needs a B reading of the same name and the reverse. */
static int check_readings(const struct lr_shensha_set *set, const char *path,
			  char *err, size_t errlen)
{
	for (size_t i = 0; i < set->nrows; i++) {
		const struct lr_shensha *r = &set->rows[i];
		if (!r->reading)
			continue;
		char other = r->reading == 'A' ? 'B' : 'A';
		bool found = false;
		for (size_t j = 0; j < set->nrows && !found; j++)
			found = set->rows[j].reading == other &&
				strcmp(set->rows[j].name, r->name) == 0;
		if (!found)
			return lr_table_fail(err, errlen, path, r->line,
				"reading %c of %s has no reading %c", r->reading,
				r->name, other);
	}
	return 0;
}

/* The row a source-note row of res/shensha-notes.tsv is about: KEY is a
 * row id of shensha.tsv, with "/A" or "/B" after it for a row with a
 * reading; NULL when there is none. */
static struct lr_shensha *note_row(struct lr_shensha_set *set, const char *key)
{
	size_t len = strlen(key);
	char reading = 0;
	if (len > 2 && key[len - 2] == '/')
		reading = key[len - 1], len -= 2;
	/* from the first row of that id (an id too long for ID: from the
	 * first row) */
	char id[128];
	size_t from = 0;
	if (len < sizeof id) {
		memcpy(id, key, len);
		id[len] = '\0';
		size_t *first = name_index_slot(&set->row_ids, id, row_id, set);
		if (!first || !*first)
			return NULL;
		from = *first - 1;
	}
	for (size_t j = from; j < set->nrows; j++)
		if (strlen(set->rows[j].id) == len
		    && !strncmp(set->rows[j].id, key, len)
		    && set->rows[j].reading == reading)
			return &set->rows[j];
	return NULL;
}

static bool is_source_note(const char *field)
{
	return !strcmp(field, "source-note") || !strcmp(field, "source-note-en")
	       || !strcmp(field, "source-note-ko");
}

static int source_note(struct lr_shensha_set *set,
		       const struct lr_table_row *tr, const char *path,
		       char *err, size_t errlen)
{
	const char *key = tr->fields[0], *field = tr->fields[1];
	const char *text = tr->fields[2];
	struct lr_shensha *row = note_row(set, key);
	if (!row)
		return lr_table_fail(err, errlen, path, tr->line,
			"unknown row '%s' (an id of the 神煞 table, with /A or "
			"/B for a reading)", key);
	if (!*text)
		return lr_table_fail(err, errlen, path, tr->line, "empty text");
	const char **slot = !strcmp(field, "source-note") ? &row->note
			    : !strcmp(field, "source-note-en") ? &row->note_en
			    : &row->note_ko;
	if (*slot)
		return lr_table_fail(err, errlen, path, tr->line,
				     "duplicate %s for %s", field, key);
	*slot = text;
	return 0;
}

static int load_notes(struct lr_shensha_set *set, const char *path,
		      char *err, size_t errlen)
{
	if (lr_table_read(path, NOTES_FIELDS, &set->notes_table, err,
			  errlen) < 0)
		return -1;
	set->notes = calloc(set->notes_table.nrows + 1, sizeof *set->notes);
	if (!set->notes || !name_index_init(&set->note_names,
					    set->notes_table.nrows))
		return lr_table_fail(err, errlen, path, 0, "out of memory");
	for (size_t i = 0; i < set->notes_table.nrows; i++) {
		const struct lr_table_row *tr = &set->notes_table.rows[i];
		const char *name = tr->fields[0], *field = tr->fields[1];
		const char *text = tr->fields[2];
		if (is_source_note(field)) {
			if (source_note(set, tr, path, err, errlen) < 0)
				return -1;
			continue;
		}
		size_t *known = name_index_slot(&set->row_names, name, row_name,
						set);
		if (!known || !*known)
			return lr_table_fail(err, errlen, path, tr->line,
				"unknown name '%s' (not in the 神煞 table)", name);
		if (!*text)
			return lr_table_fail(err, errlen, path, tr->line,
					     "empty text");
		size_t *entry = name_index_slot(&set->note_names, name,
						note_name, set);
		if (!*entry) {
			set->notes[set->nnotes].name = name;
			*entry = ++set->nnotes;
		}
		struct lr_shensha_note *note = &set->notes[*entry - 1];
		if (strcmp(field, "text") == 0) {
			if (note->ntext >= LR_SHENSHA_MAX_TEXTS)
				return lr_table_fail(err, errlen, path, tr->line,
					"more than %d texts for %s",
					LR_SHENSHA_MAX_TEXTS, name);
			note->text[note->ntext++] = text;
		} else if (strcmp(field, "gloss") == 0) {
			if (note->gloss)
				return lr_table_fail(err, errlen, path, tr->line,
					"duplicate gloss for %s", name);
			note->gloss = text;
		} else if (strcmp(field, "gloss-en") == 0
			   || strcmp(field, "gloss-ko") == 0) {
			const char **slot = field[6] == 'e' ? &note->gloss_en
							   : &note->gloss_ko;
			if (*slot)
				return lr_table_fail(err, errlen, path, tr->line,
					"duplicate %s for %s", field, name);
			*slot = text;
		} else {
			return lr_table_fail(err, errlen, path, tr->line,
				"unknown field '%s' (expected text, gloss, "
				"gloss-en, gloss-ko, source-note, source-note-en or "
				"source-note-ko)", field);
		}
	}
	/* a source note is in all three languages */
	for (size_t i = 0; i < set->notes_table.nrows; i++) {
		const struct lr_table_row *tr = &set->notes_table.rows[i];
		if (!is_source_note(tr->fields[1]))
			continue;
		const struct lr_shensha *r = note_row(set, tr->fields[0]);
		if (!(r->note && r->note_en && r->note_ko))
			return lr_table_fail(err, errlen, path, tr->line,
				"%s has no %s", tr->fields[0],
				!r->note ? "source-note" : !r->note_en
				? "source-note-en" : "source-note-ko");
	}
	/* a translation translates a gloss (that every gloss has both is
	 * checked by tests/check_shensha.c, test_glosses_translated) */
	for (size_t i = 0; i < set->notes_table.nrows; i++) {
		const struct lr_table_row *tr = &set->notes_table.rows[i];
		if (strncmp(tr->fields[1], "gloss-", 6) != 0)
			continue;
		const struct lr_shensha_note *note =
			lr_shensha_note(set, tr->fields[0]);
		if (note && !note->gloss)
			return lr_table_fail(err, errlen, path, tr->line,
				"%s for %s, which has no gloss",
				tr->fields[1], tr->fields[0]);
	}
	return 0;
}

int lr_shensha_load(const char *table_path, const char *notes_path,
		    struct lr_shensha_set **out, char *err, size_t errlen)
{
	*out = NULL;
	struct lr_shensha_set *set = calloc(1, sizeof *set);
	if (!set)
		return lr_table_fail(err, errlen, table_path, 0,
				     "out of memory");
	if (lr_table_read(table_path, TABLE_FIELDS, &set->table, err,
			  errlen) < 0)
		goto fail;
	size_t n = set->table.nrows;
	if (n > LR_SHENSHA_MAX_ROWS) {
		lr_table_fail(err, errlen, table_path, 0,
			      "more than %d rows", LR_SHENSHA_MAX_ROWS);
		goto fail;
	}
	set->rows = calloc(n + 1, sizeof *set->rows);
	set->names = calloc(n + 1, sizeof *set->names);
	if (!set->rows || !set->names || !name_index_init(&set->row_ids, n)) {
		lr_table_fail(err, errlen, table_path, 0, "out of memory");
		goto fail;
	}
	for (size_t i = 0; i < n; i++) {
		if (parse_row(&set->rows[i], set->names[i],
			      &set->table.rows[i], table_path, err,
			      errlen) < 0)
			goto fail;
		/* the rows before it of the same id, from the first */
		size_t *first = name_index_slot(&set->row_ids, set->rows[i].id,
						row_id, set);
		if (!*first)
			*first = i + 1;
		for (size_t j = *first - 1; j < i; j++)
			if (strcmp(set->rows[j].id, set->rows[i].id) == 0 &&
			    (!set->rows[i].reading ||
			     set->rows[j].reading == set->rows[i].reading)) {
				lr_table_fail(err, errlen, table_path,
					      set->rows[i].line,
					      "duplicate name %s (first at line "
					      "%d)", set->rows[i].id,
					      set->rows[j].line);
				goto fail;
			}
		set->nrows = i + 1;
	}
	if (check_readings(set, table_path, err, errlen) < 0)
		goto fail;
	if (!name_index_init(&set->row_names, set->nrows)) {
		lr_table_fail(err, errlen, table_path, 0, "out of memory");
		goto fail;
	}
	for (size_t i = 0; i < set->nrows; i++) {
		size_t *slot = name_index_slot(&set->row_names,
					       set->rows[i].name, row_name, set);
		if (!*slot)
			*slot = i + 1;
	}
	if (notes_path && load_notes(set, notes_path, err, errlen) < 0)
		goto fail;
	*out = set;
	return 0;
fail:
	lr_shensha_free(set);
	return -1;
}

void lr_shensha_free(struct lr_shensha_set *set)
{
	if (!set)
		return;
	lr_table_free(&set->table);
	lr_table_free(&set->notes_table);
	free(set->rows);
	free(set->names);
	free(set->notes);
	free(set->row_names.slot);
	free(set->note_names.slot);
	free(set->row_ids.slot);
	free(set);
}

const struct lr_shensha_set *lr_shensha_default(char *err, size_t errlen)
{
	static const struct lr_shensha_set *cached;
	static bool tried;
	static char cached_err[512];
	if (!tried) {
		char tpath[PATH_MAX], npath[PATH_MAX];
		tried = true;
		struct lr_shensha_set *loaded = NULL;
		/* the files the build compiled in, unchanged: that set */
		if ((cached = shensha_builtin()) != NULL)
			;
		else if (!lr_resource_path("shensha.tsv", tpath, sizeof tpath) ||
			 !lr_resource_path("shensha-notes.tsv", npath,
					   sizeof npath))
			snprintf(cached_err, sizeof cached_err,
				 "shensha.tsv: data directory path too long");
		else if (lr_shensha_load(tpath, npath, &loaded, cached_err,
					 sizeof cached_err) == 0)
			cached = loaded;
	}
	if (!cached && err && errlen)
		snprintf(err, errlen, "%s", cached_err);
	return cached;
}

size_t lr_shensha_count(const struct lr_shensha_set *set)
{
	return set ? set->nrows : 0;
}

const struct lr_shensha *lr_shensha_at(const struct lr_shensha_set *set,
				       size_t i)
{
	return set && i < set->nrows ? &set->rows[i] : NULL;
}

const struct lr_shensha *lr_shensha_by_id(const struct lr_shensha_set *set,
					  const char *id)
{
	for (size_t i = 0; set && id && i < set->nrows; i++)
		if (strcmp(set->rows[i].id, id) == 0)
			return &set->rows[i];
	return NULL;
}

size_t lr_shensha_by_name(const struct lr_shensha_set *set, const char *name,
			  const struct lr_shensha **out, size_t max)
{
	size_t count = 0;
	for (size_t i = 0; set && name && i < set->nrows; i++)
		if (strcmp(set->rows[i].name, name) == 0) {
			if (count < max)
				out[count] = &set->rows[i];
			count++;
		}
	return count;
}

const struct lr_shensha_note *lr_shensha_note(const struct lr_shensha_set *set,
					      const char *name)
{
	if (!set || !name)
		return NULL;
	size_t *slot = name_index_slot(&set->note_names, name, note_name, set);
	if (slot)
		return *slot ? &set->notes[*slot - 1] : NULL;
	for (size_t i = 0; i < set->nnotes; i++)	/* no notes file read */
		if (strcmp(set->notes[i].name, name) == 0)
			return &set->notes[i];
	return NULL;
}
