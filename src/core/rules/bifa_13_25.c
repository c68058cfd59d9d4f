/* liuren - bifa_13_25.c: the detectors of the 畢法 第十三–第二十五法
 * (《六壬大全》 卷十一): 鬼賊當時 … 金日逢丁. Each 法 as its commentary
 * defines it, over the plate, the four lessons, the transmissions, the
 * generals and the 旬; each rule quotes the commentary it follows. The
 * 法 a 課體 already reads are cited in the registry (bifa.c).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/bifa_internal.h"

#include "liuren/ask.h"

#include <stdio.h>
#include <string.h>

#define GN(g) lr_general_name(g)

/* The phase P 旺 in the season (「春占木旺」, 「各詳四季天令而言之」): the
 * season's own, and 土 in the last month of each season. */
static bool season_peak(const struct ev *k, enum lr_phase p)
{
	return p == ph(k->season_month)
	       || (p == LR_EARTH && k->month >= 0 && ph(k->month) == LR_EARTH);
}

/* P 旺 or 相 (born of a 旺 phase) in the season: 「秋冬水生旺之月」, water 相
 * in autumn (金旺), 旺 in winter. */
static bool season_strong(const struct ev *k, enum lr_phase p)
{
	for (int q = LR_WOOD; q <= LR_WATER; q++)
		if (season_peak(k, (enum lr_phase)q)
		    && (p == (enum lr_phase)q || lr_produces((enum lr_phase)q, p)))
			return true;
	return false;
}

/* 第十三法 鬼賊當時無畏忌: 「假令戊子日干上午，三傳寅卯辰皆是日鬼，如春占木
 * 旺 … 其餘傳內全逢日鬼者，各詳四季天令而言之」, 「三合為鬼亦如前說」: the
 * transmissions all the day's 鬼 (a 三合, a 方 or three of one phase; not
 * 子亥戌) and 旺 in the season. */
int bf_13(const struct ev *k, struct lr_rule_result *r)
{
	enum lr_phase p;
	if (!bf_whole_phase(k, &p) || !lr_overcomes(p, k->se))
		return BF_NO;
	if (k->season_month < 0)
		return rule_unknown(r, LR_NEED_SEASON,
				  _("三傳皆日鬼，尚看其當時旺否"));
	if (!season_peak(k, p))
		return BF_NO;
	rule_reason(r, _("三傳%s%s%s（%s）為%s之鬼，當時而旺，貪旺而無意克干"),
		  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]), lr_phase_name(p),
		  SN(k->stem));
	return BF_YES;
}

/* 第十四法 傳財太旺反財虧: 「假令戊申日干上丑，三傳子申辰皆作日之財 … 又於
 * 秋冬水生旺之月，占求財事即無財也」: the transmissions all the day's 財 (a
 * 三合, a 方 or three of one phase) and 旺相 in the season; 財神空亡格 「如辛
 * 亥日干上寅、支上卯，二財皆空」. */
int bf_14(const struct ev *k, struct lr_rule_result *r)
{
	enum lr_phase p;
	bool rich = bf_whole_phase(k, &p) && lr_overcomes(k->se, p);
	bool empty2 = lr_kin_of(k->stem, k->stem_up) == LR_WEALTH
		      && lr_kin_of(k->stem, k->branch_up) == LR_WEALTH
		      && bf_void(k, k->stem_up) && bf_void(k, k->branch_up);
	if (rich && k->season_month < 0 && !empty2)
		return rule_unknown(r, LR_NEED_SEASON,
				  _("三傳皆日財，尚看其當時旺相否"));
	rich = rich && k->season_month >= 0 && season_strong(k, p);
	if (!rich && !empty2)
		return BF_NO;
	if (rich)
		rule_reason(r, _("三傳%s%s%s（%s）為%s之財，當時旺相，財自貪旺"),
			  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]),
			  lr_phase_name(p), SN(k->stem));
	if (empty2) {
		rule_variant(r, "財神空亡格");
		rule_reason(r, rich ? _("；干上%s、支上%s皆財而旬空")
				  : _("干上%s、支上%s皆財而旬空"),
			  BN(k->stem_up), BN(k->branch_up));
	}
	return BF_YES;
}

/* 無依脫耗格 「惟丁未日反吟，晝占乃干生丑，丑生將，一火逢九土」: of the
 * lessons' seven branches besides the 干 and the three transmissions, nine
 * are the phase the 干 gives birth to and one is the 干's own (丁未日反吟:
 * 丑未 nine times and 巳 in the 初傳). */
