/* liuren - cmd_find.c: `liuren find NAME… [--on PLACE] [--from DATE]
 * [--to DATE]`: every chart in a span of time where all the named 課體
 * fire and the named 神煞 sit on the places asked (the 三傳 by default).
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liuren/i18n.h"
#include "liuren/normalize.h"
#include <unistd.h>

#include "front/args.h"
#include "front/chart_request.h"
#include "cli/commands.h"
#include "cli/book_names.h"
#include "front/json.h"
#include "front/moment_args.h"
#include "front/render_leishen.h"
#include "liuren/bifa.h"
#include "liuren/leishen.h"
#include "liuren/shenjiang.h"
#include "liuren/search.h"
#include "liuren/quote.h"
#include "liuren/shensha.h"

/* The signal that stopped the walk (SIGINT, SIGTERM), 0 while none has;
 * the exit status is then 128 + the signal, as a shell reports it. */
static volatile sig_atomic_t interrupted;

static void on_interrupt(int sig)
{
	interrupted = sig;
}

struct find_state {
	bool json;
	bool progress;		/* stderr is a terminal */
	long found;
	int64_t from, to;
	const struct lr_search_query *q;
};

static void write_instant(char *buf, size_t len, const struct lr_moment *m)
{
	snprintf(buf, len, "%04d-%02d-%02d %02d:%02d", m->civil.year,
		 m->civil.month, m->civil.day, m->civil.hour, m->civil.minute);
}

static bool print_hit(const struct lr_search_hit *hit, void *arg)
{
	struct find_state *st = arg;
	char when[32], y[8], mo[8], d[8], h[8];
	write_instant(when, sizeof when, &hit->moment);
	lr_cycle_name(hit->cal.year, y);
	lr_cycle_name(hit->cal.month, mo);
	lr_cycle_name(hit->cal.day, d);
	lr_cycle_name(hit->cal.hour, h);
	st->found++;
	if (st->progress)
		fputs("\r\033[K", stderr);
	if (st->json) {
		struct json j;
		char buf[64];
		front_json_init(&j, stdout);
		front_json_object_begin(&j);
		front_json_key(&j, "datetime");
		front_json_string(&j, when);
		struct lr_moment until;
		char err[128];
		if (lr_moment_from_utc(&until, hit->moment.zone, hit->until,
				       hit->moment.lon, hit->moment.lat, err,
				       sizeof err) == 0) {
			write_instant(buf, sizeof buf, &until);
			front_json_key(&j, "until");
			front_json_string(&j, buf);
		}
		front_json_key(&j, "pillars");
		front_json_object_begin(&j);
		front_json_key(&j, "year");
		front_json_string(&j, y);
		front_json_key(&j, "month");
		front_json_string(&j, mo);
		front_json_key(&j, "day");
		front_json_string(&j, d);
		front_json_key(&j, "hour");
		front_json_string(&j, h);
		front_json_object_end(&j);
		front_json_key(&j, "general");
		front_json_string(&j, lr_branch_name(hit->chart.input.general));
		front_json_key(&j, "method");
		front_json_string(&j, lr_method_name(hit->chart.method));
		front_json_key(&j, "patterns");
		front_json_array_begin(&j);
		for (int i = 0; i < st->q->count; i++) {
			front_json_object_begin(&j);
			front_json_key(&j, "name");
			front_json_string(&j, hit->results[i].name);
			front_json_key(&j, "variant");
			front_json_string(&j, hit->results[i].variant);
			front_json_key(&j, "reason");
			front_json_string(&j, hit->results[i].reason);
			front_json_object_end(&j);
		}
		front_json_array_end(&j);
		front_json_key(&j, "shensha");
		front_json_array_begin(&j);
		for (int k = 0; k < st->q->nshensha; k++) {
			front_json_object_begin(&j);
			front_json_key(&j, "name");
			front_json_string(&j, st->q->shensha[k]);
			front_json_key(&j, "on");
			front_json_array_begin(&j);
			for (int p = 0; p < LR_PLACES; p++)
				if (hit->shensha_at[k] >> p & 1) {
					front_json_object_begin(&j);
					front_json_key(&j, "place");
					front_json_string(&j, lr_place_name((enum lr_place)p));
					front_json_key(&j, "branch");
					front_json_string(&j, lr_branch_name(lr_place_branch(
						&hit->chart, &hit->context,
						(enum lr_place)p)));
					front_json_object_end(&j);
				}
			front_json_array_end(&j);
			front_json_object_end(&j);
		}
		front_json_array_end(&j);
		front_json_object_end(&j);
		front_json_finish(&j);
	} else {
		printf("%s  %s年 %s月 %s日 %s時  %s將  %s", when, y, mo, d, h,
		       lr_branch_name(hit->chart.input.general),
		       lr_method_name(hit->chart.method));
		for (int i = 0; i < st->q->count; i++) {
			const struct lr_rule_result *r = &hit->results[i];
			if (r->variant[0])
				/* TRANSLATORS: a 課體 or 法 found, its 格 and why */
				printf(_("  found %s (%s): %s"), r->name, r->variant,
				       r->reason);
			else
				printf(_("  found %s: %s"), r->name, r->reason);
		}
		for (int k = 0; k < st->q->nshensha; k++) {
			/* TRANSLATORS: a 神煞 found, before the places it is on */
			printf(_("  found %s on:"), st->q->shensha[k]);
			bool first = true;
			for (int p = 0; p < LR_PLACES; p++)
				if (hit->shensha_at[k] >> p & 1) {
					/* TRANSLATORS: a place (初傳 …) and the
					 * branch on it, the first or a further
					 * one of a list */
					printf(first ? _(" %s %s") : _(", %s %s"),
					       lr_place_name((enum lr_place)p),
					       lr_branch_name(lr_place_branch(
						       &hit->chart, &hit->context,
						       (enum lr_place)p)));
					first = false;
				}
		}
		putchar('\n');
	}
	if (fflush(stdout) != 0)
		return false;
	return true;
}

