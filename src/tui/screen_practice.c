/* liuren - screen_practice.c: practice in the browser (see
 * tui/screen_practice.h). Its state is its own: the questions of the
 * chart it was opened on, the step asked, the answer being typed and
 * what was right at the first try. A chart done is kept with the
 * student's progress (--student, else the login name), as `liuren
 * practice` keeps it (liuren/progress.h); Ctrl-N deals the next by it.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "tui/screen_practice.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistr.h>

#include "liuren/i18n.h"
#include "liuren/lang.h"
#include "liuren/practice.h"
#include "liuren/progress.h"
#include "tui/bifa.h"
#include "tui/chrome.h"
#include "tui/plate.h"
#include "tui/width.h"

/* the answer typed; beside the plate a wrong answer shows, the share of
 * the width the plate may take (in 100ths: the chart screen's 8 x 3
 * cells at 80 columns) and the narrowest column left for the text */
enum { ANSWER_MAX = 256, PLATE_SHARE = 40, TEXT_MIN_W = 30 };

static struct {
	struct lr_practice p;
	struct lr_chart chart;	/* the chart practised, and its trace */
	struct lr_trace trace;
	/* the reading of that chart (the session's: the chart does not
	 * move while the practice is open) */
	const struct lr_reading *reading;
	int step;		/* the step asked; p.count when done */
	int tries;		/* answers given to it so far */
	bool wrong;		/* the last answer was not right */
	bool right[LR_PRACTICE_MAX];	/* right at the first try */
	bool skipped[LR_PRACTICE_MAX];
	int answers[LR_PRACTICE_MAX];	/* answers given to each step */
	char typed[ANSWER_MAX];
} ps;

unsigned
tui_practice_open(struct tui_state *st)
{
	memset(&ps, 0, sizeof ps);
	ps.chart = st->reading->chart;
	ps.trace = *st->trace;
	ps.reading = st->reading;
	/* the derivation alone: not the 法 the teaching mode adds after it */
	while (ps.trace.count > 0 &&
	       tui_bifa_step(&ps.trace.steps[ps.trace.count - 1]))
		ps.trace.count--;
	if (lr_practice_make(&ps.p, &st->reading->chart, &ps.trace) < 0) {
		tui_status(st, true, "%s", _("this chart's derivation is cut "
			   "short: it cannot be practised"));
		return TUI_R_REDRAW;
	}
	/* --rules: which of a list of 課體 or 法 hold, last, from the
	 * reading the chart on screen shows */
	if (st->practice_rules != LR_PRACTICE_RULES_NONE)
		lr_practice_add_rules(&ps.p, st->reading, st->practice_rules);
	st->screen = TUI_SCREEN_PRACTICE;
	return TUI_R_REDRAW;
}

static int
score(void)
{
	int n = 0;
	for (int i = 0; i < ps.p.count; i++)
		n += ps.right[i];
	return n;
}

/* Step I's line as answered in COLS columns: its question and the
 * answer, the question cut (marked so) when the line would not fit, so
 * that the answer stays in view. */
static void
answered_line(int i, int cols, char *buf, size_t len)
{
	char prompt[512], head[600], tail[128];
	lr_practice_prompt(&ps.p, i, prompt, sizeof prompt);
	snprintf(head, sizeof head, "%2d. %s", i + 1, prompt);
	snprintf(tail, sizeof tail, "  %s%s", ps.p.steps[i].answer,
		 ps.right[i] ? "" : ps.skipped[i] ? _("  (skipped)")
					       : _("  (missed)"));
	int room = cols - tw_width(tail);
	if (tw_width(head) > room && room > 0) {
		char cut[600];
		tw_clip(head, room, cut, sizeof cut);
		snprintf(buf, len, "%s%s", cut, tail);
	} else {
		snprintf(buf, len, "%s%s", head, tail);
	}
}

/* The Kth line of what a wrong answer to step S shows: the trace's
 * deciding sentences, or for the rules' question each rule listed with
 * the reading's reason or that it does not hold. Into BUF; false past
 * the last. */
static bool
feedback_line(const struct lr_practice_step *s, int k, char *buf, size_t len)
{
	if (s->kind == LR_PQ_RULES) {
		if (k >= s->nforms)
			return false;
		const char *why = lr_practice_rule_reason(s, k, ps.reading);
		if (why)
			snprintf(buf, len, _("%d %s: holds: %s"), k + 1,
				 lr_lang_display(s->forms[k]), why);
		else
			snprintf(buf, len, _("%d %s: does not hold"), k + 1,
				 lr_lang_display(s->forms[k]));
		return true;
	}
	if (k >= s->ndecided)
		return false;
	lr_step_format(&ps.trace, &ps.trace.steps[s->decided_by[k]], buf, len);
	return true;
}

/* After a wrong answer, the plate beside the text as the teaching
 * mode draws it at the deciding steps (lr_practice_plate: their palaces
 * lit, nothing a later question asks shown), when it fits: its top on
 * row Y, on the left. Returns the column the text starts at, or 1 when
 * there is no plate. */
