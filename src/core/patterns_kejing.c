/* liuren - patterns_kejing.c: the chart facts and the writing helpers the
 * 課經 detectors (patterns_kejing_[abcd].c) share.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "patterns_kejing.h"
#include "patterns_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

const char *const kj_trans_names[3] = { "初傳", "中傳", "末傳" };

/* Append to BUF, never overflowing; a cut string stays valid UTF-8. */
static void vput(char *buf, size_t size, const char *fmt, va_list ap)
{
	size_t used = strlen(buf);
	if (used + 1 >= size)
		return;
	int w = vsnprintf(buf + used, size - used, fmt, ap);
	if (w >= 0 && (size_t)w >= size - used) {
		size_t p = size - 1;
		while (p > used && ((unsigned char)buf[p - 1] & 0xc0) == 0x80)
			p--;
		if (p > used) {
			unsigned char lead = (unsigned char)buf[p - 1];
			size_t need = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3
				    : lead >= 0xc0 ? 2 : 1;
			if (p - 1 + need > size - 1)
				buf[p - 1] = '\0';
		}
	}
}

void kj_reason(struct lr_pattern_result *r, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vput(r->reason, sizeof r->reason, fmt, ap);
	va_end(ap);
}

void kj_variant(struct lr_pattern_result *r, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vput(r->variant, sizeof r->variant, fmt, ap);
	va_end(ap);
}

int kj_unknown(struct lr_pattern_result *r, unsigned needs, const char *what)
{
	char words[128];
	r->state = LR_PATTERN_UNKNOWN;
	r->needs = needs;
	r->variant[0] = '\0';
	r->reason[0] = '\0';
	kj_reason(r, "未論（需%s）", lr_context_need_text(needs, words,
							 sizeof words));
	if (what && *what)
		kj_reason(r, "：%s", what);
	return UNKNOWN;
}

enum lr_phase kj_general_phase(int general)
{
	static const enum lr_phase phase[LR_GENERALS] = {
		LR_EARTH, LR_FIRE, LR_FIRE, LR_WOOD, LR_EARTH, LR_WOOD,
		LR_EARTH, LR_METAL, LR_EARTH, LR_WATER, LR_METAL, LR_WATER
	};
	return general >= 0 && general < LR_GENERALS ? phase[general] : LR_EARTH;
}

bool kj_good_general(int g)
{
	return g == LR_G_NOBLE || g == LR_G_UNION || g == LR_G_DRAGON
	       || g == LR_G_ALWAYS || g == LR_G_MOON || g == LR_G_QUEEN;
}

/* "天乙居中，後六前五" (卷十 勵德 note). */
bool kj_before_noble(int g)
{
	return g >= LR_G_SNAKE && g <= LR_G_DRAGON;
}

bool kj_after_noble(int g)
{
	return g >= LR_G_VOID && g <= LR_G_QUEEN;
}

int kj_peak(enum lr_phase p)
{
	return lr_branch_add(growth_of(p), 4);
}

int kj_vigour(const struct ev *k, int branch)
{
	if (k->season_month < 0)
		return -1;
	return (int)lr_vigour_of(k->season_month, ph(branch));
}

bool kj_thriving(const struct ev *k, int branch)
{
	int v = kj_vigour(k, branch);
	return v == LR_PROSPER || v == LR_STRONG;
}

bool kj_failing(const struct ev *k, int branch)
{
	int v = kj_vigour(k, branch);
	return v == LR_CONFINED || v == LR_DEAD;
}

const char *kj_vigour_name(const struct ev *k, int branch)
{
	int v = kj_vigour(k, branch);
	return v < 0 ? "?" : lr_vigour_name((enum lr_vigour)v);
}

unsigned kj_lesson_uppers(const struct ev *k)
{
	unsigned set = 0;
	for (int i = 0; i < 4; i++)
		set |= BIT(k->c->lessons[i].upper);
	return set;
}

unsigned kj_lesson_all(const struct ev *k)
{
	unsigned set = kj_lesson_uppers(k) | BIT(k->lodge);
	for (int i = 1; i < 4; i++)
		set |= BIT(k->c->lessons[i].lower);
	return set;
}

const char *kj_set_names(unsigned set, char *buf, size_t size)
{
	size_t used = 0;
	if (size)
		buf[0] = '\0';
	for (int b = 0; b < LR_BRANCHES; b++) {
		if (!(set & BIT(b)))
			continue;
		int w = snprintf(buf + used, size - used, "%s", BN(b));
		if (w < 0 || (size_t)w >= size - used)
			break;
		used += (size_t)w;
	}
	return buf;
}

