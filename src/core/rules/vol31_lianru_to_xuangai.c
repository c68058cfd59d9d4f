/* liuren - vol31_lianru_to_xuangai.c: the 課體 of vol. 31 (連茹, 六儀, 時泰, 天恩,
 * 龍德, 官爵, 富貴 and the noble's rules, 軒蓋).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/patterns_internal.h"

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

int det_lianru(const struct ev *e, struct lr_rule_result *r)
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
	rule_variant(r, "%s", name);
	if (dir < 0 && e->t[0] == LR_YOU)
		rule_variant(r, " 出丑 離群");
	if (dir < 0 && e->t[0] == LR_YIN)
		rule_variant(r, " 乘凶");
	rule_reason(r, dir > 0 ? _("三傳%s%s%s順相連，為%s")
			  : _("三傳%s%s%s逆相連，為%s"), BN(e->t[0]),
	       BN(e->t[1]), BN(e->t[2]), name);
	return YES;
}


/* 六儀: the 旬儀 and the 支儀 (branch_ceremony) in the transmissions. */
/* Common (over 15% of all charts) by the text itself:
 * 「凡課的旬首之儀發用或入傳」: the 旬儀 anywhere in the three transmissions. */
int det_liuyi(const struct ev *e, struct lr_rule_result *r)
{
	const struct lr_chart *c = e->c;
	int xun = lr_cycle_branch(e->xun_head);
	int zhi = branch_ceremony(e->branch);
	int xi = trans_index(e, xun), zi = trans_index(e, zhi);
	if (xi < 0 && zi < 0)
		return NO;
	/* Setting liuyi-zhiyi, by default not-alone: the definition names the
	 * 旬首之儀 (「凡課的旬首之儀發用或入傳，為六儀課」), the worked chart's
	 * 寅 is the 旬儀, 《訂訛》 「若止有支儀，不名六儀」; counts is the
	 * 象曰's 「如有支儀無旬儀，神將凶，則應兌九五有厲凶象」. */
	if (xi < 0 && c->settings.liuyi_zhiyi == LR_ZHIYI_NOT_ALONE)
		return NO;
	char head[7];
	lr_cycle_name(e->xun_head, head);
	if (xi >= 0) {
		rule_variant(r, "旬儀");
		rule_reason(r, _("旬儀 %s (%s旬) %s"), BN(xun), head, trans_names[xi]);
	}
	if (zi >= 0) {
		rule_variant(r, "%s支儀", xi >= 0 ? " " : "");
		if (zi == xi)
			rule_reason(r, _("；支儀 %s (%s日)"), BN(zhi), BN(e->branch));
		else
			rule_reason(r, xi >= 0 ? _("；支儀 %s (%s日) %s")
					  : _("支儀 %s (%s日) %s"), BN(zhi),
			       BN(e->branch), trans_names[zi]);
	}
	if (xi < 0)
		/* only under liuyi-zhiyi=counts (the 象曰's reading) */
		rule_reason(r, "%s", _("；只有支儀無旬儀：依象曰「如有支儀無旬儀」作六儀論"
				  "（設定 liuyi-zhiyi=counts；神將凶則凶），預設依"
				  "《訂訛》「若止有支儀，不名六儀」不論"));
	/* "旬日儀神俱在傳，更乘天乙吉將，為富貴六儀"; 《訂訛》 "若旬首為用，
	 * 更作今日貴人，為富貴六儀". */
	if (xi >= 0 && c->general_on[xun] == LR_G_NOBLE && (xi == 0 || zi >= 0)) {
		rule_variant(r, " 富貴六儀");
		rule_reason(r, xi == 0 ? _("；旬儀%s乘貴人發用，為富貴六儀")
				  : _("；旬儀%s乘貴人，支儀同在傳，為富貴六儀"),
		       BN(xun));
	} else if (xi >= 0 && zi >= 0 && c->general_on[zhi] == LR_G_NOBLE) {
		/* 「旬日儀神俱在傳，更乘天乙吉將」: the 支儀 the one riding it */
		rule_variant(r, " 富貴六儀");
		rule_reason(r, _("；支儀%s乘貴人，旬儀同在傳，為富貴六儀"), BN(zhi));
	}
	/* "乙丑、己巳日夜占，乙酉、己丑日晝占，皆旬首作簾幕官": the noble of
	 * the other half of the day is the 旬首. */
	int screen = c->daytime ? e->night_noble : e->day_noble;
	if (xi >= 0 && screen == xun) {
		rule_variant(r, " 簾幕");
		rule_reason(r, c->daytime ? _("；晝占，旬首%s作簾幕貴人")
				     : _("；夜占，旬首%s作簾幕貴人"), BN(xun));
	}
	/* 奇儀全會 (六儀 象曰 "理得奇儀全會，萬事動用無阻有喜"; 《訂訛》
	 * "若奇儀全遇，凡百吉不可言"): a 三奇 in the transmissions beside the
	 * 儀, the 奇 as the 課經's 三奇 reads them: the 旬奇 ("甲子、甲戌旬
	 * 用丑，甲申、甲午旬用子；甲辰、甲寅旬用亥") or the 日奇 ("甲日用午、
	 * 丙奇辰、乙巳、丁卯、戊奇寅、己丑、庚未、辛申位、壬奇取酉、癸戌"). */
	static const int xun_wonder[6] = {
		LR_CHOU, LR_CHOU, LR_ZI, LR_ZI, LR_HAI, LR_HAI
	};
	static const int day_wonder[LR_STEMS] = {
		LR_WU_B, LR_SI, LR_CHEN, LR_MAO, LR_YIN,
		LR_CHOU, LR_WEI, LR_SHEN, LR_YOU, LR_XU
	};
	int xq = xun_wonder[e->xun_head / 10], dq = day_wonder[e->stem];
	int xqi = trans_index(e, xq), dqi = trans_index(e, dq);
	if (xqi >= 0 || dqi >= 0) {
		rule_variant(r, " 奇儀全會");
		if (xqi >= 0)
			rule_reason(r, _("；旬奇%s%s"), BN(xq), trans_names[xqi]);
		if (dqi >= 0 && dq != xq)
			rule_reason(r, _("；日奇%s%s"), BN(dq), trans_names[dqi]);
		rule_reason(r, "%s", _("，與儀同在傳，奇儀全會"));
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
				rule_reason(r, up == LR_CHEN
				       ? _("；天罡辰加%s，遇六儀為用，變凶為吉")
				       : _("；天魁戌加%s，遇六儀為用，變凶為吉"),
				       seat_name[k]);
				break;
			}
		}
	}
	/* "儀用克行年者凶". */
	int used = xi >= 0 ? xun : zhi;
	if (e->x && e->x->xingnian >= 0) {
		if (lr_overcomes(ph(used), ph(e->x->xingnian))) {
			rule_variant(r, " 儀克行年");
			rule_reason(r, _("；儀%s克行年%s，凶"), BN(used),
			       BN(e->x->xingnian));
		}
	} else {
		rule_reason(r, "%s", _("；儀克行年：未論（需行年）"));
	}
	return YES;
}

