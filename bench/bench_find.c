/* liuren - bench_find.c: `liuren find` over two centuries (1901-2100)
 * for a pattern that needs the moon's place (二煩, from 月宿) and for one
 * that does not (龍德), each a fresh exec of the program built beside this
 * benchmark with its output read through a pipe. Reported: each one's CPU
 * time (the machine may be shared) and the ratio 二煩 / 龍德, medians of
 * 5 runs with min and max; goal: the ratio within 3.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench_stats.h"

enum { RUNS = 5 };

static double child_cpu(void)
{
	struct rusage r;
	getrusage(RUSAGE_CHILDREN, &r);
	return (double)(r.ru_utime.tv_sec + r.ru_stime.tv_sec)
	       + (double)(r.ru_utime.tv_usec + r.ru_stime.tv_usec) * 1e-6;
}

/* Run PROG find PATTERN over two centuries; returns CPU seconds, or -1.
 * *LINES gets the number of charts printed. */
static double run_find(const char *prog, const char *pattern, long *lines)
{
	int fd[2];
	if (pipe(fd) < 0)
		return -1;
	double before = child_cpu();
	pid_t pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		close(fd[0]);
		dup2(fd[1], 1);
		close(fd[1]);
		execl(prog, prog, "find", pattern, "--from", "1901-01-01", "--to",
		      "2100-12-31", "--tz", "Asia/Shanghai", "--no-config",
		      (char *)NULL);
		_exit(127);
	}
	close(fd[1]);
	char buf[65536];
	ssize_t got;
	*lines = 0;
	while ((got = read(fd[0], buf, sizeof buf)) > 0)
		for (ssize_t i = 0; i < got; i++)
			*lines += buf[i] == '\n';
	close(fd[0]);
	int status;
	waitpid(pid, &status, 0);
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
		return -1;
	return child_cpu() - before;
}

int main(int argc, char **argv)
{
	(void)argc;
	char prog[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", prog, sizeof prog - 16);
	if (n <= 0)
		return 1;
	prog[n] = '\0';
	for (int up = 0; up < 2; up++) {	/* B/bench/bench_find → B/liuren */
		char *slash = strrchr(prog, '/');
		if (!slash)
			return 1;
		*slash = '\0';
	}
	strcat(prog, "/liuren");
	if (access(prog, X_OK) != 0) {
		fprintf(stderr, "%s: %s not built\n", argv[0], prog);
		return 1;
	}
	double moon[RUNS], plain[RUNS], ratio[RUNS];
	long moon_lines = 0, plain_lines = 0;
	for (int i = 0; i < RUNS; i++) {
		plain[i] = run_find(prog, "龍德", &plain_lines);
		moon[i] = run_find(prog, "二煩", &moon_lines);
		if (plain[i] <= 0 || moon[i] <= 0) {
			fprintf(stderr, "bench_find: liuren find failed\n");
			return 1;
		}
		ratio[i] = moon[i] / plain[i];
	}
	printf("find: 1901-2100, 龍德 %ld charts found, 二煩 %ld\n", plain_lines,
	       moon_lines);
	bench_report_info("find", "龍德 over two centuries, CPU,",
			  bench_summarise(plain, RUNS), "s");
	bench_report_info("find", "二煩 over two centuries, CPU,",
			  bench_summarise(moon, RUNS), "s");
	bench_report("find", "二煩 / 龍德,", bench_summarise(ratio, RUNS), "x", 3,
		     true);
	return 0;
}
