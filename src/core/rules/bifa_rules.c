/* liuren - bifa_rules.c: the detectors of the 畢法 of 卷十一 (第一–第五十
 * 法) that no 課體 of the 課經 already reads: each 法 as its commentary
 * defines it, over the plate, the four lessons, the transmissions, the
 * generals and the 旬 (卷十二's are in bifa_rules_b.c). Each rule quotes
 * the commentary it follows (《六壬大全》 卷十一).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/bifa_internal.h"

#include "liuren/ask.h"

#include <stdio.h>
#include <string.h>

#define GN(g) lr_general_name(g)

/* 沐浴 (敗氣) of a phase: the place after its 長生. */
static int bath_of(enum lr_phase p)
{
	return lr_branch_add(growth_of(p), 1);
}

/* 第三法 簾幕貴人高甲第: 「簾幕官者，如晝占乃夜貴，夜占乃晝貴 … 臨於占人年
 * 命之上，或臨日干上，試必高中」; 「旬首作簾幕官者 … 惟乙己辛日有之」. */
int bf_3(const struct ev *k, struct lr_bifa_result *r)
{
	const struct lr_chart *c = k->c;
	int curtain = lr_noble_branch(&c->settings, k->stem, !c->daytime);
	if (curtain == c->noble)
		return BF_NO;
	bool on_stem = k->stem_up == curtain;
	bool on_birth = k->birth >= 0 && c->heaven[k->birth] == curtain;
	bool on_year = k->xingnian >= 0 && c->heaven[k->xingnian] == curtain;
	if (!on_stem && !on_birth && !on_year) {
		if (k->birth >= 0 && k->xingnian >= 0)
			return BF_NO;
		char what[96];
		snprintf(what, sizeof what, _("簾幕貴人%s臨本命、行年否"),
			 BN(curtain));
		return bf_unknown(r, (k->birth < 0 ? LR_NEED_BIRTH : 0)
				  | (k->xingnian < 0 ? LR_NEED_XINGNIAN : 0), what);
	}
	if (on_stem)
		bf_reason(r, c->daytime ? _("晝占，簾幕貴人為夜貴%s，臨干上")
			  : _("夜占，簾幕貴人為晝貴%s，臨干上"), BN(curtain));
	else
		bf_reason(r, c->daytime ? _("晝占，簾幕貴人為夜貴%s，臨%s")
			  : _("夜占，簾幕貴人為晝貴%s，臨%s"), BN(curtain),
			  on_birth ? "本命" : "行年");
	bf_ge(r, "%s", on_stem ? "臨日干" : "臨年命");
	if (curtain == lr_cycle_branch(k->xun_head)) {
		bf_ge(r, " 旬首作簾幕");
		bf_reason(r, _("；%s又為旬首"), BN(curtain));
	}
	return BF_YES;
}

/* 第七法 旺祿臨身徒妄作: 「謂日之祿神，又作日之旺神，臨於干上者，切不可舍
 * 此而別謀動作」; 祿被元奪格 「干上酉為日旺祿，緣晝乘元而夜乘虎」. */
int bf_7(const struct ev *k, struct lr_bifa_result *r)
{
	int lu = salary_of(k->stem);
	if (k->stem_up != lu)
		return BF_NO;
	int g = bf_general(k, lu);
	if (g == LR_G_WARRIOR || g == LR_G_TIGER) {
		bf_ge(r, "祿被元奪格");
		bf_reason(r, _("干上%s為%s之祿，乘%s"), BN(lu), SN(k->stem),
			  GN(g));
	} else
		bf_reason(r, _("干上%s為%s之祿"), BN(lu), SN(k->stem));
	return BF_YES;
}

/* 第八法 權攝不正祿臨支: 「謂日干祿神加臨支辰上者，凡占不自尊大，受屈折於
 * 他人」; 祿被支墓克脫 「被支辰墓其祿，或被支克其祿神 … 或被支辰脫其祿神」. */
int bf_8(const struct ev *k, struct lr_bifa_result *r)
{
	int lu = salary_of(k->stem);
	if (k->branch_up != lu)
		return BF_NO;
	enum lr_phase lp = ph(lu), bp = ph(k->branch);
	bf_reason(r, _("%s之祿%s臨支%s"), SN(k->stem), BN(lu), BN(k->branch));
	const char *how = tomb_of(lp) == k->branch ? _("，支%s墓其祿")
			  : lr_overcomes(bp, lp) ? _("，支%s克其祿")
			  : lr_produces(lp, bp) ? _("，支%s脫其祿") : NULL;
	if (how) {
		bf_ge(r, "祿被支墓克脫");
		bf_reason(r, how, BN(k->branch));
	}
	return BF_YES;
}

