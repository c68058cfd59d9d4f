/* liuren - check_tui_term.c: the browser on a real (pseudo) terminal:
 * what it says and how it leaves the terminal when the terminal cannot
 * show it (TERM=dumb, an unknown TERM, a locale that is not UTF-8, no
 * terminal at all), and that the terminal is restored after SIGTERM,
 * SIGINT, SIGHUP and the crash path (tui_die). Each case runs tui_main in
 * a child on a pty; the parent reads the pty and stderr and checks the
 * exit, the last bytes written and the terminal modes afterwards.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <check.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "tui/tui.h"

/* What a run left behind. */
struct run {
	int status;		/* from waitpid */
	char out[1 << 17];	/* what the child wrote to the terminal */
	size_t outlen;
	char err[4096];		/* its stderr */
	size_t errlen;
	struct termios before, after;
};

static double
now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static void
drain(int fd, char *buf, size_t cap, size_t *len, bool *open_)
{
	char tmp[4096];
	ssize_t n = read(fd, tmp, sizeof tmp);
	if (n <= 0) {
		if (n == 0 || errno != EINTR)
			*open_ = false;
		return;
	}
	size_t k = (size_t)n;
	if (*len + k >= cap)
		k = cap - 1 - *len;
	memcpy(buf + *len, tmp, k);
	*len += k;
	buf[*len] = 0;
}

/* One step of a scripted run: once WAIT_FOR has appeared on the
 * terminal (after what the previous step waited for), type KEYS on the
 * terminal (when not NULL), then send SIG (when not 0). */
struct step {
	const char *wait_for;
	const char *keys;
	int sig;
};

static void run_steps(struct run *r, char **argv, const char *term,
		      const char *lc_all, bool tty, const struct step *steps,
		      int nsteps);

/* Run the browser with ARGV on a 100x30 pty, TERM and LC_ALL as given
 * (NULL: unset). When SIG is not 0, send it once WAIT_FOR has appeared
 * on the terminal. With TTY false stdin/stdout are /dev/null. */
static void
run_browser(struct run *r, char **argv, const char *term, const char *lc_all,
	    bool tty, int sig, const char *wait_for)
{
	struct step one = { wait_for, NULL, sig };
	run_steps(r, argv, term, lc_all, tty, &one, sig ? 1 : 0);
}

