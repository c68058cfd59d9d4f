/* liuren - case_chart.c: a case's chart inputs taken from a chart
 * request and given back as the words `liuren print` reads, its
 * fingerprint, and a case as JSON and as text.
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#include "front/case_chart.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "front/args.h"
#include "front/render.h"
#include "liuren/lang.h"
#include "liuren/ask.h"
#include "liuren/chart.h"
#include "liuren/ganzhi.h"
#include "liuren/reading.h"
#include "liuren/context.h"
#include "front/moment_args.h"
#include "liuren/i18n.h"
#include "liuren/quote.h"

bool front_case_date_ok(const char *text)
{
	struct lr_moment m;
	char err[512];
	return strlen(text) == 10 &&
	       front_moment_parse_text(text, "UTC", 0, 0, &m, err, sizeof err) == 0;
}

void front_case_settings_text(const struct lr_settings *s, char *buf, size_t len)
{
	size_t used = 0;
	buf[0] = '\0';
	for (int id = 0; id < LR_SET_COUNT && used < len; id++) {
		int n = snprintf(buf + used, len - used, "%s%s=%s",
				 id ? "," : "", lr_setting_info(id)->key,
				 lr_setting_value_name(id, lr_setting_get(s, id)));
		if (n < 0)
			break;
		used += (size_t)n;
	}
}

void front_case_fingerprint(const struct chart_request *req, char *buf, size_t len)
{
	const struct lr_chart *ch = &req->reading.chart;
	char title[64];
	size_t used = 0;
#define ADD(...) do { \
		int n_ = snprintf(buf + used, used < len ? len - used : 0, __VA_ARGS__); \
		if (n_ > 0) used += (size_t)n_; \
	} while (0)
	buf[0] = '\0';
	ADD("%s %s |", front_render_chart_title(ch, title, sizeof title),
	    ch->daytime ? "晝" : "夜");
	for (int i = 0; i < 4; i++) {
		const struct lr_lesson *l = &ch->lessons[i];
		ADD(" %s%s%s", lr_branch_name(l->upper),
		    l->lower_stem >= 0 ? lr_stem_name(l->lower_stem)
				       : lr_branch_name(l->lower),
		    lr_general_short(l->general));
	}
	ADD(" |");
	for (int i = 0; i < 3; i++) {
		const struct lr_transmission *t = &ch->transmissions[i];
		ADD(" %s%s%s", t->stem >= 0 ? lr_stem_name(t->stem) : "",
		    lr_branch_name(t->branch), lr_general_short(t->general));
	}
	ADD(" | %s%s%s%s |", lr_method_name(ch->method),
	    ch->method_detail && *ch->method_detail ? "（" : "",
	    ch->method_detail && *ch->method_detail ? ch->method_detail : "",
	    ch->method_detail && *ch->method_detail ? "）" : "");
	for (int i = 0; i < req->reading.npatterns; i++) {
		const struct lr_rule_result *r = &lr_reading_patterns(&req->reading)[i];
		if (r->verdict != LR_RULE_FIRED)
			continue;
		ADD(" %s%s%s%s", r->name, *r->variant ? "（" : "", r->variant,
		    *r->variant ? "）" : "");
	}
#undef ADD
	if (used >= len && len > 0)
		buf[len - 1] = '\0';
}

char *front_case_fingerprint_shown(const char *fp)
{
	static const char wide_open[] = "（", wide_close[] = "）";
	/* the language's own marks, as lr_lang_bracket writes them round a
	 * stand-in: " (" and ")" in English, "(" and ")" in Korean; none
	 * longer than the three bytes of （ or ）, so the text never grows */
	char marks[32];
	lr_lang_bracket("", "\x01", marks, sizeof marks);
	char *mid = strchr(marks, '\x01');
	char *buf = fp ? malloc(strlen(fp) + 1) : NULL;
	if (!buf)
		return NULL;
	if (!mid || strlen(mid + 1) > sizeof wide_close - 1 ||
	    (size_t)(mid - marks) > sizeof wide_open - 1) {
		strcpy(buf, fp);
		return buf;
	}
	*mid = '\0';
	const char *open = marks, *close = mid + 1;
	size_t used = 0;
	for (const char *p = fp; *p; ) {
		const char *put = NULL;
		size_t skip = 1;
		if (!strncmp(p, wide_open, sizeof wide_open - 1)) {
			/* no second blank where the text has one already */
			put = open;
			if (*open == ' ' && (used == 0 || buf[used - 1] == ' '))
				put = open + 1;
			skip = sizeof wide_open - 1;
		} else if (!strncmp(p, wide_close, sizeof wide_close - 1)) {
			put = close;
			skip = sizeof wide_close - 1;
		}
		size_t n = put ? strlen(put) : skip;
		memcpy(buf + used, put ? put : p, n);
		used += n;
		p += skip;
	}
	buf[used] = '\0';
	return buf;
}