/* 第十五法 脫上逢脫防虛詐: 「謂日干生其上神，上神又生天將者，故名脫上脫」. */
int bf_15(const struct ev *k, struct lr_bifa_result *r)
{
	int up = k->stem_up, g = bf_general(k, up);
	enum lr_phase gp = kj_general_phase(g);
	if (!lr_produces(k->se, ph(up)) || !lr_produces(ph(up), gp))
		return BF_NO;
	bf_reason(r, _("日干%s生干上%s，%s又生所乘%s（%s）"), SN(k->stem), BN(up),
		  BN(up), GN(g), lr_phase_name(gp));
	return BF_YES;
}

/* 第十六法 空上乘空事莫追: 「謂上見旬空乘天空者 … 如甲申日干上未，晝占上乘
 * 天空。餘占日上空亡，上乘天空」; 脫空格 「謂干上有脫乘天空」. */
int bf_16(const struct ev *k, struct lr_bifa_result *r)
{
	int up = k->stem_up;
	if (bf_general(k, up) != LR_G_VOID)
		return BF_NO;
	bool v = bf_void(k, up), shed = lr_produces(k->se, ph(up));
	if (!v && !shed)
		return BF_NO;
	bf_reason(r, v ? _("干上%s旬空乘天空") : _("干上%s為脫氣乘天空"),
		  BN(up));
	if (!v)
		bf_ge(r, "脫空格");
	return BF_YES;
}

/* The transmissions step by STEP (+1 進茹, -1 退茹) and hold both void
 * branches of the 旬. */
static bool run_into_void(const struct ev *k, int step)
{
	if (k->t[1] != lr_branch_add(k->t[0], step)
	    || k->t[2] != lr_branch_add(k->t[1], step))
		return false;
	int v[2];
	lr_xun_void(k->day, v);
	return trans_index(k, v[0]) >= 0 && trans_index(k, v[1]) >= 0;
}

static void run_reason(const struct ev *k, struct lr_bifa_result *r,
		       const char *fmt)
{
	int v[2];
	lr_xun_void(k->day, v);
	bf_reason(r, fmt, BN(k->t[0]), BN(k->t[1]), BN(k->t[2]), BN(v[0]),
		  BN(v[1]));
}

/* 第十七法 進茹空亡宜退步: 「壬子日干上子，三傳寅卯辰，皆是空亡，既向前值
 * 三空亡，即宜退步」. */
int bf_17(const struct ev *k, struct lr_bifa_result *r)
{
	if (!run_into_void(k, 1))
		return BF_NO;
	run_reason(k, r, _("三傳%s%s%s進連茹，%s%s旬空在傳"));
	return BF_YES;
}

/* 第十八法 踏腳空亡進用宜: 「謂退步傳全值空亡者，故名踏腳空亡 … 戊申日干上
 * 辰，三傳卯寅丑」. */
int bf_18(const struct ev *k, struct lr_bifa_result *r)
{
	if (!run_into_void(k, -1))
		return BF_NO;
	run_reason(k, r, _("三傳%s%s%s退連茹，%s%s旬空在傳"));
	bf_ge(r, "踏腳空亡格");
	return BF_YES;
}

/* 第二十一法 交車相合交關利: 干上神合支、支上神合干 (「庚寅干上亥、支上
 * 巳」: 亥合寅, 巳合申). */
int bf_21(const struct ev *k, struct lr_bifa_result *r)
{
	if (lr_combine(k->stem_up) != k->branch
	    || lr_combine(k->branch_up) != k->lodge)
		return BF_NO;
	bf_reason(r, _("干上%s合支%s，支上%s合干%s（寄%s）"), BN(k->stem_up),
		  BN(k->branch), BN(k->branch_up), SN(k->stem), BN(k->lodge));
	if (bf_void(k, k->stem_up) || bf_void(k, k->branch_up)) {
		bf_ge(r, "交車空");
		bf_reason(r, _("；合神值空"));
	}
	return BF_YES;
}

