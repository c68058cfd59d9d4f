/* liuren - screen_casebook.c: the browser's casebook: K keeps the chart on
 * screen as a case (asking for the question, then its tags), B opens the list of cases
 * (or, with E, the book's worked charts), filtered by #tag, 課體 or text;
 * Enter opens a case on the chart with its texts at the top of the
 * commentary; J and O edit its judgment and outcome, + and - mark it
 * 驗 or 不驗. The chart of a case is made by the same path as `liuren
 * print` (cli/case_chart.h), so the browser and the command line keep
 * and reopen cases alike. A write never freezes the screen: it waits
 * briefly for another program's write, and when the casebook stays
 * busy the prompt comes back with what was typed (Enter tries again,
 * Esc gives it up). A damaged case is listed as damaged, never shown.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "front/case_chart.h"
#include "front/config.h"
#include "liuren/ask.h"
#include "liuren/bookcases.h"
#include "liuren/casebook.h"
#include "liuren/reading.h"
#include "liuren/i18n.h"
#include "liuren/lang.h"
#include "liuren/quote.h"
#include "tui/chrome.h"
#include "tui/screen_casebook.h"
#include "tui/width.h"

struct case_row {
	int64_t id;		/* 0 for a book case */
	char book_id[8];
	char line[320];
};

struct tui_casebook {
	struct lr_casebook *cb;
	bool book;		/* the book's worked charts */
	struct case_row *rows;
	int nrows, cap;
	int cursor, top;
	char filter[TUI_PROMPT_MAX];
	int64_t editing;	/* the case a judgment/outcome prompt edits */
	char question[TUI_PROMPT_MAX];	/* K: asked, tags to come */
	bool writable;		/* CB was opened to write */
};

enum { LIST_Y = 2 };

/* How long a write waits for another program's write (ms). */
enum { BUSY_WAIT_MS = 150 };

static unsigned prompt(struct tui_state *st, enum tui_prompt_kind kind,
		       const char *text);

static struct tui_casebook *book_of(struct tui_state *st)
{
	if (!st->casebook)
		st->casebook = calloc(1, sizeof *st->casebook);
	return st->casebook;
}

void tui_casebook_left(struct tui_state *st)
{
	free(st->case_text);
	st->case_text = NULL;
}

void tui_casebook_free(struct tui_state *st)
{
	tui_casebook_left(st);
	if (st->casebook) {
		lr_casebook_close(st->casebook->cb);
		free(st->casebook->rows);
		free(st->casebook);
		st->casebook = NULL;
	}
}

/* How open_book opens the casebook: to read (the list: nothing written,
 * readable in a directory it cannot write), to write, or to write and
 * make it when there is none. */
enum { BOOK_READ, BOOK_WRITE, BOOK_CREATE };

/* Open the casebook (the config file's, else the default) when not yet
 * open, or open for reading only while MODE writes. Returns 0, 1 when
 * there is none and MODE does not create, or -1 with the reason in the
 * status line. */
static int open_book(struct tui_state *st, struct tui_casebook *b, int mode)
{
	if (b->cb && (mode == BOOK_READ || b->writable))
		return 0;
	lr_casebook_close(b->cb);	/* read only: opened again to write */
	b->cb = NULL;
	b->writable = mode != BOOK_READ;
	char path[4096], err[8192];
	bool given = st->casebook_file[0] != '\0';
	int found = 0;
	if (given) {
		snprintf(path, sizeof path, "%s", st->casebook_file);
	} else if (!st->no_config && st->config_file[0]) {
		/* the config read when the browser began */
		const struct front_config *c = front_config(st->config_file,
							    false);
		found = c->casebook;
		if (found < 0) {
			tui_status(st, true, "%s", c->casebook_error);
			return -1;
		}
		if (found == 1)
			snprintf(path, sizeof path, "%s", c->casebook_path);
		given = found == 1;
	}
	if (!given && lr_casebook_default_path(path, sizeof path) != 0) {
		tui_status(st, true, "%s", _("no place for the casebook: "
			   "set XDG_DATA_HOME or HOME, or give --casebook FILE"));
		return -1;
	}
	/* as case add: the directories are made unless --casebook names
	 * the file */
	int rc = mode == BOOK_READ
		 ? lr_casebook_open_read(path, &b->cb, err, sizeof err)
		 : lr_casebook_open(path, mode == BOOK_CREATE,
				    !st->casebook_file[0], &b->cb, err, sizeof err);
	if (rc == LR_CASEBOOK_MISSING)
		return 1;
	if (rc != LR_CASEBOOK_OK) {
		tui_status(st, true, "%s", err);
		return -1;
	}
	/* a write waits a moment for another program's, never seconds:
	 * the screen answers, and what was typed is kept (see busy) */
	lr_casebook_set_wait(b->cb, BUSY_WAIT_MS);
	return 0;
}

