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

struct digest { uint64_t h; };

static void digest_words(struct digest *d, const unsigned char *p, size_t n)
{
	uint64_t h = d->h;
	for (size_t i = 0; i + 8 <= n; i += 8) {
		uint64_t w;
		memcpy(&w, p + i, 8);
		h = (h ^ w) * 0x9e3779b97f4a7c15u;
		h ^= h >> 29;
	}
	d->h = h;
}

/* the last N (< 8) bytes, and the length */
static uint64_t digest_end(struct digest *d, const unsigned char *p, size_t n,
			   uint64_t total)
{
	unsigned char tail[8] = { 0 };
	memcpy(tail, p, n);
	digest_words(d, tail, 8);
	unsigned char len[8];
	memcpy(len, &total, 8);
	digest_words(d, len, 8);
	return d->h;
}

uint64_t lr_res_digest(const void *p, size_t n)
{
	struct digest d = { 0x243f6a8885a308d3u };
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
	char path[PATH_MAX];
	if (!k->name || !lr_resource_path(name, path, sizeof path))
		return false;
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
	if (fd < 0)
		return false;
	struct stat st;
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)
	    || (uint64_t)st.st_size != k->size) {
		close(fd);
		return false;
	}
	static unsigned char buf[CHUNK];
	struct digest d = { 0x243f6a8885a308d3u };
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
	return total == k->size
	       && digest_end(&d, buf, have, total) == k->digest;
}
