/* liuren - bench_tui_pty.c: the browser's keys timed through a pseudo-
 * terminal, as a user at a 200x60 terminal meets them: the program
 * (build/liuren) runs on a pty, each key of a mix of stepping,
 * selection, commentary, atlas and compare keys is typed on it, and the
 * key is done when the browser is back waiting for the next one (its
 * thread blocked reading the terminal, /proc/PID/syscall) and all it
 * drew has been read. Each key's figures: the processor time the
 * browser spent on it (/proc/PID/schedstat, in nanoseconds) and the wall
 * clock from the key written to the frame read. Goal (issue 32): p99 of
 * the processor time under 3 ms; the wall clock, on a busy machine, also
 * counts the others. bench_tui.c times the same keys headless.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "bench_stats.h"

enum { KEYS = 600, COLS = 200, ROWS = 60 };
static const double KEY_GOAL_MS = 3;

static double now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* The processor time PID has run, in ms (the first field of schedstat:
 * nanoseconds on a processor); -1 when unreadable. */
static double cpu_of(pid_t pid)
{
	char path[64];
	snprintf(path, sizeof path, "/proc/%d/schedstat", (int)pid);
	FILE *f = fopen(path, "r");
	if (!f)
		return -1;
	unsigned long long ns = 0;
	int got = fscanf(f, "%llu", &ns);
	fclose(f);
	return got == 1 ? ns / 1e6 : -1;
}

/* How many times PID has been put on a processor (the third field of
 * schedstat): it moves once the browser wakes for a key */
static unsigned long long runs_of(pid_t pid)
{
	char path[64];
	snprintf(path, sizeof path, "/proc/%d/schedstat", (int)pid);
	FILE *f = fopen(path, "r");
	if (!f)
		return 0;
	unsigned long long ns = 0, wait = 0, runs = 0;
	int got = fscanf(f, "%llu %llu %llu", &ns, &wait, &runs);
	fclose(f);
	return got == 3 ? runs : 0;
}

/* Is PID blocked waiting for input: in read(0, …), or in poll, ppoll,
 * select or pselect (the browser's get_wch with its one-second timeout)? */
static bool waiting_for_input(pid_t pid)
{
	char path[64], buf[256];
	snprintf(path, sizeof path, "/proc/%d/syscall", (int)pid);
	int fd = open(path, O_RDONLY);
	if (fd < 0)
		return false;
	ssize_t n = read(fd, buf, sizeof buf - 1);
	close(fd);
	if (n <= 0)
		return false;
	buf[n] = '\0';
	long nr = -1;
	unsigned long arg0 = 1;
	if (sscanf(buf, "%ld %lx", &nr, &arg0) < 1)
		return false;
	return (nr == SYS_read && arg0 == 0)
#ifdef SYS_poll
	       || nr == SYS_poll
#endif
#ifdef SYS_select
	       || nr == SYS_select
#endif
	       || nr == SYS_ppoll || nr == SYS_pselect6;
}

/* Read what the browser wrote until it has taken every byte typed
 * (nothing left in the input queue of the terminal, SLAVE), waits for
 * input again, and nothing is left to read; false when it ended or did
 * not settle in 10 s. */
static bool settle(int master, int slave, pid_t pid,
		   unsigned long long runs_before, long *bytes)
{
	char buf[1 << 16];
	double start = now_ms();
	/* the key reaches the browser through the terminal's queue, which
	 * the kernel fills a moment after the write: first see it woken */
	while (runs_of(pid) == runs_before) {
		if (now_ms() - start > 10000)
			return false;
		sched_yield();
	}
	for (;;) {
		struct pollfd p = { master, POLLIN, 0 };
		int ready = poll(&p, 1, 0);
		if (ready > 0 && (p.revents & POLLIN)) {
			ssize_t n = read(master, buf, sizeof buf);
			if (n > 0) {
				*bytes += n;
				continue;
			}
			if (n < 0 && errno != EAGAIN && errno != EINTR)
				return false;
		}
		if (ready > 0 && (p.revents & (POLLHUP | POLLERR)))
			return false;
		/* the key taken, blocked for the next, nothing more came */
		int typed = 0;
		if (ioctl(slave, FIONREAD, &typed) == 0 && typed == 0 &&
		    waiting_for_input(pid)) {
			p.revents = 0;
			if (poll(&p, 1, 0) == 0)
				return true;
			continue;
		}
		if (now_ms() - start > 10000)
			return false;
		sched_yield();
	}
}

/* The bytes a key sends: the character, or a function key's sequence */
struct key {
	const char *bytes;
	const char *name;
};

static const struct key script[] = {
	{ "t", "t" }, { "t", "t" }, { "T", "T" }, { "d", "d" }, { "D", "D" },
	{ "m", "m" }, { "M", "M" }, { "d", "d" }, { "d", "d" }, { "t", "t" },
	{ "w", "w" }, { "W", "W" }, { "o", "o" }, { "O", "O" }, { ">", ">" },
	{ "<", "<" }, { "\t", "Tab" }, { "j", "j" }, { "j", "j" },
	{ "\r", "Enter" }, { "\033[6~", "PageDown" }, { "k", "k" },
	{ "\t", "Tab" }, { "j", "j" }, { "\r", "Enter" }, { "\t", "Tab" },
	{ "l", "l" }, { "j", "j" }, { "\r", "Enter" }, { "A", "A" },
	{ "j", "j" }, { "A", "A" }, { "e", "e" }, { " ", "Space" },
	{ " ", "Space" }, { " ", "Space" }, { "e", "e" }, { "?", "?" },
	{ " ", "Space" }, { "q", "q" }, { "a", "a" }, { "j", "j" },
	{ "j", "j" }, { " ", "Space" }, { "f", "f" }, { "f", "f" },
	{ "v", "v" }, { "v", "v" }, { "V", "V" }, { "j", "j" },
	{ "\r", "Enter" }, { "s", "s" }, { "]", "]" }, { "]", "]" },
	{ "t", "t" }, { "s", "s" }, { "T", "T" }, { "D", "D" }, { "M", "M" }
};
enum { NSCRIPT = sizeof script / sizeof script[0] };