/* After a write found the casebook BUSY: the prompt KIND again with what
 * was typed (TEXT), and why. */
static unsigned busy_again(struct tui_state *st, enum tui_prompt_kind kind,
			   const char *text, const char *err)
{
	char typed[TUI_PROMPT_MAX];
	snprintf(typed, sizeof typed, "%s", text);
	unsigned r = prompt(st, kind, typed);
	tui_status(st, true, _("%s (Enter tries again; Esc gives up what "
		   "was typed)"), err);
	return r;
}

static struct case_row *new_row(struct tui_casebook *b)
{
	if (b->nrows == b->cap) {
		int cap = b->cap ? 2 * b->cap : 64;
		struct case_row *grown = realloc(b->rows, (size_t)cap * sizeof *grown);
		if (!grown)
			return NULL;
		b->rows = grown;
		b->cap = cap;
	}
	struct case_row *r = &b->rows[b->nrows++];
	memset(r, 0, sizeof *r);
	return r;
}

static int add_row(const struct lr_case *c, void *arg)
{
	struct tui_casebook *b = arg;
	struct case_row *r = new_row(b);
	if (!r)
		return 1;
	r->id = c->id;
	if (c->damaged) {
		snprintf(r->line, sizeof r->line, "%-5lld %s", (long long)c->id,
			 _("damaged: not shown (see 'liuren case check')"));
		return 0;
	}
	char *text = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&text, &len);
	if (m) {
		front_case_print_line(m, c);
		fclose(m);
		snprintf(r->line, sizeof r->line, "%.*s", (int)strcspn(text, "\n"),
			 text);
	}
	free(text);
	return 0;
}

/* Fill the rows for the filter: #tag, a 課體 name, else text. */
static void load_rows(struct tui_state *st, struct tui_casebook *b)
{
	b->nrows = 0;
	const char *f = b->filter;
	if (b->book) {
		char err[1024];
		const struct lr_bookcases *book = lr_bookcases_default(err, sizeof err);
		if (!book) {
			tui_status(st, true, "%s", err);
			return;
		}
		for (int i = 0; i < book->count; i++) {
			const struct lr_bookcase *c = &book->cases[i];
			if (*f && !strstr(c->notation, f) && !strstr(c->text, f) &&
			    !strstr(c->patterns, f) && !strstr(c->source, f))
				continue;
			struct case_row *r = new_row(b);
			if (!r)
				break;
			snprintf(r->book_id, sizeof r->book_id, "%s", c->id);
			snprintf(r->line, sizeof r->line, "%-4s %s  %s", c->id,
				 c->notation, c->source);
		}
	} else if (open_book(st, b, BOOK_READ) == 0) {
		struct lr_case_filter filter = { 0 };
		if (f[0] == '#' && f[1])
			filter.tag = f + 1;
		else if (*f && lr_pattern_find(f, NULL) >= 0)
			filter.pattern = lr_pattern_info(lr_pattern_find(f, NULL))->name;
		else if (*f)
			filter.search = f;
		char err[8192];
		if (lr_casebook_query(b->cb, &filter, add_row, b, err,
				      sizeof err) < 0)
			tui_status(st, true, "%s", err);
	}
	if (b->cursor >= b->nrows)
		b->cursor = b->nrows > 0 ? b->nrows - 1 : 0;
}

static int list_rows(void)
{
	return LINES - 1 - LIST_Y;
}

