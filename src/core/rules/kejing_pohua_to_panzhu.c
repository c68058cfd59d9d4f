/* liuren - kejing_pohua_to_panzhu.c: the 課經 of 《六壬大全》 from 魄化 to 盤珠
 * (卷九 魄化 … 災厄, 卷十 殃咎 … 盤珠): 魄化 三陰 龍戰 死奇 災厄 殃咎 九醜
 * 鬼墓 勵德 盤珠. The 課 read from the transmissions' shape and kind
 * (全局 … 物類) are in kejing_quanju_to_wulei.c.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/kejing.h"

#include <stdio.h>

/* 死神 "正月起巳", 死氣 "正月起午", "俱順行十二辰" (卷九 魄化). */
static int death_spirit(int month_index) { return lr_branch_add(LR_SI, month_index); }
static int death_breath(int month_index) { return lr_branch_add(LR_WU_B, month_index); }

/* 魄化: "凡白虎帶死神死氣臨日辰行年發用，為魄化課"; 《訂訛》 "白虎乘死神
 * 死氣及囚死，臨日辰行年發用". */
int kj_pohua(const struct ev *k, struct lr_rule_result *r)
{
	int u = k->t[0], seat = k->c->earth[u];
	if (k->g[0] != LR_G_TIGER)
		return NO;
	const char *where = seat == k->lodge ? "日干" : seat == k->branch ? "日支"
			    : seat == k->xingnian ? "行年" : NULL;
	if (!where) {
		if (k->xingnian < 0)
			return rule_unknown(r, LR_NEED_XINGNIAN,
					  _("白虎發用，不臨日辰，尚需看是否臨行年"));
		return NO;
	}
	bool spirit = k->month_index >= 0 && u == death_spirit(k->month_index);
	bool breath = k->month_index >= 0 && u == death_breath(k->month_index);
	bool weak = k->season_month >= 0 && kj_failing(k, u);
	if (!spirit && !breath && !weak) {
		unsigned need = (k->month_index < 0 ? LR_NEED_MONTH : 0)
				| (k->season_month < 0 ? LR_NEED_SEASON : 0);
		if (need)
			return rule_unknown(r, need, _("白虎發用臨日辰，尚需看是否"
					  "死神死氣或囚死"));
		return NO;
	}
	rule_reason(r, _("白虎乘%s臨%s%s發用"), BN(u), where, BN(seat));
	if (spirit)
		rule_reason(r, _("；%s為%s月死神"), BN(u), BN(k->month));
	if (breath)
		rule_reason(r, _("；%s為%s月死氣"), BN(u), BN(k->month));
	if (weak)
		rule_reason(r, _("；%s%s"), BN(u), kj_vigour_name(k, u));
	/* "如日墓乘虎，或魁罡作日墓，帶死囚神發用，為虎銜屍". */
	if (u == tomb_of(k->se)) {
		rule_variant(r, "虎銜屍");
		rule_reason(r, _("；%s為日墓，虎銜屍"), BN(u));
	}
	/* "虎在陽憂男，在陰憂女。上克下及日，外喪。下克上與辰，內喪". */
	rule_reason(r, "%s", lr_branch_yang(u) ? _("；在陽憂男") : _("；在陰憂女"));
	if (lr_overcomes(ph(u), ph(seat)))
		rule_reason(r, _("，上克下為外喪"));
	else if (lr_overcomes(ph(seat), ph(u)))
		rule_reason(r, _("，下克上為內喪"));
	return YES;
}