/* 第二十二法 上下皆合兩心齊: 「謂支干上神作六合，地盤支干亦作六合」 (干上神
 * 合支上神, 干合支); 上下俱合格 「甲申日干上亥與甲干作六合，支上巳與地支申
 * 作六合」; 獨支干上神作六合格 「如戊辰日干上丑與支上子作六合」, and 外好裡
 * 槎枒格 when 干 and 支 themselves harm (「支干酉戌自作六害」); 干支相會格
 * 「乙酉日酉加乙，或乙加酉 … 緣上下作六合也」: on a day whose 干 and 支
 * combine, 支加干 or 干加支. */
int bf_22(const struct ev *k, struct lr_bifa_result *r)
{
	bool ground = lr_combine(k->lodge) == k->branch;
	bool uppers = lr_combine(k->stem_up) == k->branch_up;
	bool each = lr_combine(k->stem_up) == k->lodge
		    && lr_combine(k->branch_up) == k->branch;
	bool meet = ground && (k->stem_up == k->branch
			       || k->branch_up == k->lodge);
	if (!uppers && !each && !meet)
		return BF_NO;
	bool more = false;
	if (uppers) {
		bf_reason(r, _("干上%s合支上%s"), BN(k->stem_up), BN(k->branch_up));
		if (ground)
			bf_reason(r, _("，地盤干%s（寄%s）合支%s"), SN(k->stem),
				  BN(k->lodge), BN(k->branch));
		else if (lr_harm(k->lodge) == k->branch) {
			bf_ge(r, "外好裡槎枒格");
			bf_reason(r, _("，干%s（寄%s）與支%s卻作六害"), SN(k->stem),
				  BN(k->lodge), BN(k->branch));
		} else
			bf_ge(r, "獨支干上神作六合格");
		more = true;
	}
	if (each) {
		bf_ge(r, "%s上下俱合格", *r->ge ? " " : "");
		bf_reason(r, more ? _("；干上%s合干%s（寄%s），支上%s合支%s")
			  : _("干上%s合干%s（寄%s），支上%s合支%s"),
			  BN(k->stem_up), SN(k->stem), BN(k->lodge),
			  BN(k->branch_up), BN(k->branch));
		more = true;
	}
	if (meet) {
		bf_ge(r, "%s干支相會格", *r->ge ? " " : "");
		const char *fmt = k->stem_up == k->branch
			? (more ? _("；支加干，干%s（寄%s）與支%s上下作六合")
			   : _("支加干，干%s（寄%s）與支%s上下作六合"))
			: (more ? _("；干加支，干%s（寄%s）與支%s上下作六合")
			   : _("干加支，干%s（寄%s）與支%s上下作六合"));
		bf_reason(r, fmt,
			  SN(k->stem), BN(k->lodge), BN(k->branch));
	}
	return BF_YES;
}

/* 第二十三法 彼求我事支傳干: 「謂初傳從支上起，末傳歸干上者」. */
int bf_23(const struct ev *k, struct lr_bifa_result *r)
{
	if (k->t[0] != k->branch_up || k->t[2] != k->stem_up
	    || k->stem_up == k->branch_up)
		return BF_NO;
	bf_reason(r, _("初傳%s為支上神，末傳%s為干上神"), BN(k->t[0]), BN(k->t[2]));
	return BF_YES;
}

/* 第二十四法 我求彼事干傳支: 「謂初傳從干上起，末傳歸在支上者」. */
int bf_24(const struct ev *k, struct lr_bifa_result *r)
{
	if (k->t[0] != k->stem_up || k->t[2] != k->branch_up
	    || k->stem_up == k->branch_up)
		return BF_NO;
	bf_reason(r, _("初傳%s為干上神，末傳%s為支上神"), BN(k->t[0]), BN(k->t[2]));
	return BF_YES;
}

/* Adds a place (a term and its branch) to the list in BUF. */
static void list_place(char *buf, size_t size, const char *term, const char *b)
{
	size_t n = strlen(buf);
	if (n)
		/* TRANSLATORS: a further place in a list of places */
		snprintf(buf + n, size - n, _("、%s%s"), term, b);
	else
		snprintf(buf, size, "%s%s", term, b);
}

/* 旬丁 in the transmissions or on 干上 / 支上 (「三傳、年命、日辰逢旬內六丁
 * 神者」): the places it is, as words; false when none. */
