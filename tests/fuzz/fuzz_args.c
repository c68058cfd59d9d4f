/* liuren - fuzz_args.c: libFuzzer harness for the command line of the
 * chart commands: the input is split at NUL bytes into argv words and
 * run through the print and explain commands.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <fcntl.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/commands.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* print -o FILE writes FILE: each run works in a directory of its own
 * (made once), so whatever the words name is written there, and goes
 * back to where libFuzzer keeps its corpus and artifacts */
static char work_dir[] = "/tmp/liuren-fuzz-args-XXXXXX";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	/* scripts/fuzz.sh passes -close_fd_mask=3 to silence the program */
	setenv("XDG_CONFIG_HOME", "/nonexistent", 1);
	if (size > 4096)
		return 0;
	char *buf = malloc(size + 1);
	if (!buf)
		return 0;
	memcpy(buf, data, size);
	buf[size] = '\0';
	char *argv[66];
	int argc = 0;
	argv[argc++] = "print";
	for (size_t i = 0; i <= size && argc < 65; ) {
		argv[argc++] = buf + i;
		i += strlen(buf + i) + 1;
	}
	argv[argc] = NULL;
	/* 0, 1 (a failure said, as 'the file exists' for a second -o of
	 * one name), 2 (usage) and CLI_HELP (the dispatcher prints the
	 * help) are the answers a command may give; anything else is a bug */
	static int made;
	if (!made && !mkdtemp(work_dir))
		abort();
	made = 1;
	int here = open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (here < 0 || chdir(work_dir) != 0)
		abort();
	int rc = cmd_print(argc, argv);
	if (rc != 0 && rc != 1 && rc != 2 && rc != CLI_HELP)
		abort();
	rc = cmd_explain(argc, argv);
	if (rc != 0 && rc != 1 && rc != 2 && rc != CLI_HELP)
		abort();
	if (fchdir(here) != 0)
		abort();
	close(here);
	free(buf);
	return 0;
}