/* 三陰: "凡天乙逆行，日辰在後，用其囚死，將乘元虎，時克行年，為三陰卦". */
int kj_sanyin(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	if (c->noble_forward)
		return NO;
	int gs = c->general_on[k->stem_up], gb = c->general_on[k->branch_up];
	if (!kj_after_noble(gs) || !kj_after_noble(gb))
		return NO;
	if (k->g[0] != LR_G_WARRIOR && k->g[0] != LR_G_TIGER)
		return NO;
	unsigned need = (k->season_month < 0 ? LR_NEED_SEASON : 0)
			| (k->xingnian < 0 ? LR_NEED_XINGNIAN : 0);
	if (k->season_month >= 0 && !kj_failing(k, k->t[0]))
		return NO;
	int h = c->input.hour;
	if (k->xingnian >= 0 && !lr_overcomes(ph(h), ph(k->xingnian)))
		return NO;
	if (need)
		return rule_unknown(r, need, _("天乙逆行、日辰在後、發用乘玄虎，"
				  "尚需用神囚死、時克行年"));
	rule_reason(r, _("天乙%s逆行；干上%s乘%s、支上%s乘%s，日辰在天乙後；"
		  "發用%s%s乘%s；%s時克行年%s"), BN(c->noble),
		  BN(k->stem_up), lr_general_name(gs), BN(k->branch_up),
		  lr_general_name(gb), BN(k->t[0]), kj_vigour_name(k, k->t[0]),
		  lr_general_name(k->g[0]), BN(h), BN(k->xingnian));
	kj_sanyin_spirits(k, r);
	return YES;
}

/* 龍戰: "凡卯酉日占，卯酉為用，人年立卯酉，為龍戰課"; 《訂訛》 "卯酉日
 * 占，卯酉上神發用，行年卯酉更的"; 《觀月經》 "其餘日卯酉上發用者，亦是龍
 * 戰卦也" (its 乙卯日 chart has no 行年). */
int kj_longzhan(const struct ev *k, struct lr_rule_result *r)
{
	if (k->branch != LR_MAO && k->branch != LR_YOU)
		return NO;
	int u = k->t[0], seat = k->c->earth[u];
	bool is = u == LR_MAO || u == LR_YOU;
	bool on = seat == LR_MAO || seat == LR_YOU;
	if (!is && !on)
		return NO;
	rule_reason(r, _("%s日占，%s臨%s發用"), BN(k->branch), BN(u), BN(seat));
	if (k->xingnian < 0) {
		rule_reason(r, _("；人年立卯酉 未論（需行年），依《訂訛》更的不必"));
	} else if (k->xingnian == LR_MAO || k->xingnian == LR_YOU) {
		rule_variant(r, "人年立卯酉");
		rule_reason(r, _("；行年立%s，更的"), BN(k->xingnian));
	} else {
		rule_reason(r, _("；行年%s不立卯酉（正文全體不備，依《訂訛》仍論）"),
			  BN(k->xingnian));
	}
	return YES;
}

/* 死奇: "凡斗罡繫日辰陰陽發用，為死奇課 … 此天罡臨日，旬內憂；臨辰，月內
 * 憂；臨歲，歲內憂。孟憂二親，仲憂己身，季憂妻奴". */
int kj_siqi(const struct ev *k, struct lr_rule_result *r)
{
	if (k->t[0] != LR_CHEN)
		return NO;
	int seat = k->c->earth[LR_CHEN];
	const char *where = seat == k->lodge ? _("天罡辰繫日%s發用")
			    : seat == k->branch ? _("天罡辰繫辰%s發用")
			    : seat == k->stem_up ? _("天罡辰繫日之陰%s發用")
			    : seat == k->branch_up ? _("天罡辰繫辰之陰%s發用") : NULL;
	if (!where)
		return NO;
	rule_reason(r, where, BN(seat));
	static const char *const rank_worry[3] = {
		N_("；臨%s，孟憂二親"), N_("；臨%s，仲憂己身兄弟"),
		N_("；臨%s，季憂妻子奴婢")
	};
	rule_reason(r, _(rank_worry[lr_rank_of(seat)]), BN(seat));
	if (seat == k->lodge)
		rule_reason(r, _("，旬內應"));
	else if (seat == k->branch)
		rule_reason(r, _("，月內應"));
	if (k->c->input.general == LR_CHEN) {
		rule_variant(r, "死奇回光");
		rule_reason(r, _("；辰為月將，死奇回光，除禍為福"));
	}
	if (k->year >= 0 && k->c->heaven[k->year] == LR_CHEN) {
		rule_variant(r, "%s三死", r->variant[0] ? " " : "");
		rule_reason(r, _("；天罡又臨太歲%s，三死"), BN(k->year));
	}
	return YES;
}

