/* liuren - check_tui_print.c: where p writes the chart: --print-dir when
 * given, else the user's documents folder as xdg-user-dirs names it
 * ($XDG_DOCUMENTS_DIR, else its line in user-dirs.dirs), else the current
 * directory, which the status then says; the path shown is absolute and
 * names the file written; an existing file is never replaced.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "liuren/lang.h"
#include "tui/print_file.h"
#include "tui/tui.h"
#include "tui/width.h"

static char dir[] = "/tmp/liuren-tui-print-XXXXXX";
static char cwd[4096];

static void setup(void)
{
	strcpy(dir, "/tmp/liuren-tui-print-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(dir));
	ck_assert_ptr_nonnull(getcwd(cwd, sizeof cwd));
	char path[600];
	snprintf(path, sizeof path, "%s/home", dir);
	mkdir(path, 0700);
	setenv("HOME", path, 1);
	snprintf(path, sizeof path, "%s/config", dir);
	mkdir(path, 0700);
	setenv("XDG_CONFIG_HOME", path, 1);
	setenv("XDG_DATA_HOME", path, 1);
	unsetenv("XDG_DOCUMENTS_DIR");
	snprintf(path, sizeof path, "%s/work", dir);
	mkdir(path, 0700);
	ck_assert_int_eq(chdir(path), 0);
	setlocale(LC_ALL, "C.UTF-8");
	setenv("TERM", "xterm-256color", 1);
	lr_lang_use(LR_LANG_EN);
}

static void teardown(void)
{
	ck_assert_int_eq(chdir(cwd), 0);
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	ck_assert_int_eq(system(cmd), 0);
}

static void write_file(const char *rel, const char *text)
{
	char path[600];
	snprintf(path, sizeof path, "%s/%s", dir, rel);
	FILE *f = fopen(path, "w");
	ck_assert_ptr_nonnull(f);
	fputs(text, f);
	fclose(f);
}

/* Press p on 丙辰 寅 未 (ARG an option or NULL); the status. */
static const char *press_p(const char *arg, const char *val)
{
	char *argv[] = { "liuren", "--no-config", ":丙辰 寅 未", (char *)arg,
			 (char *)val, NULL };
	char err[256];
	struct tui_headless *h = tui_headless_open(arg ? 5 : 3, argv, 80, 24,
						   err, sizeof err);
	ck_assert_msg(h, "%s", err);
	tui_headless_type(h, "p\r");	/* p, then Enter: text */
	static char status[1024];
	snprintf(status, sizeof status, "%s", tui_headless_status(h));
	tui_headless_close(h);
	return status;
}

static bool exists(const char *rel)
{
	char path[600];
	snprintf(path, sizeof path, "%s/%s", dir, rel);
	struct stat sb;
	return stat(path, &sb) == 0;
}

START_TEST(test_documents_from_user_dirs)
{
	/* as xdg-user-dirs-update writes it, a folder with a quote */
	ck_assert_int_eq(system("mkdir -p \"$HOME/My \\\"Docs\\\"\""), 0);
	write_file("config/user-dirs.dirs",
		   "# written by xdg-user-dirs-update\n"
		   "XDG_DESKTOP_DIR=\"$HOME/Desktop\"\n"
		   "XDG_DOCUMENTS_DIR=\"$HOME/My \\\"Docs\\\"\"\n");
	char want[1200];
	snprintf(want, sizeof want, "wrote %s/home/My \"Docs\"/liuren-丙辰-寅-未.txt",
		 dir);
	ck_assert_str_eq(press_p(NULL, NULL), want);
	ck_assert(exists("home/My \"Docs\"/liuren-丙辰-寅-未.txt"));
	/* again: a new file beside it, the first kept */
	snprintf(want, sizeof want, "wrote %s/home/My \"Docs\"/liuren-丙辰-寅-未-1.txt",
		 dir);
	ck_assert_str_eq(press_p(NULL, NULL), want);
	ck_assert(!exists("work/liuren-丙辰-寅-未.txt"));
}
END_TEST

START_TEST(test_documents_from_environment)
{
	char docs[600];
	snprintf(docs, sizeof docs, "%s/elsewhere", dir);
	mkdir(docs, 0700);
	setenv("XDG_DOCUMENTS_DIR", docs, 1);
	write_file("config/user-dirs.dirs", "XDG_DOCUMENTS_DIR=\"$HOME/Docs\"\n");
	char want[1200];
	snprintf(want, sizeof want, "wrote %s/liuren-丙辰-寅-未.txt", docs);
	ck_assert_str_eq(press_p(NULL, NULL), want);
}
END_TEST

