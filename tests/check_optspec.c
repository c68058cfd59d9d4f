/* liuren - check_optspec.c: the option table reader (front/optspec.h):
 * long options with "=" or a separate value, "--", abbreviations in
 * every table, one-line errors naming the option, --help lines and
 * the completion names from the same rows.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "front/optspec.h"

enum { T_WORD, T_SET, T_SEX, T_JSON, T_HELP, T_LON, T_LAT, T_NOTE };

static const struct optspec spec[] = {
	{ OPTSPEC_WORDS, "NAME", 0, NULL, "a name\nsecond line", 0, T_WORD, 0 },
	{ OPTSPEC_VALUE, "set", 0, "KEY=VALUE", "a setting", OPTSPEC_REPEAT, T_SET, 0 },
	{ OPTSPEC_VALUE, "sex", 0, "SEX", "m or f", 0, T_SEX, 0 },
	{ OPTSPEC_SWITCH, "json", 0, NULL, "JSON", 0, T_JSON, 1 },
	{ OPTSPEC_SECTION, NULL, 0, NULL, "Place", 0, 0, 0 },
	{ OPTSPEC_VALUE, "lon", 0, "DEG", NULL, OPTSPEC_WITH_NEXT, T_LON, 0 },
	{ OPTSPEC_VALUE, "lat", 0, "DEG", "observer", 0, T_LAT, 0 },
	{ OPTSPEC_VALUE, "note", 0, "TEXT", "notes", OPTSPEC_FILE, T_NOTE, 2 },
	{ OPTSPEC_SWITCH, "help", 'h', NULL, "this help", 0, T_HELP, 0 },
	{ OPTSPEC_END },
};

/* Parse the words of LINE (split at spaces) with HOW; write each item as
 * "id=value" (or "?=word" for a word without a row) into OUT, "!" and
 * the message on an error. */
static const char *run(const char *line, unsigned how, unsigned groups)
{
	static char out[1024], copy[256];
	char *argv[32];
	int argc = 0;
	snprintf(copy, sizeof copy, "cmd %s", line);
	for (char *w = strtok(copy, " "); w && argc < 31; w = strtok(NULL, " "))
		argv[argc++] = strcmp(w, "_") ? w : "";
	argv[argc] = NULL;
	struct optspec_parser p;
	front_optspec_init(&p, spec, argc, argv, how);
	p.groups = groups;
	const struct optspec *row;
	const char *value;
	int rc;
	out[0] = '\0';
	while ((rc = front_optspec_next(&p, &row, &value)) == 1) {
		size_t used = strlen(out);
		if (row)
			snprintf(out + used, sizeof out - used, "%s%d%s=%s",
				 used ? " " : "", row->id, p.from_file ? "f" : "",
				 value ? value : "-");
		else
			snprintf(out + used, sizeof out - used, "%s?=%s",
				 used ? " " : "", value);
	}
	if (rc < 0)
		snprintf(out, sizeof out, "!%s%s%s", p.err, p.unknown[0] ? " | " : "",
			 p.unknown);
	return out;
}

START_TEST(test_values)
{
	ck_assert_str_eq(run("--sex m --set a=b x", 0, 0), "2=m 1=a=b 0=x");
	ck_assert_str_eq(run("--sex=f --set=k=v", 0, 0), "2=f 1=k=v");
	/* a value is the next word whatever it is, as getopt takes it */
	ck_assert_str_eq(run("--sex --json", 0, 0), "2=--json");
	ck_assert_str_eq(run("--sex=", 0, 0), "2=");
	ck_assert_str_eq(run("-h --help", 0, 0), "4=- 4=-");
	ck_assert_str_eq(run("- x", 0, 0), "0=- 0=x");
}
END_TEST

START_TEST(test_dashdash)
{
	ck_assert_str_eq(run("a -- --json -h", 0, 0), "0=a 0=--json 0=-h");
	ck_assert_str_eq(run("a -- --json", OPTSPEC_DASHDASH_KEPT, 0),
			 "0=a ?=-- 0=--json");
	ck_assert_str_eq(run("-- --", 0, 0), "0=--");
}
END_TEST

