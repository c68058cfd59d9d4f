/* liuren - bifa_76_100.c: the detectors of the 畢法 第七十六–第一百法
 * (《六壬大全》 卷十二): 彼此猜忌 … 龍加生氣 (第九十三法 on read the
 * matter or the way a chart is made: the registry says why). Each 法 as
 * its commentary defines it; each rule quotes the commentary it follows.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/bifa_internal.h"

#include "liuren/ask.h"

#include <stdio.h>
#include <string.h>

#define GN(g) lr_general_name(g)

/* 第七十六法 彼此猜忌害相隨: 「干支上下皆各作六害 … 如甲申日干上巳與干為六
 * 害，支上亥與支為六害」; 「二者，支干上神作六害 … 如乙亥日干上子與支上未為
 * 六害」 (返吟、伏吟 and 三傳 repeating them are its third and fourth);
 * 「五者，支干上下交互作六害」. */
/* Common (over 15% of all charts) by the text itself:
 * 「此例有五等」: five grades of 六害 between 干, 支 and their gods. */
static int bf_76_own(const struct ev *k, struct lr_rule_result *r)
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
		rule_variant(r, "交互作六害");
		rule_reason(r, _("干上%s與支%s作六害，支上%s與干%s（寄%s）作六害"),
			  BN(k->stem_up), BN(k->branch), BN(k->branch_up),
			  SN(k->stem), BN(k->lodge));
		return BF_YES;
	}
	if (each)
		rule_reason(r, _("干上%s與干%s（寄%s）作六害，支上%s與支%s作六害"),
			  BN(k->stem_up), SN(k->stem), BN(k->lodge),
			  BN(k->branch_up), BN(k->branch));
	else {
		rule_variant(r, "支干上神作六害");
		rule_reason(r, _("干上%s與支上%s作六害"), BN(k->stem_up),
			  BN(k->branch_up));
	}
	return BF_YES;
}

/* 第七十六法's 人喜我憂格 「如辛丑日干上酉與干作六害，支上子與丑卻作六合
 * 也。外有乙未、乙丑日並干上卯，辛未日干上酉」: 干上 harms the 干 (its
 * 寄宮), 支上 combines with the 支. */
int bf_76(const struct ev *k, struct lr_rule_result *r)
{
	int got = rule_own(bf_76_own(k, r), r);
	if (lr_harm(k->lodge) == k->stem_up
	    && lr_combine(k->branch) == k->branch_up)
		got = rule_also(r, "人喜我憂格",
			      _("干上%s與干%s（寄%s）作六害，支上%s與支%s作六合"),
			      BN(k->stem_up), SN(k->stem), BN(k->lodge),
			      BN(k->branch_up), BN(k->branch));
	return got;
}

/* 第七十七法's 自在格 「如甲子、乙亥、丙寅、丁卯、戊午、己巳、庚辰、辛未、壬
 * 申、癸酉十日，並支加干上而生日也」: the 支 on 干上, giving the 干 birth (the
 * shape as the sentence states it; 庚戌 and 辛丑 have it too). */
static bool bf_77_free(const struct ev *k)
{
	return k->stem_up == k->branch && lr_produces(ph(k->branch), k->se);
}

static void bf_77_free_reason(const struct ev *k, struct lr_rule_result *r)
{
	rule_reason(r, _("支%s加干上而生%s：自在"), BN(k->branch), SN(k->stem));
}

/* 第七十七法 互生俱生凡事益 cites 亨通's 互生格 and 俱生格; read here when
 * they do not hold: 自在格. */
int bf_77(const struct ev *k, struct lr_rule_result *r)
{
	if (!bf_77_free(k))
		return BF_NO;
	rule_variant(r, "自在格");
	bf_77_free_reason(k, r);
	return BF_YES;
}

/* 互生格, 俱生格 as 亨通 names them, and 自在格 beside them (亨通 reads it
 * too, 「或支加干生日，為自在格」, and says so in its reason). */
void bf_77_ge(const struct ev *k, const struct lr_rule_result *p,
	      struct lr_rule_result *r)
{
	bool one = strstr(p->variant, "互生格") != NULL;
	bool two = strstr(p->variant, "俱生格") != NULL;
	rule_variant(r, "%s%s%s", one ? "互生格" : "", one && two ? " " : "",
		     two ? "俱生格" : "");
	if (strstr(p->variant, "自在格"))
		rule_variant(r, " 自在格");
	else if (bf_77_free(k)) {
		rule_variant(r, " 自在格");
		bf_77_free_reason(k, r);
		rule_reason(r, "%s", _("；"));
	}
}

/* 絕 as 第七十九法 counts it: 土 has 亥 with 火 and 巳 with 水 (「己未日干上亥、
 * 又干上巳」; 「支上亥乃未土之絕」; 「丁丑日干上亥、支上巳」), the others one. */
static bool cut_79(enum lr_phase p, int b)
{
	return p == LR_EARTH ? b == LR_HAI || b == cut_of(p) : b == cut_of(p);
}

