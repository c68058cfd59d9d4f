/* liuren - case_edit.c: `liuren case edit N`: with text options, each
 * change as given; with none, the case's editable fields in $VISUAL or
 * $EDITOR as a small annotated text file, as `git commit` does: saved
 * on a clean exit, nothing changed on an empty file or a failed editor,
 * and what changed reported. A conflict (a version of another casebook
 * kept beside the case) is resolved with --keep mine|theirs or by
 * saving in the editor, which shows the other version in comments.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli/case_opts.h"
#include "front/args.h"
#include "front/case_chart.h"
#include "front/moment_args.h"
#include "liuren/casebook.h"
#include "liuren/i18n.h"
#include "liuren/quote.h"

/* "yes", "驗" … as a verdict; -2 when it is none of them. */
static int parse_verdict(const char *text)
{
	if (!strcmp(text, "yes") || !strcmp(text, "驗"))
		return LR_VERDICT_RIGHT;
	if (!strcmp(text, "no") || !strcmp(text, "不驗"))
		return LR_VERDICT_WRONG;
	if (!strcmp(text, "unset") || !*text)
		return LR_VERDICT_NONE;
	return -2;
}

/* ---- the file the editor shows ---- */

/* The editable fields, by the names the file gives them. */
enum { F_QUESTION, F_JUDGMENT, F_NOTES, F_OUTCOME, F_OUTCOME_DATE,
       F_VERIFIED, F_TAGS, NFIELDS };
static const char *const field_names[NFIELDS] = {
	"question", "judgment", "notes", "outcome", "outcome-date", "verified",
	"tags",
};

/* Field I of C as text (malloc'd; "" when none). */
static char *field_text(const struct lr_case *c, int i)
{
	const char *texts[] = { c->question, c->judgment, c->notes, c->outcome,
				c->outcome_date };
	if (i < F_VERIFIED)
		return strdup(texts[i] ? texts[i] : "");
	if (i == F_VERIFIED)
		return strdup(c->verdict == LR_VERDICT_RIGHT ? "yes"
			      : c->verdict == LR_VERDICT_WRONG ? "no" : "");
	size_t len = 1;
	for (int t = 0; t < c->ntags; t++)
		len += strlen(c->tags[t]) + 2;
	char *out = malloc(len);
	if (out) {
		out[0] = '\0';
		for (int t = 0; t < c->ntags; t++) {
			if (t)
				strcat(out, ", ");
			strcat(out, c->tags[t]);
		}
	}
	return out;
}

/* TEXT into F, each line that the file would read otherwise (a comment,
 * a field's name, a backslash) behind a backslash. */
static void put_field(FILE *f, const char *name, const char *text)
{
	fprintf(f, "[%s]\n", name);
	for (const char *p = text; *p; ) {
		size_t n = strcspn(p, "\n");
		if (*p == '#' || *p == '[' || *p == '\\')
			fputc('\\', f);
		fwrite(p, 1, n, f);
		fputc('\n', f);
		p += n + (p[n] == '\n');
	}
	fputc('\n', f);
}

/* The other version as comment lines. */
static int put_other(const struct lr_case *other, void *arg)
{
	FILE *f = arg;
	fprintf(f, "#\n# %s\n", _("The other casebook's version (saving resolves "
		"the conflict with the text as saved):"));
	if (other->damaged) {
		fprintf(f, "#   %s\n", _("(a version that cannot be read: damaged)"));
		return 0;
	}
	for (int i = 0; i < NFIELDS; i++) {
		char *text = field_text(other, i);
		if (!text || !*text) {
			free(text);
			continue;
		}
		fprintf(f, "#   [%s]\n", field_names[i]);
		for (const char *p = text; *p; ) {
			size_t n = strcspn(p, "\n");
			fprintf(f, "#   %.*s\n", (int)n, p);
			p += n + (p[n] == '\n');
		}
		free(text);
	}
	return 0;
}