static void show_progress(int64_t reached, void *arg)
{
	struct find_state *st = arg;
	if (!st->progress || st->to <= st->from)
		return;
	double done = 100.0 * (double)(reached - st->from) / (double)(st->to - st->from);
	fputs("\r\033[K", stderr);
	fprintf(stderr, _("find: %5.1f%%  %ld found"), done, st->found);
}

/* Midnight at the start of civil day DAYS (days since 1970-01-01) in
 * the zone and at the observer of WHERE. */
static int midnight(const struct lr_moment *where, int64_t days, int64_t *out,
		    char *err, size_t errlen)
{
	struct lr_civil c = { 0 };
	struct lr_moment m;
	lr_civil_from_days(days, &c.year, &c.month, &c.day);
	if (lr_moment_from_civil(&m, where->zone, &c, where->lon, where->lat,
				 err, errlen) < 0)
		return -1;
	*out = m.utc;
	return 0;
}

/* Is TEXT a bare date in any accepted form (2027-01-01, 2027/1/1,
 * 2027年1月1日, 農曆…) with no time of day? It is when it reads as
 * midnight and takes a time of day after it: "TEXT 12:00" is noon of the
 * same date (a text that holds a time already does not take another). */
static bool bare_date(const char *text, const struct lr_moment *where,
		      int64_t *days)
{
	struct lr_moment m, noon;
	char with_time[512], err[512];
	if (front_moment_parse_text(text, where->zone, where->lon, where->lat, &m,
				 err, sizeof err) < 0 ||
	    m.civil.hour || m.civil.minute || m.civil.second ||
	    snprintf(with_time, sizeof with_time, "%s 12:00", text) >=
	    (int)sizeof with_time ||
	    front_moment_parse_text(with_time, where->zone, where->lon, where->lat,
				 &noon, err, sizeof err) < 0 ||
	    noon.civil.year != m.civil.year || noon.civil.month != m.civil.month ||
	    noon.civil.day != m.civil.day || noon.civil.hour != 12)
		return false;
	*days = lr_days_from_civil(m.civil.year, m.civil.month, m.civil.day);
	return true;
}

/* --from / --to: a DATETIME in the query's zone; a bare date given to
 * --to means the end of that day (the next midnight, in civil time, so
 * a daylight-saving change that day is no trouble). */
