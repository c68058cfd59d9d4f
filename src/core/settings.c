/* liuren - settings.c: school settings, their parsing and the config file.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "liuren/settings.h"
#include "liuren/i18n.h"

#include <ctype.h>
#include <stdbool.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/i18n.h"
#include "liuren/quote.h"
#include "liuren/resource.h"
#include "liuren/lang.h"
#include "text/fold.h"

#define LR_SETTING_VALUES(field, key, alias, def, help, source, ...) \
	static const char *const values_##field[] = { __VA_ARGS__ };
LR_SETTINGS(LR_SETTING_VALUES)
#undef LR_SETTING_VALUES

static const struct lr_setting_info infos[LR_SET_COUNT] = {
#define LR_SETTING_INFO(field, key, alias, def, help, source, ...) \
	{ key, alias, def, help, source, \
	  (int)(sizeof(values_##field) / sizeof(values_##field[0])), \
	  values_##field },
	LR_SETTINGS(LR_SETTING_INFO)
#undef LR_SETTING_INFO
};

const struct lr_setting_info *lr_setting_info(enum lr_setting_id id)
{
	return (unsigned)id < LR_SET_COUNT ? &infos[id] : NULL;
}

static int *field_of(struct lr_settings *s, enum lr_setting_id id)
{
	switch (id) {
#define LR_SETTING_CASE(field, ...) case LR_SET_##field: return &s->field;
		LR_SETTINGS(LR_SETTING_CASE)
#undef LR_SETTING_CASE
	default:
		return NULL;
	}
}

void lr_settings_default(struct lr_settings *settings)
{
	for (int id = 0; id < LR_SET_COUNT; id++)
		*field_of(settings, id) = infos[id].default_value;
	settings->lang = -1;
}

int lr_setting_get(const struct lr_settings *settings, enum lr_setting_id id)
{
	int *p = field_of((struct lr_settings *)settings, id);
	return p ? *p : -1;
}

/* Values are stored as "ascii|中文"; PART 0 is the ASCII name, 1 the alias. */
static size_t value_part(const char *value, int part, const char **start)
{
	const char *bar = strchr(value, '|');
	if (part == 0) {
		*start = value;
		return bar ? (size_t)(bar - value) : strlen(value);
	}
	*start = bar ? bar + 1 : value;
	return strlen(*start);
}

static const char *value_text(enum lr_setting_id id, int value, int part)
{
	static char buf[LR_SET_COUNT][2][64];
	const struct lr_setting_info *info = lr_setting_info(id);
	if (!info || value < 0 || value >= info->value_count)
		return "?";
	const char *start;
	size_t len = value_part(info->values[value], part, &start);
	if (len >= sizeof buf[0][0])
		len = sizeof buf[0][0] - 1;
	memcpy(buf[id][part], start, len);
	buf[id][part][len] = '\0';
	return buf[id][part];
}

const char *lr_setting_value_name(enum lr_setting_id id, int value)
{
	return value_text(id, value, 0);
}

const char *lr_setting_value_alias(enum lr_setting_id id, int value)
{
	return value_text(id, value, 1);
}

static bool part_equals(const char *value, int part, const char *text)
{
	const char *start;
	size_t len = value_part(value, part, &start);
	return strlen(text) == len && strncmp(start, text, len) == 0;
}

/* The words settings are typed in: each key's Chinese alias, each value's
 * Chinese part, and 語言; read with the fold of lr_normalize (贵人 for
 * 貴人, 简体 …) without the names of the modules above this one. */
static struct lexicon words;

static void build_words(void)
{
	if (words.nterms)
		return;
	for (int id = 0; id < LR_SET_COUNT; id++) {
		lexicon_add(&words, infos[id].alias);
		for (int v = 0; v < infos[id].value_count; v++) {
			const char *bar = strchr(infos[id].values[v], '|');
			if (bar)
				lexicon_add(&words, bar + 1);
		}
	}
	lexicon_add(&words, "語言");
}

/* TEXT in the forms of the settings' words, into BUF. */
static const char *typed(const char *text, char *buf, size_t len)
{
	if (fold_already_normal(text)) {
		snprintf(buf, len, "%s", text);
		return buf;
	}
	build_words();
	return lexicon_normalize(&words, text, buf, len);
}

