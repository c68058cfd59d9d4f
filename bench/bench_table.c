/* liuren - bench_table.c: the whole `liuren table` process for all 8,640
 * lessons (text and --tsv), each run a fresh exec of the program built
 * beside this benchmark, its output read through a pipe to the end; the
 * line count is checked. Goal: under 50 ms a process.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench_stats.h"

/* Run PROG table [EXTRA]; returns milliseconds, or -1. *LINES gets the
 * number of lines written. */
static double run_table(const char *prog, const char *extra, long *lines)
{
	int fd[2];
	if (pipe(fd) < 0)
		return -1;
	double t0 = bench_now();
	pid_t pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		close(fd[0]);
		dup2(fd[1], 1);
		close(fd[1]);
		execl(prog, prog, "table", "--no-config",
		      extra ? extra : (char *)NULL, (char *)NULL);
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
	double ms = (bench_now() - t0) * 1e3;
	return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? ms : -1;
}

int main(int argc, char **argv)
{
	(void)argc;
	char prog[PATH_MAX];
	/* the program is built in the directory above bench/ */
	ssize_t n = readlink("/proc/self/exe", prog, sizeof prog - 16);
	if (n <= 0)
		return 1;
	prog[n] = '\0';
	char *slash = strrchr(prog, '/');
	if (!slash)
		return 1;
	*slash = '\0';
	slash = strrchr(prog, '/');
	if (!slash)
		return 1;
	strcpy(slash, "/liuren");
	if (access(prog, X_OK) != 0) {
		fprintf(stderr, "%s: %s not built\n", argv[0], prog);
		return 1;
	}
	const char *formats[] = { NULL, "--tsv" };
	for (int f = 0; f < 2; f++) {
		double ms[BENCH_RUNS];
		for (int i = 0; i < BENCH_RUNS; i++) {
			long lines;
			ms[i] = run_table(prog, formats[f], &lines);
			if (ms[i] < 0 || lines != 8640 + (f == 1)) {
				fprintf(stderr, "bench_table: liuren table failed\n");
				return 1;
			}
		}
		char what[96];
		snprintf(what, sizeof what, "whole process, 8,640 lessons%s%s,",
			 formats[f] ? " " : " as text", formats[f] ? formats[f] : "");
		bench_report("table", what, bench_summarise(ms, BENCH_RUNS), "ms",
			     50, true);
	}
	return 0;
}
