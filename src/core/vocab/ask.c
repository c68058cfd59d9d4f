/* liuren - ask.c: the question categories (所占之事) of ask.h: their
 * names and the parsing of what a user types for one.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/ask.h"

#include <stdio.h>
#include <string.h>

#include "text/fold.h"

static const struct {
	const char *key, *name, *aliases;
} asks[LR_ASK_COUNT] = {
#define LR_ASK_ROW(id, key, name, aliases) [LR_ASK_##id] = { key, name, aliases },
	LR_ASK_TABLE(LR_ASK_ROW)
#undef LR_ASK_ROW
};

static int valid(int ask)
{
	return ask >= 0 && ask < LR_ASK_COUNT;
}

const char *lr_ask_name(int ask)
{
	return valid(ask) ? asks[ask].name : NULL;
}

const char *lr_ask_key(int ask)
{
	return valid(ask) ? asks[ask].key : NULL;
}

const char *lr_ask_aliases(int ask)
{
	return valid(ask) ? asks[ask].aliases : NULL;
}

/* Is WORD one of the "|"-separated words of LIST? */
static int in_list(const char *list, const char *word)
{
	size_t n = strlen(word);
	for (const char *p = list; *p;) {
		const char *bar = strchr(p, '|');
		size_t len = bar ? (size_t)(bar - p) : strlen(p);
		if (len == n && !memcmp(p, word, n))
			return 1;
		if (!bar)
			break;
		p = bar + 1;
	}
	return 0;
}

/* The words a matter is typed in (names, aliases, 占/問), read with the
 * fold of lr_normalize so that 问婚, 財 and 财 are one. */
static struct lexicon words;

static void build_words(void)
{
	if (words.nterms)
		return;
	for (int i = 0; i < LR_ASK_COUNT; i++) {
		lexicon_add(&words, asks[i].name);
		lexicon_add_list(&words, asks[i].aliases);
	}
	lexicon_add(&words, "占");
	lexicon_add(&words, "問");
}

static int lookup(const char *word)
{
	for (int i = 0; i < LR_ASK_COUNT; i++)
		if (!strcmp(word, asks[i].key) || !strcmp(word, asks[i].name)
		    || in_list(asks[i].aliases, word))
			return i;
	return -1;
}

int lr_ask_parse(const char *text)
{
	if (!text || !*text)
		return -1;
	/* typed as the table writes it: no fold needed (the fold builds
	 * its index of every word, and may open OpenCC) */
	int exact = lookup(text);
	if (exact >= 0)
		return exact;
	char norm[256];
	if (fold_already_normal(text))
		snprintf(norm, sizeof norm, "%s", text);
	else {
		build_words();
		lexicon_normalize(&words, text, norm, sizeof norm);
	}
	int found = lookup(norm);
	/* 「占病」, 「問婚」 (问): the book's way of naming the matter */
	if (found < 0 && (!strncmp(norm, "占", 3) || !strncmp(norm, "問", 3)
			  || !strncmp(norm, "问", 3)))
		found = lookup(norm + 3);
	return found;
}
