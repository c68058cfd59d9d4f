/* liuren - patterns.c: the 課體 detectors of vols. 1, 31, 37 and 38.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/patterns.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "liuren/ganzhi.h"

#define BN(b) lr_branch_name(b)
#define SN(s) lr_stem_name(s)
#define BIT(b) (1u << (b))

static const struct lr_pattern_info pattern_table[LR_PATTERN_COUNT] = {
#define LR_PATTERN_ROW(id, name, source, aliases) \
	{ LR_P_##id, #id, name, source, aliases },
	LR_PATTERNS(LR_PATTERN_ROW)
#undef LR_PATTERN_ROW
};

const struct lr_pattern_info *lr_pattern_info(int id)
{
	return id >= 0 && id < LR_PATTERN_COUNT ? &pattern_table[id] : NULL;
}

bool lr_pattern_is_remark(int id)
{
	switch (id) {
	case LR_P_GUI_STUMBLE: case LR_P_GUI_MEET: case LR_P_GUI_TWO:
	case LR_P_GUI_SIDE: case LR_P_GUI_VOID: case LR_P_GUI_CHECKED:
	case LR_P_GUI_BIRD: case LR_P_GUI_GHOST: case LR_P_GUI_HARM:
	case LR_P_XINGDE:
		return true;
	default:
		return false;
	}
}

/* ---- what every detector reads, computed once per chart ---- */

struct ev {
	const struct lr_chart *c;
	const struct lr_context *x;
	int stem, branch, lodge;	/* day stem, day branch, 寄宮 */
	int t[3], g[3];			/* transmissions and their generals */
	unsigned tmask;			/* transmissions as a branch set */
	unsigned vmask;			/* 旬空 */
	int xun_head;			/* cycle index of the 旬's first day */
	int vmonth;			/* month to judge vigour by, or -1 */
	int day_noble, night_noble;
	int year_branch, month_branch;	/* -1 unknown */
};

enum { NO, YES, UNKNOWN };

static void ev_init(struct ev *e, const struct lr_chart *c,
		    const struct lr_context *x)
{
	e->c = c;
	e->x = x;
	e->stem = lr_cycle_stem(c->input.day);
	e->branch = lr_cycle_branch(c->input.day);
	e->lodge = lr_lodge(e->stem);
	e->tmask = 0;
	for (int i = 0; i < 3; i++) {
		e->t[i] = c->transmissions[i].branch;
		e->g[i] = c->transmissions[i].general;
		e->tmask |= BIT(e->t[i]);
	}
	e->vmask = BIT(c->void_branches[0]) | BIT(c->void_branches[1]);
	e->xun_head = lr_xun_head(c->input.day);
	e->vmonth = x ? lr_context_vigour_month(x) : -1;
	e->day_noble = lr_noble_branch(&c->settings, e->stem, true);
	e->night_noble = lr_noble_branch(&c->settings, e->stem, false);
	e->year_branch = x ? x->year_branch : -1;
	e->month_branch = x ? x->month_branch : -1;
}

static enum lr_phase ph(int branch)
{
	return lr_branch_phase(branch);
}

static bool is_void(const struct ev *e, int b)
{
	return (e->vmask & BIT(b)) != 0;
}

static enum lr_vigour vigour(const struct ev *e, int branch)
{
	return lr_vigour_of(e->vmonth, ph(branch));
}

static bool thriving(const struct ev *e, int branch)
{
	enum lr_vigour v = vigour(e, branch);
	return v == LR_PROSPER || v == LR_STRONG;
}

/* 凶將 and 吉將: 蛇 雀 勾 空 虎 玄 against 貴 合 龍 常 陰 后 (vol. 31 軒蓋
 * "德神上乘貴人、龍常后合吉將 … 乘蛇虎死氣"). */
static bool evil_general(int g)
{
	return g == LR_G_SNAKE || g == LR_G_BIRD || g == LR_G_HOOK
	       || g == LR_G_VOID || g == LR_G_TIGER || g == LR_G_WARRIOR;
}

static const char *const trans_names[3] = { "發用", "中傳", "末傳" };

static int trans_index(const struct ev *e, int b)
{
	for (int i = 0; i < 3; i++)
		if (e->t[i] == b)
			return i;
	return -1;
}

/* 長生 of each phase (水土同宮): wood 亥, fire 寅, earth 申, metal 巳,
 * water 申; 墓 is eight places on, 絕 nine. */
static int growth_of(enum lr_phase p)
{
	static const int birth[5] = { LR_HAI, LR_YIN, LR_SHEN, LR_SI, LR_SHEN };
	return birth[p];
}

static int tomb_of(enum lr_phase p)
{
	return lr_branch_add(growth_of(p), 8);
}

static int cut_of(enum lr_phase p)
{
	return lr_branch_add(growth_of(p), 9);
}

/* 日德 (vol. 38 刑德): "甲己德寅，乙庚德申，丙辛、戊癸德巳，丁壬德亥". */
static int day_virtue(int stem)
{
	static const int virtue[LR_STEMS] = {
		LR_YIN, LR_SHEN, LR_SI, LR_HAI, LR_SI,
		LR_YIN, LR_SHEN, LR_SI, LR_HAI, LR_SI
	};
	return virtue[stem];
}

/* 驛馬: "三合頭沖是" (vol. 31 官爵). */
static int post_horse(int branch)
{
	int trine[3];
	lr_trine(branch, trine);
	return lr_clash(trine[0]);
}

static const char *direction_name(int branch)
{
	static const char *const dir[LR_BRANCHES] = {
		"北", "東北", "東北", "東", "東南", "東南",
		"南", "西南", "西南", "西", "西北", "西北"
	};
	return dir[branch];
}

/* ---- writing a result ---- */

