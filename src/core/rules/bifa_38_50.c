/* liuren - bifa_38_50.c: the detectors of the 畢法 第三十八–第五十法
 * (《六壬大全》 卷十一): 閉口卦體兩般推 … 二貴皆空. Each 法 as its commentary
 * defines it; each rule quotes the commentary it follows.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/bifa_internal.h"

#include "liuren/ask.h"

#include <stdio.h>
#include <string.h>

#define GN(g) lr_general_name(g)

/* 第三十八法 閉口卦體兩般推, the two ways: 「地盤旬首上神乘元武者，每日有一
 * 二課推之，如甲子旬中，甲子日辰戌加子，晝夜皆乘元武」 (in the transmissions
 * or not); 「甲午、甲辰、甲寅三旬，止有天盤之旬首乘元武 … 亦可如其說」 (there
 * the 旬首 in heaven riding 玄武); and 「以上不必皆屬閉口發用，但旬尾加旬首即
 * 有閉口之意，六旬中皆有」 (旬尾 over 旬首, 發用 or not). */
static int bf_38_own(const struct ev *k, struct lr_rule_result *r)
{
	int head = lr_cycle_branch(k->xun_head), up = k->c->heaven[head];
	int tail = lr_branch_add(head, 9);
	bool over = bf_general(k, up) == LR_G_WARRIOR;
	bool heaven = (head == LR_WU_B || head == LR_CHEN || head == LR_YIN)
		      && bf_general(k, head) == LR_G_WARRIOR;
	bool shut = bf_on(k, tail) == head;
	if (!over && !heaven && !shut)
		return BF_NO;
	const char *sep = "";
	if (over) {
		rule_variant(r, "旬首上神乘玄武");
		rule_reason(r, _("旬首%s上見%s，乘玄武"), BN(head), BN(up));
		sep = "；";
	}
	if (heaven) {
		rule_reason(r, *sep ? _("；天盤旬首%s乘玄武") : _("天盤旬首%s乘玄武"),
			  BN(head));
		sep = "；";
	}
	if (shut)
		rule_reason(r, *sep ? _("；旬尾%s加旬首%s，有閉口之意")
				  : _("旬尾%s加旬首%s，有閉口之意"),
			  BN(tail), BN(head));
	return BF_YES;
}

/* 第三十八法's 格: 祿作閉口 「緣辛未日酉加寅，大不利占病，緣日祿作閉口，非旬
 * 尾加旬首，如乙未日卯加申酉，夜又乘白虎，或乘元武，不在傳課，就天盤言也」:
 * the 祿 is the 旬尾 and is the 發用 (辛未日酉加寅: 酉 the 發用, riding
 * 六合) or rides 白虎 or 玄武 wherever it is; 財作閉口或食神空亡 「丙寅日干支上
 * 酉 … 戊午、己未日干支上亥」: the 旬尾 a 財 on 干上 or 支上. */
int bf_38(const struct ev *k, struct lr_rule_result *r)
{
	int got = rule_own(bf_38_own(k, r), r);
	int head = lr_cycle_branch(k->xun_head);
	int tail = lr_branch_add(head, 9), lu = salary_of(k->stem);
	int g = bf_general(k, lu);
	if (lu == tail && k->t[0] == lu)
		got = rule_also(r, "祿作閉口", _("日祿%s為旬尾，發用"), BN(lu));
	else if (lu == tail && (g == LR_G_TIGER || g == LR_G_WARRIOR))
		got = rule_also(r, "祿作閉口", _("日祿%s為旬尾，乘%s"), BN(lu), GN(g));
	if (lr_kin_of(k->stem, tail) == LR_WEALTH
	    && (k->stem_up == tail || k->branch_up == tail))
		got = rule_also(r, "財作閉口或食神空亡", _("旬尾%s為%s之財，臨%s"),
			      BN(tail), SN(k->stem),
			      k->stem_up == tail ? "干上" : "支上");
	return got;
}

