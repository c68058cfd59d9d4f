/* liuren - chart.c: the plate, the four lessons, the three transmissions
 * by the nine methods, and the twelve generals, with a derivation trace.
 *
 * Source: 《六壬大全》 卷一 (shared seeds 000_…), quoted in the comments.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/chart.h"
#include "liuren/i18n.h"
#include "liuren/trace.h"

#include <string.h>

const char *lr_input_check(const struct lr_input *in)
{
	if (in->day < 0 || in->day >= LR_CYCLE)
		return _("day pillar out of range");
	if (in->hour < 0 || in->hour >= LR_BRANCHES)
		return _("hour branch out of range");
	if (in->general < 0 || in->general >= LR_BRANCHES)
		return _("monthly general out of range");
	return NULL;
}

/* ---- the noble ---- */

/* 六壬大全 卷一 (the book's own table, 序 "曹震圭晝丑夜未"):
 * 甲戊庚 晝丑夜未, 乙己 晝子夜申, 丙丁 晝亥夜酉, 壬癸 晝巳夜卯, 辛 晝午夜寅 */
static const int noble_common[2][LR_STEMS] = {
	{ LR_WEI, LR_SHEN, LR_YOU, LR_YOU, LR_WEI, LR_SHEN, LR_WEI, LR_YIN, LR_MAO, LR_MAO },
	{ LR_CHOU, LR_ZI, LR_HAI, LR_HAI, LR_CHOU, LR_ZI, LR_CHOU, LR_WU_B, LR_SI, LR_SI },
};

/* 先天貴神歌 "甲羊戊庚牛，乙猴己鼠鄉，丙雞丁豬位，壬兔癸蛇藏，六辛逢虎馬"
 * (序 "先天之德起於子"): the day noble; the night noble is the other
 * branch of the stem's pair. */
static const int noble_xiantian[2][LR_STEMS] = {
	{ LR_CHOU, LR_ZI, LR_HAI, LR_YOU, LR_WEI, LR_SHEN, LR_WEI, LR_WU_B, LR_SI, LR_MAO },
	{ LR_WEI, LR_SHEN, LR_YOU, LR_HAI, LR_CHOU, LR_ZI, LR_CHOU, LR_YIN, LR_MAO, LR_SI },
};

bool lr_hour_is_day(const struct lr_settings *s, int hour)
{
	/* 卯 through 申 (粹言); otherwise 卯 through 酉, as the vol. 31 龍德
	 * chart (癸酉日酉時, noble on 巳) counts 酉 as day. */
	int last = s->day_hours == LR_DAY_MAO_SHEN ? LR_SHEN : LR_YOU;
	return hour >= LR_MAO && hour <= last;
}

int lr_noble_branch(const struct lr_settings *s, int day_stem, bool daytime)
{
	const int (*table)[LR_STEMS] =
		s->noble_table == LR_NOBLE_XIANTIAN ? noble_xiantian : noble_common;
	return table[daytime ? 1 : 0][day_stem];
}

/* ---- trace ---- */

struct ctx {
	struct lr_chart *c;
	struct lr_trace *trace;
	int stem, branch;	/* day stem and branch */
	bool yang;		/* 剛日 */
	bool fuyin_fanyin;	/* the 賊克 rules serve 伏吟 or 返吟 */
	struct lr_step scratch;	/* written instead when the trace is full */
};

#define TRACING(x) ((x)->trace != NULL)

/* Record one step as numbers (the text is written on demand by
 * lr_trace_format); returns the step to fill in, a scratch one when the
 * trace is full. Only called when tracing. */
static struct lr_step *step(struct ctx *x, enum lr_step_kind kind,
			    enum lr_sentence say)
{
	struct lr_step *s = x->trace->count < LR_TRACE_MAX
			    ? &x->trace->steps[x->trace->count++] : &x->scratch;
	s->kind = kind;
	s->sentence = say;
	s->palaces = s->candidates = s->eliminated = s->counted = 0;
	s->hit_branches = s->hit_stems = s->lessons = s->other_lessons = 0;
	s->lesson = s->transmission = s->branch = s->second = s->third = -1;
	s->count = s->which = 0;
	s->method = -1;
	s->text[0] = '\0';
	return s;
}