/* 災厄: "凡喪車、游魂、伏殃、病符、喪吊、丘墓、歲虎發用者，為災厄課 … 喪車
 * 一名喪魂，正月起未，逆行四季 … 游魂，正月起亥，順行十二辰 … 伏殃者，正
 * 月起酉，逆行四仲 … 病符，舊太歲 … 歲前二辰為喪門，歲後二辰為吊客 … 白
 * 虎，歲後四神". Read with its example ("未為喪車，春占死氣，加亥乘虎"): a
 * 煞 發用 that rides 白虎 or is 囚死, not every 煞 發用 (seven 煞 would
 * take half the charts). */
int kj_zaie(const struct ev *k, struct lr_rule_result *r)
{
	int u = k->t[0];
	bool tiger = k->g[0] == LR_G_TIGER;
	bool weak = k->season_month >= 0 && kj_failing(k, u);
	if (!tiger && k->season_month >= 0 && !weak)
		return NO;
	const char *names[8];
	int n = 0;
	if (k->month_index >= 0) {
		int m = k->month_index;
		if (u == lr_branch_add(LR_WEI, -3 * m)) names[n++] = "喪車";
		if (u == lr_branch_add(LR_HAI, m)) names[n++] = "游魂";
		if (u == lr_branch_add(LR_YOU, -3 * m)) names[n++] = "伏殃";
	}
	if (k->year >= 0) {
		if (u == lr_branch_add(k->year, -1)) names[n++] = "病符";
		if (u == lr_branch_add(k->year, 2)) names[n++] = "喪門";
		if (u == lr_branch_add(k->year, -2)) names[n++] = "吊客";
		if (u == lr_branch_add(k->year, -4)) names[n++] = "歲虎";
	}
	if (!n) {
		unsigned need = (k->month_index < 0 ? LR_NEED_MONTH : 0)
				| (k->year < 0 ? LR_NEED_YEAR : 0);
		if (need)
			return rule_unknown(r, need, _("發用乘白虎或囚死，尚需看是否"
					  "喪車、游魂、伏殃、病符、喪吊、歲虎"));
		return NO;
	}
	if (!tiger && !weak)
		return rule_unknown(r, LR_NEED_SEASON, _("發用為煞，尚需看是否囚死"));
	char list[96] = "";
	for (int i = 0; i < n; i++) {
		/* TRANSLATORS: between the names of the 煞 the 發用 is */
		put(list, sizeof list, "%s%s", i ? _("、") : "", names[i]);
		rule_variant(r, "%s%s", i ? " " : "", names[i]);
	}
	rule_reason(r, _("發用%s為%s"), BN(u), list);
	if (tiger)
		rule_reason(r, _("，乘白虎"));
	if (weak)
		/* TRANSLATORS: after a clause, the 旺相休囚死 of the 發用 */
		rule_reason(r, _("，%s"), kj_vigour_name(k, u));
	return YES;
}

/* 殃咎: "凡三傳遞克日，神將克戰，或干支乘墓，為殃咎課"; 《訂訛》 "遞克、
 * 夾克、內戰、乘墓、坐墓皆是". */
/* Common (over 15% of all charts) by the text itself:
 * 「凡三傳遞剋日，神將克戰，或干支乘墓」: its several forms joined by 或. */
