/* liuren - check_front_config.c: the config file read once per process
 * (front/config.h): the settings, language, casebook path, warning and
 * error all come from the first reading of the file, whatever becomes of
 * it after.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "front/config.h"
#include "liuren/lang.h"
#include "liuren/settings.h"

static char dir[] = "/tmp/liuren-front-config-XXXXXX";

/* Write TEXT to DIR/NAME (replacing the file: a new inode, as an editor
 * that saves by renaming does) and return its path. */
static const char *put(const char *name, const char *text)
{
	static char path[300];
	char tmp[320];
	snprintf(path, sizeof path, "%s/%s", dir, name);
	snprintf(tmp, sizeof tmp, "%s.new", path);
	FILE *f = fopen(tmp, "w");
	ck_assert_ptr_nonnull(f);
	fputs(text, f);
	ck_assert_int_eq(fclose(f), 0);
	ck_assert_int_eq(rename(tmp, path), 0);
	return path;
}

/* The first text read is the one every later question is answered from:
 * the file replaced between two calls changes nothing until the program
 * forgets it (and then it does: the test can see a second reading). */
START_TEST(test_read_once)
{
	front_config_forget();
	const char *path = put("config", "shehai = mengzhongji\n"
			       "casebook = /books/first.sqlite\nlang = en\n");
	const struct front_config *c = front_config(path, false);
	ck_assert(c->found);
	ck_assert_int_eq(c->status, 0);
	ck_assert_int_eq(c->settings.shehai, LR_SHEHAI_MENGZHONGJI);
	ck_assert_int_eq(c->lang, LR_LANG_EN);
	ck_assert_int_eq(c->casebook, 1);
	ck_assert_str_eq(c->casebook_path, "/books/first.sqlite");
	ck_assert(!c->has_pager);
	put("config", "shehai = depth-branches\n"
	    "casebook = /books/second.sqlite\nlang = ko\n");
	c = front_config(path, false);
	ck_assert_int_eq(c->settings.shehai, LR_SHEHAI_MENGZHONGJI);
	ck_assert_str_eq(c->casebook_path, "/books/first.sqlite");
	ck_assert_int_eq(front_config_language(path, false), LR_LANG_EN);
	/* read again only once forgotten */
	front_config_forget();
	c = front_config(path, false);
	ck_assert_int_eq(c->settings.shehai, LR_SHEHAI_DEPTH_BRANCHES);
	ck_assert_str_eq(c->casebook_path, "/books/second.sqlite");
	ck_assert_int_eq(c->lang, LR_LANG_KO);
	/* the pager, a command line kept whole */
	put("config", "pager = less -R -S  # wide\n");
	front_config_forget();
	c = front_config(path, false);
	ck_assert(c->has_pager);
	ck_assert_str_eq(c->pager, "less -R -S");
}
END_TEST

/* The language chooser asks first (before the messages' language is
 * known); the settings asked after come from that same reading. */
START_TEST(test_language_then_settings)
{
	front_config_forget();
	const char *path = put("config", "lang = ko\nday-hours = sun\n");
	ck_assert_int_eq(front_config_language(path, false), LR_LANG_KO);
	put("config", "lang = en\ncolour = red\n");
	const struct front_config *c = front_config(path, false);
	ck_assert_int_eq(c->status, 0);
	ck_assert_int_eq(c->lang, LR_LANG_KO);
	ck_assert_int_eq(c->settings.day_hours, LR_DAY_SUN);
	ck_assert_int_eq(c->casebook, 0);
}
END_TEST

/* A config with an error is refused with its file:line, and still names
 * its language by its own "lang" line (read after the bad line too). */
START_TEST(test_error_keeps_language)
{
	front_config_forget();
	const char *path = put("bad", "# mine\ncolour = red\nlang = en\n");
	ck_assert_int_eq(front_config_language(path, false), LR_LANG_EN);
	const struct front_config *c = front_config(path, false);
	ck_assert_int_eq(c->status, -1);
	char want[400];
	snprintf(want, sizeof want, "%s:2: unknown setting 'colour'", path);
	ck_assert_str_eq(c->error, want);
	ck_assert_int_eq(c->lang, LR_LANG_EN);
}
END_TEST

/* The first key set twice is warned of, the later value used. */
START_TEST(test_duplicate_warning)
{
	front_config_forget();
	const char *path = put("twice", "shehai = depth-branches\n\n"
			       "casebook = a.sqlite\nshehai = mengzhongji\n"
			       "casebook = b.sqlite\n");
	const struct front_config *c = front_config(path, false);
	ck_assert_int_eq(c->status, 0);
	char want[400];
	snprintf(want, sizeof want, "%s:4: 'shehai' is set again (first on "
		 "line 1); the later value is used", path);
	ck_assert_str_eq(c->warning, want);
	ck_assert_int_eq(c->settings.shehai, LR_SHEHAI_MENGZHONGJI);
	ck_assert_str_eq(c->casebook_path, "b.sqlite");
}
END_TEST

/* No file: none with --no-config (even beside a path), none found at a
 * missing path; the default path is $XDG_CONFIG_HOME/liuren/config;
 * "~/" in the casebook line is $HOME. */
START_TEST(test_which_file)
{
	front_config_forget();
	const struct front_config *c = front_config(put("x", "lang = en\n"),
						    true);
	ck_assert(c->none);
	ck_assert(!c->found);
	ck_assert_int_eq(c->lang, -1);
	ck_assert_int_eq(front_config_language(NULL, true), -1);
	char missing[320];
	snprintf(missing, sizeof missing, "%s/missing", dir);
	c = front_config(missing, false);
	ck_assert(!c->none);
	ck_assert(!c->found);
	ck_assert_int_eq(c->status, 0);
	ck_assert_int_eq(front_config_language(missing, false), -1);
	char sub[320];
	snprintf(sub, sizeof sub, "%s/liuren", dir);
	ck_assert_int_eq(mkdir(sub, 0700), 0);
	put("liuren/config", "casebook = ~/cases.sqlite\n");
	setenv("XDG_CONFIG_HOME", dir, 1);
	setenv("HOME", "/home/someone", 1);
	c = front_config(NULL, false);
	char want[320];
	snprintf(want, sizeof want, "%s/liuren/config", dir);
	ck_assert_str_eq(c->path, want);
	ck_assert(c->found);
	ck_assert_int_eq(c->casebook, 1);
	ck_assert_str_eq(c->casebook_path, "/home/someone/cases.sqlite");
	/* the default named by its path is the same file, not read again */
	put("liuren/config", "casebook = elsewhere.sqlite\n");
	ck_assert_str_eq(front_config(want, false)->casebook_path,
			 "/home/someone/cases.sqlite");
}
END_TEST

int main(void)
{
	if (!mkdtemp(dir)) {
		perror(dir);
		return EXIT_FAILURE;
	}
	Suite *s = suite_create("front_config");
	TCase *tc = tcase_create("core");
	tcase_add_test(tc, test_read_once);
	tcase_add_test(tc, test_language_then_settings);
	tcase_add_test(tc, test_error_keeps_language);
	tcase_add_test(tc, test_duplicate_warning);
	tcase_add_test(tc, test_which_file);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	char cmd[400];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	if (system(cmd) != 0)
		failed++;
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
