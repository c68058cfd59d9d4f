/* liuren - bifa_rules_b.c: the detectors of the 畢法 of 卷十二 (第五十一–
 * 第一百法) that no 課體 of the 課經 already reads, as bifa_rules.c does
 * for 卷十一. Each rule quotes the commentary it follows.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/bifa_internal.h"

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

/* 絕 of a branch as 第七十九法 counts it: 土 with 火 (「支上亥乃未土之絕」),
 * the others as everywhere. */
static int cut_79(int b)
{
	return ph(b) == LR_EARTH ? LR_HAI : cut_of(ph(b));
}

/* 第七十九法 干支值絕凡謀決: 「如甲申、甲寅日返吟，乃支干上皆乘絕神」, 「乙未
 * 日干上申為乙木之絕，支上亥乃未土之絕」; 遞互作絕神格: 干上乃支之絕，支上乃
 * 干之絕 (「癸未日干上亥、支上巳」). */
int bf_79(const struct ev *k, struct lr_bifa_result *r)
{
	int sc = k->se == LR_EARTH ? LR_HAI : cut_of(k->se);
	int bc = cut_79(k->branch);
	bool own = k->stem_up == sc && k->branch_up == bc;
	bool cross = k->stem_up == bc && k->branch_up == sc;
	if (!own && !cross)
		return BF_NO;
	if (own)
		bf_reason(r, _("干上%s為%s之絕神，支上%s為%s之絕神"), BN(sc),
			  SN(k->stem), BN(bc), BN(k->branch));
	else {
		bf_ge(r, "遞互作絕神格");
		bf_reason(r, _("干上%s為支%s之絕神，支上%s為干%s之絕神"), BN(bc),
			  BN(k->branch), BN(sc), SN(k->stem));
	}
	return BF_YES;
}

/* 第八十九法 任信丁馬須言動: 「夫任信者，伏吟卦也 … 於傳中及支干上有旬內丁
 * 神，或乘天馬驛馬者，必靜而求動」 (驛馬 of the day branch). */
int bf_89(const struct ev *k, struct lr_bifa_result *r)
{
	if (k->c->method != LR_M_FUYIN)
		return BF_NO;
	char where[128];
	bool ding = bf_ding_places(k, where, sizeof where);
	int horse = post_horse(k->branch);
	bool in = trans_index(k, horse) >= 0 || k->stem_up == horse
		  || k->branch_up == horse;
	if (!ding && !in)
		return BF_NO;
	bf_reason(r, "伏吟");
	if (ding)
		bf_reason(r, _("，%s乘旬丁"), where);
	if (in)
		bf_reason(r, _("，驛馬%s在傳或干支上"), BN(horse));
	return BF_YES;
}

/* 第九十法 來去俱空豈動宜: 「夫來去者，返吟卦也，緣初傳與末傳、初中末往來
 * 交互也 … 內有三傳皆空亡者，雖有動意，實不動也」: 返吟 with the coming
 * and going (初傳, 末傳) void. */
int bf_90(const struct ev *k, struct lr_bifa_result *r)
{
	if (k->c->method != LR_M_FANYIN || !bf_void(k, k->t[0])
	    || !bf_void(k, k->t[2]))
		return BF_NO;
	bf_reason(r, _("返吟，初傳%s、末傳%s旬空"), BN(k->t[0]), BN(k->t[2]));
	return BF_YES;
}

/* 第九十一法 虎臨干鬼凶速速: 「謂日干之鬼上乘白虎者，凡占凶禍速中又速 …
 * 此三干乃虎鬼臨干者 … 但不臨干而在五處」: the 鬼 riding 白虎 on 干上, 支上
 * or in the transmissions; 馬載虎鬼格 「乃虎鬼作日之驛馬是也」. */
