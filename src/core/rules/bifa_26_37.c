/* liuren - bifa_26_37.c: the detectors of the 畢法 第二十六–第三十七法
 * (《六壬大全》 卷十一): 水日逢丁 … 末助初兮三等訟. Each 法 as its commentary
 * defines it; each rule quotes the commentary it follows.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/bifa_internal.h"

#include "liuren/ask.h"

#include <stdio.h>
#include <string.h>

#define GN(g) lr_general_name(g)

/* 第二十六法 水日逢丁財動之: 「謂壬癸二日，三傳、年命、日辰之六處，逢旬內之
 * 丁神者，必主財動」; on any day (its charts are 己丑、甲辰 …), 財乘丁馬格
 * 「緣財神乘丁 … 如己丑日亥為財乘丁馬，甲辰、乙巳見未」: the 旬丁 the day's
 * 財, in those places; 牛女相會格 「子與丑合，乘太常為用。如乙丑、己丑，子加
 * 丑；丙子、壬子，丑加子乘太常」. */
int bf_26(const struct ev *k, struct lr_rule_result *r)
{
	int got = rule_own(bf_ding_rule(k, r, LR_REN, LR_GUI,
				      _("%s日，%s乘旬丁，丁火為水之財")), r);
	int ding = lr_branch_add(lr_cycle_branch(k->xun_head), 3);
	char where[160];
	if (lr_kin_of(k->stem, ding) == LR_WEALTH
	    && bf_ding_six_places(k, where, sizeof where)) {
		if (ding == post_horse(k->branch))
			got = rule_also(r, "財乘丁馬格",
				      _("旬丁%s為%s之財，又為驛馬，見於%s"),
				      BN(ding), SN(k->stem), where);
		else
			got = rule_also(r, "財乘丁馬格", _("旬丁%s為%s之財，見於%s"),
				      BN(ding), SN(k->stem), where);
	}
	int u = k->t[0];
	if ((u == LR_ZI || u == LR_CHOU) && bf_on(k, u) == lr_combine(u)
	    && k->g[0] == LR_G_ALWAYS)
		got = rule_also(r, "牛女相會格", _("初傳%s加%s，子丑相合，乘太常"),
			      BN(u), BN(bf_on(k, u)));
	return got;
}

/* 第二十七法 傳財化鬼財休覓: 「謂三傳皆作日之財，而生起干上日鬼，而傷其日干
 * 者」 (each a 財, or a 局 of the 財: 「三傳未卯亥，皆作木局為日之財」);
 * 傳財化鬼格 「緣三傳作日之財，反生起支上神而作日干 (之鬼) 者」. */
static int bf_27_own(const struct ev *k, struct lr_rule_result *r)
{
	enum lr_phase p;
	if (!bf_whole_phase(k, &p) || !lr_overcomes(k->se, p))
		return BF_NO;
	bool stem = lr_kin_of(k->stem, k->stem_up) == LR_OFFICIAL
		    && lr_produces(p, ph(k->stem_up));
	bool home = lr_kin_of(k->stem, k->branch_up) == LR_OFFICIAL
		    && lr_produces(p, ph(k->branch_up));
	if (!stem && !home)
		return BF_NO;
	if (stem)
		rule_reason(r, _("三傳%s%s%s（%s）為%s之財，生起%s%s，%s之鬼"),
			  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]),
			  lr_phase_name(p), SN(k->stem), "干上", BN(k->stem_up),
			  SN(k->stem));
	if (home)
		rule_also(r, "傳財化鬼格", _("三傳%s%s%s（%s）為%s之財，生起%s%s，%s之鬼"),
			  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]),
			  lr_phase_name(p), SN(k->stem), "支上", BN(k->branch_up),
			  SN(k->stem));
	return BF_YES;
}

/* 第二十七法's further 格: 因財致禍格 「緣財爻反克干上之神者是也。如庚辰日
 * 干上丑，初傳寅木為財乘白虎而傷干上丑土」: the 初傳 a 財 that overcomes
 * 干上; 財遁鬼格 「緣日上神作財，卻遁旬中干鬼 … 如甲戌日干上庚辰」: 干上
 * the 財 whose 遁干 overcomes the 干; 借錢還債格 「如辛酉日干上卯、支上寅，壬子日干上巳，丙午日干上申 …
 * 凡干支相同者，不宜求財耳」: 干上 and 支上 both the 干's 財. */
