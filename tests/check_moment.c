/* liuren - check_moment.c: civil dates, zones (DST gaps and overlaps),
 * the date and time options and the chart header.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cmd_calendar.h"
#include "front/moment_args.h"
#include "liuren/calendar.h"
#include "liuren/lang.h"
#include "liuren/moment.h"

START_TEST(civil_days_round_trip)
{
	for (int64_t d = -30000; d < 50000; d++) {
		int y, m, day;
		lr_civil_from_days(d, &y, &m, &day);
		ck_assert(lr_days_from_civil(y, m, day) == d);
		ck_assert(day >= 1 && day <= lr_month_days(y, m));
	}
	ck_assert(lr_days_from_civil(1970, 1, 1) == 0);
	ck_assert(lr_days_from_civil(2000, 3, 1) == 11017);
	ck_assert_int_eq(lr_month_days(1900, 2), 28);
	ck_assert_int_eq(lr_month_days(2000, 2), 29);
	ck_assert_int_eq(lr_weekday(lr_days_from_civil(2026, 11, 29)), 0);
}
END_TEST

static struct lr_moment at(const char *zone, int y, int mo, int d, int h,
			   int mi)
{
	struct lr_moment m;
	char err[128];
	struct lr_civil c = { y, mo, d, h, mi, 0 };
	ck_assert_msg(lr_moment_from_civil(&m, zone, &c, 0, 0, err,
					   sizeof err) == 0, "%s", err);
	return m;
}

START_TEST(dst_gap_and_overlap)
{
	/* New York springs forward at 02:00 on 2026-03-08: 02:30 does not
	 * exist and is read as 03:30 EDT (07:30 UT). */
	struct lr_moment m = at("America/New_York", 2026, 3, 8, 2, 30);
	ck_assert_int_eq(m.kind, LR_CIVIL_GAP);
	ck_assert_int_eq(m.civil.hour, 3);
	ck_assert_int_eq(m.civil.minute, 30);
	ck_assert_int_eq(m.utc_offset, -4 * 3600);
	ck_assert(m.utc == lr_days_from_civil(2026, 3, 8) * 86400 + 7 * 3600
			   + 1800);
	ck_assert_int_eq(m.asked.hour, 2);
	/* It falls back at 02:00 on 2026-11-01: 01:30 happens twice; the
	 * first (EDT, 05:30 UT) is taken. */
	m = at("America/New_York", 2026, 11, 1, 1, 30);
	ck_assert_int_eq(m.kind, LR_CIVIL_OVERLAP);
	ck_assert_int_eq(m.utc_offset, -4 * 3600);
	ck_assert(m.utc == lr_days_from_civil(2026, 11, 1) * 86400 + 5 * 3600
			   + 1800);
	/* An hour later in UT the clock shows 01:30 again, EST. */
	struct lr_civil c;
	int off;
	lr_zone_civil("America/New_York", m.utc + 3600, &c, &off);
	ck_assert_int_eq(c.hour, 1);
	ck_assert_int_eq(off, -5 * 3600);
	m = at("America/New_York", 2026, 7, 1, 12, 0);
	ck_assert_int_eq(m.kind, LR_CIVIL_EXACT);
	ck_assert_str_eq(lr_zone_abbrev("America/New_York", m.utc), "EDT");
	/* China kept summer time 1986-1991. */
	m = at("Asia/Shanghai", 1988, 7, 1, 12, 0);
	ck_assert_int_eq(m.utc_offset, 9 * 3600);
	m = at("Asia/Shanghai", 2026, 7, 1, 12, 0);
	ck_assert_int_eq(m.utc_offset, 8 * 3600);
	m = at("Europe/London", 2026, 3, 29, 1, 30);
	ck_assert_int_eq(m.kind, LR_CIVIL_GAP);
	m = at("+05:30", 2026, 3, 29, 1, 30);
	ck_assert_int_eq(m.utc_offset, 5 * 3600 + 1800);
	m = at("UTC", 1900, 1, 1, 0, 0);
	ck_assert_int_eq(m.utc_offset, 0);
}
END_TEST

START_TEST(bad_moments)
{
	struct lr_moment m;
	char err[160];
	struct lr_civil c = { 2026, 2, 30, 12, 0, 0 };
	ck_assert_int_eq(lr_moment_from_civil(&m, "UTC", &c, 0, 0, err,
					      sizeof err), -1);
	ck_assert_str_eq(err, "bad date '2026-02-30 12:00:00': February 2026 "
			 "has 28 days");
	c.day = 1;
	ck_assert_int_eq(lr_moment_from_civil(&m, "Mars/Olympus", &c, 0, 0,
					      err, sizeof err), -1);
	ck_assert_str_eq(err, "unknown time zone 'Mars/Olympus'");
	ck_assert_int_eq(lr_zone_check("../etc/passwd", err, sizeof err), -1);
	c.year = 2101;
	ck_assert_int_eq(lr_moment_from_civil(&m, "UTC", &c, 0, 0, err,
					      sizeof err), -1);
	ck_assert_str_eq(err, "year 2101 is outside 1900-2100");
}
END_TEST

