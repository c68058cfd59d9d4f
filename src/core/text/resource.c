/* liuren - resource.c: locating the data files of res/, and reading a
 * file the program depends on (a table, the config) with the checks that
 * keep a FIFO, a device or a huge file from hanging or flooding it.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/resource.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "liuren/i18n.h"

/* The installed res/ alone: no path of the build tree is compiled in
 * (the uninstalled program and the tests name theirs in LIUREN_DATADIR). */
#ifndef LR_DATADIR
#define LR_DATADIR "/usr/local/share/liuren"
#endif

static const char *joined(char *buf, size_t size, const char *dir,
			  const char *name)
{
	int n = snprintf(buf, size, "%s/%s", dir, name);
	return n >= 0 && (size_t)n < size ? buf : NULL;
}

const char *lr_resource_path(const char *name, char *buf, size_t size)
{
	const char *env = getenv("LIUREN_DATADIR");
	if (env && *env)
		return joined(buf, size, env, name);
	return joined(buf, size, LR_DATADIR, name);
}

int lr_resource_load(const char *name,
		     int (*load)(const char *path, char *err, size_t errlen),
		     char *err, size_t errlen)
{
	char path[4096];
	if (!lr_resource_path(name, path, sizeof path)) {
		snprintf(err, errlen, "%s: data path too long", name);
		return -1;
	}
	return load(path, err, errlen);
}

/* "PATH: WHY" into ERR (WHY NULL: "cannot read: " and the system's
 * reason for CODE); errno is left as CODE; returns -1. */
static int read_fail(const char *path, int code, char *err, size_t errlen,
		     const char *why)
{
	if (err && errlen) {
		if (why)
			snprintf(err, errlen, "%s: %s", path, why);
		else
			snprintf(err, errlen, _("%s: cannot read: %s"), path,
				 strerror(code));
	}
	errno = code;
	return -1;
}

int lr_file_read(const char *path, size_t max, char **text, size_t *len,
		 char *err, size_t errlen)
{
	*text = NULL;
	*len = 0;
	/* O_NONBLOCK: opening a FIFO with no writer returns at once */
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
	if (fd < 0) {
		int code = errno;
		return read_fail(path, code, err, errlen,
				 code == EISDIR ? _("is a directory") : NULL);
	}
	struct stat st;
	if (fstat(fd, &st) != 0) {
		int code = errno;
		close(fd);
		return read_fail(path, code, err, errlen, NULL);
	}
	if (S_ISDIR(st.st_mode) || !S_ISREG(st.st_mode)) {
		close(fd);
		return read_fail(path, S_ISDIR(st.st_mode) ? EISDIR : EINVAL,
				 err, errlen, S_ISDIR(st.st_mode)
				 ? _("is a directory")
				 : _("not a regular file"));
	}
	char why[96];
	snprintf(why, sizeof why, _("too large (more than %zu bytes)"), max);
	if ((unsigned long long)st.st_size > max) {
		close(fd);
		return read_fail(path, EFBIG, err, errlen, why);
	}
	/* read to the end, not to st_size: the file may be growing */
	size_t cap = (size_t)st.st_size + 1 < max + 1 ? (size_t)st.st_size + 1
						      : max + 1;
	char *buf = malloc(cap + 1);
	size_t used = 0;
	while (buf) {
		if (used == cap) {
			if (cap > max)
				break;	/* grew past the limit */
			size_t more = cap * 2 < max + 1 ? cap * 2 : max + 1;
			char *bigger = realloc(buf, more + 1);
			if (!bigger) {
				free(buf);
				buf = NULL;
				break;
			}
			buf = bigger;
			cap = more;
		}
		ssize_t n = read(fd, buf + used, cap - used);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			int code = errno;
			free(buf);
			close(fd);
			return read_fail(path, code, err, errlen, NULL);
		}
		if (n == 0)
			break;
		used += (size_t)n;
	}
	close(fd);
	if (!buf)
		return read_fail(path, ENOMEM, err, errlen, NULL);
	if (used > max) {
		free(buf);
		return read_fail(path, EFBIG, err, errlen, why);
	}
	buf[used] = '\0';
	*text = buf;
	*len = used;
	return 0;
}