int bf_27(const struct ev *k, struct lr_rule_result *r)
{
	int got = rule_own(bf_27_own(k, r), r);
	/* 傳財化鬼格 「又如四己日 … 干上亥，雖為日財，奈三傳曲直木局，並來傷干」 */
	enum lr_phase q;
	if (lr_kin_of(k->stem, k->stem_up) == LR_WEALTH
	    && bf_whole_phase(k, &q) && lr_overcomes(q, k->se))
		got = rule_also(r, "傳財化鬼格",
			      _("干上%s雖為%s之財，三傳%s%s%s（%s）為%s之鬼，並來傷干"),
			      BN(k->stem_up), SN(k->stem), BN(k->t[0]),
			      BN(k->t[1]), BN(k->t[2]), lr_phase_name(q),
			      SN(k->stem));
	if (lr_kin_of(k->stem, k->t[0]) == LR_WEALTH
	    && lr_overcomes(ph(k->t[0]), ph(k->stem_up)))
		got = rule_also(r, "因財致禍格", _("初傳%s為%s之財，反克干上%s"),
			      BN(k->t[0]), SN(k->stem), BN(k->stem_up));
	int hid = bf_hidden(k, k->stem_up);
	if (lr_kin_of(k->stem, k->stem_up) == LR_WEALTH && hid >= 0
	    && lr_overcomes(lr_stem_phase(hid), k->se))
		got = rule_also(r, "財遁鬼格", _("干上%s為%s之財，卻遁旬中%s，為干鬼"),
			      BN(k->stem_up), SN(k->stem), SN(hid));
	if (lr_kin_of(k->stem, k->stem_up) == LR_WEALTH
	    && lr_kin_of(k->stem, k->branch_up) == LR_WEALTH)
		got = rule_also(r, "借錢還債格", _("干上%s、支上%s皆為%s之財"),
			      BN(k->stem_up), BN(k->branch_up), SN(k->stem));
	return got;
}

/* 第二十八法 傳鬼化財錢險危: 「三合課中雖作日之鬼 … 獨存一字 … 為財者，乃
 * 名全鬼變為財 … 如丙申、丙子、丙辰三日並干上丑土，可以敵其水局，獨存申金
 * 為財」; 取還魂債格 「緣三傳全為脫氣，反生干上財神者 … 有三傳為脫氣，生起
 * 支上財神者」; 求財急取格 「如乙未日未加乙，雖曰財就人格，惟宜速去取之」;
 * 危中取財格 「緣干克支辰為財，支上神為鬼者」. */
static int bf_28_own(const struct ev *k, struct lr_rule_result *r)
{
	int mid;
	enum lr_phase p;
	int money = -1;
	if (bf_trine_whole(k, &mid) && lr_overcomes(ph(mid), k->se))
		for (int i = 0; i < 3; i++)
			if (lr_kin_of(k->stem, k->t[i]) == LR_WEALTH)
				money = k->t[i];
	int owed = -1;
	/* 「三傳全為脫氣」: each the 干's 脫, or a 局 of it */
	if (bf_whole_phase(k, &p) && lr_produces(k->se, p)) {
		if (lr_kin_of(k->stem, k->stem_up) == LR_WEALTH)
			owed = k->stem_up;
		else if (lr_kin_of(k->stem, k->branch_up) == LR_WEALTH)
			owed = k->branch_up;
	}
	bool comes = k->stem_up == k->branch
		     && lr_kin_of(k->stem, k->branch) == LR_WEALTH;
	bool danger = lr_kin_of(k->stem, k->branch) == LR_WEALTH
		      && lr_kin_of(k->stem, k->branch_up) == LR_OFFICIAL;
	if (money < 0 && owed < 0 && !comes && !danger)
		return BF_NO;
	const char *sep = "";
	if (money >= 0) {
		rule_reason(r, _("三傳%s%s%s合%s局，為%s之鬼，獨%s為財"),
			  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]),
			  lr_phase_name(ph(mid)), SN(k->stem), BN(money));
		sep = "；";
	}
	if (owed >= 0) {
		rule_variant(r, "取還魂債格");
		rule_reason(r, *sep ? _("；三傳%s%s%s（%s）為%s之脫氣，生起%s%s為財")
				  : _("三傳%s%s%s（%s）為%s之脫氣，生起%s%s為財"),
			  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]),
			  lr_phase_name(p), SN(k->stem),
			  owed == k->stem_up ? "干上" : "支上", BN(owed));
		sep = "；";
	}
	if (comes) {
		rule_variant(r, "%s求財急取格", *r->ge ? " " : "");
		rule_reason(r, *sep ? _("；支%s為%s之財，加干上，財就人")
				  : _("支%s為%s之財，加干上，財就人"),
			  BN(k->branch), SN(k->stem));
		sep = "；";
	}
	if (danger) {
		rule_variant(r, "%s危中取財格", *r->ge ? " " : "");
		rule_reason(r, *sep ? _("；干%s克支%s為財，支上%s為鬼")
				  : _("干%s克支%s為財，支上%s為鬼"),
			  SN(k->stem), BN(k->branch), BN(k->branch_up));
	}
	return BF_YES;
}

/* 取還魂債格 「又如丁丑日酉加巳用，墓土將生空亡之財，亦如前說」: not all three
 * transmissions 脫 here (酉丑巳), but one of them the 墓 of the 財 (丑, 金墓),
 * earth, the 干's 脫氣, gives birth to that 財, void (旬空), among them: the
 * 初傳 酉 itself. The 財 stays in the transmissions: on 干上 or 支上 the 格's
 * first sentence asks all three 脫. The 財's place into WHERE (初傳, 中傳,
 * 末傳), the 財 into MONEY, its 墓 into TOMB. */