static int set_name(char **field, const char *text)
{
	return lr_case_set(field, text);
}

int front_case_from_request(struct lr_case *c, const struct chart_request *req)
{
	const struct lr_request *rq = &req->request;
	const struct lr_context *q = &rq->querent;
	char buf[8192], pillar[8];
	int bad = 0;
	if (req->reading.from_notation) {
		c->kind = LR_CASE_NOTATION;
		bad |= set_name(&c->notation, rq->notation);
	} else if (req->reading.from_moment) {
		const struct lr_moment *m = &req->reading.moment;
		c->kind = LR_CASE_MOMENT;
		snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d:%02d",
			 m->asked.year, m->asked.month, m->asked.day,
			 m->asked.hour, m->asked.minute, m->asked.second);
		bad |= set_name(&c->moment, buf);
		/* the local zone is stored by name, so the case reopens the
		 * same on another machine */
		const char *zone = m->zone;
		if (!*zone && strcmp(lr_zone_display(""), "localtime"))
			zone = lr_zone_display("");
		bad |= set_name(&c->zone, zone);
		c->lon = m->lon;
		c->lat = m->lat;
		c->asked = m->utc;
	} else {
		c->kind = LR_CASE_PILLARS;
	}
	if (rq->have_day)
		bad |= set_name(&c->day, lr_cycle_name(rq->input.day, pillar));
	if (rq->have_hour)
		bad |= set_name(&c->hour, lr_branch_name(rq->input.hour));
	if (rq->have_general)
		bad |= set_name(&c->general, lr_branch_name(rq->input.general));
	/* the querent as it was given (a birth date or year as typed) */
	if (*q->birth_text)
		bad |= set_name(&c->birth, q->birth_text);
	if (q->sex != LR_SEX_UNKNOWN)
		bad |= set_name(&c->sex, q->sex == LR_MALE ? "m" : "f");
	if (q->xingnian_given && q->xingnian >= 0)
		bad |= set_name(&c->xingnian, lr_branch_name(q->xingnian));
	char **spouse[2] = { &c->husband_xingnian, &c->wife_xingnian };
	for (int i = 0; i < 2; i++)
		if (!q->couple_from_querent[i])
			bad |= set_name(spouse[i], lr_context_spouse_xingnian_name(
					q, (enum lr_spouse)i, pillar));
	bad |= set_name(&c->ask, lr_ask_name(q->ask));
	front_case_settings_text(&rq->settings, buf, sizeof buf);
	bad |= set_name(&c->settings, buf);
	char title[64];
	bad |= set_name(&c->title, front_render_chart_title(&req->reading.chart, title,
						       sizeof title));
	front_case_fingerprint(req, buf, sizeof buf);
	bad |= set_name(&c->fingerprint, buf);
	for (int i = 0; i < req->reading.npatterns; i++)
		if (lr_reading_patterns(&req->reading)[i].verdict == LR_RULE_FIRED)
			bad |= lr_case_add_pattern(c, lr_reading_patterns(&req->reading)[i].name);
	return bad ? -1 : 0;
}

/* The request C holds, as data: its settings one by one, its moment
 * (wall clock, zone, observer), notation or pillars, and its querent,
 * each read by the parser of that part; nothing of it is ever read as
 * an option. Returns 0, or -1 with one line in ERR naming the part. */