static int popcount12(unsigned mask)
{
	int n = 0;
	for (; mask; mask &= mask - 1)
		n++;
	return n;
}

static int lowest_branch(unsigned mask)
{
	for (int b = 0; b < LR_BRANCHES; b++)
		if (mask & (1u << b))
			return b;
	return -1;
}

/* ---- the plate and the lessons ---- */

/* 卷一 "三傳既定天盤將": the monthly general is laid on the hour of the
 * question and the heaven plate turns with it. */
static void lay_plate(struct ctx *x)
{
	struct lr_chart *c = x->c;
	int shift = c->input.general - c->input.hour;
	for (int p = 0; p < LR_BRANCHES; p++) {
		c->heaven[p] = lr_branch_add(p, shift);
		c->earth[c->heaven[p]] = p;
	}
	if (TRACING(x)) {
		struct lr_step *s = step(x, LR_STEP_PLATE, LR_SAY_PLATE);
		s->palaces = 1u << c->input.hour;
		s->branch = c->input.general;
	}
}

static enum lr_relation relation(enum lr_phase upper, enum lr_phase lower)
{
	if (lr_overcomes(lower, upper))
		return LR_REL_LOWER;
	if (lr_overcomes(upper, lower))
		return LR_REL_UPPER;
	return LR_REL_NONE;
}

/* 卷一 寄宮 "甲課寅兮乙課辰…"; the four lessons 干上 干陰 支上 支陰. */
static void lay_lessons(struct ctx *x)
{
	struct lr_chart *c = x->c;
	int lodge = lr_lodge(x->stem);
	int lowers[4];
	lowers[0] = lodge;
	lowers[1] = c->heaven[lodge];
	lowers[2] = x->branch;
	lowers[3] = c->heaven[x->branch];

	if (TRACING(x))
		step(x, LR_STEP_LODGE, LR_SAY_LODGE)->palaces = 1u << lodge;
	unsigned seen = 0;
	c->distinct_lessons = 0;
	for (int i = 0; i < 4; i++) {
		struct lr_lesson *l = &c->lessons[i];
		l->lower = lowers[i];
		l->upper = c->heaven[lowers[i]];
		l->lower_stem = i == 0 ? x->stem : -1;
		enum lr_phase lower_phase = i == 0 ? lr_stem_phase(x->stem)
						   : lr_branch_phase(l->lower);
		l->relation = relation(lr_branch_phase(l->upper), lower_phase);
		if (!(seen & (1u << l->lower))) {
			seen |= 1u << l->lower;
			c->distinct_lessons++;
		}
		if (TRACING(x)) {
			for (int k = 0; k < 2; k++) {
				struct lr_step *s = step(x,
					k ? LR_STEP_RELATION : LR_STEP_LESSON,
					k ? LR_SAY_RELATION : LR_SAY_LESSON);
				s->lesson = i;
				s->palaces = 1u << l->lower;
				s->branch = l->upper;
				s->second = l->lower;
				s->which = (int)l->relation;
			}
		}
	}
}

/* ---- choosing the first transmission ---- */

struct choice {
	int first;		/* the first transmission, or -1 */
	enum lr_method method;
	const char *detail;
	enum lr_relation kind;	/* class of the 克 used (for 涉害) */
};

/* The method a concluding sentence may name: none while the 賊克 rules
 * only serve 伏吟 or 返吟 (the chart then bears that name). */
static int named(const struct ctx *x, enum lr_method method)
{
	return x->fuyin_fanyin ? -1 : (int)method;
}

/* 卷一 "涉害行來本家止，路逢多克為用取": the depth of candidate B, walking
 * from the palace after the one it sits on to its own home palace,
 * counting each earth branch and each lodged stem that overcomes it
 * (下賊上) or that it overcomes (上克下). "本家止" does not say whether
 * the home palace itself is counted; the shehai-home setting decides.
 * COUNTED gets the palaces where a 克 was counted, HIT_BRANCHES the
 * earth branches and HIT_STEMS the lodged stems that were counted. */
