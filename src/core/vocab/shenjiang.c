/* liuren - shenjiang.c: the sentences of 《六壬大全》 卷二 神將釋 on the
 * twelve 神 and the twelve generals (res/shenjiang.tsv), their
 * conditions, and which of them hold on a chart.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/shenjiang.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/ganzhi.h"
#include "liuren/lang.h"
#include "liuren/names.h"
#include "liuren/resource.h"
#include "liuren/table.h"
#include "text/res_known.h"

enum { FIELDS = 5 };
/* the longest condition named of one sentence ("丙日登明乘太常臨子加干上
 * 發用，旺氣，空亡，貴人順治" is 70 bytes) */
enum { NAMED_MAX = 160 };

static const char *const kind_keys[LR_SJ_KINDS] = {
	"text", "cond", "verse", "lei", "body", "colour", "things"
};

/* The gloss kinds: the modern Chinese gloss and its translations. */
enum { GLOSS_LANGS = 3 };
static const char *const gloss_keys[GLOSS_LANGS] = {
	"gloss", "gloss-en", "gloss-ko"
};

static struct lr_table table;
static const char *glosses[2][LR_BRANCHES][GLOSS_LANGS];
static struct lr_sj_row *rows;
static size_t nrows;
static bool loaded;

const char *lr_shenjiang_subject(bool general, int index)
{
	return general ? lr_general_name(index) : lr_month_general_name(index);
}

int lr_shenjiang_find(const char *name, int *index)
{
	int g = lr_parse_general_exact(name);
	if (g >= 0) {
		*index = g;
		return 1;
	}
	int b = lr_parse_month_general(name);
	if (b < 0)
		b = lr_parse_branch_exact(name);
	if (b >= 0) {
		*index = b;
		return 2;
	}
	return 0;
}

/* ---- parsing a condition ---- */

static int parse_vigour(const char *v)
{
	for (int i = 0; i < 5; i++)
		if (!strcmp(lr_vigour_name(i), v))
			return i;
	return -1;
}

/* Parse VALUES (comma-separated) of KEY into TERM; false on a bad value. */
static bool parse_values(struct lr_sj_term *term, const char *key,
			 char *values, bool general)
{
	for (char *save = NULL, *v = strtok_r(values, ",", &save); v;
	     v = strtok_r(NULL, ",", &save)) {
		int x;
		if (!strcmp(key, "臨") || !strcmp(key, "乘")) {
			if ((x = lr_parse_branch_exact(v)) < 0)
				return false;
			if (!strcmp(key, "臨"))
				term->on |= (uint16_t)(1u << x);
			else if (general)
				term->rides |= (uint16_t)(1u << x);
			else
				return false;
		} else if (!strcmp(key, "將")) {
			if (general || (x = lr_parse_general_exact(v)) < 0)
				return false;
			term->generals |= (uint16_t)(1u << x);
		} else if (!strcmp(key, "日")) {
			if ((x = lr_parse_stem_exact(v)) < 0)
				return false;
			term->days |= (uint16_t)(1u << x);
		} else if (!strcmp(key, "氣")) {
			if ((x = parse_vigour(v)) < 0)
				return false;
			term->vigour |= (uint8_t)(1u << x);
		} else if (!strcmp(key, "治")) {
			if (!strcmp(v, "順"))
				term->order = 1;
			else if (!strcmp(v, "逆"))
				term->order = 2;
			else
				return false;
		} else if (!strcmp(key, "加")) {
			if (!strcmp(v, "日"))
				term->at |= LR_SJ_AT_STEM;
			else if (!strcmp(v, "辰"))
				term->at |= LR_SJ_AT_BRANCH;
			else if (!strcmp(v, "日辰"))
				term->at |= LR_SJ_AT_STEM | LR_SJ_AT_BRANCH;
			else if (!strcmp(v, "年命"))
				term->at |= LR_SJ_AT_YEARS;
			else if (!strcmp(v, "日辰年命"))
				term->at |= LR_SJ_AT_STEM | LR_SJ_AT_BRANCH
					    | LR_SJ_AT_YEARS;
			else
				return false;
		} else if (!strcmp(key, "入")) {
			if (!strcmp(v, "用"))
				term->in |= LR_SJ_IN_FIRST;
			else if (!strcmp(v, "末"))
				term->in |= LR_SJ_IN_LAST;
			else if (!strcmp(v, "傳"))
				term->in |= LR_SJ_IN_TRANS;
			else if (!strcmp(v, "課傳"))
				term->in |= LR_SJ_IN_TRANS | LR_SJ_IN_LESSONS;
			else
				return false;
		} else {
			return false;
		}
	}
	return true;
}