static void report(const char *what, double *v, int n, double goal)
{
	qsort(v, (size_t)n, sizeof *v, bench_by_value);
	printf("bench_tui_pty: %-18s n=%-4d median %.3f ms  min %.3f ms  p99 "
	       "%.3f ms  max %.3f ms  ", what, n, v[n / 2], v[0],
	       v[n * 99 / 100], v[n - 1]);
	if (goal > 0)
		printf("(goal: p99 < %g ms)%s\n", goal,
		       v[n * 99 / 100] < goal ? "" : "  MISSED");
	else
		printf("(no goal: on a busy machine it counts the others too)\n");
}

int main(void)
{
	char prog[4096];
	if (bench_program_path(prog, sizeof prog) != 0)
		return 1;
	/* where the kernel does not show a process's system call (no
	 * /proc, or not permitted), a key's end cannot be seen */
	if (access("/proc/self/syscall", R_OK) != 0 ||
	    access("/proc/self/schedstat", R_OK) != 0) {
		printf("bench_tui_pty: skipped: /proc/PID/syscall or schedstat "
		       "cannot be read here\n");
		return 0;
	}
	int master = posix_openpt(O_RDWR | O_NOCTTY);
	if (master < 0 || grantpt(master) != 0 || unlockpt(master) != 0) {
		perror("bench_tui_pty: pty");
		return 1;
	}
	struct winsize ws = { .ws_row = ROWS, .ws_col = COLS };
	ioctl(master, TIOCSWINSZ, &ws);
	char slave[256];
	snprintf(slave, sizeof slave, "%s", ptsname(master));
	pid_t pid = fork();
	if (pid < 0) {
		perror("bench_tui_pty: fork");
		return 1;
	}
	if (pid == 0) {
		setsid();
		int s = open(slave, O_RDWR);
		int nul = open("/dev/null", O_WRONLY);
		if (s < 0 || nul < 0)
			_exit(127);
		dup2(s, 0);
		dup2(s, 1);
		dup2(nul, 2);
		close(master);
		setenv("TERM", "xterm-256color", 1);
		setenv("LC_ALL", "C.UTF-8", 1);
		execl(prog, "liuren", "--no-config", "--ambiguous", "narrow",
		      (char *)NULL);
		_exit(127);
	}
	/* the terminal's side kept open here too: its input queue says
	 * whether the browser has taken the key */
	int slave_fd = open(slave, O_RDWR | O_NOCTTY);
	if (slave_fd < 0) {
		perror("bench_tui_pty: slave");
		return 1;
	}
	long bytes = 0;
	if (!settle(master, slave_fd, pid, 0, &bytes)) {
		fprintf(stderr, "bench_tui_pty: the browser did not start\n");
		kill(pid, SIGKILL);
		return 1;
	}
	static double cpu[KEYS], wall[KEYS];
	int over[NSCRIPT] = { 0 };
	long drawn[NSCRIPT] = { 0 };	/* bytes each key of the script drew */
	int done = 0, worst_at = 0;
	double worst = 0;
	for (int n = 0; n < KEYS; n++) {
		const struct key *k = &script[n % NSCRIPT];
		long before = bytes;
		unsigned long long runs = runs_of(pid);
		double c0 = cpu_of(pid), t0 = now_ms();
		if (write(master, k->bytes, strlen(k->bytes)) < 0
		    || !settle(master, slave_fd, pid, runs, &bytes))
			break;
		wall[n] = now_ms() - t0;
		cpu[n] = cpu_of(pid) - c0;
		over[n % NSCRIPT] += cpu[n] >= KEY_GOAL_MS;
		drawn[n % NSCRIPT] += bytes - before;
		if (cpu[n] > worst) {
			worst = cpu[n];
			worst_at = n % NSCRIPT;
		}
		done++;
	}
	kill(pid, SIGTERM);
	waitpid(pid, NULL, 0);
	if (done < KEYS) {
		fprintf(stderr, "bench_tui_pty: the browser stopped after %d "
			"keys\n", done);
		return 1;
	}
	printf("bench_tui_pty: %d keys at %dx%d, %ld bytes drawn\n", done, COLS,
	       ROWS, bytes);
	report("key cpu", cpu, done, KEY_GOAL_MS);
	report("key wall", wall, done, 0);
	printf("bench_tui_pty: slowest key %s (script position %d, %.3f ms "
	       "cpu)\n", script[worst_at].name, worst_at, worst);
	for (int k = 0; k < NSCRIPT; k++)
		if (over[k])
			printf("bench_tui_pty: over %g ms: key %s (script "
			       "position %d) %d times, %ld bytes drawn each\n",
			       KEY_GOAL_MS, script[k].name, k, over[k],
			       drawn[k] / (done / NSCRIPT));
	return 0;
}
