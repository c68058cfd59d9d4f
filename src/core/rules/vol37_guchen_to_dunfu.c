/* liuren - vol37_guchen_to_dunfu.c: the 課體 of vol. 37 (孤辰 寡宿 and their
 * forms, 度厄, 無祿, 絕嗣, 迍福) and the 八迍 tally of vol. 38.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/patterns_internal.h"

/* ---- vol. 37 ---- */

/* 孤辰 寡宿 (《訂訛》): 旬中三法 — "發用值旬空，陽空為孤，陰空為寡" /
 * "發用地盤空為孤，天盤空為寡" / "發用空為孤，末傳空為寡"; 四時二法 —
 * "春以巳為孤，丑為寡等" (《袖中金》 "春巳午孤、子丑寡 …") / "春又以生我
 * 之水絕神在巳為孤，我克之土墓神在辰為寡". */
struct lonely {
	char ways[2][160];	/* 0 孤, 1 寡 */
	bool xun[2], season[2];
	bool season_known;
	bool fate_unknown;	/* 本命 or 行年 not given */
	int held;		/* a void branch excused as 日辰年命, or -1 */
};

static void lonely_compute(const struct ev *e, struct lonely *L)
{
	memset(L, 0, sizeof *L);
	int t = e->t[0], stand = e->c->earth[t];
	/* "日辰年命不論空": the 寄宮, 日支, 本命 and 行年 are never void. */
	int birth = e->x ? e->x->birth_branch : -1;
	int run = e->x ? e->x->xingnian : -1;
	bool fate_unknown = !e->x || birth < 0 || run < 0;
	int held[2] = { -1, -1 };	/* a void excused, for the reason */
#define COUNTS_VOID(b) (is_void(e, (b)) && (b) != e->lodge \
			&& (b) != e->branch && (b) != birth && (b) != run)
	/* The branches the chosen way reads: 發用, and its 地盤 or 末傳. */
	int way = e->c->settings.guxu_xun;
	int read[2] = { t, way == LR_GUXU_PLATE ? stand
			 : way == LR_GUXU_TRANSMISSION ? e->t[2] : t };
	for (int k = 0; k < 2; k++)
		if (is_void(e, read[k]) && !COUNTS_VOID(read[k]))
			held[k] = read[k];
	switch (way) {
	case LR_GUXU_YINYANG:
		if (COUNTS_VOID(t)) {
			int k = lr_branch_yang(t) ? 0 : 1;
			L->xun[k] = true;
			put(L->ways[k], sizeof L->ways[k],
			    k ? _("旬中一法 (陰空為寡)：發用%s旬空")
			      : _("旬中一法 (陽空為孤)：發用%s旬空"), BN(t));
		}
		break;
	case LR_GUXU_PLATE:
		if (COUNTS_VOID(stand)) {
			L->xun[0] = true;
			put(L->ways[0], sizeof L->ways[0],
			    _("旬中二法 (地盤空為孤)：發用所臨地盤%s旬空"),
			    BN(stand));
		}
		if (COUNTS_VOID(t)) {
			L->xun[1] = true;
			put(L->ways[1], sizeof L->ways[1],
			    _("旬中二法 (天盤空為寡)：發用天盤%s旬空"), BN(t));
		}
		break;
	default:
		if (COUNTS_VOID(t)) {
			L->xun[0] = true;
			put(L->ways[0], sizeof L->ways[0],
			    _("旬中三法 (發用空為孤)：發用%s旬空"), BN(t));
		}
		if (COUNTS_VOID(e->t[2])) {
			L->xun[1] = true;
			put(L->ways[1], sizeof L->ways[1],
			    _("旬中三法 (末傳空為寡)：末傳%s旬空"), BN(e->t[2]));
		}
		break;
	}
