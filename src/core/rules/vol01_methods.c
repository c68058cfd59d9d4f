/* liuren - vol01_methods.c: the nine methods of vol. 1 (賊克 … 返吟) read
 * as 課: each fires when the chart's transmissions were taken by it.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "rules/patterns_internal.h"

static int method_pattern(const struct ev *e, struct lr_rule_result *r,
			  enum lr_method m1, enum lr_method m2)
{
	const struct lr_chart *c = e->c;
	if (c->method != m1 && c->method != m2)
		return NO;
	if (c->method_detail && c->method_detail[0])
		rule_variant(r, "%s", c->method_detail);
	else if (m1 == LR_M_HAOSHI)
		rule_variant(r, "%s", lr_method_name(c->method));
	/* the reason follows the name: it does not repeat it */
	rule_reason(r, _("%s臨%s發用"), BN(e->t[0]), BN(c->earth[e->t[0]]));
	int lesson = lr_chart_first_lesson(c);	/* the lesson the derivation used */
	const char *rel = lesson >= 0
			  ? lr_relation_name(c->lessons[lesson].relation) : "";
	if (lesson >= 0 && *rel)
		rule_reason(r, _("，第%d課%s"), lesson + 1, rel);
	else if (lesson >= 0)
		rule_reason(r, _("，第%d課"), lesson + 1);
	if (c->method == LR_M_SHEHAI && c->settings.shehai == LR_SHEHAI_MENGZHONGJI)
		rule_reason(r, _("（涉害依孟仲季）"));
	else if (c->method == LR_M_SHEHAI && c->settings.shehai_home == LR_SHEHAI_HOME_YES)
		/* the other school: by default the home is not counted, as the
		 * 課經's 「歷卯木一重歸本家辰位」 */
		rule_reason(r, _("（涉害本家亦計）"));
	rule_reason(r, _("；三傳%s%s%s"), BN(e->t[0]), BN(e->t[1]), BN(e->t[2]));
	return YES;
}

#define METHOD(fn, a, b) \
	int fn(const struct ev *e, struct lr_rule_result *r) \
	{ return method_pattern(e, r, a, b); }
/* Common (over 15% of all charts) by the text itself:
 * 「取課先從下賊呼，如無下賊上克初」: 賊克 is tried first, before every other method
 * (元首, 重審). */
METHOD(det_yuanshou, LR_M_YUANSHOU, LR_M_YUANSHOU)
METHOD(det_chongshen, LR_M_CHONGSHEN, LR_M_CHONGSHEN)
METHOD(det_zhiyi, LR_M_ZHIYI, LR_M_ZHIYI)
METHOD(det_shehai, LR_M_SHEHAI, LR_M_SHEHAI)
METHOD(det_yaoke, LR_M_HAOSHI, LR_M_DANSHE)
METHOD(det_maoxing, LR_M_MAOXING, LR_M_MAOXING)
METHOD(det_bieze, LR_M_BIEZE, LR_M_BIEZE)
METHOD(det_bazhuan, LR_M_BAZHUAN, LR_M_BAZHUAN)
METHOD(det_fuyin, LR_M_FUYIN, LR_M_FUYIN)
METHOD(det_fanyin, LR_M_FANYIN, LR_M_FANYIN)
#undef METHOD
