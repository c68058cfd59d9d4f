/* liuren - casebook.c: cases in memory, the casebook's path, and every
 * checks on a case before it is stored (its reading and writing:
 * casebook_rw.c; the file itself: casebook_db.c).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/casebook.h"
#include "liuren/resource.h"
#include "casebook/casebook_db.h"

#include <errno.h>
#include <fcntl.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "liuren/i18n.h"
#include "liuren/quote.h"

/* ---- cases in memory ---- */

void lr_case_init(struct lr_case *c)
{
	memset(c, 0, sizeof *c);
	c->verdict = LR_VERDICT_NONE;
	c->lon = c->lat = 0;
}

static void free_list(char **list, int n)
{
	for (int i = 0; i < n; i++)
		free(list[i]);
	free(list);
}

void lr_case_clear(struct lr_case *c)
{
	char **strings[] = {
		&c->uid, &c->moment, &c->zone, &c->day, &c->hour, &c->general,
		&c->notation, &c->settings, &c->birth, &c->sex, &c->xingnian,
		&c->husband_xingnian, &c->wife_xingnian, &c->ask, &c->question,
		&c->judgment, &c->notes, &c->outcome, &c->outcome_date,
		&c->title, &c->fingerprint, &c->ancestry,
	};
	for (size_t i = 0; i < sizeof strings / sizeof strings[0]; i++)
		free(*strings[i]);
	free_list(c->tags, c->ntags);
	free_list(c->patterns, c->npatterns);
	lr_case_init(c);
}

int lr_case_set(char **field, const char *text)
{
	char *copy = NULL;
	if (text && !(copy = strdup(text)))
		return -1;
	free(*field);
	*field = copy;
	return 0;
}

static int append(char ***list, int *n, const char *text)
{
	char **grown = realloc(*list, (size_t)(*n + 1) * sizeof **list);
	if (!grown)
		return -1;
	*list = grown;
	if (!(grown[*n] = strdup(text)))
		return -1;
	(*n)++;
	return 0;
}

int lr_case_add_tag(struct lr_case *c, const char *tag)
{
	for (int i = 0; i < c->ntags; i++)
		if (!strcmp(c->tags[i], tag))
			return 0;
	return append(&c->tags, &c->ntags, tag);
}

int lr_case_add_pattern(struct lr_case *c, const char *name)
{
	return append(&c->patterns, &c->npatterns, name);
}

static const char *const kind_names[] = { "moment", "pillars", "notation" };

const char *lr_case_kind_name(enum lr_case_kind kind)
{
	return (unsigned)kind < 3 ? kind_names[kind] : "?";
}

int lr_case_kind_parse(const char *name)
{
	for (int i = 0; i < 3; i++)
		if (name && !strcmp(name, kind_names[i]))
			return i;
	return -1;
}

const char *lr_case_tag_check(const char *tag)
{
	if (!*tag)
		return _("a tag cannot be empty");
	if (strlen(tag) > 64)
		return _("a tag is at most 64 bytes");
	for (const unsigned char *p = (const unsigned char *)tag; *p; p++)
		if (*p < 0x20 || *p == 0x7f || *p == ',' ||
		    (p[0] == 0xc2 && p[1] >= 0x80 && p[1] < 0xa0))
			return _("a tag cannot hold a comma or a control character");
	if (!lr_quote_is_utf8(tag))
		return _("a tag must be UTF-8 text");
	return NULL;
}

