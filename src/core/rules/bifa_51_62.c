/* liuren - bifa_51_62.c: the detectors of the 畢法 第五十一–第六十二法
 * (《六壬大全》 卷十二): 魁度天門 … 支乘墓虎. Each 法 as its commentary
 * defines it; each rule quotes the commentary it follows.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/bifa_internal.h"

#include "liuren/ask.h"

#include <stdio.h>
#include <string.h>

#define GN(g) lr_general_name(g)

/* 第五十一法 魁度天門關隔定: 「凡戌加亥為用者，占謀用皆被阻隔」. */
int bf_51(const struct ev *k, struct lr_rule_result *r)
{
	if (k->t[0] != LR_XU || bf_on(k, LR_XU) != LR_HAI)
		return BF_NO;
	rule_reason(r, _("戌（天魁）加亥（天門）發用"));
	return BF_YES;
}

/* 第五十二法 罡塞鬼戶任謀為: 「凡辰加寅為罡塞鬼門，不論在傳不在傳」; 貴塞
 * 鬼戶格 「三傳作日鬼，賴貴人塞鬼戶也」. */
int bf_52(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	bool gang = bf_on(k, LR_CHEN) == LR_YIN;
	bool noble = bf_on(k, c->noble) == LR_YIN;
	/* 「緣三傳作日鬼」: the transmissions a 鬼 as a whole (all three, or
	 * the 三合 or 方 they make); 「以上例如不在傳上，或占人行年本命在寅亦
	 * 是也」: the querent's 本命 or 行年 at 寅 keeps the door as well */
	enum lr_phase whole;
	bool ghosts = bf_whole_phase(k, &whole) && lr_overcomes(whole, k->se);
	const char *door = k->birth == LR_YIN ? "本命"
		: k->xingnian == LR_YIN ? "行年" : NULL;
	bool keeper = ghosts && !noble && door;
	/* 神藏煞沒格 「如甲戊庚三日以丑未臨亥者尤的，餘日有神藏無煞沒，有煞沒
	 * 無神藏」: the noble on 亥 (貴登天門, the six gods hidden) and the 四煞
	 * 辰戌丑未 sunk in the 四維 (「陷於四維而沒」), both at once: the noble
	 * itself one of 辰戌丑未 on 亥 */
	int sink = bf_on(k, LR_CHEN);
	bool hidden = bf_on(k, c->noble) == LR_HAI
		      && (sink == LR_YIN || sink == LR_SI || sink == LR_SHEN
			  || sink == LR_HAI);
	if (!gang && !(noble && ghosts) && !keeper && !hidden)
		return BF_NO;
	if (gang)
		rule_reason(r, _("辰（天罡）加寅（鬼戶）"));
	if (noble && ghosts) {
		rule_variant(r, "貴塞鬼戶格");
		rule_reason(r, gang ? _("；貴人%s加寅，三傳%s%s%s皆日鬼")
			  : _("貴人%s加寅，三傳%s%s%s皆日鬼"), BN(c->noble), BN(k->t[0]), BN(k->t[1]), BN(k->t[2]));
	}
	if (keeper) {
		rule_variant(r, "貴塞鬼戶格");
		rule_reason(r, gang ? _("；三傳%s%s%s作日鬼，%s在寅")
			  : _("三傳%s%s%s作日鬼，%s在寅"), BN(k->t[0]),
			  BN(k->t[1]), BN(k->t[2]), door);
	}
	if (hidden)
		rule_also(r, "神藏煞沒格",
			  _("貴人%s臨亥登天門，辰戌丑未陷於四維"),
			  BN(c->noble));
	return BF_YES;
}

/* 第五十三法 兩蛇夾墓凶難免: 「謂丙戌日戌加巳及支辰來墓日干，兼晝夜天將皆
 * 乘蛇及地盤之巳亦是螣蛇之位，故名為兩蛇夾墓 … 如丙申日得此 … 外四丙日亦
 * 然」, and the book's own list after it, 「外有六己日辰加未夜占，乃兩常夾墓；
 * 辰加辰伏吟，兩勾夾墓。六壬日辰加亥乃兩后夾墓；六辛日丑加申兩虎夾墓。六甲日
 * 未加丑夜貴，兩貴夾墓；未加戌晝貴，兩空夾墓。六乙日未加巳兩蛇夾墓。六壬、六
 * 癸日辰加巳，兩蛇夾墓。六庚日丑加丑，兩貴夾墓；丑加戌兩空夾墓。六丁日戌加巳
 * 兩蛇夾墓」: the 干's 墓 on the palace the list names, riding the general
 * it names (the general decides the time where the book names one: 辰加未
 * rides 太常 only by night). Read as the list, not as a rule over every
 * general's palace: 戊, which shares 己's 墓, is not named. */