/* 第三十九法 太陽照武宜擒賊: 「謂元武坐於太陽月將之上，占賊必敗 … 惟畏占時
 * 在夜，賊反大幸也」: 玄武 rides the 月將, whatever is asked (the sentence
 * gives the shape, then what it means for a thief); by night it still is the
 * 法, turned: 「雖是太陽照武，奈何是戌時，太陽已歸地下，其賊難獲，此例極多」
 * (the 法 and its 格 together fire on about a fifth of all charts: 「此例極
 * 多」, and 天網四張格 asks only what is common, 初傳 and 正時 a 鬼). */
static int bf_39_own(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	int sun = c->input.general;
	if (bf_general(k, sun) != LR_G_WARRIOR)
		return BF_NO;
	bool theft = k->x && !lr_context_missing(k->x, LR_NEED_ASK)
		     && (k->x->ask == LR_ASK_DAO || k->x->ask == LR_ASK_SHIWU);
	if (!c->daytime)
		rule_reason(r, _("玄武乘月將%s（太陽），然占時在夜，太陽已歸地下，賊反大幸"),
			  BN(sun));
	else if (theft)
		rule_reason(r, _("占盜，晝占，玄武乘月將%s（太陽），賊必敗露"), BN(sun));
	else
		rule_reason(r, _("晝占，玄武乘月將%s（太陽），賊必敗露"), BN(sun));
	return BF_YES;
}

/* 第三十九法's 格: 天網四張格 「最宜占賊必獲，謂用神與正時同克日是也」; 賊向
 * 防連坐者例 「緣元武所臨之神有神作六合是也。如元武加子臨丑」 (玄武's branch
 * and the palace under it 六合); 賊捉賊格 「如壬癸日辰戌未丑等為傳，三傳自相
 * 刑沖，可以凶制凶」 (壬癸 days, all three transmissions 辰戌丑未). */
int bf_39(const struct ev *k, struct lr_rule_result *r)
{
	int got = rule_own(bf_39_own(k, r), r);
	int hour = k->c->input.hour;
	if (lr_overcomes(ph(k->t[0]), k->se) && lr_overcomes(ph(hour), k->se))
		got = rule_also(r, "天網四張格", _("初傳%s與正時%s同克%s"),
			      BN(k->t[0]), BN(hour), SN(k->stem));
	int wu = -1;
	for (int b = 0; b < LR_BRANCHES; b++)
		if (bf_general(k, b) == LR_G_WARRIOR)
			wu = b;
	if (wu >= 0 && lr_combine(wu) == bf_on(k, wu))
		got = rule_also(r, "賊向防連坐者例", _("玄武乘%s臨%s，上下作六合"),
			      BN(wu), BN(bf_on(k, wu)));
	bool earth = true;
	for (int i = 0; i < 3; i++)
		earth = earth && ph(k->t[i]) == LR_EARTH;
	if ((k->stem == LR_REN || k->stem == LR_GUI) && earth)
		got = rule_also(r, "賊捉賊格", _("%s日三傳%s%s%s皆四季土，自相刑沖"),
			      SN(k->stem), BN(k->t[0]), BN(k->t[1]), BN(k->t[2]));
	return got;
}

/* 第四十法 后合占婚豈用媒: 「謂干為夫，支為妻，凡占婚全看此，豈宜支干上乘天
 * 后、六合，以應私情，那更女之行年居在干上，男之行年居在支上」: 干上 and
 * 支上 ride 天后 and 六合, read when the matter is a marriage (占婚). */
