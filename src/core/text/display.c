/* liuren - display.c: a text as the current language displays it: the
 * joint Korean particles picked (六合을(를) → 六合을) in ko, converted to
 * Simplified in zh-Hans, each answer kept so a caller may hold the pointer.
 * Apart from lang.c so that the catalogs (lang.c) never call the Korean
 * particles, which read their table through the resource loader.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/lang.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/korean.h"

static bool is_ascii(const char *s)
{
	for (; *s; s++)
		if ((unsigned char)*s >= 0x80)
			return false;
	return true;
}

/* The cache: open addressing on FNV-1a, never shrinking, so a returned
 * pointer stays valid; when full, conversions go to a small ring. A text
 * is kept per language (Korean particles, zh-Hans conversion). */
enum { CACHE_SLOTS = 1 << 15, CACHE_MAX = CACHE_SLOTS / 2, RING = 16 };
static struct { char *key, *value; enum lr_lang lang; } *cache;
static size_t cache_used;
static char *ring[RING];
static unsigned ring_next;

static uint32_t hash(const char *s)
{
	uint32_t h = 2166136261u;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

/* TEXT with its joint Korean particles picked (六合을(를) → 六合을), or
 * NULL when out of memory. */
static char *ko_particles_dup(const char *text)
{
	char *copy = strdup(text);
	if (copy)
		lr_ko_particles(copy, 0);
	return copy;
}

const char *lr_lang_display(const char *text)
{
	if (!text || is_ascii(text))
		return text;
	enum lr_lang lang = lr_lang_current();
	if (lang == LR_LANG_KO ? !lr_ko_has_joint_particle(text)
				  : lang != LR_LANG_ZH_HANS)
		return text;
	if (!cache && !(cache = calloc(CACHE_SLOTS, sizeof *cache)))
		return text;
	uint32_t i = hash(text) & (CACHE_SLOTS - 1);
	while (cache[i].key) {
		if (cache[i].lang == lang && !strcmp(cache[i].key, text))
			return cache[i].value;
		i = (i + 1) & (CACHE_SLOTS - 1);
	}
	char *value = lang == LR_LANG_KO ? ko_particles_dup(text)
					    : lr_lang_t2s_dup(text);
	if (!value)
		return text;
	if (cache_used < CACHE_MAX) {
		char *key = strdup(text);
		if (key) {
			cache[i].key = key;
			cache[i].value = value;
			cache[i].lang = lang;
			cache_used++;
			return value;
		}
	}
	free(ring[ring_next]);
	ring[ring_next] = value;
	ring_next = (ring_next + 1) % RING;
	return value;
}