static int write_file(FILE *f, struct lr_casebook *cb, const struct lr_case *c)
{
	char shown[LR_QUOTE_SIZE];
	fprintf(f, "# %s %lld · %s\n", _("case"), (long long)c->id,
		lr_quote(c->title, shown, sizeof shown));
	fprintf(f, "# %s\n", _("Change the fields below; lines beginning with '#' "
		"are left out."));
	fprintf(f, "# %s\n", _("Save and quit to keep the changes; empty the file "
		"(or quit the editor with an error) to change nothing."));
	fprintf(f, "# %s\n", _("verified: yes (驗), no (不驗) or empty; "
		"outcome-date: YYYY-MM-DD or empty; tags: commas between."));
	fprintf(f, "# %s\n", _("A line of text that begins with '#', '[' or '\\' "
		"is written with a '\\' before it."));
	if (c->conflicts) {
		char err[512];
		lr_casebook_conflicts(cb, c->id, put_other, f, err, sizeof err);
		fputs("#\n", f);
	}
	fputc('\n', f);
	for (int i = 0; i < NFIELDS; i++) {
		char *text = field_text(c, i);
		if (!text)
			return -1;
		put_field(f, field_names[i], text);
		free(text);
	}
	return ferror(f) ? -1 : 0;
}

/* Read the edited TEXT into the fields of C. Returns 1 when the file
 * holds nothing (change nothing), 0 read, -1 with a message in ERR. */
static int read_file(char *text, struct lr_case *c, char *err, size_t errlen)
{
	char *value[NFIELDS] = { 0 };
	bool seen[NFIELDS] = { 0 };
	size_t used[NFIELDS] = { 0 };
	int field = -1, line_no = 0;
	bool any = false;
	for (char *line = text; line; ) {
		char *nl = strchr(line, '\n');
		if (nl)
			*nl = '\0';
		line_no++;
		size_t len = strlen(line);
		if (len && line[len - 1] == '\r')
			line[--len] = '\0';
		if (line[0] == '#') {
			line = nl ? nl + 1 : NULL;
			continue;
		}
		if (line[0] == '[') {
			char *close = strchr(line, ']');
			field = -1;
			for (int i = 0; close && i < NFIELDS; i++)
				if ((size_t)(close - line - 1) == strlen(field_names[i]) &&
				    !strncmp(line + 1, field_names[i],
					     strlen(field_names[i])))
					field = i;
			if (field < 0 || close[1 + strspn(close + 1, " \t")]) {
				char shown[LR_QUOTE_SIZE];
				snprintf(err, errlen, _("line %d: '%s' is not a field "
					 "of the case (a line of text beginning with "
					 "'[' needs a '\\' before it)"), line_no,
					 lr_quote(line, shown, sizeof shown));
				for (int i = 0; i < NFIELDS; i++)
					free(value[i]);
				return -1;
			}
			if (seen[field]) {
				snprintf(err, errlen, _("line %d: the field [%s] is "
					 "given twice"), line_no, field_names[field]);
				for (int i = 0; i < NFIELDS; i++)
					free(value[i]);
				return -1;
			}
			seen[field] = any = true;
			value[field] = strdup("");
			line = nl ? nl + 1 : NULL;
			continue;
		}
		const char *content = line[0] == '\\' ? line + 1 : line;
		if (field < 0) {
			if (line[strspn(line, " \t")]) {
				char shown[LR_QUOTE_SIZE];
				snprintf(err, errlen, _("line %d: '%s' stands before "
					 "any field"), line_no,
					 lr_quote(line, shown, sizeof shown));
				for (int i = 0; i < NFIELDS; i++)
					free(value[i]);
				return -1;
			}
		} else if (value[field]) {
			size_t n = strlen(content);
			char *grown = realloc(value[field], used[field] + n + 2);
			if (grown) {
				memcpy(grown + used[field], content, n);
				used[field] += n;
				grown[used[field]++] = '\n';
				grown[used[field]] = '\0';
			}
			value[field] = grown;
		}
		line = nl ? nl + 1 : NULL;
	}
	if (!any) {
		for (int i = 0; i < NFIELDS; i++)
			free(value[i]);
		return 1;
	}
	int rc = 0;
	for (int i = 0; i < NFIELDS && rc == 0; i++) {
		if (!seen[i])
			continue;	/* a field taken out: left as it is */
		char *v = value[i];
		if (!v) {
			snprintf(err, errlen, _("out of memory"));
			rc = -1;
			break;
		}
		/* blank lines around a text are the file's, not the text's */
		size_t n = strlen(v);
		while (n && (v[n - 1] == '\n' || v[n - 1] == ' ' || v[n - 1] == '\t'))
			v[--n] = '\0';
		char *start = v;
		while (*start == '\n')
			start++;
		char **texts[] = { &c->question, &c->judgment, &c->notes,
				   &c->outcome, &c->outcome_date };
		if (i < F_VERIFIED) {
			if (i == F_QUESTION && !start[strspn(start, " \t\r\n")]) {
				snprintf(err, errlen, _("the question cannot be empty"));
				rc = -1;
			} else if (i == F_OUTCOME_DATE && *start &&
				   !front_case_date_ok(start)) {
				char shown[LR_QUOTE_SIZE];
				snprintf(err, errlen, _("[outcome-date]: '%s' is not a "
					 "date YYYY-MM-DD"), lr_quote(start, shown,
								     sizeof shown));
				rc = -1;
			} else if (!lr_quote_is_utf8(start)) {
				snprintf(err, errlen, _("the text is not UTF-8"));
				rc = -1;
			} else {
				lr_case_set(texts[i], *start ? start : NULL);
			}
		} else if (i == F_VERIFIED) {
			int verdict = parse_verdict(start);
			if (verdict == -2) {
				char shown[LR_QUOTE_SIZE];
				snprintf(err, errlen, _("[verified]: '%s' is not yes "
					 "(驗), no (不驗) or empty"),
					 lr_quote(start, shown, sizeof shown));
				rc = -1;
			} else {
				c->verdict = verdict;
			}
		} else {
			while (c->ntags)
				free(c->tags[--c->ntags]);
			for (char *p = start; rc == 0; ) {
				static const char *const seps[] = { ",", "，", "、", "\n" };
				char *next = NULL;
				size_t skip = 0;
				for (int k = 0; k < 4; k++) {
					char *at = strstr(p, seps[k]);
					if (at && (!next || at < next)) {
						next = at;
						skip = strlen(seps[k]);
					}
				}
				if (next)
					*next = '\0';
				p += strspn(p, " \t");
				for (char *e = p + strlen(p); e > p &&
				     (e[-1] == ' ' || e[-1] == '\t'); )
					*--e = '\0';
				if (*p) {
					const char *why = lr_case_tag_check(p);
					if (why) {
						char shown[LR_QUOTE_SIZE];
						snprintf(err, errlen, "[tags] '%s': %s",
							 lr_quote(p, shown, sizeof shown), why);
						rc = -1;
					} else {
						lr_case_add_tag(c, p);
					}
				}
				if (!next)
					break;
				p = next + skip;
			}
		}
	}
	for (int i = 0; i < NFIELDS; i++)
		free(value[i]);
	return rc;
}