int bf_40(const struct ev *k, struct lr_rule_result *r)
{
	int gs = bf_general(k, k->stem_up), gb = bf_general(k, k->branch_up);
	if (!((gs == LR_G_QUEEN && gb == LR_G_UNION)
	      || (gs == LR_G_UNION && gb == LR_G_QUEEN)))
		return BF_NO;
	if (!k->x || lr_context_missing(k->x, LR_NEED_ASK))
		return rule_unknown(r, LR_NEED_ASK, _("占婚則干上、支上乘后合"));
	if (k->x->ask != LR_ASK_HUN)
		return BF_NO;
	rule_reason(r, _("占婚，干上%s乘%s，支上%s乘%s"), BN(k->stem_up), GN(gs),
		  BN(k->branch_up), GN(gb));
	int wife = k->x->couple_xingnian[LR_WIFE];
	int husband = k->x->couple_xingnian[LR_HUSBAND];
	if (wife == k->stem_up && husband == k->branch_up) {
		rule_variant(r, "行年交加");
		rule_reason(r, _("；女行年%s居干上，男行年%s居支上"), BN(wife),
			  BN(husband));
	}
	return BF_YES;
}

/* 第四十一法 富貴干支逢祿馬: 「謂干上有支驛馬，支上有干祿神者，故名真富貴
 * 卦 … 如丙寅日干上申，乃支驛馬，支上巳乃干祿」. */
int bf_41(const struct ev *k, struct lr_rule_result *r)
{
	int horse = post_horse(k->branch), lu = salary_of(k->stem);
	if (k->stem_up != horse || k->branch_up != lu)
		return BF_NO;
	rule_reason(r, _("干上%s為支%s之驛馬，支上%s為干%s之祿"), BN(horse),
		  BN(k->branch), BN(lu), SN(k->stem));
	return BF_YES;
}

/* The stem branch B takes by 五子元遁 on a STEM day (「遁甲己還生甲」:
 * 甲己日 甲子, 乙庚 丙子, 丙辛 戊子, 丁壬 庚子, 戊癸 壬子), as the hours. */
static int rat_stem(int stem, int b)
{
	return (stem % 5 * 2 + b) % LR_STEMS;
}

/* The group of 三奇 (乙丙丁, or 甲戊庚) the three stems make, each once;
 * NULL when they make none. */
static const char *qi_group(const int s[3])
{
	unsigned set = 0;
	for (int i = 0; i < 3; i++) {
		if (s[i] < 0)
			return NULL;
		set |= BIT(s[i]);
	}
	if (set == (BIT(LR_YI) | BIT(LR_BING) | BIT(LR_DING)))
		return "乙丙丁";
	if (set == (BIT(LR_JIA) | BIT(LR_WU) | BIT(LR_GENG)))
		return "甲戊庚";
	return NULL;
}

/* 第四十二法 尊崇傳內遇三奇: 「且夫三奇者有二等，有三傳全遇甲庚戊者，有三傳全
 * 遇乙丙丁者。其法亦有二，有遁旬中之干者，有遁五子元建之法者」: the three
 * transmissions carry the three stems of one group, by the 旬's 遁干 (「己卯
 * 日干上午 … 初傳丁丑加寅，中傳丙子，末傳乙亥」) or by 五子元遁 from the day
 * (「遁甲己還生甲者，如辛巳日干上午，初傳甲午加戌，中傳庚寅，末傳戊戌」).
 * The 課經's 三奇課 (one 旬奇 發用 or in the transmissions) is a wider
 * reading and is not this 法's. */
int bf_42(const struct ev *k, struct lr_rule_result *r)
{
	int xun[3], rat[3];
	for (int i = 0; i < 3; i++) {
		xun[i] = bf_hidden(k, k->t[i]);
		rat[i] = rat_stem(k->stem, k->t[i]);
	}
	const char *g = qi_group(xun);
	const int *s = xun;
	if (g) {
		rule_variant(r, "遁旬中之干");
		rule_reason(r, _("三傳%s%s%s遁旬中之干%s%s%s，全遇%s三奇"),
			  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]), SN(s[0]),
			  SN(s[1]), SN(s[2]), g);
		return BF_YES;
	}
	g = qi_group(rat);
	if (!g)
		return BF_NO;
	s = rat;
	rule_variant(r, "遁五子元建");
	rule_reason(r, _("三傳%s%s%s以%s日五子元遁得%s%s%s，全遇%s三奇"),
		  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]), SN(k->stem),
		  SN(s[0]), SN(s[1]), SN(s[2]), g);
	return BF_YES;
}