/* 第七十八法 互旺皆旺坐謀宜 cites 亨通's 互旺格 and 俱旺格; the commentary
 * names the second 皆旺格: 「支干上皆乘旺神者」. */
void bf_78_ge(const struct ev *k, const struct lr_rule_result *p,
	      struct lr_rule_result *r)
{
	(void)k;
	bool cross = strstr(p->variant, "互旺格") != NULL;
	bool both = strstr(p->variant, "俱旺格") != NULL;
	rule_variant(r, "%s%s%s", cross ? "互旺格" : "", cross && both ? " " : "",
	      both ? "俱旺格 皆旺格" : "");
}

/* 第七十九法 干支值絕凡謀決: 「如甲申、甲寅日返吟，乃支干上皆乘絕神」, 「乙未
 * 日干上申為乙木之絕，支上亥乃未土之絕」; 遞互作絕神格: 干上乃支之絕，支上乃
 * 干之絕 (「癸未日干上亥、支上巳」). */
int bf_79(const struct ev *k, struct lr_rule_result *r)
{
	enum lr_phase bp = ph(k->branch);
	bool own = cut_79(k->se, k->stem_up) && cut_79(bp, k->branch_up);
	bool cross = cut_79(bp, k->stem_up) && cut_79(k->se, k->branch_up);
	/* 絕神加生格 「如庚辰寅加亥為用是也，凡巳加寅、申加巳、亥加申、寅加亥
	 * … 緣絕神反坐長生之上」: the day's 絕 as the 發用 on its own 長生 (the
	 * 「凡」 list is the four 絕 of the stems, each on its 長生) */
	int u = k->t[0];
	bool on_birth = cut_79(k->se, u) && bf_on(k, u) == growth_of(ph(u));
	if (!own && !cross && !on_birth)
		return BF_NO;
	if (own)
		rule_reason(r, _("干上%s為%s之絕神，支上%s為%s之絕神"),
			  BN(k->stem_up), SN(k->stem), BN(k->branch_up),
			  BN(k->branch));
	/* 遞互 only where 干 and 支 are two palaces: on 八專 days it is the
	 * main shape itself (「丁未日干上亥」) */
	if (cross && (!own || k->lodge != k->branch))
		rule_also(r, "遞互作絕神格", _("干上%s為支%s之絕神，支上%s為干%s之絕神"),
			  BN(k->stem_up), BN(k->branch), BN(k->branch_up),
			  SN(k->stem));
	if (on_birth)
		rule_also(r, "絕神加生格", _("%s加%s發用，絕神反坐長生之上"), BN(u),
			  BN(bf_on(k, u)));
	return BF_YES;
}

/* 死 of a phase in the 十二長生 (第八十法: 甲 午, 庚 子, 丙 酉, 戊己壬 卯):
 * 長生 on by seven, 土 with water. */
static int death_of(enum lr_phase p)
{
	return lr_branch_add(growth_of(p), 7);
}

/* 第八十法 人宅皆死各衰羸: 支干全乘死氣格 「如庚寅、庚申、辛丑日並干上子，乙
 * 丑、甲申、甲寅日干上午」 (干上 the 干's 死, 支上 the 支's); 干支上互乘死
 * 氣格 「如戊申日干上子、支上卯」 (干上 the 支's 死, 支上 the 干's); 「如乘
 * 月內之死氣尤的」. */
int bf_80(const struct ev *k, struct lr_rule_result *r)
{
	int sd = death_of(k->se), bd = death_of(ph(k->branch));
	bool own = k->stem_up == sd && k->branch_up == bd;
	bool cross = k->stem_up == bd && k->branch_up == sd;
	if (!own && !cross)
		return BF_NO;
	if (own) {
		rule_variant(r, "支干全乘死氣格");
		rule_reason(r, _("干上%s為%s之死，支上%s為%s之死"), BN(sd),
			  SN(k->stem), BN(bd), BN(k->branch));
	}
	if (cross) {
		rule_variant(r, "%s干支上互乘死氣格", *r->ge ? " " : "");
		rule_reason(r, own ? _("；干上%s為支%s之死，支上%s為干%s之死")
				 : _("干上%s為支%s之死，支上%s為干%s之死"),
			  BN(bd), BN(k->branch), BN(sd), SN(k->stem));
	}
	if (k->month >= 0 && (k->stem_up == bf_death_breath(k->month)
			      || k->branch_up == bf_death_breath(k->month)))
		rule_reason(r, _("；%s又為%s月死氣"), BN(bf_death_breath(k->month)),
			  BN(k->month));
	return BF_YES;
}

/* 第八十一法 傳墓入墓分憎愛, beyond the 課經's 傳墓入墓: 「此等例詳初傳是何
 * 類神而言之，如是日之財神、祿神、長生、官星等，不可值中末之墓 … 如辛未日，
 * 三傳巳戌卯 … 緣官星、德神、長生入墓」: the 初傳's 墓 in 中傳 or 末傳, named
 * by every kind the 初傳 is (辛未's 巳 is 官星, 德 and 長生 at once):
 * 德祿傳墓格 (the 干's 德 or 祿: 「戊子日巳加子，乃德祿並生炁入墓」), 長生入墓格
 * (「庚子日巳加子用」), 長生脫氣入墓 (「戊戌日申加卯用」: the 長生 that drains
 * the 干), 脫氣入墓格 (「乙未日巳加子用」), 財神傳墓格 (「丙戌日申加卯」),
 * 鬼入墓格 (「戊辰日寅加酉用」). The 格 into R; false when the 初傳 does not
 * go into its 墓. */
