/* liuren - picture_file.c: a chart's picture written in one format to a
 * file or to standard output, never over a file that is there unless
 * asked, never half-written (a temporary file beside it, renamed into
 * place); PNG through rsvg-convert (front/picture.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#define _GNU_SOURCE
#include "front/picture.h"

#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "liuren/i18n.h"
#include "liuren/quote.h"

extern char **environ;

/* The program that renders the SVG to PNG (Debian: librsvg2-bin), and
 * the environment variable that names another. */
static const char rsvg_program[] = "rsvg-convert";
static const char rsvg_env[] = "LIUREN_RSVG_CONVERT";

static int fail(char *err, size_t errlen, const char *fmt, const char *path,
		int e)
{
	char q[LR_QUOTE_SIZE];
	snprintf(err, errlen, fmt, lr_quote(path, q, sizeof q), strerror(e));
	return -1;
}

static bool write_all(int fd, const char *s, size_t n)
{
	while (n > 0) {
		ssize_t w = write(fd, s, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return false;
		s += w;
		n -= (size_t)w;
	}
	return true;
}

int front_picture_text(const struct picture *pic, enum picture_format format,
		       enum picture_theme theme, char **out, size_t *len)
{
	FILE *m = open_memstream(out, len);
	if (!m)
		return -1;
	int rc = 0;
	switch (format) {
	case PICTURE_FORMAT_SVG:
	case PICTURE_FORMAT_PNG:
		rc = front_picture_svg(m, pic, theme, true);
		break;
	case PICTURE_FORMAT_HTML:
		rc = front_picture_html(m, pic, theme);
		break;
	case PICTURE_FORMAT_MARKDOWN:
		front_picture_markdown(m, pic);
		break;
	case PICTURE_FORMAT_TEXT:
		for (int i = 0; i < pic->text.count; i++)
			fprintf(m, "%*s%s\n", pic->text.lines[i].indent, "",
				pic->text.lines[i].text);
		break;
	}
	if (fclose(m) != 0 || rc < 0) {
		free(*out);
		*out = NULL;
		return -1;
	}
	return 0;
}

/* A new empty file beside PATH (its name into TMP, TMPLEN bytes), open
 * for writing with the permissions a new file gets. Returns its
 * descriptor, or -1 with errno. */
static int temp_beside(const char *path, const char *suffix, char *tmp,
		       size_t tmplen)
{
	int n = snprintf(tmp, tmplen, "%s.XXXXXX%s", path, suffix);
	if (n < 0 || (size_t)n >= tmplen) {
		errno = ENAMETOOLONG;
		return -1;
	}
	int fd = mkstemps(tmp, (int)strlen(suffix));
	if (fd < 0)
		return -1;
	mode_t mask = umask(0);
	umask(mask);
	if (fchmod(fd, 0666 & ~mask) < 0) {
		int e = errno;
		close(fd);
		unlink(tmp);
		errno = e;
		return -1;
	}
	return fd;
}

/* The message for PATH, which is there already. */
static int there_already(const char *path, char *err, size_t errlen)
{
	char q[LR_QUOTE_SIZE];
	snprintf(err, errlen, _("'%s' is there already (--force writes over it)"),
		 lr_quote(path, q, sizeof q));
	return -1;
}

/* TMP into PATH's place: over a file there only with FORCE (without it,
 * a file that appears meanwhile is never replaced). */
static int put_in_place(const char *tmp, const char *path, bool force,
			char *err, size_t errlen)
{
	if (force) {
		if (rename(tmp, path) == 0)
			return 0;
		int e = errno;
		unlink(tmp);
		return fail(err, errlen, _("cannot write '%s': %s"), path, e);
	}
	if (link(tmp, path) == 0) {
		unlink(tmp);
		return 0;
	}
	int e = errno;
	unlink(tmp);
	if (e == EEXIST)
		return there_already(path, err, errlen);
	return fail(err, errlen, _("cannot write '%s': %s"), path, e);
}

/* Run rsvg-convert on SVG (a file) into PNG (a file) at ZOOM. */
static int rsvg(const char *svg, const char *png, double zoom, char *err,
		size_t errlen)
{
	const char *prog = getenv(rsvg_env);
	if (!prog || !*prog)
		prog = rsvg_program;
	char z[32];
	snprintf(z, sizeof z, "%g", zoom);
	char *argv[] = { (char *)prog, "--zoom", z, "--format", "png",
			 "--output", (char *)png, (char *)svg, NULL };
	posix_spawn_file_actions_t fa;
	posix_spawn_file_actions_init(&fa);
	/* its messages are not ours: a failure is said in one line */
	posix_spawn_file_actions_addopen(&fa, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
	posix_spawn_file_actions_addopen(&fa, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
	pid_t pid;
	int rc = posix_spawnp(&pid, prog, &fa, NULL, argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	if (rc == ENOENT) {
		snprintf(err, errlen, _("PNG is drawn by %s, which is not installed "
			 "(Debian: apt-get install librsvg2-bin); --format svg "
			 "writes the same picture"), prog);
		return -1;
	}
	if (rc != 0) {
		snprintf(err, errlen, _("cannot run %s: %s"), prog, strerror(rc));
		return -1;
	}
	int status;
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR) {
			snprintf(err, errlen, _("cannot run %s: %s"), prog,
				 strerror(errno));
			return -1;
		}
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		snprintf(err, errlen, _("%s could not draw the PNG (status %d)"),
			 prog, WIFEXITED(status) ? WEXITSTATUS(status) : -1);
		return -1;
	}
	return 0;
}

/* The bytes of FILE into FD. */
static int copy_file(const char *file, int fd, char *err, size_t errlen)
{
	int in = open(file, O_RDONLY | O_CLOEXEC);
	if (in < 0)
		return fail(err, errlen, _("cannot read '%s': %s"), file, errno);
	char buf[65536];
	ssize_t n;
	while ((n = read(in, buf, sizeof buf)) > 0)
		if (!write_all(fd, buf, (size_t)n)) {
			int e = errno;
			close(in);
			snprintf(err, errlen, _("error writing output: %s"),
				 strerror(e));
			return -1;
		}
	int e = errno;
	close(in);
	if (n < 0)
		return fail(err, errlen, _("cannot read '%s': %s"), file, e);
	return 0;
}

/* PIC as PNG: the SVG into a temporary file, rsvg-convert from it into
 * a temporary file beside PATH (or anywhere for standard output), that
 * into place. */
static int write_png(const struct picture *pic, enum picture_theme theme,
		     double zoom, const char *path, bool force, char *err,
		     size_t errlen)
{
	char *svg = NULL;
	size_t len = 0;
	if (front_picture_text(pic, PICTURE_FORMAT_SVG, theme, &svg, &len) < 0) {
		snprintf(err, errlen, "%s", strerror(ENOMEM));
		return -1;
	}
	const char *dir = getenv("TMPDIR");
	char svg_tmp[4096], png_tmp[4096];
	snprintf(svg_tmp, sizeof svg_tmp, "%s/liuren-XXXXXX.svg",
		 dir && *dir ? dir : "/tmp");
	int fd = mkstemps(svg_tmp, 4);
	if (fd < 0) {
		free(svg);
		return fail(err, errlen, _("cannot write '%s': %s"), svg_tmp, errno);
	}
	bool ok = write_all(fd, svg, len);
	int e = errno;
	free(svg);
	if (close(fd) != 0 || !ok) {
		unlink(svg_tmp);
		return fail(err, errlen, _("cannot write '%s': %s"), svg_tmp, e);
	}
	int pfd = path ? temp_beside(path, "", png_tmp, sizeof png_tmp) : -1;
	if (!path) {
		snprintf(png_tmp, sizeof png_tmp, "%s/liuren-XXXXXX.png",
			 dir && *dir ? dir : "/tmp");
		pfd = mkstemps(png_tmp, 4);
	}
	if (pfd < 0) {
		e = errno;
		unlink(svg_tmp);
		return fail(err, errlen, _("cannot write '%s': %s"),
			    path ? path : png_tmp, e);
	}
	close(pfd);
	int rc = rsvg(svg_tmp, png_tmp, zoom, err, errlen);
	unlink(svg_tmp);
	if (rc < 0) {
		unlink(png_tmp);
		return -1;
	}
	if (!path) {
		rc = copy_file(png_tmp, STDOUT_FILENO, err, errlen);
		unlink(png_tmp);
		return rc;
	}
	return put_in_place(png_tmp, path, force, err, errlen);
}

int front_picture_write(const struct picture *pic, enum picture_format format,
			enum picture_theme theme, double zoom, const char *path,
			bool force, char *err, size_t errlen)
{
	if (path && strcmp(path, "-") == 0)
		path = NULL;
	if (path && !force && access(path, F_OK) == 0)
		return there_already(path, err, errlen);
	if (format == PICTURE_FORMAT_PNG)
		return write_png(pic, theme, zoom, path, force, err, errlen);
	char *text = NULL;
	size_t len = 0;
	if (front_picture_text(pic, format, theme, &text, &len) < 0) {
		snprintf(err, errlen, "%s", strerror(ENOMEM));
		return -1;
	}
	int rc = front_picture_put(text, len, path, force, err, errlen);
	free(text);
	return rc;
}

int front_picture_put(const char *text, size_t len, const char *path,
		      bool force, char *err, size_t errlen)
{
	if (path && strcmp(path, "-") == 0)
		path = NULL;
	if (path && !force && access(path, F_OK) == 0)
		return there_already(path, err, errlen);
	if (!path) {
		/* past the language filter of the command's stdout: each text
		 * is already as the reader reads it */
		fflush(stdout);
		if (!write_all(STDOUT_FILENO, text, len)) {
			snprintf(err, errlen, _("error writing output: %s"),
				 strerror(errno));
			return -1;
		}
		return 0;
	}
	char tmp[4096];
	int fd = temp_beside(path, "", tmp, sizeof tmp);
	if (fd < 0)
		return fail(err, errlen, _("cannot write '%s': %s"), path, errno);
	bool ok = write_all(fd, text, len) && fsync(fd) == 0;
	int e = errno;
	if (close(fd) != 0 || !ok) {
		unlink(tmp);
		return fail(err, errlen, _("cannot write '%s': %s"), path, e);
	}
	return put_in_place(tmp, path, force, err, errlen);
}

int front_picture_png(const struct picture *pic, enum picture_theme theme,
		      double zoom, char **out, size_t *len, char *err,
		      size_t errlen)
{
	const char *dir = getenv("TMPDIR");
	char png[4096];
	snprintf(png, sizeof png, "%s/liuren-XXXXXX.png",
		 dir && *dir ? dir : "/tmp");
	int fd = mkstemps(png, 4);
	if (fd < 0)
		return fail(err, errlen, _("cannot write '%s': %s"), png, errno);
	close(fd);
	if (write_png(pic, theme, zoom, png, true, err, errlen) < 0) {
		unlink(png);
		return -1;
	}
	FILE *f = fopen(png, "rb");
	char *buf = NULL;
	size_t n = 0, cap = 0;
	bool ok = f != NULL;
	while (ok) {
		if (n == cap) {
			cap = cap ? 2 * cap : 1 << 16;
			char *more = realloc(buf, cap);
			if (!more) {
				ok = false;
				break;
			}
			buf = more;
		}
		size_t got = fread(buf + n, 1, cap - n, f);
		n += got;
		if (got == 0) {
			ok = !ferror(f);
			break;
		}
	}
	int e = errno;
	if (f)
		fclose(f);
	unlink(png);
	if (!ok) {
		free(buf);
		return fail(err, errlen, _("cannot read the PNG drawn ('%s'): %s"),
			    png, e);
	}
	*out = buf;
	*len = n;
	return 0;
}
