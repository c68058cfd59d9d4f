/* liuren - check_fixtures.c: every worked chart printed in the seeds
 * (tests/data/seed-charts.tsv) reproduced by the engine under the default
 * settings, or, for a row whose note starts "SCHOOL", under the setting
 * the note names.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/chart.h"

#ifndef LR_SRCDIR
#define LR_SRCDIR "."
#endif

enum { MAX_ROWS = 64, FIELDS = 12 };

struct row {
	int line;
	char buf[2048];
	char *f[FIELDS];
};

static struct row rows[MAX_ROWS];
static int row_count;

static void load_rows(void)
{
	if (row_count)
		return;
	FILE *f = fopen(LR_SRCDIR "/tests/data/seed-charts.tsv", "r");
	if (!f) {
		perror(LR_SRCDIR "/tests/data/seed-charts.tsv");
		exit(EXIT_FAILURE);
	}
	char line[2048];
	int lineno = 0;
	while (fgets(line, sizeof line, f)) {
		lineno++;
		line[strcspn(line, "\n")] = '\0';
		if (line[0] == '#' || line[0] == '\0')
			continue;
		if (row_count >= MAX_ROWS) {
			fprintf(stderr, "seed-charts.tsv: too many rows\n");
			exit(EXIT_FAILURE);
		}
		struct row *r = &rows[row_count++];
		r->line = lineno;
		strcpy(r->buf, line);
		int n = 0;
		char *p = r->buf;
		while (n < FIELDS) {
			r->f[n++] = p;
			char *tab = strchr(p, '\t');
			if (!tab)
				break;
			*tab = '\0';
			p = tab + 1;
		}
		if (n != FIELDS) {
			fprintf(stderr, "seed-charts.tsv:%d: %d fields, want %d\n",
				lineno, n, FIELDS);
			exit(EXIT_FAILURE);
		}
	}
	fclose(f);
}

/* Split a UTF-8 string into its characters (each up to 4 bytes). */
static int chars(const char *s, char out[][5], int max)
{
	int n = 0;
	while (*s && n < max) {
		int len = 1;
		unsigned char c = (unsigned char)*s;
		if (c >= 0xf0) len = 4;
		else if (c >= 0xe0) len = 3;
		else if (c >= 0xc0) len = 2;
		memcpy(out[n], s, (size_t)len);
		out[n][len] = '\0';
		s += len;
		n++;
	}
	return n;
}

static void chart_for_row(const struct row *r, struct lr_chart *c)
{
	struct lr_settings st;
	lr_settings_default(&st);
	const char *note = r->f[11];
	if (strncmp(note, "SCHOOL ", 7) == 0) {
		char assign[128];
		size_t len = strcspn(note + 7, ": ");
		ck_assert_uint_lt(len, sizeof assign);
		memcpy(assign, note + 7, len);
		assign[len] = '\0';
		char err[256];
		ck_assert_msg(lr_settings_assign(&st, assign, err, sizeof err) == 0,
			      "%s: %s", r->f[0], err);
	}
	struct lr_input in = {
		.day = lr_parse_cycle_exact(r->f[2]),
		.hour = lr_parse_branch_exact(r->f[3]),
		.general = lr_parse_branch_exact(r->f[4]),
	};
	ck_assert_msg(in.day >= 0 && in.hour >= 0 && in.general >= 0,
		      "%s: bad input columns", r->f[0]);
	ck_assert_int_eq(lr_chart_compute(c, &in, &st, NULL), 0);
}

