/* liuren - practice.c: a chart's derivation as questions (see
 * liuren/practice.h). Every answer is read off the chart lr_reading_make
 * computed and every deciding sentence is a step of its trace: nothing
 * here derives a chart.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/practice.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/bifa.h"
#include "liuren/ganzhi.h"
#include "liuren/i18n.h"
#include "liuren/names.h"
#include "liuren/normalize.h"
#include "liuren/patterns.h"
#include "liuren/reading.h"

/* 卷一 入手法: "一 賊克法 一下克上曰重審，一上克下曰元首 … 二 比用法即知一也
 * … 三 涉害法 … 四 遙克法 神遙克日曰蒿矢，日遙克神曰彈射 … 五 昴星法 … 六
 * 別責法 … 七 八專法 … 八 伏吟法 … 九 返吟法": the nine 法, each with
 * the names its own rules give the charts they decide (涉害 "孟深仲淺"
 * 見機, 察微, 綴瑕; 昴星 虎視, 冬蛇掩目; 伏吟 自任, 自信; 返吟 無依,
 * 井欄射), as the chart names them. */
static const struct {
	const char *name;
	const char *subs[3];
} families[LR_PF_COUNT] = {
	[LR_PF_ZEIKE] = { "賊克", { "元首", "重審" } },
	[LR_PF_BIYONG] = { "比用", { NULL } },
	[LR_PF_SHEHAI] = { "涉害", { "見機", "察微", "綴瑕" } },
	[LR_PF_YAOKE] = { "遙克", { "蒿矢", "彈射" } },
	[LR_PF_MAOXING] = { "昴星", { "虎視", "冬蛇掩目" } },
	[LR_PF_BIEZE] = { "別責", { NULL } },
	[LR_PF_BAZHUAN] = { "八專", { NULL } },
	[LR_PF_FUYIN] = { "伏吟", { "自任", "自信" } },
	[LR_PF_FANYIN] = { "返吟", { "無依", "井欄射" } },
};

static const enum lr_practice_family family_of_method[LR_METHODS] = {
	[LR_M_YUANSHOU] = LR_PF_ZEIKE, [LR_M_CHONGSHEN] = LR_PF_ZEIKE,
	[LR_M_ZHIYI] = LR_PF_BIYONG, [LR_M_SHEHAI] = LR_PF_SHEHAI,
	[LR_M_HAOSHI] = LR_PF_YAOKE, [LR_M_DANSHE] = LR_PF_YAOKE,
	[LR_M_MAOXING] = LR_PF_MAOXING, [LR_M_BIEZE] = LR_PF_BIEZE,
	[LR_M_BAZHUAN] = LR_PF_BAZHUAN, [LR_M_FUYIN] = LR_PF_FUYIN,
	[LR_M_FANYIN] = LR_PF_FANYIN,
};

static const char *const kind_keys[LR_PQ_KINDS] = {
	"plate", "noble", "noble-way", "lesson", "relation", "method",
	"sub-method", "transmission", "general", "hidden-stem", "void",
	"rules",
};

static const char *const kind_labels[LR_PQ_KINDS] = {
	N_("plate (月將加時)"), N_("noble (貴人)"), N_("noble's way (順逆)"),
	N_("lessons (上神)"), N_("克 of the lessons"), N_("method"),
	N_("sub-method"), N_("transmissions (三傳)"), N_("generals (天將)"),
	N_("hidden stems (遁干)"), N_("void (旬空)"),
	N_("課體 and 法 that hold"),
};

/* the four lessons as the book names their places */
static const char *const lesson_places[4] = { "干上", "干陰", "支上", "支陰" };

/* The words an answer about the 克 of a lesson, the noble's way and a
 * void transmission may also be typed as. */
static const char *const relation_forms[3][4] = {
	[LR_REL_NONE] = { "無克", "無", "不克", "none" },
	[LR_REL_UPPER] = { "上克下", "上克", "上", "upper" },
	[LR_REL_LOWER] = { "下賊上", "下克上", "下", "lower" },
};
static const char *const way_forms[2][3] = {
	{ "逆", "逆行", "backward" },
	{ "順", "順行", "forward" },
};
static const char *const void_stem_forms[] = { "空", "旬空", "無", "none" };

const char *lr_practice_kind_key(enum lr_practice_kind kind)
{
	return (unsigned)kind < LR_PQ_KINDS ? kind_keys[kind] : NULL;
}