bool bf_ding_places(const struct ev *k, char *buf, size_t size)
{
	buf[0] = '\0';
	for (int i = 0; i < 3; i++)
		if (k->c->transmissions[i].stem == LR_DING)
			list_place(buf, size, lr_transmission_name(i), BN(k->t[i]));
	if (bf_hidden(k, k->stem_up) == LR_DING)
		list_place(buf, size, "干上", BN(k->stem_up));
	if (bf_hidden(k, k->branch_up) == LR_DING)
		list_place(buf, size, "支上", BN(k->branch_up));
	return *buf != '\0';
}

static int ding_rule(const struct ev *k, struct lr_bifa_result *r,
		     int stem_a, int stem_b, const char *fmt)
{
	if (k->stem != stem_a && k->stem != stem_b)
		return BF_NO;
	char where[128];
	if (!bf_ding_places(k, where, sizeof where))
		return BF_NO;
	bf_reason(r, fmt, SN(k->stem), where);
	return BF_YES;
}

/* 第二十五法 金日逢丁凶禍動: 「謂庚辛二干，三傳、年命、日辰逢旬內六丁神者，
 * 必主凶動」. */
int bf_25(const struct ev *k, struct lr_bifa_result *r)
{
	return ding_rule(k, r, LR_GENG, LR_XIN, _("%s日，%s乘旬丁，丁火克金"));
}

/* 第二十六法 水日逢丁財動之: 「謂壬癸二日，三傳、年命、日辰之六處，逢旬內之
 * 丁神者，必主財動」. */
int bf_26(const struct ev *k, struct lr_bifa_result *r)
{
	return ding_rule(k, r, LR_REN, LR_GUI,
			 _("%s日，%s乘旬丁，丁火為水之財"));
}

/* The phase the transmissions bring as one: a 三合 its 局's (「辰申子水局全
 * 來生日」), else the phase two or three of them share (the book reads 子亥戌
 * as water, 寅卯辰 as wood: 「三傳寅卯辰 … 中末傳俱歸木鄉」); false when
 * all three differ. */
static bool trans_phase(const struct ev *k, enum lr_phase *out)
{
	int trine[3];
	lr_trine(k->t[0], trine);
	unsigned set = BIT(trine[0]) | BIT(trine[1]) | BIT(trine[2]);
	if (k->tmask == set) {
		*out = ph(trine[1]);
		return true;
	}
	enum lr_phase p0 = ph(k->t[0]), p1 = ph(k->t[1]),
		      p2 = ph(k->t[2]);
	*out = p0 == p1 || p0 == p2 ? p0 : p1;
	return p0 == p1 || p0 == p2 || p1 == p2;
}

/* 第二十九法 眷屬豐盈居狹宅: 「謂三傳生其日干，反脫其支辰者是也 … 甲申日干
 * 上午，三傳辰申子水局全來生日 … 申金為支辰，反生三傳之水局」; 人旺棄宅格
 * 「緣三傳生其日干而克其支辰者」. */
int bf_29(const struct ev *k, struct lr_bifa_result *r)
{
	enum lr_phase p, bp = ph(k->branch);
	if (!trans_phase(k, &p) || !lr_produces(p, k->se))
		return BF_NO;
	bool shed = lr_produces(bp, p), beat = lr_overcomes(p, bp);
	if (!shed && !beat)
		return BF_NO;
	bf_reason(r, shed ? _("三傳%s%s%s（%s）生日干%s，又脫支%s")
		  : _("三傳%s%s%s（%s）生日干%s，又克支%s"), BN(k->t[0]),
		  BN(k->t[1]), BN(k->t[2]), lr_phase_name(p), SN(k->stem),
		  BN(k->branch));
	if (beat)
		bf_ge(r, "人旺棄宅格");
	return BF_YES;
}

/* 第三十法 屋宅寬廣致人衰: 「謂三傳竊盜日干反生支辰者是也」; 賣宅備患格
 * 「緣三傳生支克干」. */