static bool bf_28_tomb_debt(const struct ev *k, const char **where,
			    int *money, int *tomb)
{
	static const char *const names[3] = { "初傳", "中傳", "末傳" };
	for (int i = 0; i < 3; i++) {
		int m = k->t[i], t = tomb_of(ph(m));
		if (lr_kin_of(k->stem, m) != LR_WEALTH || !bf_void(k, m)
		    || !(k->tmask & BIT(t)) || !lr_produces(k->se, ph(t))
		    || !lr_produces(ph(t), ph(m)))
			continue;
		*where = names[i];
		*money = m;
		*tomb = t;
		return true;
	}
	return false;
}

/* 第二十八法's 空財格 「如丙子日酉加巳，乃空財」: 干上 the 財, void. */
int bf_28(const struct ev *k, struct lr_rule_result *r)
{
	int got = rule_own(bf_28_own(k, r), r);
	const char *where;
	int money, tomb;
	if (!strstr(r->ge, "取還魂債格")
	    && bf_28_tomb_debt(k, &where, &money, &tomb))
		got = rule_also(r, "取還魂債格",
			      _("%s為墓土，%s之脫氣，生起空亡之財%s%s"),
			      BN(tomb), SN(k->stem), where, BN(money));
	if (lr_kin_of(k->stem, k->stem_up) == LR_WEALTH
	    && bf_void(k, k->stem_up))
		got = rule_also(r, "空財格", _("干上%s為%s之財，旬空"),
			      BN(k->stem_up), SN(k->stem));
	return got;
}

/* 第二十九法 眷屬豐盈居狹宅: 「謂三傳生其日干，反脫其支辰者是也 … 甲申日干
 * 上午，三傳辰申子水局全來生日 … 申金為支辰，反生三傳之水局」; 人旺棄宅格
 * 「緣三傳生其日干而克其支辰者」. */
static int bf_29_own(const struct ev *k, struct lr_rule_result *r)
{
	enum lr_phase p, bp = ph(k->branch);
	if (!bf_one_phase(k, &p) || !lr_produces(p, k->se))
		return BF_NO;
	bool shed = lr_produces(bp, p), beat = lr_overcomes(p, bp);
	if (!shed && !beat)
		return BF_NO;
	rule_reason(r, shed ? _("三傳%s%s%s（%s）生日干%s，又脫支%s")
		  : _("三傳%s%s%s（%s）生日干%s，又克支%s"), BN(k->t[0]),
		  BN(k->t[1]), BN(k->t[2]), lr_phase_name(p), SN(k->stem),
		  BN(k->branch));
	if (beat)
		rule_variant(r, "人旺棄宅格");
	return BF_YES;
}

/* 第二十九法's 贅婿卦 「緣支加干而被干克者，其支上又乘脫氣，或克支者，必無
 * 正屋可居。如丙申日申加丙，亥脫申；丁酉日酉加丁，亥脫酉；戊子日子加戊，未克
 * 子」: the 支 over the 干, overcome by it, and 支上 draining or overcoming
 * the 支. */
int bf_29(const struct ev *k, struct lr_rule_result *r)
{
	int got = rule_own(bf_29_own(k, r), r);
	enum lr_phase bp = ph(k->branch), zp = ph(k->branch_up);
	if (k->stem_up == k->branch && lr_overcomes(k->se, bp)
	    && (lr_produces(bp, zp) || lr_overcomes(zp, bp)))
		got = rule_also(r, "贅婿卦", lr_produces(bp, zp)
			      ? _("支%s加干%s而被干克，支上%s又脫支")
			      : _("支%s加干%s而被干克，支上%s又克支"),
			      BN(k->branch), SN(k->stem), BN(k->branch_up));
	return got;
}

/* 第三十法 屋宅寬廣致人衰: 「謂三傳竊盜日干反生支辰者是也」; 賣宅備患格
 * 「緣三傳生支克干」; 獅獸沖宅格 「如壬辰日，申加戌作白虎，沖支上寅 … 如對
 * 鄰空亡不足畏也」: 白虎 rides the god that clashes with 支上, not void. */