#undef COUNTS_VOID
	L->held = held[0] >= 0 ? held[0] : held[1];
	L->fate_unknown = fate_unknown;
	if (e->vmonth < 0)
		return;
	L->season_known = true;
	enum lr_season s = lr_season_of_month(e->vmonth);
	int start = lr_branch_add(LR_YIN, 3 * (int)s);
	static const enum lr_phase season_phase[4] = {
		LR_WOOD, LR_FIRE, LR_METAL, LR_WATER
	};
	enum lr_phase me = season_phase[s];
	/* TRANSLATORS: the season in "四時一法：春季巳為孤" */
	static const char *const season_word[4] = {
		N_("春季"), N_("夏季"), N_("秋季"), N_("冬季")
	};
	if (t == lr_branch_add(start, 3) || t == lr_branch_add(start, 4)) {
		L->season[0] = true;
		put(L->ways[0], sizeof L->ways[0],
		    L->ways[0][0] ? _("；四時一法：%s%s為孤")
				  : _("四時一法：%s%s為孤"),
		    _(season_word[s]), BN(t));
	}
	if (t == lr_branch_add(start, -2) || t == lr_branch_add(start, -1)) {
		L->season[1] = true;
		put(L->ways[1], sizeof L->ways[1],
		    L->ways[1][0] ? _("；四時一法：%s%s為寡")
				  : _("四時一法：%s%s為寡"),
		    _(season_word[s]), BN(t));
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
		put(L->ways[0], sizeof L->ways[0],
		    L->ways[0][0] ? _("；四時二法：生%s之%s絕在%s")
				  : _("四時二法：生%s之%s絕在%s"),
		    lr_phase_name(me), lr_phase_name(mother), BN(t));
	}
	if (t == tomb_of(wife)) {
		L->season[1] = true;
		put(L->ways[1], sizeof L->ways[1],
		    L->ways[1][0] ? _("；四時二法：%s所克之%s墓在%s")
				  : _("四時二法：%s所克之%s墓在%s"),
		    lr_phase_name(me), lr_phase_name(wife), BN(t));
	}
}

static int lonely_pattern(const struct ev *e, struct lr_rule_result *r,
			  int k)
{
	struct lonely L;
	lonely_compute(e, &L);
	if (!L.xun[k] && !L.season[k])
		return L.season_known ? NO : rule_unknown(r, LR_NEED_SEASON, NULL);
	/* 「日辰年命不論空」: a void the 年命 may excuse decides nothing
	 * while they are not known */
	if (!L.season[k] && L.fate_unknown)
		return rule_unknown(r, missing(e, LR_NEED_BIRTH | LR_NEED_XINGNIAN)
				    | (L.season_known ? 0 : LR_NEED_SEASON), NULL);
	rule_reason(r, "%s", L.ways[k]);
	if (L.xun[k] && L.season[k]) {
		rule_variant(r, "%s", k ? "空寡" : "空孤");
		rule_reason(r, "%s", _("；旬孤寡並四時孤寡，為空孤空寡，更凶"));
	} else {
		rule_variant(r, "%s", L.xun[k] ? "旬中" : "四時");
	}
	if (!L.season_known)
		rule_reason(r, "%s", _("；四時孤寡：未論（需季節）"));
	if (L.xun[k] && L.fate_unknown)
		rule_reason(r, "%s", _("；年命未知 (日辰年命不論空)"));
	if (L.held >= 0)
		rule_reason(r, _("；%s雖空，為日辰年命，不論空"), BN(L.held));
	/* "或遇三奇六儀為救神，及遇太歲、月將、月建，為孤寡再醮": the 三奇 is
	 * the 旬奇 (三奇課 "此為旬三奇"; 《訂訛》 "若止有干奇不名三奇"). */
	int xun = lr_cycle_branch(e->xun_head);
	int zhi = branch_ceremony(e->branch);
	const char *rescue = (e->tmask & BIT(xun_wonder(e->xun_head))) ? "旬奇"
			   : (e->tmask & BIT(xun)) ? "旬儀"
			   : (e->tmask & BIT(zhi)) ? "支儀"
			   : e->year >= 0 && (e->tmask & BIT(e->year)) ? "太歲"
			   : e->month >= 0 && (e->tmask & BIT(e->month)) ? "月建"
			   : (e->tmask & BIT(e->c->input.general)) ? "月將" : NULL;
	if (rescue) {
		rule_variant(r, " 孤寡再醮");
		rule_reason(r, _("；傳見%s為救，孤寡再醮"), rescue);
	}
	/* "今日所坐位值孤寡為用，曰孤寡得位。如庚日用申是也". */
	if (e->t[0] == e->lodge) {
		rule_variant(r, " 孤寡得位");
		rule_reason(r, _("；發用%s即日干寄宮，孤寡得位"), BN(e->t[0]));
	}
	/* "純空反實，或遇歲月日時沖起為逢沖暗動". */
	if (is_void(e, e->t[0])) {
		int cl = lr_clash(e->t[0]);
		const char *by = cl == e->year ? _("；空亡%s逢歲%s沖起，逢沖暗動")
			: cl == e->month ? _("；空亡%s逢月%s沖起，逢沖暗動")
			: cl == e->branch ? _("；空亡%s逢日%s沖起，逢沖暗動")
			: cl == e->c->input.hour
			? _("；空亡%s逢時%s沖起，逢沖暗動") : NULL;
		if (by) {
			rule_variant(r, " 逢沖暗動");
			rule_reason(r, by, BN(e->t[0]), BN(cl));
		}
	}
	return YES;
}

