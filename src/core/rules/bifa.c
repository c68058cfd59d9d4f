/* liuren - bifa.c: the registry of the 畢法's detectors in the book's
 * order: for each 法, its own detector (bifa_01_12.c … bifa_76_100.c, by
 * the book's numbers), or the 課體 of the 課經 that says the same (read
 * from that detector, cited, never written twice), or the one line saying
 * why no chart decides it. The detectors write through bifa_write.c.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/bifa_internal.h"

#include <stdio.h>
#include <string.h>

#include "liuren/normalize.h"

/* ---- the registry ---- */

typedef int bf_detector(const struct ev *k, struct lr_rule_result *r);

struct rule {
	bf_detector *fn;	/* its own detector, or NULL */
	int cite;		/* the 課體 that says the same (read first; FN
				 * then reads what the 法 adds), or 0 */
	const char *variant;	/* the 格 of that 課體 it is, or NULL: any */
	const char *variant2;	/* or this one */
	bf_ge_namer *ge_of;	/* the commentary's name for the cited
				 * 課體's 格, or NULL: its variant */
	bool remark;		/* a remark rather than a main reading */
	const char *why;	/* neither: why no chart decides it */
};

#define CITE(id) .cite = LR_P_##id + 1

/* Why no chart fires a 法 that reads the matter, the querent or the way
 * a chart was made rather than the chart. */
#define READING N_("講的是斷課之法，不是盤上之象")
#define MATTER N_("要看所占之事，盤上無從決定")
#define NOT_YET N_("其盤上條件尚未寫成檢測（見注文之格）")

