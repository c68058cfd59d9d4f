/* liuren - bifa_rules_d.c: the detectors of the 畢法 of 卷十二 that
 * bifa_rules_b.c does not read: the 墓 on its general's own palace, 羅網,
 * 刑 and 死 on 干上 and 支上, the void transmissions, the 鬼 and its
 * checking god, and 占病's 白虎. Each rule quotes the commentary it follows
 * (《六壬大全》 卷十二).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/bifa_internal.h"

#include "liuren/ask.h"

#include <stdio.h>
#include <string.h>

#define GN(g) lr_general_name(g)

/* 死 of a phase in the 十二長生 (第八十法: 甲 午, 庚 子, 丙 酉, 戊己壬 卯):
 * 長生 on by seven, 土 with water. */
static int death_of(enum lr_phase p)
{
	return lr_branch_add(growth_of(p), 7);
}

/* A general's own palace, the branch of its 家 in 卷二 神將釋 (「家丁巳」,
 * 「家己未」, 「家癸亥」, 「家壬子」 …), as 第五十三法 counts 「地盤之巳亦是
 * 螣蛇之位」, 「丑加申兩虎夾墓」, 「未加丑夜貴，兩貴夾墓」, 「未加戌晝貴，兩空
 * 夾墓」, 「辰加未夜占，乃兩常夾墓」, 「辰加辰伏吟，兩勾夾墓」. */
static int general_home(int g)
{
	static const int home[LR_GENERALS] = {
		LR_CHOU, LR_SI, LR_WU_B, LR_MAO, LR_CHEN, LR_YIN,
		LR_XU, LR_SHEN, LR_WEI, LR_HAI, LR_YOU, LR_ZI
	};
	return home[g];
}

/* The general riding heaven branch B when the other noble (夜 for a day
 * chart, 晝 for a night one) leads the generals. */
static int general_other_time(const struct ev *k, int b)
{
	const struct lr_chart *c = k->c;
	int n = lr_noble_branch(&c->settings, k->stem, !c->daytime);
	int stand = bf_on(k, n);
	bool forward = stand == LR_HAI || stand <= LR_CHEN;
	return forward ? lr_branch_add(b, -n) : lr_branch_add(n, -b);
}

/* 第五十三法 兩蛇夾墓凶難免: 「謂丙戌日戌加巳 … 晝夜天將皆乘蛇及地盤之巳亦
 * 是螣蛇之位，故名為兩蛇夾墓」: the 干's 墓 rides a general and stands on
 * that general's own palace (兩常、兩勾、兩虎、兩貴、兩空夾墓); or it lies on
 * the 干 and rides the same general by day and by night: 「六壬日辰加亥乃兩
 * 后夾墓」 (辰 on 壬's 亥 rides 天后 under either noble; 亥 is 玄武's 家). */
