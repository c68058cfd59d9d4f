/* liuren - kejing_quanju_to_wulei.c: the 課經 of 《六壬大全》 read from the
 * shape and the kind of the three transmissions (卷十 全局 … 物類): 全局
 * 玄胎 連珠 (with its 格 夾定 … 朝日 朝支) 間傳 (its 24 forms, 撞干 撞支)
 * 六純 雜狀 物類.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/kejing.h"

#include <stdio.h>

/* 全局: "凡課得三合俱在傳者，為全局課。如三傳申子辰水局，名潤下格 … 寅午
 * 戌火局，名炎上格 … 亥卯未木局曲直格 … 巳酉丑金局，名從革格 … 辰戌丑未
 * 名稼穡"; 《訂訛》 "稼穡：三傳辰戌丑未，無丁馬是也". */
/* Common (over 15% of all charts) by the text itself:
 * 「凡課得三合俱在傳者」: a whole 三合 in the transmissions. */
int kj_quanju(const struct ev *k, struct lr_rule_result *r)
{
	int trine[3];
	lr_trine(k->t[0], trine);
	unsigned frame = BIT(trine[0]) | BIT(trine[1]) | BIT(trine[2]);
	bool earth = true;
	for (int i = 0; i < 3; i++)
		earth &= ph(k->t[i]) == LR_EARTH;
	if (earth) {
		/* 《訂訛》 "稼穡：三傳辰戌丑未，無丁馬是也": with the 旬丁 or
		 * the 天馬 (正月起午，順行六陽位) among them it is 遊子 */
		int ding = lr_branch_add(lr_cycle_branch(k->xun_head), LR_DING);
		if (trans_index(k, ding) >= 0)
			return NO;
		int sky = k->month_index >= 0
			  ? lr_branch_add(LR_WU_B, 2 * (k->month_index % 6)) : -1;
		if (sky >= 0 && trans_index(k, sky) >= 0)
			return NO;
		if (sky < 0 && (k->tmask & (BIT(LR_CHEN) | BIT(LR_XU))))
			return rule_unknown(r, LR_NEED_MONTH,
					  _("三傳皆土，旬丁不入傳，尚需看天馬"));
		rule_variant(r, "稼穡");
		rule_reason(r, _("三傳%s%s%s皆土，無旬丁（%s）"), BN(k->t[0]),
			  BN(k->t[1]), BN(k->t[2]), BN(ding));
		if (sky >= 0)
			rule_reason(r, _("、無天馬（%s月%s）"), BN(k->month),
				  BN(sky));
		rule_reason(r, _("，稼穡"));
		return YES;
	}
	if (k->tmask != frame)
		return NO;
	static const char *const names[5] = {
		"曲直", "炎上", "稼穡", "從革", "潤下"
	};
	enum lr_phase p = ph(trine[1]);
	rule_variant(r, "%s", names[p]);
	rule_reason(r, _("三傳%s%s%s，%s%s%s三合%s局，%s格"), BN(k->t[0]),
		  BN(k->t[1]), BN(k->t[2]), BN(trine[0]), BN(trine[1]),
		  BN(trine[2]), lr_phase_name(p), names[p]);
	/* 《袖中金》 "甲戊丙庚四日無曲直" — noted, not applied. */
	return YES;
}

/* 玄胎 (元胎): "凡孟神發用，傳皆四孟，為元胎課"; 《訂訛》 "寅加巳、巳加
 * 申、申加亥、亥加寅，為進步長生 … 寅加亥 … 為退步長生 … 若反吟課為絕胎". */
/* Common (over 15% of all charts) by the text itself:
 * 「凡孟神發用，傳皆四孟」: the four 孟 as the transmissions. */
int kj_xuantai(const struct ev *k, struct lr_rule_result *r)
{
	for (int i = 0; i < 3; i++)
		if (lr_rank_of(k->t[i]) != LR_MENG)
			return NO;
	int u = k->t[0], seat = k->c->earth[u];
	rule_reason(r, _("三傳%s%s%s皆孟"), BN(k->t[0]), BN(k->t[1]),
		  BN(k->t[2]));
	if (k->c->method == LR_M_FANYIN) {
		rule_variant(r, "絕胎");
		rule_reason(r, _("；返吟，為絕胎"));
	} else if (seat == lr_branch_add(u, 3)) {
		rule_variant(r, "進步長生");
		rule_reason(r, _("；%s加%s，進步長生（病胎）"), BN(u), BN(seat));
	} else if (seat == lr_branch_add(u, -3)) {
		rule_variant(r, "退步長生");
		rule_reason(r, _("；%s加%s，退步長生（生胎）"), BN(u), BN(seat));
	}
	if (k->g[0] == LR_G_QUEEN && lr_kin_of(k->stem, u) == LR_WEALTH)
		rule_reason(r, _("；用值天后財爻，主妻懷胎"));
	return YES;
}