static bool bf_81_tomb(const struct ev *k, struct lr_rule_result *r)
{
	int u = k->t[0], tomb = tomb_of(ph(u));
	int ti = trans_index(k, tomb);
	if (ti <= 0 || u == tomb)
		return false;
	enum lr_kin kin = lr_kin_of(k->stem, u);
	bool birth = u == growth_of(k->se), drain = kin == LR_OFFSPRING;
	const char *ge[6] = {
		u == salary_of(k->stem) || u == day_virtue(k->stem) ? "德祿傳墓格" : NULL,
		birth && drain ? "長生脫氣入墓" : NULL,
		birth && !drain ? "長生入墓格" : NULL,
		drain && !birth ? "脫氣入墓格" : NULL,
		kin == LR_WEALTH ? "財神傳墓格" : NULL,
		kin == LR_OFFICIAL ? "鬼入墓格" : NULL,
	};
	for (int i = 0; i < 6; i++)
		if (ge[i])
			rule_variant(r, "%s%s", *r->variant ? " " : "", ge[i]);
	rule_reason(r, _("初傳%s（%s）入%s%s之墓"), BN(u), lr_kin_name(kin),
		  lr_transmission_name(ti), BN(tomb));
	return true;
}

/* Common (over 15% of all charts) by the text itself:
 * 「此等例詳初傳是何類神而言之」: any 初傳 whose 墓 follows it, named by its kind. */
int bf_81(const struct ev *k, struct lr_rule_result *r)
{
	return bf_81_tomb(k, r) ? BF_YES : BF_NO;
}

/* 鬼墓's 傳墓入墓, and the 格 of the 初傳's kind beside it. */
void bf_81_ge(const struct ev *k, const struct lr_rule_result *p,
	      struct lr_rule_result *r)
{
	(void)p;
	rule_variant(r, "傳墓入墓");
	if (bf_81_tomb(k, r))
		rule_reason(r, "%s", _("；"));
}

/* 第八十二法 不行傳者考初時, beyond 卷三十七's 移遠就近 (中末俱旬空, cited):
 * 「夫不行傳者，乃中末空亡是也，中末既空，但只以初傳斷其凶吉 … 如甲子日干
 * 上巳，初傳申 … 中傳亥 … 末傳寅 … 既長生德祿皆空」 (寅 stands on the void
 * 亥: void or 落空); 獨足卦 「此一例乃初中末並支
 * 干皆在未上」; 「己未伏吟卦亦名獨足 … 緣中傳乃旬內空亡 … 惟支干與初傳皆在
 * 未上，與獨足何異耶」. */
/* Common (over 15% of all charts) by the text itself:
 * 「此例極多，不必細具」: 中末 void or on a void palace. */
int bf_82(const struct ev *k, struct lr_rule_result *r)
{
	bool lame = k->t[0] == k->t[1] && k->t[1] == k->t[2];
	bool lame2 = k->c->method == LR_M_FUYIN && k->lodge == k->branch
		     && k->t[0] == k->branch && bf_void(k, k->t[1]);
	if (lame2) {
		rule_variant(r, "獨足卦");
		rule_reason(r, _("伏吟，干支與初傳%s同在一宮，中傳%s旬空，不能刑末"),
			  BN(k->t[0]), BN(k->t[1]));
		return BF_YES;
	}
	if (!lame && (!bf_empty(k, k->t[1]) || !bf_empty(k, k->t[2])))
		return BF_NO;
	if (lame) {
		rule_variant(r, "獨足卦");
		rule_reason(r, _("三傳皆%s，只有一足"), BN(k->t[0]));
		return BF_YES;
	}
	rule_reason(r, _("中傳%s、末傳%s空陷，只以初傳%s斷"), BN(k->t[1]),
		  BN(k->t[2]), BN(k->t[0]));
	return BF_YES;
}

/* 第八十三法 萬事喜忻三六合: 「謂三傳寅午戌等，或干支上見未 … 皆名為三合課，
 * 又與中間一字作六合者是也」; 「三合課中又逢天將六合居干支上者，亦可用，但力
 * 稍輕」. */
int bf_83(const struct ev *k, struct lr_rule_result *r)
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
	rule_reason(r, _("三傳%s%s%s三合"), BN(k->t[0]), BN(k->t[1]), BN(k->t[2]));
	if (on_stem || on_branch)
		rule_reason(r, _("，%s見%s與%s作六合"), on_stem ? "干上" : "支上",
			  BN(mate), BN(trine[1]));
	else {
		rule_variant(r, "六合將居干支上");
		rule_reason(r, _("，%s%s乘六合"), union_s ? "干上" : "支上",
			  BN(union_s ? k->stem_up : k->branch_up));
	}
	return BF_YES;
}