static int
draw_plate(struct tui *t, int y)
{
	int pw, ph;
	tui_plate_size(COLS * PLATE_SHARE / 100, LINES, &pw, &ph);
	if (y + ph > LINES - 1 || COLS - pw - 3 < TEXT_MIN_W)
		return 1;
	unsigned lit;
	struct lr_reveal rv;
	int last = lr_practice_plate(&ps.p, ps.step, &ps.chart, &ps.trace, &lit,
				     &rv);
	tui_draw_plate(t, y, 0, COLS * PLATE_SHARE / 100, &ps.chart, lit,
		       last >= 0 ? &ps.trace.steps[last] : NULL, &rv);
	return pw + 2;
}

void
tui_practice_draw(struct tui *t)
{
	attr_t normal = tui_role(TUI_ROLE_NORMAL);
	tui_draw_header(t);
	for (int y = 1; y < LINES - 1; y++)
		tui_blank(y, 0, COLS, normal);
	int x = 1, cols = COLS - 2, y = 1;
	bool done = ps.step >= ps.p.count;
	tui_textf(y++, x, cols, tui_role(TUI_ROLE_TITLE), _("Practice: step "
		  "%d of %d, %d right at the first try"),
		  done ? ps.p.count : ps.step + 1, ps.p.count, score());
	/* a wrong answer: the plate on the left, the text beside it */
	if (!done && ps.wrong) {
		x = draw_plate(t, y);
		cols = COLS - x - 1;
	}
	/* the feedback and the question take the bottom; the steps
	 * answered fill what is left above, the latest last */
	char sentence[LR_STEP_TEXT + 1024];
	int need = done ? 2 : 3;	/* a blank, the question, the answer */
	/* the question wraps: the list of the rules' question is long */
	char question[640] = "";
	if (!done) {
		char prompt[512];
		lr_practice_prompt(&ps.p, ps.step, prompt, sizeof prompt);
		snprintf(question, sizeof question, "%2d. %s", ps.step + 1, prompt);
		need += tw_lines(question, cols, NULL, 0) - 1;
	}
	if (!done && ps.wrong) {
		need++;
		for (int k = 0; feedback_line(&ps.p.steps[ps.step], k, sentence,
					      sizeof sentence); k++)
			need += tw_lines(sentence, cols - 2, NULL, 0);
	}
	int room = LINES - 2 - y - need;
	int first = ps.step - (room > 0 ? room : 0);
	if (first < 0)
		first = 0;
	char line[1024];
	for (int i = first; i < ps.step && i < ps.p.count && y < LINES - 1; i++) {
		answered_line(i, cols, line, sizeof line);
		tui_text(y++, x, cols, line, ps.right[i] ? normal
			 : tui_role(TUI_ROLE_VOID));
	}
	y++;
	if (done) {
		tui_textf(y++, x, cols, tui_role(TUI_ROLE_KEY), _("Done: %d of %d "
			  "steps right at the first try. Esc goes back to the "
			  "chart."), score(), ps.p.count);
		if (y < LINES - 1)
			tui_text(y++, x, cols, _("Ctrl-N deals the next chart: "
				 "those you missed come back first."),
				 tui_role(TUI_ROLE_KEY));
		tui_draw_footer(t, TUI_CTX_PRACTICE);
		return;
	}
	if (y < LINES - 1)
		y += tui_wrap(y, x, cols, LINES - 1 - y, question,
			      tui_role(TUI_ROLE_LESSON));
	if (y < LINES - 1)
		tui_textf(y++, x, cols, tui_role(TUI_ROLE_KEY), "> %s", ps.typed);
	if (ps.wrong && y < LINES - 1) {
		const struct lr_practice_step *s = &ps.p.steps[ps.step];
		tui_text(y++, x, cols, s->kind == LR_PQ_RULES ?
			 _("Not right. The reading says:") :
			 _("Not right. The derivation says:"),
			 tui_role(TUI_ROLE_ERROR));
		for (int k = 0; y < LINES - 1 &&
		     feedback_line(s, k, sentence, sizeof sentence); k++)
			y += tui_wrap(y, x + 2, cols - 2, LINES - 1 - y, sentence,
				      normal);
	}
	tui_draw_footer(t, TUI_CTX_PRACTICE);
}

/* Whose progress the browser keeps and deals by: --student, else the
 * login name, as `liuren practice` takes them. */
static const char *
student(const struct tui_state *st)
{
	if (st->student[0])
		return st->student;
	const char *who = getenv("USER");
	return who && lr_progress_student_ok(who) ? who : "student";
}

/* The chart practised, kept with the student's progress beside the
 * casebook, as `liuren practice` keeps it; said on the status line. */
static void
keep_progress(struct tui_state *st)
{
	char path[4096], err[512];
	const char *who = student(st);
	struct lr_progress *pg = NULL;
	if (lr_progress_default_path(path, sizeof path) < 0) {
		tui_status(st, true, "%s", _("progress not kept: set XDG_DATA_HOME "
			   "or HOME"));
		return;
	}
	if (lr_progress_open(path, true, &pg, err, sizeof err) != 0 ||
	    lr_progress_record(pg, who, &ps.p, ps.right, ps.answers,
			       (int64_t)time(NULL), err, sizeof err) != 0)
		tui_status(st, true, _("progress not kept: %s"), err);
	lr_progress_close(pg);
}