const char *lr_practice_kind_label(enum lr_practice_kind kind)
{
	return (unsigned)kind < LR_PQ_KINDS ? _(kind_labels[kind]) : NULL;
}

enum lr_practice_family lr_practice_family_of(enum lr_method method)
{
	return (unsigned)method < LR_METHODS ? family_of_method[method]
					     : LR_PF_COUNT;
}

const char *lr_practice_family_name(enum lr_practice_family family)
{
	return (unsigned)family < LR_PF_COUNT ? families[family].name : NULL;
}

const char *lr_practice_family_sub(enum lr_practice_family family, int i)
{
	return (unsigned)family < LR_PF_COUNT && i >= 0 && i < 3
	       ? families[family].subs[i] : NULL;
}

int lr_practice_parse_family(const char *text)
{
	char norm[64];
	lr_normalize(text, norm, sizeof norm);
	for (int f = 0; f < LR_PF_COUNT; f++)
		if (lr_normalize_same(norm, families[f].name))
			return f;
	int m = lr_parse_method(norm);
	return m >= 0 ? (int)family_of_method[m] : -1;
}

/* ---- building the questions ---- */

static void add_form(struct lr_practice_step *s, const char *form)
{
	if (!form || !*form || s->nforms >= LR_PRACTICE_FORMS)
		return;
	for (int i = 0; i < s->nforms; i++)
		if (!strcmp(s->forms[i], form))
			return;
	snprintf(s->forms[s->nforms++], LR_PRACTICE_FORM_SIZE, "%s", form);
}

static struct lr_practice_step *question(struct lr_practice *p,
					 enum lr_practice_kind kind,
					 int index, const char *answer)
{
	struct lr_practice_step *s = &p->steps[p->count++];
	memset(s, 0, sizeof *s);
	s->kind = kind;
	s->index = index;
	snprintf(s->answer, sizeof s->answer, "%s", answer);
	add_form(s, answer);
	return s;
}

/* The trace's steps for which WANT says yes, the last
 * LR_PRACTICE_DECIDERS of them (the concluding ones), into S. */
typedef bool (*step_test)(const struct lr_step *st, int index);

static void decide(struct lr_practice_step *s, const struct lr_trace *t,
		   step_test want, int index)
{
	int found[LR_TRACE_MAX], n = 0;
	for (int i = 0; i < t->count && i < LR_TRACE_MAX; i++)
		if (want(&t->steps[i], index))
			found[n++] = i;
	int from = n > LR_PRACTICE_DECIDERS ? n - LR_PRACTICE_DECIDERS : 0;
	for (int i = from; i < n; i++)
		s->decided_by[s->ndecided++] = found[i];
}

static bool is_plate(const struct lr_step *st, int index)
{
	(void)index;
	return st->kind == LR_STEP_PLATE;
}

static bool is_noble(const struct lr_step *st, int index)
{
	(void)index;
	return st->kind == LR_STEP_NOBLE;
}

static bool is_noble_way(const struct lr_step *st, int index)
{
	(void)index;
	return st->kind == LR_STEP_NOBLE || st->kind == LR_STEP_GENERALS;
}

/* lessons 1 and 2 stand on the day stem's 寄宮 */
static bool is_lesson(const struct lr_step *st, int index)
{
	return (st->kind == LR_STEP_LESSON && st->lesson == index) ||
	       (st->kind == LR_STEP_LODGE && index < 2);
}

static bool is_relation(const struct lr_step *st, int index)
{
	return st->kind == LR_STEP_RELATION && st->lesson == index;
}

/* the steps that choose the 發用 and name the method */
static bool is_choosing(const struct lr_step *st, int index)
{
	(void)index;
	switch (st->kind) {
	case LR_STEP_PLATE_KIND:
	case LR_STEP_CANDIDATES:
	case LR_STEP_COMPARE:
	case LR_STEP_WALK:
	case LR_STEP_TIE:
	case LR_STEP_METHOD:
		return true;
	default:
		return false;
	}
}

/* 中傳, 末傳 as the method takes them: the plate followed (or 伏吟's
 * 刑), a step of their own */
static bool is_following(const struct lr_step *st, int index)
{
	return st->kind == LR_STEP_TRANSMISSION &&
	       st->sentence != LR_SAY_TRANSMISSION &&
	       (st->transmission == index || st->transmission < 0);
}

/* … or the method's own sentence, which names all three (八專, 別責,
 * 昴星, 井欄射) */
