/* liuren - language.c: choosing the language and converting a command's
 * output to Simplified (see cli/language.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#define _GNU_SOURCE	/* fopencookie */
#include "front/language.h"

#include <errno.h>
#include <locale.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "front/config.h"
#include "front/optspec.h"
#include "front/output.h"
#include "front/pager.h"
#include "liuren/i18n.h"
#include "liuren/korean.h"
#include "liuren/lang.h"

/* A row of the front's own: "lang", "config" or "no-config" (by the
 * row the parser found, so an abbreviation or "--x=v" names it as it
 * names any option). */
static bool row_named(const struct optspec *row, const char *name)
{
	return row && (row->kind == OPTSPEC_VALUE || row->kind == OPTSPEC_SWITCH)
	       && !strcmp(row->name, name);
}

void front_language_words(struct front_language_words *w,
			const struct optspec *spec, int argc, char **argv)
{
	struct optspec_parser p;
	const struct optspec *row;
	const char *v;
	int got;
	/* the command's own table, as the command will read it; what is not
	 * one of the three is left for the command to take or refuse */
	front_optspec_init(&p, spec, argc, argv, OPTSPEC_PASS);
	while ((got = front_optspec_next(&p, &row, &v)) != 0) {
		if (got < 0) {
			if (row_named(row, "lang"))
				w->lang_missing = true;
			continue;
		}
		if (row_named(row, "lang")) {
			w->lang = v;
			w->lang_missing = false;
		} else if (row_named(row, "config")) {
			w->config = v;
		} else if (row_named(row, "no-config")) {
			w->no_config = true;
		} else if (row_named(row, "json")) {
			w->json = true;
		}
	}
}

/* The C library's own messages (strerror …) in LANG too: the program
 * sets its process's LANGUAGE (glibc ignores it while LC_MESSAGES is
 * "C", so C becomes C.UTF-8, which changes nothing else here). The
 * library never does: it reads its catalogs itself. */
static void libc_messages(enum lr_lang lang)
{
	const char *messages = setlocale(LC_MESSAGES, NULL);
	if (!messages || !strcmp(messages, "C") || !strcmp(messages, "POSIX"))
		setlocale(LC_MESSAGES, "C.UTF-8");
	setenv("LANGUAGE", lr_lang_catalog(lang), 1);
}

