/* liuren - print_file.c: the file p writes (see tui/print_file.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/print_file.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "front/picture.h"
#include "liuren/i18n.h"
#include "tui/width.h"

void
tui_print_name(const struct tui_state *st, int n, char *buf, size_t buflen)
{
	char day[7];
	lr_cycle_name(st->input.day, day);
	char suffix[16] = "";
	if (n > 0)
		snprintf(suffix, sizeof suffix, "-%d", n);
	/* the file's extension by the format p writes (front/picture.h) */
	static const char *const ext[] = {
		[PICTURE_FORMAT_TEXT] = "txt", [PICTURE_FORMAT_SVG] = "svg",
		[PICTURE_FORMAT_HTML] = "html", [PICTURE_FORMAT_MARKDOWN] = "md",
		[PICTURE_FORMAT_PNG] = "png",
	};
	unsigned f = (unsigned)st->print_format;
	snprintf(buf, buflen, "liuren-%s-%s-%s%s.%s", day,
		 lr_branch_name(st->input.hour),
		 lr_branch_name(st->input.general), suffix,
		 f < sizeof ext / sizeof ext[0] ? ext[f] : "txt");
}

/* Is PATH a directory? */
static bool
is_dir(const char *path)
{
	struct stat sb;
	return stat(path, &sb) == 0 && S_ISDIR(sb.st_mode);
}

/* The XDG_DOCUMENTS_DIR line of the user-dirs.dirs file TEXT, as
 * xdg-user-dirs writes it: XDG_DOCUMENTS_DIR="$HOME/Documents" or an
 * absolute path in double quotes, \ escaping the next character. Into
 * OUT (HOME put for $HOME); false when there is none. */
static bool
documents_line(const char *text, const char *home, char *out, size_t outlen)
{
	static const char key[] = "XDG_DOCUMENTS_DIR=\"";
	bool found = false;
	for (const char *line = text; line && *line;
	     line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
		while (*line == ' ' || *line == '\t')
			line++;
		if (strncmp(line, key, sizeof key - 1))
			continue;
		const char *p = line + sizeof key - 1;
		size_t n = 0;
		if (!strncmp(p, "$HOME", 5) && (p[5] == '/' || p[5] == '"')) {
			n = (size_t)snprintf(out, outlen, "%s", home);
			p += 5;
		} else if (*p != '/') {
			continue;	/* neither: not a path it names */
		}
		for (; *p && *p != '"' && *p != '\n' && n + 1 < outlen; p++) {
			if (*p == '\\' && p[1] && p[1] != '\n')
				p++;
			out[n++] = *p;
		}
		if (*p != '"')
			continue;
		out[n] = 0;
		found = true;	/* the last such line wins, as in the shell */
	}
	return found;
}

/* The user's documents folder, or "" (none named, or $HOME itself). */
static void
documents_dir(char *out, size_t outlen)
{
	out[0] = 0;
	const char *home = getenv("HOME");
	if (!home || !*home)
		return;
	const char *env = getenv("XDG_DOCUMENTS_DIR");
	if (env && env[0] == '/') {
		snprintf(out, outlen, "%s", env);
	} else {
		char path[4096];
		const char *cfg = getenv("XDG_CONFIG_HOME");
		if (cfg && cfg[0] == '/')
			snprintf(path, sizeof path, "%s/user-dirs.dirs", cfg);
		else
			snprintf(path, sizeof path, "%s/.config/user-dirs.dirs",
				 home);
		FILE *f = fopen(path, "r");
		if (!f)
			return;
		char text[8192];
		size_t n = fread(text, 1, sizeof text - 1, f);
		text[n] = 0;
		fclose(f);
		if (!documents_line(text, home, out, outlen))
			out[0] = 0;
	}
	/* "$HOME" alone: xdg-user-dirs's way of saying there is none */
	char a[4096], b[4096];
	if (out[0] && realpath(out, a) && realpath(home, b) && !strcmp(a, b))
		out[0] = 0;
}

int
tui_print_dir(const struct tui_state *st, char *dir, size_t dirlen,
	      bool *fallback)
{
	char want[4096];
	*fallback = false;
	if (st->print_dir[0]) {
		snprintf(want, sizeof want, "%s", st->print_dir);
	} else {
		documents_dir(want, sizeof want);
		if (!want[0] || !is_dir(want)) {
			*fallback = true;
			snprintf(want, sizeof want, ".");
		}
	}
	char real[4096];
	if (!realpath(want, real)) {
		snprintf(dir, dirlen, _("cannot write in %s: %s"), want,
			 strerror(errno));
		return -1;
	}
	if (strlen(real) >= dirlen) {
		snprintf(dir, dirlen, _("cannot write in %s: %s"), want,
			 strerror(ENAMETOOLONG));
		return -1;
	}
	snprintf(dir, dirlen, "%s", real);
	return 0;
}