void tui_casebook_draw(struct tui *t)
{
	struct tui_state *st = &t->st;
	struct tui_casebook *b = book_of(st);
	attr_t bar = tui_role(TUI_ROLE_STATUS);
	tui_blank(0, 0, COLS, bar);
	if (!b)
		return;
	/* the count inside the message: a language puts its own colon; a
	 * narrow screen drops the hint, never the count or the filter */
	char head[256], line[TUI_PROMPT_MAX + 300], clip[TUI_PROMPT_MAX + 300];
	for (int form = 0; form < 2; form++) {
		if (form == 0)
			snprintf(head, sizeof head, b->book
				 ? _("the book's worked charts (E: your cases): %d")
				 : _("casebook (E: the book's charts): %d"),
				 b->nrows);
		else
			/* TRANSLATORS: the casebook's title on a narrow
			   screen: the cases (or the book's charts) shown */
			snprintf(head, sizeof head, b->book
				 ? _("the book's charts: %d") : _("casebook: %d"),
				 b->nrows);
		snprintf(line, sizeof line, " %s%s%s", head,
			 b->filter[0] ? "   / " : "", b->filter);
		if (tw_width(lr_lang_display(line)) <= COLS)
			break;
	}
	tw_clip(line, COLS, clip, sizeof clip);
	tui_text(0, 0, COLS, clip, bar);
	tui_text(1, 0, COLS, b->book ? _(" id   chart as the book writes it   source")
		 : _(" no.   asked             chart            mark [tags] question"),
		 tui_role(TUI_ROLE_TITLE));
	int rows = list_rows();
	if (b->cursor < b->top)
		b->top = b->cursor;
	if (b->cursor >= b->top + rows)
		b->top = b->cursor - rows + 1;
	if (b->nrows == 0)
		tui_text(LIST_Y, 1, COLS - 1, b->filter[0]
			 ? _("no case matches the filter (/ changes it)")
			 : _("no cases yet: K on the chart keeps the chart on screen"),
			 tui_role(TUI_ROLE_CAPTION));
	for (int r = 0; r < rows && b->top + r < b->nrows; r++) {
		int i = b->top + r;
		attr_t a = i == b->cursor ? tui_role(TUI_ROLE_SELECT)
					  : tui_role(TUI_ROLE_NORMAL);
		/* a row cut short ends with the mark; Enter opens it */
		char cut[sizeof b->rows[i].line + 8];
		tw_clip(b->rows[i].line, COLS, cut, sizeof cut);
		tui_text_pad(LIST_Y + r, 0, COLS, cut, a);
	}
	tui_draw_footer(t, TUI_CTX_CASEBOOK);
}

/* Start typing for prompt KIND, the line holding TEXT. */
static unsigned prompt(struct tui_state *st, enum tui_prompt_kind kind,
		       const char *text)
{
	st->back = st->screen;
	st->screen = TUI_SCREEN_PROMPT;
	st->prompt_kind = kind;
	snprintf(st->prompt, sizeof st->prompt, "%s", text ? text : "");
	return TUI_R_REDRAW;
}

unsigned tui_casebook_action(struct tui *t, enum tui_action a)
{
	struct tui_state *st = &t->st;
	struct tui_casebook *b = book_of(st);
	if (!b) {
		tui_status(st, true, "%s", _("out of memory"));
		return TUI_R_REDRAW;
	}
	if (a == TUI_A_CASE_SAVE)
		return prompt(st, TUI_PROMPT_CASE_QUESTION, "");
	st->screen = TUI_SCREEN_CASEBOOK;
	load_rows(st, b);
	b->cursor = b->book ? 0 : (b->nrows > 0 ? b->nrows - 1 : 0);
	return TUI_R_REDRAW;
}

