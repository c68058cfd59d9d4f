/* liuren - optspec.c: reading the words of a command by its option table,
 * and its --help lines and completion names from the same table.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "front/optspec.h"

#include <string.h>

#include "liuren/i18n.h"
#include "liuren/quote.h"

static bool in_groups(const struct optspec *r, unsigned groups)
{
	return !groups || !r->groups || (r->groups & groups);
}

static bool is_option(const struct optspec *r)
{
	return (r->kind == OPTSPEC_SWITCH || r->kind == OPTSPEC_VALUE) &&
	       !(r->flags & OPTSPEC_ABSENT);
}

void front_optspec_init(struct optspec_parser *p, const struct optspec *spec,
		  int argc, char **argv, unsigned how)
{
	memset(p, 0, sizeof *p);
	p->spec = spec;
	p->argc = argc;
	p->argv = argv;
	p->next = 1;
	p->how = how;
}

const struct optspec *front_optspec_row(const struct optspec *spec, int id)
{
	for (; spec->kind != OPTSPEC_END; spec++)
		if (spec->kind != OPTSPEC_SECTION && spec->id == id)
			return spec;
	return NULL;
}

static const struct optspec *words_row(const struct optspec_parser *p)
{
	for (const struct optspec *r = p->spec; r->kind != OPTSPEC_END; r++)
		if (r->kind == OPTSPEC_WORDS && in_groups(r, p->groups))
			return r;
	return NULL;
}

/* The option NAME (LEN bytes, no "--") names: written whole, as
 * NAME-file of a FILE row (*FROM_FILE), or as the start of exactly one
 * (every table abbreviates). NULL when none; *AMBIGUOUS when several. */
static const struct optspec *find_long(const struct optspec_parser *p,
				       const char *name, size_t len,
				       bool *from_file, int *ambiguous)
{
	*from_file = false;
	*ambiguous = 0;
	const struct optspec *spec = p->spec, *r;
	for (r = spec; r->kind != OPTSPEC_END; r++)
		if (is_option(r) && in_groups(r, p->groups) &&
		    strlen(r->name) == len && !strncmp(r->name, name, len))
			return r;
	if (len > 5 && !strncmp(name + len - 5, "-file", 5))
		for (r = spec; r->kind != OPTSPEC_END; r++)
			if (r->kind == OPTSPEC_VALUE && (r->flags & OPTSPEC_FILE) &&
			    in_groups(r, p->groups) &&
			    strlen(r->name) == len - 5 &&
			    !strncmp(r->name, name, len - 5)) {
				*from_file = true;
				return r;
			}
	if (len == 0)
		return NULL;
	const struct optspec *only = NULL;
	for (r = spec; r->kind != OPTSPEC_END; r++)
		if (is_option(r) && in_groups(r, p->groups) &&
		    !strncmp(r->name, name, len)) {
			(*ambiguous)++;
			only = r;
		}
	if (*ambiguous == 1) {
		*ambiguous = 0;
		return only;
	}
	return NULL;
}

/* "option '--s' is ambiguous: --set, --sex" */
static void say_ambiguous(struct optspec_parser *p, const char *name,
			  size_t len)
{
	char list[256] = "", shown[128], q[LR_QUOTE_SIZE];
	int found = 0;
	for (const struct optspec *r = p->spec; r->kind != OPTSPEC_END; r++) {
		if (!is_option(r) || !in_groups(r, p->groups) ||
		    strncmp(r->name, name, len))
			continue;
		size_t used = strlen(list);
		snprintf(list + used, sizeof list - used, "%s--%s",
			 found++ ? ", " : "", r->name);
	}
	snprintf(shown, sizeof shown, "--%.*s", (int)(len < 100 ? len : 100),
		 name);
	snprintf(p->err, sizeof p->err, _("option '%s' is ambiguous: %s"),
		 lr_quote(shown, q, sizeof q), list);
}

static int unknown(struct optspec_parser *p, const char *word)
{
	char q[LR_QUOTE_SIZE];
	snprintf(p->unknown, sizeof p->unknown, "%.*s",
		 (int)(word[1] == '-' ? strcspn(word, "=") : strlen(word)), word);
	snprintf(p->err, sizeof p->err,
		 _("unknown option '%s' (see 'liuren --help')"),
		 lr_quote(word, q, sizeof q));
	return -1;
}

