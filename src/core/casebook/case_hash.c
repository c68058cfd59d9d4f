/* liuren - case_hash.c: a case's checksum: SHA-256 (FIPS 180-4) over the
 * case's fields written in one canonical form, so that the same case
 * gives the same checksum on every machine and in every locale, as git
 * names an object by the hash of its content.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "casebook/casebook_db.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- SHA-256, after FIPS 180-4 §6.2 ---- */

struct sha256 {
	uint32_t h[8];
	uint8_t block[64];
	size_t used;		/* bytes in BLOCK */
	uint64_t bits;		/* message length so far */
};

static const uint32_t round_k[64] = {
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1,
	0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
	0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
	0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
	0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
	0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
	0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
	0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
	0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

static uint32_t rotr(uint32_t x, int n)
{
	return x >> n | x << (32 - n);
}

static void sha256_init(struct sha256 *s)
{
	static const uint32_t h0[8] = {
		0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
		0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
	};
	memcpy(s->h, h0, sizeof h0);
	s->used = 0;
	s->bits = 0;
}

static void sha256_block(struct sha256 *s, const uint8_t *p)
{
	uint32_t w[64];
	for (int t = 0; t < 16; t++)
		w[t] = (uint32_t)p[4 * t] << 24 | (uint32_t)p[4 * t + 1] << 16 |
		       (uint32_t)p[4 * t + 2] << 8 | p[4 * t + 3];
	for (int t = 16; t < 64; t++) {
		uint32_t s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^
			      w[t - 15] >> 3;
		uint32_t s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^
			      w[t - 2] >> 10;
		w[t] = w[t - 16] + s0 + w[t - 7] + s1;
	}
	uint32_t a = s->h[0], b = s->h[1], c = s->h[2], d = s->h[3];
	uint32_t e = s->h[4], f = s->h[5], g = s->h[6], h = s->h[7];
	for (int t = 0; t < 64; t++) {
		uint32_t t1 = h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) +
			      ((e & f) ^ (~e & g)) + round_k[t] + w[t];
		uint32_t t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) +
			      ((a & b) ^ (a & c) ^ (b & c));
		h = g;
		g = f;
		f = e;
		e = d + t1;
		d = c;
		c = b;
		b = a;
		a = t1 + t2;
	}
	s->h[0] += a; s->h[1] += b; s->h[2] += c; s->h[3] += d;
	s->h[4] += e; s->h[5] += f; s->h[6] += g; s->h[7] += h;
}

static void sha256_add(struct sha256 *s, const void *data, size_t len)
{
	const uint8_t *p = data;
	s->bits += (uint64_t)len * 8;
	while (len > 0) {
		size_t n = 64 - s->used < len ? 64 - s->used : len;
		memcpy(s->block + s->used, p, n);
		s->used += n;
		p += n;
		len -= n;
		if (s->used == 64) {
			sha256_block(s, s->block);
			s->used = 0;
		}
	}
}

static void sha256_hex(struct sha256 *s, char out[LR_CASE_CHECKSUM_SIZE])
{
	uint64_t bits = s->bits;
	uint8_t pad = 0x80, zero = 0, len[8];
	sha256_add(s, &pad, 1);
	while (s->used != 56)
		sha256_add(s, &zero, 1);
	for (int i = 0; i < 8; i++)
		len[i] = (uint8_t)(bits >> (56 - 8 * i));
	sha256_add(s, len, 8);
	for (int i = 0; i < 8; i++)
		snprintf(out + 8 * i, 9, "%08" PRIx32, s->h[i]);
}

void lr_cbdb_sha256(const void *data, size_t len,
		    char out[LR_CASE_CHECKSUM_SIZE])
{
	struct sha256 s;
	sha256_init(&s);
	sha256_add(&s, data, len);
	sha256_hex(&s, out);
}

/* ---- the canonical form of a case ---- */

/* "key" then the value: "t<length>:<bytes>" a text, "-" none. */
static void add_text(struct sha256 *s, const char *key, const char *text)
{
	char head[48];
	int n = text ? snprintf(head, sizeof head, "%s=t%zu:", key, strlen(text))
		     : snprintf(head, sizeof head, "%s=-", key);
	sha256_add(s, head, (size_t)n);
	if (text)
		sha256_add(s, text, strlen(text));
	sha256_add(s, "\n", 1);
}

static void add_int(struct sha256 *s, const char *key, int64_t v)
{
	char line[64];
	int n = snprintf(line, sizeof line, "%s=i%" PRId64 "\n", key, v);
	sha256_add(s, line, (size_t)n);
}

/* A degree of longitude or latitude as an export writes it: ten
 * decimals, the decimal point a '.' whatever the locale. */