static int request_of_case(const struct lr_case *c, struct lr_request *rq,
			   char *err, size_t errlen)
{
	lr_request_init(rq);
	/* the settings are all stated, so no config file matters */
	char item[512];
	for (const char *p = c->settings ? c->settings : ""; *p; ) {
		size_t n = strcspn(p, ",");
		if (n >= sizeof item) {
			snprintf(err, errlen, "%s", _("a stored setting is too long"));
			return -1;
		}
		memcpy(item, p, n);
		item[n] = '\0';
		if (n && lr_settings_assign(&rq->settings, item, err, errlen) < 0)
			return -1;
		p += n + (p[n] == ',');
	}
	struct { const char *text; int *value; bool *have; int (*parse)(const char *); }
	pillars[] = {
		{ c->day, &rq->input.day, &rq->have_day, lr_parse_cycle_exact },
		{ c->hour, &rq->input.hour, &rq->have_hour, lr_parse_branch_exact },
		{ c->general, &rq->input.general, &rq->have_general,
		  lr_parse_month_general },
	};
	for (size_t i = 0; i < sizeof pillars / sizeof pillars[0]; i++) {
		if (!pillars[i].text)
			continue;
		*pillars[i].value = pillars[i].parse(pillars[i].text);
		if (*pillars[i].value < 0) {
			char q[LR_QUOTE_SIZE];
			snprintf(err, errlen, _("stored pillar '%s' is not one"),
				 lr_quote(pillars[i].text, q, sizeof q));
			return -1;
		}
		*pillars[i].have = true;
	}
	switch (c->kind) {
	case LR_CASE_MOMENT:
		rq->source = LR_FROM_MOMENT;
		if (front_moment_parse_text(c->moment ? c->moment : "",
					 c->zone ? c->zone : "", c->lon, c->lat,
					 &rq->moment, err, errlen) < 0)
			return -1;
		break;
	case LR_CASE_NOTATION:
		rq->source = LR_FROM_NOTATION;
		if (!c->notation || strlen(c->notation) >= sizeof rq->notation) {
			snprintf(err, errlen, "%s", _("the stored notation is missing "
						      "or too long"));
			return -1;
		}
		strcpy(rq->notation, c->notation);
		break;
	default:
		rq->source = LR_FROM_PILLARS;
		break;
	}
	struct lr_context *q = &rq->querent;
	if ((c->birth && lr_context_parse_birth(q, c->birth, err, errlen) < 0) ||
	    (c->sex && lr_context_parse_sex(q, c->sex, err, errlen) < 0) ||
	    (c->xingnian &&
	     lr_context_parse_xingnian(q, c->xingnian, err, errlen) < 0) ||
	    (c->husband_xingnian &&
	     lr_context_parse_spouse_xingnian(q, LR_HUSBAND, c->husband_xingnian,
					      err, errlen) < 0) ||
	    (c->wife_xingnian &&
	     lr_context_parse_spouse_xingnian(q, LR_WIFE, c->wife_xingnian,
					      err, errlen) < 0) ||
	    (c->ask && lr_context_parse_ask(q, c->ask, err, errlen) < 0))
		return -1;
	return 0;
}

/* The chart of C as print would make it (FULL) or its chart and 課體
 * only, from the request it holds. */
static int chart_of_case(const struct lr_case *c, const char *cmd,
			 struct chart_request *req, bool full)
{
	char err[512];
	memset(req, 0, sizeof *req);
	if (request_of_case(c, &req->request, err, sizeof err) < 0) {
		front_error(cmd, "%s", err);
		return EXIT_USAGE;
	}
	req->args.settings = req->request.settings;
	return front_chart_request_read(cmd, req, full ? FRONT_READ_SHOWN : LR_READ_PATTERNS,
				  NULL);
}

int front_case_chart(const struct lr_case *c, const char *cmd,
	       struct chart_request *req)
{
	return chart_of_case(c, cmd, req, true);
}

int front_case_chart_again(const struct lr_case *c, const char *cmd,
		     struct chart_request *req)
{
	return chart_of_case(c, cmd, req, false);
}

bool front_case_chart_differs(const struct lr_case *c, const struct chart_request *req)
{
	char now[8192];
	front_case_fingerprint(req, now, sizeof now);
	if (!c->fingerprint || strcmp(now, c->fingerprint))
		return true;
	return c->kind == LR_CASE_MOMENT && req->reading.from_moment &&
	       req->reading.moment.utc != c->asked;
}