/* The case on screen as the inputs `liuren case add` would store. */
static int case_inputs(const struct tui_state *st, struct lr_case *c)
{
	char buf[8192], pillar[8];
	int bad = 0;
	lr_case_init(c);
	if (st->have_moment) {
		const struct lr_moment *m = &st->moment;
		c->kind = LR_CASE_MOMENT;
		snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d:%02d",
			 m->civil.year, m->civil.month, m->civil.day,
			 m->civil.hour, m->civil.minute, m->civil.second);
		bad |= lr_case_set(&c->moment, buf);
		const char *zone = m->zone;
		if (!*zone && strcmp(lr_zone_display(""), "localtime"))
			zone = lr_zone_display("");
		bad |= lr_case_set(&c->zone, zone);
		c->lon = m->lon;
		c->lat = m->lat;
		if (st->general_source == TUI_GEN_MANUAL)
			bad |= lr_case_set(&c->general,
					   lr_branch_name(st->input.general));
	} else if (st->stated_text[0] && st->stated_shift == 0) {
		/* the book's notation, as print reads it; an hour or general
		 * stepped since goes with it */
		c->kind = LR_CASE_NOTATION;
		bad |= lr_case_set(&c->notation, st->stated_text);
		if (st->input.hour != st->stated_input.hour)
			bad |= lr_case_set(&c->hour, lr_branch_name(st->input.hour));
		if (st->input.general != st->stated_input.general)
			bad |= lr_case_set(&c->general,
					   lr_branch_name(st->input.general));
	} else {
		c->kind = LR_CASE_PILLARS;
		bad |= lr_case_set(&c->day, lr_cycle_name(st->input.day, pillar));
		bad |= lr_case_set(&c->hour, lr_branch_name(st->input.hour));
		bad |= lr_case_set(&c->general, lr_branch_name(st->input.general));
	}
	const struct lr_context *q = &st->querent;
	if (q->birth_dated) {	/* the date as given */
		bad |= lr_case_set(&c->birth, q->birth_text);
	} else if (q->birth_year > 0) {
		snprintf(buf, sizeof buf, "%d", q->birth_year);
		bad |= lr_case_set(&c->birth, buf);
	} else if (q->birth >= 0) {
		bad |= lr_case_set(&c->birth, lr_cycle_name(q->birth, pillar));
	} else if (q->birth_branch >= 0) {
		bad |= lr_case_set(&c->birth, lr_branch_name(q->birth_branch));
	}
	if (q->sex != LR_SEX_UNKNOWN)
		bad |= lr_case_set(&c->sex, q->sex == LR_MALE ? "m" : "f");
	if (q->xingnian_given && q->xingnian >= 0)
		bad |= lr_case_set(&c->xingnian, lr_branch_name(q->xingnian));
	char **spouse[2] = { &c->husband_xingnian, &c->wife_xingnian };
	for (int i = 0; i < 2; i++)
		if (q->couple_xingnian[i] >= 0 && !q->couple_from_querent[i])
			bad |= lr_case_set(spouse[i], lr_context_spouse_xingnian_name(
					q, (enum lr_spouse)i, pillar));
	if (q->ask != LR_ASK_NONE)
		bad |= lr_case_set(&c->ask, lr_ask_name(q->ask));
	front_case_settings_text(&st->settings, buf, sizeof buf);
	bad |= lr_case_set(&c->settings, buf);
	return bad ? -1 : 0;
}

/* Do two charts show the same lesson? */
static bool same_chart(const struct lr_chart *a, const struct lr_chart *b)
{
	if (a->method != b->method || a->daytime != b->daytime ||
	    memcmp(&a->input, &b->input, sizeof a->input))
		return false;
	for (int i = 0; i < 3; i++)
		if (a->transmissions[i].branch != b->transmissions[i].branch ||
		    a->transmissions[i].general != b->transmissions[i].general)
			return false;
	for (int i = 0; i < 4; i++)
		if (a->lessons[i].upper != b->lessons[i].upper)
			return false;
	return true;
}

/* Add the tags of TEXT (commas, ， or 、 between them) to C. Returns 0,
 * or -1 with the reason in the status line. */
static int take_tags(struct tui_state *st, const char *text, struct lr_case *c)
{
	char copy[TUI_PROMPT_MAX];
	snprintf(copy, sizeof copy, "%s", text);
	for (char *p = copy; ; ) {
		static const char *const seps[] = { ",", "，", "、" };
		char *next = NULL;
		size_t skip = 0;
		for (int i = 0; i < 3; i++) {
			char *at = strstr(p, seps[i]);
			if (at && (!next || at < next)) {
				next = at;
				skip = strlen(seps[i]);
			}
		}
		if (next)
			*next = '\0';
		while (*p == ' ')
			p++;
		for (char *e = p + strlen(p); e > p && e[-1] == ' '; )
			*--e = '\0';
		if (*p) {
			const char *why = lr_case_tag_check(p);
			if (why) {
				char shown[LR_QUOTE_SIZE];
				tui_status(st, true, "'%s': %s",
					   lr_quote(p, shown, sizeof shown), why);
				return -1;
			}
			if (lr_case_add_tag(c, p) < 0)
				return -1;
		}
		if (!next)
			break;
		p = next + skip;
	}
	return 0;
}