/* 第四十三法 害貴訟直作屈斷: 「如甲申日未加申為夜貴 … 初傳子與未又為害」,
 * 「其餘五甲日未加寅用夜貴，亦如其說」, 「又如乙酉日未加寅作初傳，害中傳之晝
 * 貴」: the 初傳 and the noble in use harm each other, the noble standing
 * in the lessons or the transmissions. (卷三十一's 貴作六害, the noble
 * harming 干 or 支 wherever it stands, is a wider reading and not the
 * 法's.) */
int bf_43(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	int n = c->noble;
	if (lr_harm(k->t[0]) != n)
		return BF_NO;
	const char *where = NULL;
	for (int i = 1; i < 3 && !where; i++)
		if (k->t[i] == n)
			where = i == 1 ? "中傳" : "末傳";
	for (int i = 0; i < 4 && !where; i++)
		if (c->lessons[i].upper == n)
			where = "四課";
	if (!where)
		return BF_NO;
	rule_reason(r, _("初傳%s害%s之貴人%s"), BN(k->t[0]), where, BN(n));
	return BF_YES;
}

/* 第四十四法 課傳俱貴轉無依, beside 富貴's 遍地貴人 (read first): 「外有三傳
 * 皆是貴人者亦可用，辛巳日干上午，丁卯日干上酉，乙亥日干上子、又干上午」 —
 * both nobles among the transmissions, the lessons as they may be (辛巳's
 * 午寅戌, 乙亥日干上午's 申戌子: 「三傳酉亥丑」 of the 丁酉 chart too). */
int bf_44(const struct ev *k, struct lr_rule_result *r)
{
	unsigned both = BIT(k->day_noble) | BIT(k->night_noble);
	if (k->day_noble == k->night_noble || (k->tmask & both) != both)
		return BF_NO;
	rule_reason(r, _("三傳%s%s%s俱見晝貴%s、夜貴%s"), BN(k->t[0]),
		  BN(k->t[1]), BN(k->t[2]), BN(k->day_noble),
		  BN(k->night_noble));
	return BF_YES;
}

/* 第四十五法 晝夜貴加求兩貴: 「謂六處有旦暮天乙相加者」, read in the four
 * lessons and the transmissions, and over the 本命 or 行年 (the 六處 of 卷三
 * 二字訣: 「日上、三傳、本命、行年」), 未論 while they are unknown and one noble
 * stands on the other's palace outside 課傳; 「甲戊庚日返吟」, listed whole:
 * the two nobles on each other's palaces; 貴覆干支格 「緣干支上皆乘晝夜貴人例」. */