START_TEST(test_errors)
{
	ck_assert_str_eq(run("--frob", 0, 0),
			 "!unknown option '--frob' (see 'liuren --help') | --frob");
	ck_assert_str_eq(run("--frob=1", 0, 0),
			 "!unknown option '--frob=1' (see 'liuren --help') | --frob");
	ck_assert_str_eq(run("-x", 0, 0),
			 "!unknown option '-x' (see 'liuren --help') | -x");
	ck_assert_str_eq(run("--sex", 0, 0), "!--sex needs a value");
	ck_assert_str_eq(run("--json=1", 0, 0), "!--json takes no value");
	ck_assert_str_eq(run("--note-file", 0, 0), "!--note-file needs a value");
	/* every table abbreviates: a prefix of one option names it, a
	 * prefix of several is an error naming them in the table's order */
	ck_assert_str_eq(run("--js", 0, 0), "3=-");
	ck_assert_str_eq(run("--s x", 0, 0),
			 "!option '--s' is ambiguous: --set, --sex");
	ck_assert_str_eq(run("--se=x", 0, 0),
			 "!option '--se' is ambiguous: --set, --sex");
	ck_assert_str_eq(run("--sex", 0, 0), "!--sex needs a value");
	ck_assert_str_eq(run("--se", 0, 0),
			 "!option '--se' is ambiguous: --set, --sex");
	ck_assert_str_eq(run("--lo", 0, 0), "!--lon needs a value");
	ck_assert_str_eq(run("--h", 0, 0), "4=-");
	/* a row of other groups is no part of the prefix's choice */
	ck_assert_str_eq(run("--no x", 0, 2), "7=x");
	ck_assert_str_eq(run("--n x", 0, 1),
			 "!unknown option '--n' (see 'liuren --help') | --n");
	/* passed on whole when the command hands unknown words on: a prefix
	 * of several, for the other table to judge */
	ck_assert_str_eq(run("--s x", OPTSPEC_PASS, 0), "?=--s 0=x");
	/* handed back when the command passes them on */
	ck_assert_str_eq(run("--day x --sex m", OPTSPEC_PASS, 0),
			 "?=--day 0=x 2=m");
}
END_TEST

START_TEST(test_groups_and_files)
{
	ck_assert_str_eq(run("--note-file f --note n", 0, 0), "7f=f 7=n");
	/* a row of other groups is unknown here */
	ck_assert_str_eq(run("--json", 0, 2),
			 "!unknown option '--json' (see 'liuren --help') | --json");
	ck_assert_str_eq(run("--json", 0, 1), "3=-");
	ck_assert_str_eq(run("--note x", 0, 1),
			 "!unknown option '--note' (see 'liuren --help') | --note");
	ck_assert_str_eq(run("--json-file x", 0, 0),
			 "!unknown option '--json-file' (see 'liuren --help') | --json-file");
}
END_TEST

static char *capture(void (*fn)(FILE *))
{
	static char buf[4096];
	FILE *f = fmemopen(buf, sizeof buf, "w");
	fn(f);
	fclose(f);
	return buf;
}

static void help_all(FILE *f) { front_optspec_print_help(f, spec, 12, 0); }
static void help_1(FILE *f) { front_optspec_print_help(f, spec, 12, 1); }
static void list_all(FILE *f) { front_optspec_list(f, spec, 0); }
static void list_2(FILE *f) { front_optspec_list(f, spec, 2); }

START_TEST(test_help_and_list)
{
	ck_assert_str_eq(capture(help_all),
		"  NAME         a name\n"
		"               second line\n"
		"  --set KEY=VALUE\n"
		"               a setting\n"
		"  --sex SEX    m or f\n"
		"  --json       JSON\n"
		"\nPlace\n"
		"  --lon DEG --lat DEG\n"
		"               observer\n"
		"  --note TEXT  notes\n"
		"  -h, --help   this help\n");
	ck_assert_ptr_nonnull(strstr(capture(help_1), "--json"));
	ck_assert_ptr_null(strstr(capture(help_1), "--note"));
	ck_assert_str_eq(capture(list_all),
		"--set\n--sex\n--json\n--lon\n--lat\n--note\n--note-file\n--help\n");
	ck_assert_str_eq(capture(list_2),
		"--set\n--sex\n--lon\n--lat\n--note\n--note-file\n--help\n");
	ck_assert_int_eq(front_optspec_row(spec, T_LAT)->id, T_LAT);
	ck_assert_ptr_null(front_optspec_row(spec, 99));
}
END_TEST

/* ---- a row's values, for completion: a new option gets them from its
 * row alone (--color's choices here, a function's names for --zone) ---- */

enum { V_COLOR, V_ZONE, V_FILE, V_PAGER, V_WORDS };
static const char *const colors[] = { "auto", "always", "never", NULL };

static void two_zones(void (*put)(const char *, void *), void *arg)
{
	put("Asia/Shanghai", arg);
	put("Europe/Paris", arg);
}

static const struct optspec values_spec[] = {
	{ OPTSPEC_WORDS, "NAME", 0, NULL, "a name", 0, V_WORDS, 0, NULL, two_zones },
	{ OPTSPEC_VALUE, "color", 0, "WHEN", "auto, always or never", 0, V_COLOR,
	  0, colors },
	{ OPTSPEC_VALUE, "zone", 0, "ZONE", "a zone", 0, V_ZONE, 1, NULL, two_zones },
	{ OPTSPEC_VALUE, "output", 'o', "FILE", "a file", OPTSPEC_PATH, V_FILE, 0 },
	{ OPTSPEC_SWITCH, "no-pager", 0, NULL, "no pager", 0, V_PAGER, 0 },
	{ OPTSPEC_END },
};