/* Parse the condition column into ROW; a message into WHY on error. */
static bool parse_cond(struct lr_sj_row *row, const char *text, char *why,
		       size_t whylen)
{
	char buf[512];
	if (strlen(text) >= sizeof buf) {
		snprintf(why, whylen, "condition too long");
		return false;
	}
	strcpy(buf, text);
	row->nalts = 0;
	char *alt_save = NULL;
	for (char *alt = strtok_r(buf, "|", &alt_save); alt;
	     alt = strtok_r(NULL, "|", &alt_save)) {
		if (row->nalts >= LR_SJ_ALTS) {
			snprintf(why, whylen, "more than %d alternatives",
				 LR_SJ_ALTS);
			return false;
		}
		struct lr_sj_term *term = &row->alts[row->nalts++];
		memset(term, 0, sizeof *term);
		int nterms = 0;
		char *save = NULL;
		for (char *t = strtok_r(alt, " ", &save); t;
		     t = strtok_r(NULL, " ", &save)) {
			nterms++;
			if (!strcmp(t, "空")) {
				term->void_ = true;
				continue;
			}
			char *eq = strchr(t, '=');
			if (!eq || !eq[1]) {
				snprintf(why, whylen, "bad term '%s' (want KEY=VALUES or 空)", t);
				return false;
			}
			*eq = '\0';
			if (!parse_values(term, t, eq + 1, row->general)) {
				snprintf(why, whylen, "bad value in term '%s=…' for %s",
					 t, row->general ? "a general" : "a 神");
				return false;
			}
		}
		if (!nterms) {
			snprintf(why, whylen, "empty alternative");
			return false;
		}
	}
	return true;
}

/* ---- loading ---- */