static int parse_bound(const char *cmd, const char *opt, const char *text,
		       const struct lr_moment *where, bool end_of_day,
		       int64_t *out)
{
	struct lr_moment m;
	char err[512];
	if (front_moment_parse_text(text, where->zone, where->lon, where->lat, &m,
				 err, sizeof err) < 0) {
		front_error(cmd, _("%s: %s"), opt, err);
		return EXIT_USAGE;
	}
	*out = m.utc;
	int64_t days;
	if (end_of_day && bare_date(text, where, &days) &&
	    midnight(where, days + 1, out, err, sizeof err) < 0)
		*out = m.utc + 24 * 3600;	/* past 2100-12-31: no next day */
	return EXIT_OK;
}

/* The parts of a querent a 課體 may need (the rest comes from the
 * calendar of each chart). */
enum { QUERENT_PARTS = LR_NEED_BIRTH | LR_NEED_XINGNIAN | LR_NEED_SEX |
		       LR_NEED_SPOUSE | LR_NEED_SPOUSE_STEM };

/* For one named 課體: in how many charts it was read, in how many of
 * those it could not be for want of the querent, and what was wanted. */
struct undecided {
	long read, wanting;
	unsigned needs;
};

/* Walk the span as lr_search_run does, printing each hit, and count for
 * each named 課體 the charts where it was read (those up to the first
 * name that did not fire) and could not be for want of the querent.
 * Returns the charts walked, or -1 with ERR. */
static long walk(const struct lr_search_query *q, struct find_state *st,
		 struct undecided *u, char *err, size_t errlen)
{
	static struct lr_search_hit hit;
	long charts = 0;
	for (int64_t t = q->from; t < q->to && !interrupted;) {
		for (int i = 0; i < q->count; i++)
			hit.results[i].name = NULL;	/* filled when read */
		int rc = lr_search_at(q, t, &hit, err, errlen);
		if (rc < 0)
			return -1;
		charts++;
		for (int i = 0; i < q->count && hit.results[i].name; i++) {
			const struct lr_rule_result *r = &hit.results[i];
			u[i].read++;
			if (r->verdict == LR_RULE_UNKNOWN &&
			    (r->needs & QUERENT_PARTS)) {
				u[i].wanting++;
				u[i].needs |= r->needs & QUERENT_PARTS;
			}
			if (r->verdict != LR_RULE_FIRED)
				break;
		}
		if (rc == 1 && !print_hit(&hit, st))
			break;
		if (charts % 512 == 0)
			show_progress(t, st);
		if (hit.until <= t)
			break;	/* cannot happen: the calendar always moves on */
		t = hit.until;
	}
	return charts;
}

/* The options that give the parts of a querent in NEEDS, into BUF. */
static const char *querent_options(unsigned needs, char *buf, size_t len)
{
	snprintf(buf, len, "%s%s%s%s",
		 needs & LR_NEED_BIRTH ? " --birth" : "",
		 needs & LR_NEED_SEX ? " --sex" : "",
		 needs & LR_NEED_XINGNIAN ? " --xingnian (or --birth and --sex)" : "",
		 needs & (LR_NEED_SPOUSE | LR_NEED_SPOUSE_STEM)
		 ? " --husband-xingnian --wife-xingnian" : "");
	return buf + (buf[0] == ' ');
}

/* Can a 神煞 be looked for on some place of ON with what QUERENT
 * knows? 命上 needs the 本命; 年上 the 行年, given or from the 本命 and
 * the sex (the year comes from each chart). When not, says why. */