static const struct rule rules[LR_BIFA_COUNT + 1] = {
	/* 引從課 「凡課初末二傳，夾拱日干或日支之前後一位」, its 格 under the
	 * commentary's names; the 干支拱 and 拱年命 格 in bf_1 */
	[1] = { bf_1, CITE(YINCONG), .ge_of = bf_1_ge },
	/* its own: 一旬周遍格 (as the 課經's 閉口課 has it), 回還格, 天心格 */
	[2] = { bf_2 },
	[3] = { bf_3 },
	/* 催官使者: 日鬼乘白虎臨干上或年命, 占官 */
	[4] = { bf_4 },
	/* their own: 六純課 「四課三傳俱陽」 counts no branches; the 法 asks
	 * the number full (六陽, 五陽) */
	[5] = { bf_5 },
	[6] = { bf_6 },
	[7] = { bf_7 },
	[8] = { bf_8 },
	[9] = { bf_9 },
	/* 斲輪課 「值空亡為朽木難雕」 */
	[10] = { bf_10, CITE(ZHUOLUN), .variant = "朽木難雕" },
	[11] = { bf_11 },
	[12] = { bf_12 },
	[13] = { bf_13 },
	[14] = { bf_14 },
	[15] = { bf_15, .remark = true },
	[16] = { bf_16 },
	[17] = { bf_17 },
	[18] = { bf_18 },
	[19] = { bf_19 },
	[20] = { bf_20 },
	[21] = { bf_21 },
	[22] = { bf_22 },
	[23] = { bf_23 },
	[24] = { bf_24 },
	[25] = { bf_25 },
	[26] = { bf_26 },
	[28] = { bf_28 },
	[29] = { bf_29 },
	[30] = { bf_30 },
	[27] = { bf_27 },
	/* 亨通課 遞生格 「初生中、中生末、末生干」 */
	[31] = { bf_31, CITE(HENGTONG), .variant = "遞生格" },
	/* 殃咎課 遞克 「一初克中，中克末，末剋日干；一末克中…」 */
	[32] = { bf_32, CITE(YANGJIU), .variant = "遞克" },
	[33] = { bf_33 },
	[34] = { bf_34 },
	[35] = { bf_35, .remark = true },
	[36] = { bf_36 },
	[37] = { bf_37 },
	/* its own: the 法 reads 旬尾加旬首 and the 旬首's 玄武 whether 發用 or
	 * not, not the 課經's 閉口課 (whose 一旬周遍格 is 第二法's) */
	[38] = { bf_38 },
	[39] = { bf_39 },
	[40] = { bf_40 },
	[41] = { bf_41 },
	[42] = { bf_42 },
	[43] = { bf_43 },
	/* 卷三十一 富貴 「或四課三傳皆晝夜貴，為遍地貴人」 */
	[44] = { CITE(GUI_EVERYWHERE) },
	[45] = { bf_45, .remark = true },
	/* a remark: 「此例極多，不暇細具」 (about three charts in ten) */
	[46] = { bf_46, .remark = true },
	/* its own: the noble in 「獄」 on the 干's palace (乙、辛); the 課經's
	 * 貴人入獄 is the other eight stems' */
	[47] = { bf_47 },
	/* 卷三十一 富貴 貴作日鬼 */
	[48] = { bf_48, CITE(GUI_GHOST) },
	[49] = { CITE(GUI_CHECKED) },
	[50] = { bf_50 },
	[51] = { bf_51 },
	[52] = { bf_52, .remark = true },
	[53] = { bf_53 },
	[54] = { bf_54 },
	[55] = { bf_55 },
	[56] = { bf_56 },
	[57] = { bf_57 },
	[58] = { bf_58 },
	[59] = { bf_59 },
	[60] = { bf_60 },
	[61] = { bf_61 },
	[62] = { bf_62 },
	[63] = { bf_63 },
	/* 「謂干被支上神克，支卻被干上神克者，為蕪淫卦」: the 交克 alone */
	[64] = { bf_64 },
	[65] = { bf_65 },
	[66] = { bf_66 },
	/* a remark: what 白虎 rides names the illness, 占病 */
	[67] = { bf_67, .remark = true },
	[68] = { bf_68 },
	[69] = { bf_69 },
	[70] = { bf_70 },
	[71] = { bf_71 },
	[72] = { bf_72 },
	[73] = { bf_73 },
	[74] = { bf_74 },
	[75] = { bf_75 },
	[76] = { bf_76 },
	/* 亨通課 互生格 俱生格, 互旺格 俱旺格 */
	[77] = { CITE(HENGTONG), .variant = "互生格", .variant2 = "俱生格" },
	[78] = { CITE(HENGTONG), .variant = "互旺格", .variant2 = "俱旺格",
		 .ge_of = bf_78_ge },
	[79] = { bf_79 },
	[80] = { bf_80 },
	/* 鬼墓課 傳墓入墓 */
	[81] = { bf_81, CITE(GUIMU), .variant = "傳墓入墓" },
	/* 卷三十七 孤寡 移遠就近 「或中末俱空 … 動中不動」 */
	[82] = { bf_82, CITE(YIYUAN) },
	/* 殃咎課 夾克, 干支坐墓, 干支乘墓 (its 內戰, all three 神克將, is not
	 * the 法's: 第八十六 reads the 發用's general) */
	[83] = { bf_83 },
	[84] = { bf_84 },
	[85] = { bf_85, CITE(YANGJIU), .variant = "夾克" },
	[86] = { bf_86 },
	[87] = { bf_87, CITE(YANGJIU), .variant = "干支坐墓" },
	[88] = { bf_88, CITE(YANGJIU), .variant = "干支乘墓" },
	[89] = { bf_89 },
	[90] = { bf_90 },
	[91] = { bf_91 },
	[92] = { bf_92 },
	[93] = { .why = N_("講的是三傳起錯則災福不應：論起課之法，不是盤上之象") },
	[94] = { .why = N_("空亡於所喜為憂、於所懼為喜：要看所占之事，盤上無從決定") },
	[95] = { .why = MATTER },
	[96] = { .why = READING },
	[97] = { .why = N_("講的是所占之類神不入課傳時仍憑類神而斷：斷課之法，不是盤上之象") },
	[98] = { .why = N_("講的是非所占之類現於課傳勿言之：斷課之法，不是盤上之象") },
	[99] = { .why = N_("常事問之而逢吉課不應：要看所問之事，不是盤上之象") },
	[100] = { .why = N_("已見災凶而逢凶課反主解脫：要看占前已有何事，不是盤上之象") },
};

bool lr_bifa_decided(int number, const char **why)
{
	if (number < 1 || number > LR_BIFA_COUNT)
		return false;
	const struct rule *u = &rules[number];
	if (u->fn || u->cite)
		return true;
	if (why)
		*why = u->why ? u->why : NOT_YET;
	return false;
}

/* The 課體 results an evaluation has read, each computed once. */
struct cited {
	signed char state[LR_PATTERN_COUNT];	/* -1 not yet, 0 no, 1 yes */
	struct lr_rule_result r[LR_PATTERN_COUNT];
};

static const struct lr_rule_result *cited_result(struct cited *cache,
						     int id,
						     const struct lr_chart *c,
						     const struct lr_context *x)
{
	if (cache->state[id] < 0) {
		memset(&cache->r[id], 0, sizeof cache->r[id]);
		cache->state[id] = (signed char)lr_pattern_evaluate_one(
			(enum lr_pattern_id)id, c, x, &cache->r[id]);
	}
	return cache->state[id] ? &cache->r[id] : NULL;
}