int lr_settings_set(struct lr_settings *settings, const char *key,
		    const char *value, char *err, size_t errlen)
{
	/* 贵人 for 貴人, 子初/子正, 简体 …: typed forms made the program's */
	char key_buf[128], value_buf[128];
	const char *typed_key = key, *typed_value = value;
	key = typed(key, key_buf, sizeof key_buf);
	value = typed(value, value_buf, sizeof value_buf);
	if (!strcmp(key, "lang") || !strcmp(key, "語言") || !strcmp(key, "语言")) {
		int lang = lr_lang_parse(typed_value);
		if (lang < 0) {
			char q[LR_QUOTE_SIZE];
			snprintf(err, errlen, _("bad value '%s' for lang (expected "
				 "zh-Hant, zh-Hans, en, ko)"),
				 lr_quote(typed_value, q, sizeof q));
			return -1;
		}
		settings->lang = lang;
		return 0;
	}
	for (int id = 0; id < LR_SET_COUNT; id++) {
		const struct lr_setting_info *info = &infos[id];
		if (strcmp(key, info->key) != 0 && strcmp(key, info->alias) != 0)
			continue;
		for (int v = 0; v < info->value_count; v++) {
			if (part_equals(info->values[v], 0, value) ||
			    part_equals(info->values[v], 1, value)) {
				*field_of(settings, id) = v;
				return 0;
			}
		}
		char q[LR_QUOTE_SIZE];
		size_t used = (size_t)snprintf(err, errlen,
			_("bad value '%s' for %s (expected"),
			lr_quote(typed_value, q, sizeof q), info->key);
		for (int v = 0; v < info->value_count && used < errlen; v++)
			used += (size_t)snprintf(err + used, errlen - used, "%s%s",
				v ? _(", ") : " ", lr_setting_value_name(id, v));
		if (used < errlen)
			snprintf(err + used, errlen - used, "%s", _(")"));
		return -1;
	}
	char q[LR_QUOTE_SIZE];
	snprintf(err, errlen, _("unknown setting '%s'"),
		 lr_quote(typed_key, q, sizeof q));
	return -1;
}

static char *trim(char *s)
{
	while (*s && isspace((unsigned char)*s))
		s++;
	char *e = s + strlen(s);
	while (e > s && isspace((unsigned char)e[-1]))
		*--e = '\0';
	return s;
}

int lr_settings_assign(struct lr_settings *settings, const char *assignment,
		       char *err, size_t errlen)
{
	/* a copy of any length: nothing is cut before it is judged */
	char *buf = strdup(assignment);
	if (!buf) {
		snprintf(err, errlen, "%s", _("out of memory"));
		return -1;
	}
	char *eq = strchr(buf, '=');
	int rc;
	if (!eq) {
		char q[LR_QUOTE_SIZE];
		snprintf(err, errlen, _("expected KEY=VALUE, got '%s'"),
			 lr_quote(assignment, q, sizeof q));
		rc = -1;
	} else {
		*eq = '\0';
		rc = lr_settings_set(settings, trim(buf), trim(eq + 1), err,
				     errlen);
	}
	free(buf);
	return rc;
}

/* The keys a config file has set, to warn of the first one set twice. */
struct seen_keys {
	char key[64][40];
	int line[64];
	int n;
};

/* Note KEY (LEN bytes) set on LINENO; the first key set twice goes into
 * C's again_* fields. */
static void note_key(struct lr_config *c, struct seen_keys *seen, int lineno,
		     const char *key, size_t len)
{
	if (len >= sizeof seen->key[0])
		return;
	for (int i = 0; i < seen->n; i++)
		if (strlen(seen->key[i]) == len && !memcmp(seen->key[i], key, len)) {
			if (!c->again_line) {
				c->again_line = lineno;
				c->again_first = seen->line[i];
				snprintf(c->again_key, sizeof c->again_key,
					 "%s", seen->key[i]);
			}
			return;
		}
	if (seen->n < 64) {
		memcpy(seen->key[seen->n], key, len);
		seen->key[seen->n][len] = '\0';
		seen->line[seen->n++] = lineno;
	}
}

/* What is wrong with a refused line (struct lr_config's bad_kind). */
enum { BAD_NONE, BAD_NUL, BAD_LONG, BAD_FORM, BAD_SETTING, BAD_CLIPBOARD };

/* Line LINENO is refused (KIND), unless one was before it; the
 * language is then read on in LATER, from the settings as they stand. */
static void refuse(struct lr_config *c, int lineno, int kind,
		   struct lr_settings *later)
{
	if (c->bad_line)
		return;
	c->bad_line = lineno;
	c->bad_kind = kind;
	*later = c->settings;
}

/* The "casebook = FILE" line's value into C ("~/" is $HOME's, as a shell
 * would read it). */