/* 時泰: "凡課用起太歲、月建，乘青龍、六合，又帶財德之神"; 《訂訛》
 * "太歲發用更佳，入傳亦可". */
int det_shitai(const struct ev *e, struct lr_rule_result *r)
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
		const char *what = b == e->year ? "太歲"
				 : b == e->month ? "月建" : NULL;
		if (!what)
			continue;
		rule_variant(r, "%s%s", what, i == 0 ? "發用" : "入傳");
		rule_reason(r, lr_kin_of(e->stem, b) == LR_WEALTH
		       ? _("%s%s%s，乘%s，為日財") : _("%s%s%s，乘%s，為日德"),
		       what, BN(b), trans_names[i], lr_general_name(e->g[i]));
		if ((e->g[0] == LR_G_DRAGON && e->g[2] == LR_G_UNION)
		    || (e->g[0] == LR_G_UNION && e->g[2] == LR_G_DRAGON)) {
			rule_variant(r, " 龍合首尾");
			rule_reason(r, _("；初傳%s末傳%s"), lr_general_name(e->g[0]),
			       lr_general_name(e->g[2]));
		}
		return YES;
	}
	unsigned miss = missing(e, LR_NEED_YEAR | LR_NEED_MONTH);
	if (miss)
		return rule_unknown(r, miss, NULL);
	return NO;
}

/* Where general G stands as seen from the querent: "本命" or "行年" when
 * the heaven branch it rides sits on the 本命 / 行年 palace, else NULL. */
static const char *general_on_fate(const struct ev *e, int g, int *branch)
{
	for (int b = 0; b < LR_BRANCHES; b++) {
		if (e->c->general_on[b] != g)
			continue;
		*branch = b;
		int stand = e->c->earth[b];
		if (e->x && stand == e->x->birth_branch)
			return "本命";
		if (e->x && stand == e->x->xingnian)
			return "行年";
	}
	return NULL;
}

