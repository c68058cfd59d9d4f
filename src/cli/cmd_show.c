/* liuren - cmd_show.c: `liuren show NAME`: what the book says of a 神煞
 * or a 課體, its positions or rule, and our gloss.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "front/args.h"
#include "cli/commands.h"
#include "cli/book_names.h"
#include "front/optspec.h"
#include "cli/show_bifa.h"
#include "cli/show_vocab.h"
#include "liuren/leishen.h"
#include "liuren/shenjiang.h"
#include "cli/suggest.h"
#include "liuren/bifa.h"
#include "liuren/ganzhi.h"
#include "liuren/i18n.h"
#include "liuren/normalize.h"
#include "liuren/patterns.h"
#include "liuren/quote.h"
#include "liuren/shensha.h"

/* The rule column in words: "cycle:寅 亥 申 巳", "seq:午+2", "list:…". */
static void rule_words(const char *rule, char *buf, size_t len)
{
	if (!strncmp(rule, "cycle:", 6)) {
		snprintf(buf, len, _("in turn, repeating: %s"), rule + 6);
	} else if (!strncmp(rule, "list:", 5)) {
		snprintf(buf, len, _("one by one: %s"), rule + 5);
	} else if (!strncmp(rule, "seq:", 4)) {
		const char *end;
		int start = lr_parse_branch(rule + 4, &end);
		int step = atoi(end);
		if (start < 0 || step == 0)
			snprintf(buf, len, "%s", rule);
		else if (step > 0)
			snprintf(buf, len,
				 lr_ngettext("from %s forward, %d palace a step",
					  "from %s forward, %d palaces a step",
					  step),
				 lr_branch_name(start), step);
		else
			snprintf(buf, len,
				 lr_ngettext("from %s backward, %d palace a step",
					  "from %s backward, %d palaces a step",
					  -step),
				 lr_branch_name(start), -step);
	} else if (!strcmp(rule, "none")) {
		snprintf(buf, len, "%s", _("read from the whole chart"));
	} else {
		snprintf(buf, len, "%s", rule);
	}
}

/* What a row of a 神煞 is placed by, for the reader (the core's basis
 * names are the book's one-word labels: 月, 季, 課). */
static const char *basis_words(enum lr_shensha_basis basis)
{
	static const char *const words[LR_BASIS_COUNT] = {
		[LR_BASIS_YEAR_BRANCH] = N_("by the 年支"),
		[LR_BASIS_YEAR_STEM] = N_("by the 年干"),
		[LR_BASIS_MONTH] = N_("by the 月建"),
		[LR_BASIS_SEASON] = N_("by the season"),
		[LR_BASIS_DAY_STEM] = N_("by the 日干"),
		[LR_BASIS_DAY_BRANCH] = N_("by the 日支"),
		[LR_BASIS_XUN] = N_("by the 旬"),
		[LR_BASIS_SANHE] = N_("by the 三合 of a branch"),
		[LR_BASIS_CHART] = N_("by the whole 課"),
	};
	return (unsigned)basis < LR_BASIS_COUNT ? _(words[basis]) : "";
}

static void show_shensha(const struct lr_shensha_set *set, const char *name,
			 const struct lr_shensha **rows, size_t n)
{
	static const char *const kinds[3] = { N_("good"), N_("bad"),
					      N_("neutral") };
	printf(_("%s (a 神煞)"), name);
	putchar('\n');
	for (size_t i = 0; i < n; i++) {
		const struct lr_shensha *r = rows[i];
		char rule[256];
		rule_words(r->rule, rule, sizeof rule);
		printf("  %s %s  %s%s\n", basis_words(r->basis),
		       _(kinds[r->kind % 3]), rule,
		       r->reading == 'A' ? _("  reading A (the default)")
		       : r->reading == 'B' ? _("  reading B") : "");
		printf(_("    source %s"), r->source);
		putchar('\n');
		if (lr_shensha_source_note(r)) {
			printf(_("    our note: %s"), lr_shensha_source_note(r));
			putchar('\n');
		}
		if (strcmp(r->fix, "-") != 0) {
			printf(_("    corrected %s"), r->fix);
			putchar('\n');
		}
	}
	const struct lr_shensha_note *note = lr_shensha_note(set, name);
	if (note) {
		for (int i = 0; i < note->ntext; i++) {
			putchar('\n');
			printf(_("Text %s"), note->text[i]);
			putchar('\n');
		}
		if (note->gloss) {
			putchar('\n');
			printf(_("Gloss %s"), lr_shensha_note_gloss(note));
			putchar('\n');
		}
	}
}

static void show_pattern(const char *asked, const struct lr_pattern_text *t)
{
	const struct lr_rule_info *info = lr_pattern_info(t->id);
	const char *variant = NULL;
	printf(_("%s (a 課體)"), t->name);
	if (lr_pattern_find(asked, &variant) >= 0 && variant && *variant)
		printf(_("  %s is one of its forms"), variant);
	putchar('\n');
	printf(_("  source %s"), info->source);
	putchar('\n');
	if (info->aliases[0]) {
		printf(_("  its forms %s"), info->aliases);
		putchar('\n');
	}
	for (int i = 0; i < t->passage_count; i++) {
		const char *k = t->kind[i] ? t->kind[i] : "text";
		const char *label = !strcmp(k, "verse") ? _("Verse (象曰)")
				    : !strcmp(k, "note") ? _("Note (注)")
				    : !strcmp(k, "book") ? _("Quoted (引)")
				    : !strcmp(k, "plate") ? _("Figure (圖)")
				    : _("Text (原文)");
		putchar('\n');
		printf(_("%s (in %s)"), label, t->where[i]);
		printf("\n%s\n", t->passages[i]);
	}
	if (t->gloss) {
		putchar('\n');
		printf(_("Gloss %s"), lr_pattern_text_gloss(t));
		putchar('\n');
	}
}

