/* liuren - values.c: the values an option takes, for completion, each
 * named by the table or reader that parses it (front/values.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "front/values.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "liuren/ask.h"
#include "liuren/context.h"
#include "liuren/ganzhi.h"
#include "liuren/lang.h"
#include "liuren/moment.h"
#include "liuren/names.h"
#include "liuren/patterns.h"
#include "liuren/practice.h"
#include "liuren/settings.h"

typedef void put_fn(const char *value, void *arg);

void front_values_langs(put_fn *put, void *arg)
{
	for (int l = 0; l < LR_LANG_COUNT; l++)
		put(lr_lang_code((enum lr_lang)l), arg);
}

void front_values_branches(put_fn *put, void *arg)
{
	for (int b = 0; b < LR_BRANCHES; b++)
		put(lr_branch_name(b), arg);
}

void front_values_month_generals(put_fn *put, void *arg)
{
	front_values_branches(put, arg);
	for (int b = 0; b < LR_BRANCHES; b++)
		put(lr_month_general_name(b), arg);
}

void front_values_pillars(put_fn *put, void *arg)
{
	char buf[8];
	for (int c = 0; c < LR_CYCLE; c++)
		put(lr_cycle_name(c, buf), arg);
}

void front_values_asks(put_fn *put, void *arg)
{
	for (int a = 0; a < LR_ASK_COUNT; a++)
		put(lr_ask_name(a), arg);
	for (int a = 0; a < LR_ASK_COUNT; a++)
		put(lr_ask_key(a), arg);
}

void front_values_sexes(put_fn *put, void *arg)
{
	static const char *const offered[] = { "m", "f", "男", "女" };
	for (size_t i = 0; i < sizeof offered / sizeof offered[0]; i++) {
		struct lr_context ctx;
		char err[128];
		lr_context_init(&ctx);
		if (lr_context_parse_sex(&ctx, offered[i], err, sizeof err) == 0)
			put(offered[i], arg);
	}
}

void front_values_practice_rules(put_fn *put, void *arg)
{
	static const char *const offered[] = { "課經", "畢法", "課體", "法" };
	for (size_t i = 0; i < sizeof offered / sizeof offered[0]; i++)
		if (lr_practice_parse_rules(offered[i]) >= 0)
			put(offered[i], arg);
}

static void setting_values(enum lr_setting_id id, put_fn *put, void *arg)
{
	const struct lr_setting_info *s = lr_setting_info(id);
	for (int v = 0; v < s->value_count; v++) {
		put(lr_setting_value_name(id, v), arg);
		put(lr_setting_value_alias(id, v), arg);
	}
}

void front_values_noble_table(put_fn *put, void *arg)
{
	setting_values(LR_SET_noble_table, put, arg);
}

void front_values_day_hours(put_fn *put, void *arg)
{
	setting_values(LR_SET_day_hours, put, arg);
}

void front_values_shehai(put_fn *put, void *arg)
{
	setting_values(LR_SET_shehai, put, arg);
}

void front_values_patterns(put_fn *put, void *arg)
{
	enum { MAX_NAMES = 512 };
	static const char *names[MAX_NAMES];
	int n = lr_pattern_names(names, MAX_NAMES);
	for (int i = 0; i < n && i < MAX_NAMES; i++)
		put(names[i], arg);
}

/* ---- the zones ---- */

struct zones {
	char **names;
	size_t count, size;
};

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The zone files under DIR/REL (REL "" at the top), into Z. DEPTH bounds
 * the walk (the tree is three deep: America/Argentina/Salta). */
static void walk_zones(const char *dir, const char *rel, int depth,
		       struct zones *z)
{
	char path[4096];
	snprintf(path, sizeof path, "%s%s%s", dir, *rel ? "/" : "", rel);
	DIR *d = opendir(path);
	if (!d)
		return;
	struct dirent *e;
	while ((e = readdir(d)) != NULL) {
		/* the zones' names start with a capital (Asia, UTC, Etc);
		 * posix/ and right/ repeat them, posixrules and localtime
		 * are no zone's name */
		if (e->d_name[0] < 'A' || e->d_name[0] > 'Z')
			continue;
		char name[512];
		if (snprintf(name, sizeof name, "%s%s%s", rel, *rel ? "/" : "",
			     e->d_name) >= (int)sizeof name)
			continue;
		char full[4096];
		snprintf(full, sizeof full, "%s/%s", dir, name);
		struct stat st;
		if (stat(full, &st) != 0)
			continue;
		if (S_ISDIR(st.st_mode)) {
			if (depth > 0)
				walk_zones(dir, name, depth - 1, z);
			continue;
		}
		char err[256];
		if (!S_ISREG(st.st_mode) || lr_zone_check(name, err, sizeof err) != 0)
			continue;
		if (z->count == z->size) {
			size_t size = z->size ? 2 * z->size : 256;
			char **more = realloc(z->names, size * sizeof *more);
			if (!more)
				break;
			z->names = more;
			z->size = size;
		}
		char *copy = strdup(name);
		if (copy)
			z->names[z->count++] = copy;
	}
	closedir(d);
}

void front_values_zones(put_fn *put, void *arg)
{
	const char *dir = getenv("TZDIR");
	struct zones z = { 0 };
	walk_zones(dir && *dir ? dir : "/usr/share/zoneinfo", "", 3, &z);
	if (z.count)
		qsort(z.names, z.count, sizeof *z.names, by_name);
	for (size_t i = 0; i < z.count; i++) {
		put(z.names[i], arg);
		free(z.names[i]);
	}
	free(z.names);
}