int det_guchen(const struct ev *e, struct lr_rule_result *r)
{
	return lonely_pattern(e, r, 0);
}

int det_guasu(const struct ev *e, struct lr_rule_result *r)
{
	return lonely_pattern(e, r, 1);
}

/* "或中傳空為斷橋折腰，主事中止難就". */
int det_duanqiao(const struct ev *e, struct lr_rule_result *r)
{
	if (!is_void(e, e->t[1]) || is_void(e, e->t[2]))
		return NO;
	rule_reason(r, _("中傳%s旬空，末傳%s不空"), BN(e->t[1]), BN(e->t[2]));
	return YES;
}

/* "或中末俱空，為移遠就近，動中不動". */
int det_yiyuan(const struct ev *e, struct lr_rule_result *r)
{
	if (!is_void(e, e->t[1]) || !is_void(e, e->t[2]))
		return NO;
	rule_reason(r, _("中傳%s、末傳%s俱旬空；取初傳%s斷"), BN(e->t[1]), BN(e->t[2]),
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
			 struct lr_rule_result *r)
{
	bool first = true;
	for (int i = 0; i < 4; i++) {
		const struct lr_lesson *l = &c->lessons[i];
		if (l->relation != rel)
			continue;
		rule_reason(r, "%s%s%s", first ? "" : " ", BN(l->upper),
		       i == 0 ? SN(l->lower_stem) : BN(l->lower));
		first = false;
	}
}

/* 度厄: "凡四課內三上克下，或三下賊上，為度厄課"; "三上克下曰幼度厄。三下
 * 賊上曰長度厄". */
int det_due(const struct ev *e, struct lr_rule_result *r)
{
	int up, low;
	count_relations(e->c, &up, &low);
	if (up != 3 && low != 3)
		return NO;
	enum lr_relation rel = up == 3 ? LR_REL_UPPER : LR_REL_LOWER;
	rule_variant(r, "%s", up == 3 ? "幼度厄" : "長度厄");
	rule_reason(r, _("四課三%s："), up == 3 ? "上克下" : "下賊上");
	lessons_text(e->c, rel, r);
	return YES;
}

/* 無祿 絕嗣: "凡課四上俱克下，為無祿課 … 凡四下俱賊上，乃為絕嗣之格";
 * 《訂訛》 "絕嗣，四上克下 … 無祿，四下賊上". The rescue: "如發用是水神，
 * 末傳得金神為救" (a later transmission produces the first); "首尾俱相制"
 * (the last overcomes the first). */
static int four_pattern(const struct ev *e, struct lr_rule_result *r,
			bool wulu)
{
	bool dinge = e->c->settings.wulu_naming == LR_WULU_DINGE;
	/* main text: 無祿 = 四上克下; 訂訛: 無祿 = 四下賊上. */
	enum lr_relation rel = (wulu != dinge) ? LR_REL_UPPER : LR_REL_LOWER;
	int up, low;
	count_relations(e->c, &up, &low);
	if ((rel == LR_REL_UPPER ? up : low) != 4)
		return NO;
	rule_reason(r, _("四課俱%s："), rel == LR_REL_UPPER ? "上克下" : "下賊上");
	lessons_text(e->c, rel, r);
	rule_reason(r, "%s", dinge ? _("；名依《訂訛》(與正文互換)") : _("；名依正文"));
	int t0 = e->t[0];
	for (int i = 1; i < 3; i++) {
		if (lr_produces(ph(e->t[i]), ph(t0))) {
			rule_variant(r, "有救");
			rule_reason(r, _("；%s%s生發用%s，有救"), trans_names[i],
			       BN(e->t[i]), BN(t0));
			return YES;
		}
	}
	if (lr_overcomes(ph(e->t[2]), ph(t0))) {
		rule_variant(r, "首尾相制");
		rule_reason(r, _("；末傳%s克發用%s，首尾相制"), BN(e->t[2]), BN(t0));
	} else {
		rule_variant(r, "無救");
	}
	return YES;
}

int det_wulu(const struct ev *e, struct lr_rule_result *r)
{
	return four_pattern(e, r, true);
}

int det_juesi(const struct ev *e, struct lr_rule_result *r)
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
	if (!rule_words_on())	/* verdicts only: the count is all */
		return;
	char item[160] = "";
	va_list ap;
	va_start(ap, fmt);
	ev_vput(item, sizeof item, _(fmt), ap);	/* FMT is given as N_() */
	va_end(ap);
	/* TRANSLATORS: the separator between the items of a list */
	put(t->list, sizeof t->list, "%s%s", t->list[0] ? _("；") : "", item);
}