/* Run the editor on PATH: $VISUAL, else $EDITOR, else vi, through the
 * shell as git does (an editor given with its options). Returns 0 on a
 * clean exit, else -1 with the reason in WHY. */
static int run_editor(const char *path, char *why, size_t whylen)
{
	const char *editor = getenv("VISUAL");
	if (!editor || !*editor)
		editor = getenv("EDITOR");
	if (!editor || !*editor)
		editor = "vi";
	char script[4200];
	snprintf(script, sizeof script, "%s \"$@\"", editor);
	fflush(stdout);
	fflush(stderr);
	pid_t pid = fork();
	if (pid < 0) {
		snprintf(why, whylen, "%s", strerror(errno));
		return -1;
	}
	if (pid == 0) {
		execl("/bin/sh", "sh", "-c", script, editor, path, (char *)NULL);
		_exit(127);
	}
	int status;
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR) {
			snprintf(why, whylen, "%s", strerror(errno));
			return -1;
		}
	if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
		return 0;
	char shown[LR_QUOTE_SIZE];
	if (WIFEXITED(status))
		snprintf(why, whylen, _("the editor '%s' ended with status %d"),
			 lr_quote(editor, shown, sizeof shown), WEXITSTATUS(status));
	else
		snprintf(why, whylen, _("the editor '%s' was ended by signal %d"),
			 lr_quote(editor, shown, sizeof shown),
			 WIFSIGNALED(status) ? WTERMSIG(status) : 0);
	return -1;
}