/* Steps from the first transmission to B along the transmissions'
 * direction S, as -5 … 6 (behind the 初傳 is negative). */
static int kj_steps(const struct ev *k, int s, int b)
{
	int d = ((b - k->t[0]) * s % LR_BRANCHES + LR_BRANCHES) % LR_BRANCHES;
	return d > 6 ? d - LR_BRANCHES : d;
}

/* Add the 格 NAME to R's variant, space-separated. */
static void kj_form(struct lr_rule_result *r, const char *name)
{
	rule_variant(r, "%s%s", r->variant[0] ? " " : "", name);
}

/* The 夾 格 of 連珠 on three branches in a row going S (+1 or -1), read
 * between the 干上神 and 支上神; true when one held. */
static bool lianzhu_between(const struct ev *k, int s,
			    struct lr_rule_result *r)
{
	/* the kin of the branch missing between them, by lr_kin */
	static const char *const gap_kin[5] = {
		N_("，虛者是日兄弟）"), N_("，虛者是日子孫）"), N_("，虛者是日財）"),
		N_("，虛者是日鬼）"), N_("，虛者是日父母）")
	};
	int a = kj_steps(k, s, k->stem_up), b = kj_steps(k, s, k->branch_up);
	bool held = false;
	if (k->stem_up == k->branch_up)
		return false;
	int lo = a < b ? a : b, hi = a < b ? b : a;
	int lo_b = a < b ? k->stem_up : k->branch_up;
	int hi_b = a < b ? k->branch_up : k->stem_up;
	/* 夾定三傳格: "凡日辰前後夾定三傳在內，為夾定三傳格 … 如癸酉日亥加戌". */
	if (lo == -1 && hi == 3) {
		kj_form(r, "夾定三傳格");
		rule_reason(r, _("；干上%s、支上%s前後夾定三傳在內，夾定三傳格"),
			  BN(k->stem_up), BN(k->branch_up));
		held = true;
	} else if (lo <= 0 && hi >= 2) {
		/* 夾定虛一格: "凡日辰前後夾定少一位，為夾定虛一格 … 丁卯日干上
		 * 申，三傳辰巳午，欠一未字". */
		int span = hi - lo + 1, covered = 3 + (lo < 0) + (hi > 2);
		if (span - covered == 1) {
			int gap = lo < -1 ? -1 : hi > 3 ? 3 : -2;
			int gb = lr_branch_add(k->t[0], gap * s);
			kj_form(r, "夾定虛一格");
			rule_reason(r, _("；%s上%s、%s上%s之間夾三傳，欠一%s字，夾定虛一格"),
				  lo_b == k->stem_up ? "干" : "支", BN(lo_b),
				  hi_b == k->stem_up ? "干" : "支", BN(hi_b),
				  BN(gb));
			rule_reason(r, "%s", gap < 0 ? _("（前虛一") : _("（後虛一"));
			rule_reason(r, "%s", _(gap_kin[lr_kin_of(k->stem, gb)]));
			held = true;
		}
	} else if ((a == -1 && (b == 0 || b == 1))
		   || (b == -1 && (a == 0 || a == 1))) {
		/* 夾不住格: "凡三傳透出日干之外，為夾不住格 … 如甲子日，三傳子
		 * 亥戌是也。若干透出支 … 支透出干". Read as: one of 干上/支上 right
		 * behind the 初傳, the other passed by the 傳 (a reading). */
		bool out_of_branch = a == -1;
		int e = out_of_branch ? b : a;
		kj_form(r, "夾不住格");
		rule_reason(r, _("；初傳%s緊接%s上%s，末傳%s透出%s上%s之外，夾不住格"),
			  BN(k->t[0]), out_of_branch ? "干" : "支",
			  BN(out_of_branch ? k->stem_up : k->branch_up),
			  BN(k->t[2]), out_of_branch ? "支" : "干",
			  BN(out_of_branch ? k->branch_up : k->stem_up));
		rule_reason(r, "%s", out_of_branch
			  ? (s > 0 ? _("（干透出支，因進之太過）")
				   : _("（干透出支，因退之不及）"))
			  : (s > 0 ? _("（支透出干，因進之太過）")
				   : _("（支透出干，因退之不及）")));
		for (int i = e + 1; i < 3; i++) {
			enum lr_kin kn = lr_kin_of(k->stem, k->t[i]);
			if (kn == LR_OFFICIAL)
				rule_reason(r, _("；透%s鬼在外"), BN(k->t[i]));
			else if (kn == LR_WEALTH)
				rule_reason(r, _("；透%s財在外"), BN(k->t[i]));
		}
		held = true;
	}
	return held;
}

