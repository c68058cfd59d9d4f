/* liuren - check_settings.c: the settings table, --set assignments and
 * the config file with its file:line errors.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "liuren/lang.h"
#include "liuren/settings.h"

static char dir[] = "/tmp/liuren-settings-XXXXXX";

static const char *write_file(const char *name, const char *text)
{
	static char path[256];
	snprintf(path, sizeof path, "%s/%s", dir, name);
	FILE *f = fopen(path, "w");
	ck_assert_ptr_nonnull(f);
	fputs(text, f);
	fclose(f);
	return path;
}

START_TEST(test_defaults)
{
	struct lr_settings s;
	lr_settings_default(&s);
	ck_assert_int_eq(s.noble_table, LR_NOBLE_COMMON);
	ck_assert_int_eq(s.day_hours, LR_DAY_MAO_YOU);
	ck_assert_int_eq(s.shehai, LR_SHEHAI_DEPTH);
	ck_assert_int_eq(s.day_boundary, LR_DAY_AT_23);
	char buf[256];
	lr_settings_describe(&s, buf, sizeof buf);
	ck_assert_str_eq(buf, "");
	for (int id = 0; id < LR_SET_COUNT; id++) {
		const struct lr_setting_info *i = lr_setting_info(id);
		ck_assert_ptr_nonnull(i);
		ck_assert_int_ge(i->value_count, 2);
		ck_assert_int_eq(lr_setting_get(&s, id), i->default_value);
	}
	ck_assert_ptr_null(lr_setting_info(LR_SET_COUNT));
}
END_TEST

START_TEST(test_set_by_name_and_alias)
{
	struct lr_settings s;
	char err[256];
	lr_settings_default(&s);
	ck_assert_int_eq(lr_settings_set(&s, "shehai", "mengzhongji", err, sizeof err), 0);
	ck_assert_int_eq(s.shehai, LR_SHEHAI_MENGZHONGJI);
	ck_assert_int_eq(lr_settings_set(&s, "涉害", "深淺", err, sizeof err), 0);
	ck_assert_int_eq(s.shehai, LR_SHEHAI_DEPTH);
	ck_assert_int_eq(lr_settings_assign(&s, " 貴人 = 甲羊戊庚牛 ", err, sizeof err), 0);
	ck_assert_int_eq(s.noble_table, LR_NOBLE_XIANTIAN);
	ck_assert_int_eq(lr_settings_assign(&s, "day-hours=mao-shen", err, sizeof err), 0);
	ck_assert_int_eq(s.day_hours, LR_DAY_MAO_SHEN);
	char buf[256];
	lr_settings_describe(&s, buf, sizeof buf);
	ck_assert_str_eq(buf, "noble-table=xiantian, day-hours=mao-shen");
	ck_assert_str_eq(lr_setting_value_alias(LR_SET_shehai, 2), "孟仲季");
}
END_TEST

START_TEST(test_set_errors)
{
	struct lr_settings s;
	char err[256];
	lr_settings_default(&s);
	ck_assert_int_eq(lr_settings_set(&s, "colour", "red", err, sizeof err), -1);
	ck_assert_str_eq(err, "unknown setting 'colour'");
	ck_assert_int_eq(lr_settings_set(&s, "shehai", "deep", err, sizeof err), -1);
	ck_assert_str_eq(err, "bad value 'deep' for shehai (expected depth, depth-branches, mengzhongji)");
	ck_assert_int_eq(lr_settings_assign(&s, "shehai", err, sizeof err), -1);
	ck_assert_str_eq(err, "expected KEY=VALUE, got 'shehai'");
	/* a failed set leaves the settings as they were */
	ck_assert_int_eq(s.shehai, LR_SHEHAI_DEPTH);
	/* a tiny error buffer is never overrun */
	char tiny[8];
	ck_assert_int_eq(lr_settings_set(&s, "shehai", "deep", tiny, sizeof tiny), -1);
	ck_assert_uint_eq(strlen(tiny), 7);
}
END_TEST