/* 第八十四法 合中犯殺蜜中砒: 「謂三傳寅午戌，如支干上有午為自刑，見丑為六
 * 害，見子為沖；三傳亥卯未，如干支上有子為無禮刑，見辰為六害，見酉為沖 …」:
 * a 三合 in the transmissions, and on 干上 or 支上 the 刑, 害 or 沖 of its
 * middle. */
int bf_84(const struct ev *k, struct lr_rule_result *r)
{
	int mid;
	if (!bf_trine_whole(k, &mid))
		return BF_NO;
	int ups[2] = { k->stem_up, k->branch_up };
	for (int i = 0; i < 2; i++) {
		int b = ups[i];
		const char *how = b == lr_punish(mid) ? "刑"
				  : b == lr_harm(mid) ? "害"
				  : b == lr_clash(mid) ? "沖" : NULL;
		if (!how)
			continue;
		if (b == mid)
			rule_reason(r, _("三傳%s%s%s三合，%s%s與局中%s自刑"),
				  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]),
				  i ? "支上" : "干上", BN(b), BN(mid));
		else
			rule_reason(r, _("三傳%s%s%s三合，%s%s與%s相%s"),
				  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]),
				  i ? "支上" : "干上", BN(b), BN(mid), how);
		return BF_YES;
	}
	return BF_NO;
}

/* 第八十五法 初遭夾克不由己 is 殃咎's 夾克 (cited); what it adds: 俯丘仰仇
 * 格 「甲子日夜將寅加未為用，乃俯見丘仰見仇。乙巳日酉加丑，乙未日卯加未
 * 夜」: the 發用 stands on its own 墓 (丘) and its general overcomes it
 * (仇); 家法不正格 「緣三傳皆受夾克例，唯乙丑、乙卯、乙亥日並寅加酉，旦占有
 * 之」: each transmission 「坐於克方，又被天將所傷」. The 格 into R. */
static bool bf_85_ge_of(const struct ev *k, struct lr_rule_result *r)
{
	int u = k->t[0], g = k->g[0];
	bool all = true;
	for (int i = 0; i < 3; i++)
		all = all && lr_overcomes(ph(bf_on(k, k->t[i])), ph(k->t[i]))
		      && lr_overcomes(kj_general_phase(k->g[i]), ph(k->t[i]));
	bool pit = bf_on(k, u) == tomb_of(ph(u))
		   && lr_overcomes(kj_general_phase(g), ph(u));
	if (all) {
		rule_variant(r, "%s家法不正格", *r->variant ? " " : "");
		rule_reason(r, _("三傳%s%s%s皆坐克方，又被所乘天將所克：三傳皆受夾克"),
			  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]));
	}
	if (pit) {
		rule_variant(r, "%s俯丘仰仇格", *r->variant ? " " : "");
		rule_reason(r, all ? _("；發用%s臨其墓%s，所乘%s克之：俯見丘，仰見仇")
			  : _("發用%s臨其墓%s，所乘%s克之：俯見丘，仰見仇"),
			  BN(u), BN(bf_on(k, u)), GN(g));
	}
	return all || pit;
}

int bf_85(const struct ev *k, struct lr_rule_result *r)
{
	return bf_85_ge_of(k, r) ? BF_YES : BF_NO;
}

/* 殃咎's 夾克, and 家法不正格, 俯丘仰仇格 beside it. */
void bf_85_ge(const struct ev *k, const struct lr_rule_result *p,
	      struct lr_rule_result *r)
{
	(void)p;
	rule_variant(r, "夾克");
	if (bf_85_ge_of(k, r))
		rule_reason(r, "%s", _("；"));
}

/* 第八十六法 將逢內戰所謀危: 「六合內戰為發用者 … 如癸巳日晝占，六合加申，
 * 申金加巳火之上」: the 發用 overcomes its general and the palace under it
 * overcomes the 發用, the 格 by the general (夜貴內戰格 「六癸日卯臨申為用」
 * for the night noble; 「天后內戰為發用者，如丁卯戌加卯旦占」); 「夫十一天將
 * 皆有內戰」, 「元武無內戰」; 三傳日辰內戰格 「支干三傳皆下克上者 … 如癸酉
 * 日，癸水克上神之午火，酉金克上神之寅木，初傳未加寅，中傳子加未，末傳巳加
 * 子，皆下賊上」, read beside the 發用's own. */