/* The names of the fields that differ between A and B, into BUF. */
static void changed_fields(const struct lr_case *a, const struct lr_case *b,
			   char *buf, size_t len)
{
	buf[0] = '\0';
	for (int i = 0; i < NFIELDS; i++) {
		char *x = field_text(a, i), *y = field_text(b, i);
		if (x && y && strcmp(x, y) && strlen(buf) + 20 < len) {
			if (*buf)
				strcat(buf, ", ");
			strcat(buf, field_names[i]);
		}
		free(x);
		free(y);
	}
}

/* `case edit N` with no text option: the editor. */
static int edit_in_editor(const char *cmd, const struct case_opts *o,
			  int64_t id)
{
	struct lr_casebook *cb;
	int rc = case_open_casebook_read(cmd, o, &cb);
	if (rc != EXIT_OK)
		return rc;
	char err[8192];
	struct lr_case c;
	lr_case_init(&c);
	int st = LR_CASEBOOK_MISSING;
	snprintf(err, sizeof err, _("no case %lld"), (long long)id);
	if (cb)
		st = lr_casebook_get(cb, id, &c, err, sizeof err);
	if (st != LR_CASEBOOK_OK) {
		lr_casebook_close(cb);
		lr_case_clear(&c);
		return case_status_exit(cmd, st == LR_CASEBOOK_MISSING
					? LR_CASEBOOK_REFUSED : st, err);
	}
	/* the file, then the casebook let go while the editor runs */
	const char *tmpdir = getenv("TMPDIR");
	char path[4096];
	snprintf(path, sizeof path, "%s/liuren-case-%lld-XXXXXX.txt",
		 tmpdir && *tmpdir ? tmpdir : "/tmp", (long long)id);
	int fd = mkstemps(path, 4);
	FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
	bool wrote = f && write_file(f, cb, &c) == 0;
	if (f && fclose(f) != 0)
		wrote = false;
	lr_casebook_close(cb);
	if (!wrote) {
		front_error(cmd, _("cannot write the file to edit (%s): %s"), path,
			  strerror(errno));
		if (fd >= 0)
			unlink(path);
		lr_case_clear(&c);
		return EXIT_FAIL;
	}
	char why[512];
	if (run_editor(path, why, sizeof why) < 0) {
		front_error(cmd, _("%s; nothing was changed"), why);
		unlink(path);
		lr_case_clear(&c);
		return EXIT_FAIL;
	}
	size_t len;
	char *text = case_read_whole(cmd, path, &len);
	if (!text) {
		lr_case_clear(&c);
		return EXIT_FAIL;	/* said; the file is left for the text */
	}
	/* the fields as they are, then as saved */
	struct lr_case edited;
	lr_case_init(&edited);
	edited.id = c.id;
	edited.verdict = c.verdict;
	const char *keep[] = { c.question, c.judgment, c.notes, c.outcome,
			       c.outcome_date };
	char **to[] = { &edited.question, &edited.judgment, &edited.notes,
			&edited.outcome, &edited.outcome_date };
	for (int i = 0; i < 5; i++)
		lr_case_set(to[i], keep[i]);
	for (int i = 0; i < c.ntags; i++)
		lr_case_add_tag(&edited, c.tags[i]);
	int got = read_file(text, &edited, err, sizeof err);
	free(text);
	if (got != 0) {
		if (got > 0) {
			front_error(cmd, _("the file was left empty: nothing was "
				  "changed"));
			unlink(path);
		} else {
			front_error(cmd, _("%s; nothing was changed (your text is "
				  "kept in %s)"), err, path);
		}
		lr_case_clear(&edited);
		lr_case_clear(&c);
		return got > 0 ? EXIT_OK : EXIT_USAGE;
	}
	char what[256];
	changed_fields(&c, &edited, what, sizeof what);
	if (!*what && !c.conflicts) {
		printf(_("case %lld: nothing changed\n"), (long long)id);
		unlink(path);
		lr_case_clear(&edited);
		lr_case_clear(&c);
		return case_finish(EXIT_OK);
	}
	rc = case_open_casebook(cmd, o, false, &cb);
	st = LR_CASEBOOK_MISSING;
	if (rc == EXIT_OK && cb)
		st = lr_casebook_update(cb, &edited, c.checksum, c.conflicts > 0,
					err, sizeof err);
	lr_casebook_close(cb);
	if (rc == EXIT_OK && st != LR_CASEBOOK_OK) {
		front_error(cmd, _("%s (your text is kept in %s)"), err, path);
		rc = st == LR_CASEBOOK_REFUSED ? EXIT_USAGE : EXIT_FAIL;
	} else if (rc == EXIT_OK) {
		unlink(path);
		if (*what)
			printf(_("case %lld: changed %s\n"), (long long)id, what);
		if (c.conflicts)
			printf(_("case %lld: the conflict is resolved with the "
				 "text as saved\n"), (long long)id);
		char done[128];
		snprintf(done, sizeof done, _("case %lld was changed"),
			 (long long)id);
		rc = case_report_done(cmd, rc, done);
	}
	lr_case_clear(&edited);
	lr_case_clear(&c);
	return case_finish(rc);
}