static int shehai_depth(const struct ctx *x, int b, enum lr_relation kind,
			unsigned *counted, unsigned *hit_branches,
			unsigned *hit_stems)
{
	static const int lodged[LR_BRANCHES][2] = {
		/* stems lodged in each palace (卷一 寄宮), -1 = none */
		[LR_ZI] = { -1, -1 }, [LR_CHOU] = { LR_GUI, -1 },
		[LR_YIN] = { LR_JIA, -1 }, [LR_MAO] = { -1, -1 },
		[LR_CHEN] = { LR_YI, -1 }, [LR_SI] = { LR_BING, LR_WU },
		[LR_WU_B] = { -1, -1 }, [LR_WEI] = { LR_DING, LR_JI },
		[LR_SHEN] = { LR_GENG, -1 }, [LR_YOU] = { -1, -1 },
		[LR_XU] = { LR_XIN, -1 }, [LR_HAI] = { LR_REN, -1 },
	};
	enum lr_phase me = lr_branch_phase(b);
	bool stems = x->c->settings.shehai != LR_SHEHAI_DEPTH_BRANCHES;
	bool home = x->c->settings.shehai_home == LR_SHEHAI_HOME_YES;
	int depth = 0;
	*counted = *hit_branches = *hit_stems = 0;
	int p = x->c->earth[b];
	do {
		p = lr_branch_add(p, 1);
		if (p == b && !home)
			break;
		enum lr_phase ph = lr_branch_phase(p);
		if (kind == LR_REL_LOWER ? lr_overcomes(ph, me)
					 : lr_overcomes(me, ph)) {
			depth++;
			*counted |= 1u << p;
			*hit_branches |= 1u << p;
		}
		for (int k = 0; stems && k < 2 && lodged[p][k] >= 0; k++) {
			ph = lr_stem_phase(lodged[p][k]);
			if (kind == LR_REL_LOWER ? lr_overcomes(ph, me)
						 : lr_overcomes(me, ph)) {
				depth++;
				*counted |= 1u << p;
				*hit_stems |= 1u << lodged[p][k];
			}
		}
	} while (p != b);
	return depth;
}

/* The tie-breaks of 卷一 "孟深仲淺季當休，復等柔辰剛日宜": a single
 * candidate on a 孟 palace (見機), else a single one on a 仲 palace
 * (察微), else 剛日 干上 / 柔日 支上 (綴瑕). */
static void shehai_tiebreak(struct ctx *x, unsigned tied, struct choice *ch)
{
	struct lr_chart *c = x->c;
	static const char *const names[2] = { "見機", "察微" };
	static const enum lr_rank ranks[2] = { LR_MENG, LR_ZHONG };
	for (int r = 0; r < 2; r++) {
		unsigned on = 0;
		for (int b = 0; b < LR_BRANCHES; b++)
			if ((tied & (1u << b)) && lr_rank_of(c->earth[b]) == ranks[r])
				on |= 1u << b;
		if (TRACING(x)) {
			struct lr_step *s = step(x, LR_STEP_TIE, LR_SAY_RANK);
			s->candidates = tied;
			s->eliminated = tied & ~on;
			s->which = (int)ranks[r];
			for (int b = 0; b < LR_BRANCHES; b++)
				if (tied & (1u << b))
					s->palaces |= 1u << c->earth[b];
		}
		if (popcount12(on) == 1) {
			ch->first = lowest_branch(on);
			ch->detail = names[r];
			if (TRACING(x)) {
				struct lr_step *s = step(x, LR_STEP_TIE,
							 LR_SAY_ALONE_ON_RANK);
				s->branch = ch->first;
				s->which = (int)ranks[r];
				s->method = named(x, LR_M_SHEHAI);
			}
			return;
		}
		if (on)
			break;	/* several on the same rank: 綴瑕 */
	}
	ch->first = x->yang ? c->lessons[0].upper : c->lessons[2].upper;
	ch->detail = "綴瑕";
	if (TRACING(x)) {
		struct lr_step *s = step(x, LR_STEP_TIE, LR_SAY_ZHUIXIA);
		s->branch = ch->first;
		s->method = named(x, LR_M_SHEHAI);
	}
}