START_TEST(test_config_file)
{
	struct lr_settings s;
	char err[512];
	lr_settings_default(&s);
	const char *p = write_file("good", "# liuren settings\n\n"
				   "shehai = mengzhongji   # vol. 38\n"
				   "  晝夜=卯申\n");
	ck_assert_int_eq(lr_settings_load(&s, p, err, sizeof err), 0);
	ck_assert_int_eq(s.shehai, LR_SHEHAI_MENGZHONGJI);
	ck_assert_int_eq(s.day_hours, LR_DAY_MAO_SHEN);

	char want[512];
	p = write_file("badkey", "shehai = depth\n\ncolour = red\n");
	ck_assert_int_eq(lr_settings_load(&s, p, err, sizeof err), -1);
	snprintf(want, sizeof want, "%s:3: unknown setting 'colour'", p);
	ck_assert_str_eq(err, want);

	p = write_file("badvalue", "noble-table = sideways\n");
	ck_assert_int_eq(lr_settings_load(&s, p, err, sizeof err), -1);
	snprintf(want, sizeof want, "%s:1: bad value 'sideways' for noble-table "
		 "(expected common, xiantian)", p);
	ck_assert_str_eq(err, want);

	p = write_file("noeq", "# ok\nshehai depth\n");
	ck_assert_int_eq(lr_settings_load(&s, p, err, sizeof err), -1);
	snprintf(want, sizeof want, "%s:2: expected 'key = value'", p);
	ck_assert_str_eq(err, want);

	p = write_file("novalue", "shehai =\n");
	ck_assert_int_eq(lr_settings_load(&s, p, err, sizeof err), -1);
	snprintf(want, sizeof want, "%s:1: expected 'key = value'", p);
	ck_assert_str_eq(err, want);

	char longline[2000];
	memset(longline, 'x', sizeof longline - 2);
	longline[sizeof longline - 2] = '\n';
	longline[sizeof longline - 1] = '\0';
	p = write_file("long", longline);
	ck_assert_int_eq(lr_settings_load(&s, p, err, sizeof err), -1);
	snprintf(want, sizeof want, "%s:1: line too long", p);
	ck_assert_str_eq(err, want);

	/* a line that just fits (1022 characters and its newline, or 1023
	 * with or without one) is read; one character more is too long */
	char fits[1100];
	memset(fits, ' ', sizeof fits);
	memcpy(fits, "shehai = mengzhongji", 20);
	fits[1022] = '\n';
	fits[1023] = '\0';
	lr_settings_default(&s);
	p = write_file("fits-nl", fits);
	ck_assert_int_eq(lr_settings_load(&s, p, err, sizeof err), 0);
	ck_assert_int_eq(s.shehai, LR_SHEHAI_MENGZHONGJI);
	fits[1022] = ' ';
	lr_settings_default(&s);
	p = write_file("fits-eof", fits);
	ck_assert_int_eq(lr_settings_load(&s, p, err, sizeof err), 0);
	ck_assert_int_eq(s.shehai, LR_SHEHAI_MENGZHONGJI);
	fits[1023] = '\n';
	fits[1024] = '\0';
	lr_settings_default(&s);
	p = write_file("fits-1023-nl", fits);
	ck_assert_int_eq(lr_settings_load(&s, p, err, sizeof err), 0);
	ck_assert_int_eq(s.shehai, LR_SHEHAI_MENGZHONGJI);
	fits[1023] = ' ';
	fits[1024] = '\n';
	fits[1025] = '\0';
	p = write_file("over", fits);
	ck_assert_int_eq(lr_settings_load(&s, p, err, sizeof err), -1);
	snprintf(want, sizeof want, "%s:1: line too long", p);
	ck_assert_str_eq(err, want);

	char missing[300];
	snprintf(missing, sizeof missing, "%s/none", dir);
	ck_assert_int_eq(lr_settings_load(&s, missing, err, sizeof err), 1);

	/* a directory cannot be read as a config file */
	ck_assert_int_eq(lr_settings_load(&s, dir, err, sizeof err), -1);
}
END_TEST

/* The text of a config read already gives what the file gives: LEN
 * bytes and no more (the text need not end in a NUL), the same
 * file:line errors and warning under the name it is given. */
START_TEST(test_config_text)
{
	struct lr_settings s;
	char err[512], warn[512];
	char text[] = "shehai = mengzhongji\nlang = ko\n";
	lr_settings_default(&s);
	/* the first line only */
	ck_assert_int_eq(lr_settings_parse(&s, "cfg", text, 21, warn,
					   sizeof warn, err, sizeof err), 0);
	ck_assert_int_eq(s.shehai, LR_SHEHAI_MENGZHONGJI);
	ck_assert_int_eq(s.lang, -1);
	ck_assert_str_eq(warn, "");
	ck_assert_int_eq(lr_settings_parse(&s, "cfg", text, strlen(text),
					   NULL, 0, err, sizeof err), 0);
	ck_assert_int_eq(s.lang, LR_LANG_KO);
	static const char twice[] = "lang = en\n\nlang = ko\n";
	ck_assert_int_eq(lr_settings_parse(&s, "here", twice, strlen(twice),
					   warn, sizeof warn, err, sizeof err), 0);
	ck_assert_str_eq(warn, "here:3: 'lang' is set again (first on line "
			 "1); the later value is used");
	static const char bad[] = "\xef\xbb\xbf# ok\nday-hours = noon\n";
	ck_assert_int_eq(lr_settings_parse(&s, "there", bad, strlen(bad),
					   NULL, 0, err, sizeof err), -1);
	ck_assert_ptr_nonnull(strstr(err, "there:2: "));
	/* the text is left as it was (its lines are cut in a copy) */
	ck_assert_str_eq(text, "shehai = mengzhongji\nlang = ko\n");
}
END_TEST

/* One reading of the text gives the settings, the language and the
 * casebook's file: the settings stop at the first refused line, the
 * language and the casebook are read on past it; the messages are
 * written when asked, in the language in use then. */
