/* liuren - leishen.c: the 類神 of the matter asked (res/leishen.tsv, from
 * 卷十 人類神 and 事類神), where each stands on a chart, and the one the
 * rule of 卷十 takes, said in one line.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/leishen.h"

#include "liuren/i18n.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "liuren/ask.h"
#include "liuren/ganzhi.h"
#include "liuren/names.h"
#include "liuren/resource.h"
#include "liuren/table.h"
#include "text/res_known.h"

struct entry {
	int ask;
	enum lr_lei_kind kind;
	int value;
	const char *where;
};

enum { MAX_ENTRIES = 64 };
static struct lr_table table;
static struct entry entries[MAX_ENTRIES];
static int nentries;
static bool loaded;

static int parse_kin(const char *s)
{
	for (int k = 0; k < 5; k++)
		if (!strcmp(lr_kin_name(k), s))
			return k;
	return -1;
}

int lr_leishen_load_file(const char *path, char *err, size_t errlen)
{
	struct lr_table t;
	if (lr_table_read(path, 4, &t, err, errlen) != 0)
		return -1;
	struct entry fresh[MAX_ENTRIES];
	int n = 0;
	for (size_t i = 0; i < t.nrows; i++) {
		char **f = t.rows[i].fields;
		int line = t.rows[i].line;
		const char *bad = NULL;
		struct entry e = { lr_ask_parse(f[0]), LR_LEI_GENERAL, -1, f[3] };
		if (e.ask < 0 || strcmp(lr_ask_name(e.ask), f[0]) != 0)
			bad = "unknown matter (want a word of --ask)";
		else if (!strcmp(f[1], "general")) {
			e.value = lr_parse_general_exact(f[2]);
			if (e.value < 0 || strcmp(lr_general_name(e.value), f[2]))
				bad = "unknown general";
		} else if (!strcmp(f[1], "god")) {
			e.kind = LR_LEI_GOD;
			e.value = lr_parse_month_general(f[2]);
			if (e.value < 0 || strcmp(lr_month_general_name(e.value), f[2]))
				bad = "unknown 神 (want its 月將 name)";
		} else if (!strcmp(f[1], "kin")) {
			e.kind = LR_LEI_KIN;
			if ((e.value = parse_kin(f[2])) < 0)
				bad = "unknown 六親";
		} else if (!strcmp(f[1], "virtue")) {
			e.kind = LR_LEI_VIRTUE;
			e.value = 0;
			if (strcmp(f[2], "德神") != 0)
				bad = "a virtue row's value is 德神";
		} else {
			bad = "unknown kind (want general, god, kin or virtue)";
		}
		int same = 0;
		for (int k = 0; !bad && k < n; k++)
			if (fresh[k].ask == e.ask) {
				same++;
				if (fresh[k].kind == e.kind && fresh[k].value == e.value)
					bad = "the same 類神 twice";
			}
		if (!bad && !*f[3])
			bad = "empty place";
		if (!bad && (n >= MAX_ENTRIES || same >= LR_LEI_MAX))
			bad = "too many rows";
		if (bad) {
			lr_table_fail(err, errlen, path, line, "%s: %s", f[0], bad);
			lr_table_free(&t);
			return -1;
		}
		fresh[n++] = e;
	}
	/* 責將神 needs a general among several */
	for (int k = 0; k < n; k++) {
		int rows = 0, generals = 0;
		for (int m = 0; m < n; m++)
			if (fresh[m].ask == fresh[k].ask) {
				rows++;
				generals += fresh[m].kind == LR_LEI_GENERAL;
			}
		if (rows > 1 && !generals) {
			lr_table_fail(err, errlen, path, 0, "%s: several 類神 "
				      "and no general", lr_ask_name(fresh[k].ask));
			lr_table_free(&t);
			return -1;
		}
	}
	lr_table_free(&table);
	table = t;
	memcpy(entries, fresh, sizeof fresh);
	nentries = n;
	loaded = true;
	return 0;
}