static void put(char *buf, size_t size, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* Append to BUF, never overflowing; a cut string stays valid UTF-8. */
static void put(char *buf, size_t size, const char *fmt, ...)
{
	size_t used = strlen(buf);
	if (used + 1 >= size)
		return;
	va_list ap;
	va_start(ap, fmt);
	int w = vsnprintf(buf + used, size - used, fmt, ap);
	va_end(ap);
	if (w >= 0 && (size_t)w >= size - used) {
		/* Cut: drop a character the end sliced through. */
		size_t end = size - 1, p = end;
		while (p > used && ((unsigned char)buf[p - 1] & 0xc0) == 0x80)
			p--;
		if (p > used) {
			unsigned char lead = (unsigned char)buf[p - 1];
			size_t need = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3
				    : lead >= 0xc0 ? 2 : 1;
			if (p - 1 + need > end)
				buf[p - 1] = '\0';
		}
	}
}

#define REASON(r, ...) put((r)->reason, sizeof (r)->reason, __VA_ARGS__)
#define VARIANT(r, ...) put((r)->variant, sizeof (r)->variant, __VA_ARGS__)

static int unknown(struct lr_pattern_result *r, unsigned needs)
{
	char words[128];
	r->state = LR_PATTERN_UNKNOWN;
	r->needs = needs;
	r->variant[0] = '\0';
	r->reason[0] = '\0';
	REASON(r, "not evaluated: needs %s",
	       lr_context_need_text(needs, words, sizeof words));
	return UNKNOWN;
}

static unsigned missing(const struct ev *e, unsigned needs)
{
	if (!e->x)
		return needs;
	return lr_context_missing(e->x, needs);
}

/* Where a heaven branch sits: "寅臨酉". */
static const char *place(const struct ev *e, int b, char *buf, size_t size)
{
	snprintf(buf, size, "%s臨%s", BN(b), BN(e->c->earth[b]));
	return buf;
}

/* ---- the nine methods (vol. 1) ---- */

static int method_pattern(const struct ev *e, struct lr_pattern_result *r,
			  enum lr_method m1, enum lr_method m2)
{
	const struct lr_chart *c = e->c;
	if (c->method != m1 && c->method != m2)
		return NO;
	if (c->method_detail && c->method_detail[0])
		VARIANT(r, "%s", c->method_detail);
	else if (m1 == LR_M_HAOSHI)
		VARIANT(r, "%s", lr_method_name(c->method));
	char p[32];
	REASON(r, "%s %s發用", lr_method_name(c->method),
	       place(e, e->t[0], p, sizeof p));
	int lesson = lr_chart_first_lesson(c);	/* the lesson the derivation used */
	if (lesson >= 0)
		REASON(r, "，第%d課%s", lesson + 1,
		       lr_relation_name(c->lessons[lesson].relation));
	if (c->method == LR_M_SHEHAI && c->settings.shehai == LR_SHEHAI_MENGZHONGJI)
		REASON(r, "（涉害依孟仲季）");
	else if (c->method == LR_M_SHEHAI && c->settings.shehai_home == LR_SHEHAI_HOME_NO)
		REASON(r, "（涉害本家不計）");
	REASON(r, "；三傳%s%s%s", BN(e->t[0]), BN(e->t[1]), BN(e->t[2]));
	return YES;
}

#define METHOD(fn, a, b) \
	static int fn(const struct ev *e, struct lr_pattern_result *r) \
	{ return method_pattern(e, r, a, b); }
METHOD(det_yuanshou, LR_M_YUANSHOU, LR_M_YUANSHOU)
METHOD(det_chongshen, LR_M_CHONGSHEN, LR_M_CHONGSHEN)
METHOD(det_zhiyi, LR_M_ZHIYI, LR_M_ZHIYI)
METHOD(det_shehai, LR_M_SHEHAI, LR_M_SHEHAI)
METHOD(det_yaoke, LR_M_HAOSHI, LR_M_DANSHE)
METHOD(det_maoxing, LR_M_MAOXING, LR_M_MAOXING)
METHOD(det_bieze, LR_M_BIEZE, LR_M_BIEZE)
METHOD(det_bazhuan, LR_M_BAZHUAN, LR_M_BAZHUAN)
METHOD(det_fuyin, LR_M_FUYIN, LR_M_FUYIN)
METHOD(det_fanyin, LR_M_FANYIN, LR_M_FANYIN)
#undef METHOD

/* ---- vol. 31 ---- */

/* 連茹: "亥子丑陽光在下 … 子亥戌重陰": three branches in a row. Names by
 * the first transmission, forward and backward. */
static const char *const lianru_forward[LR_BRANCHES] = {
	"含春", "將泰", "正和", "離漸", "升階", "迎陽",
	"麗明", "回春", "流金", "革故", "隱明", "陽光"
};
static const char *const lianru_backward[LR_BRANCHES] = {
	"重陰", "入墓", "游魂", "聯芳", "返照", "正己",
	"登庸", "漸希", "凌陰", "出獄", "返駕", "回陰"
};

const char *lr_lianru_name(int first, int step)
{
	if (first < 0 || first >= LR_BRANCHES || (step != 1 && step != -1))
		return NULL;
	return step > 0 ? lianru_forward[first] : lianru_backward[first];
}

static int det_lianru(const struct ev *e, struct lr_pattern_result *r)
{
	int dir;
	if (e->t[1] == lr_branch_add(e->t[0], 1)
	    && e->t[2] == lr_branch_add(e->t[0], 2))
		dir = 1;
	else if (e->t[1] == lr_branch_add(e->t[0], -1)
		 && e->t[2] == lr_branch_add(e->t[0], -2))
		dir = -1;
	else
		return NO;
	const char *name = dir > 0 ? lianru_forward[e->t[0]]
				   : lianru_backward[e->t[0]];
	VARIANT(r, "%s", name);
	if (dir < 0 && e->t[0] == LR_YOU)
		VARIANT(r, " 出丑 離群");
	if (dir < 0 && e->t[0] == LR_YIN)
		VARIANT(r, " 乘凶");
	REASON(r, "三傳%s%s%s%s相連，為%s", BN(e->t[0]), BN(e->t[1]),
	       BN(e->t[2]), dir > 0 ? "順" : "逆", name);
	return YES;
}

/* 六儀: "凡課的旬首之儀發用或入傳 … 子午、丑巳、寅儀辰，卯卯、巳丑、辰儀寅，
 * 午未、未申、申儀酉、酉戌、戌亥、亥子神，此為支儀也". */
static int branch_ceremony(int branch)
{
	return branch <= LR_SI ? lr_branch_add(LR_WU_B, -branch)
			       : lr_branch_add(branch, 1);
}

static int det_liuyi(const struct ev *e, struct lr_pattern_result *r)
{
	const struct lr_chart *c = e->c;
	int xun = lr_cycle_branch(e->xun_head);
	int zhi = branch_ceremony(e->branch);
	int xi = trans_index(e, xun), zi = trans_index(e, zhi);
	if (xi < 0 && zi < 0)
		return NO;
	char head[7];
	lr_cycle_name(e->xun_head, head);
	if (xi >= 0) {
		VARIANT(r, "旬儀");
		REASON(r, "旬儀 %s (%s旬) %s", BN(xun), head, trans_names[xi]);
	}
	if (zi >= 0) {
		VARIANT(r, "%s支儀", xi >= 0 ? " " : "");
		REASON(r, "%s支儀 %s (%s日)%s%s", xi >= 0 ? "；" : "", BN(zhi),
		       BN(e->branch), zi == xi ? "" : " ",
		       zi == xi ? "" : trans_names[zi]);
	}
	if (xi < 0)
		REASON(r, "；只有支儀無旬儀：正文仍作六儀論（神將凶則凶），"
			  "《訂訛》「若止有支儀，不名六儀」");
	/* "旬日儀神俱在傳，更乘天乙吉將，為富貴六儀"; 《訂訛》 "若旬首為用，
	 * 更作今日貴人，為富貴六儀". */
	if (xi >= 0 && c->general_on[xun] == LR_G_NOBLE && (xi == 0 || zi >= 0)) {
		VARIANT(r, " 富貴六儀");
		REASON(r, "；旬儀%s乘貴人%s，為富貴六儀", BN(xun),
		       xi == 0 ? "發用" : "，支儀同在傳");
	}
	/* "乙丑、己巳日夜占，乙酉、己丑日晝占，皆旬首作簾幕官": the noble of
	 * the other half of the day is the 旬首. */
	int screen = c->daytime ? e->night_noble : e->day_noble;
	if (xi >= 0 && screen == xun) {
		VARIANT(r, " 簾幕");
		REASON(r, "；%s占，旬首%s作簾幕貴人", c->daytime ? "晝" : "夜",
		       BN(xun));
	}
	/* "如魁罡加日辰年命，遇六儀為用，變凶為吉". */
	if (xi == 0 || zi == 0) {
		int seats[4] = { e->lodge, e->branch,
				 e->x ? e->x->birth_branch : -1,
				 e->x ? e->x->xingnian : -1 };
		static const char *const seat_name[4] = {
			"日干", "日支", "本命", "行年"
		};
		for (int k = 0; k < 4; k++) {
			if (seats[k] < 0)
				continue;
			int up = c->heaven[seats[k]];
			if (up == LR_CHEN || up == LR_XU) {
				REASON(r, "；%s加%s，遇六儀為用，變凶為吉",
				       up == LR_CHEN ? "天罡辰" : "天魁戌",
				       seat_name[k]);
				break;
			}
		}
	}
	/* "儀用克行年者凶". */
	int used = xi >= 0 ? xun : zhi;
	if (e->x && e->x->xingnian >= 0) {
		if (lr_overcomes(ph(used), ph(e->x->xingnian))) {
			VARIANT(r, " 儀克行年");
			REASON(r, "；儀%s克行年%s，凶", BN(used),
			       BN(e->x->xingnian));
		}
	} else {
		REASON(r, "；儀克行年 not evaluated: needs 行年");
	}
	return YES;
}

/* 時泰: "凡課用起太歲、月建，乘青龍、六合，又帶財德之神"; 《訂訛》
 * "太歲發用更佳，入傳亦可". */
static int det_shitai(const struct ev *e, struct lr_pattern_result *r)
{
	int cand[3], n = 0;
	for (int i = 0; i < 3; i++) {
		if (e->g[i] != LR_G_DRAGON && e->g[i] != LR_G_UNION)
			continue;
		if (lr_kin_of(e->stem, e->t[i]) != LR_WEALTH
		    && e->t[i] != day_virtue(e->stem))
			continue;
		cand[n++] = i;
	}
	if (!n)
		return NO;
	for (int k = 0; k < n; k++) {
		int i = cand[k], b = e->t[i];
		const char *what = b == e->year_branch ? "太歲"
				 : b == e->month_branch ? "月建" : NULL;
		if (!what)
			continue;
		VARIANT(r, "%s%s", what, i == 0 ? "發用" : "入傳");
		REASON(r, "%s%s%s，乘%s，為日%s", what, BN(b), trans_names[i],
		       lr_general_name(e->g[i]),
		       lr_kin_of(e->stem, b) == LR_WEALTH ? "財" : "德");
		if ((e->g[0] == LR_G_DRAGON && e->g[2] == LR_G_UNION)
		    || (e->g[0] == LR_G_UNION && e->g[2] == LR_G_DRAGON)) {
			VARIANT(r, " 龍合首尾");
			REASON(r, "；初傳%s末傳%s", lr_general_name(e->g[0]),
			       lr_general_name(e->g[2]));
		}
		return YES;
	}
	unsigned miss = missing(e, LR_NEED_YEAR | LR_NEED_MONTH);
	if (miss)
		return unknown(r, miss);
	return NO;
}

/* 天恩 (《訂訛》): "干支得用，乘貴人兼青龍、天后入傳 … 干支屬本季旺氣". */
static int det_tianen(const struct ev *e, struct lr_pattern_result *r)
{
	bool noble = false, dragon_queen = false;
	for (int i = 0; i < 3; i++) {
		noble |= e->g[i] == LR_G_NOBLE;
		dragon_queen |= e->g[i] == LR_G_DRAGON || e->g[i] == LR_G_QUEEN;
	}
	if (!noble || !dragon_queen)
		return NO;
	if (lr_stem_phase(e->stem) != ph(e->branch))
		return NO;
	if (e->vmonth < 0)
		return unknown(r, LR_NEED_SEASON);
	if (lr_vigour_of(e->vmonth, ph(e->branch)) != LR_PROSPER)
		return NO;
	REASON(r, "日干%s日支%s當令得旺；三傳見貴人及%s", SN(e->stem),
	       BN(e->branch), "青龍/天后");
	unsigned v = e->tmask & e->vmask;
	if (v) {
		VARIANT(r, "天恩未定");
		for (int b = 0; b < LR_BRANCHES; b++)
			if (v & BIT(b))
				REASON(r, "；%s空亡入傳，天恩未定", BN(b));
	}
	return YES;
}

/* 龍德: "凡太歲月將乘貴人發用 … 如太歲乘貴人發用，傳中見月將亦是". */
static int det_longde(const struct ev *e, struct lr_pattern_result *r)
{
	if (e->g[0] != LR_G_NOBLE)
		return NO;
	if (e->year_branch < 0)
		return unknown(r, LR_NEED_YEAR);
	if (e->t[0] != e->year_branch)
		return NO;
	int general = e->c->input.general;
	char p[32];
	REASON(r, "太歲%s乘貴人發用 (%s)", BN(e->t[0]),
	       place(e, e->t[0], p, sizeof p));
	if (general == e->t[0]) {
		VARIANT(r, "太歲月將並");
		REASON(r, "；太歲又為月將");
	} else if (e->tmask & BIT(general)) {
		VARIANT(r, "傳見月將");
		REASON(r, "；月將%s入傳", BN(general));
	} else {
		VARIANT(r, "太歲乘貴");
		REASON(r, "；傳不見月將 (《袖中金》「乙乘太歲發用」即是)");
	}
	return YES;
}

/* 官爵: "凡課得歲月年命驛馬發用，又天魁太常入傳"; 《訂訛》 "或印綬發用，
 * 驛馬入傳"; the horses of 太歲、月建、日辰、時、本命、行年. */
static int det_guanjue(const struct ev *e, struct lr_pattern_result *r)
{
	int seal = -1;	/* the branch that rides 太常 */
	for (int i = 0; i < 3; i++)
		if (e->g[i] == LR_G_ALWAYS)
			seal = e->t[i];
	if (!(e->tmask & BIT(LR_XU)) || seal < 0)
		return NO;
	static const char *const src_name[6] = {
		"太歲", "月建", "日", "時", "本命", "行年"
	};
	static const unsigned src_need[6] = {
		LR_NEED_YEAR, LR_NEED_MONTH, 0, 0, LR_NEED_BIRTH, LR_NEED_XINGNIAN
	};
	int src[6] = {
		e->year_branch, e->month_branch, e->branch, e->c->input.hour,
		e->x ? e->x->birth_branch : -1, e->x ? e->x->xingnian : -1
	};
	bool seal_first = e->t[0] == LR_XU || e->g[0] == LR_G_ALWAYS;
	unsigned horses = 0, miss = 0;
	char from[160] = "";
	for (int k = 0; k < 6; k++) {
		if (src[k] < 0) {
			miss |= src_need[k];
			continue;
		}
		int h = post_horse(src[k]);
		bool ok = seal_first ? (e->tmask & BIT(h)) != 0 : h == e->t[0];
		if (!ok)
			continue;
		horses |= BIT(h);
		put(from, sizeof from, "%s%s%s", from[0] ? "、" : "", src_name[k],
		    BN(src[k]));
	}
	if (!horses) {
		/* An unknown source could only give a 孟 horse. */
		unsigned meng = BIT(LR_YIN) | BIT(LR_SHEN) | BIT(LR_SI) | BIT(LR_HAI);
		bool possible = seal_first ? (e->tmask & meng) != 0
					   : (BIT(e->t[0]) & meng) != 0;
		if (miss && possible)
			return unknown(r, miss);
		return NO;
	}
	int horse = -1;
	for (int b = 0; b < LR_BRANCHES; b++)
		if (horses & BIT(b))
			horse = b;
	if (seal_first)
		REASON(r, "印綬發用 (%s%s)，驛馬%s入傳 (%s之馬)",
		       BN(e->t[0]), e->g[0] == LR_G_ALWAYS ? "乘太常" : "為天魁",
		       BN(horse), from);
	else
		REASON(r, "驛馬%s發用 (%s之馬)；天魁戌入傳，太常乘%s",
		       BN(horse), from, BN(seal));
	/* "若驛被破，魁常值空亡 … 則為官爵失印". */
	bool lost = false;
	int breaker = lr_clash(horse);
	bool in_lessons = false;
	for (int i = 0; i < 4; i++)
		in_lessons |= e->c->lessons[i].upper == breaker;
	if ((e->tmask & BIT(breaker)) || in_lessons) {
		lost = true;
		REASON(r, "；課傳見%s，驛馬被沖破", BN(breaker));
	}
	if (is_void(e, LR_XU) || is_void(e, seal)) {
		lost = true;
		REASON(r, "；%s空亡，印綬落空", is_void(e, LR_XU) ? "戌" : BN(seal));
	}
	VARIANT(r, "%s", lost ? "官爵失印" : "");
	if (miss)
		REASON(r, "；其餘年命之馬未知");
	return YES;
}

/* 貴人入獄: "若貴人臨辰戌為入獄，其勢消減 … 乙辛辰戌日及辰戌年命之人又不以
 * 坐獄論". Sets *WHY to the exemption, if any. Returns YES, NO or
 * UNKNOWN (年命 unknown). */
static int noble_in_prison(const struct ev *e, unsigned *needs)
{
	int stand = e->c->earth[e->c->noble];
	*needs = 0;
	if (stand != LR_CHEN && stand != LR_XU)
		return NO;
	if (e->stem == LR_YI || e->stem == LR_XIN || e->branch == LR_CHEN
	    || e->branch == LR_XU)
		return NO;
	int birth = e->x ? e->x->birth_branch : -1;
	int run = e->x ? e->x->xingnian : -1;
	if (birth == LR_CHEN || birth == LR_XU || run == LR_CHEN || run == LR_XU)
		return NO;
	*needs = missing(e, LR_NEED_BIRTH | LR_NEED_XINGNIAN);
	return *needs ? UNKNOWN : YES;
}

/* 富貴: "凡課得天乙乘旺相氣，上下相生，更臨日辰年命發用"; 《訂訛》
 * "天乙發用乘旺相，臨日辰行年，傳終有氣". */
static int det_fugui(const struct ev *e, struct lr_pattern_result *r)
{
	if (e->g[0] != LR_G_NOBLE)
		return NO;
	int t = e->t[0], stand = e->c->earth[t];
	const char *on = stand == e->lodge ? "日干" : stand == e->branch ? "日支"
						      : NULL;
	unsigned miss = 0;
	if (!on && e->x && stand == e->x->birth_branch)
		on = "本命";
	if (!on && e->x && stand == e->x->xingnian)
		on = "行年";
	if (!on) {
		miss = missing(e, LR_NEED_BIRTH | LR_NEED_XINGNIAN);
		if (!miss)
			return NO;
	}
	if (e->vmonth < 0)
		miss |= LR_NEED_SEASON;
	else if (!thriving(e, t))
		return NO;
	if (miss)
		return unknown(r, miss);
	bool mutual = lr_produces(ph(t), ph(stand)) || lr_produces(ph(stand), ph(t));
	REASON(r, "天乙乘%s發用，臨%s(%s)，%s氣", BN(t), on, BN(stand),
	       lr_vigour_name(vigour(e, t)));
	if (mutual) {
		REASON(r, "；上下相生");
		VARIANT(r, "正文");
	} else {
		REASON(r, "；上下不相生 (正文要相生，《訂訛》不論)");
		VARIANT(r, "訂訛");
	}
	REASON(r, "；末傳%s%s氣", BN(e->t[2]),
	       lr_vigour_name(vigour(e, e->t[2])));
	unsigned pn;
	if (noble_in_prison(e, &pn) == YES) {
		VARIANT(r, " 勢消");
		REASON(r, "；貴人臨%s入獄，為勢消", BN(e->c->earth[e->c->noble]));
	}
	return YES;
}

static int det_gui_prison(const struct ev *e, struct lr_pattern_result *r)
{
	unsigned needs;
	int res = noble_in_prison(e, &needs);
	if (res == UNKNOWN)
		return unknown(r, needs);
	if (res == NO)
		return NO;
	VARIANT(r, "勢消");
	REASON(r, "貴人%s臨%s (天牢)，非乙辛辰戌日，年命不在辰戌",
	       BN(e->c->noble), BN(e->c->earth[e->c->noble]));
	return YES;
}

/* 貴人蹉跌: "日貴在夜，夜貴在日 … 日貴在夜，開眼作暗。夜貴在日，自暗而明",
 * read as the noble in use standing on the other half's palaces (卯 … 申
 * the day's, 酉 … 寅 the night's). */
static int det_gui_stumble(const struct ev *e, struct lr_pattern_result *r)
{
	int stand = e->c->earth[e->c->noble];
	bool day_palace = stand >= LR_MAO && stand <= LR_SHEN;
	if (e->c->daytime == day_palace)
		return NO;
	VARIANT(r, "%s", e->c->daytime ? "開眼作暗" : "自暗而明");
	REASON(r, "%s占，%s貴%s臨%s (%s方)", e->c->daytime ? "晝" : "夜",
	       e->c->daytime ? "晝" : "夜", BN(e->c->noble), BN(stand),
	       day_palace ? "晝" : "夜");
	return YES;
}

/* "日貴臨夜貴，夜貴臨日貴，官訪官得見". */
static int det_gui_meet(const struct ev *e, struct lr_pattern_result *r)
{
	const int *earth = e->c->earth;
	if (e->day_noble == e->night_noble)
		return NO;
	if (earth[e->day_noble] == e->night_noble) {
		REASON(r, "晝貴%s臨夜貴%s", BN(e->day_noble), BN(e->night_noble));
		return YES;
	}
	if (earth[e->night_noble] == e->day_noble) {
		REASON(r, "夜貴%s臨晝貴%s", BN(e->night_noble), BN(e->day_noble));
		return YES;
	}
	return NO;
}

/* "凡傳見晝夜兩貴，主告貴求事必干兩處成就". */
static int det_gui_two(const struct ev *e, struct lr_pattern_result *r)
{
	if (e->day_noble == e->night_noble
	    || !(e->tmask & BIT(e->day_noble)) || !(e->tmask & BIT(e->night_noble)))
		return NO;
	REASON(r, "晝貴%s、夜貴%s俱在三傳", BN(e->day_noble), BN(e->night_noble));
	return YES;
}

/* "或四課三傳皆晝夜貴，為遍地貴人": both nobles among the lessons' upper
 * branches and both among the transmissions. */
static int det_gui_everywhere(const struct ev *e, struct lr_pattern_result *r)
{
	unsigned both = BIT(e->day_noble) | BIT(e->night_noble), in_lessons = 0;
	if (e->day_noble == e->night_noble)
		return NO;
	for (int i = 0; i < 4; i++)
		in_lessons |= BIT(e->c->lessons[i].upper) & both;
	if (in_lessons != both || (e->tmask & both) != both)
		return NO;
	REASON(r, "晝貴%s、夜貴%s四課三傳俱見", BN(e->day_noble),
	       BN(e->night_noble));
	return YES;
}

/* "貴在干前事不宜迫 … 貴在干後，宜催不催". */
static int det_gui_side(const struct ev *e, struct lr_pattern_result *r)
{
	int stand = e->c->earth[e->c->noble];
	int d = lr_branch_add(stand, -e->lodge);
	if (d == 0 || d == 6)
		return NO;
	VARIANT(r, "%s", d < 6 ? "貴在干前" : "貴在干後");
	REASON(r, "貴人%s臨%s，在日干%s(寄%s)之%s", BN(e->c->noble), BN(stand),
	       SN(e->stem), BN(e->lodge), d < 6 ? "前" : "後");
	return YES;
}

/* "兩貴逢空 … 換旬可成". The day's two nobles are never both void (no
 * stem's pair is adjacent), so the noble in use is taken. */
static int det_gui_void(const struct ev *e, struct lr_pattern_result *r)
{
	if (!is_void(e, e->c->noble))
		return NO;
	VARIANT(r, "%s貴空", e->c->daytime ? "晝" : "夜");
	REASON(r, "%s占貴人%s旬空 (晝貴%s、夜貴%s不能同空，取所用之貴)",
	       e->c->daytime ? "晝" : "夜", BN(e->c->noble), BN(e->day_noble),
	       BN(e->night_noble));
	return YES;
}

/* "兩貴坐受克方，不可告貴用事". */
static int det_gui_checked(const struct ev *e, struct lr_pattern_result *r)
{
	const int *earth = e->c->earth;
	int d = e->day_noble, n = e->night_noble;
	if (!lr_overcomes(ph(earth[d]), ph(d)) || !lr_overcomes(ph(earth[n]), ph(n)))
		return NO;
	REASON(r, "晝貴%s坐%s受克，夜貴%s坐%s受克", BN(d), BN(earth[d]), BN(n),
	       BN(earth[n]));
	return YES;
}

/* "朱雀所乘神克貴，求文書貴人忌憚". */
static int det_gui_bird(const struct ev *e, struct lr_pattern_result *r)
{
	int bird = -1;
	for (int b = 0; b < LR_BRANCHES; b++)
		if (e->c->general_on[b] == LR_G_BIRD)
			bird = b;
	if (bird < 0 || !lr_overcomes(ph(bird), ph(e->c->noble)))
		return NO;
	REASON(r, "朱雀乘%s克貴人所乘%s", BN(bird), BN(e->c->noble));
	return YES;
}

/* "六丁日貴作日鬼臨日，占官利，占病神祗所害，臨支家神致病". */
static int det_gui_ghost(const struct ev *e, struct lr_pattern_result *r)
{
	int n = e->c->noble, stand = e->c->earth[n];
	if (e->stem != LR_DING || lr_kin_of(e->stem, n) != LR_OFFICIAL)
		return NO;
	if (stand != e->lodge && stand != e->branch)
		return NO;
	VARIANT(r, "%s", stand == e->lodge ? "臨日" : "臨支");
	REASON(r, "丁日貴人%s為日鬼，臨%s(%s)", BN(n),
	       stand == e->lodge ? "日干" : "日支", BN(stand));
	return YES;
}

/* "貴作六害，占訟理直而遭曲斷". */
static int det_gui_harm(const struct ev *e, struct lr_pattern_result *r)
{
	int n = e->c->noble;
	if (lr_harm(e->branch) == n) {
		REASON(r, "貴人%s與日支%s相害", BN(n), BN(e->branch));
		return YES;
	}
	if (lr_harm(e->lodge) == n) {
		REASON(r, "貴人%s與日干寄宮%s相害", BN(n), BN(e->lodge));
		return YES;
	}
	return NO;
}

/* 軒蓋: "凡課值勝光為用，遇太沖、神后 … 勝光又作月內天馬，太沖又作月內
 * 天車，正七月內是也 … 餘月軒蓋又帶三交". */
static int det_xuangai(const struct ev *e, struct lr_pattern_result *r)
{
	if (e->t[0] != LR_WU_B || !(e->tmask & BIT(LR_MAO))
	    || !(e->tmask & BIT(LR_ZI)))
		return NO;
	REASON(r, "勝光午發用 (%s)，太沖卯、神后子入傳",
	       BN(e->c->earth[LR_WU_B]));
	if (e->month_branch < 0) {
		REASON(r, "；正七月車馬、三交之戒 not evaluated: needs 月建");
		return YES;
	}
	if (e->month_branch == LR_YIN || e->month_branch == LR_SHEN) {
		VARIANT(r, "車馬俱動");
		REASON(r, "；%s月午為天馬、卯為天車", BN(e->month_branch));
		return YES;
	}
	/* 三交 is defined outside these volumes; its common reading is a
	 * 仲 day with 三傳 all 仲 and 太陰 or 六合 in them. */
	bool yin_union = false;
	for (int i = 0; i < 3; i++)
		yin_union |= e->g[i] == LR_G_MOON || e->g[i] == LR_G_UNION;
	if (lr_rank_of(e->branch) == LR_ZHONG && yin_union) {
		VARIANT(r, "帶三交");
		REASON(r, "；餘月而%s日三傳皆仲、見太陰或六合，帶三交，防戰鬥",
		       BN(e->branch));
	}
	return YES;
}

/* ---- vol. 37 ---- */

/* 孤辰 寡宿 (《訂訛》): 旬中三法 — "發用值旬空，陽空為孤，陰空為寡" /
 * "發用地盤空為孤，天盤空為寡" / "發用空為孤，末傳空為寡"; 四時二法 —
 * "春以巳為孤，丑為寡等" (《袖中金》 "春巳午孤、子丑寡 …") / "春又以生我
 * 之水絕神在巳為孤，我克之土墓神在辰為寡". */
struct lonely {
	char ways[2][160];	/* 0 孤, 1 寡 */
	bool xun[2], season[2];
	bool season_known;
};

static void lonely_compute(const struct ev *e, struct lonely *L)
{
	memset(L, 0, sizeof *L);
	int t = e->t[0], stand = e->c->earth[t];
	if (is_void(e, t)) {
		int k = lr_branch_yang(t) ? 0 : 1;
		L->xun[k] = true;
		put(L->ways[k], sizeof L->ways[k], "旬中一：發用%s%s空", BN(t),
		    k ? "陰" : "陽");
	}
	if (is_void(e, stand)) {
		L->xun[0] = true;
		put(L->ways[0], sizeof L->ways[0], "%s旬中二：發用地盤%s空",
		    L->ways[0][0] ? "；" : "", BN(stand));
	}
	if (is_void(e, t)) {
		L->xun[1] = true;
		put(L->ways[1], sizeof L->ways[1], "%s旬中二：發用天盤%s空",
		    L->ways[1][0] ? "；" : "", BN(t));
		L->xun[0] = true;
		put(L->ways[0], sizeof L->ways[0], "%s旬中三：發用%s空",
		    L->ways[0][0] ? "；" : "", BN(t));
	}
	if (is_void(e, e->t[2])) {
		L->xun[1] = true;
		put(L->ways[1], sizeof L->ways[1], "%s旬中三：末傳%s空",
		    L->ways[1][0] ? "；" : "", BN(e->t[2]));
	}
	if (e->vmonth < 0)
		return;
	L->season_known = true;
	enum lr_season s = lr_season_of_month(e->vmonth);
	int start = lr_branch_add(LR_YIN, 3 * (int)s);
	static const enum lr_phase season_phase[4] = {
		LR_WOOD, LR_FIRE, LR_METAL, LR_WATER
	};
	enum lr_phase me = season_phase[s];
	if (t == lr_branch_add(start, 3) || t == lr_branch_add(start, 4)) {
		L->season[0] = true;
		put(L->ways[0], sizeof L->ways[0], "%s四時一：%s季%s為孤",
		    L->ways[0][0] ? "；" : "", lr_season_name(s), BN(t));
	}
	if (t == lr_branch_add(start, -2) || t == lr_branch_add(start, -1)) {
		L->season[1] = true;
		put(L->ways[1], sizeof L->ways[1], "%s四時一：%s季%s為寡",
		    L->ways[1][0] ? "；" : "", lr_season_name(s), BN(t));
	}
	enum lr_phase mother = me, wife = me;
	for (int p = 0; p < 5; p++) {
		if (lr_produces((enum lr_phase)p, me))
			mother = (enum lr_phase)p;
		if (lr_overcomes(me, (enum lr_phase)p))
			wife = (enum lr_phase)p;
	}
	if (t == cut_of(mother)) {
		L->season[0] = true;
		put(L->ways[0], sizeof L->ways[0], "%s四時二：生%s之%s絕在%s",
		    L->ways[0][0] ? "；" : "", lr_phase_name(me),
		    lr_phase_name(mother), BN(t));
	}
	if (t == tomb_of(wife)) {
		L->season[1] = true;
		put(L->ways[1], sizeof L->ways[1], "%s四時二：%s所克之%s墓在%s",
		    L->ways[1][0] ? "；" : "", lr_phase_name(me),
		    lr_phase_name(wife), BN(t));
	}
}

static int lonely_pattern(const struct ev *e, struct lr_pattern_result *r,
			  int k)
{
	struct lonely L;
	lonely_compute(e, &L);
	if (!L.xun[k] && !L.season[k])
		return L.season_known ? NO : unknown(r, LR_NEED_SEASON);
	REASON(r, "%s", L.ways[k]);
	if (L.xun[k] && L.season[k]) {
		VARIANT(r, "%s", k ? "空寡" : "空孤");
		REASON(r, "；旬孤寡並四時孤寡，為空孤空寡，更凶");
	} else {
		VARIANT(r, "%s", L.xun[k] ? "旬中" : "四時");
	}
	if (!L.season_known)
		REASON(r, "；四時孤寡 not evaluated: needs 季節");
	/* "或遇三奇六儀為救神，及遇太歲、月將、月建，為孤寡再醮". */
	int xun = lr_cycle_branch(e->xun_head);
	int zhi = branch_ceremony(e->branch);
	const char *rescue = (e->tmask & BIT(xun)) ? "旬儀"
			   : (e->tmask & BIT(zhi)) ? "支儀"
			   : e->year_branch >= 0 && (e->tmask & BIT(e->year_branch)) ? "太歲"
			   : e->month_branch >= 0 && (e->tmask & BIT(e->month_branch)) ? "月建"
			   : (e->tmask & BIT(e->c->input.general)) ? "月將" : NULL;
	if (rescue) {
		VARIANT(r, " 孤寡再醮");
		REASON(r, "；傳見%s為救，孤寡再醮", rescue);
	}
	/* "今日所坐位值孤寡為用，曰孤寡得位。如庚日用申是也". */
	if (e->t[0] == e->lodge) {
		VARIANT(r, " 孤寡得位");
		REASON(r, "；發用%s即日干寄宮，孤寡得位", BN(e->t[0]));
	}
	/* "純空反實，或遇歲月日時沖起為逢沖暗動". */
	if (is_void(e, e->t[0])) {
		int cl = lr_clash(e->t[0]);
		const char *by = cl == e->year_branch ? "歲" : cl == e->month_branch
			? "月" : cl == e->branch ? "日" : cl == e->c->input.hour ? "時"
			: NULL;
		if (by) {
			VARIANT(r, " 逢沖暗動");
			REASON(r, "；空亡%s逢%s%s沖起，逢沖暗動", BN(e->t[0]), by,
			       BN(cl));
		}
	}
	return YES;
}

static int det_guchen(const struct ev *e, struct lr_pattern_result *r)
{
	return lonely_pattern(e, r, 0);
}

static int det_guasu(const struct ev *e, struct lr_pattern_result *r)
{
	return lonely_pattern(e, r, 1);
}

/* "或中傳空為斷橋折腰，主事中止難就". */
static int det_duanqiao(const struct ev *e, struct lr_pattern_result *r)
{
	if (!is_void(e, e->t[1]) || is_void(e, e->t[2]))
		return NO;
	REASON(r, "中傳%s旬空，末傳%s不空", BN(e->t[1]), BN(e->t[2]));
	return YES;
}

/* "或中末俱空，為移遠就近，動中不動". */
static int det_yiyuan(const struct ev *e, struct lr_pattern_result *r)
{
	if (!is_void(e, e->t[1]) || !is_void(e, e->t[2]))
		return NO;
	REASON(r, "中傳%s、末傳%s俱旬空；取初傳%s斷", BN(e->t[1]), BN(e->t[2]),
	       BN(e->t[0]));
	return YES;
}

static void count_relations(const struct lr_chart *c, int *upper, int *lower)
{
	*upper = *lower = 0;
	for (int i = 0; i < 4; i++) {
		if (c->lessons[i].relation == LR_REL_UPPER)
			(*upper)++;
		else if (c->lessons[i].relation == LR_REL_LOWER)
			(*lower)++;
	}
}

static void lessons_text(const struct lr_chart *c, enum lr_relation rel,
			 struct lr_pattern_result *r)
{
	bool first = true;
	for (int i = 0; i < 4; i++) {
		const struct lr_lesson *l = &c->lessons[i];
		if (l->relation != rel)
			continue;
		REASON(r, "%s%s%s", first ? "" : " ", BN(l->upper),
		       i == 0 ? SN(l->lower_stem) : BN(l->lower));
		first = false;
	}
}

/* 度厄: "凡四課內三上克下，或三下賊上，為度厄課"; "三上克下曰幼度厄。三下
 * 賊上曰長度厄". */
static int det_due(const struct ev *e, struct lr_pattern_result *r)
{
	int up, low;
	count_relations(e->c, &up, &low);
	if (up != 3 && low != 3)
		return NO;
	enum lr_relation rel = up == 3 ? LR_REL_UPPER : LR_REL_LOWER;
	VARIANT(r, "%s", up == 3 ? "幼度厄" : "長度厄");
	REASON(r, "四課三%s：", up == 3 ? "上克下" : "下賊上");
	lessons_text(e->c, rel, r);
	return YES;
}

/* 無祿 絕嗣: "凡課四上俱克下，為無祿課 … 凡四下俱賊上，乃為絕嗣之格";
 * 《訂訛》 "絕嗣，四上克下 … 無祿，四下賊上". The rescue: "如發用是水神，
 * 末傳得金神為救" (a later transmission produces the first); "首尾俱相制"
 * (the last overcomes the first). */
static int four_pattern(const struct ev *e, struct lr_pattern_result *r,
			bool wulu)
{
	bool dinge = e->c->settings.wulu_naming == LR_WULU_DINGE;
	/* main text: 無祿 = 四上克下; 訂訛: 無祿 = 四下賊上. */
	enum lr_relation rel = (wulu != dinge) ? LR_REL_UPPER : LR_REL_LOWER;
	int up, low;
	count_relations(e->c, &up, &low);
	if ((rel == LR_REL_UPPER ? up : low) != 4)
		return NO;
	REASON(r, "四課俱%s：", rel == LR_REL_UPPER ? "上克下" : "下賊上");
	lessons_text(e->c, rel, r);
	REASON(r, "；名依%s", dinge ? "《訂訛》(與正文互換)" : "正文");
	int t0 = e->t[0];
	for (int i = 1; i < 3; i++) {
		if (lr_produces(ph(e->t[i]), ph(t0))) {
			VARIANT(r, "有救");
			REASON(r, "；%s%s生發用%s，有救", trans_names[i],
			       BN(e->t[i]), BN(t0));
			return YES;
		}
	}
	if (lr_overcomes(ph(e->t[2]), ph(t0))) {
		VARIANT(r, "首尾相制");
		REASON(r, "；末傳%s克發用%s，首尾相制", BN(e->t[2]), BN(t0));
	} else {
		VARIANT(r, "無救");
	}
	return YES;
}

static int det_wulu(const struct ev *e, struct lr_pattern_result *r)
{
	return four_pattern(e, r, true);
}

static int det_juesi(const struct ev *e, struct lr_pattern_result *r)
{
	return four_pattern(e, r, false);
}

/* 八迍 (vol. 38): "時令死氣發用，一也；用被地盤旺氣所勝，二也；俯仰見丘墓
 * 仇克，三也；乘凶將，四也；帶刑，五也；下賊上，六也；見墳墓哭泣神，七也；
 * 凶神臨日辰，八也". 五福 (vol. 37 《訂訛》): "初傳囚氣，末傳旺相，一也；
 * 子逢凶，母帶德解救之，二也；初傳凶將，末傳吉神，三也；初傳鬼，年命上神
 * 克之，四也；德臨日上，五也". The book sets no threshold ("八五是常文 …
 * 惡將都看有幾迍"): a majority is required here, five 迍 or three 福. */
enum { DUN_ITEMS = 8, FU_ITEMS = 5, DUN_NEEDED = 5, FU_NEEDED = 3 };

struct tally {
	int yes, unknown;
	unsigned needs;
	char list[600];
};

static void tally_item(struct tally *t, int state, unsigned needs,
		       const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static void tally_item(struct tally *t, int state, unsigned needs,
		       const char *fmt, ...)
{
	if (state == NO)
		return;
	if (state == UNKNOWN) {
		t->unknown++;
		t->needs |= needs;
		return;
	}
	t->yes++;
	char item[160];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(item, sizeof item, fmt, ap);
	va_end(ap);
	put(t->list, sizeof t->list, "%s%s", t->list[0] ? "；" : "", item);
}

static void tally_dun(const struct ev *e, struct tally *t)
{
	const struct lr_chart *c = e->c;
	int u = e->t[0], stand = c->earth[u];
	bool season = e->vmonth >= 0;
	memset(t, 0, sizeof *t);
	tally_item(t, !season ? UNKNOWN : vigour(e, u) == LR_DEAD ? YES : NO,
		   LR_NEED_SEASON, "一迍 死氣發用(%s)", BN(u));
	tally_item(t, !season ? UNKNOWN
		   : lr_vigour_of(e->vmonth, ph(stand)) == LR_PROSPER
		     && lr_overcomes(ph(stand), ph(u)) ? YES : NO,
		   LR_NEED_SEASON, "二迍 用被地盤旺氣%s所勝", BN(stand));
	tally_item(t, u == tomb_of(ph(stand)) ? YES : NO, 0,
		   "三迍 %s為%s之墓，仰見其丘%s", BN(u), BN(stand),
		   lr_overcomes(ph(stand), ph(u)) ? "，俯見其仇" : "");
	tally_item(t, evil_general(e->g[0]) ? YES : NO, 0, "四迍 發用乘%s",
		   lr_general_name(e->g[0]));
	int pun = -1;
	if (lr_punish(u) == e->lodge || lr_punish(e->lodge) == u)
		pun = e->lodge;
	else if (lr_punish(u) == e->branch || lr_punish(e->branch) == u)
		pun = e->branch;
	tally_item(t, pun >= 0 ? YES : NO, 0, "五迍 發用%s與%s相刑", BN(u),
		   pun >= 0 ? BN(pun) : "");
	int low = -1;
	for (int i = 0; i < 3 && low < 0; i++)
		if (lr_overcomes(ph(c->earth[e->t[i]]), ph(e->t[i])))
			low = i;
	tally_item(t, low >= 0 ? YES : NO, 0, "六迍 %s%s臨%s下賊上",
		   low >= 0 ? trans_names[low] : "", low >= 0 ? BN(e->t[low]) : "",
		   low >= 0 ? BN(c->earth[e->t[low]]) : "");
	/* "子為虛宿，與白虎同位" / "帶刑害子為墳墓星". */
	int zi = trans_index(e, LR_ZI);
	tally_item(t, zi >= 0 ? YES : NO, 0, "七迍 子(虛宿，墳墓哭泣)在%s%s",
		   zi >= 0 ? trans_names[zi] : "",
		   zi >= 0 && e->g[zi] == LR_G_TIGER ? "乘白虎" : "");
	int g_stem = c->general_on[c->lessons[0].upper];
	int g_branch = c->general_on[c->lessons[2].upper];
	bool hit_stem = evil_general(g_stem), hit_branch = evil_general(g_branch);
	char tmp[96] = "";
	if (hit_stem)
		put(tmp, sizeof tmp, "干上%s乘%s", BN(c->lessons[0].upper),
		    lr_general_name(g_stem));
	if (hit_branch)
		put(tmp, sizeof tmp, "%s支上%s乘%s", hit_stem ? "、" : "",
		    BN(c->lessons[2].upper), lr_general_name(g_branch));
	tally_item(t, hit_stem || hit_branch ? YES : NO, 0, "八迍 凶神臨日辰(%s)",
		   tmp);
}

static void tally_fu(const struct ev *e, struct tally *t)
{
	const struct lr_chart *c = e->c;
	int u = e->t[0], last = e->t[2];
	bool season = e->vmonth >= 0;
	memset(t, 0, sizeof *t);
	enum lr_vigour vu = season ? vigour(e, u) : LR_REST;
	tally_item(t, !season ? UNKNOWN
		   : (vu == LR_DEAD || vu == LR_CONFINED) && thriving(e, last)
		     ? YES : NO,
		   LR_NEED_SEASON, "一福 初%s%s，末%s%s", BN(u),
		   lr_vigour_name(vu), BN(last),
		   season ? lr_vigour_name(vigour(e, last)) : "");
	tally_item(t, lr_produces(ph(last), ph(u)) ? YES : NO, 0,
		   "二福 末%s生初%s，子投母", BN(last), BN(u));
	tally_item(t, evil_general(e->g[0]) && !evil_general(e->g[2]) ? YES : NO,
		   0, "三福 初乘%s，末乘%s", lr_general_name(e->g[0]),
		   lr_general_name(e->g[2]));
	/* "初傳鬼，年命上神克之". */
	int ghost = lr_kin_of(e->stem, u) == LR_OFFICIAL;
	int state = NO;
	int saver = -1;
	if (ghost) {
		int who[2] = { e->x ? e->x->birth_branch : -1,
			       e->x ? e->x->xingnian : -1 };
		bool unk = false;
		for (int k = 0; k < 2; k++) {
			if (who[k] < 0) {
				unk = true;
				continue;
			}
			int above = c->heaven[who[k]];
			if (lr_overcomes(ph(above), ph(u)))
				saver = above;
		}
		state = saver >= 0 ? YES : unk ? UNKNOWN : NO;
	}
	tally_item(t, state, missing(e, LR_NEED_BIRTH | LR_NEED_XINGNIAN),
		   "四福 初%s為鬼，年命上神%s克之", BN(u),
		   saver >= 0 ? BN(saver) : "");
	/* "日神吉，臨旺相" (正文) / "德臨日上" (《訂訛》). */
	int up = c->lessons[0].upper;
	bool virtue = up == day_virtue(e->stem);
	bool good = !evil_general(c->general_on[up]);
	int fu5 = virtue ? YES : !good ? NO : !season ? UNKNOWN
		: thriving(e, up) ? YES : NO;
	tally_item(t, fu5, LR_NEED_SEASON, "五福 干上%s%s", BN(up),
		   virtue ? "為日德" : "乘吉將而旺相");
}

static int tally_state(const struct tally *t, int needed)
{
	if (t->yes >= needed)
		return YES;
	return t->yes + t->unknown >= needed ? UNKNOWN : NO;
}

/* The result of a counted pattern: fires with NEEDED of ITEMS, named by
 * the count ("6迍", "4福"). */
static int tally_result(const struct tally *t, int needed, int items,
			const char *unit, struct lr_pattern_result *r)
{
	int s = tally_state(t, needed);
	if (s == UNKNOWN)
		return unknown(r, t->needs);
	if (s == NO)
		return NO;
	VARIANT(r, "%d%s", t->yes, unit);
	REASON(r, "%d/%d%s：%s", t->yes, items, unit, t->list);
	if (t->unknown)
		REASON(r, "；另%d項未判", t->unknown);
	return YES;
}

static int det_badun(const struct ev *e, struct lr_pattern_result *r)
{
	struct tally t;
	tally_dun(e, &t);
	return tally_result(&t, DUN_NEEDED, DUN_ITEMS, "迍", r);
}

static int det_wufu(const struct ev *e, struct lr_pattern_result *r)
{
	struct tally t;
	tally_fu(e, &t);
	return tally_result(&t, FU_NEEDED, FU_ITEMS, "福", r);
}

/* 迍福: "凡八迍課得五福為迍福課". */
static int det_dunfu(const struct ev *e, struct lr_pattern_result *r)
{
	struct tally d, f;
	tally_dun(e, &d);
	tally_fu(e, &f);
	int sd = tally_state(&d, DUN_NEEDED), sf = tally_state(&f, FU_NEEDED);
	if (sd == NO || sf == NO)
		return NO;
	if (sd == UNKNOWN || sf == UNKNOWN)
		return unknown(r, (sd == UNKNOWN ? d.needs : 0)
				  | (sf == UNKNOWN ? f.needs : 0));
	VARIANT(r, "%d迍%d福", d.yes, f.yes);
	REASON(r, "八迍得%d：%s。五福得%d：%s", d.yes, d.list, f.yes, f.list);
	if (d.unknown || f.unknown)
		REASON(r, "；另%d項未判", d.unknown + f.unknown);
	return YES;
}

/* ---- vol. 38 ---- */

/* 侵害: "凡課日辰六害相加，並行年為用 … 子未為勢家害。丑午、卯辰為少凌長
 * 害 … 寅巳、申亥，為競強爭進害 … 酉戌為鬼害". */
static const char *harm_kind(int b)
{
	switch (b) {
	case LR_ZI: case LR_WEI: return "勢家害";
	case LR_CHOU: case LR_WU_B: case LR_MAO: case LR_CHEN: return "少凌長害";
	case LR_YIN: case LR_SI: case LR_SHEN: case LR_HAI: return "競強爭進害";
	default: return "鬼害";
	}
}

static int det_qinhai(const struct ev *e, struct lr_pattern_result *r)
{
	const struct lr_chart *c = e->c;
	/* The pairs laid on the day (干上, 支上) and the first transmission
	 * on its palace; one of the pair must be the first transmission and
	 * the pair must touch the day's stem or branch. */
	int pairs[3][2] = {
		{ c->lessons[0].upper, e->lodge },
		{ c->lessons[2].upper, e->branch },
		{ e->t[0], c->earth[e->t[0]] },
	};
	static const char *const where[3] = { "干上", "支上", "發用" };
	for (int k = 0; k < 3; k++) {
		int up = pairs[k][0], low = pairs[k][1];
		if (lr_harm(up) != low || (e->t[0] != up && e->t[0] != low))
			continue;
		if (k == 2 && up != e->branch && up != e->lodge
		    && low != e->branch && low != e->lodge)
			continue;
		VARIANT(r, "%s", harm_kind(up));
		REASON(r, "%s%s加%s，%s%s相害；%s發用", where[k], BN(up), BN(low),
		       BN(up), BN(low), BN(e->t[0]));
		if (!e->x || e->x->xingnian < 0)
			REASON(r, "；並行年 not evaluated: needs 行年");
		else if (e->x->xingnian == e->t[0] || e->x->xingnian == c->earth[e->t[0]])
			REASON(r, "；用臨行年%s，更的", BN(e->x->xingnian));
		return YES;
	}
	return NO;
}

/* 刑傷: "凡課中三刑發用，並行年為刑傷課 … 寅巳申 … 為無恩刑 … 丑戌未 …
 * 為恃勢刑 … 子卯相刑者 … 為無禮刑 … 辰午酉亥自刑". */
static const char *punish_kind(int b)
{
	if (lr_self_punish(b))
		return "自刑";
	switch (b) {
	case LR_YIN: case LR_SI: case LR_SHEN: return "無恩刑";
	case LR_CHOU: case LR_XU: case LR_WEI: return "恃勢刑";
	default: return "無禮刑";
	}
}

static int det_xingshang(const struct ev *e, struct lr_pattern_result *r)
{
	int u = e->t[0], stand = e->c->earth[u];
	char why[96] = "";
	if (u == lr_punish(e->branch))
		snprintf(why, sizeof why, "%s為日支%s之刑", BN(u), BN(e->branch));
	else if (u == lr_punish(e->lodge))
		snprintf(why, sizeof why, "%s為日干寄宮%s之刑", BN(u), BN(e->lodge));
	else if (lr_punish(u) == e->branch && u != e->branch)
		snprintf(why, sizeof why, "%s刑日支%s", BN(u), BN(e->branch));
	else if (lr_punish(u) == stand)
		snprintf(why, sizeof why, "%s加%s上刑下", BN(u), BN(stand));
	else if (lr_punish(stand) == u)
		snprintf(why, sizeof why, "%s加%s下刑上", BN(u), BN(stand));
	else
		return NO;
	VARIANT(r, "%s", punish_kind(u));
	REASON(r, "%s發用 (臨%s%s)，%s", why, BN(stand),
	       stand == e->lodge ? "，日干上" : stand == e->branch ? "，日支上"
						     : "", punish_kind(u));
	if (!e->x || e->x->xingnian < 0)
		REASON(r, "；並行年 not evaluated: needs 行年");
	else if (e->x->xingnian == stand)
		REASON(r, "；臨行年%s更的", BN(stand));
	return YES;
}

/* 刑德: "刑者 … 德者，甲己德寅，乙庚德申，丙辛、戊癸德巳，丁壬德亥 … 德勝
 * 刑，易獲；刑勝德，難見。德刑不相剋，見閉口課中推 … 但取天盤上德刑下所
 * 加之地". The 刑 is the day branch's (the book's chart: 子日 "支刑在卯"). */
static int det_xingde(const struct ev *e, struct lr_pattern_result *r)
{
	int pun = lr_punish(e->branch), vir = day_virtue(e->stem);
	bool de_wins = lr_overcomes(ph(vir), ph(pun));
	bool xing_wins = lr_overcomes(ph(pun), ph(vir));
	if (!de_wins && !xing_wins)
		return NO;
	int ps = e->c->earth[pun], vs = e->c->earth[vir];
	VARIANT(r, "%s", de_wins ? "德勝刑" : "刑勝德");
	REASON(r, "支刑%s臨%s：卑賤往%s；日德%s臨%s：尊貴往%s；%s%s克%s%s，%s",
	       BN(pun), BN(ps), direction_name(ps), BN(vir), BN(vs),
	       direction_name(vs), de_wins ? "德" : "刑",
	       BN(de_wins ? vir : pun), de_wins ? "刑" : "德",
	       BN(de_wins ? pun : vir), de_wins ? "易獲" : "難見");
	return YES;
}

/* 二煩: "凡日宿臨四仲，斗罡繫丑未，為天煩格 … 凡月宿臨仲，斗罡繫丑未，為
 * 地煩格 … 日月宿俱臨仲，斗繫丑未，曰天地二煩 … 日月宿臨仲，斗不繫丑未，
 * 又名杜傳"; "月將為日宿"; "然日月宿不發用者不真". */
static int det_erfan(const struct ev *e, struct lr_pattern_result *r)
{
	const struct lr_chart *c = e->c;
	const struct lr_context *x = e->x;
	bool sun_given = x && x->sun_source != LR_LODGING_NONE;
	int sun = sun_given ? x->sun_palace : c->input.general;
	/* "日宿者 … 正月起亥，逆行十二辰" and "月將為日宿": the chart's
	 * general when it can belong to the month (the general changes at
	 * the month's 中氣, so it is the month's 六合 or the one before),
	 * else the month's own (the book's 壬子日午將卯時 read on 正月十四). */
	const char *sun_how_text = "月將";
	if (!sun_given && e->month_branch >= 0) {
		int own = lr_combine(e->month_branch);
		if (sun != own && sun != lr_branch_add(own, 1)) {
			sun = own;
			sun_how_text = "正月起亥";
		}
	}
	int moon = x ? x->moon_palace : -1;
	int gang = c->earth[LR_CHEN];
	bool tied = gang == LR_CHOU || gang == LR_WEI;
	bool sun_on = lr_rank_of(c->earth[sun]) == LR_ZHONG;
	bool moon_on = moon >= 0 && lr_rank_of(c->earth[moon]) == LR_ZHONG;
	bool used = (sun_on && e->t[0] == sun) || (moon_on && e->t[0] == moon);
	/* 杜傳 ("日月宿臨仲，斗不繫丑未") is taken only with the lodging as
	 * the first transmission ("然日月宿不發用者不真"), as in every 杜傳
	 * chart the book gives; 天煩 and 地煩 are not, as the book's own
	 * 二煩 charts show. */
	if (!tied && !used) {
		sun_on = false;
		moon_on = false;
	}
	if (!sun_on && !moon_on) {
		bool could = moon < 0 && (tied || e->t[0] != sun);
		return could ? unknown(r, LR_NEED_MOON) : NO;
	}
	if (tied) {
		if (sun_on && moon_on)
			VARIANT(r, "天煩 地煩 (天地二煩)");
		else
			VARIANT(r, "%s", sun_on ? "天煩" : "地煩");
	} else {
		VARIANT(r, "杜傳 (%s)", sun_on && moon_on ? "天地煩" : sun_on
			? "天煩" : "地煩");
	}
	static const char *const how[4] = { "", "實測", "日數", "所給" };
	if (sun_on)
		REASON(r, "日宿%s(%s)臨仲%s", BN(sun),
		       sun_given ? how[x->sun_source] : sun_how_text,
		       BN(c->earth[sun]));
	if (moon_on)
		REASON(r, "%s月宿%s(%s)臨仲%s", sun_on ? "；" : "", BN(moon),
		       how[x->moon_source], BN(c->earth[moon]));
	REASON(r, "；斗罡辰%s%s", tied ? "繫" : "臨", BN(gang));
	if (!tied)
		REASON(r, "，斗不繫丑未，為杜傳");
	if (moon < 0)
		REASON(r, "；地煩 not evaluated: needs 月宿");
	REASON(r, "；%s", used ? "宿發用，的" : "宿不發用 (「不發用者不真」)");
	if (x && x->xingnian >= 0 && x->sex != LR_SEX_UNKNOWN) {
		int mine = x->sex == LR_MALE ? sun : moon;
		bool on = x->sex == LR_MALE ? sun_on : moon_on;
		if (on && c->earth[mine] == x->xingnian)
			REASON(r, "；%s行年%s並%s宿，尤的",
			       x->sex == LR_MALE ? "男" : "女", BN(x->xingnian),
			       x->sex == LR_MALE ? "日" : "月");
	}
	return YES;
}

/* ---- the table of detectors ---- */

typedef int (*detector)(const struct ev *, struct lr_pattern_result *);

static const detector detectors[LR_PATTERN_COUNT] = {
	[LR_P_YUANSHOU] = det_yuanshou, [LR_P_CHONGSHEN] = det_chongshen,
	[LR_P_ZHIYI] = det_zhiyi, [LR_P_SHEHAI] = det_shehai,
	[LR_P_YAOKE] = det_yaoke, [LR_P_MAOXING] = det_maoxing,
	[LR_P_BIEZE] = det_bieze, [LR_P_BAZHUAN] = det_bazhuan,
	[LR_P_FUYIN] = det_fuyin, [LR_P_FANYIN] = det_fanyin,
	[LR_P_LIANRU] = det_lianru, [LR_P_LIUYI] = det_liuyi,
	[LR_P_SHITAI] = det_shitai, [LR_P_TIANEN] = det_tianen,
	[LR_P_LONGDE] = det_longde, [LR_P_GUANJUE] = det_guanjue,
	[LR_P_FUGUI] = det_fugui, [LR_P_GUI_PRISON] = det_gui_prison,
	[LR_P_GUI_STUMBLE] = det_gui_stumble, [LR_P_GUI_MEET] = det_gui_meet,
	[LR_P_GUI_TWO] = det_gui_two, [LR_P_GUI_EVERYWHERE] = det_gui_everywhere,
	[LR_P_GUI_SIDE] = det_gui_side, [LR_P_GUI_VOID] = det_gui_void,
	[LR_P_GUI_CHECKED] = det_gui_checked, [LR_P_GUI_BIRD] = det_gui_bird,
	[LR_P_GUI_GHOST] = det_gui_ghost, [LR_P_GUI_HARM] = det_gui_harm,
	[LR_P_XUANGAI] = det_xuangai, [LR_P_GUCHEN] = det_guchen,
	[LR_P_GUASU] = det_guasu, [LR_P_DUANQIAO] = det_duanqiao,
	[LR_P_YIYUAN] = det_yiyuan, [LR_P_DUE] = det_due,
	[LR_P_WULU] = det_wulu, [LR_P_JUESI] = det_juesi,
	[LR_P_BADUN] = det_badun, [LR_P_WUFU] = det_wufu,
	[LR_P_DUNFU] = det_dunfu, [LR_P_QINHAI] = det_qinhai,
	[LR_P_XINGSHANG] = det_xingshang, [LR_P_XINGDE] = det_xingde,
	[LR_P_ERFAN] = det_erfan,
};

static int run(const struct ev *e, enum lr_pattern_id id,
	       struct lr_pattern_result *r)
{
	r->id = id;
	r->name = pattern_table[id].name;
	r->source = pattern_table[id].source;
	r->state = LR_PATTERN_FIRED;
	r->needs = 0;
	r->variant[0] = '\0';
	r->reason[0] = '\0';
	return detectors[id](e, r) != NO;
}

int lr_patterns_evaluate(const struct lr_chart *chart,
			 const struct lr_context *ctx,
			 struct lr_pattern_result *out, int max)
{
	struct ev e;
	struct lr_pattern_result scratch;
	int n = 0;
	ev_init(&e, chart, ctx);
	for (int id = 0; id < LR_PATTERN_COUNT; id++) {
		struct lr_pattern_result *r = n < max ? &out[n] : &scratch;
		if (run(&e, (enum lr_pattern_id)id, r))
			n++;
	}
	return n;
}

int lr_pattern_evaluate_one(enum lr_pattern_id id,
			    const struct lr_chart *chart,
			    const struct lr_context *ctx,
			    struct lr_pattern_result *out)
{
	if ((int)id < 0 || id >= LR_PATTERN_COUNT)
		return 0;
	struct ev e;
	ev_init(&e, chart, ctx);
	return run(&e, id, out);
}