int lr_shenjiang_load_file(const char *path, char *err, size_t errlen)
{
	struct lr_table t;
	if (lr_table_read(path, FIELDS, &t, err, errlen) != 0)
		return -1;
	struct lr_sj_row *fresh = calloc(t.nrows ? t.nrows : 1, sizeof *fresh);
	if (!fresh) {
		lr_table_free(&t);
		return lr_table_fail(err, errlen, path, 0, "out of memory");
	}
	bool seen[2][LR_BRANCHES] = { { false } };
	const char *fresh_gloss[2][LR_BRANCHES][GLOSS_LANGS];
	int gloss_line[2][LR_BRANCHES];
	memset(fresh_gloss, 0, sizeof fresh_gloss);
	memset(gloss_line, 0, sizeof gloss_line);
	size_t n = 0;
	for (size_t i = 0; i < t.nrows; i++) {
		char **f = t.rows[i].fields;
		int line = t.rows[i].line;
		struct lr_sj_row *r = &fresh[n];
		int index = 0, which = lr_shenjiang_find(f[0], &index);
		const char *subject = which
			? lr_shenjiang_subject(which == 1, index) : NULL;
		int kind = -1, gloss = -1;
		for (int k = 0; k < LR_SJ_KINDS; k++)
			if (!strcmp(kind_keys[k], f[1]))
				kind = k;
		for (int k = 0; k < GLOSS_LANGS; k++)
			if (!strcmp(gloss_keys[k], f[1]))
				gloss = k;
		char why[160];
		const char *bad = NULL;
		if (!subject || strcmp(subject, f[0]) != 0)
			bad = "unknown name (want a 神 by its 月將 name or a general)";
		else if (gloss >= 0) {
			/* a gloss: no place, no condition, one of each */
			const char **slot =
				&fresh_gloss[which == 1][index][gloss];
			if (strcmp(f[2], "-") != 0 || strcmp(f[3], "-") != 0)
				bad = "a gloss row takes no place and no "
				      "condition (\"-\" \"-\")";
			else if (!*f[4])
				bad = "empty gloss";
			else if (*slot) {
				snprintf(why, sizeof why, "second %s", f[1]);
				bad = why;
			} else {
				*slot = f[4];
				if (!gloss_line[which == 1][index])
					gloss_line[which == 1][index] = line;
			}
			if (!bad)
				continue;
		} else if (kind < 0)
			bad = "unknown kind (want text, cond, verse, lei, body, "
			      "colour, things, gloss, gloss-en or gloss-ko)";
		else if (!*f[2] || !*f[4])
			bad = "empty place or text";
		else if ((kind == LR_SJ_COND) != (strcmp(f[3], "-") != 0))
			bad = kind == LR_SJ_COND ? "a cond row needs a condition"
						 : "only a cond row has a condition";
		if (!bad) {
			r->general = which == 1;
			r->index = index;
			r->kind = (enum lr_sj_kind)kind;
			r->where = f[2];
			r->cond = f[3];
			r->text = f[4];
			r->line = line;
			if (kind == LR_SJ_COND
			    && !parse_cond(r, f[3], why, sizeof why))
				bad = why;
		}
		if (bad) {
			lr_table_fail(err, errlen, path, line, "%s: %s", f[0], bad);
			free(fresh);
			lr_table_free(&t);
			return -1;
		}
		if (kind == LR_SJ_TEXT || kind == LR_SJ_COND)
			seen[r->general][r->index] = true;
		n++;
	}
	for (int g = 0; g < 2; g++)
		for (int i = 0; i < LR_BRANCHES; i++) {
			const char *const *gl = fresh_gloss[g][i];
			/* once a gloss is given, all three are */
			int missing = -1;
			for (int k = 0; k < GLOSS_LANGS; k++)
				if (!gl[k] && gloss_line[g][i])
					missing = k;
			if (!seen[g][i] || missing >= 0) {
				if (!seen[g][i])
					lr_table_fail(err, errlen, path, 0,
						      "no text for %s",
						      lr_shenjiang_subject(g, i));
				else
					lr_table_fail(err, errlen, path,
						      gloss_line[g][i],
						      "%s: the gloss has no %s",
						      lr_shenjiang_subject(g, i),
						      gloss_keys[missing]);
				free(fresh);
				lr_table_free(&t);
				return -1;
			}
		}
	free(rows);
	lr_table_free(&table);
	table = t;
	rows = fresh;
	nrows = n;
	memcpy(glosses, fresh_gloss, sizeof glosses);
	loaded = true;
	return 0;
}

/* the data directory's shenjiang.tsv is the one the build checked: it
 * is parsed when its rows are first asked for (print only checks it) */
static bool known;

int lr_shenjiang_load(char *err, size_t errlen)
{
	if (loaded || known)
		return 0;
	if (lr_res_known("shenjiang.tsv")) {
		known = true;
		return 0;
	}
	return lr_resource_load("shenjiang.tsv", lr_shenjiang_load_file, err, errlen);
}

/* The rows, parsed now if the load found the file unchanged. */
static void parsed(void)
{
	char err[512];
	if (!loaded && known)
		lr_resource_load("shenjiang.tsv", lr_shenjiang_load_file, err,
				 sizeof err);
}

size_t lr_shenjiang_count(void)
{
	parsed();
	return nrows;
}

const struct lr_sj_row *lr_shenjiang_at(size_t i)
{
	parsed();
	return i < nrows ? &rows[i] : NULL;
}

const char *lr_shenjiang_gloss_in(bool general, int index, int lang)
{
	if (index < 0 || index >= LR_BRANCHES || lang < 0
	    || lang >= GLOSS_LANGS)
		return NULL;
	parsed();
	return glosses[general][index][lang];
}

const char *lr_shenjiang_gloss(bool general, int index)
{
	if (index < 0 || index >= LR_BRANCHES)
		return NULL;
	parsed();
	const char *const *g = glosses[general][index];
	return lr_lang_pick(g[0], g[1], g[2]);
}

/* ---- evaluating ---- */

/* The 神 a row speaks of on CHART: its own branch, or the one the
 * general rides. */
static int subject_god(const struct lr_sj_row *row, const struct lr_chart *c)
{
	if (!row->general)
		return row->index;
	for (int b = 0; b < LR_BRANCHES; b++)
		if (c->general_on[b] == row->index)
			return b;
	return -1;
}