static unsigned keep_chart(struct tui_state *st, const char *question,
			   const char *tags)
{
	struct tui_casebook *b = book_of(st);
	static struct chart_request req;
	struct lr_case in, c;
	char err[8192];
	if (!*question) {
		tui_status(st, true, "%s", _("a case needs the question asked; "
			   "nothing was kept"));
		return TUI_R_REDRAW;
	}
	if (case_inputs(st, &in) < 0 || front_case_chart(&in, "browser", &req) != 0 ||
	    !same_chart(&req.reading.chart, &st->reading->chart)) {
		lr_case_clear(&in);
		tui_status(st, true, "%s", _("this chart cannot be kept as it is "
			   "shown (its inputs do not give it again)"));
		return TUI_R_REDRAW;
	}
	lr_case_clear(&in);
	lr_case_init(&c);
	if (take_tags(st, tags, &c) < 0) {
		lr_case_clear(&c);
		/* the tags again, to be put right */
		unsigned r = prompt(st, TUI_PROMPT_CASE_TAGS, tags);
		st->status_error = true;
		return r;
	}
	int rc = front_case_from_request(&c, &req) < 0 || lr_case_set(&c.question, question) < 0
		 ? LR_CASEBOOK_FAIL : open_book(st, b, BOOK_CREATE);
	if (rc == 0)
		rc = lr_casebook_add(b->cb, &c, err, sizeof err);
	if (rc == LR_CASEBOOK_BUSY) {
		/* the question stays in B->question, the tags come back */
		lr_case_clear(&c);
		return busy_again(st, TUI_PROMPT_CASE_TAGS, tags, err);
	}
	if (rc == 0)
		tui_status(st, false, _("kept as case %lld (B lists the cases)"),
			   (long long)c.id);
	else if (rc != -1 || !st->status_error)
		tui_status(st, true, "%s", rc == LR_CASEBOOK_FAIL && !b->cb
			   ? _("out of memory") : err);
	lr_case_clear(&c);
	return TUI_R_REDRAW;
}

/* The case under the cursor, read from the casebook. */
static int selected_case(struct tui_state *st, struct lr_case *c)
{
	struct tui_casebook *b = st->casebook;
	char err[8192];
	if (!b || b->book || b->nrows == 0 || !b->cb) {
		tui_status(st, true, "%s", b && b->book
			   ? _("the book's charts cannot be changed")
			   : _("no case selected"));
		return -1;
	}
	if (lr_casebook_get(b->cb, b->rows[b->cursor].id, c, err, sizeof err) != 0) {
		tui_status(st, true, "%s", err);
		return -1;
	}
	return 0;
}

/* Put case C on the chart, with TEXTS in the commentary. */
static unsigned open_on_chart(struct tui_state *st, const struct lr_case *c,
			      const char *texts, bool check)
{
	static struct chart_request req;
	if (front_case_chart(c, "browser", &req) != 0) {
		tui_status(st, true, "%s", _("this case's chart cannot be made "
			   "here (see liuren case show)"));
		return TUI_R_REDRAW;
	}
	st->settings = req.args.settings;
	lr_context_querent(&st->querent, &req.reading.context);
	if (req.reading.from_moment && !c->day && !c->hour) {
		st->input.general = req.reading.chart.input.general;
		st->moment = req.reading.moment;
		st->have_moment = true;
		st->general_source = c->general ? TUI_GEN_MANUAL : TUI_GEN_CALENDAR;
		st->general_offset = lr_branch_add(req.reading.cal.general,
						   -st->input.general);
	} else {
		/* what the case's notation states about the time, as print */
		tui_state_type_chart(st, &req.reading.chart.input, &req.reading.context,
				     c->kind == LR_CASE_NOTATION ? c->notation : NULL);
	}
	tui_state_compute(st);
	tui_casebook_left(st);
	st->case_text = strdup(texts);
	st->screen = TUI_SCREEN_CHART;
	st->focus = TUI_PANE_PLATE;
	st->commentary = true;
	st->commentary_top = 0;
	if (check && front_case_chart_differs(c, &req))
		tui_status(st, true, "%s", _("this chart now comes out differently "
			   "from when the case was kept (see liuren case show)"));
	else if (!same_chart(&req.reading.chart, &st->reading->chart))
		tui_status(st, true, "%s", _("the browser shows this case without "
			   "part of its inputs (see liuren case show)"));
	return TUI_R_REDRAW;
}