int bf_30(const struct ev *k, struct lr_rule_result *r)
{
	enum lr_phase p, bp = ph(k->branch);
	int tiger = bf_tiger(k);
	bool lion = tiger >= 0 && tiger == lr_clash(k->branch_up)
		    && !bf_void(k, tiger);
	bool home = bf_one_phase(k, &p) && lr_produces(p, bp);
	bool shed = home && lr_produces(k->se, p);
	bool beat = home && lr_overcomes(p, k->se);
	/* 血厭克宅格 「緣天后乘血支、血忌作月厭，臨支克支 … 如七月癸亥日，辰作天
	 * 后加亥 … 緣七月血忌在辰，月厭亦在辰 … 止有七月占有血忌與月厭同處」: in
	 * 七月 (月建申) 辰, both its 血忌 and its 月厭, under 天后 on 支上 and
	 * overcoming the 支; read only when the month is known */
	bool blood = k->month == LR_SHEN && k->branch_up == LR_CHEN
		     && bf_general(k, LR_CHEN) == LR_G_QUEEN
		     && lr_overcomes(ph(LR_CHEN), bp);
	if (!lion && !shed && !beat && !blood)
		return BF_NO;
	if (shed || beat)
		rule_reason(r, shed ? _("三傳%s%s%s（%s）脫日干%s，又生支%s")
			  : _("三傳%s%s%s（%s）克日干%s，又生支%s"), BN(k->t[0]),
			  BN(k->t[1]), BN(k->t[2]), lr_phase_name(p),
			  SN(k->stem), BN(k->branch));
	if (beat)
		rule_variant(r, "賣宅備患格");
	if (lion) {
		rule_variant(r, "%s獅獸沖宅格", beat ? " " : "");
		rule_reason(r, shed || beat ? _("；%s乘白虎，沖支上%s")
			  : _("%s乘白虎，沖支上%s"), BN(tiger), BN(k->branch_up));
	}
	if (blood) {
		rule_variant(r, "%s血厭克宅格", *r->variant ? " " : "");
		rule_reason(r, _("%s七月血忌、月厭同在辰，乘天后臨支%s而克之"),
			  shed || beat || lion ? "；" : "", BN(k->branch));
	}
	return BF_YES;
}

/* 第三十一法 三傳遞生人舉薦 is 亨通's 遞生格 (cited); what it adds: 支干相
 * 生格 「如壬戌日干上申，支上未土生申金，金來生日」: 支上 gives birth to
 * 干上, 干上 to the 干; 兩面刀格 「如六戊日伏吟，巳申寅，末傳寅能助初生干，
 * 亦能克干」: 末傳 gives birth to the 初傳 that gives birth to the 干, and
 * overcomes the 干. */
static bool bf_31_knife(const struct ev *k, struct lr_rule_result *r)
{
	enum lr_phase p0 = ph(k->t[0]), p2 = ph(k->t[2]);
	if (!lr_produces(p2, p0) || !lr_produces(p0, k->se)
	    || !lr_overcomes(p2, k->se))
		return false;
	rule_also(r, "兩面刀格", _("末傳%s生初傳%s，初傳生干%s，末傳又克干"),
		  BN(k->t[2]), BN(k->t[0]), SN(k->stem));
	return true;
}

static bool bf_31_mutual(const struct ev *k, struct lr_rule_result *r)
{
	if (!lr_produces(ph(k->branch_up), ph(k->stem_up))
	    || !lr_produces(ph(k->stem_up), k->se))
		return false;
	rule_also(r, "支干相生格", _("支上%s生干上%s，干上%s生干%s"),
		  BN(k->branch_up), BN(k->stem_up), BN(k->stem_up),
		  SN(k->stem));
	return true;
}

/* Both 格 may hold (戊寅日伏吟: 末傳寅 生 初傳巳 生 戊, and 支上寅 生 干上
 * 巳). */
int bf_31(const struct ev *k, struct lr_rule_result *r)
{
	bool knife = bf_31_knife(k, r);
	bool mutual = bf_31_mutual(k, r);
	return knife || mutual ? BF_YES : BF_NO;
}

/* With the cited 亨通's 遞生格: the 法's own 格 as well (支干相生格 「壬戌
 * 日干上申，支上未土生申金，金來生日」 beside the transmissions' 遞生). */
void bf_31_ge(const struct ev *k, const struct lr_rule_result *p,
	      struct lr_rule_result *r)
{
	(void)p;
	rule_variant(r, "遞生格");
	bool knife = bf_31_knife(k, r);
	bool mutual = bf_31_mutual(k, r);
	if (knife || mutual)
		rule_reason(r, "%s", _("；"));
}

/* 第三十二法 三傳互克眾人欺 is 殃咎's 遞克 (cited); what it adds: 求財大獲
 * 格 「自庚金克初傳寅為財，初傳寅木克中傳未土，中傳未土克末傳子水，總為
 * 財」. */
static bool bf_32_wealth(const struct ev *k, struct lr_rule_result *r)
{
	enum lr_phase p0 = ph(k->t[0]), p1 = ph(k->t[1]),
		      p2 = ph(k->t[2]);
	if (!lr_overcomes(k->se, p0) || !lr_overcomes(p0, p1)
	    || !lr_overcomes(p1, p2))
		return false;
	rule_also(r, "求財大獲格", _("三傳%s%s%s：日干%s克初、初克中、中克末"),
		  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]), SN(k->stem));
	return true;
}

/* 雀鬼格 「朱雀作日鬼加干 … 但不臨干，如臨年命亦可用」: 朱雀 on the
 * 干's 鬼, over the 干, the 本命 or the 行年. */
