/* liuren - clipboard.c: OSC 52 (see tui/clipboard.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/clipboard.h"

#include <stdlib.h>
#include <string.h>

size_t
tui_base64_size(size_t len)
{
	return (len + 2) / 3 * 4 + 1;
}

size_t
tui_base64(const void *in, size_t len, char *out)
{
	static const char digits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
				     "abcdefghijklmnopqrstuvwxyz0123456789+/";
	const unsigned char *p = in;
	size_t n = 0;
	for (size_t i = 0; i < len; i += 3) {
		unsigned long v = (unsigned long)p[i] << 16;
		if (i + 1 < len)
			v |= (unsigned long)p[i + 1] << 8;
		if (i + 2 < len)
			v |= p[i + 2];
		out[n++] = digits[v >> 18 & 63];
		out[n++] = digits[v >> 12 & 63];
		out[n++] = i + 1 < len ? digits[v >> 6 & 63] : '=';
		out[n++] = i + 2 < len ? digits[v & 63] : '=';
	}
	out[n] = 0;
	return n;
}

/* OSC 52 for the clipboard ("c"), ended by BEL, which every terminal
 * that knows it takes (xterm's own documentation, "Operating System
 * Commands": Ps = 5 2, Pt = Pc ; Pd) */
static const char osc_start[] = "\033]52;c;", osc_end[] = "\a";
/* tmux's passthrough: the DCS "tmux;" whose text, each ESC doubled, tmux
 * writes to the terminal outside it, ended by ST */
static const char dcs_start[] = "\033Ptmux;", dcs_end[] = "\033\\";

char *
tui_osc52(const char *text, size_t len, bool tmux, size_t *outlen)
{
	size_t b64 = tui_base64_size(len) - 1;
	size_t osc = sizeof osc_start - 1 + b64 + sizeof osc_end - 1;
	/* the wrapped copy: one more ESC for the one ESC inside */
	size_t wrapped = tmux ? sizeof dcs_start - 1 + osc + 1 +
			 sizeof dcs_end - 1 : 0;
	char *out = malloc(osc + wrapped + 1);
	if (!out)
		return NULL;
	size_t n = 0;
	memcpy(out, osc_start, sizeof osc_start - 1);
	n += sizeof osc_start - 1;
	n += tui_base64(text, len, out + n);
	memcpy(out + n, osc_end, sizeof osc_end - 1);
	n += sizeof osc_end - 1;
	if (tmux) {
		size_t first = n;
		memcpy(out + n, dcs_start, sizeof dcs_start - 1);
		n += sizeof dcs_start - 1;
		for (size_t i = 0; i < first; i++) {
			if (out[i] == '\033')
				out[n++] = '\033';
			out[n++] = out[i];
		}
		memcpy(out + n, dcs_end, sizeof dcs_end - 1);
		n += sizeof dcs_end - 1;
	}
	out[n] = 0;
	*outlen = n;
	return out;
}