int bf_91(const struct ev *k, struct lr_bifa_result *r)
{
	int tiger = -1;
	for (int b = 0; b < LR_BRANCHES; b++)
		if (bf_general(k, b) == LR_G_TIGER)
			tiger = b;
	if (tiger < 0 || lr_kin_of(k->stem, tiger) != LR_OFFICIAL)
		return BF_NO;
	int ti = trans_index(k, tiger);
	if (k->stem_up != tiger && k->branch_up != tiger && ti < 0)
		return BF_NO;
	if (k->stem_up == tiger)
		bf_reason(r, _("%s為%s之鬼，乘白虎，臨干上"), BN(tiger),
			  SN(k->stem));
	else if (k->branch_up == tiger)
		bf_reason(r, _("%s為%s之鬼，乘白虎，臨支上"), BN(tiger),
			  SN(k->stem));
	else
		bf_reason(r, _("%s為%s之鬼，乘白虎，%s"), BN(tiger), SN(k->stem),
			  lr_transmission_name(ti));
	if (k->stem_up == tiger)
		bf_ge(r, "虎鬼臨干");
	if (tiger == post_horse(k->branch)) {
		bf_ge(r, "%s馬載虎鬼格", *r->ge ? " " : "");
		bf_reason(r, _("，又為驛馬"));
	}
	return BF_YES;
}

/* 第八十六法 將逢內戰所謀危: 「六合內戰為發用者 … 如癸巳日晝占，六合加申，
 * 申金加巳火之上」: the 發用's general overcome by its branch, the branch by
 * the palace under it. */
int bf_86(const struct ev *k, struct lr_bifa_result *r)
{
	int u = k->t[0], g = k->g[0], under = bf_on(k, u);
	if (!lr_overcomes(ph(u), kj_general_phase(g))
	    || !lr_overcomes(ph(under), ph(u)))
		return BF_NO;
	bf_ge(r, "%s內戰格", GN(g));
	bf_reason(r, _("發用%s乘%s，%s克將，又臨%s受克"), BN(u), GN(g), BN(u),
		  BN(under));
	return BF_YES;
}

/* 第八十一法 傳墓入墓分憎愛, beyond the 課經's 傳墓入墓: 「此等例詳初傳是何
 * 類神而言之，如是日之財神、祿神、長生、官星等，不可值中末之墓 … 如辛未日，
 * 三傳巳戌卯 … 豈宜中傳戌來墓巳」: the 初傳's 墓 in 中傳 or 末傳, named by
 * what the 初傳 is (財神傳墓格, 長生入墓格, 脫氣入墓格, 德祿傳墓格, 鬼入墓格). */
int bf_81(const struct ev *k, struct lr_bifa_result *r)
{
	int u = k->t[0], tomb = tomb_of(ph(u));
	int ti = trans_index(k, tomb);
	if (ti <= 0 || u == tomb)
		return BF_NO;
	enum lr_kin kin = lr_kin_of(k->stem, u);
	const char *ge = u == salary_of(k->stem) ? "德祿傳墓格"
			 : u == growth_of(k->se) ? "長生入墓格"
			 : kin == LR_WEALTH ? "財神傳墓格"
			 : kin == LR_OFFSPRING ? "脫氣入墓格"
			 : kin == LR_OFFICIAL ? "鬼入墓格" : "";
	bf_ge(r, "%s", ge);
	bf_reason(r, _("初傳%s（%s）入%s%s之墓"), BN(u), lr_kin_name(kin),
		  lr_transmission_name(ti), BN(tomb));
	return BF_YES;
}

/* 第八十七法 人宅坐墓甘招晦, beyond the 課經's 干支坐墓: 互坐丘墓格 「如丁
 * 丑日未加辰、丑加戌」: 干 sits on the 支's 墓 and 支 on the 干's. */
int bf_87(const struct ev *k, struct lr_bifa_result *r)
{
	const struct lr_chart *c = k->c;
	int st = tomb_of(k->se), bt = tomb_of(ph(k->branch));
	if (st == bt || c->earth[k->lodge] != bt || c->earth[k->branch] != st)
		return BF_NO;
	bf_ge(r, "互坐丘墓格");
	bf_reason(r, _("干%s（寄%s）坐支之墓%s，支%s坐干之墓%s"), SN(k->stem),
		  BN(k->lodge), BN(bt), BN(k->branch), BN(st));
	return BF_YES;
}

/* 第八十八法 干支乘墓各昏迷, beyond the 課經's 干支乘墓: 互乘墓神格 「辛未日
 * 干上辰、支上丑」: 干上 the 支's 墓, 支上 the 干's. */