static void
run_steps(struct run *r, char **argv, const char *term, const char *lc_all,
	  bool tty, const struct step *steps, int nsteps)
{
	memset(r, 0, sizeof *r);
	int m = posix_openpt(O_RDWR | O_NOCTTY);
	ck_assert_int_ge(m, 0);
	ck_assert_int_eq(grantpt(m), 0);
	ck_assert_int_eq(unlockpt(m), 0);
	char name[128];
	snprintf(name, sizeof name, "%s", ptsname(m));
	struct winsize ws = { .ws_row = 30, .ws_col = 100 };
	ioctl(m, TIOCSWINSZ, &ws);
	ck_assert_int_eq(tcgetattr(m, &r->before), 0);
	int ep[2];
	ck_assert_int_eq(pipe(ep), 0);
	pid_t pid = fork();
	ck_assert_int_ge(pid, 0);
	if (pid == 0) {
		setsid();
		int s = open(name, O_RDWR);
		if (s < 0)
			_exit(99);
		int nul = open("/dev/null", O_RDWR);
		dup2(tty ? s : nul, 0);
		dup2(tty ? s : nul, 1);
		dup2(ep[1], 2);
		close(ep[0]);
		close(m);
		if (term)
			setenv("TERM", term, 1);
		else
			unsetenv("TERM");
		if (lc_all)
			setenv("LC_ALL", lc_all, 1);
		else
			unsetenv("LC_ALL");
		unsetenv("LIUREN_TEST_DIE");
		unsetenv("COLUMNS");
		unsetenv("LINES");
		/* start as from a shell: every signal's action the default
		 * (Check's own SIGALRM handler is not the browser's) */
		for (int sig = 1; sig < 32; sig++)
			if (sig != SIGKILL && sig != SIGSTOP)
				signal(sig, SIG_DFL);
		/* SIGQUIT and the faults would leave a core file behind */
		struct rlimit no_core = { 0, 0 };
		setrlimit(RLIMIT_CORE, &no_core);
		int argc = 0;
		while (argv[argc])
			argc++;
		if (argv[argc + 1])	/* an env setting after the NULL */
			putenv(argv[argc + 1]);
		_exit(tui_main(argc, argv));
	}
	close(ep[1]);
	bool out_open = true, err_open = true;
	int next = 0;		/* the step waited for */
	size_t seen = 0;	/* where the next step's text is looked for */
	size_t asked = 0;	/* where the next position request is looked for */
	double start = now_s();
	int status = 0;
	bool done = false;
	while (!done && now_s() - start < 20) {
		struct pollfd p[2] = { { m, POLLIN, 0 }, { ep[0], POLLIN, 0 } };
		poll(p, 2, 50);
		if (out_open && (p[0].revents & (POLLIN | POLLHUP | POLLERR)))
			drain(m, r->out, sizeof r->out, &r->outlen, &out_open);
		if (err_open && (p[1].revents & (POLLIN | POLLHUP)))
			drain(ep[0], r->err, sizeof r->err, &r->errlen,
			      &err_open);
		/* answer the browser's position request (its probe of the
		 * ambiguous width, after one U+2026 at the line's start) as a
		 * terminal drawing it one column wide does, instead of
		 * letting the probe wait out its time */
		const char *q;
		while ((q = strstr(r->out + asked, "\033[6n")) != NULL) {
			asked = (size_t)(q - r->out) + 4;
			ck_assert(write(m, "\033[1;2R", 6) == 6);
		}
		const char *at = next < nsteps ?
			strstr(r->out + seen, steps[next].wait_for) : NULL;
		if (at) {
			/* keys typed before the browser has set its terminal
			 * mode could be flushed by it: wait for the mode (out
			 * of the canonical line mode), not for a time */
			struct termios now;
			for (int k = 0; k < 5000 && tcgetattr(m, &now) == 0
			     && (now.c_lflag & ICANON); k++)
				usleep(1000);
			/* and the text seen may be drawn before the browser
			 * reads keys in the new state (the prompt opened by
			 * the last key): let the frame finish */
			usleep(100 * 1000);
			seen = (size_t)(at - r->out) +
			       strlen(steps[next].wait_for);
			if (steps[next].keys)
				ck_assert(write(m, steps[next].keys,
					  strlen(steps[next].keys)) >= 0);
			if (steps[next].sig)
				kill(pid, steps[next].sig);
			next++;
		}
		if (waitpid(pid, &status, WNOHANG) == pid)
			done = true;
	}
	if (!done) {
		kill(pid, SIGKILL);
		waitpid(pid, &status, 0);
		ck_abort_msg("the browser did not end (out: %zu bytes)",
			     r->outlen);
	}
	/* what is left in the pipes */
	for (int i = 0; i < 20 && (out_open || err_open); i++) {
		struct pollfd p[2] = { { m, POLLIN, 0 }, { ep[0], POLLIN, 0 } };
		if (poll(p, 2, 20) <= 0)
			break;
		if (out_open && (p[0].revents & (POLLIN | POLLHUP | POLLERR)))
			drain(m, r->out, sizeof r->out, &r->outlen, &out_open);
		if (err_open && (p[1].revents & (POLLIN | POLLHUP)))
			drain(ep[0], r->err, sizeof r->err, &r->errlen,
			      &err_open);
	}
	r->status = status;
	tcgetattr(m, &r->after);
	close(m);
	close(ep[0]);
}

/* stderr is exactly one line starting "liuren: " and holding WANT. */
static void
expect_one_line(const struct run *r, const char *want)
{
	ck_assert_msg(strncmp(r->err, "liuren: ", 8) == 0, "stderr: '%s'",
		      r->err);
	const char *nl = strchr(r->err, '\n');
	ck_assert_msg(nl && nl[1] == 0, "not one line: '%s'", r->err);
	ck_assert_msg(strstr(r->err, want), "stderr '%s' lacks '%s'", r->err,
		      want);
}

static void
expect_exit(const struct run *r, int code)
{
	ck_assert_msg(WIFEXITED(r->status), "ended by signal %d",
		      WIFSIGNALED(r->status) ? WTERMSIG(r->status) : 0);
	ck_assert_int_eq(WEXITSTATUS(r->status), code);
}