/* Run the option parser on a NULL-terminated word list. */
static int parse(struct lr_moment *m, struct lr_settings *s, char *err,
		 int *left, char **words)
{
	static char *argv[32];
	int argc = 0;
	argv[argc++] = "print";
	for (int i = 0; words[i]; i++)
		argv[argc++] = words[i];
	lr_settings_default(s);
	int r = front_moment_args_parse(&argc, argv, s, m, err, 160);
	*left = argc - 1;
	return r;
}

#define WORDS(...) ((char *[]){ __VA_ARGS__, NULL })

START_TEST(option_parser)
{
	struct lr_moment m;
	struct lr_settings s;
	char err[160];
	int left;
	ck_assert_int_eq(parse(&m, &s, err, &left,
			       WORDS("2026-11-29", "17:05", "--tz",
				     "Asia/Shanghai", "--json")), 0);
	ck_assert_int_eq(left, 1);			/* --json stays */
	ck_assert_int_eq(m.civil.hour, 17);
	ck_assert_int_eq(m.utc_offset, 8 * 3600);
	ck_assert(m.lon == LR_DEFAULT_LON);
	int64_t expected = m.utc;
	ck_assert_int_eq(parse(&m, &s, err, &left,
			       WORDS("2026-11-29T17:05+08:00")), 0);
	ck_assert(m.utc == expected);
	ck_assert_int_eq(parse(&m, &s, err, &left,
			       WORDS("2026-11-29T09:05:00Z", "--tz",
				     "Asia/Shanghai")), 0);
	ck_assert(m.utc == expected);
	ck_assert_int_eq(m.civil.hour, 17);
	ck_assert_int_eq(parse(&m, &s, err, &left,
			       WORDS("--tz=Asia/Shanghai", "--lunar",
				     "2026-10-21", "17:05", "--true-solar",
				     "--lon", "121.5", "--lat", "31.2")), 0);
	ck_assert(m.utc == expected);
	ck_assert_int_eq(s.true_solar, 1);
	ck_assert(m.lon == 121.5 && m.lat == 31.2);
	ck_assert_int_eq(parse(&m, &s, err, &left,
			       WORDS("--tz", "Asia/Shanghai", "--lunar",
				     "2025-閏6-01")), 0);
	ck_assert_int_eq(m.civil.month, 7);
	ck_assert_int_eq(m.civil.day, 25);
	ck_assert_int_eq(parse(&m, &s, err, &left,
			       WORDS("--lunar", "2025-leap6-01", "--tz",
				     "Asia/Shanghai")), 0);
	ck_assert_int_eq(m.civil.day, 25);
	ck_assert_int_eq(parse(&m, &s, err, &left, WORDS("now")), 0);
	ck_assert_int_eq(parse(&m, &s, err, &left, WORDS("chart-name")), 0);
	ck_assert_int_eq(left, 1);

	ck_assert_int_eq(parse(&m, &s, err, &left, WORDS("2026-02-30")), -1);
	ck_assert_str_eq(err, "bad date '2026-02-30': February 2026 has 28 "
			 "days");
	ck_assert_int_eq(parse(&m, &s, err, &left,
			       WORDS("2026-01-01", "--tz", "Nowhere/Land")), -1);
	ck_assert_str_eq(err, "unknown time zone 'Nowhere/Land'");
	ck_assert_int_eq(parse(&m, &s, err, &left, WORDS("1899-12-31")), -1);
	ck_assert_int_eq(parse(&m, &s, err, &left, WORDS("2026-1x-01")), -1);
	ck_assert_int_eq(parse(&m, &s, err, &left,
			       WORDS("2026-01-01T25:00")), -1);
	ck_assert_int_eq(parse(&m, &s, err, &left,
			       WORDS("--lunar", "2026-閏3-01")), -1);
	ck_assert_str_eq(err, "lunar year 2026 has no leap month 3");
	ck_assert_int_eq(parse(&m, &s, err, &left, WORDS("--lon", "200")), -1);
	ck_assert_int_eq(parse(&m, &s, err, &left, WORDS("--tz")), -1);
	ck_assert_int_eq(parse(&m, &s, err, &left,
			       WORDS("2026-01-01", "2026-01-02")), -1);
}
END_TEST