int lr_case_check(const struct lr_case *c, char *err, size_t errlen)
{
	const struct { const char *key, *value; bool chart; } texts[] = {
		{ "moment", c->moment, true }, { "zone", c->zone, false },
		{ "day", c->day, true }, { "hour", c->hour, true },
		{ "general", c->general, true }, { "notation", c->notation, true },
		{ "settings", c->settings, true }, { "birth", c->birth, true },
		{ "sex", c->sex, true }, { "xingnian", c->xingnian, true },
		{ "husband_xingnian", c->husband_xingnian, true },
		{ "wife_xingnian", c->wife_xingnian, true },
		{ "ask", c->ask, true },
		{ "question", c->question, false },
		{ "judgment", c->judgment, false }, { "notes", c->notes, false },
		{ "outcome", c->outcome, false },
		{ "outcome_date", c->outcome_date, false },
		{ "title", c->title, false }, { "fingerprint", c->fingerprint, false },
	};
	for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
		const char *v = texts[i].value;
		if (!v)
			continue;
		if (!lr_quote_is_utf8(v)) {
			snprintf(err, errlen, _("'%s' is not UTF-8 text"), texts[i].key);
			return -1;
		}
		/* a chart's input is data, never read as an option */
		if (texts[i].chart && v[0] == '-') {
			snprintf(err, errlen, _("'%s' cannot begin with '-' (it is "
				 "a chart's input, not an option)"), texts[i].key);
			return -1;
		}
	}
	/* the observer as --lon and --lat take it */
	if (c->kind == LR_CASE_MOMENT &&
	    (!(c->lon >= -180 && c->lon <= 180) ||
	     !(c->lat >= -90 && c->lat <= 90))) {
		snprintf(err, errlen, "%s", !(c->lon >= -180 && c->lon <= 180)
			 ? _("'lon' must be a longitude from -180 to 180")
			 : _("'lat' must be a latitude from -90 to 90"));
		return -1;
	}
	const struct { const char *key; int64_t t; } times[] = {
		{ "asked", c->asked }, { "created", c->created },
		{ "updated", c->updated },
	};
	for (size_t i = 0; i < sizeof times / sizeof times[0]; i++)
		if (times[i].t < LR_CASE_TIME_MIN || times[i].t > LR_CASE_TIME_MAX) {
			snprintf(err, errlen, _("'%s' is out of range (the years "
				 "1 to 9999)"), times[i].key);
			return -1;
		}
	if (!c->question || !c->question[strspn(c->question, " \t\r\n")]) {
		snprintf(err, errlen, _("the question cannot be empty"));
		return -1;
	}
	for (int i = 0; i < c->ntags; i++) {
		const char *why = lr_case_tag_check(c->tags[i]);
		if (why) {
			snprintf(err, errlen, "'tags': %s", why);
			return -1;
		}
	}
	for (int i = 0; i < c->npatterns; i++)
		if (!lr_quote_is_utf8(c->patterns[i])) {
			snprintf(err, errlen, _("'%s' is not UTF-8 text"), "patterns");
			return -1;
		}
	return 0;
}

/* ---- paths ---- */

int lr_casebook_default_path(char *buf, size_t buflen)
{
	const char *xdg = getenv("XDG_DATA_HOME");
	const char *home = getenv("HOME");
	int n;
	if (xdg && *xdg)
		n = snprintf(buf, buflen, "%s/liuren/casebook.sqlite", xdg);
	else if (home && *home)
		n = snprintf(buf, buflen, "%s/.local/share/liuren/casebook.sqlite",
			     home);
	else
		return -1;
	return n < 0 || (size_t)n >= buflen ? -1 : 0;
}

static char *trim(char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	char *e = s + strlen(s);
	while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\n' ||
			 e[-1] == '\r'))
		*--e = '\0';
	return s;
}

int lr_casebook_config_path(const char *config_path, char *buf,
			    size_t buflen, char *err, size_t errlen)
{
	/* the config's own reader: a regular file of bounded size, never a
	 * FIFO or a device waited on */
	char *text;
	size_t len;
	if (lr_file_read(config_path, LR_CONFIG_MAX, &text, &len, err,
			 errlen) != 0)
		return errno == ENOENT ? 0 : -1;
	int found = lr_casebook_config_value(config_path, text, len, buf,
					     buflen, err, errlen);
	free(text);
	return found;
}

int lr_casebook_config_value(const char *config_path, const char *config,
			     size_t len, char *buf, size_t buflen, char *err,
			     size_t errlen)
{
	/* the lines are cut in place: a copy, ending at the first NUL as
	 * the file's text does */
	char *text = malloc(len + 1);
	if (!text) {
		snprintf(err, errlen, "%s: %s", config_path, strerror(ENOMEM));
		return -1;
	}
	memcpy(text, config, len);
	text[len] = '\0';
	int found = 0;
	for (char *line = text; line && *line;) {
		char *nl = strchr(line, '\n');
		if (nl)
			*nl = '\0';
		char *hash = strchr(line, '#');
		if (hash)
			*hash = '\0';
		char *eq = strchr(line, '=');
		if (eq) {
			*eq = '\0';
			if (!strcmp(trim(line), "casebook")) {
				const char *value = trim(eq + 1);
				/* "~/…" is the home directory's, as a shell
				 * would read it */
				const char *home = getenv("HOME");
				int n = !strncmp(value, "~/", 2) && home
					? snprintf(buf, buflen, "%s%s", home,
						   value + 1)
					: snprintf(buf, buflen, "%s", value);
				if (n < 0 || (size_t)n >= buflen) {
					snprintf(err, errlen,
						 _("%s: casebook path too long"),
						 config_path);
					free(text);
					return -1;
				}
				found = 1;
			}
		}
		line = nl ? nl + 1 : NULL;
	}
	free(text);
	return found;
}