int bf_53(const struct ev *k, struct lr_bifa_result *r)
{
	static const char *const two[LR_GENERALS] = {
		"兩貴", "兩蛇", "兩雀", "兩合", "兩勾", "兩龍",
		"兩空", "兩虎", "兩常", "兩玄", "兩陰", "兩后"
	};
	int tomb = tomb_of(k->se), g = bf_general(k, tomb);
	int on = bf_on(k, tomb);
	if (on == general_home(g)) {
		bf_ge(r, "%s夾墓", two[g]);
		bf_reason(r, _("%s之墓%s乘%s，臨%s之本位%s"), SN(k->stem),
			  BN(tomb), GN(g), GN(g), BN(on));
		return BF_YES;
	}
	/* 「六壬日辰加亥乃兩后夾墓」: 天后's home is 子, so this is read (our
	 * reading; the text states no rule) as the 墓 on the 干's palace with
	 * the same general by day and by night, as 丙戌's 「晝夜天將皆乘蛇」 */
	if (on != k->lodge || general_other_time(k, tomb) != g)
		return BF_NO;
	bf_ge(r, "%s夾墓", two[g]);
	bf_reason(r, _("%s之墓%s加干（寄%s），晝夜皆乘%s"), SN(k->stem),
		  BN(tomb), BN(on), GN(g));
	return BF_YES;
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
int bf_57(const struct ev *k, struct lr_bifa_result *r)
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

/* 第五十八法 用破身心無所歸: 「如戊申日干上未，三傳子寅辰，初傳雖是日財，
 * 奈坐戌土之上受克，又乘白虎 … 引入中末鬼鄉，尤幸鬼亦空亡 … 丙寅日申加巳，
 * 夜乘蛇夾克財，中末空陷 … 已上財祿俱作空被克，總無實得之意也」: the 初傳
 * the day's 財, overcome by the palace under it or by its general, and 中傳
 * and 末傳 void or on a void palace. */
int bf_58(const struct ev *k, struct lr_bifa_result *r)
{
	int u = k->t[0], seat = bf_on(k, u), g = k->g[0];
	if (lr_kin_of(k->stem, u) != LR_WEALTH || !bf_empty(k, k->t[1])
	    || !bf_empty(k, k->t[2]) || k->t[1] == u)
		return BF_NO;
	bool sat = lr_overcomes(ph(seat), ph(u));
	bool rode = lr_overcomes(kj_general_phase(g), ph(u));
	if (!sat && !rode)
		return BF_NO;
	if (sat)
		bf_reason(r, _("初傳%s為%s之財，坐%s受克"), BN(u), SN(k->stem),
			  BN(seat));
	else
		bf_reason(r, _("初傳%s為%s之財，乘%s受克"), BN(u), SN(k->stem),
			  GN(g));
	bf_reason(r, _("，中傳%s、末傳%s空陷"), BN(k->t[1]), BN(k->t[2]));
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
 * 丑日干上卯、支上酉」 counts 酉 on its 墓 丑 a 救神, so the 墓 is not read). */
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
	return BF_NO;
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
	if (!hurt && !back)
		return BF_NO;
	if (hurt) {
		bf_ge(r, "全傷坐克格");
		bf_reason(r, _("干上%s克干、支上%s克支，干支又各坐受克之地"),
			  BN(k->stem_up), BN(k->branch_up));
	}
	if (back) {
		bf_ge(r, "%s克處迴歸又受克", *r->ge ? " " : "");
		bf_reason(r, hurt ? _("；初傳%s受下克，歸本家%s又被上神%s所克")
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

/* 第七十五法 賓主不投刑在上: 一字刑 「乃四課上神全逢辰午酉亥者是也」, and
 * its charts 「支干上乘辰午酉亥又克支干者」 (壬午、己酉、丙戌: 干上 and 支上
 * self-punishing, the lessons over them not); 「乃支干相刑其上神」 (甲子日
 * 寅刑干上巳、子刑支上卯); 二字
 * 刑 「乃支干上全乘子卯是也」; 三字刑 「乃三傳寅巳申或丑戌未是也」; 金剛格、
 * 火強格、水流趨東格、木落歸根格 (a 三合 in the transmissions, 干上 or 支上
 * its member that cannot punish: 酉, 午, 辰, 亥); 四勝煞格 「乃干上酉、支上
 * 午或支上酉、干上午者皆是」. */
int bf_75(const struct ev *k, struct lr_bifa_result *r)
{
	const struct lr_chart *c = k->c;
	bool four_lessons = true;
	for (int i = 0; i < 4; i++)
		four_lessons = four_lessons && lr_self_punish(c->lessons[i].upper);
	bool one = lr_self_punish(k->stem_up) && lr_self_punish(k->branch_up);
	bool each = lr_punish(k->lodge) == k->stem_up
		    && lr_punish(k->branch) == k->branch_up;
	unsigned ups = BIT(k->stem_up) | BIT(k->branch_up);
	bool two = ups == (BIT(LR_ZI) | BIT(LR_MAO));
	bool three = k->tmask == (BIT(LR_YIN) | BIT(LR_SI) | BIT(LR_SHEN))
		     || k->tmask == (BIT(LR_CHOU) | BIT(LR_XU) | BIT(LR_WEI));
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
		else
			bf_reason(r, _("干上%s、支上%s皆自刑"), BN(k->stem_up),
				  BN(k->branch_up));
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

/* 第七十八法 互旺皆旺坐謀宜 cites 亨通's 互旺格 and 俱旺格; the commentary
 * names the second 皆旺格: 「支干上皆乘旺神者」. */
void bf_78_ge(const struct ev *k, const struct lr_pattern_result *p,
	      struct lr_bifa_result *r)
{
	(void)k;
	bool cross = strstr(p->variant, "互旺格") != NULL;
	bool both = strstr(p->variant, "俱旺格") != NULL;
	bf_ge(r, "%s%s%s", cross ? "互旺格" : "", cross && both ? " " : "",
	      both ? "俱旺格 皆旺格" : "");
}

/* 第八十法 人宅皆死各衰羸: 支干全乘死氣格 「如庚寅、庚申、辛丑日並干上子，乙
 * 丑、甲申、甲寅日干上午」 (干上 the 干's 死, 支上 the 支's); 干支上互乘死
 * 氣格 「如戊申日干上子、支上卯」 (干上 the 支's 死, 支上 the 干's); 「如乘
 * 月內之死氣尤的」. */
int bf_80(const struct ev *k, struct lr_bifa_result *r)
{
	int sd = death_of(k->se), bd = death_of(ph(k->branch));
	bool own = k->stem_up == sd && k->branch_up == bd;
	bool cross = k->stem_up == bd && k->branch_up == sd;
	if (!own && !cross)
		return BF_NO;
	if (own) {
		bf_ge(r, "支干全乘死氣格");
		bf_reason(r, _("干上%s為%s之死，支上%s為%s之死"), BN(sd),
			  SN(k->stem), BN(bd), BN(k->branch));
	}
	if (cross) {
		bf_ge(r, "%s干支上互乘死氣格", *r->ge ? " " : "");
		bf_reason(r, own ? _("；干上%s為支%s之死，支上%s為干%s之死")
				 : _("干上%s為支%s之死，支上%s為干%s之死"),
			  BN(bd), BN(k->branch), BN(sd), SN(k->stem));
	}
	if (k->month >= 0 && (k->stem_up == bf_death_breath(k->month)
			      || k->branch_up == bf_death_breath(k->month)))
		bf_reason(r, _("；%s又為%s月死氣"), BN(bf_death_breath(k->month)),
			  BN(k->month));
	return BF_YES;
}

/* 第八十二法 不行傳者考初時, beyond 卷三十七's 移遠就近 (中末俱旬空, cited):
 * 「夫不行傳者，乃中末空亡是也，中末既空，但只以初傳斷其凶吉 … 如甲子日干
 * 上巳，初傳申 … 中傳亥 … 末傳寅 … 既長生德祿皆空」 (寅 stands on the void
 * 亥: void or 落空); 獨足卦 「此一例乃初中末並支
 * 干皆在未上」; 「己未伏吟卦亦名獨足 … 緣中傳乃旬內空亡 … 惟支干與初傳皆在
 * 未上，與獨足何異耶」. */
int bf_82(const struct ev *k, struct lr_bifa_result *r)
{
	bool lame = k->t[0] == k->t[1] && k->t[1] == k->t[2];
	bool lame2 = k->c->method == LR_M_FUYIN && k->lodge == k->branch
		     && k->t[0] == k->branch && bf_void(k, k->t[1]);
	if (lame2) {
		bf_ge(r, "獨足卦");
		bf_reason(r, _("伏吟，干支與初傳%s同在一宮，中傳%s旬空，不能刑末"),
			  BN(k->t[0]), BN(k->t[1]));
		return BF_YES;
	}
	if (!lame && (!bf_empty(k, k->t[1]) || !bf_empty(k, k->t[2])))
		return BF_NO;
	if (lame) {
		bf_ge(r, "獨足卦");
		bf_reason(r, _("三傳皆%s，只有一足"), BN(k->t[0]));
		return BF_YES;
	}
	bf_reason(r, _("中傳%s、末傳%s空陷，只以初傳%s斷"), BN(k->t[1]),
		  BN(k->t[2]), BN(k->t[0]));
	return BF_YES;
}

/* 第八十四法 合中犯殺蜜中砒: 「謂三傳寅午戌，如支干上有午為自刑，見丑為六
 * 害，見子為沖；三傳亥卯未，如干支上有子為無禮刑，見辰為六害，見酉為沖 …」:
 * a 三合 in the transmissions, and on 干上 or 支上 the 刑, 害 or 沖 of its
 * middle. */
int bf_84(const struct ev *k, struct lr_bifa_result *r)
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
			bf_reason(r, _("三傳%s%s%s三合，%s%s與局中%s自刑"),
				  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]),
				  i ? "支上" : "干上", BN(b), BN(mid));
		else
			bf_reason(r, _("三傳%s%s%s三合，%s%s與%s相%s"),
				  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]),
				  i ? "支上" : "干上", BN(b), BN(mid), how);
		return BF_YES;
	}
	return BF_NO;
}