/* the data directory's leishen.tsv is the one the build checked: it is
 * parsed when its entries are first asked for (show only checks it) */
static bool known;

int lr_leishen_load(char *err, size_t errlen)
{
	if (loaded || known)
		return 0;
	if (lr_res_known("leishen.tsv")) {
		known = true;
		return 0;
	}
	return lr_resource_load("leishen.tsv", lr_leishen_load_file, err, errlen);
}

/* The entries, parsed now if the load found the file unchanged; 0, or
 * -1 with the reason in ERR. */
static int entries_parsed(char *err, size_t errlen)
{
	if (lr_leishen_load(err, errlen) != 0)
		return -1;
	if (loaded)
		return 0;
	return lr_resource_load("leishen.tsv", lr_leishen_load_file, err, errlen);
}

int lr_leishen_count(int ask, char *err, size_t errlen)
{
	if (entries_parsed(err, errlen) != 0)
		return -1;
	int n = 0;
	for (int k = 0; k < nentries; k++)
		n += entries[k].ask == ask;
	return n;
}

/* 日德 of a day stem (卷一 第24段 日德: 甲己寅 乙庚申 丙辛巳 丁壬亥 戊癸巳,
 * as res/shensha.tsv reads the row). */
static int day_virtue(int stem)
{
	static const int virtue[LR_STEMS] = {
		LR_YIN, LR_SHEN, LR_SI, LR_HAI, LR_SI,
		LR_YIN, LR_SHEN, LR_SI, LR_HAI, LR_SI
	};
	return virtue[stem];
}

static int transmission_of(const struct lr_chart *c, int god)
{
	for (int i = 0; i < 3; i++)
		if (c->transmissions[i].branch == god)
			return i;
	return -1;
}

static int lesson_of(const struct lr_chart *c, int god)
{
	for (int i = 0; i < 4; i++)
		if (c->lessons[i].upper == god)
			return i;
	return -1;
}

static bool in_chart(const struct lr_lei_found *f)
{
	return f->transmission >= 0 || f->lesson >= 0;
}

/* Fill F for the 神 GOD on C. */
static void place(struct lr_lei_found *f, const struct lr_chart *c,
		  const struct lr_context *ctx, int god)
{
	int stem = lr_cycle_stem(c->input.day), branch = lr_cycle_branch(c->input.day);
	f->god = god;
	f->palace = god >= 0 ? c->earth[god] : -1;
	f->general = god >= 0 ? c->general_on[god] : -1;
	f->transmission = god >= 0 ? transmission_of(c, god) : -1;
	f->lesson = god >= 0 ? lesson_of(c, god) : -1;
	int month = ctx ? lr_context_vigour_month(ctx) : -1;
	f->vigour = god >= 0 && month >= 0
		    ? (int)lr_vigour_of(month, lr_branch_phase(god)) : -1;
	f->virtue = god >= 0 && god == day_virtue(stem);
	f->combines = god >= 0 && (lr_combine(god) == branch
				   || lr_combine(god) == lr_lodge(stem));
}

/* The 神 of 六親 KIN in 課傳, 傳 first (初 中 末), then 課 (一 … 四);
 * -1 when none. */
static int kin_in_chart(const struct lr_chart *c, int kin)
{
	int stem = lr_cycle_stem(c->input.day);
	for (int i = 0; i < 3; i++)
		if ((int)lr_kin_of(stem, c->transmissions[i].branch) == kin)
			return c->transmissions[i].branch;
	for (int i = 0; i < 4; i++)
		if ((int)lr_kin_of(stem, c->lessons[i].upper) == kin)
			return c->lessons[i].upper;
	return -1;
}

