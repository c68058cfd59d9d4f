/* liuren - check_tui_clipboard.c: the copy key's OSC 52: base64 as RFC
 * 4648 gives it (its test vectors, and random bytes decoded back), the
 * sequence and its tmux passthrough wrapping (each ESC inside doubled),
 * and in the browser: C sends p's text, says how many bytes and that the
 * terminal may refuse; the config's "clipboard = off" sends nothing and
 * says so; a bad value refuses the config file as print does.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "front/config.h"
#include "liuren/lang.h"
#include "tui/clipboard.h"
#include "tui/tui.h"

/* base64 decoded (a decoder of the test's own, so the encoder is checked
 * against the definition, not against itself): the byte count, or -1 */
static long
decode(const char *b64, size_t len, unsigned char *out)
{
	static const char digits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
				     "abcdefghijklmnopqrstuvwxyz0123456789+/";
	if (len % 4)
		return -1;
	long n = 0;
	for (size_t i = 0; i < len; i += 4) {
		int v[4], pad = 0;
		for (int k = 0; k < 4; k++) {
			char c = b64[i + k];
			const char *d = c ? strchr(digits, c) : NULL;
			if (c == '=' && i + 4 == len && k >= 2) {
				v[k] = 0;
				pad++;
			} else if (d && !pad) {
				v[k] = (int)(d - digits);
			} else {
				return -1;
			}
		}
		unsigned long w = (unsigned long)v[0] << 18 | (unsigned long)v[1] << 12 |
				  (unsigned long)v[2] << 6 | (unsigned long)v[3];
		out[n++] = (unsigned char)(w >> 16);
		if (pad < 2)
			out[n++] = (unsigned char)(w >> 8);
		if (pad < 1)
			out[n++] = (unsigned char)w;
	}
	return n;
}

START_TEST(test_base64_vectors)
{
	/* RFC 4648, section 10 */
	static const char *const vec[][2] = {
		{ "", "" }, { "f", "Zg==" }, { "fo", "Zm8=" }, { "foo", "Zm9v" },
		{ "foob", "Zm9vYg==" }, { "fooba", "Zm9vYmE=" },
		{ "foobar", "Zm9vYmFy" },
	};
	for (size_t i = 0; i < sizeof vec / sizeof vec[0]; i++) {
		char out[32];
		size_t n = tui_base64(vec[i][0], strlen(vec[i][0]), out);
		ck_assert_str_eq(out, vec[i][1]);
		ck_assert_uint_eq(n, strlen(vec[i][1]));
		ck_assert_uint_eq(tui_base64_size(strlen(vec[i][0])), n + 1);
	}
}
END_TEST

START_TEST(test_base64_round_trip)
{
	srand(7);
	static unsigned char in[4099], back[4099];
	static char out[8192];
	for (int len = 0; len < (int)sizeof in; len += 1 + rand() % 97) {
		for (int i = 0; i < len; i++)
			in[i] = (unsigned char)rand();
		size_t n = tui_base64(in, (size_t)len, out);
		ck_assert_uint_eq(n + 1, tui_base64_size((size_t)len));
		ck_assert_int_eq(decode(out, n, back), len);
		ck_assert(memcmp(in, back, (size_t)len) == 0);
	}
}
END_TEST

START_TEST(test_osc52_framing)
{
	size_t n;
	char *s = tui_osc52("丙辰", strlen("丙辰"), false, &n);
	ck_assert_ptr_nonnull(s);
	ck_assert_str_eq(s, "\033]52;c;5LiZ6L6w\a");
	ck_assert_uint_eq(n, strlen(s));
	free(s);
	/* in tmux: the same, then wrapped with each ESC doubled */
	s = tui_osc52("丙辰", strlen("丙辰"), true, &n);
	ck_assert_str_eq(s, "\033]52;c;5LiZ6L6w\a"
			 "\033Ptmux;\033\033]52;c;5LiZ6L6w\a\033\\");
	ck_assert_uint_eq(n, strlen(s));
	free(s);
}
END_TEST

static char dir[] = "/tmp/liuren-tui-clip-XXXXXX";

