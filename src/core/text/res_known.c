/* liuren - res_known.c: the res/ files the build checked, and whether
 * the data directory holds them unchanged (see text/res_known.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "text/res_known.h"

#include <fcntl.h>
#include <limits.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "liuren/resource.h"

struct res_known {
	const char *name;
	uint64_t size, digest;
};

/* The generator itself is linked with this file compiled without the
 * list it writes (LR_RES_KNOWN_NONE): no file is known to it. */
#ifdef LR_RES_KNOWN_NONE
static const struct res_known known[] = { { NULL, 0, 0 } };
#else
#include "res_known_list.h"
#endif

enum { CHUNK = 64 * 1024 };	/* a multiple of the word */

/* four chains, word K on chain K % 4, so that the processor runs them
 * side by side */
struct digest { uint64_t h[4]; uint64_t words; };

static const uint64_t MUL = 0x9e3779b97f4a7c15u;

/* one word into a chain: a multiplication by an odd number, so that a
 * word changed anywhere changes the chain (the bits above the change,
 * which the next words and the end's mix spread) */
static uint64_t step(uint64_t h, uint64_t w)
{
	return (h ^ w) * MUL;
}

/* the end's mixing, the high bits folded down as well */
static uint64_t mix(uint64_t h, uint64_t w)
{
	h = (h ^ w) * MUL;
	return h ^ h >> 29;
}

static uint64_t word_at(const unsigned char *p)
{
	uint64_t w;
	memcpy(&w, p, 8);
	return w;
}

static void digest_start(struct digest *d)
{
	for (int k = 0; k < 4; k++)
		d->h[k] = 0x243f6a8885a308d3u + (uint64_t)k;
	d->words = 0;
}

/* the whole words of the N bytes at P */
static void digest_words(struct digest *d, const unsigned char *p, size_t n)
{
	size_t i = 0;
	for (; i + 8 <= n && d->words % 4; i += 8, d->words++)
		d->h[d->words % 4] = step(d->h[d->words % 4], word_at(p + i));
	uint64_t a = d->h[0], b = d->h[1], c = d->h[2], e = d->h[3];
	for (; i + 32 <= n; i += 32, d->words += 4) {
		a = step(a, word_at(p + i));
		b = step(b, word_at(p + i + 8));
		c = step(c, word_at(p + i + 16));
		e = step(e, word_at(p + i + 24));
	}
	d->h[0] = a, d->h[1] = b, d->h[2] = c, d->h[3] = e;
	for (; i + 8 <= n; i += 8, d->words++)
		d->h[d->words % 4] = step(d->h[d->words % 4], word_at(p + i));
}

/* the last N (< 8) bytes, and the length */
static uint64_t digest_end(struct digest *d, const unsigned char *p, size_t n,
			   uint64_t total)
{
	unsigned char tail[8] = { 0 };
	memcpy(tail, p, n);
	uint64_t h = mix(d->h[0], 0);
	for (int k = 1; k < 4; k++)
		h = mix(h, mix(d->h[k], 0));
	h = mix(h, word_at(tail));
	return mix(h, total);
}

uint64_t lr_res_digest(const void *p, size_t n)
{
	struct digest d;
	digest_start(&d);
	size_t whole = n / 8 * 8;
	digest_words(&d, p, whole);
	return digest_end(&d, (const unsigned char *)p + whole, n - whole, n);
}

bool lr_res_known_text(const char *text, size_t len)
{
	bool digested = false;
	uint64_t digest = 0;
	for (const struct res_known *k = known; k->name; k++) {
		if (k->size != len)
			continue;
		if (!digested)
			digest = lr_res_digest(text, len);
		digested = true;
		if (digest == k->digest)
			return true;
	}
	return false;
}

bool lr_res_known(const char *name)
{
	const struct res_known *k = known;
	while (k->name && strcmp(k->name, name) != 0)
		k++;
	return k->name && lr_res_matches(name, k->size, k->digest);
}

bool lr_res_matches(const char *name, uint64_t size, uint64_t digest)
{
	char path[PATH_MAX];
	if (!lr_resource_path(name, path, sizeof path))
		return false;
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
	if (fd < 0)
		return false;
	struct stat st;
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)
	    || (uint64_t)st.st_size != size) {
		close(fd);
		return false;
	}
	static unsigned char buf[CHUNK];
	struct digest d;
	digest_start(&d);
	uint64_t total = 0;
	size_t have = 0;	/* bytes in BUF not yet digested (< 8) */
	for (;;) {
		ssize_t n = read(fd, buf + have, CHUNK - have);
		if (n < 0) {
			close(fd);
			return false;
		}
		if (n == 0)
			break;
		total += (uint64_t)n;
		have += (size_t)n;
		size_t whole = have / 8 * 8;
		digest_words(&d, buf, whole);
		memmove(buf, buf + whole, have - whole);
		have -= whole;
	}
	close(fd);
	return total == size && digest_end(&d, buf, have, total) == digest;
}