int front_optspec_next(struct optspec_parser *p, const struct optspec **row,
		 const char **value)
{
	*row = NULL;
	*value = NULL;
	p->from_file = false;
	p->err[0] = '\0';
	p->unknown[0] = '\0';
	if (p->next >= p->argc)
		return 0;
	p->index = p->next;
	char *word = p->argv[p->next++];
	if (!p->operands && !strcmp(word, "--")) {
		p->operands = true;
		if (p->how & OPTSPEC_DASHDASH_KEPT) {
			*value = word;
			return 1;
		}
		return front_optspec_next(p, row, value);
	}
	bool dashed = !p->operands && word[0] == '-' && word[1] != '\0';
	if (!dashed) {
		*row = words_row(p);
		*value = word;
		return 1;
	}
	const struct optspec *r = NULL;
	const char *eq = NULL;
	if (word[1] != '-') {		/* -h */
		for (const struct optspec *s = p->spec; s->kind != OPTSPEC_END; s++)
			if (is_option(s) && s->short_name && in_groups(s, p->groups) &&
			    word[1] == s->short_name && word[2] == '\0')
				r = s;
	} else {
		const char *name = word + 2;
		eq = strchr(name, '=');
		size_t len = eq ? (size_t)(eq - name) : strlen(name);
		int ambiguous;
		r = find_long(p, name, len, &p->from_file, &ambiguous);
		if (!r && ambiguous && !(p->how & OPTSPEC_PASS)) {
			say_ambiguous(p, name, len);
			return -1;
		}
	}
	if (!r) {
		if (p->how & OPTSPEC_PASS) {
			*value = word;
			return 1;
		}
		return unknown(p, word);
	}
	*row = r;
	if (r->kind == OPTSPEC_SWITCH) {
		if (eq) {
			snprintf(p->err, sizeof p->err, _("--%s takes no value"),
				 r->name);
			return -1;
		}
		return 1;
	}
	if (eq) {
		*value = eq + 1;
	} else if (p->next < p->argc) {
		*value = p->argv[p->next++];
	} else {
		char full[128];
		snprintf(full, sizeof full, "-%s%s%s", word[1] == '-' ? "-" : "",
			 word[1] == '-' ? r->name : word + 1,
			 p->from_file ? "-file" : "");
		snprintf(p->err, sizeof p->err, _("%s needs a value"), full);
		return -1;
	}
	return 1;
}

/* ---- --help ---- */

/* The columns TEXT takes (a CJK character two). */
static int columns(const char *text)
{
	int n = 0;
	for (const unsigned char *s = (const unsigned char *)text; *s; s++)
		if ((*s & 0xC0) != 0x80)
			n += *s >= 0xE1 ? 2 : 1;
	return n;
}

static void left_side(const struct optspec *r, char *buf, size_t len)
{
	if (r->kind == OPTSPEC_WORDS)
		snprintf(buf, len, "%s", r->name);
	else if (r->short_name)
		snprintf(buf, len, "-%c, --%s%s%s", r->short_name, r->name,
			 r->value_name ? " " : "",
			 r->value_name ? r->value_name : "");
	else
		snprintf(buf, len, "--%s%s%s", r->name, r->value_name ? " " : "",
			 r->value_name ? r->value_name : "");
}

static bool shown(const struct optspec *r, unsigned groups)
{
	return r->kind != OPTSPEC_END && in_groups(r, groups) &&
	       !(r->flags & (OPTSPEC_HIDDEN | OPTSPEC_UNLISTED | OPTSPEC_ABSENT));
}