static void add(char *buf, size_t len, const char *fmt, const char *word)
{
	size_t used = strlen(buf);
	if (used < len)
		snprintf(buf + used, len - used, fmt, word);
}

/* Does TERM hold for the 神 GOD (on palace P) of ROW? Its words into
 * NAMED when it does. */
static bool term_holds(const struct lr_sj_row *row,
		       const struct lr_sj_term *term,
		       const struct lr_chart *c, const struct lr_context *ctx,
		       int god, char *named, size_t len)
{
	int p = c->earth[god], general = c->general_on[god];
	int stem = lr_cycle_stem(c->input.day);
	int branch = lr_cycle_branch(c->input.day);
	if (term->on && !(term->on & (1u << p)))
		return false;
	if (term->rides && !(term->rides & (1u << god)))
		return false;
	if (term->generals && !(term->generals & (1u << general)))
		return false;
	if (term->days && !(term->days & (1u << stem)))
		return false;
	int vigour = -1;
	if (term->vigour) {
		int month = ctx ? lr_context_vigour_month(ctx) : -1;
		if (month < 0)
			return false;
		vigour = lr_vigour_of(month, lr_branch_phase(god));
		if (!(term->vigour & (1u << vigour)))
			return false;
	}
	if (term->order == 1 && !c->noble_forward)
		return false;
	if (term->order == 2 && c->noble_forward)
		return false;
	if (term->void_ && !lr_is_void(c->input.day, god))
		return false;
	const char *at = NULL;
	if (term->at) {
		if ((term->at & LR_SJ_AT_STEM) && p == lr_lodge(stem))
			at = "加干上";
		else if ((term->at & LR_SJ_AT_BRANCH) && p == branch)
			at = "加支上";
		else if ((term->at & LR_SJ_AT_YEARS) && ctx
			 && ctx->birth_branch == p)
			at = "加本命";
		else if ((term->at & LR_SJ_AT_YEARS) && ctx
			 && ctx->xingnian == p)
			at = "加行年";
		else
			return false;
	}
	const char *in = NULL;
	if (term->in) {
		if ((term->in & LR_SJ_IN_FIRST) && c->transmissions[0].branch == god)
			in = "發用";
		else if ((term->in & LR_SJ_IN_LAST)
			 && c->transmissions[2].branch == god)
			in = "為末傳";
		for (int i = 0; !in && (term->in & LR_SJ_IN_TRANS) && i < 3; i++)
			if (c->transmissions[i].branch == god)
				in = "入傳";
		for (int i = 0; !in && (term->in & LR_SJ_IN_LESSONS) && i < 4; i++)
			if (c->lessons[i].upper == god)
				in = "入課";
		if (!in)
			return false;
	}
	if (!named || !len)
		return true;
	named[0] = '\0';
	if (term->days)
		add(named, len, "%s日", lr_stem_name(stem));
	add(named, len, "%s", lr_shenjiang_subject(row->general, row->index));
	if (term->generals)
		add(named, len, "乘%s", lr_general_name(general));
	if (term->rides)
		add(named, len, "乘%s", lr_branch_name(god));
	if (term->on)
		add(named, len, "臨%s", lr_branch_name(p));
	if (at)
		add(named, len, "%s", at);
	if (in)
		add(named, len, "%s", in);
	if (vigour >= 0)
		add(named, len, "，%s氣", lr_vigour_name(vigour));
	if (term->void_)
		add(named, len, "%s", "，空亡");
	if (term->order)	/* the subject is 貴人 itself, or a 神 */
		add(named, len, "%s", term->order == 1
			? (row->general ? "順治" : "，貴人順治")
			: (row->general ? "逆治" : "，貴人逆治"));
	return true;
}

bool lr_shenjiang_holds(const struct lr_sj_row *row,
			const struct lr_chart *chart,
			const struct lr_context *ctx, char *named,
			size_t namedlen)
{
	if (row->kind != LR_SJ_COND)
		return false;
	int god = subject_god(row, chart);
	if (god < 0)
		return false;
	for (int a = 0; a < row->nalts; a++)
		if (term_holds(row, &row->alts[a], chart, ctx, god, named,
			       namedlen))
			return true;
	return false;
}

