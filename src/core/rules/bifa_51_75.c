/* liuren - bifa_51_75.c: the detectors of the 畢法 第五十一–第七十五法
 * (《六壬大全》 卷十二): 魁度天門 … 刑在上. Each 法 as its commentary
 * defines it; each rule quotes the commentary it follows.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/bifa_internal.h"

#include "liuren/ask.h"

#include <stdio.h>
#include <string.h>

#define GN(g) lr_general_name(g)

/* 第五十一法 魁度天門關隔定: 「凡戌加亥為用者，占謀用皆被阻隔」. */
int bf_51(const struct ev *k, struct lr_bifa_result *r)
{
	if (k->t[0] != LR_XU || bf_on(k, LR_XU) != LR_HAI)
		return BF_NO;
	bf_reason(r, _("戌（天魁）加亥（天門）發用"));
	return BF_YES;
}

/* 第五十二法 罡塞鬼戶任謀為: 「凡辰加寅為罡塞鬼門，不論在傳不在傳」; 貴塞
 * 鬼戶格 「三傳作日鬼，賴貴人塞鬼戶也」. */
int bf_52(const struct ev *k, struct lr_bifa_result *r)
{
	const struct lr_chart *c = k->c;
	bool gang = bf_on(k, LR_CHEN) == LR_YIN;
	bool noble = bf_on(k, c->noble) == LR_YIN;
	bool ghosts = true;
	for (int i = 0; i < 3; i++)
		ghosts = ghosts && lr_overcomes(ph(k->t[i]), k->se);
	if (!gang && !(noble && ghosts))
		return BF_NO;
	if (gang)
		bf_reason(r, _("辰（天罡）加寅（鬼戶）"));
	if (noble && ghosts) {
		bf_ge(r, "貴塞鬼戶格");
		bf_reason(r, gang ? _("；貴人%s加寅，三傳%s%s%s皆日鬼")
			  : _("貴人%s加寅，三傳%s%s%s皆日鬼"), BN(c->noble), BN(k->t[0]), BN(k->t[1]), BN(k->t[2]));
	}
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
int bf_53(const struct ev *k, struct lr_bifa_result *r)
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
		bf_ge(r, "%s夾墓", list[i].two);
		bf_reason(r, _("%s之墓%s加%s，乘%s"), SN(k->stem), BN(tomb),
			  BN(on), GN(g));
		if (k->stem == LR_BING && k->branch == LR_XU)
			bf_reason(r, _("；支%s來墓日干"), BN(k->branch));
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
int bf_54(const struct ev *k, struct lr_bifa_result *r)
{
	if (k->c->method != LR_M_MAOXING)
		return BF_NO;
	const char *day = lr_stem_yang(k->stem) ? _("剛日昴星") : _("柔日昴星");
	for (int i = 0; i < 3; i++)
		if (tiger_54(k, k->t[i])) {
			bf_reason(r, bf_general(k, k->t[i]) == LR_G_TIGER
				  ? _("%s，%s%s乘白虎") : k->t[i] == LR_YIN
				  ? _("%s，%s%s為虎") : _("%s，%s%s為白虎之本位"),
				  day, lr_transmission_name(i), BN(k->t[i]));
			return BF_YES;
		}
	for (int i = 0; i < 4; i++) {
		int up = k->c->lessons[i].upper;
		if (tiger_54(k, up)) {
			bf_reason(r, bf_general(k, up) == LR_G_TIGER
				  ? _("%s，第%d課%s乘白虎") : up == LR_YIN
				  ? _("%s，第%d課%s為虎") : _("%s，第%d課%s為白虎之本位"),
				  day, i + 1, BN(up));
			return BF_YES;
		}
	}
	if (bf_general(k, k->branch) == LR_G_TIGER) {
		bf_reason(r, _("%s，支%s乘白虎"), day, BN(k->branch));
		return BF_YES;
	}
	return BF_NO;
}

/* 第五十五法 所謀多拙逢羅網: 「謂干上乘干前一辰，支上乘支前一辰 … 如甲申日
 * 干上卯、支上酉」; 「干上乘支之網，支上乘干之羅者例 … 如庚寅日干上卯、支
 * 上酉」 (互網); 「或遇空亡亦名破羅破網」. */
int bf_55(const struct ev *k, struct lr_bifa_result *r)
{
	int sn = lr_branch_add(k->lodge, 1), bn = lr_branch_add(k->branch, 1);
	bool own = k->stem_up == sn && k->branch_up == bn;
	bool cross = k->stem_up == bn && k->branch_up == sn;
	if (!own && !cross)
		return BF_NO;
	if (own)
		bf_reason(r, _("干上%s為干%s（寄%s）前一辰，支上%s為支%s前一辰"),
			  BN(sn), SN(k->stem), BN(k->lodge), BN(bn), BN(k->branch));
	else {
		bf_ge(r, "互網");
		bf_reason(r, _("干上%s為支%s前一辰，支上%s為干%s（寄%s）前一辰"),
			  BN(bn), BN(k->branch), BN(sn), SN(k->stem), BN(k->lodge));
	}
	if (bf_void(k, k->stem_up) || bf_void(k, k->branch_up)) {
		bf_ge(r, "%s破羅破網", *r->ge ? " " : "");
		bf_reason(r, _("；羅網旬空"));
	}
	return BF_YES;
}

/* 第五十六法 天網自裹己招非: 「如甲申日未加寅，乃墓神覆日，如占人本命又是未
 * 生，乃名天網自裹」. */
int bf_56(const struct ev *k, struct lr_bifa_result *r)
{
	int tomb = tomb_of(k->se);
	if (k->stem_up != tomb)
		return BF_NO;
	if (k->birth < 0) {
		char what[160];
		snprintf(what, sizeof what, _("干上%s為墓神覆日，尚看本命是否%s"),
			 BN(tomb), BN(tomb));
		return bf_unknown(r, LR_NEED_BIRTH, what);
	}
	if (k->birth != tomb)
		return BF_NO;
	bf_reason(r, _("干上%s為%s之墓，墓神覆日，本命亦是%s"), BN(tomb),
		  SN(k->stem), BN(tomb));
	return BF_YES;
}

/* 第五十七法 費有餘而得不足: 「如壬午日干上申，雖為日之長生，奈是旬空，既見
 * 生不生 … 中傳見寅為脫氣，及支上卯木併力而盜脫其日干之氣 … 以上總皆生空，
 * 脫與鬼皆實論耳」: 干上 gives birth but is void, and a 脫 or 鬼 not void on
 * 支上 or in the transmissions. */
static int bf_57_own(const struct ev *k, struct lr_bifa_result *r)
{
	int up = k->stem_up;
	if ((lr_kin_of(k->stem, up) != LR_PARENT && up != growth_of(k->se))
	    || !bf_void(k, up))
		return BF_NO;
	int cand[4] = { k->branch_up, k->t[0], k->t[1], k->t[2] };
	for (int i = 0; i < 4; i++) {
		int b = cand[i];
		enum lr_kin kin = lr_kin_of(k->stem, b);
		if ((kin != LR_OFFSPRING && kin != LR_OFFICIAL) || bf_void(k, b))
			continue;
		bf_reason(r, kin == LR_OFFICIAL
			  ? _("干上%s生干而旬空，%s%s為%s之鬼卻實")
			  : _("干上%s生干而旬空，%s%s為%s之脫氣卻實"),
			  BN(up), i ? lr_transmission_name(i - 1) : "支上",
			  BN(b), SN(k->stem));
		return BF_YES;
	}
	return BF_NO;
}

/* 第五十七法's 得少失多格 「如甲寅日干上卯，乃日之旺神，三傳辰巳午，彼此引
 * 入初傳，辰乃干上卯之六害，中末盜氣，此所謂貪他一粒米，失卻半年糧也」:
 * 干上 the 干's 旺神, the 初傳 harming it, 中 and 末 draining the 干. */
int bf_57(const struct ev *k, struct lr_bifa_result *r)
{
	int got = bf_own(bf_57_own(k, r), r);
	int a = k->stem_up;
	if (a == kj_peak(k->se) && lr_harm(k->t[0]) == a
	    && lr_kin_of(k->stem, k->t[1]) == LR_OFFSPRING
	    && lr_kin_of(k->stem, k->t[2]) == LR_OFFSPRING)
		got = bf_also(r, "得少失多格",
			      _("干上%s為%s之旺神，初傳%s害之，中末%s%s盜氣"),
			      BN(a), SN(k->stem), BN(k->t[0]), BN(k->t[1]),
			      BN(k->t[2]));
	return got;
}

/* 第五十八法 用破身心無所歸: 「如戊申日干上未，三傳子寅辰，初傳雖是日財，
 * 奈坐戌土之上受克，又乘白虎 … 引入中末鬼鄉，尤幸鬼亦空亡 … 丙寅日申加巳，
 * 夜乘蛇夾克財，中末空陷 … 已上財祿俱作空被克，總無實得之意也」: (1) the
 * 初傳 the day's 財, overcome by the palace under it or by its general, and
 * 中傳 and 末傳 void or on a void palace; (2) 「癸未日巳加子作財，乃傳墓入
 * 墓」: the 初傳 財 entombed in 中傳 or 末傳; (3) 「壬寅日返吟，棄干上空
 * 財 … 壬寅日伏吟，干上雖逢日之祿，如晝占乃乘天空 … 末財又空」: 干上 the
 * 財 or the 祿, void or riding 天空, and no 財 in the transmissions not
 * void. */
int bf_58(const struct ev *k, struct lr_bifa_result *r)
{
	int u = k->t[0], seat = bf_on(k, u), g = k->g[0];
	bool money = lr_kin_of(k->stem, u) == LR_WEALTH;
	bool rest = bf_empty(k, k->t[1]) && bf_empty(k, k->t[2]) && k->t[1] != u;
	bool sat = lr_overcomes(ph(seat), ph(u));
	bool rode = lr_overcomes(kj_general_phase(g), ph(u));
	if (money && rest && (sat || rode)) {
		if (sat)
			bf_reason(r, _("初傳%s為%s之財，坐%s受克"), BN(u),
				  SN(k->stem), BN(seat));
		else
			bf_reason(r, _("初傳%s為%s之財，乘%s受克"), BN(u),
				  SN(k->stem), GN(g));
		bf_reason(r, _("，中傳%s、末傳%s空陷"), BN(k->t[1]), BN(k->t[2]));
		return BF_YES;
	}
	int tomb = tomb_of(ph(u)), ti = trans_index(k, tomb);
	if (money && ti > 0 && tomb != u) {
		bf_reason(r, _("初傳%s為%s之財，入%s%s之墓"), BN(u), SN(k->stem),
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
		bf_reason(r, up_money ? _("干上%s為%s之財，旬空，三傳無實財")
			  : _("干上%s為%s之祿，旬空，三傳無實財"), BN(up),
			  SN(k->stem));
	else
		bf_reason(r, up_money ? _("干上%s為%s之財，乘天空，三傳無實財")
			  : _("干上%s為%s之祿，乘天空，三傳無實財"), BN(up),
			  SN(k->stem));
	return BF_YES;
}

/* 第五十九法 華蓋覆日人昏晦: 「謂辰之華蓋作干之墓神，臨於干上發用是也 … 如
 * 壬申，壬辰二日辰加壬為用」. 華蓋: the 墓 of the day branch's 三合. */
int bf_59(const struct ev *k, struct lr_bifa_result *r)
{
	int trine[3];
	lr_trine(k->branch, trine);
	int canopy = trine[2];
	if (canopy != tomb_of(k->se) || k->stem_up != canopy
	    || k->t[0] != canopy)
		return BF_NO;
	bf_reason(r, _("%s為支%s之華蓋、干%s之墓，臨干上發用"), BN(canopy),
		  BN(k->branch), SN(k->stem));
	return BF_YES;
}

/* 第六十法 太陽射宅屋光輝: 「如丙午日戌加午 … 如用戌為月將，反名太陽輝照家
 * 宅」, 「又如乙卯日子將卯時，此乃太陽作貴人而生宅」, 「餘論太陽惟忌坐於夜方
 * 而不可用」: the 月將 on the 支, the 支 a palace of the day (卯 … 申). */
int bf_60(const struct ev *k, struct lr_bifa_result *r)
{
	int sun = k->c->input.general;
	if (k->branch_up != sun || k->branch < LR_MAO || k->branch > LR_SHEN)
		return BF_NO;
	int g = bf_general(k, sun);
	if (g == LR_G_NOBLE) {
		bf_ge(r, "太陽作貴人");
		bf_reason(r, _("月將%s（太陽）臨支%s，乘貴人"), BN(sun),
			  BN(k->branch));
	} else
		bf_reason(r, _("月將%s（太陽）臨支%s"), BN(sun), BN(k->branch));
	return BF_YES;
}

/* 第六十一法 干乘墓虎無占病: 「謂六辛日丑加戌晝將乘白虎作墓神」: the 干墓
 * on 干上 riding 白虎. */
int bf_61(const struct ev *k, struct lr_bifa_result *r)
{
	int tomb = tomb_of(k->se);
	if (k->stem_up != tomb || bf_general(k, tomb) != LR_G_TIGER)
		return BF_NO;
	bf_reason(r, _("干上%s為%s之墓，乘白虎"), BN(tomb), SN(k->stem));
	return BF_YES;
}

/* 第六十二法 支乘墓虎有伏尸: 「一者干墓臨支，二者支墓臨支 … 如晝占上乘白
 * 虎」; 虎鬼克支格 「壬子日戌加子晝」 (白虎 on 支上 克支); 蛇墓克支格 「丙子日
 * 戌加子夜」 (a 墓 on 支上 riding 螣蛇 克支). */
int bf_62(const struct ev *k, struct lr_bifa_result *r)
{
	int up = k->branch_up, g = bf_general(k, up);
	bool stem_tomb = up == tomb_of(k->se);
	bool own_tomb = up == tomb_of(ph(k->branch));
	bool beats = lr_overcomes(ph(up), ph(k->branch));
	bool tomb_tiger = (stem_tomb || own_tomb) && g == LR_G_TIGER;
	bool tiger = g == LR_G_TIGER && beats;
	bool snake = (stem_tomb || own_tomb) && g == LR_G_SNAKE && beats;
	if (!tomb_tiger && !tiger && !snake)
		return BF_NO;
	if (stem_tomb || own_tomb)
		bf_reason(r, beats ? _("支上%s為%s之墓，乘%s，克支")
			  : _("支上%s為%s之墓，乘%s"), BN(up),
			  stem_tomb ? SN(k->stem) : BN(k->branch), GN(g));
	else
		bf_reason(r, beats ? _("支上%s乘%s，克支") : _("支上%s乘%s"),
			  BN(up), GN(g));
	if (tomb_tiger)
		bf_ge(r, "%s", stem_tomb ? "干墓臨支" : "支墓臨支");
	if (tiger && !tomb_tiger)
		bf_ge(r, "虎鬼克支格");
	if (snake)
		bf_ge(r, "蛇墓克支格");
	return BF_YES;
}

/* 第六十三法 彼此全傷防兩損: 「謂支干各被上神克伐者 … 如丁亥日干上子水克丁
 * 火，支上辰土克亥水之類是也」. */
int bf_63(const struct ev *k, struct lr_bifa_result *r)
{
	if (!lr_overcomes(ph(k->stem_up), k->se)
	    || !lr_overcomes(ph(k->branch_up), ph(k->branch)))
		return BF_NO;
	bf_reason(r, _("干上%s克干%s，支上%s克支%s"), BN(k->stem_up), SN(k->stem),
		  BN(k->branch_up), BN(k->branch));
	return BF_YES;
}

/* 第六十四法 夫婦蕪淫各有私: 「謂干被支上神克，支卻被干上神克者，為蕪淫卦」
 * (「如《心鏡》中以甲子日干上戌，支上申一課為例 … 餘有癸巳、壬午干上子，庚
 * 子、乙亥干上丑諸例」): the 交克 of 干 and 支 across the lessons, whether
 * or not the lessons are complete. (The 課經's 蕪淫課 counts the 不備 that
 * the 法 does not read; its 真解離卦 「干克支上神，支克干上神」 is the other
 * way round and not 蕪淫.) */
int bf_64(const struct ev *k, struct lr_bifa_result *r)
{
	if (!lr_overcomes(ph(k->branch_up), k->se)
	    || !lr_overcomes(ph(k->stem_up), ph(k->branch)))
		return BF_NO;
	bf_reason(r, _("干%s被支上%s所克，支%s被干上%s所克：干支交克"),
		  SN(k->stem), BN(k->branch_up), BN(k->branch),
		  BN(k->stem_up));
	return BF_YES;
}

/* 第六十五法 干墓並關人宅廢: 「謂日干之墓作四季之關神發用者是也 … 如日干之
 * 兩課上作發用者，主人衰，如支辰之兩課上發用者，主宅廢。夫關神者，春丑、夏
 * 辰、秋未、冬戌」. */
int bf_65(const struct ev *k, struct lr_bifa_result *r)
{
	int tomb = tomb_of(k->se);
	if (k->t[0] != tomb)
		return BF_NO;
	int season = k->month >= 0 ? lr_branch_add(k->month, -LR_YIN) / 3
		     : k->season_month >= 0
		     ? lr_branch_add(k->season_month, -LR_MAO) / 3 : -1;
	if (season < 0)
		return bf_unknown(r, LR_NEED_SEASON,
				  _("干墓發用，尚需看是否當季關神"));
	static const int guan[4] = { LR_CHOU, LR_CHEN, LR_WEI, LR_XU };
	if (tomb != guan[season])
		return BF_NO;
	int lesson = lr_chart_first_lesson(k->c);
	static const char *const gate[4] = {
		N_("發用%s為%s之墓，又為春之關神"), N_("發用%s為%s之墓，又為夏之關神"),
		N_("發用%s為%s之墓，又為秋之關神"), N_("發用%s為%s之墓，又為冬之關神")
	};
	bf_reason(r, _(gate[season]), BN(tomb), SN(k->stem));
	if (lesson >= 0) {
		bf_ge(r, "%s", lesson < 2 ? "人衰" : "宅廢");
		bf_reason(r, lesson < 2 ? _("，從干之課發用")
			  : _("，從支之課發用"));
	}
	return BF_YES;
}

/* 第六十六法 支墳財並旅程稽: 「謂地支之墓作日干之財者 … 如甲子日辰加子，乃
 * 支之墓神而作干之財為發用」. */
int bf_66(const struct ev *k, struct lr_bifa_result *r)
{
	int tomb = tomb_of(ph(k->branch));
	if (k->t[0] != tomb || lr_kin_of(k->stem, tomb) != LR_WEALTH)
		return BF_NO;
	bf_reason(r, _("發用%s為支%s之墓，又為%s之財"), BN(tomb), BN(k->branch),
		  SN(k->stem));
	return BF_YES;
}

/* 第六十七法 受虎克神為病症: 「金神乘白虎，必是肝經受病 … 木神乘白虎，必是
 * 脾經受病 …」, read when the matter is an illness (占病) and 白虎 is on
 * the querent (干上) or is the 發用 (on any other place 白虎 would name an
 * illness on a third of all charts); 虎墓格 「緣日干之墓乘白虎在六處者，如
 * 占病必是積塊病」. */
int bf_67(const struct ev *k, struct lr_bifa_result *r)
{
	static const char *const line[LR_WATER + 1] = {
		[LR_METAL] = "金神乘白虎，必是肝經受病",
		[LR_WOOD] = "木神乘白虎，必是脾經受病",
		[LR_WATER] = "水神乘白虎，必是心經受病",
		[LR_FIRE] = "火神乘白虎，必是肺經受病",
		[LR_EARTH] = "土神乘白虎，必是腎經受病",
	};
	int tiger = bf_tiger(k);
	const char *where = tiger < 0 ? NULL : k->stem_up == tiger ? "干上"
			    : k->t[0] == tiger ? "發用" : NULL;
	if (!where)
		return BF_NO;
	int a = bf_asked(k, LR_ASK_BING);
	if (a == BF_NO)
		return BF_NO;
	if (a == BF_UNKNOWN)
		return bf_unknown(r, LR_NEED_ASK, _("占病則看白虎所乘之神"));
	bf_reason(r, _("占病，白虎乘%s（%s），在%s：「%s」"), BN(tiger),
		  lr_phase_name(ph(tiger)), where, line[ph(tiger)]);
	if (tiger == tomb_of(k->se)) {
		bf_ge(r, "虎墓格");
		bf_reason(r, _("；%s又為%s之墓"), BN(tiger), SN(k->stem));
	}
	return BF_YES;
}

/* 第六十八法 制鬼之位乃良醫: 「如乙丑日酉加乙，乃日之鬼，卻賴支上有午火而克
 * 其酉金，此午火便是良醫 … 其餘救神不在支上而臨三傳之上 … 亦可為救」 and
 * 「如甲戌日干上酉，雖為日鬼，奈是旬中空亡，不足為畏」: 干上 the 鬼, not
 * void, and a 子孫 (食神) not void on 支上 or in the transmissions (「又己
 * 丑日干上卯、支上酉」 counts 酉 on its 墓 丑 a 救神, so the 墓 is not read);
 * 「其餘救神不在支上而臨三傳之上及臨行年本命，亦可為救」: over the 本命 or 行年
 * too, 未論 while they are unknown and nothing else 制 the 鬼. */
int bf_68(const struct ev *k, struct lr_bifa_result *r)
{
	int ghost = k->stem_up;
	if (lr_kin_of(k->stem, ghost) != LR_OFFICIAL || bf_void(k, ghost))
		return BF_NO;
	int cand[4] = { k->branch_up, k->t[0], k->t[1], k->t[2] };
	for (int i = 0; i < 4; i++) {
		int b = cand[i];
		if (lr_kin_of(k->stem, b) != LR_OFFSPRING || bf_void(k, b))
			continue;
		bf_reason(r, _("干上%s為%s之鬼，%s%s克之，為制鬼之神"),
			  BN(ghost), SN(k->stem),
			  i ? lr_transmission_name(i - 1) : "支上", BN(b));
		return BF_YES;
	}
	const int year[2] = { k->birth, k->xingnian };
	static const char *const year_name[2] = { "命上", "年上" };
	for (int i = 0; i < 2; i++) {
		if (year[i] < 0)
			continue;
		int b = k->c->heaven[year[i]];
		if (lr_kin_of(k->stem, b) != LR_OFFSPRING || bf_void(k, b))
			continue;
		bf_reason(r, _("干上%s為%s之鬼，%s%s克之，為制鬼之神"),
			  BN(ghost), SN(k->stem), year_name[i], BN(b));
		return BF_YES;
	}
	unsigned needs = (k->birth < 0 ? LR_NEED_BIRTH : 0)
			 | (k->xingnian < 0 ? LR_NEED_XINGNIAN : 0);
	if (!needs)
		return BF_NO;
	return bf_unknown(r, needs, _("干上為鬼，支上、三傳無制鬼之神，尚看年命上神"));
}

/* 第六十九法 虎乘遁鬼殃非淺: 「謂白虎加臨旬內之干為日鬼者例 … 如甲子日晝占，
 * 乃虎加庚午臨戌為用，又旦占虎加庚午臨子在支上，又旦占庚午作虎加干」: the
 * god 白虎 rides carries as its 遁干 a stem of the day's 鬼 (by phase: the
 * 格 below takes 乙's 庚 and 丁's 壬 for 鬼 as well), in the transmissions,
 * on 干上 or 支上, or over the 本命 or 行年 when they are known (the querent's
 * own places, 「凡占皆畏其咎彌深」). */
static int bf_69_own(const struct ev *k, struct lr_bifa_result *r)
{
	int tiger = bf_tiger(k);
	int hs = tiger >= 0 ? bf_hidden(k, tiger) : -1;
	if (hs < 0 || !lr_overcomes(lr_stem_phase(hs), k->se))
		return BF_NO;
	int ti = trans_index(k, tiger);
	const char *where = ti >= 0 ? lr_transmission_name(ti)
			    : k->stem_up == tiger ? "干上"
			    : k->branch_up == tiger ? "支上"
			    : k->birth >= 0 && k->c->heaven[k->birth] == tiger ? "命上"
			    : k->xingnian >= 0 && k->c->heaven[k->xingnian] == tiger
			    ? "年上" : NULL;
	if (!where)
		return BF_NO;
	bf_reason(r, _("白虎乘%s%s（遁%s，%s之鬼），在%s"), SN(hs), BN(tiger),
		  SN(hs), SN(k->stem), where);
	return BF_YES;
}

/* 第六十九法's 明暗二鬼格 「乃干上神作日干明鬼，又支上神遁旬干作日干暗鬼。如
 * 六甲日申加甲、庚加支；六乙日酉加乙，亦庚加支；六丙日亥加丙，即壬加支；六
 * 丁日子加丁，即壬加支；六戊日寅加戊，即乙加支；六己日卯加己，即乙加支；六壬
 * 日未加壬，即戊加支；六癸日占無」: read as the book lists it, stem by stem.
 * The bare shape (干上 any 鬼, 支上's 遁干 any 鬼) would add 甲 酉/辛, 丙 子/癸,
 * 己 寅/甲 and 庚、辛 days, which the list, worked out day by day (「六癸日
 * 占無」), leaves out; it would also make the 法 fire on 16% of the charts,
 * with no sentence that makes it common. */
static const struct { int stem, bright, dark; } bf_69_pairs[] = {
	{ LR_JIA, LR_SHEN, LR_GENG }, { LR_YI, LR_YOU, LR_GENG },
	{ LR_BING, LR_HAI, LR_REN }, { LR_DING, LR_ZI, LR_REN },
	{ LR_WU, LR_YIN, LR_YI }, { LR_JI, LR_MAO, LR_YI },
	{ LR_REN, LR_WEI, LR_WU },
};

int bf_69(const struct ev *k, struct lr_bifa_result *r)
{
	int got = bf_own(bf_69_own(k, r), r);
	int hz = bf_hidden(k, k->branch_up);
	for (size_t i = 0; i < sizeof bf_69_pairs / sizeof bf_69_pairs[0]; i++)
		if (bf_69_pairs[i].stem == k->stem
		    && bf_69_pairs[i].bright == k->stem_up
		    && bf_69_pairs[i].dark == hz)
			got = bf_also(r, "明暗二鬼格",
				      _("干上%s為%s之明鬼，支上%s遁%s為暗鬼"),
				      BN(k->stem_up), SN(k->stem),
				      BN(k->branch_up), SN(hz));
	return got;
}

/* 第七十法 鬼臨三四訟災隨: 「謂日干之鬼臨於第三四課全者 … 如乙未日申加未為
 * 第三課，酉加申為第四課之類」. */
static int bf_70_own(const struct ev *k, struct lr_bifa_result *r)
{
	int u3 = k->c->lessons[2].upper, u4 = k->c->lessons[3].upper;
	if (lr_kin_of(k->stem, u3) != LR_OFFICIAL
	    || lr_kin_of(k->stem, u4) != LR_OFFICIAL)
		return BF_NO;
	bf_reason(r, _("第三課%s、第四課%s皆%s之鬼"), BN(u3), BN(u4), SN(k->stem));
	return BF_YES;
}

/* 第七十法's 朱勾相會格 「如丙辰午加辰，乃朱雀入勾陳，必有非常之訟」: 午
 * (朱雀's palace) over 辰 (勾陳's), 辰 the 支 or the 干's 寄宮. */
int bf_70(const struct ev *k, struct lr_bifa_result *r)
{
	int got = bf_own(bf_70_own(k, r), r);
	if (k->c->heaven[LR_CHEN] == LR_WU_B
	    && (k->branch == LR_CHEN || k->lodge == LR_CHEN))
		got = bf_also(r, "朱勾相會格", k->branch == LR_CHEN
			      ? _("午加支辰：朱雀入勾陳")
			      : _("午加干%s（寄辰）：朱雀入勾陳"), SN(k->stem));
	return got;
}

/* 第七十一法 病符克宅全家患: 「夫病符者，每年舊太歲是也，且如子年亥為病符 …
 * 若病符臨支又克支者，乃主闔家病患」. */
int bf_71(const struct ev *k, struct lr_bifa_result *r)
{
	if (!lr_overcomes(ph(k->branch_up), ph(k->branch)))
		return BF_NO;
	if (k->year < 0)
		return bf_unknown(r, LR_NEED_YEAR,
				  _("支上神克支，尚需看是否病符"));
	int sick = lr_branch_add(k->year, -1);
	if (k->branch_up != sick)
		return BF_NO;
	bf_reason(r, _("%s年病符%s臨支%s而克之"), BN(k->year), BN(sick),
		  BN(k->branch));
	if (bf_general(k, sick) == LR_G_TIGER)
		bf_reason(r, _("，乘白虎尤凶"));
	return BF_YES;
}

/* 第七十二法 喪吊全逢掛縞衣: 「謂歲前二辰為喪門，歲後二辰為弔客。如支干上全
 * 逢此二位凶煞，主凶」. */
int bf_72(const struct ev *k, struct lr_bifa_result *r)
{
	int d = lr_branch_add(k->branch_up, -k->stem_up);
	if (d != 4 && d != 8)
		return BF_NO;
	if (k->year < 0)
		return bf_unknown(r, LR_NEED_YEAR,
				  _("干上、支上相隔四位，尚需看是否喪門弔客"));
	int door = lr_branch_add(k->year, 2), guest = lr_branch_add(k->year, -2);
	bool a = k->stem_up == guest && k->branch_up == door;
	bool b = k->stem_up == door && k->branch_up == guest;
	if (!a && !b)
		return BF_NO;
	bf_reason(r, _("%s年，干上%s乘%s，支上%s乘%s"), BN(k->year), BN(k->stem_up),
		  a ? "弔客" : "喪門", BN(k->branch_up), a ? "喪門" : "弔客");
	return BF_YES;
}

/* 第七十三法's own image: 「假令壬寅日干上子，三傳辰巳午皆空而不可進，欲退後
 * 一步，逢地下寅盜氣，又退一步，逢丑為干鬼，乃前不可進，後不可退 … 惟宜守
 * 干上旺」: the transmissions run in a row (連茹) and are all void or stand
 * on the void; behind the 初傳, against their course, the palace one step
 * back from its own (「地下」) is the 干's 盜氣 and the next the 干's 鬼; and
 * 干上 is the 干's 旺, the one place left to keep. The 旺 is read because
 * the book sets 「癸卯日干上寅，三傳辰巳午」, the same plate with 干上寅 (no
 * 旺), against the 法: 「此於逼迫二字不合」; 土 has no 旺 the book shows
 * (第七法 「雖不係己土旺神」). The palaces into BACK. */
static bool bf_73_pressed(const struct ev *k, int back[2])
{
	int step = lr_branch_add(k->t[1], -k->t[0]);
	if (step != 1 && step != LR_BRANCHES - 1)
		return false;
	if (lr_branch_add(k->t[2], -k->t[1]) != step)
		return false;
	for (int i = 0; i < 3; i++)
		if (!bf_empty(k, k->t[i]))
			return false;
	back[0] = lr_branch_add(bf_on(k, k->t[0]), -step);
	back[1] = lr_branch_add(back[0], -step);
	return lr_produces(k->se, ph(back[0]))
	       && lr_overcomes(ph(back[1]), k->se)
	       && k->se != LR_EARTH && k->stem_up == kj_peak(k->se);
}

/* 第七十三法 前後逼迫難進退: 全傷坐克格 「如支干各受上神克，又坐被克方者 …
 * 並是返吟」; 「初傳被下克，繼歸地盤之本宮，又被上神所克格 … 如癸巳卯丑亥四
 * 日，午加癸為初傳，乃午火受癸水所克，及歸本家午上，又被亥水所克」. */
int bf_73(const struct ev *k, struct lr_bifa_result *r)
{
	enum lr_phase bp = ph(k->branch);
	bool hurt = lr_overcomes(ph(k->stem_up), k->se)
		    && lr_overcomes(ph(k->branch_up), bp)
		    && lr_overcomes(ph(bf_on(k, k->lodge)), k->se)
		    && lr_overcomes(ph(bf_on(k, k->branch)), bp);
	int u = k->t[0], home = k->c->heaven[u];
	/* the lower of the 初傳's lesson: the 干 itself under 干上 */
	enum lr_phase below = u == k->stem_up ? k->se : ph(bf_on(k, u));
	bool back = lr_overcomes(below, ph(u)) && lr_overcomes(ph(home), ph(u));
	int behind[2];
	bool pressed = bf_73_pressed(k, behind);
	if (!hurt && !back && !pressed)
		return BF_NO;
	if (pressed)
		bf_reason(r, _("三傳%s%s%s皆空，不可進；退一步%s為%s之盜氣，再退一步%s為%s之鬼；惟干上%s為%s之旺"),
			  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]),
			  BN(behind[0]), SN(k->stem), BN(behind[1]), SN(k->stem),
			  BN(k->stem_up), SN(k->stem));
	if (hurt) {
		bf_ge(r, "全傷坐克格");
		bf_reason(r, pressed ? _("；干上%s克干、支上%s克支，干支又各坐受克之地")
				     : _("干上%s克干、支上%s克支，干支又各坐受克之地"),
			  BN(k->stem_up), BN(k->branch_up));
	}
	if (back) {
		bf_ge(r, "%s克處迴歸又受克", *r->ge ? " " : "");
		bf_reason(r, hurt || pressed ? _("；初傳%s受下克，歸本家%s又被上神%s所克")
				  : _("初傳%s受下克，歸本家%s又被上神%s所克"),
			  BN(u), BN(u), BN(home));
	}
	return BF_YES;
}

/* 第七十四法 空空如也事休追: 「謂三傳皆空亡者是也 … 如三合課兩傳空亡，縱有一
 * 傳不空，而上乘天空將者，亦係此例」 (void, or standing on a void palace);
 * 四課全空格 「如乙巳日干上寅為空亡，第二課又入空亡鄉，支上卯作空亡，第四課
 * 又入空亡鄉」 (干上 and 支上 void: the lessons over them stand on void). */
int bf_74(const struct ev *k, struct lr_bifa_result *r)
{
	int n = 0, solid = -1, mid;
	for (int i = 0; i < 3; i++) {
		if (bf_empty(k, k->t[i]))
			n++;
		else
			solid = i;
	}
	bool all = n == 3;
	bool trine = n == 2 && bf_trine_whole(k, &mid) && k->g[solid] == LR_G_VOID;
	bool lessons = bf_void(k, k->stem_up) && bf_void(k, k->branch_up);
	if (!all && !trine && !lessons)
		return BF_NO;
	const char *sep = "";
	if (all || trine) {
		bf_reason(r, all ? _("三傳%s%s%s皆空陷")
				 : _("三傳%s%s%s三合，兩傳空陷，一傳乘天空"),
			  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]));
		sep = "；";
	}
	if (lessons) {
		bf_ge(r, "四課全空格");
		bf_reason(r, *sep ? _("；干上%s、支上%s旬空，四課皆空")
				  : _("干上%s、支上%s旬空，四課皆空"),
			  BN(k->stem_up), BN(k->branch_up));
	}
	return BF_YES;
}