/* Rule NUMBER on K into OUT, its source not yet written (run() writes
 * it for those that fire or wait: most rules on most charts do not, and
 * the words are not needed for them). Only what a detector reads and
 * appends to is set: the text fields start empty. */
static int run_rule(int number, const struct ev *k, struct cited *cache,
		    struct lr_rule_result *out)
{
	const struct rule *u = &rules[number];
	out->rule = LR_PATTERN_COUNT + number - 1;
	out->kind = LR_RULE_FA;
	out->number = number;
	out->name = lr_bifa_name(number);
	out->source = NULL;
	out->cites = -1;
	out->remark = u->remark;
	out->needs = 0;
	out->ge[0] = out->reason[0] = '\0';
	out->state = LR_RULE_FIRED;
	if (!u->cite)
		return u->fn && u->fn(k, out) != BF_NO;
	int id = u->cite - 1;
	const struct lr_rule_result *p = cited_result(cache, id, k->c, k->x);
	if (!p)
		return u->fn && u->fn(k, out) != BF_NO;
	out->cites = id;
	if (p->state == LR_RULE_UNKNOWN) {
		out->state = LR_RULE_UNKNOWN;
		out->needs = p->needs;
		snprintf(out->reason, sizeof out->reason, "%s", p->reason);
		return 1;
	}
	if (u->variant) {
		bool one = strstr(p->variant, u->variant) != NULL;
		bool two = u->variant2 && strstr(p->variant, u->variant2);
		if (!one && !two)
			return u->fn && u->fn(k, out) != BF_NO;
		if (u->ge_of)
			u->ge_of(k, p, out);
		else
			rule_variant(out, "%s%s%s", one ? u->variant : "",
			      one && two ? " " : "", two ? u->variant2 : "");
	} else if (u->ge_of) {
		u->ge_of(k, p, out);
	} else {
		rule_variant(out, "%s", p->variant);
	}
	rule_reason(out, _("同%s（%s）：%s"), lr_pattern_info(id)->name,
		  lr_pattern_info(id)->source, p->reason);
	return 1;
}

/* Each 法's source, as lr_bifa_ordinal names it: "畢法 第三法". */
static const char *const sources[LR_BIFA_COUNT + 1] = {
	NULL,
	"畢法 第一法",
	"畢法 第二法",
	"畢法 第三法",
	"畢法 第四法",
	"畢法 第五法",
	"畢法 第六法",
	"畢法 第七法",
	"畢法 第八法",
	"畢法 第九法",
	"畢法 第十法",
	"畢法 第十一法",
	"畢法 第十二法",
	"畢法 第十三法",
	"畢法 第十四法",
	"畢法 第十五法",
	"畢法 第十六法",
	"畢法 第十七法",
	"畢法 第十八法",
	"畢法 第十九法",
	"畢法 第二十法",
	"畢法 第二十一法",
	"畢法 第二十二法",
	"畢法 第二十三法",
	"畢法 第二十四法",
	"畢法 第二十五法",
	"畢法 第二十六法",
	"畢法 第二十七法",
	"畢法 第二十八法",
	"畢法 第二十九法",
	"畢法 第三十法",
	"畢法 第三十一法",
	"畢法 第三十二法",
	"畢法 第三十三法",
	"畢法 第三十四法",
	"畢法 第三十五法",
	"畢法 第三十六法",
	"畢法 第三十七法",
	"畢法 第三十八法",
	"畢法 第三十九法",
	"畢法 第四十法",
	"畢法 第四十一法",
	"畢法 第四十二法",
	"畢法 第四十三法",
	"畢法 第四十四法",
	"畢法 第四十五法",
	"畢法 第四十六法",
	"畢法 第四十七法",
	"畢法 第四十八法",
	"畢法 第四十九法",
	"畢法 第五十法",
	"畢法 第五十一法",
	"畢法 第五十二法",
	"畢法 第五十三法",
	"畢法 第五十四法",
	"畢法 第五十五法",
	"畢法 第五十六法",
	"畢法 第五十七法",
	"畢法 第五十八法",
	"畢法 第五十九法",
	"畢法 第六十法",
	"畢法 第六十一法",
	"畢法 第六十二法",
	"畢法 第六十三法",
	"畢法 第六十四法",
	"畢法 第六十五法",
	"畢法 第六十六法",
	"畢法 第六十七法",
	"畢法 第六十八法",
	"畢法 第六十九法",
	"畢法 第七十法",
	"畢法 第七十一法",
	"畢法 第七十二法",
	"畢法 第七十三法",
	"畢法 第七十四法",
	"畢法 第七十五法",
	"畢法 第七十六法",
	"畢法 第七十七法",
	"畢法 第七十八法",
	"畢法 第七十九法",
	"畢法 第八十法",
	"畢法 第八十一法",
	"畢法 第八十二法",
	"畢法 第八十三法",
	"畢法 第八十四法",
	"畢法 第八十五法",
	"畢法 第八十六法",
	"畢法 第八十七法",
	"畢法 第八十八法",
	"畢法 第八十九法",
	"畢法 第九十法",
	"畢法 第九十一法",
	"畢法 第九十二法",
	"畢法 第九十三法",
	"畢法 第九十四法",
	"畢法 第九十五法",
	"畢法 第九十六法",
	"畢法 第九十七法",
	"畢法 第九十八法",
	"畢法 第九十九法",
	"畢法 第一百法",
};