START_TEST(test_current_directory_said)
{
	/* no file; a folder named but missing; $HOME itself (none) */
	static const char *const files[] = {
		NULL, "XDG_DOCUMENTS_DIR=\"$HOME/Nowhere\"\n",
		"XDG_DOCUMENTS_DIR=\"$HOME/\"\n",
	};
	for (int i = 0; i < 3; i++) {
		if (files[i])
			write_file("config/user-dirs.dirs", files[i]);
		char want[1200];
		snprintf(want, sizeof want, "wrote %s/work/liuren-丙辰-寅-未%s.txt "
			 "(no documents folder, XDG_DOCUMENTS_DIR: the current "
			 "directory)", dir, i ? (i == 1 ? "-1" : "-2") : "");
		ck_assert_str_eq(press_p(NULL, NULL), want);
	}
	ck_assert(!exists("home/liuren-丙辰-寅-未.txt"));
}
END_TEST

/* p asks for the format: svg writes the chart's picture, an unknown
 * one is said and nothing is written */
START_TEST(test_print_formats)
{
	char *argv[] = { "liuren", "--no-config", ":丙辰 寅 未", "--print-dir",
			 dir, NULL };
	char err[256], want[700], path[600];
	struct tui_headless *h = tui_headless_open(5, argv, 80, 24, err,
						   sizeof err);
	ck_assert_msg(h, "%s", err);
	tui_headless_type(h, "psvg\r");
	snprintf(path, sizeof path, "%s/liuren-丙辰-寅-未.svg", dir);
	snprintf(want, sizeof want, "wrote %s", path);
	ck_assert_str_eq(tui_headless_status(h), want);
	FILE *f = fopen(path, "r");
	ck_assert_ptr_nonnull(f);
	static char svg[65536];
	svg[fread(svg, 1, sizeof svg - 1, f)] = 0;
	fclose(f);
	ck_assert(strncmp(svg, "<?xml", 5) == 0);
	int cells = 0;
	for (const char *p = svg; (p = strstr(p, "class=\"cell b")); p++)
		cells++;
	ck_assert_int_eq(cells, 12);
	ck_assert(strstr(svg, "</svg>"));
	tui_headless_type(h, "pmarkdown\r");
	snprintf(path, sizeof path, "%s/liuren-丙辰-寅-未.md", dir);
	ck_assert_int_eq(access(path, F_OK), 0);
	tui_headless_type(h, "pgif\r");
	ck_assert(strstr(tui_headless_status(h), "gif"));
	snprintf(path, sizeof path, "%s/liuren-丙辰-寅-未.txt", dir);
	ck_assert_int_ne(access(path, F_OK), 0);
	tui_headless_close(h);
}
END_TEST

START_TEST(test_print_dir_absolute)
{
	/* a relative --print-dir is shown as the absolute path written */
	mkdir("out", 0700);
	char want[1200];
	snprintf(want, sizeof want, "wrote %s/work/out/liuren-丙辰-寅-未.txt",
		 dir);
	ck_assert_str_eq(press_p("--print-dir", "out"), want);
	/* a file of that name is there already: kept */
	write_file("work/out/liuren-丙辰-寅-未-1.txt", "mine\n");
	snprintf(want, sizeof want, "wrote %s/work/out/liuren-丙辰-寅-未-2.txt",
		 dir);
	ck_assert_str_eq(press_p("--print-dir", "out"), want);
	char path[600];
	snprintf(path, sizeof path, "%s/work/out/liuren-丙辰-寅-未-1.txt", dir);
	FILE *f = fopen(path, "r");
	char got[16] = "";
	ck_assert_ptr_nonnull(fgets(got, sizeof got, f));
	fclose(f);
	ck_assert_str_eq(got, "mine\n");
}
END_TEST

/* The message after p at a width: the longest form that fits, the home
 * folder as ~, then the folders' middle elided; the file's name whole. */