static bool places_known(const char *cmd, const char *name, unsigned on,
			 const struct lr_context *querent)
{
	struct lr_context k = *querent;
	lr_context_set_year(&k, 0);	/* any year: each chart has one */
	lr_context_complete(&k);
	unsigned known = (1u << LR_PLACES) - 1;
	if (k.birth_branch < 0)
		known &= ~(1u << LR_PLACE_BIRTH);
	if (k.xingnian < 0)
		known &= ~(1u << LR_PLACE_XINGNIAN);
	if (on & known)
		return true;
	char parts[128], opts[128];
	unsigned needs = (on >> LR_PLACE_BIRTH & 1 ? LR_NEED_BIRTH : 0) |
			 (on >> LR_PLACE_XINGNIAN & 1 ? LR_NEED_XINGNIAN : 0);
	front_error(cmd, _("%s cannot be looked for on %s without the querent's "
		  "%s (give %s)"), name, on >> LR_PLACE_BIRTH & 1 &&
		  on >> LR_PLACE_XINGNIAN & 1 ? "命上、年上" : on >> LR_PLACE_BIRTH & 1
		  ? "命上" : "年上", lr_context_need_text(needs, parts, sizeof parts),
		  querent_options(needs, opts, sizeof opts));
	return false;
}

enum { FIND_ON = 300, FIND_FROM, FIND_TO };

/* find's options: the date and time (where the walk is made and from
 * when by default), the names, the span and the places, and the chart
 * options but --day, --hour and --general (refused: it walks the
 * calendar). Its parsing, --help and completion come from here. */
#define FRONT_CHART_UNREAD \
	(1ull << FRONT_OPT_DAY | 1ull << FRONT_OPT_HOUR | 1ull << FRONT_OPT_GENERAL)
/* its --json is its own row below */
#define FRONT_CHART_ABSENT (1ull << FRONT_OPT_JSON)
const struct optspec cmd_find_spec[] = {
	{ OPTSPEC_SECTION, NULL, 0, NULL, N_("The names:"), 0, 0, 0 },
	{ OPTSPEC_WORDS, "NAME...", 0, NULL,
	  N_("課體, 法 and 格 of the 《畢法賦》, and 神煞, that must\n"
	     "all be there (六儀 天馬, 第三法, 貴覆干支格); 類神\n"
	     "with --ask"), 0, FRONT_MOMENT_OPT_DATETIME, 0, NULL,
	  cli_values_book_names },
	{ OPTSPEC_SECTION, NULL, 0, NULL, N_("Zone and place:"), 0, 0, 0 },
	FRONT_MOMENT_PLACE_ROWS
	{ OPTSPEC_SECTION, NULL, 0, NULL, N_("The span and the place:"), 0, 0, 0 },
	{ OPTSPEC_VALUE, "on", 0, "PLACE",
	  N_("where the 神煞 must sit: 發用 初傳 中傳 末傳 三傳\n"
	     "干上 支上 日辰 命上 年上 年命 (命上, 年上 need\n"
	     "--birth or --xingnian)"), 0, FIND_ON, 0 },
	{ OPTSPEC_VALUE, "from", 0, "DATE", NULL, OPTSPEC_WITH_NEXT, FIND_FROM, 0 },
	{ OPTSPEC_VALUE, "to", 0, "DATE",
	  N_("the span (default a year from today; a date\n"
	     "alone is the whole day)"), 0, FIND_TO, 0 },
	{ OPTSPEC_VALUE, "lunar", 0, "Y-M-D [HH:MM]",
	  N_("the span's start as a lunar date, when --from is\n"
	     "not given (leap month: 閏6 or leap6)"), 0,
	  FRONT_MOMENT_OPT_LUNAR, 0 },
	{ OPTSPEC_SECTION, NULL, 0, NULL, N_("Options:"), 0, 0, 0 },
	/* each match its own object (JSON lines), not one for all */
	{ OPTSPEC_SWITCH, "json", 0, NULL,
	  N_("one JSON object per match, a line each, instead\n"
	     "of text"), 0, FRONT_OPT_JSON, 0 },
	FRONT_OPTIONS(FRONT_CHART_ROW)
	{ OPTSPEC_END },
};
#undef FRONT_CHART_UNREAD
#undef FRONT_CHART_ABSENT

struct find_words { const char *from, *to, *on; };

static int find_option(const struct optspec *row, const char *v, void *arg,
		       char *err, size_t errlen)
{
	(void)err;
	(void)errlen;
	struct find_words *w = arg;
	if (row->id == FIND_ON)
		w->on = v;
	else if (row->id == FIND_FROM)
		w->from = v;
	else if (row->id == FIND_TO)
		w->to = v;
	return 0;
}