static void tally_dun(const struct ev *e, struct tally *t)
{
	const struct lr_chart *c = e->c;
	int u = e->t[0], stand = c->earth[u];
	bool season = e->vmonth >= 0;
	memset(t, 0, sizeof *t);
	tally_item(t, !season ? UNKNOWN : vigour(e, u) == LR_DEAD ? YES : NO,
		   LR_NEED_SEASON, N_("一迍 死氣發用(%s)"), BN(u));
	tally_item(t, !season ? UNKNOWN
		   : lr_vigour_of(e->vmonth, ph(stand)) == LR_PROSPER
		     && lr_overcomes(ph(stand), ph(u)) ? YES : NO,
		   LR_NEED_SEASON, N_("二迍 用被地盤旺氣%s所勝"), BN(stand));
	tally_item(t, u == tomb_of(ph(stand)) ? YES : NO, 0,
		   lr_overcomes(ph(stand), ph(u))
		   ? N_("三迍 %s為%s之墓，仰見其丘，俯見其仇")
		   : N_("三迍 %s為%s之墓，仰見其丘"), BN(u), BN(stand));
	tally_item(t, evil_general(e->g[0]) ? YES : NO, 0, N_("四迍 發用乘%s"),
		   lr_general_name(e->g[0]));
	int pun = -1;
	if (lr_punish(u) == e->lodge || lr_punish(e->lodge) == u)
		pun = e->lodge;
	else if (lr_punish(u) == e->branch || lr_punish(e->branch) == u)
		pun = e->branch;
	tally_item(t, pun >= 0 ? YES : NO, 0, N_("五迍 發用%s與%s相刑"), BN(u),
		   pun >= 0 ? BN(pun) : "");
	int low = -1;
	for (int i = 0; i < 3 && low < 0; i++)
		if (lr_overcomes(ph(c->earth[e->t[i]]), ph(e->t[i])))
			low = i;
	tally_item(t, low >= 0 ? YES : NO, 0, N_("六迍 %s%s臨%s下賊上"),
		   low >= 0 ? trans_names[low] : "", low >= 0 ? BN(e->t[low]) : "",
		   low >= 0 ? BN(c->earth[e->t[low]]) : "");
	/* "子為虛宿，與白虎同位" / "帶刑害子為墳墓星". */
	int zi = trans_index(e, LR_ZI);
	tally_item(t, zi >= 0 ? YES : NO, 0,
		   zi >= 0 && e->g[zi] == LR_G_TIGER
		   ? N_("七迍 子(虛宿，墳墓哭泣)在%s乘白虎")
		   : N_("七迍 子(虛宿，墳墓哭泣)在%s"),
		   zi >= 0 ? trans_names[zi] : "");
	int g_stem = c->general_on[c->lessons[0].upper];
	int g_branch = c->general_on[c->lessons[2].upper];
	bool hit_stem = evil_general(g_stem), hit_branch = evil_general(g_branch);
	const char *up = BN(c->lessons[0].upper), *bp = BN(c->lessons[2].upper);
	const char *gs = lr_general_name(g_stem), *gb = lr_general_name(g_branch);
	if (hit_stem && hit_branch)
		tally_item(t, YES, 0, N_("八迍 凶神臨日辰(干上%s乘%s、支上%s乘%s)"),
			   up, gs, bp, gb);
	else if (hit_stem)
		tally_item(t, YES, 0, N_("八迍 凶神臨日辰(干上%s乘%s)"), up, gs);
	else if (hit_branch)
		tally_item(t, YES, 0, N_("八迍 凶神臨日辰(支上%s乘%s)"), bp, gb);
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
		   LR_NEED_SEASON, N_("一福 初%s%s，末%s%s"), BN(u),
		   lr_vigour_name(vu), BN(last),
		   season ? lr_vigour_name(vigour(e, last)) : "");
	tally_item(t, lr_produces(ph(last), ph(u)) ? YES : NO, 0,
		   N_("二福 末%s生初%s，子投母"), BN(last), BN(u));
	tally_item(t, evil_general(e->g[0]) && !evil_general(e->g[2]) ? YES : NO,
		   0, N_("三福 初乘%s，末乘%s"), lr_general_name(e->g[0]),
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
		   N_("四福 初%s為鬼，年命上神%s克之"), BN(u),
		   saver >= 0 ? BN(saver) : "");
	/* "日神吉，臨旺相" (正文) / "德臨日上" (《訂訛》). */
	int up = c->lessons[0].upper;
	bool virtue = up == day_virtue(e->stem);
	bool good = !evil_general(c->general_on[up]);
	int fu5 = virtue ? YES : !good ? NO : !season ? UNKNOWN
		: thriving(e, up) ? YES : NO;
	tally_item(t, fu5, LR_NEED_SEASON,
		   virtue ? N_("五福 干上%s為日德") : N_("五福 干上%s乘吉將而旺相"),
		   BN(up));
}