/* The 朝日 and 朝支 格 of 連珠; true when one held. */
static bool lianzhu_toward_day(const struct ev *k, struct lr_rule_result *r)
{
	/* 支上發傳朝日格: "凡三傳有支上發傳朝日格 … 如丙寅日干上午，三傳辰巳
	 * 午". The book's three charts all start from the 支's 陰神 (the
	 * fourth lesson), so either lesson of the 支 is taken. */
	if (k->t[2] == k->stem_up
	    && (k->t[0] == k->c->lessons[2].upper
		|| k->t[0] == k->c->lessons[3].upper)) {
		kj_form(r, "支上發傳朝日格");
		rule_reason(r, k->t[0] == k->c->lessons[2].upper
			  ? _("；初傳%s出於支之陽神，末傳%s歸干上，支上發傳朝日格")
			  : _("；初傳%s出於支之陰神，末傳%s歸干上，支上發傳朝日格"),
			  BN(k->t[0]), BN(k->t[2]));
		return true;
	}
	/* 三傳朝支格: "凡三傳有干上發傳及他處發傳，歸支上；有支上自發用相連作
	 * 三傳者，三傳朝支格 … 如甲午日三傳辰巳午，末傳引入死地". Beside 朝日:
	 * the 傳 end on the 支上神 (as 朝日's on the 干上神) or on the 支
	 * itself (the book's 甲午 chart, 辰加卯 as in 夾定三傳, ends on 午, the
	 * 支; its 支上 is 未), starting anywhere; or the 支上神 is the 發用 and
	 * the 傳 do not go to the 干上 (that is 朝日). One 朝 per chart. */
	int up = k->c->lessons[2].upper;
	bool end = k->t[2] == up || k->t[2] == k->branch;
	if (!end && k->t[0] != up)
		return false;
	kj_form(r, "三傳朝支格");
	if (end)
		/* TRANSLATORS: the second %s is where the 初傳 starts from:
		 * 自干上, 自干之陰神, 自支上 or 自他處; the last a term */
		rule_reason(r, _("；初傳%s%s發傳，末傳%s歸%s，三傳朝支格"), BN(k->t[0]),
			  k->t[0] == k->stem_up ? _("自干上")
			  : k->t[0] == k->c->lessons[1].upper ? _("自干之陰神")
			  : k->t[0] == up ? _("自支上") : _("自他處"), BN(k->t[2]),
			  k->t[2] == up ? "支上" : "日支");
	else
		rule_reason(r, _("；支上%s自發用相連作三傳，三傳朝支格"), BN(up));
	/* "末傳引入死地": the day's 死 (長生 + 7); "旺相尤可，死囚更凶". */
	if (k->t[2] == lr_branch_add(growth_of(k->se), 7))
		rule_reason(r, _("；末傳%s為%s日死地，引入死地"), BN(k->t[2]),
			  SN(k->stem));
	if (k->season_month >= 0 && kj_thriving(k, k->t[2]))
		rule_reason(r, _("；末傳%s%s，旺相尤可"), BN(k->t[2]),
			  kj_vigour_name(k, k->t[2]));
	else if (k->season_month >= 0 && kj_failing(k, k->t[2]))
		rule_reason(r, _("；末傳%s%s，死囚更凶"), BN(k->t[2]),
			  kj_vigour_name(k, k->t[2]));
	return true;
}

/* 連珠: "凡用神傳在一方，相連作中末，為連珠課。如三傳寅卯辰之類"; 《訂訛》
 * "三傳孟仲季相連". Three in a row within one 方 (連茹 takes any three);
 * the 格 under the heading (夾定 …, 朝日) are given on 辰巳午 and 子亥戌 too,
 * so three in a row across 方 count when one of them holds. */