static bool is_method_naming_all(const struct lr_step *st, int index)
{
	(void)index;
	return st->kind == LR_STEP_METHOD &&
	       (st->sentence == LR_SAY_BAZHUAN || st->sentence == LR_SAY_BIEZE ||
		st->sentence == LR_SAY_MAOXING || st->sentence == LR_SAY_JINGLAN);
}

static bool is_transmission_general(const struct lr_step *st, int index)
{
	return st->kind == LR_STEP_GENERALS ||
	       (st->sentence == LR_SAY_TRANSMISSION && st->transmission == index);
}

static bool is_transmission_stem(const struct lr_step *st, int index)
{
	return st->kind == LR_STEP_VOID ||
	       (st->sentence == LR_SAY_TRANSMISSION && st->transmission == index);
}

static bool is_void(const struct lr_step *st, int index)
{
	(void)index;
	return st->kind == LR_STEP_VOID;
}

/* The sub-method of CHART within its family: the method's own name
 * (元首, 蒿矢) or the name the chart gives its decision (見機, 自任),
 * when it is one of the family's; "" when none. */
static const char *submethod_of(const struct lr_chart *chart,
				enum lr_practice_family f)
{
	const char *named = lr_method_name(chart->method);
	const char *detail = chart->method_detail ? chart->method_detail : "";
	for (int i = 0; i < 3 && families[f].subs[i]; i++)
		if (!strcmp(families[f].subs[i], named))
			return families[f].subs[i];
	for (int i = 0; i < 3 && families[f].subs[i]; i++)
		if (!strcmp(families[f].subs[i], detail))
			return families[f].subs[i];
	return "";
}

int lr_practice_make(struct lr_practice *out, const struct lr_chart *c,
		     const struct lr_trace *t)
{
	memset(out, 0, sizeof *out);
	out->input = c->input;
	out->method = c->method;
	out->family = lr_practice_family_of(c->method);
	out->submethod = submethod_of(c, out->family);
	struct lr_practice_step *s;

	int over_zi = c->heaven[LR_ZI];
	s = question(out, LR_PQ_PLATE, -1, lr_branch_name(over_zi));
	add_form(s, lr_month_general_name(over_zi));
	decide(s, t, is_plate, -1);

	s = question(out, LR_PQ_NOBLE, -1, lr_branch_name(c->noble));
	decide(s, t, is_noble, -1);
	s = question(out, LR_PQ_NOBLE_WAY, -1, way_forms[c->noble_forward][0]);
	for (int i = 1; i < 3; i++)
		add_form(s, way_forms[c->noble_forward][i]);
	decide(s, t, is_noble_way, -1);

	for (int i = 0; i < 4; i++) {
		s = question(out, LR_PQ_LESSON, i,
			     lr_branch_name(c->lessons[i].upper));
		decide(s, t, is_lesson, i);
	}
	for (int i = 0; i < 4; i++) {
		enum lr_relation r = c->lessons[i].relation;
		s = question(out, LR_PQ_RELATION, i, relation_forms[r][0]);
		for (int k = 1; k < 4; k++)
			add_form(s, relation_forms[r][k]);
		decide(s, t, is_relation, i);
	}

	s = question(out, LR_PQ_METHOD, -1, families[out->family].name);
	add_form(s, lr_method_name(c->method));	/* 重審 for 賊克 */
	if (c->method == LR_M_FANYIN)
		add_form(s, "反吟");
	decide(s, t, is_choosing, -1);
	if (*out->submethod) {
		s = question(out, LR_PQ_SUBMETHOD, -1, out->submethod);
		decide(s, t, is_choosing, -1);
	}

	for (int i = 0; i < 3; i++) {
		s = question(out, LR_PQ_TRANSMISSION, i,
			     lr_branch_name(c->transmissions[i].branch));
		decide(s, t, i == 0 ? is_choosing : is_following, i);
		if (!s->ndecided)
			decide(s, t, is_method_naming_all, i);
	}
	for (int i = 0; i < 3; i++) {
		int g = c->transmissions[i].general;
		s = question(out, LR_PQ_GENERAL, i, lr_general_name(g));
		add_form(s, lr_general_short(g));
		decide(s, t, is_transmission_general, i);
	}
	for (int i = 0; i < 3; i++) {
		int stem = c->transmissions[i].stem;
		s = question(out, LR_PQ_HIDDEN_STEM, i,
			     stem >= 0 ? lr_stem_name(stem) : void_stem_forms[0]);
		for (size_t k = 1; stem < 0 && k < sizeof void_stem_forms /
						   sizeof void_stem_forms[0]; k++)
			add_form(s, void_stem_forms[k]);
		decide(s, t, is_transmission_stem, i);
	}

	char both[LR_PRACTICE_FORM_SIZE];
	snprintf(both, sizeof both, "%s%s", lr_branch_name(c->void_branches[0]),
		 lr_branch_name(c->void_branches[1]));
	s = question(out, LR_PQ_VOID, -1, both);
	snprintf(both, sizeof both, "%s%s", lr_branch_name(c->void_branches[1]),
		 lr_branch_name(c->void_branches[0]));
	add_form(s, both);
	decide(s, t, is_void, -1);

	for (int i = 0; i < out->count; i++)
		if (out->steps[i].ndecided == 0)
			return -1;
	return 0;
}