int lr_leishen_read(const struct lr_chart *chart,
		    const struct lr_context *ctx, struct lr_leishen *out,
		    char *err, size_t errlen)
{
	memset(out, 0, sizeof *out);
	out->ask = ctx ? ctx->ask : LR_ASK_NONE;
	out->rule = LR_LEI_UNNAMED;
	if (out->ask < 0)
		return 0;
	if (entries_parsed(err, errlen) != 0)
		return -1;
	int stem = lr_cycle_stem(chart->input.day);
	for (int k = 0; k < nentries && out->n < LR_LEI_MAX; k++) {
		const struct entry *e = &entries[k];
		if (e->ask != out->ask)
			continue;
		struct lr_lei_found *f = &out->found[out->n++];
		f->kind = e->kind;
		f->value = e->value;
		f->where = e->where;
		int god = -1;
		switch (e->kind) {
		case LR_LEI_GENERAL:
			for (int b = 0; b < LR_BRANCHES; b++)
				if (chart->general_on[b] == e->value)
					god = b;
			break;
		case LR_LEI_GOD:
			god = e->value;
			break;
		case LR_LEI_KIN:
			god = kin_in_chart(chart, e->value);
			break;
		case LR_LEI_VIRTUE:
			god = day_virtue(stem);
			break;
		}
		place(f, chart, ctx, god);
	}
	if (!out->n)
		return 0;
	/* 人事類神兼二三，以入傳課為取用。若是皆入皆不入，不用兼神責將神
	 * (卷十 類神): of several, those in 課傳; all in or none in, the
	 * general(s) alone */
	int in = 0;
	for (int i = 0; i < out->n; i++)
		in += in_chart(&out->found[i]);
	if (out->n == 1)
		out->rule = LR_LEI_SINGLE;
	else if (in == out->n)
		out->rule = LR_LEI_ALL_IN;
	else if (in == 0)
		out->rule = LR_LEI_NONE_IN;
	else
		out->rule = LR_LEI_SOME_IN;
	for (int i = 0; i < out->n; i++) {
		struct lr_lei_found *f = &out->found[i];
		switch (out->rule) {
		case LR_LEI_SOME_IN:
			f->chosen = in_chart(f);
			break;
		case LR_LEI_ALL_IN:
		case LR_LEI_NONE_IN:
			f->chosen = f->kind == LR_LEI_GENERAL;
			break;
		default:
			f->chosen = true;
		}
		/* 不在課傳為局外，所臨地位看原因。有氣亦遠無氣難，旺相德合
		 * 終可親 */
		if (in_chart(f))
			f->reach = LR_LEI_NEAR;
		else if (f->vigour < 0)
			f->reach = LR_LEI_UNJUDGED;
		else if (f->vigour > LR_STRONG)
			f->reach = LR_LEI_HARD;
		else if (f->virtue || f->combines)
			f->reach = LR_LEI_CLOSE;
		else
			f->reach = LR_LEI_FAR;
	}
	return 0;
}

const char *lr_leishen_name(const struct lr_lei_found *f)
{
	static const char *const kin_lines[5] = {
		"兄弟爻", "子孫爻", "財爻", "官爻", "父母爻"
	};
	switch (f->kind) {
	case LR_LEI_GENERAL:
		return lr_general_name(f->value);
	case LR_LEI_GOD:
		return lr_month_general_name(f->value);
	case LR_LEI_KIN:
		return (unsigned)f->value < 5 ? kin_lines[f->value] : "?";
	default:
		return "德神";
	}
}

static void add(char *buf, size_t len, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void add(char *buf, size_t len, const char *fmt, ...)
{
	size_t used = strlen(buf);
	if (used + 1 >= len)
		return;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf + used, len - used, fmt, ap);
	va_end(ap);
}