int kj_lianzhu(const struct ev *k, struct lr_rule_result *r)
{
	int u = k->t[0];
	int s = k->t[1] == lr_branch_add(u, 1) && k->t[2] == lr_branch_add(u, 2) ? 1
		: k->t[1] == lr_branch_add(u, -1) && k->t[2] == lr_branch_add(u, -2)
		? -1 : 0;
	if (!s)
		return NO;
	bool fwd = s > 0 && lr_rank_of(u) == LR_MENG;
	bool bwd = s < 0 && lr_rank_of(u) == LR_JI_RANK;
	if (fwd || bwd) {
		/* "退連茹又名失友格" */
		rule_variant(r, "%s", fwd ? "進連珠" : "退連珠 失友格");
		rule_reason(r, _("三傳%s%s%s同在%s方，孟仲季%s相連"), BN(k->t[0]),
			  BN(k->t[1]), BN(k->t[2]),
			  lr_phase_name(ph(k->t[1])), fwd ? "順" : "逆");
		if (bwd)
			rule_reason(r, _("；退連茹，又名失友格"));
		if (k->tmask == (BIT(LR_HAI) | BIT(LR_ZI) | BIT(LR_CHOU))) {
			kj_form(r, "三奇聯珠");
			rule_reason(r, _("；亥子丑日月星奇全，三奇聯珠"));
		}
		lianzhu_between(k, s, r);
		lianzhu_toward_day(k, r);
		return YES;
	}
	struct lr_rule_result probe = *r;
	/* 《訂訛》 "進連珠事順，退連珠事逆": the direction of every 連珠,
	 * and "退連茹又名失友格" */
	rule_variant(&probe, "%s", s > 0 ? "進連珠" : "退連珠 失友格");
	rule_reason(&probe, _("三傳%s%s%s%s相連，不在一方"), BN(k->t[0]),
		  BN(k->t[1]), BN(k->t[2]), s > 0 ? "順" : "逆");
	if (s < 0)
		rule_reason(&probe, _("；退連茹，又名失友格"));
	bool between = lianzhu_between(k, s, &probe);
	if (!lianzhu_toward_day(k, &probe) && !between)
		return NO;
	*r = probe;
	return YES;
}

/* 間傳: "凡課間位作三傳，為間傳課。此順間傳十二格，逆間傳十二格". */
static const char *const jian_forward[LR_BRANCHES] = {
	"向陽", "出戶", "出陽", "盈陽", "登三天", "充盈",
	"出三天", "入冥", "涉三淵", "凝陰", "入三淵", "溟濛"
};
static const char *const jian_backward[LR_BRANCHES] = {
	"偃蹇", "極陰", "冥陰", "斷澗", "涉疑", "轉悖",
	"顧祖", "回明", "凝陽", "勵明", "悖戾", "時遁"
};

const char *kj_jianchuan_name(int first, int step)
{
	if (first < 0 || first >= LR_BRANCHES || (step != 1 && step != -1))
		return NULL;
	return step > 0 ? jian_forward[first] : jian_backward[first];
}

/* Common (over 15% of all charts) by the text itself:
 * 「凡課間位作三傳」: transmissions a palace apart, either way. */
int kj_jianchuan(const struct ev *k, struct lr_rule_result *r)
{
	int u = k->t[0], step;
	if (k->t[1] == lr_branch_add(u, 2) && k->t[2] == lr_branch_add(u, 4))
		step = 1;
	else if (k->t[1] == lr_branch_add(u, -2) && k->t[2] == lr_branch_add(u, -4))
		step = -1;
	else
		return NO;
	const char *name = kj_jianchuan_name(u, step);
	if (!name)
		return NO;
	rule_variant(r, "%s", name);
	rule_reason(r, _("三傳%s%s%s%s間位而行，為%s格"), BN(k->t[0]),
		  BN(k->t[1]), BN(k->t[2]), step > 0 ? "順" : "逆", name);
	/* 撞干格 撞支格: "干支前一位為關隔 … 如三傳通連日干為撞干格 … 辛巳
	 * 日丑加卯，三傳丑亥酉 … 緣被末傳撞辛之關". Read as the 初傳 or 末傳
	 * standing on the earth branch one before (順) the 干's 寄宮 or the
	 * 支: 酉 stands on 亥, one before 辛's 戌 (a reading). */
	int gate[2] = { lr_branch_add(k->lodge, 1), lr_branch_add(k->branch, 1) };
	for (int g = 0; g < 2; g++)
		for (int i = 0; i < 3; i += 2) {
			if (k->c->earth[k->t[i]] != gate[g])
				continue;
			kj_form(r, g ? "撞支格" : "撞干格");
			if (g)
				rule_reason(r, _("；%s%s臨%s，%s為支%s前一位（關隔），撞支格"),
					  lr_transmission_name(i), BN(k->t[i]),
					  BN(gate[g]), BN(gate[g]), BN(k->branch));
			else
				rule_reason(r, _("；%s%s臨%s，%s為%s寄%s前一位（關隔），撞干格"),
					  lr_transmission_name(i), BN(k->t[i]),
					  BN(gate[g]), BN(gate[g]), SN(k->stem),
					  BN(k->lodge));
			break;
		}
	return YES;
}