/* 第七十五法 賓主不投刑在上: 一字刑 「乃四課上神全逢辰午酉亥者是也」 (甲辰、
 * 癸亥、乙酉), and 「支干上乘辰午酉亥又克支干者，尤可畏也」 (壬午 干上辰克干、
 * 支上亥克支; 己酉 辰加己 墓覆干、午加酉克支; 丙戌 干上亥克干、支上辰墓支:
 * both self-punishing, each overcoming or the 墓 of what it stands over, one
 * at least overcoming); 「外有甲寅、庚申、己未、丁未、癸丑五日，或干上乘辰午
 * 酉亥，亦作自刑例」 (the 干 lodged on its own 支: 干上 is 支上);
 * 「乃支干相刑其上神」 (甲子日寅刑干上巳、子刑支上卯); 二字
 * 刑 「乃支干上全乘子卯是也」; 三字刑 「乃三傳寅巳申或丑戌未是也」 in the six orders it lists; 金剛格、
 * 火強格、水流趨東格、木落歸根格 (a 三合 in the transmissions, 干上 or 支上
 * its member that cannot punish: 酉, 午, 辰, 亥); 四勝煞格 「乃干上酉、支上
 * 午或支上酉、干上午者皆是」. */
/* Common (over 15% of all charts) by the text itself:
 * 「凡支干乘刑者有三等」: the three grades, the four 格 of the 三合 and 四勝煞 together. */