/* ---- the plate a wrong answer shows ---- */

/* Hide from RV what question Q asks (it is still to come). */
static void hide_asked(const struct lr_practice_step *q, struct lr_reveal *rv)
{
	switch (q->kind) {
	case LR_PQ_NOBLE:
	case LR_PQ_NOBLE_WAY:
		/* the plate names the noble with its way, and the generals
		 * laid show the way too */
		rv->noble = rv->generals = false;
		break;
	case LR_PQ_LESSON:
		rv->lesson[q->index] = false;
		break;
	case LR_PQ_METHOD:
	case LR_PQ_SUBMETHOD:
		rv->method = false;
		break;
	case LR_PQ_TRANSMISSION:
		rv->trans[q->index] = false;
		break;
	case LR_PQ_GENERAL:
		rv->generals = false;
		break;
	case LR_PQ_HIDDEN_STEM:
	case LR_PQ_VOID:
		/* the 遁干 of every palace come with the 旬 */
		rv->voids = false;
		break;
	default:
		break;
	}
}

int lr_practice_plate(const struct lr_practice *p, int i,
		      const struct lr_chart *c, const struct lr_trace *t,
		      unsigned *lit, struct lr_reveal *rv)
{
	*lit = 0;
	if (i < 0 || i >= p->count || p->steps[i].kind == LR_PQ_RULES) {
		lr_trace_reveal(t, -1, rv);
		return -1;
	}
	/* the derivation as far as the questions up to I have read it */
	int upto = -1;
	for (int q = 0; q <= i; q++)
		for (int k = 0; k < p->steps[q].ndecided; k++)
			if (p->steps[q].decided_by[k] > upto)
				upto = p->steps[q].decided_by[k];
	const struct lr_practice_step *s = &p->steps[i];
	for (int k = 0; k < s->ndecided; k++)
		*lit |= lr_step_palaces(c, &t->steps[s->decided_by[k]]);
	if (upto >= 0)
		lr_trace_reveal(t, upto, rv);
	else
		memset(rv, 0, sizeof *rv);
	for (int q = i + 1; q < p->count; q++)
		hide_asked(&p->steps[q], rv);
	return s->ndecided ? s->decided_by[s->ndecided - 1] : -1;
}

/* ---- the questions in words ---- */

