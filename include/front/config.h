/* liuren - config.h: the config file, read once per process. The path is
 * the one --config names, none with --no-config, else lr_settings_path's
 * default; the file is read and parsed the first time anything asks, in
 * one walk over its lines (lr_config_read), and everything the program
 * takes from it (the settings, the language, the casebook it names, the
 * warning about a key set twice, the error with its file:line) comes from
 * that one reading: the language chooser, the commands' options, the
 * casebook's path and the browser.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef FRONT_CONFIG_H
#define FRONT_CONFIG_H

#include <stdbool.h>

#include "liuren/settings.h"

struct front_config {
	bool none;		/* --no-config, or no default path to look at */
	char path[4096];	/* the file looked at ("" when none) */
	bool found;		/* it exists (and could be read, or not) */
	int status;		/* 0, or -1 when it is refused: see error */
	/* the defaults with the file's settings over them (as far as its
	 * first bad line when status is -1) */
	struct lr_settings settings;
	int lang;		/* the language it names (even when refused:
				 * its own "lang" line), else -1 */
	int casebook;		/* 1: casebook_path is its "casebook" line;
				 * 0: it has none; -1: casebook_error */
	char casebook_path[4096];
	char casebook_error[4352];
	bool clipboard;		/* its "clipboard" line: may the browser's
				 * copy key send to the terminal's clipboard
				 * (true unless "clipboard = off") */
	bool has_pager;		/* its "pager" line: the command in pager */
	char pager[1024];
	char warning[4352];	/* "FILE:LINE: 'key' is set again …", or "" */
	char error[4352];	/* "FILE:LINE: problem" when status is -1 */
};

/* The config file PATH (NULL: the default; NONE: none), read the first
 * time and the same struct after: its messages are written at the first
 * call, in the language in use then. A call for another file reads that
 * one instead (a program reads one). Never NULL. */
const struct front_config *front_config(const char *path, bool none);

/* The language the config file names (its "lang" line even when the file
 * has an error), or -1: for choosing the language before the messages of
 * front_config() are written. The same reading as front_config()'s: the
 * file is read once between the two. */
int front_config_language(const char *path, bool none);

/* Forget the file read (for the tests). */
void front_config_forget(void);

#endif