int bf_75(const struct ev *k, struct lr_bifa_result *r)
{
	const struct lr_chart *c = k->c;
	bool four_lessons = true;
	for (int i = 0; i < 4; i++)
		four_lessons = four_lessons && lr_self_punish(c->lessons[i].upper);
	bool both = lr_self_punish(k->stem_up) && lr_self_punish(k->branch_up);
	enum lr_phase bp = ph(k->branch);
	bool sb = lr_overcomes(ph(k->stem_up), k->se);
	bool bb = lr_overcomes(ph(k->branch_up), bp);
	bool st = k->stem_up == tomb_of(k->se), bt = k->branch_up == tomb_of(bp);
	bool over = both && (sb || st) && (bb || bt) && (sb || bb);
	bool same = k->lodge == k->branch && lr_self_punish(k->stem_up);
	bool one = four_lessons || over || same;
	bool each = lr_punish(k->lodge) == k->stem_up
		    && lr_punish(k->branch) == k->branch_up;
	unsigned ups = BIT(k->stem_up) | BIT(k->branch_up);
	bool two = ups == (BIT(LR_ZI) | BIT(LR_MAO));
	/* 「三傳寅巳申、巳申寅或申寅巳、丑戌未、戌未丑或未丑戌俱是也」: the
	 * six orders it names (each 刑s the next), not 寅申巳 or 丑未戌 */
	bool three = false;
	static const int order[6][3] = {
		{ LR_YIN, LR_SI, LR_SHEN }, { LR_SI, LR_SHEN, LR_YIN },
		{ LR_SHEN, LR_YIN, LR_SI }, { LR_CHOU, LR_XU, LR_WEI },
		{ LR_XU, LR_WEI, LR_CHOU }, { LR_WEI, LR_CHOU, LR_XU },
	};
	for (int i = 0; i < 6; i++)
		three = three || (k->t[0] == order[i][0] && k->t[1] == order[i][1]
				  && k->t[2] == order[i][2]);
	bool four = ups == (BIT(LR_YOU) | BIT(LR_WU_B));
	int mid;
	static const struct { int member; const char *ge; } own[] = {
		{ LR_YOU, "金剛格" }, { LR_WU_B, "火強格" },
		{ LR_CHEN, "水流趨東格" }, { LR_HAI, "木落歸根格" },
	};
	const char *side = NULL;
	int self = -1;
	if (bf_trine_whole(k, &mid))
		for (int i = 0; i < 4; i++)
			if ((k->tmask & BIT(own[i].member))
			    && (ups & BIT(own[i].member))) {
				side = own[i].ge;
				self = own[i].member;
			}
	if (!one && !each && !two && !three && !four && !side)
		return BF_NO;
	const char *sep = "";
	if (one) {
		bf_ge(r, "一字刑");
		if (four_lessons)
			bf_reason(r, _("四課上神%s%s%s%s皆自刑"),
				  BN(c->lessons[0].upper), BN(c->lessons[1].upper),
				  BN(c->lessons[2].upper), BN(c->lessons[3].upper));
		else if (over)
			bf_reason(r, sb && bb ? _("干上%s、支上%s皆自刑，又克干克支")
				  : sb ? _("干上%s、支上%s皆自刑，干上克干，支上墓支")
				  : _("干上%s、支上%s皆自刑，干上墓干，支上克支"),
				  BN(k->stem_up), BN(k->branch_up));
		else
			bf_reason(r, _("干%s寄支%s之宮，干上%s自刑"), SN(k->stem),
				  BN(k->branch), BN(k->stem_up));
		sep = "；";
	}
	if (each) {
		bf_reason(r, *sep ? _("；干%s（寄%s）刑干上%s，支%s刑支上%s")
				  : _("干%s（寄%s）刑干上%s，支%s刑支上%s"),
			  SN(k->stem), BN(k->lodge), BN(k->stem_up),
			  BN(k->branch), BN(k->branch_up));
		sep = "；";
	}
	if (two) {
		bf_ge(r, "%s二字刑", *r->ge ? " " : "");
		bf_reason(r, *sep ? _("；干上%s、支上%s，子卯相刑")
				  : _("干上%s、支上%s，子卯相刑"),
			  BN(k->stem_up), BN(k->branch_up));
		sep = "；";
	}
	if (three) {
		bf_ge(r, "%s三字刑", *r->ge ? " " : "");
		bf_reason(r, *sep ? _("；三傳%s%s%s三刑") : _("三傳%s%s%s三刑"),
			  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]));
		sep = "；";
	}
	if (side) {
		bf_ge(r, "%s%s", *r->ge ? " " : "", side);
		bf_reason(r, *sep ? _("；三傳%s%s%s三合，干支上覆見%s，自刑其方")
				  : _("三傳%s%s%s三合，干支上覆見%s，自刑其方"),
			  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]), BN(self));
		sep = "；";
	}
	if (four) {
		bf_ge(r, "%s四勝煞格", *r->ge ? " " : "");
		bf_reason(r, *sep ? _("；干上%s、支上%s，酉午為四勝煞")
				  : _("干上%s、支上%s，酉午為四勝煞"),
			  BN(k->stem_up), BN(k->branch_up));
	}
	return BF_YES;
}