enum { SHOW_NAME, SHOW_LANG, SHOW_HELP };

/* show's options: its parsing, --help and completion */
const struct optspec cmd_show_spec[] = {
	{ OPTSPEC_WORDS, "NAME", 0, NULL, N_("a 課體, a 法 or 格 of the 《畢法賦》, a 神煞,\n"
	  "a general or one of the twelve 神, Traditional or\n"
	  "Simplified (六儀, 第三法, 貴覆干支格, 驛馬, 驿马,\n"
	  "白虎, 登明)"), 0, SHOW_NAME, 0, NULL, cli_values_show_names },
	FRONT_LANG_ROW(SHOW_LANG),
	FRONT_HELP_ROW(SHOW_HELP),
	{ OPTSPEC_END },
};

int cmd_show(int argc, char **argv)
{
	const char *cmd = argv[0];
	struct optspec_parser p;
	const struct optspec *row;
	const char *v, *typed = NULL;
	int got, nwords = 0;
	front_optspec_init(&p, cmd_show_spec, argc, argv, 0);
	while ((got = front_optspec_next(&p, &row, &v)) == 1) {
		if (row->id == SHOW_HELP)
			return CLI_HELP;
		if (row->id != SHOW_NAME)	/* --lang: chosen already */
			continue;
		typed = v;	/* "show -- NAME": a name even if it starts with - */
		nwords++;
	}
	if (got < 0) {
		front_error(cmd, "%s", p.err);
		return EXIT_USAGE;
	}
	if (nwords != 1) {
		front_error(cmd, _("give one name, e.g. 'liuren show 驛馬'"));
		return EXIT_USAGE;
	}
	/* the config is read as print reads it: a bad one is refused */
	struct lr_settings config;
	lr_settings_default(&config);
	if (front_load_config(cmd, NULL, false, &config) != EXIT_OK)
		return EXIT_USAGE;
	char name[256];
	lr_normalize(typed, name, sizeof name);
	char err[512];
	const struct lr_shensha_set *set = lr_shensha_default(err, sizeof err);
	if (!set || lr_pattern_texts_load(err, sizeof err) < 0
	    || lr_shenjiang_load(err, sizeof err) < 0
	    || lr_shenjiang_lun_load(err, sizeof err) < 0
	    || lr_leishen_load(err, sizeof err) < 0
	    || lr_bifa_texts_load(err, sizeof err) < 0) {
		front_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	/* a general or a 神 (show_vocab.c); 白虎 太陰 … are 神煞 too */
	int vocab = show_vocab(cmd, name, sizeof name);
	if (vocab < 0)
		return EXIT_FAIL;
	const struct lr_pattern_text *text = vocab ? NULL
		: lr_pattern_lookup(name, err, sizeof err);
	if (vocab || text) {
		if (text)
			show_pattern(name, text);
		if (text && lr_bifa_find(name, NULL) > 0) {	/* 回還格 … */
			fputc('\n', stdout);
			show_bifa(stdout, name);
		}
		/* a name can be both (白虎 is a general and a 神煞): show both */
		const struct lr_shensha *also[32];
		size_t n = lr_shensha_by_name(set, name, also, 32);
		if (n > 0) {
			fputc('\n', stdout);
			show_shensha(set, name, also, n < 32 ? n : 32);
		}
		return front_check_output(cmd) == 0 ? EXIT_OK : EXIT_FAIL;
	}
	if (show_bifa(stdout, name))
		return front_check_output(cmd) == 0 ? EXIT_OK : EXIT_FAIL;
	const struct lr_shensha *rows[32];
	size_t n = lr_shensha_by_name(set, name, rows, 32);
	if (n > 0) {
		show_shensha(set, name, rows, n < 32 ? n : 32);
		return front_check_output(cmd) == 0 ? EXIT_OK : EXIT_FAIL;
	}
	struct suggest sg;
	suggest_init(&sg, name);
	const char *pattern_names[256];
	int np = lr_pattern_names(pattern_names, 256);
	for (int i = 0; i < np && i < 256; i++)
		suggest_offer(&sg, pattern_names[i]);
	for (int k = 1; k <= LR_BIFA_COUNT; k++)
		suggest_offer(&sg, lr_bifa_name(k));
	for (size_t i = 0; i < lr_shensha_count(set); i++)
		suggest_offer(&sg, lr_shensha_at(set, i)->name);
	char close[256], q[LR_QUOTE_SIZE];
	suggest_text(&sg, close, sizeof close);
	if (*close)
		front_error(cmd, _("unknown name '%s' (close: %s)"),
			  lr_quote(typed, q, sizeof q), close);
	else
		front_error(cmd, _("unknown name '%s'"), lr_quote(typed, q, sizeof q));
	return EXIT_USAGE;
}