static bool bf_32_bird(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	int bird = -1;
	for (int b = 0; b < 12; b++)
		if (bf_general(k, b) == LR_G_BIRD)
			bird = b;
	if (bird < 0 || lr_kin_of(k->stem, bird) != LR_OFFICIAL)
		return false;
	const char *where = k->stem_up == bird ? "干上"
		: k->birth >= 0 && c->heaven[k->birth] == bird ? "本命"
		: k->xingnian >= 0 && c->heaven[k->xingnian] == bird ? "行年"
		: NULL;
	if (!where)
		return false;
	rule_also(r, "雀鬼格", _("朱雀乘%s作%s之鬼，臨%s"), BN(bird),
		  SN(k->stem), where);
	return true;
}

/* 三傳內戰格 「緣三傳俱下賊上，迤邐克去，遞相侵伐」: each transmission
 * overcome by the palace it stands on. */
static bool bf_32_war(const struct ev *k, struct lr_rule_result *r)
{
	int on[3];
	for (int i = 0; i < 3; i++) {
		on[i] = bf_on(k, k->t[i]);
		if (!lr_overcomes(ph(on[i]), ph(k->t[i])))
			return false;
	}
	rule_also(r, "三傳內戰格", _("三傳俱下賊上：%s加%s、%s加%s、%s加%s"),
		  BN(k->t[0]), BN(on[0]), BN(k->t[1]), BN(on[1]),
		  BN(k->t[2]), BN(on[2]));
	return true;
}

int bf_32(const struct ev *k, struct lr_rule_result *r)
{
	bool got = bf_32_wealth(k, r);
	got = bf_32_bird(k, r) || got;
	got = bf_32_war(k, r) || got;
	return got ? BF_YES : BF_NO;
}

/* 遞克 cited: its 格 as 殃咎 names it, and the 格 of the commentary that
 * hold beside it (雀鬼格, 三傳內戰格). */
void bf_32_ge(const struct ev *k, const struct lr_rule_result *p,
	      struct lr_rule_result *r)
{
	rule_variant(r, "%s", p->variant);
	bool bird = bf_32_bird(k, r);
	bool war = bf_32_war(k, r);
	if (bird || war)
		rule_reason(r, "%s", _("；"));
}

/* 破碎 of a day branch (卷一 金神 「即破碎」, by the 日支 巳、丑、酉 from 子
 * on: 寅申巳亥 酉). */
static int broken_of(int branch)
{
	static const int cycle[3] = { LR_SI, LR_CHOU, LR_YOU };
	return cycle[branch % 3];
}

/* 第三十三法 有始無終難變易: 「夫有始無終者，乃因初傳是日之長生，末傳為干之
 * 墓是也。夫難變易者，乃初為干墓，末為干之長生是也」. */
static int bf_33_own(const struct ev *k, struct lr_rule_result *r)
{
	int birth = growth_of(k->se), tomb = tomb_of(k->se);
	if (k->t[0] == birth && k->t[2] == tomb)
		rule_reason(r, _("初傳%s為%s之長生，末傳%s為%s之墓：有始無終"),
			  BN(birth), SN(k->stem), BN(tomb), SN(k->stem));
	else if (k->t[0] == tomb && k->t[2] == birth)
		rule_reason(r, _("初傳%s為%s之墓，末傳%s為%s之長生：先難後易"),
			  BN(tomb), SN(k->stem), BN(birth), SN(k->stem));
	else
		return BF_NO;
	return BF_YES;
}

/* A 父母 of the 干 among the 三傳, not void (「就三傳子亥戌為生干」);
 * -1 when none. */
static int parent_in_transmissions(const struct ev *k)
{
	for (int i = 0; i < 3; i++)
		if (lr_kin_of(k->stem, k->t[i]) == LR_PARENT
		    && !bf_void(k, k->t[i]))
			return k->t[i];
	return -1;
}

int bf_33(const struct ev *k, struct lr_rule_result *r)
{
	int got = rule_own(bf_33_own(k, r), r);
	/* 舍損就益格 「如甲辰日丑加甲，丑乃日之破碎，支上卯又作六害，又是干之
	 * 羊刃，宜棄此而就三傳子亥戌為生干」: 干上 the 支's 破碎, 支上 both
	 * the 支's 六害 and the 干's 羊刃 (祿 + 1), and a 父母 not void in the
	 * 三傳 to go to; 「又如甲子日亥加甲，六月占，乃父母爻作空亡，又是死氣，又
	 * 為木之長生」: 干上 the 干's 長生 and 父母, void, and the month's 死氣
	 * (未論 without the month), with the 三傳's 父母 (子) as before */
	int up = k->stem_up, zup = k->branch_up, to = parent_in_transmissions(k);
	if (to < 0)
		return got;
	bool blade = zup == lr_branch_add(salary_of(k->stem), 1);
	bool harm = zup == lr_harm(k->branch);
	bool empty_birth = up == growth_of(k->se)
			   && lr_kin_of(k->stem, up) == LR_PARENT && bf_void(k, up);
	if (up == broken_of(k->branch) && blade && harm)
		got = rule_also(r, "舍損就益格",
				_("干上%s為支%s之破碎，支上%s為干之羊刃，又與支作六害，宜棄之而就三傳之%s生干：舍損就益（讀作干上破碎、支上羊刃又六害，三傳有父母不空）"),
				BN(up), BN(k->branch), BN(zup), BN(to));
	else if (empty_birth && k->month >= 0 && up == bf_death_breath(k->month))
		got = rule_also(r, "舍損就益格",
				_("干上%s為%s之長生、父母而旬空，又為%s月死氣，宜棄之而就三傳之%s：舍損就益，主父母災"),
				BN(up), SN(k->stem), BN(k->month), BN(to));
	else if (empty_birth && k->month < 0 && got == BF_NO) {
		char what[200];
		snprintf(what, sizeof what,
			 _("干上%s為長生、父母而旬空，尚看是否月內死氣（舍損就益格）"),
			 BN(up));
		got = rule_unknown(r, LR_NEED_MONTH, what);
	}
	return got;
}