int bf_86(const struct ev *k, struct lr_rule_result *r)
{
	int u = k->t[0], g = k->g[0], under = bf_on(k, u);
	bool all_below = lr_overcomes(k->se, ph(k->stem_up))
			 && lr_overcomes(ph(k->branch), ph(k->branch_up));
	for (int i = 0; i < 3 && all_below; i++)
		all_below = lr_overcomes(ph(bf_on(k, k->t[i])), ph(k->t[i]));
	bool war = g != LR_G_WARRIOR
		   && lr_overcomes(ph(u), kj_general_phase(g))
		   && lr_overcomes(ph(under), ph(u));
	if (!all_below && !war)
		return BF_NO;
	if (war) {
		if (g == LR_G_NOBLE && !k->c->daytime)
			rule_variant(r, "夜貴內戰格");
		else
			rule_variant(r, "%s內戰格", GN(g));
		rule_reason(r, _("發用%s乘%s，%s克將，又臨%s受克"), BN(u),
			  GN(g), BN(u), BN(under));
	}
	if (all_below) {
		rule_variant(r, "%s三傳日辰內戰格", war ? " " : "");
		rule_reason(r, war ? _("；干克干上%s，支克支上%s，三傳%s%s%s皆下賊上")
			  : _("干克干上%s，支克支上%s，三傳%s%s%s皆下賊上"),
			  BN(k->stem_up), BN(k->branch_up), BN(k->t[0]),
			  BN(k->t[1]), BN(k->t[2]));
	}
	return BF_YES;
}

/* 第八十七法 人宅坐墓甘招晦, beyond the 課經's 干支坐墓: 互坐丘墓格 「如丁
 * 丑日未加辰、丑加戌」: 干 sits on the 支's 墓 and 支 on the 干's. */
int bf_87(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	int st = tomb_of(k->se), bt = tomb_of(ph(k->branch));
	if (st == bt || c->earth[k->lodge] != bt || c->earth[k->branch] != st)
		return BF_NO;
	rule_variant(r, "互坐丘墓格");
	rule_reason(r, _("干%s（寄%s）坐支之墓%s，支%s坐干之墓%s"), SN(k->stem),
		  BN(k->lodge), BN(bt), BN(k->branch), BN(st));
	return BF_YES;
}

/* 第八十八法 干支乘墓各昏迷, beyond the 課經's 干支乘墓: 互乘墓神格 「辛未日
 * 干上辰、支上丑」: 干上 the 支's 墓, 支上 the 干's. */
int bf_88(const struct ev *k, struct lr_rule_result *r)
{
	int st = tomb_of(k->se), bt = tomb_of(ph(k->branch));
	if (st == bt || k->stem_up != bt || k->branch_up != st)
		return BF_NO;
	rule_variant(r, "互乘墓神格");
	rule_reason(r, _("干上%s乃支%s之墓，支上%s乃干%s之墓"), BN(bt),
		  BN(k->branch), BN(st), SN(k->stem));
	return BF_YES;
}

/* 第八十九法 任信丁馬須言動: 「夫任信者，伏吟卦也 … 於傳中及支干上有旬內丁
 * 神，或乘天馬驛馬者，必靜而求動」 (驛馬 of the day branch; 「天馬逐月推之」,
 * with the month); 「伏吟卦內無丁馬，卻占人本命行年上乘魁罡及丁馬者，亦主動
 * 尤速」 (the god over the 本命 or 行年 辰, 戌, the 旬丁 or a 馬; 未論 while
 * the month or the 年命 is unknown and could still decide it). */
static int bf_89_fuyin(const struct ev *k, struct lr_rule_result *r, int sky)
{
	char where[128];
	bool ding = bf_ding_places(k, where, sizeof where);
	int horse = post_horse(k->branch);
	int dingb = lr_branch_add(lr_cycle_branch(k->xun_head), 3);
	const int places[5] = { k->stem_up, k->branch_up, k->t[0], k->t[1],
				k->t[2] };
	bool in = false, heaven = false;
	for (int i = 0; i < 5; i++) {
		in = in || places[i] == horse;
		heaven = heaven || (sky >= 0 && places[i] == sky);
	}
	if (ding || in || heaven) {
		rule_reason(r, "伏吟");
		if (ding)
			rule_reason(r, _("，%s乘旬丁"), where);
		if (in)
			rule_reason(r, _("，驛馬%s在傳或干支上"), BN(horse));
		if (heaven)
			rule_reason(r, _("，%s月天馬%s在傳或干支上"), BN(k->month),
				  BN(sky));
		return BF_YES;
	}
	const int year[2] = { k->birth, k->xingnian };
	static const char *const year_name[2] = { "命上", "年上" };
	for (int i = 0; i < 2; i++) {
		if (year[i] < 0)
			continue;
		int up = k->c->heaven[year[i]];
		if (up == LR_CHEN || up == LR_XU || up == dingb || up == horse
		    || (sky >= 0 && up == sky)) {
			rule_reason(r, _("伏吟，課傳無丁馬，%s見%s（魁罡或丁馬），主動尤速"),
				  year_name[i], BN(up));
			return BF_YES;
		}
	}
	unsigned needs = (k->month < 0 ? LR_NEED_MONTH : 0)
			 | (k->birth < 0 ? LR_NEED_BIRTH : 0)
			 | (k->xingnian < 0 ? LR_NEED_XINGNIAN : 0);
	if (!needs)
		return BF_NO;
	return rule_unknown(r, needs,
			  _("伏吟，課傳無旬丁、驛馬，尚看天馬及年命上神"));
}