int kj_yangjiu(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	enum lr_phase p[3];
	for (int i = 0; i < 3; i++)
		p[i] = ph(k->t[i]);
	bool down = lr_overcomes(p[0], p[1]) && lr_overcomes(p[1], p[2])
		    && lr_overcomes(p[2], k->se);
	bool up = lr_overcomes(p[2], p[1]) && lr_overcomes(p[1], p[0])
		  && lr_overcomes(p[0], k->se);
	enum lr_phase bp = ph(k->branch);
	bool ride = k->stem_up == tomb_of(k->se) && k->branch_up == tomb_of(bp);
	bool sit = c->earth[k->lodge] == tomb_of(k->se)
		   && c->earth[k->branch] == tomb_of(bp);
	bool inner = true, outer = true;
	for (int i = 0; i < 3; i++) {
		enum lr_phase gp = kj_general_phase(k->g[i]);
		inner &= lr_overcomes(p[i], gp);
		outer &= lr_overcomes(gp, p[i]);
	}
	/* 夾克 (《訂訛》 "用神下既坐克，上又受將克，如午加亥，將乘玄武"; 象曰
	 * "初遭夾克"): the 初傳 overcome by the palace under it and by the
	 * general it rides. */
	int u = k->t[0];
	bool clamp = lr_overcomes(ph(c->earth[u]), ph(u))
		     && lr_overcomes(kj_general_phase(k->g[0]), ph(u));
	if (!down && !up && !ride && !sit && !inner && !outer && !clamp)
		return NO;
	/* TRANSLATORS: between the clauses of a reason */
	const char *const semi = _("；");
	const char *sep = "";
	if (down || up) {
		rule_variant(r, "遞克");
		rule_reason(r, down ? _("三傳%s%s%s初克中、中克末、末克日，遞克日干%s")
			  : _("三傳%s%s%s末克中、中克初、初克日，遞克日干%s"),
			  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]), SN(k->stem));
		sep = semi;
	}
	if (ride) {
		rule_variant(r, "%s干支乘墓", *sep ? " " : "");
		rule_reason(r, _("%s干上%s、支上%s各乘墓神"), sep, BN(k->stem_up),
			  BN(k->branch_up));
		sep = semi;
	}
	if (sit) {
		rule_variant(r, "%s干支坐墓", *sep ? " " : "");
		rule_reason(r, _("%s干%s臨%s、支%s臨%s，各坐墓神"), sep, BN(k->lodge),
			  BN(c->earth[k->lodge]), BN(k->branch),
			  BN(c->earth[k->branch]));
		sep = semi;
	}
	if (inner || outer) {
		rule_variant(r, "%s%s", *sep ? " " : "", inner ? "內戰" : "外戰");
		rule_reason(r, inner ? _("%s三傳皆神克將，內戰，禍患難解")
			  : _("%s三傳皆將克神，外戰，禍患易解"), sep);
		sep = semi;
	}
	if (clamp) {
		enum lr_kin kin = lr_kin_of(k->stem, u);
		/* "夾同類，身不由己，受人驅策；夾財，財不由己費用；惟夾克鬼反吉"
		 * (the 鬼墓 example's "財受夾克格"). */
		rule_variant(r, "%s夾克%s", *sep ? " " : "", kin == LR_WEALTH
			   ? " 財受夾克格" : "");
		rule_reason(r, _("%s初傳%s坐%s受下克，乘%s受將克，夾克（《訂訛》）"), sep,
			  BN(u), BN(c->earth[u]), lr_general_name(k->g[0]));
		rule_reason(r, "%s", kin == LR_SIBLING ? _("同類，身不由己")
			  : kin == LR_WEALTH ? _("妻財，財受夾克，財不由己費用")
			  : kin == LR_OFFICIAL ? _("官鬼，夾鬼反吉") : "");
	}
	return YES;
}

/* 九醜: "凡戊子、戊午、壬子、壬午、乙卯、乙酉、己卯、己酉、辛卯、辛酉十日，
 * 為九醜日。如四仲時占，丑臨日加四仲上發用，為九醜課"; 《訂訛》 "丑臨四仲
 * 發用是也 … 四仲時占更的"; "刚日日辰在天乙前為重陽，害父。柔日日辰在天乙
 * 後為重陰，害母". */