/* 第三十四法 苦去甘來樂裡悲: 「如戊午日 … 中傳水生初傳寅木，而剋日干之戊土，
 * 誠為被寅木之苦，殊不知反賴末之申金部克其寅，又為戊土之長生」; 一喜一悲格
 * 「干上戌乘龍剋日，乃幸中不幸；支上申乘虎生日，乃不幸中幸」; 樂裡生憂格
 * 「如庚寅日干上巳乃庚金之長生，支上亥乃寅木之長生 … 其庚金反被亥水脫，寅
 * 木又被巳火脫」, 「庚辰日干上戌生干，支上午辰 … 如若動，其支干皆坐於克鄉」,
 * 「庚午日干上辰 … 倘動，其支干坐於脫氣鄉」, 「如庚子日干上巳作干之長生，殊
 * 不知巳火亦能克庚金」: 干上 and 支上 give birth, with a harm behind; 恩多怨深格 「緣干生初恩也，初生中，中生末，末卻剋日干」. */
int bf_34(const struct ev *k, struct lr_rule_result *r)
{
	enum lr_phase p0 = ph(k->t[0]), p1 = ph(k->t[1]), p2 = ph(k->t[2]);
	bool sweet = lr_kin_of(k->stem, k->t[0]) == LR_OFFICIAL
		     && lr_overcomes(p2, p0)
		     && (k->t[2] == growth_of(k->se) || lr_produces(p2, k->se));
	int gs = bf_general(k, k->stem_up), gb = bf_general(k, k->branch_up);
	enum lr_phase su = ph(k->stem_up), bu = ph(k->branch_up);
	bool bitter = (gs == LR_G_DRAGON && lr_overcomes(su, k->se)
		       && gb == LR_G_TIGER && lr_produces(bu, k->se))
		      || (gs == LR_G_TIGER && lr_produces(su, k->se)
			  && gb == LR_G_DRAGON && lr_overcomes(bu, k->se));
	enum lr_phase bp = ph(k->branch);
	enum lr_phase ss = ph(bf_on(k, k->lodge)), bs = ph(bf_on(k, k->branch));
	bool births = (k->stem_up == growth_of(k->se) || lr_produces(su, k->se))
		      && (k->branch_up == growth_of(bp) || lr_produces(bu, bp));
	bool crossed = lr_produces(k->se, bu) && lr_produces(bp, su);
	bool seats_beat = lr_overcomes(ss, k->se) && lr_overcomes(bs, bp);
	bool seats_shed = lr_produces(k->se, ss) && lr_produces(bp, bs);
	bool false_birth = k->stem_up == growth_of(k->se)
			   && lr_overcomes(su, k->se);
	bool worry = (births && (crossed || seats_beat || seats_shed))
		     || false_birth;
	bool grudge = lr_produces(k->se, p0) && lr_produces(p0, p1)
		      && lr_produces(p1, p2) && lr_overcomes(p2, k->se);
	/* 「六戊日伏吟，乃初克中，克末，末剋日干 … 又賴寅徑生其巳火而生戊干也」 */
	bool relay = lr_overcomes(p0, p1) && lr_overcomes(p1, p2)
		     && lr_overcomes(p2, k->se) && lr_produces(p2, p0)
		     && lr_produces(p0, k->se);
	if (!sweet && !bitter && !worry && !grudge && !relay)
		return BF_NO;
	const char *sep = "";
	if (worry) {
		rule_variant(r, "%s樂裡生憂格", *r->ge ? " " : "");
		if (false_birth)
			rule_reason(r, _("干上%s為%s之長生，卻克干"), BN(k->stem_up),
				  SN(k->stem));
		else if (crossed)
			rule_reason(r, _("干上%s生干而脫支，支上%s生支而脫干"),
				  BN(k->stem_up), BN(k->branch_up));
		else
			rule_reason(r, seats_beat
				  ? _("干上%s生干，支上%s生支，干支卻各坐受克之地")
				  : _("干上%s生干，支上%s生支，干支卻各坐脫氣之地"),
				  BN(k->stem_up), BN(k->branch_up));
		sep = "；";
	}
	if (sweet) {
		rule_reason(r, *sep ? _("；初傳%s克干%s，末傳%s克初傳而生干：苦去甘來")
				  : _("初傳%s克干%s，末傳%s克初傳而生干：苦去甘來"),
			  BN(k->t[0]), SN(k->stem), BN(k->t[2]));
		sep = "；";
	}
	if (relay) {
		rule_reason(r, *sep ? _("；初傳%s克中、中克末，末傳%s克干%s而生初傳，初傳生干：苦去甘來")
				  : _("初傳%s克中、中克末，末傳%s克干%s而生初傳，初傳生干：苦去甘來"),
			  BN(k->t[0]), BN(k->t[2]), SN(k->stem));
		sep = "；";
	}
	if (bitter) {
		rule_variant(r, "%s一喜一悲格", *r->ge ? " " : "");
		rule_reason(r, *sep ? _("；干上%s乘%s，支上%s乘%s，一克干一生干")
				  : _("干上%s乘%s，支上%s乘%s，一克干一生干"),
			  BN(k->stem_up), GN(gs), BN(k->branch_up), GN(gb));
		sep = "；";
	}
	if (grudge) {
		rule_variant(r, "%s恩多怨深格", *r->ge ? " " : "");
		rule_reason(r, *sep ? _("；干生初傳%s，初生中、中生末，末傳%s反克干")
				  : _("干生初傳%s，初生中、中生末，末傳%s反克干"),
			  BN(k->t[0]), BN(k->t[2]));
	}
	return BF_YES;
}

