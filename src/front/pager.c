/* liuren - pager.c: long output read through a pager (see front/pager.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "front/pager.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "front/output.h"
#include "liuren/i18n.h"
#include "liuren/quote.h"

/* What a pager is run with when none is named: less, told (through LESS,
 * when the reader has not set it) to quit when the text fits on one
 * screen (F), to pass the colours through (R) and to leave the text on
 * the screen when it quits (X). */
#define DEFAULT_PAGER "less"
#define DEFAULT_LESS "FRX"
#define DEFAULT_LV "-c"

/* The characters that make a command line the shell's to read; a line
 * without them is split at blanks and run directly, so that a pager that
 * is not there is known before any output goes to it. */
#define SHELL_CHARS "|&;<>()$`\\\"'\n*?[#~=%"

/* The most words a pager's command line is split into. */
enum { PAGER_MAX_WORDS = 32 };

/* The fatal signals after which the pager is still waited for. */
static const int fatal_signals[] = { SIGHUP, SIGINT, SIGQUIT, SIGTERM };

static pid_t pager_pid;		/* 0: none */
static volatile sig_atomic_t pager_running;

const char *front_pager_command(const char *configured)
{
	const char *cmd = getenv("LIUREN_PAGER");
	if (!cmd)
		cmd = configured;
	if (!cmd)
		cmd = getenv("PAGER");
	if (!cmd)
		cmd = DEFAULT_PAGER;
	/* "" and "cat" say: no pager */
	while (*cmd == ' ' || *cmd == '\t')
		cmd++;
	if (!*cmd || !strcmp(cmd, "cat"))
		return NULL;
	return cmd;
}

bool front_pager_active(void)
{
	return pager_running;
}

/* Close the pager's input and wait for it: only what a signal handler
 * may call. */
static void close_and_wait(void)
{
	if (!pager_running)
		return;
	pager_running = 0;
	close(STDOUT_FILENO);
	while (waitpid(pager_pid, NULL, 0) < 0 && errno == EINTR)
		;
}

void front_pager_finish(void)
{
	close_and_wait();
}

/* At an exit that did not close standard output (front_close_output):
 * what stdout still holds goes to the pager (the language's filter, set
 * up after the pager, was flushed by its own handler before this one),
 * then the pager is waited for. */
static void finish_at_exit(void)
{
	if (!pager_running)
		return;
	fflush(stdout);
	close_and_wait();
}

static void on_fatal_signal(int sig)
{
	int saved = errno;
	close_and_wait();
	signal(sig, SIG_DFL);
	raise(sig);
	errno = saved;
}

/* In the child: run COMMAND, directly when it holds no shell characters
 * (split at blanks), else by sh -c. Returns only when it cannot. */
static void exec_pager(const char *command)
{
	if (strpbrk(command, SHELL_CHARS)) {
		execl("/bin/sh", "sh", "-c", command, (char *)NULL);
		return;
	}
	char copy[4096];
	snprintf(copy, sizeof copy, "%s", command);
	char *argv[PAGER_MAX_WORDS + 1];
	int n = 0;
	for (char *w = strtok(copy, " \t"); w && n < PAGER_MAX_WORDS;
	     w = strtok(NULL, " \t"))
		argv[n++] = w;
	argv[n] = NULL;
	if (n > 0)
		execvp(argv[0], argv);
}

bool front_pager_start(const char *command)
{
	if (pager_pid || !command || !isatty(STDOUT_FILENO))
		return pager_running;
	fflush(stdout);
	/* the pager's input, and a pipe that is closed when the pager's
	 * program starts (or carries the errno of why it did not) */
	int in[2], status[2];
	if (pipe(in) < 0)
		return false;
	if (pipe(status) < 0 || fcntl(status[1], F_SETFD, FD_CLOEXEC) < 0) {
		close(in[0]);
		close(in[1]);
		return false;
	}
	pid_t pid = fork();
	int fork_errno = errno;
	if (pid == 0) {
		close(in[1]);
		close(status[0]);
		dup2(in[0], STDIN_FILENO);
		close(in[0]);
		signal(SIGPIPE, SIG_DFL);
		if (!getenv("LESS"))
			setenv("LESS", DEFAULT_LESS, 1);
		if (!getenv("LV"))
			setenv("LV", DEFAULT_LV, 1);
		exec_pager(command);
		int err = errno;
		ssize_t w = write(status[1], &err, sizeof err);
		(void)w;
		_exit(127);
	}
	close(in[0]);
	close(status[1]);
	int err = 0;
	ssize_t got = -1;
	if (pid > 0)
		while ((got = read(status[0], &err, sizeof err)) < 0 &&
		       errno == EINTR)
			;
	close(status[0]);
	if (pid < 0 || got != 0) {
		/* the output goes to the terminal, as without a pager */
		if (pid > 0)
			waitpid(pid, NULL, 0);
		else
			err = fork_errno;
		close(in[1]);
		char q[LR_QUOTE_SIZE];
		front_error(NULL, _("cannot run the pager '%s': %s"),
			    lr_quote(command, q, sizeof q), strerror(err));
		return false;
	}
	dup2(in[1], STDOUT_FILENO);
	close(in[1]);
	pager_pid = pid;
	pager_running = 1;
	/* a reader who quits the pager early ends the output, not the
	 * program: writes then fail with EPIPE (front_output_reader_quit) */
	signal(SIGPIPE, SIG_IGN);
	front_output_paged();
	for (size_t i = 0; i < sizeof fatal_signals / sizeof *fatal_signals; i++)
		if (signal(fatal_signals[i], on_fatal_signal) == SIG_IGN)
			signal(fatal_signals[i], SIG_IGN);	/* nohup's */
	atexit(finish_at_exit);
	return true;
}