static void join(const char *value, void *arg)
{
	char *out = arg;
	strcat(out, value);
	strcat(out, " ");
}

static const char *values_of(const char *option, unsigned groups)
{
	static char out[256];
	bool from_file;
	out[0] = '\0';
	const struct optspec *row = front_optspec_value_row(values_spec, groups,
							    option, &from_file);
	if (!row)
		return "(none)";
	if (from_file || (row->flags & OPTSPEC_PATH))
		return "(files)";
	front_optspec_each_value(row, join, out);
	return out;
}

START_TEST(test_row_values)
{
	ck_assert_str_eq(values_of("--color", 0), "auto always never ");
	ck_assert_str_eq(values_of("--col", 0), "auto always never ");	/* a prefix */
	ck_assert_str_eq(values_of("--color=al", 0), "auto always never ");
	ck_assert_str_eq(values_of("--zone", 1), "Asia/Shanghai Europe/Paris ");
	ck_assert_str_eq(values_of("--zone", 2), "(none)");	/* not its group */
	ck_assert_str_eq(values_of("--output", 0), "(files)");
	ck_assert_str_eq(values_of("-o", 0), "(files)");
	ck_assert_str_eq(values_of("--no-pager", 0), "(none)");	/* a switch */
	ck_assert_str_eq(values_of("--nope", 0), "(none)");
	ck_assert_str_eq(values_of("color", 0), "(none)");	/* not an option */
	/* the parser reads back the same list */
	const struct optspec *color = front_optspec_row(values_spec, V_COLOR);
	ck_assert_int_eq(front_optspec_choice(color, "never"), 2);
	ck_assert_int_eq(front_optspec_choice(color, "sometimes"), -1);
	ck_assert_int_eq(front_optspec_choice(front_optspec_row(values_spec, V_ZONE),
					      "auto"), -1);
	char words[256] = "";
	front_optspec_each_value(front_optspec_words_row(values_spec, 0), join, words);
	ck_assert_str_eq(words, "Asia/Shanghai Europe/Paris ");
	ck_assert_ptr_null(front_optspec_words_row(spec + 1, 0));
}
END_TEST

/* Which words make a command's output the pager's: a row flagged
 * OPTSPEC_PAGED given, else the command's own say; OPTSPEC_UNPAGED
 * given wins; words the table does not know are passed over. */
START_TEST(test_paged)
{
	static const struct optspec paging[] = {
		{ OPTSPEC_WORDS, "NAME", 0, NULL, "a name", 0, 0, 0 },
		{ OPTSPEC_VALUE, "format", 0, "F", "a picture", OPTSPEC_UNPAGED, 1, 0 },
		{ OPTSPEC_SWITCH, "markdown", 0, NULL, "long", OPTSPEC_PAGED, 2, 4 },
		{ OPTSPEC_SWITCH, "help", 'h', NULL, "help", OPTSPEC_PAGED, 3, 0 },
		{ OPTSPEC_END },
	};
	char *none[] = { "cmd", "x", NULL };
	char *help[] = { "cmd", "x", "-h", NULL };
	char *md[] = { "cmd", "--mark", "--bogus", NULL };
	char *pic[] = { "cmd", "--help", "--format=png", NULL };
	char *value[] = { "cmd", "--format", NULL };
	char *operand[] = { "cmd", "--", "--help", NULL };
	ck_assert(!front_optspec_paged(paging, 0, 2, none, false));
	ck_assert(front_optspec_paged(paging, 0, 2, none, true));
	ck_assert(front_optspec_paged(paging, 0, 3, help, false));
	ck_assert(front_optspec_paged(paging, 0, 3, md, false));
	/* --markdown outside the groups read is no option of theirs */
	ck_assert(!front_optspec_paged(paging, 1, 3, md, false));
	ck_assert(!front_optspec_paged(paging, 0, 3, pic, true));
	ck_assert(front_optspec_paged(paging, 0, 2, value, true));
	ck_assert(!front_optspec_paged(paging, 0, 3, operand, false));
}
END_TEST

int main(void)
{
	Suite *s = suite_create("optspec");
	TCase *tc = tcase_create("optspec");
	tcase_add_test(tc, test_values);
	tcase_add_test(tc, test_dashdash);
	tcase_add_test(tc, test_errors);
	tcase_add_test(tc, test_groups_and_files);
	tcase_add_test(tc, test_help_and_list);
	tcase_add_test(tc, test_row_values);
	tcase_add_test(tc, test_paged);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