/* 卷一 涉害: choose among CANDS (heaven branches) of class KIND. */
static void shehai(struct ctx *x, unsigned cands, enum lr_relation kind,
		   struct choice *ch)
{
	struct lr_chart *c = x->c;
	ch->method = LR_M_SHEHAI;
	ch->detail = "";
	if (c->settings.shehai == LR_SHEHAI_MENGZHONGJI) {
		if (TRACING(x))
			step(x, LR_STEP_TIE, LR_SAY_MENGZHONGJI)->candidates = cands;
		shehai_tiebreak(x, cands, ch);
		return;
	}
	int best = -1;
	unsigned tied = 0;
	for (int b = 0; b < LR_BRANCHES; b++) {
		if (!(cands & (1u << b)))
			continue;
		unsigned counted, hit_branches, hit_stems;
		int d = shehai_depth(x, b, kind, &counted, &hit_branches,
				     &hit_stems);
		if (TRACING(x)) {
			struct lr_step *s = step(x, LR_STEP_WALK, LR_SAY_WALK);
			s->branch = b;
			s->second = c->earth[b];
			s->third = c->settings.shehai_home == LR_SHEHAI_HOME_YES
				   ? 0 : 1;
			s->which = (int)kind;
			s->count = d;
			s->counted = counted;
			s->hit_branches = hit_branches;
			s->hit_stems = hit_stems;
			s->candidates = cands;
			for (int p = c->earth[b];; ) {
				s->palaces |= 1u << p;
				if (p == b)
					break;
				p = lr_branch_add(p, 1);
			}
		}
		if (d > best) {
			best = d;
			tied = 1u << b;
		} else if (d == best) {
			tied |= 1u << b;
		}
	}
	if (popcount12(tied) == 1) {
		ch->first = lowest_branch(tied);
		if (TRACING(x)) {
			struct lr_step *s = step(x, LR_STEP_TIE, LR_SAY_DEEPEST);
			s->branch = ch->first;
			s->count = best;
			s->method = named(x, LR_M_SHEHAI);
		}
		return;
	}
	if (TRACING(x)) {
		struct lr_step *s = step(x, LR_STEP_TIE, LR_SAY_SAME_DEPTH);
		s->candidates = tied;
		s->count = best;
	}
	shehai_tiebreak(x, tied, ch);
}

/* 卷一 比用: "常將天日比神用，陽日用陽陰用陰". Returns the branches of
 * CANDS whose yin/yang matches the day stem. */
static unsigned compare_with_day(struct ctx *x, unsigned cands)
{
	unsigned same = 0;
	for (int b = 0; b < LR_BRANCHES; b++)
		if ((cands & (1u << b)) && lr_branch_yang(b) == x->yang)
			same |= 1u << b;
	if (TRACING(x)) {
		struct lr_step *s = step(x, LR_STEP_COMPARE, LR_SAY_COMPARE);
		s->candidates = cands;
		s->eliminated = cands & ~same;
	}
	return same;
}

/* 卷一 賊克: "取課先從下賊呼，如無下賊上克初", then 比用 and 涉害.
 * Returns false when no lesson has a 克. */