static unsigned open_selected(struct tui_state *st)
{
	struct tui_casebook *b = st->casebook;
	if (!b || b->nrows == 0)
		return TUI_R_NONE;
	struct lr_case c;
	char *text = NULL;
	size_t len = 0;
	unsigned r;
	if (b->book) {
		char err[1024];
		const struct lr_bookcases *book = lr_bookcases_default(err, sizeof err);
		const struct lr_bookcase *bc = book ?
			lr_bookcase_find(book, b->rows[b->cursor].book_id) : NULL;
		if (!bc)
			return TUI_R_NONE;
		lr_case_init(&c);
		c.kind = LR_CASE_NOTATION;
		lr_case_set(&c.notation, bc->notation);
		if (strcmp(bc->settings, "-"))
			lr_case_set(&c.settings, bc->settings);
		FILE *m = open_memstream(&text, &len);
		if (m) {
			fprintf(m, "%s %s  %s\n%s\n", _("book case"), bc->id,
				bc->source, bc->text);
			fclose(m);
		}
		r = open_on_chart(st, &c, text ? text : "", false);
	} else {
		if (selected_case(st, &c) < 0)
			return TUI_R_REDRAW;
		FILE *m = open_memstream(&text, &len);
		if (m) {
			front_case_print_texts(m, &c);
			fclose(m);
		}
		/* the texts begin with a blank line */
		r = open_on_chart(st, &c, text ? text + (text[0] == '\n') : "", true);
	}
	free(text);
	lr_case_clear(&c);
	return r;
}

/* J / O: edit a text of the selected case on the prompt line. */
static unsigned edit_text(struct tui_state *st, enum tui_prompt_kind kind)
{
	struct lr_case c;
	if (selected_case(st, &c) < 0)
		return TUI_R_REDRAW;
	const char *now = kind == TUI_PROMPT_CASE_JUDGMENT ? c.judgment : c.outcome;
	unsigned r;
	if (now && (strlen(now) >= TUI_PROMPT_MAX || strchr(now, '\n'))) {
		tui_status(st, true, "%s", _("this text is too long to edit on one "
			   "line here; use liuren case edit"));
		r = TUI_R_REDRAW;
	} else {
		st->casebook->editing = c.id;
		r = prompt(st, kind, now);
	}
	lr_case_clear(&c);
	return r;
}

static unsigned mark(struct tui_state *st, int verdict)
{
	struct lr_case c;
	char err[8192];
	if (selected_case(st, &c) < 0)
		return TUI_R_REDRAW;
	int v = c.verdict == verdict ? LR_VERDICT_NONE : verdict;
	bool opened = open_book(st, st->casebook, BOOK_WRITE) == 0;	/* or said */
	if (opened && lr_casebook_set_verdict(st->casebook->cb, c.id, v, err,
					      sizeof err) != 0)
		tui_status(st, true, "%s", err);
	else if (opened)
		tui_status(st, false, _("case %lld: %s"), (long long)c.id,
			   v == LR_VERDICT_RIGHT ? "驗" : v == LR_VERDICT_WRONG
			   ? "不驗" : _("mark cleared"));
	lr_case_clear(&c);
	load_rows(st, st->casebook);
	return TUI_R_REDRAW;
}