/* Beyond 伏吟: 「非伏吟而乘丁馬者亦主動。如癸亥日干上巳為財動」 (one god both
 * the 旬丁 and the 驛馬, 丁馬交加, on 干上, 支上 or in the transmissions) and
 * 「六丁加天馬，或天馬加六丁，必非小動也。如甲子日卯加甲，十一月占是也」 (the
 * 旬丁 there standing on the month's 天馬, 「正月 … 發用天馬，是午」 and on
 * by two a month, or the 天馬 there standing on the 旬丁). */
int bf_89(const struct ev *k, struct lr_rule_result *r)
{
	int sky = k->month < 0 ? -1
		  : lr_branch_add(LR_WU_B, 2 * lr_branch_add(k->month, -LR_YIN));
	if (k->c->method == LR_M_FUYIN)
		return bf_89_fuyin(k, r, sky);
	char where[128];
	bool ding = bf_ding_places(k, where, sizeof where);
	int horse = post_horse(k->branch);
	int dingb = lr_branch_add(lr_cycle_branch(k->xun_head), 3);
	const int places[5] = { k->stem_up, k->branch_up, k->t[0], k->t[1],
				k->t[2] };
	if (ding && horse == dingb) {
		rule_variant(r, "丁馬交加");
		rule_reason(r, _("%s為旬丁，又為驛馬，%s乘之"), BN(dingb), where);
		return BF_YES;
	}
	if (sky < 0)
		return BF_NO;
	for (int i = 0; i < 5; i++) {
		int b = places[i];
		if (b == dingb && bf_on(k, b) == sky) {
			rule_reason(r, _("旬丁%s加%s月天馬%s"), BN(b), BN(k->month),
				  BN(sky));
			return BF_YES;
		}
		if (b == sky && bf_on(k, b) == dingb) {
			rule_reason(r, _("%s月天馬%s加旬丁%s"), BN(k->month), BN(b),
				  BN(dingb));
			return BF_YES;
		}
	}
	return BF_NO;
}

/* 第九十法 來去俱空豈動宜: 「夫來去者，返吟卦也，緣初傳與末傳、初中末往來
 * 交互也 … 內有三傳皆空亡者，雖有動意，實不動也」: 返吟 with the three
 * transmissions void or standing on the void (「己酉返吟，三傳卯酉卯，此用鬼
 * 皆空亡」: 酉 on 卯; 「戊辰日返吟，三傳巳亥巳，此乃生氣落空亡」). */
int bf_90(const struct ev *k, struct lr_rule_result *r)
{
	if (k->c->method != LR_M_FANYIN)
		return BF_NO;
	bool empty = true;
	for (int i = 0; i < 3; i++)
		empty = empty && bf_empty(k, k->t[i]);
	/* 德喪祿絕格 「乃陽日返吟者是」: the 干上 clashes the 祿 (a yang
	 * stem's 寄宮) */
	bool yang = lr_stem_yang(k->stem);
	if (!empty && !yang)
		return BF_NO;
	if (empty)
		rule_reason(r, _("返吟，三傳%s%s%s皆空亡或落空"), BN(k->t[0]),
			  BN(k->t[1]), BN(k->t[2]));
	if (yang)
		rule_also(r, "德喪祿絕格", _("陽日%s返吟，干上%s沖其祿%s"),
			  SN(k->stem), BN(k->stem_up), BN(k->lodge));
	return BF_YES;
}

/* 第九十一法 虎臨干鬼凶速速: 「謂日干之鬼上乘白虎者，凡占凶禍速中又速 …
 * 此三干乃虎鬼臨干者 … 但不臨干而在五處」: the 鬼 riding 白虎 on 干上, 支上
 * or in the transmissions, or over the 本命 or 行年 (「吉凶日上、三傳、本命、
 * 行年六處最緊」, 卷三 二字訣: the 五處 beside the 干 are the 三傳 and 年命),
 * 未論 while they are unknown and it stands nowhere else; 馬載虎鬼格 「乃虎鬼
 * 作日之驛馬是也」. */
int bf_91(const struct ev *k, struct lr_rule_result *r)
{
	int tiger = -1;
	for (int b = 0; b < LR_BRANCHES; b++)
		if (bf_general(k, b) == LR_G_TIGER)
			tiger = b;
	if (tiger < 0 || lr_kin_of(k->stem, tiger) != LR_OFFICIAL)
		return BF_NO;
	int ti = trans_index(k, tiger);
	bool on_birth = k->birth >= 0 && k->c->heaven[k->birth] == tiger;
	bool on_year = k->xingnian >= 0 && k->c->heaven[k->xingnian] == tiger;
	if (k->stem_up != tiger && k->branch_up != tiger && ti < 0 && !on_birth
	    && !on_year) {
		unsigned needs = (k->birth < 0 ? LR_NEED_BIRTH : 0)
				 | (k->xingnian < 0 ? LR_NEED_XINGNIAN : 0);
		if (!needs)
			return BF_NO;
		return rule_unknown(r, needs, _("干鬼乘白虎，不在干支三傳，尚看年命上神"));
	}
	if (k->stem_up == tiger)
		rule_reason(r, _("%s為%s之鬼，乘白虎，臨干上"), BN(tiger),
			  SN(k->stem));
	else if (k->branch_up == tiger)
		rule_reason(r, _("%s為%s之鬼，乘白虎，臨支上"), BN(tiger),
			  SN(k->stem));
	else if (ti >= 0)
		rule_reason(r, _("%s為%s之鬼，乘白虎，%s"), BN(tiger), SN(k->stem),
			  lr_transmission_name(ti));
	else if (on_birth)
		rule_reason(r, _("%s為%s之鬼，乘白虎，加本命%s"), BN(tiger),
			  SN(k->stem), BN(k->birth));
	else
		rule_reason(r, _("%s為%s之鬼，乘白虎，加行年%s"), BN(tiger),
			  SN(k->stem), BN(k->xingnian));
	if (k->stem_up == tiger)
		rule_variant(r, "虎鬼臨干");
	/* 「甲戌、戊申二日雖有，因虎鬼空亡，不足論也」 */
	if (tiger == post_horse(k->branch) && !bf_void(k, tiger)) {
		rule_variant(r, "%s馬載虎鬼格", *r->ge ? " " : "");
		rule_reason(r, _("，又為驛馬"));
	}
	return BF_YES;
}