void front_optspec_print_help(FILE *out, const struct optspec *spec, int column,
			unsigned groups)
{
	for (const struct optspec *r = spec; r->kind != OPTSPEC_END; r++) {
		if (!shown(r, groups))
			continue;
		if (r->kind == OPTSPEC_SECTION) {
			fprintf(out, "\n%s\n", _(r->help));
			continue;
		}
		char left[160];
		left_side(r, left, sizeof left);
		while ((r->flags & OPTSPEC_WITH_NEXT) && shown(r + 1, groups)) {
			size_t used = strlen(left);
			r++;
			left[used] = ' ';
			left_side(r, left + used + 1, sizeof left - used - 1);
		}
		const char *help = r->help ? _(r->help) : "";
		int width = columns(left);
		if (width > column)
			fprintf(out, "  %s\n  %*s ", left, column, "");
		else
			fprintf(out, "  %s%*s ", left, column - width, "");
		/* each further line of the help under the first */
		for (const char *line = help; ; ) {
			const char *nl = strchr(line, '\n');
			if (!nl) {
				fprintf(out, "%s\n", line);
				break;
			}
			fprintf(out, "%.*s\n  %*s ", (int)(nl - line), line,
				column, "");
			line = nl + 1;
		}
	}
}

/* ---- completion ---- */

void front_optspec_each_name(const struct optspec *spec, unsigned groups,
		       void (*fn)(const char *name, void *arg), void *arg)
{
	char buf[96];
	for (const struct optspec *r = spec; r->kind != OPTSPEC_END; r++) {
		if (!is_option(r) || !in_groups(r, groups) ||
		    (r->flags & OPTSPEC_UNLISTED))
			continue;
		snprintf(buf, sizeof buf, "--%s", r->name);
		fn(buf, arg);
		if (r->flags & OPTSPEC_FILE) {
			snprintf(buf, sizeof buf, "--%s-file", r->name);
			fn(buf, arg);
		}
	}
}

static void put_name(const char *name, void *arg)
{
	fprintf(arg, "%s\n", name);
}

void front_optspec_list(FILE *out, const struct optspec *spec, unsigned groups)
{
	front_optspec_each_name(spec, groups, put_name, out);
}

/* ---- values ---- */

int front_optspec_choice(const struct optspec *row, const char *value)
{
	if (!row || !row->choices || !value)
		return -1;
	for (int i = 0; row->choices[i]; i++)
		if (!strcmp(row->choices[i], value))
			return i;
	return -1;
}

void front_optspec_each_value(const struct optspec *row,
			      void (*fn)(const char *value, void *arg), void *arg)
{
	if (!row)
		return;
	for (int i = 0; row->choices && row->choices[i]; i++)
		fn(row->choices[i], arg);
	if (row->values)
		row->values(fn, arg);
}

const struct optspec *front_optspec_value_row(const struct optspec *spec,
					      unsigned groups,
					      const char *option,
					      bool *from_file)
{
	struct optspec_parser p;
	memset(&p, 0, sizeof p);
	p.spec = spec;
	p.groups = groups;
	*from_file = false;
	const struct optspec *r = NULL;
	if (option[0] != '-' || option[1] == '\0')
		return NULL;
	if (option[1] != '-') {		/* -o */
		for (const struct optspec *s = spec; s->kind != OPTSPEC_END; s++)
			if (is_option(s) && s->short_name && in_groups(s, groups) &&
			    option[1] == s->short_name && option[2] == '\0')
				r = s;
	} else {
		const char *name = option + 2;
		int ambiguous;
		r = find_long(&p, name, strcspn(name, "="), from_file, &ambiguous);
	}
	return r && r->kind == OPTSPEC_VALUE ? r : NULL;
}

const struct optspec *front_optspec_words_row(const struct optspec *spec,
					      unsigned groups)
{
	struct optspec_parser p;
	memset(&p, 0, sizeof p);
	p.spec = spec;
	p.groups = groups;
	return words_row(&p);
}

bool front_optspec_paged(const struct optspec *spec, unsigned groups,
			 int argc, char **argv, bool paged)
{
	struct optspec_parser p;
	const struct optspec *row;
	const char *v;
	bool unpaged = false;
	front_optspec_init(&p, spec, argc, argv, OPTSPEC_PASS);
	p.groups = groups;
	int r;
	while ((r = front_optspec_next(&p, &row, &v)) != 0) {
		/* a bad word (each read moves past one): the command says */
		if (r < 0 || !row || row->kind == OPTSPEC_WORDS)
			continue;
		if (row->flags & OPTSPEC_PAGED)
			paged = true;
		if (row->flags & OPTSPEC_UNPAGED)
			unpaged = true;
	}
	return paged && !unpaged;
}
