/* liuren - bifa_63_75.c: the detectors of the 畢法 第六十三–第七十五法
 * (《六壬大全》 卷十二): 彼此全傷 … 刑在上. Each 法 as its commentary
 * defines it; each rule quotes the commentary it follows.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/bifa_internal.h"

#include "liuren/ask.h"

#include <stdio.h>
#include <string.h>

#define GN(g) lr_general_name(g)

/* 第六十三法 彼此全傷防兩損: 「謂支干各被上神克伐者 … 如丁亥日干上子水克丁
 * 火，支上辰土克亥水之類是也」. */
int bf_63(const struct ev *k, struct lr_rule_result *r)
{
	if (!lr_overcomes(ph(k->stem_up), k->se)
	    || !lr_overcomes(ph(k->branch_up), ph(k->branch)))
		return BF_NO;
	rule_reason(r, _("干上%s克干%s，支上%s克支%s"), BN(k->stem_up), SN(k->stem),
		  BN(k->branch_up), BN(k->branch));
	return BF_YES;
}

/* 第六十四法 夫婦蕪淫各有私: 「謂干被支上神克，支卻被干上神克者，為蕪淫卦」
 * (「如《心鏡》中以甲子日干上戌，支上申一課為例 … 餘有癸巳、壬午干上子，庚
 * 子、乙亥干上丑諸例」): the 交克 of 干 and 支 across the lessons, whether
 * or not the lessons are complete. (The 課經's 蕪淫課 counts the 不備 that
 * the 法 does not read; its 真解離卦 「干克支上神，支克干上神」 is the other
 * way round and not 蕪淫.) */
int bf_64(const struct ev *k, struct lr_rule_result *r)
{
	if (!lr_overcomes(ph(k->branch_up), k->se)
	    || !lr_overcomes(ph(k->stem_up), ph(k->branch)))
		return BF_NO;
	rule_reason(r, _("干%s被支上%s所克，支%s被干上%s所克：干支交克"),
		  SN(k->stem), BN(k->branch_up), BN(k->branch),
		  BN(k->stem_up));
	return BF_YES;
}

/* 第六十五法 干墓並關人宅廢: 「謂日干之墓作四季之關神發用者是也 … 如日干之
 * 兩課上作發用者，主人衰，如支辰之兩課上發用者，主宅廢。夫關神者，春丑、夏
 * 辰、秋未、冬戌」. */
int bf_65(const struct ev *k, struct lr_rule_result *r)
{
	int tomb = tomb_of(k->se);
	if (k->t[0] != tomb)
		return BF_NO;
	int season = k->month >= 0 ? lr_branch_add(k->month, -LR_YIN) / 3
		     : k->season_month >= 0
		     ? lr_branch_add(k->season_month, -LR_MAO) / 3 : -1;
	if (season < 0)
		return rule_unknown(r, LR_NEED_SEASON,
				  _("干墓發用，尚需看是否當季關神"));
	static const int guan[4] = { LR_CHOU, LR_CHEN, LR_WEI, LR_XU };
	if (tomb != guan[season])
		return BF_NO;
	/* the lesson it was raised from; by 遙克, 昴星 … the lesson it stands
	 * over, the 干's two first (「宜分干支發用」) */
	int lesson = lr_chart_first_lesson(k->c);
	for (int i = 0; i < 4 && lesson < 0; i++)
		if (k->c->lessons[i].upper == tomb)
			lesson = i;
	static const char *const gate[4] = {
		N_("發用%s為%s之墓，又為春之關神"), N_("發用%s為%s之墓，又為夏之關神"),
		N_("發用%s為%s之墓，又為秋之關神"), N_("發用%s為%s之墓，又為冬之關神")
	};
	rule_reason(r, _(gate[season]), BN(tomb), SN(k->stem));
	if (lesson >= 0) {
		rule_variant(r, "%s", lesson < 2 ? "人衰" : "宅廢");
		rule_reason(r, lesson < 2 ? _("，從干之課發用")
			  : _("，從支之課發用"));
	}
	return BF_YES;
}

/* 第六十六法 支墳財並旅程稽: 「謂地支之墓作日干之財者 … 如甲子日辰加子，乃
 * 支之墓神而作干之財為發用」. */