int lr_shenjiang_read(const struct lr_chart *chart,
		      const struct lr_context *ctx, struct lr_sj_held *out,
		      char *err, size_t errlen)
{
	out->n = out->used = 0;
	if (lr_shenjiang_load(err, errlen) != 0)
		return -1;
	for (size_t i = 0; i < lr_shenjiang_count(); i++) {
		const struct lr_sj_row *r = lr_shenjiang_at(i);
		char named[NAMED_MAX];
		if (!lr_shenjiang_holds(r, chart, ctx, named, sizeof named))
			continue;
		size_t need = strlen(named) + 1;
		if (out->n == LR_SJ_HELD_MAX
		    || need > sizeof out->words - (size_t)out->used) {
			snprintf(err, errlen, "shenjiang.tsv:%d: more "
				 "sentences of 卷二 hold than a reading keeps "
				 "(%d)", r->line, out->n);
			return -1;
		}
		out->at[out->n].row = (int)i;
		out->at[out->n].words = out->used;
		memcpy(out->words + out->used, named, need);
		out->used += (int)need;
		out->n++;
	}
	return 0;
}

const char *lr_shenjiang_held_words(const struct lr_sj_held *held,
				    size_t row)
{
	/* the rows are in the file's order: halve */
	int lo = 0, hi = held->n;
	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;
		if ((size_t)held->at[mid].row < row)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < held->n && (size_t)held->at[lo].row == row)
		return held->words + held->at[lo].words;
	return NULL;
}

/* ---- a condition in words ---- */

static void mask_words(char *buf, size_t len, unsigned mask, int n,
		       const char *(*name)(int), const char *join)
{
	bool first = true;
	for (int i = 0; i < n; i++)
		if (mask & (1u << i)) {
			add(buf, len, "%s", first ? "" : join);
			add(buf, len, "%s", name(i));
			first = false;
		}
}

static const char *vigour_word(int v)
{
	return lr_vigour_name(v);
}

const char *lr_shenjiang_cond_words(const struct lr_sj_row *row, char *buf,
				    size_t len)
{
	buf[0] = '\0';
	for (int a = 0; a < row->nalts; a++) {
		const struct lr_sj_term *t = &row->alts[a];
		if (a)
			add(buf, len, "%s", "；或");
		if (t->days) {
			mask_words(buf, len, t->days, LR_STEMS, lr_stem_name, "");
			add(buf, len, "%s", "日");
		}
		if (t->generals) {
			add(buf, len, "%s", "乘");
			mask_words(buf, len, t->generals, LR_GENERALS,
				   lr_general_name, "或");
		}
		if (t->rides) {
			add(buf, len, "%s", "乘");
			mask_words(buf, len, t->rides, LR_BRANCHES,
				   lr_branch_name, "");
		}
		if (t->on) {
			add(buf, len, "%s", "臨");
			mask_words(buf, len, t->on, LR_BRANCHES, lr_branch_name,
				   "");
		}
		if (t->at) {
			unsigned at = t->at;
			add(buf, len, "%s", "加");
			add(buf, len, "%s", (at & LR_SJ_AT_STEM) && (at & LR_SJ_AT_BRANCH)
				? "日辰" : (at & LR_SJ_AT_STEM) ? "日干"
				: (at & LR_SJ_AT_BRANCH) ? "日支" : "");
			if (at & LR_SJ_AT_YEARS)
				add(buf, len, "%s", "年命");
		}
		if (t->in)
			add(buf, len, "%s", (t->in & LR_SJ_IN_LESSONS) ? "入課傳"
				: (t->in & LR_SJ_IN_TRANS) ? "入傳"
				: (t->in & LR_SJ_IN_FIRST) && (t->in & LR_SJ_IN_LAST)
				? "發用或為末傳"
				: (t->in & LR_SJ_IN_FIRST) ? "發用" : "為末傳");
		if (t->vigour) {
			mask_words(buf, len, t->vigour, 5, vigour_word, "");
			add(buf, len, "%s", "氣");
		}
		if (t->void_)
			add(buf, len, "%s", "空亡");
		if (t->order)
			add(buf, len, "%s", t->order == 1 ? "順治" : "逆治");
	}
	return buf;
}