const char *front_case_format_time(int64_t t, char *buf, size_t len)
{
	time_t tt = (time_t)t;
	struct tm tm;
	if (!localtime_r(&tt, &tm) ||
	    !strftime(buf, len, "%Y-%m-%d %H:%M", &tm))
		snprintf(buf, len, "%lld", (long long)t);
	return buf;
}

static void json_text_list(struct json *j, const char *key, char **list, int n)
{
	front_json_key(j, key);
	front_json_array_begin(j);
	for (int i = 0; i < n; i++)
		front_json_string(j, list[i]);
	front_json_array_end(j);
}

void front_case_json_members(struct json *j, const struct lr_case *c)
{
	front_json_key(j, "id");
	front_json_int(j, c->id);
	front_json_key(j, "uid");
	front_json_string(j, c->uid);
	front_json_key(j, "kind");
	front_json_string(j, lr_case_kind_name(c->kind));
	front_json_key(j, "moment");
	front_json_string(j, c->moment);
	front_json_key(j, "zone");
	front_json_string(j, c->zone);
	front_json_key(j, "lon");
	if (c->kind == LR_CASE_MOMENT)
		front_json_double(j, c->lon, 10);
	else
		front_json_null(j);
	front_json_key(j, "lat");
	if (c->kind == LR_CASE_MOMENT)
		front_json_double(j, c->lat, 10);
	else
		front_json_null(j);
	front_json_key(j, "asked");
	front_json_int(j, c->asked);
	const struct { const char *key, *value; } texts[] = {
		{ "day", c->day }, { "hour", c->hour }, { "general", c->general },
		{ "notation", c->notation }, { "settings", c->settings },
		{ "birth", c->birth }, { "sex", c->sex },
		{ "xingnian", c->xingnian },
		{ "husband_xingnian", c->husband_xingnian },
		{ "wife_xingnian", c->wife_xingnian }, { "ask", c->ask },
		{ "question", c->question },
		{ "judgment", c->judgment }, { "notes", c->notes },
		{ "outcome", c->outcome }, { "outcome_date", c->outcome_date },
	};
	/* the user's words as written, not converted in zh-Hans */
	bool mark = lr_lang_verbatim_marks();
	for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
		front_json_key(j, texts[i].key);
		if (mark && texts[i].value)
			fputs(LR_VERBATIM_OPEN, j->out);
		front_json_string(j, texts[i].value);
		if (mark && texts[i].value)
			fputs(LR_VERBATIM_CLOSE, j->out);
	}
	front_json_key(j, "verified");
	if (c->verdict == LR_VERDICT_NONE)
		front_json_null(j);
	else
		front_json_bool(j, c->verdict == LR_VERDICT_RIGHT);
	json_text_list(j, "tags", c->tags, c->ntags);
	front_json_key(j, "title");
	front_json_string(j, c->title);
	front_json_key(j, "fingerprint");
	front_json_string(j, c->fingerprint);
	json_text_list(j, "patterns", c->patterns, c->npatterns);
	front_json_key(j, "created");
	front_json_int(j, c->created);
	front_json_key(j, "updated");
	front_json_int(j, c->updated);
	/* the checksum its casebook read it with (or its own), and those
	 * of its earlier versions: how another casebook tells which of
	 * two versions is newer */
	char sum[LR_CASE_CHECKSUM_SIZE];
	if (c->checksum[0])
		memcpy(sum, c->checksum, sizeof sum);
	else
		lr_case_checksum(c, sum);
	front_json_key(j, "checksum");
	front_json_string(j, sum);
	front_json_key(j, "ancestry");
	front_json_array_begin(j);
	for (const char *p = c->ancestry ? c->ancestry : ""; *p; ) {
		p += strspn(p, " ");
		size_t n = strcspn(p, " ");
		if (n) {
			char one[LR_CASE_CHECKSUM_SIZE];
			snprintf(one, sizeof one, "%.*s", (int)n, p);
			front_json_string(j, one);
		}
		p += n;
	}
	front_json_array_end(j);
}

/* A stored text, control characters shown (see lr_quote_fput), as the
 * user wrote it in every language: not converted in zh-Hans. */
void front_case_put(FILE *out, const char *text, int flags)
{
	if (!text)
		return;
	bool mark = lr_lang_verbatim_marks();
	if (mark)
		fputs(LR_VERBATIM_OPEN, out);
	lr_quote_fput(text, strlen(text), flags, out);
	if (mark)
		fputs(LR_VERBATIM_CLOSE, out);
}