static bool by_overcoming(struct ctx *x, struct choice *ch)
{
	struct lr_chart *c = x->c;
	unsigned lower = 0, upper = 0, lower_pal = 0, upper_pal = 0;
	unsigned lower_lessons = 0, upper_lessons = 0;
	for (int i = 0; i < 4; i++) {
		const struct lr_lesson *l = &c->lessons[i];
		if (l->relation == LR_REL_LOWER) {
			lower |= 1u << l->upper;
			lower_pal |= 1u << l->lower;
			lower_lessons |= 1u << i;
		} else if (l->relation == LR_REL_UPPER) {
			upper |= 1u << l->upper;
			upper_pal |= 1u << l->lower;
			upper_lessons |= 1u << i;
		}
	}
	if (!lower && !upper)
		return false;
	/* the same upper god counts once: candidates are a set of branches */
	unsigned cands = lower ? lower : upper;
	unsigned taken = lower ? lower_lessons : upper_lessons;
	ch->kind = lower ? LR_REL_LOWER : LR_REL_UPPER;
	if (TRACING(x)) {
		struct lr_step *s = step(x, LR_STEP_CANDIDATES,
					 LR_SAY_KE_CANDIDATES);
		s->candidates = cands;
		s->palaces = lower ? lower_pal : upper_pal;
		s->which = (int)ch->kind;
		s->lessons = taken;
		s->other_lessons = lower ? upper_lessons : 0;
	}
	if (popcount12(cands) == 1) {
		ch->first = lowest_branch(cands);
		ch->method = lower ? LR_M_CHONGSHEN : LR_M_YUANSHOU;
		ch->detail = "";
		if (TRACING(x)) {
			struct lr_step *s = step(x, LR_STEP_METHOD, LR_SAY_ONE_KE);
			s->branch = ch->first;
			s->which = (int)ch->kind;
			s->lessons = taken;
			s->method = named(x, ch->method);
		}
		return true;
	}
	unsigned same = compare_with_day(x, cands);
	if (popcount12(same) == 1) {
		ch->first = lowest_branch(same);
		ch->method = LR_M_ZHIYI;
		ch->detail = "比用";
		if (TRACING(x)) {
			struct lr_step *s = step(x, LR_STEP_METHOD, LR_SAY_ZHIYI);
			s->branch = ch->first;
			s->method = named(x, LR_M_ZHIYI);
		}
		return true;
	}
	/* 卷一 "若或俱比俱不比，立法別有涉害陳" */
	unsigned pool = same ? same : cands;
	if (TRACING(x)) {
		struct lr_step *s = step(x, LR_STEP_METHOD, LR_SAY_TO_SHEHAI);
		s->candidates = pool;
		s->which = same ? 1 : 0;
	}
	shehai(x, pool, ch->kind, ch);
	return true;
}

/* 卷一 遙克: "先取神遙克其日，如無方取日來遙 … 擇與日干比者用".
 * The upper gods of lessons 2–4 against the day stem. */
static bool by_distance(struct ctx *x, struct choice *ch)
{
	struct lr_chart *c = x->c;
	enum lr_phase day = lr_stem_phase(x->stem);
	unsigned on_day = 0, by_day = 0;
	for (int i = 1; i < 4; i++) {
		int u = c->lessons[i].upper;
		if (lr_overcomes(lr_branch_phase(u), day))
			on_day |= 1u << u;
		else if (lr_overcomes(day, lr_branch_phase(u)))
			by_day |= 1u << u;
	}
	if (!on_day && !by_day) {
		if (TRACING(x))
			step(x, LR_STEP_CANDIDATES, LR_SAY_NO_DISTANCE);
		return false;
	}
	unsigned cands = on_day ? on_day : by_day;
	ch->method = on_day ? LR_M_HAOSHI : LR_M_DANSHE;
	ch->detail = "";
	if (TRACING(x)) {
		struct lr_step *s = step(x, LR_STEP_CANDIDATES, LR_SAY_DISTANCE);
		s->candidates = cands;
		s->method = (int)ch->method;
	}
	if (popcount12(cands) == 1) {
		ch->first = lowest_branch(cands);
	} else {
		unsigned same = compare_with_day(x, cands);
		/* Neither 比 nor its failure is spelled out for 遙克; when 比
		 * leaves none or several, the nearer lesson (干陰 first) is
		 * taken. */
		unsigned pool = same ? same : cands;
		ch->first = -1;
		for (int i = 1; i < 4 && ch->first < 0; i++)
			if (pool & (1u << c->lessons[i].upper))
				ch->first = c->lessons[i].upper;
		if (popcount12(same) != 1) {
			ch->detail = "比用不決";
			if (TRACING(x))
				step(x, LR_STEP_COMPARE, LR_SAY_DISTANCE_ORDER)
					->branch = ch->first;
		}
	}
	if (TRACING(x)) {
		struct lr_step *s = step(x, LR_STEP_METHOD, LR_SAY_DISTANCE_METHOD);
		s->branch = ch->first;
		s->method = (int)ch->method;
		s->which = ch->detail[0] != '\0';
	}
	return true;
}

/* The middle and last transmissions of the ordinary methods: 卷一
 * "初傳之上名中次，中上加臨是末居". */
