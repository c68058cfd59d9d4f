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
#include "liuren/i18n.h"
#include "liuren/korean.h"
#include "liuren/lang.h"
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
	size_t from = o->used;
	o->used += (size_t)n < o->len - o->used ? (size_t)n
						 : o->len - o->used - 1;
	/* 六合을(를) → 六合을: the particle that suits the word before */
	if (lr_lang_current() == LR_LANG_KO) {
		lr_ko_particles(o->buf, from);
		o->used = from + strlen(o->buf + from);
	}
}

static const char *const lesson_names[4] = { N_("Lesson 1 (干上)"),
	N_("Lesson 2 (干陰)"), N_("Lesson 3 (支上)"), N_("Lesson 4 (支陰)") };

/* The branches of MASK as "子、丑". */
static void put_branches(struct out *o, unsigned mask)
{
	bool first = true;
	for (int b = 0; b < LR_BRANCHES; b++) {
		if (!(mask & (1u << b)))
			continue;
		put(o, "%s%s", first ? "" : _(", "), BN(b));
		first = false;
	}
	if (first)
		put(o, "%s", _("none"));
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
		put(o, "%s", first ? "" : _(", "));
		put(o, _("lesson %d %s"), i + 1,
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
	char nums[32];
	struct out n = { nums, sizeof nums, 0 };
	nums[0] = '\0';
	bool first = true;
	for (int i = 0; i < 4; i++) {
		if (mask & (1u << i)) {
			put(&n, "%s%d", first ? "" : _(", "), i + 1);
			first = false;
		}
	}
	put(o, popcount(mask) == 1 ? _("lesson %s") : _("lessons %s"), nums);
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
			put(o, "%s%s", first ? "" : _(", "), BN(p));
			first = false;
		}
		for (int st = 0; st < LR_STEMS; st++) {
			if (lr_lodge(st) == p && (s->hit_stems & (1u << st))) {
				put(o, "%s", first ? "" : _(", "));
				put(o, _("%s lodged at %s"), SN(st), BN(p));
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
	put(o, _("%s: "), _(lesson_names[i]));
	if (s->which == LR_REL_LOWER)
		put(o, _("%s (%s) overcomes %s (%s): the lower overcomes the "
			 "upper (下賊上)."), lname, PN(lower), BN(s->branch),
		    PN(upper));
	else if (s->which == LR_REL_UPPER)
		put(o, _("%s (%s) overcomes %s (%s): the upper overcomes the "
			 "lower (上克下)."), BN(s->branch), PN(upper), lname,
		    PN(lower));
	else
		put(o, _("%s (%s) and %s (%s) do not overcome each other: no "
			 "克."), BN(s->branch), PN(upper), lname, PN(lower));
}

static void say_candidates(struct out *o, const struct lr_trace *t,
			   const struct lr_step *s)
{
	if (s->which == LR_REL_LOWER) {
		put(o, "%s", _("The lower overcomes the upper (下賊上) in "));
		put_lessons(o, s->lessons, t->day, t->hour, t->general);
		if (s->other_lessons) {
			put(o, "%s", _("; the upper overcomes the lower (上克下) "
				       "too, in "));
			put_lessons(o, s->other_lessons, t->day, t->hour,
				    t->general);
		}
		put(o, "%s", _(". 下賊上 is taken first."));
	} else {
		put(o, "%s", _("No lesson has 下賊上; the upper overcomes the "
			       "lower (上克下) in "));
		put_lessons(o, s->lessons, t->day, t->hour, t->general);
		put(o, "%s", _("."));
	}
}

static void say_one_ke(struct out *o, const struct lr_step *s)
{
	const char *rel = lr_relation_name(s->which);
	char which[32];
	struct out w = { which, sizeof which, 0 };
	which[0] = '\0';
	put_lesson_numbers(&w, s->lessons);
	if (popcount(s->lessons) == 1)
		put(o, _("Only one lesson has %s (%s): %s is the 發用"), rel,
		    which, BN(s->branch));
	else
		put(o, _("%s have %s, all with %s: %s is the 發用"), which, rel,
		    BN(s->branch), BN(s->branch));
	if (s->method >= 0)
		put(o, _(", the method %s"), lr_method_name(s->method));
	put(o, "%s", _("."));
}

static void say_walk(struct out *o, const struct lr_step *s)
{
	int start = lr_branch_add(s->second, 1);
	if (s->third && start == s->branch)	/* nothing left to walk */
		put(o, s->which == LR_REL_LOWER
		    ? _("涉害: %s stands on %s and the next palace is its home "
			"%s (the home is not counted); there is no palace to "
			"count, what overcomes it: %d")
		    : _("涉害: %s stands on %s and the next palace is its home "
			"%s (the home is not counted); there is no palace to "
			"count, what it overcomes: %d"),
		    BN(s->branch), BN(s->second), BN(s->branch), s->count);
	else
		put(o, s->which == LR_REL_LOWER
		    ? _("涉害: %s stands on %s; walking forward from %s to its "
			"home %s%s, what overcomes it: %d")
		    : _("涉害: %s stands on %s; walking forward from %s to its "
			"home %s%s, what it overcomes: %d"),
		    BN(s->branch), BN(s->second), BN(start), BN(s->branch),
		    s->third ? _(" (the home is not counted)") : "", s->count);
	if (s->count) {
		put(o, "%s", _(" ("));
		put_walk_items(o, s);
		put(o, "%s", _(")"));
	}
	put(o, "%s", _("."));
}

static void say_fuyin(struct out *o, const struct lr_trace *t,
		      const struct lr_step *s)
{
	bool yang = lr_stem_yang(lr_cycle_stem(t->day));
	switch (s->sentence) {
	case LR_SAY_FUYIN_NO_KE:
		put(o, yang ? _("No 克: on a 剛日 the god over the 干, %s, is "
				"the 發用.")
			    : _("No 克: on a 柔日 the god over the 支, %s, is "
				"the 發用."), BN(s->branch));
		break;
	case LR_SAY_FUYIN_NAME:
		if (s->which)
			put(o, _("伏吟 with a 克 is 伏吟 alone (自任 and 自信 "
				 "are the forms without 克): %s is the 發用."),
			    BN(s->branch));
		else
			put(o, yang ? _("伏吟 on a 剛日 is called 自任: %s is the 發用.")
				    : _("伏吟 on a 柔日 is called 自信: %s is the 發用."),
			    BN(s->branch));
		break;
	case LR_SAY_FUYIN_MIDDLE:
		if (s->which)
			put(o, s->which == 1
			    ? _("%s punishes itself; the 中傳 turns round to "
				"the god over the 支, %s.")
			    : _("%s punishes itself; the 中傳 turns round to "
				"the god over the 干, %s."),
			    BN(s->second), BN(s->branch));
		else
			put(o, _("%s punishes %s: %s is the 中傳."),
			    BN(s->second), BN(s->branch), BN(s->branch));
		break;
	default:	/* LR_SAY_FUYIN_LAST */
		if (s->which)
			put(o, s->which == 1
			    ? _("%s punishes itself: the 末傳 is its opposite, "
				"%s.")
			    : _("%s punishes back to the 初傳: the 末傳 is its "
				"opposite, %s."),
			    BN(s->second), BN(s->branch));
		else
			put(o, _("%s punishes %s: %s is the 末傳."),
			    BN(s->second), BN(s->branch), BN(s->branch));
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
		put(o, yang ? _("八專 without 克 (遙克 is not considered): on a "
				"陽日 count three forward from the 干上 "
				"(itself included), giving %s as the 發用; "
				"the 中傳 and 末傳 are both the 干上 %s.")
			    : _("八專 without 克 (遙克 is not considered): on a "
				"陰日 count three backward from the 支陰 "
				"(itself included), giving %s as the 發用; "
				"the 中傳 and 末傳 are both the 干上 %s."),
		    BN(s->branch), BN(s->second));
		break;
	case LR_SAY_BIEZE:
		if (yang) {
			int partner = lr_stem_partner(stem);
			put(o, _("The four lessons are incomplete, with neither "
				 "克 nor 遙克: 別責. On a 剛日 take %s's partner "
				 "%s, lodged at %s; the god over it, %s, is the "
				 "發用; the 中傳 and 末傳 are both the 干上 %s."),
			    SN(stem), SN(partner), BN(lr_lodge(partner)),
			    BN(s->branch), BN(s->second));
		} else {
			put(o, _("The four lessons are incomplete, with neither "
				 "克 nor 遙克: 別責. On a 柔日 the branch before "
				 "the day branch %s in its 三合, %s, is the 發用; "
				 "the 中傳 and 末傳 are both the 干上 %s."),
			    BN(branch), BN(s->branch), BN(s->second));
		}
		break;
	case LR_SAY_MAOXING:
		put(o, yang ? _("Neither 克 nor 遙克: 昴星 (虎視). On a 剛日 look "
				"up to the god over 酉 of the earth plate, %s, "
				"the 發用; the 中傳 is the 支上 %s, the 末傳 the "
				"干上 %s.")
			    : _("Neither 克 nor 遙克: 昴星 (冬蛇掩目). On a 柔日 "
				"look down to the earth palace under 酉 of the "
				"heaven plate, %s, the 發用; the 中傳 is the 干上 "
				"%s, the 末傳 the 支上 %s."),
		    BN(s->branch), BN(s->second), BN(s->third));
		break;
	default:	/* LR_SAY_JINGLAN */
		put(o, _("返吟 without 克: 井欄射. On a %s day %s is the 發用, "
			 "the 支上 %s the 中傳, the 干上 %s the 末傳."),
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
		put(o, _("The 月將 %s (%s) is set on the hour %s: %s of the "
			 "heaven plate stands on %s of the earth plate, and the "
			 "other branches follow in order."),
		    BN(t->general), lr_month_general_name(t->general),
		    BN(t->hour), BN(t->general), BN(t->hour));
		break;
	case LR_SAY_LODGE:
		put(o, _("The day stem %s lodges in the palace %s."), SN(stem),
		    BN(lr_lodge(stem)));
		break;
	case LR_SAY_LESSON:
		if (s->lesson == 0)
			put(o, _("%s: over the 日干 %s (lodged at %s) stands %s, "
				 "giving the lesson %s%s."),
			    _(lesson_names[0]), SN(stem), BN(s->second),
			    BN(s->branch), BN(s->branch), SN(stem));
		else
			put(o, _("%s: over %s stands %s, giving the lesson %s%s."),
			    _(lesson_names[s->lesson]), BN(s->second),
			    BN(s->branch), BN(s->branch), BN(s->second));
		break;
	case LR_SAY_RELATION:
		say_relation(o, t, s);
		break;
	case LR_SAY_FUYIN_PLATE:
		put(o, "%s", _("The 月將 and the hour are the same branch; the "
			       "heaven and earth plates do not move: 伏吟."));
		break;
	case LR_SAY_FANYIN_PLATE:
		put(o, "%s", _("The 月將 and the hour are opposite; the heaven "
			       "and earth plates face each other: 返吟."));
		break;
	case LR_SAY_BAZHUAN_DAY:
		put(o, "%s", _("The day stem lodges on the day branch (干支同位), "
			       "so the four lessons are only two: a day of "
			       "八專."));
		break;
	case LR_SAY_KE_CANDIDATES:
		say_candidates(o, t, s);
		break;
	case LR_SAY_ONE_KE:
		say_one_ke(o, s);
		break;
	case LR_SAY_COMPARE:
		put(o, yang ? _("比用: the day stem %s is 陽; of the candidates ")
			    : _("比用: the day stem %s is 陰; of the candidates "),
		    SN(stem));
		put_branches(o, s->candidates);
		put(o, "%s", yang ? _(", those 比 to the day stem (also 陽): ")
				  : _(", those 比 to the day stem (also 陰): "));
		put_branches(o, s->candidates & ~s->eliminated);
		put(o, "%s", _("."));
		break;
	case LR_SAY_ZHIYI:
		put(o, s->method >= 0
		    ? _("Only %s is 比 to the day stem and is taken as the 發用: "
			"知一 (比用).")
		    : _("Only %s is 比 to the day stem and is taken as the 發用 "
			"(比用)."),
		    BN(s->branch));
		break;
	case LR_SAY_TO_SHEHAI:
		put(o, "%s", s->which ? _("All are 比 (俱比): 涉害 decides.")
				      : _("None is 比 (俱不比): 涉害 decides."));
		break;
	case LR_SAY_MENGZHONGJI:
		put(o, "%s", _("涉害 by 孟, 仲 and 季: first the one on a 孟, then "
			       "the one on a 仲."));
		break;
	case LR_SAY_WALK:
		say_walk(o, s);
		break;
	case LR_SAY_DEEPEST:
		put(o, _("%s goes deepest in 涉害 (%d) and is taken as the 發用."),
		    BN(s->branch), s->count);
		break;
	case LR_SAY_SAME_DEPTH:
		put_branches(o, s->candidates);
		put(o, _(" go equally deep in 涉害 (%d)."), s->count);
		break;
	case LR_SAY_RANK:
		put(o, "%s", _("Comparing the earth palaces they stand on: of the "
			       "candidates "));
		put_branches(o, s->candidates);
		put(o, _(", those on a %s (%s): "), lr_rank_name(s->which),
		    rank_range(s->which));
		put_branches(o, s->candidates & ~s->eliminated);
		put(o, "%s", _("."));
		break;
	case LR_SAY_ALONE_ON_RANK:
		put(o, _("%s alone stands on a %s and is taken as the 發用, "
			 "called %s%s."), BN(s->branch),
		    lr_rank_name(s->which), rank_tie_name(s->which),
		    s->method >= 0 ? _(" (涉害)") : "");
		break;
	case LR_SAY_ZHUIXIA:
		put(o, yang ? _("Still undecided: on a 剛日 the god over the 干, "
				"%s, is the 發用, called 綴瑕%s.")
			    : _("Still undecided: on a 柔日 the god over the 支, "
				"%s, is the 發用, called 綴瑕%s."),
		    BN(s->branch), s->method >= 0 ? _(" (涉害)") : "");
		break;
	case LR_SAY_NO_DISTANCE:
		put(o, _("No 克 in the lessons and no 遙克: the gods of the 干陰, "
			 "支上 and 支陰 and the day stem %s do not overcome "
			 "each other."), SN(stem));
		break;
	case LR_SAY_DISTANCE: {
		char far[64];
		struct out f = { far, sizeof far, 0 };
		far[0] = '\0';
		put_branches(&f, s->candidates);
		if (s->method == LR_M_HAOSHI) {
			put(o, _("No 克 in the lessons; 遙克 is taken: the day "
				 "stem %2$s is overcome from afar by %1$s: 蒿矢."),
			    far, SN(stem));
		} else {
			put(o, _("No 克 in the lessons, and no god overcomes the "
				 "day from afar; the day stem %s overcomes %s "
				 "from afar: 彈射."), SN(stem), far);
		}
		break;
	}
	case LR_SAY_DISTANCE_ORDER:
		put(o, _("比用 cannot decide; the earlier lesson's %s is taken."),
		    BN(s->branch));
		break;
	case LR_SAY_DISTANCE_METHOD:
		put(o, _("%s is the 發用: %s%s."), BN(s->branch),
		    lr_method_name(s->method),
		    s->which ? _(" (比用 undecided)") : "");
		break;
	case LR_SAY_FUYIN_NO_KE:
	case LR_SAY_FUYIN_NAME:
	case LR_SAY_FUYIN_MIDDLE:
	case LR_SAY_FUYIN_LAST:
		say_fuyin(o, t, s);
		break;
	case LR_SAY_FANYIN_KE:
		put(o, _("返吟 with a 克 takes it too: %s is the 發用, 返吟 "
			 "(無依)."), BN(s->branch));
		break;
	case LR_SAY_JINGLAN:
	case LR_SAY_BAZHUAN:
	case LR_SAY_BIEZE:
	case LR_SAY_MAOXING:
		say_no_ke_method(o, t, s);
		break;
	case LR_SAY_NOBLE:
		put(o, s->which ? _("A %s day, a day chart: the noble is %s, on "
				    "%s of the earth plate.")
				: _("A %s day, a night chart: the noble is %s, on "
				    "%s of the earth plate."),
		    SN(stem), BN(s->branch), BN(s->second));
		break;
	case LR_SAY_GENERALS:
		put(o, s->which
		    ? _("The noble stands on %s, among 亥子丑寅卯辰, so it goes "
			"forward (順): 螣蛇, 朱雀, 六合, 勾陳, 青龍, 天空, 白虎, "
			"太常, 玄武, 太陰 and 天后 follow forward.")
		    : _("The noble stands on %s, among 巳午未申酉戌, so it goes "
			"backward (逆): 螣蛇, 朱雀, 六合, 勾陳, 青龍, 天空, 白虎, "
			"太常, 玄武, 太陰 and 天后 follow backward."),
		    BN(s->second));
		break;
	case LR_SAY_FOLLOW_PLATE:
		/* 卷一 "初傳之上名中次，中上加臨是末居" */
		put(o, _("The god over the 初傳 %s is the 中傳, %s; the god "
			 "over the 中傳 %s is the 末傳, %s."), BN(s->branch),
		    BN(s->second), BN(s->second), BN(s->third));
		break;
	case LR_SAY_TRANSMISSION: {
		int hidden = lr_hidden_stem(t->day, s->branch);
		put(o, _("%s %s: "), lr_transmission_name(s->transmission),
		    BN(s->branch));
		if (hidden >= 0)
			put(o, _("hidden stem %s"), SN(hidden));
		else
			put(o, "%s", _("void (旬空), no hidden stem"));
		put(o, _(", %s, riding %s."),
		    lr_kin_name(lr_kin_of(stem, s->branch)),
		    lr_general_name(s->which));
		break;
	}
	case LR_SAY_VOID: {
		int v[2];
		lr_xun_void(t->day, v);
		put(o, _("The day %s is in the 甲%s 旬; void (旬空): %s%s."),
		    lr_cycle_name(t->day, name),
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