START_TEST(test_config_one_reading)
{
	static struct lr_config c;
	char err[512], warn[512];
	static const char text[] =
		"shehai = mengzhongji\ncasebook = ~/a.sqlite\n"
		"shehai = depth\ncolour = red\nday-hours = sun\n"
		"casebook = b.sqlite\nlang = ko\nno equals sign\n";
	setenv("HOME", "/home/u", 1);
	lr_settings_default(&c.settings);
	ck_assert_int_eq(lr_config_read(&c, "cfg", text, strlen(text)), -1);
	ck_assert_int_eq(c.bad_line, 4);
	ck_assert_int_eq(c.settings.shehai, LR_SHEHAI_DEPTH);
	ck_assert_int_eq(c.settings.day_hours, LR_DAY_MAO_YOU);	/* after it */
	ck_assert_int_eq(c.lang, LR_LANG_KO);
	ck_assert_int_eq(c.casebook, 1);
	ck_assert_str_eq(c.casebook_path, "b.sqlite");
	ck_assert_int_eq(c.again_line, 3);
	ck_assert_int_eq(c.again_first, 1);
	lr_lang_use(LR_LANG_EN);
	lr_config_error(&c, err, sizeof err);
	ck_assert_str_eq(err, "cfg:4: unknown setting 'colour'");
	lr_config_warning(&c, warn, sizeof warn);
	ck_assert_str_eq(warn, "cfg:3: 'shehai' is set again (first on line 1); "
			 "the later value is used");
	/* the same reading said in another language */
	lr_lang_use(LR_LANG_ZH_HANT);
	lr_config_error(&c, err, sizeof err);
	ck_assert_str_ne(err, "cfg:4: unknown setting 'colour'");
	ck_assert(!strncmp(err, "cfg:4: ", 7) && strstr(err, "colour"));
	lr_lang_use(LR_LANG_EN);
	/* "~/" is the home directory's; a file read whole has no error */
	static const char home[] = "casebook = ~/a.sqlite\nlang=en\n";
	lr_settings_default(&c.settings);
	ck_assert_int_eq(lr_config_read(&c, "cfg", home, strlen(home)), 0);
	ck_assert_str_eq(c.casebook_path, "/home/u/a.sqlite");
	ck_assert_int_eq(c.lang, LR_LANG_EN);
	lr_config_error(&c, err, sizeof err);
	ck_assert_str_eq(err, "");
	/* the form of a line, a NUL byte and a long line, each by its line */
	static const char form[] = "lang = en\n= x\nlang = ko\n";
	lr_settings_default(&c.settings);
	ck_assert_int_eq(lr_config_read(&c, "f", form, strlen(form)), -1);
	lr_config_error(&c, err, sizeof err);
	ck_assert_str_eq(err, "f:2: expected 'key = value'");
	ck_assert_int_eq(c.settings.lang, LR_LANG_EN);
	ck_assert_int_eq(c.lang, LR_LANG_KO);
	static const char nul[] = "shehai = depth\nx\0y\nlang = ko\n";
	lr_settings_default(&c.settings);
	ck_assert_int_eq(lr_config_read(&c, "n", nul, sizeof nul - 1), -1);
	lr_config_error(&c, err, sizeof err);
	ck_assert_str_eq(err, "n:2: NUL byte in the line");
	ck_assert_int_eq(c.lang, LR_LANG_KO);
	static char longer[1200];
	memset(longer, 'x', 1100);
	strcpy(longer + 1100, "\ncasebook = c.sqlite\n");
	lr_settings_default(&c.settings);
	ck_assert_int_eq(lr_config_read(&c, "l", longer, strlen(longer)), -1);
	lr_config_error(&c, err, sizeof err);
	ck_assert_str_eq(err, "l:1: line too long");
	ck_assert_str_eq(c.casebook_path, "c.sqlite");
}
END_TEST

START_TEST(test_config_path)
{
	char buf[256];
	setenv("XDG_CONFIG_HOME", "/x/cfg", 1);
	ck_assert_int_eq(lr_settings_path(buf, sizeof buf), 0);
	ck_assert_str_eq(buf, "/x/cfg/liuren/config");
	unsetenv("XDG_CONFIG_HOME");
	setenv("HOME", "/home/u", 1);
	ck_assert_int_eq(lr_settings_path(buf, sizeof buf), 0);
	ck_assert_str_eq(buf, "/home/u/.config/liuren/config");
	unsetenv("HOME");
	ck_assert_int_eq(lr_settings_path(buf, sizeof buf), -1);
	setenv("HOME", "/home/u", 1);
	ck_assert_int_eq(lr_settings_path(buf, 8), -1);
}
END_TEST

int main(void)
{
	if (!mkdtemp(dir)) {
		perror("mkdtemp");
		return EXIT_FAILURE;
	}
	Suite *s = suite_create("settings");
	TCase *tc = tcase_create("settings");
	tcase_add_test(tc, test_defaults);
	tcase_add_test(tc, test_set_by_name_and_alias);
	tcase_add_test(tc, test_set_errors);
	tcase_add_test(tc, test_config_file);
	tcase_add_test(tc, test_config_one_reading);
	tcase_add_test(tc, test_config_text);
	tcase_add_test(tc, test_config_path);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	char cmd[128];
	snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
	if (system(cmd) != 0)
		fprintf(stderr, "could not remove %s\n", dir);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