static void casebook_line(struct lr_config *c, const char *value)
{
	if (c->casebook < 0)
		return;
	const char *home = getenv("HOME");
	int n = !strncmp(value, "~/", 2) && home
		? snprintf(c->casebook_path, sizeof c->casebook_path, "%s%s",
			   home, value + 1)
		: snprintf(c->casebook_path, sizeof c->casebook_path, "%s", value);
	if (n < 0 || (size_t)n >= sizeof c->casebook_path) {
		c->casebook = -1;
		c->casebook_path[0] = '\0';
	} else {
		c->casebook = 1;
	}
}

/* One config line LINE (NUL-terminated, its newline removed), number
 * LINENO. Before a refused line every key counts; after one (C->bad_line
 * set) only the language, into LATER, and the casebook's file are still
 * read, so a broken file still says in which language to report it. */
static void config_line(struct lr_config *c, int lineno, char *line,
			struct lr_settings *later, struct seen_keys *seen)
{
	char msg[512];
	char *hash = strchr(line, '#');
	if (hash)
		*hash = '\0';
	char *text = trim(line);
	if (*text == '\0')
		return;
	/* both sides must be there; the pair then goes through the one
	 * parser --set uses */
	const char *eq = strchr(text, '=');
	const char *value = eq ? eq + 1 : NULL;
	while (value && isspace((unsigned char)*value))
		value++;
	if (!eq || eq == text || !value || *value == '\0') {
		refuse(c, lineno, BAD_FORM, later);
		return;
	}
	size_t keylen = (size_t)(eq - text);
	while (keylen > 0 && isspace((unsigned char)text[keylen - 1]))
		keylen--;
	if (!c->bad_line)
		note_key(c, seen, lineno, text, keylen);
	if (keylen == strlen("casebook") && !strncmp(text, "casebook", keylen)) {
		casebook_line(c, value);
		return;
	}
	/* the browser's copy key (OSC 52), not a school setting */
	if (keylen == strlen("clipboard") && !strncmp(text, "clipboard",
						      keylen)) {
		char word[8] = "";
		size_t n = strlen(value);
		while (n > 0 && isspace((unsigned char)value[n - 1]))
			n--;
		if (n < sizeof word)
			memcpy(word, value, n);
		if (!strcmp(word, "on") || !strcmp(word, "off")) {
			if (!c->bad_line)
				c->clipboard = !strcmp(word, "on");
		} else if (!c->bad_line) {
			refuse(c, lineno, BAD_CLIPBOARD, later);
			snprintf(c->bad_text, sizeof c->bad_text, "%s", value);
		}
		return;
	}
	if (keylen == strlen("pager") && !strncmp(text, "pager", keylen)) {
		/* a command line for the shell: kept whole, or refused when it
		 * does not fit (never cut short) */
		int n = snprintf(c->pager, sizeof c->pager, "%s", value);
		c->has_pager = n >= 0 && (size_t)n < sizeof c->pager;
		if (!c->has_pager)
			c->pager[0] = '\0';
		return;
	}
	if (c->bad_line) {
		(void)lr_settings_assign(later, text, msg, sizeof msg);
		return;
	}
	if (lr_settings_assign(&c->settings, text, msg, sizeof msg) < 0) {
		refuse(c, lineno, BAD_SETTING, later);
		snprintf(c->bad_text, sizeof c->bad_text, "%s", text);
	}
}

int lr_config_read(struct lr_config *c, const char *path, const char *config,
		   size_t len)
{
	c->lang = -1;
	c->casebook = 0;
	c->casebook_path[0] = '\0';
	c->clipboard = 1;
	c->has_pager = 0;
	c->pager[0] = '\0';
	c->bad_line = c->bad_kind = 0;
	c->bad_text[0] = '\0';
	c->again_line = c->again_first = 0;
	c->again_key[0] = '\0';
	snprintf(c->path, sizeof c->path, "%s", path);
	/* the lines are cut in place: a copy of the text */
	char *text = malloc(len + 1);
	if (!text) {
		c->bad_line = -1;
		return -1;
	}
	memcpy(text, config, len);
	text[len] = '\0';
	static struct seen_keys seen;
	memset(&seen, 0, sizeof seen);
	struct lr_settings later;
	enum { LINE_MAX_BYTES = 1023 };
	size_t at = 0;
	if (len >= 3 && !memcmp(text, "\xef\xbb\xbf", 3))
		at = 3;		/* a UTF-8 byte order mark */
	for (int lineno = 1; at < len; lineno++) {
		char *line = text + at;
		char *nl = memchr(line, '\n', len - at);
		size_t n = nl ? (size_t)(nl - line) : len - at;
		at += n + (nl ? 1 : 0);
		int bad = memchr(line, '\0', n) ? BAD_NUL
			: n > LINE_MAX_BYTES ? BAD_LONG : BAD_NONE;
		if (bad) {
			refuse(c, lineno, bad, &later);
		} else {
			line[n] = '\0';
			config_line(c, lineno, line, &later, &seen);
		}
	}
	free(text);
	c->lang = c->bad_line ? later.lang : c->settings.lang;
	return c->bad_line ? -1 : 0;
}

