/* liuren - check_tui_probe.c: asking the terminal how wide it draws the
 * East Asian ambiguous characters (termcheck.c), on a pseudo-terminal
 * this program plays the terminal of: an answer of column 3 after one
 * such character is "wide", column 2 "narrow"; keys typed before the
 * answer are passed over; a terminal that never answers costs the
 * timeout and nothing more; whatever came back, the line is erased. And
 * the width module's side: with the ASCII marks on, no character of
 * ambiguous width is ever drawn, and each stand-in is one column.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#define _GNU_SOURCE	/* memmem */
#include <check.h>
#include <errno.h>
#include <locale.h>
#include <poll.h>
#include <pty.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "liuren/lang.h"
#include "tui/termcheck.h"
#include "tui/tui.h"
#include "tui/width.h"

/* What the probe wrote, and what it returned, when the terminal answers
 * ANSWER (NULL: never) once asked. */
struct probe_run {
	char out[256];
	size_t len;
	int result;
	long ms;
};

static long
now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

static void
run_probe(const char *answer, int timeout_ms, struct probe_run *run)
{
	int master;
	setenv("TERM", "xterm-256color", 1);
	pid_t pid = forkpty(&master, NULL, NULL, NULL);
	ck_assert_int_ge(pid, 0);
	if (pid == 0) {
		int r = tui_term_ambiguous_wide(timeout_ms);
		_exit(r + 1);
	}
	memset(run, 0, sizeof *run);
	long start = now_ms();
	bool answered = false;
	for (;;) {
		struct pollfd p = { master, POLLIN, 0 };
		if (poll(&p, 1, 2000) <= 0)
			break;
		char buf[64];
		ssize_t n = read(master, buf, sizeof buf);
		if (n <= 0)
			break;	/* EIO: the child closed the terminal */
		if (run->len + (size_t)n < sizeof run->out) {
			memcpy(run->out + run->len, buf, (size_t)n);
			run->len += (size_t)n;
		}
		if (answer && !answered && memmem(run->out, run->len,
						  "\033[6n", 4)) {
			ck_assert_int_eq(write(master, answer, strlen(answer)),
					 (ssize_t)strlen(answer));
			answered = true;
		}
	}
	int status;
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	run->ms = now_ms() - start;
	close(master);
	ck_assert(WIFEXITED(status));
	run->result = WEXITSTATUS(status) - 1;
}

/* The probe is the character at the line's start and the question; the
 * last thing written erases the line (cr, el). */
static void
expect_erased(const struct probe_run *run)
{
	ck_assert_msg(memmem(run->out, run->len, "\xe2\x80\xa6\033[6n", 7),
		      "no probe written");
	static const char erase[] = "\r\033[K";
	ck_assert_msg(run->len >= sizeof erase - 1 &&
		      !memcmp(run->out + run->len - (sizeof erase - 1), erase,
			      sizeof erase - 1), "the line is not erased last");
}

START_TEST(test_wide_narrow)
{
	struct probe_run run;
	run_probe("\033[7;3R", 1000, &run);
	ck_assert_int_eq(run.result, 1);
	expect_erased(&run);
	run_probe("\033[7;2R", 1000, &run);
	ck_assert_int_eq(run.result, 0);
	expect_erased(&run);
	/* a key pressed before the answer does not confuse it */
	run_probe("q\033[12;3R", 1000, &run);
	ck_assert_int_eq(run.result, 1);
}
END_TEST

START_TEST(test_never_answers)
{
	struct probe_run run;
	run_probe(NULL, 300, &run);
	ck_assert_int_eq(run.result, -1);
	expect_erased(&run);
	/* the timeout, not more */
	ck_assert_int_ge(run.ms, 250);
	ck_assert_int_lt(run.ms, 1500);
}
END_TEST

START_TEST(test_not_asked)
{
	/* no terminal, or one that cannot be asked: nothing written */
	setenv("TERM", "dumb", 1);
	struct probe_run run;
	int master;
	pid_t pid = forkpty(&master, NULL, NULL, NULL);
	ck_assert_int_ge(pid, 0);
	if (pid == 0)
		_exit(tui_term_ambiguous_wide(300) + 1);
	memset(&run, 0, sizeof run);
	struct pollfd p = { master, POLLIN, 0 };
	while (poll(&p, 1, 1000) > 0) {
		ssize_t n = read(master, run.out, sizeof run.out);
		if (n <= 0)
			break;
		run.len += (size_t)n;
	}
	int status;
	waitpid(pid, &status, 0);
	close(master);
	ck_assert_int_eq(WEXITSTATUS(status) - 1, -1);
	ck_assert_uint_eq(run.len, 0);
}
END_TEST

/* With the ASCII marks on, every character the browser draws on its
 * screens at 80x24 and 200x60 is ASCII or wide (CJK, Hangul), none of
 * ambiguous width; off, the marks are there. */