static bool one_against_nine(const struct ev *k, enum lr_phase shed)
{
	const struct lr_chart *c = k->c;
	int places[10] = { k->t[0], k->t[1], k->t[2], c->lessons[1].lower,
			   c->lessons[2].lower, c->lessons[3].lower };
	for (int i = 0; i < 4; i++)
		places[6 + i] = c->lessons[i].upper;
	int n_shed = 0, n_own = 0;
	for (int i = 0; i < 10; i++) {
		n_shed += ph(places[i]) == shed;
		n_own += ph(places[i]) == k->se;
	}
	return n_shed == 9 && n_own == 1;
}

/* 第十五法 脫上逢脫防虛詐: 「謂日干生其上神，上神又生天將者，故名脫上脫」;
 * 「內有庚子日子加庚，乃支上門來脫干，三傳又來脫之，並三傳天將夜晝俱是蛇龍
 * 元，盡被脫盜」 (by day and by night: the 支 on 干上 drains the 干 and the
 * transmissions, as a 局, drain it again, 「那更三傳皆是水局並來盜日」); 脫盜格 「乃干上逢脫氣，天將作元武者例」. */
int bf_15(const struct ev *k, struct lr_rule_result *r)
{
	int up = k->stem_up, g = bf_general(k, up);
	enum lr_phase gp = kj_general_phase(g), p;
	bool shed = lr_produces(k->se, ph(up));
	bool twice = shed && lr_produces(ph(up), gp);
	bool door = shed && up == k->branch && bf_whole_phase(k, &p)
		    && lr_produces(k->se, p);
	bool thief = shed && g == LR_G_WARRIOR;
	if (!twice && !door && !thief)
		return BF_NO;
	if (twice)
		rule_reason(r, _("日干%s生干上%s，%s又生所乘%s（%s）"), SN(k->stem),
			  BN(up), BN(up), GN(g), lr_phase_name(gp));
	if (door) {
		if (twice)
			rule_reason(r, "%s", _("；"));
		rule_reason(r, _("支%s上門加干，脫干%s，三傳%s%s%s又來脫之"),
			  BN(up), SN(k->stem), BN(k->t[0]), BN(k->t[1]),
			  BN(k->t[2]));
	}
	if (thief) {
		rule_variant(r, "脫盜格");
		rule_reason(r, twice || door ? _("；干上%s為脫氣，乘玄武")
			  : _("干上%s為%s之脫氣，乘玄武"), BN(up), SN(k->stem));
	}
	if (twice && one_against_nine(k, ph(up)))
		rule_also(r, "無依脫耗格", _("干%s一%s逢課傳九%s，盡被脫耗"),
			  SN(k->stem), lr_phase_name(k->se), lr_phase_name(ph(up)));
	return BF_YES;
}

/* 第十六法 空上乘空事莫追: 「謂上見旬空乘天空者 … 如甲申日干上未，晝占上乘
 * 天空。餘占日上空亡，上乘天空」; 脫空格 「謂干上有脫乘天空」. */