static void print_text(FILE *out, const char *label, const char *text)
{
	if (!text || !*text)
		return;
	fprintf(out, "%s\n", label);
	front_case_put(out, text, LR_QUOTE_LINES);
	fputc('\n', out);
}

void front_case_print_texts(FILE *out, const struct lr_case *c)
{
	char when[32], changed[32];
	fprintf(out, "\n%s %lld  ", _("case"), (long long)c->id);
	if (c->title)
		lr_quote_fput(c->title, strlen(c->title), 0, out);
	fputc('\n', out);
	if (c->ntags) {
		fprintf(out, "%s ", _("tags"));
		for (int i = 0; i < c->ntags; i++) {
			fputs(i ? ", " : "", out);
			front_case_put(out, c->tags[i], 0);
		}
		fputc('\n', out);
	}
	print_text(out, _("question:"), c->question);
	print_text(out, _("judgment (斷):"), c->judgment);
	print_text(out, _("notes:"), c->notes);
	print_text(out, _("outcome:"), c->outcome);
	if (c->outcome_date || c->verdict != LR_VERDICT_NONE) {
		/* only what is known: a date without a mark, a mark without
		 * a date (no "-" standing for the missing one) */
		const char *mark = c->verdict == LR_VERDICT_RIGHT ? "驗"
				   : c->verdict == LR_VERDICT_WRONG ? "不驗" : NULL;
		fprintf(out, "%s ", c->outcome_date && mark
				    ? _("outcome date and mark:")
				    : c->outcome_date ? _("outcome date:")
						      : _("outcome mark:"));
		if (c->outcome_date)
			front_case_put(out, c->outcome_date, 0);
		fprintf(out, "%s%s\n", c->outcome_date && mark ? " " : "",
			mark ? mark : "");
	}
	fprintf(out, _("created %s, updated %s\n"),
		front_case_format_time(c->created, when, sizeof when),
		front_case_format_time(c->updated, changed, sizeof changed));
}

/* Columns TEXT takes on a terminal, CJK characters two (the texts
 * padded here are chart titles and the marks 驗 / 不驗). */
static int text_columns(const char *text)
{
	int width = 0;
	for (const unsigned char *p = (const unsigned char *)text; *p; p++)
		if ((*p & 0xc0) != 0x80)
			width += *p >= 0xe0 ? 2 : 1;
	return width;
}

/* Write TEXT padded with blanks to COLS columns. */
static void put_padded(FILE *out, const char *text, int cols)
{
	lr_quote_fput(text, strlen(text), 0, out);
	for (int w = text_columns(text); w < cols; w++)
		fputc(' ', out);
}

void front_case_print_line(FILE *out, const struct lr_case *c)
{
	char when[32];
	if (c->kind == LR_CASE_MOMENT && c->moment && strlen(c->moment) >= 16)
		snprintf(when, sizeof when, "%.10s %.5s", c->moment, c->moment + 11);
	else
		front_case_format_time(c->created, when, sizeof when);
	/* every row in the same columns: no., asked, chart, mark (blank
	 * when unmarked), then the tags and the question */
	fprintf(out, "%-5lld ", (long long)c->id);
	put_padded(out, when, 16);
	fputs("  ", out);
	put_padded(out, c->title ? c->title : "", 15);
	fputs("  ", out);
	put_padded(out, c->verdict == LR_VERDICT_RIGHT ? "驗"
		   : c->verdict == LR_VERDICT_WRONG ? "不驗" : "", 4);
	fputs(" ", out);
	for (int i = 0; i < c->ntags; i++) {
		fputs(i ? "," : "[", out);
		front_case_put(out, c->tags[i], 0);
	}
	if (c->ntags)
		fputs("] ", out);
	/* the question's first line */
	const char *q = c->question ? c->question : "";
	size_t n = strcspn(q, "\n\r");
	bool mark = lr_lang_verbatim_marks();	/* as typed, in zh-Hans too */
	if (mark)
		fputs(LR_VERBATIM_OPEN, out);
	lr_quote_fput(q, n, 0, out);
	if (mark)
		fputs(LR_VERBATIM_CLOSE, out);
	fprintf(out, "%s\n", q[n] ? " …" : "");
}