int bf_45(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	int dn = lr_noble_branch(&c->settings, k->stem, true);
	int nn = lr_noble_branch(&c->settings, k->stem, false);
	if (dn == nn)
		return BF_NO;
	bool cover = (k->stem_up == dn && k->branch_up == nn)
		     || (k->stem_up == nn && k->branch_up == dn);
	const char *where = NULL;
	int over = -1;
	for (int i = 0; i < 4 && !where; i++) {
		const struct lr_lesson *l = &c->lessons[i];
		if ((l->upper == dn && l->lower == nn)
		    || (l->upper == nn && l->lower == dn))
			where = "四課", over = l->upper;
	}
	for (int i = 0; i < 3 && !where; i++) {
		int under = bf_on(k, k->t[i]);
		if ((k->t[i] == dn && under == nn) || (k->t[i] == nn && under == dn))
			where = "三傳", over = k->t[i];
	}
	bool d_on_n = bf_on(k, dn) == nn, n_on_d = bf_on(k, nn) == dn;
	bool both = d_on_n && n_on_d;
	const char *ming = NULL;
	const int year[2] = { k->birth, k->xingnian };
	static const char *const year_name[2] = { "本命", "行年" };
	for (int i = 0; i < 2 && !where && !both && !ming; i++) {
		int u = year[i] < 0 ? -1 : k->c->heaven[year[i]];
		if ((u == dn && d_on_n) || (u == nn && n_on_d))
			ming = year_name[i], over = u;
	}
	if (!where && !cover && !both && !ming) {
		unsigned needs = (k->birth < 0 ? LR_NEED_BIRTH : 0)
				 | (k->xingnian < 0 ? LR_NEED_XINGNIAN : 0);
		if (!needs || (!d_on_n && !n_on_d))
			return BF_NO;
		return rule_unknown(r, needs, _("晝夜貴人相加不在課傳，尚看年命上神"));
	}
	if (where)
		rule_reason(r, over == dn ? _("%s中晝貴%s加夜貴%s")
			  : _("%s中夜貴%s加晝貴%s"), where, BN(over),
			  BN(over == dn ? nn : dn));
	else if (both)
		rule_reason(r, _("晝貴%s、夜貴%s互加（返吟）"), BN(dn), BN(nn));
	else if (ming)
		rule_reason(r, over == dn ? _("晝貴%s加夜貴%s，臨%s")
			  : _("夜貴%s加晝貴%s，臨%s"), BN(over),
			  BN(over == dn ? nn : dn), ming);
	if (cover) {
		rule_variant(r, "貴覆干支格");
		rule_reason(r, *r->reason ? _("；干上%s、支上%s為晝夜二貴")
			  : _("干上%s、支上%s為晝夜二貴"), BN(k->stem_up),
			  BN(k->branch_up));
	}
	return BF_YES;
}

/* 第四十六法 貴人差迭事參差: 「謂晝貴臨於夜地，夜貴卻臨晝方」 (晝方 卯 … 申,
 * 夜方 酉 … 寅, as 卷三十一 貴人蹉跌 divides them). */
/* Common (over 15% of all charts) by the text itself:
 * 「此例極多，不暇細具」: the day noble on a night palace and the night noble on a day one. */
static int bf_46_own(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	int dn = lr_noble_branch(&c->settings, k->stem, true);
	int nn = lr_noble_branch(&c->settings, k->stem, false);
	int ds = bf_on(k, dn), ns = bf_on(k, nn);
	bool d_night = !(ds >= LR_MAO && ds <= LR_SHEN);
	bool n_day = ns >= LR_MAO && ns <= LR_SHEN;
	if (dn == nn || !d_night || !n_day)
		return BF_NO;
	rule_reason(r, _("晝貴%s臨夜方%s，夜貴%s臨晝方%s"), BN(dn), BN(ds), BN(nn),
		  BN(ns));
	return BF_YES;
}

/* How many of the day's twelve hours, under this 月將, have their noble
 * go 順 (standing on 亥子丑寅卯辰): the hours 卯 … 申 by the 晝貴 and 酉 …
 * 寅 by the 夜貴, six and six, as 「唯有巳為月將，甲戊庚日有之」 counts
 * them (with 卯 … 酉 by day 巳將's 酉 would put 丑 on 巳). */
static int bf_46_forward_hours(const struct ev *k)
{
	const struct lr_chart *c = k->c;
	int forward = 0;
	for (int hour = 0; hour < LR_BRANCHES; hour++) {
		bool day = hour >= LR_MAO && hour <= LR_SHEN;
		int n = lr_noble_branch(&c->settings, k->stem, day);
		/* the 月將 over HOUR puts heaven N over hour + (N - 月將) */
		int stand = lr_branch_add(hour, n - c->input.general);
		if (stand == LR_HAI || stand <= LR_CHEN)
			forward++;
	}
	return forward;
}

/* 第四十六法's 格: 貴人順治格 「緣一日內全無逆貴人者 … 唯有巳為月將，甲戊
 * 庚日有之」 and 貴人逆治格 「緣一日內全無順貴人者 … 惟亥為月將，甲戊庚日有
 * 之」: under this 月將 the noble of every hour of the day goes one way. */