/* The 課經's order: the ten methods, then 卷七 三光 … 龍德 (連茹 after
 * 三奇, where the book gives its 24 lines; 四順 after 三陽, 喪魄 飛魂
 * after 魄化 and 四逆 after 三陰, where the 《訂訛》 names them), 卷八 官爵 … 閉口 (富貴's rules
 * of the noble with it), 卷九 遊子 … 災厄 (孤寡 … 二煩 between 解離 and
 * 天禍, 刑德 with 刑傷), 卷十 殃咎 … 物類. */
static const enum lr_pattern_id kejing_order[] = {
	LR_P_YUANSHOU,
	LR_P_CHONGSHEN,
	LR_P_ZHIYI,
	LR_P_SHEHAI,
	LR_P_YAOKE,
	LR_P_MAOXING,
	LR_P_BIEZE,
	LR_P_BAZHUAN,
	LR_P_FUYIN,
	LR_P_FANYIN,
	LR_P_SANGUANG,
	LR_P_SANYANG,
	LR_P_SISHUN,
	LR_P_SANQI,
	LR_P_LIANRU,
	LR_P_LIUYI,
	LR_P_SHITAI,
	LR_P_TIANEN,
	LR_P_LONGDE,
	LR_P_GUANJUE,
	LR_P_FUGUI,
	LR_P_GUI_PRISON,
	LR_P_GUI_STUMBLE,
	LR_P_GUI_MEET,
	LR_P_GUI_TWO,
	LR_P_GUI_EVERYWHERE,
	LR_P_GUI_SIDE,
	LR_P_GUI_VOID,
	LR_P_GUI_CHECKED,
	LR_P_GUI_BIRD,
	LR_P_GUI_GHOST,
	LR_P_GUI_HARM,
	LR_P_XUANGAI,
	LR_P_ZHUYIN,
	LR_P_ZHUOLUN,
	LR_P_YINCONG,
	LR_P_HENGTONG,
	LR_P_FANCHANG,
	LR_P_RONGHUA,
	LR_P_DEQING,
	LR_P_HEHUAN,
	LR_P_HEMEI,
	LR_P_ZHANGUAN,
	LR_P_BIKOU,
	LR_P_YOUZI,
	LR_P_SANJIAO,
	LR_P_LUANSHOU,
	LR_P_ZHUIXU,
	LR_P_CHONGPO,
	LR_P_YINYI,
	LR_P_WUYIN,
	LR_P_JIELI,
	LR_P_GUCHEN,
	LR_P_GUASU,
	LR_P_DUANQIAO,
	LR_P_YIYUAN,
	LR_P_DUE,
	LR_P_WULU,
	LR_P_JUESI,
	LR_P_DUNFU,
	LR_P_WUFU,
	LR_P_BADUN,
	LR_P_QINHAI,
	LR_P_XINGSHANG,
	LR_P_GUIZHUXING,
	LR_P_XINGDE,
	LR_P_ERFAN,
	LR_P_TIANHUO,
	LR_P_TIANYU,
	LR_P_TIANKOU,
	LR_P_TIANWANG,
	LR_P_POHUA,
	LR_P_SANGPO,
	LR_P_FEIHUN,
	LR_P_SANYIN,
	LR_P_SINI,
	LR_P_LONGZHAN,
	LR_P_SIQI,
	LR_P_ZAIE,
	LR_P_YANGJIU,
	LR_P_JIUCHOU,
	LR_P_GUIMU,
	LR_P_LIDE,
	LR_P_PANZHU,
	LR_P_QUANJU,
	LR_P_XUANTAI,
	LR_P_LIANZHU,
	LR_P_JIANCHUAN,
	LR_P_LIUCHUN,
	LR_P_ZAZHUANG,
	LR_P_WULEI,
};
_Static_assert(sizeof kejing_order / sizeof kejing_order[0] == LR_PATTERN_COUNT,
	       "every pattern has a place in the 課經's order");

int lr_pattern_order(int k)
{
	return k >= 0 && k < LR_PATTERN_COUNT ? (int)kejing_order[k] : -1;
}

int lr_pattern_rank(int id)
{
	for (int k = 0; k < LR_PATTERN_COUNT; k++)
		if ((int)kejing_order[k] == id)
			return k;
	return -1;
}