/* 第三十五法 人宅受脫俱招盜: 「一則支上干上皆乘脫氣；一則干上脫支，支上脫
 * 干」; and the 初傳 empty under 玄武: 「遙克、昴星、別責，乘空落空為初傳發
 * 用，將乘元武者，凡占定主失脫 … 又有庚子日元首 … 此等日乃空亡乘元武為用，
 * 但初傳不係遙克並昴星」 (so by any method); 財空乘元格 「或臨支發用 … 如
 * 甲子日戌加子，晝占上乘元武，此例極多」 (the void 財); 鬼脫乘元格
 * 「緣日鬼或脫氣乘元武 … 為發用尤的」. */
/* Common (over 15% of all charts) by the text itself:
 * 「如甲子日戌加子，晝占上乘元武，此例極多」: the void 財 (and any void or 落空 初傳) under 玄武. */
int bf_35(const struct ev *k, struct lr_rule_result *r)
{
	enum lr_phase bp = ph(k->branch), su = ph(k->stem_up),
		      bu = ph(k->branch_up);
	bool both = lr_produces(k->se, su) && lr_produces(bp, bu);
	bool cross = lr_produces(bp, su) && lr_produces(k->se, bu);
	int u = k->t[0];
	enum lr_kin kin = lr_kin_of(k->stem, u);
	bool warrior = k->g[0] == LR_G_WARRIOR;
	bool lost = warrior && bf_empty(k, u);
	/* 財空乘元格 is its name, the void 財 under 玄武 as the 發用; 「或臨支
	 * 發用」 (甲子日戌加子) one place it may stand, not the only one */
	bool money = lost && kin == LR_WEALTH && bf_void(k, u);
	bool ghost = warrior && (kin == LR_OFFICIAL || kin == LR_OFFSPRING);
	if (!both && !cross && !lost && !ghost)
		return BF_NO;
	const char *sep = "";
	if (both || cross) {
		if (both)
			rule_reason(r, _("干上%s脫干%s，支上%s脫支%s"), BN(k->stem_up),
				  SN(k->stem), BN(k->branch_up), BN(k->branch));
		else
			rule_reason(r, _("干上%s脫支%s，支上%s脫干%s"), BN(k->stem_up),
				  BN(k->branch), BN(k->branch_up), SN(k->stem));
		sep = "；";
	}
	if (lost || ghost) {
		if (money)
			rule_variant(r, "財空乘元格");
		else if (ghost)
			rule_variant(r, "鬼脫乘元格");
		if (*sep)
			rule_reason(r, "%s", _("；"));
		rule_reason(r, bf_void(k, u) ? _("初傳%s（%s）旬空，乘玄武發用")
			  : bf_empty(k, u) ? _("初傳%s（%s）坐空鄉，乘玄武發用")
			  : _("初傳%s（%s）乘玄武發用"), BN(u), lr_kin_name(kin));
	}
	return BF_YES;
}

/* 沐浴 (敗氣) of a phase: the place after its 長生. */
static int bath_of(enum lr_phase p)
{
	return lr_branch_add(growth_of(p), 1);
}

