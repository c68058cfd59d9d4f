/* liuren - check_cli_dates.c: through the print command itself, a chart
 * from a date equals the chart from the pillars the calendar gives, and
 * the JSON pillars agree with the calendar, for every third hour of 2026
 * (every hour's branch is met many times over).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/commands.h"
#include "liuren/calendar.h"

static char out_path[] = "/tmp/liuren-cli-dates-XXXXXX";

/* Run `liuren print ARGS…` in-process; returns its stdout (static). */
static const char *run_print(int argc, char **argv)
{
	static char buf[65536];
	fflush(stdout);
	int saved = dup(STDOUT_FILENO);
	int fd = open(out_path, O_WRONLY | O_TRUNC);
	ck_assert_int_ge(fd, 0);
	dup2(fd, STDOUT_FILENO);
	close(fd);
	int rc = cmd_print(argc, argv);
	fflush(stdout);
	dup2(saved, STDOUT_FILENO);
	close(saved);
	ck_assert_int_eq(rc, 0);
	FILE *f = fopen(out_path, "r");
	ck_assert_ptr_nonnull(f);
	size_t n = fread(buf, 1, sizeof buf - 1, f);
	buf[n] = '\0';
	fclose(f);
	return buf;
}

/* The chart's own members: everything before "settings". */
static size_t chart_part(const char *json)
{
	const char *s = strstr(json, "\"settings\":");
	ck_assert_ptr_nonnull(s);
	return (size_t)(s - json);
}

static void want_key(const char *json, const char *key, const char *value)
{
	char needle[64];
	snprintf(needle, sizeof needle, "\"%s\":\"%s\"", key, value);
	ck_assert_msg(strstr(json, needle) != NULL, "no %s in %.300s", needle, json);
}

START_TEST(test_dates_agree_with_pillars)
{
	const char *zone = "Asia/Shanghai";
	struct lr_moment m;
	struct lr_calendar cal;
	char err[256];
	struct lr_civil start = { 2026, 1, 1, 0, 10, 0 };
	ck_assert_int_eq(lr_moment_from_civil(&m, zone, &start, LR_DEFAULT_LON,
					      LR_DEFAULT_LAT, err, sizeof err), 0);
	int64_t t0 = m.utc;
	static char first[65536];
	for (int h = 0; h < 8760; h += 3) {
		ck_assert_int_eq(lr_moment_from_utc(&m, zone, t0 + (int64_t)h * 3600,
						    LR_DEFAULT_LON, LR_DEFAULT_LAT,
						    err, sizeof err), 0);
		ck_assert_int_eq(lr_calendar_resolve(&cal, &m, NULL, err, sizeof err), 0);
		char date[16], clock[8], day[8], hour[8], year[8], month[8];
		snprintf(date, sizeof date, "%04d-%02d-%02d", m.civil.year,
			 m.civil.month, m.civil.day);
		snprintf(clock, sizeof clock, "%02d:%02d", m.civil.hour, m.civil.minute);
		lr_cycle_name(cal.day, day);
		lr_cycle_name(cal.year, year);
		lr_cycle_name(cal.month, month);
		snprintf(hour, sizeof hour, "%s", lr_branch_name(cal.hour_branch));
		const char *general = lr_branch_name(cal.general);

		char *a[] = { "print", date, clock, "--tz", (char *)zone, "--json",
			      "--no-config", NULL };
		strcpy(first, run_print(7, a));
		want_key(first, "day", day);
		want_key(first, "hour", hour);
		want_key(first, "general", general);
		want_key(first, "year", year);	/* pillars */
		want_key(first, "month", month);

		char *b[] = { "print", "--day", day, "--hour", hour, "--general",
			      (char *)general, "--json", "--no-config", NULL };
		const char *typed = run_print(9, b);
		size_t n = chart_part(first);
		ck_assert_uint_eq(n, chart_part(typed));
		ck_assert_msg(memcmp(first, typed, n) == 0,
			      "%s %s: the chart from the date differs from %s %s %s",
			      date, clock, day, hour, general);
	}
}
END_TEST

/* A birth date given with --birth is the querent's, not the chart's,
 * wherever it stands among the words; its 本命 is the year pillar of the
 * birth by the calendar's 立春. */
START_TEST(test_birth_date_not_the_chart)
{
	const char *zone = "Asia/Shanghai";
	struct lr_moment m, birth;
	struct lr_calendar cal;
	char err[256], day[8];
	struct lr_civil at = { 2026, 11, 29, 17, 5, 0 };
	struct lr_civil born = { 1983, 1, 20, 0, 0, 0 };
	ck_assert_int_eq(lr_moment_from_civil(&m, zone, &at, LR_DEFAULT_LON,
					      LR_DEFAULT_LAT, err, sizeof err), 0);
	ck_assert_int_eq(lr_calendar_resolve(&cal, &m, NULL, err, sizeof err), 0);
	ck_assert_int_eq(lr_moment_from_civil(&birth, zone, &born, LR_DEFAULT_LON,
					      LR_DEFAULT_LAT, err, sizeof err), 0);
	struct lr_term terms[LR_TERMS];
	ck_assert_int_eq(lr_year_terms(1983, terms), 0);
	int year = 1983;
	for (int i = 0; i < LR_TERMS; i++)
		if (terms[i].index == 21 && birth.utc < terms[i].utc)
			year = 1982;	/* before 立春: the year before */
	/* 1984 was 甲子 */
	const char *branch = lr_branch_name(lr_cycle_branch(
		lr_cycle_add(0, year - 1984)));
	lr_cycle_name(cal.day, day);
	char *a[] = { "print", "--birth", "1983-01-20", "2026-11-29", "17:05",
		      "--tz", (char *)zone, "--json", "--no-config", NULL };
	char *b[] = { "print", "2026-11-29", "17:05", "--tz", (char *)zone,
		      "--birth", "1983-01-20", "--json", "--no-config", NULL };
	char *const *runs[2] = { a, b };
	for (int k = 0; k < 2; k++) {
		const char *json = run_print(9, (char **)runs[k]);
		want_key(json, "day", day);
		want_key(json, "birth_branch", branch);
	}
}
END_TEST

int main(void)
{
	int fd = mkstemp(out_path);
	if (fd < 0) {
		perror("mkstemp");
		return EXIT_FAILURE;
	}
	close(fd);
	Suite *s = suite_create("cli_dates");
	TCase *tc = tcase_create("dates");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, test_dates_agree_with_pillars);
	tcase_add_test(tc, test_birth_date_not_the_chart);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	unlink(out_path);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