static int bf_66_own(const struct ev *k, struct lr_rule_result *r)
{
	int tomb = tomb_of(ph(k->branch));
	if (k->t[0] != tomb || lr_kin_of(k->stem, tomb) != LR_WEALTH)
		return BF_NO;
	rule_reason(r, _("發用%s為支%s之墓，又為%s之財"), BN(tomb), BN(k->branch),
		  SN(k->stem));
	return BF_YES;
}

/* 第六十六法's 疑惑格 「卯酉日占事，如行年又在卯酉之上者，必行人進退疑惑」:
 * the day's branch 卯 or 酉 and the 行年 卯 or 酉 too (decided only when
 * the 行年 is known). */
int bf_66(const struct ev *k, struct lr_rule_result *r)
{
	int got = rule_own(bf_66_own(k, r), r);
	bool gate = k->branch == LR_MAO || k->branch == LR_YOU;
	if (gate && (k->xingnian == LR_MAO || k->xingnian == LR_YOU))
		got = rule_also(r, "疑惑格", _("%s日占，行年又在%s"),
			      BN(k->branch), BN(k->xingnian));
	return got;
}

/* The 格 第六十七法 names for an illness, beside its own reading: 虎乘丁鬼格
 * 「如六辛日有白虎乘丁者，占病必知所患疼痛之處也」 (the 旬丁, a 鬼 of 庚 and
 * 辛, under 白虎); 斫輪格 「如卯加申，戌加卯，占病必手足不舉」 (the 發用);
 * 空祿格 「緣日之祿神作空亡又坐克方」; 祿神閉口格 「緣祿神作閉口，為旬尾乘白
 * 虎者是也」; 白虎入喪車格 「緣申加巳發用為的」; 人入鬼門格 「如庚日申為本
 * 命，返吟課占病必死」; 收魂神 「乃戊日辰為元武者是」; 六片板格 (below). */
static void bf_67_ge(const struct ev *k, struct lr_rule_result *r, int tiger)
{
	int u = k->t[0], lu = salary_of(k->stem);
	int head = lr_cycle_branch(k->xun_head);
	if ((k->stem == LR_GENG || k->stem == LR_XIN)
	    && tiger == lr_branch_add(head, 3)) {
		rule_variant(r, "%s虎乘丁鬼格", *r->variant ? " " : "");
		rule_reason(r, _("；白虎乘旬丁%s，丁為%s之鬼"), BN(tiger),
			  SN(k->stem));
	}
	if ((u == LR_MAO && bf_on(k, u) == LR_SHEN)
	    || (u == LR_XU && bf_on(k, u) == LR_MAO)) {
		rule_variant(r, "%s斫輪格", *r->variant ? " " : "");
		rule_reason(r, _("；發用%s加%s：斫輪"), BN(u), BN(bf_on(k, u)));
	}
	if (bf_void(k, lu) && lr_overcomes(ph(bf_on(k, lu)), ph(lu))) {
		rule_variant(r, "%s空祿格", *r->variant ? " " : "");
		rule_reason(r, _("；祿神%s空亡，又坐克方%s"), BN(lu),
			  BN(bf_on(k, lu)));
	}
	if (lu == lr_branch_add(head, 9) && bf_general(k, lu) == LR_G_TIGER) {
		rule_variant(r, "%s祿神閉口格", *r->variant ? " " : "");
		rule_reason(r, _("；祿神%s為旬尾，乘白虎：閉口"), BN(lu));
	}
	if (u == LR_SHEN && bf_on(k, u) == LR_SI) {
		rule_variant(r, "%s白虎入喪車格", *r->variant ? " " : "");
		rule_reason(r, "%s", _("；申加巳發用：白虎入喪車"));
	}
	if (k->stem == LR_GENG && k->birth == LR_SHEN
	    && k->c->method == LR_M_FANYIN) {
		rule_variant(r, "%s人入鬼門格", *r->variant ? " " : "");
		rule_reason(r, "%s", _("；庚日本命申，返吟：人入鬼門"));
	}
	if (k->stem == LR_WU && bf_general(k, LR_CHEN) == LR_G_WARRIOR) {
		rule_variant(r, "%s收魂神", *r->variant ? " " : "");
		rule_reason(r, _("；戊日辰乘%s：收魂神"), GN(LR_G_WARRIOR));
	}
	/* 六片板格 「緣六合乘申臨卯，為屍入棺。緣申者身也 … 上有六合，下有卯
	 * 木，是為棺也」: 申 under 六合, standing on 卯 */
	if (bf_general(k, LR_SHEN) == LR_G_UNION && bf_on(k, LR_SHEN) == LR_MAO) {
		rule_variant(r, "%s六片板格", *r->variant ? " " : "");
		rule_reason(r, _("；%s乘申臨卯：屍入棺，六片板"), GN(LR_G_UNION));
	}
}