static void follow_plate(struct ctx *x, int out[3])
{
	struct lr_chart *c = x->c;
	out[1] = c->heaven[out[0]];
	out[2] = c->heaven[out[1]];
	if (TRACING(x)) {
		struct lr_step *s = step(x, LR_STEP_TRANSMISSION,
					 LR_SAY_FOLLOW_PLATE);
		s->branch = out[0];
		s->second = out[1];
		s->third = out[2];
		s->palaces = 1u << out[0] | 1u << out[1];
	}
}

/* 卷一 伏吟: "伏吟有克還為用，無克剛干柔取辰。迤邐刑之作中末 … 若也自刑
 * 為發用，次傳顛倒日辰並。次傳更復自刑者，沖取末傳不論刑。" */
static void fuyin(struct ctx *x, int out[3], struct lr_chart *c)
{
	struct choice ch = { -1, LR_M_FUYIN, "", LR_REL_NONE };
	int stem_up = c->lessons[0].upper, branch_up = c->lessons[2].upper;
	if (TRACING(x))
		step(x, LR_STEP_PLATE_KIND, LR_SAY_FUYIN_PLATE);
	x->fuyin_fanyin = true;
	bool by_ke = by_overcoming(x, &ch);
	if (!by_ke) {
		ch.first = x->yang ? stem_up : branch_up;
		if (TRACING(x))
			step(x, LR_STEP_METHOD, LR_SAY_FUYIN_NO_KE)->branch = ch.first;
	}
	c->method = LR_M_FUYIN;
	/* 課經 「凡伏吟課無克，剛日自以日神為用，曰自任格」, 「凡伏吟無克，柔日以
	 * 支神為用，曰自信格」: the names are of the forms without 克; with one
	 * (乙 and 癸 days) the 課 is 伏吟 alone (「如癸丑日午時午將占，日上神
	 * 丑加癸用，為伏吟課」) */
	c->method_detail = by_ke ? "" : x->yang ? "自任" : "自信";
	out[0] = ch.first;
	if (TRACING(x)) {
		struct lr_step *s = step(x, LR_STEP_METHOD, LR_SAY_FUYIN_NAME);
		s->branch = out[0];
		s->method = LR_M_FUYIN;
		s->which = by_ke;
	}
	if (lr_self_punish(out[0])) {
		out[1] = out[0] == stem_up ? branch_up : stem_up;
	} else {
		out[1] = lr_punish(out[0]);
	}
	if (TRACING(x)) {
		struct lr_step *s = step(x, LR_STEP_TRANSMISSION,
					 LR_SAY_FUYIN_MIDDLE);
		s->transmission = 1;
		s->second = out[0];
		s->branch = out[1];
		s->which = !lr_self_punish(out[0]) ? 0
			   : out[1] == branch_up ? 1 : 2;
	}
	int why;
	if (lr_self_punish(out[1]) || lr_punish(out[1]) == out[0]) {
		out[2] = lr_clash(out[1]);
		why = lr_self_punish(out[1]) ? 1 : 2;
	} else {
		out[2] = lr_punish(out[1]);
		why = 0;
	}
	if (TRACING(x)) {
		struct lr_step *s = step(x, LR_STEP_TRANSMISSION,
					 LR_SAY_FUYIN_LAST);
		s->transmission = 2;
		s->second = out[1];
		s->branch = out[2];
		s->which = why;
	}
}

/* 卷一 返吟: "返吟有克亦為用，無克別有井欄名 … 丑日登明未太乙，辰中日末". */
static void fanyin(struct ctx *x, int out[3], struct lr_chart *c)
{
	struct choice ch = { -1, LR_M_FANYIN, "", LR_REL_NONE };
	if (TRACING(x))
		step(x, LR_STEP_PLATE_KIND, LR_SAY_FANYIN_PLATE);
	c->method = LR_M_FANYIN;
	x->fuyin_fanyin = true;
	if (by_overcoming(x, &ch)) {
		c->method_detail = "無依";
		out[0] = ch.first;
		if (TRACING(x)) {
			struct lr_step *s = step(x, LR_STEP_METHOD,
						 LR_SAY_FANYIN_KE);
			s->branch = out[0];
			s->method = LR_M_FANYIN;
		}
		follow_plate(x, out);
		return;
	}
	c->method_detail = "井欄射";
	out[0] = x->branch == LR_CHOU ? LR_HAI : LR_SI;
	out[1] = c->lessons[2].upper;
	out[2] = c->lessons[0].upper;
	if (TRACING(x)) {
		struct lr_step *s = step(x, LR_STEP_METHOD, LR_SAY_JINGLAN);
		s->branch = out[0];
		s->second = out[1];
		s->third = out[2];
		s->method = LR_M_FANYIN;
	}
}