static struct tui_headless *
open_with(const char *config)
{
	char *argv[8] = { "liuren", "--no-config", ":丙辰 寅 未", "--print-dir",
			  dir, NULL };
	int argc = 5;
	char path[600];
	if (config) {
		snprintf(path, sizeof path, "%s/config", dir);
		FILE *f = fopen(path, "w");
		ck_assert_ptr_nonnull(f);
		fputs(config, f);
		fclose(f);
		argv[1] = "--config";
		argv[2] = path;
		argv[3] = ":丙辰 寅 未";
		argv[4] = "--print-dir";
		argv[5] = dir;
		argc = 6;
	}
	char err[512] = "";
	front_config_forget();	/* a config file is read once a process */
	struct tui_headless *h = tui_headless_open(argc, argv, 80, 24, err,
						   sizeof err);
	if (!h) {
		static char said[512];
		snprintf(said, sizeof said, "%s", err);
		setenv("LIUREN_TEST_ERR", said, 1);
	}
	return h;
}

START_TEST(test_copy_key)
{
	setlocale(LC_ALL, "C.UTF-8");
	lr_lang_use(LR_LANG_EN);
	unsetenv("TMUX");
	ck_assert_ptr_nonnull(mkdtemp(dir));
	struct tui_headless *h = open_with(NULL);
	ck_assert_ptr_nonnull(h);
	size_t len;
	ck_assert_ptr_null(tui_headless_sent(h, &len));
	/* p's text, in a file, to compare with */
	tui_headless_type(h, "p\r");
	char path[600];
	snprintf(path, sizeof path, "%s/liuren-丙辰-寅-未.txt", dir);
	FILE *f = fopen(path, "r");
	ck_assert_ptr_nonnull(f);
	static char text[65536];
	size_t tlen = fread(text, 1, sizeof text, f);
	fclose(f);
	ck_assert_uint_gt(tlen, 1000);
	tui_headless_type(h, "C");
	const char *sent = tui_headless_sent(h, &len);
	ck_assert_ptr_nonnull(sent);
	static const char start[] = "\033]52;c;";
	ck_assert(len > sizeof start && !memcmp(sent, start, sizeof start - 1));
	ck_assert_int_eq(sent[len - 1], '\a');
	static unsigned char back[65536];
	long n = decode(sent + sizeof start - 1, len - sizeof start, back);
	ck_assert_int_eq(n, (long)tlen);
	ck_assert(memcmp(back, text, tlen) == 0);
	char want[256];
	snprintf(want, sizeof want, "sent the chart's text (%lu bytes) to the "
		 "terminal's clipboard; it may refuse", (unsigned long)tlen);
	ck_assert_str_eq(tui_headless_status(h), want);
	tui_headless_close(h);
	/* inside tmux, wrapped as well */
	setenv("TMUX", "/tmp/tmux-0/default,1,0", 1);
	h = open_with(NULL);
	tui_headless_type(h, "C");
	sent = tui_headless_sent(h, &len);
	ck_assert_ptr_nonnull(sent);
	const char *bel = strchr(sent, '\a');
	ck_assert_ptr_nonnull(bel);
	ck_assert(strncmp(bel + 1, "\033Ptmux;\033\033]52;c;", 13) == 0);
	ck_assert(len > 2 && !strcmp(sent + len - 3, "\a\033\\"));
	tui_headless_close(h);
	unsetenv("TMUX");
	/* turned off in the config: nothing sent, and said */
	h = open_with("clipboard = off\n");
	ck_assert_ptr_nonnull(h);
	tui_headless_type(h, "C");
	ck_assert_ptr_null(tui_headless_sent(h, &len));
	ck_assert_str_eq(tui_headless_status(h), "copying is off: the config "
			 "file says clipboard = off");
	tui_headless_close(h);
	h = open_with("clipboard = on\n");
	ck_assert_ptr_nonnull(h);
	tui_headless_type(h, "C");
	ck_assert_ptr_nonnull(tui_headless_sent(h, &len));
	tui_headless_close(h);
	/* a bad value: the config refused, its line named */
	h = open_with("clipboard = maybe\n");
	ck_assert_ptr_null(h);
	const char *err = getenv("LIUREN_TEST_ERR");
	ck_assert_msg(strstr(err, "config:1: bad value 'maybe' for clipboard "
		      "(expected on or off)"), "%s", err);
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	ck_assert_int_eq(system(cmd), 0);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("tui_clipboard");
	TCase *tc = tcase_create("clipboard");
	tcase_add_test(tc, test_base64_vectors);
	tcase_add_test(tc, test_base64_round_trip);
	tcase_add_test(tc, test_osc52_framing);
	tcase_add_test(tc, test_copy_key);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
