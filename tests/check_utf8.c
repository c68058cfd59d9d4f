/* liuren - check_utf8.c: stepping through UTF-8 that may be malformed,
 * character counts and the edit distance used for close matches.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <stdlib.h>

#include "liuren/utf8.h"

START_TEST(test_char_len)
{
	ck_assert_uint_eq(lr_utf8_char_len(""), 0);
	ck_assert_uint_eq(lr_utf8_char_len("a"), 1);
	ck_assert_uint_eq(lr_utf8_char_len("六儀"), 3);
	ck_assert_uint_eq(lr_utf8_char_len("\xf0\x9f\x98\x80"), 4);
	/* cut inside a character: never past the end */
	ck_assert_uint_eq(lr_utf8_char_len("\xe5\x85"), 2);
	ck_assert_uint_eq(lr_utf8_char_len("\xe5"), 1);
	ck_assert_uint_eq(lr_utf8_char_len("\xe5x"), 1);
}
END_TEST

START_TEST(test_length_and_distance)
{
	ck_assert_uint_eq(lr_utf8_length(""), 0);
	ck_assert_uint_eq(lr_utf8_length("六儀課"), 3);
	ck_assert_uint_eq(lr_utf8_length("六\xe5"), 2);
	ck_assert_int_eq(lr_utf8_distance("六儀", "六儀"), 0);
	ck_assert_int_eq(lr_utf8_distance("六義", "六儀"), 1);	/* one character */
	ck_assert_int_eq(lr_utf8_distance("六儀", "旬儀"), 1);
	ck_assert_int_eq(lr_utf8_distance("軒蓋", "六儀"), 2);
	ck_assert_int_eq(lr_utf8_distance("", "天德"), 2);
	ck_assert_int_eq(lr_utf8_distance("驛", "驛馬"), 1);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("utf8");
	TCase *tc = tcase_create("utf8");
	tcase_add_test(tc, test_char_len);
	tcase_add_test(tc, test_length_and_distance);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