/* 天恩 (《訂訛》): "干支得用，乘貴人兼青龍、天后入傳，或在年命是也。干支
 * 屬本季旺氣，謂之得用"; "此課若傳見空亡，又名天恩未定". The 貴人, and the
 * 青龍 or 天后, each either in the transmissions or on the 本命/行年. */
int det_tianen(const struct ev *e, struct lr_rule_result *r)
{
	if (lr_stem_phase(e->stem) != ph(e->branch))
		return NO;
	bool noble = false, dq = false;
	int dq_general = -1;
	for (int i = 0; i < 3; i++) {
		noble |= e->g[i] == LR_G_NOBLE;
		if (!dq && (e->g[i] == LR_G_DRAGON || e->g[i] == LR_G_QUEEN)) {
			dq = true;
			dq_general = e->g[i];
		}
	}
	int nb = -1, db = -1, qb = -1;
	const char *noble_fate = noble ? NULL
				 : general_on_fate(e, LR_G_NOBLE, &nb);
	const char *dq_fate = NULL;
	if (!dq) {
		dq_fate = general_on_fate(e, LR_G_DRAGON, &db);
		if (dq_fate) {
			dq_general = LR_G_DRAGON;
		} else {
			dq_fate = general_on_fate(e, LR_G_QUEEN, &qb);
			if (dq_fate) {
				dq_general = LR_G_QUEEN;
				db = qb;
			}
		}
	}
	unsigned miss = 0;
	if ((!noble && !noble_fate) || (!dq && !dq_fate)) {
		miss = missing(e, LR_NEED_BIRTH | LR_NEED_XINGNIAN);
		if (!miss)
			return NO;
	}
	if (e->vmonth < 0)
		miss |= LR_NEED_SEASON;
	else {
		/* 本季: the month branch, or the season's middle month. */
		int m = e->vmonth;
		if (e->c->settings.tianen_vigour == LR_TIANEN_BY_SEASON)
			m = lr_branch_add(LR_MAO,
					  3 * (lr_branch_add(m, -LR_YIN) / 3));
		if (lr_vigour_of(m, ph(e->branch)) != LR_PROSPER)
			return NO;
	}
	if (miss)
		return rule_unknown(r, miss, NULL);
	rule_reason(r, e->c->settings.tianen_vigour == LR_TIANEN_BY_SEASON
	       ? _("日干%s日支%s當令得旺 (依四季)")
	       : _("日干%s日支%s當令得旺 (依月建)"), SN(e->stem), BN(e->branch));
	if (noble)
		rule_reason(r, "%s", _("；貴人入傳"));
	else
		rule_reason(r, _("；貴人%s臨%s%s"), BN(nb), noble_fate,
		       BN(e->c->earth[nb]));
	bool dragon = dq_general == LR_G_DRAGON;
	if (dq)
		rule_reason(r, "%s", dragon ? _("；青龍入傳") : _("；天后入傳"));
	else
		rule_reason(r, dragon ? _("；青龍%s臨%s%s") : _("；天后%s臨%s%s"),
		       BN(db), dq_fate, BN(e->c->earth[db]));
	if (noble_fate || dq_fate)
		rule_variant(r, "在年命");
	unsigned v = e->tmask & e->vmask;
	if (v) {
		rule_variant(r, "%s天恩未定", r->variant[0] ? " " : "");
		for (int b = 0; b < LR_BRANCHES; b++)
			if (v & BIT(b))
				rule_reason(r, _("；%s空亡入傳，天恩未定"), BN(b));
	}
	return YES;
}

/* 龍德: "凡太歲月將乘貴人發用 … 如太歲乘貴人發用，傳中見月將亦是". */
int det_longde(const struct ev *e, struct lr_rule_result *r)
{
	if (e->g[0] != LR_G_NOBLE)
		return NO;
	if (e->year < 0)
		return rule_unknown(r, LR_NEED_YEAR, NULL);
	if (e->t[0] != e->year)
		return NO;
	int general = e->c->input.general;
	rule_reason(r, _("太歲%s乘貴人發用 (%s臨%s)"), BN(e->t[0]), BN(e->t[0]),
	       BN(e->c->earth[e->t[0]]));
	if (general == e->t[0]) {
		rule_variant(r, "太歲月將並");
		rule_reason(r, "%s", _("；太歲又為月將"));
	} else if (e->tmask & BIT(general)) {
		rule_variant(r, "傳見月將");
		rule_reason(r, _("；月將%s入傳"), BN(general));
	} else {
		rule_variant(r, "太歲乘貴");
		rule_reason(r, "%s", _("；傳不見月將 (《袖中金》「乙乘太歲發用」即是)"));
	}
	return YES;
}

