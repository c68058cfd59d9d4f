/* liuren - bifa_readings.c: the readings several 畢法 detectors share
 * (bifa_NN_MM.c): the phase the transmissions bring as one, and the
 * places of the 旬丁 (第二十五、二十六、八十九法).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/bifa_internal.h"

#include <stdio.h>
#include <string.h>

/* The phase the transmissions bring as one (第十一、十三、十四、二十七–
 * 三十法): a 三合 its 局's (「辰申子水局全來生日」, 「三合為鬼亦如前說」),
 * else the phase two or three of them share (the book reads 子亥戌 as
 * water, 寅卯辰 as wood: 「三傳寅卯辰皆是日鬼」, 「中末傳俱歸木鄉」); false
 * when all three differ. */
bool bf_one_phase(const struct ev *k, enum lr_phase *out)
{
	int trine[3];
	lr_trine(k->t[0], trine);
	if (k->tmask == (BIT(trine[0]) | BIT(trine[1]) | BIT(trine[2]))) {
		*out = ph(trine[1]);
		return true;
	}
	enum lr_phase p0 = ph(k->t[0]), p1 = ph(k->t[1]), p2 = ph(k->t[2]);
	*out = p0 == p1 || p0 == p2 ? p0 : p1;
	return p0 == p1 || p0 == p2 || p1 == p2;
}

bool bf_whole_phase(const struct ev *k, enum lr_phase *out)
{
	static const int side[4][3] = {
		{ LR_YIN, LR_MAO, LR_CHEN }, { LR_SI, LR_WU_B, LR_WEI },
		{ LR_SHEN, LR_YOU, LR_XU }, { LR_HAI, LR_ZI, LR_CHOU },
	};
	int mid;
	if (bf_trine_whole(k, &mid)) {
		*out = ph(mid);
		return true;
	}
	for (int i = 0; i < 4; i++)
		if (k->tmask == (BIT(side[i][0]) | BIT(side[i][1])
				 | BIT(side[i][2]))) {
			*out = ph(side[i][1]);
			return true;
		}
	*out = ph(k->t[0]);
	return ph(k->t[1]) == *out && ph(k->t[2]) == *out;
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

bool bf_ding_six_places(const struct ev *k, char *buf, size_t size)
{
	bf_ding_places(k, buf, size);
	const int year[2] = { k->birth, k->xingnian };
	/* the god over the 本命 (命上) and over the 行年 (年上) */
	static const char *const year_name[2] = { "命上", "年上" };
	for (int i = 0; i < 2; i++) {
		if (year[i] < 0)
			continue;
		int up = k->c->heaven[year[i]];
		if (bf_hidden(k, up) == LR_DING)
			list_place(buf, size, year_name[i], BN(up));
	}
	return *buf != '\0';
}

/* 第二十五、二十六法 「三傳、年命、日辰之六處，逢旬內之丁神者」: on a day
 * of STEM_A or STEM_B, the 旬丁 in the transmissions, on 干上 / 支上 or
 * over the querent's 本命 / 行年, its places written into R's reason by
 * FMT (the stem, the places); not evaluated when it is in none of the
 * places known and the 本命 or 行年 is unknown. */
int bf_ding_rule(const struct ev *k, struct lr_rule_result *r,
		 int stem_a, int stem_b, const char *fmt)
{
	if (k->stem != stem_a && k->stem != stem_b)
		return BF_NO;
	char where[160];
	if (bf_ding_six_places(k, where, sizeof where)) {
		rule_reason(r, fmt, SN(k->stem), where);
		return BF_YES;
	}
	unsigned needs = (k->birth < 0 ? LR_NEED_BIRTH : 0)
			 | (k->xingnian < 0 ? LR_NEED_XINGNIAN : 0);
	if (!needs)
		return BF_NO;
	int ding = lr_branch_add(lr_cycle_branch(k->xun_head), 3);
	char what[128];
	snprintf(what, sizeof what, _("旬丁%s不在三傳、干上、支上，尚看是否臨年命"),
		 BN(ding));
	return rule_unknown(r, needs, what);
}