int bf_46(const struct ev *k, struct lr_rule_result *r)
{
	int got = rule_own(bf_46_own(k, r), r);
	int forward = bf_46_forward_hours(k);
	const char *sun = BN(k->c->input.general);
	if (forward == LR_BRANCHES)
		got = rule_also(r, "貴人順治格",
				_("%s日%s為月將，一日十二時貴人皆順"),
				SN(k->stem), sun);
	else if (forward == 0)
		got = rule_also(r, "貴人逆治格",
				_("%s日%s為月將，一日十二時貴人皆逆"),
				SN(k->stem), sun);
	return got;
}

/* 第四十七法 貴雖在獄宜臨干: 「謂天乙貴人加臨地盤辰戌上者，雖名入獄，如是乙辛
 * 二日占，卻名貴人臨身，反宜干投貴人周全成事」: the noble on 辰 or 戌 that is
 * the 干's own palace (乙寄辰, 辛寄戌). 「其餘八干 … 始名天乙入獄」 is the
 * 課經's 貴人入獄, a 課 of its own, not this 法's 「宜臨干」. */
int bf_47(const struct ev *k, struct lr_rule_result *r)
{
	int n = k->c->noble, stand = bf_on(k, n);
	if ((stand != LR_CHEN && stand != LR_XU) || stand != k->lodge)
		return BF_NO;
	rule_reason(r, _("貴人%s臨地盤%s，為%s之寄宮：雖名入獄，卻名貴人臨身"),
		  BN(n), BN(stand), SN(k->stem));
	return BF_YES;
}

/* The 格 of the 法 on the noble in use N standing on STAND, added to R;
 * whether any holds. */
static bool bf_48_more(const struct ev *k, int n, int stand,
		       struct lr_rule_result *r)
{
	/* 貴人作墓格 「六甲日丑為夜貴作墓神加干，六庚日丑為晝貴作墓神加干」
	 * (甲's 夜貴 and 墓 are 未): the noble in use the 干's 墓, on the 干 */
	bool tomb = n == k->stem_up && n == tomb_of(k->se);
	/* 空亡貴人格 「緣貴人作空亡者，亦是神祇撓害」 and 貴人脫氣格 「如六壬、
	 * 六癸日以卯為夜貴作脫氣」: the text does not place them; read where
	 * the 法 places its noble, on the 干 or the 支 (「午加干」, 「臨宅上」,
	 * 「亥加巳或亥加支」; 貴人作墓格 「加干」) */
	bool near = stand == k->lodge || stand == k->branch;
	const char *where = stand == k->lodge ? "干上" : "支上";
	bool empty = near && bf_void(k, n);
	bool drain = near && lr_kin_of(k->stem, n) == LR_OFFSPRING;
	if (tomb)
		rule_also(r, "貴人作墓格", _("貴人%s為%s之墓，加干上"), BN(n),
			  SN(k->stem));
	if (empty)
		rule_also(r, "空亡貴人格", _("貴人%s在%s，旬空：神祇為害"), BN(n),
			  where);
	if (drain)
		rule_also(r, "貴人脫氣格", _("貴人%s在%s，為%s之脫氣"), BN(n),
			  where, SN(k->stem));
	return tomb || empty || drain;
}

/* 第四十八法 鬼乘天乙乃神祇, beyond 卷三十一's 六丁日貴作日鬼: 「如六辛日午加
 * 干，如用晝占，雖是日鬼臨身，緣為貴人 … 如臨宅上者」: the noble in use is
 * the day's 鬼 and stands on the 干 or the 支; its 格 fire it too. */
int bf_48(const struct ev *k, struct lr_rule_result *r)
{
	int n = k->c->noble, stand = bf_on(k, n);
	bool ghost = lr_kin_of(k->stem, n) == LR_OFFICIAL
		     && (stand == k->lodge || stand == k->branch);
	if (ghost)
		rule_reason(r, stand == k->lodge ? _("貴人%s為%s之鬼，臨干%s")
			  : _("貴人%s為%s之鬼，臨支%s"), BN(n), SN(k->stem),
			  BN(stand));
	bool more = bf_48_more(k, n, stand, r);
	return ghost || more ? BF_YES : BF_NO;
}

