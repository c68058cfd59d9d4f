/* liuren - check_table.c: the tab-separated data file reader.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "liuren/resource.h"
#include "liuren/table.h"

static char dir[] = "/tmp/liuren-table-XXXXXX";

static const char *write_file(const char *name, const char *text, size_t len)
{
	static char path[256];
	snprintf(path, sizeof path, "%s/%s", dir, name);
	FILE *f = fopen(path, "wb");
	ck_assert_ptr_nonnull(f);
	ck_assert_uint_eq(fwrite(text, 1, len, f), len);
	fclose(f);
	return path;
}

#define WRITE(name, lit) write_file(name, lit, sizeof(lit) - 1)

static void setup(void)
{
	ck_assert_ptr_nonnull(mkdtemp(dir));
}

static void teardown(void)
{
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	ck_assert_int_eq(system(cmd), 0);
	strcpy(dir, "/tmp/liuren-table-XXXXXX");
}

START_TEST(test_rows_and_fields)
{
	const char *p = WRITE("ok.tsv", "# comment\n\na\tb\tc\r\n  \n#x\ty\n"
				"d\t\tf\ng\th\ti");
	struct lr_table t;
	char err[256] = "";
	ck_assert_int_eq(lr_table_read(p, 3, &t, err, sizeof err), 0);
	ck_assert_uint_eq(t.nrows, 3);
	ck_assert_int_eq(t.rows[0].line, 3);
	ck_assert_str_eq(t.rows[0].fields[2], "c");	/* CR dropped */
	ck_assert_int_eq(t.rows[1].line, 6);
	ck_assert_str_eq(t.rows[1].fields[1], "");	/* empty field kept */
	ck_assert_int_eq(t.rows[2].line, 7);		/* no final newline */
	ck_assert_str_eq(t.rows[2].fields[2], "i");
	lr_table_free(&t);
	ck_assert_ptr_null(t.rows);

	/* NFIELDS 0 accepts any count. */
	ck_assert_int_eq(lr_table_read(p, 0, &t, err, sizeof err), 0);
	ck_assert_int_eq(t.rows[0].nfields, 3);
	lr_table_free(&t);
}
END_TEST

START_TEST(test_errors)
{
	struct lr_table t;
	char err[256], want[300];
	const char *p = WRITE("cols.tsv", "# head\na\tb\tc\nd\te\n");
	ck_assert_int_eq(lr_table_read(p, 3, &t, err, sizeof err), -1);
	snprintf(want, sizeof want,
		 "%s:3: expected 3 tab-separated fields, found 2", p);
	ck_assert_str_eq(err, want);
	ck_assert_uint_eq(t.nrows, 0);
	lr_table_free(&t);

	p = WRITE("utf.tsv", "a\tb\n\xe5\xad\tc\n");
	ck_assert_int_eq(lr_table_read(p, 2, &t, err, sizeof err), -1);
	snprintf(want, sizeof want, "%s:2: invalid UTF-8", p);
	ck_assert_str_eq(err, want);

	p = WRITE("nul.tsv", "a\0b\n");
	ck_assert_int_eq(lr_table_read(p, 0, &t, err, sizeof err), -1);
	snprintf(want, sizeof want, "%s:1: NUL byte in text", p);
	ck_assert_str_eq(err, want);

	snprintf(want, sizeof want, "%s/missing.tsv", dir);
	ck_assert_int_eq(lr_table_read(want, 0, &t, err, sizeof err), -1);
	ck_assert_msg(strstr(err, "missing.tsv: cannot read: ") != NULL,
		      "%s", err);

	/* A short buffer is truncated, not overrun. */
	char small[8];
	ck_assert_int_eq(lr_table_fail(small, sizeof small, "file", 12,
				       "%s", "long message"), -1);
	ck_assert_str_eq(small, "file:12");
}
END_TEST

START_TEST(test_resource_path)
{
	char buf[512];
	setenv("LIUREN_DATADIR", "/some/where", 1);
	ck_assert_str_eq(lr_resource_path("x.tsv", buf, sizeof buf),
			 "/some/where/x.tsv");
	ck_assert_ptr_null(lr_resource_path("shensha.tsv", buf, 4));
	/* Unset: the installed res/ alone, even for a file the source
	 * tree has (no path of the build is compiled in). */
	unsetenv("LIUREN_DATADIR");
	ck_assert_str_eq(lr_resource_path("shensha.tsv", buf, sizeof buf),
			 LR_DATADIR "/shensha.tsv");
	ck_assert_str_eq(lr_resource_path("no-such-file.tsv", buf, sizeof buf),
			 LR_DATADIR "/no-such-file.tsv");
	setenv("LIUREN_DATADIR", LR_SRCDIR "/res", 1);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("table");
	TCase *tc = tcase_create("core");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_rows_and_fields);
	tcase_add_test(tc, test_errors);
	tcase_add_test(tc, test_resource_path);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
