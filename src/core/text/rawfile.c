/* liuren - rawfile.c: a whole regular file read with no message (see
 * text/rawfile.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "text/rawfile.h"

#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

int lr_rawfile_read(const char *path, size_t min, size_t max, void **data,
		    size_t *len)
{
	/* never waits: a FIFO or a device is refused, not read for good */
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
	if (fd < 0)
		return -1;
	struct stat st;
	unsigned char *buf = NULL;
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size < 0 ||
	    (size_t)st.st_size < min || (size_t)st.st_size > max ||
	    !(buf = malloc(st.st_size ? (size_t)st.st_size : 1))) {
		close(fd);
		return -1;
	}
	size_t want = (size_t)st.st_size, got = 0;
	while (got < want) {
		ssize_t n = read(fd, buf + got, want - got);
		if (n <= 0)
			break;
		got += (size_t)n;
	}
	close(fd);
	if (got != want) {
		free(buf);
		return -1;
	}
	*data = buf;
	*len = got;
	return 0;
}
