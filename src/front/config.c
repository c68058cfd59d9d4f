/* liuren - config.c: the config file, read once per process (see
 * front/config.h).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "front/config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/resource.h"
#include "liuren/settings.h"

/* The file read: its one reading (lr_config_read), or why there is
 * none. */
static struct {
	bool read;
	bool none;
	char path[4096];
	int rc;			/* 0 read, 1 no such file, -1 refused */
	char error[4352];	/* why it could not be read */
	struct lr_config parsed;
	bool described;		/* config below filled */
	struct front_config config;
} file;

void front_config_forget(void)
{
	memset(&file, 0, sizeof file);
}

/* Read and parse the file PATH names (NULL: the default; NONE: none),
 * unless it is the one read already. */
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
	char *text;
	size_t len;
	if (lr_file_read(path, LR_CONFIG_MAX, &text, &len, file.error,
			 sizeof file.error) < 0) {
		file.rc = errno == ENOENT ? 1 : -1;
		return;
	}
	lr_settings_default(&file.parsed.settings);
	lr_config_read(&file.parsed, file.path, text, len);
	free(text);
}

int front_config_language(const char *path, bool none)
{
	read_once(path, none);
	return file.rc == 0 ? file.parsed.lang : -1;
}

const struct front_config *front_config(const char *path, bool none)
{
	read_once(path, none);
	struct front_config *c = &file.config;
	if (file.described)
		return c;
	/* the messages are written now, in the language chosen by then */
	file.described = true;
	memset(c, 0, sizeof *c);
	lr_settings_default(&c->settings);
	c->none = file.none;
	c->lang = -1;
	c->clipboard = true;
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
	const struct lr_config *p = &file.parsed;
	c->settings = p->settings;
	c->lang = p->lang;
	c->status = p->bad_line ? -1 : 0;
	if (c->status < 0)
		lr_config_error(p, c->error, sizeof c->error);
	else	/* said only of a file read whole */
		lr_config_warning(p, c->warning, sizeof c->warning);
	c->clipboard = p->clipboard != 0;
	c->has_pager = p->has_pager;
	snprintf(c->pager, sizeof c->pager, "%s", p->pager);
	c->casebook = p->casebook;
	if (p->casebook > 0)
		snprintf(c->casebook_path, sizeof c->casebook_path, "%s",
			 p->casebook_path);
	else if (p->casebook < 0)
		lr_config_casebook_error(p, c->casebook_error,
					 sizeof c->casebook_error);
	return c;
}