/* 第九十二法 龍加生氣吉遲遲: 「謂青龍乘生干之神，又作月內之生氣者 … 如六丙日，
 * 寅加巳夜將乘青龍，三月占尤的 … 六戊日干上申晝將乘青龍，九月占 … 六己日
 * 干上巳晝將，六月占」: 青龍 on 干上 riding a god that gives the 干 birth,
 * by phase (己's 巳) or as its 長生 (戊's 申), the month's 生氣 (正月子，
 * 順行: the 月建's second before); 「內丙午、丁未日空亡不中用 … 內戊寅日申
 * 空 … 內己亥日巳空」: not void. */
int bf_92(const struct ev *k, struct lr_rule_result *r)
{
	int up = k->stem_up;
	bool gives = lr_kin_of(k->stem, up) == LR_PARENT || up == growth_of(k->se);
	if (bf_general(k, up) != LR_G_DRAGON || !gives || bf_void(k, up))
		return BF_NO;
	bool birth = up == growth_of(k->se);
	if (k->month < 0)
		return rule_unknown(r, LR_NEED_MONTH, birth
				  ? _("干上青龍乘干之長生，尚需看是否月內生氣")
				  : _("干上青龍乘生干之神，尚需看是否月內生氣"));
	if (up != lr_branch_add(k->month, -2))
		return BF_NO;
	rule_reason(r, birth ? _("干上%s乘青龍，為%s之長生，又為%s月生氣")
		  : _("干上%s乘青龍，生%s，又為%s月生氣"), BN(up), SN(k->stem),
		  BN(k->month));
	return BF_YES;
}

/* 第九十六法 旬內空亡逐類推: the kind each matter asked is read by, in the
 * verse's five: 「財空軍儲乏，鬼空敵人遁，救空謀策拙，比空贊佐慵，
 * 生空防失惠」 (財 妻財, 鬼 官鬼, 救 子孫 (the one that checks the 鬼), 比 兄弟, 生
 * 父母). A matter is read by the kind it is or concerns: 父母; 妻, 財,
 * 衣食 and 失物 by 妻財 (the goods and stores, 「軍儲」; wife and goods one
 * kind, 第九十五法 「同類現卦，必憂妻及去財」); 兄弟 and 朋友 (the 比,
 * 「贊佐」) by 兄弟; 子孫 and 孕 by 子孫 (the table's 子息); 官, 訟, 盜
 * (「敵人」) and 病 by 官鬼 (第六十七法 「但擬其鬼亦為病證」, 第六十八法 「雖為
 * 日鬼，奈是旬中空亡，不足為畏」). 貴 is read by the 貴人 itself
 * (MATTER_NOBLE), whose void the table names (「墓貴及官鬼空」, 「辛日旦貴
 * 空」). Any other matter names no kind: -1. */
enum { MATTER_NOBLE = -2 };
static int matter_kin(enum lr_ask ask)
{
	switch (ask) {
	case LR_ASK_FUMU:
		return LR_PARENT;
	case LR_ASK_QI:
	case LR_ASK_CAI:
	case LR_ASK_YISHI:
	case LR_ASK_SHIWU:
		return LR_WEALTH;
	case LR_ASK_XIONGDI:
	case LR_ASK_PENGYOU:
		return LR_SIBLING;
	case LR_ASK_ZISUN:
	case LR_ASK_YUN:
		return LR_OFFSPRING;
	case LR_ASK_GUAN:
	case LR_ASK_SONG:
	case LR_ASK_DAO:
	case LR_ASK_BING:
		return LR_OFFICIAL;
	case LR_ASK_GUI:
		return MATTER_NOBLE;
	default:
		return -1;
	}
}

/* 第九十六法 旬內空亡逐類推: 「甲子旬戌亥空亡。甲子、乙丑日妻財及父母空 …
 * 以上縱戌亥在六處亦不可用」: the 旬's two void branches are, to the day
 * stem, two kinds (六親) void that day, of no use even in the six places;
 * read for the kind of the matter asked (matter_kin), with the verse's
 * words for it. 未論 without a matter. Common where a kind is asked:
 * each day two of the five kinds are void (the tables: 「甲子、乙丑日妻
 * 財及父母空；丙寅、丁卯日墓貴及官鬼空 …」), a kind on about two days in
 * five. */