static int keep_other(const struct lr_case *other, void *arg)
{
	struct lr_case *out = arg;
	out->conflicts++;
	if (other->damaged)
		return 0;
	int bad = lr_case_set(&out->question, other->question) |
		  lr_case_set(&out->judgment, other->judgment) |
		  lr_case_set(&out->notes, other->notes) |
		  lr_case_set(&out->outcome, other->outcome) |
		  lr_case_set(&out->outcome_date, other->outcome_date);
	out->verdict = other->verdict;
	while (out->ntags)
		free(out->tags[--out->ntags]);
	for (int i = 0; i < other->ntags; i++)
		bad |= lr_case_add_tag(out, other->tags[i]);
	return bad ? -1 : 0;
}

/* --keep mine|theirs: a conflict resolved without the editor. */
static int keep_version(const char *cmd, const struct case_opts *o,
			int64_t id)
{
	bool theirs = !strcmp(o->keep, case_keep_names[1]);
	if (!theirs && strcmp(o->keep, case_keep_names[0])) {
		front_error(cmd, _("--keep: '%s' is not mine or theirs"), o->keep);
		return EXIT_USAGE;
	}
	struct lr_casebook *cb;
	int rc = case_open_casebook(cmd, o, false, &cb);
	if (rc != EXIT_OK)
		return rc;
	char err[8192];
	struct lr_case c;
	lr_case_init(&c);
	int st = LR_CASEBOOK_MISSING;
	snprintf(err, sizeof err, _("no case %lld"), (long long)id);
	if (cb)
		st = lr_casebook_get(cb, id, &c, err, sizeof err);
	if (st == LR_CASEBOOK_OK && !c.conflicts) {
		snprintf(err, sizeof err, _("case %lld has no conflict to resolve"),
			 (long long)id);
		st = LR_CASEBOOK_REFUSED;
	}
	struct lr_case other;
	lr_case_init(&other);
	if (st == LR_CASEBOOK_OK && theirs) {
		st = lr_casebook_conflicts(cb, id, keep_other, &other, err,
					   sizeof err);
		if (st == LR_CASEBOOK_OK && other.conflicts != 1) {
			snprintf(err, sizeof err, _("case %lld has %d versions of "
				 "other casebooks beside it: choose in the editor "
				 "('liuren case edit %lld')"), (long long)id,
				 other.conflicts, (long long)id);
			st = LR_CASEBOOK_REFUSED;
		} else if (st == LR_CASEBOOK_OK && !other.question) {
			snprintf(err, sizeof err, _("the other version of case %lld "
				 "cannot be read: keep mine, or choose in the "
				 "editor"), (long long)id);
			st = LR_CASEBOOK_REFUSED;
		}
	}
	if (st == LR_CASEBOOK_OK) {
		other.id = id;
		struct lr_case *take = theirs ? &other : &c;
		take->id = id;
		st = lr_casebook_update(cb, take, c.checksum, true, err, sizeof err);
	}
	lr_casebook_close(cb);
	lr_case_clear(&other);
	lr_case_clear(&c);
	rc = case_status_exit(cmd, st == LR_CASEBOOK_MISSING
			      ? LR_CASEBOOK_REFUSED : st, err);
	if (rc == EXIT_OK) {
		printf(theirs ? _("case %lld: the other casebook's version kept; "
				  "the conflict is resolved\n")
		       : _("case %lld: this casebook's version kept; the "
			   "conflict is resolved\n"), (long long)id);
		char done[128];
		snprintf(done, sizeof done, _("case %lld was changed"),
			 (long long)id);
		rc = case_report_done(cmd, rc, done);
	}
	return case_finish(rc);
}

