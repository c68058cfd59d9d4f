/* liuren - check_quote.c: input shown in messages (lr_quote): control
 * characters and bad bytes escaped, long values cut on a character
 * boundary, small buffers never overrun.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/quote.h"

START_TEST(test_escapes)
{
	char buf[LR_QUOTE_SIZE];
	ck_assert_str_eq(lr_quote("丙辰 ok", buf, sizeof buf), "丙辰 ok");
	ck_assert_str_eq(lr_quote("\033[2J", buf, sizeof buf), "\\e[2J");
	ck_assert_str_eq(lr_quote("a\nb\tc\r\a\b\f\v", buf, sizeof buf),
			 "a\\nb\\tc\\r\\a\\b\\f\\v");
	ck_assert_str_eq(lr_quote("\x01\x7f", buf, sizeof buf), "\\x01\\x7f");
	/* a C1 control (U+009B, CSI) and bytes that are not UTF-8 */
	ck_assert_str_eq(lr_quote("\xc2\x9b" "2J", buf, sizeof buf),
			 "\\xc2\\x9b2J");
	ck_assert_str_eq(lr_quote("\xff\xe4\xb8", buf, sizeof buf),
			 "\\xff\\xe4\\xb8");
	ck_assert_str_eq(lr_quote(NULL, buf, sizeof buf), "");
}
END_TEST

START_TEST(test_long_values_cut)
{
	char buf[LR_QUOTE_SIZE];
	char *big = malloc(100001);
	memset(big, 'x', 100000);
	big[100000] = 0;
	lr_quote(big, buf, sizeof buf);
	ck_assert_uint_eq(strlen(buf), LR_QUOTE_CHARS + strlen("…"));
	ck_assert_str_eq(buf + LR_QUOTE_CHARS, "…");
	/* 60 Chinese characters keep 48 whole ones */
	char han[200] = "";
	for (int i = 0; i < 60; i++)
		strcat(han, "丙");
	lr_quote(han, buf, sizeof buf);
	ck_assert_uint_eq(strlen(buf), 48 * 3 + strlen("…"));
	/* exactly LR_QUOTE_CHARS is not cut */
	big[LR_QUOTE_CHARS] = 0;
	ck_assert_str_eq(lr_quote(big, buf, sizeof buf), big);
	/* a whole message is never cut but where the buffer ends */
	big[LR_QUOTE_CHARS] = 'x';
	big[1000] = 0;
	char msg[2000];
	ck_assert_uint_eq(strlen(lr_quote_message(big, msg, sizeof msg)), 1000);
	free(big);
	/* tiny buffers: always terminated, never overrun, escapes whole */
	char tiny[8];
	for (size_t n = 1; n <= sizeof tiny; n++) {
		memset(tiny, '#', sizeof tiny);
		lr_quote("\033\033\033\033丙丙丙", tiny, n);
		ck_assert_uint_lt(strlen(tiny), n);
		ck_assert(strstr(tiny, "\\") == NULL ||
			  strlen(strrchr(tiny, '\\')) >= 2);
	}
}
END_TEST

int main(void)
{
	Suite *s = suite_create("quote");
	TCase *tc = tcase_create("quote");
	tcase_add_test(tc, test_escapes);
	tcase_add_test(tc, test_long_values_cut);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