const char *lr_practice_prompt(const struct lr_practice *p, int i, char *buf,
			       size_t len)
{
	if (len == 0)
		return buf;
	buf[0] = '\0';
	if (i < 0 || i >= p->count)
		return buf;
	const struct lr_practice_step *s = &p->steps[i];
	int k = s->index;
	const char *tr = k >= 0 && k < 3 ? lr_transmission_name(k) : "";
	const struct lr_practice_step *branch_of = NULL;
	for (int j = 0; j < p->count; j++)
		if (p->steps[j].kind == LR_PQ_TRANSMISSION && p->steps[j].index == k)
			branch_of = &p->steps[j];
	const char *tb = branch_of ? branch_of->answer : "";
	switch (s->kind) {
	case LR_PQ_PLATE:
		snprintf(buf, len, "%s", _("月將加時: which branch of the heaven "
			 "plate stands over 子?"));
		break;
	case LR_PQ_NOBLE:
		snprintf(buf, len, "%s", _("天乙貴人: which branch of the heaven "
			 "plate is the noble?"));
		break;
	case LR_PQ_NOBLE_WAY:
		snprintf(buf, len, "%s", _("Do the generals go forward (順) or "
			 "backward (逆) from the noble?"));
		break;
	case LR_PQ_LESSON:
		snprintf(buf, len, _("Lesson %d (%s): which god stands above "
			 "(上神)?"), k + 1, lesson_places[k & 3]);
		break;
	case LR_PQ_RELATION:
		snprintf(buf, len, _("Lesson %d (%s): 上克下, 下賊上 or 無克?"),
			 k + 1, lesson_places[k & 3]);
		break;
	case LR_PQ_METHOD:
		snprintf(buf, len, "%s", _("Which method takes the 發用 (賊克, "
			 "比用, 涉害, 遙克, 昴星, 別責, 八專, 伏吟, 返吟)?"));
		break;
	case LR_PQ_SUBMETHOD: {
		char subs[96] = "";
		const char *const *names = families[p->family].subs;
		for (int j = 0; j < 3 && names[j]; j++)
			snprintf(subs + strlen(subs), sizeof subs - strlen(subs),
				 "%s%s", j ? _(", ") : "", names[j]);
		snprintf(buf, len, _("%s: which of %s?"),
			 families[p->family].name, subs);
		break;
	}
	case LR_PQ_TRANSMISSION:
		snprintf(buf, len, _("Which branch is the %s?"), tr);
		break;
	case LR_PQ_GENERAL:
		snprintf(buf, len, _("Which general (天將) rides the %s %s?"), tr,
			 tb);
		break;
	case LR_PQ_HIDDEN_STEM:
		snprintf(buf, len, _("The hidden stem (遁干) of the %s %s (空 if "
			 "it is void)?"), tr, tb);
		break;
	case LR_PQ_VOID:
		snprintf(buf, len, "%s", _("Which two branches are void (旬空)?"));
		break;
	case LR_PQ_RULES: {
		/* the list: "1 元首  2 第五十七法 費有餘而得不足 …" */
		char list[LR_PRACTICE_LISTED * 96] = "";
		for (int j = 0; j < s->nforms; j++) {
			/* a 法 listed by its ordinal: its verse after it */
			int number = s->index == LR_PRACTICE_RULES_BIFA ?
				     lr_bifa_find(s->forms[j], NULL) : -1;
			const char *name = number > 0 ? lr_bifa_name(number) : "";
			size_t at = strlen(list);
			snprintf(list + at, sizeof list - at, "%s%d %s%s%s",
				 j ? "  " : "", j + 1, s->forms[j],
				 number > 0 ? " " : "", number > 0 ? name : "");
		}
		snprintf(buf, len, _("Which of these hold (their numbers or "
			 "names; 無 for none)? %s"), list);
		break;
	}
	default:
		break;
	}
	return buf;
}

/* ---- checking an answer ---- */

/* TYPED without the spaces and separators a list may be typed with,
 * ASCII in lower case, then normalised. */
static void answer_key(const char *typed, char *out, size_t len)
{
	static const char *const separators[] = { "、", "，", "；", "・", "·",
						  "　" };
	char bare[256];
	size_t n = 0;
	for (const char *c = typed; *c && n + 1 < sizeof bare;) {
		unsigned char u = (unsigned char)*c;
		if (u < 0x80) {
			if (!isspace(u) && !strchr(",;/-", u))
				bare[n++] = (char)tolower(u);
			c++;
			continue;
		}
		bool sep = false;
		for (size_t k = 0; k < sizeof separators / sizeof separators[0]; k++) {
			size_t sl = strlen(separators[k]);
			if (!strncmp(c, separators[k], sl)) {
				c += sl;
				sep = true;
				break;
			}
		}
		if (!sep)
			bare[n++] = *c++;
	}
	bare[n] = '\0';
	lr_normalize(bare, out, len);
}

/* The rules of a LR_PQ_RULES step TYPED names, as a set of positions
 * (bit j: the (j+1)th listed), words apart by blanks or commas; -1 when
 * a word names none of them. */
