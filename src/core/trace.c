/* liuren - trace.c: the sentences of the derivation trace, written from
 * the numbers lr_chart_compute() records in each step.
 *
 * Every sentence names only what its step's numbers and the trace's
 * input say; tests/check_sentences.c checks each one against the chart
 * over all 8,640 inputs.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/trace.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "liuren/ganzhi.h"
#include "liuren/names.h"

#define BN(b) lr_branch_name(b)
#define SN(s) lr_stem_name(s)
#define PN(p) lr_phase_name(p)

/* A bounded string being written. */
struct out {
	char *buf;
	size_t len, used;
};

static void put(struct out *o, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void put(struct out *o, const char *fmt, ...)
{
	if (o->used + 1 >= o->len)
		return;
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(o->buf + o->used, o->len - o->used, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	o->used += (size_t)n < o->len - o->used ? (size_t)n
						 : o->len - o->used - 1;
}

static const char *const lesson_names[4] = { "第一課(干上)", "第二課(干陰)",
	"第三課(支上)", "第四課(支陰)" };
static const char *const trans_names[3] = { "初傳", "中傳", "末傳" };

/* The branches of MASK as "子、丑". */
static void put_branches(struct out *o, unsigned mask)
{
	bool first = true;
	for (int b = 0; b < LR_BRANCHES; b++) {
		if (!(mask & (1u << b)))
			continue;
		put(o, "%s%s", first ? "" : "、", BN(b));
		first = false;
	}
	if (first)
		put(o, "無");
}

/* The lessons of MASK with their upper gods: "第2課申、第4課申". */
static void put_lessons(struct out *o, unsigned mask, int day, int hour,
			int general)
{
	int stem = lr_cycle_stem(day), branch = lr_cycle_branch(day);
	int shift = general - hour;
	int lodge = lr_lodge(stem);
	int lower[4];
	lower[0] = lodge;
	lower[1] = lr_branch_add(lodge, shift);
	lower[2] = branch;
	lower[3] = lr_branch_add(branch, shift);
	bool first = true;
	for (int i = 0; i < 4; i++) {
		if (!(mask & (1u << i)))
			continue;
		put(o, "%s第%d課%s", first ? "" : "、", i + 1,
		    BN(lr_branch_add(lower[i], shift)));
		first = false;
	}
}

static int popcount(unsigned mask)
{
	int n = 0;
	for (; mask; mask &= mask - 1)
		n++;
	return n;
}

/* "第2、4課" */
static void put_lesson_numbers(struct out *o, unsigned mask)
{
	put(o, "第");
	bool first = true;
	for (int i = 0; i < 4; i++) {
		if (mask & (1u << i)) {
			put(o, "%s%d", first ? "" : "、", i + 1);
			first = false;
		}
	}
	put(o, "課");
}

static const char *rank_range(int rank)
{
	return rank == LR_MENG ? "寅申巳亥" : rank == LR_ZHONG ? "子午卯酉"
							       : "辰戌丑未";
}

/* The name the tie-break on RANK gives. */
static const char *rank_tie_name(int rank)
{
	return rank == LR_MENG ? "見機" : "察微";
}

/* 涉害: the items counted on the walk from the palace after SITS to the
 * home palace HOME, in walk order. */
static void put_walk_items(struct out *o, const struct lr_step *s)
{
	bool first = true;
	int p = s->second;
	do {
		p = lr_branch_add(p, 1);
		if (p == s->branch && s->third)
			break;
		if (s->hit_branches & (1u << p)) {
			put(o, "%s%s", first ? "" : "、", BN(p));
			first = false;
		}
		for (int st = 0; st < LR_STEMS; st++) {
			if (lr_lodge(st) == p && (s->hit_stems & (1u << st))) {
				put(o, "%s%s(寄%s)", first ? "" : "、", SN(st), BN(p));
				first = false;
			}
		}
	} while (p != s->branch);
}

static void say_relation(struct out *o, const struct lr_trace *t,
			 const struct lr_step *s)
{
	int stem = lr_cycle_stem(t->day);
	int i = s->lesson;
	const char *lname = i == 0 ? SN(stem) : BN(s->second);
	enum lr_phase lower = i == 0 ? lr_stem_phase(stem)
				     : lr_branch_phase(s->second);
	enum lr_phase upper = lr_branch_phase(s->branch);
	put(o, "%s：", lesson_names[i]);
	if (s->which == LR_REL_LOWER)
		put(o, "%s%s克%s%s，下賊上。", lname, PN(lower), BN(s->branch),
		    PN(upper));
	else if (s->which == LR_REL_UPPER)
		put(o, "%s%s克%s%s，上克下。", BN(s->branch), PN(upper), lname,
		    PN(lower));
	else
		put(o, "%s%s與%s%s不相克，無克。", BN(s->branch), PN(upper),
		    lname, PN(lower));
}

static void say_candidates(struct out *o, const struct lr_trace *t,
			   const struct lr_step *s)
{
	if (s->which == LR_REL_LOWER) {
		put(o, "四課有下賊上：");
		put_lessons(o, s->lessons, t->day, t->hour, t->general);
		if (s->other_lessons) {
			put(o, "；亦有上克下：");
			put_lessons(o, s->other_lessons, t->day, t->hour,
				    t->general);
		}
		put(o, "。先取下賊上。");
	} else {
		put(o, "四課無下賊上，有上克下：");
		put_lessons(o, s->lessons, t->day, t->hour, t->general);
		put(o, "。");
	}
}

static void say_one_ke(struct out *o, const struct lr_step *s)
{
	const char *rel = lr_relation_name(s->which);
	if (popcount(s->lessons) == 1) {
		put(o, "只一課%s（", rel);
		put_lesson_numbers(o, s->lessons);
		put(o, "），%s發用", BN(s->branch));
	} else {
		put_lesson_numbers(o, s->lessons);
		put(o, "%s，同為%s，%s發用", rel, BN(s->branch), BN(s->branch));
	}
	if (s->method >= 0)
		put(o, "，為%s", lr_method_name(s->method));
	put(o, "。");
}

static void say_walk(struct out *o, const struct lr_step *s)
{
	int start = lr_branch_add(s->second, 1);
	if (s->third && start == s->branch)	/* nothing left to walk */
		put(o, "涉害：%s臨%s，其次即本家%s（本家不計），無宮可數，%s者%d處",
		    BN(s->branch), BN(s->second), BN(s->branch),
		    s->which == LR_REL_LOWER ? "克之" : "受其克", s->count);
	else
		put(o, "涉害：%s臨%s，從%s順行歸本家%s%s，%s者%d處",
		    BN(s->branch), BN(s->second), BN(start), BN(s->branch),
		    s->third ? "（本家不計）" : "",
		    s->which == LR_REL_LOWER ? "克之" : "受其克", s->count);
	if (s->count) {
		put(o, "（");
		put_walk_items(o, s);
		put(o, "）");
	}
	put(o, "。");
}

static void say_fuyin(struct out *o, const struct lr_trace *t,
		      const struct lr_step *s)
{
	bool yang = lr_stem_yang(lr_cycle_stem(t->day));
	switch (s->sentence) {
	case LR_SAY_FUYIN_NO_KE:
		put(o, "無克，%s取%s上神%s發用。", yang ? "剛日" : "柔日",
		    yang ? "干" : "支", BN(s->branch));
		break;
	case LR_SAY_FUYIN_NAME:
		put(o, "伏吟%s名%s：%s發用。", yang ? "剛日" : "柔日",
		    yang ? "自任" : "自信", BN(s->branch));
		break;
	case LR_SAY_FUYIN_MIDDLE:
		if (s->which)
			put(o, "%s自刑，中傳顛倒取%s上神%s。", BN(s->second),
			    s->which == 1 ? "支" : "干", BN(s->branch));
		else
			put(o, "%s刑%s，%s為中傳。", BN(s->second),
			    BN(s->branch), BN(s->branch));
		break;
	default:	/* LR_SAY_FUYIN_LAST */
		if (s->which)
			put(o, "%s%s，末傳取其沖%s。", BN(s->second),
			    s->which == 1 ? "自刑" : "之刑復歸初傳",
			    BN(s->branch));
		else
			put(o, "%s刑%s，%s為末傳。", BN(s->second),
			    BN(s->branch), BN(s->branch));
		break;
	}
}

static void say_no_ke_method(struct out *o, const struct lr_trace *t,
			     const struct lr_step *s)
{
	int stem = lr_cycle_stem(t->day), branch = lr_cycle_branch(t->day);
	bool yang = lr_stem_yang(stem);
	switch (s->sentence) {
	case LR_SAY_BAZHUAN:
		put(o, "八專無克（不論遙克）：%s，得%s發用；中末皆取干上%s。",
		    yang ? "陽日從干上順數三位（連本位）"
			 : "陰日從支陰逆數三位（連本位）",
		    BN(s->branch), BN(s->second));
		break;
	case LR_SAY_BIEZE:
		if (yang) {
			int partner = lr_stem_partner(stem);
			put(o, "四課不全，無克無遙，為別責：剛日取與%s相合之%s，寄%s，其上神%s發用；中末皆取干上%s。",
			    SN(stem), SN(partner), BN(lr_lodge(partner)),
			    BN(s->branch), BN(s->second));
		} else {
			put(o, "四課不全，無克無遙，為別責：柔日取日支%s三合之前一位%s發用；中末皆取干上%s。",
			    BN(branch), BN(s->branch), BN(s->second));
		}
		break;
	case LR_SAY_MAOXING:
		put(o, "無克無遙，為昴星（%s）：%s，得%s發用；中傳%s上%s，末傳%s上%s。",
		    yang ? "虎視" : "冬蛇掩目",
		    yang ? "剛日仰視地盤酉上之神" : "柔日俯視天盤酉所臨之地盤",
		    BN(s->branch), yang ? "支" : "干", BN(s->second),
		    yang ? "干" : "支", BN(s->third));
		break;
	default:	/* LR_SAY_JINGLAN */
		put(o, "返吟無克，為井欄射：%s日取%s發用，支上%s為中，干上%s為末。",
		    BN(branch), BN(s->branch), BN(s->second), BN(s->third));
		break;
	}
}

static void say(struct out *o, const struct lr_trace *t,
		const struct lr_step *s)
{
	int stem = lr_cycle_stem(t->day);
	bool yang = lr_stem_yang(stem);
	char name[8];
	switch (s->sentence) {
	case LR_SAY_PLATE:
		put(o, "月將%s(%s)加占時%s：天盤%s臨地盤%s，其餘各支依次順佈。",
		    BN(t->general), lr_month_general_name(t->general),
		    BN(t->hour), BN(t->general), BN(t->hour));
		break;
	case LR_SAY_LODGE:
		put(o, "日干%s寄%s宮。", SN(stem), BN(lr_lodge(stem)));
		break;
	case LR_SAY_LESSON:
		put(o, "%s：%s上見%s，得%s%s。", lesson_names[s->lesson],
		    s->lesson == 0 ? "干" : BN(s->second), BN(s->branch),
		    BN(s->branch), s->lesson == 0 ? SN(stem) : BN(s->second));
		break;
	case LR_SAY_RELATION:
		say_relation(o, t, s);
		break;
	case LR_SAY_FUYIN_PLATE:
		put(o, "月將與占時同位，天地盤不動，為伏吟。");
		break;
	case LR_SAY_FANYIN_PLATE:
		put(o, "月將與占時相沖，天地盤對沖，為返吟。");
		break;
	case LR_SAY_BAZHUAN_DAY:
		put(o, "日干寄宮與日支同位（干支同位），四課只得兩課，為八專之日。");
		break;
	case LR_SAY_KE_CANDIDATES:
		say_candidates(o, t, s);
		break;
	case LR_SAY_ONE_KE:
		say_one_ke(o, s);
		break;
	case LR_SAY_COMPARE:
		put(o, "比用：日干%s為%s，候選", SN(stem), yang ? "陽" : "陰");
		put_branches(o, s->candidates);
		put(o, "之中與日干相比（同%s）者：", yang ? "陽" : "陰");
		put_branches(o, s->candidates & ~s->eliminated);
		put(o, "。");
		break;
	case LR_SAY_ZHIYI:
		put(o, s->method >= 0 ? "惟%s與日干相比，取為發用，為知一（比用）。"
				      : "惟%s與日干相比，取為發用（比用）。",
		    BN(s->branch));
		break;
	case LR_SAY_TO_SHEHAI:
		put(o, "%s，用涉害。", s->which ? "俱比" : "俱不比");
		break;
	case LR_SAY_MENGZHONGJI:
		put(o, "涉害依孟仲季：先取臨孟者，次取臨仲者。");
		break;
	case LR_SAY_WALK:
		say_walk(o, s);
		break;
	case LR_SAY_DEEPEST:
		put(o, "%s涉害最深（%d），取為發用。", BN(s->branch), s->count);
		break;
	case LR_SAY_SAME_DEPTH:
		put_branches(o, s->candidates);
		put(o, "涉害同深（%d）。", s->count);
		break;
	case LR_SAY_RANK:
		put(o, "比較所臨地盤：候選");
		put_branches(o, s->candidates);
		put(o, "之中臨%s（%s）者：", lr_rank_name(s->which),
		    rank_range(s->which));
		put_branches(o, s->candidates & ~s->eliminated);
		put(o, "。");
		break;
	case LR_SAY_ALONE_ON_RANK:
		put(o, "%s獨臨%s，取為發用，名%s%s。", BN(s->branch),
		    lr_rank_name(s->which), rank_tie_name(s->which),
		    s->method >= 0 ? "（涉害）" : "");
		break;
	case LR_SAY_ZHUIXIA:
		put(o, "仍不能分，%s取%s上神%s發用，名綴瑕%s。",
		    yang ? "剛日" : "柔日", yang ? "干" : "支", BN(s->branch),
		    s->method >= 0 ? "（涉害）" : "");
		break;
	case LR_SAY_NO_DISTANCE:
		put(o, "四課無克，亦無遙克：干陰、支上、支陰之神與日干%s不相克。",
		    SN(stem));
		break;
	case LR_SAY_DISTANCE:
		if (s->method == LR_M_HAOSHI) {
			put(o, "四課無克，取遙克：");
			put_branches(o, s->candidates);
			put(o, "遙克日干%s，為蒿矢。", SN(stem));
		} else {
			put(o, "四課無克，亦無神遙克日；日干%s遙克", SN(stem));
			put_branches(o, s->candidates);
			put(o, "，為彈射。");
		}
		break;
	case LR_SAY_DISTANCE_ORDER:
		put(o, "比用不能決，取課序在先之%s。", BN(s->branch));
		break;
	case LR_SAY_DISTANCE_METHOD:
		put(o, "%s發用，為%s%s。", BN(s->branch),
		    lr_method_name(s->method), s->which ? "（比用不決）" : "");
		break;
	case LR_SAY_FUYIN_NO_KE:
	case LR_SAY_FUYIN_NAME:
	case LR_SAY_FUYIN_MIDDLE:
	case LR_SAY_FUYIN_LAST:
		say_fuyin(o, t, s);
		break;
	case LR_SAY_FANYIN_KE:
		put(o, "返吟有克亦為用：%s發用，為返吟（無依）。", BN(s->branch));
		break;
	case LR_SAY_JINGLAN:
	case LR_SAY_BAZHUAN:
	case LR_SAY_BIEZE:
	case LR_SAY_MAOXING:
		say_no_ke_method(o, t, s);
		break;
	case LR_SAY_NOBLE:
		put(o, "%s日%s占，貴人在%s，臨地盤%s。", SN(stem),
		    s->which ? "晝" : "夜", BN(s->branch), BN(s->second));
		break;
	case LR_SAY_GENERALS:
		put(o, "貴人臨%s，%s，螣蛇、朱雀、六合、勾陳、青龍、天空、白虎、太常、玄武、太陰、天后依次%s佈。",
		    BN(s->second), s->which ? "在亥子丑寅卯辰為順"
					    : "在巳午未申酉戌為逆",
		    s->which ? "順" : "逆");
		break;
	case LR_SAY_TRANSMISSION: {
		int hidden = lr_hidden_stem(t->day, s->branch);
		put(o, "%s%s：", trans_names[s->transmission], BN(s->branch));
		if (hidden >= 0)
			put(o, "遁干%s", SN(hidden));
		else
			put(o, "旬空無遁干");
		put(o, "，%s，乘%s。", lr_kin_name(lr_kin_of(stem, s->branch)),
		    lr_general_name(s->which));
		break;
	}
	case LR_SAY_VOID: {
		int v[2];
		lr_xun_void(t->day, v);
		put(o, "%s日在甲%s旬，旬空%s%s。", lr_cycle_name(t->day, name),
		    BN(lr_cycle_branch(lr_xun_head(t->day))), BN(v[0]), BN(v[1]));
		break;
	}
	default:
		break;
	}
}

const char *lr_step_format(const struct lr_trace *trace,
			   const struct lr_step *step, char *buf, size_t len)
{
	struct out o = { buf, len, 0 };
	if (len == 0)
		return buf;
	buf[0] = '\0';
	say(&o, trace, step);
	return buf;
}

void lr_trace_format(struct lr_trace *trace)
{
	for (int i = 0; i < trace->count && i < LR_TRACE_MAX; i++)
		lr_step_format(trace, &trace->steps[i], trace->steps[i].text,
			       sizeof trace->steps[i].text);
}