/* 第三十六法 干支皆敗勢傾頹: 「謂干支上皆逢敗氣者」 (敗 = 沐浴: 「己巳、己亥
 * 二日，干上乘酉，乃干之敗氣」); 破敗神臨宅格 「如己巳、己亥二日，干上乘酉，
 * 乃干之敗氣又作支之破碎，故總名為破敗神也 … 又戊申、戊寅日干上酉，壬寅、壬
 * 申、癸巳、癸亥四日干上酉，並同」: 干上 the 干's 敗 and the 支's 破碎. */
int bf_36(const struct ev *k, struct lr_rule_result *r)
{
	int sb = bath_of(k->se), bb = bath_of(ph(k->branch));
	bool both = k->stem_up == sb && k->branch_up == bb;
	/* 「緣支上有敗氣，又為破碎煞」 with its charts 「己巳、己亥二日，干上乘
	 * 酉」 and 「一說破敗神臨干主凶，非臨支」: the 干's 敗 that is the 支's
	 * 破碎, on 支上 or on 干上 */
	bool on_stem = k->stem_up == sb, on_branch = k->branch_up == sb;
	bool broken = (on_stem || on_branch) && sb == broken_of(k->branch);
	if (!both && !broken)
		return BF_NO;
	if (both)
		rule_reason(r, _("干上%s為%s之敗氣，支上%s為%s之敗氣"), BN(sb),
			  SN(k->stem), BN(bb), BN(k->branch));
	if (broken) {
		rule_variant(r, "破敗神臨宅格");
		if (both)
			rule_reason(r, "%s", _("；"));
		rule_reason(r, on_stem ? _("干上%s為%s之敗氣，又為支%s之破碎")
			  : _("支上%s為%s之敗氣，又為支%s之破碎"), BN(sb),
			  SN(k->stem), BN(k->branch));
	}
	return BF_YES;
}

/* 第三十七法 末助初兮三等論: 「謂末傳助其初傳而生日干者，亦有末助初而克干者，
 * 亦有末助初傳而作日之財神者」; 抱雞不鬥格 「因初傳或空亡或落空本無意克其
 * 日干」; 枉作惡人格 「緣末傳空亡不能助其初傳」; 謁求禍出格 「乃支上神作財生
 * 干上神為鬼者」; 自招其禍格 「緣年命自助其初傳而克干者」. */
int bf_37(const struct ev *k, struct lr_rule_result *r)
{
	int a = k->t[0], z = k->t[2];
	enum lr_phase p0 = ph(a);
	bool helps = a != z && lr_produces(ph(z), p0);
	bool gives = helps && lr_produces(p0, k->se);
	bool beats = helps && lr_overcomes(p0, k->se);
	bool money = helps && lr_overcomes(k->se, p0);
	bool plea = lr_kin_of(k->stem, k->branch_up) == LR_WEALTH
		    && lr_kin_of(k->stem, k->stem_up) == LR_OFFICIAL;
	if (gives)
		rule_reason(r, _("末傳%s生初傳%s，初傳生日干%s"), BN(z), BN(a),
			  SN(k->stem));
	if (beats) {
		rule_reason(r, _("末傳%s生初傳%s，初傳克日干%s"), BN(z), BN(a),
			  SN(k->stem));
		/* the two 格 are of two transmissions: both may hold */
		if (bf_empty(k, a)) {
			rule_variant(r, "抱雞不鬥格");
			rule_reason(r, _("；初傳%s空陷，無力克干"), BN(a));
		}
		if (bf_empty(k, z)) {
			rule_variant(r, "%s枉作惡人格", *r->ge ? " " : "");
			rule_reason(r, _("；末傳%s空陷，不能助初"), BN(z));
		}
	}
	if (money)
		rule_reason(r, _("末傳%s生初傳%s，初傳為%s之財"), BN(z), BN(a),
			  SN(k->stem));
	if (plea) {
		rule_variant(r, "%s謁求禍出格", *r->ge ? " " : "");
		rule_reason(r, gives || beats || money
				   ? _("；支上%s為財，生干上%s為鬼")
				   : _("支上%s為財，生干上%s為鬼"),
			  BN(k->branch_up), BN(k->stem_up));
	}
	/* 自招其禍格 「緣年命自助其初傳而克干者」: the god over the 本命 or the
	 * 行年 (those known) produces the 初傳, which overcomes the 干 */
	if (lr_overcomes(p0, k->se)) {
		if (k->birth >= 0 && lr_produces(ph(k->c->heaven[k->birth]), p0))
			rule_also(r, "自招其禍格",
				  _("本命%s上%s生初傳%s，初傳克日干%s"),
				  BN(k->birth), BN(k->c->heaven[k->birth]),
				  BN(a), SN(k->stem));
		else if (k->xingnian >= 0
			 && lr_produces(ph(k->c->heaven[k->xingnian]), p0))
			rule_also(r, "自招其禍格",
				  _("行年%s上%s生初傳%s，初傳克日干%s"),
				  BN(k->xingnian), BN(k->c->heaven[k->xingnian]),
				  BN(a), SN(k->stem));
	}
	return *r->ge || *r->reason ? BF_YES : BF_NO;
}