static char *header_of(const struct lr_moment *m,
		       const struct lr_settings *s, int warn, bool json)
{
	struct lr_calendar cal;
	char err[128];
	ck_assert_int_eq(lr_calendar_resolve(&cal, m, s, err, sizeof err), 0);
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	if (json) {
		struct json j;
		front_json_init(&j, f);
		front_json_object_begin(&j);
		front_moment_write_json(&j, m, &cal, s);
		front_json_object_end(&j);
		front_json_finish(&j);
	} else {
		front_moment_print_header(f, m, &cal, s, warn);
	}
	fclose(f);
	return text;
}

START_TEST(header_and_json)
{
	struct lr_settings s;
	lr_settings_default(&s);
	/* the header in English: each label in words, the terms in 漢字 */
	setlocale(LC_ALL, "C.UTF-8");
	lr_lang_use(LR_LANG_EN);
	struct lr_moment m = at("Asia/Shanghai", 2026, 12, 22, 4, 47);
	char *h = header_of(&m, &s, 10, false);
	ck_assert_ptr_nonnull(strstr(h, "Lunar    丙午年"));
	ck_assert_ptr_nonnull(strstr(h, "Note     the 月將 changes in 4 min"));
	ck_assert_ptr_null(strstr(h, "注意"));
	free(h);
	/* and in zh-Hant, the former words */
	lr_lang_use(LR_LANG_ZH_HANT);
	m = at("Asia/Shanghai", 2026, 11, 29, 17, 5);
	h = header_of(&m, &s, 10, false);
	ck_assert_ptr_nonnull(strstr(h, "農曆  丙午年十月廿一"));
	ck_assert_ptr_nonnull(strstr(h, "月將  寅 功曹"));
	ck_assert_ptr_null(strstr(h, "注意"));
	free(h);
	/* 冬至 2026 falls at 04:50 Beijing on 12-22: warn ten minutes before. */
	m = at("Asia/Shanghai", 2026, 12, 22, 4, 47);
	h = header_of(&m, &s, 10, false);
	ck_assert_ptr_nonnull(strstr(h, "注意  4 分後換月將"));
	free(h);
	m = at("America/New_York", 2026, 3, 8, 2, 30);
	h = header_of(&m, &s, 0, false);
	ck_assert_ptr_nonnull(strstr(h, "並不存在"));
	free(h);
	m = at("Asia/Shanghai", 2026, 11, 29, 17, 5);
	h = header_of(&m, &s, 0, true);
	const char *keys[] = { "\"datetime\":", "\"lunar\":", "\"pillars\":",
			       "\"solar_term\":", "\"general_since\":",
			       "\"calendar_general\":\"寅\"", "\"month\":10",
			       "\"local\":\"2026-11-29T17:05:00+08:00\"" };
	for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
		ck_assert_msg(strstr(h, keys[i]) != NULL, "no %s in %s", keys[i],
			      h);
	free(h);
}
END_TEST

START_TEST(calendar_command)
{
	char *ok[] = { "calendar", "2026", "--tz", "Asia/Shanghai", NULL };
	FILE *saved = stdout;
	char *text = NULL;
	size_t len = 0;
	stdout = open_memstream(&text, &len);
	int r = cmd_calendar(4, ok);
	fclose(stdout);
	stdout = saved;
	ck_assert_int_eq(r, 0);
	ck_assert_ptr_nonnull(strstr(text, "立春"));
	ck_assert_ptr_nonnull(strstr(text, "2026-02-17  30 days  正月"));
	free(text);
	char *bad_year[] = { "calendar", "2101", NULL };
	char *bad_zone[] = { "calendar", "2026", "--tz", "X/Y", NULL };
	char *no_year[] = { "calendar", NULL };
	FILE *err = stderr;
	stderr = fopen("/dev/null", "w");
	ck_assert_int_eq(cmd_calendar(2, bad_year), 2);
	ck_assert_int_eq(cmd_calendar(4, bad_zone), 2);
	ck_assert_int_eq(cmd_calendar(1, no_year), 2);
	fclose(stderr);
	stderr = err;
}
END_TEST

static Suite *moment_suite(void)
{
	Suite *s = suite_create("moment");
	TCase *tc = tcase_create("core");
	tcase_set_timeout(tc, 30);
	tcase_add_test(tc, civil_days_round_trip);
	tcase_add_test(tc, dst_gap_and_overlap);
	tcase_add_test(tc, bad_moments);
	tcase_add_test(tc, option_parser);
	tcase_add_test(tc, header_and_json);
	tcase_add_test(tc, calendar_command);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	SRunner *sr = srunner_create(moment_suite());
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