/* 官爵: "凡課得歲月年命驛馬發用，又天魁太常入傳"; 《訂訛》 "或印綬發用，
 * 驛馬入傳"; the horses of 太歲、月建、日辰、時、本命、行年. */
int det_guanjue(const struct ev *e, struct lr_rule_result *r)
{
	int seal = -1;	/* the branch that rides 太常 */
	for (int i = 0; i < 3; i++)
		if (e->g[i] == LR_G_ALWAYS)
			seal = e->t[i];
	if (!(e->tmask & BIT(LR_XU)) || seal < 0)
		return NO;
	/* TRANSLATORS: the source of a 驛馬, before its branch */
	static const char *const src_name[6] = {
		N_("太歲%s"), N_("月建%s"), N_("日%s"), N_("時%s"), N_("本命%s"),
		N_("行年%s")
	};
	static const unsigned src_need[6] = {
		LR_NEED_YEAR, LR_NEED_MONTH, 0, 0, LR_NEED_BIRTH, LR_NEED_XINGNIAN
	};
	int src[6] = {
		e->year, e->month, e->branch, e->c->input.hour,
		e->x ? e->x->birth_branch : -1, e->x ? e->x->xingnian : -1
	};
	bool seal_first = e->t[0] == LR_XU || e->g[0] == LR_G_ALWAYS;
	unsigned horses = 0, miss = 0;
	char from[160] = "";
	/* Setting guanjue-horse: the main text's 歲月年命, 《觀月經》's
	 * 年月日時 ("四路分明取，年月日時周"), or all six. */
	static const unsigned used_by[3] = { 077, 063, 017 };
	unsigned used = used_by[e->c->settings.guanjue_horse];
	for (int k = 0; k < 6; k++) {
		if (!(used & (1u << k)))
			continue;
		if (src[k] < 0) {
			miss |= src_need[k];
			continue;
		}
		int h = post_horse(src[k]);
		bool ok = seal_first ? (e->tmask & BIT(h)) != 0 : h == e->t[0];
		if (!ok)
			continue;
		horses |= BIT(h);
		/* TRANSLATORS: the separator between the items of a list */
		put(from, sizeof from, "%s", from[0] ? _("、") : "");
		put(from, sizeof from, _(src_name[k]), BN(src[k]));
	}
	if (!horses) {
		/* An unknown source could only give a 孟 horse. */
		unsigned meng = BIT(LR_YIN) | BIT(LR_SHEN) | BIT(LR_SI) | BIT(LR_HAI);
		bool possible = seal_first ? (e->tmask & meng) != 0
					   : (BIT(e->t[0]) & meng) != 0;
		if (miss && possible)
			return rule_unknown(r, miss, NULL);
		return NO;
	}
	int horse = -1;
	for (int b = 0; b < LR_BRANCHES; b++)
		if (horses & BIT(b))
			horse = b;
	if (seal_first)
		rule_reason(r, e->g[0] == LR_G_ALWAYS
		       ? _("印綬發用 (%s乘太常)，驛馬%s入傳 (%s之馬)")
		       : _("印綬發用 (%s為天魁)，驛馬%s入傳 (%s之馬)"),
		       BN(e->t[0]), BN(horse), from);
	else
		rule_reason(r, _("驛馬%s發用 (%s之馬)；天魁戌入傳，太常乘%s"),
		       BN(horse), from, BN(seal));
	/* "若驛被破，魁常值空亡 … 則為官爵失印". */
	bool lost = false;
	int breaker = lr_clash(horse);
	bool in_lessons = false;
	for (int i = 0; i < 4; i++)
		in_lessons |= e->c->lessons[i].upper == breaker;
	if ((e->tmask & BIT(breaker)) || in_lessons) {
		lost = true;
		rule_reason(r, _("；課傳見%s，驛馬被沖破"), BN(breaker));
	}
	if (is_void(e, LR_XU) || is_void(e, seal)) {
		lost = true;
		rule_reason(r, _("；%s空亡，印綬落空"),
		       BN(is_void(e, LR_XU) ? LR_XU : seal));
	}
	rule_variant(r, "%s", lost ? "官爵失印" : "");
	/* 《訂訛》 "傳中合神動，更主重遷。如寅為驛馬發用，末傳亥是也";
	 * 《觀月經》 "末傳合神動，重前喜不休": the horse's 六合 in the
	 * transmissions (《訂訛》's "傳中"; its example and 《觀月經》 name the
	 * 末傳, which the usual derivations cannot give after a horse 發用:
	 * 初 and 末 are an even number of steps apart, 寅 and 亥 an odd). */
	int ci = trans_index(e, lr_combine(horse));
	if (ci >= 0) {
		rule_variant(r, "%s重遷", lost ? " " : "");
		rule_reason(r, _("；%s%s為驛馬%s之合神，合神動，更主重遷"),
		       trans_names[ci], BN(lr_combine(horse)), BN(horse));
	}
	if (miss)
		rule_reason(r, "%s", _("；其餘年命之馬未知"));
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

/* 富貴, three readings of one pattern, strictest first:
 * 正文 "凡課得天乙乘旺相氣，上下相生，更臨日辰年命發用";
 * 《訂訛》 "天乙發用乘旺相，臨日辰行年，傳終有氣是也" (傳終有氣 read as
 * 末傳旺相; its "又干支逢祿馬亦是" is not detected);
 * 《觀月經》 "凡天乙發用，富貴也" (the loose sentence, labelled so).
 * Every reading needs the noble as 發用. */
int det_fugui(const struct ev *e, struct lr_rule_result *r)
{
	if (e->g[0] != LR_G_NOBLE)
		return NO;
	int t = e->t[0], stand = e->c->earth[t], last = e->t[2];
	int birth = e->x ? e->x->birth_branch : -1;
	int run = e->x ? e->x->xingnian : -1;
	const char *on = stand == e->lodge ? "日干" : stand == e->branch ? "日支"
		       : stand == run ? "行年" : stand == birth ? "本命" : NULL;
	/* 正文 seats: 日辰年命; 《訂訛》: 日辰行年 (本命 not named). */
	bool seat_main = on != NULL;
	bool seat_dinge = stand == e->lodge || stand == e->branch
			  || stand == run;
	unsigned seat_miss = 0;
	if (!seat_main)
		seat_miss = missing(e, LR_NEED_BIRTH | LR_NEED_XINGNIAN);
	else if (!seat_dinge)
		seat_miss = missing(e, LR_NEED_XINGNIAN);
	bool season = e->vmonth >= 0;
	bool thr = season && thriving(e, t);
	bool last_thr = season && thriving(e, last);
	bool mutual = lr_produces(ph(t), ph(stand))
		      || lr_produces(ph(stand), ph(t));
	bool main_ok = seat_main && thr && mutual;
	bool dinge_ok = seat_dinge && thr && last_thr;

	rule_reason(r, _("天乙乘%s發用 (%s臨%s)"), BN(t), BN(t), BN(stand));
	if (on)
		rule_reason(r, _("，臨%s"), on);
	if (season)
		rule_reason(r, _("，%s%s氣"), BN(t), lr_vigour_name(vigour(e, t)));
	if (main_ok) {
		rule_variant(r, "正文");
		rule_reason(r, "%s", _("；上下相生 (正文)"));
	} else if (dinge_ok) {
		rule_variant(r, "訂訛");
		rule_reason(r, !mutual
		       ? _("；末傳%s%s氣，傳終有氣 (《訂訛》)；正文不合：上下不相生")
		       : _("；末傳%s%s氣，傳終有氣 (《訂訛》)；正文不合：不臨日辰年命"),
		       BN(last), lr_vigour_name(vigour(e, last)));
	} else {
		rule_variant(r, "觀月經");
		rule_reason(r, "%s", _("；只合《觀月經》「凡天乙發用，富貴也」"));
		/* Say why the stricter readings do not hold, or what they
		 * would need. */
		if (!season) {
			rule_reason(r, "%s", _("；正文、《訂訛》：未論（需季節）"));
		} else {
			/* TRANSLATORS: the separator between the items of a
			 * list */
			const char *sep = _("、");
			rule_reason(r, "%s", _("；正文不合："));
			int n = 0;
			if (!thr)
				rule_reason(r, "%s%s", n++ ? sep : "", _("不旺相"));
			if (!mutual)
				rule_reason(r, "%s%s", n++ ? sep : "",
				       _("上下不相生"));
			if (!seat_main)
				rule_reason(r, "%s%s", n++ ? sep : "",
				       seat_miss ? _("年命未知")
						 : _("不臨日辰年命"));
			rule_reason(r, "%s", _("；《訂訛》不合："));
			n = 0;
			if (!thr)
				rule_reason(r, "%s%s", n++ ? sep : "", _("不旺相"));
			if (!seat_dinge)
				rule_reason(r, "%s%s", n++ ? sep : "",
				       seat_miss & LR_NEED_XINGNIAN
				       ? _("行年未知") : _("不臨日辰行年"));
			if (!last_thr) {
				rule_reason(r, "%s", n++ ? sep : "");
				rule_reason(r, _("末傳%s%s氣，傳終無氣"), BN(last),
				       lr_vigour_name(vigour(e, last)));
			}
		}
	}
	unsigned pn;
	if (noble_in_prison(e, &pn) == YES) {
		rule_variant(r, " 勢消");
		rule_reason(r, _("；貴人臨%s入獄，為勢消"),
		       BN(e->c->earth[e->c->noble]));
	}
	return YES;
}

int det_gui_prison(const struct ev *e, struct lr_rule_result *r)
{
	unsigned needs;
	int res = noble_in_prison(e, &needs);
	if (res == UNKNOWN)
		return rule_unknown(r, needs, NULL);
	if (res == NO)
		return NO;
	rule_variant(r, "勢消");
	rule_reason(r, _("貴人%s臨%s (天牢)，非乙辛辰戌日，年命不在辰戌"),
	       BN(e->c->noble), BN(e->c->earth[e->c->noble]));
	return YES;
}

/* 貴人蹉跌: "日貴在夜，夜貴在日 … 日貴在夜，開眼作暗。夜貴在日，自暗而明",
 * read as the noble in use standing on the other half's palaces (卯 … 申
 * the day's, 酉 … 寅 the night's). */
/* Common (over 15% of all charts) by the text itself:
 * 「此皆不論發用與否也」: the nobles' palaces (貴人蹉跌, 干前後, 兩貴逢空,
 * 朱雀克貴, 貴作六害), whether or not the 發用. */
int det_gui_stumble(const struct ev *e, struct lr_rule_result *r)
{
	int stand = e->c->earth[e->c->noble];
	bool day_palace = stand >= LR_MAO && stand <= LR_SHEN;
	if (e->c->daytime == day_palace)
		return NO;
	rule_variant(r, "%s", e->c->daytime ? "開眼作暗" : "自暗而明");
	/* It fires only when the palace is the other half's. */
	rule_reason(r, e->c->daytime ? _("晝占，晝貴%s臨%s (夜方)")
				: _("夜占，夜貴%s臨%s (晝方)"), BN(e->c->noble),
	       BN(stand));
	/* The other noble by the same sentence, as 榮華's chart names both
	 * without an hour: 「甲子日晝貴丑坐酉，夜貴未坐卯，為貴人蹉跎」. */
	int other = e->c->daytime ? e->night_noble : e->day_noble;
	int seat = e->c->earth[other];
	bool other_day = seat >= LR_MAO && seat <= LR_SHEN;
	if (other != e->c->noble && other_day == e->c->daytime) {
		rule_variant(r, " %s", e->c->daytime ? "自暗而明" : "開眼作暗");
		rule_reason(r, e->c->daytime ? _("；夜貴%s亦臨%s（晝方），自暗而明")
					: _("；晝貴%s亦臨%s（夜方），開眼作暗"),
		       BN(other), BN(seat));
	}
	return YES;
}

/* "日貴臨夜貴，夜貴臨日貴，官訪官得見". */
int det_gui_meet(const struct ev *e, struct lr_rule_result *r)
{
	const int *earth = e->c->earth;
	if (e->day_noble == e->night_noble)
		return NO;
	if (earth[e->day_noble] == e->night_noble) {
		rule_reason(r, _("晝貴%s臨夜貴%s"), BN(e->day_noble),
		       BN(e->night_noble));
		return YES;
	}
	if (earth[e->night_noble] == e->day_noble) {
		rule_reason(r, _("夜貴%s臨晝貴%s"), BN(e->night_noble),
		       BN(e->day_noble));
		return YES;
	}
	return NO;
}

/* "凡傳見晝夜兩貴，主告貴求事必干兩處成就". */
int det_gui_two(const struct ev *e, struct lr_rule_result *r)
{
	if (e->day_noble == e->night_noble
	    || !(e->tmask & BIT(e->day_noble)) || !(e->tmask & BIT(e->night_noble)))
		return NO;
	rule_reason(r, _("晝貴%s、夜貴%s俱在三傳"), BN(e->day_noble),
	       BN(e->night_noble));
	return YES;
}

/* "或四課三傳皆晝夜貴，為遍地貴人": both nobles among the lessons' upper
 * branches and both among the transmissions. */
int det_gui_everywhere(const struct ev *e, struct lr_rule_result *r)
{
	unsigned both = BIT(e->day_noble) | BIT(e->night_noble), in_lessons = 0;
	if (e->day_noble == e->night_noble)
		return NO;
	for (int i = 0; i < 4; i++)
		in_lessons |= BIT(e->c->lessons[i].upper) & both;
	if (in_lessons != both || (e->tmask & both) != both)
		return NO;
	rule_reason(r, _("晝貴%s、夜貴%s四課三傳俱見"), BN(e->day_noble),
	       BN(e->night_noble));
	return YES;
}

/* "貴在干前事不宜迫 … 貴在干後，宜催不催". */
int det_gui_side(const struct ev *e, struct lr_rule_result *r)
{
	int stand = e->c->earth[e->c->noble];
	int d = lr_branch_add(stand, -e->lodge);
	if (d == 0 || d == 6)
		return NO;
	rule_variant(r, "%s", d < 6 ? "貴在干前" : "貴在干後");
	rule_reason(r, d < 6 ? _("貴人%s臨%s，在日干%s(寄%s)之前")
			: _("貴人%s臨%s，在日干%s(寄%s)之後"), BN(e->c->noble),
	       BN(stand), SN(e->stem), BN(e->lodge));
	return YES;
}

/* "兩貴逢空 … 換旬可成"; 課經 富貴 「丁丑日酉加未、亥加酉為例，兩貴逢空」:
 * each of the day's two nobles void itself (酉) or standing on a void
 * palace (亥 on 酉); the two are never both void (no stem's pair of
 * nobles is adjacent, as the void is). */
int det_gui_void(const struct ev *e, struct lr_rule_result *r)
{
	const int nobles[2] = { e->day_noble, e->night_noble };
	char how[2][64];
	for (int k = 0; k < 2; k++) {
		int n = nobles[k], stand = e->c->earth[n];
		if (is_void(e, n))
			snprintf(how[k], sizeof how[k], "%s", _("旬空"));
		else if (is_void(e, stand))
			/* TRANSLATORS: a noble standing on a void palace:
			 * "臨空亥" */
			snprintf(how[k], sizeof how[k], _("臨空%s"), BN(stand));
		else
			return NO;
	}
	rule_reason(r, _("晝貴%s%s，夜貴%s%s：兩貴逢空"), BN(nobles[0]), how[0],
	       BN(nobles[1]), how[1]);
	return YES;
}

/* "兩貴坐受克方，不可告貴用事". */
int det_gui_checked(const struct ev *e, struct lr_rule_result *r)
{
	const int *earth = e->c->earth;
	int d = e->day_noble, n = e->night_noble;
	if (!lr_overcomes(ph(earth[d]), ph(d)) || !lr_overcomes(ph(earth[n]), ph(n)))
		return NO;
	rule_reason(r, _("晝貴%s坐%s受克，夜貴%s坐%s受克"), BN(d), BN(earth[d]), BN(n),
	       BN(earth[n]));
	return YES;
}

/* "朱雀所乘神克貴，求文書貴人忌憚". */
int det_gui_bird(const struct ev *e, struct lr_rule_result *r)
{
	int bird = -1;
	for (int b = 0; b < LR_BRANCHES; b++)
		if (e->c->general_on[b] == LR_G_BIRD)
			bird = b;
	if (bird < 0 || !lr_overcomes(ph(bird), ph(e->c->noble)))
		return NO;
	rule_reason(r, _("朱雀乘%s克貴人所乘%s"), BN(bird), BN(e->c->noble));
	return YES;
}

/* "六丁日貴作日鬼臨日，占官利，占病神祗所害，臨支家神致病". */
int det_gui_ghost(const struct ev *e, struct lr_rule_result *r)
{
	int n = e->c->noble, stand = e->c->earth[n];
	if (e->stem != LR_DING || lr_kin_of(e->stem, n) != LR_OFFICIAL)
		return NO;
	if (stand != e->lodge && stand != e->branch)
		return NO;
	rule_variant(r, "%s", stand == e->lodge ? "臨日" : "臨支");
	rule_reason(r, _("丁日貴人%s為日鬼，臨%s(%s)"), BN(n),
	       stand == e->lodge ? "日干" : "日支", BN(stand));
	return YES;
}

/* "貴作六害，占訟理直而遭曲斷". */
int det_gui_harm(const struct ev *e, struct lr_rule_result *r)
{
	int n = e->c->noble;
	if (lr_harm(e->branch) == n) {
		rule_reason(r, _("貴人%s與日支%s相害"), BN(n), BN(e->branch));
		return YES;
	}
	if (lr_harm(e->lodge) == n) {
		rule_reason(r, _("貴人%s與日干寄宮%s相害"), BN(n), BN(e->lodge));
		return YES;
	}
	return NO;
}

/* 軒蓋: "凡課值勝光為用，遇太沖、神后 … 勝光又作月內天馬，太沖又作月內
 * 天車，正七月內是也 … 餘月軒蓋又帶三交". */
int det_xuangai(const struct ev *e, struct lr_rule_result *r)
{
	if (e->t[0] != LR_WU_B || !(e->tmask & BIT(LR_MAO))
	    || !(e->tmask & BIT(LR_ZI)))
		return NO;
	rule_reason(r, _("勝光午發用 (%s)，太沖卯、神后子入傳"),
	       BN(e->c->earth[LR_WU_B]));
	/* 乘軒落馬: "若三傳帶殺，乘蛇虎死氣，克年命日辰，或空亡，或卯作
	 * 喪車，則刑沖從凶而動變為三交，身弱人衰，則為乘軒落馬之象". Read
	 * as: a transmission riding 螣蛇 or 白虎 in 死氣 that overcomes the
	 * day stem, the day branch, 本命 or 行年; or a void transmission.
	 * 卯作喪車 is not read: the book gives 喪車 only for 正月 and 二月
	 * (on 酉). "身弱人衰" is left to the reader. */
	bool fall = false;
	for (int i = 0; i < 3; i++) {
		int b = e->t[i];
		if (e->g[i] != LR_G_SNAKE && e->g[i] != LR_G_TIGER)
			continue;
		if (e->vmonth < 0 || vigour(e, b) != LR_DEAD)
			continue;
		const char *hit = lr_overcomes(ph(b), lr_stem_phase(e->stem))
				  ? "日干" : lr_overcomes(ph(b), ph(e->branch))
				  ? "日支" : NULL;
		if (!hit && e->x && e->x->birth_branch >= 0
		    && lr_overcomes(ph(b), ph(e->x->birth_branch)))
			hit = "本命";
		if (!hit && e->x && e->x->xingnian >= 0
		    && lr_overcomes(ph(b), ph(e->x->xingnian)))
			hit = "行年";
		if (!hit)
			continue;
		fall = true;
		rule_reason(r, _("；%s%s乘%s死氣，克%s"), trans_names[i], BN(b),
		       e->g[i] == LR_G_SNAKE ? "螣蛇" : "白虎", hit);
	}
	unsigned v = e->tmask & e->vmask;
	for (int b = 0; b < LR_BRANCHES; b++)
		if (v & BIT(b)) {
			fall = true;
			rule_reason(r, _("；%s空亡"), BN(b));
		}
	if (fall) {
		rule_variant(r, "乘軒落馬");
		rule_reason(r, "%s", _("，為乘軒落馬"));
	}
	if (e->month < 0) {
		rule_reason(r, "%s", _("；正七月車馬、三交之戒：未論（需月建）"));
		return YES;
	}
	if (e->month == LR_YIN || e->month == LR_SHEN) {
		rule_variant(r, "%s車馬俱動", r->variant[0] ? " " : "");
		rule_reason(r, _("；%s月午為天馬、卯為天車"), BN(e->month));
		return YES;
	}
	/* 三交 is defined outside these volumes; its common reading is a
	 * 仲 day with 三傳 all 仲 and 太陰 or 六合 in them. */
	bool yin_union = false;
	for (int i = 0; i < 3; i++)
		yin_union |= e->g[i] == LR_G_MOON || e->g[i] == LR_G_UNION;
	if (lr_rank_of(e->branch) == LR_ZHONG && yin_union) {
		rule_variant(r, "%s帶三交", r->variant[0] ? " " : "");
		rule_reason(r, _("；餘月而%s日三傳皆仲、見太陰或六合，帶三交，防戰鬥"),
		       BN(e->branch));
	}
	return YES;
}