int bf_53(const struct ev *k, struct lr_rule_result *r)
{
	static const struct {
		unsigned stems;	/* bit per stem */
		int tomb, on, general;
		const char *two;
	} list[] = {
		{ 1u << LR_BING, LR_XU, LR_SI, LR_G_SNAKE, "兩蛇" },
		{ 1u << LR_DING, LR_XU, LR_SI, LR_G_SNAKE, "兩蛇" },
		{ 1u << LR_JI, LR_CHEN, LR_WEI, LR_G_ALWAYS, "兩常" },
		{ 1u << LR_JI, LR_CHEN, LR_CHEN, LR_G_HOOK, "兩勾" },
		{ 1u << LR_REN, LR_CHEN, LR_HAI, LR_G_QUEEN, "兩后" },
		{ 1u << LR_XIN, LR_CHOU, LR_SHEN, LR_G_TIGER, "兩虎" },
		{ 1u << LR_JIA, LR_WEI, LR_CHOU, LR_G_NOBLE, "兩貴" },
		{ 1u << LR_JIA, LR_WEI, LR_XU, LR_G_VOID, "兩空" },
		{ 1u << LR_YI, LR_WEI, LR_SI, LR_G_SNAKE, "兩蛇" },
		{ 1u << LR_REN | 1u << LR_GUI, LR_CHEN, LR_SI, LR_G_SNAKE, "兩蛇" },
		{ 1u << LR_GENG, LR_CHOU, LR_CHOU, LR_G_NOBLE, "兩貴" },
		{ 1u << LR_GENG, LR_CHOU, LR_XU, LR_G_VOID, "兩空" },
	};
	int tomb = tomb_of(k->se), on = bf_on(k, tomb), g = bf_general(k, tomb);
	for (size_t i = 0; i < sizeof list / sizeof list[0]; i++) {
		if (!(list[i].stems & (1u << k->stem)) || list[i].tomb != tomb
		    || list[i].on != on || list[i].general != g)
			continue;
		rule_variant(r, "%s夾墓", list[i].two);
		rule_reason(r, _("%s之墓%s加%s，乘%s"), SN(k->stem), BN(tomb),
			  BN(on), GN(g));
		if (k->stem == LR_BING && k->branch == LR_XU)
			rule_reason(r, _("；支%s來墓日干"), BN(k->branch));
		return BF_YES;
	}
	return BF_NO;
}

/* A tiger as 第五十四法 counts them: the god 白虎 rides, 寅 (「乙未日寅加辰
 * 亦是虎」) and 申, 白虎's own palace (「支上乘申，及初末申亦作白虎之本位，
 * 乃支干三傳乘其虎五」, 「初傳申，中傳寅亦是虎，末傳又是申，一如四虎」). */
static bool tiger_54(const struct ev *k, int b)
{
	return b == LR_YIN || b == LR_SHEN || bf_general(k, b) == LR_G_TIGER;
}

/* 第五十四法 虎視逢虎力難施: 「如柔日虎視卦中，天將又乘白虎者 … 如丁亥日夜將，
 * 寅加亥作白虎在末傳」, 「及有戊寅日丑加酉旦占，雖是剛日，亦如前詳」: 昴星
 * (the commentary calls the 柔日's 虎視, 卷一 the 剛日's; it takes both) with
 * a tiger (tiger_54) in the transmissions or over a lesson, or 白虎 riding
 * the 支 itself (「乙未日寅加辰 … 未乘白虎臨酉」). */