int bf_88(const struct ev *k, struct lr_bifa_result *r)
{
	int st = tomb_of(k->se), bt = tomb_of(ph(k->branch));
	if (st == bt || k->stem_up != bt || k->branch_up != st)
		return BF_NO;
	bf_ge(r, "互乘墓神格");
	bf_reason(r, _("干上%s乃支%s之墓，支上%s乃干%s之墓"), BN(bt),
		  BN(k->branch), BN(st), SN(k->stem));
	return BF_YES;
}

/* 第五十四法 虎視逢虎力難施: 「如柔日虎視卦中，天將又乘白虎者 … 如丁亥日夜將，
 * 寅加亥作白虎在末傳」, 「及有戊寅日丑加酉旦占，雖是剛日，亦如前詳」: 昴星
 * (the commentary calls the 柔日's 虎視, 卷一 the 剛日's; it takes both) with
 * 白虎 in the transmissions or over a lesson. */
int bf_54(const struct ev *k, struct lr_bifa_result *r)
{
	if (k->c->method != LR_M_MAOXING)
		return BF_NO;
	for (int i = 0; i < 3; i++)
		if (k->g[i] == LR_G_TIGER) {
			bf_reason(r, lr_stem_yang(k->stem)
				  ? _("剛日昴星，%s%s乘白虎")
				  : _("柔日昴星，%s%s乘白虎"),
				  lr_transmission_name(i), BN(k->t[i]));
			return BF_YES;
		}
	for (int i = 0; i < 4; i++) {
		int up = k->c->lessons[i].upper;
		if (bf_general(k, up) == LR_G_TIGER) {
			bf_reason(r, lr_stem_yang(k->stem)
				  ? _("剛日昴星，第%d課%s乘白虎")
				  : _("柔日昴星，第%d課%s乘白虎"), i + 1,
				  BN(up));
			return BF_YES;
		}
	}
	return BF_NO;
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

/* 第六十九法 虎乘遁鬼殃非淺: 「謂白虎加臨旬內之干為日鬼者例 … 如甲子日晝占，
 * 乃虎加庚午臨戌為用」: the god 白虎 rides carries the day's 鬼 as its 遁干
 * (陽見陽、陰見陰: 甲's 庚, 乙's 辛), in the transmissions or on 干上 /
 * 支上. */
int bf_69(const struct ev *k, struct lr_bifa_result *r)
{
	int tiger = -1;
	for (int b = 0; b < LR_BRANCHES; b++)
		if (bf_general(k, b) == LR_G_TIGER)
			tiger = b;
	int hs = tiger >= 0 ? bf_hidden(k, tiger) : -1;
	if (hs < 0 || !lr_overcomes(lr_stem_phase(hs), k->se)
	    || lr_stem_yang(hs) != lr_stem_yang(k->stem))
		return BF_NO;
	int ti = trans_index(k, tiger);
	const char *where = ti >= 0 ? lr_transmission_name(ti)
			    : k->stem_up == tiger ? "干上"
			    : k->branch_up == tiger ? "支上" : NULL;
	if (!where)
		return BF_NO;
	bf_reason(r, _("白虎乘%s%s（遁%s，%s之鬼），在%s"), SN(hs), BN(tiger),
		  SN(hs), SN(k->stem), where);
	return BF_YES;
}

/* 第七十法 鬼臨三四訟災隨: 「謂日干之鬼臨於第三四課全者 … 如乙未日申加未為
 * 第三課，酉加申為第四課之類」. */
int bf_70(const struct ev *k, struct lr_bifa_result *r)
{
	int u3 = k->c->lessons[2].upper, u4 = k->c->lessons[3].upper;
	if (lr_kin_of(k->stem, u3) != LR_OFFICIAL
	    || lr_kin_of(k->stem, u4) != LR_OFFICIAL)
		return BF_NO;
	bf_reason(r, _("第三課%s、第四課%s皆%s之鬼"), BN(u3), BN(u4), SN(k->stem));
	return BF_YES;
}

/* 第七十六法 彼此猜忌害相隨: 「干支上下皆各作六害 … 如甲申日干上巳與干為六
 * 害，支上亥與支為六害」; 「二者，支干上神作六害 … 如乙亥日干上子與支上未為
 * 六害」 (返吟、伏吟 and 三傳 repeating them are its third and fourth);
 * 「五者，支干上下交互作六害」. */
int bf_76(const struct ev *k, struct lr_bifa_result *r)
{
	bool each = lr_harm(k->stem_up) == k->lodge
		    && lr_harm(k->branch_up) == k->branch;
	bool uppers = lr_harm(k->stem_up) == k->branch_up;
	/* 「五者，支干上下交互作六害 … 外如甲申日干上亥，支上巳」 */
	bool cross = lr_harm(k->stem_up) == k->branch
		     && lr_harm(k->branch_up) == k->lodge;
	if (!each && !uppers && !cross)
		return BF_NO;
	if (cross && !each && !uppers) {
		bf_ge(r, "交互作六害");
		bf_reason(r, _("干上%s與支%s作六害，支上%s與干%s（寄%s）作六害"),
			  BN(k->stem_up), BN(k->branch), BN(k->branch_up),
			  SN(k->stem), BN(k->lodge));
		return BF_YES;
	}
	if (each)
		bf_reason(r, _("干上%s與干%s（寄%s）作六害，支上%s與支%s作六害"),
			  BN(k->stem_up), SN(k->stem), BN(k->lodge),
			  BN(k->branch_up), BN(k->branch));
	else {
		bf_ge(r, "支干上神作六害");
		bf_reason(r, _("干上%s與支上%s作六害"), BN(k->stem_up),
			  BN(k->branch_up));
	}
	return BF_YES;
}

/* 第八十三法 萬事喜忻三六合: 「謂三傳寅午戌等，或干支上見未 … 皆名為三合課，
 * 又與中間一字作六合者是也」; 「三合課中又逢天將六合居干支上者，亦可用，但力
 * 稍輕」. */
int bf_83(const struct ev *k, struct lr_bifa_result *r)
{
	int trine[3];
	lr_trine(k->t[0], trine);
	unsigned set = BIT(trine[0]) | BIT(trine[1]) | BIT(trine[2]);
	if (k->tmask != set)
		return BF_NO;
	int mate = lr_combine(trine[1]);
	bool on_stem = k->stem_up == mate, on_branch = k->branch_up == mate;
	bool union_s = bf_general(k, k->stem_up) == LR_G_UNION;
	bool union_b = bf_general(k, k->branch_up) == LR_G_UNION;
	if (!on_stem && !on_branch && !union_s && !union_b)
		return BF_NO;
	bf_reason(r, _("三傳%s%s%s三合"), BN(k->t[0]), BN(k->t[1]), BN(k->t[2]));
	if (on_stem || on_branch)
		bf_reason(r, _("，%s見%s與%s作六合"), on_stem ? "干上" : "支上",
			  BN(mate), BN(trine[1]));
	else {
		bf_ge(r, "六合將居干支上");
		bf_reason(r, _("，%s%s乘六合"), union_s ? "干上" : "支上",
			  BN(union_s ? k->stem_up : k->branch_up));
	}
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

/* 第九十二法 龍加生氣吉遲遲: 「謂青龍乘生干之神，又作月內之生氣者 … 如六丙日，
 * 寅加巳夜將乘青龍，三月占尤的 … 六戊日干上申晝將乘青龍，九月占」: 青龍 on
 * 干上 riding the 干's 長生 (丙丁 寅, 戊 申), the month's 生氣 (正月子，
 * 順行: the 月建's second before). */
int bf_92(const struct ev *k, struct lr_bifa_result *r)
{
	int up = k->stem_up;
	if (bf_general(k, up) != LR_G_DRAGON || up != growth_of(k->se))
		return BF_NO;
	if (k->month < 0)
		return bf_unknown(r, LR_NEED_MONTH,
				  _("干上青龍乘干之長生，尚需看是否月內生氣"));
	if (up != lr_branch_add(k->month, -2))
		return BF_NO;
	bf_reason(r, _("干上%s乘青龍，為%s之長生，又為%s月生氣"), BN(up),
		  SN(k->stem), BN(k->month));
	return BF_YES;
}