START_TEST(test_row)
{
	load_rows();
	ck_assert_int_lt(_i, row_count);
	const struct row *r = &rows[_i];
	const char *id = r->f[0];
	struct lr_chart c;
	chart_for_row(r, &c);

	/* lessons: "戌丙蛇 卯戌空 酉辰貴 寅酉青" */
	if (strcmp(r->f[5], "-") != 0) {
		char les[4][16];
		ck_assert_int_eq(sscanf(r->f[5], "%15s %15s %15s %15s",
					les[0], les[1], les[2], les[3]), 4);
		for (int i = 0; i < 4; i++) {
			char ch[4][5];
			ck_assert_int_eq(chars(les[i], ch, 4), 3);
			const struct lr_lesson *l = &c.lessons[i];
			ck_assert_msg(!strcmp(ch[0], lr_branch_name(l->upper)),
				      "%s lesson %d upper: want %s got %s", id, i + 1,
				      ch[0], lr_branch_name(l->upper));
			const char *lower = i == 0 ? lr_stem_name(l->lower_stem)
						   : lr_branch_name(l->lower);
			ck_assert_msg(!strcmp(ch[1], lower),
				      "%s lesson %d lower: want %s got %s", id, i + 1,
				      ch[1], lower);
			if (strcmp(ch[2], "-") != 0)
				ck_assert_msg(!strcmp(ch[2], lr_general_short(l->general)),
					      "%s lesson %d general: want %s got %s",
					      id, i + 1, ch[2],
					      lr_general_short(l->general));
		}
	}

	char tr[3][5], tg[3][5];
	ck_assert_int_eq(chars(r->f[6], tr, 3), 3);
	ck_assert_int_eq(chars(r->f[7], tg, 3), 3);
	for (int i = 0; i < 3; i++) {
		const struct lr_transmission *t = &c.transmissions[i];
		if (strcmp(tr[i], "-") != 0)
			ck_assert_msg(!strcmp(tr[i], lr_branch_name(t->branch)),
				      "%s transmission %d: want %s got %s (method %s)",
				      id, i + 1, tr[i], lr_branch_name(t->branch),
				      lr_method_name(c.method));
		if (strcmp(tg[i], "-") != 0)
			ck_assert_msg(!strcmp(tg[i], lr_general_short(t->general)),
				      "%s transmission %d general: want %s got %s",
				      id, i + 1, tg[i], lr_general_short(t->general));
	}

	if (strcmp(r->f[8], "-") != 0)
		ck_assert_msg(!strcmp(r->f[8], lr_method_name(c.method)),
			      "%s method: want %s got %s (%s)", id, r->f[8],
			      lr_method_name(c.method), c.method_detail);
}
END_TEST

/* E21 is the one SCHOOL row: under the defaults vol. 1's depth count
 * gives 寅 five 克 against 午's two, so the chart must differ. */
START_TEST(test_school_row_differs_by_default)
{
	load_rows();
	int found = 0;
	for (int i = 0; i < row_count; i++) {
		if (strncmp(rows[i].f[11], "SCHOOL ", 7) != 0)
			continue;
		found++;
		struct lr_input in = {
			.day = lr_parse_cycle_exact(rows[i].f[2]),
			.hour = lr_parse_branch_exact(rows[i].f[3]),
			.general = lr_parse_branch_exact(rows[i].f[4]),
		};
		struct lr_chart c;
		ck_assert_int_eq(lr_chart_compute(&c, &in, NULL, NULL), 0);
		char want[3][5];
		chars(rows[i].f[6], want, 3);
		ck_assert_str_ne(want[0], lr_branch_name(c.transmissions[0].branch));
		ck_assert_str_eq(lr_branch_name(c.transmissions[0].branch), "寅");
		ck_assert_str_eq(lr_branch_name(c.transmissions[1].branch), "子");
		ck_assert_str_eq(lr_branch_name(c.transmissions[2].branch), "戌");
	}
	ck_assert_int_eq(found, 1);
}
END_TEST

static Suite *suite(void)
{
	load_rows();
	Suite *s = suite_create("fixtures");
	TCase *tc = tcase_create("seed-charts");
	tcase_add_loop_test(tc, test_row, 0, row_count);
	tcase_add_test(tc, test_school_row_differs_by_default);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	SRunner *sr = srunner_create(suite());
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