int bf_54(const struct ev *k, struct lr_rule_result *r)
{
	if (k->c->method != LR_M_MAOXING)
		return BF_NO;
	const char *day = lr_stem_yang(k->stem) ? _("剛日昴星") : _("柔日昴星");
	for (int i = 0; i < 3; i++)
		if (tiger_54(k, k->t[i])) {
			rule_reason(r, bf_general(k, k->t[i]) == LR_G_TIGER
				  ? _("%s，%s%s乘白虎") : k->t[i] == LR_YIN
				  ? _("%s，%s%s為虎") : _("%s，%s%s為白虎之本位"),
				  day, lr_transmission_name(i), BN(k->t[i]));
			return BF_YES;
		}
	for (int i = 0; i < 4; i++) {
		int up = k->c->lessons[i].upper;
		if (tiger_54(k, up)) {
			rule_reason(r, bf_general(k, up) == LR_G_TIGER
				  ? _("%s，第%d課%s乘白虎") : up == LR_YIN
				  ? _("%s，第%d課%s為虎") : _("%s，第%d課%s為白虎之本位"),
				  day, i + 1, BN(up));
			return BF_YES;
		}
	}
	if (bf_general(k, k->branch) == LR_G_TIGER) {
		rule_reason(r, _("%s，支%s乘白虎"), day, BN(k->branch));
		return BF_YES;
	}
	return BF_NO;
}

/* 第五十五法 所謀多拙逢羅網: 「謂干上乘干前一辰，支上乘支前一辰 … 如甲申日
 * 干上卯、支上酉」; 「干上乘支之網，支上乘干之羅者例 … 如庚寅日干上卯、支
 * 上酉」 (互網); 「或遇空亡亦名破羅破網」. */
int bf_55(const struct ev *k, struct lr_rule_result *r)
{
	int sn = lr_branch_add(k->lodge, 1), bn = lr_branch_add(k->branch, 1);
	bool own = k->stem_up == sn && k->branch_up == bn;
	bool cross = k->stem_up == bn && k->branch_up == sn;
	if (!own && !cross)
		return BF_NO;
	if (own)
		rule_reason(r, _("干上%s為干%s（寄%s）前一辰，支上%s為支%s前一辰"),
			  BN(sn), SN(k->stem), BN(k->lodge), BN(bn), BN(k->branch));
	else {
		rule_variant(r, "互網");
		rule_reason(r, _("干上%s為支%s前一辰，支上%s為干%s（寄%s）前一辰"),
			  BN(bn), BN(k->branch), BN(sn), SN(k->stem), BN(k->lodge));
	}
	if (bf_void(k, k->stem_up) || bf_void(k, k->branch_up)) {
		rule_variant(r, "%s破羅破網", *r->ge ? " " : "");
		rule_reason(r, _("；羅網旬空"));
		return BF_YES;
	}
	/* 「如占人年命上神沖破支干之網，始無咎也」: the god over the 本命 or
	 * the 行年 (those known) clashing 干上 or 支上 */
	const int ming[2] = { k->birth, k->xingnian };
	for (int i = 0; i < 2; i++) {
		if (ming[i] < 0)
			continue;
		int over = k->c->heaven[ming[i]];
		if (lr_clash(over) != k->stem_up && lr_clash(over) != k->branch_up)
			continue;
		rule_variant(r, "%s破羅破網", *r->ge ? " " : "");
		rule_reason(r, _("；%s上%s沖破%s之網"), i ? "行年" : "本命",
			  BN(over), BN(lr_clash(over)));
		break;
	}
	return BF_YES;
}

/* 第五十六法 天網自裹己招非: 「如甲申日未加寅，乃墓神覆日，如占人本命又是未
 * 生，乃名天網自裹」. */
int bf_56(const struct ev *k, struct lr_rule_result *r)
{
	int tomb = tomb_of(k->se);
	if (k->stem_up != tomb)
		return BF_NO;
	if (k->birth < 0) {
		char what[160];
		snprintf(what, sizeof what, _("干上%s為墓神覆日，尚看本命是否%s"),
			 BN(tomb), BN(tomb));
		return rule_unknown(r, LR_NEED_BIRTH, what);
	}
	if (k->birth != tomb)
		return BF_NO;
	rule_reason(r, _("干上%s為%s之墓，墓神覆日，本命亦是%s"), BN(tomb),
		  SN(k->stem), BN(tomb));
	return BF_YES;
}