START_TEST(test_fit_message)
{
	static const char *const forms[] = {
		"wrote %s (no documents folder, XDG_DOCUMENTS_DIR: the current "
		"directory)", "wrote %s (the current directory)", "wrote %s",
	};
	const char *path = "/home/someone/a long folder for charts/of the "
			   "study group/liuren-丙辰-寅-未.txt";
	char out[1024];
	/* room for all: the first form, the path whole */
	tui_print_fit_message(out, sizeof out, forms, 3, path, "/home/someone",
			      200);
	ck_assert_str_eq(out, "wrote /home/someone/a long folder for charts/of "
			 "the study group/liuren-丙辰-寅-未.txt (no documents "
			 "folder, XDG_DOCUMENTS_DIR: the current directory)");
	/* the home folder as ~ before a shorter form */
	tui_print_fit_message(out, sizeof out, forms, 3, path, "/home/someone/",
			      137);
	ck_assert_str_eq(out, "wrote ~/a long folder for charts/of the study "
			 "group/liuren-丙辰-寅-未.txt (no documents folder, "
			 "XDG_DOCUMENTS_DIR: the current directory)");
	tui_print_fit_message(out, sizeof out, forms, 3, path, "/home/someone",
			      136);
	ck_assert_str_eq(out, "wrote /home/someone/a long folder for charts/of "
			 "the study group/liuren-丙辰-寅-未.txt (the current "
			 "directory)");
	tui_print_fit_message(out, sizeof out, forms, 3, path, "/home/someone",
			      97);
	ck_assert_str_eq(out, "wrote ~/a long folder for charts/of the study "
			 "group/liuren-丙辰-寅-未.txt (the current directory)");
	/* the shortest form, the path whole (~), down to its width */
	for (int cols = 84; cols >= 73; cols--) {
		tui_print_fit_message(out, sizeof out, forms, 3, path,
				      "/home/someone", cols);
		ck_assert_str_eq(out, "wrote ~/a long folder for charts/of the "
				 "study group/liuren-丙辰-寅-未.txt");
	}
	/* then elided in the folders, at every width down to the name */
	for (int cols = 72; cols >= 34; cols--) {
		tui_print_fit_message(out, sizeof out, forms, 3, path,
				      "/home/someone", cols);
		ck_assert_msg(tw_width(out) == cols, "%d: %s", cols, out);
		ck_assert_msg(strstr(out, "/liuren-丙辰-寅-未.txt"), "%d: %s",
			      cols, out);
		ck_assert_msg(strstr(out, TW_ELLIPSIS), "%d: %s", cols, out);
		ck_assert_msg(strncmp(out, "wrote ~", 7) == 0, "%d: %s", cols,
			      out);
	}
	tui_print_fit_message(out, sizeof out, forms, 3, path, "/home/someone",
			      60);
	ck_assert_str_eq(out, "wrote ~/a long folder …the study group/liuren-丙辰-寅-未.txt");
	/* a longer form elided when the folders keep room enough */
	const char *deep = "/home/someone/a long folder for charts/of the study "
			   "group/and its second year/liuren-丙辰-寅-未.txt";
	tui_print_fit_message(out, sizeof out, forms, 3, deep, "/home/someone",
			      80);
	ck_assert_str_eq(out, "wrote ~/a long folde…s second year/liuren-丙辰-"
			 "寅-未.txt (the current directory)");
	ck_assert_int_eq(tw_width(out), 80);
	/* not under the home folder: the path as it is, elided */
	tui_print_fit_message(out, sizeof out, forms + 2, 1, path, "/home/other",
			      60);
	ck_assert_str_eq(out, "wrote /home/someone/a …the study group/liuren-丙辰-寅-未.txt");
	ck_assert_int_eq(tw_width(out), 60);
	/* "/home/someone" is no prefix of "/home/someoneelse" */
	tui_print_fit_message(out, sizeof out, forms + 2, 1,
			      "/home/someoneelse/x.txt", "/home/someone", 80);
	ck_assert_str_eq(out, "wrote /home/someoneelse/x.txt");
	/* too narrow even for the name: cut at the end, as any message */
	tui_print_fit_message(out, sizeof out, forms + 2, 1, path, NULL, 20);
	ck_assert_int_le(tw_width(out), 20);
	ck_assert(strstr(out, TW_ELLIPSIS));
}
END_TEST

int main(void)
{
	Suite *s = suite_create("tui_print");
	TCase *tc = tcase_create("print");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_documents_from_user_dirs);
	tcase_add_test(tc, test_documents_from_environment);
	tcase_add_test(tc, test_current_directory_said);
	tcase_add_test(tc, test_print_dir_absolute);
	tcase_add_test(tc, test_print_formats);
	tcase_add_test(tc, test_fit_message);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