int kj_jiuchou(const struct ev *k, struct lr_rule_result *r)
{
	static const int days[] = { 24, 54, 48, 18, 51, 21, 15, 45, 27, 57 };
	bool day = false;
	for (size_t i = 0; i < sizeof days / sizeof days[0]; i++)
		day |= k->day == days[i];
	if (!day)
		return NO;
	int seat = k->c->earth[LR_CHOU];
	bool used = k->t[0] == LR_CHOU && lr_rank_of(seat) == LR_ZHONG;
	/* 《訂訛》 (setting jiuchou-reading=dinge): 「不發用而臨支上者亦是」 */
	bool on_branch = !used && seat == k->branch
			 && k->c->settings.jiuchou_reading == LR_JIUCHOU_DINGE;
	if (!used && !on_branch)
		return NO;
	char name[7];
	if (used)
		rule_reason(r, seat == k->branch ? _("%s日九醜日；丑臨日支%s發用")
			  : _("%s日九醜日；丑臨仲%s發用"),
			  lr_cycle_name(k->day, name), BN(seat));
	else {
		rule_variant(r, "臨支不發用");
		rule_reason(r, _("%s日九醜日；丑臨日支%s，不發用（《訂訛》「不發用而臨"
			  "支上者亦是」）"), lr_cycle_name(k->day, name), BN(seat));
	}
	int h = k->c->input.hour;
	if (lr_rank_of(h) == LR_ZHONG)
		rule_reason(r, _("；%s時四仲，更的"), BN(h));
	else
		rule_reason(r, _("；%s時非仲（正文「如四仲時占」，《訂訛》作更的，"
			  "依《訂訛》仍論）"), BN(h));
	const struct lr_chart *c = k->c;
	bool front = kj_before_noble(c->general_on[k->stem_up])
		     && kj_before_noble(c->general_on[k->branch_up]);
	bool back = kj_after_noble(c->general_on[k->stem_up])
		    && kj_after_noble(c->general_on[k->branch_up]);
	if (lr_stem_yang(k->stem) && front) {
		rule_variant(r, "%s重陽", r->variant[0] ? " " : "");
		rule_reason(r, _("；剛日日辰在天乙前，重陽害父"));
	} else if (!lr_stem_yang(k->stem) && back) {
		rule_variant(r, "%s重陰", r->variant[0] ? " " : "");
		rule_reason(r, _("；柔日日辰在天乙後，重陰害母"));
	}
	if (k->g[0] == LR_G_TIGER)
		rule_reason(r, _("；乘白虎，決主死亡"));
	return YES;
}

/* 鬼墓: "凡日辰墓神及日鬼發用，為鬼墓課。蓋鬼者賊也，陽見陽，陰見陰為鬼
 * … 如甲乙寅卯見未，丙丁巳午見戌，戊己、辰戌丑未、壬癸亥子見辰，庚辛申酉
 * 見丑"; 墓門開格 "凡日辰墓神乘蛇虎加卯酉，並人行年". */
static bool ghost_of(int stem, int b)
{
	return lr_overcomes(lr_branch_phase(b), lr_stem_phase(stem))
	       && lr_branch_yang(b) == lr_stem_yang(stem);
}

/* 墓門開格 "凡日辰墓神乘蛇虎加卯酉，並人行年": the tomb GATE (the 日墓 ST or
 * the 辰墓) riding 蛇 or 虎 on 卯 or 酉, SEP before its clause. */
static void tomb_gate(const struct ev *k, struct lr_rule_result *r, int gate,
		      int st, const char *sep)
{
	const struct lr_chart *c = k->c;
	rule_variant(r, "%s墓門開格", *sep ? " " : "");
	rule_reason(r, gate == st ? _("%s日墓%s乘%s加%s") : _("%s辰墓%s乘%s加%s"),
		  sep, BN(gate), lr_general_name(c->general_on[gate]),
		  BN(c->earth[gate]));
	if (k->xingnian < 0)
		rule_reason(r, _("；並人行年 未論（需行年）"));
	else if (k->xingnian == c->earth[gate])
		rule_reason(r, _("；並行年%s，正墓門開"), BN(k->xingnian));
	else
		rule_reason(r, _("；不並行年%s"), BN(k->xingnian));
}

/* Common (over 15% of all charts) by the text itself:
 * 「凡日辰墓神及日鬼發用」: a 墓 of 干 or 支, or a 鬼, as the 發用. */