/* The terminal modes are as they were before the browser ran. */
static void
expect_modes_restored(const struct run *r)
{
	ck_assert_msg(r->after.c_lflag == r->before.c_lflag, "c_lflag %o, "
		      "was %o", r->after.c_lflag, r->before.c_lflag);
	ck_assert_msg(r->after.c_iflag == r->before.c_iflag, "c_iflag");
	ck_assert_msg(r->after.c_oflag == r->before.c_oflag, "c_oflag");
}

static char *pillars[] = { "liuren", "--no-config", ":丙辰", "寅", "未", NULL,
			   NULL };

START_TEST(test_dumb_terminal)
{
	static struct run r;
	run_browser(&r, pillars, "dumb", "C.UTF-8", true, 0, NULL);
	expect_exit(&r, 2);
	expect_one_line(&r, "cannot move the cursor");
	expect_one_line(&r, "'dumb'");
	/* nothing drawn: no footer, no Chinese text */
	ck_assert_msg(!strstr(r.out, "三傳") && !strstr(r.out, "help"),
		      "drew on a dumb terminal: %zu bytes", r.outlen);
	expect_modes_restored(&r);
}
END_TEST

START_TEST(test_unknown_and_unset_term)
{
	static struct run r;
	run_browser(&r, pillars, "no-such-terminal-xyz", "C.UTF-8", true, 0,
		    NULL);
	expect_exit(&r, 2);
	expect_one_line(&r, "unknown terminal type 'no-such-terminal-xyz'");
	ck_assert_uint_eq(r.outlen, 0);
	run_browser(&r, pillars, NULL, "C.UTF-8", true, 0, NULL);
	expect_exit(&r, 2);
	expect_one_line(&r, "TERM is not set");
	ck_assert_uint_eq(r.outlen, 0);
}
END_TEST

START_TEST(test_not_utf8_locale)
{
	static struct run r;
	run_browser(&r, pillars, "xterm-256color", "C", true, 0, NULL);
	expect_exit(&r, 2);
	expect_one_line(&r, "character set is ANSI_X3.4-1968, not UTF-8");
	expect_one_line(&r, "LC_ALL=C.UTF-8");
	ck_assert_uint_eq(r.outlen, 0);
	/* --help still works in any locale */
	char *help[] = { "liuren", "--help", NULL, NULL };
	run_browser(&r, help, "xterm-256color", "C", true, 0, NULL);
	expect_exit(&r, 0);
}
END_TEST

START_TEST(test_not_a_terminal)
{
	static struct run r;
	run_browser(&r, pillars, "xterm-256color", "C.UTF-8", false, 0, NULL);
	expect_exit(&r, 2);
	expect_one_line(&r, "needs a terminal");
}
END_TEST

/* The alternate screen was entered and, after the last frame, left. */
static void
expect_screen_left(const struct run *r)
{
	const char *enter = strstr(r->out, "\033[?1049h");
	ck_assert_msg(enter != NULL, "never entered the alternate screen");
	const char *leave = NULL;
	for (const char *p = enter; (p = strstr(p, "\033[?1049l")); p++)
		leave = p;
	ck_assert_msg(leave != NULL, "the alternate screen was not left");
	/* nothing drawn after leaving it but mode resets */
	ck_assert_msg(!strstr(leave, "三傳"), "drew after leaving");
	ck_assert_msg(strstr(enter, "三傳") && strstr(enter, "三傳") < leave,
		      "no frame was drawn");
	/* mouse reporting, once turned on, is turned off again */
	const char *on = NULL;
	for (const char *p = r->out; (p = strstr(p, "\033[?1000h")); p++)
		on = p;
	if (on)
		ck_assert_msg(strstr(on, "\033[?1000l") != NULL,
			      "mouse reporting left on");
	/* so is the keypad's application mode (smkx, then rmkx) */
	on = NULL;
	for (const char *p = r->out; (p = strstr(p, "\033[?1h\033=")); p++)
		on = p;
	if (on)
		ck_assert_msg(strstr(on, "\033[?1l\033>") != NULL,
			      "keypad application mode left on");
}

static void
signal_case(int sig)
{
	static struct run r;
	run_browser(&r, pillars, "xterm-256color", "C.UTF-8", true, sig,
		    "三傳");
	ck_assert_msg(WIFSIGNALED(r.status) && WTERMSIG(r.status) == sig,
		      "status %#x, want death by signal %d", r.status, sig);
	expect_screen_left(&r);
	expect_modes_restored(&r);
}