static int tally_state(const struct tally *t, int needed)
{
	if (t->yes >= needed)
		return YES;
	return t->yes + t->unknown >= needed ? UNKNOWN : NO;
}

/* The result of a counted pattern: fires with NEEDED of ITEMS, named by
 * the count of the items ("6/8", "4/5"), which reads alike in every
 * language. */
static int tally_result(const struct tally *t, int needed, int items,
			const char *unit, struct lr_rule_result *r)
{
	int s = tally_state(t, needed);
	if (s == UNKNOWN)
		return rule_unknown(r, t->needs, NULL);
	if (s == NO)
		return NO;
	rule_variant(r, "%d/%d", t->yes, items);
	rule_reason(r, strcmp(unit, "迍") ? _("%d/%d福：%s") : _("%d/%d迍：%s"),
	       t->yes, items, t->list);
	if (t->unknown)
		rule_reason(r, _("；另%d項未判"), t->unknown);
	return YES;
}

int det_badun(const struct ev *e, struct lr_rule_result *r)
{
	struct tally t;
	tally_dun(e, &t);
	return tally_result(&t, DUN_NEEDED, DUN_ITEMS, "迍", r);
}

int det_wufu(const struct ev *e, struct lr_rule_result *r)
{
	struct tally t;
	tally_fu(e, &t);
	return tally_result(&t, FU_NEEDED, FU_ITEMS, "福", r);
}

/* 迍福: "凡八迍課得五福為迍福課". */
int det_dunfu(const struct ev *e, struct lr_rule_result *r)
{
	struct tally d, f;
	tally_dun(e, &d);
	tally_fu(e, &f);
	int sd = tally_state(&d, DUN_NEEDED), sf = tally_state(&f, FU_NEEDED);
	if (sd == NO || sf == NO)
		return NO;
	if (sd == UNKNOWN || sf == UNKNOWN)
		return rule_unknown(r, (sd == UNKNOWN ? d.needs : 0)
				  | (sf == UNKNOWN ? f.needs : 0), NULL);
	rule_variant(r, "八迍 %d/%d 五福 %d/%d", d.yes, DUN_ITEMS, f.yes, FU_ITEMS);
	rule_reason(r, _("八迍得%d：%s。五福得%d：%s"), d.yes, d.list, f.yes, f.list);
	if (d.unknown || f.unknown)
		rule_reason(r, _("；另%d項未判"), d.unknown + f.unknown);
	return YES;
}