static void add_degrees(struct sha256 *s, const char *key, double v)
{
	char num[64];
	snprintf(num, sizeof num, "%.10f", v);
	for (char *p = num; *p; p++)
		if (!((*p >= '0' && *p <= '9') || *p == '-'))
			*p = '.';
	add_text(s, key, num);
}

void lr_case_checksum(const struct lr_case *c, char out[LR_CASE_CHECKSUM_SIZE])
{
	struct sha256 s;
	sha256_init(&s);
	sha256_add(&s, "liuren case 1\n", 14);
	add_text(&s, "uid", c->uid);
	add_text(&s, "kind", lr_case_kind_name(c->kind));
	add_text(&s, "moment", c->moment);
	add_text(&s, "zone", c->zone);
	/* a case of another kind keeps no observer */
	if (c->kind == LR_CASE_MOMENT) {
		add_degrees(&s, "lon", c->lon);
		add_degrees(&s, "lat", c->lat);
	}
	add_int(&s, "asked", c->asked);
	const struct { const char *key, *value; } texts[] = {
		{ "day", c->day }, { "hour", c->hour }, { "general", c->general },
		{ "notation", c->notation },
		{ "settings", c->settings ? c->settings : "" },
		{ "birth", c->birth }, { "sex", c->sex },
		{ "xingnian", c->xingnian },
		{ "husband_xingnian", c->husband_xingnian },
		{ "wife_xingnian", c->wife_xingnian }, { "ask", c->ask },
		{ "question", c->question ? c->question : "" },
		{ "judgment", c->judgment }, { "notes", c->notes },
		{ "outcome", c->outcome }, { "outcome_date", c->outcome_date },
		{ "title", c->title ? c->title : "" },
		{ "fingerprint", c->fingerprint ? c->fingerprint : "" },
	};
	for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++)
		add_text(&s, texts[i].key, texts[i].value);
	add_int(&s, "verdict", c->verdict == LR_VERDICT_RIGHT ? 1
		: c->verdict == LR_VERDICT_WRONG ? 0 : -1);
	/* the tags as a set (in byte order: each the least one above the
	 * last), the 課體 in their order */
	add_int(&s, "tags", c->ntags);
	const char *last = NULL;
	for (int k = 0; k < c->ntags; k++) {
		const char *least = NULL;
		for (int i = 0; i < c->ntags; i++)
			if ((!last || strcmp(c->tags[i], last) > 0) &&
			    (!least || strcmp(c->tags[i], least) < 0))
				least = c->tags[i];
		if (!least)
			break;	/* the same tag twice */
		add_text(&s, "tag", least);
		last = least;
	}
	add_int(&s, "patterns", c->npatterns);
	for (int i = 0; i < c->npatterns; i++)
		add_text(&s, "pattern", c->patterns[i]);
	add_int(&s, "created", c->created);
	add_int(&s, "updated", c->updated);
	sha256_hex(&s, out);
}

void lr_cbdb_seal(int64_t id, const char *checksum,
		  char out[LR_CASE_CHECKSUM_SIZE])
{
	char text[LR_CASE_CHECKSUM_SIZE + 32];
	int n = snprintf(text, sizeof text, "%" PRId64 " %s", id, checksum);
	lr_cbdb_sha256(text, (size_t)n, out);
}

/* ---- ancestry: a case's earlier checksums, a list of them apart by
 * spaces (pure text; the reads and writes in casebook_rw.c and the
 * import in casebook_json.c and casebook_sync.c both use it) ---- */

bool lr_cbdb_ancestry_has(const char *list, const char *checksum)
{
	size_t n = strlen(checksum);
	for (const char *p = list ? list : ""; *p; ) {
		p += strspn(p, " ");
		size_t len = strcspn(p, " ");
		if (len == n && n && !memcmp(p, checksum, n))
			return true;
		p += len;
	}
	return false;
}

char *lr_cbdb_ancestry_join(const char *extra, const char *ancestry)
{
	size_t cap = (extra ? strlen(extra) : 0) +
		     (ancestry ? strlen(ancestry) : 0) + 2;
	char *out = malloc(cap);
	if (!out)
		return NULL;
	out[0] = '\0';
	size_t used = 0;
	int count = 0;
	const char *lists[2] = { extra, ancestry };
	for (int l = 0; l < 2; l++)
		for (const char *p = lists[l] ? lists[l] : ""; *p; ) {
			p += strspn(p, " ");
			size_t len = strcspn(p, " ");
			if (len == LR_CASE_CHECKSUM_SIZE - 1 &&
			    count < LR_CASE_ANCESTRY_MAX) {
				char one[LR_CASE_CHECKSUM_SIZE];
				memcpy(one, p, len);
				one[len] = '\0';
				if (!lr_cbdb_ancestry_has(out, one)) {
					used += (size_t)snprintf(out + used,
						cap - used, "%s%s", used ? " " : "", one);
					count++;
				}
			}
			p += len;
		}
	return out;
}