static void
next_step(struct tui_state *st)
{
	ps.step++;
	if (ps.step == ps.p.count)
		keep_progress(st);
	ps.tries = 0;
	ps.wrong = false;
	ps.typed[0] = '\0';
}

/* The next chart to practise, dealt by need as `liuren practice` deals
 * for the login name (lr_practice_deal: its charts due again first,
 * lowest box first, then fresh ones in rounds weighted toward the
 * methods it missed), made the browser's chart and opened here. */
static unsigned
deal_next(struct tui_state *st)
{
	static struct lr_practice_pool pool;
	static struct lr_settings pooled;
	static bool filled;
	char path[4096], err[512];
	if (!filled || memcmp(&pooled, &st->settings, sizeof pooled)) {
		if (lr_practice_pool_fill(&pool, &st->settings, err, sizeof err) < 0) {
			tui_status(st, true, "%s", err);
			return TUI_R_REDRAW;
		}
		pooled = st->settings;
		filled = true;
	}
	struct lr_practice_card *cards = NULL;
	int ncards = 0;
	struct lr_practice_tally tally;
	memset(&tally, 0, sizeof tally);
	struct lr_progress *pg = NULL;
	/* no progress file yet: dealt as for a new student */
	if (lr_progress_default_path(path, sizeof path) == 0 &&
	    lr_progress_open(path, false, &pg, err, sizeof err) == 0 &&
	    (lr_progress_cards(pg, student(st), &cards, &ncards, err, sizeof err) ||
	     lr_progress_tally(pg, student(st), &tally, err, sizeof err)))
		tui_status(st, true, _("progress not read: %s"), err);
	lr_progress_close(pg);
	int64_t now = (int64_t)time(NULL);
	struct lr_input in;
	int n = lr_practice_deal(&pool, -1, cards, ncards, &tally, now,
				 (uint64_t)now, &in, 1);
	bool due = false;
	for (int i = 0; i < ncards && n == 1; i++)
		if (!memcmp(&cards[i].input, &in, sizeof in) && cards[i].due <= now)
			due = true;
	free(cards);
	if (n != 1)
		return TUI_R_REDRAW;
	tui_state_type_chart(st, &in, NULL, NULL);
	tui_state_compute(st);
	unsigned r = tui_practice_open(st);
	char day[8];
	tui_status(st, false, due ? _("dealt %s %s %s: a chart of yours due "
		   "again") : _("dealt %s %s %s: a fresh chart"),
		   lr_cycle_name(in.day, day), lr_branch_name(in.hour),
		   lr_branch_name(in.general));
	/* the browser's chart has changed: left the casebook's, computed
	 * again by the loop as for any chart typed */
	return r | TUI_R_CHART;
}

unsigned
tui_practice_key(struct tui *t, enum tui_action a, int key)
{
	struct tui_state *st = &t->st;
	bool done = ps.step >= ps.p.count;
	size_t len = strlen(ps.typed);
	switch (a) {
	case TUI_A_PRACTICE_END:
		st->screen = TUI_SCREEN_CHART;
		return TUI_R_REDRAW;
	case TUI_A_PRACTICE_DEAL:
		return deal_next(st);
	case TUI_A_ANSWER:
		if (done || !len)
			return TUI_R_NONE;
		ps.tries++;
		ps.answers[ps.step]++;
		if (lr_practice_check(&ps.p.steps[ps.step], ps.typed)) {
			ps.right[ps.step] = ps.tries == 1;
			tui_status(st, false, "%s", _("Right."));
			next_step(st);
		} else {
			ps.wrong = true;
			ps.typed[0] = '\0';
		}
		return TUI_R_REDRAW;
	case TUI_A_SKIP:
		if (done)
			return TUI_R_NONE;
		ps.skipped[ps.step] = true;
		tui_status(st, false, "%s %s", _("Skipped; the answer is"),
			   ps.p.steps[ps.step].answer);
		next_step(st);
		return TUI_R_REDRAW;
	case TUI_A_ERASE:
		while (len > 0 && ((unsigned char)ps.typed[len - 1] & 0xc0) == 0x80)
			len--;
		if (len > 0)
			len--;
		ps.typed[len] = '\0';
		return TUI_R_REDRAW;
	case TUI_A_KILL:
		ps.typed[0] = '\0';
		return TUI_R_REDRAW;
	default:
		break;
	}
	if (done || a != TUI_A_NONE || key & TUI_KEY_FN || key < 0x20 ||
	    key == 0x7f || (key >= 0x80 && key < 0xa0) || key > 0x10ffff)
		return TUI_R_NONE;
	uint8_t buf[8];
	int n = u8_uctomb(buf, (ucs4_t)key, sizeof buf);
	if (n <= 0 || len + (size_t)n >= sizeof ps.typed)
		return TUI_R_NONE;
	memcpy(ps.typed + len, buf, (size_t)n);
	ps.typed[len + (size_t)n] = '\0';
	return TUI_R_REDRAW;
}