int case_edit(int argc, char **argv)
{
	const char *cmd = "case edit";
	struct case_opts o;
	int64_t id;
	int rc = case_opts_parse(argc, argv, O_CASEBOOK | O_TEXTS | O_EDIT, &o);
	if (rc != EXIT_OK)
		return rc;
	if (o.nwords != 1) {
		front_error(cmd, _("give one case number"));
		return EXIT_USAGE;
	}
	if ((rc = case_parse_id(cmd, o.words[0], &id)) != EXIT_OK)
		return rc;
	int verdict = LR_VERDICT_NONE;
	if (o.verified && (verdict = parse_verdict(o.verified)) == -2) {
		front_error(cmd, _("--verified: '%s' is not yes (驗), no (不驗) "
			  "or unset"), o.verified);
		return EXIT_USAGE;
	}
	if (o.outcome_date && *o.outcome_date &&
	    !front_case_date_ok(o.outcome_date)) {
		front_error(cmd, _("--outcome-date: '%s' is not a date "
			  "YYYY-MM-DD"), o.outcome_date);
		return EXIT_USAGE;
	}
	bool texts = o.question || o.judgment || o.notes || o.outcome ||
		     o.outcome_date || o.verified || o.ntags || o.nuntags;
	if (o.keep && texts) {
		front_error(cmd, _("give --keep alone, without a change"));
		return EXIT_USAGE;
	}
	if (o.keep)
		return keep_version(cmd, &o, id);
	if (!texts)
		return edit_in_editor(cmd, &o, id);
	struct lr_casebook *cb;
	rc = case_open_casebook(cmd, &o, false, &cb);
	if (rc != EXIT_OK)
		return rc;
	char err[8192];
	int st = LR_CASEBOOK_OK;
	if (!cb) {
		snprintf(err, sizeof err, _("no case %lld"), (long long)id);
		st = LR_CASEBOOK_MISSING;
	}
	/* one change at a time, each its own transaction */
	const struct { enum lr_case_field field; const char *text; } sets[] = {
		{ LR_FIELD_QUESTION, o.question }, { LR_FIELD_JUDGMENT, o.judgment },
		{ LR_FIELD_NOTES, o.notes }, { LR_FIELD_OUTCOME, o.outcome },
		{ LR_FIELD_OUTCOME_DATE, o.outcome_date },
	};
	for (size_t i = 0; st == LR_CASEBOOK_OK && i < 5; i++)
		if (sets[i].text)
			st = lr_casebook_set_text(cb, id, sets[i].field,
				sets[i].field == LR_FIELD_OUTCOME_DATE &&
				!*sets[i].text ? NULL : sets[i].text, err, sizeof err);
	if (st == LR_CASEBOOK_OK && o.verified)
		st = lr_casebook_set_verdict(cb, id, verdict, err, sizeof err);
	for (int i = 0; st == LR_CASEBOOK_OK && i < o.ntags; i++)
		st = lr_casebook_tag(cb, id, o.tags[i], true, err, sizeof err);
	for (int i = 0; st == LR_CASEBOOK_OK && i < o.nuntags; i++)
		st = lr_casebook_tag(cb, id, o.untags[i], false, err, sizeof err);
	lr_casebook_close(cb);
	return case_finish(case_status_exit(cmd, st == LR_CASEBOOK_MISSING
				  ? LR_CASEBOOK_REFUSED : st, err));
}