/* "天后乘子臨卯，入中傳" / "財爻不入課傳". */
static void where_words(const struct lr_lei_found *f, char *buf, size_t len)
{
	static const char *const tn[3] = { N_("in the 初傳"), N_("in the 中傳"),
					   N_("in the 末傳") };
	static const char *const ln[4] = { N_("in lesson 1"), N_("in lesson 2"),
					   N_("in lesson 3"), N_("in lesson 4") };
	if (f->god < 0) {
		add(buf, len, _("%s is not in the 課 or the 傳"),
		    lr_leishen_name(f));
		return;
	}
	if (f->kind == LR_LEI_GENERAL)
		add(buf, len, _("%s rides %s"), lr_leishen_name(f),
		    lr_branch_name(f->god));
	else
		add(buf, len, _("%s %s ridden by %s"), lr_leishen_name(f),
		    lr_branch_name(f->god), lr_general_name(f->general));
	add(buf, len, _(" on %s: "), lr_branch_name(f->palace));
	if (f->transmission >= 0)
		add(buf, len, "%s", _(tn[f->transmission]));
	else if (f->lesson >= 0)
		add(buf, len, "%s", _(ln[f->lesson]));
	else
		add(buf, len, "%s", _("outside the chart (局外)"));
}

const char *lr_leishen_line(const struct lr_leishen *ls, char *buf,
			    size_t len)
{
	buf[0] = '\0';
	const char *matter = lr_ask_name(ls->ask);
	if (!matter)
		return buf;
	add(buf, len, _("類神 for %s: "), matter);
	if (ls->rule == LR_LEI_UNNAMED) {
		add(buf, len, "%s", _("卷十's table of 類神 does not list this "
				      "matter"));
		return buf;
	}
	for (int i = 0; i < ls->n; i++) {
		if (i)
			add(buf, len, "%s", _("; "));
		where_words(&ls->found[i], buf, len);
	}
	add(buf, len, "%s", _(". Taken: "));
	bool first = true;
	for (int i = 0; i < ls->n; i++)
		if (ls->found[i].chosen) {
			add(buf, len, "%s%s", first ? "" : _(", "),
			    lr_leishen_name(&ls->found[i]));
			first = false;
		}
	static const char *const why[] = {
		[LR_LEI_SINGLE] = N_("this matter has this 類神 only"),
		[LR_LEI_SOME_IN] = N_("of the 兼神, those in the 課 and 傳 "
				      "serve"),
		[LR_LEI_ALL_IN] = N_("all are in the 課 and 傳; the 兼神 are "
				     "not used, the 神 and 將 are judged"),
		[LR_LEI_NONE_IN] = N_("none is in the 課 and 傳; the 兼神 are "
				      "not used, the 神 and 將 are judged"),
	};
	add(buf, len, _(": %s"), _(why[ls->rule]));
	for (int i = 0; i < ls->n; i++) {
		const struct lr_lei_found *f = &ls->found[i];
		if (!f->chosen)
			continue;
		const char *name = lr_leishen_name(f);
		if (f->god < 0)
			continue;
		if (f->reach == LR_LEI_NEAR) {
			if (f->vigour >= 0)
				add(buf, len, _("; %s: %s 氣"), name,
				    lr_vigour_name(f->vigour));
			continue;
		}
		add(buf, len, _("; %s is outside the chart, on %s"), name,
		    lr_branch_name(f->palace));
		switch (f->reach) {
		case LR_LEI_CLOSE:
			add(buf, len, f->virtue
			    ? _(", %s 氣 and a 德神 too: near in the end")
			    : _(", %s 氣 and combining with the 日辰: near in "
				"the end"), lr_vigour_name(f->vigour));
			break;
		case LR_LEI_FAR:
			add(buf, len, _(", %s 氣: even with 氣, far"),
			    lr_vigour_name(f->vigour));
			break;
		case LR_LEI_HARD:
			add(buf, len, _(", %s 氣: without 氣, hard"),
			    lr_vigour_name(f->vigour));
			break;
		default:
			add(buf, len, "%s", _(", its 氣 not evaluated (needs the "
					      "月建)"));
		}
	}
	add(buf, len, "%s", _("."));
	return buf;
}