int bf_30(const struct ev *k, struct lr_bifa_result *r)
{
	enum lr_phase p, bp = ph(k->branch);
	if (!trans_phase(k, &p) || !lr_produces(p, bp))
		return BF_NO;
	bool shed = lr_produces(k->se, p), beat = lr_overcomes(p, k->se);
	if (!shed && !beat)
		return BF_NO;
	bf_reason(r, shed ? _("三傳%s%s%s（%s）脫日干%s，又生支%s")
		  : _("三傳%s%s%s（%s）克日干%s，又生支%s"), BN(k->t[0]),
		  BN(k->t[1]), BN(k->t[2]), lr_phase_name(p), SN(k->stem),
		  BN(k->branch));
	if (beat)
		bf_ge(r, "賣宅備患格");
	return BF_YES;
}

/* 第三十二法 三傳互克眾人欺 is 殃咎's 遞克 (cited); what it adds: 求財大獲
 * 格 「自庚金克初傳寅為財，初傳寅木克中傳未土，中傳未土克末傳子水，總為
 * 財」. */
int bf_32(const struct ev *k, struct lr_bifa_result *r)
{
	enum lr_phase p0 = ph(k->t[0]), p1 = ph(k->t[1]),
		      p2 = ph(k->t[2]);
	if (!lr_overcomes(k->se, p0) || !lr_overcomes(p0, p1)
	    || !lr_overcomes(p1, p2))
		return BF_NO;
	bf_ge(r, "求財大獲格");
	bf_reason(r, _("三傳%s%s%s：日干%s克初、初克中、中克末"), BN(k->t[0]),
		  BN(k->t[1]), BN(k->t[2]), SN(k->stem));
	return BF_YES;
}

/* 第三十五法 人宅受脫俱招盜: 「一則支上干上皆乘脫氣；一則干上脫支，支上脫
 * 干」. */
int bf_35(const struct ev *k, struct lr_bifa_result *r)
{
	enum lr_phase bp = ph(k->branch), su = ph(k->stem_up),
		      bu = ph(k->branch_up);
	bool both = lr_produces(k->se, su) && lr_produces(bp, bu);
	bool cross = lr_produces(bp, su) && lr_produces(k->se, bu);
	if (!both && !cross)
		return BF_NO;
	if (both)
		bf_reason(r, _("干上%s脫干%s，支上%s脫支%s"), BN(k->stem_up),
			  SN(k->stem), BN(k->branch_up), BN(k->branch));
	else
		bf_reason(r, _("干上%s脫支%s，支上%s脫干%s"), BN(k->stem_up),
			  BN(k->branch), BN(k->branch_up), SN(k->stem));
	return BF_YES;
}

/* 第三十六法 干支皆敗勢傾頹: 「謂干支上皆逢敗氣者」 (敗 = 沐浴: 「己巳、己亥
 * 二日，干上乘酉，乃干之敗氣」). */
int bf_36(const struct ev *k, struct lr_bifa_result *r)
{
	int sb = bath_of(k->se), bb = bath_of(ph(k->branch));
	if (k->stem_up != sb || k->branch_up != bb)
		return BF_NO;
	bf_reason(r, _("干上%s為%s之敗氣，支上%s為%s之敗氣"), BN(sb), SN(k->stem),
		  BN(bb), BN(k->branch));
	return BF_YES;
}

/* 第四十一法 富貴干支逢祿馬: 「謂干上有支驛馬，支上有干祿神者，故名真富貴
 * 卦 … 如丙寅日干上申，乃支驛馬，支上巳乃干祿」. */
int bf_41(const struct ev *k, struct lr_bifa_result *r)
{
	int horse = post_horse(k->branch), lu = salary_of(k->stem);
	if (k->stem_up != horse || k->branch_up != lu)
		return BF_NO;
	bf_reason(r, _("干上%s為支%s之驛馬，支上%s為干%s之祿"), BN(horse),
		  BN(k->branch), BN(lu), SN(k->stem));
	return BF_YES;
}

/* 第四十五法 晝夜貴加求兩貴: 「謂六處有旦暮天乙相加者」, read in the four
 * lessons and the transmissions; 貴覆干支格 「緣干支上皆乘晝夜貴人例」. */
int bf_45(const struct ev *k, struct lr_bifa_result *r)
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
	if (!where && !cover)
		return BF_NO;
	if (where)
		bf_reason(r, over == dn ? _("%s中晝貴%s加夜貴%s")
			  : _("%s中夜貴%s加晝貴%s"), where, BN(over),
			  BN(over == dn ? nn : dn));
	if (cover) {
		bf_ge(r, "貴覆干支格");
		bf_reason(r, where ? _("；干上%s、支上%s為晝夜二貴")
			  : _("干上%s、支上%s為晝夜二貴"), BN(k->stem_up),
			  BN(k->branch_up));
	}
	return BF_YES;
}