static int run(int number, const struct ev *k, struct cited *cache,
	       struct lr_rule_result *out)
{
	if (!run_rule(number, k, cache, out))
		return 0;
	out->source = sources[number];
	return 1;
}

static void cache_init(struct cited *cache)
{
	memset(cache->state, -1, sizeof cache->state);
}

int lr_bifa_evaluate_one(int number, const struct lr_chart *chart,
			 const struct lr_context *ctx,
			 struct lr_rule_result *out)
{
	if (number < 1 || number > LR_BIFA_COUNT)
		return 0;
	struct ev k;
	ev_init(&k, chart, ctx);
	static _Thread_local struct cited cache;
	cache_init(&cache);
	return run(number, &k, &cache, out);
}

/* Every 法 on K, the 課體 they cite read through CACHE. */
static int evaluate_all(const struct ev *k, struct cited *cache,
			struct lr_rule_result *out, int max)
{
	int n = 0;
	for (int number = 1; number <= LR_BIFA_COUNT; number++) {
		struct lr_rule_result r;
		if (!run(number, k, cache, &r))
			continue;
		if (n < max)
			out[n] = r;
		n++;
	}
	return n;
}

int lr_bifa_evaluate(const struct lr_chart *chart,
		     const struct lr_context *ctx,
		     struct lr_rule_result *out, int max)
{
	struct ev k;
	ev_init(&k, chart, ctx);
	static _Thread_local struct cited cache;
	cache_init(&cache);
	return evaluate_all(&k, &cache, out, max);
}

int lr_bifa_evaluate_cited(const struct lr_chart *chart,
			   const struct lr_context *ctx,
			   const struct lr_rule_result *patterns,
			   int npatterns, struct lr_rule_result *out, int max)
{
	struct ev k;
	ev_init(&k, chart, ctx);
	static _Thread_local struct cited cache;
	/* what the 課體 read: those given fire or wait for the querent,
	 * every other does not fire */
	memset(cache.state, 0, sizeof cache.state);
	for (int i = 0; i < npatterns; i++) {
		int id = patterns[i].rule;
		if (id >= 0 && id < LR_PATTERN_COUNT) {
			cache.state[id] = 1;
			cache.r[id] = patterns[i];
		}
	}
	return evaluate_all(&k, &cache, out, max);
}

/* NAME's 格 matches a result's 格 when one holds the other without its
 * closing 格 (拱貴格 / 拱貴). */
static bool ge_matches(const char *have, const char *want)
{
	char w[128];
	snprintf(w, sizeof w, "%s", want);
	size_t len = strlen(w), gl = strlen("格");
	if (len > gl && !strcmp(w + len - gl, "格"))
		w[len - gl] = '\0';
	return *w && strstr(have, w) != NULL;
}

bool lr_bifa_result_matches(const struct lr_rule_result *r, const char *name)
{
	if (r->state != LR_RULE_FIRED)
		return false;
	/* `find` asks the same name of every chart: look it up once */
	static _Thread_local char last[256], ge[128];
	static _Thread_local int number;
	if (strcmp(last, name) != 0) {
		const char *found = NULL;
		snprintf(last, sizeof last, "%s", name);
		number = lr_bifa_find(name, &found);
		snprintf(ge, sizeof ge, "%s", found ? found : "");
	}
	return number == r->number && (!*ge || ge_matches(r->ge, ge));
}
