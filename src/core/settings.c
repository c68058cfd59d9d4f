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

/* Apply one config line (NUL-terminated, its newline removed) of PATH;
 * returns 0 or -1 with "PATH:LINENO: problem" in ERR. */
/* The keys a config file has set, to warn of one set twice. */
struct seen_keys {
	char key[64][40];
	int line[64];
	int n;
	char *warn;		/* the first warning, or NULL */
	size_t warnlen;
	bool warned;
};

/* Note KEY (LEN bytes) set on LINENO; the first key set twice is said
 * in SEEN->warn. */
static void note_key(struct seen_keys *seen, const char *path, int lineno,
		     const char *key, size_t len)
{
	if (!seen || !seen->warn || len >= sizeof seen->key[0])
		return;
	for (int i = 0; i < seen->n; i++)
		if (strlen(seen->key[i]) == len && !memcmp(seen->key[i], key, len)) {
			if (!seen->warned)
				snprintf(seen->warn, seen->warnlen, _("%s:%d: '%s' is "
					 "set again (first on line %d); the later "
					 "value is used"), path, lineno, seen->key[i],
					 seen->line[i]);
			seen->warned = true;
			return;
		}
	if (seen->n < 64) {
		memcpy(seen->key[seen->n], key, len);
		seen->key[seen->n][len] = '\0';
		seen->line[seen->n++] = lineno;
	}
}

static int config_line(struct lr_settings *settings, const char *path,
		       int lineno, char *line, char *err, size_t errlen,
		       struct seen_keys *seen)
{
	char msg[512];
	char *hash = strchr(line, '#');
	if (hash)
		*hash = '\0';
	char *text = trim(line);
	if (*text == '\0')
		return 0;
	/* both sides must be there; the pair then goes through the one
	 * parser --set uses */
	const char *eq = strchr(text, '=');
	const char *value = eq ? eq + 1 : NULL;
	while (value && isspace((unsigned char)*value))
		value++;
	if (!eq || eq == text || !value || *value == '\0') {
		snprintf(err, errlen, "%s:%d: %s", path, lineno,
			 _("expected 'key = value'"));
		return -1;
	}
	/* the casebook's file, read by lr_casebook_config_path() */
	size_t keylen = (size_t)(eq - text);
	while (keylen > 0 && isspace((unsigned char)text[keylen - 1]))
		keylen--;
	note_key(seen, path, lineno, text, keylen);
	if (keylen == strlen("casebook") && !strncmp(text, "casebook", keylen))
		return 0;
	if (lr_settings_assign(settings, text, msg, sizeof msg) < 0) {
		snprintf(err, errlen, "%s:%d: %s", path, lineno, msg);
		return -1;
	}
	return 0;
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
		      const char *config, size_t len, char *warn,
		      size_t warnlen, char *err, size_t errlen)
{
	static struct seen_keys seen;
	memset(&seen, 0, sizeof seen);
	seen.warn = warnlen ? warn : NULL;
	seen.warnlen = warnlen;
	if (seen.warn)
		warn[0] = '\0';
	/* the lines are cut in place: a copy of the text */
	char *text = malloc(len + 1);
	if (!text) {
		snprintf(err, errlen, "%s: %s", path, strerror(ENOMEM));
		return -1;
	}
	memcpy(text, config, len);
	text[len] = '\0';
	enum { LINE_MAX_BYTES = 1023 };
	size_t at = 0;
	if (len >= 3 && !memcmp(text, "\xef\xbb\xbf", 3))
		at = 3;		/* a UTF-8 byte order mark */
	int rc = 0;
	for (int lineno = 1; at < len && rc == 0; lineno++) {
		char *line = text + at;
		char *nl = memchr(line, '\n', len - at);
		size_t n = nl ? (size_t)(nl - line) : len - at;
		at += n + (nl ? 1 : 0);
		if (memchr(line, '\0', n)) {
			snprintf(err, errlen, "%s:%d: %s", path, lineno,
				 _("NUL byte in the line"));
			rc = -1;
		} else if (n > LINE_MAX_BYTES) {
			snprintf(err, errlen, "%s:%d: %s", path, lineno,
				 _("line too long"));
			rc = -1;
		} else {
			line[n] = '\0';
			rc = config_line(settings, path, lineno, line, err,
					 errlen, &seen);
		}
	}
	free(text);
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