unsigned tui_casebook_key(struct tui *t, enum tui_action a, int key)
{
	(void)key;
	struct tui_state *st = &t->st;
	struct tui_casebook *b = book_of(st);
	if (!b)
		return TUI_R_UNHANDLED;
	int page = list_rows() > 1 ? list_rows() - 1 : 1;
	int last = b->nrows > 0 ? b->nrows - 1 : 0;
	switch (a) {
	case TUI_A_DOWN:
		b->cursor = b->cursor < last ? b->cursor + 1 : last;
		return TUI_R_REDRAW;
	case TUI_A_UP:
		b->cursor = b->cursor > 0 ? b->cursor - 1 : 0;
		return TUI_R_REDRAW;
	case TUI_A_PAGE_DOWN:
		b->cursor = b->cursor + page < last ? b->cursor + page : last;
		return TUI_R_REDRAW;
	case TUI_A_PAGE_UP:
		b->cursor = b->cursor > page ? b->cursor - page : 0;
		return TUI_R_REDRAW;
	case TUI_A_TOP:
		b->cursor = 0;
		return TUI_R_REDRAW;
	case TUI_A_BOTTOM:
		b->cursor = last;
		return TUI_R_REDRAW;
	case TUI_A_BACK:
		st->screen = TUI_SCREEN_CHART;
		return TUI_R_REDRAW;
	case TUI_A_CASE_OPEN:
		return open_selected(st);
	case TUI_A_CASE_FILTER:
		return prompt(st, TUI_PROMPT_CASE_FILTER, b->filter);
	case TUI_A_CASE_JUDGMENT:
		return edit_text(st, TUI_PROMPT_CASE_JUDGMENT);
	case TUI_A_CASE_OUTCOME:
		return edit_text(st, TUI_PROMPT_CASE_OUTCOME);
	case TUI_A_CASE_RIGHT:
		return mark(st, LR_VERDICT_RIGHT);
	case TUI_A_CASE_WRONG:
		return mark(st, LR_VERDICT_WRONG);
	case TUI_A_CASE_BOOK:
		b->book = !b->book;
		b->filter[0] = 0;
		b->cursor = 0;
		load_rows(st, b);
		if (!b->book)
			b->cursor = b->nrows > 0 ? b->nrows - 1 : 0;
		return TUI_R_REDRAW;
	default:
		return TUI_R_UNHANDLED;
	}
}

unsigned tui_casebook_prompt_done(struct tui *t)
{
	struct tui_state *st = &t->st;
	struct tui_casebook *b = book_of(st);
	enum tui_prompt_kind kind = st->prompt_kind;
	st->screen = st->back;
	if (!b)
		return TUI_R_REDRAW;
	char err[8192];
	switch (kind) {
	case TUI_PROMPT_CASE_QUESTION:
		if (!st->prompt[strspn(st->prompt, " ")])
			return keep_chart(st, "", "");	/* says why not */
		/* then its tags */
		snprintf(b->question, sizeof b->question, "%s", st->prompt);
		return prompt(st, TUI_PROMPT_CASE_TAGS, "");
	case TUI_PROMPT_CASE_TAGS: {
		char tags[TUI_PROMPT_MAX];
		snprintf(tags, sizeof tags, "%s", st->prompt);
		return keep_chart(st, b->question, tags);
	}
	case TUI_PROMPT_CASE_FILTER:
		snprintf(b->filter, sizeof b->filter, "%s", st->prompt);
		b->cursor = 0;
		load_rows(st, b);
		return TUI_R_REDRAW;
	case TUI_PROMPT_CASE_JUDGMENT:
	case TUI_PROMPT_CASE_OUTCOME:
		if (b->cb && open_book(st, b, BOOK_WRITE) != 0) {
			load_rows(st, b);	/* why not is said */
			return TUI_R_REDRAW;
		}
		int rc = b->cb ? lr_casebook_set_text(b->cb, b->editing,
			kind == TUI_PROMPT_CASE_JUDGMENT ? LR_FIELD_JUDGMENT
			: LR_FIELD_OUTCOME, st->prompt[0] ? st->prompt : NULL,
			err, sizeof err) : LR_CASEBOOK_MISSING;
		if (rc == LR_CASEBOOK_BUSY)
			return busy_again(st, kind, st->prompt, err);
		if (rc != LR_CASEBOOK_OK)
			tui_status(st, true, "%s", b->cb ? err : _("no casebook"));
		else
			tui_status(st, false, _("case %lld saved"),
				   (long long)b->editing);
		load_rows(st, b);
		return TUI_R_REDRAW;
	default:
		return TUI_R_REDRAW;
	}
}