static void choose_transmissions(struct ctx *x, int out[3])
{
	struct lr_chart *c = x->c;
	struct choice ch = { -1, LR_M_YUANSHOU, "", LR_REL_NONE };
	int shift = lr_branch_add(c->input.general, -c->input.hour);
	int stem_up = c->lessons[0].upper, branch_up = c->lessons[2].upper;

	if (shift == 0) {
		fuyin(x, out, c);
		return;
	}
	if (shift == 6) {
		fanyin(x, out, c);
		return;
	}
	bool bazhuan = lr_lodge(x->stem) == x->branch;
	if (bazhuan && TRACING(x))
		step(x, LR_STEP_PLATE_KIND, LR_SAY_BAZHUAN_DAY);

	if (by_overcoming(x, &ch)) {
		out[0] = ch.first;
		follow_plate(x, out);
	} else if (bazhuan) {
		/* 卷一 八專 "論克不論遙 … 陽日日陽順行三連本位數。陰日辰陰逆三位，
		 * 中末總向日上眠" */
		ch.method = LR_M_BAZHUAN;
		ch.detail = "";
		if (x->yang)
			out[0] = lr_branch_add(stem_up, 2);
		else
			out[0] = lr_branch_add(c->lessons[3].upper, -2);
		out[1] = out[2] = stem_up;
		if (TRACING(x)) {
			struct lr_step *s = step(x, LR_STEP_METHOD, LR_SAY_BAZHUAN);
			s->branch = out[0];
			s->second = stem_up;
			s->method = LR_M_BAZHUAN;
		}
	} else if (by_distance(x, &ch)) {
		out[0] = ch.first;
		follow_plate(x, out);
	} else if (c->distinct_lessons == 3) {
		/* 卷一 別責 "四課不全三課備，無遙無克別責例。剛日干合上頭神，
		 * 柔日支前三合取 … 陰陽中末干中寄" */
		ch.method = LR_M_BIEZE;
		ch.detail = "";
		if (x->yang)
			out[0] = c->heaven[lr_lodge(lr_stem_partner(x->stem))];
		else
			out[0] = lr_branch_add(x->branch, 4);
		out[1] = out[2] = stem_up;
		if (TRACING(x)) {
			struct lr_step *s = step(x, LR_STEP_METHOD, LR_SAY_BIEZE);
			s->branch = out[0];
			s->second = stem_up;
			s->method = LR_M_BIEZE;
		}
	} else {
		/* 卷一 昴星 "無遙無克昴星窮，陽仰陰俯酉位中 … 剛日先辰而後日，
		 * 柔日先日而後辰" */
		ch.method = LR_M_MAOXING;
		if (x->yang) {
			ch.detail = "虎視";
			out[0] = c->heaven[LR_YOU];
			out[1] = branch_up;
			out[2] = stem_up;
		} else {
			ch.detail = "冬蛇掩目";
			out[0] = c->earth[LR_YOU];
			out[1] = stem_up;
			out[2] = branch_up;
		}
		if (TRACING(x)) {
			struct lr_step *s = step(x, LR_STEP_METHOD, LR_SAY_MAOXING);
			s->branch = out[0];
			s->second = out[1];
			s->third = out[2];
			s->method = LR_M_MAOXING;
		}
	}
	c->method = ch.method;
	c->method_detail = ch.detail;
}

/* 卷一 "三傳既定天盤將": the noble by day stem and day/night, 順 on
 * 亥子丑寅卯辰, 逆 on 巳午未申酉戌; the others follow in their order. */