/* 第五十七法 費有餘而得不足: 「如壬午日干上申，雖為日之長生，奈是旬空，既見
 * 生不生 … 中傳見寅為脫氣，及支上卯木併力而盜脫其日干之氣 … 以上總皆生空，
 * 脫與鬼皆實論耳」: 干上 gives birth but is void, and a 脫 or 鬼 not void on
 * 支上 or in the transmissions. */
static int bf_57_own(const struct ev *k, struct lr_rule_result *r)
{
	int up = k->stem_up;
	if ((lr_kin_of(k->stem, up) != LR_PARENT && up != growth_of(k->se))
	    || !bf_void(k, up))
		return BF_NO;
	/* 「丙午日干上寅、支上卯 … 其第二、第四課卻全見鬼賊」: the other
	 * lessons' uppers count as well as the transmissions */
	const struct lr_lesson *ls = k->c->lessons;
	int cand[6] = { ls[1].upper, ls[2].upper, ls[3].upper,
			k->t[0], k->t[1], k->t[2] };
	static const char *const lesson_place[3] = { "干陰", "支上", "支陰" };
	for (int i = 0; i < 6; i++) {
		int b = cand[i];
		enum lr_kin kin = lr_kin_of(k->stem, b);
		if ((kin != LR_OFFSPRING && kin != LR_OFFICIAL) || bf_void(k, b))
			continue;
		rule_reason(r, kin == LR_OFFICIAL
			  ? _("干上%s生干而旬空，%s%s為%s之鬼卻實")
			  : _("干上%s生干而旬空，%s%s為%s之脫氣卻實"),
			  BN(up), i >= 3 ? lr_transmission_name(i - 3)
			  : lesson_place[i], BN(b), SN(k->stem));
		return BF_YES;
	}
	return BF_NO;
}

/* 第五十七法's 得少失多格 「如甲寅日干上卯，乃日之旺神，三傳辰巳午，彼此引
 * 入初傳，辰乃干上卯之六害，中末盜氣，此所謂貪他一粒米，失卻半年糧也」:
 * 干上 the 干's 旺神, the 初傳 harming it, 中 and 末 draining the 干. */
int bf_57(const struct ev *k, struct lr_rule_result *r)
{
	int got = rule_own(bf_57_own(k, r), r);
	int a = k->stem_up;
	if (a == kj_peak(k->se) && lr_harm(k->t[0]) == a
	    && lr_kin_of(k->stem, k->t[1]) == LR_OFFSPRING
	    && lr_kin_of(k->stem, k->t[2]) == LR_OFFSPRING)
		got = rule_also(r, "得少失多格",
			      _("干上%s為%s之旺神，初傳%s害之，中末%s%s盜氣"),
			      BN(a), SN(k->stem), BN(k->t[0]), BN(k->t[1]),
			      BN(k->t[2]));
	return got;
}

/* 第五十八法 用破身心無所歸: 「如戊申日干上未，三傳子寅辰，初傳雖是日財，
 * 奈坐戌土之上受克，又乘白虎 … 引入中末鬼鄉，尤幸鬼亦空亡 … 丙寅日申加巳，
 * 夜乘蛇夾克財，中末空陷 … 已上財祿俱作空被克，總無實得之意也」: (1) the
 * 初傳 the day's 財 or 祿 (「財祿俱作空被克」), overcome by the palace under
 * it or by its general, and 中傳 and 末傳 void or on a void palace; (2)
 * 「癸未日巳加子作財，乃傳墓入墓」: the 初傳 財 or 祿 so overcome (巳 on 子)
 * and entombed in 中傳 or 末傳; (3) 「壬寅日返吟，棄干上空
 * 財 … 壬寅日伏吟，干上雖逢日之祿，如晝占乃乘天空 … 末財又空」: 干上 the
 * 財 or the 祿, void or riding 天空, and no 財 in the transmissions not
 * void. */
