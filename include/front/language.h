/* liuren - language.h: which language the program speaks (--lang, the
 * config key lang, else the locale, else zh-Hant), decided once before
 * any command runs, and the zh-Hans output of the commands.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef FRONT_LANGUAGE_H
#define FRONT_LANGUAGE_H

#include <stdbool.h>

#include "front/optspec.h"

/* What the words say of the language: the last --lang, --config FILE and
 * --no-config, as the parser reads them. */
struct front_language_words {
	const char *lang;	/* --lang's value, or NULL */
	bool lang_missing;	/* --lang came last, without its value */
	const char *config;	/* --config's FILE, or NULL */
	bool no_config;
	bool json;		/* --json: the data's language is --lang's alone */
};

/* Add to W what ARGV[1..ARGC-1] say of the language, read by SPEC (the
 * command's own table, or the browser's) through the one parser
 * (front/optspec.h): its rows "lang", "config" and "no-config", taken as
 * the command takes them (an abbreviation, "--lang=en", nothing after
 * "--"); every other word is left for the command. */
void front_language_words(struct front_language_words *w,
			const struct optspec *spec, int argc, char **argv);

/* Choose the language by W: its --lang, else "lang" in the config file
 * (--config FILE, none with --no-config, else the default path; a config
 * that does not load is left for the command to report), else
 * lr_lang_from_env(), else zh-Hant; and use it (lr_lang_use). With
 * --json, --lang alone, else zh-Hant: what a program reads does not
 * change with the locale or the config of whoever runs it. Returns 0,
 * or 2 after printing one line when --lang names no language or lacks
 * its value. */
int front_language_choose(const struct front_language_words *w);

/* For a command's output: in zh-Hans, route stdout and stderr through a
 * filter that writes each line as OpenCC t2s converts it (JSON keys are
 * ASCII and so unchanged; values follow the language); in Korean,
 * through one that picks each joint particle (lr_ko_particles). Does
 * nothing in zh-Hant and en. The filter is flushed at exit. Not for the
 * browser, whose screen converts each string it draws. */
void front_language_output_begin(void);

/* Flush the zh-Hans filter and put the real stdout and stderr back
 * (nothing when there is none); returns -1 when the converted text could
 * not all be written. Called again at exit, it does nothing. */
int front_language_output_end(void);

/* At exit: flush and close stdout (writing what the zh-Hans filter
 * holds), flush stderr; a write error there is reported (once) and turns
 * a STATUS of success into EXIT_FAIL. Returns the status to exit with. */
int front_close_output(int status);

#endif