static void lay_generals(struct ctx *x)
{
	struct lr_chart *c = x->c;
	c->noble = lr_noble_branch(&c->settings, x->stem, c->daytime);
	int stand = c->earth[c->noble];
	c->noble_forward = stand == LR_HAI || stand <= LR_CHEN;
	int dir = c->noble_forward ? 1 : -1;
	for (int k = 0; k < LR_GENERALS; k++)
		c->general_on[lr_branch_add(c->noble, dir * k)] = k;
	if (TRACING(x)) {
		struct lr_step *s = step(x, LR_STEP_NOBLE, LR_SAY_NOBLE);
		s->branch = c->noble;
		s->second = stand;
		s->which = c->daytime;
		s->palaces = 1u << stand;
		s = step(x, LR_STEP_GENERALS, LR_SAY_GENERALS);
		s->branch = c->noble;
		s->second = stand;
		s->which = c->noble_forward;
	}
}

/* 卷一 "取課先從下賊呼，如無下賊上克初": the class of 克 the derivation
 * took its candidates from. */
int lr_chart_first_lesson(const struct lr_chart *c)
{
	enum lr_relation kind = LR_REL_NONE;
	for (int i = 0; i < 4; i++)
		if (c->lessons[i].relation == LR_REL_LOWER)
			kind = LR_REL_LOWER;
		else if (c->lessons[i].relation == LR_REL_UPPER && kind == LR_REL_NONE)
			kind = LR_REL_UPPER;
	if (kind == LR_REL_NONE)
		return -1;
	for (int i = 0; i < 4; i++)
		if (c->lessons[i].relation == kind &&
		    c->lessons[i].upper == c->transmissions[0].branch)
			return i;
	return -1;
}

static int compute(struct lr_chart *c, const struct lr_input *input,
		   const struct lr_settings *settings, bool daytime,
		   struct lr_trace *trace)
{
	if (lr_input_check(input))
		return -1;
	memset(c, 0, sizeof *c);
	c->input = *input;
	if (settings)
		c->settings = *settings;
	else
		lr_settings_default(&c->settings);
	c->daytime = daytime;
	if (trace) {
		trace->count = 0;
		trace->day = input->day;
		trace->hour = input->hour;
		trace->general = input->general;
	}

	struct ctx x;	/* the scratch step is left as it is: it is never read */
	x.c = c;
	x.trace = trace;
	x.stem = lr_cycle_stem(input->day);
	x.branch = lr_cycle_branch(input->day);
	x.yang = lr_stem_yang(x.stem);
	x.fuyin_fanyin = false;

	lay_plate(&x);
	lay_lessons(&x);
	int t[3];
	choose_transmissions(&x, t);
	lay_generals(&x);
	for (int i = 0; i < 4; i++)
		c->lessons[i].general = c->general_on[c->lessons[i].upper];
	/* 卷一 遁干 of the day's 旬; 旬空 the two branches left over */
	lr_xun_void(input->day, c->void_branches);
	for (int i = 0; i < 3; i++) {
		struct lr_transmission *tr = &c->transmissions[i];
		tr->branch = t[i];
		tr->stem = lr_hidden_stem(input->day, t[i]);
		tr->kin = lr_kin_of(x.stem, t[i]);
		tr->general = c->general_on[t[i]];
		if (TRACING(&x)) {
			struct lr_step *s = step(&x, LR_STEP_TRANSMISSION,
						 LR_SAY_TRANSMISSION);
			s->transmission = i;
			s->branch = t[i];
			s->which = tr->general;
			s->palaces = 1u << c->earth[t[i]];
		}
	}
	if (TRACING(&x))
		step(&x, LR_STEP_VOID, LR_SAY_VOID)->palaces =
			(1u << c->earth[c->void_branches[0]]) |
			(1u << c->earth[c->void_branches[1]]);
	return 0;
}

int lr_chart_compute(struct lr_chart *c, const struct lr_input *input,
		     const struct lr_settings *settings, struct lr_trace *trace)
{
	struct lr_settings defaults;
	if (!settings) {
		lr_settings_default(&defaults);
		settings = &defaults;
	}
	if (lr_input_check(input))
		return -1;
	return compute(c, input, settings, lr_hour_is_day(settings, input->hour),
		       trace);
}

int lr_chart_compute_daynight(struct lr_chart *c, const struct lr_input *input,
			      const struct lr_settings *settings, bool daytime,
			      struct lr_trace *trace)
{
	return compute(c, input, settings, daytime, trace);
}