static long rules_named(const struct lr_practice_step *step, const char *typed)
{
	char copy[1024];
	snprintf(copy, sizeof copy, "%s", typed);
	/* the separators answer_key drops stand between words here */
	static const char *const wide[] = { "、", "，", "；", "　" };
	for (size_t k = 0; k < sizeof wide / sizeof wide[0]; k++)
		for (char *w; (w = strstr(copy, wide[k]));)
			memset(w, ' ', strlen(wide[k]));
	long set = 0;
	for (char *save, *w = strtok_r(copy, " \t,;/", &save); w;
	     w = strtok_r(NULL, " \t,;/", &save)) {
		char key[256];
		answer_key(w, key, sizeof key);
		if (lr_normalize_same(key, "無") || !strcmp(key, "none") ||
		    !strcmp(key, "0"))
			continue;
		/* a number is a place in the list, never a 法's own number */
		char *end;
		long n = strtol(w, &end, 10);
		if (*end == '\0' && end != w) {
			if (n < 1 || n > step->nforms)
				return -1;
			set |= 1L << (n - 1);
			continue;
		}
		/* a name: as listed, or a 法 by its verse */
		int found = -1, number = lr_bifa_find(w, NULL);
		for (int j = 0; j < step->nforms && found < 0; j++)
			if (lr_normalize_same(key, step->forms[j]) ||
			    (number > 0 && lr_bifa_find(step->forms[j], NULL) == number))
				found = j;
		if (found < 0)
			return -1;
		set |= 1L << found;
	}
	return set;
}

bool lr_practice_check(const struct lr_practice_step *step, const char *typed)
{
	if (step->kind == LR_PQ_RULES) {
		long said = rules_named(step, typed), holds = 0;
		char copy[LR_PRACTICE_FORM_SIZE];
		snprintf(copy, sizeof copy, "%s", step->answer);
		for (char *save, *w = strtok_r(copy, " ", &save); w;
		     w = strtok_r(NULL, " ", &save))
			if (atoi(w) >= 1)
				holds |= 1L << (atoi(w) - 1);
		return said >= 0 && said == holds;
	}
	char key[256];
	answer_key(typed, key, sizeof key);
	if (!*key)
		return false;
	/* the forms are in the book's forms already, without separators */
	for (int i = 0; i < step->nforms; i++)
		if (lr_normalize_same(key, step->forms[i]))
			return true;
	return false;
}

/* ---- which 課體 or 法 hold ---- */

/* A number mixed from the chart's input and WHICH, the same for the same
 * chart (so a class listed the same chart reads the same list). */
static uint32_t list_seed(const struct lr_input *in, int which)
{
	uint32_t h = 2166136261u;
	const int parts[4] = { in->day, in->hour, in->general, which };
	for (int i = 0; i < 4; i++)
		h = (h ^ (uint32_t)parts[i]) * 16777619u;
	return h;
}

static uint32_t next_random(uint32_t *state)
{
	*state = *state * 1664525u + 1013904223u;
	return *state >> 8;
}

/* 課經 (卷三十一 ff.): a 課體 READING finds it holds, not a remark. */
static bool pattern_holds(const struct lr_reading *rd, int id)
{
	for (int i = 0; i < rd->npatterns; i++)
		if (lr_reading_patterns(rd)[i].rule == id)
			return lr_reading_patterns(rd)[i].verdict == LR_RULE_FIRED;
	return false;
}

/* Is 課體 ID decided on READING: it holds, or it was evaluated and does
 * not (not 未論)? */
static bool pattern_decided(const struct lr_reading *rd, int id)
{
	for (int i = 0; i < rd->npatterns; i++)
		if (lr_reading_patterns(rd)[i].rule == id)
			return lr_reading_patterns(rd)[i].verdict == LR_RULE_FIRED;
	return true;
}

/* 畢法: 1 when 法 NUMBER holds on READING (fires), 0 when it does not
 * (it has a detector and READING did not leave it 未論), else -1. */
static int bifa_state(const struct lr_reading *rd, int number)
{
	for (int i = 0; i < rd->nbifa; i++)
		if (lr_reading_bifas(rd)[i].number == number)
			return lr_reading_bifas(rd)[i].verdict == LR_RULE_FIRED ? 1 : -1;
	return lr_bifa_decided(number, NULL) ? 0 : -1;
}