/* 第六十七法 受虎克神為病症: 「金神乘白虎，必是肝經受病 … 木神乘白虎，必是
 * 脾經受病 …」, read when the matter is an illness (占病) and 白虎 is on
 * the querent (干上) or is the 發用 (on any other place 白虎 would name an
 * illness on a third of all charts); 虎墓格 「緣日干之墓乘白虎在六處者，如
 * 占病必是積塊病」. */
int bf_67(const struct ev *k, struct lr_rule_result *r)
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
		return rule_unknown(r, LR_NEED_ASK, _("占病則看白虎所乘之神"));
	rule_reason(r, _("占病，白虎乘%s（%s），在%s：「%s」"), BN(tiger),
		  lr_phase_name(ph(tiger)), where, line[ph(tiger)]);
	if (tiger == tomb_of(k->se)) {
		rule_variant(r, "虎墓格");
		rule_reason(r, _("；%s又為%s之墓"), BN(tiger), SN(k->stem));
	}
	bf_67_ge(k, r, tiger);
	return BF_YES;
}

/* 病體難擔荷格 「如丁日干上申，三傳申酉戌俱日財 … 緣丁火逢病死墓」: the 三傳 the
 * 干's 病, 死 and 墓 (counted from its phase's 長生), one 方 that is its 財
 * (the 方 by its 仲: 戌 of 申酉戌 is counted with the 金方). */
static bool bf_68_sick(const struct ev *k)
{
	int birth = growth_of(k->se);
	for (int i = 0; i < 3; i++)
		if (k->t[i] != lr_branch_add(birth, 6 + i))
			return false;
	return lr_kin_of(k->stem, k->t[1]) == LR_WEALTH;
}

/* 第六十八法 制鬼之位乃良醫: 「如乙丑日酉加乙，乃日之鬼，卻賴支上有午火而克
 * 其酉金，此午火便是良醫 … 其餘救神不在支上而臨三傳之上 … 亦可為救」 and
 * 「如甲戌日干上酉，雖為日鬼，奈是旬中空亡，不足為畏」: 干上 the 鬼, not
 * void, and a 子孫 (食神) not void (「其餘制鬼神空亡者，乃言不副行之喻」: a
 * void one promises and does not cure) on 支上 or in the transmissions (「又己
 * 丑日干上卯、支上酉」 counts 酉 on its 墓 丑 a 救神, so the 墓 is not read);
 * 「其餘救神不在支上而臨三傳之上及臨行年本命，亦可為救」: over the 本命 or 行年
 * too, 未論 while they are unknown and nothing else 制 the 鬼. */