/* 六純: "凡四課三傳俱陽，如三傳俱陰，為六純課。如四課屬陽，中一課發用並中
 * 末皆陽，為六陽課 … 若四課陰 … 為六陰格". */
/* Common (over 15% of all charts) by the text itself:
 * 「凡四課三傳俱陽，如三傳俱陰」: all yang or all yin. */
int kj_liuchun(const struct ev *k, struct lr_rule_result *r)
{
	bool yang = lr_branch_yang(k->t[0]);
	for (int i = 0; i < 4; i++)
		if (lr_branch_yang(k->c->lessons[i].upper) != yang)
			return NO;
	for (int i = 1; i < 3; i++)
		if (lr_branch_yang(k->t[i]) != yang)
			return NO;
	rule_variant(r, "%s", yang ? "六陽" : "六陰");
	rule_reason(r, yang ? _("四課上神與三傳%s%s%s俱陽，六陽：宜尊貴占天庭高尊事")
		  : _("四課上神與三傳%s%s%s俱陰，六陰：宜卑下占陰謀私事"),
		  BN(k->t[0]), BN(k->t[1]), BN(k->t[2]));
	return YES;
}

/* 雜狀: "凡課俱取初傳動爻，以別五行純雜、數目、物色為用 … 子午卯酉四仲為
 * 純。寅中有生火 … 丑中有金墓"; 十雜卦 "發用得本長生者，上祖是本姓 … 如甲
 * 乙日用未 … 為死雜卦，家中有兩姓人同居". A reading of every chart's
 * first transmission: a remark. */
/* Common (over 15% of all charts) by the text itself:
 * 「凡課俱取初傳動爻」: every 課 read by its 初傳: every chart. */
int kj_zazhuang(const struct ev *k, struct lr_rule_result *r)
{
	static const char *const mixed[LR_BRANCHES] = {
		NULL, N_("金墓"), N_("生火"), NULL, N_("水土墓"), N_("生金"),
		NULL, N_("木墓"), N_("生水生土"), NULL, N_("火墓"), N_("生木")
	};
	int u = k->t[0];
	if (!mixed[u]) {
		rule_variant(r, "純");
		rule_reason(r, _("發用%s為四仲，純"), BN(u));
	} else {
		rule_variant(r, "雜");
		rule_reason(r, _("發用%s中有%s，雜"), BN(u), _(mixed[u]));
	}
	if (u == growth_of(k->se)) {
		rule_variant(r, " 生雜");
		rule_reason(r, _("；%s為%s日長生，生雜，上祖本姓"), BN(u),
			  SN(k->stem));
	} else if (u == tomb_of(k->se)) {
		rule_variant(r, " 死雜");
		rule_reason(r, _("；%s為%s日之墓，死雜，兩姓同居"), BN(u),
			  SN(k->stem));
	}
	return YES;
}

/* 物類: "凡課俱取初傳動爻，以別五行六親、物類親疏、旺相休囚為用 … 甲日日
 * 辰見亥，乃木生，為生事，將來新物 … 見卯乃木旺，為目下事 … 見未乃木死處，
 * 為死事". A reading of every chart's first transmission: a remark. */
/* Common (over 15% of all charts) by the text itself:
 * 「凡課俱取初傳動爻」: every 課 read by its 初傳: every chart. */
int kj_wulei(const struct ev *k, struct lr_rule_result *r)
{
	static const char *const kin[5] = {
		"兄弟", "子孫", "妻財", "官鬼", "父母"
	};
	int u = k->t[0];
	enum lr_kin kn = lr_kin_of(k->stem, u);
	rule_variant(r, "%s", kin[kn]);
	rule_reason(r, _("發用%s為%s日%s"), BN(u), SN(k->stem), kin[kn]);
	if (u == growth_of(k->se)) {
		rule_variant(r, " 生事");
		rule_reason(r, _("；日之長生，為生事，將來新物"));
	} else if (u == kj_peak(k->se)) {
		rule_variant(r, " 目下事");
		rule_reason(r, _("；日之旺處，為目下事"));
	} else if (u == tomb_of(k->se)) {
		rule_variant(r, " 死事");
		rule_reason(r, _("；日之墓，為死事，已過舊事"));
	}
	if (k->season_month >= 0)
		rule_reason(r, kj_thriving(k, u) ? _("；%s%s，新氣") : _("；%s%s，舊氣"),
			  BN(u), kj_vigour_name(k, u));
	return YES;
}