int kj_guimu(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	int u = k->t[0];
	int st = tomb_of(k->se), bt = tomb_of(ph(k->branch));
	bool ghost = ghost_of(k->stem, u);
	bool tomb = u == st || u == bt;
	/* 墓門開格: a tomb riding 蛇 or 虎 on 卯 or 酉. */
	int gate = -1;
	for (int i = 0; i < 2 && gate < 0; i++) {
		int t = i ? bt : st;
		int g = c->general_on[t];
		if ((c->earth[t] == LR_MAO || c->earth[t] == LR_YOU)
		    && (g == LR_G_SNAKE || g == LR_G_TIGER))
			gate = t;
	}
	if (!ghost && !tomb && gate < 0)
		return NO;
	const char *sep = "";
	if (ghost || tomb) {
		/* 《訂訛》 "或作干鬼干墓，或作支鬼支墓": the 支's own 鬼 and 墓
		 * in one 發用 (子日 辰) */
		bool branch_pair = !ghost && u == bt
				   && lr_overcomes(ph(u), ph(k->branch))
				   && lr_branch_yang(u) == lr_branch_yang(k->branch);
		const char *fmt = !tomb ? _("發用%s為日鬼")
				  : ghost ? (u == st ? _("發用%s為日鬼又為日墓")
					     : _("發用%s為日鬼又為辰墓"))
				  : branch_pair ? _("發用%s為支鬼又為支墓（《訂訛》「或作支鬼支墓」）")
				  : u == st ? _("發用%s為日墓") : _("發用%s為辰墓");
		rule_reason(r, fmt, BN(u));
		rule_variant(r, "%s", (ghost && tomb) || branch_pair ? "鬼墓並"
			   : ghost ? "日鬼發用" : "墓神發用");
		sep = _("；");
	} else {
		/* the 課 by its 墓門開格 alone: that first, the 格 of the plate
		 * after it */
		tomb_gate(k, r, gate, st, sep);
	}
	/* The four tombs 丑辰未戌 and the 孟 of their phases 申亥寅巳:
	 * 用起四墓格 "若用起丑加申、辰加亥、未加寅、戌加巳"; 自坐四墓格 "如
	 * 申加丑、亥加辰、寅加未、巳加戌"; 墓加長生 "未加亥、戌加寅、丑加巳、
	 * 辰加申用" (each tomb on its phase's 長生); 傳墓入墓 "若寅加酉、巳加
	 * 子、申加卯、亥加午為用" (the 中傳 over such a 用 is its own tomb). */
	static const int four[4][4] = {
		/* tomb, 孟 of its phase, 長生 of its phase, 傳墓 seat */
		{ LR_CHOU, LR_SHEN, LR_SI, LR_MAO },
		{ LR_CHEN, LR_HAI, LR_SHEN, LR_WU_B },
		{ LR_WEI, LR_YIN, LR_HAI, LR_YOU },
		{ LR_XU, LR_SI, LR_YIN, LR_ZI },
	};
	for (int i = 0; i < 4; i++) {
		int seat = c->earth[u];
		if (u == four[i][0] && seat == four[i][1] && (ghost || tomb)) {
			rule_variant(r, " 用起四墓");
			rule_reason(r, _("；%s加%s，用起四墓格"), BN(u), BN(seat));
		}
		/* 自坐四墓 whatever fires the 課: the sentence asks no 鬼 or
		 * 墓 of the 發用 */
		if (u == four[i][1] && seat == four[i][0]) {
			rule_variant(r, " 自坐四墓");
			rule_reason(r, _("；%s加%s，自坐其墓，自坐四墓格"), BN(u),
				  BN(seat));
		}
		if (u == four[i][0] && seat == four[i][2] && (ghost || tomb)) {
			rule_variant(r, " 墓加長生");
			rule_reason(r, _("；墓%s加長生%s，墓加長生（「舊事再發」）"),
				  BN(u), BN(seat));
		}
		if (u == four[i][1] && seat == four[i][3] && (ghost || tomb)) {
			rule_variant(r, " 傳墓入墓");
			rule_reason(r, _("；%s加%s發用，傳墓入墓"), BN(u), BN(seat));
			if (k->t[1] == four[i][0])
				rule_reason(r, _("（中傳%s為其墓）"), BN(k->t[1]));
		}
	}
	if (k->stem_up == st && (ghost || tomb)) {
		rule_variant(r, " 墓神覆日");
		rule_reason(r, _("；干上%s為日墓，墓神覆日"), BN(st));
	}
	/* "或丁卯日戌加卯為干墓臨支，主宅舍衰廢" (《訂訛》 "辰上得日墓為干墓
	 * 臨支"): the 日墓 on the 支, whatever makes the 課 fire. */
	if (k->branch_up == st) {
		rule_variant(r, " 干墓臨支");
		rule_reason(r, _("；支上%s為日墓，干墓臨支"), BN(st));
	}
	/* "或壬寅干上辰支上未，為干支乘墓，如人在雲霧中行也" (《訂訛》 "日上
	 * 得日墓，辰上又得辰墓"). */
	if (k->stem_up == st && k->branch_up == bt) {
		rule_variant(r, " 干支乘墓");
		rule_reason(r, _("；干上%s為日墓、支上%s為辰墓，干支乘墓"), BN(st),
			  BN(bt));
	}
	/* 《訂訛》 "或日下臨日墓，辰下又臨辰墓，為干支坐墓" (殃咎 "如丙寅日巳加
	 * 戌、寅加未是也"). */
	if (c->earth[k->lodge] == st && c->earth[k->branch] == bt) {
		rule_variant(r, " 干支坐墓");
		rule_reason(r, _("；干%s臨日墓%s、支%s臨辰墓%s，干支坐墓"),
			  BN(k->lodge), BN(st), BN(k->branch), BN(bt));
	}
	/* "或甲申日寅加丑、申加未，為干支互換坐墓": the 干 (at its 寄宮)
	 * sits on the 支's tomb and the 支 on the 干's; the 《訂訛》's 墓有五格
	 * reads it by the gods on them, "或日上得辰墓，辰上得日墓，為干支互換
	 * 坐墓": either is the 格. */
	bool swap_seat = st != bt && c->earth[k->lodge] == bt
			 && c->earth[k->branch] == st;
	bool swap_up = st != bt && k->stem_up == bt && k->branch_up == st;
	if (swap_seat || swap_up)
		rule_variant(r, " 干支互換坐墓");
	if (swap_seat)
		rule_reason(r, _("；干%s加支墓%s、支%s加日墓%s，干支互換坐墓"),
			  BN(k->lodge), BN(bt), BN(k->branch), BN(st));
	else if (swap_up)
		rule_reason(r, _("；干上%s為辰墓、支上%s為日墓，干支互換坐墓（《訂訛》）"),
			  BN(bt), BN(st));
	if (gate >= 0 && (ghost || tomb))
		tomb_gate(k, r, gate, st, sep);
	return YES;
}