int bf_68(const struct ev *k, struct lr_rule_result *r)
{
	if (bf_68_sick(k)) {
		rule_variant(r, "病體難擔荷格");
		rule_reason(r, _("三傳%s%s%s為%s之病、死、墓，俱是日財"),
			  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]), SN(k->stem));
		return BF_YES;
	}
	int ghost = k->stem_up;
	if (lr_kin_of(k->stem, ghost) != LR_OFFICIAL || bf_void(k, ghost))
		return BF_NO;
	int cand[4] = { k->branch_up, k->t[0], k->t[1], k->t[2] };
	for (int i = 0; i < 4; i++) {
		int b = cand[i];
		if (lr_kin_of(k->stem, b) != LR_OFFSPRING || bf_void(k, b))
			continue;
		rule_reason(r, _("干上%s為%s之鬼，%s%s克之，為制鬼之神"),
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
		rule_reason(r, _("干上%s為%s之鬼，%s%s克之，為制鬼之神"),
			  BN(ghost), SN(k->stem), year_name[i], BN(b));
		return BF_YES;
	}
	unsigned needs = (k->birth < 0 ? LR_NEED_BIRTH : 0)
			 | (k->xingnian < 0 ? LR_NEED_XINGNIAN : 0);
	/* 「其餘制鬼神空亡者，乃言不副行之喻」: with every 子孫 void (戊寅日, 申酉
	 * in the 甲戌 旬) no 年命 can bring a 救神 */
	bool any = false;
	for (int b = 0; b < LR_BRANCHES; b++)
		any = any || (lr_kin_of(k->stem, b) == LR_OFFSPRING && !bf_void(k, b));
	if (!needs || !any)
		return BF_NO;
	return rule_unknown(r, needs, _("干上為鬼，支上、三傳無制鬼之神，尚看年命上神"));
}

/* 第六十九法 虎乘遁鬼殃非淺: 「謂白虎加臨旬內之干為日鬼者例 … 如甲子日晝占，
 * 乃虎加庚午臨戌為用，又旦占虎加庚午臨子在支上，又旦占庚午作虎加干」: the
 * god 白虎 rides carries as its 遁干 a stem of the day's 鬼 (by phase: the
 * 格 below takes 乙's 庚 and 丁's 壬 for 鬼 as well), in the transmissions,
 * on 干上 or 支上, or over the 本命 or 行年 when they are known (the querent's
 * own places, 「凡占皆畏其咎彌深」). */
