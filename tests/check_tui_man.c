/* liuren - check_tui_man.c: man/liuren.1 documents every key of the
 * browser: it must hold the key list `liuren --man-keys` prints, as
 * generated from the one key table.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tui/keys.h"

START_TEST(test_man_page_lists_every_key)
{
	char *gen = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&gen, &len);
	tui_keys_write_man(m);
	fclose(m);
	char path[1024];
	snprintf(path, sizeof path, "%s/man/liuren.1", LR_SRCDIR);
	FILE *f = fopen(path, "r");
	ck_assert_msg(f != NULL, "man/liuren.1 is missing");
	static char page[1 << 20];
	size_t n = fread(page, 1, sizeof page - 1, f);
	page[n] = 0;
	fclose(f);
	ck_assert_msg(strstr(page, gen) != NULL, "man/liuren.1 lacks the key "
		      "list of `liuren --man-keys` (or it is out of date)");
	free(gen);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("tui_man");
	TCase *tc = tcase_create("man");
	tcase_add_test(tc, test_man_page_lists_every_key);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