START_TEST(test_no_ambiguous_drawn)
{
	static const int size[2][2] = { { 80, 24 }, { 200, 60 } };
	static const char *const keys[] = { "", "\r", "e", "a", "?", "s" };
	static const enum lr_lang langs[] = { LR_LANG_EN, LR_LANG_ZH_HANT,
					      LR_LANG_ZH_HANS, LR_LANG_KO };
	lr_lang_use(langs[_i]);
	setlocale(LC_ALL, "C.UTF-8");
	setenv("TERM", "xterm-256color", 1);
	for (int wide = 0; wide < 2; wide++)
		for (int s = 0; s < 2; s++)
			for (size_t k = 0; k < sizeof keys / sizeof keys[0];
			     k++) {
				char *argv[] = { "liuren", "--no-config",
						 "--ambiguous",
						 wide ? "wide" : "narrow",
						 "九月初三丙午日午時卯將 寅命 行年午",
						 NULL };
				char err[256];
				struct tui_headless *h = tui_headless_open(
					5, argv, size[s][0], size[s][1], err,
					sizeof err);
				ck_assert_msg(h, "%s", err);
				tui_headless_type(h, keys[k]);
				int ambiguous = 0;
				for (int y = 0; y < size[s][1]; y++) {
					char row[4096];
					tui_headless_row(h, y, row, sizeof row);
					const char *p = row, *end = row + strlen(row);
					while (p < end) {
						const char *q = p;
						/* read raw: tw_next would map */
						tw_set_ascii_marks(false);
						uint32_t c = tw_next(&q, end);
						ambiguous += tw_ambiguous(c);
						p = q;
					}
				}
				tui_headless_close(h);
				if (wide)
					ck_assert_msg(ambiguous == 0, "%s %dx%d "
						      "'%s': %d ambiguous "
						      "characters",
						      lr_lang_code(langs[_i]),
						      size[s][0], size[s][1],
						      keys[k], ambiguous);
				else if (k == 0)
					ck_assert_int_gt(ambiguous, 0);
			}
	tw_set_ascii_marks(false);
}
END_TEST

START_TEST(test_stand_ins)
{
	/* every ambiguous character of the Basic Multilingual Plane has a
	 * one-column ASCII stand-in */
	int n = 0;
	for (uint32_t c = 0xa0; c < 0x10000; c++) {
		if (!tw_ambiguous(c))
			continue;
		n++;
		uint32_t a = tw_ascii_stand_in(c);
		ck_assert_msg(a >= 0x20 && a < 0x7f, "U+%04X", c);
	}
	ck_assert_int_gt(n, 100);
	ck_assert_uint_eq(tw_ascii_stand_in(0x2026), '>');
	ck_assert_uint_eq(tw_ascii_stand_in(0x2462), '3');
	ck_assert_uint_eq(tw_ascii_stand_in(0x25bc), 'v');
	ck_assert_uint_eq(tw_ascii_stand_in(0x2502), '|');
	/* the widths measured stay those drawn */
	tw_set_ascii_marks(true);
	ck_assert_int_eq(tw_width("①②…▼"), 4);
	ck_assert_int_eq(tw_width("甲子"), 4);
	tw_set_ascii_marks(false);
}
END_TEST

/* The program itself on a terminal that never answers: it asks once,
 * erases its question, draws its first frame within a second of the
 * timeout and quits on q; with --ambiguous narrow it never asks. */
static void
run_program(bool forced, char *out, size_t cap, size_t *len)
{
	char exe[4096], prog[4200];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	ck_assert_int_gt(n, 0);
	exe[n] = 0;
	*strrchr(exe, '/') = 0;		/* BUILD/tests */
	snprintf(prog, sizeof prog, "%s/../liuren", exe);
	int master;
	struct winsize ws = { .ws_row = 24, .ws_col = 80 };
	pid_t pid = forkpty(&master, NULL, NULL, &ws);
	ck_assert_int_ge(pid, 0);
	if (pid == 0) {
		setenv("TERM", "xterm-256color", 1);
		setenv("LC_ALL", "C.UTF-8", 1);
		setenv("LANGUAGE", "en", 1);
		char *argv[] = { prog, "--no-config", "--ambiguous",
				 forced ? "narrow" : "auto", ":丙辰 寅 未",
				 NULL };
		execv(prog, argv);
		_exit(127);
	}
	*len = 0;
	long start = now_ms();
	bool quit = false;
	for (;;) {
		struct pollfd p = { master, POLLIN, 0 };
		if (poll(&p, 1, 3000) <= 0)
			break;
		char buf[4096];
		ssize_t r = read(master, buf, sizeof buf);
		if (r <= 0)
			break;
		if (*len + (size_t)r < cap) {
			memcpy(out + *len, buf, (size_t)r);
			*len += (size_t)r;
		}
		if (!quit && memmem(out, *len, "help", 4)) {
			ck_assert_int_lt(now_ms() - start, 1500);
			ck_assert_int_eq(write(master, "q", 1), 1);
			quit = true;
		}
	}
	int status;
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	close(master);
	ck_assert_msg(quit, "no first frame");
	ck_assert(WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

START_TEST(test_program_never_answered)
{
	static char out[1 << 18];
	size_t len;
	run_program(false, out, sizeof out, &len);
	char *ask = memmem(out, len, "\033[6n", 4);
	ck_assert_msg(ask, "the program did not ask");
	/* the line erased right after, before the screen is taken */
	ck_assert_msg(!memcmp(ask + 4, "\r\033[K", 4), "not erased at once");
	ck_assert(!memmem(ask + 4, len - (size_t)(ask + 4 - out), "\033[6n", 4));
	run_program(true, out, sizeof out, &len);
	ck_assert_msg(!memmem(out, len, "\033[6n", 4), "asked though told");
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("tui_probe");
	TCase *tc = tcase_create("probe");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_wide_narrow);
	tcase_add_test(tc, test_never_answers);
	tcase_add_test(tc, test_not_asked);
	tcase_add_test(tc, test_program_never_answered);
	tcase_add_loop_test(tc, test_no_ambiguous_drawn, 0, 4);
	tcase_add_test(tc, test_stand_ins);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