static int bf_69_own(const struct ev *k, struct lr_rule_result *r)
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
	rule_reason(r, _("白虎乘%s%s（遁%s，%s之鬼），在%s"), SN(hs), BN(tiger),
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

int bf_69(const struct ev *k, struct lr_rule_result *r)
{
	int got = rule_own(bf_69_own(k, r), r);
	int hz = bf_hidden(k, k->branch_up);
	for (size_t i = 0; i < sizeof bf_69_pairs / sizeof bf_69_pairs[0]; i++)
		if (bf_69_pairs[i].stem == k->stem
		    && bf_69_pairs[i].bright == k->stem_up
		    && bf_69_pairs[i].dark == hz)
			got = rule_also(r, "明暗二鬼格",
				      _("干上%s為%s之明鬼，支上%s遁%s為暗鬼"),
				      BN(k->stem_up), SN(k->stem),
				      BN(k->branch_up), SN(hz));
	return got;
}

/* 第七十法 鬼臨三四訟災隨: 「謂日干之鬼臨於第三四課全者 … 如乙未日申加未為
 * 第三課，酉加申為第四課之類」. */
static int bf_70_own(const struct ev *k, struct lr_rule_result *r)
{
	int u3 = k->c->lessons[2].upper, u4 = k->c->lessons[3].upper;
	if (lr_kin_of(k->stem, u3) != LR_OFFICIAL
	    || lr_kin_of(k->stem, u4) != LR_OFFICIAL)
		return BF_NO;
	rule_reason(r, _("第三課%s、第四課%s皆%s之鬼"), BN(u3), BN(u4), SN(k->stem));
	return BF_YES;
}

/* 第七十法's 朱勾相會格 「如丙辰午加辰，乃朱雀入勾陳，必有非常之訟」: 午
 * (朱雀's palace) over 辰 (勾陳's), 辰 the 支 or the 干's 寄宮; 天鬼作日鬼格. */
int bf_70(const struct ev *k, struct lr_rule_result *r)
{
	int got = rule_own(bf_70_own(k, r), r);
	if (k->c->heaven[LR_CHEN] == LR_WU_B
	    && (k->branch == LR_CHEN || k->lodge == LR_CHEN))
		got = rule_also(r, "朱勾相會格", k->branch == LR_CHEN
			      ? _("午加支辰：朱雀入勾陳")
			      : _("午加干%s（寄辰）：朱雀入勾陳"), SN(k->stem));
	/* 天鬼作日鬼格 「在六處占病，必是疫氣」: the month's 天鬼 (第七十一法
	 * 「天鬼者，正月酉，逆行四仲」) a 鬼 of the 干, over 干 or 支 or in the
	 * transmissions */
	if (k->month_index >= 0) {
		int tg = lr_branch_add(LR_YOU, -3 * (k->month_index % 4));
		const char *at = k->stem_up == tg ? "干上"
			: k->branch_up == tg ? "支上" : NULL;
		for (int i = 0; i < 3 && !at; i++)
			if (k->t[i] == tg)
				at = lr_transmission_name(i);
		if (at && lr_kin_of(k->stem, tg) == LR_OFFICIAL)
			got = rule_also(r, "天鬼作日鬼格",
				      _("%s為本月天鬼，又為%s之鬼，在%s"), BN(tg),
				      SN(k->stem), at);
	}
	return got;
}

/* 第七十一法 病符克宅全家患: 「夫病符者，每年舊太歲是也，且如子年亥為病符 …
 * 若病符臨支又克支者，乃主闔家病患」; 宜成合舊諸事格 「緣病符臨宅反來生宅，
 * 或生日干，或作日財，或作貴人者，卻宜成合殘年舊事」 (the 病符 on 支上
 * giving birth to the 支 or the 干 (its 長生 too), the 干's 財, or the
 * chart's 貴人). 未論 without the year only where it 克 the 支. */
int bf_71(const struct ev *k, struct lr_rule_result *r)
{
	int z = k->branch_up;
	bool harm = lr_overcomes(ph(z), ph(k->branch));
	enum lr_kin kin = lr_kin_of(k->stem, z);
	static const char *const kinds[4] = {
		N_("%s年病符%s臨支%s，反來生宅"), N_("%s年病符%s臨支%s，反來生干"),
		N_("%s年病符%s臨支%s，反作日財"), N_("%s年病符%s臨支%s，反作貴人"),
	};
	int kind = lr_produces(ph(z), ph(k->branch)) ? 0
		   : kin == LR_PARENT || z == growth_of(k->se) ? 1
		   : kin == LR_WEALTH ? 2 : z == k->c->noble ? 3 : -1;
	if (!harm && kind < 0)
		return BF_NO;
	if (k->year < 0)
		return harm ? rule_unknown(r, LR_NEED_YEAR,
					 _("支上神克支，尚需看是否病符"))
			    : BF_NO;
	int sick = lr_branch_add(k->year, -1);
	if (z != sick)
		return BF_NO;
	if (harm) {
		rule_reason(r, _("%s年病符%s臨支%s而克之"), BN(k->year), BN(sick),
			  BN(k->branch));
		if (bf_general(k, sick) == LR_G_TIGER)
			rule_reason(r, _("，乘白虎尤凶"));
	}
	if (kind >= 0)
		rule_also(r, "宜成合舊諸事格", _(kinds[kind]), BN(k->year),
			  BN(sick), BN(k->branch));
	return BF_YES;
}

/* 第七十二法 喪吊全逢掛縞衣: 「謂歲前二辰為喪門，歲後二辰為弔客。如支干上全
 * 逢此二位凶煞，主凶」. */
static int bf_72_own(const struct ev *k, struct lr_rule_result *r)
{
	int d = lr_branch_add(k->branch_up, -k->stem_up);
	if (d != 4 && d != 8)
		return BF_NO;
	if (k->year < 0)
		return rule_unknown(r, LR_NEED_YEAR,
				  _("干上、支上相隔四位，尚需看是否喪門弔客"));
	int door = lr_branch_add(k->year, 2), guest = lr_branch_add(k->year, -2);
	bool a = k->stem_up == guest && k->branch_up == door;
	bool b = k->stem_up == door && k->branch_up == guest;
	if (!a && !b)
		return BF_NO;
	rule_reason(r, _("%s年，干上%s乘%s，支上%s乘%s"), BN(k->year), BN(k->stem_up),
		  a ? "弔客" : "喪門", BN(k->branch_up), a ? "喪門" : "弔客");
	return BF_YES;
}

/* 第七十二法's 內外孝服格 「如日鬼作死氣而乘太常加干上，必主有外孝服 … 又六壬
 * 日丑加亥，八月旦占」: 干上 the 干's 鬼, the month's 死氣 (正月午, on by one
 * a month), riding 太常. */
int bf_72(const struct ev *k, struct lr_rule_result *r)
{
	int got = rule_own(bf_72_own(k, r), r);
	int up = k->stem_up;
	if (k->month >= 0 && lr_kin_of(k->stem, up) == LR_OFFICIAL
	    && up == bf_death_breath(k->month)
	    && bf_general(k, up) == LR_G_ALWAYS)
		got = rule_also(r, "內外孝服格",
			      _("干上%s為%s之鬼，作%s月死氣而乘太常"), BN(up),
			      SN(k->stem), BN(k->month));
	return got;
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
int bf_73(const struct ev *k, struct lr_rule_result *r)
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
		rule_reason(r, _("三傳%s%s%s皆空，不可進；退一步%s為%s之盜氣，再退一步%s為%s之鬼；惟干上%s為%s之旺"),
			  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]),
			  BN(behind[0]), SN(k->stem), BN(behind[1]), SN(k->stem),
			  BN(k->stem_up), SN(k->stem));
	if (hurt) {
		rule_variant(r, "全傷坐克格");
		rule_reason(r, pressed ? _("；干上%s克干、支上%s克支，干支又各坐受克之地")
				     : _("干上%s克干、支上%s克支，干支又各坐受克之地"),
			  BN(k->stem_up), BN(k->branch_up));
	}
	if (back) {
		rule_variant(r, "%s克處迴歸又受克", *r->ge ? " " : "");
		rule_reason(r, hurt || pressed ? _("；初傳%s受下克，歸本家%s又被上神%s所克")
				  : _("初傳%s受下克，歸本家%s又被上神%s所克"),
			  BN(u), BN(u), BN(home));
	}
	return BF_YES;
}