int
tui_print_write(const struct tui_state *st, const char *dir,
		const char *text, size_t len, char *path, size_t pathlen)
{
	char tmp[4200];
	snprintf(tmp, sizeof tmp, "%s/.liuren-print-XXXXXX", dir);
	int fd = mkstemp(tmp);
	if (fd < 0) {
		snprintf(path, pathlen, _("cannot write in %s: %s"), dir,
			 strerror(errno));
		return -1;
	}
	mode_t mask = umask(0);
	umask(mask);
	fchmod(fd, 0666 & ~mask);	/* mkstemp made it private */
	size_t done = 0;
	while (done < len) {
		ssize_t w = write(fd, text + done, len - done);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0) {
			snprintf(path, pathlen, _("cannot write %s: %s"), tmp,
				 strerror(errno));
			close(fd);
			unlink(tmp);
			return -1;
		}
		done += (size_t)w;
	}
	if (close(fd) != 0) {
		snprintf(path, pathlen, _("cannot write %s: %s"), tmp,
			 strerror(errno));
		unlink(tmp);
		return -1;
	}
	/* link() fails on an existing name, so nothing is ever replaced */
	for (int n = 0; n < 1000; n++) {
		char name[256];
		tui_print_name(st, n, name, sizeof name);
		snprintf(path, pathlen, "%s/%s", dir, name);
		if (link(tmp, path) == 0) {
			unlink(tmp);
			return 0;
		}
		if (errno != EEXIST) {
			int e = errno;
			unlink(tmp);
			snprintf(path, pathlen, _("cannot create %s/%s: %s"), dir,
				 name, strerror(e));
			return -1;
		}
	}
	unlink(tmp);
	snprintf(path, pathlen, _("too many print files in %s"), dir);
	return -1;
}

/* FORM with TEXT put for its one %s, into OUT. */
static void
put_form(char *out, size_t outlen, const char *form, const char *text)
{
	const char *at = strstr(form, "%s");
	if (!at) {
		snprintf(out, outlen, "%s", form);
		return;
	}
	snprintf(out, outlen, "%.*s%s%s", (int)(at - form), form, text, at + 2);
}

/* How many bytes at the end of TEXT fit in COLS columns (whole
 * characters). */
static size_t
tail_fit(const char *text, int cols)
{
	const char *p = text, *end = text + strlen(text);
	int w = tw_width(text);
	while (p < end && w > cols)
		w -= tw_char_width(tw_next(&p, end));
	return (size_t)(end - p);
}

/* PATH in FORM with the middle of its folders left out so that the whole
 * takes COLS columns, into OUT: the folders' start and their end (the
 * folder the file is in) on either side of the mark, the file's name
 * whole. False when fewer than MIN_DIRS columns are left for the
 * folders. */
static bool
put_elided(char *out, size_t outlen, const char *form, const char *path,
	   int cols, int min_dirs)
{
	const char *slash = strrchr(path, '/');
	if (!slash)
		return false;
	const char *name = slash + 1;
	char bare[TUI_STATUS_MAX];
	put_form(bare, sizeof bare, form, "");
	int room = cols - tw_width(bare) - tw_width(name) -
		   tw_width(TW_ELLIPSIS);
	if (room < min_dirs || room < 1)
		return false;
	/* the folders with their closing '/': the start gets the smaller
	 * half, the end the rest */
	char dirs[TUI_STATUS_PATH_MAX];
	snprintf(dirs, sizeof dirs, "%.*s", (int)(name - path), path);
	int head_cols;
	size_t head = tw_fit(dirs, room / 2, &head_cols);
	size_t tail = tail_fit(dirs + head, room - head_cols);
	char elided[TUI_STATUS_PATH_MAX + 8];
	snprintf(elided, sizeof elided, "%.*s%s%s%s", (int)head, dirs,
		 TW_ELLIPSIS, dirs + strlen(dirs) - tail, name);
	put_form(out, outlen, form, elided);
	return true;
}

/* The fewest columns of the folders a longer form keeps when they are
 * elided; with fewer, the next form (the last form elides them to
 * whatever is left). */
enum { FIT_MIN_DIR_COLS = 20 };

void
tui_print_fit_message(char *out, size_t outlen, const char *const *forms,
		      int n, const char *path, const char *home, int cols)
{
	if (outlen == 0 || n < 1)
		return;
	/* the path, and the same with the home folder written ~ */
	char tilde[TUI_STATUS_PATH_MAX] = "";
	size_t hl = home ? strlen(home) : 0;
	while (hl > 1 && home[hl - 1] == '/')
		hl--;
	if (hl > 1 && !strncmp(path, home, hl) && path[hl] == '/')
		snprintf(tilde, sizeof tilde, "~%s", path + hl);
	const char *shortest = tilde[0] ? tilde : path;
	for (int i = 0; i < n; i++) {
		put_form(out, outlen, forms[i], path);
		if (tw_width(out) <= cols)
			return;
		if (tilde[0]) {
			put_form(out, outlen, forms[i], tilde);
			if (tw_width(out) <= cols)
				return;
		}
	}
	for (int i = 0; i < n; i++)
		if (put_elided(out, outlen, forms[i], shortest, cols,
			       i < n - 1 ? FIT_MIN_DIR_COLS : 1))
			return;
	/* not even the name with the mark before it: cut at the end */
	char whole[TUI_STATUS_PATH_MAX + TUI_STATUS_MAX];
	put_form(whole, sizeof whole, forms[n - 1], shortest);
	tw_clip(whole, cols, out, outlen);
}
