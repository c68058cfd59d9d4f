/* liuren - config.c: the config file, read once per process (see
 * front/config.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "front/config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/casebook.h"
#include "liuren/resource.h"

/* The file read: its text, or why there is none. */
static struct {
	bool read;
	bool none;
	char path[4096];
	int rc;			/* 0 read, 1 no such file, -1 refused */
	char *text;
	size_t len;
	char error[4352];	/* why it was refused */
	bool described;		/* config below filled */
	struct front_config config;
} file;

void front_config_forget(void)
{
	free(file.text);
	memset(&file, 0, sizeof file);
}

/* Read the file PATH names (NULL: the default; NONE: none), unless it is
 * the one read already. */
static void read_once(const char *path, bool none)
{
	char deflt[4096];
	if (!none && !path) {
		if (lr_settings_path(deflt, sizeof deflt) < 0)
			none = true;
		else
			path = deflt;
	}
	if (file.read && file.none == none &&
	    (none || !strcmp(file.path, path)))
		return;
	front_config_forget();
	file.read = true;
	file.none = none;
	if (none) {
		file.rc = 1;
		return;
	}
	snprintf(file.path, sizeof file.path, "%s", path);
	if (lr_file_read(path, LR_CONFIG_MAX, &file.text, &file.len,
			 file.error, sizeof file.error) < 0) {
		file.rc = errno == ENOENT ? 1 : -1;
		file.text = NULL;
		file.len = 0;
	}
}

/* The "lang" line of a config with an error, read on its own (as many
 * as there are: the last that is a language). */
static int lang_line(void)
{
	struct lr_settings s;
	char err[512];
	lr_settings_default(&s);
	char *text = malloc(file.len + 1);
	if (!text)
		return -1;
	memcpy(text, file.text, file.len);
	text[file.len] = '\0';
	for (char *save = NULL, *line = strtok_r(text, "\n", &save); line;
	     line = strtok_r(NULL, "\n", &save)) {
		char *hash = strchr(line, '#');
		if (hash)
			*hash = '\0';
		struct lr_settings one = s;
		if (strchr(line, '=') &&
		    lr_settings_assign(&one, line, err, sizeof err) == 0)
			s.lang = one.lang;
	}
	free(text);
	return s.lang;
}

/* The settings of the text read into S; 0 or -1 (ERR). */
static int parse(struct lr_settings *s, char *warn, size_t warnlen,
		 char *err, size_t errlen)
{
	lr_settings_default(s);
	return lr_settings_parse(s, file.path, file.text, file.len, warn,
				 warnlen, err, errlen);
}

int front_config_language(const char *path, bool none)
{
	read_once(path, none);
	if (file.described)
		return file.config.lang;
	if (file.rc != 0)
		return -1;
	struct lr_settings s;
	char err[512];
	/* a config with an error still says in which language to report
	 * it */
	return parse(&s, NULL, 0, err, sizeof err) == 0 ? s.lang : lang_line();
}

const struct front_config *front_config(const char *path, bool none)
{
	read_once(path, none);
	struct front_config *c = &file.config;
	if (file.described)
		return c;
	file.described = true;
	memset(c, 0, sizeof *c);
	lr_settings_default(&c->settings);
	c->none = file.none;
	c->lang = -1;
	if (file.none)
		return c;
	snprintf(c->path, sizeof c->path, "%s", file.path);
	c->found = file.rc != 1;
	if (file.rc < 0) {
		c->status = -1;
		snprintf(c->error, sizeof c->error, "%s", file.error);
		return c;
	}
	if (file.rc > 0)
		return c;
	c->status = parse(&c->settings, c->warning, sizeof c->warning,
			  c->error, sizeof c->error);
	if (c->status < 0)
		c->warning[0] = '\0';	/* said only of a file read whole */
	c->lang = c->status == 0 ? c->settings.lang : lang_line();
	c->casebook = lr_casebook_config_value(file.path, file.text, file.len,
					       c->casebook_path,
					       sizeof c->casebook_path,
					       c->casebook_error,
					       sizeof c->casebook_error);
	return c;
}