/* With 富貴's 貴作日鬼 fired (cited): its variant, and the 法's own 格. */
void bf_48_ge(const struct ev *k, const struct lr_rule_result *p,
	      struct lr_rule_result *r)
{
	rule_variant(r, "%s", p->variant);
	int n = k->c->noble;
	if (bf_48_more(k, n, bf_on(k, n), r))
		rule_reason(r, "%s", _("；"));
}

/* 第四十九法 兩貴受克難干貴 is the 課經's 兩貴受克 (卷三十一 富貴), cited;
 * its 格: 貴人忌憚格 「緣朱雀乘神克貴人 … 如甲日丑加寅，乃晝貴臨身 … 緣朱
 * 雀乘卯克天乙之丑土故也」: the noble in use on 干上 and 朱雀's branch
 * overcoming it, which fires the 法 by itself. */
static bool bf_49_bird(const struct ev *k, struct lr_rule_result *r)
{
	int n = k->c->noble, bird = -1;
	for (int b = 0; b < LR_BRANCHES; b++)
		if (bf_general(k, b) == LR_G_BIRD)
			bird = b;
	if (k->stem_up != n || bird < 0 || !lr_overcomes(ph(bird), ph(n)))
		return false;
	rule_also(r, "貴人忌憚格", _("貴人%s臨干，朱雀乘%s克之"), BN(n),
		  BN(bird));
	return true;
}

int bf_49(const struct ev *k, struct lr_rule_result *r)
{
	return bf_49_bird(k, r) ? BF_YES : BF_NO;
}

/* With the two nobles under 克 (the cited 課 fired): 白虎或乘臨丑格 「乃貴
 * 人怒惡之貌 … 緣丑乃天乙之本家，不宜見白虎也」: 白虎 riding 丑 or standing
 * on 丑; and 貴人忌憚格. */
void bf_49_ge(const struct ev *k, const struct lr_rule_result *p,
	      struct lr_rule_result *r)
{
	rule_variant(r, "%s", p->variant);
	int tiger = bf_tiger(k);
	bool more = false;
	if (tiger == LR_CHOU) {
		rule_also(r, "白虎或乘臨丑格", _("白虎乘丑，天乙本家見虎"));
		more = true;
	} else if (tiger >= 0 && bf_on(k, tiger) == LR_CHOU) {
		rule_also(r, "白虎或乘臨丑格", _("白虎乘%s臨丑，天乙本家見虎"),
			  BN(tiger));
		more = true;
	}
	if (bf_49_bird(k, r))
		more = true;
	if (more)
		rule_reason(r, "%s", _("；"));
}

/* 第五十法 二貴皆空虛喜期: 「凡晝夜貴人皆空亡者 … 如丁丑日酉加未作空，亥加
 * 酉又落空之類」: each noble void, or standing on a void palace (落空). */
int bf_50(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	int nb[2] = { lr_noble_branch(&c->settings, k->stem, true),
		      lr_noble_branch(&c->settings, k->stem, false) };
	for (int i = 0; i < 2; i++)
		if (!bf_void(k, nb[i]) && !bf_void(k, bf_on(k, nb[i])))
			return BF_NO;
	bool dv = bf_void(k, nb[0]), nv = bf_void(k, nb[1]);
	rule_reason(r, dv && nv ? _("晝貴%s旬空，夜貴%s旬空")
		  : dv ? _("晝貴%s旬空，夜貴%s")
		  : nv ? _("晝貴%s，夜貴%s旬空") : _("晝貴%s，夜貴%s"),
		  BN(nb[0]), BN(nb[1]));
	for (int i = 0; i < 2; i++)
		if (!bf_void(k, nb[i]))
			rule_reason(r, _("；%s臨空鄉%s（落空）"), BN(nb[i]),
				  BN(bf_on(k, nb[i])));
	return BF_YES;
}
