/* liuren - check_case_querent.c: a case has one querent. A chart of the
 * book (寅命 行年午) whose querent u changed (壬戌) and K kept is headed
 * in `case export --markdown` by the querent it is read with, 壬戌命, not
 * by the notation's 寅命; `case show` reads the same querent, and the
 * browser opening the case again shows it.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/commands.h"
#include "liuren/lang.h"
#include "tui/state.h"
#include "tui/tui.h"

static char dir[] = "/tmp/liuren-case-querent-XXXXXX";

static void setup(void)
{
	strcpy(dir, "/tmp/liuren-case-querent-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(dir));
	setenv("XDG_DATA_HOME", dir, 1);
	setenv("XDG_CONFIG_HOME", dir, 1);
	setenv("TZ", "Asia/Shanghai", 1);
	setlocale(LC_ALL, "C.UTF-8");
	setenv("TERM", "xterm-256color", 1);
	lr_lang_use(LR_LANG_EN);
}

static void teardown(void)
{
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	ck_assert_int_eq(system(cmd), 0);
}

/* `liuren case ARGV…` run here; its standard output (malloc'd). */
static char *run_case(int argc, char **argv)
{
	char path[] = "/tmp/liuren-case-out-XXXXXX";
	int fd = mkstemp(path);
	ck_assert_int_ge(fd, 0);
	fflush(stdout);
	int saved = dup(STDOUT_FILENO);
	dup2(fd, STDOUT_FILENO);
	close(fd);
	int rc = cmd_case(argc, argv);
	fflush(stdout);
	dup2(saved, STDOUT_FILENO);
	close(saved);
	ck_assert_int_eq(rc, 0);
	FILE *f = fopen(path, "r");
	static char buf[1 << 16];
	size_t n = fread(buf, 1, sizeof buf - 1, f);
	buf[n] = 0;
	fclose(f);
	unlink(path);
	return strdup(buf);
}

START_TEST(test_one_querent)
{
	char *argv[] = { "liuren", "--no-config",
			 "九月初三丙午日午時卯將 寅命 行年午", NULL };
	char err[256];
	struct tui_headless *h = tui_headless_open(3, argv, 80, 24, err,
						   sizeof err);
	ck_assert_msg(h, "%s", err);
	tui_headless_type(h, "u壬戌\r");
	const struct tui_state *st = tui_headless_state(h);
	ck_assert_int_eq(st->reading->context.birth, 58);	/* 壬戌 */
	tui_headless_type(h, "KWill it come?\r\r");
	ck_assert_msg(strstr(tui_headless_status(h), "kept"), "%s",
		      tui_headless_status(h));
	tui_headless_close(h);

	char *md[] = { "case", "export", "--markdown", "--no-config", NULL };
	char *text = run_case(4, md);
	char *head = strstr(text, "\n## ");
	ck_assert_ptr_nonnull(head);
	char line[512];
	snprintf(line, sizeof line, "%.*s", (int)strcspn(head + 1, "\n"),
		 head + 1);
	ck_assert_msg(strstr(line, "壬戌命") && !strstr(line, "寅命") &&
		      strstr(line, "九月初三"), "heading '%s'", line);
	free(text);
	/* case show reads the case with that querent */
	char *show[] = { "case", "show", "1", "--no-config", NULL };
	text = run_case(4, show);
	ck_assert_msg(strstr(text, "壬戌命") && !strstr(text, "寅命"), "%s",
		      text);
	free(text);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("case_querent");
	TCase *tc = tcase_create("querent");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_one_querent);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