/* 第四十六法 貴人差迭事參差: 「謂晝貴臨於夜地，夜貴卻臨晝方」 (晝方 卯 … 申,
 * 夜方 酉 … 寅, as 卷三十一 貴人蹉跌 divides them). */
int bf_46(const struct ev *k, struct lr_bifa_result *r)
{
	const struct lr_chart *c = k->c;
	int dn = lr_noble_branch(&c->settings, k->stem, true);
	int nn = lr_noble_branch(&c->settings, k->stem, false);
	int ds = bf_on(k, dn), ns = bf_on(k, nn);
	bool d_night = !(ds >= LR_MAO && ds <= LR_SHEN);
	bool n_day = ns >= LR_MAO && ns <= LR_SHEN;
	if (dn == nn || !d_night || !n_day)
		return BF_NO;
	bf_reason(r, _("晝貴%s臨夜方%s，夜貴%s臨晝方%s"), BN(dn), BN(ds), BN(nn),
		  BN(ns));
	return BF_YES;
}

/* 第四十三法 害貴訟直作屈斷, beyond 卷三十一's 貴作六害 (日干, 日支): 「如甲
 * 申日未加申為夜貴 … 初傳子與未又為害」: the noble and the 初傳 harm each
 * other. */
int bf_43(const struct ev *k, struct lr_bifa_result *r)
{
	int n = k->c->noble;
	if (lr_harm(k->t[0]) != n)
		return BF_NO;
	bf_reason(r, _("貴人%s與初傳%s相害"), BN(n), BN(k->t[0]));
	return BF_YES;
}

/* 第四十八法 鬼乘天乙乃神祇, beyond 卷三十一's 六丁日貴作日鬼: 「如六辛日午加
 * 干，如用晝占，雖是日鬼臨身，緣為貴人 … 如臨宅上者」: the noble in use is
 * the day's 鬼 and stands on the 干 or the 支. */
int bf_48(const struct ev *k, struct lr_bifa_result *r)
{
	int n = k->c->noble, stand = bf_on(k, n);
	if (lr_kin_of(k->stem, n) != LR_OFFICIAL
	    || (stand != k->lodge && stand != k->branch))
		return BF_NO;
	bf_reason(r, stand == k->lodge ? _("貴人%s為%s之鬼，臨干%s")
		  : _("貴人%s為%s之鬼，臨支%s"), BN(n), SN(k->stem), BN(stand));
	return BF_YES;
}

/* 第五十法 二貴皆空虛喜期: 「凡晝夜貴人皆空亡者 … 如丁丑日酉加未作空，亥加
 * 酉又落空之類」: each noble void, or standing on a void palace (落空). */
int bf_50(const struct ev *k, struct lr_bifa_result *r)
{
	const struct lr_chart *c = k->c;
	int nb[2] = { lr_noble_branch(&c->settings, k->stem, true),
		      lr_noble_branch(&c->settings, k->stem, false) };
	for (int i = 0; i < 2; i++)
		if (!bf_void(k, nb[i]) && !bf_void(k, bf_on(k, nb[i])))
			return BF_NO;
	bool dv = bf_void(k, nb[0]), nv = bf_void(k, nb[1]);
	bf_reason(r, dv && nv ? _("晝貴%s旬空，夜貴%s旬空")
		  : dv ? _("晝貴%s旬空，夜貴%s")
		  : nv ? _("晝貴%s，夜貴%s旬空") : _("晝貴%s，夜貴%s"),
		  BN(nb[0]), BN(nb[1]));
	for (int i = 0; i < 2; i++)
		if (!bf_void(k, nb[i]))
			bf_reason(r, _("；%s臨空鄉%s（落空）"), BN(nb[i]),
				  BN(bf_on(k, nb[i])));
	return BF_YES;
}

/* 第三十八法 閉口卦體兩般推, beyond the 課經's 閉口 (which asks for 發用):
 * 「如甲子旬中，甲子日辰戌加子，晝夜皆乘元武」: the god over the 旬首
 * rides 玄武, in the transmissions or not. */