int cmd_find(int argc, char **argv)
{
	const char *cmd = argv[0];
	struct lr_moment where;
	char err[4352];
	struct find_words fw = { 0 };
	struct front_moment_words mw;
	struct front_chart_args args;

	char warn[4352];
	int rc;
	if (front_chart_read_words(cmd_find_spec, argc, argv, &args, &mw,
				 find_option, &fw, err, sizeof err) < 0 ||
	    front_moment_words_resolve(&mw, &where, err, sizeof err) < 0 ||
	    front_chart_finish(&args, warn, sizeof warn, err, sizeof err) < 0) {
		front_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	if (warn[0])
		front_error(cmd, _("warning: %s"), warn);
	const char *from_text = fw.from, *to_text = fw.to, *on_text = fw.on;
	if (args.help)
		return CLI_HELP;
	if (args.have_day || args.have_hour || args.have_general) {
		front_error(cmd, _("--day, --hour and --general do not apply to find "
			  "(it walks the calendar)"));
		return EXIT_USAGE;
	}
	if (args.positional_count == 0) {
		front_error(cmd, _("name at least one 課體 or 神煞, e.g. 'liuren find "
			  "六儀 --from 2027-01-01 --to 2027-12-31' or 'liuren find "
			  "天馬 --on 發用'"));
		return EXIT_USAGE;
	}
	if (mw.true_solar)
		args.settings.true_solar = 1;

	/* the span: --from (default today 00:00) to --to (default a year on) */
	int64_t from, to;
	if (from_text) {
		rc = parse_bound(cmd, "--from", from_text, &where, false, &from);
		if (rc != EXIT_OK)
			return rc;
	} else if (midnight(&where, lr_days_from_civil(where.civil.year,
			where.civil.month, where.civil.day), &from, err,
			sizeof err) < 0) {
		front_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	if (to_text) {
		rc = parse_bound(cmd, "--to", to_text, &where, true, &to);
		if (rc != EXIT_OK)
			return rc;
	} else {
		/* a year after --from, the same civil date next year */
		struct lr_moment start;
		if (lr_moment_from_utc(&start, where.zone, from, where.lon,
				       where.lat, err, sizeof err) < 0 ||
		    midnight(&where, lr_days_from_civil(start.civil.year + 1,
				start.civil.month, start.civil.day), &to, err,
				sizeof err) < 0) {
			front_error(cmd, "%s", err);
			return EXIT_USAGE;
		}
	}
	if (to <= from) {
		front_error(cmd, _("--to must come after --from"));
		return EXIT_USAGE;
	}

	static struct lr_search_query q;
	lr_search_init(&q, from, to, where.zone, where.lon, where.lat,
		       &args.settings);
	unsigned on = 0;
	char on_buf[256];
	if (on_text)
		on_text = lr_normalize(on_text, on_buf, sizeof on_buf);
	if (on_text && !(on = lr_place_parse(on_text, err, sizeof err))) {
		front_error(cmd, _("%s: %s"), "--on", err);
		return EXIT_USAGE;
	}
	/* a name is a 課體 or a 法 of the 畢法 (or a 格 its text names),
	 * else a 神煞 (on the places of --on) */
	if (lr_bifa_texts_load(err, sizeof err) < 0) {
		front_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	for (int i = 0; i < args.positional_count; i++) {
		const char *name = args.positional[i];
		if (!strcmp(name, "類神")) {	/* of --ask, on --on (發用) */
			q.leishen_on = on ? on : 1u << LR_PLACE_FIRST;
			continue;
		}
		/* a 法 no chart decides is not "0 found" (lr_bifa_decided) */
		const char *why = NULL;
		int fa = lr_pattern_find(name, NULL) < 0
			 ? lr_bifa_find(name, NULL) : -1;
		if (fa > 0 && !lr_bifa_decided(fa, &why)) {
			front_error(cmd, "%s: %s %s", name,
				  _("no chart fires it:"), _(why));
			return EXIT_USAGE;
		}
		const struct lr_shensha_set *set = lr_shensha_default(err,
								       sizeof err);
		int rc2 = lr_pattern_find(name, NULL) < 0
			  && lr_bifa_find(name, NULL) < 0 && set &&
			  lr_shensha_by_name(set, name, NULL, 0) > 0 ?
			  lr_search_add_shensha(&q, name, on, err, sizeof err) :
			  lr_search_add(&q, name, err, sizeof err);
		if (rc2 < 0) {
			front_error(cmd, "%s", err);
			return EXIT_USAGE;
		}
	}
	if (on_text && q.nshensha == 0 && !q.leishen_on) {
		front_error(cmd, "%s", _("--on places the 神煞 named; no 神煞 was named"));
		return EXIT_USAGE;
	}
	if (front_apply_querent(&args, &q.querent, err, sizeof err) < 0 ||
	    lr_context_resolve_birth(&q.querent, q.zone, &q.settings, err,
				     sizeof err) < 0 ||
	    /* a birth after the span's first chart, as print refuses one */
	    lr_context_check_birth(&q.querent, from, err, sizeof err) < 0) {
		front_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	if (q.leishen_on && front_find_leishen_check(cmd, &q.querent) != EXIT_OK)
		return EXIT_USAGE;
	for (int k = 0; k < q.nshensha; k++)
		if (!places_known(cmd, q.shensha[k], q.shensha_on[k], &q.querent))
			return EXIT_USAGE;
	/* every res/ file is checked before the walk, used or not, so a
	 * damaged installation is reported at once */
	if (lr_pattern_texts_load(err, sizeof err) < 0 ||
	    !lr_shensha_default(err, sizeof err) ||
	    lr_shenjiang_load(err, sizeof err) < 0 ||
	    lr_leishen_load(err, sizeof err) < 0) {
		front_error(cmd, "%s", err);
		return EXIT_USAGE;
	}

	struct find_state st = {
		.json = args.json, .progress = isatty(STDERR_FILENO),
		.from = from, .to = to, .q = &q,
	};
	struct sigaction sa, old_int, old_term;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_interrupt;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, &old_int);
	sigaction(SIGTERM, &sa, &old_term);
	static struct undecided undecided[LR_SEARCH_MAX_PATTERNS];
	memset(undecided, 0, sizeof undecided);
	long charts = walk(&q, &st, undecided, err, sizeof err);
	sigaction(SIGINT, &old_int, NULL);
	sigaction(SIGTERM, &old_term, NULL);
	if (st.progress)
		fputs("\r\033[K", stderr);
	if (charts < 0) {
		front_error(cmd, "%s", err);
		return EXIT_FAIL;
	}
	if (front_check_output(cmd) < 0)
		return EXIT_FAIL;
	if (interrupted) {
		fprintf(stderr, _("liuren find: %s; %ld found in %ld charts "
				  "before the stop\n"), interrupted == SIGTERM
			? _("terminated") : _("interrupted"), st.found, charts);
		return 128 + interrupted;
	}
	/* a 課體 or 法 that some chart could not judge for want of the
	 * querent (its detector said 未論 with needs) is not "0 found" */
	bool wanting = false;
	for (int i = 0; st.found == 0 && i < q.count; i++) {
		const struct undecided *u = &undecided[i];
		if (u->wanting == 0)
			continue;
		char parts[128], opts[128];
		lr_context_need_text(u->needs, parts, sizeof parts);
		querent_options(u->needs, opts, sizeof opts);
		if (u->wanting == u->read)
			front_error(cmd, _("%s cannot be evaluated without %s "
				  "(give %s)"), q.names[i], parts,
				  opts + (opts[0] == ' '));
		else
			front_error(cmd, _("%s cannot be evaluated in %ld of the "
				  "%ld charts without %s (give %s)"), q.names[i],
				  u->wanting, charts, parts,
				  opts + (opts[0] == ' '));
		wanting = true;
	}
	if (wanting)
		return EXIT_USAGE;
	if (st.progress || st.found == 0)
		fprintf(stderr, _("liuren find: %ld found in %ld charts\n"), st.found,
			charts);
	return st.found > 0 ? EXIT_OK : EXIT_FAIL;
}