void lr_config_error(const struct lr_config *c, char *err, size_t errlen)
{
	char msg[512];
	struct lr_settings scratch;
	switch (c->bad_line < 0 ? -1 : c->bad_kind) {
	case -1:
		snprintf(err, errlen, "%s: %s", c->path, strerror(ENOMEM));
		return;
	case BAD_NONE:
		snprintf(err, errlen, "%s", "");
		return;
	case BAD_NUL:
		snprintf(msg, sizeof msg, "%s", _("NUL byte in the line"));
		break;
	case BAD_LONG:
		snprintf(msg, sizeof msg, "%s", _("line too long"));
		break;
	case BAD_FORM:
		snprintf(msg, sizeof msg, "%s", _("expected 'key = value'"));
		break;
	case BAD_CLIPBOARD:
		snprintf(msg, sizeof msg, _("bad value '%s' for clipboard (expected "
			 "on or off)"), c->bad_text);
		break;
	default:
		/* the refused line judged again, in the language in use now */
		lr_settings_default(&scratch);
		if (lr_settings_assign(&scratch, c->bad_text, msg, sizeof msg) == 0)
			msg[0] = '\0';
		break;
	}
	snprintf(err, errlen, "%s:%d: %s", c->path, c->bad_line, msg);
}

void lr_config_warning(const struct lr_config *c, char *warn, size_t warnlen)
{
	if (!c->again_line) {
		snprintf(warn, warnlen, "%s", "");
		return;
	}
	snprintf(warn, warnlen, _("%s:%d: '%s' is set again (first on line %d); "
		 "the later value is used"), c->path, c->again_line,
		 c->again_key, c->again_first);
}

void lr_config_casebook_error(const struct lr_config *c, char *err,
			      size_t errlen)
{
	snprintf(err, errlen, _("%s: casebook path too long"), c->path);
}

int lr_settings_load(struct lr_settings *settings, const char *path,
		     char *err, size_t errlen)
{
	return lr_settings_load_warn(settings, path, NULL, 0, err, errlen);
}

int lr_settings_load_warn(struct lr_settings *settings, const char *path,
			  char *warn, size_t warnlen, char *err, size_t errlen)
{
	if (warnlen)
		warn[0] = '\0';
	char *text;
	size_t len;
	if (lr_file_read(path, LR_CONFIG_MAX, &text, &len, err, errlen) < 0)
		return errno == ENOENT ? 1 : -1;
	int rc = lr_settings_parse(settings, path, text, len, warn, warnlen,
				   err, errlen);
	free(text);
	return rc;
}

int lr_settings_parse(struct lr_settings *settings, const char *path,
		      const char *text, size_t len, char *warn,
		      size_t warnlen, char *err, size_t errlen)
{
	struct lr_config c;
	c.settings = *settings;
	int rc = lr_config_read(&c, path, text, len);
	*settings = c.settings;
	if (warnlen)
		lr_config_warning(&c, warn, warnlen);
	if (rc < 0)
		lr_config_error(&c, err, errlen);
	return rc;
}

int lr_settings_path(char *buf, size_t buflen)
{
	const char *xdg = getenv("XDG_CONFIG_HOME");
	const char *home = getenv("HOME");
	int n;
	if (xdg && *xdg)
		n = snprintf(buf, buflen, "%s/liuren/config", xdg);
	else if (home && *home)
		n = snprintf(buf, buflen, "%s/.config/liuren/config", home);
	else
		return -1;
	return n < 0 || (size_t)n >= buflen ? -1 : 0;
}

void lr_settings_describe(const struct lr_settings *settings, char *buf,
			  size_t buflen)
{
	size_t used = 0;
	buf[0] = '\0';
	for (int id = 0; id < LR_SET_COUNT && used < buflen; id++) {
		int v = lr_setting_get(settings, id);
		if (v == infos[id].default_value)
			continue;
		int n = snprintf(buf + used, buflen - used, "%s%s=%s",
				 used ? ", " : "", infos[id].key,
				 lr_setting_value_name(id, v));
		if (n < 0)
			break;
		used += (size_t)n;
	}
}