int bf_96(const struct ev *k, struct lr_rule_result *r)
{
	static const char *const verse[] = {
		[LR_SIBLING] = "比空贊佐慵", [LR_OFFSPRING] = "救空謀策拙",
		[LR_WEALTH] = "財空軍儲乏", [LR_OFFICIAL] = "鬼空敵人遁",
		[LR_PARENT] = "生空防失惠",
	};
	if (!k->x || lr_context_missing(k->x, LR_NEED_ASK))
		return rule_unknown(r, LR_NEED_ASK,
				    _("旬空之類，尚看所占何事"));
	int kin = matter_kin(k->x->ask);
	if (kin == MATTER_NOBLE) {
		if (!bf_void(k, k->c->noble))
			return BF_NO;
		rule_reason(r, _("所占謁貴，貴人%s旬空（書中「墓貴及官鬼空」、「辛日旦貴空」之類）"),
			    BN(k->c->noble));
		return BF_YES;
	}
	if (kin < 0)
		return BF_NO;
	for (int b = 0; b < LR_BRANCHES; b++)
		if (bf_void(k, b) && (int)lr_kin_of(k->stem, b) == kin) {
			rule_reason(r, _("所占之事屬%s；%s旬空，為%s之%s：「%s」"),
				    lr_kin_name((enum lr_kin)kin), BN(b),
				    SN(k->stem), lr_kin_name((enum lr_kin)kin),
				    verse[kin]);
			return BF_YES;
		}
	return BF_NO;
}

/* 第九十五法 六爻現卦防其克: 「財爻現卦，必憂父母」, 「三傳俱作日之財，得此須憂
 * 長上災」, and so 父母 (子息), 子息 (官事), 官鬼 (「己身及兄弟」), 同類 (「妻及
 * 去財」): the three transmissions all one kin of the 干, a 三合 or 方 as
 * its 局 (「三傳巳丑酉金局皆鬼爻」 on 乙); the kin it overcomes is the one to
 * guard. Said only where the 局 meets a kin on 干支 or 年命: 「亦必支干年命上
 * 先有父母爻，後被傳財克者，始可言父母長上災。如無父母爻，則亦不言此例」 (the
 * kin it overcomes), or 「賴干上先有午火生其父母爻，竊其財爻」, 「六爻相生而
 * 成類，乃三傳生起干上之爻象者」 (the kin it gives birth to, which drains it,
 * void or not: 己巳's 亥 and 戊午's 丑 are void; but a void one drains
 * nothing: 「欲賴支上申 … 殊不知申空亡，仍主父母之災」). */
int bf_95(const struct ev *k, struct lr_rule_result *r)
{
	enum lr_phase whole;
	if (!bf_whole_phase(k, &whole))
		return BF_NO;
	enum lr_kin kin = lr_phase_kin(k->se, whole);
	/* 財克父母, 父母克子孫, 子孫克官鬼, 官鬼克兄弟, 兄弟克妻財 */
	enum lr_kin guard = (enum lr_kin)((kin + 2) % 5);
	enum lr_kin drain = (enum lr_kin)((kin + 1) % 5);
	const struct { int place; const char *name; } at[] = {
		{ k->lodge, "干上" }, { k->branch, "支上" },
		{ k->birth, "命上" }, { k->xingnian, "年上" },
	};
	int hurt = -1, fed = -1;
	bool open = false;
	for (int i = 0; i < 4; i++) {
		if (at[i].place < 0) {
			open = true;
			continue;
		}
		int u = k->c->heaven[at[i].place];
		if (hurt < 0 && lr_kin_of(k->stem, u) == guard)
			hurt = i;
		if (fed < 0 && lr_kin_of(k->stem, u) == drain)
			fed = i;
	}
	if (hurt < 0 && fed < 0) {
		if (!open)
			return BF_NO;
		return rule_unknown(r, LR_NEED_BIRTH | LR_NEED_XINGNIAN,
				  _("三傳皆作日之同一類，干支上無其所克、所生之爻，尚看年命上"));
	}
	rule_reason(r, _("三傳%s%s%s皆作日之%s，防其克%s"), BN(k->t[0]),
		  BN(k->t[1]), BN(k->t[2]), lr_kin_name(kin),
		  lr_kin_name(guard));
	if (hurt >= 0)
		rule_reason(r, _("；%s%s為%s，受其克"), at[hurt].name,
			  BN(k->c->heaven[at[hurt].place]), lr_kin_name(guard));
	if (fed >= 0) {
		int u = k->c->heaven[at[fed].place];
		rule_reason(r, bf_void(k, u) ? _("；%s%s為%s，欲竊其%s，而旬空")
			  : _("；賴%s%s為%s，竊其%s"), at[fed].name, BN(u),
			  lr_kin_name(drain), lr_kin_name(kin));
	}
	return BF_YES;
}