/* 勵德: "凡天乙立卯酉，為勵德課 … 如日辰陰陽俱在天乙後，為微服格 … 如日
 * 辰陰陽俱在天乙前，為蹉跎格"; the compiler's note "此課止宜以四段定之"
 * and "勵德言前後者，指天將而言 … 後六前五". */
/* Common (over 15% of all charts) by the text itself:
 * 「凡天乙立卯酉」: the noble on 卯 or 酉: two palaces in twelve. */
int kj_lide(const struct ev *k, struct lr_rule_result *r)
{
	const struct lr_chart *c = k->c;
	int seat = c->earth[c->noble];
	if (seat != LR_MAO && seat != LR_YOU)
		return NO;
	int front[2] = { 0, 0 }, back[2] = { 0, 0 };	/* [yang, yin] */
	for (int i = 0; i < 4; i++) {
		int g = c->lessons[i].general;
		front[i & 1] += kj_before_noble(g);
		back[i & 1] += kj_after_noble(g);
	}
	rule_reason(r, _("天乙%s立%s"), BN(c->noble), BN(seat));
	if (back[0] == 2 && back[1] == 2) {
		rule_variant(r, "微服格");
		rule_reason(r, _("；日辰陰陽俱在天乙後，微服格：君子遷官，小人退職"));
	} else if (front[0] == 2 && front[1] == 2) {
		rule_variant(r, "蹉跎格");
		rule_reason(r, _("；日辰陰陽俱在天乙前，蹉跎格：小人進職，君子退位"));
	} else if (front[0] == 2 && back[1] == 2) {
		rule_variant(r, "陽前陰後");
		rule_reason(r, _("；日辰陽神在前、陰神在後：君子則吉，小人則危"));
	} else if (front[1] == 2 && back[0] == 2) {
		rule_variant(r, "陰前陽後");
		rule_reason(r, _("；日辰陰神在前、陽神在後：小人得意，君子失機"));
	} else {
		rule_reason(r, _("；日辰陰陽前後相雜"));
	}
	return YES;
}