int lr_practice_add_rules(struct lr_practice *p, const struct lr_reading *rd,
			  enum lr_practice_rules which)
{
	if (p->count >= LR_PRACTICE_MAX)
		return -1;
	/* the candidates: those that hold and those that do not (the 課經's
	 * remarks, which hold on most charts, are not asked) */
	int yes[LR_RULE_CAPACITY], no[LR_RULE_CAPACITY];
	int nyes = 0, nno = 0;
	if (which == LR_PRACTICE_RULES_KEJING) {
		for (int id = 0; id < lr_pattern_count(); id++) {
			if (lr_pattern_is_remark(id) || !lr_pattern_info(id))
				continue;
			if (pattern_holds(rd, id))
				yes[nyes++] = id;
			else if (pattern_decided(rd, id))
				no[nno++] = id;
		}
	} else if (which == LR_PRACTICE_RULES_BIFA) {
		for (int n = 1; n <= LR_BIFA_COUNT; n++) {
			int st = bifa_state(rd, n);
			if (st > 0)
				yes[nyes++] = n;
			else if (st == 0)
				no[nno++] = n;
		}
	} else {
		return -1;
	}
	if (nyes + nno == 0)
		return -1;
	uint32_t r = list_seed(&p->input, (int)which);
	/* one to three that hold (as many as there are), the rest not */
	int take_yes = nyes < 3 ? nyes : 3;
	if (take_yes > 1)
		take_yes = 1 + (int)(next_random(&r) % (uint32_t)take_yes);
	int take_no = LR_PRACTICE_LISTED - take_yes;
	if (take_no > nno)
		take_no = nno;
	int listed[LR_PRACTICE_LISTED], holds[LR_PRACTICE_LISTED], n = 0;
	for (int i = 0; i < take_yes; i++) {
		int k = i + (int)(next_random(&r) % (uint32_t)(nyes - i));
		int t = yes[i]; yes[i] = yes[k]; yes[k] = t;
		listed[n] = yes[i];
		holds[n++] = 1;
	}
	for (int i = 0; i < take_no; i++) {
		int k = i + (int)(next_random(&r) % (uint32_t)(nno - i));
		int t = no[i]; no[i] = no[k]; no[k] = t;
		listed[n] = no[i];
		holds[n++] = 0;
	}
	/* in a mixed order */
	for (int i = n - 1; i > 0; i--) {
		int k = (int)(next_random(&r) % (uint32_t)(i + 1));
		int t = listed[i]; listed[i] = listed[k]; listed[k] = t;
		t = holds[i]; holds[i] = holds[k]; holds[k] = t;
	}
	struct lr_practice_step *s = &p->steps[p->count++];
	memset(s, 0, sizeof *s);
	s->kind = LR_PQ_RULES;
	s->index = (int)which;
	size_t at = 0;
	for (int i = 0; i < n; i++) {
		char ord[LR_PRACTICE_FORM_SIZE];
		const char *name = which == LR_PRACTICE_RULES_KEJING ?
				   lr_pattern_info(listed[i])->name :
				   lr_bifa_ordinal(listed[i], ord, sizeof ord);
		snprintf(s->forms[s->nforms++], LR_PRACTICE_FORM_SIZE, "%s", name);
		if (holds[i])
			at += (size_t)snprintf(s->answer + at, sizeof s->answer - at,
					       "%s%d", at ? " " : "", i + 1);
	}
	if (at == 0)
		snprintf(s->answer, sizeof s->answer, "%s", "無");
	return 0;
}

const char *lr_practice_rule_reason(const struct lr_practice_step *s, int j,
				    const struct lr_reading *rd)
{
	if (s->kind != LR_PQ_RULES || j < 0 || j >= s->nforms)
		return NULL;
	const char *name = s->forms[j];
	if (s->index == LR_PRACTICE_RULES_KEJING) {
		for (int i = 0; i < rd->npatterns; i++)
			if (!strcmp(lr_reading_patterns(rd)[i].name, name) &&
			    lr_reading_patterns(rd)[i].verdict == LR_RULE_FIRED)
				return lr_reading_patterns(rd)[i].reason;
		return NULL;
	}
	int number = lr_bifa_find(name, NULL);
	for (int i = 0; i < rd->nbifa; i++)
		if (lr_reading_bifas(rd)[i].number == number &&
		    lr_reading_bifas(rd)[i].verdict == LR_RULE_FIRED)
			return lr_reading_bifas(rd)[i].reason;
	return NULL;
}

int lr_practice_parse_rules(const char *text)
{
	char typed[64];
	lr_normalize(text, typed, sizeof typed);
	if (lr_normalize_same(typed, "課經") || lr_normalize_same(typed, "課體"))
		return LR_PRACTICE_RULES_KEJING;
	if (lr_normalize_same(typed, "畢法") || lr_normalize_same(typed, "法"))
		return LR_PRACTICE_RULES_BIFA;
	return -1;
}