int bf_16(const struct ev *k, struct lr_rule_result *r)
{
	int up = k->stem_up;
	if (bf_general(k, up) != LR_G_VOID)
		return BF_NO;
	bool v = bf_void(k, up), shed = lr_produces(k->se, ph(up));
	if (!v && !shed)
		return BF_NO;
	rule_reason(r, v ? _("干上%s旬空乘天空") : _("干上%s為脫氣乘天空"),
		  BN(up));
	/* 脫空格 「謂干上有脫乘天空」, void or not */
	if (shed)
		rule_variant(r, "脫空格");
	if (v && shed)
		rule_reason(r, _("；%s又為脫氣"), BN(up));
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

static void run_reason(const struct ev *k, struct lr_rule_result *r,
		       const char *fmt)
{
	int v[2];
	lr_xun_void(k->day, v);
	rule_reason(r, fmt, BN(k->t[0]), BN(k->t[1]), BN(k->t[2]), BN(v[0]),
		  BN(v[1]));
}

/* 第十七法 進茹空亡宜退步: 「壬子日干上子，三傳寅卯辰，皆是空亡，既向前值
 * 三空亡，即宜退步」; 脫空格 below. */
int bf_17(const struct ev *k, struct lr_rule_result *r)
{
	if (!run_into_void(k, 1))
		return BF_NO;
	run_reason(k, r, _("三傳%s%s%s進連茹，%s%s旬空在傳"));
	/* 脫空格 「如癸丑日干上寅，自是空亡，那更寅卯辰為三傳，使癸水生其脫
	 * 空」: 干上 void and the 干's 脫 */
	if (bf_void(k, k->stem_up)
	    && lr_kin_of(k->stem, k->stem_up) == LR_OFFSPRING)
		rule_also(r, "脫空格", _("干上%s旬空，又為%s之脫氣"),
			  BN(k->stem_up), SN(k->stem));
	return BF_YES;
}

/* 第十八法 踏腳空亡進用宜: 「謂退步傳全值空亡者，故名踏腳空亡 … 戊申日干上
 * 辰，三傳卯寅丑」; 尋死格 「如丙午日干上辰，三傳卯寅丑，雖三傳生日，豈宜皆
 * 空 … 緣生我者空亡故也。如乙卯日干上卯，亦若尋死格」 (a 父母 among the void
 * transmissions: 乙卯's 丑子亥, 子 void); 踏腳空亡格 「如甲子日戌加子為初傳，
 * 乃是本旬之空，申加戌為中傳，乃後旬之空，午加申為末傳，乃外後旬之空亡 … 甲
 * 申日午加申 … 丙辰日丑加卯，丁巳日丑加卯」: the transmissions stepping back
 * by two from a void 初傳, each the void of a 旬 further on. */
int bf_18(const struct ev *k, struct lr_rule_result *r)
{
	int got = BF_NO;
	if (run_into_void(k, -1)) {
		run_reason(k, r, _("三傳%s%s%s退連茹，%s%s旬空在傳"));
		got = BF_YES;
		for (int i = 0; i < 3; i++)
			if (bf_void(k, k->t[i])
			    && lr_kin_of(k->stem, k->t[i]) == LR_PARENT) {
				rule_also(r, "尋死格", _("%s為%s之父母而空亡，生我者空"),
					  BN(k->t[i]), SN(k->stem));
				break;
			}
	}
	if (bf_void(k, k->t[0]) && k->t[1] == lr_branch_add(k->t[0], -2)
	    && k->t[2] == lr_branch_add(k->t[1], -2))
		got = rule_also(r, "踏腳空亡格",
				_("初傳%s旬空，三傳%s%s%s退間，步步踏空"),
				BN(k->t[0]), BN(k->t[0]), BN(k->t[1]), BN(k->t[2]));
	return got;
}

/* 胎神 (第十九法 「戊己當絕在亥懷，明知子上是胞胎」): the place before 長生
 * by two; 戊己 with fire (子), not with water. */
static int fetus_of(int stem)
{
	enum lr_phase p = lr_stem_phase(stem);
	return lr_branch_add(p == LR_EARTH ? LR_YIN : growth_of(p), -2);
}

/* The month's 生氣 (「七月生氣在午」, 正月子; its 死氣 is bf_death_breath). */
static int live_breath(int month)
{
	return lr_branch_add(month, -2);
}

/* X is a 胎 of phase P: the place two before its 長生; 土 has two, 子 (with
 * 火, as fetus_of) and 午 (「或有用午為胎神者」). */
static bool fetus_of_phase(enum lr_phase p, int x)
{
	if (p == LR_EARTH)
		return x == LR_ZI || x == LR_WU_B;
	return x == lr_branch_add(growth_of(p), -2);
}

/* 第十九法 胎財生氣妻懷孕: 「謂日干之胎神，作日之妻財，又逢月內之生氣者，如
 * 占妻必孕也。如壬寅日干上午，七用占 … 六庚六辛日干上卯，四月占皆然。六戊
 * 六己日干上子，正月占」 (the shape, whatever was asked; 「如占妻」 is its
 * reading); 「支之胎神作月內生氣 … 或臨支上亦同」; 損胎格 「緣午作空亡故
 * 也」; 互胎格 「干上酉，乃支之胎神，支上午乃干之胎神 … 不必尋生氣及財神
 * 也」. */
int bf_19(const struct ev *k, struct lr_rule_result *r)
{
	int up = k->stem_up, home = k->branch_up;
	bool own = up == fetus_of(k->stem)
		   && lr_kin_of(k->stem, up) == LR_WEALTH;
	bool house = fetus_of_phase(ph(k->branch), home);
	int got = BF_NO;
	if ((own || house) && k->month < 0) {
		char what[160];
		if (own)
			snprintf(what, sizeof what,
				 _("干上%s為胎神、妻財，尚看是否月內生氣"),
				 BN(up));
		else
			snprintf(what, sizeof what,
				 _("支上%s為支%s之胎神，尚看是否月內生氣"),
				 BN(home), BN(k->branch));
		got = rule_unknown(r, LR_NEED_MONTH, what);
	} else if (own || house) {
		int breath = live_breath(k->month);
		if (own && up == breath) {
			rule_reason(r, _("干上%s為%s之胎神，又為妻財，又為%s月生氣"),
				  BN(up), SN(k->stem), BN(k->month));
			if (bf_void(k, up)) {
				rule_variant(r, "損胎格");
				rule_reason(r, _("；%s旬空，後有損孕"), BN(up));
			}
			got = BF_YES;
		}
		if (house && home == breath) {
			rule_reason(r, got ? _("；支上%s為支%s之胎神，又為%s月生氣")
				  : _("支上%s為支%s之胎神，又為%s月生氣"),
				  BN(home), BN(k->branch), BN(k->month));
			got = BF_YES;
		}
	}
	got = rule_own(got, r);
	if (fetus_of_phase(ph(k->branch), up) && fetus_of_phase(k->se, home))
		got = rule_also(r, "互胎格", _("干上%s為支%s之胎神，支上%s為干%s之胎神"),
			      BN(up), BN(k->branch), BN(home), SN(k->stem));
	/* 三元胎格 「如寅加亥為生元胎 … 如寅加巳為病元胎 … 寅加辰為衰元胎卦，
	 * 惟乙未日亥加丑昴星一課是也」: the 元胎 (玄胎, the 三傳 all 孟) with
	 * 寅 among them, named by where 寅 stands in wood's stages: 長生 亥,
	 * 病 巳, 衰 辰. 寅 is no 胎神 as this 法 counts them (子 卯 午 酉),
	 * nor 乙's or 未's: the 胎 is the 元胎's own. On the 寅加辰 plate the
	 * 三傳 are all 孟 on 乙未 alone, the 「惟」 of the text */
	bool all_meng = true, yin_in = false;
	for (int i = 0; i < 3; i++) {
		all_meng = all_meng && lr_rank_of(k->t[i]) == LR_MENG;
		yin_in = yin_in || k->t[i] == LR_YIN;
	}
	int yin_seat = bf_on(k, LR_YIN);
	int stage = lr_branch_add(yin_seat, -growth_of(LR_WOOD));
	const char *kind = stage == 0 ? "生" : stage == 6 ? "病"
			   : stage == 5 ? "衰" : NULL;
	if (all_meng && yin_in && kind)
		got = rule_also(r, "三元胎格",
				_("三傳%s%s%s皆孟為元胎，寅在其中加%s：%s元胎（依乙未日亥加丑，讀作三傳皆孟而寅在傳中）"),
				BN(k->t[0]), BN(k->t[1]), BN(k->t[2]),
				BN(yin_seat), kind);
	return got;
}

/* 第二十法 胎財死氣損胎推: 「戊己日子為胎財，七月死氣在子；庚辛日卯為胎財，
 * 十月死氣在卯 … 但凡胎神作月內之死氣，婦孕不育」: 干上 the 胎神 and the
 * month's 死氣, whatever was asked (the sentence reads it for a pregnancy,
 * as 第十九法 does; it does not wait for the question). */
int bf_20(const struct ev *k, struct lr_rule_result *r)
{
	int up = k->stem_up;
	if (up != fetus_of(k->stem))
		return BF_NO;
	if (k->month < 0) {
		char what[160];
		snprintf(what, sizeof what,
			 _("占孕，干上%s為胎神，尚看是否月內死氣"), BN(up));
		return rule_unknown(r, LR_NEED_MONTH, what);
	}
	if (up != bf_death_breath(k->month))
		return BF_NO;
	rule_reason(r, _("干上%s為%s之胎神，又為%s月死氣，婦孕不育"), BN(up),
		  SN(k->stem), BN(k->month));
	return BF_YES;
}

/* Two branches punish one another, one way or the other (寅刑巳, 戌刑未 …;
 * not a branch punishing itself). */
static bool punish_either(int a, int b)
{
	return a != b && (lr_punish(a) == b || lr_punish(b) == a);
}

/* The 格 of 第二十一法's 交車合 by what the crossing pair are to the
 * 干 and the 支 they combine with, into R: 交車長生 「庚寅干上亥、支上巳」
 * (each the other's 長生), 交車合財 「辛丑干上子、支上卯」 (干上 the 支's
 * 財, 支上 the 干's), 交車脫 「壬午干上未、支上寅」 (each the other's 脫),
 * 交車克 「庚子丑庚 … 辛未午辛自克」 (干上 overcomes the 支, 支上 the 干),
 * 交車空 「後總成畫餅」 (a void 合神), 交車三合 「乃三合為三傳」. */
static void crossing_kinds(const struct ev *k, struct lr_rule_result *r)
{
	int a = k->stem_up, z = k->branch_up, mid;
	enum lr_phase bp = ph(k->branch);
	const struct { bool holds; const char *ge, *why; } kinds[] = {
		{ a == growth_of(bp) && z == growth_of(k->se), "交車長生",
		  N_("；干上為支之長生，支上為干之長生") },
		{ lr_overcomes(bp, ph(a)) && lr_kin_of(k->stem, z) == LR_WEALTH,
		  "交車合財", N_("；干上為支之財，支上為干之財") },
		{ lr_produces(bp, ph(a)) && lr_kin_of(k->stem, z) == LR_OFFSPRING,
		  "交車脫", N_("；干上脫支，支上脫干") },
		{ lr_overcomes(ph(a), bp) && lr_kin_of(k->stem, z) == LR_OFFICIAL,
		  "交車克", N_("；干上克支，支上克干") },
		{ bf_void(k, a) || bf_void(k, z), "交車空", N_("；合神值空") },
		{ bf_trine_whole(k, &mid), "交車三合", N_("；三合為三傳") },
	};
	for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
		if (kinds[i].holds) {
			rule_variant(r, "%s%s", *r->ge ? " " : "", kinds[i].ge);
			rule_reason(r, "%s", _(kinds[i].why));
		}
}

/* 第二十一法 交車相合交關利: 干上神合支、支上神合干 (「庚寅干上亥、支上
 * 巳」: 亥合寅, 巳合申), its 格 by what the pair are (crossing_kinds); the
 * crossing in 刑 and in 害, 交車刑 「如結交朋友，正和美中必致爭競 … 丙寅、
 * 戊寅伏吟，辛未辛丑伏吟」 and 交車害 「彼此各相謀害 … 辛酉伏吟，乙卯伏吟，
 * 丁丑午丁，己丑午己」, 交車沖 「先合而後離 … 丁丑、癸未、甲申、庚寅俱伏
 * 吟」: 干上 and the 支, 支上 and the 干, each pair punishing (harming,
 * clashing with) one another; each 格 that holds is named (戊寅伏吟: 刑 and
 * 害; 丙申伏吟: 合 and 刑). None on the 八專 days: 「除甲寅、庚申、丁未、己
 * 未、癸丑五日係八專日，干支不分，交車無合」. */
/* Common (over 15% of all charts) by the text itself: the heading names
 * four crossings, 合, 刑, 沖 and 「彼此各相謀害，但不宜相交用事」 (害):
 * each alone under 9%, 交車害 as common as 交車合 by the plate's symmetry. */
int bf_21(const struct ev *k, struct lr_rule_result *r)
{
	if (k->lodge == k->branch)
		return BF_NO;
	bool combine = lr_combine(k->stem_up) == k->branch
		       && lr_combine(k->branch_up) == k->lodge;
	bool punish = punish_either(k->stem_up, k->branch)
		      && punish_either(k->branch_up, k->lodge);
	bool harm = lr_harm(k->stem_up) == k->branch
		    && lr_harm(k->branch_up) == k->lodge;
	bool clash = lr_clash(k->stem_up) == k->branch
		     && lr_clash(k->branch_up) == k->lodge;
	if (!combine && !punish && !harm && !clash)
		return BF_NO;
	if (combine) {
		rule_reason(r, _("干上%s合支%s，支上%s合干%s（寄%s）"),
			  BN(k->stem_up), BN(k->branch), BN(k->branch_up),
			  SN(k->stem), BN(k->lodge));
		crossing_kinds(k, r);
	}
	const struct { bool holds; const char *ge, *fmt; } other[] = {
		{ punish, "交車刑",
		  N_("干上%s與支%s相刑，支上%s與干%s（寄%s）相刑") },
		{ harm, "交車害",
		  N_("干上%s與支%s相害，支上%s與干%s（寄%s）相害") },
		{ clash, "交車沖",
		  N_("干上%s與支%s相沖，支上%s與干%s（寄%s）相沖") },
	};
	for (size_t i = 0; i < sizeof other / sizeof other[0]; i++) {
		if (!other[i].holds)
			continue;
		rule_variant(r, "%s%s", *r->ge ? " " : "", other[i].ge);
		if (*r->reason)
			rule_reason(r, "%s", _("；"));
		rule_reason(r, _(other[i].fmt), BN(k->stem_up), BN(k->branch),
			  BN(k->branch_up), SN(k->stem), BN(k->lodge));
	}
	return BF_YES;
}

/* 第二十二法 上下皆合兩心齊: 「謂支干上神作六合，地盤支干亦作六合」 (干上神
 * 合支上神, 干合支); 上下俱合格 「甲申日干上亥與甲干作六合，支上巳與地支申
 * 作六合」; 獨支干上神作六合格 「如戊辰日干上丑與支上子作六合」, and 外好裡
 * 槎枒格 when 干 and 支 themselves harm (「支干酉戌自作六害」); 干支相會格
 * 「乙酉日酉加乙，或乙加酉 … 緣上下作六合也」: on a day whose 干 and 支
 * combine, 支加干 or 干加支; 日辰鄰近格 「緣干支相會，上神作六合者 … 又是支加
 * 干兼支干相鄰近也」 and the second 干支相會格 「緣上神相合而不相鄰近者」: the
 * uppers combine and 干 or 支 stands on the other; 交互六合格 「如干上神與支
 * 作六合，支上神與干作六合 … 每日皆有」. */
int bf_22(const struct ev *k, struct lr_rule_result *r)
{
	bool ground = lr_combine(k->lodge) == k->branch;
	bool uppers = lr_combine(k->stem_up) == k->branch_up;
	bool each = lr_combine(k->stem_up) == k->lodge
		    && lr_combine(k->branch_up) == k->branch;
	bool on_stem = k->stem_up == k->branch, on_branch = k->branch_up == k->lodge;
	bool meet = ground && (on_stem || on_branch);
	bool near_meet = uppers && !ground && (on_stem || on_branch);
	bool cross = k->lodge != k->branch
		     && lr_combine(k->stem_up) == k->branch
		     && lr_combine(k->branch_up) == k->lodge;
	if (!uppers && !each && !meet && !cross)
		return BF_NO;
	bool more = false;
	if (uppers) {
		rule_reason(r, _("干上%s合支上%s"), BN(k->stem_up), BN(k->branch_up));
		if (ground)
			rule_reason(r, _("，地盤干%s（寄%s）合支%s"), SN(k->stem),
				  BN(k->lodge), BN(k->branch));
		else if (lr_harm(k->lodge) == k->branch) {
			rule_variant(r, "外好裡槎枒格");
			rule_reason(r, _("，干%s（寄%s）與支%s卻作六害"), SN(k->stem),
				  BN(k->lodge), BN(k->branch));
		} else
			rule_variant(r, "獨支干上神作六合格");
		if (near_meet) {
			bool near = lr_branch_add(k->lodge, 1) == k->branch
				    || lr_branch_add(k->branch, 1) == k->lodge;
			rule_variant(r, " %s", near ? "日辰鄰近格" : "干支相會格");
			const char *fmt = on_stem
				? (near ? _("；支%s加干%s（寄%s），干支相鄰")
				   : _("；支%s加干%s（寄%s），干支不相鄰"))
				: (near ? _("；干%s（寄%s）加支%s，干支相鄰")
				   : _("；干%s（寄%s）加支%s，干支不相鄰"));
			if (on_stem)
				rule_reason(r, fmt, BN(k->branch), SN(k->stem),
					  BN(k->lodge));
			else
				rule_reason(r, fmt, SN(k->stem), BN(k->lodge),
					  BN(k->branch));
		}
		more = true;
	}
	if (cross) {
		rule_variant(r, "%s交互六合格", *r->ge ? " " : "");
		rule_reason(r, more ? _("；干上%s合支%s，支上%s合干%s（寄%s）")
			  : _("干上%s合支%s，支上%s合干%s（寄%s）"),
			  BN(k->stem_up), BN(k->branch), BN(k->branch_up),
			  SN(k->stem), BN(k->lodge));
		more = true;
	}
	if (each) {
		rule_variant(r, "%s上下俱合格", *r->ge ? " " : "");
		rule_reason(r, more ? _("；干上%s合干%s（寄%s），支上%s合支%s")
			  : _("干上%s合干%s（寄%s），支上%s合支%s"),
			  BN(k->stem_up), SN(k->stem), BN(k->lodge),
			  BN(k->branch_up), BN(k->branch));
		more = true;
	}
	if (meet) {
		rule_variant(r, "%s干支相會格", *r->ge ? " " : "");
		const char *fmt = k->stem_up == k->branch
			? (more ? _("；支加干，干%s（寄%s）與支%s上下作六合")
			   : _("支加干，干%s（寄%s）與支%s上下作六合"))
			: (more ? _("；干加支，干%s（寄%s）與支%s上下作六合")
			   : _("干加支，干%s（寄%s）與支%s上下作六合"));
		rule_reason(r, fmt,
			  SN(k->stem), BN(k->lodge), BN(k->branch));
	}
	return BF_YES;
}

/* 第二十三法 彼求我事支傳干: 「謂初傳從支上起，末傳歸干上者」. */
int bf_23(const struct ev *k, struct lr_rule_result *r)
{
	if (k->t[0] != k->branch_up || k->t[2] != k->stem_up
	    || k->stem_up == k->branch_up)
		return BF_NO;
	rule_reason(r, _("初傳%s為支上神，末傳%s為干上神"), BN(k->t[0]), BN(k->t[2]));
	return BF_YES;
}

/* 第二十四法 我求彼事干傳支: 「謂初傳從干上起，末傳歸在支上者」. */
int bf_24(const struct ev *k, struct lr_rule_result *r)
{
	if (k->t[0] != k->stem_up || k->t[2] != k->branch_up
	    || k->stem_up == k->branch_up)
		return BF_NO;
	rule_reason(r, _("初傳%s為干上神，末傳%s為支上神"), BN(k->t[0]), BN(k->t[2]));
	return BF_YES;
}

/* The first of the 六處 (干上, 支上, the three transmissions, and the
 * gods over the 本命 and 行年, those known) where heaven branch B stands,
 * as a word; NULL when in none. */
static const char *six_place_of(const struct ev *k, int b)
{
	if (k->stem_up == b)
		return "干上";
	if (k->branch_up == b)
		return "支上";
	for (int i = 0; i < 3; i++)
		if (k->t[i] == b)
			return lr_transmission_name(i);
	if (k->birth >= 0 && k->c->heaven[k->birth] == b)
		return "命上";
	if (k->xingnian >= 0 && k->c->heaven[k->xingnian] == b)
		return "年上";
	return NULL;
}

/* 火鬼 of the season, 第二十五法 「春占火鬼是午 … 夏占火鬼是酉 … 秋占火鬼是
 * 子 … 冬占火鬼是卯」, by the season's middle month (卯 午 酉 子). */
static int fire_ghost(int season_month)
{
	static const int by_season[4] = { LR_WU_B, LR_YOU, LR_ZI, LR_MAO };
	return by_season[lr_branch_add(season_month, -LR_MAO) / 3];
}

/* 第二十五法 金日逢丁凶禍動: 「謂庚辛二干，三傳、年命、日辰逢旬內六丁神者，
 * 必主凶動」; on any day, 蛇虎乘丁格 「如乙亥日丑加亥，辛亥日未加亥者，乃丁
 * 作白虎而克支辰 … 餘日鬼乘丁作螣蛇尤凶尤怪。乙未日干上酉，夜乘螣蛇亦凶 …
 * 惟有己巳一日卯加巳夜將乘白虎而克干者是也」: the 旬丁 on 支上 or 干上
 * riding 白虎 or 螣蛇, overcoming the 支 it stands on or the day's 鬼.
 * The other 格 fire the 法 as well: 人宅罹禍格, 蛇虎遁鬼格, 火鬼蛇雀克宅格,
 * 馬載虎鬼格. */
int bf_25(const struct ev *k, struct lr_rule_result *r)
{
	const int ups[2] = { k->stem_up, k->branch_up };
	int got = BF_NO;
	for (int i = 0; i < 2 && got == BF_NO; i++) {
		int b = ups[i], g = bf_general(k, b);
		if (bf_hidden(k, b) != LR_DING
		    || (g != LR_G_TIGER && g != LR_G_SNAKE))
			continue;
		bool home = i == 1 && lr_overcomes(ph(b), ph(k->branch));
		bool ghost = lr_kin_of(k->stem, b) == LR_OFFICIAL;
		if (!home && !ghost)
			continue;
		rule_variant(r, "蛇虎乘丁格");
		rule_reason(r, home ? _("%s%s乘旬丁，乘%s，克支%s")
			  : _("%s%s乘旬丁，乘%s，為%s之鬼"), i ? "支上" : "干上",
			  BN(b), GN(g), home ? BN(k->branch) : SN(k->stem));
		got = BF_YES;
	}
	if (got == BF_NO)
		got = bf_ding_rule(k, r, LR_GENG, LR_XIN,
				   _("%s日，%s乘旬丁，丁火克金"));
	bool more = false;
	/* 人宅罹禍格 「緣日上神克日，而辰上神乘丁又克日 … 凡六庚日巳加庚，六辛
	 * 日午加辛者，皆丁神臨宅」 */
	if ((k->stem == LR_GENG || k->stem == LR_XIN)
	    && lr_kin_of(k->stem, k->stem_up) == LR_OFFICIAL
	    && bf_hidden(k, k->branch_up) == LR_DING) {
		rule_also(r, "人宅罹禍格", _("干上%s克日干%s，支上%s乘旬丁又克日"),
			  BN(k->stem_up), SN(k->stem), BN(k->branch_up));
		more = true;
	}
	/* 蛇虎遁鬼格 「謂六甲日遁旬內之庚乘白虎在六處，並辛日遁旬內之丁乘螣蛇
	 * 在六處者 … 縱空亡不能解救」 */
	for (int b = 0; b < LR_BRANCHES; b++) {
		int hid = bf_hidden(k, b), g = bf_general(k, b);
		bool jia = k->stem == LR_JIA && hid == LR_GENG && g == LR_G_TIGER;
		bool xin = k->stem == LR_XIN && hid == LR_DING && g == LR_G_SNAKE;
		const char *where = jia || xin ? six_place_of(k, b) : NULL;
		if (!where)
			continue;
		rule_also(r, "蛇虎遁鬼格", jia ? _("旬內之庚遁於%s，乘白虎，在%s")
					    : _("旬內之丁遁於%s，乘螣蛇，在%s"),
			  BN(b), where);
		more = true;
	}
	/* 火鬼蛇雀克宅格 「緣火鬼乘朱雀而克宅神 … 余有火鬼乘蛇雀而克宅者例」:
	 * 支上 the season's 火鬼 under 螣蛇 or 朱雀, overcoming the 支 */
	if (k->season_month >= 0) {
		int fg = fire_ghost(k->season_month), g = bf_general(k, fg);
		if (k->branch_up == fg && (g == LR_G_SNAKE || g == LR_G_BIRD)
		    && lr_overcomes(ph(fg), ph(k->branch))) {
			rule_also(r, "火鬼蛇雀克宅格",
				  _("支上%s為時令火鬼，乘%s，克支%s"), BN(fg),
				  GN(g), BN(k->branch));
			more = true;
		}
	}
	/* 馬載虎鬼格 「如甲寅日申加午為末傳，晝將又乘白虎 … 戊辰日寅加未，又寅
	 * 加酉，又寅加亥，並用夜將，白虎克干，余甲戌及戊申此二日，雖有此例，賴鬼
	 * 空亡不能為害」: the 虎鬼, the 支's 驛馬, in the 六處 and not void */
	int tiger = bf_tiger(k);
	const char *at = tiger >= 0 ? six_place_of(k, tiger) : NULL;
	if (at && lr_kin_of(k->stem, tiger) == LR_OFFICIAL
	    && tiger == post_horse(k->branch) && !bf_void(k, tiger)) {
		rule_also(r, "馬載虎鬼格", _("%s為%s之鬼，乘白虎，為支%s之驛馬，在%s"),
			  BN(tiger), SN(k->stem), BN(k->branch), at);
		more = true;
	}
	return more ? BF_YES : got;
}