/* 盤珠: "凡太歲、月建及日、時並三傳皆在四課之中，曰盤珠課 … 歲月日時皆
 * 在四課之上，為天心格 … 三傳戌酉申，皆在四課之上，為回還格。此二格合一，
 * 如盤中走珠". For 天心 四課 counts the upper and lower branches of
 * the lessons (its example's 日巳 is the lower of lesson 3). */
/* 天心 within SET (branches): 歲 月 日 時 all in it; 1 yes, 0 no, -1
 * unknown (the year or the month not known). */
static int heart_in(const struct ev *k, unsigned set)
{
	if (!(set & BIT(k->branch)) || !(set & BIT(k->c->input.hour)))
		return 0;
	if ((k->year >= 0 && !(set & BIT(k->year)))
	    || (k->month >= 0 && !(set & BIT(k->month))))
		return 0;
	return k->year >= 0 && k->month >= 0 ? 1 : -1;
}

int kj_panzhu(const struct ev *k, struct lr_rule_result *r)
{
	unsigned all = kj_lesson_all(k), up = kj_lesson_uppers(k);
	int h = k->c->input.hour;
	/* 回還格 "皆在四課之上": the upper branches (with the lower ones
	 * half of all charts would qualify). 象曰 "三傳四課，偶合異常": in
	 * 伏吟 and 返吟 the transmissions are lesson branches by
	 * construction, no 偶合; not counted. */
	bool back = (k->tmask & ~up) == 0 && k->c->method != LR_M_FUYIN
		    && k->c->method != LR_M_FANYIN;
	/* 天心 in the lessons, or 《訂訛》 "或俱在三傳之中" */
	int in_lessons = heart_in(k, all), in_trans = heart_in(k, k->tmask);
	int heart = in_lessons > 0 || in_trans > 0 ? 1
		    : in_lessons < 0 || in_trans < 0 ? -1 : 0;
	if (!back && heart == 0)
		return NO;
	if (!back && heart < 0)
		return rule_unknown(r, LR_NEED_YEAR | LR_NEED_MONTH, in_lessons < 0
				  ? _("日時在四課，尚需歲月亦在四課（天心格）")
				  : _("日時在三傳，尚需歲月亦在三傳（天心格，《訂訛》）"));
	char set[40];
	rule_reason(r, _("四課%s"), kj_set_names(back ? up : all, set, sizeof set));
	if (back) {
		rule_variant(r, "回還格");
		rule_reason(r, _("；三傳%s%s%s皆在四課之上，回還格"), BN(k->t[0]),
			  BN(k->t[1]), BN(k->t[2]));
	}
	if (heart > 0) {
		rule_variant(r, "%s天心格", back ? " " : "");
		rule_reason(r, in_lessons > 0 ? _("；歲%s月%s日%s時%s皆在四課，天心格")
			  : _("；歲%s月%s日%s時%s皆在三傳，天心格（《訂訛》）"),
			  BN(k->year), BN(k->month), BN(k->branch), BN(h));
	} else if (heart < 0) {
		rule_reason(r, _("；天心格 未論（需太歲、月建）"));
	}
	if (back && heart > 0)
		rule_reason(r, _("；二格合一，盤中走珠"));
	return YES;
}