START_TEST(test_sigterm_restores)
{
	signal_case(SIGTERM);
}
END_TEST

START_TEST(test_sigint_restores)
{
	signal_case(SIGINT);
}
END_TEST

START_TEST(test_sighup_restores)
{
	signal_case(SIGHUP);
}
END_TEST

/* Every signal whose default action ends the process, sent while the
 * browser shows a chart: it dies of that signal with the terminal
 * restored (alternate screen left, modes as before: echo on). */
START_TEST(test_fatal_signals_restore)
{
	static const int sigs[] = { SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM,
				    SIGPIPE, SIGVTALRM, SIGPROF, SIGXCPU,
				    SIGXFSZ, SIGSYS, SIGSEGV, SIGBUS, SIGFPE,
				    SIGILL, SIGABRT, SIGTRAP };
	signal_case(sigs[_i]);
}
END_TEST

/* Ctrl-C inside a prompt cancels the prompt; the browser goes on (and
 * quits on q). */
START_TEST(test_ctrl_c_cancels_prompt)
{
	static struct run r;
	struct step steps[] = {
		{ "三傳", "u", 0 },		/* the querent prompt */
		{ "querent", "\003", 0 },	/* Ctrl-C on the terminal */
		{ "", "q", 0 },		/* q quits: the prompt is gone */
	};
	run_steps(&r, pillars, "xterm-256color", "C.UTF-8", true, steps, 3);
	expect_exit(&r, 0);
	expect_screen_left(&r);
	expect_modes_restored(&r);
}
END_TEST

START_TEST(test_die_restores)
{
	static struct run r;
	char *argv[] = { "liuren", "--no-config", ":丙辰", "寅", "未", NULL,
			 "LIUREN_TEST_DIE=1" };
	run_browser(&r, argv, "xterm-256color", "C.UTF-8", true, 0, NULL);
	expect_exit(&r, 1);
	expect_one_line(&r, "dying after the first frame");
	expect_screen_left(&r);
	expect_modes_restored(&r);
}
END_TEST

/* The stress run through tmux: tests/tui_stress.sh on the program built
 * beside this test (BUILD/liuren for BUILD/tests/check_tui_term). */
START_TEST(test_tmux_stress)
{
	/* under valgrind (run-tests.sh VALGRIND=1) every tool the script
	 * runs would be traced too; the pty cases above cover the program */
	const char *runner = getenv("LIUREN_RUNNER");
	if (runner && runner[0]) {
		printf("tmux stress test skipped under %.20s\n", runner);
		return;
	}
	char self[1024];
	ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
	ck_assert_int_gt(n, 0);
	self[n] = 0;
	char *slash = strrchr(self, '/');
	ck_assert_ptr_nonnull(slash);
	*slash = 0;
	char cmd[4096];
	const char *seed = getenv("LIUREN_STRESS_SEED");
	snprintf(cmd, sizeof cmd, "sh '%s/tests/tui_stress.sh' "
		 "'%s/../liuren' 1000 100 %s 2>&1", LR_SRCDIR, self,
		 seed && seed[0] ? seed : "");
	FILE *p = popen(cmd, "r");
	ck_assert_ptr_nonnull(p);
	static char out[1 << 16];
	size_t len = fread(out, 1, sizeof out - 1, p);
	out[len] = 0;
	int rc = pclose(p);
	printf("%s", out);
	ck_assert_msg(rc == 0 && strncmp(out, "ok:", 3) == 0, "%s", out);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("tui_term");
	TCase *tc = tcase_create("terminal");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_dumb_terminal);
	tcase_add_test(tc, test_unknown_and_unset_term);
	tcase_add_test(tc, test_not_utf8_locale);
	tcase_add_test(tc, test_not_a_terminal);
	tcase_add_test(tc, test_sigterm_restores);
	tcase_add_test(tc, test_sigint_restores);
	tcase_add_test(tc, test_sighup_restores);
	tcase_add_test(tc, test_die_restores);
	tcase_add_loop_test(tc, test_fatal_signals_restore, 0, 16);
	tcase_add_test(tc, test_ctrl_c_cancels_prompt);
	suite_add_tcase(s, tc);
	TCase *tt = tcase_create("tmux");
	tcase_set_timeout(tt, 120);
	tcase_add_test(tt, test_tmux_stress);
	suite_add_tcase(s, tt);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
