/* liuren - check_lunar_table.c: every lunar year 1900-2100 against the
 * published table (tests/data/almanac-lunar-table.tsv): the date of the
 * new year, the leap month and every month's length. Where the table and
 * the modern rules differ, the data file says what liuren gives and why,
 * and the test holds liuren to exactly that.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/calendar.h"
#include "liuren/moment.h"

#ifndef LR_SRCDIR
#define LR_SRCDIR "."
#endif

/* "1900-01-31" and "1:29 2:30 … L8:29 …" for lunar year YEAR. */
static void ours(int year, char *date, size_t dlen, char *months, size_t mlen,
		 int *leap)
{
	struct lr_lunar_month m[13];
	int n = lr_lunar_year(year, m);
	ck_assert_int_ge(n, 12);
	int y, mo, d;
	lr_civil_from_days(m[0].first_day, &y, &mo, &d);
	snprintf(date, dlen, "%04d-%02d-%02d", y, mo, d);
	size_t used = 0;
	*leap = 0;
	months[0] = '\0';
	for (int i = 0; i < n; i++) {
		if (m[i].leap)
			*leap = m[i].month;
		used += (size_t)snprintf(months + used, mlen - used, "%s%s%d:%d",
					 i ? " " : "", m[i].leap ? "L" : "",
					 m[i].month, m[i].length);
	}
}

START_TEST(test_lunar_years_1900_2100)
{
	FILE *f = fopen(LR_SRCDIR "/tests/data/almanac-lunar-table.tsv", "r");
	ck_assert_ptr_nonnull(f);
	char line[1024];
	int rows = 0, exact = 0, documented = 0;
	while (fgets(line, sizeof line, f)) {
		if (line[0] == '#' || line[0] == '\n')
			continue;
		line[strcspn(line, "\n")] = '\0';
		char *field[5];
		char *p = line;
		for (int i = 0; i < 5; i++) {
			field[i] = p;
			p = strchr(p, '\t');
			if (i < 4) {
				ck_assert_ptr_nonnull(p);
				*p++ = '\0';
			}
		}
		int year = atoi(field[0]);
		char date[16], months[256];
		int leap;
		ours(year, date, sizeof date, months, sizeof months, &leap);
		ck_assert_msg(leap == atoi(field[2]), "%d: leap month %d, published %s",
			      year, leap, field[2]);
		if (!strcmp(field[4], "-")) {
			ck_assert_msg(!strcmp(date, field[1]), "%d: new year %s, published %s",
				      year, date, field[1]);
			ck_assert_msg(!strcmp(months, field[3]), "%d: months %s, published %s",
				      year, months, field[3]);
			exact++;
		} else {
			/* "ours DATE|MONTHS; why" */
			char want[300];
			snprintf(want, sizeof want, "ours %s|%s;", date, months);
			ck_assert_msg(!strncmp(field[4], want, strlen(want)),
				      "%d: liuren gives %s|%s, the note says %s", year,
				      date, months, field[4]);
			documented++;
		}
		rows++;
	}
	fclose(f);
	ck_assert_int_eq(rows, 201);
	ck_assert_int_le(documented, 5);
	ck_assert_int_eq(exact + documented, 201);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("lunar_table");
	TCase *tc = tcase_create("published");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_lunar_years_1900_2100);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