int bf_38(const struct ev *k, struct lr_bifa_result *r)
{
	int head = lr_cycle_branch(k->xun_head), up = k->c->heaven[head];
	if (bf_general(k, up) != LR_G_WARRIOR)
		return BF_NO;
	bf_ge(r, "旬首上神乘玄武");
	bf_reason(r, _("旬首%s上見%s，乘玄武"), BN(head), BN(up));
	return BF_YES;
}

/* 第四十法 后合占婚豈用媒: 「謂干為夫，支為妻，凡占婚全看此，豈宜支干上乘天
 * 后、六合，以應私情，那更女之行年居在干上，男之行年居在支上」: 干上 and
 * 支上 ride 天后 and 六合, read when the matter is a marriage (占婚). */
int bf_40(const struct ev *k, struct lr_bifa_result *r)
{
	int gs = bf_general(k, k->stem_up), gb = bf_general(k, k->branch_up);
	if (!((gs == LR_G_QUEEN && gb == LR_G_UNION)
	      || (gs == LR_G_UNION && gb == LR_G_QUEEN)))
		return BF_NO;
	if (!k->x || lr_context_missing(k->x, LR_NEED_ASK))
		return bf_unknown(r, LR_NEED_ASK, _("占婚則干上、支上乘后合"));
	if (k->x->ask != LR_ASK_HUN)
		return BF_NO;
	bf_reason(r, _("占婚，干上%s乘%s，支上%s乘%s"), BN(k->stem_up), GN(gs),
		  BN(k->branch_up), GN(gb));
	int wife = k->x->couple_xingnian[LR_WIFE];
	int husband = k->x->couple_xingnian[LR_HUSBAND];
	if (wife == k->stem_up && husband == k->branch_up) {
		bf_ge(r, "行年交加");
		bf_reason(r, _("；女行年%s居干上，男行年%s居支上"), BN(wife),
			  BN(husband));
	}
	return BF_YES;
}

/* 第十一法 眾鬼雖彰全不畏: 「三傳戌丑辰皆是日鬼，誠為凶也，殊不知干上先有寅
 * 木可以敵其三傳之土，制鬼賊不能為害」; 家人解禍格 「殊不知支上有寅木可以敵
 * 鬼 … 此例必得宅中之人解禍」: the transmissions (as one phase) the day's
 * 鬼, and 干上 (or 支上) overcomes them. */
int bf_11(const struct ev *k, struct lr_bifa_result *r)
{
	enum lr_phase p;
	if (!trans_phase(k, &p) || !lr_overcomes(p, k->se))
		return BF_NO;
	bool stem = lr_overcomes(ph(k->stem_up), p);
	bool home = lr_overcomes(ph(k->branch_up), p);
	if (!stem && !home)
		return BF_NO;
	bf_reason(r, _("三傳%s%s%s（%s）為%s之鬼，%s%s制之"), BN(k->t[0]),
		  BN(k->t[1]), BN(k->t[2]), lr_phase_name(p), SN(k->stem),
		  stem ? "干上" : "支上", BN(stem ? k->stem_up : k->branch_up));
	if (!stem)
		bf_ge(r, "家人解禍格");
	return BF_YES;
}

/* 第二十七法 傳財化鬼財休覓: 「謂三傳皆作日之財，而生起干上日鬼，而傷其日干
 * 者」; 傳財化鬼格 「緣三傳作日之財，反生起支上神而作日干 (之鬼) 者」. */
int bf_27(const struct ev *k, struct lr_bifa_result *r)
{
	enum lr_phase p;
	if (!trans_phase(k, &p) || !lr_overcomes(k->se, p))
		return BF_NO;
	bool stem = lr_kin_of(k->stem, k->stem_up) == LR_OFFICIAL
		    && lr_produces(p, ph(k->stem_up));
	bool home = lr_kin_of(k->stem, k->branch_up) == LR_OFFICIAL
		    && lr_produces(p, ph(k->branch_up));
	if (!stem && !home)
		return BF_NO;
	int ghost = stem ? k->stem_up : k->branch_up;
	bf_reason(r, _("三傳%s%s%s（%s）為%s之財，生起%s%s，%s之鬼"), BN(k->t[0]),
		  BN(k->t[1]), BN(k->t[2]), lr_phase_name(p), SN(k->stem),
		  stem ? "干上" : "支上", BN(ghost), SN(k->stem));
	if (!stem)
		bf_ge(r, "傳財化鬼格");
	return BF_YES;
}