int bf_58(const struct ev *k, struct lr_rule_result *r)
{
	int u = k->t[0], seat = bf_on(k, u), g = k->g[0];
	bool money = lr_kin_of(k->stem, u) == LR_WEALTH;
	bool lu = u == salary_of(k->stem);
	bool rest = bf_empty(k, k->t[1]) && bf_empty(k, k->t[2]) && k->t[1] != u;
	bool sat = lr_overcomes(ph(seat), ph(u));
	bool rode = lr_overcomes(kj_general_phase(g), ph(u));
	int tomb = tomb_of(ph(u)), ti = trans_index(k, tomb);
	bool entombed = ti > 0 && tomb != u;
	if ((money || lu) && (sat || rode) && (rest || entombed)) {
		if (sat)
			rule_reason(r, money ? _("初傳%s為%s之財，坐%s受克")
				  : _("初傳%s為%s之祿，坐%s受克"), BN(u),
				  SN(k->stem), BN(seat));
		else
			rule_reason(r, money ? _("初傳%s為%s之財，乘%s受克")
				  : _("初傳%s為%s之祿，乘%s受克"), BN(u),
				  SN(k->stem), GN(g));
		if (rest)
			rule_reason(r, _("，中傳%s、末傳%s空陷"), BN(k->t[1]),
				  BN(k->t[2]));
		else
			rule_reason(r, _("，入%s%s之墓"),
				  lr_transmission_name(ti), BN(tomb));
		return BF_YES;
	}
	int up = k->stem_up;
	bool up_money = lr_kin_of(k->stem, up) == LR_WEALTH;
	bool up_lu = up == salary_of(k->stem);
	bool up_lost = bf_void(k, up) || bf_general(k, up) == LR_G_VOID;
	if (!(up_money || up_lu) || !up_lost)
		return BF_NO;
	for (int i = 0; i < 3; i++)
		if (lr_kin_of(k->stem, k->t[i]) == LR_WEALTH
		    && !bf_empty(k, k->t[i]))
			return BF_NO;
	if (bf_void(k, up))
		rule_reason(r, up_money ? _("干上%s為%s之財，旬空，三傳無實財")
			  : _("干上%s為%s之祿，旬空，三傳無實財"), BN(up),
			  SN(k->stem));
	else
		rule_reason(r, up_money ? _("干上%s為%s之財，乘天空，三傳無實財")
			  : _("干上%s為%s之祿，乘天空，三傳無實財"), BN(up),
			  SN(k->stem));
	return BF_YES;
}

/* 第五十九法 華蓋覆日人昏晦: 「謂辰之華蓋作干之墓神，臨於干上發用是也 … 如
 * 壬申，壬辰二日辰加壬為用」. 華蓋: the 墓 of the day branch's 三合. */
int bf_59(const struct ev *k, struct lr_rule_result *r)
{
	int trine[3];
	lr_trine(k->branch, trine);
	int canopy = trine[2];
	if (canopy != tomb_of(k->se) || k->stem_up != canopy
	    || k->t[0] != canopy)
		return BF_NO;
	rule_reason(r, _("%s為支%s之華蓋、干%s之墓，臨干上發用"), BN(canopy),
		  BN(k->branch), SN(k->stem));
	return BF_YES;
}

/* 第六十法 太陽射宅屋光輝: 「如丙午日戌加午 … 如用戌為月將，反名太陽輝照家
 * 宅」, 「又如乙卯日子將卯時，此乃太陽作貴人而生宅」, 「餘論太陽惟忌坐於夜方
 * 而不可用」: the 月將 on the 支, the 支 a palace of the day (卯 … 申). */
int bf_60(const struct ev *k, struct lr_rule_result *r)
{
	int sun = k->c->input.general;
	if (k->branch_up != sun || k->branch < LR_MAO || k->branch > LR_SHEN)
		return BF_NO;
	int g = bf_general(k, sun);
	if (g == LR_G_NOBLE) {
		rule_variant(r, "太陽作貴人");
		rule_reason(r, _("月將%s（太陽）臨支%s，乘貴人"), BN(sun),
			  BN(k->branch));
	} else
		rule_reason(r, _("月將%s（太陽）臨支%s"), BN(sun), BN(k->branch));
	return BF_YES;
}

/* 第六十一法 干乘墓虎無占病: 「謂六辛日丑加戌晝將乘白虎作墓神」: the 干墓
 * on 干上 riding 白虎. */