/* 第七十四法 空空如也事休追: 「謂三傳皆空亡者是也 … 如三合課兩傳空亡，縱有一
 * 傳不空，而上乘天空將者，亦係此例」 (void, or standing on a void palace);
 * 四課全空格 「如乙巳日干上寅為空亡，第二課又入空亡鄉，支上卯作空亡，第四課
 * 又入空亡鄉」: each lesson void, or standing in the void (「入空亡鄉」, its
 * lower void); so 「戊戌日返吟」, 干上亥 not void over the void 巳. */
int bf_74(const struct ev *k, struct lr_rule_result *r)
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
	bool lessons = true;
	for (int i = 0; i < 4; i++)
		lessons = lessons && (bf_void(k, k->c->lessons[i].upper)
				      || bf_void(k, k->c->lessons[i].lower));
	if (!all && !trine && !lessons)
		return BF_NO;
	const char *sep = "";
	if (all || trine) {
		rule_reason(r, all ? _("三傳%s%s%s皆空陷")
				 : _("三傳%s%s%s三合，兩傳空陷，一傳乘天空"),
			  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]));
		sep = "；";
	}
	if (lessons) {
		rule_variant(r, "四課全空格");
		rule_reason(r, *sep ? _("；四課%s%s%s%s或空或坐空鄉，四課皆空")
				  : _("四課%s%s%s%s或空或坐空鄉，四課皆空"),
			  BN(k->c->lessons[0].upper), BN(k->c->lessons[1].upper),
			  BN(k->c->lessons[2].upper), BN(k->c->lessons[3].upper));
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
 * 「凡支干乘刑者有三等」: the three grades, the four 格 of the 三合 and 四勝煞
 * together (21.8% of the 8,640 bare charts; 助刑戕德格 alone adds 1.4%). */
int bf_75(const struct ev *k, struct lr_rule_result *r)
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
	int mid;
	bool trine = bf_trine_whole(k, &mid);
	/* 「如甲子日支上辰，其三傳辰申子，乃名自刑在干支上 … 亦支上重逢自刑」:
	 * in the 一字刑 paragraph, 干上 or 支上 the self-punishing member of a
	 * 三合 of the transmissions (the shape 金剛格 … 木落歸根格 name) */
	bool again = false;
	for (int i = 0; trine && i < 3; i++)
		again = again || (lr_self_punish(k->t[i])
				  && (k->t[i] == k->stem_up || k->t[i] == k->branch_up));
	bool one = four_lessons || over || same || again;
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
	static const struct { int member; const char *ge; } own[] = {
		{ LR_YOU, "金剛格" }, { LR_WU_B, "火強格" },
		{ LR_CHEN, "水流趨東格" }, { LR_HAI, "木落歸根格" },
	};
	const char *side = NULL;
	int self = -1;
	if (trine)
		for (int i = 0; i < 4; i++)
			if ((k->tmask & BIT(own[i].member))
			    && (ups & BIT(own[i].member))) {
				side = own[i].ge;
				self = own[i].member;
			}
	/* 助刑戕德格 「乃六處有神作支之自刑，又作干鬼，又結連三傳為鬼是也。庚午日午
	 * 加庚發用」: the 支 self-punishing and the 干's 鬼, in the transmissions
	 * (刑傷課 gives that chart's 三傳 午辰寅: 「結連三傳，為鬼助刑」) */
	bool harm = lr_self_punish(k->branch)
		    && lr_kin_of(k->stem, k->branch) == LR_OFFICIAL
		    && (k->tmask & BIT(k->branch));
	if (!one && !each && !two && !three && !four && !side && !harm)
		return BF_NO;
	const char *sep = "";
	if (one) {
		rule_variant(r, "一字刑");
		if (four_lessons)
			rule_reason(r, _("四課上神%s%s%s%s皆自刑"),
				  BN(c->lessons[0].upper), BN(c->lessons[1].upper),
				  BN(c->lessons[2].upper), BN(c->lessons[3].upper));
		else if (over)
			rule_reason(r, sb && bb ? _("干上%s、支上%s皆自刑，又克干克支")
				  : sb ? _("干上%s、支上%s皆自刑，干上克干，支上墓支")
				  : _("干上%s、支上%s皆自刑，干上墓干，支上克支"),
				  BN(k->stem_up), BN(k->branch_up));
		else if (same)
			rule_reason(r, _("干%s寄支%s之宮，干上%s自刑"), SN(k->stem),
				  BN(k->branch), BN(k->stem_up));
		/* else the 三合's own words below say it (again: side is set) */
		sep = *r->reason ? "；" : "";
	}
	if (each) {
		rule_reason(r, *sep ? _("；干%s（寄%s）刑干上%s，支%s刑支上%s")
				  : _("干%s（寄%s）刑干上%s，支%s刑支上%s"),
			  SN(k->stem), BN(k->lodge), BN(k->stem_up),
			  BN(k->branch), BN(k->branch_up));
		sep = "；";
	}
	if (two) {
		rule_variant(r, "%s二字刑", *r->ge ? " " : "");
		rule_reason(r, *sep ? _("；干上%s、支上%s，子卯相刑")
				  : _("干上%s、支上%s，子卯相刑"),
			  BN(k->stem_up), BN(k->branch_up));
		sep = "；";
	}
	if (three) {
		rule_variant(r, "%s三字刑", *r->ge ? " " : "");
		rule_reason(r, *sep ? _("；三傳%s%s%s三刑") : _("三傳%s%s%s三刑"),
			  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]));
		sep = "；";
	}
	if (side) {
		rule_variant(r, "%s%s", *r->ge ? " " : "", side);
		rule_reason(r, *sep ? _("；三傳%s%s%s三合，干支上覆見%s，自刑其方")
				  : _("三傳%s%s%s三合，干支上覆見%s，自刑其方"),
			  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]), BN(self));
		sep = "；";
	}
	if (four) {
		rule_variant(r, "%s四勝煞格", *r->ge ? " " : "");
		rule_reason(r, *sep ? _("；干上%s、支上%s，酉午為四勝煞")
				  : _("干上%s、支上%s，酉午為四勝煞"),
			  BN(k->stem_up), BN(k->branch_up));
		sep = "；";
	}
	if (harm) {
		rule_variant(r, "%s助刑戕德格", *r->ge ? " " : "");
		rule_reason(r, *sep ? _("；支%s自刑，又為%s之鬼，入三傳")
				  : _("支%s自刑，又為%s之鬼，入三傳"),
			  BN(k->branch), SN(k->stem));
	}
	return BF_YES;
}