int front_language_choose(const struct front_language_words *w)
{
	int lang = -1;
	int env = lr_lang_from_env();
	if (w->lang)
		lang = lr_lang_parse(w->lang);
	/* data for a program: the same JSON under every locale and config */
	if (w->json && !w->lang)
		lang = LR_LANG_ZH_HANT;
	if (lang < 0 && !w->lang && !w->lang_missing) {
		/* the file is read once, in the language it is read for when
		 * it names none (a file that cannot be read names none); the
		 * messages about it are written when they are said, in the
		 * language chosen here */
		lr_lang_use(env < 0 ? LR_LANG_ZH_HANT : (enum lr_lang)env);
		lang = front_config_language(w->config, w->no_config);
	}
	if (lang < 0)
		lang = env;
	lr_lang_use(lang < 0 ? LR_LANG_ZH_HANT : (enum lr_lang)lang);
	libc_messages(lr_lang_current());
	if (w->lang_missing) {
		front_error(NULL, _("--lang needs a value (zh-Hant, zh-Hans, en or ko)"));
		return EXIT_USAGE;
	}
	if (w->lang && lr_lang_parse(w->lang) < 0) {
		front_error(NULL, _("--lang: unknown language '%s' (zh-Hant, "
				  "zh-Hans, en or ko)"), w->lang);
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

/* ---- the output filter: zh-Hans converted, Korean particles picked ---- */

struct filter {
	int fd;
	enum lr_lang lang;	/* zh-Hans: t2s; ko: the joint particles */
	bool verbatim;		/* a verbatim span goes on from the last piece */
	char *line;	/* the line being gathered */
	size_t len, cap;
};

static bool write_all(int fd, const char *s, size_t n)
{
	while (n > 0) {
		ssize_t w = write(fd, s, n);
		if (w <= 0)
			return false;
		s += w;
		n -= (size_t)w;
	}
	return true;
}

/* Convert and write the gathered text up to and including its last
 * newline (everything when ALL). */
static bool filter_emit(struct filter *f, bool all)
{
	size_t end = f->len;
	if (!all) {
		while (end > 0 && f->line[end - 1] != '\n')
			end--;
	}
	if (end == 0)
		return true;
	char save = f->line[end];	/* cap > len >= end */
	f->line[end] = '\0';
	char *converted;
	if (f->lang == LR_LANG_KO) {
		converted = strdup(f->line);
		if (converted)
			lr_ko_particles(converted, 0);
	} else {
		/* the user's words stay as typed, across a line's end too */
		const char *piece = f->line;
		char *opened = NULL;
		if (f->verbatim && (opened = malloc(end + sizeof LR_VERBATIM_OPEN)))
			piece = strcat(strcpy(opened, LR_VERBATIM_OPEN), f->line);
		converted = lr_lang_t2s_dup(piece);
		const char *o = NULL, *c = NULL;
		for (const char *p = piece; (p = strstr(p, LR_VERBATIM_OPEN)); p++)
			o = p;
		for (const char *p = piece; (p = strstr(p, LR_VERBATIM_CLOSE)); p++)
			c = p;
		f->verbatim = o && (!c || c < o);
		free(opened);
	}
	f->line[end] = save;
	bool ok = converted && write_all(f->fd, converted, strlen(converted));
	free(converted);
	memmove(f->line, f->line + end, f->len - end);
	f->len -= end;
	return ok;
}

static ssize_t filter_write(void *cookie, const char *buf, size_t size)
{
	struct filter *f = cookie;
	if (f->len + size + 1 > f->cap) {
		size_t cap = (f->len + size + 1) * 2;
		char *p = realloc(f->line, cap);
		if (!p)
			return -1;
		f->line = p;
		f->cap = cap;
	}
	memcpy(f->line + f->len, buf, size);
	f->len += size;
	f->line[f->len] = '\0';
	return filter_emit(f, false) ? (ssize_t)size : -1;
}

static int filter_close(void *cookie)
{
	struct filter *f = cookie;
	bool ok = filter_emit(f, true);
	free(f->line);
	free(f);
	return ok ? 0 : -1;
}

static FILE *filtered(FILE *real, int fd)
{
	struct filter *f = calloc(1, sizeof *f);
	if (!f)
		return real;
	f->fd = fd;
	f->lang = lr_lang_current();
	cookie_io_functions_t io = { .write = filter_write, .close = filter_close };
	FILE *s = fopencookie(f, "w", io);
	if (!s) {
		free(f);
		return real;
	}
	fflush(real);
	return s;
}

static FILE *real_stdout, *real_stderr;

int front_language_output_end(void)
{
	int rc = 0;
	if (real_stdout && stdout != real_stdout) {
		if (fclose(stdout) != 0)
			rc = -1;
		stdout = real_stdout;
	}
	if (real_stderr && stderr != real_stderr) {
		fclose(stderr);
		stderr = real_stderr;
	}
	return rc;
}

static void output_end(void)
{
	front_language_output_end();
}

void front_language_output_begin(void)
{
	enum lr_lang lang = lr_lang_current();
	if ((lang != LR_LANG_ZH_HANS && lang != LR_LANG_KO) || real_stdout)
		return;
	if (lang == LR_LANG_ZH_HANS && !lr_lang_t2s_available()) {
		front_error(NULL, _("zh-Hans: OpenCC's library (libopencc) or its "
				  "t2s configuration is missing; the output "
				  "stays Traditional"));
		return;
	}
	real_stdout = stdout;
	real_stderr = stderr;
	stdout = filtered(real_stdout, STDOUT_FILENO);
	stderr = filtered(real_stderr, STDERR_FILENO);
	/* errors appear at once, as stderr normally does */
	setvbuf(stderr, NULL, _IONBF, 0);
	atexit(output_end);
}

int front_close_output(int status)
{
	int rc = front_check_output(NULL);
	/* the zh-Hans filter writes what it holds to the real stdout */
	if (front_language_output_end() < 0 && rc == 0 &&
	    !front_output_reader_quit(errno)) {
		rc = -1;
		front_error(NULL, _("error writing output: %s"),
			  strerror(errno ? errno : EIO));
	}
	if (fclose(stdout) != 0 && rc == 0 && !front_output_reader_quit(errno)) {
		rc = -1;
		front_error(NULL, _("error writing output: %s"), strerror(errno));
	}
	/* the reader has the whole output: wait until the pager is quit */
	front_pager_finish();
	/* nothing can be said about stderr itself but the status; it is
	 * flushed, not closed, so a sanitizer's report at exit still shows */
	if ((fflush(stderr) != 0 || ferror(stderr)) && status == EXIT_OK)
		status = EXIT_FAIL;
	return rc < 0 && status == EXIT_OK ? EXIT_FAIL : status;
}