static int bf_61_own(const struct ev *k, struct lr_rule_result *r)
{
	int tomb = tomb_of(k->se);
	if (bf_general(k, tomb) != LR_G_TIGER)
		return BF_NO;
	if (k->stem_up == tomb) {
		rule_reason(r, _("干上%s為%s之墓，乘白虎"), BN(tomb), SN(k->stem));
		return BF_YES;
	}
	/* 「外有六乙日晝貴順行，雖是未乘白虎，上有臨行年本命上者，即無加干
	 * 者也」: the 墓 under 白虎 over the 行年 or the 本命 (those known);
	 * 「餘干無此例」 holds of itself: with the common nobles no 干's 墓
	 * but 乙's 未 and 辛's 丑 (晝貴 順) ever rides 白虎 */
	const char *where = k->birth >= 0 && k->c->heaven[k->birth] == tomb
		? "本命" : k->xingnian >= 0 && k->c->heaven[k->xingnian] == tomb
		? "行年" : NULL;
	if (!where)
		return BF_NO;
	rule_reason(r, _("%s之墓%s乘白虎，臨%s%s"), SN(k->stem), BN(tomb), where,
		  BN(bf_on(k, tomb)));
	return BF_YES;
}

/* 虎鬼加干格 「如六己日卯加己夜、六壬日戌加壬晝夜、六癸日戌加癸晝」: 干上
 * the 干's 鬼, riding 白虎. */
int bf_61(const struct ev *k, struct lr_rule_result *r)
{
	int got = rule_own(bf_61_own(k, r), r);
	int up = k->stem_up;
	if (lr_kin_of(k->stem, up) == LR_OFFICIAL
	    && bf_general(k, up) == LR_G_TIGER)
		got = rule_also(r, "虎鬼加干格", _("干上%s為%s之鬼，乘白虎"),
				BN(up), SN(k->stem));
	return got;
}

/* 第六十二法 支乘墓虎有伏尸: 「一者干墓臨支，二者支墓臨支 … 如晝占上乘白
 * 虎」; 虎鬼克支格 「壬子日戌加子晝」 (白虎 on 支上 克支); 蛇墓克支格 「丙子日
 * 戌加子夜」 (a 墓 on 支上 riding 螣蛇 克支). */
int bf_62(const struct ev *k, struct lr_rule_result *r)
{
	int up = k->branch_up, g = bf_general(k, up);
	bool stem_tomb = up == tomb_of(k->se);
	bool own_tomb = up == tomb_of(ph(k->branch));
	bool beats = lr_overcomes(ph(up), ph(k->branch));
	/* 「其墓作月將不在此限」: a 墓 that is the 月將 is none */
	bool sun = up == k->c->input.general;
	bool tomb_tiger = (stem_tomb || own_tomb) && g == LR_G_TIGER && !sun;
	bool tiger = g == LR_G_TIGER && beats;
	bool snake = (stem_tomb || own_tomb) && g == LR_G_SNAKE && beats;
	/* 墓門開格 「如卯酉日占，干墓乘蛇虎加支，主重重有喪」 */
	bool door = (k->branch == LR_MAO || k->branch == LR_YOU) && stem_tomb
		    && (g == LR_G_SNAKE || g == LR_G_TIGER);
	if (!tomb_tiger && !tiger && !snake && !door)
		return BF_NO;
	if (stem_tomb || own_tomb)
		rule_reason(r, beats ? _("支上%s為%s之墓，乘%s，克支")
			  : _("支上%s為%s之墓，乘%s"), BN(up),
			  stem_tomb ? SN(k->stem) : BN(k->branch), GN(g));
	else
		rule_reason(r, beats ? _("支上%s乘%s，克支") : _("支上%s乘%s"),
			  BN(up), GN(g));
	if (tomb_tiger)
		rule_variant(r, "%s", stem_tomb ? "干墓臨支" : "支墓臨支");
	/* 虎鬼克支格 「緣支鬼乘白虎而克支者」, beside 干墓臨支 when the 墓 is
	 * the 支's 鬼 too (乙亥日未加亥) */
	if (tiger)
		rule_variant(r, "%s虎鬼克支格", tomb_tiger ? " " : "");
	if (snake)
		rule_variant(r, "%s蛇墓克支格", tomb_tiger || tiger ? " " : "");
	if (door)
		rule_variant(r, "%s墓門開格",
			     tomb_tiger || tiger || snake ? " " : "");
	return BF_YES;
}
